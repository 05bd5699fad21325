"""The three places where verl 0.9.1 assumes an accelerator, mended for a CPU run.

Each mend applies when its verl module is imported (wrapt post-import hooks), in whichever process
imports it; none touches the trainers or tb_verl's seams.

- ``verl.utils.distributed`` asks torch for ``"cpu:gloo,<device>:<backend>"``; on the CPU platform
  that is ``"cpu:gloo,cpu:gloo"``, which torch rejects as a duplicate: collapse it to ``"gloo"``.
- ``verl.utils.model.load_valuehead_model`` (the critic) hard-codes ``flash_attention_2``: load
  the token-classification head with sdpa attention instead.
- The FSDP2 engine wraps forward-only models (the reference policy) in
  ``CPUOffloadPolicy(pin_memory=True)``, and pinned memory needs an accelerator: unpinned.
"""

from __future__ import annotations

import functools
from typing import Any

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
            local_path, torch_dtype=torch_dtype, config=model_config, attn_implementation="sdpa",
            trust_remote_code=trust_remote_code,
        )

    module.load_valuehead_model = load_valuehead_model


def _patch_offload(module: Any) -> None:
    pinned = module.CPUOffloadPolicy
    if pinned is not None:
        module.CPUOffloadPolicy = lambda **kwargs: pinned(**{**kwargs, "pin_memory": False})


def register() -> None:
    wrapt.register_post_import_hook(_patch_distributed, "verl.utils.distributed")
    wrapt.register_post_import_hook(_patch_valuehead, "verl.utils.model")
    wrapt.register_post_import_hook(_patch_offload, "verl.workers.engine.fsdp.transformer_impl")
