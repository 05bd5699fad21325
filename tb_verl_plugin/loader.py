"""The ``tensorboard_plugins`` entry point: a loader that sets our reservoir default, adds the
plugin's one flag, ``--tb_verl_diagnosis``, and never takes TensorBoard down.

TensorBoard imports every plugin's entry point before it starts, and an exception there stops it
whole, scalars included. So this module imports nothing of ours and nothing beyond TensorBoard and
the standard library at import time: the plugin itself is imported in :meth:`TbVerlLoader.load`,
and if that fails for any reason (a module missing from a broken install, a protobuf runtime too
old for our generated code...), TensorBoard starts as usual and the tab says what failed and how to
fix it (:class:`UnavailablePlugin`), the traceback on TensorBoard's console.

TensorBoard keeps 100 tensors per tag unless told otherwise (10 with the Python loader for unknown
plugins), so a long run would list a random sample of the steps whose index (schema 1 and 2) it
holds. Since schema 3 the index lives beside the traces and the event file keeps a few dozen bytes
per traced step, so keeping every one costs little; the traces are not in TensorBoard's memory at
all (see ``tb_verl_logger.files.framed_file``). ``fix_flags`` runs before the
data ingester reads ``--samples_per_plugin``, so the default set here takes effect, while a value
the user passed wins.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import traceback
from importlib import metadata as distributions

from tensorboard.backend import http_util
from tensorboard.plugins import base_plugin
from werkzeug import wrappers

PLUGIN_NAME = "tb_verl"
"""``tb_verl_plugin.format.metadata.PLUGIN_NAME``, named here again so that this module imports
nothing of ours (a test holds the two equal)."""

TAB_NAME = "Decision paths"

DISTRIBUTION = "tb-verl-plugin"

DEFAULT_INDEX_STEPS = 0
"""0 keeps every step's index, so every step can be listed and opened."""

DIAGNOSIS_FLAG = "tb_verl_diagnosis"
"""``--tb_verl_diagnosis=false`` turns the diagnosis on read off (``/diagnosis`` then answers no
events and says so): for a logdir of many long runs on a small machine, where diagnosing each run
as it arrives costs more than the tab is worth."""

_log = logging.getLogger(__name__)


class TbVerlLoader(base_plugin.TBLoader):
    """Loads :class:`~tb_verl_plugin.tb_verl_plugin.TbVerlPlugin` after raising TensorBoard's
    reservoir default for our index, or :class:`UnavailablePlugin` when it cannot be loaded."""

    def define_flags(self, parser: argparse.ArgumentParser) -> None:
        group = parser.add_argument_group(PLUGIN_NAME)
        group.add_argument(
            f"--{DIAGNOSIS_FLAG}",
            choices=("true", "false"),
            default="true",
            help="diagnose each run as it arrives and show where it went wrong in the tb_verl tab (default true)",
        )

    def fix_flags(self, flags: argparse.Namespace) -> None:
        samples = getattr(flags, "samples_per_plugin", None)
        if samples is None:
            samples = {}
            flags.samples_per_plugin = samples
        samples.setdefault(PLUGIN_NAME, DEFAULT_INDEX_STEPS)

    def load(self, context: base_plugin.TBContext) -> base_plugin.TBPlugin:
        try:
            from tb_verl_plugin.tb_verl_plugin import TbVerlPlugin

            return TbVerlPlugin(context, diagnosis=getattr(context.flags, DIAGNOSIS_FLAG, "true") == "true")
        except Exception as error:  # whatever failed, TensorBoard must still start
            _log.error(
                "tb_verl: the %s tab could not load; TensorBoard's other tabs are unaffected", TAB_NAME, exc_info=True
            )
            return UnavailablePlugin(unavailable_message(error))


def unavailable_message(error: BaseException) -> str:
    """What the tab shows when the plugin could not load: the error, where the installation is,
    and the fix (a broken or partial install is the usual cause)."""
    try:
        version = distributions.version(DISTRIBUTION)
    except distributions.PackageNotFoundError:
        version = "unknown version"
    location = os.path.dirname(os.path.abspath(__file__))
    last = traceback.extract_tb(error.__traceback__)[-1:] if error.__traceback__ else []
    where = f" (in {last[0].filename}, line {last[0].lineno})" if last else ""
    return (
        f"The {TAB_NAME} tab could not load: {type(error).__name__}: {error}{where}.\n\n"
        f"{DISTRIBUTION} {version}, installed at {location}, Python {sys.version.split()[0]}.\n"
        f"TensorBoard's other tabs work. Reinstall the plugin into the Python that runs TensorBoard:\n"
        f"    {sys.executable} -m pip install --force-reinstall {DISTRIBUTION}\n"
        f"then restart TensorBoard. The whole traceback is on TensorBoard's console."
    )


class UnavailablePlugin(base_plugin.TBPlugin):
    """Stands in for the tab when the plugin could not load: always listed, so a user who expects
    the tab finds it and reads why it is not there instead of a TensorBoard that will not start."""

    plugin_name = PLUGIN_NAME

    def __init__(self, message: str) -> None:
        # The message is data: the module sets it as text, never as HTML.
        self._module = (
            f"const MESSAGE = {json.dumps(message)};\n"
            "export function render() {\n"
            "  const box = document.createElement('pre');\n"
            "  box.id = 'tb-verl-unavailable';\n"
            "  box.style.cssText = 'margin: 24px; white-space: pre-wrap; font: 14px/1.5 monospace;';\n"
            "  box.textContent = MESSAGE;\n"
            "  document.body.appendChild(box);\n"
            "}\n"
        ).encode()

    def get_plugin_apps(self) -> dict[str, object]:
        return {"/index.js": self._serve_module}

    def is_active(self) -> bool:
        return True

    def data_plugin_names(self) -> tuple[str, ...]:
        return ()  # listed by is_active(), whatever the logdir holds

    def frontend_metadata(self) -> base_plugin.FrontendMetadata:
        return base_plugin.FrontendMetadata(es_module_path="/index.js", tab_name=TAB_NAME, disable_reload=True)

    @wrappers.Request.application  # type: ignore[arg-type]  # werkzeug annotates plain functions only
    def _serve_module(self, request: wrappers.Request) -> wrappers.Response:
        return http_util.Respond(request, self._module, "text/javascript")
