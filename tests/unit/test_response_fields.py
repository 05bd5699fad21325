"""The per-response field table (``fields.response_fields``): one row per value the index keeps
of every response, from which the row table's columns, ``/step``'s keys, the filter's terms, the
export's columns and ``/fields``' listing all follow. A field added is a row and its computation."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch
from tensorboard.backend import application
from tensorboard.plugins import base_plugin
from werkzeug import test as werkzeug_test

from support.servers import python_data_provider, step_rows
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.rows.row_statistics import ROW_KERNELS, row_statistic_names
from tb_verl_plugin import loader
from tb_verl_plugin.format import fields, metadata
from tb_verl_plugin.reader import answers
from tb_verl_plugin.reader.logdir import Logdir

ONES = fields.RowStatistic("ones_share", fields.IndexColumn("ones", "1s", "share of its tokens that are id 1"))
"""A throwaway per-response field: the share of a response's kept tokens that are token 1."""


def _ones_share(token_ids: torch.Tensor, mask: torch.Tensor) -> dict[str, torch.Tensor]:
    kept = mask.bool()
    return {ONES.name: ((token_ids == 1) & kept).sum(1) / kept.sum(1).clamp_min(1)}


def test_every_response_field_has_one_name_for_its_column_key_and_export() -> None:
    names = [f.name for f in fields.response_fields()]
    assert len(names) == len(set(names))
    terms = [f.term for f in fields.response_fields() if f.term is not None]
    assert len(terms) == len(set(terms)) and "recorded" not in terms
    assert set(answers.sample_keys()) >= set(names)
    assert set(fields.index_stat_names()) == {f.name for f in fields.response_fields() if f.kind == "statistic"}


def test_the_tab_draws_every_value_column_and_badge_from_the_table() -> None:
    """The samples table's columns past a row's identity, and its badges, are the table's: a column's
    term is the value's filter term, and a badge is a flag shown in a column the table has."""
    table = fields.response_fields()
    shown = {f.name: f.index_column for f in table if f.index_column is not None}
    assert [shown[name].term for name in ("score", "length", "turns")] == ["score", "len", "turns"]
    assert all(f.term == f.index_column.term for f in table if f.index_column is not None)
    badges = [f for f in table if f.badge is not None]
    assert [f.name for f in badges] == ["truncated"]
    assert all(f.kind == "flag" and f.term is not None and f.badge.column in shown for f in badges)
    with pytest.raises(ValueError, match="term 'length' differs"):
        fields.ResponseField("length", "int", "length", index_column=fields.IndexColumn("len", "len", "tokens"))


def test_every_row_statistic_has_its_kernel() -> None:
    given = {name for names in ROW_KERNELS for name in names}
    assert given == set(row_statistic_names())


def test_a_field_added_is_indexed_queried_exported_and_listed(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Its row in the table and its kernel in the logger: the logger computes it for every row,
    the index keeps it, ``/query`` filters by its term, ``/step`` and the export carry it, and
    ``/fields`` lists it."""
    monkeypatch.setattr(fields, "ROW_STATISTICS", (*fields.ROW_STATISTICS, ONES))
    monkeypatch.setitem(ROW_KERNELS, (ONES.name,), _ones_share)
    generator = torch.Generator().manual_seed(3)
    batch, length = 8, 10
    responses = torch.randint(1, 4, (batch, length), generator=generator)
    mask = torch.ones(batch, length)
    mask[2, 6:] = 0
    with TraceLogger(tmp_path / "run", selection=SelectionPolicy(best=1, worst=1, median=0, random=0)) as logger:
        logger.log_scalars({"actor/entropy": 1.0}, 1)
        recorded = logger.log_decisions(
            1,
            responses=responses,
            response_mask=mask,
            old_log_probs=-torch.rand(batch, length, generator=generator),
            scores=torch.arange(batch, dtype=torch.float32),
        )
    assert 0 < len(recorded) < batch  # recorded rows and indexed-only rows alike
    kept = mask.bool().numpy()
    expected = ((responses.numpy() == 1) & kept).sum(1) / kept.sum(1)

    logdir = str(tmp_path)
    context = base_plugin.TBContext(data_provider=python_data_provider(logdir), logdir=logdir)
    client = werkzeug_test.Client(application.TensorBoardWSGI([loader.TbVerlLoader().load(context)]))

    def get(path: str) -> dict:
        response = client.get(f"/data/plugin/{metadata.PLUGIN_NAME}{path}")
        assert response.status_code == 200, response.get_data(as_text=True)
        return json.loads(response.get_data())

    samples = step_rows(get("/step?run=run&step=1"))
    np.testing.assert_allclose([s[ONES.name] for s in samples], expected, rtol=1e-6)
    matches = get("/query?run=run&q=ones>0.35")["matches"]  # between the fp32 values, shares of 10 tokens
    assert sorted(m[1] for m in matches) == np.flatnonzero(expected > 0.35).tolist()
    frame = Logdir(logdir).samples("run")
    np.testing.assert_allclose(frame[ONES.name].to_numpy(), expected, rtol=1e-6)
    listed = get("/fields")
    column = {"term": "ones", "label": "1s", "title": "share of its tokens that are id 1", "optional": False}
    ones = {"name": ONES.name, "kind": "statistic", "term": "ones", "filter_default": None, "index_column": column}
    assert {**ones, "badge": None} in listed["responses"]  # the tab's column for it, its term for the filter
    assert {"name": ONES.name, "index_column": column} in listed["row_statistics"]
