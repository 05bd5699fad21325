"""Top-k alternatives with fused kernels: verl's FSDP engine ``forward_step`` (its real method, with
tb_verl's import hooks) on a 2-layer Qwen2 whose forward verl itself patched for fused kernels
(``patch_forward_with_backends``, backend torch: ``FusedLinearForPPO``, the default; the only one
that runs without a GPU), held against the same engine and weights without fused kernels, where
verl builds the logits. The engine object has the attributes its forward reads (the rest of it
builds FSDP on GPUs: ``test_verl_main_ppo.py`` runs the whole trainer)."""

from __future__ import annotations

import pytest
import torch
import verl  # noqa: F401  (loads tb_verl's plugin: its import hooks)
from tensordict import TensorDict

from tb_verl_logger.verl import ranking, topk, topk_fused

VOCAB = 300
LENGTHS = [7, 12, 4]
TEMPERATURE = 0.7
K = 5


@pytest.fixture(scope="module")
def models():
    """The same weights twice: verl's fused forward on one (a subclass, so the class verl patches
    is ours alone), transformers' own on the other."""
    from transformers import Qwen2Config, Qwen2ForCausalLM
    from verl.models.transformers.monkey_patch import patch_forward_with_backends

    config = Qwen2Config(
        vocab_size=VOCAB,
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        tie_word_embeddings=False,
        attn_implementation="sdpa",
    )
    torch.manual_seed(0)
    unfused = Qwen2ForCausalLM(config).eval()
    fused = type("FusedQwen2ForCausalLM", (Qwen2ForCausalLM,), {})(config).eval()
    fused.load_state_dict(unfused.state_dict())
    patch_forward_with_backends(fused, use_fused_kernels=True, fused_kernels_backend="torch")
    return {True: fused, False: unfused}


@pytest.fixture(autouse=True)
def cpu_platform(monkeypatch):
    """verl asks its platform for the device (the tests' cpu platform, as in the trainer runs)."""
    from verl.plugin.platform import platform_manager

    from verl_cpu.cpu_platform import CpuPlatform

    monkeypatch.setattr(platform_manager, "_current_platform", CpuPlatform())


def engine(model: torch.nn.Module):
    from verl.utils import torch_functional as verl_F
    from verl.workers.config import FSDPEngineConfig
    from verl.workers.engine.fsdp.transformer_impl import FSDPEngineWithLMHead

    built = object.__new__(FSDPEngineWithLMHead)
    built.module = model
    built.engine_config = FSDPEngineConfig()
    built.use_ulysses_sp = False
    built.pad_to_length = False
    built._autocast_dtype = torch.float32
    built.compute_entropy_from_logits = verl_F.entropy_from_logits
    return built


@pytest.fixture(scope="module")
def tokens(models) -> torch.Tensor:
    """The micro-batch's tokens, its sequences one after the other: each from a random first token,
    then the model's most probable next token (so every next token is among the alternatives)."""
    model = models[False]
    first = torch.randint(0, VOCAB, (len(LENGTHS),), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        return torch.cat(
            [
                model.generate(first[i : i + 1, None], do_sample=False, max_new_tokens=n - 1, min_new_tokens=n - 1)[0]
                for i, n in enumerate(LENGTHS)
            ]
        )


def forward(
    model: torch.nn.Module, ids: torch.Tensor, fused: bool, packed: bool, k: int = K
) -> dict[str, torch.Tensor]:
    """verl's ``forward_step`` of one micro-batch of ``ids``, forward only; its model outputs."""
    from verl.utils import tensordict_utils as tu

    offsets = torch.tensor([0, *torch.tensor(LENGTHS).cumsum(0).tolist()])
    positions = torch.cat([torch.arange(n) for n in LENGTHS])
    batch = TensorDict(
        {
            "input_ids": torch.nested.nested_tensor_from_jagged(ids, offsets),
            "position_ids": torch.nested.nested_tensor_from_jagged(positions, offsets),
        },
        batch_size=[len(LENGTHS)],
    )
    tu.assign_non_tensor(
        batch,
        temperature=TEMPERATURE,
        calculate_entropy=True,
        use_remove_padding=packed,
        use_fused_kernels=fused,
        **({topk.TOP_K_REQUEST: k} if k else {}),
    )
    with torch.no_grad():
        _, output = engine(model).forward_step(batch, loss_function=None, forward_only=True)
    return output["model_output"]


@pytest.mark.parametrize("packed", [True, False], ids=["use_remove_padding", "padded"])
def test_fused_alternatives_equal_the_unfused_within_fp32_rounding(models, tokens, packed, monkeypatch) -> None:
    # Small blocks, so the vocabulary is done in 5 chunks and the tokens in several blocks.
    monkeypatch.setattr(topk_fused, "VOCAB_CHUNK", 64)
    monkeypatch.setattr(ranking, "CHUNK_ELEMENTS", 64 * 5)
    fused, unfused = forward(models[True], tokens, True, packed), forward(models[False], tokens, False, packed)
    assert fused[topk.IDS_FIELD].values().shape == (sum(LENGTHS), K)
    assert torch.equal(fused[topk.IDS_FIELD].values(), unfused[topk.IDS_FIELD].values())
    torch.testing.assert_close(
        fused[topk.LOG_PROBS_FIELD].values(), unfused[topk.LOG_PROBS_FIELD].values(), rtol=0, atol=1e-5
    )
    # verl's own fused log-prob of each next token, where the alternatives hold it: the same number.
    ids, log_probs = fused[topk.IDS_FIELD].values().long(), fused[topk.LOG_PROBS_FIELD].values()
    labels = torch.cat([torch.roll(t, -1) for t in tokens.split(LENGTHS)])
    has_next = torch.cat([torch.arange(n) < n - 1 for n in LENGTHS])
    hits = (ids == labels.unsqueeze(-1)) & has_next.unsqueeze(-1)
    assert hits.any(dim=-1).sum() == sum(n - 1 for n in LENGTHS)  # every next token (greedy sequences)
    torch.testing.assert_close(log_probs[hits], fused["log_probs"].values()[hits.any(dim=-1)], rtol=0, atol=1e-5)


def test_a_forward_not_asked_computes_nothing(models, tokens, monkeypatch) -> None:
    calls = []
    monkeypatch.setattr(topk_fused, "top_k_from_hidden", lambda *args: calls.append(args))
    output = forward(models[True], tokens, True, True, k=0)
    assert topk.IDS_FIELD not in output and "log_probs" in output and calls == []


def test_chunks_of_the_vocabulary_rank_as_the_whole_row(monkeypatch) -> None:
    """Ties included: hidden states and weights of small integers; 7 chunks of the vocabulary, 6
    blocks of tokens."""
    monkeypatch.setattr(topk_fused, "VOCAB_CHUNK", 16)
    monkeypatch.setattr(ranking, "CHUNK_ELEMENTS", 16 * 7)
    generator = torch.Generator().manual_seed(3)
    hidden = torch.randint(-1, 2, (40, 6), generator=generator).float()
    weight = torch.randint(-1, 2, (100, 6), generator=generator).float()
    ids, log_probs = topk_fused.top_k_from_hidden(hidden, weight, TEMPERATURE, K)
    logits = hidden @ weight.t() / TEMPERATURE
    values, expected = logits.sort(dim=-1, descending=True, stable=True)
    assert torch.equal(ids.long(), expected[:, :K])
    torch.testing.assert_close(log_probs, values[:, :K] - logits.logsumexp(dim=-1, keepdim=True))
