"""The logger at the size verl's example scripts run (``make bench``): a step of 8,192 rows x up to
4,096 tokens, and one of 4,096 x 1,024, logged as verl's v1 capture logs it
(``tb_verl_logger.verl.capture.v1``): the whole batch's exploration statistics, the index statistics
the choice of rows needs, the choice, then ``log_decisions`` of the chosen rows with their top-5
alternatives and every row of the batch indexed (``whole_batch``). In both layouts verl hands a batch
over: jagged (v1's TransferQueue: each row its own tokens, read as they are) and padded to ``[B, R]``
(v0's ``DataProto``); and jagged with two tool outputs in every row (verl's agent loops: the mask 0
at them), whose turns the statistics count.

The batch: lengths spread over [R/8, R] with 5% cut at R, GRPO groups of 8, ids from a 152k
vocabulary, every per-token float verl gives (entropy, old/ref/rollout log-probs, values,
advantages, returns, token rewards) as fp32. Each size runs in a process of its own, so its peak
memory is its own. Reported beside a floor measured in the same process: one pass reading the same
tensors (each one's sum), what any statistic of the whole batch must at least cost (CPU time, as the
ratio's other side).

- calling thread: the median wall time of the capture's calls per step, and the calling thread's
  own CPU time over them (on a busy machine the wall time grows with the load; the CPU time much
  less). One torch thread: what verl's trainer has. Its TaskRunner is a Ray actor without
  ``num_cpus``, and Ray sets such an actor's ``OMP_NUM_THREADS`` to 1 unless the user set it
  (``ray._private.utils.set_omp_num_threads_if_unset``), which torch's intra-op pool follows;
- peak extra memory: the process's peak resident memory while it logs a step (the calling thread
  and the writer thread both) above its memory before, against the batch tensors' own bytes (goal:
  at most a quarter); the first step's apart, where the allocator's heaps grow to what the later
  steps reuse;
- writer: the writer thread's CPU time per step (its own clock), bytes on disk per row and per
  1,000 steps, steps dropped (goal: at most 2 s of CPU a step at 8,192 x 4,096, a step every 10 s).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from results import publish

SIZES = ((4096, 1024, 0.150), (8192, 4096, 1.0))
"""Rows, tokens and the goal for the calling thread's time a step (seconds)."""
LAYOUTS = ("jagged", "padded", "jagged multi-turn")
"""How the fields come: jagged as v1's TransferQueue hands them over, padded as v0's DataProto holds them;
multi-turn: jagged, each row with two tool outputs (verl's agent loops), at a third and two thirds of it,
a twelfth of it each."""
GROUP, TOP_K, VOCAB, STEPS = 8, 5, 152_000, 4
TORCH_THREADS = 1
"""torch's intra-op threads in verl's TaskRunner (the module's docstring says why)."""
PADDED_FIELDS = (
    "response_mask",
    "entropy",
    "old_log_probs",
    "responses",
    "rollout_log_probs",
    "ref_log_prob",
    "rm_scores",
)
"""What v1's capture reads of every row from TransferQueue and pads (its EXPLORATION_FIELDS and the index's)."""
FIELDS = (
    "entropys",
    "old_log_probs",
    "ref_log_prob",
    "rollout_log_probs",
    "values",
    "advantages",
    "returns",
    "token_level_rewards",
)


def memory_kb(field: str) -> int:
    """This process's ``VmRSS`` (resident now) or ``VmHWM`` (its peak) in kB, as Linux reports them."""
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith(field + ":"))


def reset_peak_memory() -> int:
    """Starts the peak over (Linux: 5 into ``clear_refs`` sets ``VmHWM`` to the resident memory
    now, so the peak is that of what follows, not of building the batch); the resident memory."""
    with open("/proc/self/clear_refs", "w") as clear:
        clear.write("5")
    return memory_kb("VmRSS")


def _values(tensor: Any) -> Any:
    """A field's own values: a jagged one's run of tokens, a padded one as it is."""
    return tensor.values() if getattr(tensor, "is_nested", False) else tensor


def measure(rows: int, length: int, kind: str) -> dict[str, Any]:
    """One size and layout (one of :data:`LAYOUTS`), in this process: the capture's calls over
    ``STEPS`` steps (the first warms up)."""
    import torch

    from tb_verl_logger import TraceLogger
    from tb_verl_logger.rows.choice import RANKED_BY, ranking
    from tb_verl_logger.rows.row_statistics import index_stats, to_host
    from tb_verl_logger.statistics import layout
    from tb_verl_plugin.format import fields

    torch.set_num_threads(TORCH_THREADS)
    generator = torch.Generator().manual_seed(0)
    lengths = torch.randint(length // 8, length + 1, (rows,), generator=generator)
    lengths[torch.randperm(rows, generator=generator)[: rows // 20]] = length  # cut at the limit
    positions = torch.arange(length)[None, :]
    kept = positions < lengths[:, None]  # each row's tokens, its tool outputs' too
    mask = kept.float()
    batch = {name: torch.randn(rows, length, generator=generator) * mask for name in FIELDS}
    jagged = kind != "padded"
    if kind == "jagged multi-turn":  # the tool outputs: in the rows' tokens, not the policy's
        for share in (1 / 3, 2 / 3):
            start = (lengths * share).long()[:, None]
            mask *= (positions < start) | (positions >= start + lengths[:, None] // 12)
    batch["entropys"] = batch["entropys"].abs()
    for name in ("old_log_probs", "ref_log_prob", "rollout_log_probs"):
        batch[name] = -batch[name].abs()
    batch["rollout_log_probs"] = batch["old_log_probs"] + torch.randn(rows, length, generator=generator) * 0.01 * kept
    responses = torch.randint(0, VOCAB, (rows, length), generator=generator) * kept
    uid = [f"prompt-{i // GROUP}" for i in range(rows)]
    scores = torch.rand(rows, generator=generator).numpy()
    if jagged:  # as TransferQueue hands v1's fields over: each row its own tokens
        offsets = torch.cat([torch.zeros(1, dtype=torch.int64), lengths.cumsum(0)])

        def as_read(tensor: torch.Tensor) -> torch.Tensor:
            return torch.nested.nested_tensor_from_jagged(tensor[kept], offsets, max_seqlen=int(lengths.max()))

        batch = {name: as_read(tensor) for name, tensor in batch.items()}
        mask, responses = as_read(mask), as_read(responses)
    batch_bytes = sum(_values(t).numel() * t.element_size() for t in (*batch.values(), mask, responses))
    by_argument = fields.by_argument()

    def chosen_rows(tensor: torch.Tensor, picked: list[int]) -> torch.Tensor:
        """The chosen rows as ``[n, length]``: v1's capture cuts them from the jagged read."""
        rows = layout.RowCutter(tensor).padded(picked)
        return torch.nn.functional.pad(rows, [0, length - rows.shape[1]])

    def capture(logger: TraceLogger, step: int) -> None:
        logger.log_exploration(
            step,
            response_mask=mask,
            entropys=batch["entropys"],
            old_log_probs=batch["old_log_probs"],
            responses=responses,
            uid=uid,
            scores=scores,
            rollout_log_probs=batch["rollout_log_probs"],
        )
        stats = to_host(index_stats(mask, {by_argument[a].name: t for a, t in batch.items()}, only=RANKED_BY))
        chosen = logger.selection.select(step, rows, rewards=scores, groups=uid, **ranking(stats))
        picked = list(chosen)
        top_ids = torch.randint(0, VOCAB, (len(picked), length, TOP_K), generator=generator)
        top_log_probs = -torch.rand(len(picked), length, TOP_K, generator=generator).sort(dim=-1).values
        whole = {
            **batch,
            "response_mask": mask,
            "scores": scores,
            "uid": uid,
            "responses": responses,
            "index_stats": stats,
        }
        logger.log_decisions(
            step,
            responses=chosen_rows(responses, picked),
            response_mask=chosen_rows(mask, picked),
            **{a: chosen_rows(t, picked) for a, t in batch.items()},
            top_k_ids=top_ids,
            top_k_log_probs=top_log_probs,
            scores=scores[picked],
            uid=[uid[r] for r in picked],
            sample_indices=picked,
            batch_size=rows,
            selected_because=[chosen[r] for r in picked],
            whole_batch=whole,
            max_response_length=length,
            eos_token_id=2,
        )

    padding = []
    if kind == "jagged":  # what v1's capture did before it read jagged fields: pad each to [B, R]
        for _ in range(3):
            started = time.thread_time()
            mask.to_padded_tensor(0.0, output_size=(rows, length))
            padding.append(time.thread_time() - started)

    floor = []
    for _ in range(3):
        started = time.thread_time()
        for tensor in (*batch.values(), mask, responses):
            float(_values(tensor).sum())
        floor.append(time.thread_time() - started)

    with tempfile.TemporaryDirectory(prefix="tbv-scale-") as work:  # a step of 8,192 rows is megabytes on disk
        calling, calling_cpu, writer_cpu = [], [], []
        with TraceLogger(os.path.join(work, "run"), top_k=TOP_K, diagnose=False) as logger:
            clock = time.pthread_getcpuclockid(logger._writer.thread.ident)  # the writer thread's own CPU clock
            peaks = []
            for step in range(STEPS):
                resident = reset_peak_memory()
                cpu = time.clock_gettime(clock)
                started, started_cpu = time.perf_counter(), time.thread_time()
                capture(logger, step)
                elapsed, elapsed_cpu = time.perf_counter() - started, time.thread_time() - started_cpu
                logger.flush()  # the writer done with the step (a real step takes far longer than its writing)
                peaks.append(memory_kb("VmHWM") - resident)
                if step:
                    calling.append(elapsed)
                    calling_cpu.append(elapsed_cpu)
                    writer_cpu.append(time.clock_gettime(clock) - cpu)
            dropped = logger.dropped
        on_disk = sum(os.path.getsize(os.path.join(root, f)) for root, _, files in os.walk(work) for f in files)
    return {
        "rows": rows,
        "length": length,
        "tokens": int(mask.sum()),
        "batch_mb": batch_bytes / 1e6,
        "calling_s": statistics.median(calling),
        "calling_cpu_s": statistics.median(calling_cpu),
        "load": os.getloadavg()[0],
        "floor_s": min(floor),
        "padding_s": min(padding) * len(PADDED_FIELDS) if padding else None,
        "layout": kind,
        "first_peak_mb": peaks[0] / 1e3,
        "peak_extra_mb": max(peaks[1:]) / 1e3,
        "writer_cpu_s": statistics.median(writer_cpu),
        "bytes_per_row": on_disk / (rows * STEPS),
        "gb_per_1000_steps": on_disk / STEPS * 1000 / 1e9,
        "dropped": dropped,
    }


def render(results: list[dict[str, Any]]) -> str:
    goals = {(rows, length): goal for rows, length, goal in SIZES}
    lines = [
        (
            "A verl-scale step logged as verl's v1 capture logs it (exploration statistics, the choice, "
            f"`log_decisions` with every row indexed, top-{TOP_K} for the recorded rows), each size and layout in "
            f"its own process, {TORCH_THREADS} torch thread (verl's trainer's: Ray gives its TaskRunner "
            "OMP_NUM_THREADS=1). Jagged: the fields as v1's TransferQueue hands them over (each row its own tokens), "
            "read as they are; padded: `[B, R]`, as the legacy trainer's `DataProto` holds them; jagged multi-turn: "
            "jagged, two tool outputs in each row (a twelfth of it each, at a third and two thirds of it), as verl's "
            "agent loops give them, per-turn statistics added. "
            "The floor: one pass reading the same tensors (each one's sum), measured in the same process, as CPU "
            "time, as is the calling thread's time it is compared with. The "
            "calling thread's wall time and its own CPU time (the goal is for the time; on a busy machine the CPU "
            "time is the steadier figure: the load is the machine's 1-minute load average on its 2 cores)."
        ),
        "",
        (
            "| rows x tokens (kept) | layout | batch MB | calling thread s/step (goal) | its CPU s/step | floor s "
            "| x floor | peak extra MB (x batch) | first step's MB | writer CPU s/step | bytes/row on disk "
            "| GB per 1,000 steps | dropped | load |"
        ),
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for result in results:
        goal = goals[result["rows"], result["length"]]
        lines.append(
            f"| {result['rows']:,} x {result['length']:,} ({result['tokens'] / 1e6:.1f}M) | {result['layout']} "
            f"| {result['batch_mb']:,.0f} "
            f"| {result['calling_s']:.3f} ({goal:g}) | {result['calling_cpu_s']:.3f} | {result['floor_s']:.3f} | "
            f"{result['calling_cpu_s'] / result['floor_s']:.1f} | {result['peak_extra_mb']:,.0f} "
            f"({result['peak_extra_mb'] / result['batch_mb']:.2f}) | {result['first_peak_mb']:,.0f} | "
            f"{result['writer_cpu_s']:.2f} | {result['bytes_per_row']:.0f} | {result['gb_per_1000_steps']:.2f} | "
            f"{result['dropped']} | {result['load']:.1f} |"
        )
    jagged = [r for r in results if r["layout"] == "jagged"]
    lines += [
        "",
        "What v1's capture spent before it read the jagged fields as they are: padding each to [B, R] "
        f"(`to_padded_tensor`), {len(PADDED_FIELDS)} fields a step, "
        + ", ".join(f"{r['padding_s']:.2f} s of CPU at {r['rows']:,} x {r['length']:,}" for r in jagged)
        + " (one field's padding measured, times the fields).",
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=None, help="also write the markdown table here")
    parser.add_argument("--one", nargs=3, metavar=("ROWS", "TOKENS", "LAYOUT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:  # a size in this process (the parent runs each in its own)
        rows, length, kind = args.one
        print(json.dumps(measure(int(rows), int(length), kind)))
        return
    results = []
    for rows, length, _ in SIZES:
        for kind in LAYOUTS:
            done = subprocess.run(
                [sys.executable, __file__, "--one", str(rows), str(length), kind],
                capture_output=True,
                text=True,
                check=True,
            )
            results.append(json.loads(done.stdout.strip().splitlines()[-1]))
    table = render(results)
    publish(table, args.out)


if __name__ == "__main__":
    main()
