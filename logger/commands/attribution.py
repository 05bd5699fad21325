"""Gradient x input attribution and attention of recorded decisions (``tb-verl attribute``).

Which earlier tokens did a decision draw on? For a recorded response, the policy (a Hugging Face
causal LM loaded from local files) is run on ``prompt ++ response`` with the input embeddings as
leaves; for each response token t, the log-prob of the chosen token is differentiated with respect
to every embedding, and position s < P + t gets ``sum(grad_s * embedding_s)``: the first-order
change of that log-prob if the input at s were removed. It is a cheap, standard saliency (no
baseline or integration path); its signs are meaningful locally only. The gradients are taken in
batched chunks of positions, each over the prefix it needs (see :func:`attribute_responses`). The
top-N sources per token are stored (``TokenAttribution`` in the schema) in the run's attribution
file, beside the traces, where the dashboard's credit view reads them.

The same record holds the attention of each layer (heads averaged) at the position predicting each
token, its top-N positions (see :func:`attend_responses`): where the decision read from, beside
which inputs changed it.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import numpy as np

from tb_verl_logger.rows import token_bytes
from tb_verl_plugin.format import codec, metadata, records, text, trace_pb2

METHOD = "grad_x_input"
CHUNK_TOKENS = 32
"""Positions per batched backward: past ~32 a CPU gains nothing more (measured in make bench)
and memory keeps growing."""
BATCH_RESPONSES = 64
"""Responses attributed together at most (a small model's: a few steps' recorded samples); a
large model's take fewer, down to one (see :func:`batches`)."""
MEMORY_GB = 4.0
"""What ``tb-verl attribute`` may use by default, the model's weights included (``--memory-gb``)."""
OVERHEAD_BYTES = 1 << 30
"""The interpreter, torch and the forward's own activations, beside the batched backward."""
ATTENTION_BYTES = 512 << 20
"""Attention probabilities held at once (rows x chunk query rows of every head and layer): past
this the chunk narrows, so a long batch of a large model's responses still fits in memory."""


Response = tuple[Sequence[int], Sequence[int]]
"""A recorded response to attribute: its prompt's token ids and its own."""


def attribute_response(
    model: Any, prompt_ids: Sequence[int], response_ids: Sequence[int], top_n: int, chunk_tokens: int = CHUNK_TOKENS
) -> tuple[np.ndarray, np.ndarray]:
    """Sources ``[R, top_n]`` (positions in ``prompt ++ response``, -1 = none) and their signed
    weights ``[R, top_n]`` (shares of the token's total |attribution|) for each response token.

    ``model`` is a causal LM with ``get_input_embeddings()`` whose ``forward(inputs_embeds=...,
    past_key_values=..., use_cache=..., logits_to_keep=...)`` returns ``.logits`` and
    ``.past_key_values`` (every Hugging Face ``*ForCausalLM``). See :func:`attribute_responses`.
    """
    return attribute_responses(model, [(prompt_ids, response_ids)], top_n, chunk_tokens)[0]


def backward_bytes(model: Any) -> int:
    """Bytes a batched backward holds per (row, chunk position, sequence position): each of the
    chunk's backward passes keeps every layer's gradients of its activations over the sequence
    (the hidden state and the MLP's wider one, fp32). Measured on SmolLM2 (30 layers, 576 wide)
    at about half this: an estimate on the safe side. A model without a Hugging Face config counts
    its input embeddings' gradients alone."""
    config = getattr(model, "config", None)
    if config is None:
        embed = model.get_input_embeddings().weight
        return int(embed.shape[1] * embed.element_size())
    width = config.hidden_size + getattr(config, "intermediate_size", 4 * config.hidden_size)
    return int(config.num_hidden_layers * width * 4)


def backward_budget(model: Any, memory_gb: float) -> int:
    """Bytes left for the batched backward within ``memory_gb`` (the model's weights and
    :data:`OVERHEAD_BYTES` taken out); ValueError when nothing is left."""
    weights = int(sum(p.numel() * p.element_size() for p in model.parameters()))
    left = int(memory_gb * 2**30) - weights - OVERHEAD_BYTES
    if left <= 0:
        raise ValueError(
            f"--memory-gb {memory_gb:g} leaves nothing beside the model's {weights / 2**30:.2f} GB of weights "
            f"and {OVERHEAD_BYTES / 2**30:.0f} GB for the interpreter: raise it"
        )
    return left


def batches(lengths: Sequence[int], per_token: int, budget: int, chunk_tokens: int = CHUNK_TOKENS) -> list[list[int]]:
    """The responses (by index, ``lengths``: prompt plus response tokens) in batches that fit
    ``budget`` bytes of batched backward at ``chunk_tokens`` positions (``per_token``:
    :func:`backward_bytes`), longest first so a batch's rows are alike; a response that does not
    fit alone at one position raises ValueError saying what it needs."""
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    out: list[list[int]] = []
    for i in order:
        if lengths[i] * per_token > budget:
            raise ValueError(
                f"a response of {lengths[i]} tokens (prompt included) needs about "
                f"{lengths[i] * per_token / 2**30:.1f} GB for "
                f"one position's backward, beyond the {budget / 2**30:.1f} GB left: raise --memory-gb"
            )
        batch = out[-1] if out else None
        rows = len(batch) + 1 if batch else 1
        if batch and rows <= BATCH_RESPONSES and rows * lengths[batch[0]] * per_token * chunk_tokens <= budget:
            batch.append(i)
        else:
            out.append([i])
    return out


def attribute_responses(
    model: Any,
    responses: Sequence[Response],
    top_n: int,
    chunk_tokens: int = CHUNK_TOKENS,
    budget: int = int(MEMORY_GB * 2**30) - OVERHEAD_BYTES,
) -> list[tuple[np.ndarray, np.ndarray]]:
    """:func:`attribute_response` of several responses at once, in one batch.

    The batch's rows never see each other, so the sum over rows of each row's log-prob at position
    p has, as its gradient in row b, exactly that row's gradient: one backward serves position p
    of every response. Positions are taken ``chunk_tokens`` at a time, in two forwards: the
    prefix before the chunk, keeping its keys and values (the model's own KV cache, with the
    graph), then the chunk's positions alone, attending to that cache (a causal model's earlier
    outputs do not depend on later inputs, so nothing after the chunk is run; rows are
    right-padded, which only adds positions after their own). The last layer then runs its
    queries, MLP and output head for the chunk's rows only, and the logits of the vocabulary exist
    for the chunk only. One batched backward per chunk (``is_grads_batched``: the per-position
    backward passes vectorised). Memory grows with rows x chunk: about that many times one
    response's backward; the chunk is narrowed so that it stays within ``budget`` bytes
    (:func:`backward_bytes`).
    """
    import torch

    if top_n < 1:
        raise ValueError(f"top_n must be >= 1, got {top_n}")
    if chunk_tokens < 1:
        raise ValueError(f"chunk_tokens must be >= 1, got {chunk_tokens}")
    if any(len(prompt) == 0 for prompt, _ in responses):
        raise ValueError(
            "the trace has no prompt_ids: attribution needs the prompt's token ids (log them with prompts=)"
        )
    out = _empty_tables(responses, top_n)
    if not any(len(r) for _, r in responses):
        return out
    ids, firsts, lasts = _padded_sequences(model, responses)
    device = ids.device
    embed = model.get_input_embeddings()
    chunk_tokens = max(1, min(chunk_tokens, budget // (ids.numel() * backward_bytes(model))))
    for start in range(int(firsts.min()), int(lasts.max()), chunk_tokens):
        end = min(int(lasts.max()), start + chunk_tokens)
        embeddings = embed(ids[:, :end]).detach().requires_grad_(True)
        if start >= chunk_tokens:
            prefix = model(inputs_embeds=embeddings[:, :start], use_cache=True, logits_to_keep=1)
            logits = model(
                inputs_embeds=embeddings[:, start:], past_key_values=prefix.past_key_values, use_cache=False
            ).logits
        else:  # a prefix shorter than the chunk: one forward costs less than two
            logits = model(inputs_embeds=embeddings).logits[:, start:]
        log_probs = torch.log_softmax(logits.float(), dim=-1)  # [rows, end - start, V]
        positions = torch.arange(start, end, device=device)
        targets = ids[:, (positions + 1).clamp(max=ids.shape[1] - 1)]
        chosen = log_probs.gather(-1, targets[..., None]).squeeze(-1)  # [rows, end - start]
        valid = (positions[None, :] >= firsts[:, None]) & (positions[None, :] < lasts[:, None])
        # grad_outputs[j]: position start + j of every row whose response has a token there.
        one_hot = (torch.eye(end - start, device=device)[:, None, :] * valid[None]).to(chosen.dtype)
        (grads,) = torch.autograd.grad(chosen, embeddings, grad_outputs=one_hot, is_grads_batched=True)
        all_scores = (grads * embeddings.detach()[None]).sum(-1).double().cpu().numpy()  # [positions, rows, end]
        _keep_top_sources(all_scores, valid, start, firsts, top_n, out)
    return out


def _keep_top_sources(
    all_scores: np.ndarray, valid: Any, start: int, firsts: Any, top_n: int, out: list[tuple[np.ndarray, np.ndarray]]
) -> None:
    """Writes each valid position's ``top_n`` sources of one chunk into its response's tables
    (``all_scores[j, row]``: position ``start + j`` of ``row``; ``valid`` ``[rows, chunk]``)."""
    import torch

    for row in torch.nonzero(valid.any(dim=1)).flatten().tolist():
        sources, weights = out[row]
        for j in torch.nonzero(valid[row]).flatten().tolist():
            # Token t sees the positions before its own: 0 .. start + j.
            order, shares = top_sources(all_scores[j, row, : start + j + 1], top_n)
            t = start + j - int(firsts[row])
            sources[t, : len(order)] = order
            weights[t, : len(order)] = shares


def attend_responses(
    model: Any,
    responses: Sequence[Response],
    top_n: int,
    chunk_tokens: int = CHUNK_TOKENS,
    attention_bytes: int = ATTENTION_BYTES,
) -> list[dict[int, tuple[np.ndarray, np.ndarray]]]:
    """For each response, per layer: the ``top_n`` positions (in ``prompt ++ response``, -1 =
    none) that layer's heads-averaged attention weighted most at the query position predicting each
    response token, and those weights, both ``[R, top_n]``.

    The model runs with eager attention (the probabilities exist only there) and no gradients, in
    chunks of query positions over a growing KV cache: one forward over every sequence in all, and
    at most rows x chunk rows of every layer's attention in memory at once (the chunk narrows to
    keep them within ``attention_bytes``). Rows are right-padded; a causal model's positions never
    see the padding after them. ``model`` is a Hugging Face causal LM (``output_attentions``).
    """
    import torch

    if top_n < 1:
        raise ValueError(f"top_n must be >= 1, got {top_n}")
    layers = model.config.num_hidden_layers
    out = [{layer: _empty_tables([response], top_n)[0] for layer in range(layers)} for response in responses]
    if not any(len(r) for _, r in responses):
        return out
    ids, firsts, lasts = _padded_sequences(model, responses)
    per_position = (
        layers * ids.numel() * model.config.num_attention_heads * 4
    )  # one query row of every head and layer, fp32
    chunk_tokens = max(1, min(chunk_tokens, attention_bytes // per_position))
    end_all = int(lasts.max())
    cache = None
    with torch.no_grad(), _eager_attention(model):
        for start in range(0, end_all, chunk_tokens):
            end = min(end_all, start + chunk_tokens)
            output = model(input_ids=ids[:, start:end], past_key_values=cache, use_cache=True, output_attentions=True)
            cache = output.past_key_values
            positions = torch.arange(start, end, device=ids.device)
            valid = (positions[None, :] >= firsts[:, None]) & (positions[None, :] < lasts[:, None])
            if not valid.any():
                continue
            kept = min(top_n, end)
            for layer, attention in enumerate(output.attentions):  # [rows, heads, end - start, end]
                weights, sources = attention.float().mean(dim=1).topk(kept, dim=-1)
                # Causal attention puts exactly 0 on later positions: a query at p sees p + 1 positions.
                unseen = sources > positions[None, :, None]
                sources, weights = (
                    sources.masked_fill(unseen, -1).cpu().numpy(),
                    weights.masked_fill(unseen, 0).cpu().numpy(),
                )
                for row in torch.nonzero(valid.any(dim=1)).flatten().tolist():
                    taken = valid[row].cpu().numpy()
                    tokens = positions[valid[row]].cpu().numpy() - int(firsts[row])
                    out[row][layer][0][tokens, :kept] = sources[row, taken]
                    out[row][layer][1][tokens, :kept] = weights[row, taken]
    return out


def _empty_tables(responses: Sequence[Response], top_n: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """Per response, sources ``[R, top_n]`` all -1 (none yet) and weights all 0."""
    return [
        (np.full((len(r), top_n), -1, dtype=np.int32), np.zeros((len(r), top_n), dtype=np.float32))
        for _, r in responses
    ]


def _padded_sequences(model: Any, responses: Sequence[Response]) -> tuple[Any, Any, Any]:
    """``prompt ++ response`` of every row, right-padded with 0 on the model's device, and the
    query positions predicting each row's response tokens: ``[firsts, lasts)``."""
    import torch

    device = next(model.parameters()).device
    sequences = [list(prompt) + list(response) for prompt, response in responses]
    ids = torch.zeros(len(sequences), max(map(len, sequences)), dtype=torch.long, device=device)
    for row, sequence in enumerate(sequences):
        ids[row, : len(sequence)] = torch.tensor(sequence, dtype=torch.long)
    # Response token t of a row with a P-token prompt was chosen by the logits at position P + t - 1.
    firsts = torch.tensor([len(prompt) - 1 for prompt, _ in responses], device=device)
    lasts = firsts + torch.tensor([len(response) for _, response in responses], device=device)  # exclusive
    return ids, firsts, lasts


@contextlib.contextmanager
def _eager_attention(model: Any) -> Iterator[None]:
    """Runs the model with eager attention, the implementation that computes the probabilities
    (SDPA and flash kernels never materialise them), and restores the one it had."""
    before = model.config._attn_implementation
    model.set_attn_implementation("eager")
    try:
        yield
    finally:
        model.set_attn_implementation(before)


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
        raise ValueError(
            f"--checkpoint {checkpoint!r} is not a directory: give a local Hugging Face checkpoint (config.json + "
            "weights)"
        )
    try:
        model = AutoModelForCausalLM.from_pretrained(checkpoint, local_files_only=True)
    except (OSError, ValueError) as error:
        raise ValueError(f"cannot load a causal LM from {checkpoint!r}: {error}") from None
    try:
        tokenizer = AutoTokenizer.from_pretrained(checkpoint, local_files_only=True)
    except (OSError, ValueError):
        tokenizer = None
    return model.eval(), tokenizer  # type: ignore[no-untyped-call]  # transformers' model, unannotated


def prompt_tokens(
    trace: trace_pb2.DecisionTrace, prompt_ids: np.ndarray, tokenizer: Any | None
) -> dict[str, list[Any]]:
    """What to call each prompt token: its bytes by the tokenizer (``prompt_token_bytes``), else
    the text the trace's vocabulary gives it, else its id (``prompt_token_text``)."""
    if tokenizer is not None:
        ids = [int(t) for t in prompt_ids]
        return {"prompt_token_bytes": token_bytes.of(tokenizer).sequence(ids, tokenizer.decode(ids))}
    vocabulary = text.trace_vocabulary(trace)
    return {"prompt_token_text": [vocabulary.get(int(t), f"#{int(t)}") for t in prompt_ids]}


def attribution_records(
    traces: Sequence[trace_pb2.DecisionTrace],
    model: Any,
    tokenizer: Any | None,
    top_n: int,
    checkpoint: str,
    chunk_tokens: int = CHUNK_TOKENS,
    budget: int = int(MEMORY_GB * 2**30) - OVERHEAD_BYTES,
) -> list[trace_pb2.TokenAttribution]:
    """The attributions of decoded traces (computed together within ``budget`` bytes of batched
    backward, see :func:`attribute_responses`), ready to append to the run's attribution file."""
    prompts = [
        codec.unpack_int32(trace.prompt_ids) if trace.HasField("prompt_ids") else np.zeros(0, np.int64)
        for trace in traces
    ]
    responses = [
        (prompt.tolist(), codec.unpack_int32(trace.token_ids).tolist()) for prompt, trace in zip(prompts, traces)
    ]
    computed = attribute_responses(model, responses, top_n, chunk_tokens, budget)
    attended = attend_responses(model, responses, top_n, chunk_tokens)
    return [
        trace_pb2.TokenAttribution(
            schema_version=metadata.SCHEMA_VERSION,
            step=trace.step,
            sample_index=trace.sample_index,
            split=trace.split,
            method=METHOD,
            top_n=top_n,
            sources=codec.pack_int32(sources.reshape(-1)),
            weights=codec.pack_fp16(weights.reshape(-1)),
            **prompt_tokens(trace, prompt, tokenizer),
            checkpoint=os.path.abspath(checkpoint),
            attention_top_n=top_n,
            attention=[
                trace_pb2.LayerAttention(
                    layer=layer,
                    sources=codec.pack_int32(layer_sources.reshape(-1)),
                    weights=codec.pack_fp16(layer_weights.reshape(-1)),
                )
                for layer, (layer_sources, layer_weights) in sorted(layers.items())
            ],
        )
        for trace, prompt, (sources, weights), layers in zip(traces, prompts, computed, attended)
    ]


def append_attributions(run_dir: str, attributions: Iterable[trace_pb2.TokenAttribution]) -> int:
    """Appends records to the run's attribution file, one whole frame per write (a reader never
    sees half a record it cannot skip); returns how many were written. The file is opened at the
    first record: a run stopped before one (Ctrl-C in its first response) leaves no empty file."""
    count = 0
    path = os.path.join(run_dir, metadata.ATTRIBUTION_FILE)
    fd: int | None = None
    try:
        for attribution in attributions:
            if fd is None:
                fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            os.write(fd, records.frame_record(attribution.SerializeToString()))
            count += 1
    finally:
        if fd is not None:
            os.close(fd)
    return count
