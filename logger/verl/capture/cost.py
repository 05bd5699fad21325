"""What each step's capture cost, logged beside verl's own timings, and v1's capture running beside
verl's metric reads."""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from tb_verl_logger.verl.capture.config import CaptureConfig
from tb_verl_logger.verl.capture.trainer import active_target
from tb_verl_logger.verl.patching import report_once

T = TypeVar("T")


COST_PREFIX = "tb_verl/timing_s/"


@dataclasses.dataclass
class CaptureCost:
    """What one step's capture cost, logged as scalars beside verl's own ``timing_s/*``:
    ``capture`` is its whole wall time, ``transfer_queue`` (v1) the part spent reading
    TransferQueue, ``wait`` (v1) how long the trainer waited for it (see :func:`run_beside`)."""

    logger: Any
    step: int
    capture_s: float
    transfer_queue_s: float | None = None

    def log(self, wait_s: float | None = None) -> None:
        costs = {"capture": self.capture_s, "transfer_queue": self.transfer_queue_s, "wait": wait_s}
        try:
            self.logger.log_scalars({COST_PREFIX + k: v for k, v in costs.items() if v is not None}, self.step)
        except ValueError as error:  # a closed logger: nothing to report to
            report_once("cost", "tb_verl: could not log the capture's cost (%s)", error)


def timed_capture(seam: str, step: int, capture: Callable[[Any, CaptureConfig], None]) -> CaptureCost | None:
    """Runs one step's ``capture`` (given the running backend's logger and settings) and times it;
    None when tb_verl is off. A failure inside is reported once per ``seam`` ("v0", "v1") and the
    step goes on: capture is best effort, training is not."""
    target = active_target()
    if target is None or not target[1].enabled:
        return None
    logger, settings = target
    started = time.perf_counter()
    try:
        capture(logger, settings)
    except Exception as error:
        report_once(
            seam,
            "tb_verl: trace capture failed (%s: %s); training goes on, traces are skipped",
            type(error).__name__,
            error,
        )
    return CaptureCost(logger, step, time.perf_counter() - started)


def run_beside(work: Callable[[], T], capture: Callable[[], CaptureCost | None]) -> T:
    """Runs ``capture`` on a thread of its own while verl's ``work`` runs, and joins it before
    returning. v1's step data stays in TransferQueue until the trainer's ``kv_clear`` right after
    ``_compute_metrics``, and the capture mostly waits on TransferQueue reads, so it overlaps verl's
    own metric reads instead of adding to the step; what the trainer still waits for is logged."""
    result: list[CaptureCost | None] = []
    thread = threading.Thread(target=lambda: result.append(capture()), name="tb_verl_capture", daemon=True)
    thread.start()
    try:
        return work()
    finally:
        waiting = time.perf_counter()
        thread.join()
        if result and result[0] is not None:
            result[0].log(wait_s=time.perf_counter() - waiting)
