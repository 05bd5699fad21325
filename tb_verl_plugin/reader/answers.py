"""The HTTP answers' JSON shapes, built from what the format holds (documented in
``tb_verl_plugin/http_api.md``; the tab reads them as its ``model/wire.ts`` says)."""

from __future__ import annotations

import base64
import dataclasses
import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from tb_verl_plugin.format import codec, fields, rowtable, text, trace_pb2, turns


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def fields_json() -> dict[str, Any]:
    """The field tables (``fields``) as ``/fields`` answers them (and ``tests/shared/fields.json``
    holds them): the per-token fields, the row statistics and the per-response values."""

    def column(index_column: fields.IndexColumn | None) -> dict[str, Any] | None:
        return None if index_column is None else dataclasses.asdict(index_column)

    return {
        "fields": [
            {
                "name": f.name,
                "label": f.label,
                "scale": f.scale,
                "derived_from": list(f.derived_from),
                "sampled_only": f.sampled_only,
                "in_index": f.in_index,
                "index_column": column(f.index_column),
            }
            for f in fields.TOKEN_FIELDS
        ],
        "row_statistics": [{"name": s.name, "index_column": column(s.index_column)} for s in fields.row_statistics()],
        "responses": [
            {
                "name": f.name,
                "kind": f.kind,
                "term": f.term,
                "filter_default": None if math.isnan(f.filter_default) else f.filter_default,
                "index_column": column(f.index_column),
                "badge": None if f.badge is None else dataclasses.asdict(f.badge),
            }
            for f in fields.response_fields()
        ],
    }


def trace_to_json(trace: trace_pb2.DecisionTrace) -> dict[str, Any]:
    """The ``/trace`` answer of a stored trace (documented in ``http_api.md``): its served
    trace-level values (``codec.TRACE_FIELDS``), then its arrays.

    Arrays stay packed (base64 of the little-endian bytes): a 32k-token trace stays a few hundred
    KB and the browser decodes it with one typed-array pass instead of parsing number text.
    """
    token_text, token_parts = pieces_to_json(text.trace_pieces(trace))
    top_k = None
    if trace.HasField("top_k") and trace.top_k.k > 0:
        top_k = {
            "k": trace.top_k.k,
            "token_ids": _b64(trace.top_k.token_ids.int32),
            "log_probs": _b64(trace.top_k.log_probs.fp16),
        }
    return {
        "schema_version": int(trace.schema_version),
        **{field.name: codec.trace_value(trace, field) for field in codec.TRACE_FIELDS if field.served},
        "prompt_ids": _b64(trace.prompt_ids.int32) if trace.HasField("prompt_ids") else None,
        "token_ids": _b64(trace.token_ids.int32),
        "response_mask": _b64(trace.response_mask) if trace.HasField("response_mask") else None,
        "token_text": token_text,
        "token_parts": token_parts,
        "vocab": {str(token_id): label for token_id, label in sorted(text.trace_vocabulary(trace).items())},
        "token_fields": {name: _b64(packed.fp16) for name, packed in codec.stored_token_fields(trace).items()},
        "top_k": top_k,
        "extra_token": {name: _b64(arr.fp16) for name, arr in sorted(trace.extra_token.items())},
        "extra_sample": dict(sorted(trace.extra_sample.items())),
        "spans": [span_to_json(span) for span in trace.spans],
    }


def pieces_to_json(pieces: Sequence[text.TokenPiece]) -> tuple[list[str], dict[str, dict[str, str]]]:
    """The ``token_text`` and ``token_parts`` members of a ``/trace`` answer: each token's text,
    and by position (as text, a JSON key) the tokens that hold part of a character:
    ``{"bytes": "⟨d1⟩", "of": "ё"}``."""
    parts = {
        str(i): {"bytes": text.hex_bytes(piece.part), "of": piece.of}
        for i, piece in enumerate(pieces)
        if piece.part is not None
    }
    return [piece.text for piece in pieces], parts


def span_to_json(span: trace_pb2.Span) -> dict[str, Any]:
    """One span of the ``/trace`` answer (documented in ``http_api.md``)."""
    plain = turns.from_proto(span)
    return {
        "kind": plain.kind,
        "start": plain.start,
        "end": plain.end,
        "turn": plain.turn,
        "tool_calls": [
            {"name": c.name, "arguments": c.arguments, "output": c.output, "status": c.status} for c in plain.tool_calls
        ],
    }


def attribution_to_json(attribution: trace_pb2.TokenAttribution) -> dict[str, Any]:
    """The ``attribution`` member of the ``/trace`` answer (packed arrays, as the trace's own)."""
    return {
        "method": attribution.method,
        "top_n": attribution.top_n,
        "sources": _b64(attribution.sources.int32),
        "weights": _b64(attribution.weights.fp16),
        "prompt_token_text": text.attribution_prompt_texts(attribution),
        "checkpoint": attribution.checkpoint,
    }


def attention_to_json(attribution: trace_pb2.TokenAttribution) -> dict[str, Any] | None:
    """The ``attention`` member of the ``/trace`` answer: per layer (by its index as text, a JSON
    key), packed sources and weights; ``None`` for a record written before attention was kept."""
    if not attribution.attention:
        return None
    return {
        "top_n": attribution.attention_top_n,
        "layers": {
            str(layer.layer): {"sources": _b64(layer.sources.int32), "weights": _b64(layer.weights.fp16)}
            for layer in attribution.attention
        },
    }


def prompt_hash_text(prompt_hash: int) -> str:
    """A prompt's identity as the routes send it: 16 hex digits (JSON numbers lose precision past 2^53)."""
    return f"{prompt_hash:016x}"


def sample_keys() -> tuple[str, ...]:
    """The keys of a ``/step`` sample (:func:`samples_from_columns`), in their order: the row's place, its
    response fields (``fields.response_fields``), where its trace is, and the reward parts."""
    fixed = ("recorded", "selected_because", "prompt_hash")
    return ("sample_index", "split", *(f.name for f in fields.response_fields()), *fixed, "extra_sample")


def _json_numbers(column: np.ndarray) -> list[float | str | None]:
    """A float column as JSON holds it: None where a row has none (NaN), infinities as
    TensorBoard's strings (``"Infinity"``, ``"-Infinity"``)."""
    values: list[float | str | None] = column.astype(np.float64).tolist()
    for row in np.flatnonzero(~np.isfinite(column)).tolist():
        values[row] = None if np.isnan(column[row]) else ("Infinity" if column[row] > 0 else "-Infinity")
    return values


def field_json(field: fields.ResponseField, columns: rowtable.Columns, start: int, stop: int) -> list[Any]:
    """Rows ``start`` to ``stop`` of a response field as ``/step`` serves them, by its kind: null
    where a row has none, infinities as strings, a row of one turn without counts."""
    column = columns.column(field)
    rows = slice(start, stop)
    if column is None:
        return [[] for _ in range(stop - start)] if field.kind == "strings" else [None] * (stop - start)
    if isinstance(column, rowtable.StringColumn):
        return [column.values[code] for code in column.codes[rows].tolist()]
    if isinstance(column, rowtable.ListColumn):
        return [column[row] for row in range(start, stop)]
    if field.kind == "int":
        listed: list[Any] = column[rows].tolist()
        return listed
    if field.kind == "count":
        return [None if v < 0 else v for v in column[rows].tolist()]
    if field.kind == "flag":
        return [None if t == rowtable.UNKNOWN else bool(t) for t in column[rows].tolist()]
    return _json_numbers(column[rows])


def samples_columns(
    table: trace_pb2.RowTable, start: int = 0, stop: int | None = None
) -> tuple[dict[str, list[Any]], dict[str, list[Any]]]:
    """Rows ``start`` to ``stop`` (all: one step's) as ``/step`` sends them: one list per key of
    :func:`sample_keys` but ``split`` (the answer's own) and ``extra_sample``, and one list per
    reward part (``extra_sample``'s): None where a row has no value, infinities as strings. By
    column because an object per row repeats every key on every row: a step of 8,192 rows was
    4.7 MB of JSON, which took TensorBoard about 3x as long to build and encode as these 1.8 MB."""
    columns = rowtable.Columns(table)
    stop = len(columns) if stop is None else stop
    rows, count = slice(start, stop), stop - start
    recorded = columns.recorded[rows]
    place = np.cumsum(columns.recorded)[rows] - 1  # a recorded row's place among the recorded
    because: list[list[str]] = [[]] * count  # one empty list for the unrecorded rows: JSON only reads it
    hashes = [prompt_hash_text(0)] * count
    for row in np.flatnonzero(recorded).tolist():  # the recorded rows only: a few of each step's
        because[row] = columns.selected_because[int(place[row])]
        hashes[row] = prompt_hash_text(int(columns.prompt_hash[place[row]]))
    by_key = {
        "sample_index": columns.sample_index[rows].tolist(),
        **{field.name: field_json(field, columns, start, stop) for field in fields.response_fields()},
        "recorded": recorded.tolist(),
        "selected_because": because,
        "prompt_hash": hashes,
    }
    return by_key, {name: _json_numbers(columns.extra[name][rows]) for name in sorted(columns.extra)}


def samples_from_columns(
    split: str, columns: dict[str, list[Any]], extra: dict[str, list[Any]]
) -> list[dict[str, Any]]:
    """``/step``'s columns and reward parts (:func:`samples_columns`) as one dict per row, keyed by
    :func:`sample_keys` (a row's ``extra_sample`` holds the parts it has): what ``tb-verl show``,
    :class:`~tb_verl_plugin.reader.logdir.Logdir` and Python callers read."""
    count = len(columns["sample_index"])
    extras = zip(*extra.values()) if extra else ((),) * count
    by_key = {
        **columns,
        "split": [split] * count,
        "selected_because": [list(because) for because in columns["selected_because"]],  # each row its own
        "extra_sample": [{name: value for name, value in zip(extra, row) if value is not None} for row in extras],
    }
    keys = sample_keys()
    return [dict(zip(keys, row)) for row in zip(*(by_key[key] for key in keys))]
