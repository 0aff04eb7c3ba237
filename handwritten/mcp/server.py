"""The MCP server of `canopy mcp`, whatever its transport: the tools, and how a call runs.

Every tool call is an HTTP request to the combined app, in this process (ASGI), with the caller's
API key: the same authentication, permissions, tenancy, validation, services and errors as any
client gets. A 2xx answer is the tool's result (its JSON, also as structured content); anything
else is a tool error carrying the status and the error body, so an assistant reads the
document's 403 or a 400's field messages as they are.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from importlib.metadata import version
from typing import Any

import httpx2 as httpx
import mcp_types as types
from fastapi import FastAPI
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server

from handwritten.app import create_app
from handwritten.mcp.texts import INSTRUCTIONS
from handwritten.mcp.tools import Tool, by_name, tools_of
from handwritten.runtime.docs import OPENAPI_PATH
from handwritten.runtime.querystring import REQUIRED
from handwritten.settings import Settings

logger = logging.getLogger("canopy.mcp")

NAME = "canopy"
# The Authorization header a call sends to the app, from the MCP request's context.
Credentials = Callable[[ServerRequestContext[Any, Any]], str | None]


@asynccontextmanager
async def running_app(settings: Settings) -> AsyncIterator[tuple[FastAPI, httpx.AsyncClient]]:
    """The combined app, started, and a client that calls it in this process."""
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://canopy.mcp") as client:
            yield app, client


async def served_tools(client: httpx.AsyncClient, areas: Iterable[str] | None) -> list[Tool]:
    """The tools of the operations the app serves (of `areas` only, when given)."""
    document = (await client.get(OPENAPI_PATH)).json()
    return tools_of(document, areas)


def tool_server(tools: list[Tool], client: httpx.AsyncClient, credentials: Credentials) -> Server[Any]:
    """An MCP server offering `tools`, each call made through `client` with the caller's credentials."""
    named = by_name(tools)
    listed = types.ListToolsResult(tools=[_listed(tool) for tool in tools])

    async def list_tools(ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None) -> Any:
        return listed

    async def call_tool(ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams) -> Any:
        tool = named.get(params.name)
        if tool is None:
            return _error(f"Unknown tool {params.name!r}.")
        arguments = dict(params.arguments or {})
        # Without its path parameters a call has no URL to go to: the only check made here, in the API's words.
        missing = [name for name in tool.path_parameters if arguments.get(name) is None]
        if missing:
            return _error(json.dumps({name: [REQUIRED] for name in missing}))
        method, path, query, body = tool.request(arguments)
        authorization = credentials(ctx)
        headers = {"Authorization": authorization} if authorization else {}
        response = await client.request(method, path, params=tuple(query), json=body, headers=headers)
        logger.info("tool %s (%s %s): %s", tool.name, method, path, response.status_code)
        return _result(response)

    return Server(
        NAME,
        version=version("canopy"),
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


def _listed(tool: Tool) -> types.Tool:
    """The tool as tools/list shows it, with only the hints that differ from MCP's defaults (not
    read-only; destructive unless said otherwise): a field left unset is not sent."""
    if tool.read_only:
        hints = types.ToolAnnotations(read_only_hint=True)
    elif not tool.destructive:
        hints = types.ToolAnnotations(destructive_hint=False)
    else:
        return types.Tool(name=tool.name, description=tool.description, input_schema=tool.input_schema)
    return types.Tool(name=tool.name, description=tool.description, input_schema=tool.input_schema, annotations=hints)


def _error(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=True)


def _result(response: httpx.Response) -> types.CallToolResult:
    text = response.text
    try:
        body: Any = response.json() if text else None
    except ValueError:
        body = None
    if 200 <= response.status_code < 300:
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text or "{}")],
            structured_content=body if isinstance(body, dict) else None,
        )
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=f"HTTP {response.status_code}: {text}")],
        structured_content={"status": response.status_code, "error": body},
        is_error=True,
    )
