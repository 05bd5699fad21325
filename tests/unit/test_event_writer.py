"""Our event-file writer against TensorBoard's own reader: every event reads back, CRCs included."""

from __future__ import annotations

import os

from tensorboard.backend.event_processing.event_file_loader import EventFileLoader
from tensorboard.compat.proto import event_pb2, summary_pb2

from tb_verl_logger.files.event_writer import EventFileWriter, new_file_id


def test_events_read_back_through_tensorboards_loader(tmp_path) -> None:
    writer = EventFileWriter(str(tmp_path), new_file_id(), suffix=".recovered")
    for step in range(3):
        writer.write_event(
            event_pb2.Event(
                step=step, summary=summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag="x", simple_value=step)])
            )
        )
    writer.close()
    assert "tfevents" in os.path.basename(writer.path) and writer.path.endswith(".tb_verl.recovered")
    events = list(EventFileLoader(writer.path).Load())
    assert events[0].file_version == "brain.Event:2"
    assert [e.step for e in events[1:]] == [0, 1, 2]
