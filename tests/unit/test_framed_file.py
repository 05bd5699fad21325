"""The append-only framed file: offsets and lengths that read back, framing TensorBoard accepts."""

from __future__ import annotations

import os
import pathlib

from tb_verl_logger.files.framed_file import FramedFile
from tb_verl_plugin.format import metadata, records, storage


def test_appended_records_read_back_at_their_offsets(tmp_path) -> None:
    store = FramedFile(str(tmp_path), metadata.trace_file_name("1.host.2"))
    first = store.append([b"alpha", b""])
    second = store.append([b"x" * 100_000])
    store.close()
    assert os.path.basename(store.path) == metadata.trace_file_name("1.host.2")
    data = pathlib.Path(store.path).read_bytes()
    for payload, (offset, size) in zip([b"alpha", b"", b"x" * 100_000], first + second):
        assert records.unframe_record(data[offset : offset + size]) == payload
    assert [offset for offset, _ in records.iter_frames(data)] == [o for o, _ in first + second]


def test_records_read_back_from_a_store_read_in_windows(tmp_path, monkeypatch) -> None:
    """A run on object storage is searched through windows of its store (``storage.scan``): each
    record unframes there as from the file itself, one across two windows too."""
    monkeypatch.setattr(storage, "SCAN_CHUNK", 7)
    store = FramedFile(str(tmp_path), "id")
    payloads = [b"alpha", b"x" * 100, b"omega"]
    placed = store.append(payloads)
    store.close()
    windows = storage._RemoteBytes(store.path, os.path.getsize(store.path))
    assert [records.unframe_at(windows, offset, offset + size) for offset, size in placed] == payloads


def test_offsets_stay_right_after_a_torn_write(tmp_path) -> None:
    """A write cut short (a full disk) leaves bytes; later records are placed after them."""
    store = FramedFile(str(tmp_path), "id")
    store.append([b"one"])
    with open(store.path, "ab") as f:
        f.write(b"\x07\x00\x00")  # the head of a record that never finished
    ((offset, size),) = store.append([b"two"])
    store.close()
    data = pathlib.Path(store.path).read_bytes()
    assert records.unframe_record(data[offset : offset + size]) == b"two"


def test_a_write_that_fails_part_way_is_cut_back_off(tmp_path, monkeypatch) -> None:
    """A disk that fills mid-record: the torn bytes go, so a reader walking the file from its start
    still finds every record written before and after."""
    import errno

    store = FramedFile(str(tmp_path), "index")
    store.append([b"one"])
    real_writev = os.writev

    def fill_up(fd: int, views: list) -> int:
        real_writev(fd, [views[0][:5]])  # part of the header reaches the disk, then it is full
        monkeypatch.setattr(os, "writev", real_writev)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "writev", fill_up)
    try:
        store.append([b"lost"])
    except OSError as error:
        assert error.errno == errno.ENOSPC
    else:
        raise AssertionError("the failed write must raise")
    store.append([b"three"])
    store.close()
    data = pathlib.Path(store.path).read_bytes()
    assert [records.unframe_record(data[s:e]) for s, e in records.iter_frames(data)] == [b"one", b"three"]
