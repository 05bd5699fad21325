"""The v0 trainer's capture (``trainer.use_v1=false``, ``RayPPOTrainer``): the step's whole
``DataProto`` after ``compute_advantage``, with the entropies ``_compute_old_log_prob`` popped."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from tb_verl_logger.verl import rejection_sampling, topk
from tb_verl_logger.verl.batch import log_batch, sequence_scores
from tb_verl_logger.verl.capture.config import CaptureConfig
from tb_verl_logger.verl.capture.cost import timed_capture
from tb_verl_logger.verl.capture.trainer import active_target, adopt_tokenizer, present_extra_token_keys, turn_limit
from tb_verl_logger.verl.capture.validation import wrap_val_generations, wrap_validate
from tb_verl_logger.verl.patching import wrap_once
from tb_verl_logger.verl.tools import CALLS_KEY

_v0_trainer: weakref.ReferenceType[Any] | None = None


def patch_v0(module: Any) -> None:
    """Post-import hook of ``verl.trainer.ppo.ray_trainer``."""

    def wrap_fit(original: Callable[..., Any]) -> Callable[..., Any]:
        def fit(self: Any, *args: Any, **kwargs: Any) -> Any:
            global _v0_trainer
            _v0_trainer = weakref.ref(self)
            return original(self, *args, **kwargs)

        return fit

    def wrap_old_log_prob(original: Callable[..., Any]) -> Callable[..., Any]:
        def _compute_old_log_prob(self: Any, batch: Any, *args: Any, **kwargs: Any) -> Any:
            with topk.collect_v0_top_k(self, batch, v0_top_k_wanted(self)) as top_k:
                result = original(self, batch, *args, **kwargs)
            output = result[0] if isinstance(result, tuple) else result
            try:
                self._tb_verl_entropys = output.batch["entropys"]
            except Exception:
                self._tb_verl_entropys = None
            self._tb_verl_top_k = top_k
            return result

        return _compute_old_log_prob

    def wrap_compute_advantage(original: Callable[..., Any]) -> Callable[..., Any]:
        def compute_advantage(*args: Any, **kwargs: Any) -> Any:
            data = original(*args, **kwargs)
            trainer = _v0_trainer() if _v0_trainer is not None else None
            if trainer is not None:
                capture_v0(trainer, data)
            return data

        return compute_advantage

    if wrap_once(
        module.RayPPOTrainer,
        fit=wrap_fit,
        _compute_old_log_prob=wrap_old_log_prob,
        _maybe_log_val_generations=wrap_val_generations,
        _validate=wrap_validate,
    ):
        wrap_once(module, compute_advantage=wrap_compute_advantage)
    rejection_sampling.patch()  # fit imports it from the helper module at each call


def v0_top_k_wanted(trainer: Any) -> int:
    """How many alternatives v0's old-log-prob forward should return this step (0: none)."""
    try:
        target = active_target()
        if target is None or not target[1].due(int(getattr(trainer, "global_steps", 0))):
            return 0
        return target[1].top_k
    except Exception:
        return 0


def capture_v0(trainer: Any, data: Any) -> None:
    """Records the step's exploration statistics (every step) and traces (every ``every`` steps)
    from v0's post-advantage ``DataProto``, and what that cost; never raises."""
    step = int(getattr(trainer, "global_steps", 0) or 0)
    cost = timed_capture("v0", step, lambda logger, capture: _capture_v0(logger, capture, trainer, data, step))
    if cost is not None:
        cost.log()


def _capture_v0(logger: Any, capture: CaptureConfig, trainer: Any, data: Any, step: int) -> None:
    batch = data.batch
    entropys = getattr(trainer, "_tb_verl_entropys", None)
    if entropys is not None and tuple(entropys.shape) != tuple(batch["responses"].shape):
        entropys = None
    rejection = rejection_sampling.take(lambda: batch["response_mask"])
    generated = batch["response_mask"] if rejection is None else rejection.generated
    logger.log_exploration(
        step,
        response_mask=generated,
        entropys=entropys,
        old_log_probs=batch["old_log_probs"] if "old_log_probs" in batch.keys() else None,
        responses=batch["responses"],
        uid=data.non_tensor_batch.get("uid"),
        scores=sequence_scores(batch, generated),
        rollout_log_probs=batch["rollout_log_probs"] if "rollout_log_probs" in batch.keys() else None,
        tool_calls=data.non_tensor_batch.get(CALLS_KEY),
        turn_limit=turn_limit(trainer),
        forking_threshold=capture.forking_threshold,
    )
    if not capture.due(step):
        return
    adopt_tokenizer(logger, trainer)
    extra = present_extra_token_keys(capture, set(batch.keys()))
    top_k = getattr(trainer, "_tb_verl_top_k", None) or {}
    log_batch(
        logger,
        step,
        data,
        entropys=entropys,
        extra_token_keys=extra,
        **top_k,
        generated_mask=None if rejection is None else rejection.generated,
    )
