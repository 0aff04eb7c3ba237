"""The local backend: objects are files under storage_dir/bucket/key, and Canopy serves the signed URLs.

    PUT {base_url}/storage/{bucket}/{key}?expires=<unix>&max=<bytes>[&type=<content type>]&signature=<hmac>
    GET {base_url}/storage/{bucket}/{key}?expires=<unix>&filename=<name>[&type=<content type>]&signature=<hmac>

(signing.py says what is signed). `mount_storage` adds both routes to an app; they are not API
operations, so they are left out of the OpenAPI documents, like /healthz. A PUT:

- is refused with 403 when the URL was changed in any way or has expired, and when the URL
  signed a content type that the request's Content-Type is not (as S3 does);
- is refused with 409 when the object exists: an object is written once, never overwritten;
- streams the body into a temporary file beside the target (".<name>.<random>.part"), counting it:
  past the signed maximum or settings.max_upload_bytes it stops with 413, whether or not a
  Content-Length was sent (with one, at once). Only a complete body is moved into place, with a
  hard link, which fails rather than replacing an object a concurrent PUT placed first; a body
  cut off, too large or failing leaves no object and its temporary file is removed.

What becomes of a PUT to a genuine URL is told to the store's listeners (`on_upload`), which
Canopy can know only because it serves the PUT itself (S3 receives it on its own): RECEIVING as
its bytes start to arrive, then STORED once they are in place, or FAILED when it ends storing
nothing (cut off, over the limit, an I/O error) while no object is at the key. A PUT refused
before its bytes are read (its Content-Length over the limit, the object there already) tells
nothing: the upload stays what it was. The documents area listens, for upload_status (decision
document_upload_states); a listener that fails is logged, never the PUT's failure.

The content type and size are kept in a sidecar file beside the object (".<name>.meta", JSON):
extended attributes would be neater but tmpfs, some container overlays and network file systems
drop or refuse them, and a sidecar survives any copy or backup of the folder. Keys never have a
segment starting with "." (storage.check_key), so no key can name a sidecar or a temporary file.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import errno
import json
import logging
import os
import secrets
import stat
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import IO, Any
from urllib.parse import quote, urlencode

from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, JSONResponse, Response

from handwritten.adapters.storage import (
    InvalidKey,
    ObjectExists,
    ObjectNotFound,
    ObjectTooLarge,
    SignedUrl,
    StoredObject,
    check_key,
    content_disposition,
    key_in,
)
from handwritten.adapters.storage.signing import EXPIRES, SignatureError, UrlSigner
from handwritten.runtime.errors import BodyTooLarge
from handwritten.settings import Settings

logger = logging.getLogger("canopy.storage")

PREFIX = "/storage"
READ_CHUNK = 1024 * 1024
# Received chunks are written once this many bytes are pending: one thread hop per MiB, not per
# network read, and never more than this (plus one chunk) held in memory.
WRITE_BUFFER = 1024 * 1024
# Served downloads may be any type a client uploaded: never let a browser run them in our origin.
DOWNLOAD_HEADERS = {"Content-Security-Policy": "default-src 'none'; sandbox"}
# Hard links are the atomic "move unless the target exists"; where the file system has none.
_NO_LINKS = {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK}


class UploadEvent(enum.Enum):
    """What a PUT to a signed URL comes to, as the store's listeners are told (see the module)."""

    RECEIVING = "receiving"  # accepted: its bytes start to arrive
    STORED = "stored"  # its bytes are the object at the key
    FAILED = "failed"  # it ended storing nothing, and no object is at the key


UploadListener = Callable[[str, UploadEvent], Awaitable[None]]


class LocalStore:
    scheme = "file"

    def __init__(self, root: Path, bucket: str, *, secret_key: str, ttl: timedelta, max_upload_bytes: int) -> None:
        if not bucket or "/" in bucket or bucket.startswith("."):
            raise ValueError(f"invalid bucket name {bucket!r}")
        self.bucket = bucket
        self.folder = Path(root) / bucket
        self.ttl = ttl
        self.max_upload_bytes = max_upload_bytes
        self.signer = UrlSigner(secret_key)
        self._listeners: list[UploadListener] = []

    @classmethod
    def from_settings(cls, settings: Settings) -> LocalStore:
        return cls(
            settings.storage_dir,
            settings.storage_bucket,
            secret_key=settings.signing_secret(),
            ttl=settings.signed_url_ttl,
            max_upload_bytes=settings.max_upload_bytes,
        )

    def on_upload(self, listener: UploadListener) -> None:
        """Call `listener(key, event)` with what becomes of each PUT to a signed URL (see the module)."""
        self._listeners.append(listener)

    async def _tell(self, key: str, event: UploadEvent) -> None:
        for listener in self._listeners:
            try:
                await listener(key, event)
            except Exception:  # what a listener records is no part of the upload: it goes on
                logger.exception("an upload listener failed on %s %s", event.value, key)

    async def _failed(self, key: str) -> None:
        """A PUT stored nothing: FAILED, unless another PUT to the key has stored its object."""
        if self._listeners and await self.stat(key) is None:
            await self._tell(key, UploadEvent.FAILED)

    # -- names -----------------------------------------------------------------------------------

    def uri(self, key: str) -> str:
        return f"{self.scheme}://{self.bucket}/{check_key(key)}"

    def key_of(self, uri: str) -> str | None:
        return key_in(uri, self.scheme, self.bucket)

    def path(self, key: str) -> Path:
        """The file of `key`; InvalidKey for a key that could name anything outside the bucket."""
        return self.folder / check_key(key)

    # -- signed URLs -----------------------------------------------------------------------------

    def _signed_url(self, method: str, key: str, base_url: str, params: dict[str, str]) -> SignedUrl:
        check_key(key)
        expires = int(time.time() + self.ttl.total_seconds())
        query = self.signer.signed_params(method, self.bucket, key, {EXPIRES: str(expires), **params})
        url = f"{base_url.rstrip('/')}{PREFIX}/{quote(self.bucket)}/{quote(key, safe='/')}?{urlencode(query)}"
        return SignedUrl(url, datetime.fromtimestamp(expires, UTC))

    async def upload_url(
        self, key: str, *, base_url: str, max_bytes: int, content_type: str | None = None
    ) -> SignedUrl:
        if max_bytes < 0:
            raise ValueError("max_bytes must not be negative")
        params = {"max": str(max_bytes), **({"type": content_type} if content_type else {})}
        return self._signed_url("PUT", key, base_url, params)

    async def download_url(
        self, key: str, *, base_url: str, filename: str, content_type: str | None = None
    ) -> SignedUrl:
        if not filename:
            raise ValueError("a download needs a file name")
        params = {"filename": filename, **({"type": content_type} if content_type else {})}
        return self._signed_url("GET", key, base_url, params)

    # -- objects ---------------------------------------------------------------------------------

    async def ensure_bucket(self) -> None:
        await asyncio.to_thread(self.folder.mkdir, parents=True, exist_ok=True)

    async def stat(self, key: str) -> StoredObject | None:
        path = self.path(key)
        return await asyncio.to_thread(self._stat, key, path)

    def _stat(self, key: str, path: Path) -> StoredObject | None:
        try:
            status = os.stat(path)
        except (FileNotFoundError, NotADirectoryError):
            return None
        if not stat.S_ISREG(status.st_mode):
            return None
        return StoredObject(key, status.st_size, _read_meta(path).get("content_type"))

    async def read_head(self, key: str, size: int) -> bytes:
        path = self.path(key)

        def read() -> bytes:
            with _open(path) as file:
                return file.read(max(size, 0))

        return await asyncio.to_thread(read)

    async def read(self, key: str) -> AsyncIterator[bytes]:
        path = self.path(key)
        # Opened on the event loop (a local open takes microseconds): in a thread, a reader
        # cancelled while it waited (a job stopped with the app) left the file open.
        file = _open(path)
        try:
            while chunk := await asyncio.to_thread(file.read, READ_CHUNK):
                yield chunk
        finally:
            file.close()

    async def seal(
        self, source: str, target: str, *, content_type: str | None = None, if_match: str | None = None
    ) -> StoredObject:
        # if_match is always None here: stat() gives no version, as a PUT to a key that exists fails.
        src, dst = self.path(source), self.path(target)
        return await asyncio.to_thread(self._seal, source, target, src, dst, content_type)

    def _seal(self, source: str, target: str, src: Path, dst: Path, content_type: str | None) -> StoredObject:
        try:
            status = os.stat(src)
        except (FileNotFoundError, NotADirectoryError):
            raise ObjectNotFound(source) from None
        if not stat.S_ISREG(status.st_mode):
            raise ObjectNotFound(source)
        _make_parent(dst)
        try:
            _place(src, dst)
            resumed = False
        except FileExistsError:
            if not os.path.samefile(src, dst):
                raise ObjectExists(target) from None
            resumed = True  # a seal that stopped between placing the object and removing its source
        src_meta = _meta_path(src)
        if content_type is not None:
            _write_meta(dst, content_type, status.st_size)
            src_meta.unlink(missing_ok=True)
        else:
            try:
                os.replace(src_meta, _meta_path(dst))
            except FileNotFoundError:
                if not resumed:  # a stale sidecar must not describe the new object
                    _meta_path(dst).unlink(missing_ok=True)
        src.unlink(missing_ok=True)  # missing when _place had to rename
        _sync_folder(dst.parent)
        return StoredObject(target, status.st_size, _read_meta(dst).get("content_type"))

    async def put(self, key: str, data: bytes, *, content_type: str) -> StoredObject:
        path = self.path(key)
        return await asyncio.to_thread(self._put, key, path, data, content_type)

    def _put(self, key: str, path: Path, data: bytes, content_type: str) -> StoredObject:
        # As an upload is written (write): whole under a temporary name, then given its own.
        temporary = path.with_name(f".{path.name}.{secrets.token_hex(8)}.part")
        try:
            _complete(_create_temporary(path, temporary), [data], temporary, path, content_type)
        except ObjectExists:
            raise ObjectExists(key) from None
        return StoredObject(key, len(data), content_type)

    async def delete(self, key: str) -> None:
        path = self.path(key)

        def delete() -> None:
            for name in (path, _meta_path(path)):
                with contextlib.suppress(FileNotFoundError, NotADirectoryError, IsADirectoryError):
                    name.unlink()

        await asyncio.to_thread(delete)

    async def close(self) -> None:
        return None

    async def write(
        self,
        key: str,
        chunks: AsyncIterator[bytes],
        *,
        limit: int,
        content_type: str | None,
        declared_size: int | None = None,
    ) -> StoredObject:
        """Stream `chunks` into the object `key`, at most `limit` bytes (ObjectTooLarge past it, or
        at once when `declared_size`, the request's Content-Length, is past it).

        The object appears whole or not at all: ObjectExists when it is there already (checked
        first, and again, atomically, when the complete file is put in place). The listeners are
        told what becomes of it (see the module).
        """
        path = self.path(key)
        if declared_size is not None and declared_size > limit:
            raise ObjectTooLarge(key)  # refused before a byte is read: nothing to tell
        temporary = path.with_name(f".{path.name}.{secrets.token_hex(8)}.part")
        file = await asyncio.to_thread(_create_temporary, path, temporary)
        placed = False
        try:
            await self._tell(key, UploadEvent.RECEIVING)
            size, pending_size = 0, 0
            pending: list[bytes] = []
            async for chunk in chunks:
                size += len(chunk)
                if size > limit:
                    raise ObjectTooLarge(key)
                pending.append(chunk)
                pending_size += len(chunk)
                if pending_size >= WRITE_BUFFER:
                    await asyncio.to_thread(file.writelines, pending)
                    pending, pending_size = [], 0
            await asyncio.to_thread(_complete, file, pending, temporary, path, content_type)
            placed = True
        except ObjectExists:
            raise  # another PUT to the key stored its object first: that upload stays
        except Exception:
            await self._failed(key)
            raise
        finally:
            if not placed:
                # Synchronous on purpose: it must happen even when the request was cancelled.
                file.close()
                temporary.unlink(missing_ok=True)
        await self._tell(key, UploadEvent.STORED)
        return StoredObject(key, size, content_type)


def _meta_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.meta")


def _read_meta(path: Path) -> dict[str, Any]:
    try:
        meta = json.loads(_meta_path(path).read_bytes())
    except (OSError, ValueError):
        return {}
    return meta if isinstance(meta, dict) else {}


def _open(path: Path) -> IO[bytes]:
    try:
        file = open(path, "rb")  # noqa: SIM115 - closed by the caller
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        raise ObjectNotFound(path.name) from None
    return file


def _make_parent(path: Path) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):  # a segment of the key is an object
        raise ObjectExists(path.name) from None


def _create_temporary(path: Path, temporary: Path) -> IO[bytes]:
    _make_parent(path)
    if os.path.lexists(path):
        raise ObjectExists(path.name)
    return open(temporary, "xb")  # noqa: SIM115 - closed by LocalStore.write


def _complete(file: IO[bytes], pending: list[bytes], temporary: Path, path: Path, content_type: str | None) -> None:
    """Write what is pending, make it durable, and put it in place (unless the object exists)."""
    with file:
        file.writelines(pending)
        file.flush()
        os.fsync(file.fileno())
    try:
        _place(temporary, path)
    except FileExistsError:  # another upload to the key completed first
        raise ObjectExists(path.name) from None
    finally:
        temporary.unlink(missing_ok=True)
    _write_meta(path, content_type, os.stat(path).st_size)
    _sync_folder(path.parent)


def _write_meta(path: Path, content_type: str | None, size: int) -> None:
    sidecar = _meta_path(path)
    partial = sidecar.with_name(f"{sidecar.name}.{secrets.token_hex(8)}.part")
    partial.write_text(json.dumps({"content_type": content_type, "size": size}), encoding="utf-8")
    os.replace(partial, sidecar)


def _place(source: Path, target: Path) -> None:
    """Give `source`'s file the name `target` too; FileExistsError when `target` exists (never replaced)."""
    try:
        os.link(source, target)
    except FileExistsError:
        raise
    except OSError as error:
        if error.errno not in _NO_LINKS:
            raise
        # No hard links here (some network or FUSE file systems): check, then rename. A PUT racing
        # another to the same key could then replace it; keys are unique per upload in practice.
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "object exists", str(target)) from None
        os.rename(source, target)


def _sync_folder(folder: Path) -> None:
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


# -- the routes ----------------------------------------------------------------------------------


class _Refused(Exception):
    def __init__(self, status_code: int, detail: str) -> None:
        super().__init__(detail)
        self.response = JSONResponse({"detail": detail}, status_code)


def _verified(request: Request, store: LocalStore, method: str) -> tuple[str, dict[str, str]]:
    """The key and the signed parameters of a request to a signed URL, or _Refused."""
    bucket, key = request.path_params["bucket"], request.path_params["key"]
    if bucket != store.bucket:
        raise _Refused(404, "Not found.")
    try:
        check_key(key)
    except InvalidKey as error:
        raise _Refused(400, f"Invalid object key: {error}.") from None
    try:
        params = store.signer.verify(method, bucket, key, request.query_params.multi_items())
    except SignatureError as error:
        raise _Refused(403, error.detail) from None
    return key, params


def _put_object(store: LocalStore) -> Callable[[Request], Awaitable[Response]]:
    async def put_object(request: Request) -> Response:
        limit = store.max_upload_bytes
        try:
            key, params = _verified(request, store, "PUT")
            try:
                limit = min(int(params["max"]), store.max_upload_bytes)
            except (KeyError, ValueError):
                raise _Refused(403, "Invalid or tampered signed URL.") from None
            sent_type = request.headers.get("content-type")
            signed_type = params.get("type")
            if signed_type is not None and sent_type != signed_type:
                raise _Refused(403, f"This URL requires Content-Type: {signed_type}.")
            length = request.headers.get("content-length")
            stored = await store.write(
                key,
                request.stream(),
                limit=limit,
                content_type=sent_type or None,
                declared_size=int(length) if length is not None and length.isdigit() else None,
            )
        except _Refused as refused:
            return refused.response
        except ObjectTooLarge:
            return JSONResponse(BodyTooLarge(limit).body, 413)
        except BodyTooLarge as error:  # the Protocol middleware's own limit (runtime/protocol.py)
            return JSONResponse(error.body, error.status_code)
        except ObjectExists:
            return JSONResponse({"detail": "The object exists already; objects are never overwritten."}, 409)
        except ClientDisconnect:
            return JSONResponse({"detail": "The upload was cut off; nothing was stored."}, 400)
        return JSONResponse({"key": stored.key, "size": stored.size, "content_type": stored.content_type}, 201)

    return put_object


def _get_object(store: LocalStore) -> Callable[[Request], Awaitable[Response]]:
    async def get_object(request: Request) -> Response:
        try:
            key, params = _verified(request, store, "GET")
        except _Refused as refused:
            return refused.response
        path = store.path(key)
        found = await asyncio.to_thread(store._stat, key, path)
        if found is None:
            return JSONResponse({"detail": "Not found."}, 404)
        return FileResponse(
            path,
            media_type=params.get("type") or found.content_type or "application/octet-stream",
            headers={
                **DOWNLOAD_HEADERS,
                "Content-Disposition": content_disposition(params.get("filename") or path.name),
            },
        )

    return get_object


def mount_storage(app: Starlette, store: LocalStore) -> None:
    """Serve the local store's signed URLs: PUT and GET /storage/{bucket}/{key}."""
    path = PREFIX + "/{bucket}/{key:path}"
    app.add_route(path, _put_object(store), methods=["PUT"], name="storage_put", include_in_schema=False)
    app.add_route(path, _get_object(store), methods=["GET"], name="storage_get", include_in_schema=False)
