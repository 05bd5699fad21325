"""What verl's rejection sampling took out of training.

verl's rollout correction (``algorithm.rollout_correction.rollout_rs``, e.g. ``token_k1`` or
``seq_max_k2``) rejects the tokens, or whole responses, where the rollout engine and the trainer
disagree too much. It says so only by zeroing them in ``response_mask``: no field is added. Read as
is, that mask would hide exactly the decisions most worth seeing: a rejected response would have no
token left to trace, a rejected token would look like padding, and the whole-batch mismatch
statistics would skip the most mismatched tokens.

Both trainers call ``rollout_corr_helper.compute_rollout_correction_and_add_to_batch`` (v0 imports
it inside ``fit`` at each call, v1's ``trainer_base`` binds it at import). Its wrapper keeps the
mask it was given beside the one it returned; the capture of the same step takes them back with
:func:`take`, records every generated token and marks the rejected ones (per-token field
``rejected``).
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections.abc import Callable
from typing import Any

import torch

from tb_verl_logger.verl.patching import report_once, wrap_once


@dataclasses.dataclass(frozen=True)
class Rejection:
    """One call's masks, ``[B, R]`` bool, rows in the order of the batch verl corrected."""

    generated: torch.Tensor
    """The response mask rejection sampling was given: every token the policy generated."""
    kept: torch.Tensor
    """What it left for training."""


_last: Rejection | None = None
_lock = threading.Lock()


def wrap(original: Callable[..., Any]) -> Callable[..., Any]:
    """``compute_rollout_correction_and_add_to_batch(batch, config)`` that remembers its masks."""

    def compute_rollout_correction_and_add_to_batch(
        batch: Any, rollout_corr_config: Any, *args: Any, **kwargs: Any
    ) -> Any:
        generated = batch.batch["response_mask"].bool()  # a copy: verl may reuse the mask it was given
        result = original(batch, rollout_corr_config, *args, **kwargs)
        global _last
        try:
            kept = result[0].batch["response_mask"].bool()
            # Without rollout_rs verl rejects nothing: no field of zeros in every trace.
            sampling = bool(rollout_corr_config.get("rollout_rs", None))
            with _lock:
                _last = Rejection(generated, kept) if sampling and kept.shape == generated.shape else None
        except Exception as error:  # verl changed what it returns: traces go on without the marks
            report_once(
                "rejection",
                "tb_verl: cannot read verl's rejection sampling (%s: %s); rejected tokens are not marked",
                type(error).__name__,
                error,
            )
        return result

    return compute_rollout_correction_and_add_to_batch


def patch() -> Callable[..., Any]:
    """Wraps the helper module's function (once) and returns the wrapped one, for a module that
    bound the original at import to bind it again."""
    from verl.trainer.ppo import rollout_corr_helper

    wrap_once(rollout_corr_helper, compute_rollout_correction_and_add_to_batch=wrap)
    return rollout_corr_helper.compute_rollout_correction_and_add_to_batch


def take(padded_mask: Callable[[], torch.Tensor]) -> Rejection | None:
    """The rejection that left the step's ``[B, R]`` response mask (``padded_mask()``, padded the
    same way: asked for only when verl rejected something, since padding v1's jagged mask costs a
    whole-batch copy), once; None when verl rejected nothing since the last call, or when the mask
    is not what the last rejection left (another batch, rows in another order: said once): then
    the mask is taken as it is."""
    global _last
    with _lock:
        last, _last = _last, None
    if last is None:
        return None
    response_mask = padded_mask()
    if tuple(last.kept.shape) == tuple(response_mask.shape) and torch.equal(
        last.kept, response_mask.bool().to(last.kept.device)
    ):
        return last
    report_once(
        "rejection_match",
        "tb_verl: the step's response_mask is not the one verl's rejection sampling left "
        "(shape %s, rejection's %s); rejected tokens are not marked",
        tuple(response_mask.shape),
        tuple(last.kept.shape),
        level=logging.WARNING,
    )
    return None
