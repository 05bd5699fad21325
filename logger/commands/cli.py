"""``tb-verl``: the command line of tb-verl.

    tb-verl demo   [--logdir runs/demo] [--steps N] [--task sort|calc] [--explore]
                                                      train the tiny CPU RL demo and log it
                                                      (calc: multi-turn, with a tool to call)
    tb-verl import DUMP_DIR --logdir RUN_DIR [--split train|val]
                                                      verl's JSONL generation dumps as traces
    tb-verl ls     LOGDIR [--run RUN] [--split S]     runs, or a run's traced steps and samples
    tb-verl show   LOGDIR --run RUN --step N --sample I [--split S]
                                                      one decision path, token by token (a row
                                                      without a trace: its summary)
    tb-verl attribute LOGDIR --run RUN --checkpoint HF_DIR --steps 100,200|last|all [--sample I] [--top-n 8]
                                                      gradient x input attribution and attention
                                                      of recorded samples, for the credit view
    tb-verl export LOGDIR --run RUN --format parquet|jsonl --out FILE [--split S] [--tokens]
                                                      every indexed sample as one table (with
                                                      --tokens, recorded samples' per-token arrays)
    tb-verl recover PATH                              index the traces a killed run left
                                                      unindexed (PATH: a run directory or a logdir)
    tb-verl diagnose LOGDIR [--run RUN] [--json]      where each run went wrong (entropy collapse,
                                                      mismatch, ...), by onset, and the responses
                                                      and tokens that show it

``ls`` and ``show`` read through TensorBoard's own data provider and the plugin's reader, so they
show exactly what the dashboard would.
"""

from __future__ import annotations

import argparse
import glob
import math
import os
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import numpy as np

from tb_verl_logger.commands.attribution import CHUNK_TOKENS, MEMORY_GB
from tb_verl_plugin.format import metadata, text
from tb_verl_plugin.reader.logdir import FORMATS

if TYPE_CHECKING:
    from tb_verl_plugin.format import trace_pb2


def main(argv: list[str] | None = None) -> int:
    """Runs one ``tb-verl`` command; a ``ValueError`` (bad input: the message names it) exits 2."""
    args = _parser().parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        code = handler(args)
        sys.stdout.flush()  # a reader gone (`tb-verl show ... | head`) is found here, not at exit
        return code
    except ValueError as error:
        print(f"tb-verl {args.command}: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader took what it wanted: no traceback, as other tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # the exit's flush writes nowhere
        return 1


def _parser() -> argparse.ArgumentParser:
    """Every command's arguments; each names the function that runs it (``handler``)."""
    parser = argparse.ArgumentParser(prog="tb-verl", description="Decision traces of verl RL training.")
    commands = parser.add_subparsers(dest="command", required=True)

    demo = commands.add_parser("demo", help="train the tiny CPU RL demo with verl's algorithms and log it")
    demo.add_argument("args", nargs=argparse.REMAINDER, help="passed to the demo (see tb-verl demo --help)")

    imported = commands.add_parser("import", help="convert verl rollout/validation JSONL dumps into traces")
    imported.add_argument("dump_dir", help="verl's trainer.rollout_data_dir or validation_data_dir")
    imported.add_argument("--logdir", required=True, help="run directory to write (one per run)")
    imported.add_argument("--split", default=None, help="'train' or 'val' (default: val if the folder name says so)")

    listing = commands.add_parser("ls", help="list runs, or the traced steps of a run")
    listing.add_argument("logdir")
    listing.add_argument("--run", default=None)
    listing.add_argument("--split", default="train")

    show = commands.add_parser("show", help="print one decision path")
    show.add_argument("logdir")
    show.add_argument("--run", required=True)
    show.add_argument("--step", type=int, required=True)
    show.add_argument("--sample", type=int, required=True)
    show.add_argument("--split", default="train")

    attribute = commands.add_parser(
        "attribute", help="which earlier tokens each recorded decision drew on and attended to"
    )
    attribute.add_argument("logdir")
    attribute.add_argument("--run", required=True)
    attribute.add_argument(
        "--checkpoint", required=True, help="local Hugging Face checkpoint of the policy (no download)"
    )
    attribute.add_argument(
        "--steps", default="last", help="comma-separated traced steps, 'last' or 'all' (default: last)"
    )
    attribute.add_argument("--split", default="train")
    attribute.add_argument(
        "--top-n",
        type=int,
        default=8,
        help="sources kept per token, and attended positions per token and layer (default 8)",
    )
    attribute.add_argument("--sample", type=int, default=None, help="attribute this sample (its row in the batch) only")
    attribute.add_argument(
        "--memory-gb",
        type=float,
        default=MEMORY_GB,
        help=f"memory to stay within, the model included (default {MEMORY_GB:g}): batches and chunks shrink to fit, "
        "and what cannot fit is refused",
    )
    attribute.add_argument(
        "--chunk-tokens",
        type=int,
        default=CHUNK_TOKENS,
        help=f"response tokens per batched backward or attention forward at most (default {CHUNK_TOKENS})",
    )

    export = commands.add_parser("export", help="every indexed sample of a run as one table (parquet or JSON lines)")
    export.add_argument("logdir", help="a local or s3:// logdir")
    export.add_argument("--run", required=True)
    export.add_argument("--format", choices=FORMATS, required=True)
    export.add_argument("--out", required=True, help="the file to write")
    export.add_argument("--split", default="train")
    export.add_argument("--tokens", action="store_true", help="add each recorded sample's per-token arrays")

    recover = commands.add_parser("recover", help="index the traces a killed run left without an index")
    recover.add_argument("path", help="a run directory, or a logdir (every run under it)")

    diagnosis = commands.add_parser(
        "diagnose", help="where each run went wrong, and the responses and tokens that show it"
    )
    diagnosis.add_argument("logdir")
    diagnosis.add_argument("--run", default=None, help="this run only (default: every run)")
    diagnosis.add_argument(
        "--json", action="store_true", help='{"runs": {RUN: {"events": [...]}}}, /diagnosis\'s events'
    )

    for command, handler in (
        ("demo", _demo),
        ("import", _import),
        ("ls", _ls),
        ("show", _show),
        ("attribute", _attribute),
        ("export", _export),
        ("recover", _recover),
        ("diagnose", _diagnose),
    ):
        commands.choices[command].set_defaults(handler=handler)
    return parser


def _demo(args: argparse.Namespace) -> int:
    from tb_verl_logger.demo.training import main as demo_main

    demo_main(args.args)
    return 0


def _import(args: argparse.Namespace) -> int:
    try:
        from tqdm import tqdm
    except ImportError:
        raise ValueError("the progress bar needs tqdm: pip install 'tb-verl-plugin[verl]'") from None
    from tb_verl_logger import TraceLogger
    from tb_verl_logger.verl.dump_import import dump_files, records_of

    files = dump_files(args.dump_dir)
    split = args.split or ("val" if "val" in args.dump_dir.rstrip("/").rsplit("/", 1)[-1].lower() else "train")
    count = 0
    with TraceLogger(args.logdir) as logger:
        for step, path in tqdm(files, desc=f"importing {split} dumps", unit="step"):
            records = list(records_of(step, path, split))
            logger.log_traces(step, records, split=split)
            count += len(records)
    if logger.io_errors:
        print(f"tb-verl import: {logger.io_errors} write errors, see above", file=sys.stderr)
        return 1
    print(f"imported {count} responses of {len(files)} steps into {args.logdir} ({split})")
    return 0


def _source(logdir: str) -> Any:
    from tb_verl_plugin.reader.logdir import open_logdir

    return open_logdir(logdir)


def _chosen_steps(wanted: str, traced: list[int]) -> list[int]:
    if not traced:
        raise ValueError("the run has no traced steps in this split: nothing to attribute")
    if wanted == "all":
        return traced
    if wanted == "last":
        return traced[-1:]
    try:
        steps = [int(s) for s in wanted.split(",") if s.strip()]
    except ValueError:
        raise ValueError(f"--steps {wanted!r}: give comma-separated step numbers, 'last' or 'all'") from None
    missing = sorted(set(steps) - set(traced))
    if missing:
        raise ValueError(
            f"--steps: {missing} have no traces; traced steps run from {traced[0]} to {traced[-1]} (tb-verl ls shows "
            "them)"
        )
    return steps


def _attribute(args: argparse.Namespace) -> int:

    from tensorboard import errors
    from tqdm import tqdm

    from tb_verl_logger.commands import attribution
    from tb_verl_plugin import reader
    from tb_verl_plugin.format import codec

    if args.top_n < 1:
        raise ValueError(f"--top-n must be >= 1, got {args.top_n}")
    if args.chunk_tokens < 1:
        raise ValueError(f"--chunk-tokens must be >= 1, got {args.chunk_tokens}")
    source = _source(args.logdir)
    try:
        traced = [row[0] for row in reader.list_steps(source, args.run, args.split)]
        steps = _chosen_steps(args.steps, traced)
        wanted = {
            step: [
                s["sample_index"]
                for s in reader.read_step(source, args.run, step, args.split)["samples"]
                if s["recorded"] and args.sample in (None, s["sample_index"])
            ]
            for step in steps
        }
    except errors.PublicError as error:
        raise ValueError(str(error)) from None
    if args.sample is not None and not any(wanted.values()):
        raise ValueError(f"--sample {args.sample} is no recorded sample of step(s) {steps} (tb-verl ls lists them)")
    model, tokenizer = attribution.load_policy(args.checkpoint)
    budget = attribution.backward_budget(model, args.memory_gb)
    per_token = attribution.backward_bytes(model)

    def computed() -> Iterator[trace_pb2.TokenAttribution]:
        # Step by step (a long run's traces are never all held); within a step, as many responses
        # together as the memory allows (a large model's one at a time).
        with tqdm(total=sum(map(len, wanted.values())), desc="attributing", unit="response") as progress:
            for step, samples in wanted.items():
                traces = [reader.load_trace(source, args.run, step, sample, args.split) for sample in samples]
                progress.update(sum(not t.token_ids.int32 for t in traces))  # nothing to attribute
                traces = [t for t in traces if t.token_ids.int32]
                lengths = [len(codec.unpack_int32(t.prompt_ids)) + len(codec.unpack_int32(t.token_ids)) for t in traces]
                for batch in attribution.batches(lengths, per_token, budget, args.chunk_tokens):
                    yield from attribution.attribution_records(
                        [traces[i] for i in batch],
                        model,
                        tokenizer,
                        args.top_n,
                        args.checkpoint,
                        args.chunk_tokens,
                        budget,
                    )
                    progress.update(len(batch))

    count = attribution.append_attributions(os.path.join(args.logdir, args.run), computed())
    print(f"attributed {count} responses of {len(steps)} steps of {args.run} ({args.split})")
    return 0


def _export(args: argparse.Namespace) -> int:
    from tb_verl_plugin.reader.logdir import Logdir

    try:
        count = Logdir(args.logdir).export(args.run, args.out, args.format, args.split, args.tokens)
    except ImportError as error:
        raise ValueError(f"export needs pandas: pip install 'tb-verl-plugin[export]' ({error})") from None
    print(f"wrote {count} samples of {args.run} ({args.split}) to {args.out}")
    return 0


def _recover(args: argparse.Namespace) -> int:

    from tb_verl_logger.recovery import index_rebuild

    pattern = metadata.trace_file_name("*")
    run_dirs = sorted(
        {os.path.dirname(p) for p in index_rebuild.trace_stores(args.path)}
        | {os.path.dirname(p) for p in glob.glob(os.path.join(args.path, "**", pattern), recursive=True)}
    )
    if not run_dirs:
        raise ValueError(f"no trace store ({pattern}) in or under {args.path}")
    for run_dir in run_dirs:
        found = index_rebuild.recover_run(run_dir)
        print(
            f"{run_dir}: {found.traces} traces in {found.steps} steps indexed again"
            + (f", {found.torn_bytes} bytes of a cut-off write ignored" if found.torn_bytes else "")
        )
        for problem in found.problems:
            print(f"{run_dir}: could not read {problem}; data beyond it is not recovered", file=sys.stderr)
    return 0


def _format(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return "nan" if math.isnan(value) else f"{value:.4g}"
    return str(value)


def _ls(args: argparse.Namespace) -> int:
    from tensorboard import errors

    from tb_verl_plugin import reader

    source = _source(args.logdir)
    if args.run is None:
        for run in reader.list_runs(source):
            print(f"{run['run']}\tscalars: {len(run['scalar_tags'])}\ttraces: {','.join(run['splits']) or '-'}")
        return 0
    try:
        run_index = reader.run_index(source, args.run, args.split)
    except errors.PublicError as error:
        raise ValueError(str(error)) from None
    if run_index.skipped:
        print(f"{run_index.skipped} damaged index records left out (first: {run_index.skip_reason})", file=sys.stderr)
    steps = run_index.rows()
    print("step\tsamples\tmean score")
    for step, samples, mean_score in steps:
        print(f"{step}\t{samples}\t{_format(mean_score)}")
    return 0


def _diagnose(args: argparse.Namespace) -> int:
    """Exits 0 whether or not anything fired; 2 (a ValueError) for a missing logdir or run."""
    import json

    from tensorboard import errors

    from tb_verl_plugin import reader
    from tb_verl_plugin.reader.diagnosis_on_read import run_events

    source = _source(args.logdir)
    runs = [run["run"] for run in reader.list_runs(source)]
    if args.run is not None and args.run not in runs:
        raise ValueError(f"no run {args.run!r} in {args.logdir} (its runs: {', '.join(runs) or 'none'})")
    try:
        found = {run: run_events(source, run) for run in ([args.run] if args.run is not None else runs)}
    except errors.PublicError as error:
        raise ValueError(str(error)) from None
    if args.json:
        print(
            json.dumps(
                {"runs": {run: {"events": [e.to_json() for e in events]} for run, events in found.items()}},
                ensure_ascii=False,
            )
        )
        return 0
    for run, events in found.items():
        print(f"{run}: {len(events) or 'no'} event{'s' * (len(events) != 1)}")
        for event in events:
            after = f" (after {', '.join(event.after)})" if event.after else ""
            print(f"  step {event.onset_step}-{event.fired_step}  {event.severity:8s} {event.detector}{after}")
            print(f"    {event.explanation}")
            for evidence in event.evidence[:3]:
                tokens = f" tokens {', '.join(map(str, evidence.tokens))}" if evidence.tokens else ""
                print(
                    f"    see: tb-verl show {args.logdir} --run {run} --step {evidence.step} --sample "
                    f"{evidence.sample_index}{tokens}"
                )
    return 0


def _show(args: argparse.Namespace) -> int:
    from tensorboard import errors

    from tb_verl_plugin import reader
    from tb_verl_plugin.format import codec, turns

    source = _source(args.logdir)
    try:
        trace = reader.load_trace(source, args.run, args.step, args.sample, args.split)
    except errors.PublicError as error:
        found = _summary_only(source, args)
        if found is None:
            raise ValueError(str(error)) from None
        _show_summary(args.step, *found)
        return 0
    print(
        f"step {trace.step} sample {trace.sample_index} group {trace.group_id or '-'} "
        f"score {_format(trace.score if trace.HasField('score') else None)}"
    )
    print(f"prompt: {trace.prompt_text}")
    ids = codec.unpack_int32(trace.token_ids)
    fields = {name: codec.unpack_fp16(packed) for name, packed in codec.stored_token_fields(trace).items()}
    if ids.size == 0:
        # Per-token fields logged with zero tokens: an empty response; none: a text-level trace.
        print("response: no tokens" if fields else f"response (text only): {trace.response_text}")
        return 0
    # Multi-turn responses: a line where each turn or tool output begins, and who wrote each token.
    starts = {span.start: span for span in map(turns.from_proto, trace.spans)}
    mask = np.frombuffer(trace.response_mask, np.uint8) if trace.HasField("response_mask") else None
    header = ["pos", "token", "id", "by", "prob"] + [n for n in fields if n != "log_prob"]
    print("\t".join(header))
    # Each character once, where its first byte is; a token holding part of one says which.
    pieces = text.trace_pieces(trace)
    texts = [repr(p.text) + (f" ({text.hex_bytes(p.part)} of {p.of!r})" if p.part is not None else "") for p in pieces]
    texts = texts or [str(i) for i in ids]
    span = None
    for i, token_id in enumerate(ids):
        if i in starts:
            span = starts[i]
            print(f"# {turns.describe(span)}")
        by = "policy" if mask is None or mask[i] else (span.kind if span else "context")
        prob = float(np.exp(fields["log_prob"][i])) if "log_prob" in fields else None
        row = [str(i), texts[i], str(int(token_id)), by, _format(prob)]
        row += [_format(float(fields[n][i])) for n in fields if n != "log_prob"]
        print("\t".join(row))
    return 0


def _summary_only(source: Any, args: argparse.Namespace) -> tuple[dict[str, Any], list[int]] | None:
    """The index's summary of a row without a trace (every row of a traced step is indexed, a few
    recorded), which the diagnosis may cite and the tab lists, and the step's recorded rows; None
    where the step or the row is not indexed."""
    from tensorboard import errors

    from tb_verl_plugin import reader

    try:
        samples = reader.read_step(source, args.run, args.step, args.split)["samples"]
    except errors.PublicError:
        return None
    row = next((s for s in samples if s["sample_index"] == args.sample and not s["recorded"]), None)
    return None if row is None else (row, [s["sample_index"] for s in samples if s["recorded"]])


def _show_summary(step: int, summary: dict[str, Any], recorded: list[int]) -> None:
    """What the tab's table shows of a row without a trace: its numbers, no tokens."""
    print(
        f"step {step} sample {summary['sample_index']} group {summary['group_id'] or '-'} "
        f"score {_format(summary['score'])}"
    )
    print(f"no trace: the logger recorded the traces of samples {recorded} at this step; this row has its summary")
    skipped = ("sample_index", "group_id", "score", "recorded", "selected_because", "prompt_hash", "extra_sample")
    for key, value in summary.items():
        if key not in skipped and value not in (None, []):
            print(f"{key}\t{_format(value)}")
    for name, value in summary["extra_sample"].items():
        print(f"{name}\t{_format(value)}")


if __name__ == "__main__":
    sys.exit(main())
