"""The logger's watch of a run (what its online detectors read) keeps each scalar's series as the
reader does: one value a step, the last given, by step."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from tb_verl_logger.online_diagnosis import GrowingSeries
from tb_verl_plugin.diagnosis.run_view import Series

POINTS = st.lists(st.tuples(st.integers(0, 300), st.floats(allow_nan=True, allow_infinity=True)), max_size=400)


@given(st.one_of(POINTS.map(sorted), POINTS))
def test_a_growing_series_is_the_series_of_its_points(points: list[tuple[int, float]]) -> None:
    """Points mostly in step order (as logged), a step logged twice, or again after later ones."""
    growing = GrowingSeries()
    for step, value in points:
        growing.add(step, value)
    expected, kept = Series.of(points), growing.series()
    assert kept.steps.tolist() == expected.steps.tolist()
    np.testing.assert_array_equal(kept.values, expected.values)


def test_a_series_in_step_order_grows_in_place() -> None:
    growing = GrowingSeries()
    for step in range(1000):
        growing.add(step, float(step))
        growing.add(step, 2.0 * step)  # logged again at the same step: the last value kept
    series = growing.series()
    assert series.steps.tolist() == list(range(1000)) and series.values.tolist() == [2.0 * s for s in range(1000)]
