"""A run directory held by one logger: its lock, and what earlier sessions left behind.

One writer per run directory: TensorBoard's Python loader reads a run's event files one after
another, so two files growing at once lose data. The lock is an ``flock`` on ``.tb_verl.lock``
(another process) plus a registry of the directories this process already writes (another logger
in the same process, which ``flock`` would let through). Holding the lock, the logger knows every
earlier session of the run is over, so their unindexed traces (a killed process) can be indexed:
that runs in the background (see :mod:`tb_verl_logger.recovery.index_rebuild`) and stops when the directory is
released.
"""

from __future__ import annotations

import fcntl
import os
import threading
from collections.abc import Callable

from tb_verl_logger.recovery import index_rebuild

LOCK_FILE = ".tb_verl.lock"
_held: set[str] = set()
_held_lock = threading.Lock()


class RunDir:
    """Claims ``path`` on construction; raises ValueError when another writer has it. A directory
    that cannot be created or locked (unwritable) raises OSError: the caller decides to go on."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._fd: int | None = None
        self._recovery: threading.Thread | None = None
        self._cancel_recovery = threading.Event()
        with _held_lock:
            if path in _held:
                raise ValueError(
                    f"a TraceLogger is already writing to {path}: use one logger per run directory "
                    "(two writers in one run make TensorBoard drop data)"
                )
            _held.add(path)
        try:
            os.makedirs(path, exist_ok=True)
            fd = os.open(os.path.join(path, LOCK_FILE), os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            self.release()
            raise
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            self.release()
            raise ValueError(
                f"another process is writing to {path}: use one run directory per writer "
                "(two writers in one run make TensorBoard drop data)"
            ) from None
        self._fd = fd

    def recover_earlier_sessions(self, own_store: str, report: Callable[[Exception], None]) -> None:
        """Indexes, in the background, the traces earlier sessions left without an index (a killed
        run); ``own_store`` is this session's trace store, still being written."""
        if not index_rebuild.trace_stores(self.path):
            return

        def run() -> None:
            try:
                index_rebuild.report(
                    index_rebuild.recover_run(self.path, skip=own_store, cancelled=self._cancel_recovery.is_set)
                )
            except Exception as error:  # a courtesy: never let it touch training
                report(error)

        self._recovery = threading.Thread(target=run, name="tb_verl_recovery", daemon=True)
        self._recovery.start()

    def release(self, timeout: float | None = None) -> None:
        """Lets a recovery in progress finish within ``timeout`` (then stops it before its next
        write and waits for that), and gives the directory up."""
        if self._recovery is not None:
            self._recovery.join(timeout)
            self._cancel_recovery.set()
            self._recovery.join()
            self._recovery = None
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        with _held_lock:
            _held.discard(self.path)
