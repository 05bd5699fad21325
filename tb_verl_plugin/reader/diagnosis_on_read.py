"""Diagnosis on read: the detectors (:mod:`tb_verl_plugin.diagnosis`) over a run as TensorBoard
and the trace stores hold it, for ``/diagnosis`` and ``tb-verl diagnose``.

A run's events are kept per run and computed again only when TensorBoard reports something new of
it (a scalar's or the index's last step), so a live run is diagnosed once per change, not once per
request, and a finished one once.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
from tensorboard import errors
from tensorboard.data import provider

from tb_verl_plugin.diagnosis import Limits, detectors, diagnose
from tb_verl_plugin.diagnosis.events import Event
from tb_verl_plugin.diagnosis.run_view import RowTokens, Series, StepRows
from tb_verl_plugin.format import codec, fields, metadata
from tb_verl_plugin.reader import index, traces
from tb_verl_plugin.reader.source import ALL_POINTS, Source


class SourceRun:
    """One run of a logdir as the detectors read it (:class:`~tb_verl_plugin.diagnosis.run_view.RunView`):
    scalars through TensorBoard's data provider, rows and traces through the run's index."""

    def __init__(self, source: Source, run: str, split: str = "train") -> None:
        self._source, self._run, self._split = source, run, split
        self._tags = sorted(source.tags(metadata.SCALARS_PLUGIN_NAME).get(run, {}))
        self._scalars: dict[str, Series | None] = {}
        self._row_series: dict[str, Series] | None = None
        try:
            self._index: index.RunIndex | None = index.run_index(source, run, split)
        except errors.NotFoundError:  # scalars only: the detectors that need rows stay silent
            self._index = None

    def scalar_tags(self) -> Sequence[str]:
        return self._tags

    def scalar(self, tag: str) -> Series | None:
        if not self._scalars:  # the first asked: every one the detectors read, in one request
            self._read([*_read_by_detectors(self._tags), tag])
        if tag not in self._scalars:
            self._read([tag])
        return self._scalars[tag]

    def _read(self, tags: list[str]) -> None:
        held = [t for t in tags if t in self._tags]
        data = self._source.scalars_of(self._run, held, downsample=ALL_POINTS) if held else {}
        for tag in tags:
            points = data.get(tag)
            self._scalars[tag] = None if points is None else _series(points)

    def row_series(self) -> Mapping[str, Series]:
        if self._row_series is None:
            self._row_series = self._index.row_series() if self._index is not None else {}
        return self._row_series

    def traced_steps(self) -> np.ndarray:
        return self._index.steps if self._index is not None else np.array([], np.int64)

    def rows(self, step: int) -> StepRows:
        stored, _ = index.stored_step(self._source, self._run, step, self._split)
        return StepRows.of_columns(step, stored.columns(), stored.start, stored.stop)

    def tokens(self, step: int, sample: int) -> RowTokens | None:
        try:
            trace = traces.load_trace(self._source, self._run, step, sample, self._split)
        except errors.PublicError:
            return None
        ids = codec.unpack_int32(trace.token_ids).astype(np.int64)
        policy = (
            np.frombuffer(trace.response_mask, np.uint8).astype(bool)
            if trace.HasField("response_mask")
            else np.ones(ids.size, bool)
        )
        values = {
            name: codec.unpack_fp16(packed).astype(np.float32)
            for name, packed in codec.stored_token_fields(trace).items()
        }
        return RowTokens(token_ids=ids, policy=policy, fields=fields.with_derived(values))


def _series(points: Sequence[provider.ScalarDatum]) -> Series:
    """A scalar's points as the detectors read them: one a step, the newest where a step was
    logged twice (:func:`~tb_verl_plugin.reader.index.newest_per_step`); its steps ascending as
    the data provider mostly gives them, read into arrays at once."""
    steps = np.fromiter((d.step for d in points), np.int64, len(points))
    if (steps[1:] > steps[:-1]).all():
        return Series(steps, np.fromiter((d.value for d in points), np.float64, len(points)))
    return Series.of((d.step, float(d.value)) for d in index.newest_per_step(points))


def _read_by_detectors(tags: Sequence[str]) -> list[str]:
    """Of a run's scalar tags (sorted), those the detectors read: a registry's signals, every one
    under :data:`~tb_verl_plugin.diagnosis.detectors.NON_FINITE_PREFIXES` (``non_finite``) and the
    first validation score (``reward_hacking``)."""
    validation = [t for t in tags if t.startswith(detectors.VALIDATION_PREFIX)][:1]
    watched = detectors.WATCHED_SCALARS
    return [t for t in tags if t in watched or t.startswith(detectors.NON_FINITE_PREFIXES)] + validation


def run_events(source: Source, run: str, limits: Limits | None = None) -> list[Event]:
    """The run's events, by onset (a run without traces is diagnosed on its scalars alone);
    NotFoundError for a run TensorBoard does not have."""
    if run not in {
        *source.tags(metadata.SCALARS_PLUGIN_NAME),
        *source.tags(metadata.MARKER_PLUGIN_NAME),
        *source.tags(metadata.PLUGIN_NAME),
    }:
        raise errors.NotFoundError(f"no run {run!r} in this logdir")
    return diagnose(SourceRun(source, run), limits)


class DiagnosisCache:
    """Each run's events, computed again only when the run's listing changes (see the module docstring)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[tuple[str, str], tuple[Any, list[dict[str, Any]]]] = {}
        self._computing: dict[tuple[str, str], threading.Lock] = {}

    def events(
        self, source: Source, run: str, listings: dict[str, dict[str, dict[str, Any]]] | None = None
    ) -> list[dict[str, Any]]:
        """``run``'s events as ``/diagnosis`` sends them (``listings``: the tags of every run, if
        already at hand)."""
        version = _version(listings or _listings(source), run)
        key = (source.experiment_id, run)
        with self._lock:
            computing = self._computing.setdefault(key, threading.Lock())
        with computing:  # one computation of a run at a time: a request during the read-ahead's waits for it
            with self._lock:
                cached = self._entries.get(key)
            if cached is not None and cached[0] == version:
                return cached[1]
            found = [e.to_json() for e in run_events(source, run)]
            with self._lock:
                self._entries[key] = (version, found)
        return found

    def read_new_runs(self, source: Source) -> None:
        """Diagnoses every run whose listing changed since (the plugin's read-ahead, so the tab's
        first ask is answered from here: a 100k-step run takes about 0.4 s)."""
        listings = _listings(source)
        for run in sorted({run for listing in listings.values() for run in listing}):
            self.events(source, run, listings)


def _listings(source: Source) -> dict[str, dict[str, dict[str, Any]]]:
    return {
        plugin: source.tags(plugin)
        for plugin in (metadata.SCALARS_PLUGIN_NAME, metadata.MARKER_PLUGIN_NAME, metadata.PLUGIN_NAME)
    }


def _version(listings: dict[str, dict[str, dict[str, Any]]], run: str) -> tuple[Any, ...]:
    """What changes when a run gets new steps: each scalar's and marker's last step and time."""
    return tuple(
        (plugin, tag, series.max_step, series.max_wall_time)
        for plugin, listing in listings.items()
        for tag, series in sorted(listing.get(run, {}).items())
    )
