"""Arithmetic word problems for a real pretrained model (SmolLM2-135M-Instruct, :mod:`.smollm2`),
made in code: nothing downloaded, no dataset on a hub.

Each prompt is one chat message asking a small sum or difference in words ("Mia has 7 pencils
and gets 5 more. How many pencils does Mia have now? Answer with a number."); SmolLM2's own chat
template adds its system prompt. The score (verl's custom reward function, through
:func:`verl_cpu.task.compute_score`): 1 when the response's last number is the answer (the
convention of verl's GSM8K scorer in its flexible mode), 0.1 when it ends on a wrong number, 0 when
it gives none; ``acc`` (right or not) as extra info. The model is mostly wrong at arithmetic.
"""

from __future__ import annotations

import random
import re
from typing import Any

DATA_SOURCE = "tb_verl_arith"
NAMES = ("Mia", "Tom", "Ava", "Leo", "Sara", "Omar", "Lena", "Ben")
THINGS = ("apples", "pencils", "stickers", "marbles", "books", "coins")


def problem(rng: random.Random) -> tuple[str, int]:
    """One word problem and its answer."""
    name, things = rng.choice(NAMES), rng.choice(THINGS)
    a, b = rng.randrange(3, 20), rng.randrange(1, 10)
    if rng.random() < 0.5:
        return (
            f"{name} has {a} {things} and gets {b} more. How many {things} does {name} have now? Answer with a number.",
            a + b,
        )
    a += b
    return (
        f"{name} has {a} {things} and gives {b} away. How many {things} does {name} have left? Answer with a number.",
        a - b,
    )


def rows(split: str, count: int, seed: int) -> list[dict[str, Any]]:
    """Dataset rows in verl's RL layout (single turn)."""
    rng = random.Random(seed)
    out = []
    for index in range(count):
        text, answer = problem(rng)
        out.append(
            {
                "data_source": DATA_SOURCE,
                "prompt": [{"role": "user", "content": text}],
                "ability": "arithmetic",
                "reward_model": {"style": "rule", "ground_truth": str(answer)},
                "extra_info": {"index": index, "split": split},
            }
        )
    return out


def score(solution_str: str, ground_truth: str) -> dict[str, float]:
    """The response's last number against the answer (see the module's docstring)."""
    numbers = re.findall(r"-?\d+", solution_str)
    right = bool(numbers) and numbers[-1] == ground_truth
    return {"score": 1.0 if right else 0.1 if numbers else 0.0, "acc": float(right)}
