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


def test_a_local_file_read_where_sliced_reads_as_its_bytes(tmp_path) -> None:
    """The index's stores are read by ``pread`` where sliced (``storage.from_offset``): each record
    from its offset, slices past the end cut short as a bytes object's, a last record still being
    written left out, and an empty file holding no record."""
    store = FramedFile(str(tmp_path), "index")
    placed = store.append([b"alpha", b"", b"x" * 100_000])
    store.close()
    with open(store.path, "ab") as f:
        f.write(records.frame_record(b"cut short")[:-3])  # a record the writer has not finished
    data = pathlib.Path(store.path).read_bytes()
    with storage.from_offset(store.path, 0) as (buffer, base):
        assert base == 0 and len(buffer) == len(data)
        assert list(records.iter_frames(buffer)) == list(records.iter_frames(data))
        assert [records.unframe_at(buffer, offset, offset + size) for offset, size in placed] == [
            b"alpha",
            b"",
            b"x" * 100_000,
        ]
        for where in (slice(len(data) - 2, len(data) + 5), slice(len(data) + 1, len(data) + 9), slice(5, 3)):
            assert buffer[where] == data[where]
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    with storage.from_offset(str(empty), 0) as (buffer, _):
        assert len(buffer) == 0 and list(records.iter_frames(buffer)) == []
