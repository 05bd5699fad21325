#!/usr/bin/env bash
# verl's GSM8K quickstart (GRPO, Qwen2.5-0.5B-Instruct) with tb-verl: the only tb-verl parts are the
# pip install line, TENSORBOARD_DIR and the `tb_verl` logger (plus optional +trainer.tb_verl.* keys).
#
# NOT RUN ON A GPU BY US: this repository's machines have no GPU. What ran is verl 0.9.1's real
# main_ppo on a CPU (v1 and v0 GRPO, v1 PPO with GAE; tests/test_verl_main_ppo.py, docs/verl.md "What has
# run inside verl's real trainer"), with a transformers rollout standing in for vLLM.
#
#   pip install 'tb-verl-plugin[verl]'            # plus verl's own GPU install (vLLM or SGLang)
#   python3 examples/data_preprocess/gsm8k.py --local_save_dir ~/data/gsm8k   # from verl's repo
#   bash examples/verl_gsm8k_grpo.sh
#   tensorboard --logdir tensorboard_log           # open the "Decision paths" tab
set -euo pipefail

export TENSORBOARD_DIR=${TENSORBOARD_DIR:-tensorboard_log/gsm8k_grpo/qwen2.5-0.5b}

python3 -m verl.trainer.main_ppo \
    algorithm.adv_estimator=grpo \
    data.train_files="$HOME/data/gsm8k/train.parquet" \
    data.val_files="$HOME/data/gsm8k/test.parquet" \
    data.train_batch_size=256 \
    data.max_prompt_length=512 \
    data.max_response_length=1024 \
    actor_rollout_ref.model.path=Qwen/Qwen2.5-0.5B-Instruct \
    actor_rollout_ref.actor.optim.lr=1e-6 \
    actor_rollout_ref.actor.ppo_mini_batch_size=64 \
    actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=8 \
    actor_rollout_ref.actor.use_kl_loss=True \
    actor_rollout_ref.actor.kl_loss_coef=0.001 \
    actor_rollout_ref.rollout.name=vllm \
    actor_rollout_ref.rollout.n=5 \
    actor_rollout_ref.rollout.log_prob_micro_batch_size_per_gpu=16 \
    actor_rollout_ref.rollout.tensor_model_parallel_size=1 \
    actor_rollout_ref.rollout.gpu_memory_utilization=0.5 \
    actor_rollout_ref.ref.log_prob_micro_batch_size_per_gpu=16 \
    trainer.logger='[console,tb_verl]' \
    +trainer.tb_verl.every=10 \
    +trainer.tb_verl.samples=16 \
    +trainer.tb_verl.top_k=5 \
    trainer.n_gpus_per_node=1 \
    trainer.nnodes=1 \
    trainer.total_epochs=15 \
    trainer.project_name=gsm8k_grpo \
    trainer.experiment_name=qwen2.5-0.5b "$@"
