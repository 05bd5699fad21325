"""verl's ``DataProto`` as ``TraceLogger.log_decisions`` arguments (:func:`log_batch`), for a
training loop of one's own and for the v0 trainer capture. Which batch key feeds which per-token field
comes from the field table (:mod:`tb_verl_plugin.format.fields`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from tb_verl_logger.verl.tools import CALLS_KEY
from tb_verl_plugin.format import fields

if TYPE_CHECKING:
    import torch

    from tb_verl_logger.trace_logger import TraceLogger

NUM_TURNS = "__num_turns__"
"""verl's agent loop's turn count per sample (v0's ``non_tensor_batch``)."""
SCORE_KEY = "score"
"""verl copies a dict reward's ``score`` into the reward extra info beside the other keys: it is
the sample's score, recorded as such, not a part of it (it would show twice)."""
NOT_EXTRA_INFO = {
    "uid",
    "data_source",
    "index",
    "raw_prompt",
    "raw_prompt_ids",
    "multi_modal_data",
    "tools_kwargs",
    NUM_TURNS,
    SCORE_KEY,
}
"""Non-tensor batch entries that identify or describe a sample rather than score it, and the score."""


def sequence_scores(tensors: Any, response_mask: torch.Tensor) -> torch.Tensor | None:
    """verl's sequence score of each row: the sum of ``token_level_scores`` (the verifier's reward
    before any KL penalty) over the response, or None when the batch has none."""
    if "token_level_scores" not in tensors.keys():
        return None
    scores: torch.Tensor = (tensors["token_level_scores"] * response_mask).sum(dim=-1)
    return scores


def numeric_per_sample(non_tensor: Mapping[str, Any], batch: int) -> dict[str, np.ndarray]:
    """The per-sample numeric arrays of a ``non_tensor_batch`` (verl's reward extra info, e.g.
    ``acc``), as floats; text, nested and identity fields are left out."""
    out = {}
    for name, value in non_tensor.items():
        if name in NOT_EXTRA_INFO:
            continue
        array = np.asarray(value)
        if array.shape == (batch,) and array.dtype.kind in "biuf":
            out[name] = array.astype(np.float32)
    return out


REJECTED = fields.argument_of("rejected")
"""The ``log_decisions`` keyword of the tokens rejection sampling left out of training."""


def rejected_tokens(generated: torch.Tensor, kept: torch.Tensor) -> torch.Tensor:
    """The field ``rejected``: 1.0 where a token was generated (``generated``) but rejection
    sampling left it out of training (0 in ``kept``, verl's ``response_mask`` after it)."""
    return (generated.bool() & ~kept.bool()).float()


def decision_arguments(
    data: Any,
    *,
    entropys: torch.Tensor | None = None,
    extra_token_keys: Sequence[str] = (),
    generated_mask: torch.Tensor | None = None,
) -> dict[str, Any]:
    """The ``log_decisions`` keywords a ``DataProto`` holds (see :func:`log_batch`):
    a pure read of the batch, so a missing key is reported before anything is recorded.

    ``generated_mask`` marks every token generated when the batch's ``response_mask`` no longer
    does: verl's rejection sampling zeroes the rejected ones (see
    :mod:`tb_verl_logger.verl.rejection_sampling`). Those are then recorded too, marked ``rejected``."""
    tensors = data.batch
    keys = set(tensors.keys())
    if "responses" not in keys:
        raise ValueError("DataProto has no 'responses': log_batch needs verl's rollout batch")
    responses = tensors["responses"]
    response_mask = generated_mask
    rejected = {}
    if generated_mask is not None and "response_mask" in keys:
        if tuple(generated_mask.shape) != tuple(tensors["response_mask"].shape):
            raise ValueError(
                "generated_mask must have the shape of the batch's response_mask "
                f"{tuple(tensors['response_mask'].shape)}, got {tuple(generated_mask.shape)}"
            )
        rejected[REJECTED] = rejected_tokens(generated_mask, tensors["response_mask"])
    if response_mask is None and "response_mask" in keys:
        response_mask = tensors["response_mask"]
    if response_mask is None and "attention_mask" in keys:
        response_mask = tensors["attention_mask"][:, -responses.shape[1] :]
    if response_mask is None:
        raise ValueError("DataProto has neither 'response_mask' nor 'attention_mask'")
    prompts = tensors["prompts"] if "prompts" in keys else None
    prompt_mask = (
        tensors["attention_mask"][:, : prompts.shape[1]] if prompts is not None and "attention_mask" in keys else None
    )
    missing = [k for k in extra_token_keys if k not in keys]
    if missing:
        raise ValueError(f"extra_token_keys {missing} are not in the batch (it has {sorted(keys)})")
    per_token = {argument: tensors[key] for argument, key in fields.from_batch(keys).items()}
    if entropys is not None:  # verl's v0 trainer pops them before the batch gets here
        per_token[fields.argument_of("entropy")] = entropys
    non_tensor = getattr(data, "non_tensor_batch", {}) or {}
    calls = non_tensor.get(CALLS_KEY)
    return dict(
        tool_calls=None if calls is None else [list(c) if c else [] for c in calls],
        num_turns=non_tensor.get(NUM_TURNS),
        responses=responses,
        response_mask=response_mask,
        scores=sequence_scores(tensors, response_mask),
        uid=non_tensor.get("uid"),
        data_source=non_tensor.get("data_source"),
        prompts=prompts,
        prompt_mask=prompt_mask,
        extra_token={k: tensors[k] for k in extra_token_keys},
        extra_sample=numeric_per_sample(non_tensor, responses.shape[0]),
        **per_token,
        **rejected,
    )


def log_batch(
    logger: TraceLogger,
    step: int,
    data: Any,
    *,
    logits: torch.Tensor | None = None,
    top_k_ids: torch.Tensor | None = None,
    top_k_log_probs: torch.Tensor | None = None,
    entropys: torch.Tensor | None = None,
    extra_token_keys: Sequence[str] = (),
    generated_mask: torch.Tensor | None = None,
) -> list[int]:
    """Records traces of a verl ``DataProto`` after ``compute_advantage`` (verl's key names) through
    ``logger.log_decisions``; returns the recorded rows.

    Reads the per-token fields the field table names (``old_log_probs``, ``entropys``,
    ``ref_log_prob``, ``values``, ``token_level_rewards``, ``advantages``, ``returns``) and
    ``responses, response_mask, prompts, attention_mask`` when present, and the non-tensor
    ``uid`` and ``data_source``. The sample score is the sum of ``token_level_scores`` (the
    verifier's reward before any KL penalty) when present. ``entropys`` supplies the per-token
    entropy when the batch no longer holds it (verl's v0 trainer pops it after computing old
    log-probs); ``logits`` or ``top_k_ids`` / ``top_k_log_probs`` the alternatives, as in
    :meth:`TraceLogger.log_decisions`.

    Extra fields: every numeric per-sample array of ``non_tensor_batch`` (verl puts the reward
    function's extra info there, e.g. ``acc`` or reward components) is recorded per sample;
    ``extra_token_keys`` names ``[B, R]`` tensors of the batch (a novelty bonus, a shaped reward)
    to record per token. A missing key raises ``ValueError`` naming it.

    Rejection sampling (verl's ``rollout_correction.rollout_rs``) zeroes the tokens it rejects
    in ``response_mask``; pass the mask it was given as ``generated_mask`` ``[B, R]`` and every
    generated token is recorded, the rejected ones marked (field ``rejected``).
    """
    batch = decision_arguments(
        data, entropys=entropys, extra_token_keys=extra_token_keys, generated_mask=generated_mask
    )
    return logger.log_decisions(step, logits=logits, top_k_ids=top_k_ids, top_k_log_probs=top_k_log_probs, **batch)
