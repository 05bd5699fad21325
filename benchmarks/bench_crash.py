"""What crashes and damage cost, measured with the real logger and real TensorBoard servers:

- kill -9: runs of ``tests/support/crashing_run.py`` (scalars, exploration statistics and traces every
  step) killed with SIGKILL at a random moment, back to back and paced, then served by TensorBoard
  (Rust data server): per trial, the oldest step that was lost, and what ``tb-verl recover`` adds
  from the trace stores. docs/reliability.md's guarantee is the worst case over the trials, with margin;
- ``close()`` with a backlog behind a slow disk: how long it took and what it dropped;
- damaged files: copies of a run with the event file or the trace store truncated or byte-flipped,
  every route asked about every step and sample with both loaders: the answers' status codes.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

from results import publish
from support import crashing_run
from support.damage import damaged_copies
from support.servers import tensorboard_server

API = "/data/plugin/tb_verl"


def kill_trial(run_dir: str, mode: str, after_s: float) -> tuple[list[tuple[int, float]], float]:
    process = crashing_run.start(run_dir, mode, stderr=subprocess.DEVNULL)
    first = process.stdout.readline()
    time.sleep(after_s)
    killed_at = time.time()
    process.send_signal(signal.SIGKILL)
    rest, _ = process.communicate()
    lines = [line.split() for line in (first + rest).splitlines() if line.strip()]
    return [(int(step), float(at)) for step, at in lines], killed_at


def close_with_backlog(run_dir: str) -> tuple[float, int, int]:
    """``close(timeout=0.05)`` with 30 steps queued behind a disk taking 0.2 s a step: seconds it
    took, steps dropped, writer threads still alive after it returned."""
    import threading

    from support.runs import ListTokenizer, make_batch
    from tb_verl_logger import TraceLogger
    from tb_verl_logger.files import writer

    append = writer.FramedFile.append
    writer.FramedFile.append = lambda self, payloads: time.sleep(0.2) or append(self, payloads)
    lag, writer.MAX_LAG_S = writer.MAX_LAG_S, 60.0  # let the backlog build
    try:
        logger = TraceLogger(run_dir, tokenizer=ListTokenizer(), max_queue=64)
        for step in range(30):
            batch = make_batch(step, batch=8, length=64)
            logger.log_decisions(
                step, responses=batch["responses"], response_mask=batch["response_mask"], logits=batch["logits"]
            )
        started = time.monotonic()
        logger.close(timeout=0.05)
        took = time.monotonic() - started
    finally:
        writer.FramedFile.append, writer.MAX_LAG_S = append, lag
    alive = sum(t.name == "tb_verl_writer" and t.is_alive() for t in threading.enumerate())
    return took, logger.dropped, alive


def damage_statuses(logdir: str, names: list[str], load_fast: str) -> dict[int, int]:
    import collections
    import json

    statuses: collections.Counter[int] = collections.Counter()
    with tensorboard_server(logdir, load_fast) as server:
        for name in names:
            status, body = server.get(f"{API}/steps?run={name}")
            statuses[status] += 1
            steps = [row[0] for row in json.loads(body)["steps"]] if status == 200 else [2, 4, 6]
            for step in steps:
                status, body = server.get(f"{API}/step?run={name}&step={step}")
                statuses[status] += 1
                for row in json.loads(body)["samples"] if status == 200 else [{"sample_index": 0, "recorded": True}]:
                    if not row["recorded"]:
                        continue
                    statuses[server.get(f"{API}/trace?run={name}&step={step}&sample={row['sample_index']}")[0]] += 1
            for path in (
                f"/search?run={name}&q=cat",
                f"/scalars?run={name}&tag=actor/entropy",
                f"/prompt?run={name}&hash={'0' * 16}",
            ):
                statuses[server.get(API + path)[0]] += 1
    return dict(statuses)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--trials", type=int, default=6, help="per mode")
    args = parser.parse_args()
    rng = random.Random(3)
    with tempfile.TemporaryDirectory(prefix="bench_crash") as logdir:
        trials = {}
        for mode in ("burst", "paced"):
            for i in range(args.trials):
                name = f"{mode}_{i}"
                trials[name] = (mode, *kill_trial(os.path.join(logdir, name), mode, 1.0 + rng.random() * 3.0))

        def served() -> dict[str, set[int]]:
            with tensorboard_server(logdir, "true") as server:
                return {
                    name: {row[0] for row in server.get_json(f"{API}/steps?run={name}")["steps"]} for name in trials
                }

        before = served()
        subprocess.run(
            [os.path.join(os.path.dirname(sys.executable), "tb-verl"), "recover", logdir],
            check=True,
            capture_output=True,
        )
        after = served()
        took, dropped, alive = close_with_backlog(os.path.join(logdir, "close"))
        damaged = os.path.join(logdir, "damaged")
        names = [copy.name for copy in damaged_copies(damaged, copies=3, seed=7)[0]]
        statuses = {load_fast: damage_statuses(damaged, names, load_fast) for load_fast in ("true", "false")}
    rows = []
    worst = {"burst": 0.0, "paced": 0.0}
    for name, (mode, steps, killed_at) in trials.items():
        logged_at = dict(steps)
        lost = [step for step in logged_at if step not in before[name]]
        oldest_lost_age = max((killed_at - logged_at[s] for s in lost), default=0.0)
        worst[mode] = max(worst[mode], oldest_lost_age)
        recovered = len(after[name] - before[name])
        rows.append(f"| {name} | {len(steps)} | {len(lost)} | {oldest_lost_age * 1000:.0f} ms | {recovered} |")
    lines = [
        (
            f"Kill -9 trials ({args.trials} per mode, killed 1-4 s into logging; Rust data server): a lost step is one "
            "whose log calls had returned but which TensorBoard does not list after the kill."
        ),
        "",
        "| trial | steps logged | lost | oldest lost, logged before the kill | recovered by tb-verl recover |",
        "|---|---:|---:|---:|---:|",
        *rows,
        "",
        (
            f"Worst over the trials: a step logged {worst['burst'] * 1000:.0f} ms before the kill was lost back to "
            f"back, {worst['paced'] * 1000:.0f} ms paced; the logger promises 2 s (flush every 0.5 s, writer at most "
            "1 s behind)."
        ),
        "",
        (
            "`close(timeout=0.05)` with 30 steps queued behind a disk taking 0.2 s a step: returned in "
            f"{took * 1000:.0f} ms, {dropped} steps dropped (counted, reported once), {alive} writer threads alive "
            "afterwards."
        ),
        "",
        f"{len(names)} damaged copies of a run (event file or trace store, truncated or byte-flipped), every route "
        "asked about every step and sample: "
        + "; ".join(
            f"--load_fast={k}: " + ", ".join(f"{n} x {code}" for code, n in sorted(v.items()))
            for k, v in statuses.items()
        )
        + f" (no 5xx: {all(code < 500 for v in statuses.values() for code in v)}).",
    ]
    publish("\n".join(lines), args.out)


if __name__ == "__main__":
    main()
