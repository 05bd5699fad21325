"""What the diagnosis costs on a run of a trainer's size (``make bench``), each figure against a
baseline measured in the same run with the diagnosis off:

- **the first open**: a run of ``--steps`` x ``--rows`` (default 1,000 x 4,096: every row indexed,
  16 recorded, verl's 42 scalars a step; :mod:`scale_runs` writes it through the logger's writer
  thread) served by a real TensorBoard with the diagnosis and by one started with
  ``--tb_verl_diagnosis=false``, the tab opened in Chromium as soon as ``/steps`` lists every step
  (:func:`bench_frontend.measure_open_and_switch`: the tab's own part of the open, to the newest
  step's path on screen and the diagnosis strip answered; the first open of the server and the
  median of three). The servers go in the order on, off, off, on, so a drift of the machine cancels.
- **the writer thread during training**: the same run written with the logger's online diagnosis
  (:class:`tb_verl_logger.online_diagnosis.OnlineDiagnosis` on the writer thread, as ``TraceLogger`` runs
  it) and without: the writer thread's CPU time per step, over the steps written as fast as the
  writer goes (the detectors run at most every 5 s: every hundred steps or so here) and over
  ``--paced`` steps after them, one every ``--pace`` seconds, as verl's steps come (longer than the
  throttle's 5 s: the detectors run at each step, or every few when a run of them takes more than
  the writer's budget per step, over the whole run so far). Without, with, with, without: a drift
  of the machine cancels.

CPU times are the writer thread's own (``pthread_getcpuclockid``), so other work on the machine
slows them less than wall times; the machine's load is reported with them.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import statistics
import tempfile
import time

import bench_frontend
from bench_scale import RUN, listed_steps, wait_until
from results import publish
from scale_runs import ScaleRunWriter
from support.servers import tensorboard_server


@dataclasses.dataclass
class Open:
    """One TensorBoard's first open of the run's tab, and the median of three opens (seconds)."""

    diagnosis: bool
    tab_s: float
    tab_median_s: float
    load: float


def measure_open(logdir: str, steps: int, diagnosis: bool) -> Open:
    """A fresh TensorBoard on ``logdir``; the tab opened once it lists every step."""
    with tensorboard_server(
        logdir, "true", () if diagnosis else ("--tb_verl_diagnosis=false",), every_event=False
    ) as server:
        wait_until(lambda: listed_steps(server) >= steps, 600, f"{steps} steps listed")
        opened = bench_frontend.measure_open_and_switch(server.url, RUN, steps, switch=False)
    return Open(diagnosis, opened["tab_s"], opened["tab_median_s"], os.getloadavg()[0])


@dataclasses.dataclass
class WriterCost:
    """The writer thread's CPU per step, with or without the online diagnosis."""

    diagnosis: bool
    fast_ms: float
    """Mean over the steps written as fast as the writer goes."""
    fast_diagnosis_ms: float
    """Of it, the diagnosis' runs (the writer's own count: other runs' noise is not in it)."""
    paced_ms: list[float]
    """Each paced step's."""
    paced_diagnosis_ms: list[float]
    paced_runs: int
    """Runs of the detectors during the paced steps."""
    load: float


def measure_writer(run_dir: str, steps: int, rows: int, paced: int, pace_s: float, diagnosis: bool) -> WriterCost:
    """Writes ``steps`` steps of ``rows`` rows as fast as the writer goes, then ``paced`` more one
    every ``pace_s`` (after one more, unmeasured: the detectors' first run then takes in the fast
    steps written since their last); the writer thread's CPU per step over each part."""
    run = ScaleRunWriter(run_dir, diagnose=diagnosis)
    try:
        for step in range(steps):
            run.append(step, rows)
        run.flush()
        fast_ms, (_, fast_diagnosis_s) = run.writer_cpu_s() / steps * 1000, run.diagnoses()
        paced_ms, paced_diagnosis_ms, paced_runs = [], [], 0
        for step in range(steps, steps + 1 + paced):
            time.sleep(pace_s)
            cpu, (runs, diagnosis_s) = run.writer_cpu_s(), run.diagnoses()
            run.append(step, rows)
            run.flush()
            if step > steps:
                paced_ms.append((run.writer_cpu_s() - cpu) * 1000)
                paced_diagnosis_ms.append((run.diagnoses()[1] - diagnosis_s) * 1000)
                paced_runs += run.diagnoses()[0] - runs
        return WriterCost(
            diagnosis,
            fast_ms,
            fast_diagnosis_s / steps * 1000,
            paced_ms,
            paced_diagnosis_ms,
            paced_runs,
            os.getloadavg()[0],
        )
    finally:
        run.close()
        shutil.rmtree(run_dir, ignore_errors=True)


def report(steps: int, rows: int, opens: list[Open], costs: list[WriterCost], pace_s: float) -> str:
    on = [o for o in opens if o.diagnosis]
    off = [o for o in opens if not o.diagnosis]

    def mean(values: list[float]) -> float:
        return statistics.mean(values)

    first_on, first_off = mean([o.tab_s for o in on]), mean([o.tab_s for o in off])
    median_on, median_off = (statistics.median([o.tab_median_s for o in group]) for group in (on, off))
    lines = [
        (
            f"Diagnosis on a run of {steps:,} steps x {rows:,} rows (every row indexed, 16 recorded, verl's 42 "
            "scalars a step; `benchmarks/scale_runs.py`), the tab opened in Chromium on a real TensorBoard as soon as "
            "it lists every step: the tab's own part of the open (to the newest step's path on screen and the "
            "diagnosis strip answered), the server's first open and the median of three, with the diagnosis and with "
            "`--tb_verl_diagnosis=false`, four servers in the order on, off, off, on:"
        ),
        "",
        "| TensorBoard | tab's own part, first open (s) | median of three (s) | load |",
        "|---|---:|---:|---:|",
    ]
    for o in opens:
        lines.append(
            f"| {'diagnosis on' if o.diagnosis else '`--tb_verl_diagnosis=false`'} | {o.tab_s:.2f} | "
            f"{o.tab_median_s:.2f} | {o.load:.1f} |"
        )
    lines += [
        "",
        (
            f"The diagnosis adds {first_on - first_off:+.2f} s to the first open (mean of each mode's two: "
            f"{first_on:.2f} against {first_off:.2f}) and {median_on - median_off:+.2f} s to the median one (goal: at "
            "most 0.2 s)."
        ),
        "",
        (
            f"The logger's online diagnosis on the writer thread, the same run written through it "
            f"(`scale_runs.ScaleRunWriter(diagnose=True)`: `OnlineDiagnosis` as `TraceLogger` runs it) and without: "
            f"the writer thread's CPU time per step over the {steps:,} steps written as fast as it goes (the "
            f"detectors at most every 5 s), and over {len(costs[0].paced_ms)} steps after them, one every "
            f"{pace_s:g} s as verl's steps come (the detectors then run at each step, or every few when a run of "
            "them takes more than their budget of the writer's time per step, over the whole run); the runs went "
            "without, with, with, without:"
        ),
        "",
        (
            "| online diagnosis | writer CPU per step, fast (ms) | of it the diagnosis' runs (ms) | paced, mean / max "
            "(ms) | of it the diagnosis' runs, mean / max (ms) | detector runs in the paced steps | load |"
        ),
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for c in costs:
        lines.append(
            f"| {'on' if c.diagnosis else 'off'} | {c.fast_ms:.1f} | {c.fast_diagnosis_ms:.2f} | "
            f"{statistics.mean(c.paced_ms):.1f} / {max(c.paced_ms):.1f} | {statistics.mean(c.paced_diagnosis_ms):.2f} "
            f"/ {max(c.paced_diagnosis_ms):.2f} | {c.paced_runs} | {c.load:.1f} |"
        )
    fast, paced, fast_own, paced_own = (
        {d: mean([value for c in costs if c.diagnosis is d for value in part(c)]) for d in (True, False)}
        for part in (
            lambda c: [c.fast_ms],
            lambda c: c.paced_ms,
            lambda c: [c.fast_diagnosis_ms],
            lambda c: c.paced_diagnosis_ms,
        )
    )
    lines += [
        "",
        (
            f"The online diagnosis' runs take {fast_own[True]:.2f} ms of the writer thread's CPU per step written "
            f"fast and {paced_own[True]:.2f} ms per step at verl's pace at {steps:,} steps (goal: at most 5 ms); the "
            f"writer's whole CPU per step, with it against without, differs by {fast[True] - fast[False]:+.1f} and "
            f"{paced[True] - paced[False]:+.1f} ms (means of each mode's runs; two runs of one mode differ by a few "
            "ms)."
        ),
    ]
    return "\n".join(lines)


def main() -> str:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=1000)
    parser.add_argument("--rows", type=int, default=4096)
    parser.add_argument("--paced", type=int, default=6, help="steps written one every --pace seconds after the rest")
    parser.add_argument("--pace", type=float, default=5.5, help="seconds between paced steps (the throttle's 5 s)")
    parser.add_argument("--workdir", default=None, help="where to write the runs (default: a temporary folder)")
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    workdir = args.workdir or tempfile.mkdtemp(prefix="tbv-diagnosis-")
    try:
        logdir = os.path.join(workdir, "served")
        run = ScaleRunWriter(os.path.join(logdir, RUN))
        for step in range(args.steps):
            run.append(step, args.rows)
        run.close()
        opens = [measure_open(logdir, args.steps, diagnosis) for diagnosis in (True, False, False, True)]
        shutil.rmtree(logdir, ignore_errors=True)
        costs = [
            measure_writer(
                os.path.join(workdir, f"written-{number}", RUN),
                args.steps,
                args.rows,
                args.paced,
                args.pace,
                diagnosis,
            )
            for number, diagnosis in enumerate((False, True, True, False))
        ]
    finally:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    table = report(args.steps, args.rows, opens, costs, args.pace)
    publish(table, args.out)
    return table


if __name__ == "__main__":
    main()
