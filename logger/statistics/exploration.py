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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from tb_verl_logger.rows.selection import GroupIds, group_codes
from tb_verl_logger.statistics import forking, layout, streaming
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
    """One step's whole batch as the statistics read it (``[B, R]`` tensors on any device, all
    padded or all jagged: :mod:`.layout`; ``uid`` and ``scores`` one per row). Only the mask is
    required: a statistic whose inputs are absent is not reported."""

    response_mask: torch.Tensor
    entropys: torch.Tensor | None = None
    old_log_probs: torch.Tensor | None = None
    top1_log_probs: torch.Tensor | None = None
    responses: torch.Tensor | None = None
    uid: GroupIds | None = None
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
    :mod:`tb_verl_logger.statistics.forking`, which keeps the first step's).

    The per-token statistics read the batch in two passes a chunk of rows at a time
    (:mod:`tb_verl_logger.statistics.streaming`): sums, counts, extremes and the entropy's rank counts, then
    the histograms (whose ranges the first pass found) and the exact order statistics. Their cost
    is a few reads of the batch, without a sort of it or a copy of it."""
    import torch

    scalars: dict[str, float] = {}
    histograms: dict[str, np.ndarray] = {}
    mask = batch.response_mask  # as given: each chunk is made 0/1 weights where it is read
    with torch.no_grad():
        passes = _TokenPasses(batch, forking_threshold, mismatch_threshold, bins)
        for chunk in passes.chunks():
            passes.first(chunk)
        passes.release()
        if passes.second_needed():
            for chunk in passes.chunks():
                passes.second(chunk)
        passes.report(scalars, histograms, position_buckets)
        turns = _turn_stats(batch, scalars, passes.multi_turn, passes.chunks)
        if turns is not None:
            histograms[metadata.TURNS_HISTOGRAM_TAG] = turns
        passes.release()
    if batch.uid is not None:
        scalars.update(_group_stats(mask, batch.uid, batch.scores, batch.responses, passes.responses))
    return scalars, histograms


class _Sums:
    """Device accumulators of one pass, by name: each chunk adds to them on the batch's device,
    and the host reads them all with one transfer at the end (a GPU is not waited for per chunk)."""

    def __init__(self, device: torch.device) -> None:
        self._device = device
        self._values: dict[str, torch.Tensor] = {}
        self._host: dict[str, float] | None = None

    def add(self, name: str, value: torch.Tensor) -> None:
        value = value.double()
        self._values[name] = self._values[name] + value if name in self._values else value

    def extreme(self, name: str, value: torch.Tensor, largest: bool) -> None:
        import torch

        value = value.double()
        if name in self._values:
            value = torch.maximum(self._values[name], value) if largest else torch.minimum(self._values[name], value)
        self._values[name] = value

    def host(self) -> dict[str, float]:
        """Every scalar accumulator on the host (vectors stay on the device: :meth:`vector`)."""
        import torch

        if self._host is None:
            scalar = {name: value for name, value in self._values.items() if value.ndim == 0}
            read = torch.stack(list(scalar.values())).cpu().tolist() if scalar else []
            self._host = dict(zip(scalar, read))
        return self._host

    def vector(self, name: str) -> torch.Tensor | None:
        return self._values.get(name)


_FAR = 3e38
"""Beyond any log-ratio: added to the zeros of the tokens left out so that they are no extreme."""


class _TokenPasses:
    """The per-token statistics of :func:`exploration_stats`, accumulated a chunk of rows at a time."""

    def __init__(
        self, batch: ExplorationBatch, forking_threshold: float | None, mismatch_threshold: float, bins: int
    ) -> None:

        mask = batch.response_mask
        self.batch, self.mask = batch, mask
        self.forking_threshold, self.mismatch_threshold, self.bins = forking_threshold, mismatch_threshold, bins
        self.sums = _Sums(mask.device)
        # The passes' chunk-sized temporaries, the rankings' too (their buffers' names are their own).
        self._scratch = streaming.Scratch(mask.device)
        self.ranked = streaming.RankedValues(mask.device, self._scratch) if batch.entropys is not None else None
        self.ratio_counts = (
            streaming.RankedValues(mask.device, self._scratch)
            if batch.old_log_probs is not None and batch.rollout_log_probs is not None
            else None
        )
        self.multi_turn = False
        self.responses: _ResponseKeys | None = (
            _ResponseKeys(layout.width(mask), mask.device)
            if batch.uid is not None and batch.responses is not None
            else None
        )
        self.entropies = 0
        """How many entropies count (known after the first pass)."""
        self._shift: float | None = None  # the log-ratio's mean in the first chunk (see first())
        self._zeroed: dict[int, torch.Tensor] = {}  # per chunk (by its key): the tokens its mask leaves out
        self._whole: dict[int, bool] = {}  # per chunk (by its key): whether its mask leaves none out
        self._entropy_not_finite: set[int] = set()  # the chunks (by their keys) whose entropy has a NaN or inf

    def release(self) -> None:
        """Frees the chunk-sized temporaries: after the first pass, whose buffers the second mostly
        does without (they sat beside its bins: 18.6 MB alive at once at 4,096 x 1,024, 14.9 after),
        and once the passes are done, for the group statistics to reuse that memory instead of
        adding theirs to it (8-10 MB more at 4,096 x 1,024)."""
        self._scratch.clear()

    def chunks(self) -> list[layout.Chunk]:
        """The batch's chunks, planned again for each pass (a jagged chunk keeps temporaries of
        the pass in the scratch buffers the next chunk reuses)."""
        return layout.chunks(self.mask, self._scratch)

    def _kept(
        self, values: torch.Tensor, chunk: layout.Chunk, weights: torch.Tensor, read_only: bool = False
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        """``values`` (fp32, of ``chunk``) zeroed outside the tokens that count (the policy's, where
        finite), how many were zeroed, the 0/1 weights of those that count, and their sum. The
        common case (every value at the policy's tokens finite: a product with the mask's weights
        and its sum tell, the sum the statistics need anyway) costs a product and a sum; only a
        chunk holding a NaN or inf (or one outside the mask) is masked value by value. A chunk
        whose every token is the policy's (a single-turn jagged batch's) needs no product: when
        the caller only reads what it gets (``read_only``), it gets ``values`` themselves."""
        import torch

        if read_only and self._whole[chunk.key]:
            kept = values
        else:
            kept = torch.mul(values, weights, out=self._scratch.get("kept", values))
        total = kept.sum()
        if bool(torch.isfinite(total)):
            return kept, self._zeroed[chunk.key], weights, total
        return self._finite_only(values, chunk)

    def _finite_only(
        self, values: torch.Tensor, chunk: layout.Chunk
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        """:meth:`_kept` of a chunk holding a NaN or inf: masked value by value."""
        import torch

        keep = chunk.field(self.mask).bool() & torch.isfinite(values)
        kept = torch.where(keep, values, 0.0)
        return kept, keep.numel() - keep.sum(), keep.float(), kept.sum()

    def _weights(self, chunk: layout.Chunk) -> torch.Tensor:
        """The mask of ``chunk`` as 0/1 fp32 weights (float arithmetic is several times faster than
        the same with a bool mask on a CPU); the first time, notes how many tokens it leaves out
        and whether that is none (then a product with the weights changes nothing)."""
        weights = chunk.field(self.mask).float()
        if chunk.key not in self._zeroed:
            zeroed = self._zeroed[chunk.key] = weights.numel() - weights.sum().long()
            self._whole[chunk.key] = not bool(zeroed)
        return weights

    def first(self, chunk: layout.Chunk) -> None:
        """Sums, counts, extremes and the entropy's first rank counts of ``chunk``. Sums accumulate
        in fp64 from each chunk's fp32 sums."""
        import torch

        sums = self.sums
        weights = self._weights(chunk)
        # Only a chunk with a row whose policy tokens are not a prefix of it counts runs (turns).
        scratch = self._scratch
        prefixes, most_turns = chunk.turns(weights)
        if most_turns is not None:
            sums.extreme("turn_starts", most_turns, largest=True)
        if self.ranked is not None:
            entropies = chunk.field(self.batch.entropys).float()  # type: ignore[arg-type]
            kept, left_out, counted, total = self._kept(entropies, chunk, weights, read_only=True)
            if counted is not weights:
                self._entropy_not_finite.add(chunk.key)
            sums.add("entropy/sum", total)
            sums.add("entropy/position_sum", chunk.position_sums(kept))
            sums.add(
                "entropy/position_count",
                chunk.position_counts(weights) if counted is weights else chunk.position_sums(counted),
            )
            # An entropy is >= 0, so the zeros of the tokens left out change no maximum that matters: the
            # histogram spans [0, max]. (A chunk without a token is a batch without one: no extreme.)
            if kept.numel():
                sums.extreme("entropy/max", kept.amax(), largest=True)
            self.ranked.count(kept, left_out)
        if self.batch.old_log_probs is not None:
            chosen = chunk.field(self.batch.old_log_probs).float()
            sums.add("choice/count", weights.numel() - self._zeroed[chunk.key])
            # A masked-out token's 0 is no log-prob below log 0.1; a NaN is none either. (count_nonzero: a sum
            # of bools would copy them to int64 first.)
            low_prob = (
                chosen if self._whole[chunk.key] else torch.mul(chosen, weights, out=scratch.get("product", chosen))
            )
            sums.add(
                "choice/low",
                torch.count_nonzero(torch.lt(low_prob, math.log(0.1), out=scratch.get("flags", chosen, torch.bool))),
            )
            if self.batch.top1_log_probs is not None:
                top1 = chunk.field(self.batch.top1_log_probs).float()
                sums.add("choice/top1", (top1.exp() * weights).sum())
                # A chosen token below the most probable one (beyond fp noise) was exploratory.
                sums.add("choice/exploratory", ((chosen < top1 - 1e-4) * weights).sum())
        if self.batch.old_log_probs is not None and self.batch.rollout_log_probs is not None:
            rollout = chunk.field(self.batch.rollout_log_probs).float()
            difference = torch.sub(chosen, rollout, out=scratch.get("ratio", rollout))
            kept, left_out, counted, total = self._kept(difference, chunk, weights)
            # e^r − 1, exact for small r (k3 and p_train − p_rollout are differences of it)
            grown = torch.expm1(kept, out=scratch.get("grown", kept))
            sums.add("ratio/count", kept.numel() - left_out)
            sums.add("ratio/sum", total)
            magnitude = torch.abs(kept, out=difference)  # the difference is read no more: its buffer holds |r|
            sums.add("ratio/abs_sum", magnitude.sum())
            beyond = torch.gt(magnitude, self.mismatch_threshold, out=scratch.get("flags", kept, torch.bool))
            sums.add("ratio/beyond", torch.count_nonzero(beyond))
            # The spread from squares about the first chunk's mean: about 0 they would cancel, a constant shift
            # (a padded vocabulary: every r near 0.2, spread 0.002) losing the spread's digits in fp32.
            if self._shift is None:
                self._shift = float(total / max(1, int(kept.numel() - left_out)))
            centered = torch.mul(counted, self._shift, out=magnitude)  # |r| is read no more either
            torch.sub(kept, centered, out=centered)
            sums.add("ratio/centered_sum", centered.sum())
            product = scratch.get("product", kept)
            sums.add("ratio/centered_square_sum", torch.mul(centered, centered, out=product).sum())
            sums.add("ratio/k3_sum", torch.sub(grown, kept, out=product).sum())
            self.ratio_counts.count(kept, left_out)  # type: ignore[union-attr]
            # The extremes of the values counted. The zeros of the others are no extreme unless the values
            # counted all lie on one side of 0: those (a constant shift: a padded vocabulary) are pushed aside.
            if kept.numel():
                low, high = kept.amin(), kept.amax()
                if bool(left_out) and (float(low) >= 0 or float(high) <= 0):
                    aside = (1 - counted) * _FAR
                    low, high = (kept + aside).amin(), (kept - aside).amax()
                sums.extreme("ratio/min", low, largest=False)
                sums.extreme("ratio/max", high, largest=True)
            # p_train − p_rollout = p_rollout (e^r − 1), over the same tokens (a zeroed r adds 0).
            finite = torch.nan_to_num(rollout, nan=0.0, posinf=0.0, neginf=-100.0, out=scratch.get("product", rollout))
            sums.add("prob_diff/sum", finite.exp_().mul_(grown).abs_().sum())
        if self.responses is not None:
            ids = chunk.field(self.batch.responses)  # type: ignore[arg-type]
            self.responses.add(chunk, ids, weights, prefixes, self._whole[chunk.key], scratch)

    def second_needed(self) -> bool:
        """Between the passes: the ranks the second one resolves; whether there is one (no
        entropy counted: none)."""
        read = self.sums.host()
        self.multi_turn = read.get("turn_starts", 0) >= 2  # absent: every chunk held prefixes
        if self.ranked is not None:
            self.entropies = self.ranked.total()
            if self.entropies:
                ranks = streaming.percentile_ranks(self.entropies, (*PERCENTILES, forking.PERCENTILE))
                self.ranked.ask(
                    ranks,
                    sum_from=self.entropies - max(1, math.ceil(0.2 * self.entropies)),
                    above=() if self.forking_threshold is None else (self.forking_threshold,),
                )
        return bool(self.entropies)

    def second(self, chunk: layout.Chunk) -> None:
        """The entropy's exact ranks, of the values the first pass counted (whether a chunk held a
        NaN or inf is known from it: no second sum to find out)."""
        import torch

        values = chunk.field(self.batch.entropys).float()  # type: ignore[arg-type]
        if chunk.key in self._entropy_not_finite:
            kept, left_out, _, _ = self._finite_only(values, chunk)
        else:
            weights = self._weights(chunk)
            kept = (
                values if self._whole[chunk.key] else torch.mul(values, weights, out=self._scratch.get("kept", values))
            )
            left_out = self._zeroed[chunk.key]
        self.ranked.refine(kept, left_out)  # type: ignore[union-attr]

    def report(self, scalars: dict[str, float], histograms: dict[str, np.ndarray], position_buckets: int) -> None:
        read = self.sums.host()
        if self.entropies:
            assert self.ranked is not None  # entropies are counted by the ranking
            self._entropy_scalars(scalars, read, position_buckets)
            histograms[metadata.ENTROPY_HISTOGRAM_TAG] = self.ranked.histogram(
                0.0, max(read["entropy/max"], 1e-6), self.bins
            )
        if read.get("choice/count", 0):
            count = read["choice/count"]
            scalars[f"{PREFIX}low_prob_share"] = read["choice/low"] / count
            if "choice/top1" in read:
                scalars[f"{PREFIX}top1_prob/mean"] = read["choice/top1"] / count
                scalars[f"{PREFIX}exploratory_share"] = read["choice/exploratory"] / count
        if read.get("ratio/count", 0):
            self._mismatch(scalars, read)
            bound = max(abs(read["ratio/min"]), abs(read["ratio/max"]), 1e-6)
            histograms[metadata.MISMATCH_HISTOGRAM_TAG] = self.ratio_counts.histogram(-bound, bound, self.bins)  # type: ignore[union-attr]
        if read.get("ratio/count", 0) and "prob_diff/sum" in read:
            # The mean |p_train − p_rollout| of the sampled tokens: what verl's FAQ gives thresholds for
            # (0.005 warn, 0.01 critical; its training/rollout_probs_diff_mean, which only some trainers
            # log), and what the mismatch detector reads.
            scalars[f"{MISMATCH_PREFIX}prob_diff/abs_mean"] = read["prob_diff/sum"] / read["ratio/count"]

    def _entropy_scalars(self, scalars: dict[str, float], read: dict[str, float], position_buckets: int) -> None:
        """The entropy distribution's scalars: mean, percentiles, forking share and threshold, the
        share the top 20% of tokens hold, mean by position bucket."""
        assert self.ranked is not None
        count = self.entropies
        # The token mean: verl's actor/entropy with its default loss_agg_mode "token-mean".
        scalars[f"{PREFIX}entropy/mean"] = read["entropy/sum"] / count
        for p in PERCENTILES:
            scalars[f"{PREFIX}entropy/p{p}"] = self.ranked.percentile(p)
        threshold = (
            self.ranked.percentile(forking.PERCENTILE) if self.forking_threshold is None else self.forking_threshold
        )
        scalars[f"{PREFIX}forking_share"] = self.ranked.count_above(threshold) / count
        # The threshold itself, so the dashboard outlines the same tokens as forking.
        scalars[metadata.FORKING_THRESHOLD_TAG] = float(threshold)
        if read["entropy/sum"] > 0:
            top = max(1, math.ceil(0.2 * count))
            scalars[f"{PREFIX}entropy_top20_share"] = self.ranked.sum_from(count - top) / read["entropy/sum"]
        sums, counts = self.sums.vector("entropy/position_sum"), self.sums.vector("entropy/position_count")
        assert sums is not None and counts is not None
        by_position = _bucketed(sums.cpu().numpy(), counts.cpu().numpy(), position_buckets)
        scalars.update({f"{PREFIX}entropy_by_position/{b}": mean for b, mean in by_position.items()})

    def _mismatch(self, scalars: dict[str, float], read: dict[str, float]) -> None:
        """The training–inference mismatch of the batch's response tokens: the log-ratio r = log
        π_train − log π_rollout of each sampled token (its mean is minus verl's k1 estimate of
        KL(rollout ‖ train); ``kl_k3`` is the low-variance k3 estimate, e^r − 1 − r), its spread
        and extremes, and the share of tokens with |r| above the threshold. A mean far from 0
        with a small spread is a constant shift of every token: the two engines normalise their
        softmax differently (a padded vocabulary masked in one of them), not rounding."""
        count = read["ratio/count"]
        mean = read["ratio/sum"] / count
        centered_mean = read["ratio/centered_sum"] / count
        scalars.update(
            {
                f"{MISMATCH_PREFIX}log_ratio/mean": mean,
                f"{MISMATCH_PREFIX}log_ratio/abs_mean": read["ratio/abs_sum"] / count,
                f"{MISMATCH_PREFIX}log_ratio/std": math.sqrt(
                    max(0.0, read["ratio/centered_square_sum"] / count - centered_mean**2)
                ),
                f"{MISMATCH_PREFIX}log_ratio/min": read["ratio/min"],
                f"{MISMATCH_PREFIX}log_ratio/max": read["ratio/max"],
                f"{MISMATCH_PREFIX}kl_k3/mean": read["ratio/k3_sum"] / count,
                f"{MISMATCH_PREFIX}share_beyond": read["ratio/beyond"] / count,
                f"{MISMATCH_PREFIX}threshold": float(self.mismatch_threshold),
            }
        )


def _bucketed(sums: np.ndarray, counts: np.ndarray, buckets: int) -> dict[int, float]:
    """Mean entropy by position bucket from per-position sums and counts (buckets without a
    token are left out)."""
    length = sums.size
    means = {}
    for b in range(buckets):
        start, end = b * length // buckets, (b + 1) * length // buckets
        count = counts[start:end].sum()
        if end > start and count:
            means[b] = float(sums[start:end].sum() / count)
    return means


def _turn_stats(
    batch: ExplorationBatch, scalars: dict[str, float], multi_turn: bool, chunks: Callable[[], list[layout.Chunk]]
) -> np.ndarray | None:
    """Multi-turn responses (``multi_turn``: some row has two policy turns; or tool calls were
    made): per turn index over the batch, the mean entropy, mean |log π_train − log π_rollout| and
    mean length of the turn; turns per response (mean and histogram), tool calls per response,
    the share of failed calls and of responses that reached the turn limit. Nothing for
    single-turn batches (the first pass found their turns, so they pay nothing here). One more
    pass over the batch's ``chunks`` (either layout, a jagged one as it is: padding it first cost
    0.3-0.4 s a step at 4,096 x 1,024), each turn's sums by a weighted count of its tokens."""
    calls = batch.tool_calls
    if not multi_turn and not (calls and any(calls)):
        return None
    import torch

    by_turn = _TurnSums()
    turns_of_rows = []
    for chunk in chunks():
        runs = chunk.policy_runs(chunk.field(batch.response_mask))
        turns_of_rows.append(runs.per_row)
        by_turn.count(runs)
        if batch.entropys is not None:
            by_turn.add("entropy", runs, chunk.field(batch.entropys).float())
        if batch.old_log_probs is not None and batch.rollout_log_probs is not None:
            gap = chunk.field(batch.old_log_probs).float() - chunk.field(batch.rollout_log_probs).float()
            by_turn.add("mismatch_abs", runs, gap.abs_())
    per_row = torch.cat(turns_of_rows)
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
    top = int(per_row.max()) if per_row.numel() else 0
    reached = np.bincount(per_row.cpu().numpy(), minlength=top + 1)[::-1].cumsum()[::-1]  # rows with t turns or more
    turn_tokens, means = by_turn.tokens(), {name: by_turn.sums_and_counts(name) for name in by_turn.summed()}
    for t in range(1, top + 1):
        scalars[f"{TURNS_PREFIX}by_turn/{t}/length"] = _at(turn_tokens, t) / max(1, int(reached[t]))
        for name, (sums, counts) in means.items():
            if _at(counts, t):
                scalars[f"{TURNS_PREFIX}by_turn/{t}/{name}"] = _at(sums, t) / _at(counts, t)
    return _histogram(per_row[answered].float(), 0.5, top + 0.5, top) if rows else None


def _at(values: np.ndarray, index: int) -> float:
    """``values[index]``, 0 past its end (a turn no chunk reached)."""
    return float(values[index]) if index < values.size else 0.0


class _TurnSums:
    """Per turn number (1, 2, ...; 0: none), the tokens, and the sum and count of per-token values
    by name, over the chunks, on the batch's device (fp64 sums of the finite values: a NaN or inf
    is left out), added up a run of a turn's tokens at a time (:class:`layout.PolicyRuns`)."""

    def __init__(self) -> None:
        self._tokens: torch.Tensor | None = None
        self._sums: dict[str, torch.Tensor] = {}
        self._counts: dict[str, torch.Tensor] = {}

    def count(self, runs: layout.PolicyRuns) -> None:
        """Counts a chunk's policy tokens by their turn."""
        self._tokens = _added(self._tokens, runs.by_turn(runs.lengths.double()))

    def add(self, name: str, runs: layout.PolicyRuns, values: torch.Tensor) -> None:
        """Adds a chunk's ``values`` of ``name`` by their tokens' turn."""
        import torch

        sums, counts = runs.sums(values), runs.lengths.double()
        if not bool(torch.isfinite(sums).all()):  # a NaN or inf in a turn (one at a tool output is in no run)
            finite = torch.isfinite(values)
            sums, counts = runs.sums(torch.where(finite, values, 0)), runs.sums(finite.to(values.dtype))
        self._sums[name] = _added(self._sums.get(name), runs.by_turn(sums))
        self._counts[name] = _added(self._counts.get(name), runs.by_turn(counts))

    def tokens(self) -> np.ndarray:
        """The tokens of each turn number, on the host."""
        return np.zeros(0) if self._tokens is None else self._tokens.cpu().numpy()

    def summed(self) -> list[str]:
        """The names of the values added, in the order first added."""
        return list(self._sums)

    def sums_and_counts(self, name: str) -> tuple[np.ndarray, np.ndarray]:
        """The sums and counts of ``name``'s values by turn number, on the host."""
        return self._sums[name].cpu().numpy(), self._counts[name].cpu().numpy()


def _added(total: torch.Tensor | None, more: torch.Tensor) -> torch.Tensor:
    """``total + more``, the shorter padded with zeros (chunks reach different turn numbers)."""
    import torch

    if total is None:
        return more
    size = max(total.numel(), more.numel())
    return torch.nn.functional.pad(total, (0, size - total.numel())) + torch.nn.functional.pad(
        more, (0, size - more.numel())
    )


def _histogram(values: torch.Tensor, low: float, high: float, bins: int) -> np.ndarray:
    """``values`` counted on the device into ``bins`` equal bins over [low, high], as TensorBoard's
    histogram rows (left edge, right edge, count)."""
    import torch

    counts = torch.histc(values, bins=bins, min=low, max=high)
    edges = np.linspace(low, high, bins + 1)
    return np.stack([edges[:-1], edges[1:], counts.cpu().double().numpy()], axis=1)


DISTINCT_GROUPS = 32
"""Groups whose 2-gram diversity is measured a step (all of them when there are no more): its
mean over a uniform sample of groups has a standard error of the groups' spread / sqrt(32)
(finite-population corrected), whatever the batch's size; exact up to 32 groups."""


class _ResponseKeys:
    """Per row, the number of the policy's tokens and a linear hash of them (by their place among
    the policy's tokens, so a tool output between turns does not move them), accumulated a chunk
    of rows at a time: rows with equal keys in a group are the candidates for duplicates, which
    :func:`_duplicates` then compares token by token (a collision costs a comparison, never a
    wrong answer)."""

    def __init__(self, length: int, device: torch.device) -> None:
        import torch

        generator = torch.Generator().manual_seed(0x7B7E)
        self._weights = torch.randint(1, 1 << 10, (length,), generator=generator, dtype=torch.int32).to(device)
        self._parts: list[torch.Tensor] = []

    def add(
        self,
        chunk: layout.Chunk,
        token_ids: torch.Tensor,
        weights: torch.Tensor,
        single_turn: bool,
        whole: bool,
        scratch: streaming.Scratch,
    ) -> None:
        """Adds the keys of a chunk's rows (its ids and the policy's tokens as 0/1 weights; every
        row's tokens a prefix of it when ``single_turn``: their place is their position; every
        token the policy's when ``whole``), the chunk-sized temporaries in ``scratch``."""
        import torch

        # int32 products (an id's low 21 bits times a weight below 2**10), summed as int64 (torch sums integers
        # into int64; asked for with dtype=, it first copies them to int64): exact.
        ids = scratch.get("ids", token_ids, torch.int32).copy_(token_ids).bitwise_and_((1 << 21) - 1)
        policy = weights
        if not whole:  # int32 weights, which the places below also count (no copy of their own)
            policy = scratch.get("int_weights", weights, torch.int32).copy_(weights)
            ids.mul_(policy)
        places = chunk.places(policy, single_turn)
        if isinstance(places, slice):  # a padded chunk's positions: the weights broadcast over its rows
            ids.mul_(self._weights[places])
        else:  # gathered into a buffer the next chunk reuses
            ids.mul_(
                torch.index_select(
                    self._weights, 0, places.view(-1), out=scratch.sized("place_weights", places.numel(), torch.int32)
                ).view(places.shape)
            )
        hashes = chunk.row_sums(ids)
        self._parts.append(torch.stack([chunk.row_counts(weights).long(), hashes]))

    def keys(self) -> np.ndarray:
        """``[B, 2]``: each row's token count and hash."""
        import torch

        return torch.cat(self._parts, dim=1).T.cpu().numpy()


def _group_stats(mask: Any, uid: GroupIds, scores: Any, responses: Any, keys: _ResponseKeys | None) -> dict[str, float]:
    """The GRPO groups' statistics (verl's ``uid``; a group of one compares nothing): the share of
    dead groups (one reward for all) and the mean reward spread; the share of responses equal to
    another of their group, and the groups' 2-gram diversity. Vectorised over the groups."""
    group, count = group_codes(uid)
    sizes = np.bincount(group, minlength=count)
    if not (sizes >= 2).any():
        return {}
    out: dict[str, float] = {}
    if scores is not None:
        out.update(_score_spreads(group, sizes, scores.float().cpu().numpy().astype(np.float64)))
    if responses is not None and keys is not None:
        shared = np.flatnonzero(sizes[group] >= 2)
        out[f"{PREFIX}groups/duplicate_share"] = float(_duplicates(group, keys.keys(), shared, responses, mask).mean())
        distinct = _distinct_2grams(group, sizes, responses, mask)
        if distinct is not None:
            out[f"{PREFIX}groups/distinct_2gram"] = distinct
    return out


def _score_spreads(group: np.ndarray, sizes: np.ndarray, scores: np.ndarray) -> dict[str, float]:
    """Dead share and mean spread of the groups' finite scores. Non-finite scores are left out,
    as the selection policy leaves them out: a group is judged on its finite scores, and one
    with fewer than two says nothing about spread."""
    finite = np.isfinite(scores)
    high = np.full(sizes.size, -np.inf)
    low = np.full(sizes.size, np.inf)
    np.maximum.at(high, group[finite], scores[finite])
    np.minimum.at(low, group[finite], scores[finite])
    judged = (sizes >= 2) & (np.bincount(group[finite], minlength=sizes.size) >= 2)
    if not judged.any():
        return {}
    spreads = (high - low)[judged]
    return {
        f"{PREFIX}groups/dead_share": float(np.mean(spreads == 0)),
        f"{PREFIX}groups/reward_spread": float(np.mean(spreads)),
    }


def _duplicates(group: np.ndarray, keys: np.ndarray, shared: np.ndarray, responses: Any, mask: Any) -> np.ndarray:
    """Per row of ``shared`` (the rows in groups of two or more), whether another row of its
    group has the same policy tokens (a multi-turn response's tool outputs are not its choices).
    Rows with equal keys (:class:`_ResponseKeys`) in a group are compared token by token, so a
    hash collision never makes a duplicate."""
    table = np.concatenate([group[shared, None], keys[shared]], axis=1)
    _, cls, counts = np.unique(table, axis=0, return_inverse=True, return_counts=True)
    cls = cls.reshape(-1)
    duplicate = np.zeros(shared.size, dtype=bool)
    candidates = np.flatnonzero(counts[cls] >= 2)  # rows sharing their key with another
    order = candidates[np.argsort(cls[candidates], kind="stable")]
    ids_of, mask_of = layout.RowCutter(responses), layout.RowCutter(mask)
    for members in np.split(order, np.flatnonzero(np.diff(cls[order])) + 1) if order.size else ():
        rows = shared[members].tolist()
        tokens = [ids[kept.bool()].cpu().numpy().tobytes() for ids, kept in zip(ids_of.rows(rows), mask_of.rows(rows))]
        duplicate[members] = [tokens.count(t) > 1 for t in tokens]
    return duplicate


def _distinct_2grams(group: np.ndarray, sizes: np.ndarray, responses: Any, mask: Any) -> float | None:
    """The mean over groups (of two or more responses) of distinct 2-grams / all 2-grams of the
    group's responses, a 2-gram being two adjacent tokens of one policy turn; over a uniform
    sample of :data:`DISTINCT_GROUPS` groups (fixed seed: the same batch gives the same answer)
    when there are more. None when no group has a 2-gram. The sampled groups' rows are read a
    batch of whole groups at a time, each batch's 2-grams keyed by their group and counted with
    one sort: a sort per group cost more in its fixed overhead than in sorting (32 groups of 8
    rows x 1,024 tokens: 18 ms against 13). A batch holds about a quarter of a chunk's values
    (:func:`streaming.chunk_values`): its 2-grams and their sort take several int64 temporaries
    where a chunk's are 4 bytes a value (a whole chunk's worth raised the peak by 4 MB at
    4,096 x 1,024)."""
    import torch

    candidates = np.flatnonzero(sizes >= 2)
    if candidates.size > DISTINCT_GROUPS:
        candidates = np.sort(np.random.default_rng(0).choice(candidates, DISTINCT_GROUPS, replace=False))
    sample = np.full(sizes.size, -1)
    sample[candidates] = np.arange(candidates.size)
    numbers = sample[group]  # each row's group's place in the sample, -1 for a row not sampled
    rows = np.flatnonzero(numbers >= 0)
    rows = rows[np.argsort(numbers[rows], kind="stable")]
    ids_of, mask_of = layout.RowCutter(responses), layout.RowCutter(mask)
    lengths = ids_of.lengths(rows.tolist())
    budget = streaming.chunk_values(rows.size, int(lengths.max(initial=1)), responses.device) // 4
    distinct = np.zeros(candidates.size, dtype=np.int64)
    total = np.zeros(candidates.size, dtype=np.int64)
    for batch in _whole_groups(numbers[rows], lengths, budget):
        picked = rows[batch].tolist()
        tokens = ids_of.padded(picked).long()
        kept = mask_of.padded(picked).bool()
        base = int(tokens.max()) + 1 if tokens.numel() else 1
        if base >= 1 << 26:  # no vocabulary is this large (a group's number times base**2 must fit an int64)
            return None
        number = torch.as_tensor(numbers[rows[batch]], device=tokens.device)[:, None].expand(
            -1, max(0, tokens.shape[1] - 1)
        )
        follows = kept[:, :-1] & kept[:, 1:]
        pairs = (tokens[:, :-1] * base).add_(tokens[:, 1:]).add_(number * (base * base))[follows]
        total += torch.bincount(number[follows], minlength=candidates.size).cpu().numpy()
        distinct += torch.bincount(torch.unique(pairs) // (base * base), minlength=candidates.size).cpu().numpy()
    measured = total > 0
    if not measured.any():
        return None
    return float((distinct[measured] / total[measured]).mean())


def _whole_groups(numbers: np.ndarray, lengths: np.ndarray, budget: int) -> list[slice]:
    """Consecutive rows cut into slices of whole groups (``numbers``: each row's group, grouped)
    whose padded values (rows x the longest of them) stay near ``budget``, at least one group each."""
    starts = np.flatnonzero(np.r_[True, numbers[1:] != numbers[:-1]])
    ends = np.r_[starts[1:], numbers.size]
    slices, first, longest = [], 0, 0
    for start, end in zip(starts.tolist(), ends.tolist()):
        widest = max(longest, int(lengths[start:end].max()))
        if start > first and (end - first) * widest > budget:
            slices.append(slice(first, start))
            first, widest = start, int(lengths[start:end].max())
        longest = widest
    if numbers.size:
        slices.append(slice(first, numbers.size))
    return slices
