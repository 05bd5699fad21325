"""What the detectors read of a run, as plain arrays: scalar series by tag, the every-row index
reduced to per-step series (:class:`RowSeries`), one traced step's rows and one recorded row's
tokens. :class:`RunView` is the protocol the reader implements over a logdir and the logger over
what it has written; the detectors never know which.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

import numpy as np

from tb_verl_plugin.format import fields, rowtable, trace_pb2


@dataclasses.dataclass(frozen=True)
class Series:
    """One signal over steps: ``steps`` ascending int64, ``values`` float64 (NaN or inf kept: the
    ``non_finite`` detector looks for them)."""

    steps: np.ndarray
    values: np.ndarray

    @classmethod
    def of(cls, points: Iterable[tuple[int, float]]) -> Series:
        pairs = sorted(dict(points).items())  # one value a step, the last given
        return cls(np.array([s for s, _ in pairs], np.int64), np.array([v for _, v in pairs], np.float64))

    def __len__(self) -> int:
        return int(self.steps.size)


@dataclasses.dataclass(frozen=True)
class StepRows:
    """Every indexed row of one traced step (a row: one response of the batch)."""

    step: int
    sample_index: np.ndarray  # int64: the row in the batch, what /step and /trace take
    score: np.ndarray  # float64, NaN: none
    length: np.ndarray  # int64: the policy's tokens
    group: list[str]  # GRPO group (verl's uid), "" when none
    stats: dict[str, np.ndarray]  # the index statistics by name (fields.index_stats), NaN: none
    truncated: np.ndarray  # float64: 1 cut at the length limit, 0 ended, NaN not judged
    recorded: np.ndarray  # bool: its trace (per-token values) is kept

    @classmethod
    def of(cls, step: int, summaries: Iterable[trace_pb2.SampleSummary]) -> StepRows:
        """A step's rows from their summaries, as the index keeps them (every statistic by name)."""
        return cls.of_columns(step, rowtable.Columns(rowtable.encode(list(summaries))))

    @classmethod
    def of_columns(cls, step: int, columns: rowtable.Columns, start: int = 0, stop: int | None = None) -> StepRows:
        """A step's rows ``start`` to ``stop`` of the index's columns (all: ``columns`` is the step's)."""
        rows = slice(start, len(columns) if stop is None else stop)
        count = rows.stop - rows.start
        stats = {
            name: columns.stats[name][rows].astype(np.float64) if name in columns.stats else np.full(count, np.nan)
            for name in sorted({*fields.index_stat_names(), *columns.stats})
        }
        truncated = (
            np.full(count, np.nan)
            if columns.truncated is None
            else np.where(
                columns.truncated[rows] == rowtable.UNKNOWN, np.nan, columns.truncated[rows].astype(np.float64)
            )
        )
        return cls(
            step=step,
            sample_index=columns.sample_index[rows].astype(np.int64),
            score=columns.score[rows].astype(np.float64),
            length=columns.length[rows].astype(np.int64),
            group=[columns.group_id.values[code] for code in columns.group_id.codes[rows].tolist()],
            stats=stats,
            truncated=truncated,
            recorded=columns.recorded[rows].copy(),
        )

    def __len__(self) -> int:
        return int(self.sample_index.size)


@dataclasses.dataclass(frozen=True)
class RowTokens:
    """One recorded row's tokens: ids, which are the policy's, and its per-token fields by name."""

    token_ids: np.ndarray  # int64 [T]
    policy: np.ndarray  # bool [T]
    fields: dict[str, np.ndarray]  # float32 [T] by field name (entropy, kl, mismatch, ...)


class RunView(Protocol):
    """One run as the detectors read it."""

    def scalar(self, tag: str) -> Series | None:
        """A scalar series (``actor/grad_norm``, ``exploration/entropy/mean``...), None when absent."""

    def scalar_tags(self) -> Sequence[str]:
        """Every scalar tag the run has."""

    def row_series(self) -> Mapping[str, Series]:
        """The every-row index reduced per step (:class:`RowSeries`' names)."""

    def traced_steps(self) -> np.ndarray:
        """The steps with an index, ascending."""

    def rows(self, step: int) -> StepRows:
        """Every indexed row of a traced step."""

    def tokens(self, step: int, sample: int) -> RowTokens | None:
        """A recorded row's tokens; None when the row is not recorded or unreadable."""


DEGENERATE_REPETITION = 0.5
"""A row whose 3-gram repetition (1 − unique/total 3-grams) is at least this is degenerate."""
DEGENERATE_RUN = 20
"""A row whose longest run of one token is at least this long is degenerate ("!!!!...")."""
DEGENERATE_LENGTH = 16
"""The 3-gram repetition of a shorter response says little: "3 3 3 <eos>" sorts three digits."""


class RowSeries:
    """Per-step series of the every-row index, built a piece of the index at a time (whole steps
    per piece): mean and largest length, the truncated share (rows judged), the shares of GRPO
    groups whose scores are all equal (all at the step's best or all not, the share all at the best
    that the step's scores predict, and the dead share they do not explain: see
    :meth:`_add_groups`), the mean of the rows' entropy and KL, the share of degenerate rows when
    the index has the repetition statistics, and the rows with a NaN or inf among their tokens at
    the steps that have some."""

    NAMES = (
        "length/mean",
        "length/max",
        "truncated/share",
        "groups/dead_share",
        "groups/all_correct_share",
        "groups/all_wrong_share",
        "groups/expected_all_correct_share",
        "groups/unexplained_dead_share",
        "entropy/mean",
        "kl/mean",
        "repetition/degenerate_share",
        "non_finite/rows",
    )

    def __init__(self) -> None:
        self._points: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {name: [] for name in self.NAMES}

    def add(self, row_steps: np.ndarray, columns: rowtable.Columns, alive: np.ndarray) -> None:
        """The rows of some whole steps: each row's step, the columns, and which rows count."""
        rows = np.flatnonzero(alive)
        rows = rows[np.argsort(row_steps[rows], kind="stable")]  # by step: each step's rows one run
        if not rows.size:
            return
        steps, starts, where = _runs(row_steps[rows])
        count = np.diff(np.append(starts, rows.size)).astype(np.float64)
        length = columns.length[rows].astype(np.float64)
        self._add("length/mean", steps, np.add.reduceat(length, starts) / count)
        self._add("length/max", steps, np.maximum.reduceat(length, starts))
        if columns.truncated is not None:
            judged = columns.truncated[rows] != rowtable.UNKNOWN
            cut = np.bincount(
                where[judged], weights=(columns.truncated[rows][judged] == 1).astype(float), minlength=steps.size
            )
            seen = np.bincount(where[judged], minlength=steps.size)
            self._add("truncated/share", steps[seen > 0], (cut / np.maximum(seen, 1))[seen > 0])
        for name, stat in (("entropy/mean", "mean_entropy"), ("kl/mean", "mean_kl")):
            if stat in columns.stats:
                has, means = _per_step_mean(where, steps.size, columns.stats[stat][rows])
                self._add(name, steps[has], means[has])
        if "repetition_3gram" in columns.stats and "longest_run" in columns.stats:
            degenerate = degenerate_rows(
                columns.stats["repetition_3gram"][rows], columns.stats["longest_run"][rows], columns.length[rows]
            )
            self._add("repetition/degenerate_share", steps, np.add.reduceat(degenerate.astype(float), starts) / count)
        if fields.NON_FINITE_TOKENS.name in columns.stats:
            holding = np.nan_to_num(columns.stats[fields.NON_FINITE_TOKENS.name][rows]) > 0
            self._add("non_finite/rows", steps, np.add.reduceat(holding.astype(float), starts))
        codes = columns.group_id.codes[rows].astype(np.int64)
        ungrouped = [number for number, value in enumerate(columns.group_id.values) if not value]
        codes[np.isin(codes, ungrouped)] = -1
        self._add_groups(steps, where, codes, columns.score[rows].astype(np.float64))

    def _add_groups(self, steps: np.ndarray, where: np.ndarray, groups: np.ndarray, scores: np.ndarray) -> None:
        """Groups are (step, group) pairs of two rows or more with scores; a dead one has one score
        for all its rows, at the step's best score (all correct) or below it (all wrong).

        A policy that learns its prompts fills more of its groups with right answers: drawn alike,
        a group of n is all at the best score q^n of the time, q the share of the step's grouped
        responses at it (the expected all-correct share, averaged over the step's groups). The
        unexplained dead share is what that does not account for: the all-wrong groups, and the
        all-correct ones beyond the expected share. At a step whose responses all score alike
        nothing is explained (every group is unexplained): a reward that tells no response from
        another looks the same there as a policy that solved every prompt, and neither leaves GRPO
        anything to learn from."""
        keep = np.isfinite(scores) & (groups >= 0)
        if not keep.any():
            return
        where, groups, scores = where[keep], groups[keep], scores[keep]
        order = np.argsort(where * (int(groups.max()) + 1) + groups, kind="stable")  # by step, then group
        key = (where * (int(groups.max()) + 1) + groups)[order]
        scores = scores[order]
        first = np.flatnonzero(np.append(True, key[1:] != key[:-1]))
        size = np.diff(np.append(first, key.size))
        low, high = np.minimum.reduceat(scores, first), np.maximum.reduceat(scores, first)
        step_of_group = where[order][first]
        group_steps, group_starts, _ = _runs(step_of_group)
        best = np.full(steps.size, -np.inf)
        best[group_steps] = np.maximum.reduceat(high, group_starts)
        real = size >= 2
        dead = real & (low == high)
        correct = dead & (high >= best[step_of_group])
        groups_per_step = np.bincount(step_of_group[real], minlength=steps.size)
        has = groups_per_step > 0
        shares = {
            name: np.bincount(step_of_group[which], minlength=steps.size) / np.maximum(groups_per_step, 1)
            for name, which in (
                ("groups/dead_share", dead),
                ("groups/all_correct_share", correct),
                ("groups/all_wrong_share", dead & ~correct),
            )
        }
        at_best = np.add.reduceat((scores >= best[where[order]]).astype(np.float64), first)
        grouped_rows = np.bincount(step_of_group[real], weights=size[real], minlength=steps.size)
        best_share = np.bincount(step_of_group[real], weights=at_best[real], minlength=steps.size) / np.maximum(
            grouped_rows, 1
        )
        expected = np.bincount(
            step_of_group[real], weights=best_share[step_of_group[real]] ** size[real], minlength=steps.size
        ) / np.maximum(groups_per_step, 1)
        explained = np.where(best_share < 1, np.minimum(shares["groups/all_correct_share"], expected), 0.0)
        shares["groups/expected_all_correct_share"] = expected
        shares["groups/unexplained_dead_share"] = shares["groups/dead_share"] - explained
        for name, share in shares.items():
            self._add(name, steps[has], share[has])

    def _add(self, name: str, steps: np.ndarray, values: np.ndarray) -> None:
        if steps.size:
            self._points[name].append((steps, values))

    def series(self) -> dict[str, Series]:
        """Each series that has points, its steps ascending (a later piece wins a step twice given).
        The pieces are joined once: pieces added later join that (a live run's)."""
        found = {}
        for name, parts in self._points.items():
            if parts:
                steps = np.concatenate([s for s, _ in parts])
                values = np.concatenate([v for _, v in parts]).astype(np.float64)
                order = np.argsort(steps, kind="stable")
                steps, values = steps[order], values[order]
                last = np.append(steps[1:] != steps[:-1], True)
                found[name] = Series(steps[last], values[last])
                self._points[name] = [(found[name].steps, found[name].values)]
        return found


def _runs(ordered: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Of an ascending array: its distinct values, where each one's run starts, and each entry's
    run number."""
    first = np.append(True, ordered[1:] != ordered[:-1])
    return ordered[first], np.flatnonzero(first), np.cumsum(first) - 1


def _per_step_mean(where: np.ndarray, steps: int, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per step, the mean of ``values`` over the rows that have one; (mask of steps with one, means)."""
    finite = np.isfinite(values)
    sums = np.bincount(where[finite], weights=values[finite].astype(np.float64), minlength=steps)
    counts = np.bincount(where[finite], minlength=steps)
    return counts > 0, sums / np.maximum(counts, 1)


def degenerate_rows(repetition: np.ndarray, longest_run: np.ndarray, length: np.ndarray) -> np.ndarray:
    """Which rows repeat themselves (:data:`DEGENERATE_REPETITION` of a response of
    :data:`DEGENERATE_LENGTH` tokens or more, or :data:`DEGENERATE_RUN`)."""
    with np.errstate(invalid="ignore"):
        return ((repetition >= DEGENERATE_REPETITION) & (length >= DEGENERATE_LENGTH)) | (longest_run >= DEGENERATE_RUN)
