"""Exact order statistics by counting (``tb_verl_logger.statistics.streaming``) against numpy's sort, on values
that make counting hard: ties, zeros and -0.0, denormals, all-negative values, a collapsed
distribution with nearly every value in one bin, values left out as zeros, many chunks."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tb_verl_logger.statistics import streaming

PERCENTILES = (0, 10, 50, 80, 90, 99, 100)


def ranked(
    values: np.ndarray, keep: np.ndarray, chunk_rows: int, above: tuple[float, ...] = ()
) -> tuple[streaming.RankedValues, int]:
    """Both passes over ``values`` ``[B, R]`` a ``chunk_rows`` at a time, the values not kept
    zeroed, as exploration hands them over; with the largest 20% summed."""
    x, k = torch.from_numpy(values.astype(np.float32)), torch.from_numpy(keep)
    chunks = [slice(s, s + chunk_rows) for s in range(0, x.shape[0], chunk_rows)]
    counter = streaming.RankedValues(torch.device("cpu"))
    for rows in chunks:
        counter.count(torch.where(k[rows], x[rows], 0.0), k[rows].numel() - k[rows].sum())
    total = counter.total()
    top = max(1, int(np.ceil(0.2 * total)))
    counter.ask(streaming.percentile_ranks(total, PERCENTILES), sum_from=total - top, above=above)
    for rows in chunks:
        counter.refine(torch.where(k[rows], x[rows], 0.0), k[rows].numel() - k[rows].sum())
    return counter, top


def check_against_sort(values: np.ndarray, keep: np.ndarray, chunk_rows: int) -> None:
    counted = np.sort(values.astype(np.float32)[keep])
    if not counted.size:
        return
    counter, top = ranked(values, keep, chunk_rows, above=(0.5,))
    assert counter.total() == counted.size
    # numpy interpolates an fp32 array's percentiles in fp32, the counter in fp64: compared in fp64, to a
    # few fp64 ulps of the values interpolated (between -a and b the result can be far smaller than both).
    spread = float(np.abs(counted).max())
    for p in PERCENTILES:
        expected = float(np.percentile(counted.astype(np.float64), p))
        assert counter.percentile(p) == pytest.approx(expected, rel=1e-12, abs=max(1e-12 * spread, 1e-45))
    assert counter.value_at(0) == counted[0] and counter.value_at(counted.size - 1) == counted[-1]
    threshold = counter.percentile(80)
    assert counter.count_above(threshold) == int((counted > np.float32(threshold)).sum())
    assert counter.count_above(0.5) == int((counted > np.float32(0.5)).sum())
    # fp32 differences from the bin edge: each rounded as an fp32 sum's terms are, so as close as an fp32
    # sum of the values, to their magnitudes (the largest of [1, -1, -1, -1, -1, -1] sum to 0, read 6e-8).
    largest = counted[-top:].astype(np.float64)
    assert counter.sum_from(counted.size - top) == pytest.approx(
        float(largest.sum()), rel=1e-6, abs=max(1e-30, 1e-6 * float(np.abs(largest).sum()))
    )


@pytest.mark.parametrize("kind", ["normal", "ties", "zeros", "tiny", "negative", "collapsed"])
@pytest.mark.parametrize("chunk_rows", [1, 7, 64])
def test_order_statistics_equal_a_sort(kind: str, chunk_rows: int) -> None:
    generator = np.random.default_rng(abs(hash(kind)) % 1000 + chunk_rows)
    values = generator.standard_normal((40, 33))
    if kind == "ties":
        values = np.round(values, 1)
    elif kind == "zeros":
        values = np.where(generator.random(values.shape) < 0.7, 0.0, values)
        values[0, :5] = -0.0
    elif kind == "tiny":
        values = np.abs(values) * 1e-40  # denormal fp32
    elif kind == "negative":
        values = -np.abs(values) - 1  # the largest 20% negative: the zeros left out must not count there
    elif kind == "collapsed":  # a collapsed policy's entropies: nearly all in one 16-bit bin
        values = np.abs(values) * 1e-6 + 1e-3
        values[0, 0] = 5.0
    keep = generator.random(values.shape) < 0.8
    check_against_sort(values, keep, chunk_rows)


@settings(max_examples=100, deadline=None)
@given(
    hnp.arrays(
        np.float32,
        st.tuples(st.integers(1, 12), st.integers(1, 12)),
        elements=st.floats(-(2.0**100), 2.0**100, width=32, allow_nan=False),
    ),
    st.integers(1, 5),
    st.data(),
)
def test_any_finite_values(values: np.ndarray, chunk_rows: int, data: st.DataObject) -> None:
    keep = data.draw(hnp.arrays(np.bool_, values.shape))
    check_against_sort(values, keep, chunk_rows)


def test_a_histogram_from_the_counts_is_exact_for_its_edges() -> None:
    generator = np.random.default_rng(1)
    values = np.abs(generator.standard_normal((50, 40))) * 3
    keep = generator.random(values.shape) < 0.9
    counter, _ = ranked(values, keep, 8)
    counted = values.astype(np.float32)[keep]
    rows = counter.histogram(0.0, float(counted.max()), 30)
    assert rows.shape == (30, 3) and rows[0, 0] == 0.0 and rows[-1, 1] == float(counted.max())
    assert rows[:, 2].sum() == counted.size
    np.testing.assert_array_equal(rows[:-1, 1], rows[1:, 0])  # contiguous
    wanted = np.linspace(0.0, float(counted.max()), 31)
    assert np.all(rows[1:, 0] <= wanted[1:-1]) and np.all(rows[1:, 0] >= wanted[1:-1] * (1 - 1 / 128))
    for left, right, count in rows[:-1]:  # each count is the values in [left, right)
        assert count == ((counted >= left) & (counted < right)).sum()
