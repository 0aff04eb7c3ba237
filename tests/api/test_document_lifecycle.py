"""A document's new file (DU1, then D5) and its deletion (DL1), extensions of the ingestion host
(decisions document_file_replacement, document_deletion), on the local store and both databases.

The knowledge base's side of both (the old text out of every query) is in test_knowledge.py.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.adapters.jobs import JobContext
from handwritten.adapters.storage import object_store_for
from handwritten.app import create_app
from handwritten.db.documents import Document
from handwritten.db.models import utcnow
from handwritten.db.session import Database
from handwritten.services.documents import processing
from handwritten.settings import Settings
from tests.api.conftest import Direct, Env
from tests.api.test_documents import CSV, DOCUMENTS, NOT_FOUND, PDF, Docs, document_row
from tests.api.test_jobs import run_due, wait_for


@pytest.fixture
def docs(client: TestClient, env: Env) -> Docs:
    return Docs(client, env)


def stored(settings: Settings, file_path: str) -> bool:
    """Whether the object behind `file_path` is in the store."""

    async def look() -> bool:
        store = object_store_for(settings)
        try:
            key = store.key_of(file_path)
            assert key is not None
            return await store.stat(key) is not None
        finally:
            await store.close()

    return asyncio.run(look())


def gone(env: Env, file_path: str) -> None:
    """Wait for the removal job (the app's worker may run it before run_due does)."""
    run_due(env.settings)
    wait_for(lambda: not stored(env.settings, file_path), f"{file_path} removed")


def new_upload(docs: Docs, id: int, who: str = "owner") -> Any:
    return docs.client.post(f"{DOCUMENTS}{id}/upload/", headers=docs.env.auth(who))


def download(docs: Docs, id: int) -> bytes:
    url = docs.get(f"{DOCUMENTS}{id}/download/").json()["download_url"]
    return bytes(docs.client.get(url).content)


def test_a_new_file_replaces_the_old_one_only_once_confirmed(docs: Docs, env: Env) -> None:
    document = docs.uploaded(PDF)
    id, old_path = document["id"], document["file_path"]
    issued = new_upload(docs, id, "editor")
    assert issued.status_code == 200, issued.text
    renewal = issued.json()
    assert renewal["id"] == id and renewal["name"] == document["name"]
    assert renewal["file_path"] != old_path and "/upload/" in renewal["file_path"]
    assert renewal["upload_url"] and renewal["upload_url_expires_at"]

    # Until the new upload is confirmed, the document is what it was: its file, its downloads.
    still = docs.get(f"{DOCUMENTS}{id}/").json()
    assert (still["file_path"], still["upload_status"], still["file_size"]) == (old_path, "completed", len(PDF))
    assert download(docs, id) == PDF
    not_yet = docs.confirm(id, renewal["file_path"])
    assert (not_yet.status_code, not_yet.json()) == (400, {"file_path": ["No file was uploaded to this file path."]})
    stale = docs.confirm(id, old_path.replace("/file/", "/upload/"))
    assert stale.json() == {"file_path": ["This is not the file path issued for this document's upload."]}
    # A refused replacement, or one uploading, leaves the document completed, its file downloadable
    # (decision document_upload_states).
    assert docs.upload_status(id) == "completed"

    assert docs.put(renewal["upload_url"], CSV).status_code == 201
    assert docs.upload_status(id) == "completed" and download(docs, id) == PDF
    confirmed = docs.confirm(id, renewal["file_path"])
    assert confirmed.status_code == 200, confirmed.text
    replaced = confirmed.json()
    assert replaced["file_path"] == renewal["file_path"].replace("/upload/", "/file/")
    assert (replaced["media_type"], replaced["file_size"]) == ("text/plain", len(CSV))
    assert replaced["content_type"] == document["content_type"] == "questionshorttext"
    assert replaced["rag_index_status"] == "importing"  # indexed again, from the new file
    assert download(docs, id) == CSV
    gone(env, old_path)  # the replaced file is removed once the confirmation committed
    assert stored(env.settings, replaced["file_path"])

    again = docs.confirm(id, renewal["file_path"])
    assert again.status_code == 400 and "completed" in again.json()["upload_status"][0]


def test_a_new_upload_url_for_a_pending_document_and_the_abandoned_upload_removed(docs: Docs, env: Env) -> None:
    created = docs.create()
    assert docs.put(created["upload_url"], PDF).status_code == 201
    assert docs.upload_status(created["id"]) == "uploading"
    renewal = new_upload(docs, created["id"]).json()
    pending = docs.get(f"{DOCUMENTS}{created['id']}/").json()
    assert (pending["upload_status"], pending["file_path"]) == ("pending", renewal["file_path"])
    refused = docs.confirm(created["id"], created["file_path"])
    assert refused.json() == {"file_path": ["This is not the file path issued for this document's upload."]}
    gone(env, created["file_path"])  # uploaded to the first URL, never confirmed: removed

    assert docs.put(renewal["upload_url"], CSV).status_code == 201
    assert docs.confirm(created["id"], renewal["file_path"]).status_code == 200
    assert download(docs, created["id"]) == CSV


def test_a_new_upload_url_makes_a_failed_upload_pending_again(docs: Docs) -> None:
    created = docs.create()
    assert docs.confirm(created["id"], created["file_path"]).status_code == 400  # nothing uploaded yet
    assert docs.upload_status(created["id"]) == "failed"
    renewal = new_upload(docs, created["id"]).json()
    assert docs.upload_status(created["id"]) == "pending"
    assert docs.put(renewal["upload_url"], CSV).status_code == 201
    assert docs.confirm(created["id"], renewal["file_path"]).json()["upload_status"] == "completed"


def test_a_deleted_document_is_gone_from_every_operation(docs: Docs, env: Env, direct: Direct) -> None:
    folder = docs.client.post("/api/document-folders/", json={"name": "Audits"}, headers=env.auth("owner")).json()
    document = docs.uploaded(PDF, folder=folder["id"])
    kept = docs.uploaded(CSV, folder=folder["id"])
    id = document["id"]
    assert docs.client.delete(f"{DOCUMENTS}{id}/", headers=env.auth("viewer")).status_code == 403
    assert docs.client.delete(f"{DOCUMENTS}{id}/", headers=env.auth("other_owner")).status_code == 404
    assert docs.get(f"{DOCUMENTS}{id}/").status_code == 200  # neither of those deleted it

    deleted = docs.client.delete(f"{DOCUMENTS}{id}/", headers=env.auth("editor"))
    assert (deleted.status_code, deleted.content) == (204, b"")
    auth = env.auth("owner")
    calls = [
        docs.client.get(f"{DOCUMENTS}{id}/", headers=auth),
        docs.client.patch(f"{DOCUMENTS}{id}/", json={"name": "x"}, headers=auth),
        docs.confirm(id, document["file_path"]),
        docs.client.get(f"{DOCUMENTS}{id}/download/", headers=auth),
        new_upload(docs, id),
        docs.client.delete(f"{DOCUMENTS}{id}/", headers=auth),
    ]
    assert [(r.status_code, r.json() if r.content else None) for r in calls] == [(404, NOT_FOUND)] * 6
    assert [d["id"] for d in docs.get(DOCUMENTS).json()["results"]] == [kept["id"]]
    assert docs.get(DOCUMENTS, id=id).json() == {"count": 0, "results": []}
    assert docs.get(f"/api/document-folders/{folder['id']}/").json()["document_count"] == 1
    run = docs.client.post(
        "/api/data-import-runs/",
        json={"document_id": id, "model_identifier": "document_identifier", "results": {"identifiers": []}},
        headers=auth,
    )
    assert (run.status_code, run.json()) == (400, {"document_id": [f'Invalid pk "{id}" - object does not exist.']})

    gone(env, document["file_path"])
    wait_for(lambda: document_row(direct, id).rag_index_status == "deleted", "the index status deleted")
    row = document_row(direct, id)
    assert row.deleted_at is not None and row.folder_id == folder["id"]
    assert stored(env.settings, kept["file_path"])

    # The folder holds one document now: with it unfiled the folder goes, the deleted one no obstacle.
    assert docs.client.patch(f"{DOCUMENTS}{kept['id']}/", json={"folder": None}, headers=auth).status_code == 200
    assert docs.client.delete(f"/api/document-folders/{folder['id']}/", headers=auth).status_code == 204

    async def folder_of(session: AsyncSession) -> int | None:
        return (await session.get(Document, id)).folder_id  # type: ignore[union-attr]

    assert direct.run(folder_of) is None


def test_a_document_deleted_while_it_is_processed_gets_nothing_written(
    env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    """processing.record: nothing holds the document while a processor works, so the outcome is
    written only if the document is still the one read (tests/api/test_document_processing.py
    holds the slow step itself, with the API's requests meanwhile)."""
    outcomes: list[bool] = []

    async def racing(job: JobContext, document: processing.DocumentFile) -> None:
        db = Database(env.settings)
        try:
            async with db.session() as other:  # DL1 committing while the text is being embedded
                await other.execute(update(Document).where(Document.id == document.id).values(deleted_at=utcnow()))
                await other.commit()
        finally:
            await db.dispose()
        outcomes.append(await processing.record(job, document, rag_index_status="active"))

    monkeypatch.setattr(processing, "_PROCESSORS", [racing])
    with TestClient(create_app(env.settings.model_copy(update={"job_worker": False}))) as client:
        document = Docs(client, env).uploaded(CSV)
    run_due(env.settings)
    row = document_row(direct, document["id"])
    assert outcomes == [False]
    assert (row.rag_index_status, row.processed_at) == ("importing", None)  # nothing of the stale run
