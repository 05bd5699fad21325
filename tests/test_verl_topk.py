"""Top-k alternatives from verl's own actor forward: ``FSDPEngineWithLMHead.prepare_model_outputs``
(verl 0.9.1's code, patched by our post-import hook) run on CPU on a packed and a padded micro-batch, its
outputs cut with verl's ``response_from_nested``, and the v1 capture reading them for the chosen rows.
The FSDP engine object itself needs GPUs and a process group: the test gives the method the few
attributes it reads (no sequence parallelism, entropy without checkpointing)."""

from __future__ import annotations

import types

import numpy as np
import pytest
import torch
import verl  # noqa: F401  (loads our plugin, which registers the engine hook)
from tensordict import TensorDict

from tb_verl_logger.verl import ranking, topk

LENGTHS = [5, 3]  # prompt + response tokens of two sequences, packed
RESPONSE_LENGTHS = [2, 1]
VOCAB = 11
PAD = 2  # verl's static/SP padding at the tail of the packed sequence
TEMPERATURE = 0.7


def engine_forward(k: int, packed: bool = True):
    """Runs verl's (patched) prepare_model_outputs on random logits, in verl's packed layout
    (``use_remove_padding=True``: one row, padded at the tail) or its padded one (``[batch,
    longest, V]``, each sequence from position 0); returns its outputs, the token ids and each
    token position's logits in sequence order."""
    from verl.utils import tensordict_utils as tu
    from verl.utils import torch_functional as verl_F
    from verl.workers.engine.fsdp import transformer_impl

    generator = torch.Generator().manual_seed(0)
    total = sum(LENGTHS)
    ids = torch.randint(0, VOCAB, (total,), generator=generator)
    input_ids = torch.nested.nested_tensor_from_jagged(ids, torch.tensor([0, LENGTHS[0], total]))
    micro_batch = TensorDict({"input_ids": input_ids}, batch_size=[2])
    tu.assign_non_tensor(
        micro_batch, calculate_entropy=True, use_remove_padding=packed, **({topk.TOP_K_REQUEST: k} if k else {})
    )
    logits = torch.randn(1, total + PAD, VOCAB, generator=generator) * 3
    rolled = torch.cat([torch.roll(ids, -1), torch.zeros(PAD, dtype=ids.dtype)])
    output_args = {"temperature_is_one": False, "input_ids_rmpad_rolled": rolled}
    if packed:
        output_args |= {"temperature_rmpad": torch.full((total + PAD,), TEMPERATURE), "pad_size": PAD}
        model_logits = logits
    else:  # the same tokens' logits laid out one sequence per row, garbage in the padding
        model_logits = torch.randn(2, max(LENGTHS), VOCAB, generator=generator) * 3
        model_logits[0, : LENGTHS[0]] = logits[0, : LENGTHS[0]]
        model_logits[1, : LENGTHS[1]] = logits[0, LENGTHS[0] : total]
        output_args |= {"temperature": torch.full((2,), TEMPERATURE), "input_ids_rmpad_rolled": rolled[:total]}
    engine = types.SimpleNamespace(
        use_ulysses_sp=False,
        engine_config=types.SimpleNamespace(entropy_checkpointing=False, entropy_from_logits_with_chunking=False),
        compute_entropy_from_logits=verl_F.entropy_from_logits,
    )
    engine._gather_and_unpad_packed = types.MethodType(
        transformer_impl.FSDPEngineWithLMHead._gather_and_unpad_packed, engine
    )
    assert transformer_impl.FSDPEngineWithLMHead._tb_verl_patched
    out = transformer_impl.FSDPEngineWithLMHead.prepare_model_outputs(
        engine, types.SimpleNamespace(logits=model_logits), output_args, micro_batch, None
    )
    return out, ids, logits[0, :total]


@pytest.mark.parametrize("packed", [True, False], ids=["use_remove_padding", "padded"])
def test_the_actor_forward_returns_top_k_aligned_with_verls_log_probs(packed) -> None:
    out, ids, logits = engine_forward(k=3, packed=packed)
    top_ids = out[topk.IDS_FIELD].values()
    top_log_probs = out[topk.LOG_PROBS_FIELD].values()
    assert top_ids.shape == (sum(LENGTHS), 3) and top_ids.dtype == torch.int32
    # Independently: the k most probable tokens of the temperature-scaled distribution.
    expected = torch.log_softmax(logits / TEMPERATURE, dim=-1).topk(3)
    assert torch.equal(top_ids.long(), expected.indices)
    torch.testing.assert_close(top_log_probs, expected.values, rtol=1e-5, atol=1e-5)
    # Against verl's own log-probs of the tokens actually chosen: where the chosen token is among
    # the top-k, both computations give the same log-prob (same logits, same temperature).
    verl_log_probs = out["log_probs"].values()
    labels = torch.roll(ids, -1)
    checked = 0
    for t in range(sum(LENGTHS)):
        hit = (top_ids[t] == labels[t]).nonzero()
        if hit.numel():
            assert top_log_probs[t, hit[0, 0]].item() == pytest.approx(verl_log_probs[t].item(), abs=1e-5)
            checked += 1
    assert checked > 0


def test_verls_response_cut_gives_the_alternatives_of_each_response_token() -> None:
    out, _ids, logits = engine_forward(k=2)
    mask = torch.nested.as_nested_tensor([torch.ones(n) for n in RESPONSE_LENGTHS], layout=torch.jagged)
    top_ids, _top_log_probs = topk.response_top_k(out, mask)
    assert top_ids.shape == (2, max(RESPONSE_LENGTHS), 2)
    expected = torch.log_softmax(logits / TEMPERATURE, dim=-1).topk(2)
    ends = np.cumsum(LENGTHS)
    for row, (end, length) in enumerate(zip(ends, RESPONSE_LENGTHS)):
        # The logits one position before each response token ranked the candidates for it.
        positions = list(range(end - length - 1, end - 1))
        assert torch.equal(top_ids[row, :length].long(), expected.indices[positions])


def test_no_request_no_extra_fields() -> None:
    out, _, _ = engine_forward(k=0)
    assert topk.IDS_FIELD not in out and "log_probs" in out


def test_request_follows_the_traced_steps() -> None:
    info: dict = {}
    topk.request_top_k(info, 5, due=False)  # a step without traces: no cost
    assert info == {}
    topk.request_top_k(info, 5, due=True)
    assert info == {topk.TOP_K_REQUEST: 5}


def test_the_request_ends_with_the_old_log_prob_forward() -> None:
    """verl keeps updating one extra_info for the step's later forwards (the reference policy's,
    the update's): the wrapped ``PPOTrainer._compute_old_log_prob`` takes the request back after
    verl's own method, even when it raises (here: a trainer without a config)."""
    import types

    from verl.trainer.ppo.v1.trainer_base import PPOTrainer

    batch = types.SimpleNamespace(extra_info={topk.TOP_K_REQUEST: 5, "temperature": 1.0})
    with pytest.raises(AttributeError):
        PPOTrainer._compute_old_log_prob(types.SimpleNamespace(), batch, {})
    assert batch.extra_info == {"temperature": 1.0}


def test_chunked_top_k_equals_one_pass(monkeypatch) -> None:
    logits = torch.randn(50, 300, generator=torch.Generator().manual_seed(1))
    monkeypatch.setattr(ranking, "CHUNK_ELEMENTS", 300 * 7)  # 7 rows at a time
    ids, log_probs = topk.top_k_of_logits(logits, 4)
    expected = torch.log_softmax(logits, -1).topk(4)
    assert torch.equal(ids.long(), expected.indices)
    torch.testing.assert_close(log_probs, expected.values)
