"""The index of a CPU batch's unrecorded rows, computed on the writer thread.

Indexing every row reads the whole batch: the rejected marks and the log-prob once more than
choosing the rows to record does (:data:`.choice.RANKED_BY`). On a GPU those
reads are kernels queued on the device, and the training thread only waits for their few numbers.
On a CPU, where verl's driver holds its batch, they are the training thread's own time (a quarter
to a third of what ``log_decisions`` costs it). So for a CPU batch the training thread computes only
what the choice needs and hands the writer thread references to the batch's tensors: it reads them
for the rest of the index, the way it decodes tokens, off the training thread.

Reading them later is right only if nobody changes them in place meanwhile. Each tensor's version
counter (which every in-place operation on it or on a view of it bumps) is noted when the batch is
handed over and checked after the writer has read it. A change costs that step the summaries of its
unrecorded rows (counted in ``TraceLogger.dropped`` and reported once, naming the tensor) and turns
the handing over off for the logger. The index is then computed on the training thread, as it is
for GPU and inference-mode tensors (they have no version counter) and while the writer has not read
the previous batch yet (so at most one batch is held beyond its caller's use of it). The counter
is bumped when an in-place operation ends, so one still running on another thread while the writer
checks goes unseen: the rule (no change in place before ``flush``) keeps the index right, the
check catches the breach a training loop makes when it refills its buffers for the next step.
"""

from __future__ import annotations

import dataclasses
import threading
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from tb_verl_logger.rows.batch_data import RowSummaries, RowValues
from tb_verl_logger.rows.row_statistics import index_inputs
from tb_verl_logger.rows.summaries import unrecorded_rows
from tb_verl_plugin.format import fields

if TYPE_CHECKING:
    import torch


class BatchChanged(Exception):
    """A tensor handed to the writer thread was changed in place before the writer read it."""

    def __init__(self, arguments: Sequence[str]) -> None:
        super().__init__(
            f"{', '.join(repr(a) for a in arguments)} changed in place after log_decisions returned, before the "
            "writer thread indexed the batch's unrecorded rows; pass tensors not changed in place afterwards (a new "
            "tensor each step, or a copy), or call TraceLogger.flush() before changing them. This logger now indexes "
            "on the training thread"
        )
        self.arguments = list(arguments)


class IndexDeferral:
    """One logger's handing over of CPU batches to its writer thread (see the module docstring)."""

    def __init__(self) -> None:
        self._slot = threading.Semaphore(1)  # one batch held at a time
        self.active = True
        """False once a handed-over batch changed in place: the logger then indexes on its own thread."""

    def hold(self, mask: torch.Tensor, token_fields: dict[str, torch.Tensor]) -> HeldBatch | None:
        """References to a CPU batch for the writer thread to index, or None: index it now."""
        read = index_inputs(token_fields)
        if not self.active or any(t.device.type != "cpu" or t.is_inference() for t in (mask, *read.values())):
            return None
        if not self._slot.acquire(blocking=False):
            return None
        return HeldBatch(self, mask, read)


class HeldBatch:
    """A CPU batch's mask and per-token fields (by field name), handed to the writer thread; the
    slot it takes is given back when the writer has read it, or when its step is dropped unread."""

    def __init__(self, deferral: IndexDeferral, mask: torch.Tensor, token_fields: dict[str, torch.Tensor]) -> None:
        self._deferral = deferral
        self._mask: torch.Tensor | None = mask
        self._token_fields = token_fields
        self._versions = self._tensor_versions()
        self._release = weakref.finalize(self, deferral._slot.release)  # at most once: read or collected

    def later(self, known: dict[str, np.ndarray], recorded: list[int], values: RowValues) -> PendingSummaries:
        """The summaries of the rows outside ``recorded``, completed on the writer thread from the
        statistics ``known`` (on the host: the row choice's) and the rest read from this batch."""
        return PendingSummaries(self, known, recorded, values)

    def summaries(self, known: dict[str, np.ndarray], recorded: list[int], values: RowValues) -> RowSummaries:
        """:func:`.summaries.unrecorded_rows` of this batch, read once; :class:`BatchChanged` if a tensor
        changed in place since it was handed over."""
        import torch

        if self._mask is None:
            raise RuntimeError("a held batch is read once")
        try:
            with torch.no_grad():  # grad mode is per thread: the training thread's does not reach here
                summaries = unrecorded_rows(self._mask, self._token_fields, known, recorded, values)
            changed = [name for name, version in self._tensor_versions().items() if version != self._versions[name]]
            if changed:
                self._deferral.active = False
                raise BatchChanged([_argument(name) for name in changed])
            return summaries
        finally:
            self._mask, self._token_fields = None, {}
            self._release()

    def _tensor_versions(self) -> dict[str, int]:
        """Each held tensor's version counter, by field name (the mask's as ``response_mask``)."""
        assert self._mask is not None
        return {"response_mask": self._mask._version, **{name: t._version for name, t in self._token_fields.items()}}


@dataclasses.dataclass
class PendingSummaries:
    """A step's :class:`RowSummaries`, completed by the writer thread (:meth:`resolve`)."""

    held: HeldBatch
    known: dict[str, np.ndarray]
    recorded: list[int]
    values: RowValues

    def resolve(self) -> RowSummaries:
        """The summaries (:class:`BatchChanged` if the batch changed in place before)."""
        return self.held.summaries(self.known, self.recorded, self.values)


def _argument(field_name: str) -> str:
    """The ``log_decisions`` keyword a field came in by (what a user knows it as; the mask's name
    is its own)."""
    if field_name == fields.TOKEN_IDS:
        return "responses"
    field = fields.by_name(field_name)
    return field.argument if field is not None and field.argument else field_name
