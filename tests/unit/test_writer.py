"""The writer: encoding and I/O failures counted apart, each reported once, training never told."""

from __future__ import annotations

import logging

from tb_verl_logger.files import writer
from tb_verl_logger.files.event_writer import new_file_id


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
