"""The demo is real RL: verl's algorithms on a tiny model learn the task (reward rises, entropy
falls), and its traces carry everything the dashboard shows."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys
import urllib.parse

import numpy as np
import pytest

from support.runs import recorded, unpack
from support.servers import python_data_provider, reader_source, request_context, step_rows, tensorboard_server
from tb_verl_logger.commands import cli
from tb_verl_logger.demo.training import EXPLORE, collapse_step
from tb_verl_plugin import reader
from tb_verl_plugin.format import codec

DEMO = pathlib.Path(__file__).resolve().parents[1] / "examples" / "demo.py"

# A test's time includes its fixture's training run (up to 900 s for make demo's 400 steps on a busy
# machine, the subprocess's own timeout below): the default 600 s cut the 400-step run off at a load of 5.
pytestmark = pytest.mark.timeout(1200)


@pytest.fixture(scope="module")
def demo_logdir(tmp_path_factory: pytest.TempPathFactory) -> str:
    logdir = tmp_path_factory.mktemp("runs")
    subprocess.run(
        [sys.executable, str(DEMO), "--logdir", str(logdir / "demo"), "--steps", "120", "--prompts", "32"],
        check=True,
        capture_output=True,
        timeout=600,
    )
    return str(logdir)


def series(data_provider, tag: str) -> np.ndarray:
    data = data_provider.read_scalars(request_context(), experiment_id="", plugin_name="scalars", downsample=10_000)
    return np.array([d.value for d in data["demo"][tag]])


def test_demo_policy_learns(demo_logdir) -> None:
    data_provider = python_data_provider(demo_logdir)
    score = series(data_provider, "critic/score/mean")
    entropy = series(data_provider, "actor/entropy")
    assert len(score) == 120
    assert score[-20:].mean() > score[:20].mean() + 0.15, score
    assert entropy[-20:].mean() < entropy[:20].mean() - 0.5, entropy
    for tag in ("actor/ppo_kl", "actor/kl_loss", "critic/vf_loss", "actor/pg_loss"):
        assert np.isfinite(series(data_provider, tag)).all(), tag


def test_demo_validates_the_same_prompts_with_per_token_traces(demo_logdir) -> None:
    source = reader_source(python_data_provider(demo_logdir), demo_logdir)
    steps = reader.run_index(source, "demo", "val")
    assert steps.steps.tolist() == [1, 20, 40, 60, 80, 100, 120]
    hashes = {step: [s.prompt_hash for s in recorded(steps.index(step).samples)] for step in steps.steps.tolist()}
    assert len({tuple(h) for h in hashes.values()}) == 1, "validation must ask the same prompts"
    trace = reader.load_trace(source, "demo", 120, 0, "val")
    assert trace.split == "val" and trace.HasField("log_prob") and trace.top_k.k == 5


def test_demo_traces_carry_ppo_fields_and_top_k(demo_logdir) -> None:
    source = reader_source(python_data_provider(demo_logdir), demo_logdir)
    steps = reader.run_index(source, "demo", "train")
    assert steps.steps.tolist() == [1] + list(range(5, 121, 5))
    last = steps.index(120)
    traces = [reader.load_trace(source, "demo", 120, s.sample_index, "train") for s in recorded(last.samples)]
    assert len({t.group_id for t in traces}) > 1 and all(t.data_source == "sort_digits" for t in traces)
    for trace in traces:
        for field in ("log_prob", "entropy", "value", "advantage", "returns", "ref_log_prob", "kl", "token_reward"):
            assert trace.HasField(field), field
        assert trace.top_k.k == 5
        assert trace.prompt_text.startswith("<bos>") and trace.prompt_text.endswith("=")
        probabilities = np.exp(codec.unpack_fp16(trace.top_k.log_probs)).reshape(-1, 5)
        assert (np.diff(probabilities, axis=1) <= 1e-3).all(), "top-k must be sorted by probability"


def test_demo_traces_mark_what_verls_rejection_sampling_left_out(demo_logdir) -> None:
    """The demo runs verl's rollout correction with ``token_k1`` at 0.99-1.01: a token is rejected
    exactly when its log-ratio (the stored ``mismatch``) leaves [log 0.99, log 1.01], and the
    traces keep it. Tokens within fp16 rounding of a bound may go either way."""
    source = reader_source(python_data_provider(demo_logdir), demo_logdir)
    steps = reader.run_index(source, "demo", "train")
    rejected, kept = 0, 0
    for step in steps.steps.tolist():
        for summary in recorded(steps.index(step).samples):
            stored = codec.stored_token_fields(reader.load_trace(source, "demo", step, summary.sample_index, "train"))
            marks, ratio = (
                codec.unpack_fp16(stored["rejected"]),
                codec.unpack_fp16(stored["mismatch"]).astype(np.float64),
            )
            clear = np.minimum(np.abs(ratio - np.log(0.99)), np.abs(ratio - np.log(1.01))) > 1e-4
            outside = (ratio < np.log(0.99)) | (ratio > np.log(1.01))
            np.testing.assert_array_equal(marks[clear], outside[clear].astype(np.float16))
            rejected, kept = rejected + int(marks.sum()), kept + int((marks == 0).sum())
    assert 0 < rejected < kept


def test_demo_policy_attribution(demo_logdir) -> None:
    """The demo saves its policy as a Hugging Face checkpoint; `tb-verl attribute` names the prompt
    tokens with the checkpoint's own tokenizer and stores the sources for the credit view."""
    checkpoint = str(pathlib.Path(demo_logdir) / "demo" / "policy")
    assert (
        cli.main(
            ["attribute", demo_logdir, "--run", "demo", "--checkpoint", checkpoint, "--steps", "last", "--top-n", "4"]
        )
        == 0
    )
    source = reader_source(python_data_provider(demo_logdir), demo_logdir)
    step = int(reader.run_index(source, "demo", "train").steps[-1])
    for summary in recorded(reader.run_index(source, "demo", "train").index(step).samples):
        trace = reader.load_trace(source, "demo", step, summary.sample_index, "train")
        attribution = reader.read_trace(source, "demo", step, summary.sample_index, "train")["attribution"]
        assert attribution["prompt_token_text"] == trace.prompt_text.split(" ")  # "<bos> 3 1 2 =" token by token
        sources = unpack(attribution["sources"], "<i4").reshape(-1, 4)
        assert sources.shape[0] == codec.unpack_int32(trace.token_ids).size
        assert (sources[0] < len(attribution["prompt_token_text"])).all()  # the first answer digit reads the prompt


def test_exploration_and_credit_views_of_the_demo_run_in_chromium(demo_logdir, browser) -> None:
    from support.browsing import ARTIFACTS, open_tab

    checkpoint = str(pathlib.Path(demo_logdir) / "demo" / "policy")
    assert cli.main(["attribute", demo_logdir, "--run", "demo", "--checkpoint", checkpoint, "--steps", "last"]) == 0
    with tensorboard_server(demo_logdir, "true") as server:
        page = browser.new_page(viewport={"width": 1400, "height": 1200})
        frame = open_tab(page, server.url)
        heatmap = frame.locator("canvas.entropy-heatmap")
        heatmap.wait_for(timeout=60_000)
        titles = frame.locator(".exploration .chart-title").all_inner_texts()
        assert any("forking_share" in t for t in titles) and any("top1_prob" in t for t in titles)

        # The newest step opens first and was attributed: hovering a token lists its sources by name.
        frame.wait_for_selector(".credit .credit-chip")
        trace = frame.locator(".meta").inner_text()
        frame.locator(".path .tok").nth(0).hover()
        sources = frame.locator(".credit-sources .source")
        sources.first.wait_for()
        step = int(trace.split("step ")[1].split(" ")[0])
        sample = int(trace.split("sample ")[1].split(" ")[0])
        served = server.get_json(f"/data/plugin/tb_verl/trace?run=demo&step={step}&sample={sample}")
        prompt_tokens = served["attribution"]["prompt_token_text"]
        expected = [prompt_tokens[i] for i in unpack(served["attribution"]["sources"], "<i4")[:8] if i >= 0]
        assert frame.locator(".credit-sources [data-kind='attribution'] .source-text").all_inner_texts() == expected

        # Beside it, what a layer's attention weighted most when predicting the token (the last layer
        # first, then the one picked), and the same tokens marked in the prompt and the path with
        # their weights: as served, for every layer of the checkpoint.
        frame.locator(".path .tok").nth(2).hover()
        attention, response_tokens = served["attention"], served["token_text"]
        layers = sorted(attention["layers"], key=int)
        assert len(layers) == 2 and frame.locator(".layer-picker").input_value() == layers[-1]
        for layer in (layers[-1], layers[0]):
            frame.locator(".layer-picker").select_option(layer)
            top_n = attention["top_n"]
            row = slice(2 * top_n, 3 * top_n)
            positions = [int(i) for i in unpack(attention["layers"][layer]["sources"], "<i4")[row] if i >= 0]
            weights = [float(w) for w in unpack(attention["layers"][layer]["weights"], "<f2")[row][: len(positions)]]
            texts = [
                prompt_tokens[i] if i < len(prompt_tokens) else response_tokens[i - len(prompt_tokens)]
                for i in positions
            ]
            frame.wait_for_function(
                "expected => JSON.stringify([...document.querySelectorAll(\".credit-sources [data-kind='attention'] "
                '.source-text")]'
                ".map(e => e.textContent)) === JSON.stringify(expected)",
                arg=texts,
            )
            marked = frame.locator(".attended").evaluate_all(
                "spans => spans.map(s => [s.classList.contains('prompt-tok'), Number(s.dataset.i), "
                "Number(s.style.getPropertyValue('--attention'))])"
            )
            expected_marks = {
                (i < len(prompt_tokens), i if i < len(prompt_tokens) else i - len(prompt_tokens)): w
                for i, w in zip(positions, weights)
            }
            assert {(in_prompt, i): w for in_prompt, i, w in marked} == pytest.approx(expected_marks, abs=1e-3)
        # Across layers: each layer's most attended position for the same token, a row a layer.
        tops = []
        for layer in layers:
            first = int(unpack(attention["layers"][layer]["sources"], "<i4")[2 * attention["top_n"]])
            tops.append(
                prompt_tokens[first] if first < len(prompt_tokens) else response_tokens[first - len(prompt_tokens)]
            )
        assert frame.locator(".across-layers .layer-top").all_inner_texts() == tops
        frame.locator(f".across-layers .layer-row[data-layer='{layers[-1]}']").click()
        assert frame.locator(".layer-picker").input_value() == layers[-1]
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "credit.png"))

        # The canvas really holds the distribution: its first and last columns differ.
        differs = heatmap.evaluate(
            "c => { const x = c.getContext('2d'); const h = c.height; const a = x.getImageData(1, 0, 1, "
            "h).data.join(); const b = x.getImageData(c.width - 2, 0, 1, h).data.join(); return a !== b; }"
        )
        assert differs
        box = heatmap.bounding_box()
        heatmap.click(position={"x": box["width"] * 0.26, "y": box["height"] / 2})
        steps = server.get_json("/data/plugin/tb_verl/steps?run=demo")["steps"]
        clicked = server.get_json("/data/plugin/tb_verl/exploration?run=demo")["steps"]
        column = clicked[min(len(clicked) - 1, int(0.26 * len(clicked)))]
        expected_step = min((s[0] for s in steps), key=lambda s: abs(s - column))
        frame.wait_for_selector(f".samples-caption:has-text('Step {expected_step}:')")
        assert frame.locator(".metric-picker").input_value() == "entropy"
        # Opened from the Exploration view: the forking tokens (entropy above the logger's threshold,
        # an absolute one for the demo's random-init policy) are outlined, and the path says so.
        exploration = server.get_json("/data/plugin/tb_verl/exploration?run=demo")
        threshold = exploration["forking_threshold"]
        assert threshold == pytest.approx(0.672) and exploration["forking_rule"] is None
        assert "(an absolute threshold)" in frame.locator(".forking-note").inner_text()
        opened = frame.locator(".meta").inner_text()
        opened_sample = int(opened.split("sample ")[1].split(" ")[0])
        entropy = unpack(
            server.get_json(f"/data/plugin/tb_verl/trace?run=demo&step={expected_step}&sample={opened_sample}")[
                "token_fields"
            ]["entropy"],
            "<f2",
        )
        outlined = frame.locator(".path .tok.outlined").evaluate_all("spans => spans.map(s => Number(s.dataset.i))")
        assert outlined and outlined == [i for i, e in enumerate(entropy) if float(e) > threshold]
        page.screenshot(path=str(ARTIFACTS / "exploration.png"))

        # A click on a scalar chart selects the traced step under it; the view is in the address bar.
        over = frame.locator(".charts .chart[data-tag='actor/entropy'] .u-over").first
        box = over.bounding_box()
        over.click(position={"x": box["width"] * 0.5, "y": box["height"] / 2})
        frame.wait_for_function(
            "s => (document.querySelector('.step-box')?.value ?? String(s)) !== String(s)", arg=expected_step
        )
        expected_step = int(frame.locator(".step-box").input_value())
        frame.wait_for_selector(f".samples-caption:has-text('Step {expected_step}:')")
        assert f"step%3D{expected_step}" in page.url

        # Every other view on the demo run: path with hover card, curves, top-k heatmap, the GRPO
        # group, and a validation prompt followed across training.
        row = frame.locator("table.samples tbody tr:not(.unrecorded)").first
        sample = int(row.get_attribute("data-sample"))
        row.click()
        frame.wait_for_selector(f".meta:has-text('sample {sample} ')")  # its trace, not the one open before
        served = server.get_json(f"/data/plugin/tb_verl/trace?run=demo&step={expected_step}&sample={sample}")
        assert frame.locator(".path .tok").all_text_contents() == served["token_text"]
        frame.locator(".path .tok").nth(0).hover()
        assert frame.locator(".card .topk-row").count() == 5
        frame.wait_for_selector(".curves canvas")
        frame.wait_for_selector("canvas.heatmap")
        group = [
            s
            for s in recorded(step_rows(server.get_json(f"/data/plugin/tb_verl/step?run=demo&step={expected_step}")))
            if s["group_id"] == served["group_id"]
        ]
        if len(group) > 1:
            frame.locator(".group-button").click()
            frame.wait_for_function(
                f"() => document.querySelectorAll('.group-view .group-row').length === {len(group)}"
            )
        frame.locator("select[aria-label='traces of']").select_option("val")
        frame.wait_for_selector(".meta:has-text('sample 0')")
        frame.locator(".history-button").click()
        frame.wait_for_selector(".history-view .history-row")
        val_steps = [row[0] for row in server.get_json("/data/plugin/tb_verl/steps?run=demo&split=val")["steps"]]
        shown = [
            int(s)
            for s in frame.locator(".history-view .history-row").evaluate_all("rows => rows.map(r => r.dataset.step)")
        ]
        assert shown == val_steps  # the same validation prompt at every validation run
        page.close()


@pytest.fixture(scope="module")
def explore_logdir(demo_logdir: str) -> str:
    """The demo's second sorting run, as ``make demo`` trains it, beside the first (the same steps
    and prompts): the two differ in their exploration knobs only."""
    subprocess.run(
        [
            sys.executable,
            str(DEMO),
            "--logdir",
            str(pathlib.Path(demo_logdir) / "demo_explore"),
            "--steps",
            "120",
            "--prompts",
            "32",
            "--explore",
        ],
        check=True,
        capture_output=True,
        timeout=600,
    )
    return demo_logdir


def test_the_exploration_knobs_hold_off_the_collapse(explore_logdir) -> None:
    """The knobs at work: with verl's entropy bonus (annealed to 0) and the novelty bonus, the
    entropy falls later than in the same run without them (half its first value ~35 steps later
    in 120 steps of 32 prompts; make bench measures the full runs: one collapses, one does not)
    and both learn the task (greedy validation, the task's own score: no bonus in it)."""
    data_provider = python_data_provider(explore_logdir)
    scalars = data_provider.read_scalars(request_context(), experiment_id="", plugin_name="scalars", downsample=10_000)
    entropy = {run: np.array([d.value for d in scalars[run]["actor/entropy"]]) for run in ("demo", "demo_explore")}
    val = {run: [d.value for d in scalars[run]["val/score/mean"]] for run in ("demo", "demo_explore")}
    halved = {run: collapse_step(entropy[run], share=0.5) for run in entropy}
    assert halved["demo"] is not None and (halved["demo_explore"] or 121) > halved["demo"] + 15, halved
    assert entropy["demo_explore"][-20:].mean() > entropy["demo"][-20:].mean() + 0.1
    for run, scores in val.items():
        assert scores[-1] > scores[0] + 0.2, (run, scores)


def test_the_exploring_run_raises_no_diagnosis(explore_logdir) -> None:
    """Silence on a healthy run: demo_explore learns its task and keeps exploring; no detector
    fires (make demo's 400-step run was checked the same way, see docs/diagnosis.md)."""
    from tb_verl_plugin.reader.diagnosis_on_read import run_events

    assert run_events(reader_source(python_data_provider(explore_logdir), explore_logdir), "demo_explore") == []


@pytest.fixture(scope="module")
def full_demo_logdir(tmp_path_factory: pytest.TempPathFactory) -> str:
    """make demo's collapsing run as make demo trains it (400 steps): its entropy falls below a
    tenth of its warm-up's, where the 120-step runs above stop at a fifth."""
    logdir = tmp_path_factory.mktemp("full")
    subprocess.run(
        [sys.executable, str(DEMO), "--logdir", str(logdir / "demo"), "--steps", "400"],
        check=True,
        capture_output=True,
        timeout=900,
    )
    return str(logdir)


def test_the_demos_collapse_is_diagnosed_from_its_onset(full_demo_logdir) -> None:
    """Recall: make demo's run gets an entropy_collapse event whose onset is no later than the
    step where its entropy first fell below half of its warm-up level, and whose evidence rows are
    the step's least entropic recorded ones, their remaining forks outlined; /diagnosis serves it."""
    from tb_verl_plugin.diagnosis.detectors import Limits, warmup
    from tb_verl_plugin.reader.diagnosis_on_read import SourceRun, run_events

    source = reader_source(python_data_provider(full_demo_logdir), full_demo_logdir)
    entropy = SourceRun(source, "demo").scalar("exploration/entropy/mean")
    start = warmup(len(entropy), Limits())
    halved = int(entropy.steps[np.argmax(entropy.values < 0.5 * np.median(entropy.values[:start]))])
    events = {e.detector: e for e in run_events(source, "demo")}
    collapse = events["entropy_collapse"]
    assert collapse.onset_step <= halved < collapse.fired_step, (collapse, halved)
    assert collapse.value < 0.1 * collapse.baseline
    first = collapse.evidence[0]
    step = reader.read_step(source, "demo", first.step, "train")
    assert first.step >= collapse.onset_step and first.tokens
    entropies = {row["sample_index"]: row["mean_entropy"] for row in step["samples"] if row["recorded"]}
    assert entropies[first.sample_index] == min(entropies.values())
    with tensorboard_server(full_demo_logdir, "true") as server:
        served = server.get_json("/data/plugin/tb_verl/diagnosis?run=demo")
    assert collapse.to_json() in served["events"]


def test_the_explore_runs_schedule_reward_parts_and_knobs_are_served(explore_logdir) -> None:
    """The annealed coefficient is served as a schedule beside the heatmap (the constant
    temperature is not), each recorded sample lists its reward's parts (the task's score and the
    novelty bonus, which sum to its score), and TensorBoard's HParams dashboard tells the runs
    apart by their knobs."""

    start, end = EXPLORE["entropy_coeff"], EXPLORE["entropy_coeff_end"]
    with tensorboard_server(explore_logdir, "true") as server:
        schedules = server.get_json("/data/plugin/tb_verl/exploration?run=demo_explore")["schedules"]
        assert [s["name"] for s in schedules] == ["entropy_coeff"]
        points = np.array(schedules[0]["points"])
        np.testing.assert_array_equal(points[:, 0], np.arange(1, 121))
        np.testing.assert_allclose(points[:, 1], start + (end - start) * (points[:, 0] - 1) / 119, rtol=1e-6, atol=1e-9)
        assert server.get_json("/data/plugin/tb_verl/exploration?run=demo")["schedules"] == []  # a constant 0
        steps = [row[0] for row in server.get_json("/data/plugin/tb_verl/steps?run=demo_explore")["steps"]]
        novelty = []
        for step in (steps[0], steps[-1]):
            for row in step_rows(server.get_json(f"/data/plugin/tb_verl/step?run=demo_explore&step={step}")):
                assert set(row["extra_sample"]) == {"correct", "novelty"}
                assert row["score"] == pytest.approx(
                    row["extra_sample"]["correct"] + row["extra_sample"]["novelty"], abs=1e-6
                )
                novelty.append(row["extra_sample"]["novelty"])
        assert 0 < min(novelty) and max(novelty) <= EXPLORE["novelty_bonus"] + 1e-6
        assert all(
            not row["extra_sample"]
            for row in step_rows(server.get_json(f"/data/plugin/tb_verl/step?run=demo&step={steps[-1]}"))
        )
        _, sessions = server.hparams_sessions()
        knobs = {run: sessions[run]["hparams"] for run in ("demo", "demo_explore")}
        assert knobs["demo"]["actor_rollout_ref.actor.entropy_coeff"] == 0 and knobs["demo"]["demo.novelty_bonus"] == 0
        assert knobs["demo_explore"]["actor_rollout_ref.actor.entropy_coeff"] == pytest.approx(start)
        assert knobs["demo_explore"]["demo.entropy_coeff_end"] == end
        assert knobs["demo_explore"]["demo.novelty_bonus"] == pytest.approx(EXPLORE["novelty_bonus"])
        assert (
            knobs["demo"]["actor_rollout_ref.rollout.temperature"]
            == knobs["demo_explore"]["actor_rollout_ref.rollout.temperature"]
        )


def test_schedule_and_reward_parts_in_chromium(explore_logdir, browser) -> None:
    """The schedule is drawn over the heatmap in its legend's colour and named with its ends; the
    samples table has a column per reward part, sorts and filters by it; the card breaks the
    sample's reward down."""
    from support.browsing import open_tab

    with tensorboard_server(explore_logdir, "true") as server:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        frame = open_tab(page, server.url, "&tbv=" + urllib.parse.quote("run=demo_explore"))
        legend = frame.locator(".schedules .schedule[data-name='entropy_coeff']")
        legend.wait_for(timeout=60_000)
        assert legend.locator(".knob-value").inner_text() == "0.0500 → 0.0000"
        colour = legend.locator(".schedule-swatch").evaluate("s => getComputedStyle(s).backgroundColor")
        # Halfway between the schedule's first two points (the centres of the first two columns; the
        # largest value 6 px under the top, each step 1/119 of the 148 px between the margins lower).
        columns = len(server.get_json("/data/plugin/tb_verl/exploration?run=demo_explore")["steps"])
        pixel = frame.locator("canvas.entropy-heatmap").evaluate(
            "(c, columns) => { const r = window.devicePixelRatio || 1; const cell = c.width / r / columns;"
            " const x = Math.floor(cell * r); const y = Math.floor((6 + 0.5 * 148 / 119) * r);"
            " return Array.from(c.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)); }",
            columns,
        )
        assert colour == f"rgb({pixel[0]}, {pixel[1]}, {pixel[2]})"

        frame.wait_for_selector("table.samples th[data-key='extra:novelty']")
        assert frame.locator("table.samples th[data-key='extra:correct']").count() == 1
        caption = frame.locator(".samples-caption").inner_text()
        step = int(caption.split("Step ")[1].split(":")[0])
        rows = step_rows(server.get_json(f"/data/plugin/tb_verl/step?run=demo_explore&step={step}"))
        frame.locator("table.samples th[data-key='extra:novelty']").click()  # descending first
        # The table draws the rows in its view and a margin (a step can hold thousands): those, from the top.
        order = [
            int(i)
            for i in frame.locator("table.samples tbody tr").evaluate_all("rows => rows.map(r => r.dataset.sample)")
        ]
        by_novelty = sorted(rows, key=lambda r: -r["extra_sample"]["novelty"])
        assert 0 < len(order) and [r["extra_sample"]["novelty"] for r in by_novelty[: len(order)]] == [
            next(r for r in rows if r["sample_index"] == i)["extra_sample"]["novelty"] for i in order
        ]
        threshold = float(np.median([r["extra_sample"]["novelty"] for r in rows]))
        frame.locator(".sample-filter").fill(f"novelty>{threshold}")
        expected = sorted(r["sample_index"] for r in rows if r["extra_sample"]["novelty"] > threshold)
        frame.wait_for_selector(f".samples-caption:has-text('({len(expected)} match the filter)')")
        first = frame.locator("table.samples tbody tr:not(.unrecorded)").first
        sample = int(first.get_attribute("data-sample"))
        assert sample in expected
        first.click()
        frame.wait_for_selector(f".meta:has-text('sample {sample} ')")  # its trace is open
        row = next(r for r in rows if r["sample_index"] == sample)
        frame.locator(".path .tok").nth(0).hover()
        card = frame.locator(".card")
        card.wait_for(state="visible")
        reward = card.locator("tr", has_text="sample reward").locator("td").nth(1).inner_text()
        assert reward.startswith("score ") and " · correct " in reward and " · novelty " in reward
        parts = dict(part.split(" ") for part in reward.split(" · "))
        assert float(parts["novelty"]) == pytest.approx(row["extra_sample"]["novelty"], abs=1e-3)
        assert float(parts["score"]) == pytest.approx(row["score"], abs=1e-3)
        page.close()


@pytest.fixture(scope="module")
def agent_logdir(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The demo's multi-turn run as ``make demo`` trains it (its defaults: 120 steps of GRPO)."""
    logdir = tmp_path_factory.mktemp("runs")
    subprocess.run(
        [
            sys.executable,
            str(DEMO),
            "--task",
            "calc",
            "--adv-estimator",
            "grpo",
            "--logdir",
            str(logdir / "demo_agent"),
        ],
        check=True,
        capture_output=True,
        timeout=900,
    )
    return str(logdir)


def agent_series(logdir: str, tag: str) -> np.ndarray:
    data = python_data_provider(logdir).read_scalars(
        request_context(), experiment_id="", plugin_name="scalars", downsample=10_000
    )
    return np.array([d.value for d in data["demo_agent"][tag]])


def test_agent_demo_policy_learns_to_call_its_tool(agent_logdir) -> None:
    """The product of a two-digit and a one-digit number is beyond the tiny policy, but the tool
    answers it: the score rises as the policy learns to call it right, calls per response settle
    near one and the calls that fail (malformed arguments) become rare."""
    score = agent_series(agent_logdir, "critic/score/mean")
    calls = agent_series(agent_logdir, "turns/tool_calls/mean")
    failures = agent_series(agent_logdir, "turns/tool_failures/share")
    assert len(score) == 120
    assert score[-20:].mean() > score[:20].mean() + 0.2, score
    assert calls[-20:].mean() > calls[:20].mean() and 0.8 < calls[-20:].mean() < 1.2, calls
    assert failures[-20:].mean() < failures[:20].mean() / 2, failures


def test_agent_demo_traces_read_turn_by_turn(agent_logdir) -> None:
    """Each traced response is a conversation: the policy's turns, then the tool's answer to the
    call the turn before wrote (computed here independently), spliced in with mask 0 and without
    the fields only a sampled token has."""
    source = reader_source(python_data_provider(agent_logdir), agent_logdir)
    steps = reader.run_index(source, "demo_agent", "train")
    multi_turn = failed = 0
    for step in steps.steps.tolist():
        for summary in recorded(steps.index(step).samples):
            trace = reader.read_trace(source, "demo_agent", step, summary.sample_index, "train")
            text, spans = trace["token_text"], trace["spans"]
            if not spans:
                continue
            multi_turn += 1
            policy = [s for s in spans if s["kind"] == "policy"]
            tools = [s for s in spans if s["kind"] == "tool"]
            assert trace["num_turns"] == 1 + len(policy) + len(tools)
            assert [s["turn"] for s in policy] == list(range(1, len(policy) + 1))
            for span in tools:
                written = " ".join(text[policy[span["turn"] - 1]["start"] : policy[span["turn"] - 1]["end"]])
                asked = [a.replace(" ", "") for a in re.findall(r"<calc>((?:(?!<calc>).)*?)</calc>", written)]
                assert [c["arguments"] for c in span["tool_calls"]] == asked
                answers = []
                for call in span["tool_calls"]:
                    factors = re.fullmatch(r"(\d+)\*(\d+)", call["arguments"])
                    expected = (f"{int(factors[1]) * int(factors[2]):03d}", "ok") if factors else ("?", "bad_arguments")
                    assert (call["name"], call["output"], call["status"]) == ("calc", *expected)
                    failed += call["status"] != "ok"
                    answers += ["<result>", *call["output"], "</result>"]
                assert text[span["start"] : span["end"]] == answers
            fields = {name: unpack(value, "<f2") for name, value in trace["token_fields"].items()}
            own = np.zeros(len(text), dtype=bool)
            for span in policy:
                own[span["start"] : span["end"]] = True
            np.testing.assert_array_equal(unpack(trace["response_mask"], "u1").astype(bool), own)
            for name in ("rollout_log_prob", "mismatch", "rejected", "advantage"):
                assert np.isnan(fields[name][~own]).all() and np.isfinite(fields[name][own]).all(), name
            assert np.isfinite(fields["log_prob"]).all()  # the trainer scores every token of the sequence
    assert multi_turn > 20 and failed > 0


def test_agent_demo_reads_as_a_conversation_in_chromium(agent_logdir, browser) -> None:
    """The newest step of the multi-turn run opens as numbered turns with the tool's answers in
    their own blocks; hovering a token of the second turn shows its card beside the path, not
    over it, naming the turn."""
    from support.browsing import open_tab

    with tensorboard_server(agent_logdir, "true") as server:
        step = server.get_json("/data/plugin/tb_verl/steps?run=demo_agent")["steps"][-1][0]
        rows = step_rows(server.get_json(f"/data/plugin/tb_verl/step?run=demo_agent&step={step}"))
        sample = next(row["sample_index"] for row in recorded(rows) if (row["turns"] or 1) > 1)
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        view = urllib.parse.quote(f"run=demo_agent&step={step}&sample={sample}&metric=prob")
        frame = open_tab(page, server.url, "&tbv=" + view)
        frame.wait_for_selector(f".meta:has-text('sample {sample} ')")
        served = server.get_json(f"/data/plugin/tb_verl/trace?run=demo_agent&step={step}&sample={sample}")
        policy = [s for s in served["spans"] if s["kind"] == "policy"]
        assert frame.locator(".path .turn-label").all_inner_texts() == [f"turn {s['turn']}" for s in policy]
        assert frame.locator(".path .spliced").count() == len(served["spans"]) - len(policy)
        frame.locator(f".path .tok[data-i='{policy[-1]['start']}']").hover()
        card = frame.locator(".card")
        card.wait_for(state="visible")
        box, path = card.bounding_box(), frame.locator(".path").bounding_box()
        apart = (
            box["x"] + box["width"] <= path["x"]
            or path["x"] + path["width"] <= box["x"]
            or box["y"] + box["height"] <= path["y"]
            or path["y"] + path["height"] <= box["y"]
        )
        assert apart, (box, path)
        assert f"turn {len(policy)}" in card.inner_text()
        # The run's knobs beside its entropy, short names with verl's full name on hover.
        knob = frame.locator(".exploration .knob[title='algorithm.adv_estimator']")
        assert (
            knob.locator(".knob-name").inner_text() == "adv_estimator"
            and knob.locator(".knob-value").inner_text() == "grpo"
        )
        page.close()
        # Its knobs in TensorBoard's HParams dashboard, beside its last score.
        _, sessions = server.hparams_sessions()
        knobs = sessions["demo_agent"]["hparams"]
        assert (knobs["demo.task"], knobs["algorithm.adv_estimator"], knobs["actor_rollout_ref.rollout.n"]) == (
            "calc",
            "grpo",
            4,
        )
        assert sessions["demo_agent"]["metrics"]["critic/score/mean"] == pytest.approx(
            agent_series(agent_logdir, "critic/score/mean")[-1]
        )
