"""A generated run of 100k traced steps x 4 samples (two prompts, two responses each), served by
a real TensorBoard (Rust data server) and used in Chromium: every view must work at that length
(timings are in `make bench`)."""

from __future__ import annotations

import pytest

from support.browsing import ARTIFACTS, open_tab, wait_for_step
from support.runs import write_long_run
from support.servers import tensorboard_server

# Its module fixture writes 100k steps (about 2.5 minutes on an idle 2-core machine, twice that busy),
# which pytest's timeout (pytest.ini: 600 s) counts in the first test.
pytestmark = pytest.mark.timeout(1200)

STEPS = 100_000
SAMPLES = 4  # 8 took the writing 7.7 minutes of a busy CI machine; the scale that matters here is the steps
PROMPTS = 2


@pytest.fixture(scope="module")
def long_logdir(tmp_path_factory: pytest.TempPathFactory) -> str:
    logdir = str(tmp_path_factory.mktemp("long"))
    write_long_run(logdir, steps=STEPS, samples=SAMPLES, prompts=PROMPTS)
    return logdir


def test_every_view_works_on_a_100k_step_run(long_logdir, browser) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1100})
    with tensorboard_server(long_logdir, "true") as server:
        steps = server.get_json("/data/plugin/tb_verl/steps?run=long")["steps"]
        assert len(steps) == STEPS and all(row[1] == SAMPLES for row in steps[:: STEPS // 100])
        frame = open_tab(page, server.url)
        wait_for_step(frame, STEPS - 1)  # the newest step opens first
        assert frame.locator(".step-count").inner_text() == f"({STEPS} of {STEPS} traced)"
        assert frame.locator("table.samples tbody tr").count() == SAMPLES

        # Typing a step number opens it; the slider reaches the first step from the keyboard.
        frame.locator(".step-box").fill("54321")
        frame.locator(".step-box").press("Enter")
        frame.wait_for_selector(".samples-caption:has-text('Step 54321:')")
        frame.locator(".step-picker input[type='range']").focus()
        frame.locator(".step-picker input[type='range']").press("Home")
        frame.wait_for_selector(".samples-caption:has-text('Step 0:')")

        # A click on a chart selects the traced step under it (every step is traced here).
        over = frame.locator(".chart[data-tag='actor/entropy'] .u-over")
        box = over.bounding_box()
        over.click(position={"x": box["width"] / 2, "y": box["height"] / 2})
        frame.wait_for_function("() => Math.abs(Number(document.querySelector('.step-box')?.value) - 50000) < 1000")
        step = int(frame.locator(".step-box").input_value())

        # Decision path, hover card with top-k, credit view, curves and heatmap of a sample.
        frame.locator("table.samples tbody tr[data-sample='3']").click()
        frame.wait_for_selector(f".meta:has-text('step {step} · sample 3')")
        frame.locator(".path .tok").nth(5).hover()
        card = frame.locator(".card")
        card.wait_for(state="visible")
        assert card.locator(".topk-row").count() == 3
        assert frame.locator(".credit-list[data-kind='credit'] .credit-chip").count() > 0
        frame.wait_for_selector(".curves canvas")
        frame.wait_for_selector("canvas.heatmap")

        # The group (two responses per prompt) and the prompt across all 100k steps.
        frame.locator(".group-button").click()
        frame.wait_for_function("() => document.querySelectorAll('.group-view .group-row').length === 2")
        frame.locator(".history-button").click()
        frame.wait_for_selector(".history-view .history-row")
        assert f"{STEPS * SAMPLES // PROMPTS} recorded responses" in frame.locator(".history-view").inner_text()

        # The Exploration view holds the whole-batch entropy heatmap.
        frame.wait_for_selector("canvas.entropy-heatmap")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "long-run.png"))
    page.close()
