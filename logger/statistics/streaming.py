"""Whole-batch statistics read a chunk of rows at a time, exact, without sorting the batch.

A step of verl at the size its example scripts run holds up to 8,192 x 4,096 response tokens per
field: a full sort of its token entropies takes seconds on a CPU, a fresh ``[B, R]`` temporary
costs more than the arithmetic on it (its pages faulted in), and a boolean-indexed copy of the
batch costs half a second. So the statistics here take the rows a chunk at a time through
temporaries a few percent of the batch (:func:`row_chunks`), and the
order statistics (percentiles, the sum of the largest values) come from counting instead of
sorting (:class:`RankedValues`), with the same answer as a sort, ties included.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import torch

CPU_CHUNK_FLOATS = 1 << 18
"""On a CPU, a chunk holds at least this many values (1 MB of fp32: a core's L2 cache)..."""
CPU_MAX_CHUNK_FLOATS = 1 << 20
"""...and at most this many (4 MB of fp32): a pass holds about a dozen chunk-sized temporaries at
once, and the allocator keeps what they took, so the chunk's size sets the statistics' memory (at
8,192 x 4,096 the first step's peak fell from 536-643 MB with 16 MB chunks to 232-276 MB, for the
same CPU time with one torch thread)."""
CHUNKS = 16
"""Between those, a batch goes in this many chunks. Each operation on a chunk is a parallel region
of torch's threads that ends at a barrier; on a machine busy with other work a barrier can wait a
whole scheduler slice for a thread another process holds, so a few large chunks cost far less
than many small ones there (measured: 8.8 s against 0.5 s for the exploration statistics of an
8,192 x 4,096 batch), and on an idle machine a little less too. (With one torch thread, as verl's
trainer has it, there is no barrier: the chunks' count matters little there.)"""
GPU_CHUNK_FLOATS = 1 << 24
"""On a GPU, a chunk holds this many values: few kernel launches, temporaries a few 64 MB at most
(a quarter of one field of an 8,192 x 8,192 batch)."""


def chunk_values(rows: int, length: int, device: torch.device) -> int:
    """How many values of a ``[rows, length]`` batch on ``device`` a chunk takes."""
    if device.type != "cpu":
        return GPU_CHUNK_FLOATS
    return max(CPU_CHUNK_FLOATS, min(CPU_MAX_CHUNK_FLOATS, rows * length // CHUNKS))


def row_chunks(rows: int, length: int, device: torch.device) -> Iterator[slice]:
    """The rows of a ``[rows, length]`` batch on ``device``, a chunk at a time (:func:`chunk_values`)."""
    step = max(1, chunk_values(rows, length, device) // max(1, length))
    for start in range(0, rows, step):
        yield slice(start, min(rows, start + step))


def turn_starts(weights: torch.Tensor) -> torch.Tensor:
    """Per row of a chunk's mask as 0/1 fp32 ``weights``, the runs of the policy's tokens it holds
    (each 0 -> 1 step starts one, as does a 1 at position 0): float arithmetic, several times
    faster on a CPU than the same comparisons of a bool mask."""
    return weights[:, 0] + (weights[:, 1:] - weights[:, :-1]).clamp_min_(0).sum(dim=1)


class Scratch:
    """Chunk-sized buffers, by name, reused chunk after chunk (``out=`` of the operations that would
    each make a fresh temporary). On a CPU, fresh chunk-sized temporaries, freed among the small
    tensors each chunk keeps, fragment glibc's heap: over the exploration statistics of an 8,192 x
    4,096 batch it grew by 110-250 MB, for temporaries of at most 52 MB alive at once. A buffer is
    as large as the first chunk that asks for it (the largest: :func:`row_chunks` gives the last
    one the rest)."""

    def __init__(self, device: torch.device) -> None:
        self._device = device
        self._buffers: dict[str, torch.Tensor] = {}

    def get(self, name: str, like: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
        """Buffer ``name`` shaped as ``like``, of its dtype or ``dtype`` (contents undefined)."""

        return self.sized(name, like.numel(), like.dtype if dtype is None else dtype).view(like.shape)

    def sized(self, name: str, count: int, dtype: torch.dtype) -> torch.Tensor:
        """Buffer ``name`` as ``count`` values of ``dtype``, 1-D (contents undefined)."""
        import torch

        buffer = self._buffers.get(name)
        if buffer is None or buffer.numel() < count or buffer.dtype != dtype:
            buffer = self._buffers[name] = torch.empty(count, dtype=dtype, device=self._device)
        return buffer[:count]

    def clear(self) -> None:
        """Frees the buffers, for what follows the passes to reuse the memory they held (the
        allocator keeps it for the process: what is not freed adds to the peak)."""
        self._buffers.clear()


HIGH_BINS = 1 << 16
LOW_BINS = 1 << 16
ZERO_KEY = 1 << 31
"""The key of 0.0 (and of -0.0)."""


def sortable_keys(values: torch.Tensor) -> torch.Tensor:
    """fp32 ``values`` as int32 keys whose integer order is the values' order: a float's bits, read
    as an integer, order the positive floats; the negative ones order backwards, so their
    magnitude bits are flipped. -0.0 is taken as 0.0 (they are equal). The key of the text (the
    host's, :func:`value_of_key`) is this one plus 2**31, in [0, 2**32). int32 throughout: on a
    CPU, torch's conversion of int32 to int64 costs more than all the rest."""
    import torch

    bits = (values.float() + 0.0).view(torch.int32)  # + 0.0 turns -0.0 into 0.0
    return bits ^ ((bits >> 31) & 0x7FFFFFFF)


def _values_of_keys(keys: torch.Tensor) -> torch.Tensor:
    """The fp32 values of host keys (int64, in [0, 2**32))."""
    import torch

    signed = (keys - ZERO_KEY).to(torch.int32)
    return (signed ^ ((signed >> 31) & 0x7FFFFFFF)).view(torch.float32)


def value_of_key(key: int) -> float:
    """The fp32 value of the host key ``key`` (:func:`sortable_keys`)."""
    import torch

    return float(_values_of_keys(torch.tensor([key], dtype=torch.int64))[0])


def _raw_high_bins(values: torch.Tensor, scratch: Scratch) -> torch.Tensor:
    """The high 16 bits of fp32 ``values``' bits as they are (-0.0 taken as 0.0), offset into
    [0, 2**16): two operations a value where the key's high bits (:func:`sortable_keys`) take five.
    The bins they count map one to one onto the keys' high bins (:data:`_KEY_BIN_OF_RAW`), so the
    counts are the keys' after a permutation of 65,536 numbers on the host. In ``scratch``'s buffer
    ``high_bins``."""
    import torch

    bits = torch.add(values.float(), 0.0, out=scratch.get("high_bins", values, torch.float32)).view(torch.int32)
    return bits.bitwise_right_shift_(16).add_(HIGH_BINS // 2)


def _key_bin_of_raw() -> np.ndarray:
    """Per raw high bin (:func:`_raw_high_bins`), the key's high bin: a positive float's key is
    its bits, a negative one's its bits with the 31 below the sign flipped, whose high 16 bits are
    the raw ones with their low 15 flipped."""
    raw = np.arange(HIGH_BINS, dtype=np.int64) - HIGH_BINS // 2
    return np.where(raw >= 0, raw, raw ^ 0x7FFF) + HIGH_BINS // 2


_KEY_BIN_OF_RAW = _key_bin_of_raw()
_RAW_OF_KEY_BIN = np.argsort(_KEY_BIN_OF_RAW)


class RankedValues:
    """Exact order statistics of the fp32 values of a batch read in chunks, in two passes.

    The first pass (:meth:`count`) counts the values by the high 16 bits of their key
    (:func:`sortable_keys`; counted by their raw bits' high 16, :func:`_raw_high_bins`): 65,536
    bins. The ranks asked for (:meth:`ask`) then lie in a few of them; the second pass
    (:meth:`refine`) counts those bins' values by the key's low 16 bits and sums the values above
    the bin of the rank whose largest values are summed. A key is one fp32
    value, so the counts give the value at each rank asked for exactly, as a sort would, however
    the values are spread (a collapsed policy's entropies, nearly all in one bin, included).
    Memory: 65,536 counts, and as many again per bin asked for.

    Each pass takes a chunk's values with the values not to count set to zero, and how many
    those are (zeroing is cheaper than selecting): they are taken off the bin of 0.0."""

    def __init__(self, device: torch.device, scratch: Scratch | None = None) -> None:
        import torch

        self._device = device
        self._high = torch.zeros(HIGH_BINS, dtype=torch.int64, device=device)
        self._left_out = torch.zeros((), dtype=torch.int64, device=device)
        self._high_counts: np.ndarray | None = None
        self._bins: list[int] = []  # the high bins asked for, ascending
        self._below: list[int] = []  # per bin asked for, the values in lower bins
        self._lookup: torch.Tensor | None = None
        self._low: torch.Tensor | None = None
        self._low_counts: np.ndarray | None = None
        self._summed_from = HIGH_BINS  # the values of higher bins than this one are summed by refine()
        self._edge = 0.0  # the smallest value of those bins
        self._relu_sum = torch.zeros((), dtype=torch.float64, device=device)
        self._scratch = Scratch(device) if scratch is None else scratch  # the passes' chunk-sized temporaries

    def count(self, values: torch.Tensor, left_out: torch.Tensor) -> None:
        """First pass: counts ``values`` (any shape; ``left_out`` of them zeros not to count)."""
        import torch

        self._high += torch.bincount(_raw_high_bins(values, self._scratch).view(-1), minlength=HIGH_BINS)
        self._left_out += left_out

    def total(self) -> int:
        """How many values the first pass counted."""
        return int(self._counts_on_host().sum())

    def _counts_on_host(self) -> np.ndarray:
        if self._high_counts is None:
            counts = np.empty(HIGH_BINS, dtype=np.int64)
            counts[_KEY_BIN_OF_RAW] = self._high.cpu().numpy()
            counts[ZERO_KEY >> 16] -= int(self._left_out)
            self._high_counts = counts
        return self._high_counts

    def ask(self, ranks: Sequence[int], sum_from: int | None = None, above: Sequence[float] = ()) -> None:
        """Between the passes: the ranks (0-based, in ascending order of value) to resolve, the
        rank from which :meth:`sum_from` sums the values (the largest ones), and the values
        :meth:`count_above` will be asked about."""
        import torch

        counts = self._counts_on_host()
        cumulative = np.cumsum(counts)
        asked = sorted({*ranks, *([] if sum_from is None else [sum_from])})
        bins = np.searchsorted(cumulative, asked, side="right")
        given = sortable_keys(torch.tensor(list(above), dtype=torch.float32)) >> 16
        self._bins = sorted({*(int(b) for b in bins), *(int(b) + HIGH_BINS // 2 for b in given)})
        self._below = [int(cumulative[b] - counts[b]) for b in self._bins]
        if sum_from is not None:
            self._summed_from = int(bins[asked.index(sum_from)])
            if self._summed_from + 1 < HIGH_BINS:
                self._edge = value_of_key((self._summed_from + 1) << 16)
        lookup = torch.full((HIGH_BINS,), -1, dtype=torch.int8)  # by raw high bin, as refine() reads the values
        lookup[torch.as_tensor(_RAW_OF_KEY_BIN[self._bins])] = torch.arange(len(self._bins), dtype=torch.int8)
        self._lookup = lookup.to(self._device)
        self._low = torch.zeros(len(self._bins) * LOW_BINS, dtype=torch.int64, device=self._device)

    def refine(self, values: torch.Tensor, left_out: torch.Tensor) -> None:
        """Second pass, over the values of the first: counts the values of the bins asked for by
        their low 16 bits, and sums those above the bin :meth:`sum_from` reads."""
        import torch

        assert self._lookup is not None and self._low is not None, "ask() comes between count() and refine()"
        flat, scratch = values.view(-1), self._scratch
        bins = _raw_high_bins(flat, scratch)
        position = torch.index_select(self._lookup, 0, bins, out=scratch.get("position", flat, torch.int8))
        in_bins = torch.ge(position, 0, out=scratch.get("in_bins", flat, torch.bool))
        picked = torch.nonzero(in_bins).view(-1)  # a few values: the rest never leave the cache
        low = sortable_keys(flat.index_select(0, picked)) & (LOW_BINS - 1)
        fine = position.index_select(0, picked).long() * LOW_BINS + low.long()
        # Added in place: a bincount would allocate all the bins asked for, every chunk, for a few values.
        self._low.index_put_((fine,), torch.ones_like(fine), accumulate=True)
        if self._summed_from + 1 < HIGH_BINS:
            # The values from the next bin's smallest on, as the sum of how far each is above it
            # (a zero left out adds nothing there when that value is positive; else it is taken off).
            # Summed in fp64 (a copy of the chunk, but exact): the zeros left out below a negative edge each add
            # -edge and are taken off again, which an fp32 sum of them would not give back exactly.
            above = torch.sub(flat, self._edge, out=bins.view(torch.float32))  # the bins are read no more
            self._relu_sum += above.clamp_min_(0).sum(dtype=torch.float64)
            if self._edge < 0:
                self._relu_sum -= left_out.double() * -self._edge  # fp64: an int tensor times a float is fp32

    def _low_counts_of(self, number: int) -> np.ndarray:
        """The low counts of bin ``number`` among those asked for (0.0's zeros left out)."""
        if self._low_counts is None:
            assert self._low is not None
            low = self._low.view(len(self._bins), LOW_BINS).cpu().numpy().copy()
            if (ZERO_KEY >> 16) in self._bins:
                low[self._bins.index(ZERO_KEY >> 16), ZERO_KEY & (LOW_BINS - 1)] -= int(self._left_out)
            self._low_counts = low
        counts: np.ndarray = self._low_counts[number]
        return counts

    def _bin_of(self, rank: int) -> int:
        """The number (among the bins asked for) of the bin holding ``rank``."""
        counts = self._counts_on_host()
        for number, (high, below) in enumerate(zip(self._bins, self._below)):
            if below <= rank < below + counts[high]:
                return number
        raise ValueError(f"rank {rank} was not asked for")

    def _key_at(self, rank: int) -> tuple[int, int]:
        """The key of rank ``rank``'s value, and the number of the bin asked for that holds it."""
        number = self._bin_of(rank)
        cumulative = np.cumsum(self._low_counts_of(number))
        bits = int(np.searchsorted(cumulative, rank - self._below[number], side="right"))
        return (self._bins[number] << 16) + bits, number

    def value_at(self, rank: int) -> float:
        """The value of rank ``rank`` (0: the smallest), as ``sorted(values)[rank]``."""
        return value_of_key(self._key_at(rank)[0])

    def percentile(self, p: float) -> float:
        """The ``p``-th percentile, interpolated linearly between the two ranks around it
        (numpy's default); both ranks must have been asked for (:func:`percentile_ranks`)."""
        low, high, fraction = _around(self.total(), p)
        return self.value_at(low) * (1 - fraction) + self.value_at(high) * fraction

    def count_above(self, value: float) -> int:
        """How many values are larger than ``value`` (as fp32) when its bin was asked for, or
        holds no value (true of any value between two adjacent ranks asked for)."""
        import torch

        key = int(sortable_keys(torch.tensor([value], dtype=torch.float32))[0]) + ZERO_KEY
        high = key >> 16
        counts = self._counts_on_host()
        above = int(counts[high + 1 :].sum())
        if high in self._bins:
            return above + int(self._low_counts_of(self._bins.index(high))[(key & (LOW_BINS - 1)) + 1 :].sum())
        if counts[high]:
            raise ValueError(f"{value} lies in a bin that was not asked for")
        return above

    def histogram(self, low: float, high: float, bins: int) -> np.ndarray:
        """The values counted in ``bins`` bins over [low, high] (every value counted is in that
        range: the caller found it), as TensorBoard's histogram rows (left edge, right edge,
        count), from the first pass's counts alone: each inner edge of ``linspace(low, high)`` is
        moved down to the start of the 16-bit bin holding it (at most 1/128 of its value, or less
        near 0), so that every count is exact without another look at the values."""
        import torch

        counts = self._counts_on_host()
        inner = np.linspace(low, high, bins + 1)[1:-1]
        starts = (sortable_keys(torch.tensor(inner, dtype=torch.float32)) >> 16).numpy().astype(
            np.int64
        ) + HIGH_BINS // 2
        starts = np.maximum.accumulate(starts)  # a rounding can never make edges go back
        cumulative = np.concatenate([[0], np.cumsum(counts)])
        bounds = np.concatenate([[0], starts, [HIGH_BINS]])
        edges = np.array([low, *(value_of_key(int(b) << 16) for b in starts), high], dtype=np.float64)
        return np.stack(
            [edges[:-1], edges[1:], (cumulative[bounds[1:]] - cumulative[bounds[:-1]]).astype(np.float64)], axis=1
        )

    def sum_from(self, rank: int) -> float:
        """The sum of the values of rank ``rank`` and above (the largest ones), as
        ``sum(sorted(values)[rank:])``; ``rank`` must be the ``sum_from`` given to :meth:`ask`."""
        import torch

        key, number = self._key_at(rank)
        low = self._low_counts_of(number)
        base = self._bins[number] << 16
        values = _values_of_keys(torch.arange(base, base + LOW_BINS, dtype=torch.int64)).numpy().astype(np.float64)
        bits = key - base
        in_bin = float((values[bits + 1 :] * low[bits + 1 :]).sum())
        # The values of the rank's key from the rank on: its bin's values up to that key, less those below the rank.
        ties = int(low[: bits + 1].sum()) - (rank - self._below[number])
        counts = self._counts_on_host()
        higher = int(counts[self._bins[number] + 1 :].sum())
        above = float(self._relu_sum) + self._edge * higher if higher else 0.0
        return above + in_bin + ties * float(values[bits])


def _around(total: int, p: float) -> tuple[int, int, float]:
    """The two ranks around the ``p``-th percentile of ``total`` values and the weight of the upper."""
    position = p / 100 * (total - 1)
    low = int(position)
    return low, min(low + 1, total - 1), position - low


def percentile_ranks(total: int, percentiles: Sequence[float]) -> list[int]:
    """The ranks :meth:`RankedValues.percentile` reads for ``percentiles`` of ``total`` values."""
    return sorted({rank for p in percentiles for rank in _around(total, p)[:2]})
