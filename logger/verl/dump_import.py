"""``tb-verl import``: verl's rollout/validation JSONL dumps as tb_verl traces.

verl writes ``trainer.rollout_data_dir`` / ``validation_data_dir`` as one ``<step>.jsonl`` per step,
one line per response with ``input``, ``output``, ``gts``, ``score``, ``step`` and the reward's extra
infos (v0) or the TransferQueue key as ``uid`` (v1, ``<sample>_<rollout>_<output>``). There is no
per-token data in them, so the traces are text-level: prompt, response, score, group and the
numeric extras; every per-token field is absent (and shown as such).
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Iterator
from typing import Any

from tb_verl_plugin.format import codec
from tb_verl_plugin.format.numbers import is_number

_STEP_FILE = re.compile(r"^(\d+)\.jsonl$")


def dump_files(dump_dir: str) -> list[tuple[int, str]]:
    """``(step, path)`` of every ``<step>.jsonl`` in ``dump_dir``, by step."""
    if not os.path.isdir(dump_dir):
        raise ValueError(f"{dump_dir!r} is not a directory: pass verl's rollout_data_dir or validation_data_dir")
    found = []
    for name in os.listdir(dump_dir):
        match = _STEP_FILE.match(name)
        if match:
            found.append((int(match.group(1)), os.path.join(dump_dir, name)))
    if not found:
        raise ValueError(f"{dump_dir!r} holds no <step>.jsonl files written by verl")
    return sorted(found)


def _group_of(uid: Any) -> str:
    """v1 writes the TransferQueue key ``<sample>_<rollout>_<output>``: its group is ``<sample>``."""
    text = str(uid)
    parts = text.rsplit("_", 2)
    return parts[0] if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit() else text


def records_of(step: int, path: str, split: str) -> Iterator[codec.HostTrace]:
    """The text-level traces of one dump file; raises ValueError naming the file and line."""
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
                prompt, response = entry["input"], entry["output"]
            except (json.JSONDecodeError, KeyError) as error:
                raise ValueError(f"{path}:{number + 1}: not a verl generation line ({error})") from None
            score = entry.get("score")
            extras = {
                key: float(value)
                for key, value in entry.items()
                if key not in ("input", "output", "gts", "score", "step", "uid")
                and is_number(value)
                and math.isfinite(value)
            }
            yield codec.HostTrace.of_texts(
                step,
                number,
                str(prompt),
                str(response),
                split=split,
                reason="imported",
                score=float(score) if is_number(score) else None,
                group_id=_group_of(entry["uid"]) if "uid" in entry else "",
                extra_sample=extras,
            )
