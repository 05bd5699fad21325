"""Both ends of the protobuf range ``setup.py`` declares: the lowest release (whose gencode the
committed ``trace_pb2`` is) and the newest below the upper bound, each installed beside the venv by
``make test`` (``.venv/protobuf-ends``). A run is written by the real logger and read back through
TensorBoard's own data provider and the plugin's reader, in a Python that imports that protobuf."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
import textwrap

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

from support.setup_check import missing

ENDS = os.path.join(os.path.dirname(sys.executable), os.pardir, "protobuf-ends")
TESTS = os.path.dirname(os.path.abspath(__file__))


def declared_range() -> Requirement:
    (requirement,) = [
        Requirement(r) for r in importlib.metadata.requires("tb-verl-plugin") if Requirement(r).name == "protobuf"
    ]
    return requirement


def installed(end: str) -> Version:
    path = os.path.join(ENDS, end)
    if not os.path.isdir(path):
        missing(f"{path} missing: `make test` installs the ends of the protobuf range there")
    (info,) = [d for d in os.listdir(path) if d.startswith("protobuf-") and d.endswith(".dist-info")]
    return Version(info[len("protobuf-") : -len(".dist-info")])


def test_the_installed_ends_are_the_ends_of_the_declared_range() -> None:
    specifiers = {s.operator: Version(s.version) for s in declared_range().specifier}
    assert set(specifiers) == {">=", "<"}, "declare protobuf as a closed range: >=lowest,<next major"
    assert installed("lowest") == specifiers[">="]
    newest = installed("newest")
    assert newest in declared_range().specifier and newest.major == specifiers["<"].major - 1


@pytest.mark.parametrize("end", ["lowest", "newest"])
def test_a_run_round_trips_with_protobuf_at_each_end(tmp_path, end) -> None:
    version = installed(end)
    script = textwrap.dedent(
        f"""
        import google.protobuf
        assert google.protobuf.__version__ == {str(version)!r}, google.protobuf.__version__
        import numpy as np
        from support.runs import TRACE_STEPS, write_known_run
        from support.servers import python_data_provider, reader_source
        from tb_verl_plugin import reader
        from tb_verl_plugin.format import codec

        known = write_known_run({str(tmp_path)!r})
        source = reader_source(python_data_provider({str(tmp_path)!r}), {str(tmp_path)!r})
        assert [row[0] for row in reader.list_steps(source, "alpha", "train")] == list(TRACE_STEPS)
        for step in TRACE_STEPS:
            for row in known.rows[step]:
                trace = reader.load_trace(source, "alpha", step, row, "train")
                batch = known.batches[step]
                length = int(batch["response_mask"][row].sum())
                np.testing.assert_array_equal(codec.unpack_int32(trace.token_ids), batch["responses"][row, :length])
                np.testing.assert_allclose(
                    codec.unpack_fp16(trace.advantage), batch["advantages"][row, :length], rtol=2**-10, atol=1e-3
                )
        print("round trip ok")
        """
    )
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([os.path.join(ENDS, end), TESTS])}
    result = subprocess.run(
        [sys.executable, "-c", script], env=environment, capture_output=True, text=True, timeout=300, check=False
    )
    assert result.returncode == 0 and "round trip ok" in result.stdout, result.stderr[-3000:]
