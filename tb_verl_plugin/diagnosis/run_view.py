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
    the steps that have some.

    Pieces are summarized together, :data:`BATCH_ROWS` rows at a time (and when the series are
    read): each numpy call then reduces many steps, a step a segment, where a block's few steps
    would cost the calls' own overhead many times over (a run's first read summarizes millions
    of rows)."""

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
    BATCH_ROWS = 1 << 18

    def __init__(self) -> None:
        self._points: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {name: [] for name in self.NAMES}
        self._pending: list[_Piece] = []
        self._pending_rows = 0

    def add(self, row_steps: np.ndarray, columns: rowtable.Columns, alive: np.ndarray) -> None:
        """The rows of some whole steps: each row's step, the columns, and which rows count."""
        piece = _Piece.of(row_steps, columns, alive)
        if piece.steps.size:
            self._pending.append(piece)
            self._pending_rows += piece.steps.size
            if self._pending_rows >= self.BATCH_ROWS:
                self._summarize()

    def _summarize(self) -> None:
        """The pending pieces' points. A step is a segment of its piece: one given again by a later
        piece is a point of its own, which :meth:`series` keeps over the earlier one."""
        pieces, self._pending, self._pending_rows = self._pending, [], 0
        if not pieces:
            return
        row_steps = np.concatenate([p.steps for p in pieces])
        piece_starts = np.cumsum([0, *(p.steps.size for p in pieces[:-1])])
        first = np.append(True, row_steps[1:] != row_steps[:-1])
        first[piece_starts] = True
        starts = np.flatnonzero(first)
        steps, where, count = row_steps[starts], np.cumsum(first) - 1, np.diff(np.append(starts, row_steps.size))
        piece_of_step = np.searchsorted(piece_starts, starts, side="right") - 1

        def stat(name: str) -> np.ndarray | None:
            """A statistic over the pieces (NaN in a piece without it); None: no piece has it."""
            if not any(name in p.stats for p in pieces):
                return None
            return np.concatenate(
                [p.stats[name] if name in p.stats else np.full(p.steps.size, np.nan, np.float32) for p in pieces]
            )

        def in_every_piece(*names: str) -> np.ndarray:
            """Per step, whether its piece has every one of ``names``."""
            return np.array([all(n in p.stats for n in names) for p in pieces])[piece_of_step]

        length = np.concatenate([p.length for p in pieces])
        self._add("length/mean", steps, np.add.reduceat(length, starts, dtype=np.int64) / count)
        self._add("length/max", steps, np.maximum.reduceat(length, starts))
        if any(p.truncated is not None for p in pieces):
            unjudged = [np.full(p.steps.size, rowtable.UNKNOWN, np.uint8) for p in pieces]
            truncated = np.concatenate([u if p.truncated is None else p.truncated for p, u in zip(pieces, unjudged)])
            seen = np.add.reduceat(truncated != rowtable.UNKNOWN, starts, dtype=np.int64)
            cut = np.add.reduceat(truncated == 1, starts, dtype=np.int64)
            self._add("truncated/share", steps[seen > 0], (cut / np.maximum(seen, 1))[seen > 0])
        for name, stat_name in (("entropy/mean", "mean_entropy"), ("kl/mean", "mean_kl")):
            values = stat(stat_name)
            if values is not None:
                has, means = _per_step_mean(where, starts, values)
                self._add(name, steps[has], means[has])
        repetition, longest_run = stat("repetition_3gram"), stat("longest_run")
        if repetition is not None and longest_run is not None:
            shares = np.add.reduceat(degenerate_rows(repetition, longest_run, length), starts, dtype=np.int64) / count
            has = in_every_piece("repetition_3gram", "longest_run")
            self._add("repetition/degenerate_share", steps[has], shares[has])
        non_finite = stat(fields.NON_FINITE_TOKENS.name)
        if non_finite is not None:
            holding = np.add.reduceat(non_finite > 0, starts, dtype=np.int64)  # NaN: none
            has = in_every_piece(fields.NON_FINITE_TOKENS.name)
            self._add("non_finite/rows", steps[has], holding[has])
        self._add_groups(
            steps, where, np.concatenate([p.group for p in pieces]), np.concatenate([p.score for p in pieces])
        )

    def _add_groups(self, steps: np.ndarray, where: np.ndarray, groups: np.ndarray, scores: np.ndarray) -> None:
        """Groups are (step, group) pairs of two rows or more with scores (a group code of -1: no
        group); a dead one has one score for all its rows, at the step's best score (all correct)
        or below it (all wrong).

        A policy that learns its prompts fills more of its groups with right answers: drawn alike,
        a group of n is all at the best score q^n of the time, q the share of the step's grouped
        responses at it (the expected all-correct share, averaged over the step's groups). The
        unexplained dead share is what that does not account for: the all-wrong groups, and the
        all-correct ones beyond the expected share. At a step whose responses all score alike
        nothing is explained (every group is unexplained): a reward that tells no response from
        another looks the same there as a policy that solved every prompt, and neither leaves GRPO
        anything to learn from."""
        keep = np.isfinite(scores) & (groups >= 0)
        if not keep.all():
            if not keep.any():
                return
            where, groups, scores = where[keep], groups[keep], scores[keep]
        key = where * (int(groups.max()) + 1) + groups
        if not _ascending(key):  # by step, then group (a group's rows are mostly one run already)
            order = np.argsort(key, kind="stable")
            key, where, scores = key[order], where[order], scores[order]
        starts_group = np.append(True, key[1:] != key[:-1])
        first = np.flatnonzero(starts_group)
        size = np.diff(np.append(first, key.size))
        unlike = np.append(False, scores[1:] != scores[:-1]) & ~starts_group  # unlike the row before in its group
        step_of_group = where[first]
        step_first = np.flatnonzero(np.append(True, where[1:] != where[:-1]))
        best = np.full(steps.size, -np.inf)
        best[where[step_first]] = np.maximum.reduceat(scores, step_first)
        real = size >= 2
        dead = real & ~np.logical_or.reduceat(unlike, first)
        correct = dead & (scores[first] >= best[step_of_group])  # a dead group's rows all hold its first's score
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
        at_best = np.add.reduceat((scores >= best[where]).astype(np.float64), first)
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
        self._summarize()
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


_STATS = ("mean_entropy", "mean_kl", "repetition_3gram", "longest_run", fields.NON_FINITE_TOKENS.name)
"""The index statistics :class:`RowSeries` reads."""


@dataclasses.dataclass(frozen=True)
class _Piece:
    """What :class:`RowSeries` reads of one piece's rows, each step's rows one run (views of the
    index's columns where its rows already are)."""

    steps: np.ndarray  # each row's step
    length: np.ndarray
    score: np.ndarray
    group: np.ndarray  # int32 code, -1: no group
    truncated: np.ndarray | None
    stats: dict[str, np.ndarray]  # those of _STATS the index has

    @classmethod
    def of(cls, row_steps: np.ndarray, columns: rowtable.Columns, alive: np.ndarray) -> _Piece:
        rows = _by_step(row_steps, alive)
        group, values = columns.group_id.codes[rows], columns.group_id.values
        if "" in values:  # the code of no group (each value is coded once)
            group = np.where(group == values.index(""), -1, group)
        return cls(
            steps=row_steps[rows],
            length=columns.length[rows],
            score=columns.score[rows],
            group=group,
            truncated=None if columns.truncated is None else columns.truncated[rows],
            stats={name: columns.stats[name][rows] for name in _STATS if name in columns.stats},
        )


def _by_step(row_steps: np.ndarray, alive: np.ndarray) -> slice | np.ndarray:
    """The rows that count, each step's rows one run: a slice when they are one range already in
    step order (a block's steps, a live run's: the columns are read in place), else their
    positions sorted by step."""
    if alive.all() and _ascending(row_steps):  # a run's first read: every row of each block
        return slice(None)
    kept = np.flatnonzero(alive)
    if kept.size and kept[-1] - kept[0] + 1 == kept.size:
        within = slice(int(kept[0]), int(kept[-1]) + 1)
        if _ascending(row_steps[within]):
            return within
    return kept[np.argsort(row_steps[kept], kind="stable")]


def _ascending(values: np.ndarray) -> bool:
    return bool((values[1:] >= values[:-1]).all())


def _runs(ordered: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Of an ascending array: its distinct values, where each one's run starts, and each entry's
    run number."""
    first = np.append(True, ordered[1:] != ordered[:-1])
    return ordered[first], np.flatnonzero(first), np.cumsum(first) - 1


def _per_step_mean(where: np.ndarray, starts: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per step (its rows from ``starts`` on), the mean of ``values`` over the rows that have one;
    (mask of steps with one, means). Summed in row order, as one loop over the rows would (a row
    without one adds 0)."""
    finite = np.isfinite(values)
    sums = np.bincount(where, weights=np.where(finite, values, 0), minlength=starts.size)
    counts = np.add.reduceat(finite, starts, dtype=np.int64)
    return counts > 0, sums / np.maximum(counts, 1)


def degenerate_rows(repetition: np.ndarray, longest_run: np.ndarray, length: np.ndarray) -> np.ndarray:
    """Which rows repeat themselves (:data:`DEGENERATE_REPETITION` of a response of
    :data:`DEGENERATE_LENGTH` tokens or more, or :data:`DEGENERATE_RUN`)."""
    with np.errstate(invalid="ignore"):
        return ((repetition >= DEGENERATE_REPETITION) & (length >= DEGENERATE_LENGTH)) | (longest_run >= DEGENERATE_RUN)
