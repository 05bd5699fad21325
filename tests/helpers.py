"""Shared test helpers: a run written by the real logger with known values, real data providers
(Python loader and the Rust data server) and a real ``tensorboard`` server on a port it picks."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import numpy as np
import torch
from tensorboard import context as tb_context
from tensorboard.backend.event_processing import data_provider as python_provider
from tensorboard.backend.event_processing import plugin_event_multiplexer
from tensorboard.data import grpc_provider, server_ingester
from tensorboard.util import grpc_util

from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_plugin import loader, metadata, reader

VOCAB = ["<pad>", "the", " cat", " sat", " on", " mat", "<img src=x onerror=alert(1)>", "\n", "!", "?"]
TRACE_STEPS = (2, 4, 6)


class ListTokenizer:
    """A tokenizer over a fixed list: ``decode`` is what the logger calls."""

    def decode(self, token_ids: list[int]) -> str:
        return "".join(VOCAB[int(t)] for t in token_ids)


@dataclasses.dataclass
class KnownRun:
    """A run written through ``TraceLogger`` whose inputs the tests keep for comparison."""

    logdir: str
    run: str
    scalars: dict[str, list[tuple[int, float]]]
    batches: dict[int, dict[str, torch.Tensor]]
    rows: dict[int, list[int]]


def make_batch(step: int, batch: int = 8, length: int = 6, vocab: int = len(VOCAB), seed: int = 0) -> dict[str, torch.Tensor]:
    """Deterministic verl-shaped tensors (another `seed`, other responses to the same prompts);
    row 1 ends early; row 0 holds the HTML-looking token."""
    generator = torch.Generator().manual_seed(step + 1000 * seed)
    logits = torch.randn(batch, length, vocab, generator=generator) * 2
    responses = torch.randint(1, vocab, (batch, length), generator=generator)
    responses[0, :3] = torch.tensor([1, 6, 2])  # "the", "<img ...>", " cat"
    log_softmax = torch.log_softmax(logits, -1)
    mask = torch.ones(batch, length)
    mask[1, 3:] = 0
    return {
        "responses": responses,
        "response_mask": mask,
        "logits": logits,
        "old_log_probs": log_softmax.gather(-1, responses[..., None]).squeeze(-1),
        "ref_log_prob": log_softmax.gather(-1, responses[..., None]).squeeze(-1) - 0.1 * torch.rand(batch, length, generator=generator),
        # The rollout engine's own log-probs of the sampled tokens: a small mismatch with the trainer.
        "rollout_log_probs": log_softmax.gather(-1, responses[..., None]).squeeze(-1) + 0.05 * torch.randn(batch, length, generator=generator),
        "values": torch.linspace(-1, 1, batch * length).reshape(batch, length),
        "advantages": torch.randn(batch, length, generator=generator),
        "token_level_rewards": torch.zeros(batch, length),
        "returns": torch.randn(batch, length, generator=generator),
        # The tokens a rejection sampling (verl's rollout correction) would leave out of training.
        "rollout_rejected": (torch.randn(batch, length, generator=generator) > 1.0).float(),
        # Row 0 has the best score, so every selection policy with best >= 1 records it.
        "scores": torch.tensor([9.0] + [float(i) for i in range(1, batch)]),
        "prompts": torch.tensor([[0, 1, 2]] * batch),
        "prompt_mask": torch.tensor([[0, 1, 1]] * batch),
    }


def write_known_run(logdir: str, run: str = "alpha", steps: int = 8, seed: int = 0) -> KnownRun:
    """Scalars at every step and traces at TRACE_STEPS, through the public logger API (`seed`:
    see make_batch)."""
    scalars: dict[str, list[tuple[int, float]]] = {"actor/entropy": [], "critic/vf_loss": [], "actor/ppo_kl": [], "critic/score/mean": []}
    batches: dict[int, dict[str, torch.Tensor]] = {}
    rows: dict[int, list[int]] = {}
    with TraceLogger(
        os.path.join(logdir, run), tokenizer=ListTokenizer(), top_k=3,
        selection=SelectionPolicy(best=1, worst=1, median=1, highest_entropy=0, random=1, whole_group=True),
    ) as logger:
        for step in range(steps):
            values = {
                "actor/entropy": 2.0 - 0.2 * step,
                "critic/vf_loss": 1.0 / (step + 1),
                "actor/ppo_kl": 0.01 * step,
                "critic/score/mean": 0.1 * step,
            }
            logger.log_scalars(values, step)
            for tag, value in values.items():
                scalars[tag].append((step, value))
            if step in TRACE_STEPS:
                b = make_batch(step, seed=seed)
                batches[step] = b
                rows[step] = logger.log_decisions(
                    step,
                    responses=b["responses"], response_mask=b["response_mask"], logits=b["logits"],
                    old_log_probs=b["old_log_probs"], ref_log_prob=b["ref_log_prob"], values=b["values"],
                    advantages=b["advantages"], token_level_rewards=b["token_level_rewards"],
                    returns=b["returns"], rollout_log_probs=b["rollout_log_probs"], rollout_rejected=b["rollout_rejected"], scores=b["scores"], uid=[f"g{i // 4}" for i in range(8)],
                    data_source=["toy"] * 8, prompts=b["prompts"], prompt_mask=b["prompt_mask"],
                )
    assert logger.io_errors == 0
    return KnownRun(logdir=logdir, run=run, scalars=scalars, batches=batches, rows=rows)


def request_context() -> tb_context.RequestContext:
    return tb_context.RequestContext()


def reader_source(data_provider, logdir: str) -> reader.Source:
    """What the plugin reads through, over any data provider."""
    return reader.Source(data_provider, logdir, request_context(), "", reader.IndexCache())


def python_data_provider(logdir: str) -> python_provider.MultiplexerDataProvider:
    """TensorBoard's Python loader (``--load_fast=false``) with our loader's reservoir defaults."""
    guidance = {metadata.PLUGIN_NAME: loader.DEFAULT_INDEX_STEPS}
    multiplexer = plugin_event_multiplexer.EventMultiplexer(tensor_size_guidance=guidance)
    multiplexer.AddRunsFromDirectory(logdir)
    multiplexer.Reload()
    return python_provider.MultiplexerDataProvider(multiplexer, logdir)


@contextlib.contextmanager
def rust_data_provider(
    logdir: str, expected_runs: int = 1, samples_per_plugin: dict[str, int] | None = None
) -> Iterator[grpc_provider.GrpcDataProvider]:
    """TensorBoard's Rust data server (``--load_fast=true``) as a subprocess, loaded."""
    ingester = server_ingester.SubprocessServerDataIngester(
        server_binary=server_ingester.get_server_binary(),
        logdir=logdir,
        reload_interval=1,
        channel_creds_type=grpc_util.ChannelCredsType.LOCAL,
        samples_per_plugin=samples_per_plugin or {metadata.PLUGIN_NAME: loader.DEFAULT_INDEX_STEPS},
    )
    ingester.start()
    provider = ingester.data_provider
    try:
        deadline = time.monotonic() + 60
        while True:  # the server loads asynchronously: wait until every run's traced steps are there
            listed = {run for plugin in (metadata.MARKER_PLUGIN_NAME, metadata.PLUGIN_NAME)
                      for run in provider.list_tensors(request_context(), experiment_id="", plugin_name=plugin)}
            if len(listed) >= expected_runs or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        time.sleep(1.5)  # one more reload so trailing events are in
        yield provider
    finally:
        # The ingester has no stop(): the server runs with --die-after-stdin, so closing the stdin
        # the ingester keeps open ends it.
        ingester._stdin_handle.close()


@dataclasses.dataclass
class TensorBoardServer:
    url: str
    process: subprocess.Popen

    def get(self, path: str) -> tuple[int, bytes]:
        try:
            with urllib.request.urlopen(self.url + path, timeout=30) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def get_json(self, path: str) -> object:
        status, body = self.get(path)
        assert status == 200, (status, body[:500])
        return json.loads(body)

    def post_json(self, path: str, body: object) -> object:
        """A JSON POST as TensorBoard's own dashboards send it (the hparams plugin's routes)."""
        request = urllib.request.Request(
            self.url + path, data=json.dumps(body).encode(), method="POST",
            headers={"Content-Type": "application/json", "X-XSRF-Protected": "1"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())

    def hparams_sessions(self) -> tuple[dict, dict[str, dict]]:
        """TensorBoard's HParams dashboard as its HTTP API answers it: the experiment (columns)
        and, per run, its session's hparams and metric values ``{tag: value}``."""
        experiment = self.post_json("/data/plugin/hparams/experiment", {"experimentName": ""})
        groups = self.post_json("/data/plugin/hparams/session_groups", {
            "experimentName": "", "startIndex": 0, "sliceSize": 1000, "colParams": [],
            "allowedStatuses": ["STATUS_UNKNOWN", "STATUS_SUCCESS", "STATUS_FAILURE", "STATUS_RUNNING"],
        })["sessionGroups"]
        sessions = {}
        for group in groups:
            for session in group["sessions"]:
                metrics = {m["name"]["tag"]: m["value"] for m in session["metricValues"]}
                sessions[session["name"]] = {"hparams": group["hparams"], "metrics": metrics}
        return experiment, sessions


@contextlib.contextmanager
def tensorboard_server(logdir: str, load_fast: str, extra_args: tuple[str, ...] = ()) -> Iterator[TensorBoardServer]:
    """A real ``tensorboard`` process serving ``logdir`` on loopback, once our tab is enabled."""
    # Port 0: TensorBoard binds a free port itself and names it in its serving message. A port
    # picked here and handed over could be taken in between by the Ray and vLLM processes of
    # other tests (it happened in CI).
    command = [
        sys.executable, "-m", "tensorboard.main", "--logdir", logdir, "--host", "127.0.0.1",
        "--port", "0", f"--load_fast={load_fast}", "--reload_interval=1", *extra_args,
    ]
    # Beside the runs (a local logdir), else in the temporary directory (s3://...).
    log = tempfile.NamedTemporaryFile(
        "w", prefix="..tensorboard-", suffix=".log", delete=False,
        dir=tempfile.gettempdir() if "://" in logdir else logdir,
    )
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    server = TensorBoardServer(url="", process=process)
    try:
        deadline = time.monotonic() + 90
        while True:
            if process.poll() is not None:
                log.flush()
                raise RuntimeError(f"tensorboard exited: {open(log.name).read()[-2000:]}")
            if not server.url:
                serving = re.search(r"TensorBoard \S+ at (http://\S+?)/? \(Press", open(log.name).read())
                if serving is None:
                    time.sleep(0.3)
                    continue
                server.url = serving.group(1)
            try:
                listing = server.get_json("/data/plugins_listing")
                runs = server.get_json(f"/data/plugin/{metadata.PLUGIN_NAME}/runs")
                if listing.get(metadata.PLUGIN_NAME, {}).get("enabled") and any(r["splits"] for r in runs["runs"]):
                    break
            except (OSError, AssertionError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"tensorboard did not enable our tab in 90 s: {open(log.name).read()[-2000:]}")
            time.sleep(0.3)
        time.sleep(1.5)  # let a reload cycle pick up every event
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def unpack(b64: str, dtype: str) -> np.ndarray:
    import base64

    return np.frombuffer(base64.b64decode(b64), dtype=dtype)


LONG_RUN_PROMPTS = 4
"""Prompts of the generated long run: every step asks the same ones (two responses each)."""


def write_long_run(logdir: str, steps: int = 100_000, samples: int = 8, length: int = 16) -> str:
    """A run of ``steps`` traced steps x ``samples`` responses through ``TraceLogger.log_traces``
    (the logger's host-side path: 100k steps take about a minute), with scalars every step and the
    whole-batch exploration statistics every 1000 steps. Returns the run directory. The same
    prompts recur at every step so one can be followed across the whole run."""
    import dataclasses as dc

    from tb_verl_plugin import codec

    rng = np.random.default_rng(0)
    vocab = [f"w{i}" for i in range(50)]
    templates = []
    for i in range(64):  # a pool of responses reused across steps keeps generation cheap
        ids = rng.integers(0, len(vocab), length)
        top = rng.integers(0, len(vocab), (length, 3))
        top[:, 0] = ids
        templates.append(codec.TraceRecord(
            step=0, sample_index=0, token_ids=ids, token_text=[vocab[t] for t in ids],
            response_text=" ".join(vocab[t] for t in ids), vocab={t: vocab[t] for t in np.unique(top).tolist()},
            token_fields={
                "log_prob": -rng.random(length), "entropy": 2 * rng.random(length),
                "advantage": rng.standard_normal(length), "value": rng.standard_normal(length),
            },
            top_k_ids=top, top_k_log_probs=np.sort(-3 * rng.random((length, 3)), axis=1)[:, ::-1],
        ))
    run_dir = os.path.join(logdir, "long")
    with TraceLogger(run_dir, max_queue=1024) as logger:
        for step in range(steps):
            logger.log_scalars({"actor/entropy": 2.0 / (1 + step / 1000), "critic/score/mean": (step % 100) / 100}, step)
            records = [
                dc.replace(
                    templates[(step * samples + i) % len(templates)], step=step, sample_index=i,
                    group_id=f"{step}-{i % LONG_RUN_PROMPTS}", prompt_text=f"prompt {i % LONG_RUN_PROMPTS}",
                    prompt_ids=np.array([1, 2, 3 + i % LONG_RUN_PROMPTS]), score=float((step + i) % 5) / 4,
                )
                for i in range(samples)
            ]
            logger.log_traces(step, records, batch_size=8 * samples)
            if step % 1000 == 0:
                generator = torch.Generator().manual_seed(step)
                logger.log_exploration(
                    step, response_mask=torch.ones(8, length),
                    entropys=torch.rand(8, length, generator=generator) * 2 / (1 + step / 20_000),
                )
    assert logger.io_errors == 0 and logger.dropped == 0
    return run_dir


@dataclasses.dataclass(frozen=True)
class DamagedCopy:
    """A copy of a known run with one file damaged, and where: bytes from ``cut`` on are gone
    (truncated) and the bytes at ``flipped`` were inverted."""

    name: str
    what: str  # "events", "index" (the index store), "blocks" (the block store) or "store" (the trace store)
    path: str
    cut: int
    flipped: tuple[int, ...]

    def spares(self, start: int, end: int) -> bool:
        """Whether bytes ``[start, end)`` of the damaged file are as they were written."""
        return end <= self.cut and not any(start <= at < end for at in self.flipped)


def damage(path: str, how: str, rng: random.Random) -> tuple[int, tuple[int, ...]]:
    """Damages a copy of a run's file as a crash or a bad disk would: `how` "truncate" cuts it
    short, "flip" inverts three bytes; both spare the first quarter (the header, the first steps).
    Returns where: the length it was cut to, the offsets flipped."""
    size = os.path.getsize(path)
    with open(path, "r+b") as f:
        if how == "truncate":
            cut = rng.randrange(size // 4, size)
            f.truncate(cut)
            return cut, ()
        flipped = tuple(rng.randrange(size // 4, size) for _ in range(3))
        for at in flipped:  # a few bytes in the middle
            f.seek(at)
            byte = f.read(1)
            f.seek(at)
            f.write(bytes([byte[0] ^ 0xFF]))
        return size, flipped


def damaged_copies(logdir: str, copies: int, seed: int) -> tuple[list[DamagedCopy], KnownRun]:
    """Runs in `logdir` that are copies of one known 40-step run, each with its event file, index
    store, block store or trace store truncated or byte-flipped (`copies` of each kind), beside the intact run itself
    (run ``intact``, what every undamaged record must read as); returns the copies and the
    known run."""
    known = write_known_run(logdir, run="intact", steps=40)
    source = os.path.join(known.logdir, known.run)
    rng = random.Random(seed)
    made = []
    for what, pattern in (("events", "*tfevents*"), ("index", metadata.index_file_name("*")),
                          ("blocks", metadata.block_file_name("*")), ("store", metadata.trace_file_name("*"))):
        for how in ("truncate", "flip"):
            for trial in range(copies):
                name = f"{what}_{how}_{trial}"
                shutil.copytree(source, os.path.join(logdir, name))
                (path,) = glob.glob(os.path.join(logdir, name, pattern))
                cut, flipped = damage(path, how, rng)
                made.append(DamagedCopy(name, what, path, cut, flipped))
    return made, known


def framed_records(path: str) -> Iterator[tuple[int, int, bytes]]:
    """Each TFRecord of an intact file (event file or trace store): its first and past-the-end
    byte (length, its CRC, the payload, its CRC) and its payload."""
    with open(path, "rb") as f:
        data = f.read()
    at = 0
    while at < len(data):
        length = int.from_bytes(data[at: at + 8], "little")
        yield at, at + 16 + length, data[at + 12: at + 12 + length]
        at += 16 + length


def attribution_one_backward_per_token(model, prompt_ids: list[int], response_ids: list[int], top_n: int) -> tuple[np.ndarray, np.ndarray]:
    """Gradient x input as tb-verl attribute computed it before chunking (the reference of the
    test and the baseline of make bench): one forward over the whole sequence, then one backward
    per response token."""
    from tb_verl_logger.commands.attribution import top_sources

    prompt_length, length = len(prompt_ids), len(response_ids)
    ids = torch.tensor([prompt_ids + response_ids])
    embeddings = model.get_input_embeddings()(ids).detach().requires_grad_(True)
    log_probs = torch.log_softmax(model(inputs_embeds=embeddings).logits[0].float(), dim=-1)
    sources = np.full((length, top_n), -1, dtype=np.int32)
    weights = np.zeros((length, top_n), dtype=np.float32)
    for t, token in enumerate(response_ids):
        (grad,) = torch.autograd.grad(log_probs[prompt_length + t - 1, token], embeddings, retain_graph=t + 1 < length)
        visible = prompt_length + t
        scores = (grad[0, :visible] * embeddings.detach()[0, :visible]).sum(-1).double().numpy()
        order, shares = top_sources(scores, top_n)
        sources[t, : len(order)], weights[t, : len(order)] = order, shares
    return sources, weights


def attention_whole_sequence(model, prompt_ids: list[int], response_ids: list[int], top_n: int) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    """Attention as a reader would take it from transformers by hand (the reference of the test
    and the baseline of make bench): one eager forward over the whole sequence, alone, with every
    layer's probabilities; for response token t, the row of query position P + t - 1, heads
    averaged, its top_n positions (the earlier first on a tie)."""
    ids = torch.tensor([prompt_ids + response_ids])
    before = model.config._attn_implementation
    model.set_attn_implementation("eager")
    try:
        with torch.no_grad():
            attentions = model(input_ids=ids, output_attentions=True).attentions
    finally:
        model.set_attn_implementation(before)
    tables = {}
    for layer, attention in enumerate(attentions):
        mean = attention[0].double().mean(dim=0).numpy()  # [queries, keys]
        sources = np.full((len(response_ids), top_n), -1, dtype=np.int32)
        weights = np.zeros((len(response_ids), top_n), dtype=np.float32)
        for t in range(len(response_ids)):
            query = len(prompt_ids) + t - 1
            order = np.argsort(-mean[query, : query + 1], kind="stable")[:top_n]
            sources[t, : len(order)], weights[t, : len(order)] = order, mean[query, order]
        tables[layer] = (sources, weights)
    return tables


def first_layer_attention_by_hand(model, ids: list[int]) -> np.ndarray:
    """A Llama's first-layer attention probabilities [queries, keys], heads averaged, computed from
    its weights: RMS-normed embeddings, query and key projections, rotary positions, causal softmax."""
    from transformers.models.llama.modeling_llama import apply_rotary_pos_emb

    layer = model.model.layers[0]
    heads, head_dim = model.config.num_attention_heads, model.config.hidden_size // model.config.num_attention_heads
    with torch.no_grad():
        hidden = layer.input_layernorm(model.get_input_embeddings()(torch.tensor([ids])))
        queries = layer.self_attn.q_proj(hidden).view(1, len(ids), heads, head_dim).transpose(1, 2)
        keys = layer.self_attn.k_proj(hidden).view(1, len(ids), heads, head_dim).transpose(1, 2)
        cos, sin = model.model.rotary_emb(hidden, torch.arange(len(ids))[None])
        queries, keys = apply_rotary_pos_emb(queries, keys, cos, sin)
        scores = queries @ keys.transpose(-1, -2) / head_dim**0.5
        scores = scores.masked_fill(torch.triu(torch.ones(len(ids), len(ids), dtype=torch.bool), diagonal=1), float("-inf"))
        return torch.softmax(scores.double(), dim=-1)[0].mean(dim=0).numpy()


def recorded(samples: list) -> list:
    """The entries of a step's index (protobuf summaries, or ``/step``'s JSON rows) whose trace is
    recorded: the index also lists every other row of the batch by its summary."""
    return [s for s in samples if (s["recorded"] if isinstance(s, dict) else s.length_bytes > 0)]
