"""A run's settings in TensorBoard's own HParams dashboard, read back through its HTTP API from a
real TensorBoard (both loaders): from a user's loop (``TraceLogger.log_hparams``) and from verl's
config through the ``tb_verl`` tracking backend. verl's real trainer: ``test_verl_main_ppo.py``."""

from __future__ import annotations

import os

import numpy as np
import pytest
import torch

from support.runs import write_known_run
from support.servers import tensorboard_server
from tb_verl_logger import TraceLogger
from tb_verl_logger.trace_logger import HPARAM_METRICS
from tb_verl_logger.verl.backend import TbVerlTracking

KNOBS = {
    "cold": {"temperature": 0.6, "entropy_coeff": 0.0, "estimator": "grpo", "use_kl_loss": False, "n": np.int64(4)},
    "warm": {"temperature": 1.2, "entropy_coeff": 0.01, "estimator": "gae", "use_kl_loss": True, "n": 8},
}


@pytest.fixture(scope="module")
def logdir(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Two runs of a user's loop that differ in their knobs, their score and entropy logged for
    three steps from step 5 on (a resumed run's first step); a traced run beside them."""
    logdir = str(tmp_path_factory.mktemp("hparams"))
    write_known_run(logdir, run="traced", steps=8)
    for run, knobs in KNOBS.items():
        with TraceLogger(os.path.join(logdir, run)) as logger:
            logger.log_hparams(knobs, step=5)
            for step in (5, 6, 7):
                logger.log_scalars({"critic/score/mean": knobs["temperature"] * step, "actor/entropy": 1 / step}, step)
                logger.log_exploration(step, response_mask=torch.ones(2, 3), entropys=torch.full((2, 3), 1 / step))
    return logdir


@pytest.mark.parametrize("load_fast", ["true", "false"])
def test_runs_compared_by_their_knobs_in_tensorboards_hparams_dashboard(logdir, load_fast) -> None:
    with tensorboard_server(logdir, load_fast) as server:
        experiment, sessions = server.hparams_sessions()
        # The tab's Exploration view reads the same record: each run's knobs beside its entropy.
        shown = {run: server.get_json(f"/data/plugin/tb_verl/exploration?run={run}")["knobs"] for run in KNOBS}
    types = {info["name"]: info["type"] for info in experiment["hparamInfos"]}
    assert types == {
        "temperature": "DATA_TYPE_FLOAT64",
        "entropy_coeff": "DATA_TYPE_FLOAT64",
        "estimator": "DATA_TYPE_STRING",
        "use_kl_loss": "DATA_TYPE_BOOL",
        "n": "DATA_TYPE_FLOAT64",
    }
    assert [info["name"]["tag"] for info in experiment["metricInfos"]] == list(HPARAM_METRICS)
    assert sorted(sessions) == sorted(KNOBS)  # the run without settings is no session
    for run, knobs in KNOBS.items():
        assert (
            sessions[run]["hparams"]
            == shown[run]
            == {name: (value.item() if isinstance(value, np.generic) else value) for name, value in knobs.items()}
        )
        # Each run's last value of the metrics: step 7.
        assert sessions[run]["metrics"] == pytest.approx(
            {"critic/score/mean": knobs["temperature"] * 7, "actor/entropy": 1 / 7}
        )


def test_a_setting_that_is_not_a_value_is_refused_by_name(tmp_path) -> None:
    with TraceLogger(str(tmp_path / "run")) as logger:
        with pytest.raises(ValueError, match="'schedule' must be a bool, int, float or str, got list"):
            logger.log_hparams({"lr": 1e-3, "schedule": [1, 2]}, step=1)
        with pytest.raises(ValueError, match="metrics must be a sequence of scalar tags"):
            logger.log_hparams({"lr": 1e-3}, step=1, metrics="critic/score/mean")
        with pytest.raises(ValueError, match="hparam names must be non-empty strings"):
            logger.log_hparams({"": 1}, step=1)


def test_verls_config_becomes_hparams_under_verls_names(tmp_path, monkeypatch) -> None:
    """The tracking backend writes the exploration and learning knobs the config sets, at the run's
    first logged step; unset ones (null) are left out, structured ones written as text."""
    from omegaconf import OmegaConf

    config = OmegaConf.create(
        {
            "trainer": {},
            "actor_rollout_ref": {
                "actor": {
                    "entropy_coeff": 0.001,
                    "use_kl_loss": True,
                    "kl_loss_coef": 0.01,
                    "clip_ratio_c": 3.0,
                    "loss_agg_mode": "token-mean",
                    "optim": {"lr": 1e-6},
                },
                "rollout": {"temperature": 0.7, "top_p": 1.0, "top_k": -1, "n": 5, "name": "vllm"},
            },
            "algorithm": {
                "adv_estimator": "grpo",
                "kl_ctrl": {"kl_coef": None},
                "rollout_correction": {"rollout_rs": "token_k1", "rollout_rs_threshold": [0.99, 1.01]},
            },
        }
    )
    write_known_run(str(tmp_path), run="traced", steps=8)
    monkeypatch.setenv("TENSORBOARD_DIR", str(tmp_path / "verl_run"))
    tracking = TbVerlTracking("p", "e", config)
    for step in (3, 4):
        tracking.log({"critic/score/mean": 0.5 * step, "actor/entropy": 2.0 / step}, step=step)
    tracking.finish()
    with tensorboard_server(str(tmp_path), "true") as server:
        _, sessions = server.hparams_sessions()
    assert sessions["verl_run"]["hparams"] == {
        "actor_rollout_ref.actor.entropy_coeff": 0.001,
        "actor_rollout_ref.actor.use_kl_loss": True,
        "actor_rollout_ref.actor.kl_loss_coef": 0.01,
        "actor_rollout_ref.actor.clip_ratio_c": 3.0,
        "actor_rollout_ref.actor.loss_agg_mode": "token-mean",
        "actor_rollout_ref.actor.optim.lr": 1e-6,
        "actor_rollout_ref.rollout.temperature": 0.7,
        "actor_rollout_ref.rollout.top_p": 1.0,
        "actor_rollout_ref.rollout.top_k": -1,
        "actor_rollout_ref.rollout.n": 5,
        "actor_rollout_ref.rollout.name": "vllm",
        "algorithm.adv_estimator": "grpo",
        "algorithm.rollout_correction.rollout_rs": "token_k1",
        "algorithm.rollout_correction.rollout_rs_threshold": "[0.99, 1.01]",
    }
    assert sessions["verl_run"]["metrics"] == pytest.approx({"critic/score/mean": 2.0, "actor/entropy": 0.5})
