"""The recorded rows of one step: chosen on the batch's device, copied to the host, made records.

The training thread pays for :func:`choose` (a few reductions over ``[B, R]``) and
:func:`gather` (the chosen rows only, derived fields computed where the data is, one host copy per
dtype); the writer thread turns the host copy into :class:`~tb_verl_plugin.format.codec.TraceRecord`
objects with :func:`trace_record` (tokenizer decoding is slow and stays off the training thread).
"""

from __future__ import annotations

import bisect
import dataclasses
import time
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol, overload

import numpy as np

from tb_verl_logger import token_bytes
from tb_verl_logger.selection import SelectionPolicy
from tb_verl_logger.statistics import exploration, streaming
from tb_verl_plugin.format import codec, fields, turns

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
    unrecorded: RowSummaries | Pending | LaterRowStatistics | None = None
    """The batch's other rows, indexed by their summary alone (completed by the writer thread
    when pending: :mod:`tb_verl_logger.deferred_index`)."""


class Pending(Protocol):
    """Row summaries the writer thread completes (``deferred_index.PendingSummaries``)."""

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
            "group_id": values.groups[i] if values.groups else "",
            "data_source": values.data_sources[i] if values.data_sources else "",
            "score": None if values.scores is None else float(values.scores[i]),
            "length": int(self.tokens[i]),
            "stats": {name: float(column[i]) for name, column in self.stats.items()},
            "extra_sample": {name: float(column[i]) for name, column in values.extra_sample.items()},
            "turn_counts": turns.counts(int(self.policy_turns[i]), calls) if self.policy_turns[i] else {},
            "truncated": None if values.truncated is None else bool(values.truncated[i]),
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
    length = mask.shape[1]
    limit = length if limit is None else limit
    if length < limit:  # padded to the batch's longest, which stopped short of the limit
        return np.zeros(mask.shape[0], dtype=bool)
    last = limit - 1
    ended = torch.isin(responses[:, last], torch.tensor(sorted(end_ids), device=responses.device))
    return (mask[:, last].bool() & ~ended).cpu().numpy()


def policy_turns(mask: torch.Tensor) -> torch.Tensor:
    """Per row of a ``[B, R]`` mask, its runs of the policy's tokens when the response is not one
    turn (a gap in the mask before its last token), else 0: what :func:`turns.spans_of` counts,
    on the batch's device, a chunk of rows at a time (:func:`streaming.turn_starts`)."""
    import torch

    batch_size, length = mask.shape
    counted = torch.zeros(batch_size, dtype=torch.int32, device=mask.device)
    for rows in streaming.row_chunks(batch_size, length, mask.device):
        weights = mask[rows].float()
        starts = streaming.turn_starts(weights).int()
        one_turn = (starts <= 1) & (weights[:, 0] > 0)
        counted[rows] = starts.masked_fill_(one_turn | (starts == 0), 0)
    return counted


RANKED_BY = ("mean_entropy", "max_mismatch", "mean_kl")
"""The :func:`index_stats` that :func:`choose` needs of every row (the rest index the rows not
chosen); computing them finds the rows holding a NaN or inf in the fields they read too."""


def ranking(stats: dict[str, np.ndarray]) -> dict[str, np.ndarray | None]:
    """What ``SelectionPolicy.select`` ranks rows by, from the batch's :func:`index_stats` (its
    keywords are the statistics' names)."""
    return {name: stats.get(name) for name in (*RANKED_BY, fields.NON_FINITE_TOKENS.name)}


def choose(
    selection: SelectionPolicy, step: int, tensors: StepTensors, values: RowValues, stats: dict[str, np.ndarray]
) -> dict[int, list[str]]:
    """The rows to record and why, from per-row numbers (``stats``: the whole batch's
    :func:`index_stats` on the host, :data:`RANKED_BY` at least). Rows rank by their scores, else by
    their summed token rewards."""
    rewards = values.scores
    if rewards is None and "token_reward" in tensors.token_fields:
        rewards = (tensors.token_fields["token_reward"].float() * tensors.mask).sum(dim=1).cpu().numpy()
    return selection.select(step, tensors.responses.shape[0], rewards=rewards, groups=values.groups, **ranking(stats))


ROW_SHAPE = ("tokens", "policy_turns")
"""What :func:`index_stats` gives of each row beside its fields' statistics: the tokens its mask
keeps and its runs of the policy's tokens (:func:`policy_turns`)."""


def index_stats(
    mask: torch.Tensor, token_fields: dict[str, torch.Tensor], only: Collection[str] | None = None
) -> dict[str, torch.Tensor]:
    """Per row of ``[B, R]`` tensors on their device, every statistic the step index keeps
    (``fields.index_stats``: the mean entropy, KL and log-prob, the largest |mismatch|, the
    rejected share) that ``token_fields`` (by field name) allow, and the row's shape
    (:data:`ROW_SHAPE`); ``only`` names the ones wanted, if not all. fp32 over the tokens
    ``mask`` keeps and that are finite, NaN for a row without any. Computed where the data is,
    before any fp16 packing, and only from the fields it needs (the KL from the two log-probs
    when absent).

    It runs on every row of every traced step, on the training thread. The common case (every
    kept token finite) writes each field, masked, into one scratch buffer (a derived field is its
    difference written there) and reduces that. On a CPU this is memory-bound, and a fresh
    ``[B, R]`` temporary costs more than the arithmetic (its pages faulted in: 15 ms for one at
    1024 x 8192), so there the rows go a chunk at a time (:func:`streaming.chunk_values`) through
    buffers reused chunk after chunk (a row's kept tokens are counted there too); a GPU takes them
    all at once; what is
    per row and cheap (a mean's division, NaN for a row without kept tokens) is done once for
    the whole batch after the chunks, on one table of every statistic. A row with a non-finite
    token (its masked sum is then NaN) is redone with its finite kept tokens only."""
    import torch

    inputs = index_inputs(token_fields)
    token_ids = inputs.pop(fields.TOKEN_IDS, None)
    floats = {n: t.float() for n, t in inputs.items()}
    computable = {
        name: f for name, f in fields.index_stats().items() if _computable(f, floats) and (only is None or name in only)
    }
    row_statistics = (
        [] if token_ids is None else [name for name in row_statistic_names() if only is None or name in only]
    )
    # One [statistics, B] table, the means first: the per-row finishing is then a few whole-table operations.
    wanted = dict(sorted(computable.items(), key=lambda item: item[1].index_reduce != "mean"))
    means = sum(f.index_reduce == "mean" for f in wanted.values())
    shapes = [name for name in ROW_SHAPE if only is None or name in only]
    mask = mask.bool()
    batch, length = mask.shape
    table = torch.empty((len(wanted) + len(shapes) + len(row_statistics), batch), device=mask.device)
    out = dict(zip([*wanted, *shapes, *row_statistics], table))
    count = out.get("tokens", torch.empty(batch, device=mask.device))
    chunk = (
        max(1, streaming.chunk_values(batch, length, mask.device) // max(1, length))
        if mask.device.type == "cpu"
        else batch
    )
    weights = torch.empty((min(chunk, batch), length), device=mask.device)
    scratch = torch.empty_like(weights)
    for start in range(0, batch, chunk):
        rows = slice(start, min(batch, start + chunk))
        part_weights, part = weights[: rows.stop - start], scratch[: rows.stop - start]
        torch.sum(part_weights.copy_(mask[rows]), dim=1, out=count[rows])
        part_floats = {n: t[rows] for n, t in floats.items()}
        for name, field in wanted.items():
            _masked_into(part, field, part_floats, part_weights)
            _reduce_rows(part, field.index_reduce, out=out[name][rows])
    if "policy_turns" in out:
        out["policy_turns"].copy_(policy_turns(mask))
    if token_ids is not None and row_statistics:
        for name, values in row_statistic_values(token_ids, mask, row_statistics).items():
            out[name].copy_(values)
    _finish_means(table[: len(wanted)], means, count, wanted, floats, mask, out)
    return out


def _finish_means(
    stats: torch.Tensor,
    means: int,
    count: torch.Tensor,
    wanted: dict[str, fields.TokenField],
    floats: dict[str, torch.Tensor],
    mask: torch.Tensor,
    out: dict[str, torch.Tensor],
) -> None:
    """:func:`index_stats`' per-row finishing, on the whole ``[statistics, B]`` table at once:
    the means' division, a row with a non-finite token redone with its finite kept tokens only,
    NaN for a row without kept tokens."""
    import torch

    empty = count == 0
    stats[:means].div_(count.clamp_min(1))
    redo = ~torch.isfinite(stats) & ~empty
    if redo.any():  # rare: a non-finite value in a row; its finite kept tokens only, zero elsewhere
        for (name, field), rows_to_redo in zip(wanted.items(), redo):
            if rows_to_redo.any():
                values = _field_rows(field, floats, rows_to_redo)
                kept = torch.isfinite(values) & mask[rows_to_redo]
                redone = _reduce_rows(torch.where(kept, values, 0.0), field.index_reduce)
                out[name][rows_to_redo] = (
                    redone / kept.sum(dim=1).clamp_min(1) if field.index_reduce == "mean" else redone
                )
        counted = non_finite_tokens(floats, mask, redo.any(dim=0))
        if counted.any():  # else the non-finite values were all outside the kept tokens
            out[fields.NON_FINITE_TOKENS.name] = counted
    stats[:, empty] = torch.nan


def non_finite_tokens(floats: dict[str, torch.Tensor], mask: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
    """Per row of the batch, its kept tokens with a NaN or inf in any of ``floats`` (``[B, R]``
    by name), looked at in ``rows`` only (a bool per row; 0 elsewhere)."""
    import torch

    bad = torch.zeros((int(rows.sum()), mask.shape[1]), dtype=torch.bool, device=mask.device)
    for values in floats.values():
        bad |= ~torch.isfinite(values[rows])
    counted = torch.zeros(mask.shape[0], device=mask.device)
    counted[rows] = (bad & mask[rows]).sum(dim=1).float()
    return counted


def index_inputs(token_fields: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """The fields of ``token_fields`` (by name) that :func:`index_stats` reads, and the token ids
    (``fields.TOKEN_IDS``) the row statistics read."""
    needed = {fields.TOKEN_IDS} | {name for f in fields.index_stats().values() for name in (f.name, *f.derived_from)}
    return {name: tensor for name, tensor in token_fields.items() if name in needed}


RowKernel = Callable[["torch.Tensor", "torch.Tensor"], dict[str, "torch.Tensor"]]
"""Computes row statistics (``fields.ROW_STATISTICS``) from a ``[B, R]`` batch's token ids and
mask, on their device: name -> ``[B]`` float values."""


def _repetition_kernel(token_ids: torch.Tensor, mask: torch.Tensor) -> dict[str, torch.Tensor]:
    repetition, longest = repetition_stats(token_ids, mask)
    return {"repetition_3gram": repetition, "longest_run": longest}


ROW_KERNELS: dict[tuple[str, ...], RowKernel] = {("repetition_3gram", "longest_run"): _repetition_kernel}
"""How the logger computes each row statistic of the field table, by the names a kernel gives
(one may give several: the repetition and the longest run share a sort of the row's tokens).
Adding a row statistic is its row in ``fields.ROW_STATISTICS`` and its kernel here."""


def row_statistic_names() -> list[str]:
    """The row statistics of the field table (``fields.ROW_STATISTICS``), computed from token ids."""
    return [s.name for s in fields.ROW_STATISTICS]


def row_statistic_values(
    token_ids: torch.Tensor, mask: torch.Tensor, names: Collection[str]
) -> dict[str, torch.Tensor]:
    """The row statistics ``names`` of a ``[B, R]`` batch, each from its kernel (:data:`ROW_KERNELS`)."""
    values: dict[str, torch.Tensor] = {}
    for given, kernel in ROW_KERNELS.items():
        if any(name in names for name in given):
            values.update((name, v) for name, v in kernel(token_ids, mask).items() if name in names)
    missing = set(names) - set(values)
    if missing:
        raise KeyError(f"row statistics without a kernel in rows.ROW_KERNELS: {sorted(missing)}")
    return values


def repetition_stats(token_ids: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Per row of ``[B, R]`` ids and mask, on their device: the 3-gram repetition of the policy's
    tokens (1 − unique/total over the 3-grams of three consecutive kept tokens, NaN for a row with
    none) and the longest run of one token among them (0 for a row without a kept token). One sort
    of the row's 3-gram keys counts the unique ones (an id below 2^21 each: exact, as Llama's,
    Qwen's and SmolLM2's vocabularies are).

    The rows go a chunk at a time (:func:`streaming.row_chunks`' budget of values), rows of like
    length together and each chunk cut to its longest row: the sorts read the rows' own tokens,
    not their padding (about half of a batch whose lengths spread), and the temporaries (several
    int64 copies of what they read) stay a chunk's, not the batch's."""
    import torch

    batch, length = mask.shape
    ends = kept_ends(mask)
    order = torch.argsort(ends)
    sorted_ends = ends[order].tolist()
    repetition = torch.full((batch,), torch.nan, device=mask.device)
    longest = torch.zeros(batch, device=mask.device)
    budget = streaming.chunk_values(batch, length, mask.device)
    start = bisect.bisect_right(sorted_ends, 0)  # rows without a kept token: NaN and 0 as they are
    while start < batch:
        stop = start + 1
        while stop < batch and (stop + 1 - start) * sorted_ends[stop] <= budget:
            stop += 1
        rows, width = order[start:stop], sorted_ends[stop - 1]
        repetition[rows], longest[rows] = _repetition_of(
            token_ids.index_select(0, rows)[:, :width], mask.index_select(0, rows)[:, :width].bool()
        )
        start = stop
    return repetition, longest


def kept_ends(mask: torch.Tensor) -> torch.Tensor:
    """Per row of a ``[B, R]`` mask, one past its last kept position (0 for a row without one),
    long, read a chunk of rows at a time (a whole-batch temporary of positions would cost a
    quarter of an fp32 field)."""
    import torch

    batch, length = mask.shape
    ends = torch.zeros(batch, dtype=torch.long, device=mask.device)
    positions = torch.arange(1, length + 1, dtype=torch.float32, device=mask.device)  # exact below 2**24
    for rows in streaming.row_chunks(batch, length, mask.device):
        ends[rows] = (mask[rows].float() * positions).amax(dim=1).long() if length else 0
    return ends


def _repetition_of(token_ids: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """:func:`repetition_stats` of a chunk of rows."""
    import torch

    ids = token_ids.long()
    both = mask[:, 1:] & mask[:, :-1]
    same = (ids[:, 1:] == ids[:, :-1]) & both
    run = same.int().cumsum(dim=1)
    since_break = run - torch.where(same, 0, run).cummax(dim=1).values  # the run's length so far, 0 at a break
    longest = (
        torch.where(mask.any(dim=1), since_break.amax(dim=1) + 1, 0).float()
        if ids.shape[1] > 1
        else mask.sum(dim=1).clamp(max=1).float()
    )
    if ids.shape[1] < 3:
        return torch.full((ids.shape[0],), torch.nan, device=ids.device), longest
    kept = both[:, :-1] & mask[:, 2:]
    base = 1 << 21
    keys = (ids[:, :-2] * base + ids[:, 1:-1]) * base + ids[:, 2:]
    keys = torch.where(kept, keys, -1).sort(dim=1).values
    first = torch.ones_like(kept)
    first[:, 1:] = keys[:, 1:] != keys[:, :-1]
    unique = (first & (keys >= 0)).sum(dim=1)
    total = kept.sum(dim=1)
    repetition = torch.where(total > 0, 1 - unique / total.clamp(min=1), torch.nan)
    return repetition.float(), longest


def _computable(field: fields.TokenField, floats: Collection[str]) -> bool:
    """Whether ``floats`` (field names) hold ``field`` or, for a derived field, both its sources."""
    return field.name in floats or bool(field.derived_from) and all(s in floats for s in field.derived_from)


def _masked_into(
    scratch: torch.Tensor, field: fields.TokenField, floats: dict[str, torch.Tensor], weights: torch.Tensor
) -> None:
    """Writes ``field`` times ``weights`` (the mask as 0/1 floats: a product with them is the
    cheapest masking on a CPU, where a product with a bool mask casts it first) into ``scratch``:
    as given, or derived (first source minus second) when absent (see :func:`_computable`)."""
    import torch

    if field.name in floats:
        torch.mul(floats[field.name], weights, out=scratch)
    else:
        first, second = field.derived_from
        torch.sub(floats[first], floats[second], out=scratch).mul_(weights)


def _field_rows(field: fields.TokenField, floats: dict[str, torch.Tensor], rows: torch.Tensor) -> torch.Tensor:
    """``field``'s values at ``rows`` (a bool per row), derived if need be (``fields.with_derived``)."""
    derived: torch.Tensor = fields.with_derived({name: values[rows] for name, values in floats.items()})[field.name]
    return derived


def _reduce_rows(masked: torch.Tensor, reduce: fields.Reduce, out: torch.Tensor | None = None) -> torch.Tensor:
    """``masked`` ``[B, R]`` (zero outside the kept tokens) reduced per row, in place: its sum (the
    caller divides by the count once for the whole batch) or its largest magnitude. A NaN or inf
    anywhere in a row makes it non-finite, which the caller redoes."""
    import torch

    if reduce == "max_abs":
        return torch.amax(masked.abs_(), dim=1, out=out)
    return torch.sum(masked, dim=1, out=out)


def to_host(stats: dict[str, torch.Tensor]) -> dict[str, np.ndarray]:
    """Per-row statistics on the host with one transfer (stacked)."""
    import torch

    return dict(zip(stats, torch.stack(list(stats.values())).cpu().numpy())) if stats else {}


def missing_stats(stats: Collection[str], token_fields: Collection[str]) -> list[str]:
    """What :func:`index_stats` could add to ``stats`` from ``token_fields`` (both by name)."""
    computable = [name for name, field in fields.index_stats().items() if _computable(field, token_fields)]
    if fields.TOKEN_IDS in token_fields:
        computable += row_statistic_names()
    return [name for name in (*computable, *ROW_SHAPE) if name not in stats]


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
    ``stats`` (:func:`index_stats` on the host; any it lacks computed here from ``token_fields``)
    and per-row ``values``. On the ``calling_thread`` with a CPU batch, the row statistics are left
    to the writer thread (:class:`LaterRowStatistics`)."""
    later = calling_thread and fields.TOKEN_IDS in token_fields and token_fields[fields.TOKEN_IDS].device.type == "cpu"
    missing = [name for name in missing_stats(stats, token_fields) if not (later and name in row_statistic_names())]
    if missing:
        stats = merged(stats, to_host(index_stats(mask, token_fields, only=missing)))
    others = np.setdiff1d(np.arange(mask.shape[0]), np.asarray(recorded, dtype=np.int64))
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
    # gather of the rows takes), so the batch may change once log_decisions returns.
    return LaterRowStatistics(summaries, token_fields[fields.TOKEN_IDS].to(torch.int32), mask.bool().clone(), others)


def merged(stats: dict[str, np.ndarray], more: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Two passes' statistics of the same rows as one: each pass counts the non-finite tokens of
    the fields it read (``fields.NON_FINITE_TOKENS``), so a row keeps the larger count."""
    name = fields.NON_FINITE_TOKENS.name
    both = {**stats, **more}
    if name in stats and name in more:
        both[name] = np.maximum(stats[name], more[name])
    return both


def calling_thread_stats(token_fields: dict[str, torch.Tensor]) -> list[str] | None:
    """What the calling thread computes of every row when it indexes a batch itself: all (None) on
    a GPU, where it only queues kernels; on a CPU all but the row statistics, which the writer
    thread adds (:func:`unrecorded_rows`)."""
    ids = token_fields.get(fields.TOKEN_IDS)
    if ids is None or ids.device.type != "cpu":
        return None
    return [*fields.index_stats(), *ROW_SHAPE]


@dataclasses.dataclass
class LaterRowStatistics:
    """Row summaries whose row statistics (:func:`repetition_stats`: a sort of every row's
    3-grams, ten times the other statistics on a CPU) the writer thread adds, from copies of the
    rows' ids and mask: a CPU batch indexed on the calling thread pays for the copies only."""

    summaries: RowSummaries
    token_ids: torch.Tensor
    mask: torch.Tensor
    rows: np.ndarray
    """The summaries' rows in the batch the copies hold."""

    def resolve(self) -> RowSummaries:
        import torch

        rows = torch.as_tensor(self.rows)
        with torch.no_grad():
            computed = row_statistic_values(
                self.token_ids.index_select(0, rows), self.mask.index_select(0, rows), row_statistic_names()
            )
        self.summaries.stats.update({name: values.numpy() for name, values in computed.items()})
        return self.summaries


def gather(tensors: StepTensors, rows: list[int], top_k: int) -> ChosenRows:
    """The chosen rows, gathered on their device with what is cheap to derive there (KL, the
    index means, top-k and entropy from logits), then copied to the host with one transfer per
    dtype (the fp16 fields stacked). Step, split and batch size are the caller's to fill in."""
    import torch

    device = tensors.responses.device

    def take(tensor: torch.Tensor) -> torch.Tensor:
        return tensor.index_select(0, torch.as_tensor(rows, device=tensor.device))

    chosen_mask = take(tensors.mask)
    lengths = kept_ends(chosen_mask)
    # Derived fields (the KL) in fp32, before packing: fp16 differences of values near -5 lose small KLs.
    floats = fields.with_derived({name: take(tensor).float() for name, tensor in tensors.token_fields.items()})
    top_ids = top_log_probs = None
    if tensors.logits is not None:
        log_softmax = torch.log_softmax(take(tensors.logits).float(), dim=-1)
        if top_k > 0:
            top = log_softmax.topk(min(top_k, log_softmax.shape[-1]), dim=-1)
            top_ids, top_log_probs = top.indices, top.values
        if "entropy" not in floats:
            floats["entropy"] = exploration.entropy_from_log_probs(log_softmax)
    elif tensors.top_k_ids is not None and tensors.top_k_log_probs is not None:
        top_ids, top_log_probs = take(tensors.top_k_ids), take(tensors.top_k_log_probs)
    # Where the policy did not sample (tool outputs), verl pads these with 0: store them absent.
    for name in fields.sampled_only() & floats.keys():
        floats[name] = floats[name].to(device).masked_fill(~chosen_mask, torch.nan)
    for name, tensor in tensors.extra_token.items():
        floats[EXTRA + name] = take(tensor).float()
    field_names = [n for n in fields.names() if n in floats] + sorted(n for n in floats if n.startswith(EXTRA))
    stacked = torch.stack([floats[n].to(device) for n in field_names]).to(torch.float16) if field_names else None
    # The index's statistics from fp32, here where the data is (the entropy of rows whose logits
    # gave it exists only now).
    inputs = {n: t.to(device) for n, t in floats.items() if not n.startswith(EXTRA)}
    stats = index_stats(
        chosen_mask, {**inputs, fields.TOKEN_IDS: take(tensors.responses)}, only=fields.index_stat_names()
    )
    return ChosenRows(
        step=0,
        wall_time=time.time(),
        split="",
        batch_size=0,
        rows=rows,
        reasons=[],
        lengths=lengths.cpu().numpy(),
        token_ids=take(tensors.responses).to(torch.int32).cpu().numpy(),
        mask=chosen_mask.cpu().numpy(),
        stats=to_host(stats),
        field_names=field_names,
        fields=None if stacked is None else stacked.cpu().numpy(),
        top_k_ids=None if top_ids is None else top_ids.to(torch.int32).cpu().numpy(),
        top_k_log_probs=None if top_log_probs is None else top_log_probs.to(torch.float16).cpu().numpy(),
        prompt_ids=None if tensors.prompts is None else take(tensors.prompts).cpu().numpy(),
        prompt_mask=None if tensors.prompt_mask is None else take(tensors.prompt_mask).bool().cpu().numpy(),
    )


def row_stats(chosen: ChosenRows, i: int) -> dict[str, float | None]:
    """Row ``i``'s index statistics (None where the field was not logged)."""
    return {name: float(chosen.stats[name][i]) if name in chosen.stats else None for name in fields.index_stat_names()}


def trace_record(chosen: ChosenRows, i: int, tokenizer: Tokenizer | None) -> codec.TraceRecord:
    """Row ``i`` as a record: cut to its length, texts decoded (the writer thread's work)."""
    length = int(chosen.lengths[i])
    token_ids = chosen.token_ids[i, :length]
    mask = chosen.mask[i, :length]
    per_token = (
        {}
        if chosen.fields is None
        else {name: chosen.fields[f, i, :length] for f, name in enumerate(chosen.field_names)}
    )
    prompt_ids = None
    if chosen.prompt_ids is not None:
        prompt_ids = chosen.prompt_ids[i]
        if chosen.prompt_mask is not None:
            prompt_ids = prompt_ids[chosen.prompt_mask[i]]
    top_ids = None if chosen.top_k_ids is None else chosen.top_k_ids[i, :length]
    top_log_probs = None if chosen.top_k_log_probs is None else chosen.top_k_log_probs[i, :length]
    texts = _texts(tokenizer, token_ids, top_ids, prompt_ids, chosen.prompt_texts[i] if chosen.prompt_texts else "")
    values = chosen.values
    return codec.TraceRecord(
        step=chosen.step,
        sample_index=chosen.rows[i],
        token_ids=token_ids,
        group_id=values.groups[i] if values.groups else "",
        data_source=values.data_sources[i] if values.data_sources else "",
        split=chosen.split,
        selected_because=chosen.reasons[i],
        prompt_ids=prompt_ids,
        response_mask=None if mask.all() else mask,
        token_fields={n: v for n, v in per_token.items() if not n.startswith(EXTRA)},
        top_k_ids=top_ids,
        top_k_log_probs=top_log_probs,
        score=None if values.scores is None else float(values.scores[i]),
        extra_token={n[len(EXTRA) :]: v for n, v in per_token.items() if n.startswith(EXTRA)},
        extra_sample={name: float(v[i]) for name, v in values.extra_sample.items()},
        wall_time=chosen.wall_time,
        batch_size=chosen.batch_size,
        spans=turns.spans_of(mask, values.tool_calls[i] if values.tool_calls else ()),
        num_turns=None if chosen.num_turns is None else chosen.num_turns[i],
        truncated=None if values.truncated is None else bool(values.truncated[i]),
        **texts,
    )


def _texts(
    tokenizer: Tokenizer | None,
    token_ids: np.ndarray,
    top_ids: np.ndarray | None,
    prompt_ids: np.ndarray | None,
    prompt_text: str,
) -> dict[str, Any]:
    """The record's text fields: each token's bytes (:mod:`.token_bytes`), the response, the prompt
    (unless given) and the bytes of every top-k alternative; ids only without a tokenizer."""
    if tokenizer is None:
        return {"prompt_text": prompt_text, "response_text": ""}
    ids = [int(t) for t in token_ids]
    response_text = decoded(tokenizer, ids)
    reader = token_bytes.of(tokenizer)
    if not prompt_text and prompt_ids is not None:
        prompt_text = decoded(tokenizer, [int(t) for t in prompt_ids])
    return {
        "prompt_text": prompt_text,
        "response_text": response_text,
        "token_bytes": reader.sequence(ids, response_text),
        "vocab_bytes": {} if top_ids is None else reader.vocabulary(np.unique(top_ids).tolist()),
    }
