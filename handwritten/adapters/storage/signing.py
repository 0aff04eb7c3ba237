"""Signed URLs of the local backend: an HMAC-SHA256 over everything the URL says.

The signature covers the method, the bucket, the key and every query parameter but itself
(the expiry among them), encoded as one JSON array so that no two URLs sign the same bytes:

    ["PUT", "canopy", "uploads/1/a", [["expires", "1795000000"], ["max", "1048576"]]]

so changing, adding, removing or repeating any part of the URL breaks it. The HMAC key is
derived from the settings' signing secret (CANOPY_SECRET_KEY, or the installation's own in
development) for this purpose alone, so a signature made here never verifies anywhere else the
secret signs (and the other way round). An expired URL is refused only after its signature
holds, so a URL whose expiry was pushed back is "invalid", not "expired".
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from collections.abc import Mapping, Sequence

SIGNATURE = "signature"
EXPIRES = "expires"
PURPOSE = b"canopy.storage.signed-url.v1"


class SignatureError(Exception):
    """A URL that must be refused (403), with the message the client gets."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class InvalidSignature(SignatureError):
    def __init__(self) -> None:
        super().__init__("Invalid or tampered signed URL.")


class Expired(SignatureError):
    def __init__(self) -> None:
        super().__init__("This signed URL has expired.")


class UrlSigner:
    def __init__(self, secret_key: str) -> None:
        self._key = hmac.new(secret_key.encode("utf-8"), PURPOSE, hashlib.sha256).digest()

    def sign(self, method: str, bucket: str, key: str, params: Mapping[str, str]) -> str:
        """The signature (unpadded base64url) of a URL with these parts and query parameters."""
        message = json.dumps([method, bucket, key, sorted(params.items())], ensure_ascii=False, separators=(",", ":"))
        digest = hmac.new(self._key, message.encode("utf-8"), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")

    def signed_params(self, method: str, bucket: str, key: str, params: Mapping[str, str]) -> dict[str, str]:
        """`params` and their signature: the query string of the URL."""
        if SIGNATURE in params or EXPIRES not in params:
            raise ValueError(f"parameters must include {EXPIRES!r} and not {SIGNATURE!r}")
        return {**params, SIGNATURE: self.sign(method, bucket, key, params)}

    def verify(
        self, method: str, bucket: str, key: str, query: Sequence[tuple[str, str]], *, now: float | None = None
    ) -> dict[str, str]:
        """The signed parameters of a URL's query (without the signature); SignatureError when it must be refused."""
        params = dict(query)
        if len(params) != len(query):  # a repeated parameter: which one would count is ambiguous
            raise InvalidSignature()
        given = params.pop(SIGNATURE, "")
        expected = self.sign(method, bucket, key, params)
        if not hmac.compare_digest(expected.encode("ascii"), given.encode("utf-8", "surrogateescape")):
            raise InvalidSignature()
        try:
            expires = int(params[EXPIRES])
        except (KeyError, ValueError):
            raise InvalidSignature() from None
        if (time.time() if now is None else now) > expires:
            raise Expired()
        return params
