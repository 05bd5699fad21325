"""A golden logdir: what the reading side answers and what the writer writes, held byte for byte
(up to wall times and session names) against a copy committed under ``tests/golden/``.

The logdir is written through the public logging API with fixed seeds (every per-token field, the
per-response fields, GRPO groups, tool turns, truncation, validation, exploration, the online
diagnosis' scalars), by torch's portable CPU kernels (:data:`PORTABLE_TORCH`), so that it is the
same to the bit on any x86-64 machine. Two checks, so a refactor of either side shows:

- the committed logdir (``tests/golden/logdir``, written by the code of its commit) read by today's
  code answers as ``tests/golden/answers.json`` holds: every HTTP route the tab calls, and
  ``tb-verl ls/show/export/diagnose``;
- a logdir written now holds the same events, traces, index and blocks as the committed one, and
  reads the same.

When a change of what is answered is meant, remake the answers with
``.venv/bin/python tests/unit/test_golden.py --update-golden``; of what is written, the logdir too
(``--update-golden --rewrite-logdir``); and say why in the commit.
"""

from __future__ import annotations

import base64
import contextlib
import glob
import io
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
import torch

GOLDEN = pathlib.Path(__file__).resolve().parent.parent / "golden"
GOLDEN_LOGDIR = GOLDEN / "logdir"
GOLDEN_ANSWERS = GOLDEN / "answers.json"
UPDATE = ".venv/bin/python tests/unit/test_golden.py --update-golden"
RUN = "run"
VOCAB = ["<pad>", "the", " cat", " sat", " on", " mat", "<eos>", "\n", "?", "7", " 猫", "!"]
EOS = 6
BATCH, LENGTH, GROUP, STEPS = 6, 6, 3, 8
TRACED = (2, 5, 8)
VALIDATED = (8,)
MISMATCH_FROM = 6
"""From this step on the rollout engine's log-probs drift from the trainer's, which the mismatch
detector reports (the diagnosis scalars the writer writes, the events ``/diagnosis`` answers)."""


class Tokenizer:
    eos_token_id = EOS

    def decode(self, token_ids: list[int]) -> str:
        return "".join(VOCAB[int(t)] for t in token_ids)


def _batch(step: int, seed: int) -> dict[str, Any]:
    generator = torch.Generator().manual_seed(1000 * seed + step)
    shape = (BATCH, LENGTH)
    logits = torch.randn(*shape, len(VOCAB), generator=generator) * 2
    responses = torch.randint(1, len(VOCAB), shape, generator=generator)
    responses[responses == EOS] = 1
    mask = torch.ones(shape)
    mask[1, 4:] = 0  # row 1 ends with EOS at 3
    responses[1, 3] = EOS
    mask[2, 2:4] = 0  # row 2: a tool's output between two policy turns
    log_probs = torch.log_softmax(logits, -1).gather(-1, responses[..., None]).squeeze(-1)
    drift = 0.3 if step >= MISMATCH_FROM else 0.0
    noise = 0.02 * torch.randn(shape, generator=generator)
    return {
        "responses": responses,
        "response_mask": mask,
        "logits": logits,
        "old_log_probs": log_probs,
        "entropys": -(torch.softmax(logits, -1) * torch.log_softmax(logits, -1)).sum(-1),
        "ref_log_prob": log_probs - 0.1 * torch.rand(shape, generator=generator),
        "rollout_log_probs": log_probs - drift + noise,
        "rollout_is_weights": torch.exp(noise),
        "rollout_rejected": (torch.rand(shape, generator=generator) > 0.8).float(),
        "values": torch.linspace(-1, 1, BATCH * LENGTH).reshape(shape),
        "advantages": torch.randn(shape, generator=generator),
        "token_level_rewards": torch.zeros(shape),
        "returns": torch.randn(shape, generator=generator),
        "shaped": torch.randn(shape, generator=generator),
        "scores": torch.tensor([float((step + i) % 5) / 4 for i in range(BATCH)]),
        "acc": torch.tensor([float(i % 2) for i in range(BATCH)]),
        "prompts": torch.tensor([[0, 1, 2 + i // GROUP] for i in range(BATCH)]),
        "prompt_mask": torch.tensor([[0, 1, 1]] * BATCH),
    }


PORTABLE_TORCH = {"ATEN_CPU_CAPABILITY": "default"}
"""torch picks its CPU kernels by the vector units it finds, and they round differently (its
``log_softmax`` and ``exp`` by an fp32 ulp or two on AVX2 and on AVX-512), which a logdir kept
to the bit shows: a golden run written on one machine differed from the same run written on
another. The kernels torch builds for any x86-64 CPU give the same bits everywhere; torch reads the
setting when it starts, so the run is written in a process of its own."""


def write_portably(logdir: str) -> None:
    """:func:`write_golden_run` in a Python process with :data:`PORTABLE_TORCH`."""
    env = {**os.environ, **PORTABLE_TORCH}
    subprocess.run([sys.executable, __file__, "--write-run", logdir], env=env, check=True)


def write_golden_run(logdir: str) -> str:
    """The golden run, through the public API only; returns its run directory."""
    from tb_verl_logger import SelectionPolicy, TraceLogger

    run_dir = os.path.join(logdir, RUN)
    selection = SelectionPolicy(best=1, worst=1, median=0, highest_entropy=1, random=0, whole_group=True)
    calls = [[{"turn": 0, "name": "calc", "arguments": "2+5", "output": "7"}] if i == 2 else [] for i in range(BATCH)]
    with TraceLogger(run_dir, tokenizer=Tokenizer(), selection=selection, top_k=3) as logger:
        logger.log_hparams({"algorithm.adv_estimator": "grpo", "actor_rollout_ref.rollout.temperature": 1.0}, 1)
        for step in range(1, STEPS + 1):
            b = _batch(step, seed=0)
            logger.log_scalars(
                {
                    "actor/entropy": 2.0 - 0.1 * step,
                    "critic/score/mean": float(b["scores"].mean()),
                    "exploration/knobs/entropy_coeff": 0.01 if step < 6 else 0.005,
                },
                step,
            )
            groups = [f"g{step}-{i // GROUP}" for i in range(BATCH)]
            logger.log_exploration(
                step,
                response_mask=b["response_mask"],
                entropys=b["entropys"],
                old_log_probs=b["old_log_probs"],
                responses=b["responses"],
                rollout_log_probs=b["rollout_log_probs"],
                uid=groups,
                scores=b["scores"],
                tool_calls=calls,
            )
            if step in TRACED:
                logger.log_decisions(
                    step,
                    **{k: b[k] for k in b if k not in ("shaped", "acc")},
                    uid=groups,
                    data_source=["arith"] * BATCH,
                    extra_token={"shaped": b["shaped"]},
                    extra_sample={"acc": b["acc"]},
                    tool_calls=calls,
                    num_turns=[2 if i == 2 else 1 for i in range(BATCH)],
                    max_response_length=LENGTH,
                )
            if step in VALIDATED:
                v = _batch(step, seed=1)
                logger.log_decisions(
                    step,
                    responses=v["responses"],
                    response_mask=v["response_mask"],
                    old_log_probs=v["old_log_probs"],
                    scores=v["scores"],
                    data_source=["arith"] * BATCH,
                    prompts=v["prompts"],
                    prompt_mask=v["prompt_mask"],
                    split="val",
                )
    assert logger.io_errors == 0 and logger.dropped == 0 and logger.encode_errors == 0
    return run_dir


# ----------------------------------------------------------------------------- what is written


def _session_ids(run_dir: str) -> list[str]:
    names = [os.path.basename(p) for p in glob.glob(os.path.join(run_dir, "tb_verl_traces.*.bin"))]
    return sorted(n[len("tb_verl_traces.") : -len(".bin")] for n in names)


WALL_TIME_KEYS = ("wallTime", "wall_time", "wall_times")


def _normal(value: Any, sessions: list[str]) -> Any:
    """``value`` (decoded JSON) without what differs between two writes of the same run: wall
    times and the session's name (time, host, pid) in file names."""
    if isinstance(value, dict):
        return {
            k: (0 if k in ("wallTime", "wall_time", "wall_times") else _normal(v, sessions)) for k, v in value.items()
        }
    if isinstance(value, list):
        return [_normal(v, sessions) for v in value]
    if isinstance(value, str):
        for number, session in enumerate(sessions):
            value = value.replace(session, f"<session {number}>")
        return value
    return value


def _message(message: Any) -> Any:
    from google.protobuf import json_format

    return json_format.MessageToDict(message, preserving_proto_field_name=True)


def _framed(path: str, parse: Callable[[bytes], Any]) -> list[Any]:
    from tb_verl_plugin.format import records

    with open(path, "rb") as f:
        return [_message(parse(payload)) for _, payload in records.iter_records(f.read())]


def _blocks(path: str) -> list[Any]:
    """A block store's or recorded store's blocks, each one's pointers into its session's index
    store checked (each frames the record of its step) and left out: they count the bytes of the
    session's name, whose pid has as many digits as the machine gave it (3 to 7)."""
    import numpy as np

    from tb_verl_plugin.format import metadata, records, rowtable, trace_pb2

    directory, name = os.path.split(path)
    session = name.split(".", 1)[1][: -len(".bin")]  # tb_verl_<kind>.<session>.bin
    with open(os.path.join(directory, metadata.index_file_name(session)), "rb") as f:
        index = f.read()
    blocks = []
    with open(path, "rb") as f:
        for _, payload in records.iter_records(f.read()):
            record = trace_pb2.IndexRecord.FromString(payload)
            block = record.block
            pointers = zip(
                np.frombuffer(block.steps, rowtable.I64),
                np.frombuffer(block.record_offsets, rowtable.I64),
                np.frombuffer(block.record_lengths, rowtable.I64),
            )
            for step, offset, length in pointers:
                pointed = trace_pb2.IndexRecord.FromString(records.unframe_at(index, int(offset), int(offset + length)))
                assert pointed.step.step == step, f"{path}: step {step}'s pointer frames step {pointed.step.step}"
            block.ClearField("record_offsets")
            block.ClearField("record_lengths")
            blocks.append(_message(record))
    return blocks


def _event(event: Any) -> Any:
    """An event decoded; HParams' plugin data and our step markers too, whose bytes hold a wall
    time (and HParams' a map, in no fixed order)."""
    from tensorboard.plugins.hparams import plugin_data_pb2

    from tb_verl_plugin.format import trace_pb2

    decoded = _message(event)
    markers = [v.tag for v in event.summary.value if v.tag.startswith("tb_verl/steps/")]
    for value, found in zip(event.summary.value, decoded.get("summary", {}).get("value", [])):
        if value.tag in markers:
            found["tensor"]["string_val"] = [_message(trace_pb2.StepIndex.FromString(value.tensor.string_val[0]))]
        if value.metadata.plugin_data.plugin_name == "hparams":
            data = plugin_data_pb2.HParamsPluginData.FromString(value.metadata.plugin_data.content)
            data.session_start_info.start_time_secs = 0
            found["metadata"]["plugin_data"]["content"] = _message(data)
    return decoded


def written(run_dir: str) -> dict[str, Any]:
    """Every file of the run decoded: its events (in file order), traces, index and blocks."""
    from tensorboard.backend.event_processing import event_file_loader

    from tb_verl_plugin.format import trace_pb2

    def parser(kind: type) -> Callable[[bytes], Any]:
        return kind.FromString

    files: dict[str, Any] = {}
    for path in sorted(glob.glob(os.path.join(run_dir, "*"))):
        name = os.path.basename(path)
        if "tfevents" in name:
            content = [_event(e) for e in event_file_loader.EventFileLoader(path).Load()]
        elif name.startswith("tb_verl_traces."):
            content = _framed(path, parser(trace_pb2.DecisionTrace))
        elif name.startswith("tb_verl_index."):
            content = _framed(path, parser(trace_pb2.IndexRecord))
        elif name.startswith(("tb_verl_blocks.", "tb_verl_recorded.")):
            content = _blocks(path)
        elif name.endswith(".json"):
            content = json.loads(pathlib.Path(path).read_text())
        else:
            content = None  # the session's lock: its presence only
        files[name] = content
    return _normal(files, _session_ids(run_dir))


# ----------------------------------------------------------------------------- what is read


def _routes(logdir: str) -> dict[str, Any]:
    """The plugin's answer to every route the tab calls, over TensorBoard's Python data provider."""
    from tensorboard.backend import application
    from tensorboard.backend.event_processing import data_provider, plugin_event_multiplexer
    from tensorboard.plugins import base_plugin
    from werkzeug import test as werkzeug_test

    from tb_verl_plugin import loader
    from tb_verl_plugin.format import metadata
    from tb_verl_plugin.reader import answers as shapes

    multiplexer = plugin_event_multiplexer.EventMultiplexer(
        tensor_size_guidance={metadata.PLUGIN_NAME: loader.DEFAULT_INDEX_STEPS}
    )
    multiplexer.AddRunsFromDirectory(logdir)
    multiplexer.Reload()
    provider = data_provider.MultiplexerDataProvider(multiplexer, logdir)
    plugin = loader.TbVerlLoader().load(base_plugin.TBContext(data_provider=provider, logdir=logdir))
    client = werkzeug_test.Client(application.TensorBoardWSGI([plugin]))
    answers: dict[str, Any] = {}

    def get(path: str) -> Any:
        response = client.get(f"/data/plugin/{metadata.PLUGIN_NAME}{path}")
        body = response.get_data(as_text=True)
        answers[path] = json.loads(body) if response.status_code == 200 else [response.status_code, body]
        return answers[path]

    get("/fields")
    for run in get("/runs")["runs"]:
        for tag in run["scalar_tags"]:
            get(f"/scalars?run={RUN}&tag={tag}")
    get(f"/exploration?run={RUN}")
    get(f"/diagnosis?run={RUN}")
    for split in ("train", "val"):
        for step, *_ in get(f"/steps?run={RUN}&split={split}")["steps"]:
            by_column = get(f"/step?run={RUN}&step={step}&split={split}")
            samples = shapes.samples_from_columns(split, by_column["columns"], by_column["extra_sample"])
            for sample in samples:
                if sample["recorded"]:
                    get(f"/trace?run={RUN}&step={step}&sample={sample['sample_index']}&split={split}")
            get(f"/prompt?run={RUN}&hash={samples[0]['prompt_hash']}&split={split}")
        get(f"/search?run={RUN}&q=cat&split={split}")
    for query in ("score>0.5", "truncated", "kl>0.04 or not truncated", '" cat"', "acc=1", "bad filter ("):
        get(f"/query?run={RUN}&q={query}")
    get(f"/trace?run={RUN}&step=3&sample=0")
    get(f"/step?run={RUN}&step=x")
    return answers


def _cli(*argv: str) -> str:
    from tb_verl_logger.commands import cli

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(list(argv))
    return f"exit {code}\n{out.getvalue()}"


def _commands(logdir: str, scratch: str) -> dict[str, Any]:
    """``tb-verl ls``, ``show``, ``export`` (JSON lines; with tokens: the validation's, to stay small) and
    ``diagnose``."""
    answers: dict[str, Any] = {
        "ls": _cli("ls", logdir),
        "ls --run": _cli("ls", logdir, "--run", RUN),
        "ls --split val": _cli("ls", logdir, "--run", RUN, "--split", "val"),
        "show": _cli("show", logdir, "--run", RUN, "--step", str(TRACED[1]), "--sample", "0"),
        "diagnose --json": json.loads(_cli("diagnose", logdir, "--json").split("\n", 1)[1]),
    }
    for name, extra in (("export", ()), ("export val --tokens", ("--split", "val", "--tokens"))):
        out = os.path.join(scratch, "export.jsonl")
        said = _cli("export", logdir, "--run", RUN, "--format", "jsonl", "--out", out, *extra)
        rows = [json.loads(line) for line in pathlib.Path(out).read_text().splitlines()]
        answers[name] = {"said": said.replace(out, "<out>"), "rows": rows}
    return answers


def read_answers(logdir: str, scratch: str) -> dict[str, Any]:
    return {"routes": _routes(logdir), "commands": _commands(logdir, scratch)}


# ----------------------------------------------------------------------------- the tests


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> str:
    logdir = str(tmp_path_factory.mktemp("golden"))
    write_portably(logdir)
    return logdir


def _same(found: Any, expected: Any, what: str) -> None:
    """Equal, or a failure naming the first difference and how to remake the golden copy."""
    if found == expected:
        return
    where = _first_difference(found, expected, "")
    pytest.fail(f"{what} differs from the golden copy at {where}. If the change is meant: {UPDATE}")


def _first_difference(a: Any, b: Any, path: str) -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if a.get(key, "<absent>") != b.get(key, "<absent>"):
                return _first_difference(a.get(key, "<absent>"), b.get(key, "<absent>"), f"{path}/{key}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {str(a)[:300]} != {str(b)[:300]}"


def test_the_golden_logdir_reads_as_it_did(tmp_path) -> None:
    """Today's reader over the logdir the golden commit's writer wrote: the same HTTP answers and
    command outputs, byte for byte."""
    expected = json.loads(GOLDEN_ANSWERS.read_text())
    logdir = tmp_path / "logdir"
    shutil.copytree(GOLDEN_LOGDIR, logdir)  # reading may add nothing, but never to the committed copy
    found = _json_round_trip(read_answers(str(logdir), str(tmp_path)))
    _same(found["routes"], expected["routes"], "an HTTP answer")
    _same(found["commands"], expected["commands"], "a tb-verl command's output")


def test_the_writer_writes_what_it_did(fresh) -> None:
    """Today's writer: the same events, traces, index and blocks as the golden logdir holds (wall
    times and session names aside)."""
    found = written(os.path.join(fresh, RUN))
    expected = written(str(GOLDEN_LOGDIR / RUN))
    _same(_renamed(found), _renamed(expected), "a written file")


def test_a_fresh_logdir_reads_as_the_golden_one(fresh, tmp_path) -> None:
    """Today's writer and reader together answer as the golden answers say (wall times aside)."""
    expected = json.loads(GOLDEN_ANSWERS.read_text())
    found = _json_round_trip(read_answers(fresh, str(tmp_path)))
    sessions = _session_ids(os.path.join(fresh, RUN))
    golden_sessions = _session_ids(str(GOLDEN_LOGDIR / RUN))
    _same(
        _normal(_timeless(found), sessions),
        _normal(_timeless(expected), golden_sessions),
        "an answer over a fresh logdir",
    )


def _timeless(answers: dict[str, Any]) -> dict[str, Any]:
    """``/scalars``' points ``[step, wall_time, value]`` without their wall times."""
    for path, answer in answers["routes"].items():
        if path.startswith("/scalars?"):
            answer["points"] = [[step, 0, value] for step, _, value in answer["points"]]
    return answers


def _renamed(files: dict[str, Any]) -> dict[str, Any]:
    """Files by kind (their names hold the session's time, host and pid) in name order."""
    by_kind: dict[str, Any] = {}
    for name in sorted(files):
        kind = re.sub(r"\.\d{10}\..*", "", name)
        kind = re.sub(r"<session \d+>.*", "", kind)
        by_kind.setdefault(kind, []).append(files[name])
    return by_kind


def _json_round_trip(value: Any) -> Any:
    """As the golden file holds it: NaN and infinities as strings, tuples as lists."""
    return json.loads(json.dumps(value, default=_json_default, allow_nan=True), parse_constant=str)


def _json_default(value: Any) -> Any:
    if isinstance(value, (np.integer, np.floating)):
        return value.item()
    if isinstance(value, bytes):
        return base64.b64encode(value).decode()
    raise TypeError(type(value))


def _one_answer_a_line(answers: dict[str, dict[str, Any]]) -> str:
    """The answers as JSON, one answer a line: small, and a diff names the answer that changed."""
    parts = []
    for group, by_name in sorted(answers.items()):
        lines = [f"  {json.dumps(name)}: {json.dumps(by_name[name], sort_keys=True)}" for name in sorted(by_name)]
        parts.append(f" {json.dumps(group)}: {{\n" + ",\n".join(lines) + "\n }")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _update(rewrite_logdir: bool) -> None:
    """Writes what today's reader answers over the golden logdir; with ``rewrite_logdir``, the
    golden logdir first, with today's writer (a change of what is written)."""
    import tempfile

    if rewrite_logdir or not GOLDEN_LOGDIR.exists():
        shutil.rmtree(GOLDEN_LOGDIR, ignore_errors=True)
        GOLDEN_LOGDIR.mkdir(parents=True)
        write_portably(str(GOLDEN_LOGDIR))
        os.remove(GOLDEN_LOGDIR / RUN / ".tb_verl.lock")  # the session's lock, released at close
    with tempfile.TemporaryDirectory() as scratch:
        logdir = os.path.join(scratch, "logdir")
        shutil.copytree(GOLDEN_LOGDIR, logdir)
        answers = _json_round_trip(read_answers(logdir, scratch))
    GOLDEN_ANSWERS.write_text(_one_answer_a_line(answers))
    size = sum(p.stat().st_size for p in GOLDEN.rglob("*") if p.is_file())
    print(f"wrote {GOLDEN} ({size / 1024:.0f} KB)")


if __name__ == "__main__":
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
    if sys.argv[1:2] == ["--write-run"] and len(sys.argv) == 3:  # write_portably's process
        if torch.backends.cpu.get_cpu_capability() != "DEFAULT":
            sys.exit(f"the golden run is written with {PORTABLE_TORCH} only")
        write_golden_run(sys.argv[2])
    elif sys.argv[1:] in (["--update-golden"], ["--update-golden", "--rewrite-logdir"]):
        _update(rewrite_logdir="--rewrite-logdir" in sys.argv)
    else:
        sys.exit(f"usage: {UPDATE} [--rewrite-logdir]")
