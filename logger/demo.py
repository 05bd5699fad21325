"""A real, tiny RL post-training run on CPU with verl's own algorithms, logged with tb_verl.

Task (verifiable, no downloads): the prompt is ``<bos> d1 d2 d3 =``; the policy must answer the
three digits in ascending order, then ``<eos>``. The score is the share of the three positions
that are right. The policy is a 2-layer Llama built from a config (random init) with a value head.

Each step samples ``n`` responses per prompt (a GRPO group, verl's ``uid``), scores them, computes
old/reference log-probs, entropies and values, and advantages with verl's
``compute_gae_advantage_return`` (PPO, default) or ``compute_grpo_outcome_advantage`` (GRPO), then
updates with ``compute_policy_loss_vanilla``, a ``low_var_kl`` loss to the reference through
``kl_penalty`` and ``agg_loss``, and ``compute_value_loss``. The batch lives in a verl
``DataProto`` with verl's key names, which ``TraceLogger.log_batch`` records with top-k from the
real logits.

The rollout engine is played by the same policy in bf16 (as vLLM or SGLang serve it) and gives
``rollout_log_probs``, the trainer's fp32 forward ``old_log_probs``: their difference is a real,
small training–inference mismatch, shown per token and as ``mismatch/...`` statistics. verl's own
rollout correction (``compute_rollout_correction_and_add_to_batch``) then rejects the tokens where
it passes 1% (``token_k1``), as verl's trainer does before the advantages; the traces keep them,
marked ``rejected``.

Usage: ``tb-verl demo --logdir runs/demo`` or ``python examples/demo.py`` (``--help`` for the knobs).
"""

from __future__ import annotations

import argparse
import copy
import os
import time
import uuid

import numpy as np
import torch
from tqdm import tqdm
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast
from verl import DataProto
from verl.trainer.config.algorithm import RolloutCorrectionConfig
from verl.trainer.ppo import core_algos, rollout_corr_helper
from verl.utils import torch_functional as verl_F
from verl.workers.config import ActorConfig

from tb_verl_logger import SelectionPolicy, TraceLogger

ROLLOUT_CORRECTION = RolloutCorrectionConfig(rollout_is=None, rollout_rs="token_k1", rollout_rs_threshold="0.99_1.01")
"""verl's rejection sampling: a token whose |log π_train − log π_rollout| passes ~0.01 is left out of
training (the demo's bf16 rollout is off by ~0.005 on average)."""

DIGITS = [str(d) for d in range(10)]
VOCAB = DIGITS + ["=", "<eos>", "<bos>", "<pad>"]
EQUALS, EOS, BOS, PAD = (VOCAB.index(t) for t in ("=", "<eos>", "<bos>", "<pad>"))
NUM_DIGITS = 3
RESPONSE_LENGTH = NUM_DIGITS + 1


def build_tokenizer() -> PreTrainedTokenizerFast:
    """The demo's tokenizer: a real Hugging Face tokenizer with one token per symbol (built here,
    not downloaded), saved beside the policy so ``tb-verl attribute`` can name prompt tokens."""
    word_level = Tokenizer(models.WordLevel({token: i for i, token in enumerate(VOCAB)}, unk_token="<pad>"))
    word_level.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    return PreTrainedTokenizerFast(tokenizer_object=word_level, bos_token="<bos>", eos_token="<eos>", pad_token="<pad>")


class PolicyWithValue(torch.nn.Module):
    """A causal LM with a scalar value head on its last hidden state (PPO's critic)."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        torch.manual_seed(seed)
        config = LlamaConfig(
            vocab_size=len(VOCAB), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
            num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=16,
            bos_token_id=BOS, eos_token_id=EOS, pad_token_id=PAD, tie_word_embeddings=False,
        )
        self.lm = LlamaForCausalLM(config)
        self.value_head = torch.nn.Linear(config.hidden_size, 1)

    def forward(self, input_ids: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        out = self.lm(input_ids=input_ids, output_hidden_states=True)
        return out.logits, self.value_head(out.hidden_states[-1]).squeeze(-1)


def make_prompts(rng: np.random.Generator, count: int) -> tuple[torch.Tensor, np.ndarray]:
    digits = rng.integers(0, 10, size=(count, NUM_DIGITS))
    prompts = np.concatenate(
        [np.full((count, 1), BOS), digits, np.full((count, 1), EQUALS)], axis=1
    )
    return torch.as_tensor(prompts, dtype=torch.long), np.sort(digits, axis=1)


@torch.no_grad()
def generate(model: PolicyWithValue, prompts: torch.Tensor, temperature: float) -> torch.Tensor:
    """Samples a response per prompt; temperature 0 decodes greedily (validation)."""
    sequences = prompts
    for _ in range(RESPONSE_LENGTH):
        logits, _ = model(sequences)
        if temperature == 0:
            next_token = logits[:, -1].argmax(dim=-1)
        else:
            next_token = torch.distributions.Categorical(logits=logits[:, -1] / temperature).sample()
        sequences = torch.cat([sequences, next_token[:, None]], dim=1)
    return sequences[:, prompts.shape[1]:]


@torch.no_grad()
def validate(model: PolicyWithValue, logger: TraceLogger, step: int, prompts: torch.Tensor, targets: np.ndarray) -> float:
    """Greedy answers to the fixed validation prompts, every one recorded as a "val" trace (with
    per-token data: the same prompts at every validation, so the dashboard follows them)."""
    responses = generate(model, prompts, temperature=0)
    mask = response_mask_of(responses)
    logits, log_probs, entropy, values = policy_outputs(model, prompts, responses)
    scores = score(responses, mask, targets)
    logger.log_decisions(
        step, responses=responses, response_mask=mask, old_log_probs=log_probs, entropys=entropy,
        values=values, logits=logits, scores=scores, prompts=prompts, split="val",
        data_source=["sort_digits"] * len(prompts), sample_indices=list(range(len(prompts))),
        selected_because=[["validation"]] * len(prompts),
    )
    return float(scores.mean())


def response_mask_of(responses: torch.Tensor) -> torch.Tensor:
    """1 up to and including the first <eos>, as verl's rollout masks padding after EOS."""
    is_eos = (responses == EOS).int()
    after_eos = (is_eos.cumsum(dim=1) - is_eos) > 0
    return (~after_eos).float()


def score(responses: torch.Tensor, mask: torch.Tensor, targets: np.ndarray) -> torch.Tensor:
    """Share of the three answer positions holding the right digit (masked positions count wrong)."""
    answer = responses[:, :NUM_DIGITS]
    correct = (answer == torch.as_tensor(targets)) & (mask[:, :NUM_DIGITS] > 0)
    return correct.float().mean(dim=1)


def policy_outputs(model, prompts, responses):
    """Per response position: logits, log-prob of the chosen token, entropy and value."""
    logits, values = model(torch.cat([prompts, responses], dim=1))
    start = prompts.shape[1] - 1  # the logits at position t predict token t+1
    logits = logits[:, start:start + responses.shape[1]]
    values = values[:, start:start + responses.shape[1]]
    log_softmax = torch.log_softmax(logits, dim=-1)
    log_probs = log_softmax.gather(-1, responses[..., None]).squeeze(-1)
    return logits, log_probs, verl_F.entropy_from_logits(logits), values


def rollout(
    model: PolicyWithValue, reference: PolicyWithValue, prompts: torch.Tensor, targets: np.ndarray, uids: np.ndarray,
    adv_estimator: str,
) -> tuple[DataProto, torch.Tensor, torch.Tensor]:
    """Generates one response per prompt row, scores it and computes advantages with verl's own
    estimator: the batch verl's trainer holds after ``compute_advantage`` (its ``response_mask``
    without the tokens rejection sampling rejected), the logits, and every generated token's mask."""
    model.eval()
    responses = generate(model, prompts, temperature=1.0)
    generated = response_mask_of(responses)
    with torch.no_grad():
        logits, old_log_probs, entropys, values = policy_outputs(model, prompts, responses)
        _, ref_log_prob, _, _ = policy_outputs(reference, prompts, responses)
        _, rollout_log_probs, _, _ = policy_outputs(copy.deepcopy(model).to(torch.bfloat16), prompts, responses)
    scores = score(responses, generated, targets)
    last = (generated.sum(dim=1).long() - 1).clamp_min(0)
    token_level_scores = torch.zeros_like(generated)
    token_level_scores[torch.arange(len(last)), last] = scores
    batch = DataProto.from_dict(
        tensors={
            "prompts": prompts, "responses": responses, "response_mask": generated,
            "attention_mask": torch.ones(prompts.shape[0], prompts.shape[1] + responses.shape[1]),
            "old_log_probs": old_log_probs, "entropys": entropys, "ref_log_prob": ref_log_prob,
            "rollout_log_probs": rollout_log_probs.float(),
            "values": values * generated, "token_level_scores": token_level_scores,
            "token_level_rewards": token_level_scores.clone(),
        },
        non_tensors={"uid": uids, "data_source": np.array(["sort_digits"] * len(uids), dtype=object)},
    )
    batch, _ = rollout_corr_helper.compute_rollout_correction_and_add_to_batch(batch, ROLLOUT_CORRECTION)
    mask = batch.batch["response_mask"]  # what rejection sampling left for training
    rewards = batch.batch["token_level_rewards"]
    if adv_estimator == "gae":
        advantages, returns = core_algos.compute_gae_advantage_return(rewards, batch.batch["values"], mask, gamma=1.0, lam=0.95)
    else:
        advantages, returns = core_algos.compute_grpo_outcome_advantage(rewards, mask, index=uids)
    batch.batch["advantages"], batch.batch["returns"] = advantages, returns
    return batch, logits, generated


def ppo_update(
    model: PolicyWithValue, optimizer: torch.optim.Optimizer, batch: DataProto, actor_config: ActorConfig,
    kl_coef: float, critic: bool, generated: torch.Tensor,
) -> dict[str, float]:
    """Two PPO epochs over the whole batch with verl's policy, KL and value losses; returns the
    step's metrics under verl's names (entropy and length over every ``generated`` token, as verl
    takes them before rejection sampling)."""
    tensors = batch.batch
    prompts, responses, mask = tensors["prompts"], tensors["responses"], tensors["response_mask"]
    advantages, returns, values = tensors["advantages"], tensors["returns"], tensors["values"]
    model.train()
    for _ in range(2):
        _, log_probs, _, vpreds = policy_outputs(model, prompts, responses)
        pg_loss, pg_metrics = core_algos.compute_policy_loss_vanilla(
            tensors["old_log_probs"], log_probs, advantages, mask, loss_agg_mode="token-mean", config=actor_config
        )
        kl = core_algos.kl_penalty(log_probs, tensors["ref_log_prob"], kl_penalty="low_var_kl")
        kl_loss = core_algos.agg_loss(kl, mask, loss_agg_mode="token-mean")
        vf_loss, vf_clipfrac = core_algos.compute_value_loss(vpreds, returns, values, mask, cliprange_value=0.5)
        loss = pg_loss + kl_coef * kl_loss + (0.5 * vf_loss if critic else 0.0)
        optimizer.zero_grad()
        loss.backward()
        grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
    token_count = mask.sum()
    return {
        "actor/entropy": float((tensors["entropys"] * generated).sum() / generated.sum()),
        "actor/pg_loss": pg_loss.item(),
        "actor/ppo_kl": float(pg_metrics["actor/ppo_kl"]),
        "actor/pg_clipfrac": float(pg_metrics["actor/pg_clipfrac"]),
        "actor/kl_loss": kl_loss.item(),
        "actor/grad_norm": float(grad_norm),
        "critic/vf_loss": vf_loss.item(),
        "critic/vf_clipfrac": float(vf_clipfrac),
        "critic/score/mean": float(tensors["token_level_scores"].sum(dim=1).mean()),
        "critic/advantages/mean": float((advantages * mask).sum() / token_count),
        "critic/values/mean": float((values * mask).sum() / token_count),
        "response_length/mean": float(generated.sum(dim=1).mean()),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--logdir", default="runs/demo", help="run directory to write")
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--prompts", type=int, default=64, help="prompts per step")
    parser.add_argument("--n", type=int, default=4, help="responses per prompt (group size)")
    parser.add_argument("--adv-estimator", choices=["gae", "grpo"], default="gae")
    parser.add_argument("--trace-every", type=int, default=5, help="log decision traces every N steps")
    parser.add_argument("--val-every", type=int, default=20, help="validate on fixed prompts every N steps")
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--kl-coef", type=float, default=0.01)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--checkpoint", default=None,
                        help="where to save the trained policy as a Hugging Face checkpoint (default: LOGDIR/policy)")
    args = parser.parse_args(argv)

    torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
    rng = np.random.default_rng(args.seed)
    model = PolicyWithValue(args.seed)
    reference = copy.deepcopy(model).eval()
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    actor_config = ActorConfig(strategy="fsdp", rollout_n=args.n, ppo_micro_batch_size_per_gpu=1)
    tokenizer = build_tokenizer()
    val_prompts, val_targets = make_prompts(np.random.default_rng(10_000 + args.seed), 8)

    with TraceLogger(args.logdir, tokenizer=tokenizer, top_k=5, selection=SelectionPolicy(random=3)) as logger:
        progress = tqdm(range(1, args.steps + 1), desc="demo RL", unit="step")
        for step in progress:
            started = time.perf_counter()
            prompts, targets = make_prompts(rng, args.prompts)
            # verl's uid: one UUID per prompt, shared by its n responses (drawn from rng: reproducible).
            uids = np.repeat([str(uuid.UUID(bytes=rng.bytes(16), version=4)) for _ in range(args.prompts)], args.n)
            batch, logits, generated = rollout(model, reference, prompts.repeat_interleave(args.n, dim=0),
                                    np.repeat(targets, args.n, axis=0), uids, args.adv_estimator)
            metrics = ppo_update(model, optimizer, batch, actor_config, args.kl_coef, critic=args.adv_estimator == "gae",
                                 generated=generated)
            metrics["timing_s/step"] = time.perf_counter() - started
            if step % args.val_every == 0 or step == 1:
                metrics["val/score/mean"] = validate(model, logger, step, val_prompts, val_targets)
            logger.log_scalars(metrics, step)
            tensors = batch.batch
            logger.log_exploration(
                step, response_mask=generated, entropys=tensors["entropys"],
                old_log_probs=tensors["old_log_probs"], top1_log_probs=torch.log_softmax(logits, dim=-1).amax(dim=-1),
                responses=tensors["responses"], uid=uids, scores=tensors["token_level_scores"].sum(dim=1),
                rollout_log_probs=tensors["rollout_log_probs"],
            )
            if step % args.trace_every == 0 or step == 1:
                logger.log_batch(step, batch, logits=logits, generated_mask=generated)
            progress.set_postfix(score=f"{metrics['critic/score/mean']:.2f}", entropy=f"{metrics['actor/entropy']:.2f}")
    # The policy as a Hugging Face checkpoint, for `tb-verl attribute` (TensorBoard ignores it).
    checkpoint = args.checkpoint or os.path.join(args.logdir, "policy")
    model.lm.save_pretrained(checkpoint)
    tokenizer.save_pretrained(checkpoint)
    print(f"logged to {os.path.abspath(args.logdir)} (io errors: {logger.io_errors}); policy saved to {checkpoint}")


if __name__ == "__main__":
    main()
