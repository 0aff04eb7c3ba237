"""The S3 backend against a real S3-compatible store (SeaweedFS, tests/s3server.py), over real HTTP."""

from __future__ import annotations

import asyncio
import hashlib
import secrets
import time
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta

import httpx2 as httpx
import pytest

from handwritten.adapters.storage import ObjectChanged, ObjectExists, ObjectNotFound, ObjectTooLarge, StoredObject
from handwritten.adapters.storage.s3 import S3Store
from tests.s3server import S3Server

PDF = b"%PDF-1.7\n" + bytes(range(256)) * 40
LIMIT = 64 * 1024


def new_store(server: S3Server, *, ttl: timedelta = timedelta(minutes=5), limit: int = LIMIT) -> S3Store:
    return S3Store(
        server.bucket,
        ttl=ttl,
        max_upload_bytes=limit,
        endpoint_url=server.endpoint_url,
        region=server.region,
        access_key_id=server.access_key_id,
        secret_access_key=server.secret_access_key,
    )


@pytest.fixture
def store(seaweedfs: S3Server) -> Iterator[S3Store]:
    store = new_store(seaweedfs)
    asyncio.run(store.ensure_bucket())  # exists already: a no-op
    yield store
    asyncio.run(store.close())


def unique(prefix: str = "uploads") -> str:
    return f"{prefix}/{secrets.token_urlsafe(12)}"


async def collect(chunks: AsyncIterator[bytes]) -> bytes:
    return b"".join([chunk async for chunk in chunks])


def etag(body: bytes) -> str:
    """A single-part object's ETag: its MD5, quoted."""
    return f'"{hashlib.md5(body).hexdigest()}"'


def upload(store: S3Store, key: str, body: bytes, content_type: str | None = None) -> httpx.Response:
    signed = asyncio.run(store.upload_url(key, base_url="http://ignored", max_bytes=LIMIT, content_type=content_type))
    return httpx.put(signed.url, content=body, headers={"Content-Type": content_type} if content_type else {})


def test_presigned_upload_then_stat_read_seal_and_delete(store: S3Store, seaweedfs: S3Server) -> None:
    key, final = unique(), unique("documents")
    before = datetime.now(UTC)
    signed = asyncio.run(store.upload_url(key, base_url="http://ignored", max_bytes=LIMIT, content_type="text/plain"))
    assert signed.url.startswith(f"{seaweedfs.endpoint_url}/{seaweedfs.bucket}/{key}?")  # path-style
    assert before + timedelta(minutes=5) - timedelta(seconds=2) <= signed.expires_at <= before + timedelta(minutes=5)
    response = httpx.put(signed.url, content=PDF, headers={"Content-Type": "text/plain"})
    assert response.status_code == 200, response.text

    assert asyncio.run(store.stat(key)) == StoredObject(key, len(PDF), "text/plain", etag(PDF))
    assert asyncio.run(store.read_head(key, 8)) == b"%PDF-1.7"
    assert asyncio.run(store.read_head(key, 10**6)) == PDF
    assert asyncio.run(collect(store.read(key))) == PDF

    sealed = asyncio.run(store.seal(key, final, content_type="application/pdf"))
    assert sealed == StoredObject(final, len(PDF), "application/pdf", etag(PDF))
    assert asyncio.run(store.stat(key)) is None
    assert asyncio.run(store.stat(final)) == sealed
    with pytest.raises(ObjectNotFound):
        asyncio.run(store.seal(key, final))
    # the upload URL still works until it expires, but what was sealed is never replaced
    assert upload(store, key, b"again", "text/plain").status_code == 200
    with pytest.raises(ObjectExists):
        asyncio.run(store.seal(key, final))
    assert asyncio.run(collect(store.read(final))) == PDF

    for name in (key, final):
        asyncio.run(store.delete(name))
        assert asyncio.run(store.stat(name)) is None
    asyncio.run(store.delete(final))  # absent is fine
    with pytest.raises(ObjectNotFound):
        asyncio.run(store.read_head(final, 8))
    with pytest.raises(ObjectNotFound):
        asyncio.run(collect(store.read(final)))


def test_presigned_download_returns_the_bytes_named_and_typed(store: S3Store) -> None:
    key = unique()
    assert upload(store, key, PDF).status_code == 200
    signed = asyncio.run(
        store.download_url(
            key, base_url="http://ignored", filename="r\u00e9sum\u00e9 2026.pdf", content_type="application/pdf"
        )
    )
    response = httpx.get(signed.url)
    assert response.status_code == 200
    assert response.content == PDF
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["content-disposition"] == (
        "attachment; filename=\"r_sum_ 2026.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9%202026.pdf"
    )
    asyncio.run(store.delete(key))


def test_tampered_expired_and_mistyped_urls_are_403(seaweedfs: S3Server) -> None:
    store = new_store(seaweedfs, ttl=timedelta(seconds=1))
    key = unique()
    put = asyncio.run(store.upload_url(key, base_url="", max_bytes=LIMIT, content_type="application/pdf")).url
    get = asyncio.run(store.download_url(key, base_url="", filename="a.pdf")).url
    last = put[-1]
    tampered = put[:-1] + ("0" if last != "0" else "1")
    assert httpx.put(tampered, content=PDF, headers={"Content-Type": "application/pdf"}).status_code == 403
    assert httpx.put(put, content=PDF, headers={"Content-Type": "text/html"}).status_code == 403  # signed type
    assert (
        httpx.put(put.replace(key, key + "x"), content=PDF, headers={"Content-Type": "application/pdf"}).status_code
        == 403
    )
    time.sleep(2.1)
    assert httpx.put(put, content=PDF, headers={"Content-Type": "application/pdf"}).status_code == 403
    assert asyncio.run(store.stat(key)) is None
    assert httpx.get(get).status_code == 403
    asyncio.run(store.close())


def test_a_presigned_put_takes_any_size_and_seal_enforces_the_limit(store: S3Store) -> None:
    key = unique()
    # SeaweedFS (like S3) cannot know the maximum of a presigned PUT: it takes the upload...
    assert upload(store, key, b"x" * (LIMIT + 1)).status_code == 200
    # ...and sealing it refuses it and deletes it.
    with pytest.raises(ObjectTooLarge):
        asyncio.run(store.seal(key, unique("documents")))
    assert asyncio.run(store.stat(key)) is None


def test_seal_moves_only_the_version_its_caller_read(store: S3Store) -> None:
    """A PUT to a still-valid upload URL while a confirmation reads the object: the seal refuses
    instead of storing bytes other than those whose size and type were checked."""
    key, final = unique(), unique("documents")
    assert upload(store, key, PDF).status_code == 200
    read = asyncio.run(store.stat(key))
    assert read is not None and read.version == etag(PDF)
    assert upload(store, key, b"<html>changed").status_code == 200
    with pytest.raises(ObjectChanged):
        asyncio.run(store.seal(key, final, content_type="application/pdf", if_match=read.version))
    assert asyncio.run(store.stat(final)) is None
    assert asyncio.run(collect(store.read(key))) == b"<html>changed"  # the new upload is kept

    # The same between the seal's own look at the object and its copy: the copy is conditional.
    again = asyncio.run(store.stat(key))
    assert again is not None
    copy_object = store.client.copy_object

    def put_then_copy(**kwargs: object) -> object:
        assert upload(store, key, PDF).status_code == 200
        return copy_object(**kwargs)  # type: ignore[arg-type]

    store.client.copy_object = put_then_copy  # type: ignore[method-assign]
    try:
        with pytest.raises(ObjectChanged):
            asyncio.run(store.seal(key, final, if_match=again.version))
    finally:
        store.client.copy_object = copy_object  # type: ignore[method-assign]
    assert asyncio.run(store.stat(final)) is None
    now = asyncio.run(store.stat(key))
    assert now is not None and now.version == etag(PDF)
    sealed = asyncio.run(store.seal(key, final, if_match=now.version))
    assert (sealed.size, sealed.version) == (len(PDF), etag(PDF))
    asyncio.run(store.delete(final))


def test_put_stores_bytes_once_with_their_type(store: S3Store) -> None:
    key = unique("documents")
    stored = asyncio.run(store.put(key, b'{"a": 1}', content_type="application/json"))
    assert stored == StoredObject(key, 8, "application/json", etag(b'{"a": 1}')) == asyncio.run(store.stat(key))
    with pytest.raises(ObjectExists):
        asyncio.run(store.put(key, b"other", content_type="text/plain"))
    assert asyncio.run(store.read_head(key, 100)) == b'{"a": 1}'
    asyncio.run(store.delete(key))


def test_uri_and_key_of_round_trip() -> None:
    store = S3Store("canopy", ttl=timedelta(minutes=1), max_upload_bytes=1, endpoint_url="http://127.0.0.1:9")
    key = "workspaces/1/documents/2/file.pdf"
    assert store.uri(key) == f"s3://canopy/{key}"
    assert store.key_of(store.uri(key)) == key
    assert store.key_of(f"file://canopy/{key}") is None
    assert store.key_of(f"s3://other/{key}") is None
    assert store.key_of("s3://canopy/a/../b") is None
    asyncio.run(store.close())
