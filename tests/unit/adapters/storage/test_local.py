"""The local store and its two routes, through a bare Starlette app (TestClient), straight ASGI calls
(to control how the body arrives: in chunks, cut off, failing) and a real uvicorn server."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
import tracemalloc
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit

import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.testclient import TestClient
from starlette.types import Message

from handwritten.adapters.storage import InvalidKey, ObjectExists, ObjectNotFound, StoredObject
from handwritten.adapters.storage.local import WRITE_BUFFER, LocalStore, UploadEvent, mount_storage
from handwritten.runtime.protocol import Protocol
from tests.unit.adapters.storage.conftest import BASE_URL, MAX_UPLOAD

KEY = "workspaces/1/documents/2/upload/abc"
FINAL = "workspaces/1/documents/2/file.pdf"
PDF = b"%PDF-1.7\n" + bytes(range(256)) * 40


def upload_url(store: LocalStore, key: str = KEY, max_bytes: int = 100_000, content_type: str | None = None) -> str:
    return asyncio.run(store.upload_url(key, base_url=BASE_URL, max_bytes=max_bytes, content_type=content_type)).url


def download_url(
    store: LocalStore, key: str = KEY, filename: str = "report.pdf", content_type: str | None = None
) -> str:
    return asyncio.run(store.download_url(key, base_url=BASE_URL, filename=filename, content_type=content_type)).url


async def collect(chunks: AsyncIterator[bytes]) -> bytes:
    return b"".join([chunk async for chunk in chunks])


def leftovers(store: LocalStore) -> list[str]:
    """Every file under the bucket, sidecars and temporary files included."""
    return sorted(path.relative_to(store.folder).as_posix() for path in store.folder.rglob("*") if path.is_file())


def with_query(url: str, **changes: str | None) -> str:
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query))
    for name, value in changes.items():
        if value is None:
            query.pop(name, None)
        else:
            query[name] = value
    return parts._replace(query=urlencode(query)).geturl()


# -- the happy path ------------------------------------------------------------------------------


def test_upload_then_stat_read_and_download(store: LocalStore, client: TestClient) -> None:
    before = datetime.now(UTC)
    signed = asyncio.run(store.upload_url(KEY, base_url=BASE_URL + "/", max_bytes=100_000))
    assert signed.url.startswith(f"{BASE_URL}/storage/canopy/{KEY}?expires=")
    assert {"expires", "max", "signature"} == set(dict(parse_qsl(urlsplit(signed.url).query)))
    assert signed.expires_at.tzinfo is UTC
    assert before + timedelta(minutes=5) - timedelta(seconds=2) <= signed.expires_at <= before + timedelta(minutes=5)

    response = client.put(signed.url, content=PDF, headers={"Content-Type": "application/pdf"})
    assert response.status_code == 201, response.text
    assert response.json() == {"key": KEY, "size": len(PDF), "content_type": "application/pdf"}

    assert asyncio.run(store.stat(KEY)) == StoredObject(KEY, len(PDF), "application/pdf")
    assert asyncio.run(store.read_head(KEY, 8)) == b"%PDF-1.7"
    assert asyncio.run(store.read_head(KEY, 10**6)) == PDF
    assert asyncio.run(collect(store.read(KEY))) == PDF
    # only the object and its sidecar: no temporary file left
    assert leftovers(store) == ["workspaces/1/documents/2/upload/.abc.meta", KEY]

    download = client.get(download_url(store, filename="Quarterly report.pdf"))
    assert download.status_code == 200
    assert download.content == PDF
    assert download.headers["content-type"] == "application/pdf"
    assert download.headers["content-disposition"] == (
        "attachment; filename=\"Quarterly report.pdf\"; filename*=UTF-8''Quarterly%20report.pdf"
    )
    assert "sandbox" in download.headers["content-security-policy"]


def test_download_names_and_types_the_file_as_signed(store: LocalStore, client: TestClient) -> None:
    assert client.put(upload_url(store), content=b"a,b\n1,2\n").status_code == 201
    assert asyncio.run(store.stat(KEY)) == StoredObject(KEY, 8, None)  # no Content-Type sent: none stored
    plain = client.get(download_url(store, filename="data.csv"))
    assert plain.headers["content-type"] == "application/octet-stream"
    assert plain.headers["content-disposition"] == 'attachment; filename="data.csv"'
    typed = client.get(download_url(store, filename="r\u00e9sum\u00e9.csv", content_type="text/csv"))
    assert typed.headers["content-type"].startswith("text/csv")
    assert typed.headers["content-disposition"] == (
        "attachment; filename=\"r_sum_.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv"
    )
    assert typed.content == b"a,b\n1,2\n"


def test_a_missing_object_is_404(store: LocalStore, client: TestClient) -> None:
    response = client.get(download_url(store))
    assert (response.status_code, response.json()) == (404, {"detail": "Not found."})
    assert asyncio.run(store.stat(KEY)) is None
    with pytest.raises(ObjectNotFound):
        asyncio.run(store.read_head(KEY, 8))
    with pytest.raises(ObjectNotFound):
        asyncio.run(collect(store.read(KEY)))


def test_an_empty_object_is_an_object(store: LocalStore, client: TestClient) -> None:
    assert client.put(upload_url(store), content=b"").status_code == 201
    assert asyncio.run(store.stat(KEY)) == StoredObject(KEY, 0, None)
    assert asyncio.run(store.read_head(KEY, 8)) == b""


# -- refusals ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "tamper",
    [
        lambda url: url.replace("/upload/abc?", "/upload/abd?"),  # another key
        lambda url: url.replace("/storage/canopy/", "/storage/canopy/x/"),  # a longer key
        lambda url: with_query(url, max="999999999"),  # a larger maximum
        lambda url: with_query(url, expires=str(int(time.time()) + 86400)),  # a later expiry
        lambda url: with_query(url, type="text/html"),  # a parameter added
        lambda url: with_query(url, signature=None),  # the signature dropped
        lambda url: with_query(url, signature="A" * 43),  # another signature
        lambda url: url + "&max=1",  # a parameter repeated
    ],
)
def test_a_tampered_upload_url_is_403(store: LocalStore, client: TestClient, tamper: Callable[[str], str]) -> None:
    response = client.put(tamper(upload_url(store)), content=b"data")
    assert (response.status_code, response.json()) == (403, {"detail": "Invalid or tampered signed URL."})
    assert leftovers(store) == []


def test_an_upload_url_does_not_download_nor_the_reverse(store: LocalStore, client: TestClient) -> None:
    assert client.get(upload_url(store)).status_code == 403
    assert client.put(download_url(store), content=b"data").status_code == 403
    assert leftovers(store) == []


def test_an_expired_url_is_403(store: LocalStore, client: TestClient) -> None:
    past = str(int(time.time()) - 1)
    put = store.signer.signed_params("PUT", "canopy", KEY, {"expires": past, "max": "100"})
    response = client.put(f"/storage/canopy/{KEY}?{urlencode(put)}", content=b"data")
    assert (response.status_code, response.json()) == (403, {"detail": "This signed URL has expired."})
    assert leftovers(store) == []
    get = store.signer.signed_params("GET", "canopy", KEY, {"expires": past, "filename": "a.txt"})
    assert client.get(f"/storage/canopy/{KEY}?{urlencode(get)}").status_code == 403


def test_a_url_expires_with_the_ttl(tmp_path: Path) -> None:
    store = LocalStore(tmp_path, "canopy", secret_key="s", ttl=timedelta(seconds=1), max_upload_bytes=100)
    url = upload_url(store, max_bytes=10)
    query = parse_qsl(urlsplit(url).query)
    store.signer.verify("PUT", "canopy", KEY, query)  # fine now
    with pytest.raises(Exception, match="expired"):
        store.signer.verify("PUT", "canopy", KEY, query, now=time.time() + 2)


def test_a_signed_content_type_must_be_sent(store: LocalStore, client: TestClient) -> None:
    url = upload_url(store, content_type="application/pdf")
    assert client.put(url, content=PDF, headers={"Content-Type": "text/html"}).status_code == 403
    assert client.put(url, content=PDF).status_code == 403
    assert leftovers(store) == []
    assert client.put(url, content=PDF, headers={"Content-Type": "application/pdf"}).status_code == 201
    assert asyncio.run(store.stat(KEY)) == StoredObject(KEY, len(PDF), "application/pdf")


@pytest.mark.parametrize(
    "path",
    [
        "/storage/canopy/a/%2E%2E/%2E%2E/escape",
        "/storage/canopy//etc/passwd",
        "/storage/canopy/a%5C..%5Cb",
        "/storage/canopy/.a.meta",
    ],
)
def test_a_key_that_could_escape_is_refused(store: LocalStore, client: TestClient, path: str) -> None:
    key = unquote(path.removeprefix("/storage/canopy/"))
    # even with a signature made for it (no such URL can be issued: upload_url refuses the key)
    params = store.signer.signed_params("PUT", "canopy", key, {"expires": str(int(time.time()) + 60), "max": "9"})
    response = client.put(f"{path}?{urlencode(params)}", content=b"data")
    assert response.status_code == 400, response.text
    assert response.json()["detail"].startswith("Invalid object key")
    assert not (store.folder.parent / "escape").exists()
    with pytest.raises(InvalidKey):
        upload_url(store, key=key)


def test_another_bucket_is_404(store: LocalStore, client: TestClient) -> None:
    url = upload_url(store).replace("/storage/canopy/", "/storage/other/")
    assert client.put(url, content=b"data").status_code == 404


def test_a_second_put_is_409_and_changes_nothing(store: LocalStore, client: TestClient) -> None:
    url = upload_url(store)
    assert client.put(url, content=b"first", headers={"Content-Type": "text/plain"}).status_code == 201
    second = client.put(url, content=b"second", headers={"Content-Type": "image/png"})
    assert second.status_code == 409
    assert second.json() == {"detail": "The object exists already; objects are never overwritten."}
    assert asyncio.run(store.stat(KEY)) == StoredObject(KEY, 5, "text/plain")
    assert asyncio.run(store.read_head(KEY, 100)) == b"first"


def test_a_key_under_an_object_is_409(store: LocalStore, client: TestClient) -> None:
    assert client.put(upload_url(store), content=b"file").status_code == 201
    assert client.put(upload_url(store, key=KEY + "/child"), content=b"x").status_code == 409


# -- sizes ---------------------------------------------------------------------------------------


def test_over_the_signed_maximum_is_413_with_a_content_length(store: LocalStore, client: TestClient) -> None:
    url = upload_url(store, max_bytes=1000)
    response = client.put(url, content=b"x" * 1001)
    assert (response.status_code, response.json()) == (413, {"detail": "Request body exceeded 1000 bytes."})
    assert leftovers(store) == []
    assert client.put(url, content=b"x" * 1000).status_code == 201


def test_over_the_signed_maximum_is_413_without_a_content_length(store: LocalStore, client: TestClient) -> None:
    def body() -> Iterator[bytes]:
        for _ in range(11):
            yield b"x" * 100

    response = client.put(upload_url(store, max_bytes=1000), content=body())
    assert response.request.headers.get("content-length") is None
    assert response.request.headers["transfer-encoding"] == "chunked"
    assert (response.status_code, response.json()) == (413, {"detail": "Request body exceeded 1000 bytes."})
    assert leftovers(store) == []


def test_the_setting_caps_a_larger_signed_maximum(store: LocalStore, client: TestClient) -> None:
    url = upload_url(store, max_bytes=10 * MAX_UPLOAD)
    response = client.put(url, content=b"x" * (MAX_UPLOAD + 1))
    assert (response.status_code, response.json()) == (413, {"detail": f"Request body exceeded {MAX_UPLOAD} bytes."})
    assert leftovers(store) == []


# -- bodies that arrive in pieces, straight through ASGI ------------------------------------------

DISCONNECT = object()


class Failing(Exception):
    pass


def call(app: Starlette, url: str, chunks: Iterable[bytes | object], headers: dict[str, str] | None = None) -> int:
    """PUT `url` with a body received in `chunks` (DISCONNECT: the client goes away); the status."""
    parts = urlsplit(url)
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "PUT",
        "scheme": "http",
        "path": unquote(parts.path),
        "raw_path": parts.path.encode(),
        "query_string": parts.query.encode(),
        "root_path": "",
        "headers": [(name.lower().encode(), value.encode()) for name, value in (headers or {}).items()],
        "server": ("testserver", 80),
        "client": ("127.0.0.1", 50000),
    }
    pending = iter(chunks)
    sent: list[Message] = []

    async def receive() -> Message:
        chunk = next(pending, None)
        if chunk is None:
            return {"type": "http.request", "body": b"", "more_body": False}
        if chunk is DISCONNECT:
            return {"type": "http.disconnect"}
        assert isinstance(chunk, bytes)
        return {"type": "http.request", "body": chunk, "more_body": True}

    async def send(message: Message) -> None:
        sent.append(message)

    asyncio.run(app(scope, receive, send))
    status: int = sent[0]["status"]
    return status


def test_a_streamed_body_over_the_limit_stops_being_read_at_the_limit(store: LocalStore, app: Starlette) -> None:
    read = 0

    def body() -> Iterator[bytes]:
        nonlocal read
        for _ in range(1000):
            read += 1
            yield b"x" * 1000

    assert call(app, upload_url(store, max_bytes=10_000), body()) == 413
    assert read == 11  # the eleventh thousand passed the limit: the rest was never read
    assert leftovers(store) == []


def test_an_upload_cut_off_leaves_nothing(store: LocalStore, app: Starlette) -> None:
    chunks = [b"x" * 65536] * 40 + [DISCONNECT]  # 2.5 MiB written to the temporary file, then gone
    url = upload_url(store, max_bytes=10 * MAX_UPLOAD)
    store.max_upload_bytes = 10 * MAX_UPLOAD
    assert call(app, url, chunks) == 400
    assert leftovers(store) == []
    assert asyncio.run(store.stat(KEY)) is None


def test_an_upload_failing_midway_leaves_nothing(store: LocalStore, app: Starlette) -> None:
    def body() -> Iterator[bytes]:
        for _ in range(40):
            yield b"x" * 65536
        raise Failing("the network broke")

    store.max_upload_bytes = 10 * MAX_UPLOAD
    with pytest.raises(Failing):
        call(app, upload_url(store, max_bytes=10 * MAX_UPLOAD), body())
    assert leftovers(store) == []
    # and the key can still be uploaded
    assert call(app, upload_url(store), [b"complete"]) == 201
    assert asyncio.run(store.read_head(KEY, 100)) == b"complete"


def test_the_upload_handler_never_accumulates_the_body(store: LocalStore, app: Starlette) -> None:
    """20 MiB in 64 KiB chunks: the handler's peak traced allocation stays near one write buffer."""
    size, chunk = 20 * 1024 * 1024, 64 * 1024
    store.max_upload_bytes = size

    def body() -> Iterator[bytes]:
        for _ in range(size // chunk):
            yield bytes(chunk)  # a fresh object each time, as a server's reads are

    url = upload_url(store, max_bytes=size)
    # A small upload first, untraced: what the first request of a process allocates once (lazy
    # imports, the event loop's machinery) is not the handler holding the body (CI saw 3.0 MiB).
    assert call(app, upload_url(store, key=f"{KEY}-warm-up"), [b"x" * chunk], {"Content-Length": str(chunk)}) == 201
    tracemalloc.start()
    try:
        status = call(app, url, body(), {"Content-Length": str(size)})
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert status == 201
    assert asyncio.run(store.stat(KEY)) == StoredObject(KEY, size, None)
    # One write buffer (1 MiB) of pending chunks, the chunks in flight, and the ASGI harness's own
    # allocations (CI saw 3.0 to 3.04 MiB in all); accumulating the body would be 20 MiB.
    assert WRITE_BUFFER <= 1024 * 1024
    assert peak < 4 * 1024 * 1024, f"peak {peak / 2**20:.1f} MiB for a {size / 2**20:.0f} MiB body"


# -- what the listeners are told (decision document_upload_states) -------------------------------


def listened(store: LocalStore) -> list[tuple[str, UploadEvent]]:
    """What the store's listeners are told from now on, in order."""
    told: list[tuple[str, UploadEvent]] = []

    async def listen(key: str, event: UploadEvent) -> None:
        told.append((key, event))

    store.on_upload(listen)
    return told


def test_listeners_hear_an_upload_arriving_then_stored(store: LocalStore, app: Starlette) -> None:
    told = listened(store)

    def body() -> Iterator[bytes]:
        yield b"first part"
        assert told == [(KEY, UploadEvent.RECEIVING)]  # the bytes are arriving
        yield b", second part"

    assert call(app, upload_url(store), body()) == 201
    assert told == [(KEY, UploadEvent.RECEIVING), (KEY, UploadEvent.STORED)]
    told.clear()
    assert call(app, upload_url(store), [b"again"]) == 409  # refused: the upload there stays
    assert told == []


def test_listeners_hear_an_upload_that_stores_nothing_fail(store: LocalStore, app: Starlette) -> None:
    told = listened(store)
    assert call(app, upload_url(store, max_bytes=10), [b"x" * 8, b"x" * 8]) == 413
    assert call(app, upload_url(store), [b"x" * 100, DISCONNECT]) == 400
    assert told == [(KEY, UploadEvent.RECEIVING), (KEY, UploadEvent.FAILED)] * 2
    told.clear()
    # Refused before a byte is read (by its Content-Length): it never began, nothing is told.
    assert call(app, upload_url(store, max_bytes=10), [b"x" * 16], {"Content-Length": "16"}) == 413
    assert told == []


def test_a_failing_upload_beside_a_stored_one_tells_no_failure(store: LocalStore, app: Starlette) -> None:
    told = listened(store)

    def body() -> Iterator[bytes]:
        yield b"x" * 8
        store.path(KEY).write_bytes(b"another upload, complete")  # stored meanwhile
        yield b"x" * 8

    assert call(app, upload_url(store, max_bytes=10), body()) == 413
    assert told == [(KEY, UploadEvent.RECEIVING)]  # the object at the key is not failed


def test_a_failing_listener_never_fails_the_upload(
    store: LocalStore, app: Starlette, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken(key: str, event: UploadEvent) -> None:
        raise RuntimeError("the database is away")

    store.on_upload(broken)
    told = listened(store)
    assert call(app, upload_url(store), [b"complete"]) == 201
    assert asyncio.run(store.read_head(KEY, 100)) == b"complete"
    assert told == [(KEY, UploadEvent.RECEIVING), (KEY, UploadEvent.STORED)]  # the next listener still hears
    assert [r.getMessage() for r in caplog.records if r.name == "canopy.storage"] == [
        f"an upload listener failed on receiving {KEY}",
        f"an upload listener failed on stored {KEY}",
    ]


# -- a real server: the client goes away mid-upload -----------------------------------------------


@contextmanager
def serving(app: Starlette) -> Iterator[int]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = int(sock.getsockname()[1])
    server = uvicorn.Server(uvicorn.Config(app, lifespan="off", log_level="warning", ws="none"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 10
        while not server.started:
            assert time.monotonic() < deadline, "uvicorn did not start"
            time.sleep(0.01)
        yield port
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()


def test_a_connection_closed_mid_upload_leaves_nothing(store: LocalStore, app: Starlette) -> None:
    store.max_upload_bytes = 10 * MAX_UPLOAD
    url = urlsplit(upload_url(store, max_bytes=10 * MAX_UPLOAD))
    with serving(app) as port:
        with socket.create_connection(("127.0.0.1", port)) as connection:
            head = f"PUT {url.path}?{url.query} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000000\r\n\r\n"
            connection.sendall(head.encode() + b"x" * 2_000_000)
            deadline = time.monotonic() + 10
            while not any(name.endswith(".part") for name in leftovers(store)):  # the upload is under way
                assert time.monotonic() < deadline, "the upload never started"
                time.sleep(0.01)
        deadline = time.monotonic() + 10
        while leftovers(store):
            assert time.monotonic() < deadline, f"left behind: {leftovers(store)}"
            time.sleep(0.01)
    assert asyncio.run(store.stat(KEY)) is None


# -- seal and delete -----------------------------------------------------------------------------


def test_seal_moves_the_object_once(store: LocalStore, client: TestClient) -> None:
    assert client.put(upload_url(store), content=PDF, headers={"Content-Type": "text/plain"}).status_code == 201
    sealed = asyncio.run(store.seal(KEY, FINAL, content_type="application/pdf"))
    assert sealed == StoredObject(FINAL, len(PDF), "application/pdf")
    assert asyncio.run(store.stat(KEY)) is None
    assert asyncio.run(store.stat(FINAL)) == sealed
    assert asyncio.run(collect(store.read(FINAL))) == PDF
    assert leftovers(store) == ["workspaces/1/documents/2/.file.pdf.meta", FINAL]
    with pytest.raises(ObjectNotFound):
        asyncio.run(store.seal(KEY, FINAL))
    # a second upload to the same upload URL changes nothing sealed, and cannot be sealed over it
    assert client.put(upload_url(store), content=b"other", headers={"Content-Type": "text/plain"}).status_code == 201
    with pytest.raises(ObjectExists):
        asyncio.run(store.seal(KEY, FINAL))
    assert asyncio.run(store.read_head(FINAL, 8)) == b"%PDF-1.7"
    assert asyncio.run(store.stat(KEY)) == StoredObject(KEY, 5, "text/plain")  # the source stays


def test_put_stores_bytes_once_with_their_type(store: LocalStore) -> None:
    stored = asyncio.run(store.put(FINAL, b'{"a": 1}', content_type="application/json"))
    assert stored == StoredObject(FINAL, 8, "application/json") == asyncio.run(store.stat(FINAL))
    assert asyncio.run(collect(store.read(FINAL))) == b'{"a": 1}'
    with pytest.raises(ObjectExists):  # never replaced
        asyncio.run(store.put(FINAL, b"other", content_type="text/plain"))
    assert asyncio.run(store.stat(FINAL)) == stored
    assert leftovers(store) == ["workspaces/1/documents/2/.file.pdf.meta", FINAL]  # no temporary left


def test_seal_keeps_the_uploaded_type_unless_told(store: LocalStore, client: TestClient) -> None:
    assert client.put(upload_url(store), content=b"abc", headers={"Content-Type": "text/csv"}).status_code == 201
    assert asyncio.run(store.seal(KEY, FINAL)) == StoredObject(FINAL, 3, "text/csv")


def test_a_seal_cut_off_after_placing_the_object_can_be_finished(store: LocalStore, client: TestClient) -> None:
    assert client.put(upload_url(store), content=b"abc", headers={"Content-Type": "text/csv"}).status_code == 201
    store.path(FINAL).hardlink_to(store.path(KEY))  # where a seal stops if the process dies midway
    assert asyncio.run(store.seal(KEY, FINAL)) == StoredObject(FINAL, 3, "text/csv")
    assert asyncio.run(store.stat(KEY)) is None


def test_delete(store: LocalStore, client: TestClient) -> None:
    assert client.put(upload_url(store), content=b"abc", headers={"Content-Type": "text/csv"}).status_code == 201
    asyncio.run(store.delete(KEY))
    assert asyncio.run(store.stat(KEY)) is None
    assert leftovers(store) == []
    asyncio.run(store.delete(KEY))  # absent is fine
    asyncio.run(store.delete("never/was"))
    asyncio.run(store.close())


def test_keys_with_any_text_round_trip_through_urls(store: LocalStore, client: TestClient) -> None:
    key = "uploads/r\u00e9sum\u00e9 #1 (50%+more)?.txt"
    assert client.put(upload_url(store, key=key), content=b"text").status_code == 201
    assert (store.folder / "uploads" / "r\u00e9sum\u00e9 #1 (50%+more)?.txt").read_bytes() == b"text"
    assert client.get(download_url(store, key=key, filename="a.txt")).content == b"text"


def test_under_the_canopy_middleware_its_body_limit_is_a_413_too(store: LocalStore) -> None:
    """The app factory registers /storage/ in the Protocol middleware's limits (runtime/protocol.py)."""
    app = Starlette()
    mount_storage(app, store)
    app.add_middleware(Protocol, max_body_bytes=100, body_limits={"/storage/": 5000})
    url = upload_url(store, max_bytes=MAX_UPLOAD)

    def body() -> Iterator[bytes]:
        for _ in range(10):
            yield b"x" * 1000

    with TestClient(app, base_url=BASE_URL) as client:
        response = client.put(url, content=body())
        assert (response.status_code, response.json()) == (413, {"detail": "Request body exceeded 5000 bytes."})
        assert leftovers(store) == []
        assert client.put(url, content=b"x" * 5000).status_code == 201
        assert client.head(download_url(store)).headers["content-length"] == "5000"


def test_of_two_concurrent_uploads_the_first_complete_wins(store: LocalStore, app: Starlette) -> None:
    url = upload_url(store)

    def body() -> Iterator[bytes]:
        yield b"slow upload"
        # meanwhile another upload to the same key completes (what its last step leaves)
        store.path(KEY).write_bytes(b"fast upload")
        yield b", finished"

    assert call(app, url, body()) == 409
    assert asyncio.run(store.read_head(KEY, 100)) == b"fast upload"
    assert leftovers(store) == [KEY]  # the loser's temporary file is gone
