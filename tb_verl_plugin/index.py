"""The per-step index of a run's decision traces, as TensorBoard's data provider holds it: one
small string tensor per step (a serialized ``StepIndex``) pointing into the trace store. Held
columnar per (run, split) and cached until TensorBoard reports the series changed."""

from __future__ import annotations

import json
import logging
import math
import threading
from collections.abc import Sequence
from typing import Any, TypeVar

import numpy as np
from google.protobuf import message
from tensorboard import errors
from tensorboard.data import provider

from tb_verl_plugin import codec, metadata, trace_pb2, unindexed
from tb_verl_plugin.source import Source


class RunIndex:
    """The per-step indexes of one run and split, columnar: a 100k-step run of 8 samples a step
    holds about 90 bytes per sample (the serialized indexes in one buffer plus a few arrays), not
    the ~3 KB per step that parsed protobuf messages cost. A step's index is parsed when asked for."""

    def __init__(self, data: list[provider.TensorDatum]) -> None:
        kept, blobs = [], []
        counts, means, sample_steps, samples, hashes, scores = [], [], [], [], [], []
        self.skipped = 0
        """Index records that could not be decoded (damaged, or from a newer schema): left out."""
        self.skip_reason: str | None = None
        for datum in newest_per_step(data):
            try:
                blob = _string_scalar(datum)
                index = codec.decode_index(blob)
            except (ValueError, TypeError, IndexError, message.DecodeError) as error:
                self.skipped += 1
                self.skip_reason = self.skip_reason or f"step {datum.step}: {error}"
                continue
            kept.append(datum)
            blobs.append(blob)
            finite = []
            recorded = [s for s in index.samples if codec.is_recorded(s)]
            for summary in recorded:  # the rows a prompt can be followed through
                score = summary.score if summary.HasField("score") else math.nan
                if math.isfinite(score):
                    finite.append(score)
                sample_steps.append(datum.step)
                samples.append(summary.sample_index)
                hashes.append(summary.prompt_hash)
                scores.append(score)
            counts.append(len(recorded))
            means.append(sum(finite) / len(finite) if finite else None)
        self.steps = np.fromiter((d.step for d in kept), dtype=np.int64, count=len(kept))
        self.wall_times = np.fromiter((d.wall_time for d in kept), dtype=np.float64, count=len(kept))
        self._offsets = np.zeros(len(blobs) + 1, dtype=np.int64)
        np.cumsum([len(b) for b in blobs], out=self._offsets[1:])
        self._buffer = b"".join(blobs)
        self._position = {int(step): i for i, step in enumerate(self.steps)}
        self._rows = [list(r) for r in zip(self.steps.tolist(), counts, means)]
        self._rows_json: str | None = None
        self._locations: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] | None = None
        self._sample_steps = np.array(sample_steps, dtype=np.int64)
        self._samples = np.array(samples, dtype=np.int32)
        self._hashes = np.array(hashes, dtype=np.uint64)
        self._scores = np.array(scores, dtype=np.float64)

    def __len__(self) -> int:
        return len(self.steps)

    def __contains__(self, step: int) -> bool:
        return step in self._position

    def rows(self) -> list[list[Any]]:
        """``[[step, recorded samples, mean score], ...]`` ascending, as ``/steps`` lists them."""
        return self._rows

    def rows_json(self) -> str:
        """``rows()`` as JSON, encoded once per index: a 100k-step listing is 2 MB of JSON, which
        TensorBoard's generic encoder (a recursive NaN-cleansing walk) takes 150 ms to build."""
        if self._rows_json is None:
            # Means are finite or None (see __init__), so plain JSON needs no cleansing.
            self._rows_json = json.dumps(self._rows, separators=(",", ":"), allow_nan=False)
        return self._rows_json

    def index(self, step: int) -> trace_pb2.StepIndex:
        """The parsed index of ``step`` (KeyError when the step has none)."""
        i = self._position[step]
        return codec.decode_index(self._buffer[self._offsets[i] : self._offsets[i + 1]])

    def locations(self) -> dict[str, tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]]:
        """Per trace file: ``(offsets, lengths, steps, sample indices)`` of this split's records,
        by offset. Parsed on first use (text search), not at load: most sessions never search."""
        if self._locations is None:
            found: dict[str, list[tuple[int, int, int, int]]] = {}
            for step in self.steps.tolist():
                index = self.index(step)
                rows = found.setdefault(index.trace_file, [])
                rows.extend((s.offset, s.length_bytes, step, s.sample_index) for s in index.samples if codec.is_recorded(s))
            self._locations = {}
            for name, rows in found.items():
                table = np.array(sorted(rows), dtype=np.int64).reshape(-1, 4)
                self._locations[name] = (table[:, 0], table[:, 1], table[:, 2], table[:, 3])
        return self._locations

    def wall_time(self, step: int) -> float:
        return float(self.wall_times[self._position[step]])

    def prompt_samples(self, prompt_hash: int) -> list[list[Any]]:
        """``[[step, sample_index, score or None], ...]`` of one prompt, by step (a vector scan)."""
        found = np.flatnonzero(self._hashes == np.uint64(prompt_hash))
        return [
            [int(self._sample_steps[i]), int(self._samples[i]), finite_or_none(float(self._scores[i]))]
            for i in found
        ]


BACKGROUND_REFRESH_STEPS = 5000
"""From this many indexed steps on, an index that TensorBoard reports changed is re-read in the
background while the previous one keeps answering: re-reading 100k steps takes seconds, and a live
run changes at every logged step. Smaller runs are re-read at once (milliseconds)."""


class IndexCache:
    """Per-step indexes of each (experiment, run, split), reloaded only when TensorBoard
    reports a new last step or wall time for the tag: listing steps, opening a step and reading a
    trace then cost a dictionary lookup instead of a full read of the run's index."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[tuple[str, str, str], tuple[tuple[int, float], RunIndex]] = {}
        self._refreshing: set[tuple[str, str, str]] = set()

    def get(self, source: Source, run: str, split: str, *, need_step: int | None = None) -> RunIndex:
        """The run's index; ``need_step``: a step the caller must find (a stale index without it
        is never served)."""
        tag = metadata.index_tag(split)
        series = source.series_info(metadata.PLUGIN_NAME, run, tag)
        if series is None:
            raise errors.NotFoundError(
                f"run {run!r} has no {split!r} decision traces: log them with "
                "TraceLogger.log_decisions"
            )
        key = (source.experiment_id, run, split)
        version = (series.max_step, series.max_wall_time)
        with self._lock:
            cached = self._entries.get(key)
            if cached is not None and cached[0] == version:
                return cached[1]
            if (
                cached is not None
                and len(cached[1]) >= BACKGROUND_REFRESH_STEPS
                and (need_step is None or need_step in cached[1])
            ):
                if key not in self._refreshing:
                    self._refreshing.add(key)
                    threading.Thread(
                        target=self._refresh, args=(source, run, split, key, version), name="tb_verl_index", daemon=True
                    ).start()
                return cached[1]
        return self._read(source, run, split, key, version)

    def _read(self, source: Source, run: str, split: str, key: tuple[str, str, str], version: tuple[int, float]) -> RunIndex:
        """The run's index as TensorBoard holds it, with the steps whose index it lost but whose
        traces the store still has (see :mod:`tb_verl_plugin.unindexed`)."""
        data = source.tensors(metadata.PLUGIN_NAME, run, metadata.index_tag(split)) or []
        run_index = RunIndex(data)
        lost = unindexed.unindexed_steps(source, run, split, run_index)
        if lost:
            run_index = RunIndex([*data, *lost])
        with self._lock:
            cached = self._entries.get(key)
            if cached is None or cached[0] <= version:  # a slower, older read never replaces a newer one
                self._entries[key] = (version, run_index)
        return run_index

    def _refresh(self, source: Source, run: str, split: str, key: tuple[str, str, str], version: tuple[int, float]) -> None:
        try:
            self._read(source, run, split, key, version)
        except Exception:  # the next synchronous read reports it to the user
            logging.getLogger(__name__).exception("tb_verl: background re-read of %s's index failed", run)
        finally:
            with self._lock:
                self._refreshing.discard(key)


Datum = TypeVar("Datum", provider.TensorDatum, provider.ScalarDatum)


def newest_per_step(series: Sequence[Datum]) -> list[Datum]:
    """One datum per step, ascending; where a step was logged twice (a run restarted in the same
    directory), the newest by wall time. TensorBoard's Rust data server and its Python loader (with
    the logger's ``SessionLog.START``) already drop the older ones; the Python loader keeps both
    for sessions logged without that marker."""
    steps = [d.step for d in series]
    if all(a < b for a, b in zip(steps, steps[1:])):
        return list(series)
    newest: dict[int, Datum] = {}
    for datum in series:
        kept = newest.get(datum.step)
        if kept is None or datum.wall_time >= kept.wall_time:
            newest[datum.step] = datum
    return [newest[step] for step in sorted(newest)]


def finite_or_none(value: float) -> float | None:
    return value if math.isfinite(value) else None




def _string_scalar(datum: provider.TensorDatum) -> bytes:
    value = datum.numpy.item() if datum.numpy.ndim == 0 else datum.numpy.reshape(-1)[0]
    return value if isinstance(value, bytes) else bytes(value)


def list_steps(source: Source, run: str, split: str) -> list[list[Any]]:
    """``[[step, samples, mean_score], ...]`` for every indexed step, ascending (compact: a
    100k-step run lists in one response)."""
    return source.cache.get(source, run, split).rows()


def steps_document(source: Source, run: str, split: str) -> str:
    """The ``/steps`` answer as JSON text, its listing encoded once per index version."""
    run_index = source.cache.get(source, run, split)
    skipped = json.dumps({"count": run_index.skipped, "first": run_index.skip_reason} if run_index.skipped else None)
    return f'{{"run":{json.dumps(run)},"split":{json.dumps(split)},"steps":{run_index.rows_json()},"skipped":{skipped}}}'


def follow_prompt(source: Source, run: str, prompt_hash: int, split: str) -> list[list[Any]]:
    """``[[step, sample_index, score], ...]`` of every recorded sample of one prompt, by step."""
    found = source.cache.get(source, run, split).prompt_samples(prompt_hash)
    if not found:
        raise errors.NotFoundError(f"run {run!r} has no {split!r} sample of prompt {prompt_hash:016x}")
    return found


def step_index(source: Source, run: str, step: int, split: str) -> tuple[trace_pb2.StepIndex, float]:
    """The index of one step and its wall time."""
    run_index = source.cache.get(source, run, split, need_step=step)
    if step not in run_index:
        raise errors.NotFoundError(f"run {run!r} has no {split!r} decision index at step {step}")
    return run_index.index(step), run_index.wall_time(step)


def read_step(source: Source, run: str, step: int, split: str) -> dict[str, Any]:
    """The index of one step: every recorded sample's summary (no trace payloads)."""
    index, wall_time = step_index(source, run, step, split)
    return {
        "step": step,
        "split": split,
        "wall_time": wall_time,
        "batch_size": index.batch_size,
        "samples": [codec.summary_to_json(s) for s in index.samples],
    }
