"""The verl integration on real verl 0.9 code, on CPU: the ``verl.plugins`` entry point loaded by
``import verl``, verl's own ``Tracking`` writing through the ``tb_verl`` backend, trace capture from
batches built by verl's own ``compute_advantage`` (GAE and GRPO), the v1 TransferQueue seam, and the
failure paths that must never stop training."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
import weakref

import numpy as np
import pytest
import torch
import verl  # noqa: F401  (loads our plugin through its entry point)
from tensordict import NonTensorStack, TensorDict

from support.runs import ListTokenizer, make_batch, recorded
from support.servers import python_data_provider, reader_source, request_context
from tb_verl_logger import SelectionPolicy
from tb_verl_logger.verl import patching, plugin, topk
from tb_verl_logger.verl.backend import TbVerlTracking, active_backend
from tb_verl_logger.verl.capture import v0, v1
from tb_verl_logger.verl.capture.config import CaptureConfig
from tb_verl_plugin import reader
from tb_verl_plugin.format import codec


def run_python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_import_verl_registers_the_backend_and_tracking_logs_through_it(tmp_path) -> None:
    result = run_python(
        """
        import verl
        from verl.utils.tracking import Tracking
        tracking = Tracking("proj", "exp", default_backend=["console", "tb_verl"])
        for step in (1, 2, 3):
            tracking.log({"actor/entropy": 1.0 / step, "critic/vf_loss": step * 0.5,
                          "val/generations": "some text"}, step=step)
        tracking.finish()
        print("ok")
        """,
        {"TENSORBOARD_DIR": str(tmp_path / "run")},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "'val/generations' is not a number" in result.stderr
    scalars = python_data_provider(str(tmp_path)).read_scalars(
        request_context(), experiment_id="", plugin_name="scalars", downsample=100
    )["run"]
    assert [d.value for d in scalars["actor/entropy"]] == pytest.approx([1.0, 0.5, 1 / 3])
    assert [d.step for d in scalars["critic/vf_loss"]] == [1, 2, 3]
    assert "val/generations" not in scalars


def test_tb_verl_replaces_verls_tensorboard_backend_in_the_same_run_dir(tmp_path) -> None:
    result = run_python(
        """
        import verl
        from verl.utils.tracking import Tracking
        tracking = Tracking("proj", "exp", default_backend=["tensorboard", "tb_verl"])
        tracking.log({"x": 1.0}, step=1)
        tracking.finish()
        """,
        {"TENSORBOARD_DIR": str(tmp_path / "run")},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "replaces verl's 'tensorboard' backend" in result.stderr
    event_files = [f for f in os.listdir(tmp_path / "run") if "tfevents" in f]
    assert len(event_files) == 1 and event_files[0].endswith(".tb_verl")


def test_plugin_load_with_plugins_disabled_leaves_verl_alone() -> None:
    result = run_python(
        "import verl\nfrom verl.utils.tracking import Tracking\nprint('tb_verl' in Tracking.supported_backend)",
        {"VERL_USE_EXTERNAL_PLUGINS": "none"},
    )
    assert result.stdout.strip().endswith("False"), result.stderr[-2000:]


@pytest.mark.parametrize(
    ("version", "supported"), [("0.9.1", True), ("0.9.0rc1", True), ("0.10.0", False), ("0.8.5", False), ("dev", False)]
)
def test_supported_versions(version, supported) -> None:
    assert plugin.is_supported(version) is supported


def test_capture_config_reads_hydra_then_environment() -> None:
    config = {"trainer": {"tb_verl": {"every": 5, "samples": 8}}}
    assert CaptureConfig.from_sources(config, environ={}) == CaptureConfig(every=5, samples=8)
    from_env = CaptureConfig.from_sources(config, environ={"TB_VERL_SAMPLES": "4", "TB_VERL_ENABLED": "false"})
    assert (from_env.every, from_env.samples, from_env.enabled) == (5, 4, False)
    with pytest.raises(ValueError, match="TB_VERL_EVERY"):
        CaptureConfig.from_sources(None, environ={"TB_VERL_EVERY": "often"})
    with pytest.raises(ValueError, match="unknown tb_verl setting 'evrey'"):  # a typo is named, not ignored
        CaptureConfig.from_sources({"trainer": {"tb_verl": {"evrey": 5}}}, environ={})
    listed = CaptureConfig.from_sources({"trainer": {"tb_verl": {"extra_token": ["bonus", "shaped"]}}}, environ={})
    assert listed.extra_token_keys == ["bonus", "shaped"]
    assert CaptureConfig.from_sources(None, environ={"TB_VERL_EXTRA_TOKEN": "a, b"}).extra_token_keys == ["a", "b"]
    every_row = CaptureConfig.from_sources({"trainer": {"tb_verl": {"samples": "all"}}}, environ={})
    assert every_row.samples == "all" and every_row.selection() == SelectionPolicy.all_rows()
    assert CaptureConfig.from_sources(None, environ={"TB_VERL_SAMPLES": "ALL"}).selection().every_row
    with pytest.raises(ValueError, match="'samples' must be a number of responses or 'all', got 'most'"):
        CaptureConfig.from_sources(None, environ={"TB_VERL_SAMPLES": "most"})
    assert CaptureConfig(every=10).due(1) and CaptureConfig(every=10).due(20)
    assert not CaptureConfig(every=10).due(7)


class Trainer:
    """What the capture reads of verl's trainer object: its step and tokenizer."""

    def __init__(self, step: int, entropys: torch.Tensor | None = None) -> None:
        self.global_steps = step
        self.tokenizer = ListTokenizer()
        self._tb_verl_entropys = entropys


@pytest.fixture
def backend(tmp_path, monkeypatch):
    monkeypatch.setenv("TENSORBOARD_DIR", str(tmp_path / "run"))
    monkeypatch.setenv("TB_VERL_EVERY", "1")
    monkeypatch.setenv("TB_VERL_EXTRA_TOKEN", "novelty_bonus")
    monkeypatch.setenv("TB_VERL_TOP_K", "3")
    tracking = TbVerlTracking("proj", "exp")
    yield tracking
    tracking.finish()


def v0_rollout_batch() -> tuple:
    """The DataProto that v0's fit hands to compute_advantage (rewards, log-probs, values, uid)."""
    from verl import DataProto
    from verl.trainer.ppo import ray_trainer

    b = make_batch(7)
    scores = torch.zeros(8, 6)
    scores[torch.arange(8), 2] = b["scores"]
    data = DataProto.from_dict(
        tensors={
            "responses": b["responses"],
            "response_mask": b["response_mask"],
            "old_log_probs": b["old_log_probs"],
            "ref_log_prob": b["ref_log_prob"],
            "values": b["values"],
            "token_level_scores": scores,
            "token_level_rewards": scores.clone(),
            "prompts": b["prompts"],
            "attention_mask": torch.cat([b["prompt_mask"], b["response_mask"]], dim=1),
            "novelty_bonus": b["values"] * 0.5,  # a user's own per-token field
            # The rollout engine's log-probs of the sampled tokens, off by 0.03 x row.
            "rollout_log_probs": b["old_log_probs"] - 0.03 * torch.arange(8.0)[:, None],
        },
        non_tensors={
            "uid": np.array([f"u{i // 4}" for i in range(8)], dtype=object),
            "data_source": np.array(["gsm8k"] * 8, dtype=object),
            # verl's reward extra info: numbers are recorded per sample, text is not.
            "acc": np.array([float(i % 2) for i in range(8)]),
            "pred": np.array([str(i) for i in range(8)]),
        },
    )
    return ray_trainer, data, b


@pytest.mark.parametrize("estimator", ["gae", "grpo"])
def test_v0_capture_records_the_batch_of_verls_compute_advantage(backend, estimator) -> None:
    from verl.trainer.config.algorithm import AlgoConfig

    ray_trainer, data, b = v0_rollout_batch()
    assert ray_trainer.RayPPOTrainer._tb_verl_patched, "the post-import hook did not patch v0"
    entropys = torch.rand(8, 6)
    trainer = Trainer(step=3, entropys=entropys)
    v0._v0_trainer = weakref.ref(trainer)  # what the wrapped fit sets
    try:
        out = ray_trainer.compute_advantage(
            data, adv_estimator=estimator, gamma=1.0, lam=0.95, num_repeat=4, config=AlgoConfig()
        )
    finally:
        v0._v0_trainer = None
    backend.logger.flush()
    source = reader_source(
        python_data_provider(os.path.dirname(backend.logger.logdir)), os.path.dirname(backend.logger.logdir)
    )
    index = reader.run_index(source, "run", "train").index(3)
    assert 0 in [s.sample_index for s in recorded(index.samples)]  # the best-scored row
    assert [s.sample_index for s in index.samples] == list(range(8))  # every row, recorded or not
    for summary in index.samples:
        row = summary.sample_index
        keep = b["response_mask"][row].bool()
        assert summary.group_id == f"u{row // 4}" and summary.data_source == "gsm8k"
        assert summary.score == pytest.approx(float(b["scores"][row])) and summary.length == int(keep.sum())
        assert summary.stats["mean_entropy"] == pytest.approx(float(entropys[row][keep].mean()), rel=1e-5)
        assert dict(summary.extra_sample) == {"acc": float(row % 2)}
        if summary.length_bytes == 0:
            continue  # not recorded: its summary is all there is
        trace = reader.load_trace(source, "run", 3, row, "train")
        for field, expected in (
            ("advantage", out.batch["advantages"]),
            ("returns", out.batch["returns"]),
            ("log_prob", b["old_log_probs"]),
            ("ref_log_prob", b["ref_log_prob"]),
            ("entropy", entropys),
        ):
            np.testing.assert_allclose(
                codec.unpack_fp16(getattr(trace, field)), expected[row][keep].numpy(), rtol=2**-10, atol=1e-3
            )
        assert trace.group_id == f"u{row // 4}" and trace.data_source == "gsm8k"
        assert trace.score == pytest.approx(float(b["scores"][row]))
        assert (
            dict(trace.extra_sample) == dict(summary.extra_sample) == {"acc": float(row % 2)}
        )  # the table lists it too
        np.testing.assert_allclose(
            codec.unpack_fp16(trace.extra_token["novelty_bonus"]),
            0.5 * b["values"][row][keep].numpy(),
            rtol=2**-10,
            atol=1e-3,
        )
        stored = codec.stored_token_fields(trace)  # the training-inference mismatch, token by token
        rollout = data.batch["rollout_log_probs"][row][keep].numpy()
        np.testing.assert_allclose(codec.unpack_fp16(stored["rollout_log_prob"]), rollout, rtol=2**-10, atol=1e-3)
        np.testing.assert_allclose(codec.unpack_fp16(stored["mismatch"]), 0.03 * row, rtol=2**-10, atol=1e-4)
        assert trace.prompt_text == "the cat" and trace.token_bytes
    # The whole batch's exploration statistics of the step, against numpy over every masked-in token.
    logdir = os.path.dirname(backend.logger.logdir)
    read = python_data_provider(logdir).read_scalars(
        request_context(), experiment_id="", plugin_name="scalars", downsample=100
    )["run"]
    tokens = entropys[b["response_mask"].bool()].numpy()
    assert read["exploration/entropy/p50"][-1].step == 3
    assert read["exploration/entropy/p50"][-1].value == pytest.approx(np.percentile(tokens, 50), rel=1e-5)
    # The run's first logged step: its forking threshold is that step's 80th entropy percentile.
    assert read["exploration/forking_threshold"][-1].value == pytest.approx(np.percentile(tokens, 80), rel=1e-5)
    assert read["exploration/forking_share"][-1].value == pytest.approx(
        np.mean(tokens > np.percentile(tokens, 80)), rel=1e-5
    )
    rows_of_tokens = torch.arange(8.0)[:, None].expand(8, 6)[b["response_mask"].bool()].numpy()
    assert read["mismatch/log_ratio/mean"][-1].value == pytest.approx(0.03 * rows_of_tokens.mean(), rel=1e-4)
    assert read["mismatch/share_beyond"][-1].value == pytest.approx(np.mean(rows_of_tokens >= 4))  # 0.12 and more


@pytest.mark.parametrize("rollout_rs", [None, "token_k1"])
def test_v0_capture_keeps_and_marks_what_verls_rejection_sampling_left_out(backend, rollout_rs) -> None:
    """verl's own rollout correction rejects by zeroing ``response_mask``; the traces keep every
    generated token and mark the rejected ones, and the mismatch statistics count them."""
    from verl.trainer.config.algorithm import AlgoConfig, RolloutCorrectionConfig
    from verl.trainer.ppo import rollout_corr_helper

    ray_trainer, data, b = v0_rollout_batch()  # log π_train − log π_rollout = 0.03 x row
    data.batch["rollout_log_probs"][1, 2] -= 0.2  # row 1 (3 tokens): its last far off
    trainer = Trainer(step=3, entropys=torch.rand(8, 6))
    v0._v0_trainer = weakref.ref(trainer)
    try:  # as v0's fit runs them: the helper module's function (imported at the call), then compute_advantage
        config = RolloutCorrectionConfig(rollout_is=None, rollout_rs=rollout_rs, rollout_rs_threshold="0.95_1.05")
        data, _ = rollout_corr_helper.compute_rollout_correction_and_add_to_batch(data, config)
        ray_trainer.compute_advantage(data, adv_estimator="grpo", num_repeat=4, config=AlgoConfig())
    finally:
        v0._v0_trainer = None
    backend.logger.flush()
    logdir = os.path.dirname(backend.logger.logdir)
    source = reader_source(python_data_provider(logdir), logdir)
    generated = b["response_mask"].bool()
    # |r| > log(1.05) ~ 0.049: rows 2.. (0.06 and more) entirely, and row 1's far-off token.
    expected = generated & (torch.arange(8)[:, None] >= 2)
    expected[1, 2] = True
    if rollout_rs:
        assert torch.equal(~data.batch["response_mask"].bool() & generated, expected)  # what verl itself did
    for summary in reader.run_index(source, "run", "train").index(3).samples:
        row = summary.sample_index
        if rollout_rs is None:
            assert "rejected_share" not in summary.stats
        else:  # every row, recorded or not, says which share of its tokens verl rejected
            assert summary.stats["rejected_share"] == pytest.approx(float(expected[row][generated[row]].float().mean()))
        if summary.length_bytes == 0:
            continue
        trace = reader.load_trace(source, "run", 3, row, "train")
        assert len(codec.unpack_int32(trace.token_ids)) == int(generated[row].sum())
        stored = codec.stored_token_fields(trace)
        if rollout_rs is None:
            assert "rejected" not in stored
        else:
            np.testing.assert_array_equal(codec.unpack_fp16(stored["rejected"]), expected[row][generated[row]].numpy())
    read = python_data_provider(logdir).read_scalars(
        request_context(), experiment_id="", plugin_name="scalars", downsample=100
    )["run"]
    rows_of_tokens = torch.arange(8.0)[:, None].expand(8, 6)[generated].numpy()
    ratios = rows_of_tokens * 0.03
    ratios[rows_of_tokens.tolist().index(1) + 2] += 0.2  # row 1's token 2
    assert read["mismatch/log_ratio/mean"][-1].value == pytest.approx(ratios.mean(), rel=1e-4)


def test_a_rejection_of_another_batch_is_not_applied_and_says_so(caplog) -> None:
    """The capture takes back the masks of verl's last rejection sampling only for the batch it
    rejected from: rows in another order mark nothing (and it is said once), never wrong tokens."""
    from verl.trainer.config.algorithm import RolloutCorrectionConfig
    from verl.trainer.ppo import rollout_corr_helper

    from tb_verl_logger.verl import rejection_sampling

    _, data, _ = v0_rollout_batch()  # rows 2.. are rejected at 0.95-1.05
    config = RolloutCorrectionConfig(rollout_is=None, rollout_rs="token_k1", rollout_rs_threshold="0.95_1.05")
    data, _ = rollout_corr_helper.compute_rollout_correction_and_add_to_batch(data, config)
    kept = data.batch["response_mask"]
    patching._reported.forget("rejection_match")
    with caplog.at_level(logging.WARNING, logger="tb_verl_logger"):
        assert rejection_sampling.take(lambda: kept.flip(0)) is None
    assert "not the one verl's rejection sampling left" in caplog.text
    assert rejection_sampling.take(lambda: kept) is None  # taken once: the next step starts clean


@pytest.fixture(scope="module")
def transfer_queue():
    """TransferQueue itself, as verl's v1 trainer runs it: a Ray controller and one SimpleStorage unit
    (the default two units plus the controller ask for three CPUs, more than this machine's two:
    Ray then waits for ever, which is why an earlier attempt hung)."""
    import ray
    import transfer_queue as tq
    from omegaconf import OmegaConf

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        tq.init(OmegaConf.create({"backend": {"SimpleStorage": {"num_data_storage_units": 1}}}))
        yield tq
    finally:
        tq.close()
        ray.shutdown()


class RecordingQueue:
    """The real TransferQueue module, recording what the capture asks of it."""

    def __init__(self, tq) -> None:
        self.tq = tq
        self.requests: list[tuple[int, list[str]]] = []

    def kv_batch_get(self, keys, partition_id, select_fields):
        self.requests.append((len(keys), list(select_fields)))
        return self.tq.kv_batch_get(keys=keys, partition_id=partition_id, select_fields=select_fields)

    def get_client(self):
        return self.tq.get_client()


def test_v1_capture_fetches_only_the_chosen_rows(backend, transfer_queue) -> None:
    b = make_batch(9)
    lengths = b["response_mask"].sum(1).long().tolist()

    def jagged(t):
        return torch.nested.as_nested_tensor([t[i, : lengths[i]] for i in range(8)], layout=torch.jagged)

    rm_scores = torch.zeros(8, 6)
    rm_scores[:, 0] = b["scores"]
    # What the actor's forward put into TransferQueue (tb_verl_logger.verl.topk): alternatives over prompt + response.
    generator = torch.Generator().manual_seed(3)
    top_ids = [torch.randint(0, 10, (2 + n, 3), generator=generator, dtype=torch.int32) for n in lengths]
    top_log_probs = [-torch.rand(2 + n, 3, generator=generator).sort(-1).values for n in lengths]
    fields = TensorDict(
        {
            "responses": jagged(b["responses"]),
            "response_mask": jagged(b["response_mask"]),
            "old_log_probs": jagged(b["old_log_probs"]),
            "rollout_log_probs": jagged(b["rollout_log_probs"]),
            "entropy": jagged(b["values"].abs()),
            "advantages": jagged(b["advantages"]),
            "rm_scores": jagged(rm_scores),
            "novelty_bonus": jagged(b["returns"]),  # a user's own per-token field (TB_VERL_EXTRA_TOKEN)
            "prompts": torch.nested.as_nested_tensor([torch.tensor([1, 2])] * 8, layout=torch.jagged),
            "uid": NonTensorStack(*[f"g{i // 4}" for i in range(8)]),
            topk.IDS_FIELD: torch.nested.as_nested_tensor(top_ids, layout=torch.jagged),
            topk.LOG_PROBS_FIELD: torch.nested.as_nested_tensor(top_log_probs, layout=torch.jagged),
        },
        batch_size=8,
    )
    keys = [f"s{i}_0_0" for i in range(8)]
    transfer_queue.kv_batch_put(keys=keys, partition_id="train", fields=fields)
    # As PPOTrainer.step hands it to _compute_metrics: keys and tags, no field names.
    from transfer_queue.metadata import KVBatchMeta

    meta = KVBatchMeta(partition_id="train", keys=keys, tags=[{}] * 8)
    store = RecordingQueue(transfer_queue)
    v1.capture_v1(Trainer(step=4), meta, 4, store)
    transfer_queue.kv_clear(keys=keys, partition_id="train")
    backend.logger.flush()
    # First every row's exploration inputs, then the other fields of the chosen rows only.
    assert store.requests[0] == (
        8,
        ["response_mask", "entropy", "old_log_probs", "responses", "rollout_log_probs", "uid", "rm_scores"],
    )
    fetched, names = store.requests[1]
    assert fetched < 8 and {"advantages", topk.IDS_FIELD, topk.LOG_PROBS_FIELD} <= set(names)
    assert not {"uid", "responses", "response_mask", "entropy"} & set(names)  # already read for every row
    assert len(store.requests) == 2
    logdir = os.path.dirname(backend.logger.logdir)
    source = reader_source(python_data_provider(logdir), logdir)
    index = reader.run_index(source, "run", "train").index(4)
    assert index.batch_size == 8 and 0 in [s.sample_index for s in recorded(index.samples)]
    # Every row is indexed from the first read alone: the rows not fetched again by their summary.
    assert [s.sample_index for s in index.samples] == list(range(8))
    for summary in index.samples:
        row = summary.sample_index
        entropy = b["values"].abs()[row, : lengths[row]]
        assert (summary.length, summary.group_id) == (lengths[row], f"g{row // 4}")
        assert summary.score == pytest.approx(float(b["scores"][row]))
        assert summary.stats["mean_entropy"] == pytest.approx(float(entropy.mean()), rel=1e-5)
    trace = (
        reader.load_trace(source, "run", 4, 1, "train")
        if 1 in [s.sample_index for s in recorded(index.samples)]
        else None
    )
    if trace is not None:  # row 1 has a short response: padding must not be stored
        assert len(codec.unpack_int32(trace.token_ids)) == lengths[1]
    best = reader.load_trace(source, "run", 4, 0, "train")
    np.testing.assert_allclose(
        codec.unpack_fp16(best.advantage), b["advantages"][0, : lengths[0]].numpy(), rtol=2**-10, atol=1e-3
    )
    assert best.prompt_text == "the cat" and best.score == pytest.approx(9.0)
    np.testing.assert_allclose(
        codec.unpack_fp16(best.extra_token["novelty_bonus"]),
        b["returns"][0, : lengths[0]].numpy(),
        rtol=2**-10,
        atol=1e-3,
    )
    # The alternatives of each response token: the forward's row one position before it (after the 2 prompt tokens).
    assert best.top_k.k == 3
    np.testing.assert_array_equal(
        codec.unpack_int32(best.top_k.token_ids).reshape(-1, 3), top_ids[0][1 : 1 + lengths[0]].numpy()
    )
    np.testing.assert_allclose(
        codec.unpack_fp16(best.top_k.log_probs).reshape(-1, 3),
        top_log_probs[0][1 : 1 + lengths[0]].numpy(),
        rtol=2**-10,
        atol=1e-3,
    )
    # The whole batch's entropy statistics, against numpy over every row's real (unpadded) tokens.
    entropy = np.concatenate([b["values"].abs()[i, : lengths[i]].numpy() for i in range(8)])
    data = python_data_provider(logdir).read_scalars(
        request_context(), experiment_id="", plugin_name="scalars", downsample=100
    )
    logged = {tag: points[-1].value for tag, points in data["run"].items() if points[-1].step == 4}
    assert logged["exploration/entropy/p50"] == pytest.approx(np.percentile(entropy, 50), rel=1e-5)
    assert logged["exploration/entropy/p90"] == pytest.approx(np.percentile(entropy, 90), rel=1e-5)
    ratio = np.concatenate([(b["old_log_probs"] - b["rollout_log_probs"])[i, : lengths[i]].numpy() for i in range(8)])
    assert logged["mismatch/log_ratio/mean"] == pytest.approx(ratio.mean(), rel=1e-5)
    spreads = [np.ptp(b["scores"][g * 4 : g * 4 + 4].numpy()) for g in range(2)]
    assert logged["exploration/groups/reward_spread"] == pytest.approx(np.mean(spreads), rel=1e-5)


def test_capture_failures_never_reach_the_trainer(backend, caplog) -> None:
    patching._reported.forget()
    v0.capture_v0(Trainer(step=2), object())  # not a DataProto
    v1.capture_v1(Trainer(step=2), object(), 2, object())
    messages = [r.getMessage() for r in caplog.records]
    assert any("trace capture failed" in m for m in messages)


def test_capture_without_the_backend_says_how_to_enable_it(caplog) -> None:
    caplog.set_level(logging.INFO, logger="tb_verl_logger")  # a hint, not an error
    patching._reported.forget()
    assert active_backend() is None
    v0.capture_v0(Trainer(step=1), object())
    assert any("trainer.logger='[console,tb_verl]'" in r.getMessage() for r in caplog.records)


def test_unwritable_logdir_does_not_stop_tracking(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("TENSORBOARD_DIR", str(blocker / "run"))
    tracking = TbVerlTracking("p", "e")
    tracking.log({"x": 1.0}, step=1)
    tracking.finish()
    assert tracking.logger.io_errors >= 1


@pytest.mark.parametrize("version", ["v0", "v1"])
def test_validation_generations_become_val_traces_of_the_same_prompts(backend, version) -> None:
    from omegaconf import OmegaConf

    if version == "v0":
        from verl.trainer.ppo.ray_trainer import RayPPOTrainer as trainer_cls
    else:
        from verl.trainer.ppo.v1.trainer_base import PPOTrainer as trainer_cls
    trainer = Trainer(step=0)
    trainer.config = OmegaConf.create({"trainer": {"log_val_generations": 0}})
    prompts = ["What is 2+2?", "Name a prime."]
    for step, outputs in ((0, ["5", "4"]), (10, ["4", "7"])):
        trainer.global_steps = step
        trainer_cls._maybe_log_val_generations(
            trainer, inputs=prompts, outputs=outputs, scores=[float(o == "4") for o in outputs]
        )
    backend.logger.flush()
    logdir = os.path.dirname(backend.logger.logdir)
    source = reader_source(python_data_provider(logdir), logdir)
    steps = reader.run_index(source, "run", "val")
    assert steps.steps.tolist() == [0, 10]
    first, later = steps.index(0).samples, steps.index(10).samples
    assert [s.prompt_hash for s in first] == [s.prompt_hash for s in later]  # the same prompts, followed
    assert first[0].prompt_hash != first[1].prompt_hash
    trace = reader.load_trace(source, "run", 10, 0, "val")
    assert (trace.prompt_text, trace.response_text, trace.score) == ("What is 2+2?", "4", 1.0)


def test_exploration_knobs_of_the_config_are_logged(tmp_path, monkeypatch) -> None:
    from omegaconf import OmegaConf

    monkeypatch.setenv("TENSORBOARD_DIR", str(tmp_path / "run"))
    config = OmegaConf.create(
        {
            "trainer": {},
            "actor_rollout_ref": {
                "actor": {"entropy_coeff": 0.001, "kl_loss_coef": 0.01},
                "rollout": {"temperature": 0.7, "top_p": "x"},
            },
            "algorithm": {"kl_ctrl": {"kl_coef": 0.05}},
        }
    )
    tracking = TbVerlTracking("p", "e", config)
    tracking.log({"actor/entropy": 1.0}, step=1)
    tracking.finish()
    read = python_data_provider(str(tmp_path)).read_scalars(
        request_context(), experiment_id="", plugin_name="scalars", downsample=10
    )["run"]
    assert read["exploration/knobs/temperature"][0].value == pytest.approx(0.7)
    assert read["exploration/knobs/entropy_coeff"][0].value == pytest.approx(0.001)
    assert read["exploration/knobs/kl_ctrl_coef"][0].value == pytest.approx(0.05)
    assert "exploration/knobs/top_p" not in read  # not a number in this config
