"""wrk, run and read: requests/s, latency percentiles, and errors defined once.

An error is a response wrk counts as "Non-2xx or 3xx" OR a socket error (connect, read, write,
timeout): a request that got no answer failed as surely as one answered 500. Both are counted
apart and reported; `Figures.errors` is their sum, what a run is judged by.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from measure.knobs import CONNECTIONS, HOST, THREADS
from measure.tools import BenchError, run

_UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0, "h": 3_600_000.0}


@dataclass(frozen=True)
class Figures:
    """What one wrk run says."""

    rps: float
    p50_ms: float
    p99_ms: float
    requests: int
    non_2xx: int
    socket_errors: int  # connect, read, write and timeout together

    @property
    def errors(self) -> int:
        return self.non_2xx + self.socket_errors

    def as_dict(self) -> dict[str, Any]:
        return {
            "rps": self.rps,
            "p50_ms": self.p50_ms,
            "p99_ms": self.p99_ms,
            "requests": self.requests,
            "non_2xx": self.non_2xx,
            "socket_errors": self.socket_errors,
        }


def _duration_ms(text: str) -> float:
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m|h)", text)
    if not match:
        raise BenchError(f"unreadable wrk duration {text!r}")
    return float(match.group(1)) * _UNITS_MS[match.group(2)]


def read_figures(output: str) -> Figures:
    """wrk's --latency output, read; a missing line is a BenchError naming it."""

    def find(pattern: str) -> re.Match[str]:
        match = re.search(pattern, output, re.MULTILINE)
        if not match:
            raise BenchError(f"wrk output without {pattern!r}:\n{output}")
        return match

    socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return Figures(
        rps=float(find(r"^Requests/sec:\s+([\d.]+)").group(1)),
        p50_ms=_duration_ms(find(r"^\s+50%\s+(\S+)").group(1)),
        p99_ms=_duration_ms(find(r"^\s+99%\s+(\S+)").group(1)),
        requests=int(find(r"^\s+(\d+) requests in").group(1)),
        non_2xx=int(non_2xx.group(1)) if non_2xx else 0,
        socket_errors=sum(int(n) for n in socket_errors.groups()) if socket_errors else 0,
    )


def parse_wrk(output: str) -> dict[str, Any]:
    """read_figures() as the keyword arguments of a Result (bench/orders.py builds its own)."""
    return read_figures(output).as_dict()


def wrk(
    wrk_path: str,
    port: int,
    path: str,
    key: str,
    seconds: int,
    *,
    connections: int = CONNECTIONS,
    threads: int = THREADS,
    timeout_s: int = 10,
    script: Path | None = None,
) -> str:
    """wrk's output for `seconds` of GETs (or of what a Lua `script` sends) with the key.

    `timeout_s` is how long wrk waits for one answer before counting a timeout (a socket error).
    """
    command = [wrk_path, f"-t{min(threads, connections)}", f"-c{connections}", f"-d{seconds}s", "--latency"]
    command += ["--timeout", f"{timeout_s}s", "-H", f"Authorization: ApiKey {key}"]
    if script is not None:
        command += ["-s", str(script)]
    return run(command + [f"http://{HOST}:{port}{path}"], timeout=seconds + timeout_s + 60)


def check_errors(what: str, figures: Figures, output: str, *, timeouts_allowed: bool = False) -> None:
    """Fail the run on any error, or, where a load is meant to queue past wrk's timeout, on any
    answer that was not 2xx (the timeouts are then still reported with the figures)."""
    failed = figures.non_2xx if timeouts_allowed else figures.errors
    if failed:
        raise BenchError(
            f"{what}: {figures.non_2xx} answers were not 2xx and {figures.socket_errors} requests had socket "
            f"errors (timeouts included):\n{output}"
        )
