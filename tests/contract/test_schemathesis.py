"""Schemathesis over every implemented operation, with all its checks, against a live server.

A bounded run: a fixed number of examples per operation (and a fixed seed), on a fresh SQLite
database with the demo data, served by `canopy serve --combined` as a user would run it.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from handwritten import unimplemented

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BIN = Path(sys.executable).parent
MAX_EXAMPLES = os.environ.get("CANOPY_CONTRACT_EXAMPLES", "30")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _canopy(env: dict[str, str], *args: str) -> str:
    return subprocess.run([str(BIN / "canopy"), *args], env=env, check=True, capture_output=True, text=True).stdout


@pytest.fixture
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    # A fresh database per run: fuzzing changes roles and removes members.
    folder = tmp_path_factory.mktemp("contract")
    env = {
        **os.environ,
        "CANOPY_MODE": "test",
        "CANOPY_DATABASE_URL": f"sqlite+aiosqlite:///{folder / 'db.sqlite3'}",
        "CANOPY_MAILDIR": str(folder / "mail"),  # invitation emails stay out of the repository's var/
    }
    _canopy(env, "migrate")
    keys = json.loads(_canopy(env, "demo", "--json"))["keys"]
    port = _free_port()
    process = subprocess.Popen(
        [str(BIN / "canopy"), "serve", "--combined", "--port", str(port), "--log-level", "warning"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"{url}/api/openapi.json", timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise RuntimeError("the server did not start")
        yield url, keys
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.mark.parametrize("who", ["owner", "viewer"])
def test_every_implemented_operation_holds_to_its_contract(server: tuple[str, dict[str, str]], who: str) -> None:
    url, keys = server
    result = subprocess.run(
        [
            str(BIN / "schemathesis"),
            "--config-file",
            str(HERE / "schemathesis.toml"),
            "run",
            f"{url}/api/openapi.json",
            "--checks",
            "all",
            "--header",
            f"Authorization: ApiKey {keys[who]}",
            "--max-examples",
            MAX_EXAMPLES,
            # One worker: Python 3.11.7's ast.parse is not safe across threads (hypothesis parses
            # lambdas while generating), which crashed a run with "AST constructor recursion depth
            # mismatch".
            "--workers",
            "1",
            "--seed",
            "20261122",
            "--no-color",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    report = result.stdout[-6000:] + result.stderr[-2000:]
    assert result.returncode == 0, report
    # Every implemented operation was fuzzed (the served document lists exactly those).
    served = len(unimplemented.OPERATIONS) - len(unimplemented.unimplemented_operations())
    assert f"Operations:       {served} selected / {served} total" in result.stdout, report
