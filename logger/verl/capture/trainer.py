"""What the capture reads of the running ``tb_verl`` backend and of verl's trainer: the logger to
write through, its settings, the run's multi-turn limits, the extra fields the batch has."""

from __future__ import annotations

import logging
from typing import Any

from tb_verl_logger.verl.backend import active_backend
from tb_verl_logger.verl.capture.config import CaptureConfig
from tb_verl_logger.verl.patching import report_once


def active_target() -> tuple[Any, CaptureConfig] | None:
    """The active logger and its capture settings, or None (then say once how to enable them)."""
    backend = active_backend()
    if backend is None:
        report_once(  # not an error: tb-verl may be installed in a run that does not want it
            "inactive",
            "tb_verl: trace capture is installed but the tb_verl backend is not running: add it with "
            "trainer.logger='[console,tb_verl]'",
            level=logging.INFO,
        )
        return None
    return backend.logger, backend.capture


def present_extra_token_keys(capture: CaptureConfig, available: set[str]) -> list[str]:
    """The configured ``extra_token`` fields the batch has; the missing ones are reported once."""
    present = [k for k in capture.extra_token_keys if k in available]
    if len(present) < len(capture.extra_token_keys):
        report_once(
            "extra_token",
            "tb_verl: extra_token fields %s are not in the batch; recording without them",
            sorted(set(capture.extra_token_keys) - set(present)),
        )
    return present


def adopt_tokenizer(logger: Any, trainer: Any) -> None:
    """Hands the trainer's tokenizer to a logger that has none: the backend starts before verl
    builds the trainer, so its logger gets the tokenizer at the first traced step."""
    if logger.tokenizer is None:
        logger.tokenizer = getattr(trainer, "tokenizer", None)


def multi_turn(trainer: Any) -> bool:
    """Whether the run's rollout is verl's multi-turn agent loop (``rollout.multi_turn.enable``)."""
    try:
        return bool(trainer.config.actor_rollout_ref.rollout.multi_turn.enable)
    except Exception:
        return False


def response_limit(trainer: Any) -> int | None:
    """verl's length limit of a response (``rollout.response_length``, which defaults to
    ``data.max_response_length``), None when the config does not say."""
    try:
        return int(trainer.config.actor_rollout_ref.rollout.response_length)
    except Exception:
        return None


def turn_limit(trainer: Any) -> int | None:
    """verl's ``rollout.multi_turn.max_assistant_turns`` of a multi-turn run, if set."""
    try:
        limit = trainer.config.actor_rollout_ref.rollout.multi_turn.max_assistant_turns
        return int(limit) if multi_turn(trainer) and limit else None
    except Exception:
        return None
