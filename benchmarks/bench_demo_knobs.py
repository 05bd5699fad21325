"""The demo's two sorting runs, as ``make demo`` trains them, side by side: ``demo`` explores as verl's
defaults do (no entropy bonus), ``demo_explore`` with the demo's ``--explore`` knobs (an entropy
coefficient annealed to 0 and a count-based novelty bonus). Same seed, prompts and steps.

Measured from the scalars each run logged: when the entropy collapses (the first step whose mean
token entropy is below 10% of the first step's), the entropy at the end, and the greedy validation
score (the task's own score: no bonus in it) at the first and last validation. Not a timing: the
two runs train in parallel.
"""

from __future__ import annotations

import argparse
import pathlib
import subprocess
import sys
import tempfile

import numpy as np
from tensorboard.backend.event_processing import event_accumulator
from tensorboard.util import tensor_util

from results import publish
from tb_verl_logger.demo.training import COLLAPSE_SHARE, EXPLORE, collapse_step

ROOT = pathlib.Path(__file__).resolve().parents[1]


def scalars(run_dir: pathlib.Path) -> dict[str, np.ndarray]:
    """Every scalar series of a run (TensorBoard's scalar summaries are rank-0 tensors), by tag."""
    events = event_accumulator.EventAccumulator(str(run_dir), size_guidance={event_accumulator.TENSORS: 0})
    events.Reload()
    return {
        tag: np.array([float(tensor_util.make_ndarray(e.tensor_proto)) for e in events.Tensors(tag)])
        for tag in events.Tags()["tensors"]
        if events.SummaryMetadata(tag).plugin_data.plugin_name == "scalars"
    }


def train(logdir: str) -> None:
    """Trains both runs into ``logdir`` as make demo does (the task's default steps), in parallel."""
    processes = [
        subprocess.Popen(
            [sys.executable, str(ROOT / "examples" / "demo.py"), "--logdir", f"{logdir}/{run}", *extra],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for run, extra in (("demo", []), ("demo_explore", ["--explore"]))
    ]
    if any(p.wait() != 0 for p in processes):
        raise SystemExit("a demo run failed")


def table_rows(logdir: str) -> list[str]:
    knobs = {
        "demo": "verl's defaults: no entropy bonus; no novelty bonus",
        "demo_explore": f"entropy_coeff {EXPLORE['entropy_coeff']:g} → {EXPLORE['entropy_coeff_end']:g} (linear); "
        f"novelty bonus {EXPLORE['novelty_bonus']:g} / √n",
    }
    rows = []
    for run, described in knobs.items():
        logged = scalars(pathlib.Path(logdir) / run)
        entropy, val = logged["actor/entropy"], logged["val/score/mean"]
        collapsed = collapse_step(entropy)
        rows.append(
            f"| `{run}` | {described} | {entropy[0]:.2f} | "
            f"{collapsed if collapsed is not None else f'not within {len(entropy)}'} | {entropy[-20:].mean():.2f} | "
            f"{val[0]:.2f} → {val[-1]:.2f} |"
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument(
        "--logdir",
        default=None,
        help="measure the runs demo and demo_explore already trained there (make demo's runs) instead",
    )
    args = parser.parse_args()
    if args.logdir:
        rows = table_rows(args.logdir)
    else:
        with tempfile.TemporaryDirectory() as logdir:
            train(logdir)
            rows = table_rows(logdir)
    lines = [
        (
            "The demo's sorting runs, as make demo trains them (400 PPO steps each), same seed and prompts, "
            "differing in their exploration knobs only (`--explore`). Collapse: the first step whose mean token "
            f"entropy is below {COLLAPSE_SHARE:.0%} of the first step's; validation: greedy answers to 8 fixed "
            "prompts, the task's own score:"
        ),
        "",
        (
            "| run | knobs | entropy, step 1 | entropy collapses at step | entropy, last 20 steps | validation score, "
            "first → last |"
        ),
        "|---|---|---|---|---|---|",
        *rows,
    ]
    publish("\n".join(lines), args.out)


if __name__ == "__main__":
    main()
