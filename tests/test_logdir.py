"""The read API and ``tb-verl export``: a run's samples as a DataFrame, a trace as numpy arrays,
the export files read back with pandas; each held equal to what a real TensorBoard server's
``/step`` and ``/trace`` routes answer for the same logdir."""

from __future__ import annotations

import json
import math

import numpy as np
import pandas
import pytest
import torch

from support.runs import ListTokenizer, make_batch, unpack, write_known_run
from support.servers import step_rows, tensorboard_server
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.commands import cli
from tb_verl_plugin.format import metadata
from tb_verl_plugin.reader.logdir import EXTRA, Logdir

API = f"/data/plugin/{metadata.PLUGIN_NAME}"


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """A known run, its logdir read by the API, and the same logdir behind a TensorBoard server."""
    known = write_known_run(str(tmp_path_factory.mktemp("logs")))
    with tensorboard_server(known.logdir, "false") as server:
        yield known, Logdir(known.logdir), server


def http_rows(server, run: str) -> list[dict]:
    """Every sample the ``/step`` route lists, flattened as the API flattens them."""
    rows = []
    for step, _, _ in server.get_json(f"{API}/steps?run={run}")["steps"]:
        for sample in step_rows(server.get_json(f"{API}/step?run={run}&step={step}")):
            extra = sample.pop("extra_sample")
            rows.append({"step": step, **sample, **{EXTRA + name: value for name, value in extra.items()}})
    return rows


def test_samples_are_every_indexed_row_as_the_step_route_lists_it(served) -> None:
    known, logs, server = served
    assert logs.runs() == [known.run]
    rows = logs.sample_rows(known.run)
    assert rows == http_rows(server, known.run)
    frame = logs.samples(known.run)
    assert len(frame) == sum(len(b["responses"]) for b in known.batches.values())  # every row of each batch
    recorded = frame[frame.recorded]
    assert sorted(zip(recorded.step, recorded.sample_index)) == sorted(
        (step, row) for step, rows in known.rows.items() for row in rows
    )
    assert frame.groupby("step").score.mean().to_dict() == pytest.approx(
        {step: float(batch["scores"].mean()) for step, batch in known.batches.items()}
    )


def plain(value):
    """A DataFrame cell as /step's JSON has it: a missing number (NaN, pandas' NA) is None."""
    if value is pandas.NA or (isinstance(value, float) and math.isnan(value)):
        return None
    return value.item() if isinstance(value, np.generic) else value


def test_the_frame_is_built_from_the_index_columns_as_the_step_route_lists_every_row(tmp_path) -> None:
    """``samples()`` reads the index column by column; it must hold what ``sample_rows`` (the
    ``/step`` route's answers, held to a real server above) holds, row for row: reward parts,
    multi-turn counts and tools, rows not recorded, and steps a restarted session logged again."""
    run_dir = str(tmp_path / "turns")
    rng = torch.Generator().manual_seed(5)
    for session, steps in enumerate((range(4), range(2, 6))):  # the second replaces steps 2 and 3
        with TraceLogger(
            run_dir, tokenizer=ListTokenizer(), selection=SelectionPolicy(random=2, max_samples=4)
        ) as logger:
            for step in steps:
                b = make_batch(step, seed=session)
                b["response_mask"][1::2, 2] = 0  # odd rows: a tool's output spliced between two policy turns
                calls = [
                    [
                        {
                            "turn": 1,
                            "name": "calc",
                            "arguments": "{}",
                            "output": "7",
                            "status": "ok" if row % 3 else "error",
                        }
                    ]
                    if row % 2
                    else []
                    for row in range(8)
                ]
                logger.log_decisions(
                    step,
                    responses=b["responses"],
                    response_mask=b["response_mask"],
                    old_log_probs=b["old_log_probs"],
                    rollout_log_probs=b["rollout_log_probs"],
                    scores=b["scores"],
                    uid=[f"g{i // 4}" for i in range(8)],
                    prompts=b["prompts"],
                    prompt_mask=b["prompt_mask"],
                    tool_calls=calls,
                    num_turns=[1 + row % 3 for row in range(8)],
                    extra_sample={"novelty": torch.rand(8, generator=rng)} if step % 2 else None,
                )
    logs = Logdir(str(tmp_path))
    expected = logs.sample_rows("turns")
    frame = logs.samples("turns")
    assert len(frame) == 6 * 8 and frame.step.tolist() == sorted(frame.step.tolist())
    got = [{name: plain(value) for name, value in row.items()} for row in frame.to_dict("records")]
    want = [{name: plain(value) for name, value in row.items()} for row in expected]
    for row in want:  # a reward part a step lacks is a missing number in the frame's column
        row.update({name: None for name in frame.columns if name.startswith(EXTRA) and name not in row})
    assert got == want
    assert frame[f"{EXTRA}novelty"].notna().sum() == 3 * 8
    out = str(tmp_path / "turns.parquet")  # the export of the frame, read back
    assert logs.export("turns", out, "parquet") == len(frame)
    back = pandas.read_parquet(out)
    assert [
        {name: list(value) if isinstance(value, np.ndarray) else plain(value) for name, value in row.items()}
        for row in back.to_dict("records")
    ] == got
    # Rows 3, 5 and 7 of each step have two turns (row 1 ends before its gap): the counts are theirs only.
    assert (
        frame.turns.notna().sum() == 6 * 3
        and frame.tool_failures.sum() > 0
        and (frame.tools.map(len) > 0).sum() >= 6 * 3
    )


def test_a_trace_is_the_trace_routes_arrays(served) -> None:
    known, logs, server = served
    for step, rows in known.rows.items():
        for row in rows:
            got = logs.trace(known.run, step, row)
            served_trace = server.get_json(f"{API}/trace?run={known.run}&step={step}&sample={row}")
            np.testing.assert_array_equal(got.token_ids, unpack(served_trace["token_ids"], "int32"))
            assert got.token_text == served_trace["token_text"]
            assert set(got.fields) == set(served_trace["token_fields"])
            for name, packed in served_trace["token_fields"].items():
                np.testing.assert_array_equal(got.fields[name], unpack(packed, "float16").astype(np.float32))
            k = served_trace["top_k"]["k"]
            np.testing.assert_array_equal(got.top_k_ids.ravel(), unpack(served_trace["top_k"]["token_ids"], "int32"))
            assert got.top_k_log_probs.shape == (len(got.token_ids), k)
            assert (got.score, got.group_id, got.prompt_text) == (
                served_trace["score"],
                served_trace["group_id"],
                served_trace["prompt_text"],
            )
            keep = known.batches[step]["response_mask"][row].bool()
            np.testing.assert_array_equal(got.token_ids, known.batches[step]["responses"][row][keep].numpy())
    unrecorded = next(r for r in range(8) if r not in known.rows[2])
    with pytest.raises(ValueError, match=f"sample {unrecorded} has its summary only"):
        logs.trace(known.run, 2, unrecorded)


@pytest.mark.parametrize("file_format", ["parquet", "jsonl"])
def test_export_writes_every_sample_and_with_tokens_each_recorded_ones_arrays(
    served, tmp_path, capsys, file_format
) -> None:
    known, logs, _ = served
    out = str(tmp_path / f"samples.{file_format}")
    assert (
        cli.main(["export", known.logdir, "--run", known.run, "--format", file_format, "--out", out, "--tokens"]) == 0
    )
    assert f"wrote {len(logs.sample_rows(known.run))} samples" in capsys.readouterr().out
    if file_format == "parquet":
        back = pandas.read_parquet(out)
    else:
        with open(out) as lines:
            back = pandas.DataFrame.from_records([json.loads(line) for line in lines])
    expected = logs.sample_rows(known.run)
    assert len(back) == len(expected)
    for got, want in zip(back.to_dict("records"), expected, strict=True):
        assert (got["step"], got["sample_index"], got["recorded"], got["length"]) == (
            want["step"],
            want["sample_index"],
            want["recorded"],
            want["length"],
        )
        assert got["score"] == pytest.approx(want["score"]) and got["max_mismatch"] == pytest.approx(
            want["max_mismatch"]
        )
        if want["recorded"]:
            trace = logs.trace(known.run, want["step"], want["sample_index"])
            assert list(got["token_ids"]) == trace.token_ids.tolist()
            np.testing.assert_array_equal(np.asarray(got["token.entropy"], np.float32), trace.fields["entropy"])
            advantage = np.asarray([np.nan if v is None else v for v in got["token.advantage"]], np.float32)
            np.testing.assert_array_equal(advantage, trace.fields["advantage"])
        else:
            assert got["token_ids"] is None


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--run", "nope", "--format", "jsonl"], "no 'train' decision traces"),
        (["--run", "alpha", "--format", "jsonl", "--split", "val"], "no 'val' decision traces"),
    ],
)
def test_export_of_a_missing_run_or_split_exits_2_naming_it(served, tmp_path, capsys, args, message) -> None:
    known, _, _ = served
    assert cli.main(["export", known.logdir, *args, "--out", str(tmp_path / "x.jsonl")]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "x.jsonl").exists()
