"""Pure read functions behind the plugin's routes.

The per-step index comes through TensorBoard's ``DataProvider`` (never the multiplexer), so the same
code serves the Rust data server (``--load_fast=true``, the default) and the Python loader
(``--load_fast=false``). A trace is read from the run's trace store at the offset its index gives:
one ``pread`` whatever the run's length. Errors a user can cause are TensorBoard's public errors,
which the server answers with 400/404.
"""

from __future__ import annotations

import itertools
import json
import logging
import math
import mmap
import os
import threading
from collections.abc import Iterator, Sequence
from typing import Any, TypeVar

import numpy as np
from google.protobuf import message
from tensorboard import errors
from tensorboard.data import provider

from tb_verl_plugin import codec, metadata, records, trace_pb2

ALL_POINTS = 1 << 30
"""``downsample`` value that means "every retained datum" (the index is kept for every step)."""

SCALAR_POINTS = 2000
"""Points per scalar series sent to the charts; a 100k-step run is downsampled by TensorBoard."""


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
            for summary in index.samples:
                score = summary.score if summary.HasField("score") else math.nan
                if math.isfinite(score):
                    finite.append(score)
                sample_steps.append(datum.step)
                samples.append(summary.sample_index)
                hashes.append(summary.prompt_hash)
                scores.append(score)
            counts.append(len(index.samples))
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
                rows.extend((s.offset, s.length_bytes, step, s.sample_index) for s in index.samples)
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
            [int(self._sample_steps[i]), int(self._samples[i]), _finite_or_none(float(self._scores[i]))]
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
            if (
                cached is not None
                and len(cached[1]) >= BACKGROUND_REFRESH_STEPS
                and (need_step is None or need_step in cached[1])
            ):
                if key not in self._refreshing:
                    self._refreshing.add(key)
                    threading.Thread(
                        target=self._refresh, args=(source, run, tag, key, version), name="tb_verl_index", daemon=True
                    ).start()
                return cached[1]
        return self._read(source, run, tag, key, version)

    def _read(self, source: Source, run: str, tag: str, key: tuple[str, str, str], version: tuple[int, float]) -> RunIndex:
        data = source.provider.read_tensors(
            source.ctx,
            experiment_id=source.experiment_id,
            plugin_name=metadata.PLUGIN_NAME,
            downsample=ALL_POINTS,
            run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
        )
        run_index = RunIndex(data.get(run, {}).get(tag, []))
        with self._lock:
            cached = self._entries.get(key)
            if cached is None or cached[0] <= version:  # a slower, older read never replaces a newer one
                self._entries[key] = (version, run_index)
        return run_index

    def _refresh(self, source: Source, run: str, tag: str, key: tuple[str, str, str], version: tuple[int, float]) -> None:
        try:
            self._read(source, run, tag, key, version)
        except Exception:  # the next synchronous read reports it to the user
            logging.getLogger(__name__).exception("tb_verl: background re-read of %s's index failed", run)
        finally:
            with self._lock:
                self._refreshing.discard(key)


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
    series = newest_per_step(series)
    histograms = [np.asarray(d.numpy, dtype=np.float64).reshape(-1, 3) for d in series]
    top = max((float(h[:, 1].max()) for h in histograms if h.size), default=1.0) or 1.0
    edges = np.linspace(0.0, top, bins + 1)
    rows = []
    for h in histograms:
        counts = rebin(h, edges) if h.size else np.zeros(bins)
        total = counts.sum()
        rows.append((counts / total if total > 0 else counts).round(5).tolist())
    threshold = _scalar_series(source, run, metadata.FORKING_THRESHOLD_TAG, downsample=1)
    return {
        "run": run,
        "steps": [d.step for d in series],
        "edges": edges.round(5).tolist(),
        "shares": rows,
        "forking_threshold": _finite_or_none(float(threshold[-1].value)) if threshold else None,
    }


def _scalar_series(source: Source, run: str, tag: str, downsample: int) -> list[provider.ScalarDatum] | None:
    """One scalar series of one run through the data provider, or None when the run lacks it."""
    data = source.provider.read_scalars(
        source.ctx,
        experiment_id=source.experiment_id,
        plugin_name=metadata.SCALARS_PLUGIN_NAME,
        downsample=downsample,
        run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
    )
    return data.get(run, {}).get(tag)


def read_scalars(source: Source, run: str, tag: str) -> list[list[float | None]]:
    """``[[step, wall_time, value], ...]`` of one scalar series (value None for NaN/inf)."""
    series = _scalar_series(source, run, tag, downsample=SCALAR_POINTS)
    if series is None:
        raise errors.NotFoundError(f"run {run!r} has no scalar tag {tag!r}")
    return [[d.step, d.wall_time, _finite_or_none(float(d.value))] for d in newest_per_step(series)]


def list_steps(source: Source, run: str, split: str) -> list[list[Any]]:
    """``[[step, samples, mean_score], ...]`` for every indexed step, ascending (compact: a
    100k-step run lists in one response)."""
    return source.cache.get(source, run, split).rows()


def steps_document(source: Source, run: str, split: str) -> str:
    """The ``/steps`` answer as JSON text, its listing encoded once per index version."""
    run_index = source.cache.get(source, run, split)
    skipped = json.dumps({"count": run_index.skipped, "first": run_index.skip_reason} if run_index.skipped else None)
    return f'{{"run":{json.dumps(run)},"split":{json.dumps(split)},"steps":{run_index.rows_json()},"skipped":{skipped}}}'


SEARCH_LIMIT = 200
"""Matches a text search returns at most (the first ones, in the order they were logged)."""

SNIPPET_CHARS = 60
"""Characters of context on each side of a match."""


def _snippet(text: str, at: int, length: int) -> str:
    start, end = max(0, at - SNIPPET_CHARS), min(len(text), at + length + SNIPPET_CHARS)
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")


def search_text(source: Source, run: str, split: str, query: str, limit: int = SEARCH_LIMIT) -> dict[str, Any]:
    """Recorded samples of every step whose prompt or response contains ``query`` (case-sensitive),
    as ``[step, sample_index, "prompt" | "response", snippet]``. The trace store is scanned as raw
    bytes (``mmap.find``, C speed: a few GB/s) and each hit is confirmed on its decoded record, so
    a 100k-step run is searched without decoding 800k traces. A damaged record is skipped (counted
    in ``skipped``): it costs its own matches only."""
    if not query.strip():
        raise errors.InvalidArgumentError("parameter 'q' must be a non-empty phrase to search for")
    skipped: list[str] = []
    found = list(itertools.islice(_search_matches(source, run, split, query, skipped), limit + 1))
    matches = sorted(found[:limit], key=lambda m: (m[0], m[1]))
    return {"run": run, "split": split, "query": query, "matches": matches, "truncated": len(found) > limit,
            "skipped": len(skipped)}


def _search_matches(source: Source, run: str, split: str, query: str, skipped: list[str]) -> Iterator[list[Any]]:
    """The matches of ``search_text``, in the order they were logged; each damaged record whose
    bytes held the query is appended to ``skipped``."""
    needle = query.encode("utf-8")
    for name, (offsets, lengths, steps, samples) in source.cache.get(source, run, split).locations().items():
        path = _store_path(source, run, name)
        try:
            with open(path, "rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as store:
                at = store.find(needle)
                while at != -1:
                    i = int(np.searchsorted(offsets, at, side="right")) - 1
                    if i < 0 or at >= offsets[i] + lengths[i]:
                        at = store.find(needle, at + 1)  # in another split's record or a frame header
                        continue
                    end = int(offsets[i] + lengths[i])
                    try:
                        hit = _text_match(codec.decode_trace(records.unframe_record(store[offsets[i] : end])), query)
                    except (ValueError, message.DecodeError) as error:
                        skipped.append(f"step {steps[i]} sample {samples[i]}: {error}")
                        hit = None
                    if hit is not None:
                        yield [int(steps[i]), int(samples[i]), *hit]
                    at = store.find(needle, end)  # one match per record
        except FileNotFoundError:
            raise _missing_store(name, run) from None
        except ValueError as error:  # an empty or unmappable store
            skipped.append(f"{name}: {error}")


def _text_match(trace: trace_pb2.DecisionTrace, query: str) -> tuple[str, str] | None:
    """``(field, snippet)`` of the first of prompt and response that holds ``query``, or None (the
    bytes matched inside a packed array, not in the text)."""
    for field, text in (("prompt", trace.prompt_text), ("response", trace.response_text)):
        at = text.find(query)
        if at >= 0:
            return field, _snippet(text, at, len(query))
    return None


def follow_prompt(source: Source, run: str, prompt_hash: int, split: str) -> list[list[Any]]:
    """``[[step, sample_index, score], ...]`` of every recorded sample of one prompt, by step."""
    found = source.cache.get(source, run, split).prompt_samples(prompt_hash)
    if not found:
        raise errors.NotFoundError(f"run {run!r} has no {split!r} sample of prompt {prompt_hash:016x}")
    return found


def _step_index(source: Source, run: str, step: int, split: str) -> tuple[trace_pb2.StepIndex, float]:
    """The index of one step and its wall time."""
    run_index = source.cache.get(source, run, split, need_step=step)
    if step not in run_index:
        raise errors.NotFoundError(f"run {run!r} has no {split!r} decision index at step {step}")
    return run_index.index(step), run_index.wall_time(step)


def read_step(source: Source, run: str, step: int, split: str) -> dict[str, Any]:
    """The index of one step: every recorded sample's summary (no trace payloads)."""
    index, wall_time = _step_index(source, run, step, split)
    return {
        "step": step,
        "split": split,
        "wall_time": wall_time,
        "batch_size": index.batch_size,
        "samples": [codec.summary_to_json(s) for s in index.samples],
    }


def read_trace(source: Source, run: str, step: int, sample: int, split: str) -> dict[str, Any]:
    """The JSON of one trace (the ``/trace`` route), with its attribution when one was computed."""
    answer = codec.trace_to_json(load_trace(source, run, step, sample, split))
    attribution = None
    answer["attribution_error"] = None
    if source.logdir is not None:
        try:
            attribution = _ATTRIBUTIONS.get(os.path.join(source.logdir, run, metadata.ATTRIBUTION_FILE)).get((split, step, sample))
        except errors.InvalidArgumentError as error:
            # A damaged attribution file must not hide the trace itself: serve it, say why not the rest.
            answer["attribution_error"] = str(error)
    answer["attribution"] = None if attribution is None else codec.attribution_to_json(attribution)
    return answer


class AttributionCache:
    """The attribution records of each run, re-read only when the file's size or mtime changes
    (``tb-verl attribute`` appends while TensorBoard serves). The newest record of a sample wins."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[str, tuple[tuple[int, int], dict[tuple[str, int, int], trace_pb2.TokenAttribution]]] = {}

    def get(self, path: str) -> dict[tuple[str, int, int], trace_pb2.TokenAttribution]:
        try:
            stat = os.stat(path)
        except FileNotFoundError:
            return {}
        signature = (stat.st_size, stat.st_mtime_ns)
        with self._lock:
            cached = self._entries.get(path)
            if cached is not None and cached[0] == signature:
                return cached[1]
        with open(path, "rb") as file:
            buffer = file.read()
        by_sample: dict[tuple[str, int, int], trace_pb2.TokenAttribution] = {}
        try:
            for _, payload in records.iter_records(buffer):
                attribution = codec.decode_attribution(payload)
                by_sample[(attribution.split, attribution.step, attribution.sample_index)] = attribution
        except (ValueError, message.DecodeError) as error:
            raise errors.InvalidArgumentError(f"{path} is corrupt ({error}): delete it and run tb-verl attribute again") from error
        with self._lock:
            self._entries[path] = (signature, by_sample)
        return by_sample


_ATTRIBUTIONS = AttributionCache()


def _store_path(source: Source, run: str, name: str) -> str:
    """Path of a run's trace store named by its index (a bare file name, never a path elsewhere)."""
    if source.logdir is None:
        raise errors.NotFoundError("traces are read from the logdir: start tensorboard with --logdir")
    if not metadata.is_trace_file_name(name):
        raise errors.InvalidArgumentError(f"run {run!r} names an invalid trace file {name!r}")
    return os.path.join(source.logdir, run, name)


def _missing_store(name: str, run: str) -> errors.NotFoundError:
    return errors.NotFoundError(
        f"trace file {name} of run {run!r} is missing: copy it along with the event files when moving a logdir"
    )


def load_trace(source: Source, run: str, step: int, sample: int, split: str) -> trace_pb2.DecisionTrace:
    """One decoded trace: sample ``sample`` (its row in the batch) of ``step``."""
    index, _ = _step_index(source, run, step, split)
    summary = next((s for s in index.samples if s.sample_index == sample), None)
    if summary is None:
        recorded = [s.sample_index for s in index.samples]
        raise errors.NotFoundError(f"step {step} of run {run!r} recorded samples {recorded}, not {sample}")
    path = _store_path(source, run, index.trace_file)
    try:
        with open(path, "rb") as store:
            frame = os.pread(store.fileno(), summary.length_bytes, summary.offset)
        trace = codec.decode_trace(records.unframe_record(frame))
    except FileNotFoundError:
        raise _missing_store(index.trace_file, run) from None
    except (ValueError, message.DecodeError) as error:
        raise errors.InvalidArgumentError(f"cannot decode sample {sample} of step {step}: {error}") from error
    return trace
