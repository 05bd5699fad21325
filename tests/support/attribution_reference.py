"""Attribution and attention computed the plain way, by hand or in one forward: the references the
attribution tests hold ``tb-verl attribute`` to and the baselines of its benchmark."""

from __future__ import annotations

import numpy as np
import torch


def attribution_one_backward_per_token(
    model, prompt_ids: list[int], response_ids: list[int], top_n: int
) -> tuple[np.ndarray, np.ndarray]:
    """Gradient x input as tb-verl attribute computed it before chunking (the reference of the
    test and the baseline of make bench): one forward over the whole sequence, then one backward
    per response token."""
    from tb_verl_logger.commands.attribution import top_sources

    prompt_length, length = len(prompt_ids), len(response_ids)
    ids = torch.tensor([prompt_ids + response_ids])
    embeddings = model.get_input_embeddings()(ids).detach().requires_grad_(True)
    log_probs = torch.log_softmax(model(inputs_embeds=embeddings).logits[0].float(), dim=-1)
    sources = np.full((length, top_n), -1, dtype=np.int32)
    weights = np.zeros((length, top_n), dtype=np.float32)
    for t, token in enumerate(response_ids):
        (grad,) = torch.autograd.grad(log_probs[prompt_length + t - 1, token], embeddings, retain_graph=t + 1 < length)
        visible = prompt_length + t
        scores = (grad[0, :visible] * embeddings.detach()[0, :visible]).sum(-1).double().numpy()
        order, shares = top_sources(scores, top_n)
        sources[t, : len(order)], weights[t, : len(order)] = order, shares
    return sources, weights


def attention_whole_sequence(
    model, prompt_ids: list[int], response_ids: list[int], top_n: int
) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    """Attention as a reader would take it from transformers by hand (the reference of the test
    and the baseline of make bench): one eager forward over the whole sequence, alone, with every
    layer's probabilities; for response token t, the row of query position P + t - 1, heads
    averaged, its top_n positions (the earlier first on a tie)."""
    ids = torch.tensor([prompt_ids + response_ids])
    before = model.config._attn_implementation
    model.set_attn_implementation("eager")
    try:
        with torch.no_grad():
            attentions = model(input_ids=ids, output_attentions=True).attentions
    finally:
        model.set_attn_implementation(before)
    tables = {}
    for layer, attention in enumerate(attentions):
        mean = attention[0].double().mean(dim=0).numpy()  # [queries, keys]
        sources = np.full((len(response_ids), top_n), -1, dtype=np.int32)
        weights = np.zeros((len(response_ids), top_n), dtype=np.float32)
        for t in range(len(response_ids)):
            query = len(prompt_ids) + t - 1
            order = np.argsort(-mean[query, : query + 1], kind="stable")[:top_n]
            sources[t, : len(order)], weights[t, : len(order)] = order, mean[query, order]
        tables[layer] = (sources, weights)
    return tables


def first_layer_attention_by_hand(model, ids: list[int]) -> np.ndarray:
    """A Llama's first-layer attention probabilities [queries, keys], heads averaged, computed from
    its weights: RMS-normed embeddings, query and key projections, rotary positions, causal softmax."""
    from transformers.models.llama.modeling_llama import apply_rotary_pos_emb

    layer = model.model.layers[0]
    heads, head_dim = model.config.num_attention_heads, model.config.hidden_size // model.config.num_attention_heads
    with torch.no_grad():
        hidden = layer.input_layernorm(model.get_input_embeddings()(torch.tensor([ids])))
        queries = layer.self_attn.q_proj(hidden).view(1, len(ids), heads, head_dim).transpose(1, 2)
        keys = layer.self_attn.k_proj(hidden).view(1, len(ids), heads, head_dim).transpose(1, 2)
        cos, sin = model.model.rotary_emb(hidden, torch.arange(len(ids))[None])
        queries, keys = apply_rotary_pos_emb(queries, keys, cos, sin)
        scores = queries @ keys.transpose(-1, -2) / head_dim**0.5
        scores = scores.masked_fill(
            torch.triu(torch.ones(len(ids), len(ids), dtype=torch.bool), diagonal=1), float("-inf")
        )
        return torch.softmax(scores.double(), dim=-1)[0].mean(dim=0).numpy()
