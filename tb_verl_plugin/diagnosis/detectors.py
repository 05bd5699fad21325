"""The detectors: each a small pure function of a :class:`~.record.RunRecord` and the
:class:`Limits`, which flags one pathology with an :class:`~.events.Event`, or returns None.

Baselines are the run's own: its warm-up (a series' first 20 points) or a rolling window before
each point, since entropy, KL and grad-norm scales differ by model and
backend. The exceptions are documented where verl's own guidance gives absolute numbers (the
training–inference mismatch). A detector fires at the first excursion that lasts ``persist``
points; its onset is walked back to where the signal left its warm-up band. The series a detector
reads is the first of its candidates the run has (verl's scalar names, tb-verl's own statistics,
the every-row index), and the event says which (``signal``).
"""

from __future__ import annotations

import dataclasses
import math
import warnings
from collections.abc import Callable, Sequence

import numpy as np

from tb_verl_plugin.diagnosis.events import Event, Evidence, Severity, chained
from tb_verl_plugin.diagnosis.record import RowTokens, RunRecord, Series, StepRows, degenerate_rows
from tb_verl_plugin.format import fields


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
    """Share of rows cut at the length limit, and at least twice the warm-up share."""
    repetition: tuple[float, float] = (0.1, 0.3)
    """Share of degenerate rows (record.DEGENERATE_REPETITION, DEGENERATE_RUN)."""
    mismatch: tuple[float, float] = (0.005, 0.01)
    """Mean |p_train − p_rollout| (verl's FAQ: warn 0.005, critical 0.01)."""
    mismatch_log_ratio: tuple[float, float] = (0.02, 0.05)
    """Mean |log p_train − log p_rollout|: a 2% or 5% probability ratio on the typical token (bf16
    rounding gives about 0.003 on verl's vLLM rollout here; a padded vocabulary 0.1 to 0.2)."""
    importance_weight: tuple[float, float] = (0.5, 2.0)
    """verl's rollout-correction health: the IS weight mean inside this range."""
    effective_sample_size: float = 0.3
    kl_sigmas: tuple[float, float] = (3.0, 6.0)
    """Robust standard deviations above the rolling median of the KL."""
    kl_ratio: float = 3.0
    """... and at least this many times the rolling median (a slowly growing KL is not a blow-up)."""
    dead_groups: tuple[float, float] = (0.5, 0.9)
    """Share of GRPO groups whose rewards are all equal, and 0.25 above the warm-up share."""
    grad_norm: tuple[float, float] = (5.0, 10.0)
    """Times the rolling median of the grad norm."""
    score_gain_sigmas: float = 3.0
    """A training score "rises" when its recent mean is this many warm-up deviations above warm-up."""
    evidence_rows: int = 5
    evidence_tokens: int = 8


# ------------------------------------------------------------------------------------- signals

ENTROPY = ("exploration/entropy/mean", "actor/entropy", "index:entropy/mean")
LENGTH = ("response_length/mean", "index:length/mean")
KL = ("actor/kl_loss", "actor/reward_kl_penalty", "index:kl/mean")
GRAD_NORM = ("actor/grad_norm",)
SCORE = ("critic/score/mean",)
PROB_DIFF = ("mismatch/prob_diff/abs_mean", "training/rollout_probs_diff_mean")
LOG_RATIO = ("mismatch/log_ratio/abs_mean",)
IS_MEAN, ESS = "rollout_corr/rollout_is_mean", "rollout_corr/rollout_is_eff_sample_size"
NON_FINITE_PREFIXES = ("actor/", "critic/", "exploration/", "mismatch/", "response_length/", "rollout_corr/")
"""Scalars whose NaN or inf is a failure (verl logs some debug metrics as NaN when it has no input)."""


def signal(run: RunRecord, candidates: Sequence[str]) -> tuple[str, Series] | None:
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


def band(values: np.ndarray) -> tuple[float, float, float]:
    """The warm-up's median and the band around it that counts as normal (3 robust deviations,
    at least a tenth of the median)."""
    finite = values[np.isfinite(values)]
    if not finite.size:
        return math.nan, math.nan, math.nan
    median = float(np.median(finite))
    spread = max(3 * 1.4826 * float(np.median(np.abs(finite - median))), 0.1 * abs(median), 1e-12)
    return median, median - spread, median + spread


def excursion(beyond: np.ndarray, start: int, persist: int) -> int | None:
    """The first index at or after ``start`` from which ``beyond`` holds for ``persist`` points."""
    run = 0
    for i in range(start, beyond.size):
        run = run + 1 if beyond[i] else 0
        if run >= persist:
            return i - persist + 1
    return None


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
    def judged(cls, values: np.ndarray, onset: int, fired: int, critical: int | None, thresholds: tuple[float, float],
               baseline: float) -> Crossing:
        """A warning fired at ``fired``, critical when ``critical`` (the index it turned critical
        at) is given: its value and threshold are then read there."""
        return cls(onset, fired, "warn" if critical is None else "critical", float(values[fired if critical is None else critical]),
                   thresholds[0 if critical is None else 1], baseline, critical)

    @property
    def value_index(self) -> int:
        """The index ``value`` was read at."""
        return self.fired if self.measured is None else self.measured


def relative_crossing(series: Series, ratios: tuple[float, float], limits: Limits, *, below: bool,
                      also: Callable[[np.ndarray, int], bool] | None = None) -> Crossing | None:
    """A series beyond ``ratios`` (warn, critical) times its warm-up median (below or above) for
    ``persist`` points (and ``also(values, fired)``, when given)."""
    values = series.values
    start = warmup(values.size, limits)
    base, low, high = band(values[:start])
    if start >= values.size or not math.isfinite(base) or base <= 0:
        return None
    with np.errstate(invalid="ignore"):
        beyond = values < ratios[0] * base if below else values > ratios[0] * base
        worse = values < ratios[1] * base if below else values > ratios[1] * base
        inside = (values >= low) & (values <= high)
    fired = excursion(beyond, start, limits.persist)
    if fired is None or (also is not None and not also(values, fired)):
        return None
    return Crossing.judged(values, onset(inside, fired, start), fired, excursion(worse, fired, limits.persist),
                           (ratios[0] * base, ratios[1] * base), base)


def relative_signal(run: RunRecord, candidates: Sequence[str], ratios: tuple[float, float], limits: Limits, *, below: bool,
                    also: Callable[[np.ndarray, int], bool] | None = None) -> tuple[str, Series, Crossing] | None:
    """The first of ``candidates`` the run has, and its :func:`relative_crossing`; None: no crossing."""
    found = signal(run, candidates)
    if found is None:
        return None
    crossing = relative_crossing(found[1], ratios, limits, below=below, also=also)
    return None if crossing is None else (*found, crossing)


def share_crossing(series: Series, shares: tuple[float, float], limits: Limits, *, above_warmup: float, times_warmup: float = 1.0) -> Crossing | None:
    """A share (0 to 1) above ``shares`` (warn, critical) for ``persist`` points, and above its
    warm-up share by ``above_warmup`` and ``times_warmup``: a share that was that high from the
    start is how the run is, not something that went wrong."""
    values = series.values
    start = warmup(values.size, limits)
    if start >= values.size:
        return None
    base = float(np.nanmedian(values[:start])) if np.isfinite(values[:start]).any() else 0.0
    floor = max(base + above_warmup, base * times_warmup)
    with np.errstate(invalid="ignore"):
        beyond = values >= max(shares[0], floor)
        worse = values >= max(shares[1], floor)
        inside = values <= base + above_warmup / 2
    fired = excursion(beyond, start, limits.persist)
    if fired is None:
        return None
    return Crossing.judged(values, onset(inside, fired, start), fired, excursion(worse, fired, limits.persist),
                           (max(shares[0], floor), max(shares[1], floor)), base)


def windows_before(values: np.ndarray, window: int) -> np.ndarray:
    """``[n, window]``: at each point, the ``window`` points before it (NaN where there are fewer,
    and for non-finite ones), for NaN-ignoring statistics over each row at once."""
    padded = np.concatenate([np.full(window, np.nan), np.where(np.isfinite(values), values, np.nan)])
    return np.lib.stride_tricks.sliding_window_view(padded, window)[: values.size]


def rolling_median(values: np.ndarray, window: int) -> np.ndarray:
    """At each point, the median of the ``window`` finite points before it (NaN for the first)."""
    with np.errstate(invalid="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # an all-NaN window: no baseline yet
        return np.nanmedian(windows_before(values, window), axis=1)


def rolling_spread(values: np.ndarray, window: int, median: np.ndarray) -> np.ndarray:
    """At each point, the robust deviation (1.4826 MAD) of the ``window`` points before it, at
    least 5% of their median (a flat series is not infinitely sure)."""
    with np.errstate(invalid="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        mad = np.nanmedian(np.abs(windows_before(values, window) - median[:, None]), axis=1)
    return np.maximum(np.maximum(1.4826 * mad, 0.05 * np.abs(median)), 1e-9)


KNOBS = {
    "entropy_collapse": "actor_rollout_ref.actor.entropy_coeff", "entropy_blowup": "actor_rollout_ref.actor.optim.lr",
    "response_length_blowup": "actor_rollout_ref.actor.loss_agg_mode", "truncation": "data.max_response_length",
    "repetition": "actor_rollout_ref.actor.optim.lr", "mismatch": "algorithm.rollout_correction.rollout_is_threshold",
    "kl_blowup": "actor_rollout_ref.actor.kl_loss_coef", "non_finite": "actor_rollout_ref.actor.grad_clip",
    "dead_groups": "algorithm.filter_groups.enable", "reward_hacking": "custom_reward_function.path",
    "grad_norm_spike": "actor_rollout_ref.actor.grad_clip",
}
"""The verl setting each detector's explanation names first (the tab links it)."""


def event(detector: str, found: Crossing, series: Series, name: str, explanation: str, evidence: Sequence[Evidence]) -> Event:
    """The event of a crossing; an explanation whose value was read after the fired step (where
    it turned critical) says at which step."""
    steps = series.steps
    if found.value_index != found.fired:
        explanation = f"by step {int(steps[found.value_index])}, {explanation}"
    return Event(detector=detector, severity=found.severity, onset_step=int(steps[found.onset]), fired_step=int(steps[found.fired]),
                 value=found.value, threshold=found.threshold, baseline=found.baseline, explanation=explanation,
                 evidence=tuple(evidence), signal=name, knob=KNOBS[detector])


# ------------------------------------------------------------------------------------ evidence

def evidence_step(run: RunRecord, onset_step: int) -> int | None:
    """The traced step nearest at or after the onset (None: none is)."""
    steps = run.traced_steps()
    after = steps[steps >= onset_step]
    return int(after[0]) if after.size else None


def ranked(key: np.ndarray, count: int, *, among: np.ndarray | None = None) -> list[int]:
    """Up to ``count`` row positions by ``key`` descending, NaN left out (``among``: a bool filter)."""
    keep = np.isfinite(key) if among is None else np.isfinite(key) & among
    rows = np.flatnonzero(keep)
    return rows[np.argsort(-key[rows], kind="stable")][:count].tolist()


def top_tokens(tokens: RowTokens, field: str, count: int, *, largest: bool = True, magnitude: bool = False) -> tuple[int, ...]:
    """The policy's positions with the largest (or smallest) value of ``field``, ascending."""
    values = tokens.fields.get(field)
    if values is None:
        return ()
    values = np.abs(values) if magnitude else values.astype(np.float64)
    keep = np.flatnonzero(tokens.policy & np.isfinite(values))
    chosen = keep[np.argsort(-values[keep] if largest else values[keep], kind="stable")][:count]
    return tuple(sorted(chosen.tolist()))


def row_evidence(run: RunRecord, rows: StepRows, positions: Sequence[int],
                 pick_tokens: Callable[[RowTokens], tuple[int, ...]] | None = None) -> list[Evidence]:
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


def rows_at(run: RunRecord, onset_step: int) -> StepRows | None:
    step = evidence_step(run, onset_step)
    return None if step is None else run.rows(step)


def worst_rows(rows: StepRows, key: np.ndarray, count: int, *, among: np.ndarray | None = None) -> list[int]:
    """Up to ``count`` rows by ``key`` descending, the recorded ones (whose tokens can be shown)
    first: the worst recorded rows, then the worst of the rest."""
    among = np.ones(len(rows), bool) if among is None else among
    recorded = ranked(key, count, among=among & rows.recorded)
    return recorded + ranked(key, count - len(recorded), among=among & ~rows.recorded)


def evidence_at(run: RunRecord, series: Series, crossing: Crossing, limits: Limits, key: Callable[[StepRows], np.ndarray],
                pick_tokens: Callable[[RowTokens], tuple[int, ...]] | None = None,
                among: Callable[[StepRows], np.ndarray] | None = None) -> list[Evidence]:
    """The evidence of a crossing: at the traced step nearest at or after its onset, the rows
    highest by ``key`` (of those ``among`` picks), and their tokens by ``pick_tokens``."""
    rows = rows_at(run, int(series.steps[crossing.onset]))
    if rows is None:
        return []
    return row_evidence(run, rows, worst_rows(rows, key(rows), limits.evidence_rows, among=None if among is None else among(rows)), pick_tokens)


def stat(rows: StepRows, name: str) -> np.ndarray:
    return rows.stats.get(name, np.full(len(rows), np.nan))


# ----------------------------------------------------------------------------------- detectors

def entropy_collapse(run: RunRecord, limits: Limits) -> Event | None:
    """Token-mean entropy below a share of its warm-up level for good (Cui et al. 2025)."""
    found = relative_signal(run, ENTROPY, limits.entropy_collapse, limits, below=True)
    if found is None:
        return None
    name, series, crossing = found
    evidence = evidence_at(run, series, crossing, limits, lambda rows: -stat(rows, "mean_entropy"),
                           lambda t: top_tokens(t, "entropy", limits.evidence_tokens))
    return event("entropy_collapse", crossing, series, name,
                 f"token-mean entropy fell to {crossing.value:.3g} nats, {crossing.value / crossing.baseline:.0%} of its warm-up "
                 f"{crossing.baseline:.3g}: the policy stopped exploring (Cui et al. 2025); the rows shown have the least entropy "
                 "left, their tokens are their last forks. Raise actor_rollout_ref.actor.entropy_coeff, or clip higher "
                 "(actor_rollout_ref.actor.clip_ratio_high)", evidence)


def entropy_blowup(run: RunRecord, limits: Limits) -> Event | None:
    """Entropy well above its warm-up and still rising (the prelude to gibberish, verl #1066, #2738)."""
    def rising(values: np.ndarray, fired: int) -> bool:
        span = values[fired:fired + limits.persist]
        return bool(span[-1] >= span[0])

    found = relative_signal(run, ENTROPY, limits.entropy_blowup, limits, below=False, also=rising)
    if found is None:
        return None
    name, series, crossing = found
    evidence = evidence_at(run, series, crossing, limits, lambda rows: stat(rows, "mean_entropy"),
                           lambda t: top_tokens(t, "entropy", limits.evidence_tokens))
    return event("entropy_blowup", crossing, series, name,
                 f"token-mean entropy rose to {crossing.value:.3g} nats, {crossing.value / crossing.baseline:.1f}x its warm-up "
                 f"{crossing.baseline:.3g}, and keeps rising: often the start of gibberish (verl #1066, #2738); the tokens shown "
                 "are the least sure. Lower actor_rollout_ref.actor.optim.lr or actor_rollout_ref.actor.entropy_coeff, and "
                 "look for a mismatch or grad-norm spike before it", evidence)


def response_length_blowup(run: RunRecord, limits: Limits) -> Event | None:
    """Mean response length well above its warm-up."""
    found = relative_signal(run, LENGTH, limits.length_blowup, limits, below=False)
    if found is None:
        return None
    name, series, crossing = found
    evidence = evidence_at(run, series, crossing, limits, lambda rows: rows.length.astype(np.float64))
    return event("response_length_blowup", crossing, series, name,
                 f"mean response length rose to {crossing.value:.4g} tokens, {crossing.value / crossing.baseline:.1f}x its warm-up "
                 f"{crossing.baseline:.4g}: longer answers are rewarded, or the policy rambles and repeats; the longest rows are "
                 "shown. Check the reward for a length bias, use a token-mean loss (actor_rollout_ref.actor.loss_agg_mode) or "
                 "an overlong penalty (reward_model.overlong_buffer)", evidence)


def truncation(run: RunRecord, limits: Limits) -> Event | None:
    """The share of rows cut at the length limit without an end-of-sequence token, judged per row
    (verl's ``response_length/clip_ratio`` counts rows at the limit, and is wrong in the v1 trainer)."""
    series = run.row_series().get("truncated/share")
    if series is None or not len(series):
        return None
    crossing = share_crossing(series, limits.truncation, limits, above_warmup=0.1, times_warmup=2.0)
    if crossing is None:
        return None
    evidence = evidence_at(run, series, crossing, limits, lambda rows: rows.length.astype(np.float64), among=lambda rows: rows.truncated == 1)
    return event("truncation", crossing, series, "index:truncated/share",
                 f"{crossing.value:.0%} of the responses ended at the length limit without an end-of-sequence token (warm-up "
                 f"{crossing.baseline:.0%}): their reward judges unfinished answers. Raise data.max_response_length, or penalise "
                 "overlong answers (reward_model.overlong_buffer)", evidence)


def repetition(run: RunRecord, limits: Limits) -> Event | None:
    """The share of degenerate rows: 3-gram repetition (Open-R1's ``repetition_n_grams=3``) or a
    long run of one token."""
    series = run.row_series().get("repetition/degenerate_share")
    if series is None or not len(series):
        return None
    crossing = share_crossing(series, limits.repetition, limits, above_warmup=0.05, times_warmup=2.0)
    if crossing is None:
        return None
    evidence = evidence_at(run, series, crossing, limits, lambda rows: stat(rows, "repetition_3gram"),
                           lambda t: repeated_span(t, limits.evidence_tokens * 4),
                           among=lambda rows: degenerate_rows(stat(rows, "repetition_3gram"), stat(rows, "longest_run"), rows.length))
    return event("repetition", crossing, series, "index:repetition/degenerate_share",
                 f"{crossing.value:.0%} of the responses repeat themselves (3-gram repetition ≥ 0.5 or a run of one token "
                 f"≥ 20; warm-up {crossing.baseline:.0%}): degenerate text, often after an entropy blow-up; the repeated spans "
                 "are shown. Lower actor_rollout_ref.actor.optim.lr, or add a repetition penalty to the reward", evidence)


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
        return tuple(where[starts[longest]:ends[longest]][:count].tolist())
    seen: set[tuple[int, ...]] = set()
    repeated: list[int] = []
    for i in range(ids.size - 2):
        gram = tuple(ids[i:i + 3].tolist())
        if gram in seen:
            repeated.extend(where[i:i + 3].tolist())
        seen.add(gram)
    return tuple(sorted(set(repeated)))[:count]


def mismatch(run: RunRecord, limits: Limits) -> Event | None:
    """The training–inference gap, when the rollout's log-probs are there, on absolute thresholds
    (a precision or vocabulary bug is not relative to the run): mean |p_train − p_rollout| above
    verl's FAQ thresholds; mean |log p_train − log p_rollout| above :attr:`Limits.mismatch_log_ratio`
    (the FAQ's numbers are probabilities, which say little of a near-uniform policy's tokens: a
    12% gap on every token of one is a |Δp| of 0.0004); or verl's rollout-correction health
    check out of bounds. The earliest of them."""
    found = [crossing for crossing in (_absolute(run, PROB_DIFF, limits.mismatch, limits), _absolute(run, LOG_RATIO, limits.mismatch_log_ratio, limits),
                                       _health_check(run, limits)) if crossing is not None]
    if not found:
        return None
    crossing, name, series = min(found, key=lambda item: int(item[2].steps[item[0].onset]))
    if any(c.severity == "critical" for c, _, _ in found):
        crossing = dataclasses.replace(crossing, severity="critical")
    evidence = evidence_at(run, series, crossing, limits, lambda rows: stat(rows, "max_mismatch"),
                           lambda t: top_tokens(t, "mismatch", limits.evidence_tokens, magnitude=True))
    measured = {PROB_DIFF: f"mean |p_train − p_rollout| is {crossing.value:.3g} (verl's FAQ: above {limits.mismatch[0]} warn, {limits.mismatch[1]} critical)",
                LOG_RATIO: f"mean |log p_train − log p_rollout| is {crossing.value:.3g} (above {limits.mismatch_log_ratio[0]} warn, "
                           f"{limits.mismatch_log_ratio[1]} critical)"}
    said = next((text for tags, text in measured.items() if name in tags), f"verl's rollout-correction health check fails ({name} {crossing.value:.3g})")
    return dataclasses.replace(event("mismatch", crossing, series, name,
                 f"{said}: the trainer and the rollout engine disagree on the sampled tokens (precision, a padded vocabulary, "
                 "a stale weight sync); training is off-policy. The tokens shown differ most. Correct for it "
                 "(algorithm.rollout_correction.rollout_is_threshold) or match the engines' precision", evidence), baseline=None)


def _absolute(run: RunRecord, candidates: Sequence[str], thresholds: tuple[float, float], limits: Limits) -> tuple[Crossing, str, Series] | None:
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


def _health_check(run: RunRecord, limits: Limits) -> tuple[Crossing, str, Series] | None:
    """verl's rollout-correction health check: the IS weight mean outside its range, or the
    effective sample size below its floor, for ``persist`` points."""
    for tag, bad, threshold in ((IS_MEAN, lambda v: (v < limits.importance_weight[0]) | (v > limits.importance_weight[1]), limits.importance_weight[1]),
                                (ESS, lambda v: v < limits.effective_sample_size, limits.effective_sample_size)):
        series = run.scalar(tag)
        if series is None or not len(series):
            continue
        with np.errstate(invalid="ignore"):
            beyond = bad(series.values)
        fired = excursion(beyond, 0, min(limits.persist, len(series)))
        if fired is not None:
            return Crossing(onset(~beyond, fired, 0), fired, "warn", float(series.values[fired]), threshold, math.nan), tag, series
    return None


def kl_blowup(run: RunRecord, limits: Limits) -> Event | None:
    """KL to the reference far above its rolling baseline (robust sigmas, and a ratio), for
    ``persist`` points."""
    found = signal(run, KL)
    if found is None:
        return None
    name, series = found
    values = series.values
    start = warmup(values.size, limits)
    median = rolling_median(values, limits.window)
    spread = rolling_spread(values, limits.window, median)
    with np.errstate(invalid="ignore"):
        beyond = (values > median + limits.kl_sigmas[0] * spread) & (values > limits.kl_ratio * np.abs(median))
        worse = (values > median + limits.kl_sigmas[1] * spread) & (values > limits.kl_ratio * np.abs(median))
    # A blowup stays up for ``persist`` points like the other relative detectors: two points at 2.2x
    # the rolling median was a healthy demo_explore's KL rising as it learned (step 28 of 120).
    fired = excursion(beyond, start, limits.persist)
    if fired is None:
        return None
    critical = bool(worse[fired:fired + limits.persist].all())
    base = float(median[fired])
    crossing = Crossing.judged(values, onset(~beyond, fired, start), fired, fired if critical else None,
                               (base + limits.kl_sigmas[0] * float(spread[fired]), base + limits.kl_sigmas[1] * float(spread[fired])), base)
    evidence = evidence_at(run, series, crossing, limits, lambda rows: stat(rows, "mean_kl"), lambda t: top_tokens(t, "kl", limits.evidence_tokens))
    return event("kl_blowup", crossing, series, name,
                 f"KL to the reference is {crossing.value:.3g}, above its rolling baseline {base:.3g} by more than "
                 f"{limits.kl_sigmas[1 if critical else 0]:g} deviations: the policy is drifting fast from the reference; the "
                 "rows and tokens shown drift most. Raise actor_rollout_ref.actor.kl_loss_coef (use_kl_loss) or "
                 "algorithm.kl_ctrl.kl_coef, or lower the learning rate", evidence)


def non_finite(run: RunRecord, limits: Limits) -> Event | None:
    """A NaN or inf in a training scalar (:data:`NON_FINITE_PREFIXES`), or among a row's kept
    tokens (the every-row index counts them: ``fields.NON_FINITE_TOKENS``), whichever comes first;
    the evidence is the first row holding one at the evidence step, with its first such token
    when the row is recorded."""
    found: list[tuple[int, str, Series, int]] = []
    for tag in run.scalar_tags():
        series = run.scalar(tag) if tag.startswith(NON_FINITE_PREFIXES) else None
        bad = np.flatnonzero(~np.isfinite(series.values)) if series is not None else np.array([], np.int64)
        if bad.size:
            found.append((int(series.steps[bad[0]]), tag, series, int(bad[0])))
    rows_holding = run.row_series().get("non_finite/rows")
    bad = np.flatnonzero(rows_holding.values > 0) if rows_holding is not None else np.array([], np.int64)
    if bad.size:
        found.append((int(rows_holding.steps[bad[0]]), "index:non_finite/rows", rows_holding, int(bad[0])))
    if not found:
        return None
    step, name, series, index = min(found, key=lambda f: f[0])
    value = float(series.values[index])
    what = (f"{value:.0f} row(s) of step {step} hold a NaN or inf among their tokens' entropy or log-probs"
            if name.startswith("index:") else f"{name} is {value} at step {step}")
    crossing = Crossing(index, index, "critical", value, math.nan, math.nan)
    return dataclasses.replace(event("non_finite", crossing, series, name,
                 f"{what}: a NaN or inf in training, after which updates are garbage "
                 "(verl #747, #2626). Clip gradients (actor_rollout_ref.actor.grad_clip), lower the learning rate, or look for "
                 "a precision overflow", _non_finite_evidence(run, step)), baseline=None)


def _non_finite_evidence(run: RunRecord, step: int) -> list[Evidence]:
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
    for name, values in tokens.fields.items():
        bad = np.flatnonzero(tokens.policy & ~np.isfinite(values))
        if bad.size:
            return int(bad[0])
    return None


def dead_groups(run: RunRecord, limits: Limits) -> Event | None:
    """The share of GRPO groups whose rewards are all equal (TRL's ``frac_reward_zero_std``): they
    give no gradient."""
    series = run.row_series().get("groups/dead_share")
    if series is None or not len(series):
        return None
    crossing = share_crossing(series, limits.dead_groups, limits, above_warmup=0.25)
    if crossing is None:
        return None
    step = int(series.steps[crossing.value_index])
    correct, wrong = (_value_at(run.row_series().get(n), step) for n in ("groups/all_correct_share", "groups/all_wrong_share"))
    evidence = evidence_at(run, series, crossing, limits, lambda rows: np.zeros(len(rows)), among=_dead_rows)
    return event("dead_groups", crossing, series, "index:groups/dead_share",
                 f"{crossing.value:.0%} of the GRPO groups have one reward for every response ({correct:.0%} all at the best "
                 f"score, {wrong:.0%} all below it; warm-up {crossing.baseline:.0%}): they give no gradient. Filter them "
                 "(algorithm.filter_groups.enable, DAPO's dynamic sampling), sample more per prompt "
                 "(actor_rollout_ref.rollout.n), or change the prompts' difficulty", evidence)


def _value_at(series: Series | None, step: int) -> float:
    if series is None:
        return math.nan
    found = np.flatnonzero(series.steps == step)
    return float(series.values[found[0]]) if found.size else math.nan


def _dead_rows(rows: StepRows) -> np.ndarray:
    """Rows of the step's groups (of two rows or more) whose scores are all one."""
    dead = np.zeros(len(rows), bool)
    for group in set(rows.group) - {""}:
        members = np.array([g == group for g in rows.group])
        scores = rows.score[members]
        if members.sum() >= 2 and np.isfinite(scores).all() and np.ptp(scores) == 0:
            dead |= members
    return dead


def reward_hacking(run: RunRecord, limits: Limits) -> Event | None:
    """The training score rising while the validation score is flat or falling, or while the
    responses blow up in length or repeat themselves."""
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
    gain = max(limits.score_gain_sigmas * float(np.std(warm)), 0.05 * max(abs(float(np.mean(warm))), 1.0))
    with np.errstate(invalid="ignore"):
        rising = values > float(np.mean(warm)) + gain
    validation = _validation(run)
    beside = _length_or_repetition_from(run, limits)
    fired = next((i for i in range(start, values.size) if rising[i] and (
        beside <= series.steps[i] or (validation is not None and _flat_or_falling(validation, int(series.steps[i]))))), None)
    if fired is None:
        return None
    crossing = Crossing(onset(~rising, fired, start), fired, "warn", float(values[fired]), float(np.mean(warm)) + gain, float(np.mean(warm)))
    # The highest scores first, the longest first among equal ones.
    evidence = evidence_at(run, series, crossing, limits, lambda rows: rows.score + 1e-6 * rows.length / max(1, rows.length.max(initial=1)))
    return event("reward_hacking", crossing, series, name,
                 f"the training score rose to {crossing.value:.3g} (warm-up {crossing.baseline:.3g}) while the validation score did "
                 "not, or together with longer or repetitive responses: the reward may pay for something other than the task. "
                 "Read the highest-scoring rows shown, and check the reward function (custom_reward_function, reward_model)", evidence)


def _validation(run: RunRecord) -> Series | None:
    """The first validation score verl logged (``val-core/...``), with two points or more."""
    tags = sorted(t for t in run.scalar_tags() if t.startswith("val-core/"))
    series = run.scalar(tags[0]) if tags else None
    return series if series is not None and len(series) >= 2 else None


def _flat_or_falling(validation: Series, step: int) -> bool:
    """The validation score up to ``step`` no higher than its first point (two points at least)."""
    upto = validation.values[validation.steps <= step]
    return upto.size >= 2 and bool(upto[-1] <= upto[0])


def _length_or_repetition_from(run: RunRecord, limits: Limits) -> float:
    """The step from which the responses blew up in length or repeat themselves, by those
    detectors' own thresholds (inf: they do not): a learning policy's score and length may rise
    together a little, and a short answer repeats a digit, without any hacking."""
    fired = [math.inf]
    length = relative_signal(run, LENGTH, limits.length_blowup, limits, below=False)
    if length is not None:
        fired.append(float(length[1].steps[length[2].fired]))
    degenerate = run.row_series().get("repetition/degenerate_share")
    if degenerate is not None and len(degenerate):
        crossing = share_crossing(degenerate, limits.repetition, limits, above_warmup=0.05, times_warmup=2.0)
        if crossing is not None:
            fired.append(float(degenerate.steps[crossing.fired]))
    return min(fired)


def grad_norm_spike(run: RunRecord, limits: Limits) -> Event | None:
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
    crossing = Crossing.judged(values, fired, fired, fired if values[fired] > limits.grad_norm[1] * base else None,
                               (limits.grad_norm[0] * base, limits.grad_norm[1] * base), base)
    return event("grad_norm_spike", crossing, series, name,
                 f"the grad norm jumped to {crossing.value:.3g}, {crossing.value / crossing.baseline:.1f}x its rolling median "
                 f"{crossing.baseline:.3g}: one update moved the policy far, which entropy and length spikes often follow "
                 "(verl #1066). Clip it (actor_rollout_ref.actor.grad_clip) or lower actor_rollout_ref.actor.optim.lr", ())


DETECTORS: dict[str, Callable[[RunRecord, Limits], Event | None]] = {
    detector.__name__: detector for detector in (
        entropy_collapse, entropy_blowup, response_length_blowup, truncation, repetition, mismatch, kl_blowup, non_finite,
        dead_groups, reward_hacking, grad_norm_spike,
    )
}
"""Every detector by its name, the name its events carry (part of the API)."""


def diagnose(run: RunRecord, limits: Limits | None = None) -> list[Event]:
    """Every detector's event on ``run``, by onset, each with what it likely follows."""
    limits = limits or Limits()
    return chained([e for detector in DETECTORS.values() if (e := detector(run, limits)) is not None])
