"""The tool calls of verl's ``ToolAgentLoop``, kept for the traces.

verl's agent loop executes each tool call the policy makes and splices the output into the
response (``response_mask`` 0 there), but keeps no record of which tool was called with what: the
trainer sees tokens only. ``ToolAgentLoop._call_tool`` is the one place that knows the call, its
arguments and the text that goes back; its wrapper appends that to the trajectory's
``agent_data.extra_fields`` under :data:`CALLS_KEY`, which verl carries to the trainer beside the
sample (v0: a ``non_tensor_batch`` column; v1: the ``extra_fields`` field in TransferQueue). The
captures turn the list into the trace's spans (:mod:`tb_verl_plugin.format.turns`).

The wrapper runs in verl's agent-loop workers (Ray actors, which import verl and so this plugin)
and records only in runs that log with ``tb_verl``. It never changes what verl returns.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tb_verl_logger.verl.patching import report_once, wrap_once

CALLS_KEY = "tb_verl_tool_calls"
"""The per-sample entry of verl's extra fields holding the sample's tool calls (list of dicts:
``turn, name, arguments, output, status``; see :class:`tb_verl_plugin.format.turns.ToolCall`)."""
ERROR_PREFIX = "Error executing tool"
"""How verl's ``_call_tool`` answers a tool that raised (its message to the policy)."""


def status_of(name: str, arguments: str, output: str, tools: Any) -> str:
    """What became of a call, judged as verl's ``_call_tool`` judges it: an unknown name, arguments
    that are not JSON, an exception in the tool (verl answers with its error message), or ok."""
    if name not in tools:
        return "unknown_tool"
    try:
        json.loads(arguments)
    except (json.JSONDecodeError, TypeError):
        return "bad_arguments"
    return "error" if output.startswith(f"{ERROR_PREFIX} '{name}'") else "ok"


def _logs_with_tb_verl(loop: Any) -> bool:
    try:
        backends = loop.config.trainer.logger
        return "tb_verl" in ([backends] if isinstance(backends, str) else list(backends))
    except Exception:
        return False


def wrap_call_tool(original: Callable[..., Any]) -> Callable[..., Any]:
    async def _call_tool(self: Any, tool_call: Any, tools_kwargs: Any, agent_data: Any) -> Any:
        result = await original(self, tool_call, tools_kwargs, agent_data)
        try:
            if _logs_with_tb_verl(self):
                response = result[0]
                output = getattr(response, "text", None) or ""
                tools = getattr(agent_data, "_active_tools", self.tools)
                agent_data.extra_fields.setdefault(CALLS_KEY, []).append(
                    {
                        "turn": int(agent_data.assistant_turns),
                        "name": str(tool_call.name),
                        "arguments": str(tool_call.arguments),
                        "output": output,
                        "status": status_of(str(tool_call.name), tool_call.arguments, output, tools),
                    }
                )
        except Exception as error:  # the rollout goes on; its traces lack the calls
            report_once(
                "tool_calls",
                "tb_verl: cannot record verl's tool calls (%s: %s); traces show tool outputs without their calls",
                type(error).__name__,
                error,
            )
        return result

    return _call_tool


def patch_tool_agent_loop(module: Any) -> None:
    """Post-import hook of ``verl.experimental.agent_loop.tool_agent_loop`` (in every process)."""
    wrap_once(module.ToolAgentLoop, _call_tool=wrap_call_tool)
