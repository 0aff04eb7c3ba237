"""Benchmark of loading orders through the API (O6 and O8): `make bench-order-load`.

An ERP migration, or an integration catching up, writes orders one after another through the
purchase and sale order creations, each with its items and their traces. Six clients load
BENCH_ORDERS orders (5,100) of 8 items, even orders through O6 and odd ones through O8; 3 in 4
items are traced to an earlier order, the others to one of 40 origins. The plan is drawn from a
seeded generator, so every run writes the same graph (an order traced to an order that another
client has not created yet waits for it).

Reported per tenth of the load: orders/s, p50/p99 of an order's write, and CPU per order of the
server's processes and of the database's PostgreSQL backends (read from /proc, as bench/orders.py
does). Whether a write's cost grows with the graph shows as the last tenth against the first.
The database gets the upkeep autovacuum would give it as it grows (measure/maintenance.py: this
machine's server runs with autovacuum off), its CPU counted with the database's.
At the end the stored results of every order and item are compared with a full recomputation
(`propagate_all`, rolled back): incremental propagation under concurrent writers must give
exactly what recomputing everything gives.

Seeding: `canopy migrate`, the workspace, its Owner and the Owner's key with the admin functions;
everything else through the API. A PostgreSQL database `canopy_bench_<random>` is dropped at the
end, also on failure. Everything listens on and connects to 127.0.0.1 only; every wait is bounded.

Environment (all optional): BENCH_ORDERS (5100), BENCH_CLIENTS (6), BENCH_WORKERS (2),
BENCH_POSTGRES_URL (postgresql+asyncpg://postgres@127.0.0.1:5432).
"""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import make_url

sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure.databases import fresh_database, seed_workspace  # noqa: E402 - bench/ is a folder of scripts, not a package
from measure.knobs import HOST  # noqa: E402
from measure.machine import machine  # noqa: E402
from measure.maintenance import Autovacuum  # noqa: E402
from measure.processes import cpu_by_process, database_cpu  # noqa: E402
from measure.results import machine_table, write_results  # noqa: E402
from measure.server import Server  # noqa: E402
from measure.tools import BenchError, log  # noqa: E402

from handwritten.db.orders import Order, OrderItem  # noqa: E402
from handwritten.db.session import Database  # noqa: E402
from handwritten.services.propagation import propagate_all  # noqa: E402
from handwritten.settings import Settings  # noqa: E402

BENCH = Path(__file__).resolve().parent
ORDERS = int(os.environ.get("BENCH_ORDERS", "5100"))
CLIENTS = int(os.environ.get("BENCH_CLIENTS", "6"))
ITEMS_PER_ORDER = 8
TRACED_TO_ORDERS = 0.75  # of the items; the others are traced to an origin
ORIGINS = 40
RECENT = 200  # half the traces go to one of the last RECENT orders (deep chains), half to any earlier one
SEED = 20261127
TENTHS = 10
REQUEST_TIMEOUT = 120.0
SQUARE = {"type": "Polygon", "coordinates": [[[-5.5, 6.0], [-5.4, 6.0], [-5.4, 6.1], [-5.5, 6.1], [-5.5, 6.0]]]}
PATHS = ("/api/purchase-orders/", "/api/sale-orders/")  # O6, O8


class Client:
    """One keep-alive HTTP connection to the server, as a client library holds it."""

    def __init__(self, port: int, key: str) -> None:
        self.port, self.key = port, key
        self.connection = http.client.HTTPConnection(HOST, port, timeout=REQUEST_TIMEOUT)

    def post(self, path: str, body: Any) -> tuple[int, Any]:
        headers = {"Authorization": f"ApiKey {self.key}", "Content-Type": "application/json"}
        for attempt in (1, 2):
            try:
                self.connection.request("POST", path, body=json.dumps(body), headers=headers)
                response = self.connection.getresponse()
                data = response.read()
                return response.status, json.loads(data) if data else None
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.connection.close()
                self.connection = http.client.HTTPConnection(HOST, self.port, timeout=REQUEST_TIMEOUT)
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def close(self) -> None:
        self.connection.close()


@dataclass
class Plan:
    """The orders to load, by position: for each item, the earlier order (by position) or the origin (by index) it is traced to."""

    items: list[list[tuple[str, int]]]

    @classmethod
    def drawn(cls, orders: int) -> Plan:
        rng = random.Random(SEED)
        planned: list[list[tuple[str, int]]] = []
        for position in range(orders):
            items: list[tuple[str, int]] = []
            for _ in range(ITEMS_PER_ORDER):
                if position > 0 and rng.random() < TRACED_TO_ORDERS:
                    low = max(0, position - RECENT) if rng.random() < 0.5 else 0
                    items.append(("order", rng.randrange(low, position)))
                else:
                    items.append(("origin", rng.randrange(ORIGINS)))
            planned.append(items)
        return cls(planned)


@dataclass
class Load:
    """What the clients share: the next position to write and the ids of the orders written."""

    plan: Plan
    origins: list[int]
    ids: list[int | None]
    next_position: int = 0
    lock: threading.Condition = field(default_factory=threading.Condition)
    finished: list[tuple[int, float, float]] = field(default_factory=list)  # (position, ended at, seconds)
    failures: list[str] = field(default_factory=list)

    def take(self) -> int | None:
        with self.lock:
            if self.next_position >= len(self.ids) or self.failures:
                return None
            self.next_position += 1
            return self.next_position - 1

    def order_id(self, position: int) -> int:
        """The id of the order at `position`, waiting (bounded) for the client writing it."""
        with self.lock:
            if not self.lock.wait_for(lambda: self.ids[position] is not None or bool(self.failures), REQUEST_TIMEOUT):
                raise BenchError(f"order {position} was not written within {REQUEST_TIMEOUT:.0f} s")
            id = self.ids[position]
            if id is None:
                raise BenchError("another client failed")
            return id

    def body(self, position: int) -> dict[str, Any]:
        items = []
        for line, (kind, target) in enumerate(self.plan.items[position], start=1):
            if kind == "order":
                trace = {"traced_orders": [self.order_id(target)]}
            else:
                trace = {"traced_origins": [self.origins[target]]}
            items.append({"line_number": line, "volume": 100.0 + line, "unit": "kg", "trace": trace})
        day = date(2024, 1, 1) + timedelta(days=position % 700)
        return {
            "type": "order",
            "external_id": f"LOAD-{position:06d}",
            "order_created_at": day.isoformat(),
            "items": items,
        }


def client(load: Load, port: int, key: str) -> None:
    connection = Client(port, key)
    try:
        while (position := load.take()) is not None:
            body = load.body(position)
            started = time.perf_counter()
            status, answer = connection.post(PATHS[position % 2], body)
            took = time.perf_counter() - started
            with load.lock:
                if status != 201:
                    load.failures.append(f"order {position}: {status} {str(answer)[:300]}")
                else:
                    load.ids[position] = answer["id"]
                    load.finished.append((position, time.monotonic(), took))
                load.lock.notify_all()
    except Exception as exc:  # reported by the main thread
        with load.lock:
            load.failures.append(f"client: {exc!r}")
            load.lock.notify_all()
    finally:
        connection.close()


# ---------------------------------------------------------------------------------------------
# setup


async def seed(database_url: str) -> str:
    """The workspace and its Owner's key (measure/databases.py)."""
    _, key = await seed_workspace(database_url, name="Bench Load", domain="load.example")
    return key


def create_origins(port: int, key: str) -> list[int]:
    connection = Client(port, key)
    try:
        ids = []
        for n in range(ORIGINS):
            body = {"name": f"Plot {n}", "country": "CI", "commodity": "cocoa", "geometry": SQUARE}
            status, answer = connection.post("/api/origins/", body)
            if status != 201:
                raise BenchError(f"origin {n}: {status} {answer}")
            ids.append(answer["id"])
        return ids
    finally:
        connection.close()


Snapshot = dict[tuple[str, int], tuple[Any, ...]]


async def compare_with_recomputation(database_url: str) -> tuple[int, list[str]]:
    """The orders and items whose stored results differ from a full recomputation (rolled back)."""

    async def snapshot(session: Any) -> Snapshot:
        orders = await session.execute(
            select(
                Order.id,
                Order.assessment_status,
                Order.assessment_summary,
                Order.failing_percentage,
                Order.passing_percentage,
            )
        )
        items = await session.execute(select(OrderItem.id, OrderItem.assessment_status, OrderItem.assessment_summary))
        found: Snapshot = {("order", row[0]): tuple(row[1:]) for row in orders}
        found |= {("item", row[0]): tuple(row[1:]) for row in items}
        return found

    db = Database(Settings(database_url=database_url))
    try:
        async with db.session() as session:
            stored = await snapshot(session)
            await propagate_all(session)
            recomputed = await snapshot(session)
            await session.rollback()
    finally:
        await db.dispose()
    differing = [
        f"{kind} {id}: stored {stored[(kind, id)]}, recomputed {recomputed.get((kind, id))}"
        for kind, id in sorted(stored)
        if stored[(kind, id)] != recomputed.get((kind, id))
    ]
    return sum(1 for kind, _ in stored if kind == "order"), differing


# ---------------------------------------------------------------------------------------------
# measuring


@dataclass
class Tenth:
    orders: int
    seconds: float
    latencies: list[float]
    server_cpu: float
    postgres_cpu: float

    def row(self, number: int) -> str:
        p50 = statistics.median(self.latencies) * 1000
        p99 = sorted(self.latencies)[min(len(self.latencies) - 1, int(0.99 * len(self.latencies)))] * 1000
        return (
            f"| {number} | {self.orders} | {self.orders / self.seconds:.1f} | {p50:.0f} | {p99:.0f} "
            f"| {1000 * self.server_cpu / self.orders:.1f} | {1000 * self.postgres_cpu / self.orders:.1f} |"
        )


def load_orders(server: Server, key: str, database: str, origins: list[int]) -> tuple[list[Tenth], float, Load]:
    load = Load(Plan.drawn(ORDERS), origins, [None] * ORDERS)
    boundaries = [round(ORDERS * n / TENTHS) for n in range(1, TENTHS + 1)]
    samples: list[tuple[float, float, float]] = []  # (at, server CPU, PostgreSQL CPU) at each tenth's end

    def sample() -> tuple[float, float, float]:
        return (
            time.monotonic(),
            sum(cpu_by_process(group=server.process.pid).values()),
            sum(database_cpu(database).values()),
        )

    samples.append(sample())
    started = samples[0][0]
    threads = [threading.Thread(target=client, args=(load, server.port, key), daemon=True) for _ in range(CLIENTS)]
    for thread in threads:
        thread.start()
    # Sampled by orders finished, not by time: a tenth is a tenth of the graph's growth.
    for boundary in boundaries:
        with load.lock:
            deadline = time.monotonic() + 3600
            while len(load.finished) < boundary and not load.failures:
                if not load.lock.wait(timeout=max(0.0, deadline - time.monotonic())) and time.monotonic() > deadline:
                    raise BenchError("the load did not finish within an hour a tenth")
        if load.failures:
            break
        samples.append(sample())
        log(f"{len(load.finished):,} orders, {len(load.finished) / (samples[-1][0] - started):.1f} orders/s")
    for thread in threads:
        thread.join(timeout=REQUEST_TIMEOUT)
    if load.failures:
        raise BenchError("; ".join(load.failures[:5]))
    by_end = sorted(load.finished, key=lambda done: done[1])
    tenths = []
    for n, boundary in enumerate(boundaries):
        low = boundaries[n - 1] if n else 0
        (at0, server0, pg0), (at1, server1, pg1) = samples[n], samples[n + 1]
        latencies = [took for _, _, took in by_end[low:boundary]]
        tenths.append(Tenth(boundary - low, at1 - at0, latencies, server1 - server0, pg1 - pg0))
    return tenths, samples[-1][0] - started, load


def report(tenths: list[Tenth], elapsed: float, notes: dict[str, str], differing: list[str], compared: int) -> str:
    latencies = sorted(latency for tenth in tenths for latency in tenth.latencies)
    total_server = sum(t.server_cpu for t in tenths)
    total_pg = sum(t.postgres_cpu for t in tenths)
    growth = (tenths[-1].postgres_cpu / tenths[-1].orders) / max(1e-9, tenths[0].postgres_cpu / tenths[0].orders)
    slowdown = (tenths[-1].seconds / tenths[-1].orders) / max(1e-9, tenths[0].seconds / tenths[0].orders)
    lines = [
        f"# Order load (O6 and O8): {ORDERS:,} orders of {ITEMS_PER_ORDER} items, {CLIENTS} clients",
        "",
        f"Run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC by `make bench-order-load` (bench/order_load.py).",
        "",
        f"- {ORDERS / elapsed:.1f} orders/s ({elapsed:.1f} s); per order write p50 "
        f"{1000 * statistics.median(latencies):.0f} ms, p99 {1000 * latencies[int(0.99 * (len(latencies) - 1))]:.0f} ms",
        f"- CPU per order: server {1000 * total_server / ORDERS:.1f} ms, PostgreSQL {1000 * total_pg / ORDERS:.1f} ms",
        f"- last tenth against the first: {slowdown:.2f}x the time an order, {growth:.2f}x the PostgreSQL CPU an order",
        f"- propagation: {compared:,} orders compared with a full recomputation, "
        + ("identical" if not differing else f"{len(differing)} records differ"),
        "",
        "| tenth | orders | orders/s | p50 ms | p99 ms | server CPU ms/order | PostgreSQL CPU ms/order |",
        "|---|---|---|---|---|---|---|",
        *(tenth.row(n) for n, tenth in enumerate(tenths, start=1)),
        "",
        *(f"- {name}: {value}" for name, value in notes.items()),
    ]
    if differing:
        lines += ["", "Differences (first 20):", "", *(f"- {line}" for line in differing[:20])]
    return "\n".join(lines) + "\n"


def main() -> int:
    notes: dict[str, str] = {}
    try:
        with tempfile.TemporaryDirectory(prefix="canopy-order-load-") as workdir:
            with fresh_database("postgresql", Path(workdir), notes) as database_url:
                database = make_url(database_url).database or ""
                key = asyncio.run(asyncio.wait_for(seed(database_url), 60))
                server = Server(database_url, Path(workdir) / "server-order-load.log")
                try:
                    server.wait_ready(key)
                    origins = create_origins(server.port, key)
                    log(
                        f"postgresql: {database}, server on {HOST}:{server.port}, {len(origins)} origins; "
                        f"loading {ORDERS:,} orders"
                    )
                    with Autovacuum(database_url) as maintenance:
                        tenths, elapsed, _ = load_orders(server, key, database, origins)
                    notes["autovacuum"] = maintenance.note()
                finally:
                    server.stop()
                compared, differing = asyncio.run(asyncio.wait_for(compare_with_recomputation(database_url), 1800))
        table = report(tenths, elapsed, notes, differing, compared)
        print(table)
        whole = "\n".join(machine_table(machine(None, {}, load=False))) + "\n\n" + table
        write_results("order-load", "Order load benchmark: O6 and O8", "make bench-order-load", whole)
        return 1 if differing else 0
    except BenchError as exc:
        log(f"failed: {exc}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
