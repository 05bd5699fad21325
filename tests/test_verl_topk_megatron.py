"""Top-k alternatives in verl's Megatron engine over real CPU ranks: megatron-core's own parallel
state on a gloo process group of 2 and of 4, verl's ``MegatronEngineWithLMHead.forward_step`` with
tb_verl's import hook, megatron-core's ``ColumnParallelLinear`` holding each tensor-parallel rank's
shard of the vocabulary (``verl_cpu.megatron_ranks`` says what does not run: the transformer below
the output layer). On every rank, for every position of the micro-batch, the ids equal the
full-vocabulary ranking of the unsharded logits (highest first, equal logits by lower id) and the
log-probs its log-softmax; tensor parallelism 2 and 4, context parallelism 2 (verl's zigzag split
and gather), packed and padded sequences, random logits and logits tied everywhere."""

from __future__ import annotations

import json
import os

import pytest

pytest.importorskip("megatron.core", reason="megatron-core is in the [test] extra: pip install -e '.[verl,test]'")

from verl_cpu import megatron_ranks

LAYOUTS = {
    2: [(2, 1, True, False), (2, 1, True, True), (2, 1, False, True)],
    4: [(4, 1, True, True), (2, 2, True, False), (2, 2, True, True), (2, 2, False, True)],
}
"""Per world size, ``(tp, cp, packed, tied)``: what 2 and 4 ranks can hold."""


@pytest.mark.parametrize("world", sorted(LAYOUTS))
def test_vocab_parallel_top_k_equals_the_unsharded_ranking(world: int, tmp_path) -> None:
    megatron_ranks.run(world, LAYOUTS[world], str(tmp_path))  # each rank asserts; a failure raises here
    for tp, cp, packed, tied in LAYOUTS[world]:
        name = megatron_ranks.layout_name(tp, cp, packed, tied)
        compared = []
        for rank in range(world):
            with open(os.path.join(tmp_path, f"{name}-{rank}.json")) as f:
                compared.append(json.load(f))
        assert all(c["positions"] == sum(megatron_ranks.LENGTHS) for c in compared), name
        assert all(c == compared[0] for c in compared), name  # every rank saw the same
        assert compared[0]["next_tokens_in_top_k"] > 0, name  # verl's own log-prob was checked
        if tied:  # the ties the order decides were there: at the k-th place and across shards
            assert compared[0]["ties_at_k"] > 0 and compared[0]["ties_across_shards"] > 0, name
