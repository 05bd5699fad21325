"""The TensorBoard plugin: thin routes that parse arguments, call ``reader`` and respond.

Every route is documented in ``http_api.md``. Bad arguments raise TensorBoard's public errors, which
the server answers with 400 (malformed or unknown parameters) or 404 (no such run, step or trace).
"""

from __future__ import annotations

import logging
import mimetypes
import pathlib
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any

from tensorboard import context, errors, plugin_util
from tensorboard.backend import http_util
from tensorboard.plugins import base_plugin
from werkzeug import wrappers

from tb_verl_plugin import reader
from tb_verl_plugin.format import metadata
from tb_verl_plugin.reader import answers
from tb_verl_plugin.reader.diagnosis_on_read import DiagnosisCache

STATIC_DIR = pathlib.Path(__file__).resolve().parent / "static"
READ_AHEAD_INTERVAL_S = 1.0
"""How often the plugin looks for runs whose index it has not read yet: as often as TensorBoard
reloads at its quickest, so a tab opened seconds after TensorBoard found a long run finds its index
read (measured: a 100k-step run opened 3 s after it loaded still waited for the read at 5 s). A
look is a listing of tags (milliseconds); a run is read once, then when a request needs it."""
_CONTENT_TYPES = {".js": "text/javascript", ".css": "text/css", ".map": "application/json"}


def _route(
    handler: Callable[[TbVerlPlugin, wrappers.Request], wrappers.Response],
) -> Callable[[TbVerlPlugin, dict[str, Any], Any], Iterable[bytes]]:
    """werkzeug's ``Request.application`` on a handler method: TensorBoard calls the bound method as
    a WSGI app (environ, start_response). werkzeug's annotation covers plain functions only."""
    return wrappers.Request.application(handler)  # type: ignore[arg-type, return-value]


def _params(request: wrappers.Request, required: Iterable[str], optional: Iterable[str] = ()) -> dict[str, str]:
    """The query parameters, each given once; 400 for a missing, repeated or unknown one."""
    required = tuple(required)
    allowed = set(required) | set(optional)
    unknown = sorted(set(request.args) - allowed)
    if unknown:
        raise errors.InvalidArgumentError(f"unknown parameter(s) {unknown}; this route takes {sorted(allowed)}")
    values = {}
    for name in allowed:
        given = request.args.getlist(name)
        if len(given) > 1:
            raise errors.InvalidArgumentError(f"parameter {name!r} given {len(given)} times")
        if given:
            values[name] = given[0]
        elif name in required:
            raise errors.InvalidArgumentError(f"missing parameter {name!r}")
    return values


MAX_INT = 2**63 - 1
"""Steps and sample indices are int64 in TensorBoard and the schema."""


def _int_param(values: dict[str, str], name: str) -> int:
    """A non-negative decimal integer in ASCII digits only: ``int()`` would also take ``1_0``,
    ``+1``, surrounding spaces and non-ASCII digits, each a different spelling of one step."""
    text = values[name]
    if not (text.isascii() and text.isdigit()):
        raise errors.InvalidArgumentError(
            f"parameter {name!r} must be a non-negative integer (digits 0-9), got {text!r}"
        )
    number = int(text)
    if number > MAX_INT:
        raise errors.InvalidArgumentError(f"parameter {name!r} must be at most {MAX_INT}, got {text!r}")
    return number


def _split_param(values: dict[str, str]) -> str:
    try:
        return metadata.check_split(values.get("split", "train"))
    except ValueError as error:
        raise errors.InvalidArgumentError(str(error)) from None


class TbVerlPlugin(base_plugin.TBPlugin):
    """Serves decision traces and the scalar series next to them, plus the bundled frontend."""

    plugin_name = metadata.PLUGIN_NAME

    def __init__(self, context: base_plugin.TBContext, diagnosis: bool = True) -> None:
        """``diagnosis``: diagnose each run on read (``--tb_verl_diagnosis``); off, ``/diagnosis``
        answers no events and says it is off."""
        self._data_provider = context.data_provider
        self._logdir = context.logdir
        reader.keep_freed_memory_for_reuse()
        self._index_cache = reader.IndexCache()
        self._diagnoses = DiagnosisCache() if diagnosis else None
        # Only names that exist directly in static/ are served: no path can climb out of it.
        self._static_files = {p.name: p for p in STATIC_DIR.iterdir() if p.is_file()} if STATIC_DIR.is_dir() else {}
        threading.Thread(target=self._read_ahead, name="tb_verl_read_ahead", daemon=True).start()

    def _read_ahead(self) -> None:
        """Reads each run's index as TensorBoard finds the run, before anyone opens the tab: the
        first open of a long run would otherwise wait for it (a 100k-step run: about a second).
        Then each run's diagnosis, again whenever the run changed.
        The default experiment's, as the tab's own requests (no experiment in their path) read it."""
        source = reader.Source(self._data_provider, self._logdir, context.RequestContext(), "", self._index_cache)
        while True:
            try:
                self._index_cache.read_new_runs(source)
                if self._diagnoses is not None:
                    self._diagnoses.read_new_runs(source)
            except Exception:  # the tab's own requests report what is wrong
                logging.getLogger(__name__).debug("tb_verl: reading ahead failed", exc_info=True)
            time.sleep(READ_AHEAD_INTERVAL_S)

    def get_plugin_apps(self) -> dict[str, Any]:
        return {
            "/index.js": self._serve_index_js,
            "/static/*": self._serve_static,
            "/fields": self._serve_fields,
            "/runs": self._serve_runs,
            "/scalars": self._serve_scalars,
            "/steps": self._serve_steps,
            "/step": self._serve_step,
            "/trace": self._serve_trace,
            "/prompt": self._serve_prompt,
            "/search": self._serve_search,
            "/query": self._serve_query,
            "/exploration": self._serve_exploration,
            "/diagnosis": self._serve_diagnosis,
        }

    def is_active(self) -> bool:
        return False  # activity comes from data_plugin_names(): the tab shows when traces exist

    def data_plugin_names(self) -> tuple[str, ...]:
        return (metadata.MARKER_PLUGIN_NAME, metadata.PLUGIN_NAME)

    def frontend_metadata(self) -> base_plugin.FrontendMetadata:
        return base_plugin.FrontendMetadata(es_module_path="/index.js", tab_name="Decision paths")

    def _source(self, request: wrappers.Request) -> reader.Source:
        return reader.Source(
            self._data_provider,
            self._logdir,
            plugin_util.context(request.environ),
            plugin_util.experiment_id(request.environ),
            self._index_cache,
        )

    @_route
    def _serve_index_js(self, request: wrappers.Request) -> wrappers.Response:
        _params(request, required=())
        return self._static_file(request, "index.js")

    @_route
    def _serve_static(self, request: wrappers.Request) -> wrappers.Response:
        _params(request, required=())
        return self._static_file(request, request.path.rsplit("/static/", 1)[-1])

    def _static_file(self, request: wrappers.Request, name: str) -> wrappers.Response:
        path = self._static_files.get(name)
        if path is None:
            raise errors.NotFoundError(f"no static file {name!r}")
        content_type = _CONTENT_TYPES.get(path.suffix) or mimetypes.guess_type(name)[0] or "application/octet-stream"
        return http_util.Respond(request, path.read_bytes(), content_type)

    @_route
    def _serve_fields(self, request: wrappers.Request) -> wrappers.Response:
        _params(request, required=())
        return http_util.Respond(request, answers.fields_json(), "application/json")

    @_route
    def _serve_runs(self, request: wrappers.Request) -> wrappers.Response:
        _params(request, required=())
        return http_util.Respond(request, {"runs": reader.list_runs(self._source(request))}, "application/json")

    @_route
    def _serve_scalars(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run", "tag"))
        points = reader.read_scalars(self._source(request), args["run"], args["tag"])
        return http_util.Respond(
            request, {"run": args["run"], "tag": args["tag"], "points": points}, "application/json"
        )

    @_route
    def _serve_steps(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run",), optional=("split",))
        split = _split_param(args)
        return http_util.Respond(
            request, reader.steps_document(self._source(request), args["run"], split), "application/json"
        )

    @_route
    def _serve_step(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run", "step"), optional=("split",))
        body = reader.step_document(self._source(request), args["run"], _int_param(args, "step"), _split_param(args))
        return http_util.Respond(request, body, "application/json")

    @_route
    def _serve_exploration(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run",))
        return http_util.Respond(
            request, reader.entropy_heatmap(self._source(request), args["run"]), "application/json"
        )

    @_route
    def _serve_diagnosis(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run",))
        if self._diagnoses is None:
            return http_util.Respond(request, {"run": args["run"], "events": [], "enabled": False}, "application/json")
        events = self._diagnoses.events(self._source(request), args["run"])
        return http_util.Respond(request, {"run": args["run"], "events": events, "enabled": True}, "application/json")

    @_route
    def _serve_prompt(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run", "hash"), optional=("split",))
        text = args["hash"]
        if len(text) != 16 or any(c not in "0123456789abcdef" for c in text):
            raise errors.InvalidArgumentError(f"parameter 'hash' must be 16 lowercase hex digits, got {text!r}")
        split = _split_param(args)
        samples = reader.follow_prompt(self._source(request), args["run"], int(text, 16), split)
        return http_util.Respond(
            request, {"run": args["run"], "split": split, "hash": text, "samples": samples}, "application/json"
        )

    @_route
    def _serve_search(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run", "q"), optional=("split",))
        body = reader.search_text(self._source(request), args["run"], _split_param(args), args["q"])
        return http_util.Respond(request, body, "application/json")

    @_route
    def _serve_query(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run", "q"), optional=("split",))
        body = reader.query_rows(self._source(request), args["run"], _split_param(args), args["q"])
        return http_util.Respond(request, body, "application/json")

    @_route
    def _serve_trace(self, request: wrappers.Request) -> wrappers.Response:
        args = _params(request, required=("run", "step", "sample"), optional=("split",))
        body = reader.read_trace(
            self._source(request),
            args["run"],
            _int_param(args, "step"),
            _int_param(args, "sample"),
            _split_param(args),
        )
        # Not gzipped: a trace is mostly packed floats in base64, which gzip shrinks by half at
        # about 25 ms per MB on the server (measured: 90 ms instead of 30 ms for a 32k-token trace).
        return http_util.Respond(request, body, "application/json", content_encoding="identity")
