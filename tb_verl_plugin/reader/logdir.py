"""Reading a logdir from Python: a run's indexed samples as a pandas DataFrame, one trace as numpy
arrays, and the export behind ``tb-verl export``.

It reads through TensorBoard's own data provider and the functions behind the plugin's routes
(``/steps``, ``/step``, ``/trace``), so what it returns is what the tab shows, on local and
``s3://`` logdirs alike::

    from tb_verl_plugin.reader.logdir import Logdir

    logs = Logdir("runs")
    samples = logs.samples("demo")  # one row per indexed sample of every traced step
    worst = samples[samples.recorded].sort_values("max_mismatch").iloc[-1]
    trace = logs.trace("demo", int(worst.step), int(worst.sample_index))
    trace.fields["entropy"], trace.top_k_ids, trace.token_text

pandas (and pyarrow, for parquet) come with ``pip install 'tb-verl-plugin[export]'``.
"""

from __future__ import annotations

import dataclasses
import json
import os
from typing import TYPE_CHECKING, Any

import numpy as np
from tensorboard import errors

from tb_verl_plugin.format import codec, fields, metadata, rowtable, text
from tb_verl_plugin.reader import answers, index, series, steptable, traces
from tb_verl_plugin.reader.source import Source

if TYPE_CHECKING:
    import pandas

EXTRA = "extra."
"""Prefix of a sample's reward extra info (``extra_sample``) among the DataFrame's columns."""

FORMATS = ("parquet", "jsonl")


@dataclasses.dataclass(frozen=True)
class TraceArrays:
    """One decision trace, decoded: per-token arrays are ``[T]`` (``top_k_*``: ``[T, k]``)."""

    step: int
    sample_index: int
    split: str
    group_id: str
    data_source: str
    score: float | None
    prompt_text: str
    response_text: str
    token_ids: np.ndarray  # int64
    token_text: list[str]  # each character once, at the token holding its first byte (tb_verl_plugin.format.text)
    token_bytes: list[bytes] | None  # each token's bytes (None in traces of schema 3 and before)
    response_mask: np.ndarray  # bool: the policy's tokens (all True for a single-turn response)
    fields: dict[str, np.ndarray]  # float32 by field name (log_prob, entropy, advantage, ...)
    top_k_ids: np.ndarray | None  # int64 [T, k]
    top_k_log_probs: np.ndarray | None  # float32 [T, k]
    extra_token: dict[str, np.ndarray]
    extra_sample: dict[str, float]
    truncated: bool | None  # cut at the length limit without an end-of-sequence token; None: not judged


def _columns() -> list[str]:
    """``/step``'s sample keys in its order (``answers.sample_keys``), ``step`` first and the
    reward parts left to their ``extra.NAME`` columns."""
    return ["step", *(key for key in answers.sample_keys() if key != "extra_sample")]


def sample_frame(source: Source, run: str, split: str) -> pandas.DataFrame:
    """Every indexed row of ``run``'s ``split`` as a DataFrame with ``/step``'s columns (see
    :meth:`Logdir.samples`), from the index's columns a chunk at a time (ValueError without traces)."""
    import pandas

    parts = [_chunk_frame(chunk, split) for chunk in index.run_index(source, run, split).chunks()]
    frame = pandas.concat(parts, ignore_index=True) if parts else pandas.DataFrame(columns=_columns())
    frame = frame[_columns() + sorted(c for c in frame.columns if c.startswith(EXTRA))]
    return frame.sort_values(["step", "sample_index"], kind="stable", ignore_index=True)


def _chunk_frame(chunk: steptable.Chunk, split: str) -> pandas.DataFrame:
    """The alive rows of one chunk of the index as ``/step``'s columns."""
    import pandas

    rows, columns = np.flatnonzero(chunk.row_alive()), chunk.columns
    recorded = columns.recorded[rows]
    place = (np.cumsum(columns.recorded) - 1)[rows]  # a recorded row's place among the recorded
    because: list[list[str]] = [[] for _ in range(rows.size)]
    hashes = np.full(rows.size, answers.prompt_hash_text(0), dtype=object)
    for i in np.flatnonzero(recorded).tolist():  # the recorded rows only: a few of each step's
        because[i] = columns.selected_because[int(place[i])]
        hashes[i] = answers.prompt_hash_text(int(columns.prompt_hash[place[i]]))
    data: dict[str, Any] = {
        "step": chunk.row_steps()[rows].astype(np.int64),
        "sample_index": columns.sample_index[rows].astype(np.int64),
        "split": np.full(rows.size, split, dtype=object),
        **{field.name: _field_frame(field, columns, rows) for field in fields.response_fields()},
        "recorded": recorded,
        "selected_because": because,
        "prompt_hash": hashes,
        **{EXTRA + name: column[rows].astype(np.float64) for name, column in columns.extra.items()},
    }
    return pandas.DataFrame(data)


def _field_frame(field: fields.ResponseField, columns: rowtable.Columns, rows: np.ndarray) -> Any:
    """A response field's column of ``rows`` as the DataFrame holds it, by its kind: floats NaN
    where a row has none, counts and flags pandas' nullable types (NA: a row of one turn, a
    response whose end the logger could not judge)."""
    import pandas

    column = columns.column(field)
    if isinstance(column, rowtable.StringColumn):
        return np.array(column.values, dtype=object)[column.codes[rows]]
    if field.kind == "strings":
        return [[] for _ in range(rows.size)] if column is None else [column[int(r)] for r in rows]
    assert column is None or isinstance(column, np.ndarray)
    if field.kind == "int":
        return np.full(rows.size, -1, np.int64) if column is None else column[rows].astype(np.int64)
    if field.kind == "count":
        counts = pandas.array(np.full(rows.size, -1) if column is None else column[rows], dtype="Int64")
        counts[counts < 0] = pandas.NA
        return counts
    if field.kind == "flag":
        judged = np.full(rows.size, rowtable.UNKNOWN, np.uint8) if column is None else column[rows]
        flags = pandas.array(judged == 1, dtype="boolean")
        flags[judged == rowtable.UNKNOWN] = pandas.NA
        return flags
    return np.full(rows.size, np.nan) if column is None else column[rows].astype(np.float64)


def open_logdir(path: str) -> Source:
    """What the plugin's routes read, for a logdir read here: TensorBoard's Python data provider
    over every run under ``path`` (its ``--load_fast=false`` loader, the one that reads ``s3://``),
    loaded once. A local path that is not a directory is a typo, said as one (TensorBoard would
    list no run, and so would every reader after it)."""
    from tensorboard import context
    from tensorboard.backend.event_processing import data_provider, plugin_event_multiplexer

    if "://" not in path and not os.path.isdir(path):
        raise ValueError(f"no logdir {path!r}: give the directory TensorBoard's --logdir would take")

    multiplexer = plugin_event_multiplexer.EventMultiplexer(tensor_size_guidance={metadata.PLUGIN_NAME: 0})
    multiplexer.AddRunsFromDirectory(path)
    multiplexer.Reload()
    provider = data_provider.MultiplexerDataProvider(multiplexer, path)
    return Source(provider, path, context.RequestContext(), "", index.IndexCache())


class Logdir:
    """A TensorBoard logdir holding tb-verl runs, read as TensorBoard reads it (once, at
    construction: make a new one to see what was logged since)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._source = open_logdir(path)

    def runs(self) -> list[str]:
        """The runs with decision traces, in TensorBoard's order."""
        return [run["run"] for run in series.list_runs(self._source) if run["splits"]]

    def sample_rows(self, run: str, split: str = "train", tokens: bool = False) -> list[dict[str, Any]]:
        """Every indexed sample of ``run`` as flat records: ``step`` and the ``/step`` route's
        fields, reward extra info as ``extra.NAME``; with ``tokens``, a recorded sample's per-token
        arrays as lists too (``token_ids``, ``token_text``, ``response_mask``, each field as
        ``token.NAME``; None for a sample not recorded). ValueError for a run or split without traces."""
        found = []
        for step, _, _ in self._call(index.list_steps, run, split):
            for sample in self._call(index.read_step, run, step, split)["samples"]:
                row = {"step": step, **sample}
                row.update({EXTRA + name: value for name, value in row.pop("extra_sample").items()})
                if tokens:
                    row.update(self._token_columns(run, step, sample, split))
                found.append(row)
        return found

    def samples(self, run: str, split: str = "train", tokens: bool = False) -> pandas.DataFrame:
        """:meth:`sample_rows` as a pandas DataFrame, one row per indexed sample, by step and row.

        Without ``tokens`` it is built column by column from the index (what ``/query`` reads:
        seconds for millions of rows, where a record per row took a minute for 2.5M): numbers are
        float64 with NaN where a row has none (the score, the index statistics, ``extra.NAME``),
        the multi-turn counts pandas' nullable ``Int64``. With ``tokens``, from :meth:`sample_rows`."""
        import pandas

        if tokens:  # the per-token arrays are read trace by trace anyway
            return pandas.DataFrame.from_records(self.sample_rows(run, split, tokens))
        return self._call(sample_frame, run, split)

    def trace(self, run: str, step: int, sample: int, split: str = "train") -> TraceArrays:
        """Sample ``sample`` (its row in the batch) of ``step``, decoded; ValueError when it is not
        recorded (the index then holds its summary only)."""
        trace = self._call(traces.load_trace, run, step, sample, split)
        ids = codec.unpack_int32(trace.token_ids)
        top_k_ids = top_k_log_probs = None
        if trace.HasField("top_k") and trace.top_k.k > 0:
            top_k_ids = codec.unpack_int32(trace.top_k.token_ids).reshape(ids.size, trace.top_k.k)
            top_k_log_probs = codec.unpack_fp16(trace.top_k.log_probs).reshape(ids.size, trace.top_k.k)
        mask = (
            np.frombuffer(trace.response_mask, np.uint8).astype(bool)
            if trace.HasField("response_mask")
            else np.ones(ids.size, bool)
        )
        return TraceArrays(
            step=trace.step,
            sample_index=trace.sample_index,
            split=trace.split,
            group_id=trace.group_id,
            data_source=trace.data_source,
            score=trace.score if trace.HasField("score") else None,
            prompt_text=trace.prompt_text,
            response_text=trace.response_text,
            token_ids=ids,
            token_text=[piece.text for piece in text.trace_pieces(trace)],
            token_bytes=list(trace.token_bytes) or None,
            response_mask=mask,
            fields={name: codec.unpack_fp16(packed) for name, packed in codec.stored_token_fields(trace).items()},
            top_k_ids=top_k_ids,
            top_k_log_probs=top_k_log_probs,
            extra_token={name: codec.unpack_fp16(packed) for name, packed in sorted(trace.extra_token.items())},
            extra_sample=dict(sorted(trace.extra_sample.items())),
            truncated=trace.truncated if trace.HasField("truncated") else None,
        )

    def export(self, run: str, out: str, file_format: str, split: str = "train", tokens: bool = False) -> int:
        """Writes :meth:`samples` to ``out`` as ``parquet`` or ``jsonl`` (one JSON object per
        line); returns the number of rows."""
        if file_format not in FORMATS:
            raise ValueError(f"format {file_format!r}: choose one of {', '.join(FORMATS)}")
        if file_format == "parquet":
            frame = self.samples(run, split, tokens)
            try:
                frame.to_parquet(out, index=False)
            except ImportError as error:
                raise ValueError(f"parquet needs pyarrow: pip install 'tb-verl-plugin[export]' ({error})") from None
            return len(frame)
        rows = self.sample_rows(run, split, tokens)
        # by json itself: every float exactly as read (pandas rounds to 10 digits)
        with open(out, "w", encoding="utf-8") as lines:
            lines.writelines(json.dumps(row, ensure_ascii=False, allow_nan=False) + "\n" for row in rows)
        return len(rows)

    def _token_columns(self, run: str, step: int, sample: dict[str, Any], split: str) -> dict[str, Any]:
        if not sample["recorded"]:
            return {"token_ids": None, "token_text": None, "response_mask": None}
        trace = self.trace(run, step, sample["sample_index"], split)
        columns: dict[str, Any] = {
            "token_ids": trace.token_ids.tolist(),
            "token_text": trace.token_text,
            "response_mask": trace.response_mask.tolist(),
        }
        # A field absent at a token (one the policy did not sample) is NaN in the arrays, null here.
        columns.update(
            {
                f"token.{name}": [None if np.isnan(v) else v for v in values.tolist()]
                for name, values in trace.fields.items()
            }
        )
        return columns

    def _call(self, read: Any, *args: Any) -> Any:
        """A reader function on this logdir; TensorBoard's public errors (no such run, step or
        sample) become ValueError with their message."""
        try:
            return read(self._source, *args)
        except errors.PublicError as error:
            raise ValueError(str(error)) from None
