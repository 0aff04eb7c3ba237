"""The upload flow on S3 (a real SeaweedFS on loopback, tests/s3server.py): the API through the
app, the file over real HTTP to and from the presigned URLs, as a client does it."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from handwritten.adapters.storage.s3 import S3Store
from handwritten.app import create_app
from tests.api.conftest import Direct, Env
from tests.api.test_documents import CSV, DOCUMENTS, PDF, Docs, jobs_of
from tests.s3server import S3Server

LIMIT = 64 * 1024


@pytest.fixture
def docs(env: Env, seaweedfs: S3Server) -> Iterator[Docs]:
    settings = env.settings.model_copy(
        update={
            "storage": "s3",
            "storage_bucket": seaweedfs.bucket,
            "s3_endpoint_url": seaweedfs.endpoint_url,
            "s3_region": seaweedfs.region,
            "s3_access_key_id": seaweedfs.access_key_id,
            "s3_secret_access_key": seaweedfs.secret_access_key,
            "max_upload_bytes": LIMIT,
        }
    )
    with TestClient(create_app(settings)) as client:
        yield Docs(client, env)


def test_the_upload_flow_on_s3(docs: Docs, seaweedfs: S3Server, direct: Direct) -> None:
    created = docs.create(name="Supplier audit")
    workspace = docs.env.workspaces["a"]
    assert created["file_path"].startswith(
        f"s3://{seaweedfs.bucket}/workspaces/{workspace}/documents/{created['id']}/upload/"
    )
    assert created["upload_url"].startswith(f"{seaweedfs.endpoint_url}/{seaweedfs.bucket}/workspaces/")
    assert docs.confirm(created["id"], created["file_path"]).json() == {
        "file_path": ["No file was uploaded to this file path."]
    }

    assert docs.upload_status(created["id"]) == "failed"  # confirmed before anything was uploaded
    assert httpx.put(created["upload_url"], content=PDF).status_code == 200
    # The PUT went to the store, not to Canopy: nothing tells the document (decision document_upload_states).
    assert docs.upload_status(created["id"]) == "failed"
    confirmed = docs.confirm(created["id"], created["file_path"], name="Supplier audit")
    assert confirmed.status_code == 200, confirmed.text
    document = confirmed.json()
    assert (document["upload_status"], document["file_size"], document["media_type"]) == (
        "completed",
        len(PDF),
        "application/pdf",
    )
    assert document["content_type"] == "questionshorttext"
    assert document["file_path"] == created["file_path"].replace("/upload/", "/file/")
    assert [job.payload for job in jobs_of(direct, "process_document")] == [{"document_id": created["id"]}]

    download = docs.get(f"{DOCUMENTS}{created['id']}/download/").json()["download_url"]
    fetched = httpx.get(download)
    assert fetched.status_code == 200
    assert fetched.content == PDF
    assert fetched.headers["content-type"] == "application/pdf"
    assert fetched.headers["content-disposition"].startswith('attachment; filename="Supplier audit.pdf"')

    # A second upload to the confirmed document's URL never reaches its file.
    assert httpx.put(created["upload_url"], content=b"replaced").status_code == 200
    assert httpx.get(docs.get(f"{DOCUMENTS}{created['id']}/download/").json()["download_url"]).content == PDF


def test_tampered_urls_are_refused_by_s3(docs: Docs) -> None:
    created = docs.create()
    parts = urlsplit(created["upload_url"])
    query = dict(parse_qsl(parts.query))
    query["X-Amz-Expires"] = str(int(query["X-Amz-Expires"]) + 3600)
    assert httpx.put(urlunsplit(parts._replace(query=urlencode(query))), content=PDF).status_code == 403
    assert httpx.put(created["upload_url"].replace("/upload/", "/uploads/"), content=PDF).status_code == 403
    assert docs.confirm(created["id"], created["file_path"]).status_code == 400  # nothing stored


def test_an_object_over_the_limit_is_refused_at_confirmation_and_removed(docs: Docs) -> None:
    """S3's presigned PUT cannot carry a size limit: the confirmation checks it and drops the object."""
    created = docs.create()
    assert httpx.put(created["upload_url"], content=b"x" * (LIMIT + 1)).status_code == 200
    refused = docs.confirm(created["id"], created["file_path"])
    assert refused.status_code == 400
    assert refused.json() == {
        "file_path": [f"The uploaded file is {LIMIT + 1} bytes; the largest accepted is {LIMIT} bytes."]
    }
    assert docs.upload_status(created["id"]) == "failed"
    assert docs.confirm(created["id"], created["file_path"]).json() == {
        "file_path": ["No file was uploaded to this file path."]
    }
    assert httpx.put(created["upload_url"], content=CSV).status_code == 200
    confirmed = docs.confirm(created["id"], created["file_path"])
    assert confirmed.status_code == 200 and confirmed.json()["media_type"] == "text/plain"


def test_an_upload_written_again_while_being_confirmed_is_not_sealed(
    docs: Docs, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The client PUTs other bytes to its still-valid URL after the confirmation sniffed the first:
    409, nothing recorded, and the next confirmation checks and seals the bytes now there."""
    created = docs.create()
    assert httpx.put(created["upload_url"], content=PDF).status_code == 200
    read_head = S3Store.read_head

    async def read_then_replaced(self: S3Store, key: str, size: int) -> bytes:
        head = await read_head(self, key, size)
        assert httpx.put(created["upload_url"], content=CSV).status_code == 200
        return head

    monkeypatch.setattr(S3Store, "read_head", read_then_replaced)
    refused = docs.confirm(created["id"], created["file_path"], description="checked")
    assert refused.status_code == 409, refused.text
    assert refused.headers["Retry-After"] == "1"
    # The bytes are arriving again, not confirmed: uploading, and nothing else of the confirmation.
    after = docs.get(f"{DOCUMENTS}{created['id']}/").json()
    assert (after["upload_status"], after["description"]) == ("uploading", None)

    monkeypatch.setattr(S3Store, "read_head", read_head)
    confirmed = docs.confirm(created["id"], created["file_path"])
    assert confirmed.status_code == 200, confirmed.text
    assert (confirmed.json()["file_size"], confirmed.json()["media_type"]) == (len(CSV), "text/plain")
    download = docs.get(f"{DOCUMENTS}{created['id']}/download/").json()["download_url"]
    assert httpx.get(download).content == CSV
