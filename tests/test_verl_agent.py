"""Multi-turn tool-calling responses from verl's own agent loop, read turn by turn.

The two ``vllm_*_agent_*`` runs (``verl_cpu.run``: v1 with rejection sampling, v0) run verl's real
``ToolAgentLoop`` on verl's vLLM rollout: the policy (taught to call a tool, :mod:`verl_cpu.calc`)
writes hermes tool calls, verl parses and executes them with the tests' ``BaseTool`` and splices
the outputs into the response. Every check that holds for single-turn runs runs on them too
(``test_verl_main_ppo.py``: per-token numbers against verl's own, with the fields that exist only
at sampled tokens absent at the tool outputs); here, against verl's tensors and tokens: the turns
(spans from verl's mask, tool calls whose name and arguments are what the policy wrote and whose
output is what verl spliced in), the index's counts, and the statistics per turn and per group
over the policy's tokens only.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import urllib.parse

import numpy as np
import pytest
import torch

from support.browsing import open_tab
from support.servers import step_rows, tensorboard_server
from verl_cpu.calc import TOOL
from verl_cpu.run import TEST_TIMEOUT_S

pytestmark = pytest.mark.timeout(TEST_TIMEOUT_S)

RUNS = ["vllm_v1_agent_bf16", "vllm_v0_agent_fp32"]
STEPS = (1, 2, 3)
API = "/data/plugin/tb_verl"


@pytest.fixture(scope="module", params=RUNS)
def agent_run(request, main_ppo):
    run = main_ppo(request.param)
    with open(run.log) as f:
        assert run.returncode == 0, f.read()[-6000:]
    with tensorboard_server(run.logdir, load_fast="true") as server:
        yield run, server


def dumped(run, step: int) -> dict:
    return torch.load(os.path.join(run.dump_dir, f"train-{step}.pt"))


def runs_of(mask: np.ndarray) -> list[tuple[bool, int, int]]:
    """(is the policy's, start, end) of each run of a mask, up to its last 1."""
    mask = mask[: int(np.flatnonzero(mask).max()) + 1]
    edges = [0, *(np.flatnonzero(np.diff(mask.astype(np.int8))) + 1).tolist(), len(mask)]
    return [(bool(mask[a]), a, b) for a, b in itertools.pairwise(edges)]


def scalars(server, run) -> dict[str, dict[int, float]]:
    tags = next(r for r in server.get_json(f"{API}/runs")["runs"] if r["run"] == run.run)["scalar_tags"]
    return {
        tag: {step: value for step, _, value in server.get_json(f"{API}/scalars?run={run.run}&tag={tag}")["points"]}
        for tag in tags
        if tag.startswith(("turns/", "exploration/groups/"))
    }


def test_turns_are_verls_mask_runs_and_tool_calls_are_what_the_policy_wrote_and_verl_answered(agent_run) -> None:
    from transformers import AutoTokenizer

    run, server = agent_run
    tokenizer = AutoTokenizer.from_pretrained(run.model_dir)
    multi_turn = calls_seen = 0
    for step in STEPS:
        verl = dumped(run, step)
        listed = step_rows(server.get_json(f"{API}/step?run={run.run}&step={step}&split=train"))
        assert [row["sample_index"] for row in listed] == list(range(len(verl["responses"])))  # every row
        for row in listed:
            i = row["sample_index"]
            runs = runs_of(verl["generated_mask"][i].numpy())
            # Every row's turns, recorded or not, are verl's runs of generated tokens.
            assert row["turns"] == (None if len(runs) == 1 else sum(own for own, _, _ in runs))
            if not row["recorded"]:
                continue
            got = server.get_json(f"{API}/trace?run={run.run}&step={step}&sample={i}&split=train")
            assert got["num_turns"] == int(verl["num_turns"][i])
            ids = verl["responses"][i].tolist()
            if len(runs) == 1:  # one policy turn: no spans, nothing in the index
                assert got["spans"] == []
                continue
            multi_turn += 1
            assert [(s["kind"] == "policy", s["start"], s["end"]) for s in got["spans"]] == runs
            policy = [s for s in got["spans"] if s["kind"] == "policy"]
            assert [s["turn"] for s in policy] == list(range(1, len(policy) + 1))
            assert row["turns"] == len(policy)
            for span in got["spans"]:
                if span["kind"] == "policy":
                    continue
                # What the policy's turn before wrote, parsed here independently of verl's parser.
                written = tokenizer.decode(ids[policy[span["turn"] - 1]["start"] : policy[span["turn"] - 1]["end"]])
                wanted = [json.loads(m) for m in re.findall(r"<tool_call>(.*?)</tool_call>", written, re.DOTALL)]
                assert span["kind"] == "tool" and len(span["tool_calls"]) == len(wanted) == 1, written
                call, asked = span["tool_calls"][0], wanted[0]
                assert call["name"] == asked["name"]
                assert json.loads(call["arguments"]) == asked["arguments"]
                # What verl spliced into the response holds the call's output.
                assert call["output"] and call["output"] in tokenizer.decode(ids[span["start"] : span["end"]])
                arguments = asked["arguments"]
                valid = isinstance(arguments, dict) and all(type(arguments.get(k)) is int for k in ("a", "b"))
                if call["name"] != TOOL:
                    assert call["status"] == "unknown_tool"
                elif valid:
                    assert call["status"] == "ok" and call["output"] == str(arguments["a"] + arguments["b"])
                else:  # the tool raised: verl told the policy so
                    assert call["status"] == "error" and call["output"].startswith(f"Error executing tool '{TOOL}'")
                calls_seen += 1
            made = [c for s in got["spans"] for c in s["tool_calls"]]
            assert (row["tools"], row["tool_calls"], row["tool_failures"]) == (
                list(dict.fromkeys(c["name"] for c in made)),
                len(made),
                sum(c["status"] != "ok" for c in made),
            )
    assert multi_turn > 0 and calls_seen > 0  # responses of two turns and more were traced


def test_statistics_per_turn_and_per_group_read_the_policy_s_tokens(agent_run) -> None:
    run, server = agent_run
    logged = scalars(server, run)
    for step in STEPS:
        verl = dumped(run, step)
        mask = verl["generated_mask"].numpy()
        turn = np.zeros(mask.shape, dtype=int)
        for i in range(mask.shape[0]):
            for number, (own, start, end) in enumerate([r for r in runs_of(mask[i]) if r[0]], start=1):
                turn[i, start:end] = number
        per_row = turn.max(axis=1)
        assert logged["turns/policy/mean"][step] == pytest.approx(per_row.mean())
        assert logged["turns/at_limit_share"][step] == pytest.approx((per_row >= 3).mean())
        gap = (verl["old_log_probs"].double() - verl["rollout_log_probs"].double()).abs().numpy()
        entropy = verl["entropy"].double().numpy()
        for t in range(1, per_row.max() + 1):
            tokens = turn == t
            assert logged[f"turns/by_turn/{t}/length"][step] == pytest.approx(tokens.sum() / (per_row >= t).sum())
            assert logged[f"turns/by_turn/{t}/mismatch_abs"][step] == pytest.approx(
                gap[tokens].mean(), rel=1e-4, abs=1e-9
            )
            assert logged[f"turns/by_turn/{t}/entropy"][step] == pytest.approx(entropy[tokens].mean(), rel=1e-4)
        # GRPO groups over the policy's tokens: a response is its own tokens; bigrams stay in a turn.
        tokens = verl["responses"].numpy()
        groups: dict[str, list[int]] = {}
        for i, uid in enumerate(verl["uid"]):
            groups.setdefault(str(uid), []).append(i)
        duplicates, distinct = [], []
        for rows in groups.values():
            own = [tuple(tokens[i][mask[i]]) for i in rows]
            duplicates += [own.count(o) > 1 for o in own]
            bigrams = [
                (tokens[i, t], tokens[i, t + 1])
                for i in rows
                for t in range(mask.shape[1] - 1)
                if mask[i, t] and mask[i, t + 1]
            ]
            distinct.append(len(set(bigrams)) / len(bigrams))
        assert logged["exploration/groups/duplicate_share"][step] == pytest.approx(np.mean(duplicates))
        assert logged["exploration/groups/distinct_2gram"][step] == pytest.approx(np.mean(distinct))
    histograms = server.get_json(f"/data/plugin/histograms/histograms?run={run.run}&tag=turns/policy")
    assert [step for _, step, _ in histograms] == list(STEPS)
    assert sum(count for _, _, count in histograms[0][2]) == len(dumped(run, 1)["responses"])
    assert all(0 <= share <= 1 for share in logged["turns/tool_failures/share"].values())
    assert all(value > 0 for value in logged["turns/tool_calls/mean"].values())


def test_the_tab_shows_verls_conversation(agent_run, browser) -> None:
    """A traced response of several turns from verl's agent loop, in Chromium: its turns numbered,
    each tool output a collapsed block naming the call verl made and what it answered."""
    run, server = agent_run
    for step in STEPS:
        rows = step_rows(server.get_json(f"{API}/step?run={run.run}&step={step}&split=train"))
        row = next((r for r in rows if r["recorded"] and (r["turns"] or 0) >= 2), None)
        if row is not None:
            break
    assert row is not None, "no traced response of two turns or more"
    got = server.get_json(f"{API}/trace?run={run.run}&step={step}&sample={row['sample_index']}&split=train")
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    frame = open_tab(
        page, server.url, "&tbv=" + urllib.parse.quote(f"run={run.run}&step={step}&sample={row['sample_index']}")
    )
    frame.wait_for_selector(f".meta:has-text('sample {row['sample_index']} ')")
    assert frame.locator(".path .turn-label").all_inner_texts() == [f"turn {t}" for t in range(1, row["turns"] + 1)]
    tool = [s for s in got["spans"] if s["kind"] == "tool"]
    summaries = frame.locator(".path details.spliced summary").all_inner_texts()
    for span, summary in zip(tool, summaries, strict=True):
        call = span["tool_calls"][0]
        assert summary.startswith(f"tool output of turn {span['turn']}: {call['name']}({call['arguments']}) → ")
        assert call["output"] in summary
    page.close()
