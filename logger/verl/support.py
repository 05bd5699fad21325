"""What a run's verl set-up leaves out of tb_verl's records, said once at start-up: on the log
(verl's console) and, at the run's first logged step, in its Text tab (``tb_verl/unsupported``).
Everything else goes on as usual: each message names the setting, what is missing and why."""

from __future__ import annotations

from typing import Any

from tb_verl_logger.verl.capture.config import CaptureConfig

UNSUPPORTED_TAG = "tb_verl/unsupported"

TOP_K_ENGINES = ("fsdp", "fsdp2", "megatron")
"""The actor engines whose forward tb_verl reads alternatives from (:mod:`.topk`,
:mod:`.topk_megatron`); verl's others (veomni, torchtitan, automodel) are not read."""


def _setting(config: Any, path: str, default: Any = None) -> Any:
    node = config
    for key in path.split("."):
        try:
            node = node[key]
        except (KeyError, TypeError, IndexError, AttributeError):
            return default
    return default if node is None else node


def unsupported(config: Any, capture: CaptureConfig) -> list[str]:
    """One sentence per setting of ``config`` (verl's) that leaves something out, naming it."""
    found = []
    if capture.top_k > 0:
        strategy = str(_setting(config, "actor_rollout_ref.actor.strategy", "fsdp"))
        fused = bool(_setting(config, "actor_rollout_ref.model.use_fused_kernels", False))
        if _setting(config, "algorithm.rollout_correction.bypass_mode", False):
            found.append(
                "top_k: algorithm.rollout_correction.bypass_mode=True skips the actor's old-log-prob forward "
                "(verl takes the rollout's log-probs instead), where tb_verl computes alternatives: traces carry none"
            )
        elif strategy not in TOP_K_ENGINES:
            found.append(
                f"top_k: actor_rollout_ref.actor.strategy={strategy}: tb_verl reads alternatives from verl's FSDP and "
                f"Megatron engines only ({', '.join(TOP_K_ENGINES)}): traces carry none"
            )
        elif strategy == "megatron" and fused:
            found.append(
                "top_k: actor_rollout_ref.model.use_fused_kernels=True with actor_rollout_ref.actor.strategy=megatron: "
                "verl's Megatron fused forward builds no logits and calls no logits processor, and its fused kernel "
                "sees only this rank's vocabulary shard: traces carry no alternatives (use_fused_kernels=False gives "
                "them, or the FSDP engine with fused kernels)"
            )
    return found


def report(messages: list[str]) -> str | None:
    """The Text tab's markdown for ``messages``, or None."""
    if not messages:
        return None
    return "tb_verl records this run without:\n\n" + "\n".join(f"- {message}" for message in messages)
