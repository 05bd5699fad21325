"""A live run read while it is written: the plugin reads each session's index store and block
store on from where it read them to (``steptable.Session``), so each new step costs what it wrote.
What it lists must be what a whole read of the same files lists, step by step, as blocks come to
hold steps first read from their own records, across a restarted session (newest wins from its
first step) and a new session's files; and a real TensorBoard must serve each new step."""

from __future__ import annotations

import time
from typing import Any

import pytest
from tensorboard.backend.event_processing import data_provider, plugin_event_multiplexer

from support.runs import ListTokenizer, make_batch
from support.servers import reader_source, step_rows, tensorboard_server
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.files import index_store  # its block size, made small here
from tb_verl_plugin import reader
from tb_verl_plugin.format import metadata
from tb_verl_plugin.reader import diagnosis_on_read

PREFIX = f"/data/plugin/{metadata.PLUGIN_NAME}"
QUERIES = ("score>3", "g1", "recorded=1 entropy>0", '"the cat"')
"""Run-wide queries over every row: a column, a group's word, the recorded rows, a phrase."""


def log_step(logger: TraceLogger, step: int, batch: int = 8, seed: int = 0, split: str = "train") -> None:
    b = make_batch(step, batch=batch, seed=seed)
    logger.log_decisions(
        step,
        responses=b["responses"],
        response_mask=b["response_mask"],
        old_log_probs=b["old_log_probs"],
        entropys=b["old_log_probs"].exp(),
        ref_log_prob=b["ref_log_prob"],
        scores=b["scores"] + 10 * seed,
        uid=[f"g{i // 4}" for i in range(batch)],
        prompts=b["prompts"],
        prompt_mask=b["prompt_mask"],
        split=split,
    )


def logger_of(run_dir: str) -> TraceLogger:
    return TraceLogger(
        run_dir, tokenizer=ListTokenizer(), selection=SelectionPolicy(best=1, worst=1, median=0, random=0)
    )


def everything(source: reader.Source, run: str, split: str = "train") -> dict[str, Any]:
    """What the routes answer of a run (its listing, each step's rows, where each trace is, the
    queries, the per-step series the diagnosis reads), as comparable values."""
    listed = reader.run_index(source, run, split)
    return {
        "steps": listed.rows(),
        "skipped": listed.skipped,
        "step": {step: reader.read_step(source, run, step, split) for step in listed.steps.tolist()},
        "locations": {name: [column.tolist() for column in columns] for name, columns in listed.locations().items()},
        "queries": {q: reader.query_rows(source, run, split, q) for q in QUERIES},
        "series": {name: (s.steps.tolist(), s.values.tolist()) for name, s in listed.row_series().items()},
    }


class LiveLogdir:
    """A logdir read as TensorBoard's Python loader reloads it, through one plugin source kept
    between reads (the index read on) and, for comparison, a fresh one each time (read whole)."""

    def __init__(self, logdir: str) -> None:
        self.logdir = logdir
        self._multiplexer = plugin_event_multiplexer.EventMultiplexer(tensor_size_guidance={metadata.PLUGIN_NAME: 0})
        self._multiplexer.AddRunsFromDirectory(logdir)
        self.live = reader_source(data_provider.MultiplexerDataProvider(self._multiplexer, logdir), logdir)

    def reload(self) -> None:
        self._multiplexer.AddRunsFromDirectory(self.logdir)
        self._multiplexer.Reload()

    def whole(self) -> reader.Source:
        return reader_source(data_provider.MultiplexerDataProvider(self._multiplexer, self.logdir), self.logdir)


def test_a_live_run_read_on_lists_what_a_whole_read_lists(tmp_path, monkeypatch) -> None:
    """Step by step, while blocks (of 3 steps here) come to hold the steps read from their own
    records, both splits; then a session restarted at step 6 (its steps replace 6 and on, 9
    included) and its new files."""
    monkeypatch.setattr(index_store, "BLOCK_ROWS", 20)
    run_dir = str(tmp_path / "run")
    logdir = LiveLogdir(str(tmp_path))
    with logger_of(run_dir) as logger:
        for step in range(10):
            log_step(logger, step)
            if step % 4 == 1:
                log_step(logger, step, split="val")
            assert logger.flush(timeout=30)
            logdir.reload()
            live = everything(logdir.live, "run")
            assert [row[0] for row in live["steps"]] == list(range(step + 1))
            assert [s["score"] for s in live["step"][step]["samples"]] == pytest.approx(
                make_batch(step)["scores"].tolist()
            )
            assert live == everything(logdir.whole(), "run")
        assert everything(logdir.live, "run", "val") == everything(logdir.whole(), "run", "val")

    time.sleep(1.1)  # a new session's files are named by the second they were created
    with logger_of(run_dir) as restarted:
        for step in (6, 7, 8):
            log_step(restarted, step, batch=12, seed=1)
            assert restarted.flush(timeout=30)
            logdir.reload()
            live = everything(logdir.live, "run")
            assert [row[0] for row in live["steps"]] == list(range(step + 1))  # 9 and the rest replaced
            assert len(live["step"][step]["samples"]) == 12
            assert live == everything(logdir.whole(), "run")
    assert [len(live["step"][step]["samples"]) for step in range(9)] == [8] * 6 + [12] * 3


def test_the_diagnosis_of_a_live_run_follows_its_new_steps(tmp_path) -> None:
    """The per-step series are summarized once per step and kept: a new step's joins them, and
    the detectors see what a fresh read sees."""
    logdir = LiveLogdir(str(tmp_path))
    with logger_of(str(tmp_path / "run")) as logger:
        for step in range(6):
            log_step(logger, step)
            assert logger.flush(timeout=30)
            logdir.reload()
            live = [e.to_json() for e in diagnosis_on_read.run_events(logdir.live, "run")]
            assert live == [e.to_json() for e in diagnosis_on_read.run_events(logdir.whole(), "run")]
            series = reader.run_index(logdir.live, "run", "train").row_series()
            assert series["length/mean"].steps.tolist() == list(range(step + 1))


def test_tensorboard_serves_each_new_step_of_a_live_run(tmp_path) -> None:
    """A real TensorBoard (Rust data server) lists each step logged while it serves the run, with
    its rows; a restarted session's steps replace the old ones there too."""
    run_dir = str(tmp_path / "run")
    with logger_of(run_dir) as logger:
        log_step(logger, 0)
        assert logger.flush(timeout=30)
        with tensorboard_server(str(tmp_path), "true") as server:
            for step in (1, 2, 3):
                log_step(logger, step)
                assert logger.flush(timeout=30)
                wait_until_listed(server, list(range(step + 1)))
                rows = step_rows(server.get_json(f"{PREFIX}/step?run=run&step={step}"))
                assert [s["score"] for s in rows] == pytest.approx(make_batch(step)["scores"].tolist())
                assert server.get_json(f"{PREFIX}/diagnosis?run=run")["enabled"]
            logger.close()
            time.sleep(1.1)  # a new session's files are named by the second they were created
            with logger_of(run_dir) as restarted:
                log_step(restarted, 2, batch=12, seed=1)
                assert restarted.flush(timeout=30)
                deadline = time.monotonic() + 30
                while len(step_rows(server.get_json(f"{PREFIX}/step?run=run&step=2"))) != 12:
                    assert time.monotonic() < deadline, "the restarted session's step 2 was not served"
                    time.sleep(0.2)
                wait_until_listed(server, [0, 1, 2])  # step 3 replaced by the restart at 2
                rows = step_rows(server.get_json(f"{PREFIX}/step?run=run&step=2"))
                assert [s["score"] for s in rows] == pytest.approx(
                    (make_batch(2, batch=12, seed=1)["scores"] + 10).tolist()
                )


def wait_until_listed(server, steps: list[int]) -> None:
    deadline = time.monotonic() + 30
    while [row[0] for row in server.get_json(f"{PREFIX}/steps?run=run")["steps"]] != steps:
        assert time.monotonic() < deadline, f"tensorboard did not list steps {steps}"
        time.sleep(0.2)
