"""The append-only trace store of a run: one file of TFRecord-framed ``DecisionTrace`` protos.

Why not TensorBoard blob sequences: TensorBoard keeps every retained blob in RAM (the Rust data
server measured 735 MiB for 720 MiB of blobs), and its reservoir drops the rest, so a long run could
show either bounded memory or every step, not both. Here the heavy payloads stay on disk; the
per-step index that TensorBoard does load holds each trace's offset and length, and the plugin
reads one trace with one ``pread``.
"""

from __future__ import annotations

import os

from tb_verl_plugin import metadata
from tb_verl_plugin.records import FOOTER_BYTES, HEADER_BYTES, frame_parts


_IOV_MAX = 1024  # POSIX minimum of buffers per writev


class TraceStore:
    """Appends framed traces to ``<run_dir>/tb_verl_traces.<file_id>.bin``.

    Not thread-safe on purpose: the logger gives it to its single writer thread.
    """

    def __init__(self, run_dir: str, file_id: str) -> None:
        self.name = metadata.trace_file_name(file_id)
        self.path = os.path.join(run_dir, self.name)
        # O_APPEND: every write lands at the end even after a failed or partial one, and the
        # offset of a record is the file size just before its write.
        self._fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def append(self, payloads: list[bytes]) -> list[tuple[int, int]]:
        """Writes the payloads as consecutive records; returns ``(offset, length)`` of each frame."""
        offset = os.fstat(self._fd).st_size
        placed = []
        parts: list[bytes] = []
        for payload in payloads:
            size = HEADER_BYTES + len(payload) + FOOTER_BYTES
            placed.append((offset, size))
            offset += size
            parts.extend(frame_parts(payload))
        self._write_all(parts)
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
