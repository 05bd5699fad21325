"""The every-row index reduced per step (:class:`RowSeries`), against a plain loop over each step's
rows: pieces summarized together give each step the point its own piece gives it, whatever the
pieces' order, the rows left out, the columns a piece lacks, or a step given again later."""

from __future__ import annotations

import numpy as np
import pytest

from tb_verl_plugin.diagnosis.run_view import RowSeries, degenerate_rows
from tb_verl_plugin.format import fields, rowtable, trace_pb2

STATS = ("mean_entropy", "mean_kl", "repetition_3gram", "longest_run", fields.NON_FINITE_TOKENS.name)


def piece(rng: np.random.Generator, rows: int) -> trace_pb2.RowTable:
    """Rows of a few steps: groups of about 4 (some rows in none), scores often tied (dead groups)
    or missing, each optional column present or not."""
    table = trace_pb2.RowTable(
        sample_index=np.arange(rows, dtype=np.int32).tobytes(),
        recorded=bytes(rows),
        score=rng.choice([0.0, 1.0, 0.5, np.nan], rows).astype(np.float32).tobytes(),
        length=rng.integers(1, 40, rows).astype(np.int32).tobytes(),
    )
    groups = ["" if rng.random() < 0.1 else f"g{rng.integers(max(1, rows // 4))}" for _ in range(rows)]
    table.group_id.CopyFrom(rowtable.strings(groups))
    if rng.random() < 0.7:
        table.truncated = rng.choice([0, 1, rowtable.UNKNOWN], rows).astype(np.uint8).tobytes()
    for name in STATS:
        if rng.random() < 0.7:
            values = rng.choice([0.0, 1.0, np.nan, np.inf], rows) if name == STATS[-1] else rng.random(rows) * 30
            values[rng.random(rows) < 0.2] = np.nan
            table.stats[name] = values.astype(np.float32).tobytes()
    return table


def expected(given: list[tuple[np.ndarray, rowtable.Columns, np.ndarray]]) -> dict[str, dict[int, float]]:
    """Each series as a loop over each piece's steps says it, a later piece's point winning."""
    found: dict[str, dict[int, float]] = {name: {} for name in RowSeries.NAMES}
    for row_steps, columns, alive in given:
        for step in np.unique(row_steps[alive]).tolist():
            rows = np.flatnonzero(alive & (row_steps == step))
            length = columns.length[rows].astype(np.float64)
            found["length/mean"][step], found["length/max"][step] = length.mean(), length.max()
            if columns.truncated is not None and (columns.truncated[rows] != rowtable.UNKNOWN).any():
                judged = columns.truncated[rows][columns.truncated[rows] != rowtable.UNKNOWN]
                found["truncated/share"][step] = float((judged == 1).mean())
            for name, stat in (("entropy/mean", "mean_entropy"), ("kl/mean", "mean_kl")):
                if stat in columns.stats and np.isfinite(columns.stats[stat][rows]).any():
                    values = columns.stats[stat][rows]
                    found[name][step] = float(values[np.isfinite(values)].astype(np.float64).mean())
            if "repetition_3gram" in columns.stats and "longest_run" in columns.stats:
                stats = columns.stats
                degenerate = degenerate_rows(stats["repetition_3gram"][rows], stats["longest_run"][rows], length)
                found["repetition/degenerate_share"][step] = float(degenerate.mean())
            if fields.NON_FINITE_TOKENS.name in columns.stats:
                found["non_finite/rows"][step] = float((columns.stats[fields.NON_FINITE_TOKENS.name][rows] > 0).sum())
            scores = columns.score[rows].astype(np.float64)
            groups = [columns.group_id[int(row)] for row in rows]
            scored = [(g, s) for g, s in zip(groups, scores) if g and np.isfinite(s)]
            best = max((s for _, s in scored), default=-np.inf)
            by_group: dict[str, list[float]] = {}
            for group, score in scored:
                by_group.setdefault(group, []).append(score)
            real = [values for values in by_group.values() if len(values) >= 2]
            if real:
                dead = [values for values in real if min(values) == max(values)]
                correct = [values for values in dead if values[0] >= best]
                found["groups/dead_share"][step] = len(dead) / len(real)
                found["groups/all_correct_share"][step] = len(correct) / len(real)
                found["groups/all_wrong_share"][step] = (len(dead) - len(correct)) / len(real)
                # q^n: a group of n all at the best score by chance, q the step's grouped rows at it.
                grouped = [score for values in real for score in values]
                q = sum(score >= best for score in grouped) / len(grouped)
                expected_correct = sum(q ** len(values) for values in real) / len(real)
                found["groups/expected_all_correct_share"][step] = expected_correct
                explained = min(len(correct) / len(real), expected_correct) if q < 1 else 0.0
                found["groups/unexplained_dead_share"][step] = len(dead) / len(real) - explained
    return {name: points for name, points in found.items() if points}


@pytest.mark.parametrize("seed", range(40))
def test_pieces_summarized_together_give_each_step_its_own_piece_s_point(seed: int) -> None:
    rng = np.random.default_rng(seed)
    given = []
    for number in range(rng.integers(1, 6)):
        rows = int(rng.integers(0, 40))
        row_steps = rng.integers(2 * number, 2 * number + 3, rows)  # its first step often the last one's last
        if rng.random() < 0.5:  # a block's steps, in order: read in place
            row_steps.sort()
        alive = np.ones(rows, bool) if rng.random() < 0.5 else rng.random(rows) < 0.8
        given.append((row_steps.astype(np.int64), rowtable.Columns(piece(rng, rows)), alive))
    for batch_rows in (1, 50, RowSeries.BATCH_ROWS):  # each piece alone, a few together, all together
        series = RowSeries()
        series.BATCH_ROWS = batch_rows
        for row_steps, columns, alive in given:
            series.add(row_steps, columns, alive)
        found = {name: dict(zip(s.steps.tolist(), s.values.tolist())) for name, s in series.series().items()}
        want = expected(given)
        assert found.keys() == want.keys()
        for name, points in want.items():
            assert found[name].keys() == points.keys(), name
            got = [found[name][step] for step in points]
            np.testing.assert_allclose(got, list(points.values()), rtol=1e-12, err_msg=name)
