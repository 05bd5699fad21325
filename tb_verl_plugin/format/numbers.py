"""What counts as a number where a value becomes a float or an int of the schema: Python and numpy
numbers, never a bool (``True`` is an ``int`` to Python and would be logged as 1 without a word);
and the rows with the largest numbers, which the logger's choice of rows and the detectors'
evidence both rank by."""

from __future__ import annotations

from typing import Any

import numpy as np


def is_number(value: Any) -> bool:
    """A real number: ``int``, ``float`` or a numpy number; not a bool."""
    return isinstance(value, (int, float, np.number)) and not isinstance(value, (bool, np.bool_))


def is_integer(value: Any) -> bool:
    """An integer: ``int`` or a numpy integer; not a bool."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def ranked(key: np.ndarray, count: int, *, among: np.ndarray | None = None) -> list[int]:
    """Up to ``count`` row positions by ``key`` descending, NaN left out (``among``: a bool filter);
    equal keys keep their order (a stable sort: the same rows on every run)."""
    keep = np.isfinite(key) if among is None else np.isfinite(key) & among
    rows = np.flatnonzero(keep)
    chosen: list[int] = rows[np.argsort(-key[rows], kind="stable")][:count].tolist()
    return chosen
