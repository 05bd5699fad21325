"""Names and versioned metadata shared by the writer (tb_verl_logger) and the reader (the plugin).

Two plugin names, so that TensorBoard keeps a separate reservoir for each: the small per-step index
must survive for every step (a listing of a 100k-step run needs it), while the heavy traces are a
sample whose size the user controls with ``--samples_per_plugin``.
"""

from __future__ import annotations

from tensorboard.compat.proto import summary_pb2

from tb_verl_plugin import trace_pb2

PLUGIN_NAME = "tb_verl"
"""Plugin name of the trace blob sequences and of the dashboard tab."""

INDEX_PLUGIN_NAME = "tb_verl_index"
"""Plugin name of the per-step index tensors."""

SCALARS_PLUGIN_NAME = "scalars"
"""TensorBoard's scalar plugin: our scalars are ordinary ones so the Scalars tab shows them."""

SCHEMA_VERSION = trace_pb2.SCHEMA_VERSION_1
"""Version written into every trace, index and metadata; readers reject newer versions."""

TRACES_TAG = "tb_verl/traces"
INDEX_TAG = "tb_verl/index"


def traces_metadata() -> summary_pb2.SummaryMetadata:
    """Metadata for the first value of the traces tag (a blob sequence, one trace per blob)."""
    return _metadata(PLUGIN_NAME, trace_pb2.PluginMetadata.KIND_TRACES,
                     summary_pb2.DATA_CLASS_BLOB_SEQUENCE)


def index_metadata() -> summary_pb2.SummaryMetadata:
    """Metadata for the first value of the per-step index tag (a rank-0 string tensor)."""
    return _metadata(INDEX_PLUGIN_NAME, trace_pb2.PluginMetadata.KIND_STEP_INDEX,
                     summary_pb2.DATA_CLASS_TENSOR)


def _metadata(plugin_name: str, kind: int, data_class: int) -> summary_pb2.SummaryMetadata:
    content = trace_pb2.PluginMetadata(schema_version=SCHEMA_VERSION, kind=kind)
    return summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=plugin_name, content=content.SerializeToString()
        ),
        data_class=data_class,
    )


def parse_plugin_metadata(content: bytes) -> trace_pb2.PluginMetadata:
    """Parses ``plugin_data.content``; raises ValueError for a schema newer than this reader."""
    parsed = trace_pb2.PluginMetadata.FromString(content)
    if parsed.schema_version > SCHEMA_VERSION:
        raise ValueError(
            f"plugin metadata schema version {parsed.schema_version} is newer than this "
            f"plugin's {SCHEMA_VERSION}: upgrade tb-verl-plugin"
        )
    return parsed
