"""Wrapping verl's methods in place, once, and reporting once what fails inside a wrapper. The
import hooks that wrap can fire again for the same class (a second trainer in one process, a module
imported under two names), and a method wrapped twice would record every step twice."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from tb_verl_logger.reporting import ReportOnce

_reported = ReportOnce()


def report_once(key: str, message: str, *args: Any, level: int = logging.ERROR) -> None:
    """Logs once per ``key`` in this process: a wrapper failing at every step would otherwise
    repeat it every step."""
    _reported(key, level, message, *args)


def forget_reports() -> None:
    """Reports every failure again the next time: a new run starts."""
    _reported.forget()


Wrapper = Callable[[Callable[..., Any]], Callable[..., Any]]
"""Given verl's original method, the method that replaces it (and calls the original)."""


def wrap_once(owner: Any, **wrappers: Wrapper) -> bool:
    """Replaces each ``owner.<name>`` by ``wrappers[name](original)``, keeping the original's name
    and docstring; False (and nothing changed) when ``owner`` was wrapped before."""
    if getattr(owner, "_tb_verl_patched", False):
        return False
    for name, wrap in wrappers.items():
        original = getattr(owner, name)
        setattr(owner, name, functools.wraps(original)(wrap(original)))
    owner._tb_verl_patched = True
    return True
