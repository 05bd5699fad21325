"""Saying a failure once: logging must never flood a training log with the same error every step."""

from __future__ import annotations

import logging
from typing import Any


class ReportOnce:
    """Logs a message the first time its key is reported, and nothing the times after."""

    def __init__(self) -> None:
        self._log = logging.getLogger("tb_verl_logger")
        self._reported: set[str] = set()

    def __call__(self, key: str, level: int, message: str, *args: Any) -> None:
        if key not in self._reported:
            self._reported.add(key)
            self._log.log(level, message, *args)

    def forget(self, *keys: str) -> None:
        """Reports ``keys`` (every key when none is named) again the next time: a process that
        starts a second run would otherwise stay silent about the failure in it."""
        if keys:
            self._reported.difference_update(keys)
        else:
            self._reported.clear()
