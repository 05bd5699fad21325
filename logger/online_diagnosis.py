"""The detectors during training, on the writer thread: what the logger writes is watched
(:class:`RunWatch`, the run as the detectors read it), and each event is reported once: as
TensorBoard scalars ``diagnosis/<detector>`` (its severity, 1 warn or 2 critical, at every step
from its onset on), as a line of the run's text summary ``diagnosis/events`` (TensorBoard's Text
tab), and on the log. So a run read only in the Scalars tab, or mirrored to W&B, shows it too.

The watch keeps what the detectors need and no more: the series of the scalars they read, each
scalar's first non-finite value, the every-row index as per-step series, the rows of the last
:data:`KEPT_STEPS` traced steps and the recorded rows of the last :data:`KEPT_TOKEN_STEPS`:
evidence is taken from those (the nearest kept step at or after an onset). A step costs the writer
thread a few references: the rows are summarized into the per-step series when the detectors run
(a piece of many steps at once), and a kept step's rows and tokens are read when evidence asks.
"""

from __future__ import annotations

import collections
import dataclasses
import logging
import math
from collections.abc import Mapping, Sequence

import numpy as np

from tb_verl_plugin.diagnosis import Limits, detectors, diagnose
from tb_verl_plugin.diagnosis.events import Event
from tb_verl_plugin.diagnosis.run_view import RowSeries, RowTokens, Series, StepRows
from tb_verl_plugin.format import codec, fields, rowtable, trace_pb2

KEPT_STEPS = 64
KEPT_TOKEN_STEPS = 8
SEVERITY = {"warn": 1.0, "critical": 2.0}
EVENTS_TAG = "diagnosis/events"


class GrowingSeries:
    """A scalar's points as they are logged, in arrays that grow in place, so that each run of the
    detectors reads the series without building it again from every point (that cost grew with
    the run, at every run). One value a step, the last given, as :meth:`Series.of` keeps them: a
    point at a later step is appended, one at the last step replaces its value, one at an earlier
    step (a step logged again after later ones: rare) has the series built again."""

    def __init__(self) -> None:
        self._steps = np.empty(64, np.int64)
        self._values = np.empty(64, np.float64)
        self._size = 0

    def add(self, step: int, value: float) -> None:
        size = self._size
        if size and step <= self._steps[size - 1]:
            if step == self._steps[size - 1]:
                self._values[size - 1] = value
                return
            again = Series.of([*zip(self._steps[:size].tolist(), self._values[:size].tolist()), (step, value)])
            self._steps, self._values, self._size = again.steps, again.values, len(again)
            return
        if size == self._steps.size:
            self._steps = np.concatenate([self._steps, np.empty(max(size, 64), np.int64)])
            self._values = np.concatenate([self._values, np.empty(max(size, 64), np.float64)])
        self._steps[size], self._values[size] = step, value
        self._size = size + 1

    def series(self) -> Series:
        return Series(self._steps[: self._size], self._values[: self._size])


class RunWatch:
    """The run so far, as :class:`~tb_verl_plugin.diagnosis.run_view.RunView` reads it."""

    def __init__(self) -> None:
        self._series: dict[str, GrowingSeries] = collections.defaultdict(GrowingSeries)
        self._non_finite: dict[str, tuple[int, float]] = {}
        self._rows = RowSeries()
        self._unsummarized: list[tuple[int, trace_pb2.RowTable]] = []
        self._row_series: dict[str, Series] | None = None
        self._steps: collections.OrderedDict[int, Sequence[trace_pb2.SampleSummary]] = collections.OrderedDict()
        self._records: collections.OrderedDict[int, Sequence[codec.HostTrace]] = collections.OrderedDict()
        self.last_step: int | None = None

    # ---------------------------------------------------------------------------- what is written

    def observe_scalars(self, step: int, values: Mapping[str, float]) -> None:
        self.last_step = step if self.last_step is None else max(self.last_step, step)
        for tag, value in values.items():
            if tag in detectors.WATCHED_SCALARS or tag.startswith(detectors.VALIDATION_PREFIX):
                self._series[tag].add(step, float(value))
            if (
                not math.isfinite(value)
                and tag.startswith(detectors.NON_FINITE_PREFIXES)
                and tag not in self._non_finite
            ):
                self._non_finite[tag] = (step, float(value))

    def observe_step(
        self, index: trace_pb2.StepIndex, rows: trace_pb2.RowTable, records: Sequence[codec.HostTrace]
    ) -> None:
        """A traced step as written: every row's summary (``index.samples``), the same rows as the
        index store's columns (``rows``: the per-step series are read from them without a loop
        over the rows), and the recorded rows."""
        if index.split != "train" or not index.samples:
            return
        step = index.step
        self.last_step = step if self.last_step is None else max(self.last_step, step)
        self._unsummarized.append((step, rows))
        self._row_series = None
        self._steps[step] = index.samples
        self._records[step] = records
        for kept, limit in ((self._steps, KEPT_STEPS), (self._records, KEPT_TOKEN_STEPS)):
            while len(kept) > limit:
                kept.popitem(last=False)

    # ---------------------------------------------------------------- as the detectors read it

    def scalar_tags(self) -> Sequence[str]:
        return sorted({*self._series, *self._non_finite})

    def scalar(self, tag: str) -> Series | None:
        if tag in self._series:
            return self._series[tag].series()
        return Series.of([self._non_finite[tag]]) if tag in self._non_finite else None

    def row_series(self) -> Mapping[str, Series]:
        if self._unsummarized:  # the steps written since, as one piece
            columns = rowtable.Columns(rowtable.concat([table for _, table in self._unsummarized]))
            sizes = [len(table.sample_index) // rowtable.I32.itemsize for _, table in self._unsummarized]
            steps = np.repeat([step for step, _ in self._unsummarized], sizes).astype(np.int64)
            self._rows.add(steps, columns, np.ones(steps.size, bool))
            self._unsummarized = []
        if self._row_series is None:
            self._row_series = self._rows.series()
        return self._row_series

    def traced_steps(self) -> np.ndarray:
        return np.array(sorted(self._steps), np.int64)

    def rows(self, step: int) -> StepRows:
        return StepRows.of(step, self._steps[step])

    def tokens(self, step: int, sample: int) -> RowTokens | None:
        record = next((r for r in self._records.get(step, ()) if r.sample_index == sample), None)
        return None if record is None else row_tokens(record)


def row_tokens(record: codec.HostTrace) -> RowTokens:
    """A recorded row's tokens from its record (the fields the evidence reads, derived ones too)."""
    ids = np.asarray(record.token_ids, np.int64)
    policy = np.ones(ids.size, bool) if record.response_mask is None else np.asarray(record.response_mask).astype(bool)
    values = fields.with_derived({name: np.asarray(v, np.float32) for name, v in record.token_fields.items()})
    return RowTokens(
        token_ids=ids, policy=policy, fields={n: values[n] for n in ("entropy", "kl", "mismatch") if n in values}
    )


@dataclasses.dataclass
class Reported:
    """An event reported, the last step its scalar was written at, and whether the text summary
    has it yet."""

    event: Event
    written_to: int
    in_text: bool = False


class OnlineDiagnosis:
    """Runs the detectors over a :class:`RunWatch` and says what is new: each detector's event
    once (then its severity at each new step), never raising into the writer thread."""

    def __init__(self, limits: Limits | None = None, log: logging.Logger | None = None) -> None:
        self.watch = RunWatch()
        self.limits = limits or Limits()
        self.reported: dict[str, Reported] = {}
        self._log = log or logging.getLogger("tb_verl_logger")

    def scalars_due(self) -> dict[int, dict[str, float]]:
        """Runs the detectors; returns the ``diagnosis/<detector>`` scalars to write, by step
        (a new event from its onset, a known one from the step after the last written), and logs
        each new event once."""
        last = self.watch.last_step
        if last is None:
            return {}
        due: dict[int, dict[str, float]] = collections.defaultdict(dict)
        for event in diagnose(self.watch, self.limits):
            known = self.reported.get(event.detector)
            if known is None:
                self._log.warning("tb_verl diagnosis: %s", describe(event))
                known = self.reported[event.detector] = Reported(event, event.onset_step - 1)
            known.event = event  # its severity may have risen since
            for step in range(known.written_to + 1, last + 1):
                due[step][f"diagnosis/{event.detector}"] = SEVERITY[event.severity]
            known.written_to = max(known.written_to, last)
        return dict(due)

    def new_text(self) -> str | None:
        """The markdown lines of the events not yet put in the text summary, or None."""
        lines = [f"- {describe(r.event)}" for r in self.reported.values() if not r.in_text]
        for reported in self.reported.values():
            reported.in_text = True
        return "\n".join(lines) or None


def describe(event: Event) -> str:
    """One line: the detector, its severity and steps, the first evidence row, the explanation."""
    first = event.evidence[0] if event.evidence else None
    where = f"; first evidence: step {first.step}, sample {first.sample_index}" if first else ""
    return (
        f"{event.detector} ({event.severity}) from step {event.onset_step}, fired at step {event.fired_step}{where}: "
        f"{event.explanation}"
    )
