"""IndexDeferral: which batches the writer thread indexes, and that at most one is held at a time."""

from __future__ import annotations

import gc

import numpy as np
import pytest
import torch

from tb_verl_logger.rows.batch_data import RowValues
from tb_verl_logger.rows.deferred_index import BatchChanged, IndexDeferral
from tb_verl_logger.rows.row_statistics import calling_thread_stats, index_stats, to_host
from tb_verl_logger.rows.summaries import LaterRowStatistics, unrecorded_rows


def _batch() -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    generator = torch.Generator().manual_seed(0)
    mask = torch.ones(4, 5, dtype=torch.bool)
    mask[1, 3:] = False
    return mask, {
        "log_prob": -torch.rand(4, 5, generator=generator),
        "ref_log_prob": -torch.rand(4, 5, generator=generator),
    }


def test_one_batch_is_held_at_a_time_until_read_or_dropped() -> None:
    deferral = IndexDeferral()
    mask, fields = _batch()
    held = deferral.hold(mask, fields)
    assert held is not None
    assert deferral.hold(mask, fields) is None  # the writer has not read the first: index now
    summaries = held.later({}, [2], RowValues()).resolve()
    expected = to_host(index_stats(mask, fields))
    np.testing.assert_allclose(summaries.stats["mean_kl"], expected["mean_kl"][[0, 1, 3]])
    np.testing.assert_array_equal(summaries.tokens, [5, 3, 5])
    with pytest.raises(RuntimeError, match="read once"):
        held.summaries({}, [2], RowValues())
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
        held.later({}, [], RowValues()).resolve()
    assert not deferral.active and deferral.hold(mask, fields) is None


@pytest.mark.parametrize("recorded", [[3], [0, 1, 3, 4]], ids=["most rows left", "few rows left"])
def test_a_cpu_batch_indexed_by_the_caller_leaves_its_row_statistics_to_the_writer(recorded: list[int]) -> None:
    """Indexed on the calling thread (the writer has not read the previous batch), a CPU batch's
    repetition statistics (a sort of every row's 3-grams) are computed from copies on the writer
    thread: the same numbers as computed at once, whatever the caller does to its tensors after,
    for most of the batch as for a few rows of it."""
    from tb_verl_plugin.format import fields

    generator = torch.Generator().manual_seed(3)
    ids = torch.randint(0, 5, (6, 12), generator=generator)
    ids[2] = 4  # one degenerate row
    mask = torch.ones(6, 12, dtype=torch.bool)
    inputs = {"entropy": torch.rand(6, 12, generator=generator), fields.TOKEN_IDS: ids}
    values = RowValues()
    expected = to_host(index_stats(mask, inputs))
    stats = to_host(index_stats(mask, inputs, only=calling_thread_stats(inputs)))
    assert "repetition_3gram" not in stats
    later = unrecorded_rows(mask, inputs, stats, recorded, values, calling_thread=True)
    assert isinstance(later, LaterRowStatistics)
    ids.zero_()  # the caller refills its buffers once log_decisions returns
    summaries = later.resolve()
    others = [row for row in range(6) if row not in recorded]
    for name in ("repetition_3gram", "longest_run", "mean_entropy"):
        np.testing.assert_allclose(summaries.stats[name], expected[name][others])
    degenerate = others.index(2)
    assert summaries.stats["longest_run"][degenerate] == 12
    assert summaries.stats["repetition_3gram"][degenerate] == pytest.approx(0.9)
