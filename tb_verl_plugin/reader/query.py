"""The samples filter language, on rows by column: what the tab's filter means for one step, asked
of every row of every step of a run (``/query``).

A filter is space-separated terms, all required (the tab's ``model/samples.ts`` reads it the same
way for the step it shows; ``tests/filter_cases.json`` holds both to the same answers):

- ``NAME<OP>NUMBER`` with ``<``, ``>``, ``<=``, ``>=`` or ``=``: a response field's term
  (``fields.response_fields``: ``score``, ``len``, ``turns``, ``calls``, ``failures``, and the index
  statistics' ``entropy``, ``kl``, ``mismatch_max``, ``rejected``...), ``recorded``, or a per-sample
  number logged beside the score (``novelty>0.1``, matched without case); a row without the value
  does not match;
- ``truncated``, the word of a flag shown as a badge: the response was cut at the length limit
  (``truncated=1`` too; ``truncated=0``: it ended; a row the logger could not judge matches neither);
- ``tool:NAME``: the row called that tool;
- a ``"quoted phrase"``: found, without case, in the prompt or response text (recorded rows only:
  the others have no text);
- any other word: found, without case, in the row's reasons, group or data source.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Sequence

import numpy as np

from tb_verl_plugin.format import fields, rowtable

_CONDITION = re.compile(r"^([a-z_][\w./-]*?)(<=|>=|<|>|=)(-?[0-9.]+(?:e-?[0-9]+)?)$")
_TOOL = re.compile(r"^tool:(.+)$")
_PHRASE = re.compile(r'"([^"]+)"')

_IN_FLOAT64 = (np.float64, np.float64, np.bool_)
"""A comparison's loop: both sides as float64."""
_IN_FLOAT32 = (np.float32, np.float32, np.bool_)
"""A float32 column's loop, against :func:`float32_bound`."""
_COMPARE: dict[str, Callable[..., np.ndarray]] = {
    "<": np.less,
    ">": np.greater,
    "<=": np.less_equal,
    ">=": np.greater_equal,
    "=": np.equal,
}


RECORDED = "recorded"
"""The term of whether a row's trace is recorded (1) or the row is indexed only (0)."""


def _badged(known: dict[str, fields.ResponseField], word: str) -> list[fields.ResponseField]:
    """The flags shown as a badge whose word (their term) holds ``word``: a row with the flag set
    holds that word, as the tab's filter reads it."""
    return [field for term, field in known.items() if field.badge is not None and word in term]


def terms() -> dict[str, fields.ResponseField]:
    """The filter's terms of the response fields (``fields.response_fields``' ``term``)."""
    return {field.term: field for field in fields.response_fields() if field.term is not None}


@dataclasses.dataclass(frozen=True)
class Filter:
    """A parsed filter (see the module docstring)."""

    conditions: tuple[tuple[str, str, float], ...] = ()
    tools: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    phrases: tuple[str, ...] = ()
    """Lower-cased, as every term but the phrases' own text."""

    @classmethod
    def parse(cls, query: str) -> Filter:
        phrases = tuple(p.lower() for p in _PHRASE.findall(query))
        conditions, tools, words = [], [], []
        for term in re.sub(r'"[^"]*"', " ", query).lower().split():
            if (tool := _TOOL.match(term)) is not None:
                tools.append(tool[1])
            elif (condition := _CONDITION.match(term)) is not None:
                try:
                    conditions.append((condition[1], condition[2], float(condition[3])))
                except ValueError:  # "1.2.3": a word, as the tab reads it (Number() is NaN, nothing matches)
                    conditions.append((condition[1], condition[2], float("nan")))
            else:
                words.append(term)
        return cls(tuple(conditions), tuple(tools), tuple(words), phrases)

    @functools.cached_property
    def _terms(self) -> dict[str, fields.ResponseField]:
        """:func:`terms`, looked up once per filter: a run-wide query asks every block of the run."""
        return terms()

    @functools.cached_property
    def _float32_bounds(self) -> tuple[np.float32, ...]:
        """Each condition's :func:`float32_bound`, for the float32 columns (most of them)."""
        return tuple(float32_bound(op, bound) for _, op, bound in self.conditions)

    @functools.cached_property
    def _badges(self) -> dict[str, list[fields.ResponseField]]:
        """Each word's :func:`_badged` flags."""
        return {word: _badged(self._terms, word) for word in self.words}

    def _rows_holding(self, columns: rowtable.Columns, word: str) -> np.ndarray | None:
        """Rows holding ``word`` in their group, data source, a badge's word or reasons (bool per
        row); None when no distinct value holds it and no badge's word does."""
        found = [columns.flag_set(badged) for badged in self._badges[word]]  # a badge's word is a row's too
        group = _values_holding(columns.distinct("group_id"), word)
        if group is not None:
            found.append(group[columns.group_id.codes])
        source = _values_holding(columns.distinct("data_source"), word)
        if source is not None:
            found.append(source[columns.data_source.codes])
        reasons = _values_passing(columns.distinct("selected_because"), functools.partial(_holds, word))
        if reasons is not None:  # seldom: a reason is one of a few words
            recorded = np.zeros(len(columns), bool)
            recorded[np.flatnonzero(columns.recorded)[_lists_holding(columns.selected_because, reasons)]] = True
            found.append(recorded)
        return functools.reduce(np.logical_or, found) if found else None

    def rows(self, columns: rowtable.Columns) -> np.ndarray:
        """Which rows of ``columns`` pass every term but the phrases (bool per row)."""
        keep = np.ones(len(columns), bool)
        with np.errstate(invalid="ignore"):  # NaN compares False: no value, no match
            for (name, op, bound), narrowed in zip(self.conditions, self._float32_bounds):
                values = _values(columns, name, self._terms)
                if values is None:
                    return np.zeros(len(columns), bool)
                if values.dtype == np.float32:
                    keep &= _COMPARE[op](values, narrowed, signature=_IN_FLOAT32)
                else:
                    # in float64, as the tab's numbers are, by the ufunc's float64 loop (its buffers,
                    # not a float64 copy of the column): under numpy 1's casting a float64 scalar
                    # beside an array would be rounded to the array's type first
                    keep &= _COMPARE[op](values, bound, signature=_IN_FLOAT64)
        # A block where some word or tool is in no distinct value has no match: its rows' codes are
        # not read (a run-wide query asks every block of the run; most hold neither).
        for tool in self.tools:
            named = _values_passing(columns.distinct("tools"), functools.partial(_names, tool))
            if named is None or columns.tools is None:
                return np.zeros(len(columns), bool)
            keep &= _lists_holding(columns.tools, named)
        for word in self.words:
            found = self._rows_holding(columns, word)
            if found is None:
                return np.zeros(len(columns), bool)
            keep &= found
        if self.phrases:
            keep &= columns.recorded
        return keep


def float32_bound(op: str, bound: float) -> np.float32:
    """The float32 that a float32 value compares with by ``op`` in float32 exactly as it compares
    with ``bound`` in float64 (the float32 loop skips the float64 loop's cast of each value:
    measured 2-3 us for a block's 8,192 rows, against 6.5). Below ``bound`` is below the smallest
    float32 not below it; above it, above the largest float32 not above it; equal to it, equal to
    it where it is a float32 (NaN: none is). A bound past float32's range is infinite or the largest
    finite float32, whichever splits the same; a NaN bound stays NaN (nothing compares true)."""
    with np.errstate(over="ignore"):  # past float32's range: infinite (then stepped back where that splits wrong)
        nearest: np.float32 = np.float32(bound)
        if op in ("<", ">=") and float(nearest) < bound:  # the smallest float32 at or above the bound
            nearest = np.float32(np.nextafter(nearest, np.float32(np.inf)))
        elif op in (">", "<=") and float(nearest) > bound:  # the largest float32 at or below it
            nearest = np.float32(np.nextafter(nearest, np.float32(-np.inf)))
    return np.float32(np.nan) if op == "=" and float(nearest) != bound else nearest


def _values(columns: rowtable.Columns, name: str, known: dict[str, fields.ResponseField]) -> np.ndarray | None:
    """The values ``name`` compares (NaN: the row has none): a response field's, whether rows are
    recorded, or a per-sample number logged beside the score; None: no such column."""
    if name == RECORDED:
        return columns.recorded.astype(np.int32)
    if name in known:
        return columns.numbers(known[name])
    extra = next((key for key in sorted(columns.extra) if key.lower() == name), None)
    return None if extra is None else columns.extra[extra]


def _values_holding(values: Sequence[str], word: str) -> np.ndarray | None:
    """Which of ``values`` (a string column's distinct values) hold ``word`` (lower-cased) without
    case (bool per value); None when none does. Searched as one text, a line each (a block's
    thousand GRPO group ids: one search, not a thousand)."""
    text = "\n".join(values)
    lowered = text.lower()
    at = lowered.find(word)
    if at == -1:
        return None
    if len(lowered) != len(text):  # a character whose lower case is longer: one value at a time
        return np.array([word in value.lower() for value in values], bool)
    # each value's first character
    starts = np.cumsum([0, *map(len, values)]) + np.arange(len(values) + 1)
    holding = np.zeros(len(values), bool)
    while at != -1:
        value = int(np.searchsorted(starts, at, side="right")) - 1
        holding[value] = True
        at = lowered.find(word, int(starts[value + 1]))  # the next value's
    return holding


def _values_passing(values: Sequence[str], test: Callable[[str], bool]) -> np.ndarray | None:
    """Which of ``values`` pass ``test`` (bool per value); None when none does."""
    passing = np.array([test(value) for value in values], bool)
    return passing if passing.any() else None


def _names(name: str, string: str) -> bool:
    """Whether ``string`` is ``name`` (lower-cased) without case."""
    return string.lower() == name


def _holds(word: str, string: str) -> bool:
    """Whether ``string`` holds ``word`` (lower-cased) without case."""
    return word in string.lower()


def _lists_holding(column: rowtable.ListColumn, holding: np.ndarray) -> np.ndarray:
    """Rows some of whose strings are among those ``holding`` marks (bool per distinct value)."""
    hits = holding[column.codes].astype(np.int64)
    before = np.concatenate([[0], np.cumsum(hits)])
    starts = np.concatenate([[0], column.ends[:-1]])
    rows: np.ndarray = before[column.ends] > before[starts]
    return rows


def first_phrase_at(phrases: tuple[str, ...], text: str) -> int:
    """Where the first of ``phrases`` (one at least, lower-cased) is in ``text`` lower-cased when
    every phrase is in it without case, else -1. ``text``: the prompt, a line break and the
    response, the text the tab filters a step's samples by. Lower-cased once for both answers (a
    phrase query asks it of each of thousands of matches)."""
    lowered = text.lower()
    if not all(phrase in lowered for phrase in phrases):
        return -1
    return lowered.find(phrases[0])
