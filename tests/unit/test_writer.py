"""The writer: encoding and I/O failures counted apart, each reported once, training never told."""

from __future__ import annotations

import logging
import time

from tb_verl_logger.files import writer
from tb_verl_logger.files.event_writer import new_file_id
from tb_verl_logger.online_diagnosis import OnlineDiagnosis


def broken(step: int) -> writer.Scalars:
    """A command whose encoding fails (a bug on the writer's side: a value that is no number)."""
    return writer.Scalars(step, 0.0, {"x": object()})  # type: ignore[dict-item]


def test_an_encoding_bug_is_not_reported_as_a_disk_problem(tmp_path, caplog) -> None:
    w = writer.TraceWriter(str(tmp_path), new_file_id(), max_queue=4, queue_timeout_s=5)
    for step in range(3):
        w.submit(broken(step))
    w.submit(writer.Scalars(3, 0.0, {"x": 1.0}))
    assert w.flush(timeout=10)
    w.close(timeout=10)
    assert (w.encode_errors, w.io_errors, w.dropped) == (3, 0, 0)
    messages = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(messages) == 1 and "could not encode the data of step 0" in messages[0] and "TypeError" in messages[0]
    assert not w.thread.is_alive()


def test_an_unwritable_directory_counts_io_errors(tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    w = writer.TraceWriter(str(blocker / "run"), new_file_id(), max_queue=4, queue_timeout_s=5)
    w.submit(writer.Scalars(0, 0.0, {"x": 1.0}))
    w.flush(timeout=10)
    w.close(timeout=10)
    assert w.io_errors >= 1 and w.encode_errors == 0


def test_a_slow_kind_of_command_waits_only_for_what_is_queued(tmp_path, monkeypatch) -> None:
    """Commands in flight together leave their costs' sum rounded (0.1 + 0.2 - 0.1 - 0.2 is 3e-17):
    once the writer has written everything there is no backlog, and a command of a kind slower
    than the lag bound (a step of 8,192 rows) is queued at once, not after queue_timeout_s."""
    w = writer.TraceWriter(str(tmp_path), new_file_id(), max_queue=8, queue_timeout_s=600)
    waits = []
    with w._progress:  # the writer cannot take either command off the backlog before both are on it
        for cost in (0.1, 0.2):
            w._cost_s[writer.Scalars] = cost
            w.submit(writer.Scalars(0, 0.0, {"x": cost}))
    assert w.flush(timeout=60)
    assert w._backlog_s == 0.0
    monkeypatch.setattr(w._progress, "wait", lambda *a: waits.append(a))  # a wait would be the stall
    w._cost_s[writer.Scalars] = 2 * writer.MAX_LAG_S
    assert w.submit(writer.Scalars(1, 0.0, {"x": 1.0}))
    assert waits == []
    monkeypatch.undo()
    w.close(timeout=60)
    assert (w.dropped, w.encode_errors, w.io_errors) == (0, 0, 0)


def test_the_online_detectors_keep_to_their_budget_per_step(tmp_path, monkeypatch) -> None:
    """Within their budget, the detectors run at new steps whenever the interval has passed (its
    floor, 20 times what a run took, skips some on a loaded machine); past it, only after as many
    steps as their run took budgets, so here once at the first step and once at close."""
    monkeypatch.setattr(writer, "DIAGNOSE_INTERVAL_S", 0.0)
    runs = []
    for budget in (10.0, 1e-9):
        monkeypatch.setattr(writer, "DIAGNOSE_STEP_BUDGET_S", budget)
        w = writer.TraceWriter(
            str(tmp_path / str(budget)), new_file_id(), max_queue=4, queue_timeout_s=5, diagnosis=OnlineDiagnosis()
        )
        for step in range(10):
            w.submit(writer.Scalars(step, 0.0, {"actor/entropy": 1.0, "actor/grad_norm": 1.0}))
            assert w.flush(timeout=5)
            time.sleep(0.3)
        w.close(timeout=5)
        runs.append(w.stats.diagnoses)
    assert runs[0] >= 5 and runs[1] == 2, runs
