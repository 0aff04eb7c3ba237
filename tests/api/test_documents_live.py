"""The upload flow over real HTTP against `canopy serve` (each host on its own port), local storage:
the signed URLs are the ingestion host's own, and the file streams to them as a client sends it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx2 as httpx

from generated.operations import HOSTS
from tests.live import live_server

PDF = b"%PDF-1.7\n" + bytes(range(256)) * 400


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

            # Chunked (no Content-Length), as a client streaming a file of unknown size sends it.
            with httpx.Client(timeout=10) as anyone:
                put = anyone.put(document["upload_url"], content=chunks(PDF))
            assert put.status_code == 201, put.text

            confirmed = api.post(
                f"/api/documents/{document['id']}/confirm-upload/",
                json={"name": "Audit", "source": "upload", "file_path": document["file_path"]},
            )
            assert confirmed.status_code == 200, confirmed.text
            assert (confirmed.json()["file_size"], confirmed.json()["content_type"]) == (len(PDF), "application/pdf")

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
