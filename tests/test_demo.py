"""The demo is real RL: verl's algorithms on a tiny model learn the task (reward rises, entropy
falls), and its traces carry everything the dashboard shows."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import numpy as np
import pytest
from helpers import python_data_provider, reader_source, request_context
from tb_verl_plugin import codec, reader

DEMO = pathlib.Path(__file__).resolve().parents[1] / "examples" / "demo.py"


@pytest.fixture(scope="module")
def demo_logdir(tmp_path_factory: pytest.TempPathFactory) -> str:
    logdir = tmp_path_factory.mktemp("runs")
    subprocess.run(
        [sys.executable, str(DEMO), "--logdir", str(logdir / "demo"), "--steps", "120", "--prompts", "32"],
        check=True, capture_output=True, timeout=600,
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
    steps = source.cache.get(source, "demo", "val")
    assert steps.steps.tolist() == [1, 20, 40, 60, 80, 100, 120]
    hashes = {step: [s.prompt_hash for s in steps.index(step).samples] for step in steps.steps.tolist()}
    assert len({tuple(h) for h in hashes.values()}) == 1, "validation must ask the same prompts"
    trace = reader.load_trace(source, "demo", 120, 0, "val")
    assert trace.split == "val" and trace.HasField("log_prob") and trace.top_k.k == 5


def test_demo_traces_carry_ppo_fields_and_top_k(demo_logdir) -> None:
    source = reader_source(python_data_provider(demo_logdir), demo_logdir)
    steps = source.cache.get(source, "demo", "train")
    assert steps.steps.tolist() == [1] + list(range(5, 121, 5))
    last = steps.index(120)
    traces = [reader.load_trace(source, "demo", 120, s.sample_index, "train") for s in last.samples]
    assert len({t.group_id for t in traces}) > 1 and all(t.data_source == "sort_digits" for t in traces)
    for trace in traces:
        for field in ("log_prob", "entropy", "value", "advantage", "returns", "ref_log_prob", "kl", "token_reward"):
            assert trace.HasField(field), field
        assert trace.top_k.k == 5
        assert trace.prompt_text.startswith("<bos>") and trace.prompt_text.endswith("=")
        probabilities = np.exp(codec.unpack_fp16(trace.top_k.log_probs)).reshape(-1, 5)
        assert (np.diff(probabilities, axis=1) <= 1e-3).all(), "top-k must be sorted by probability"


def test_exploration_view_of_the_demo_run_in_chromium(demo_logdir) -> None:
    from playwright.sync_api import sync_playwright

    from helpers import tensorboard_server
    from test_browser import ARTIFACTS, CHROMIUM, LAUNCH_ARGS, open_tab

    with tensorboard_server(demo_logdir, "true") as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1200})
        frame = open_tab(page, server.url)
        heatmap = frame.locator("canvas.entropy-heatmap")
        heatmap.wait_for(timeout=60_000)
        titles = frame.locator(".exploration .chart-title").all_inner_texts()
        assert any("forking_share" in t for t in titles) and any("top1_prob" in t for t in titles)
        # The canvas really holds the distribution: its first and last columns differ.
        differs = heatmap.evaluate(
            "c => { const x = c.getContext('2d'); const h = c.height;"
            " const a = x.getImageData(1, 0, 1, h).data.join(); const b = x.getImageData(c.width - 2, 0, 1, h).data.join();"
            " return a !== b; }"
        )
        assert differs
        box = heatmap.bounding_box()
        heatmap.click(position={"x": box["width"] * 0.26, "y": box["height"] / 2})
        steps = server.get_json("/data/plugin/tb_verl/steps?run=demo")["steps"]
        clicked = server.get_json("/data/plugin/tb_verl/exploration?run=demo")["steps"]
        column = clicked[min(len(clicked) - 1, int(0.26 * len(clicked)))]
        expected = min((s[0] for s in steps), key=lambda s: abs(s - column))
        frame.wait_for_selector(f".samples-caption:has-text('Step {expected}:')")
        assert frame.locator(".metric-picker").input_value() == "entropy"
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "exploration.png"))
        browser.close()
