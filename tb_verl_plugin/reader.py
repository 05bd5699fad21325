"""Pure read functions behind the plugin's routes.

The per-step index comes through TensorBoard's ``DataProvider`` (never the multiplexer), so the same
code serves the Rust data server (``--load_fast=true``, the default) and the Python loader
(``--load_fast=false``). A trace is read from the run's trace store at the offset its index gives:
one ``pread`` whatever the run's length. Errors a user can cause are TensorBoard's public errors,
which the server answers with 400/404.
"""

from __future__ import annotations

import dataclasses
import math
import os
import threading
from typing import Any

import numpy as np
from google.protobuf import message
from tensorboard import errors
from tensorboard.data import provider

from tb_verl_plugin import codec, metadata, records, trace_pb2

ALL_POINTS = 1 << 30
"""``downsample`` value that means "every retained datum" (the index is kept for every step)."""

SCALAR_POINTS = 2000
"""Points per scalar series sent to the charts; a 100k-step run is downsampled by TensorBoard."""


@dataclasses.dataclass(frozen=True)
class IndexedStep:
    step: int
    wall_time: float
    index: trace_pb2.StepIndex
    row: list[Any]
    """``[step, recorded samples, mean score]``: computed once per parse, listed by ``/steps``."""


def _indexed(datum: provider.TensorDatum) -> IndexedStep:
    index = codec.decode_index(_string_scalar(datum))
    scores = [s.score for s in index.samples if s.HasField("score") and math.isfinite(s.score)]
    row = [datum.step, len(index.samples), sum(scores) / len(scores) if scores else None]
    return IndexedStep(datum.step, datum.wall_time, index, row)


class IndexCache:
    """Parsed per-step indexes of each (experiment, run, split), reloaded only when TensorBoard
    reports a new last step or wall time for the tag: listing steps, opening a step and reading a
    trace then cost a dictionary lookup instead of a full read of the run's index."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[tuple[str, str, str], tuple[tuple[int, float], dict[int, IndexedStep]]] = {}

    def get(self, source: Source, run: str, split: str) -> dict[int, IndexedStep]:
        tag = metadata.index_tag(split)
        listing = source.provider.list_tensors(
            source.ctx,
            experiment_id=source.experiment_id,
            plugin_name=metadata.PLUGIN_NAME,
            run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
        )
        series = listing.get(run, {}).get(tag)
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
        data = source.provider.read_tensors(
            source.ctx,
            experiment_id=source.experiment_id,
            plugin_name=metadata.PLUGIN_NAME,
            downsample=ALL_POINTS,
            run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
        )
        # Data providers return a tag's data by ascending step, so the dict is in step order.
        steps = {datum.step: _indexed(datum) for datum in data.get(run, {}).get(tag, [])}
        with self._lock:
            self._entries[key] = (version, steps)
        return steps


class Source:
    """Where to read: the data provider, the logdir (for trace stores), the request context."""

    def __init__(
        self,
        data_provider: provider.DataProvider,
        logdir: str | None,
        ctx: Any,
        experiment_id: str,
        cache: IndexCache,
    ) -> None:
        self.provider = data_provider
        self.logdir = logdir
        self.ctx = ctx
        self.experiment_id = experiment_id
        self.cache = cache


def _string_scalar(datum: provider.TensorDatum) -> bytes:
    value = datum.numpy.item() if datum.numpy.ndim == 0 else datum.numpy.reshape(-1)[0]
    return value if isinstance(value, bytes) else bytes(value)


def _finite_or_none(value: float) -> float | None:
    return value if math.isfinite(value) else None


def list_runs(source: Source) -> list[dict[str, Any]]:
    """Runs that have scalars or traces, with their scalar tags, the splits they have traces of and
    whether they have the whole-batch entropy histogram (the Exploration view)."""
    scalars = source.provider.list_scalars(
        source.ctx, experiment_id=source.experiment_id, plugin_name=metadata.SCALARS_PLUGIN_NAME
    )
    indexes = source.provider.list_tensors(
        source.ctx, experiment_id=source.experiment_id, plugin_name=metadata.PLUGIN_NAME
    )
    histograms = source.provider.list_tensors(
        source.ctx, experiment_id=source.experiment_id, plugin_name=metadata.HISTOGRAMS_PLUGIN_NAME
    )
    result = []
    for run in sorted(set(scalars) | set(indexes)):
        splits = sorted(s for s in map(metadata.split_of_tag, indexes.get(run, {})) if s is not None)
        result.append({
            "run": run,
            "scalar_tags": sorted(scalars.get(run, {})),
            "splits": splits,
            "exploration": metadata.ENTROPY_HISTOGRAM_TAG in histograms.get(run, {}),
        })
    return result


HEATMAP_STEPS = 1000
"""Steps of the entropy heatmap (TensorBoard downsamples longer runs)."""


def rebin(histogram: np.ndarray, edges: np.ndarray) -> np.ndarray:
    """Counts of a TensorBoard histogram (rows: left, right, count) moved onto ``edges``, each
    bucket's count spread uniformly over its width (a zero-width bucket goes where it sits)."""
    left, right, count = histogram[:, 0], histogram[:, 1], histogram[:, 2]
    width = right - left
    overlap = np.clip(np.minimum(right[:, None], edges[None, 1:]) - np.maximum(left[:, None], edges[None, :-1]), 0, None)
    share = np.divide(overlap, width[:, None], out=np.zeros_like(overlap), where=width[:, None] > 0)
    point = width <= 0
    if point.any():
        index = np.clip(np.searchsorted(edges, left[point], side="right") - 1, 0, len(edges) - 2)
        share[np.flatnonzero(point), index] = 1.0
    return count @ share


def entropy_heatmap(source: Source, run: str, bins: int = 40) -> dict[str, Any]:
    """The per-token entropy distribution of every (downsampled) step on common bins: rows are
    steps, columns the share of that step's tokens in each entropy bin."""
    data = source.provider.read_tensors(
        source.ctx,
        experiment_id=source.experiment_id,
        plugin_name=metadata.HISTOGRAMS_PLUGIN_NAME,
        downsample=HEATMAP_STEPS,
        run_tag_filter=provider.RunTagFilter(runs=[run], tags=[metadata.ENTROPY_HISTOGRAM_TAG]),
    )
    series = data.get(run, {}).get(metadata.ENTROPY_HISTOGRAM_TAG)
    if not series:
        raise errors.NotFoundError(
            f"run {run!r} has no entropy histogram: log it with TraceLogger.log_exploration"
        )
    histograms = [np.asarray(d.numpy, dtype=np.float64).reshape(-1, 3) for d in series]
    top = max((float(h[:, 1].max()) for h in histograms if h.size), default=1.0) or 1.0
    edges = np.linspace(0.0, top, bins + 1)
    rows = []
    for h in histograms:
        counts = rebin(h, edges) if h.size else np.zeros(bins)
        total = counts.sum()
        rows.append((counts / total if total > 0 else counts).round(5).tolist())
    return {"run": run, "steps": [d.step for d in series], "edges": edges.round(5).tolist(), "shares": rows}


def read_scalars(source: Source, run: str, tag: str) -> list[list[float | None]]:
    """``[[step, wall_time, value], ...]`` of one scalar series (value None for NaN/inf)."""
    data = source.provider.read_scalars(
        source.ctx,
        experiment_id=source.experiment_id,
        plugin_name=metadata.SCALARS_PLUGIN_NAME,
        downsample=SCALAR_POINTS,
        run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
    )
    series = data.get(run, {}).get(tag)
    if series is None:
        raise errors.NotFoundError(f"run {run!r} has no scalar tag {tag!r}")
    return [[d.step, d.wall_time, _finite_or_none(float(d.value))] for d in series]


def list_steps(source: Source, run: str, split: str) -> list[list[Any]]:
    """``[[step, samples, mean_score], ...]`` for every indexed step, ascending (compact: a
    100k-step run lists in one response)."""
    return [entry.row for entry in source.cache.get(source, run, split).values()]


def follow_prompt(source: Source, run: str, prompt_hash: int, split: str) -> list[list[Any]]:
    """``[[step, sample_index, score], ...]`` of every recorded sample of one prompt, by step."""
    found = []
    for step, entry in source.cache.get(source, run, split).items():
        for s in entry.index.samples:
            if s.prompt_hash == prompt_hash:
                found.append([step, s.sample_index, s.score if s.HasField("score") else None])
    if not found:
        raise errors.NotFoundError(f"run {run!r} has no {split!r} sample of prompt {prompt_hash:016x}")
    return found


def _indexed_step(source: Source, run: str, step: int, split: str) -> IndexedStep:
    entry = source.cache.get(source, run, split).get(step)
    if entry is None:
        raise errors.NotFoundError(f"run {run!r} has no {split!r} decision index at step {step}")
    return entry


def read_step(source: Source, run: str, step: int, split: str) -> dict[str, Any]:
    """The index of one step: every recorded sample's summary (no trace payloads)."""
    entry = _indexed_step(source, run, step, split)
    return {
        "step": step,
        "split": split,
        "wall_time": entry.wall_time,
        "batch_size": entry.index.batch_size,
        "samples": [codec.summary_to_json(s) for s in entry.index.samples],
    }


def read_trace(source: Source, run: str, step: int, sample: int, split: str) -> dict[str, Any]:
    """The JSON of one trace (the ``/trace`` route)."""
    return codec.trace_to_json(load_trace(source, run, step, sample, split))


def load_trace(source: Source, run: str, step: int, sample: int, split: str) -> trace_pb2.DecisionTrace:
    """One decoded trace: sample ``sample`` (its row in the batch) of ``step``."""
    entry = _indexed_step(source, run, step, split)
    summary = next((s for s in entry.index.samples if s.sample_index == sample), None)
    if summary is None:
        recorded = [s.sample_index for s in entry.index.samples]
        raise errors.NotFoundError(f"step {step} of run {run!r} recorded samples {recorded}, not {sample}")
    if source.logdir is None:
        raise errors.NotFoundError("traces are read from the logdir: start tensorboard with --logdir")
    if not metadata.is_trace_file_name(entry.index.trace_file):
        raise errors.InvalidArgumentError(f"step {step} names an invalid trace file {entry.index.trace_file!r}")
    path = os.path.join(source.logdir, run, entry.index.trace_file)
    try:
        with open(path, "rb") as store:
            frame = os.pread(store.fileno(), summary.length_bytes, summary.offset)
        trace = codec.decode_trace(records.unframe_record(frame))
    except FileNotFoundError:
        raise errors.NotFoundError(
            f"trace file {entry.index.trace_file} of run {run!r} is missing: copy it along with the "
            "event files when moving a logdir"
        ) from None
    except (ValueError, message.DecodeError) as error:
        raise errors.InvalidArgumentError(f"cannot decode sample {sample} of step {step}: {error}") from error
    return trace
