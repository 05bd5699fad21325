"""The index of schema 3: rows by column and back, the index and block stores as the writer leaves
them (open, closed, damaged) and as the reader reads them."""

from __future__ import annotations

import os
import pathlib
import random

import numpy as np
import pytest

from tb_verl_logger.files import index_store
from tb_verl_plugin.format import metadata, rowtable, trace_pb2
from tb_verl_plugin.reader import steptable


def summary(row: int, rng: random.Random) -> trace_pb2.SampleSummary:
    """A row with a bit of everything a SampleSummary can hold, each optional part present or not."""
    s = trace_pb2.SampleSummary(
        sample_index=row,
        group_id=f"g{row // 4}",
        data_source=rng.choice(["a", "b"]),
        length=rng.randrange(1, 50),
        split="train",
    )
    if rng.random() < 0.8:
        s.score = rng.random()
    for name in ("mean_entropy", "mean_kl", "max_mismatch"):
        if rng.random() < 0.7:
            s.stats[name] = rng.uniform(-2, 2)
    if rng.random() < 0.5:
        s.extra_sample["acc"] = rng.choice([0.0, 1.0])
    if rng.random() < 0.3:
        s.turns, s.tool_calls, s.tool_failures = 2, rng.randrange(3), 0
        s.tools.extend(rng.sample(["calc", "search", "python"], 2))
    if rng.random() < 0.25:  # recorded
        s.offset, s.length_bytes, s.prompt_hash = rng.randrange(1 << 40), rng.randrange(1, 1 << 20), rng.getrandbits(64)
        s.selected_because.extend(rng.sample(["best", "random", "group"], rng.randrange(1, 3)))
    return s


def step_index(step: int, rows: int, rng: random.Random, split: str = "train") -> trace_pb2.StepIndex:
    index = trace_pb2.StepIndex(
        schema_version=metadata.SCHEMA_VERSION,
        step=step,
        batch_size=rows,
        split=split,
        trace_file=metadata.trace_file_name("s"),
        wall_time=1000.0 + step,
    )
    for row in range(rows):
        index.samples.append(summary(row, rng))
        index.samples[-1].split = split
    return index


def test_rows_by_column_read_back_as_they_were() -> None:
    rng = random.Random(0)
    summaries = [summary(row, rng) for row in range(300)]
    table = rowtable.encode(summaries)
    assert rowtable.decode(table, "train") == summaries
    assert rowtable.decode(table, "train", 100, 140) == summaries[100:140]
    columns = rowtable.Columns(table)
    assert columns.recorded.tolist() == [s.length_bytes > 0 for s in summaries]
    assert [columns.group_id[i] for i in range(300)] == [s.group_id for s in summaries]
    np.testing.assert_array_equal(columns.prompt_hash, [s.prompt_hash for s in summaries if s.length_bytes > 0])


def test_tables_joined_read_as_their_rows_one_after_another() -> None:
    """What a block holds of its steps: columns some steps lack (a reward part, tools, a
    statistic) are none for their rows, strings coded anew over the whole block."""
    rng = random.Random(5)
    steps = [[summary(row, rng) for row in range(n)] for n in (7, 0, 30, 1)]
    steps[0][3].extra_sample["only_here"] = 0.5
    for row in steps[2]:
        row.ClearField("mean_entropy")
    joined = rowtable.concat([rowtable.encode(rows) for rows in steps])
    assert rowtable.decode(joined, "train") == [row for rows in steps for row in rows]
    assert joined == rowtable.encode([row for rows in steps for row in rows])  # as if encoded at once


def test_columns_that_disagree_on_the_rows_are_refused() -> None:
    table = rowtable.encode([summary(row, random.Random(1)) for row in range(5)])
    table.score = table.score[:-4]
    with pytest.raises(ValueError, match="'score' has 4 entries for 5 rows"):
        rowtable.Columns(table)


def write(run_dir: str, indexes: list[trace_pb2.StepIndex], close: bool) -> index_store.IndexStore:
    store = index_store.IndexStore(run_dir, "s", trace_pb2.SessionStart(step=indexes[0].step, wall_time=1.0))
    for index in indexes:
        store.append(index)
    if close:
        store.close()
    return store


@pytest.mark.parametrize("close", [True, False], ids=["closed", "killed"])
def test_a_session_reads_back_step_by_step(tmp_path, monkeypatch, close) -> None:
    """Blocks (of a few steps here) and the newest steps no block holds yet (a killed session's)
    read back as written, every step's rows from its own record."""
    monkeypatch.setattr(index_store, "BLOCK_ROWS", 50)
    rng = random.Random(2)
    indexes = [step_index(step, rng.randrange(0, 30), rng, rng.choice(["train", "val"])) for step in range(3, 60)]
    write(str(tmp_path), indexes, close)
    blocks = tmp_path / metadata.block_file_name("s")
    assert blocks.exists() and blocks.stat().st_size > 0
    table = steptable.read_index_store(str(tmp_path / metadata.index_file_name("s")))
    assert table.session_start == 3 and table.skipped == 0
    assert table.steps.tolist() == [i.step for i in indexes]
    assert [table.splits[i] for i in range(len(table))] == [i.split for i in indexes]
    np.testing.assert_array_equal(table.wall_times, [i.wall_time for i in indexes])
    recorded = [(n, s) for n, i in enumerate(indexes) for s in i.samples if s.length_bytes > 0]
    assert table.recorded_step.tolist() == [n for n, _ in recorded]
    assert table.offset.tolist() == [s.offset for _, s in recorded]
    for i, index in enumerate(indexes):
        assert table.step(i).index() == index


@pytest.mark.parametrize("close", [True, False], ids=["closed", "killed"])
def test_a_read_of_the_recorded_rows_gets_each_step_s_once(tmp_path, monkeypatch, close) -> None:
    """The recorded store holds the recorded rows every few of them (3 here); the steps it does not
    hold yet (a killed session's newest) come whole from their block or record: each step's
    recorded rows once, whichever way (what a phrase query reads)."""
    monkeypatch.setattr(index_store, "BLOCK_ROWS", 50)
    monkeypatch.setattr(index_store, "APART_ROWS", 3)
    rng = random.Random(7)
    indexes = [step_index(step, rng.randrange(0, 30), rng) for step in range(40)]
    write(str(tmp_path), indexes, close)
    table = steptable.read_index_store(str(tmp_path / metadata.index_file_name("s")))
    found: dict[int, list[tuple[int, int]]] = {}
    for chunk in table.chunks(np.ones(len(table), bool), recorded_only=True):
        columns = chunk.columns
        rows = np.flatnonzero(columns.recorded & chunk.row_alive())
        where = np.cumsum(columns.recorded) - 1
        for step, sample, offset in zip(
            chunk.steps_of(rows).tolist(), columns.sample_index[rows].tolist(), columns.offset[where[rows]].tolist()
        ):
            found.setdefault(step, []).append((sample, offset))
    written = {i.step: [(s.sample_index, s.offset) for s in i.samples if s.length_bytes > 0] for i in indexes}
    assert found == {step: rows for step, rows in written.items() if rows}


def damage_record(path: str, which: int) -> None:
    """Flips a byte in the payload of record ``which`` of a framed file."""
    from tb_verl_plugin.format import records

    data = pathlib.Path(path).read_bytes()
    start, end = list(records.iter_frames(data))[which]
    with open(path, "r+b") as f:
        f.seek((start + end) // 2)
        f.write(bytes([data[(start + end) // 2] ^ 0xFF]))


def test_a_damaged_step_record_is_read_from_its_block_and_a_damaged_block_from_its_records(
    tmp_path, monkeypatch
) -> None:
    monkeypatch.setattr(index_store, "BLOCK_ROWS", 50)
    rng = random.Random(3)
    indexes = [step_index(step, 20, rng) for step in range(12)]  # blocks of 3 steps
    write(str(tmp_path), indexes, close=True)
    index_path = str(tmp_path / metadata.index_file_name("s"))
    damage_record(index_path, 5)  # step 4's record (the session's start is record 0)
    damage_record(str(tmp_path / metadata.block_file_name("s")), 2)  # steps 6-8
    table = steptable.read_index_store(index_path)
    assert table.steps.tolist() == list(range(12))
    assert [table.step(i).index() for i in range(12)] == indexes
    assert table.skipped == 1 and "tb_verl_blocks.s.bin" in table.skip_reason


def test_a_step_whose_record_and_block_are_both_damaged_is_left_out_and_counted(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(index_store, "BLOCK_ROWS", 50)
    rng = random.Random(4)
    indexes = [step_index(step, 20, rng) for step in range(6)]
    write(str(tmp_path), indexes, close=True)
    index_path = str(tmp_path / metadata.index_file_name("s"))
    damage_record(index_path, 2)  # step 1's record
    damage_record(str(tmp_path / metadata.block_file_name("s")), 0)  # steps 0-2
    table = steptable.read_index_store(index_path)
    assert table.steps.tolist() == [0, 2, 3, 4, 5]
    assert table.skipped == 2
    assert os.path.getsize(index_path) > 0


def same_tables(live: steptable.StepTable, whole: steptable.StepTable) -> None:
    """Two reads of a session hold the same steps, rows and places on disk."""
    for name in (
        "steps",
        "wall_times",
        "mean_scores",
        "recorded_step",
        "recorded_sample",
        "prompt_hash",
        "score",
        "offset",
        "length_bytes",
    ):
        np.testing.assert_array_equal(getattr(live, name), getattr(whole, name), err_msg=name)
    for name in ("record_offsets", "record_lengths", "block_of"):
        np.testing.assert_array_equal(getattr(live.stored, name), getattr(whole.stored, name), err_msg=name)
    assert [live.splits[i] for i in range(len(live))] == [whole.splits[i] for i in range(len(whole))]
    assert (live.session_start, live.skipped) == (whole.session_start, whole.skipped)
    assert {k: (s.steps.tolist(), s.values.tolist()) for k, s in live.row_series().items()} == {
        k: (s.steps.tolist(), s.values.tolist()) for k, s in whole.row_series().items()
    }


def test_a_session_read_on_after_each_step_is_the_session_read_whole(tmp_path, monkeypatch) -> None:
    """One reader kept across the writer's appends reads only what each added (steps first from
    their own records, then from the blocks that come to hold them) and ends where a read of the
    whole files ends; a step's rows read from it are the step's."""
    monkeypatch.setattr(index_store, "BLOCK_ROWS", 50)
    rng = random.Random(6)
    indexes = [step_index(step, rng.randrange(0, 30), rng, rng.choice(["train", "val"])) for step in range(40)]
    path = str(tmp_path / metadata.index_file_name("s"))
    store = index_store.IndexStore(str(tmp_path), "s", trace_pb2.SessionStart(step=0, wall_time=1.0))
    live = steptable.Session(path)
    live.read()  # nothing yet but the session's start
    for index in indexes:
        store.append(index)
        table = live.read()
        same_tables(table, steptable.read_index_store(path))
        assert table.step(len(table) - 1).index() == index
    store.close()  # the last block
    same_tables(live.read(), steptable.read_index_store(path))
    assert live.read().stored.block_of.min() == 0  # every step in a block now


def test_a_session_read_on_past_damage_counts_it_once(tmp_path, monkeypatch) -> None:
    """A block damaged before it was read: its steps come from their own records, and the damage
    is counted once however often the session is read on."""
    monkeypatch.setattr(index_store, "BLOCK_ROWS", 50)
    rng = random.Random(7)
    path = str(tmp_path / metadata.index_file_name("s"))
    store = index_store.IndexStore(str(tmp_path), "s", trace_pb2.SessionStart(step=0, wall_time=1.0))
    indexes = [step_index(step, 20, rng) for step in range(12)]  # blocks of 3 steps
    live = steptable.Session(path)
    for step, index in enumerate(indexes):
        store.append(index)
        if step == 8:  # the block of steps 6-8, just written
            damage_record(str(tmp_path / metadata.block_file_name("s")), 2)
        table = live.read()
        same_tables(table, steptable.read_index_store(path))
    assert table.skipped == 1 and table.steps.tolist() == list(range(12))
    assert [table.step(i).index() for i in range(12)] == indexes


def rows_read(table: steptable.StepTable, alive: np.ndarray) -> list[tuple[int, int]]:
    """``(step, sample_index)`` of every row the table's chunks give for the steps ``alive`` marks."""
    found = []
    for chunk in table.chunks(alive):
        rows = np.flatnonzero(chunk.row_alive())
        np.testing.assert_array_equal(chunk.steps_of(rows), chunk.row_steps()[rows])
        found += zip(chunk.row_steps()[rows].tolist(), chunk.columns.sample_index[rows].tolist())
    return sorted(found)


@pytest.mark.parametrize("close", [True, False], ids=["closed", "killed"])
def test_a_run_wide_read_gives_each_asked_steps_rows_once_with_their_step(tmp_path, monkeypatch, close) -> None:
    """What a query over the whole run reads: the rows of the steps asked for, whether a block or
    the step's own record holds them (a killed session's newest steps are in no block), each once."""
    monkeypatch.setattr(index_store, "BLOCK_ROWS", 50)
    rng = random.Random(8)
    indexes = [step_index(step, 20, rng) for step in range(31)]  # blocks of 3 steps, the last step alone
    write(str(tmp_path), indexes, close)
    table = steptable.read_index_store(str(tmp_path / metadata.index_file_name("s")))
    assert (table.stored.block_of >= 0).any() and close == (table.stored.block_of >= 0).all()
    alive = np.array([rng.random() < 0.5 for _ in indexes])
    assert rows_read(table, alive) == sorted(
        (index.step, row.sample_index) for index, asked in zip(indexes, alive) if asked for row in index.samples
    )


def test_the_per_step_series_are_the_steps_rows_reduced() -> None:
    """What the diagnosis reads of the every-row index: a point per step (by its place in the
    table) for each step with rows, its rows' mean and largest length."""
    rng = random.Random(9)
    indexes = [step_index(step, rows, rng) for step, rows in zip(range(10, 16), [4, 0, 7, 1, 30, 5])]
    table = steptable.from_indexes([(i, i.SerializeToString(), i.wall_time, i.split) for i in indexes])
    series = table.row_series()
    with_rows = [n for n, index in enumerate(indexes) if index.samples]
    assert series["length/mean"].steps.tolist() == series["length/max"].steps.tolist() == with_rows
    lengths = [[row.length for row in indexes[n].samples] for n in with_rows]
    np.testing.assert_allclose(series["length/mean"].values, [np.mean(step) for step in lengths])
    np.testing.assert_array_equal(series["length/max"].values, [max(step) for step in lengths])


def test_whole_indexes_read_as_the_index_store_of_the_same_steps(tmp_path) -> None:
    """The steps of schema 1 and 2 (whole indexes from TensorBoard) and those rebuilt from a trace
    store are one table as the index store's are: the same steps, recorded rows, rows and series."""
    rng = random.Random(10)
    indexes = [step_index(step, rng.randrange(1, 30), rng) for step in range(12)]
    write(str(tmp_path), indexes, close=True)
    stored = steptable.read_index_store(str(tmp_path / metadata.index_file_name("s")))
    whole = steptable.from_indexes([(i, i.SerializeToString(), i.wall_time, i.split) for i in indexes])
    for name in ("steps", "wall_times", "mean_scores", "recorded_step", "recorded_sample", "prompt_hash", "offset"):
        np.testing.assert_array_equal(getattr(whole, name), getattr(stored, name), err_msg=name)
    assert [whole.step(i).index() for i in range(len(indexes))] == indexes
    alive = np.ones(len(indexes), bool)
    assert rows_read(whole, alive) == rows_read(stored, alive)
    assert {k: (s.steps.tolist(), s.values.tolist()) for k, s in whole.row_series().items()} == {
        k: (s.steps.tolist(), s.values.tolist()) for k, s in stored.row_series().items()
    }
