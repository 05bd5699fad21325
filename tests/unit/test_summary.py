"""Our summary values are what TensorBoard's own writers produce (so its tabs show them)."""

from __future__ import annotations

import numpy as np
from tensorboard.plugins.histogram import summary_v2 as histogram_summary
from tensorboard.plugins.scalar import summary_v2 as scalar_summary
from tensorboard.util import tensor_util

from tb_verl_plugin.format import metadata, summary, trace_pb2


def test_a_scalar_is_tensorboards_scalar() -> None:
    ours = summary.scalar_value("actor/entropy", 1.5, with_metadata=True)
    theirs = scalar_summary.scalar_pb("actor/entropy", 1.5).value[0]
    assert tensor_util.make_ndarray(ours.tensor) == tensor_util.make_ndarray(theirs.tensor)
    assert ours.metadata.plugin_data.plugin_name == theirs.metadata.plugin_data.plugin_name == "scalars"
    assert not summary.scalar_value("actor/entropy", 1.5, with_metadata=False).HasField("metadata")


def test_a_histogram_is_tensorboards_histogram() -> None:
    buckets = np.array([[0.0, 1.0, 3.0], [1.0, 2.0, 5.0]])
    ours = summary.histogram_value(metadata.ENTROPY_HISTOGRAM_TAG, buckets, with_metadata=True)
    assert ours.metadata.plugin_data.plugin_name == histogram_summary.metadata.PLUGIN_NAME
    np.testing.assert_array_equal(tensor_util.make_ndarray(ours.tensor), buckets)


def test_a_marker_carries_its_step_and_versioned_metadata() -> None:
    marker = trace_pb2.StepIndex(schema_version=metadata.SCHEMA_VERSION, step=3, trace_file="f.bin", split="val")
    value = summary.marker_value("val", marker.SerializeToString(), with_metadata=True)
    assert value.tag == "tb_verl/steps/val"
    assert trace_pb2.StepIndex.FromString(value.tensor.string_val[0]) == marker
    content = trace_pb2.PluginMetadata.FromString(value.metadata.plugin_data.content)
    assert value.metadata.plugin_data.plugin_name == metadata.MARKER_PLUGIN_NAME
    assert (content.schema_version, content.kind) == (
        metadata.SCHEMA_VERSION,
        trace_pb2.PluginMetadata.KIND_STEP_MARKER,
    )
