"""Steps whose traces are in a run's trace store but whose index TensorBoard did not load.

The writer appends a step's traces to the store before its index goes to the event file, so the
records after the last indexed one are traces whose index is still on its way (a live run: a
second at most), was never written (a killed session, which ``tb-verl recover`` indexes for good)
or was lost to a damaged event file: TensorBoard's Python loader stops reading a file at its first
bad record, and its Rust data server was measured to lose the records after one too. Each trace
carries its step, split, wall time and batch size, so such steps are indexed from the traces
themselves, and the listing keeps every step whose traces are intact. Only the stores' tails are
read: a healthy run's costs a few bytes. When TensorBoard handed over an index record that does not
decode (its Rust data server passes a record with a damaged payload on as it read it), the lost
step's traces may sit anywhere in a store: then the whole store is read.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import numpy as np
from google.protobuf import message
from tensorboard.data import provider

from tb_verl_plugin import codec, metadata, records, storage, trace_pb2
from tb_verl_plugin.source import Source

if TYPE_CHECKING:
    from tb_verl_plugin.index import RunIndex


def unindexed_steps(source: Source, run: str, split: str, run_index: RunIndex) -> list[provider.TensorDatum]:
    """The ``split`` steps of ``run`` that ``run_index`` lacks and whose traces follow, in a store,
    the last record the index points to there (or anywhere in it, when the index skipped an
    undecodable record), as the index data TensorBoard would have held for
    them (one datum per step and store; a step in two stores, restarted, is resolved as any
    other: newest wins). [] without a logdir."""
    if source.logdir is None:
        return []
    stores = storage.glob(storage.join(source.logdir, run, metadata.trace_file_name("*")))
    names = {storage.basename(path) for path in stores}
    ends = {} if run_index.skipped else _last_indexed_ends(run_index, names)
    data = []
    for path in stores:
        name = storage.basename(path)
        steps: dict[int, list[codec.Placed]] = {}
        for trace, offset, size in _traces_after(path, ends.get(name, 0)):
            if trace.split == split and trace.step not in run_index:
                steps.setdefault(trace.step, []).append((codec.record_from_trace(trace), offset, size))
        for step, placed in steps.items():
            first = placed[0][0]
            index = codec.step_index(step, first.batch_size or len(placed), name, placed)
            data.append(provider.TensorDatum(step=step, wall_time=first.wall_time,
                                             numpy=np.array(index.SerializeToString(), dtype=object)))
    return data


def _last_indexed_ends(run_index: RunIndex, names: set[str]) -> dict[str, int]:
    """Where each store's last indexed record ends. A store's records are appended in step order,
    so the newest step indexed in it holds its last one: steps are read newest first until every
    store has been seen (one step, for a run logged in one session)."""
    ends: dict[str, int] = {}
    for step in reversed(run_index.steps.tolist()):
        index = run_index.index(step)
        if index.trace_file not in ends and index.samples:
            ends[index.trace_file] = max(s.offset + s.length_bytes for s in index.samples)
        if names <= ends.keys():
            break
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
