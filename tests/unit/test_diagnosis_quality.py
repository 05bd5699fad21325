"""The diagnosis' quality goals, on the suite of planted and healthy runs of
:mod:`support.diagnosis_quality` (written through the public logging API, diagnosed as the reader
diagnoses a logdir): silent on healthy runs with realistic noise, every plant past its detector's
threshold flagged, at its onset, with the rows and tokens that carry it as evidence.

``make diagnosis-quality`` writes the same measures (and those of plants below each threshold)
into docs/diagnosis.md."""

from __future__ import annotations

import pytest

from support.diagnosis_quality import FLAGGED, PLANTS, Outcome, measure, run_suite, suite
from tb_verl_plugin.diagnosis import DETECTORS

ABOVE = ("above", "well above")
"""The strengths past the threshold by a margin: recall at least 90% there."""
CITED_WITH_TOKENS = ("entropy_collapse", "kl_blowup", "mismatch", "non_finite")
"""Detectors whose first evidence row the logger always records (its tokens can be named)."""


@pytest.fixture(scope="module")
def outcomes() -> list[Outcome]:
    return run_suite(suite(FLAGGED))


@pytest.fixture(scope="module")
def quality(outcomes):
    return {q.detector: q for q in measure(outcomes)}


def test_every_detector_has_plants_at_three_strengths_in_three_seeds(outcomes) -> None:
    planted = {}
    for outcome in outcomes:
        if outcome.spec.plant is not None:
            planted.setdefault(outcome.spec.plant.detector, set()).add((outcome.spec.strength, outcome.spec.seed))
    assert set(planted) == set(DETECTORS) == set(PLANTS)
    assert all(len(runs) >= 9 and len({s for s, _ in runs}) >= 3 for runs in planted.values())


def test_healthy_runs_raise_nothing(outcomes) -> None:
    """No warn or critical event on any of the healthy runs: a noisy rising score with a noisy
    validation that ends below where it started, a learning policy's falling entropy and growing
    length, KL rising from nearly 0 (make demo's demo_explore's among them), one-step grad-norm
    spikes, a few truncated rows, short answers repeating a digit, a bf16 rollout's mismatch, a
    policy that learns its prompts (more of its groups all right as it does, in groups of 4, 5 and 8)."""
    healthy = [o for o in outcomes if o.spec.plant is None]
    assert len(healthy) >= 30
    raised = {o.spec.name: sorted(o.events) for o in healthy if o.events}
    assert raised == {}


def test_plants_past_the_threshold_are_flagged(quality) -> None:
    for detector, measured in quality.items():
        for strength in ABOVE:
            assert measured.recall[strength] >= 0.9, (detector, strength, measured.recall)


def test_onsets_are_within_3_steps_of_the_plant(quality) -> None:
    for detector, measured in quality.items():
        assert measured.onset_errors and max(measured.onset_errors) <= 3, (detector, measured.onset_errors)


def test_evidence_is_the_rows_and_tokens_that_carry_the_signal(quality) -> None:
    """At least 80% of the evidence rows carry the planted signal at the evidence step, and 80%
    of the evidence tokens are planted ones (token-level detectors); grad_norm_spike names no row."""
    for detector, measured in quality.items():
        if detector == "grad_norm_spike":
            assert measured.row_precision is None
            continue
        assert measured.row_precision >= 0.8, (detector, measured.row_precision)
        if PLANTS[detector].token_level:
            assert measured.token_precision is not None and measured.token_precision >= 0.8, (
                detector,
                measured.token_precision,
            )


def test_the_rows_most_cited_are_recorded_so_their_tokens_are_named(outcomes) -> None:
    """The logger records the row holding a NaN or inf and the rows of largest KL, largest
    mismatch and least entropy of every step (within its default budget of 16 of 48): those
    events' first evidence row names its tokens."""
    for outcome in outcomes:
        if outcome.spec.plant is not None and outcome.spec.plant.detector in CITED_WITH_TOKENS and outcome.planted:
            assert outcome.tokens_named(), (outcome.spec.name, outcome.planted["evidence"])
