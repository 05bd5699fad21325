"""The append-only trace store: offsets and lengths that read back, framing TensorBoard accepts."""

from __future__ import annotations

import os

from tb_verl_logger.trace_store import TraceStore
from tb_verl_plugin import metadata, records


def test_appended_records_read_back_at_their_offsets(tmp_path) -> None:
    store = TraceStore(str(tmp_path), "1.host.2")
    first = store.append([b"alpha", b""])
    second = store.append([b"x" * 100_000])
    store.close()
    assert os.path.basename(store.path) == metadata.trace_file_name("1.host.2")
    data = open(store.path, "rb").read()
    for payload, (offset, size) in zip([b"alpha", b"", b"x" * 100_000], first + second):
        assert records.unframe_record(data[offset : offset + size]) == payload
    assert [offset for offset, _ in records.iter_frames(data)] == [o for o, _ in first + second]


def test_offsets_stay_right_after_a_torn_write(tmp_path) -> None:
    """A write cut short (a full disk) leaves bytes; later records are placed after them."""
    store = TraceStore(str(tmp_path), "id")
    store.append([b"one"])
    with open(store.path, "ab") as f:
        f.write(b"\x07\x00\x00")  # the head of a record that never finished
    (offset, size), = store.append([b"two"])
    store.close()
    data = open(store.path, "rb").read()
    assert records.unframe_record(data[offset : offset + size]) == b"two"
