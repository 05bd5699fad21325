"""Building TensorBoard ``Summary`` values for our data (the writing side of the schema).

TensorBoard keeps only the metadata of a tag's first value, so callers pass ``with_metadata=True``
for the first value of each tag in an event file and False afterwards (saving bytes per step).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tensorboard.compat.proto import summary_pb2, tensor_pb2, tensor_shape_pb2, types_pb2
from tensorboard.plugins.histogram import metadata as histogram_metadata
from tensorboard.plugins.scalar import metadata as scalar_metadata
from tensorboard.plugins.text import metadata as text_metadata

from tb_verl_plugin.format import metadata

if TYPE_CHECKING:
    import numpy as np


def _string_tensor(values: Sequence[bytes], shape: Sequence[int]) -> tensor_pb2.TensorProto:
    # Built directly: tensor_util.make_tensor_proto walks the values in Python.
    return tensor_pb2.TensorProto(
        dtype=types_pb2.DT_STRING,
        tensor_shape=tensor_shape_pb2.TensorShapeProto(
            dim=[tensor_shape_pb2.TensorShapeProto.Dim(size=s) for s in shape]
        ),
        string_val=list(values),
    )


def scalar_value(tag: str, value: float, with_metadata: bool) -> summary_pb2.Summary.Value:
    """A scalar exactly as TensorBoard's own scalar summary writes it (shown in the Scalars tab)."""
    summary_value = summary_pb2.Summary.Value(
        tag=tag,
        tensor=tensor_pb2.TensorProto(
            dtype=types_pb2.DT_FLOAT,
            tensor_shape=tensor_shape_pb2.TensorShapeProto(),
            float_val=[float(value)],
        ),
    )
    if with_metadata:
        scalar_meta = scalar_metadata.create_summary_metadata(display_name=tag, description="")
        scalar_meta.data_class = summary_pb2.DATA_CLASS_SCALAR
        summary_value.metadata.CopyFrom(scalar_meta)
    return summary_value


def marker_value(split: str, marker_blob: bytes, with_metadata: bool) -> summary_pb2.Summary.Value:
    """One traced step's marker as a rank-0 string tensor holding a serialized ``StepIndex``
    without rows (see ``metadata.MARKER_PLUGIN_NAME``)."""
    summary_value = summary_pb2.Summary.Value(tag=metadata.marker_tag(split), tensor=_string_tensor([marker_blob], []))
    if with_metadata:
        summary_value.metadata.CopyFrom(metadata.marker_metadata())
    return summary_value


def histogram_value(
    tag: str, buckets: Sequence[Sequence[float]] | np.ndarray, with_metadata: bool
) -> summary_pb2.Summary.Value:
    """A histogram exactly as TensorBoard's histogram summary writes it: a float64 ``[k, 3]``
    tensor of (left edge, right edge, count), shown in the Histograms and Distributions tabs."""
    rows = [list(map(float, row)) for row in buckets]
    summary_value = summary_pb2.Summary.Value(
        tag=tag,
        tensor=tensor_pb2.TensorProto(
            dtype=types_pb2.DT_DOUBLE,
            tensor_shape=tensor_shape_pb2.TensorShapeProto(
                dim=[
                    tensor_shape_pb2.TensorShapeProto.Dim(size=len(rows)),
                    tensor_shape_pb2.TensorShapeProto.Dim(size=3),
                ]
            ),
            double_val=[v for row in rows for v in row],
        ),
    )
    if with_metadata:
        meta = histogram_metadata.create_summary_metadata(display_name=tag, description="")
        meta.data_class = summary_pb2.DATA_CLASS_TENSOR
        summary_value.metadata.CopyFrom(meta)
    return summary_value


HParamValue = bool | int | float | str


def hparams_values(
    hparams: dict[str, HParamValue], metrics: Sequence[str], start_time: float
) -> list[summary_pb2.Summary.Value]:
    """A run's settings for TensorBoard's own HParams dashboard: the experiment's columns (these
    settings, typed so the dashboard offers its filters: a range for numbers, true/false for
    booleans; and ``metrics``, scalar tags whose last value it shows), then this run's session
    and values, built with the hparams plugin's own summary function (no TensorFlow needed)."""
    from google.protobuf import struct_pb2
    from tensorboard.plugins.hparams import api_pb2, plugin_data_pb2, summary_v2
    from tensorboard.plugins.hparams import metadata as hparams_metadata

    infos = []
    for name, value in hparams.items():
        if isinstance(value, bool):
            domain = struct_pb2.ListValue(
                values=[struct_pb2.Value(bool_value=False), struct_pb2.Value(bool_value=True)]
            )
            infos.append(api_pb2.HParamInfo(name=name, type=api_pb2.DATA_TYPE_BOOL, domain_discrete=domain))
        else:
            kind = api_pb2.DATA_TYPE_STRING if isinstance(value, str) else api_pb2.DATA_TYPE_FLOAT64
            infos.append(api_pb2.HParamInfo(name=name, type=kind))
    experiment = api_pb2.Experiment(
        hparam_infos=infos, metric_infos=[api_pb2.MetricInfo(name=api_pb2.MetricName(tag=tag)) for tag in metrics]
    )
    columns = summary_pb2.Summary.Value(
        tag=hparams_metadata.EXPERIMENT_TAG,
        tensor=hparams_metadata.NULL_TENSOR,
        metadata=hparams_metadata.create_summary_metadata(plugin_data_pb2.HParamsPluginData(experiment=experiment)),
    )
    return [columns, *summary_v2.hparams_pb(hparams, start_time_secs=start_time).value]


def text_value(tag: str, markdown: str, with_metadata: bool) -> summary_pb2.Summary.Value:
    """A text summary exactly as TensorBoard's own writes it (shown, as markdown, in the Text tab)."""
    summary_value = summary_pb2.Summary.Value(tag=tag, tensor=_string_tensor([markdown.encode("utf-8")], []))
    if with_metadata:
        summary_value.metadata.CopyFrom(text_metadata.create_summary_metadata(display_name=tag, description=""))
    return summary_value
