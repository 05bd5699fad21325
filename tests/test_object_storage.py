"""Runs on object storage: ``tensorboard --logdir s3://bucket/runs`` serves traces, search and
attribution through TensorBoard's own filesystem layer, against a real S3-compatible server (moto's
server mode, on loopback) holding a run uploaded with boto3. TensorBoard's Python loader reads
s3:// (its Rust data server reads gs:// but not s3://), so the server runs with --load_fast=false.
gs:// and every other URL go through the layer's fsspec branch instead: without a GCS emulator
here, fsspec's in-memory filesystem stands in for the bucket, in the test's own process. Every
answer is held against the same run read from the local disk."""

from __future__ import annotations

import os
import pathlib

import boto3
import numpy as np
import pytest
from moto.server import ThreadedMotoServer
from tensorboard.compat.tensorflow_stub.io import gfile

from support.runs import recorded, write_known_run
from support.servers import python_data_provider, reader_source, step_rows, tensorboard_server
from tb_verl_logger.commands.attribution import append_attributions
from tb_verl_plugin import reader
from tb_verl_plugin.format import codec, metadata, storage, trace_pb2

API = f"/data/plugin/{metadata.PLUGIN_NAME}"
BUCKET = "tb-verl-runs"


@pytest.fixture(scope="module")
def bucket(tmp_path_factory):
    """A known run on the local disk (with an attribution record) and the same files in a bucket."""
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0)  # port 0: it binds a free one
    server.start()
    _, port = server.get_host_and_port()
    saved = dict(os.environ)
    # TensorBoard's S3 layer and boto3 read these; the tensorboard subprocess inherits them.
    os.environ.update(
        {
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "AWS_DEFAULT_REGION": "us-east-1",
            "S3_ENDPOINT": f"http://127.0.0.1:{port}",
        }
    )
    try:
        local = str(tmp_path_factory.mktemp("local"))
        known = write_known_run(local)
        attribution = trace_pb2.TokenAttribution(
            schema_version=metadata.SCHEMA_VERSION,
            step=4,
            sample_index=known.rows[4][0],
            split="train",
            method="grad_x_input",
            top_n=1,
            sources=codec.pack_int32(np.zeros(6, np.int32)),
            weights=codec.pack_fp16(np.ones(6, np.float32)),
            prompt_token_text=["a", "b", "c"],
            checkpoint="/ckpt",
        )
        append_attributions(os.path.join(local, known.run), [attribution])
        client = boto3.client("s3", endpoint_url=os.environ["S3_ENDPOINT"])
        client.create_bucket(Bucket=BUCKET)
        for path in pathlib.Path(local, known.run).iterdir():
            client.upload_file(str(path), BUCKET, f"runs/{known.run}/{path.name}")
        yield local, f"s3://{BUCKET}/runs", known
    finally:
        os.environ.clear()
        os.environ.update(saved)
        server.stop()


def test_traces_search_and_attribution_are_served_from_the_bucket(bucket) -> None:
    local, remote, known = bucket
    with tensorboard_server(local, "false") as on_disk, tensorboard_server(remote, "false") as on_s3:
        run = known.run
        assert on_s3.get_json(f"{API}/steps?run={run}") == on_disk.get_json(f"{API}/steps?run={run}")
        for step in (2, 4, 6):
            samples = step_rows(on_s3.get_json(f"{API}/step?run={run}&step={step}"))
            assert samples == step_rows(on_disk.get_json(f"{API}/step?run={run}&step={step}"))
            for sample in recorded(samples):
                query = f"{API}/trace?run={run}&step={step}&sample={sample['sample_index']}"
                assert on_s3.get_json(query) == on_disk.get_json(query)
        attributed = on_s3.get_json(f"{API}/trace?run={run}&step=4&sample={known.rows[4][0]}")
        assert attributed["attribution"] is not None and attributed["attribution"]["checkpoint"] == "/ckpt"
        search = f"{API}/search?run={run}&q=%3Cimg"  # the HTML-looking token every batch's row 0 holds
        found = on_s3.get_json(search)
        assert found["matches"] and found == on_disk.get_json(search)


def test_one_trace_is_one_ranged_read(bucket) -> None:
    """Serving a trace asks the bucket for that record's bytes only, never the whole store."""
    local, remote, known = bucket
    store = next(p.name for p in pathlib.Path(local, known.run).iterdir() if metadata.is_trace_file_name(p.name))
    path = storage.join(remote, known.run, store)
    ranges: list[str] = []
    boto3.setup_default_session()
    boto3.DEFAULT_SESSION.events.register(
        "before-send.s3.GetObject", lambda request, **_: ranges.append(request.headers.get("Range"))
    )
    # TensorBoard's S3 layer reads S3_ENDPOINT when it is imported (as in the tensorboard process,
    # started with it set); in this process the fixture set it later, so make the layer anew.
    gfile.register_filesystem("s3", gfile.S3FileSystem())
    size = os.path.getsize(os.path.join(local, known.run, store))
    assert storage.version(path) == (size,)
    assert storage.read_range(path, 100, 50) == pathlib.Path(local, known.run, store).read_bytes()[100:150]
    assert ranges == [b"bytes=100-150"] or ranges == [
        "bytes=100-150"
    ]  # S3 ranges are inclusive: 51 bytes asked, 50 kept
    with pytest.raises(FileNotFoundError):
        storage.read_range(storage.join(remote, known.run, "missing.bin"), 0, 10)


def test_the_fsspec_branch_that_gs_takes_reads_the_same_traces(bucket) -> None:
    """``memory://`` resolves, like ``gs://``, to TensorBoard's fsspec filesystem: its Python loader
    and our reader on a copy of the run there give every trace, the attribution and the search
    answers of the run on disk."""
    import fsspec

    local, _, known = bucket
    memory = fsspec.filesystem("memory")
    memory.put(os.path.join(local, known.run), f"/fsspec-runs/{known.run}", recursive=True)
    remote = "memory://fsspec-runs"
    assert type(gfile.get_filesystem(remote)).__name__ == "FSSpecFileSystem"
    on_memory, on_disk = (reader_source(python_data_provider(logdir), logdir) for logdir in (remote, local))
    for step in (2, 4, 6):
        samples = recorded(reader.run_index(on_memory, known.run, "train").index(step).samples)
        assert [s.sample_index for s in samples] == known.rows[step]
        for sample in samples:
            got = reader.load_trace(on_memory, known.run, step, sample.sample_index, "train")
            assert got == reader.load_trace(on_disk, known.run, step, sample.sample_index, "train")
    attribution = reader.read_trace(on_memory, known.run, 4, known.rows[4][0], "train")["attribution"]
    assert attribution is not None and attribution["checkpoint"] == "/ckpt"
    found = reader.search_text(on_memory, known.run, "train", "<img")
    assert found["matches"] and found == reader.search_text(on_disk, known.run, "train", "<img")


def test_export_reads_the_bucket_as_it_reads_the_disk(bucket, tmp_path) -> None:
    """``tb-verl export`` (the read API underneath) run on the bucket, as a user runs it: in its own
    process, TensorBoard's S3 layer taking the endpoint from the environment."""
    import json
    import subprocess
    import sys

    from tb_verl_plugin.reader.logdir import Logdir

    local, remote, known = bucket
    out = str(tmp_path / "samples.jsonl")
    command = [
        sys.executable,
        "-m",
        "tb_verl_logger.commands.cli",
        "export",
        remote,
        "--run",
        known.run,
        "--format",
        "jsonl",
        "--out",
        out,
        "--tokens",
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    with open(out) as lines:
        from_s3 = [json.loads(line) for line in lines]
    from_disk = json.loads(json.dumps(Logdir(local).sample_rows(known.run, tokens=True)))
    assert from_s3 == from_disk and any(not row["recorded"] for row in from_s3)
