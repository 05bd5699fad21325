"""Names and versioned metadata shared by the writer (tb_verl_logger) and the reader (the plugin).

The traces live in the run's append-only trace store (``tb_verl_traces.<session>.bin``) and their
per-step index beside them in the index store (``tb_verl_index.<session>.bin``), which addresses
each trace by file name, offset and length; the block store (``tb_verl_blocks.<session>.bin``)
holds the same rows again, thousands to a record, for readers of long runs, and the recorded store
(``tb_verl_recorded.<session>.bin``) the recorded rows alone. TensorBoard holds a
marker per traced step (a small string tensor, of which it keeps a reservoir): it lists the run and
says when it changed, and its loaders never hold the index (schema 1 and 2 wrote the whole index
there, kept for every step).
"""

from __future__ import annotations

import re

from tensorboard.compat.proto import summary_pb2

from tb_verl_plugin.format import trace_pb2

PLUGIN_NAME = "tb_verl"
"""Plugin name of the dashboard tab and of the per-step index tensors."""

HISTOGRAMS_PLUGIN_NAME = "histograms"
"""TensorBoard's histogram plugin: the whole-batch entropy histogram is an ordinary histogram."""

ENTROPY_HISTOGRAM_TAG = "exploration/entropy"
MISMATCH_HISTOGRAM_TAG = "mismatch/log_ratio"
TURNS_HISTOGRAM_TAG = "turns/policy"
"""Policy turns per response of multi-turn batches, an ordinary histogram (one bin per count)."""
"""The whole batch's log π_train − log π_rollout, an ordinary histogram too."""

FORKING_THRESHOLD_TAG = "exploration/forking_threshold"
"""Scalar: the entropy above which the logger counted a token as forking (the tab outlines those)."""
FORKING_FILE = "tb_verl_forking.json"
"""In a run directory: how the logger set the run's forking threshold when it is relative (its
default): ``{"percentile": 80, "step": s, "threshold": x}``, measured at step ``s`` and kept."""

KNOB_TAG_PREFIX = "exploration/knobs/"
"""Scalars of the settings that shape exploration (``exploration/knobs/entropy_coeff``...), logged
every step: a constant one says what the run used, a changing one is a schedule, which the tab draws
over the entropy heatmap."""

SCALARS_PLUGIN_NAME = "scalars"
"""TensorBoard's scalar plugin: our scalars are ordinary ones so the Scalars tab shows them."""

SCHEMA_VERSION = trace_pb2.SCHEMA_VERSION_4
"""Version written into every trace, index and metadata; readers reject newer versions."""

MARKER_PLUGIN_NAME = "tb_verl_steps"
"""Plugin name of the markers (schema 3): one small tensor per traced step, which TensorBoard keeps
a reservoir of (its newest always), enough to list the run and to say when it changed. The index
of schema 1 and 2 was kept whole, every step, under PLUGIN_NAME."""

MARKER_TAG_PREFIX = "tb_verl/steps/"
INDEX_TAG_PREFIX = "tb_verl/index/"
_SPLIT_PATTERN = re.compile(r"^[a-z0-9_]{1,32}$")


def check_split(split: str) -> str:
    """``split`` ("train" rollouts, "val" generations...), or ValueError saying what a split is."""
    if not _SPLIT_PATTERN.match(split):
        raise ValueError(f"split {split!r} must match {_SPLIT_PATTERN.pattern}, e.g. 'train' or 'val'")
    return split


def marker_tag(split: str) -> str:
    """The tag of a split's markers: one tag per split, so a step that has both keeps both
    (TensorBoard keeps one value per tag and step)."""
    return MARKER_TAG_PREFIX + check_split(split)


def index_tag(split: str) -> str:
    """The tag of a split's whole index in runs of schema 1 and 2."""
    return INDEX_TAG_PREFIX + check_split(split)


def split_of_tag(tag: str) -> str | None:
    """The split of a marker or index tag, or None for any other tag."""
    for prefix in (MARKER_TAG_PREFIX, INDEX_TAG_PREFIX):
        if tag.startswith(prefix) and _SPLIT_PATTERN.match(tag[len(prefix) :]):
            return tag[len(prefix) :]
    return None


TRACE_FILE_PREFIX = "tb_verl_traces."
TRACE_FILE_SUFFIX = ".bin"


def trace_file_name(file_id: str) -> str:
    """The trace store's file name; TensorBoard ignores it (no "tfevents" in it)."""
    return f"{TRACE_FILE_PREFIX}{file_id}{TRACE_FILE_SUFFIX}"


INDEX_FILE_PREFIX = "tb_verl_index."


def index_file_name(file_id: str) -> str:
    """The index store's file name (``file_id`` as its session's trace store's)."""
    return f"{INDEX_FILE_PREFIX}{file_id}{TRACE_FILE_SUFFIX}"


BLOCK_FILE_PREFIX = "tb_verl_blocks."


def block_file_name(file_id: str) -> str:
    """The block store's file name: the rows of the session's index store again, by block."""
    return f"{BLOCK_FILE_PREFIX}{file_id}{TRACE_FILE_SUFFIX}"


RECORDED_FILE_PREFIX = "tb_verl_recorded."


def recorded_file_name(file_id: str) -> str:
    """The recorded store's file name: the recorded rows alone, again, a few thousand to a record
    (what a query of the recorded rows reads: 16 rows a step of 1,024, say, instead of every one)."""
    return f"{RECORDED_FILE_PREFIX}{file_id}{TRACE_FILE_SUFFIX}"


RECOVERED_SUFFIX = ".recovered"
"""Files ``tb-verl recover`` writes for a killed session carry its id and this suffix."""

ATTRIBUTION_FILE = "tb_verl_attribution.bin"
"""Per run directory: TFRecord frames of ``TokenAttribution`` written by ``tb-verl attribute``."""


def is_trace_file_name(name: str) -> bool:
    """True for a bare trace store name (no directory part: an index cannot point elsewhere)."""
    return (
        name.startswith(TRACE_FILE_PREFIX)
        and name.endswith(TRACE_FILE_SUFFIX)
        and "/" not in name
        and "\\" not in name
        and ".." not in name
    )


def marker_metadata() -> summary_pb2.SummaryMetadata:
    """Metadata for the first value of a split's marker tag (a rank-0 string tensor)."""
    content = trace_pb2.PluginMetadata(schema_version=SCHEMA_VERSION, kind=trace_pb2.PluginMetadata.KIND_STEP_MARKER)
    return summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=MARKER_PLUGIN_NAME, content=content.SerializeToString()
        ),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )
