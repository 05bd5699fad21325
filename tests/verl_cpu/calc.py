"""A multi-turn tool task for verl's own agent loop (``ToolAgentLoop``), built in code.

The prompt asks for a sum (``add 3 4``); a tool ``calc`` adds two numbers. The policy is the same
2-layer Qwen2 as :mod:`.task`, first taught by a few hundred steps of supervised training to
answer the way a tool-using model does, in verl's ``hermes`` format: a first turn that calls the
tool (``<tool_call>{"name": "calc", "arguments": {"a": 3, "b": 4}}</tool_call>``), then, after the
tool's answer, a second turn with the result. It learns the format well and the digits less well,
so its samples differ (GRPO has something to rank), and everything after that is verl's: vLLM
samples, verl's hermes parser finds the calls, the agent loop executes :class:`CalcTool` and
splices its output into the response (``response_mask`` 0 there), the reward and training are
verl's.

The score (verl's custom reward function, through :func:`verl_cpu.task.compute_score`): 1 for the
right sum as the last turn's answer, 0.25 for a wrong number, 0 otherwise; ``acc`` as extra info.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from verl.tools.base_tool import BaseTool
from verl.tools.schemas import ToolResponse

from verl_cpu.chat import IM_END, IM_START

DATA_SOURCE = "tb_verl_calc"
TOOL = "calc"
TOOL_SCHEMA = {
    "type": "function",
    "function": {
        "name": TOOL,
        "description": "Adds two integers.",
        "parameters": {
            "type": "object",
            "properties": {
                "a": {"type": "integer", "description": "first"},
                "b": {"type": "integer", "description": "second"},
            },
            "required": ["a", "b"],
        },
    },
}
CHAT_TEMPLATE = (
    "{% for message in messages %}" + IM_START + "{{ message['role'] }}\n"
    "{% if message['content'] is string %}{{ message['content'] }}{% endif %}{% for call in message.get('tool_calls') "
    "or [] %}<tool_call>{{ call['function'] | tojson }}</tool_call>{% endfor "
    "%}" + IM_END + "\n{% endfor %}{% if add_generation_prompt %}" + IM_START + "assistant\n{% endif %}"
)
"""ChatML as Qwen's, tool calls in hermes tags; the tool list is not rendered (short prompts)."""


def prompt(a: int, b: int) -> str:
    return f"add {a} {b}"


def tool_call(a: Any, b: Any) -> str:
    return "<tool_call>" + json.dumps({"name": TOOL, "arguments": {"a": a, "b": b}}) + "</tool_call>"


def conversation(a: int, b: int) -> list[tuple[str, bool]]:
    """One ideal rollout after the prompt as (text, policy's own) pieces: the tool call, the
    context verl splices in (the newline verl's Qwen builder inserts after ``<|im_end|>``, the
    tool's message, the next generation prompt), the answer."""
    return [
        (tool_call(a, b) + IM_END, True),
        ("\n" + IM_START + "tool\n" + str(a + b) + IM_END + "\n" + IM_START + "assistant\n", False),
        (str(a + b) + IM_END, True),
    ]


def corpus(count: int = 300, seed: int = 0) -> list[str]:
    """Texts for the tokenizer's merges: prompts and conversations."""
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        a, b = rng.randrange(10), rng.randrange(10)
        texts.append("user\n" + prompt(a, b) + "\nassistant\n" + "".join(text for text, _ in conversation(a, b)))
    return texts


def teach(model: Any, tokenizer: Any, steps: int = 200, seed: int = 0) -> float:
    """Supervised training on ideal conversations (loss on the policy's own pieces only), so the
    random policy starts out calling the tool. Returns the last loss."""
    import torch

    rng = random.Random(seed)
    torch.manual_seed(seed)

    def example() -> tuple[list[int], list[int]]:
        a, b = rng.randrange(10), rng.randrange(10)
        ids = tokenizer.apply_chat_template(
            [{"role": "user", "content": prompt(a, b)}], add_generation_prompt=True, tokenize=True
        )
        ids = list(ids["input_ids"] if isinstance(ids, dict) or hasattr(ids, "keys") else ids)
        labels = [-100] * len(ids)
        for text, own in conversation(a, b):
            piece = tokenizer.encode(text, add_special_tokens=False)
            ids += piece
            labels += piece if own else [-100] * len(piece)
        return ids, labels

    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3)
    model.train()
    loss = torch.tensor(0.0)
    for _ in range(steps):
        batch = [example() for _ in range(32)]
        width = max(len(ids) for ids, _ in batch)
        pad = tokenizer.pad_token_id
        input_ids = torch.tensor([ids + [pad] * (width - len(ids)) for ids, _ in batch])
        labels = torch.tensor([lab + [-100] * (width - len(lab)) for _, lab in batch])
        attention = torch.tensor([[1] * len(ids) + [0] * (width - len(ids)) for ids, _ in batch])
        loss = model(input_ids=input_ids, attention_mask=attention, labels=labels).loss
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    model.eval()
    return float(loss.detach())


def rows(split: str, count: int, seed: int) -> list[dict[str, Any]]:
    """Dataset rows in verl's RL layout, run by verl's ``tool_agent`` loop."""
    rng = random.Random(seed)
    out = []
    for index in range(count):
        a, b = rng.randrange(10), rng.randrange(10)
        out.append(
            {
                "data_source": DATA_SOURCE,
                "agent_name": "tool_agent",
                "prompt": [{"role": "user", "content": prompt(a, b)}],
                "ability": "arithmetic",
                "reward_model": {"style": "rule", "ground_truth": str(a + b)},
                "extra_info": {"index": index, "split": split},
            }
        )
    return out


def tool_config(path: str) -> None:
    """verl's tool config (``actor_rollout_ref.rollout.multi_turn.tool_config_path``)."""
    import yaml

    with open(path, "w") as f:
        yaml.safe_dump(
            {
                "tools": [
                    {"class_name": "verl_cpu.calc.CalcTool", "config": {"type": "native"}, "tool_schema": TOOL_SCHEMA}
                ]
            },
            f,
        )


def score(solution_str: str, ground_truth: str) -> dict[str, float]:
    """The last turn's answer against the sum (see the module's docstring)."""
    answer = solution_str.rsplit("assistant\n", 1)[-1] if "<tool_call>" in solution_str else solution_str
    number = re.match(r"\s*(-?\d+)", answer)
    right = bool(number) and number.group(1) == ground_truth
    return {"score": 1.0 if right else 0.25 if number else 0.0, "acc": float(right)}


class CalcTool(BaseTool):
    """Adds ``a`` and ``b``; arguments that are not integers raise (verl turns that into an error
    message for the policy, which tb_verl records as a failed call)."""

    async def execute(
        self, instance_id: str, parameters: dict[str, Any], **kwargs: Any
    ) -> tuple[ToolResponse, float, dict]:
        a, b = parameters.get("a"), parameters.get("b")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (a, b)):
            raise ValueError(f"calc adds two integers, got a={a!r} b={b!r}")
        return ToolResponse(text=str(a + b)), 0.0, {}
