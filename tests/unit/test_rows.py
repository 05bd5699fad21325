"""Each row's repetition statistics (``repetition_stats``) against a per-row computation in
plain Python, whatever rows a chunk holds: rows of every length, empty rows, gaps in the mask."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from tb_verl_logger.rows.row_statistics import LengthChunks, repetition_stats, row_statistic_values
from tb_verl_logger.statistics import streaming


def by_hand(ids: list[int], kept: list[bool]) -> tuple[float, float]:
    """The 3-gram repetition (1 − unique/total over 3 consecutive kept tokens) and the longest run
    of one token among consecutive kept tokens."""
    grams = [tuple(ids[i : i + 3]) for i in range(len(ids) - 2) if all(kept[i : i + 3])]
    repetition = 1 - len(set(grams)) / len(grams) if grams else math.nan
    longest = run = 0
    for i, keep in enumerate(kept):
        run = (run + 1 if i and kept[i - 1] and ids[i] == ids[i - 1] else 1) if keep else 0
        longest = max(longest, run)
    return repetition, float(longest)


@pytest.mark.parametrize("chunk_floats", [1, 40, streaming.CPU_CHUNK_FLOATS])
def test_repetition_of_each_row_whatever_the_chunks(chunk_floats: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", chunk_floats)
    generator = torch.Generator().manual_seed(5)
    batch, length = 23, 17
    ids = torch.randint(0, 4, (batch, length), generator=generator)  # a small vocabulary: repeats and runs
    ends = torch.randint(0, length + 1, (batch,), generator=generator)
    mask = torch.arange(length)[None, :] < ends[:, None]
    mask[3, 5:7] = False  # a tool output inside a response
    ids[4] = 2  # one long run
    repetition, longest = repetition_stats(ids, mask)
    for r in range(batch):
        expected_repetition, expected_longest = by_hand(ids[r].tolist(), mask[r].tolist())
        assert longest[r].item() == expected_longest, r
        if math.isnan(expected_repetition):
            assert math.isnan(repetition[r].item()), r
        else:
            assert repetition[r].item() == pytest.approx(expected_repetition, abs=1e-6), r


@pytest.mark.parametrize("chunk_floats", [1, 40, streaming.CPU_CHUNK_FLOATS])
def test_some_rows_statistics_by_position_read_only_their_kept_prefixes(
    chunk_floats: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Some rows of a batch (the writer's: all but the recorded ones), in chunks of like length:
    their statistics by position among those rows are the batch's, and a chunk is no wider than
    its longest row, so the padding beyond the rows' kept tokens is hardly read."""
    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", chunk_floats)
    generator = torch.Generator().manual_seed(7)
    batch, length = 40, 64
    ids = torch.randint(0, 3, (batch, length), generator=generator)
    ends = torch.randint(0, length + 1, (batch,), generator=generator)
    ends[:4] = length  # a few cut at the limit
    mask = (torch.arange(length)[None, :] < ends[:, None]).float()
    mask[5, 2:4] = 0  # a tool output inside a response
    rows = torch.tensor([r for r in range(batch) if r not in (1, 9, 30)])
    names = ("repetition_3gram", "longest_run")
    expected = {name: values[rows] for name, values in row_statistic_values(ids, mask, names).items()}
    chunks = LengthChunks.plan(mask, rows)
    got = chunks.values(ids, mask, names)
    for name in names:
        torch.testing.assert_close(got[name], expected[name], equal_nan=True)
    assert sorted(torch.cat(chunks.rows).tolist()) == rows.tolist()
    assert all(w == int(ends[r].max()) for r, w in zip(chunks.rows, chunks.widths))
    read = sum(len(r) * w for r, w in zip(chunks.rows, chunks.widths))
    assert read < 0.75 * len(rows) * length  # the padding beyond the kept tokens is not read


@pytest.mark.parametrize("chunk_floats", [10, streaming.CPU_CHUNK_FLOATS])
@pytest.mark.parametrize("on_host", [True, False])
def test_a_jagged_batch_is_indexed_as_the_padded_batch(
    chunk_floats: int, on_host: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """verl's v1 hands every row over jagged (its own tokens); the index of each row is what the
    same batch padded gives: its tokens, turns, repetition and non-finite tokens exactly, its
    means to fp32 rounding. With numpy's per-row sums (a CPU) and torch's (what a GPU runs)."""
    from support.runs import as_jagged
    from tb_verl_logger.rows.row_statistics import index_stats, to_host
    from tb_verl_logger.statistics import layout

    monkeypatch.setattr(streaming, "CPU_CHUNK_FLOATS", chunk_floats)
    if not on_host:
        monkeypatch.setattr(layout._Segments, "_on_host", lambda self, values: False)
    generator = torch.Generator().manual_seed(7)
    rows, length = 24, 16
    lengths = torch.randint(0, length + 1, (rows,), generator=generator).tolist()
    lengths[:3] = [0, length, 1]
    kept = torch.arange(length)[None, :] < torch.tensor(lengths)[:, None]
    mask = kept.float()
    mask[3, 2:4] = 0  # a tool output between two policy turns
    mask[4, 0] = 0  # a row starting with a tool output
    fields = {
        name: torch.randn(rows, length, generator=generator) * kept
        for name in ("log_prob", "entropy", "ref_log_prob", "rollout_log_prob", "importance_weight")
    }
    fields["entropy"][5, 1] = float("nan")
    fields["token_ids"] = torch.randint(0, 4, (rows, length), generator=generator) * kept
    padded = to_host(index_stats(mask, fields))
    jagged = to_host(index_stats(as_jagged(mask, lengths), {name: as_jagged(t, lengths) for name, t in fields.items()}))
    assert jagged.keys() == padded.keys() and "non_finite_tokens" in padded
    for name, values in padded.items():
        if name.startswith("mean_"):
            np.testing.assert_allclose(jagged[name], values, rtol=1e-6, atol=1e-7, err_msg=name)
        else:
            np.testing.assert_array_equal(jagged[name], values, err_msg=name)
