"""A live server for the tests that need real HTTP: `canopy serve` in a process of its own.

It is started as a user would run it (migrate, demo data, serve) on a fresh SQLite database in a
folder of the test's, on a free port, and stopped with its whole process group, whatever happens.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generated.operations import HOSTS

BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def free_ports(count: int, attempts: int = 50) -> int:
    """The first of `count` consecutive ports free on 127.0.0.1."""
    for _ in range(attempts):
        first = free_port()
        if first + count > 65536:
            continue
        try:
            with ExitStack() as held:
                for port in range(first, first + count):
                    sock = held.enter_context(socket.socket())
                    sock.bind(("127.0.0.1", port))
        except OSError:
            continue
        return first
    raise RuntimeError(f"found no {count} consecutive free ports in {attempts} attempts")


def canopy(env: Mapping[str, str], *args: str) -> str:
    return subprocess.run(
        [str(BIN / "canopy"), *args], env=dict(env), check=True, capture_output=True, text=True
    ).stdout


def wait_for(url: str, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=1).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError(f"{url} did not answer within {seconds} s") from None
            time.sleep(0.1)


@dataclass
class LiveServer:
    url: str
    port: int
    keys: dict[str, str]
    demo: dict[str, Any]
    env: dict[str, str]
    process: subprocess.Popen[bytes]
    log: Path


@contextmanager
def live_server(
    folder: Path, *, workers: int = 1, settings: Mapping[str, str] | None = None, combined: bool = True
) -> Iterator[LiveServer]:
    """`canopy serve --combined` on a fresh SQLite database in `folder`, with CANOPY_* `settings`.

    With `combined=False`, `canopy serve` serves each host on a port of its own: base on `.port`
    (`.url`), then supply_chain, ingestion and data_room on the next three ports.
    """
    env = {
        **os.environ,
        "CANOPY_MODE": "test",
        "CANOPY_DATABASE_URL": f"sqlite+aiosqlite:///{folder / 'db.sqlite3'}",
        "CANOPY_MAILDIR": str(folder / "mail"),  # emails stay out of the repository's var/
        "CANOPY_STORAGE_DIR": str(folder / "objects"),  # and so do uploaded files
        **(settings or {}),
    }
    canopy(env, "migrate")
    demo = json.loads(canopy(env, "demo", "--json"))
    hosts = 1 if combined else len(HOSTS)
    port = free_port() if combined else free_ports(hosts)
    log = folder / "server.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            [str(BIN / "canopy"), "serve", *(["--combined"] if combined else []), "--port", str(port)]
            + ["--workers", str(workers)],
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # a process group of its own, stopped as a whole
        )
    url = f"http://127.0.0.1:{port}"
    try:
        for index in range(hosts):
            wait_for(f"http://127.0.0.1:{port + index}/healthz")
        yield LiveServer(url, port, demo["keys"], demo, env, process, log)
    finally:
        stop(process)


def stop(process: subprocess.Popen[bytes], seconds: float = 15) -> None:
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=seconds)
        except ProcessLookupError:
            pass
