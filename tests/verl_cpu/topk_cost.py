"""What the top-k alternatives add to the actor's old-log-prob forward, measured on this CPU beside
what verl itself spends there on the same tensors (``PYTHONPATH=tests python -m verl_cpu.topk_cost``;
docs/verl.md holds its table). No GPU here: the times are a CPU's, the ratios the simulation of
a GPU rank's (both sides are the same kind of work: a pass over the vocabulary per token, or the LM
head's matmul).

- unfused (FSDP engine, the logits built): tb_verl's top-k + logsumexp (``topk.top_k_of_logits``)
  against verl's log-prob of the label and entropy (``logprobs_from_logits``,
  ``entropy_from_logits``) of the same temperature-scaled fp32 logits;
- fused kernels (no logits): ``topk_fused.top_k_from_hidden`` (the LM head again, a vocabulary
  chunk at a time) against verl's ``FusedLinearForPPO`` (its torch backend: the LM head, log-prob and
  entropy, 512 tokens at a time) on the same hidden states and weight.

Each is the median of ``REPEATS`` alternated runs on ``TOKENS`` tokens of a 152k vocabulary.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import torch

VOCAB = 151_936  # Qwen2.5's
HIDDEN = 896  # Qwen2.5-0.5B's
TOKENS = 512
K = 5
TEMPERATURE = 1.0
REPEATS = 5


def median_seconds(work: Callable[[], object], other: Callable[[], object]) -> tuple[float, float]:
    """Median wall times of ``work`` and ``other``, run alternately (a busy machine slows both)."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(REPEATS):
        for times_of, run in zip(times, (work, other)):
            started = time.perf_counter()
            run()
            times_of.append(time.perf_counter() - started)
    return statistics.median(times[0]), statistics.median(times[1])


def unfused() -> tuple[float, float]:
    from verl.utils.torch_functional import entropy_from_logits, logprobs_from_logits

    from tb_verl_logger.verl.topk import top_k_of_logits

    generator = torch.Generator().manual_seed(0)
    logits = torch.randn(TOKENS, VOCAB, generator=generator) * 3
    labels = torch.randint(0, VOCAB, (TOKENS,), generator=generator)
    with torch.no_grad():
        return median_seconds(
            lambda: top_k_of_logits(logits, K),
            lambda: (logprobs_from_logits(logits, labels), entropy_from_logits(logits)),
        )


def fused() -> tuple[float, float]:
    from verl.utils.experimental.torch_functional import FusedLinearForPPO

    from tb_verl_logger.verl.topk_fused import top_k_from_hidden

    generator = torch.Generator().manual_seed(0)
    hidden = torch.randn(TOKENS, HIDDEN, generator=generator)
    weight = torch.randn(VOCAB, HIDDEN, generator=generator) * HIDDEN**-0.5
    labels = torch.randint(0, VOCAB, (TOKENS,), generator=generator)
    verls = FusedLinearForPPO()
    with torch.no_grad():
        return median_seconds(
            lambda: top_k_from_hidden(hidden, weight, TEMPERATURE, K),
            lambda: verls(hidden, weight, labels, TEMPERATURE),
        )


def main() -> None:
    import verl  # noqa: F401  (as in a worker: tb_verl's hooks loaded)

    print(f"| path | tb_verl's top-{K} | verl's own | ratio |")
    print("|---|---|---|---|")
    for name, measure in (
        ("unfused: logits [512, 151,936] fp32", unfused),
        (f"fused: hidden [512, {HIDDEN}] x LM head [151,936, {HIDDEN}] fp32", fused),
    ):
        ours, theirs = measure()
        print(f"| {name} | {ours * 1e3:.0f} ms | {theirs * 1e3:.0f} ms | {ours / theirs:.2f} |")


if __name__ == "__main__":
    main()
