"""Rebuilds the index of traces whose index a killed process never wrote.

The writer appends a step's traces to the trace store first, their index to the index store after
(an index must never point past what is on disk) and a marker to the event file last. A process
killed in between leaves traces on disk that no index points to. Each trace carries its step,
split, wall time and batch size, so the index can be rebuilt from the store alone: this module
finds the records no index of the run points to (an index store's, or for sessions of schema 1 and
2 an event file's) and writes their index to ``tb_verl_index.<session>.recovered.bin``, with their
markers in ``events.out.tfevents.<session>.tb_verl.recovered``. Both sort right after the crashed
session's own files, so a run restarted from an earlier step still replaces those steps (newest
wins). The tab lists such steps from the traces anyway (``tb_verl_plugin.reader.unindexed``); recovering
makes that permanent and cheap.

Recovery is idempotent (a record indexed by any index of the run, recovered ones included, is left
alone). A ``TraceLogger`` runs it on its run directory when it starts (a restart after a crash);
``tb-verl recover <run_dir>`` runs it by hand.
"""

from __future__ import annotations

import dataclasses
import glob
import logging
import os
from collections.abc import Callable

from google.protobuf import message
from tensorboard.compat.proto import event_pb2, summary_pb2

from tb_verl_logger.files.event_writer import EventFileWriter
from tb_verl_logger.files.index_store import IndexStore
from tb_verl_plugin.format import codec, index_entries, index_records, metadata, records, storage, summary

_log = logging.getLogger("tb_verl_logger")


@dataclasses.dataclass
class Recovery:
    """What :func:`recover_run` found and did."""

    run_dir: str
    steps: int = 0
    """Steps whose index was rebuilt (a step counts once per split)."""
    traces: int = 0
    torn_bytes: int = 0
    """Bytes at the ends of trace stores that hold no complete record (a write cut by the kill)."""
    problems: list[str] = dataclasses.field(default_factory=list)
    """Damage that stopped a scan early (a corrupt record): what lies beyond it is not recovered."""


def _indexed(run_dir: str, found: Recovery) -> dict[str, set[int]]:
    """Offsets of the records each trace store's indexes point to, over every index store and
    every event file of the run (sessions of schema 1 and 2 indexed there)."""
    indexed: dict[str, set[int]] = {}
    for path in sorted(glob.glob(os.path.join(run_dir, metadata.index_file_name("*")))):
        offsets, problems = index_records.indexed_offsets(path)
        found.problems.extend(problems)
        for name, held in offsets.items():
            indexed.setdefault(name, set()).update(held)
    for path in sorted(glob.glob(os.path.join(run_dir, "*tfevents*"))):
        with storage.from_offset(path, 0) as (buffer, _):
            try:
                for _, payload in records.iter_records(buffer):
                    for value in event_pb2.Event.FromString(payload).summary.value:
                        if metadata.split_of_tag(value.tag) is None or not value.tensor.string_val:
                            continue
                        index = codec.decode_index(value.tensor.string_val[0])
                        indexed.setdefault(index.trace_file, set()).update(
                            s.offset for s in index.samples if index_entries.is_recorded(s)
                        )
            except (ValueError, message.DecodeError) as error:
                found.problems.append(f"{os.path.basename(path)}: {error}")
    return indexed


def _unindexed(path: str, indexed: set[int], found: Recovery) -> dict[tuple[str, int], list[index_entries.Placed]]:
    """The store's records no index points to, by (split, step), with their offsets and sizes."""
    steps: dict[tuple[str, int], list[index_entries.Placed]] = {}
    with storage.from_offset(path, 0) as (buffer, _):
        end = 0
        try:
            for start, end in records.iter_frames(buffer):
                if start in indexed:
                    continue
                trace = codec.decode_trace(records.unframe_record(buffer[start:end]))
                steps.setdefault((trace.split, trace.step), []).append((codec.host_trace(trace), start, end - start))
        except (ValueError, message.DecodeError) as error:
            found.problems.append(f"{os.path.basename(path)} after byte {end}: {error}")
            return steps
        found.torn_bytes += len(buffer) - end
    return steps


def trace_stores(run_dir: str) -> list[str]:
    """Paths of the run's trace stores, one per logging session, oldest first."""
    return sorted(glob.glob(os.path.join(run_dir, metadata.trace_file_name("*"))))


def recover_run(run_dir: str, skip: str | None = None, cancelled: Callable[[], bool] = lambda: False) -> Recovery:
    """Indexes every trace of ``run_dir`` that no index holds; never touches existing files other
    than appending to a session's ``.recovered`` index store and event file. ``skip`` names a
    store still being written (a live logger's own), whose newest records are unindexed only for a
    moment; ``cancelled`` is polled between stores and steps (a closing logger stops it)."""
    found = Recovery(run_dir=run_dir)
    indexed = _indexed(run_dir, found)
    for path in trace_stores(run_dir):
        name = os.path.basename(path)
        if name == skip or cancelled():
            continue
        steps = _unindexed(path, indexed.get(name, set()), found)
        if not steps:
            continue
        file_id = name[len(metadata.TRACE_FILE_PREFIX) : -len(metadata.TRACE_FILE_SUFFIX)]
        index_store = IndexStore(run_dir, file_id + metadata.RECOVERED_SUFFIX)
        events = EventFileWriter(run_dir, file_id, suffix=metadata.RECOVERED_SUFFIX)
        try:
            splits: set[str] = set()
            for (split, step), placed in sorted(steps.items(), key=lambda item: (item[0][1], item[0][0])):
                if cancelled():
                    break
                first = placed[0][0]
                index = index_entries.step_index(
                    step, first.batch_size or len(placed), name, placed, split=split, wall_time=first.wall_time
                )
                index_store.append(index)
                value = summary.marker_value(
                    split, index_entries.marker(index).SerializeToString(), split not in splits
                )
                splits.add(split)
                events.write_event(
                    event_pb2.Event(wall_time=first.wall_time, step=step, summary=summary_pb2.Summary(value=[value]))
                )
                found.steps += 1
                found.traces += len(placed)
            events.flush()
        finally:
            index_store.close()
            events.close()
    return found


def report(found: Recovery) -> None:
    """Says on the log what a recovery did, when it did anything."""
    if found.steps:
        _log.warning(
            "tb_verl: rebuilt the lost index of %d traces in %d steps of %s (a killed run)",
            found.traces,
            found.steps,
            found.run_dir,
        )
    for problem in found.problems:
        _log.warning("tb_verl: could not read %s in %s; data beyond it is not recovered", problem, found.run_dir)
