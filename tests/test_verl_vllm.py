"""The engine's training–inference mismatch, seen and right: verl's own vLLM rollout (vLLM's CPU
build, ``.venv-vllm``) in verl's real ``main_ppo``, read back through a real TensorBoard and, for
what the tab says, a real Chromium.

Three runs (``verl_cpu.run.CONFIGS``; every check that holds for any rollout runs on them too, in
``test_verl_main_ppo.py``): verl's multi-turn tool agent loop with the actor in fp32, so the weight
sync is exact and the mismatch is float noise, and with the actor in bf16 (verl's default), the
real precision gap; and a checkpoint whose vocabulary is padded beyond the tokenizer, where verl
masks the extra ids in vLLM only and every token's probability shifts by the same amount: the
mismatch of a different softmax normalisation. The multi-turn runs' turns: ``test_verl_agent.py``.
"""

from __future__ import annotations

import os
import re
import urllib.parse

import numpy as np
import pytest
import torch

from support.browsing import open_tab
from support.runs import unpack
from support.servers import step_rows, tensorboard_server
from verl_cpu.run import TEST_TIMEOUT_S, VOCAB_PADDED_TO

RUNS = ("vllm_v1_agent_bf16", "vllm_v0_agent_fp32", "vllm_v1_padded_vocab")
pytestmark = [pytest.mark.timeout(TEST_TIMEOUT_S), pytest.mark.main_ppo_runs(*RUNS)]

STEPS = (1, 2, 3)
API = "/data/plugin/tb_verl"
SHIFT_FLOOR = 0.05
"""The tab's smallest constant shift (frontend/src/model/tokens.ts): below it, rounding."""
ROUNDING_CANNOT_REACH = 1.0
"""|log π_train − log π_rollout| no bf16 rounding of this model's logits comes near: a factor e."""
FP16_LOG_PROB = 2**-8
"""fp16's spacing at |log p| in [4, 8), where this model's log-probs are: traces store fp16."""


@pytest.fixture(scope="module")
def served(main_ppo):
    """Each vLLM run, served by a real TensorBoard once first asked for."""
    servers, stack = {}, []

    def serve(name: str):
        if name not in servers:
            run = main_ppo(name)
            with open(run.log) as f:
                assert run.returncode == 0, f.read()[-6000:]
            context = tensorboard_server(run.logdir, load_fast="true")
            servers[name] = (run, context.__enter__())
            stack.append(context)
        return servers[name]

    yield serve
    for context in reversed(stack):
        context.__exit__(None, None, None)


def scalar(server, run, tag: str) -> dict[int, float]:
    points = server.get_json(f"{API}/scalars?run={run.run}&tag={tag}")["points"]
    return {step: value for step, _, value in points}


def traces(server, run, step: int) -> list[dict]:
    rows = step_rows(server.get_json(f"{API}/step?run={run.run}&step={step}&split=train"))
    return [
        server.get_json(f"{API}/trace?run={run.run}&step={step}&sample={r['sample_index']}&split=train")
        for r in rows
        if r["recorded"]
    ]


def field(trace: dict, name: str) -> np.ndarray:
    return unpack(trace["token_fields"][name], "float16").astype(np.float32)


def test_an_fp32_actor_shows_the_weight_sync_exact(served) -> None:
    """With the actor in fp32 (vLLM is in fp32 here too), trainer and engine compute the same
    numbers after every weight sync: the mismatch is float noise, step after step of updates."""
    run, server = served("vllm_v0_agent_fp32")
    abs_mean, low, high = (scalar(server, run, f"mismatch/log_ratio/{s}") for s in ("abs_mean", "min", "max"))
    beyond = scalar(server, run, "mismatch/share_beyond")
    assert sorted(abs_mean) == list(STEPS)
    for step in STEPS:
        # Float noise: ~3e-7 per token, a few ulps of a log-prob at the extremes (2.4e-6 and 7.9e-6
        # measured in two runs), against ~0.003 and up to 0.15 for bf16.
        assert 0 < abs_mean[step] < 1e-6 and max(-low[step], high[step]) < 3e-5, step
        assert beyond[step] == 0
        for trace in traces(server, run, step):
            assert np.nanmax(np.abs(field(trace, "mismatch"))) < 3e-5


def test_a_bf16_actor_shows_the_precision_gap(served) -> None:
    """verl's default bf16 actor against vLLM: a gap of about 0.003 per token on this confident
    policy (entropy ~0.07; 0.01 on a random one), a thousand times the fp32 run's, on the traced
    policy tokens as on the whole batch, and below what the tab would call a constant shift.

    The largest single gap is bf16's rounding of the logits at an uncertain token (0.05 to 0.15
    measured from run to run), so it is bounded only where rounding could not reach (the two
    probabilities a factor e apart), not held to the typical token's size."""
    run, server = served("vllm_v1_agent_bf16")
    mean, abs_mean = scalar(server, run, "mismatch/log_ratio/mean"), scalar(server, run, "mismatch/log_ratio/abs_mean")
    for step in STEPS:
        assert 3e-4 < abs_mean[step] < 0.05 and abs(mean[step]) < SHIFT_FLOOR, step
        gaps = np.concatenate([np.abs(field(t, "mismatch")) for t in traces(server, run, step)])
        gaps = gaps[np.isfinite(gaps)]  # the policy's tokens: tool outputs have no rollout log-prob
        assert 1e-4 < np.median(gaps) < SHIFT_FLOOR / 5 and gaps.max() < ROUNDING_CANNOT_REACH, step


def test_a_padded_vocabulary_shifts_every_token_by_the_same_amount(served) -> None:
    """verl masks ids beyond ``len(tokenizer)`` in vLLM's logits only: vLLM normalises over the
    tokenizer's ids, the actor over every embedding row, so each sampled token's log-prob differs
    by log Z_tokenizer − log Z_all at its position. Computed here from the checkpoint, independently,
    for the first step (before any update), it is what the traces hold, token for token."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    run, server = served("vllm_v1_padded_vocab")
    tokenizer = AutoTokenizer.from_pretrained(run.model_dir)
    assert len(tokenizer) < VOCAB_PADDED_TO
    model = AutoModelForCausalLM.from_pretrained(run.model_dir, dtype=torch.float32, attn_implementation="eager").eval()
    verl = torch.load(os.path.join(run.dump_dir, "train-1.pt"))
    checked = 0
    for trace in traces(server, run, 1):
        i = trace["sample_index"]
        prompt = verl["prompts"][i][verl["prompt_mask"][i]]
        length = int(verl["generated_mask"][i].sum())
        ids = torch.cat([prompt, verl["responses"][i, :length]])
        with torch.no_grad():
            logits = model(ids[None]).logits[0, len(prompt) - 1 : len(prompt) - 1 + length].double()
        expected = torch.logsumexp(logits[:, : len(tokenizer)], -1) - torch.logsumexp(logits, -1)
        np.testing.assert_allclose(field(trace, "mismatch"), expected.numpy(), atol=1e-3)
        checked += length
    assert checked > 0
    mean, spread = scalar(server, run, "mismatch/log_ratio/mean"), scalar(server, run, "mismatch/log_ratio/std")
    for step in STEPS:  # about log(len(tokenizer) / 320), the same on every token
        assert mean[step] == pytest.approx(np.log(len(tokenizer) / VOCAB_PADDED_TO), rel=0.15)
        assert spread[step] < abs(mean[step]) / 10


def test_the_padded_vocabulary_is_diagnosed_as_a_mismatch_and_the_exact_sync_is_not(served) -> None:
    """/diagnosis on the real trainer: the padded vocabulary's constant gap (about 12% of every
    sampled token's probability) is a critical ``mismatch`` from the first step, by the mean
    |log-ratio| (this near-uniform policy's |Δp| is 0.0004, under verl's FAQ thresholds, which are
    probabilities), its evidence the recorded rows and the tokens whose log-probs differ most; the
    fp32 run, where the sync is exact, raises nothing."""
    run, server = served("vllm_v1_padded_vocab")
    events = {e["detector"]: e for e in server.get_json(f"{API}/diagnosis?run={run.run}")["events"]}
    mismatch = events["mismatch"]
    assert mismatch["severity"] == "critical" and mismatch["onset_step"] == STEPS[0]
    assert mismatch["signal"] == "mismatch/log_ratio/abs_mean" and mismatch["value"] > mismatch["threshold"] == 0.05
    first = mismatch["evidence"][0]
    assert first["tokens"]
    gaps = np.abs(
        field(
            server.get_json(
                f"{API}/trace?run={run.run}&step={first['step']}&sample={first['sample_index']}&split=train"
            ),
            "mismatch",
        )
    )
    assert (
        min(gaps[first["tokens"]]) >= np.sort(gaps[np.isfinite(gaps)])[-len(first["tokens"])] - 1e-6
    )  # the largest gaps of the row
    healthy, server = served("vllm_v0_agent_fp32")
    assert server.get_json(f"{API}/diagnosis?run={healthy.run}")["events"] == []


@pytest.mark.parametrize("name", RUNS)
def test_top_k_ranks_agree_with_what_vllm_sampled(served, name) -> None:
    """The alternatives come from the actor's forward, the sampled token and its probability from
    vLLM. Within the gap measured between the two, vLLM's probability of the sampled token puts it
    where the actor's top-k ranks it: never below an alternative the actor finds clearly less
    likely, never above one it finds clearly more likely."""
    run, server = served(name)
    recorded = [t for step in STEPS for t in traces(server, run, step)]
    gap = max(np.nanmax(np.abs(field(t, "mismatch"))) for t in recorded) + 2 * FP16_LOG_PROB
    checked_in = checked_out = 0
    for trace in recorded:
        chosen = unpack(trace["token_ids"], "int32")
        k = trace["top_k"]["k"]
        ids = unpack(trace["top_k"]["token_ids"], "int32").reshape(len(chosen), k)
        log_probs = unpack(trace["top_k"]["log_probs"], "float16").astype(np.float32).reshape(len(chosen), k)
        rollout = field(trace, "rollout_log_prob")
        for t in np.flatnonzero(np.isfinite(rollout)):  # what vLLM sampled (not the tool outputs)
            token = chosen[t]
            hits = np.flatnonzero(ids[t] == token)
            rank = int(hits[0]) if hits.size else k
            surely_above = int((log_probs[t] > rollout[t] + gap).sum())
            maybe_above = int((log_probs[t] >= rollout[t] - gap).sum())
            assert surely_above <= rank <= maybe_above, f"step {trace['step']} row {trace['sample_index']} token {t}"
            if hits.size:
                checked_in += 1
            else:
                checked_out += 1
    assert checked_in > 0 and checked_out > 0


def test_the_tab_shows_the_precision_gap_and_names_the_constant_shift(served, browser) -> None:
    """bf16: the credit view lists the tokens where trainer and vLLM disagreed most, with verl's
    numbers; no shift is claimed. Padded vocabulary: the Exploration view and the credit view both
    say that every token is shifted by the same amount, and what usually causes it."""
    page = browser.new_page(viewport={"width": 1400, "height": 1100})

    def open_trace(name: str, step: int):
        run, server = served(name)
        trace = traces(server, run, step)[0]
        view = urllib.parse.quote(f"run={run.run}&step={step}&sample={trace['sample_index']}&metric=mismatch")
        frame = open_tab(page, server.url, f"&tbv={view}")
        frame.wait_for_selector(f".meta:has-text('sample {trace['sample_index']} ')")
        return frame, trace

    frame, trace = open_trace("vllm_v1_agent_bf16", 2)
    mismatch = field(trace, "mismatch")
    sampled = np.flatnonzero(np.isfinite(mismatch))
    worst = [int(sampled[i]) for i in np.argsort(-np.abs(mismatch[sampled]), kind="stable")[:5]]
    chips = frame.locator(".credit-list[data-kind='mismatch'] .credit-chip")
    assert [int(chips.nth(i).get_attribute("data-i")) for i in range(chips.count())] == worst
    value = float(mismatch[worst[0]])  # as the tab formats it: 3 decimals, exponent below 1e-3
    assert chips.first.locator(".chip-value").inner_text() == (
        f"{value:.3f}" if abs(value) >= 1e-3 else f"{value:.2e}".replace("e-0", "e-")
    )
    assert frame.locator(".shift-note:visible").count() == 0

    frame, trace = open_trace("vllm_v1_padded_vocab", 3)
    exploration = frame.locator(".exploration .shift-note")
    exploration.wait_for(state="visible")
    assert "3 of 3 steps" in exploration.inner_text() and "padded beyond the tokenizer" in exploration.inner_text()
    note = re.search(r"shifted by about (-?[0-9.]+)", frame.locator(".credit-lists .shift-note").inner_text())
    assert note and float(note.group(1)) == pytest.approx(field(trace, "mismatch").mean(), abs=1.5e-3)
    page.close()
