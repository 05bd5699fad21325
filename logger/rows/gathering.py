"""The recorded rows of one step: gathered on the batch's device, copied to the host, made records.

The training thread pays for :func:`gather` (the chosen rows only, derived fields computed where
the data is, one host copy per dtype); the writer thread turns the host copy into
:class:`~tb_verl_plugin.format.codec.HostTrace` objects with :func:`trace_record` (tokenizer
decoding is slow and stays off the training thread).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import numpy as np

from tb_verl_logger.rows import token_bytes
from tb_verl_logger.rows.batch_data import EXTRA, ChosenRows, StepTensors, Tokenizer, decoded
from tb_verl_logger.rows.row_statistics import index_stats, kept_ends, to_host
from tb_verl_logger.statistics import exploration
from tb_verl_plugin.format import codec, fields, turns

if TYPE_CHECKING:
    import torch


def gather(tensors: StepTensors, rows: list[int], top_k: int) -> ChosenRows:
    """The chosen rows, gathered on their device with what is cheap to derive there (KL, the
    index means, top-k and entropy from logits), then copied to the host with one transfer per
    dtype (the fp16 fields stacked). Step, split and batch size are the caller's to fill in."""
    import torch

    device = tensors.responses.device

    def take(tensor: torch.Tensor) -> torch.Tensor:
        return tensor.index_select(0, torch.as_tensor(rows, device=tensor.device))

    chosen_mask = take(tensors.mask)
    lengths = kept_ends(chosen_mask)
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
    # The index's statistics from fp32, here where the data is (the entropy of rows whose logits
    # gave it exists only now).
    inputs = {n: t.to(device) for n, t in floats.items() if not n.startswith(EXTRA)}
    stats = index_stats(
        chosen_mask, {**inputs, fields.TOKEN_IDS: take(tensors.responses)}, only=fields.index_stat_names()
    )
    return ChosenRows(
        step=0,
        wall_time=time.time(),
        split="",
        batch_size=0,
        rows=rows,
        reasons=[],
        lengths=lengths.cpu().numpy(),
        token_ids=take(tensors.responses).to(torch.int32).cpu().numpy(),
        mask=chosen_mask.cpu().numpy(),
        stats=to_host(stats),
        field_names=field_names,
        fields=None if stacked is None else stacked.cpu().numpy(),
        top_k_ids=None if top_ids is None else top_ids.to(torch.int32).cpu().numpy(),
        top_k_log_probs=None if top_log_probs is None else top_log_probs.to(torch.float16).cpu().numpy(),
        prompt_ids=None if tensors.prompts is None else take(tensors.prompts).cpu().numpy(),
        prompt_mask=None if tensors.prompt_mask is None else take(tensors.prompt_mask).bool().cpu().numpy(),
    )


def row_stats(chosen: ChosenRows, i: int) -> dict[str, float | None]:
    """Row ``i``'s index statistics (None where the field was not logged)."""
    return {name: float(chosen.stats[name][i]) if name in chosen.stats else None for name in fields.index_stat_names()}


def trace_record(chosen: ChosenRows, i: int, tokenizer: Tokenizer | None) -> codec.HostTrace:
    """Row ``i`` as a record: cut to its length, texts decoded (the writer thread's work)."""
    length = int(chosen.lengths[i])
    token_ids = chosen.token_ids[i, :length]
    mask = chosen.mask[i, :length]
    per_token = (
        {}
        if chosen.fields is None
        else {name: chosen.fields[f, i, :length] for f, name in enumerate(chosen.field_names)}
    )
    prompt_ids = None
    if chosen.prompt_ids is not None:
        prompt_ids = chosen.prompt_ids[i]
        if chosen.prompt_mask is not None:
            prompt_ids = prompt_ids[chosen.prompt_mask[i]]
    top_ids = None if chosen.top_k_ids is None else chosen.top_k_ids[i, :length]
    top_log_probs = None if chosen.top_k_log_probs is None else chosen.top_k_log_probs[i, :length]
    texts = _texts(tokenizer, token_ids, top_ids, prompt_ids, chosen.prompt_texts[i] if chosen.prompt_texts else "")
    values = chosen.values
    return codec.HostTrace(
        step=chosen.step,
        sample_index=chosen.rows[i],
        token_ids=token_ids,
        group_id=values.groups[i] if values.groups else "",
        data_source=values.data_sources[i] if values.data_sources else "",
        split=chosen.split,
        selected_because=chosen.reasons[i],
        prompt_ids=prompt_ids,
        response_mask=None if mask.all() else mask,
        token_fields={n: v for n, v in per_token.items() if not n.startswith(EXTRA)},
        top_k_ids=top_ids,
        top_k_log_probs=top_log_probs,
        score=None if values.scores is None else float(values.scores[i]),
        extra_token={n[len(EXTRA) :]: v for n, v in per_token.items() if n.startswith(EXTRA)},
        extra_sample={name: float(v[i]) for name, v in values.extra_sample.items()},
        wall_time=chosen.wall_time,
        batch_size=chosen.batch_size,
        spans=turns.spans_of(mask, values.tool_calls[i] if values.tool_calls else ()),
        num_turns=None if chosen.num_turns is None else chosen.num_turns[i],
        truncated=None if values.truncated is None else bool(values.truncated[i]),
        **texts,
    )


def _texts(
    tokenizer: Tokenizer | None,
    token_ids: np.ndarray,
    top_ids: np.ndarray | None,
    prompt_ids: np.ndarray | None,
    prompt_text: str,
) -> dict[str, Any]:
    """The record's text fields: each token's bytes (:mod:`.token_bytes`), the response, the prompt
    (unless given) and the bytes of every top-k alternative; ids only without a tokenizer."""
    if tokenizer is None:
        return {"prompt_text": prompt_text, "response_text": ""}
    ids = [int(t) for t in token_ids]
    response_text = decoded(tokenizer, ids)
    reader = token_bytes.of(tokenizer)
    if not prompt_text and prompt_ids is not None:
        prompt_text = decoded(tokenizer, [int(t) for t in prompt_ids])
    return {
        "prompt_text": prompt_text,
        "response_text": response_text,
        "token_bytes": reader.sequence(ids, response_text),
        "vocab_bytes": {} if top_ids is None else reader.vocabulary(np.unique(top_ids).tolist()),
    }
