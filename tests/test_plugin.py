"""The plugin's HTTP routes: through a werkzeug client over TensorBoard's WSGI app, and against a
real ``tensorboard`` process with both loaders (``--load_fast=true`` and ``false``)."""

from __future__ import annotations

import argparse
import glob
import json
import os
import pathlib
import shutil
import time

import numpy as np
import pytest
from tensorboard.backend import application
from tensorboard.plugins import base_plugin
from werkzeug import test as werkzeug_test

from support.runs import TRACE_STEPS, make_batch, recorded, unpack, write_known_run
from support.servers import python_data_provider, reader_source, step_rows, tensorboard_server
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_plugin import loader, reader
from tb_verl_plugin.format import metadata
from tb_verl_plugin.reader import index

PREFIX = f"/data/plugin/{metadata.PLUGIN_NAME}"
MANY_STEPS = 150


@pytest.fixture(scope="module")
def known_run(tmp_path_factory: pytest.TempPathFactory):
    return write_known_run(str(tmp_path_factory.mktemp("logdir")))


@pytest.fixture(scope="module")
def client(known_run) -> werkzeug_test.Client:
    context = base_plugin.TBContext(data_provider=python_data_provider(known_run.logdir), logdir=known_run.logdir)
    plugin = loader.TbVerlLoader().load(context)
    return werkzeug_test.Client(application.TensorBoardWSGI([plugin]))


def get_json(client: werkzeug_test.Client, path: str) -> dict:
    response = client.get(PREFIX + path)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.headers["Content-Type"].startswith("application/json")
    return json.loads(response.get_data())


def test_runs_lists_scalar_tags_and_traces(client, known_run) -> None:
    runs = get_json(client, "/runs")["runs"]
    assert runs == [
        {"run": known_run.run, "scalar_tags": sorted(known_run.scalars), "splits": ["train"], "exploration": False}
    ]


def test_the_field_table_is_what_the_frontends_tests_read(client) -> None:
    """The tab's tests decode, colour and build the samples table from ``tests/shared/fields.json``:
    it must be this route's answer (regenerate it from the route when a field changes)."""
    shared = json.loads((pathlib.Path(__file__).parent / "shared" / "fields.json").read_text())
    assert get_json(client, "/fields") == shared


def test_scalars_route_returns_the_series(client, known_run) -> None:
    points = get_json(client, f"/scalars?run={known_run.run}&tag=actor/entropy")["points"]
    assert [p[0] for p in points] == [s for s, _ in known_run.scalars["actor/entropy"]]
    np.testing.assert_allclose([p[2] for p in points], [v for _, v in known_run.scalars["actor/entropy"]], rtol=1e-6)


def test_steps_and_step_index(client, known_run) -> None:
    steps = get_json(client, f"/steps?run={known_run.run}")["steps"]
    assert [s[0] for s in steps] == list(TRACE_STEPS)
    for step, count, mean_score in steps:
        rows = known_run.rows[step]
        assert count == len(rows)
        # The whole batch's mean (every row is indexed), not the recorded rows', which the
        # selection biases towards the best and the worst.
        assert mean_score == pytest.approx(float(known_run.batches[step]["scores"].mean()))
    detail = get_json(client, f"/step?run={known_run.run}&step=4")
    # By column: a value per row under each key, a reward part's too (null where a row has none).
    assert {len(values) for values in [*detail["columns"].values(), *detail["extra_sample"].values()]} == {
        detail["rows"]
    }
    samples = step_rows(detail)
    assert [s["sample_index"] for s in recorded(samples)] == known_run.rows[4]
    assert [s["sample_index"] for s in samples] == list(range(detail["batch_size"]))
    best = next(s for s in samples if s["sample_index"] == 0)
    assert "best" in best["selected_because"] and best["score"] == pytest.approx(9.0)


def test_a_row_not_recorded_is_listed_with_its_summary_and_its_trace_says_so(client, known_run) -> None:
    row = next(s for s in step_rows(get_json(client, f"/step?run={known_run.run}&step=4")) if not s["recorded"])
    batch = known_run.batches[4]
    assert row["score"] == pytest.approx(float(batch["scores"][row["sample_index"]]))
    assert row["length"] == int(batch["response_mask"][row["sample_index"]].sum()) and row["selected_because"] == []
    response = client.get(f"{PREFIX}/trace?run={known_run.run}&step=4&sample={row['sample_index']}")
    assert response.status_code == 404
    assert f"sample {row['sample_index']} has its summary only" in response.get_data(as_text=True)


def test_trace_route_returns_the_logged_values(client, known_run) -> None:
    trace = get_json(client, f"/trace?run={known_run.run}&step=2&sample=1")  # the row cut short by its mask
    batch = known_run.batches[2]
    keep = batch["response_mask"][1].bool()
    assert trace["sample_index"] == 1 and len(trace["token_text"]) == int(keep.sum()) == 3
    np.testing.assert_array_equal(unpack(trace["token_ids"], "<i4"), batch["responses"][1][keep].numpy())
    np.testing.assert_allclose(
        unpack(trace["token_fields"]["advantage"], "<f2"), batch["advantages"][1][keep].numpy(), rtol=1e-3, atol=1e-3
    )
    assert trace["top_k"]["k"] == 3


def test_prompt_route_follows_one_prompt_across_steps(client, known_run) -> None:
    samples = step_rows(get_json(client, f"/step?run={known_run.run}&step=2"))
    prompt_hash = samples[0]["prompt_hash"]
    assert len({s["prompt_hash"] for s in recorded(samples)}) == 1  # every row has the same prompt
    followed = get_json(client, f"/prompt?run={known_run.run}&hash={prompt_hash}")["samples"]
    expected = [[step, row] for step in TRACE_STEPS for row in known_run.rows[step]]
    assert [s[:2] for s in followed] == expected
    assert followed[0][2] == pytest.approx(float(known_run.batches[2]["scores"][known_run.rows[2][0]]))


def test_search_finds_a_phrase_in_every_step(client, known_run) -> None:
    """The phrase is looked for in the prompt and response text of every recorded sample of every
    step: the answer is exactly the samples whose text holds it, by step."""
    phrase = "<img src=x"
    found = get_json(client, f"/search?run={known_run.run}&q={phrase.replace('<', '%3C').replace(' ', '%20')}")
    expected = []
    for step in TRACE_STEPS:
        for row in known_run.rows[step]:
            trace = get_json(client, f"/trace?run={known_run.run}&step={step}&sample={row}")
            if phrase in trace["response_text"]:
                expected.append([step, row])
    assert expected and [m[:2] for m in found["matches"]] == expected
    assert all(m[2] == "response" and phrase in m[3] for m in found["matches"]) and not found["truncated"]
    # A prompt phrase; and a phrase nobody wrote.
    prompt = get_json(client, f"/search?run={known_run.run}&q=the%20cat")["matches"]
    assert {m[2] for m in prompt} == {"prompt"} and len(prompt) == sum(len(known_run.rows[s]) for s in TRACE_STEPS)
    assert get_json(client, f"/search?run={known_run.run}&q=zebra")["matches"] == []


def test_search_stops_at_its_limit(known_run, monkeypatch) -> None:
    source = reader_source(python_data_provider(known_run.logdir), known_run.logdir)
    answer = reader.search_text(source, known_run.run, "train", "the cat", limit=2)
    assert len(answer["matches"]) == 2 and answer["truncated"]


def test_index_js_is_served_as_javascript(client) -> None:
    response = client.get(PREFIX + "/index.js")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/javascript")
    assert b"export" in response.get_data() and b"render" in response.get_data()


@pytest.mark.parametrize(
    ("path", "status", "message"),
    [
        ("/steps", 400, "missing parameter 'run'"),
        ("/steps?run=alpha&color=red", 400, "unknown parameter"),
        ("/step?run=alpha&step=two", 400, "must be a non-negative integer"),
        ("/step?run=alpha&step=-3", 400, "must be a non-negative integer"),
        ("/step?run=alpha&step=1_0", 400, "digits 0-9"),  # int() would read 10
        ("/step?run=alpha&step=%2B2", 400, "digits 0-9"),
        ("/step?run=alpha&step=%202", 400, "digits 0-9"),
        ("/step?run=alpha&step=%D9%A2", 400, "digits 0-9"),  # an Arabic-Indic 2
        ("/index.js?v=1", 400, "unknown parameter"),
        ("/static/index.js?x=1", 400, "unknown parameter"),
        ("/step?run=alpha&step=1&step=2", 400, "given 2 times"),
        ("/trace?run=alpha&step=2", 400, "missing parameter 'sample'"),
        ("/trace?run=alpha&step=99999999999999999999999&sample=0", 400, "at most"),
        ("/trace?run=alpha&step=9223372036854775807&sample=0", 404, "no 'train' decision index"),
        ("/trace?run=alpha&step=2&sample=999", 404, "sample 999 is not in the step's batch"),
        ("/step?run=alpha&step=3", 404, "no 'train' decision index at step 3"),
        ("/steps?run=nope", 404, "no 'train' decision traces"),
        ("/steps?run=alpha&split=../x", 400, "split"),
        ("/steps?run=alpha&split=val", 404, "no 'val' decision traces"),
        ("/scalars?run=alpha&tag=nope", 404, "no scalar tag"),
        ("/static/../../setup.py", 404, "no static file"),
        ("/prompt?run=alpha&hash=xyz", 400, "16 lowercase hex digits"),
        ("/prompt?run=alpha&hash=0000000000000000", 404, "no 'train' sample of prompt"),
        ("/static/%2e%2e%2fsetup.py", 404, "no static file"),
        ("/search?run=alpha&q=%20", 400, "non-empty phrase"),
        ("/search?run=alpha", 400, "missing parameter 'q'"),
        ("/search?run=nope&q=cat", 404, "no 'train' decision traces"),
        ("/diagnosis", 400, "missing parameter 'run'"),
        ("/diagnosis?run=alpha&step=2", 400, "unknown parameter"),
        ("/diagnosis?run=nope", 404, "no run 'nope'"),
    ],
)
def test_bad_requests_get_4xx_with_a_message(client, path, status, message) -> None:
    response = client.get(PREFIX + path)
    assert response.status_code == status, response.get_data(as_text=True)
    assert message in response.get_data(as_text=True)


def test_loader_sets_reservoir_defaults_but_user_flags_win() -> None:
    flags = argparse.Namespace(samples_per_plugin={})
    loader.TbVerlLoader().fix_flags(flags)
    assert flags.samples_per_plugin == {metadata.PLUGIN_NAME: 0}
    flags = argparse.Namespace(samples_per_plugin={metadata.PLUGIN_NAME: 7})
    loader.TbVerlLoader().fix_flags(flags)
    assert flags.samples_per_plugin[metadata.PLUGIN_NAME] == 7


@pytest.mark.parametrize("load_fast", ["true", "false"])
def test_real_tensorboard_serves_our_tab(known_run, load_fast) -> None:
    with tensorboard_server(known_run.logdir, load_fast) as server:
        listing = server.get_json("/data/plugins_listing")[metadata.PLUGIN_NAME]
        assert listing["enabled"] and listing["tab_name"] == "Decision paths"
        assert server.get_json(f"{PREFIX}/steps?run={known_run.run}")["steps"][-1][0] == TRACE_STEPS[-1]
        trace = server.get_json(f"{PREFIX}/trace?run={known_run.run}&step=6&sample=0")
        assert trace["step"] == 6 and trace["token_text"]
        status, body = server.get(f"{PREFIX}/step?run={known_run.run}&step=x")
        assert status == 400 and b"integer" in body


@pytest.fixture(scope="module")
def many_traced_steps(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A run with more traced steps than TensorBoard keeps of a tensor tag by default (100)."""
    logdir = tmp_path_factory.mktemp("many")
    b = make_batch(0)
    with TraceLogger(logdir / "run", selection=SelectionPolicy(random=1, max_samples=1)) as logger:
        for step in range(MANY_STEPS):
            logger.log_decisions(step, responses=b["responses"], response_mask=b["response_mask"], scores=b["scores"])
    return str(logdir)


@pytest.mark.parametrize("load_fast", ["true", "false"])
def test_every_step_stays_listed_and_readable(many_traced_steps, load_fast) -> None:
    with tensorboard_server(many_traced_steps, load_fast) as server:
        steps = server.get_json(f"{PREFIX}/steps?run=run")["steps"]
        assert [s[0] for s in steps] == list(range(MANY_STEPS))
        for step in (0, MANY_STEPS // 2, MANY_STEPS - 1):
            sample = recorded(step_rows(server.get_json(f"{PREFIX}/step?run=run&step={step}")))[0]["sample_index"]
            assert server.get_json(f"{PREFIX}/trace?run=run&step={step}&sample={sample}")["step"] == step


def test_diagnosis_is_computed_once_per_change_of_the_run(tmp_path, monkeypatch) -> None:
    """/diagnosis on a live run: asked twice, the run is diagnosed once; after TensorBoard reloads
    a new step, once more (not once per request, nor recomputed while nothing changed)."""
    from tb_verl_plugin.reader import diagnosis_on_read

    calls = []
    real = diagnosis_on_read.run_events
    # Counted for this run only: other tests' plugins read ahead on their own threads. This
    # plugin's read-ahead may be the one that computes; a computation is one either way.
    monkeypatch.setattr(
        diagnosis_on_read, "run_events", lambda *args: (args[1] == "live" and calls.append(args[1])) or real(*args)
    )
    with TraceLogger(tmp_path / "live") as logger:
        for step in (1, 2):
            logger.log_scalars({"actor/grad_norm": 1.0}, step)
        logger.flush()
        provider = python_data_provider(str(tmp_path))
        context = base_plugin.TBContext(data_provider=provider, logdir=str(tmp_path))
        client = werkzeug_test.Client(application.TensorBoardWSGI([loader.TbVerlLoader().load(context)]))
        assert get_json(client, "/diagnosis?run=live") == {"run": "live", "events": [], "enabled": True}
        assert get_json(client, "/diagnosis?run=live") == {"run": "live", "events": [], "enabled": True}
        assert calls == ["live"]
        logger.log_scalars({"actor/grad_norm": 1.0}, 3)
        logger.flush()
    provider._multiplexer.Reload()
    get_json(client, "/diagnosis?run=live")
    assert calls == ["live", "live"]


def test_diagnosis_turned_off_by_tensorboards_flag(tmp_path, monkeypatch) -> None:
    """``--tb_verl_diagnosis=false`` (the loader's flag, parsed by TensorBoard's own parser):
    nothing is diagnosed, ahead or on request, and /diagnosis says it is off."""
    from tb_verl_plugin.reader import diagnosis_on_read

    calls = []
    monkeypatch.setattr(diagnosis_on_read, "run_events", lambda *args: calls.append(args[1]))
    parser = argparse.ArgumentParser()
    loader.TbVerlLoader().define_flags(parser)
    assert parser.parse_args([]).tb_verl_diagnosis == "true"
    with TraceLogger(tmp_path / "quiet") as logger:
        logger.log_scalars({"actor/grad_norm": 1.0}, 1)
    context = base_plugin.TBContext(
        data_provider=python_data_provider(str(tmp_path)),
        logdir=str(tmp_path),
        flags=parser.parse_args(["--tb_verl_diagnosis=false"]),
    )
    client = werkzeug_test.Client(application.TensorBoardWSGI([loader.TbVerlLoader().load(context)]))
    assert get_json(client, "/diagnosis?run=quiet") == {"run": "quiet", "events": [], "enabled": False}
    assert calls == []


def test_exploration_route_needs_the_histogram(client, known_run) -> None:
    response = client.get(f"{PREFIX}/exploration?run={known_run.run}")
    assert response.status_code == 404 and "log_exploration" in response.get_data(as_text=True)
    assert client.get(f"{PREFIX}/exploration").status_code == 400


def write_schema_2_copy(known, logdir: str) -> str:
    """The known run as tb-verl wrote it before schema 3: its trace store, and every step's whole
    index (each row a ``SampleSummary``) as a string tensor in the event file, under metadata of
    schema 2; no index store. Returns the copy's run directory."""
    from tensorboard.compat.proto import event_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2, types_pb2

    from tb_verl_logger.files.event_writer import EventFileWriter, new_file_id
    from tb_verl_plugin.format import trace_pb2

    source = reader_source(python_data_provider(known.logdir), known.logdir)
    run_index = reader.run_index(source, known.run, "train")
    run_dir = os.path.join(logdir, known.run)
    os.makedirs(run_dir)
    (store,) = glob.glob(os.path.join(known.logdir, known.run, metadata.trace_file_name("*")))
    shutil.copy(store, run_dir)
    events = EventFileWriter(run_dir, new_file_id())
    legacy_metadata = summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=metadata.PLUGIN_NAME,
            content=trace_pb2.PluginMetadata(
                schema_version=2, kind=trace_pb2.PluginMetadata.KIND_STEP_INDEX
            ).SerializeToString(),
        ),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )
    for step in run_index.steps.tolist():
        index = run_index.index(step)
        index.schema_version = 2
        index.ClearField("split")
        index.ClearField("wall_time")
        value = summary_pb2.Summary.Value(
            tag=metadata.index_tag("train"),
            tensor=tensor_pb2.TensorProto(
                dtype=types_pb2.DT_STRING,
                tensor_shape=tensor_shape_pb2.TensorShapeProto(),
                string_val=[index.SerializeToString()],
            ),
        )
        if step == run_index.steps[0]:
            value.metadata.CopyFrom(legacy_metadata)
        events.write_event(
            event_pb2.Event(step=step, wall_time=run_index.wall_time(step), summary=summary_pb2.Summary(value=[value]))
        )
    events.close()
    return run_dir


@pytest.mark.parametrize("load_fast", ["true", "false"])
def test_a_run_logged_before_schema_3_reads_as_it_did(known_run, tmp_path, load_fast) -> None:
    """Runs written with the index in the event file (schema 1 and 2) are listed and served as
    they were, and a session of schema 3 restarted on one replaces the steps it logs again."""
    legacy_dir = write_schema_2_copy(known_run, str(tmp_path / "legacy"))
    with (
        tensorboard_server(known_run.logdir, load_fast) as original,
        tensorboard_server(str(tmp_path / "legacy"), load_fast) as legacy,
    ):
        run = known_run.run
        assert legacy.get_json(f"{PREFIX}/steps?run={run}") == original.get_json(f"{PREFIX}/steps?run={run}")
        for step in TRACE_STEPS:
            answer = legacy.get_json(f"{PREFIX}/step?run={run}&step={step}")
            assert answer == original.get_json(f"{PREFIX}/step?run={run}&step={step}")
            for sample in recorded(step_rows(answer)):
                query = f"run={run}&step={step}&sample={sample['sample_index']}"
                assert legacy.get_json(f"{PREFIX}/trace?{query}") == original.get_json(f"{PREFIX}/trace?{query}")
    time.sleep(1.1)  # a new session's files are named by the second they were created
    b = make_batch(0)
    with TraceLogger(legacy_dir, selection=SelectionPolicy(random=1, max_samples=1)) as logger:
        for step in (TRACE_STEPS[-1], 9):  # replays the last legacy step, then goes on
            logger.log_decisions(step, responses=b["responses"], response_mask=b["response_mask"], scores=b["scores"])
    with tensorboard_server(str(tmp_path / "legacy"), load_fast) as legacy:
        steps = legacy.get_json(f"{PREFIX}/steps?run={known_run.run}")["steps"]
        assert [row[0] for row in steps] == [*TRACE_STEPS[:-1], TRACE_STEPS[-1], 9]
        assert [row[1] for row in steps][-2:] == [1, 1]  # the new session's, one recorded row each


def test_each_runs_index_is_read_ahead_of_the_first_open(known_run, monkeypatch) -> None:
    """The plugin reads a run's index as TensorBoard finds the run: the tab's first listing answers
    from it, without a read of its own."""
    reads = []
    read_tables = index.read_tables

    def counted(*args):
        tables = read_tables(*args)
        reads.append(args[1])
        return tables

    monkeypatch.setattr(index, "read_tables", counted)
    context = base_plugin.TBContext(data_provider=python_data_provider(known_run.logdir), logdir=known_run.logdir)
    client = werkzeug_test.Client(application.TensorBoardWSGI([loader.TbVerlLoader().load(context)]))
    deadline = time.monotonic() + 30
    while not reads and time.monotonic() < deadline:
        time.sleep(0.05)
    assert reads == [known_run.run]
    assert [row[0] for row in get_json(client, f"/steps?run={known_run.run}")["steps"]] == list(TRACE_STEPS)
    assert reads == [known_run.run]  # answered from what was read ahead
