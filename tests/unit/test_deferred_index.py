"""IndexDeferral: which batches the writer thread indexes, and that at most one is held at a time."""

from __future__ import annotations

import gc

import numpy as np
import pytest
import torch

from tb_verl_logger import rows
from tb_verl_logger.deferred_index import BatchChanged, IndexDeferral


def _batch() -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    generator = torch.Generator().manual_seed(0)
    mask = torch.ones(4, 5, dtype=torch.bool)
    mask[1, 3:] = False
    return mask, {"log_prob": -torch.rand(4, 5, generator=generator), "ref_log_prob": -torch.rand(4, 5, generator=generator)}


def test_one_batch_is_held_at_a_time_until_read_or_dropped() -> None:
    deferral = IndexDeferral()
    mask, fields = _batch()
    held = deferral.hold(mask, fields)
    assert held is not None
    assert deferral.hold(mask, fields) is None  # the writer has not read the first: index now
    summaries = held.later({}, [2], rows.RowValues()).resolve()
    expected = rows.to_host(rows.index_stats(mask, fields))
    np.testing.assert_allclose(summaries.stats["mean_kl"], expected["mean_kl"][[0, 1, 3]])
    np.testing.assert_array_equal(summaries.tokens, [5, 3, 5])
    with pytest.raises(RuntimeError, match="read once"):
        held.summaries({}, [2], rows.RowValues())
    dropped_unread = deferral.hold(mask, fields)
    assert dropped_unread is not None
    del dropped_unread  # a step the queue had no room for: its batch is let go all the same
    gc.collect()
    assert deferral.hold(mask, fields) is not None


def test_batches_without_a_version_counter_and_after_a_change_are_indexed_by_the_caller() -> None:
    deferral = IndexDeferral()
    mask, fields = _batch()
    with torch.inference_mode():
        frozen = fields["log_prob"].clone()
    assert deferral.hold(mask, {**fields, "log_prob": frozen}) is None
    held = deferral.hold(mask, fields)
    assert held is not None
    mask[0, 0] = False  # in place, on the caller's side
    with pytest.raises(BatchChanged, match="'response_mask'"):
        held.later({}, [], rows.RowValues()).resolve()
    assert not deferral.active and deferral.hold(mask, fields) is None
