"""The diagnosis' quality, measured on many small runs with known answers.

Each run is written through the public logging API (``TraceLogger.log_scalars``,
``log_exploration``, ``log_decisions``: real event files and index stores, the default
recording budget) and read back through the reader's own diagnosis (``run_events`` over the
logdir). A run is healthy, with one or all of the kinds of noise a real run has, or carries one
pathology (a *plant*) from step :data:`ONSET` on, at a strength relative to its detector's
documented threshold, in known rows and tokens. Measured per detector:

- **recall**: the share of its plants at a strength that it flags;
- **onset error**: |reported onset − :data:`ONSET`|, in steps;
- **evidence precision**: the share of the evidence rows that carry the planted signal at the
  evidence step, and of the evidence tokens (of those rows) that are planted tokens, where the
  detector is token-level;
- **false alarms**: warn or critical events of any detector per healthy run.

``python -m support.diagnosis_quality docs/diagnosis.md`` (``make diagnosis-quality``) writes
the table into the docs between its markers; ``tests/unit/test_diagnosis_quality.py`` holds the
goals. Everything is seeded: the same table every time.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import math
import multiprocessing
import pathlib
import sys
import tempfile
from collections.abc import Callable, Sequence

import numpy as np
import torch

from tb_verl_logger import TraceLogger
from tb_verl_plugin.diagnosis import DETECTORS, Limits
from tb_verl_plugin.reader.diagnosis_on_read import run_events
from tb_verl_plugin.reader.logdir import open_logdir

STEPS = 32
ONSET = 24
"""The first step of a plant: after the warm-up (``Limits.warmup``, 20 points) and a few healthy steps."""
ROWS, GROUP, WIDTH, VOCAB, EOS = 48, 4, 32, 64, 2
"""48 responses a step in GRPO groups of 4 (12 groups), at most 32 tokens (the length limit)."""
SIGNAL_ROWS = 6
"""Rows a plant puts its signal in: more than ``Limits.evidence_rows``, so every evidence row can be one."""
VALIDATION_EVERY = 5
SEEDS = (1, 2, 3)
HEALTHY_SEEDS = (11, 12, 13)
"""Each healthy kind's seeds (15 kinds x 3: 45 runs)."""
STRENGTHS = ("below", "at", "above", "well above")
"""Below the documented threshold (it should stay silent), just past it, past it, far past it."""
FLAGGED = ("at", "above", "well above")


@dataclasses.dataclass(frozen=True)
class Noise:
    """A healthy run's noise (each kind the issue lists is one field)."""

    learning: float = 0.15
    """Success probability gained over the run (the score and validation rise with it)."""
    learned: float | None = None
    """When given, the success probability rises from 0.35 to this on a logistic curve steepest at
    :data:`LEARNED_MIDPOINT` (in place of ``learning``'s straight line): a policy that learns its
    prompts, more of its groups all right as it does (a group of n is all right p^n of the time)."""
    group: int = GROUP
    """Responses per prompt (verl's actor_rollout_ref.rollout.n)."""
    prompts: int = ROWS // GROUP
    """GRPO groups a step (verl's data.train_batch_size)."""
    score_jitter: float = 0.02
    """Step-to-step noise of the success probability, beside the batch's own (~0.07 at 48 rows)."""
    validation_noise: float = 0.02
    entropy_decline: float = 0.15
    """Share of the entropy a learning policy loses by the run's end."""
    length_growth: float = 0.1
    """Growth of the mean length by the run's end."""
    kl_end: float = 0.01
    """KL to the reference at the run's end: it grows from nearly 0 as the policy learns."""
    kl_power: float = 2.0
    grad_spikes: int = 0
    """One-step grad-norm spikes of 2 to 3.5x (healthy: one large batch, one hard prompt)."""
    truncated_share: float = 0.0
    short_repeats: float = 0.0
    """Rows that are a short answer repeating one digit ("5 5 5"): not degenerate."""
    mismatch: float = 0.003
    """Mean |log p_train − log p_rollout| of a bf16 rollout."""
    easy_batch: int | None = None
    """A step whose prompts are easy: its success probability 0.35 higher (one noisy score point)."""
    validation_swing: float = 0.0
    """Added to the first validation point and taken from the last: a lucky first evaluation and an
    unlucky last one, so the validation ends below where it started though the policy learned."""
    kl_curve: tuple[float, ...] | None = None
    """The KL by step, when given (times 5% noise), in place of ``kl_end`` and ``kl_power``."""

    @property
    def rows(self) -> int:
        """Responses a step."""
        return self.prompts * self.group


LEARNED_MIDPOINT, LEARNED_WIDTH = 22, 3.0
"""Where a learning curve (``Noise.learned``) is steepest, and its width in steps: right after the
warm-up, so the warm-up's share of dead groups is the unlearned policy's."""


def success_at(noise: Noise, step: int) -> float:
    """The policy's success probability at ``step``: 0.35, then ``noise.learning`` more by the run's
    end on a straight line, or up to ``noise.learned`` on a logistic curve."""
    if noise.learned is None:
        return 0.35 + noise.learning * (step / STEPS)
    rise = [1 / (1 + math.exp(-(s - LEARNED_MIDPOINT) / LEARNED_WIDTH)) for s in (1, step, STEPS)]
    return 0.35 + (noise.learned - 0.35) * (rise[1] - rise[0]) / (rise[2] - rise[0])


DEMO_EXPLORE_KL = (
    0.0035,
    0.0094,
    0.0151,
    0.0229,
    0.0324,
    0.0399,
    0.0455,
    0.07,
    0.0693,
    0.0807,
    0.1001,
    0.0942,
    0.0996,
    0.1011,
    0.0976,
    0.0983,
    0.1277,
    0.1492,
    0.184,
    0.1875,
    0.2244,
    0.2076,
    0.2386,
    0.2772,
    0.3196,
    0.3333,
    0.3671,
    0.3451,
    0.3348,
    0.4151,
    0.4317,
    0.4547,
)
"""make demo's healthy demo_explore's actor/kl_loss, steps 1-32 (a learning policy's KL, rising from 0
in spurts; its step 25 was flagged as a blow-up at 0.32 against 0.277 before the detector judged trends)."""


HEALTHY_KINDS: dict[str, Noise] = {
    "quiet": Noise(),
    "noisy score and validation": Noise(learning=0.3, score_jitter=0.1, validation_noise=0.1),
    "noisy score, an easy batch, validation ending below its start": Noise(
        learning=0.25, score_jitter=0.1, validation_noise=0.05, validation_swing=0.15, easy_batch=STEPS - 1
    ),
    "learning: entropy falls, length grows": Noise(learning=0.3, entropy_decline=0.55, length_growth=0.35),
    "slowly rising KL": Noise(kl_end=0.08, kl_power=1.0),
    "KL rising from zero": Noise(kl_end=0.08, kl_power=2.0),
    "demo_explore's KL": Noise(kl_curve=DEMO_EXPLORE_KL),
    "one-step grad-norm spikes": Noise(grad_spikes=3),
    "a few truncated rows": Noise(truncated_share=0.04),
    "repetition in short answers": Noise(short_repeats=0.15),
    "bf16 mismatch": Noise(mismatch=0.004),
    "all at once": Noise(
        learning=0.3,
        score_jitter=0.08,
        validation_noise=0.08,
        entropy_decline=0.5,
        length_growth=0.3,
        kl_end=0.08,
        grad_spikes=2,
        truncated_share=0.03,
        short_repeats=0.1,
        mismatch=0.004,
    ),
    **{
        f"learns its prompts (success 0.35 to 0.9, logistic), groups of {group}": Noise(
            learned=0.9,
            group=group,
            prompts=prompts,
            score_jitter=0.05,
            validation_noise=0.05,
            entropy_decline=0.4,
            length_growth=0.2,
        )
        for group, prompts in ((4, 12), (5, 16), (8, 12))
    },
}
"""The last three: a policy that learns its prompts in groups of 4, of 5 (verl's GSM8K GRPO example's
rollout.n) and of 8, 48 to 96 responses a step."""


@dataclasses.dataclass
class Batch:
    """One step's batch on the host, which a plant changes in place before it is logged, and what
    the plant says carries its signal (rows, and tokens of them)."""

    step: int
    rng: np.random.Generator
    lengths: np.ndarray  # [B] kept tokens
    cut: np.ndarray  # [B] bool: reached the length limit without an end-of-sequence token
    tokens: np.ndarray  # [B, W]
    entropy: np.ndarray
    log_prob: np.ndarray
    kl: np.ndarray  # log p - log p_ref per token
    rollout_shift: np.ndarray  # log p_rollout - log p per token
    scores: np.ndarray
    success: float
    """The policy's success probability this step (validation measures it; a batch's prompts make
    its own higher or lower: ``Noise.score_jitter``, ``Noise.easy_batch``)."""
    grad_norm: float
    pg_loss: float = 0.0
    signal_rows: set[int] = dataclasses.field(default_factory=set)
    signal_tokens: dict[int, set[int]] = dataclasses.field(default_factory=dict)

    @property
    def mask(self) -> np.ndarray:
        return np.arange(WIDTH)[None, :] < self.lengths[:, None]

    def kept_mean(self, values: np.ndarray) -> float:
        return float(values[self.mask].mean())


def healthy_batch(noise: Noise, seed: int, step: int) -> Batch:
    """A healthy step: scores from each group's success probability, lengths around 8 tokens
    (growing with learning), entropy around 1.5 nats (falling with learning), a KL that grows from
    nearly 0, a bf16-sized rollout mismatch, and the noise's extras."""
    rng = np.random.default_rng([seed, step])
    progress = step / STEPS
    rows = noise.rows
    success = success_at(noise, step)
    easy = 0.35 if step == noise.easy_batch else 0.0
    this_batch = float(np.clip(success + easy + rng.normal(0, noise.score_jitter), 0.05, 0.95))
    per_group = np.clip(this_batch + rng.normal(0, 0.15, noise.prompts), 0.02, 0.98)
    scores = (rng.random(rows) < np.repeat(per_group, noise.group)).astype(np.float64)
    lengths = np.clip(np.rint(rng.normal(8 * (1 + noise.length_growth * progress), 2, rows)), 3, WIDTH - 1).astype(
        np.int64
    )
    cut = rng.random(rows) < noise.truncated_share
    lengths[cut] = WIDTH
    tokens = rng.integers(3, VOCAB, (rows, WIDTH))
    repeats = np.flatnonzero(~cut & (rng.random(rows) < noise.short_repeats))
    lengths[repeats] = 4
    tokens[repeats, :3] = rng.integers(3, 13, (repeats.size, 1))
    entropy = (
        1.5
        * (1 - noise.entropy_decline * progress)
        * rng.uniform(0.8, 1.2, (rows, 1))
        * rng.uniform(0.5, 1.5, (rows, WIDTH))
    )
    trend = noise.kl_curve[step - 1] if noise.kl_curve else 0.001 + noise.kl_end * progress**noise.kl_power
    kl_level = trend * (1 + (0.05 if noise.kl_curve else 0.1) * rng.normal())
    grad_norm = 1.0 + 0.1 * rng.normal()
    spikes = np.random.default_rng([seed, 0]).choice(np.arange(ONSET - 8, STEPS + 1), noise.grad_spikes, replace=False)
    if step in spikes:
        grad_norm *= rng.uniform(2.0, 3.5)
    batch = Batch(
        step=step,
        rng=rng,
        lengths=lengths,
        cut=cut,
        tokens=tokens,
        entropy=entropy,
        log_prob=-rng.uniform(0.1, 2.0, (rows, WIDTH)),
        kl=kl_level * rng.exponential(1.0, (rows, WIDTH)),
        rollout_shift=rng.normal(0, 1.25 * noise.mismatch, (rows, WIDTH)),
        scores=scores,
        success=success,
        grad_norm=grad_norm,
        pg_loss=float(rng.normal(0, 0.1)),
    )
    return batch


# ------------------------------------------------------------------------------------------ plants


@dataclasses.dataclass(frozen=True)
class Plant:
    """One pathology: its detector, the documented threshold its strengths are measured against
    (the text the table shows), the planted level at each strength, and how it changes a batch."""

    detector: str
    threshold: str
    """A template over ``limits`` (the default :class:`Limits`) and ``points`` (its jumps in
    percentage points, by name): the table quotes the thresholds the detectors judge by."""
    levels: dict[str, float]
    apply: Callable[[Batch, float, np.ndarray], None]
    """(batch, level, the run's signal rows) for each step from :data:`ONSET` on."""
    level_format: str = "{:g}"
    """How the table shows a level."""
    noise: Noise = Noise()
    token_level: bool = False


def since_onset(batch: Batch) -> int:
    return batch.step - ONSET


def ramp(batch: Batch, level: float, steps: int = 3) -> float:
    """``level`` reached over ``steps`` steps from the onset (a pathology grows in over a few)."""
    return 1 + (level - 1) * min(1.0, (since_onset(batch) + 1) / steps)


def scale_to_mean(batch: Batch, values: np.ndarray, target: float, weights: np.ndarray, fixed: np.ndarray) -> None:
    """Scales ``values`` (times ``weights``) so that their mean over the kept tokens is ``target``,
    the ``fixed`` tokens left as they are (a plant's stand-out tokens)."""
    mask = batch.mask
    free = mask & ~fixed
    scale = (target * mask.sum() - values[mask & fixed].sum()) / (values * weights)[free].sum()
    values[free] = (values * weights * scale)[free]


def mark_tokens(batch: Batch, rows: np.ndarray, count: int) -> dict[int, list[int]]:
    """``count`` positions of each row's kept tokens (not its last), drawn once per run by row."""
    chosen = {}
    for row in rows.tolist():
        positions = np.random.default_rng([row, count]).permutation(max(int(batch.lengths[row]) - 1, count))[:count]
        chosen[row] = sorted(positions.tolist())
        batch.signal_tokens[row] = set(chosen[row])
    batch.signal_rows |= set(rows.tolist())
    return chosen


def warmup_entropy(noise: Noise) -> float:
    """The healthy entropy's warm-up median (its level at the warm-up's middle step)."""
    return 1.5 * (1 - noise.entropy_decline * 10.5 / STEPS)


def entropy_collapse(batch: Batch, level: float, rows: np.ndarray) -> None:
    """The batch's entropy falls to ``level`` of its warm-up's; the signal rows fall furthest, but
    for two tokens each that keep some (their last forks)."""
    target = warmup_entropy(Noise()) * level ** min(1.0, (since_onset(batch) + 1) / 3)
    fixed = np.zeros_like(batch.mask)
    for row, positions in mark_tokens(batch, rows, 2).items():
        batch.entropy[row, positions] = 2 * target
        fixed[row, positions] = True
    weights = np.ones_like(batch.entropy)
    weights[rows] = 0.05
    scale_to_mean(batch, batch.entropy, target, weights, fixed)


def entropy_blowup(batch: Batch, level: float, rows: np.ndarray) -> None:
    """The entropy rises to ``level`` times its warm-up's and keeps rising; the signal rows rise
    most, two tokens each far above the rest."""
    target = warmup_entropy(Noise()) * ramp(batch, level, 4) * (1 + 0.01 * since_onset(batch))
    weights = np.ones_like(batch.entropy)
    weights[rows] = 1.5
    fixed = np.zeros_like(batch.mask)
    for row, positions in mark_tokens(batch, rows, 2).items():
        batch.entropy[row, positions] = 4 * target
        fixed[row, positions] = True
    scale_to_mean(batch, batch.entropy, target, weights, fixed)


def length_blowup(batch: Batch, level: float, rows: np.ndarray) -> None:
    """The mean length grows to ``level`` times the warm-up's; the signal rows are the longest."""
    warm = 8 * (1 + Noise().length_growth * 10.5 / STEPS)
    target = warm * ramp(batch, level)
    longest = min(WIDTH - 1, round(1.35 * target))
    batch.lengths[rows] = longest
    others = np.setdiff1d(np.arange(ROWS), rows)
    rest = (target * ROWS - longest * rows.size) / others.size
    batch.lengths[others] = np.clip(
        np.rint(batch.lengths[others] * rest / batch.lengths[others].mean()), 3, longest - 1
    )
    batch.signal_rows |= set(rows.tolist())


def truncation(batch: Batch, level: float, rows: np.ndarray) -> None:
    """``level`` of the rows (the signal rows first) end at the length limit without an
    end-of-sequence token."""
    count = round(level * ROWS)
    order = np.concatenate([rows, np.setdiff1d(np.random.default_rng(batch.step).permutation(ROWS), rows)])
    cut = order[:count]
    batch.cut[cut] = True
    batch.lengths[cut] = WIDTH
    batch.signal_rows |= set(cut.tolist())


def repetition(batch: Batch, level: float, rows: np.ndarray) -> None:
    """``level`` of the rows (the signal rows first) fall into a loop after their first 3 tokens:
    one token over and over, or a 3-token cycle; the loop's tokens are the planted ones."""
    count = round(level * ROWS)
    order = np.concatenate([rows, np.setdiff1d(np.arange(ROWS), rows)])
    for number, row in enumerate(order[:count].tolist()):
        length = 24
        cycle = [7] if number % 2 == 0 else [7, 8, 9]
        batch.lengths[row] = length
        batch.cut[row] = False
        loop = np.resize(cycle, length - 4)
        batch.tokens[row, 3 : length - 1] = loop
        batch.signal_rows.add(row)
        batch.signal_tokens[row] = set(range(3 if len(cycle) == 1 else 6, length - 1))


def mismatch(batch: Batch, level: float, rows: np.ndarray) -> None:
    """A rollout engine that disagrees on every token: mean |p_train − p_rollout| at ``level``; two
    tokens of each signal row disagree far more."""
    mask = batch.mask
    probability = np.exp(batch.log_prob)
    # |p (1 - e^d)| ~ p |d| for small d: one shift size for the rest gives the level.
    size = level * mask.sum() / probability[mask].sum()
    fixed = np.zeros_like(mask)
    for row, positions in mark_tokens(batch, rows, 2).items():
        batch.rollout_shift[row, positions] = max(0.15, 6 * size) * np.array([1, -1])
        fixed[row, positions] = True
    planted = (probability * np.abs(np.expm1(batch.rollout_shift)))[mask & fixed].sum()
    background = mask & ~fixed
    size = (level * mask.sum() - planted) / probability[background].sum()
    signs = np.where(batch.rng.random(batch.rollout_shift.shape) < 0.5, -1.0, 1.0)
    batch.rollout_shift[background] = (size * signs)[background]


def kl_blowup(batch: Batch, level: float, rows: np.ndarray) -> None:
    """KL to the reference jumps to ``level`` times its level: half of the rise on every token, the
    other half on three tokens of each signal row."""
    mask = batch.mask
    before = batch.kept_mean(batch.kl)
    batch.kl *= 1 + (level - 1) / 2
    extra = (level - 1) / 2 * before * mask.sum()
    for row, positions in mark_tokens(batch, rows, 3).items():
        batch.kl[row, positions] += extra / (rows.size * 3)


def non_finite(batch: Batch, kind: float, rows: np.ndarray) -> None:
    """A NaN or inf: 1, one token's reference log-prob in one row, at the onset step only (its KL
    and so actor/kl_loss turn NaN); 2, one token's entropy and the scalar actor/pg_loss, from the onset on;
    3, an inf log-prob in three rows, from the onset on."""
    if kind == 1 and batch.step != ONSET:
        return
    targets = rows[:1] if kind in (1, 2) else rows[:3]
    for row, positions in mark_tokens(batch, targets, 1).items():
        if kind == 1:
            batch.kl[row, positions] = math.nan
        elif kind == 2:
            batch.entropy[row, positions] = math.nan
            batch.pg_loss = math.nan
        else:
            batch.log_prob[row, positions] = -math.inf


def dead_groups(batch: Batch, level: float, rows: np.ndarray) -> None:
    """``level`` of the GRPO groups (those of the signal rows first) give every response one score,
    a third of them all right and the rest all wrong (a reward that judges the prompt, not the
    response); the others are forced to differ. The detector judges the share beyond what the
    step's score predicts, a few points less (the step's right answers fill a few percent of its
    groups by chance)."""
    groups = ROWS // GROUP
    count = round(level * groups)
    first = list(dict.fromkeys((rows // GROUP).tolist()))
    order = first + [g for g in range(groups) if g not in first]
    for number, group in enumerate(order):
        members = slice(group * GROUP, (group + 1) * GROUP)
        if number < count:
            batch.scores[members] = float(number % 3 == 0)  # some all right, most all wrong
            batch.signal_rows |= set(range(group * GROUP, (group + 1) * GROUP))
        elif np.ptp(batch.scores[members]) == 0:
            batch.scores[group * GROUP] = 1 - batch.scores[group * GROUP]


SCORE_SD = math.sqrt(0.35 * 0.65 / ROWS + 0.15**2 / (ROWS // GROUP))
"""The step-to-step deviation of a run's mean score at its warm-up's success probability (the
batch's draws and its groups' difficulty)."""


def reward_hacking(batch: Batch, level: float, rows: np.ndarray) -> None:
    """The signal rows find a hack: a bonus on top of a correct score, and longer answers; the
    mean training score rises by ``level`` of its warm-up's deviations (:data:`SCORE_SD`) while the
    policy, and so the validation score, does not improve (the plant's runs do not learn)."""
    gain = level * SCORE_SD * min(1.0, (since_onset(batch) + 1) / 3)
    batch.scores[rows] = batch.scores[rows] + gain * ROWS / rows.size
    batch.lengths[rows] = np.minimum(batch.lengths[rows] + 10, WIDTH - 1)
    batch.signal_rows |= set(rows.tolist())


def grad_norm_spike(batch: Batch, level: float, rows: np.ndarray) -> None:
    """One update's grad norm at ``level`` times its usual."""
    if batch.step == ONSET:
        batch.grad_norm *= level


PLANTS: dict[str, Plant] = {
    plant.detector: plant
    for plant in (
        Plant(
            "entropy_collapse",
            "{limits.entropy_collapse[0]:.0%} of the warm-up entropy",
            {"below": 0.15, "at": 0.09, "above": 0.06, "well above": 0.02},
            entropy_collapse,
            "{:.0%}",
            token_level=True,
        ),
        Plant(
            "entropy_blowup",
            "{limits.entropy_blowup[0]:g}x the warm-up entropy, rising",
            {"below": 1.35, "at": 1.6, "above": 1.9, "well above": 3.0},
            entropy_blowup,
            "{:g}x",
            token_level=True,
        ),
        Plant(
            "response_length_blowup",
            "{limits.length_blowup[0]:g}x the warm-up length",
            {"below": 1.35, "at": 1.6, "above": 1.8, "well above": 2.4},
            length_blowup,
            "{:g}x",
        ),
        Plant(
            "truncation",
            "{points[truncation_jump]:g} points over the warm-up share, twice it",
            {"below": 0.06, "at": 0.125, "above": 0.2, "well above": 0.5},
            truncation,
            "{:.1%}",
        ),
        Plant(
            "repetition",
            "{points[repetition_jump]:g} points over the warm-up share, twice it",
            {"below": 0.021, "at": 0.0625, "above": 0.1, "well above": 0.25},
            repetition,
            "{:.1%}",
            token_level=True,
        ),
        Plant(
            "mismatch",
            "mean \\|Δp\\| {limits.mismatch[0]:g}",
            {"below": 0.004, "at": 0.0055, "above": 0.008, "well above": 0.03},
            mismatch,
            "{:g}",
            token_level=True,
        ),
        Plant(
            "kl_blowup",
            "{limits.kl_ratio:g}x its trend, {limits.kl_sigmas[0]:g} deviations above it",
            {"below": 2.0, "at": 3.3, "above": 5.0, "well above": 10.0},
            kl_blowup,
            "{:g}x",
            token_level=True,
        ),
        Plant(
            "non_finite",
            "any NaN or inf",
            {"at": 1, "above": 2, "well above": 3},
            non_finite,
            "kind {:g}",
            token_level=True,
        ),
        Plant(
            "dead_groups",
            "{limits.dead_groups[0]:.0%} of the groups beyond the score's prediction, "
            "{points[dead_groups_jump]:g} points over the warm-up share",
            {"below": 0.42, "at": 0.58, "above": 0.75, "well above": 0.92},
            dead_groups,
            "{:.0%}",
        ),
        Plant(
            "reward_hacking",
            "{limits.score_gain_sigmas:g} warm-up deviations, validation not following",
            {"below": 2.0, "at": 3.5, "above": 5.0, "well above": 8.0},
            reward_hacking,
            "{:g} sd",
            noise=Noise(learning=0.0),
        ),
        Plant(
            "grad_norm_spike",
            "{limits.grad_norm[0]:g}x its rolling median",
            {"below": 4.0, "at": 5.5, "above": 7.0, "well above": 20.0},
            grad_norm_spike,
            "{:g}x",
        ),
    )
}


# -------------------------------------------------------------------------------------- writing


@dataclasses.dataclass(frozen=True)
class RunSpec:
    """One run of the suite: healthy (``plant`` None) with ``noise``, or a plant at a strength."""

    name: str
    noise: Noise
    seed: int
    plant: Plant | None = None
    strength: str = ""


@dataclasses.dataclass
class Truth:
    """What a run's generator planted, by step: the rows carrying the signal and their tokens."""

    signal_rows: dict[int, set[int]] = dataclasses.field(default_factory=dict)
    signal_tokens: dict[int, dict[int, set[int]]] = dataclasses.field(default_factory=dict)


def write_run(logdir: str, spec: RunSpec) -> Truth:
    """Writes ``spec``'s run under ``logdir`` through the public API; returns what it planted."""
    truth = Truth()
    rows = np.random.default_rng([spec.seed, 99]).choice(ROWS, SIGNAL_ROWS, replace=False)
    with TraceLogger(f"{logdir}/{spec.name}", diagnose=False) as logger:
        for step in range(1, STEPS + 1):
            batch = healthy_batch(spec.noise, spec.seed, step)
            if spec.plant is not None and step >= ONSET:
                spec.plant.apply(batch, spec.plant.levels[spec.strength], rows)
            truth.signal_rows[step], truth.signal_tokens[step] = batch.signal_rows, batch.signal_tokens
            log_step(logger, batch, spec.noise, spec.seed)
    return truth


def log_step(logger: TraceLogger, batch: Batch, noise: Noise, seed: int) -> None:
    """One step as verl's trainer logs it: its scalars, the exploration statistics, the batch."""
    mask = torch.from_numpy(batch.mask).float()
    tokens = batch.tokens.copy()
    ends = np.minimum(batch.lengths - 1, WIDTH - 1)
    ended = ~batch.cut
    tokens[np.flatnonzero(ended), ends[ended]] = EOS
    log_prob = torch.from_numpy(batch.log_prob).float()
    ref = torch.from_numpy(batch.log_prob - batch.kl).float()
    rollout = torch.from_numpy(batch.log_prob + batch.rollout_shift).float()
    entropy = torch.from_numpy(batch.entropy).float()
    scores = torch.from_numpy(batch.scores).float()
    uid = [f"p{batch.step}-{row // noise.group}" for row in range(noise.rows)]
    scalars = {
        "actor/grad_norm": batch.grad_norm,
        "actor/kl_loss": float(batch.kl[batch.mask].mean()),
        "actor/pg_loss": batch.pg_loss,
        "critic/score/mean": float(batch.scores.mean()),
        "response_length/mean": float(batch.lengths.mean()),
    }
    logger.log_scalars(scalars, batch.step)
    if batch.step % VALIDATION_EVERY == 0:
        noise_rng = np.random.default_rng([seed, batch.step, 7])
        swing = noise.validation_swing * ((batch.step == VALIDATION_EVERY) - (batch.step + VALIDATION_EVERY > STEPS))
        logger.log_scalars(
            {"val-core/task/acc/mean@1": batch.success + swing + noise_rng.normal(0, noise.validation_noise)},
            batch.step,
        )
    logger.log_exploration(
        batch.step,
        response_mask=mask,
        entropys=entropy,
        old_log_probs=log_prob,
        rollout_log_probs=rollout,
        uid=uid,
        scores=scores,
    )
    logger.log_decisions(
        batch.step,
        responses=torch.from_numpy(tokens),
        response_mask=mask,
        old_log_probs=log_prob,
        ref_log_prob=ref,
        rollout_log_probs=rollout,
        entropys=entropy,
        scores=scores,
        uid=uid,
        eos_token_id=EOS,
    )


# ------------------------------------------------------------------------------------ measuring


def suite(
    strengths: Sequence[str] = FLAGGED, seeds: Sequence[int] = SEEDS, healthy_seeds: Sequence[int] = HEALTHY_SEEDS
) -> list[RunSpec]:
    """Every run: each plant at ``strengths`` x ``seeds``, and each healthy kind x ``healthy_seeds``."""
    specs = [
        RunSpec(f"{plant.detector}-{strength.replace(' ', '_')}-{seed}", plant.noise, seed, plant, strength)
        for plant in PLANTS.values()
        for strength in strengths
        if strength in plant.levels
        for seed in seeds
    ]
    kinds = list(HEALTHY_KINDS.items())
    specs += [
        RunSpec(f"healthy-{number}-{seed}", noise, seed)
        for number, (_, noise) in enumerate(kinds)
        for seed in healthy_seeds
    ]
    return specs


@dataclasses.dataclass
class Outcome:
    """One run's events, beside what was planted."""

    spec: RunSpec
    events: dict[str, dict]
    truth: Truth

    @property
    def planted(self) -> dict | None:
        """The event of the planted detector, if it fired."""
        return None if self.spec.plant is None else self.events.get(self.spec.plant.detector)

    def row_precision(self) -> float | None:
        event = self.planted
        if not event or not event["evidence"]:
            return None
        signal = self.truth.signal_rows.get(event["evidence"][0]["step"], set())
        return float(np.mean([e["sample_index"] in signal for e in event["evidence"]]))

    def token_precision(self) -> float | None:
        event = self.planted
        if not event:
            return None
        named = [(e["step"], e["sample_index"], t) for e in event["evidence"] for t in e["tokens"]]
        if not named:
            return None
        return float(np.mean([t in self.truth.signal_tokens.get(step, {}).get(row, set()) for step, row, t in named]))

    def tokens_named(self) -> bool:
        """Whether the first evidence row names tokens (its trace is recorded)."""
        event = self.planted
        return bool(event and event["evidence"] and event["evidence"][0]["tokens"])


def write_runs(logdir: str, specs: Sequence[RunSpec]) -> dict[str, Truth]:
    """A worker's share of the runs, two at a time: a logger's close waits for its writer thread
    to notice (up to a quarter of a second, idle), which the other run's writing fills. One torch
    thread: the workers share the machine's cores."""
    torch.set_num_threads(1)
    with concurrent.futures.ThreadPoolExecutor(2) as threads:
        return dict(zip([spec.name for spec in specs], threads.map(write_run, [logdir] * len(specs), specs)))


WORKERS = 2
"""Processes writing runs at once (writing, not diagnosing, is what the suite's time goes to)."""


def run_suite(specs: Sequence[RunSpec]) -> list[Outcome]:
    """Writes every run into one logdir (:data:`WORKERS` processes, each its share of the runs),
    then diagnoses each as the reader does."""
    with tempfile.TemporaryDirectory() as logdir:
        context = multiprocessing.get_context("spawn")  # a fork of a process running torch's threads may hang
        with concurrent.futures.ProcessPoolExecutor(WORKERS, mp_context=context) as pool:
            shares = pool.map(write_runs, [logdir] * WORKERS, [specs[start::WORKERS] for start in range(WORKERS)])
            truths = {name: truth for share in shares for name, truth in share.items()}
        source = open_logdir(logdir)
        return [
            Outcome(spec, {e.detector: e.to_json() for e in run_events(source, spec.name, Limits())}, truths[spec.name])
            for spec in specs
        ]


@dataclasses.dataclass(frozen=True)
class DetectorQuality:
    """One detector's measures (None: nothing to measure)."""

    detector: str
    recall: dict[str, float]
    """By strength."""
    onset_errors: list[int]
    row_precision: float | None
    token_precision: float | None
    false_alarms: float
    """Its warn or critical events per healthy run."""


def measure(outcomes: Sequence[Outcome]) -> list[DetectorQuality]:
    """Each detector's measures over ``outcomes``, in the registry's order."""
    healthy = [o for o in outcomes if o.spec.plant is None]
    found = []
    for detector in DETECTORS:
        planted = [o for o in outcomes if o.spec.plant is not None and o.spec.plant.detector == detector]
        fired = [o for o in planted if o.planted is not None]
        recall = {
            s: float(np.mean([o.planted is not None for o in planted if o.spec.strength == s]))
            for s in STRENGTHS
            if any(o.spec.strength == s for o in planted)
        }
        rows = [p for o in fired if (p := o.row_precision()) is not None]
        tokens = [p for o in fired if (p := o.token_precision()) is not None]
        found.append(
            DetectorQuality(
                detector,
                recall,
                [abs(o.planted["onset_step"] - ONSET) for o in fired],
                float(np.mean(rows)) if rows else None,
                float(np.mean(tokens)) if tokens else None,
                sum(detector in o.events for o in healthy) / max(len(healthy), 1),
            )
        )
    return found


def table(quality: Sequence[DetectorQuality], healthy_runs: int, seeds: int) -> str:
    """The markdown table the docs hold."""
    lines = [
        (
            "| detector | threshold | planted below / at / above / well above | recall | onset error (mean, max) | "
            "evidence rows | evidence tokens | false alarms per healthy run |"
        ),
        "|---|---|---|---|---|---|---|---|",
    ]
    limits = Limits()
    points = {
        field.name: 100 * getattr(limits, field.name)
        for field in dataclasses.fields(limits)
        if field.name.endswith("_jump")
    }
    for q in quality:
        plant = PLANTS[q.detector]
        levels = " / ".join(plant.level_format.format(plant.levels[s]) if s in plant.levels else "–" for s in STRENGTHS)
        recall = " / ".join("–" if s not in q.recall else f"{q.recall[s]:.0%}" for s in STRENGTHS)
        onset = f"{np.mean(q.onset_errors):.1f}, {max(q.onset_errors)}" if q.onset_errors else "–"
        rows = "–" if q.row_precision is None else f"{q.row_precision:.0%}"
        tokens = "–" if q.token_precision is None else f"{q.token_precision:.0%}"
        threshold = plant.threshold.format(limits=limits, points=points)
        lines.append(
            f"| `{q.detector}` | {threshold} | {levels} | {recall} | {onset} | {rows} | {tokens} | "
            f"{q.false_alarms:.2f} |"
        )
    lines.append("")
    lines.append(
        f"{seeds} seeds a strength, {healthy_runs} healthy runs ({len(HEALTHY_KINDS)} kinds of noise x "
        f"{len(HEALTHY_SEEDS)} seeds: {'; '.join(HEALTHY_KINDS)}); {STEPS} steps of {ROWS} responses in GRPO groups "
        f"of {GROUP} (the healthy runs' own where they say), the plant from step {ONSET}, the default recording budget."
    )
    return "\n".join(lines)


BEGIN, END = "<!-- diagnosis-quality: begin -->", "<!-- diagnosis-quality: end -->"


def update_docs(path: pathlib.Path) -> str:
    """Measures the whole suite (every strength, below the threshold too) and writes its table
    into ``path`` between :data:`BEGIN` and :data:`END`."""
    specs = suite(STRENGTHS)
    outcomes = run_suite(specs)
    text = table(measure(outcomes), sum(s.plant is None for s in specs), len(SEEDS))
    document = path.read_text()
    head, rest = document.split(BEGIN)
    _, tail = rest.split(END)
    path.write_text(f"{head}{BEGIN}\n{text}\n{END}{tail}")
    return text


if __name__ == "__main__":
    print(update_docs(pathlib.Path(sys.argv[1])))
