"""Diagnosis: detectors that say where a run went wrong and point at the responses and tokens
that show it.

- :mod:`~tb_verl_plugin.diagnosis.run_view`: what the detectors read of a run (scalar series, the
  every-row index as per-step series, one traced step's rows, one recorded row's tokens), as plain
  arrays behind a protocol the reader and the logger each implement;
- :mod:`~tb_verl_plugin.diagnosis.detectors`: the detectors, small pure functions, their limits,
  and :func:`diagnose`, which runs them all;
- :mod:`~tb_verl_plugin.diagnosis.events`: what a detector reports, ordered by onset into a chain.

It imports the format only, so the reader (on read) and the logger (during training) run the same
detectors.
"""

from tb_verl_plugin.diagnosis.detectors import DETECTORS, Limits, diagnose
from tb_verl_plugin.diagnosis.events import Event, Evidence

__all__ = ["DETECTORS", "Event", "Evidence", "Limits", "diagnose"]
