"""A training loop that logs until it is killed (``start`` runs it as its own process).

Each step logs scalars, the whole-batch exploration statistics and traces of a few rows through
the real ``TraceLogger``, then prints ``<step> <wall time>`` once every call of that step has
returned: the test kills the process with SIGKILL and holds what TensorBoard serves afterwards
against those lines. ``MODE`` is ``burst`` (log back to back, with a tokenizer slow enough that
the writer cannot keep up: the queue is never empty) or ``paced`` (one step every 50 ms, a
training loop with work between steps). Values depend on the step and ``FIRST_STEP`` (a restarted
session logs other values for the same steps).

With ``KILL_BETWEEN_TRACES_AND_INDEX=<step>`` in the environment, the writer thread sends itself
SIGKILL right after it appended that step's traces to the trace store and before it wrote their
index into the index store: the one moment of a kill that only ``tb-verl recover`` (and the tab's
reading of the store's tail) can repair, reached on purpose instead of by luck.
"""

from __future__ import annotations

import os
import pathlib
import signal
import subprocess
import sys
import time

import torch

from support.runs import ListTokenizer, make_batch
from tb_verl_logger import SelectionPolicy, TraceLogger
from tb_verl_logger.files.index_store import IndexStore

TESTS_DIR = pathlib.Path(__file__).resolve().parents[1]


def start(
    run_dir: str,
    mode: str,
    first_step: int = 0,
    last_step: int | None = None,
    kill_between_traces_and_index_at: int | None = None,
    stderr: int | None = subprocess.PIPE,
) -> subprocess.Popen:
    """The loop as a process of its own (``MODE``, ``FIRST_STEP``: see the module docstring; it
    logs until killed or past ``last_step``), its stdout a pipe of text lines."""
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(p for p in (str(TESTS_DIR), os.environ.get("PYTHONPATH")) if p),
    }
    if kill_between_traces_and_index_at is not None:
        environment["KILL_BETWEEN_TRACES_AND_INDEX"] = str(kill_between_traces_and_index_at)
    command = [sys.executable, "-m", "support.crashing_run", run_dir, mode, str(first_step)]
    if last_step is not None:
        command.append(str(last_step))
    return subprocess.Popen(command, env=environment, stdout=subprocess.PIPE, stderr=stderr, text=True)


def kill_between_traces_and_index(step_to_kill: int) -> None:
    """Makes the writer SIGKILL the process once ``step_to_kill``'s traces are in the trace store,
    before its index reaches the index store."""
    append_index = IndexStore.append

    def kill_then_append(store: IndexStore, index, *args, **kwargs):
        if index.step == step_to_kill:
            os.kill(os.getpid(), signal.SIGKILL)
        return append_index(store, index, *args, **kwargs)

    IndexStore.append = kill_then_append


class SlowTokenizer(ListTokenizer):
    """Decoding at 0.5 ms a call (the writer decodes every recorded token): a writer slower than
    the training loop, as behind a slow disk or a slow tokenizer."""

    def decode(self, token_ids: list[int]) -> str:
        time.sleep(0.0005)
        return super().decode(token_ids)


def main(run_dir: str, mode: str, first_step: int, last_step: int | None = None) -> None:
    tokenizer = SlowTokenizer() if mode == "burst" else ListTokenizer()
    # A generous queue: it is the lag bound, not the queue's size, that must keep the writer close.
    logger = TraceLogger(
        run_dir,
        tokenizer=tokenizer,
        top_k=3,
        max_queue=256,
        selection=SelectionPolicy(best=1, worst=1, median=1, highest_entropy=0, random=1),
    )
    step = first_step
    while last_step is None or step <= last_step:
        batch = make_batch(step, batch=8, length=64)
        logger.log_scalars({"actor/entropy": float(step), "session/first_step": float(first_step)}, step)
        logger.log_exploration(step, response_mask=batch["response_mask"], entropys=batch["values"].abs())
        logger.log_decisions(
            step,
            responses=batch["responses"],
            response_mask=batch["response_mask"],
            logits=batch["logits"],
            old_log_probs=batch["old_log_probs"],
            advantages=batch["advantages"] + first_step,
            scores=batch["scores"],
        )
        sys.stdout.write(f"{step} {time.time()}\n")  # one write: a kill never leaves half a line
        sys.stdout.flush()
        step += 1
        if mode == "paced":
            time.sleep(0.05)
    logger.close()


if __name__ == "__main__":
    torch.set_num_threads(1)
    if "KILL_BETWEEN_TRACES_AND_INDEX" in os.environ:
        kill_between_traces_and_index(int(os.environ["KILL_BETWEEN_TRACES_AND_INDEX"]))
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else None)
