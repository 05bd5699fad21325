"""The ``tb_verl`` tracking backend verl's ``Tracking`` runs (``trainer.logger='[console,tb_verl]'``):
verl's metric dicts as TensorBoard scalars through one :class:`TraceLogger` per run, the run's
exploration knobs and hparams, and the capture's settings. The trainer captures write through the
running backend's logger (:func:`active_backend`): one writer per run directory."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from typing import Any

from tb_verl_logger.arguments import metric_value
from tb_verl_logger.trace_logger import TraceLogger
from tb_verl_logger.verl import support
from tb_verl_logger.verl.capture.config import CaptureConfig
from tb_verl_logger.verl.patching import forget_reports
from tb_verl_logger.verl.wandb_mirror import WandbMirror
from tb_verl_plugin.format.metadata import KNOB_TAG_PREFIX

BACKEND = "tb_verl"
"""The backend's name in verl's ``trainer.logger``."""

_log = logging.getLogger("tb_verl_logger")
_active: TbVerlTracking | None = None


def active_backend() -> TbVerlTracking | None:
    """The running ``tb_verl`` tracking backend of this process, if any (the trainer capture writes
    through its logger: one writer per run directory)."""
    return _active


class TbVerlTracking:
    """The ``tb_verl`` tracking backend: verl's metric dicts as TensorBoard scalars."""

    def __init__(self, project_name: str, experiment_name: str, config: Any = None, beside_wandb: bool = False) -> None:
        """``beside_wandb``: verl's ``Tracking`` also logs to W&B, which then hears the diagnosis."""
        global _active
        forget_reports()  # a second run in this process hears its own failures
        logdir = os.environ.get("TENSORBOARD_DIR", f"tensorboard_log/{project_name}/{experiment_name}")
        self.capture = CaptureConfig.from_sources(config)
        # The tokenizer is the trainer's: the capture hands it over at the first traced step.
        self.logger = TraceLogger(
            logdir, top_k=self.capture.top_k, selection=self.capture.selection(), diagnose=self.capture.diagnose
        )
        self._skipped: set[str] = set()
        self.knobs = exploration_knobs(config)
        self._hparams: dict[str, Any] | None = verl_hparams(config) or None
        left_out = support.unsupported(config, self.capture)
        for message in left_out:
            _log.warning("tb_verl: %s", message)
        self._unsupported = support.report(left_out)  # for the Text tab, at the run's first step
        self._last_step: int | None = None
        self._wandb = (
            WandbMirror(self.logger, self.capture.tab_url, os.path.basename(self.logger.logdir))
            if beside_wandb
            else None
        )
        _active = self
        _log.info("tb_verl: logging scalars and decision traces to %s", self.logger.logdir)

    def log(self, data: Mapping[str, Any], step: int) -> None:
        self._last_step = step
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
            if self._unsupported is not None:
                self.logger.log_text(support.UNSUPPORTED_TAG, self._unsupported, step)
                self._unsupported = None
            self.logger.log_scalars(numbers, step)
        except ValueError as error:  # a bad step from the caller: report, never stop training
            _log.error("tb_verl: could not log metrics at step %r: %s", step, error)
        self._tell_wandb(step)

    def _tell_wandb(self, step: int) -> None:
        if self._wandb is None:
            return
        try:
            self._wandb.forward(step)
        except Exception as error:  # W&B's own trouble: said once, and W&B hears no more of the diagnosis
            _log.error(
                "tb_verl: could not hand the diagnosis to W&B (%s: %s); W&B goes on without it",
                type(error).__name__,
                error,
            )
            self._wandb = None

    def finish(self) -> None:
        """Before verl's ``Tracking.finish`` closes W&B: the logger's last diagnosis (it runs on
        close) reaches W&B at the last step logged."""
        global _active
        self.logger.close()
        if self._last_step is not None:
            self._tell_wandb(self._last_step)
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
    "actor_rollout_ref.rollout.temperature",
    "actor_rollout_ref.actor.entropy_coeff",
    "algorithm.adv_estimator",
    "actor_rollout_ref.rollout.top_p",
    "actor_rollout_ref.actor.kl_loss_coef",
    "actor_rollout_ref.rollout.top_k",
    "actor_rollout_ref.rollout.n",
    "actor_rollout_ref.rollout.name",
    "actor_rollout_ref.actor.use_kl_loss",
    "actor_rollout_ref.actor.kl_loss_type",
    "algorithm.use_kl_in_reward",
    "algorithm.kl_ctrl.type",
    "algorithm.kl_ctrl.kl_coef",
    "algorithm.gamma",
    "algorithm.lam",
    "actor_rollout_ref.actor.clip_ratio",
    "actor_rollout_ref.actor.clip_ratio_low",
    "actor_rollout_ref.actor.clip_ratio_high",
    "actor_rollout_ref.actor.clip_ratio_c",
    "actor_rollout_ref.actor.loss_agg_mode",
    "actor_rollout_ref.actor.ppo_epochs",
    "actor_rollout_ref.actor.optim.lr",
    "algorithm.rollout_correction.rollout_is",
    "algorithm.rollout_correction.rollout_is_threshold",
    "algorithm.rollout_correction.rollout_rs",
    "algorithm.rollout_correction.rollout_rs_threshold",
    "data.train_batch_size",
    "data.max_response_length",
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
