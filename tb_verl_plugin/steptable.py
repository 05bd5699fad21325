"""Indexed steps, columnar, from wherever their index is: a session's index store and block store
(schema 3), the index TensorBoard's data provider holds (schema 1 and 2), steps rebuilt from the
trace store.

A :class:`StepTable` holds what listing a run needs of its steps (step, split, wall time, where its
index is) and of its recorded rows (prompt, score, where the trace is): a few arrays, whatever the
run's length. A step's whole index (every row's summary) is read when the step is opened, from its
own record.

Reading a session: its block store (a few hundred blocks for 100k steps, each the steps of a few
thousand rows by column) gives every step it covers; the index store is walked only past the last
record a block covers (at most a block's worth of steps: a live session's newest). Where a block is
damaged, the whole index store is walked and its step records read one by one instead.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Sequence

import numpy as np
from google.protobuf import message

from tb_verl_plugin import codec, metadata, records, rowtable, storage, trace_pb2

_STEP_RECORD, _SESSION_RECORD = 0x0A, 0x1A
"""The first byte of an index store's ``IndexRecord``: the tag of the one field set (1 or 3,
length delimited), so a reader parses the records it needs only."""


@dataclasses.dataclass
class StepTable:
    """Steps of one source in the order they were written, and their recorded rows.

    ``load(i)`` reads step ``i``'s whole index (its ``samples``: every row's summary).
    """

    steps: np.ndarray  # int64
    wall_times: np.ndarray  # float64
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
    splits: rowtable.StringColumn
    trace_files: rowtable.StringColumn
    record_offsets: np.ndarray  # where each step's own index record is (index stores; -1: none)
    record_lengths: np.ndarray
    block: int  # which block holds the steps' rows again (-1: none)
    rows_end: np.ndarray  # where each step's rows end there
    recorded_step: np.ndarray  # the recorded rows, their step by position in this part
    recorded_sample: np.ndarray
    prompt_hash: np.ndarray
    score: np.ndarray
    offset: np.ndarray
    length_bytes: np.ndarray


def _of_columns(steps: np.ndarray, wall_times: np.ndarray, splits: rowtable.StringColumn, trace_files: rowtable.StringColumn,
                rows_end: np.ndarray, columns: rowtable.Columns, record_offsets: np.ndarray, record_lengths: np.ndarray,
                block: int = -1) -> _Part:
    """A part from a ``RowTable``'s columns, the steps' rows ending at ``rows_end``."""
    counts = np.diff(rows_end, prepend=0)
    if counts.size != steps.size or counts.min(initial=0) < 0 or (rows_end.size and rows_end[-1] != len(columns)):
        raise ValueError(f"{steps.size} steps whose rows end at {rows_end.tolist()[-1:]}, in a table of {len(columns)} rows")
    step_of_row = np.repeat(np.arange(steps.size, dtype=np.int64), counts)
    recorded = columns.recorded
    return _Part(
        steps=steps, wall_times=wall_times, splits=splits, trace_files=trace_files, record_offsets=record_offsets,
        record_lengths=record_lengths, block=block, rows_end=rows_end, recorded_step=step_of_row[recorded],
        recorded_sample=columns.sample_index[recorded], prompt_hash=columns.prompt_hash, score=columns.score[recorded],
        offset=columns.offset, length_bytes=columns.length_bytes,
    )


def _block_part(block: trace_pb2.IndexBlock, number: int) -> _Part:
    steps = np.frombuffer(block.steps, rowtable.I64)
    return _of_columns(
        steps, np.frombuffer(block.wall_times, rowtable.F64), rowtable.StringColumn.of(block.split, steps.size),
        rowtable.StringColumn([block.trace_file], np.zeros(steps.size, np.int32)),
        np.frombuffer(block.rows_end, rowtable.I32), rowtable.Columns(block.rows),
        np.frombuffer(block.record_offsets, rowtable.I64), np.frombuffer(block.record_lengths, rowtable.I64), number,
    )


def _step_part(index: trace_pb2.StepIndex, offset: int, length: int) -> _Part:
    columns = rowtable.Columns(index.rows)
    one = np.zeros(1, np.int32)
    return _of_columns(
        np.array([index.step], np.int64), np.array([index.wall_time]), rowtable.StringColumn([index.split], one),
        rowtable.StringColumn([index.trace_file], one), np.array([len(columns)], np.int64), columns,
        np.array([offset], np.int64), np.array([length], np.int64),
    )


def _joined_strings(columns: Sequence[rowtable.StringColumn]) -> rowtable.StringColumn:
    """The columns one after another, their values coded anew (each distinct value once)."""
    codes: dict[str, int] = {}
    recoded = [np.array([codes.setdefault(v, len(codes)) for v in c.values], np.int32)[c.codes] if c.values else c.codes
               for c in columns]
    return rowtable.StringColumn(list(codes), np.concatenate(recoded) if recoded else np.zeros(0, np.int32))


def _table(parts: Sequence[_Part], load: Callable[[int], trace_pb2.StepIndex], session_start: int | None = None,
           skipped: Sequence[str] = ()) -> StepTable:
    """The parts, in the order they were written, as one table (the recorded rows' steps by their
    position in the table)."""
    def joined(name: str, dtype: type) -> np.ndarray:
        return np.concatenate([getattr(p, name) for p in parts]).astype(dtype, copy=False) if parts else np.zeros(0, dtype)

    firsts = np.cumsum([0, *(p.steps.size for p in parts[:-1])])
    return StepTable(
        steps=joined("steps", np.int64), wall_times=joined("wall_times", np.float64),
        splits=_joined_strings([p.splits for p in parts]), trace_files=_joined_strings([p.trace_files for p in parts]),
        recorded_step=np.concatenate([p.recorded_step + first for p, first in zip(parts, firsts)]) if parts else np.zeros(0, np.int64),
        recorded_sample=joined("recorded_sample", np.int32), prompt_hash=joined("prompt_hash", np.uint64),
        score=joined("score", np.float32), offset=joined("offset", np.int64), length_bytes=joined("length_bytes", np.int64),
        load=load, session_start=session_start, skipped=len(skipped), skip_reason=skipped[0] if skipped else None,
    )


class _Records:
    """One file of framed records, read whole once (mapped locally, fetched remotely)."""

    def __init__(self, buffer: bytes, name: str, skipped: list[str]) -> None:
        self.buffer, self.name, self.skipped = buffer, name, skipped

    def frames(self, start: int = 0, limit: int | None = None) -> list[tuple[int, int]]:
        """``(start, end)`` of each whole record from ``start`` on (the first ``limit``); a damaged
        header ends the list there (past it, lengths cannot be trusted) and is counted."""
        found: list[tuple[int, int]] = []
        try:
            found.extend(itertools.islice(records.iter_frames(self.buffer, start), limit))
        except ValueError as error:
            self.skipped.append(f"{self.name}: {error}")
        return found

    def parse(self, start: int, end: int) -> trace_pb2.IndexRecord | None:
        """The record at ``[start, end)``, or None (counted) when damaged or from a newer schema."""
        try:
            record = trace_pb2.IndexRecord.FromString(records.unframe_record(self.buffer[start:end]))
            if record.HasField("step"):
                codec.check_version("index", record.step.schema_version)
            return record
        except (ValueError, message.DecodeError) as error:
            self.skipped.append(f"{self.name} at byte {start}: {error}")
            return None


def read_index_store(path: str) -> StepTable:
    """The steps of one session's index store (``path``) and of its block store beside it. A
    damaged record is skipped (counted): a step whose record is damaged is read from its block, a
    damaged block's steps from their records, and a step both of whose copies are damaged is left
    to the trace store's tail (see :mod:`tb_verl_plugin.unindexed`)."""
    blocks_path = block_store_of(path)
    skipped: list[str] = []
    parts: list[tuple[int, _Part]] = []
    blocks: list[tuple[int, int]] = []
    with storage.from_offset(path, 0) as (buffer, _):
        store = _Records(buffer, storage.basename(path), skipped)
        covered: set[int] = set()
        walk_from = 0
        try:
            with storage.from_offset(blocks_path, 0) as (block_buffer, _):
                block_file = _Records(block_buffer, storage.basename(blocks_path), skipped)
                for start, end in block_file.frames():
                    record = block_file.parse(start, end)
                    if record is None or not record.HasField("block"):
                        walk_from = -1  # a block is lost: its steps' records may lie anywhere
                        continue
                    part = _block_part(record.block, len(blocks))
                    blocks.append((start, end - start))
                    covered.update(part.record_offsets.tolist())
                    parts.append((int(part.record_offsets[0]), part))
                    if walk_from >= 0:
                        walk_from = max(walk_from, int((part.record_offsets + part.record_lengths).max()))
        except FileNotFoundError:
            pass  # no block yet: a session's first steps
        except ValueError as error:
            skipped.append(f"{storage.basename(blocks_path)}: {error}")
            walk_from = -1
        session_start = None
        first = store.frames(limit=1) if walk_from > 0 else []  # the session's start
        for start, end in [*first, *store.frames(max(walk_from, 0))]:
            if end - start <= records.HEADER_BYTES + records.FOOTER_BYTES or start in covered:
                continue
            kind = buffer[start + records.HEADER_BYTES]
            if kind not in (_STEP_RECORD, _SESSION_RECORD):
                continue
            record = store.parse(start, end)
            if record is None:
                continue
            if record.HasField("session"):
                session_start = record.session.step if session_start is None else session_start
            else:
                try:
                    parts.append((start, _step_part(record.step, start, end - start)))
                except ValueError as error:
                    skipped.append(f"{store.name} at byte {start}: {error}")
    ordered = [part for _, part in sorted(parts, key=lambda item: item[0])]
    sizes = [part.steps.size for part in ordered]
    part_of = np.repeat(np.arange(len(ordered)), sizes)
    row_in_part = np.arange(part_of.size) - np.repeat(np.cumsum([0, *sizes[:-1]]), sizes).astype(np.int64)

    def load(i: int) -> trace_pb2.StepIndex:
        """Step ``i``'s own record; where that is damaged, its rows in the block that holds them too."""
        part, row = ordered[int(part_of[i])], int(row_in_part[i])
        try:
            frame = storage.read_range(path, int(part.record_offsets[row]), int(part.record_lengths[row]))
            index = trace_pb2.IndexRecord.FromString(records.unframe_record(frame)).step
            rows, start, stop = index.rows, 0, None
        except (ValueError, message.DecodeError):
            if part.block < 0:
                raise
            frame = storage.read_range(blocks_path, *blocks[part.block])
            block = trace_pb2.IndexRecord.FromString(records.unframe_record(frame)).block
            index = trace_pb2.StepIndex(
                schema_version=metadata.SCHEMA_VERSION, step=int(part.steps[row]), split=part.splits[row],
                batch_size=int(np.frombuffer(block.batch_sizes, rowtable.I32)[row]),
                trace_file=part.trace_files[row], wall_time=float(part.wall_times[row]),
            )
            rows, start, stop = block.rows, int(part.rows_end[row - 1]) if row else 0, int(part.rows_end[row])
        index.samples.extend(rowtable.decode(rows, index.split, start, stop))
        index.ClearField("rows")
        return index

    return _table(ordered, load, session_start, skipped)


def from_indexes(indexes: Sequence[tuple[trace_pb2.StepIndex, bytes, float, str]]) -> StepTable:
    """Steps whose whole index is at hand (schema 1 and 2 from TensorBoard's data provider, or
    rebuilt from the trace store), as ``(index, its serialized bytes, wall time, split)``, in order."""
    ends = np.cumsum([0, *(len(blob) for _, blob, _, _ in indexes)])
    buffer = b"".join(blob for _, blob, _, _ in indexes)
    parts = []
    none = np.full(1, -1, np.int64)
    one = np.zeros(1, np.int32)
    for index, _, wall_time, split in indexes:
        recorded = [s for s in index.samples if codec.is_recorded(s)]
        parts.append(_Part(
            steps=np.array([index.step], np.int64), wall_times=np.array([wall_time]),
            splits=rowtable.StringColumn([split], one), trace_files=rowtable.StringColumn([index.trace_file], one),
            record_offsets=none, record_lengths=none, block=-1, rows_end=np.array([len(index.samples)]),
            recorded_step=np.zeros(len(recorded), np.int64),
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


def block_store_of(index_store: str) -> str:
    """The block store beside an index store (same session)."""
    name = storage.basename(index_store)
    session = name[len(metadata.INDEX_FILE_PREFIX) : -len(metadata.TRACE_FILE_SUFFIX)]
    return index_store[: len(index_store) - len(name)] + metadata.block_file_name(session)
