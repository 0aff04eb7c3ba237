"""Small tools every benchmark uses: its error, its log line, commands run with a bound."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from sqlalchemy.engine import make_url

from measure.knobs import HOST, ROOT


class BenchError(Exception):
    """A benchmark that cannot go on: what it says is printed and the run fails."""


def exit_on_sigterm() -> None:
    """SIGTERM ends the run as SystemExit, so its clean-up (servers stopped, databases dropped) runs."""

    def terminate(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, terminate)


def log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", flush=True)


def run(command: list[str], *, timeout: float, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode != 0:
        raise BenchError(f"{' '.join(command[:3])} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    if os.geteuid() != 0:
        raise BenchError("wrk is missing: install it (Debian: apt-get install -y wrk)")
    log("installing wrk (apt-get install -y wrk)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = ["apt-get", "install", "-y", "-q", "wrk"]
    if subprocess.run(install, env=env, capture_output=True, timeout=300, check=False).returncode != 0:
        subprocess.run(["apt-get", "update", "-q"], env=env, capture_output=True, timeout=300, check=False)
        run(install, timeout=300, env=env)
    found = shutil.which("wrk")
    if not found:
        raise BenchError("wrk is still missing after apt-get install")
    return found


def canopy() -> list[str]:
    """The `canopy` command of the interpreter running the benchmark (the project's .venv)."""
    script = Path(sys.executable).parent / "canopy"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from handwritten.cli import main; main()"]


def local_only(url: str) -> None:
    """Benchmarks create and drop databases: never on another machine's server."""
    host = make_url(url).host
    if host not in (HOST, "localhost"):
        raise BenchError(f"the benchmark only touches {HOST}; refusing database host {host!r}")
