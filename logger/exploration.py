"""Whole-batch exploration statistics, computed on the batch's device each step.

verl logs one mean entropy per step; entropy collapse, dead GRPO groups and reward hacking show up
earlier in the distribution: how many tokens are still "forking" (high entropy), how much of the
entropy the top 20% of tokens hold, how often the policy picks a token that is not its most
probable one, and whether a group's responses still differ at all. Every statistic covers all
response tokens of the batch (``response_mask`` 1), not just the recorded samples; non-finite
entropies are left out, and a statistic with no data is not reported.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    import torch

FORKING_ENTROPY = 0.672
"""Default threshold of a "forking" token: the 80th entropy percentile Wang et al. (2025, "Beyond
the 80/20 rule") measured on Qwen3 chains of thought; set your own from your model's p80."""

PERCENTILES = (10, 50, 90, 99)
PREFIX = "exploration/"


def exploration_stats(
    response_mask: torch.Tensor,
    entropys: torch.Tensor | None = None,
    old_log_probs: torch.Tensor | None = None,
    top1_log_probs: torch.Tensor | None = None,
    responses: torch.Tensor | None = None,
    uid: Sequence[Any] | None = None,
    scores: torch.Tensor | None = None,
    *,
    forking_threshold: float = FORKING_ENTROPY,
    bins: int = 30,
    position_buckets: int = 8,
) -> tuple[dict[str, float], np.ndarray | None]:
    """Scalars named ``exploration/...`` and a TensorBoard histogram (``[bins, 3]``: left edge,
    right edge, count) of the per-token entropy."""
    import torch

    scalars: dict[str, float] = {}
    mask = response_mask.bool()
    histogram = None
    with torch.no_grad():
        if entropys is not None:
            entropy = entropys.float()
            valid = mask & torch.isfinite(entropy)
            values = entropy[valid]
            if values.numel():
                quantiles = torch.quantile(values, torch.tensor([p / 100 for p in PERCENTILES], device=values.device))
                for p, q in zip(PERCENTILES, quantiles.tolist()):
                    scalars[f"{PREFIX}entropy/p{p}"] = q
                scalars[f"{PREFIX}forking_share"] = float((values > forking_threshold).float().mean())
                total = values.sum()
                if total > 0:
                    top = torch.sort(values, descending=True).values[: max(1, int(np.ceil(0.2 * values.numel())))]
                    scalars[f"{PREFIX}entropy_top20_share"] = float(top.sum() / total)
                low, high = 0.0, max(float(values.max()), 1e-6)
                counts = torch.histc(values, bins=bins, min=low, max=high)
                edges = np.linspace(low, high, bins + 1)
                histogram = np.stack([edges[:-1], edges[1:], counts.cpu().double().numpy()], axis=1)
                length = entropy.shape[1]
                for b in range(position_buckets):
                    start, end = b * length // position_buckets, (b + 1) * length // position_buckets
                    in_bucket = valid[:, start:end]
                    if end > start and in_bucket.any():
                        scalars[f"{PREFIX}entropy_by_position/{b}"] = float(entropy[:, start:end][in_bucket].mean())
        if old_log_probs is not None:
            chosen = old_log_probs.float()[mask]
            if chosen.numel():
                scalars[f"{PREFIX}low_prob_share"] = float((chosen.exp() < 0.1).float().mean())
                if top1_log_probs is not None:
                    top1 = top1_log_probs.float()[mask]
                    scalars[f"{PREFIX}top1_prob/mean"] = float(top1.exp().mean())
                    # A chosen token below the most probable one (beyond fp noise) was exploratory.
                    scalars[f"{PREFIX}exploratory_share"] = float((chosen < top1 - 1e-4).float().mean())
    if uid is not None:
        scalars.update(_group_stats(mask, uid, scores, responses))
    return scalars, histogram


def _group_stats(mask: Any, uid: Sequence[Any], scores: Any, responses: Any) -> dict[str, float]:
    members: dict[str, list[int]] = {}
    for row, group in enumerate(uid):
        members.setdefault(str(group), []).append(row)
    groups = [rows for rows in members.values() if len(rows) >= 2]  # a group of one compares nothing
    if not groups:
        return {}
    out: dict[str, float] = {}
    if scores is not None:
        values = scores.float().cpu().numpy()
        spreads = [float(np.ptp(values[rows])) for rows in groups]
        out[f"{PREFIX}groups/dead_share"] = float(np.mean([s == 0 for s in spreads]))
        out[f"{PREFIX}groups/reward_spread"] = float(np.mean(spreads))
    if responses is not None:
        lengths = mask.sum(dim=1).cpu().numpy()
        tokens = responses.cpu().numpy()
        texts = [tuple(tokens[r, : lengths[r]].tolist()) for r in range(tokens.shape[0])]
        duplicates, distinct = [], []
        for rows in groups:
            seen = [texts[r] for r in rows]
            duplicates += [seen.count(t) > 1 for t in seen]
            bigrams = [(t[i], t[i + 1]) for t in seen for i in range(len(t) - 1)]
            if bigrams:
                distinct.append(len(set(bigrams)) / len(bigrams))
        out[f"{PREFIX}groups/duplicate_share"] = float(np.mean(duplicates))
        if distinct:
            out[f"{PREFIX}groups/distinct_2gram"] = float(np.mean(distinct))
    return out
