"""What an offline W&B run wrote: the records of its ``run-<id>.wandb`` file (W&B's transaction
log, which ``wandb sync`` uploads), read without the W&B service: a 7-byte header (``:W&B``, a
magic number, a version), then LevelDB log blocks of 32 KiB, each record a 7-byte header (CRC-32C,
length, type) and a part of one serialised ``wandb_internal_pb2.Record``."""

from __future__ import annotations

import glob
import os
import struct
from collections.abc import Iterator
from typing import Any

HEADER = 7
BLOCK = 32 * 1024
FULL, FIRST, MIDDLE, LAST = 1, 2, 3, 4


def records(path: str) -> Iterator[Any]:
    """Every record of one ``.wandb`` file, in order."""
    from wandb.proto import wandb_internal_pb2

    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b":W&B":
        raise ValueError(f"{path} is not a W&B transaction log")
    offset, pending = HEADER, b""
    while offset + HEADER <= len(data):
        left_in_block = BLOCK - offset % BLOCK
        if left_in_block < HEADER:  # the block's tail is padding
            offset += left_in_block
            continue
        _checksum, length, kind = struct.unpack("<IHB", data[offset : offset + HEADER])
        part = data[offset + HEADER : offset + HEADER + length]
        offset += HEADER + length
        if kind in (FULL, FIRST):
            pending = part
        elif kind in (MIDDLE, LAST):
            pending += part
        else:  # zeros: the end of what was written
            break
        if kind in (FULL, LAST):
            record = wandb_internal_pb2.Record()
            record.ParseFromString(pending)
            yield record


def offline_run(wandb_dir: str) -> str:
    """The transaction log of the one offline run under ``wandb_dir``."""
    found = glob.glob(os.path.join(wandb_dir, "wandb", "offline-run-*", "run-*.wandb"))
    if len(found) != 1:
        raise FileNotFoundError(f"{len(found)} offline W&B runs under {wandb_dir}")
    return found[0]


def alerts(path: str) -> list[Any]:
    return [r.alert for r in records(path) if r.WhichOneof("record_type") == "alert"]


def history(path: str) -> dict[int, dict[str, float]]:
    """Each logged step's numeric values, ``{step: {key: value}}``."""
    import json

    steps: dict[int, dict[str, float]] = {}
    for record in records(path):
        if record.WhichOneof("record_type") != "history":
            continue
        items = {item.key or "/".join(item.nested_key): json.loads(item.value_json) for item in record.history.item}
        step = int(items.pop("_step", record.history.step.num))
        steps.setdefault(step, {}).update(
            {k: v for k, v in items.items() if isinstance(v, (int, float)) and not k.startswith("_")}
        )
    return steps
