"""HTTP around every request, as Django and DRF give it (decisions http_semantics and body_limit).

A pure ASGI middleware, so that it costs a few calls per request and sees bodies as they stream:

- HEAD is served as GET, with the same status and headers and no body;
- a request body longer than the limit is refused with 413: at once when Content-Length says so,
  else as soon as the streamed body passes it (the route's read then raises BodyTooLarge);
- every response gets X-Content-Type-Options: nosniff, Cache-Control: no-store unless it set its
  own, and the API key's RateLimit fields when authentication counted the request.

OPTIONS is answered by the error handlers (runtime/errors.py), from the routes' methods.
"""

from __future__ import annotations

from collections.abc import Mapping

from starlette.datastructures import MutableHeaders
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from handwritten.runtime.context import QUOTA_KEY
from handwritten.runtime.errors import ORIGINAL_METHOD, BodyTooLarge
from handwritten.runtime.ratelimit import Quota


class Protocol:
    def __init__(self, app: ASGIApp, *, max_body_bytes: int, body_limits: Mapping[str, int] | None = None) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        # Path prefixes with a limit of their own (file uploads), longest first.
        self.body_limits = sorted((body_limits or {}).items(), key=lambda item: -len(item[0]))

    def _limit(self, path: str) -> int:
        return next((limit for prefix, limit in self.body_limits if path.startswith(prefix)), self.max_body_bytes)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        head = scope["method"] == "HEAD"
        if head:
            scope = {**scope, "method": "GET", ORIGINAL_METHOD: "HEAD"}
        limit = self._limit(scope["path"])

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers.setdefault("x-content-type-options", "nosniff")
                headers.setdefault("cache-control", "no-store")
                quota: Quota | None = scope.get(QUOTA_KEY)
                if quota is not None:
                    for name, value in quota.headers().items():
                        headers.setdefault(name, value)
            elif head and message["type"] == "http.response.body" and message.get("body"):
                message = {**message, "body": b""}
            await send(message)

        length = _content_length(scope)
        if length is not None and length > limit:
            error = BodyTooLarge(limit)
            await JSONResponse(error.body, error.status_code)(scope, receive, send_with_headers)
            return
        received = 0

        async def receive_bounded() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLarge(limit)
            return message

        await self.app(scope, receive_bounded, send_with_headers)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
