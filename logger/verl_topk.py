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
(at most ``CHUNK_ELEMENTS`` fp32 values at a time); on the way back 8 bytes x k per token of every
row (prompt included) through TransferQueue, e.g. 256 x 3072 tokens x k=5: 31 MB. Steps without
traces cost nothing. Supported: FSDP engine with ``use_remove_padding=True`` (verl's default) and
without fused kernels (which never materialise the logits); otherwise it is reported once and
traces carry no alternatives.
"""

from __future__ import annotations

import functools
from typing import Any

import torch

TOP_K_REQUEST = "tb_verl_top_k"
"""``extra_info`` / micro-batch non-tensor key: how many alternatives the forward should return."""
IDS_FIELD = "tb_verl_top_k_ids"
LOG_PROBS_FIELD = "tb_verl_top_k_log_probs"
CHUNK_ELEMENTS = 1 << 25
"""fp32 logits handled at once (128 MB): a 150k vocabulary is done 220 tokens at a time."""


def top_k_of_logits(logits: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``(ids int32 [n, k], log-probs fp32 [n, k])`` of the k most probable tokens of each row of
    ``logits [n, V]``, highest first, chunked so the fp32 copy stays under ``CHUNK_ELEMENTS``."""
    rows = max(1, CHUNK_ELEMENTS // max(1, logits.shape[-1]))
    ids, log_probs = [], []
    with torch.no_grad():
        for start in range(0, logits.shape[0], rows):
            part = logits[start : start + rows].float()
            values, indices = part.topk(k, dim=-1)
            log_probs.append(values - part.logsumexp(dim=-1, keepdim=True))
            ids.append(indices.to(torch.int32))
    if not ids:
        return torch.zeros(0, k, dtype=torch.int32), torch.zeros(0, k)
    return torch.cat(ids), torch.cat(log_probs)


def request_top_k(extra_info: dict[str, Any], k: int, due: bool) -> None:
    """Asks this step's old-log-prob forward for ``k`` alternatives when traces are due (else
    makes sure no earlier request lingers on the batch)."""
    if due and k > 0:
        extra_info[TOP_K_REQUEST] = k
    else:
        extra_info.pop(TOP_K_REQUEST, None)


def top_k_outputs(module: Any, engine: Any, output: Any, output_args: dict[str, Any], micro_batch: Any, k: int) -> dict[str, torch.Tensor]:
    """The two jagged top-k fields of one micro-batch, aligned with verl's ``log_probs`` (the logits
    at a position rank candidates for the next token)."""
    from verl.utils import tensordict_utils as tu

    if tu.get_non_tensor_data(data=micro_batch, key="use_fused_kernels", default=False):
        raise NotImplementedError("fused kernels never materialise the logits (set use_fused_kernels=False)")
    if not tu.get_non_tensor_data(data=micro_batch, key="use_remove_padding", default=True):
        raise NotImplementedError("only the use_remove_padding=True path (verl's default) is supported")
    logits = output.logits.squeeze(0)
    if hasattr(logits, "full_tensor"):  # tensor parallel: vocab-sharded DTensor
        logits = logits.full_tensor()
    logits = module._scale_logits_by_temperature(
        logits, output_args["temperature_rmpad"].unsqueeze(-1), is_unit_temperature=output_args.get("temperature_is_one", False)
    )
    ids, log_probs = top_k_of_logits(logits, k)
    pad_size = output_args["pad_size"]
    ids = engine._gather_and_unpad_packed(ids, pad_size)
    log_probs = engine._gather_and_unpad_packed(log_probs, pad_size)
    offsets = micro_batch["input_ids"].offsets()
    return {
        IDS_FIELD: torch.nested.nested_tensor_from_jagged(ids, offsets),
        LOG_PROBS_FIELD: torch.nested.nested_tensor_from_jagged(log_probs, offsets),
    }


def patch_engine(module: Any) -> None:
    """Post-import hook of ``verl.workers.engine.fsdp.transformer_impl`` (in every worker)."""
    engine_cls = module.FSDPEngineWithLMHead
    if getattr(engine_cls, "_tb_verl_patched", False):
        return
    original = engine_cls.prepare_model_outputs

    @functools.wraps(original)
    def prepare_model_outputs(self: Any, output: Any, output_args: Any, micro_batch: Any, logits_processor_func: Any) -> Any:
        model_output = original(self, output, output_args, micro_batch, logits_processor_func)
        from verl.utils import tensordict_utils as tu

        k = int(tu.get_non_tensor_data(data=micro_batch, key=TOP_K_REQUEST, default=0) or 0)
        if k > 0:
            try:
                model_output.update(top_k_outputs(module, self, output, output_args, micro_batch, k))
            except Exception as error:  # never fail verl's forward for our extra fields
                from tb_verl_logger.verl_capture import report_once

                report_once("engine", "tb_verl: top-k alternatives are off (%s: %s); traces go on without them",
                            type(error).__name__, error)
        return model_output

    engine_cls.prepare_model_outputs = prepare_model_outputs
    engine_cls._tb_verl_patched = True


def response_top_k(data: Any, pad: int = 0) -> tuple[torch.Tensor, torch.Tensor]:
    """``[rows, R, k]`` ids and log-probs of the response tokens, from the two fields and the
    rows' ``response_mask`` as fetched from TransferQueue (verl's own ``response_from_nested`` cut)."""
    from verl.workers.utils.padding import response_from_nested

    mask = data["response_mask"]
    ids = response_from_nested(data[IDS_FIELD], mask).to_padded_tensor(pad)
    log_probs = response_from_nested(data[LOG_PROBS_FIELD], mask).to_padded_tensor(0.0)
    return ids, log_probs
