"""A step's index entries (``SampleSummary``, one per row of the batch) and the step's index
(``StepIndex``): what the writer writes beside the traces, and what is rebuilt from the traces
alone when an index is lost."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from tb_verl_plugin.format import codec, fields, metadata, trace_pb2, turns


def prompt_hash(record: codec.HostTrace) -> int:
    """The prompt's identity across steps (see ``SampleSummary.prompt_hash`` in trace.proto)."""
    if record.prompt_ids is not None:
        data = np.asarray(record.prompt_ids, dtype=codec.INT32).tobytes()
    else:
        data = record.prompt_text.encode("utf-8")
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "little")


def _reduce(values: np.ndarray | None, keep: np.ndarray | None, reduce: fields.Reduce) -> float | None:
    """A field's index statistic over a record's kept tokens (see ``fields.index_stats``)."""
    if values is None:
        return None
    values = np.asarray(values, dtype=np.float32)
    if keep is not None:
        values = values[keep]
    finite = values[np.isfinite(values)]
    if not finite.size:
        return None
    return float(np.abs(finite).max()) if reduce == "max_abs" else float(finite.mean())


def set_response_value(summary: trace_pb2.SampleSummary, field: fields.ResponseField, value: Any) -> None:
    """A row's value of a fixed per-response field (``fields.FIXED_RESPONSE_FIELDS``) into its slot of
    ``summary``, as the field's kind says; None leaves it unset (the row has none)."""
    if value is None:
        return
    if field.kind == "strings":
        getattr(summary, field.name).extend(value)
    elif field.kind == "float":
        setattr(summary, field.name, float(value))
    elif field.kind in ("int", "count"):
        setattr(summary, field.name, int(value))
    elif field.kind == "flag":
        setattr(summary, field.name, bool(value))
    else:
        setattr(summary, field.name, value)


def row_summary(
    *,
    sample_index: int,
    split: str,
    values: Mapping[str, Any],
    stats: Mapping[str, float | None],
    extra_sample: Mapping[str, float],
) -> trace_pb2.SampleSummary:
    """The index entry of one row of a step, recorded or not: ``values`` by the names of the fixed
    per-response fields (``fields.FIXED_RESPONSE_FIELDS``; absent or None where the row has none:
    no score, a response of one turn, truncation not judged), ``stats`` by the index statistics'
    names (``fields.index_stat_names``), ``extra_sample`` the numbers logged beside the score."""
    summary = trace_pb2.SampleSummary(sample_index=sample_index, split=split)
    for field in fields.FIXED_RESPONSE_FIELDS:
        set_response_value(summary, field, values.get(field.name))
    for name, value in extra_sample.items():
        summary.extra_sample[name] = float(value)
    for name, stat in stats.items():
        if stat is not None and np.isfinite(stat):
            summary.stats[name] = float(stat)
    return summary


def summary_stat(summary: trace_pb2.SampleSummary, name: str) -> float | None:
    """A row's index statistic ``name`` (``fields.index_stats``): from ``stats`` (schema 4), else
    from its named slot (schema 3 and before), None when the row has none."""
    if name in summary.stats:
        return summary.stats[name]
    slot = trace_pb2.SampleSummary.DESCRIPTOR.fields_by_name.get(name)
    return getattr(summary, name) if slot is not None and summary.HasField(name) else None


def recorded_row_summary(
    record: codec.HostTrace,
    offset: int,
    length_bytes: int,
    stats: Mapping[str, float | None] | None = None,
) -> trace_pb2.SampleSummary:
    """The index entry of a recorded trace: what a listing shows and sorts by, and where the trace is.

    Statistics run over the tokens the policy generated (``response_mask`` 1). The logger passes
    ``stats`` computed in fp32 where the data was (see ``fields.index_stats``); without them they
    are computed here from the record (the KL from the ``kl`` field, else from the two log-probs).
    """
    keep = None if record.response_mask is None else np.asarray(record.response_mask).astype(bool)
    if stats is None:
        per_token = fields.with_derived({n: np.asarray(v, np.float32) for n, v in record.token_fields.items()})
        stats = {
            name: _reduce(per_token.get(field.name), keep, field.index_reduce)
            for name, field in fields.index_stats().items()
        }
    summary = row_summary(
        sample_index=record.sample_index,
        split=record.split,
        values={
            "group_id": record.group_id,
            "data_source": record.data_source,
            "score": record.score,
            "length": int(np.asarray(record.token_ids).shape[0]) if keep is None else int(keep.sum()),
            "truncated": record.truncated,
            **turns.summary_counts(record.spans),
        },
        stats=stats,
        extra_sample=record.extra_sample,
    )
    summary.selected_because.extend(record.selected_because)
    summary.offset, summary.length_bytes, summary.prompt_hash = offset, length_bytes, prompt_hash(record)
    return summary


def is_recorded(summary: trace_pb2.SampleSummary) -> bool:
    """Whether the index entry points at a trace (else the row has its summary only)."""
    return summary.length_bytes > 0


Placed = tuple[codec.HostTrace, int, int]
"""A trace as its step's index points at it: the record, its offset and size in the trace store."""


def step_index(
    step: int,
    batch_size: int,
    trace_file: str,
    placed: Sequence[Placed],
    stats: Sequence[Mapping[str, float | None] | None] | None = None,
    unrecorded: Sequence[trace_pb2.SampleSummary] = (),
    *,
    split: str,
    wall_time: float,
) -> trace_pb2.StepIndex:
    """The index of one step: its traces in ``trace_file`` and the summaries of the rows not
    recorded, by row (``samples``). What the writer writes beside the traces, and what is rebuilt
    from the traces alone when that index is missing (``stats``: see :func:`recorded_row_summary`)."""
    recorded = [
        recorded_row_summary(record, offset, size, None if stats is None else stats[i])
        for i, (record, offset, size) in enumerate(placed)
    ]
    samples = sorted([*recorded, *unrecorded], key=lambda s: s.sample_index)
    return trace_pb2.StepIndex(
        schema_version=metadata.SCHEMA_VERSION,
        step=step,
        batch_size=batch_size,
        trace_file=trace_file,
        split=split,
        wall_time=wall_time,
        samples=samples,
    )


def marker(index: trace_pb2.StepIndex) -> trace_pb2.StepIndex:
    """What the event file keeps of a step's index (schema 3): the step, its split and batch size,
    no rows. TensorBoard lists the run and its last step from these; the rows are in the index store."""
    return trace_pb2.StepIndex(
        schema_version=metadata.SCHEMA_VERSION,
        step=index.step,
        batch_size=index.batch_size,
        trace_file=index.trace_file,
        split=index.split,
        wall_time=index.wall_time,
    )
