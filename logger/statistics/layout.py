"""A step's per-token fields as the whole-batch statistics read them, a chunk of rows at a time, in
either layout verl hands them over: padded ``[B, R]`` tensors (the legacy trainer's ``DataProto``)
or jagged ones (``torch.nested`` with ``layout=torch.jagged``: what v1's TransferQueue returns).

A jagged batch is read as it is, its real tokens only. Padding it first is what v1's capture did:
at 8,192 x 4,096 that cost 0.6 s of CPU a step (a fresh ``[B, R]`` tensor per field, its pages
faulted in), and the statistics then read the padding too (about 40% of a batch whose lengths
spread). A padded chunk is a ``[rows, R]`` view; a jagged chunk is the 1-D run of its rows' values,
with what a statistic needs of the rows' structure (per-row sums, each token's position) computed
from the offsets. Either way the per-token arithmetic is the same code (:mod:`.exploration`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from tb_verl_logger.statistics import streaming

if TYPE_CHECKING:
    import torch


def is_jagged(tensor: Any) -> bool:
    """Whether ``tensor`` is a jagged nested tensor (its rows of their own lengths, one run of
    values; not a strided nested tensor, a list of tensors)."""
    import torch

    return bool(getattr(tensor, "is_nested", False)) and tensor.layout == torch.jagged


def offsets(tensor: torch.Tensor) -> torch.Tensor:
    """A jagged tensor's row bounds (``[B + 1]``: row ``r`` is values ``offsets[r]:offsets[r + 1]``)."""
    bounds: torch.Tensor = tensor.offsets()  # type: ignore[attr-defined]  # a nested tensor's, untyped in torch
    return bounds


def width(mask: torch.Tensor) -> int:
    """The batch's positions per row: a padded mask's width, a jagged one's longest row."""
    if not is_jagged(mask):
        return int(mask.shape[1])
    bounds = offsets(mask)
    return int(bounds.diff().max()) if bounds.numel() > 1 else 0


def padded(tensor: torch.Tensor, fill: float = 0) -> torch.Tensor:
    """``tensor`` as ``[B, R]`` (a padded one as it is): for what reads the whole batch at once,
    only multi-turn batches' turn statistics."""
    if not is_jagged(tensor):
        return tensor
    rows = offsets(tensor).numel() - 1
    return tensor.to_padded_tensor(fill, output_size=(rows, width(tensor)))


def jagged_row_sums(tensor: torch.Tensor) -> torch.Tensor:
    """Per row of a jagged float field, the sum of its values (e.g. verl's token-level scores)."""
    bounds = offsets(tensor)
    return _Segments(bounds.diff(), bounds).sums(tensor.values())


def row_ends(mask: torch.Tensor) -> torch.Tensor | None:
    """Per row of a jagged ``mask``, its length (long; past its last kept token, if not at it);
    None for a padded one (its rows' ends are in its values)."""
    return offsets(mask).diff() if is_jagged(mask) else None


class RowCutter:
    """A batch field's rows, cut out a few at a time (one GRPO group's, rows of like length). A
    jagged field's values and offsets are read once: each read of a nested tensor's parts goes
    through torch's dispatch (0.15 ms), and indexing one of its rows unbinds every row (12 ms at
    2,048 rows)."""

    def __init__(self, tensor: torch.Tensor) -> None:
        self._tensor = tensor
        self._jagged = is_jagged(tensor)
        if self._jagged:
            self._values, self._bounds = tensor.values(), offsets(tensor).tolist()

    def rows(self, rows: Sequence[int]) -> list[torch.Tensor]:
        """Each of ``rows``, its whole row (a jagged one's: its own values)."""
        if not self._jagged:
            return list(self._tensor[list(rows)]) if rows else []
        return [self._values[self._bounds[r] : self._bounds[r + 1]] for r in rows]

    def lengths(self, rows: Sequence[int]) -> np.ndarray:
        """Each of ``rows``' values: a jagged row's own count, a padded row's the batch's width."""
        if not self._jagged:
            return np.full(len(rows), self._tensor.shape[1], dtype=np.int64)
        bounds, picked = np.asarray(self._bounds, dtype=np.int64), np.asarray(rows, dtype=np.int64)
        lengths: np.ndarray = bounds[picked + 1] - bounds[picked]
        return lengths

    def padded(self, rows: Sequence[int], fill: float = 0) -> torch.Tensor:
        """``rows`` as ``[n, R]`` (a jagged field's padded with ``fill`` to the longest of them)."""
        import torch

        if not self._jagged:
            return self._tensor.index_select(
                0, torch.as_tensor(list(rows), dtype=torch.long, device=self._tensor.device)
            )
        return torch.nn.utils.rnn.pad_sequence(self.rows(rows), batch_first=True, padding_value=fill)


class PaddedChunk:
    """Rows ``rows`` of ``[B, R]`` fields: views of them, their structure the tensors' dimensions."""

    def __init__(self, rows: slice, positions: torch.Tensor, scratch: streaming.Scratch) -> None:
        self.key = rows.start
        """The chunk, the same in every pass over the batch."""
        self.rows = rows
        self._positions = positions  # [R] fp32: 0, 1, ...
        self._scratch = scratch

    def field(self, tensor: torch.Tensor) -> torch.Tensor:
        """The chunk's values of a field of the batch."""
        return tensor[self.rows]

    def row_sums(self, values: torch.Tensor) -> torch.Tensor:
        """Per row, the sum of its values."""
        return values.sum(dim=1)

    def position_sums(self, values: torch.Tensor) -> torch.Tensor:
        """``[R]``: per position, the sum over the chunk's rows."""
        return values.sum(dim=0)

    def row_counts(self, weights: torch.Tensor) -> torch.Tensor:
        """Per row, its policy tokens (0/1 ``weights``)."""
        return self.row_sums(weights)

    def row_largest(self, values: torch.Tensor) -> torch.Tensor:
        """Per row, its largest value (of values >= 0; 0 for a row without any)."""
        return values.amax(dim=1)

    def turn_starts(self, weights: torch.Tensor) -> torch.Tensor:
        """Per row, the runs of its policy tokens (0/1 ``weights``)."""
        return streaming.turn_starts(weights)

    def first_tokens(self, weights: torch.Tensor) -> torch.Tensor:
        """Per row, the weight of its first token (0 for an empty row)."""
        return weights[:, 0]

    def position_counts(self, weights: torch.Tensor) -> torch.Tensor:
        """``[R]``: per position, the chunk's policy tokens there (0/1 ``weights``)."""
        return weights.sum(dim=0)

    def turns(self, weights: torch.Tensor) -> tuple[bool, torch.Tensor | None]:
        """Whether every row's policy tokens (0/1 ``weights``) are a prefix of it (one turn from
        position 0, or none), and if not, the most runs of them a row holds (a turn's start: a
        0 -> 1 step, or a 1 at position 0)."""
        import torch

        count = weights.sum(dim=1)
        ends = torch.mul(weights, self._positions, out=self._scratch.get("product", weights)).amax(dim=1)
        if bool((ends + 1 == count).logical_or_(count == 0).all()):
            return True, None
        return False, streaming.turn_starts(weights).amax()

    def policy_runs(self, weights: torch.Tensor) -> PolicyRuns:
        """The runs of the rows' policy tokens (0/1 ``weights``): their turns."""
        import torch

        rows, length = weights.shape
        return PolicyRuns(weights.reshape(-1), torch.arange(rows + 1, device=weights.device) * length)

    def places(self, weights: torch.Tensor, single_turn: bool) -> torch.Tensor | slice:
        """Each token's place among its row's policy tokens, as an index into a ``[R]`` table (a
        slice of it when the places are the positions)."""
        if single_turn:
            return slice(None)
        return (weights.cumsum(dim=1) - 1).clamp_min_(0).long()


class JaggedChunk:
    """Consecutive rows of jagged fields: the 1-D run of their values, per-row arithmetic from
    their lengths."""

    def __init__(
        self,
        rows: slice,
        tokens: slice,
        lengths: torch.Tensor,
        length: int,
        scratch: streaming.Scratch,
        values: dict[int, tuple[torch.Tensor, torch.Tensor]],
    ) -> None:
        self.key = rows.start
        """The chunk, the same in every pass over the batch."""
        self.rows, self.tokens, self.lengths = rows, tokens, lengths
        self._length = length
        self._values = values
        self._bounds = _zero_in_front(lengths.cumsum(0))  # each row's first token, and the end
        self._segments = _Segments(lengths, self._bounds)
        self._scratch = scratch
        self._positions: torch.Tensor | None = None
        self._whole: bool | None = None

    def field(self, tensor: torch.Tensor) -> torch.Tensor:
        """The chunk's values of a field of the batch."""
        held = self._values.get(id(tensor))
        if held is None:  # the field's values, read once for every chunk of the plan (a read costs 0.15 ms)
            held = self._values[id(tensor)] = (tensor, tensor.values())
        return held[1][self.tokens]

    def _all_policy(self, weights: torch.Tensor) -> bool:
        """Whether every token of the chunk is the policy's (a single-turn batch's: jagged rows
        hold no padding), from one sum of its 0/1 ``weights``."""
        if self._whole is None:
            self._whole = int(weights.sum()) == weights.numel()
        return self._whole

    def row_sums(self, values: torch.Tensor) -> torch.Tensor:
        """Per row, the sum of its values (floats added in fp64, integers as int64)."""
        return self._segments.sums(values)

    def row_counts(self, weights: torch.Tensor) -> torch.Tensor:
        """Per row, its policy tokens (0/1 ``weights``)."""
        return self.lengths.to(weights.dtype) if self._all_policy(weights) else self.row_sums(weights)

    def row_largest(self, values: torch.Tensor) -> torch.Tensor:
        """Per row, its largest value (of values >= 0; 0 for a row without any)."""
        return self._segments.largest(values)

    def first_tokens(self, weights: torch.Tensor) -> torch.Tensor:
        """Per row, the weight of its first token (0 for an empty row)."""
        firsts = weights.new_zeros(self.lengths.numel())
        filled = self.lengths > 0
        firsts[filled] = weights[self._bounds[:-1][filled]]
        return firsts

    def turn_starts(self, weights: torch.Tensor) -> torch.Tensor:
        """Per row, the runs of its policy tokens (0/1 ``weights``): a 0 -> 1 step within the row
        starts one, as does a 1 at its first token."""
        if self._all_policy(weights):
            return (self.lengths > 0).to(weights.dtype)
        before = self._scratch.get("before", weights)
        before[:1] = 0
        before[1:] = weights[:-1]
        before[self._bounds[:-1][self.lengths > 0]] = 0  # a row's first token follows no token of its row
        return self.row_sums(before.neg_().add_(weights).clamp_min_(0))

    def positions(self) -> torch.Tensor:
        """Each token's position in its row (int32: an index torch's index_add_ and index_select
        take, half of int64's bytes), made once per chunk, in a buffer the next chunk reuses
        (:class:`streaming.Scratch`): the chunks of a pass are read one after another. A running
        count of ones, set back at each row's first token by the row before it: no chunk-sized
        temporary besides (a fresh one per chunk is memory the allocator keeps)."""
        import torch

        if self._positions is None:
            steps = self._scratch.sized("positions", self.tokens.stop - self.tokens.start, torch.int32).fill_(1)
            filled = self.lengths > 0
            firsts = self._bounds[:-1][filled]  # each row's first token, of the rows holding one
            if firsts.numel():
                before = torch.cat([firsts.new_ones(1), self.lengths[filled][:-1]])  # the first starts at 0
                steps[firsts] = (1 - before).to(steps.dtype)
            self._positions = steps.cumsum_(0)
        return self._positions

    def position_sums(self, values: torch.Tensor) -> torch.Tensor:
        """``[R]``: per position, the sum over the chunk's rows."""
        return values.new_zeros(self._length).index_add_(0, self.positions(), values)

    def position_counts(self, weights: torch.Tensor) -> torch.Tensor:
        """``[R]``: per position, the chunk's policy tokens there (0/1 ``weights``): where every
        token is the policy's, the rows longer than it."""
        import torch

        if not self._all_policy(weights):
            return self.position_sums(weights)
        ending = torch.bincount(self.lengths, minlength=self._length + 1)[: self._length]  # rows of each length
        return (self.lengths.numel() - ending.cumsum(0)).to(weights.dtype)

    def turns(self, weights: torch.Tensor) -> tuple[bool, torch.Tensor | None]:
        """As :meth:`PaddedChunk.turns`; known from one sum where every token is the policy's."""
        if self._all_policy(weights):
            return True, None
        starts = self.turn_starts(weights)
        prefix = (starts == 0) | ((starts == 1) & (self.first_tokens(weights) == 1))
        if bool(prefix.all()):
            return True, None
        return False, starts.amax()

    def policy_runs(self, weights: torch.Tensor) -> PolicyRuns:
        """The runs of the rows' policy tokens (0/1 ``weights``): their turns."""
        return PolicyRuns(weights, self._bounds)

    def places(self, weights: torch.Tensor, single_turn: bool) -> torch.Tensor:
        """Each token's place among its row's policy tokens, as an index into a ``[R]`` table
        (int32, as :meth:`positions`: a float running count, a copy with a 0 in front and an int64
        result had cost a multi-turn step 0.09 s at 8,192 x 4,096)."""
        import torch

        if single_turn:
            return self.positions()
        own = weights.to(torch.int32)  # the caller's int32 weights as they are
        running = own.cumsum(0, dtype=torch.int32)
        if not running.numel():
            return running
        firsts = self._bounds[:-1].clamp_max(running.numel() - 1)  # an empty row's is never repeated
        before = running[firsts] - own[firsts]  # the policy tokens of the chunk's rows before each row
        return running.sub_(self._segments.each_token(before)).sub_(1).clamp_min_(0)


class _Segments:
    """Per-row arithmetic over a chunk's rows, consecutive runs of a 1-D tensor. On a CPU by
    numpy (``reduceat``, ``repeat``), several times faster there than torch's ``segment_reduce``
    and ``repeat_interleave`` (measured on 256 rows of up to 4,096 tokens: a sum 0.2 against
    1.2 ms, a maximum 0.06 against 2.3 ms, a value repeated for each row's tokens 0.2 against
    1.1 ms); on a GPU by torch."""

    def __init__(self, lengths: torch.Tensor, bounds: torch.Tensor) -> None:
        self._lengths = lengths
        self._host = lengths.device.type == "cpu"
        if self._host:
            host_lengths = lengths.numpy()
            self._host_lengths = host_lengths
            self._filled = host_lengths > 0
            self._starts = bounds[:-1].numpy()[self._filled]  # reduceat's runs: the rows with a token

    def _on_host(self, values: torch.Tensor) -> bool:
        """Whether numpy takes ``values``: a CPU tensor of a type numpy has (not bf16)."""
        import torch

        return self._host and values.dtype in (torch.float32, torch.float64, torch.int32, torch.int64)

    def sums(self, values: torch.Tensor) -> torch.Tensor:
        """Per row, the sum of its ``values`` (0 for an empty row): floats added in fp64 and
        given back in their type, integers as int64."""
        import torch

        floating = values.is_floating_point()
        if not self._on_host(values):
            if floating:
                return torch.segment_reduce(values, "sum", lengths=self._lengths)
            return torch.segment_reduce(values.double(), "sum", lengths=self._lengths).long()
        result = self._host_sums(values, np.float64 if floating else np.int64)
        return result.to(values.dtype) if floating else result

    def float64_sums(self, values: torch.Tensor) -> torch.Tensor:
        """Per row, the sum of its float ``values`` in fp64 (added in fp64 too)."""
        import torch

        if not self._on_host(values):
            return torch.segment_reduce(values.double(), "sum", lengths=self._lengths)
        return self._host_sums(values, np.float64)

    def _host_sums(self, values: torch.Tensor, dtype: type[np.number]) -> torch.Tensor:
        """Per row, the sum of its ``values`` (a CPU tensor numpy takes) added in ``dtype``."""
        import torch

        out = np.zeros(self._host_lengths.size, dtype)
        if self._starts.size:
            out[self._filled] = np.add.reduceat(values.detach().numpy(), self._starts, dtype=dtype)
        return torch.from_numpy(out)

    def largest(self, values: torch.Tensor) -> torch.Tensor:
        """Per row, the largest of its ``values`` (all >= 0; 0 for an empty row)."""
        import torch

        if not self._on_host(values):
            return torch.segment_reduce(values, "max", lengths=self._lengths).clamp_min_(0)
        out = np.zeros(self._host_lengths.size, values.detach().numpy().dtype)
        if self._starts.size:
            out[self._filled] = np.maximum.reduceat(values.detach().numpy(), self._starts)
        return torch.from_numpy(out)

    def each_token(self, per_row: torch.Tensor) -> torch.Tensor:
        """``per_row``'s value of each row repeated for each of its tokens."""
        import torch

        if not self._on_host(per_row):
            return torch.repeat_interleave(per_row, self._lengths, output_size=int(self._lengths.sum()))
        return torch.from_numpy(np.repeat(per_row.detach().numpy(), self._host_lengths))


class PolicyRuns:
    """A chunk's runs of policy tokens, its rows' turns: a turn starts at a 0 -> 1 step of the
    mask within a row, or at a row's first token if it is the policy's. What a turn's statistics
    need is summed a run at a time (a few a row), not token by token: numbering every token by its
    turn and counting the numbers (``bincount``) took 0.4-0.5 s of CPU a step at 8,192 x 4,096."""

    def __init__(self, weights: torch.Tensor, bounds: torch.Tensor) -> None:
        """``weights``: the chunk's 0/1 mask, its rows one after another (1-D); ``bounds``: each
        row's first value and the end (``[rows + 1]``)."""
        import torch

        own = weights != 0
        edges = torch.ones_like(own)  # where a run of tokens of one kind starts
        if own.numel() > 1:
            torch.ne(own[1:], own[:-1], out=edges[1:])
        row_lengths = bounds.diff()
        edges[bounds[:-1][row_lengths > 0]] = True  # a row's first token starts a run
        starts = edges.nonzero().squeeze(1)
        run_bounds = torch.cat([starts, starts.new_full((1,), own.numel())])
        run_lengths = run_bounds.diff()
        self._segments = _Segments(run_lengths, run_bounds)
        self._policy = own[starts]  # which runs are the policy's
        rows = torch.searchsorted(bounds, starts[self._policy], right=True) - 1  # each policy run's, ascending
        self.turns = torch.arange(rows.numel(), device=rows.device) - torch.searchsorted(rows, rows) + 1
        """Each policy run's turn in its row (1, 2, ...): its place after the row's first."""
        self.lengths = run_lengths[self._policy]
        """Each policy run's tokens."""
        self.per_row = torch.bincount(rows, minlength=row_lengths.numel())
        """Each row's turns."""

    def sums(self, values: torch.Tensor) -> torch.Tensor:
        """Per policy run, the sum of ``values`` (the chunk's, laid out as its mask), in fp64."""
        return self._segments.float64_sums(values.reshape(-1))[self._policy]

    def by_turn(self, per_run: torch.Tensor) -> torch.Tensor:
        """``per_run`` (fp64, one value per policy run) added up by the runs' turn numbers."""
        import torch

        return torch.bincount(self.turns, weights=per_run)


def _zero_in_front(running: torch.Tensor) -> torch.Tensor:
    """A running sum with a 0 in front: its differences at rows' bounds are the rows' sums."""
    import torch

    return torch.cat([running.new_zeros(1), running])


Chunk = PaddedChunk | JaggedChunk


def chunks(mask: torch.Tensor, scratch: streaming.Scratch) -> list[Chunk]:
    """The batch of ``mask`` (padded or jagged) a chunk of rows at a time: a padded batch in rows
    of :func:`streaming.row_chunks`, a jagged one in consecutive rows holding about as many
    values as a padded chunk would (at least one row each, and a token: a chunk of empty rows
    alone has no extreme to take); ``scratch`` holds the chunks' temporaries."""
    import torch

    length = width(mask)
    if not is_jagged(mask):
        positions = torch.arange(length, dtype=torch.float32, device=mask.device)
        return [
            PaddedChunk(rows, positions, scratch) for rows in streaming.row_chunks(mask.shape[0], length, mask.device)
        ]
    row_bounds = offsets(mask)
    bounds = row_bounds.cpu().numpy()
    rows = bounds.size - 1
    budget = streaming.chunk_values(rows, length, mask.device)
    lengths = row_bounds.diff()
    values: dict[int, tuple[torch.Tensor, torch.Tensor]] = {}  # by field: the field and its values
    plan: list[Chunk] = []
    start = 0
    while start < rows:
        stop = max(start + 1, int(np.searchsorted(bounds, bounds[start] + budget, side="right")) - 1)
        if bounds[stop] == bounds[start]:  # empty rows: on to the next row with a token
            stop = min(rows, int(np.searchsorted(bounds, bounds[start], side="right")))
        if bounds[stop] == bounds[start] and plan:  # the last rows are empty: the chunk before takes them
            start = plan.pop().rows.start
        tokens = slice(int(bounds[start]), int(bounds[stop]))
        plan.append(JaggedChunk(slice(start, stop), tokens, lengths[start:stop], length, scratch, values))
        start = stop
    return plan


def check_same_rows(name: str, tensor: Any, mask: torch.Tensor, floating: bool) -> None:
    """Raises ValueError unless the field ``name`` is jagged with the rows of the jagged ``mask``
    (and of a floating-point type when ``floating``)."""
    import torch

    if not is_jagged(tensor):
        raise ValueError(
            f"{name!r} is not jagged but 'response_mask' is: give every [B, R] field in one layout "
            "(all as TransferQueue returns them, or all padded)"
        )
    if tensor.values().ndim != 1:
        raise ValueError(f"{name!r} must hold one value per token, got values of shape {list(tensor.values().shape)}")
    if not torch.equal(offsets(tensor).cpu(), offsets(mask).cpu()):
        raise ValueError(f"{name!r} has other row lengths than 'response_mask': each row's values must be its tokens'")
    if floating and not tensor.is_floating_point():
        raise ValueError(f"{name!r} must be a floating-point tensor, got {tensor.dtype}")


def row_count(mask: torch.Tensor) -> int:
    """The batch's rows."""
    return int(offsets(mask).numel() - 1) if is_jagged(mask) else int(mask.shape[0])
