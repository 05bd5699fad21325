"""The ``tensorboard_plugins`` entry point: a loader that sets our reservoir default and adds the
plugin's one flag, ``--tb_verl_diagnosis``.

TensorBoard keeps 100 tensors per tag unless told otherwise (10 with the Python loader for unknown
plugins), so a long run would list a random sample of the steps whose index (schema 1 and 2) it
holds. Since schema 3 the index lives beside the traces and the event file keeps a few dozen bytes
per traced step, so keeping every one costs little; the traces are not in TensorBoard's memory at
all (see ``tb_verl_logger.framed_file``). ``fix_flags`` runs before the
data ingester reads ``--samples_per_plugin``, so the default set here takes effect, while a value
the user passed wins.
"""

from __future__ import annotations

import argparse

from tensorboard.plugins import base_plugin

from tb_verl_plugin.format import metadata
from tb_verl_plugin.tb_verl_plugin import TbVerlPlugin

DEFAULT_INDEX_STEPS = 0
"""0 keeps every step's index, so every step can be listed and opened."""

DIAGNOSIS_FLAG = "tb_verl_diagnosis"
"""``--tb_verl_diagnosis=false`` turns the diagnosis on read off (``/diagnosis`` then answers no
events and says so): for a logdir of many long runs on a small machine, where diagnosing each run
as it arrives costs more than the tab is worth."""


class TbVerlLoader(base_plugin.TBLoader):
    """Loads :class:`TbVerlPlugin` after raising TensorBoard's reservoir default for our index."""

    def define_flags(self, parser: argparse.ArgumentParser) -> None:
        group = parser.add_argument_group(metadata.PLUGIN_NAME)
        group.add_argument(f"--{DIAGNOSIS_FLAG}", choices=("true", "false"), default="true",
                           help="diagnose each run as it arrives and show where it went wrong in the tb_verl tab (default true)")

    def fix_flags(self, flags: argparse.Namespace) -> None:
        samples = getattr(flags, "samples_per_plugin", None)
        if samples is None:
            samples = {}
            flags.samples_per_plugin = samples
        samples.setdefault(metadata.PLUGIN_NAME, DEFAULT_INDEX_STEPS)

    def load(self, context: base_plugin.TBContext) -> TbVerlPlugin:
        return TbVerlPlugin(context, diagnosis=getattr(context.flags, DIAGNOSIS_FLAG, "true") == "true")
