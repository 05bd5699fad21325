"""tb_verl beside the loggers verl users run, through verl's own ``Tracking`` (in a fresh
interpreter each, as verl's TaskRunner builds it): ``trainer.logger=[console,wandb,tb_verl]`` with
W&B offline (no network: its transaction log read back, ``verl_cpu.wandb_records``) and
``[console,tensorboard,tb_verl]``. Every logger gets every metric of every step; no tag is written
twice at a step into the TensorBoard run; a diagnosis event (a NaN policy loss at step 5) reaches
W&B as an alert naming the tab's address of its evidence and as ``diagnosis/*`` scalars; a setting
tb_verl cannot serve is said once on the console and in the run's Text tab."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import textwrap
import urllib.parse
from collections import Counter

import pytest
from tensorboard.backend.event_processing.event_file_loader import EventFileLoader
from tensorboard.util import tensor_util

from verl_cpu import wandb_records

NAN_STEP = 5
TAB_URL = "http://tb.example:6006/"

TRACKING = """
import json, sys, time
import verl
from verl.utils.tracking import Tracking

backends = json.loads(sys.argv[1])
config = {{  # as verl's trainers hand it over: OmegaConf.to_container of the run's config
    "trainer": {{"tb_verl": {{"tab_url": "{tab_url}"}}}},
    # a setting tb_verl cannot serve: the Megatron engine's fused forward has no logits
    "actor_rollout_ref": {{"actor": {{"strategy": "megatron"}}, "model": {{"use_fused_kernels": True}}}},
}}
tracking = Tracking("proj", "run", default_backend=backends, config=config)
ours = tracking.logger["tb_verl"]


def log(step):
    loss = float("nan") if step == {nan_step} else 0.1 * step
    tracking.log({{"actor/pg_loss": loss, "critic/score/mean": 0.5 + 0.01 * step, "actor/entropy": 2.0}}, step=step)


# As a trainer does: a step every half second or so past the NaN, until tb_verl's writer thread has
# diagnosed it (it runs the detectors as steps arrive, at most every few seconds), then one more
# step, at which W&B hears of it.
step = 0
while step <= {nan_step} or not ours.logger.diagnosis_events():
    step += 1
    log(step)
    time.sleep(0.5 if step >= {nan_step} else 0)
    assert step < 200, "never diagnosed"
step += 1
log(step)
print("LAST", step)
tracking.finish()
"""


def run_tracking(backends: list[str], tmp_path) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "TENSORBOARD_DIR": str(tmp_path / "tb" / "run"),
        "TB_VERL_TOP_K": "5",
        "WANDB_MODE": "offline",
        "WANDB_DIR": str(tmp_path),
        "WANDB_CONSOLE": "off",
        "WANDB_SILENT": "true",
    }
    code = textwrap.dedent(TRACKING.format(tab_url=TAB_URL, nan_step=NAN_STEP))
    return subprocess.run(
        [sys.executable, "-c", code, json.dumps(backends)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        check=False,
    )


def tensorboard_events(run_dir) -> tuple[Counter, dict[str, dict[int, object]]]:
    """How often each (tag, step) was written in all the run's event files, and the values."""
    counts: Counter = Counter()
    values: dict[str, dict[int, object]] = {}
    for name in sorted(os.listdir(run_dir)):
        if "tfevents" not in name:
            continue
        for event in EventFileLoader(os.path.join(run_dir, name)).Load():
            for value in event.summary.value:
                counts[value.tag, event.step] += 1
                values.setdefault(value.tag, {})[event.step] = tensor_util.make_ndarray(value.tensor)
    return counts, values


def expected_loss(step: int) -> float:
    return float("nan") if step == NAN_STEP else 0.1 * step


def last_step(result: subprocess.CompletedProcess) -> int:
    return int(result.stdout.split("LAST ", 1)[1].split()[0])


def assert_every_metric(values: dict[str, dict[int, object]], last: int) -> None:
    for step in range(1, last + 1):
        got = float(values["actor/pg_loss"][step])
        assert (math.isnan(got) and math.isnan(expected_loss(step))) or got == pytest.approx(expected_loss(step)), step
        assert float(values["critic/score/mean"][step]) == pytest.approx(0.5 + 0.01 * step)


BESIDE = {"wandb": ["console", "wandb", "tb_verl"], "tensorboard": ["console", "tensorboard", "tb_verl"]}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Each logger set's run, made once for the module's tests."""
    made = {}

    def run(name: str):
        if name not in made:
            tmp_path = tmp_path_factory.mktemp(name)
            result = run_tracking(BESIDE[name], tmp_path)
            assert result.returncode == 0, result.stderr[-4000:]
            made[name] = (BESIDE[name], tmp_path, result)
        return made[name]

    return run


@pytest.fixture(params=sorted(BESIDE))
def logged(request, runs):
    return runs(request.param)


def test_every_logger_gets_every_metric_and_tensorboard_each_tag_once(logged) -> None:
    backends, tmp_path, result = logged
    last = last_step(result)
    for step in range(1, last + 1):  # verl's console logger prints each step's metrics
        assert f"step:{step} - " in result.stdout
    counts, values = tensorboard_events(tmp_path / "tb" / "run")
    assert counts and max(counts.values()) == 1, [key for key, n in counts.items() if n > 1]
    assert_every_metric(values, last)
    if "wandb" in backends:
        history = wandb_records.history(wandb_records.offline_run(str(tmp_path)))
        assert_every_metric(
            {
                tag: {step: row[tag] for step, row in history.items() if tag in row}
                for tag in ("actor/pg_loss", "critic/score/mean")
            },
            last,
        )
    else:  # tb_verl writes the run in place of verl's tensorboard backend (one writer per run directory)
        assert "replaces verl's 'tensorboard' backend" in result.stderr


def test_a_diagnosis_event_reaches_wandb_with_the_tabs_address(runs) -> None:
    _, tmp_path, result = runs("wandb")
    _counts, values = tensorboard_events(tmp_path / "tb" / "run")
    assert float(values["diagnosis/non_finite"][NAN_STEP]) == 2.0  # in TensorBoard from the onset, by tb_verl's writer
    log = wandb_records.offline_run(str(tmp_path))
    (alert,) = wandb_records.alerts(log)
    assert alert.title == "tb_verl diagnosis: non_finite (critical)" and alert.level == "ERROR"
    assert "actor/pg_loss" in alert.text
    address = alert.text.split("Evidence: ", 1)[1].strip()
    assert address.startswith(TAB_URL + "#tb_verl&tbv=")
    view = dict(urllib.parse.parse_qsl(urllib.parse.unquote(address.split("tbv=", 1)[1])))
    assert view["run"] == "run" and view["event"] == "non_finite" and int(view["step"]) == NAN_STEP
    history = wandb_records.history(log)
    marked = {step for step, row in history.items() if row.get("diagnosis/non_finite") == 2.0}
    # from the step W&B heard of it (after the NaN's) to the end, every step
    assert marked == set(range(min(marked), last_step(result) + 1)) and min(marked) > NAN_STEP


def test_an_unsupported_setting_is_said_once_on_the_console_and_in_the_text_tab(logged) -> None:
    _, tmp_path, result = logged
    said = [
        line
        for line in result.stderr.splitlines()
        if "use_fused_kernels=True with actor_rollout_ref.actor.strategy=megatron" in line
    ]
    assert len(said) == 1
    counts, values = tensorboard_events(tmp_path / "tb" / "run")
    (text,) = values["tb_verl/unsupported"].values()
    assert "actor_rollout_ref.model.use_fused_kernels=True" in text.item().decode()
    assert [step for tag, step in counts if tag == "tb_verl/unsupported"] == [1]


@pytest.mark.parametrize(
    ("settings", "named"),
    [
        ({"algorithm": {"rollout_correction": {"bypass_mode": True}}}, "algorithm.rollout_correction.bypass_mode=True"),
        ({"actor_rollout_ref": {"actor": {"strategy": "veomni"}}}, "actor_rollout_ref.actor.strategy=veomni"),
        (
            {"actor_rollout_ref": {"actor": {"strategy": "megatron"}, "model": {"use_fused_kernels": True}}},
            "use_fused_kernels=True with actor_rollout_ref.actor.strategy=megatron",
        ),
    ],
)
def test_each_unsupported_setting_is_named(settings, named) -> None:
    from tb_verl_logger.verl import support
    from tb_verl_logger.verl.capture.config import CaptureConfig

    (message,) = support.unsupported(settings, CaptureConfig(top_k=5))
    assert named in message
    assert support.unsupported(settings, CaptureConfig(top_k=0)) == []  # no alternatives asked: nothing left out


@pytest.mark.parametrize(
    "settings",
    [
        {"actor_rollout_ref": {"actor": {"strategy": "fsdp2"}, "model": {"use_fused_kernels": True}}},
        {"actor_rollout_ref": {"actor": {"strategy": "megatron"}, "model": {"use_fused_kernels": False}}},
        {},
    ],
)
def test_supported_settings_say_nothing(settings) -> None:
    from tb_verl_logger.verl import support
    from tb_verl_logger.verl.capture.config import CaptureConfig

    assert support.unsupported(settings, CaptureConfig(top_k=5)) == []
