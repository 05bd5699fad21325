"""Which rows of a step are recorded: the selection policy (:mod:`.selection`) over the batch's
scores and per-row statistics."""

from __future__ import annotations

import numpy as np

from tb_verl_logger.rows.batch_data import RowValues, StepTensors
from tb_verl_logger.rows.selection import SelectionPolicy
from tb_verl_plugin.format import fields

RANKED_BY = ("mean_entropy", "max_mismatch", "mean_kl")
"""The :func:`.row_statistics.index_stats` that :func:`choose` needs of every row (the rest index the rows not
chosen); computing them finds the rows holding a NaN or inf in the fields they read too."""


def ranking(stats: dict[str, np.ndarray]) -> dict[str, np.ndarray | None]:
    """What ``SelectionPolicy.select`` ranks rows by, from the batch's :func:`.row_statistics.index_stats` (its
    keywords are the statistics' names)."""
    return {name: stats.get(name) for name in (*RANKED_BY, fields.NON_FINITE_TOKENS.name)}


def choose(
    selection: SelectionPolicy, step: int, tensors: StepTensors, values: RowValues, stats: dict[str, np.ndarray]
) -> dict[int, list[str]]:
    """The rows to record and why, from per-row numbers (``stats``: the whole batch's
    :func:`.row_statistics.index_stats` on the host, :data:`RANKED_BY` at least). Rows rank by their scores, else by
    their summed token rewards."""
    rewards = values.scores
    if rewards is None and "token_reward" in tensors.token_fields:
        rewards = (tensors.token_fields["token_reward"].float() * tensors.mask).sum(dim=1).cpu().numpy()
    return selection.select(step, tensors.responses.shape[0], rewards=rewards, groups=values.groups, **ranking(stats))
