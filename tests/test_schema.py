"""The trace schema: what the writer encodes reads back equal within fp16, absent stays absent,
and the committed generated module matches trace.proto."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tb_verl_plugin.format import codec, fields, generate_proto, metadata, trace_pb2
from tb_verl_plugin.reader import answers

FP16_MAX = 65504.0

lengths = st.integers(min_value=0, max_value=40)
finite_floats = st.floats(min_value=-FP16_MAX, max_value=FP16_MAX, allow_nan=False, width=32)


@st.composite
def trace_records(draw: st.DrawFn) -> codec.HostTrace:
    length = draw(lengths)
    k = draw(st.integers(min_value=0, max_value=5))
    ids = hnp.arrays(np.int64, (length,), elements=st.integers(0, 2**31 - 1))
    token_fields = {
        name: draw(hnp.arrays(np.float32, (length,), elements=finite_floats))
        for name in draw(st.sets(st.sampled_from(fields.names())))
    }
    with_top_k = draw(st.booleans())
    return codec.HostTrace(
        step=draw(st.integers(0, 2**40)),
        sample_index=draw(st.integers(0, 10_000)),
        token_ids=draw(ids),
        group_id=draw(st.text(max_size=20)),
        data_source=draw(st.text(max_size=20)),
        selected_because=draw(st.lists(st.sampled_from(["best", "worst", "random", "group"]), max_size=3)),
        prompt_text=draw(st.text(max_size=50)),
        prompt_ids=draw(st.none() | hnp.arrays(np.int64, (draw(lengths),), elements=st.integers(0, 2**31 - 1))),
        token_text=draw(st.none() | st.lists(st.text(max_size=8), min_size=length, max_size=length)),
        token_bytes=draw(st.none() | st.lists(st.binary(max_size=4), min_size=length, max_size=length)),
        vocab_bytes=draw(st.dictionaries(st.integers(0, 2**31 - 1), st.binary(max_size=4), max_size=3)),
        response_mask=draw(st.none() | hnp.arrays(np.uint8, (length,), elements=st.integers(0, 1))),
        response_text=draw(st.text(max_size=50)),
        token_fields=token_fields,
        top_k_ids=draw(hnp.arrays(np.int64, (length, k), elements=st.integers(0, 2**31 - 1))) if with_top_k else None,
        top_k_log_probs=draw(hnp.arrays(np.float32, (length, k), elements=finite_floats)) if with_top_k else None,
        score=draw(st.none() | st.floats(width=32, allow_nan=False)),
        extra_token={
            name: draw(hnp.arrays(np.float32, (length,), elements=finite_floats))
            for name in draw(st.sets(st.text(min_size=1, max_size=10), max_size=2))
        },
        extra_sample=draw(
            st.dictionaries(st.text(min_size=1, max_size=10), st.floats(width=32, allow_nan=False), max_size=3)
        ),
    )


def fp16_close(decoded: np.ndarray, original: np.ndarray) -> None:
    """fp16 keeps 11 significant bits: relative error <= 2^-11, absolute <= 2^-25 near zero."""
    np.testing.assert_allclose(decoded, original, rtol=2**-11, atol=2**-24)


@settings(max_examples=150, deadline=None)
@given(trace_records())
def test_trace_round_trip_is_equal_within_fp16(record: codec.HostTrace) -> None:
    blob = codec.encode_trace(record).SerializeToString()
    trace = codec.decode_trace(blob)

    assert trace.schema_version == metadata.SCHEMA_VERSION
    assert (trace.step, trace.sample_index) == (record.step, record.sample_index)
    assert (trace.group_id, trace.data_source, trace.prompt_text) == (
        record.group_id,
        record.data_source,
        record.prompt_text,
    )
    assert list(trace.selected_because) == list(record.selected_because)
    np.testing.assert_array_equal(codec.unpack_int32(trace.token_ids), record.token_ids)
    if record.prompt_ids is None:
        assert not trace.HasField("prompt_ids")
    else:
        np.testing.assert_array_equal(codec.unpack_int32(trace.prompt_ids), record.prompt_ids)
    assert list(trace.token_text) == list(record.token_text or [])
    assert list(trace.token_bytes) == list(record.token_bytes or [])
    assert dict(trace.vocab_bytes) == record.vocab_bytes
    if record.response_mask is None:
        assert not trace.HasField("response_mask")
    else:
        assert list(trace.response_mask) == record.response_mask.tolist()
    stored = codec.stored_token_fields(trace)  # from their schema slots or the generic map
    for name in fields.names():
        if name in record.token_fields:
            fp16_close(codec.unpack_fp16(stored[name]), record.token_fields[name])
        else:
            assert name not in stored, f"{name} was not logged but reads back as present"
    if record.top_k_ids is not None and record.top_k_ids.shape[1] > 0:
        k = record.top_k_ids.shape[1]
        assert trace.top_k.k == k
        np.testing.assert_array_equal(codec.unpack_int32(trace.top_k.token_ids).reshape(-1, k), record.top_k_ids)
        fp16_close(codec.unpack_fp16(trace.top_k.log_probs).reshape(-1, k), record.top_k_log_probs)
    else:
        assert not trace.HasField("top_k")
    if record.score is None:
        assert not trace.HasField("score")
    else:
        assert trace.score == pytest.approx(record.score, rel=1e-6, abs=0) or np.isinf(np.float32(record.score))
    assert set(trace.extra_token) == set(record.extra_token)
    for name, values in record.extra_token.items():
        fp16_close(codec.unpack_fp16(trace.extra_token[name]), values)
    assert set(trace.extra_sample) == set(record.extra_sample)


def test_logged_zeros_differ_from_absent_fields() -> None:
    zeros = codec.HostTrace(
        step=1, sample_index=0, token_ids=np.array([], dtype=np.int64), token_fields={"value": np.zeros(0)}
    )
    trace = codec.decode_trace(codec.encode_trace(zeros).SerializeToString())
    assert trace.HasField("value") and codec.unpack_fp16(trace.value).size == 0
    assert not trace.HasField("advantage")
    as_json = answers.trace_to_json(trace)
    assert "value" in as_json["token_fields"] and "advantage" not in as_json["token_fields"]


def test_fp16_overflow_becomes_infinity_not_garbage() -> None:
    record = codec.HostTrace(
        step=0, sample_index=0, token_ids=np.array([1, 2]), token_fields={"value": np.array([1e6, -1e6])}
    )
    decoded = codec.unpack_fp16(codec.encode_trace(record).value)
    assert np.isposinf(decoded[0]) and np.isneginf(decoded[1])


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"token_fields": {"entropy": np.zeros(3)}}, "entropy"),
        ({"token_text": ["a"]}, "token_text"),
        ({"top_k_ids": np.zeros((2, 3)), "top_k_log_probs": np.zeros((2, 2))}, "top_k"),
        ({"token_fields": {"novelty": np.zeros(2)}}, "novelty"),
        ({"extra_token": {"bonus": np.zeros(5)}}, "bonus"),
    ],
)
def test_encoding_a_misshapen_field_names_it(change: dict, field: str) -> None:
    record = codec.HostTrace(step=0, sample_index=0, token_ids=np.array([1, 2]), **change)
    with pytest.raises(ValueError, match=field):
        codec.encode_trace(record)


def test_newer_schema_is_refused_with_upgrade_hint() -> None:
    blob = trace_pb2.DecisionTrace(schema_version=metadata.SCHEMA_VERSION + 1).SerializeToString()
    with pytest.raises(ValueError, match="upgrade tb-verl-plugin"):
        codec.decode_trace(blob)


def test_committed_generated_module_matches_trace_proto() -> None:
    assert generate_proto.main(["--check"]) == 0, "run `python -m tb_verl_plugin.format.generate_proto`"
