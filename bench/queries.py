"""Benchmark of knowledge-base queries (issue 18, point 7): `make bench-queries` (see bench/README.md).

On PostgreSQL, with `canopy serve --combined --workers 2`:

1. A fresh database `canopy_bench_<random>` (dropped at the end, also on failure or SIGTERM),
   `canopy migrate`, then `canopy demo --json`: the Owner's key of demo workspace a.
2. Indexing: the evaluation corpus (eval/corpus.py, 404 articles of EU law) indexed into workspace
   a by eval/retrieval.py's `_index`, as the "process document" job indexes a confirmed upload
   (the service's chunker, CHUNK_SIZE and CHUNK_OVERLAP, and embedder; one document per article,
   active), timed: chunks/s and pages/s, a page counted as PAGE_CHARACTERS (3,000) characters of
   extracted text.
3. Up to CHUNKS (10,000) chunks: further copies of the real documents and their chunks (the same
   text and the same vectors), as further active documents of the same workspace, the last copy
   cut where the count is reached. Embedding 10,000 distinct chunks would take about 9 minutes;
   the lexical index and the vector matrix have the real size, the copies only make chunks tie.
   VACUUM (ANALYZE) then (this machine's autovacuum is off).
4. The server; a check of the answers: of the first 50 questions, at least 3 must find their
   evidence (eval/questions.py's rule) in the top hybrid result; how many at rank 1 and within 3.
5. Q2 with wrk (bench/transactions.py's `measure`: a warm-up, the CPU of the server and of the
   database's backends, the requests left in flight waited for), `POST /api/queries/` with a
   random question of eval/questions.jsonl at each request (a Lua script), top_k 3: hybrid at 4
   connections (the target: p50 < 50 ms, p99 < 150 ms), lexical and dense alone at 4, hybrid at 1.
   Before the first run, requests on fresh connections until every worker has answered one, so
   each has loaded the model and the workspace's matrix; RSS of each worker before and after.
6. Where the time goes: the percentiles of each stage of the requests wrk counted, from the query
   logs' `timings_ms` (lexical, embedding, dense, fusion, chunks; retrieval, generation) and
   `response_time_ms`.

For `make bench-scale` (bench/scale.py), `sized` seeds the same workspace at a multiple of CHUNKS,
builds its nearest-neighbour index, and gives Q2 hybrid with the Lua script and `check` above.

Reused: bench/measure/ (the server, the database, wrk, CPU and memory, the machine, the results
file); bench/transactions.py's drained `measure`; bench/surveys.py's Lua seeding (`lua_script`)
and `_table`; bench/vectors.py's index build (`_build`); eval/retrieval.py's indexing.

Everything listens on and connects to 127.0.0.1 only. Every wait is bounded.

Environment (all optional): BENCH_DURATION (s, 15), BENCH_WARMUP (s, 5), BENCH_WORKERS (2),
BENCH_POSTGRES_URL (postgresql+asyncpg://postgres@127.0.0.1:5432), BENCH_QUERIES_CHUNKS (10000),
BENCH_QUERIES_CONNECTIONS (4).
"""

from __future__ import annotations

import asyncio
import json
import os
import pickle
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg
from sqlalchemy import func, select, text

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # eval/, a folder of the repository

from measure.databases import analyze, fetch_row, fresh_database, jit_note, owner_connection  # noqa: E402
from measure.knobs import WORKERS  # noqa: E402
from measure.machine import machine  # noqa: E402
from measure.processes import cpu_by_process, machine_busy, memory, memory_of  # noqa: E402
from measure.results import write_results  # noqa: E402
from measure.scale import Page, Sized  # noqa: E402
from measure.server import Server, request  # noqa: E402
from measure.tools import BenchError, canopy, ensure_wrk, exit_on_sigterm, log, run  # noqa: E402
from surveys import _table, lua_script  # noqa: E402 - bench/ is a folder of scripts, not a package
from transactions import DURATION, WARMUP, Load, measure  # noqa: E402
from vectors import _build, copy_chunks  # noqa: E402

from eval.corpus import articles  # noqa: E402
from eval.questions import answers, load_questions  # noqa: E402
from eval.retrieval import _index  # noqa: E402
from handwritten.db.documents import Document  # noqa: E402
from handwritten.db.knowledge import DocumentChunk  # noqa: E402
from handwritten.db.session import Database  # noqa: E402
from handwritten.services.knowledge.indexing import CHUNK_OVERLAP, CHUNK_SIZE  # noqa: E402
from handwritten.settings import Settings  # noqa: E402

BENCH = Path(__file__).resolve().parent
CHUNKS = int(os.environ.get("BENCH_QUERIES_CHUNKS", "10000"))
CONNECTIONS = int(os.environ.get("BENCH_QUERIES_CONNECTIONS", "4"))
PAGE_CHARACTERS = 3000  # a page of extracted text, for pages/s
TOP_K = 3
SAMPLED = 50  # the first questions asked once each, for the rank of their evidence
MIN_FIRST = 3  # of them at least, their evidence at rank 1: a check that retrieval works; quality is eval's
STAGES = ("lexical", "embedding", "dense", "fusion", "chunks", "retrieval", "generation")
RUNS = (("hybrid", CONNECTIONS), ("lexical", CONNECTIONS), ("dense", CONNECTIONS), ("hybrid", 1))
WORKER_WARMUP_TRIES = 200

TARGET_P50_MS = 50.0
TARGET_P99_MS = 150.0

QUERIES = "/api/queries/"

Q2_SCRIPT = """
wrk.headers["Content-Type"] = "application/json"
local bodies = {%(bodies)s}
request = function()
  return wrk.format("POST", "%(path)s", nil, bodies[math.random(#bodies)])
end
"""


def body(question: str, retriever: str) -> dict[str, Any]:
    return {"query_text": question, "retriever": retriever, "top_k": TOP_K}


def lua_string(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


# ---------------------------------------------------------------------------------------------
# what was measured


@dataclass
class Indexed:
    documents: int
    chunks: int
    characters: int
    seconds: float
    copies: int = 0  # documents added as copies
    copied_chunks: int = 0
    copy_seconds: float = 0.0

    @property
    def pages(self) -> float:
        return self.characters / PAGE_CHARACTERS


@dataclass
class Stages:
    """Percentiles (p50, p99) of each stage in ms, from the query logs of one run."""

    retriever: str
    connections: int
    logs: int
    by_stage: dict[str, tuple[float | None, float | None]]


@dataclass
class Outcome:
    indexed: Indexed | None = None
    loads: list[tuple[str, Load]] = field(default_factory=list)  # (retriever, wrk run)
    stages: list[Stages] = field(default_factory=list)
    memory: list[tuple[str, int, list[tuple[int, int, int]]]] = field(default_factory=list)  # (when, PSS, workers)
    known: str = ""
    sampled: tuple[int, int, int] = (0, 0, 0)  # (questions, evidence at rank 1, within the top 3)


# ---------------------------------------------------------------------------------------------
# the knowledge base


async def _copies(database_url: str, workspace: int, wanted: int) -> tuple[int, int]:
    """Copies of the real documents and their chunks until the workspace has `wanted` chunks: (documents, chunks)."""
    db = Database(Settings(database_url=database_url))
    chunk_count = func.count(DocumentChunk.id)
    real = (
        select(Document, chunk_count)
        .join(DocumentChunk, DocumentChunk.document_id == Document.id)
        .where(Document.company_id == workspace, Document.file_path.like("eval://%"))
        .group_by(Document.id)
        .order_by(Document.id)
    )
    # The real chunks, read once into a table of the transaction: each round copies from it, not
    # from document_chunks as it grows (its planner statistics are those of an empty table).
    originals_table = text(
        "CREATE TEMPORARY TABLE originals ON COMMIT DROP AS SELECT * FROM document_chunks "
        "WHERE document_id = ANY(:originals)"
    )
    copy_chunks = text(
        'INSERT INTO document_chunks (company_id, document_id, position, page, start, "end", text, embedding, '
        "created_at) "
        'SELECT c.company_id, m.copied, c.position, c.page, c.start, c."end", c.text, c.embedding, c.created_at '
        "FROM originals c JOIN unnest(CAST(:originals AS bigint[]), CAST(:copies AS bigint[])) AS m(original, copied) "
        "ON m.original = c.document_id ORDER BY c.document_id, c.position LIMIT :limit"
    )
    documents = chunks = 0
    try:
        async with db.session() as session:
            originals = [(document, int(n)) for document, n in (await session.execute(real)).all()]
            total = sum(n for _, n in originals)
            await session.execute(originals_table, {"originals": [d.id for d, _ in originals]})
            round_ = 0
            while total + chunks < wanted:
                round_ += 1
                needed, chosen, covered = wanted - total - chunks, [], 0
                for document, n in originals:
                    if needed - covered <= 0:
                        break
                    chosen.append(document)
                    covered += n
                suffix = f"#copy{round_}"
                copies = [
                    Document(
                        company_id=workspace,
                        name=d.name,
                        file_path=d.file_path + suffix,
                        upload_key="",
                        content_type=d.content_type,
                        media_type=d.media_type,
                        upload_status="completed",
                        rag_index_status="active",
                        user_company_id=d.user_company_id,
                    )  # fmt: skip
                    for d in chosen
                ]
                session.add_all(copies)
                await session.flush()
                inserted = await session.execute(
                    copy_chunks,
                    {"originals": [d.id for d in chosen], "copies": [d.id for d in copies], "limit": needed},
                )
                documents, chunks = documents + len(chosen), chunks + inserted.rowcount
            await session.commit()
    finally:
        await db.dispose()
    return documents, chunks


Corpus = tuple[list[tuple[str, str]], list[tuple[int, int, int, int, int, str, bytes]]]


async def _corpus(database_url: str, workspace: int) -> Corpus:
    """The real documents (name, file path) and their chunks (document's place in that list,
    position, page, start, end, text, embedding), as indexed in the workspace."""
    connection = await owner_connection(database_url)
    try:
        documents = await connection.fetch(
            "SELECT id, name, file_path FROM documents WHERE company_id = $1 AND file_path LIKE 'eval://%' ORDER BY id",
            workspace,
        )
        place = {row["id"]: n for n, row in enumerate(documents)}
        chunks = await connection.fetch(
            'SELECT document_id, position, page, start, "end", text, embedding FROM document_chunks '
            "WHERE document_id = ANY($1) ORDER BY document_id, position",
            list(place),
        )
    finally:
        await connection.close()
    return (
        [(row["name"], row["file_path"]) for row in documents],
        [(place[row[0]], *tuple(row)[1:]) for row in chunks],
    )


async def _restore(database_url: str, workspace: int, corpus: Corpus) -> tuple[int, int]:
    """The real documents and chunks of an earlier indexing, stored again as `_index` stores them:
    (documents, chunks)."""
    names, rows = corpus
    db = Database(Settings(database_url=database_url))
    try:
        async with db.session() as session:
            documents = [
                Document(
                    company_id=workspace,
                    name=name,
                    file_path=file_path,
                    upload_key="",
                    content_type="questionlongtext",
                    media_type="text/plain",
                    upload_status="completed",
                    rag_index_status="active",
                    user_company_id=0,
                )  # fmt: skip
                for name, file_path in names
            ]
            session.add_all(documents)
            await session.flush()
            ids = [document.id for document in documents]
            await session.commit()
    finally:
        await db.dispose()
    now = datetime.now(UTC).replace(tzinfo=None)
    await copy_chunks(database_url, [(workspace, ids[n], *chunk, now) for n, *chunk in rows])
    return len(names), len(rows)


async def _knowledge_base(database_url: str, workspace: int, wanted: int = CHUNKS, kept: Path | None = None) -> Indexed:
    """The corpus indexed into the workspace, then copies up to `wanted` chunks.

    With `kept`, a file of the run: the first call indexes and writes the real documents and chunks
    there, a later one (another size, another database) stores them again from it instead of
    embedding the corpus once more, which takes minutes. The embedder gives the same vectors for
    the same text, so both databases hold the same rows."""
    db = Database(Settings(database_url=database_url))
    try:
        started = time.perf_counter()
        if kept is not None and kept.exists():
            documents, chunks = await _restore(database_url, workspace, pickle.loads(kept.read_bytes()))
        else:
            documents, chunks, _ = await _index(db, workspace)
            if kept is not None:
                kept.write_bytes(pickle.dumps(await _corpus(database_url, workspace)))
        seconds = time.perf_counter() - started
    finally:
        await db.dispose()
    characters = sum(len(article.text) for article in articles())
    indexed = Indexed(documents, chunks, characters, seconds)
    log(
        f"indexed {documents} documents, {chunks:,} chunks, {indexed.pages:,.0f} pages of {PAGE_CHARACTERS:,} "
        f"characters in {seconds:.1f} s: {chunks / seconds:.1f} chunks/s, {indexed.pages / seconds:.2f} pages/s"
    )
    started = time.perf_counter()
    indexed.copies, indexed.copied_chunks = await _copies(database_url, workspace, wanted)
    indexed.copy_seconds = time.perf_counter() - started
    log(f"copied {indexed.copies:,} documents, {indexed.copied_chunks:,} chunks in {indexed.copy_seconds:.1f} s")
    counted = await fetch_row(
        database_url,
        "SELECT count(*) AS n FROM document_chunks c JOIN documents d ON d.id = c.document_id "
        "WHERE c.company_id = $1 AND d.rag_index_status = 'active' AND c.embedding IS NOT NULL",
        workspace,
    )
    if counted["n"] != max(wanted, chunks):
        raise BenchError(f"workspace {workspace} has {counted['n']} active chunks, not {max(wanted, chunks)}")
    return indexed


# ---------------------------------------------------------------------------------------------
# on the server


def server_memory(server: Server, outcome: Outcome, when: str) -> None:
    """Each worker's RSS and peak RSS (VmHWM), and the PSS of them together."""
    _, pss, _ = memory_of(server.process.pid)
    workers = [(pid, *memory(pid)) for pid in sorted(cpu_by_process(group=server.process.pid))]
    outcome.memory.append((when, pss, workers))
    shown = ", ".join(f"{pid}: {rss / 2**20:.0f} MiB" for pid, rss, _ in workers)
    log(f"server memory {when}: RSS by worker {shown}; PSS together {pss / 2**20:.0f} MiB")


def ask(server: Server, key: str, question: str, retriever: str = "hybrid") -> list[dict[str, Any]]:
    status, answered = request(server.port, "POST", QUERIES, key, body(question, retriever), timeout=60)
    if status != 200 or not isinstance(answered, dict) or len(answered.get("results", [])) != TOP_K:
        raise BenchError(f"Q2 answered {status}: {str(answered)[:300]}\n{server.log_tail()}")
    results: list[dict[str, Any]] = answered["results"]
    return results


def check(server: Server, key: str, outcome: Outcome) -> None:
    """The first SAMPLED questions asked once each: where their evidence is (eval/questions.py's rule).
    At least MIN_FIRST must find it at rank 1; the first that does is named in the report."""
    first = top3 = 0
    for question in load_questions()[:SAMPLED]:
        results = ask(server, key, question.question)
        found = [answers(r["text"], question) for r in results]
        if found[0] and not outcome.known:
            outcome.known = f"{question.id} ({question.question!r}): top result {results[0]['document_name']!r}"
        first, top3 = first + found[0], top3 + any(found)
    outcome.sampled = (SAMPLED, first, top3)
    log(f"of the first {SAMPLED} questions {first} at rank 1, {top3} within the top {TOP_K}; {outcome.known}")
    if first < MIN_FIRST:
        raise BenchError(f"only {first} of the first {SAMPLED} questions find their evidence at rank 1")


def warm_every_worker(server: Server, key: str) -> None:
    """Requests on fresh connections until every worker has answered one (and loaded the model and matrix)."""
    pids = set(cpu_by_process(group=server.process.pid))
    answered: set[int] = set()
    question = load_questions()[0].question
    for _ in range(WORKER_WARMUP_TRIES):
        before = cpu_by_process(group=server.process.pid)
        ask(server, key, question)
        after = cpu_by_process(group=server.process.pid)
        answered.add(max(pids, key=lambda pid: after.get(pid, 0.0) - before.get(pid, 0.0)))
        if answered >= pids:
            return
    raise BenchError(f"only {len(answered)} of {len(pids)} workers answered {WORKER_WARMUP_TRIES} requests")


async def _stages(database_url: str, logs: int) -> dict[str, tuple[float | None, float | None]]:
    columns = [
        f"percentile_cont(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY (metadata::jsonb->'timings_ms'->>'{s}')::float) "
        f"AS {s}"
        for s in STAGES
    ]
    columns.append("percentile_cont(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY response_time_ms) AS response")
    row = await fetch_row(
        database_url,
        f"SELECT {', '.join(columns)}, count(*) AS n FROM (SELECT * FROM query_logs ORDER BY id DESC LIMIT $1) l",
        logs,
    )
    return {name: tuple(row[name]) if row[name] else (None, None) for name in (*STAGES, "response")}


def q2_script(retriever: str, workdir: Path, name: str) -> Path:
    """wrk's Lua script: Q2 with a random question of eval/questions.jsonl at each request."""
    bodies = ",".join(lua_string(json.dumps(body(q.question, retriever))) for q in load_questions())
    return lua_script(Q2_SCRIPT % {"bodies": bodies, "path": QUERIES}, workdir, name)


def load(
    outcome: Outcome, retriever: str, connections: int, server: Server, key: str, wrk_path: str, database_url: str,
    workdir: Path,
) -> None:  # fmt: skip
    name = f"Q2 {retriever}"
    script = q2_script(retriever, workdir, f"q2-{retriever}-{connections}")
    done = measure(
        name, QUERIES, server, key, wrk_path, database_url, connections, f"{connections} connection(s)",
        script=script, timeouts_allowed=False,
    )  # fmt: skip
    outcome.loads.append((retriever, done))
    # The requests wrk counted, and the one left in flight on each connection: the last logs.
    logs = done.result.requests + connections
    by_stage = asyncio.run(asyncio.wait_for(_stages(database_url, logs), 60))
    outcome.stages.append(Stages(retriever, connections, logs, by_stage))
    log(
        f"{name} at {connections}: "
        + ", ".join(f"{s} p50 {v[0]:.1f} / p99 {v[1]:.1f} ms" for s, v in by_stage.items() if v[0] is not None)
    )


def bench(wrk_path: str, workdir: Path, notes: dict[str, str], outcome: Outcome) -> list[str]:
    """The whole run on a database of its own, dropped at the end; what failed, if anything."""
    try:
        with fresh_database("postgresql", workdir, notes) as database_url:
            env = {**os.environ, "CANOPY_DATABASE_URL": database_url}
            notes["PostgreSQL jit"] = asyncio.run(asyncio.wait_for(jit_note(database_url), 30))
            demo = json.loads(run(canopy() + ["demo", "--json"], env=env, timeout=300))
            workspace, key = int(demo["workspaces"]["a"]), demo["keys"]["owner"]
            outcome.indexed = asyncio.run(asyncio.wait_for(_knowledge_base(database_url, workspace), 900))
            asyncio.run(asyncio.wait_for(analyze(database_url), 300))

            server = Server(database_url, workdir / "server-queries.log")
            try:
                server.wait_ready(key)
                server_memory(server, outcome, "started")
                warm_every_worker(server, key)
                server_memory(server, outcome, "after a query in each worker")
                check(server, key, outcome)
                for retriever, connections in RUNS:
                    load(outcome, retriever, connections, server, key, wrk_path, database_url, workdir)
                server_memory(server, outcome, "after the runs")
            finally:
                server.stop()
        return []
    except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
        log(f"FAILED: {exc}")
        return [str(exc)]


# ---------------------------------------------------------------------------------------------
# the scale run (bench/scale.py)


def sized(database_url: str, workdir: Path, factor: int) -> Sized:
    """Demo workspace a with `factor` times CHUNKS active chunks (the corpus indexed, then copies)
    in the fresh, migrated database, and Q2 hybrid to measure.

    Both sizes are above the dense index's threshold, so the workspace's nearest-neighbour index
    is built here, as the "refresh dense index" job builds it (bench/vectors.py's `_build`), into a
    folder of the run that the server is given: the first measured query finds it current, rather
    than searching exactly until a refresh started by the check is done. The corpus is embedded
    once a run: a later size stores the same rows again (`_knowledge_base`'s `kept`)."""
    env = {**os.environ, "CANOPY_DATABASE_URL": database_url}
    demo = json.loads(run(canopy() + ["demo", "--json"], env=env, timeout=300))
    workspace, key = int(demo["workspaces"]["a"]), demo["keys"]["owner"]
    kept = workdir / "queries-corpus.pickle"
    wanted = CHUNKS * factor
    indexed = asyncio.run(asyncio.wait_for(_knowledge_base(database_url, workspace, wanted, kept), 1800))
    folder = workdir / "dense-index"
    started = time.perf_counter()
    generation = asyncio.run(asyncio.wait_for(_build(database_url, workspace, folder), 3600))
    if generation is None or generation.fingerprint[0] != wanted:
        raise BenchError(f"no dense index of {wanted:,} chunks for workspace {workspace}: {generation}")
    log(f"dense index of {wanted:,} chunks built in {time.perf_counter() - started:.1f} s")

    def checked(server: Server, key: str) -> None:
        check(server, key, Outcome())

    page = Page("Q2 hybrid", QUERIES, checked, script=q2_script("hybrid", workdir, f"q2-hybrid-x{factor}"), kept=False)
    size = f"{wanted:,} chunks ({indexed.documents + indexed.copies:,} documents: the corpus's {indexed.documents} and copies)"
    return Sized(key, size, [page], server_env={"CANOPY_DENSE_INDEX_DIR": str(folder)})


# ---------------------------------------------------------------------------------------------
# the report


def _ms(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


def _targets(outcome: Outcome) -> list[str]:
    measured = [d.result for r, d in outcome.loads if r == "hybrid" and d.connections == CONNECTIONS]
    what = f"Q2 hybrid at {CONNECTIONS} connections: p50 < {TARGET_P50_MS:.0f} ms, p99 < {TARGET_P99_MS:.0f} ms"
    if not measured:
        return [f"Target ({what}): not measured."]
    r = measured[0]
    met = r.p50_ms < TARGET_P50_MS and r.p99_ms < TARGET_P99_MS
    return [f"Target ({what}): **{'met' if met else 'missed'}** (p50 {r.p50_ms:.2f} ms, p99 {r.p99_ms:.2f} ms)."]


def report(outcome: Outcome, rows: list[tuple[str, str]], failures: list[str]) -> str:
    lines = ["| | |", "| --- | --- |"] + [f"| {name} | {value} |" for name, value in rows]
    i = outcome.indexed
    if i is not None:
        lines += _table(
            f"Indexing: the corpus's articles, one active document each, chunked ({CHUNK_SIZE} characters, overlap "
            f"{CHUNK_OVERLAP}) and embedded with the service's chunker and embedder, and stored (eval/retrieval.py's "
            f"`_index`, one process, one thread). A page is {PAGE_CHARACTERS:,} characters of extracted text. Then "
            "copies of the real documents and chunks (same text, same vectors) up to the workspace's chunks.",
            ">documents | >chunks | >characters | >pages | >seconds | >chunks/s | >pages/s",
            [
                [f"{i.documents:,}", f"{i.chunks:,}", f"{i.characters:,}", f"{i.pages:,.0f}", f"{i.seconds:.1f}",
                 f"{i.chunks / i.seconds:.1f}", f"{i.pages / i.seconds:.2f}"],
                [f"+ {i.copies:,} copies", f"+ {i.copied_chunks:,}", "", "", f"{i.copy_seconds:.1f}", "", ""],
            ],
        )  # fmt: skip
    lines += _table(
        f"Q2 `POST {QUERIES}` with wrk, a random question of eval/questions.jsonl at each request, top_k {TOP_K} "
        "(CPU per request: the server's processes and the database's backends, divided by the requests plus one per "
        "connection, as bench/transactions.py counts). Each request also writes its query log.",
        "retriever | >connections | >requests/s | >p50 (ms) | >p99 (ms) | >requests | >server CPU (ms/request) "
        "| >busiest worker | >PostgreSQL CPU (ms/request) | >PostgreSQL sessions opened | >other work (cores)",
        [
            [retriever, d.connections, f"{r.rps:,.1f}", f"{r.p50_ms:.2f}", f"{r.p99_ms:.2f}", f"{r.requests:,}",
             f"{r.server_cpu_ms:.2f}", f"{r.busiest_worker:.0%}", f"{r.postgres_cpu_ms:.2f}", r.sessions_opened,
             f"{r.other_cores:.2f}"]
            for retriever, d in outcome.loads
            for r in [d.result]
        ],
    )  # fmt: skip
    lines += _table(
        "Where the time goes, from the query logs of each run's requests (`timings_ms`, measured in the service): "
        "p50 / p99 in ms. lexical: the question's terms, the chunks' fingerprint read once per request (and the "
        "BM25 index when it changed), the best 50; embedding: the question embedded (the matrix rebuilt when the "
        "fingerprint changed), the cosine distances; dense: the best rows chosen; fusion: reciprocal rank fusion; "
        "chunks: the texts of the final top_k read; retrieval: all of it; response: `response_time_ms`, retrieval "
        "and generation (extractive, not asked for here).",
        "retriever | >connections | >logs | " + " | ".join(f">{s}" for s in (*STAGES, "response")),
        [
            [s.retriever, s.connections, f"{s.logs:,}"]
            + [f"{_ms(p50)} / {_ms(p99)}" for p50, p99 in (s.by_stage[n] for n in (*STAGES, "response"))]
            for s in outcome.stages
        ],
    )
    lines += _table(
        f"Server memory (`canopy serve --workers {WORKERS}`): each worker's RSS and peak RSS (VmHWM), and the PSS of "
        "them together. The model and the workspace's matrix are loaded by a worker's first query.",
        "when | worker | >RSS (MiB) | >peak (MiB) | >PSS of all (MiB)",
        [
            [when, pid, f"{rss / 2**20:,.1f}", f"{peak / 2**20:,.1f}", f"{pss / 2**20:,.1f}"]
            for when, pss, workers in outcome.memory
            for pid, rss, peak in workers
        ],
    )
    if outcome.known:
        n, first, top3 = outcome.sampled
        lines += [
            "",
            f"Correctness (hybrid, eval/questions.py's rule: the chunk holds the question's evidence): of the first "
            f"{n} questions, {first} find their evidence at rank 1 (at least {MIN_FIRST} required) and {top3} within "
            f"the top {TOP_K} (copies of a chunk tie, so the top {TOP_K} often holds one passage several times). The "
            f"first found at rank 1: {outcome.known}.",
        ]
    lines += ["", *_targets(outcome), *(f"\nFailed: {failure}" for failure in failures)]
    return "\n".join(lines) + "\n"


def main() -> int:
    exit_on_sigterm()
    wrk_path = ensure_wrk()
    notes = {"machine load when started": "{:.2f}, {:.2f}, {:.2f} (1, 5, 15 min)".format(*os.getloadavg())}
    outcome = Outcome()
    busy, started = machine_busy()[0], time.monotonic()
    with tempfile.TemporaryDirectory(prefix="canopy-bench-queries-") as tmp:
        failures = bench(wrk_path, Path(tmp), notes, outcome)
    elapsed = time.monotonic() - started
    rows = [row for row in machine(wrk_path, notes) if row[0] != "load"]
    rows += [
        (
            "load",
            f"wrk -t{min(2, CONNECTIONS)} -c{CONNECTIONS} -d{DURATION}s --latency after a {WARMUP} s warm-up (and "
            "-t1 -c1), a Lua script choosing a random question at each request",
        ),
        ("knowledge base", f"{CHUNKS:,} active chunks with embeddings in demo workspace a (see Indexing)"),
        ("run", f"{elapsed:.0f} s; {max(machine_busy()[0] - busy, 0.0) / max(elapsed, 1):.2f} cores busy on average"),
    ]
    whole = report(outcome, rows, failures)
    print()
    print(whole)
    write_results("queries", "Knowledge-base queries benchmark: indexing and Q2", "make bench-queries", whole)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
