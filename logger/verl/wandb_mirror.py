"""The diagnosis' events on W&B too, when the run also logs there (``trainer.logger`` lists
``wandb``: 76 of verl's 93 RL example scripts do). tb_verl's online diagnosis finds them on its
writer thread; each step verl's ``Tracking`` logs, after W&B has had verl's metrics for the step,
the ``tb_verl`` backend hands W&B what is new:

- an alert (``wandb.alert``) the first time an event is found, and again if it turns critical:
  the detector, its steps, the explanation and the tab's address of its evidence;
- the scalars ``diagnosis/<detector>`` (1 warn, 2 critical) at that step and every later one, as
  in TensorBoard (where they start at the event's onset: W&B takes no step it has passed).

Nothing here is written to TensorBoard: the event file has these tags from tb_verl's writer.
"""

from __future__ import annotations

import urllib.parse
from typing import Any

from tb_verl_logger.online_diagnosis import SEVERITY, describe
from tb_verl_plugin.diagnosis.events import Event


def tab_address(tab_url: str, run: str, event: Event) -> str:
    """The tab opened on ``event`` (its first evidence row, else its onset step), in the address
    bar's form (``#tb_verl&tbv=<url-encoded query>``: ``frontend/src/model/view.ts``)."""
    first = event.evidence[0] if event.evidence else None
    view = {"run": run, "step": first.step if first else event.onset_step, "event": event.detector}
    if first is not None:
        view["sample"] = first.sample_index
    query = urllib.parse.quote(urllib.parse.urlencode(view), safe="-_.!~*'()")
    return f"{tab_url.rstrip('/')}/#tb_verl&tbv={query}"


class WandbMirror:
    """What of the diagnosis W&B has been told; :meth:`forward` tells it the rest."""

    def __init__(self, logger: Any, tab_url: str, run: str) -> None:
        self.logger = logger
        self.tab_url = tab_url
        self.run = run
        self._alerted: dict[str, str] = {}  # detector -> the severity W&B was alerted at

    def forward(self, step: int) -> None:
        """At verl's ``step``, after W&B logged it (W&B's run open: ``wandb.run``)."""
        import wandb

        run = wandb.run
        if run is None:
            return
        events = self.logger.diagnosis_events()
        for event in events:
            if self._alerted.get(event.detector) == event.severity:
                continue
            run.alert(
                title=f"tb_verl diagnosis: {event.detector} ({event.severity})",
                text=f"{describe(event)}\nEvidence: {tab_address(self.tab_url, self.run, event)}",
                level="ERROR" if event.severity == "critical" else "WARN",
            )
            self._alerted[event.detector] = event.severity
        if events:
            wandb.log({f"diagnosis/{event.detector}": SEVERITY[event.severity] for event in events}, step=step)
