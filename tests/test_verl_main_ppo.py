"""tb_verl inside verl's real trainer: ``python -m verl.trainer.main_ppo`` on this CPU (real Ray,
TransferQueue, agent loop, FSDP2 engine and reward loop; what verl lacks on a CPU is test code in
``tests/verl_cpu``), read back through a real TensorBoard's HTTP API and held against what verl
itself computed (``verl_cpu.dump``) and wrote (``trainer.rollout_data_dir``).

Configurations (``verl_cpu.run.CONFIGS``): v1 GRPO and v0 GRPO (3 steps, validation before
training and every 2 steps, top-k 5, the rollout's log-probs kept, ``rm_scores`` as an extra
per-token field), and v1 PPO with GAE, critic, reference policy, KL loss and verl's per-token
rollout-correction weights; v0 GRPO and v1 PPO with verl's rejection sampling; and the same checks
on verl's own vLLM rollout (vLLM's CPU build): verl's multi-turn tool agent loop on v1 with a bf16
actor and rejection sampling and on v0 with an fp32 actor, and v1 on a padded vocabulary. What
only the vLLM runs show (the engine's mismatch) is in ``test_verl_vllm.py``, the turns of the
multi-turn runs in ``test_verl_agent.py``. ``make test-verl`` runs the three modules alone.
"""

from __future__ import annotations

import json
import os
import re

import numpy as np
import pytest
import torch

from support.runs import unpack
from support.servers import step_rows, tensorboard_server
from tb_verl_plugin.format import fields
from verl_cpu.run import TEST_TIMEOUT_S, TESTED, Run
from verl_cpu.task import DATA_SOURCES, QUESTIONS

pytestmark = pytest.mark.timeout(TEST_TIMEOUT_S)

STEPS = (1, 2, 3)
VALIDATIONS = (0, 2, 3)  # before training, every test_freq=2 steps, and after the last step
VAL_PROMPTS = 4
TOP_K = 5
FP16 = {"rtol": 2e-3, "atol": 2e-3}  # traces store per-token floats as fp16
EXACT_SYNC = 1e-4
"""|log π_train − log π_rollout| at most, per token, when the actor and vLLM both compute in fp32 and
verl's weight sync is exact: float rounding through 30 layers (SmolLM2: 9e-5 measured; the 2-layer
models stay under 1e-5)."""
BF16_ULP = 2**-7
"""verl's actor computes log-probs and entropy in bf16 here (FSDP mixed precision): where tb_verl
computes the same quantity in fp32 (top-k log-probs, the whole-batch mean) they agree to one bf16
unit in the last place."""
API = "/data/plugin/tb_verl"


@pytest.fixture(scope="module", params=TESTED)
def trained(request, main_ppo):
    """One real main_ppo run per configuration, served by a real TensorBoard."""
    run = main_ppo(request.param)
    with open(run.log) as f:
        log = f.read()
    assert run.returncode == 0, log[-6000:]
    with tensorboard_server(run.logdir, load_fast="true") as server:
        yield request.param, run, server, log


def dumped(run: Run, step: int) -> dict:
    return torch.load(os.path.join(run.dump_dir, f"train-{step}.pt"))


def listed(server, run: Run, step: int, split: str = "train") -> list[dict]:
    """Every row the step's index lists, recorded or not."""
    return step_rows(server.get_json(f"{API}/step?run={run.run}&step={step}&split={split}"))


def samples(server, run: Run, step: int, split: str = "train") -> list[dict]:
    """The step's recorded rows."""
    return [row for row in listed(server, run, step, split) if row["recorded"]]


def trace(server, run: Run, step: int, sample: int, split: str = "train") -> dict:
    return server.get_json(f"{API}/trace?run={run.run}&step={step}&sample={sample}&split={split}")


def scalar(server, run: Run, tag: str) -> dict[int, float]:
    points = server.get_json(f"{API}/scalars?run={run.run}&tag={tag}")["points"]
    return {step: value for step, _, value in points}


DIAGNOSED = {"vllm_v1_padded_vocab": ["mismatch"]}
"""The runs the logger's diagnosis finds something wrong in during training: the padded vocabulary's
constant training–inference gap. Every other run is healthy, and its log says nothing."""


def test_no_tb_verl_error_on_the_runs_log_and_the_diagnosis_only_where_something_is_wrong(trained) -> None:
    name, _, _, log = trained
    complaints = [line for line in log.splitlines() if re.search(r"(ERROR|WARNING).*tb_verl:", line)]
    assert complaints == []
    diagnosed = re.findall(r"WARNING.*tb_verl diagnosis: (\w+) \(", log)
    assert diagnosed == DIAGNOSED.get(name, [])


def test_the_runs_actor_ran_as_configured(trained) -> None:
    """Two ranks: a rollout replica and an actor worker each; Ulysses: the sequence-parallel
    attention in each worker (what makes the traces' checks below a test of those set-ups, not of
    one rank's)."""
    _, run, _, log = trained
    workers = lambda marker: len(set(re.findall(rf"\(WorkerDict pid=(\d+)\).*{marker}", log)))
    if run.config.rollout == "hf":
        assert (
            f"tb_verl_test_hf_rollout_{run.config.ranks - 1}" in log
            and f"tb_verl_test_hf_rollout_{run.config.ranks}" not in log
        )
    assert workers("Ulysses sdpa attention over 2 ranks") == (run.config.ranks if run.config.ulysses else 0)


def test_every_traced_step_lists_its_samples(trained) -> None:
    _, run, server, _ = trained
    listed = server.get_json(f"{API}/steps?run={run.run}&split=train")["steps"]
    assert [step for step, _, _ in listed] == list(STEPS)
    batch_size = len(dumped(run, 1)["responses"])
    for step, count, mean_score in listed:
        # The batch's mean score, every row's (the recorded rows' alone are biased by the selection).
        assert mean_score == pytest.approx(float(dumped(run, step)["rm_scores"].sum(dim=1).mean()), abs=1e-6)
        rows = samples(server, run, step)
        assert len(rows) == count == batch_size if run.config.every_row else len(rows) == count >= 4
        assert all(r["selected_because"] == ["all"] for r in rows) == run.config.every_row
        assert all(0 <= r["sample_index"] < batch_size for r in rows)
        assert len({r["group_id"] for r in rows}) >= 2  # GRPO groups (verl's uid) are recorded


def response_limit(run: Run) -> int:
    """The run's ``data.max_response_length`` (the last override wins, as in Hydra)."""
    from verl_cpu.run import BASE_OVERRIDES

    given = [o for o in (*BASE_OVERRIDES, *run.config.overrides) if o.startswith("data.max_response_length=")]
    return int(given[-1].split("=", 1)[1])


def test_every_row_of_the_batch_is_listed_with_verls_numbers(trained) -> None:
    """The rows not recorded too: score, length, group, mean entropy, largest |mismatch|, the
    share verl's rejection sampling rejected and whether the response was cut at the length
    limit (its last token there the policy's and not the end of sequence), each from verl's own
    tensors of the step."""
    from transformers import AutoTokenizer

    _, run, server, _ = trained
    unrecorded, cut = 0, 0
    limit, eos = response_limit(run), AutoTokenizer.from_pretrained(run.model_dir).eos_token_id
    for step in STEPS:
        verl = dumped(run, step)
        generated = verl["generated_mask"].bool()
        rows = listed(server, run, step)
        assert [row["sample_index"] for row in rows] == list(range(len(generated)))
        for row in rows:
            i, own = row["sample_index"], generated[row["sample_index"]]
            unrecorded += not row["recorded"]
            assert row["group_id"] == verl["uid"][i] and row["length"] == int(own.sum())
            reached = own.shape[0] >= limit and bool(own[limit - 1])
            assert row["truncated"] == (reached and int(verl["responses"][i, limit - 1]) != eos), f"step {step} row {i}"
            cut += row["truncated"]
            assert row["score"] == pytest.approx(float(verl["rm_scores"][i].sum()), abs=1e-6)
            assert row["mean_entropy"] == pytest.approx(float(verl["entropy"][i][own].float().mean()), rel=1e-4)
            gap = (verl["old_log_probs"][i].float() - verl["rollout_log_probs"][i].float())[own]
            assert row["max_mismatch"] == pytest.approx(float(gap.abs().max()), rel=1e-4, abs=1e-7)
            if run.config.rejection:
                rejected = ~verl["response_mask"][i].bool()[own]
                assert row["rejected_share"] == pytest.approx(float(rejected.float().mean()))
            else:
                assert row["rejected_share"] is None
            if run.config.critic:  # verl's rollout correction: the mean importance weight of its tokens
                weights = verl["rollout_is_weights"][i].float()[own]
                assert row["mean_importance_weight"] == pytest.approx(float(weights.mean()), rel=1e-5)
    assert (unrecorded == 0) == run.config.every_row
    if run.config.task == "arith":  # a chatty pretrained model: some answers run past 64 tokens
        assert cut > 0


def extent(verl: dict, i: int) -> tuple[int, np.ndarray]:
    """Row ``i``'s trace length (to the last token the policy generated: a multi-turn response
    holds tool outputs between its turns) and which of those tokens are the policy's."""
    generated = verl["generated_mask"][i]
    length = int(torch.nonzero(generated).max()) + 1
    return length, generated[:length].numpy().astype(bool)


def assert_token_field(
    got: dict, name: str, expected: torch.Tensor, own: np.ndarray, where: str, **tolerance: float
) -> None:
    """A per-token field of a trace against verl's values: everywhere, or, for a field that exists
    only at the policy's sampled tokens, there, and absent (NaN) at the others (verl pads them)."""
    values = unpack(got["token_fields"][name], "float16").astype(np.float32)
    expected = expected.float().numpy()
    if name in fields.sampled_only():
        assert np.isnan(values[~own]).all(), f"{name} at the tool tokens of {where}"
        values, expected = values[own], expected[own]
    np.testing.assert_allclose(values, expected, **(tolerance or FP16), err_msg=f"{name} at {where}")


def test_traces_hold_verls_per_token_numbers_for_the_recorded_rows(trained) -> None:
    _name, run, server, _ = trained
    expected_fields = {
        "log_prob": "old_log_probs",
        "entropy": "entropy",
        "advantage": "advantages",
        "rollout_log_prob": "rollout_log_probs",
    }
    if run.config.critic:
        expected_fields |= {
            "value": "values",
            "returns": "returns",
            "ref_log_prob": "ref_log_prob",
            "importance_weight": "rollout_is_weights",
        }  # verl's rollout correction
    largest_advantage = batch_largest = 0.0
    for step in STEPS:
        verl = dumped(run, step)
        batch_largest = max(batch_largest, float(verl["advantages"].abs().max()))
        for row in samples(server, run, step):
            i = row["sample_index"]
            got = trace(server, run, step, i)
            length, own = extent(verl, i)
            where = f"step {step} row {i}"
            largest_advantage = max(largest_advantage, float(verl["advantages"][i, :length].abs().max()))
            np.testing.assert_array_equal(unpack(got["token_ids"], "int32"), verl["responses"][i, :length].numpy())
            assert got["group_id"] == verl["uid"][i]
            assert got["extra_sample"]["acc"] in (0.0, 1.0)  # the reward function's extra info
            assert "score" not in got["extra_sample"]  # verl copies the score there: it shows once, as the score
            assert row["extra_sample"] == got["extra_sample"]  # listed in the samples table as in the trace
            assert got["data_source"] == DATA_SOURCES[run.config.task]
            assert got["score"] == pytest.approx(float(verl["rm_scores"][i].sum()), abs=1e-6)
            for ours, theirs in expected_fields.items():
                assert_token_field(got, ours, verl[theirs][i, :length], own, where)
            if run.config.critic:
                kl = verl["old_log_probs"][i, :length].float() - verl["ref_log_prob"][i, :length].float()
                assert_token_field(got, "kl", kl, own, where)
            np.testing.assert_allclose(  # the configured extra per-token field
                unpack(got["extra_token"]["rm_scores"], "float16").astype(np.float32),
                verl["rm_scores"][i, :length].float().numpy(),
                **FP16,
            )
            # The training-inference mismatch: the trainer's log-prob minus the rollout's.
            mismatch = verl["old_log_probs"][i, :length].float() - verl["rollout_log_probs"][i, :length].float()
            assert_token_field(got, "mismatch", mismatch, own, where, rtol=2**-10, atol=1e-5)
            if "num_turns" in verl:  # the agent loop's count, both trainers
                assert got["num_turns"] == int(verl["num_turns"][i])
    # The comparison above saw real advantages, not all zeros, whenever verl's batch had any: a GRPO
    # run whose every group scored alike (SmolLM2's 3 steps, by chance) has none anywhere.
    assert largest_advantage > 0.1 or batch_largest == 0.0


def test_the_trainer_scores_what_the_rollout_sampled(trained) -> None:
    """The harness's own check: verl's forward (padded, or packed with sdpa on a CPU) gives every
    row the log-probs the rollout sampled with, to bf16 rounding. A packed micro-batch whose
    sequences attended to each other would be off by tenths for every row but the first. (On a
    padded vocabulary every token is shifted by about the same amount: ``test_verl_vllm.py``.)"""
    _, run, _, _ = trained
    for step in STEPS:
        verl = dumped(run, step)
        mask = verl["response_mask"].bool()
        gap = (verl["old_log_probs"].float() - verl["rollout_log_probs"].float())[mask]
        shift = gap.mean() if run.config.vocab_size else 0.0
        exact = run.config.actor_fp32 and not run.config.vocab_size  # the shift varies a little by position
        assert float((gap - shift).abs().max()) < (EXACT_SYNC if exact else 0.05)


def test_mismatch_statistics_of_the_whole_batch_every_step(trained) -> None:
    """The rollout (transformers' generate or vLLM, in fp32) and verl's actor (bf16 under FSDP
    unless configured fp32) are different code paths: the mismatch is real, and its statistics
    cover every response token."""
    _, run, server, _ = trained
    means, beyond = scalar(server, run, "mismatch/log_ratio/mean"), scalar(server, run, "mismatch/share_beyond")
    k3, spread = scalar(server, run, "mismatch/kl_k3/mean"), scalar(server, run, "mismatch/log_ratio/std")
    histograms = server.get_json(f"/data/plugin/histograms/histograms?run={run.run}&tag=mismatch/log_ratio")
    assert sorted(means) == sorted(beyond) == list(STEPS) and len(histograms) == len(STEPS)
    largest = 0.0
    for step in STEPS:
        verl = dumped(run, step)
        mask = verl["generated_mask"]  # the policy's tokens, those verl's rejection sampling left out too
        ratio = (verl["old_log_probs"].double() - verl["rollout_log_probs"].double())[mask]
        assert means[step] == pytest.approx(float(ratio.mean()), rel=1e-5, abs=1e-7)
        assert spread[step] == pytest.approx(float(ratio.std(correction=0)), rel=1e-4, abs=1e-7)
        assert k3[step] == pytest.approx(float((ratio.exp() - 1 - ratio).mean()), rel=1e-4, abs=1e-9)
        assert beyond[step] == pytest.approx(float((ratio.abs() > 0.1).double().mean()))
        largest = max(largest, float(ratio.abs().max()))
        # The row holding the batch's worst token is recorded, and says so (with samples=all, every row is).
        gaps = (verl["old_log_probs"].float() - verl["rollout_log_probs"].float()).abs().masked_fill(~mask, -1)
        rows, worst = samples(server, run, step), int(gaps.amax(dim=1).argmax())
        if run.config.every_row:
            assert worst in [r["sample_index"] for r in rows]
        else:
            assert [r["sample_index"] for r in rows if "largest_mismatch" in r["selected_because"]] == [worst]
    _, _, buckets = next(h for h in histograms if h[1] == STEPS[0])  # [wall_time, step, [[left, right, count]...]]
    assert sum(count for _, _, count in buckets) == int(dumped(run, STEPS[0])["generated_mask"].sum())
    if not run.config.actor_fp32:
        assert largest > 1e-4  # a real gap between the two engines, not identical numbers


def test_tokens_and_responses_verls_rejection_sampling_left_out_are_traced_and_marked(trained) -> None:
    """With ``rollout_rs`` (``verl_cpu.run.REJECTION``) verl zeroes rejected tokens, and every token
    of a rejected response, in ``response_mask``; the traces keep every generated token and mark
    those, token for token as verl decided."""
    _name, run, server, _ = trained
    rejected_tokens, rejected_responses, kept_tokens = 0, 0, 0
    for step in STEPS:
        verl = dumped(run, step)
        rejected = verl["generated_mask"] & ~verl["response_mask"].bool()
        for row in samples(server, run, step):
            i = row["sample_index"]
            got = trace(server, run, step, i)
            length, own = extent(verl, i)
            assert len(unpack(got["token_ids"], "int32")) == length
            if not run.config.rejection:  # no rejection sampling configured: no field of zeros either
                assert "rejected" not in got["token_fields"]
                continue
            assert_token_field(got, "rejected", rejected[i, :length], own, f"step {step} row {i}", rtol=0, atol=0)
            marks = unpack(got["token_fields"]["rejected"], "float16")[own]
            rejected_tokens += int(marks.sum())
            kept_tokens += int(own.sum() - marks.sum())
            rejected_responses += int(marks.all())
    if run.config.rejection:  # the comparison saw both decisions, token and sequence level
        assert rejected_tokens > 0 and kept_tokens > 0 and rejected_responses > 0


def test_texts_and_scores_match_verls_rollout_dump(trained) -> None:
    from transformers import AutoTokenizer

    _, run, server, _ = trained
    tokenizer = AutoTokenizer.from_pretrained(run.model_dir)
    for step in STEPS:
        with open(os.path.join(run.rollout_dir, f"{step}.jsonl")) as f:
            written = [json.loads(line) for line in f]
        for row in samples(server, run, step):
            got = trace(server, run, step, row["sample_index"])
            token_ids = unpack(got["token_ids"], "int32").tolist()
            # Traces keep every token the policy produced; verl writes texts without special tokens,
            # and a multi-turn response's tool output after the policy's last turn, which the trace
            # stops before.
            assert got["response_text"] == tokenizer.decode(token_ids)
            text = tokenizer.decode(token_ids, skip_special_tokens=True)
            same = [w for w in written if w["output"] == text or (got["spans"] and w["output"].startswith(text))]
            assert same, f"step {step}: {got['response_text']!r} is not among verl's outputs"
            assert any(w["score"] == pytest.approx(got["score"], abs=1e-6) for w in same)


BF16_LOGIT_STEP = 2**-6
"""verl's bf16 actor computes log-softmax from bf16 logits: a log-prob is off by up to one bf16 step
of the logits, 2^-6 for logits of magnitude 2 to 4 (a taught policy's); the top-k, from the same
logits in fp32, is not."""


def test_top_k_alternatives_rank_the_chosen_token(trained) -> None:
    _, run, server, _ = trained
    slack = 2e-3 if run.config.actor_fp32 else BF16_LOGIT_STEP  # fp16 storage alone, or verl's bf16 too
    checked_in, expected_in = 0, 0.0
    for step in STEPS:
        for row in samples(server, run, step):
            got = trace(server, run, step, row["sample_index"])
            assert got["top_k"] is not None and got["top_k"]["k"] == TOP_K, f"no alternatives at step {step}"
            chosen = unpack(got["token_ids"], "int32")
            ids = unpack(got["top_k"]["token_ids"], "int32").reshape(len(chosen), TOP_K)
            log_probs = unpack(got["top_k"]["log_probs"], "float16").astype(np.float32).reshape(len(chosen), TOP_K)
            chosen_log_probs = unpack(got["token_fields"]["log_prob"], "float16").astype(np.float32)
            assert np.all(np.diff(log_probs, axis=1) <= 1e-3), "alternatives are not ranked"
            # How many sampled tokens the policy's own top-k probabilities expect among the alternatives.
            expected_in += float(np.exp(log_probs.astype(np.float64)).sum())
            for t, token in enumerate(chosen):
                hit = np.flatnonzero(ids[t] == token)
                if hit.size:  # its log-prob among the alternatives is the one verl computed
                    assert log_probs[t, hit[0]] == pytest.approx(chosen_log_probs[t], rel=BF16_ULP, abs=slack)
                    checked_in += 1
                else:  # below every alternative
                    assert chosen_log_probs[t] <= log_probs[t, -1] * (1 - BF16_ULP) + slack
    # Whether sampled tokens fall inside the top-k or outside it is chance (a fresh clone's v0 GRPO run
    # sampled none outside; one of v1_ulysses, a policy spread over its vocabulary, none inside): each is
    # checked above when there is one. Where the top-k's own probabilities expect ten or more inside,
    # none would be a misalignment (by chance: e^-10).
    if expected_in >= 10:
        assert checked_in > 0, f"{expected_in:.1f} sampled tokens expected among the alternatives, none found"


def test_exploration_statistics_every_step_and_verls_entropy(trained) -> None:
    _, run, server, _ = trained
    histogram = server.get_json(f"{API}/exploration?run={run.run}")
    assert histogram["steps"] == list(STEPS)
    for shares in histogram["shares"]:  # each share rounded to 5 decimals by the server
        assert sum(shares) == pytest.approx(1.0, abs=len(shares) * 5e-6)
    for tag in ("exploration/entropy/p50", "exploration/forking_share", "exploration/groups/reward_spread"):
        assert sorted(scalar(server, run, tag)) == list(STEPS), tag
    # The whole batch's token-mean entropy is verl's actor/entropy (loss_agg_mode token-mean),
    # which verl aggregates in the entropy's own dtype, over every generated token (before any
    # rejection sampling).
    from verl.trainer.ppo.core_algos import agg_loss

    ours, verls = scalar(server, run, "exploration/entropy/mean"), scalar(server, run, "actor/entropy")
    for step in STEPS:
        verl = dumped(run, step)
        generated = verl["generated_mask"].to(verl["response_mask"].dtype)
        assert float(agg_loss(verl["entropy"], generated, "token-mean")) == pytest.approx(verls[step], rel=1e-6)
        exact = (verl["entropy"].double() * generated).sum() / generated.sum()
        assert ours[step] == pytest.approx(float(exact), rel=1e-6)
        assert ours[step] == pytest.approx(verls[step], rel=BF16_ULP)


def test_the_capture_reports_its_cost_every_step(trained) -> None:
    _name, run, server, _ = trained
    capture = scalar(server, run, "tb_verl/timing_s/capture")
    assert sorted(capture) == list(STEPS) and all(0 < seconds < 60 for seconds in capture.values())
    if run.config.trainer == "v1":  # the part spent reading TransferQueue; what the trainer waited for
        reads = scalar(server, run, "tb_verl/timing_s/transfer_queue")
        waits = scalar(server, run, "tb_verl/timing_s/wait")
        assert all(0 < reads[step] <= capture[step] and 0 <= waits[step] <= capture[step] for step in STEPS)


def test_validation_traces_follow_the_same_prompts(trained) -> None:
    """verl hands its validation generations over as texts without special tokens; the traces
    have their tokens back (a tap on the tokenizer while verl validates): the prompt as the train
    split shows it, chat template markers kept, and the response's true length."""
    from transformers import AutoTokenizer

    _, run, server, _ = trained
    tokenizer = AutoTokenizer.from_pretrained(run.model_dir)
    train_prompt = trace(server, run, 1, samples(server, run, 1)[0]["sample_index"])["prompt_text"]
    listed = server.get_json(f"{API}/steps?run={run.run}&split=val")["steps"]
    assert [step for step, _, _ in listed] == list(VALIDATIONS)
    prompts = []
    for step in VALIDATIONS:
        rows = samples(server, run, step, split="val")
        assert len(rows) == VAL_PROMPTS
        prompts.append(sorted(r["prompt_hash"] for r in rows))
        for row in rows:
            got = trace(server, run, step, row["sample_index"], split="val")
            assert QUESTIONS[run.config.task] in got["prompt_text"] and got["selected_because"] == ["validation"]
            assert (
                got["prompt_text"].split("\n")[0]
                == train_prompt.split("\n")[0]
                == "<|im_start|>" + train_prompt.split("\n")[0][12:]
            )
            ids = unpack(got["token_ids"], "int32").tolist()
            assert row["length"] == len(ids) > 0 and got["response_text"] == tokenizer.decode(ids)
            assert got["score"] is not None
    assert all(p == prompts[0] for p in prompts)


def test_the_runs_knobs_are_in_tensorboards_hparams_dashboard(trained) -> None:
    """The settings the run was started with (Hydra's own reading of its overrides) are what
    TensorBoard's HParams dashboard lists for it under verl's names, beside the last score and
    entropy the run logged."""
    from hydra.core.override_parser.overrides_parser import OverridesParser

    from tb_verl_logger.verl.backend import HPARAMS
    from verl_cpu.run import BASE_OVERRIDES, CPU_OVERRIDES

    _name, run, server, _ = trained
    given = OverridesParser.create().parse_overrides([*CPU_OVERRIDES, *BASE_OVERRIDES, *run.config.overrides])
    expected = {o.key_or_group: o.value() for o in given if o.key_or_group in HPARAMS}
    assert "algorithm.adv_estimator" in expected
    _, sessions = server.hparams_sessions()
    hparams = sessions[run.run]["hparams"]
    assert {key: hparams.get(key) for key in expected} == pytest.approx(expected)
    assert hparams["actor_rollout_ref.rollout.temperature"] == 1.0  # verl's default, not overridden
    last = max(STEPS)
    assert sessions[run.run]["metrics"] == pytest.approx(
        {tag: scalar(server, run, tag)[last] for tag in ("critic/score/mean", "actor/entropy")}
    )
