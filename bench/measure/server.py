"""`canopy serve` as the benchmarks run it, and one HTTP request to it."""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from measure.knobs import CONNECTIONS, HOST, ROOT, START_TIMEOUT, STOP_TIMEOUT, WORKERS
from measure.processes import stop_group
from measure.tools import BenchError, canopy

READY_PATH = "/api/accounts/users/me/"  # A1: answers 200 once the app, its database and the key work


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        port: int = sock.getsockname()[1]
        return port


def get(port: int, path: str, key: str, timeout: float = 5.0, *, host: str = HOST) -> tuple[int, bytes]:
    """GET with the key: (status, body as bytes)."""
    connection = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        connection.request("GET", path, headers={"Authorization": f"ApiKey {key}"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def request(
    port: int, method: str, path: str, key: str, body: Any = None, timeout: float = 30.0, *, host: str = HOST
) -> tuple[int, Any]:
    """Any method with the key and a JSON body: (status, the JSON answer, or its first bytes if not JSON)."""
    connection = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        headers = {"Authorization": f"ApiKey {key}"}
        if body is not None:
            headers["Content-Type"] = "application/json"
        connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
        response = connection.getresponse()
        data = response.read()
        try:
            return response.status, json.loads(data) if data else None
        except ValueError:
            return response.status, data[:300]
    finally:
        connection.close()


class Server:
    """`canopy serve --combined` on a free port of 127.0.0.1 (or on `host`:`port`, started through
    `prefix`, such as `ip netns exec NAME` for a node of bench/multinode.py), in a session of its own."""

    def __init__(
        self,
        database_url: str,
        log_path: Path,
        *,
        workers: int | None = None,
        extra_env: dict[str, str] | None = None,
        host: str = HOST,
        port: int | None = None,
        prefix: Sequence[str] = (),
    ) -> None:
        """`workers` defaults to BENCH_WORKERS; `extra_env` sets variables for the server over the environment's."""
        self.host = host
        self.port = free_port() if port is None else port
        self.log_path = log_path
        self.log_file = log_path.open("ab")  # a restarted server adds to its log
        command = [*prefix, *canopy(), "serve", "--combined", "--bind", host, "--port", str(self.port)]
        command += ["--workers", str(WORKERS if workers is None else workers), "--log-level", "warning"]
        # Each worker's pool holds as many connections as requests it can have in flight: all of
        # wrk's connections, since the kernel hands connections to SO_REUSEPORT workers by a hash
        # of their addresses, not evenly (20 and 12 of 32 happen). With a smaller pool, a worker
        # given more than its share closes overflow connections as they come back and opens new
        # ones, and PostgreSQL starts a new backend process each time.
        pool = str(CONNECTIONS)
        env = {"CANOPY_POOL_SIZE": pool, **os.environ, **(extra_env or {}), "CANOPY_DATABASE_URL": database_url}
        # A session of its own: stop() signals the server and the workers it forks, and nothing else.
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=self.log_file, stderr=subprocess.STDOUT, start_new_session=True
        )

    def log_tail(self) -> str:
        self.log_file.flush()
        return self.log_path.read_text(errors="replace")[-3000:]

    def wait_ready(self, key: str, path: str = READY_PATH) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise BenchError(f"the server exited ({self.process.returncode}):\n{self.log_tail()}")
            try:
                status, _ = get(self.port, path, key, timeout=2.0, host=self.host)
                if status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise BenchError(f"the server did not answer within {START_TIMEOUT:.0f} s:\n{self.log_tail()}")

    def stop(self) -> None:
        stop_group(self.process, STOP_TIMEOUT)
        # Workers forked by the server share its process group; leave none behind.
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        self.log_file.close()
