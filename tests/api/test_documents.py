"""Documents D1–D6 (document: Document, D1–D6; decisions document_storage, document_content_type,
confirm_upload_state, document_upload_states, download_requires_completed_upload) on the local store.

The files go through the signed URLs the API hands out, as a client's would: PUT to upload_url,
GET from download_url (the combined app serves the local store's URLs). The same flow against S3
is in test_documents_s3.py, and over real HTTP in test_documents_live.py.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import httpx2 as httpx
import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.adapters.jobs import JobContext
from handwritten.adapters.storage.local import LocalStore
from handwritten.app import create_app
from handwritten.db.documents import Document
from handwritten.db.models import Job
from handwritten.services.documents import processing
from tests.api.conftest import Direct, Env

DOCUMENTS = "/api/documents/"
PDF = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + b"1 0 obj << /Type /Catalog >> endobj\n" * 40
CSV = b"site,energy_kwh\nghent,1200\nantwerp,800\n"
NOT_FOUND = {"detail": "Not found."}


class Docs:
    """The document operations as the tests call them."""

    def __init__(self, client: TestClient, env: Env) -> None:
        self.client, self.env = client, env

    def create(self, who: str = "owner", **fields: Any) -> dict[str, Any]:
        body = {"name": "Energy report", "content_type": "questionshorttext", **fields}
        response = self.client.post(DOCUMENTS, json=body, headers=self.env.auth(who))
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    def put(self, url: str, content: bytes, **headers: str) -> httpx.Response:
        return self.client.put(url, content=content, headers=headers)

    def confirm(self, id: int, file_path: str, who: str = "owner", **fields: Any) -> httpx.Response:
        body = {"name": "Energy report 2024", "source": "upload", "file_path": file_path, **fields}
        return self.client.post(f"{DOCUMENTS}{id}/confirm-upload/", json=body, headers=self.env.auth(who))

    def uploaded(self, content: bytes = PDF, who: str = "owner", **fields: Any) -> dict[str, Any]:
        """A document created, uploaded and confirmed; returns the confirmed document."""
        created = self.create(who, **fields)
        assert self.put(created["upload_url"], content).status_code == 201
        kept = {name: fields[name] for name in ("name", "description") if name in fields}
        response = self.confirm(created["id"], created["file_path"], who, **kept)
        assert response.status_code == 200, response.text
        confirmed: dict[str, Any] = response.json()
        return confirmed

    def get(self, path: str, who: str = "owner", **params: Any) -> httpx.Response:
        return self.client.get(path, params=params, headers=self.env.auth(who))

    def upload_status(self, id: int) -> str:
        status: str = self.get(f"{DOCUMENTS}{id}/").json()["upload_status"]
        return status


@pytest.fixture
def docs(client: TestClient, env: Env) -> Docs:
    return Docs(client, env)


def jobs_of(direct: Direct, kind: str) -> list[Job]:
    async def work(session: AsyncSession) -> list[Job]:
        return list(await session.scalars(select(Job).where(Job.kind == kind).order_by(Job.id)))

    return direct.run(work)


def document_row(direct: Direct, id: int) -> Document:
    async def work(session: AsyncSession) -> Document:
        return (await session.scalars(select(Document).where(Document.id == id))).one()

    return direct.run(work)


def wait_for(condition: Any, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


# -- the upload flow ------------------------------------------------------------------------------


def test_the_upload_flow_through_the_signed_urls(docs: Docs, env: Env, direct: Direct) -> None:
    created = docs.create(description="Scope 1 and 2", identifiers=["surveys.datapoint:site-ghent:42:energy_use"])
    workspace = env.workspaces["a"]
    assert created["file_path"].startswith(f"file://canopy/workspaces/{workspace}/documents/{created['id']}/upload/")
    assert created["upload_url"].startswith("http://testserver/storage/canopy/workspaces/")
    expires = datetime.fromisoformat(created["upload_url_expires_at"])
    assert timedelta(minutes=14) < expires - datetime.now(UTC) <= timedelta(minutes=15)
    pending = docs.get(f"{DOCUMENTS}{created['id']}/").json()
    assert (pending["upload_status"], pending["file_size"], pending["uploaded_at"]) == ("pending", None, None)
    assert (pending["content_type"], pending["media_type"]) == ("questionshorttext", None)
    assert pending["pulse_params"] == {
        "identifier": f"document:{created['id']}",
        "model_identifier": "ingestion.document",
    }

    assert docs.put(created["upload_url"], PDF, **{"Content-Type": "image/png"}).status_code == 201
    # Arrived, not confirmed: Canopy served the PUT, so it knows (decision document_upload_states).
    assert docs.upload_status(created["id"]) == "uploading"
    confirmed = docs.confirm(created["id"], created["file_path"])
    assert confirmed.status_code == 200, confirmed.text
    document = confirmed.json()
    assert document["upload_status"] == "completed"
    assert document["file_size"] == len(PDF)
    assert document["media_type"] == "application/pdf"  # the bytes', not the PUT's claim
    assert document["content_type"] == "questionshorttext"  # the kind given at creation, kept
    assert document["file_path"] == created["file_path"].replace("/upload/", "/file/")
    assert (document["name"], document["source"], document["description"]) == (
        "Energy report 2024",
        "upload",
        "Scope 1 and 2",
    )
    assert datetime.fromisoformat(document["uploaded_at"]) <= datetime.now(UTC)
    assert [i["identifier"] for i in document["identifiers_details"]] == ["surveys.datapoint:site-ghent:42:energy_use"]

    download = docs.get(f"{DOCUMENTS}{created['id']}/download/")
    assert download.status_code == 200, download.text
    body = download.json()
    assert body["id"] == created["id"] and body["upload_status"] == "completed"
    fetched = docs.client.get(body["download_url"])
    assert fetched.status_code == 200
    assert fetched.content == PDF
    assert fetched.headers["content-type"] == "application/pdf"
    assert 'filename="Energy report 2024.pdf"' in fetched.headers["content-disposition"]

    # Downstream processing was enqueued with the confirmation, and runs after it.
    assert [job.payload for job in jobs_of(direct, "process_document")] == [{"document_id": created["id"]}]
    wait_for(lambda: document_row(direct, created["id"]).processed_at is not None)


def test_text_is_typed_by_the_bytes_and_a_precise_textual_claim_is_kept(docs: Docs) -> None:
    plain = docs.uploaded(CSV)
    assert (plain["media_type"], plain["content_type"]) == ("text/plain", "questionshorttext")
    created = docs.create(content_type="formula")
    docs.put(created["upload_url"], CSV)
    claimed = docs.confirm(created["id"], created["file_path"], content_type="text/csv")
    assert claimed.status_code == 200
    assert (claimed.json()["media_type"], claimed.json()["content_type"]) == ("text/csv", "formula")
    fetched = docs.client.get(docs.get(f"{DOCUMENTS}{created['id']}/download/").json()["download_url"])
    assert fetched.content == CSV and 'filename="Energy report 2024.csv"' in fetched.headers["content-disposition"]
    # The name's own extension never outvotes the bytes, nor does a dot end the name.
    for content, name, shown in [
        (PDF, "scan.png", "scan.png.pdf"),
        (PDF, "Report v2.1", "Report v2.1.pdf"),
        (PDF, "a.PDF", "a.PDF"),
        (CSV, "ledger.csv", "ledger.csv"),  # plain text, which a CSV is, keeps its precise name
        (CSV, "page.html", "page.html.txt"),  # but not one that a browser would open as a page
    ]:
        uploaded = docs.uploaded(content, name=name)
        url = docs.get(f"{DOCUMENTS}{uploaded['id']}/download/").json()["download_url"]
        assert f'filename="{shown}"' in docs.client.get(url).headers["content-disposition"], name


def test_a_claimed_type_the_bytes_contradict_is_refused_and_recorded_failed(docs: Docs, direct: Direct) -> None:
    created = docs.create(description="draft", identifiers=["orders.order:po-1"])
    docs.put(created["upload_url"], PDF)
    before = docs.get(f"{DOCUMENTS}{created['id']}/").json()
    refused = docs.confirm(
        created["id"], created["file_path"], content_type="image/png", description="final", identifiers=["x:y"]
    )
    assert refused.status_code == 400
    assert refused.json() == {"content_type": ['The uploaded file is application/pdf, not "image/png".']}
    # The one outcome of the refusal: failed (decision document_upload_states). Nothing of the
    # confirmation is kept: its name, description, source, identifiers; no processing enqueued.
    after = docs.get(f"{DOCUMENTS}{created['id']}/").json()
    assert after["upload_status"] == "failed"
    assert datetime.fromisoformat(after["updated_at"]) > datetime.fromisoformat(before["updated_at"])
    unchanged = {name: value for name, value in after.items() if name not in ("upload_status", "updated_at")}
    assert unchanged == {name: value for name, value in before.items() if name not in ("upload_status", "updated_at")}
    assert jobs_of(direct, "process_document") == []
    assert [d["id"] for d in docs.get(DOCUMENTS, upload_status="failed").json()["results"]] == [created["id"]]
    # The upload is still there to confirm without the wrong claim.
    confirmed = docs.confirm(created["id"], created["file_path"]).json()
    assert (confirmed["upload_status"], confirmed["media_type"]) == ("completed", "application/pdf")


def test_confirm_refuses_another_file_path_a_missing_upload_and_a_second_confirmation(docs: Docs) -> None:
    created = docs.create()
    other = docs.create()
    for wrong in (
        other["file_path"],
        created["file_path"] + "x",
        "s3://canopy/" + created["file_path"].split("/", 3)[3],
    ):
        response = docs.confirm(created["id"], wrong)
        assert response.status_code == 400
        assert response.json() == {"file_path": ["This is not the file path issued for this document's upload."]}
    # A file_path that is not the one issued is the request's fault, not the upload's: nothing recorded.
    assert docs.upload_status(created["id"]) == "pending"
    missing = docs.confirm(created["id"], created["file_path"])
    assert (missing.status_code, missing.json()) == (400, {"file_path": ["No file was uploaded to this file path."]})
    assert docs.upload_status(created["id"]) == "failed"

    docs.put(created["upload_url"], PDF)
    assert docs.upload_status(created["id"]) == "uploading"
    assert docs.confirm(created["id"], created["file_path"]).status_code == 200
    again = docs.confirm(created["id"], created["file_path"])
    assert again.status_code == 400
    assert again.json() == {
        "upload_status": [
            "The upload of this document is completed: only a pending, uploading or failed upload, or a new "
            "upload issued for a completed document (DU1), can be confirmed."
        ]
    }
    assert docs.upload_status(created["id"]) == "completed"


def test_a_second_upload_after_confirmation_changes_nothing_confirmed(docs: Docs) -> None:
    created = docs.create()
    docs.put(created["upload_url"], PDF)
    docs.confirm(created["id"], created["file_path"])
    # The upload URL still works until it expires, but what it writes is never the confirmed file.
    assert docs.put(created["upload_url"], b"replaced").status_code == 201
    fetched = docs.client.get(docs.get(f"{DOCUMENTS}{created['id']}/download/").json()["download_url"])
    assert fetched.content == PDF
    assert docs.put(created["upload_url"], b"again").status_code == 409  # and nothing is overwritten


def test_download_answers_only_for_a_completed_upload(docs: Docs) -> None:
    created = docs.create()
    response = docs.get(f"{DOCUMENTS}{created['id']}/download/")
    assert response.status_code == 400
    assert response.json() == {
        "upload_status": ["The upload of this document is pending: only a completed upload can be downloaded."]
    }


def _changed(url: str, **params: str) -> str:
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query)) | params
    return urlunsplit(parts._replace(query=urlencode(query)))


def test_tampered_signed_urls_are_refused(docs: Docs) -> None:
    created = docs.create()
    url = created["upload_url"]
    expires = dict(parse_qsl(urlsplit(url).query))["expires"]
    tampered = [
        _changed(url, expires=str(int(expires) + 3600)),
        _changed(url, max="999999999999"),
        url.replace("/upload/", "/upload-x/"),
        _changed(url, signature="0" * 64),
    ]
    for bad in tampered:
        response = docs.put(bad, PDF)
        assert response.status_code == 403, bad
    assert docs.confirm(created["id"], created["file_path"]).status_code == 400  # nothing was stored

    document = docs.uploaded()
    download = docs.get(f"{DOCUMENTS}{document['id']}/download/").json()["download_url"]
    assert docs.client.get(_changed(download, filename="evil.html", type="text/html")).status_code == 403
    other = docs.uploaded(CSV)
    other_key = urlsplit(docs.get(f"{DOCUMENTS}{other['id']}/download/").json()["download_url"]).path
    assert docs.client.get(urlunsplit(urlsplit(download)._replace(path=other_key))).status_code == 403


def test_expired_signed_urls_are_refused(env: Env, tmp_path: Any) -> None:
    settings = env.settings.model_copy(update={"signed_url_ttl": timedelta(seconds=1)})
    with TestClient(create_app(settings)) as client:
        docs = Docs(client, env)
        created = docs.create()
        time.sleep(2.1)
        assert docs.put(created["upload_url"], PDF).status_code == 403


def test_an_upload_over_the_limit_is_refused_and_leaves_nothing_to_confirm(env: Env) -> None:
    settings = env.settings.model_copy(update={"max_upload_bytes": 100})
    with TestClient(create_app(settings)) as client:
        docs = Docs(client, env)
        created = docs.create()
        id = created["id"]
        assert docs.put(created["upload_url"], b"x" * 101).status_code == 413
        assert docs.upload_status(id) == "pending"  # refused by its Content-Length before it began
        streamed = docs.client.put(created["upload_url"], content=iter([b"x" * 60, b"x" * 41]))
        assert streamed.status_code == 413
        assert docs.upload_status(id) == "failed"  # began, and stored nothing (decision document_upload_states)
        assert docs.confirm(id, created["file_path"]).json() == {
            "file_path": ["No file was uploaded to this file path."]
        }
        assert docs.upload_status(id) == "failed"
        assert docs.put(created["upload_url"], b"x" * 100).status_code == 201
        assert docs.upload_status(id) == "uploading"
        assert docs.put(created["upload_url"], b"y" * 10).status_code == 409  # the upload there stays
        assert docs.upload_status(id) == "uploading"
        assert docs.confirm(id, created["file_path"]).status_code == 200
        assert docs.upload_status(id) == "completed"


def test_a_store_error_while_confirming_is_503_and_recorded_failed(
    docs: Docs, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = docs.create()
    assert docs.put(created["upload_url"], PDF).status_code == 201
    before = docs.get(f"{DOCUMENTS}{created['id']}/").json()

    async def broken(self: LocalStore, key: str, size: int) -> bytes:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(LocalStore, "read_head", broken)
    refused = docs.confirm(created["id"], created["file_path"], description="final")
    assert (refused.status_code, refused.headers["Retry-After"]) == (503, "5")
    assert refused.json() == {
        "detail": "The file store failed while the upload was being confirmed; the upload is recorded as "
        "failed. Confirm it again shortly."
    }
    after = docs.get(f"{DOCUMENTS}{created['id']}/").json()
    assert (after["upload_status"], after["description"], after["name"]) == ("failed", None, before["name"])
    assert jobs_of(direct, "process_document") == []

    monkeypatch.undo()
    confirmed = docs.confirm(created["id"], created["file_path"], description="final")
    assert confirmed.status_code == 200, confirmed.text
    assert (confirmed.json()["upload_status"], confirmed.json()["description"]) == ("completed", "final")


def test_the_upload_status_filter_finds_every_state(docs: Docs) -> None:
    """D1's upload_status finds the four states of the document's states table."""
    pending = docs.create(name="never uploaded")
    uploading = docs.create(name="uploaded")
    assert docs.put(uploading["upload_url"], CSV).status_code == 201
    failed = docs.create(name="confirmed too early")
    assert docs.confirm(failed["id"], failed["file_path"]).status_code == 400
    completed = docs.uploaded(CSV)
    for state, document in [
        ("pending", pending),
        ("uploading", uploading),
        ("failed", failed),
        ("completed", completed),
    ]:
        assert listed(docs, upload_status=state) == [document["id"]], state


# -- reading and changing -------------------------------------------------------------------------


def test_retrieve_and_partial_update(docs: Docs) -> None:
    created = docs.create(description="draft")
    response = docs.client.patch(
        f"{DOCUMENTS}{created['id']}/", json={"name": "Renamed", "description": None}, headers=docs.env.auth("editor")
    )
    assert response.status_code == 200, response.text
    assert response.json() == {"name": "Renamed", "description": None, "folder": None}
    document = docs.get(f"{DOCUMENTS}{created['id']}/").json()
    assert (document["name"], document["description"]) == ("Renamed", None)
    assert datetime.fromisoformat(document["updated_at"]) > datetime.fromisoformat(document["created_at"])


def test_another_workspaces_document_is_not_found_on_every_operation(docs: Docs) -> None:
    document = docs.uploaded()
    id = document["id"]
    theirs = docs.env.auth("other_owner")
    client = docs.client
    calls = [
        client.get(f"{DOCUMENTS}{id}/", headers=theirs),
        client.patch(f"{DOCUMENTS}{id}/", json={"name": "x"}, headers=theirs),
        client.post(
            f"{DOCUMENTS}{id}/confirm-upload/",
            json={"name": "x", "source": "x", "file_path": document["file_path"]},
            headers=theirs,
        ),
        client.get(f"{DOCUMENTS}{id}/download/", headers=theirs),
    ]
    assert [(r.status_code, r.json()) for r in calls] == [(404, NOT_FOUND)] * 4
    assert client.get(DOCUMENTS, headers=theirs).json() == {"count": 0, "results": []}


def test_roles(docs: Docs) -> None:
    created = docs.create("editor")
    assert docs.get(f"{DOCUMENTS}{created['id']}/", who="viewer").status_code == 200
    forbidden = {"detail": "You do not have permission to perform this action."}
    refused = [
        docs.client.post(DOCUMENTS, json={"name": "x", "content_type": "formula"}, headers=docs.env.auth("viewer")),
        docs.client.patch(f"{DOCUMENTS}{created['id']}/", json={"name": "x"}, headers=docs.env.auth("viewer")),
        docs.confirm(created["id"], created["file_path"], who="viewer"),
    ]
    assert [(r.status_code, r.json()) for r in refused] == [(403, forbidden)] * 3


def test_bad_input_is_refused_field_by_field(docs: Docs) -> None:
    response = docs.client.post(
        DOCUMENTS, json={"name": "", "content_type": "pdf", "folder": 10**6}, headers=docs.env.auth("owner")
    )
    assert response.status_code == 400
    errors = response.json()
    assert set(errors) == {"name", "content_type"}  # the folder is checked once the body is valid
    response = docs.client.post(
        DOCUMENTS, json={"name": "x", "content_type": "formula", "folder": 10**6}, headers=docs.env.auth("owner")
    )
    assert (response.status_code, response.json()) == (
        400,
        {"folder": ['Invalid pk "1000000" - object does not exist.']},
    )
    # Identifiers are kept up to 1,024 characters, as D8 takes them; a longer one is this 400 on
    # both databases (PostgreSQL answered 500), on creation and on confirmation.
    longest, longer = "x" * 1024, "y" * 1025
    response = docs.client.post(
        DOCUMENTS, json={"name": "x", "content_type": "formula", "identifiers": [longest, longer]},
        headers=docs.env.auth("owner"),
    )  # fmt: skip
    too_long = {"identifiers": {"1": ["Ensure this field has no more than 1024 characters."]}}
    assert (response.status_code, response.json()) == (400, too_long)
    assert docs.get(DOCUMENTS).json()["count"] == 0
    created = docs.create(identifiers=[longest])
    docs.put(created["upload_url"], PDF)
    refused = docs.confirm(created["id"], created["file_path"], identifiers=[longest, longer])
    assert (refused.status_code, refused.json()) == (400, too_long)
    kept = docs.get(f"{DOCUMENTS}{created['id']}/").json()
    assert (kept["upload_status"], [i["identifier"] for i in kept["identifiers_details"]]) == ("uploading", [longest])


# -- D1's filters, search and ordering ------------------------------------------------------------


@pytest.fixture
def library(docs: Docs) -> dict[str, Any]:
    """Four documents: two confirmed (a PDF and a CSV), two pending, in and out of folders."""
    folders = {}
    for name in ("Invoices", "Audits"):
        response = docs.client.post("/api/document-folders/", json={"name": name}, headers=docs.env.auth("owner"))
        assert response.status_code == 201, response.text
        folders[name] = response.json()["id"]
    made = {
        "pdf": docs.uploaded(PDF, name="Alpha invoice", folder=folders["Invoices"], identifiers=["orders.order:po-1"]),
        "csv": docs.uploaded(
            CSV, name="Beta meter readings", description="Monthly readings", identifiers=["surveys.datapoint:ghent:7"]
        ),
        "draft": docs.create(name="Gamma draft", folder=folders["Audits"], content_type="formula"),
        "plain": docs.create(name="Delta notes", description="Scope 3 notes"),
    }
    return {"folders": folders, "docs": {name: doc["id"] for name, doc in made.items()}}


def listed(docs: Docs, **params: Any) -> list[int]:
    response = docs.get(DOCUMENTS, **params)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["count"] == len(body["results"])
    return [document["id"] for document in body["results"]]


def test_every_filter_of_d1(docs: Docs, library: dict[str, Any]) -> None:
    d, f = library["docs"], library["folders"]
    pdf, csv, draft, plain = d["pdf"], d["csv"], d["draft"], d["plain"]
    newest_first = [plain, draft, csv, pdf]
    assert listed(docs) == newest_first
    cases: list[tuple[dict[str, Any], list[int]]] = [
        ({"id": pdf}, [pdf]),
        ({"id__in": f"{pdf},{plain}"}, [plain, pdf]),
        ({"id__exclude_in": f"{pdf},{plain}"}, [draft, csv]),
        ({"name": "Gamma draft"}, [draft]),
        ({"name__icontains": "INVOICE"}, [pdf]),
        ({"description__icontains": "readings"}, [csv]),
        ({"source": "upload"}, [csv, pdf]),
        ({"source__in": "upload,email"}, [csv, pdf]),
        # content_type is the kind given at creation, before and after confirmation (decision document_content_type)
        ({"content_type": "questionshorttext"}, [plain, csv, pdf]),
        ({"content_type": "application/pdf"}, []),
        ({"content_type__in": "text/plain,formula"}, [draft]),
        ({"media_type": "application/pdf"}, [pdf]),
        ({"media_type__in": "text/plain,application/pdf"}, [csv, pdf]),
        ({"media_type": "formula"}, []),
        ({"upload_status": "pending"}, [plain, draft]),
        ({"upload_status": "completed"}, [csv, pdf]),
        ({"rag_index_status__isnull": "true"}, [plain, draft]),  # never confirmed, never indexed
        # Confirmed: importing until the app's job worker has indexed them, then active or failed.
        ({"rag_index_status__in": "importing,active,failed"}, [csv, pdf]),
        ({"rag_index_status": "deleted"}, []),
        ({"folder": f["Invoices"]}, [pdf]),
        ({"folder__isnull": "true"}, [plain, csv]),
        ({"folder__isnull": "false"}, [draft, pdf]),
        ({"folder__name": "Audits"}, [draft]),
        ({"folder__name__icontains": "voi"}, [pdf]),
        ({"identifiers__identifier": "orders.order:po-1"}, [pdf]),
        ({"identifiers__identifier__in": "orders.order:po-1,surveys.datapoint:ghent:7"}, [csv, pdf]),
        ({"identifiers__identifier__contains": "ghent"}, [csv]),
        ({"identifiers__identifier__contains": "GHENT"}, []),  # contains is case-sensitive
        ({"uploaded_at__gte": "2000-01-01T00:00:00Z"}, [csv, pdf]),
        ({"uploaded_at__lte": "2000-01-01T00:00:00Z"}, []),
        ({"created_at__gte": "2000-01-01T00:00:00Z", "created_at__lte": "2999-01-01T00:00:00Z"}, newest_first),
        ({"updated_at__lte": "2000-01-01T00:00:00Z"}, []),
        ({"search": "scope notes"}, [plain]),
        ({"search": "beta"}, [csv]),
        ({"folder__isnull": "true", "upload_status": "completed"}, [csv]),
    ]
    for params, expected in cases:
        assert listed(docs, **params) == expected, params


def test_ordering_and_paging_of_d1(docs: Docs, library: dict[str, Any]) -> None:
    d = library["docs"]
    assert listed(docs, ordering="name") == [d["pdf"], d["csv"], d["plain"], d["draft"]]
    assert listed(docs, ordering="-upload_status,name") == [d["plain"], d["draft"], d["pdf"], d["csv"]]
    assert listed(docs, ordering="id") == sorted(d.values())
    page = docs.get(DOCUMENTS, ordering="id", limit=2, offset=1).json()
    assert page["count"] == 4 and [x["id"] for x in page["results"]] == sorted(d.values())[1:3]
    bad = docs.get(DOCUMENTS, ordering="file_path")
    assert bad.status_code == 400 and "ordering" in bad.json()


def test_folder_detail_and_the_folder_filters_follow_a_rename(docs: Docs, library: dict[str, Any]) -> None:
    invoices, pdf = library["folders"]["Invoices"], library["docs"]["pdf"]
    response = docs.client.patch(
        f"/api/document-folders/{invoices}/", json={"name": "Bills"}, headers=docs.env.auth("owner")
    )
    assert response.status_code == 200, response.text
    assert docs.get(f"{DOCUMENTS}{pdf}/").json()["folder_detail"] == {"id": invoices, "name": "Bills", "parent": None}
    assert listed(docs, folder__name="Bills") == [pdf]
    assert listed(docs, folder__name="Invoices") == []


# -- downstream processing ------------------------------------------------------------------------


def test_processors_run_on_each_confirmed_document_and_a_failure_is_retried(
    env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The plug-in point of the knowledge base: a processor failing leaves the document
    unprocessed and the job retried; it is recorded as processed once every processor succeeded."""
    calls: list[tuple[int, int]] = []

    async def flaky(job: JobContext, document: processing.DocumentFile) -> None:
        calls.append((document.id, job.attempt))
        if job.attempt == 1:
            raise RuntimeError("the extraction service is down")

    monkeypatch.setattr(processing, "_PROCESSORS", [flaky])
    settings = env.settings.model_copy(update={"job_retry_base": 0.2, "job_poll_interval": 0.1})
    with TestClient(create_app(settings)) as client:
        document = Docs(client, env).uploaded()
        wait_for(lambda: jobs_of(direct, "process_document")[0].attempts == 1)
        assert document_row(direct, document["id"]).processed_at is None
        wait_for(lambda: document_row(direct, document["id"]).processed_at is not None)
    assert calls == [(document["id"], 1), (document["id"], 2)]
    (job,) = jobs_of(direct, "process_document")
    assert job.done_at is not None and job.attempts == 2
