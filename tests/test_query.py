"""The samples filter asked of every row of every step (``/query``): the language as the tab reads
it (the shared cases), and the answers over real runs held against their ``/step`` and ``/trace``
answers, filtered here by hand."""

from __future__ import annotations

import json
import pathlib
import urllib.parse

import numpy as np
import pytest
import torch

from support.runs import TRACE_STEPS, ListTokenizer, make_batch, write_known_run
from support.servers import step_rows, tensorboard_server
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_plugin.format import metadata, rowtable, trace_pb2
from tb_verl_plugin.reader import query, search

API = f"/data/plugin/{metadata.PLUGIN_NAME}"
SHARED = json.loads((pathlib.Path(__file__).parent / "shared" / "filter_cases.json").read_text())


def summary_of(row: dict) -> trace_pb2.SampleSummary:
    """A row as /step lists it, back to the index's summary."""
    s = trace_pb2.SampleSummary(
        sample_index=row["sample_index"],
        group_id=row["group_id"],
        data_source=row["data_source"],
        length=row["length"],
        split="train",
        selected_because=row["selected_because"],
        tools=row["tools"],
    )
    for name in ("score", "mean_entropy", "mean_kl", "mean_log_prob", "max_mismatch", "rejected_share"):
        if row[name] is not None and row[name] != "NaN":
            setattr(s, name, row[name])
    for name in ("turns", "tool_calls", "tool_failures", "truncated"):
        if row[name] is not None:
            setattr(s, name, row[name])
    for name, value in row["extra_sample"].items():
        s.extra_sample[name] = value
    if row["recorded"]:
        s.offset, s.length_bytes, s.prompt_hash = 0, 1, int(row["prompt_hash"], 16)
    return s


@pytest.mark.parametrize("query_text, expected", SHARED["cases"], ids=[case[0] for case in SHARED["cases"]])
def test_the_filter_language_reads_as_the_tab_reads_it(query_text, expected) -> None:
    names = list(SHARED["rows"])
    columns = rowtable.Columns(rowtable.encode([summary_of(SHARED["rows"][name]) for name in names]))
    wanted = query.Filter.parse(query_text)
    passed = wanted.rows(columns)
    got = {}
    for i, name in enumerate(names):
        got[name] = bool(passed[i]) and (
            not wanted.phrases or query.first_phrase_at(wanted.phrases, SHARED["texts"].get(name, "")) >= 0
        )
    assert got == expected


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """A known run (8 rows a step, some recorded), and a run whose 64-row batches are recorded whole
    at one step out of two: a real TensorBoard serving both."""
    logdir = str(tmp_path_factory.mktemp("query"))
    write_known_run(logdir)
    rng = torch.Generator().manual_seed(3)
    with TraceLogger(
        f"{logdir}/wide", tokenizer=ListTokenizer(), selection=SelectionPolicy(random=2, max_samples=64)
    ) as logger:
        for step in range(12):
            b = make_batch(step, batch=64)
            scores = torch.rand(64, generator=rng)
            logger.log_decisions(
                step,
                responses=b["responses"],
                response_mask=b["response_mask"],
                old_log_probs=b["old_log_probs"],
                rollout_log_probs=b["rollout_log_probs"] + torch.randn(64, 6, generator=rng),
                entropys=b["values"].abs(),
                scores=scores,
                uid=[f"p{i % 8}" for i in range(64)],
                prompts=b["prompts"],
                prompt_mask=b["prompt_mask"],
                extra_sample={"novelty": torch.rand(64, generator=rng)},
                **({"sample_indices": list(range(64)), "batch_size": 64} if step % 2 else {}),
            )
    with tensorboard_server(logdir, "true") as server:
        yield server


def every_row(server, run: str) -> list[dict]:
    rows = []
    for step, _, _ in server.get_json(f"{API}/steps?run={run}")["steps"]:
        rows += [{"step": step, **row} for row in step_rows(server.get_json(f"{API}/step?run={run}&step={step}"))]
    return rows


def ask(server, run: str, q: str) -> dict:
    return server.get_json(f"{API}/query?run={run}&q={urllib.parse.quote(q)}")


def number(value) -> float:
    return np.nan if value is None or value == "NaN" else float(value)


@pytest.mark.parametrize(
    "run, q, keep",
    [
        ("alpha", "", lambda r: True),
        ("alpha", "score>5 recorded=0", lambda r: number(r["score"]) > 5 and not r["recorded"]),
        ("alpha", "kl<0.05 len>=4", lambda r: number(r["mean_kl"]) < 0.05 and r["length"] >= 4),
        (
            "alpha",
            "mismatch_max>0.08 rejected>0.2",
            lambda r: number(r["max_mismatch"]) > 0.08 and number(r["rejected_share"]) > 0.2,
        ),
        ("alpha", "best", lambda r: any("best" in w for w in r["selected_because"])),
        ("alpha", "g1 toy", lambda r: "g1" in r["group_id"]),
        (
            "wide",
            "novelty>0.5 score<0.3",
            lambda r: number(r["extra_sample"].get("novelty")) > 0.5 and number(r["score"]) < 0.3,
        ),
        ("wide", "mismatch_max>2 recorded=1", lambda r: number(r["max_mismatch"]) > 2 and r["recorded"]),
        ("wide", "random p3", lambda r: "random" in r["selected_because"] and "p3" in r["group_id"]),
    ],
)
def test_a_run_wide_query_lists_every_row_the_steps_filter_keeps(served, run, q, keep) -> None:
    expected = [[r["step"], r["sample_index"], r["recorded"], None] for r in every_row(served, run) if keep(r)]
    answer = ask(served, run, q)
    assert answer["total"] == len(expected) and answer["matches"] == expected[: search.QUERY_LIMIT]
    assert expected or q == "score>5 recorded=0"  # the queries find something, but one


@pytest.mark.parametrize("decode_limit", [search.DECODE_LIMIT, 0], ids=["read each", "scan the store first"])
def test_a_quoted_phrase_is_looked_for_in_the_recorded_texts(served, decode_limit, monkeypatch) -> None:
    """Both ways of looking for a phrase (each candidate's trace read; the store scanned for its
    bytes first, when candidates are many) give what the traces say, without case."""
    monkeypatch.setattr(search, "DECODE_LIMIT", decode_limit)
    rows = [r for r in every_row(served, "wide") if r["recorded"]]
    texts = {}
    for r in rows:
        trace = served.get_json(f"{API}/trace?run=wide&step={r['step']}&sample={r['sample_index']}")
        texts[r["step"], r["sample_index"]] = f"{trace['prompt_text']}\n{trace['response_text']}"
    for q, phrase in (
        ('"THE cat" score<0.5', "the cat"),
        ('"cat sat"', "cat sat"),
        ('"no such words"', "no such words"),
    ):
        expected = [
            [r["step"], r["sample_index"], True]
            for r in rows
            if phrase in texts[r["step"], r["sample_index"]].lower() and (q.endswith('"') or number(r["score"]) < 0.5)
        ]
        answer = ask(served, "wide", q)
        assert [match[:3] for match in answer["matches"]] == expected and answer["skipped"] == 0, q
        for step, sample, _, snippet in answer["matches"]:  # the text around the phrase, as written
            assert phrase in snippet.lower() and snippet.strip("…") in texts[step, sample]
        assert expected or phrase == "no such words"


def test_a_malformed_query_is_an_empty_answer_not_an_error(served) -> None:
    for q in ("score>", "tool:", '"', "score>>1", "\u202e<img src=x>"):
        status, body = served.get(f"{API}/query?run=alpha&q={urllib.parse.quote(q)}")
        assert status == 200, (q, body[:200])
    assert served.get(f"{API}/query?run=alpha")[0] == 400  # q is required
    assert served.get(f"{API}/query?run=nosuchrun&q=score>0")[0] == 404


@pytest.mark.parametrize("window", [search.SCAN_WINDOW, 5], ids=["one window", "windows of 5 bytes"])
def test_scanning_the_store_for_a_phrase_finds_what_reading_each_trace_finds(tmp_path, monkeypatch, window) -> None:
    """Past DECODE_LIMIT candidates the trace store is scanned for a phrase's bytes first (a window
    at a time, a phrase across a window's end included): the same rows, in-process here (the
    limit is the plugin's own)."""
    from support.servers import python_data_provider, reader_source

    known = write_known_run(str(tmp_path))
    source = reader_source(python_data_provider(known.logdir), known.logdir)
    for q in ('"THE cat"', '"cat sat" score<5', '"<IMG src"', '"no such words"'):
        read_each = search.query_rows(source, known.run, "train", q)
        monkeypatch.setattr(search, "DECODE_LIMIT", 0)
        monkeypatch.setattr(search, "SCAN_WINDOW", window)
        assert search.query_rows(source, known.run, "train", q) == read_each, q
        monkeypatch.undo()
        assert read_each["total"] or q == '"no such words"'


@pytest.mark.parametrize("layout", ["written before the recorded store", "damaged", "cut short"])
def test_a_phrase_query_reads_the_recorded_rows_alone_and_answers_as_every_row_does(
    tmp_path, monkeypatch, layout
) -> None:
    """A quoted phrase reads the recorded rows from the recorded store (a record a step here):
    the same rows as where the steps are read whole: a run written before the recorded store was,
    one whose recorded store has a damaged record or was cut short (a copy taken mid-write)."""
    from support.servers import python_data_provider, reader_source
    from tb_verl_logger.files import index_store
    from tb_verl_plugin.format import records

    monkeypatch.setattr(index_store, "APART_ROWS", 1)
    known = write_known_run(str(tmp_path))
    run_dir = pathlib.Path(known.logdir) / known.run
    queries = ('"THE cat"', '"cat sat" score<5', "best", '"cat" best len>=4', '"no such words"')

    def answers() -> list[dict]:
        source = reader_source(python_data_provider(known.logdir), known.logdir)
        return [search.query_rows(source, known.run, "train", q) for q in queries]

    apart = answers()
    (recorded_store,) = run_dir.glob(metadata.recorded_file_name("*"))
    data = recorded_store.read_bytes()
    frames = list(records.iter_frames(data))
    assert len(frames) == len(TRACE_STEPS)  # a record a step
    if layout == "written before the recorded store":
        recorded_store.unlink()
    elif layout == "damaged":  # a byte of the second step's recorded rows flipped
        flipped = bytearray(data)
        flipped[sum(frames[1]) // 2] ^= 0xFF
        recorded_store.write_bytes(bytes(flipped))
    else:
        recorded_store.write_bytes(data[: sum(frames[-1]) // 2])
    assert answers() == apart
    assert all(answer["skipped"] == 0 for answer in apart) and apart[0]["total"] and apart[3]["total"]
