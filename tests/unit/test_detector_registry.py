"""The detectors' registry: each detector written once (its signals, thresholds, knob and what it
follows), and everything else derived from it."""

from __future__ import annotations

import dataclasses
import re
import string

from tb_verl_plugin.diagnosis import DETECTORS, Limits
from tb_verl_plugin.diagnosis.detectors import REGISTRY, SHARED_LIMITS, WATCHED_SCALARS


def test_every_threshold_belongs_to_a_detector_or_to_all() -> None:
    """A field of Limits no detector names would be a threshold nothing reads; a name no field
    has, a threshold typed elsewhere."""
    fields = {field.name for field in dataclasses.fields(Limits)}
    named = {name for detector in REGISTRY.values() for name in detector.limits}
    assert named <= fields
    assert fields == named | set(SHARED_LIMITS)


def test_the_registry_is_the_one_list_of_detectors() -> None:
    assert list(DETECTORS) == list(REGISTRY) and all(DETECTORS[name] is d.judge for name, d in REGISTRY.items())
    assert all(set(d.follows) <= set(REGISTRY) - {d.name} for d in REGISTRY.values())
    assert all(re.fullmatch(r"[a-z_]+(\.[a-z_]+)+", d.knob) for d in REGISTRY.values())


def test_the_watched_scalars_are_every_one_a_detector_reads() -> None:
    read = {tag for d in REGISTRY.values() for tag in d.signals if not tag.startswith("index:")}
    assert WATCHED_SCALARS == read and "actor/kl_loss" in read and "critic/score/mean" in read


NOT_THRESHOLDS = re.compile(r"#\d+\b|et al\. \d{4}\b|\b3-gram\b")
"""The numbers an explanation may type: verl's issue numbers, a paper's year, and the name of
the repetition statistic (3-grams, Open-R1's)."""


def test_no_explanation_types_a_threshold() -> None:
    """Every number an explanation quotes is a value it was given (the crossing's, the Limits'):
    none is typed in the text of its templates."""
    for detector in REGISTRY.values():
        for template in (detector.explanation, *detector.measured.values()):
            text = "".join(literal for literal, *_ in string.Formatter().parse(template))
            assert not re.search(r"\d", NOT_THRESHOLDS.sub("", text)), (detector.name, text)
