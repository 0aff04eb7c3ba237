"""The upload flow over real HTTP against `canopy serve` (each host on its own port), local storage:
the signed URLs are the ingestion host's own, and the file streams to them as a client sends it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx

from generated.operations import HOSTS
from tests.live import live_server

PDF = b"%PDF-1.7\n" + bytes(range(256)) * 400


def upload_status_becomes(api: httpx.Client, path: str, status: str, timeout: float = 10.0) -> str:
    """The document's upload_status once it is `status` (D3, polled), or the last seen after `timeout`."""
    deadline = time.monotonic() + timeout
    while (seen := api.get(path).json()["upload_status"]) != status and time.monotonic() < deadline:
        time.sleep(0.02)
    return str(seen)


def chunks(data: bytes, size: int = 4096) -> Iterator[bytes]:
    for start in range(0, len(data), size):
        yield data[start : start + size]


def test_upload_confirm_and_download_over_http_on_the_ingestion_host(tmp_path: Path) -> None:
    with live_server(tmp_path, combined=False) as server:
        ingestion = f"http://127.0.0.1:{server.port + list(HOSTS).index('ingestion')}"
        auth = {"Authorization": f"ApiKey {server.keys['owner']}"}
        with httpx.Client(base_url=ingestion, headers=auth, timeout=10) as api:
            created = api.post("/api/documents/", json={"name": "Audit", "content_type": "questionshorttext"})
            assert created.status_code == 201, created.text
            document = created.json()
            assert document["upload_url"].startswith(f"{ingestion}/storage/canopy/workspaces/")

            status_of = f"/api/documents/{document['id']}/"
            seen: list[str] = []

            def streamed() -> Iterator[bytes]:
                for number, chunk in enumerate(chunks(PDF)):
                    if number == 1:  # the first bytes are sent, the rest not yet: they are arriving
                        seen.append(upload_status_becomes(api, status_of, "uploading"))
                    yield chunk

            # Chunked (no Content-Length), as a client streaming a file of unknown size sends it.
            with httpx.Client(timeout=10) as anyone:
                put = anyone.put(document["upload_url"], content=streamed())
            assert put.status_code == 201, put.text
            assert seen == ["uploading"]  # while the PUT was under way (decision document_upload_states)
            assert api.get(status_of).json()["upload_status"] == "uploading"  # arrived, not confirmed

            confirmed = api.post(
                f"/api/documents/{document['id']}/confirm-upload/",
                json={"name": "Audit", "source": "upload", "file_path": document["file_path"]},
            )
            assert confirmed.status_code == 200, confirmed.text
            assert (confirmed.json()["file_size"], confirmed.json()["media_type"]) == (len(PDF), "application/pdf")
            assert (confirmed.json()["content_type"], confirmed.json()["upload_status"]) == (
                "questionshorttext",
                "completed",
            )

            download = api.get(f"/api/documents/{document['id']}/download/").json()["download_url"]
            with httpx.Client(timeout=10) as anyone:
                fetched = anyone.get(download)
            assert fetched.status_code == 200
            assert fetched.content == PDF
            assert fetched.headers["content-disposition"] == 'attachment; filename="Audit.pdf"'

        # The other hosts serve neither the documents nor the files.
        base = httpx.get(f"{server.url}/api/documents/", headers=auth, timeout=10)
        assert base.status_code == 404
        assert httpx.get(f"{server.url}{httpx.URL(download).raw_path.decode()}", timeout=10).status_code == 404
