"""Fault tests: `canopy serve` run as a user runs it, in its own process group, then disturbed.

Helpers shared by the tests of this folder: the environment of a `canopy` command (only the
CANOPY_* variables given, so a developer's own settings or .env never leak in), running the
command, and a server process that is started, waited for and always stopped again.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

BIN = Path(sys.executable).parent
CANOPY = BIN / "canopy"
START_TIMEOUT = 20.0  # seconds for `canopy serve` to answer /healthz
STOP_TIMEOUT = 10.0  # seconds for a server to exit after SIGTERM (then SIGKILL)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def canopy_env(database_url: str, folder: Path, **settings: str) -> dict[str, str]:
    """The environment of a `canopy` command: ours, less any CANOPY_* setting, plus these settings."""
    env = {name: value for name, value in os.environ.items() if not name.startswith("CANOPY_")}
    env.update(
        CANOPY_MODE="test",
        CANOPY_DATABASE_URL=database_url,
        CANOPY_MAILDIR=str(folder / "mail"),  # invitation emails stay out of the repository's var/
        CANOPY_LOG_FORMAT="json",
    )
    env.update({f"CANOPY_{name.upper()}": value for name, value in settings.items()})
    return env


def run_canopy(env: dict[str, str], folder: Path, *args: str, timeout: float = 60) -> str:
    """Run `canopy ARGS` in `folder` (so no .env of the repository is read); its standard output."""
    result = subprocess.run(
        [str(CANOPY), *args], env=env, cwd=folder, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert result.returncode == 0, f"canopy {' '.join(args)} failed ({result.returncode}):\n{result.stderr[-4000:]}"
    return result.stdout


def demo_keys(env: dict[str, str], folder: Path) -> dict[str, str]:
    """Migrate the database and create the demo data: the demo's API keys by role."""
    run_canopy(env, folder, "migrate")
    keys: dict[str, str] = json.loads(run_canopy(env, folder, "demo", "--json"))["keys"]
    return keys


@dataclass(frozen=True)
class Reply:
    status: int
    headers: dict[str, str]  # names in lower case
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


def call(port: int, method: str, path: str, key: str | None = None, body: object = None, timeout: float = 10) -> Reply:
    """One request on its own connection (closed after): the status, headers and whole body."""
    headers = {"Connection": "close"}
    if key is not None:
        headers["Authorization"] = f"ApiKey {key}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=data, headers=headers)
        response = connection.getresponse()
        content = response.read()
        return Reply(response.status, {name.lower(): value for name, value in response.getheaders()}, content)
    finally:
        connection.close()


def viewer_role(port: int, key: str) -> int:
    """The id of the Viewer role, from the member list (auth_group_detail names each member's role)."""
    reply = call(port, "GET", "/api/accounts/members/?limit=100", key)
    assert reply.status == 200, reply.body
    roles = {m["auth_group_detail"]["name"]: m["auth_group"] for m in reply.json()["results"] if m["auth_group"]}
    role: int = roles["Viewer"]
    return role


@dataclass
class Server:
    """A `canopy serve --combined` process, leader of its own process group."""

    process: subprocess.Popen[bytes]
    port: int
    log: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def alive(self) -> bool:
        return self.process.poll() is None

    def log_lines(self) -> list[str]:
        return self.log.read_text(errors="replace").splitlines() if self.log.exists() else []

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(line[:600] for line in self.log_lines()[-lines:])

    def records(self) -> list[dict[str, Any]]:
        """The server's JSON log records (lines that are not JSON, such as the start banner, skipped)."""
        records = []
        for line in self.log_lines():
            if line.startswith("{"):
                try:
                    records.append(json.loads(line))
                except ValueError:
                    pass
        return records

    def unhandled(self) -> list[str]:
        """The last line of each error the server logged as unhandled (a 500's cause), most frequent first."""
        errors = Counter(
            (str(r.get("exc_info", "")).strip().splitlines() or [""])[-1][:300]
            for r in self.records()
            if str(r.get("message", "")).startswith("unhandled error")
        )
        return [f"{count} x {error}" for error, count in errors.most_common()]

    def stop(self) -> None:
        """SIGTERM to the whole group, then SIGKILL if the server is still there after STOP_TIMEOUT."""
        if self.process.poll() is not None:
            return  # exited (and reaped): its group id may belong to someone else by now
        _signal_group(self.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            _signal_group(self.pid, signal.SIGKILL)
            self.process.wait(timeout=STOP_TIMEOUT)


def _signal_group(pgid: int, signum: signal.Signals) -> None:
    try:
        os.killpg(pgid, signum)
    except ProcessLookupError:
        pass


def start_server(env: dict[str, str], folder: Path, *args: str) -> Server:
    """Start `canopy serve --combined --port P ARGS` and wait until it answers /healthz."""
    port = free_port()
    log = folder / f"server-{port}.log"
    with open(log, "wb") as output:
        process = subprocess.Popen(
            [str(CANOPY), "serve", "--combined", "--port", str(port), *args],
            env=env,
            cwd=folder,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, killed as a whole
        )
    server = Server(process, port, log)
    deadline = time.monotonic() + START_TIMEOUT
    try:
        while True:
            if not server.alive():
                raise AssertionError(f"the server exited with {process.returncode}:\n{server.log_tail()}")
            try:
                if call(port, "GET", "/healthz", timeout=1).status == 200:
                    return server
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"the server did not answer within {START_TIMEOUT:g} s:\n{server.log_tail()}")
            time.sleep(0.1)
    except BaseException:
        server.stop()
        raise


@pytest.fixture
def servers() -> Iterator[Callable[..., Server]]:
    """Start servers with `servers(env, folder, *args)`; every one started is stopped at the end."""
    started: list[Server] = []

    def start(env: dict[str, str], folder: Path, *args: str) -> Server:
        server = start_server(env, folder, *args)
        started.append(server)
        return server

    try:
        yield start
    finally:
        for server in started:
            server.stop()
