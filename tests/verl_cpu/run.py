"""verl's own ``python -m verl.trainer.main_ppo`` on this CPU, logging with ``tb_verl``.

``run_main_ppo(workdir, CONFIGS[name])`` builds the task (:mod:`.task`), runs verl's Hydra entry
point in a subprocess with real Ray, TransferQueue, agent loop, FSDP2 engine and reward loop, and
returns where the run logged. What each configuration is for:

- ``v1_grpo``: the default trainer, GRPO, validation before training and every 2 steps, top-k 5,
  the rollout's log-probs kept, ``rm_scores`` recorded as an extra per-token field, padded sequences
  (``use_remove_padding=False``);
- ``v0_grpo``: the same on the deprecated v0 trainer (``trainer.use_v1=false``), packed sequences
  (``use_remove_padding=True``, verl's default), with verl's rejection sampling (``REJECTION``);
- ``v1_ppo``: PPO with GAE: a critic (values, returns), a reference policy and a KL loss, packed,
  with verl's rollout correction (per-token importance weights) and rejection sampling.

The overrides that make verl run on a CPU (why each is needed: ``shared/notes/verl-cpu-e2e.md``)
are in ``CPU_OVERRIDES``; the rest is a small, ordinary verl configuration.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence

from verl_cpu import task

TESTS_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CPU_OVERRIDES = [
    "trainer.device=cpu",
    "trainer.n_gpus_per_node=1",
    "trainer.nnodes=1",
    "+ray_kwargs.ray_init.num_gpus=1",  # a logical GPU: verl's placement groups ask for one
    "ray_kwargs.ray_init.num_cpus=8",  # logical; 2 real cores are oversubscribed
    "transfer_queue.backend.SimpleStorage.num_data_storage_units=1",
    "reward.num_workers=1",
    "actor_rollout_ref.rollout.agent.num_workers=1",
    "actor_rollout_ref.rollout.name=hf",
    "actor_rollout_ref.rollout.tensor_model_parallel_size=1",
    "actor_rollout_ref.actor.strategy=fsdp2",
    "actor_rollout_ref.ref.strategy=fsdp2",
    "critic.strategy=fsdp2",
    "actor_rollout_ref.actor.use_torch_compile=False",
    # verl asks for flash_attention_2; transformers' sdpa runs on a CPU, packed sequences included
    # (without a KV cache it masks them apart by their position_ids).
    "+actor_rollout_ref.model.override_config.attn_implementation=sdpa",
    "data.dataloader_num_workers=0",
]

BASE_OVERRIDES = [
    "data.train_batch_size=4",
    "data.val_batch_size=4",
    "data.max_prompt_length=24",
    "data.max_response_length=8",
    "data.shuffle=False",
    "actor_rollout_ref.rollout.n=4",
    "actor_rollout_ref.rollout.calculate_log_probs=True",
    "actor_rollout_ref.rollout.val_kwargs.do_sample=False",
    "actor_rollout_ref.actor.ppo_mini_batch_size=4",
    "actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=16",
    "actor_rollout_ref.actor.optim.lr=1e-3",
    "actor_rollout_ref.rollout.log_prob_micro_batch_size_per_gpu=16",
    "actor_rollout_ref.ref.log_prob_micro_batch_size_per_gpu=16",
    "trainer.logger=[console,tb_verl]",
    "trainer.project_name=tb_verl_cpu",
    "trainer.save_freq=-1",
    "trainer.val_before_train=True",
    "trainer.test_freq=2",
    "trainer.total_training_steps=3",
    "+trainer.tb_verl.every=1",
    "+trainer.tb_verl.top_k=5",
    "+trainer.tb_verl.extra_token=[rm_scores]",
]

GRPO = ["algorithm.adv_estimator=grpo", "actor_rollout_ref.actor.use_kl_loss=False"]
PPO = [
    "algorithm.adv_estimator=gae",
    "actor_rollout_ref.actor.use_kl_loss=True",
    "actor_rollout_ref.actor.kl_loss_coef=0.01",
    "actor_rollout_ref.actor.kl_loss_type=low_var_kl",
    "critic.ppo_micro_batch_size_per_gpu=16",
    "critic.optim.lr=1e-3",
    "trainer.critic_warmup=0",
    # verl's rollout correction: per-token importance weights against the rollout's log-probs.
    "algorithm.rollout_correction.rollout_is=token",
]

REJECTION = [
    # verl's rejection sampling: tokens whose |log π_train − log π_rollout| passes 0.02 (token_k1),
    # and whole responses whose largest k2 = r²/2 passes 0.000365 (|r| > 0.027: seq_max_k2). The
    # gap on this CPU (hf generate in fp32 vs the bf16 actor) is ~0.01 at the median, 0.03 at most.
    "algorithm.rollout_correction.rollout_rs='token_k1,seq_max_k2'",
    "algorithm.rollout_correction.rollout_rs_threshold='0.98_1.02,0.000365'",
]

PADDED = ["actor_rollout_ref.model.use_remove_padding=False"]
PACKED = ["actor_rollout_ref.model.use_remove_padding=True"]  # verl's default

CONFIGS = {
    "v1_grpo": [*GRPO, *PADDED],
    "v0_grpo": [*GRPO, *PACKED, *REJECTION, "trainer.use_v1=False"],
    "v1_ppo": [*PPO, *PACKED, *REJECTION],
}


@dataclasses.dataclass
class Run:
    """Where one ``main_ppo`` run left its output."""

    logdir: str
    """TensorBoard logdir holding the run directory ``run``."""
    run: str
    model_dir: str
    """The policy's initial checkpoint and tokenizer."""
    dump_dir: str
    """verl's own numbers per step (:mod:`.dump`)."""
    rollout_dir: str
    """verl's ``trainer.rollout_data_dir``: one JSONL of text and scores per step."""
    metrics: str
    """Every ``Tracking.log`` call: JSON lines of step, wall time and verl's numeric metrics."""
    log: str
    returncode: int


def run_main_ppo(
    workdir: str, name: str, extra: Sequence[str] = (), *, dump: bool = True, env: Mapping[str, str] | None = None,
    timeout: float = 900,
) -> Run:
    """Runs configuration ``name`` (a key of ``CONFIGS``) in ``workdir``; ``extra`` overrides go
    last (Hydra keeps the last value of a key). ``dump`` records verl's per-step tensors (it reads
    every field of every row, so benchmarks turn it off); ``env`` adds to the environment."""
    paths = task.build(os.path.join(workdir, "task"))
    run = Run(
        logdir=os.path.join(workdir, "logs"), run=name, model_dir=paths["model"], dump_dir=os.path.join(workdir, "dump"),
        rollout_dir=os.path.join(workdir, "rollouts"), metrics=os.path.join(workdir, "metrics.jsonl"),
        log=os.path.join(workdir, "main_ppo.log"), returncode=-1,
    )
    os.makedirs(run.dump_dir, exist_ok=True)
    # Ray's AF_UNIX socket paths must stay under 107 bytes: a short temp dir of its own.
    ray_tmp = tempfile.mkdtemp(prefix="ray", dir="/tmp")
    overrides = [
        *CPU_OVERRIDES, *BASE_OVERRIDES, *CONFIGS[name],
        f"data.train_files={paths['train']}", f"data.val_files={paths['val']}",
        f"actor_rollout_ref.model.path={paths['model']}", f"critic.model.path={paths['model']}",
        f"reward.custom_reward_function.path={os.path.join(TESTS_DIR, 'verl_cpu', 'task.py')}",
        "reward.custom_reward_function.name=compute_score",
        f"trainer.experiment_name={name}", f"trainer.rollout_data_dir={run.rollout_dir}",
        f"trainer.default_local_dir={os.path.join(workdir, 'checkpoints')}",
        f"+ray_kwargs.ray_init._temp_dir={ray_tmp}",
        *extra,
    ]
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(p for p in (TESTS_DIR, os.environ.get("PYTHONPATH")) if p),
        "VERL_USE_EXTERNAL_MODULES": "verl_cpu",
        "VERL_PLATFORM": "cpu",
        "VERL_ENGINE_DEVICE": "cuda",  # verl registers its FSDP engine for cuda and npu only
        "TENSORBOARD_DIR": os.path.join(run.logdir, run.run),
        **({"TB_VERL_TEST_DUMP": run.dump_dir} if dump else {}),
        "TB_VERL_TEST_METRICS": run.metrics,
        "TOKENIZERS_PARALLELISM": "false",
        "RAY_DEDUP_LOGS": "0",
        "HF_HUB_OFFLINE": "1",
        **(env or {}),
    }
    with open(run.log, "w") as log:
        process = subprocess.run(
            [sys.executable, "-m", "verl.trainer.main_ppo", *overrides], env=environment, stdout=log,
            stderr=subprocess.STDOUT, timeout=timeout, cwd=workdir,
        )
    run.returncode = process.returncode
    return run


if __name__ == "__main__":  # PYTHONPATH=tests python -m verl_cpu.run <workdir> <config> [overrides...]
    result = run_main_ppo(sys.argv[1], sys.argv[2], sys.argv[3:])
    print(result)
