"""The README's quickstart and docs/getting-started.md, run as written against a fresh server.

`make run` migrates a fresh database, creates the demo (`canopy demo --if-empty`) and serves the
four hosts on 127.0.0.1:8000-8003. Here the same happens on a fresh SQLite database in the test's
folder (tests/live.py), on four free ports that replace 8000-8003 in the text. Then every `sh`
block of README.md runs, in order, in one bash with `set -euo pipefail`, where `curl` fails on any
answer outside 2xx (and follows no redirect): a block that stops working, or an example that
names a record the demo does not have, fails the test, so the README cannot drift again.

docs/getting-started.md runs the same way, on the same kind of server: its organization is made
beside the demo's, with names of its own.

A block preceded by the line `<!-- quickstart: not run -->` is left out (`make run` itself).
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from generated.operations import HOSTS
from tests.live import BIN, live_server

ROOT = Path(__file__).resolve().parents[2]
RUNNABLE = ["README.md", "docs/getting-started.md"]
SKIP = "<!-- quickstart: not run -->"
FIRST_PORT = 8000  # what `make run` serves the base host on; the other hosts follow

# Every curl of the README reports its status on stderr (curl's %{stderr}) and fails above 399.
PRELUDE = r"""
set -euo pipefail
curl() {
  command curl --fail-with-body --no-progress-meter --max-redirs 0 \
    -w '%{stderr}README-HTTP %{http_code} %{method} %{url_effective}\n' "$@"
}
"""
STATUS = re.compile(r"^README-HTTP (\d{3}) (\S+) (\S+)$", re.MULTILINE)


def shell_blocks(text: str) -> list[str]:
    """The ```sh blocks of `text`, in order, without those marked not to run."""
    blocks = []
    for match in re.finditer(r"(?P<before>[^\n]*)\n```sh\n(?P<body>.*?)\n```", text, re.DOTALL):
        if match.group("before").strip() != SKIP:
            blocks.append(match.group("body"))
    return blocks


def test_the_blocks_are_found() -> None:
    text = "intro\n<!-- quickstart: not run -->\n```sh\nmake run\n```\nthen\n```sh\ncurl -s x\n```\n"
    assert shell_blocks(text) == ["curl -s x"]


@pytest.mark.parametrize("document", RUNNABLE)
def test_shell_blocks_run_as_written(document: str, tmp_path: Path) -> None:
    blocks = shell_blocks((ROOT / document).read_text(encoding="utf-8"))
    assert len(blocks) >= 5, f"the shell blocks of {document} were not found"
    with live_server(tmp_path / "server", combined=False) as server:
        script = "\n".join(blocks)
        for index in range(len(HOSTS)):
            script = script.replace(f"127.0.0.1:{FIRST_PORT + index}", f"127.0.0.1:{server.port + index}")
        work = tmp_path / "work"  # the files the examples write (a document to upload)
        work.mkdir()
        env = {**server.env, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}"}
        run = subprocess.run(
            ["bash", "-c", PRELUDE + script],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    answers = STATUS.findall(run.stderr)
    transcript = f"stdout:\n{run.stdout[-6000:]}\nstderr:\n{run.stderr[-6000:]}"
    assert run.returncode == 0, transcript
    assert answers, transcript
    refused = [answer for answer in answers if not answer[0].startswith("2")]
    assert not refused, transcript
    # Every request the README shows was sent: one status line per curl of the text.
    assert len(answers) == sum(block.count("curl ") for block in blocks), transcript
