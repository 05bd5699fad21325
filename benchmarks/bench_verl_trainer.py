"""What tb_verl costs inside verl's real trainer: ``python -m verl.trainer.main_ppo`` (v1 GRPO, the
CPU harness of ``tests/verl_cpu``) run twice with the same seed, data and config, once with
``trainer.logger=[console]`` (and tb_verl's verl plugin not loaded) and once with
``[console,tb_verl]``, traces every second step with top-5 alternatives; once with the tests'
transformers rollout and once with verl's own vLLM rollout (vLLM's CPU build, bf16 actor, verl's
rejection sampling). Per training step (the first, which warms up, is left out):

- ``timing_s/step``: verl's own timer of the step (rollout, old log-prob, advantage, update);
- ``timing_s/old_log_prob``: the part where the actor's forward also computes the alternatives
  (on traced steps only);
- the whole iteration, wall time between verl's ``Tracking.log`` calls: v1 captures in
  ``_compute_metrics``, after verl's step timer stops, so only this one includes the capture;
- tb_verl's own ``tb_verl/timing_s/capture`` (which runs beside verl's ``_compute_metrics``),
  ``transfer_queue`` (its reads) and ``wait`` (what the trainer still waited for).

Medians over the steps. The run with tb_verl has traced and untraced steps, so what tracing adds
(the top-k in the forward, the chosen rows' read) is measured within one run, against its own
untraced steps, beside the baseline run's numbers; untraced steps still pay for the whole-batch
statistics. tb_verl's share of verl's ``timing_s/step`` is the top-k's extra in ``old_log_prob``
(the capture runs after verl's step timer stops); its share of the whole iteration adds the
capture's ``wait``, what the trainer waited for it. The model is a 2-layer
toy on a 2-core CPU: a step is mostly the rollout, and tb_verl's cost does not grow with the model,
so on real steps of tens of seconds its share is smaller by as much.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import pathlib
import statistics
import tempfile

from results import publish
from verl_cpu.run import run_main_ppo

STEPS = 22
EVERY = 2
COMMON = [
    f"trainer.total_training_steps={STEPS}",
    "trainer.test_freq=-1",
    "trainer.val_before_train=False",
    "trainer.rollout_data_dir=null",
]
"""On top of the tests' configurations, which ask tb_verl for top-5 alternatives (settings the
baseline run, without tb_verl, ignores); traces every ``EVERY`` steps (``TB_VERL_EVERY``)."""


def per_step(metrics_file: str) -> dict[int, dict[str, float]]:
    """verl's metrics of each training step after the first, with the iteration's wall time."""
    with open(metrics_file) as f:
        calls = [json.loads(line) for line in f]
    return {
        call["step"]: {**call["metrics"], "iteration": call["wall_time"] - previous["wall_time"]}
        for previous, call in itertools.pairwise(calls)
        if call["step"] >= 2
    }


def tb_verl_costs(logdir: str, run: str) -> dict[int, dict[str, float]]:
    """tb_verl's own per-step cost scalars (TensorBoard tensor summaries) of steps after the first."""
    from tensorboard.backend.event_processing.plugin_event_accumulator import EventAccumulator
    from tensorboard.util import tensor_util

    accumulator = EventAccumulator(os.path.join(logdir, run), size_guidance={"tensors": 0})
    accumulator.Reload()
    costs: dict[int, dict[str, float]] = {}
    for name in ("capture", "transfer_queue", "wait"):
        for event in accumulator.Tensors(f"tb_verl/timing_s/{name}"):
            if event.step >= 2:
                costs.setdefault(event.step, {})[name] = float(tensor_util.make_ndarray(event.tensor_proto))
    return costs


def median(rows: list[dict[str, float]], key: str) -> float:
    return statistics.median(row[key] for row in rows)


ROLLOUTS = {
    "transformers (the tests' rollout)": "v1_grpo",
    "vLLM (verl's own rollout, vLLM's CPU build)": "vllm_v1_bf16",
}


def measure(tmp: str, rollout: str, config: str) -> list[str]:
    """One pair of runs of ``config``, without and with tb_verl; the rows of its table."""
    base = run_main_ppo(
        os.path.join(tmp, f"{config}-base"),
        config,
        [*COMMON, "trainer.logger=[console]"],
        dump=False,
        env={"VERL_USE_EXTERNAL_PLUGINS": "none"},
    )
    ours = run_main_ppo(
        os.path.join(tmp, f"{config}-ours"),
        config,
        [*COMMON, "trainer.logger=[console,tb_verl]"],
        dump=False,
        env={"TB_VERL_EVERY": str(EVERY), "TB_VERL_SAMPLES": "16"},
    )  # the default, whatever the config says
    for run in (base, ours):
        if run.returncode != 0:
            raise SystemExit(f"main_ppo failed, see {run.log}:\n" + pathlib.Path(run.log).read_text()[-3000:])
    baseline = list(per_step(base.metrics).values())
    steps, costs = per_step(ours.metrics), tb_verl_costs(ours.logdir, ours.run)
    traced = [{**steps[s], **costs[s]} for s in steps if s % EVERY == 0]
    untraced = [{**steps[s], **costs[s]} for s in steps if s % EVERY != 0]
    lines = [
        (
            f"Rollout: {rollout}; medians of {len(baseline)} steps (baseline), {len(untraced)} untraced and "
            f"{len(traced)} traced steps (with tb_verl):"
        ),
        "",
        "| per training step | [console] | [console,tb_verl], untraced | ratio | [console,tb_verl], traced | ratio |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for label, key in (
        ("verl's timing_s/step", "timing_s/step"),
        ("verl's timing_s/gen", "timing_s/gen"),
        ("verl's timing_s/old_log_prob", "timing_s/old_log_prob"),
        ("whole iteration (between Tracking.log calls)", "iteration"),
    ):
        b, u, t = median(baseline, key), median(untraced, key), median(traced, key)
        lines.append(
            f"| {label} | {b * 1000:.0f} ms | {u * 1000:.0f} ms | {u / b:.3f} | {t * 1000:.0f} ms | {t / b:.3f} |"
        )
    step, iteration = median(baseline, "timing_s/step"), median(baseline, "iteration")
    top_k = max(0.0, median(traced, "timing_s/old_log_prob") - median(untraced, "timing_s/old_log_prob"))
    waits = {"untraced": median(untraced, "wait"), "traced": median(traced, "wait")}
    # Of verl's own step timer, tb_verl's part is the top-k in the forward (the capture runs after
    # the timer stops); of the whole iteration, also the capture the trainer waits for.
    step_share = {"untraced": 0.0, "traced": top_k / step}
    iteration_share = {kind: (waits[kind] + (top_k if kind == "traced" else 0.0)) / iteration for kind in waits}
    default = {
        name: (9 * shares["untraced"] + shares["traced"]) / 10
        for name, shares in (("step", step_share), ("iteration", iteration_share))
    }
    lines += [
        "",
        (
            f"tb_verl's capture: {median(untraced, 'capture') * 1000:.1f} ms on untraced steps (the whole batch's "
            f"statistics; {median(untraced, 'transfer_queue') * 1000:.1f} ms reading TransferQueue), "
            f"{median(traced, 'capture') * 1000:.1f} ms on traced steps "
            f"({median(traced, 'transfer_queue') * 1000:.1f} ms reading, the chosen rows' fields and alternatives "
            "too). It runs beside verl's own `_compute_metrics`, after verl's step timer stops; the trainer waited "
            f"{waits['untraced'] * 1000:.1f} ms and {waits['traced'] * 1000:.1f} ms for it. The top-5 in the actor's "
            f"forward adds {top_k * 1000:.1f} ms to `old_log_prob` on traced steps (against the same run's untraced "
            f"steps). tb_verl's share of verl's `timing_s/step`: **{step_share['untraced']:.1%}** untraced, "
            f"**{step_share['traced']:.1%}** traced, **{default['step']:.1%}** with the default `every=10`; of the "
            f"whole iteration (the capture's wait too): **{iteration_share['untraced']:.1%}**, "
            f"**{iteration_share['traced']:.1%}**, **{default['iteration']:.1%}**."
        ),
        "",
    ]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument(
        "--rollouts",
        default=",".join(ROLLOUTS.values()),
        help="configurations to measure (verl_cpu.run.CONFIGS), comma separated",
    )
    args = parser.parse_args()
    wanted = args.rollouts.split(",")
    lines = [
        (
            f"Inside verl's real trainer (`main_ppo`, v1 GRPO on the CPU harness, 16 x 8-token responses per step, "
            f"{STEPS} steps, traces every {EVERY} steps with top-5):"
        ),
        "",
    ]
    with tempfile.TemporaryDirectory(prefix="bench_trainer") as tmp:
        for rollout, config in ROLLOUTS.items():
            if config in wanted:
                lines += measure(tmp, rollout, config)
    publish("\n".join(lines), args.out)


if __name__ == "__main__":
    main()
