"""The v1 trainer's capture (default, ``PPOTrainer``): TransferQueue read before ``kv_clear``, the
whole batch's exploration fields every step, the chosen rows' other fields on traced steps."""

from __future__ import annotations

import dataclasses
import functools
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import torch

from tb_verl_logger.arguments import WHOLE_BATCH_STATS
from tb_verl_logger.rows.choice import RANKED_BY, ranking
from tb_verl_logger.rows.row_statistics import index_stats, to_host
from tb_verl_logger.statistics import layout
from tb_verl_logger.verl import rejection_sampling, topk
from tb_verl_logger.verl.backend import active_backend
from tb_verl_logger.verl.batch import REJECTED, SCORE_KEY, rejected_tokens
from tb_verl_logger.verl.capture.config import CaptureConfig
from tb_verl_logger.verl.capture.cost import CaptureCost, run_beside, timed_capture
from tb_verl_logger.verl.capture.trainer import (
    adopt_tokenizer,
    multi_turn,
    present_extra_token_keys,
    response_limit,
    turn_limit,
)
from tb_verl_logger.verl.capture.validation import wrap_val_generations, wrap_validate
from tb_verl_logger.verl.patching import report_once, wrap_once
from tb_verl_logger.verl.tools import CALLS_KEY
from tb_verl_plugin.format import fields
from tb_verl_plugin.format.numbers import is_number


def _as_list(value: Any) -> list[Any]:
    """Non-tensor TransferQueue fields come back as a NonTensorStack or as a plain list-like."""
    return value.tolist() if hasattr(value, "tolist") else list(value)


SEQUENCE_FIELDS = ("responses", "response_mask")
"""The TransferQueue fields of a trace's token sequence (the per-token values come from the field
table, ``tb_verl_plugin.format.fields``, and the prompt from ``prompts``)."""


def patch_v1(module: Any) -> None:
    """Post-import hook of ``verl.trainer.ppo.v1.trainer_base``."""

    def wrap_compute_metrics(original: Callable[..., Any]) -> Callable[..., Any]:
        def _compute_metrics(
            self: Any, batch: Any, metrics: Any, timing_raw: Any, global_steps: int, epoch: Any
        ) -> Any:
            return run_beside(
                lambda: original(self, batch, metrics, timing_raw, global_steps, epoch),
                lambda: capture_v1(self, batch, global_steps, module.tq),
            )

        return _compute_metrics

    def wrap_old_log_prob(original: Callable[..., Any]) -> Callable[..., Any]:
        def _compute_old_log_prob(self: Any, batch: Any, metrics: Any) -> Any:
            ask_for_top_k(self, batch)
            try:
                return original(self, batch, metrics)
            finally:
                # verl keeps updating the same extra_info for the reference policy's forward and the
                # update's: both would pay for alternatives, and the reference's would overwrite the
                # actor's in TransferQueue (a worker's outputs are put there under their names).
                topk.withdraw_top_k(getattr(batch, "extra_info", None))

        return _compute_old_log_prob

    wrap_once(
        module.PPOTrainer,
        _compute_metrics=wrap_compute_metrics,
        _compute_old_log_prob=wrap_old_log_prob,
        _maybe_log_val_generations=wrap_val_generations,
        _validate=wrap_validate,
    )
    # trainer_base bound the helper's function at import: bind the wrapped one instead.
    module.compute_rollout_correction_and_add_to_batch = rejection_sampling.patch()


EXPLORATION_TOKEN_FIELDS = {
    "response_mask": "response_mask",
    "entropys": "entropy",
    "old_log_probs": "old_log_probs",
    "responses": "responses",
    "rollout_log_probs": "rollout_log_probs",
}
"""``log_exploration``'s per-token keywords and the TransferQueue fields they are read from."""
INDEX_TOKEN_KEYS = frozenset(fields.index_batch_keys())
"""The TransferQueue fields of the per-token values the step index reads of every row."""
EXPLORATION_FIELDS = (*EXPLORATION_TOKEN_FIELDS.values(), "uid", "rm_scores")
"""What the whole-batch exploration statistics read from TransferQueue each step (every row):
about 14 bytes per response token, against the traces' fields for a few rows only."""


def _padded(value: Any, pad: float = 0, width: int | None = None) -> Any:
    """A jagged TransferQueue field as a right-padded ``[B, L, ...]`` tensor (plain tensors as they
    are), right-padded further to ``width`` positions when given: fields read for different rows
    pad to different lengths, and a trace's per-token fields must line up."""
    if getattr(value, "is_nested", False):  # jagged, or strided where TransferQueue could not make it jagged
        size = None if width is None else (value.size(0), width, *value.shape[2:])
        tensor = value.to_padded_tensor(pad, output_size=size)
    else:
        tensor = value
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
        report_once(
            "top_k",
            "tb_verl: top-k request failed (%s: %s); traces go on without alternatives",
            type(error).__name__,
            error,
        )


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
            return set(
                self.tq.get_client().kv_retrieve_meta(keys=batch.keys, partition_id=self.partition_id).field_names
            )
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
    common = set.intersection(*(set(info) for info in infos)) - {SCORE_KEY} if infos else set()
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

    cost = timed_capture("v1", step, capture_through_a_queue)
    if cost is not None and queues:
        cost.transfer_queue_s = queues[0].seconds
    return cost


@dataclasses.dataclass
class EveryRow:
    """What the step's first TransferQueue read holds of every row: the exploration fields (and, in
    multi-turn runs, verl's per-row extra fields), each padded to one width once, however many
    statistics and traces read it."""

    keys: list[Any]
    available: set[str]  # what TransferQueue holds for every row of the batch
    read: Any  # the read (a TensorDict of jagged or padded fields)
    width: int
    pad: int  # the tokenizer's pad id, for token ids
    extra_fields: list[dict[str, Any]] | None = None
    rejection: rejection_sampling.Rejection | None = None
    _padded_fields: dict[tuple[str, float | int], Any] = dataclasses.field(default_factory=dict, init=False, repr=False)

    @functools.cached_property
    def fetched(self) -> set[str]:
        return set(self.read.keys())

    def padded(self, name: str, fill: float = 0) -> Any:
        """The field ``name`` of every row as ``[B, width]`` (None when not read)."""
        if (name, fill) not in self._padded_fields:
            self._padded_fields[name, fill] = (
                _padded(self.read[name], fill, self.width) if name in self.fetched else None
            )
        return self._padded_fields[name, fill]

    @property
    def generated(self) -> torch.Tensor:
        """Every generated token, those rejection sampling left out included."""
        return self.padded("response_mask") if self.rejection is None else self.rejection.generated

    @functools.cached_property
    def jagged(self) -> bool:
        """Whether the statistics read the fields as TransferQueue returned them: when they are
        jagged (verl's v1 puts its per-token fields so) and nothing was rejected (the rejection's
        masks are padded). Padding them cost 0.6 s of CPU a step at 8,192 x 4,096, and the
        statistics then read the padding too."""
        token_fields = [key for key in self.fetched if key in {*EXPLORATION_TOKEN_FIELDS.values(), *INDEX_TOKEN_KEYS}]
        return self.rejection is None and all(layout.is_jagged(self.read[key]) for key in token_fields)

    def field(self, name: str, fill: float = 0) -> Any:
        """The field ``name`` of every row as the statistics read it (None when not read): as
        read when :attr:`jagged`, else padded (``fill``); the mask with the rejected tokens."""
        if name == "response_mask":
            return self.read[name] if self.jagged else self.generated
        if name not in self.fetched:
            return None
        return self.read[name] if self.jagged else self.padded(name, fill)

    def chosen(self, name: str, rows: list[int], fill: float = 0) -> torch.Tensor:
        """The field ``name`` of ``rows`` as ``[n, width]``: cut from a jagged read without padding
        the batch's other rows; the mask with the rejected tokens."""
        if name == "response_mask" and self.rejection is not None:
            cut: torch.Tensor = self.rejection.generated[rows]
        elif self.jagged:
            cut = _padded(layout.RowCutter(self.read[name]).padded(rows, fill), fill, self.width)
        else:
            cut = self.padded(name, fill)[rows]
        return cut

    def exploration_fields(self) -> dict[str, Any]:
        """``log_exploration``'s ``[B, R]`` keywords (:meth:`field`)."""
        keys = {argument: key for argument, key in EXPLORATION_TOKEN_FIELDS.items() if key in self.fetched}
        return {argument: self.field(key, self.pad if key == "responses" else 0) for argument, key in keys.items()}

    @functools.cached_property
    def scores(self) -> np.ndarray | None:
        """Each row's score: the sum of its token-level ``rm_scores`` (read jagged, summed as it is)."""
        if "rm_scores" not in self.fetched:
            return None
        rm_scores = self.read["rm_scores"].float()
        totals: np.ndarray = (
            layout.jagged_row_sums(rm_scores) if layout.is_jagged(rm_scores) else rm_scores.sum(dim=-1)
        ).numpy()
        return totals

    @functools.cached_property
    def groups(self) -> list[str] | None:
        return [str(u) for u in _as_list(self.read["uid"])] if "uid" in self.fetched else None

    def tool_calls(self) -> list[Any] | None:
        return None if self.extra_fields is None else [f.get(CALLS_KEY) or [] for f in self.extra_fields]


def _capture_v1(logger: Any, capture: CaptureConfig, trainer: Any, batch: Any, step: int, queue: TimedQueue) -> None:
    """One v1 step: the whole batch's exploration statistics, then the chosen rows' traces. One plan
    of two TransferQueue reads (each costs 10-20 ms whatever its size, measured in the real trainer):
    the first reads what every row needs (:func:`_read_every_row`), the second only what the chosen
    rows still lack (:func:`_read_chosen_rows`), reusing the first read's tensors."""
    every = _read_every_row(queue, batch, trainer)
    logger.log_exploration(
        step,
        **every.exploration_fields(),
        uid=every.groups,
        scores=every.scores,
        tool_calls=every.tool_calls(),
        turn_limit=turn_limit(trainer),
        forking_threshold=capture.forking_threshold,
    )
    if not capture.due(step):
        return
    adopt_tokenizer(logger, trainer)
    # The per-token fields the first read holds for every row, by log_decisions keyword (the field table's).
    every_row = {argument: every.field(key) for argument, key in fields.from_batch(every.fetched).items()}
    if every.rejection is not None:
        every_row[REJECTED] = rejected_tokens(every.rejection.generated, every.rejection.kept)
    by_argument = fields.by_argument()
    # What the choice ranks by; the logger's writer thread reads the rest of the index from every_row.
    stats = to_host(
        index_stats(
            every.field("response_mask"),
            {by_argument[argument].name: t for argument, t in every_row.items()},
            only=RANKED_BY,
        )
    )
    chosen = logger.selection.select(step, len(batch.keys), rewards=every.scores, groups=every.groups, **ranking(stats))
    if not chosen:
        return
    rows = list(chosen)
    logger.log_decisions(
        step,
        **_read_chosen_rows(queue, capture, every, rows),
        sample_indices=rows,
        batch_size=len(batch.keys),
        selected_because=[chosen[r] for r in rows],
        whole_batch=_whole_batch(every, every_row, stats),
        max_response_length=response_limit(trainer),
    )


def _read_every_row(queue: TimedQueue, batch: Any, trainer: Any) -> EveryRow:
    """The first read: every row's exploration fields (and its tool calls in multi-turn runs: a few
    small dicts a row, in verl's extra fields); verl's last rejection sampling taken back."""
    available = queue.fields(batch)
    agent = ["extra_fields"] if multi_turn(trainer) and "extra_fields" in available else []
    # The exploration statistics' fields and the every-row index's (a statistic added to the field
    # table is read here without a change).
    wanted = dict.fromkeys((*EXPLORATION_FIELDS, *fields.index_batch_keys()))
    read = queue.get(batch.keys, [f for f in wanted if f in available] + agent)
    if "response_mask" not in read.keys():
        raise KeyError(f"TransferQueue holds no response_mask for the step's rows (it has {sorted(available)})")
    every = EveryRow(
        keys=batch.keys,
        available=available,
        read=read,
        width=layout.width(read["response_mask"]),
        pad=getattr(getattr(trainer, "tokenizer", None), "pad_token_id", None) or 0,
        extra_fields=_extra_fields(read) if agent else None,
    )
    every.rejection = rejection_sampling.take(lambda: every.padded("response_mask"))
    return every


def _read_chosen_rows(queue: TimedQueue, capture: CaptureConfig, every: EveryRow, rows: list[int]) -> dict[str, Any]:
    """The chosen rows' ``log_decisions`` keywords: what the first read holds, cut to them, and what
    it lacks in one second read of those rows only."""
    available, fetched, width = every.available, every.fetched, every.width
    # The whole-batch read already holds some of the traces' fields for every row: reuse them.
    wanted = {
        **{f: f for f in SEQUENCE_FIELDS},
        **{key: argument for argument, key in fields.from_batch(available).items()},
    }
    tensors: dict[str, Any] = {
        argument: every.chosen(key, rows, every.pad if key == "responses" else 0.0)
        for key, argument in wanted.items()
        if key in fetched
    }
    if every.rejection is not None:
        tensors[REJECTED] = rejected_tokens(every.rejection.generated[rows], every.rejection.kept[rows])
    rest = [key for key in wanted if key not in fetched] + (["prompts"] if "prompts" in available else [])
    extra = present_extra_token_keys(capture, available - set(wanted) - {"prompts"})
    per_sample = [f for f in ("extra_fields", "data_source", "num_turns") if f in available and f not in fetched]
    top_k = _top_k_wanted(capture, available)
    data = queue.get([every.keys[r] for r in rows], rest + extra + per_sample + (TOP_K_FIELDS if top_k else []))
    tensors.update({wanted[key]: _padded(data[key], 0.0, width) for key in rest if key != "prompts"})
    if extra:
        tensors["extra_token"] = {k: _padded(data[k], 0.0, width).float() for k in extra}
    if top_k:
        mask = torch.nested.as_nested_tensor(
            layout.RowCutter(every.read["response_mask"]).rows(rows), layout=torch.jagged
        )
        tensors.update(_top_k(data, mask, width))
    if "prompts" in rest:
        tensors.update(_prompts(data["prompts"], every.pad))
    extra_fields = [every.extra_fields[r] for r in rows] if every.extra_fields is not None else _extra_fields(data)
    return dict(
        **tensors,
        tool_calls=None if extra_fields is None else [f.get(CALLS_KEY) or [] for f in extra_fields],
        num_turns=[int(n) for n in _as_list(data["num_turns"])] if "num_turns" in data.keys() else None,
        scores=None if every.scores is None else every.scores[rows],
        uid=None if every.groups is None else [every.groups[r] for r in rows],
        data_source=[str(d) for d in _as_list(data["data_source"])] if "data_source" in data.keys() else None,
        extra_sample=None if extra_fields is None else _reward_extra_info(extra_fields),
    )


def _top_k_wanted(capture: CaptureConfig, available: set[str]) -> bool:
    """Whether to read the actor's alternatives. TransferQueue fails a whole read when one row lacks
    a field; ``available`` holds the fields every row of the batch has, so alternatives are asked
    for only when the forward made them all (else it is said once)."""
    wanted = capture.top_k > 0 and set(TOP_K_FIELDS) <= available
    if capture.top_k > 0 and not wanted:
        report_once(
            "top_k_fetch",
            "tb_verl: no top-k alternatives from the actor this step (TransferQueue has %s); "
            "they need verl's FSDP engine without fused kernels. Traces go on without them.",
            sorted(available),
        )
    return wanted


def _prompts(prompts: Any, pad: int) -> dict[str, Any]:
    """The chosen rows' prompts, right-padded, and their mask when TransferQueue held them jagged
    (``to_padded_tensor`` pads on the right: the real tokens are the first of each row)."""
    padded = _padded(prompts, pad)
    mask = None
    if getattr(prompts, "is_nested", False):
        lengths = prompts.offsets().diff()
        mask = torch.arange(padded.shape[1])[None, :] < lengths[:, None]
    return {"prompts": padded, "prompt_mask": mask}


def _whole_batch(every: EveryRow, every_row: dict[str, Any], stats: dict[str, np.ndarray]) -> dict[str, Any]:
    """What the first read holds of every row, and the index statistics computed from it to choose
    the rows (not computed again): the step's index lists the rows not recorded by them and by the
    statistics the logger computes from the rest."""
    whole = {
        **every_row,
        "response_mask": every.field("response_mask"),
        "scores": every.scores,
        "uid": every.groups,
        "responses": every.field("responses", every.pad),
        WHOLE_BATCH_STATS: stats,
    }
    if every.extra_fields is not None:
        whole.update(tool_calls=every.tool_calls(), extra_sample=_reward_extra_info(every.extra_fields))
    return {key: value for key, value in whole.items() if value is not None}
