"""Makes the README's screenshots from real runs: trains the demos (or reuses --logdir), serves
them with a real TensorBoard, and photographs our tab in Debian's Chromium. The first picture is a
real pretrained model, SmolLM2-135M-Instruct, trained by verl's own main_ppo (the tests' run
``smollm2``, or --real-logdir); the multi-turn close-up comes from verl's real main_ppo with its
tool agent loop on the vLLM rollout (the tests' run ``vllm_v1_agent_bf16``, or --agent-logdir).
Both need ``.venv-vllm`` and the model, which ``make test`` builds.

    export PYTHONPATH=tests                              # the shared support (tests/support)
    .venv/bin/python docs/screenshots.py                 # writes docs/images/*.png
    .venv/bin/python docs/screenshots.py --real-only     # the real model's picture alone
    .venv/bin/python docs/screenshots.py --agent-only    # the multi-turn picture alone
    .venv/bin/python docs/screenshots.py --main-only --logdir DIR   # the main picture alone
    .venv/bin/python docs/screenshots.py --knobs-only --logdir DIR  # knobs, reward parts, credit (demo, demo_explore)
    .venv/bin/python docs/screenshots.py --diagnosis-only --logdir DIR  # the diagnosis strip on demo's collapse
"""

from __future__ import annotations

import argparse
import base64
import pathlib
import subprocess
import sys
import tempfile
import urllib.parse

import numpy as np

from support.browsing import chromium, open_tab
from support.runs import write_long_run
from support.servers import tensorboard_server

ROOT = pathlib.Path(__file__).resolve().parents[1]


def agent_screenshot(logdir: str | None, out: pathlib.Path, browser: object) -> None:
    """A multi-turn response of verl's agent loop, a tool block open, a token of turn 2 hovered."""
    if logdir is None:
        from verl_cpu.run import run_main_ppo

        logdir = run_main_ppo(tempfile.mkdtemp(prefix="tbv-agent-"), "vllm_v1_agent_bf16").logdir
    with tensorboard_server(logdir, "true") as server:
        run = server.get_json("/data/plugin/tb_verl/runs")["runs"][0]["run"]
        step, row = next(
            (step, r)
            for step, _, _ in server.get_json(f"/data/plugin/tb_verl/steps?run={run}&split=train")["steps"]
            for r in server.get_json(f"/data/plugin/tb_verl/step?run={run}&step={step}&split=train")["samples"]
            if r["recorded"] and (r["turns"] or 0) >= 2
        )
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        view = f"run={run}&step={step}&sample={row['sample_index']}&metric=entropy"
        frame = open_tab(page, server.url, "&tbv=" + urllib.parse.quote(view))
        frame.wait_for_selector(f".meta:has-text('sample {row['sample_index']} ')")
        frame.locator(".path details.spliced summary").first.click()
        frame.locator(".path .turn-label").nth(1).locator("xpath=following-sibling::span[1]").hover()
        frame.locator(".card").wait_for(state="visible")
        frame.locator(".path-pane").screenshot(path=str(out / "multi-turn.png"))
        page.close()


def real_model_picture(logdir: str | None, out: pathlib.Path, browser: object) -> None:
    """SmolLM2 after verl's GRPO steps: a response in real English to a chat-templated word
    problem (one that ended, the best scored, the most confident), coloured by probability, the
    token where the model picked its favourite with the least confidence hovered (its real
    alternatives in the card)."""
    if logdir is None:
        from verl_cpu.run import run_main_ppo

        logdir = run_main_ppo(tempfile.mkdtemp(prefix="tbv-real-"), "smollm2", dump=False).logdir
    with tensorboard_server(logdir, "true") as server:
        api = "/data/plugin/tb_verl"
        step = server.get_json(f"{api}/steps?run=smollm2&split=train")["steps"][-1][0]
        rows = [r for r in server.get_json(f"{api}/step?run=smollm2&step={step}")["samples"] if r["recorded"]]
        row = max(rows, key=lambda r: (not r["truncated"], r["score"] or 0, -(r["mean_entropy"] or 0)))
        trace = server.get_json(f"{api}/trace?run=smollm2&step={step}&sample={row['sample_index']}")
        ids = np.frombuffer(base64.b64decode(trace["token_ids"]), "<i4")
        top = np.frombuffer(base64.b64decode(trace["top_k"]["token_ids"]), "<i4").reshape(len(ids), -1)
        probability = np.exp(
            np.frombuffer(base64.b64decode(trace["token_fields"]["log_prob"]), "<f2").astype(np.float32)
        )
        favourite = np.flatnonzero(top[:, 0] == ids)
        favourite = favourite[favourite < max(1, len(ids) * 2 // 3)]  # with room for the card below it
        hesitant = int(favourite[np.argmin(probability[favourite])]) if favourite.size else 0
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        view = f"run=smollm2&step={step}&sample={row['sample_index']}&metric=probability&exploration=folded"
        frame = open_tab(page, server.url, "&tbv=" + urllib.parse.quote(view))
        frame.wait_for_selector(f".meta:has-text('sample {row['sample_index']} ')")
        frame.wait_for_selector(".charts .chart .uplot")
        frame.locator(f".path .tok[data-i='{hesitant}']").hover()
        frame.locator(".card").wait_for(state="visible")
        page.screenshot(path=str(out / "real-model.png"))
        page.close()


def main_picture(server: object, out: pathlib.Path, browser: object) -> None:
    """The demo's multi-turn run early in training, while the policy still explores: the scalar
    charts, the Exploration section folded, a response that called the tool and answered in a
    second turn, a token of that answer hovered."""
    steps = [step for step, _, _ in server.get_json("/data/plugin/tb_verl/steps?run=demo_agent&split=train")["steps"]]
    step = min(steps, key=lambda s: abs(s - 20))
    rows = server.get_json(f"/data/plugin/tb_verl/step?run=demo_agent&step={step}&split=train")["samples"]
    sample = next(
        r["sample_index"] for r in rows if r["recorded"] and (r["turns"] or 0) >= 2 and not r["tool_failures"]
    )
    trace = server.get_json(f"/data/plugin/tb_verl/trace?run=demo_agent&step={step}&sample={sample}")
    answer = [s for s in trace["spans"] if s["kind"] == "policy"][-1]["start"]
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    view = f"run=demo_agent&step={step}&sample={sample}&metric=prob&exploration=folded"
    frame = open_tab(page, server.url, "&tbv=" + urllib.parse.quote(view))
    frame.wait_for_selector(f".meta:has-text('sample {sample} ')")
    frame.wait_for_selector(".charts .chart .uplot")
    frame.locator(".path details.spliced summary").first.click()
    frame.locator(f".path .tok[data-i='{answer}']").hover()
    frame.locator(".card").wait_for(state="visible")
    page.screenshot(path=str(out / "decision-paths.png"))
    page.close()


def knobs_picture(server: object, out: pathlib.Path, browser: object) -> None:
    """The exploring sort run (``demo_explore``): its knobs, the annealed entropy coefficient drawn
    over the entropy heatmap, and the samples table with the reward's parts, sorted by novelty."""
    # Wide enough that the samples pane holds the two extra columns without scrolling sideways.
    page = browser.new_page(viewport={"width": 1800, "height": 1100})
    frame = open_tab(page, server.url, "&tbv=" + urllib.parse.quote("run=demo_explore"))
    frame.wait_for_selector(".schedules .schedule")
    frame.wait_for_selector("table.samples th[data-key='extra:novelty']").click()
    page.mouse.move(0, 0)
    frame.locator("section.exploration").screenshot(path=str(out / "knobs.png"))
    frame.locator(".samples-pane").screenshot(path=str(out / "reward-parts.png"))
    page.close()


def diagnosis_picture(server: object, out: pathlib.Path, browser: object) -> None:
    """The sorting run's collapse diagnosed: the strip above the charts, the events listed, the
    markers on the charts' axes, the collapse's excursion shaded on the charts (its entropy series
    first), and its first evidence row opened below."""
    events = server.get_json("/data/plugin/tb_verl/diagnosis?run=demo")["events"]
    signal = next(e["signal"] for e in events if e["detector"] == "entropy_collapse")
    page = browser.new_page(viewport={"width": 1600, "height": 1250})
    frame = open_tab(
        page,
        server.url,
        "&tbv=" + urllib.parse.quote("run=demo&event=entropy_collapse&metric=entropy&exploration=folded"),
    )
    frame.wait_for_selector(".evidence-note", timeout=60_000)
    frame.wait_for_selector(f".chart[data-tag='{signal}'] canvas")
    page.mouse.move(0, 0)
    page.screenshot(path=str(out / "diagnosis.png"))
    page.close()


def credit_picture(server: object, logdir: str, out: pathlib.Path, browser: object) -> None:
    """The credit view of the newest step of ``demo`` once attributed: a token's sources by gradient
    x input beside its attention, the attended tokens underlined in the prompt and the path."""
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    frame = open_tab(page, server.url, "&tbv=" + urllib.parse.quote("run=demo"))
    frame.wait_for_selector(".path .tok")
    step = frame.locator(".step-box").input_value()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "tb_verl_logger.commands.cli",
            "attribute",
            logdir,
            "--run",
            "demo",
            "--checkpoint",
            f"{logdir}/demo/policy",
            "--steps",
            step,
        ],
        check=True,
    )
    frame.locator("table.samples tbody tr:not(.unrecorded)").nth(1).click()
    frame.locator("table.samples tbody tr:not(.unrecorded)").nth(0).click()
    frame.wait_for_selector(".credit-sources .note")
    frame.locator(".path .tok").nth(2).hover()
    frame.locator(".credit-sources [data-kind='attention'] .source").first.wait_for()
    frame.locator(".path-pane").screenshot(path=str(out / "credit.png"))
    page.close()


def train_demos() -> str:
    """A logdir with the demo runs the pictures show, trained now."""
    logdir = tempfile.mkdtemp(prefix="tbv-shots-")
    demo = [sys.executable, str(ROOT / "examples" / "demo.py")]
    subprocess.run([*demo, "--logdir", f"{logdir}/demo"], check=True)
    subprocess.run([*demo, "--logdir", f"{logdir}/demo_explore", "--explore"], check=True)
    # A second run to overlay on the charts: the same task with GRPO's advantages.
    subprocess.run([*demo, "--logdir", f"{logdir}/demo_grpo", "--adv-estimator", "grpo"], check=True)
    subprocess.run([*demo, "--logdir", f"{logdir}/demo_agent", "--task", "calc", "--adv-estimator", "grpo"], check=True)
    return logdir


def history_compare_dark(server: object, out: pathlib.Path, browser: object) -> None:
    """``demo``: a prompt's history from an early step, the same prompt in the GRPO run, and the
    whole tab in TensorBoard's dark mode."""
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    frame = open_tab(page, server.url, "&tbv=" + urllib.parse.quote("run=demo"))
    frame.wait_for_selector(".chart canvas")
    # An early step, while the policy still explores, is the more telling picture.
    over = frame.locator(".chart[data-tag='actor/entropy'] .u-over")
    box = over.bounding_box()
    over.click(position={"x": box["width"] * 0.12, "y": box["height"] / 2})
    page.mouse.move(0, 0)
    frame.locator(".history-view").screenshot(path=str(out / "history.png"))
    # Two runs, one prompt: the same validation question answered by the GRPO run.
    frame.locator(".metric-picker").select_option("probability")
    frame.locator("select[aria-label='compare this prompt with run']").select_option("demo_grpo")
    frame.locator(".compare-row[data-run='demo_grpo']").wait_for()
    page.mouse.move(0, 0)
    frame.locator(".compare-view").screenshot(path=str(out / "compare-prompt.png"))
    frame.locator("select[aria-label='compare this prompt with run']").select_option("")
    page.evaluate("document.body.classList.add('dark-mode')")
    frame.wait_for_function("() => document.documentElement.classList.contains('dark')")
    frame.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(500)
    page.screenshot(path=str(out / "decision-paths-dark.png"))
    page.close()


def long_run_picture(out: pathlib.Path, browser: object) -> None:
    """A generated 100k-step run, a step picked by number, a token hovered."""
    long_dir = tempfile.mkdtemp(prefix="tbv-long-")
    write_long_run(long_dir)
    with tensorboard_server(long_dir, "true") as server:
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        frame = open_tab(page, server.url)
        frame.wait_for_selector(".path .tok", timeout=300_000)
        frame.locator(".step-box").fill("54321")
        frame.locator(".step-box").press("Enter")
        frame.wait_for_selector(".samples-caption:has-text('Step 54321:')")
        frame.locator(".path .tok").nth(4).hover()
        page.screenshot(path=str(out / "long-run.png"))
        page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--logdir", help="a logdir holding a demo run (default: train one)")
    parser.add_argument("--agent-logdir", help="a logdir holding a multi-turn verl run (default: run one)")
    parser.add_argument("--real-logdir", help="a logdir holding the smollm2 run (default: run one)")
    parser.add_argument("--real-only", action="store_true", help="only the real model's picture")
    parser.add_argument("--agent-only", action="store_true", help="only the multi-turn picture")
    parser.add_argument("--main-only", action="store_true", help="only the main picture (from --logdir)")
    parser.add_argument(
        "--knobs-only",
        action="store_true",
        help="only the knobs, reward parts and credit pictures (from --logdir with demo and demo_explore)",
    )
    parser.add_argument(
        "--diagnosis-only", action="store_true", help="only the diagnosis picture (from --logdir with demo)"
    )
    parser.add_argument("--out", default=str(ROOT / "docs" / "images"))
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    everything = not (args.agent_only or args.main_only or args.knobs_only or args.real_only or args.diagnosis_only)
    with chromium() as browser:
        if args.real_only or everything:
            real_model_picture(args.real_logdir, out, browser)
        if args.real_only:
            return
        if args.agent_only or everything:
            agent_screenshot(args.agent_logdir, out, browser)
        if args.agent_only:
            return
        logdir = args.logdir or train_demos()
        with tensorboard_server(logdir, "true") as server:
            if args.main_only or everything:
                main_picture(server, out, browser)
            if args.diagnosis_only or everything:
                diagnosis_picture(server, out, browser)
            if args.knobs_only or everything:
                knobs_picture(server, out, browser)
                credit_picture(server, logdir, out, browser)
            if everything:
                history_compare_dark(server, out, browser)
        if everything:
            long_run_picture(out, browser)
    print(f"wrote screenshots to {out}")


if __name__ == "__main__":
    main()
