"""SelectionPolicy: which rows get a trace, and why."""

from __future__ import annotations

import numpy as np
import pytest

from tb_verl_logger import SelectionPolicy


def test_extremes_median_entropy_random_and_the_widest_group() -> None:
    rewards = np.array([0.5, 2.0, -1.0, 0.0, 1.0, np.nan, 0.2, 0.3])
    entropy = np.array([0.1, 0.2, 0.3, 5.0, 0.0, 0.1, 0.2, 0.1])
    groups = ["a", "a", "b", "b", "c", "c", "c", "c"]
    chosen = SelectionPolicy(random=0).select(0, 8, rewards=rewards, mean_entropy=entropy, groups=groups)
    assert "best" in chosen[1] and "worst" in chosen[2] and "highest_entropy" in chosen[3]
    assert 5 not in [row for row, why in chosen.items() if "best" in why or "worst" in why]  # NaN is never ranked
    # Group b spans 1.0 (-1 and 0), a spans 1.5, c (finite) 0.8: a is the widest.
    assert {row for row, why in chosen.items() if "group" in why} == {0, 1}
    assert list(chosen) == sorted(chosen)


def test_the_row_with_the_batchs_worst_mismatched_token_is_recorded() -> None:
    """The largest |log π_train − log π_rollout| of any token, from the batch's tensors: a row of
    many small gaps loses to a row with one large gap, and a row without tokens never ranks."""
    import torch

    from tb_verl_logger.rows import row_numbers

    log_prob = torch.zeros(4, 3)
    rollout = torch.tensor([[0.05, 0.05, 0.05], [0.0, 0.3, 0.0], [0.0, 0.0, 0.9], [0.0, 0.0, 5.0]])
    mask = torch.tensor([[1, 1, 1], [1, 1, 1], [1, 1, 0], [0, 0, 0]])  # row 2's 0.9 is padding
    numbers = row_numbers(mask, None, log_prob, rollout)
    np.testing.assert_allclose(numbers["max_mismatch"][:3], [0.05, 0.3, 0.0])
    assert numbers["max_mismatch"][3] == -np.inf and "mean_entropy" not in numbers
    policy = SelectionPolicy(best=0, worst=0, median=0, highest_entropy=0, random=0, whole_group=False)
    assert policy.select(0, 4, **numbers) == {1: ["largest_mismatch"]}
    assert policy.select(0, 4) == {}  # without the rollout's log-probs there is nothing to rank


def test_random_rows_repeat_for_a_step_and_change_across_steps() -> None:
    policy = SelectionPolicy(best=0, worst=0, median=0, highest_entropy=0, random=3, whole_group=False)
    assert policy.select(7, 100) == policy.select(7, 100)
    assert policy.select(7, 100) != policy.select(8, 100)


def test_the_cap_is_hard_and_the_group_is_trimmed_first() -> None:
    policy = SelectionPolicy(best=2, worst=2, random=0, max_samples=4)
    chosen = policy.select(0, 10, rewards=np.arange(10.0), groups=["g"] * 10)
    assert len(chosen) == 4 and all("group" not in why or len(why) > 1 for why in chosen.values())


def test_negative_counts_are_refused_by_name() -> None:
    with pytest.raises(ValueError, match="SelectionPolicy.random"):
        SelectionPolicy(random=-1)
