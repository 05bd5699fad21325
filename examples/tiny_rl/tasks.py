"""The demo's two tasks, built in code (no downloads): what the policy is asked, how it answers
(sampling, and for the tool task the turns and tool outputs of an agent loop) and the score.

- ``sort``: the prompt is ``<bos> d1 d2 d3 =``; the answer the three digits in ascending order,
  then ``<eos>``. One turn of four tokens.
- ``calc``: the prompt is ``<bos> a1 a2 * b =`` (a two-digit number times a digit); the answer
  the product as three digits, then ``<eos>``. A tiny policy cannot multiply in its head, but it
  may call a tool: a turn holding ``<calc> a1 a2 * b </calc>`` ends at ``<eos>`` like any turn,
  the tool's output ``<result> p1 p2 p3 </result>`` is spliced into the response (mask 0, as verl's
  ``ToolAgentLoop`` splices tool messages) and the policy's next turn answers. The policy starts
  from a short supervised warm-up on correct transcripts of both kinds (half answer directly,
  half call the tool), as an instruction-tuned model knows a tool's format without knowing when it
  pays; RL then has to learn that calling it does.

The score is the share of the three answer positions of the last turn that hold the right digit.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import ClassVar

import numpy as np
import torch

from tb_verl_plugin.format.turns import ToolCall

DIGITS = [str(d) for d in range(10)]
ANSWER_DIGITS = 3

NextLogits = Callable[[torch.Tensor], torch.Tensor]
"""The policy's logits for the next token of each row of ``[B, T]`` token ids, ``[B, V]``; called with the
same rows grown by one token each time."""


@dataclasses.dataclass
class Generation:
    """A batch of sampled responses, laid out as verl's rollout returns them.

    ``responses`` ``[B, R]`` token ids (padding after the end); ``generated`` ``[B, R]`` 1 at the
    tokens the policy sampled (verl's ``response_mask``: not tool outputs, not padding);
    ``attention`` 1 at every response token that is not padding; ``answers`` each row's last
    turn; ``tool_calls`` and ``num_turns`` (verl's count: the prompt, the policy's turns and the
    tool's) for the tool task only."""

    responses: torch.Tensor
    generated: torch.Tensor
    attention: torch.Tensor
    answers: list[list[int]]
    tool_calls: list[list[ToolCall]] | None = None
    num_turns: list[int] | None = None


def sample_next(logits: torch.Tensor, temperature: float) -> torch.Tensor:
    """One token per row; temperature 0 decodes greedily (validation)."""
    if temperature == 0:
        return logits.argmax(dim=-1)
    sampled: torch.Tensor = torch.distributions.Categorical(logits=logits / temperature).sample()  # type: ignore[no-untyped-call]
    return sampled


class Task:
    """What the demo needs of a task; see the module docstring for the two there are."""

    name: ClassVar[str]
    vocab: ClassVar[list[str]]
    response_length: ClassVar[int]
    turn_limit: ClassVar[int | None] = None
    """verl's ``max_assistant_turns`` for the tool task; None for single-turn tasks."""
    default_steps: ClassVar[int]
    default_prompts: ClassVar[int] = 64
    default_lr: ClassVar[float] = 1e-3
    warm_up_steps: ClassVar[int] = 0

    def token(self, text: str) -> int:
        return self.vocab.index(text)

    def prompts(self, rng: np.random.Generator, count: int) -> tuple[torch.Tensor, np.ndarray]:
        """``count`` prompts ``[count, P]`` and their answers ``[count, 3]`` (digit token ids)."""
        raise NotImplementedError

    def generate(self, next_logits: NextLogits, prompts: torch.Tensor, temperature: float) -> Generation:
        raise NotImplementedError

    def demonstrations(self, rng: np.random.Generator, count: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """Correct transcripts for the warm-up: prompts, responses and the mask of the tokens to
        learn (the policy's own)."""
        raise NotImplementedError

    def score(self, generation: Generation, targets: np.ndarray) -> torch.Tensor:
        """Share of the three answer positions of each row's last turn holding the right digit."""
        scores = [
            sum(1 for position, digit in enumerate(target) if position < len(answer) and answer[position] == digit)
            / len(target)
            for answer, target in zip(generation.answers, targets.tolist())
        ]
        return torch.tensor(scores, dtype=torch.float32)

    def pad(self, rows: list[list[int]], masks: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
        """Right-pads rows of token ids (and their masks, with 0) to ``response_length``."""
        tokens = torch.full((len(rows), self.response_length), self.token("<pad>"), dtype=torch.long)
        mask = torch.zeros(len(rows), self.response_length)
        for r, (row, row_mask) in enumerate(zip(rows, masks)):
            tokens[r, : len(row)] = torch.as_tensor(row)
            mask[r, : len(row_mask)] = torch.as_tensor(row_mask, dtype=torch.float32)
        return tokens, mask


class SortTask(Task):
    name = "sort_digits"
    vocab = DIGITS + ["=", "<eos>", "<bos>", "<pad>"]
    response_length = ANSWER_DIGITS + 1
    default_steps = 400

    def prompts(self, rng: np.random.Generator, count: int) -> tuple[torch.Tensor, np.ndarray]:
        digits = rng.integers(0, 10, size=(count, ANSWER_DIGITS))
        prompts = np.concatenate(
            [np.full((count, 1), self.token("<bos>")), digits, np.full((count, 1), self.token("="))], axis=1
        )
        return torch.as_tensor(prompts, dtype=torch.long), np.sort(digits, axis=1)

    def generate(self, next_logits: NextLogits, prompts: torch.Tensor, temperature: float) -> Generation:
        sequences = prompts
        for _ in range(self.response_length):
            sequences = torch.cat([sequences, sample_next(next_logits(sequences), temperature)[:, None]], dim=1)
        responses = sequences[:, prompts.shape[1] :]
        # 1 up to and including the first <eos>, as verl's rollout masks padding after EOS.
        is_eos = (responses == self.token("<eos>")).int()
        generated = ((is_eos.cumsum(dim=1) - is_eos) == 0).float()
        return Generation(responses, generated, generated.clone(), responses[:, :ANSWER_DIGITS].tolist())


CALL_PATTERN = re.compile(r"^(\d+)\*(\d+)$")


class CalcTask(Task):
    name = "calc_multiply"
    vocab = DIGITS + ["*", "=", "<eos>", "<bos>", "<pad>", "<calc>", "</calc>", "<result>", "</result>", "?"]
    response_length = 24
    turn_limit = 3
    default_steps = 120
    default_prompts = 32
    default_lr = 5e-4
    warm_up_steps = 120
    tool = "calc"

    def prompts(self, rng: np.random.Generator, count: int) -> tuple[torch.Tensor, np.ndarray]:
        factors = np.stack([rng.integers(10, 100, size=count), rng.integers(2, 10, size=count)], axis=1)
        prompts = [
            [self.token("<bos>"), *self.digits(f"{a}"), self.token("*"), *self.digits(f"{b}"), self.token("=")]
            for a, b in factors
        ]
        targets = np.array([self.digits(f"{a * b:03d}") for a, b in factors])
        return torch.as_tensor(prompts, dtype=torch.long), targets

    def digits(self, text: str) -> list[int]:
        return [self.token(c) for c in text]

    def call(self, arguments: str) -> tuple[str, str]:
        """The tool: the product of ``a*b`` as three digits (more if it needs them); ``?`` and the
        status ``bad_arguments`` for anything else."""
        match = CALL_PATTERN.match(arguments)
        if match is None:
            return "?", "bad_arguments"
        return f"{int(match[1]) * int(match[2]):03d}", "ok"

    def calls_in(self, turn: list[int]) -> list[str]:
        """The arguments of every ``<calc> ... </calc>`` in a turn (what a tool parser finds)."""
        text = " ".join(self.vocab[t] for t in turn)
        return [inner.replace(" ", "") for inner in re.findall(r"<calc>((?:(?!<calc>).)*?)</calc>", text)]

    def output_tokens(self, output: str) -> list[int]:
        return [self.token("<result>"), *[self.token(c) for c in output], self.token("</result>")]

    def generate(self, next_logits: NextLogits, prompts: torch.Tensor, temperature: float) -> Generation:
        """An agent loop in lockstep: every row advances one token a step, either sampled by the
        policy or the next token of a tool output being spliced in. A turn ends at ``<eos>``; its
        calls run and their outputs follow. As in verl's ``ToolAgentLoop``, the response is done
        when the turn called nothing, when it reached the turn limit or the length limit (no call
        runs then), or when the outputs would leave no room for a next turn (the calls ran, their
        outputs are not spliced in)."""
        rows = len(prompts)
        eos = self.token("<eos>")
        sequences = prompts
        responses: list[list[int]] = [[] for _ in range(rows)]
        masks: list[list[int]] = [[] for _ in range(rows)]
        spliced: list[list[int]] = [[] for _ in range(rows)]
        turn: list[list[int]] = [[] for _ in range(rows)]
        answers: list[list[int]] = [[] for _ in range(rows)]
        calls: list[list[ToolCall]] = [[] for _ in range(rows)]
        turns, tool_turns, done = [1] * rows, [0] * rows, [False] * rows
        pad = self.token("<pad>")
        for _ in range(self.response_length):
            if all(done):
                break
            sampled = sample_next(next_logits(sequences), temperature).tolist()
            step = []
            for r in range(rows):
                if done[r]:
                    step.append(pad)
                    continue
                if spliced[r]:
                    token, own = spliced[r].pop(0), 0
                else:
                    token, own = sampled[r], 1
                    turn[r].append(token)
                responses[r].append(token)
                masks[r].append(own)
                step.append(token)
                if own and token == eos:
                    answers[r], arguments = turn[r], self.calls_in(turn[r])
                    full = len(responses[r]) >= self.response_length
                    if not arguments or turns[r] == self.turn_limit or full:
                        done[r] = True
                        continue
                    outputs = []
                    for argument in arguments:
                        output, status = self.call(argument)
                        calls[r].append(ToolCall(turns[r], self.tool, argument, output, status))
                        outputs += self.output_tokens(output)
                    if len(responses[r]) + len(outputs) >= self.response_length:
                        done[r] = True  # no room for the outputs and a next turn: verl stops, the calls made
                        continue
                    spliced[r] = outputs
                    turns[r], tool_turns[r], turn[r] = turns[r] + 1, tool_turns[r] + 1, []
            sequences = torch.cat([sequences, torch.as_tensor(step)[:, None]], dim=1)
        for r in range(rows):
            if not done[r]:  # cut by the length limit: its last turn is what it answered
                answers[r] = turn[r]
        responses_tensor, generated = self.pad(responses, masks)
        _, attention = self.pad(responses, [[1] * len(row) for row in responses])
        return Generation(
            responses_tensor, generated, attention, answers, calls, [1 + t + c for t, c in zip(turns, tool_turns)]
        )

    def demonstrations(self, rng: np.random.Generator, count: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        prompts, targets = self.prompts(rng, count)
        eos = self.token("<eos>")
        rows, masks = [], []
        for prompt, target, use_tool in zip(prompts.tolist(), targets.tolist(), rng.random(count) < 0.5):
            answer = [*target, eos]
            if not use_tool:
                rows.append(answer)
                masks.append([1] * len(answer))
                continue
            call = [self.token("<calc>"), *prompt[1:-1], self.token("</calc>"), eos]
            output = self.output_tokens("".join(self.vocab[t] for t in target))
            rows.append(call + output + answer)
            masks.append([1] * len(call) + [0] * len(output) + [1] * len(answer))
        responses, mask = self.pad(rows, masks)
        return prompts, responses, mask


TASKS: dict[str, type[Task]] = {"sort": SortTask, "calc": CalcTask}
