"""A step's rows as ``/step`` serves them (``support.servers.table_rows``, read by column): valid JSON
whatever the rows hold, every row's keys in one order, and a part of a table read as the same rows
of the whole."""

from __future__ import annotations

import json
import math
from typing import Any

import numpy as np
import pytest

from support.servers import table_rows
from tb_verl_plugin.format import fields, index_entries, rowtable, trace_pb2
from tb_verl_plugin.reader import answers


def row(**given: Any) -> trace_pb2.SampleSummary:
    """One row's summary as the writer makes it, ``given`` (its fixed per-response values by name,
    its ``turn_counts``, ``stats`` and ``extra_sample``) over a row of one turn without values."""
    fixed = {f.name for f in fields.FIXED_RESPONSE_FIELDS}
    values = {"data_source": "math", **{k: v for k, v in given.items() if k in fixed}, **given.get("turn_counts", {})}
    return index_entries.row_summary(
        sample_index=given["sample_index"],
        split="train",
        values=values,
        stats=given.get("stats", {}),
        extra_sample=given.get("extra_sample", {}),
    )


def summaries() -> list[trace_pb2.SampleSummary]:
    """Four rows: a recorded multi-turn row cut at the length limit, a row without a score (an
    extra value of minus infinity), a row not judged for truncation, and a row that ended with an
    infinite score."""
    multi_turn = row(
        sample_index=0,
        group_id="g0",
        data_source="gsm8k",
        length=12,
        score=1.0,
        stats={"mean_entropy": 0.5},
        extra_sample={"acc": 1.0},
        turn_counts={"turns": 3, "tool_calls": 2, "tool_failures": 1, "tools": ["calc", "search"]},
        truncated=True,
    )
    multi_turn.offset, multi_turn.length_bytes, multi_turn.prompt_hash = 64, 300, 2**63 + 5
    multi_turn.selected_because.extend(["best", "group"])
    return [
        multi_turn,
        row(sample_index=1, group_id="g0", length=4, stats={"mean_kl": 0.25}, extra_sample={"acc": -math.inf}),
        row(sample_index=2, group_id="g1", length=7, score=0.0, truncated=None),
        row(sample_index=3, group_id="g1", length=9, score=math.inf, truncated=False),
    ]


def test_a_step_is_json_with_none_where_a_row_has_no_value_and_infinities_as_strings() -> None:
    samples = table_rows(rowtable.encode(summaries()), "train")
    json.dumps(samples, allow_nan=False)  # what the route sends: no NaN, no Infinity literal
    assert all(tuple(sample) == answers.sample_keys() for sample in samples)
    first, second, third, fourth = samples
    assert first == {
        **first,
        "sample_index": 0,
        "group_id": "g0",
        "data_source": "gsm8k",
        "split": "train",
        "score": 1.0,
        "length": 12,
        "mean_entropy": 0.5,
        "recorded": True,
        "selected_because": ["best", "group"],
        "prompt_hash": answers.prompt_hash_text(2**63 + 5),
        "turns": 3,
        "tools": ["calc", "search"],
        "tool_calls": 2,
        "tool_failures": 1,
        "truncated": True,
        "extra_sample": {"acc": 1.0},
    }
    assert (second["score"], second["mean_entropy"], second["mean_kl"]) == (None, None, 0.25)
    assert (second["recorded"], second["selected_because"], second["turns"], second["tools"]) == (False, [], None, [])
    assert (second["extra_sample"], third["extra_sample"]) == ({"acc": "-Infinity"}, {})  # a row without it: none
    assert [second["truncated"], third["truncated"], fourth["truncated"]] == [None, None, False]  # not judged, ended
    assert fourth["score"] == "Infinity"
    unset = [name for name in fields.index_stat_names() if name not in ("mean_entropy", "mean_kl")]
    assert all(sample[name] is None for sample in samples for name in unset)


@pytest.mark.parametrize(("start", "stop"), [(0, 4), (1, 3), (2, 4), (3, 3)])
def test_rows_of_a_joined_table_read_as_those_rows_of_their_step(start: int, stop: int) -> None:
    """A block holds many steps' rows in one table: a step's rows read from it (``start``, ``stop``)
    are that step's rows read on their own."""
    step = summaries()
    other = [row(sample_index=0, group_id="x", length=1)]
    joined = rowtable.concat([rowtable.encode(other), rowtable.encode(step)])
    alone = table_rows(rowtable.encode(step), "train")
    assert table_rows(joined, "train", 1 + start, 1 + stop) == alone[start:stop]


def test_a_string_column_keeps_each_distinct_value_once() -> None:
    column = rowtable.strings(["g0", "g1", "g0", "g0", "g2"])
    assert list(column.values) == ["g0", "g1", "g2"]
    read = rowtable.StringColumn.of(column, 5)
    assert [read[row] for row in range(5)] == ["g0", "g1", "g0", "g0", "g2"]
    np.testing.assert_array_equal(read.codes, [0, 1, 0, 0, 2])
    with pytest.raises(ValueError, match="4 rows"):
        rowtable.StringColumn.of(column, 4)
