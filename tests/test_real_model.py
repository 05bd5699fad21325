"""A real pretrained model in the tab: SmolLM2-135M-Instruct trained by verl's own ``main_ppo``
(GRPO on arithmetic word problems, verl's vLLM rollout, the actor in fp32; ``verl_cpu.run``'s
``smollm2``), read through a real TensorBoard and Chromium. What every real-trainer run must show
(per-token fields against verl's dump, texts against ``rollout_data_dir``) is held in
``test_verl_main_ppo.py`` for this run too; here, what only a real model's text and scale show.
"""

from __future__ import annotations

import urllib.parse

import numpy as np
import pytest

from support.browsing import ARTIFACTS, open_tab, wait_for_step
from support.runs import unpack
from support.servers import step_rows, tensorboard_server
from verl_cpu.run import TEST_TIMEOUT_S

API = "/data/plugin/tb_verl"
RUN = "smollm2"
pytestmark = [pytest.mark.timeout(TEST_TIMEOUT_S), pytest.mark.main_ppo_runs(RUN)]
EXACT_SYNC = 1e-4
"""|log π_train − log π_vLLM| per token at most with the actor in fp32: verl's weight sync is exact."""


@pytest.fixture(scope="module")
def served(main_ppo):
    run = main_ppo(RUN)
    with open(run.log) as f:
        assert run.returncode == 0, f.read()[-6000:]
    with tensorboard_server(run.logdir, load_fast="true") as server:
        yield run, server


@pytest.fixture(scope="module")
def tokenizer(served):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(served[0].model_dir)


def rows(server, step: int) -> list[dict]:
    return step_rows(server.get_json(f"{API}/step?run={RUN}&step={step}"))


def trace(server, step: int, sample: int) -> dict:
    return server.get_json(f"{API}/trace?run={RUN}&step={step}&sample={sample}")


def test_the_weight_sync_is_exact_token_by_token(served) -> None:
    _, server = served
    for step in (1, 2, 3):
        for row in rows(server, step):
            mismatch = unpack(trace(server, step, row["sample_index"])["token_fields"]["mismatch"], "float16").astype(
                np.float32
            )
            assert np.nanmax(np.abs(mismatch)) <= EXACT_SYNC, f"step {step} row {row['sample_index']}"


def test_a_healthy_real_run_raises_no_diagnosis(served) -> None:
    """SmolLM2 learning arithmetic for three steps, its weight sync exact: nothing is wrong, and
    /diagnosis says so (three steps are all warm-up for the relative detectors; the absolute
    ones, the mismatch and non-finite values, find nothing)."""
    _, server = served
    assert server.get_json(f"{API}/diagnosis?run={RUN}") == {"run": RUN, "events": [], "enabled": True}


def test_the_forking_threshold_is_at_the_models_scale(served) -> None:
    """The 80th percentile of the first step's token entropy, so about a fifth of that step's
    tokens are forks (the fixed 0.672 nats marked 80-86% of SmolLM2's)."""
    _, server = served
    exploration = server.get_json(f"{API}/exploration?run={RUN}")
    threshold = exploration["forking_threshold"]
    assert exploration["forking_rule"] == {"percentile": 80.0, "step": 1}
    entropy = np.concatenate(
        [unpack(trace(server, 1, r["sample_index"])["token_fields"]["entropy"], "float16") for r in rows(server, 1)]
    ).astype(np.float32)
    assert threshold > 0.672 and np.mean(entropy > threshold) == pytest.approx(0.2, abs=0.03)


def test_the_path_reads_as_the_tokenizer_decodes_and_the_card_offers_real_words(served, tokenizer, browser) -> None:
    """A response cut at the length limit, in Chromium at 1600 px: the path's text is the
    tokenizer's decode of the response (each character once), cut where the limit was, the prompt
    keeps its chat template, the card lists real alternatives with their probabilities, the score
    shows once, and nothing is wider than the window."""
    _, server = served
    cut = next(r for step in (3, 2, 1) for r in rows(server, step) if r["truncated"])
    step = next(s for s in (3, 2, 1) if cut in rows(server, s))
    got = trace(server, step, cut["sample_index"])
    ids = unpack(got["token_ids"], "int32").tolist()
    page = browser.new_page(viewport={"width": 1600, "height": 1000})
    view = urllib.parse.quote(f"run={RUN}&step={step}&sample={cut['sample_index']}&metric=probability")
    frame = open_tab(page, server.url, f"&tbv={view}")
    wait_for_step(frame, step)
    tokens = frame.locator(".path .tok")
    tokens.first.wait_for()
    shown = "".join(tokens.all_text_contents()).replace("↵\n", "\n").replace("→\t", "\t")
    assert shown == tokenizer.decode(ids) == got["response_text"]
    assert frame.locator(".path .truncated-end").inner_text() == "✂ cut at the length limit"
    assert frame.locator(".prompt-text").inner_text().startswith("<|im_start|>system\nYou are a helpful AI assistant")
    meta = frame.locator(".meta").inner_text()
    assert meta.count("score") == 1 and "acc" in meta
    # The card at a token whose alternatives are words: the five the actor ranked, by their text.
    k = got["top_k"]["k"]
    top_ids = unpack(got["top_k"]["token_ids"], "int32").reshape(len(ids), k)
    labels = [[got["vocab"][str(i)] for i in row] for row in top_ids.tolist()]
    position = next(t for t, row in enumerate(labels) if sum(label.strip().isalpha() for label in row) >= 3)
    tokens.nth(position).hover()
    card = frame.locator(".card")
    card.wait_for(state="visible")
    alternatives = card.locator(".topk-text").all_text_contents()
    assert alternatives == [label.replace("\n", "↵\n") for label in labels[position]]
    probabilities = [float(p) for p in card.locator(".topk-prob").all_text_contents()]
    assert probabilities == sorted(probabilities, reverse=True) and 0 < sum(probabilities) <= 1.001
    # The samples table: the badge on the cut rows, and the filter term that keeps them.
    listed = frame.locator("table.samples tbody tr")
    badged = {int(r.get_attribute("data-sample")) for r in listed.all() if r.locator(".badge.truncated").count()}
    assert badged == {r["sample_index"] for r in rows(server, step) if r["truncated"]}
    frame.locator("input.sample-filter").fill("truncated")
    frame.wait_for_function("n => document.querySelectorAll('table.samples tbody tr').length === n", arg=len(badged))
    wider = frame.evaluate(
        "() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > "
        "window.innerWidth + 0.5).map(e => e.className || e.tagName)"
    )
    assert wider == [] and frame.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(path=str(ARTIFACTS / "real-model.png"))
    page.close()
