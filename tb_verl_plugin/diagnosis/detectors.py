"""The detectors: each a small pure function of a :class:`~.record.RunView` and the
:class:`Limits`, which flags one pathology with an :class:`~.events.Event`, or returns None.

Baselines are the run's own: its warm-up (a series' first 20 points) or a rolling window before
each point, since entropy, KL and grad-norm scales differ by model and
backend. The exceptions are documented where verl's own guidance gives absolute numbers (the
training–inference mismatch). A detector fires at the first excursion that lasts ``persist``
points (the one-step ones, a NaN and a grad-norm spike, at one); a trend is judged over a window
(a fitted line, medians of several points), never from two single points; its onset is walked
back to where the signal left its warm-up band. Evidence rows are the rows of the evidence step
that carry the signal most, recorded or not; their tokens, those that stand out in a recorded
row. The series a detector
reads is the first of its candidates the run has (verl's scalar names, tb-verl's own statistics,
the every-row index), and the event says which (``signal``).
"""

from __future__ import annotations

import dataclasses
import math
import warnings
from collections.abc import Callable, Mapping, Sequence

import numpy as np

from tb_verl_plugin.diagnosis.events import Event, Evidence, Severity, chained
from tb_verl_plugin.diagnosis.run_view import (
    DEGENERATE_REPETITION,
    DEGENERATE_RUN,
    RowTokens,
    RunView,
    Series,
    StepRows,
    degenerate_rows,
)
from tb_verl_plugin.format import fields
from tb_verl_plugin.format.numbers import ranked


@dataclasses.dataclass(frozen=True)
class Limits:
    """Every threshold a detector judges by (each event records the one it used)."""

    warmup: int = 20
    """A series' first points that are its baseline: a fixed number, not a share of the run, so
    the logger's diagnosis during training judges each point as the reader does afterwards (a
    share would grow the warm-up with the run, and change the verdicts already given)."""
    persist: int = 3
    """Points a signal must stay beyond its threshold (a spike detector needs one)."""
    window: int = 20
    """Points of the rolling baseline (KL, grad norm)."""
    entropy_collapse: tuple[float, float] = (0.1, 0.05)
    """Share of the warm-up entropy below which it collapsed (warn, critical): most of it gone, as
    in Cui et al.'s runs. A policy that learns its task loses entropy anyway (make demo's
    demo_explore, whose knobs hold it off, keeps a fifth to a third of its warm-up's; demo, which
    collapses, keeps 2 to 4%)."""
    entropy_blowup: tuple[float, float] = (1.5, 2.5)
    """Times the warm-up entropy above which it blew up, while still rising."""
    length_blowup: tuple[float, float] = (1.5, 2.0)
    """Times the warm-up mean response length."""
    truncation: tuple[float, float] = (0.2, 0.5)
    """Share of rows cut at the length limit (see :func:`share_crossing`)."""
    truncation_jump: float = 0.1
    """... or this much above the warm-up share (and twice it)."""
    repetition: tuple[float, float] = (0.1, 0.3)
    """Share of degenerate rows (record.DEGENERATE_REPETITION, DEGENERATE_RUN)."""
    repetition_jump: float = 0.05
    """... or this much above the warm-up share (and twice it): a jump from none to one row in
    eleven degenerate is what a user wants to hear about."""
    mismatch: tuple[float, float] = (0.005, 0.01)
    """Mean |p_train − p_rollout| (verl's FAQ: warn 0.005, critical 0.01)."""
    mismatch_log_ratio: tuple[float, float] = (0.02, 0.05)
    """Mean |log p_train − log p_rollout|: a 2% or 5% probability ratio on the typical token (bf16
    rounding gives about 0.003 on verl's vLLM rollout here; a padded vocabulary 0.1 to 0.2)."""
    importance_weight: tuple[float, float] = (0.5, 2.0)
    """verl's rollout-correction health: the IS weight mean inside this range."""
    effective_sample_size: float = 0.3
    kl_sigmas: tuple[float, float] = (3.0, 6.0)
    """Robust standard deviations above the KL's rolling trend (:func:`rolling_trend`)."""
    kl_ratio: float = 3.0
    """... and at least this many times it: a learning policy's KL grows steadily from nearly 0,
    which its trend follows, and in spurts, which its spread does not always cover."""
    dead_groups: tuple[float, float] = (0.5, 0.9)
    """Share of GRPO groups whose rewards are all equal beyond what the step's scores explain (a
    policy right on a share q of its responses fills q^n of its groups of n with right answers:
    :meth:`~.run_view.RowSeries._add_groups`; see :func:`share_crossing`)."""
    dead_groups_jump: float = 0.3
    """... or this much above the warm-up share (and twice it)."""
    grad_norm: tuple[float, float] = (5.0, 10.0)
    """Times the rolling median of the grad norm."""
    score_gain_sigmas: float = 3.0
    """A training score "rises" when its mean over ``persist`` points is this many warm-up
    deviations above the warm-up's mean."""
    validation_follows: float = 1 / 3
    """The validation score "follows" a rising training score when it gained at least this share
    of what the training score gained over the same steps."""
    evidence_rows: int = 5
    evidence_tokens: int = 8
    standout: float = 0.5
    """An evidence token stands out in its row: its value at least this share of the row's largest."""
    band_floor: float = 0.1
    """The warm-up's normal band is at least this share of its median wide (:func:`band`): a
    series nearly constant in its warm-up (deviations about 0) is not judged by its rounding."""
    trend_floor: float = 0.05
    """A rolling trend's spread is at least this share of its prediction (:func:`rolling_trend`)."""
    score_gain_floor: float = 0.05
    """A training score "rises" by at least this share of its warm-up mean (at least of 1): a
    score constant in its warm-up has no deviation to measure a rise by."""


# ------------------------------------------------------------------------------------- signals

ENTROPY = ("exploration/entropy/mean", "actor/entropy", "index:entropy/mean")
LENGTH = ("response_length/mean", "index:length/mean")
KL = ("actor/kl_loss", "actor/reward_kl_penalty", "index:kl/mean")
GRAD_NORM = ("actor/grad_norm",)
SCORE = ("critic/score/mean",)
PROB_DIFF = ("mismatch/prob_diff/abs_mean", "training/rollout_probs_diff_mean")
LOG_RATIO = ("mismatch/log_ratio/abs_mean",)
IS_MEAN, ESS = "rollout_corr/rollout_is_mean", "rollout_corr/rollout_is_eff_sample_size"
VALIDATION_PREFIX = "val-core/"
"""Where verl logs its validation scores (``val-core/<data source>/<metric>``)."""
NON_FINITE_PREFIXES = ("actor/", "critic/", "exploration/", "mismatch/", "response_length/", "rollout_corr/")
"""Scalars whose NaN or inf is a failure (verl logs some debug metrics as NaN when it has no input)."""


def signal(run: RunView, candidates: Sequence[str]) -> tuple[str, Series] | None:
    """The first of ``candidates`` the run has with points: a scalar tag, or ``index:NAME``."""
    for name in candidates:
        found = run.row_series().get(name[6:]) if name.startswith("index:") else run.scalar(name)
        if found is not None and len(found):
            return name, found
    return None


def warmup(points: int, limits: Limits) -> int:
    """How many of a series' first points are its warm-up (a run shorter than it is all warm-up:
    only the absolute detectors judge it)."""
    return min(points, limits.warmup)


def band(values: np.ndarray, floor: float) -> tuple[float, float, float]:
    """The warm-up's median and the band around it that counts as normal (3 robust deviations,
    at least ``floor`` times the median)."""
    finite = values[np.isfinite(values)]
    if not finite.size:
        return math.nan, math.nan, math.nan
    median = float(np.median(finite))
    spread = max(3 * 1.4826 * float(np.median(np.abs(finite - median))), floor * abs(median), 1e-12)
    return median, median - spread, median + spread


def excursion(beyond: np.ndarray, start: int, persist: int) -> int | None:
    """The first index at or after ``start`` from which ``beyond`` holds for ``persist`` points
    (one pass over the points in numpy: the online diagnosis judges a long run's every point again
    at each of its runs)."""
    found = np.flatnonzero(held_for(np.asarray(beyond[start:], bool), persist))
    return start + int(found[0]) if found.size else None


def onset(inside: np.ndarray, fired: int, start: int) -> int:
    """Walks back from ``fired`` while the signal was outside its band; stops at ``start``."""
    first = fired
    while first - 1 >= start and not inside[first - 1]:
        first -= 1
    return first


@dataclasses.dataclass(frozen=True)
class Crossing:
    """Where a series crossed a threshold for good: indices of onset and firing, the severity and
    the numbers the event reports."""

    onset: int
    fired: int
    severity: Severity
    value: float
    threshold: float
    baseline: float
    measured: int | None = None
    """The index ``value`` was read at when not ``fired``: where a warning turned critical, so the
    value an event reports is beyond the threshold it reports."""

    @classmethod
    def judged(
        cls,
        values: np.ndarray,
        onset: int,
        fired: int,
        critical: int | None,
        thresholds: tuple[float, float],
        baseline: float,
    ) -> Crossing:
        """A warning fired at ``fired``, critical when ``critical`` (the index it turned critical
        at) is given: its value and threshold are then read there."""
        return cls(
            onset,
            fired,
            "warn" if critical is None else "critical",
            float(values[fired if critical is None else critical]),
            thresholds[0 if critical is None else 1],
            baseline,
            critical,
        )

    @property
    def value_index(self) -> int:
        """The index ``value`` was read at."""
        return self.fired if self.measured is None else self.measured


def relative_crossing(
    series: Series,
    ratios: tuple[float, float],
    limits: Limits,
    *,
    below: bool,
    also: Callable[[np.ndarray, int], bool] | None = None,
) -> Crossing | None:
    """A series beyond ``ratios`` (warn, critical) times its warm-up median (below or above) for
    ``persist`` points (and ``also(values, fired)``, when given)."""
    values = series.values
    start = warmup(values.size, limits)
    base, low, high = band(values[:start], limits.band_floor)
    if start >= values.size or not math.isfinite(base) or base <= 0:
        return None
    with np.errstate(invalid="ignore"):
        beyond = values < ratios[0] * base if below else values > ratios[0] * base
        worse = values < ratios[1] * base if below else values > ratios[1] * base
        inside = (values >= low) & (values <= high)
    fired = excursion(beyond, start, limits.persist)
    if fired is None or (also is not None and not also(values, fired)):
        return None
    return Crossing.judged(
        values,
        onset(inside, fired, start),
        fired,
        excursion(worse, fired, limits.persist),
        (ratios[0] * base, ratios[1] * base),
        base,
    )


def relative_signal(
    run: RunView,
    candidates: Sequence[str],
    ratios: tuple[float, float],
    limits: Limits,
    *,
    below: bool,
    also: Callable[[np.ndarray, int], bool] | None = None,
) -> tuple[str, Series, Crossing] | None:
    """The first of ``candidates`` the run has, and its :func:`relative_crossing`; None: no crossing."""
    found = signal(run, candidates)
    if found is None:
        return None
    crossing = relative_crossing(found[1], ratios, limits, below=below, also=also)
    return None if crossing is None else (*found, crossing)


def share_crossing(series: Series, shares: tuple[float, float], jump: float, limits: Limits) -> Crossing | None:
    """A share (0 to 1) at or above its warn threshold for ``persist`` points: ``jump`` above its
    warm-up share and twice it (a jump from the run's own level), or else ``shares[0]`` when that
    is still ``jump`` above the warm-up share (an absolute share: one that was that high from the
    start is how the run is, not something that went wrong). Critical at ``shares[1]`` (and
    ``jump`` above the warm-up share). The onset is where the share rose half a ``jump`` above
    its warm-up's."""
    values = series.values
    start = warmup(values.size, limits)
    if start >= values.size:
        return None
    base = float(np.nanmedian(values[:start])) if np.isfinite(values[:start]).any() else 0.0
    warn = max(base + jump, min(2 * base, shares[0]))
    critical = max(base + jump, shares[1], warn)
    with np.errstate(invalid="ignore"):
        beyond, worse = values >= warn - 1e-9, values >= critical - 1e-9  # a share of whole rows meets its threshold
        inside = values <= base + jump / 2
    fired = excursion(beyond, start, limits.persist)
    if fired is None:
        return None
    return Crossing.judged(
        values, onset(inside, fired, start), fired, excursion(worse, fired, limits.persist), (warn, critical), base
    )


def windows_before(values: np.ndarray, window: int) -> np.ndarray:
    """``[n, window]``: at each point, the ``window`` points before it (NaN where there are fewer,
    and for non-finite ones), for NaN-ignoring statistics over each row at once."""
    padded = np.concatenate([np.full(window, np.nan), np.where(np.isfinite(values), values, np.nan)])
    return np.lib.stride_tricks.sliding_window_view(padded, window)[: values.size]


def row_medians(rows: np.ndarray) -> np.ndarray:
    """Each row's median of its finite values (NaN for a row without any): one sort of every row
    (non-finite values set to NaN, which sorts last), then the middle of each row's finite ones.
    numpy's NaN-ignoring median would cost ten times as much on the rows that have a NaN (the first
    ``window`` of every rolling window), which the online diagnosis asks for at each of its runs."""
    ordered = np.sort(np.where(np.isfinite(rows), rows, np.nan), axis=1)
    count = np.isfinite(ordered).sum(axis=1)
    low = np.take_along_axis(ordered, ((count - 1) // 2)[:, None], axis=1)[:, 0]
    high = np.take_along_axis(ordered, (count // 2)[:, None], axis=1)[:, 0]
    medians: np.ndarray = (low + high) / 2  # a row without a finite value reads its NaNs
    return medians


def rolling_median(values: np.ndarray, window: int) -> np.ndarray:
    """At each point, the median of the ``window`` finite points before it (NaN for the first)."""
    return row_medians(windows_before(values, window))


def rolling_trend(values: np.ndarray, window: int, floor: float) -> tuple[np.ndarray, np.ndarray]:
    """At each point, what the ``window`` finite points before it predict for it, and their
    robust spread about that: a least-squares line through them, extrapolated one point on (never
    below their median: a falling series does not make a bump look larger), and 1.4826 times the
    median absolute residual from the line (at least ``floor`` times the prediction). A series that grows
    steadily (a learning policy's KL) is then judged against where it was heading, not against
    a median that lags it. NaN where there are fewer than 3 points before."""
    windows = windows_before(values, window)
    finite = np.isfinite(windows)
    count = finite.sum(axis=1)
    x = np.broadcast_to(np.arange(window, dtype=np.float64), windows.shape)
    with np.errstate(invalid="ignore", divide="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        x_mean = np.where(finite, x, 0).sum(axis=1) / count
        y_mean = np.nanmean(windows, axis=1)
        dx = np.where(finite, x - x_mean[:, None], 0)
        slope = (dx * np.nan_to_num(windows - y_mean[:, None])).sum(axis=1) / (dx * dx).sum(axis=1)
        line = y_mean[:, None] + slope[:, None] * (x - x_mean[:, None])
        predicted = y_mean + slope * (window - x_mean)
        falling = slope < 0  # a rising line predicts above its mean (its median, unless the window is skewed)
        predicted[falling] = np.maximum(predicted[falling], row_medians(windows[falling]))
        spread = 1.4826 * row_medians(np.abs(windows - line))
    predicted[count < 3] = np.nan
    return predicted, np.maximum(np.maximum(spread, floor * np.abs(predicted)), 1e-9)


def held_for(condition: np.ndarray, persist: int) -> np.ndarray:
    """Per index, whether ``condition`` holds there and at the ``persist - 1`` points after it
    (False where fewer points follow)."""
    held = np.zeros(condition.size, bool)
    if condition.size >= persist:
        held[: condition.size - persist + 1] = np.lib.stride_tricks.sliding_window_view(condition, persist).all(axis=1)
    return held


def sustained(values: np.ndarray, thresholds: np.ndarray, start: int, persist: int) -> int | None:
    """The first index at or after ``start`` from which ``values`` stay above the threshold of
    that first index for ``persist`` points: the baseline is where the excursion began, so its
    own points (which a rolling baseline takes in) do not raise the bar it must stay above."""
    if values.size < persist:
        return None
    with np.errstate(invalid="ignore"):
        lowest = np.lib.stride_tricks.sliding_window_view(values, persist).min(axis=1)  # NaN among them: never
        found = np.flatnonzero(lowest[start:] > thresholds[start : values.size - persist + 1])
    return start + int(found[0]) if found.size else None


def fitted_slope(values: np.ndarray) -> float:
    """The least-squares slope of ``values`` (finite ones) per point; 0 with fewer than 2."""
    where = np.flatnonzero(np.isfinite(values))
    return float(np.polyfit(where, values[where], 1)[0]) if where.size >= 2 else 0.0


def smoothed(values: np.ndarray, points: int) -> np.ndarray:
    """Each point's mean with its neighbours, ``points`` wide and centred (fewer at the ends): a
    noisy series' level, for a trend that one noisy point must not make or break."""
    finite = np.where(np.isfinite(values), values, 0.0)
    counts = np.convolve(np.isfinite(values).astype(float), np.ones(points), mode="same")
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.convolve(finite, np.ones(points), mode="same") / counts


def event(
    detector: str,
    found: Crossing,
    series: Series,
    name: str,
    evidence: Sequence[Evidence],
    limits: Limits,
    form: str = "",
    **values: object,
) -> Event:
    """The event of a crossing, its explanation the registry's template (:func:`explain`) over the
    crossing's numbers, ``values`` and ``limits``; an explanation whose value was read after the
    fired step (where it turned critical) says at which step."""
    steps = series.steps
    explanation = explain(
        detector,
        limits,
        found.severity,
        form,
        value=found.value,
        baseline=found.baseline,
        threshold=found.threshold,
        times=found.value / found.baseline if found.baseline > 0 else math.inf,
        signal=name,
        **values,
    )
    if found.value_index != found.fired:
        explanation = f"by step {int(steps[found.value_index])}, {explanation}"
    return Event(
        detector=detector,
        severity=found.severity,
        onset_step=int(steps[found.onset]),
        fired_step=int(steps[found.fired]),
        value=found.value,
        threshold=found.threshold,
        baseline=found.baseline,
        explanation=explanation,
        evidence=tuple(evidence),
        signal=name,
        knob=REGISTRY[detector].knob,
    )


# ------------------------------------------------------------------------------------ evidence


def evidence_step(run: RunView, onset_step: int) -> int | None:
    """The traced step nearest at or after the onset (None: none is)."""
    steps = run.traced_steps()
    after = steps[steps >= onset_step]
    return int(after[0]) if after.size else None


def top_tokens(tokens: RowTokens, field: str, limits: Limits, *, magnitude: bool = False) -> tuple[int, ...]:
    """The policy's positions where ``field`` (its magnitude) stands out in the row: at least
    ``limits.standout`` of its largest, the largest ``limits.evidence_tokens`` of them, ascending."""
    values = tokens.fields.get(field)
    if values is None:
        return ()
    values = np.abs(values) if magnitude else values.astype(np.float64)
    keep = np.flatnonzero(tokens.policy & np.isfinite(values))
    if not keep.size or values[keep].max() <= 0:
        return ()
    keep = keep[values[keep] >= limits.standout * values[keep].max()]
    chosen = keep[np.argsort(-values[keep], kind="stable")][: limits.evidence_tokens]
    return tuple(sorted(chosen.tolist()))


def row_evidence(
    run: RunView,
    rows: StepRows,
    positions: Sequence[int],
    pick_tokens: Callable[[RowTokens], tuple[int, ...]] | None = None,
) -> list[Evidence]:
    """Evidence for some rows of a step; tokens from the recorded ones' traces when asked."""
    found = []
    for position in positions:
        sample = int(rows.sample_index[position])
        tokens: tuple[int, ...] = ()
        if pick_tokens is not None and rows.recorded[position]:
            trace = run.tokens(rows.step, sample)
            tokens = pick_tokens(trace) if trace is not None else ()
        found.append(Evidence(rows.step, sample, tokens))
    return found


def rows_at(run: RunView, onset_step: int) -> StepRows | None:
    step = evidence_step(run, onset_step)
    return None if step is None else run.rows(step)


def evidence_at(
    run: RunView,
    series: Series,
    crossing: Crossing,
    limits: Limits,
    key: Callable[[StepRows], np.ndarray],
    pick_tokens: Callable[[RowTokens], tuple[int, ...]] | None = None,
    among: Callable[[StepRows], np.ndarray] | None = None,
) -> list[Evidence]:
    """The evidence of a crossing: at the traced step nearest at or after its onset, the rows
    highest by ``key`` (of those ``among`` picks), recorded or not, and the recorded ones' tokens
    by ``pick_tokens`` (the logger records the rows most often cited: the largest KL and
    mismatch, a non-finite value)."""
    rows = rows_at(run, int(series.steps[crossing.onset]))
    if rows is None:
        return []
    return row_evidence(
        run, rows, ranked(key(rows), limits.evidence_rows, among=None if among is None else among(rows)), pick_tokens
    )


def stat(rows: StepRows, name: str) -> np.ndarray:
    return rows.stats.get(name, np.full(len(rows), np.nan))


# ----------------------------------------------------------------------------------- detectors


def entropy_collapse(run: RunView, limits: Limits) -> Event | None:
    """Token-mean entropy below a share of its warm-up level for good (Cui et al. 2025)."""
    found = relative_signal(run, ENTROPY, limits.entropy_collapse, limits, below=True)
    if found is None:
        return None
    name, series, crossing = found
    evidence = evidence_at(
        run,
        series,
        crossing,
        limits,
        lambda rows: -stat(rows, "mean_entropy"),
        lambda t: top_tokens(t, "entropy", limits),
    )
    return event("entropy_collapse", crossing, series, name, evidence, limits)


def entropy_blowup(run: RunView, limits: Limits) -> Event | None:
    """Entropy well above its warm-up and still rising (the prelude to gibberish, verl #1066, #2738):
    its fitted slope over the ``window`` points up to the end of the first ``persist`` beyond the
    threshold is not negative (an entropy that rose and is settling back is a policy exploring)."""

    def rising(values: np.ndarray, fired: int) -> bool:
        end = fired + limits.persist
        return fitted_slope(values[max(0, end - limits.window) : end]) >= 0

    found = relative_signal(run, ENTROPY, limits.entropy_blowup, limits, below=False, also=rising)
    if found is None:
        return None
    name, series, crossing = found
    evidence = evidence_at(
        run,
        series,
        crossing,
        limits,
        lambda rows: stat(rows, "mean_entropy"),
        lambda t: top_tokens(t, "entropy", limits),
    )
    return event("entropy_blowup", crossing, series, name, evidence, limits)


def response_length_blowup(run: RunView, limits: Limits) -> Event | None:
    """Mean response length well above its warm-up."""
    found = relative_signal(run, LENGTH, limits.length_blowup, limits, below=False)
    if found is None:
        return None
    name, series, crossing = found
    evidence = evidence_at(run, series, crossing, limits, lambda rows: rows.length.astype(np.float64))
    return event("response_length_blowup", crossing, series, name, evidence, limits)


def truncation(run: RunView, limits: Limits) -> Event | None:
    """The share of rows cut at the length limit without an end-of-sequence token, judged per row
    (verl's ``response_length/clip_ratio`` counts rows at the limit, and is wrong in the v1 trainer)."""
    series = run.row_series().get("truncated/share")
    if series is None or not len(series):
        return None
    crossing = share_crossing(series, limits.truncation, limits.truncation_jump, limits)
    if crossing is None:
        return None
    evidence = evidence_at(
        run,
        series,
        crossing,
        limits,
        lambda rows: rows.length.astype(np.float64),
        among=lambda rows: rows.truncated == 1,
    )
    return event("truncation", crossing, series, "index:truncated/share", evidence, limits)


def repetition(run: RunView, limits: Limits) -> Event | None:
    """The share of degenerate rows: 3-gram repetition (Open-R1's ``repetition_n_grams=3``) or a
    long run of one token."""
    series = run.row_series().get("repetition/degenerate_share")
    if series is None or not len(series):
        return None
    crossing = share_crossing(series, limits.repetition, limits.repetition_jump, limits)
    if crossing is None:
        return None
    evidence = evidence_at(
        run,
        series,
        crossing,
        limits,
        lambda rows: stat(rows, "repetition_3gram"),
        lambda t: repeated_span(t, limits.evidence_tokens * 4),
        among=lambda rows: degenerate_rows(stat(rows, "repetition_3gram"), stat(rows, "longest_run"), rows.length),
    )
    return event(
        "repetition",
        crossing,
        series,
        "index:repetition/degenerate_share",
        evidence,
        limits,
        degenerate_repetition=DEGENERATE_REPETITION,
        degenerate_run=DEGENERATE_RUN,
    )


def repeated_span(tokens: RowTokens, count: int) -> tuple[int, ...]:
    """The positions of a row's longest run of one token, or else of its repeated 3-grams (each
    after its first occurrence), up to ``count``."""
    ids = tokens.token_ids[tokens.policy]
    where = np.flatnonzero(tokens.policy)
    if ids.size < 2:
        return ()
    change = np.flatnonzero(np.diff(ids) != 0) + 1
    starts, ends = np.concatenate([[0], change]), np.concatenate([change, [ids.size]])
    longest = int(np.argmax(ends - starts))
    if ends[longest] - starts[longest] >= 3:
        return tuple(where[starts[longest] : ends[longest]][:count].tolist())
    seen: set[tuple[int, ...]] = set()
    repeated: list[int] = []
    for i in range(ids.size - 2):
        gram = tuple(ids[i : i + 3].tolist())
        if gram in seen:
            repeated.extend(where[i : i + 3].tolist())
        seen.add(gram)
    return tuple(sorted(set(repeated)))[:count]


def mismatch(run: RunView, limits: Limits) -> Event | None:
    """The training–inference gap, when the rollout's log-probs are there, on absolute thresholds
    (a precision or vocabulary bug is not relative to the run): mean |p_train − p_rollout| above
    verl's FAQ thresholds; mean |log p_train − log p_rollout| above :attr:`Limits.mismatch_log_ratio`
    (the FAQ's numbers are probabilities, which say little of a near-uniform policy's tokens: a
    12% gap on every token of one is a |Δp| of 0.0004); or verl's rollout-correction health
    check out of bounds. The earliest of them."""
    found = [
        crossing
        for crossing in (
            _absolute(run, PROB_DIFF, limits.mismatch, limits),
            _absolute(run, LOG_RATIO, limits.mismatch_log_ratio, limits),
            _health_check(run, limits),
        )
        if crossing is not None
    ]
    if not found:
        return None
    crossing, name, series = min(found, key=lambda item: int(item[2].steps[item[0].onset]))
    if any(c.severity == "critical" for c, _, _ in found):
        crossing = dataclasses.replace(crossing, severity="critical")
    evidence = evidence_at(
        run,
        series,
        crossing,
        limits,
        lambda rows: stat(rows, "max_mismatch"),
        lambda t: top_tokens(t, "mismatch", limits, magnitude=True),
    )
    form = "prob_diff" if name in PROB_DIFF else "log_ratio" if name in LOG_RATIO else "health_check"
    return dataclasses.replace(event("mismatch", crossing, series, name, evidence, limits, form), baseline=None)


def _absolute(
    run: RunView, candidates: Sequence[str], thresholds: tuple[float, float], limits: Limits
) -> tuple[Crossing, str, Series] | None:
    """The first of ``candidates`` above ``thresholds`` (warn, critical) for ``persist`` points
    (fewer when the run is shorter), from its first point: no warm-up for an absolute threshold."""
    found = signal(run, candidates)
    if found is None:
        return None
    name, series = found
    values = np.abs(series.values)
    with np.errstate(invalid="ignore"):
        beyond = values > thresholds[0]
    fired = excursion(beyond, 0, min(limits.persist, values.size))
    if fired is None:
        return None
    with np.errstate(invalid="ignore"):
        worse = np.flatnonzero(values[fired:] > thresholds[1])
    critical = int(fired + worse[0]) if worse.size else None
    return Crossing.judged(series.values, onset(~beyond, fired, 0), fired, critical, thresholds, math.nan), name, series


def _health_check(run: RunView, limits: Limits) -> tuple[Crossing, str, Series] | None:
    """verl's rollout-correction health check: the IS weight mean outside its range, or the
    effective sample size below its floor, for ``persist`` points."""
    checks: tuple[tuple[str, Callable[[np.ndarray], np.ndarray], float], ...] = (
        (
            IS_MEAN,
            lambda v: (v < limits.importance_weight[0]) | (v > limits.importance_weight[1]),
            limits.importance_weight[1],
        ),
        (ESS, lambda v: v < limits.effective_sample_size, limits.effective_sample_size),
    )
    for tag, bad, threshold in checks:
        series = run.scalar(tag)
        if series is None or not len(series):
            continue
        with np.errstate(invalid="ignore"):
            beyond = bad(series.values)
        fired = excursion(beyond, 0, min(limits.persist, len(series)))
        if fired is not None:
            return (
                Crossing(onset(~beyond, fired, 0), fired, "warn", float(series.values[fired]), threshold, math.nan),
                tag,
                series,
            )
    return None


def kl_blowup(run: RunView, limits: Limits) -> Event | None:
    """KL to the reference far above where its trend was heading (:func:`rolling_trend`: robust
    sigmas, and a ratio), for ``persist`` points judged against the trend where they began."""
    found = signal(run, KL)
    if found is None:
        return None
    name, series = found
    values = series.values
    start = warmup(values.size, limits)
    trend, spread = rolling_trend(values, limits.window, limits.trend_floor)
    warn, critical = (np.maximum(trend + sigmas * spread, limits.kl_ratio * trend) for sigmas in limits.kl_sigmas)
    fired = sustained(values, warn, start, limits.persist)
    if fired is None:
        return None
    turned = sustained(values, critical, fired, limits.persist)
    base = float(trend[fired])
    with np.errstate(invalid="ignore"):
        above_trend = values > warn
    crossing = Crossing.judged(
        values, onset(~above_trend, fired, start), fired, turned, (float(warn[fired]), float(critical[fired])), base
    )
    if turned is not None:  # judged against the trend where it turned critical
        crossing = dataclasses.replace(crossing, threshold=float(critical[turned]), baseline=float(trend[turned]))
    evidence = evidence_at(
        run, series, crossing, limits, lambda rows: stat(rows, "mean_kl"), lambda t: top_tokens(t, "kl", limits)
    )
    return event("kl_blowup", crossing, series, name, evidence, limits)


def non_finite(run: RunView, limits: Limits) -> Event | None:
    """A NaN or inf in a training scalar (:data:`NON_FINITE_PREFIXES`), or among a row's kept
    tokens (the every-row index counts them: ``fields.NON_FINITE_TOKENS``), whichever comes first;
    the evidence is the first row holding one at the evidence step, with its first such token
    when the row is recorded."""
    found: list[tuple[int, str, Series, int]] = []
    for tag in run.scalar_tags():
        series = run.scalar(tag) if tag.startswith(NON_FINITE_PREFIXES) else None
        bad = np.flatnonzero(~np.isfinite(series.values)) if series is not None else np.array([], np.int64)
        if series is not None and bad.size:
            found.append((int(series.steps[bad[0]]), tag, series, int(bad[0])))
    rows_holding = run.row_series().get("non_finite/rows")
    bad = np.flatnonzero(rows_holding.values > 0) if rows_holding is not None else np.array([], np.int64)
    if rows_holding is not None and bad.size:
        found.append((int(rows_holding.steps[bad[0]]), "index:non_finite/rows", rows_holding, int(bad[0])))
    if not found:
        return None
    step, name, series, index = min(found, key=lambda f: f[0])
    crossing = Crossing(index, index, "critical", float(series.values[index]), math.nan, math.nan)
    form = "index" if name.startswith("index:") else "scalar"
    return dataclasses.replace(
        event("non_finite", crossing, series, name, _non_finite_evidence(run, step), limits, form, step=step),
        baseline=None,
    )


def _non_finite_evidence(run: RunView, step: int) -> list[Evidence]:
    """The first row of the evidence step the index counts non-finite tokens in (else the first
    recorded row whose trace holds one), with its first such token when recorded."""
    rows = rows_at(run, step)
    if rows is None:
        return []
    counted = np.nan_to_num(rows.stats.get(fields.NON_FINITE_TOKENS.name, np.zeros(len(rows)))) > 0
    for position in [*np.flatnonzero(counted), *np.flatnonzero(rows.recorded & ~counted)]:
        sample = int(rows.sample_index[position])
        trace = run.tokens(rows.step, sample) if rows.recorded[position] else None
        where = _first_non_finite(trace) if trace is not None else None
        if where is not None or counted[position]:
            return [Evidence(rows.step, sample, () if where is None else (where,))]
    return []


def _first_non_finite(tokens: RowTokens) -> int | None:
    for values in tokens.fields.values():
        bad = np.flatnonzero(tokens.policy & ~np.isfinite(values))
        if bad.size:
            return int(bad[0])
    return None


def dead_groups(run: RunView, limits: Limits) -> Event | None:
    """The share of GRPO groups whose rewards are all equal (TRL's ``frac_reward_zero_std``) beyond
    what the step's own scores explain (:meth:`~.run_view.RowSeries._add_groups`): they give no
    gradient, and a policy that learns its prompts fills more groups with right answers anyway, as
    its success rate predicts; all-wrong groups, all-right ones beyond that, and a reward that
    scores every response alike are what went wrong."""
    series = run.row_series().get("groups/unexplained_dead_share")
    if series is None or not len(series):
        return None
    crossing = share_crossing(series, limits.dead_groups, limits.dead_groups_jump, limits)
    if crossing is None:
        return None
    step = int(series.steps[crossing.value_index])
    dead, correct, wrong, expected = (
        _value_at(run.row_series().get(f"groups/{name}"), step)
        for name in ("dead_share", "all_correct_share", "all_wrong_share", "expected_all_correct_share")
    )
    # Any dead row shows the trouble: the recorded ones first, whose tokens can be read.
    evidence = evidence_at(
        run, series, crossing, limits, lambda rows: rows.recorded.astype(np.float64), among=_dead_rows
    )
    return event(
        "dead_groups",
        crossing,
        series,
        "index:groups/unexplained_dead_share",
        evidence,
        limits,
        "constant" if correct == 1 else "groups",
        dead=dead,
        correct=correct,
        wrong=wrong,
        expected=expected,
    )


def _value_at(series: Series | None, step: int) -> float:
    if series is None:
        return math.nan
    found = np.flatnonzero(series.steps == step)
    return float(series.values[found[0]]) if found.size else math.nan


def _dead_rows(rows: StepRows) -> np.ndarray:
    """Rows of the step's groups (of two rows or more, every row scored) whose scores are all one:
    by group code, not a pass over the rows per group (a step of 8,192 rows has 1,024 groups)."""
    names, group_of = np.unique(np.asarray(rows.group, dtype=str), return_inverse=True)
    scored = np.isfinite(rows.score)
    score = np.where(scored, rows.score, 0.0)
    high, low = np.full(names.size, -np.inf), np.full(names.size, np.inf)
    np.maximum.at(high, group_of, score)
    np.minimum.at(low, group_of, score)
    size = np.bincount(group_of, minlength=names.size)
    unscored = np.bincount(group_of[~scored], minlength=names.size)
    dead: np.ndarray = ((size >= 2) & (unscored == 0) & (high == low) & (names != ""))[group_of]
    return dead


def reward_hacking(run: RunView, limits: Limits) -> Event | None:
    """The training score rising (its level over ``persist`` points ``score_gain_sigmas`` warm-up
    deviations up, for ``persist`` points) while the validation score does not follow it, or
    while the responses blow up in length or repeat themselves."""
    found = signal(run, SCORE)
    if found is None:
        return None
    name, series = found
    values = series.values
    start = warmup(values.size, limits)
    if start >= values.size:
        return None
    warm = values[:start][np.isfinite(values[:start])]
    if not warm.size:
        return None
    mean = float(np.mean(warm))
    gain = max(limits.score_gain_sigmas * float(np.std(warm)), limits.score_gain_floor * max(abs(mean), 1.0))
    level = smoothed(values, limits.persist)
    with np.errstate(invalid="ignore"):
        rising = level > mean + gain
        inside = level <= mean + gain / 2
    unmatched = _rising_unmatched(run, series, rising, inside, start, (mean, mean + gain / 2), limits)
    if unmatched is None:
        return None
    first, fired = unmatched
    crossing = Crossing(first, fired, "warn", float(level[fired]), mean + gain, mean)
    # The highest scores first, the longest first among equal ones.
    evidence = evidence_at(
        run, series, crossing, limits, lambda rows: rows.score + 1e-6 * rows.length / max(1, rows.length.max(initial=1))
    )
    return event("reward_hacking", crossing, series, name, evidence, limits)


def _rising_unmatched(
    run: RunView,
    series: Series,
    rising: np.ndarray,
    inside: np.ndarray,
    start: int,
    levels: tuple[float, float],
    limits: Limits,
) -> tuple[int, int] | None:
    """Where the score's rise began and the first index that ends ``persist`` rising points where
    the validation score lags (judged at each excursion's first end and wherever a new validation
    point arrived during it) or the length or repetition detector has fired; None: none.
    ``levels``: the warm-up mean, and halfway up to the rise's threshold."""
    mean, halfway = levels
    steps = series.steps
    ends = np.flatnonzero(held_for(rising, limits.persist)[start:]) + start + limits.persist - 1
    validation = _validation(run)
    beside = _length_or_repetition_from(run, limits)
    for excursion_ends in np.split(ends, np.flatnonzero(np.diff(ends) > 1) + 1) if ends.size else ():
        first = _rise_began(series.values, inside, int(excursion_ends[0]), start, halfway, limits.persist)
        judged = {0}
        if validation is not None:
            judged |= set(np.searchsorted(steps[excursion_ends], validation.steps).tolist())
        judged |= {int(np.searchsorted(steps[excursion_ends], beside))} if math.isfinite(beside) else set()
        for number in sorted(j for j in judged if j < excursion_ends.size):
            end = int(excursion_ends[number])
            if beside <= steps[end] or (
                validation is not None and _validation_lags(validation, series, start, end, mean, limits)
            ):
                return first, end
    return None


def _rise_began(
    values: np.ndarray, inside: np.ndarray, first_end: int, start: int, halfway: float, persist: int
) -> int:
    """Where a rising score's excursion began (``first_end``: the end of its first ``persist``
    rising points): walked back over its smoothed level outside the warm-up band, then on to the
    first point itself halfway up (a centred level takes in the next point, so it leaves the band
    a point early)."""
    first = onset(inside, first_end - persist + 1, start)
    while first < first_end and not values[first] > halfway:
        first += 1
    return first


def _validation(run: RunView) -> Series | None:
    """The first validation score verl logged (``val-core/...``), with two points or more."""
    tags = sorted(t for t in run.scalar_tags() if t.startswith(VALIDATION_PREFIX))
    series = run.scalar(tags[0]) if tags else None
    return series if series is not None and len(series) >= 2 else None


def _validation_lags(validation: Series, score: Series, start: int, end: int, warm_mean: float, limits: Limits) -> bool:
    """Whether the validation score gained less than ``limits.validation_follows`` of what the
    training score gained since the warm-up (``start`` points of ``score``), up to index ``end``:
    the validation's median over its last ``persist`` points against its median over the
    warm-up, the training score's median over the steps those last points span against its
    warm-up mean. Medians of several points over the run, not two single points: one noisy
    evaluation neither makes nor breaks it. False without a validation point after the warm-up."""
    warm_end, now = int(score.steps[start - 1]), int(score.steps[end])
    finite = np.isfinite(validation.values)
    before = validation.values[finite & (validation.steps <= warm_end)]
    since = np.flatnonzero(finite & (validation.steps > warm_end) & (validation.steps <= now))[-limits.persist :]
    if not since.size:
        return False
    before = before if before.size else validation.values[since[:1]]
    trained = (
        float(np.nanmedian(score.values[(score.steps >= validation.steps[since[0]]) & (score.steps <= now)]))
        - warm_mean
    )
    return float(np.median(validation.values[since]) - np.median(before)) < limits.validation_follows * trained


def _length_or_repetition_from(run: RunView, limits: Limits) -> float:
    """The step from which the responses blew up in length or repeat themselves, by those
    detectors' own thresholds (inf: they do not): a learning policy's score and length may rise
    together a little, and a short answer repeats a digit, without any hacking."""
    fired = [math.inf]
    length = relative_signal(run, LENGTH, limits.length_blowup, limits, below=False)
    if length is not None:
        fired.append(float(length[1].steps[length[2].fired]))
    degenerate = run.row_series().get("repetition/degenerate_share")
    if degenerate is not None and len(degenerate):
        crossing = share_crossing(degenerate, limits.repetition, limits.repetition_jump, limits)
        if crossing is not None:
            fired.append(float(degenerate.steps[crossing.fired]))
    return min(fired)


def grad_norm_spike(run: RunView, limits: Limits) -> Event | None:
    """``actor/grad_norm`` far above its rolling median (relative: backends differ 3x in scale, verl #4710)."""
    found = signal(run, GRAD_NORM)
    if found is None:
        return None
    name, series = found
    values = series.values
    start = warmup(values.size, limits)
    median = rolling_median(values, limits.window)
    with np.errstate(invalid="ignore"):
        beyond = values > limits.grad_norm[0] * median
    fired = excursion(beyond, start, 1)
    if fired is None:
        return None
    base = float(median[fired])
    crossing = Crossing.judged(
        values,
        fired,
        fired,
        fired if values[fired] > limits.grad_norm[1] * base else None,
        (limits.grad_norm[0] * base, limits.grad_norm[1] * base),
        base,
    )
    return event("grad_norm_spike", crossing, series, name, (), limits)


@dataclasses.dataclass(frozen=True)
class Detector:
    """One detector, written once: the name its events carry, the function that judges a run,
    the series it reads (the first of each kind the run has: scalar tags, or ``index:NAME`` for
    the every-row index), the fields of :class:`Limits` it is judged by, the verl setting its
    explanation names first (the tab links it), what its events say, and the detectors whose
    earlier events an event of it can follow (the chain the verl issues describe: mismatch →
    grad-norm spike → entropy rise → length and repetition → NaN; and collapse → dead groups)."""

    name: str
    judge: Callable[[RunView, Limits], Event | None]
    signals: tuple[str, ...]
    limits: tuple[str, ...]
    knob: str
    explanation: str
    """What its events say: a template (``str.format``) over the crossing's numbers (``value``,
    ``baseline``, ``threshold``, ``times``: the value over the baseline; ``signal``: the series'
    name), the values its judge adds, ``limits`` (the :class:`Limits` it judged by) and ``at``
    (those at the event's severity, :class:`AtSeverity`). Every threshold it quotes is read from
    those: no number of one is typed in its text (a test holds it)."""
    follows: tuple[str, ...] = ()
    measured: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """Where what it measured is said differently by the series it was judged on: a template like
    ``explanation`` for each form its judge names, put into ``explanation`` as ``{measured}``."""


class AtSeverity:
    """:class:`Limits` read at an event's severity, for the explanation templates: a field that is
    a (warn, critical) pair gives the one the event was judged by (``{at.entropy_collapse:.0%}``),
    any other field itself."""

    def __init__(self, limits: Limits, severity: Severity) -> None:
        self._limits = limits
        self._critical = severity == "critical"

    def __getattr__(self, name: str) -> object:
        value = getattr(self._limits, name)
        return value[1 if self._critical else 0] if isinstance(value, tuple) else value


def explain(detector: str, limits: Limits, severity: Severity, form: str = "", **values: object) -> str:
    """``detector``'s explanation (:attr:`Detector.explanation`) of an event at ``severity``
    judged by ``limits``, over ``values``; ``form``: which of its :attr:`Detector.measured` says
    what it measured."""
    template = REGISTRY[detector]
    named = {"limits": limits, "at": AtSeverity(limits, severity), **values}
    if template.measured:
        named["measured"] = template.measured[form].format(**named)
    return template.explanation.format(**named)


SHARED_LIMITS = ("warmup", "persist", "window", "band_floor", "evidence_rows", "evidence_tokens", "standout")
"""The :class:`Limits` every detector shares (the rest are each one detector's)."""

REGISTRY: dict[str, Detector] = {
    detector.name: detector
    for detector in (
        Detector(
            "entropy_collapse",
            entropy_collapse,
            ENTROPY,
            ("entropy_collapse",),
            "actor_rollout_ref.actor.entropy_coeff",
            "token-mean entropy fell to {value:.3g} nats, {times:.0%} of its warm-up {baseline:.3g} (below "
            "{at.entropy_collapse:.0%} of it): the policy stopped exploring (Cui et al. 2025); the rows shown have the "
            "least entropy left, their tokens are their last forks. Raise actor_rollout_ref.actor.entropy_coeff, or "
            "clip higher (actor_rollout_ref.actor.clip_ratio_high)",
            ("mismatch", "kl_blowup"),
        ),
        Detector(
            "entropy_blowup",
            entropy_blowup,
            ENTROPY,
            ("entropy_blowup",),
            "actor_rollout_ref.actor.optim.lr",
            "token-mean entropy rose to {value:.3g} nats, {times:.1f}x its warm-up {baseline:.3g} (above "
            "{at.entropy_blowup:g}x), and keeps rising: often the start of gibberish (verl #1066, #2738); the tokens "
            "shown are the least sure. Lower actor_rollout_ref.actor.optim.lr or "
            "actor_rollout_ref.actor.entropy_coeff, and look for a mismatch or grad-norm spike before it",
            ("mismatch", "grad_norm_spike", "kl_blowup"),
        ),
        Detector(
            "response_length_blowup",
            response_length_blowup,
            LENGTH,
            ("length_blowup",),
            "actor_rollout_ref.actor.loss_agg_mode",
            "mean response length rose to {value:.4g} tokens, {times:.1f}x its warm-up {baseline:.4g} (above "
            "{at.length_blowup:g}x): longer answers are rewarded, or the policy rambles and repeats; the longest rows "
            "are shown. Check the reward for a length bias, use a token-mean loss "
            "(actor_rollout_ref.actor.loss_agg_mode) or an overlong penalty (reward_model.overlong_buffer)",
            ("mismatch", "grad_norm_spike", "entropy_blowup", "kl_blowup", "reward_hacking"),
        ),
        Detector(
            "truncation",
            truncation,
            ("index:truncated/share",),
            ("truncation", "truncation_jump"),
            "data.max_response_length",
            "{value:.0%} of the responses ended at the length limit without an end-of-sequence token (warm-up "
            "{baseline:.0%}; threshold {threshold:.0%}, at least {limits.truncation_jump:.0%} of the rows above the "
            "warm-up's share): their reward judges unfinished answers. Raise data.max_response_length, or penalise "
            "overlong answers (reward_model.overlong_buffer)",
            ("entropy_blowup", "response_length_blowup", "repetition"),
        ),
        Detector(
            "repetition",
            repetition,
            ("index:repetition/degenerate_share",),
            ("repetition", "repetition_jump"),
            "actor_rollout_ref.actor.optim.lr",
            "{value:.0%} of the responses repeat themselves (3-gram repetition ≥ {degenerate_repetition:g} or a run of "
            "one token ≥ {degenerate_run}; warm-up {baseline:.0%}; threshold {threshold:.0%}, at least "
            "{limits.repetition_jump:.0%} of the rows above the warm-up's share): degenerate text, often after an "
            "entropy blow-up; the repeated spans are shown. Lower actor_rollout_ref.actor.optim.lr, or add a "
            "repetition penalty to the reward",
            ("mismatch", "grad_norm_spike", "entropy_blowup", "entropy_collapse", "response_length_blowup"),
        ),
        Detector(
            "mismatch",
            mismatch,
            (*PROB_DIFF, *LOG_RATIO, IS_MEAN, ESS),
            ("mismatch", "mismatch_log_ratio", "importance_weight", "effective_sample_size"),
            "algorithm.rollout_correction.rollout_is_threshold",
            "{measured}: the trainer and the rollout engine disagree on the sampled tokens (precision, a padded "
            "vocabulary, a stale weight sync); training is off-policy. The tokens shown differ most. Correct for it "
            "(algorithm.rollout_correction.rollout_is_threshold) or match the engines' precision",
            measured={
                "prob_diff": "mean |p_train − p_rollout| is {value:.3g} (verl's FAQ: above {limits.mismatch[0]:g} "
                "warn, {limits.mismatch[1]:g} critical)",
                "log_ratio": "mean |log p_train − log p_rollout| is {value:.3g} (above "
                "{limits.mismatch_log_ratio[0]:g} warn, {limits.mismatch_log_ratio[1]:g} critical)",
                "health_check": "verl's rollout-correction health check fails ({signal} {value:.3g}; healthy: an IS "
                "weight mean within {limits.importance_weight[0]:g} to {limits.importance_weight[1]:g}, an effective "
                "sample size of {limits.effective_sample_size:g} or more)",
            },
        ),
        Detector(
            "kl_blowup",
            kl_blowup,
            KL,
            ("kl_sigmas", "kl_ratio", "trend_floor"),
            "actor_rollout_ref.actor.kl_loss_coef",
            "KL to the reference is {value:.3g}, {times:.1f}x where its trend was heading ({baseline:.3g}; at least "
            "{limits.kl_ratio:g}x counts) and more than {at.kl_sigmas:g} deviations above it: the policy is drifting "
            "fast from the reference; the rows shown have the largest KL, their tokens the largest. Raise "
            "actor_rollout_ref.actor.kl_loss_coef (use_kl_loss) or algorithm.kl_ctrl.kl_coef, or lower the learning "
            "rate",
            ("mismatch", "grad_norm_spike", "entropy_blowup"),
        ),
        Detector(
            "non_finite",
            non_finite,
            ("index:non_finite/rows",),
            (),
            "actor_rollout_ref.actor.grad_clip",
            "{measured}: a NaN or inf in training, after which updates are garbage (verl #747, #2626). Clip gradients "
            "(actor_rollout_ref.actor.grad_clip), lower the learning rate, or look for a precision overflow",
            ("mismatch", "grad_norm_spike", "entropy_blowup", "kl_blowup", "response_length_blowup", "repetition"),
            measured={
                "index": "{value:.0f} row(s) of step {step} hold a NaN or inf among their tokens' entropy or log-probs",
                "scalar": "{signal} is {value} at step {step}",
            },
        ),
        Detector(
            "dead_groups",
            dead_groups,
            ("index:groups/unexplained_dead_share",),
            ("dead_groups", "dead_groups_jump"),
            "algorithm.filter_groups.enable",
            "{dead:.0%} of the GRPO groups have one reward for every response ({correct:.0%} all at the best score, "
            "{wrong:.0%} all below it), {value:.0%} of the groups beyond what {measured}; warm-up {baseline:.0%}, "
            "threshold {threshold:.0%} (at least {limits.dead_groups_jump:.0%} of the groups above the warm-up's "
            "share). They give no gradient: filter them (algorithm.filter_groups.enable, DAPO's dynamic sampling), "
            "sample more per prompt (actor_rollout_ref.rollout.n), change the prompts' difficulty, or check the reward "
            "function",
            ("entropy_collapse",),
            measured={
                "groups": "the step's scores explain (its responses at the best score fill {expected:.0%} of the "
                "groups by chance, as a policy that learns its prompts does)",
                "constant": "a learning policy explains (every response of the step scored alike: a reward that tells "
                "none from another, or a policy that solved or failed every prompt)",
            },
        ),
        Detector(
            "reward_hacking",
            reward_hacking,
            (*SCORE, *LENGTH, "index:repetition/degenerate_share"),
            (
                "score_gain_sigmas",
                "score_gain_floor",
                "validation_follows",
                "length_blowup",
                "repetition",
                "repetition_jump",
            ),
            "custom_reward_function.path",
            "the training score rose to {value:.3g} (warm-up {baseline:.3g}; threshold {threshold:.3g}, at least "
            "{limits.score_gain_sigmas:g} warm-up deviations up) while the validation score did not follow it (it "
            "gained less than {limits.validation_follows:.0%} as much), or together with longer (over "
            "{limits.length_blowup[0]:g}x the warm-up's) or repetitive responses: the reward may pay for something "
            "other than the task. Read the highest-scoring rows shown, and check the reward function "
            "(custom_reward_function, reward_model)",
            ("kl_blowup", "response_length_blowup", "repetition"),
        ),
        Detector(
            "grad_norm_spike",
            grad_norm_spike,
            GRAD_NORM,
            ("grad_norm",),
            "actor_rollout_ref.actor.grad_clip",
            "the grad norm jumped to {value:.3g}, {times:.1f}x its rolling median {baseline:.3g} (above "
            "{at.grad_norm:g}x): one update moved the policy far, which entropy and length spikes often follow (verl "
            "#1066). Clip it (actor_rollout_ref.actor.grad_clip) or lower actor_rollout_ref.actor.optim.lr",
            ("mismatch",),
        ),
    )
}
"""Every detector by its name. ``non_finite`` reads every scalar under :data:`NON_FINITE_PREFIXES`
beside its listed series, ``reward_hacking`` the first ``val-core/`` score."""

WATCHED_SCALARS = frozenset(
    tag for detector in REGISTRY.values() for tag in detector.signals if not tag.startswith("index:")
)
"""The scalar tags whose whole series the detectors read, besides the validation scores: what the
online diagnosis keeps and what the on-read one asks the data provider for."""

DETECTORS: dict[str, Callable[[RunView, Limits], Event | None]] = {
    name: detector.judge for name, detector in REGISTRY.items()
}
"""Every detector's function by its name, the name its events carry (part of the API)."""


def diagnose(run: RunView, limits: Limits | None = None) -> list[Event]:
    """Every detector's event on ``run``, by onset, each with what it likely follows."""
    limits = limits or Limits()
    found = [e for detector in REGISTRY.values() if (e := detector.judge(run, limits)) is not None]
    return chained(found, {name: detector.follows for name, detector in REGISTRY.items()})
