"""Puts benchmark tables into a page (``docs/benchmarks.md``) between ``<!-- bench:start -->`` and
``<!-- bench:end -->`` (``make bench`` calls it with the files the benchmarks wrote)."""

from __future__ import annotations

import pathlib
import sys

START, END = "<!-- bench:start -->", "<!-- bench:end -->"


def main(readme: str, tables: list[str]) -> None:
    path = pathlib.Path(readme)
    text = path.read_text()
    if START not in text or END not in text:
        raise SystemExit(f"{readme} has no {START} ... {END} section to update")
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    body = "\n\n".join(pathlib.Path(t).read_text().strip() for t in tables)
    path.write_text(f"{head}{START}\n{body}\n{END}{tail}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
