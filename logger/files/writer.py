"""The writer of one run directory: its thread, its two files, when it flushes, how far behind it
may fall, and what it counts when something fails.

The training thread hands it commands (:class:`Scalars`, :class:`Exploration`, :class:`Decisions`,
:class:`EncodedTraces`, :class:`HParams`, :class:`Flush`); its thread turns each into TensorBoard events,
trace-store records and index-store records. A step's traces are written before its index, and its
index before the event file's marker of it (an index must never point past what is on disk, and a
reader told of a step must find its index). Crash safety, in numbers:

- the event file is flushed at least every ``FLUSH_INTERVAL_S`` while it holds unflushed data (a
  busy queue must not keep a marker in a buffer), and both stores are written with ``writev``
  (never buffered), so a killed process loses at most that much of any;
- the writer is never more than ``MAX_LAG_S`` of its own measured work behind the commands: past
  that, :meth:`TraceWriter.submit` waits (a burst of cheap log calls could otherwise queue minutes
  of writing). The work of each kind of command is timed as it runs;
- :meth:`TraceWriter.close` never leaves its thread on a file it closes: past its timeout the
  queue is dropped (counted) and it waits only for the write in progress.

Failures never reach training: I/O errors and encoding errors are counted apart
(``io_errors``, ``encode_errors``) and each kind is reported once on the log.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import queue
import threading
import time
from collections.abc import Mapping, Sequence

import numpy as np
from tensorboard.compat.proto import event_pb2, summary_pb2

from tb_verl_logger.files.event_writer import EventFileWriter
from tb_verl_logger.files.framed_file import FramedFile
from tb_verl_logger.files.index_store import IndexStore
from tb_verl_logger.online_diagnosis import EVENTS_TAG, OnlineDiagnosis
from tb_verl_logger.reporting import ReportOnce
from tb_verl_logger.rows.batch_data import ChosenRows, RowSummaries, Tokenizer
from tb_verl_logger.rows.deferred_index import BatchChanged
from tb_verl_logger.rows.gathering import row_stats, trace_record
from tb_verl_plugin.format import codec, index_entries, metadata, summary, trace_pb2

_log = logging.getLogger("tb_verl_logger")

MAX_LAG_S = 1.0
"""The writer is never further behind the log calls than this (by its own measured time per
command): past it, the caller waits."""
FLUSH_INTERVAL_S = 0.5
"""Written data reaches the operating system (and survives a killed process) within this."""
DIAGNOSE_INTERVAL_S = 5.0
"""The detectors run over what was written at most this often (and when the logger closes)."""
DIAGNOSE_STEP_BUDGET_S = 0.002
"""... and take at most this much of the writer thread per step logged, on average: a run of them
reads the whole run's series (about 2.5 ms of CPU at 1,000 steps), so on a long run whose steps
are slower than the interval they run every few steps rather than at each."""

Values = list[summary_pb2.Summary.Value]


@dataclasses.dataclass
class WriterStats:
    """What the writer thread did: the real cost of encoding and writing, measured where it runs."""

    steps: int = 0
    traces: int = 0
    trace_bytes: int = 0
    encode_write_seconds: float = 0.0
    diagnoses: int = 0
    """Times the online diagnosis ran its detectors (``TraceLogger(diagnose=...)``)."""
    diagnosis_seconds: float = 0.0
    """What those runs took, writing their events included."""
    diagnosis_cpu_seconds: float = 0.0
    """The writer thread's CPU time in those runs (what the diagnosis costs it: the rest of its
    part, keeping what the detectors read as steps are written, is a few references a step)."""


# ------------------------------------------------------------------------------------ commands
# What the training thread hands the writer thread: plain data, which the writer thread turns into
# events and records (TraceWriter._values); a command never calls into the writer.


@dataclasses.dataclass
class Scalars:
    step: int
    wall_time: float
    values: dict[str, float]


@dataclasses.dataclass
class Exploration:
    """The whole-batch statistics: scalars, and histograms by tag (entropy, mismatch)."""

    step: int
    wall_time: float
    values: dict[str, float]
    histograms: dict[str, np.ndarray]
    """Per tag, ``[k, 3]`` rows of (left edge, right edge, count)."""


@dataclasses.dataclass
class Decisions:
    """Rows chosen and copied by the training thread; decoded and encoded on the writer thread."""

    chosen: ChosenRows
    tokenizer: Tokenizer | None
    step: int = dataclasses.field(init=False)
    wall_time: float = dataclasses.field(init=False)
    """The chosen rows' own, as every command of the queue carries them."""

    def __post_init__(self) -> None:
        self.step, self.wall_time = self.chosen.step, self.chosen.wall_time


@dataclasses.dataclass
class EncodedTraces:
    """Traces built on the host (``log_traces``), already encoded by the caller (which validated them so)."""

    step: int
    wall_time: float
    split: str
    batch_size: int
    records: list[codec.HostTrace]
    payloads: list[bytes]
    unrecorded: list[trace_pb2.SampleSummary] = dataclasses.field(default_factory=list)
    """The summaries of the batch's other rows, indexed beside the traces' (the benchmarks' runs of
    a trainer's size hand them over made)."""


@dataclasses.dataclass
class HParams:
    """The run's settings for TensorBoard's HParams dashboard, built by the caller."""

    step: int
    wall_time: float
    values: Values


@dataclasses.dataclass
class Text:
    """A markdown text summary for TensorBoard's Text tab."""

    step: int
    wall_time: float
    tag: str
    markdown: str


@dataclasses.dataclass
class Flush:
    """Everything queued before it on disk; ``done`` is set then."""

    done: threading.Event = dataclasses.field(default_factory=threading.Event)


Written = Scalars | Exploration | Decisions | EncodedTraces | HParams | Text
"""The commands the writer thread writes as events (each of a step)."""
Command = Written | Flush


# -------------------------------------------------------------------------------------- writer


class TraceWriter:
    """Owns a session's event file (``events.out.tfevents.<file_id>.tb_verl``), trace store, index
    store and the thread that writes them (see the module docstring)."""

    def __init__(
        self,
        run_dir: str,
        file_id: str,
        max_queue: int,
        queue_timeout_s: float,
        diagnosis: OnlineDiagnosis | None = None,
    ) -> None:
        self.run_dir = run_dir
        self.diagnosis = diagnosis
        """The detectors over what is written (None: off, or turned off by a failure of theirs)."""
        self._undiagnosed = False
        self._diagnosed_at = 0.0
        self._diagnose_every_s = DIAGNOSE_INTERVAL_S
        self._diagnosed_step: int | None = None
        self._diagnose_every_steps = 1
        self.file_id = file_id
        self.queue_timeout_s = queue_timeout_s
        self.io_errors = 0
        """Writes that failed (disk full, permission...); their data is lost, training goes on."""
        self.encode_errors = 0
        """Steps that could not be encoded (a bug, reported once with its cause); training goes on."""
        self.stats = WriterStats()
        self._dropped_steps: set[int] = set()
        self._report_once = ReportOnce()
        self._tags_with_metadata: set[str] = set()
        self._events: EventFileWriter | None = None
        self._traces: FramedFile | None = None
        self._index: IndexStore | None = None
        self._session_start: trace_pb2.SessionStart | None = None
        self._session_started = False
        self._queue: queue.Queue[tuple[Command, float]] = queue.Queue(maxsize=max_queue)
        # The lag bound works on the writer's time, not the queue's length: how long each kind of
        # command took, and the sum of that over what is queued or being written.
        self._cost_s: dict[type, float] = {}
        self._backlog_s = 0.0
        # Commands queued or being written: none means no backlog, whatever float rounding left of
        # the sum (a + b - a - b may be 3e-17, and a slow kind's command would wait on it for
        # queue_timeout_s each time: a step of 8,192 rows costs the writer more than MAX_LAG_S).
        self._in_flight = 0
        self._progress = threading.Condition()
        self._stopping = threading.Event()
        self._abandon = threading.Event()
        self._open_events()
        self.thread = threading.Thread(target=self._run, name="tb_verl_writer", daemon=True)
        self.thread.start()

    @property
    def store_name(self) -> str:
        return metadata.trace_file_name(self.file_id)

    @property
    def dropped(self) -> int:
        """Steps some of whose data was never written (the writer stayed behind for
        ``queue_timeout_s``, ``close`` ran out of time, or a batch changed in place before the
        writer indexed it: :mod:`tb_verl_logger.rows.deferred_index`)."""
        return len(self._dropped_steps)

    # --------------------------------------------------------------- the training thread's side

    def submit(self, command: Command) -> bool:
        """Queues a command; False if it was dropped. Waits while the writer is more than
        ``MAX_LAG_S`` of work behind or the queue is full, for at most ``queue_timeout_s``."""
        deadline = time.monotonic() + self.queue_timeout_s
        # Until a kind of command has been timed, assume it is slow: a few, not a burst.
        cost = self._cost_s.get(type(command), MAX_LAG_S / 4)
        with self._progress:
            while self._in_flight and self._backlog_s + cost > MAX_LAG_S:
                left = deadline - time.monotonic()
                if left <= 0 or not self.thread.is_alive():
                    break
                self._progress.wait(min(left, MAX_LAG_S))
            self._backlog_s += cost
            self._in_flight += 1
        try:
            self._queue.put((command, cost), timeout=max(0.0, deadline - time.monotonic()))
        except queue.Full:
            self._done(command, cost, None)
            self._drop(command)
            return False
        return True

    def flush(self, timeout: float | None = None) -> bool:
        """Waits until everything submitted so far is on disk; False if ``timeout`` ran out."""
        command = Flush()
        return self.submit(command) and command.done.wait(timeout)

    def close(self, timeout: float | None) -> None:
        """Writes what is queued within ``timeout``, drops the rest (counted, reported), waits
        for the write in progress, closes both files."""
        self._stopping.set()
        self.thread.join(timeout)
        if self.thread.is_alive():
            self._abandon.set()
            self.thread.join()
        for closable in (self._events, self._traces, self._index):
            if closable is not None:
                try:
                    closable.close()
                except OSError as error:
                    self.report_io_error(error)
        if self._dropped_steps:
            _log.warning(
                "tb_verl: %d steps of %s were not written in full (TraceLogger.dropped)",
                len(self._dropped_steps),
                self.run_dir,
            )

    def report_changed_batch(self, step: int, changed: BatchChanged) -> None:
        """A step's batch changed before this thread indexed its unrecorded rows: they are lost."""
        self._dropped_steps.add(step)
        self._report_once(
            "changed", logging.WARNING, "tb_verl: step %d lists only its recorded rows: %s", step, changed
        )

    def report_io_error(self, error: BaseException) -> None:
        self.io_errors += 1
        self._report_once(
            "io",
            logging.ERROR,
            "tb_verl: cannot write to %s (%s). Training continues; traces and scalars are dropped "
            "until writing works again (see TraceLogger.io_errors).",
            self.run_dir,
            error,
        )

    # -------------------------------------------------------------------------- the thread

    def _run(self) -> None:
        """Writes commands in order; flushes at least every ``FLUSH_INTERVAL_S``; stops when asked
        and the queue is empty, or at once (dropping the rest) when ``close`` gives up."""
        unflushed_since: float | None = None
        while True:
            if self._abandon.is_set():
                self._drain_dropping()
                return
            try:
                command, cost = self._queue.get(timeout=FLUSH_INTERVAL_S / 2)
            except queue.Empty:
                if self._stopping.is_set():
                    self._diagnose()  # what the last steps brought, before the files close
                if unflushed_since is not None:
                    self._flush()
                    unflushed_since = None
                if self._stopping.is_set():
                    return
                continue
            started = time.monotonic()
            try:
                if isinstance(command, Flush):
                    self._flush()
                    unflushed_since = None
                    command.done.set()
                else:
                    self._write_command(command)
                    unflushed_since = unflushed_since or time.monotonic()
                    if self._diagnosis_due():
                        self._diagnose()
            finally:
                self._done(command, cost, time.monotonic() - started)
            if unflushed_since is not None and (
                self._queue.empty() or time.monotonic() - unflushed_since >= FLUSH_INTERVAL_S
            ):
                self._flush()
                unflushed_since = None

    def _done(self, command: Command, cost: float, seconds: float | None) -> None:
        """A command left the backlog (written, or dropped when ``seconds`` is None): its estimate
        goes, and what it really took updates its kind's (quick to rise, slow to fall, so a
        slowing disk is believed at once)."""
        with self._progress:
            self._in_flight -= 1
            self._backlog_s = max(0.0, self._backlog_s - cost) if self._in_flight else 0.0
            if seconds is not None:
                kind = type(command)
                self._cost_s[kind] = max(seconds, 0.8 * self._cost_s.get(kind, seconds))
            self._progress.notify_all()

    def _write_command(self, command: Written) -> None:
        if self._session_start is None:  # where this session's events start (see SessionStart)
            self._session_start = trace_pb2.SessionStart(step=command.step, wall_time=command.wall_time)
        try:
            values = self._values(command)
        except OSError as error:  # the trace store could not be written
            self.report_io_error(error)
            return
        except Exception as error:  # never let the writer thread die: training must go on
            self.encode_errors += 1
            self._report_once(
                "encode",
                logging.ERROR,
                "tb_verl: could not encode the data of step %s (%s: %s); it is skipped, training continues "
                "(see TraceLogger.encode_errors). This is a bug: please report it.",
                command.step,
                type(error).__name__,
                error,
            )
            return
        self._write_events(command.step, command.wall_time, values)

    def _values(self, command: Written) -> Values:
        """What ``command`` becomes in the event file (its traces and index written first)."""
        match command:
            case Scalars(step=step, values=values):
                self._observe_scalars(step, values)
                return self._scalar_values(values)
            case Exploration(step=step, values=values, histograms=histograms):
                self._observe_scalars(step, values)
                tagged = [summary.histogram_value(tag, h, self._first_time(tag)) for tag, h in histograms.items()]
                return [*self._scalar_values(values), *tagged]
            case Decisions():
                return self._decision_values(command)
            case EncodedTraces():
                nothing: list[dict[str, float | None] | None] = [None] * len(command.records)
                return self.trace_values(
                    command.step,
                    command.wall_time,
                    command.split,
                    command.batch_size,
                    command.records,
                    nothing,
                    command.payloads,
                    unrecorded=command.unrecorded,
                )
            case HParams(values=values):
                return values
            case Text(tag=tag, markdown=markdown):
                return [summary.text_value(tag, markdown, self._first_time(tag))]
        raise TypeError(f"not a command of the writer: {command!r}")

    def _decision_values(self, command: Decisions) -> Values:
        """The chosen rows' traces (decoded with the tokenizer here) and the index of the whole
        batch, whose unrecorded rows' statistics a deferred index completes here."""
        chosen = command.chosen
        count = range(len(chosen.rows))
        records = [trace_record(chosen, i, command.tokenizer) for i in count]
        stats = [row_stats(chosen, i) for i in count]
        others = chosen.unrecorded
        if others is not None and not isinstance(others, RowSummaries):  # completed here
            try:
                others = others.resolve()
            except BatchChanged as changed:  # a deferred index's batch changed in place
                self.report_changed_batch(command.step, changed)
                others = None
        unrecorded = (
            []
            if others is None
            else [
                index_entries.row_summary(split=chosen.split, **others.summary_of(i)) for i in range(len(others.rows))
            ]
        )
        return self.trace_values(
            command.step, command.wall_time, chosen.split, chosen.batch_size, records, stats, unrecorded=unrecorded
        )

    def _drain_dropping(self) -> None:
        while True:
            try:
                command, cost = self._queue.get_nowait()
            except queue.Empty:
                return
            self._done(command, cost, None)
            if isinstance(command, Flush):
                command.done.set()
            self._drop(command)

    def _drop(self, command: Command) -> None:
        if isinstance(command, Flush):  # of no step: nothing of the run is lost
            return
        self._dropped_steps.add(command.step)
        self._report_once(
            "dropped",
            logging.WARNING,
            "tb_verl: the writer stayed behind for %g s; dropped data of step %d (counted in TraceLogger.dropped, "
            "reported once): the disk is slower than the logging",
            self.queue_timeout_s,
            command.step,
        )

    def _observe_scalars(self, step: int, values: Mapping[str, float]) -> None:
        if self.diagnosis is not None:
            self.diagnosis.watch.observe_scalars(step, values)
            self._undiagnosed = True

    def _diagnosis_due(self) -> bool:
        """Whether the detectors are due: ``_diagnose_every_s`` since they last ran (20 times what a
        run of them took, so a long run's diagnosis stays a twentieth of this thread's time) and
        ``_diagnose_every_steps`` steps logged (their CPU time over :data:`DIAGNOSE_STEP_BUDGET_S`,
        so they cost at most that per step on average, however slow the steps)."""
        if self.diagnosis is None or time.monotonic() - self._diagnosed_at < self._diagnose_every_s:
            return False
        if self._diagnose_every_steps <= 1 or self._diagnosed_step is None:
            return True  # within the budget: whenever something new was written, a step's later scalars too
        last = self.diagnosis.watch.last_step
        return last is not None and last - self._diagnosed_step >= self._diagnose_every_steps

    def _diagnose(self) -> None:
        """Runs the detectors over what was written since they last ran (when due, see
        :meth:`_diagnosis_due`, and at close), and writes what they found: each event's scalars
        from its onset, its line of the text summary. A failure turns them off, never training."""
        if self.diagnosis is None or not self._undiagnosed:
            return
        self._undiagnosed = False
        started, cpu_started = time.monotonic(), time.thread_time()
        try:
            # The steps written since are summarized first, apart: that is each step's own cost,
            # paid whenever the detectors run; what the budget per step limits is the rest.
            self.diagnosis.watch.row_series()
            judging = time.thread_time()
            due = self.diagnosis.scalars_due()
            text = self.diagnosis.new_text()
            last = self.diagnosis.watch.last_step
        except Exception as error:
            self.diagnosis = None
            self._report_once(
                "diagnosis",
                logging.ERROR,
                "tb_verl: the online diagnosis failed (%s: %s) and is off for this run; training and logging go on. "
                "This is a bug: please report it.",
                type(error).__name__,
                error,
            )
            return
        now = time.time()
        for step in sorted(due):
            self._write_events(step, now, self._scalar_values(due[step]))
        if text is not None and last is not None:
            self._write_events(last, now, [summary.text_value(EVENTS_TAG, text, self._first_time(EVENTS_TAG))])
        self._diagnosed_at = time.monotonic()
        self._diagnose_every_s = max(DIAGNOSE_INTERVAL_S, 20 * (self._diagnosed_at - started))
        self._diagnose_every_steps = max(1, math.ceil((time.thread_time() - judging) / DIAGNOSE_STEP_BUDGET_S))
        self._diagnosed_step = last
        self.stats.diagnoses += 1
        self.stats.diagnosis_seconds += self._diagnosed_at - started
        self.stats.diagnosis_cpu_seconds += time.thread_time() - cpu_started

    # ---------------------------------------------------------------------------- the files

    def _open_events(self) -> None:
        try:
            self._events = EventFileWriter(self.run_dir, self.file_id)
        except OSError as error:
            self._events = None
            self.report_io_error(error)

    def _write_events(self, step: int, wall_time: float, values: Values) -> None:
        if self._events is None:
            self._open_events()
            if self._events is None:
                return
        events = []
        if not self._session_started:
            # TensorBoard's restart convention (torch's SummaryWriter(purge_step=...) writes the
            # same): the Python loader drops earlier events at or after this step; the Rust data
            # server drops them anyway when steps go back.
            events.append(
                event_pb2.Event(
                    wall_time=wall_time, step=step, session_log=event_pb2.SessionLog(status=event_pb2.SessionLog.START)
                )
            )
        events.append(event_pb2.Event(wall_time=wall_time, step=step, summary=summary_pb2.Summary(value=values)))
        try:
            for event in events:
                self._events.write_event(event)
            self._session_started = True
        except OSError as error:
            self.report_io_error(error)

    def _flush(self) -> None:
        if self._events is not None:
            try:
                self._events.flush()
            except OSError as error:
                self.report_io_error(error)

    # ------------------------------------------------------ what the commands turn into (thread)

    def _first_time(self, tag: str) -> bool:
        """Whether ``tag`` is written for the first time (its value then carries the metadata)."""
        if tag in self._tags_with_metadata:
            return False
        self._tags_with_metadata.add(tag)
        return True

    def _scalar_values(self, metrics: Mapping[str, float]) -> Values:
        return [summary.scalar_value(tag, v, self._first_time(tag)) for tag, v in metrics.items()]

    def trace_values(
        self,
        step: int,
        wall_time: float,
        split: str,
        batch_size: int,
        records: Sequence[codec.HostTrace],
        stats: Sequence[dict[str, float | None] | None],
        payloads: Sequence[bytes] | None = None,
        unrecorded: Sequence[trace_pb2.SampleSummary] = (),
    ) -> Values:
        """Appends the step's traces to the trace store, then its index (pointing at them and
        listing the ``unrecorded`` rows) to the index store, and returns the event file's marker of
        the step. ``payloads`` are the records already encoded, when the caller had to encode them."""
        started = time.perf_counter()
        if payloads is None:
            payloads = [codec.encode_trace(r).SerializeToString() for r in records]
        if self._traces is None:
            self._traces = FramedFile(self.run_dir, metadata.trace_file_name(self.file_id))
        placed = self._traces.append(list(payloads))
        index = index_entries.step_index(
            step,
            batch_size,
            self._traces.name,
            [(r, offset, size) for r, (offset, size) in zip(records, placed)],
            stats,
            unrecorded,
            split=split,
            wall_time=wall_time,
        )
        if self._index is None:
            assert self._session_start is not None  # set by _write_command, which called this
            self._index = IndexStore(self.run_dir, self.file_id, self._session_start)
        rows = self._index.append(index)
        if self.diagnosis is not None:
            self.diagnosis.watch.observe_step(index, rows, records)
            self._undiagnosed = True
        marker = summary.marker_value(
            split, index_entries.marker(index).SerializeToString(), self._first_time(metadata.marker_tag(split))
        )
        self.stats.steps += 1
        self.stats.traces += len(payloads)
        self.stats.trace_bytes += sum(size for _, size in placed)
        self.stats.encode_write_seconds += time.perf_counter() - started
        return [marker]
