"""Indexed steps, columnar, from wherever their index is: a session's index store and block store
(schema 3), the index TensorBoard's data provider holds (schema 1 and 2), steps rebuilt from the
trace store.

A :class:`StepTable` holds what listing a run needs of its steps (step, split, wall time, where its
index is) and of its recorded rows (prompt, score, where the trace is): a few arrays, whatever the
run's length. A step's rows are read when the step is opened, from its own record; every row of
many steps (a run-wide query, the per-step series the diagnosis reads) a block at a time.

Reading a session (:class:`Session`): its block store (a few hundred blocks for 100k steps, each
the steps of a few thousand rows by column) gives every step it covers; the index store is walked
only past the last record a block covers (at most a block's worth of steps: a live session's
newest). Where a block is damaged, the index store is walked from where it was read to and its step
records read one by one instead. Both files are append-only, so a session is read once and then,
each time the run changes, only from where its two files were read to: a live run's new step costs
its own bytes, not the run's.
"""

from __future__ import annotations

import dataclasses
import itertools
import threading
from collections.abc import Iterator, Sequence
from typing import Protocol

import numpy as np
from google.protobuf import message

from tb_verl_plugin.diagnosis.run_view import RowSeries, Series
from tb_verl_plugin.format import codec, index_entries, metadata, records, rowtable, storage, trace_pb2
from tb_verl_plugin.format.index_records import block_store_of, recorded_store_of

_STEP_RECORD, _SESSION_RECORD = 0x0A, 0x1A
"""The first byte of an index store's ``IndexRecord``: the tag of the one field set (1 or 3,
length delimited), so a reader parses the records it needs only."""


@dataclasses.dataclass(frozen=True)
class Chunk:
    """Every row of some steps, by column (what a query over a whole run reads a piece at a time)."""

    steps: np.ndarray  # int64, per step
    rows_end: np.ndarray  # where each step's rows end in ``columns``
    alive: np.ndarray  # bool per step: whether the reader asked for it (the run's index lists it)
    columns: rowtable.Columns
    trace_file: str  # where the recorded rows' traces are
    positions: np.ndarray  # int64 per step: its place in its table (-1: not in the table read)

    def row_steps(self) -> np.ndarray:
        """Each row's step."""
        return np.repeat(self.steps, np.diff(self.rows_end, prepend=0))

    def steps_of(self, rows: np.ndarray) -> np.ndarray:
        """The step of each of ``rows`` (ascending)."""
        return self.steps[np.searchsorted(self.rows_end, rows, side="right")]

    def row_alive(self) -> np.ndarray:
        return np.repeat(self.alive, np.diff(self.rows_end, prepend=0))


@dataclasses.dataclass(frozen=True)
class StoredStep:
    """One step's rows where they are stored: its own record's table, or its block's."""

    head: trace_pb2.StepIndex  # the step, split, batch size, trace file, wall time (no rows)
    table: trace_pb2.RowTable
    start: int  # its rows in ``table``
    stop: int

    def columns(self) -> rowtable.Columns:
        return rowtable.Columns(self.table)

    def index(self) -> trace_pb2.StepIndex:
        """The step's whole index, every row a ``SampleSummary`` in ``samples``: decoded from the
        columns, which every route and the export read instead (``RunIndex.index``: for tests and
        scripts that compare with what the writer wrote)."""
        index = trace_pb2.StepIndex()
        index.CopyFrom(self.head)
        index.samples.extend(rowtable.decode(self.table, self.head.split, self.start, self.stop))
        return index


class _Stored(Protocol):
    """Where a table's steps are, to read one step's rows or every row of many steps again."""

    def step(self, i: int) -> StoredStep: ...

    def chunks(self, alive: np.ndarray, recorded_only: bool = False) -> Iterator[Chunk]: ...

    def row_series(self, count: int) -> dict[str, Series]: ...


@dataclasses.dataclass
class StepTable:
    """Steps of one source in the order they were written, and their recorded rows."""

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
    stored: _Stored
    session_start: int | None = None
    """The step this session's events start at (see ``SessionStart``); None when unknown."""
    skipped: int = 0
    """Index records that could not be read (damaged, or from a newer schema): left out."""
    skip_reason: str | None = None

    def __len__(self) -> int:
        return self.steps.size

    def step(self, i: int) -> StoredStep:
        """Step ``i``'s rows (ValueError or OSError when its record cannot be read)."""
        return self.stored.step(i)

    def chunks(self, alive: np.ndarray, recorded_only: bool = False) -> Iterator[Chunk]:
        """Every row of the steps ``alive`` marks (bool per step of the table), a piece at a time;
        a piece's other steps come along, not alive. ``recorded_only``: the caller needs the
        recorded rows only, so a piece may hold just those (where the recorded store has them)."""
        return self.stored.chunks(alive, recorded_only)

    def row_series(self) -> dict[str, Series]:
        """The every-row index reduced per step (:class:`~tb_verl_plugin.diagnosis.run_view.RowSeries`),
        each series' ``steps`` the steps' positions in this table."""
        return self.stored.row_series(len(self))


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

    def only(self, kept: np.ndarray) -> _Part:
        """The part's steps ``kept`` marks (bool per step), their recorded rows with them."""
        rows = kept[self.recorded_step]
        renumbered = np.cumsum(kept, dtype=np.int32) - 1
        return _Part(
            steps=self.steps[kept],
            wall_times=self.wall_times[kept],
            splits=rowtable.StringColumn(self.splits.values, self.splits.codes[kept]),
            trace_files=rowtable.StringColumn(self.trace_files.values, self.trace_files.codes[kept]),
            record_offsets=self.record_offsets[kept],
            record_lengths=self.record_lengths[kept],
            block=self.block,
            rows_end=self.rows_end[kept],
            mean_scores=self.mean_scores[kept],
            recorded_step=renumbered[self.recorded_step[rows]],
            recorded_sample=self.recorded_sample[rows],
            prompt_hash=self.prompt_hash[rows],
            score=self.score[rows],
            offset=self.offset[rows],
            length_bytes=self.length_bytes[rows],
        )


def _of_columns(
    steps: np.ndarray,
    wall_times: np.ndarray,
    splits: rowtable.StringColumn,
    trace_files: rowtable.StringColumn,
    rows_end: np.ndarray,
    columns: rowtable.Columns,
    record_offsets: np.ndarray,
    record_lengths: np.ndarray,
    block: int = -1,
) -> _Part:
    """A part from a ``RowTable``'s columns, the steps' rows ending at ``rows_end``."""
    counts = np.diff(rows_end, prepend=0)
    if counts.size != steps.size or counts.min(initial=0) < 0 or (rows_end.size and rows_end[-1] != len(columns)):
        raise ValueError(
            f"{steps.size} steps whose rows end at {rows_end.tolist()[-1:]}, in a table of {len(columns)} rows"
        )
    step_of_row = np.repeat(np.arange(steps.size, dtype=np.int32), counts)
    recorded = columns.recorded
    # Copies, not views: a view would keep the whole record it was parsed from alive.
    return _Part(
        steps=steps.copy(),
        wall_times=wall_times.copy(),
        splits=splits,
        trace_files=trace_files,
        record_offsets=record_offsets.copy(),
        record_lengths=record_lengths.copy(),
        block=block,
        rows_end=rows_end.copy(),
        mean_scores=_mean_scores(step_of_row, columns.score, steps.size),
        recorded_step=step_of_row[recorded],
        recorded_sample=columns.sample_index[recorded],
        prompt_hash=columns.prompt_hash.copy(),
        score=columns.score[recorded],
        offset=columns.offset.copy(),
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
        steps,
        np.frombuffer(block.wall_times, rowtable.F64),
        rowtable.StringColumn.of(block.split, steps.size).copy(),
        rowtable.StringColumn([block.trace_file], np.zeros(steps.size, np.int32)),
        np.frombuffer(block.rows_end, rowtable.I32),
        columns,
        np.frombuffer(block.record_offsets, rowtable.I64),
        np.frombuffer(block.record_lengths, rowtable.I64),
        number,
    )


def _step_part(index: trace_pb2.StepIndex, columns: rowtable.Columns, offset: int, length: int) -> _Part:
    one = np.zeros(1, np.int32)
    return _of_columns(
        np.array([index.step], np.int64),
        np.array([index.wall_time]),
        rowtable.StringColumn([index.split], one),
        rowtable.StringColumn([index.trace_file], one),
        np.array([len(columns)], np.int64),
        columns,
        np.array([offset], np.int64),
        np.array([length], np.int64),
    )


def _joined_strings(columns: Sequence[rowtable.StringColumn]) -> rowtable.StringColumn:
    """The columns one after another, their values coded anew (each distinct value once)."""
    codes: dict[str, int] = {}
    recoded = [
        np.array([codes.setdefault(v, len(codes)) for v in c.values], np.int32)[c.codes] if c.values else c.codes
        for c in columns
    ]
    return rowtable.StringColumn(list(codes), np.concatenate(recoded) if recoded else np.zeros(0, np.int32))


_LISTED = ("steps", "wall_times", "mean_scores", "recorded_sample", "prompt_hash", "score", "offset", "length_bytes")
_DTYPES = {
    "steps": np.int64,
    "wall_times": np.float64,
    "mean_scores": np.float64,
    "recorded_sample": np.int32,
    "prompt_hash": np.uint64,
    "score": np.float32,
    "offset": np.int64,
    "length_bytes": np.int32,
}


def _table(
    parts: Sequence[_Part],
    stored: _Stored,
    session_start: int | None = None,
    skipped: Sequence[str] = (),
    before: StepTable | None = None,
) -> StepTable:
    """The parts, in the order they were written, after the steps of ``before`` (a session read
    earlier), as one table (the recorded rows' steps by their position in the table)."""
    tables: list[StepTable | _Part] = [*([before] if before is not None else []), *parts]

    def joined(name: str) -> np.ndarray:
        dtype = _DTYPES[name]
        return (
            np.concatenate([getattr(p, name) for p in tables]).astype(dtype, copy=False)
            if tables
            else np.zeros(0, dtype)
        )

    firsts = np.cumsum([0, *(p.steps.size for p in tables[:-1])])
    return StepTable(
        **{name: joined(name) for name in _LISTED},
        splits=_joined_strings([p.splits for p in tables]),
        trace_files=_joined_strings([p.trace_files for p in tables]),
        recorded_step=np.concatenate([p.recorded_step + np.int32(first) for p, first in zip(tables, firsts)])
        if tables
        else np.zeros(0, np.int32),
        stored=stored,
        session_start=session_start,
        skipped=len(skipped),
        skip_reason=skipped[0] if skipped else None,
    )


class _Records:
    """One file of framed records (read where sliced locally, fetched remotely from ``base`` on),
    walked by their headers: only the records asked for are read."""

    def __init__(self, buffer: records.File, base: int, name: str, skipped: list[str]) -> None:
        self.buffer, self.base, self.name, self.skipped = buffer, base, name, skipped
        self.damaged_at: int | None = None
        """Where a damaged record header is: past it, lengths cannot be trusted."""
        self.problem = ""
        """What was wrong with it (said when ``damaged_at`` is set)."""

    def frames(self, start: int, limit: int | None = None) -> list[tuple[int, int]]:
        """``(start, end)`` (in the file) of each whole record from ``start`` on (the first
        ``limit``); a damaged header ends the list there (``damaged_at``)."""
        found: list[tuple[int, int]] = []
        try:
            for begin, end in itertools.islice(records.iter_frames(self.buffer, start - self.base), limit):
                found.append((begin + self.base, end + self.base))
        except ValueError as error:
            self.damaged_at = found[-1][1] if found else start
            self.problem = f"{self.name}: {error}"
        return found

    def byte(self, at: int) -> int:
        return self.buffer[at - self.base : at - self.base + 1][0]

    def record(self, start: int, end: int) -> trace_pb2.IndexRecord:
        """The record at ``[start, end)``; ValueError or DecodeError when damaged."""
        return trace_pb2.IndexRecord.FromString(records.unframe_at(self.buffer, start - self.base, end - self.base))

    def parse(self, start: int, end: int) -> trace_pb2.IndexRecord | None:
        """The record at ``[start, end)``, or None (counted) when damaged or from a newer schema."""
        try:
            record = self.record(start, end)
            if record.HasField("step"):
                codec.check_version("index", record.step.schema_version)
            return record
        except (ValueError, message.DecodeError) as error:
            self.skipped.append(f"{self.name} at byte {start}: {error}")
            return None


class Session:
    """One session's index store and block store, read incrementally: each :meth:`read` parses what
    the two files gained since the last one (they are append-only) and returns the session's table:
    the steps read before, then the new ones, as a whole read of the files would list them.

    What a read met is kept for the next: how far each file was read, where each block is, which
    records ahead an intact block holds, the session's start, what was damaged (counted once; a
    damaged record header ends the block store for good, as it ends every whole read, and the
    index store until a block covers the records past it). Reads of one session must not overlap
    (:class:`~tb_verl_plugin.reader.index.IndexCache` reads a run one read at a time); the tables
    returned may be read from any thread."""

    def __init__(self, path: str) -> None:
        self.path, self.blocks_path = path, block_store_of(path)
        self.recorded_path = recorded_store_of(path)
        self.blocks: list[tuple[int, int]] = []
        """``(start, length)`` of each intact block in the block store, by number (only grows)."""
        self._skipped: list[str] = []
        self._blocks_end = 0  # the block store is read up to here
        self._blocks_damaged = False
        self._store_end = 0  # each record of the index store before this is in the table or an intact block
        self._store_damaged_at: int | None = None
        self._ahead: set[int] = set()  # records at or past _store_end that an intact block holds
        self._session_start: int | None = None
        self._table: StepTable | None = None
        self._steps = _SessionSteps(self, *(np.zeros(0, np.int64),) * 3)  # where the table's steps are
        self.series = _SeriesCache()
        """The per-step series of the session's steps, summarized once each."""

    def read(self) -> StepTable:
        """The session's table, with whatever was appended since the last read."""
        parts: list[tuple[int, _Part]] = []
        covered: list[tuple[int, np.ndarray]] = []  # each block read now, the records it holds
        covering = self._read_blocks(parts, covered)
        walk_from = self._store_end if covering is None else max(self._store_end, covering)
        with storage.from_offset(self.path, 0 if self._store_end == 0 else walk_from) as (buffer, base):
            self._walk(_Records(buffer, base, storage.basename(self.path), self._skipped), walk_from, parts)
        before = self._table
        if before is not None and not parts and not covered and before.skipped == len(self._skipped):
            return before  # nothing new
        parts.sort(key=lambda item: item[0])
        old = self._steps
        offsets = np.concatenate([old.record_offsets, *(p.record_offsets for _, p in parts)])
        block_of = np.concatenate([old.block_of, *(np.full(p.steps.size, p.block, np.int64) for _, p in parts)])
        for number, held in covered:  # steps read before from their own records, now in a block too
            at = _positions(offsets, held)
            block_of[at[at >= 0]] = number
        self._steps = _SessionSteps(
            self, offsets, np.concatenate([old.record_lengths, *(p.record_lengths for _, p in parts)]), block_of
        )
        self._table = _table([p for _, p in parts], self._steps, self._session_start, self._skipped, before)
        return self._table

    def _read_blocks(self, parts: list[tuple[int, _Part]], covered: list[tuple[int, np.ndarray]]) -> int | None:
        """Adds to ``parts`` the steps of the blocks appended since that were not read before,
        and to ``covered`` each new block's records; returns where the last of those records ends
        (0: no new block), or None when a block is damaged (its steps' records must be walked)."""
        if self._blocks_damaged:
            return None
        covering: int | None = 0
        try:
            with storage.from_offset(self.blocks_path, self._blocks_end) as (buffer, base):
                block_file = _Records(buffer, base, storage.basename(self.blocks_path), self._skipped)
                for start, end in block_file.frames(self._blocks_end):
                    self._blocks_end = end
                    record = block_file.parse(start, end)
                    part = None
                    if record is not None and record.HasField("block"):
                        try:
                            part = _block_part(record.block, rowtable.Columns(record.block.rows), len(self.blocks))
                        except ValueError as error:  # columns that disagree on the rows
                            self._skipped.append(f"{block_file.name} at byte {start}: {error}")
                    if part is None:
                        covering = None  # a block is lost: its steps' records may lie anywhere
                        continue
                    self.blocks.append((start, end - start))
                    covered.append((part.block, part.record_offsets))
                    new = part.record_offsets >= self._store_end  # the others were read from their own records
                    if new.any():
                        self._ahead.update(part.record_offsets[new].tolist())
                        parts.append((int(part.record_offsets[new][0]), part if new.all() else part.only(new)))
                    if covering is not None:
                        covering = max(covering, int((part.record_offsets + part.record_lengths).max()))
                if block_file.damaged_at is not None:
                    self._skipped.append(block_file.problem)
                    self._blocks_damaged = True
                    return None
        except FileNotFoundError:
            pass  # no block yet: a session's first steps
        return covering

    def _walk(self, store: _Records, walk_from: int, parts: list[tuple[int, _Part]]) -> None:
        """Adds to ``parts`` the step records from ``walk_from`` on that no intact block holds (and
        reads the session's start, the store's first record, on the first read)."""
        if self._store_damaged_at is not None and walk_from <= self._store_damaged_at:
            return  # what lies before the damage was read; what lies past it, no block covers yet
        first = store.frames(0, limit=1) if self._store_end == 0 and walk_from > 0 else []
        frames = store.frames(walk_from)
        for start, end in [*first, *frames]:
            if end - start <= records.HEADER_BYTES + records.FOOTER_BYTES or start in self._ahead:
                continue
            if store.byte(start + records.HEADER_BYTES) not in (_STEP_RECORD, _SESSION_RECORD):
                continue
            record = store.parse(start, end)
            if record is None:
                continue
            if record.HasField("session"):
                self._session_start = record.session.step if self._session_start is None else self._session_start
                continue
            try:
                columns = rowtable.Columns(record.step.rows)
                parts.append((start, _step_part(record.step, columns, start, end - start)))
            except ValueError as error:
                self._skipped.append(f"{store.name} at byte {start}: {error}")
        if store.damaged_at is not None:
            self._store_damaged_at = store.damaged_at
            self._skipped.append(store.problem)
        self._store_end = frames[-1][1] if frames else max(self._store_end, walk_from)
        self._ahead = {offset for offset in self._ahead if offset >= self._store_end}


def read_index_store(path: str) -> StepTable:
    """The steps of one session's index store (``path``) and of its block store beside it. A
    damaged record is skipped (counted): a step whose record is damaged is read from its block, a
    damaged block's steps from their records, and a step both of whose copies are damaged is left
    to the trace store's tail (see :mod:`tb_verl_plugin.reader.unindexed`)."""
    return Session(path).read()


class _SeriesCache:
    """A table's per-step series (keyed by the steps' positions in the table, which never change:
    a session's table only grows), each step summarized once: a live run's new step costs its own
    rows."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._summarized = 0
        self._built = RowSeries()

    def series(self, stored: _Stored, count: int) -> dict[str, Series]:
        """The series of the table's first ``count`` steps (``stored``: where they are)."""
        with self._lock:
            if count > self._summarized:
                new = np.zeros(count, bool)
                new[self._summarized :] = True
                for chunk in stored.chunks(new):
                    self._built.add(
                        np.repeat(chunk.positions, np.diff(chunk.rows_end, prepend=0)), chunk.columns, chunk.row_alive()
                    )
                self._summarized = count
            found = self._built.series()
        return {name: _first(series, count) for name, series in found.items()}


def _first(series: Series, count: int) -> Series:
    """The points of the table's first ``count`` steps."""
    kept = int(np.searchsorted(series.steps, count))
    return series if kept == series.steps.size else Series(series.steps[:kept], series.values[:kept])


class _SessionSteps:
    """Where each step of a session's table is on disk (arrays, read-only: a later read of the
    session makes new ones), to read one step's rows or every row of many steps again."""

    def __init__(
        self, session: Session, record_offsets: np.ndarray, record_lengths: np.ndarray, block_of: np.ndarray
    ) -> None:
        self._session = session
        self.record_offsets, self.record_lengths, self.block_of = record_offsets, record_lengths, block_of
        """Per step of the table: its own record (ascending: the order they were written), and the
        block that holds its rows again (-1: none)."""

    def step(self, i: int) -> StoredStep:
        """Step ``i``'s own record; where that is damaged, its rows in the block that holds them too."""
        offset = int(self.record_offsets[i])
        try:
            record = records.unframe_record(storage.read_range(self._session.path, offset, int(self.record_lengths[i])))
            index = trace_pb2.IndexRecord.FromString(record).step
            table = trace_pb2.RowTable()
            table.CopyFrom(index.rows)
            index.ClearField("rows")
            return StoredStep(index, table, 0, _row_count(table))
        except (ValueError, message.DecodeError):
            if self.block_of[i] < 0:
                raise
        block = self._block(int(self.block_of[i]))
        at = int(np.flatnonzero(np.frombuffer(block.record_offsets, rowtable.I64) == offset)[0])
        rows_end = np.frombuffer(block.rows_end, rowtable.I32)
        head = trace_pb2.StepIndex(
            schema_version=metadata.SCHEMA_VERSION,
            step=int(np.frombuffer(block.steps, rowtable.I64)[at]),
            split=rowtable.StringColumn.of(block.split, rows_end.size)[at],
            batch_size=int(np.frombuffer(block.batch_sizes, rowtable.I32)[at]),
            trace_file=block.trace_file,
            wall_time=float(np.frombuffer(block.wall_times, rowtable.F64)[at]),
        )
        return StoredStep(head, block.rows, int(rows_end[at - 1]) if at else 0, int(rows_end[at]))

    def _block(self, number: int) -> trace_pb2.IndexBlock:
        frame = storage.read_range(self._session.blocks_path, *self._session.blocks[number])
        return trace_pb2.IndexRecord.FromString(records.unframe_record(frame)).block

    def chunks(self, alive: np.ndarray, recorded_only: bool = False) -> Iterator[Chunk]:
        """The blocks holding an alive step, then the alive steps no block holds, from their own
        records; a block that cannot be read again (damaged since) gives its steps' records.
        ``recorded_only``: first the recorded rows alone of the steps the recorded store holds,
        then every row of the others (a run written before it, its damaged records, a live
        session's newest steps)."""
        if recorded_only:
            left = alive.copy()  # alive and not read yet
            yield from self._recorded(left)
            alive = left
        wanted = np.flatnonzero(alive)
        holding = np.unique(self.block_of[wanted])
        blocks = holding[holding >= 0].tolist()
        lone = wanted[self.block_of[wanted] < 0]
        if blocks:
            path = self._session.blocks_path
            with storage.from_offset(path, self._session.blocks[blocks[0]][0]) as (buffer, base):
                block_file = _Records(buffer, base, storage.basename(path), [])
                for number in blocks:
                    start, length = self._session.blocks[number]
                    try:
                        block = block_file.record(start, start + length).block
                        columns = rowtable.Columns(block.rows)
                    except (ValueError, message.DecodeError):
                        lone = np.union1d(lone, wanted[self.block_of[wanted] == number])
                        continue
                    yield self._chunk(block, columns, alive)
        if lone.size:
            with storage.from_offset(self._session.path, int(self.record_offsets[lone[0]])) as (buffer, base):
                store = _Records(buffer, base, storage.basename(self._session.path), [])
                for i in lone.tolist():
                    start = int(self.record_offsets[i])
                    try:
                        index = store.record(start, start + int(self.record_lengths[i])).step
                        columns = rowtable.Columns(index.rows)
                    except (ValueError, message.DecodeError):
                        continue  # damaged since it was read: its rows are left out
                    yield Chunk(
                        np.array([index.step], np.int64),
                        np.array([len(columns)]),
                        np.ones(1, bool),
                        columns,
                        index.trace_file,
                        np.array([i], np.int64),
                    )

    def _recorded(self, left: np.ndarray) -> Iterator[Chunk]:
        """The recorded rows of the steps ``left`` marks (bool per step of the table) that the
        session's recorded store holds, each block of it whole (a block's steps the table does not
        hold, or not left, come along not alive); the steps read are cleared from ``left``. A
        damaged block is passed over (its steps stay left), a damaged header ends the store there,
        a missing store holds nothing (copied without it, or written before it)."""
        try:
            with storage.from_offset(self._session.recorded_path, 0) as (buffer, base):
                store = _Records(buffer, base, storage.basename(self._session.recorded_path), [])
                for start, end in store.frames(0):
                    try:
                        block = store.record(start, end).block
                        columns = rowtable.Columns(block.rows)
                    except (ValueError, message.DecodeError):
                        continue
                    chunk = self._chunk(block, columns, left)
                    left[chunk.positions[chunk.alive]] = False
                    yield chunk
        except FileNotFoundError:
            return

    def _chunk(self, block: trace_pb2.IndexBlock, columns: rowtable.Columns, alive: np.ndarray) -> Chunk:
        """A block's rows (``columns``) as a chunk, its steps that ``alive`` marks alive."""
        positions = _positions(self.record_offsets, np.frombuffer(block.record_offsets, rowtable.I64))
        return Chunk(
            np.frombuffer(block.steps, rowtable.I64),
            np.frombuffer(block.rows_end, rowtable.I32),
            (positions >= 0) & alive[np.maximum(positions, 0)],
            columns,
            block.trace_file,
            positions,
        )

    def row_series(self, count: int) -> dict[str, Series]:
        return self._session.series.series(self, count)


def _positions(ordered: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Where each of ``values`` is in ``ordered`` (ascending; -1: not in it)."""
    if not ordered.size:
        return np.full(values.size, -1, np.int64)
    # np.minimum, not clip(): clip's Python wrapper costs more than a block's few values do
    at = np.minimum(np.searchsorted(ordered, values), ordered.size - 1)
    return np.where(ordered[at] == values, at, -1)


def _row_count(table: trace_pb2.RowTable) -> int:
    return len(table.sample_index) // rowtable.I32.itemsize


class _WholeIndexes:
    """Steps whose whole index is at hand, serialized (see :func:`from_indexes`)."""

    def __init__(self, buffer: bytes, ends: np.ndarray) -> None:
        self._buffer, self._ends = buffer, ends
        self._series = _SeriesCache()

    def step(self, i: int) -> StoredStep:
        index = codec.decode_index(self._buffer[self._ends[i] : self._ends[i + 1]])
        table = rowtable.encode(index.samples)
        index.ClearField("samples")
        return StoredStep(index, table, 0, _row_count(table))

    def chunks(self, alive: np.ndarray, recorded_only: bool = False) -> Iterator[Chunk]:
        """Every row of each alive step (``recorded_only`` aside: a whole index is at hand)."""
        for i in np.flatnonzero(alive).tolist():
            stored = self.step(i)
            columns = stored.columns()
            yield Chunk(
                np.array([stored.head.step]),
                np.array([len(columns)]),
                np.ones(1, bool),
                columns,
                stored.head.trace_file,
                np.array([i], np.int64),
            )

    def row_series(self, count: int) -> dict[str, Series]:
        return self._series.series(self, count)


def from_indexes(indexes: Sequence[tuple[trace_pb2.StepIndex, bytes, float, str]]) -> StepTable:
    """Steps whose whole index is at hand (schema 1 and 2 from TensorBoard's data provider, or
    rebuilt from the trace store), as ``(index, its serialized bytes, wall time, split)``, in order."""
    ends = np.cumsum([0, *(len(blob) for _, blob, _, _ in indexes)])
    buffer = b"".join(blob for _, blob, _, _ in indexes)
    parts = []
    none = np.full(1, -1, np.int64)
    one = np.zeros(1, np.int32)
    for index, _, wall_time, split in indexes:
        recorded = [s for s in index.samples if index_entries.is_recorded(s)]
        scores = np.array([s.score if s.HasField("score") else np.nan for s in index.samples], np.float32)
        parts.append(
            _Part(
                steps=np.array([index.step], np.int64),
                wall_times=np.array([wall_time]),
                splits=rowtable.StringColumn([split], one),
                trace_files=rowtable.StringColumn([index.trace_file], one),
                record_offsets=none,
                record_lengths=none,
                block=-1,
                rows_end=np.array([len(index.samples)]),
                mean_scores=_mean_scores(np.zeros(scores.size, np.int32), scores, 1),
                recorded_step=np.zeros(len(recorded), np.int32),
                recorded_sample=np.array([s.sample_index for s in recorded], np.int32),
                prompt_hash=np.array([s.prompt_hash for s in recorded], np.uint64),
                score=np.array([s.score if s.HasField("score") else np.nan for s in recorded], np.float32),
                offset=np.array([s.offset for s in recorded], np.int64),
                length_bytes=np.array([s.length_bytes for s in recorded], np.int64),
            )
        )
    return _table(parts, _WholeIndexes(buffer, ends))


def index_stores(logdir: str, run: str) -> list[str]:
    """The run's index stores (one per logging session, recovered ones beside theirs), in name
    order: the order their sessions ran (session ids start with the time)."""
    return storage.glob(storage.join(logdir, run, metadata.index_file_name("*")))
