"""Reading one decision trace from a run's trace store: one ranged read at the offset the step's
index gives, whatever the run's length (a ``pread`` locally, a range request on object storage:
see :mod:`tb_verl_plugin.format.storage`), and the attribution ``tb-verl attribute`` wrote for it."""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
from google.protobuf import message
from tensorboard import errors

from tb_verl_plugin.format import codec, metadata, records, storage, trace_pb2
from tb_verl_plugin.reader import answers
from tb_verl_plugin.reader.index import stored_step
from tb_verl_plugin.reader.source import Source


def read_trace(source: Source, run: str, step: int, sample: int, split: str) -> dict[str, Any]:
    """The JSON of one trace (the ``/trace`` route), with its attribution and attention when
    ``tb-verl attribute`` computed them."""
    answer = answers.trace_to_json(load_trace(source, run, step, sample, split))
    attribution = None
    answer["attribution_error"] = None
    if source.logdir is not None:
        try:
            attribution = _ATTRIBUTIONS.get(storage.join(source.logdir, run, metadata.ATTRIBUTION_FILE)).get(
                (split, step, sample)
            )
        except errors.InvalidArgumentError as error:
            # A damaged attribution file must not hide the trace itself: serve it, say why not the rest.
            answer["attribution_error"] = str(error)
    answer["attribution"] = None if attribution is None else answers.attribution_to_json(attribution)
    answer["attention"] = None if attribution is None else answers.attention_to_json(attribution)
    return answer


class AttributionCache:
    """The attribution records of each run, re-read only when the file changes (its size, and its
    mtime where the filesystem has one: ``tb-verl attribute`` appends while TensorBoard serves).
    The newest record of a sample wins."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[str, tuple[tuple[int, ...], dict[tuple[str, int, int], trace_pb2.TokenAttribution]]] = {}

    def get(self, path: str) -> dict[tuple[str, int, int], trace_pb2.TokenAttribution]:
        signature = storage.version(path)
        # none, or an empty file (an attribution stopped before its first record)
        if signature is None or signature[0] == 0:
            return {}
        with self._lock:
            cached = self._entries.get(path)
            if cached is not None and cached[0] == signature:
                return cached[1]
        try:
            buffer = storage.read_range(path, 0, signature[0])
        except FileNotFoundError:
            return {}
        by_sample: dict[tuple[str, int, int], trace_pb2.TokenAttribution] = {}
        try:
            for _, payload in records.iter_records(buffer):
                attribution = codec.decode_attribution(payload)
                by_sample[(attribution.split, attribution.step, attribution.sample_index)] = attribution
        except (ValueError, message.DecodeError) as error:
            raise errors.InvalidArgumentError(
                f"{path} is corrupt ({error}): delete it and run tb-verl attribute again"
            ) from error
        with self._lock:
            self._entries[path] = (signature, by_sample)
        return by_sample


_ATTRIBUTIONS = AttributionCache()


def store_path(source: Source, run: str, name: str) -> str:
    """Path of a run's trace store named by its index (a bare file name, never a path elsewhere)."""
    if source.logdir is None:
        raise errors.NotFoundError("traces are read from the logdir: start tensorboard with --logdir")
    if not metadata.is_trace_file_name(name):
        raise errors.InvalidArgumentError(f"run {run!r} names an invalid trace file {name!r}")
    return storage.join(source.logdir, run, name)


def missing_store(name: str, run: str) -> errors.NotFoundError:
    return errors.NotFoundError(
        f"trace file {name} of run {run!r} is missing: copy it along with the event files when moving a logdir"
    )


def load_trace(source: Source, run: str, step: int, sample: int, split: str) -> trace_pb2.DecisionTrace:
    """One decoded trace: sample ``sample`` (its row in the batch) of ``step``."""
    stored, _ = stored_step(source, run, step, split)
    try:
        columns = stored.columns()
    except ValueError as error:  # columns that disagree on the rows: a damaged or foreign record
        raise errors.InvalidArgumentError(f"cannot decode the index of step {step}: {error}") from error
    rows = slice(stored.start, stored.stop)
    found = np.flatnonzero(columns.sample_index[rows] == sample)
    if not found.size or not columns.recorded[rows][found[0]]:
        recorded = columns.sample_index[rows][columns.recorded[rows]].tolist()
        why = "has its summary only" if found.size else "is not in the step's batch"
        raise errors.NotFoundError(
            f"step {step} of run {run!r} recorded the traces of samples {recorded}; "
            f"sample {sample} {why} (the logger records the traces of the rows it chooses)"
        )
    place = int(columns.recorded[: stored.start + int(found[0])].sum())  # its place among the recorded rows
    path = store_path(source, run, stored.head.trace_file)
    try:
        frame = storage.read_range(path, int(columns.offset[place]), int(columns.length_bytes[place]))
        trace = codec.decode_trace(records.unframe_record(frame))
    except FileNotFoundError:
        raise missing_store(stored.head.trace_file, run) from None
    except (ValueError, message.DecodeError) as error:
        raise errors.InvalidArgumentError(f"cannot decode sample {sample} of step {step}: {error}") from error
    return trace
