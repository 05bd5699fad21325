"""The k most probable tokens of a position, in one order wherever the vocabulary is split.

The alternatives come from three places in verl: a full row of logits (the FSDP engine), a row cut
into tensor-parallel shards (the Megatron engine: each rank holds ``vocab / tp`` columns) and a row
never built whole (fused kernels: the LM head is applied a vocabulary chunk at a time). Each must
give the same ids, so the order is defined, not left to ``torch.topk`` (which orders equal values
as its kernel happens to):

    **highest score first; equal scores: the lower token id first.**

Every split here is of the vocabulary into disjoint ranges of ids, and the order is total, so the
k best of the whole row are among the k best of each part: a part's :func:`ranked_top_k` (its ids
offset to the row's), the parts' candidates put together and :func:`merge_ranked` give exactly the
whole row's :func:`ranked_top_k`. The log-normaliser of a split row is combined from each part's
maximum and sum of exponentials (:class:`LogNormaliser`), as megatron-core's
``vocab_parallel_cross_entropy`` reduces it over the tensor-parallel group.
"""

from __future__ import annotations

import dataclasses

import torch

CHUNK_ELEMENTS = 1 << 25
"""fp32 scores ranked at once (128 MB), wherever the logits come from: a 152k vocabulary is done 220
tokens at a time."""


def _lexicographic(values: torch.Tensor, ids: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Each row's ``(values, ids)`` pairs sorted by value descending, then id ascending (two stable
    sorts: by id, then by value)."""
    by_id = ids.argsort(dim=-1, stable=True)
    values, ids = values.gather(-1, by_id), ids.gather(-1, by_id)
    by_value = values.argsort(dim=-1, descending=True, stable=True)
    return values.gather(-1, by_value), ids.gather(-1, by_value)


def ranked_top_k(scores: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``(values, ids int64)``, ``[n, min(k, V)]``, of each row of ``scores [n, V]``: the highest
    first, equal scores by lower id. ``torch.topk`` of k + 1 decides the set unless the (k+1)-th
    ties the k-th (then tokens beyond the k + 1 may tie too): those few rows are sorted whole."""
    k = min(k, scores.shape[-1])
    wanted = min(k + 1, scores.shape[-1])
    values, ids = _lexicographic(*scores.topk(wanted, dim=-1))
    if wanted == k:  # the whole row was asked for
        return values, ids
    straddling = (values[:, k] == values[:, k - 1]).nonzero().squeeze(1)
    values, ids = values[:, :k].contiguous(), ids[:, :k].contiguous()
    if straddling.numel():
        exact_values, exact_ids = scores[straddling].sort(dim=-1, descending=True, stable=True)
        values[straddling], ids[straddling] = exact_values[:, :k], exact_ids[:, :k]
    return values, ids


def merge_ranked(values: torch.Tensor, ids: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The ranked top-k of candidates ``[n, m]`` gathered from disjoint parts of the vocabulary,
    each part's own ranked top-k (ids already the row's): the whole row's ranked top-k."""
    values, ids = _lexicographic(values, ids)
    return values[:, :k], ids[:, :k]


@dataclasses.dataclass
class LogNormaliser:
    """log Σ exp over a row split into parts, from each part's maximum and its sum of exp(score −
    maximum): exact whatever the split (up to fp32 rounding), and never overflowing."""

    maximum: torch.Tensor
    sum_exp: torch.Tensor

    @classmethod
    def of(cls, scores: torch.Tensor, maximum: torch.Tensor | None = None) -> LogNormaliser:
        """One part's; ``maximum`` (``[n]``) shifts the exponentials instead of the part's own
        maximum (the group's, all-reduced, as megatron-core does before summing)."""
        maximum = scores.amax(dim=-1) if maximum is None else maximum
        return cls(maximum, (scores - maximum.unsqueeze(-1)).exp().sum(dim=-1))

    def add(self, other: LogNormaliser) -> LogNormaliser:
        """Both parts' normaliser (the next vocabulary chunk's, say)."""
        maximum = torch.maximum(self.maximum, other.maximum)
        return LogNormaliser(
            maximum, self.sum_exp * (self.maximum - maximum).exp() + other.sum_exp * (other.maximum - maximum).exp()
        )

    def log(self) -> torch.Tensor:
        return self.maximum + self.sum_exp.log()
