"""Steps whose traces are in a run's trace store but whose index no index store (or, for sessions
of schema 1 and 2, no event file TensorBoard loaded) holds.

The writer appends a step's traces to the trace store before its index, so the records after the
last indexed one are traces whose index is still on its way (a live run: a second at most), was
never written (a killed session, which ``tb-verl recover`` indexes for good) or was lost to damage
(a damaged index record; for schema 1 and 2, an event file TensorBoard's loaders stop reading at).
Each trace carries its step, split, wall time and batch size, so such steps are indexed from the
traces themselves and the listing keeps every step whose traces are intact. Only the stores' tails
are read: a healthy run's costs a few bytes. When an index record could not be read, the lost
step's traces may sit anywhere in a store: then the whole store is read.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np
from google.protobuf import message

from tb_verl_plugin.format import codec, index_entries, metadata, records, storage, trace_pb2
from tb_verl_plugin.reader import steptable


def unindexed_tables(logdir: str, run: str, tables: Sequence[steptable.StepTable]) -> dict[str, steptable.StepTable]:
    """Per trace store of ``run`` (by file name), the steps whose traces follow the last record
    ``tables`` index there (or lie anywhere in it, when a table skipped a damaged record) and that
    no table indexes, each indexed from its traces (one entry per split and step; a step in two
    stores, restarted, is resolved as any other: newest wins)."""
    stores = storage.glob(storage.join(logdir, run, metadata.trace_file_name("*")))
    damaged = any(table.skipped for table in tables)
    ends = {} if damaged else _last_indexed_ends(tables)
    indexed = (
        {(table.splits[i], int(step)) for table in tables for i, step in enumerate(table.steps.tolist())}
        if damaged
        else set()
    )
    found = {}
    for path in stores:
        name = storage.basename(path)
        steps: dict[tuple[str, int], list[index_entries.Placed]] = {}
        for trace, offset, size in _traces_after(path, ends.get(name, 0)):
            if (trace.split, trace.step) not in indexed:
                steps.setdefault((trace.split, trace.step), []).append((codec.host_trace(trace), offset, size))
        if steps:
            indexes = []
            for (split, step), placed in steps.items():
                first = placed[0][0]
                index = index_entries.step_index(
                    step, first.batch_size or len(placed), name, placed, split=split, wall_time=first.wall_time
                )
                indexes.append((index, index.SerializeToString(), first.wall_time, split))
            found[name] = steptable.from_indexes(indexes)
    return found


def _last_indexed_ends(tables: Sequence[steptable.StepTable]) -> dict[str, int]:
    """Where each trace store's last indexed record ends (records are appended in step order)."""
    ends: dict[str, int] = {}
    for table in tables:
        if not table.offset.size:
            continue
        codes = table.trace_files.codes[table.recorded_step]
        record_ends = table.offset + table.length_bytes
        for code in np.unique(codes).tolist():
            name = table.trace_files.values[code]
            ends[name] = max(ends.get(name, 0), int(record_ends[codes == code].max()))
    return ends


def _traces_after(path: str, start: int) -> Iterator[tuple[trace_pb2.DecisionTrace, int, int]]:
    """``(trace, offset, size)`` of each whole record of the store from ``start`` on, up to a
    record cut short (still being written) or a damaged one (past it, nothing can be trusted)."""
    try:
        with storage.from_offset(path, start) as (buffer, base):
            for begin, end in records.iter_frames(buffer, start - base):
                yield codec.decode_trace(records.unframe_record(buffer[begin:end])), base + begin, end - begin
    except (FileNotFoundError, ValueError, message.DecodeError):
        return
