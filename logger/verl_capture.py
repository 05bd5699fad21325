"""Per-token trace capture from verl's trainers, through the narrowest seam each version has.

- v0 (``trainer.use_v1=false``, ``verl.trainer.ppo.ray_trainer.RayPPOTrainer``): the module-level
  ``compute_advantage`` that ``fit`` calls returns the step's whole ``DataProto`` (responses, masks,
  old/ref log-probs, values, rewards, advantages, returns, ``uid``): we wrap it and hand that batch
  to ``TraceLogger.log_batch``. ``_compute_old_log_prob`` pops ``entropys`` before that point, so
  its wrapper keeps a reference for the capture. ``fit`` is wrapped only to know the trainer (its
  step and tokenizer).
- v1 (default, ``verl.trainer.ppo.v1.trainer_base.PPOTrainer``): the step's data lives in
  TransferQueue until ``kv_clear``; ``_compute_metrics`` runs just before it with the batch's keys.
  Every step we read the whole batch's mask, entropy, log-probs, responses, scores and group ids
  (the exploration statistics need every row); when traces are due we choose rows and fetch only
  the chosen rows' other fields with ``tq.kv_batch_get`` (``sample_indices``: their rows in the batch).

Configuration (table in the README): verl's Hydra config ``+trainer.tb_verl.<key>=...`` or the
environment ``TB_VERL_<KEY>``, the environment winning. Any failure here is reported once and the
step goes on: capture is best effort, training is not.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import os
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any, TypeVar, Union

import numpy as np
import torch

from tb_verl_logger import verl_rejection, verl_topk
from tb_verl_logger.patching import report_once, wrap_once
from tb_verl_logger.rows import index_stats, to_host
from tb_verl_logger.selection import SelectionPolicy
from tb_verl_logger.verl_batch import REJECTED, rejected_tokens, sequence_scores
from tb_verl_logger.verl_tools import CALLS_KEY
from tb_verl_plugin import fields
from tb_verl_plugin.numbers import is_number

T = TypeVar("T")


@dataclasses.dataclass(frozen=True)
class CaptureConfig:
    """What the trainer capture records.

    Attributes:
      every: record traces every N training steps (and at step 1).
      samples: at most this many responses per step (best, worst, median, most uncertain, random,
        one GRPO group: see SelectionPolicy), or ``all``: every response of the batch.
      top_k: top-k alternatives per token (0: none). v1 trainer: computed in the actor's
        old-log-prob forward on traced steps (FSDP engine; see :mod:`tb_verl_logger.verl_topk`).
      enabled: turn trace capture off while keeping the scalars.
      val_samples: validation generations recorded per validation run, as text-level traces of
        split "val" (the same prompts every time: follow them across training); 0 turns it off.
      extra_token: comma-separated names of further per-token batch fields to record (a novelty
        bonus, a reward component), shown like any other field. Numeric per-sample reward extra
        info (v0's ``non_tensor_batch``) is recorded without asking.
    """

    every: int = 10
    samples: Union[int, str] = 16  # noqa: UP007 (OmegaConf reads typing.Union, not int | str)
    top_k: int = 0
    enabled: bool = True
    val_samples: int = 64
    extra_token: str = ""

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
                    f"tb_verl setting {key!r} must be {kind}, got {raw!r} (trainer.tb_verl.{key} or TB_VERL_{key.upper()})"
                ) from None
        parsed: CaptureConfig = OmegaConf.to_object(merged)
        samples = str(parsed.samples).strip().lower()
        if samples != "all" and not samples.isdigit():
            raise ValueError(f"tb_verl setting 'samples' must be a number of responses or 'all', got {parsed.samples!r} "
                             "(trainer.tb_verl.samples or TB_VERL_SAMPLES)")
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


def _target() -> tuple[Any, CaptureConfig] | None:
    """The active logger and its capture settings, or None (then say once how to enable them)."""
    from tb_verl_logger import verl_plugin

    backend = verl_plugin.active_backend()
    if backend is None:
        report_once(  # not an error: tb-verl may be installed in a run that does not want it
            "inactive",
            "tb_verl: trace capture is installed but the tb_verl backend is not running: add it with "
            "trainer.logger='[console,tb_verl]'",
            level=logging.INFO,
        )
        return None
    return backend.logger, backend.capture


# ------------------------------------------------------------------------------- validation


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
        target = _target()
        if target is None or not target[1].enabled or target[1].val_samples == 0:
            return
        logger, capture = target
        from tb_verl_plugin import codec

        step = int(getattr(trainer, "global_steps", 0))
        count = min(capture.val_samples, len(inputs))
        records = [
            codec.TraceRecord(
                step=step, sample_index=i, token_ids=np.zeros(0, dtype=np.int32), split="val",
                selected_because=["validation"], prompt_text=str(inputs[i]), response_text=str(outputs[i]),
                score=float(scores[i]) if scores is not None and i < len(scores) else None,
            )
            for i in range(count)
        ]
        logger.log_traces(step, records, batch_size=len(inputs), split="val")
    except Exception as error:
        report_once("val", "tb_verl: validation capture failed (%s: %s); training goes on",
                     type(error).__name__, error)


# ---------------------------------------------------------------------------------------- v0

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
            with verl_topk.collect_v0_top_k(self, batch, v0_top_k_wanted(self)) as top_k:
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

    if wrap_once(module.RayPPOTrainer, fit=wrap_fit, _compute_old_log_prob=wrap_old_log_prob,
                 _maybe_log_val_generations=wrap_val_generations):
        wrap_once(module, compute_advantage=wrap_compute_advantage)
    verl_rejection.patch()  # fit imports it from the helper module at each call


def present_extra_token_keys(capture: CaptureConfig, available: set[str]) -> list[str]:
    """The configured ``extra_token`` fields the batch has; the missing ones are reported once."""
    present = [k for k in capture.extra_token_keys if k in available]
    if len(present) < len(capture.extra_token_keys):
        report_once("extra_token", "tb_verl: extra_token fields %s are not in the batch; recording without them",
                     sorted(set(capture.extra_token_keys) - set(present)))
    return present


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


def v0_top_k_wanted(trainer: Any) -> int:
    """How many alternatives v0's old-log-prob forward should return this step (0: none)."""
    try:
        target = _target()
        if target is None or not target[1].due(int(getattr(trainer, "global_steps", 0))):
            return 0
        return target[1].top_k
    except Exception:
        return 0


def capture_v0(trainer: Any, data: Any) -> None:
    """Records the step's exploration statistics (every step) and traces (every ``every`` steps)
    from v0's post-advantage ``DataProto``, and what that cost; never raises."""
    target = _target()
    if target is None or not target[1].enabled:
        return
    logger, capture = target
    step = int(getattr(trainer, "global_steps", 0) or 0)
    started = time.perf_counter()
    try:
        _capture_v0(logger, capture, trainer, data, step)
    except Exception as error:
        report_once("v0", "tb_verl: trace capture failed (%s: %s); training goes on, traces are skipped",
                     type(error).__name__, error)
    CaptureCost(logger, step, time.perf_counter() - started).log()


def _capture_v0(logger: Any, capture: CaptureConfig, trainer: Any, data: Any, step: int) -> None:
    batch = data.batch
    entropys = getattr(trainer, "_tb_verl_entropys", None)
    if entropys is not None and tuple(entropys.shape) != tuple(batch["responses"].shape):
        entropys = None
    rejection = verl_rejection.take(batch["response_mask"])
    generated = batch["response_mask"] if rejection is None else rejection.generated
    logger.log_exploration(
        step, response_mask=generated, entropys=entropys,
        old_log_probs=batch["old_log_probs"] if "old_log_probs" in batch.keys() else None,
        responses=batch["responses"], uid=data.non_tensor_batch.get("uid"),
        scores=sequence_scores(batch, generated),
        rollout_log_probs=batch["rollout_log_probs"] if "rollout_log_probs" in batch.keys() else None,
        tool_calls=data.non_tensor_batch.get(CALLS_KEY), turn_limit=turn_limit(trainer),
    )
    if not capture.due(step):
        return
    if logger.tokenizer is None:
        logger.tokenizer = getattr(trainer, "tokenizer", None)
    extra = present_extra_token_keys(capture, set(batch.keys()))
    top_k = getattr(trainer, "_tb_verl_top_k", None) or {}
    logger.log_batch(step, data, entropys=entropys, extra_token_keys=extra, **top_k,
                     generated_mask=None if rejection is None else rejection.generated)


# ---------------------------------------------------------------------------------------- v1


def _as_list(value: Any) -> list[Any]:
    """Non-tensor TransferQueue fields come back as a NonTensorStack or as a plain list-like."""
    return value.tolist() if hasattr(value, "tolist") else list(value)

SEQUENCE_FIELDS = ("responses", "response_mask")
"""The TransferQueue fields of a trace's token sequence (the per-token values come from the field
table, ``tb_verl_plugin.fields``, and the prompt from ``prompts``)."""


def patch_v1(module: Any) -> None:
    """Post-import hook of ``verl.trainer.ppo.v1.trainer_base``."""

    def wrap_compute_metrics(original: Callable[..., Any]) -> Callable[..., Any]:
        def _compute_metrics(self: Any, batch: Any, metrics: Any, timing_raw: Any, global_steps: int, epoch: Any) -> Any:
            return run_beside(
                lambda: original(self, batch, metrics, timing_raw, global_steps, epoch),
                lambda: capture_v1(self, batch, global_steps, module.tq),
            )

        return _compute_metrics

    def wrap_old_log_prob(original: Callable[..., Any]) -> Callable[..., Any]:
        def _compute_old_log_prob(self: Any, batch: Any, metrics: Any) -> Any:
            ask_for_top_k(self, batch)
            return original(self, batch, metrics)

        return _compute_old_log_prob

    wrap_once(module.PPOTrainer, _compute_metrics=wrap_compute_metrics, _compute_old_log_prob=wrap_old_log_prob,
              _maybe_log_val_generations=wrap_val_generations)
    # trainer_base bound the helper's function at import: bind the wrapped one instead.
    module.compute_rollout_correction_and_add_to_batch = verl_rejection.patch()


EXPLORATION_FIELDS = ("response_mask", "entropy", "old_log_probs", "responses", "uid", "rm_scores", "rollout_log_probs")
"""What the whole-batch exploration statistics read from TransferQueue each step (every row):
about 14 bytes per response token, against the traces' fields for a few rows only."""


def _padded(value: Any, pad: float | int = 0, width: int | None = None) -> Any:
    """A jagged TransferQueue field as a right-padded ``[B, L, ...]`` tensor (plain tensors as they
    are), right-padded further to ``width`` positions when given: fields read for different rows
    pad to different lengths, and a trace's per-token fields must line up."""
    tensor = value.to_padded_tensor(pad) if getattr(value, "is_nested", False) else value
    missing = 0 if width is None else width - tensor.shape[1]
    if missing > 0:
        tensor = torch.nn.functional.pad(tensor, [0, 0] * (tensor.ndim - 2) + [0, missing], value=pad)
    return tensor


def ask_for_top_k(trainer: Any, batch: Any) -> None:
    """Before v1's old-log-prob forward: request top-k alternatives from the actor (see
    :mod:`tb_verl_logger.verl_topk`) when this step's traces are due; never raises."""
    try:
        from tb_verl_logger import verl_plugin

        backend = verl_plugin.active_backend()
        extra_info = getattr(batch, "extra_info", None)
        if backend is None or extra_info is None:
            return
        capture = backend.capture
        verl_topk.request_top_k(extra_info, capture.top_k, capture.due(int(getattr(trainer, "global_steps", 0))))
    except Exception as error:
        report_once("top_k", "tb_verl: top-k request failed (%s: %s); traces go on without alternatives",
                     type(error).__name__, error)


class TimedQueue:
    """The TransferQueue reads of one capture, on one batch's partition, timed: their sum is logged
    as ``tb_verl/timing_s/transfer_queue`` beside the capture's whole cost."""

    def __init__(self, tq: Any, batch: Any) -> None:
        self.tq = tq
        self.partition_id = batch.partition_id
        self.seconds = 0.0

    def get(self, keys: list[Any], fields: list[str]) -> Any:
        started = time.perf_counter()
        try:
            return self.tq.kv_batch_get(keys=keys, partition_id=self.partition_id, select_fields=fields)
        finally:
            self.seconds += time.perf_counter() - started

    def fields(self, batch: Any) -> set[str]:
        """The fields TransferQueue holds for the batch's rows. The trainer's ``KVBatchMeta`` does
        not say (``PPOTrainer.step`` builds it from keys and tags only): ask the controller."""
        if batch.fields:
            return set(batch.fields)
        started = time.perf_counter()
        try:
            return set(self.tq.get_client().kv_retrieve_meta(keys=batch.keys, partition_id=self.partition_id).field_names)
        finally:
            self.seconds += time.perf_counter() - started


TOP_K_FIELDS = [verl_topk.IDS_FIELD, verl_topk.LOG_PROBS_FIELD]


def _top_k(data: Any, response_mask: Any, width: int) -> dict[str, Any]:
    """The chosen rows' alternatives as ``[n, width, k]``, cut from what the actor's forward put
    into TransferQueue (verl's ``response_from_nested``); ``response_mask`` is the rows' jagged mask."""
    ids, log_probs = verl_topk.response_top_k(data, response_mask)
    return {"top_k_ids": _padded(ids, 0, width), "top_k_log_probs": _padded(log_probs, 0.0, width)}


def _extra_fields(data: Any) -> list[dict[str, Any]] | None:
    """verl's per-row ``extra_fields`` of a TransferQueue read (None when not read)."""
    if "extra_fields" not in data.keys():
        return None
    return [f if isinstance(f, dict) else {} for f in _as_list(data["extra_fields"])]


def multi_turn(trainer: Any) -> bool:
    """Whether the run's rollout is verl's multi-turn agent loop (``rollout.multi_turn.enable``)."""
    try:
        return bool(trainer.config.actor_rollout_ref.rollout.multi_turn.enable)
    except Exception:
        return False


def turn_limit(trainer: Any) -> int | None:
    """verl's ``rollout.multi_turn.max_assistant_turns`` of a multi-turn run, if set."""
    try:
        limit = trainer.config.actor_rollout_ref.rollout.multi_turn.max_assistant_turns
        return int(limit) if multi_turn(trainer) and limit else None
    except Exception:
        return None


def _reward_extra_info(extra_fields: Any) -> dict[str, list[float]]:
    """The numeric reward extra info (what the reward function returned beside ``score``) of each
    row, from v1's per-row ``extra_fields``; a key is kept when every row has a number for it."""
    infos = [(f.get("reward_extra_info") or {}) if isinstance(f, dict) else {} for f in _as_list(extra_fields)]
    common = set.intersection(*(set(info) for info in infos)) if infos else set()
    return {
        key: [float(info[key]) for info in infos]
        for key in sorted(common)
        if all(is_number(info[key]) for info in infos)
    }


def capture_v1(trainer: Any, batch: Any, step: int, tq: Any) -> CaptureCost | None:
    """Records the step's exploration statistics (every step, all rows) and traces (every ``every``
    steps, chosen rows only) from TransferQueue before ``kv_clear``; returns what that cost (None
    when tb_verl is off); never raises."""
    target = _target()
    if target is None or not target[1].enabled:
        return None
    logger, capture = target
    started = time.perf_counter()
    queue = None
    try:
        queue = TimedQueue(tq, batch)
        _capture_v1(logger, capture, trainer, batch, step, queue)
    except Exception as error:
        report_once("v1", "tb_verl: trace capture failed (%s: %s); training goes on, traces are skipped",
                     type(error).__name__, error)
    return CaptureCost(logger, step, time.perf_counter() - started, None if queue is None else queue.seconds)


def _capture_v1(logger: Any, capture: CaptureConfig, trainer: Any, batch: Any, step: int, queue: TimedQueue) -> None:
    """One v1 step: the whole batch's exploration statistics, then the chosen rows' traces.

    It stays one function because it is one plan of two TransferQueue reads (each costs 10-20 ms
    whatever its size, measured in the real trainer): the first reads what every row needs, the
    second only what the chosen rows still lack, reusing the first read's tensors; split, the
    second half would need most of the first half's locals back as arguments."""
    available = queue.fields(batch)
    pad = getattr(getattr(trainer, "tokenizer", None), "pad_token_id", None) or 0
    limit = turn_limit(trainer)
    # Multi-turn: every row's tool calls too (a few small dicts a row, in verl's extra fields).
    agent = ["extra_fields"] if multi_turn(trainer) and "extra_fields" in available else []
    whole = queue.get(batch.keys, [f for f in EXPLORATION_FIELDS if f in available] + agent)
    fetched = set(whole.keys())
    if "response_mask" not in fetched:
        raise KeyError(f"TransferQueue holds no response_mask for the step's rows (it has {sorted(available)})")
    width = _padded(whole["response_mask"]).shape[1]

    @functools.cache  # each field is padded once, however many statistics and traces read it
    def padded(name: str, fill: float | int = 0) -> Any:
        return _padded(whole[name], fill, width) if name in fetched else None

    rm_scores = padded("rm_scores")
    scores = None if rm_scores is None else rm_scores.float().sum(dim=-1).numpy()
    groups = [str(u) for u in _as_list(whole["uid"])] if "uid" in fetched else None
    every_extra = _extra_fields(whole) if agent else None
    rejection = verl_rejection.take(padded("response_mask"))
    generated = padded("response_mask") if rejection is None else rejection.generated  # every generated token
    logger.log_exploration(
        step, response_mask=generated, entropys=padded("entropy"),
        old_log_probs=padded("old_log_probs"), responses=padded("responses", pad), uid=groups, scores=scores,
        rollout_log_probs=padded("rollout_log_probs"),
        tool_calls=None if every_extra is None else [f.get(CALLS_KEY) or [] for f in every_extra], turn_limit=limit,
    )
    if not capture.due(step):
        return
    if logger.tokenizer is None:
        logger.tokenizer = getattr(trainer, "tokenizer", None)
    # The per-token fields the first read holds for every row, by log_decisions keyword (the field table's).
    every_row = {argument: padded(key) for argument, key in fields.from_batch(fetched).items()}
    by_argument = fields.by_argument()
    stats = to_host(index_stats(generated, {by_argument[argument].name: t for argument, t in every_row.items()}))
    chosen = logger.selection.select(step, len(batch.keys), rewards=scores, groups=groups,
                                     mean_entropy=stats.get("mean_entropy"), max_mismatch=stats.get("max_mismatch"))
    if not chosen:
        return
    rows = list(chosen)
    keys = [batch.keys[r] for r in rows]
    # The whole-batch read already holds some of the traces' fields for every row: reuse them.
    wanted = {**{f: f for f in SEQUENCE_FIELDS}, **{key: argument for argument, key in fields.from_batch(available).items()}}
    tensors = {argument: padded(key, pad if key == "responses" else 0.0)[rows] for key, argument in wanted.items() if key in fetched}
    tensors["response_mask"] = generated[rows]
    if rejection is not None:
        tensors[REJECTED] = rejected_tokens(rejection.generated[rows], rejection.kept[rows])
    rest = [key for key in wanted if key not in fetched] + (["prompts"] if "prompts" in available else [])
    extra = present_extra_token_keys(capture, available - set(wanted) - {"prompts"})
    per_sample = [f for f in ("extra_fields", "data_source", "num_turns") if f in available and f not in fetched]
    # TransferQueue fails a whole read when one row lacks a field; ``available`` holds the fields
    # every row of the batch has, so alternatives are asked for only when the forward made them all.
    top_k = capture.top_k > 0 and set(TOP_K_FIELDS) <= available
    if capture.top_k > 0 and not top_k:
        report_once("top_k_fetch", "tb_verl: no top-k alternatives from the actor this step (TransferQueue has %s); "
                    "they need verl's FSDP engine without fused kernels. Traces go on without them.",
                    sorted(available))
    data = queue.get(keys, rest + extra + per_sample + (TOP_K_FIELDS if top_k else []))
    tensors.update({wanted[key]: _padded(data[key], 0.0, width) for key in rest if key != "prompts"})
    if extra:
        tensors["extra_token"] = {k: _padded(data[k], 0.0, width).float() for k in extra}
    if top_k:
        mask = torch.nested.as_nested_tensor([whole["response_mask"][r] for r in rows], layout=torch.jagged)
        tensors.update(_top_k(data, mask, width))
    prompt_mask = None
    if "prompts" in rest:
        tensors["prompts"] = _padded(data["prompts"], pad)
        if getattr(data["prompts"], "is_nested", False):
            # Padding was added on the right by to_padded_tensor: real tokens are the first lengths.
            lengths = data["prompts"].offsets().diff()
            prompt_mask = torch.arange(tensors["prompts"].shape[1])[None, :] < lengths[:, None]
    extra_fields = [every_extra[r] for r in rows] if every_extra is not None else _extra_fields(data)
    # What the first read holds of every row: the index lists the rows not recorded by it.
    whole_batch = {**every_row, "response_mask": generated, "scores": scores, "uid": groups}
    if rejection is not None:
        whole_batch[REJECTED] = rejected_tokens(rejection.generated, rejection.kept)
    if every_extra is not None:
        whole_batch.update(tool_calls=[f.get(CALLS_KEY) or [] for f in every_extra], extra_sample=_reward_extra_info(every_extra))
    logger.log_decisions(
        step,
        **tensors,
        prompt_mask=prompt_mask,
        tool_calls=None if extra_fields is None else [f.get(CALLS_KEY) or [] for f in extra_fields],
        num_turns=[int(n) for n in _as_list(data["num_turns"])] if "num_turns" in data.keys() else None,
        scores=None if scores is None else scores[rows],
        uid=None if groups is None else [groups[r] for r in rows],
        data_source=[str(d) for d in _as_list(data["data_source"])] if "data_source" in data.keys() else None,
        extra_sample=None if extra_fields is None else _reward_extra_info(extra_fields),
        sample_indices=rows,
        batch_size=len(batch.keys),
        selected_because=[chosen[r] for r in rows],
        whole_batch={key: value for key, value in whole_batch.items() if value is not None},
    )
