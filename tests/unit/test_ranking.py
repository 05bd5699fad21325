"""The alternatives' order (``tb_verl_logger.verl.ranking``): highest first, equal scores by lower
id, against a stable sort of the whole row, on rows full of ties; and the same top-k and
log-normaliser whatever way the vocabulary is split into parts (shards, chunks)."""

from __future__ import annotations

import numpy as np
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tb_verl_logger.verl.ranking import LogNormaliser, merge_ranked, ranked_top_k


def sorted_top_k(scores: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The definition: a stable descending sort of the whole row keeps equal scores in id order."""
    values, ids = scores.sort(dim=-1, descending=True, stable=True)
    return values[:, :k], ids[:, :k]


tied_rows = hnp.arrays(
    np.float32, st.tuples(st.integers(1, 6), st.integers(1, 40)), elements=st.integers(-3, 3).map(float)
)
"""Small integers: ties everywhere, across any split and at the k-th place."""


@settings(max_examples=200, deadline=None)
@given(tied_rows, st.integers(1, 8))
def test_ranked_top_k_is_the_stable_sort_of_the_row(rows: np.ndarray, k: int) -> None:
    scores = torch.from_numpy(rows)
    values, ids = ranked_top_k(scores, k)
    expected_values, expected_ids = sorted_top_k(scores, k)
    assert torch.equal(ids, expected_ids) and torch.equal(values, expected_values)


def test_ties_beyond_the_first_k_plus_one_are_found() -> None:
    """torch.topk returns some of the equal scores, not the lowest ids (here it picks 1 before 0 of
    100,000 zeros): the tie at the k-th place sends the row to the exact path."""
    scores = torch.zeros(2, 100_000)
    scores[0, 5] = 1.0
    scores[1, 99_999] = 2.0
    values, ids = ranked_top_k(scores, 3)
    assert ids.tolist() == [[5, 0, 1], [99_999, 0, 1]] and values.tolist() == [[1, 0, 0], [2, 0, 0]]


@settings(max_examples=200, deadline=None)
@given(tied_rows, st.integers(1, 8), st.integers(1, 5))
def test_parts_merged_give_the_whole_rows_top_k_and_normaliser(rows: np.ndarray, k: int, parts: int) -> None:
    scores = torch.from_numpy(rows)
    width = -(-scores.shape[-1] // parts)
    candidates, normaliser = [], None
    for start in range(0, scores.shape[-1], width):
        part = scores[:, start : start + width]
        values, ids = ranked_top_k(part, k)
        candidates.append((values, ids + start))
        normaliser = LogNormaliser.of(part) if normaliser is None else normaliser.add(LogNormaliser.of(part))
    values, ids = merge_ranked(torch.cat([v for v, _ in candidates], -1), torch.cat([i for _, i in candidates], -1), k)
    expected_values, expected_ids = sorted_top_k(scores, k)
    assert torch.equal(ids, expected_ids) and torch.equal(values, expected_values)
    torch.testing.assert_close(normaliser.log(), scores.logsumexp(dim=-1))


def test_a_shared_maximum_shifts_each_parts_exponentials() -> None:
    """Megatron's way: the group's maximum first, then each shard's sum of exp(score - maximum)."""
    scores = torch.randn(4, 30, generator=torch.Generator().manual_seed(0)) * 20
    maximum = scores.amax(dim=-1)
    sums = sum(LogNormaliser.of(scores[:, s : s + 10], maximum).sum_exp for s in (0, 10, 20))
    torch.testing.assert_close(LogNormaliser(maximum, sums).log(), scores.logsumexp(dim=-1))
