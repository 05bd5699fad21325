"""A traced step's batch as the logger holds it: its tensors checked (on the batch's device), its
per-row values (on the host), the chosen rows' host copy waiting for the writer thread, and the
summaries of the rows not recorded."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from tb_verl_logger.statistics import layout
from tb_verl_plugin.format import turns

if TYPE_CHECKING:
    import torch


class Tokenizer(Protocol):
    """What the logger needs of a tokenizer (a Hugging Face tokenizer fits): the text of a list of
    token ids (Hugging Face's ``decode`` is typed to return a list too, for a batch of lists)."""

    def decode(self, token_ids: list[int], /) -> str | list[str]: ...


def decoded(tokenizer: Tokenizer, token_ids: list[int]) -> str:
    """The text of ``token_ids``; TypeError when the tokenizer gives something else."""
    text = tokenizer.decode(token_ids)
    if not isinstance(text, str):
        raise TypeError(f"{type(tokenizer).__name__}.decode gave a {type(text).__name__} for a list of token ids")
    return text


EXTRA = "extra:"
"""Prefix of a user's own per-token field (``extra_token``) among the gathered fields."""


@dataclasses.dataclass(kw_only=True)
class StepTensors:
    """One ``log_decisions`` call's tensors, checked: ``[B, R]`` on the batch's device."""

    responses: torch.Tensor
    mask: torch.Tensor  # bool
    token_fields: dict[str, torch.Tensor]  # by field name (the table's)
    extra_token: dict[str, torch.Tensor]
    logits: torch.Tensor | None = None
    top_k_ids: torch.Tensor | None = None
    top_k_log_probs: torch.Tensor | None = None
    prompts: torch.Tensor | None = None
    prompt_mask: torch.Tensor | None = None


@dataclasses.dataclass(kw_only=True)
class RowValues:
    """A batch's per-row values beside its tensors, checked, on the host (one entry per row)."""

    scores: np.ndarray | None = None
    groups: list[str] | None = None
    data_sources: list[str] | None = None
    extra_sample: dict[str, np.ndarray] = dataclasses.field(default_factory=dict)
    tool_calls: list[list[turns.ToolCall]] | None = None
    truncated: np.ndarray | None = None
    """bool per row: cut at the length limit (:func:`truncated_rows`); None when not judged."""

    def take(self, rows: Sequence[int]) -> RowValues:
        """The entries of ``rows``, in that order."""
        picked = np.asarray(rows, dtype=np.int64)
        return RowValues(
            scores=None if self.scores is None else self.scores[picked],
            groups=None if self.groups is None else [self.groups[r] for r in rows],
            data_sources=None if self.data_sources is None else [self.data_sources[r] for r in rows],
            extra_sample={name: values[picked] for name, values in self.extra_sample.items()},
            tool_calls=None if self.tool_calls is None else [self.tool_calls[r] for r in rows],
            truncated=None if self.truncated is None else self.truncated[picked],
        )


@dataclasses.dataclass
class ChosenRows:
    """The chosen rows of one step on the host, waiting for the writer thread."""

    step: int
    wall_time: float
    split: str
    batch_size: int
    rows: list[int]
    reasons: list[list[str]]
    lengths: np.ndarray  # [n]: tokens up to the last masked-in one
    token_ids: np.ndarray  # [n, R] int32
    mask: np.ndarray  # [n, R] bool
    stats: dict[str, np.ndarray]  # the index's statistics per row (fields.index_stats), fp32, NaN if none
    field_names: list[str]  # per-token fields, in the order of ``fields``
    fields: np.ndarray | None  # [F, n, R] float16
    top_k_ids: np.ndarray | None  # [n, R, k] int32
    top_k_log_probs: np.ndarray | None  # [n, R, k] float16
    prompt_ids: np.ndarray | None  # [n, P]
    prompt_mask: np.ndarray | None  # [n, P] bool
    values: RowValues = dataclasses.field(default_factory=RowValues)
    prompt_texts: list[str] | None = None
    num_turns: list[int] | None = None
    unrecorded: RowSummaries | Pending | None = None
    """The batch's other rows, indexed by their summary alone (completed by the writer thread
    when pending: :mod:`tb_verl_logger.rows.deferred_index`, :class:`.summaries.LaterRowStatistics`)."""


class Pending(Protocol):
    """Row summaries the writer thread completes (``deferred_index.PendingSummaries``,
    ``summaries.LaterRowStatistics``)."""

    def resolve(self) -> RowSummaries: ...


@dataclasses.dataclass(kw_only=True)
class RowSummaries:
    """What the step index keeps of the rows whose trace is not recorded, one entry per row on the
    host: enough to list, sort and filter every response of a step (a few numbers a row)."""

    rows: list[int]
    tokens: np.ndarray  # [n]: the policy's tokens
    policy_turns: np.ndarray  # [n]: runs of the policy's tokens; 0 for a response that is one turn
    stats: dict[str, np.ndarray]  # as ChosenRows.stats
    values: RowValues

    def summary_of(self, i: int) -> dict[str, Any]:
        """Entry ``i`` as :func:`tb_verl_plugin.format.index_entries.row_summary`'s keywords."""
        values = self.values
        calls = values.tool_calls[i] if values.tool_calls else ()
        return {
            "sample_index": self.rows[i],
            "values": {
                "group_id": values.groups[i] if values.groups else "",
                "data_source": values.data_sources[i] if values.data_sources else "",
                "score": None if values.scores is None else float(values.scores[i]),
                "length": int(self.tokens[i]),
                "truncated": None if values.truncated is None else bool(values.truncated[i]),
                **(turns.counts(int(self.policy_turns[i]), calls) if self.policy_turns[i] else {}),
            },
            "stats": {name: float(column[i]) for name, column in self.stats.items()},
            "extra_sample": {name: float(column[i]) for name, column in values.extra_sample.items()},
        }


def truncated_rows(
    responses: torch.Tensor, mask: torch.Tensor, end_ids: Collection[int], limit: int | None = None
) -> np.ndarray | None:
    """Per row of a ``[B, R]`` batch, whether the response was cut: it reached ``limit`` tokens
    (the length limit; ``R``, verl's padded ``max_response_length``, when not given) and its token
    there, the policy's (``mask`` 1), is not one of ``end_ids`` (end of sequence). None without
    ``end_ids``: nothing to judge by. One column is read, whatever ``R``: cheap on the training
    thread. verl's own ``response_length/clip_ratio`` counts responses at the limit, an
    end-of-sequence token there or not (and the v1 trainer's is wrong: verl #7817)."""
    import torch

    if not end_ids:
        return None
    length = layout.width(mask)
    limit = length if limit is None else limit
    if length < limit:  # padded to the batch's longest, which stopped short of the limit
        return np.zeros(layout.row_count(mask), dtype=bool)
    ends = torch.tensor(sorted(end_ids), device=responses.device)
    if layout.is_jagged(mask):  # a row reached the limit where its own tokens end
        offsets = layout.offsets(mask)
        final = (offsets[1:] - 1).clamp_min(0)  # each row's last token
        reached = offsets.diff() == limit
        ended = torch.isin(responses.values()[final], ends)
        cut: np.ndarray = (reached & mask.values()[final].bool() & ~ended).cpu().numpy()
        return cut
    last = limit - 1
    ended = torch.isin(responses[:, last], ends)
    cut = (mask[:, last].bool() & ~ended).cpu().numpy()
    return cut
