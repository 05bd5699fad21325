"""Top-k alternatives in real verl runs: computed in the actor's own forward, where the logits are.

verl never returns alternatives. Its v1 trainer computes old log-probs and entropy with
``FSDPEngineWithLMHead.prepare_model_outputs`` in the actor workers, which holds the full-vocabulary
logits of every token; everything that method returns in its ``model_output`` is concatenated over
micro-batches and put into TransferQueue under its own name (verl's ``postprocess_batch_func`` and
TransferQueue bridge are generic). So:

- trainer side, on steps whose traces are due, the wrapped ``PPOTrainer._compute_old_log_prob``
  asks for k alternatives through the batch's ``extra_info`` (it reaches the workers' micro-batches
  as non-tensor data, as verl's own ``calculate_entropy`` does);
- worker side, the wrapped ``prepare_model_outputs`` adds ``tb_verl_top_k_ids`` (int32) and
  ``tb_verl_top_k_log_probs`` (fp32), ``[sequence tokens, k]`` jagged like verl's ``log_probs``, from
  the same temperature-scaled logits verl's log-probs come from;
- the v1 capture reads them for the recorded rows only and cuts the response part with verl's
  ``response_from_nested``, exactly as verl cuts ``log_probs``.

Cost, on traced steps only: one top-k and one logsumexp over the vocabulary per token, in chunks
(at most ``ranking.CHUNK_ELEMENTS`` fp32 values at a time); on the way back 8 bytes x k per token of
every row (prompt included) through TransferQueue, e.g. 256 x 3072 tokens x k=5: 31 MB. Steps
without traces cost nothing. FSDP engine, packed (``use_remove_padding=True``, Ulysses sequence
parallel or not) or padded sequences; with fused kernels, which never build the logits, from the
fused kernel's own inputs (:mod:`.topk_fused`). The Megatron engine: :mod:`.topk_megatron`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import torch

from tb_verl_logger.verl import ranking, topk_fused
from tb_verl_logger.verl.patching import report_once, wrap_once

TOP_K_REQUEST = "tb_verl_top_k"
"""``extra_info`` / micro-batch non-tensor key: how many alternatives the forward should return."""
IDS_FIELD = "tb_verl_top_k_ids"
LOG_PROBS_FIELD = "tb_verl_top_k_log_probs"


def top_k_of_logits(
    logits: torch.Tensor, k: int, scale: Callable[[torch.Tensor, slice], torch.Tensor] | None = None
) -> tuple[torch.Tensor, torch.Tensor]:
    """``(ids int32 [n, k], log-probs fp32 [n, k])`` of the k most probable tokens of each row of
    ``logits [n, V]`` (highest first, equal logits by lower id: :mod:`.ranking`), chunked so the
    fp32 copy stays under ``ranking.CHUNK_ELEMENTS``.
    ``scale(chunk, rows)`` applies the temperature chunk by chunk (no full-size scaled copy)."""
    rows = max(1, ranking.CHUNK_ELEMENTS // max(1, logits.shape[-1]))
    ids, log_probs = [], []
    with torch.no_grad():
        for start in range(0, logits.shape[0], rows):
            part = logits[start : start + rows]
            if scale is not None:
                part = scale(part, slice(start, start + rows))
            part = part.float()
            values, indices = ranking.ranked_top_k(part, k)
            log_probs.append(values - part.logsumexp(dim=-1, keepdim=True))
            ids.append(indices.to(torch.int32))
    if not ids:
        return torch.zeros(0, k, dtype=torch.int32), torch.zeros(0, k)
    return torch.cat(ids), torch.cat(log_probs)


def request_top_k(extra_info: dict[str, Any], k: int, due: bool) -> None:
    """Asks this step's old-log-prob forward for ``k`` alternatives when traces are due
    (:func:`withdraw_top_k` takes the request back after it)."""
    if due and k > 0:
        extra_info[TOP_K_REQUEST] = k


def withdraw_top_k(extra_info: dict[str, Any] | None) -> None:
    """After the old-log-prob forward: no later forward of the step is asked for alternatives."""
    if extra_info is not None:
        extra_info.pop(TOP_K_REQUEST, None)


def requested_top_k(micro_batch: Any) -> int:
    """How many alternatives the trainer asked this micro-batch's forward for (0: none)."""
    from verl.utils import tensordict_utils as tu

    return int(tu.get_non_tensor_data(data=micro_batch, key=TOP_K_REQUEST, default=0) or 0)


def report_engine_failure(error: Exception) -> None:
    """Said once: the forward goes on, its traces without alternatives."""
    report_once(
        "engine", "tb_verl: top-k alternatives are off (%s: %s); traces go on without them", type(error).__name__, error
    )


def top_k_outputs(
    module: Any, engine: Any, output: Any, output_args: dict[str, Any], micro_batch: Any, k: int
) -> dict[str, torch.Tensor]:
    """The two jagged top-k fields of one micro-batch, aligned with verl's ``log_probs`` (the logits
    at a position rank candidates for the next token). Both of verl's layouts: packed
    (``use_remove_padding=True``: one row of all sequences, maybe padded at the tail for sequence
    parallelism) and padded (``[batch, longest, V]``, each sequence from position 0); from the
    logits, or with fused kernels from what the fused kernel's wrapper computed (:mod:`.topk_fused`)."""
    from verl.utils import tensordict_utils as tu

    offsets = micro_batch["input_ids"].offsets()
    packed = tu.get_non_tensor_data(data=micro_batch, key="use_remove_padding", default=True)
    if tu.get_non_tensor_data(data=micro_batch, key="use_fused_kernels", default=False):
        ids, log_probs = _fused_top_k()
    else:
        ids, log_probs = _top_k_of_forward_logits(module, output, output_args, packed, k)
    if packed:
        ids = engine._gather_and_unpad_packed(ids, output_args["pad_size"])
        log_probs = engine._gather_and_unpad_packed(log_probs, output_args["pad_size"])
    else:  # every position of [batch, longest] was ranked: keep each sequence's own
        longest = ids.shape[0] // (len(offsets) - 1)
        real = (torch.arange(longest, device=offsets.device)[None, :] < offsets.diff()[:, None]).reshape(-1)
        ids, log_probs = ids[real.to(ids.device)], log_probs[real.to(log_probs.device)]
    return {
        IDS_FIELD: torch.nested.nested_tensor_from_jagged(ids, offsets),
        LOG_PROBS_FIELD: torch.nested.nested_tensor_from_jagged(log_probs, offsets),
    }


def _top_k_of_forward_logits(
    module: Any, output: Any, output_args: dict[str, Any], packed: bool, k: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """``[rows, k]`` from the forward's logits scaled by verl's own temperature function: packed,
    this Ulysses rank's tokens; padded, every position of ``[batch, longest]``."""
    logits = output.logits
    if hasattr(logits, "full_tensor"):  # tensor parallel: vocab-sharded DTensor
        logits = logits.full_tensor()
    unit = output_args.get("temperature_is_one", False)
    if packed:
        logits = logits.squeeze(0)
        temperature = output_args["temperature_rmpad"]
    else:
        batch, longest = logits.shape[:2]
        logits = logits.reshape(batch * longest, -1)
        temperature = output_args["temperature"].repeat_interleave(longest)

    def scale(chunk: torch.Tensor, rows: slice) -> torch.Tensor:  # verl's own temperature scaling
        scaled: torch.Tensor = module._scale_logits_by_temperature(
            chunk, temperature[rows].unsqueeze(-1), is_unit_temperature=unit
        )
        return scaled

    return top_k_of_logits(logits, k, scale)


def _fused_top_k() -> tuple[torch.Tensor, torch.Tensor]:
    """What the fused kernel's wrapper computed in this forward (in the hidden states' layout,
    the same as the logits')."""
    request = topk_fused.open_request()
    if request is not None and request.error is not None:
        raise request.error
    if request is None or request.ids is None or request.log_probs is None:
        raise RuntimeError(
            "the fused forward called neither FusedLinearForPPO nor linear_cross_entropy, where "
            "tb_verl reads the hidden states (a model whose fused forward verl implements otherwise)"
        )
    return request.ids, request.log_probs


def patch_engine(module: Any) -> None:
    """Post-import hook of ``verl.workers.engine.fsdp.transformer_impl`` (in every worker): the
    outputs get the alternatives; with fused kernels the forward asks the fused kernel for them."""
    from verl.utils import tensordict_utils as tu

    def wrap_forward_step(original: Callable[..., Any]) -> Callable[..., Any]:
        def forward_step(self: Any, micro_batch: Any, loss_function: Any, forward_only: Any) -> Any:
            k = requested_top_k(micro_batch)
            if k > 0 and tu.get_non_tensor_data(data=micro_batch, key="use_fused_kernels", default=False):
                with topk_fused.fused_request(k):
                    return original(self, micro_batch, loss_function, forward_only)
            return original(self, micro_batch, loss_function, forward_only)

        return forward_step

    def wrap_outputs(original: Callable[..., Any]) -> Callable[..., Any]:
        def prepare_model_outputs(
            self: Any, output: Any, output_args: Any, micro_batch: Any, logits_processor_func: Any
        ) -> Any:
            model_output = original(self, output, output_args, micro_batch, logits_processor_func)
            k = requested_top_k(micro_batch)
            if k > 0:
                try:
                    model_output.update(top_k_outputs(module, self, output, output_args, micro_batch, k))
                except Exception as error:  # never fail verl's forward for our extra fields
                    report_engine_failure(error)
            return model_output

        return prepare_model_outputs

    wrap_once(module.FSDPEngineWithLMHead, forward_step=wrap_forward_step, prepare_model_outputs=wrap_outputs)


@contextlib.contextmanager
def collect_v0_top_k(trainer: Any, batch: Any, k: int) -> Iterator[dict[str, torch.Tensor]]:
    """Around v0's ``RayPPOTrainer._compute_old_log_prob(batch)``: asks the actor's forward for
    ``k`` alternatives and yields a dict that receives them as ``top_k_ids`` / ``top_k_log_probs``
    ``[B, R, k]``, aligned with ``batch["responses"]``.

    v0 converts ``batch.meta_info`` into the micro-batches' non-tensor data (so the request reaches
    the engine as in v1), but keeps only log-probs and entropy of the worker group's answer: the
    group's ``compute_log_prob`` is watched for the duration of the call to keep ours too.
    """
    collected: dict[str, torch.Tensor] = {}
    if k <= 0:
        yield collected
        return
    group = trainer.actor_rollout_wg
    compute_log_prob = group.compute_log_prob

    def watched(data: Any, *args: Any, **kwargs: Any) -> Any:
        output = compute_log_prob(data, *args, **kwargs)
        try:
            if IDS_FIELD in output.keys():
                collected.update(padded_top_k(output, batch.batch))
        except Exception as error:  # verl's answer goes back untouched whatever happens here
            report_once(
                "v0_top_k",
                "tb_verl: top-k alternatives are off (%s: %s); traces go on without them",
                type(error).__name__,
                error,
            )
        return output

    batch.meta_info[TOP_K_REQUEST] = k
    group.compute_log_prob = watched
    try:
        yield collected
    finally:
        group.compute_log_prob = compute_log_prob
        batch.meta_info.pop(TOP_K_REQUEST, None)  # the update's forward must not pay for it


def padded_top_k(output: Any, padded: Any) -> dict[str, torch.Tensor]:
    """The jagged top-k fields of a v0 forward as ``[B, R, k]`` response tensors, cut with verl's
    own ``no_padding_2_padding`` exactly as v0 cuts its log-probs (``padded`` holds the batch's
    ``prompts``, ``responses`` and ``attention_mask``)."""
    from tensordict import TensorDict
    from verl.workers.utils.padding import no_padding_2_padding

    layout = TensorDict(
        {key: padded[key] for key in ("prompts", "responses", "attention_mask")}, batch_size=[len(padded["responses"])]
    )
    return {
        "top_k_ids": no_padding_2_padding(output[IDS_FIELD], layout),
        "top_k_log_probs": no_padding_2_padding(output[LOG_PROBS_FIELD], layout),
    }


def response_top_k(data: Any, response_mask: torch.Tensor, pad: int = 0) -> tuple[torch.Tensor, torch.Tensor]:
    """``[rows, R, k]`` ids and log-probs of the response tokens, from the two fields as fetched
    from TransferQueue and the rows' jagged ``response_mask`` (verl's own ``response_from_nested``
    cut)."""
    from verl.workers.utils.padding import response_from_nested

    ids = response_from_nested(data[IDS_FIELD], response_mask).to_padded_tensor(pad)
    log_probs = response_from_nested(data[LOG_PROBS_FIELD], response_mask).to_padded_tensor(0.0)
    return ids, log_probs
