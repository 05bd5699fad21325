"""The turns of a multi-turn response: which stretches the policy wrote, and what was spliced in.

verl's agent loops (``ToolAgentLoop``, interactions) put a whole conversation after the prompt in
one response: the policy's turns alternate with tool outputs and other context, and only
``response_mask`` (1 for the policy's tokens) tells them apart. A trace keeps that structure as
spans (``Span`` in ``trace.proto``): runs of the mask, numbered by the policy's turn, the tool
spans carrying the calls whose outputs they hold. Both sides use this module: the logger derives
the spans (:func:`spans_of`), the plugin serves them (``tb_verl_plugin.reader.answers``) and indexes
them (:func:`summary_counts`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from tb_verl_plugin.format import trace_pb2
from tb_verl_plugin.format.numbers import is_integer

KINDS = {
    "policy": trace_pb2.Span.KIND_POLICY,
    "tool": trace_pb2.Span.KIND_TOOL,
    "observation": trace_pb2.Span.KIND_OBSERVATION,
}
STATUSES = {
    "ok": trace_pb2.ToolCall.STATUS_OK,
    "error": trace_pb2.ToolCall.STATUS_ERROR,
    "unknown_tool": trace_pb2.ToolCall.STATUS_UNKNOWN_TOOL,
    "bad_arguments": trace_pb2.ToolCall.STATUS_BAD_ARGUMENTS,
}
_KIND_NAMES = {value: name for name, value in KINDS.items()}
_STATUS_NAMES = {value: name for name, value in STATUSES.items()}


@dataclasses.dataclass(frozen=True)
class ToolCall:
    """One call of a tool by the policy: made after its turn ``turn``, answered by ``output``."""

    turn: int
    name: str
    arguments: str = ""
    output: str = ""
    status: str = "ok"

    @classmethod
    def from_mapping(cls, call: Mapping[str, Any], where: str = "tool_calls") -> ToolCall:
        """A call from its dict form (what the verl hook stores, what a user's loop passes);
        raises ValueError naming the key that is missing or wrong."""
        if not isinstance(call, Mapping):
            raise ValueError(f"{where}: each call must be a mapping with 'turn' and 'name', got {type(call).__name__}")
        for key in ("turn", "name"):
            if key not in call:
                raise ValueError(f"{where}: a call lacks {key!r} (keys: turn, name, arguments, output, status)")
        status = str(call.get("status", "ok"))
        if status not in STATUSES:
            raise ValueError(f"{where}: status {status!r} is not one of {sorted(STATUSES)}")
        turn = call["turn"]
        if not is_integer(turn) or turn < 0:
            raise ValueError(
                f"{where}: 'turn' must be the policy turn (an integer >= 0) that made the call, got {turn!r}"
            )
        return cls(int(turn), str(call["name"]), str(call.get("arguments", "")), str(call.get("output", "")), status)

    @property
    def failed(self) -> bool:
        return self.status != "ok"


@dataclasses.dataclass(frozen=True)
class Span:
    """Positions ``[start, end)`` of the response, of one ``kind``; see ``Span`` in trace.proto."""

    kind: str
    start: int
    end: int
    turn: int
    tool_calls: tuple[ToolCall, ...] = ()


def spans_of(mask: np.ndarray | None, calls: Sequence[ToolCall] = ()) -> list[Span]:
    """The spans of a response from its mask (1 = the policy's token, rejected ones included) and
    the tool calls of its turns; none for a response that is one policy turn. A stretch outside
    the mask after turn n holds the outputs of the calls turn n made (a tool span), else it is an
    observation (an interaction's message, template tokens)."""
    if mask is None:
        return []
    own = np.asarray(mask).astype(bool)
    if own.all():
        return []
    edges = np.flatnonzero(np.diff(own.astype(np.int8))) + 1
    starts = np.concatenate([[0], edges])
    ends = np.concatenate([edges, [own.size]])
    spans, turn = [], 0
    for start, end in zip(starts.tolist(), ends.tolist()):
        if own[start]:
            turn += 1
            spans.append(Span("policy", start, end, turn))
        else:
            answered = tuple(c for c in calls if c.turn == turn)
            spans.append(Span("tool" if answered else "observation", start, end, turn, answered))
    return spans


def to_proto(span: Span) -> trace_pb2.Span:
    return trace_pb2.Span(
        kind=KINDS[span.kind],
        start=span.start,
        end=span.end,
        turn=span.turn,
        tool_calls=[
            trace_pb2.ToolCall(name=c.name, arguments=c.arguments, output=c.output, status=STATUSES[c.status])
            for c in span.tool_calls
        ],
    )


def from_proto(span: trace_pb2.Span) -> Span:
    return Span(
        _KIND_NAMES.get(span.kind, "observation"),
        span.start,
        span.end,
        span.turn,
        tuple(
            ToolCall(span.turn, c.name, c.arguments, c.output, _STATUS_NAMES.get(c.status, "error"))
            for c in span.tool_calls
        ),
    )


def describe(span: Span) -> str:
    """One line for a span (the CLI's; the tab says the same)."""
    if span.kind == "policy":
        return f"turn {span.turn}"
    if span.kind == "observation":
        return f"observation after turn {span.turn}"
    calls = "; ".join(
        f"{c.name}({c.arguments}) -> {c.output if c.status == 'ok' else f'{c.status}: {c.output}'}"
        for c in span.tool_calls
    )
    return f"tool output of turn {span.turn}: {calls}"


def summary_counts(spans: Sequence[Span]) -> dict[str, Any]:
    """What the step index keeps of a multi-turn response (nothing for a single-turn one): its
    policy turns, the tools called (in order of first call), the calls and the failed ones."""
    if not spans:
        return {}
    return counts(sum(span.kind == "policy" for span in spans), [c for span in spans for c in span.tool_calls])


def counts(policy_turns: int, calls: Sequence[ToolCall]) -> dict[str, Any]:
    """:func:`summary_counts` of a multi-turn response known by its turns and calls."""
    return {
        "turns": policy_turns,
        "tools": list(dict.fromkeys(c.name for c in calls)),
        "tool_calls": len(calls),
        "tool_failures": sum(c.failed for c in calls),
    }
