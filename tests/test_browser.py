"""End to end in Debian's Chromium (Python playwright, no downloaded browser): open TensorBoard,
open our tab, click a step on a chart, read a known sample's tokens and its top-k card."""

from __future__ import annotations

import math
import os
import time
import urllib.parse

import numpy as np
import pytest
import torch
from playwright.sync_api import Frame, Page

from support.browsing import ARTIFACTS, open_tab, our_frame, wait_for_step
from support.runs import TRACE_STEPS, VOCAB, KnownRun, ListTokenizer, make_batch, recorded, unpack, write_known_run
from support.servers import step_rows, tensorboard_server
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_plugin.format import metadata


@pytest.fixture(scope="module")
def known_run(tmp_path_factory: pytest.TempPathFactory):
    return write_known_run(str(tmp_path_factory.mktemp("logdir")))


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
        wait_for_step(frame, 6)  # the newest traced step opens first

        # Click step 2 on the entropy chart: x runs from step 0 to 7 across the plot area.
        over = frame.locator(".chart[data-tag='actor/entropy'] .u-over")
        box = over.bounding_box()
        over.click(position={"x": box["width"] * 2 / 7, "y": box["height"] / 2})
        frame.wait_for_selector(".samples-caption:has-text('Step 2')")
        assert frame.locator(".step-box").input_value() == "2"
        # Every row of the batch is listed; the ones without a trace say so, and open no path.
        listed = frame.locator("table.samples tbody tr").evaluate_all("rs => rs.map(r => Number(r.dataset.sample))")
        assert sorted(listed) == list(range(8))
        unrecorded = sorted(set(range(8)) - set(known_run.rows[2]))
        assert (
            frame.locator("table.samples tbody tr.unrecorded").evaluate_all(
                "rs => rs.map(r => Number(r.dataset.sample))"
            )
            == unrecorded
        )
        frame.locator(f"table.samples tbody tr[data-sample='{unrecorded[0]}']").click()
        frame.wait_for_selector(f".status:has-text('Sample {unrecorded[0]} of step 2 was not recorded')")
        assert frame.locator(".path .tok").count() == 0
        score = float(known_run.batches[2]["scores"][unrecorded[0]])  # whole numbers show as such
        assert (
            f"score {int(score) if score.is_integer() else f'{score:.3f}'} · len"
            in frame.locator(".unrecorded-note").inner_text()
        )

        frame.locator("table.samples tbody tr[data-sample='0']").click()
        frame.wait_for_selector(".meta:has-text('sample 0')")
        batch = known_run.batches[2]
        keep = batch["response_mask"][0].bool()
        ids = batch["responses"][0][keep].tolist()
        tokens = frame.locator(".path .tok")
        assert tokens.all_text_contents() == [VOCAB[i] for i in ids]
        # Tokens a rejection sampling left out of training are struck through.
        rejected = [str(i) for i in torch.nonzero(batch["rollout_rejected"][0][keep]).flatten().tolist()]
        assert 0 < len(rejected) < len(ids)
        assert [tokens.nth(int(i)).get_attribute("data-i") for i in rejected] == rejected
        assert frame.locator(".path .tok.rejected").evaluate_all("s => s.map(e => e.dataset.i)") == rejected
        assert "line-through" in frame.locator(".path .tok.rejected").first.evaluate(
            "e => getComputedStyle(e).textDecorationLine"
        )
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
        # Beside it, what the rollout engine gave the same token.
        assert numbers["rollout probability"] == expected_probability(batch["rollout_log_probs"][0, 1].item())
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
        index = step_rows(server.get_json(f"/data/plugin/{metadata.PLUGIN_NAME}/step?run={known_run.run}&step=2"))
        expected_rows = [s["sample_index"] for s in index if s["score"] > 4 and "group" in s["selected_because"]]
        assert 0 < len(expected_rows) < len(index)
        assert sorted(int(rows.nth(i).get_attribute("data-sample")) for i in range(rows.count())) == sorted(
            expected_rows
        )
        # A quoted phrase searches the prompt and response text of the step's samples.
        frame.locator(".sample-filter").fill('"<img src=x"')
        texts = {
            s["sample_index"]: server.get_json(
                f"/data/plugin/{metadata.PLUGIN_NAME}/trace?run={known_run.run}&step=2&sample={s['sample_index']}"
            )["response_text"]
            for s in recorded(index)
        }
        with_tag = sorted(r for r, text in texts.items() if "<img src=x" in text)
        assert 0 < len(with_tag) < len(texts)
        frame.wait_for_function(f"() => document.querySelectorAll('table.samples tbody tr').length === {len(with_tag)}")
        assert sorted(int(rows.nth(i).get_attribute("data-sample")) for i in range(rows.count())) == with_tag
        frame.locator(".sample-filter").fill("")

        # Colouring follows the chosen metric.
        background = "e => getComputedStyle(e).backgroundColor"
        before = tokens.nth(0).evaluate(background)
        frame.locator(".metric-picker").select_option("entropy")
        frame.wait_for_function("() => document.querySelector('.metric-picker')?.value === 'entropy'")
        assert tokens.nth(0).evaluate(background) != before
        # ... and by the training-inference mismatch, on a diverging scale around 0.
        frame.locator(".metric-picker").select_option("mismatch")
        frame.wait_for_function("() => document.querySelector('.metric-picker')?.value === 'mismatch'")
        mismatch = (batch["old_log_probs"][0] - batch["rollout_log_probs"][0])[keep].abs().max().item()
        assert float(frame.locator(".legend-max").inner_text()) == pytest.approx(mismatch, abs=0.01)
        assert tokens.nth(0).evaluate(background) != before

        # Dark mode follows TensorBoard's body class; the charts restyle from the CSS variables
        # without fetching their series again.
        fetched: list[str] = []
        page.on("request", lambda r: fetched.append(r.url) if "/scalars?" in r.url or "marker=" in r.url else None)
        axis = frame.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--chart-axis')")
        page.evaluate("document.body.classList.add('dark-mode')")
        frame.wait_for_function("() => document.documentElement.classList.contains('dark')")
        # The restyle runs in the class change's own task: a request it made went out before this
        # marker, whose answer ends the wait (no sleep standing in for "long enough").
        frame.evaluate("() => fetch('runs?marker=1').then((r) => r.status)")
        assert [url for url in fetched if "/scalars?" in url] == [] and any("marker=" in url for url in fetched)
        assert frame.locator(".chart canvas").count() == 4
        assert (
            frame.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--chart-axis')") != axis
        )

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
        wait_for_step(frame, 6)
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


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory: pytest.TempPathFactory):
    logdir = str(tmp_path_factory.mktemp("two_runs"))
    # beta: the same prompts, other responses (an ablation's second run).
    return write_known_run(logdir, run="alpha"), write_known_run(logdir, run="beta", steps=6, seed=1)


def test_credit_view_lists_extreme_tokens_and_says_how_to_get_attribution(known_run, browser) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    with tensorboard_server(known_run.logdir, "true") as server:
        frame = open_tab(page, server.url)
        wait_for_step(frame, 6)
        batch = known_run.batches[6]
        # A response with both credit (advantage > 0) and blame (< 0).
        row = next(
            r for r in known_run.rows[6] if (batch["advantages"][r] > 0).any() and (batch["advantages"][r] < 0).any()
        )
        frame.locator(f"table.samples tbody tr[data-sample='{row}']").click()
        frame.wait_for_selector(f".meta:has-text('sample {row}')")
        keep = batch["response_mask"][row].bool()
        advantages = np.float16(batch["advantages"][row][keep].numpy()).astype(np.float32)
        positive = [i for i in np.argsort(-advantages, kind="stable") if advantages[i] > 0][:5]
        negative = [i for i in np.argsort(advantages, kind="stable") if advantages[i] < 0][:5]
        credit = frame.locator(".credit-list[data-kind='credit'] .credit-chip")
        blame = frame.locator(".credit-list[data-kind='blame'] .credit-chip")
        assert [int(credit.nth(i).get_attribute("data-i")) for i in range(credit.count())] == positive
        assert [int(blame.nth(i).get_attribute("data-i")) for i in range(blame.count())] == negative
        assert credit.first.locator(".chip-value").inner_text() == f"{advantages[positive[0]]:.3f}"
        # A chip focuses its token in the decision path, with the card.
        blame.first.click()
        assert frame.locator(".path .tok.active").get_attribute("data-i") == str(negative[0])
        assert frame.locator(".card").is_visible()
        # No attribution was computed for this run: the view says which command computes it.
        assert "tb-verl attribute" in frame.locator(".credit-sources").inner_text()

        # Sorting: a header click orders the rows by that column, highest first; again, lowest first.
        frame.locator("table.samples th[data-key='score']").click()
        rows = frame.locator("table.samples tbody tr")
        by_score = sorted(range(8), key=lambda r: -float(batch["scores"][r]))  # every row of the batch
        assert [int(rows.nth(i).get_attribute("data-sample")) for i in range(rows.count())] == by_score
        frame.locator("table.samples th[data-key='score']").click()
        assert [int(rows.nth(i).get_attribute("data-sample")) for i in range(rows.count())] == by_score[::-1]

        # The filter asked of every step: the hits are the server's, as text; one opens its step.
        frame.locator(".sample-filter").fill('"<img src=x" score>3')
        frame.locator(".search-all").click()
        hits = frame.locator(".search-results .search-hit")
        hits.first.wait_for()
        query = urllib.parse.quote('"<img src=x" score>3')
        expected = server.get_json(f"/data/plugin/{metadata.PLUGIN_NAME}/query?run={known_run.run}&q={query}")[
            "matches"
        ]
        assert {m[0] for m in expected} == set(TRACE_STEPS)  # found in every traced step, not only the open one
        assert [(int(h.get_attribute("data-step")), int(h.get_attribute("data-sample"))) for h in hits.all()] == [
            tuple(m[:2]) for m in expected
        ]
        assert all("<img src=x" in h.locator(".search-snippet").inner_text().lower() for h in hits.all())
        assert frame.locator(".search-results img").count() == 0
        hits.first.locator(".search-open").click()
        frame.wait_for_selector(f".meta:has-text('step {expected[0][0]} · sample {expected[0][1]}')")
        # Rows whose trace is not recorded are found too, and open as their summary.
        frame.locator(".sample-filter").fill("recorded=0 score>3")
        frame.locator(".search-all").click()
        unrecorded = frame.locator(".search-results .search-hit[data-recorded='false']")
        unrecorded.first.wait_for()
        rows = [
            (step, row["sample_index"])
            for step in TRACE_STEPS
            for row in step_rows(
                server.get_json(f"/data/plugin/{metadata.PLUGIN_NAME}/step?run={known_run.run}&step={step}")
            )
            if not row["recorded"] and row["score"] > 3
        ]
        assert [
            (int(h.get_attribute("data-step")), int(h.get_attribute("data-sample")))
            for h in frame.locator(".search-results .search-hit").all()
        ] == rows
        assert "not recorded" in unrecorded.first.inner_text()
    page.close()


def test_shared_link_restores_the_view_and_runs_overlay_with_smoothing(two_runs, browser) -> None:
    alpha, beta = two_runs
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    scalar_requests: list[str] = []
    page.on("request", lambda r: scalar_requests.append(r.url) if "/scalars?" in r.url else None)
    with tensorboard_server(alpha.logdir, "true") as server:
        frame = open_tab(page, server.url)
        wait_for_step(frame, 6)
        frame.locator("select[aria-label='run']").select_option("beta")
        wait_for_step(frame, 4)  # beta's newest traced step
        frame.locator(".step-box").fill("2")
        frame.locator(".step-box").press("Enter")
        frame.wait_for_selector(".samples-caption:has-text('Step 2')")
        sample = beta.rows[2][-1]
        frame.locator(f"table.samples tbody tr[data-sample='{sample}']").click()
        frame.wait_for_selector(f".meta:has-text('sample {sample}')")
        frame.locator(".metric-picker").select_option("entropy")
        frame.locator(".path .tok").nth(2).hover()
        frame.wait_for_function("() => document.querySelector('.path .tok.active')?.dataset.i === '2'")
        link = page.url
        assert "&tbv=" in link

        # The link, opened in a new page (as a colleague would), restores run, step, sample, metric, token.
        other = browser.new_page(viewport={"width": 1400, "height": 1000})
        other.goto(link)
        restored = our_frame(other)
        wait_for_step(restored, 2)
        assert restored.locator("select[aria-label='run']").input_value() == "beta"
        restored.wait_for_selector(f".meta:has-text('sample {sample}')")
        assert restored.locator(".metric-picker").input_value() == "entropy"
        restored.wait_for_function("() => document.querySelector('.path .tok.active')?.dataset.i === '2'")
        other.close()

        # Overlay: ticking alpha draws both runs on beta's charts, with a legend naming them.
        frame.locator(".compare-runs summary").click()
        scalar_requests.clear()
        frame.locator(".compare-runs input[value='alpha']").check()
        frame.wait_for_selector(".run-legend")
        assert frame.locator(".run-legend").inner_text().split() == ["beta", "alpha"]
        assert any("run=alpha" in url for url in scalar_requests)
        # Smoothing redraws the curves: the chart's pixels change.
        chart = frame.locator(".chart[data-tag='critic/vf_loss'] canvas")
        before = chart.screenshot()
        frame.locator(".chart-controls .smoothing").fill("0.95")
        frame.wait_for_function("() => document.querySelector('.chart-controls output')?.textContent === '0.95'")
        assert chart.screenshot() != before
    page.close()


def test_two_runs_side_by_side_on_one_prompt(two_runs, browser) -> None:
    """The open response beside the other run's response to the same prompt at the nearest step,
    the first token where they part outlined in both, shareable in the address bar."""
    alpha, _beta = two_runs
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    with tensorboard_server(alpha.logdir, "true") as server:
        frame = open_tab(page, server.url)
        wait_for_step(frame, 6)
        frame.locator("table.samples tbody tr[data-sample='0']").click()
        frame.wait_for_selector(".meta:has-text('sample 0')")
        frame.locator("select[aria-label='compare this prompt with run']").select_option("beta")
        frame.wait_for_selector(".compare-row[data-run='beta']")
        # beta traced steps 2 and 4: the nearest to 6 is 4, and its sample 0 answers the same prompt.
        assert frame.locator(".compare-row[data-run='beta']").get_attribute("data-step") == "4"
        api = f"/data/plugin/{metadata.PLUGIN_NAME}/trace"
        ours = unpack(server.get_json(f"{api}?run=alpha&step=6&sample=0")["token_ids"], "int32").tolist()
        theirs = unpack(server.get_json(f"{api}?run=beta&step=4&sample=0")["token_ids"], "int32").tolist()
        parting = next(i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b)
        assert parting >= 3  # both start with the same three tokens (row 0 of every batch)
        line = frame.locator(".compare-line")
        assert line.get_attribute("data-divergence") == str(parting)
        assert f"agree on {parting} tokens" in line.inner_text()
        assert "alpha chose" in line.inner_text() and "beta chose" in line.inner_text()
        for run in ("alpha", "beta"):
            outlined = frame.locator(f".compare-row[data-run='{run}'] .tok.outlined")
            assert outlined.count() == 1 and outlined.get_attribute("data-i") == str(parting)
        link = page.url
        assert "vs%3Dbeta" in link or "vs=beta" in link

        # The link restores the comparison; another sample keeps comparing.
        other = browser.new_page(viewport={"width": 1400, "height": 1000})
        other.goto(link)
        restored = our_frame(other)
        restored.wait_for_selector(".compare-row[data-run='beta']")
        assert restored.locator("select[aria-label='compare this prompt with run']").input_value() == "beta"
        sample = next(r for r in alpha.rows[6] if r != 0)
        restored.locator(f"table.samples tbody tr[data-sample='{sample}']").click()
        restored.wait_for_selector(f".compare-row[data-run='alpha'] >> text=#{sample}")
        other.close()
    page.close()


def test_empty_and_broken_runs_say_what_to_do(tmp_path, browser) -> None:
    page = browser.new_page(viewport={"width": 1200, "height": 800})
    # A run with scalars only, and one whose trace store was not copied along with its event files.
    with TraceLogger(str(tmp_path / "scalars_only")) as logger:
        logger.log_scalars({"actor/entropy": 1.0}, 1)
    broken = write_known_run(str(tmp_path), run="moved")
    for name in os.listdir(os.path.join(broken.logdir, "moved")):
        if metadata.is_trace_file_name(name):
            os.remove(os.path.join(broken.logdir, "moved", name))
    with tensorboard_server(str(tmp_path), "true") as server:
        frame = open_tab(page, server.url)
        status = frame.locator(".status")
        frame.wait_for_selector(
            ".status[data-kind='error']:has-text('is missing: copy it along with the event files')", timeout=60_000
        )
        frame.locator("select[aria-label='run']").select_option("scalars_only")
        frame.wait_for_selector(".status:has-text('No decision traces in this run')")
        assert "log_decisions" in status.inner_text()
        # Its scalars still chart, in place of the four of the run open before (they may come after the message).
        frame.wait_for_function(
            "() => document.querySelectorAll('.chart').length === 1"
            " && document.querySelector('.chart')?.dataset.tag === 'actor/entropy'"
            " && Boolean(document.querySelector('.chart .uplot'))"
        )
    page.close()


def test_tensorboard_reload_brings_new_steps(tmp_path, browser) -> None:
    known = write_known_run(str(tmp_path))
    page = browser.new_page(viewport={"width": 1200, "height": 800})
    steps_api = f"/data/plugin/{metadata.PLUGIN_NAME}/steps?"
    with tensorboard_server(known.logdir, "true") as server:
        frame = open_tab(page, server.url)
        wait_for_step(frame, 6)
        assert frame.locator(".step-count").inner_text() == f"(3 of {len(TRACE_STEPS)} traced)"
        row = frame.locator("table.samples tbody tr").nth(1)
        row.click()
        frame.wait_for_selector(f".meta:has-text('sample {row.get_attribute('data-sample')} ')")  # its trace has loaded
        opened = frame.locator(".meta").inner_text()
        # Training goes on: a new traced step arrives; TensorBoard's reload button brings it in.
        log_traced_step(known, 9)
        reload_until(page, frame, f"(3 of {len(TRACE_STEPS) + 1} traced)")
        assert frame.locator(".meta").inner_text() == opened  # the open sample stays open

        # A reload that lands while the user types a step number leaves what they typed: the
        # refresh's step listing is held until the box holds "9", then let through.
        log_traced_step(known, 10)
        for _ in range(300):  # until TensorBoard's data server has read the new step
            if 10 in [s for s, _, _ in server.get_json(steps_api + f"run={known.run}&split=train")["steps"]]:
                break
            time.sleep(0.2)
        else:
            raise AssertionError("TensorBoard never listed step 10")
        held: list = []
        page.route(f"**{steps_api}*", lambda route: held.append(route))
        page.locator("app-header-reload button").click()
        for _ in range(300):  # the tab asks for the listing once TensorBoard's reload completes
            if held:
                break
            page.wait_for_timeout(100)
        assert held, "no step listing was asked for after the reload"
        frame.locator(".step-box").fill("9")
        for route in held:
            route.continue_()
        page.unroute(f"**{steps_api}*")
        frame.wait_for_selector(f".step-count:has-text('of {len(TRACE_STEPS) + 2} traced')")
        assert frame.locator(".step-box").input_value() == "9"
        frame.locator(".step-box").press("Enter")
        frame.wait_for_selector(".samples-caption:has-text('Step 9:')")
    page.close()


def log_traced_step(known: KnownRun, step: int) -> None:
    """Traces one more step of `known`'s run, as training going on would."""
    with TraceLogger(
        os.path.join(known.logdir, known.run),
        selection=SelectionPolicy(best=2, worst=0, median=0, highest_entropy=0, random=0),
    ) as logger:
        batch = make_batch(step)
        logger.log_decisions(
            step, responses=batch["responses"], response_mask=batch["response_mask"], scores=batch["scores"]
        )


def reload_until(page: Page, frame: Frame, step_count: str) -> None:
    """Presses TensorBoard's reload button until the tab's step count reads `step_count` (the
    data server reads new event files on its own schedule)."""
    for _ in range(30):
        page.locator("app-header-reload button").click()
        if frame.locator(".step-count").inner_text() == step_count:
            return
        page.wait_for_timeout(1000)
    assert frame.locator(".step-count").inner_text() == step_count


def test_control_and_bidi_characters_in_tokens_are_shown_and_never_reorder(tmp_path, browser) -> None:
    """A token holding U+202E (right-to-left override) once reversed the tokens after it: hidden
    and display-steering characters are shown as code points, and each token is an isolate."""
    from tb_verl_plugin.format import codec

    texts = ["alpha", "\u202e", "beta", "gamma", "\u2067", "\u0000", "مرحبا", "delta", "\u200f", "omega"]
    record = codec.HostTrace(
        step=1,
        sample_index=0,
        token_ids=np.arange(len(texts)),
        token_text=texts,
        response_text="".join(texts),
        token_fields={"log_prob": -np.linspace(0.1, 2.0, len(texts))},
        prompt_text="say \u202eit",
    )
    with TraceLogger(str(tmp_path / "bidi")) as logger:
        logger.log_traces(1, [record])
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    with tensorboard_server(str(tmp_path), "true") as server:
        frame = open_tab(page, server.url)
        frame.locator("table.samples tbody tr[data-sample='0']").click()
        tokens = frame.locator(".path .tok")
        tokens.first.wait_for()
        shown = tokens.all_text_contents()
        assert shown == [
            "alpha",
            "⟨U+202E⟩",
            "beta",
            "gamma",
            "⟨U+2067⟩",
            "⟨U+0000⟩",
            "مرحبا",
            "delta",
            "⟨U+200F⟩",
            "omega",
        ]
        boxes = [tokens.nth(i).bounding_box() for i in range(len(texts))]
        assert all(b["y"] == boxes[0]["y"] for b in boxes)  # one line
        assert [b["x"] for b in boxes] == sorted(b["x"] for b in boxes)  # generated order, left to right
        assert "⟨U+202E⟩" in frame.locator(".prompt-text").inner_text()


def test_a_field_added_to_the_field_table_is_logged_served_and_offered(tmp_path, browser, monkeypatch) -> None:
    """Adding a per-token field is adding a row to tb_verl_plugin.format.fields (nothing else): the
    logger takes it under its verl name, the trace serves it, the tab offers it in the colour menu
    with its label. TensorBoard runs in this process so it sees the edited table."""
    from tensorboard import program

    from tb_verl_plugin.format import fields

    novelty = fields.TokenField("novelty", "novelty bonus", "diverging", "novelty_bonus", ("novelty_bonus",))
    monkeypatch.setattr(fields, "TOKEN_FIELDS", (*fields.TOKEN_FIELDS, novelty))
    batch = make_batch(3)
    bonus = torch.linspace(-1, 1, batch["responses"].numel()).reshape(batch["responses"].shape)
    with TraceLogger(
        str(tmp_path / "run"), selection=SelectionPolicy(best=1, worst=0, median=0, highest_entropy=0, random=0)
    ) as logger:
        rows = logger.log_decisions(
            3,
            responses=batch["responses"],
            response_mask=batch["response_mask"],
            old_log_probs=batch["old_log_probs"],
            scores=batch["scores"],
            novelty_bonus=bonus,
        )
    board = program.TensorBoard()
    board.configure(argv=[None, "--logdir", str(tmp_path), "--host", "127.0.0.1", "--port", "0", "--load_fast=false"])
    url = board.launch()
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    frame = open_tab(page, url.rstrip("/"))
    # The tab's own requests resolve against its frame's <base>: asked once the tab has drawn its
    # table, the frame's document has been read (the frame exists, and is named, before that).
    frame.wait_for_selector("table.samples tbody tr[data-sample='0']")
    served = frame.evaluate("() => fetch('trace?run=run&step=3&sample=0').then(r => r.json())")
    length = int(batch["response_mask"][rows[0]].sum())
    np.testing.assert_allclose(
        np.frombuffer(__import__("base64").b64decode(served["token_fields"]["novelty"]), "<f2"),
        bonus[rows[0], :length].numpy(),
        rtol=2**-10,
        atol=1e-3,
    )
    frame.locator("table.samples tbody tr[data-sample='0']").click()
    picker = frame.locator(".metric-picker")
    picker.wait_for()
    assert "novelty bonus" in picker.locator("option").all_inner_texts()
    picker.select_option("novelty")
    frame.wait_for_function("() => document.querySelector('.metric-picker')?.value === 'novelty'")


def write_agent_run(logdir: str) -> dict:
    """Two steps of four multi-turn responses: a call, the tool's output, an answer; row 2 calls
    twice (three turns), row 3 answers at once (one turn). Advantages are verl's: 0 at tool tokens."""
    mask = torch.tensor(
        [
            [1, 1, 1, 0, 0, 1, 1, 0, 0, 0],
            [1, 1, 1, 0, 0, 1, 1, 0, 0, 0],
            [1, 1, 0, 0, 1, 1, 0, 0, 1, 1],
            [1, 1, 1, 1, 0, 0, 0, 0, 0, 0],
        ]
    )
    responses = torch.tensor(
        [[1, 2, 3, 7, 8, 4, 5, 0, 0, 0]] * 2 + [[1, 2, 7, 8, 3, 4, 7, 9, 5, 5], [1, 2, 3, 5, 0, 0, 0, 0, 0, 0]]
    )
    log_probs = -torch.arange(1, 41, dtype=torch.float32).reshape(4, 10) / 20
    batch = {
        "responses": responses,
        "response_mask": mask,
        "old_log_probs": log_probs,
        # A tool token's log-prob under the policy is large and negative: it must not set the scale.
        "entropys": torch.where(mask.bool(), 0.5, 3.0),
        "rollout_log_probs": torch.where(mask.bool(), log_probs - 0.01, 0.0),
        "advantages": torch.where(mask.bool(), torch.tensor([[1.0], [0.5], [-0.5], [-1.0]]), 0.0),
        "scores": torch.tensor([1.0, 0.5, 0.25, 0.0]),
    }
    calls = [[{"turn": 1, "name": "calc", "arguments": '{"a": 3, "b": 4}', "output": "7"}]] * 2 + [
        [
            {
                "turn": 1,
                "name": "calc",
                "arguments": '{"a": "x"}',
                "output": "Error executing tool 'calc': bad",
                "status": "error",
            },
            {"turn": 2, "name": "search", "arguments": '{"q": "cat"}', "output": "mat"},
        ],
        [],
    ]
    with TraceLogger(
        os.path.join(logdir, "agent"),
        tokenizer=ListTokenizer(),
        selection=SelectionPolicy(best=4, worst=0, median=0, highest_entropy=0, random=0, whole_group=False),
    ) as logger:
        for step in (1, 2):
            logger.log_decisions(step, **batch, tool_calls=calls, num_turns=[4, 4, 6, 2])
            logger.log_exploration(
                step,
                response_mask=mask,
                entropys=batch["entropys"],
                old_log_probs=log_probs,
                rollout_log_probs=batch["rollout_log_probs"],
                tool_calls=calls,
                turn_limit=3,
            )
    return batch


def test_a_multi_turn_response_reads_as_a_conversation(tmp_path, browser) -> None:
    """Each policy turn starts with its number, each tool output is a collapsed block naming the
    call and its answer (a failed one marked), the colour scale and credit lists read the policy's
    tokens only, the card says which turn a token is in; the samples table has a turns column and
    filters by turns and tool; the Exploration view charts the statistics per turn."""
    batch = write_agent_run(str(tmp_path))
    page = browser.new_page(viewport={"width": 1400, "height": 1100})
    with tensorboard_server(str(tmp_path), "true") as server:
        frame = open_tab(page, server.url, "&tbv=" + urllib.parse.quote("run=agent&step=2&sample=2&metric=advantage"))
        frame.wait_for_selector(".meta:has-text('sample 2 ')")
        assert "3 turns" in frame.locator(".meta").inner_text()
        assert frame.locator(".path .turn-label").all_inner_texts() == ["turn 1", "turn 2", "turn 3"]
        blocks = frame.locator(".path details.spliced")
        assert blocks.count() == 2
        assert (
            blocks.nth(0).locator("summary").inner_text()
            == 'tool output of turn 1: calc({"a": "x"}) → error: Error executing tool \'calc\': bad'
        )
        assert "failed" in blocks.nth(0).get_attribute("class")
        assert blocks.nth(1).locator("summary").inner_text() == 'tool output of turn 2: search({"q": "cat"}) → mat'
        # The scale: advantage -0.5 at every policy token of row 2; the tool tokens (0) add nothing.
        assert (
            frame.locator(".legend-min").inner_text() == "-0.50" and frame.locator(".legend-max").inner_text() == "0.50"
        )
        # Entropy exists at tool tokens too (3.0: the policy's forward there), but is not the policy's.
        frame.locator(".metric-picker").select_option("entropy")
        frame.wait_for_selector(".legend-max:text-is('0.50')")
        frame.locator(".metric-picker").select_option("advantage")
        frame.wait_for_selector(".legend-min:text-is('-0.50')")
        blame = frame.locator(".credit-list[data-kind='blame'] .credit-chip")
        own = [i for i in range(10) if batch["response_mask"][2, i]]
        assert sorted(int(blame.nth(i).get_attribute("data-i")) for i in range(blame.count())) == own[:5]
        assert (
            not frame.locator(".path details.spliced").nth(0).evaluate("d => d.open")
            and not frame.locator(".tok[data-i='2']").is_visible()
        )
        frame.locator(".path details.spliced").nth(0).locator("summary").click()
        assert frame.locator(".tok[data-i='2']").is_visible() and "masked" in frame.locator(
            ".tok[data-i='2']"
        ).get_attribute("class")
        # A TensorBoard reload draws the Exploration view again, not the path (its new forking
        # threshold outlines nothing of a path coloured by advantage): the tool block stays open.
        frame.locator(".exploration .schedules").evaluate("line => { line.dataset.drawn = 'before the reload'; }")
        page.locator("app-header-reload button").click()
        frame.wait_for_selector(".exploration .schedules[data-drawn]", state="detached")
        assert frame.locator(".path details.spliced").nth(0).evaluate("d => d.open")
        frame.locator(".path .tok[data-i='4']").hover()
        numbers = dict(row.split("\t") for row in frame.locator(".card .card-numbers tr").all_inner_texts())
        assert numbers["turn"] == "turn 2"
        frame.locator(".path .tok[data-i='3']").hover()
        numbers = dict(row.split("\t") for row in frame.locator(".card .card-numbers tr").all_inner_texts())
        assert (
            numbers["turn"].startswith("tool output of turn 1") and numbers["advantage"] == "—"
        )  # no value there, not NaN

        turns = frame.locator("table.samples td[data-key='turns']")
        assert turns.all_inner_texts() == ["2 · calc", "2 · calc", "3 · calc, search · 1 failed", "–"]
        search = frame.locator(".sample-filter")
        search.fill("turns>2")
        assert frame.locator("table.samples tbody tr").evaluate_all("rs => rs.map(r => r.dataset.sample)") == ["2"]
        search.fill("tool:calc turns<3")
        assert frame.locator("table.samples tbody tr").evaluate_all("rs => rs.map(r => r.dataset.sample)") == ["0", "1"]
        titles = frame.locator(".exploration .chart-title").all_inner_texts()
        assert {
            "turns/policy/mean",
            "turns/tool_calls/mean",
            "turns/tool_failures/share",
            "turns/at_limit_share",
            "entropy by turn",
            "tokens by turn",
            "mismatch |log π_train − log π_rollout| by turn",
        } <= set(titles)
        legend = frame.locator(".exploration .chart:has(.chart-title:text-is('tokens by turn')) .run-legend")
        assert legend.inner_text().split() == ["turn", "1", "turn", "2", "turn", "3"]
    page.close()


FILLS_ITS_CARD = """() => {
  const cards = [...document.querySelectorAll('.chart')].filter((card) => card.offsetParent !== null);
  return cards.length > 0 && cards.every((card) => {
    const plot = card.querySelector('.uplot');
    return plot && Math.abs(card.clientWidth - 8 - plot.getBoundingClientRect().width) <= 1;
  });
}"""
"""Every shown chart's plot is as wide as its card (less the 8 px the charts leave at the edge)."""


def test_charts_fill_their_cards_and_the_exploration_section_folds_away(tmp_path, browser) -> None:
    """A new user's first screen (1600×1000): every chart as wide as its card, the Exploration
    charts too (they are made while their section is still hidden), and again after the window
    narrows. The Exploration section folds to its title bar, which brings the decision path up;
    the address bar keeps it folded across a reload, and charts made while folded fill their
    cards once shown."""
    write_agent_run(str(tmp_path))
    page = browser.new_page(viewport={"width": 1600, "height": 1000})
    with tensorboard_server(str(tmp_path), "true") as server:
        frame = open_tab(page, server.url)
        frame.wait_for_selector(".exploration .chart .uplot")
        frame.wait_for_selector(".path .tok")
        assert frame.locator(".exploration .chart").count() >= 7
        frame.wait_for_function(FILLS_ITS_CARD)
        page.set_viewport_size({"width": 1100, "height": 1000})
        frame.wait_for_function(FILLS_ITS_CARD)

        fold = frame.locator(".exploration .fold-button")
        assert fold.get_attribute("aria-expanded") == "true"
        path_top = frame.locator(".path-pane").bounding_box()["y"]
        fold.click()
        assert fold.get_attribute("aria-expanded") == "false" and "folded" in fold.inner_text()
        assert (
            not frame.locator("canvas.entropy-heatmap").is_visible()
            and not frame.locator(".exploration .chart").first.is_visible()
        )
        folded_top = frame.locator(".path-pane").bounding_box()["y"]
        assert folded_top < path_top and folded_top < 1000
        page.wait_for_function("() => decodeURIComponent(location.hash).includes('exploration=folded')")

        page.reload()
        frame = our_frame(page)
        frame.wait_for_selector(".path .tok")
        fold = frame.locator(".exploration .fold-button")
        fold.wait_for()
        assert fold.get_attribute("aria-expanded") == "false"
        fold.click()
        frame.locator(".exploration .chart .uplot").first.wait_for()
        frame.wait_for_function(FILLS_ITS_CARD)
        page.wait_for_function("() => !decodeURIComponent(location.hash).includes('exploration=folded')")
    page.close()
