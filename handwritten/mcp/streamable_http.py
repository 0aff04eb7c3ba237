"""`canopy mcp --transport http`: the tools over MCP's streamable HTTP, for any holder of an API key.

The assistant sends its own key with every request, as `Authorization: ApiKey <key>` (the API's
scheme) or `Authorization: Bearer <key>` (what MCP clients' configurations offer); it needs no
database credentials, which only this server holds. A request without a usable key is refused
with the API's own 401, checked by the API's own authentication before the MCP server reads it.
Each tool call then goes through the app in this process with the key of the HTTP request that
carried it, so permissions and tenancy are the API's, call by call.

The server is stateless (no MCP session kept between requests): every request stands alone, with
its key, and any number of processes may serve the same clients.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import uvicorn
from mcp.server.context import ServerRequestContext
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from handwritten.mcp.server import running_app, served_tools, tool_server
from handwritten.runtime.auth import SCHEME, Authenticator
from handwritten.runtime.context import OperationInfo
from handwritten.runtime.errors import Forbidden, NotAuthenticated
from handwritten.settings import Settings

PATH = "/mcp"
BEARER = "bearer"
# What the API's authentication is told it authenticates: no operation, so no permission to hold
# and no rate limit to count (each tool call counts as the operation it is).
_ENDPOINT = OperationInfo(code="MCP", name="mcp", method="POST", path=PATH)


class KeyRequired:
    """Lets through only the requests whose key the API's authentication accepts; the others get
    its 401. A key that may act in no workspace is let through: each call answers the API's 403."""

    def __init__(self, app: ASGIApp, authenticator: Authenticator) -> None:
        self.app = app
        self.authenticator = authenticator

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        scope = _with_api_key_scheme(scope)
        try:
            async with self.authenticator(Request(dict(scope)), _ENDPOINT):
                pass
        except NotAuthenticated as refusal:
            await JSONResponse(refusal.body, refusal.status_code, headers=refusal.headers)(scope, receive, send)
            return
        except Forbidden:
            pass
        await self.app(scope, receive, send)


def _with_api_key_scheme(scope: Scope) -> Scope:
    """The scope with `Authorization: Bearer <key>` written as the API's `ApiKey <key>`."""
    headers = []
    for name, value in scope["headers"]:
        if name == b"authorization":
            scheme, space, credential = value.decode("latin-1").strip().partition(" ")
            if space and scheme.lower() == BEARER:
                value = f"{SCHEME} {credential.strip()}".encode("latin-1")
        headers.append((name, value))
    return {**scope, "headers": headers}


def _authorization(ctx: ServerRequestContext[Any, Any]) -> str | None:
    """The Authorization header of the HTTP request that carried the call (KeyRequired wrote it
    in the API's scheme)."""
    request = ctx.request
    return request.headers.get("authorization") if isinstance(request, Request) else None


async def serve_http(settings: Settings, bind: str, port: int, areas: Iterable[str] | None = None) -> None:
    """Serve the tools at http://BIND:PORT/mcp until stopped (SIGTERM or Ctrl-C)."""
    async with running_app(settings) as (app, client):
        tools = await served_tools(client, areas)
        server = tool_server(tools, client, _authorization)
        endpoint = server.streamable_http_app(
            streamable_http_path=PATH, stateless_http=True, json_response=True, host=bind
        )
        authenticator = Authenticator(app.state.db, app.state.last_used, None, app.state.idempotency)
        config = uvicorn.Config(
            KeyRequired(endpoint, authenticator), host=bind, port=port, lifespan="on", log_config=None
        )
        await uvicorn.Server(config).serve()
