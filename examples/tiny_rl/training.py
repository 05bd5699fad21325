"""A real, tiny RL post-training run on CPU with verl's own algorithms, logged with tb_verl.

The task (verifiable, no downloads; see :mod:`.tasks`): ``sort`` asks for three
digits in ascending order (one four-token turn); ``calc`` asks for a product the policy can only
get right by calling a tool, in turns like those of verl's ``ToolAgentLoop``. The policy is a
2-layer Llama built from a config (random init) with a value head; for ``calc`` it first gets a
short supervised warm-up on the tool's format.

Each step samples ``n`` responses per prompt (a GRPO group, verl's ``uid``), scores them, computes
old/reference log-probs, entropies and values, and advantages with verl's
``compute_gae_advantage_return`` (PPO, default) or ``compute_grpo_outcome_advantage`` (GRPO), then
updates with ``compute_policy_loss_vanilla``, a ``low_var_kl`` loss to the reference through
``kl_penalty`` and ``agg_loss``, and ``compute_value_loss``. The batch lives in a verl
``DataProto`` with verl's key names, which ``tb_verl_logger.verl.log_batch`` records with top-k from the
real logits. Tool outputs are outside ``response_mask``, as verl's agent loop leaves them: no
loss, no advantage there.

The rollout engine is played by the same policy in bf16 (as vLLM or SGLang serve it) and gives
``rollout_log_probs``, the trainer's fp32 forward ``old_log_probs``: their difference is a real,
small training–inference mismatch, shown per token and as ``mismatch/...`` statistics. verl's own
rollout correction (``compute_rollout_correction_and_add_to_batch``) then rejects the tokens where
it passes 1% (``token_k1``), as verl's trainer does before the advantages; the traces keep them,
marked ``rejected``.

Exploration knobs: ``--entropy-coeff`` adds verl's entropy bonus to the policy loss (annealed with
``--entropy-coeff-end``, logged every step as ``exploration/knobs/entropy_coeff``), and
``--novelty-bonus`` adds a count-based bonus to the score, logged beside it as reward extra info
(``correct``, ``novelty``); ``--explore`` turns both on as ``make demo``'s ``demo_explore`` has them.

Usage: ``tb-verl demo --logdir runs/demo`` or ``python examples/demo.py`` (``--help`` for the knobs;
``--task calc --adv-estimator grpo`` for the tool-calling run).
"""

from __future__ import annotations

import argparse
import collections
import copy
import os
import time
import uuid
from collections.abc import Sequence
from typing import Any

import numpy as np
import torch
from tokenizers import Tokenizer, models, pre_tokenizers
from tqdm import tqdm
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast
from verl import DataProto
from verl.trainer.config.algorithm import RolloutCorrectionConfig
from verl.trainer.ppo import core_algos, rollout_corr_helper
from verl.utils import torch_functional as verl_F
from verl.workers.config import ActorConfig

from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.demo.tasks import TASKS, Generation, NextLogits, Task
from tb_verl_logger.verl.batch import NUM_TURNS, log_batch
from tb_verl_logger.verl.tools import CALLS_KEY
from tb_verl_plugin.format.metadata import KNOB_TAG_PREFIX

ROLLOUT_CORRECTION = RolloutCorrectionConfig(rollout_is=None, rollout_rs="token_k1", rollout_rs_threshold="0.99_1.01")
"""verl's rejection sampling: a token whose |log π_train − log π_rollout| passes ~0.01 is left out of
training (the demo's bf16 rollout is off by ~0.005 on average)."""

FORKING_ENTROPY = 0.672
"""The demo's forking threshold, absolute: its policy starts from random weights, uniform over the
vocabulary (every token's entropy ~2.63 nats at step 1), so the logger's default, the first step's
80th entropy percentile, would be that step's maximum and outline nothing after it. 0.672 nats is
the 80th percentile "Beyond the 80/20 Rule" measured on a pretrained model (Qwen3)."""
ROLLOUT_TEMPERATURE = 1.0
"""The rollout samples from the policy as it is (verl's default temperature)."""
EXPLORE = {"entropy_coeff": 0.05, "entropy_coeff_end": 0.0, "novelty_bonus": 0.2}
"""``--explore``: verl's entropy bonus annealed from 0.05 to 0 over the run, and a novelty bonus of
0.2 / sqrt(times the response was sampled): against the defaults (neither), the entropy collapses
later (see ``collapse_step`` and docs/demo.md)."""
COLLAPSE_SHARE = 0.1
"""The entropy has collapsed once the batch's mean token entropy is below this share of its first step's."""


def collapse_step(entropy: Sequence[float], share: float = COLLAPSE_SHARE) -> int | None:
    """The first step (counted from 1) whose mean token entropy is below ``share`` of the first
    step's, or None when it never fell that far."""
    below = np.flatnonzero(np.asarray(entropy) < share * entropy[0])
    return int(below[0]) + 1 if below.size else None


LOSS_AGG_MODE = "token-mean"
"""How the policy and KL losses average over tokens (verl's default)."""


def build_tokenizer(task: Task) -> PreTrainedTokenizerFast:
    """The task's tokenizer: a real Hugging Face tokenizer with one token per symbol (built here,
    not downloaded), saved beside the policy so ``tb-verl attribute`` can name prompt tokens."""
    word_level = Tokenizer(models.WordLevel({token: i for i, token in enumerate(task.vocab)}, unk_token="<pad>"))
    word_level.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    # transformers' constructors are unannotated (here and the model's below).
    return PreTrainedTokenizerFast(  # type: ignore[no-untyped-call]
        tokenizer_object=word_level, bos_token="<bos>", eos_token="<eos>", pad_token="<pad>"
    )


class PolicyWithValue(torch.nn.Module):
    """A causal LM with a scalar value head on its last hidden state (PPO's critic)."""

    def __init__(self, seed: int, task: Task) -> None:
        super().__init__()
        torch.manual_seed(seed)
        config = LlamaConfig(
            vocab_size=len(task.vocab),
            hidden_size=64,
            intermediate_size=128,
            num_hidden_layers=2,
            num_attention_heads=4,
            num_key_value_heads=4,
            max_position_embeddings=64,
            bos_token_id=task.token("<bos>"),
            eos_token_id=task.token("<eos>"),
            pad_token_id=task.token("<pad>"),
            tie_word_embeddings=False,
        )
        self.lm = LlamaForCausalLM(config)  # type: ignore[no-untyped-call]
        self.value_head = torch.nn.Linear(config.hidden_size, 1)

    def forward(self, input_ids: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        out = self.lm(input_ids=input_ids, output_hidden_states=True)
        return out.logits, self.value_head(out.hidden_states[-1]).squeeze(-1)

    def decoder(self) -> NextLogits:
        """The next-token logits of growing sequences, feeding the model only the tokens it has not
        seen (a KV cache: sampling a 24-token response costs 24 one-token forwards, not 24 full ones)."""
        cache, seen = None, 0

        def next_logits(input_ids: torch.Tensor) -> torch.Tensor:
            nonlocal cache, seen
            out = self.lm(input_ids=input_ids[:, seen:], past_key_values=cache, use_cache=True)
            cache, seen = out.past_key_values, input_ids.shape[1]
            logits: torch.Tensor = out.logits[:, -1]
            return logits

        return next_logits


WARM_UP_LR = 1e-3


def warm_up(model: PolicyWithValue, task: Task, rng: np.random.Generator, steps: int) -> None:
    """Supervised steps on the task's correct transcripts (cross-entropy on the policy's tokens
    only): the format a tool-using model would know before RL."""
    optimizer = torch.optim.Adam(model.parameters(), lr=WARM_UP_LR)
    model.train()
    for _ in range(steps):
        prompts, responses, mask = task.demonstrations(rng, 64)
        _, log_probs, _, _ = policy_outputs(model, prompts, responses)
        loss = -(log_probs * mask).sum() / mask.sum()
        optimizer.zero_grad()
        loss.backward()  # type: ignore[no-untyped-call]  # torch's Tensor.backward is unannotated
        optimizer.step()


@torch.no_grad()
def validate(
    model: PolicyWithValue, task: Task, logger: TraceLogger, step: int, prompts: torch.Tensor, targets: np.ndarray
) -> float:
    """Greedy answers to the fixed validation prompts, every one recorded as a "val" trace (with
    per-token data: the same prompts at every validation, so the dashboard follows them)."""
    model.eval()
    generation = task.generate(model.decoder(), prompts, temperature=0)
    logits, log_probs, entropy, values = policy_outputs(model, prompts, generation.responses)
    scores = task.score(generation, targets)
    logger.log_decisions(
        step,
        responses=generation.responses,
        response_mask=generation.generated,
        old_log_probs=log_probs,
        entropys=entropy,
        values=values,
        logits=logits,
        scores=scores,
        prompts=prompts,
        split="val",
        data_source=[task.name] * len(prompts),
        sample_indices=list(range(len(prompts))),
        selected_because=[["validation"]] * len(prompts),
        tool_calls=generation.tool_calls,
        num_turns=generation.num_turns,
    )
    return float(scores.mean())


def policy_outputs(
    model: PolicyWithValue, prompts: torch.Tensor, responses: torch.Tensor
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """Per response position: logits, log-prob of the chosen token, entropy and value."""
    logits, values = model(torch.cat([prompts, responses], dim=1))
    start = prompts.shape[1] - 1  # the logits at position t predict token t+1
    logits = logits[:, start : start + responses.shape[1]]
    values = values[:, start : start + responses.shape[1]]
    log_softmax = torch.log_softmax(logits, dim=-1)
    log_probs = log_softmax.gather(-1, responses[..., None]).squeeze(-1)
    return logits, log_probs, verl_F.entropy_from_logits(logits), values


def per_row(values: list[Any]) -> np.ndarray:
    """A ``non_tensor_batch`` column of one Python object per row (numpy would make ragged lists 2-D)."""
    column = np.empty(len(values), dtype=object)
    column[:] = values
    return column


class NoveltyBonus:
    """A count-based exploration bonus: ``scale / sqrt(n)`` for a response whose policy tokens the
    run has now sampled ``n`` times. A response the policy keeps repeating earns less and less, so
    a policy rewarded for it keeps trying others. 0 when ``scale`` is 0."""

    def __init__(self, scale: float) -> None:
        self.scale = scale
        self.seen: collections.Counter[tuple[int, ...]] = collections.Counter()

    def __call__(self, responses: torch.Tensor, generated: torch.Tensor) -> torch.Tensor:
        bonus = torch.zeros(len(responses))
        if self.scale == 0:
            return bonus
        for row, (tokens, mask) in enumerate(zip(responses.tolist(), generated.bool().tolist())):
            key = tuple(t for t, m in zip(tokens, mask) if m)
            self.seen[key] += 1
            bonus[row] = self.scale / self.seen[key] ** 0.5
        return bonus


def rollout(
    model: PolicyWithValue,
    reference: PolicyWithValue,
    task: Task,
    prompts: torch.Tensor,
    targets: np.ndarray,
    uids: np.ndarray,
    adv_estimator: str,
    novelty: NoveltyBonus,
) -> tuple[DataProto, torch.Tensor, Generation]:
    """Generates one response per prompt row, scores it and computes advantages with verl's own
    estimator: the batch verl's trainer holds after ``compute_advantage`` (its ``response_mask``
    without the tokens rejection sampling rejected), the logits, and the generation (every sampled
    token's mask, the tool calls). With a novelty bonus the score is the task's plus the bonus, and
    both parts go in the batch as verl's reward extra info puts them (``correct``, ``novelty``)."""
    model.eval()
    generation = task.generate(model.decoder(), prompts, temperature=ROLLOUT_TEMPERATURE)
    responses, generated = generation.responses, generation.generated
    with torch.no_grad():
        logits, old_log_probs, entropys, values = policy_outputs(model, prompts, responses)
        _, ref_log_prob, _, _ = policy_outputs(reference, prompts, responses)
        _, rollout_log_probs, _, _ = policy_outputs(copy.deepcopy(model).to(torch.bfloat16), prompts, responses)
    correct = task.score(generation, targets)
    bonus = novelty(responses, generated)
    scores = correct + bonus
    # The reward lands on the policy's last token, as verl's reward manager puts it.
    last = torch.where(generated > 0, torch.arange(generated.shape[1]), -1).amax(dim=1).clamp_min(0)
    token_level_scores = torch.zeros_like(generated)
    token_level_scores[torch.arange(len(last)), last] = scores
    non_tensors = {"uid": uids, "data_source": np.array([task.name] * len(uids), dtype=object)}
    if novelty.scale:
        # verl's trainer adds the reward function's extra info to the batch as per-row columns.
        non_tensors.update(correct=correct.numpy(), novelty=bonus.numpy())
    if generation.tool_calls is not None:
        non_tensors[CALLS_KEY] = per_row(generation.tool_calls)
        non_tensors[NUM_TURNS] = np.array(generation.num_turns, dtype=np.int32)
    batch = DataProto.from_dict(
        tensors={
            "prompts": prompts,
            "responses": responses,
            "response_mask": generated,
            "attention_mask": torch.cat([torch.ones(prompts.shape[0], prompts.shape[1]), generation.attention], dim=1),
            "old_log_probs": old_log_probs,
            "entropys": entropys,
            "ref_log_prob": ref_log_prob,
            "rollout_log_probs": rollout_log_probs.float() * generated,
            "values": values * generated,
            "token_level_scores": token_level_scores,
            "token_level_rewards": token_level_scores.clone(),
        },
        non_tensors=non_tensors,
    )
    batch, _ = rollout_corr_helper.compute_rollout_correction_and_add_to_batch(batch, ROLLOUT_CORRECTION)
    mask = batch.batch["response_mask"]  # what rejection sampling left for training
    rewards = batch.batch["token_level_rewards"]
    if adv_estimator == "gae":
        advantages, returns = core_algos.compute_gae_advantage_return(
            rewards, batch.batch["values"], mask, gamma=1.0, lam=0.95
        )
    else:
        advantages, returns = core_algos.compute_grpo_outcome_advantage(rewards, mask, index=uids)
    batch.batch["advantages"], batch.batch["returns"] = advantages, returns
    return batch, logits, generation


def ppo_update(
    model: PolicyWithValue,
    optimizer: torch.optim.Optimizer,
    batch: DataProto,
    actor_config: ActorConfig,
    kl_coef: float,
    entropy_coeff: float,
    critic: bool,
    generated: torch.Tensor,
) -> dict[str, float]:
    """Two PPO epochs over the whole batch with verl's policy, KL and value losses, and verl's
    entropy bonus (its actor subtracts ``entropy_coeff`` times the aggregated entropy from the policy
    loss); returns the step's metrics under verl's names (entropy and length over every
    ``generated`` token, as verl takes them before rejection sampling)."""
    tensors = batch.batch
    prompts, responses, mask = tensors["prompts"], tensors["responses"], tensors["response_mask"]
    advantages, returns, values = tensors["advantages"], tensors["returns"], tensors["values"]
    model.train()
    for _ in range(2):
        _, log_probs, entropy, vpreds = policy_outputs(model, prompts, responses)
        # verl's registry types its losses without their keywords, and its KL penalty as taking FloatTensors.
        pg_loss, pg_metrics = core_algos.compute_policy_loss_vanilla(  # type: ignore[call-arg]
            tensors["old_log_probs"], log_probs, advantages, mask, loss_agg_mode=LOSS_AGG_MODE, config=actor_config
        )
        kl = core_algos.kl_penalty(log_probs, tensors["ref_log_prob"], kl_penalty="low_var_kl")  # type: ignore[arg-type]
        kl_loss = core_algos.agg_loss(kl, mask, loss_agg_mode=LOSS_AGG_MODE)
        vf_loss, vf_clipfrac = core_algos.compute_value_loss(vpreds, returns, values, mask, cliprange_value=0.5)
        entropy_loss = core_algos.agg_loss(entropy, mask, loss_agg_mode=LOSS_AGG_MODE)
        loss = pg_loss - entropy_coeff * entropy_loss + kl_coef * kl_loss + (0.5 * vf_loss if critic else 0.0)
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
        # verl's response length counts every response token, tool outputs too (its attention mask).
        "response_length/mean": float(tensors["attention_mask"][:, -responses.shape[1] :].sum(dim=1).mean()),
    }


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The demo's knobs from the command line (``--explore`` first sets its own as defaults)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--logdir", default="runs/demo", help="run directory to write")
    parser.add_argument(
        "--task",
        choices=sorted(TASKS),
        default="sort",
        help="sort: order three digits (one turn); calc: a product, with a tool to call (multi-turn)",
    )
    parser.add_argument("--steps", type=int, default=None, help="training steps (default: 400 for sort, 120 for calc)")
    parser.add_argument(
        "--prompts", type=int, default=None, help="prompts per step (default: 64 for sort, 32 for calc)"
    )
    parser.add_argument("--n", type=int, default=4, help="responses per prompt (group size)")
    parser.add_argument("--adv-estimator", choices=["gae", "grpo"], default="gae")
    parser.add_argument("--trace-every", type=int, default=5, help="log decision traces every N steps")
    parser.add_argument("--val-every", type=int, default=20, help="validate on fixed prompts every N steps")
    parser.add_argument(
        "--lr", type=float, default=None, help="RL learning rate (default: 1e-3 for sort, 5e-4 for calc)"
    )
    parser.add_argument("--kl-coef", type=float, default=0.01)
    parser.add_argument(
        "--entropy-coeff",
        type=float,
        default=0.0,
        help="verl's actor.entropy_coeff: entropy bonus in the policy loss (default 0, verl's default)",
    )
    parser.add_argument(
        "--entropy-coeff-end",
        type=float,
        default=None,
        help="anneal the entropy coefficient linearly to this by the last step (default: constant)",
    )
    parser.add_argument(
        "--novelty-bonus",
        type=float,
        default=0.0,
        help="count-based bonus scale/sqrt(times the response was sampled), added to the score and "
        "logged as reward extra info (default 0: none)",
    )
    parser.add_argument(
        "--explore",
        action="store_true",
        help="the exploring variant make demo trains as demo_explore: "
        + " ".join(f"--{k.replace('_', '-')} {v:g}" for k, v in EXPLORE.items())
        + " (each may still be set)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--checkpoint",
        default=None,
        help="where to save the trained policy as a Hugging Face checkpoint (default: LOGDIR/policy)",
    )
    args = parser.parse_args(argv)
    if args.explore:
        parser.set_defaults(**EXPLORE)
        args = parser.parse_args(argv)
    return args


def entropy_coeff_end(args: argparse.Namespace) -> float:
    """Where the entropy coefficient ends: ``--entropy-coeff-end``, else where it started (constant)."""
    return float(args.entropy_coeff if args.entropy_coeff_end is None else args.entropy_coeff_end)


def annealed(start: float, end: float, step: int, steps: int) -> float:
    """A linear schedule: ``start`` at step 1, exactly ``end`` at step ``steps``."""
    done = (step - 1) / max(1, steps - 1)
    return start * (1 - done) + end * done


def run_knobs(args: argparse.Namespace, lr: float, prompt_count: int, actor_config: ActorConfig) -> dict[str, object]:
    """The run's knobs under verl's names (``demo.*`` for the demo's own), for the HParams dashboard."""
    return {
        "actor_rollout_ref.rollout.temperature": ROLLOUT_TEMPERATURE,
        "algorithm.adv_estimator": args.adv_estimator,
        "actor_rollout_ref.rollout.n": args.n,
        "actor_rollout_ref.actor.optim.lr": lr,
        "actor_rollout_ref.actor.kl_loss_coef": args.kl_coef,
        "data.train_batch_size": prompt_count,
        "actor_rollout_ref.actor.clip_ratio_low": actor_config.clip_ratio_low,
        "actor_rollout_ref.actor.clip_ratio_high": actor_config.clip_ratio_high,
        "actor_rollout_ref.actor.loss_agg_mode": LOSS_AGG_MODE,
        "demo.task": args.task,
        "actor_rollout_ref.actor.entropy_coeff": args.entropy_coeff,
        "demo.entropy_coeff_end": entropy_coeff_end(args),
        "demo.novelty_bonus": args.novelty_bonus,
    }


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
    task = TASKS[args.task]()
    steps, prompt_count = args.steps or task.default_steps, args.prompts or task.default_prompts
    lr = args.lr or task.default_lr
    rng = np.random.default_rng(args.seed)
    model = PolicyWithValue(args.seed, task)
    warm_up(model, task, rng, task.warm_up_steps)
    reference = copy.deepcopy(model).eval()  # the reference is where RL starts, as in verl
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    actor_config = ActorConfig(strategy="fsdp", rollout_n=args.n, ppo_micro_batch_size_per_gpu=1)
    tokenizer = build_tokenizer(task)
    val_prompts, val_targets = task.prompts(np.random.default_rng(10_000 + args.seed), 8)
    novelty = NoveltyBonus(args.novelty_bonus)
    with TraceLogger(args.logdir, tokenizer=tokenizer, top_k=5, selection=SelectionPolicy(random=3)) as logger:
        # The run's knobs under verl's names: TensorBoard's HParams dashboard compares the demo's runs.
        logger.log_hparams(run_knobs(args, lr, prompt_count, actor_config), step=1)
        progress = tqdm(range(1, steps + 1), desc=f"demo RL ({args.task})", unit="step")
        entropies: list[float] = []
        for step in progress:
            started = time.perf_counter()
            prompts, targets = task.prompts(rng, prompt_count)
            # verl's uid: one UUID per prompt, shared by its n responses (drawn from rng: reproducible).
            uids = np.repeat([str(uuid.UUID(bytes=rng.bytes(16), version=4)) for _ in range(prompt_count)], args.n)
            batch, logits, generation = rollout(
                model,
                reference,
                task,
                prompts.repeat_interleave(args.n, dim=0),
                np.repeat(targets, args.n, axis=0),
                uids,
                args.adv_estimator,
                novelty,
            )
            generated = generation.generated
            entropy_coeff = annealed(args.entropy_coeff, entropy_coeff_end(args), step, steps)
            metrics = ppo_update(
                model,
                optimizer,
                batch,
                actor_config,
                args.kl_coef,
                entropy_coeff,
                critic=args.adv_estimator == "gae",
                generated=generated,
            )
            # The knobs of exploration as scalars (as the verl backend logs the config's): a schedule
            # shows as a changing one, drawn over the entropy heatmap.
            metrics[f"{KNOB_TAG_PREFIX}entropy_coeff"] = entropy_coeff
            metrics[f"{KNOB_TAG_PREFIX}temperature"] = ROLLOUT_TEMPERATURE
            metrics["timing_s/step"] = time.perf_counter() - started
            if step % args.val_every == 0 or step == 1:
                metrics["val/score/mean"] = validate(model, task, logger, step, val_prompts, val_targets)
            logger.log_scalars(metrics, step)
            tensors = batch.batch
            logger.log_exploration(
                step,
                response_mask=generated,
                entropys=tensors["entropys"],
                old_log_probs=tensors["old_log_probs"],
                top1_log_probs=torch.log_softmax(logits, dim=-1).amax(dim=-1),
                responses=tensors["responses"],
                uid=uids,
                scores=tensors["token_level_scores"].sum(dim=1),
                rollout_log_probs=tensors["rollout_log_probs"],
                tool_calls=generation.tool_calls,
                turn_limit=task.turn_limit,
                forking_threshold=FORKING_ENTROPY,
            )
            if step % args.trace_every == 0 or step == 1:
                log_batch(logger, step, batch, logits=logits, generated_mask=generated)
            progress.set_postfix(score=f"{metrics['critic/score/mean']:.2f}", entropy=f"{metrics['actor/entropy']:.2f}")
            entropies.append(metrics["actor/entropy"])
    # The policy as a Hugging Face checkpoint, for `tb-verl attribute` (TensorBoard ignores it).
    checkpoint = args.checkpoint or os.path.join(args.logdir, "policy")
    model.lm.save_pretrained(checkpoint)
    tokenizer.save_pretrained(checkpoint)
    collapsed = collapse_step(entropies)
    print(
        f"logged to {os.path.abspath(args.logdir)} (io errors: {logger.io_errors}); policy saved to {checkpoint}; "
        f"entropy {entropies[0]:.2f} -> {entropies[-1]:.2f}, "
        + (
            f"below {COLLAPSE_SHARE:.0%} of the first step's from step {collapsed}"
            if collapsed
            else f"never below {COLLAPSE_SHARE:.0%} of the first step's"
        )
    )


if __name__ == "__main__":
    main()
