"""Which responses of a batch get a full decision trace.

Recording every response of a 256 x 2048 batch would cost more than the training step is worth, so a
few informative rows are chosen from per-row numbers that are cheap to get (sample reward, mean
entropy, largest training–inference mismatch, group id): the extremes show what is being reinforced
and punished, the median what is typical, the most uncertain row where the policy still explores,
the most mismatched row the batch's worst token (where the rollout engine and the trainer disagree
most), random rows keep the sample unbiased, and one whole GRPO group shows the comparison that
produced the advantages. The rows the diagnosis cites most (a row holding a NaN or inf, the largest
KL, the largest mismatch, the least entropy) come first, so the cap never leaves them out: their
evidence can name tokens.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import numpy as np

from tb_verl_plugin.format.numbers import ranked

GroupIds = Sequence[Any] | np.ndarray
"""Each row's group id (verl's ``uid``, a numpy array of objects in its batches), one per row."""


def group_codes(groups: GroupIds) -> tuple[np.ndarray, int]:
    """Each row's group (verl's ``uid``: a GRPO group's responses to one prompt) as a number, in the
    order groups first appear, and how many groups there are. Ids may come as strings, numbers or
    numpy objects: they are compared as text."""
    codes: dict[str, int] = {}
    numbered = np.fromiter((codes.setdefault(str(group), len(codes)) for group in groups), np.int64, len(groups))
    return numbered, len(codes)


@dataclasses.dataclass(frozen=True)
class SelectionPolicy:
    """How many rows to record for each reason. Rows chosen for several reasons are recorded once.

    Attributes:
      best, worst, median: rows by sample reward (skipped when the batch has no reward).
      highest_entropy: rows with the highest mean token entropy (skipped without entropy).
      largest_mismatch: rows holding the largest |log π_train − log π_rollout| of any token
        (skipped without the rollout engine's log-probs).
      largest_kl: rows with the largest mean KL to the reference (skipped without it).
      lowest_entropy: rows with the lowest mean token entropy (an entropy collapse's evidence).
      non_finite: the first rows holding a NaN or inf among their kept tokens.
      random: uniformly drawn rows, seeded by ``seed`` and the step, so reruns pick the same rows.
      whole_group: also record every row of one group (the one with the widest reward spread).
      max_samples: hard cap per step; the group is trimmed first.
      every_row: record every row of the batch instead (``samples=all`` in verl runs): every
        response with its trace, at the cost of writing them all (``make bench`` measures it).
    """

    best: int = 1
    worst: int = 1
    median: int = 1
    highest_entropy: int = 1
    largest_mismatch: int = 1
    largest_kl: int = 1
    lowest_entropy: int = 1
    non_finite: int = 1
    random: int = 2
    whole_group: bool = True
    max_samples: int = 16
    seed: int = 0
    every_row: bool = False

    @classmethod
    def all_rows(cls) -> SelectionPolicy:
        """Records every row of every traced step (reason ``all``)."""
        return cls(every_row=True)

    def __post_init__(self) -> None:
        for field in (
            "best",
            "worst",
            "median",
            "highest_entropy",
            "largest_mismatch",
            "largest_kl",
            "lowest_entropy",
            "non_finite",
            "random",
            "max_samples",
        ):
            if getattr(self, field) < 0:
                raise ValueError(f"SelectionPolicy.{field} must be >= 0, got {getattr(self, field)}")

    def select(
        self,
        step: int,
        batch_size: int,
        rewards: np.ndarray | None = None,
        mean_entropy: np.ndarray | None = None,
        groups: Sequence[str] | None = None,
        max_mismatch: np.ndarray | None = None,
        mean_kl: np.ndarray | None = None,
        non_finite_tokens: np.ndarray | None = None,
    ) -> dict[int, list[str]]:
        """Returns ``{row: reasons}`` in row order, at most ``max_samples`` rows (every row with
        ``every_row``). A row's number that is not finite (no tokens) never ranks. The per-row
        numbers are the index's statistics of the same names (``row_statistics.index_stats``)."""
        if self.every_row:
            return {row: ["all"] for row in range(batch_size)}
        chosen: dict[int, list[str]] = {}

        def add(rows: Sequence[int] | np.ndarray, reason: str) -> None:
            for row in rows:
                reasons = chosen.setdefault(int(row), [])
                if reason not in reasons:
                    reasons.append(reason)

        if non_finite_tokens is not None and self.non_finite:
            add(np.flatnonzero(np.nan_to_num(non_finite_tokens) > 0)[: self.non_finite], "non_finite")
        for values, count, reason in (
            (mean_kl, self.largest_kl, "largest_kl"),
            (max_mismatch, self.largest_mismatch, "largest_mismatch"),
            (None if mean_entropy is None else -mean_entropy, self.lowest_entropy, "lowest_entropy"),
        ):
            add([] if values is None else ranked(values, count), reason)
        if rewards is not None:
            finite = np.flatnonzero(np.isfinite(rewards))
            # A stable sort keeps the choice deterministic among equal rewards.
            by_reward = finite[np.argsort(rewards[finite], kind="stable")]
            if by_reward.size:
                add(by_reward[::-1][: self.best], "best")
                add(by_reward[: self.worst], "worst")
                middle = by_reward.size // 2
                start = max(0, middle - self.median // 2)
                add(by_reward[start : start + self.median], "median")
        add([] if mean_entropy is None else ranked(mean_entropy, self.highest_entropy), "highest_entropy")
        if self.random:
            rng = np.random.default_rng([self.seed, max(step, 0)])
            add(rng.choice(batch_size, size=min(self.random, batch_size), replace=False), "random")
        if len(chosen) > self.max_samples:
            chosen = dict(list(chosen.items())[: self.max_samples])
        if self.whole_group and groups is not None:
            room = self.max_samples - len(chosen)
            widest = _widest_group(groups, rewards)
            add([r for r in widest if r not in chosen][: max(room, 0)], "group")
            for row in widest:
                if row in chosen and "group" not in chosen[row]:
                    chosen[row].append("group")
        return dict(sorted(chosen.items()))


def _widest_group(groups: Sequence[str], rewards: np.ndarray | None) -> list[int]:
    """The rows of the group whose finite rewards spread widest (the first among equals, in batch
    order), vectorised over the groups."""
    group, count = group_codes(groups)
    if not count:
        return []
    spread = np.zeros(count)
    if rewards is not None:
        finite = np.isfinite(rewards)
        high, low = np.full(count, -np.inf), np.full(count, np.inf)
        np.maximum.at(high, group[finite], rewards[finite])
        np.minimum.at(low, group[finite], rewards[finite])
        spread = np.where(np.isfinite(high), high - low, 0.0)
    widest: list[int] = np.flatnonzero(group == int(np.argmax(spread))).tolist()  # argmax: the first among equals
    return widest
