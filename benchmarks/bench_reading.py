"""Browsing a long run: TensorBoard's memory and the plugin's latency on a generated run, against
TensorBoard's own blob storage measured in the same run (``make bench``).

The run: ``--steps`` logged steps x 16 responses x 2048 tokens (token ids, 6 per-token floats, top-5),
written by the real ``TraceLogger`` (2000 steps is about 3 GB of traces). Then a real
``tensorboard`` serves it with each loader, and we measure:
- resident memory of all its processes (psutil, the data server included);
- ``/steps`` (every step with its index), ``/step`` and ``/trace`` of random steps, over HTTP.
Baseline: the same traces of the first ``--baseline-steps`` steps stored as TensorBoard blob
sequences (what a plugin would do with TensorBoard's own storage), all kept
(``--samples_per_plugin=...=all``) and read back with the Rust data server's ``read_blob``.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import shutil
import statistics
import tempfile
import time
import urllib.parse

import numpy as np
import psutil
import torch
from tensorboard.compat.proto import event_pb2, summary_pb2

import bench_frontend
from bench_logger import RESPONSES, TOP_K, blob_sequence_value, log_step, make_step, top_k_of
from results import publish
from support.runs import WIDE_STEP, write_long_run, write_wide_step
from support.servers import request_context, rust_data_provider, tensorboard_server
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.files.event_writer import EventFileWriter, new_file_id
from tb_verl_plugin.format import metadata

PREFIX = "/data/plugin/tb_verl"
BLOB_PLUGIN = "blob_baseline"


def generate(logdir: str, steps: int, baseline_dir: str, baseline_steps: int) -> tuple[float, int]:
    """Writes the run through the real logger; also writes the baseline's blob sequences."""
    generator = torch.Generator().manual_seed(0)
    tensors = make_step(RESPONSES, generator)
    top_ids, top_log_probs = top_k_of(RESPONSES, generator)
    everything = SelectionPolicy(
        best=0, worst=0, median=0, highest_entropy=0, random=RESPONSES, whole_group=False, max_samples=RESPONSES
    )
    started = time.perf_counter()
    with TraceLogger(os.path.join(logdir, "long"), selection=everything, top_k=TOP_K, max_queue=4) as logger:
        for step in range(steps):
            logger.log_scalars({"actor/entropy": 1.0 / (step + 1), "critic/score/mean": step / steps}, step)
            log_step(logger, step, tensors, top_k_ids=top_ids, top_k_log_probs=top_log_probs)
    seconds = time.perf_counter() - started
    (store,) = pathlib.Path(logdir, "long").glob(metadata.trace_file_name("*"))
    traces = [bytes(b) for b in read_store_records(store, RESPONSES)]
    writer = EventFileWriter(os.path.join(baseline_dir, "long"), new_file_id())
    for step in range(baseline_steps):
        value = blob_sequence_value("traces", traces, BLOB_PLUGIN, with_metadata=step == 0)
        writer.write_event(event_pb2.Event(step=step, summary=summary_pb2.Summary(value=[value])))
    writer.close()
    return seconds, store.stat().st_size


def read_store_records(path: pathlib.Path, count: int) -> list[bytes]:
    from tb_verl_plugin.format.records import FOOTER_BYTES, HEADER_BYTES, unframe_record

    out = []
    with open(path, "rb") as store:
        for _ in range(count):
            header = store.read(HEADER_BYTES)
            length = int.from_bytes(header[:8], "little")
            out.append(unframe_record(header + store.read(length + FOOTER_BYTES)))
    return out


def resident_mb(pid: int) -> float:
    process = psutil.Process(pid)
    return sum(p.memory_info().rss for p in [process, *process.children(recursive=True)]) / 2**20


def timed_ms(fn) -> float:
    started = time.perf_counter()
    fn()
    return (time.perf_counter() - started) * 1000


def measure_server(
    logdir: str, load_fast: str, steps: int, rng: np.random.Generator, browser: bool
) -> dict[str, float]:
    with tensorboard_server(logdir, load_fast) as server:
        # Wait on the scalars (they do not touch the plugin's index cache), so that the first
        # /steps below is cold: it reads and parses every step's index through the data provider.
        deadline = time.monotonic() + 300
        while server.get_json(f"{PREFIX}/scalars?run=long&tag=critic/score/mean")["points"][-1][0] < steps - 1:
            if time.monotonic() > deadline:
                raise RuntimeError("tensorboard did not load every step in 300 s")
            time.sleep(1)
        time.sleep(3)  # the index of the last step follows its scalars
        cold_ms = timed_ms(lambda: server.get_json(f"{PREFIX}/steps?run=long"))
        listed = len(server.get_json(f"{PREFIX}/steps?run=long")["steps"])
        rss_listed = resident_mb(server.process.pid)
        if listed != steps:
            raise RuntimeError(f"only {listed} of {steps} steps listed")
        steps_ms = [timed_ms(lambda: server.get_json(f"{PREFIX}/steps?run=long")) for _ in range(5)]
        chosen = rng.integers(0, steps, size=100)
        step_ms = [timed_ms(lambda s=s: server.get_json(f"{PREFIX}/step?run=long&step={s}")) for s in chosen[:30]]
        trace_ms = [
            timed_ms(lambda s=s, r=r: server.get_json(f"{PREFIX}/trace?run=long&step={s}&sample={r}"))
            for s, r in zip(chosen, rng.integers(0, RESPONSES, size=100))
        ]
        # A phrase nobody wrote: the search scans every byte of the run's trace store.
        search_ms = statistics.median(
            timed_ms(lambda: server.get_json(f"{PREFIX}/search?run=long&q=no%20such%20phrase")) for _ in range(3)
        )
        timings = bench_frontend.measure(server.url, "long", steps) if browser else {}
        return {
            **timings,
            "rss_mb": resident_mb(server.process.pid),
            "rss_listed_mb": rss_listed,
            "steps_cold_ms": cold_ms,
            "search_ms": search_ms,
            "steps_ms": statistics.median(steps_ms),
            "step_p90_ms": float(np.percentile(step_ms, 90)),
            "trace_p50_ms": float(np.percentile(trace_ms, 50)),
            "trace_p90_ms": float(np.percentile(trace_ms, 90)),
        }


def resident_after_load(logdir: str, steps: int) -> float:
    """TensorBoard's resident memory once every step of ``logdir`` is listed (Rust data server),
    before any trace is read: comparable with ``rss_listed_mb`` of ``measure_server``."""
    with tensorboard_server(logdir, "true") as server:
        deadline = time.monotonic() + 300
        while len(server.get_json(f"{PREFIX}/steps?run=long")["steps"]) < steps and time.monotonic() < deadline:
            time.sleep(1)
        return resident_mb(server.process.pid)


def measure_baseline(baseline_dir: str, baseline_steps: int, rng: np.random.Generator) -> dict[str, float]:
    ctx = request_context()
    with rust_data_provider(baseline_dir, expected_runs=0, samples_per_plugin={BLOB_PLUGIN: 0}) as data_provider:
        deadline = time.monotonic() + 300
        while True:
            sequences = data_provider.read_blob_sequences(
                ctx, experiment_id="", plugin_name=BLOB_PLUGIN, downsample=1 << 30
            )
            loaded = sequences.get("long", {}).get("traces", [])
            if len(loaded) >= baseline_steps or time.monotonic() > deadline:
                break
            time.sleep(1)
        keys = [ref.blob_key for datum in loaded for ref in datum.values]
        latencies = [
            timed_ms(lambda k=keys[i]: data_provider.read_blob(ctx, blob_key=k))
            for i in rng.integers(0, len(keys), 100)
        ]
        server_pid = next(
            p.pid for p in psutil.Process().children(recursive=True) if "data_server" in " ".join(p.cmdline())
        )
        return {
            "steps": len(loaded),
            "rss_mb": psutil.Process(server_pid).memory_info().rss / 2**20,
            "trace_p50_ms": float(np.percentile(latencies, 50)),
            "trace_p90_ms": float(np.percentile(latencies, 90)),
        }


WIDE_BATCH = 256
QUERIES = ("mismatch_max>1 rejected>0.5 score<0.1", '"w12 w7" score<0.5')
"""Asked of every row of the wide run: the issue's example, and a phrase with a condition."""


def write_wide_run(run_dir: str, steps: int) -> float:
    """``steps`` traced steps of a 256-row batch through the real ``log_decisions`` (16 responses
    recorded, every row indexed: score, length, entropy, mismatch, rejected share, a reward part),
    16 tokens a response; returns the seconds it took."""
    generator = torch.Generator().manual_seed(0)
    shape = (WIDE_BATCH, 16)
    responses = torch.randint(0, 200, shape, generator=generator)
    log_probs = -torch.rand(shape, generator=generator) * 3
    started = time.perf_counter()
    with TraceLogger(run_dir, tokenizer=bench_frontend._Words(), max_queue=64) as logger:
        for step in range(steps):
            noise = torch.randn(shape, generator=generator) * (0.2 if step % 50 else 2.0)  # a bad rollout now and then
            logger.log_scalars({"actor/entropy": 1.0 / (step + 1), "critic/score/mean": step / steps}, step)
            logger.log_decisions(
                step,
                responses=responses,
                response_mask=torch.ones(shape),
                old_log_probs=log_probs,
                entropys=torch.rand(shape, generator=generator),
                rollout_log_probs=log_probs + noise,
                rollout_rejected=(noise.abs() > 1).float(),
                scores=torch.rand(WIDE_BATCH, generator=generator),
                uid=[f"{step}-{i // 8}" for i in range(WIDE_BATCH)],
                extra_sample={"novelty": torch.rand(WIDE_BATCH, generator=generator)},
            )
    assert logger.io_errors == 0 and logger.dropped == 0
    return time.perf_counter() - started


def measure_scale(
    logdir: str, run: str, steps: int, queries: tuple[str, ...] = (), diagnosis: bool = True, switch: bool = True
) -> dict[str, float]:
    """A run served by a real TensorBoard (Rust data server): its memory once loaded, the tab
    opened cold in Chromium (see ``bench_frontend.measure_open_and_switch``), the listing and the
    diagnosis again, its memory after, and run-wide queries (median of 3, the index in the page
    cache). ``diagnosis``: False starts TensorBoard with ``--tb_verl_diagnosis=false``."""
    with tensorboard_server(logdir, "true", () if diagnosis else ("--tb_verl_diagnosis=false",)) as server:
        deadline = time.monotonic() + 600
        while server.get_json(f"{PREFIX}/scalars?run={run}&tag=critic/score/mean")["points"][-1][0] < steps - 1:
            if time.monotonic() > deadline:
                raise RuntimeError("tensorboard did not load every step in 600 s")
            time.sleep(1)
        time.sleep(3)
        loaded = resident_mb(server.process.pid)
        browser = bench_frontend.measure_open_and_switch(
            server.url, run, steps, switch=switch and steps > 10
        )  # 10 switches back
        warm_ms = statistics.median(timed_ms(lambda: server.get_json(f"{PREFIX}/steps?run={run}")) for _ in range(5))
        diagnosis_ms = statistics.median(
            timed_ms(lambda: server.get_json(f"{PREFIX}/diagnosis?run={run}")) for _ in range(5)
        )
        rss = resident_mb(server.process.pid)
        found = {}
        for q in queries:
            url = f"{PREFIX}/query?run={run}&q={urllib.parse.quote(q)}"
            found[q] = (
                statistics.median(timed_ms(lambda u=url: server.get_json(u)) for _ in range(3)),
                server.get_json(url)["total"],
            )
    return {
        "steps_ms": warm_ms,
        "diagnosis_ms": diagnosis_ms,
        "rss_loaded_mb": loaded,
        "rss_mb": rss,
        "queries": found,
        **browser,
    }


def wide_step_timings(workdir: str) -> dict:
    """The tab on a step of 8,192 rows (verl's largest batch: ``support.runs.write_wide_step``),
    served by a real TensorBoard: see ``bench_frontend.measure_wide_step``."""
    logdir = os.path.join(workdir, "wide_step")
    write_wide_step(logdir)
    with tensorboard_server(logdir, "true") as server:
        return bench_frontend.measure_wide_step(server.url, "wide", WIDE_STEP)


def main() -> str:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--baseline-steps", type=int, default=200)
    parser.add_argument("--very-long-steps", type=int, default=100_000, help="steps x 16 samples of the very long run")
    parser.add_argument("--wide-steps", type=int, default=10_000, help="steps x 256 indexed rows of the wide run")
    parser.add_argument("--workdir", default=None, help="where to write the run (default: a temp dir, removed after)")
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    workdir = args.workdir or tempfile.mkdtemp(prefix="tbv-reading-")
    logdir, baseline_dir = os.path.join(workdir, "ours"), os.path.join(workdir, "baseline")
    rng = np.random.default_rng(0)
    try:
        write_seconds, store_bytes = generate(logdir, args.steps, baseline_dir, args.baseline_steps)
        bench_frontend.write_long_response(logdir)
        results = {
            mode: measure_server(logdir, mode, args.steps, rng, browser=mode == "true") for mode in ("true", "false")
        }
        baseline = measure_baseline(baseline_dir, args.baseline_steps, rng)
        small_steps = max(1, args.steps // 10)
        small_dir = os.path.join(workdir, "small")
        generate(small_dir, small_steps, os.path.join(workdir, "small-baseline"), 0)
        small_rss = resident_after_load(small_dir, small_steps)
        tiny = os.path.join(workdir, "tiny")
        write_long_run(tiny, steps=10, samples=16)
        scale = {"tiny": measure_scale(tiny, "long", 10)}
        started = time.perf_counter()
        write_long_run(os.path.join(workdir, "very_long"), steps=args.very_long_steps, samples=16)
        write_s = time.perf_counter() - started
        scale["very_long"] = {
            **measure_scale(os.path.join(workdir, "very_long"), "long", args.very_long_steps),
            "write_s": write_s,
        }
        scale["very_long_undiagnosed"] = measure_scale(
            os.path.join(workdir, "very_long"), "long", args.very_long_steps, diagnosis=False, switch=False
        )
        wide_write_s = write_wide_run(os.path.join(workdir, "wide", "wide"), args.wide_steps)
        scale["wide"] = {
            **measure_scale(os.path.join(workdir, "wide"), "wide", args.wide_steps, QUERIES),
            "write_s": wide_write_s,
        }
        index_bytes = sum(
            p.stat().st_size
            for p in pathlib.Path(workdir, "wide", "wide").iterdir()
            if p.name.startswith(("tb_verl_index.", "tb_verl_blocks.", "tb_verl_recorded."))
        )
        wide_step = wide_step_timings(workdir)
    finally:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    per_step_mb = baseline["rss_mb"] / baseline["steps"]
    lines = [
        (
            f"Run: {args.steps} steps x {RESPONSES} responses x 2048 tokens, top-{TOP_K}: "
            f"{store_bytes / 2**30:.2f} GiB of traces, written in {write_seconds:.0f} s by the real logger."
        ),
        "",
        (
            "| storage, loader | TensorBoard RSS (MB) | list all steps, cold / warm (ms) | open a step p90 (ms) | "
            "trace p50 (ms) | trace p90 (ms) |"
        ),
        "|---|---:|---:|---:|---:|---:|",
    ]
    for mode, r in results.items():
        lines.append(
            f"| tb_verl trace store, --load_fast={mode} | {r['rss_mb']:.0f} | {r['steps_cold_ms']:.0f} / "
            f"{r['steps_ms']:.0f} | {r['step_p90_ms']:.1f} | {r['trace_p50_ms']:.1f} | {r['trace_p90_ms']:.1f} |"
        )
    lines.append(
        f"| baseline: TensorBoard blob sequences, Rust data server, {baseline['steps']} steps kept | "
        f"{baseline['rss_mb']:.0f} (data server alone; x{args.steps / baseline['steps']:.0f} steps ≈ "
        f"{per_step_mb * args.steps:.0f}) | – | – | {baseline['trace_p50_ms']:.1f} | {baseline['trace_p90_ms']:.1f} |"
    )
    browser = results["true"]
    lines += [
        "",
        (
            f"Text search of every step (a phrase found nowhere, so all {store_bytes / 2**30:.2f} GiB are scanned; "
            f"--load_fast=true): {browser['search_ms']:.0f} ms, median of 3 (the store in the page cache)."
        ),
    ]
    lines += [
        "",
        (
            f"Frontend in Chromium (--load_fast=true): switching steps on the {args.steps}-step run "
            f"{browser['switch_ms']:.0f} ms (median of 10, key press to the new path painted); "
            f"a {bench_frontend.LONG_RESPONSE}-token response {browser['long_trace_ms']:.0f} ms "
            "(median of 5, the key opening it, scroll to the end, the last token's hover card painted)."
        ),
    ]
    ours = results["true"]
    growth = (ours["rss_listed_mb"] - small_rss) / (args.steps - small_steps) * 1000
    lines += [
        "",
        (
            f"TensorBoard's memory with run length (--load_fast=true, every step listed, no trace read yet): "
            f"{small_rss:.0f} MB at {small_steps} steps, {ours['rss_listed_mb']:.0f} MB at {args.steps} steps: "
            f"about {growth:.0f} KB per logged step of 16 recorded samples (the index in the data server and "
            f"its parsed cache in the plugin), against {per_step_mb * 1000:.0f} KB per step for blob sequences. "
            f"After the reads above: {ours['rss_mb']:.0f} MB."
        ),
        "",
        (
            f"Memory ratio at {args.steps} steps, tb_verl / blob sequences (extrapolated): "
            f"{ours['rss_mb'] / (per_step_mb * args.steps):.3f}; trace p90 ratio: "
            f"{ours['trace_p90_ms'] / baseline['trace_p90_ms']:.2f}."
        ),
    ]
    tiny, very_long, wide = scale["tiny"], scale["very_long"], scale["wide"]
    lines += [
        "",
        (
            "Long runs, --load_fast=true, the tab opened cold in Chromium (each open a fresh browser context; the "
            "first is the server's first open of the run, then the median of three): from navigation to the newest "
            "step's decision path on screen (TensorBoard's own app loads first, whatever the run: its part is the "
            "same on a 10-step run), the tab's own part of it (from its frame's start), TensorBoard's RSS (all its "
            "processes) once the run is loaded and after the tab opened, a step switch (median of 10) and the listing "
            "asked again:"
        ),
        "",
        (
            "| run | written in | open, first / median (s) | of which TensorBoard's app (s) | the tab's own (s), x the "
            "10-step run's | RSS loaded / after open (MB) | switch (ms) | list again (ms) |"
        ),
        "|---|---:|---:|---:|---:|---:|---:|---:|",
        (
            f"| 10 steps x 16 recorded | – | {tiny['open_s']:.2f} / {tiny['open_median_s']:.2f} | {tiny['app_s']:.2f} "
            f"/ {tiny['app_median_s']:.2f} | {tiny['tab_s']:.2f} / {tiny['tab_median_s']:.2f} | "
            f"{tiny['rss_loaded_mb']:.0f} / {tiny['rss_mb']:.0f} | – | {tiny['steps_ms']:.0f} |"
        ),
    ]
    for name, row in (
        (f"{args.very_long_steps} steps x 16 recorded", very_long),
        (f"{args.wide_steps} steps x {WIDE_BATCH} indexed, 16 recorded", wide),
    ):
        lines.append(
            f"| {name} | {row['write_s']:.0f} s | {row['open_s']:.2f} / {row['open_median_s']:.2f} | "
            f"{row['app_s']:.2f} / {row['app_median_s']:.2f} | {row['tab_s']:.2f} / {row['tab_median_s']:.2f}, "
            f"x{row['tab_median_s'] / tiny['tab_median_s']:.1f} | {row['rss_loaded_mb']:.0f} / {row['rss_mb']:.0f} | "
            f"{row['switch_ms']:.0f} | {row['steps_ms']:.0f} |"
        )
    undiagnosed = scale["very_long_undiagnosed"]
    lines += [
        "",
        (
            f"Diagnosis on the {args.very_long_steps}-step run, the tab's own part of the open (first / median of "
            f"three, to the path on screen and the diagnosis strip answered): {very_long['tab_s']:.2f} / "
            f"{very_long['tab_median_s']:.2f} s with the diagnosis, {undiagnosed['tab_s']:.2f} / "
            f"{undiagnosed['tab_median_s']:.2f} s with `--tb_verl_diagnosis=false`, so the diagnosis adds "
            f"{very_long['tab_s'] - undiagnosed['tab_s']:+.2f} / "
            f"{very_long['tab_median_s'] - undiagnosed['tab_median_s']:+.2f} s (goal: at most 0.2 s); `/diagnosis` "
            f"answers in {very_long['diagnosis_ms']:.0f} ms once the plugin has read the run ahead (median of 5)."
        ),
    ]
    queries = "; ".join(f"`{q}`: {ms:.0f} ms ({total} rows)" for q, (ms, total) in wide["queries"].items())
    lines += [
        "",
        (
            f"Run-wide queries over the {args.wide_steps * WIDE_BATCH:,} rows of the wide run (`/query`, median of "
            f"3): {queries}. Its index (index store and block store, every row twice; the recorded "
            "store, the recorded rows again) takes "
            f"{index_bytes / (args.wide_steps * WIDE_BATCH):.0f} bytes a row on disk."
        ),
    ]
    errors = wide_step["wide_errors"]
    lines += [
        "",
        "A step of 8,192 rows in Chromium (verl's largest batch: 1,024 GRPO groups of 8, every row indexed, the "
        f"default selection's few recorded): on screen {wide_step['wide_open_ms']:.0f} ms after `/step` answers "
        f"(median of 3 opens; goal 1 s: x{wide_step['wide_open_ms'] / 1000:.2f} of it), sorted by a column in "
        f"{wide_step['wide_sort_ms']:.0f} ms and filtered in {wide_step['wide_filter_ms']:.0f} ms (click or keystroke "
        f"to the table painted, medians; goal 200 ms: x{wide_step['wide_sort_ms'] / 200:.2f} and "
        f"x{wide_step['wide_filter_ms'] / 200:.2f} of it); "
        + (f"{len(errors)} page errors, the first: {errors[0]}." if errors else "no page error."),
    ]
    table = "\n".join(lines)
    publish(table, args.out)
    return table


if __name__ == "__main__":
    main()
