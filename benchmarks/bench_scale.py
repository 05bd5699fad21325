"""Reading runs of a real trainer's size in a real TensorBoard (``make bench``): how the cost of
opening a run, a step, a run-wide query, the diagnosis and TensorBoard's memory grow with the run,
and what a live run's new step costs TensorBoard.

Runs of thousands of steps x thousands of indexed rows (:mod:`scale_runs`: the logger's writer
thread writes them) are served by a real ``tensorboard --logdir`` (its Rust data server, reload
every second), and measured over HTTP:
- listed: from starting TensorBoard to ``/steps`` listing every step;
- the newest step's ``/step`` and the first ``/diagnosis`` asked then, ``/step`` of random steps
  (every row of the batch), each run-wide ``/query``, ``/diagnosis`` again;
- TensorBoard's memory: the resident set of its process tree (psutil, the data server included)
  once listed, and the sum of its processes' own peaks after the reads;
- live: steps of 4,096 rows appended to the run while TensorBoard serves it, one every few
  seconds; TensorBoard's CPU (user + system time of its process tree) over them, less what it
  spends idle over as long (measured just before), per step; and how long after each step's
  write it is listed (``/steps``), and after a planted non-finite row its diagnosis
  (``/diagnosis`` names a ``non_finite`` event at that step).
Baseline, in the same run: a 10-step run of 16 rows, whose figures are TensorBoard's own (its
start, a request, its memory), whatever the run.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import pathlib
import shutil
import statistics
import tempfile
import time
import urllib.parse

import numpy as np
import psutil

from bench_reading import resident_mb, timed_ms
from results import publish
from scale_runs import RECORDED, ScaleRunWriter
from support.servers import TensorBoardServer, tensorboard_server

PREFIX = "/data/plugin/tb_verl"
RUN = "run"
QUERIES = ("mismatch_max>1 rejected>0.5 score<0.1", "truncated entropy<0.2 acc=1", '"w12 w7" score<0.5')
"""Run-wide queries: columns only, a word and a reward part, a phrase in the recorded rows' text."""
EXTRAPOLATED = (10_000, 8_192)
"""The run size whose cost the bench extrapolates (steps x rows)."""
DIAGNOSIS_WAIT_S = 30
"""How long the live bench waits for a new step's diagnosis before it reports it as not within."""
RELOAD_INTERVAL_S = 1
"""The bench's TensorBoards reload every second (``tensorboard_server``)."""


def tree_processes(pid: int) -> list[psutil.Process]:
    process = psutil.Process(pid)
    return [process, *process.children(recursive=True)]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of the process tree so far."""
    total = 0.0
    for process in tree_processes(pid):
        try:
            times = process.cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += times.user + times.system
    return total


def peak_mb(pid: int) -> float:
    """The sum of each process' own high-water mark of its resident set (``VmHWM``) over the tree:
    at least its peak (each process may have peaked at another time)."""
    total = 0
    for process in tree_processes(pid):
        try:
            status = pathlib.Path(f"/proc/{process.pid}/status").read_text()
        except FileNotFoundError:
            continue
        total += next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:"))
    return total / 2**10


def listed_steps(server: TensorBoardServer) -> int:
    status, body = server.get(f"{PREFIX}/steps?run={RUN}")
    return len(json.loads(body)["steps"]) if status == 200 else 0


def wait_until(condition, timeout_s: float, what: str) -> float:
    """Polls ``condition`` every 20 ms; the time it first held (monotonic)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError(f"timed out after {timeout_s:.0f} s waiting for {what}")
        time.sleep(0.02)
    return time.monotonic()


@dataclasses.dataclass
class Reading:
    """A run as a real TensorBoard serves it (see the module docstring)."""

    listed_s: float
    first_step_ms: float  # the newest step, asked as soon as listed (the plugin still diagnosing the run)
    diagnosed_ms: float  # the first /diagnosis, asked then (it waits for that diagnosis)
    step_ms: list[float]
    query_ms: dict[str, tuple[float, int]]  # median of 3, and the rows found
    diagnosis_ms: float
    listed_mb: float
    peak_mb: float
    load: float  # the machine's load average (1 min) after the reads: other work shares its cores


@dataclasses.dataclass
class Live:
    """Steps appended to a run while TensorBoard serves it."""

    idle_cpu: float  # TensorBoard's CPU seconds per second before the steps
    step_cpu_s: list[float]  # per appended step, the idle rate's share removed
    listed_after_s: list[float]
    diagnosed_after_s: float
    load: float  # the machine's load average (1 min) after the steps


def measure_reading(server: TensorBoardServer, started: float, steps: int, rng: np.random.Generator) -> Reading:
    """``started``: when TensorBoard was started (monotonic)."""
    listed = wait_until(lambda: listed_steps(server) >= steps, 1200, f"{steps} steps listed") - started
    listed_mb = resident_mb(server.process.pid)
    first_step_ms = timed_ms(
        lambda: server.get_json(f"{PREFIX}/step?run={RUN}&step={steps - 1}")
    )  # what the tab opens first
    diagnosed_ms = timed_ms(lambda: server.get_json(f"{PREFIX}/diagnosis?run={RUN}"))
    step_ms = [
        timed_ms(lambda s=s: server.get_json(f"{PREFIX}/step?run={RUN}&step={s}")) for s in rng.integers(0, steps, 10)
    ]
    queries = {}
    for q in QUERIES:
        url = f"{PREFIX}/query?run={RUN}&q={urllib.parse.quote(q)}"
        total = server.get_json(url)["total"]  # the first ask reads the stores into the page cache
        queries[q] = (statistics.median(timed_ms(lambda u=url: server.get_json(u)) for _ in range(3)), total)
    diagnosis_ms = statistics.median(
        timed_ms(lambda: server.get_json(f"{PREFIX}/diagnosis?run={RUN}")) for _ in range(5)
    )
    return Reading(
        listed,
        first_step_ms,
        diagnosed_ms,
        step_ms,
        queries,
        diagnosis_ms,
        listed_mb,
        peak_mb(server.process.pid),
        os.getloadavg()[0],
    )


def _non_finite_at(server: TensorBoardServer, step: int) -> bool:
    events = server.get_json(f"{PREFIX}/diagnosis?run={RUN}")["events"]
    return any(e["detector"] == "non_finite" and e["fired_step"] == step for e in events)


def measure_live(
    server: TensorBoardServer, run: ScaleRunWriter, first_step: int, steps: int, rows: int, interval_s: float
) -> Live:
    """Appends ``steps`` steps of ``rows`` rows from ``first_step`` through ``run`` (the session that wrote the
    run, still open), one every ``interval_s``, while ``server`` serves the run; the first holds
    a row with a non-finite token, which the diagnosis must report."""
    pid = server.process.pid
    idle_started, idle_cpu = time.monotonic(), cpu_seconds(pid)
    time.sleep(interval_s * steps)
    idle = (cpu_seconds(pid) - idle_cpu) / (time.monotonic() - idle_started)
    step_cpu, listed_after = [], []
    diagnosed_after = math.nan
    for n, step in enumerate(range(first_step, first_step + steps)):
        cpu, began = cpu_seconds(pid), time.monotonic()
        run.append(step, rows, non_finite=n == 0)
        run.flush()
        written = time.monotonic()
        listed_after.append(wait_until(lambda: listed_steps(server) >= step + 1, 60, f"step {step} listed") - written)
        if n == 0:
            try:
                diagnosed_after = (
                    wait_until(lambda: _non_finite_at(server, step), DIAGNOSIS_WAIT_S, f"step {step}'s diagnosis")
                    - written
                )
            except RuntimeError:  # reported as not within the wait
                diagnosed_after = math.inf
        time.sleep(max(0.0, began + interval_s - time.monotonic()))
        step_cpu.append(cpu_seconds(pid) - cpu - idle * (time.monotonic() - began))
    return Live(idle, step_cpu, listed_after, diagnosed_after, os.getloadavg()[0])


def index_bytes(run_dir: str) -> int:
    """The index store and block store (every row of every step, twice) and the recorded store (the
    recorded rows a third time)."""
    return sum(
        p.stat().st_size
        for p in pathlib.Path(run_dir).iterdir()
        if p.name.startswith(("tb_verl_index.", "tb_verl_blocks.", "tb_verl_recorded."))
    )


def run_bytes(run_dir: str) -> int:
    return sum(p.stat().st_size for p in pathlib.Path(run_dir).iterdir() if p.is_file() and not p.name.startswith("."))


@dataclasses.dataclass
class Measured:
    steps: int
    rows: int
    write_s: float
    index_bytes: int
    run_bytes: int
    reading: Reading
    live: Live | None


def measure(
    workdir: str, steps: int, rows: int, live_steps: int, live_rows: int, interval_s: float, rng: np.random.Generator
) -> Measured:
    """Writes a run of ``steps`` x ``rows``, serves it, reads it; with ``live_steps``, appends
    that many steps of ``live_rows`` rows to it while served."""
    run_dir = os.path.join(workdir, f"{steps}x{rows}", RUN)
    started = time.perf_counter()
    run = ScaleRunWriter(run_dir)
    for step in range(steps):
        run.append(step, rows)
    run.flush()
    write_s = time.perf_counter() - started
    written = (index_bytes(run_dir), run_bytes(run_dir))
    try:
        served = time.monotonic()
        with tensorboard_server(os.path.dirname(run_dir), "true", every_event=False) as server:
            reading = measure_reading(server, served, steps, rng)
            live = None
            if live_steps:
                live = measure_live(server, run, steps, live_steps, live_rows, interval_s)
    finally:
        run.close()
        shutil.rmtree(os.path.dirname(run_dir), ignore_errors=True)
    return Measured(steps, rows, write_s, *written, reading, live)


def sizes(text: str) -> list[tuple[int, int]]:
    """``"100x4096,1000x8192"`` -> ``[(100, 4096), (1000, 8192)]`` (steps x rows)."""
    return [tuple(int(n) for n in size.split("x")) for size in text.split(",") if size]


def report(baseline: Measured, measured: list[Measured], live_rows: int, interval_s: float) -> str:
    lines = [
        (
            "Runs of a real trainer's size (every row of every step indexed, 16 recorded, verl's 42 scalars a step; "
            "written by the logger's writer thread, `benchmarks/scale_runs.py`) in a real TensorBoard (Rust data "
            "server, reload every second): listed = from starting TensorBoard to `/steps` listing every step; the "
            "newest step's `/step` asked then (the first the tab asks; the plugin is diagnosing the run meanwhile) "
            "and the first `/diagnosis` after it (which waits for that diagnosis); `/step` of 10 random steps (every "
            "row of the batch, median / slowest); each run-wide `/query` (median of 3; the rows it found); "
            "`/diagnosis` again (median of 5); TensorBoard's resident memory (its process tree, the data server "
            "included) once listed, and the sum of its processes' own peaks (VmHWM) after all of it; the machine's "
            "load average then (2 cores, shared with other work: times grow with it). The first row is the baseline: "
            "TensorBoard's own figures on a 10-step run."
        ),
        "",
        "| steps x rows | indexed rows | written in (s) | index on disk (MB, B/row) | run on disk (MB) | listed (s) | "
        "first `/step`, `/diagnosis` (ms) | `/step` (ms) | "
        + " | ".join(f"`{q}` (ms, rows)" for q in QUERIES)
        + " | `/diagnosis` (ms) | memory listed / peak (MB) | load |",
        "|---|---:|---:|---:|---:|---:|---:|---:|" + "---:|" * len(QUERIES) + "---:|---:|---:|",
    ]
    for m in [baseline, *measured]:
        r = m.reading
        queries = " | ".join(f"{ms:.0f} ({found:,})" for ms, found in r.query_ms.values())
        lines.append(
            f"| {m.steps:,} x {m.rows:,} | {m.steps * m.rows:,} | {m.write_s:.0f} | {m.index_bytes / 2**20:.0f}, "
            f"{m.index_bytes / (m.steps * m.rows):.0f} | {m.run_bytes / 2**20:.0f} | {r.listed_s:.1f} | "
            f"{r.first_step_ms:.0f}, {r.diagnosed_ms:.0f} | {statistics.median(r.step_ms):.0f} / {max(r.step_ms):.0f} "
            f"| {queries} | {r.diagnosis_ms:.0f} | {r.listed_mb:.0f} / {r.peak_mb:.0f} | {r.load:.1f} |"
        )
    if measured:
        widest, longest = max(measured, key=lambda m: (m.rows, m.steps)), max(measured, key=lambda m: (m.steps, m.rows))
        per_row = widest.index_bytes / (widest.steps * widest.rows)
        lines += [
            "",
            (
                f"A run of {EXTRAPOLATED[0]:,} steps x {EXTRAPOLATED[1]:,} rows, extrapolated from these (not "
                f"measured): its index at the {widest.steps:,} x {widest.rows:,} run's {per_row:.0f} B a row is "
                f"{per_row * EXTRAPOLATED[0] * EXTRAPOLATED[1] / 2**30:.1f} GiB on disk (the traces besides: the "
                "recorded tokens'); TensorBoard holds a few numbers per step and per recorded row, so about what it "
                f"holds of the {longest.steps:,} x {longest.rows:,} run: {longest.reading.listed_mb:.0f} MB once "
                f"listed, {longest.reading.peak_mb:.0f} MB at its peak (a block of rows at a time read on top)."
            ),
        ]
    live = [m for m in measured if m.live is not None]
    if live:
        lines += [
            "",
            (
                f"Live: steps of {live_rows:,} rows appended to the run (by the session that wrote it) while "
                f"TensorBoard serves it, one every {interval_s:g} s, the first with a row holding a non-finite token. "
                "TensorBoard's CPU (user + system time of its process tree) per step, less what it spent idle over "
                "as long just before; how long after the step was written `/steps` listed it; how long until "
                "`/diagnosis` reported the first step's `non_finite` event (TensorBoard reloads every "
                f"{RELOAD_INTERVAL_S} s):"
            ),
            "",
            (
                "| run (steps x rows) | idle CPU (s/s) | CPU per new step, median / max (s) "
                "| listed after, median / max (s) | diagnosed after (s) | load |"
            ),
            "|---|---:|---:|---:|---:|---:|",
        ]
        for m in live:
            lv = m.live
            diagnosed = (
                f"not within {DIAGNOSIS_WAIT_S:d}"
                if math.isinf(lv.diagnosed_after_s)
                else f"{lv.diagnosed_after_s:.2f}"
            )
            lines.append(
                f"| {m.steps:,} x {m.rows:,} | {lv.idle_cpu:.3f} | {statistics.median(lv.step_cpu_s):.3f} / "
                f"{max(lv.step_cpu_s):.3f} | {statistics.median(lv.listed_after_s):.2f} / "
                f"{max(lv.listed_after_s):.2f} | {diagnosed} | {lv.load:.1f} |"
            )
    return "\n".join(lines)


def main() -> str:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--sizes",
        type=sizes,
        default=sizes("100x4096,1000x4096,1000x8192,10000x1024"),
        help="runs to measure, steps x rows (default %(default)s)",
    )
    parser.add_argument(
        "--live",
        type=sizes,
        default=sizes("1000x4096,10000x1024"),
        help="of those, the runs a live session appends to while served",
    )
    parser.add_argument("--live-steps", type=int, default=8, help="steps appended to each live run")
    parser.add_argument("--live-rows", type=int, default=4096, help="rows of each appended step")
    parser.add_argument("--interval", type=float, default=3.0, help="seconds between appended steps")
    parser.add_argument(
        "--workdir", default=None, help="where to write the runs (default: a temporary folder, removed after)"
    )
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    workdir = args.workdir or tempfile.mkdtemp(prefix="tbv-scale-")
    rng = np.random.default_rng(0)
    try:
        baseline = measure(workdir, 10, RECORDED, 0, 0, args.interval, rng)
        measured = []
        for steps, rows in args.sizes:
            measured.append(
                measure(
                    workdir,
                    steps,
                    rows,
                    args.live_steps if (steps, rows) in args.live else 0,
                    args.live_rows,
                    args.interval,
                    rng,
                )
            )
            print(report(baseline, measured, args.live_rows, args.interval), flush=True)  # so far
    finally:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    table = report(baseline, measured, args.live_rows, args.interval)
    publish(table, args.out)
    return table


if __name__ == "__main__":
    main()
