"""Top-k alternatives in verl's Megatron engine, where the vocab-parallel logits are.

verl's ``MegatronEngineWithLMHead.forward_step`` hands megatron-core's forward a logits processor,
``_lm_head_logits_processor``, called on the last pipeline stage with each tensor-parallel rank's
shard of the logits, ``(1, tokens / cp, vocab / tp)`` for packed sequences (``(batch, length,
vocab / tp)`` padded); it scales them by the temperature in place and returns per-token tensors,
which verl's ``postprocess_thd_engine`` (``postprocess_bshd_engine``) all-gathers over the
context-parallel group and cuts back to each sequence, whatever their trailing shape. So the
wrapped processor adds ``tb_verl_top_k_ids`` / ``tb_verl_top_k_log_probs`` of shape ``(1, tokens /
cp, k)`` when the trainer asked (:mod:`.topk`), and verl carries them like its ``log_probs``:
gathered over CP, unpadded, concatenated over micro-batches, put into TransferQueue from the
rank that owns the outputs (TP rank 0, last stage, CP rank 0).

Each TP rank ranks its own shard (ids offset by the shard's vocabulary start), the candidates are
all-gathered over the TP group and merged, and the log-normaliser is the group's all-reduced
maximum and sum of exponentials (:mod:`.ranking`): every rank ends with the full vocabulary's
top-k, equal to that of the unsharded logits, ties included. Nothing is reduced over CP (a
position's logits are on one CP rank) or across pipeline stages (only the last calls the
processor).

Moved per token, on traced steps only: within each TP group, each rank's k candidates (4-byte
score, 8-byte id) to every other rank and two 4-byte all-reduces; out of the worker, 8 bytes x k.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch
import torch.distributed as dist

from tb_verl_logger.verl import ranking
from tb_verl_logger.verl.patching import wrap_once
from tb_verl_logger.verl.topk import IDS_FIELD, LOG_PROBS_FIELD, report_engine_failure, requested_top_k


def vocab_parallel_top_k(
    shard: torch.Tensor, k: int, group: Any, vocab_start: int, scale: Callable[[torch.Tensor, slice], torch.Tensor]
) -> tuple[torch.Tensor, torch.Tensor]:
    """``(ids int32 [n, k], log-probs fp32 [n, k])`` over the whole vocabulary from this rank's
    ``shard [n, vocab / tp]`` of the logits (columns ``vocab_start...``), every rank of ``group``
    calling it with its own shard of the same positions. ``scale(chunk, rows)`` is the temperature.
    Done ``ranking.CHUNK_ELEMENTS`` fp32 values at a time; every rank takes the same number of chunks (same
    positions, equal shards), so the collectives pair up."""
    ranks = dist.get_world_size(group)
    rows = max(1, ranking.CHUNK_ELEMENTS // max(1, shard.shape[-1]))
    ids, log_probs = [], []
    with torch.no_grad():
        for start in range(0, shard.shape[0], rows):
            part = scale(shard[start : start + rows], slice(start, start + rows)).float()
            values, local_ids = ranking.ranked_top_k(part, k)
            maximum = part.amax(dim=-1)
            dist.all_reduce(maximum, op=dist.ReduceOp.MAX, group=group)
            normaliser = ranking.LogNormaliser.of(part, maximum)
            dist.all_reduce(normaliser.sum_exp, op=dist.ReduceOp.SUM, group=group)
            all_values = [torch.empty_like(values) for _ in range(ranks)]
            all_ids = [torch.empty_like(local_ids) for _ in range(ranks)]
            dist.all_gather(all_values, values, group=group)
            dist.all_gather(all_ids, local_ids + vocab_start, group=group)
            values, top_ids = ranking.merge_ranked(torch.cat(all_values, dim=-1), torch.cat(all_ids, dim=-1), k)
            log_probs.append(values - normaliser.log().unsqueeze(-1))
            ids.append(top_ids.to(torch.int32))
    if not ids:
        return torch.zeros(0, k, dtype=torch.int32, device=shard.device), torch.zeros(0, k, device=shard.device)
    return torch.cat(ids), torch.cat(log_probs)


def megatron_top_k_outputs(logits: torch.Tensor, temperature: torch.Tensor, k: int) -> dict[str, torch.Tensor]:
    """The two top-k fields of one micro-batch, shaped like the logits but for the last dimension
    (k): verl's post-processing then treats them as it does ``log_probs``."""
    from megatron.core import parallel_state as mpu

    shard = logits.shape[-1]
    flat = logits.reshape(-1, shard)
    # verl's own scaling, repeated: it divides the logits in place by the temperature (non-positive
    # ones, at padding, set to 1e-8) in the logits' dtype, then megatron-core's cross entropy
    # overwrites them with their exponentials in place, so the top-k runs before verl's processor.
    given = temperature.reshape(-1)
    divisor = torch.where(given > 0, given, torch.full_like(given, 1e-8))

    def scale(chunk: torch.Tensor, rows: slice) -> torch.Tensor:
        return chunk / divisor[rows].unsqueeze(-1).to(chunk.dtype)

    ids, log_probs = vocab_parallel_top_k(
        flat, k, mpu.get_tensor_model_parallel_group(), mpu.get_tensor_model_parallel_rank() * shard, scale
    )
    shape = (*logits.shape[:-1], ids.shape[-1])
    return {IDS_FIELD: ids.reshape(shape), LOG_PROBS_FIELD: log_probs.reshape(shape)}


def patch_engine(module: Any) -> None:
    """Post-import hook of ``verl.workers.engine.megatron.transformer_impl`` (in every worker)."""

    def wrap_processor(original: Callable[..., Any]) -> Callable[..., Any]:
        def _lm_head_logits_processor(
            self: Any, logits: torch.Tensor, label: torch.Tensor, temperature: torch.Tensor, **options: Any
        ) -> dict[str, torch.Tensor]:
            k = requested_top_k(options["batch"])
            alternatives = {}
            if k > 0:
                try:
                    alternatives = megatron_top_k_outputs(logits, temperature, k)
                except Exception as error:  # never fail verl's forward for our extra fields
                    report_engine_failure(error)
            output: dict[str, torch.Tensor] = original(self, logits, label, temperature, **options)
            output.update(alternatives)
            return output

        return _lm_head_logits_processor

    wrap_once(module.MegatronEngineWithLMHead, _lm_head_logits_processor=wrap_processor)
