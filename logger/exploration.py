"""Whole-batch exploration statistics, computed on the batch's device each step.

verl logs one mean entropy per step; entropy collapse, dead GRPO groups and reward hacking show up
earlier in the distribution: how many tokens are still "forking" (high entropy), how much of the
entropy the top 20% of tokens hold, how often the policy picks a token that is not its most
probable one, and whether a group's responses still differ at all. Every statistic covers all
response tokens of the batch (``response_mask`` 1), not just the recorded samples; non-finite
entropies are left out, and a statistic with no data is not reported.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from tb_verl_logger import forking
from tb_verl_logger.selection import rows_by_group
from tb_verl_plugin.format import metadata
from tb_verl_plugin.format.turns import ToolCall

if TYPE_CHECKING:
    import torch

PERCENTILES = (10, 50, 90, 99)
PREFIX = "exploration/"

MISMATCH_PREFIX = "mismatch/"
TURNS_PREFIX = "turns/"
MISMATCH_THRESHOLD = 0.1
"""Default |log π_train − log π_rollout| above which a token counts as mismatched: the two engines'
probabilities differ by more than about 10%. bf16 rounding alone moves a log-prob by up to ~0.01."""


def entropy_from_log_probs(log_probs: torch.Tensor) -> torch.Tensor:
    """Entropy over the last dimension of a log-softmax. A masked or padded vocabulary entry has
    log-prob -inf and probability 0: it contributes 0, where ``p * log p`` would give NaN (a NaN
    logit still gives NaN: that is a real failure to show)."""
    import torch

    terms = log_probs.exp() * log_probs
    return -torch.where(log_probs == -torch.inf, torch.zeros_like(terms), terms).sum(dim=-1)


@dataclass(frozen=True, kw_only=True)
class ExplorationBatch:
    """One step's whole batch as the statistics read it (``[B, R]`` tensors on any device, ``uid``
    and ``scores`` one per row). Only the mask is required: a statistic whose inputs are absent is
    not reported."""

    response_mask: torch.Tensor
    entropys: torch.Tensor | None = None
    old_log_probs: torch.Tensor | None = None
    top1_log_probs: torch.Tensor | None = None
    responses: torch.Tensor | None = None
    uid: Sequence[Any] | None = None
    scores: torch.Tensor | None = None
    rollout_log_probs: torch.Tensor | None = None
    """What the rollout engine computed for the sampled tokens: with ``old_log_probs``, the
    training–inference mismatch."""
    tool_calls: Sequence[Sequence[ToolCall]] | None = None
    """Each row's tool calls (multi-turn responses): calls per response and failures."""
    turn_limit: int | None = None
    """The agent loop's most policy turns per response (verl's ``max_assistant_turns``)."""


def exploration_stats(
    batch: ExplorationBatch,
    *,
    forking_threshold: float | None = None,
    mismatch_threshold: float = MISMATCH_THRESHOLD,
    bins: int = 30,
    position_buckets: int = 8,
) -> tuple[dict[str, float], dict[str, np.ndarray]]:
    """Scalars named ``exploration/...`` and ``mismatch/...``, and TensorBoard histograms by tag
    (``[bins, 3]``: left edge, right edge, count) of the per-token entropy and log-ratio.
    ``forking_threshold`` None: the batch's own 80th entropy percentile (see
    :mod:`tb_verl_logger.forking`, which keeps the first step's)."""
    import torch

    scalars: dict[str, float] = {}
    histograms: dict[str, np.ndarray] = {}
    mask = batch.response_mask.bool()
    with torch.no_grad():
        if batch.entropys is not None:
            entropy = _entropy_stats(batch.entropys.float(), mask, scalars, forking_threshold, bins, position_buckets)
            if entropy is not None:
                histograms[metadata.ENTROPY_HISTOGRAM_TAG] = entropy
        if batch.old_log_probs is not None:
            scalars.update(_choice_stats(mask, batch.old_log_probs.float(), batch.top1_log_probs))
            if batch.rollout_log_probs is not None:
                log_ratio = batch.old_log_probs.float() - batch.rollout_log_probs.float()
                mismatch = _mismatch_stats(log_ratio, mask, scalars, mismatch_threshold, bins)
                scalars.update(_prob_diff(batch.old_log_probs.float(), batch.rollout_log_probs.float(), mask))
                if mismatch is not None:
                    histograms[metadata.MISMATCH_HISTOGRAM_TAG] = mismatch
        turns = _turn_stats(batch, mask, scalars)
        if turns is not None:
            histograms[metadata.TURNS_HISTOGRAM_TAG] = turns
    if batch.uid is not None:
        scalars.update(_group_stats(mask, batch.uid, batch.scores, batch.responses))
    return scalars, histograms


def turn_index(mask: torch.Tensor) -> torch.Tensor:
    """``[B, R]`` long: the policy turn (1, 2, ...) of each of the policy's tokens, 0 elsewhere. A
    turn starts wherever the mask goes from 0 (a tool output, the start) to 1."""
    import torch

    own = mask.long()
    starts = own.clone()
    starts[:, 1:] = own[:, 1:] * (1 - own[:, :-1])
    return torch.cumsum(starts, dim=1) * own


def _turn_stats(batch: ExplorationBatch, mask: torch.Tensor, scalars: dict[str, float]) -> np.ndarray | None:
    """Multi-turn responses (some row has two policy turns, or tool calls were made): per turn
    index over the batch, the mean entropy, mean |log π_train − log π_rollout| and mean length of
    the turn; turns per response (mean and histogram), tool calls per response, the share of
    failed calls and of responses that reached the turn limit. Nothing for single-turn batches."""
    import torch

    turn = turn_index(mask)
    per_row = turn.amax(dim=1)
    calls = batch.tool_calls
    if int(per_row.max()) < 2 and not (calls and any(calls)):
        return None
    answered = per_row > 0
    rows = int(answered.sum())
    scalars[f"{TURNS_PREFIX}policy/mean"] = float(per_row[answered].double().mean())
    if batch.turn_limit:
        scalars[f"{TURNS_PREFIX}at_limit_share"] = float((per_row[answered] >= batch.turn_limit).double().mean())
    if calls is not None:
        made = [call for row in calls for call in row]
        scalars[f"{TURNS_PREFIX}tool_calls/mean"] = len(made) / max(1, len(calls))
        if made:
            scalars[f"{TURNS_PREFIX}tool_failures/share"] = sum(call.failed for call in made) / len(made)
    entropy = None if batch.entropys is None else batch.entropys.float()
    gap = None
    if batch.old_log_probs is not None and batch.rollout_log_probs is not None:
        gap = (batch.old_log_probs.float() - batch.rollout_log_probs.float()).abs()
    for t in range(1, int(per_row.max()) + 1):
        tokens = turn == t
        count = int(tokens.sum())
        reached = int((per_row >= t).sum())
        scalars[f"{TURNS_PREFIX}by_turn/{t}/length"] = count / max(1, reached)
        for name, values in (("entropy", entropy), ("mismatch_abs", gap)):
            if values is not None:
                valid = tokens & torch.isfinite(values)
                if valid.any():
                    scalars[f"{TURNS_PREFIX}by_turn/{t}/{name}"] = float(values[valid].double().mean())
    top = int(per_row.max())
    return _histogram(per_row[answered].float(), 0.5, top + 0.5, top) if rows else None


def _percentile(ordered: torch.Tensor, p: float) -> float:
    """The ``p``-th percentile of sorted values, interpolated linearly (numpy's default)."""
    last = ordered.numel() - 1
    position = p / 100 * last
    low = int(position)
    high = min(low + 1, last)
    fraction = position - low
    return float(ordered[low] * (1 - fraction) + ordered[high] * fraction)


def _entropy_stats(
    entropy: torch.Tensor, mask: torch.Tensor, scalars: dict[str, float], forking_threshold: float | None, bins: int,
    position_buckets: int,
) -> np.ndarray | None:
    """Adds the entropy distribution's scalars to ``scalars``; returns its histogram (None when
    no response token has a finite entropy)."""
    import torch

    valid = mask & torch.isfinite(entropy)
    values = entropy[valid]
    if not values.numel():
        return None
    # One sort serves the percentiles (linear interpolation, as numpy's default) and the top-20% share.
    ordered = torch.sort(values).values
    # The token mean: verl's actor/entropy with its default loss_agg_mode "token-mean".
    scalars[f"{PREFIX}entropy/mean"] = float(values.double().mean())
    for p in PERCENTILES:
        scalars[f"{PREFIX}entropy/p{p}"] = _percentile(ordered, p)
    if forking_threshold is None:
        forking_threshold = _percentile(ordered, forking.PERCENTILE)
    scalars[f"{PREFIX}forking_share"] = float((values > forking_threshold).float().mean())
    # The threshold itself, so the dashboard outlines the same tokens as forking.
    scalars[metadata.FORKING_THRESHOLD_TAG] = float(forking_threshold)
    total = ordered.sum()
    if total > 0:
        top = ordered[-max(1, int(np.ceil(0.2 * ordered.numel()))):]
        scalars[f"{PREFIX}entropy_top20_share"] = float(top.sum() / total)
    # Mean entropy by position bucket from per-position sums and counts.
    sums = torch.where(valid, entropy, torch.zeros_like(entropy)).sum(dim=0)
    counts_by_position = valid.sum(dim=0)
    length = entropy.shape[1]
    for b in range(position_buckets):
        start, end = b * length // position_buckets, (b + 1) * length // position_buckets
        count = int(counts_by_position[start:end].sum())
        if end > start and count:
            scalars[f"{PREFIX}entropy_by_position/{b}"] = float(sums[start:end].sum() / count)
    return _histogram(values, 0.0, max(float(ordered[-1]), 1e-6), bins)


def _choice_stats(mask: torch.Tensor, chosen: torch.Tensor, top1_log_probs: torch.Tensor | None) -> dict[str, float]:
    """How sure the chosen tokens were, and (with the top-1 log-probs) how often they were not the
    most probable. Masked means as sums: boolean indexing would copy the batch."""
    count = mask.sum()
    if count == 0:
        return {}
    scalars = {f"{PREFIX}low_prob_share": float(((chosen < math.log(0.1)) & mask).sum() / count)}
    if top1_log_probs is not None:
        top1 = top1_log_probs.float()
        scalars[f"{PREFIX}top1_prob/mean"] = float((top1.exp() * mask).sum() / count)
        # A chosen token below the most probable one (beyond fp noise) was exploratory.
        scalars[f"{PREFIX}exploratory_share"] = float(((chosen < top1 - 1e-4) & mask).sum() / count)
    return scalars


def _mismatch_stats(
    log_ratio: torch.Tensor, mask: torch.Tensor, scalars: dict[str, float], threshold: float, bins: int
) -> np.ndarray | None:
    """Adds the training–inference mismatch of the batch's response tokens to ``scalars``: the
    log-ratio r = log π_train − log π_rollout of each sampled token (its mean is minus verl's k1
    estimate of KL(rollout ‖ train); ``kl_k3`` is the low-variance k3 estimate, e^r − 1 − r), its
    spread and extremes, and the share of tokens with |r| above ``threshold``. A mean far from 0
    with a small spread is a constant shift of every token: the two engines normalise their
    softmax differently (a padded vocabulary masked in one of them), not rounding. Returns r's
    histogram."""
    import torch

    values = log_ratio[mask & torch.isfinite(log_ratio)].double()
    if not values.numel():
        return None
    magnitude = values.abs()
    ordered = torch.sort(values).values
    last = ordered.numel() - 1
    scalars.update({
        f"{MISMATCH_PREFIX}log_ratio/mean": float(values.mean()),
        f"{MISMATCH_PREFIX}log_ratio/abs_mean": float(magnitude.mean()),
        f"{MISMATCH_PREFIX}log_ratio/std": float(values.std(correction=0)),
        f"{MISMATCH_PREFIX}log_ratio/min": float(ordered[0]),
        f"{MISMATCH_PREFIX}log_ratio/max": float(ordered[last]),
        f"{MISMATCH_PREFIX}kl_k3/mean": float((values.exp() - 1 - values).mean()),
        f"{MISMATCH_PREFIX}share_beyond": float((magnitude > threshold).double().mean()),
        f"{MISMATCH_PREFIX}threshold": float(threshold),
    })
    bound = max(float(magnitude.max()), 1e-6)
    return _histogram(values.float(), -bound, bound, bins)


def _prob_diff(train: torch.Tensor, rollout: torch.Tensor, mask: torch.Tensor) -> dict[str, float]:
    """The mean |p_train − p_rollout| of the sampled tokens: what verl's FAQ gives thresholds for
    (0.005 warn, 0.01 critical; its ``training/rollout_probs_diff_mean``, which only some
    trainers log), and what the ``mismatch`` detector reads."""
    import torch

    difference = (train.exp() - rollout.exp()).abs()
    kept = mask & torch.isfinite(difference)
    count = int(kept.sum())
    return {f"{MISMATCH_PREFIX}prob_diff/abs_mean": float(torch.where(kept, difference, 0.0).double().sum() / count)} if count else {}


def _histogram(values: torch.Tensor, low: float, high: float, bins: int) -> np.ndarray:
    """``values`` counted on the device into ``bins`` equal bins over [low, high], as TensorBoard's
    histogram rows (left edge, right edge, count)."""
    import torch

    counts = torch.histc(values, bins=bins, min=low, max=high)
    edges = np.linspace(low, high, bins + 1)
    return np.stack([edges[:-1], edges[1:], counts.cpu().double().numpy()], axis=1)


def _group_stats(mask: Any, uid: Sequence[Any], scores: Any, responses: Any) -> dict[str, float]:
    groups = [rows for rows in rows_by_group(uid).values() if len(rows) >= 2]  # a group of one compares nothing
    if not groups:
        return {}
    out: dict[str, float] = {}
    if scores is not None:
        values = scores.float().cpu().numpy()
        # Non-finite scores are left out, as the selection policy leaves them out: a group is
        # judged on its finite scores, and one with fewer than two says nothing about spread.
        finite = [values[rows][np.isfinite(values[rows])] for rows in groups]
        spreads = [float(np.ptp(group)) for group in finite if group.size >= 2]
        if spreads:
            out[f"{PREFIX}groups/dead_share"] = float(np.mean([s == 0 for s in spreads]))
            out[f"{PREFIX}groups/reward_spread"] = float(np.mean(spreads))
    if responses is not None:
        own = mask.cpu().numpy().astype(bool)
        tokens = responses.cpu().numpy().astype(np.int64)
        # Over the policy's own tokens only (a multi-turn response's tool outputs are not its
        # choices): a response is identified by the bytes of those tokens; a bigram is two
        # adjacent tokens of one turn, as one int64 (both vectorised: a 256 x 2048 batch has half
        # a million bigrams).
        keys = [tokens[r][own[r]].tobytes() for r in range(tokens.shape[0])]
        base = int(tokens.max()) + 1 if tokens.size else 1
        pairs = tokens[:, :-1] * base + tokens[:, 1:]
        paired = own[:, :-1] & own[:, 1:]
        duplicates, distinct = [], []
        for rows in groups:
            seen = [keys[r] for r in rows]
            duplicates += [seen.count(k) > 1 for k in seen]
            bigrams = np.concatenate([pairs[r][paired[r]] for r in rows])
            if bigrams.size:
                distinct.append(np.unique(bigrams).size / bigrams.size)
        out[f"{PREFIX}groups/duplicate_share"] = float(np.mean(duplicates))
        if distinct:
            out[f"{PREFIX}groups/distinct_2gram"] = float(np.mean(distinct))
    return out
