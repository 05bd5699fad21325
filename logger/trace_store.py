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
from tb_verl_plugin.records import frame_record


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
        frames = [frame_record(p) for p in payloads]
        offset = os.fstat(self._fd).st_size
        placed = []
        for frame in frames:
            placed.append((offset, len(frame)))
            offset += len(frame)
        view = memoryview(b"".join(frames))
        while view:
            written = os.write(self._fd, view)
            view = view[written:]
        return placed

    def close(self) -> None:
        os.close(self._fd)
