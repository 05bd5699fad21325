"""Damaged copies of a known run, as a crash or a bad disk leaves them, and the framing of an intact
file: what the crash-safety tests and benchmark hold the served records against."""

from __future__ import annotations

import dataclasses
import glob
import os
import random
import shutil
from collections.abc import Iterator

from support.runs import KnownRun, write_known_run
from tb_verl_plugin.format import metadata


@dataclasses.dataclass(frozen=True)
class DamagedCopy:
    """A copy of a known run with one file damaged, and where: bytes from ``cut`` on are gone
    (truncated) and the bytes at ``flipped`` were inverted."""

    name: str
    what: str  # "events", "index" (the index store), "blocks" (the block store) or "store" (the trace store)
    path: str
    cut: int
    flipped: tuple[int, ...]

    def spares(self, start: int, end: int) -> bool:
        """Whether bytes ``[start, end)`` of the damaged file are as they were written."""
        return end <= self.cut and not any(start <= at < end for at in self.flipped)


def damage(path: str, how: str, rng: random.Random) -> tuple[int, tuple[int, ...]]:
    """Damages a copy of a run's file as a crash or a bad disk would: `how` "truncate" cuts it
    short, "flip" inverts three bytes; both spare the first quarter (the header, the first steps).
    Returns where: the length it was cut to, the offsets flipped."""
    size = os.path.getsize(path)
    with open(path, "r+b") as f:
        if how == "truncate":
            cut = rng.randrange(size // 4, size)
            f.truncate(cut)
            return cut, ()
        flipped = tuple(rng.randrange(size // 4, size) for _ in range(3))
        for at in flipped:  # a few bytes in the middle
            f.seek(at)
            byte = f.read(1)
            f.seek(at)
            f.write(bytes([byte[0] ^ 0xFF]))
        return size, flipped


def damaged_copies(logdir: str, copies: int, seed: int) -> tuple[list[DamagedCopy], KnownRun]:
    """Runs in `logdir` that are copies of one known 40-step run, each with its event file, index
    store, block store or trace store truncated or byte-flipped (`copies` of each kind), beside the intact run itself
    (run ``intact``, what every undamaged record must read as); returns the copies and the
    known run."""
    known = write_known_run(logdir, run="intact", steps=40)
    source = os.path.join(known.logdir, known.run)
    rng = random.Random(seed)
    made = []
    for what, pattern in (
        ("events", "*tfevents*"),
        ("index", metadata.index_file_name("*")),
        ("blocks", metadata.block_file_name("*")),
        ("store", metadata.trace_file_name("*")),
    ):
        for how in ("truncate", "flip"):
            for trial in range(copies):
                name = f"{what}_{how}_{trial}"
                shutil.copytree(source, os.path.join(logdir, name))
                (path,) = glob.glob(os.path.join(logdir, name, pattern))
                cut, flipped = damage(path, how, rng)
                made.append(DamagedCopy(name, what, path, cut, flipped))
    return made, known


def framed_records(path: str) -> Iterator[tuple[int, int, bytes]]:
    """Each TFRecord of an intact file (event file or trace store): its first and past-the-end
    byte (length, its CRC, the payload, its CRC) and its payload."""
    with open(path, "rb") as f:
        data = f.read()
    at = 0
    while at < len(data):
        length = int.from_bytes(data[at : at + 8], "little")
        yield at, at + 16 + length, data[at + 12 : at + 12 + length]
        at += 16 + length
