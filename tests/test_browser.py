"""End to end in Debian's Chromium (Python playwright, no downloaded browser): open TensorBoard,
open our tab, click a step on a chart, read a known sample's tokens and its top-k card."""

from __future__ import annotations

import math
import os
import pathlib

import numpy as np
import pytest
import torch
from playwright.sync_api import Frame, Page, sync_playwright

from helpers import TRACE_STEPS, VOCAB, tensorboard_server, write_known_run
from tb_verl_plugin import metadata

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = pathlib.Path(__file__).parent / "artifacts"
LAUNCH_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]

pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM), reason="Debian chromium missing: `make test` installs it")


@pytest.fixture(scope="module")
def known_run(tmp_path_factory: pytest.TempPathFactory):
    return write_known_run(str(tmp_path_factory.mktemp("logdir")))


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        yield browser
        browser.close()


def open_tab(page: Page, url: str) -> Frame:
    page.goto(f"{url}/#{metadata.PLUGIN_NAME}")
    page.wait_for_selector("iframe", timeout=60_000)
    for _ in range(200):
        frame = next((f for f in page.frames if f"plugin_entry.html?name={metadata.PLUGIN_NAME}" in f.url), None)
        if frame is not None:
            return frame
        page.wait_for_timeout(100)
    raise AssertionError("our plugin frame never appeared")


def expected_probability(log_prob: float) -> str:
    """What the card shows for a logged log-prob: fp16 as stored, exp, four decimals."""
    return f"{math.exp(float(np.float16(log_prob))):.4f}"


@pytest.mark.parametrize("load_fast", ["true", "false"])
def test_click_a_step_and_read_a_sample_decision_path(known_run, browser, load_fast) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    dialogs: list[str] = []
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    with tensorboard_server(known_run.logdir, load_fast) as server:
        frame = open_tab(page, server.url)
        frame.wait_for_selector(".chart canvas", timeout=30_000)
        assert frame.locator(".chart").count() == 4
        assert set(frame.locator(".charts .chart-title").all_inner_texts()) == set(known_run.scalars)
        frame.wait_for_selector("text=step 6")  # the newest traced step opens first

        # Click step 2 on the entropy chart: x runs from step 0 to 7 across the plot area.
        over = frame.locator(".chart[data-tag='actor/entropy'] .u-over")
        box = over.bounding_box()
        over.click(position={"x": box["width"] * 2 / 7, "y": box["height"] / 2})
        frame.wait_for_selector(".samples-caption:has-text('Step 2')")
        assert frame.locator(".step-label").inner_text() == "step 2"

        frame.locator("table.samples tbody tr[data-sample='0']").click()
        frame.wait_for_selector(".meta:has-text('sample 0')")
        batch = known_run.batches[2]
        keep = batch["response_mask"][0].bool()
        ids = batch["responses"][0][keep].tolist()
        tokens = frame.locator(".path .tok")
        assert tokens.all_text_contents() == [VOCAB[i] for i in ids]
        # The HTML-looking token is text: no element was made from it and no script ran.
        assert frame.locator(".path img").count() == 0
        assert dialogs == []

        tokens.nth(1).hover()
        card = frame.locator(".card")
        card.wait_for(state="visible")
        log_softmax = torch.log_softmax(batch["logits"][0][keep], -1)
        assert f"id {ids[1]}" in card.locator(".card-id").inner_text()
        numbers = dict(row.split("\t") for row in card.locator(".card-numbers tr").all_inner_texts())
        assert numbers["probability"] == expected_probability(batch["old_log_probs"][0, 1].item())
        top = log_softmax[1].topk(3)
        assert card.locator(".topk-text").all_text_contents() == [VOCAB[i] for i in top.indices.tolist()]
        assert card.locator(".topk-prob").all_text_contents() == [
            f"{math.exp(float(np.float16(v))):.3f}" for v in top.values.tolist()
        ]
        page.screenshot(path=str(ARTIFACTS / f"tab-load_fast-{load_fast}.png"))

        # Keys: "n" jumps to the next uncertain token (top decile of entropy); the filter narrows rows.
        frame.locator(".path").focus()
        frame.locator(".path").press("n")
        entropy = torch.log_softmax(batch["logits"][0][keep], -1)
        entropy = -(entropy.exp() * entropy).sum(-1)
        most_uncertain = int(entropy.argmax())
        assert frame.locator(".path .tok.active").get_attribute("data-i") == str(most_uncertain)
        frame.locator(".sample-filter").fill("score>4 group")
        rows = frame.locator("table.samples tbody tr")
        index = server.get_json(f"/data/plugin/{metadata.PLUGIN_NAME}/step?run={known_run.run}&step=2")["samples"]
        expected_rows = [s["sample_index"] for s in index if s["score"] > 4 and "group" in s["selected_because"]]
        assert 0 < len(expected_rows) < len(index)
        assert sorted(int(rows.nth(i).get_attribute("data-sample")) for i in range(rows.count())) == sorted(expected_rows)
        # A quoted phrase searches the prompt and response text of the step's samples.
        frame.locator(".sample-filter").fill('"<img src=x"')
        texts = {s["sample_index"]: server.get_json(
            f"/data/plugin/{metadata.PLUGIN_NAME}/trace?run={known_run.run}&step=2&sample={s['sample_index']}")["response_text"]
            for s in index}
        with_tag = sorted(r for r, text in texts.items() if "<img src=x" in text)
        assert 0 < len(with_tag) < len(texts)
        frame.wait_for_function(f"() => document.querySelectorAll('table.samples tbody tr').length === {len(with_tag)}")
        assert sorted(int(rows.nth(i).get_attribute("data-sample")) for i in range(rows.count())) == with_tag
        frame.locator(".sample-filter").fill("")

        # Colouring follows the chosen metric.
        background = "e => getComputedStyle(e).backgroundColor"
        before = tokens.nth(0).evaluate(background)
        frame.locator(".metric-picker").select_option("entropy")
        frame.wait_for_function("() => document.querySelector('.metric-picker').value === 'entropy'")
        assert tokens.nth(0).evaluate(background) != before

        # Dark mode follows TensorBoard's body class.
        page.evaluate("document.body.classList.add('dark-mode')")
        frame.wait_for_function("() => document.documentElement.classList.contains('dark')")

        # The same scalars are ordinary TensorBoard scalars: the Scalars tab lists them.
        page.goto(f"{server.url}/#scalars")
        for tag in known_run.scalars:
            page.get_by_text(tag, exact=True).first.wait_for(timeout=30_000)
    page.close()


def test_response_curves_heatmap_and_group_views(known_run, browser) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page = browser.new_page(viewport={"width": 1400, "height": 1400})
    with tensorboard_server(known_run.logdir, "true") as server:
        frame = open_tab(page, server.url)
        frame.wait_for_selector("text=step 6")
        frame.locator(".samples-caption").click()
        frame.locator("body").press("[")
        frame.locator("body").press("[")
        frame.wait_for_selector(".samples-caption:has-text('Step 2')")
        frame.locator("table.samples tbody tr[data-sample='0']").click()
        frame.wait_for_selector(".meta:has-text('sample 0')")

        # Curves along the response: one series per logged field, hover moves the token card.
        frame.wait_for_selector(".curves canvas")
        legend = frame.locator(".curves .u-legend").inner_text()
        for label in ("value", "advantage", "entropy", "KL"):
            assert label in legend
        # Heatmap: a k-row canvas; hovering a column opens that position's card.
        heatmap = frame.locator("canvas.heatmap")
        box = heatmap.bounding_box()
        batch = known_run.batches[2]
        length = int(batch["response_mask"][0].sum())
        cell = 14
        assert box["height"] == pytest.approx(3 * cell, abs=1) and box["width"] == pytest.approx(length * cell, abs=1)
        heatmap.hover(position={"x": 3 * cell + 5, "y": 5})
        card = frame.locator(".card")
        card.wait_for(state="visible")
        assert "position 3" in card.locator(".card-id").inner_text()
        assert frame.locator(".path .tok.active").get_attribute("data-i") == "3"
        page.screenshot(path=str(ARTIFACTS / "curves-heatmap.png"))

        # The GRPO group: every recorded response of group g0, best score first.
        frame.locator(".group-button").click()
        rows = frame.locator(".group-view .group-row")
        rows.first.wait_for()
        members = [r for r in known_run.rows[2] if r // 4 == 0]
        assert rows.count() == len(members)
        scores = batch["scores"]
        expected = sorted(members, key=lambda r: -float(scores[r]))
        assert [int(rows.nth(i).get_attribute("data-sample")) for i in range(rows.count())] == expected
        assert frame.locator(".group-view img").count() == 0
        page.screenshot(path=str(ARTIFACTS / "group.png"))
        rows.nth(1).locator(".group-head").click()
        frame.wait_for_selector(f".meta:has-text('sample {expected[1]}')")

        # One prompt across training: every recorded sample of it, by step; a row opens its step.
        frame.locator(".history-button").click()
        history = frame.locator(".history-view .history-row")
        history.first.wait_for()
        occurrences = [step for step in TRACE_STEPS for _ in known_run.rows[step]]
        assert [int(history.nth(i).get_attribute("data-step")) for i in range(history.count())] == occurrences
        page.screenshot(path=str(ARTIFACTS / "history.png"))
        history.last.locator(".group-head").click()
        frame.wait_for_selector(".samples-caption:has-text('Step 6')")
    page.close()
