"""Per-row statistics of a ``[B, R]`` batch, computed on its device: what the step index keeps of
every row (each per-token field's ``in_index``, the row statistics of the field table such as the
3-gram repetition, each from its kernel) and the row's shape (its tokens, its policy turns)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

import numpy as np

from tb_verl_logger.statistics import layout, streaming
from tb_verl_plugin.format import fields

if TYPE_CHECKING:
    import torch


def policy_turns(mask: torch.Tensor) -> torch.Tensor:
    """Per row of a ``[B, R]`` mask (padded or jagged: :mod:`.layout`), its runs of the policy's
    tokens when the response is not one turn (a gap in the mask before its last token), else 0:
    what :func:`turns.spans_of` counts, on the batch's device, a chunk of rows at a time."""
    import torch

    counted = torch.zeros(layout.row_count(mask), dtype=torch.int32, device=mask.device)
    for chunk in layout.chunks(mask, streaming.Scratch(mask.device)):
        weights = chunk.field(mask).bool().float()
        starts = chunk.turn_starts(weights).int()
        one_turn = (starts <= 1) & (chunk.first_tokens(weights) > 0)
        counted[chunk.rows] = starts.masked_fill_(one_turn | (starts == 0), 0)
    return counted


ROW_SHAPE = ("tokens", "policy_turns")
"""What :func:`index_stats` gives of each row beside its fields' statistics: the tokens its mask
keeps and its runs of the policy's tokens (:func:`policy_turns`)."""


def index_stats(
    mask: torch.Tensor, token_fields: dict[str, torch.Tensor], only: Collection[str] | None = None
) -> dict[str, torch.Tensor]:
    """Per row of ``[B, R]`` tensors on their device (all padded or all jagged: :mod:`.layout`),
    every statistic the step index keeps
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
    1024 x 8192), so there the rows go a chunk at a time (:func:`layout.chunks`) through buffers
    reused chunk after chunk (a row's kept tokens are counted there too); what is
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
    # The mask is made bool a chunk at a time where it is read (a float mask's bool copy of the whole
    # batch would be an eighth of an fp32 field, allocated afresh each step).
    batch = layout.row_count(mask)
    table = torch.empty((len(wanted) + len(shapes) + len(row_statistics), batch), device=mask.device)
    out = dict(zip([*wanted, *shapes, *row_statistics], table))
    count = out.get("tokens", torch.empty(batch, device=mask.device))
    scratch = streaming.Scratch(mask.device)
    for chunk in layout.chunks(mask, scratch):
        kept = chunk.field(mask)
        weights = scratch.get("weights", kept, torch.float32).copy_(kept.bool())
        count[chunk.rows] = chunk.row_counts(weights)
        part = scratch.get("part", weights)
        part_floats = {n: chunk.field(t) for n, t in floats.items()}
        for name, field in wanted.items():
            _masked_into(part, field, part_floats, weights)
            out[name][chunk.rows] = _reduce_rows(part, field.index_reduce, chunk)
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
                kept = torch.isfinite(values) & _rows(mask, rows_to_redo).bool()
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

    kept = _rows(mask, rows).bool()
    bad = torch.zeros_like(kept)
    for values in floats.values():
        bad |= ~torch.isfinite(_rows(values, rows))
    counted = torch.zeros(layout.row_count(mask), device=mask.device)
    counted[rows] = (bad & kept).sum(dim=1).float()
    return counted


def _rows(tensor: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
    """The rows of a batch field chosen by a bool per row, as ``[n, w]`` (a jagged field's padded
    with zeros to the longest of them): the few rows holding a non-finite value."""
    return layout.RowCutter(tensor).padded(rows.nonzero().view(-1).tolist())


def index_inputs(token_fields: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """The fields of ``token_fields`` (by name) that :func:`index_stats` reads, and the token ids
    (``fields.TOKEN_IDS``) the row statistics read."""
    needed = {fields.TOKEN_IDS} | {name for f in fields.index_stats().values() for name in (f.name, *f.derived_from)}
    return {name: tensor for name, tensor in token_fields.items() if name in needed}


RowKernel = Callable[["torch.Tensor", "torch.Tensor"], dict[str, "torch.Tensor"]]
"""Computes row statistics (``fields.ROW_STATISTICS``) from some rows' token ids and bool mask
(``[n, w]``: a chunk of rows of like length, cut to the longest, :class:`LengthChunks`), on
their device: name -> ``[n]`` float values. Each row's values depend on that row alone."""


def _repetition_kernel(token_ids: torch.Tensor, mask: torch.Tensor) -> dict[str, torch.Tensor]:
    repetition, longest = _repetition_of(token_ids, mask)
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
    """The row statistics ``names`` of a ``[B, R]`` batch, each from its kernel (:data:`ROW_KERNELS`),
    over its rows a chunk of like length at a time (:class:`LengthChunks`, cut as they go)."""
    return LengthChunks.plan(mask).values(token_ids, mask, names)


def repetition_stats(token_ids: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Per row of ``[B, R]`` ids and mask, on their device: the 3-gram repetition of the policy's
    tokens (1 − unique/total over the 3-grams of three consecutive kept tokens, NaN for a row with
    none) and the longest run of one token among them (0 for a row without a kept token). One sort
    of the row's 3-gram keys counts the unique ones (an id below 2^21 each: exact, as Llama's,
    Qwen's and SmolLM2's vocabularies are), a chunk of rows of like length at a time."""
    values = row_statistic_values(token_ids, mask, ("repetition_3gram", "longest_run"))
    return values["repetition_3gram"], values["longest_run"]


LENGTH_CHUNKS = 16
"""At least this many chunks of rows of like length (fewer rows than that: one each), however many
the budget would allow: a chunk is as wide as its longest row, so the rows' padding in it is at
most a sixteenth of the spread of their lengths."""


@dataclasses.dataclass
class LengthChunks:
    """Some rows of a ``[B, R]`` batch in chunks of like length (sorted by where their kept tokens
    end), each chunk as wide as its longest row and within :func:`streaming.chunk_values`'
    budget: a row statistic's kernel reads the rows' own tokens, not their padding (about half of
    a batch whose lengths spread), and its temporaries (several int64 copies of what it reads)
    stay a chunk's, not the batch's. Rows without a kept token go with the shortest (a kernel
    gives them its own value for none: no 3-gram, no run). A chunk is cut from the batch as a
    kernel reads it."""

    count: int
    """How many rows the values are given for (positions ``0..count-1``)."""
    positions: list[torch.Tensor]
    """Per chunk, its rows' positions among the ``count``."""
    rows: list[torch.Tensor]
    """Per chunk, its rows in the batch."""
    widths: list[int]

    @classmethod
    def plan(cls, mask: torch.Tensor, rows: torch.Tensor | None = None) -> LengthChunks:
        """The chunks of ``rows`` (all, when None) of a ``[B, R]`` ``mask`` (padded or jagged)."""
        import torch

        batch, length = layout.row_count(mask), layout.width(mask)
        ends = kept_ends(mask)
        if rows is not None:
            ends = ends.index_select(0, rows)
        count = int(ends.shape[0])
        order = torch.argsort(ends)
        sorted_ends = ends[order].tolist()
        budget = streaming.chunk_values(batch, length, mask.device)
        most_rows = -(-count // LENGTH_CHUNKS)  # at least this many chunks: each one's padding is small
        chunks = cls(count, [], [], [])
        start = 0
        while start < count:
            stop = start + 1
            while stop < count and stop - start < most_rows and (stop + 1 - start) * sorted_ends[stop] <= budget:
                stop += 1
            positions = order[start:stop]
            chunks.positions.append(positions)
            chunks.rows.append(positions if rows is None else rows.index_select(0, positions))
            chunks.widths.append(sorted_ends[stop - 1])
            start = stop
        return chunks

    def values(self, token_ids: torch.Tensor, mask: torch.Tensor, names: Collection[str]) -> dict[str, torch.Tensor]:
        """The row statistics ``names`` of the chunks' rows of the batch ``token_ids`` and ``mask``,
        by position, each from its kernel (:data:`ROW_KERNELS`)."""
        import torch

        kernels = [(given, kernel) for given, kernel in ROW_KERNELS.items() if any(n in names for n in given)]
        missing = set(names) - {name for given, _ in kernels for name in given}
        if missing:
            raise KeyError(f"row statistics without a kernel in rows.row_statistics.ROW_KERNELS: {sorted(missing)}")
        out = {name: torch.empty(self.count, device=mask.device) for name in names}  # every row is in a chunk
        # The widest chunk first: each next chunk's temporaries (a kernel's several int64 copies) then fit
        # where the last one's were freed; ever wider ones would each need fresh room from the allocator.
        ids_of, mask_of = layout.RowCutter(token_ids), layout.RowCutter(mask)
        for positions, rows, width in reversed(list(zip(self.positions, self.rows, self.widths))):
            chunk_ids, chunk_mask = _cut(token_ids, ids_of, rows, width), _cut(mask, mask_of, rows, width).bool()
            for given, kernel in kernels:
                for name, values in kernel(chunk_ids, chunk_mask).items():
                    if name in names:
                        out[name][positions] = values.to(out[name].dtype)
        return out


def _cut(values: torch.Tensor, cutter: layout.RowCutter, rows: torch.Tensor, width: int) -> torch.Tensor:
    """``values``' ``rows``, their first ``width`` positions only (narrowed first: a row's padding
    beyond them is never copied; a jagged field's rows, by its ``cutter``, are padded to their
    longest, ``width``)."""
    if layout.is_jagged(values):
        return cutter.padded(rows.tolist())
    return values[:, :width].index_select(0, rows)


def kept_ends(mask: torch.Tensor) -> torch.Tensor:
    """Per row of a ``[B, R]`` mask, one past its last kept position (0 for a row without one),
    long, read a chunk of rows at a time (a whole-batch temporary of positions would cost a
    quarter of an fp32 field); of a jagged one, its rows' lengths (their tokens all read)."""
    import torch

    lengths = layout.row_ends(mask)
    if lengths is not None:
        return lengths
    batch, length = mask.shape
    ends = torch.zeros(batch, dtype=torch.long, device=mask.device)
    positions = torch.arange(1, length + 1, dtype=torch.float32, device=mask.device)  # exact below 2**24
    for rows in streaming.row_chunks(batch, length, mask.device):
        ends[rows] = (mask[rows].bool().float() * positions).amax(dim=1).long() if length else 0
    return ends


def _repetition_of(token_ids: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """:func:`repetition_stats` of a chunk of rows. Its int64 temporaries are few: the 3-gram keys
    made in place, after the runs' temporaries are freed (:func:`_longest_run`), so the writer
    thread's deferred index holds a few chunk-sized copies at once, not a dozen."""
    import torch

    ids = token_ids.long()
    both = mask[:, 1:] & mask[:, :-1]
    longest = _longest_run(ids, mask, both)
    if ids.shape[1] < 3:
        return torch.full((ids.shape[0],), torch.nan, device=ids.device), longest
    kept = both[:, :-1] & mask[:, 2:]
    base = 1 << 21
    keys = ids[:, :-2] * base
    keys.add_(ids[:, 1:-1]).mul_(base).add_(ids[:, 2:]).masked_fill_(~kept, -1)
    keys = keys.sort(dim=1).values
    first = torch.ones_like(kept)
    first[:, 1:] = keys[:, 1:] != keys[:, :-1]
    unique = (first & (keys >= 0)).sum(dim=1)
    total = kept.sum(dim=1)
    repetition = torch.where(total > 0, 1 - unique / total.clamp(min=1), torch.nan)
    return repetition.float(), longest


def _longest_run(ids: torch.Tensor, mask: torch.Tensor, both: torch.Tensor) -> torch.Tensor:
    """Per row of a chunk's ids and mask (``both``: a kept token and its previous one kept), the
    longest run of one token among its kept tokens (0 for a row without a kept token)."""
    import torch

    if ids.shape[1] <= 1:
        return mask.sum(dim=1).clamp(max=1).float()
    same = (ids[:, 1:] == ids[:, :-1]) & both
    run = same.int().cumsum(dim=1)
    since_break = run.sub_(run.masked_fill(same, 0).cummax(dim=1).values)  # the run's length so far, 0 at a break
    return torch.where(mask.any(dim=1), since_break.amax(dim=1) + 1, 0).float()


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
    derived: torch.Tensor = fields.with_derived({name: _rows(values, rows) for name, values in floats.items()})[
        field.name
    ]
    return derived


def _reduce_rows(masked: torch.Tensor, reduce: fields.Reduce, chunk: layout.Chunk | None = None) -> torch.Tensor:
    """``masked`` (a chunk's values, else ``[n, w]``; zero outside the kept tokens) reduced per
    row, in place: its sum (the caller divides by the count once for the whole batch) or its
    largest magnitude. A NaN or inf anywhere in a row makes it non-finite, which the caller redoes."""
    if reduce == "max_abs":
        masked = masked.abs_()
        return masked.amax(dim=1) if chunk is None else chunk.row_largest(masked)
    return masked.sum(dim=1) if chunk is None else chunk.row_sums(masked)


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
    thread adds (:func:`.summaries.unrecorded_rows`)."""
    ids = token_fields.get(fields.TOKEN_IDS)
    if ids is None or ids.device.type != "cpu":
        return None
    return [*fields.index_stats(), *ROW_SHAPE]
