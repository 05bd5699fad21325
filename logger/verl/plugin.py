"""verl integration, loaded by verl itself: ``import verl`` imports every ``verl.plugins`` entry
point in every process, and ours points at this module.

What it does, without any edit to verl:
- registers a tracking backend named ``tb_verl`` (:mod:`tb_verl_logger.verl.backend`):
  ``trainer.logger='[console,tb_verl]'`` writes every verl metric as TensorBoard scalars to
  ``$TENSORBOARD_DIR`` (verl's own default ``tensorboard_log/<project>/<experiment>`` otherwise)
  through one :class:`TraceLogger`, and closes it in ``Tracking.finish``. It replaces verl's
  ``tensorboard`` backend when both are asked for: two writers in one run directory make
  TensorBoard drop data.
- captures per-token decision traces from the trainer through the narrowest seam of each version
  (see :mod:`tb_verl_logger.verl.capture`): v0 ``RayPPOTrainer`` after ``compute_advantage``, v1
  ``PPOTrainer._compute_metrics`` (just before TransferQueue is cleared);
- in verl's agent-loop workers, records the tool calls of its ``ToolAgentLoop`` for multi-turn
  traces (see :mod:`tb_verl_logger.verl.tools`).

verl logs a plugin's import failure only at DEBUG, so this module reports its own failures loudly
and never raises: training must run whatever happens here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from tb_verl_logger.verl.backend import BACKEND, TbVerlTracking
from tb_verl_logger.verl.patching import wrap_once

SUPPORTED_VERL = ((0, 9), (0, 10))
"""verl versions this integration was written against: 0.9.x."""

_log = logging.getLogger("tb_verl_logger")


def is_supported(version: str) -> bool:
    """True for the verl versions this integration supports (pre-releases of them included)."""
    from packaging.version import InvalidVersion, Version

    try:
        parsed = Version(version)
    except InvalidVersion:
        return False
    return SUPPORTED_VERL[0] <= parsed.release[:2] < SUPPORTED_VERL[1]


def _patch_tracking(tracking_module: Any) -> None:
    tracking = tracking_module.Tracking
    if BACKEND not in tracking.supported_backend:
        tracking.supported_backend.append(BACKEND)

    def wrap_init(original: Callable[..., Any]) -> Callable[..., Any]:
        def __init__(
            self: Any, project_name: str, experiment_name: str, default_backend: Any = "console", config: Any = None
        ) -> None:
            backends = [default_backend] if isinstance(default_backend, str) else list(default_backend)
            ours = BACKEND in backends
            if ours and "tensorboard" in backends:
                _log.warning("tb_verl: replaces verl's 'tensorboard' backend (one writer per run directory)")
                backends.remove("tensorboard")
            original(self, project_name, experiment_name, [b for b in backends if b != BACKEND], config)
            if ours:
                try:
                    self.logger[BACKEND] = TbVerlTracking(
                        project_name, experiment_name, config, beside_wandb="wandb" in backends
                    )
                except Exception as error:  # never stop training: run without our backend
                    _log.error("tb_verl: could not start the tb_verl backend (%s); training goes on without it", error)

        return __init__

    def wrap_finish(original: Callable[..., Any]) -> Callable[..., Any]:
        def finish(self: Any, *args: Any, **kwargs: Any) -> None:
            ours = getattr(self, "logger", {}).get(BACKEND)
            if ours is not None and not getattr(self, "_finished", False):
                ours.finish()  # first: its last diagnosis goes to W&B before verl closes W&B
            original(self, *args, **kwargs)

        return finish

    wrap_once(tracking, __init__=wrap_init, finish=wrap_finish)


def register() -> bool:
    """Registers the backend and the trainer capture; returns False (and says why) if it cannot."""
    try:
        import verl
        import wrapt

        version = getattr(verl, "__version__", "unknown")
        if not is_supported(version):
            _log.error(
                "tb_verl supports verl 0.9.x, found verl %s: the tb_verl backend and trace capture are "
                "off (pip install 'verl>=0.9,<0.10', or a tb-verl-plugin release for your verl)",
                version,
            )
            return False
        from verl.utils import tracking

        _patch_tracking(tracking)
        from tb_verl_logger.verl import tools, topk, topk_fused, topk_megatron
        from tb_verl_logger.verl.capture import v0, v1

        wrapt.register_post_import_hook(v0.patch_v0, "verl.trainer.ppo.ray_trainer")
        wrapt.register_post_import_hook(v1.patch_v1, "verl.trainer.ppo.v1.trainer_base")
        # In the actor workers: top-k alternatives from the old-log-prob forward, when asked for.
        wrapt.register_post_import_hook(topk.patch_engine, "verl.workers.engine.fsdp.transformer_impl")
        wrapt.register_post_import_hook(topk_megatron.patch_engine, "verl.workers.engine.megatron.transformer_impl")
        # ... and, with fused kernels, from the fused kernel's inputs (torch/liger and triton backends).
        wrapt.register_post_import_hook(topk_fused.patch_torch_backend, "verl.utils.experimental.torch_functional")
        wrapt.register_post_import_hook(topk_fused.patch_triton_backend, "verl.utils.kernel.linear_cross_entropy")
        # In the agent-loop workers: which tool was called with what, for multi-turn traces.
        wrapt.register_post_import_hook(tools.patch_tool_agent_loop, "verl.experimental.agent_loop.tool_agent_loop")
        return True
    except Exception as error:  # verl only logs plugin failures at DEBUG: say it loudly here
        _log.error(
            "tb_verl: could not register with verl (%s: %s); verl runs without tb_verl", type(error).__name__, error
        )
        return False


register()
