"""The writing side of a session's index (schema 3): its index store and its block store.

Each traced step's index goes into the index store (``tb_verl_index.<session>.bin``) as soon as its
traces are in the trace store: one record, so a reader sees the step within the writer's flush
interval and a killed process loses at most that. A reader of a long run would then parse one
record per step, so every ``BLOCK_ROWS`` rows (or ``BLOCK_STEPS`` steps) the steps since the
previous block are written again into the block store (``tb_verl_blocks.<session>.bin``) as one
``IndexBlock``, by column: opening a run of 100k steps reads a few hundred blocks and walks the
index store only past the last step a block holds. The rows are on disk twice, a few dozen bytes
each, beside traces of kilobytes. The recorded rows (the ones with a trace: 16 a step of 1,024,
say) are written a third time, alone, every ``APART_ROWS`` of them, into the recorded store
(``tb_verl_recorded.<session>.bin``), as blocks that say their steps: a query that only recorded
rows can pass (a quoted phrase, which only a trace's text holds) reads those instead of every row.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence

from tb_verl_logger.files.framed_file import FramedFile
from tb_verl_plugin.format import index_entries, metadata, rowtable, trace_pb2

BLOCK_ROWS = 8192
"""Rows after which the steps since the previous block are written as a block."""
BLOCK_STEPS = 512
"""Steps after which they are, whatever their rows (a run of a few rows a step)."""
APART_ROWS = 4096
"""Recorded rows after which the steps' recorded rows since the last were written apart are (or
``BLOCK_STEPS`` steps): a record of the recorded store per 256 steps of 16 recorded rows, few
enough records that a query reads them in milliseconds, a live session's newest steps (read whole
until then) few enough too."""


@dataclasses.dataclass(frozen=True)
class _Written:
    """A step written to the index store, waiting for its block and for its recorded rows to be
    written apart."""

    index: trace_pb2.StepIndex  # its rows by column in ``rows``
    offset: int  # where its framed record is in the index store
    size: int
    recorded: trace_pb2.RowTable  # its recorded rows alone


def _block(steps: Sequence[_Written], rows: Sequence[trace_pb2.RowTable]) -> trace_pb2.IndexBlock:
    """The steps as one block whose rows are ``rows`` (per step: every row, or its recorded ones)."""
    indexes = [step.index for step in steps]
    return trace_pb2.IndexBlock(
        steps=rowtable.pack((i.step for i in indexes), rowtable.I64),
        wall_times=rowtable.pack((i.wall_time for i in indexes), rowtable.F64),
        batch_sizes=rowtable.pack((i.batch_size for i in indexes), rowtable.I32),
        split=rowtable.strings(i.split for i in indexes),
        rows_end=rowtable.pack(
            itertools.accumulate(len(table.sample_index) // rowtable.I32.itemsize for table in rows), rowtable.I32
        ),
        record_offsets=rowtable.pack((step.offset for step in steps), rowtable.I64),
        record_lengths=rowtable.pack((step.size for step in steps), rowtable.I64),
        trace_file=indexes[0].trace_file,
        rows=rowtable.concat(rows),
    )


class IndexStore:
    """Appends a session's step indexes and their blocks; made at the session's first traced step.
    Not thread-safe: the writer thread owns it."""

    def __init__(self, run_dir: str, file_id: str, session_start: trace_pb2.SessionStart | None = None) -> None:
        """``session_start``: where the session's events start (a recovered store, which adds to
        its crashed session's, has none)."""
        self._run_dir, self._file_id = run_dir, file_id
        self._store = FramedFile(run_dir, metadata.index_file_name(file_id))
        self._blocks: FramedFile | None = None
        self._recorded: FramedFile | None = None
        self._pending: list[_Written] = []
        self._pending_rows = 0
        self._apart: list[_Written] = []  # the steps whose recorded rows are not written apart yet
        self._apart_rows = 0
        if session_start is not None:
            self._store.append([trace_pb2.IndexRecord(session=session_start).SerializeToString()])

    def append(self, index: trace_pb2.StepIndex) -> trace_pb2.RowTable:
        """Writes one step's index (``samples``: every row, by sample index) as a record whose rows
        are columns, and returns those columns; writes a block when enough rows are waiting for one,
        and the recorded rows apart when enough of them are."""
        stored = index_entries.marker(index)  # the step without its rows, which follow by column
        stored.rows.CopyFrom(rowtable.encode(index.samples))
        ((offset, size),) = self._store.append([trace_pb2.IndexRecord(step=stored).SerializeToString()])
        recorded = [s for s in index.samples if index_entries.is_recorded(s)]
        written = _Written(stored, offset, size, rowtable.encode(recorded))
        self._pending.append(written)
        self._pending_rows += len(index.samples)
        self._apart.append(written)
        self._apart_rows += len(recorded)
        if self._pending_rows >= BLOCK_ROWS or len(self._pending) >= BLOCK_STEPS:
            self.write_block()
        if self._apart_rows >= APART_ROWS or len(self._apart) >= BLOCK_STEPS:
            self.write_apart()
        return stored.rows

    def write_block(self) -> None:
        """Writes the steps since the previous block as one block (nothing when there are none).
        If the write fails, their own records still hold them."""
        if not self._pending:
            return
        pending, self._pending, self._pending_rows = self._pending, [], 0
        block = _block(pending, [step.index.rows for step in pending])
        if self._blocks is None:
            self._blocks = FramedFile(self._run_dir, metadata.block_file_name(self._file_id))
        self._blocks.append([trace_pb2.IndexRecord(block=block).SerializeToString()])

    def write_apart(self) -> None:
        """Writes the recorded rows of the steps since they were last written apart, as one block
        of the recorded store (nothing when there are none). If the write fails, their blocks and
        records still hold them."""
        if not self._apart:
            return
        apart, self._apart, self._apart_rows = self._apart, [], 0
        block = _block(apart, [step.recorded for step in apart])
        if self._recorded is None:
            self._recorded = FramedFile(self._run_dir, metadata.recorded_file_name(self._file_id))
        self._recorded.append([trace_pb2.IndexRecord(block=block).SerializeToString()])

    def close(self) -> None:
        """Writes the last block and the last recorded rows apart, so a finished session reads as
        blocks only, and closes the files."""
        try:
            self.write_block()
            self.write_apart()
        finally:
            for store in (self._store, self._blocks, self._recorded):
                if store is not None:
                    store.close()
