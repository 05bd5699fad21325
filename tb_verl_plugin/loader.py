"""The ``tensorboard_plugins`` entry point: a loader that sets our reservoir defaults.

TensorBoard keeps only 10 blob sequences per tag unless told otherwise, which would leave a run with
traces for ten random steps. ``fix_flags`` runs before the data ingester reads
``--samples_per_plugin``, so defaults set here take effect, while values the user passed win.
"""

from __future__ import annotations

import argparse

from tensorboard.plugins import base_plugin

from tb_verl_plugin import metadata
from tb_verl_plugin.tb_verl_plugin import TbVerlPlugin

DEFAULT_TRACE_STEPS = 500
"""Steps whose traces TensorBoard keeps per run. The Rust data server holds retained blobs in RAM:
16 responses x 2048 tokens with top-5 cost about 1.3 MB a step, so 500 steps is about 650 MB at
most; small runs cost what they weigh."""

DEFAULT_INDEX_STEPS = 0
"""0 keeps every step's index (about 60 bytes per recorded sample), so every step can be listed."""


class TbVerlLoader(base_plugin.TBLoader):
    """Loads :class:`TbVerlPlugin` after raising TensorBoard's reservoir defaults for our data."""

    def fix_flags(self, flags: argparse.Namespace) -> None:
        samples = getattr(flags, "samples_per_plugin", None)
        if samples is None:
            samples = {}
            flags.samples_per_plugin = samples
        samples.setdefault(metadata.PLUGIN_NAME, DEFAULT_TRACE_STEPS)
        samples.setdefault(metadata.INDEX_PLUGIN_NAME, DEFAULT_INDEX_STEPS)

    def load(self, context: base_plugin.TBContext) -> TbVerlPlugin:
        return TbVerlPlugin(context)
