"""A run's ordinary TensorBoard series, as the tab shows them: which runs have what, one scalar
series for a chart, the per-token entropy histograms as a heatmap on common bins, the run's knobs as
its HParams record holds them, and the knobs that changed during training."""

from __future__ import annotations

import json
from typing import Any, cast

import numpy as np
from google.protobuf import json_format
from tensorboard import errors

from tb_verl_plugin.format import metadata, storage
from tb_verl_plugin.reader.index import finite_or_none, newest_per_step
from tb_verl_plugin.reader.source import Source

SCALAR_POINTS = 2000
"""Points per scalar series sent to the charts; a 100k-step run is downsampled by TensorBoard."""


def list_runs(source: Source) -> list[dict[str, Any]]:
    """Runs that have scalars or traces, with their scalar tags, the splits they have traces of and
    whether they have the whole-batch entropy histogram (the Exploration view)."""
    scalars = source.tags(metadata.SCALARS_PLUGIN_NAME)
    markers, indexes = source.tags(metadata.MARKER_PLUGIN_NAME), source.tags(metadata.PLUGIN_NAME)
    histograms = source.tags(metadata.HISTOGRAMS_PLUGIN_NAME)
    result = []
    for run in sorted(set(scalars) | set(markers) | set(indexes)):
        tags = [*markers.get(run, {}), *indexes.get(run, {})]
        splits = sorted({s for s in map(metadata.split_of_tag, tags) if s is not None})
        result.append(
            {
                "run": run,
                "scalar_tags": sorted(scalars.get(run, {})),
                "splits": splits,
                "exploration": metadata.ENTROPY_HISTOGRAM_TAG in histograms.get(run, {}),
            }
        )
    return result


def read_scalars(source: Source, run: str, tag: str) -> list[list[float | None]]:
    """``[[step, wall_time, value], ...]`` of one scalar series (value None for NaN/inf)."""
    series = source.scalars(run, tag, downsample=SCALAR_POINTS)
    if series is None:
        raise errors.NotFoundError(f"run {run!r} has no scalar tag {tag!r}")
    return [[d.step, d.wall_time, finite_or_none(float(d.value))] for d in newest_per_step(series)]


HEATMAP_STEPS = 1000
"""Steps of the entropy heatmap (TensorBoard downsamples longer runs)."""


def rebin(histogram: np.ndarray, edges: np.ndarray) -> np.ndarray:
    """Counts of a TensorBoard histogram (rows: left, right, count) moved onto ``edges``, each
    bucket's count spread uniformly over its width (a zero-width bucket goes where it sits)."""
    left, right, count = histogram[:, 0], histogram[:, 1], histogram[:, 2]
    width = right - left
    overlap = np.clip(
        np.minimum(right[:, None], edges[None, 1:]) - np.maximum(left[:, None], edges[None, :-1]), 0, None
    )
    share = np.divide(overlap, width[:, None], out=np.zeros_like(overlap), where=width[:, None] > 0)
    point = width <= 0
    if point.any():
        index = np.clip(np.searchsorted(edges, left[point], side="right") - 1, 0, len(edges) - 2)
        share[np.flatnonzero(point), index] = 1.0
    counts: np.ndarray = count @ share
    return counts


def entropy_heatmap(source: Source, run: str, bins: int = 40) -> dict[str, Any]:
    """The per-token entropy distribution of every (downsampled) step on common bins: rows are
    steps, columns the share of that step's tokens in each entropy bin."""
    series = source.tensors(metadata.HISTOGRAMS_PLUGIN_NAME, run, metadata.ENTROPY_HISTOGRAM_TAG, HEATMAP_STEPS)
    if not series:
        raise errors.NotFoundError(f"run {run!r} has no entropy histogram: log it with TraceLogger.log_exploration")
    series = newest_per_step(series)
    histograms = [np.asarray(d.numpy, dtype=np.float64).reshape(-1, 3) for d in series]
    top = max((float(h[:, 1].max()) for h in histograms if h.size), default=1.0) or 1.0
    edges = np.linspace(0.0, top, bins + 1)
    rows = []
    for h in histograms:
        counts = rebin(h, edges) if h.size else np.zeros(bins)
        total = counts.sum()
        rows.append((counts / total if total > 0 else counts).round(5).tolist())
    threshold = source.scalars(run, metadata.FORKING_THRESHOLD_TAG, downsample=1)
    return {
        "run": run,
        "steps": [d.step for d in series],
        "edges": edges.round(5).tolist(),
        "shares": rows,
        "forking_threshold": finite_or_none(float(threshold[-1].value)) if threshold else None,
        "forking_rule": forking_rule(source, run, float(threshold[-1].value)) if threshold else None,
        "knobs": run_knobs(source, run),
        "schedules": knob_schedules(source, run),
    }


def forking_rule(source: Source, run: str, threshold: float) -> dict[str, float] | None:
    """How the run's latest forking threshold was set: ``{"percentile", "step"}`` when it is the
    percentile the logger measured and kept (:data:`metadata.FORKING_FILE`), None when it is an
    absolute number of nats (or the file is missing or unreadable)."""
    if source.logdir is None:
        return None
    try:
        kept = json.loads(storage.read_range(storage.join(source.logdir, run, metadata.FORKING_FILE), 0, 4096))
        percentile, step, value = float(kept["percentile"]), int(kept["step"]), float(kept["threshold"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    # The scalar went through fp32: the same threshold within its rounding.
    same = abs(value - threshold) <= 1e-6 * max(1.0, abs(value))
    return {"percentile": percentile, "step": step} if same else None


def knob_schedules(source: Source, run: str) -> list[dict[str, Any]]:
    """The knobs logged as scalars (``exploration/knobs/...``) whose value changed during the run
    (an entropy coefficient or temperature schedule), each as ``[step, value]`` points on the
    heatmap's step budget; constant knobs are left out (the HParams record lists them)."""
    listing = source.tags(metadata.SCALARS_PLUGIN_NAME).get(run, {})
    schedules = []
    for tag in sorted(t for t in listing if t.startswith(metadata.KNOB_TAG_PREFIX)):
        points = [
            [d.step, finite_or_none(float(d.value))]
            for d in newest_per_step(source.scalars(run, tag, HEATMAP_STEPS) or [])
        ]
        if len({value for _, value in points if value is not None}) > 1:
            schedules.append({"name": tag[len(metadata.KNOB_TAG_PREFIX) :], "tag": tag, "points": points})
    return schedules


def run_knobs(source: Source, run: str) -> dict[str, bool | float | str]:
    """The settings the run logged for TensorBoard's HParams dashboard (``log_hparams``, the verl
    backend), read from the hparams plugin's own session record; {} when it logged none."""
    from tensorboard.plugins.hparams import metadata as hparams_metadata

    session = source.series_info(hparams_metadata.PLUGIN_NAME, run, hparams_metadata.SESSION_START_INFO_TAG)
    if session is None:
        return {}
    start = hparams_metadata.parse_session_start_info_plugin_data(session.plugin_content)
    # A protobuf Value converts to the plain value it holds (its stub says a dict).
    return {name: cast(Any, json_format.MessageToDict(value)) for name, value in start.hparams.items()}
