"""The verl seams of tb_verl_logger: what reads verl's objects and wraps verl's methods.

- :mod:`.plugin`: verl's ``verl.plugins`` entry point; registers :mod:`.backend` (the ``tb_verl``
  tracking backend) and the post-import hooks of :mod:`.capture` (v0 and v1 trainers, validation),
  :mod:`.topk` (alternatives in the actor's forward) and :mod:`.tools` (the agent loop's tool calls);
- :mod:`.batch`: a ``DataProto`` as ``log_decisions`` arguments (:func:`log_batch`, for a loop of
  one's own); :mod:`.rejection_sampling`: the tokens verl's rejection sampling left out;
- :mod:`.dump_import`: verl's rollout dumps as traces (``tb-verl import``);
- :mod:`.patching`: wrapping verl's methods once, reporting failures once.

The core (``tb_verl_logger``'s top level) never imports this package; this package imports verl
only where verl calls it (its modules duck-type verl's objects), so ``log_batch`` runs on a batch of
any trainer shaped like verl's.
"""

from tb_verl_logger.verl.batch import log_batch

__all__ = ["log_batch"]
