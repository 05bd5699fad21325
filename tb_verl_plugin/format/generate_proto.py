"""Regenerate ``trace_pb2.py`` from ``trace.proto`` (``python -m tb_verl_plugin.format.generate_proto``).

The generated module is committed so that a plain ``pip install`` needs no protoc. It must come
from grpcio-tools 1.75.1 (libprotoc 31.1), whose gencode matches TensorBoard's own protobuf floor;
``tests/test_schema.py`` regenerates into a temporary folder and fails when the committed file is
stale.
"""

from __future__ import annotations

import argparse
import pathlib
import shutil
import sys
import tempfile

PACKAGE_DIR = pathlib.Path(__file__).resolve().parent
PROTO_NAME = "trace.proto"
GENERATED_NAME = "trace_pb2.py"


def generate(out_dir: pathlib.Path) -> pathlib.Path:
    """Runs protoc on the schema; returns the path of the generated module inside ``out_dir``."""
    from grpc_tools import protoc  # imported here: only developers need grpcio-tools

    # Compile from the repository root so the descriptor is named "tb_verl_plugin/format/trace.proto".
    root = PACKAGE_DIR.parents[1]
    status = protoc.main(
        [
            "protoc",
            f"-I{root}",
            f"--python_out={out_dir}",
            str(PACKAGE_DIR / PROTO_NAME),
        ]
    )
    if status != 0:
        raise RuntimeError(f"protoc failed with status {status} on {PACKAGE_DIR / PROTO_NAME}")
    return out_dir / PACKAGE_DIR.relative_to(root) / GENERATED_NAME


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed module is stale")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = generate(pathlib.Path(tmp))
        committed = PACKAGE_DIR / GENERATED_NAME
        if args.check:
            if not committed.exists() or committed.read_bytes() != fresh.read_bytes():
                print(
                    f"{committed} is stale: run `python -m tb_verl_plugin.format.generate_proto`",
                    file=sys.stderr,
                )
                return 1
            return 0
        shutil.copyfile(fresh, committed)
        print(f"wrote {committed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
