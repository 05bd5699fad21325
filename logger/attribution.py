"""Gradient x input attribution of recorded decisions (``tb-verl attribute``).

Which earlier tokens did a decision draw on? For a recorded response, the policy (a Hugging Face
causal LM loaded from local files) is run on ``prompt ++ response`` with the input embeddings as
leaves; for each response token t, the log-prob of the chosen token is differentiated with respect
to every embedding, and position s < P + t gets ``sum(grad_s * embedding_s)``: the first-order
change of that log-prob if the input at s were removed. It is a cheap, standard saliency (no
baseline or integration path); its signs are meaningful locally only. The gradients are taken in
batched chunks of tokens, each over the prefix it needs (see :func:`attribute_response`). The
top-N sources per token are stored (``TokenAttribution`` in the schema) in the run's attribution
file, beside the traces, where the dashboard's credit view reads them.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from tb_verl_plugin import codec, metadata, records, trace_pb2

METHOD = "grad_x_input"
CHUNK_TOKENS = 32
"""Response tokens per batched backward: past ~32 a CPU gains nothing more (measured in make bench)
and memory keeps growing."""


def attribute_response(
    model: Any, prompt_ids: Sequence[int], response_ids: Sequence[int], top_n: int, chunk_tokens: int = CHUNK_TOKENS
) -> tuple[np.ndarray, np.ndarray]:
    """Sources ``[R, top_n]`` (positions in ``prompt ++ response``, -1 = none) and their signed
    weights ``[R, top_n]`` (shares of the token's total |attribution|) for each response token.

    ``model`` is a causal LM with ``get_input_embeddings()`` whose ``forward(inputs_embeds=...)``
    returns ``.logits`` (every Hugging Face ``*ForCausalLM``).

    Tokens are taken ``chunk_tokens`` at a time: one forward over the prefix the chunk's last
    token could see (a causal model's earlier outputs do not depend on later inputs, so the rest
    of the response is never run), then one batched backward for the chunk's tokens
    (``is_grads_batched``: the per-token backward passes vectorised). Memory grows with the chunk:
    about ``chunk_tokens`` times one backward's; lower it for a large model on a long response.
    """
    import torch

    if top_n < 1:
        raise ValueError(f"top_n must be >= 1, got {top_n}")
    if chunk_tokens < 1:
        raise ValueError(f"chunk_tokens must be >= 1, got {chunk_tokens}")
    prompt_length = len(prompt_ids)
    if prompt_length == 0:
        raise ValueError("the trace has no prompt_ids: attribution needs the prompt's token ids (log them with prompts=)")
    device = next(model.parameters()).device
    ids = torch.tensor([list(prompt_ids) + list(response_ids)], dtype=torch.long, device=device)
    length = len(response_ids)
    sources = np.full((length, top_n), -1, dtype=np.int32)
    weights = np.zeros((length, top_n), dtype=np.float32)
    for start in range(0, length, chunk_tokens):
        end = min(length, start + chunk_tokens)
        # Response token t was chosen by the logits at position P + t - 1, which saw positions < P + t.
        embeddings = model.get_input_embeddings()(ids[:, : prompt_length + end - 1]).detach().requires_grad_(True)
        log_probs = torch.log_softmax(model(inputs_embeds=embeddings).logits[0].float(), dim=-1)
        tokens = torch.arange(start, end, device=device)
        chosen = log_probs[prompt_length - 1 + tokens, ids[0, prompt_length + tokens]]
        one_hot = torch.eye(end - start, device=device, dtype=chosen.dtype)
        (grads,) = torch.autograd.grad(chosen, embeddings, grad_outputs=one_hot, is_grads_batched=True)
        all_scores = (grads[:, 0] * embeddings.detach()[0]).sum(-1).double().cpu().numpy()
        for row, t in enumerate(range(start, end)):
            order, shares = top_sources(all_scores[row, : prompt_length + t], top_n)
            sources[t, : len(order)] = order
            weights[t, : len(order)] = shares
    return sources, weights


def top_sources(scores: np.ndarray, top_n: int) -> tuple[np.ndarray, np.ndarray]:
    """The ``top_n`` positions of largest |score| (the earlier first on a tie) and their scores as
    shares of the total |score| (0 when every score is 0)."""
    total = np.abs(scores).sum()
    order = np.argsort(-np.abs(scores), kind="stable")[:top_n]
    return order, (scores[order] / total if total > 0 else np.zeros(len(order)))


def load_policy(checkpoint: str) -> tuple[Any, Any | None]:
    """The causal LM of a local Hugging Face checkpoint directory (never downloads), and its
    tokenizer when the directory has one."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    if not os.path.isdir(checkpoint):
        raise ValueError(f"--checkpoint {checkpoint!r} is not a directory: give a local Hugging Face checkpoint (config.json + weights)")
    try:
        model = AutoModelForCausalLM.from_pretrained(checkpoint, local_files_only=True)
    except (OSError, ValueError) as error:
        raise ValueError(f"cannot load a causal LM from {checkpoint!r}: {error}") from None
    try:
        tokenizer = AutoTokenizer.from_pretrained(checkpoint, local_files_only=True)
    except (OSError, ValueError):
        tokenizer = None
    return model.eval(), tokenizer


def prompt_token_texts(trace: trace_pb2.DecisionTrace, prompt_ids: np.ndarray, tokenizer: Any | None) -> list[str]:
    """What to call each prompt token: the tokenizer's text, else the trace's vocabulary, else its id."""
    if tokenizer is not None:
        return [tokenizer.decode([int(t)]) for t in prompt_ids]
    return [trace.vocab.get(int(t), f"#{int(t)}") for t in prompt_ids]


def attribution_record(
    trace: trace_pb2.DecisionTrace, model: Any, tokenizer: Any | None, top_n: int, checkpoint: str,
    chunk_tokens: int = CHUNK_TOKENS,
) -> trace_pb2.TokenAttribution:
    """The attribution of one decoded trace, ready to append to the run's attribution file."""
    prompt_ids = codec.unpack_int32(trace.prompt_ids) if trace.HasField("prompt_ids") else np.zeros(0, np.int64)
    response_ids = codec.unpack_int32(trace.token_ids)
    sources, weights = attribute_response(model, prompt_ids.tolist(), response_ids.tolist(), top_n, chunk_tokens)
    return trace_pb2.TokenAttribution(
        schema_version=metadata.SCHEMA_VERSION,
        step=trace.step,
        sample_index=trace.sample_index,
        split=trace.split,
        method=METHOD,
        top_n=top_n,
        sources=codec.pack_int32(sources.reshape(-1)),
        weights=codec.pack_fp16(weights.reshape(-1)),
        prompt_token_text=prompt_token_texts(trace, prompt_ids, tokenizer),
        checkpoint=os.path.abspath(checkpoint),
    )


def append_attributions(run_dir: str, attributions: Iterable[trace_pb2.TokenAttribution]) -> int:
    """Appends records to the run's attribution file, one whole frame per write (a reader never
    sees half a record it cannot skip); returns how many were written."""
    count = 0
    path = os.path.join(run_dir, metadata.ATTRIBUTION_FILE)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        for attribution in attributions:
            os.write(fd, records.frame_record(attribution.SerializeToString()))
            count += 1
    finally:
        os.close(fd)
    return count
