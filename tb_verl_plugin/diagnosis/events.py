"""What a detector reports: an :class:`Event` at the onset of a pathology, the threshold it was
judged by, and the rows and tokens that show it; and how events are ordered into a likely chain."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from typing import Any, Literal

Severity = Literal["warn", "critical"]


@dataclasses.dataclass(frozen=True)
class Evidence:
    """A row of a traced step (``/step``'s ``sample_index``) and the response positions in it that
    show the pathology (empty where nothing is token-level, or the row is not recorded)."""

    step: int
    sample_index: int
    tokens: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "sample_index": self.sample_index, "tokens": list(self.tokens)}


@dataclasses.dataclass(frozen=True)
class Event:
    """One pathology of a run: where it started (``onset_step``: where its signal left its
    baseline band, walked back from ``fired_step``, where the threshold was crossed), how bad, by
    which threshold, why it matters and which knob people turn for it, and the evidence."""

    detector: str
    severity: Severity
    onset_step: int
    fired_step: int
    value: float
    threshold: float
    baseline: float | None
    explanation: str
    evidence: tuple[Evidence, ...] = ()
    after: tuple[str, ...] = ()
    signal: str = ""
    """The series it was judged on (a scalar tag, or ``index:NAME`` for the every-row index)."""
    knob: str = ""
    """The verl setting people turn for it (its config key), "" when none."""

    def to_json(self) -> dict[str, Any]:
        return {
            "detector": self.detector,
            "severity": self.severity,
            "onset_step": self.onset_step,
            "fired_step": self.fired_step,
            "value": _finite(self.value),
            "threshold": _finite(self.threshold),
            "baseline": None if self.baseline is None else _finite(self.baseline),
            "explanation": self.explanation,
            "signal": self.signal,
            "knob": self.knob,
            "evidence": [e.to_json() for e in self.evidence],
            "after": list(self.after),
        }


def _finite(value: float) -> float | str:
    """JSON has no NaN or inf: those are spelled as strings ("nan", "inf", "-inf")."""
    return value if math.isfinite(value) else str(value)


def chained(events: Sequence[Event], follows: Mapping[str, tuple[str, ...]]) -> list[Event]:
    """``events`` by onset (then by detector name), each with ``after``: the detectors of the
    earlier events it can follow (``follows``, by detector). The first is the likely root cause."""
    ordered = sorted(events, key=lambda e: (e.onset_step, e.fired_step, e.detector))
    result = []
    for number, event in enumerate(ordered):
        earlier = [
            e.detector
            for e in ordered[:number]
            if e.onset_step <= event.onset_step and e.detector in follows.get(event.detector, ())
        ]
        result.append(dataclasses.replace(event, after=tuple(dict.fromkeys(earlier))))
    return result
