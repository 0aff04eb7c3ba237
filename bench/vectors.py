"""Memory of dense retrieval per worker (issue 36, point 2): `.venv/bin/python bench/vectors.py`.

On PostgreSQL, for each size of BENCH_VECTORS_SIZES (10,000 and 100,000 chunks):

1. A fresh database (dropped at the end), `canopy migrate`, `canopy demo --json`: demo workspace a
   and its Owner's key.
2. That many active chunks of the embedding model's dimension in workspace a, CHUNKS_PER_DOCUMENT
   to a document: unit vectors drawn from a fixed seed (SEED), so every run has the same corpus.
3. The workspace's nearest-neighbour index built once, as the "refresh dense index" job builds it
   (handwritten/services/knowledge/neighbours.py, one core), into a folder of the run: timed, with
   the file's size.
4. For each mode of BENCH_VECTORS_MODES: `canopy serve --combined --workers 2` with that folder,
   and the threshold that gives the mode: "index" (the service's default threshold: at these
   sizes the index, memory-mapped) or "exact" (a threshold above any size: each worker keeps
   every vector in memory, as before the index). Each process's RSS and PSS (smaps_rollup) when
   started, then after BENCH_VECTORS_QUERIES dense queries (Q2, retriever dense, top_k 10, a
   question of eval/questions.jsonl each), each on a fresh connection, so both workers answer:
   the model, and the index or the matrix, loaded. The queries' p50 is shown too, sequential,
   not a load.

Reused: bench/measure/ (the database, the server, memory, the machine, the results file).
Everything listens on and connects to 127.0.0.1 only.

Environment (all optional): BENCH_VECTORS_SIZES (10000,100000), BENCH_VECTORS_MODES (index,exact),
BENCH_VECTORS_QUERIES (200), BENCH_WORKERS (2), BENCH_POSTGRES_URL.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # eval/, a folder of the repository

from measure.databases import analyze, fresh_database, owner_connection  # noqa: E402
from measure.knobs import WORKERS  # noqa: E402
from measure.machine import machine  # noqa: E402
from measure.processes import cpu_by_process, memory  # noqa: E402
from measure.results import machine_table, write_results  # noqa: E402
from measure.server import Server, request  # noqa: E402
from measure.tools import BenchError, canopy, exit_on_sigterm, log, run  # noqa: E402

from eval.questions import load_questions  # noqa: E402
from handwritten.db.documents import Document  # noqa: E402
from handwritten.db.session import Database, Tenant  # noqa: E402
from handwritten.domain.knowledge.embeddings import MiniLM  # noqa: E402
from handwritten.services.knowledge import neighbours  # noqa: E402
from handwritten.settings import Settings  # noqa: E402

SIZES = [int(n) for n in os.environ.get("BENCH_VECTORS_SIZES", "10000,100000").split(",") if n.strip()]
MODES = [m.strip() for m in os.environ.get("BENCH_VECTORS_MODES", "index,exact").split(",") if m.strip()]
QUERIES = int(os.environ.get("BENCH_VECTORS_QUERIES", "200"))
SEED = 36
CHUNKS_PER_DOCUMENT = 50
DIMENSION = MiniLM.dimension
INDEX_THRESHOLD = Settings().dense_index_threshold
EXACT_THRESHOLD = 10**12  # above any size: every query exact, every vector in each worker's memory
TOP_K = 10
PATH = "/api/queries/"


@dataclass
class Snapshot:
    when: str
    by_process: list[tuple[int, int, int]]  # (pid, RSS, PSS) in bytes


@dataclass
class Run:
    size: int
    mode: str
    snapshots: list[Snapshot] = field(default_factory=list)
    p50_ms: float = 0.0


@dataclass
class Built:
    size: int
    seconds: float
    file_bytes: int
    insert_seconds: float


def pss(pid: int) -> int:
    """The process's proportional set size in bytes (shared pages divided among their processes); 0 once gone."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def vectors(size: int) -> np.ndarray:
    rows = np.random.default_rng(SEED).standard_normal((size, DIMENSION), dtype=np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    return rows.astype("<f4")


async def _documents(database_url: str, workspace: int, count: int) -> list[int]:
    db = Database(Settings(database_url=database_url))
    try:
        async with db.session() as session:
            documents = [
                Document(
                    company_id=workspace,
                    name=f"synthetic-{n}.txt",
                    file_path=f"bench://vectors/{n}",
                    upload_key="",
                    content_type="questionlongtext",
                    media_type="text/plain",
                    upload_status="completed",
                    rag_index_status="active",
                    user_company_id=0,
                )  # fmt: skip
                for n in range(count)
            ]
            session.add_all(documents)
            await session.flush()
            ids = [document.id for document in documents]
            await session.commit()
    finally:
        await db.dispose()
    return ids


async def _chunks(database_url: str, workspace: int, size: int) -> None:
    documents = await _documents(database_url, workspace, -(-size // CHUNKS_PER_DOCUMENT))
    embeddings = vectors(size)
    now = datetime.now(UTC).replace(tzinfo=None)
    records = [
        (workspace, documents[n // CHUNKS_PER_DOCUMENT], n % CHUNKS_PER_DOCUMENT, 1, 0, 40,
         f"Synthetic passage {n} of the vectors benchmark.", embeddings[n].tobytes(), now)
        for n in range(size)
    ]  # fmt: skip
    await copy_chunks(database_url, records)


CHUNK_COLUMNS = ("company_id", "document_id", "position", "page", "start", "end", "text", "embedding", "created_at")


async def copy_chunks(database_url: str, records: Iterable[tuple[Any, ...]]) -> None:
    """Chunk rows (in CHUNK_COLUMNS' order) COPYed into document_chunks as the tables' owner."""
    connection = await owner_connection(database_url)
    try:
        await connection.copy_records_to_table("document_chunks", records=records, columns=list(CHUNK_COLUMNS))
    finally:
        await connection.close()


async def _build(database_url: str, workspace: int, folder: Path) -> neighbours.Generation | None:
    db = Database(Settings(database_url=database_url))
    try:
        async with db.session(Tenant(workspace_id=workspace, user_id=0)) as session:
            indexing = neighbours.Indexing(folder, threshold=INDEX_THRESHOLD)
            return await neighbours.refresh(session, indexing, workspace, DIMENSION)
    finally:
        await db.dispose()


def snapshot(server: Server, when: str) -> Snapshot:
    pids = sorted(cpu_by_process(group=server.process.pid))
    taken = Snapshot(when, [(pid, memory(pid)[0], pss(pid)) for pid in pids])
    shown = ", ".join(f"{pid}: RSS {rss / 2**20:.0f} / PSS {p / 2**20:.0f} MiB" for pid, rss, p in taken.by_process)
    log(f"{when}: {shown}")
    return taken


def queries(server: Server, key: str) -> float:
    """QUERIES dense queries, each on a fresh connection; their p50 in ms."""
    questions = load_questions()
    took = []
    for n in range(QUERIES):
        body = {"query_text": questions[n % len(questions)].question, "retriever": "dense", "top_k": TOP_K}
        started = time.perf_counter()
        status, answered = request(server.port, "POST", PATH, key, body, timeout=120)
        took.append((time.perf_counter() - started) * 1000)
        if status != 200 or not isinstance(answered, dict) or len(answered.get("results", [])) != TOP_K:
            raise BenchError(f"Q2 answered {status}: {str(answered)[:300]}\n{server.log_tail()}")
    return statistics.median(took)


def bench(workdir: Path, notes: dict[str, str], runs: list[Run], built: list[Built]) -> list[str]:
    failures = []
    for size in SIZES:
        try:
            with fresh_database("postgresql", workdir, notes, prefix="canopy_bench_vectors") as database_url:
                env = {**os.environ, "CANOPY_DATABASE_URL": database_url}
                demo = json.loads(run(canopy() + ["demo", "--json"], env=env, timeout=300))
                workspace, key = int(demo["workspaces"]["a"]), demo["keys"]["owner"]
                started = time.perf_counter()
                asyncio.run(asyncio.wait_for(_chunks(database_url, workspace, size), 1800))
                asyncio.run(asyncio.wait_for(analyze(database_url), 300))
                inserted = time.perf_counter() - started
                folder = workdir / f"vectors-{size}"
                started = time.perf_counter()
                generation = asyncio.run(asyncio.wait_for(_build(database_url, workspace, folder), 3600))
                seconds = time.perf_counter() - started
                file_bytes = generation.path.stat().st_size if generation is not None else 0
                built.append(Built(size, seconds, file_bytes, inserted))
                log(
                    f"{size:,} chunks: inserted in {inserted:.1f} s, index built in {seconds:.1f} s, {file_bytes / 2**20:.0f} MiB"
                )
                for mode in MODES:
                    threshold = INDEX_THRESHOLD if mode == "index" else EXACT_THRESHOLD
                    extra = {"CANOPY_DENSE_INDEX_DIR": str(folder), "CANOPY_DENSE_INDEX_THRESHOLD": str(threshold)}
                    server = Server(
                        database_url, workdir / f"server-{size}-{mode}.log", workers=WORKERS, extra_env=extra
                    )
                    measured = Run(size, mode)
                    try:
                        server.wait_ready(key)
                        measured.snapshots.append(snapshot(server, f"{size:,} {mode}: started"))
                        measured.p50_ms = queries(server, key)
                        measured.snapshots.append(snapshot(server, f"{size:,} {mode}: after {QUERIES} dense queries"))
                    finally:
                        server.stop()
                    runs.append(measured)
        except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
            log(f"FAILED at {size:,}: {exc}")
            failures.append(f"{size:,} chunks: {exc}")
    return failures


def report(rows: list[tuple[str, str]], runs: list[Run], built: list[Built], failures: list[str]) -> str:
    lines = machine_table(rows)
    lines += [
        "",
        f"The workspace's index, built once by neighbours.refresh on one core (HNSW, M {neighbours.CONNECTIVITY}, "
        f"efConstruction {neighbours.EXPANSION_ADD}, float32):",
        "",
        "| chunks | >insert and analyze (s) | >index build (s) | >index file (MiB) |",
        "| ---: | ---: | ---: | ---: |",
        *(f"| {b.size:,} | {b.insert_seconds:.1f} | {b.seconds:.1f} | {b.file_bytes / 2**20:,.1f} |" for b in built),
        "",
        f"Each process of `canopy serve --combined --workers {WORKERS}` (every process of its group), when "
        f"started and after {QUERIES} dense queries (each on a fresh connection). index: the threshold "
        f"{INDEX_THRESHOLD:,}, so the index, memory-mapped; exact: every vector in each worker's memory. RSS counts "
        "the index's mapped pages in each process that touched them; PSS divides shared pages among their processes.",
        "",
        "| chunks | mode | pid | >RSS started (MiB) | >RSS after (MiB) | >PSS started (MiB) | >PSS after (MiB) "
        "| >query p50 (ms) |",
        "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for measured in runs:
        if len(measured.snapshots) < 2:
            continue
        before = {pid: (rss, p) for pid, rss, p in measured.snapshots[0].by_process}
        for pid, rss, p in measured.snapshots[1].by_process:
            rss0, p0 = before.get(pid, (0, 0))
            lines.append(
                f"| {measured.size:,} | {measured.mode} | {pid} | {rss0 / 2**20:,.1f} | {rss / 2**20:,.1f} | "
                f"{p0 / 2**20:,.1f} | {p / 2**20:,.1f} | {measured.p50_ms:.1f} |"
            )
    lines += [f"\nFailed: {failure}" for failure in failures]
    return "\n".join(lines) + "\n"


def main() -> int:
    exit_on_sigterm()
    notes = {"machine load when started": "{:.2f}, {:.2f}, {:.2f} (1, 5, 15 min)".format(*os.getloadavg())}
    runs: list[Run] = []
    built: list[Built] = []
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="canopy-bench-vectors-") as tmp:
        failures = bench(Path(tmp), notes, runs, built)
    rows = machine(None, notes, load=False)
    rows += [
        ("corpus", f"{', '.join(f'{s:,}' for s in SIZES)} active chunks of {DIMENSION} dimensions, seed {SEED}"),
        ("run", f"{time.monotonic() - started:.0f} s"),
    ]
    whole = report(rows, runs, built, failures)
    print()
    print(whole)
    write_results("vectors", "Dense retrieval memory per worker: exact and the shared index", "bench/vectors.py", whole)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
