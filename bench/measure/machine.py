"""The machine a report was measured on: the rows every results file starts with.

This virtual machine's speed varies by several times from day to day, and other work shares its
two cores, so each report carries a speed figure measured when it is written: compare two
reports' figures only alongside it.
"""

from __future__ import annotations

import os
import platform
import subprocess
import time
from datetime import UTC, datetime

from measure.knobs import CONNECTIONS, DURATION, THREADS, WARMUP, WORKERS


def machine_speed() -> float:
    """Seconds for a fixed piece of pure Python on one core, the best of three (lower is faster).
    Wall-clock time, as the load tools see it: time stolen by the host is not reported here."""
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        total = 0
        for n in range(10_000_000):
            total += n
        best = min(best, time.perf_counter() - started)
    return best


def machine(wrk_path: str | None, notes: dict[str, str], *, load: bool = True) -> list[tuple[str, str]]:
    """(name, value) rows: date, CPUs, memory, Python, wrk, the speed figure, `notes`, then (with
    `load`) the shared knobs' wrk load and server command."""
    memory_kb = 0
    with open("/proc/meminfo") as meminfo:
        for line in meminfo:
            if line.startswith("MemTotal:"):
                memory_kb = int(line.split()[1])
    rows = [
        ("date", datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")),
        ("CPUs (nproc)", str(os.cpu_count())),
        ("memory", f"{memory_kb / 1024 / 1024:.1f} GiB"),
        ("Python", platform.python_version()),
    ]
    if wrk_path is not None:
        version = subprocess.run([wrk_path, "--version"], capture_output=True, text=True, timeout=10).stdout
        rows.append(("wrk", version.split(" [")[0].strip() or "?"))
    rows.append(("machine speed", f"{machine_speed():.2f} s for 10 million turns of a Python loop (lower is faster)"))
    rows += list(notes.items())
    if load:
        rows.append(
            (
                "load",
                f"wrk -t{THREADS} -c{CONNECTIONS} -d{DURATION}s --latency after a {WARMUP} s warm-up, same machine",
            )
        )
        rows.append(("server", f"canopy serve --combined --workers {WORKERS} --log-level warning"))
    return rows
