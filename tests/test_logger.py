"""The logger through real TensorBoard readers: what is logged is what TensorBoard's data providers
(the Python loader and the Rust data server) read back; misuse raises ValueError naming the field;
I/O failures never reach the training loop."""

from __future__ import annotations

import os

import numpy as np
import pytest
import torch
from tensorboard.compat.tensorflow_stub import pywrap_tensorflow
from verl import DataProto

from support.runs import TRACE_STEPS, ListTokenizer, as_jagged, make_batch, recorded, write_known_run
from support.servers import python_data_provider, reader_source, request_context, rust_data_provider, table_rows
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.verl import log_batch
from tb_verl_plugin import reader
from tb_verl_plugin.format import codec, index_entries, metadata, text
from tb_verl_plugin.format.records import masked_crc32c


@pytest.fixture(scope="module")
def known_run(tmp_path_factory: pytest.TempPathFactory):
    return write_known_run(str(tmp_path_factory.mktemp("logdir")))


@pytest.fixture(scope="module", params=["python", "rust"])
def data_provider(request: pytest.FixtureRequest, known_run):
    if request.param == "python":
        yield python_data_provider(known_run.logdir)
    else:
        with rust_data_provider(known_run.logdir) as rust:
            yield rust


def test_masked_crc_matches_tensorboards_own(tmp_path) -> None:
    for data in (b"", b"a", os.urandom(1000)):
        assert masked_crc32c(data) == pywrap_tensorflow.masked_crc32c(data)


def test_scalars_read_back_through_data_provider(known_run, data_provider) -> None:
    read = data_provider.read_scalars(
        request_context(), experiment_id="", plugin_name=metadata.SCALARS_PLUGIN_NAME, downsample=1000
    )
    assert set(read[known_run.run]) == set(known_run.scalars)
    for tag, points in known_run.scalars.items():
        got = [(d.step, d.value) for d in read[known_run.run][tag]]
        assert [s for s, _ in got] == [s for s, _ in points]
        np.testing.assert_allclose([v for _, v in got], [v for _, v in points], rtol=1e-6)


def _traces(data_provider, logdir: str, run: str) -> dict[int, list]:
    """Every recorded trace, found through the index TensorBoard serves and read from the store."""
    source = reader_source(data_provider, logdir)
    steps = reader.run_index(source, run, "train")
    return {
        step: [
            reader.load_trace(source, run, step, s.sample_index, "train") for s in recorded(steps.index(step).samples)
        ]
        for step in steps.steps.tolist()
    }


def test_traces_read_back_equal_to_the_logged_tensors(known_run, data_provider) -> None:
    traces_by_step = _traces(data_provider, known_run.logdir, known_run.run)
    assert sorted(traces_by_step) == list(TRACE_STEPS)
    for step, traces in traces_by_step.items():
        batch = known_run.batches[step]
        assert [t.sample_index for t in traces] == known_run.rows[step]
        for trace in traces:
            row = trace.sample_index
            keep = batch["response_mask"][row].bool()
            np.testing.assert_array_equal(codec.unpack_int32(trace.token_ids), batch["responses"][row][keep].numpy())
            assert not trace.HasField("response_mask"), "a mask without holes is not stored"
            for field, key in (
                ("log_prob", "old_log_probs"),
                ("value", "values"),
                ("advantage", "advantages"),
                ("ref_log_prob", "ref_log_prob"),
                ("returns", "returns"),
                ("token_reward", "token_level_rewards"),
            ):
                np.testing.assert_allclose(
                    codec.unpack_fp16(getattr(trace, field)), batch[key][row][keep].numpy(), rtol=2**-10, atol=1e-4
                )
            # KL is computed in fp32 before packing, so small values keep their precision.
            kl = (batch["old_log_probs"] - batch["ref_log_prob"])[row][keep].numpy()
            np.testing.assert_allclose(codec.unpack_fp16(trace.kl), kl, rtol=2**-10, atol=1e-7)
            # Entropy and top-k come from the logits, for the chosen rows only.
            log_softmax = torch.log_softmax(batch["logits"][row][keep], -1)
            entropy = -(log_softmax.exp() * log_softmax).sum(-1)
            np.testing.assert_allclose(codec.unpack_fp16(trace.entropy), entropy.numpy(), rtol=2**-10, atol=1e-4)
            top = log_softmax.topk(3, dim=-1)
            assert trace.top_k.k == 3
            np.testing.assert_array_equal(codec.unpack_int32(trace.top_k.token_ids).reshape(-1, 3), top.indices.numpy())
            np.testing.assert_allclose(
                codec.unpack_fp16(trace.top_k.log_probs).reshape(-1, 3), top.values.numpy(), rtol=2**-10, atol=1e-4
            )
            assert trace.score == pytest.approx(float(batch["scores"][row]))
            assert trace.group_id == f"g{row // 4}" and trace.data_source == "toy"
            assert trace.prompt_text == "the cat"  # the masked <pad> is dropped
            assert "".join(piece.text for piece in text.trace_pieces(trace)) == trace.response_text
            assert set(text.trace_vocabulary(trace)) == set(codec.unpack_int32(trace.top_k.token_ids).tolist())


def test_only_the_index_is_in_tensorboards_data(known_run, data_provider) -> None:
    assert (
        data_provider.list_blob_sequences(request_context(), experiment_id="", plugin_name=metadata.PLUGIN_NAME) == {}
    )
    stores = [f for f in os.listdir(os.path.join(known_run.logdir, known_run.run)) if metadata.is_trace_file_name(f)]
    assert len(stores) == 1


def test_selection_records_best_worst_and_one_whole_group(known_run) -> None:
    for rows in known_run.rows.values():
        assert 0 in rows  # row 0 has the best score
        assert 1 in rows  # row 1 has the worst score (1.0)
        groups = {row // 4 for row in rows}
        assert any(all(r in rows for r in range(4 * g, 4 * g + 4)) for g in groups), "no whole group recorded"


def test_tensorboard_holds_a_marker_per_traced_step_and_no_index(known_run, data_provider) -> None:
    """The rows stay out of TensorBoard's memory: its event data says which steps were traced."""
    assert data_provider.list_tensors(request_context(), experiment_id="", plugin_name=metadata.PLUGIN_NAME) == {}
    tensors = data_provider.read_tensors(
        request_context(),
        experiment_id="",
        plugin_name=metadata.MARKER_PLUGIN_NAME,
        downsample=1000,
    )[known_run.run][metadata.marker_tag("train")]
    assert [d.step for d in tensors] == list(TRACE_STEPS)
    for datum in tensors:
        marker = codec.decode_index(datum.numpy.item())
        assert (marker.schema_version, marker.step, marker.split, marker.batch_size) == (
            metadata.SCHEMA_VERSION,
            datum.step,
            "train",
            8,
        )
        assert not marker.samples and not marker.HasField("rows")
        assert len(datum.numpy.item()) < 100


def test_step_index_summarises_each_trace(known_run, data_provider) -> None:
    source = reader_source(data_provider, known_run.logdir)
    run_index = reader.run_index(source, known_run.run, "train")
    assert run_index.steps.tolist() == list(TRACE_STEPS)
    for step in TRACE_STEPS:
        index = run_index.index(step)
        batch = known_run.batches[step]
        assert index.batch_size == 8
        assert metadata.is_trace_file_name(index.trace_file)
        assert [s.sample_index for s in recorded(index.samples)] == known_run.rows[step]
        assert [s.sample_index for s in index.samples] == list(range(8))  # every row, recorded or not
        for sample in index.samples:
            row = sample.sample_index
            keep = batch["response_mask"][row].bool()
            kl = (batch["old_log_probs"] - batch["ref_log_prob"])[row][keep]
            mismatch = (batch["old_log_probs"] - batch["rollout_log_probs"])[row][keep]
            assert sample.length == int(keep.sum())
            assert sample.stats["mean_kl"] == pytest.approx(float(kl.mean()), rel=2**-10)  # a mean of fp16 values
            assert sample.stats["max_mismatch"] == pytest.approx(float(mismatch.abs().max()), rel=2**-10)
            assert sample.stats["rejected_share"] == pytest.approx(
                float(batch["rollout_rejected"][row][keep].mean()), abs=1e-6
            )
            assert sample.score == pytest.approx(float(batch["scores"][row]))
            assert (sample.group_id, sample.data_source) == (f"g{row // 4}", "toy")
            # The entropy comes from the logits, computed for the recorded rows only (a [B, R, V] pass
            # over the whole batch would cost what the logger must not).
            assert ("mean_entropy" in sample.stats) == (row in known_run.rows[step])
            assert (sample.length_bytes > 0) == (row in known_run.rows[step])


def test_log_batch_reads_a_real_verl_dataproto(tmp_path) -> None:
    b = make_batch(3)
    data = DataProto.from_dict(
        tensors={
            "responses": b["responses"],
            "response_mask": b["response_mask"],
            "old_log_probs": b["old_log_probs"],
            "ref_log_prob": b["ref_log_prob"],
            "values": b["values"],
            "advantages": b["advantages"],
            "returns": b["returns"],
            "token_level_rewards": b["token_level_rewards"],
            "token_level_scores": torch.zeros(8, 6).index_put((torch.arange(8), torch.full((8,), 2)), b["scores"]),
            "prompts": b["prompts"],
            "attention_mask": torch.cat([b["prompt_mask"], b["response_mask"]], dim=1),
        },
        non_tensors={"uid": np.array([f"u{i // 2}" for i in range(8)], dtype=object)},
    )
    with TraceLogger(
        tmp_path / "run", tokenizer=ListTokenizer(), selection=SelectionPolicy(random=0, max_samples=4)
    ) as logger:
        rows = log_batch(logger, 3, data, logits=b["logits"])
    assert 0 in rows  # the sum of token_level_scores ranks row 0 best
    traces = {t.sample_index: t for t in _traces(python_data_provider(str(tmp_path)), str(tmp_path), "run")[3]}
    assert traces[0].score == pytest.approx(9.0)
    assert traces[0].group_id == "u0"
    assert traces[0].prompt_text == "the cat"


def _logger(tmp_path) -> TraceLogger:
    return TraceLogger(tmp_path / "misuse")


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"response_mask": torch.ones(4, 5)}, "response_mask"),
        ({"old_log_probs": torch.zeros(4, 5)}, "old_log_probs"),
        ({"values": torch.zeros(4, 6, dtype=torch.long)}, "values"),
        ({"advantages": np.zeros((4, 6))}, "advantages"),
        ({"logits": torch.zeros(4, 6)}, "logits"),
        ({"scores": torch.zeros(3)}, "scores"),
        ({"uid": ["a"] * 3}, "uid"),
        ({"prompt_mask": torch.ones(4, 2)}, "prompt_mask"),
        ({"extra_token": {"novelty": torch.zeros(4, 7)}}, "novelty"),
        ({"responses": torch.zeros(4, 6)}, "responses"),
        ({"top_k_ids": torch.zeros(4, 6, 3, dtype=torch.long)}, "top_k_log_probs"),
        ({"top_k_ids": torch.zeros(4, 6, 3), "top_k_log_probs": torch.zeros(4, 6, 3)}, "top_k_ids"),
        (
            {"top_k_ids": torch.zeros(4, 6, 3, dtype=torch.long), "top_k_log_probs": torch.zeros(4, 6, 2)},
            "top_k_log_probs",
        ),
        # The rest of a batch whose rows were chosen elsewhere (verl's TransferQueue capture).
        ({"whole_batch": {"response_mask": torch.ones(8, 6)}}, "sample_indices"),
        ({"sample_indices": range(4), "whole_batch": {"response_mask": torch.ones(8, 6), "mask": 1}}, "'mask'"),
        (
            {"sample_indices": range(4), "whole_batch": {"response_mask": torch.ones(8)}},
            r"whole_batch\['response_mask'\]",
        ),
        (
            {"sample_indices": range(4), "batch_size": 9, "whole_batch": {"response_mask": torch.ones(8, 6)}},
            "batch_size",
        ),
        ({"sample_indices": [0, 1, 2, 9], "whole_batch": {"response_mask": torch.ones(8, 6)}}, "sample_indices"),
        (
            {
                "sample_indices": range(4),
                "whole_batch": {"response_mask": torch.ones(8, 6), "entropys": torch.ones(8, 5)},
            },
            "entropys",
        ),
        (
            {"sample_indices": range(4), "whole_batch": {"response_mask": torch.ones(8, 6), "scores": [1.0] * 7}},
            "whole_batch:scores",
        ),
        (
            {
                "sample_indices": range(4),
                "whole_batch": {"response_mask": torch.ones(8, 6), "index_stats": {"entropy": np.zeros(8)}},
            },
            "unknown statistic",
        ),
        (
            {
                "sample_indices": range(4),
                "whole_batch": {"response_mask": torch.ones(8, 6), "index_stats": {"mean_entropy": np.zeros(7)}},
            },
            r"whole_batch\['index_stats'\]\['mean_entropy'\]",
        ),
    ],
)
def test_misuse_raises_value_error_naming_the_field(tmp_path, kwargs, field) -> None:
    args = {"responses": torch.zeros(4, 6, dtype=torch.long), "response_mask": torch.ones(4, 6)}
    args.update(kwargs)
    with _logger(tmp_path) as logger, pytest.raises(ValueError, match=field):
        logger.log_decisions(1, **args)


def test_the_rest_of_the_batch_is_indexed_alike_from_its_tensors_or_from_statistics_already_computed(tmp_path) -> None:
    """verl's TransferQueue capture hands over the statistics it chose the rows by
    (``whole_batch["index_stats"]``, all or some) instead of having them computed twice: the index
    is the same."""
    from tb_verl_logger.rows.choice import RANKED_BY
    from tb_verl_logger.rows.row_statistics import index_stats, to_host
    from tb_verl_plugin.reader.logdir import Logdir

    b = make_batch(3)
    per_token = {
        "old_log_probs": b["old_log_probs"],
        "entropys": b["values"].abs(),
        "rollout_log_probs": b["rollout_log_probs"],
        "ref_log_prob": b["ref_log_prob"],
        "rollout_rejected": b["rollout_rejected"],
    }
    whole = {
        "response_mask": b["response_mask"],
        "scores": b["scores"],
        "uid": [f"g{i // 4}" for i in range(8)],
        **per_token,
    }
    by_name = {
        "log_prob": b["old_log_probs"],
        "entropy": b["values"].abs(),
        "rollout_log_prob": b["rollout_log_probs"],
        "ref_log_prob": b["ref_log_prob"],
        "rejected": b["rollout_rejected"],
    }
    computed = to_host(index_stats(b["response_mask"], by_name))
    sentinel = {**computed, "mean_entropy": np.full(8, 7.0, np.float32)}  # proves the handed-over ones are used
    ranking_only = {name: computed[name] for name in RANKED_BY}  # the rest is read from the tensors
    runs = (
        ("computed_here", {}),
        ("handed_over", {"index_stats": computed}),
        ("partly_handed_over", {"index_stats": ranking_only}),
        ("sentinel", {"index_stats": sentinel}),
    )
    for run, given in runs:
        with TraceLogger(tmp_path / run, tokenizer=ListTokenizer()) as logger:
            chosen = [0, 5]
            logger.log_decisions(
                3,
                responses=b["responses"][chosen],
                response_mask=b["response_mask"][chosen],
                **{k: v[chosen] for k, v in per_token.items()},
                sample_indices=chosen,
                batch_size=8,
                whole_batch={**whole, **given},
            )
    logs = Logdir(str(tmp_path))
    computed_here, handed_over = logs.sample_rows("computed_here"), logs.sample_rows("handed_over")
    assert len(computed_here) == 8 and handed_over == computed_here == logs.sample_rows("partly_handed_over")
    assert all(row["rejected_share"] is not None and row["max_mismatch"] is not None for row in handed_over)
    assert {row["mean_entropy"] for row in logs.sample_rows("sentinel") if not row["recorded"]} == {7.0}


def _per_token(b: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """``make_batch``'s per-token fields the index reads, as ``log_decisions`` takes them."""
    return {
        "old_log_probs": b["old_log_probs"],
        "entropys": b["values"].abs(),
        "rollout_log_probs": b["rollout_log_probs"],
        "ref_log_prob": b["ref_log_prob"],
        "rollout_rejected": b["rollout_rejected"],
    }


def test_a_cpu_batch_indexed_on_the_writer_thread_lists_what_the_training_thread_would(tmp_path) -> None:
    """Of a CPU batch the writer thread reads the statistics the row choice does not need; of an
    inference-mode batch (no version counter) the training thread computes them all. Both list
    every row alike, turns of a multi-turn row included."""
    from tb_verl_plugin.reader.logdir import Logdir

    b = make_batch(4)
    b["response_mask"][2, 1:3] = 0  # a tool's output between two turns of the policy
    args = {"responses": b["responses"], "response_mask": b["response_mask"], "scores": b["scores"], **_per_token(b)}
    with torch.inference_mode():
        frozen = {name: tensor.clone() for name, tensor in args.items()}
    selection = SelectionPolicy(best=1, worst=1, median=0, highest_entropy=0, random=0, whole_group=False)
    chosen = {}
    for run, given in (("writer_thread", args), ("training_thread", frozen)):
        with TraceLogger(tmp_path / run, selection=selection) as logger:
            chosen[run] = logger.log_decisions(4, **given)
    logs = Logdir(str(tmp_path))
    on_writer, on_training = logs.sample_rows("writer_thread"), logs.sample_rows("training_thread")
    assert chosen["writer_thread"] == chosen["training_thread"] and 2 not in chosen["writer_thread"]
    assert (
        len(on_writer) == 8 and [row["sample_index"] for row in on_writer if row["recorded"]] == chosen["writer_thread"]
    )
    assert on_writer == on_training
    unrecorded = [row for row in on_writer if not row["recorded"]]
    assert all(
        row[name] is not None
        for row in unrecorded
        for name in ("mean_kl", "rejected_share", "mean_entropy", "max_mismatch")
    )
    assert [row["turns"] for row in on_writer if row["sample_index"] == 2] == [2]


class _HeldTokenizer(ListTokenizer):
    """Keeps the writer thread in its first decode until the test lets it go (deterministic order)."""

    def __init__(self) -> None:
        import threading

        self.go = threading.Event()

    def decode(self, token_ids: list[int]) -> str:
        self.go.wait(60)
        return super().decode(token_ids)


def test_a_batch_changed_in_place_before_the_writer_read_it_loses_only_its_unrecorded_rows(tmp_path, caplog) -> None:
    """The writer notices a tensor changed after ``log_decisions`` returned (its version counter),
    lists that step's recorded rows only, counts and names it once; from then on the training
    thread indexes, so a later change no longer matters."""
    from tb_verl_plugin.reader.logdir import Logdir

    b = make_batch(5)
    args = {"responses": b["responses"], "response_mask": b["response_mask"], "scores": b["scores"], **_per_token(b)}
    tokenizer = _HeldTokenizer()
    with TraceLogger(tmp_path / "run", tokenizer=tokenizer) as logger:
        recorded_at_1 = logger.log_decisions(1, **args)
        b["ref_log_prob"].add_(1.0)  # a buffer reused for the next step, while the writer decodes step 1
        tokenizer.go.set()
        assert logger.flush(timeout=60)
        assert logger.dropped == 1
        logger.log_decisions(2, **args)
        expected_kl = ((b["old_log_probs"] - b["ref_log_prob"]) * b["response_mask"]).sum(1) / b["response_mask"].sum(1)
        b["ref_log_prob"].add_(1.0)
        assert logger.flush(timeout=60)
        assert logger.dropped == 1
    rows_by_step = {
        step: [row for row in Logdir(str(tmp_path)).sample_rows("run") if row["step"] == step] for step in (1, 2)
    }
    assert [row["sample_index"] for row in rows_by_step[1]] == recorded_at_1 and len(recorded_at_1) < 8
    assert len(rows_by_step[2]) == 8
    np.testing.assert_allclose([row["mean_kl"] for row in rows_by_step[2]], expected_kl.numpy(), rtol=1e-5)
    reports = [r.getMessage() for r in caplog.records if "lists only its recorded rows" in r.getMessage()]
    assert len(reports) == 1 and "'ref_log_prob'" in reports[0] and "step 1" in reports[0]


@pytest.mark.parametrize(
    ("metrics", "field"), [({"loss": "high"}, "loss"), ({"kl": torch.zeros(3)}, "kl"), ({"": 1.0}, "non-empty")]
)
def test_bad_scalars_raise_value_error_naming_the_key(tmp_path, metrics, field) -> None:
    with _logger(tmp_path) as logger, pytest.raises(ValueError, match=field):
        logger.log_scalars(metrics, step=0)


def test_negative_step_is_refused(tmp_path) -> None:
    with _logger(tmp_path) as logger, pytest.raises(ValueError, match="step"):
        logger.log_scalars({"x": 1.0}, step=-1)


def test_unwritable_logdir_never_raises_into_training(tmp_path, caplog) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    logger = TraceLogger(blocker / "run")  # the run dir cannot be created
    b = make_batch(1)
    for step in range(3):
        logger.log_scalars({"loss": 1.0}, step)
        logger.log_decisions(
            step, responses=b["responses"], response_mask=b["response_mask"], old_log_probs=b["old_log_probs"]
        )
    assert logger.flush(timeout=30)
    logger.close()
    assert logger.io_errors >= 1
    reports = [r for r in caplog.records if "cannot write" in r.getMessage()]
    assert len(reports) == 1, "the failure must be reported once, not per step"
    assert str(blocker / "run") in reports[0].getMessage()


def test_one_writer_per_run_directory(tmp_path) -> None:
    with TraceLogger(tmp_path / "run"), pytest.raises(ValueError, match="one logger per run directory"):
        TraceLogger(tmp_path / "run")
    with TraceLogger(tmp_path / "run"):  # released on close
        pass


def test_closed_logger_refuses_more_data(tmp_path) -> None:
    logger = _logger(tmp_path)
    logger.close()
    with pytest.raises(ValueError, match="closed"):
        logger.log_scalars({"x": 1.0}, 0)


def test_multi_turn_mask_keeps_tool_tokens_marked_and_drops_padding(tmp_path) -> None:
    b = make_batch(5)
    mask = torch.ones(8, 6)
    mask[:, 2:4] = 0  # a tool's output inside the response: not policy tokens
    mask[:, 5:] = 0  # padding after the end
    with TraceLogger(
        tmp_path / "run", selection=SelectionPolicy(best=1, worst=0, median=0, random=0, whole_group=False)
    ) as logger:
        logger.log_decisions(
            5,
            responses=b["responses"],
            response_mask=mask,
            old_log_probs=b["old_log_probs"],
            entropys=b["values"].abs(),
            scores=b["scores"],
        )
    source = reader_source(python_data_provider(str(tmp_path)), str(tmp_path))
    trace = reader.load_trace(source, "run", 5, 0, "train")
    np.testing.assert_array_equal(codec.unpack_int32(trace.token_ids), b["responses"][0, :5].numpy())
    assert list(trace.response_mask) == [1, 1, 0, 0, 1]
    summary = reader.run_index(source, "run", "train").index(5).samples[0]
    assert summary.length == 3
    entropy = b["values"].abs()[0, [0, 1, 4]]
    assert summary.stats["mean_entropy"] == pytest.approx(float(entropy.mean()), rel=2**-10)


def test_every_row_recorded_when_asked(tmp_path) -> None:
    """``selection="all"`` (verl: ``samples=all``) records every row's trace, each read back."""
    b = make_batch(2)
    with pytest.raises(ValueError, match="selection must be a SelectionPolicy or 'all'"):
        TraceLogger(tmp_path / "bad", selection="most")
    with TraceLogger(tmp_path / "run", tokenizer=ListTokenizer(), selection="all") as logger:
        rows = logger.log_decisions(
            2,
            responses=b["responses"],
            response_mask=b["response_mask"],
            scores=b["scores"],
            old_log_probs=b["old_log_probs"],
        )
    assert rows == list(range(8))
    source = reader_source(python_data_provider(str(tmp_path)), str(tmp_path))
    index = reader.run_index(source, "run", "train").index(2)
    assert [(s.sample_index, list(s.selected_because), s.length_bytes > 0) for s in index.samples] == [
        (r, ["all"], True) for r in range(8)
    ]
    for row in range(8):
        trace = reader.load_trace(source, "run", 2, row, "train")
        assert trace.score == pytest.approx(float(b["scores"][row]))


def test_a_response_cut_at_the_length_limit_is_marked_in_its_trace_and_its_index_row(tmp_path) -> None:
    """A response that reached the limit without an end-of-sequence token was cut; one that ended
    there, or earlier, was not; a multi-turn response whose last position is a tool output was
    not cut in the policy's turn. Alike for the recorded rows, the rows only indexed, and the rows
    indexed from ``whole_batch`` (verl's TransferQueue capture), padded or jagged as v1 hands it
    over; unjudged without an EOS id."""
    from tb_verl_plugin.reader.logdir import Logdir

    eos, limit = 9, 6
    responses = torch.tensor(
        [
            [1, 2, 3, 4, 5, 6],
            [1, 2, 3, 4, 5, eos],
            [1, 2, eos, 0, 0, 0],
            [1, 2, 7, 7, 3, 4],
            [1, 2, 3, 4, 5, 6],
            [1, eos, 0, 0, 0, 0],
        ]
    )
    mask = torch.tensor([[1] * 6, [1] * 6, [1, 1, 1, 0, 0, 0], [1, 1, 0, 0, 1, 0], [1] * 6, [1, 1, 0, 0, 0, 0]])
    expected = [True, False, False, False, True, False]
    # Sixteenths: a row's sum is exact in fp32 in any order, so the padded batch and the jagged one
    # (summed in another order) list the same means, bit for bit.
    log_probs = -torch.randint(1, 64, (6, limit), generator=torch.Generator().manual_seed(0)) / 16
    with TraceLogger(
        tmp_path / "chosen", tokenizer=ListTokenizer(), selection=SelectionPolicy(random=2, max_samples=2)
    ) as logger:
        logger.log_decisions(1, responses=responses, response_mask=mask, old_log_probs=log_probs, eos_token_id=eos)
    whole = {"response_mask": mask, "responses": responses, "old_log_probs": log_probs}
    # As verl's v1 hands the batch over too: jagged, each row its own tokens (row 3's last one a tool's).
    lengths = [6, 6, 3, 6, 6, 2]
    for run, whole_batch in (
        ("whole", whole),
        ("whole_jagged", {name: as_jagged(tensor, lengths) for name, tensor in whole.items()}),
    ):
        with TraceLogger(tmp_path / run, tokenizer=ListTokenizer()) as logger:
            logger.log_decisions(
                1,
                responses=responses[:2],
                response_mask=mask[:2],
                old_log_probs=log_probs[:2],
                sample_indices=[0, 1],
                batch_size=6,
                eos_token_id=[eos, 8],
                max_response_length=limit,
                whole_batch=whole_batch,
            )
    with TraceLogger(tmp_path / "unjudged", tokenizer=ListTokenizer()) as logger:  # ListTokenizer has no eos_token_id
        logger.log_decisions(1, responses=responses, response_mask=mask, old_log_probs=log_probs)
    logs = Logdir(str(tmp_path))
    for run in ("chosen", "whole"):
        rows = logs.sample_rows(run)
        assert [row["truncated"] for row in rows] == expected, run
        for row in rows:
            if row["recorded"]:
                assert logs.trace(run, 1, row["sample_index"]).truncated == expected[row["sample_index"]]
    assert logs.sample_rows("whole_jagged") == logs.sample_rows("whole")
    assert {row["truncated"] for row in logs.sample_rows("unjudged")} == {None}
    assert logs.samples("chosen")["truncated"].tolist() == expected
    with pytest.raises(ValueError, match="eos_token_id"), TraceLogger(tmp_path / "bad") as logger:
        logger.log_decisions(1, responses=responses, response_mask=mask, eos_token_id="</s>")


def test_an_index_statistic_added_to_the_field_table_is_kept_listed_and_filtered(tmp_path, monkeypatch) -> None:
    """One row of the field table adds a per-token field with a statistic of every row: the logger
    computes it for the rows it records and the rows it only indexes, /step lists it under its
    name, the DataFrame has its column, and the samples filter takes its term; no schema change."""
    from tb_verl_plugin.format import fields, rowtable
    from tb_verl_plugin.reader import query
    from tb_verl_plugin.reader.logdir import Logdir

    novelty = fields.TokenField(
        "novelty",
        "novelty bonus",
        "diverging",
        "novelty_bonus",
        ("novelty_bonus",),
        in_index="mean_novelty",
        index_column=fields.IndexColumn("novelty_mean", "nov̄", "mean novelty bonus of its tokens"),
    )
    monkeypatch.setattr(fields, "TOKEN_FIELDS", (*fields.TOKEN_FIELDS, novelty))
    b = make_batch(3)
    bonus = torch.arange(b["responses"].numel(), dtype=torch.float32).reshape(b["responses"].shape) / 10
    with TraceLogger(
        tmp_path / "run", tokenizer=ListTokenizer(), selection=SelectionPolicy(random=1, max_samples=1)
    ) as logger:
        recorded_rows = logger.log_decisions(
            3,
            responses=b["responses"],
            response_mask=b["response_mask"],
            old_log_probs=b["old_log_probs"],
            novelty_bonus=bonus,
        )
    logs = Logdir(str(tmp_path))
    rows = logs.sample_rows("run")
    mask = b["response_mask"].bool()
    expected = [float(bonus[i][mask[i]].mean()) for i in range(len(rows))]
    assert [row["mean_novelty"] for row in rows] == pytest.approx(expected, rel=1e-6)
    assert sum(row["recorded"] for row in rows) == len(recorded_rows) == 1  # recorded and only indexed alike
    assert logs.samples("run")["mean_novelty"].tolist() == pytest.approx(expected, rel=1e-6)
    table = rowtable.Columns(
        rowtable.encode(
            [
                index_entries.row_summary(
                    sample_index=i,
                    split="train",
                    values={"length": 1},
                    stats={"mean_novelty": v},
                    extra_sample={},
                )
                for i, v in enumerate(expected)
            ]
        )
    )
    threshold = sorted(expected)[len(expected) // 2]
    assert query.Filter.parse(f"novelty_mean>={threshold}").rows(table).tolist() == [v >= threshold for v in expected]


def test_index_statistics_of_schema_3_in_their_named_slots_still_read() -> None:
    from tb_verl_plugin.format import rowtable, trace_pb2

    old = trace_pb2.SampleSummary(sample_index=4, length=3, split="train", mean_entropy=1.5, max_mismatch=0.25)
    served = table_rows(rowtable.encode([old]), "train")[0]  # as /step answers it
    assert served["mean_entropy"] == 1.5 and served["max_mismatch"] == 0.25
    columns = rowtable.Columns(rowtable.encode([old]))
    assert columns.stats["mean_entropy"].tolist() == [1.5] and "mean_kl" not in columns.stats
