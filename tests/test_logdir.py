"""The read API and ``tb-verl export``: a run's samples as a DataFrame, a trace as numpy arrays,
the export files read back with pandas; each held equal to what a real TensorBoard server's
``/step`` and ``/trace`` routes answer for the same logdir."""

from __future__ import annotations

import json

import numpy as np
import pandas
import pytest

from support.runs import unpack, write_known_run
from support.servers import tensorboard_server
from tb_verl_logger.commands import cli
from tb_verl_plugin import metadata
from tb_verl_plugin.logdir import EXTRA, Logdir

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
        for sample in server.get_json(f"{API}/step?run={run}&step={step}")["samples"]:
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
        (step, row) for step, rows in known.rows.items() for row in rows)
    assert frame.groupby("step").score.mean().to_dict() == pytest.approx(
        {step: float(batch["scores"].mean()) for step, batch in known.batches.items()})


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
                served_trace["score"], served_trace["group_id"], served_trace["prompt_text"])
            keep = known.batches[step]["response_mask"][row].bool()
            np.testing.assert_array_equal(got.token_ids, known.batches[step]["responses"][row][keep].numpy())
    unrecorded = next(r for r in range(8) if r not in known.rows[2])
    with pytest.raises(ValueError, match=f"sample {unrecorded} has its summary only"):
        logs.trace(known.run, 2, unrecorded)


@pytest.mark.parametrize("file_format", ["parquet", "jsonl"])
def test_export_writes_every_sample_and_with_tokens_each_recorded_ones_arrays(served, tmp_path, capsys, file_format) -> None:
    known, logs, _ = served
    out = str(tmp_path / f"samples.{file_format}")
    assert cli.main(["export", known.logdir, "--run", known.run, "--format", file_format, "--out", out, "--tokens"]) == 0
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
            want["step"], want["sample_index"], want["recorded"], want["length"])
        assert got["score"] == pytest.approx(want["score"]) and got["max_mismatch"] == pytest.approx(want["max_mismatch"])
        if want["recorded"]:
            trace = logs.trace(known.run, want["step"], want["sample_index"])
            assert list(got["token_ids"]) == trace.token_ids.tolist()
            np.testing.assert_array_equal(np.asarray(got["token.entropy"], np.float32), trace.fields["entropy"])
            advantage = np.asarray([np.nan if v is None else v for v in got["token.advantage"]], np.float32)
            np.testing.assert_array_equal(advantage, trace.fields["advantage"])
        else:
            assert got["token_ids"] is None


@pytest.mark.parametrize(("args", "message"), [
    (["--run", "nope", "--format", "jsonl"], "no 'train' decision traces"),
    (["--run", "alpha", "--format", "jsonl", "--split", "val"], "no 'val' decision traces"),
])
def test_export_of_a_missing_run_or_split_exits_2_naming_it(served, tmp_path, capsys, args, message) -> None:
    known, _, _ = served
    assert cli.main(["export", known.logdir, *args, "--out", str(tmp_path / "x.jsonl")]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "x.jsonl").exists()
