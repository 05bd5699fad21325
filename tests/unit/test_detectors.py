"""The detectors over a run made of plain arrays (a fake ``RunView``): what fires, when it is dated,
how bad it is said to be, which rows and tokens are shown, and how events are chained."""

from __future__ import annotations

import dataclasses
import re
import string
import warnings
from collections.abc import Callable

import numpy as np
import pytest

from tb_verl_plugin.diagnosis import detectors
from tb_verl_plugin.diagnosis.events import Evidence
from tb_verl_plugin.diagnosis.run_view import RowSeries, RowTokens, Series, StepRows
from tb_verl_plugin.format import fields, rowtable, trace_pb2

STEPS = 60


@dataclasses.dataclass
class FakeRun:
    """A run as the detectors read it (``RunView``): scalar series by tag, the every-row index's
    per-step series, the rows of traced steps and the tokens of recorded rows."""

    scalars: dict[str, Series] = dataclasses.field(default_factory=dict)
    index_series: dict[str, Series] = dataclasses.field(default_factory=dict)
    traced: dict[int, StepRows] = dataclasses.field(default_factory=dict)
    traces: dict[tuple[int, int], RowTokens] = dataclasses.field(default_factory=dict)

    def scalar(self, tag: str) -> Series | None:
        return self.scalars.get(tag)

    def scalar_tags(self) -> list[str]:
        return list(self.scalars)

    def row_series(self) -> dict[str, Series]:
        return self.index_series

    def traced_steps(self) -> np.ndarray:
        return np.array(sorted(self.traced), np.int64)

    def rows(self, step: int) -> StepRows:
        return self.traced[step]

    def tokens(self, step: int, sample: int) -> RowTokens | None:
        return self.traces.get((step, sample))


def series(values: list[float] | np.ndarray) -> Series:
    """One point a step from step 0."""
    return Series(np.arange(len(values), dtype=np.int64), np.asarray(values, np.float64))


def noisy(level: float, seed: int, spread: float = 0.02) -> np.ndarray:
    """A steady signal: ``level`` with a small relative noise, a point a step."""
    return level * (1 + spread * np.random.default_rng(seed).standard_normal(STEPS))


def step_rows(step: int, stats: dict[str, list[float]], recorded: list[bool]) -> StepRows:
    """A traced step's rows, batch rows 100, 101, ... (so a position is never taken for a row)."""
    count = len(recorded)
    return StepRows(
        step=step,
        sample_index=np.arange(100, 100 + count, dtype=np.int64),
        score=np.zeros(count),
        length=np.full(count, 10, np.int64),
        group=[""] * count,
        stats={name: np.asarray(values, np.float64) for name, values in stats.items()},
        truncated=np.full(count, np.nan),
        recorded=np.array(recorded),
    )


def steady_run() -> FakeRun:
    """What a healthy run logs: entropy, length, KL, grad norm and score, each steady with noise."""
    return FakeRun(
        scalars={
            "actor/entropy": series(noisy(1.0, 1)),
            "response_length/mean": series(noisy(100.0, 2)),
            "actor/kl_loss": series(noisy(0.01, 3)),
            "actor/grad_norm": series(noisy(1.0, 4, spread=0.1)),
            "critic/score/mean": series(noisy(0.5, 5)),
            "actor/pg_loss": series(noisy(0.1, 6)),
        }
    )


def test_a_steady_run_raises_nothing() -> None:
    assert detectors.diagnose(steady_run()) == []


def test_an_entropy_collapse_is_dated_where_it_left_its_band_and_shows_the_least_entropic_rows() -> None:
    entropy = np.ones(STEPS)
    entropy[30:] = 0.03  # under 5% of the warm-up's: critical
    run = steady_run()
    run.scalars["actor/entropy"] = series(entropy)
    run.traced[10] = step_rows(10, {"mean_entropy": [0.0] * 3}, [True] * 3)  # before the onset: not shown
    run.traced[32] = step_rows(32, {"mean_entropy": [0.5, 0.01, 0.2, np.nan, 0.05, 0.3]}, [False, True] + [False] * 4)
    policy = np.array([True, True, True, True, False])  # the last token is a tool's
    run.traces[32, 101] = RowTokens(
        token_ids=np.arange(5), policy=policy, fields={"entropy": np.array([0.0, 0.9, 0.1, 1.0, 5.0], np.float32)}
    )
    (event,) = detectors.diagnose(run)
    assert (event.detector, event.severity, event.signal) == ("entropy_collapse", "critical", "actor/entropy")
    assert (event.onset_step, event.fired_step) == (30, 30)
    assert event.value == pytest.approx(0.03) and event.baseline == pytest.approx(1.0)
    assert event.threshold == pytest.approx(0.05)
    assert event.knob == detectors.REGISTRY["entropy_collapse"].knob and event.knob in event.explanation
    # The first traced step from the onset on; its rows by entropy, lowest first, the row without
    # one left out; the recorded row's tokens where its entropy stands out among the policy's own.
    assert event.evidence == (
        Evidence(32, 101, (1, 3)),
        Evidence(32, 104),
        Evidence(32, 102),
        Evidence(32, 105),
        Evidence(32, 100),
    )


def test_a_dip_shorter_than_persist_points_is_no_collapse() -> None:
    entropy = np.ones(STEPS)
    entropy[30 : 30 + detectors.Limits().persist - 1] = 0.03
    run = steady_run()
    run.scalars["actor/entropy"] = series(entropy)
    assert detectors.diagnose(run) == []


def test_a_collapse_below_the_warning_only_is_a_warning() -> None:
    entropy = np.ones(STEPS)
    entropy[40:] = 0.08  # under 10% of the warm-up's, not under 5%
    run = steady_run()
    run.scalars["actor/entropy"] = series(entropy)
    (event,) = detectors.diagnose(run)
    assert (event.detector, event.severity, event.onset_step) == ("entropy_collapse", "warn", 40)
    assert event.threshold == pytest.approx(0.1) and event.evidence == ()  # no step traced after it


def test_a_nan_in_a_training_scalar_is_critical_at_its_step_and_other_scalars_are_not_judged() -> None:
    run = steady_run()
    validation = noisy(0.5, 7)
    validation[5] = np.nan  # validation is no training scalar
    run.scalars["val/score/mean"] = series(validation)
    loss = noisy(0.1, 6)
    loss[12] = np.inf
    run.scalars["actor/pg_loss"] = series(loss)
    (event,) = detectors.diagnose(run)
    assert (event.detector, event.severity, event.signal) == ("non_finite", "critical", "actor/pg_loss")
    assert (event.onset_step, event.fired_step, event.value, event.baseline) == (12, 12, np.inf, None)


def test_rows_holding_a_nan_token_come_first_and_show_the_row_and_its_first_such_token() -> None:
    run = steady_run()
    loss = noisy(0.1, 6)
    loss[20] = np.nan
    run.scalars["actor/pg_loss"] = series(loss)
    holding = np.zeros(STEPS)
    holding[8] = 2  # two rows of step 8, before the loss went NaN
    run.index_series["non_finite/rows"] = series(holding)
    non_finite = fields.NON_FINITE_TOKENS.name
    run.traced[8] = step_rows(8, {non_finite: [0, 0, 3, 1]}, [True, True, True, False])
    entropy = np.array([0.1, 0.2, np.nan, 0.3], np.float32)
    run.traces[8, 102] = RowTokens(token_ids=np.arange(4), policy=np.ones(4, bool), fields={"entropy": entropy})
    (event,) = detectors.diagnose(run)
    assert (event.detector, event.signal, event.onset_step) == ("non_finite", "index:non_finite/rows", 8)
    assert event.value == 2 and event.evidence == (Evidence(8, 102, (2,)),)


@pytest.mark.parametrize(("spike", "severity"), [(7.0, "warn"), (12.0, "critical")])
def test_a_grad_norm_spike_is_judged_against_its_rolling_median(spike: float, severity: str) -> None:
    run = steady_run()
    grad_norm = np.ones(STEPS)
    grad_norm[35] = spike
    run.scalars["actor/grad_norm"] = series(grad_norm)
    (event,) = detectors.diagnose(run)
    assert (event.detector, event.severity, event.onset_step, event.fired_step) == (
        "grad_norm_spike",
        severity,
        35,
        35,
    )
    assert event.value == spike and event.baseline == 1.0
    assert event.threshold == (5.0 if severity == "warn" else 10.0)


def test_events_come_by_onset_each_naming_the_earlier_ones_it_can_follow() -> None:
    run = steady_run()
    grad_norm = np.ones(STEPS)
    grad_norm[25] = 20.0
    run.scalars["actor/grad_norm"] = series(grad_norm)
    entropy = np.ones(STEPS)
    entropy[30:] = np.linspace(3.0, 5.0, STEPS - 30)  # far above the warm-up and still rising
    run.scalars["actor/entropy"] = series(entropy)
    events = detectors.diagnose(run)
    assert [(e.detector, e.onset_step, e.after) for e in events] == [
        ("grad_norm_spike", 25, ()),
        ("entropy_blowup", 30, ("grad_norm_spike",)),
    ]
    assert "grad_norm_spike" in detectors.REGISTRY["entropy_blowup"].follows


def planted(scalars: dict[str, np.ndarray], index: dict[str, np.ndarray] | None = None) -> FakeRun:
    """The steady run with some of its series replaced (``index``: the every-row index's)."""
    run = steady_run()
    run.scalars.update({tag: series(values) for tag, values in scalars.items()})
    run.index_series.update({name: series(values) for name, values in (index or {}).items()})
    return run


def jump(before: float, after: float, at: int = 30) -> np.ndarray:
    values = np.full(STEPS, before)
    values[at:] = after
    return values


def spike() -> np.ndarray:
    values = np.ones(STEPS)
    values[35] = 12.0
    return values


def group_series(scores: np.ndarray, group: int) -> dict[str, np.ndarray]:
    """The every-row index's per-step series of the groups (``RowSeries``) of ``scores`` [step, row],
    a step's rows in GRPO groups of ``group`` one after another."""
    steps, rows = scores.shape
    summaries = [
        trace_pb2.SampleSummary(sample_index=row, group_id=f"g{row // group}", score=score, length=1)
        for step_scores in scores.tolist()
        for row, score in enumerate(step_scores)
    ]
    built = RowSeries()
    built.add(
        np.repeat(np.arange(steps), rows), rowtable.Columns(rowtable.encode(summaries)), np.ones(scores.size, bool)
    )
    assert all(s.steps.tolist() == list(range(steps)) for s in built.series().values())
    return {name: s.values for name, s in built.series().items() if name.startswith("groups/")}


def plain_dead(steps: int) -> np.ndarray:
    """Steps of 20 groups of 4: 5 all right, 14 all wrong and one half right (95% dead, 70% all wrong)."""
    return np.tile(np.array([1.0] * 20 + [0.0] * 56 + [1.0, 0.0, 1.0, 0.0]), (steps, 1))


PLANTED_WITH_OTHER_LIMITS = {
    "entropy_collapse": (planted({"actor/entropy": jump(1.0, 0.03)}), {"entropy_collapse": (0.2, 0.04)}, ""),
    "entropy_blowup": (
        planted({"actor/entropy": np.concatenate([np.ones(30), np.linspace(3.0, 5.0, STEPS - 30)])}),
        {"entropy_blowup": (1.4, 2.2)},
        "",
    ),
    "response_length_blowup": (
        planted({"response_length/mean": jump(100.0, 300.0)}),
        {"length_blowup": (1.4, 1.8)},
        "",
    ),
    "truncation": (
        planted({}, {"truncated/share": jump(0.02, 0.6)}),
        {"truncation": (0.25, 0.55), "truncation_jump": 0.15},
        "",
    ),
    "repetition": (
        planted({}, {"repetition/degenerate_share": jump(0.0, 0.4)}),
        {"repetition": (0.12, 0.35), "repetition_jump": 0.07},
        "",
    ),
    "mismatch": (
        planted({"mismatch/prob_diff/abs_mean": jump(0.001, 0.02)}),
        {"mismatch": (0.004, 0.015)},
        "prob_diff",
    ),
    "mismatch/log_ratio": (
        planted({"mismatch/log_ratio/abs_mean": jump(0.003, 0.1)}),
        {"mismatch_log_ratio": (0.03, 0.06)},
        "log_ratio",
    ),
    "mismatch/health_check": (
        planted({"rollout_corr/rollout_is_mean": jump(1.0, 3.0)}),
        {"importance_weight": (0.4, 2.5), "effective_sample_size": 0.2},
        "health_check",
    ),
    "kl_blowup": (planted({"actor/kl_loss": jump(0.01, 0.2)}), {"kl_sigmas": (4.0, 7.0), "kl_ratio": 4.0}, ""),
    "dead_groups": (
        planted({}, group_series(np.concatenate([np.tile([1.0, 0.0], (30, 40)), plain_dead(30)]), 4)),
        {"dead_groups": (0.6, 0.92), "dead_groups_jump": 0.35},
        "",
    ),
    "reward_hacking": (
        planted(
            {"critic/score/mean": np.concatenate([noisy(0.5, 5)[:30], np.full(STEPS - 30, 0.8)])},
            {},
        ),
        {"score_gain_sigmas": 4.0, "validation_follows": 0.5, "length_blowup": (1.6, 2.2)},
        "",
    ),
    "grad_norm_spike": (planted({"actor/grad_norm": spike()}), {"grad_norm": (4.0, 9.0)}, ""),
}
"""By detector (and form of its explanation, where it has several): a run it flags under the
default limits and under the other limits given, and the form its explanation takes. The
validation score of ``reward_hacking``'s run stays flat while its training score rises."""
PLANTED_WITH_OTHER_LIMITS["reward_hacking"][0].scalars["val-core/task/acc/mean@1"] = Series(
    np.arange(0, STEPS, 5, dtype=np.int64), np.full(STEPS // 5, 0.5)
)


def quoted_thresholds(template: str, limits: detectors.Limits, severity: str) -> list[str]:
    """What ``template`` quotes of ``limits`` (its fields ``limits.NAME`` and ``at.NAME``, each as
    its format spec writes it) for an event at ``severity``."""
    formatter = string.Formatter()
    named = {"limits": limits, "at": detectors.AtSeverity(limits, severity)}
    return [
        format(formatter.get_field(field, (), named)[0], spec)
        for _, field, spec, _ in formatter.parse(template)
        if field is not None and re.match(r"(limits|at)\.", field)
    ]


@pytest.mark.parametrize("case", list(PLANTED_WITH_OTHER_LIMITS))
def test_every_explanation_quotes_the_thresholds_it_was_judged_by(case: str) -> None:
    """A planted run judged by the default limits and by others: each explanation quotes the
    thresholds of the limits it was judged by, so other limits show other numbers."""
    detector = case.split("/")[0]
    run, other, form = PLANTED_WITH_OTHER_LIMITS[case]
    entry = detectors.REGISTRY[detector]
    said = {}
    for limits in (detectors.Limits(), dataclasses.replace(detectors.Limits(), **other)):
        (event,) = (e for e in detectors.diagnose(run, limits) if e.detector == detector)
        quotes = [
            quote
            for template in (entry.explanation, entry.measured.get(form, ""))
            for quote in quoted_thresholds(template, limits, event.severity)
        ]
        assert quotes and all(quote in event.explanation for quote in quotes), (quotes, event.explanation)
        said[limits] = quotes
    default, changed = said.values()
    assert all(a != b for a, b in zip(default, changed, strict=True)), (default, changed)


def test_every_detector_with_thresholds_quotes_them() -> None:
    """Each detector judged by fields of Limits of its own has a planted run above (non_finite has
    none: any NaN or inf)."""
    with_thresholds = {name for name, d in detectors.REGISTRY.items() if d.limits}
    assert with_thresholds == {case.split("/")[0] for case in PLANTED_WITH_OTHER_LIMITS}
    assert set(detectors.REGISTRY["mismatch"].measured) == {
        case.split("/")[1] if "/" in case else "prob_diff" for case in PLANTED_WITH_OTHER_LIMITS if "mismatch" in case
    }


def test_the_group_series_say_what_the_steps_scores_explain() -> None:
    """Step 0: of 4 groups of 4, one all right, one all wrong; half the responses right, so a group is
    all right 1/16 of the time by chance, and 50% - 1/16 of the groups are dead beyond it. Step 1:
    every response scores alike, which no learning explains."""
    groups = group_series(np.array([[1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0], [0.0] * 16]), 4)
    assert {name: values.tolist() for name, values in groups.items()} == {
        "groups/dead_share": [0.5, 1.0],
        "groups/all_correct_share": [0.25, 1.0],
        "groups/all_wrong_share": [0.25, 0.0],
        "groups/expected_all_correct_share": [0.0625, 1.0],
        "groups/unexplained_dead_share": [0.4375, 1.0],
    }


def learning(success: np.ndarray, group: int, prompts: int, seed: int) -> np.ndarray:
    """[step, row] scores of a policy right with probability ``success`` at each step, each prompt's
    own 0.15 harder or easier."""
    rng = np.random.default_rng(seed)
    per_prompt = np.clip(success[:, None] + rng.normal(0, 0.15, (success.size, prompts)), 0.02, 0.98)
    return (rng.random((success.size, prompts * group)) < np.repeat(per_prompt, group, axis=1)).astype(float)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_policy_that_learns_its_prompts_is_no_dead_groups_pathology(seed: int) -> None:
    """Success rising 0.35 to 0.95 after the warm-up, in groups of 5: most groups end all right (as
    its success predicts: p^5), far past the share of dead groups the detector flags, and it stays
    silent."""
    success = 0.35 + 0.6 / (1 + np.exp(-(np.arange(STEPS) - 35) / 4))
    groups = group_series(learning(success, 5, 32, seed), 5)
    assert np.median(groups["groups/dead_share"][-10:]) > 0.6
    assert detectors.diagnose(planted({}, groups)) == []


def collapsed(scores: np.ndarray) -> np.ndarray:
    """``scores`` from step 30: every response scores 0 (a reward that broke)."""
    scores[30:] = 0.0
    return scores


def failing(scores: np.ndarray) -> np.ndarray:
    """``scores`` from step 30: a policy that fails nearly every prompt (its success 0.03, each
    prompt's own 0.15 apart)."""
    scores[30:] = learning(np.full(STEPS - 30, 0.03), 5, 32, 9)
    return scores


def judged_by_prompt(scores: np.ndarray) -> np.ndarray:
    """``scores`` from step 30: 60% of the groups scored alike whatever they answer (a reward that
    judges the prompt, not the response), a third of them all right, the rest all wrong."""
    scores[30:, : 5 * 6] = 1.0
    scores[30:, 5 * 6 : 5 * 19] = 0.0
    return scores


@pytest.mark.parametrize(
    ("plant", "form"),
    [(collapsed, "every response of the step scored alike"), (failing, "by chance"), (judged_by_prompt, "by chance")],
)
def test_dead_groups_the_steps_scores_do_not_explain_are_flagged(
    plant: Callable[[np.ndarray], np.ndarray], form: str
) -> None:
    """A reward that turns constant, a policy that fails, a reward that judges the prompt: flagged
    at their onset, the explanation in the form that says why the scores do not explain them."""
    groups = group_series(plant(learning(np.full(STEPS, 0.4), 5, 32, 4)), 5)
    (event,) = detectors.diagnose(planted({}, groups))
    assert (event.detector, event.onset_step, event.signal) == (
        "dead_groups",
        30,
        "index:groups/unexplained_dead_share",
    )
    assert event.value >= event.threshold and form in event.explanation


def test_row_medians_are_numpys_median_of_each_rows_finite_values() -> None:
    """The rolling windows' medians (their first rows padded with NaN, a series' NaN and inf points
    among them) as numpy's NaN-ignoring median gives them, to the bit."""
    from tb_verl_plugin.diagnosis.detectors import row_medians

    rng = np.random.default_rng(1)
    for _ in range(500):
        rows = rng.standard_normal((int(rng.integers(1, 30)), int(rng.integers(1, 25))))
        rows[rng.random(rows.shape) < 0.3] = rng.choice([np.nan, np.inf, -np.inf])
        rows[0] = np.nan  # a window with no point yet
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            want = np.nanmedian(np.where(np.isfinite(rows), rows, np.nan), axis=1)
        np.testing.assert_array_equal(row_medians(rows), want)


def test_an_excursion_is_the_first_run_of_persist_points_from_the_start() -> None:
    from tb_verl_plugin.diagnosis.detectors import excursion

    beyond = np.array([1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1], bool)
    assert excursion(beyond, 0, 3) == 0
    assert excursion(beyond, 1, 3) == 7  # a run cut by the start counts from it: 1, 2 then a break
    assert excursion(beyond, 4, 2) == 4
    assert excursion(beyond, 9, 3) is None  # fewer points left than it must hold for
    assert excursion(beyond, 0, 1) == 0 and excursion(np.zeros(4, bool), 0, 1) is None


def test_a_dead_groups_rows_are_its_groups_of_one_score() -> None:
    """The rows ``dead_groups`` cites: those of groups of two rows or more, every row scored, one
    score for all; a row of no group, a lone row, a group with a NaN score or two scores is not."""
    rows = dataclasses.replace(
        step_rows(8, {}, [False] * 11),
        group=["a", "a", "b", "b", "b", "", "", "c", "d", "d", "a"],
        score=np.array([1.0, 1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, np.nan, 1.0]),
    )
    assert detectors._dead_rows(rows).tolist() == [True, True, True, True, True] + [False] * 5 + [True]
    rows = dataclasses.replace(rows, score=np.where(np.arange(11) == 3, 0.5, rows.score))  # "b" now has two
    assert np.flatnonzero(detectors._dead_rows(rows)).tolist() == [0, 1, 10]
