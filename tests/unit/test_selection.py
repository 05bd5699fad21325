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

    from tb_verl_logger.rows.row_statistics import index_stats, to_host

    log_prob = torch.zeros(4, 3)
    rollout = torch.tensor([[0.05, 0.05, 0.05], [0.0, 0.3, 0.0], [0.0, 0.0, 0.9], [0.0, 0.0, 5.0]])
    mask = torch.tensor([[1, 1, 1], [1, 1, 1], [1, 1, 0], [0, 0, 0]])  # row 2's 0.9 is padding
    numbers = to_host(index_stats(mask, {"log_prob": log_prob, "rollout_log_prob": rollout}))
    np.testing.assert_allclose(numbers["max_mismatch"][:3], [0.05, 0.3, 0.0])
    assert np.isnan(numbers["max_mismatch"][3]) and "mean_entropy" not in numbers
    policy = SelectionPolicy(best=0, worst=0, median=0, highest_entropy=0, random=0, whole_group=False)
    assert policy.select(0, 4, max_mismatch=numbers["max_mismatch"]) == {1: ["largest_mismatch"]}
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


def test_index_statistics_skip_non_finite_tokens_and_rows_without_tokens() -> None:
    """A non-finite value among a row's kept tokens is left out of its statistics (the other
    rows take the fast path), a value outside the mask never counts, a row without tokens has none."""
    import torch

    from tb_verl_logger.rows.row_statistics import index_stats, to_host

    entropy = torch.tensor([[1.0, 3.0, float("nan")], [float("inf"), 2.0, 4.0], [5.0, 5.0, 5.0], [1.0, 1.0, 1.0]])
    mismatch_from = torch.tensor([[0.0, -2.0, 9.0], [float("nan"), 0.5, -1.5], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]])
    mask = torch.tensor([[1, 1, 0], [1, 1, 1], [1, 1, 1], [0, 0, 0]])
    stats = to_host(
        index_stats(mask, {"entropy": entropy, "log_prob": mismatch_from, "rollout_log_prob": torch.zeros(4, 3)})
    )
    np.testing.assert_allclose(stats["mean_entropy"][:3], [2.0, 3.0, 5.0])
    np.testing.assert_allclose(stats["max_mismatch"][:3], [2.0, 1.5, 0.0])
    assert np.isnan(stats["mean_entropy"][3]) and np.isnan(stats["max_mismatch"][3])


@pytest.mark.parametrize("chunk_floats", [5, 10, 1 << 18])
def test_index_statistics_are_the_same_whatever_rows_a_chunk_holds(monkeypatch, chunk_floats) -> None:
    """On a CPU the statistics go a few rows at a time (one row, two with a shorter last chunk,
    all): each row's must be its own masked mean or largest magnitude, as numpy computes them, and
    its shape its own; the statistics asked for alone (``only``) are the same numbers."""
    import torch

    from tb_verl_logger.rows.row_statistics import index_stats, policy_turns, to_host
    from tb_verl_logger.statistics import streaming

    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", chunk_floats)
    generator = torch.Generator().manual_seed(3)
    shape = (7, 5)
    log_prob, ref, rollout, entropy = (torch.randn(shape, generator=generator) for _ in range(4))
    rejected = (torch.rand(shape, generator=generator) > 0.7).float()
    mask = torch.rand(shape, generator=generator) > 0.3
    mask[4] = False  # a row without tokens
    stats = to_host(
        index_stats(
            mask,
            {
                "log_prob": log_prob,
                "ref_log_prob": ref,
                "rollout_log_prob": rollout,
                "entropy": entropy,
                "rejected": rejected,
            },
        )
    )
    keep = mask.numpy()
    for name, per_token, reduce in (
        ("mean_log_prob", log_prob, np.mean),
        ("mean_entropy", entropy, np.mean),
        ("mean_kl", log_prob - ref, np.mean),
        ("rejected_share", rejected, np.mean),
        ("max_mismatch", (log_prob - rollout).abs(), np.max),
    ):
        expected = [reduce(row[kept]) if kept.any() else np.nan for row, kept in zip(per_token.numpy(), keep)]
        np.testing.assert_allclose(stats[name], expected, rtol=1e-6, atol=1e-7, err_msg=name)
    # The row shapes come out of the same pass: the kept tokens, and the policy's runs of them.
    np.testing.assert_array_equal(stats["tokens"], keep.sum(axis=1))
    np.testing.assert_array_equal(stats["policy_turns"], policy_turns(mask).numpy())
    only = to_host(
        index_stats(
            mask,
            {"entropy": entropy, "log_prob": log_prob, "rollout_log_prob": rollout},
            only=("mean_entropy", "max_mismatch"),
        )
    )
    assert list(only) == ["mean_entropy", "max_mismatch"]
    np.testing.assert_array_equal(only["max_mismatch"], stats["max_mismatch"])


def test_the_rows_the_diagnosis_cites_are_recorded_first_within_the_cap() -> None:
    """A row holding a NaN or inf and the rows of largest KL, largest mismatch and least entropy
    are chosen before the others, so a cap that cuts the rest keeps them (their evidence can name
    tokens)."""
    rewards = np.arange(10.0)
    non_finite = np.zeros(10)
    non_finite[[6, 8]] = 1  # the first of them is recorded
    mean_kl = np.array([0.1, 0.1, 0.1, 0.1, 5.0, 0.1, 0.1, 0.1, 0.1, np.nan])
    max_mismatch = np.array([0.0, 0.0, 0.9, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0])
    entropy = np.array([1.0, 1.0, 1.0, 0.01, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0])
    policy = SelectionPolicy(random=0, whole_group=False, max_samples=4)
    chosen = policy.select(
        0,
        10,
        rewards=rewards,
        mean_entropy=entropy,
        max_mismatch=max_mismatch,
        mean_kl=mean_kl,
        non_finite_tokens=non_finite,
    )
    assert chosen == {2: ["largest_mismatch"], 3: ["lowest_entropy"], 4: ["largest_kl"], 6: ["non_finite"]}
    none_cited = SelectionPolicy(
        best=0,
        worst=0,
        median=0,
        highest_entropy=0,
        random=0,
        whole_group=False,
        non_finite=0,
        largest_kl=0,
        largest_mismatch=0,
        lowest_entropy=0,
    )
    assert (
        none_cited.select(
            0, 10, mean_entropy=entropy, max_mismatch=max_mismatch, mean_kl=mean_kl, non_finite_tokens=non_finite
        )
        == {}
    )
