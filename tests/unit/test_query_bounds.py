"""A float32 column compared in float32 against ``query.float32_bound`` passes exactly the rows that
the same values compared in float64 against the filter's bound pass: at the bound, one and a few
float32 steps either side of it, at the edges of float32's range, with NaN, infinities and
negative zero, whichever side of a float32 the bound falls on."""

from __future__ import annotations

import numpy as np
import pytest

from tb_verl_plugin.format import rowtable, trace_pb2
from tb_verl_plugin.reader import query

COMPARE = {"<": np.less, ">": np.greater, "<=": np.less_equal, ">=": np.greater_equal, "=": np.equal}
F32_MAX = float(np.finfo(np.float32).max)
TINY = float(np.finfo(np.float32).smallest_subnormal)

BOUNDS = [
    0.1,  # between two float32s, nearer the one below
    0.2,  # nearer the one above
    -0.1,
    1 / 3,
    0.5,  # a float32
    1.0 + 2.0**-24,  # halfway between two float32s (rounds to even)
    1.0 + 3 * 2.0**-24,  # halfway, rounding up
    0.0,
    -0.0,
    TINY,
    TINY / 2,  # halfway between 0 and the smallest subnormal
    TINY / 3,
    -TINY / 3,
    F32_MAX,
    F32_MAX * (1 + 2.0**-30),  # past float32's largest, below where it rounds to infinity
    3.5e38,
    1e300,
    -1e300,
    np.inf,
    -np.inf,
    np.nan,
    16777217.0,  # 2**24 + 1: an integer no float32 holds
]


def around(bound: float) -> np.ndarray:
    """Float32 values at and a few steps either side of ``bound``'s nearest float32, and the
    special values."""
    with np.errstate(over="ignore"):  # past float32's range, and steps from its largest
        nearest = np.float32(bound)
        values = [nearest]
        for direction in (np.float32(np.inf), np.float32(-np.inf)):
            value = nearest
            for _ in range(3):
                value = np.nextafter(value, direction)
                values.append(value)
    specials = [np.nan, np.inf, -np.inf, 0.0, -0.0, TINY, -TINY, F32_MAX, -F32_MAX, 1.0, -1.0]
    return np.array([*values, *specials], np.float32)


@pytest.mark.parametrize("op", ["<", ">", "<=", ">=", "="])
@pytest.mark.parametrize("bound", BOUNDS, ids=repr)
def test_a_float32_bound_splits_float32_values_as_the_float64_bound_does(op: str, bound: float) -> None:
    values = around(bound)
    compare = COMPARE[op]
    narrowed = query.float32_bound(op, bound)
    assert narrowed.dtype == np.float32
    with np.errstate(invalid="ignore"):
        expected = compare(values.astype(np.float64), np.float64(bound))
        got = compare(values, narrowed)
    assert got.tolist() == expected.tolist(), (values[got != expected], narrowed)


def test_the_filter_compares_a_float32_column_as_float64_and_an_int_column_as_before() -> None:
    """Through the filter: the score (float32) and the length (int32) beside bounds a float32
    cannot hold."""
    scores = np.array([0.1, 0.2, np.nextafter(np.float32(0.1), np.float32(1)), np.nan, -0.0, np.inf], np.float32)
    lengths = np.array([16777216, 16777217, 16777218, 0, 1, 2], np.int32)
    table = trace_pb2.RowTable(
        sample_index=np.arange(scores.size, dtype=np.int32).tobytes(),
        score=scores.tobytes(),
        length=lengths.tobytes(),
        recorded=bytes(scores.size),
    )
    columns = rowtable.Columns(table)
    conditions = [("<", "0.1"), ("<=", "0.1"), (">", "0.1"), (">=", "0.1"), ("=", "0.1"), ("=", "0"), (">", "1e300")]
    for op, bound in conditions:
        with np.errstate(invalid="ignore"):
            expected = COMPARE[op](scores.astype(np.float64), float(bound))
        assert query.Filter.parse(f"score{op}{bound}").rows(columns).tolist() == expected.tolist(), (op, bound)
    assert query.Filter.parse("len>16777216.5").rows(columns).tolist() == [False, True, True, False, False, False]
    assert query.Filter.parse("len=16777217").rows(columns).tolist() == [False, True, False, False, False, False]
