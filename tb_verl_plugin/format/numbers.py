"""What counts as a number where a value becomes a float or an int of the schema: Python and numpy
numbers, never a bool (``True`` is an ``int`` to Python and would be logged as 1 without a word)."""

from __future__ import annotations

from typing import Any

import numpy as np


def is_number(value: Any) -> bool:
    """A real number: ``int``, ``float`` or a numpy number; not a bool."""
    return isinstance(value, (int, float, np.number)) and not isinstance(value, (bool, np.bool_))


def is_integer(value: Any) -> bool:
    """An integer: ``int`` or a numpy integer; not a bool."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))
