"""The capture's settings: verl's Hydra config ``trainer.tb_verl``, then ``TB_VERL_*`` variables."""

from __future__ import annotations

import dataclasses
import os
from typing import Any, Optional, Union, cast

from tb_verl_logger.rows.selection import SelectionPolicy


@dataclasses.dataclass(frozen=True)
class CaptureConfig:
    """What the trainer capture records.

    Attributes:
      every: record traces every N training steps (and at step 1).
      samples: at most this many responses per step (best, worst, median, most uncertain, random,
        one GRPO group: see SelectionPolicy), or ``all``: every response of the batch.
      top_k: top-k alternatives per token (0: none). v1 trainer: computed in the actor's
        old-log-prob forward on traced steps (FSDP engine; see :mod:`tb_verl_logger.verl.topk`).
      enabled: turn trace capture off while keeping the scalars.
      val_samples: validation generations recorded per validation run, as text-level traces of
        split "val" (the same prompts every time: follow them across training); 0 turns it off.
      extra_token: comma-separated names of further per-token batch fields to record (a novelty
        bonus, a reward component), shown like any other field. Numeric per-sample reward extra
        info (v0's ``non_tensor_batch``) is recorded without asking.
      forking_threshold: the entropy (nats) above which a token counts as forking, for the forking
        share and the tab's outline; unset (the default): the 80th percentile of token entropy at
        the run's first step, kept for the run (:mod:`tb_verl_logger.statistics.forking`).
      diagnose: run the diagnosis' detectors as the run is written (scalars ``diagnosis/<detector>``,
        a text summary, one warning on the console per event: :mod:`tb_verl_logger.online_diagnosis`).
      tab_url: where TensorBoard serves the run's logdir, for the evidence links the diagnosis'
        W&B alerts carry (:mod:`tb_verl_logger.verl.wandb_mirror`); the run is named there by its
        directory's name (``tensorboard --logdir`` its parent).
    """

    every: int = 10
    samples: Union[int, str] = 16  # noqa: UP007 (OmegaConf reads typing.Union, not int | str)
    top_k: int = 0
    enabled: bool = True
    val_samples: int = 64
    extra_token: str = ""
    forking_threshold: Optional[float] = None  # noqa: UP045 (OmegaConf reads typing.Optional, not float | None)
    diagnose: bool = True
    tab_url: str = "http://localhost:6006/"

    @classmethod
    def from_sources(cls, config: Any = None, environ: dict[str, str] | None = None) -> CaptureConfig:
        """Defaults, then ``trainer.tb_verl`` of verl's config, then ``TB_VERL_*`` variables. Types
        are checked and converted by OmegaConf (verl's own config library: ``"4"`` is 4,
        ``"false"`` is False); a bad value or an unknown key raises ValueError naming it."""
        from omegaconf import OmegaConf
        from omegaconf.errors import OmegaConfBaseException

        environ = dict(os.environ) if environ is None else environ
        names = [f.name for f in dataclasses.fields(cls)]
        env = {name: environ[f"TB_VERL_{name.upper()}"] for name in names if f"TB_VERL_{name.upper()}" in environ}
        merged = OmegaConf.structured(cls)
        for key, raw in [*_config_section(config).items(), *env.items()]:  # the environment last: it wins
            if key not in names:
                raise ValueError(f"unknown tb_verl setting {key!r} (trainer.tb_verl.{key}): the settings are {names}")
            value = ",".join(map(str, raw)) if isinstance(raw, (list, tuple)) or OmegaConf.is_list(raw) else raw
            try:
                merged = OmegaConf.merge(merged, {key: value})  # one key at a time: an error names it
            except OmegaConfBaseException:
                kind = next(f.type for f in dataclasses.fields(cls) if f.name == key)
                raise ValueError(
                    f"tb_verl setting {key!r} must be {kind}, got {raw!r} (trainer.tb_verl.{key} or "
                    f"TB_VERL_{key.upper()})"
                ) from None
        parsed = cast(CaptureConfig, OmegaConf.to_object(merged))  # the structured config's own class
        samples = str(parsed.samples).strip().lower()
        if samples != "all" and not samples.isdigit():
            raise ValueError(
                f"tb_verl setting 'samples' must be a number of responses or 'all', got {parsed.samples!r} "
                "(trainer.tb_verl.samples or TB_VERL_SAMPLES)"
            )
        parsed = dataclasses.replace(parsed, samples=samples if samples == "all" else int(samples))
        for name in ("every", "samples", "top_k", "val_samples"):
            if name == "samples" and parsed.samples == "all":
                continue
            if getattr(parsed, name) < (1 if name == "every" else 0):
                raise ValueError(f"tb_verl setting {name!r} must be positive, got {getattr(parsed, name)!r}")
        return parsed

    @property
    def extra_token_keys(self) -> list[str]:
        return [k.strip() for k in self.extra_token.split(",") if k.strip()]

    def selection(self) -> SelectionPolicy:
        return SelectionPolicy.all_rows() if self.samples == "all" else SelectionPolicy(max_samples=int(self.samples))

    def due(self, step: int) -> bool:
        return self.enabled and (step == 1 or step % self.every == 0)


def _config_section(config: Any) -> dict[str, Any]:
    try:
        trainer = config["trainer"] if config is not None else None
        section = trainer.get("tb_verl", None) if trainer is not None else None
        return dict(section) if section else {}
    except (KeyError, TypeError, AttributeError):
        return {}
