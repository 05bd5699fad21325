"""A tiny task, tokenizer and policy for verl's real trainer, built in code (nothing downloaded).

Three tasks: ``repeat`` (single turn, below), ``calc`` (multi-turn with a tool, :mod:`.calc`) and
``arith`` (word problems for the real pretrained SmolLM2, :mod:`.arith` and :mod:`.smollm2`).

Task ``repeat``: the prompt asks to repeat three digits (``repeat 3 1 4``). The score is half the share of
the answer's characters that are digits or spaces (a dense signal a random policy already varies
on, so GRPO groups are rarely dead) and half the share of the three digits answered in place;
``acc`` (all three right) is numeric reward extra info. The
policy is a 2-layer Qwen2 with random weights and a byte-level BPE tokenizer trained here on the
task's own words, saved as a Hugging Face checkpoint that verl loads like any model path.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

from verl_cpu import arith, calc, smollm2
from verl_cpu.chat import IM_END, IM_START, PAD

DATA_SOURCE = "tb_verl_repeat"
DATA_SOURCES = {"repeat": DATA_SOURCE, "calc": calc.DATA_SOURCE, "arith": arith.DATA_SOURCE}
QUESTIONS = {"repeat": "user\nrepeat ", "calc": "user\nadd ", "arith": "Answer with a number."}
"""What each task's prompts hold, as their texts read."""
CHAT_TEMPLATE = (
    "{% for message in messages %}" + IM_START + "{{ message['role'] }}\n{{ message['content'] }}" + IM_END + "\n"
    "{% endfor %}{% if add_generation_prompt %}" + IM_START + "assistant\n{% endif %}"
)


def _prompt(digits: list[int]) -> str:
    return "repeat " + " ".join(map(str, digits))


def build_tokenizer(path: str, task: str = "repeat") -> Any:
    """A byte-level BPE tokenizer (every byte is a token, so ``"\\n"`` is one, as verl's agent loop
    needs) with the task's chat template, its merges learnt on the task's texts, saved to ``path``
    and read back through ``AutoTokenizer``."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import AutoTokenizer, PreTrainedTokenizerFast

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    if task == "calc":
        corpus, template = calc.corpus(), calc.CHAT_TEMPLATE
    else:
        rng = random.Random(0)
        corpus = [_prompt([rng.randrange(10) for _ in range(3)]) + "\nuser\nassistant\n" for _ in range(200)]
        template = CHAT_TEMPLATE
    trainer = trainers.BpeTrainer(
        vocab_size=300, special_tokens=[PAD, IM_START, IM_END], initial_alphabet=pre_tokenizers.ByteLevel.alphabet()
    )
    bpe.train_from_iterator(corpus, trainer)
    PreTrainedTokenizerFast(
        tokenizer_object=bpe, eos_token=IM_END, pad_token=PAD, chat_template=template
    ).save_pretrained(path)
    tokenizer = AutoTokenizer.from_pretrained(path)
    if len(tokenizer.encode("\n", add_special_tokens=False)) != 1:
        raise AssertionError(f"{type(tokenizer).__name__} splits a newline: verl's agent loop needs one token")
    return tokenizer


def build_model(path: str, seed: int = 0, heads: int = 4, vocab_size: int | None = None, task: str = "repeat") -> None:
    """A 2-layer Qwen2 with random weights beside its tokenizer in ``path``: ``heads`` attention
    heads over a width of 64 (vLLM's CPU attention wants a head size of 32 at least: ``heads=2``),
    ``vocab_size`` rows of embedding (``len(tokenizer)`` unless given: checkpoints often pad it).
    For ``calc`` it is first taught to call the tool (:func:`verl_cpu.calc.teach`)."""
    import torch
    from transformers import GenerationConfig, Qwen2Config, Qwen2ForCausalLM

    tokenizer = build_tokenizer(path, task)
    torch.manual_seed(seed)
    config = Qwen2Config(
        vocab_size=vocab_size or len(tokenizer),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=heads,
        num_key_value_heads=heads // 2,
        max_position_embeddings=256,
        tie_word_embeddings=False,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=tokenizer.eos_token_id,
    )
    model = Qwen2ForCausalLM(config)
    model.generation_config = GenerationConfig(eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)
    if task == "calc":
        calc.teach(model, tokenizer, seed=seed)
    model.save_pretrained(path)


def build_data(path: str, split: str, count: int, seed: int, task: str = "repeat") -> None:
    """A parquet of chat prompts in verl's RL dataset layout."""
    import pandas as pd

    if task in ("calc", "arith"):
        pd.DataFrame((calc if task == "calc" else arith).rows(split, count, seed)).to_parquet(path)
        return
    rng = random.Random(seed)
    rows = []
    for index in range(count):
        digits = [rng.randrange(10) for _ in range(3)]
        rows.append(
            {
                "data_source": DATA_SOURCE,
                "prompt": [{"role": "user", "content": _prompt(digits)}],
                "ability": "copy",
                "reward_model": {"style": "rule", "ground_truth": " ".join(map(str, digits))},
                "extra_info": {"index": index, "split": split},
            }
        )
    pd.DataFrame(rows).to_parquet(path)


def compute_score(
    data_source: str, solution_str: str, ground_truth: str, extra_info: Any = None, **_: Any
) -> dict[str, float]:
    """verl's custom reward function (see the module's docstring); verl records keys other than
    ``score`` as per-sample reward extra info."""
    if data_source == calc.DATA_SOURCE:
        return calc.score(solution_str, ground_truth)
    if data_source == arith.DATA_SOURCE:
        return arith.score(solution_str, ground_truth)
    wanted = ground_truth.split()
    answered = [ch for ch in solution_str if ch.isdigit()][: len(wanted)]
    right = sum(a == w for a, w in zip(answered, wanted))
    form = sum(ch.isdigit() or ch == " " for ch in solution_str) / max(1, len(solution_str))
    return {"score": 0.5 * form + 0.5 * right / len(wanted), "acc": float(right == len(wanted))}


def build(workdir: str, heads: int = 4, vocab_size: int | None = None, task: str = "repeat") -> dict[str, str]:
    """Model, tokenizer, train/val parquet (and for ``calc`` the tool config) under ``workdir``;
    returns their paths (``heads``, ``vocab_size``: see :func:`build_model`). ``arith`` runs the
    pretrained SmolLM2 that ``make test`` made at set-up (:data:`verl_cpu.smollm2.MODEL_DIR`)."""
    paths = {
        "model": smollm2.made() if task == "arith" else os.path.join(workdir, "model"),
        "train": os.path.join(workdir, "train.parquet"),
        "val": os.path.join(workdir, "val.parquet"),
    }
    os.makedirs(workdir, exist_ok=True)
    if task != "arith":
        build_model(paths["model"], heads=heads, vocab_size=vocab_size, task=task)
    build_data(paths["train"], "train", 64, seed=1, task=task)
    build_data(paths["val"], "val", 4, seed=2, task=task)
    if task == "calc":
        paths["tools"] = os.path.join(workdir, "tools.yaml")
        calc.tool_config(paths["tools"])
    with open(os.path.join(workdir, "task.json"), "w") as f:
        json.dump(paths, f)
    return paths
