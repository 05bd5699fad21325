"""Real servers over a logdir: TensorBoard's two data providers (the Python loader and the Rust data
server) as the plugin reads through them, and a real ``tensorboard`` process on a port it picks."""

from __future__ import annotations

import contextlib
import dataclasses
import glob
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from typing import Any

from tensorboard import context as tb_context
from tensorboard.backend.event_processing import data_provider as python_provider
from tensorboard.backend.event_processing import plugin_event_multiplexer
from tensorboard.data import grpc_provider, provider, server_ingester
from tensorboard.util import grpc_util

from tb_verl_plugin import loader, reader
from tb_verl_plugin.format import metadata, trace_pb2


def request_context() -> tb_context.RequestContext:
    return tb_context.RequestContext()


def last_events(logdir: str) -> dict[str, tuple[str, int]]:
    """Per run under ``logdir`` (a local one), the tag and step of the last scalar its event files
    hold, read with TensorBoard's own loader: once a server serves that step (or a later one), it
    has read every event before it (both loaders read a run's files in order). At a damaged record
    this loader stops, as the Python loader does; the Rust one reads on past a bad payload, so it
    serves that step or later."""
    from tensorboard.backend.event_processing import event_file_loader, io_wrapper

    last = {}
    for directory in io_wrapper.GetLogdirSubdirectories(logdir):
        run = os.path.relpath(directory, logdir).replace(os.sep, "/")
        scalars: set[str] = set()  # a tag's kind is named by its first value's metadata only
        for path in sorted(glob.glob(os.path.join(directory, "*tfevents*"))):
            for event in event_file_loader.EventFileLoader(path).Load():
                for value in event.summary.value:
                    if value.metadata.plugin_data.plugin_name == metadata.SCALARS_PLUGIN_NAME or value.HasField(
                        "simple_value"
                    ):
                        scalars.add(value.tag)
                    if value.tag in scalars:
                        last[run] = (value.tag, event.step)
    return last


def table_rows(table: trace_pb2.RowTable, split: str, start: int = 0, stop: int | None = None) -> list[dict[str, Any]]:
    """Rows ``start`` to ``stop`` (all: one step's) of a row table as ``/step`` serves them, one dict each."""
    return reader.answers.samples_from_columns(split, *reader.answers.samples_columns(table, start, stop))


def step_rows(answer: object) -> list[dict[str, Any]]:
    """A ``/step`` answer's rows (sent by column) as one dict each, as ``reader.read_step`` gives them."""
    assert isinstance(answer, dict) and len(answer["columns"]["sample_index"]) == answer["rows"], answer
    return reader.answers.samples_from_columns(answer["split"], answer["columns"], answer["extra_sample"])


def reader_source(data_provider, logdir: str) -> reader.Source:
    """What the plugin reads through, over any data provider."""
    return reader.Source(data_provider, logdir, request_context(), "", reader.IndexCache())


def python_data_provider(logdir: str) -> python_provider.MultiplexerDataProvider:
    """TensorBoard's Python loader (``--load_fast=false``) with our loader's reservoir defaults."""
    guidance = {metadata.PLUGIN_NAME: loader.DEFAULT_INDEX_STEPS}
    multiplexer = plugin_event_multiplexer.EventMultiplexer(tensor_size_guidance=guidance)
    multiplexer.AddRunsFromDirectory(logdir)
    multiplexer.Reload()
    return python_provider.MultiplexerDataProvider(multiplexer, logdir)


@contextlib.contextmanager
def rust_data_provider(
    logdir: str, expected_runs: int = 1, samples_per_plugin: dict[str, int] | None = None
) -> Iterator[grpc_provider.GrpcDataProvider]:
    """TensorBoard's Rust data server (``--load_fast=true``) as a subprocess, loaded."""
    ingester = server_ingester.SubprocessServerDataIngester(
        server_binary=server_ingester.get_server_binary(),
        logdir=logdir,
        reload_interval=1,
        channel_creds_type=grpc_util.ChannelCredsType.LOCAL,
        samples_per_plugin=samples_per_plugin or {metadata.PLUGIN_NAME: loader.DEFAULT_INDEX_STEPS},
    )
    ingester.start()
    served = ingester.data_provider
    try:
        deadline = time.monotonic() + 60

        def loaded() -> bool:  # every run's traced steps listed, and every event on disk read
            listed = {
                run
                for plugin in (metadata.MARKER_PLUGIN_NAME, metadata.PLUGIN_NAME)
                for run in served.list_tensors(request_context(), experiment_id="", plugin_name=plugin)
            }
            return len(listed) >= expected_runs and _serves_last_scalars(served, logdir)

        _wait_until(loaded, deadline, "the Rust data server to read every event")
        yield served
    finally:
        # The ingester has no stop(): the server runs with --die-after-stdin, so closing the stdin
        # the ingester keeps open ends it.
        ingester._stdin_handle.close()


def _wait_until(ready, deadline: float, what: str) -> None:
    """Polls ``ready`` until it holds; AssertionError naming ``what`` past ``deadline``."""
    while not ready():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.2)


def _serves_last_scalars(data_provider, logdir: str) -> bool:
    """Whether the data provider serves the last scalar of every run's event files."""
    for run, (tag, step) in last_events(logdir).items():
        read = data_provider.read_scalars(
            request_context(),
            experiment_id="",
            plugin_name=metadata.SCALARS_PLUGIN_NAME,
            downsample=1,
            run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
        )
        points = read.get(run, {}).get(tag, [])
        if not points or points[-1].step < step:
            return False
    return True


def _served_step(server: TensorBoardServer, run: str, tag: str) -> int | None:
    """The last step the plugin's ``/scalars`` serves of ``run``'s ``tag`` (None: none yet)."""
    status, body = server.get(
        f"/data/plugin/{metadata.PLUGIN_NAME}/scalars?run={urllib.parse.quote(run)}&tag={urllib.parse.quote(tag)}"
    )
    if status != 200:
        return None
    points = json.loads(body)["points"]
    return points[-1][0] if points else None


@dataclasses.dataclass
class TensorBoardServer:
    url: str
    process: subprocess.Popen

    def get(self, path: str) -> tuple[int, bytes]:
        try:
            with urllib.request.urlopen(self.url + path, timeout=30) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def get_json(self, path: str) -> object:
        status, body = self.get(path)
        assert status == 200, (status, body[:500])
        return json.loads(body)

    def post_json(self, path: str, body: object) -> object:
        """A JSON POST as TensorBoard's own dashboards send it (the hparams plugin's routes)."""
        request = urllib.request.Request(
            self.url + path,
            data=json.dumps(body).encode(),
            method="POST",
            headers={"Content-Type": "application/json", "X-XSRF-Protected": "1"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())

    def hparams_sessions(self) -> tuple[dict, dict[str, dict]]:
        """TensorBoard's HParams dashboard as its HTTP API answers it: the experiment (columns)
        and, per run, its session's hparams and metric values ``{tag: value}``."""
        experiment = self.post_json("/data/plugin/hparams/experiment", {"experimentName": ""})
        groups = self.post_json(
            "/data/plugin/hparams/session_groups",
            {
                "experimentName": "",
                "startIndex": 0,
                "sliceSize": 1000,
                "colParams": [],
                "allowedStatuses": ["STATUS_UNKNOWN", "STATUS_SUCCESS", "STATUS_FAILURE", "STATUS_RUNNING"],
            },
        )["sessionGroups"]
        sessions = {}
        for group in groups:
            for session in group["sessions"]:
                metrics = {m["name"]["tag"]: m["value"] for m in session["metricValues"]}
                sessions[session["name"]] = {"hparams": group["hparams"], "metrics": metrics}
        return experiment, sessions


@contextlib.contextmanager
def tensorboard_server(
    logdir: str,
    load_fast: str,
    extra_args: tuple[str, ...] = (),
    *,
    python: str = sys.executable,
    tab_works: bool = True,
    env: dict[str, str] | None = None,
    cwd: str | None = None,
    every_event: bool = True,
) -> Iterator[TensorBoardServer]:
    """A real ``tensorboard`` process serving ``logdir`` on loopback, once our tab is enabled and
    lists the runs, and (``every_event``) serves every event on disk. ``python``, ``env``, ``cwd``:
    another venv's (a plain install), run where the source tree cannot be imported in place of it;
    ``tab_works`` False (an install whose plugin cannot load): once TensorBoard lists its plugins;
    ``every_event`` False: a bench timing what follows (reading every event here to know the last
    one would take the CPU from the TensorBoard it times)."""
    # Port 0: TensorBoard binds a free port itself and names it in its serving message. A port
    # picked here and handed over could be taken in between by the Ray and vLLM processes of
    # other tests (it happened in CI).
    command = [
        python,
        "-m",
        "tensorboard.main",
        "--logdir",
        logdir,
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        f"--load_fast={load_fast}",
        "--reload_interval=1",
        *extra_args,
    ]
    # Beside the runs (a local logdir), else in the temporary directory (s3://...).
    with tempfile.NamedTemporaryFile(
        "w",
        prefix="..tensorboard-",
        suffix=".log",
        delete=False,
        dir=tempfile.gettempdir() if "://" in logdir else logdir,
    ) as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=cwd)
        server = TensorBoardServer(url="", process=process)
        try:
            deadline = time.monotonic() + 90
            while True:
                if process.poll() is not None:
                    log.flush()
                    raise RuntimeError(f"tensorboard exited: {pathlib.Path(log.name).read_text()[-2000:]}")
                if not server.url:
                    serving = re.search(
                        r"TensorBoard \S+ at (http://\S+?)/? \(Press", pathlib.Path(log.name).read_text()
                    )
                    if serving is None:
                        time.sleep(0.3)
                        continue
                    server.url = serving.group(1)
                try:
                    listing = server.get_json("/data/plugins_listing")
                    if not tab_works:
                        break
                    runs = server.get_json(f"/data/plugin/{metadata.PLUGIN_NAME}/runs")
                    if listing.get(metadata.PLUGIN_NAME, {}).get("enabled") and any(r["splits"] for r in runs["runs"]):
                        break
                except (OSError, AssertionError):
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"tensorboard did not enable our tab in 90 s: {pathlib.Path(log.name).read_text()[-2000:]}"
                    )
                time.sleep(0.3)
            # every event on disk served, the last scalar of each run the proof
            if every_event and tab_works and "://" not in logdir:
                wanted = last_events(logdir)
                _wait_until(
                    lambda: all((_served_step(server, run, tag) or -1) >= step for run, (tag, step) in wanted.items()),
                    deadline,
                    "tensorboard to serve every event",
                )
            yield server
        finally:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
