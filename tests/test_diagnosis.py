"""The detectors on planted runs: each run is written through the public API (a verl ``DataProto``
through ``log_batch``, scalars through ``log_scalars``, the exploration statistics through
``log_exploration``) and read back through TensorBoard's data provider, healthy until step
``PLANT``, where one pathology starts in known rows and tokens. Each must be flagged by its
detector, its onset within 3 steps of the plant, its evidence naming the planted rows (and tokens,
where the detector is token-level); a healthy run raises nothing."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from collections.abc import Callable

import numpy as np
import pytest
import torch
from verl import DataProto

from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.verl import log_batch
from tb_verl_plugin.reader.diagnosis_on_read import run_events
from tb_verl_plugin.reader.logdir import Logdir, open_logdir

STEPS, PLANT, ROWS, LENGTH, VOCAB, GROUP = 40, 25, 16, 16, 32, 4
"""Responses are 6 to 8 tokens of 16 (planted tokens sit before position 6)."""
PLANTED = [0, 1, 2, 3]
EOS = 2


class Tokenizer:
    eos_token_id = EOS

    def decode(self, token_ids: list[int]) -> str:
        return " ".join(f"t{int(t)}" for t in token_ids)


class Step:
    """One healthy step's batch and scalars, which a plant changes in place."""

    def __init__(self, step: int) -> None:
        generator = torch.Generator().manual_seed(step)
        self.step = step
        self.lengths = torch.randint(6, 9, (ROWS,), generator=generator)
        self.eos_at_end = torch.ones(ROWS, dtype=torch.bool)
        self.responses = torch.randint(3, VOCAB, (ROWS, LENGTH), generator=generator)
        self.old_log_probs = -torch.rand(ROWS, LENGTH, generator=generator) * 2 - 0.1
        self.entropys = 1.5 + 0.2 * torch.rand(ROWS, LENGTH, generator=generator)
        self.ref_log_prob = self.old_log_probs - 0.01 * torch.rand(ROWS, LENGTH, generator=generator)
        self.rollout_log_probs = self.old_log_probs + 1e-4 * torch.randn(ROWS, LENGTH, generator=generator)
        self.values = torch.zeros(ROWS, LENGTH)
        self.scores = torch.tensor([float((row + step) % 2) for row in range(ROWS)])  # every group half right
        noise = float(torch.rand(1, generator=generator))
        self.scalars = {
            "actor/grad_norm": 1.0 + 0.1 * noise,
            "actor/kl_loss": 0.01 * (1 + 0.05 * noise),
            "actor/pg_loss": 0.1 * noise,
        }
        self.validation = 0.5 + 0.01 * noise

    def mask(self) -> torch.Tensor:
        return (torch.arange(LENGTH)[None, :] < self.lengths[:, None]).float()

    def batch(self) -> DataProto:
        mask = self.mask()
        responses = self.responses.clone()
        ends = (self.lengths - 1).clamp(max=LENGTH - 1)
        rows = torch.arange(ROWS)
        responses[rows[self.eos_at_end], ends[self.eos_at_end]] = EOS
        advantages = (self.scores - 0.5)[:, None] * mask
        scores = torch.zeros(ROWS, LENGTH).index_put((rows, ends), self.scores)
        return DataProto.from_dict(
            tensors={
                "responses": responses,
                "response_mask": mask,
                "old_log_probs": self.old_log_probs,
                "ref_log_prob": self.ref_log_prob,
                "values": self.values,
                "advantages": advantages,
                "returns": advantages,
                "token_level_rewards": scores,
                "token_level_scores": scores,
                "rollout_log_probs": self.rollout_log_probs,
            },
            non_tensors={"uid": np.array([f"g{row // GROUP}" for row in range(ROWS)], dtype=object)},
        )


def write_run(
    logdir: str,
    plant: Callable[[Step], None] | None = None,
    selection: SelectionPolicy | None = None,
    validation: Callable[[Step], dict[str, float]] = lambda step: {"val-core/arith/acc/mean@1": step.validation},
) -> str:
    """A run of ``STEPS`` steps, ``plant`` applied to every step from ``PLANT`` on; every row
    recorded unless ``selection`` says otherwise; every 5th step ``validation``'s scores."""
    with TraceLogger(
        f"{logdir}/run", tokenizer=Tokenizer(), selection=selection or SelectionPolicy.all_rows()
    ) as logger:
        for number in range(1, STEPS + 1):
            step = Step(number)
            if plant is not None and number >= PLANT:
                plant(step)
            batch = step.batch()
            mask = batch.batch["response_mask"]
            logger.log_scalars(
                {
                    **step.scalars,
                    "critic/score/mean": float(step.scores.mean()),
                    "response_length/mean": float(mask.sum(dim=1).mean()),
                },
                number,
            )
            if number % 5 == 0:
                logger.log_scalars(validation(step), number)
            logger.log_exploration(
                number,
                response_mask=mask,
                entropys=step.entropys,
                old_log_probs=step.old_log_probs,
                rollout_log_probs=step.rollout_log_probs,
                uid=list(batch.non_tensor_batch["uid"]),
                scores=step.scores,
            )
            log_batch(logger, number, batch, entropys=step.entropys)
    return logdir


def events_of(logdir: str) -> dict[str, dict]:
    found = [e.to_json() for e in run_events(open_logdir(logdir), "run")]
    return {e["detector"]: e for e in found}


def planted(tmp_path, plant: Callable[[Step], None], detector: str) -> dict:
    """The event ``detector`` raised on a run with ``plant``, checked for onset and evidence rows."""
    events = events_of(write_run(str(tmp_path), plant))
    assert detector in events, events
    event = events[detector]
    assert abs(event["onset_step"] - PLANT) <= 3, event
    assert event["fired_step"] >= event["onset_step"]
    assert event["severity"] in ("warn", "critical")
    assert event["explanation"] and isinstance(event["threshold"], (float, str))
    return event


def evidence_rows(event: dict) -> list[int]:
    return [e["sample_index"] for e in event["evidence"]]


def tokens_of(event: dict, row: int) -> set[int]:
    return next(set(e["tokens"]) for e in event["evidence"] if e["sample_index"] == row)


def test_a_healthy_run_raises_nothing(tmp_path) -> None:
    assert events_of(write_run(str(tmp_path))) == {}


def test_entropy_collapse(tmp_path) -> None:
    def plant(step: Step) -> None:
        step.entropys *= 0.05
        step.entropys[PLANTED] = 0.01
        step.entropys[PLANTED, 3] = step.entropys[PLANTED, 5] = 0.1  # what is left of their forks

    event = planted(tmp_path, plant, "entropy_collapse")
    assert evidence_rows(event)[:4] == PLANTED or set(evidence_rows(event)[:4]) == set(PLANTED)
    assert {3, 5} <= tokens_of(event, 0)
    assert event["signal"] == "exploration/entropy/mean" and event["value"] < event["threshold"] < event["baseline"]


def test_a_warning_that_turns_critical_reports_the_value_that_made_it_critical(tmp_path) -> None:
    """Entropy at 8% of its warm-up from the plant (a warning: below 10%), at 3% from 6 steps
    later (critical: below 5%): the event fired at the plant, but its value and threshold are
    read where it turned critical, so a critical event never reports a value short of its
    threshold, and its explanation names that step."""

    def plant(step: Step) -> None:
        step.entropys *= 0.08 if step.step < PLANT + 6 else 0.03

    event = planted(tmp_path, plant, "entropy_collapse")
    assert event["severity"] == "critical" and event["fired_step"] == PLANT
    assert event["value"] < event["threshold"] == pytest.approx(0.05 * event["baseline"])
    assert event["explanation"].startswith(f"by step {PLANT + 6}, token-mean entropy fell to")


def test_entropy_blowup(tmp_path) -> None:
    def plant(step: Step) -> None:
        step.entropys *= 1.0 + 0.5 * (step.step - PLANT + 2)
        step.entropys[PLANTED] *= 2
        step.entropys[PLANTED, 1] = step.entropys[PLANTED, 4] = 40.0

    event = planted(tmp_path, plant, "entropy_blowup")
    assert set(evidence_rows(event)[:4]) == set(PLANTED)
    assert {1, 4} <= tokens_of(event, 1)


def test_response_length_blowup(tmp_path) -> None:
    def plant(step: Step) -> None:
        step.lengths[:] = 14
        step.lengths[PLANTED] = 15

    event = planted(tmp_path, plant, "response_length_blowup")
    assert set(evidence_rows(event)[:4]) == set(PLANTED)


def test_truncation(tmp_path) -> None:
    cut = list(range(8))

    def plant(step: Step) -> None:
        step.lengths[cut] = LENGTH
        step.eos_at_end[cut] = False

    event = planted(tmp_path, plant, "truncation")
    assert set(evidence_rows(event)) <= set(cut) and evidence_rows(event)
    assert event["value"] == pytest.approx(0.5)


def test_repetition(tmp_path) -> None:
    def plant(step: Step) -> None:
        step.responses[PLANTED] = 7  # "!!!!!!": one token over and over, to the length limit
        step.lengths[PLANTED] = LENGTH

    event = planted(tmp_path, plant, "repetition")
    assert event["value"] == pytest.approx(0.25) and event["signal"] == "index:repetition/degenerate_share"
    assert set(evidence_rows(event)) == set(PLANTED)
    assert {0, 1, 2, 3, 4} <= tokens_of(event, 0)


def test_the_index_keeps_each_rows_repetition(tmp_path) -> None:
    """Every row's 3-gram repetition and longest run, computed on the batch's device with the
    other index statistics: recorded rows and rows indexed by their summary alike."""
    from tb_verl_plugin import reader
    from tb_verl_plugin.reader.logdir import Logdir

    def plant(step: Step) -> None:
        step.responses[PLANTED] = 7

    logdir = write_run(str(tmp_path), plant, SelectionPolicy(max_samples=4))  # the others indexed by their summary
    frame = Logdir(logdir).samples("run")
    assert 0 < frame.recorded.mean() < 0.5
    planted_rows = frame[(frame.step >= PLANT) & frame.sample_index.isin(PLANTED)]
    others = frame[(frame.step < PLANT)]
    # A response of n tokens, all one id but the end-of-sequence token: n - 3 repeated 3-grams of n - 2.
    expected = 1 - 2 / (planted_rows.length - 2)
    assert (
        np.allclose(planted_rows.repetition_3gram, expected)
        and (planted_rows.longest_run == planted_rows.length - 1).all()
    )
    assert others.repetition_3gram.max() < 0.5 and others.longest_run.max() < 4
    assert frame.repetition_3gram.notna().all()
    found = reader.query_rows(open_logdir(logdir), "run", "train", "repetition>=0.5")["matches"]
    assert {(step, sample) for step, sample, _, _ in found} == {
        (step, row) for step in range(PLANT, STEPS + 1) for row in PLANTED
    }


def test_mismatch(tmp_path) -> None:
    def plant(step: Step) -> None:
        step.rollout_log_probs = step.old_log_probs - 0.2  # a constant shift: a padded vocabulary
        step.rollout_log_probs[PLANTED, 4] = step.old_log_probs[PLANTED, 4] - 2.0
        step.rollout_log_probs[PLANTED, 1] = step.old_log_probs[PLANTED, 1] + 1.5

    event = planted(tmp_path, plant, "mismatch")
    assert event["severity"] == "critical" and event["signal"] == "mismatch/prob_diff/abs_mean"
    assert set(evidence_rows(event)[:4]) == set(PLANTED)
    assert {1, 4} <= tokens_of(event, 2)


def test_kl_blowup(tmp_path) -> None:
    def plant(step: Step) -> None:
        step.scalars["actor/kl_loss"] *= 10
        step.ref_log_prob[PLANTED, 2] = step.old_log_probs[PLANTED, 2] - 3.0
        step.ref_log_prob[PLANTED, 5] = step.old_log_probs[PLANTED, 5] - 3.0

    event = planted(tmp_path, plant, "kl_blowup")
    assert set(evidence_rows(event)[:4]) == set(PLANTED)
    assert {2, 5} <= tokens_of(event, 3)


def test_non_finite(tmp_path) -> None:
    def plant(step: Step) -> None:
        step.scalars["actor/pg_loss"] = math.nan
        step.values[2, 5] = math.nan

    event = planted(tmp_path, plant, "non_finite")
    assert event["onset_step"] == PLANT and event["signal"] == "actor/pg_loss" and event["severity"] == "critical"
    assert event["evidence"] == [{"step": PLANT, "sample_index": 2, "tokens": [5]}]


def test_non_finite_in_a_row_not_recorded(tmp_path) -> None:
    """A NaN in one row's reference log-prob, which no scalar shows, in a row outside a recording
    budget that leaves no room for it (by default the logger records such a row): the every-row
    index counts it, and the event names that row (no token: its trace is not kept)."""

    def plant(step: Step) -> None:
        if step.step == PLANT:
            step.ref_log_prob[9, 3] = math.nan

    one_row = SelectionPolicy(
        best=1,
        worst=0,
        median=0,
        highest_entropy=0,
        largest_mismatch=0,
        largest_kl=0,
        lowest_entropy=0,
        non_finite=0,
        random=0,
    )
    events = events_of(write_run(str(tmp_path), plant, selection=one_row))
    event = events["non_finite"]
    assert event["onset_step"] == PLANT and event["signal"] == "index:non_finite/rows" and event["value"] == 1
    assert event["evidence"] == [{"step": PLANT, "sample_index": 9, "tokens": []}]
    frame = Logdir(str(tmp_path)).samples("run").set_index(["step", "sample_index"])
    assert frame.non_finite_tokens.fillna(0).to_dict() == {(s, r): float((s, r) == (PLANT, 9)) for s, r in frame.index}
    assert not frame.recorded[(PLANT, 9)]
    from tb_verl_plugin.reader.search import query_rows  # the filter's term, in the tab and /query alike

    found = query_rows(open_logdir(str(tmp_path)), "run", "train", "non_finite>0")
    assert [match[:2] for match in found["matches"]] == [[PLANT, 9]]


def test_dead_groups(tmp_path) -> None:
    dead = list(range(3 * GROUP))

    def plant(step: Step) -> None:
        step.scores[:GROUP] = 1.0  # all right
        step.scores[GROUP : 3 * GROUP] = 0.0  # all wrong

    event = planted(tmp_path, plant, "dead_groups")
    # 75% of the groups dead, less the all-right share that 6 right responses of 16 explain in groups of 4
    assert event["value"] == pytest.approx(0.75 - (6 / 16) ** 4)
    assert set(evidence_rows(event)) <= set(dead) and evidence_rows(event)
    assert "25% all at the best score, 50% all below it" in event["explanation"]


def test_every_row_the_command_line_cites_can_be_shown(tmp_path, capsys) -> None:
    """With a few rows recorded, as by default, a dead group's evidence holds rows with a trace and
    rows without one: the recorded come first (their tokens can be read), and every ``see:`` line
    ``tb-verl diagnose`` prints is a ``show`` command that works."""
    from tb_verl_logger.commands import cli

    def plant(step: Step) -> None:
        step.scores[:GROUP] = 1.0
        step.scores[GROUP : 3 * GROUP] = 0.0
        step.entropys[5] += 1.0  # the one row recorded (the highest entropy), in an all-wrong group

    only_entropy = {reason: 0 for reason in ("best", "worst", "median", "largest_mismatch", "largest_kl")}
    selection = SelectionPolicy(
        **only_entropy, highest_entropy=1, lowest_entropy=0, non_finite=0, random=0, whole_group=False
    )
    logdir = write_run(str(tmp_path), plant, selection=selection)
    event = events_of(logdir)["dead_groups"]
    assert evidence_rows(event)[0] == 5 and set(evidence_rows(event)) <= set(range(3 * GROUP))
    assert cli.main(["diagnose", logdir]) == 0
    cited = [line.split("see: tb-verl ")[1] for line in capsys.readouterr().out.splitlines() if "see: " in line]
    assert f"--step {event['evidence'][0]['step']} --sample 5" in " ".join(cited)
    shown = []
    for line in cited:
        assert cli.main(line.split(" tokens ")[0].split()) == 0, line
        shown.append(capsys.readouterr().out.splitlines()[1])
    assert any(line.startswith("prompt: ") for line in shown)  # a recorded row: its decision path
    assert any(line.startswith("no trace: ") for line in shown)  # another: its summary


def test_reward_hacking(tmp_path) -> None:
    def plant(step: Step) -> None:
        step.scores[PLANTED] = 3.0  # a hacked bonus, while the validation score stays flat
        step.lengths[PLANTED] = 12

    event = planted(tmp_path, plant, "reward_hacking")
    assert set(evidence_rows(event)[:4]) == set(PLANTED)


def test_the_logger_judges_the_validation_score_the_reader_judges(tmp_path) -> None:
    """verl logs a validation score per data source and metric in one dict, in no set order:
    the logger's diagnosis and the reader's both judge the first by name (here a flat one that a
    hacked training score leaves behind), not the first the logger happened to see (one that
    follows the training score)."""
    from support.servers import python_data_provider, request_context

    def plant(step: Step) -> None:
        step.scores[PLANTED] = 3.0
        step.lengths[PLANTED] = 12

    def validation(step: Step) -> dict[str, float]:
        return {"val-core/zebra/acc/mean@1": float(step.scores.mean()), "val-core/arith/acc/mean@1": step.validation}

    logdir = write_run(str(tmp_path), plant, validation=validation)
    assert "reward_hacking" in events_of(logdir)
    provider = python_data_provider(logdir)
    scalars = provider.read_scalars(request_context(), experiment_id="", plugin_name="scalars", downsample=10_000)
    assert "diagnosis/reward_hacking" in scalars["run"]


def test_grad_norm_spike(tmp_path) -> None:
    def plant(step: Step) -> None:
        if step.step == PLANT:
            step.scalars["actor/grad_norm"] = 20.0

    event = planted(tmp_path, plant, "grad_norm_spike")
    assert event["onset_step"] == event["fired_step"] == PLANT and event["severity"] == "critical"
    assert event["evidence"] == []


def test_events_are_ordered_by_onset_and_chained(tmp_path) -> None:
    """A mismatch from the plant, then the entropy blowing up: the blow-up follows the mismatch."""

    def plant(step: Step) -> None:
        step.rollout_log_probs = step.old_log_probs - 0.2
        if step.step >= PLANT + 3:
            step.entropys *= 1.0 + 0.5 * (step.step - PLANT)

    found = [e.to_json() for e in run_events(open_logdir(write_run(str(tmp_path), plant)), "run")]
    order = [e["detector"] for e in found]
    assert order.index("mismatch") < order.index("entropy_blowup")
    assert "mismatch" in found[order.index("entropy_blowup")]["after"]


def test_the_command_line(tmp_path) -> None:
    def plant(step: Step) -> None:
        if step.step == PLANT:
            step.scalars["actor/grad_norm"] = 20.0

    logdir = write_run(str(tmp_path), plant)
    command = [sys.executable, "-m", "tb_verl_logger.commands.cli", "diagnose"]
    printed = subprocess.run([*command, logdir, "--json"], capture_output=True, text=True, check=True).stdout
    events = json.loads(printed)["runs"]["run"]["events"]
    assert [e["detector"] for e in events] == ["grad_norm_spike"]
    assert events[0] == next(e for e in (x.to_json() for x in run_events(open_logdir(logdir), "run")))
    readable = subprocess.run([*command, logdir], capture_output=True, text=True, check=True).stdout
    assert f"step {PLANT}-{PLANT}  critical grad_norm_spike" in readable
    for wrong, says in (([str(tmp_path / "nothing")], "no logdir"), ([logdir, "--run", "other"], "no run 'other'")):
        failed = subprocess.run([*command, *wrong], capture_output=True, text=True, check=False)
        assert failed.returncode == 2 and says in failed.stderr


def test_the_tab_shows_the_strip_and_opens_an_events_evidence(tmp_path, browser) -> None:
    """In Chromium on a real TensorBoard: the strip above the charts holds the mismatch at its
    onset, the list says what was measured and links verl's setting; opening the event from the
    keyboard opens its first evidence row with the planted tokens outlined, and the link kept in
    the address bar opens the same on a reload."""
    from support.browsing import open_tab, our_frame
    from support.servers import tensorboard_server

    def plant(step: Step) -> None:
        step.rollout_log_probs = step.old_log_probs - 0.2
        step.rollout_log_probs[PLANTED, 4] = step.old_log_probs[PLANTED, 4] - 2.0
        step.rollout_log_probs[PLANTED, 1] = step.old_log_probs[PLANTED, 1] + 1.5

    logdir = write_run(str(tmp_path), plant)
    with tensorboard_server(logdir, "true") as server:
        event = server.get_json("/data/plugin/tb_verl/diagnosis?run=run")["events"][0]
        first = event["evidence"][0]
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        frame = open_tab(page, server.url)
        mark = frame.wait_for_selector(".diagnosis-strip .event-mark.critical", timeout=60_000)
        assert mark.get_attribute("aria-label") == f"critical mismatch from step {event['onset_step']}"
        item = frame.wait_for_selector(".event-list .event[data-detector='mismatch']")
        assert "verl's FAQ" in item.inner_text() or "log p_train" in item.inner_text()
        assert frame.locator(".event .knob").get_attribute("href").endswith("#:~:text=rollout_is_threshold")
        mark.focus()
        page.keyboard.press("Enter")
        frame.wait_for_selector(f".meta:has-text('sample {first['sample_index']}')", timeout=60_000)
        frame.wait_for_selector(".evidence-note")
        outlined = frame.locator(".path .tok.outlined").evaluate_all("spans => spans.map(s => Number(s.dataset.i))")
        assert sorted(outlined) == sorted(first["tokens"]) and {1, 4} <= set(outlined)
        # The series it was judged on is among the charts (the first), its excursion shaded there.
        frame.wait_for_selector(f".chart[data-tag='{event['signal']}']")
        assert frame.locator(".chart").first.get_attribute("data-tag") == event["signal"]
        page.wait_for_function("() => decodeURIComponent(location.hash).includes('event=mismatch')")
        link = page.url
        page.close()
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(link)
        frame = our_frame(page)
        frame.wait_for_selector(".evidence-note", timeout=60_000)
        assert frame.locator(".event.open").get_attribute("data-detector") == "mismatch"
        page.close()


def test_the_strip_says_when_tensorboard_turned_the_diagnosis_off(tmp_path, browser) -> None:
    """``tensorboard --tb_verl_diagnosis=false``: the real TensorBoard takes the flag, and the strip
    says the diagnosis is off rather than that nothing fired."""
    from support.browsing import open_tab
    from support.servers import tensorboard_server

    logdir = write_run(str(tmp_path), lambda step: setattr(step, "rollout_log_probs", step.old_log_probs - 0.2))
    with tensorboard_server(logdir, "true", ("--tb_verl_diagnosis=false",)) as server:
        assert server.get_json("/data/plugin/tb_verl/diagnosis?run=run") == {
            "run": "run",
            "events": [],
            "enabled": False,
        }
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        frame = open_tab(page, server.url)
        frame.wait_for_selector("section.diagnosis[data-status='off']", timeout=60_000)
        assert "--tb_verl_diagnosis=false" in frame.locator("section.diagnosis").inner_text()
        assert frame.locator(".event-mark").count() == 0
        page.close()


def test_the_logger_diagnoses_as_it_writes(tmp_path, caplog) -> None:
    """During training, on the writer thread: the same event as on read, written once as the
    scalars diagnosis/<detector> (1 warn, 2 critical) at every step from its onset on, as a line of
    the text summary in TensorBoard's Text tab, and as one warning naming the step and the first
    evidence sample."""
    import logging

    from support.servers import python_data_provider, request_context

    def plant(step: Step) -> None:
        step.rollout_log_probs = step.old_log_probs - 0.2

    with caplog.at_level(logging.WARNING, logger="tb_verl_logger"):
        logdir = write_run(str(tmp_path), plant)
    read = events_of(logdir)["mismatch"]
    warnings = [r.getMessage() for r in caplog.records if "mismatch (critical)" in r.getMessage()]
    first = read["evidence"][0]
    assert (
        len(warnings) == 1
        and f"from step {PLANT}" in warnings[0]
        and f"step {first['step']}, sample {first['sample_index']}" in warnings[0]
    )
    provider = python_data_provider(logdir)
    scalars = provider.read_scalars(request_context(), experiment_id="", plugin_name="scalars", downsample=10_000)[
        "run"
    ]
    written = {d.step: d.value for d in scalars["diagnosis/mismatch"]}
    assert written == {step: 2.0 for step in range(read["onset_step"], STEPS + 1)}
    assert not any(tag.startswith("diagnosis/") and tag != "diagnosis/mismatch" for tag in scalars)
    text = provider.read_tensors(request_context(), experiment_id="", plugin_name="text", downsample=100)["run"][
        "diagnosis/events"
    ]
    line = text[-1].numpy.item().decode()
    assert line.count("- mismatch (critical)") == 1 and f"sample {first['sample_index']}" in line
