"""Pure read functions behind the plugin's routes.

Everything goes through TensorBoard's ``DataProvider`` (never the multiplexer), so the same code
serves the Rust data server (``--load_fast=true``, the default) and the Python loader
(``--load_fast=false``). Errors a user can cause are raised as TensorBoard's public errors, which
the server turns into 400/404 answers.
"""

from __future__ import annotations

import math
from typing import Any

from google.protobuf import message
from tensorboard import errors
from tensorboard.data import provider

from tb_verl_plugin import codec, metadata

ALL_POINTS = 1 << 30
"""``downsample`` value that means "every retained datum" (the reservoir already bounds it)."""

SCALAR_POINTS = 2000
"""Points per scalar series sent to the charts; a 100k-step run is downsampled by TensorBoard."""


class Source:
    """Where to read: the data provider, the request context and the experiment."""

    def __init__(self, data_provider: provider.DataProvider, ctx: Any, experiment_id: str):
        self.provider = data_provider
        self.ctx = ctx
        self.experiment_id = experiment_id


def _finite_or_none(value: float) -> float | None:
    return value if math.isfinite(value) else None


def list_runs(source: Source) -> list[dict[str, Any]]:
    """Runs that have scalars or traces, with their scalar tags and whether they have traces."""
    scalars = source.provider.list_scalars(
        source.ctx, experiment_id=source.experiment_id, plugin_name=metadata.SCALARS_PLUGIN_NAME
    )
    indexes = source.provider.list_tensors(
        source.ctx, experiment_id=source.experiment_id, plugin_name=metadata.INDEX_PLUGIN_NAME
    )
    return [
        {
            "run": run,
            "scalar_tags": sorted(scalars.get(run, {})),
            "has_traces": metadata.INDEX_TAG in indexes.get(run, {}),
        }
        for run in sorted(set(scalars) | set(indexes))
    ]


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


def _read_indexes(source: Source, run: str) -> list[provider.TensorDatum]:
    data = source.provider.read_tensors(
        source.ctx,
        experiment_id=source.experiment_id,
        plugin_name=metadata.INDEX_PLUGIN_NAME,
        downsample=ALL_POINTS,
        run_tag_filter=provider.RunTagFilter(runs=[run], tags=[metadata.INDEX_TAG]),
    )
    series = data.get(run, {}).get(metadata.INDEX_TAG)
    if series is None:
        raise errors.NotFoundError(
            f"run {run!r} has no decision traces: log them with TraceLogger.log_decisions"
        )
    return series


def _trace_steps(source: Source, run: str) -> dict[int, list[provider.BlobReference]]:
    data = source.provider.read_blob_sequences(
        source.ctx,
        experiment_id=source.experiment_id,
        plugin_name=metadata.PLUGIN_NAME,
        downsample=ALL_POINTS,
        run_tag_filter=provider.RunTagFilter(runs=[run], tags=[metadata.TRACES_TAG]),
    )
    series = data.get(run, {}).get(metadata.TRACES_TAG, [])
    return {datum.step: list(datum.values) for datum in series}


def _index_blob(datum: provider.TensorDatum) -> bytes:
    value = datum.numpy.item() if datum.numpy.ndim == 0 else datum.numpy.reshape(-1)[0]
    return value if isinstance(value, bytes) else bytes(value)


def list_steps(source: Source, run: str) -> list[dict[str, Any]]:
    """One compact entry per indexed step: its sample count, mean score, and whether the traces of
    that step are still retained by TensorBoard's reservoir."""
    with_traces = _trace_steps(source, run)
    steps = []
    for datum in _read_indexes(source, run):
        index = codec.decode_index(_index_blob(datum))
        scores = [s.score for s in index.samples if s.HasField("score") and math.isfinite(s.score)]
        steps.append(
            {
                "step": datum.step,
                "samples": len(index.samples),
                "mean_score": sum(scores) / len(scores) if scores else None,
                "has_traces": datum.step in with_traces,
            }
        )
    return steps


def read_step(source: Source, run: str, step: int) -> dict[str, Any]:
    """The index of one step: every recorded sample's summary (no trace payloads)."""
    for datum in _read_indexes(source, run):
        if datum.step == step:
            index = codec.decode_index(_index_blob(datum))
            return {
                "step": step,
                "wall_time": datum.wall_time,
                "batch_size": index.batch_size,
                "has_traces": step in _trace_steps(source, run),
                "samples": [codec.summary_to_json(s) for s in index.samples],
            }
    raise errors.NotFoundError(f"run {run!r} has no decision index at step {step}")


def read_trace(source: Source, run: str, step: int, blob_index: int) -> dict[str, Any]:
    """One decoded trace: blob ``blob_index`` of ``step`` (``blob_index`` comes from the index)."""
    references = _trace_steps(source, run).get(step)
    if references is None:
        raise errors.NotFoundError(
            f"run {run!r} has no traces retained at step {step}: TensorBoard keeps a sample of "
            f"steps; raise --samples_per_plugin={metadata.PLUGIN_NAME}=N (0 keeps all)"
        )
    if not 0 <= blob_index < len(references):
        raise errors.NotFoundError(
            f"step {step} of run {run!r} has {len(references)} traces; blob {blob_index} is out of range"
        )
    blob = source.provider.read_blob(source.ctx, blob_key=references[blob_index].blob_key)
    try:
        trace = codec.decode_trace(blob)
    except (ValueError, message.DecodeError) as error:
        raise errors.InvalidArgumentError(f"cannot decode trace {blob_index} of step {step}: {error}") from error
    return codec.trace_to_json(trace)
