"""Turns of multi-turn responses: spans from the mask, tool calls on their spans, the schema round
trip, the index's counts, and a logged multi-turn batch read back from the trace store."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from support.servers import table_rows
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.recovery.index_rebuild import trace_stores
from tb_verl_logger.statistics.exploration import ExplorationBatch, exploration_stats
from tb_verl_plugin.format import codec, index_entries, rowtable, turns
from tb_verl_plugin.format.records import iter_records
from tb_verl_plugin.reader import answers


def turn_index(mask: torch.Tensor) -> torch.Tensor:
    """``[B, R]``: the policy turn (1, 2, ...) of each of the policy's tokens, 0 elsewhere, counted
    token by token: a turn starts wherever the 0/1 mask steps from 0 (or the row's start) to 1."""
    own = mask.long()
    starts = own.clone()
    starts[:, 1:] = own[:, 1:] * (1 - own[:, :-1])
    return torch.cumsum(starts, dim=1) * own


CALC = turns.ToolCall(turn=1, name="calc", arguments='{"a": 3, "b": 4}', output="7")
BROKEN = turns.ToolCall(turn=2, name="calc", arguments="{", output="Invalid JSON", status="bad_arguments")


def stored_traces(run_dir: str) -> list:
    """Every trace in the run's trace store, as written."""
    found = []
    for path in trace_stores(run_dir):
        with open(path, "rb") as f:
            found += [codec.decode_trace(payload) for _, payload in iter_records(f.read())]
    return found


def test_spans_follow_the_mask_and_carry_the_calls_of_the_turn_they_answer() -> None:
    mask = np.array([1, 1, 0, 0, 1, 0, 1])
    assert turns.spans_of(mask, [CALC]) == [
        turns.Span("policy", 0, 2, 1),
        turns.Span("tool", 2, 4, 1, (CALC,)),
        turns.Span("policy", 4, 5, 2),
        turns.Span("observation", 5, 6, 2),  # turn 2 called nothing: context the loop added
        turns.Span("policy", 6, 7, 3),
    ]
    assert turns.spans_of(np.ones(5), [CALC]) == []  # one policy turn: no spans
    assert turns.spans_of(None) == []


def test_spans_round_trip_the_schema_and_the_index_counts_turns_tools_and_failures() -> None:
    mask = np.array([1, 1, 0, 1, 0, 1], dtype=np.uint8)
    spans = turns.spans_of(mask, [CALC, BROKEN])
    record = codec.HostTrace(
        step=3, sample_index=1, token_ids=np.arange(6), response_mask=mask, spans=spans, num_turns=6
    )
    trace = codec.decode_trace(codec.encode_trace(record).SerializeToString())
    back = codec.host_trace(trace)
    assert back.spans == spans and back.num_turns == 6
    served = answers.trace_to_json(trace)
    assert served["num_turns"] == 6
    assert served["spans"][1] == {
        "kind": "tool",
        "start": 2,
        "end": 3,
        "turn": 1,
        "tool_calls": [{"name": "calc", "arguments": '{"a": 3, "b": 4}', "output": "7", "status": "ok"}],
    }
    assert served["spans"][3]["tool_calls"][0]["status"] == "bad_arguments"
    summary = table_rows(rowtable.encode([index_entries.recorded_row_summary(record, 0, 10)]), "train")[0]
    assert (summary["turns"], summary["tools"], summary["tool_calls"], summary["tool_failures"]) == (3, ["calc"], 2, 1)
    assert summary["length"] == 4  # the policy's tokens
    single = table_rows(
        rowtable.encode(
            [index_entries.recorded_row_summary(codec.HostTrace(step=1, sample_index=0, token_ids=np.arange(3)), 0, 1)]
        ),
        "train",
    )[0]
    assert (single["turns"], single["tools"], single["tool_calls"]) == (None, [], None)


def test_spans_outside_the_response_and_bad_calls_are_refused_by_name() -> None:
    record = codec.HostTrace(step=1, sample_index=0, token_ids=np.arange(3), spans=[turns.Span("policy", 0, 5, 1)])
    with pytest.raises(ValueError, match="'spans'"):
        codec.encode_trace(record)
    with pytest.raises(ValueError, match="lacks 'name'"):
        turns.ToolCall.from_mapping({"turn": 1})
    with pytest.raises(ValueError, match="status 'oops'"):
        turns.ToolCall.from_mapping({"turn": 1, "name": "calc", "status": "oops"})


def multi_turn_batch() -> dict:
    """Two responses: a call (3 tokens), its output (2), an answer (2); and a single turn of 4."""
    mask = torch.tensor([[1, 1, 1, 0, 0, 1, 1], [1, 1, 1, 1, 0, 0, 0]])
    generated = torch.tensor([[10, 11, 12, 20, 21, 13, 14], [10, 11, 12, 14, 0, 0, 0]])
    return {
        "responses": generated,
        "response_mask": mask,
        "old_log_probs": -torch.arange(1, 15, dtype=torch.float32).reshape(2, 7) / 10,
        "rollout_log_probs": torch.where(
            mask.bool(), -torch.arange(1, 15, dtype=torch.float32).reshape(2, 7) / 10 - 0.01, 0.0
        ),
        "advantages": torch.where(mask.bool(), 0.5, 0.0),
        "entropys": torch.full((2, 7), 0.3),
    }


def test_a_logged_multi_turn_response_keeps_its_turns_and_leaves_tool_tokens_out_of_policy_fields(tmp_path) -> None:
    b = multi_turn_batch()
    with TraceLogger(
        str(tmp_path / "run"),
        selection=SelectionPolicy(
            best=0, worst=0, median=0, highest_entropy=0, largest_mismatch=0, random=2, whole_group=False
        ),
    ) as logger:
        recorded = logger.log_decisions(
            1, **b, tool_calls=[[{"turn": 1, "name": "calc", "arguments": "{}", "output": "7"}], []], num_turns=[4, 2]
        )
    assert sorted(recorded) == [0, 1]
    traces = {t.sample_index: t for t in stored_traces(str(tmp_path / "run"))}
    multi = answers.trace_to_json(traces[0])
    assert [(s["kind"], s["start"], s["end"], s["turn"]) for s in multi["spans"]] == [
        ("policy", 0, 3, 1),
        ("tool", 3, 5, 1),
        ("policy", 5, 7, 2),
    ]
    assert multi["spans"][1]["tool_calls"][0]["output"] == "7" and multi["num_turns"] == 4
    record = codec.host_trace(traces[0])
    tool = ~record.response_mask.astype(bool)
    for name in ("rollout_log_prob", "mismatch", "advantage"):  # verl's padding there: absent
        assert (
            np.isnan(record.token_fields[name][tool]).all() and np.isfinite(record.token_fields[name][~tool]).all()
        ), name
    np.testing.assert_allclose(
        record.token_fields["log_prob"], b["old_log_probs"][0].numpy(), rtol=1e-3
    )  # a forward's value
    assert traces[1].spans == [] and answers.trace_to_json(traces[1])["num_turns"] == 2


def test_turn_statistics_and_group_statistics_read_the_policy_s_tokens_only() -> None:
    b = multi_turn_batch()
    np.testing.assert_array_equal(turn_index(b["response_mask"]), [[1, 1, 1, 0, 0, 2, 2], [1, 1, 1, 1, 0, 0, 0]])
    calls = [[CALC], []]
    scalars, histograms = exploration_stats(
        ExplorationBatch(
            response_mask=b["response_mask"],
            entropys=b["entropys"],
            old_log_probs=b["old_log_probs"],
            responses=b["responses"],
            rollout_log_probs=b["rollout_log_probs"],
            uid=["g", "g"],
            tool_calls=calls,
            turn_limit=2,
        )
    )
    assert scalars["turns/policy/mean"] == 1.5 and scalars["turns/at_limit_share"] == 0.5
    assert scalars["turns/tool_calls/mean"] == 0.5 and scalars["turns/tool_failures/share"] == 0.0
    assert scalars["turns/by_turn/1/length"] == 3.5 and scalars["turns/by_turn/2/length"] == 2.0
    assert scalars["turns/by_turn/2/mismatch_abs"] == pytest.approx(0.01, rel=1e-3)
    assert histograms["turns/policy"][:, 2].tolist() == [1, 1]  # one response of 1 turn, one of 2
    # The two responses' own tokens are 10 11 12 13 14 and 10 11 12 14: different, bigrams of one turn each.
    assert scalars["exploration/groups/duplicate_share"] == 0.0
    assert scalars["exploration/groups/distinct_2gram"] == pytest.approx(
        4 / 6
    )  # (10,11) (11,12) twice; (13,14), (12,14)
    single, _ = exploration_stats(ExplorationBatch(response_mask=torch.ones(2, 4), entropys=torch.ones(2, 4)))
    assert not any(k.startswith("turns/") for k in single)


@pytest.mark.parametrize("on_host", [True, False], ids=["numpy-sums", "torch-sums"])
@pytest.mark.parametrize("budget", [7, 1 << 18], ids=["a-row-or-two-a-chunk", "one-chunk"])
@pytest.mark.parametrize("layout_name", ["padded", "jagged"])
def test_each_turns_means_are_over_its_finite_policy_tokens(
    monkeypatch, budget: int, layout_name: str, on_host: bool
) -> None:
    """Per turn, the mean entropy and |mismatch| over that turn's policy tokens with a finite value
    (a NaN at a policy token and an inf at a tool output are left out), its mean length over the
    rows that reached it, and the turns per response: counted here token by token. The sums by
    numpy (a CPU's) and by torch (a GPU's)."""
    from support.runs import as_jagged
    from tb_verl_logger.statistics import layout, streaming

    if not on_host:
        monkeypatch.setattr(layout._Segments, "_on_host", lambda self, values: False)
    g = torch.Generator().manual_seed(8)
    rows, length = 9, 12
    lengths = torch.randint(1, length + 1, (rows,), generator=g)
    lengths[4] = 0  # a row without a token
    mask = (torch.rand(rows, length, generator=g) > 0.35).float() * (torch.arange(length)[None, :] < lengths[:, None])
    entropy = torch.rand(rows, length, generator=g)
    old, rollout = -torch.rand(rows, length, generator=g), -torch.rand(rows, length, generator=g)
    turn = turn_index(mask)
    entropy[turn == 2] = torch.where(torch.arange(int((turn == 2).sum())) == 0, float("nan"), entropy[turn == 2])
    entropy[(mask == 0) & (torch.arange(length)[None, :] < lengths[:, None])] = float("inf")
    monkeypatch.setattr(streaming, "chunk_values", lambda *_: budget)
    fields = {"response_mask": mask, "entropys": entropy, "old_log_probs": old, "rollout_log_probs": rollout}
    if layout_name == "jagged":
        fields = {name: as_jagged(tensor, lengths.tolist()) for name, tensor in fields.items()}
    scalars, _ = exploration_stats(ExplorationBatch(**fields))
    per_row = turn.amax(dim=1)
    assert int(per_row.max()) >= 3  # the batch has turns to tell apart
    assert scalars["turns/policy/mean"] == pytest.approx(float(per_row[per_row > 0].double().mean()))
    for t in range(1, int(per_row.max()) + 1):
        tokens = turn == t
        assert scalars[f"turns/by_turn/{t}/length"] == pytest.approx(int(tokens.sum()) / int((per_row >= t).sum()))
        for name, values in (("entropy", entropy), ("mismatch_abs", (old - rollout).abs())):
            counted = values[tokens & torch.isfinite(values)].double()
            assert scalars[f"turns/by_turn/{t}/{name}"] == pytest.approx(float(counted.mean()), rel=1e-9)


def test_every_rows_turns_counted_on_the_device_are_the_recorded_rows_spans() -> None:
    """The turns the index keeps of a row not recorded (counted on the batch's device) are the
    policy spans a recorded trace of the same row holds (its mask cut after its last token)."""
    from tb_verl_logger.rows.row_statistics import policy_turns

    generator = torch.Generator().manual_seed(5)
    masks = (torch.rand(300, 12, generator=generator) > 0.4).int()
    masks[:20, :] = 1  # one turn, whole
    masks[20:40, :8], masks[20:40, 8:] = 1, 0  # one turn, cut short
    masks[40:50, :] = 0  # no token
    counted = policy_turns(masks).tolist()
    for row, mask in enumerate(masks.numpy()):
        length = int(np.flatnonzero(mask).max()) + 1 if mask.any() else 0
        expected = turns.summary_counts(turns.spans_of(mask[:length])).get("turns", 0)
        assert counted[row] == expected, (row, mask)
    assert counted[:50] == [0] * 50 and max(counted) > 2
