"""CPU time and memory of processes, read from /proc (Linux).

CPU is what the benchmarks divide by requests: the server's processes (one process group, since
the server is started in a session of its own), the PostgreSQL backends working for the
benchmark's database (a backend's title names its database, so tests running beside the
benchmark on other databases count as "other work"), and the machine as a whole.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
from pathlib import Path


def cpu_by_process(*, group: int | None = None, command: str | None = None) -> dict[int, float]:
    """User and system CPU seconds by pid, of a process group's processes or of those with a command name."""
    tick = os.sysconf("SC_CLK_TCK")
    found: dict[int, float] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2 :].split()
        if (group is not None and int(fields[2]) == group) or (command is not None and name == command):
            found[int(entry)] = (int(fields[11]) + int(fields[12])) / tick
    return found


def cpu_seconds(*, group: int | None = None, command: str | None = None) -> float:
    return sum(cpu_by_process(group=group, command=command).values())


def children_cpu() -> float:
    """CPU seconds of this process's children that have exited: wrk's time, once it is done."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def machine_busy() -> tuple[float, float]:
    """Busy and total CPU seconds of the whole machine so far (all cores), from /proc/stat."""
    tick = os.sysconf("SC_CLK_TCK")
    fields = [int(n) for n in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle and iowait
    return (sum(fields[:8]) - idle) / tick, sum(fields[:8]) / tick


def database_cpu(database: str) -> dict[int, float]:
    """CPU seconds of the PostgreSQL processes working for `database` (its backends, its autovacuum), by pid.

    PostgreSQL names each backend after its database (`postgres: USER DATABASE HOST(PORT) STATE`).
    The server-wide processes (WAL writer, checkpointer) are not counted, nor are parallel
    workers, whose title names no database: see postmaster_children_cpu().
    """
    found = {}
    for pid, seconds in cpu_by_process(command="postgres").items():
        try:
            title = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if f" {database} " in f" {title} ":
            found[pid] = seconds
    return found


def postmaster_children_cpu() -> float:
    """CPU seconds of the PostgreSQL processes that have exited and been reaped by the postmaster
    (its cutime and cstime): parallel workers above all, which live for one query and whose
    process title names no database, so database_cpu() never sees them."""
    tick = os.sysconf("SC_CLK_TCK")
    postgres = cpu_by_process(command="postgres")
    for pid in postgres:
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if int(fields[1]) not in postgres:  # its parent is no postgres: the postmaster
            return (int(fields[13]) + int(fields[14])) / tick
    return 0.0


def memory(pid: int) -> tuple[int, int]:
    """(VmRSS, VmHWM) of a process, in bytes; (0, 0) once it has exited."""
    rss = hwm = 0
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) * 1024
            elif line.startswith("VmHWM:"):
                hwm = int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return rss, hwm


def reset_peak(pid: int) -> bool:
    """Reset VmHWM to the current RSS ("5" to clear_refs, Linux 4.0+); False where that is not allowed."""
    try:
        Path(f"/proc/{pid}/clear_refs").write_text("5")
        return True
    except OSError:
        return False


def memory_of(group: int) -> tuple[int, int, int]:
    """(RSS, PSS, processes) of a process group, in bytes, from /proc.

    PSS shares the pages the forked workers hold in common among them, so the workers' PSS adds
    up to what the server really occupies, where their RSS counts the shared pages once each.
    """
    rss = pss = count = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            if int(stat[stat.rindex(")") + 2 :].split()[2]) != group:
                continue
            for line in Path(f"/proc/{entry}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    rss += int(line.split()[1]) * 1024
            for line in Path(f"/proc/{entry}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    pss += int(line.split()[1]) * 1024
            count += 1
        except (OSError, ValueError, IndexError):
            continue  # a process that exited meanwhile
    return rss, pss, count


def stop_group(process: subprocess.Popen[bytes], timeout: float) -> None:
    """Stop the process group `process` leads (started with start_new_session): SIGTERM, then
    SIGKILL if it has not ended within `timeout` seconds; nothing if it has ended already."""
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=timeout)
    except ProcessLookupError:
        pass
