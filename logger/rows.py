"""The recorded rows of one step: chosen on the batch's device, copied to the host, made records.

The training thread pays for :func:`choose` (a few reductions over ``[B, R]``) and
:func:`gather` (the chosen rows only, derived fields computed where the data is, one host copy per
dtype); the writer thread turns the host copy into :class:`~tb_verl_plugin.codec.TraceRecord`
objects with :func:`trace_record` (tokenizer decoding is slow and stays off the training thread).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from tb_verl_logger import exploration
from tb_verl_logger.selection import SelectionPolicy
from tb_verl_plugin import codec, fields, turns

if TYPE_CHECKING:
    import torch


class Tokenizer(Protocol):
    """What the logger needs of a tokenizer (a Hugging Face tokenizer fits)."""

    def decode(self, token_ids: Sequence[int]) -> str: ...


EXTRA = "extra:"
"""Prefix of a user's own per-token field (``extra_token``) among the gathered fields."""


@dataclasses.dataclass
class StepTensors:
    """One ``log_decisions`` call's tensors, checked: ``[B, R]`` on the batch's device."""

    responses: torch.Tensor
    mask: torch.Tensor  # bool
    token_fields: dict[str, torch.Tensor]  # by field name (the table's)
    extra_token: dict[str, torch.Tensor]
    logits: torch.Tensor | None = None
    top_k_ids: torch.Tensor | None = None
    top_k_log_probs: torch.Tensor | None = None
    prompts: torch.Tensor | None = None
    prompt_mask: torch.Tensor | None = None


@dataclasses.dataclass
class ChosenRows:
    """The chosen rows of one step on the host, waiting for the writer thread."""

    step: int
    wall_time: float
    split: str
    batch_size: int
    rows: list[int]
    reasons: list[list[str]]
    lengths: np.ndarray  # [n]: tokens up to the last masked-in one
    token_ids: np.ndarray  # [n, R] int32
    mask: np.ndarray  # [n, R] bool
    means: dict[str, np.ndarray]  # the index's means per row (fields.means_in_index), fp32, NaN if none
    field_names: list[str]  # per-token fields, in the order of ``fields``
    fields: np.ndarray | None  # [F, n, R] float16
    top_k_ids: np.ndarray | None  # [n, R, k] int32
    top_k_log_probs: np.ndarray | None  # [n, R, k] float16
    prompt_ids: np.ndarray | None  # [n, P]
    prompt_mask: np.ndarray | None  # [n, P] bool
    scores: np.ndarray | None = None
    groups: list[str] | None = None
    data_sources: list[str] | None = None
    prompt_texts: list[str] | None = None
    extra_sample: dict[str, np.ndarray] = dataclasses.field(default_factory=dict)
    tool_calls: list[list[turns.ToolCall]] | None = None
    num_turns: list[int] | None = None


def choose(
    selection: SelectionPolicy, step: int, tensors: StepTensors, scores: torch.Tensor | None, groups: list[str] | None
) -> dict[int, list[str]]:
    """The rows to record and why, from per-row numbers: ``B`` floats each are the only
    full-batch host copies. Rows rank by ``scores``, else by their summed token rewards."""
    rank_reward = scores
    if rank_reward is None and "token_reward" in tensors.token_fields:
        rank_reward = (tensors.token_fields["token_reward"].float() * tensors.mask).sum(dim=1)
    field = tensors.token_fields.get
    return selection.select(
        step,
        tensors.responses.shape[0],
        rewards=None if rank_reward is None else rank_reward.float().cpu().numpy(),
        groups=groups,
        **row_numbers(tensors.mask, field("entropy"), field("log_prob"), field("rollout_log_prob")),
    )


def row_numbers(
    mask: torch.Tensor, entropy: torch.Tensor | None, log_prob: torch.Tensor | None, rollout_log_prob: torch.Tensor | None
) -> dict[str, np.ndarray]:
    """What :meth:`SelectionPolicy.select` ranks rows by besides the reward, from ``[B, R]``
    tensors on their device (``B`` floats each reach the host): ``mean_entropy`` over the tokens,
    and ``max_mismatch``, a row's largest |log π_train − log π_rollout| (-inf without tokens)."""
    import torch

    numbers = {}
    mask = mask.bool()
    if entropy is not None:
        counts = mask.sum(dim=1).clamp_min(1)
        numbers["mean_entropy"] = ((entropy.float() * mask).sum(dim=1) / counts).cpu().numpy()
    if log_prob is not None and rollout_log_prob is not None:
        gap = (log_prob.float() - rollout_log_prob.float()).abs()
        numbers["max_mismatch"] = gap.masked_fill(~(mask & torch.isfinite(gap)), -torch.inf).amax(dim=1).cpu().numpy()
    return numbers


def gather(tensors: StepTensors, rows: list[int], top_k: int) -> ChosenRows:
    """The chosen rows, gathered on their device with what is cheap to derive there (KL, the
    index means, top-k and entropy from logits), then copied to the host with one transfer per
    dtype (the fp16 fields stacked). Step, split and batch size are the caller's to fill in."""
    import torch

    device = tensors.responses.device

    def take(tensor: torch.Tensor) -> torch.Tensor:
        return tensor.index_select(0, torch.as_tensor(rows, device=tensor.device))

    chosen_mask = take(tensors.mask)
    positions = torch.arange(1, chosen_mask.shape[1] + 1, device=device)
    lengths = (chosen_mask * positions).amax(dim=1)  # last masked-in position + 1, 0 if none
    # Derived fields (the KL) in fp32, before packing: fp16 differences of values near -5 lose small KLs.
    floats = fields.with_derived({name: take(tensor).float() for name, tensor in tensors.token_fields.items()})
    top_ids = top_log_probs = None
    if tensors.logits is not None:
        log_softmax = torch.log_softmax(take(tensors.logits).float(), dim=-1)
        if top_k > 0:
            top = log_softmax.topk(min(top_k, log_softmax.shape[-1]), dim=-1)
            top_ids, top_log_probs = top.indices, top.values
        if "entropy" not in floats:
            floats["entropy"] = exploration.entropy_from_log_probs(log_softmax)
    elif tensors.top_k_ids is not None and tensors.top_k_log_probs is not None:
        top_ids, top_log_probs = take(tensors.top_k_ids), take(tensors.top_k_log_probs)
    # Where the policy did not sample (tool outputs), verl pads these with 0: store them absent.
    for name in fields.sampled_only() & floats.keys():
        floats[name] = floats[name].to(device).masked_fill(~chosen_mask, torch.nan)
    for name, tensor in tensors.extra_token.items():
        floats[EXTRA + name] = take(tensor).float()
    field_names = [n for n in fields.names() if n in floats] + sorted(n for n in floats if n.startswith(EXTRA))
    stacked = torch.stack([floats[n].to(device) for n in field_names]).to(torch.float16) if field_names else None
    # The index's means in fp32 over the policy's tokens, here where the data is (before fp16).
    means = {}
    for summary_name, field_name in fields.means_in_index().items():
        if field_name in floats:
            values = floats[field_name].to(device)
            finite = torch.isfinite(values) & chosen_mask
            total = torch.where(finite, values, torch.zeros_like(values)).sum(dim=1)
            count = finite.sum(dim=1)
            means[summary_name] = torch.where(count > 0, total / count.clamp_min(1), torch.nan)
    host_means = dict(zip(means, torch.stack(list(means.values())).cpu().numpy())) if means else {}
    return ChosenRows(
        step=0, wall_time=time.time(), split="", batch_size=0, rows=rows, reasons=[],
        lengths=lengths.cpu().numpy(),
        token_ids=take(tensors.responses).to(torch.int32).cpu().numpy(),
        mask=chosen_mask.cpu().numpy(),
        means=host_means,
        field_names=field_names,
        fields=None if stacked is None else stacked.cpu().numpy(),
        top_k_ids=None if top_ids is None else top_ids.to(torch.int32).cpu().numpy(),
        top_k_log_probs=None if top_log_probs is None else top_log_probs.to(torch.float16).cpu().numpy(),
        prompt_ids=None if tensors.prompts is None else take(tensors.prompts).cpu().numpy(),
        prompt_mask=None if tensors.prompt_mask is None else take(tensors.prompt_mask).bool().cpu().numpy(),
    )


def row_means(chosen: ChosenRows, i: int) -> dict[str, float | None]:
    """Row ``i``'s index means (None where the field was not logged)."""
    return {name: float(chosen.means[name][i]) if name in chosen.means else None for name in fields.means_in_index()}


def trace_record(chosen: ChosenRows, i: int, tokenizer: Tokenizer | None) -> codec.TraceRecord:
    """Row ``i`` as a record: cut to its length, texts decoded (the writer thread's work)."""
    length = int(chosen.lengths[i])
    token_ids = chosen.token_ids[i, :length]
    mask = chosen.mask[i, :length]
    per_token = {} if chosen.fields is None else {name: chosen.fields[f, i, :length] for f, name in enumerate(chosen.field_names)}
    prompt_ids = None
    if chosen.prompt_ids is not None:
        prompt_ids = chosen.prompt_ids[i]
        if chosen.prompt_mask is not None:
            prompt_ids = prompt_ids[chosen.prompt_mask[i]]
    top_ids = None if chosen.top_k_ids is None else chosen.top_k_ids[i, :length]
    top_log_probs = None if chosen.top_k_log_probs is None else chosen.top_k_log_probs[i, :length]
    texts = _texts(tokenizer, token_ids, top_ids, prompt_ids, chosen.prompt_texts[i] if chosen.prompt_texts else "")
    return codec.TraceRecord(
        step=chosen.step,
        sample_index=chosen.rows[i],
        token_ids=token_ids,
        group_id=chosen.groups[i] if chosen.groups else "",
        data_source=chosen.data_sources[i] if chosen.data_sources else "",
        split=chosen.split,
        selected_because=chosen.reasons[i],
        prompt_ids=prompt_ids,
        response_mask=None if mask.all() else mask,
        token_fields={n: v for n, v in per_token.items() if not n.startswith(EXTRA)},
        top_k_ids=top_ids,
        top_k_log_probs=top_log_probs,
        score=None if chosen.scores is None else float(chosen.scores[i]),
        extra_token={n[len(EXTRA):]: v for n, v in per_token.items() if n.startswith(EXTRA)},
        extra_sample={name: float(v[i]) for name, v in chosen.extra_sample.items()},
        wall_time=chosen.wall_time,
        batch_size=chosen.batch_size,
        spans=turns.spans_of(mask, chosen.tool_calls[i] if chosen.tool_calls else ()),
        num_turns=None if chosen.num_turns is None else chosen.num_turns[i],
        **texts,
    )


def _texts(
    tokenizer: Tokenizer | None, token_ids: np.ndarray, top_ids: np.ndarray | None, prompt_ids: np.ndarray | None, prompt_text: str
) -> dict[str, Any]:
    """The record's text fields: each token's text, the response, the prompt (unless given) and
    the text of every top-k alternative; ids only without a tokenizer."""
    if tokenizer is None:
        return {"prompt_text": prompt_text, "token_text": None, "response_text": "", "vocab": {}}
    token_text = [tokenizer.decode([int(t)]) for t in token_ids]
    vocab: dict[int, str] = {}
    if top_ids is not None:
        known = {int(t): text for t, text in zip(token_ids, token_text)}
        for alternative in np.unique(top_ids).tolist():
            vocab[alternative] = known.get(alternative) or tokenizer.decode([alternative])
    if not prompt_text and prompt_ids is not None:
        prompt_text = tokenizer.decode([int(t) for t in prompt_ids])
    return {
        "prompt_text": prompt_text, "token_text": token_text,
        "response_text": tokenizer.decode([int(t) for t in token_ids]), "vocab": vocab,
    }
