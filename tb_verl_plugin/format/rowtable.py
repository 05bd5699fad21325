"""A step's rows by column (schema 3's ``RowTable``), and back: the reading side's one in-memory
shape of the index's rows.

The writer turns the step's row summaries (``SampleSummary``, one per row of the batch) into
columns with :func:`encode`, a column per response field of the table (``fields.response_fields``,
by its kind); a reader takes the columns as numpy arrays with :class:`Columns` (one array view
each, whatever the number of rows: what listing, filtering and querying a long run needs; a field's
column by :meth:`Columns.column`) and, where an index is rebuilt, back into summaries with
:func:`decode`. Optional floats are NaN where a row has none, optional counts -1, and the columns
of the recorded rows (where the trace is, the prompt's identity, why it was chosen) hold those rows
only."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Iterator, Mapping, Sequence

import numpy as np
import numpy.typing as npt

from tb_verl_plugin.format import fields, index_entries, trace_pb2

F32 = np.dtype("<f4")
F64 = np.dtype("<f8")
I32 = np.dtype("<i4")
I64 = np.dtype("<i8")
U64 = np.dtype("<u8")

UNKNOWN = 2
"""The ``truncated`` column's value for a row whose end the logger could not judge."""


def pack(values: Iterable[float | int], dtype: np.dtype) -> bytes:
    """A packed little-endian column."""
    return np.fromiter(values, dtype=dtype).tobytes()


def strings(values: Iterable[str]) -> trace_pb2.Strings:
    """A string column, each distinct value stored once."""
    codes: dict[str, int] = {}
    column = [codes.setdefault(v, len(codes)) for v in values]
    return trace_pb2.Strings(values=list(codes), codes=pack(column, I32))


def _string_lists(lists: Iterable[Sequence[str]]) -> trace_pb2.StringLists:
    codes: dict[str, int] = {}
    column: list[int] = []
    ends = []
    for strings in lists:
        column.extend(codes.setdefault(s, len(codes)) for s in strings)
        ends.append(len(column))
    return trace_pb2.StringLists(values=list(codes), codes=pack(column, I32), ends=pack(ends, I32))


def _optional(summary: trace_pb2.SampleSummary, name: str, missing: float) -> float:
    return getattr(summary, name) if summary.HasField(name) else missing


def encode(summaries: Sequence[trace_pb2.SampleSummary]) -> trace_pb2.RowTable:
    """The rows of one step (``summaries`` by sample index) as columns: a column per response field
    (``fields.response_fields``) that some row has, and where the recorded rows' traces are."""
    table = trace_pb2.RowTable(
        sample_index=pack((s.sample_index for s in summaries), I32),
        recorded=bytes(int(s.length_bytes > 0) for s in summaries),
    )
    for field in fields.response_fields():
        _encode_column(table, field, summaries)
    for name in sorted({name for s in summaries for name in s.extra_sample}):
        table.extra_sample[name] = pack((s.extra_sample.get(name, np.nan) for s in summaries), F32)
    recorded = [s for s in summaries if s.length_bytes > 0]
    table.offset = pack((s.offset for s in recorded), I64)
    table.length_bytes = pack((s.length_bytes for s in recorded), I64)
    table.prompt_hash = pack((s.prompt_hash for s in recorded), U64)
    table.selected_because.CopyFrom(_string_lists(s.selected_because for s in recorded))
    return table


def _encode_column(
    table: trace_pb2.RowTable, field: fields.ResponseField, summaries: Sequence[trace_pb2.SampleSummary]
) -> None:
    """``field``'s column of ``summaries`` into ``table``, by its kind; a kind a row may lack is
    written only when some row has it."""
    name, kind = field.name, field.kind
    if kind == "float":
        setattr(table, name, pack((_optional(s, name, np.nan) for s in summaries), F32))
    elif kind == "int":
        setattr(table, name, pack((getattr(s, name) for s in summaries), I32))
    elif kind == "string":
        getattr(table, name).CopyFrom(strings(getattr(s, name) for s in summaries))
    elif kind == "count" and any(s.HasField(name) for s in summaries):
        setattr(table, name, pack((_optional(s, name, -1) for s in summaries), I32))
    elif kind == "flag" and any(s.HasField(name) for s in summaries):
        setattr(table, name, bytes(int(getattr(s, name)) if s.HasField(name) else UNKNOWN for s in summaries))
    elif kind == "strings" and any(getattr(s, name) for s in summaries):
        getattr(table, name).CopyFrom(_string_lists(getattr(s, name) for s in summaries))
    elif kind == "statistic":
        values = [index_entries.summary_stat(s, name) for s in summaries]
        if any(v is not None for v in values):
            table.stats[name] = pack((np.nan if v is None else v for v in values), F32)


def concat(tables: Sequence[trace_pb2.RowTable]) -> trace_pb2.RowTable:
    """The rows of ``tables`` one table after another, as one table (what a block holds of its
    steps): the packed columns joined, a column some table lacks filled as "none" for its rows,
    string codes renumbered over the joined values."""
    rows = [np.frombuffer(t.sample_index, I32).size for t in tables]
    joined = trace_pb2.RowTable(
        sample_index=b"".join(t.sample_index for t in tables),
        recorded=b"".join(t.recorded for t in tables),
        offset=b"".join(t.offset for t in tables),
        length_bytes=b"".join(t.length_bytes for t in tables),
        prompt_hash=b"".join(t.prompt_hash for t in tables),
        selected_because=_joined_lists([t.selected_because for t in tables]),
    )
    for field in fields.response_fields():
        _join_column(joined, field, tables, rows)
    for column in ("stats", "extra_sample"):  # every name the tables hold, a later table's included
        for name in sorted({name for t in tables for name in getattr(t, column)}):
            getattr(joined, column)[name] = b"".join(
                getattr(t, column)[name] if name in getattr(t, column) else np.full(n, np.nan, F32).tobytes()
                for t, n in zip(tables, rows)
            )
    return joined


def _join_column(
    joined: trace_pb2.RowTable, field: fields.ResponseField, tables: Sequence[trace_pb2.RowTable], rows: list[int]
) -> None:
    """``field``'s columns of ``tables`` one after another into ``joined`` (statistics: by the
    ``stats`` map, whatever their names)."""
    name, kind = field.name, field.kind
    if kind in ("float", "int"):
        setattr(joined, name, b"".join(getattr(t, name) for t in tables))
    elif kind == "string":
        getattr(joined, name).CopyFrom(_joined_strings([getattr(t, name) for t in tables]))
    elif kind == "count" and any(getattr(t, name) for t in tables):
        setattr(joined, name, b"".join(getattr(t, name) or np.full(n, -1, I32).tobytes() for t, n in zip(tables, rows)))
    elif kind == "flag" and any(getattr(t, name) for t in tables):
        setattr(joined, name, b"".join(getattr(t, name) or bytes([UNKNOWN]) * n for t, n in zip(tables, rows)))
    elif kind == "strings" and any(t.HasField(name) for t in tables):
        empty = [trace_pb2.StringLists(ends=np.zeros(n, I32).tobytes()) for n in rows]
        lists = [getattr(t, name) if t.HasField(name) else e for t, e in zip(tables, empty)]
        getattr(joined, name).CopyFrom(_joined_lists(lists))


def _recoded(values: Sequence[str], codes: bytes, numbers: dict[str, int]) -> np.ndarray:
    """``codes`` into ``values`` as codes into ``numbers`` (which learns the values it lacks)."""
    lookup = np.array([numbers.setdefault(v, len(numbers)) for v in values], I32)
    own = np.frombuffer(codes, I32)
    return lookup[own] if own.size else own


def _joined_strings(columns: Sequence[trace_pb2.Strings]) -> trace_pb2.Strings:
    numbers: dict[str, int] = {}
    codes = [_recoded(c.values, c.codes, numbers) for c in columns]
    return trace_pb2.Strings(values=list(numbers), codes=np.concatenate(codes).astype(I32).tobytes() if codes else b"")


def _joined_lists(columns: Sequence[trace_pb2.StringLists]) -> trace_pb2.StringLists:
    numbers: dict[str, int] = {}
    codes, ends, before = [], [], 0
    for column in columns:
        codes.append(_recoded(column.values, column.codes, numbers))
        ends.append(np.frombuffer(column.ends, I32) + before)
        before += codes[-1].size
    return trace_pb2.StringLists(
        values=list(numbers),
        codes=np.concatenate(codes).astype(I32).tobytes() if codes else b"",
        ends=np.concatenate(ends).astype(I32).tobytes() if ends else b"",
    )


@dataclasses.dataclass(frozen=True)
class StringColumn:
    """Strings by code: row ``i`` holds ``values[codes[i]]``."""

    values: list[str]
    codes: np.ndarray

    @classmethod
    def of(cls, strings: trace_pb2.Strings, rows: int) -> StringColumn:
        codes = np.frombuffer(strings.codes, I32)
        if codes.size != rows:
            raise ValueError(f"a string column has {codes.size} entries for {rows} rows")
        return cls(list(strings.values), codes)

    def __getitem__(self, row: int) -> str:
        return self.values[int(self.codes[row])]

    def copy(self) -> StringColumn:
        """One that does not view the record it was read from."""
        return StringColumn(self.values, self.codes.copy())


@dataclasses.dataclass(frozen=True)
class ListColumn:
    """Some strings per row: row ``i``'s are ``values[codes[ends[i-1]:ends[i]]]``."""

    values: list[str]
    codes: np.ndarray
    ends: np.ndarray

    @classmethod
    def of(cls, lists: trace_pb2.StringLists, rows: int) -> ListColumn:
        ends = np.frombuffer(lists.ends, I32)
        codes = np.frombuffer(lists.codes, I32)
        if ends.size != rows or (rows and ends[-1] != codes.size):
            raise ValueError(f"a string-list column has {ends.size} entries for {rows} rows")
        return cls(list(lists.values), codes, ends)

    def __getitem__(self, row: int) -> list[str]:
        start = int(self.ends[row - 1]) if row else 0
        return [self.values[c] for c in self.codes[start : self.ends[row]].tolist()]


def _column(data: bytes, dtype: npt.DTypeLike, rows: int, name: str) -> np.ndarray:
    column = np.frombuffer(data, dtype)
    if column.size != rows:
        raise ValueError(f"row column {name!r} has {column.size} entries for {rows} rows")
    return column


class _Named(Mapping[str, np.ndarray]):
    """Named float32 columns (a ``RowTable``'s map of packed bytes), each made an array when first
    read: a query reads a few of them."""

    def __init__(self, packed: Mapping[str, bytes], rows: int) -> None:
        self._packed, self._rows = packed, rows
        self._read: dict[str, np.ndarray] = {}

    def __getitem__(self, name: str) -> np.ndarray:
        if name not in self._read:
            if name not in self._packed:  # a protobuf map would add the name
                raise KeyError(name)
            self._read[name] = _column(self._packed[name], F32, self._rows, name)
        return self._read[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._packed)

    def __len__(self) -> int:
        return len(self._packed)


class Columns:
    """A ``RowTable`` as numpy arrays (views of its bytes, no copy), each read from the table when
    first asked for (a run-wide query reads a few columns of millions of rows); ValueError when a
    column disagrees with the number of rows (a damaged or foreign record): the row's index,
    score and length at once, the others when read."""

    def __init__(self, table: trace_pb2.RowTable) -> None:
        self._table = table
        self.sample_index = np.frombuffer(table.sample_index, I32)
        self._rows = rows = self.sample_index.size
        self.score = _column(table.score, F32, rows, "score")
        self.length = _column(table.length, I32, rows, "length")
        self.stats: Mapping[str, np.ndarray] = _Named(table.stats, rows)
        self.extra: Mapping[str, np.ndarray] = _Named(table.extra_sample, rows)

    @functools.cached_property
    def counts(self) -> dict[str, np.ndarray]:
        """The multi-turn counts the table has (the ``count`` response fields; -1: a row of one turn)."""
        return {
            field.name: _column(getattr(self._table, field.name), I32, self._rows, field.name)
            for field in fields.response_fields()
            if field.kind == "count" and getattr(self._table, field.name)
        }

    @functools.cached_property
    def group_id(self) -> StringColumn:
        return StringColumn.of(self._table.group_id, self._rows)

    @functools.cached_property
    def data_source(self) -> StringColumn:
        return StringColumn.of(self._table.data_source, self._rows)

    @functools.cached_property
    def tools(self) -> ListColumn | None:
        return ListColumn.of(self._table.tools, self._rows) if self._table.HasField("tools") else None

    @functools.cached_property
    def recorded(self) -> np.ndarray:
        return _column(self._table.recorded, np.uint8, self._rows, "recorded").astype(bool)

    @functools.cached_property
    def truncated(self) -> np.ndarray | None:
        """1: cut at the length limit, 0: ended, 2 (:data:`UNKNOWN`): not judged; None: no row judged."""
        return _column(self._table.truncated, np.uint8, self._rows, "truncated") if self._table.truncated else None

    @functools.cached_property
    def _recorded_rows(self) -> int:
        return int(np.count_nonzero(self.recorded))

    @functools.cached_property
    def offset(self) -> np.ndarray:
        """The recorded rows' (as the three below)."""
        return _column(self._table.offset, I64, self._recorded_rows, "offset")

    @functools.cached_property
    def length_bytes(self) -> np.ndarray:
        return _column(self._table.length_bytes, I64, self._recorded_rows, "length_bytes")

    @functools.cached_property
    def prompt_hash(self) -> np.ndarray:
        return _column(self._table.prompt_hash, U64, self._recorded_rows, "prompt_hash")

    @functools.cached_property
    def selected_because(self) -> ListColumn:
        return ListColumn.of(self._table.selected_because, self._recorded_rows)

    def __len__(self) -> int:
        return self.sample_index.size

    def distinct(self, name: str) -> Sequence[str]:
        """The distinct values of the string or string-list column ``name`` (``group_id``,
        ``data_source``, ``tools``, ``selected_because``; none where the table has no such column),
        without which rows hold them: what a word no value holds needs (a run-wide query asks it of
        every block)."""
        values: Sequence[str] = getattr(self._table, name).values
        return values

    def column(self, field: fields.ResponseField) -> np.ndarray | StringColumn | ListColumn | None:
        """``field``'s column (``fields.response_fields``) as the table holds it; None where no row
        has one."""
        if field.kind == "count":
            return self.counts.get(field.name)
        if field.kind == "statistic":
            return self.stats.get(field.name)
        found: np.ndarray | StringColumn | ListColumn | None = getattr(self, field.name)
        return found

    def flag_set(self, field: fields.ResponseField) -> np.ndarray:
        """Rows whose flag ``field`` is true (bool per row; not judged is not true): those whose
        badge the tab shows, compared as stored (a float64 copy of the flags would cost ten times
        the comparison, for each of a run's thousand blocks)."""
        values = self.column(field)
        if values is None:
            return np.zeros(len(self), bool)
        assert isinstance(values, np.ndarray), f"{field.name} is not a flag"
        set_rows: np.ndarray = np.equal(values, 1)
        return set_rows

    def numbers(self, field: fields.ResponseField) -> np.ndarray:
        """A numeric field's values as the samples filter compares them (with a float64 bound, so
        in float64), the field's ``filter_default`` where a row has none: a column whose rows all
        have their own value is returned as stored, not copied (a run-wide query compares a few
        columns of ten million rows)."""
        values = self.column(field)
        if values is None:
            return np.full(len(self), field.filter_default)
        assert isinstance(values, np.ndarray), f"{field.name} is not a number"
        if field.kind == "count":
            return np.where(values < 0, field.filter_default, values)
        if field.kind == "flag":
            return np.where(values == UNKNOWN, field.filter_default, values)
        return values


def decode(
    table: trace_pb2.RowTable, split: str, start: int = 0, stop: int | None = None
) -> list[trace_pb2.SampleSummary]:
    """Rows ``start`` to ``stop`` (all: one step's) as the summaries :func:`encode` took
    (ValueError when damaged)."""
    columns = Columns(table)
    summaries = []
    recorded_row = int(columns.recorded[:start].sum())
    held = [(field, columns.column(field)) for field in fields.response_fields() if field.kind != "statistic"]
    for row in range(start, len(columns) if stop is None else stop):
        summary = trace_pb2.SampleSummary(sample_index=int(columns.sample_index[row]), split=split)
        for field, column in held:
            _decode_value(summary, field, column, row)
        for name, column in columns.stats.items():  # every statistic the table holds, a newer one's too
            if not np.isnan(column[row]):
                summary.stats[name] = float(column[row])
        for name, column in columns.extra.items():
            if not np.isnan(column[row]):
                summary.extra_sample[name] = float(column[row])
        if columns.recorded[row]:
            summary.offset = int(columns.offset[recorded_row])
            summary.length_bytes = int(columns.length_bytes[recorded_row])
            summary.prompt_hash = int(columns.prompt_hash[recorded_row])
            summary.selected_because.extend(columns.selected_because[recorded_row])
            recorded_row += 1
        summaries.append(summary)
    return summaries


def _decode_value(
    summary: trace_pb2.SampleSummary,
    field: fields.ResponseField,
    column: np.ndarray | StringColumn | ListColumn | None,
    row: int,
) -> None:
    """Row ``row``'s value of ``field`` into ``summary``, unless the row has none (the column's
    mark of none: NaN, a negative count, ``UNKNOWN``)."""
    if column is None:
        return
    if not isinstance(column, np.ndarray):
        index_entries.set_response_value(summary, field, column[row])
        return
    value = column[row]
    none = (
        (field.kind == "float" and np.isnan(value))
        or (field.kind == "count" and value < 0)
        or (field.kind == "flag" and value == UNKNOWN)
    )
    if not none:
        index_entries.set_response_value(summary, field, value)
