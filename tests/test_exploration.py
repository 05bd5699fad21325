"""Whole-batch exploration statistics against independent numpy computations, on a GRPO batch
whose advantages come from verl's own ``compute_grpo_outcome_advantage``, with the edge cases:
empty responses, all-masked rows, groups of one, NaN entropy."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from verl.trainer.ppo import core_algos

from support.runs import as_jagged
from support.servers import python_data_provider, request_context
from tb_verl_logger import TraceLogger
from tb_verl_logger.statistics import layout, streaming
from tb_verl_logger.statistics.exploration import DISTINCT_GROUPS, ExplorationBatch, exploration_stats

CHUNKS = pytest.mark.parametrize("chunk_floats", [10, 30, streaming.CPU_CHUNK_FLOATS])
"""The statistics read the batch a chunk of rows at a time: one row (10 tokens), three, all (as a
GPU, whose chunks hold 16M values, reads a batch this size)."""


def grpo_batch():
    g = torch.Generator().manual_seed(3)
    batch, length = 12, 10
    mask = (torch.arange(length)[None, :] < torch.tensor([10, 7, 0, 10, 4, 10, 10, 3, 10, 10, 6, 10])[:, None]).float()
    mask[5] = 0  # an all-masked row
    entropy = torch.rand(batch, length, generator=g) * 2
    entropy[0, 3] = float("nan")
    logits = torch.randn(batch, length, 8, generator=g)
    responses = torch.randint(0, 8, (batch, length), generator=g)
    responses[1] = responses[0]  # a duplicate inside group 0 (masks differ: row 1 is shorter)
    responses[4, :4] = responses[3, :4]
    mask[4] = mask[3] * (torch.arange(length) < 4)
    log_softmax = torch.log_softmax(logits, -1)
    old_log_probs = log_softmax.gather(-1, responses[..., None]).squeeze(-1)
    uid = np.array(["a"] * 4 + ["b"] * 4 + ["c"] * 3 + ["solo"], dtype=object)
    scores = torch.tensor([1.0, 0, 1, 0, 1, 1, 1, 1, 0.5, 0, 1, 1])
    token_rewards = torch.zeros(batch, length)
    token_rewards[:, 0] = scores
    advantages, _ = core_algos.compute_grpo_outcome_advantage(token_rewards, mask, uid)
    return {
        "mask": mask,
        "entropy": entropy,
        "responses": responses,
        "old_log_probs": old_log_probs,
        "top1": log_softmax.amax(-1),
        "uid": list(uid),
        "scores": scores,
        "advantages": advantages,
    }


@CHUNKS
def test_statistics_match_independent_computations(chunk_floats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", chunk_floats)
    b = grpo_batch()
    batch = ExplorationBatch(
        response_mask=b["mask"],
        entropys=b["entropy"],
        old_log_probs=b["old_log_probs"],
        top1_log_probs=b["top1"],
        responses=b["responses"],
        uid=b["uid"],
        scores=b["scores"],
    )
    scalars, histograms = exploration_stats(batch, forking_threshold=1.0)
    histogram = histograms["exploration/entropy"]
    mask = b["mask"].numpy().astype(bool)
    entropy = b["entropy"].numpy()
    values = entropy[mask & np.isfinite(entropy)]
    for p in (10, 50, 90, 99):
        assert scalars[f"exploration/entropy/p{p}"] == pytest.approx(np.percentile(values, p), rel=1e-5)
    assert scalars["exploration/forking_share"] == pytest.approx(np.mean(values > 1.0))
    top = np.sort(values)[::-1][: int(np.ceil(0.2 * values.size))]
    assert scalars["exploration/entropy_top20_share"] == pytest.approx(top.sum() / values.sum(), rel=1e-5)
    assert histogram[:, 2].sum() == values.size and histogram[0, 0] == 0
    chosen = b["old_log_probs"].numpy()[mask]
    top1 = b["top1"].numpy()[mask]
    assert scalars["exploration/low_prob_share"] == pytest.approx(np.mean(np.exp(chosen) < 0.1))
    assert scalars["exploration/top1_prob/mean"] == pytest.approx(np.exp(top1).mean(), rel=1e-5)
    assert scalars["exploration/exploratory_share"] == pytest.approx(np.mean(chosen < top1 - 1e-4))
    # Position buckets of 10 // 8: bucket 0 is position 0 alone.
    first = entropy[:, 0][mask[:, 0] & np.isfinite(entropy[:, 0])]
    assert scalars["exploration/entropy_by_position/0"] == pytest.approx(first.mean(), rel=1e-5)
    # Groups: "solo" compares nothing; "b" has equal rewards (dead); spreads 1, 0, 1.
    assert scalars["exploration/groups/dead_share"] == pytest.approx(1 / 3)
    assert scalars["exploration/groups/reward_spread"] == pytest.approx(2 / 3)
    # Row 4 repeats row 3's first 4 tokens and stops there: not a duplicate of the full row 3.
    lengths = mask.sum(1)
    texts = [tuple(b["responses"][r, : lengths[r]].tolist()) for r in range(12)]
    expected = [
        texts[r] in [texts[o] for o in rows if o != r]
        for rows in ([0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10])
        for r in rows
    ]
    assert scalars["exploration/groups/duplicate_share"] == pytest.approx(np.mean(expected))
    assert torch.isfinite(b["advantages"]).all()  # verl's own advantages on the same batch


LENGTHS = [10, 7, 0, 10, 4, 10, 10, 3, 10, 10, 6, 10]
"""grpo_batch's rows' lengths: what verl's v1 hands over jagged (row 5 is as long as its mask, all 0)."""


def jagged(tensor: torch.Tensor, lengths: list[int] = LENGTHS) -> torch.Tensor:
    return as_jagged(tensor, lengths)


@CHUNKS
@pytest.mark.parametrize("multi_turn", [False, True])
@pytest.mark.parametrize("on_host", [True, False])
def test_a_jagged_batch_gives_the_padded_batchs_statistics(
    chunk_floats: int, multi_turn: bool, on_host: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """verl's v1 hands the batch over jagged, each row its own length; read as it is, it gives what
    the same batch padded gives: counts, percentiles and histograms exactly, sums to fp32 rounding
    (added in another order). With tool outputs inside rows (multi-turn) too, and with per-row
    arithmetic by numpy (a CPU's) and by torch (what a GPU runs)."""
    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", chunk_floats)
    if not on_host:
        monkeypatch.setattr(layout._Segments, "_on_host", lambda self, values: False)
    b = grpo_batch()
    mask = b["mask"].clone()
    if multi_turn:
        mask[0, 4:6] = 0  # a tool output between two policy turns
        mask[9, 0] = 0  # a row starting with a tool output
    rollout = b["old_log_probs"] + 0.01 * torch.randn(mask.shape, generator=torch.Generator().manual_seed(5))
    fields = {
        "response_mask": mask,
        "entropys": b["entropy"],
        "old_log_probs": b["old_log_probs"],
        "top1_log_probs": b["top1"],
        "responses": b["responses"],
        "rollout_log_probs": rollout,
    }
    rows = {"uid": b["uid"], "scores": b["scores"]}
    padded_scalars, padded_histograms = exploration_stats(ExplorationBatch(**fields, **rows), forking_threshold=1.0)
    jagged_scalars, jagged_histograms = exploration_stats(
        ExplorationBatch(**{name: jagged(tensor) for name, tensor in fields.items()}, **rows), forking_threshold=1.0
    )
    assert jagged_scalars.keys() == padded_scalars.keys()
    assert ("turns/policy/mean" in jagged_scalars) == multi_turn
    for name, value in padded_scalars.items():
        assert jagged_scalars[name] == pytest.approx(value, rel=1e-6, abs=1e-9), name
    assert jagged_histograms.keys() == padded_histograms.keys()
    for tag, histogram in padded_histograms.items():
        np.testing.assert_array_equal(jagged_histograms[tag], histogram)


@pytest.mark.parametrize("lengths", [[0, 0, 0, 0], [0, 5, 0, 0], [2, 0, 0, 5]], ids=["no-token", "one-row", "gap"])
def test_empty_rows_jagged_give_what_they_give_padded(lengths: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows without a token (a response cut at 0, or a batch of them) in chunks of a row or two:
    no chunk of empty rows alone (it has no extreme to take; one raised in ``amax``), the same
    statistics as the batch padded."""
    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", 2)
    mask = (torch.arange(5)[None, :] < torch.tensor(lengths)[:, None]).float()
    mask[3, 1] = 0 if lengths[3] else mask[3, 1]  # a tool output, where the row has tokens
    generator = torch.Generator().manual_seed(3)
    fields = {
        "response_mask": mask,
        "entropys": torch.rand(mask.shape, generator=generator) * mask,
        "old_log_probs": -torch.rand(mask.shape, generator=generator) * mask,
        "rollout_log_probs": -torch.rand(mask.shape, generator=generator) * mask,
        "responses": torch.randint(0, 9, mask.shape, generator=generator) * mask.long(),
    }
    rows = {"uid": ["a", "a", "b", "b"], "scores": torch.tensor([1.0, 0.0, 1.0, 1.0])}
    padded_scalars, padded_histograms = exploration_stats(ExplorationBatch(**fields, **rows), forking_threshold=1.0)
    jagged_scalars, jagged_histograms = exploration_stats(
        ExplorationBatch(**{name: as_jagged(t, lengths) for name, t in fields.items()}, **rows), forking_threshold=1.0
    )
    assert jagged_scalars.keys() == padded_scalars.keys() and "exploration/groups/dead_share" in padded_scalars
    for name, value in padded_scalars.items():
        assert jagged_scalars[name] == pytest.approx(value, rel=1e-6, abs=1e-9), name
    assert jagged_histograms.keys() == padded_histograms.keys()
    for tag, histogram in padded_histograms.items():
        np.testing.assert_array_equal(jagged_histograms[tag], histogram)


def test_a_jagged_batch_takes_its_fields_jagged_alike(tmp_path) -> None:
    """Fields in two layouts, or rows of other lengths than the mask's, are a clear error."""
    b = grpo_batch()
    with TraceLogger(str(tmp_path / "run")) as logger:
        with pytest.raises(ValueError, match="'entropys' is not jagged but 'response_mask' is"):
            logger.log_exploration(0, response_mask=jagged(b["mask"]), entropys=b["entropy"])
        with pytest.raises(ValueError, match="'entropys' has other row lengths than 'response_mask'"):
            logger.log_exploration(
                0, response_mask=jagged(b["mask"]), entropys=jagged(b["entropy"], [10] * len(LENGTHS))
            )
        scalars = logger.log_exploration(0, response_mask=jagged(b["mask"]), entropys=jagged(b["entropy"]))
    assert scalars["exploration/entropy/mean"] > 0


def test_nothing_to_measure_reports_nothing() -> None:
    mask = torch.zeros(3, 4)
    scalars, histograms = exploration_stats(
        ExplorationBatch(
            response_mask=mask,
            entropys=torch.rand(3, 4),
            old_log_probs=torch.zeros(3, 4),
            uid=["x", "y", "z"],
            scores=torch.ones(3),
            rollout_log_probs=torch.zeros(3, 4),
        )
    )
    assert histograms == {} and scalars == {}


@CHUNKS
def test_mismatch_of_a_constructed_rollout(chunk_floats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rollout engine that rounds the trainer's log-probs to bf16, and is off by 0.5 on three
    tokens: the log-ratio's statistics against numpy on the same numbers."""
    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", chunk_floats)
    b = grpo_batch()
    trainer = b["old_log_probs"]
    rollout = trainer.to(torch.bfloat16).float()
    rollout[0, 1] -= 0.5
    rollout[5, 3] += 0.5
    rollout[11, 0] -= 0.5
    rollout[2, -1] = float("nan")  # a NaN leaves that token out, not the statistics
    batch = ExplorationBatch(response_mask=b["mask"], old_log_probs=trainer, rollout_log_probs=rollout)
    scalars, histograms = exploration_stats(batch, mismatch_threshold=0.1)
    mask = b["mask"].numpy().astype(bool)
    ratio = (trainer.double() - rollout.double()).numpy()[mask]
    ratio = ratio[np.isfinite(ratio)]
    assert scalars["mismatch/log_ratio/mean"] == pytest.approx(ratio.mean(), rel=1e-5)
    assert scalars["mismatch/log_ratio/abs_mean"] == pytest.approx(np.abs(ratio).mean(), rel=1e-5)
    assert scalars["mismatch/log_ratio/std"] == pytest.approx(ratio.std(), rel=1e-5)
    assert scalars["mismatch/log_ratio/max"] == pytest.approx(ratio.max(), rel=1e-5)
    assert scalars["mismatch/log_ratio/min"] == pytest.approx(ratio.min(), rel=1e-5)
    assert scalars["mismatch/kl_k3/mean"] == pytest.approx(np.mean(np.exp(ratio) - 1 - ratio), rel=1e-5)
    beyond = np.mean(np.abs(ratio) > 0.1)
    assert (
        scalars["mismatch/share_beyond"] == pytest.approx(beyond) and 0 < beyond < 0.1
    )  # three tokens, not bf16 noise
    histogram = histograms["mismatch/log_ratio"]
    assert histogram[:, 2].sum() == ratio.size and histogram[0, 0] == pytest.approx(-np.abs(ratio).max(), rel=1e-5)


@CHUNKS
def test_a_constant_shift_keeps_its_extremes(chunk_floats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every log-ratio on one side of 0 (a padded vocabulary masked in one engine): the zeros that
    stand for the masked-out tokens must not become the minimum or maximum."""
    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", chunk_floats)
    b = grpo_batch()
    shift = 0.2 + 0.002 * torch.randn(
        b["mask"].shape, generator=torch.Generator().manual_seed(2)
    )  # spread 1% of the mean
    scalars, histograms = exploration_stats(
        ExplorationBatch(
            response_mask=b["mask"], old_log_probs=b["old_log_probs"], rollout_log_probs=b["old_log_probs"] - shift
        )
    )
    ratio = (
        (b["old_log_probs"] - (b["old_log_probs"] - shift)).double().numpy()[b["mask"].numpy().astype(bool)]
    )  # as fp32 subtracts
    assert scalars["mismatch/log_ratio/min"] == pytest.approx(ratio.min(), rel=1e-5)
    assert scalars["mismatch/log_ratio/max"] == pytest.approx(ratio.max(), rel=1e-5)
    assert scalars["mismatch/log_ratio/std"] == pytest.approx(ratio.std(), rel=1e-5)  # no digits lost to the shift
    assert histograms["mismatch/log_ratio"][:, 2].sum() == ratio.size
    assert scalars["mismatch/prob_diff/abs_mean"] == pytest.approx(
        np.abs(np.exp(b["old_log_probs"].double().numpy()) - np.exp((b["old_log_probs"] - shift).double().numpy()))[
            b["mask"].numpy().astype(bool)
        ].mean(),
        rel=1e-5,
    )


def test_duplicates_are_compared_token_by_token(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows whose hash collides are no duplicates; multi-turn rows with the same policy tokens
    around tool outputs of other lengths are."""
    from tb_verl_logger.statistics import exploration

    mask = torch.ones(6, 8)
    responses = torch.arange(48).reshape(6, 8) % 7
    responses[1] = responses[0]  # group a: a real duplicate
    responses[3] = responses[2].flip(0)  # group b: the same tokens in another order, which a sum cannot tell
    responses[4] = torch.tensor([1, 2, 3, 4, 5, 6, 0, 0])  # group c: 6 policy tokens...
    mask[4, 6:] = 0
    responses[5] = torch.tensor([1, 2, 9, 9, 3, 4, 5, 6])  # ...and the same 6 around a 2-token tool output
    mask[5, 2:4] = 0

    def colliding(self: exploration._ResponseKeys, length: int, device: torch.device) -> None:
        self._weights, self._parts = torch.ones(length, dtype=torch.int32), []  # the hash is then a plain sum

    monkeypatch.setattr(exploration._ResponseKeys, "__init__", colliding)
    scalars, _ = exploration_stats(
        ExplorationBatch(response_mask=mask, responses=responses, uid=["a", "a", "b", "b", "c", "c"])
    )
    assert scalars["exploration/groups/duplicate_share"] == pytest.approx(4 / 6)


def test_distinct_2grams_of_many_groups_are_a_sample_within_its_error() -> None:
    """More groups than are measured: the sampled mean stays within 4 standard errors of the mean
    over every group (the seed is fixed: the same batch, the same answer)."""
    g = torch.Generator().manual_seed(11)
    groups, size, length = 4 * DISTINCT_GROUPS, 4, 24
    vocab = torch.randint(3, 40, (groups, 1), generator=g)  # each group's own vocabulary size: its diversity
    responses = (torch.rand(groups * size, length, generator=g) * vocab.repeat_interleave(size, 0)).long()
    uid = [str(i // size) for i in range(groups * size)]
    first, _ = exploration_stats(
        ExplorationBatch(response_mask=torch.ones(groups * size, length), responses=responses, uid=uid)
    )
    again, _ = exploration_stats(
        ExplorationBatch(response_mask=torch.ones(groups * size, length), responses=responses, uid=uid)
    )
    pairs = (responses[:, :-1] * 1000 + responses[:, 1:]).numpy()
    per_group = np.array(
        [
            np.unique(pairs[i * size : (i + 1) * size]).size / pairs[i * size : (i + 1) * size].size
            for i in range(groups)
        ]
    )
    error = per_group.std() / np.sqrt(DISTINCT_GROUPS) * np.sqrt(1 - DISTINCT_GROUPS / groups)
    assert first["exploration/groups/distinct_2gram"] == again["exploration/groups/distinct_2gram"]
    assert abs(first["exploration/groups/distinct_2gram"] - per_group.mean()) < 4 * error


@pytest.mark.parametrize("budget", [1, 90, 1 << 18], ids=["a-group-a-batch", "a-few-groups-a-batch", "one-batch"])
@pytest.mark.parametrize("jagged", [False, True], ids=["padded", "jagged"])
def test_distinct_2grams_are_each_groups_share_of_distinct_pairs(monkeypatch, budget: int, jagged: bool) -> None:
    """Groups of responses of their own lengths (empty ones too), whatever batches of groups they
    are read in: the mean over the groups with a 2-gram of distinct 2-grams / 2-grams, each
    response's pairs within its own tokens, counted here group by group."""
    g = torch.Generator().manual_seed(5)
    groups, size, length = 12, 4, 20
    lengths = torch.randint(0, length + 1, (groups * size,), generator=g)
    lengths[:size] = 1  # a group without a 2-gram: left out of the mean
    mask = (torch.arange(length)[None, :] < lengths[:, None]).float()
    responses = torch.randint(0, 6, (groups * size, length), generator=g) * mask.long()
    monkeypatch.setattr(streaming, "chunk_values", lambda *_: budget)
    given = (as_jagged(mask, lengths.tolist()), as_jagged(responses, lengths.tolist())) if jagged else (mask, responses)
    scalars, _ = exploration_stats(
        ExplorationBatch(response_mask=given[0], responses=given[1], uid=[str(i // size) for i in range(groups * size)])
    )
    shares = []
    for group in range(groups):
        pairs = [
            (int(row[t]), int(row[t + 1]))
            for row, n in zip(responses[group * size : (group + 1) * size], lengths[group * size : (group + 1) * size])
            for t in range(int(n) - 1)
        ]
        if pairs:
            shares.append(len(set(pairs)) / len(pairs))
    assert len(shares) == groups - 1
    assert scalars["exploration/groups/distinct_2gram"] == pytest.approx(np.mean(shares), rel=1e-12)


def test_logged_statistics_reach_tensorboard_scalars_and_histograms(tmp_path) -> None:
    b = grpo_batch()
    with TraceLogger(tmp_path / "run") as logger:
        scalars = logger.log_exploration(
            3,
            response_mask=b["mask"],
            entropys=b["entropy"],
            uid=b["uid"],
            scores=b["scores"],
            old_log_probs=b["old_log_probs"],
            rollout_log_probs=b["old_log_probs"] + 0.01,
        )
    provider = python_data_provider(str(tmp_path))
    read = provider.read_scalars(request_context(), experiment_id="", plugin_name="scalars", downsample=10)["run"]
    assert read["exploration/forking_share"][0].value == pytest.approx(scalars["exploration/forking_share"])
    histograms = provider.read_tensors(request_context(), experiment_id="", plugin_name="histograms", downsample=10)[
        "run"
    ]
    assert histograms["exploration/entropy"][0].numpy.shape == (30, 3)
    assert histograms["mismatch/log_ratio"][0].numpy[:, 2].sum() == b["mask"].sum()
    assert read["mismatch/log_ratio/mean"][0].value == pytest.approx(-0.01, rel=1e-3)


def test_rebin_spreads_counts_by_overlap() -> None:
    from tb_verl_plugin.reader import rebin

    histogram = np.array([[0.0, 1.0, 10.0], [1.0, 3.0, 4.0], [2.5, 2.5, 1.0]])
    counts = rebin(histogram, np.array([0.0, 0.5, 2.0, 4.0]))
    np.testing.assert_allclose(counts, [5.0, 5.0 + 2.0, 2.0 + 1.0])
    assert counts.sum() == pytest.approx(15.0)


@pytest.fixture(scope="module")
def collapsing_run(tmp_path_factory):
    """Entropy that falls over 20 steps, logged as whole-batch statistics plus a few traces."""
    logdir = tmp_path_factory.mktemp("explore")
    g = torch.Generator().manual_seed(5)
    with TraceLogger(logdir / "run") as logger:
        for step in range(20):
            entropy = torch.rand(16, 32, generator=g) * (2.0 - step / 10)
            mask = torch.ones(16, 32)
            logger.log_exploration(
                step,
                response_mask=mask,
                entropys=entropy,
                uid=[str(i // 4) for i in range(16)],
                scores=torch.rand(16, generator=g),
            )
            # An entropy coefficient annealed from 0.05 to 0 by step 10, a temperature held at 1: the
            # first is a schedule, the second is not.
            logger.log_scalars(
                {
                    "exploration/knobs/entropy_coeff": max(0.0, 0.05 * (1 - step / 10)),
                    "exploration/knobs/temperature": 1.0,
                },
                step,
            )
            if step % 5 == 0:
                logger.log_decisions(
                    step,
                    responses=torch.randint(0, 9, (16, 32), generator=g),
                    response_mask=mask,
                    entropys=entropy,
                    old_log_probs=-torch.rand(16, 32, generator=g),
                )
    return str(logdir)


def test_exploration_route_shows_the_entropy_falling(collapsing_run) -> None:
    from support.servers import reader_source
    from tb_verl_plugin import reader

    source = reader_source(python_data_provider(collapsing_run), collapsing_run)
    assert reader.list_runs(source)[0]["exploration"] is True
    heatmap = reader.entropy_heatmap(source, "run")
    assert heatmap["steps"] == list(range(20))
    shares = np.array(heatmap["shares"])
    np.testing.assert_allclose(shares.sum(axis=1), 1.0, atol=1e-3)
    centres = (np.array(heatmap["edges"][:-1]) + np.array(heatmap["edges"][1:])) / 2
    mean_entropy = shares @ centres
    assert mean_entropy[-1] < mean_entropy[0] / 3  # the distribution slides down


def test_a_nan_score_is_left_out_of_group_statistics_as_the_selection_leaves_it_out() -> None:
    mask = torch.ones(6, 4)
    uid = ["a", "a", "a", "b", "b", "c"]
    scores = torch.tensor([1.0, float("nan"), 0.0, 0.5, 0.5, float("nan")])
    stats, _ = exploration_stats(ExplorationBatch(response_mask=mask, uid=uid, scores=scores))
    # Group a: finite scores 1 and 0 (spread 1); b: 0.5 and 0.5 (dead); c is a group of one.
    assert stats["exploration/groups/reward_spread"] == pytest.approx(0.5)
    assert stats["exploration/groups/dead_share"] == pytest.approx(0.5)
    only_nan, _ = exploration_stats(
        ExplorationBatch(response_mask=torch.ones(2, 3), uid=["a", "a"], scores=torch.tensor([float("nan"), 1.0]))
    )
    assert "exploration/groups/reward_spread" not in only_nan  # nothing to compare, nothing reported


def test_entropy_of_a_vocabulary_with_masked_entries_is_finite() -> None:
    from tb_verl_logger.statistics.exploration import entropy_from_log_probs

    logits = torch.tensor([[2.0, 0.5, float("-inf"), -1.0], [float("nan"), 0.0, 0.0, 0.0]])
    entropy = entropy_from_log_probs(torch.log_softmax(logits, -1))
    p = torch.softmax(logits[0, [0, 1, 3]], -1)
    assert entropy[0].item() == pytest.approx(float(-(p * p.log()).sum()), rel=1e-6)
    assert torch.isnan(entropy[1])  # a NaN logit is a real failure: it stays visible


def test_knobs_that_changed_during_training_come_with_the_heatmap(collapsing_run) -> None:
    """A knob logged as a changing scalar is a schedule, served point by point with the heatmap
    (both of TensorBoard's loaders); a constant one is not (the HParams record lists it)."""
    from support.servers import reader_source, rust_data_provider
    from tb_verl_plugin import reader

    expected = [
        {
            "name": "entropy_coeff",
            "tag": "exploration/knobs/entropy_coeff",
            "points": [[step, pytest.approx(max(0.0, 0.05 * (1 - step / 10)))] for step in range(20)],
        }
    ]
    assert (
        reader.entropy_heatmap(reader_source(python_data_provider(collapsing_run), collapsing_run), "run")["schedules"]
        == expected
    )
    with rust_data_provider(collapsing_run) as rust:
        assert reader.entropy_heatmap(reader_source(rust, collapsing_run), "run")["schedules"] == expected


def test_the_forking_threshold_is_the_first_steps_80th_percentile_kept_for_the_run(tmp_path, collapsing_run) -> None:
    """By default a token is forking above the 80th percentile of token entropy at the run's first
    logged step; the threshold is kept (a restarted session reads it from the run directory), so
    the forking share falls as the entropy collapses, and the route says which rule is in force."""
    from support.servers import reader_source
    from tb_verl_plugin import reader

    g = torch.Generator().manual_seed(7)
    mask = torch.ones(8, 20)
    mask[3, 10:] = 0
    first = torch.rand(8, 20, generator=g) * 3
    with TraceLogger(tmp_path / "run") as logger:
        opening = logger.log_exploration(4, response_mask=mask, entropys=first)
        later = logger.log_exploration(5, response_mask=mask, entropys=first / 2)
    p80 = float(np.percentile(first.numpy()[mask.numpy().astype(bool)], 80))
    assert opening["exploration/forking_threshold"] == pytest.approx(p80, rel=1e-5)
    assert opening["exploration/forking_share"] == pytest.approx(0.2, abs=0.01)
    assert later["exploration/forking_threshold"] == opening["exploration/forking_threshold"]  # kept, not re-measured
    assert later["exploration/forking_share"] == pytest.approx(
        np.mean(first.numpy()[mask.numpy().astype(bool)] / 2 > p80)
    )
    with TraceLogger(tmp_path / "run") as restarted:  # a new session of the same run
        again = restarted.log_exploration(6, response_mask=mask, entropys=first)
        assert again["exploration/forking_threshold"] == pytest.approx(p80, rel=1e-5)
    source = reader_source(python_data_provider(str(tmp_path)), str(tmp_path))
    heatmap = reader.entropy_heatmap(source, "run")
    assert heatmap["forking_threshold"] == pytest.approx(p80) and heatmap["forking_rule"] == {
        "percentile": 80.0,
        "step": 4,
    }
    with TraceLogger(tmp_path / "run") as absolute:  # an absolute threshold: the route says none is relative
        assert (
            absolute.log_exploration(7, response_mask=mask, entropys=first, forking_threshold=0.5)[
                "exploration/forking_threshold"
            ]
            == 0.5
        )
    heatmap = reader.entropy_heatmap(reader_source(python_data_provider(str(tmp_path)), str(tmp_path)), "run")
    assert heatmap["forking_threshold"] == 0.5 and heatmap["forking_rule"] is None
    # The collapsing run: the threshold of its first step outlines fewer and fewer tokens.
    shares = [
        d.value
        for d in python_data_provider(collapsing_run).read_scalars(
            request_context(), experiment_id="", plugin_name="scalars", downsample=100
        )["run"]["exploration/forking_share"]
    ]
    assert shares[0] == pytest.approx(0.2, abs=0.01) and shares[-1] < 0.01
