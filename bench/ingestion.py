"""Benchmark of the ingestion host: `make bench-ingestion` (see bench/README.md).

Two measurements per database (BENCH_DATABASES; PostgreSQL is the one with targets):

1. D1, `GET /api/documents/` on `canopy serve --combined --workers 2`, with wrk (32 connections),
   in a workspace of 10,000 documents in 50 folders (10, each with 4 sub-folders) with 2
   identifiers each. Two pages of 50, each with two filters that match thousands of documents:
   a completed upload in a folder named after a region (a to-one join), and a completed upload
   with an identifier of the year 2024 (a to-many EXISTS). Target on PostgreSQL: ≥ 500
   requests/s with p99 < 100 ms. Both pages are checked before and after the load: 50 results,
   each matching its filters, and exactly the count the seed gives.
2. A 100 MiB upload through the local storage backend on `canopy serve --combined --workers 1`,
   sent twice from a generator (never held whole here): with Content-Length, then chunked. The
   peak RSS of the server's processes (VmHWM, reset before each upload through
   /proc/PID/clear_refs) must grow by a few MiB at most, not by the file's size. Each upload is
   confirmed (D5), whose file_size proves every byte arrived.

Seeding is fast: `canopy migrate`, the workspace, its Owner and the Owner's key with the admin
functions (bench/measure/databases.py), the folders, then documents and identifiers made and
written a batch at a time, with COPY on PostgreSQL and bulk INSERTs on SQLite; then VACUUM (ANALYZE)
on PostgreSQL (this machine's autovacuum is off, see README). The rows come from a fixed seed, so
every run lists the same pages. `sized()` seeds the same workspace at a multiple of its size (the
documents multiplied, the folders as they are) for `make bench-scale` (bench/scale.py).

Everything listens on and connects to 127.0.0.1 only. Every wait is bounded. A PostgreSQL
database `canopy_bench_<random>` is dropped at the end, also on failure or SIGTERM.

Environment (all optional): BENCH_DURATION (s, 15), BENCH_WARMUP (s, 5), BENCH_CONNECTIONS (32),
BENCH_THREADS (2), BENCH_WORKERS (2, the D1 server), BENCH_DATABASES ("sqlite,postgresql"),
BENCH_POSTGRES_URL (postgresql+asyncpg://postgres@127.0.0.1:5432), BENCH_UPLOAD_MIB (100).
"""

from __future__ import annotations

import asyncio
import base64
import collections
import http.client
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import asyncpg
from sqlalchemy import insert
from sqlalchemy.ext.asyncio import AsyncSession

sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure.databases import analyze, fresh_database, owner_connection  # noqa: E402 - bench/ is a folder of scripts, not a package
from measure.knobs import DATABASES, HOST, WORKERS  # noqa: E402
from measure.load import Result, measure  # noqa: E402
from measure.machine import machine  # noqa: E402
from measure.processes import cpu_by_process, memory, reset_peak  # noqa: E402
from measure.results import machine_table, write_results  # noqa: E402
from measure.scale import Page, Sized  # noqa: E402
from measure.server import Server, request  # noqa: E402
from measure.tools import BenchError, ensure_wrk, exit_on_sigterm, log  # noqa: E402

from handwritten.db.documents import Document, DocumentFolder, DocumentIdentifier  # noqa: E402
from handwritten.db.session import Database  # noqa: E402
from handwritten.domain.roles import Role  # noqa: E402
from handwritten.services import admin  # noqa: E402
from handwritten.settings import Settings  # noqa: E402

UPLOAD_BYTES = int(os.environ.get("BENCH_UPLOAD_MIB", "100")) * 2**20
# Above the upload, so that the limit is never what is measured (the default is 512 MiB anyway).
MAX_UPLOAD_BYTES = max(200 * 2**20, 2 * UPLOAD_BYTES)
CHUNK = 256 * 1024  # what the client hands http.client at a time

DOCUMENTS = 10_000  # the present size; make bench-scale seeds ten times as many too
SEED = 20261123  # the random choices of the seed: the same workspace at every run
SEEDED_AT = datetime(2026, 1, 1, tzinfo=UTC)  # the last document's creation, fixed for the same reason
BATCH = 5_000  # documents made and written at a time: a large seed is never held whole
SEED_TIMEOUT = 300  # seconds to seed DOCUMENTS documents, and as many again for each further DOCUMENTS
CATEGORIES = (
    "Certificates", "Contracts", "Shipments", "Audits", "Invoices",
    "Lab reports", "Permits", "Photos", "Surveys", "Policies",
)  # fmt: skip
REGIONS = ("Ghana", "Ecuador", "Indonesia", "Côte d'Ivoire")  # each category has a sub-folder per region
KINDS = ("certificate of origin", "bill of lading", "field survey", "mass balance", "audit report", "invoice")
FILE_TYPES = ("application/pdf", "text/csv", "image/jpeg", "application/vnd.ms-excel", "text/plain")

# The two pages measured: two filters each, matching thousands of the 10,000 documents.
D1_FOLDER = ("D1 completed, folder", "/api/documents/?limit=50&upload_status=completed&folder__name__icontains=ghana")
D1_IDENTIFIER = (
    "D1 completed, identifier",
    "/api/documents/?limit=50&upload_status=completed&identifiers__identifier__contains=context.year%3D2024",
)
FOLDER_WORD = "ghana"
IDENTIFIER_PART = "context.year=2024"
PAGE = 50

TARGET_RPS = 500.0  # each D1 page on PostgreSQL, on the two-core machine
TARGET_P99_MS = 100.0
TARGET_GROWTH_MIB = 8.0  # peak RSS growth during an upload: buffers, never the file

UPLOAD_TIMEOUT = 120.0  # seconds for any one socket operation of an upload
SAMPLE_EVERY = 0.01  # seconds between RSS samples during an upload (VmHWM catches what they miss)


@dataclass
class Seeded:
    key: str
    expected: dict[str, int]  # the count each D1 page must report, from the seed
    first: dict[str, list[int]]  # the ids each D1 page must list, in its order (the newest first)


@dataclass
class Upload:
    database: str
    mode: str  # "Content-Length" or "chunked"
    size: int  # bytes stored, from the PUT's answer
    confirmed_size: int  # file_size of the confirmed document (D5)
    seconds: float
    processes: int  # processes of the server's group (the one serving, with --workers 1)
    idle_peak: int  # bytes: VmHWM after a reset and a second idle, before the upload
    peak: int  # bytes: VmHWM after the upload (or the largest sampled VmRSS, if larger)
    sampled_peak: int  # bytes: the largest VmRSS sampled during the upload
    reset: bool  # whether VmHWM could be reset before the upload

    @property
    def growth(self) -> int:
        return self.peak - self.idle_peak


# ---------------------------------------------------------------------------------------------
# seeding


def upload_token(tokens: random.Random) -> str:
    """What secrets.token_urlsafe(16) gives, from `tokens`: the same keys at every run."""
    return base64.urlsafe_b64encode(tokens.randbytes(16)).rstrip(b"=").decode()


def documents_seed(
    workspace: int, member: int, folders: dict[tuple[str, str | None], int], documents: int = DOCUMENTS
) -> Iterator[dict[str, Any]]:
    """`documents` rows, one at a time: mostly completed uploads, some pending or failed; 5% unfiled,
    5% in a category's folder. The tokens have a generator of their own, so the other choices are
    those of the first `documents` of any larger size."""
    rng = random.Random(SEED)
    tokens = random.Random(SEED + 1)
    for n in range(documents):
        category = CATEGORIES[n % len(CATEGORIES)]
        region = rng.choice(REGIONS)
        folder = None if n % 20 == 0 else folders[(category, None if n % 20 == 1 else region)]
        created = SEEDED_AT - timedelta(minutes=50 * (documents - n))
        status = "completed" if n % 100 < 85 else "pending" if n % 100 < 97 else "failed"
        token = upload_token(tokens)
        upload_key = f"workspaces/{workspace}/documents/seed-{n}/upload/{token}"
        kind = rng.choice(KINDS)
        row: dict[str, Any] = {
            "company_id": workspace,
            "name": f"{kind.capitalize()} {region} {n:05d}",
            "description": rng.choice(
                (None, f"{kind} for {region}, season {2022 + n % 3}", f"Received from a supplier in {region}.")
            ),
            "source": "bench" if status == "completed" else None,
            "file_path": f"file://canopy/{upload_key}",
            "upload_key": upload_key,
            "file_size": None,
            "content_type": "questionshorttext",
            "media_type": None,
            "upload_status": status,
            "uploaded_at": None,
            "processed_at": None,
            "rag_index_status": None,
            "user_company_id": member,
            "folder_id": folder,
            "pulse_params": {"identifier": f"document:seed-{n}", "model_identifier": "ingestion.document"},
            "created_at": created,
            "updated_at": created,
        }
        if status == "completed":
            uploaded = created + timedelta(minutes=2)
            row |= {
                "file_path": f"file://canopy/workspaces/{workspace}/documents/seed-{n}/file/{token}",
                "file_size": rng.randrange(2_000, 20_000_000),
                "media_type": rng.choice(FILE_TYPES),
                "uploaded_at": uploaded,
                "processed_at": uploaded + timedelta(seconds=5),
                "rag_index_status": "active" if n % 10 < 7 else None,
                "updated_at": uploaded,
            }
        yield row


def identifiers_seed(workspace: int, member: int, n: int, document_id: int) -> list[dict[str, Any]]:
    """Two identifiers of document n: a data point of a year (2022 to 2024, by n % 3) and a shipment lot."""
    return [
        {
            "company_id": workspace,
            "document_id": document_id,
            "identifier": (
                f"surveys.datapoint:site-{n % 97}:{n}:energy_use?context.year={2022 + n % 3}&labels.model=Data+point"
            ),
            "user_company_id": member,
            "tags": [],
        },
        {
            "company_id": workspace,
            "document_id": document_id,
            "identifier": f"supply_chain.shipment:lot-{n:05d}?grouping.module=traceability",
            "user_company_id": member,
            "tags": ["bench"],
        },
    ]


# Writes a batch of rows of a model; with numbered=True, returns their new ids in the batch's order.
Store = Callable[[type[Document] | type[DocumentIdentifier], list[dict[str, Any]], bool], Awaitable[list[int]]]


def copied(connection: asyncpg.Connection) -> Store:
    """A Store that COPYs each batch on `connection` (PostgreSQL): the fastest bulk load there is.

    COPY returns nothing, so the documents' ids are taken from their sequence first, as a default
    would take them, and written with the rows.
    """

    async def store(
        model: type[Document] | type[DocumentIdentifier], rows: list[dict[str, Any]], numbered: bool
    ) -> list[int]:
        table = model.__tablename__
        ids: list[int] = []
        if numbered:
            taken = await connection.fetch(
                "SELECT nextval(pg_get_serial_sequence($1, 'id')) FROM generate_series(1, $2)", table, len(rows)
            )
            ids = sorted(record[0] for record in taken)
            rows = [{"id": i} | row for i, row in zip(ids, rows, strict=True)]
        # JSON columns take their text through COPY.
        records = [
            tuple(json.dumps(v, ensure_ascii=False) if isinstance(v, dict | list) else v for v in row.values())
            for row in rows
        ]
        await connection.copy_records_to_table(table, records=records, columns=list(rows[0]))
        return ids

    return store


def inserted(session: AsyncSession) -> Store:
    """A Store of multi-row INSERTs in `session` (SQLite, which has no COPY)."""

    async def store(
        model: type[Document] | type[DocumentIdentifier], rows: list[dict[str, Any]], numbered: bool
    ) -> list[int]:
        if not numbered:
            await session.execute(insert(model), rows)
            return []
        returning = insert(model).returning(model.id, sort_by_parameter_order=True)
        return list((await session.execute(returning, rows)).scalars())

    return store


async def seed_documents(
    store: Store, workspace: int, member: int, folders: dict[tuple[str, str | None], int], documents: int
) -> tuple[dict[str, int], dict[str, list[int]]]:
    """The documents and their identifiers, BATCH documents at a time; what each page must show:
    (its count, the ids of its first page in the list's order: created_at descending, the newest
    first), from the rows as seeded (no query of the server's kind)."""
    region_of = {folder_id: region for (_, region), folder_id in folders.items()}
    expected = {D1_FOLDER[0]: 0, D1_IDENTIFIER[0]: 0}
    newest = {D1_FOLDER[0]: collections.deque[int](maxlen=PAGE), D1_IDENTIFIER[0]: collections.deque[int](maxlen=PAGE)}
    rows = documents_seed(workspace, member, folders, documents)
    for start in range(0, documents, BATCH):
        batch = list(itertools.islice(rows, BATCH))
        ids = await store(Document, batch, True)
        identifiers = []
        for n, (row, document_id) in enumerate(zip(batch, ids, strict=True), start):
            identifiers += identifiers_seed(workspace, member, n, document_id)
            if row["upload_status"] != "completed":
                continue
            shown = {
                D1_FOLDER[0]: row["folder_id"] is not None and region_of[row["folder_id"]] == "Ghana",
                D1_IDENTIFIER[0]: n % 3 == 2,
            }
            for operation in (o for o, match in shown.items() if match):
                expected[operation] += 1
                newest[operation].append(document_id)  # created after every document before it
        await store(DocumentIdentifier, identifiers, False)
    return expected, {operation: list(reversed(page)) for operation, page in newest.items()}


async def seed(database_url: str, documents: int = DOCUMENTS) -> Seeded:
    """One workspace, its Owner and key (the admin functions), its folders, then `documents`
    documents with their identifiers in bulk: COPY on PostgreSQL, as the tables' owner, in one
    transaction; INSERTs in the same session on SQLite."""
    db = Database(Settings(database_url=database_url))
    try:
        async with db.session() as session:
            workspace = await admin.create_workspace(session, "Bench Ingestion", type="active", country="NL")
            owner = await admin.create_user(
                session, "owner@bench.example", first_name="Olivia", last_name="Owner", job_title="Owner"
            )
            # add_member also makes the session act for the workspace (row-level security on
            # PostgreSQL), so the rows inserted below must be, and are, the workspace's (COPY runs
            # as the tables' owner, which row-level security does not bind).
            member = await admin.add_member(session, owner, workspace, Role.OWNER)
            issued = await admin.create_api_key(session, owner, name="bench owner key")

            folders: dict[tuple[str, str | None], int] = {}
            made = SEEDED_AT - timedelta(minutes=50 * (documents + 1))  # before the first document
            times = {"created_at": made, "updated_at": made}
            tops = (
                await session.execute(
                    insert(DocumentFolder).returning(DocumentFolder.id, sort_by_parameter_order=True),
                    [{"company_id": workspace.id, "name": c, "parent_id": None} | times for c in CATEGORIES],
                )
            ).scalars()
            for category, folder_id in zip(CATEGORIES, tops, strict=True):
                folders[(category, None)] = folder_id
            children = [(c, r) for c in CATEGORIES for r in REGIONS]
            nested = (
                await session.execute(
                    insert(DocumentFolder).returning(DocumentFolder.id, sort_by_parameter_order=True),
                    [
                        {"company_id": workspace.id, "name": f"{c} {r}", "parent_id": folders[(c, None)]} | times
                        for c, r in children
                    ],
                )
            ).scalars()
            for child, folder_id in zip(children, nested, strict=True):
                folders[child] = folder_id

            if db.settings.is_sqlite:
                expected, first = await seed_documents(inserted(session), workspace.id, member.id, folders, documents)
                await session.commit()
                return Seeded(issued.key, expected, first)
            await session.commit()
            workspace_id, member_id, key = workspace.id, member.id, issued.key
    finally:
        await db.dispose()
    connection = await owner_connection(database_url)
    try:
        async with connection.transaction():
            expected, first = await seed_documents(copied(connection), workspace_id, member_id, folders, documents)
    finally:
        await connection.close()
    return Seeded(key, expected, first)


def sized(database_url: str, workdir: Path, factor: int) -> Sized:
    """The D1 workspace at `factor` times DOCUMENTS, the folders and two identifiers a document
    unchanged, for `make bench-scale` (bench/measure/scale.py): both pages, checked as main()
    checks them, against the counts and first pages of this size's seed."""
    documents = DOCUMENTS * factor
    seeded = asyncio.run(asyncio.wait_for(seed(database_url, documents), SEED_TIMEOUT * factor))
    log(f"ingestion x{factor}: seeded {documents:,} documents; pages count {seeded.expected}")

    def page(operation: str, path: str) -> Page:
        def check(server: Server, key: str) -> None:
            check_page(server.port, key, operation, path, seeded.expected[operation], seeded.first[operation])

        return Page(operation, path, check)

    return Sized(
        key=seeded.key,
        size=f"{documents:,} documents in {len(CATEGORIES) * (1 + len(REGIONS))} folders, 2 identifiers each",
        pages=[page(*D1_FOLDER), page(*D1_IDENTIFIER)],
        # As main()'s D1 server: anything stored goes to the run's folder, never to var/objects.
        server_env={"CANOPY_STORAGE_DIR": str(workdir / f"objects-ingestion-{factor}")},
    )


# ---------------------------------------------------------------------------------------------
# HTTP


def matches(operation: str) -> Callable[[dict[str, Any]], bool]:
    """Whether a listed document satisfies the filters of the page `operation`."""

    def folder(document: dict[str, Any]) -> bool:
        detail = document.get("folder_detail") or {}
        return FOLDER_WORD in str(detail.get("name", "")).lower()

    def identifier(document: dict[str, Any]) -> bool:
        return any(IDENTIFIER_PART in i["identifier"] for i in document.get("identifiers_details", []))

    chosen = folder if operation == D1_FOLDER[0] else identifier
    return lambda document: document.get("upload_status") == "completed" and chosen(document)


def check_page(port: int, key: str, operation: str, path: str, expected: int, first: list[int]) -> None:
    """A full page of matching documents, the count the seed gives (thousands), and the seed's
    newest matching documents in the list's order (created_at descending)."""
    status, page = request(port, "GET", path, key)
    if status != 200 or not isinstance(page, dict):
        raise BenchError(f"{operation} answered {status}: {str(page)[:300]}")
    results = page.get("results", [])
    listed = [r.get("id") for r in results]
    if page.get("count") != expected or listed != first or not all(map(matches(operation), results)):
        wrong = [r.get("id") for r in results if not matches(operation)(r)]
        raise BenchError(
            f"{operation}: count {page.get('count')} (expected {expected}), {len(results)} results "
            f"(expected {PAGE}), not matching the filters: {wrong[:10]}, "
            f"listed {listed[:5]}... (expected {first[:5]}...)"
        )


# ---------------------------------------------------------------------------------------------
# D1 under load


# ---------------------------------------------------------------------------------------------
# the upload


class Sampler:
    """The largest VmRSS of a few processes, read every SAMPLE_EVERY seconds on a thread, until stop()."""

    def __init__(self, pids: list[int]) -> None:
        self.pids = pids
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(SAMPLE_EVERY):
            self.peak = max([self.peak] + [memory(pid)[0] for pid in self.pids])

    def stop(self) -> int:
        self._stop.set()
        self._thread.join(timeout=5)
        return self.peak


def body_chunks(total: int) -> Iterator[bytes]:
    """`total` bytes, CHUNK at a time, from one block: the client never holds the file either.

    Bytes 0 to 255 over and over are no known signature and not UTF-8, so the server sees octets.
    """
    block = bytes(range(256)) * (CHUNK // 256)
    sent = 0
    while sent < total:
        size = min(CHUNK, total - sent)
        yield block if size == CHUNK else block[:size]
        sent += size


def put(port: int, target: str, total: int, chunked: bool) -> tuple[int, Any]:
    connection = http.client.HTTPConnection(HOST, port, timeout=UPLOAD_TIMEOUT)
    try:
        headers = {"Content-Type": "application/octet-stream"}
        headers |= {"Transfer-Encoding": "chunked"} if chunked else {"Content-Length": str(total)}
        connection.request("PUT", target, body=body_chunks(total), headers=headers, encode_chunked=chunked)
        response = connection.getresponse()
        data = response.read()
        try:
            return response.status, json.loads(data)
        except ValueError:
            return response.status, data[:300]
    finally:
        connection.close()


def create_document(port: int, key: str, name: str) -> dict[str, Any]:
    status, created = request(port, "POST", "/api/documents/", key, {"name": name, "content_type": "questionshorttext"})
    if status != 201 or not isinstance(created, dict):
        raise BenchError(f"D2 answered {status}: {str(created)[:300]}")
    url = urlsplit(created["upload_url"])
    if url.hostname != HOST or url.port != port or not url.path.startswith("/storage/"):
        raise BenchError(f"the upload URL is not this server's local storage: {created['upload_url']}")
    return created


def upload_and_confirm(port: int, key: str, name: str, size: int, chunked: bool) -> tuple[int, int]:
    """(stored size, confirmed file_size) of an upload of `size` bytes to a new document."""
    created = create_document(port, key, name)
    url = urlsplit(created["upload_url"])
    status, stored = put(port, f"{url.path}?{url.query}", size, chunked)
    if status != 201 or not isinstance(stored, dict):
        raise BenchError(f"the PUT of {name} answered {status}: {str(stored)[:300]}")
    return stored["size"], confirm(port, key, created)


def confirm(port: int, key: str, created: dict[str, Any]) -> int:
    body = {"name": created["name"], "source": "bench", "file_path": created["file_path"]}
    status, document = request(port, "POST", f"/api/documents/{created['id']}/confirm-upload/", key, body)
    if status != 200 or not isinstance(document, dict) or document.get("upload_status") != "completed":
        raise BenchError(f"D5 of document {created['id']} answered {status}: {str(document)[:300]}")
    return int(document["file_size"])


def bench_upload(kind: str, server: Server, key: str) -> list[Upload]:
    # Warm-up: every code path of the upload (D2, the PUT route, the file writes, D5 and the job it
    # enqueues) has run once, so imports and first allocations are not counted as the upload's.
    fresh = max(memory(pid)[0] for pid in cpu_by_process(group=server.process.pid))
    for chunked in (False, True):
        upload_and_confirm(server.port, key, f"warm-up {'chunked' if chunked else 'length'}", 4 * 2**20, chunked)
    time.sleep(1.0)  # the job enqueued by D5 runs after its commit
    pids = sorted(cpu_by_process(group=server.process.pid))
    warm = max(memory(pid)[0] for pid in pids)
    log(
        f"{kind}: the upload server's process group: {pids} (--workers 1); RSS {fresh / 2**20:.1f} MiB "
        f"once it answered, {warm / 2**20:.1f} MiB after the warm-up's two 4 MiB uploads"
    )
    results = []
    for mode, chunked in (("Content-Length", False), ("chunked", True)):
        created = create_document(server.port, key, "big")
        url = urlsplit(created["upload_url"])
        reset = all([reset_peak(pid) for pid in pids])  # every process, even if one refuses
        time.sleep(1.0)  # idle: what the peak is without an upload
        idle_peak = max(memory(pid)[1] for pid in pids)
        reset = all([reset_peak(pid) for pid in pids]) and reset
        sampler = Sampler(pids)
        started = time.monotonic()
        try:
            status, stored = put(server.port, f"{url.path}?{url.query}", UPLOAD_BYTES, chunked)
        finally:
            sampled = sampler.stop()
        seconds = time.monotonic() - started
        peak = max(max(memory(pid)[1] for pid in pids), sampled)
        if status != 201 or not isinstance(stored, dict):
            raise BenchError(f"the {mode} PUT answered {status}: {str(stored)[:300]}")
        upload = Upload(
            kind, mode, int(stored["size"]), confirm(server.port, key, created), seconds, len(pids),
            idle_peak, peak, sampled, reset,
        )  # fmt: skip
        results.append(upload)
        log(
            f"{kind} upload ({mode}): {upload.size / 2**20:,.0f} MiB in {seconds:.2f} s, confirmed file_size "
            f"{upload.confirmed_size:,}; peak RSS {idle_peak / 2**20:.1f} MiB idle, {peak / 2**20:.1f} MiB during "
            f"(sampled {sampled / 2**20:.1f}): {upload.growth / 2**20:+.1f} MiB"
            + ("" if reset else "; VmHWM could NOT be reset (peaks since start)")
        )
        if upload.size != UPLOAD_BYTES or upload.confirmed_size != UPLOAD_BYTES:
            raise BenchError(
                f"{mode}: stored {upload.size:,} and confirmed {upload.confirmed_size:,} of {UPLOAD_BYTES:,}"
            )
    return results


# ---------------------------------------------------------------------------------------------
# one database


def bench_database(kind: str, wrk_path: str, workdir: Path, notes: dict[str, str]) -> tuple[list[Result], list[Upload]]:
    with fresh_database(kind, workdir, notes) as database_url:
        started = time.monotonic()
        seeded = asyncio.run(asyncio.wait_for(seed(database_url), SEED_TIMEOUT))
        if kind == "postgresql":
            asyncio.run(asyncio.wait_for(analyze(database_url), 120))
        log(
            f"{kind}: migrated, seeded {DOCUMENTS:,} documents in {time.monotonic() - started:.1f} s; "
            f"pages count {seeded.expected}"
        )
        # Uploads go to a temporary folder, never to the repository's var/objects.
        storage = {
            "CANOPY_STORAGE_DIR": str(workdir / f"objects-{kind}"),
            "CANOPY_MAX_UPLOAD_BYTES": str(MAX_UPLOAD_BYTES),
        }
        server = Server(database_url, workdir / f"server-ingestion-{kind}.log", extra_env=storage)
        try:
            server.wait_ready(seeded.key)
            pages = (D1_FOLDER, D1_IDENTIFIER)
            for operation, path in pages:
                check_page(
                    server.port, seeded.key, operation, path, seeded.expected[operation], seeded.first[operation]
                )
            log(f"{kind}: server on {HOST}:{server.port} ({WORKERS} workers) lists both pages")
            results = [
                measure(kind, operation, path, server, seeded.key, wrk_path, database_url) for operation, path in pages
            ]
            for operation, path in pages:
                check_page(
                    server.port, seeded.key, operation, path, seeded.expected[operation], seeded.first[operation]
                )
        finally:
            server.stop()
        server = Server(database_url, workdir / f"server-upload-{kind}.log", workers=1, extra_env=storage)
        try:
            server.wait_ready(seeded.key)
            uploads = bench_upload(kind, server, seeded.key)
        finally:
            server.stop()
        return results, uploads


# ---------------------------------------------------------------------------------------------
# the report


def report(results: list[Result], uploads: list[Upload], rows: list[tuple[str, str]], failures: list[str]) -> str:
    lines = machine_table(rows)
    lines += [
        "",
        "| database | operation | requests/s | p50 (ms) | p99 (ms) | requests | errors (non-2xx + socket) "
        "| server CPU (ms/request) "
        "| busiest worker | PostgreSQL CPU (ms/request) | PostgreSQL sessions opened | other work (cores) |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        postgres = f"{r.postgres_cpu_ms:.2f}" if r.postgres_cpu_ms is not None else "–"
        sessions = f"{r.sessions_opened:,}" if r.sessions_opened is not None else "–"
        lines.append(
            f"| {r.database} | {r.operation} `{r.path.removeprefix('/api/documents/')}` | {r.rps:,.0f} "
            f"| {r.p50_ms:.2f} | {r.p99_ms:.2f} | {r.requests:,} | {r.errors} ({r.non_2xx} + {r.socket_errors}) "
            f"| {r.server_cpu_ms:.2f} "
            f"| {r.busiest_worker:.0%} | {postgres} | {sessions} | {r.other_cores:.2f} |"
        )
    lines += [
        "",
        "| database | upload | MiB | seconds | confirmed file_size | server processes | peak RSS idle (MiB) "
        "| peak RSS during (MiB) | largest sampled RSS (MiB) | growth (MiB) |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for u in uploads:
        growth = f"{u.growth / 2**20:+.1f}" + ("" if u.reset else " (VmHWM not reset)")
        lines.append(
            f"| {u.database} | {u.mode} | {u.size / 2**20:,.0f} | {u.seconds:.2f} | {u.confirmed_size:,} "
            f"| {u.processes} | {u.idle_peak / 2**20:.1f} | {u.peak / 2**20:.1f} | {u.sampled_peak / 2**20:.1f} "
            f"| {growth} |"
        )
    lines.append("")
    target = f"Target (each D1 page on PostgreSQL ≥ {TARGET_RPS:,.0f} requests/s, p99 < {TARGET_P99_MS:.0f} ms)"
    measured = [r for r in results if r.database == "postgresql"]
    if not measured:
        lines.append(f"{target}: not measured.")
    for r in measured:
        met = r.rps >= TARGET_RPS and r.p99_ms < TARGET_P99_MS
        lines.append(
            f"{target}, {r.operation}: **{'met' if met else 'missed'}** ({r.rps:,.0f} requests/s, p99 {r.p99_ms:.2f} ms)."
        )
    lines.append("")
    target = f"Target (peak RSS growth during a {UPLOAD_BYTES / 2**20:,.0f} MiB upload < {TARGET_GROWTH_MIB:.0f} MiB)"
    if not uploads:
        lines.append(f"{target}: not measured.")
    for u in uploads:
        met = u.growth < TARGET_GROWTH_MIB * 2**20 and u.reset
        lines.append(
            f"{target}, {u.database} {u.mode}: **{'met' if met else 'missed'}** ({u.growth / 2**20:+.1f} MiB"
            + ("" if u.reset else ", VmHWM could not be reset")
            + ")."
        )
    for failure in failures:
        lines.append(f"\nFailed: {failure}")
    return "\n".join(lines) + "\n"


def main() -> int:
    exit_on_sigterm()
    wrk_path = ensure_wrk()
    results: list[Result] = []
    uploads: list[Upload] = []
    failures: list[str] = []
    notes: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="canopy-bench-ingestion-") as tmp:
        for kind in DATABASES:
            try:
                measured, uploaded = bench_database(kind, wrk_path, Path(tmp), notes)
                results += measured
                uploads += uploaded
            except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
                failures.append(f"{kind}: {exc}")
                log(f"{kind}: FAILED: {exc}")
    rows = machine(wrk_path, notes)
    rows += [
        (
            "workspace",
            f"{DOCUMENTS:,} documents (85% completed), {len(CATEGORIES) * (1 + len(REGIONS))} folders "
            f"({len(CATEGORIES)} with {len(REGIONS)} sub-folders each), 2 identifiers per document; "
            "VACUUM (ANALYZE) after seeding (PostgreSQL)",
        ),
        (
            "upload",
            f"{UPLOAD_BYTES / 2**20:,.0f} MiB PUT to the local storage backend from a generator "
            f"({CHUNK // 1024} KiB at a time), on canopy serve --combined --workers 1; peak RSS = VmHWM "
            "of the server's processes, reset through /proc/PID/clear_refs",
        ),
    ]
    table = report(results, uploads, rows, failures)
    print()
    print(table)
    write_results("ingestion", "Ingestion benchmark: D1 and a large upload", "make bench-ingestion", table)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
