"""Hosts of their own on this machine: network namespaces joined by a bridge (bench/multinode.py).

    this machine (root namespace)
      bridge cnb<tag>  10.77.0.1/24  <- the host side: the benchmark's clients, and the forwarders
        veth -> namespace canopy-<tag>-<name>  10.77.0.11/24, .12, ...  (one `canopy` node each)

A node in a namespace has its own loopback and sees nothing of this machine's but the bridge.
PostgreSQL and SeaweedFS listen on 127.0.0.1 only, which no namespace can reach, so `forward`
puts a socat on the bridge's address in front of each: a node connects to 10.77.0.1:5432 and
socat relays the bytes to 127.0.0.1:5432. PostgreSQL then sees a local client (its pg_hba's
127.0.0.1 rules apply), and an S3 URL signed for 10.77.0.1:PORT is the same URL for the nodes and
for the clients on this machine, which reach the bridge's address directly.

Where namespaces cannot be made (no root, no `ip`), `Network(isolated=False)` gives each node a
loopback address of its own (127.0.0.2, ...) instead: separate addresses, one network stack.
Everything made is undone by `close`, also after a failure half-way.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

from measure.tools import BenchError, log

SUBNET = os.environ.get("BENCH_MULTINODE_SUBNET", "10.77.0")  # a /24 of this machine nobody else uses


def _ip(*args: str) -> None:
    done = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30, check=False)
    if done.returncode != 0:
        raise BenchError(f"ip {' '.join(args)} failed: {done.stderr.strip()}")


def namespaces_work() -> str | None:
    """None when network namespaces can be made here, else why not."""
    if os.geteuid() != 0:
        return "not root"
    if shutil.which("ip") is None:
        return "no `ip` command (iproute2)"
    probe = f"canopy-probe-{os.getpid()}"
    try:
        _ip("netns", "add", probe)
        _ip("netns", "exec", probe, "ip", "link", "set", "lo", "up")
    except BenchError as error:
        return str(error)
    finally:
        subprocess.run(["ip", "netns", "del", probe], capture_output=True, timeout=30, check=False)
    return None


class Network:
    """The bridge, the namespaces and the forwarders of one run; `close` removes them all."""

    def __init__(self, *, isolated: bool, workdir: Path) -> None:
        self.isolated = isolated
        self.workdir = workdir
        self.tag = f"{os.getpid() % 100000:05d}"
        self.bridge = f"cnb{self.tag}"  # interface names have 15 characters at most
        self.host_address = f"{SUBNET}.1" if isolated else "127.0.0.1"
        self.namespaces: list[str] = []
        self.links: list[str] = []
        self.forwarders: list[subprocess.Popen[bytes]] = []
        if isolated:
            taken = subprocess.run(["ip", "-4", "addr"], capture_output=True, text=True, timeout=30).stdout
            if f" {SUBNET}." in taken:
                raise BenchError(f"{SUBNET}.0/24 is in use on this machine: set BENCH_MULTINODE_SUBNET")
            _ip("link", "add", self.bridge, "type", "bridge")
            self.links.append(self.bridge)
            _ip("addr", "add", f"{self.host_address}/24", "dev", self.bridge)
            _ip("link", "set", self.bridge, "up")

    def add(self, name: str) -> tuple[str, list[str]]:
        """A host for a node: (its address, the command prefix that runs a program there)."""
        number = len(self.namespaces) + 11
        if not self.isolated:
            self.namespaces.append(name)
            return f"127.0.0.{number - 9}", []
        namespace = f"canopy-{self.tag}-{name}"
        outside, inside = f"cnv{self.tag}{number}", f"eth{number}"
        _ip("netns", "add", namespace)
        self.namespaces.append(namespace)
        _ip("link", "add", outside, "type", "veth", "peer", "name", inside)
        self.links.append(outside)  # deleting one end deletes the pair
        _ip("link", "set", inside, "netns", namespace)
        _ip("link", "set", outside, "master", self.bridge, "up")
        address = f"{SUBNET}.{number}"
        _ip("netns", "exec", namespace, "ip", "addr", "add", f"{address}/24", "dev", inside)
        _ip("netns", "exec", namespace, "ip", "link", "set", inside, "up")
        _ip("netns", "exec", namespace, "ip", "link", "set", "lo", "up")
        log(f"network: namespace {namespace} at {address}")
        return address, ["ip", "netns", "exec", namespace]

    def forward(self, port: int) -> int:
        """127.0.0.1:`port` of this machine, reachable by the nodes at host_address:`port`."""
        if not self.isolated:
            return port
        if shutil.which("socat") is None:
            raise BenchError("socat is missing: install it (Debian: apt-get install -y socat)")
        log_file = (self.workdir / f"socat-{port}.log").open("wb")
        command = [
            "socat",
            f"TCP-LISTEN:{port},bind={self.host_address},reuseaddr,fork",
            f"TCP:127.0.0.1:{port}",
        ]
        # A session of its own: close() stops it and the children it forks for each connection.
        self.forwarders.append(
            subprocess.Popen(command, stdout=log_file, stderr=subprocess.STDOUT, start_new_session=True)
        )
        log_file.close()
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection((self.host_address, port), timeout=1).close()
                return port
            except OSError:
                if time.monotonic() > deadline:
                    raise BenchError(f"socat on {self.host_address}:{port} did not listen within 10 s") from None
                time.sleep(0.1)

    def close(self) -> None:
        for forwarder in self.forwarders:
            try:
                os.killpg(forwarder.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            forwarder.wait(timeout=10)
        self.forwarders.clear()
        if not self.isolated:
            return
        for namespace in reversed(self.namespaces):
            subprocess.run(["ip", "netns", "del", namespace], capture_output=True, timeout=30, check=False)
        for link in reversed(self.links):
            subprocess.run(["ip", "link", "del", link], capture_output=True, timeout=30, check=False)
        log(f"network: removed {len(self.namespaces)} namespaces and the bridge {self.bridge}")
        self.namespaces.clear()
        self.links.clear()
