"""Request ids, the access log and request metrics: the outermost middleware of every app.

- The request id is the client's X-Request-ID when it is a plausible id (1..200 of letters,
  digits and ._:-), else a new one; every response returns it, and every log line written while
  the request runs carries it (runtime/logs.py), as do the emails it records.
- One access log line per request (logger canopy.access, INFO): method, the operation's path
  template and code, status, duration, and who asked (workspace, user and the key's first
  characters, never the key).
- With metrics on, the request is counted and timed per operation code and status.
"""

from __future__ import annotations

import logging
import re
import time
import uuid

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from handwritten.runtime.context import CALLER_KEY, OPERATION_KEY, Caller, OperationInfo
from handwritten.runtime.errors import ORIGINAL_METHOD
from handwritten.runtime.logs import REQUEST_ID
from handwritten.runtime.metrics import Metrics

access = logging.getLogger("canopy.access")

HEADER = b"x-request-id"
VALID_ID = re.compile(r"[A-Za-z0-9._:-]{1,200}")
REQUEST_ID_KEY = "canopy.request_id"
UNMATCHED = "-"  # the code of a request that reached no operation (an unknown path, the docs)


def request_id_of(scope: Scope) -> str:
    for name, value in scope["headers"]:
        if name == HEADER:
            text: str = value.decode("latin-1")
            if VALID_ID.fullmatch(text):
                return text
            break
    return uuid.uuid4().hex


class Observe:
    def __init__(self, app: ASGIApp, *, metrics: Metrics | None = None) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        request_id = request_id_of(scope)
        scope[REQUEST_ID_KEY] = request_id
        token = REQUEST_ID.set(request_id)
        status = 500  # what the client gets if the app fails before answering

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                MutableHeaders(scope=message).append("X-Request-ID", request_id)
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            self._record(scope, status, time.perf_counter() - started)
            REQUEST_ID.reset(token)

    def _record(self, scope: Scope, status: int, seconds: float) -> None:
        operation: OperationInfo | None = scope.get(OPERATION_KEY)
        code = operation.code if operation is not None else UNMATCHED
        if self.metrics is not None:
            self.metrics.observe(code, status, seconds)
        if not access.isEnabledFor(logging.INFO):
            return
        caller: Caller | None = scope.get(CALLER_KEY)
        method = scope.get(ORIGINAL_METHOD, scope["method"])
        path = operation.path if operation is not None else scope["path"]
        duration_ms = round(seconds * 1000, 2)
        access.info(
            "%s %s %s %s %.2fms",
            method,
            path,
            code,
            status,
            duration_ms,
            extra={
                "method": method,
                "path": path,
                "code": code,
                "status": status,
                "duration_ms": duration_ms,
                "workspace_id": caller.workspace_id if caller else None,
                "user_id": caller.user_id if caller else None,
                "key_prefix": caller.key_prefix if caller else None,
                "client": scope["client"][0] if scope.get("client") else None,
            },
        )
