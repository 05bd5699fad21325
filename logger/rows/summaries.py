"""The index of a step's rows that are not recorded: their summaries from the whole batch's
statistics, the row statistics left to the writer thread when the calling thread indexes a CPU
batch itself."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal, overload

import numpy as np

from tb_verl_logger.rows.batch_data import RowSummaries, RowValues
from tb_verl_logger.rows.row_statistics import (
    ROW_SHAPE,
    LengthChunks,
    index_stats,
    merged,
    missing_stats,
    row_statistic_names,
    to_host,
)
from tb_verl_logger.statistics import layout
from tb_verl_plugin.format import fields

if TYPE_CHECKING:
    import torch


@overload
def unrecorded_rows(
    mask: torch.Tensor,
    token_fields: dict[str, torch.Tensor],
    stats: dict[str, np.ndarray],
    recorded: Sequence[int],
    values: RowValues,
    *,
    calling_thread: Literal[False] = False,
) -> RowSummaries: ...


@overload
def unrecorded_rows(
    mask: torch.Tensor,
    token_fields: dict[str, torch.Tensor],
    stats: dict[str, np.ndarray],
    recorded: Sequence[int],
    values: RowValues,
    *,
    calling_thread: bool,
) -> RowSummaries | LaterRowStatistics: ...


def unrecorded_rows(
    mask: torch.Tensor,
    token_fields: dict[str, torch.Tensor],
    stats: dict[str, np.ndarray],
    recorded: Sequence[int],
    values: RowValues,
    *,
    calling_thread: bool = False,
) -> RowSummaries | LaterRowStatistics:
    """The summaries of a ``[B, R]`` batch's rows outside ``recorded``, from the whole batch's
    ``stats`` (:func:`.row_statistics.index_stats` on the host; any it lacks computed here from ``token_fields``)
    and per-row ``values``. On the ``calling_thread`` with a CPU batch, the row statistics are left
    to the writer thread (:class:`LaterRowStatistics`)."""
    later = calling_thread and fields.TOKEN_IDS in token_fields and token_fields[fields.TOKEN_IDS].device.type == "cpu"
    missing = [name for name in missing_stats(stats, token_fields) if not (later and name in row_statistic_names())]
    if missing:
        stats = merged(stats, to_host(index_stats(mask, token_fields, only=missing)))
    others = np.setdiff1d(np.arange(layout.row_count(mask)), np.asarray(recorded, dtype=np.int64))
    summaries = RowSummaries(
        rows=others.tolist(),
        tokens=stats["tokens"][others].astype(np.int64),
        policy_turns=stats["policy_turns"][others].astype(np.int64),
        stats={name: column[others] for name, column in stats.items() if name not in ROW_SHAPE},
        values=values.take(others.tolist()),
    )
    if not later or all(name in stats for name in row_statistic_names()):
        return summaries
    import torch

    # Copies of the whole batch (int32 ids: half the bytes; one pass each, a third of the time a
    # gather of the rows takes), so the batch may change once log_decisions returns. (Copies of
    # the rows' kept prefixes alone, in chunks, hold fewer bytes but raised the process's peak
    # resident memory in make bench: many mid-sized blocks the allocator keeps.)
    kept = mask.clone() if mask.dtype == torch.bool else mask.bool()  # a float mask's bool is a copy already
    return LaterRowStatistics(summaries, token_fields[fields.TOKEN_IDS].to(torch.int32), kept, torch.as_tensor(others))


@dataclasses.dataclass
class LaterRowStatistics:
    """Row summaries whose row statistics (:func:`.row_statistics.repetition_stats`: a sort of every row's
    3-grams, ten times the other statistics on a CPU) the writer thread adds, from copies of the
    rows' kept tokens: a CPU batch indexed on the calling thread pays for the copies only."""

    summaries: RowSummaries
    token_ids: torch.Tensor
    mask: torch.Tensor
    rows: torch.Tensor
    """The summaries' rows in the batch the copies hold."""

    def resolve(self) -> RowSummaries:
        import torch

        with torch.no_grad():
            chunks = LengthChunks.plan(self.mask, self.rows)  # these rows only, read in place: no gather
            computed = chunks.values(self.token_ids, self.mask, row_statistic_names())
        self.summaries.stats.update({name: values.numpy() for name, values in computed.items()})
        return self.summaries
