"""What tb_verl costs inside verl's real trainer: ``python -m verl.trainer.main_ppo`` (v1 GRPO, the
CPU harness of ``tests/verl_cpu``) run twice with the same seed, data and config, once with
``trainer.logger=[console]`` (and tb_verl's verl plugin not loaded) and once with
``[console,tb_verl]``, traces every step, top-5 alternatives; once with the tests' transformers
rollout and once with verl's own vLLM rollout (vLLM's CPU build, bf16 actor, verl's rejection
sampling). Per training step (the first, which warms up, is left out):

- ``timing_s/step``: verl's own timer of the step (rollout, old log-prob, advantage, update);
- ``timing_s/old_log_prob``: the part where the actor's forward also computes the alternatives;
- the whole iteration, wall time between verl's ``Tracking.log`` calls: v1 captures in
  ``_compute_metrics``, after verl's step timer stops, so only this one includes the capture;
- tb_verl's own ``tb_verl/timing_s/capture`` (which runs beside verl's ``_compute_metrics``),
  ``transfer_queue`` (its reads) and ``wait`` (what the trainer still waited for).

Medians over the steps, ratios against the baseline run. The model is a 2-layer toy on a 2-core
CPU: a step is mostly the rollout; read the capture's absolute cost beside it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests"))

from verl_cpu.run import run_main_ppo  # noqa: E402

STEPS = 16
COMMON = [
    f"trainer.total_training_steps={STEPS}",
    "trainer.test_freq=-1",
    "trainer.val_before_train=False",
    "trainer.rollout_data_dir=null",
]
"""On top of the tests' v1 GRPO configuration, which already asks tb_verl for traces every step
with top-5 alternatives (settings the baseline run, without tb_verl, ignores)."""


def per_step(metrics_file: str) -> list[dict[str, float]]:
    """verl's metrics of each training step after the first, with the iteration's wall time."""
    with open(metrics_file) as f:
        calls = [json.loads(line) for line in f]
    rows = []
    for previous, call in zip(calls, calls[1:]):
        if call["step"] >= 2:
            rows.append({**call["metrics"], "iteration": call["wall_time"] - previous["wall_time"]})
    return rows


def median(rows: list[dict[str, float]], key: str) -> float:
    return statistics.median(row[key] for row in rows)


def tb_verl_costs(logdir: str, run: str) -> dict[str, list[float]]:
    """tb_verl's own per-step cost scalars (TensorBoard tensor summaries) of steps after the first."""
    from tensorboard.backend.event_processing.plugin_event_accumulator import EventAccumulator
    from tensorboard.util import tensor_util

    accumulator = EventAccumulator(os.path.join(logdir, run), size_guidance={"tensors": 0})
    accumulator.Reload()
    return {
        tag: [float(tensor_util.make_ndarray(e.tensor_proto)) for e in accumulator.Tensors(tag) if e.step >= 2]
        for tag in ("tb_verl/timing_s/capture", "tb_verl/timing_s/transfer_queue", "tb_verl/timing_s/wait")
    }


ROLLOUTS = {"transformers (the tests' rollout)": "v1_grpo", "vLLM (verl's own rollout, vLLM's CPU build)": "vllm_v1_bf16"}


def measure(tmp: str, rollout: str, config: str) -> list[str]:
    """One pair of runs of ``config``, without and with tb_verl; the rows of its table."""
    base = run_main_ppo(os.path.join(tmp, f"{config}-base"), config, [*COMMON, "trainer.logger=[console]"], dump=False,
                        env={"VERL_USE_EXTERNAL_PLUGINS": "none"})
    ours = run_main_ppo(os.path.join(tmp, f"{config}-ours"), config, [*COMMON, "trainer.logger=[console,tb_verl]"], dump=False)
    for run in (base, ours):
        if run.returncode != 0:
            raise SystemExit(f"main_ppo failed, see {run.log}:\n" + open(run.log).read()[-3000:])
    base_rows, our_rows = per_step(base.metrics), per_step(ours.metrics)
    costs = tb_verl_costs(ours.logdir, ours.run)
    capture, reads, wait = (statistics.median(costs[f"tb_verl/timing_s/{name}"]) for name in ("capture", "transfer_queue", "wait"))
    lines = [
        f"Rollout: {rollout}; {len(our_rows)} steps each after the first, medians:",
        "",
        "| per training step | [console] | [console,tb_verl] | ratio |",
        "|---|---:|---:|---:|",
    ]
    for label, key in (("verl's timing_s/step", "timing_s/step"), ("verl's timing_s/gen", "timing_s/gen"),
                       ("verl's timing_s/old_log_prob", "timing_s/old_log_prob"),
                       ("whole iteration (between Tracking.log calls)", "iteration")):
        b, o = median(base_rows, key), median(our_rows, key)
        lines.append(f"| {label} | {b * 1000:.0f} ms | {o * 1000:.0f} ms | {o / b:.3f} |")
    step = median(base_rows, "timing_s/step")
    top_k = median(our_rows, "timing_s/old_log_prob") - median(base_rows, "timing_s/old_log_prob")
    lines += [
        "",
        f"tb_verl's capture: {capture * 1000:.1f} ms per step, of which {reads * 1000:.1f} ms reading TransferQueue "
        f"(every row's exploration fields, then the recorded rows' other fields and alternatives); it runs beside "
        f"verl's own `_compute_metrics`, and the trainer waited {wait * 1000:.1f} ms for it. With the top-5 in the "
        f"actor's forward ({top_k * 1000:+.1f} ms in timing_s/old_log_prob), tb_verl's share of verl's step: "
        f"**{(wait + max(top_k, 0.0)) / step:.1%}**.",
        "",
    ]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--rollouts", default=",".join(ROLLOUTS.values()),
                        help="configurations to measure (verl_cpu.run.CONFIGS), comma separated")
    args = parser.parse_args()
    wanted = args.rollouts.split(",")
    lines = [
        "Inside verl's real trainer (`main_ppo`, v1 GRPO on the CPU harness, 16 x 8-token responses per step, "
        "traces every step with top-5):",
        "",
    ]
    with tempfile.TemporaryDirectory(prefix="bench_trainer") as tmp:
        for rollout, config in ROLLOUTS.items():
            if config in wanted:
                lines += measure(tmp, rollout, config)
    with open(args.out, "w") as f:
        f.write("\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
