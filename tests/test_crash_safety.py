"""Fault injection with real processes and real TensorBoard servers (both loaders): runs killed
with SIGKILL while logging back to back and paced, a run restarted over its own steps, a full and
an unwritable disk, damaged event files and trace stores, ``close()`` with a backlog, and a
property-based fuzzer over every route's parameters. The guarantees checked here are the ones the
docs/reliability.md states."""

from __future__ import annotations

import glob
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.parse

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support import crashing_run
from support.damage import damaged_copies, framed_records
from support.runs import TRACE_STEPS, ListTokenizer, make_batch, recorded, unpack, write_known_run
from support.servers import step_rows, tensorboard_server
from tb_verl_logger import TraceLogger
from tb_verl_logger.files import writer
from tb_verl_plugin.format import metadata

API = f"/data/plugin/{metadata.PLUGIN_NAME}"
LOADERS = ("true", "false")
GUARANTEE_S = 2.0
"""docs/reliability.md: whatever was logged more than this before a kill -9 is served after TensorBoard restarts."""


def logged_steps(output: str) -> list[tuple[int, float]]:
    """``(step, wall time its log calls had all returned)`` from the run's stdout: its whole lines
    (a kill can cut the last one short)."""
    return [(int(step), float(at)) for step, at in (line.split() for line in output.split("\n")[:-1] if line.strip())]


def served_steps(server, run: str) -> set[int]:
    return {row[0] for row in server.get_json(f"{API}/steps?run={run}&split=train")["steps"]}


def served_scalar_steps(server, run: str, tag: str = "actor/entropy") -> list[int]:
    return [point[0] for point in server.get_json(f"{API}/scalars?run={run}&tag={urllib.parse.quote(tag)}")["points"]]


@pytest.fixture(scope="module")
def killed_runs(tmp_path_factory):
    """Four runs killed with SIGKILL mid-logging (two back to back, two paced): their logdir and,
    per run, the steps it had logged and when the kill came."""
    logdir = str(tmp_path_factory.mktemp("killed"))
    rng = random.Random(11)
    trials = {}
    for name, mode in (("burst_a", "burst"), ("burst_b", "burst"), ("paced_a", "paced"), ("paced_b", "paced")):
        process = crashing_run.start(os.path.join(logdir, name), mode)
        # Kill only once the loop has logged a while (imports take a few seconds).
        first_line = process.stdout.readline()
        time.sleep(2.5 + rng.random() * 1.5)
        killed_at = time.time()
        process.send_signal(signal.SIGKILL)
        output, _ = process.communicate()
        trials[name] = (logged_steps(first_line + output), killed_at)
    return logdir, trials


@pytest.mark.parametrize("load_fast", LOADERS)
def test_kill_9_loses_nothing_logged_long_enough_before(killed_runs, load_fast) -> None:
    logdir, trials = killed_runs
    with tensorboard_server(logdir, load_fast) as server:
        for name, (steps, killed_at) in trials.items():
            due = [step for step, at in steps if at < killed_at - GUARANTEE_S]
            assert len(due) > 5, f"{name}: too short a trial to check anything"
            served = served_steps(server, name)
            assert set(due) <= served, f"{name}: steps logged over {GUARANTEE_S} s before the kill are missing"
            assert set(due) <= set(served_scalar_steps(server, name))
            newest = max(due)
            rows = step_rows(server.get_json(f"{API}/step?run={name}&step={newest}"))
            trace = server.get_json(f"{API}/trace?run={name}&step={newest}&sample={recorded(rows)[0]['sample_index']}")
            assert len(unpack(trace["token_ids"], "int32")) > 0


def indexed_steps(logdir: str, run: str) -> set[int]:
    """The train steps the run's index stores hold, read as they are (not the tab's listing, which
    adds the steps it finds unindexed in the trace store)."""
    from tb_verl_plugin.reader import steptable

    found = set()
    for path in steptable.index_stores(logdir, run):
        table = steptable.read_index_store(path)
        found.update(int(step) for i, step in enumerate(table.steps.tolist()) if table.splits[i] == "train")
    return found


KILLED_BEFORE_INDEX = 12
"""The step whose traces the deterministic kill leaves in the store without their index."""


@pytest.fixture(scope="module")
def killed_before_index(tmp_path_factory):
    """A paced run SIGKILLed by its own writer between appending step ``KILLED_BEFORE_INDEX``'s
    traces and indexing them (the random kills above land there only by luck): its run
    directory and the steps whose log calls were made."""
    run_dir = str(tmp_path_factory.mktemp("killed_before_index") / "between")
    process = crashing_run.start(run_dir, "paced", kill_between_traces_and_index_at=KILLED_BEFORE_INDEX)
    output, errors = process.communicate(timeout=120)
    assert process.returncode == -signal.SIGKILL, errors
    # The loop may not have printed the step before the writer killed it: its calls were made.
    return run_dir, [step for step, _ in logged_steps(output)] + [KILLED_BEFORE_INDEX]


def test_recover_indexes_what_the_kill_left_unindexed(killed_runs, killed_before_index, tmp_path) -> None:
    """The tab lists the steps a kill left unindexed from the trace store at once; ``tb-verl
    recover`` writes their index for good (into recovered index stores), and the listing stays the same."""
    logdir, random_kills = killed_runs
    run_dir, between_steps = killed_before_index
    copy = str(tmp_path / "logdir")
    shutil.copytree(logdir, copy)
    shutil.copytree(run_dir, os.path.join(copy, "between"))
    logged = {name: {step for step, _ in steps} for name, (steps, _) in random_kills.items()}
    logged["between"] = set(between_steps)
    before = {name: indexed_steps(copy, name) for name in logged}
    with tensorboard_server(copy, "true") as server:
        listed = {name: served_steps(server, name) for name in logged}
    assert KILLED_BEFORE_INDEX not in before["between"]
    assert listed["between"] == set(range(KILLED_BEFORE_INDEX + 1))  # every step whose traces were written
    result = subprocess.run(
        [os.path.join(os.path.dirname(sys.executable), "tb-verl"), "recover", copy],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    with tensorboard_server(copy, "true") as server:
        for name, logged_steps in logged.items():
            after = indexed_steps(copy, name)
            assert before[name] <= after <= logged_steps | before[name]
            assert after == listed[name] == served_steps(server, name)
            for step in sorted(after - before[name]):  # rebuilt from the store: the traces themselves
                rows = step_rows(server.get_json(f"{API}/step?run={name}&step={step}"))
                trace = server.get_json(
                    f"{API}/trace?run={name}&step={step}&sample={recorded(rows)[0]['sample_index']}"
                )
                assert trace["step"] == step
    again = subprocess.run(
        [os.path.join(os.path.dirname(sys.executable), "tb-verl"), "recover", copy],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert all(" 0 traces in 0 steps" in line for line in again.stdout.splitlines()), again.stdout  # idempotent


@pytest.fixture(scope="module")
def restarted_run(tmp_path_factory):
    """Steps 0-14 logged, then the run restarted from a checkpoint at step 8 and logged to step 20."""
    logdir = str(tmp_path_factory.mktemp("restarted"))
    for first, last in ((0, 14), (8, 20)):
        process = crashing_run.start(os.path.join(logdir, "run"), "paced", first, last)
        _, errors = process.communicate(timeout=120)
        assert process.returncode == 0, errors
        time.sleep(1.1)  # event files are named by the second they were created
    return logdir


@pytest.mark.parametrize("load_fast", LOADERS)
def test_a_restarted_run_shows_each_step_once_newest_wins(restarted_run, load_fast) -> None:
    with tensorboard_server(restarted_run, load_fast) as server:
        listed = [row[0] for row in server.get_json(f"{API}/steps?run=run")["steps"]]
        assert listed == list(range(21))
        points = server.get_json(f"{API}/scalars?run=run&tag=session/first_step")["points"]
        assert [p[0] for p in points] == list(range(21))
        assert [p[2] for p in points] == [0.0] * 8 + [8.0] * 13  # the restarted session's values
        for step in (7, 8, 14):
            rows = step_rows(server.get_json(f"{API}/step?run=run&step={step}"))
            trace = server.get_json(f"{API}/trace?run=run&step={step}&sample={recorded(rows)[0]['sample_index']}")
            shift = 8 if step >= 8 else 0  # crashing_run adds its first step to the advantages
            expected = make_batch(step, batch=8, length=64)["advantages"][rows[0]["sample_index"]] + shift
            np.testing.assert_allclose(
                unpack(trace["token_fields"]["advantage"], "float16"),
                expected[: len(unpack(trace["token_ids"], "int32"))].numpy(),
                rtol=2**-10,
                atol=2e-3,
            )


def log_steps(logger: TraceLogger, steps: range) -> None:
    for step in steps:
        batch = make_batch(step, batch=8, length=64)
        logger.log_scalars({"actor/entropy": float(step)}, step)
        logger.log_decisions(
            step,
            responses=batch["responses"],
            response_mask=batch["response_mask"],
            logits=batch["logits"],
            scores=batch["scores"],
        )


def test_a_full_disk_never_raises_and_writing_resumes(tmp_path) -> None:
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root; not root here, so the full-disk trial is skipped")
    mount = tmp_path / "small"
    mount.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=600k", "tmpfs", str(mount)], check=True)
    logger = None
    try:
        filler = mount / "filler"
        logger = TraceLogger(str(mount / "run"), tokenizer=ListTokenizer(), top_k=3)
        with open(filler, "wb", buffering=0) as f:  # fill what is left
            try:
                while True:
                    f.write(b"\0" * 4096)
            except OSError:
                pass
        log_steps(logger, range(20))
        logger.flush(timeout=10)
        assert logger.io_errors >= 1  # reported and counted, never raised
        filler.unlink()
        log_steps(logger, range(20, 25))
        assert logger.flush(timeout=10)
        logger.close()
        with tensorboard_server(str(mount), "true") as server:
            assert {20, 21, 22, 23, 24} <= served_steps(server, "run")
    finally:
        if logger is not None:
            logger.close()
        subprocess.run(["umount", "--lazy", str(mount)], check=False)


def test_an_unwritable_directory_never_raises(tmp_path) -> None:
    blocker = tmp_path / "a_file"
    blocker.write_text("")
    logger = TraceLogger(str(blocker / "run"), tokenizer=ListTokenizer())
    log_steps(logger, range(3))
    logger.close(timeout=10)
    assert logger.io_errors >= 1 and logger.dropped == 0


def test_close_with_a_backlog_leaves_no_thread_and_no_stray_writes(tmp_path, monkeypatch) -> None:
    slow_append = writer.FramedFile.append

    def append(self, payloads):  # a disk that takes 0.2 s per step
        time.sleep(0.2)
        return slow_append(self, payloads)

    monkeypatch.setattr(writer.FramedFile, "append", append)
    logger = TraceLogger(str(tmp_path / "run"), tokenizer=ListTokenizer(), max_queue=64, queue_timeout_s=30)
    monkeypatch.setattr(writer, "MAX_LAG_S", 60.0)  # let the backlog build for this trial
    log_steps(logger, range(30))
    logger.close(timeout=0.05)
    # close waited for the write in progress only: its thread is gone and the backlog dropped, not
    # written (30 steps at 0.2 s each).
    assert not logger._writer.thread.is_alive()
    assert 0 < logger.dropped < 30
    # The descriptors the writer used are closed; a file opened now may reuse one: it must stay ours.
    victim = tmp_path / "checkpoint.bin"
    with open(victim, "wb") as f:
        f.write(b"mine")
        f.flush()
        time.sleep(0.6)
    assert victim.read_bytes() == b"mine"
    assert not any(t.name == "tb_verl_writer" and t.is_alive() for t in threading.enumerate())


def test_close_reports_what_it_dropped_once(tmp_path, monkeypatch, caplog) -> None:
    append = writer.FramedFile.append
    monkeypatch.setattr(writer.FramedFile, "append", lambda self, payloads: time.sleep(1) or append(self, payloads))
    logger = TraceLogger(str(tmp_path / "run"), tokenizer=ListTokenizer(), max_queue=2, queue_timeout_s=0.05)
    log_steps(logger, range(10))
    logger.close(timeout=0.05)
    drops = [r for r in caplog.records if "stayed behind" in r.getMessage()]
    assert len(drops) == 1 and "0.05 s" in drops[0].getMessage()  # one warning, the real timeout
    assert logger.dropped > 0
    assert any(f"{logger.dropped} steps" in r.getMessage() for r in caplog.records)  # and the count at close


# ------------------------------------------------------------------------ damaged files


@pytest.fixture(scope="module")
def damaged_logdir(tmp_path_factory):
    """Copies of one run, each with its event file or its trace store truncated or byte-flipped,
    beside the intact run."""
    logdir = str(tmp_path_factory.mktemp("damaged"))
    copies, known = damaged_copies(logdir, copies=3, seed=5)
    return logdir, copies, known


def record_extents(run_dir: str) -> tuple[dict[tuple[int, int], tuple[int, int]], dict[int, tuple[int, int]]]:
    """Where each record of an intact run sits: each trace ``(step, sample)`` in the trace store
    and each step's scalars in the event file (first and past-the-end byte)."""
    from tensorboard.compat.proto import event_pb2

    from tb_verl_plugin.format import codec

    (store,) = glob.glob(os.path.join(run_dir, metadata.trace_file_name("*")))
    traces = {}
    for start, end, payload in framed_records(store):
        trace = codec.decode_trace(payload)
        traces[trace.step, trace.sample_index] = (start, end)
    (events,) = glob.glob(os.path.join(run_dir, "*tfevents*"))
    scalars = {}
    for start, end, payload in framed_records(events):
        event = event_pb2.Event.FromString(payload)
        if "actor/entropy" in [value.tag for value in event.summary.value]:
            scalars[event.step] = (start, end)
    return traces, scalars


@pytest.mark.parametrize("load_fast", LOADERS)
def test_a_damaged_file_serves_what_the_damage_spared_exactly(damaged_logdir, load_fast) -> None:
    """In the trace store a damaged record costs that record only: every other trace is served
    exactly as the intact run serves it, the damaged one is answered 4xx, never served altered.
    In the index store a damaged record costs nothing traced: its step is read from the block that
    holds its rows too, or rebuilt from its traces (which carry their step). In the event file
    TensorBoard's loaders own the reading: both read every record written before the damage, and
    neither serves a damaged one, but what follows a bad record is lost with both (the Python
    loader stops there; measured, the Rust data server loses spared records after it too): the
    scalars after the damage are lost, the traced steps are not (their index is not there). Every
    traced step is listed and served; no route answers 5xx."""
    logdir, copies, known = damaged_logdir
    traces, scalars = record_extents(os.path.join(logdir, known.run))
    with tensorboard_server(logdir, load_fast) as server:

        def samples(run: str, step: int) -> list[int]:
            return [
                row["sample_index"] for row in recorded(step_rows(server.get_json(f"{API}/step?run={run}&step={step}")))
            ]

        intact = {key: server.get_json(f"{API}/trace?run=intact&step={key[0]}&sample={key[1]}") for key in traces}
        assert sorted(intact) == sorted((step, sample) for step in TRACE_STEPS for sample in samples("intact", step))
        found = server.get_json(f"{API}/search?run=intact&q=cat")["matches"]
        assert found
        compared = refused = 0
        for copy in copies:
            name = copy.name
            listed = [row[0] for row in server.get_json(f"{API}/steps?run={name}")["steps"]]
            assert listed == list(TRACE_STEPS), name  # the traces carry their steps, whatever else is damaged
            status, body = server.get(f"{API}/scalars?run={name}&tag=actor/entropy")
            points = {step: value for step, _, value in json.loads(body)["points"]} if status == 200 else {}
            if copy.what == "events":  # scalars are the loader's: what precedes the damage
                first_damage = min([copy.cut, *copy.flipped])
                spared = {step for step, where in scalars.items() if copy.spares(*where)}
                before_damage = {step for step, (_, end) in scalars.items() if end <= first_damage}
                # 404 only when the damage comes before the first scalar (the tag may then be unknown).
                assert status == 200 or (status == 404 and not before_damage), (name, status, body[:300])
                assert set(points) >= before_damage, name
                assert all(
                    value == pytest.approx(dict(known.scalars["actor/entropy"])[step])
                    for step, value in points.items()
                    if step in spared
                ), name
                if load_fast == "false":  # the Python loader checks each record; the Rust one passes it on as read
                    assert set(points) <= spared, name
            else:  # the event file is intact: every scalar
                assert status == 200, (name, status, body[:300])
                assert points == pytest.approx(dict(known.scalars["actor/entropy"])), name
            for step in listed:
                assert samples(name, step) == samples("intact", step), name
                for sample in samples(name, step):
                    status, body = server.get(f"{API}/trace?run={name}&step={step}&sample={sample}")
                    spared = copy.what != "store" or copy.spares(*traces[step, sample])
                    assert status == 200 if spared else status in (200, 400, 404), (
                        name,
                        step,
                        sample,
                        status,
                        body[:300],
                    )
                    if status == 200:
                        assert json.loads(body) == intact[step, sample], (name, step, sample)
                    compared, refused = compared + (status == 200), refused + (status != 200)
            kept = [m for m in found if copy.what != "store" or copy.spares(*traces[m[0], m[1]])]
            assert server.get_json(f"{API}/search?run={name}&q=cat")["matches"] == kept, name
            for path in (
                "/runs",
                f"/prompt?run={name}&hash={'0' * 16}",
                f"/exploration?run={name}",
                f"/diagnosis?run={name}",
            ):
                status, body = server.get(API + path)
                assert status < 500, (name, path, status, body[:300])
        assert compared > 0 and refused > 0  # spared traces served, damaged ones refused


@pytest.mark.parametrize("load_fast", LOADERS)
def test_one_flipped_byte_in_the_event_file_hides_no_traced_step(tmp_path, load_fast) -> None:
    """As a user met it: one byte flipped in the middle of a 20-step run's event file, where it
    lands in a traced step's marker, and TensorBoard's Python loader no longer holds the later
    events (it stops at the bad record: the scalars after it are lost). The index is not there: the
    tab lists all 20 steps with every row's summary and every trace, as the intact run has them."""
    from tensorboard.compat.proto import event_pb2

    with TraceLogger(str(tmp_path / "intact"), tokenizer=ListTokenizer()) as logger:
        log_steps(logger, range(20))
    shutil.copytree(tmp_path / "intact", tmp_path / "flipped")
    (events,) = glob.glob(str(tmp_path / "flipped" / "*tfevents*"))
    middle = os.path.getsize(events) // 2
    hit = next(
        event_pb2.Event.FromString(payload) for start, end, payload in framed_records(events) if start <= middle < end
    )
    assert any(value.tag == metadata.marker_tag("train") for value in hit.summary.value)  # a marker is hit
    with open(events, "r+b") as f:
        f.seek(middle)
        byte = f.read(1)
        f.seek(middle)
        f.write(bytes([byte[0] ^ 0xFF]))
    with tensorboard_server(str(tmp_path), load_fast) as server:
        if load_fast == "false":  # the Python loader stopped at the damage (the Rust one passes a bad payload on)
            assert len(served_scalar_steps(server, "flipped")) < 20
        assert sorted(served_steps(server, "flipped")) == list(range(20))
        for step in range(20):
            flipped = server.get_json(f"{API}/step?run=flipped&step={step}")
            assert flipped == server.get_json(f"{API}/step?run=intact&step={step}")
            for sample in recorded(step_rows(flipped)):
                query = f"step={step}&sample={sample['sample_index']}"
                assert server.get_json(f"{API}/trace?run=flipped&{query}") == server.get_json(
                    f"{API}/trace?run=intact&{query}"
                )


def test_search_counts_the_damaged_records_it_skips(tmp_path) -> None:
    known = write_known_run(str(tmp_path), run="alpha")
    (store,) = glob.glob(os.path.join(known.logdir, known.run, metadata.trace_file_name("*")))
    with open(store, "r+b") as f:  # damage the first record's payload, not its text
        f.seek(20)
        f.write(b"\xff\xff")
    with tensorboard_server(known.logdir, "true") as server:
        found = server.get_json(f"{API}/search?run=alpha&q=the%20cat")
        assert found["matches"] and found["skipped"] == 1


# ------------------------------------------------------------------------ route fuzzing

ROUTES = {
    "/fields": (),
    "/runs": (),
    "/scalars": ("run", "tag"),
    "/steps": ("run", "split"),
    "/step": ("run", "step", "split"),
    "/trace": ("run", "step", "sample", "split"),
    "/prompt": ("run", "hash", "split"),
    "/search": ("run", "q", "split"),
    "/exploration": ("run",),
    "/index.js": (),
    "/static/index.js": (),
}
DOCUMENTED = {200, 400, 404}

values = st.one_of(
    st.sampled_from(["alpha", "train", "val", "2", "4", "0", "actor/entropy", "cat", "0" * 16]),
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
    st.text(min_size=0, max_size=30),
    st.sampled_from(["1_0", "+2", " 2", "٢", "2.0", "1e3", "0x10", "../x", "%00", "NaN", "\u202e", "a" * 300]),
)
queries = st.lists(
    st.tuples(
        st.one_of(st.sampled_from(["run", "tag", "split", "step", "sample", "hash", "q", "x"]), st.text(max_size=8)),
        values,
    ),
    max_size=6,
)


@pytest.fixture(scope="module", params=LOADERS)
def fuzz_server(request, tmp_path_factory):
    known = write_known_run(str(tmp_path_factory.mktemp("fuzz")), run="alpha")
    with tensorboard_server(known.logdir, request.param) as server:
        yield server


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(route=st.sampled_from(sorted(ROUTES)), query=queries)
def test_every_route_answers_a_documented_status(fuzz_server, route, query) -> None:
    status, body = fuzz_server.get(API + route + ("?" + urllib.parse.urlencode(query) if query else ""))
    assert status in DOCUMENTED, (route, query, status, body[:300])
    if status != 200:
        assert body  # every error says what is wrong
