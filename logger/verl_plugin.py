"""verl integration, loaded by verl itself: ``import verl`` imports every ``verl.plugins`` entry
point in every process, and ours points at this module.

What it does, without any edit to verl:
- registers a tracking backend named ``tb_verl``: ``trainer.logger='[console,tb_verl]'`` writes
  every verl metric as TensorBoard scalars to ``$TENSORBOARD_DIR`` (verl's own default
  ``tensorboard_log/<project>/<experiment>`` otherwise) through one :class:`TraceLogger`, and closes
  it in ``Tracking.finish``. It replaces verl's ``tensorboard`` backend when both are asked for: two
  writers in one run directory make TensorBoard drop data.
- captures per-token decision traces from the trainer through the narrowest seam of each version
  (see :mod:`tb_verl_logger.verl_capture`): v0 ``RayPPOTrainer`` after ``compute_advantage``, v1
  ``PPOTrainer._compute_metrics`` (just before TransferQueue is cleared);
- in verl's agent-loop workers, records the tool calls of its ``ToolAgentLoop`` for multi-turn
  traces (see :mod:`tb_verl_logger.verl_tools`).

verl logs a plugin's import failure only at DEBUG, so this module reports its own failures loudly
and never raises: training must run whatever happens here.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tb_verl_logger.patching import wrap_once
from tb_verl_logger.trace_logger import TraceLogger, metric_value
from tb_verl_plugin.metadata import KNOB_TAG_PREFIX

BACKEND = "tb_verl"
SUPPORTED_VERL = ((0, 9), (0, 10))
"""verl versions this integration was written against: 0.9.x."""

_log = logging.getLogger("tb_verl_logger")
_active: TbVerlTracking | None = None


def active_backend() -> TbVerlTracking | None:
    """The running ``tb_verl`` tracking backend of this process, if any (the trainer capture writes
    through its logger: one writer per run directory)."""
    return _active


def is_supported(version: str) -> bool:
    """True for the verl versions this integration supports (pre-releases of them included)."""
    from packaging.version import InvalidVersion, Version

    try:
        parsed = Version(version)
    except InvalidVersion:
        return False
    return SUPPORTED_VERL[0] <= parsed.release[:2] < SUPPORTED_VERL[1]


class TbVerlTracking:
    """The ``tb_verl`` tracking backend: verl's metric dicts as TensorBoard scalars."""

    def __init__(self, project_name: str, experiment_name: str, config: Any = None) -> None:
        global _active
        from tb_verl_logger.verl_capture import CaptureConfig

        logdir = os.environ.get("TENSORBOARD_DIR", f"tensorboard_log/{project_name}/{experiment_name}")
        self.capture = CaptureConfig.from_sources(config)
        # The tokenizer is the trainer's: the capture hands it over at the first traced step.
        self.logger = TraceLogger(logdir, top_k=self.capture.top_k, selection=self.capture.selection())
        self._skipped: set[str] = set()
        self.knobs = exploration_knobs(config)
        self._hparams: dict[str, Any] | None = verl_hparams(config) or None
        _active = self
        _log.info("tb_verl: logging scalars and decision traces to %s", self.logger.logdir)

    def log(self, data: Mapping[str, Any], step: int) -> None:
        numbers = {}
        for key, value in data.items():
            try:
                numbers[key] = metric_value(value, key)
            except ValueError:
                if key not in self._skipped:
                    self._skipped.add(key)
                    _log.warning("tb_verl: metric %r is not a number (%s); not logged", key, type(value).__name__)
        numbers.update(self.knobs)  # constant per run, but beside the curves they explain
        try:
            if self._hparams is not None:  # at the run's first step (a resumed run's too)
                self.logger.log_hparams(self._hparams, step)
                self._hparams = None
            self.logger.log_scalars(numbers, step)
        except ValueError as error:  # a bad step from the caller: report, never stop training
            _log.error("tb_verl: could not log metrics at step %r: %s", step, error)

    def finish(self) -> None:
        global _active
        self.logger.close()
        if _active is self:
            _active = None


KNOBS = {
    f"{KNOB_TAG_PREFIX}entropy_coeff": ("actor_rollout_ref", "actor", "entropy_coeff"),
    f"{KNOB_TAG_PREFIX}temperature": ("actor_rollout_ref", "rollout", "temperature"),
    f"{KNOB_TAG_PREFIX}top_p": ("actor_rollout_ref", "rollout", "top_p"),
    f"{KNOB_TAG_PREFIX}kl_loss_coef": ("actor_rollout_ref", "actor", "kl_loss_coef"),
    f"{KNOB_TAG_PREFIX}kl_ctrl_coef": ("algorithm", "kl_ctrl", "kl_coef"),
}
"""verl config keys that set how much the policy explores, logged as scalars when present."""


def exploration_knobs(config: Any) -> dict[str, float]:
    """The exploration settings the run's config has (missing or non-numeric ones are left out)."""
    knobs = {}
    for name, path in KNOBS.items():
        try:
            knobs[name] = metric_value(config_value(config, path), name)
        except (KeyError, TypeError, AttributeError, IndexError, ValueError):
            continue
    return knobs


def config_value(config: Any, path: Sequence[str]) -> Any:
    """The value at ``path`` of a verl (OmegaConf or dict) config; a lookup error when absent."""
    node = config
    for key in path:
        node = node[key]
    return node

HPARAMS = (
    # First the knobs of exploration: TensorBoard's HParams table shows the first five at first.
    "actor_rollout_ref.rollout.temperature", "actor_rollout_ref.actor.entropy_coeff", "algorithm.adv_estimator",
    "actor_rollout_ref.rollout.top_p", "actor_rollout_ref.actor.kl_loss_coef",
    "actor_rollout_ref.rollout.top_k", "actor_rollout_ref.rollout.n", "actor_rollout_ref.rollout.name",
    "actor_rollout_ref.actor.use_kl_loss", "actor_rollout_ref.actor.kl_loss_type",
    "algorithm.use_kl_in_reward", "algorithm.kl_ctrl.type", "algorithm.kl_ctrl.kl_coef",
    "algorithm.gamma", "algorithm.lam",
    "actor_rollout_ref.actor.clip_ratio", "actor_rollout_ref.actor.clip_ratio_low",
    "actor_rollout_ref.actor.clip_ratio_high", "actor_rollout_ref.actor.clip_ratio_c",
    "actor_rollout_ref.actor.loss_agg_mode", "actor_rollout_ref.actor.ppo_epochs", "actor_rollout_ref.actor.optim.lr",
    "algorithm.rollout_correction.rollout_is", "algorithm.rollout_correction.rollout_is_threshold",
    "algorithm.rollout_correction.rollout_rs", "algorithm.rollout_correction.rollout_rs_threshold",
    "data.train_batch_size", "data.max_response_length",
)
"""The verl settings that shape exploration and learning, written as TensorBoard HParams under
their verl names so its HParams dashboard compares runs by them."""


def verl_hparams(config: Any) -> dict[str, Any]:
    """The ``HPARAMS`` the run's config sets: numbers, booleans and strings as they are, other
    values (lists, thresholds given as structures) as text; unset (null) or absent ones left out."""
    found: dict[str, Any] = {}
    for name in HPARAMS:
        try:
            node = config_value(config, name.split("."))
        except (KeyError, TypeError, AttributeError, IndexError):
            continue
        if node is None:
            continue
        found[name] = node if isinstance(node, (bool, int, float, str)) else str(node)
    return found


def _patch_tracking(tracking_module: Any) -> None:
    tracking = tracking_module.Tracking
    if BACKEND not in tracking.supported_backend:
        tracking.supported_backend.append(BACKEND)

    def wrap_init(original: Callable[..., Any]) -> Callable[..., Any]:
        def __init__(self: Any, project_name: str, experiment_name: str, default_backend: Any = "console", config: Any = None) -> None:
            backends = [default_backend] if isinstance(default_backend, str) else list(default_backend)
            ours = BACKEND in backends
            if ours and "tensorboard" in backends:
                _log.warning("tb_verl: replaces verl's 'tensorboard' backend (one writer per run directory)")
                backends.remove("tensorboard")
            original(self, project_name, experiment_name, [b for b in backends if b != BACKEND], config)
            if ours:
                try:
                    self.logger[BACKEND] = TbVerlTracking(project_name, experiment_name, config)
                except Exception as error:  # never stop training: run without our backend
                    _log.error("tb_verl: could not start the tb_verl backend (%s); training goes on without it", error)

        return __init__

    def wrap_finish(original: Callable[..., Any]) -> Callable[..., Any]:
        def finish(self: Any, *args: Any, **kwargs: Any) -> None:
            already = getattr(self, "_finished", False)
            original(self, *args, **kwargs)
            ours = getattr(self, "logger", {}).get(BACKEND)
            if ours is not None and not already:
                ours.finish()

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
        from tb_verl_logger import verl_capture, verl_tools, verl_topk

        wrapt.register_post_import_hook(verl_capture.patch_v0, "verl.trainer.ppo.ray_trainer")
        wrapt.register_post_import_hook(verl_capture.patch_v1, "verl.trainer.ppo.v1.trainer_base")
        # In the actor workers: top-k alternatives from the old-log-prob forward, when asked for.
        wrapt.register_post_import_hook(verl_topk.patch_engine, "verl.workers.engine.fsdp.transformer_impl")
        # In the agent-loop workers: which tool was called with what, for multi-turn traces.
        wrapt.register_post_import_hook(verl_tools.patch_tool_agent_loop, "verl.experimental.agent_loop.tool_agent_loop")
        return True
    except Exception as error:  # verl only logs plugin failures at DEBUG: say it loudly here
        _log.error("tb_verl: could not register with verl (%s: %s); verl runs without tb_verl", type(error).__name__, error)
        return False


register()
