"""The training-side logger: scalars and per-token decision traces into one TensorBoard run dir.

Why it is shaped this way:
- One writer per run directory: TensorBoard's Python loader reads a run's event files one after
  another, so two files growing at once lose data. Scalars and traces share this writer's file.
- The training thread only validates, selects rows, gathers them on the device (where it also
  derives KL in fp32, top-k from logits, and converts to fp16) and copies them to the host in one
  transfer per dtype; packing, tokenizer decoding and I/O happen on a background thread behind a
  bounded queue, so memory stays bounded whatever the step rate.
- Traces go to the run's append-only trace store; TensorBoard's data holds only a small per-step
  index pointing into it (see ``trace_store``).
- Training must never die because logging failed: I/O errors are counted (``io_errors``), reported
  once, and the data of that write is dropped. Misuse of the API (wrong shape, dtype, missing field)
  is a bug in the caller's code and raises ``ValueError`` naming the field, before anything is queued.
"""

from __future__ import annotations

import atexit
import dataclasses
import fcntl
import logging
import os
import queue
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
from tensorboard.compat.proto import event_pb2, summary_pb2

from tb_verl_logger import exploration, recovery
from tb_verl_logger.event_writer import EventFileWriter, new_file_id
from tb_verl_logger.selection import SelectionPolicy
from tb_verl_logger.trace_store import TraceStore
from tb_verl_plugin import codec, metadata, summary, trace_pb2

if TYPE_CHECKING:
    import torch

_log = logging.getLogger("tb_verl_logger")

_LOCK_FILE = ".tb_verl.lock"
MAX_LAG_S = 1.0
"""The writer is never further behind the log calls than this (by its own measured time per
item): past it, the caller waits."""
FLUSH_INTERVAL_S = 0.5
"""Written data reaches the operating system (and survives a killed process) within this."""
_open_run_dirs: set[str] = set()
_open_run_dirs_lock = threading.Lock()


class Tokenizer(Protocol):
    """What the logger needs of a tokenizer (a Hugging Face tokenizer fits)."""

    def decode(self, token_ids: Sequence[int]) -> str: ...


@dataclasses.dataclass
class _DecisionBatch:
    """The chosen rows of one step, on the host, waiting for the writer thread."""

    step: int
    wall_time: float
    split: str
    batch_size: int
    rows: list[int]
    reasons: list[list[str]]
    lengths: np.ndarray  # [n]: tokens up to the last masked-in one
    token_ids: np.ndarray  # [n, R] int32
    mask: np.ndarray  # [n, R] bool
    means: dict[str, np.ndarray]  # index means per row (codec.SUMMARY_MEANS), fp32, NaN if none
    field_names: list[str]  # per-token fields, in the order of ``fields``
    fields: np.ndarray | None  # [F, n, R] float16
    top_k_ids: np.ndarray | None  # [n, R, k] int32
    top_k_log_probs: np.ndarray | None  # [n, R, k] float16
    prompt_ids: np.ndarray | None  # [n, P]
    prompt_mask: np.ndarray | None  # [n, P] bool
    scores: np.ndarray | None
    groups: list[str] | None
    data_sources: list[str] | None
    prompt_texts: list[str] | None
    extra_sample: dict[str, np.ndarray]


@dataclasses.dataclass
class WriterStats:
    """What the writer thread did: the real cost of encoding and writing, measured where it runs."""

    steps: int = 0
    traces: int = 0
    trace_bytes: int = 0
    encode_write_seconds: float = 0.0


class TraceLogger:
    """Writes verl-style training data to ``logdir`` for TensorBoard and the tb_verl tab.

    Use as a context manager, or call :meth:`close` at the end (an ``atexit`` hook also closes it).

    Args:
      logdir: the run directory (one per run; TensorBoard's ``--logdir`` is its parent).
      tokenizer: decodes token ids to text for the dashboard; without one, ids are shown.
      selection: which responses get a trace each step.
      top_k: alternatives recorded per position when ``logits`` are passed (0 disables).
      max_queue: steps waiting for the writer before the caller waits (bounds memory).
      queue_timeout_s: how long the caller waits for the writer (room in the queue, or the writer
        catching up to within ``MAX_LAG_S``) before the step's data is dropped (counted in
        ``dropped``), so a stalled disk cannot stall training for ever.

    Crash safety: the writer flushes at least every ``FLUSH_INTERVAL_S`` and never falls more than
    ``MAX_LAG_S`` behind the log calls (the caller waits instead), so whatever was logged more than
    ``MAX_LAG_S + FLUSH_INTERVAL_S`` before a ``kill -9`` is on disk and indexed. Each logger starts
    its event file with a ``SessionLog.START`` at its first step: a run restarted in the same
    directory replaces the steps it logs again (newest wins) with both of TensorBoard's loaders.
    """

    def __init__(
        self,
        logdir: str | os.PathLike[str],
        *,
        tokenizer: Tokenizer | None = None,
        selection: SelectionPolicy | None = None,
        top_k: int = 5,
        max_queue: int = 16,
        queue_timeout_s: float = 60.0,
    ) -> None:
        if top_k < 0:
            raise ValueError(f"top_k must be >= 0, got {top_k}")
        if max_queue < 1:
            raise ValueError(f"max_queue must be >= 1, got {max_queue}")
        self.logdir = os.path.abspath(os.fspath(logdir))
        self.tokenizer = tokenizer
        self.selection = selection or SelectionPolicy()
        self.top_k = top_k
        self.queue_timeout_s = queue_timeout_s
        self.io_errors = 0
        """Writes that failed (disk full, permission...); their data is lost, training goes on."""
        self.encode_errors = 0
        """Steps the writer could not encode (a bug, reported once with its cause); training goes on."""
        self.stats = WriterStats()
        """Counters of the writer thread (steps, traces, bytes, seconds spent encoding + writing)."""
        self._reported: set[str] = set()
        self._dropped_steps: set[int] = set()
        self._tags_with_metadata: set[str] = set()
        self._file_id = new_file_id()
        self._store: TraceStore | None = None
        self._session_started = False
        self._queue: queue.Queue[tuple[str, Any, float]] = queue.Queue(maxsize=max_queue)
        # The lag bound works on the writer's time, not the queue's length: how long the writer
        # took for each kind of item (scalars, traces...), and the sum of that over what is queued
        # or being written. A burst of cheap log calls can otherwise queue minutes of writing.
        self._cost_s: dict[str, float] = {}
        self._backlog_s = 0.0
        self._progress = threading.Condition()
        self._stopping = threading.Event()
        self._abandon = threading.Event()
        self._closed = False
        self._lock_fd: int | None = None
        self._claim_run_dir()
        self._writer: EventFileWriter | None = None
        self._open_writer()
        self._thread = threading.Thread(target=self._run, name="tb_verl_writer", daemon=True)
        self._thread.start()
        self._recovery: threading.Thread | None = None
        self._abandon_recovery = threading.Event()
        if self._lock_fd is not None and recovery.trace_stores(self.logdir):
            # An earlier session of this run may have been killed before indexing its last
            # traces: index them (in the background: a long run's event files take a while).
            self._recovery = threading.Thread(target=self._recover_earlier_sessions, name="tb_verl_recovery", daemon=True)
            self._recovery.start()
        atexit.register(_close_at_exit, weakref.ref(self))

    # ----------------------------------------------------------------- public API

    def log_scalars(self, metrics: Mapping[str, Any], step: int) -> None:
        """Logs ``{tag: number}`` as standard TensorBoard scalars at ``step``.

        Values may be Python numbers, numpy scalars or one-element tensors; anything else raises
        ``ValueError`` naming the key (NaN and inf are kept: they are what a blow-up looks like).
        """
        step = _check_step(step)
        values: dict[str, float] = {}
        for tag, value in metrics.items():
            if not isinstance(tag, str) or not tag:
                raise ValueError(f"metric names must be non-empty strings, got {tag!r}")
            values[tag] = metric_value(value, tag)
        self._enqueue(("scalars", (step, time.time(), values)))

    def log_decisions(
        self,
        step: int,
        *,
        responses: torch.Tensor,
        response_mask: torch.Tensor,
        old_log_probs: torch.Tensor | None = None,
        entropys: torch.Tensor | None = None,
        ref_log_prob: torch.Tensor | None = None,
        values: torch.Tensor | None = None,
        token_level_rewards: torch.Tensor | None = None,
        advantages: torch.Tensor | None = None,
        returns: torch.Tensor | None = None,
        logits: torch.Tensor | None = None,
        top_k_ids: torch.Tensor | None = None,
        top_k_log_probs: torch.Tensor | None = None,
        scores: torch.Tensor | Sequence[float] | None = None,
        uid: Sequence[Any] | None = None,
        data_source: Sequence[str] | None = None,
        prompts: torch.Tensor | None = None,
        prompt_mask: torch.Tensor | None = None,
        prompt_text: Sequence[str] | None = None,
        extra_token: Mapping[str, torch.Tensor] | None = None,
        extra_sample: Mapping[str, torch.Tensor | Sequence[float]] | None = None,
        split: str = "train",
        sample_indices: Sequence[int] | None = None,
        batch_size: int | None = None,
        selected_because: Sequence[Sequence[str]] | None = None,
    ) -> list[int]:
        """Records decision traces of a few responses of a ``[B, R]`` batch (verl's field names).

        Per-token tensors are ``[B, R]`` aligned with ``responses`` and masked by
        ``response_mask``; ``logits`` is ``[B, R, V]`` (top-k and, when ``entropys`` is absent,
        entropy are computed from it for the chosen rows only, on its device). Where the logits
        never reach the trainer (verl computes log-probs inside its workers), pass top-k already
        computed as ``top_k_ids`` / ``top_k_log_probs`` ``[B, R, k]``. ``scores`` is the
        sample reward ``[B]``; without it, the sum of ``token_level_rewards`` is used to rank rows.
        ``uid`` holds GRPO group ids; ``prompts`` ``[B, P]`` with ``prompt_mask`` (1 = real token).

        When the rows were already chosen from a larger batch (fetching only those is cheaper, as
        with verl's TransferQueue), pass their rows in that batch as ``sample_indices`` and its size
        as ``batch_size`` (and why each was chosen as ``selected_because``): every row given is then
        recorded, under those indices.

        Returns the batch rows that were recorded. Raises ``ValueError`` naming a bad field.
        """
        import torch

        step = _check_step(step)
        if not isinstance(responses, torch.Tensor) or responses.ndim != 2:
            raise ValueError("'responses' must be a [B, R] tensor of token ids")
        if responses.is_floating_point():
            raise ValueError(f"'responses' must hold integer token ids, got {responses.dtype}")
        batch, length = responses.shape
        mask = _check_tensor("response_mask", response_mask, (batch, length)).bool()
        per_token = {
            "log_prob": old_log_probs,
            "entropy": entropys,
            "ref_log_prob": ref_log_prob,
            "value": values,
            "token_reward": token_level_rewards,
            "advantage": advantages,
            "returns": returns,
        }
        verl_names = {
            "log_prob": "old_log_probs", "entropy": "entropys", "ref_log_prob": "ref_log_prob",
            "value": "values", "token_reward": "token_level_rewards", "advantage": "advantages",
            "returns": "returns",
        }
        present = {
            name: _check_tensor(verl_names[name], tensor, (batch, length), floating=True)
            for name, tensor in per_token.items()
            if tensor is not None
        }
        extra_token_tensors = {
            name: _check_tensor(f"extra_token[{name!r}]", tensor, (batch, length), floating=True)
            for name, tensor in (extra_token or {}).items()
        }
        if logits is not None:
            _check_tensor("logits", logits, (batch, length, None), floating=True)
        if (top_k_ids is None) != (top_k_log_probs is None):
            raise ValueError("'top_k_ids' and 'top_k_log_probs' must be given together")
        if top_k_ids is not None:
            if logits is not None:
                raise ValueError("give either 'logits' or 'top_k_ids'/'top_k_log_probs', not both")
            _check_tensor("top_k_ids", top_k_ids, (batch, length, None))
            _check_tensor("top_k_log_probs", top_k_log_probs, tuple(top_k_ids.shape), floating=True)
            if top_k_ids.is_floating_point():
                raise ValueError(f"'top_k_ids' must hold integer token ids, got {top_k_ids.dtype}")
        score_values = None if scores is None else _row_floats("scores", scores, batch, responses)
        groups = None if uid is None else _row_strings("uid", uid, batch)
        sources = None if data_source is None else _row_strings("data_source", data_source, batch)
        texts = None if prompt_text is None else _row_strings("prompt_text", prompt_text, batch)
        if prompts is not None:
            if not isinstance(prompts, torch.Tensor) or prompts.ndim != 2 or prompts.shape[0] != batch:
                raise ValueError(f"'prompts' must be a [B={batch}, P] tensor of token ids")
            if prompt_mask is not None:
                _check_tensor("prompt_mask", prompt_mask, tuple(prompts.shape))
        elif prompt_mask is not None:
            raise ValueError("'prompt_mask' was given without 'prompts'")
        extra_sample_values = {
            name: _row_floats(f"extra_sample[{name!r}]", value, batch, responses)
            for name, value in (extra_sample or {}).items()
        }

        metadata.index_tag(split)  # validates the split name before anything is queued

        if sample_indices is not None and len(sample_indices) != batch:
            raise ValueError(f"'sample_indices' must hold one row number per response ({batch})")
        with torch.no_grad():
            if sample_indices is None:
                rows, reasons, score_values = self._select(
                    step, batch, mask, present, score_values, groups
                )
            else:
                rows = list(range(batch))
                reasons = [list(r) for r in selected_because] if selected_because else [["preselected"]] * batch
                score_values = None if score_values is None else score_values.float().cpu().numpy()
            if not rows:
                return []
            item = self._gather(
                step, split, batch_size or batch, rows, reasons, responses, mask, present,
                extra_token_tensors, logits, top_k_ids, top_k_log_probs, prompts, prompt_mask,
            )
        item.scores = None if score_values is None else score_values[rows]
        item.groups = None if groups is None else [groups[r] for r in rows]
        item.data_sources = None if sources is None else [sources[r] for r in rows]
        item.prompt_texts = None if texts is None else [texts[r] for r in rows]
        item.extra_sample = {
            name: v.float().cpu().numpy()[rows] for name, v in extra_sample_values.items()
        }
        if sample_indices is not None:
            item.rows = rows = [int(r) for r in sample_indices]
        self._enqueue(("decisions", item))
        return rows

    def _select(
        self,
        step: int,
        batch: int,
        mask: torch.Tensor,
        present: dict[str, torch.Tensor],
        score_values: torch.Tensor | None,
        groups: list[str] | None,
    ) -> tuple[list[int], list[list[str]], np.ndarray | None]:
        """Chooses rows from per-row numbers: B floats each are the only full-batch host copies."""
        import torch

        mask_f = mask.to(torch.float32)
        rank_reward = score_values
        if rank_reward is None and "token_reward" in present:
            rank_reward = (present["token_reward"].float() * mask_f).sum(dim=1)
        mean_entropy = None
        if "entropy" in present:
            counts = mask_f.sum(dim=1).clamp_min(1.0)
            mean_entropy = (present["entropy"].float() * mask_f).sum(dim=1) / counts
        chosen = self.selection.select(
            step,
            batch,
            rewards=None if rank_reward is None else rank_reward.float().cpu().numpy(),
            mean_entropy=None if mean_entropy is None else mean_entropy.cpu().numpy(),
            groups=groups,
        )
        host_scores = None if score_values is None else score_values.float().cpu().numpy()
        return list(chosen), list(chosen.values()), host_scores

    def _gather(
        self,
        step: int,
        split: str,
        batch: int,
        rows: list[int],
        reasons: list[list[str]],
        responses: torch.Tensor,
        mask: torch.Tensor,
        present: dict[str, torch.Tensor],
        extra_token: dict[str, torch.Tensor],
        logits: torch.Tensor | None,
        top_k_ids: torch.Tensor | None,
        top_k_log_probs: torch.Tensor | None,
        prompts: torch.Tensor | None,
        prompt_mask: torch.Tensor | None,
    ) -> _DecisionBatch:
        """Gathers the chosen rows on their device, derives what is cheap there, and copies to the
        host with one transfer per dtype (fp16 fields stacked)."""
        import torch

        device = responses.device

        def take(tensor: torch.Tensor) -> torch.Tensor:
            return tensor.index_select(0, torch.as_tensor(rows, device=tensor.device))

        chosen_mask = take(mask)
        positions = torch.arange(1, chosen_mask.shape[1] + 1, device=device)
        lengths = (chosen_mask * positions).amax(dim=1)  # last masked-in position + 1, 0 if none
        floats = {name: take(tensor).float() for name, tensor in present.items()}
        if "log_prob" in floats and "ref_log_prob" in floats:
            floats["kl"] = floats["log_prob"] - floats["ref_log_prob"]  # in fp32, before packing
        top_ids = top_log_probs = None
        if logits is not None:
            log_softmax = torch.log_softmax(take(logits).float(), dim=-1)
            if self.top_k > 0:
                top = log_softmax.topk(min(self.top_k, log_softmax.shape[-1]), dim=-1)
                top_ids, top_log_probs = top.indices, top.values
            if "entropy" not in floats:
                floats["entropy"] = exploration.entropy_from_log_probs(log_softmax)
        elif top_k_ids is not None and top_k_log_probs is not None:
            top_ids, top_log_probs = take(top_k_ids), take(top_k_log_probs)
        for name, tensor in extra_token.items():
            floats[f"extra:{name}"] = take(tensor).float()
        field_names = [n for n in codec.TOKEN_FIELDS if n in floats] + sorted(
            n for n in floats if n.startswith("extra:")
        )
        stacked = None
        if field_names:
            stacked = torch.stack([floats[n].to(device) for n in field_names]).to(torch.float16)
        # Index means in fp32 over the policy's tokens, here where the data is (before fp16).
        means = {}
        for summary_name, field_name in codec.SUMMARY_MEANS.items():
            if field_name in floats:
                values = floats[field_name].to(device)
                finite = torch.isfinite(values) & chosen_mask
                total = torch.where(finite, values, torch.zeros_like(values)).sum(dim=1)
                count = finite.sum(dim=1)
                means[summary_name] = torch.where(count > 0, total / count.clamp_min(1), torch.nan)
        host_means = {}
        if means:
            stacked_means = torch.stack(list(means.values())).cpu().numpy()
            host_means = dict(zip(means, stacked_means))
        return _DecisionBatch(
            step=step,
            wall_time=time.time(),
            split=split,
            batch_size=batch,
            rows=rows,
            reasons=reasons,
            lengths=lengths.cpu().numpy(),
            token_ids=take(responses).to(torch.int32).cpu().numpy(),
            mask=chosen_mask.cpu().numpy(),
            means=host_means,
            field_names=field_names,
            fields=None if stacked is None else stacked.cpu().numpy(),
            top_k_ids=None if top_ids is None else top_ids.to(torch.int32).cpu().numpy(),
            top_k_log_probs=None
            if top_log_probs is None
            else top_log_probs.to(torch.float16).cpu().numpy(),
            prompt_ids=None if prompts is None else take(prompts).cpu().numpy(),
            prompt_mask=None if prompt_mask is None else take(prompt_mask).bool().cpu().numpy(),
            scores=None,
            groups=None,
            data_sources=None,
            prompt_texts=None,
            extra_sample={},
        )

    def log_batch(
        self,
        step: int,
        data: Any,
        *,
        logits: torch.Tensor | None = None,
        top_k_ids: torch.Tensor | None = None,
        top_k_log_probs: torch.Tensor | None = None,
        entropys: torch.Tensor | None = None,
        extra_token_keys: Sequence[str] = (),
    ) -> list[int]:
        """Records traces from a verl ``DataProto`` after ``compute_advantage`` (verl's key names).

        Reads ``responses, response_mask, old_log_probs, entropys, ref_log_prob, values,
        token_level_rewards, advantages, returns, prompts, attention_mask`` when present, and the
        non-tensor ``uid`` and ``data_source``. The sample score is the sum of
        ``token_level_scores`` (the verifier's reward before any KL penalty) when present.
        ``entropys`` supplies the per-token entropy when the batch no longer holds it (verl's v0
        trainer pops it after computing old log-probs); ``logits`` or ``top_k_ids`` /
        ``top_k_log_probs`` the alternatives, as in :meth:`log_decisions`.

        Extra fields: every numeric per-sample array of ``non_tensor_batch`` (verl puts the reward
        function's extra info there, e.g. ``acc`` or reward components) is recorded per sample;
        ``extra_token_keys`` names ``[B, R]`` tensors of the batch (a novelty bonus, a shaped reward)
        to record per token. A missing key raises ``ValueError`` naming it.
        """
        tensors = data.batch
        keys = set(tensors.keys())

        def get(name: str) -> Any:
            return tensors[name] if name in keys else None

        if "responses" not in keys:
            raise ValueError("DataProto has no 'responses': log_batch needs verl's rollout batch")
        responses = tensors["responses"]
        response_mask = get("response_mask")
        if response_mask is None and "attention_mask" in keys:
            response_mask = tensors["attention_mask"][:, -responses.shape[1]:]
        if response_mask is None:
            raise ValueError("DataProto has neither 'response_mask' nor 'attention_mask'")
        prompts = get("prompts")
        prompt_mask = None
        if prompts is not None and "attention_mask" in keys:
            prompt_mask = tensors["attention_mask"][:, : prompts.shape[1]]
        scores = sequence_scores(tensors, response_mask)
        non_tensor = getattr(data, "non_tensor_batch", {}) or {}
        missing = [k for k in extra_token_keys if k not in keys]
        if missing:
            raise ValueError(f"extra_token_keys {missing} are not in the batch (it has {sorted(keys)})")
        return self.log_decisions(
            step,
            responses=responses,
            response_mask=response_mask,
            old_log_probs=get("old_log_probs"),
            entropys=get("entropys") if entropys is None else entropys,
            ref_log_prob=get("ref_log_prob"),
            values=get("values"),
            token_level_rewards=get("token_level_rewards"),
            advantages=get("advantages"),
            returns=get("returns"),
            logits=logits,
            top_k_ids=top_k_ids,
            top_k_log_probs=top_k_log_probs,
            scores=scores,
            uid=non_tensor.get("uid"),
            data_source=non_tensor.get("data_source"),
            prompts=prompts,
            prompt_mask=prompt_mask,
            extra_token={k: tensors[k] for k in extra_token_keys},
            extra_sample=_numeric_per_sample(non_tensor, responses.shape[0]),
        )

    def log_exploration(
        self,
        step: int,
        *,
        response_mask: torch.Tensor,
        entropys: torch.Tensor | None = None,
        old_log_probs: torch.Tensor | None = None,
        top1_log_probs: torch.Tensor | None = None,
        responses: torch.Tensor | None = None,
        uid: Sequence[Any] | None = None,
        scores: torch.Tensor | Sequence[float] | None = None,
        forking_threshold: float = exploration.FORKING_ENTROPY,
    ) -> dict[str, float]:
        """Whole-batch exploration statistics (see :mod:`tb_verl_logger.exploration`) as scalars
        ``exploration/...`` plus the entropy histogram ``exploration/entropy``; returns the scalars.

        ``top1_log_probs`` ``[B, R]`` is the log-prob of the most probable token at each position
        (``logits.log_softmax(-1).amax(-1)``), for decision confidence.
        """
        step = _check_step(step)
        mask = response_mask
        if not hasattr(mask, "ndim") or mask.ndim != 2:
            raise ValueError("'response_mask' must be a [B, R] tensor")
        shape = tuple(mask.shape)
        for name, tensor in (("entropys", entropys), ("old_log_probs", old_log_probs),
                             ("top1_log_probs", top1_log_probs), ("responses", responses)):
            if tensor is not None:
                _check_tensor(name, tensor, shape, floating=name != "responses")
        score_values = None if scores is None else _row_floats("scores", scores, shape[0], mask)
        groups = None if uid is None else _row_strings("uid", uid, shape[0])
        scalars, histogram = exploration.exploration_stats(
            mask, entropys, old_log_probs, top1_log_probs, responses, groups, score_values,
            forking_threshold=forking_threshold,
        )
        self._enqueue(("exploration", (step, time.time(), scalars, histogram)))
        return scalars

    def log_traces(
        self,
        step: int,
        records: Sequence[codec.TraceRecord],
        *,
        batch_size: int | None = None,
        split: str = "train",
    ) -> None:
        """Records traces already built on the host (no torch needed), e.g. imported from verl's
        JSONL dumps; every record's fields are checked now, so a bad one raises ``ValueError``
        here rather than being lost in the writer thread."""
        step = _check_step(step)
        metadata.index_tag(split)
        now, size = time.time(), batch_size or len(records)
        # Each trace carries what its step's index needs (see DecisionTrace.wall_time).
        records = [dataclasses.replace(r, wall_time=r.wall_time or now, batch_size=r.batch_size or size) for r in records]
        # Encoding validates every field, so it happens here, once; the writer gets the bytes.
        payloads = [codec.encode_trace(record).SerializeToString() for record in records]
        self._enqueue(("records", (step, now, split, size, records, payloads)))

    @property
    def dropped(self) -> int:
        """Steps some of whose data was never written: the writer stayed behind for
        ``queue_timeout_s``, or ``close`` ran out of time (reported once on the log)."""
        return len(self._dropped_steps)

    def flush(self, timeout: float | None = None) -> bool:
        """Waits until everything queued so far is on disk; False if ``timeout`` ran out."""
        if self._closed:
            return True
        done = threading.Event()
        return self._enqueue(("flush", done)) and done.wait(timeout)

    def close(self, timeout: float | None = 60.0) -> None:
        """Writes what is queued, closes the files and releases the run directory.

        If the writer has not finished within ``timeout``, what is still queued is dropped
        (counted in ``dropped``, reported once) and ``close`` waits only for the write in progress:
        when it returns, no thread of this logger touches a file any more.
        """
        if self._closed:
            return
        self._closed = True
        self._stopping.set()
        started = time.monotonic()
        if self._recovery is not None:
            self._recovery.join(timeout)
            self._abandon_recovery.set()  # it stops before its next write
            self._recovery.join()
        self._thread.join(None if timeout is None else max(0.0, timeout - (time.monotonic() - started)))
        if self._thread.is_alive():
            self._abandon.set()
            self._thread.join()
        for closable in (self._writer, self._store):
            if closable is not None:
                try:
                    closable.close()
                except OSError as error:
                    self._report_io_error(error)
        self._release_run_dir()
        if self._dropped_steps:
            _log.warning("tb_verl: %d steps of %s were not written in full (TraceLogger.dropped)",
                         len(self._dropped_steps), self.logdir)

    def __enter__(self) -> TraceLogger:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # ----------------------------------------------------------------- run directory

    def _claim_run_dir(self) -> None:
        with _open_run_dirs_lock:
            if self.logdir in _open_run_dirs:
                raise ValueError(
                    f"a TraceLogger is already writing to {self.logdir}: use one logger per run "
                    "directory (two writers in one run make TensorBoard drop data)"
                )
            _open_run_dirs.add(self.logdir)
        try:
            os.makedirs(self.logdir, exist_ok=True)
            fd = os.open(os.path.join(self.logdir, _LOCK_FILE), os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            self._report_io_error(error)  # unwritable: the writer will fail too, training goes on
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            self._release_run_dir()
            raise ValueError(
                f"another process is writing to {self.logdir}: use one run directory per writer "
                "(two writers in one run make TensorBoard drop data)"
            ) from None
        self._lock_fd = fd

    def _release_run_dir(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None
        with _open_run_dirs_lock:
            _open_run_dirs.discard(self.logdir)

    # ----------------------------------------------------------------- writer thread

    def _enqueue(self, item: tuple[str, Any]) -> bool:
        """Hands an item to the writer; False if it was dropped. The caller waits while the writer
        is more than ``MAX_LAG_S`` behind or the queue is full, for at most ``queue_timeout_s``;
        then the item is dropped (the step counted in ``dropped``, the first time reported)."""
        if self._closed:
            raise ValueError("this TraceLogger is closed: create a new one to log more")
        deadline = time.monotonic() + self.queue_timeout_s
        # Until the writer has timed a kind of item, assume it is slow: a few items, not a burst.
        cost = self._cost_s.get(item[0], MAX_LAG_S / 4)
        with self._progress:
            while self._backlog_s > 0 and self._backlog_s + cost > MAX_LAG_S:
                left = deadline - time.monotonic()
                if left <= 0 or not self._thread.is_alive():
                    break
                self._progress.wait(min(left, MAX_LAG_S))
            self._backlog_s += cost
        try:
            self._queue.put((*item, cost), timeout=max(0.0, deadline - time.monotonic()))
        except queue.Full:
            self._writer_done(item[0], cost, None)
            self._drop(item)
            return False
        return True

    def _writer_done(self, kind: str, cost: float, seconds: float | None) -> None:
        """An item left the backlog (written, or dropped when ``seconds`` is None): its estimated
        cost goes, and what it really took updates the estimate of its kind (quick to rise, slow
        to fall, so a slowing disk is believed at once)."""
        with self._progress:
            self._backlog_s = max(0.0, self._backlog_s - cost)
            if seconds is not None:
                self._cost_s[kind] = max(seconds, 0.8 * self._cost_s.get(kind, seconds))
            self._progress.notify_all()

    def _drop(self, item: tuple[str, Any]) -> None:
        step = _item_step(item)
        if step is None:
            return
        self._dropped_steps.add(step)
        self._report_once(
            "dropped", logging.WARNING,
            "tb_verl: the writer stayed behind for %g s; dropped data of step %d (counted in TraceLogger.dropped, "
            "reported once): the disk is slower than the logging", self.queue_timeout_s, step,
        )

    def _open_writer(self) -> None:
        try:
            self._writer = EventFileWriter(self.logdir, self._file_id)
        except OSError as error:
            self._writer = None
            self._report_io_error(error)

    def _recover_earlier_sessions(self) -> None:
        try:
            recovery.report(recovery.recover_run(
                self.logdir, skip=metadata.trace_file_name(self._file_id), cancelled=self._abandon_recovery.is_set
            ))
        except Exception as error:  # recovery is a courtesy: never let it touch training
            self._report_once("recovery", logging.WARNING, "tb_verl: could not check %s for traces a killed run "
                              "left unindexed (%s); `tb-verl recover` retries", self.logdir, error)

    def _report_once(self, key: str, level: int, message: str, *args: Any) -> None:
        if key not in self._reported:
            self._reported.add(key)
            _log.log(level, message, *args)

    def _report_io_error(self, error: BaseException) -> None:
        self.io_errors += 1
        self._report_once(
            "io", logging.ERROR,
            "tb_verl: cannot write to %s (%s). Training continues; traces and scalars are dropped "
            "until writing works again (see TraceLogger.io_errors).", self.logdir, error,
        )

    def _report_encode_error(self, step: int | None, error: BaseException) -> None:
        self.encode_errors += 1
        self._report_once(
            "encode", logging.ERROR,
            "tb_verl: could not encode the data of step %s (%s: %s); it is skipped, training continues "
            "(see TraceLogger.encode_errors). This is a bug: please report it.", step, type(error).__name__, error,
        )

    def _run(self) -> None:
        """The writer thread: writes items in order, flushes at least every ``FLUSH_INTERVAL_S``
        while it has unflushed data (a busy queue must not keep the index in a buffer), stops when
        asked and the queue is empty, or at once (dropping the rest) when ``close`` gives up."""
        unflushed_since: float | None = None
        while True:
            if self._abandon.is_set():
                self._drain_dropping()
                return
            try:
                kind, payload, cost = self._queue.get(timeout=FLUSH_INTERVAL_S / 2)
            except queue.Empty:
                if unflushed_since is not None:
                    self._flush_file()
                    unflushed_since = None
                if self._stopping.is_set():
                    return
                continue
            started = time.monotonic()
            try:
                if kind == "flush":
                    self._flush_file()
                    unflushed_since = None
                    payload.set()
                else:
                    self._write_item(kind, payload)
                    unflushed_since = unflushed_since or time.monotonic()
            finally:
                self._writer_done(kind, cost, time.monotonic() - started)
            if unflushed_since is not None and (
                self._queue.empty() or time.monotonic() - unflushed_since >= FLUSH_INTERVAL_S
            ):
                self._flush_file()
                unflushed_since = None

    def _write_item(self, kind: str, payload: Any) -> None:
        step = _item_step((kind, payload))
        try:
            if kind == "scalars":
                step, wall_time, metrics = payload
                values = self._scalar_values(metrics)
            elif kind == "exploration":
                step, wall_time, metrics, histogram = payload
                values = self._scalar_values(metrics)
                if histogram is not None:
                    tag = metadata.ENTROPY_HISTOGRAM_TAG
                    values.append(summary.histogram_value(tag, histogram, self._first_time(tag)))
            elif kind == "records":
                step, wall_time, split, batch_size, records, payloads = payload
                values = self._trace_values(step, split, batch_size, records, [None] * len(records), payloads)
            else:
                step, wall_time = payload.step, payload.wall_time
                values = self._decision_values(payload)
        except OSError as error:  # the trace store could not be written
            self._report_io_error(error)
            return
        except Exception as error:  # never let the writer thread die: training must go on
            self._report_encode_error(step, error)
            return
        self._write(step, wall_time, values)

    def _drain_dropping(self) -> None:
        """``close`` ran out of time: what is still queued is dropped, counted, not written."""
        while True:
            try:
                kind, payload, cost = self._queue.get_nowait()
            except queue.Empty:
                return
            self._writer_done(kind, cost, None)
            if kind == "flush":
                payload.set()
            self._drop((kind, payload))

    def _write(self, step: int, wall_time: float, values: list[summary_pb2.Summary.Value]) -> None:
        if self._writer is None:
            self._open_writer()
            if self._writer is None:
                return
        events = []
        if not self._session_started:
            # TensorBoard's restart convention (torch's SummaryWriter(purge_step=...) writes the
            # same): the Python loader drops earlier events at or after this step; the Rust
            # data server drops them anyway when steps go back.
            events.append(event_pb2.Event(
                wall_time=wall_time, step=step, session_log=event_pb2.SessionLog(status=event_pb2.SessionLog.START)
            ))
        events.append(event_pb2.Event(wall_time=wall_time, step=step, summary=summary_pb2.Summary(value=values)))
        try:
            for event in events:
                self._writer.write_event(event)
            self._session_started = True
        except OSError as error:
            self._report_io_error(error)

    def _flush_file(self) -> None:
        if self._writer is not None:
            try:
                self._writer.flush()
            except OSError as error:
                self._report_io_error(error)

    def _scalar_values(self, metrics: Mapping[str, float]) -> list[summary_pb2.Summary.Value]:
        return [summary.scalar_value(tag, v, self._first_time(tag)) for tag, v in metrics.items()]

    def _first_time(self, tag: str) -> bool:
        if tag in self._tags_with_metadata:
            return False
        self._tags_with_metadata.add(tag)
        return True

    def _decision_values(self, item: _DecisionBatch) -> list[summary_pb2.Summary.Value]:
        records = [self._record(item, i) for i in range(len(item.rows))]
        means = [self._row_means(item, i) for i in range(len(item.rows))]
        return self._trace_values(item.step, item.split, item.batch_size, records, means)

    def _trace_values(
        self,
        step: int,
        split: str,
        batch_size: int,
        records: Sequence[codec.TraceRecord],
        means: Sequence[dict[str, float | None] | None],
        payloads: Sequence[bytes] | None = None,
    ) -> list[summary_pb2.Summary.Value]:
        """Writes the step's traces to the store, then returns the index value pointing at them
        (store first: an index must never point past what is on disk). ``payloads`` are the
        records already encoded, when the caller had to encode them to validate."""
        started = time.perf_counter()
        if payloads is None:
            payloads = [codec.encode_trace(r).SerializeToString() for r in records]
        if self._store is None:
            self._store = TraceStore(self.logdir, self._file_id)
        placed = self._store.append(payloads)
        index = trace_pb2.StepIndex(
            schema_version=metadata.SCHEMA_VERSION,
            step=step,
            batch_size=batch_size,
            trace_file=self._store.name,
            samples=[
                codec.summarize(r, offset, size, m)
                for r, (offset, size), m in zip(records, placed, means)
            ],
        )
        tag = metadata.index_tag(split)
        value = summary.index_value(tag, index.SerializeToString(), self._first_time(tag))
        self.stats.steps += 1
        self.stats.traces += len(payloads)
        self.stats.trace_bytes += sum(size for _, size in placed)
        self.stats.encode_write_seconds += time.perf_counter() - started
        return [value]

    @staticmethod
    def _row_means(item: _DecisionBatch, i: int) -> dict[str, float | None]:
        return {name: float(item.means[name][i]) if name in item.means else None for name in codec.SUMMARY_MEANS}

    def _record(self, item: _DecisionBatch, i: int) -> codec.TraceRecord:
        length = int(item.lengths[i])
        token_ids = item.token_ids[i, :length]
        mask = item.mask[i, :length]
        fields = {} if item.fields is None else {
            name: item.fields[f, i, :length] for f, name in enumerate(item.field_names)
        }
        prompt_ids = None
        if item.prompt_ids is not None:
            prompt_ids = item.prompt_ids[i]
            if item.prompt_mask is not None:
                prompt_ids = prompt_ids[item.prompt_mask[i]]
        top_ids = None if item.top_k_ids is None else item.top_k_ids[i, :length]
        top_log_probs = None if item.top_k_log_probs is None else item.top_k_log_probs[i, :length]
        token_text = None
        response_text = ""
        vocab: dict[int, str] = {}
        prompt_text = item.prompt_texts[i] if item.prompt_texts else ""
        if self.tokenizer is not None:
            token_text = [self.tokenizer.decode([int(t)]) for t in token_ids]
            response_text = self.tokenizer.decode([int(t) for t in token_ids])
            if top_ids is not None:
                known = {int(t): text for t, text in zip(token_ids, token_text)}
                for alternative in np.unique(top_ids).tolist():
                    vocab[alternative] = known.get(alternative) or self.tokenizer.decode([alternative])
            if not prompt_text and prompt_ids is not None:
                prompt_text = self.tokenizer.decode([int(t) for t in prompt_ids])
        return codec.TraceRecord(
            step=item.step,
            sample_index=item.rows[i],
            token_ids=token_ids,
            group_id=item.groups[i] if item.groups else "",
            data_source=item.data_sources[i] if item.data_sources else "",
            split=item.split,
            selected_because=item.reasons[i],
            prompt_text=prompt_text,
            prompt_ids=prompt_ids,
            token_text=token_text,
            response_mask=None if mask.all() else mask,
            response_text=response_text,
            vocab=vocab,
            token_fields={n: v for n, v in fields.items() if not n.startswith("extra:")},
            top_k_ids=top_ids,
            top_k_log_probs=top_log_probs,
            score=None if item.scores is None else float(item.scores[i]),
            extra_token={n[len("extra:"):]: v for n, v in fields.items() if n.startswith("extra:")},
            extra_sample={name: float(v[i]) for name, v in item.extra_sample.items()},
            wall_time=item.wall_time,
            batch_size=item.batch_size,
        )


def _item_step(item: tuple[str, Any]) -> int | None:
    """The step a queued item carries data of (None for a flush request)."""
    kind, payload = item
    if kind == "decisions":
        return payload.step
    if kind in ("scalars", "exploration", "records"):
        return payload[0]
    return None


def _close_at_exit(ref: weakref.ReferenceType[TraceLogger]) -> None:
    logger = ref()
    if logger is not None:
        logger.close(timeout=30.0)


def sequence_scores(tensors: Any, response_mask: torch.Tensor) -> torch.Tensor | None:
    """verl's sequence score of each row: the sum of ``token_level_scores`` (the verifier's reward
    before any KL penalty) over the response, or None when the batch has none."""
    if "token_level_scores" not in tensors.keys():
        return None
    return (tensors["token_level_scores"] * response_mask).sum(dim=-1)


_NOT_EXTRA = {"uid", "data_source", "index", "raw_prompt", "raw_prompt_ids", "multi_modal_data", "tools_kwargs"}


def _numeric_per_sample(non_tensor: Mapping[str, Any], batch: int) -> dict[str, np.ndarray]:
    """The per-sample numeric arrays of a ``non_tensor_batch`` (verl's reward extra info), as
    floats; text, nested and identity fields are left out."""
    out = {}
    for name, value in non_tensor.items():
        if name in _NOT_EXTRA:
            continue
        array = np.asarray(value)
        if array.shape == (batch,) and array.dtype.kind in "biuf":
            out[name] = array.astype(np.float32)
    return out


def _check_step(step: Any) -> int:
    if isinstance(step, bool) or not isinstance(step, (int, np.integer)):
        raise ValueError(f"'step' must be an int, got {type(step).__name__}")
    if step < 0:
        raise ValueError(f"'step' must be >= 0, got {step}")
    return int(step)


def metric_value(value: Any, name: str) -> float:
    """A metric as a float: Python and numpy numbers, one-element tensors; ValueError naming the
    metric otherwise (a bool is not a number here)."""
    if hasattr(value, "numel") and hasattr(value, "item"):  # a torch tensor
        if value.numel() != 1:
            raise ValueError(f"metric {name!r} is a tensor of shape {tuple(value.shape)}: log a number")
        value = value.item()
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.number)):
        raise ValueError(f"metric {name!r} must be a number, got {type(value).__name__}")
    return float(value)


def _check_tensor(
    name: str, tensor: Any, shape: tuple[int | None, ...], floating: bool = False
) -> torch.Tensor:
    import torch

    if not isinstance(tensor, torch.Tensor):
        raise ValueError(f"{name!r} must be a torch.Tensor, got {type(tensor).__name__}")
    if tensor.ndim != len(shape) or any(
        want is not None and got != want for got, want in zip(tensor.shape, shape)
    ):
        expected = "[" + ", ".join("*" if s is None else str(s) for s in shape) + "]"
        raise ValueError(
            f"{name!r} has shape {list(tensor.shape)}, expected {expected} like 'responses'"
        )
    if floating and not tensor.is_floating_point():
        raise ValueError(f"{name!r} must be a floating-point tensor, got {tensor.dtype}")
    return tensor


def _row_floats(name: str, value: Any, batch: int, like: torch.Tensor) -> torch.Tensor:
    import torch

    tensor = value if isinstance(value, torch.Tensor) else torch.as_tensor(np.asarray(value, dtype=np.float32))
    if tensor.ndim != 1 or tensor.shape[0] != batch:
        raise ValueError(f"{name!r} must hold one number per response ({batch}), got shape {list(tensor.shape)}")
    return tensor.to(like.device)


def _row_strings(name: str, value: Sequence[Any], batch: int) -> list[str]:
    if len(value) != batch:
        raise ValueError(f"{name!r} must hold one entry per response ({batch}), got {len(value)}")
    return [str(v) for v in value]
