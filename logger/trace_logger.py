"""The training-side logger's public API: scalars and per-token decision traces into one TensorBoard
run directory.

``TraceLogger`` checks what it is given (:mod:`tb_verl_logger.arguments`: misuse raises ``ValueError``
naming the field, before anything is queued), chooses the
rows to record and gathers them on their device (:mod:`tb_verl_logger.rows`), and hands commands to
the run's writer (:mod:`tb_verl_logger.files.writer`: the thread, the files, crash safety). Training must
never die because logging failed: I/O and encoding failures are counted and reported once. Which
per-token fields exist, and the keywords that take them, comes from the field table
(:mod:`tb_verl_plugin.format.fields`).
"""

from __future__ import annotations

import atexit
import dataclasses
import os
import time
import weakref
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

import numpy as np

from tb_verl_logger import arguments
from tb_verl_logger.files import writer
from tb_verl_logger.files.event_writer import new_file_id
from tb_verl_logger.online_diagnosis import OnlineDiagnosis
from tb_verl_logger.recovery.run_dir import RunDir
from tb_verl_logger.rows.batch_data import ChosenRows, Tokenizer
from tb_verl_logger.rows.choice import RANKED_BY, choose
from tb_verl_logger.rows.deferred_index import IndexDeferral
from tb_verl_logger.rows.gathering import gather
from tb_verl_logger.rows.row_statistics import calling_thread_stats, index_stats, to_host
from tb_verl_logger.rows.selection import GroupIds, SelectionPolicy
from tb_verl_logger.rows.summaries import unrecorded_rows
from tb_verl_logger.statistics import exploration, forking
from tb_verl_plugin.diagnosis import Limits
from tb_verl_plugin.diagnosis.events import Event
from tb_verl_plugin.format import codec, fields, metadata, summary, turns

if TYPE_CHECKING:
    import torch
    from typing_extensions import Self  # typing.Self from Python 3.11

__all__ = ["Tokenizer", "TraceLogger"]


HPARAM_METRICS = ("critic/score/mean", "actor/entropy")
"""The scalars TensorBoard's HParams dashboard shows beside each run's settings (verl's names): the
outcome and the exploration a setting is judged by."""


class TraceLogger:
    """Writes verl-style training data to ``logdir`` for TensorBoard and the tb_verl tab.

    Use as a context manager, or call :meth:`close` at the end (an ``atexit`` hook also closes it).

    Args:
      logdir: the run directory (one per run; TensorBoard's ``--logdir`` is its parent).
      tokenizer: decodes token ids to text for the dashboard; without one, ids are shown.
      selection: which responses get a trace each step; ``"all"`` records every row
        (``SelectionPolicy.all_rows()``).
      top_k: alternatives recorded per position when ``logits`` are passed (0 disables).
      max_queue: steps waiting for the writer before the caller waits (bounds memory).
      queue_timeout_s: how long the caller waits for the writer (room in the queue, or the writer
        catching up to within ``writer.MAX_LAG_S``) before the step's data is dropped (counted in
        ``dropped``), so a stalled disk cannot stall training for ever.
      diagnose: run the diagnosis' detectors on the writer thread as the run is written
        (:mod:`tb_verl_logger.online_diagnosis`): each event becomes the scalars ``diagnosis/<detector>``,
        a line of the text summary ``diagnosis/events`` and one warning on the log. ``Limits``
        sets other thresholds; False turns it off.

    Crash safety (see :mod:`tb_verl_logger.files.writer`): whatever was logged more than
    ``MAX_LAG_S + FLUSH_INTERVAL_S`` before a ``kill -9`` is on disk and indexed. Each logger starts
    its event file with a ``SessionLog.START`` at its first step: a run restarted in the same
    directory replaces the steps it logs again (newest wins) with both of TensorBoard's loaders; the
    traces a killed session left without an index are indexed in the background.
    """

    def __init__(
        self,
        logdir: str | os.PathLike[str],
        *,
        tokenizer: Tokenizer | None = None,
        selection: SelectionPolicy | Literal["all"] | None = None,
        top_k: int = 5,
        max_queue: int = 16,
        queue_timeout_s: float = 60.0,
        diagnose: bool | Limits = True,
    ) -> None:
        if top_k < 0:
            raise ValueError(f"top_k must be >= 0, got {top_k}")
        if max_queue < 1:
            raise ValueError(f"max_queue must be >= 1, got {max_queue}")
        self.logdir = os.path.abspath(os.fspath(logdir))
        self.tokenizer = tokenizer
        if isinstance(selection, str) and selection != "all":
            raise ValueError(f"selection must be a SelectionPolicy or 'all' (every row), got {selection!r}")
        self.selection = SelectionPolicy.all_rows() if selection == "all" else selection or SelectionPolicy()
        self.top_k = top_k
        self._closed = False
        self._run_dir: RunDir | None = None
        claim_error: OSError | None = None
        try:
            self._run_dir = RunDir(self.logdir)
        except OSError as error:  # unwritable: the writer will fail too, and say so; training goes on
            claim_error = error
        online = None if diagnose is False else OnlineDiagnosis(None if diagnose is True else diagnose)
        self._writer = writer.TraceWriter(self.logdir, new_file_id(), max_queue, queue_timeout_s, online)
        self._index_deferral = IndexDeferral()
        self._kept_forking = forking.KeptThreshold(self.logdir)
        if claim_error is not None:
            self._writer.report_io_error(claim_error)
        if self._run_dir is not None:
            self._run_dir.recover_earlier_sessions(self._writer.store_name, self._report_recovery_failure)
        atexit.register(_close_at_exit, weakref.ref(self))

    # ------------------------------------------------------------------------- counters

    @property
    def io_errors(self) -> int:
        """Writes that failed (disk full, permission...); their data is lost, training goes on."""
        return self._writer.io_errors

    @property
    def encode_errors(self) -> int:
        """Steps the writer could not encode (a bug, reported once with its cause)."""
        return self._writer.encode_errors

    @property
    def dropped(self) -> int:
        """Steps some of whose data was never written: the writer stayed behind for
        ``queue_timeout_s``, ``close`` ran out of time, or a CPU batch changed in place before the
        writer thread indexed its unrecorded rows (:mod:`tb_verl_logger.rows.deferred_index`; each kind
        reported once on the log)."""
        return self._writer.dropped

    @property
    def stats(self) -> writer.WriterStats:
        """Counters of the writer thread (steps, traces, bytes, seconds spent encoding + writing)."""
        return self._writer.stats

    # ------------------------------------------------------------------------- logging

    def log_scalars(self, metrics: Mapping[str, Any], step: int) -> None:
        """Logs ``{tag: number}`` as standard TensorBoard scalars at ``step``.

        Values may be Python numbers, numpy scalars or one-element tensors; anything else raises
        ``ValueError`` naming the key (NaN and inf are kept: they are what a blow-up looks like).
        """
        step = arguments.check_step(step)
        values: dict[str, float] = {}
        for tag, value in metrics.items():
            if not isinstance(tag, str) or not tag:
                raise ValueError(f"metric names must be non-empty strings, got {tag!r}")
            values[tag] = arguments.metric_value(value, tag)
        self._submit(writer.Scalars(step, time.time(), values))

    def log_hparams(
        self,
        hparams: Mapping[str, Any],
        step: int,
        metrics: Sequence[str] = HPARAM_METRICS,
    ) -> None:
        """Logs the run's settings (``{name: bool | int | float | str}``) for TensorBoard's own
        HParams dashboard, which then compares runs by them, showing each run's last value of the
        scalar tags ``metrics``: which temperature or entropy coefficient went with which score.

        Call it once, at the run's first step (``step``): written at a step before the run's
        other events it would read to TensorBoard as a restart from there. Runs compared in one
        logdir should log the same names (the dashboard takes its columns from one of them).
        A value of another type (``None`` among them) raises ``ValueError`` naming the setting.
        """
        step = arguments.check_step(step)
        values: dict[str, summary.HParamValue] = {}
        for name, value in hparams.items():
            if not isinstance(name, str) or not name:
                raise ValueError(f"hparam names must be non-empty strings, got {name!r}")
            if isinstance(value, np.generic):
                value = value.item()
            if not isinstance(value, (bool, int, float, str)):
                raise ValueError(
                    f"hparam {name!r} must be a bool, int, float or str, got {type(value).__name__}: "
                    "leave it out, or log it as a string"
                )
            values[name] = value
        if isinstance(metrics, str) or not all(isinstance(tag, str) and tag for tag in metrics):
            raise ValueError(f"metrics must be a sequence of scalar tags, got {metrics!r}")
        wall_time = time.time()
        self._submit(writer.HParams(step, wall_time, summary.hparams_values(values, list(metrics), wall_time)))

    def log_text(self, tag: str, markdown: str, step: int) -> None:
        """Logs ``markdown`` under ``tag`` at ``step`` for TensorBoard's Text tab (what the run's
        set-up leaves out, say). Like :meth:`log_hparams`, at a step the run has reached: an earlier
        step would read to TensorBoard as a restart from there."""
        step = arguments.check_step(step)
        if not isinstance(tag, str) or not tag:
            raise ValueError(f"text tags must be non-empty strings, got {tag!r}")
        if not isinstance(markdown, str):
            raise ValueError(f"text must be a string, got {type(markdown).__name__}")
        self._submit(writer.Text(step, time.time(), tag, markdown))

    def diagnosis_events(self) -> list[Event]:
        """The events the online diagnosis has reported so far, each as it stands now (its severity
        may have risen since); none when the diagnosis is off. Safe from any thread."""
        online = self._writer.diagnosis
        return [] if online is None else [reported.event for reported in list(online.reported.values())]

    def log_decisions(
        self,
        step: int,
        *,
        responses: torch.Tensor,
        response_mask: torch.Tensor,
        logits: torch.Tensor | None = None,
        top_k_ids: torch.Tensor | None = None,
        top_k_log_probs: torch.Tensor | None = None,
        scores: torch.Tensor | Sequence[float] | None = None,
        uid: GroupIds | None = None,
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
        tool_calls: Sequence[Sequence[Mapping[str, Any] | turns.ToolCall] | None] | None = None,
        num_turns: Sequence[int] | None = None,
        whole_batch: Mapping[str, Any] | None = None,
        eos_token_id: int | Sequence[int] | None = None,
        max_response_length: int | None = None,
        **token_fields: torch.Tensor | None,
    ) -> list[int]:
        """Records decision traces of a few responses of a ``[B, R]`` batch (verl's field names);
        returns the rows recorded; ``ValueError`` names a bad field. docs/logger.md says more.

        Per-token fields are ``[B, R]`` float keywords named as verl names them (the field table's
        ``argument``: ``old_log_probs``, ``entropys``, ``values``, ``advantages``...), masked by
        ``response_mask``; None is absent. ``logits`` ``[B, R, V]``, or ``top_k_ids`` /
        ``top_k_log_probs`` ``[B, R, k]``, give the chosen rows' top-k. ``scores`` ``[B]`` rank rows;
        ``uid``: GRPO groups; ``prompts`` ``[B, P]`` with ``prompt_mask``; ``extra_token`` /
        ``extra_sample``: your own. Multi-turn: ``response_mask`` 1 at the policy's tokens only,
        ``tool_calls`` per row, ``num_turns``. Rows chosen already (TransferQueue): their
        ``sample_indices``, ``batch_size``, ``selected_because``, and ``whole_batch`` (every row's
        tensors) to index the others. A response that reached ``max_response_length`` (default
        ``R``) without an ``eos_token_id`` (default the tokenizer's) is marked ``truncated``.

        Of a CPU batch, the writer thread reads the tensors again after this returns (the rows not
        recorded: :mod:`tb_verl_logger.rows.deferred_index`): change none in place before :meth:`flush`.
        """
        decisions = arguments.check_decisions(
            step,
            split=split,
            responses=responses,
            response_mask=response_mask,
            token_fields=token_fields,
            logits=logits,
            top_k_ids=top_k_ids,
            top_k_log_probs=top_k_log_probs,
            scores=scores,
            uid=uid,
            data_source=data_source,
            prompts=prompts,
            prompt_mask=prompt_mask,
            prompt_text=prompt_text,
            extra_token=extra_token,
            extra_sample=extra_sample,
            sample_indices=sample_indices,
            batch_size=batch_size,
            selected_because=selected_because,
            tool_calls=tool_calls,
            num_turns=num_turns,
            whole_batch=whole_batch,
            end_ids=self._end_ids(eos_token_id),
            max_response_length=max_response_length,
        )
        recorded = self._recorded_decisions(decisions)
        if recorded is None:
            return []
        self._submit(writer.Decisions(recorded, self.tokenizer))
        return recorded.rows

    def _recorded_decisions(self, decisions: arguments.CheckedDecisions) -> ChosenRows | None:
        """The rows ``log_decisions`` records (chosen here, or given as ``sample_indices``),
        gathered with what the writer needs of them and the index of the others; None: none."""
        import torch

        tensors, values, preselected = decisions.tensors, decisions.values, decisions.preselected
        batch = tensors.mask.shape[0]
        with torch.no_grad():
            if preselected is None:
                # Every row's statistics: they rank rows for the choice and index the rows not chosen.
                # Of a CPU batch the writer thread reads what the choice does not need (deferred_index).
                inputs = {**tensors.token_fields, fields.TOKEN_IDS: tensors.responses}
                held = self._index_deferral.hold(tensors.mask, inputs)
                stats = to_host(
                    index_stats(tensors.mask, inputs, only=RANKED_BY if held else calling_thread_stats(inputs))
                )
                chosen = choose(self.selection, decisions.step, tensors, values, stats)
            else:
                chosen = dict(zip(range(batch), preselected.reasons))
            if not chosen:
                return None
            picked = list(chosen)
            recorded = gather(tensors, picked, self.top_k)
            if preselected is None and len(picked) < batch:
                recorded.unrecorded = (
                    held.later(stats, picked, values)
                    if held
                    else unrecorded_rows(tensors.mask, inputs, stats, picked, values, calling_thread=True)
                )
            elif preselected is not None and preselected.whole_batch is not None:
                recorded.unrecorded = arguments.rest_of_batch(
                    preselected.whole_batch,
                    preselected.rows,
                    decisions.batch_size,
                    self._index_deferral,
                    decisions.end_ids,
                    decisions.max_response_length,
                )
        recorded.step, recorded.split = decisions.step, decisions.split
        recorded.batch_size = decisions.batch_size or batch
        recorded.reasons = list(chosen.values())
        recorded.values = values.take(picked)
        texts, turn_counts = decisions.prompt_texts, decisions.turn_counts
        recorded.prompt_texts = None if texts is None else [texts[r] for r in picked]
        recorded.num_turns = None if turn_counts is None else [turn_counts[r] for r in picked]
        if preselected is not None:
            recorded.rows = preselected.rows
        return recorded

    def _end_ids(self, given: int | Sequence[int] | None) -> frozenset[int]:
        """The end-of-sequence ids a response may end with: ``given``, else the tokenizer's; none
        known: truncation is not judged."""
        if given is None:
            given = getattr(self.tokenizer, "eos_token_id", None)
        if given is None:
            return frozenset()
        ids = [given] if isinstance(given, (int, np.integer)) else list(given)
        if not all(isinstance(i, (int, np.integer)) for i in ids):
            raise ValueError(f"eos_token_id must be a token id or a sequence of them, got {given!r}")
        return frozenset(int(i) for i in ids)

    def log_exploration(
        self,
        step: int,
        *,
        response_mask: torch.Tensor,
        entropys: torch.Tensor | None = None,
        old_log_probs: torch.Tensor | None = None,
        top1_log_probs: torch.Tensor | None = None,
        responses: torch.Tensor | None = None,
        uid: GroupIds | None = None,
        scores: torch.Tensor | Sequence[float] | None = None,
        rollout_log_probs: torch.Tensor | None = None,
        tool_calls: Sequence[Sequence[Mapping[str, Any] | turns.ToolCall] | None] | None = None,
        turn_limit: int | None = None,
        forking_threshold: float | None = None,
        mismatch_threshold: float = exploration.MISMATCH_THRESHOLD,
    ) -> dict[str, float]:
        """Whole-batch exploration statistics (see :mod:`tb_verl_logger.statistics.exploration`) as scalars
        ``exploration/...`` plus the entropy histogram ``exploration/entropy``; returns the scalars.

        ``top1_log_probs`` ``[B, R]`` is the log-prob of the most probable token at each position
        (``logits.log_softmax(-1).amax(-1)``), for decision confidence. ``rollout_log_probs``
        ``[B, R]`` (verl's ``rollout_log_probs``: what the rollout engine computed for the sampled
        tokens) adds the training–inference mismatch against ``old_log_probs``: scalars
        ``mismatch/...`` and the histogram ``mismatch/log_ratio``.

        Multi-turn batches (``response_mask`` 0 at tool outputs between the policy's turns) add
        ``turns/...``: per turn index the mean entropy, |mismatch| and length, turns per response
        (and the histogram ``turns/policy``), with ``tool_calls`` (each row's calls, as in
        :meth:`log_decisions`) calls per response and the share that failed, with ``turn_limit``
        (verl's ``max_assistant_turns``) the share of responses that reached it.

        A token is "forking" when its entropy is above ``forking_threshold``; by default (None) that
        is the 80th percentile of token entropy at the run's first call, kept in the run directory
        for the run's life (a restarted session reads it back: :mod:`tb_verl_logger.statistics.forking`), so
        the forking share falls when the policy's entropy collapses. A number is an absolute
        threshold in nats instead.
        """
        step = arguments.check_step(step)
        batch = arguments.exploration_batch(
            response_mask,
            entropys=entropys,
            old_log_probs=old_log_probs,
            top1_log_probs=top1_log_probs,
            responses=responses,
            uid=uid,
            scores=scores,
            rollout_log_probs=rollout_log_probs,
            tool_calls=tool_calls,
            turn_limit=turn_limit,
        )
        relative = forking_threshold is None
        scalars, histograms = exploration.exploration_stats(
            batch,
            forking_threshold=self._kept_forking.value if relative else forking_threshold,
            mismatch_threshold=mismatch_threshold,
        )
        if relative and self._kept_forking.value is None:
            error = self._kept_forking.keep(step, scalars)
            if error is not None:
                self._writer.report_io_error(error)
        self._submit(writer.Exploration(step, time.time(), scalars, histograms))
        return scalars

    def log_traces(
        self,
        step: int,
        records: Sequence[codec.HostTrace],
        *,
        batch_size: int | None = None,
        split: str = "train",
    ) -> None:
        """Records traces already built on the host (no torch needed), e.g. imported from verl's
        JSONL dumps; every record's fields are checked now, so a bad one raises ``ValueError``
        here rather than being lost in the writer thread."""
        step = arguments.check_step(step)
        metadata.check_split(split)
        now, size = time.time(), batch_size or len(records)
        # Each trace carries what its step's index needs (see DecisionTrace.wall_time).
        records = [
            dataclasses.replace(r, wall_time=r.wall_time or now, batch_size=r.batch_size or size) for r in records
        ]
        # Encoding validates every field, so it happens here, once; the writer gets the bytes.
        payloads = [codec.encode_trace(record).SerializeToString() for record in records]
        self._submit(writer.EncodedTraces(step, now, split, size, records, payloads))

    def flush(self, timeout: float | None = None) -> bool:
        """Waits until everything logged so far is on disk; False if ``timeout`` ran out."""
        return True if self._closed else self._writer.flush(timeout)

    def close(self, timeout: float | None = 60.0) -> None:
        """Writes what is queued, closes the files and releases the run directory.

        If the writer has not finished within ``timeout``, what is still queued is dropped
        (counted in ``dropped``, reported once) and ``close`` waits only for the write in progress:
        when it returns, no thread of this logger touches a file any more.
        """
        if self._closed:
            return
        self._closed = True
        started = time.monotonic()
        if self._run_dir is not None:
            self._run_dir.release(timeout)
        self._writer.close(None if timeout is None else max(0.0, timeout - (time.monotonic() - started)))

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _submit(self, command: writer.Command) -> None:
        if self._closed:
            raise ValueError("this TraceLogger is closed: create a new one to log more")
        self._writer.submit(command)

    def _report_recovery_failure(self, error: Exception) -> None:
        import logging

        logging.getLogger("tb_verl_logger").warning(
            "tb_verl: could not check %s for traces a killed run left unindexed (%s); `tb-verl recover` retries",
            self.logdir,
            error,
        )


def _close_at_exit(ref: weakref.ReferenceType[TraceLogger]) -> None:
    logger = ref()
    if logger is not None:
        logger.close(timeout=30.0)
