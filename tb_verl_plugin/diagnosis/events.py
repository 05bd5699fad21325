"""What a detector reports: an :class:`Event` at the onset of a pathology, the threshold it was
judged by, and the rows and tokens that show it; and how events are ordered into a likely chain."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
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
            "detector": self.detector, "severity": self.severity, "onset_step": self.onset_step,
            "fired_step": self.fired_step, "value": _finite(self.value), "threshold": _finite(self.threshold),
            "baseline": None if self.baseline is None else _finite(self.baseline), "explanation": self.explanation,
            "signal": self.signal, "knob": self.knob, "evidence": [e.to_json() for e in self.evidence], "after": list(self.after),
        }


def _finite(value: float) -> float | str:
    """JSON has no NaN or inf: those are spelled as strings ("nan", "inf", "-inf")."""
    return value if math.isfinite(value) else str(value)


FOLLOWS: dict[str, tuple[str, ...]] = {
    "mismatch": (),
    "grad_norm_spike": ("mismatch",),
    "entropy_blowup": ("mismatch", "grad_norm_spike", "kl_blowup"),
    "kl_blowup": ("mismatch", "grad_norm_spike", "entropy_blowup"),
    "entropy_collapse": ("mismatch", "kl_blowup"),
    "dead_groups": ("entropy_collapse",),
    "response_length_blowup": ("mismatch", "grad_norm_spike", "entropy_blowup", "kl_blowup", "reward_hacking"),
    "repetition": ("mismatch", "grad_norm_spike", "entropy_blowup", "entropy_collapse", "response_length_blowup"),
    "truncation": ("entropy_blowup", "response_length_blowup", "repetition"),
    "reward_hacking": ("kl_blowup", "response_length_blowup", "repetition"),
    "non_finite": ("mismatch", "grad_norm_spike", "entropy_blowup", "kl_blowup", "response_length_blowup", "repetition"),
}
"""Which detectors' events an event of each detector can follow: the chain the verl issues describe
(mismatch → grad-norm spike → entropy rise → length and repetition → NaN), and collapse → dead groups."""


def chained(events: Sequence[Event]) -> list[Event]:
    """``events`` by onset (then by detector name), each with ``after``: the detectors of the
    earlier events it can follow (:data:`FOLLOWS`). The first is the likely root cause."""
    ordered = sorted(events, key=lambda e: (e.onset_step, e.fired_step, e.detector))
    result = []
    for number, event in enumerate(ordered):
        earlier = [e.detector for e in ordered[:number] if e.onset_step <= event.onset_step and e.detector in FOLLOWS.get(event.detector, ())]
        result.append(dataclasses.replace(event, after=tuple(dict.fromkeys(earlier))))
    return result
