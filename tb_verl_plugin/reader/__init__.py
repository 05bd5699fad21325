"""The pure read functions behind the plugin's routes and ``tb-verl ls/show``, by job:

- :mod:`~tb_verl_plugin.reader.source`: the one place that calls TensorBoard's data provider;
- :mod:`~tb_verl_plugin.reader.steptable`: indexed steps, columnar, from the index and block stores
  (and from the index TensorBoard holds for schema 1 and 2);
- :mod:`~tb_verl_plugin.reader.unindexed`: steps in a trace store that no index holds;
- :mod:`~tb_verl_plugin.reader.index`: the per-step index, its cache, listing steps, a step, a prompt;
- :mod:`~tb_verl_plugin.reader.traces`: one trace from the trace store, with its attribution;
- :mod:`~tb_verl_plugin.reader.query`: the samples filter language, on rows by column;
- :mod:`~tb_verl_plugin.reader.search`: text search and the samples filter over every step;
- :mod:`~tb_verl_plugin.reader.series`: runs, scalar series, the entropy heatmap;
- :mod:`~tb_verl_plugin.reader.diagnosis_on_read`: the detectors over a run as the logdir holds it;
- :mod:`~tb_verl_plugin.reader.logdir`: a logdir from Python (a DataFrame, numpy traces, export);
- :mod:`~tb_verl_plugin.reader.answers`: the JSON shapes of the routes' answers.

Errors a user can cause are TensorBoard's public errors, which the server answers with 400/404.
"""

from tb_verl_plugin.reader.index import (
    IndexCache,
    RunIndex,
    follow_prompt,
    keep_freed_memory_for_reuse,
    list_steps,
    newest_per_step,
    read_step,
    run_index,
    step_document,
    steps_document,
)
from tb_verl_plugin.reader.search import query_rows, search_text
from tb_verl_plugin.reader.series import entropy_heatmap, list_runs, read_scalars, rebin
from tb_verl_plugin.reader.source import Source
from tb_verl_plugin.reader.traces import load_trace, read_trace

__all__ = [
    "IndexCache",
    "RunIndex",
    "Source",
    "entropy_heatmap",
    "follow_prompt",
    "keep_freed_memory_for_reuse",
    "list_runs",
    "list_steps",
    "load_trace",
    "newest_per_step",
    "query_rows",
    "read_scalars",
    "read_step",
    "read_trace",
    "rebin",
    "run_index",
    "search_text",
    "step_document",
    "steps_document",
]
