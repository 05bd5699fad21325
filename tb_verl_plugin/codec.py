"""Packing of decision traces into the versioned protobuf schema, and back.

The writer (``tb_verl_logger``) calls :func:`encode_trace` and :func:`summarize` on host numpy
arrays; the plugin calls :func:`decode_trace` and :func:`trace_to_json`. Keeping both directions in
one module is what makes ``trace.proto`` the single source of truth: a field added there is added
here once, for both sides.
"""

from __future__ import annotations

import base64
import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from tb_verl_plugin import metadata, trace_pb2

TOKEN_FIELDS: tuple[str, ...] = (
    "log_prob",
    "entropy",
    "value",
    "token_reward",
    "advantage",
    "returns",
    "ref_log_prob",
)
"""Standard per-token float fields, named as in ``trace.proto``."""

_FP16 = np.dtype("<f2")
_INT32 = np.dtype("<i4")


@dataclasses.dataclass
class TraceRecord:
    """One sampled response on the host, before encoding. Arrays hold only unmasked tokens.

    ``token_fields`` maps names from :data:`TOKEN_FIELDS` to float arrays shaped like
    ``token_ids``; a name that is missing was not logged (and stays distinguishable from zeros).
    """

    step: int
    sample_index: int
    token_ids: np.ndarray
    group_id: str = ""
    data_source: str = ""
    split: str = "train"
    selected_because: Sequence[str] = ()
    prompt_text: str = ""
    prompt_ids: np.ndarray | None = None
    token_text: Sequence[str] | None = None
    response_text: str = ""
    vocab: Mapping[int, str] = dataclasses.field(default_factory=dict)
    token_fields: Mapping[str, np.ndarray] = dataclasses.field(default_factory=dict)
    top_k_ids: np.ndarray | None = None
    top_k_log_probs: np.ndarray | None = None
    score: float | None = None
    extra_token: Mapping[str, np.ndarray] = dataclasses.field(default_factory=dict)
    extra_sample: Mapping[str, float] = dataclasses.field(default_factory=dict)


def pack_fp16(values: np.ndarray) -> trace_pb2.Float16Array:
    """Packs floats as little-endian binary16 (values beyond +/-65504 become +/-inf)."""
    with np.errstate(over="ignore"):
        return trace_pb2.Float16Array(fp16=np.asarray(values).astype(_FP16).tobytes())


def pack_int32(values: np.ndarray) -> trace_pb2.Int32Array:
    """Packs integer ids as little-endian int32."""
    return trace_pb2.Int32Array(int32=np.asarray(values).astype(_INT32).tobytes())


def unpack_fp16(packed: trace_pb2.Float16Array) -> np.ndarray:
    """The float32 values of a packed fp16 array (a copy: callers may keep it)."""
    return np.frombuffer(packed.fp16, dtype=_FP16).astype(np.float32)


def unpack_int32(packed: trace_pb2.Int32Array) -> np.ndarray:
    """The int64 values of a packed int32 array."""
    return np.frombuffer(packed.int32, dtype=_INT32).astype(np.int64)


def _check_token_array(name: str, values: np.ndarray, length: int) -> np.ndarray:
    array = np.asarray(values)
    if array.ndim != 1 or array.shape[0] != length:
        raise ValueError(
            f"trace field {name!r} has shape {array.shape}, expected ({length},): one value per "
            "unmasked response token"
        )
    return array


def encode_trace(record: TraceRecord) -> trace_pb2.DecisionTrace:
    """Builds the protobuf of one trace; raises ValueError naming a field whose shape is wrong."""
    token_ids = np.asarray(record.token_ids)
    if token_ids.ndim != 1:
        raise ValueError(f"trace field 'token_ids' must be 1-D, got shape {token_ids.shape}")
    length = token_ids.shape[0]
    trace = trace_pb2.DecisionTrace(
        schema_version=metadata.SCHEMA_VERSION,
        step=record.step,
        sample_index=record.sample_index,
        group_id=record.group_id,
        data_source=record.data_source,
        split=record.split,
        selected_because=list(record.selected_because),
        prompt_text=record.prompt_text,
        response_text=record.response_text,
    )
    trace.token_ids.CopyFrom(pack_int32(token_ids))
    if record.prompt_ids is not None:
        trace.prompt_ids.CopyFrom(pack_int32(record.prompt_ids))
    if record.token_text is not None:
        if len(record.token_text) != length:
            raise ValueError(
                f"trace field 'token_text' has {len(record.token_text)} entries for {length} tokens"
            )
        trace.token_text.extend(record.token_text)
    for token_id, text in record.vocab.items():
        trace.vocab[int(token_id)] = text
    for name, values in record.token_fields.items():
        if name not in TOKEN_FIELDS:
            raise ValueError(
                f"unknown per-token field {name!r}: use one of {TOKEN_FIELDS} or put it in extra_token"
            )
        getattr(trace, name).CopyFrom(pack_fp16(_check_token_array(name, values, length)))
    if record.top_k_ids is not None or record.top_k_log_probs is not None:
        _encode_top_k(trace, record, length)
    if record.score is not None:
        trace.score = float(record.score)
    for name, values in record.extra_token.items():
        trace.extra_token[name].CopyFrom(
            pack_fp16(_check_token_array(f"extra_token[{name!r}]", values, length))
        )
    for name, value in record.extra_sample.items():
        trace.extra_sample[name] = float(value)
    return trace


def _encode_top_k(trace: trace_pb2.DecisionTrace, record: TraceRecord, length: int) -> None:
    if record.top_k_ids is None or record.top_k_log_probs is None:
        raise ValueError("top-k needs both 'top_k_ids' and 'top_k_log_probs'")
    ids = np.asarray(record.top_k_ids)
    log_probs = np.asarray(record.top_k_log_probs)
    if ids.ndim != 2 or ids.shape[0] != length or ids.shape != log_probs.shape:
        raise ValueError(
            f"'top_k_ids' {ids.shape} and 'top_k_log_probs' {log_probs.shape} must both be "
            f"({length}, k)"
        )
    if ids.shape[1] == 0:
        return  # k = 0: no alternatives recorded, the message stays absent
    trace.top_k.k = ids.shape[1]
    trace.top_k.token_ids.CopyFrom(pack_int32(ids.reshape(-1)))
    trace.top_k.log_probs.CopyFrom(pack_fp16(log_probs.reshape(-1)))


def _masked_mean(values: np.ndarray | None) -> float | None:
    if values is None or values.size == 0:
        return None
    finite = values[np.isfinite(values)]
    return float(finite.mean()) if finite.size else None


def summarize(record: TraceRecord, blob_index: int) -> trace_pb2.SampleSummary:
    """The index entry of a trace: what a listing shows and sorts by, without the trace payload."""
    fields = {name: np.asarray(v, dtype=np.float32) for name, v in record.token_fields.items()}
    kl = None
    if "log_prob" in fields and "ref_log_prob" in fields:
        kl = fields["log_prob"] - fields["ref_log_prob"]
    summary = trace_pb2.SampleSummary(
        sample_index=record.sample_index,
        group_id=record.group_id,
        data_source=record.data_source,
        length=int(np.asarray(record.token_ids).shape[0]),
        selected_because=list(record.selected_because),
        blob_index=blob_index,
        split=record.split,
    )
    if record.score is not None:
        summary.score = float(record.score)
    for field_name, value in (
        ("mean_entropy", _masked_mean(fields.get("entropy"))),
        ("mean_kl", _masked_mean(kl)),
        ("mean_log_prob", _masked_mean(fields.get("log_prob"))),
    ):
        if value is not None:
            setattr(summary, field_name, value)
    return summary


def _check_version(what: str, version: int) -> None:
    if version > metadata.SCHEMA_VERSION:
        raise ValueError(
            f"{what} schema version {version} is newer than this plugin's "
            f"{metadata.SCHEMA_VERSION}: upgrade tb-verl-plugin"
        )


def decode_trace(blob: bytes) -> trace_pb2.DecisionTrace:
    """Parses one trace blob; raises ValueError if it comes from a newer schema."""
    trace = trace_pb2.DecisionTrace.FromString(blob)
    _check_version("trace", trace.schema_version)
    return trace


def decode_index(blob: bytes) -> trace_pb2.StepIndex:
    """Parses one per-step index; raises ValueError if it comes from a newer schema."""
    index = trace_pb2.StepIndex.FromString(blob)
    _check_version("index", index.schema_version)
    return index


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _optional(message: Any, field: str) -> Any:
    return getattr(message, field) if message.HasField(field) else None


def trace_to_json(trace: trace_pb2.DecisionTrace) -> dict[str, Any]:
    """The JSON shape served by the ``/trace`` route (documented in ``http_api.md``).

    Arrays stay packed (base64 of the little-endian bytes): a 32k-token trace stays a few hundred
    KB and the browser decodes it with one typed-array pass instead of parsing number text.
    """
    token_fields = {
        name: _b64(getattr(trace, name).fp16) for name in TOKEN_FIELDS if trace.HasField(name)
    }
    top_k = None
    if trace.HasField("top_k") and trace.top_k.k > 0:
        top_k = {
            "k": trace.top_k.k,
            "token_ids": _b64(trace.top_k.token_ids.int32),
            "log_probs": _b64(trace.top_k.log_probs.fp16),
        }
    return {
        "schema_version": int(trace.schema_version),
        "step": trace.step,
        "sample_index": trace.sample_index,
        "group_id": trace.group_id,
        "data_source": trace.data_source,
        "split": trace.split,
        "selected_because": list(trace.selected_because),
        "prompt_text": trace.prompt_text,
        "prompt_ids": _b64(trace.prompt_ids.int32) if trace.HasField("prompt_ids") else None,
        "token_ids": _b64(trace.token_ids.int32),
        "token_text": list(trace.token_text),
        "response_text": trace.response_text,
        "vocab": {str(token_id): text for token_id, text in sorted(trace.vocab.items())},
        "score": _optional(trace, "score"),
        "token_fields": token_fields,
        "top_k": top_k,
        "extra_token": {name: _b64(arr.fp16) for name, arr in sorted(trace.extra_token.items())},
        "extra_sample": dict(sorted(trace.extra_sample.items())),
    }


def summary_to_json(summary: trace_pb2.SampleSummary) -> dict[str, Any]:
    """The JSON shape of one sample in the ``/steps`` route."""
    return {
        "sample_index": summary.sample_index,
        "group_id": summary.group_id,
        "data_source": summary.data_source,
        "split": summary.split,
        "score": _optional(summary, "score"),
        "length": summary.length,
        "mean_entropy": _optional(summary, "mean_entropy"),
        "mean_kl": _optional(summary, "mean_kl"),
        "mean_log_prob": _optional(summary, "mean_log_prob"),
        "selected_because": list(summary.selected_because),
        "blob_index": summary.blob_index,
    }
