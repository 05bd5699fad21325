"""Real servers over a logdir: TensorBoard's two data providers (the Python loader and the Rust data
server) as the plugin reads through them, and a real ``tensorboard`` process on a port it picks."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import re
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

from tensorboard import context as tb_context
from tensorboard.backend.event_processing import data_provider as python_provider
from tensorboard.backend.event_processing import plugin_event_multiplexer
from tensorboard.data import grpc_provider, server_ingester
from tensorboard.util import grpc_util

from tb_verl_plugin import loader, metadata, reader


def request_context() -> tb_context.RequestContext:
    return tb_context.RequestContext()


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
    provider = ingester.data_provider
    try:
        deadline = time.monotonic() + 60
        while True:  # the server loads asynchronously: wait until every run's traced steps are there
            listed = {run for plugin in (metadata.MARKER_PLUGIN_NAME, metadata.PLUGIN_NAME)
                      for run in provider.list_tensors(request_context(), experiment_id="", plugin_name=plugin)}
            if len(listed) >= expected_runs or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        time.sleep(1.5)  # one more reload so trailing events are in
        yield provider
    finally:
        # The ingester has no stop(): the server runs with --die-after-stdin, so closing the stdin
        # the ingester keeps open ends it.
        ingester._stdin_handle.close()


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
            self.url + path, data=json.dumps(body).encode(), method="POST",
            headers={"Content-Type": "application/json", "X-XSRF-Protected": "1"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())

    def hparams_sessions(self) -> tuple[dict, dict[str, dict]]:
        """TensorBoard's HParams dashboard as its HTTP API answers it: the experiment (columns)
        and, per run, its session's hparams and metric values ``{tag: value}``."""
        experiment = self.post_json("/data/plugin/hparams/experiment", {"experimentName": ""})
        groups = self.post_json("/data/plugin/hparams/session_groups", {
            "experimentName": "", "startIndex": 0, "sliceSize": 1000, "colParams": [],
            "allowedStatuses": ["STATUS_UNKNOWN", "STATUS_SUCCESS", "STATUS_FAILURE", "STATUS_RUNNING"],
        })["sessionGroups"]
        sessions = {}
        for group in groups:
            for session in group["sessions"]:
                metrics = {m["name"]["tag"]: m["value"] for m in session["metricValues"]}
                sessions[session["name"]] = {"hparams": group["hparams"], "metrics": metrics}
        return experiment, sessions


@contextlib.contextmanager
def tensorboard_server(logdir: str, load_fast: str, extra_args: tuple[str, ...] = ()) -> Iterator[TensorBoardServer]:
    """A real ``tensorboard`` process serving ``logdir`` on loopback, once our tab is enabled."""
    # Port 0: TensorBoard binds a free port itself and names it in its serving message. A port
    # picked here and handed over could be taken in between by the Ray and vLLM processes of
    # other tests (it happened in CI).
    command = [
        sys.executable, "-m", "tensorboard.main", "--logdir", logdir, "--host", "127.0.0.1",
        "--port", "0", f"--load_fast={load_fast}", "--reload_interval=1", *extra_args,
    ]
    # Beside the runs (a local logdir), else in the temporary directory (s3://...).
    log = tempfile.NamedTemporaryFile(
        "w", prefix="..tensorboard-", suffix=".log", delete=False,
        dir=tempfile.gettempdir() if "://" in logdir else logdir,
    )
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    server = TensorBoardServer(url="", process=process)
    try:
        deadline = time.monotonic() + 90
        while True:
            if process.poll() is not None:
                log.flush()
                raise RuntimeError(f"tensorboard exited: {open(log.name).read()[-2000:]}")
            if not server.url:
                serving = re.search(r"TensorBoard \S+ at (http://\S+?)/? \(Press", open(log.name).read())
                if serving is None:
                    time.sleep(0.3)
                    continue
                server.url = serving.group(1)
            try:
                listing = server.get_json("/data/plugins_listing")
                runs = server.get_json(f"/data/plugin/{metadata.PLUGIN_NAME}/runs")
                if listing.get(metadata.PLUGIN_NAME, {}).get("enabled") and any(r["splits"] for r in runs["runs"]):
                    break
            except (OSError, AssertionError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"tensorboard did not enable our tab in 90 s: {open(log.name).read()[-2000:]}")
            time.sleep(0.3)
        time.sleep(1.5)  # let a reload cycle pick up every event
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
