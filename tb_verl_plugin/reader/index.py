"""The per-step index of a run's decision traces: where each step's rows are summarized and each
recorded trace is in the trace store. Since schema 3 it is read from the run's index stores beside
the traces (TensorBoard's data provider only says the run changed: it never carries the index);
runs of schema 1 and 2 keep it in their event files, read through the data provider. Held columnar
per run and cached until TensorBoard reports a change; then each session's stores are read on
from where they were read to (a live run's new step costs what that step wrote)."""

from __future__ import annotations

import ctypes
import itertools
import json
import math
import threading
from collections.abc import Iterator, Sequence
from typing import Any, TypeVar

import numpy as np
from google.protobuf import message
from tensorboard import errors
from tensorboard.data import provider

from tb_verl_plugin.diagnosis.run_view import Series
from tb_verl_plugin.format import codec, metadata, storage, trace_pb2
from tb_verl_plugin.reader import answers, steptable, unindexed
from tb_verl_plugin.reader.source import Source


class RunIndex:
    """The indexed steps of one run and split, columnar: the steps of every source of the run
    (:mod:`~tb_verl_plugin.reader.steptable`: its sessions' index stores, the index TensorBoard holds for
    sessions of schema 1 and 2, the steps rebuilt from the trace store), as TensorBoard resolves a
    restarted run's steps: sources in the order they were written, a session starting at step s
    replacing the steps at and after s of every earlier one, newest wins. A 100k-step run of 16
    recorded samples a step holds a few arrays (about 40 bytes per recorded sample); a step's
    whole index is read from its record when the step is opened."""

    def __init__(self, tables: Sequence[steptable.StepTable], split: str) -> None:
        self._tables = list(tables)
        self.skipped = sum(t.skipped for t in self._tables)
        """Index records that could not be decoded (damaged, or from a newer schema): left out."""
        self.skip_reason: str | None = next((t.skip_reason for t in self._tables if t.skip_reason), None)
        self.steps, self._table_of, self._row_of = _listed_steps(self._tables, split)
        self.wall_times = np.empty(self.steps.size)
        self._means = np.empty(self.steps.size)  # every indexed row's mean score, per step
        self._trace_files: dict[str, int] = {}  # each step's trace file, by code
        self._trace_file_of = np.empty(self.steps.size, np.int64)
        positions = []  # per table: where each of its recorded rows' step is listed (-1: not listed)
        for number, table in enumerate(self._tables):
            mine = np.flatnonzero(self._table_of == number)
            rows = self._row_of[mine]
            self.wall_times[mine] = table.wall_times[rows]
            self._means[mine] = table.mean_scores[rows]
            codes = np.array(
                [self._trace_files.setdefault(name, len(self._trace_files)) for name in table.trace_files.values],
                np.int64,
            )
            self._trace_file_of[mine] = codes[table.trace_files.codes[rows]] if codes.size else -1
            position = np.full(len(table), -1, np.int32)
            position[rows] = mine
            positions.append(position[table.recorded_step])
        self._sample_steps, recorded = _listed_rows(self._tables, positions)
        self._samples, self._hashes, self._scores, self._offsets, self._lengths = (
            recorded["recorded_sample"],
            recorded["prompt_hash"],
            recorded["score"],
            recorded["offset"],
            recorded["length_bytes"],
        )
        self._counts = np.bincount(self._sample_steps, minlength=self.steps.size)
        self._rows_json: str | None = None

    def __len__(self) -> int:
        return len(self.steps)

    def _position(self, step: int) -> int:
        """Where ``step`` is among the steps (ascending); KeyError when it is not there."""
        i = int(np.searchsorted(self.steps, step))
        if i == self.steps.size or self.steps[i] != step:
            raise KeyError(step)
        return i

    def __contains__(self, step: int) -> bool:
        try:
            self._position(step)
        except KeyError:
            return False
        return True

    def rows(self) -> list[list[Any]]:
        """``[[step, recorded samples, mean score or None], ...]`` ascending, as ``/steps`` lists them."""
        means = [None if math.isnan(mean) else mean for mean in self._means.tolist()]  # NaN: no score
        return [list(row) for row in zip(self.steps.tolist(), self._counts.tolist(), means)]

    def rows_json(self) -> str:
        """``rows()`` as JSON, encoded once per index: a 100k-step listing is 2 MB of JSON, which
        TensorBoard's generic encoder (a recursive NaN-cleansing walk) takes 150 ms to build."""
        if self._rows_json is None:
            # Means are finite or None, so plain JSON needs no cleansing.
            self._rows_json = json.dumps(self.rows(), separators=(",", ":"), allow_nan=False)
        return self._rows_json

    def stored_step(self, step: int) -> steptable.StoredStep:
        """``step``'s rows where they are stored (KeyError when the step has none; ValueError or
        OSError when its record cannot be read)."""
        i = self._position(step)
        return self._tables[int(self._table_of[i])].step(int(self._row_of[i]))

    def index(self, step: int) -> trace_pb2.StepIndex:
        """The whole index of ``step``, every row a ``SampleSummary`` in ``samples`` (errors as
        :meth:`stored_step`)."""
        return self.stored_step(step).index()

    def locations(self) -> dict[str, tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]]:
        """Per trace file: ``(offsets, lengths, steps, sample indices)`` of this split's recorded
        traces, by offset."""
        found = {}
        files = self._trace_file_of[self._sample_steps]
        for name, code in sorted(self._trace_files.items()):
            mine = np.flatnonzero(files == code)
            if not mine.size:
                continue
            mine = mine[np.argsort(self._offsets[mine], kind="stable")]
            found[name] = (
                self._offsets[mine],
                self._lengths[mine],
                self.steps[self._sample_steps[mine]],
                self._samples[mine],
            )
        return found

    def chunks(self, recorded_only: bool = False) -> Iterator[steptable.Chunk]:
        """Every row of every step of every source, a piece at a time; a chunk's steps that the
        index does not list (replaced by a restart, another split) are not ``alive``.
        ``recorded_only``: the caller needs the recorded rows only (a chunk may hold just those)."""
        for number, table in enumerate(self._tables):
            alive = np.zeros(len(table), bool)
            alive[self._row_of[self._table_of == number]] = True
            if alive.any():
                yield from table.chunks(alive, recorded_only)

    def row_series(self) -> dict[str, Series]:
        """The every-row index reduced per listed step (:class:`~tb_verl_plugin.diagnosis.run_view.RowSeries`):
        each table's steps are summarized once, for every split and whether listed or not, and
        the listed ones picked here."""
        picked: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {}
        for number, table in enumerate(self._tables):
            mine = np.flatnonzero(self._table_of == number)
            if not mine.size:
                continue
            for name, series in table.row_series().items():  # keyed by the steps' positions in the table
                at = np.searchsorted(series.steps, self._row_of[mine]).clip(max=max(series.steps.size - 1, 0))
                has = series.steps[at] == self._row_of[mine] if series.steps.size else np.zeros(mine.size, bool)
                picked.setdefault(name, []).append((self.steps[mine[has]], series.values[at[has]]))
        found = {}
        for name, parts in picked.items():
            steps, values = np.concatenate([s for s, _ in parts]), np.concatenate([v for _, v in parts])
            order = np.argsort(steps, kind="stable")  # each step is listed from one table: no step twice
            if steps.size:
                found[name] = Series(steps[order], values[order])
        return found

    def wall_time(self, step: int) -> float:
        return float(self.wall_times[self._position(step)])

    def prompt_samples(self, prompt_hash: int) -> list[list[Any]]:
        """``[[step, sample_index, score or None], ...]`` of one prompt, by step (a vector scan)."""
        found = np.flatnonzero(self._hashes == np.uint64(prompt_hash))
        found = found[np.argsort(self._sample_steps[found], kind="stable")]
        return [
            [int(self.steps[self._sample_steps[i]]), int(self._samples[i]), finite_or_none(float(self._scores[i]))]
            for i in found
        ]


def _listed_steps(tables: Sequence[steptable.StepTable], split: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The steps of ``split`` as TensorBoard would list them, ascending, and where each is: its
    table and row there. Tables in writing order; a session starting at step s replaces the steps
    at and after s of the tables before it; of a step written twice, the last."""
    table_of, row_of, steps = np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64)
    for number, table in enumerate(tables):
        if table.session_start is not None:  # a restart replaces what it replays
            before = steps < table.session_start
            table_of, row_of, steps = table_of[before], row_of[before], steps[before]
        mine = _rows_of_split(table, split)
        table_of = np.concatenate([table_of, np.full(mine.size, number)])
        row_of = np.concatenate([row_of, mine])
        steps = np.concatenate([steps, table.steps[mine]])
    by_step = np.argsort(steps, kind="stable")  # a step's entries keep their writing order
    last = np.ones(by_step.size, bool)
    last[:-1] = steps[by_step][1:] != steps[by_step][:-1]
    kept = by_step[last]
    return steps[kept], table_of[kept], row_of[kept]


RECORDED = ("recorded_sample", "prompt_hash", "score", "offset", "length_bytes")


def _listed_rows(
    tables: Sequence[steptable.StepTable], positions: Sequence[np.ndarray]
) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """The recorded rows of the listed steps: each one's step (its position among them) and the
    tables' columns of them (a table whose rows are all listed, a run of one session, is not copied)."""
    listed = [position >= 0 for position in positions]
    whole = [bool(mask.all()) for mask in listed]
    if len(tables) == 1 and whole[0]:
        return positions[0], {name: getattr(tables[0], name) for name in RECORDED}
    steps = np.concatenate([p[m] for p, m in zip(positions, listed)]) if tables else np.zeros(0, np.int32)
    columns = {
        name: np.concatenate([getattr(t, name)[m] for t, m in zip(tables, listed)]) if tables else np.zeros(0)
        for name in RECORDED
    }
    return steps, columns


def _rows_of_split(table: steptable.StepTable, split: str) -> np.ndarray:
    if split not in table.splits.values:
        return np.zeros(0, np.int64)
    return np.flatnonzero(table.splits.codes == table.splits.values.index(split))


class RunIndexes:
    """The sources of one run's index, read once, and its index per split, built when asked."""

    def __init__(self, tables: list[steptable.StepTable]) -> None:
        self.tables = tables
        self._splits: dict[str, RunIndex] = {}

    def split(self, split: str) -> RunIndex:
        if split not in self._splits:
            self._splits[split] = RunIndex(self.tables, split)
        return self._splits[split]


Version = tuple[tuple[str, int, float], ...]


def run_index(source: Source, run: str, split: str) -> RunIndex:
    """The run's index of ``split``, from the cache the source carries between requests
    (:class:`IndexCache`)."""
    cache = source.cache
    if not isinstance(cache, IndexCache):
        raise TypeError(f"the source's index cache is a {type(cache).__name__}, not an IndexCache")
    return cache.get(source, run, split)


class IndexCache:
    """The index of each (experiment, run), read again only when TensorBoard reports a new last
    step or wall time for one of its marker tags (the writer marks each step in the event file
    after its index is written; runs of schema 1 and 2: their index tags): listing steps, opening
    a step and reading a trace then cost a dictionary lookup instead of a read of the run's index.
    Each session of the run is kept between reads (:class:`~tb_verl_plugin.reader.steptable.Session`),
    so a read after a change parses only what its stores gained."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[tuple[str, str], tuple[Version, int, RunIndexes]] = {}
        self._sessions: dict[tuple[str, str], dict[str, steptable.Session]] = {}
        self._reading: dict[tuple[str, str], threading.Lock] = {}
        self._reads = itertools.count()

    def get(self, source: Source, run: str, split: str) -> RunIndex:
        """The run's index of ``split``, read on when TensorBoard reports it changed."""
        series = {**source.run_series(metadata.MARKER_PLUGIN_NAME, run), **source.run_series(metadata.PLUGIN_NAME, run)}
        if metadata.marker_tag(split) not in series and metadata.index_tag(split) not in series:
            raise errors.NotFoundError(
                f"run {run!r} has no {split!r} decision traces: log them with TraceLogger.log_decisions"
            )
        key = (source.experiment_id, run)
        version = tuple(sorted((t, s.max_step, s.max_wall_time) for t, s in series.items()))
        with self._lock:
            cached = self._entries.get(key)
            if cached is not None and cached[0] == version:
                return cached[2].split(split)
        return self._read(source, run, series, key, version).split(split)

    def read_new_runs(self, source: Source) -> None:
        """Reads the index of every run with traces that has none cached yet (what a first open of
        the tab would wait for); a run read before is left to the requests that need it."""
        markers, indexes = source.tags(metadata.MARKER_PLUGIN_NAME), source.tags(metadata.PLUGIN_NAME)
        for run in sorted(set(markers) | set(indexes)):
            with self._lock:
                if (source.experiment_id, run) in self._entries:
                    continue
            splits = {
                s for s in map(metadata.split_of_tag, [*markers.get(run, {}), *indexes.get(run, {})]) if s is not None
            }
            for split in sorted(splits):
                self.get(source, run, split).rows_json()  # what the tab asks first, encoded once

    def _read(
        self, source: Source, run: str, series: dict[str, Any], key: tuple[str, str], version: Version
    ) -> RunIndexes:
        """Reads the run's index on, one read of a run at a time: a request arriving while the run
        is read (ahead, or for another request) waits for that read instead of reading it again."""
        with self._lock:
            reading = self._reading.setdefault(key, threading.Lock())
            sessions = self._sessions.setdefault(key, {})
        with reading:
            with self._lock:
                cached = self._entries.get(key)
                if cached is not None and cached[0] == version:
                    return cached[2]
                read = next(self._reads)
            indexes = RunIndexes(read_tables(source, run, series, sessions))
            _give_back_freed_memory()
            with self._lock:
                cached = self._entries.get(key)
                if cached is None or cached[1] < read:  # a slower, older read never replaces a newer one
                    self._entries[key] = (version, read, indexes)
        return indexes


def keep_freed_memory_for_reuse() -> None:
    """Has glibc keep the memory a read frees for the next read, rather than give it back to the
    system and take it again (zeroed, a page fault per page) for each record: a long run's index
    is read a block of half a megabyte at a time, above glibc's threshold for its own mapping
    (measured: a block parsed into columns in 150 us instead of 650). At most ``TRIM_BYTES`` of
    freed memory is kept; a read of a whole index gives it back (:func:`_give_back_freed_memory`).
    Process-wide: the plugin calls it in TensorBoard's process."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(_M_MMAP_THRESHOLD, MMAP_BYTES)
        libc.mallopt(_M_TRIM_THRESHOLD, TRIM_BYTES)
    except (OSError, AttributeError):  # not glibc: its allocator decides
        pass


_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # glibc's mallopt parameters
MMAP_BYTES = 16 << 20
"""Allocations below this come from the heap, where freed memory is reused."""
TRIM_BYTES = 32 << 20
"""Freed memory at the heap's top kept for reuse, at most."""


def _give_back_freed_memory() -> None:
    """Returns to the system what glibc keeps of freed memory: a read of a long run's index copies
    each block's columns before joining them, and the heap would keep that peak (measured: 60 MB
    of a 100k-step run's read) as TensorBoard's resident memory for good."""
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # not glibc: its allocator decides
        pass


def read_tables(
    source: Source, run: str, series: dict[str, Any], sessions: dict[str, steptable.Session]
) -> list[steptable.StepTable]:
    """Every source of the run's index, in the order it was written: the index TensorBoard holds
    for sessions of schema 1 and 2, then each session's index store, each followed by the steps of
    its trace store that no index holds (see :mod:`tb_verl_plugin.reader.unindexed`). ``sessions``:
    the run's sessions read before, by index store (read on; kept for the next read)."""
    legacy_splits = {metadata.split_of_tag(tag) for tag in series if tag.startswith(metadata.INDEX_TAG_PREFIX)}
    tables = [
        _legacy_table(source.tensors(metadata.PLUGIN_NAME, run, metadata.index_tag(split)) or [], split)
        for split in sorted(split for split in legacy_splits if split is not None)
    ]
    if source.logdir is None:
        return tables
    by_session: list[tuple[str, int, steptable.StepTable]] = []
    paths = steptable.index_stores(source.logdir, run)
    for gone in set(sessions) - set(paths):
        del sessions[gone]
    for path in paths:
        name = storage.basename(path)
        session = name[len(metadata.INDEX_FILE_PREFIX) : -len(metadata.TRACE_FILE_SUFFIX)]
        recovered = session.endswith(metadata.RECOVERED_SUFFIX)
        reader = sessions.setdefault(path, steptable.Session(path))
        try:
            table = reader.read()
        except BaseException:  # a read cut short leaves the session half read: the next reads it anew
            del sessions[path]
            raise
        by_session.append((session.removesuffix(metadata.RECOVERED_SUFFIX), int(recovered), table))
    for name, table in unindexed.unindexed_tables(
        source.logdir, run, [*tables, *(t for _, _, t in by_session)]
    ).items():
        by_session.append((name[len(metadata.TRACE_FILE_PREFIX) : -len(metadata.TRACE_FILE_SUFFIX)], 2, table))
    return [*tables, *(table for _, _, table in sorted(by_session, key=lambda entry: entry[:2]))]


def _legacy_table(data: list[provider.TensorDatum], split: str) -> steptable.StepTable:
    """The steps of a split's index tag (schema 1 and 2: whole indexes). A record that cannot be
    decoded is left out (counted)."""
    indexes, skipped = [], []
    for datum in newest_per_step(data):
        try:
            blob = _string_scalar(datum)
            index = codec.decode_index(blob)
        except (ValueError, TypeError, IndexError, message.DecodeError) as error:
            skipped.append(f"step {datum.step}: {error}")
            continue
        indexes.append((index, blob, datum.wall_time, split))
    table = steptable.from_indexes(indexes)
    table.skipped, table.skip_reason = len(skipped), skipped[0] if skipped else None
    return table


Datum = TypeVar("Datum", provider.TensorDatum, provider.ScalarDatum)


def newest_per_step(series: Sequence[Datum]) -> list[Datum]:
    """One datum per step, ascending; where a step was logged twice (a run restarted in the same
    directory), the newest by wall time. TensorBoard's Rust data server and its Python loader (with
    the logger's ``SessionLog.START``) already drop the older ones; the Python loader keeps both
    for sessions logged without that marker."""
    steps = [d.step for d in series]
    if all(a < b for a, b in itertools.pairwise(steps)):
        return list(series)
    newest: dict[int, Datum] = {}
    for datum in series:
        kept = newest.get(datum.step)
        if kept is None or datum.wall_time >= kept.wall_time:
            newest[datum.step] = datum
    return [newest[step] for step in sorted(newest)]


def finite_or_none(value: float) -> float | None:
    return value if math.isfinite(value) else None


def _string_scalar(datum: provider.TensorDatum) -> bytes:
    value = datum.numpy.item() if datum.numpy.ndim == 0 else datum.numpy.reshape(-1)[0]
    return value if isinstance(value, bytes) else bytes(value)


def list_steps(source: Source, run: str, split: str) -> list[list[Any]]:
    """``[[step, samples, mean_score], ...]`` for every indexed step, ascending (compact: a
    100k-step run lists in one response)."""
    return run_index(source, run, split).rows()


def steps_document(source: Source, run: str, split: str) -> str:
    """The ``/steps`` answer as JSON text, its listing encoded once per index version."""
    listed = run_index(source, run, split)
    skipped = json.dumps({"count": listed.skipped, "first": listed.skip_reason} if listed.skipped else None)
    return f'{{"run":{json.dumps(run)},"split":{json.dumps(split)},"steps":{listed.rows_json()},"skipped":{skipped}}}'


def follow_prompt(source: Source, run: str, prompt_hash: int, split: str) -> list[list[Any]]:
    """``[[step, sample_index, score], ...]`` of every recorded sample of one prompt, by step."""
    found = run_index(source, run, split).prompt_samples(prompt_hash)
    if not found:
        raise errors.NotFoundError(f"run {run!r} has no {split!r} sample of prompt {prompt_hash:016x}")
    return found


def stored_step(source: Source, run: str, step: int, split: str) -> tuple[steptable.StoredStep, float]:
    """Where one step's rows are, and its wall time."""
    indexed = run_index(source, run, split)
    if step not in indexed:
        raise errors.NotFoundError(f"run {run!r} has no {split!r} decision index at step {step}")
    try:
        stored = indexed.stored_step(step)
    except FileNotFoundError:
        raise errors.NotFoundError(
            f"the index store of step {step} of run {run!r} is missing: copy it "
            "along with the event files when moving a logdir"
        ) from None
    except (ValueError, message.DecodeError) as error:
        raise errors.InvalidArgumentError(f"cannot decode the index of step {step}: {error}") from error
    return stored, indexed.wall_time(step)


def step_answer(source: Source, run: str, step: int, split: str) -> dict[str, Any]:
    """The ``/step`` answer: one step's index, every row's summary (no trace payloads) by column
    (``answers.samples_columns``), JSON-ready."""
    stored, wall_time = stored_step(source, run, step, split)
    try:
        columns, extra = answers.samples_columns(stored.table, stored.start, stored.stop)
    except ValueError as error:  # columns that disagree on the rows: a damaged or foreign record
        raise errors.InvalidArgumentError(f"cannot decode the index of step {step}: {error}") from error
    return {
        "step": step,
        "split": split,
        "wall_time": wall_time,
        "batch_size": stored.head.batch_size,
        "rows": stored.stop - stored.start,
        "columns": columns,
        "extra_sample": extra,
    }


def read_step(source: Source, run: str, step: int, split: str) -> dict[str, Any]:
    """One step's index as :func:`step_answer` but its rows as ``samples``, a dict each
    (``answers.samples_from_columns``): what Python callers read."""
    answer = step_answer(source, run, step, split)
    samples = answers.samples_from_columns(split, answer.pop("columns"), answer.pop("extra_sample"))
    del answer["rows"]
    return {**answer, "samples": samples}


def step_document(source: Source, run: str, step: int, split: str) -> str:
    """The ``/step`` answer as JSON text (TensorBoard's generic encoder would walk its thousands of
    values again for NaNs, which :func:`step_answer` has already turned into strings)."""
    return json.dumps(step_answer(source, run, step, split), separators=(",", ":"), allow_nan=False)
