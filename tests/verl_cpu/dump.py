"""A record of what verl itself computed each training step, for the tests to hold tb_verl's
traces against (``TB_VERL_TEST_DUMP=<dir>``; off otherwise), and of the metrics verl logged
(``TB_VERL_TEST_METRICS=<file>``), each with the wall time of its ``Tracking.log`` call, for the
trainer benchmark.

The dump taps verl where the step's numbers are final and tb_verl does not look:
- v1: ``transfer_queue.kv_clear`` of the ``train`` partition (the trainer calls it after
  ``_compute_metrics``, where tb_verl captured): every row's fields are read before they go;
- v0: ``compute_data_metrics``, which ``RayPPOTrainer.fit`` calls with the step's whole batch
  after the update; the per-token entropy is gone from that batch by then, so it is taken where
  ``fit`` aggregates it into ``actor/entropy`` (its one call of ``agg_loss``).
One file per training step, ``train-<n>.pt`` (n counts steps from 1): padded ``[B, R]`` tensors
under verl's names, the rows in the order of the trainer's batch (tb_verl's ``sample_index``),
``generated_mask``: the tokens the policy generated, before any rejection sampling, ``prompt_mask``:
the real tokens of ``prompts`` (v1 pads them on the right, v0 on the left), and ``num_turns``.
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import time
from typing import Any

import wrapt

ENV = "TB_VERL_TEST_DUMP"
METRICS_ENV = "TB_VERL_TEST_METRICS"
FIELDS = (
    "responses",
    "response_mask",
    "old_log_probs",
    "entropy",
    "advantages",
    "returns",
    "values",
    "ref_log_prob",
    "rollout_log_probs",
    "rollout_is_weights",
    "rm_scores",
    "token_level_rewards",
    "prompts",
    "uid",
    "num_turns",
)
PROMPT_MASK = "prompt_mask"
GENERATED = "generated_mask"
"""Every token the policy generated, ``[B, R]`` bool: ``response_mask`` as verl handed it to its
rollout correction (``compute_rollout_correction_and_add_to_batch``), before rejection sampling
(``rollout_rs``) zeroed the rejected tokens; the final ``response_mask`` when there was none. Tool
outputs of multi-turn responses are 0 in both."""
_steps = itertools.count(1)
_corrected: list[Any] = []
"""The mask verl's rollout correction was given this step."""


def _save(tensors: dict[str, Any]) -> None:
    import torch

    path = os.path.join(os.environ[ENV], f"train-{next(_steps)}.pt")
    torch.save(tensors, path)


def _plain(value: Any) -> Any:
    """A TransferQueue field as a padded tensor (jagged ones) or a list (non-tensor ones)."""
    if getattr(value, "is_nested", False):
        return value.to_padded_tensor(0)
    return value if hasattr(value, "dtype") else [str(v) for v in value]


def _patch_transfer_queue(module: Any) -> None:
    original = module.kv_clear

    @functools.wraps(original)
    def kv_clear(keys: Any, partition_id: str) -> None:
        # The trainer clears a finished step's rows (they have advantages); the replay buffer
        # also clears prompt entries of the same partition, which are not a step.
        fields = module.get_client().kv_retrieve_meta(keys=keys, partition_id=partition_id).field_names if keys else []
        if partition_id == "train" and "advantages" in fields:
            data = module.kv_batch_get(
                keys=keys, partition_id=partition_id, select_fields=[f for f in FIELDS if f in fields]
            )
            import torch

            tensors = {name: _plain(data[name]) for name in data.keys()}
            tensors[GENERATED] = _generated(tensors["response_mask"])
            prompt_lengths = data["prompts"].offsets().diff()
            tensors[PROMPT_MASK] = torch.arange(tensors["prompts"].shape[1])[None, :] < prompt_lengths[:, None]
            _save(tensors)
        return original(keys=keys, partition_id=partition_id)

    module.kv_clear = kv_clear


def _patch_v0(module: Any) -> None:
    original = module.compute_data_metrics
    original_agg_loss = module.agg_loss
    entropy: dict[str, Any] = {}

    @functools.wraps(original_agg_loss)
    def agg_loss(*args: Any, **kwargs: Any) -> Any:
        entropy["entropy"] = kwargs["loss_mat"] if "loss_mat" in kwargs else args[0]
        return original_agg_loss(*args, **kwargs)

    @functools.wraps(original)
    def compute_data_metrics(batch: Any, *args: Any, **kwargs: Any) -> Any:
        tensors = {name: batch.batch[name] for name in FIELDS if name in batch.batch.keys()}
        tensors[GENERATED] = _generated(tensors["response_mask"])
        if "__num_turns__" in batch.non_tensor_batch:
            tensors["num_turns"] = [int(n) for n in batch.non_tensor_batch["__num_turns__"]]
        tensors[PROMPT_MASK] = batch.batch["attention_mask"][:, : batch.batch["prompts"].shape[1]].bool()
        tensors.update(entropy)
        if "uid" in batch.non_tensor_batch:
            tensors["uid"] = [str(u) for u in batch.non_tensor_batch["uid"]]
        _save(tensors)
        return original(batch, *args, **kwargs)

    module.compute_data_metrics = compute_data_metrics
    module.agg_loss = agg_loss


def _generated(final: Any) -> Any:
    """The step's ``generated_mask`` (see :data:`GENERATED`) from its final ``response_mask``."""
    given = _corrected.pop() if _corrected else None
    _corrected.clear()
    if given is None:
        return final.bool()
    given = given.bool()
    if given.shape != final.shape or (final.bool() & ~given).any():
        raise AssertionError(
            f"the mask given to verl's rollout correction {tuple(given.shape)} does not cover the step's "
            f"response_mask {tuple(final.shape)}"
        )
    return given


def _patch_rollout_correction(module: Any) -> None:
    original = module.compute_rollout_correction_and_add_to_batch

    @functools.wraps(original)
    def compute_rollout_correction_and_add_to_batch(batch: Any, *args: Any, **kwargs: Any) -> Any:
        _corrected.append(batch.batch["response_mask"].clone())
        return original(batch, *args, **kwargs)

    module.compute_rollout_correction_and_add_to_batch = compute_rollout_correction_and_add_to_batch


def _patch_tracking(module: Any) -> None:
    original = module.Tracking.log

    @functools.wraps(original)
    def log(self: Any, data: Any, step: int, *args: Any, **kwargs: Any) -> Any:
        numbers = {k: float(v) for k, v in data.items() if isinstance(v, (int, float)) or hasattr(v, "__float__")}
        with open(os.environ[METRICS_ENV], "a") as f:
            f.write(json.dumps({"step": step, "wall_time": time.time(), "metrics": numbers}) + "\n")
        return original(self, data, step, *args, **kwargs)

    module.Tracking.log = log


def register() -> None:
    if os.environ.get(ENV):
        wrapt.register_post_import_hook(_patch_transfer_queue, "transfer_queue")
        wrapt.register_post_import_hook(_patch_v0, "verl.trainer.ppo.ray_trainer")
        wrapt.register_post_import_hook(_patch_rollout_correction, "verl.trainer.ppo.rollout_corr_helper")
    if os.environ.get(METRICS_ENV):
        wrapt.register_post_import_hook(_patch_tracking, "verl.utils.tracking")
