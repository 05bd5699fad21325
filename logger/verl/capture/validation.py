"""Validation generations as text-level traces of split "val" (both trainers)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tb_verl_logger.verl.capture.trainer import active_target
from tb_verl_logger.verl.patching import report_once


def wrap_val_generations(original: Callable[..., Any]) -> Callable[..., Any]:
    """Both trainers hand ``_maybe_log_val_generations(inputs, outputs, scores)`` every validation
    sample's texts and score: record them as text-level traces before verl's own logging."""

    def _maybe_log_val_generations(self: Any, inputs: Any, outputs: Any, scores: Any) -> Any:
        capture_validation(self, inputs, outputs, scores)
        return original(self, inputs, outputs, scores)

    return _maybe_log_val_generations


def capture_validation(trainer: Any, inputs: Any, outputs: Any, scores: Any) -> None:
    """Records up to ``val_samples`` validation generations (split "val"); never raises."""
    try:
        target = active_target()
        if target is None or not target[1].enabled or target[1].val_samples == 0:
            return
        logger, capture = target
        from tb_verl_plugin import codec

        step = int(getattr(trainer, "global_steps", 0))
        count = min(capture.val_samples, len(inputs))
        records = [
            codec.TraceRecord.of_texts(
                step, i, str(inputs[i]), str(outputs[i]), split="val", reason="validation",
                score=float(scores[i]) if scores is not None and i < len(scores) else None,
            )
            for i in range(count)
        ]
        logger.log_traces(step, records, batch_size=len(inputs), split="val")
    except Exception as error:
        report_once("val", "tb_verl: validation capture failed (%s: %s); training goes on",
                     type(error).__name__, error)
