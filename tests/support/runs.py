"""Runs written by the real logger with known values: a short run whose inputs the tests keep
(``write_known_run``), the verl-shaped batches it logs, and a long run for browsing at scale."""

from __future__ import annotations

import dataclasses
import os

import numpy as np
import torch

from tb_verl_logger import SelectionPolicy, TraceLogger

VOCAB = ["<pad>", "the", " cat", " sat", " on", " mat", "<img src=x onerror=alert(1)>", "\n", "!", "?"]
TRACE_STEPS = (2, 4, 6)


class ListTokenizer:
    """A tokenizer over a fixed list: ``decode`` is what the logger calls."""

    def decode(self, token_ids: list[int]) -> str:
        return "".join(VOCAB[int(t)] for t in token_ids)


@dataclasses.dataclass
class KnownRun:
    """A run written through ``TraceLogger`` whose inputs the tests keep for comparison."""

    logdir: str
    run: str
    scalars: dict[str, list[tuple[int, float]]]
    batches: dict[int, dict[str, torch.Tensor]]
    rows: dict[int, list[int]]


def as_jagged(tensor: torch.Tensor, lengths: list[int]) -> torch.Tensor:
    """A ``[B, R]`` tensor's rows, each its first ``lengths`` values, as verl's v1 TransferQueue
    hands a field over (a jagged nested tensor)."""
    rows = [row[:n] for row, n in zip(tensor, lengths)]
    return torch.nested.as_nested_tensor(rows, layout=torch.jagged)


def make_batch(
    step: int, batch: int = 8, length: int = 6, vocab: int = len(VOCAB), seed: int = 0
) -> dict[str, torch.Tensor]:
    """Deterministic verl-shaped tensors (another `seed`, other responses to the same prompts);
    row 1 ends early; row 0 holds the HTML-looking token."""
    generator = torch.Generator().manual_seed(step + 1000 * seed)
    logits = torch.randn(batch, length, vocab, generator=generator) * 2
    responses = torch.randint(1, vocab, (batch, length), generator=generator)
    responses[0, :3] = torch.tensor([1, 6, 2])  # "the", "<img ...>", " cat"
    log_softmax = torch.log_softmax(logits, -1)
    mask = torch.ones(batch, length)
    mask[1, 3:] = 0
    return {
        "responses": responses,
        "response_mask": mask,
        "logits": logits,
        "old_log_probs": log_softmax.gather(-1, responses[..., None]).squeeze(-1),
        "ref_log_prob": log_softmax.gather(-1, responses[..., None]).squeeze(-1)
        - 0.1 * torch.rand(batch, length, generator=generator),
        # The rollout engine's own log-probs of the sampled tokens: a small mismatch with the trainer.
        "rollout_log_probs": log_softmax.gather(-1, responses[..., None]).squeeze(-1)
        + 0.05 * torch.randn(batch, length, generator=generator),
        "values": torch.linspace(-1, 1, batch * length).reshape(batch, length),
        "advantages": torch.randn(batch, length, generator=generator),
        "token_level_rewards": torch.zeros(batch, length),
        "returns": torch.randn(batch, length, generator=generator),
        # The tokens a rejection sampling (verl's rollout correction) would leave out of training.
        "rollout_rejected": (torch.randn(batch, length, generator=generator) > 1.0).float(),
        # Row 0 has the best score, so every selection policy with best >= 1 records it.
        "scores": torch.tensor([9.0] + [float(i) for i in range(1, batch)]),
        "prompts": torch.tensor([[0, 1, 2]] * batch),
        "prompt_mask": torch.tensor([[0, 1, 1]] * batch),
    }


def write_known_run(logdir: str, run: str = "alpha", steps: int = 8, seed: int = 0) -> KnownRun:
    """Scalars at every step and traces at TRACE_STEPS, through the public logger API (`seed`:
    see make_batch)."""
    scalars: dict[str, list[tuple[int, float]]] = {
        "actor/entropy": [],
        "critic/vf_loss": [],
        "actor/ppo_kl": [],
        "critic/score/mean": [],
    }
    batches: dict[int, dict[str, torch.Tensor]] = {}
    rows: dict[int, list[int]] = {}
    with TraceLogger(
        os.path.join(logdir, run),
        tokenizer=ListTokenizer(),
        top_k=3,
        selection=SelectionPolicy(best=1, worst=1, median=1, highest_entropy=0, random=1, whole_group=True),
    ) as logger:
        for step in range(steps):
            values = {
                "actor/entropy": 2.0 - 0.2 * step,
                "critic/vf_loss": 1.0 / (step + 1),
                "actor/ppo_kl": 0.01 * step,
                "critic/score/mean": 0.1 * step,
            }
            logger.log_scalars(values, step)
            for tag, value in values.items():
                scalars[tag].append((step, value))
            if step in TRACE_STEPS:
                b = make_batch(step, seed=seed)
                batches[step] = b
                rows[step] = logger.log_decisions(
                    step,
                    responses=b["responses"],
                    response_mask=b["response_mask"],
                    logits=b["logits"],
                    old_log_probs=b["old_log_probs"],
                    ref_log_prob=b["ref_log_prob"],
                    values=b["values"],
                    advantages=b["advantages"],
                    token_level_rewards=b["token_level_rewards"],
                    returns=b["returns"],
                    rollout_log_probs=b["rollout_log_probs"],
                    rollout_rejected=b["rollout_rejected"],
                    scores=b["scores"],
                    uid=[f"g{i // 4}" for i in range(8)],
                    data_source=["toy"] * 8,
                    prompts=b["prompts"],
                    prompt_mask=b["prompt_mask"],
                )
    assert logger.io_errors == 0
    return KnownRun(logdir=logdir, run=run, scalars=scalars, batches=batches, rows=rows)


def unpack(b64: str, dtype: str) -> np.ndarray:
    import base64

    return np.frombuffer(base64.b64decode(b64), dtype=dtype)


LONG_RUN_PROMPTS = 4
"""Prompts of the generated long run unless told: every step asks the same ones (``samples /
prompts`` responses each, one group per prompt and step)."""


def write_long_run(
    logdir: str, steps: int = 100_000, samples: int = 8, length: int = 16, prompts: int = LONG_RUN_PROMPTS
) -> str:
    """A run of ``steps`` traced steps x ``samples`` responses through ``TraceLogger.log_traces``
    (the logger's host-side path: 100k steps take about two and a half minutes on 2 cores, 6% of it
    the diagnosis), with scalars every step and the whole-batch exploration statistics every 1000
    steps. Returns the run directory. The same
    prompts recur at every step so one can be followed across the whole run."""
    import dataclasses as dc

    from tb_verl_plugin.format import codec

    rng = np.random.default_rng(0)
    vocab = [f"w{i}" for i in range(50)]
    templates = []
    for i in range(64):  # a pool of responses reused across steps keeps generation cheap
        ids = rng.integers(0, len(vocab), length)
        top = rng.integers(0, len(vocab), (length, 3))
        top[:, 0] = ids
        templates.append(
            codec.HostTrace(
                step=0,
                sample_index=0,
                token_ids=ids,
                token_text=[vocab[t] for t in ids],
                response_text=" ".join(vocab[t] for t in ids),
                vocab={t: vocab[t] for t in np.unique(top).tolist()},
                token_fields={
                    "log_prob": -rng.random(length),
                    "entropy": 2 * rng.random(length),
                    "advantage": rng.standard_normal(length),
                    "value": rng.standard_normal(length),
                },
                top_k_ids=top,
                top_k_log_probs=np.sort(-3 * rng.random((length, 3)), axis=1)[:, ::-1],
            )
        )
    run_dir = os.path.join(logdir, "long")
    with TraceLogger(run_dir, max_queue=1024) as logger:
        for step in range(steps):
            logger.log_scalars(
                {"actor/entropy": 2.0 / (1 + step / 1000), "critic/score/mean": (step % 100) / 100}, step
            )
            records = [
                dc.replace(
                    templates[(step * samples + i) % len(templates)],
                    step=step,
                    sample_index=i,
                    group_id=f"{step}-{i % prompts}",
                    prompt_text=f"prompt {i % prompts}",
                    prompt_ids=np.array([1, 2, 3 + i % prompts]),
                    score=float((step + i) % 5) / 4,
                )
                for i in range(samples)
            ]
            logger.log_traces(step, records, batch_size=8 * samples)
            if step % 1000 == 0:
                generator = torch.Generator().manual_seed(step)
                logger.log_exploration(
                    step,
                    response_mask=torch.ones(8, length),
                    entropys=torch.rand(8, length, generator=generator) * 2 / (1 + step / 20_000),
                )
    assert logger.io_errors == 0 and logger.dropped == 0
    return run_dir


def recorded(samples: list) -> list:
    """The entries of a step's index (protobuf summaries, or ``/step``'s JSON rows) whose trace is
    recorded: the index also lists every other row of the batch by its summary."""
    return [s for s in samples if (s["recorded"] if isinstance(s, dict) else s.length_bytes > 0)]


WIDE_STEP = 3
"""The step the wide run traces (``write_wide_step``)."""


def write_wide_step(logdir: str, rows: int = 8192, length: int = 16, group: int = 8) -> str:
    """One traced step of ``rows`` responses (verl's batch at its largest: GRPO groups of
    ``group``, ``rows // group`` of them) through the public ``log_decisions``, every row indexed
    (score, length, entropy, KL, mismatch, rejected share, a reward part), the default selection
    recording a few (a whole group among them) with their top-3; ``length`` tokens a response over
    ``VOCAB``, its exploration statistics, scalars at steps 0 to ``WIDE_STEP``. Returns the run
    directory."""
    generator = torch.Generator().manual_seed(7)
    shape = (rows, length)
    responses = torch.randint(1, len(VOCAB), shape, generator=generator)
    log_probs = -torch.rand(shape, generator=generator) * 3
    noise = torch.randn(shape, generator=generator) * 0.2
    run_dir = os.path.join(logdir, "wide")
    with TraceLogger(run_dir, tokenizer=ListTokenizer(), top_k=3) as logger:
        for step in range(WIDE_STEP + 1):
            logger.log_scalars({"actor/entropy": 1.0 / (step + 1), "critic/score/mean": step / WIDE_STEP}, step)
        logger.log_decisions(
            WIDE_STEP,
            responses=responses,
            response_mask=torch.ones(shape),
            old_log_probs=log_probs,
            ref_log_prob=log_probs - 0.01 * torch.rand(shape, generator=generator),
            entropys=torch.rand(shape, generator=generator),
            rollout_log_probs=log_probs + noise,
            rollout_rejected=(noise.abs() > 0.4).float(),
            advantages=torch.randn(shape, generator=generator),
            scores=torch.rand(rows, generator=generator),
            uid=[f"g{i // group}" for i in range(rows)],
            extra_sample={"novelty": torch.rand(rows, generator=generator)},
            top_k_ids=torch.randint(1, len(VOCAB), (*shape, 3), generator=generator),
            top_k_log_probs=-torch.rand((*shape, 3), generator=generator).sort(-1).values,
            prompts=torch.tensor([[1, 2, 3]] * rows),
            prompt_mask=torch.ones(rows, 3, dtype=torch.long),
        )
        logger.log_exploration(
            WIDE_STEP, response_mask=torch.ones(shape), entropys=torch.rand(shape, generator=generator)
        )
    assert logger.io_errors == 0 and logger.dropped == 0
    return run_dir
