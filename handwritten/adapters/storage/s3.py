"""The S3 backend: any S3-compatible store (AWS S3, SeaweedFS, MinIO) through boto3.

boto3 is blocking, so every call runs in a thread (asyncio.to_thread); one client is shared by
all of them (boto3 clients are thread-safe) with a connection pool as large as the default
thread pool. Addressing is path-style (http://endpoint/bucket/key), which every S3-compatible
store serves without wildcard DNS.

What is enforced where:

- Signed URLs are SigV4 presigned URLs: the store refuses (403) a changed or expired URL. With a
  content type, it is a signed header: the PUT must send exactly that Content-Type.
- A presigned PUT cannot carry a maximum size: SigV4 can only sign an exact Content-Length
  (a different length, or a chunked body, is then refused), and a range needs a presigned POST
  policy (content-length-range), which is a form upload, not a PUT. So the store takes any size
  up to its own limit (5 GiB for a single PUT on AWS), and the limit is enforced after the upload:
  seal() refuses (ObjectTooLarge, deleting the upload) an object over settings.max_upload_bytes;
  a caller with a smaller maximum compares stat().size before sealing.
- Write-once holds for sealed keys: seal() copies with If-None-Match: * (a conditional write,
  honoured by AWS S3 and SeaweedFS), so an existing target is never replaced. It copies the
  version it found (x-amz-copy-source-if-match, its ETag), so what its caller read of the object
  (size, sniffed type) describes what is sealed. An upload key can
  be PUT again until its URL expires (requiring If-None-Match would make clients send a header
  the API does not tell them about); a sealed object is safe from that, since seal moved it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

from handwritten.adapters.storage import (
    ObjectChanged,
    ObjectExists,
    ObjectNotFound,
    ObjectTooLarge,
    SignedUrl,
    StoredObject,
    check_key,
    content_disposition,
    key_in,
)
from handwritten.settings import Settings

if TYPE_CHECKING:
    from types_boto3_s3.client import S3Client
    from types_boto3_s3.type_defs import CopySourceTypeDef

READ_CHUNK = 1024 * 1024
# The largest object CopyObject copies in one request; larger ones are copied in parts.
MAX_SINGLE_COPY = 5 * 1024**3
_ABSENT = {"404", "NoSuchKey", "NotFound", "NoSuchBucket"}
_EXISTS = {"412", "PreconditionFailed"}


class S3Store:
    scheme = "s3"

    def __init__(
        self,
        bucket: str,
        *,
        ttl: timedelta,
        max_upload_bytes: int,
        endpoint_url: str = "",
        region: str = "us-east-1",
        access_key_id: str = "",
        secret_access_key: str = "",
    ) -> None:
        self.bucket = bucket
        self.region = region
        self.ttl = ttl
        self.max_upload_bytes = max_upload_bytes
        config = Config(
            signature_version="s3v4",
            s3={"addressing_style": "path"},
            retries={"mode": "standard", "max_attempts": 3},
            max_pool_connections=32,
        )
        self.client: S3Client = boto3.session.Session().client(
            "s3",
            endpoint_url=endpoint_url or None,
            region_name=region,
            aws_access_key_id=access_key_id or None,
            aws_secret_access_key=secret_access_key or None,
            config=config,
        )

    @classmethod
    def from_settings(cls, settings: Settings) -> S3Store:
        return cls(
            settings.storage_bucket,
            ttl=settings.signed_url_ttl,
            max_upload_bytes=settings.max_upload_bytes,
            endpoint_url=settings.s3_endpoint_url,
            region=settings.s3_region,
            access_key_id=settings.s3_access_key_id,
            secret_access_key=settings.s3_secret_access_key,
        )

    def uri(self, key: str) -> str:
        return f"{self.scheme}://{self.bucket}/{check_key(key)}"

    def key_of(self, uri: str) -> str | None:
        return key_in(uri, self.scheme, self.bucket)

    async def ensure_bucket(self) -> None:
        def ensure() -> None:
            try:
                self.client.head_bucket(Bucket=self.bucket)
                return
            except ClientError as error:
                if _code(error) not in _ABSENT:
                    raise
            try:
                if self.region == "us-east-1":
                    self.client.create_bucket(Bucket=self.bucket)
                else:
                    self.client.create_bucket(
                        Bucket=self.bucket,
                        CreateBucketConfiguration={"LocationConstraint": self.region},  # type: ignore[typeddict-item]
                    )
            except ClientError as error:  # created meanwhile by another process
                if _code(error) not in {"BucketAlreadyOwnedByYou", "BucketAlreadyExists"}:
                    raise

        await asyncio.to_thread(ensure)

    async def _presigned(self, operation: str, params: dict[str, Any]) -> SignedUrl:
        seconds = max(1, int(self.ttl.total_seconds()))
        # SigV4 dates are whole seconds, taken a moment after this: the URL works at least until then.
        expires_at = datetime.fromtimestamp(int(time.time()) + seconds, UTC)
        url = await asyncio.to_thread(
            self.client.generate_presigned_url,
            operation,
            Params={"Bucket": self.bucket, **params},
            ExpiresIn=seconds,
            HttpMethod="PUT" if operation == "put_object" else "GET",
        )
        return SignedUrl(url, expires_at)

    async def upload_url(
        self, key: str, *, base_url: str, max_bytes: int, content_type: str | None = None
    ) -> SignedUrl:
        # max_bytes cannot be signed into a PUT (see the module's docstring): seal() enforces the limit.
        params: dict[str, Any] = {"Key": check_key(key)}
        if content_type:
            params["ContentType"] = content_type
        return await self._presigned("put_object", params)

    async def download_url(
        self, key: str, *, base_url: str, filename: str, content_type: str | None = None
    ) -> SignedUrl:
        if not filename:
            raise ValueError("a download needs a file name")
        params: dict[str, Any] = {"Key": check_key(key), "ResponseContentDisposition": content_disposition(filename)}
        if content_type:
            params["ResponseContentType"] = content_type
        return await self._presigned("get_object", params)

    async def stat(self, key: str) -> StoredObject | None:
        check_key(key)
        try:
            head = await asyncio.to_thread(self.client.head_object, Bucket=self.bucket, Key=key)
        except ClientError as error:
            if _code(error) in _ABSENT:
                return None
            raise
        return StoredObject(key, head["ContentLength"], head.get("ContentType"), _etag(head.get("ETag")))

    async def read_head(self, key: str, size: int) -> bytes:
        check_key(key)
        if size <= 0:
            if await self.stat(key) is None:
                raise ObjectNotFound(key)
            return b""

        def read() -> bytes:
            try:
                response = self.client.get_object(Bucket=self.bucket, Key=key, Range=f"bytes=0-{size - 1}")
            except ClientError as error:
                if _code(error) in _ABSENT:
                    raise ObjectNotFound(key) from None
                if _code(error) == "InvalidRange":  # an empty object has no byte 0
                    return b""
                raise
            with response["Body"] as body:
                return body.read()

        return await asyncio.to_thread(read)

    async def read(self, key: str) -> AsyncIterator[bytes]:
        check_key(key)
        try:
            response = await asyncio.to_thread(self.client.get_object, Bucket=self.bucket, Key=key)
        except ClientError as error:
            if _code(error) in _ABSENT:
                raise ObjectNotFound(key) from None
            raise
        body = response["Body"]
        try:
            while chunk := await asyncio.to_thread(body.read, READ_CHUNK):
                yield chunk
        finally:
            body.close()

    async def seal(
        self, source: str, target: str, *, content_type: str | None = None, if_match: str | None = None
    ) -> StoredObject:
        check_key(target)
        found = await self.stat(source)
        if found is None:
            raise ObjectNotFound(source)
        if if_match is not None and found.version != if_match:
            raise ObjectChanged(source)
        if found.size > self.max_upload_bytes:
            await self.delete(source)
            raise ObjectTooLarge(source)
        copy_source: CopySourceTypeDef = {"Bucket": self.bucket, "Key": source}
        extra: dict[str, str] = {"MetadataDirective": "REPLACE", "ContentType": content_type} if content_type else {}
        # The version stat() saw is the one copied: a PUT to the still-valid upload URL between the
        # caller's reads (its size, sniffed type) and this copy fails the copy instead of being sealed
        # under what was read of the object before it.
        if found.version:
            extra["CopySourceIfMatch"] = found.version
        try:
            if found.size <= MAX_SINGLE_COPY:
                copied = await asyncio.to_thread(
                    self.client.copy_object,
                    Bucket=self.bucket,
                    Key=target,
                    CopySource=copy_source,
                    IfNoneMatch="*",
                    **extra,  # type: ignore[arg-type]
                )
            else:  # multipart copy (s3transfer); the target's absence checked only before it
                if await self.stat(target) is not None:
                    raise ObjectExists(target)
                await asyncio.to_thread(self.client.copy, copy_source, self.bucket, target, ExtraArgs=extra)
                copied = None
        except ClientError as error:
            if _code(error) in _EXISTS:
                # Either condition: the source's version, or the target's absence.
                now = await self.stat(source)
                if now is not None and now.version != found.version:
                    raise ObjectChanged(source) from None
                raise ObjectExists(target) from None
            if _code(error) in _ABSENT:
                raise ObjectNotFound(source) from None
            raise
        await self.delete(source)
        # A multipart copy's ETag is not the source's, and s3transfer does not return it: read it.
        if copied:
            version = _etag(copied["CopyObjectResult"].get("ETag"))
        else:
            sealed = await self.stat(target)
            version = sealed.version if sealed is not None else None
        return StoredObject(target, found.size, content_type or found.content_type, version)

    async def put(self, key: str, data: bytes, *, content_type: str) -> StoredObject:
        check_key(key)
        try:
            stored = await asyncio.to_thread(
                self.client.put_object,
                Bucket=self.bucket,
                Key=key,
                Body=data,
                ContentType=content_type,
                IfNoneMatch="*",
            )
        except ClientError as error:
            if _code(error) in _EXISTS:
                raise ObjectExists(key) from None
            raise
        return StoredObject(key, len(data), content_type, _etag(stored.get("ETag")))

    async def delete(self, key: str) -> None:
        check_key(key)
        await asyncio.to_thread(self.client.delete_object, Bucket=self.bucket, Key=key)

    async def close(self) -> None:
        await asyncio.to_thread(self.client.close)


def _etag(value: str | None) -> str | None:
    """An ETag as HTTP writes it, in double quotes: SeaweedFS leaves them out of CopyObject's result."""
    if value is None or value.startswith('"'):
        return value
    return f'"{value}"'


def _code(error: ClientError) -> str:
    return str(error.response.get("Error", {}).get("Code", ""))
