"""Where a benchmark's markdown table goes: the console, and the results file ``make bench`` keeps
(``benchmarks/results-*.md``, which ``update_readme.py`` copies into docs/benchmarks.md)."""

from __future__ import annotations

import pathlib


def publish(table: str, out: str | None) -> None:
    """Prints ``table`` and, when ``out`` is given, writes it there (one trailing newline)."""
    print(table)
    if out:
        pathlib.Path(out).write_text(table.rstrip("\n") + "\n")
