"""A confirmed document's processing holds nothing of it while it works (decision
knowledge_base_indexing; handwritten/services/documents/processing.py), on both databases.

The slow step (text extraction) is held by a gate until the test releases it: meanwhile the
document's row, and on PostgreSQL the documents table, can be taken at once (no lock, no
transaction left open), SQLite's write lock is free, and D3, D4, D5 and D8 on the document answer.
Then the outcome is recorded, unless the document was given a new file meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import select, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession, create_async_engine
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.knowledge import DocumentChunk
from handwritten.services.knowledge import indexing
from tests.api.conftest import Direct, Env
from tests.api.test_documents import DOCUMENTS, Docs, document_row
from tests.api.test_jobs import run_due, wait_for

# How long the gate holds the slow step if the test never gets to release it: only a request that
# waited for processing keeps the test from releasing it, and that is then the failure reported.
WATCHDOG = 30.0
OLD = b"Cocoa audit 2026. No deforestation was found on plot seven.\n"
NEW = b"Coffee audit 2026. Shade trees grow on every plot visited.\n"


class Gate:
    """Holds text extraction (the slow step of processing) until released, for the bytes given."""

    def __init__(self) -> None:
        self.held: bytes | None = None  # the bytes held; None: any
        self.started = threading.Event()
        self.released = threading.Event()
        self.ran_out = False  # released by the watchdog: something waited for processing

    def release(self) -> None:
        self.released.set()

    def wait(self) -> None:
        self.started.set()
        self.ran_out = not self.released.wait(WATCHDOG)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    held = Gate()
    extract = indexing.extract_text

    def slow_extract(data: bytes, media_type: str, name: str = "") -> Any:
        if held.held is None or data == held.held:
            held.wait()
        return extract(data, media_type, name)

    monkeypatch.setattr(indexing, "extract_text", slow_extract)
    try:
        yield held
    finally:
        held.release()  # never leave a worker held when the test fails


def takes_at_once(env: Env, document_id: int) -> bool:
    """Whether the document's row and the database can be taken at once, as a request or a
    migration would: PostgreSQL's row lock (FOR UPDATE NOWAIT) and the documents table (an
    ACCESS EXCLUSIVE lock, which an open transaction that read it would keep waiting); SQLite's
    write lock (BEGIN IMMEDIATE, not waiting)."""
    if env.backend == "sqlite":
        path = make_url(env.settings.database_url).database
        assert path is not None
        with contextlib.closing(sqlite3.connect(path, timeout=0, isolation_level=None)) as connection:
            try:
                connection.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError:  # database is locked
                return False
            connection.execute("ROLLBACK")
            return True

    async def take() -> bool:
        engine = create_async_engine(env.settings.database_url)
        try:
            async with engine.connect() as connection:
                try:
                    await connection.execute(
                        text("SELECT id FROM documents WHERE id = :id FOR UPDATE NOWAIT"), {"id": document_id}
                    )
                    await connection.execute(text("LOCK TABLE documents IN ACCESS EXCLUSIVE MODE NOWAIT"))
                except DBAPIError as error:
                    assert "lock" in str(error.orig), error  # could not obtain lock
                    return False
                finally:
                    await connection.rollback()
                return True
        finally:
            await engine.dispose()

    return asyncio.run(take())


def holds_nothing(env: Env, document_id: int) -> None:
    """Processing, held in its slow step, holds no lock: each is taken at once, at some attempt
    (another of the app's short transactions may hold one for an instant)."""
    wait_for(lambda: takes_at_once(env, document_id), "the document and the database free of processing")


def chunks_of(direct: Direct, document_id: int) -> list[str]:
    async def work(session: AsyncSession) -> list[str]:
        found = await session.scalars(
            select(DocumentChunk.text).where(DocumentChunk.document_id == document_id).order_by(DocumentChunk.position)
        )
        return list(found)

    return direct.run(work)


def test_the_document_answers_while_it_is_processed_and_the_outcome_is_recorded(
    env: Env, direct: Direct, gate: Gate
) -> None:
    """The app's own job worker processes it: a D8 waited 100.9 s for a large CSV's indexing, which
    held the document's row (FOR UPDATE) for as long as it ran."""
    with TestClient(create_app(env.settings)) as client:
        docs = Docs(client, env)
        document = docs.uploaded(OLD, name="audit.txt")
        id = document["id"]
        assert gate.started.wait(WATCHDOG), "processing never reached its slow step"
        holds_nothing(env, id)

        auth = env.auth("owner")
        renamed = client.patch(f"{DOCUMENTS}{id}/", json={"name": "Audit, renamed"}, headers=auth)
        assert renamed.status_code == 200, renamed.text
        run = client.post(
            "/api/data-import-runs/",
            json={
                "document_id": id,
                "model_identifier": "document_identifier",
                "results": {"identifiers": ["orders.order:po-9"]},
                "dry_run": False,
            },
            headers=auth,
        )
        assert run.status_code == 201, run.text
        assert docs.get(f"{DOCUMENTS}{id}/").json()["rag_index_status"] == "importing"
        assert not gate.ran_out, "a request waited for the processing to end"

        gate.release()
        wait_for(lambda: document_row(direct, id).processed_at is not None, "the outcome recorded")
        current = docs.get(f"{DOCUMENTS}{id}/").json()
    # The outcome, and nothing of the document as processing read it: the rename and the import stay.
    assert (current["rag_index_status"], current["name"]) == ("active", "Audit, renamed")
    assert [i["identifier"] for i in current["identifiers_details"]] == ["orders.order:po-9"]
    assert chunks_of(direct, id) == [OLD.decode().strip()]


def test_a_document_given_a_new_file_while_it_is_processed_gets_nothing_of_the_old_one(
    env: Env, direct: Direct, gate: Gate
) -> None:
    settings = env.settings.model_copy(update={"job_worker": False})  # the test runs the jobs
    with TestClient(create_app(settings)) as client:
        docs = Docs(client, env)
        document = docs.uploaded(OLD, name="audit.txt")
        id = document["id"]
        gate.held = OLD
        worker = threading.Thread(target=run_due, args=(settings,))
        worker.start()
        try:
            assert gate.started.wait(WATCHDOG), "processing never reached its slow step"
            holds_nothing(env, id)
            renewal = client.post(f"{DOCUMENTS}{id}/upload/", headers=env.auth("owner")).json()  # DU1
            assert docs.put(renewal["upload_url"], NEW).status_code == 201
            confirmed = docs.confirm(id, renewal["file_path"], name="audit.txt")
            assert confirmed.status_code == 200, confirmed.text
            assert not gate.ran_out, "the confirmation waited for the processing to end"
        finally:
            gate.release()
            worker.join()

        # The old file's run ended without a trace: the document awaits its new file's processing.
        row = document_row(direct, id)
        assert (row.rag_index_status, row.processed_at, row.file_path) == (
            "importing",
            None,
            confirmed.json()["file_path"],
        )
        assert chunks_of(direct, id) == []

        run_due(settings)  # the new file's own job
        assert document_row(direct, id).rag_index_status == "active"
        assert chunks_of(direct, id) == [NEW.decode().strip()]


def test_a_document_deleted_while_it_is_processed_gets_nothing(env: Env, direct: Direct, gate: Gate) -> None:
    settings = env.settings.model_copy(update={"job_worker": False})
    with TestClient(create_app(settings)) as client:
        docs = Docs(client, env)
        id = docs.uploaded(OLD)["id"]
        worker = threading.Thread(target=run_due, args=(settings,))
        worker.start()
        try:
            assert gate.started.wait(WATCHDOG), "processing never reached its slow step"
            deleted = client.delete(f"{DOCUMENTS}{id}/", headers=env.auth("owner"))
            assert deleted.status_code == 204
            assert not gate.ran_out, "the deletion waited for the processing to end"
        finally:
            gate.release()
            worker.join()
    row = document_row(direct, id)
    assert row.deleted_at is not None and row.processed_at is None
    assert row.rag_index_status in ("deleting", "deleted")  # never active again
    assert chunks_of(direct, id) == []
