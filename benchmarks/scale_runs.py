"""Runs of a real trainer's size for the reading benchmarks: thousands of steps of thousands of
indexed rows each (verl's examples run 1,024 to 8,192 rows a step), written by the logger's own
writer thread (:class:`tb_verl_logger.files.writer.TraceWriter`: its trace store, index store, block
store, event file, markers and session start), fast enough for ``make bench`` on 2 cores.

``log_decisions`` would compute every row's statistics from token tensors first (the logger's
bench measures that); here the rows' summaries are made once, a few batches of them reused across
steps, and each step hands the writer thread its 16 recorded traces (encoded once) and the other
rows' summaries (its ``EncodedTraces`` command), as its ``Decisions`` command does once it has
them. What the writer then
does (the step's index by column into the index store, a block every 8192 rows, the marker in the
event file) is the logger's own code.
"""

from __future__ import annotations

import dataclasses
import math
import os
import time

import numpy as np

from tb_verl_logger.files import writer
from tb_verl_logger.files.event_writer import new_file_id
from tb_verl_logger.online_diagnosis import OnlineDiagnosis
from tb_verl_plugin.format import codec, fields, index_entries, trace_pb2

RECORDED = 16
"""Recorded rows a step (the logger's default selection keeps about as many)."""
GROUP = 8
"""Rows a GRPO group (verl's rollout.n)."""
BATCHES = 4
"""Distinct batches of summaries the steps cycle through."""
WORDS = [f"w{i}" for i in range(50)]
"""The recorded responses' words."""
VERL_SCALARS = (
    "actor/entropy",
    "actor/kl_loss",
    "actor/kl_coef",
    "actor/pg_loss",
    "actor/pg_clipfrac",
    "actor/pg_clipfrac_lower",
    "actor/ppo_kl",
    "actor/grad_norm",
    "actor/lr",
    "critic/score/mean",
    "critic/score/max",
    "critic/score/min",
    "critic/rewards/mean",
    "critic/rewards/max",
    "critic/rewards/min",
    "critic/advantages/mean",
    "critic/advantages/max",
    "critic/advantages/min",
    "critic/returns/mean",
    "critic/returns/max",
    "critic/returns/min",
    "response_length/mean",
    "response_length/max",
    "response_length/min",
    "response_length/clip_ratio",
    "prompt_length/mean",
    "prompt_length/max",
    "prompt_length/min",
    "prompt_length/clip_ratio",
    "timing_s/gen",
    "timing_s/old_log_prob",
    "timing_s/ref",
    "timing_s/adv",
    "timing_s/update_actor",
    "timing_s/step",
    "perf/mfu/actor",
    "perf/max_memory_allocated_gb",
    "perf/throughput",
    "perf/total_num_tokens",
    "perf/time_per_step",
    "training/global_step",
    "training/epoch",
)
"""The scalars verl's GRPO trainer logs each step (its metric names): the diagnosis reads the
ones it watches, and every one under a prefix whose NaN means a failure."""
PHRASE = (12, 7)
"""Words a quarter of the recorded responses hold in a row ("w12 w7"), for a query's phrase."""


def _unrecorded_rows(rows: int, rng: np.random.Generator) -> list[trace_pb2.SampleSummary]:
    """A batch's rows past the recorded ones, each with every statistic verl's fields give: one
    rollout in 50 mismatched and partly rejected, a few cut at the length limit."""
    bad = rng.random(rows) < 0.02
    return [
        index_entries.row_summary(
            sample_index=i,
            split="train",
            values={
                "group_id": f"g{i // GROUP}",
                "data_source": "gsm8k",
                "score": float(rng.random()),
                "length": int(rng.integers(16, 4096)),
                "truncated": bool(rng.random() < 0.03),
            },
            extra_sample={"acc": float(rng.random() < 0.5)},
            stats={
                "mean_log_prob": -float(rng.random()),
                "mean_entropy": float(rng.random()),
                "mean_kl": 0.01 * float(rng.random()),
                "max_mismatch": float(rng.random() * (3 if bad[i] else 0.3)),
                "mean_importance_weight": 1.0,
                "rejected_share": float(rng.random() if bad[i] else 0.0),
                "repetition_3gram": 0.1 * float(rng.random()),
                "longest_run": float(rng.integers(1, 6)),
            },
        )
        for i in range(RECORDED, rows)
    ]


def _recorded_rows(rng: np.random.Generator, length: int = 16) -> list[codec.HostTrace]:
    """The step's recorded rows (sample indices 0-15): short traces of words, with scores."""
    found = []
    for i in range(RECORDED):
        ids = rng.integers(0, len(WORDS), length)
        if i % 4 == 0:  # a phrase a query finds in a quarter of the recorded rows
            ids[3:5] = PHRASE
        found.append(
            codec.HostTrace(
                step=0,
                sample_index=i,
                token_ids=ids,
                token_text=[WORDS[t] for t in ids],
                response_text=" ".join(WORDS[t] for t in ids),
                group_id=f"g{i // GROUP}",
                data_source="gsm8k",
                prompt_text=f"prompt {i // GROUP}",
                prompt_ids=np.array([1, 2, 3 + i // GROUP]),
                score=float(rng.random()),
                token_fields={"log_prob": -rng.random(length), "entropy": 2 * rng.random(length)},
            )
        )
    return found


class ScaleRunWriter:
    """Appends traced steps to a run directory through the logger's writer thread, as one session
    (another writer on the same directory is a restarted session); ``diagnose``: with the logger's
    online diagnosis on that thread, as ``TraceLogger`` runs it."""

    def __init__(self, run_dir: str, seed: int = 0, *, diagnose: bool = False) -> None:
        self._rng = np.random.default_rng(seed)
        self._batches: dict[int, list[list[trace_pb2.SampleSummary]]] = {}
        self._recorded = [_recorded_rows(self._rng) for _ in range(BATCHES)]
        os.makedirs(run_dir, exist_ok=True)
        self._writer = writer.TraceWriter(
            run_dir,
            new_file_id(),
            max_queue=8,
            queue_timeout_s=600,
            diagnosis=OnlineDiagnosis() if diagnose else None,
        )

    def append(self, step: int, rows: int, non_finite: bool = False) -> None:
        """Logs one traced step of ``rows`` rows with its scalars (the writer thread writes it
        within a second); ``non_finite``: one row holds a NaN or inf among its tokens."""
        if rows < RECORDED:
            raise ValueError(f"a step has at least {RECORDED} rows, got {rows}")
        if rows not in self._batches:
            self._batches[rows] = [_unrecorded_rows(rows, self._rng) for _ in range(BATCHES)]
        now = time.time()
        unrecorded = self._batches[rows][step % BATCHES]
        if non_finite:
            unrecorded = list(unrecorded)
            unrecorded[0] = trace_pb2.SampleSummary()
            unrecorded[0].CopyFrom(self._batches[rows][step % BATCHES][0])
            unrecorded[0].stats[fields.NON_FINITE_TOKENS.name] = 1
        records = [
            dataclasses.replace(r, step=step, wall_time=now, batch_size=rows) for r in self._recorded[step % BATCHES]
        ]
        payloads = [codec.encode_trace(r).SerializeToString() for r in records]
        # Steady values, each swaying a little: a healthy run, whose scalars no detector flags.
        self._writer.submit(
            writer.Scalars(
                step, now, {tag: (1 + i) * (1 + 0.05 * math.sin(step / 37 + i)) for i, tag in enumerate(VERL_SCALARS)}
            )
        )
        self._writer.submit(writer.EncodedTraces(step, now, "train", rows, records, payloads, list(unrecorded)))

    def flush(self) -> None:
        if not self._writer.flush(timeout=600):
            raise RuntimeError("the writer did not catch up in 600 s")

    def writer_cpu_s(self) -> float:
        """The CPU time the writer thread has used so far (its own clock: other threads' and
        processes' work on the machine is not in it)."""
        ident = self._writer.thread.ident
        if ident is None:
            raise RuntimeError("the writer thread has not started")
        return time.clock_gettime(time.pthread_getcpuclockid(ident))

    def diagnoses(self) -> tuple[int, float]:
        """Runs of the online diagnosis' detectors so far, and the writer thread's CPU time in them."""
        return self._writer.stats.diagnoses, self._writer.stats.diagnosis_cpu_seconds

    def close(self) -> None:
        self._writer.close(timeout=600)
        if self._writer.io_errors or self._writer.encode_errors or self._writer.dropped:
            raise RuntimeError(
                f"writing the run failed: {self._writer.io_errors} I/O errors, "
                f"{self._writer.encode_errors} encoding errors, {self._writer.dropped} steps dropped"
            )
