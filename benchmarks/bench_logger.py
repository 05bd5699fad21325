"""Logger benchmark: bytes per token and time per step of tb_verl against baselines measured in the
same run (``make bench``). Timings are medians over repeats; the machine is noisy, so read ratios.

One step's traces = 16 responses x 2048 tokens: token id, 6 per-token floats (log-prob, entropy,
value, advantage, return, ref log-prob) and top-5 alternatives (ids + log-probs). tb_verl also
stores the KL to the reference computed in fp32 (a 7th float, 2 B/token); the limit packs it too.

Rows:
- JSON lines: what verl's rollout dumps do (Python lists in json.dumps), one line per response.
- TB text: a markdown table per response through TensorBoard's own event writer.
- TB writer: our protobuf payload through TensorBoard's own writer (its CRC32C is pure Python).
- limit: packing the arrays (with the KL) to fp16/int32 and one raw write of those bytes.
- tb_verl: the real ``TraceLogger.log_decisions`` + ``flush()``, from tensors to bytes on disk.
- calling thread: what ``log_decisions`` costs the training loop on a 256 x 2048 batch of which
  16 rows are recorded (selection, gather, device-to-host copy, enqueue).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from collections.abc import Callable

import numpy as np
import torch
from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2, types_pb2
from tensorboard.plugins.text import summary_v2 as text_summary
from tensorboard.summary.writer.event_file_writer import EventFileWriter as TensorBoardEventWriter

from results import publish
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.files.index_store import BLOCK_ROWS, IndexStore
from tb_verl_logger.rows.batch_data import RowSummaries, RowValues
from tb_verl_logger.rows.choice import RANKED_BY
from tb_verl_logger.rows.deferred_index import IndexDeferral, PendingSummaries
from tb_verl_logger.rows.row_statistics import calling_thread_stats, index_stats, to_host
from tb_verl_logger.rows.summaries import LaterRowStatistics, unrecorded_rows
from tb_verl_plugin.format import codec, fields, index_entries, metadata

RESPONSES, LENGTH, TOP_K = 16, 2048, 5
STEP_FIELDS = tuple(
    fields.by_name(name) for name in ("log_prob", "entropy", "value", "advantage", "returns", "ref_log_prob")
)
"""The per-token floats of a PPO step, as the field table knows them (``argument``: the
``log_decisions`` keyword, the key of ``make_step``; ``name``: the trace's)."""
FLOAT_FIELDS = tuple(field.argument for field in STEP_FIELDS)


def make_step(batch: int, generator: torch.Generator, length: int = LENGTH) -> dict[str, torch.Tensor]:
    """A step's tensors keyed by ``log_decisions`` keyword: log-probs <= 0, entropy >= 0."""
    tensors = {name: torch.randn(batch, length, generator=generator) for name in FLOAT_FIELDS}
    for field in STEP_FIELDS:
        if field.name in ("log_prob", "ref_log_prob", "entropy"):
            sign = 1 if field.name == "entropy" else -1
            tensors[field.argument] = sign * tensors[field.argument].abs()
    tensors["responses"] = torch.randint(0, 150_000, (batch, length), generator=generator)
    tensors["response_mask"] = torch.ones(batch, length)
    tensors["scores"] = torch.rand(batch, generator=generator)
    return tensors


def top_k_of(
    batch: int, generator: torch.Generator, length: int = LENGTH, k: int = TOP_K
) -> tuple[torch.Tensor, torch.Tensor]:
    ids = torch.randint(0, 150_000, (batch, length, k), generator=generator)
    log_probs = -torch.rand(batch, length, k, generator=generator).sort(dim=-1).values * 5
    return ids, log_probs


def blob_sequence_value(
    tag: str, blobs: list[bytes], plugin_name: str, with_metadata: bool
) -> summary_pb2.Summary.Value:
    """A TensorBoard blob sequence: what storing traces in TensorBoard's own data would write."""
    value = summary_pb2.Summary.Value(
        tag=tag,
        tensor=tensor_pb2.TensorProto(
            dtype=types_pb2.DT_STRING,
            string_val=blobs,
            tensor_shape=tensor_shape_pb2.TensorShapeProto(
                dim=[tensor_shape_pb2.TensorShapeProto.Dim(size=len(blobs))]
            ),
        ),
    )
    if with_metadata:
        value.metadata.CopyFrom(
            summary_pb2.SummaryMetadata(
                plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name=plugin_name),
                data_class=summary_pb2.DATA_CLASS_BLOB_SEQUENCE,
            )
        )
    return value


def log_step(logger: TraceLogger, step: int, tensors: dict[str, torch.Tensor], **extra: object) -> None:
    """The real ``log_decisions`` call with every field of ``make_step``."""
    logger.log_decisions(
        step,
        responses=tensors["responses"],
        response_mask=tensors["response_mask"],
        scores=tensors["scores"],
        **{name: tensors[name] for name in FLOAT_FIELDS},
        **extra,
    )


def median_time(fn: Callable[[], object], repeats: int, between: Callable[[], object] | None = None) -> float:
    """Median wall time of ``fn``; ``between`` runs untimed after each call (e.g. a flush)."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
        if between is not None:
            between()
    return statistics.median(times)


def dir_bytes(path: str) -> int:
    return sum(os.path.getsize(os.path.join(path, f)) for f in os.listdir(path) if not f.startswith("."))


def main() -> list[tuple[str, float, float, str]]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument("--out", default=None, help="also write the markdown table here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tbv-bench-") as work:  # the runs are hundreds of megabytes
        return measure(args.repeats, args.out, work)


def measure(repeats: int, table_path: str | None, work: str) -> list[tuple[str, float, float, str]]:
    """Every table of the bench, its files written under ``work``."""
    torch.set_num_threads(2)
    generator = torch.Generator().manual_seed(0)
    step = make_step(RESPONSES, generator)
    top_ids, top_log_probs = top_k_of(RESPONSES, generator)
    host = {name: t.numpy() for name, t in step.items()}
    tokens = RESPONSES * LENGTH
    rows: list[tuple[str, float, float, str]] = []

    # Baseline 1: JSON lines of Python lists.
    json_path = os.path.join(work, "rollout.jsonl")

    def json_lines() -> None:
        with open(json_path, "a") as out:
            for r in range(RESPONSES):
                record = {
                    "responses": host["responses"][r].tolist(),
                    "top_k_ids": top_ids[r].tolist(),
                    "top_k_log_probs": top_log_probs[r].tolist(),
                }
                record.update({name: host[name][r].tolist() for name in FLOAT_FIELDS})
                out.write(json.dumps(record) + "\n")

    json_time = median_time(json_lines, repeats)
    json_bytes = os.path.getsize(json_path) / repeats / tokens
    rows.append(("JSON lines (rollout-dump style)", json_bytes, json_time, "baseline"))

    # Baseline 2: TensorBoard text summaries, a markdown table per response.
    text_dir = os.path.join(work, "text")
    text_writer = TensorBoardEventWriter(text_dir)

    def text_tables() -> None:
        for r in range(RESPONSES):
            lines = ["| token | " + " | ".join(FLOAT_FIELDS) + " | top-5 |", "|" + "---|" * (len(FLOAT_FIELDS) + 2)]
            for t in range(LENGTH):
                floats = " | ".join(f"{host[name][r, t]:.4g}" for name in FLOAT_FIELDS)
                top = " ".join(f"{int(i)}:{float(p):.3g}" for i, p in zip(top_ids[r, t], top_log_probs[r, t]))
                lines.append(f"| {host['responses'][r, t]} | {floats} | {top} |")
            text_writer.add_event(
                event_pb2.Event(step=1, summary=text_summary.text_pb(f"response/{r}", "\n".join(lines)))
            )
        text_writer.flush()

    text_time = median_time(text_tables, max(1, repeats // 2))
    text_writer.close()
    text_bytes = dir_bytes(text_dir) / max(1, repeats // 2) / tokens
    rows.append(("TensorBoard text summaries (markdown)", text_bytes, text_time, ""))

    # The same protobuf payload as ours, through TensorBoard's own writer (pure-Python CRC32C).
    records = [
        codec.HostTrace(
            step=1,
            sample_index=r,
            token_ids=host["responses"][r],
            token_fields={field.name: host[field.argument][r] for field in STEP_FIELDS},
            top_k_ids=top_ids[r].numpy(),
            top_k_log_probs=top_log_probs[r].numpy(),
        )
        for r in range(RESPONSES)
    ]
    blobs = [codec.encode_trace(record).SerializeToString() for record in records]
    tb_dir = os.path.join(work, "tbwriter")
    tb_writer = TensorBoardEventWriter(tb_dir)

    def tensorboard_writer() -> None:
        event = event_pb2.Event(
            step=1, summary=summary_pb2.Summary(value=[blob_sequence_value("traces", blobs, "blob_baseline", True)])
        )
        tb_writer.add_event(event)
        tb_writer.flush()

    tb_time = median_time(tensorboard_writer, max(1, repeats // 2))
    tb_writer.close()
    rows.append(
        (
            "TensorBoard's own event writer, our payload",
            dir_bytes(tb_dir) / max(1, repeats // 2) / tokens,
            tb_time,
            "pure-Python CRC32C",
        )
    )

    # The limit: pack to fp16/int32 and write the bytes once.
    raw_path = os.path.join(work, "raw.bin")

    kl = host["old_log_probs"] - host["ref_log_prob"]  # tb_verl also stores this 7th float

    def packed_write() -> None:
        parts = [
            host["responses"].astype("<i4").tobytes(),
            top_ids.numpy().astype("<i4").tobytes(),
            top_log_probs.numpy().astype("<f2").tobytes(),
            kl.astype("<f2").tobytes(),
        ]
        parts += [host[name].astype("<f2").tobytes() for name in FLOAT_FIELDS]
        with open(raw_path, "ab") as out:
            out.write(b"".join(parts))
            out.flush()

    limit_time = median_time(packed_write, repeats)
    rows.append(
        ("limit: pack fp16/int32 + raw write", os.path.getsize(raw_path) / repeats / tokens, limit_time, "limit")
    )

    # tb_verl: the real log_decisions path, tensors to bytes on disk (no tokenizer: ids only).
    ours_dir = os.path.join(work, "ours")
    everything = SelectionPolicy(
        best=0, worst=0, median=0, highest_entropy=0, random=RESPONSES, whole_group=False, max_samples=RESPONSES
    )
    with TraceLogger(ours_dir, selection=everything, top_k=TOP_K) as logger:
        logger.flush()
        before = dir_bytes(ours_dir)
        counter = iter(range(10**9))

        def ours() -> None:
            log_step(logger, next(counter), step, top_k_ids=top_ids, top_k_log_probs=top_log_probs)
            logger.flush()

        ours_time = median_time(ours, repeats)
        ours_bytes = (dir_bytes(ours_dir) - before) / repeats / tokens
        writer_time = logger.stats.encode_write_seconds / logger.stats.steps
    rows.append(
        ("tb_verl writer thread: encode + write (WriterStats)", ours_bytes, writer_time, "the logger's own cost")
    )
    rows.append(
        ("tb_verl log_decisions + flush, end to end", ours_bytes, ours_time, "incl. calling thread and hand-off")
    )

    # The calling thread on a verl-sized batch: 256 x 2048, 16 recorded.
    big = make_step(256, generator)
    with TraceLogger(os.path.join(work, "calling"), selection=SelectionPolicy(random=11), max_queue=64) as logger:
        counter = iter(range(10**9))

        def calling_thread() -> None:
            log_step(logger, next(counter), big, uid=[str(i // 8) for i in range(256)])

        # Training steps are seconds apart: let the writer drain between calls, untimed, so the
        # figure is the training loop's own cost, not contention with a backlog.
        calling_time = median_time(calling_thread, repeats * 2, between=logger.flush)
    rows.append(
        ("tb_verl calling thread, 256x2048 batch, 16 recorded", float("nan"), calling_time, "training loop's cost")
    )

    # A rollout dump writes the whole batch: JSON lines of all 256 rows, the calling thread's baseline.
    big_host = {name: t.numpy() for name, t in big.items()}
    whole_batch_path = os.path.join(work, "whole.jsonl")

    def json_whole_batch() -> None:
        with open(whole_batch_path, "a") as out:
            for r in range(256):
                record = {"responses": big_host["responses"][r].tolist()}
                record.update({name: big_host[name][r].tolist() for name in FLOAT_FIELDS})
                out.write(json.dumps(record) + "\n")

    whole_json_time = median_time(json_whole_batch, 1)
    extra = (
        f"Calling thread on the 256 x 2048 batch: {calling_time * 1000:.1f} ms, "
        f"1/{whole_json_time / calling_time:.0f} of dumping that batch as JSON lines ({whole_json_time * 1000:.0f} "
        f"ms, no top-k) and 1/{json_time / calling_time:.0f} of dumping only the 16 recorded rows."
    )

    table = (
        render(rows, json_time, limit_time)
        + "\n\n"
        + extra
        + "\n\n"
        + scaling(work, generator, repeats)
        + "\n\n"
        + every_row_index_cost(work, generator, repeats)
        + "\n\n"
        + online_diagnosis_cost(work, generator)
        + "\n\n"
        + all_traces_cost(work, generator, repeats)
        + "\n\n"
        + exploration_cost(generator)
        + "\n\n"
        + top_k_cost(generator)
    )
    publish(table, table_path)
    return rows


def scaling(work: str, generator: torch.Generator, repeats: int) -> str:
    """How the logger's cost grows: writer time with response length and top-k (16 rows recorded),
    calling-thread time with batch size (2048 tokens, no top-k)."""
    lines = [
        "How the cost grows (medians; writer = encode + write of 16 recorded responses):",
        "",
        "| batch x length, top-k | writer ms/step | writer bytes/token | calling thread ms |",
        "|---|---:|---:|---:|",
    ]
    for batch, length, k in (
        (256, 512, 5),
        (256, 2048, 0),
        (256, 2048, 5),
        (256, 2048, 20),
        (64, 2048, 5),
        (1024, 2048, 5),
        (256, 8192, 5),
    ):
        tensors = make_step(batch, generator, length)
        extra: dict[str, object] = {"uid": [str(i // 8) for i in range(batch)]}
        if k:
            top_ids, top_log_probs = top_k_of(batch, generator, length, k)
            extra.update(top_k_ids=top_ids, top_k_log_probs=top_log_probs)
        run_dir = os.path.join(work, f"scale-{batch}-{length}-{k}")
        with TraceLogger(run_dir, selection=SelectionPolicy(random=11), max_queue=64) as logger:
            counter = iter(range(10**9))
            calling = median_time(
                lambda: log_step(logger, next(counter), tensors, **extra), repeats, between=logger.flush
            )
            stats = logger.stats
        tokens = stats.traces * length
        lines.append(
            f"| {batch} x {length}, {k} | {stats.encode_write_seconds / stats.steps * 1000:.1f} | "
            f"{stats.trace_bytes / tokens:.1f} | {calling * 1000:.1f} |"
        )
    return "\n".join(lines)


def every_row_index_cost(work: str, generator: torch.Generator, repeats: int) -> str:
    """What indexing every row of the batch costs (the step index lists the rows not recorded by a
    summary). The selection ranks every row by its mean entropy and largest |mismatch| whether or
    not the index keeps them (the default ``highest_entropy`` and ``largest_mismatch``), so the
    calling thread computes those anyway. Of a CPU batch it then hands the writer thread the
    tensors for the rest (``deferred_index``): the added part is that hand-over, set against the
    calling thread without it. While the writer has not read the previous batch (or for a GPU or
    inference-mode batch) the calling thread computes the rest itself: that added part too. On the
    writer thread: reading the rest, building the index and appending it to the index store (its
    block, every few thousand rows, included); and the index's bytes per row on disk (index store
    and block store: every row twice; the recorded store: the recorded rows again). Each part is
    timed by itself, with the functions ``log_decisions`` calls; the calling thread is the whole
    ``log_decisions`` call."""
    lines = [
        (
            "Every row indexed (16 recorded, the rest by their summary; log-prob, entropy, KL, rollout log-prob, "
            "rejected marks, 3-gram repetition and longest run):"
        ),
        "",
        (
            "| batch x length | calling thread ms | ranking part ms | index added ms | added share | "
            "added when indexed on the calling thread ms (share) | writer index ms/step | index bytes/row |"
        ),
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for batch, length in ((256, 2048), (1024, 8192)):
        tensors = make_step(batch, generator, length)
        extra: dict[str, object] = {
            "uid": [str(i // 8) for i in range(batch)],
            "rollout_log_probs": tensors["old_log_probs"] + 0.01 * torch.randn(batch, length, generator=generator),
            "rollout_rejected": (torch.rand(batch, length, generator=generator) > 0.95).float(),
        }
        run_dir = os.path.join(work, f"every-row-{batch}-{length}")
        with TraceLogger(run_dir, selection=SelectionPolicy(random=11), max_queue=64) as logger:
            counter = iter(range(10**9))
            calling = median_time(
                lambda: log_step(logger, next(counter), tensors, **extra), repeats, between=logger.flush
            )
            steps = logger.stats.steps
        index_bytes = sum(
            os.path.getsize(os.path.join(run_dir, f))
            for f in os.listdir(run_dir)
            if f.startswith((metadata.INDEX_FILE_PREFIX, metadata.BLOCK_FILE_PREFIX, metadata.RECORDED_FILE_PREFIX))
        )
        mask = tensors["response_mask"].bool()  # as log_decisions holds it
        by_argument = fields.by_argument()
        by_name = {
            by_argument[argument].name: t for argument, t in {**tensors, **extra}.items() if argument in by_argument
        }
        by_name[fields.TOKEN_IDS] = tensors["responses"]  # the row statistics' input (3-gram repetition, longest run)
        values = RowValues(scores=tensors["scores"].numpy(), groups=list(extra["uid"]))
        recorded = list(range(16))
        deferral = IndexDeferral()

        def ranking_statistics() -> dict[str, np.ndarray]:
            return to_host(index_stats(mask, by_name, only=RANKED_BY))  # the mismatch derived, as without the index

        ranked = ranking_statistics()

        def hand_over() -> PendingSummaries:  # let go when dropped, as a step the writer never read
            held = deferral.hold(mask, by_name)
            assert held is not None, "the previous batch is let go"
            return held.later(ranked, recorded, values)

        def on_calling_thread() -> RowSummaries | LaterRowStatistics:
            # Its row statistics are left to the writer (copies of the rows' ids and mask are the caller's part).
            return unrecorded_rows(
                mask,
                by_name,
                to_host(index_stats(mask, by_name, only=calling_thread_stats(by_name))),
                recorded,
                values,
                calling_thread=True,
            )

        ranking_time = median_time(ranking_statistics, repeats)
        added = median_time(hand_over, repeats)
        added_inline = max(0.0, median_time(on_calling_thread, repeats) - ranking_time)
        without = calling - added
        os.makedirs(os.path.join(work, f"index-{batch}"))
        store = IndexStore(os.path.join(work, f"index-{batch}"), "bench")
        appends = max(repeats, 2 * BLOCK_ROWS // batch)  # a mean over whole blocks: they are written every few steps
        writer_time = 0.0
        for _ in range(appends):
            pending = hand_over()  # as log_decisions hands it over (not the writer's time)
            started = time.perf_counter()
            others = pending.resolve()
            unrecorded = [
                index_entries.row_summary(split="train", **others.summary_of(i)) for i in range(len(others.rows))
            ]
            store.append(
                index_entries.step_index(0, batch, "store", [], unrecorded=unrecorded, split="train", wall_time=0.0)
            )
            writer_time += time.perf_counter() - started
        writer_time /= appends
        store.close()
        lines.append(
            f"| {batch} x {length} | {calling * 1000:.1f} | {ranking_time * 1000:.1f} | {added * 1000:.2f} | "
            f"{added / without:.1%} | {added_inline * 1000:.1f} ({added_inline / without:.0%}) | "
            f"{writer_time * 1000:.1f} | {index_bytes / steps / batch:.0f} |"
        )
    return "\n".join(lines)


def online_diagnosis_cost(work: str, generator: torch.Generator, steps: int = 100, pace_s: float = 0.1) -> str:
    """What the online diagnosis (``TraceLogger(diagnose=True)``, the default) costs the training
    loop: the calling thread's time per step (``log_scalars`` + ``log_decisions`` of a 256 x 2048
    batch, 16 recorded) with it off, on as it ships (the detectors at most every 5 s) and on as often
    as its own throttle allows (every write once 20x a run of them has passed), on runs whose
    entropy collapses so that events are written. Calls are ``pace_s`` apart (untimed, the
    training's own work), so the writer thread runs beside the calling thread as in training. The
    runs go in the order A B C C B A, each mode's times pooled, so a drift of the machine cancels."""
    import tb_verl_logger.files.writer as writer_module

    tensors = make_step(256, generator)
    uid = [str(i // 8) for i in range(256)]
    shipped = writer_module.DIAGNOSE_INTERVAL_S
    modes = {"off": None, "on, at most every 5 s (default)": shipped, "on, throttle only": 0.0}
    measured: dict[str, list[float]] = {mode: [] for mode in modes}
    runs: dict[str, list[tuple[int, float]]] = {mode: [] for mode in modes}
    for number, mode in enumerate([*modes, *reversed(modes)]):
        interval = modes[mode]
        writer_module.DIAGNOSE_INTERVAL_S = shipped if interval is None else interval
        try:
            with TraceLogger(
                os.path.join(work, f"diagnosis-{number}"),
                selection=SelectionPolicy(random=11),
                max_queue=64,
                diagnose=interval is not None,
            ) as logger:
                for step in range(1, steps + 1):
                    noise = float(torch.rand(1, generator=generator))
                    started = time.perf_counter()
                    logger.log_scalars(
                        {
                            "actor/entropy": 2.5 * np.exp(-step / 25) + 0.01 * noise,
                            "actor/grad_norm": 1 + 0.1 * noise,
                            "critic/score/mean": 0.5 + 0.1 * noise,
                            "response_length/mean": 100 + noise,
                        },
                        step,
                    )
                    log_step(logger, step, tensors, uid=uid)
                    measured[mode].append(time.perf_counter() - started)
                    time.sleep(pace_s)
            runs[mode].append(
                (logger.stats.diagnoses, logger.stats.diagnosis_seconds, statistics.median(measured[mode][-steps:]))
            )
        finally:
            writer_module.DIAGNOSE_INTERVAL_S = shipped
    base_median, base_mean = statistics.median(measured["off"]), statistics.mean(measured["off"])
    lines = [
        (
            f"Online diagnosis, calling thread per step (runs of {steps} steps of a 256 x 2048 batch, 16 recorded, "
            f"plus 4 scalars; calls {pace_s * 1000:.0f} ms apart; their entropy collapses, so events are written; "
            "each mode twice, in the order A B C C B A); the writer thread's runs of the detectors per run, at close "
            "included:"
        ),
        "",
        (
            "| diagnosis | calling thread median ms (x off) | mean ms (x off) | detector runs per run | writer ms in "
            "them per run |"
        ),
        "|---|---:|---:|---:|---:|",
    ]
    for mode, times in measured.items():
        median, mean = statistics.median(times), statistics.mean(times)
        count, seconds, _ = (statistics.mean(column) for column in zip(*runs[mode]))
        lines.append(
            f"| {mode} | {median * 1000:.2f} (x{median / base_median:.2f}) | {mean * 1000:.2f} "
            f"(x{mean / base_mean:.2f}) | {count:.0f} | {seconds * 1000:.0f} |"
        )
    first, second = (median for _, _, median in runs["off"])
    lines += [
        "",
        (
            "The noise between runs: the two runs with the diagnosis off differ by "
            f"{abs(first - second) / min(first, second):.0%} in their median."
        ),
    ]
    return "\n".join(lines)


def all_traces_cost(work: str, generator: torch.Generator, repeats: int) -> str:
    """``samples=all``: every row's trace recorded, against the default (16 recorded, the rest
    indexed), on a 256 x 2048 batch with top-5: bytes written per step, the writer thread's time per
    step (encode + write), the calling thread's time."""
    tensors = make_step(256, generator)
    top_ids, top_log_probs = top_k_of(256, generator)
    extra: dict[str, object] = {
        "uid": [str(i // 8) for i in range(256)],
        "top_k_ids": top_ids,
        "top_k_log_probs": top_log_probs,
    }
    lines = [
        "Every trace recorded (`samples=all`) against the default, 256 x 2048 batch, top-5, no tokenizer:",
        "",
        "| selection | recorded | MB/step on disk | writer ms/step | calling thread ms |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, selection in (("default (16)", SelectionPolicy()), ("all", SelectionPolicy.all_rows())):
        run_dir = os.path.join(work, f"all-traces-{name.split()[0]}")
        with TraceLogger(run_dir, selection=selection, top_k=TOP_K, max_queue=4) as logger:
            logger.flush()
            counter = iter(range(10**9))
            calling = median_time(
                lambda: log_step(logger, next(counter), tensors, **extra), max(3, repeats // 3), between=logger.flush
            )
            stats = logger.stats
        lines.append(
            f"| {name} | {stats.traces // stats.steps} | {dir_bytes(run_dir) / stats.steps / 2**20:.1f} | "
            f"{stats.encode_write_seconds / stats.steps * 1000:.0f} | {calling * 1000:.0f} |"
        )
    return "\n".join(lines)


def exploration_cost(generator: torch.Generator, vocab: int = 512) -> str:
    """Per-step cost of the whole-batch exploration statistics on a 256 x 2048 batch, next to the
    step's own log-prob and entropy computation with verl's functions, on this CPU. The vocabulary
    is cut to ``vocab`` so the logits fit in memory; a real one (150k) makes verl's side hundreds of
    times dearer and ours no dearer, so the ratio is an upper bound."""
    from verl.utils.torch_functional import entropy_from_logits, logprobs_from_logits

    from tb_verl_logger.statistics.exploration import ExplorationBatch, exploration_stats

    batch, length = 256, 2048
    logits = torch.randn(batch, length, vocab, generator=generator)
    responses = torch.randint(0, vocab, (batch, length), generator=generator)
    mask = torch.ones(batch, length)
    uid = [str(i // 8) for i in range(batch)]
    scores = torch.rand(batch, generator=generator)

    def verl_side() -> tuple[torch.Tensor, torch.Tensor]:
        return logprobs_from_logits(logits, responses), entropy_from_logits(logits)

    log_probs, entropy = verl_side()
    top1 = torch.log_softmax(logits, dim=-1).amax(dim=-1)
    verl_time = median_time(verl_side, 3)
    ours = median_time(
        lambda: exploration_stats(
            ExplorationBatch(
                response_mask=mask,
                entropys=entropy,
                old_log_probs=log_probs,
                top1_log_probs=top1,
                responses=responses,
                uid=uid,
                scores=scores,
            )
        ),
        5,
    )
    return (
        f"Exploration statistics on a 256 x 2048 batch: {ours * 1000:.0f} ms per step, against "
        f"{verl_time * 1000:.0f} ms for verl's own logprobs_from_logits + entropy_from_logits on the same "
        f"batch with a {vocab}-token vocabulary ({ours / verl_time:.2f}x; with a real 150k vocabulary "
        "verl's side grows about 300x, ours not at all)."
    )


def top_k_cost(generator: torch.Generator, tokens: int = 2048, vocab: int = 32_000, k: int = 5) -> str:
    """Cost of the actor-side top-k (``tb_verl_logger.verl.topk.top_k_of_logits``) next to what verl's forward
    already does with the same logits (log-prob of the chosen token and entropy), on this CPU."""
    from verl.utils.torch_functional import entropy_from_logits, logprobs_from_logits

    from tb_verl_logger.verl.topk import top_k_of_logits

    logits = torch.randn(tokens, vocab, generator=generator)
    labels = torch.randint(0, vocab, (tokens,), generator=generator)
    verl_time = median_time(lambda: (logprobs_from_logits(logits, labels), entropy_from_logits(logits)), 3)
    ours = median_time(lambda: top_k_of_logits(logits, k), 3)
    return (
        f"Top-{k} alternatives in the actor's forward (traced steps only), {tokens} tokens x {vocab} vocabulary: "
        f"{ours * 1000:.0f} ms against {verl_time * 1000:.0f} ms for verl's own log-prob + entropy of the same "
        f"logits ({ours / verl_time:.2f}x of that part of the forward, which the model's own layers dwarf on a GPU); "
        f"{8 * k} bytes per token of every row go back through TransferQueue on those steps."
    )


def render(rows: list[tuple[str, float, float, str]], json_time: float, limit_time: float) -> str:
    lines = [
        (
            f"One step = {RESPONSES} responses x {LENGTH} tokens, 6 per-token floats (+ KL), top-{TOP_K}. "
            "Ratios are against baselines measured in the same run."
        ),
        "",
        "| path | bytes/token | ms/step | x faster than JSON lines | x the limit's time | note |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for name, bytes_per_token, seconds, note in rows:
        size = "–" if np.isnan(bytes_per_token) else f"{bytes_per_token:.1f}"
        speedup = json_time / seconds
        speedup_text = f"{speedup:.2f}" if speedup < 10 else f"{speedup:.0f}"
        lines.append(
            f"| {name} | {size} | {seconds * 1000:.1f} | {speedup_text} | {seconds / limit_time:.2f} | {note} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
