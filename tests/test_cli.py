"""``tb-verl``: importing verl's own JSONL dumps (written by verl's ``_write_generations``), and
inspecting a logdir from a terminal."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from support.runs import write_known_run
from support.servers import python_data_provider, reader_source
from tb_verl_logger.commands import cli
from tb_verl_plugin import reader
from tb_verl_plugin.format import codec

INPUTS = ["2+2=", "3*3=", "2+2=", "3*3="]
OUTPUTS = ["4", "9", "5 <img src=x onerror=alert(1)>", "6"]


def write_v0_dumps(dump_dir: str) -> None:
    from verl.trainer.ppo.ray_trainer import RayPPOTrainer

    for step in (1, 2):
        RayPPOTrainer._write_generations(
            INPUTS,
            OUTPUTS,
            ["4", "9", "4", "9"],
            [1.0, 1.0, 0.0, 0.0],
            {"acc": [1.0, 1.0, 0.0, 0.0], "pred": ["4", "9", "5", "6"]},
            dump_dir,
            step,
        )


def write_v1_dumps(dump_dir: str) -> None:
    from verl.trainer.ppo.v1.trainer_base import PPOTrainer

    uids = ["s0_0_0", "s1_0_0", "s0_1_0", "s1_1_0"]
    PPOTrainer._write_generations(INPUTS, OUTPUTS, [None] * 4, [1.0, 1.0, 0.0, 0.0], {"uid": uids}, dump_dir, 10)


def test_import_v0_rollout_dumps_round_trip(tmp_path, capsys) -> None:
    dumps = tmp_path / "rollout_data"
    write_v0_dumps(str(dumps))
    assert cli.main(["import", str(dumps), "--logdir", str(tmp_path / "logs" / "run")]) == 0
    assert "imported 8 responses of 2 steps" in capsys.readouterr().out
    logdir = str(tmp_path / "logs")
    source = reader_source(python_data_provider(logdir), logdir)
    assert reader.run_index(source, "run", "train").steps.tolist() == [1, 2]
    for row in range(4):
        trace = reader.load_trace(source, "run", 2, row, "train")
        assert (trace.prompt_text, trace.response_text) == (INPUTS[row], OUTPUTS[row])
        assert trace.score == [1.0, 1.0, 0.0, 0.0][row]
        assert dict(trace.extra_sample) == {"acc": [1.0, 1.0, 0.0, 0.0][row]}  # "pred" is not a number
        assert codec.unpack_int32(trace.token_ids).size == 0
        assert not codec.stored_token_fields(trace), "per-token fields must be absent"


def test_import_v1_validation_dumps_keeps_groups(tmp_path) -> None:
    dumps = tmp_path / "validation_data"
    write_v1_dumps(str(dumps))
    assert cli.main(["import", str(dumps), "--logdir", str(tmp_path / "logs" / "run")]) == 0
    logdir = str(tmp_path / "logs")
    source = reader_source(python_data_provider(logdir), logdir)
    index = reader.run_index(source, "run", "val").index(10)  # the folder name says validation
    assert [s.group_id for s in index.samples] == ["s0", "s1", "s0", "s1"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["import", "/nonexistent", "--logdir", "x"], "is not a directory"),
        (["ls", "LOGDIR", "--run", "nope"], "no 'train' decision traces"),
        (["show", "LOGDIR", "--run", "alpha", "--step", "2", "--sample", "99"], "sample 99 is not in the step's batch"),
        (["ls", "LOGDIR/typo"], "no logdir"),  # once listed nothing, exit 0
        (["show", "LOGDIR/typo", "--run", "alpha", "--step", "2", "--sample", "0"], "no logdir"),
        (["export", "LOGDIR/typo", "--run", "alpha", "--format", "jsonl", "--out", "x"], "no logdir"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(tmp_path, capsys, args, message) -> None:
    write_known_run(str(tmp_path / "logs"))
    args = [a.replace("LOGDIR", str(tmp_path / "logs")) for a in args]
    assert cli.main(args) == 2
    assert message in capsys.readouterr().err


def test_ls_and_show_print_what_the_dashboard_shows(tmp_path) -> None:
    known = write_known_run(str(tmp_path / "logs"))
    run = [sys.executable, "-m", "tb_verl_logger.commands.cli"]
    runs = subprocess.run([*run, "ls", str(tmp_path / "logs")], capture_output=True, text=True, check=True).stdout
    assert runs.startswith("alpha\tscalars: 4\ttraces: train")
    steps = subprocess.run(
        [*run, "ls", str(tmp_path / "logs"), "--run", "alpha"], capture_output=True, text=True, check=True
    ).stdout
    assert [line.split("\t")[0] for line in steps.splitlines()[1:]] == ["2", "4", "6"]
    shown = subprocess.run(
        [*run, "show", str(tmp_path / "logs"), "--run", "alpha", "--step", "2", "--sample", "0"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    lines = shown.splitlines()
    assert lines[1] == "prompt: the cat"
    assert "'<img src=x onerror=alert(1)>'" in lines[4]  # token 1 of row 0
    assert len(lines) == 3 + int(known.batches[2]["response_mask"][0].sum())


def test_show_prints_the_summary_of_a_row_without_a_trace(tmp_path, capsys) -> None:
    """Every row of a traced step is indexed and a few recorded; the diagnosis cites either kind
    (its ``see:`` lines are ``show`` commands): a row without a trace shows what the tab's table
    shows of it, with the rows that have one, not an error."""
    known = write_known_run(str(tmp_path / "logs"))
    row = next(r for r in range(len(known.batches[2]["responses"])) if r not in known.rows[2])
    assert cli.main(["show", str(tmp_path / "logs"), "--run", "alpha", "--step", "2", "--sample", str(row)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"step 2 sample {row} group ")
    assert f"recorded the traces of samples {sorted(known.rows[2])} at this step" in lines[1]
    summary = dict(line.split("\t") for line in lines[2:])
    assert int(summary["length"]) == int(known.batches[2]["response_mask"][row].sum())
    assert summary["split"] == "train"


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path) -> None:
    """``tb-verl show ... | head``: a pipe whose reader is gone ends the command quietly (exit 1),
    without Python's traceback or its "Exception ignored" at exit."""
    write_known_run(str(tmp_path / "logs"))
    read, write = os.pipe()
    os.close(read)  # gone before anything is written, so every write fails
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tb_verl_logger.commands.cli", "show", str(tmp_path / "logs")]
            + ["--run", "alpha", "--step", "2", "--sample", "0"],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    finally:
        os.close(write)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr


def test_show_tells_an_empty_response_from_a_text_level_trace(tmp_path) -> None:
    import numpy as np

    from tb_verl_logger import TraceLogger

    with TraceLogger(str(tmp_path / "logs" / "run")) as logger:
        logger.log_traces(
            1,
            [
                codec.HostTrace(
                    step=1,
                    sample_index=0,
                    token_ids=np.zeros(0, np.int32),
                    token_fields={"log_prob": np.zeros(0)},
                    prompt_text="p",
                ),
                codec.HostTrace(
                    step=1, sample_index=1, token_ids=np.zeros(0, np.int32), response_text="42", prompt_text="p"
                ),
            ],
        )
    run = [
        sys.executable,
        "-m",
        "tb_verl_logger.commands.cli",
        "show",
        str(tmp_path / "logs"),
        "--run",
        "run",
        "--step",
        "1",
    ]
    empty = subprocess.run([*run, "--sample", "0"], capture_output=True, text=True, check=True).stdout
    text_only = subprocess.run([*run, "--sample", "1"], capture_output=True, text=True, check=True).stdout
    assert empty.splitlines()[-1] == "response: no tokens"
    assert text_only.splitlines()[-1] == "response (text only): 42"


def test_show_marks_the_turns_and_tool_outputs_of_a_multi_turn_response(tmp_path) -> None:
    import numpy as np

    from tb_verl_logger import TraceLogger
    from tb_verl_plugin.format import turns

    mask = np.array([1, 1, 0, 0, 1], dtype=np.uint8)
    call = turns.ToolCall(turn=1, name="calc", arguments='{"a": 3, "b": 4}', output="7")
    with TraceLogger(str(tmp_path / "logs" / "run")) as logger:
        logger.log_traces(
            1,
            [
                codec.HostTrace(
                    step=1,
                    sample_index=0,
                    token_ids=np.arange(5),
                    token_text=["<call>", "</call>", "\n", "7", "7"],
                    response_mask=mask,
                    spans=turns.spans_of(mask, [call]),
                    token_fields={"log_prob": np.zeros(5)},
                )
            ],
        )
    shown = subprocess.run(
        [
            sys.executable,
            "-m",
            "tb_verl_logger.commands.cli",
            "show",
            str(tmp_path / "logs"),
            "--run",
            "run",
            "--step",
            "1",
            "--sample",
            "0",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert shown[2].split("\t")[:4] == ["pos", "token", "id", "by"]
    assert shown[3] == "# turn 1"
    assert shown[6] == '# tool output of turn 1: calc({"a": 3, "b": 4}) -> 7'
    assert [line.split("\t")[3] for line in shown[7:9]] == ["tool", "tool"]
    assert shown[9] == "# turn 2" and shown[10].split("\t")[3] == "policy"
