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
from collections.abc import Callable, Iterator, Sequence

import numpy as np
from google.protobuf import message

from tb_verl_plugin.format import codec, metadata, records, rowtable, storage, trace_pb2
from tb_verl_plugin.format.index_records import block_store_of

_STEP_RECORD, _SESSION_RECORD = 0x0A, 0x1A
"""The first byte of an index store's ``IndexRecord``: the tag of the one field set (1 or 3,
length delimited), so a reader parses the records it needs only."""


@dataclasses.dataclass(frozen=True)
class Chunk:
    """Every row of some steps, by column (what a query over a whole run reads a piece at a time)."""

    steps: np.ndarray  # int64, per step
    rows_end: np.ndarray  # where each step's rows end in ``columns``
    alive: np.ndarray  # bool per step: whether the run's index lists it (not replaced by a restart)
    columns: rowtable.Columns
    trace_file: str  # where the recorded rows' traces are

    def row_steps(self) -> np.ndarray:
        """Each row's step."""
        return np.repeat(self.steps, np.diff(self.rows_end, prepend=0))

    def row_alive(self) -> np.ndarray:
        return np.repeat(self.alive, np.diff(self.rows_end, prepend=0))


@dataclasses.dataclass
class StepTable:
    """Steps of one source in the order they were written, and their recorded rows.

    ``load(i)`` reads step ``i``'s whole index (its ``samples``: every row's summary).
    """

    steps: np.ndarray  # int64
    wall_times: np.ndarray  # float64
    splits: rowtable.StringColumn
    trace_files: rowtable.StringColumn
    mean_scores: np.ndarray  # float64: every indexed row's mean score, per step (NaN: no row has one)
    # The recorded rows: the position of their step in this table, their row in its batch, prompt,
    # score (NaN: none) and where the trace is in the step's trace file.
    recorded_step: np.ndarray  # int32
    recorded_sample: np.ndarray  # int32
    prompt_hash: np.ndarray  # uint64
    score: np.ndarray  # float32
    offset: np.ndarray  # int64
    length_bytes: np.ndarray  # int32 (a trace record is under 2 GiB)
    load: Callable[[int], trace_pb2.StepIndex]
    chunks: Callable[[np.ndarray], Iterator[Chunk]]
    """Every row of the steps, a piece at a time; ``alive`` (bool per step of the table) marks
    the steps the run's index lists."""
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
    mean_scores: np.ndarray  # per step, over every row
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
    step_of_row = np.repeat(np.arange(steps.size, dtype=np.int32), counts)
    recorded = columns.recorded
    # Copies, not views: a view would keep the whole record it was parsed from alive.
    return _Part(
        steps=steps.copy(), wall_times=wall_times.copy(), splits=splits, trace_files=trace_files,
        record_offsets=record_offsets.copy(), record_lengths=record_lengths.copy(), block=block, rows_end=rows_end.copy(),
        mean_scores=_mean_scores(step_of_row, columns.score, steps.size), recorded_step=step_of_row[recorded], recorded_sample=columns.sample_index[recorded],
        prompt_hash=columns.prompt_hash.copy(), score=columns.score[recorded], offset=columns.offset.copy(),
        length_bytes=columns.length_bytes.copy(),
    )


def _mean_scores(step_of_row: np.ndarray, scores: np.ndarray, steps: int) -> np.ndarray:
    """Each step's mean score over its rows that have one (NaN where none has): with every row of
    the batch indexed, the batch's mean, which the recorded rows' alone is not (the selection
    favours the best and the worst)."""
    finite = np.isfinite(scores)
    sums = np.bincount(step_of_row[finite], weights=scores[finite].astype(np.float64), minlength=steps)
    counts = np.bincount(step_of_row[finite], minlength=steps)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(counts > 0, sums / counts, np.nan)


def _block_part(block: trace_pb2.IndexBlock, columns: rowtable.Columns, number: int) -> _Part:
    steps = np.frombuffer(block.steps, rowtable.I64)
    return _of_columns(
        steps, np.frombuffer(block.wall_times, rowtable.F64), rowtable.StringColumn.of(block.split, steps.size).copy(),
        rowtable.StringColumn([block.trace_file], np.zeros(steps.size, np.int32)),
        np.frombuffer(block.rows_end, rowtable.I32), columns,
        np.frombuffer(block.record_offsets, rowtable.I64), np.frombuffer(block.record_lengths, rowtable.I64), number,
    )


def _step_part(index: trace_pb2.StepIndex, columns: rowtable.Columns, offset: int, length: int) -> _Part:
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


def _table(parts: Sequence[_Part], load: Callable[[int], trace_pb2.StepIndex], chunks: Callable[[np.ndarray], Iterator[Chunk]],
           session_start: int | None = None, skipped: Sequence[str] = ()) -> StepTable:
    """The parts, in the order they were written, as one table (the recorded rows' steps by their
    position in the table)."""
    def joined(name: str, dtype: type) -> np.ndarray:
        return np.concatenate([getattr(p, name) for p in parts]).astype(dtype, copy=False) if parts else np.zeros(0, dtype)

    firsts = np.cumsum([0, *(p.steps.size for p in parts[:-1])])
    return StepTable(
        steps=joined("steps", np.int64), wall_times=joined("wall_times", np.float64),
        splits=_joined_strings([p.splits for p in parts]), trace_files=_joined_strings([p.trace_files for p in parts]),
        mean_scores=joined("mean_scores", np.float64), recorded_step=np.concatenate([p.recorded_step + np.int32(first) for p, first in zip(parts, firsts)]) if parts else np.zeros(0, np.int32),
        recorded_sample=joined("recorded_sample", np.int32), prompt_hash=joined("prompt_hash", np.uint64),
        score=joined("score", np.float32), offset=joined("offset", np.int64), length_bytes=joined("length_bytes", np.int32),
        load=load, chunks=chunks, session_start=session_start, skipped=len(skipped),
        skip_reason=skipped[0] if skipped else None,
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


class _SessionReader:
    """Reads one session's index store and block store; what it met on the way (the session's
    start, where each block is, what was damaged) is kept once read."""

    def __init__(self, path: str) -> None:
        self.path, self.blocks_path = path, block_store_of(path)
        self.skipped: list[str] = []
        self.blocks: list[tuple[int, int]] = []
        self.session_start: int | None = None

    def parts(self) -> Iterator[tuple[int, _Part, rowtable.Columns]]:
        """Each block and each step record no intact block covers, with its rows by column, and
        where its first step's record is (the order they were written)."""
        with storage.from_offset(self.path, 0) as (buffer, _):
            store = _Records(buffer, storage.basename(self.path), self.skipped)
            covered: set[int] = set()
            walk_from = 0
            try:
                with storage.from_offset(self.blocks_path, 0) as (block_buffer, _):
                    block_file = _Records(block_buffer, storage.basename(self.blocks_path), self.skipped)
                    for start, end in block_file.frames():
                        record = block_file.parse(start, end)
                        if record is None or not record.HasField("block"):
                            walk_from = -1  # a block is lost: its steps' records may lie anywhere
                            continue
                        columns = rowtable.Columns(record.block.rows)
                        part = _block_part(record.block, columns, len(self.blocks))
                        self.blocks.append((start, end - start))
                        covered.update(part.record_offsets.tolist())
                        if walk_from >= 0:
                            walk_from = max(walk_from, int((part.record_offsets + part.record_lengths).max()))
                        yield int(part.record_offsets[0]), part, columns
            except FileNotFoundError:
                pass  # no block yet: a session's first steps
            except ValueError as error:
                self.skipped.append(f"{storage.basename(self.blocks_path)}: {error}")
                walk_from = -1
            first = store.frames(limit=1) if walk_from > 0 else []  # the session's start
            for start, end in [*first, *store.frames(max(walk_from, 0))]:
                if end - start <= records.HEADER_BYTES + records.FOOTER_BYTES or start in covered:
                    continue
                if buffer[start + records.HEADER_BYTES] not in (_STEP_RECORD, _SESSION_RECORD):
                    continue
                record = store.parse(start, end)
                if record is None:
                    continue
                if record.HasField("session"):
                    self.session_start = record.session.step if self.session_start is None else self.session_start
                    continue
                try:
                    columns = rowtable.Columns(record.step.rows)
                    yield start, _step_part(record.step, columns, start, end - start), columns
                except ValueError as error:
                    self.skipped.append(f"{store.name} at byte {start}: {error}")


def read_index_store(path: str) -> StepTable:
    """The steps of one session's index store (``path``) and of its block store beside it. A
    damaged record is skipped (counted): a step whose record is damaged is read from its block, a
    damaged block's steps from their records, and a step both of whose copies are damaged is left
    to the trace store's tail (see :mod:`tb_verl_plugin.reader.unindexed`)."""
    reader = _SessionReader(path)
    parts = [(key, part) for key, part, _ in reader.parts()]  # each record's rows go as soon as read
    ordered = [part for _, part in sorted(parts, key=lambda item: item[0])]
    session = _StoredSteps(reader, ordered)
    return _table(ordered, session.load, session.chunks, reader.session_start, reader.skipped)


class _StoredSteps:
    """Where each step of a session is on disk (arrays: not the parts, which view their blocks'
    bytes), to read one step's index or every row again."""

    def __init__(self, reader: _SessionReader, ordered: Sequence[_Part]) -> None:
        def joined(name: str) -> np.ndarray:
            return np.concatenate([getattr(p, name) for p in ordered]) if ordered else np.zeros(0, np.int64)

        self._path, self._blocks_path, self._blocks = reader.path, reader.blocks_path, reader.blocks
        self._record_offsets, self._record_lengths = joined("record_offsets"), joined("record_lengths")
        self._block_of = np.repeat([p.block for p in ordered], [p.steps.size for p in ordered]) if ordered else np.zeros(0, np.int64)

    def load(self, i: int) -> trace_pb2.StepIndex:
        """Step ``i``'s own record; where that is damaged, its rows in the block that holds them too."""
        offset = int(self._record_offsets[i])
        try:
            record = records.unframe_record(storage.read_range(self._path, offset, int(self._record_lengths[i])))
            index = trace_pb2.IndexRecord.FromString(record).step
            index.samples.extend(rowtable.decode(index.rows, index.split))
        except (ValueError, message.DecodeError):
            if self._block_of[i] < 0:
                raise
            index = self._from_block(int(self._block_of[i]), offset)
        index.ClearField("rows")
        return index

    def _from_block(self, block_number: int, record_offset: int) -> trace_pb2.StepIndex:
        """The index of the step whose own record is at ``record_offset``, from its block."""
        frame = storage.read_range(self._blocks_path, *self._blocks[block_number])
        block = trace_pb2.IndexRecord.FromString(records.unframe_record(frame)).block
        part = _block_part(block, rowtable.Columns(block.rows), block_number)
        i = int(np.flatnonzero(part.record_offsets == record_offset)[0])
        start = int(part.rows_end[i - 1]) if i else 0
        return trace_pb2.StepIndex(
            schema_version=metadata.SCHEMA_VERSION, step=int(part.steps[i]), split=part.splits[i],
            batch_size=int(np.frombuffer(block.batch_sizes, rowtable.I32)[i]), trace_file=block.trace_file,
            wall_time=float(part.wall_times[i]), samples=rowtable.decode(block.rows, part.splits[i], start, int(part.rows_end[i])),
        )

    def chunks(self, alive: np.ndarray) -> Iterator[Chunk]:
        """The session read again (what was logged since is not in the table: not alive)."""
        # Sorted once, looked up by bisection per piece: np.isin against every listed offset hashed
        # them again for each piece (6 s of a 100k-step run's 196 pieces).
        listed = np.sort(self._record_offsets[alive])
        for _, part, columns in _SessionReader(self._path).parts():
            yield Chunk(part.steps, part.rows_end, _among(part.record_offsets, listed), columns, part.trace_files[0])


def _among(values: np.ndarray, ordered: np.ndarray) -> np.ndarray:
    """Which of ``values`` are in ``ordered`` (ascending)."""
    if not ordered.size:
        return np.zeros(values.size, bool)
    at = np.searchsorted(ordered, values).clip(max=ordered.size - 1)
    return ordered[at] == values


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
        scores = np.array([s.score if s.HasField("score") else np.nan for s in index.samples], np.float32)
        parts.append(_Part(
            steps=np.array([index.step], np.int64), wall_times=np.array([wall_time]),
            splits=rowtable.StringColumn([split], one), trace_files=rowtable.StringColumn([index.trace_file], one),
            record_offsets=none, record_lengths=none, block=-1, rows_end=np.array([len(index.samples)]),
            mean_scores=_mean_scores(np.zeros(scores.size, np.int32), scores, 1), recorded_step=np.zeros(len(recorded), np.int32),
            recorded_sample=np.array([s.sample_index for s in recorded], np.int32),
            prompt_hash=np.array([s.prompt_hash for s in recorded], np.uint64),
            score=np.array([s.score if s.HasField("score") else np.nan for s in recorded], np.float32),
            offset=np.array([s.offset for s in recorded], np.int64),
            length_bytes=np.array([s.length_bytes for s in recorded], np.int64),
        ))

    def load(i: int) -> trace_pb2.StepIndex:
        return codec.decode_index(buffer[ends[i] : ends[i + 1]])

    def chunks(alive: np.ndarray) -> Iterator[Chunk]:
        for i in np.flatnonzero(alive).tolist():
            index = load(i)
            yield Chunk(np.array([index.step]), np.array([len(index.samples)]), np.ones(1, bool),
                        rowtable.Columns(rowtable.encode(index.samples)), index.trace_file)

    return _table(parts, load, chunks)


def index_stores(logdir: str, run: str) -> list[str]:
    """The run's index stores (one per logging session, recovered ones beside theirs), in name
    order: the order their sessions ran (session ids start with the time)."""
    return storage.glob(storage.join(logdir, run, metadata.index_file_name("*")))



