"""The v1 trainer's capture (default, ``PPOTrainer``): TransferQueue read before ``kv_clear``, the
whole batch's exploration fields every step, the chosen rows' other fields on traced steps."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import Any

import torch

from tb_verl_logger.rows import index_stats, to_host
from tb_verl_logger.verl import rejection_sampling, topk
from tb_verl_logger.verl.backend import active_backend
from tb_verl_logger.verl.batch import REJECTED, rejected_tokens
from tb_verl_logger.verl.capture.config import CaptureConfig
from tb_verl_logger.verl.capture.cost import CaptureCost, run_beside, timed_capture
from tb_verl_logger.verl.capture.trainer import adopt_tokenizer, multi_turn, present_extra_token_keys, turn_limit
from tb_verl_logger.verl.capture.validation import wrap_val_generations
from tb_verl_logger.verl.patching import report_once, wrap_once
from tb_verl_logger.verl.tools import CALLS_KEY
from tb_verl_plugin import fields
from tb_verl_plugin.numbers import is_number


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
    module.compute_rollout_correction_and_add_to_batch = rejection_sampling.patch()


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
    :mod:`tb_verl_logger.verl.topk`) when this step's traces are due; never raises."""
    try:
        backend = active_backend()
        extra_info = getattr(batch, "extra_info", None)
        if backend is None or extra_info is None:
            return
        capture = backend.capture
        topk.request_top_k(extra_info, capture.top_k, capture.due(int(getattr(trainer, "global_steps", 0))))
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


TOP_K_FIELDS = [topk.IDS_FIELD, topk.LOG_PROBS_FIELD]


def _top_k(data: Any, response_mask: Any, width: int) -> dict[str, Any]:
    """The chosen rows' alternatives as ``[n, width, k]``, cut from what the actor's forward put
    into TransferQueue (verl's ``response_from_nested``); ``response_mask`` is the rows' jagged mask."""
    ids, log_probs = topk.response_top_k(data, response_mask)
    return {"top_k_ids": _padded(ids, 0, width), "top_k_log_probs": _padded(log_probs, 0.0, width)}


def _extra_fields(data: Any) -> list[dict[str, Any]] | None:
    """verl's per-row ``extra_fields`` of a TransferQueue read (None when not read)."""
    if "extra_fields" not in data.keys():
        return None
    return [f if isinstance(f, dict) else {} for f in _as_list(data["extra_fields"])]


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
    queues: list[TimedQueue] = []

    def capture_through_a_queue(logger: Any, capture: CaptureConfig) -> None:
        queues.append(TimedQueue(tq, batch))  # inside: a batch without a partition is a failure to report
        _capture_v1(logger, capture, trainer, batch, step, queues[0])

    done = timed_capture("v1", capture_through_a_queue)
    if done is None:
        return None
    return CaptureCost(done[0], step, done[1], queues[0].seconds if queues else None)


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
    rejection = rejection_sampling.take(padded("response_mask"))
    generated = padded("response_mask") if rejection is None else rejection.generated  # every generated token
    logger.log_exploration(
        step, response_mask=generated, entropys=padded("entropy"),
        old_log_probs=padded("old_log_probs"), responses=padded("responses", pad), uid=groups, scores=scores,
        rollout_log_probs=padded("rollout_log_probs"),
        tool_calls=None if every_extra is None else [f.get(CALLS_KEY) or [] for f in every_extra], turn_limit=limit,
    )
    if not capture.due(step):
        return
    adopt_tokenizer(logger, trainer)
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
