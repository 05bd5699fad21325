"""A rollout for verl on CPU: Hugging Face ``transformers`` generation behind verl's server API.

verl 0.9's trainers (v1 and v0 alike) generate through the agent loop, which sends token-in /
token-out requests to a ``RolloutReplica``'s server actor; the registered backends (vLLM, SGLang,
TRT-LLM) all need a GPU. This module registers a backend named ``hf`` with the same three parts:

- :class:`HFRolloutServer`, a Ray actor holding the policy as a ``transformers`` model; its
  ``generate`` samples with the request's temperature / top-p / top-k and returns the chosen
  tokens' log-probs under the sampling distribution (vLLM's ``processed_logprobs``, verl's default);
- :class:`HFReplica`, the ``RolloutReplica`` that starts that actor (``rollout.name=hf``);
- :class:`HFServerAdapter`, the ``BaseRollout`` inside verl's hybrid actor worker: verl's naive
  checkpoint engine hands it the FSDP engine's weights after every update, and it loads them into
  the server, so the rollout samples from the policy being trained.

Generation is a different code path from the trainer's forward (KV cache, one sequence at a time),
so rollout and trainer log-probs differ by float rounding, as they do between vLLM and FSDP.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Iterable
from typing import Any

import ray
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from verl.workers.rollout import base as rollout_base
from verl.workers.rollout.replica import RolloutReplica, RolloutReplicaRegistry, TokenOutput

BACKEND = "hf"


def server_name(replica_rank: int) -> str:
    """The named Ray actor of one replica: the worker-side adapter finds its server by name."""
    return f"tb_verl_test_hf_rollout_{replica_rank}"


class HFRolloutServer:
    """One replica's generation server (a Ray actor, ``max_concurrency`` above the agent loop's
    requests). The model runs in a worker thread under a lock: requests queue, control calls
    (sleep, wake_up, weights) are answered at once."""

    def __init__(self, model_path: str, response_length: int, prompt_length: int, seed: int) -> None:
        torch.manual_seed(seed)
        self.model = AutoModelForCausalLM.from_pretrained(model_path, attn_implementation="eager", dtype=torch.float32)
        self.model.eval()
        self.response_length = response_length
        self.prompt_length = prompt_length
        self.global_steps = 0
        self._lock = threading.Lock()

    async def generate(
        self, prompt_ids: list[int], sampling_params: dict[str, Any], request_id: str, **_: Any
    ) -> TokenOutput:
        params = dict(sampling_params)
        max_tokens = params.pop("max_tokens", None) or params.pop("max_new_tokens", None)
        if max_tokens is None:
            max_tokens = min(self.response_length, self.prompt_length + self.response_length - len(prompt_ids))
        token_ids, log_probs = await asyncio.to_thread(self._sample, list(prompt_ids), params, max(1, int(max_tokens)))
        return TokenOutput(
            token_ids=token_ids,
            log_probs=log_probs if params.get("logprobs") else None,
            stop_reason="completed",
            extra_fields={"global_steps": self.global_steps},
        )

    def _sample(self, prompt_ids: list[int], params: dict[str, Any], max_tokens: int) -> tuple[list[int], list[float]]:
        temperature = float(params.get("temperature") or 0.0)
        top_k = int(params.get("top_k") or -1)
        base = self.model.generation_config
        config = GenerationConfig(
            max_new_tokens=max_tokens,
            do_sample=temperature > 0,
            temperature=temperature if temperature > 0 else None,
            top_p=float(params.get("top_p") or 1.0) if temperature > 0 else None,
            top_k=top_k if temperature > 0 and top_k > 0 else 0,  # vLLM's -1 (off) is transformers' 0
            eos_token_id=base.eos_token_id,
            pad_token_id=base.pad_token_id,
            output_scores=True,
            return_dict_in_generate=True,
        )
        with self._lock, torch.no_grad():
            out = self.model.generate(torch.tensor([prompt_ids]), generation_config=config)
        new_tokens = out.sequences[0, len(prompt_ids) :]
        # scores: the processed (temperature / top-k / top-p) logits each token was sampled from.
        log_probs = [
            float(torch.log_softmax(score[0].float(), dim=-1)[token]) for score, token in zip(out.scores, new_tokens)
        ]
        return new_tokens.tolist(), log_probs

    def load_weights(self, named_tensors: dict[str, torch.Tensor], global_steps: int | None) -> None:
        with self._lock:
            missing = set(self.model.state_dict()) - set(named_tensors)
            self.model.load_state_dict(named_tensors, strict=False)
            if global_steps is not None:
                self.global_steps = global_steps
        if missing - {"lm_head.weight"}:  # tied embeddings arrive once
            raise KeyError(f"weights missing from the update: {sorted(missing)[:5]}")

    # The replica's control calls: nothing to free or resume on a CPU.
    async def wake_up(self) -> None: ...
    async def sleep(self) -> None: ...
    async def clear_kv_cache(self) -> None: ...
    async def release_kv_cache(self) -> None: ...
    async def resume_kv_cache(self) -> None: ...
    async def resume_generation(self) -> None: ...
    async def start_profile(self, **_: Any) -> None: ...
    async def stop_profile(self) -> None: ...

    async def abort_all_requests(self, reject_request: bool = False) -> dict[str, Any]:
        return {"aborted_count": 0, "request_ids": []}


class HFReplica(RolloutReplica):
    """``rollout.name=hf``: one server actor per replica, beside verl's hybrid workers."""

    async def launch_servers(self) -> None:
        name = server_name(self.replica_rank)
        server = (
            ray.remote(HFRolloutServer)
            .options(name=name, num_cpus=1, max_concurrency=self.max_concurrency)
            .remote(
                model_path=self.model_config.path,
                response_length=self.config.response_length,
                prompt_length=self.config.prompt_length,
                seed=self.config.get("seed", 0) or 0,
            )
        )
        self.servers = [server]
        self._server_handle = server
        self._server_address = f"hf-{name}"


class HFServerAdapter(rollout_base.BaseRollout):
    """The rollout inside verl's hybrid actor worker: receives the trained weights and pushes them
    to the server actor (from rollout rank 0 only, like verl's vLLM adapter)."""

    def __init__(self, config: Any, model_config: Any, device_mesh: Any, replica_rank: int = -1) -> None:
        super().__init__(config, model_config, device_mesh)
        world = (
            self.config.tensor_model_parallel_size
            * self.config.data_parallel_size
            * self.config.pipeline_model_parallel_size
        )
        rank = int(os.environ.get("RANK", "0"))
        self.replica_rank = rank // world if replica_rank == -1 else replica_rank
        self.is_leader_rank = rank % world == 0

    async def resume(self, tags: list[str]) -> None: ...

    async def release(self) -> None: ...

    async def update_weights(
        self, weights: Iterable[tuple[str, torch.Tensor]], wire_format: str = "named_tensors", **kwargs: Any
    ) -> None:
        if wire_format != "named_tensors":
            raise NotImplementedError(f"hf rollout takes named tensors, not {wire_format!r}")
        named = {}
        for name, tensor in weights:
            full = tensor.full_tensor() if hasattr(tensor, "full_tensor") else tensor
            named[name] = full.detach().to("cpu", copy=True)
        if self.is_leader_rank:
            server = ray.get_actor(server_name(self.replica_rank))
            await server.load_weights.remote(named, kwargs.get("global_steps"))


# Importing this module makes ``actor_rollout_ref.rollout.name=hf`` resolve, in the driver and in
# every worker (see the package's post-import hook).
RolloutReplicaRegistry.register(BACKEND, lambda: HFReplica)
rollout_base._ROLLOUT_REGISTRY[(BACKEND, "async")] = f"{__name__}.HFServerAdapter"
