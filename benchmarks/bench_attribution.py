"""``tb-verl attribute``: responses batched, positions in chunks (the prefix run once into the KV
cache, the chunk's positions alone after it), one batched backward per chunk, against one backward
per response token (the method before), on the same model and responses, in the same run:

- the demo policy (2-layer Llama, hidden 64) on the demo's own responses (a 5-token prompt, up to
  5 answer tokens): many short responses, where a backward's fixed cost dominates;
- the same architecture on one 1,000-token response (8-token prompt), where the first layer's
  attention backward over the prefix, for each token, dominates.

Both methods must give the same attributions (weights within 1e-5; the sources where their weights
differ clearly); the table reports the wall times (median of rounds) and the speed-up.

Attention (recorded by the same command, every layer) is timed on the same responses: batched, in
chunks over a growing KV cache, against one eager forward per response (the tests' reference), and
as a share of the chunked gradient attribution's time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import numpy as np
import torch
from transformers import LlamaConfig, LlamaForCausalLM


from support.attribution_reference import attention_whole_sequence, attribution_one_backward_per_token

from tb_verl_logger.demo import training as demo
from tb_verl_logger.commands.attribution import BATCH_RESPONSES, CHUNK_TOKENS, attend_responses, attribute_responses
from tb_verl_logger.demo.tasks import TASKS

TOP_N = 8


def timed(work, rounds: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(rounds):
        started = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - started)
    return statistics.median(times), result


def same(expected: list[tuple[np.ndarray, np.ndarray]], got: list[tuple[np.ndarray, np.ndarray]]) -> tuple[float, float]:
    """The largest weight difference, and the share of clearly ranked sources that agree."""
    worst, agree, clear_total = 0.0, 0, 0
    for (expected_sources, expected_weights), (sources, weights) in zip(expected, got):
        worst = max(worst, float(np.abs(weights - expected_weights).max(initial=0.0)))
        gaps = np.abs(np.diff(np.abs(expected_weights), axis=1))
        clear = gaps.min(axis=1, initial=np.inf) > 1e-4
        agree += int((sources[clear] == expected_sources[clear]).all(axis=1).sum())
        clear_total += int(clear.sum())
    return worst, agree / max(1, clear_total)


def compare(name: str, model: torch.nn.Module, cases: list[tuple[list[int], list[int]]], rounds: int) -> str:
    before, expected = timed(lambda: [attribution_one_backward_per_token(model, p, r, TOP_N) for p, r in cases], rounds)
    after, got = timed(lambda: [pair for i in range(0, len(cases), BATCH_RESPONSES)
                                for pair in attribute_responses(model, cases[i : i + BATCH_RESPONSES], TOP_N)], rounds)
    worst, agree = same(expected, got)
    by_hand, expected_attention = timed(lambda: [attention_whole_sequence(model, p, r, TOP_N) for p, r in cases], rounds)
    attention, attended = timed(lambda: [layers for i in range(0, len(cases), BATCH_RESPONSES)
                                         for layers in attend_responses(model, cases[i : i + BATCH_RESPONSES], TOP_N)], rounds)
    attention_worst = max(float(np.abs(layers[layer][1] - reference[layer][1]).max(initial=0.0))
                          for layers, reference in zip(attended, expected_attention) for layer in layers)
    tokens = sum(len(r) for _, r in cases)
    return (f"| {name} | {len(cases)} x {tokens // len(cases)} | {before:.2f} | {after:.2f} | x{before / after:.1f} "
            f"| {worst:.1e} | {agree:.0%} | {by_hand:.3f} | {attention:.3f} | {attention / after:.0%} | {attention_worst:.1e} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
    rng = np.random.default_rng(0)
    task = TASKS["sort"]()
    model = demo.PolicyWithValue(seed=0, task=task).eval()
    policy = model.lm
    prompts, _ = task.prompts(rng, 64)
    generation = task.generate(model.decoder(), prompts, temperature=1.0)
    mask = generation.generated.bool()
    demo_cases = [(prompts[i].tolist(), generation.responses[i][mask[i]].tolist()) for i in range(len(prompts))]
    demo_cases = [(p, r) for p, r in demo_cases if r]
    long_model = LlamaForCausalLM(LlamaConfig(**{**policy.config.to_dict(), "max_position_embeddings": 2048})).eval()
    generator = torch.Generator().manual_seed(0)
    vocab = policy.config.vocab_size
    long_case = [(torch.randint(0, vocab, (8,), generator=generator).tolist(),
                  torch.randint(0, vocab, (1000,), generator=generator).tolist())]
    rows = [
        compare("demo policy, the demo's responses", policy, demo_cases, rounds=5),
        compare("demo architecture, one long response", long_model, long_case, rounds=1),
    ]
    lines = [
        f"`tb-verl attribute` ({TOP_N} sources per token; up to {BATCH_RESPONSES} responses in one batch, chunks of "
        f"{CHUNK_TOKENS} positions, the prefix run once into the KV cache and the chunk alone after it, one batched backward "
        "each) against one backward per token "
        "over the whole sequence, response by response, same model and responses, "
        f"{torch.get_num_threads()} threads:",
        "",
        "Attention: every layer, heads averaged, batched in chunks over the KV cache, against one eager forward per "
        "response (all layers' probabilities at once); its time as a share of the chunked gradient attribution's.",
        "",
        "| model and responses | responses x tokens | one backward per token (s) | chunked (s) | speed-up "
        "| max weight difference | same sources | attention, eager forward each (s) | attention, chunked (s) "
        "| attention / gradient | attention max difference |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
        *rows,
    ]
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
