"""The places where verl 0.9.1 assumes an accelerator, mended for a CPU run.

Each mend applies when its verl module is imported (wrapt post-import hooks), in whichever process
imports it; none touches the trainers or tb_verl's seams.

- ``verl.utils.distributed`` asks torch for ``"cpu:gloo,<device>:<backend>"``; on the CPU platform
  that is ``"cpu:gloo,cpu:gloo"``, which torch rejects as a duplicate: collapse it to ``"gloo"``.
- ``verl.utils.model.load_valuehead_model`` (the critic) hard-codes ``flash_attention_2``: load
  the token-classification head with sdpa attention instead.
- The FSDP2 engine wraps forward-only models (the reference policy) in
  ``CPUOffloadPolicy(pin_memory=True)``, and pinned memory needs an accelerator: unpinned.
- Ulysses sequence parallelism (``ulysses_sequence_parallel_size > 1``) is verl's all-to-all
  around flash-attention's varlen kernel only (``_ulysses_flash_attention_forward``), and
  flash-attention needs CUDA: transformers' sdpa attention gets the same all-to-alls (verl's own
  ``gather_seq_scatter_heads`` / ``gather_heads_scatter_seq``), its packed sequences masked apart
  from the gathered position ids as the varlen kernel separates them.
"""

from __future__ import annotations

import functools
from typing import Any

import torch
import torch.distributed
import wrapt


def _single_gloo(backend: Any) -> Any:
    if isinstance(backend, str) and "," in backend:
        parts = {part.split(":")[-1] for part in backend.split(",")}
        if parts == {"gloo"}:
            return "gloo"
    return backend


def _patch_distributed(module: Any) -> None:
    init = torch.distributed.init_process_group
    if getattr(init, "_cpu_gloo", False):
        return

    @functools.wraps(init)
    def init_process_group(*args: Any, **kwargs: Any) -> Any:
        if "backend" in kwargs:
            kwargs["backend"] = _single_gloo(kwargs["backend"])
        elif args:
            args = (_single_gloo(args[0]), *args[1:])
        return init(*args, **kwargs)

    init_process_group._cpu_gloo = True  # type: ignore[attr-defined]
    torch.distributed.init_process_group = init_process_group


def _patch_valuehead(module: Any) -> None:
    def load_valuehead_model(local_path: str, torch_dtype: Any, model_config: Any, trust_remote_code: bool) -> Any:
        from transformers import AutoModelForTokenClassification

        return AutoModelForTokenClassification.from_pretrained(
            local_path,
            torch_dtype=torch_dtype,
            config=model_config,
            attn_implementation="sdpa",
            trust_remote_code=trust_remote_code,
        )

    module.load_valuehead_model = load_valuehead_model


def _patch_offload(module: Any) -> None:
    pinned = module.CPUOffloadPolicy
    if pinned is not None:
        module.CPUOffloadPolicy = lambda **kwargs: pinned(**{**kwargs, "pin_memory": False})


def _ulysses_sdpa(sdpa: Any) -> Any:
    """transformers' sdpa attention under Ulysses: each rank's query, key and value hold its slice
    of the packed sequence and every head; all-to-all to the whole sequence and a slice of the
    heads, attention within each packed sequence (it starts where its position id is 0), and back.
    Without sequence parallelism, sdpa as it is."""

    def attention(
        module: Any,
        query: torch.Tensor,
        key: torch.Tensor,
        value: torch.Tensor,
        attention_mask: Any,
        *args: Any,
        **kwargs: Any,
    ) -> Any:
        from verl.utils import ulysses

        position_ids = kwargs.get("position_ids")
        group = ulysses.get_ulysses_sequence_parallel_group()
        if position_ids is None or group is None or ulysses.get_ulysses_sequence_parallel_world_size(group) == 1:
            return sdpa(module, query, key, value, attention_mask, *args, **kwargs)
        if not attention.announced:  # said once per process, as verl says its own patches: a run's log shows it ran
            print(f"Ulysses sdpa attention over {ulysses.get_ulysses_sequence_parallel_world_size(group)} ranks")
            attention.announced = True
        groups = query.shape[1] // key.shape[1]  # every query head its key and value head, before the heads are split
        key, value = (t.repeat_interleave(groups, dim=1) for t in (key, value))
        # [batch, heads, tokens / sp, dim] -> [batch, heads / sp, tokens, dim]
        query, key, value = (ulysses.gather_seq_scatter_heads(t, seq_dim=2, head_dim=1) for t in (query, key, value))
        gathered = [
            torch.empty_like(position_ids) for _ in range(ulysses.get_ulysses_sequence_parallel_world_size(group))
        ]
        torch.distributed.all_gather(gathered, position_ids.contiguous(), group=group)
        sequence = (torch.cat(gathered, dim=-1) == 0).cumsum(dim=-1)  # [batch, tokens]: which packed sequence
        causal = torch.ones(sequence.shape[-1], sequence.shape[-1], dtype=torch.bool, device=query.device).tril()
        mask = (sequence[:, :, None] == sequence[:, None, :]) & causal
        output = torch.nn.functional.scaled_dot_product_attention(
            query, key, value, attn_mask=mask[:, None], scale=kwargs.get("scaling")
        )
        # [batch, heads / sp, tokens, dim] -> [batch, tokens / sp, heads, dim], as sdpa returns it
        return ulysses.gather_heads_scatter_seq(output.transpose(1, 2), seq_dim=1, head_dim=2), None

    attention.announced = False  # type: ignore[attr-defined]
    return attention


def _patch_ulysses_attention(module: Any) -> None:
    from transformers.modeling_utils import ALL_ATTENTION_FUNCTIONS

    sdpa = ALL_ATTENTION_FUNCTIONS["sdpa"]
    if not getattr(sdpa, "_cpu_ulysses", False):
        ALL_ATTENTION_FUNCTIONS["sdpa"] = _ulysses_sdpa(sdpa)
        ALL_ATTENTION_FUNCTIONS["sdpa"]._cpu_ulysses = True


def register() -> None:
    wrapt.register_post_import_hook(_patch_distributed, "verl.utils.distributed")
    wrapt.register_post_import_hook(_patch_valuehead, "verl.utils.model")
    wrapt.register_post_import_hook(_patch_offload, "verl.workers.engine.fsdp.transformer_impl")
    # Where verl applies its own Ulysses patch (in the workers that build a model).
    wrapt.register_post_import_hook(_patch_ulysses_attention, "verl.models.transformers.monkey_patch")
