"""Object storage for uploaded files: one small interface, two backends (docs/operations.md, "Object storage").

    store = object_store_for(settings)   # local.LocalStore (files, URLs served by Canopy) or s3.S3Store
    await store.ensure_bucket()          # at start: the bucket (folder) is created when missing
    url = await store.upload_url(key, base_url=..., max_bytes=...)   # the client PUTs the file there
    await store.seal(key, final_key)     # then moves it where only the server writes (write-once)
    url = await store.download_url(final_key, base_url=..., filename="report.pdf")

Keys are chosen by the server: segments of letters, digits and punctuation separated by "/", none
empty or starting with "." (so no "..", and the local backend's sidecar and temporary files,
which start with ".", can never be named). Both backends refuse the same keys, so what works in
development works on S3. An object is written once: a PUT or a seal to a key that exists fails.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol
from urllib.parse import quote

if TYPE_CHECKING:
    from handwritten.settings import Settings

# Longest key (UTF-8 bytes), as S3; and longest segment, so that a local file name with the
# temporary file's prefix and suffix stays under the usual 255-byte limit of file systems.
MAX_KEY_BYTES = 1024
MAX_SEGMENT_BYTES = 200


@dataclass(frozen=True)
class SignedUrl:
    url: str
    expires_at: datetime  # aware, UTC


@dataclass(frozen=True)
class StoredObject:
    key: str
    size: int
    content_type: str | None
    # What changes when the bytes do (S3's ETag), for seal(if_match=...). None on the local
    # backend, where a PUT to a key that exists fails, so an upload does not change once there
    # (on file systems with hard links; local._place says what happens without).
    version: str | None = None


class StorageError(Exception):
    """What the stores raise besides the backend's own I/O errors."""


class InvalidKey(StorageError, ValueError):
    """A key that could name something outside its bucket, or that the backends would disagree on."""


class ObjectNotFound(StorageError, LookupError):
    pass


class ObjectExists(StorageError):
    """The target of a write exists already: objects are written once, never overwritten."""


class ObjectChanged(StorageError):
    """The object is no longer the version a seal was told to expect: written again meanwhile."""


class ObjectTooLarge(StorageError):
    """An object over the size limit (raised by seal on S3, whose upload URLs cannot carry a limit)."""


class ObjectStore(Protocol):
    scheme: str  # "file" for the local backend, "s3"
    bucket: str

    def uri(self, key: str) -> str:
        """f"{scheme}://{bucket}/{key}"."""
        ...

    def key_of(self, uri: str) -> str | None:
        """The key when `uri` names an object of this store (scheme and bucket), else None."""
        ...

    async def ensure_bucket(self) -> None:
        """Create the bucket (the folder) when it is missing: at start, for development and tests."""
        ...

    async def upload_url(
        self, key: str, *, base_url: str, max_bytes: int, content_type: str | None = None
    ) -> SignedUrl:
        """A URL to PUT the object's bytes to until it expires. With `content_type`, the PUT must
        send exactly that Content-Type. `base_url` is how the client reached Canopy (local only)."""
        ...

    async def download_url(
        self, key: str, *, base_url: str, filename: str, content_type: str | None = None
    ) -> SignedUrl:
        """A URL to GET the object as an attachment named `filename`, typed `content_type`
        (default: the stored type)."""
        ...

    async def stat(self, key: str) -> StoredObject | None:
        """The object's size and type, or None when it is absent."""
        ...

    async def read_head(self, key: str, size: int) -> bytes:
        """The first `size` bytes (fewer when the object is shorter); ObjectNotFound when absent."""
        ...

    def read(self, key: str) -> AsyncIterator[bytes]:
        """The whole object in chunks, never held whole in memory; ObjectNotFound when absent."""
        ...

    async def seal(
        self, source: str, target: str, *, content_type: str | None = None, if_match: str | None = None
    ) -> StoredObject:
        """Move an uploaded object to its final key; the source is gone after. With `content_type`,
        the sealed object has that type (a sniffed one) instead of the uploaded one's. With
        `if_match` (a stat()'s version), only that version moves: ObjectChanged when the source was
        written again since. ObjectNotFound when the source is absent, ObjectExists when the target
        exists."""
        ...

    async def put(self, key: str, data: bytes, *, content_type: str) -> StoredObject:
        """Store `data`, small and produced by Canopy itself (a filed statement), at `key`, typed
        `content_type`; ObjectExists when the key is taken (an object is never replaced)."""
        ...

    async def delete(self, key: str) -> None:
        """Remove the object; an absent one is fine."""
        ...

    async def close(self) -> None: ...


def content_disposition(filename: str) -> str:
    """`attachment` with the file name, readable by every client (RFC 6266: an ASCII fallback and UTF-8)."""
    fallback = "".join(char if 0x20 <= ord(char) < 0x7F and char not in '"\\' else "_" for char in filename)
    encoded = quote(filename, safe="")
    if encoded == filename:
        return f'attachment; filename="{filename}"'
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{encoded}"


def check_key(key: str) -> str:
    """`key` when it is a valid object key, else InvalidKey saying why."""
    if not key:
        raise InvalidKey("an object key must not be empty")
    try:
        size = len(key.encode("utf-8"))
    except UnicodeEncodeError:
        raise InvalidKey("an object key must be valid Unicode text") from None
    if size > MAX_KEY_BYTES:
        raise InvalidKey(f"an object key must be at most {MAX_KEY_BYTES} bytes")
    if "\\" in key:
        raise InvalidKey("an object key must not contain backslashes")
    if any(ord(char) < 0x20 or ord(char) == 0x7F for char in key):
        raise InvalidKey("an object key must not contain control characters")
    for segment in key.split("/"):
        if not segment:
            raise InvalidKey("an object key must not start or end with /, nor contain //")
        if segment.startswith("."):
            raise InvalidKey("a segment of an object key must not start with . (no . or ..)")
        if len(segment.encode("utf-8")) > MAX_SEGMENT_BYTES:
            raise InvalidKey(f"a segment of an object key must be at most {MAX_SEGMENT_BYTES} bytes")
    return key


def is_valid_key(key: str) -> bool:
    try:
        check_key(key)
    except InvalidKey:
        return False
    return True


def key_in(uri: str, scheme: str, bucket: str) -> str | None:
    """The key of `uri` when it is scheme://bucket/<a valid key>, else None (both stores' key_of)."""
    prefix = f"{scheme}://{bucket}/"
    if not uri.startswith(prefix):
        return None
    key = uri[len(prefix) :]
    return key if is_valid_key(key) else None


def object_store_for(settings: Settings) -> ObjectStore:
    """The store that `settings.storage` names; S3's is only imported (boto3 with it) when chosen."""
    if settings.storage == "s3":
        from handwritten.adapters.storage.s3 import S3Store

        return S3Store.from_settings(settings)
    from handwritten.adapters.storage.local import LocalStore

    return LocalStore.from_settings(settings)
