"""Top-k alternatives with fused kernels (``actor_rollout_ref.model.use_fused_kernels=True``, FSDP
engine), where verl never builds the logits.

verl's fused forward (``verl.models.transformers.dense_common.forward_with_torch_backend`` and its
per-model twins) runs the base model, then hands its last hidden states and the LM head's weight
to one function that returns only each token's log-prob and entropy: ``FusedLinearForPPO.forward``
(``impl_backend`` torch or liger) or ``linear_cross_entropy`` (triton). Those two calls are the one
place where hidden states, the unsharded weight and verl's temperature are together, so they are
the seam: wrapped, they first compute the alternatives from the same three, then call verl's.

Who asks: the FSDP engine's ``forward_step`` (wrapped in :mod:`.topk`) opens a
:func:`fused_request` around the forward of a micro-batch whose trainer asked for alternatives; the
kernel's wrapper fills it; ``prepare_model_outputs`` (also wrapped there) takes the result and
gathers it over the Ulysses group and cuts it like verl's log-probs. A kernel call with no request
open (the update's forward, any step without traces) costs nothing.

Bounded memory: the logits are made ``VOCAB_CHUNK`` columns by ``CHUNK_ELEMENTS / VOCAB_CHUNK``
tokens at a time, each block ranked and merged into the running top-k, its exponentials added into
the running log-normaliser (:mod:`.ranking`): the same ids as ranking the whole row, the log-probs
equal within fp32 rounding.

Which rows: all of the micro-batch's, like the unfused path. The rows a trace records are chosen
after this forward, from what it returns (each row's entropy, its largest mismatch) and from the
advantages, and by then the update has changed the weights: a later forward of the chosen rows
would rank another policy's tokens.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import Any

import torch

from tb_verl_logger.verl import ranking
from tb_verl_logger.verl.patching import wrap_once

VOCAB_CHUNK = 8192
"""LM-head rows multiplied at once: a 152k vocabulary is done in 19 chunks."""


@dataclasses.dataclass
class FusedRequest:
    """One micro-batch's alternatives, asked for by the engine and filled by the fused kernel's
    wrapper: ``[rows, k]`` in the order of the hidden states (packed: the micro-batch's tokens,
    this Ulysses rank's slice; padded: batch x longest)."""

    k: int
    ids: torch.Tensor | None = None
    log_probs: torch.Tensor | None = None
    error: Exception | None = None


_open: ContextVar[FusedRequest | None] = ContextVar("tb_verl_fused_top_k", default=None)


@contextlib.contextmanager
def fused_request(k: int) -> Iterator[FusedRequest]:
    """Asks the fused kernels called inside for ``k`` alternatives."""
    request = FusedRequest(k)
    token = _open.set(request)
    try:
        yield request
    finally:
        _open.reset(token)


def open_request() -> FusedRequest | None:
    return _open.get()


def top_k_from_hidden(
    hidden: torch.Tensor, weight: torch.Tensor, temperature: float, k: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """``(ids int32 [n, k], log-probs fp32 [n, k])`` of ``softmax(hidden @ weight.T / temperature)``
    for ``hidden [n, H]`` and ``weight [V, H]``, without the ``[n, V]`` logits: a block of tokens
    times a chunk of the vocabulary at a time, scaled as verl's fused kernel scales them (in the
    matmul's dtype), ranked in fp32."""
    vocab = weight.shape[0]
    chunk = min(VOCAB_CHUNK, vocab)
    rows = max(1, ranking.CHUNK_ELEMENTS // chunk)
    ids, log_probs = [], []
    with torch.no_grad():
        for start in range(0, hidden.shape[0], rows):
            block = hidden[start : start + rows]
            best: tuple[torch.Tensor, torch.Tensor] | None = None
            normaliser: ranking.LogNormaliser | None = None
            for first in range(0, vocab, chunk):
                scores = ((block @ weight[first : first + chunk].t()) / temperature).float()
                values, chunk_ids = ranking.ranked_top_k(scores, k)
                chunk_ids = chunk_ids + first
                best = (
                    (values, chunk_ids)
                    if best is None
                    else ranking.merge_ranked(
                        torch.cat([best[0], values], dim=-1), torch.cat([best[1], chunk_ids], dim=-1), k
                    )
                )
                part = ranking.LogNormaliser.of(scores)
                normaliser = part if normaliser is None else normaliser.add(part)
            assert best is not None and normaliser is not None  # the vocabulary is not empty
            log_probs.append(best[0] - normaliser.log().unsqueeze(-1))
            ids.append(best[1].to(torch.int32))
    if not ids:
        return torch.zeros(0, k, dtype=torch.int32, device=hidden.device), torch.zeros(0, k, device=hidden.device)
    return torch.cat(ids), torch.cat(log_probs)


def answer(hidden_states: torch.Tensor, vocab_weights: torch.Tensor, temperature: float) -> None:
    """Fills the open request, if any, from a fused kernel's own inputs; a failure is kept for the
    engine to report (verl's kernel runs whatever happens here)."""
    request = _open.get()
    if request is None or request.ids is not None:  # none asked, or answered by an earlier call
        return
    try:
        weight = vocab_weights.full_tensor() if hasattr(vocab_weights, "full_tensor") else vocab_weights
        request.ids, request.log_probs = top_k_from_hidden(
            hidden_states.reshape(-1, hidden_states.shape[-1]), weight, float(temperature), request.k
        )
    except Exception as error:
        request.error = error


def patch_torch_backend(module: Any) -> None:
    """Post-import hook of ``verl.utils.experimental.torch_functional`` (backends torch, liger)."""

    def wrap_forward(original: Callable[..., Any]) -> Callable[..., Any]:
        def forward(
            self: Any,
            hidden_states: torch.Tensor,
            vocab_weights: torch.Tensor,
            input_ids: torch.Tensor,
            temperature: float = 1.0,
        ) -> Any:
            answer(hidden_states, vocab_weights, temperature)
            return original(self, hidden_states, vocab_weights, input_ids, temperature)

        return forward

    wrap_once(module.FusedLinearForPPO, forward=wrap_forward)


def patch_triton_backend(module: Any) -> None:
    """Post-import hook of ``verl.utils.kernel.linear_cross_entropy`` (backend triton: verl's
    forward imports the function from the module at each call, so the module's name is the seam)."""

    def wrap_function(original: Callable[..., Any]) -> Callable[..., Any]:
        def linear_cross_entropy(
            hidden: torch.Tensor,
            weight: torch.Tensor,
            labels: torch.Tensor,
            temperature: float = 1.0,
            *args: Any,
            **kwargs: Any,
        ) -> Any:
            answer(hidden, weight, temperature)
            return original(hidden, weight, labels, temperature, *args, **kwargs)

        return linear_cross_entropy

    wrap_once(module, linear_cross_entropy=wrap_function)
