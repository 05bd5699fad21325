"""Indexed steps, columnar, from wherever their index is: a session's index store (schema 3), the
index TensorBoard's data provider holds (schema 1 and 2, and steps rebuilt from the trace store).

A :class:`StepTable` holds what listing a run needs of its steps (step, split, wall time, batch
size, where its index record is) and of its recorded rows (prompt, score, where the trace is): a few
arrays, whatever the run's length. A step's whole index (every row's summary) is read when the step
is opened, from its own record.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from google.protobuf import message

from tb_verl_plugin import codec, metadata, records, rowtable, storage, trace_pb2

_STEP_RECORD, _BLOCK_RECORD, _SESSION_RECORD = 0x0A, 0x12, 0x1A
"""The first byte of an ``IndexRecord`` payload: the tag of the one field set (1, 2 or 3, length
delimited), so a reader skips what it does not need without parsing it."""


@dataclasses.dataclass
class StepTable:
    """Steps of one source in the order they were written, and their recorded rows.

    ``load(i)`` reads step ``i``'s whole index (its ``samples``: every row's summary).
    """

    steps: np.ndarray  # int64
    wall_times: np.ndarray  # float64
    batch_sizes: np.ndarray  # int32
    splits: rowtable.StringColumn
    trace_files: rowtable.StringColumn
    # The recorded rows: the position of their step in this table, their row in its batch, prompt,
    # score (NaN: none) and where the trace is in the step's trace file.
    recorded_step: np.ndarray  # int64
    recorded_sample: np.ndarray  # int32
    prompt_hash: np.ndarray  # uint64
    score: np.ndarray  # float32
    offset: np.ndarray  # int64
    length_bytes: np.ndarray  # int64
    load: Callable[[int], trace_pb2.StepIndex]
    session_start: int | None = None
    """The step this session's events start at (see ``SessionStart``); None when unknown."""
    skipped: int = 0
    """Index records that could not be read (damaged, or from a newer schema): left out."""
    skip_reason: str | None = None

    def __len__(self) -> int:
        return self.steps.size


@dataclasses.dataclass
class _Part:
    """The steps of one block, one step record or one whole index, before they join a table."""

    steps: np.ndarray
    wall_times: np.ndarray
    batch_sizes: np.ndarray
    splits: list[str]
    trace_files: list[str]
    record_offsets: np.ndarray  # where each step's own index record is (index stores)
    record_lengths: np.ndarray
    block_offsets: np.ndarray  # and the block that holds its rows again (-1: none)
    block_lengths: np.ndarray
    rows_end: np.ndarray  # where each step's rows end in its block (or record)
    recorded_step: np.ndarray  # the recorded rows, their step by position in this part
    recorded_sample: np.ndarray
    prompt_hash: np.ndarray
    score: np.ndarray
    offset: np.ndarray
    length_bytes: np.ndarray


def _of_columns(steps: np.ndarray, wall_times: np.ndarray, batch_sizes: np.ndarray, splits: list[str],
                trace_files: list[str], rows_end: np.ndarray, columns: rowtable.Columns, record_offsets: np.ndarray,
                record_lengths: np.ndarray, block: tuple[int, int] = (-1, 0)) -> _Part:
    """A part from a ``RowTable``'s columns, the steps' rows ending at ``rows_end``."""
    counts = np.diff(rows_end, prepend=0)
    if counts.size != steps.size or counts.min(initial=0) < 0 or (rows_end.size and rows_end[-1] != len(columns)):
        raise ValueError(f"{steps.size} steps whose rows end at {rows_end.tolist()[-1:]}, in a table of {len(columns)} rows")
    step_of_row = np.repeat(np.arange(steps.size, dtype=np.int64), counts)
    recorded = columns.recorded
    return _Part(
        steps=steps, wall_times=wall_times, batch_sizes=batch_sizes, splits=splits, trace_files=trace_files,
        record_offsets=record_offsets, record_lengths=record_lengths, block_offsets=np.full(steps.size, block[0]),
        block_lengths=np.full(steps.size, block[1]), rows_end=rows_end,
        recorded_step=step_of_row[recorded],
        recorded_sample=columns.sample_index[recorded], prompt_hash=columns.prompt_hash, score=columns.score[recorded],
        offset=columns.offset, length_bytes=columns.length_bytes,
    )


def _block_part(block: trace_pb2.IndexBlock, offset: int, length: int) -> _Part:
    steps = np.frombuffer(block.steps, rowtable.I64)
    split = rowtable.StringColumn.of(block.split, steps.size)
    return _of_columns(
        steps, np.frombuffer(block.wall_times, rowtable.F64), np.frombuffer(block.batch_sizes, rowtable.I32),
        [split[i] for i in range(steps.size)], [block.trace_file] * steps.size,
        np.frombuffer(block.rows_end, rowtable.I32), rowtable.Columns(block.rows),
        np.frombuffer(block.record_offsets, rowtable.I64), np.frombuffer(block.record_lengths, rowtable.I64),
        (offset, length),
    )


def _step_part(index: trace_pb2.StepIndex, offset: int, length: int) -> _Part:
    columns = rowtable.Columns(index.rows)
    return _of_columns(
        np.array([index.step], np.int64), np.array([index.wall_time]), np.array([index.batch_size], np.int32),
        [index.split], [index.trace_file], np.array([len(columns)], np.int64), columns,
        np.array([offset], np.int64), np.array([length], np.int64),
    )


def _strings(values: list[str]) -> rowtable.StringColumn:
    codes: dict[str, int] = {}
    column = [codes.setdefault(v, len(codes)) for v in values]
    return rowtable.StringColumn(list(codes), np.array(column, dtype=np.int32))


def _table(parts: Sequence[_Part], load: Callable[[int], trace_pb2.StepIndex], **extra: Any) -> StepTable:
    """The parts, in the order they were written, as one table (the recorded rows' steps by their
    position in the table)."""
    def joined(name: str, dtype: type) -> np.ndarray:
        return np.concatenate([getattr(p, name) for p in parts]).astype(dtype, copy=False) if parts else np.zeros(0, dtype)

    firsts = np.cumsum([0, *(p.steps.size for p in parts[:-1])])
    return StepTable(
        steps=joined("steps", np.int64), wall_times=joined("wall_times", np.float64),
        batch_sizes=joined("batch_sizes", np.int32), splits=_strings([s for p in parts for s in p.splits]),
        trace_files=_strings([f for p in parts for f in p.trace_files]),
        recorded_step=np.concatenate([p.recorded_step + first for p, first in zip(parts, firsts)]) if parts else np.zeros(0, np.int64),
        recorded_sample=joined("recorded_sample", np.int32), prompt_hash=joined("prompt_hash", np.uint64),
        score=joined("score", np.float32), offset=joined("offset", np.int64),
        length_bytes=joined("length_bytes", np.int64), load=load, **extra,
    )


def read_index_store(path: str) -> StepTable:
    """The steps of one index store. Its records are walked by their headers; the blocks are
    parsed, and the step records no intact block covers (the steps since the last block, or under
    a damaged one). A damaged record is skipped (counted); a damaged header ends the walk there
    (past it, lengths cannot be trusted: the trace store's tail then lists the steps after it)."""
    name = storage.basename(path)
    skipped: list[str] = []
    parts: list[tuple[int, _Part]] = []
    session_start = None
    with storage.from_offset(path, 0) as (buffer, _):
        frames: list[tuple[int, int, int]] = []
        try:
            for start, end in records.iter_frames(buffer):
                empty = end - start == records.HEADER_BYTES + records.FOOTER_BYTES
                frames.append((-1 if empty else buffer[start + records.HEADER_BYTES], start, end))
        except ValueError as error:
            skipped.append(f"{name}: {error}")

        def parse(start: int, end: int, read: Callable[[trace_pb2.IndexRecord], Any]) -> Any:
            try:
                record = trace_pb2.IndexRecord.FromString(records.unframe_record(buffer[start:end]))
                if record.HasField("step"):
                    codec.check_version("index", record.step.schema_version)
                return read(record)
            except (ValueError, message.DecodeError) as error:
                skipped.append(f"{name} at byte {start}: {error}")
                return None

        covered: set[int] = set()
        for kind, start, end in frames:
            if kind == _SESSION_RECORD and session_start is None:
                session_start = parse(start, end, lambda record: record.session.step)
            elif kind == _BLOCK_RECORD:
                part = parse(start, end, lambda record, s=start, e=end: _block_part(record.block, s, e - s))
                if part is not None and part.steps.size:
                    covered.update(part.record_offsets.tolist())
                    parts.append((int(part.record_offsets[0]), part))
        for kind, start, end in frames:
            if kind == _STEP_RECORD and start not in covered:
                part = parse(start, end, lambda record, s=start, e=end: _step_part(record.step, s, e - s))
                if part is not None:
                    parts.append((start, part))
    ordered = [part for _, part in sorted(parts, key=lambda item: item[0])]
    where = {name: np.concatenate([getattr(p, name) for p in ordered]) if ordered else np.zeros(0, np.int64)
             for name in ("record_offsets", "record_lengths", "block_offsets", "block_lengths")}

    def load(i: int) -> trace_pb2.StepIndex:
        """Step ``i``'s own record; where that is damaged, its rows in the block that holds them too."""
        try:
            record = records.unframe_record(storage.read_range(path, int(where["record_offsets"][i]), int(where["record_lengths"][i])))
            index = trace_pb2.IndexRecord.FromString(record).step
            index.samples.extend(rowtable.decode(index.rows, index.split))
            index.ClearField("rows")
            return index
        except (ValueError, message.DecodeError):
            if where["block_offsets"][i] < 0:
                raise
        frame = storage.read_range(path, int(where["block_offsets"][i]), int(where["block_lengths"][i]))
        block = trace_pb2.IndexRecord.FromString(records.unframe_record(frame)).block
        part = _block_part(block, -1, 0)
        step = int(np.flatnonzero(part.record_offsets == where["record_offsets"][i])[0])
        start = int(part.rows_end[step - 1]) if step else 0
        return trace_pb2.StepIndex(
            schema_version=metadata.SCHEMA_VERSION, step=int(part.steps[step]), batch_size=int(part.batch_sizes[step]),
            trace_file=part.trace_files[step], split=part.splits[step], wall_time=float(part.wall_times[step]),
            samples=rowtable.decode(block.rows, part.splits[step], start, int(part.rows_end[step])),
        )

    return _table(ordered, load, session_start=session_start, skipped=len(skipped),
                  skip_reason=skipped[0] if skipped else None)


def from_indexes(indexes: Sequence[tuple[trace_pb2.StepIndex, bytes, float, str]]) -> StepTable:
    """Steps whose whole index is at hand (schema 1 and 2 from TensorBoard's data provider, or
    rebuilt from the trace store), as ``(index, its serialized bytes, wall time, split)``, in order."""
    ends = np.cumsum([0, *(len(blob) for _, blob, _, _ in indexes)])
    buffer = b"".join(blob for _, blob, _, _ in indexes)
    parts = []
    for index, _, wall_time, split in indexes:
        recorded = [s for s in index.samples if codec.is_recorded(s)]
        none = np.full(1, -1, np.int64)
        parts.append(_Part(
            steps=np.array([index.step], np.int64), wall_times=np.array([wall_time]),
            batch_sizes=np.array([index.batch_size], np.int32), splits=[split], trace_files=[index.trace_file],
            record_offsets=none, record_lengths=none, block_offsets=none, block_lengths=none,
            rows_end=np.array([len(index.samples)]), recorded_step=np.zeros(len(recorded), np.int64),
            recorded_sample=np.array([s.sample_index for s in recorded], np.int32),
            prompt_hash=np.array([s.prompt_hash for s in recorded], np.uint64),
            score=np.array([s.score if s.HasField("score") else np.nan for s in recorded], np.float32),
            offset=np.array([s.offset for s in recorded], np.int64),
            length_bytes=np.array([s.length_bytes for s in recorded], np.int64),
        ))

    def load(i: int) -> trace_pb2.StepIndex:
        return codec.decode_index(buffer[ends[i] : ends[i + 1]])

    return _table(parts, load)


def index_stores(logdir: str, run: str) -> list[str]:
    """The run's index stores (one per logging session, recovered ones beside theirs), in name
    order: the order their sessions ran (session ids start with the time)."""
    return storage.glob(storage.join(logdir, run, metadata.index_file_name("*")))
