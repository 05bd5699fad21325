"""Per-token trace capture from verl's trainers, through the narrowest seam each version has.

- v0 (``trainer.use_v1=false``, ``verl.trainer.ppo.ray_trainer.RayPPOTrainer``, :mod:`.v0`): the
  module-level ``compute_advantage`` that ``fit`` calls returns the step's whole ``DataProto``
  (responses, masks, old/ref log-probs, values, rewards, advantages, returns, ``uid``): we wrap it and
  hand that batch to :func:`tb_verl_logger.verl.batch.log_batch`. ``_compute_old_log_prob`` pops
  ``entropys`` before that point, so its wrapper keeps a reference for the capture. ``fit`` is
  wrapped only to know the trainer (its step and tokenizer).
- v1 (default, ``verl.trainer.ppo.v1.trainer_base.PPOTrainer``, :mod:`.v1`): the step's data lives in
  TransferQueue until ``kv_clear``; ``_compute_metrics`` runs just before it with the batch's keys.
  Every step we read the whole batch's mask, entropy, log-probs, responses, scores and group ids
  (the exploration statistics need every row); when traces are due we choose rows and fetch only
  the chosen rows' other fields with ``tq.kv_batch_get`` (``sample_indices``: their rows in the batch).
- Both: validation generations as text-level traces (:mod:`.validation`), what each step's capture
  cost (:mod:`.cost`), the settings (:mod:`.config`) and what the capture reads of the running
  backend and trainer (:mod:`.trainer`).

Configuration (table in the README and docs/verl.md): verl's Hydra config ``+trainer.tb_verl.<key>=...`` or the
environment ``TB_VERL_<KEY>``, the environment winning. Any failure here is reported once and the
step goes on: capture is best effort, training is not.
"""
