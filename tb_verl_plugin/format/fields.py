"""The one table of per-token fields: everything else about a field is derived from its row.

A row says what the field is called in the schema and the ``/trace`` JSON (``name``), which
``TraceLogger.log_decisions`` keyword takes it (``argument``), where verl keeps it (``verl_keys``:
the ``DataProto`` key of the v0 trainer and the TransferQueue field of the v1 trainer, first match
wins), how the tab names and colours it, and whether the logger derives it instead of reading it.
From the table come: the codec's fields (a field with a slot of its own in ``trace.proto`` is
stored there, any other in the generic ``token_fields`` map), the logger's keyword arguments and
``log_batch``'s batch keys, both verl captures' reads, the ``/fields`` route, and through it the
tab's labels, colour menu and scales, and for the fields the step index summarizes
(``in_index``), the samples table's columns and the filter's terms (``index_column``) on both sides.
Adding a field is adding a row, an index statistic included (``in_index``: rows keep their
statistics by name, ``SampleSummary.stats`` and ``RowTable.stats``). ``make fields`` writes the
table's JSON where the frontend's tests read it (``tests/shared/fields.json``; ``make test``
fails when it is stale, as it does for the bundle).

Beside it, the one table of per-response values (:func:`response_fields`: the score, length,
group, turns, truncation..., and every index statistic) gives each value's row-table column, kind,
filter term, ``/step`` key and export column; a row statistic added is its row in
:data:`ROW_STATISTICS` and its kernel in ``tb_verl_logger.rows.row_statistics.ROW_KERNELS``.

The ``/fields`` route serves the tables as ``tb_verl_plugin.reader.answers.fields_json`` shapes them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any, Literal

Scale = Literal["sequential", "diverging"]
Reduce = Literal["mean", "max_abs"]


@dataclasses.dataclass(frozen=True)
class IndexColumn:
    """How the samples table and the samples filter show a field's index statistic."""

    term: str
    """Its name in the filter language (``entropy>2``), the tab's and ``/query``'s alike."""
    label: str
    """The column's head; ``title`` says what it is."""
    title: str
    optional: bool = False
    """Shown only when some row of the step has it (rollout-side statistics most runs lack)."""


@dataclasses.dataclass(frozen=True)
class TokenField:
    """One per-token field (see the module docstring)."""

    name: str
    label: str
    scale: Scale
    """``sequential`` for magnitudes (light to dark), ``diverging`` for signed values around 0."""
    argument: str | None = None
    """The ``log_decisions`` keyword; None for a field the logger derives (see ``derived_from``)."""
    verl_keys: tuple[str, ...] = ()
    derived_from: tuple[str, ...] = ()
    """Fields this one is computed from when absent (the KL from the two log-probs)."""
    in_index: str | None = None
    """The step index keeps, for every row of the batch, this field reduced over the policy's
    tokens (``index_reduce``) under this name: what the samples table lists and filters by."""
    index_reduce: Reduce = "mean"
    index_column: IndexColumn | None = None
    """The samples table's column and the filter's term for the statistic; None: kept, not shown."""
    sampled_only: bool = False
    """Defined only at tokens the policy sampled: verl pads it elsewhere (0 at tool outputs
    spliced into a multi-turn response), so the logger stores it as absent (NaN) there. Fields a
    forward computes at every position (log-probs, entropy) keep their values."""


TOKEN_FIELDS: tuple[TokenField, ...] = (
    TokenField("log_prob", "log-prob", "sequential", "old_log_probs", ("old_log_probs",), in_index="mean_log_prob"),
    TokenField(
        "entropy",
        "entropy",
        "sequential",
        "entropys",
        ("entropys", "entropy"),
        in_index="mean_entropy",
        index_column=IndexColumn("entropy", "H̄", "mean token entropy"),
    ),
    TokenField("value", "value", "diverging", "values", ("values",), sampled_only=True),
    TokenField(
        "token_reward", "reward", "diverging", "token_level_rewards", ("token_level_rewards",), sampled_only=True
    ),
    TokenField("advantage", "advantage", "diverging", "advantages", ("advantages",), sampled_only=True),
    TokenField("returns", "return", "diverging", "returns", ("returns",), sampled_only=True),
    TokenField("ref_log_prob", "ref log-prob", "sequential", "ref_log_prob", ("ref_log_prob",)),
    TokenField(
        "kl",
        "KL (log π − log π_ref)",
        "diverging",
        derived_from=("log_prob", "ref_log_prob"),
        in_index="mean_kl",
        index_column=IndexColumn("kl", "KL̄", "mean log π − log π_ref"),
    ),
    TokenField(
        "rollout_log_prob",
        "rollout log-prob",
        "sequential",
        "rollout_log_probs",
        ("rollout_log_probs",),
        sampled_only=True,
    ),
    TokenField(
        "mismatch",
        "mismatch (log π_train − log π_rollout)",
        "diverging",
        derived_from=("log_prob", "rollout_log_prob"),
        sampled_only=True,
        in_index="max_mismatch",
        index_reduce="max_abs",
        index_column=IndexColumn(
            "mismatch_max", "|Δ|max", "largest |log π_train − log π_rollout| of its tokens", optional=True
        ),
    ),
    TokenField(
        "importance_weight",
        "rollout IS weight",
        "sequential",
        "rollout_is_weights",
        ("rollout_is_weights",),
        sampled_only=True,
        in_index="mean_importance_weight",
        index_column=IndexColumn("is_weight", "IS̄", "mean rollout importance weight of its tokens", optional=True),
    ),
    TokenField(
        "rejected",
        "rejected by rollout correction",
        "sequential",
        "rollout_rejected",
        sampled_only=True,
        in_index="rejected_share",
        index_column=IndexColumn("rejected", "rej.", "share of its tokens rollout correction rejected", optional=True),
    ),
)
"""In display order. ``kl`` and ``mismatch`` are derived by the logger in fp32 before packing
(precise for small values); readers derive them from the two log-probs for traces stored without
them. ``rollout_log_prob`` is what the rollout engine (vLLM, SGLang) computed for the token it
sampled (verl keeps it with ``actor_rollout_ref.rollout.calculate_log_probs=True``); the
mismatch against the trainer's own log-prob is the training–inference gap, token by token.
``importance_weight`` is verl's rollout-correction weight, when ``algorithm.rollout_correction``
computes one; ``rejected`` is 1 where its rejection sampling (``rollout_rs``) left the token, or the
whole response, out of training (no verl batch key says so: the captures derive it, see
``tb_verl_logger.verl.rejection_sampling``)."""


TOKEN_IDS = "token_ids"
"""The key under which the index's inputs (a field name -> tensor mapping) carry the responses'
token ids, which the row statistics read."""


@dataclasses.dataclass(frozen=True)
class RowStatistic:
    """A per-row statistic of the index that no one per-token field gives (read from the
    response's token ids, or across fields): the row equivalent of a field's ``in_index``."""

    name: str
    index_column: IndexColumn | None = None


ROW_STATISTICS: tuple[RowStatistic, ...] = (
    RowStatistic(
        "repetition_3gram",
        IndexColumn("repetition", "rep", "3-gram repetition of its tokens: 1 − unique/total 3-grams", optional=True),
    ),
    RowStatistic("longest_run", IndexColumn("run", "run", "its longest run of one token", optional=True)),
)
"""Degenerate text, which the ``repetition`` detector counts (Open-R1's ``repetition_n_grams=3``):
the share of the policy's 3-grams (three consecutive policy tokens) that repeat an earlier one,
and the longest run of one token ("!!!!")."""

NON_FINITE_TOKENS = RowStatistic(
    "non_finite_tokens",
    IndexColumn("non_finite", "nan", "its tokens with a NaN or inf in a field the index reads", optional=True),
)
"""How many of a row's kept tokens hold a NaN or inf in a field the index statistics read (entropy,
the log-probs): what the ``non_finite`` detector finds in a row whose trace is not recorded. Found
where the statistics meet one (their sums turn non-finite), so it costs nothing otherwise, and kept
only at steps where some row has one."""


def row_statistics() -> tuple[RowStatistic, ...]:
    """Every per-row statistic of the index that is not a field's ``in_index``."""
    return (*ROW_STATISTICS, NON_FINITE_TOKENS)


def index_stat_names() -> tuple[str, ...]:
    """Every statistic the index keeps per row: the fields' (``in_index``) and the rows' own."""
    return (*index_stats(), *(s.name for s in row_statistics()))


ResponseKind = Literal["float", "int", "count", "flag", "string", "strings", "statistic"]


@dataclasses.dataclass(frozen=True)
class Badge:
    """How the samples table shows a ``flag`` that has no column of its own: a word (the flag's
    filter term) in the cell of another value's column, on the rows where the flag is true."""

    column: str
    """The name of the response field in whose column the badge shows."""
    title: str
    """What the badge means, as its tooltip says."""


@dataclasses.dataclass(frozen=True)
class ResponseField:
    """A value the index keeps for every response of a traced step, recorded or not. ``name`` is its
    column of the row table (``RowTable`` and ``SampleSummary`` slot, or, for a ``statistic``, a key
    of their ``stats`` maps), its key in ``/step``'s samples and its column in ``tb-verl export``
    and the DataFrame; ``term`` its name in the samples filter (the tab's and ``/query``'s), which
    a value shown in the samples table takes from its ``index_column``."""

    name: str
    kind: ResponseKind
    """``float``: NaN where a row has none (JSON null); ``int``: every row has one; ``count``: -1
    where a row has none (a response of one turn); ``flag``: true, false or not judged (JSON null);
    ``string``: a text per row; ``strings``: some texts per row; ``statistic``: a float of the
    ``stats`` map (a per-token field's ``in_index`` or a :class:`RowStatistic`), where a field
    added later is kept without a slot of its own."""
    term: str | None = None
    filter_default: float = float("nan")
    """What the filter compares for a row without a value (NaN: the row does not match); a count of
    a single-turn response counts as one turn and no calls."""
    index_column: IndexColumn | None = None
    """Its column of the samples table, which the tab builds from ``/fields`` in this table's order
    (the tab draws only the row's identity itself: its index, why it was recorded, its group)."""
    badge: Badge | None = None

    def __post_init__(self) -> None:
        if self.index_column is None:
            return
        if self.term not in (None, self.index_column.term):
            raise ValueError(f"{self.name}: term {self.term!r} differs from its column's {self.index_column.term!r}")
        object.__setattr__(self, "term", self.index_column.term)


FIXED_RESPONSE_FIELDS: tuple[ResponseField, ...] = (
    ResponseField("group_id", "string"),
    ResponseField("data_source", "string"),
    ResponseField("score", "float", index_column=IndexColumn("score", "score", "sample reward")),
    ResponseField("length", "int", index_column=IndexColumn("len", "len", "response tokens")),
    ResponseField(
        "turns",
        "count",
        filter_default=1,
        index_column=IndexColumn(
            "turns", "turns", "the policy's turns, the tools it called and the calls that failed", optional=True
        ),
    ),
    ResponseField("tools", "strings"),
    ResponseField("tool_calls", "count", "calls", filter_default=0),
    ResponseField("tool_failures", "count", "failures", filter_default=0),
    ResponseField(
        "truncated",
        "flag",
        "truncated",
        badge=Badge("length", "cut at the length limit without an end-of-sequence token"),
    ),
)
"""The per-response values with a slot of their own in ``trace.proto`` (schema 3 and 4): the
response's group and source, its score and length, its turns and tool calls (multi-turn), whether it
was cut at the length limit."""


def response_fields() -> tuple[ResponseField, ...]:
    """The one table of per-response values: the fixed ones, then every index statistic (each
    per-token field's ``in_index``, then the row statistics), in that order."""
    statistics = [(f.in_index, f.index_column) for f in TOKEN_FIELDS if f.in_index is not None]
    statistics += [(s.name, s.index_column) for s in row_statistics()]
    return (
        *FIXED_RESPONSE_FIELDS,
        *(ResponseField(name, "statistic", index_column=column) for name, column in statistics),
    )


def names() -> tuple[str, ...]:
    return tuple(f.name for f in TOKEN_FIELDS)


def by_name(name: str) -> TokenField | None:
    return next((f for f in TOKEN_FIELDS if f.name == name), None)


def argument_of(name: str) -> str:
    """The ``log_decisions`` keyword of the field ``name``; KeyError when it takes none."""
    field = by_name(name)
    if field is None or field.argument is None:
        raise KeyError(name)
    return field.argument


def by_argument() -> dict[str, TokenField]:
    """``log_decisions`` keyword -> field, for the fields a caller passes."""
    return {f.argument: f for f in TOKEN_FIELDS if f.argument is not None}


def from_batch(keys: Iterable[str]) -> dict[str, str]:
    """``log_decisions`` keyword -> the batch key holding it, for the fields a verl batch with
    ``keys`` has (first of a field's ``verl_keys`` present wins)."""
    present = set(keys)
    found = {}
    for field in TOKEN_FIELDS:
        key = next((k for k in field.verl_keys if k in present), None)
        if field.argument is not None and key is not None:
            found[field.argument] = key
    return found


def with_derived(values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` (field name -> fp32 array or tensor) plus each derived field that is absent and
    whose sources are there: the first source minus the second."""
    out = dict(values)
    for field in TOKEN_FIELDS:
        if (
            field.derived_from
            and out.get(field.name) is None
            and all(out.get(s) is not None for s in field.derived_from)
        ):
            first, second = field.derived_from
            out[field.name] = out[first] - out[second]
    return out


def sampled_only() -> frozenset[str]:
    """Names of the fields that exist only at the policy's sampled tokens."""
    return frozenset(f.name for f in TOKEN_FIELDS if f.sampled_only)


def index_stats() -> dict[str, TokenField]:
    """Index summary name -> field, for the per-row statistics the step index keeps."""
    return {f.in_index: f for f in TOKEN_FIELDS if f.in_index is not None}


def index_batch_keys() -> tuple[str, ...]:
    """The verl batch keys the every-row index statistics read (a derived statistic's sources),
    in the table's order: what a capture reads of every row, not of the recorded rows only."""
    needed = {name for f in TOKEN_FIELDS if f.in_index is not None for name in (f.name, *f.derived_from)}
    return tuple(key for f in TOKEN_FIELDS if f.name in needed for key in f.verl_keys)
