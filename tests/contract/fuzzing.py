"""Schemathesis over every implemented operation, with all its checks, against a live server.

A bounded run: a fixed number of examples per operation (and a fixed seed), on a fresh SQLite
database with the demo data, served by `canopy serve --combined` as a user would run it. The
owner's and the viewer's runs are two test files (test_schemathesis_*.py), so that the two
processes of `make test` take one each, at the start (tests/conftest.py), instead of one process
running both after everything else.
"""

from __future__ import annotations

import json
import os
import subprocess
import urllib.request
from pathlib import Path

from handwritten import unimplemented
from tests.contract.hooks import OWN_KEY_ID
from tests.live import BIN, live_server

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
MAX_EXAMPLES = os.environ.get("CANOPY_CONTRACT_EXAMPLES", "30")
# The viewer's writes are refused before their bodies are read, and its reads run the owner's
# code: fewer examples find what a viewer can break, in a third of the time. Nor does it run the
# coverage phase, the owner's boundary and invalid values of every parameter and body field
# (13,735 cases for the viewer, 183 of its 244 s on 2026-11-26): for a viewer they meet a 403 before
# their values are read, or the reads the owner's run already covers.
VIEWER_EXAMPLES = os.environ.get("CANOPY_CONTRACT_VIEWER_EXAMPLES", "10")
# Nor the stateful phase: it follows the links of what a run creates, and a viewer creates nothing
# (its creations answer 403), so it drew little but D1's cases with a comma inside a list item,
# which the query string cannot carry (tests/contract/hooks.py) and which this phase draws despite
# filter_query. The owner's run keeps it.
VIEWER_PHASES = "examples,fuzzing"


def fuzz(folder: Path, who: str) -> None:
    """Schemathesis as `who` against a server on a fresh database in `folder` (fuzzing changes
    roles and removes members); fails with its report when a check fails or an operation is missed."""
    with live_server(folder, settings={"CANOPY_LOG_LEVEL": "WARNING"}) as server:
        url, keys = server.url, server.keys
        _run(url, keys, who)


def _key_id(url: str, key: str) -> int:
    """The id of `key`, as AK1 lists it to its own user (by its first characters)."""
    request = urllib.request.Request(f"{url}/api/accounts/api-keys/", headers={"Authorization": f"ApiKey {key}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        rows = json.load(response)["results"]
    return int(next(row["id"] for row in rows if row["prefix"] == key[:12]))


def _run(url: str, keys: dict[str, str], who: str) -> None:
    # The run's own key is spared by the hooks: revoking it would leave every later request a 401.
    own_key = str(_key_id(url, keys[who]))
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
            VIEWER_EXAMPLES if who == "viewer" else MAX_EXAMPLES,
            # One worker: Python 3.11.7's ast.parse is not safe across threads (hypothesis parses
            # lambdas while generating), which crashed a run with "AST constructor recursion depth
            # mismatch".
            "--workers",
            "1",
            "--seed",
            "20261122",
            "--no-color",
            *(["--phases", VIEWER_PHASES] if who == "viewer" else []),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        env={**os.environ, "SCHEMATHESIS_HOOKS": "tests.contract.hooks", OWN_KEY_ID: own_key},
    )
    report = result.stdout[-6000:] + result.stderr[-2000:]
    assert result.returncode == 0, report
    # Every implemented operation was fuzzed (the served document lists exactly those).
    served = len(unimplemented.OPERATIONS) - len(unimplemented.unimplemented_operations())
    assert f"Operations:       {served} selected / {served} total" in result.stdout, report
