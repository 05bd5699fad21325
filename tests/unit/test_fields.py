"""The per-token field table and what is derived from it."""

from __future__ import annotations

import numpy as np
import pytest

from tb_verl_plugin.format import codec, fields
from tb_verl_plugin.reader import answers


def test_batch_keys_map_to_logger_keywords_first_key_wins() -> None:
    assert fields.from_batch({"old_log_probs", "entropy", "advantages", "responses"}) == {
        "old_log_probs": "old_log_probs",
        "entropys": "entropy",
        "advantages": "advantages",
    }
    assert fields.from_batch({"entropys", "entropy"})["entropys"] == "entropys"  # v0's name first


def test_derived_fields_come_from_their_sources_when_absent() -> None:
    values = fields.with_derived({"log_prob": np.array([-1.0, -2.0]), "ref_log_prob": np.array([-1.5, -2.0])})
    np.testing.assert_array_equal(values["kl"], [0.5, 0.0])
    logged = fields.with_derived({"log_prob": np.zeros(2), "ref_log_prob": np.zeros(2), "kl": np.ones(2)})
    np.testing.assert_array_equal(logged["kl"], [1, 1])  # a logged KL is kept


def test_a_field_without_a_schema_slot_round_trips_through_the_map(monkeypatch) -> None:
    monkeypatch.setattr(
        fields,
        "TOKEN_FIELDS",
        (*fields.TOKEN_FIELDS, fields.TokenField("novelty", "novelty", "diverging", "novelty_bonus")),
    )
    record = codec.HostTrace(
        step=1,
        sample_index=0,
        token_ids=np.arange(3),
        token_fields={"novelty": np.array([0.5, -1.0, 2.0]), "log_prob": np.array([-1.0, -2.0, -3.0])},
    )
    trace = codec.decode_trace(codec.encode_trace(record).SerializeToString())
    assert trace.HasField("log_prob") and "novelty" in trace.token_fields  # slot, then map
    assert list(answers.trace_to_json(trace)["token_fields"]) == ["log_prob", "novelty"]  # the table's order
    np.testing.assert_allclose(codec.host_trace(trace).token_fields["novelty"], [0.5, -1.0, 2.0])


def test_a_field_the_table_does_not_know_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown per-token field 'novelty'"):
        codec.encode_trace(
            codec.HostTrace(step=1, sample_index=0, token_ids=np.arange(2), token_fields={"novelty": np.zeros(2)})
        )
