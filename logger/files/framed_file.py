"""An append-only file of TFRecord frames: a session's trace store (``DecisionTrace`` protos), index
store and block store (``IndexRecord`` protos) are each one.

Why not TensorBoard blob sequences for the traces: TensorBoard keeps every retained blob in RAM (the
Rust data server measured 735 MiB for 720 MiB of blobs), and its reservoir drops the rest, so a long
run could show either bounded memory or every step, not both. Here the heavy payloads stay on disk;
the index store holds each trace's offset and length, and the plugin reads one trace with one
``pread``. The index itself stays out of TensorBoard's memory too (see ``trace.proto``, schema 3).
"""

from __future__ import annotations

import os

from tb_verl_plugin.format.records import FOOTER_BYTES, HEADER_BYTES, frame_parts

_IOV_MAX = 1024  # POSIX minimum of buffers per writev


class FramedFile:
    """Appends framed records to ``<run_dir>/<name>``.

    A write that fails part-way (a full disk) is cut back off, so the file stays a sequence of whole
    records that a reader can walk from its start. Not thread-safe on purpose: the logger gives it
    to its single writer thread.
    """

    def __init__(self, run_dir: str, name: str) -> None:
        self.name = name
        self.path = os.path.join(run_dir, name)
        # O_APPEND: every write lands at the end even after a failed or partial one, and the
        # offset of a record is the file size just before its write.
        self._fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def append(self, payloads: list[bytes]) -> list[tuple[int, int]]:
        """Writes the payloads as consecutive records; returns ``(offset, length)`` of each frame."""
        start = offset = os.fstat(self._fd).st_size
        placed = []
        parts: list[bytes] = []
        for payload in payloads:
            size = HEADER_BYTES + len(payload) + FOOTER_BYTES
            placed.append((offset, size))
            offset += size
            parts.extend(frame_parts(payload))
        try:
            self._write_all(parts)
        except OSError:
            try:  # a torn record would hide every later one from a reader walking the file
                os.ftruncate(self._fd, start)
            except OSError:
                pass
            raise
        return placed

    def _write_all(self, parts: list[bytes]) -> None:
        # One gathered write (no join copy of the payloads); loop on short writes.
        views = [memoryview(p) for p in parts if p]
        while views:
            written = os.writev(self._fd, views[:_IOV_MAX])
            while views and written >= len(views[0]):
                written -= len(views[0])
                views.pop(0)
            if written:
                views[0] = views[0][written:]

    def close(self) -> None:
        os.close(self._fd)
