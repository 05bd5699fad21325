"""The trace schema round trip: any valid record survives ``encode_trace``, the bytes on disk and
``host_trace`` (Hypothesis draws the records), per-token floats as the fp16 they are stored
in, the score and reward parts as fp32 (``trace.proto``). A record is what rebuilding a lost index
reads back, so a field lost or bent here is lost for good."""

from __future__ import annotations

import dataclasses

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tb_verl_plugin.format import codec, fields

FP16_FLOATS = st.floats(width=16, allow_nan=True, allow_infinity=True)
FP32_FLOATS = st.floats(width=32, allow_nan=False)
TEXT = st.text(max_size=12)


@st.composite
def records(draw: st.DrawFn) -> codec.HostTrace:
    length = draw(st.integers(0, 24))
    ids = draw(hnp.arrays(np.int64, length, elements=st.integers(0, 2**31 - 1)))

    def per_token() -> st.SearchStrategy[np.ndarray]:
        return hnp.arrays(np.float32, length, elements=FP16_FLOATS)

    names = draw(st.lists(st.sampled_from(fields.names()), unique=True, max_size=5))
    k = draw(st.integers(0, 4))
    has_top_k = draw(st.booleans())
    return codec.HostTrace(
        step=draw(st.integers(0, 2**40)),
        sample_index=draw(st.integers(0, 2**20)),
        token_ids=ids,
        group_id=draw(TEXT),
        data_source=draw(TEXT),
        split=draw(st.sampled_from(["train", "val"])),
        selected_because=draw(st.lists(TEXT, max_size=3)),
        prompt_text=draw(TEXT),
        prompt_ids=draw(st.none() | hnp.arrays(np.int64, st.integers(0, 8), elements=st.integers(0, 2**31 - 1))),
        token_bytes=draw(st.none() | st.lists(st.binary(max_size=4), min_size=length, max_size=length)),
        response_mask=draw(st.none() | hnp.arrays(np.uint8, length, elements=st.integers(0, 1))),
        response_text=draw(TEXT),
        vocab_bytes=draw(st.dictionaries(st.integers(0, 2**31 - 1), st.binary(max_size=4), max_size=4)),
        token_fields={name: draw(per_token()) for name in names},
        top_k_ids=draw(hnp.arrays(np.int64, (length, k), elements=st.integers(0, 2**31 - 1))) if has_top_k else None,
        top_k_log_probs=draw(hnp.arrays(np.float32, (length, k), elements=FP16_FLOATS)) if has_top_k else None,
        score=draw(st.none() | FP32_FLOATS),
        extra_token={
            name: draw(per_token()) for name in draw(st.lists(st.sampled_from(["shaped", "rm"]), unique=True))
        },
        extra_sample=draw(st.dictionaries(st.sampled_from(["acc", "bonus"]), FP32_FLOATS)),
        wall_time=draw(st.floats(0, 2e9)),
        batch_size=draw(st.integers(0, 2**20)),
        num_turns=draw(st.none() | st.integers(0, 50)),
        truncated=draw(st.none() | st.booleans()),
    )


def same_array(left: np.ndarray | None, right: np.ndarray | None) -> bool:
    if left is None or right is None:
        return left is None and right is None
    return left.shape == right.shape and np.array_equal(
        np.asarray(left, np.float64), np.asarray(right, np.float64), equal_nan=True
    )


@settings(max_examples=150, deadline=None)
@given(records())
def test_any_valid_record_survives_encoding_and_decoding(record: codec.HostTrace) -> None:
    back = codec.host_trace(codec.decode_trace(codec.encode_trace(record).SerializeToString()))
    for field in dataclasses.fields(codec.HostTrace):
        sent, got = getattr(record, field.name), getattr(back, field.name)
        if field.name in ("token_fields", "extra_token"):
            assert sent.keys() == got.keys(), field.name
            assert all(same_array(sent[name], got[name]) for name in sent), field.name  # fp16 values exactly
        elif field.name == "top_k_ids" and sent is not None and sent.shape[1] == 0:
            assert got is None  # k = 0: no alternatives, nothing stored
        elif field.name == "top_k_log_probs" and sent is not None and sent.shape[1] == 0:
            assert got is None
        elif isinstance(sent, np.ndarray) or isinstance(got, np.ndarray):
            assert same_array(sent, got), field.name
        elif field.name in ("selected_because", "spans"):
            assert list(sent) == list(got), field.name
        elif field.name == "token_bytes":
            assert (sent or None) == (got or None), field.name  # an empty list reads back as absent
        else:
            assert sent == got, field.name
