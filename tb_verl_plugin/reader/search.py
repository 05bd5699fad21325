"""Searching every step of a run: text search (the trace store scanned as bytes, each hit confirmed
on its decoded record) and the samples filter asked of every row of every step."""

from __future__ import annotations

import itertools
import mmap
from collections.abc import Iterator
from typing import Any

import numpy as np
from google.protobuf import message
from tensorboard import errors

from tb_verl_plugin.format import codec, records, storage, trace_pb2
from tb_verl_plugin.format.text import trace_pieces
from tb_verl_plugin.reader import index
from tb_verl_plugin.reader.query import Filter, first_phrase_at
from tb_verl_plugin.reader.source import Source
from tb_verl_plugin.reader.traces import missing_store, store_path

SEARCH_LIMIT = 200
"""Matches a text search returns at most (the first ones, in the order they were logged)."""

SNIPPET_CHARS = 60
"""Characters of context on each side of a match."""


def _snippet(text: str, at: int, length: int) -> str:
    start, end = max(0, at - SNIPPET_CHARS), min(len(text), at + length + SNIPPET_CHARS)
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")


def search_text(source: Source, run: str, split: str, query: str, limit: int = SEARCH_LIMIT) -> dict[str, Any]:
    """Recorded samples of every step whose prompt or response contains ``query`` (case-sensitive),
    as ``[step, sample_index, "prompt" | "response", snippet]``. The trace store is scanned as raw
    bytes (``bytes.find`` over a mapped file, C speed: a few GB/s; on object storage over 8 MiB
    ranged reads) and each hit is confirmed on its decoded record, so
    a 100k-step run is searched without decoding 800k traces. A damaged record is skipped (counted
    in ``skipped``): it costs its own matches only."""
    if not query.strip():
        raise errors.InvalidArgumentError("parameter 'q' must be a non-empty phrase to search for")
    skipped: list[str] = []
    found = list(itertools.islice(_search_matches(source, run, split, query, skipped), limit + 1))
    matches = sorted(found[:limit], key=lambda m: (m[0], m[1]))
    return {
        "run": run,
        "split": split,
        "query": query,
        "matches": matches,
        "truncated": len(found) > limit,
        "skipped": len(skipped),
    }


def _search_matches(source: Source, run: str, split: str, query: str, skipped: list[str]) -> Iterator[list[Any]]:
    """The matches of ``search_text``, in the order they were logged; each damaged record whose
    bytes held the query is appended to ``skipped``."""
    needle = query.encode("utf-8")
    for name, (offsets, lengths, steps, samples) in index.run_index(source, run, split).locations().items():
        path = store_path(source, run, name)
        try:
            with storage.scan(path) as store:
                at = store.find(needle)
                while at != -1:
                    i = int(np.searchsorted(offsets, at, side="right")) - 1
                    if i < 0 or at >= offsets[i] + lengths[i]:
                        at = store.find(needle, at + 1)  # in another split's record or a frame header
                        continue
                    end = int(offsets[i] + lengths[i])
                    try:
                        hit = _text_match(codec.decode_trace(records.unframe_record(store[offsets[i] : end])), query)
                    except (ValueError, message.DecodeError) as error:
                        skipped.append(f"step {steps[i]} sample {samples[i]}: {error}")
                        hit = None
                    if hit is not None:
                        yield [int(steps[i]), int(samples[i]), *hit]
                    at = store.find(needle, end)  # one match per record
        except FileNotFoundError:
            raise missing_store(name, run) from None
        except ValueError as error:  # an empty or unmappable store
            skipped.append(f"{name}: {error}")


def _text_match(trace: trace_pb2.DecisionTrace, query: str) -> tuple[str, str] | None:
    """``(field, snippet)`` of the first of prompt and response that holds ``query``, or None (the
    bytes matched inside a packed array, not in the text)."""
    for field, text in (("prompt", trace.prompt_text), ("response", trace.response_text)):
        at = text.find(query)
        if at >= 0:
            return field, _snippet(text, at, len(query))
    return None


QUERY_LIMIT = 500
"""Rows a run-wide query lists at most (the first by step; ``total`` counts them all)."""

DECODE_LIMIT = 2000
"""Candidates for a quoted phrase up to which each one's trace is read and checked; past it the
trace store is first scanned for the phrase's bytes, and only the records holding them are read."""


def query_rows(source: Source, run: str, split: str, query: str, limit: int = QUERY_LIMIT) -> dict[str, Any]:
    """Every row of every step of the run that passes the samples filter ``query`` (the language
    of the tab's filter, :mod:`tb_verl_plugin.reader.query`), recorded or not: ``[step, sample_index,
    recorded, snippet]`` by step, the first ``limit`` of ``total`` (``snippet``: the text around
    the first quoted phrase, None without one). Column conditions run on the index's
    columns, a chunk of a few thousand rows at a time; quoted phrases on the recorded rows' traces.
    A damaged trace is skipped (counted)."""
    wanted = Filter.parse(query)
    # step, sample, recorded: stacked once at the end (a stack per chunk cost 10 us, of a thousand chunks)
    found: list[tuple[np.ndarray, ...]] = []
    candidates: list[
        tuple[str, np.ndarray, np.ndarray, np.ndarray, np.ndarray]
    ] = []  # phrases: file, steps, samples, offsets, lengths
    # A phrase passes recorded rows only (the others have no text): their rows alone are read.
    for chunk in index.run_index(source, run, split).chunks(recorded_only=bool(wanted.phrases)):
        columns = chunk.columns
        keep = wanted.rows(columns)
        if not chunk.alive.all():
            keep &= chunk.row_alive()
        rows = np.flatnonzero(keep)
        if wanted.phrases:
            where = np.cumsum(columns.recorded) - 1  # each recorded row's place among them
            candidates.append(
                (
                    chunk.trace_file,
                    chunk.steps_of(rows),
                    columns.sample_index[rows],
                    columns.offset[where[rows]],
                    columns.length_bytes[where[rows]],
                )
            )
        else:
            found.append((chunk.steps_of(rows), columns.sample_index[rows], columns.recorded[rows]))
    skipped = 0
    texts = _Texts()
    if wanted.phrases:
        matched, skipped = _with_phrases(source, run, wanted.phrases, candidates, texts)
        found.append(tuple(matched.T))
    joined = [np.concatenate(column) for column in zip(*found)]
    table = np.stack(joined, axis=1) if joined else np.zeros((0, 3), np.int64)
    listed = np.lexsort((table[:, 1], table[:, 0]))[:limit].tolist()
    phrase_length = len(wanted.phrases[0]) if wanted.phrases else 0
    return {
        "run": run,
        "split": split,
        "query": query,
        "total": len(table),
        "truncated": len(table) > limit,
        "skipped": skipped,
        "matches": [
            [step, sample, bool(recorded), _snippet(texts.text[i], texts.at[i], phrase_length) if texts.text else None]
            for i, (step, sample, recorded) in zip(listed, table[listed].tolist())
        ],
    }


class _Texts:
    """The text of each row a phrase query matched (its prompt, a line break and its response),
    and where the first phrase is in it: row ``i`` of the matches is entry ``i`` of both lists
    (plain lists of strings and numbers, a snippet made of the listed rows' only)."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.at: list[int] = []


def _with_phrases(
    source: Source,
    run: str,
    phrases: tuple[str, ...],
    candidates: list[tuple[str, np.ndarray, np.ndarray, np.ndarray, np.ndarray]],
    texts: _Texts,
) -> tuple[np.ndarray, int]:
    """The candidates whose prompt or response holds every phrase (``[n, 3]`` as query_rows';
    their texts into ``texts``, in the same order), and how many traces could not be read."""
    by_file: dict[str, list[np.ndarray]] = {}
    for name, steps, samples, offsets, lengths in candidates:
        by_file.setdefault(name, []).append(np.stack([offsets, lengths, steps, samples], axis=1))
    matched, skipped = [np.zeros((0, 2), np.int64)], 0
    for name, parts in by_file.items():
        table = np.concatenate(parts)
        table = table[np.argsort(table[:, 0], kind="stable")]
        path = store_path(source, run, name)
        try:
            with storage.scan(path) as store:
                if len(table) > DECODE_LIMIT and isinstance(store, mmap.mmap):
                    table = table[_holding_bytes(store, table[:, 0], table[:, 1], phrases)]
                holding: list[int] = []  # the rows of ``table`` that hold every phrase
                # Per match, numbers and strings only (no tuple, no list): a phrase found in tens of
                # thousands of traces would otherwise make the garbage collector walk the heap.
                for row, (offset, length) in enumerate(zip(table[:, 0].tolist(), table[:, 1].tolist())):
                    try:
                        trace = codec.decode_trace(records.unframe_at(store, offset, offset + length))
                    except (ValueError, message.DecodeError):
                        skipped += 1
                        continue
                    response = trace.response_text or "".join(piece.text for piece in trace_pieces(trace))
                    text = f"{trace.prompt_text}\n{response}"
                    at = first_phrase_at(phrases, text)
                    if at >= 0:
                        holding.append(row)
                        texts.text.append(text)
                        texts.at.append(at)
                matched.append(table[holding, 2:])
        except FileNotFoundError:
            raise missing_store(name, run) from None
        except ValueError:  # an empty or unmappable store
            skipped += len(table)
    found = np.concatenate(matched)
    return np.column_stack([found, np.ones(len(found), np.int64)]), skipped


SCAN_WINDOW = 8 << 20
"""Bytes of a trace store lower-cased and searched at a time for a phrase's bytes."""


def _holding_bytes(store: mmap.mmap, offsets: np.ndarray, lengths: np.ndarray, phrases: tuple[str, ...]) -> np.ndarray:
    """Which records (sorted by offset) hold every phrase's bytes, ASCII letters in either case:
    the store lower-cased and searched a window at a time (C speed: a case-blind regular
    expression scans a few times slower), instead of decoding each record."""
    holding = np.ones(len(offsets), bool)
    if not len(offsets):
        return holding
    ends = offsets + lengths
    needles = [phrase.encode("utf-8").lower() for phrase in phrases]  # bytes.lower(): ASCII letters only
    overlap = max(map(len, needles)) - 1  # a match across a window's end is found in that window
    found: list[list[int]] = [[] for _ in needles]
    for start in range(int(offsets[0]), int(ends[-1]), SCAN_WINDOW):
        window = store[start : min(int(ends[-1]), start + SCAN_WINDOW + overlap)].lower()
        for needle, places in zip(needles, found):
            at = window.find(needle)
            while at != -1:
                places.append(start + at)
                at = window.find(needle, at + 1)
    for places in found:
        record = np.searchsorted(offsets, places, side="right") - 1  # the record each match is in, if any
        inside = (record >= 0) & (np.asarray(places, np.int64) < ends[record.clip(min=0)])
        hit = np.zeros(len(offsets), bool)
        hit[record[inside]] = True
        holding &= hit
    return holding
