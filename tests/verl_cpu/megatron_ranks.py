"""verl's Megatron engine forward on CPU ranks: megatron-core's own parallel state over a real gloo
process group, verl's ``MegatronEngineWithLMHead.forward_step`` (patched by tb_verl's import hook),
its packed (``thd``) and padded (``bshd``) pre- and post-processing, context-parallel zigzag split
and gather included, and megatron-core's ``ColumnParallelLinear`` as the output layer: each
tensor-parallel rank holds its shard of the vocabulary's logits, as in a real run.

What does not run here is the transformer below the output layer: megatron-core's local attention
refuses packed sequences (``packed_seq_params``) and Transformer Engine's needs CUDA. The last
stage's hidden states therefore come from an embedding alone (:class:`LastStage`); everything from
the hidden states on is verl's and megatron-core's.

``run(world, layouts, outdir)`` starts ``world`` processes (torch.multiprocessing), and each
``(tp, cp, data_format, tied)`` of ``layouts`` re-initialises megatron-core's model parallel state
on them and checks, on every rank, the top-k verl's forward returns against the full-vocabulary
ranking of the unsharded logits (:func:`expected_top_k`); each rank writes what it compared to
``outdir/<layout>-<rank>.json`` for the test to read.
"""

from __future__ import annotations

import json
import os
import socket
import types
from typing import Any

import torch

VOCAB = 64
HIDDEN = 8
K = 5
TEMPERATURE = 0.7
LENGTHS = (5, 11, 3, 8)
"""Sequences of one micro-batch (prompt and response together, as verl's forward sees them)."""


def expected_top_k(logits: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """The definition, independently of tb_verl's code: the whole row sorted by logit, highest
    first, equal logits by lower id (a stable sort of the ids in order), log-probs against the
    whole row's logsumexp."""
    values, ids = logits.sort(dim=-1, descending=True, stable=True)
    return ids[:, :k], values[:, :k] - logits.logsumexp(dim=-1, keepdim=True)


class LastStage(torch.nn.Module):
    """The last pipeline stage as verl's forward calls it (``pre_process``, ``post_process``,
    ``config.fp8``; ``model(input_ids=..., packed_seq_params=...)`` returns the logits): hidden states
    from an embedding, the logits from megatron-core's own ``ColumnParallelLinear`` (this rank's
    vocabulary shard). ``tied``: embedding and output weights in {-1, 0, 1}, so the logits are small
    integers and tie everywhere, across shards and at the k-th place."""

    pre_process = True
    post_process = True

    def __init__(self, tp: int, cp: int, tied: bool) -> None:
        from megatron.core import ModelParallelConfig
        from megatron.core.tensor_parallel import ColumnParallelLinear

        super().__init__()
        config = ModelParallelConfig(
            tensor_model_parallel_size=tp,
            context_parallel_size=cp,
            use_cpu_initialization=True,
            params_dtype=torch.float32,
        )
        self.config = types.SimpleNamespace(fp8=None)
        torch.manual_seed(0)  # the same full weight on every rank, each keeping its shard
        self.output_layer = ColumnParallelLinear(
            HIDDEN, VOCAB, config=config, init_method=torch.nn.init.normal_, bias=False, gather_output=False
        )
        self.embedding = torch.nn.Embedding(VOCAB, HIDDEN)
        if tied:
            with torch.no_grad():
                self.output_layer.weight.copy_(self.output_layer.weight.clamp(-1, 1).round())
                self.embedding.weight.copy_(self.embedding.weight.clamp(-1, 1).round())

    def forward(self, input_ids: torch.Tensor, **_: Any) -> torch.Tensor:
        logits, _bias = self.output_layer(self.embedding(input_ids))
        return logits

    def full_logits(self, group: Any, input_ids: torch.Tensor) -> torch.Tensor:
        """The unsharded logits of ``input_ids`` (the shards all-gathered over the TP group)."""
        import torch.distributed as dist

        shards = [torch.empty_like(self.output_layer.weight) for _ in range(dist.get_world_size(group))]
        dist.all_gather(shards, self.output_layer.weight.detach().contiguous(), group=group)
        return self.embedding(input_ids) @ torch.cat(shards).t()


def engine(tp: int, cp: int, packed: bool) -> Any:
    """verl's engine class, its forward's few attributes set (the rest of it builds models, optimisers
    and checkpoints on GPUs): verl's own engine config, a Qwen2 architecture name, no MTP."""
    from verl.workers.config import McoreEngineConfig
    from verl.workers.engine.megatron.transformer_impl import MegatronEngineWithLMHead

    built = object.__new__(MegatronEngineWithLMHead)
    built.engine_config = McoreEngineConfig(
        tensor_model_parallel_size=tp, context_parallel_size=cp, use_remove_padding=packed
    )
    built.enable_routing_replay = False
    built.model_config = types.SimpleNamespace(
        hf_config=types.SimpleNamespace(architectures=["Qwen2ForCausalLM"]),
        tokenizer=types.SimpleNamespace(pad_token_id=0),
        mtp=types.SimpleNamespace(enable=False),
    )
    return built


def micro_batch(k: int) -> tuple[Any, torch.Tensor]:
    """One micro-batch as verl's workers hand it to the engine (jagged ``input_ids`` and
    ``loss_mask``, per-sequence temperature, verl's flags and tb_verl's request), and its ids."""
    from tensordict import TensorDict
    from verl.utils import tensordict_utils as tu

    from tb_verl_logger.verl.topk import TOP_K_REQUEST

    ids = torch.randint(0, VOCAB, (sum(LENGTHS),), generator=torch.Generator().manual_seed(1))
    offsets = torch.tensor([0, *torch.tensor(LENGTHS).cumsum(0).tolist()])
    batch = TensorDict(
        {
            "input_ids": torch.nested.nested_tensor_from_jagged(ids, offsets),
            "loss_mask": torch.nested.nested_tensor_from_jagged(torch.ones(len(ids)), offsets),
            "temperature": torch.full((len(LENGTHS),), TEMPERATURE),
        },
        batch_size=[len(LENGTHS)],
    )
    tu.assign_non_tensor(batch, calculate_entropy=True, **({TOP_K_REQUEST: k} if k else {}))
    return batch, ids


def check_layout(tp: int, cp: int, packed: bool, tied: bool) -> dict[str, Any]:
    """verl's forward on this layout, its top-k against :func:`expected_top_k`; returns what was
    compared (raises AssertionError on a difference)."""
    from megatron.core import parallel_state as mpu

    from tb_verl_logger.verl.topk import IDS_FIELD, LOG_PROBS_FIELD

    mpu.initialize_model_parallel(tensor_model_parallel_size=tp, context_parallel_size=cp)
    try:
        model = LastStage(tp, cp, tied)
        forward = engine(tp, cp, packed)
        batch, ids = micro_batch(K)
        with torch.no_grad():
            output, _ = forward.forward_step(iter([batch]), model, None, forward.postprocess_micro_batch_func)
            full = model.full_logits(mpu.get_tensor_model_parallel_group(), ids) / TEMPERATURE
        expected_ids, expected_log_probs = expected_top_k(full, K)
        got_ids, got_log_probs = output[IDS_FIELD].values(), output[LOG_PROBS_FIELD].values()
        assert got_ids.dtype == torch.int32 and got_ids.shape == (len(ids), K), got_ids.shape
        assert torch.equal(got_ids.long(), expected_ids), (
            f"ids differ at {(got_ids.long() != expected_ids).nonzero()[:5].tolist()}"
        )
        torch.testing.assert_close(got_log_probs, expected_log_probs, rtol=0, atol=1e-5)
        # verl's own log-prob of each next token, where the top-k holds it: the same number (a
        # sequence's last position has no next token: what verl puts there is not a log-prob).
        labels = torch.cat([torch.roll(sequence, -1) for sequence in batch["input_ids"].unbind()])
        has_next = torch.cat([torch.arange(n) < n - 1 for n in LENGTHS])
        hits = (got_ids.long() == labels.unsqueeze(-1)) & has_next.unsqueeze(-1)
        verl_log_probs = output["log_probs"].values()
        torch.testing.assert_close(got_log_probs[hits], verl_log_probs[hits.any(dim=-1)], rtol=0, atol=1e-5)
        ranked = full.sort(dim=-1, descending=True).values
        return {
            "positions": len(ids),
            "next_tokens_in_top_k": int(hits.sum()),
            # rows where the k-th logit ties the (k+1)-th: the tie decides which ids are in
            "ties_at_k": int((ranked[:, K - 1] == ranked[:, K]).sum()),
            # ties inside the top-k whose tokens lie on different TP shards
            "ties_across_shards": int(
                sum(
                    len({int(i) // (VOCAB // tp) for i in row_ids[row_values == value]}) > 1
                    for row_ids, row_values in zip(expected_ids, full.gather(-1, expected_ids))
                    for value in row_values.unique()
                )
            ),
        }
    finally:
        mpu.destroy_model_parallel()


def _rank(rank: int, world: int, layouts: list[tuple[int, int, bool, bool]], outdir: str) -> None:
    import torch.distributed as dist
    import verl  # noqa: F401  (loads tb_verl's plugin: the engine's import hook)

    import verl_cpu  # noqa: F401  (the cpu platform: verl moves each micro-batch to its device)

    dist.init_process_group("gloo", rank=rank, world_size=world)
    try:
        for tp, cp, packed, tied in layouts:
            compared = check_layout(tp, cp, packed, tied)
            with open(os.path.join(outdir, f"{layout_name(tp, cp, packed, tied)}-{rank}.json"), "w") as f:
                json.dump(compared, f)
    finally:
        dist.destroy_process_group()


def layout_name(tp: int, cp: int, packed: bool, tied: bool) -> str:
    return f"tp{tp}-cp{cp}-{'thd' if packed else 'bshd'}-{'tied' if tied else 'random'}"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run(world: int, layouts: list[tuple[int, int, bool, bool]], outdir: str) -> None:
    """Every layout on ``world`` CPU ranks; raises with a rank's traceback if one fails."""
    import torch.multiprocessing as mp

    # The ranks' environment (each is a new interpreter, importing verl afresh): the cpu platform,
    # where the group meets. The test session's own environment is left as it was.
    added = {"VERL_PLATFORM": "cpu", "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(free_port())}
    before = {name: os.environ.get(name) for name in added}
    os.environ.update(added)
    try:
        mp.spawn(_rank, args=(world, layouts, outdir), nprocs=world)
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
