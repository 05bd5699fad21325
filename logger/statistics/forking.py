"""The entropy above which a token counts as "forking", at the model's own scale.

Wang et al. (2025, "Beyond the 80/20 Rule") call the top 20% of a policy's token entropies forking
tokens; the 0.672 nats they quote is that 80th percentile on their Qwen3 run. A fixed number does
not carry to another model: SmolLM2 at temperature 1 has 80–86% of its tokens above 0.672. So by
default the threshold is the 80th percentile of token entropy at the run's first logged step, and
it is kept: measured once, written to the run directory
(:data:`tb_verl_plugin.format.metadata.FORKING_FILE`) and read back by a restarted session, so a
forking share falling over training still shows a collapse. An absolute threshold
(``TraceLogger.log_exploration(forking_threshold=...)``) replaces it when given.
"""

from __future__ import annotations

import json
import os

from tb_verl_plugin.format import metadata

PERCENTILE = 80.0


class KeptThreshold:
    """The run's relative forking threshold once measured (None before), kept in ``run_dir``."""

    def __init__(self, run_dir: str) -> None:
        self._path = os.path.join(run_dir, metadata.FORKING_FILE)
        self.value: float | None = None
        try:
            with open(self._path, encoding="utf-8") as f:
                self.value = float(json.load(f)["threshold"])
        except (OSError, ValueError, KeyError, TypeError):  # none yet, or unreadable: measure again
            self.value = None

    def keep(self, step: int, scalars: dict[str, float]) -> OSError | None:
        """Keeps the threshold the step's statistics measured (their 80th percentile) in the run
        directory, where the reader learns the rule too. Writing may fail (a read-only disk): the
        value is kept for this session all the same, and the error returned for the caller to
        report."""
        measured = scalars.get(metadata.FORKING_THRESHOLD_TAG)
        if measured is None:
            return None
        self.value = measured
        partial = f"{self._path}.{os.getpid()}.tmp"
        try:
            with open(partial, "w", encoding="utf-8") as f:
                json.dump({"percentile": PERCENTILE, "step": step, "threshold": measured}, f)
            os.replace(partial, self._path)
        except OSError as error:
            return error
        return None
