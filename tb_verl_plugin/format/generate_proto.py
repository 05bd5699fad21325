"""Regenerate ``trace_pb2.py`` and its type stub ``trace_pb2.pyi`` from ``trace.proto``
(``python -m tb_verl_plugin.format.generate_proto``).

The generated module is committed so that a plain ``pip install`` needs no protoc, and its stub so
that mypy knows the messages. They must come from grpcio-tools 1.75.1 (libprotoc 31.1), whose
gencode matches TensorBoard's own protobuf floor; ``tests/test_schema.py`` regenerates into a
temporary folder and fails when a committed file is stale.
"""

from __future__ import annotations

import argparse
import pathlib
import shutil
import sys
import tempfile

PACKAGE_DIR = pathlib.Path(__file__).resolve().parent
PROTO_NAME = "trace.proto"
GENERATED_NAMES = ("trace_pb2.py", "trace_pb2.pyi")


def generate(out_dir: pathlib.Path) -> pathlib.Path:
    """Runs protoc on the schema; returns the folder inside ``out_dir`` holding the generated files."""
    from grpc_tools import protoc  # imported here: only developers need grpcio-tools

    # Compile from the repository root so the descriptor is named "tb_verl_plugin/format/trace.proto".
    root = PACKAGE_DIR.parents[1]
    status = protoc.main(
        [
            "protoc",
            f"-I{root}",
            f"--python_out={out_dir}",
            f"--pyi_out={out_dir}",
            str(PACKAGE_DIR / PROTO_NAME),
        ]
    )
    if status != 0:
        raise RuntimeError(f"protoc failed with status {status} on {PACKAGE_DIR / PROTO_NAME}")
    return out_dir / PACKAGE_DIR.relative_to(root)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed module is stale")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = generate(pathlib.Path(tmp))
        for name in GENERATED_NAMES:
            committed = PACKAGE_DIR / name
            if not args.check:
                shutil.copyfile(fresh / name, committed)
                print(f"wrote {committed}")
            elif not committed.exists() or committed.read_bytes() != (fresh / name).read_bytes():
                print(f"{committed} is stale: run `python -m tb_verl_plugin.format.generate_proto`", file=sys.stderr)
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
