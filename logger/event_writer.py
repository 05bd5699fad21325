"""A TensorBoard event-file writer whose record checksums are computed in C.

TensorBoard's TF-free writer (also behind torch's ``SummaryWriter``) computes the CRC32C of every
record in pure Python, about 5 MiB/s: a step of traces would spend most of its time there. The
format is TFRecord: ``u64 length | u32 masked_crc(length) | data | u32 masked_crc(data)``.
"""

from __future__ import annotations

import os
import socket
import struct
import time

import google_crc32c
from tensorboard.compat.proto import event_pb2

_MASK_DELTA = 0xA282EAD8


def masked_crc32c(data: bytes) -> int:
    """TFRecord's masked CRC32C (the mask keeps CRCs of CRCs from colliding)."""
    crc = google_crc32c.value(data)
    return (((crc >> 15) | (crc << 17)) + _MASK_DELTA) & 0xFFFFFFFF


def frame_record(data: bytes) -> bytes:
    """One TFRecord: length, its masked CRC, the payload and its masked CRC."""
    header = struct.pack("<Q", len(data))
    return b"".join(
        (
            header,
            struct.pack("<I", masked_crc32c(header)),
            data,
            struct.pack("<I", masked_crc32c(data)),
        )
    )


class EventFileWriter:
    """Appends events to one new ``events.out.tfevents.*`` file in ``run_dir``.

    Not thread-safe on purpose: the logger gives it to a single background thread.
    """

    def __init__(self, run_dir: str, filename_suffix: str = ".tb_verl") -> None:
        os.makedirs(run_dir, exist_ok=True)
        name = "events.out.tfevents.%010d.%s.%d%s" % (
            int(time.time()),
            socket.gethostname(),
            os.getpid(),
            filename_suffix,
        )
        self.path = os.path.join(run_dir, name)
        self._file = open(self.path, "ab")
        self.write_event(event_pb2.Event(wall_time=time.time(), file_version="brain.Event:2"))
        self.flush()

    def write_event(self, event: event_pb2.Event) -> None:
        self._file.write(frame_record(event.SerializeToString()))

    def flush(self) -> None:
        self._file.flush()

    def close(self) -> None:
        self._file.close()
