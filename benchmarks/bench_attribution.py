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

A real model: SmolLM2-135M-Instruct (30 layers; made at set-up, ``make model``) on one response of
128 tokens it generated itself to a chat-templated question, gradient x input and attention each in
a fresh process (its peak resident memory is the process's), within ``tb-verl attribute``'s default
memory budget. The goal is 60 s and 4 GB each; the baseline, measured in the same process, is one
forward and backward of the whole sequence (what one training step costs on it).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

import numpy as np
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from results import publish
from support.attribution_reference import attention_whole_sequence, attribution_one_backward_per_token
from tb_verl_logger.commands.attribution import (
    BATCH_RESPONSES,
    CHUNK_TOKENS,
    MEMORY_GB,
    attend_responses,
    attribute_responses,
    backward_budget,
)
from tb_verl_logger.demo import training as demo
from tb_verl_logger.demo.tasks import TASKS

TOP_N = 8
REAL_TOKENS = 128
GOAL_SECONDS, GOAL_GB = 60.0, 4.0


def timed(work, rounds: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(rounds):
        started = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - started)
    return statistics.median(times), result


def same(
    expected: list[tuple[np.ndarray, np.ndarray]], got: list[tuple[np.ndarray, np.ndarray]]
) -> tuple[float, float]:
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
    after, got = timed(
        lambda: [
            pair
            for i in range(0, len(cases), BATCH_RESPONSES)
            for pair in attribute_responses(model, cases[i : i + BATCH_RESPONSES], TOP_N)
        ],
        rounds,
    )
    worst, agree = same(expected, got)
    by_hand, expected_attention = timed(
        lambda: [attention_whole_sequence(model, p, r, TOP_N) for p, r in cases], rounds
    )
    attention, attended = timed(
        lambda: [
            layers
            for i in range(0, len(cases), BATCH_RESPONSES)
            for layers in attend_responses(model, cases[i : i + BATCH_RESPONSES], TOP_N)
        ],
        rounds,
    )
    attention_worst = max(
        float(np.abs(layers[layer][1] - reference[layer][1]).max(initial=0.0))
        for layers, reference in zip(attended, expected_attention)
        for layer in layers
    )
    tokens = sum(len(r) for _, r in cases)
    return (
        f"| {name} | {len(cases)} x {tokens // len(cases)} | {before:.2f} | {after:.2f} | x{before / after:.1f} | "
        f"{worst:.1e} | {agree:.0%} | {by_hand:.3f} | {attention:.3f} | {attention / after:.0%} | "
        f"{attention_worst:.1e} |"
    )


def real_model_alone(what: str) -> dict[str, float]:
    """In this (fresh) process: SmolLM2's own 128-token answer, then ``what`` (``gradient`` or
    ``attention``) on it, timed, beside one forward and backward of the sequence."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from verl_cpu import smollm2

    tokenizer = AutoTokenizer.from_pretrained(smollm2.made())
    model = AutoModelForCausalLM.from_pretrained(smollm2.made(), dtype=torch.float32).eval()
    question = [
        {
            "role": "user",
            "content": "Ava has 14 marbles and gives 6 away. How many marbles does Ava have left? Explain.",
        }
    ]
    prompt = tokenizer.apply_chat_template(question, add_generation_prompt=True, tokenize=True, return_dict=True)[
        "input_ids"
    ]
    with torch.no_grad():
        generated = model.generate(
            torch.tensor([prompt]), max_new_tokens=REAL_TOKENS, min_new_tokens=REAL_TOKENS, do_sample=False
        )
    response = generated[0, len(prompt) :].tolist()
    sequence = torch.tensor([prompt + response])
    started = time.perf_counter()
    model(sequence, labels=sequence).loss.backward()
    step = time.perf_counter() - started
    model.zero_grad(set_to_none=True)
    started = time.perf_counter()
    if what == "gradient":
        attribute_responses(model, [(prompt, response)], TOP_N, budget=backward_budget(model, MEMORY_GB))
    else:
        attend_responses(model, [(prompt, response)], TOP_N)
    return {
        "seconds": time.perf_counter() - started,
        "step_seconds": step,
        "prompt": len(prompt),
        "response": len(response),
    }


def real_model(what: str) -> str:
    """A table row of :func:`real_model_alone` run in a child process, with its peak memory."""
    child = subprocess.Popen([sys.executable, __file__, "--real-model", what], stdout=subprocess.PIPE, text=True)
    output = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        raise RuntimeError(f"the {what} run failed ({status})")
    got = json.loads(output.strip().splitlines()[-1])
    peak = usage.ru_maxrss / 2**20  # KiB to GiB
    verdict = (
        "met"
        if got["seconds"] <= GOAL_SECONDS and peak <= GOAL_GB
        else (f"missed by {max(0.0, got['seconds'] - GOAL_SECONDS):.0f} s, {max(0.0, peak - GOAL_GB):.1f} GB")
    )
    return (
        f"| {what} | {got['prompt']} + {got['response']} | {got['seconds']:.1f} | {peak:.2f} | "
        f"{got['step_seconds']:.2f} | x{got['seconds'] / got['step_seconds']:.0f} | {verdict} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out")
    parser.add_argument("--real-model", choices=["gradient", "attention"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
    if args.real_model:
        print(json.dumps(real_model_alone(args.real_model)))
        return
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
    long_case = [
        (
            torch.randint(0, vocab, (8,), generator=generator).tolist(),
            torch.randint(0, vocab, (1000,), generator=generator).tolist(),
        )
    ]
    rows = [
        compare("demo policy, the demo's responses", policy, demo_cases, rounds=5),
        compare("demo architecture, one long response", long_model, long_case, rounds=1),
    ]
    lines = [
        (
            f"`tb-verl attribute` ({TOP_N} sources per token; up to {BATCH_RESPONSES} responses in one batch, chunks "
            f"of {CHUNK_TOKENS} positions, the prefix run once into the KV cache and the chunk alone after it, one "
            "batched backward each) against one backward per token over the whole sequence, response by response, "
            f"same model and responses, {torch.get_num_threads()} threads:"
        ),
        "",
        (
            "Attention: every layer, heads averaged, batched in chunks over the KV cache, against one eager forward "
            "per response (all layers' probabilities at once); its time as a share of the chunked gradient "
            "attribution's."
        ),
        "",
        (
            "| model and responses | responses x tokens | one backward per token (s) | chunked (s) | speed-up "
            "| max weight difference | same sources | attention, eager forward each (s) | attention, chunked (s) "
            "| attention / gradient | attention max difference |"
        ),
        "|---|---|---|---|---|---|---|---|---|---|---|",
        *rows,
        "",
        (
            f"A real model, SmolLM2-135M-Instruct (30 layers), one {REAL_TOKENS}-token response of its own, each in a "
            f"fresh process within the default budget (`--memory-gb {MEMORY_GB:g}`); goal {GOAL_SECONDS:.0f} s and "
            f"{GOAL_GB:.0f} GB; baseline: one forward and backward of the whole sequence, in the same process:"
        ),
        "",
        "| what | prompt + response tokens | seconds | peak RSS (GB) | forward + backward (s) | x baseline | goal |",
        "|---|---|---|---|---|---|---|",
        real_model("gradient"),
        real_model("attention"),
    ]
    publish("\n".join(lines), args.out)


if __name__ == "__main__":
    main()
