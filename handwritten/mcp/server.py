"""`canopy mcp`: the implemented operations as tools of an MCP server over stdio.

Every tool call is an HTTP request to the combined app, in this process, with the user's key
(CANOPY_API_KEY): the same authentication, permissions, validation, services and errors as any
client gets. A 2xx answer is the tool's result (its JSON, also as structured content); anything
else is a tool error carrying the status and the error body, so an agent reads the document's
403 or a 400's field messages as they are.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx2 as httpx
import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from handwritten.app import create_app
from handwritten.mcp.tools import Tool, by_name, tools_of
from handwritten.settings import Settings

logger = logging.getLogger("canopy.mcp")

NAME = "canopy"


@asynccontextmanager
async def _app_client(settings: Settings, api_key: str) -> AsyncIterator[tuple[httpx.AsyncClient, list[Tool]]]:
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        headers = {"Authorization": f"ApiKey {api_key}"}
        async with httpx.AsyncClient(transport=transport, base_url="http://canopy.mcp", headers=headers) as client:
            document = (await client.get("/api/openapi.json")).json()
            yield client, tools_of(document)


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


async def serve(settings: Settings, api_key: str) -> None:
    """Serve the tools over this process's stdin and stdout until the client goes away."""
    async with _app_client(settings, api_key) as (client, tools):
        named = by_name(tools)

        async def list_tools(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
            return types.ListToolsResult(
                tools=[
                    types.Tool(
                        name=tool.name,
                        title=f"{tool.code}. {tool.description.splitlines()[0].split('. ', 1)[-1]}",
                        description=tool.description,
                        input_schema=tool.input_schema,
                        annotations=types.ToolAnnotations(
                            read_only_hint=tool.annotations["readOnlyHint"],
                            destructive_hint=tool.annotations["destructiveHint"],
                        ),
                    )
                    for tool in tools
                ]
            )

        async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
            tool = named.get(params.name)
            if tool is None:
                return types.CallToolResult(
                    content=[types.TextContent(type="text", text=f"Unknown tool {params.name!r}.")], is_error=True
                )
            arguments = dict(params.arguments or {})
            missing = [name for name in tool.path_parameters if name not in arguments]
            if missing:
                return types.CallToolResult(
                    content=[
                        types.TextContent(
                            type="text", text=json.dumps({n: ["This field is required."] for n in missing})
                        )
                    ],
                    is_error=True,
                )
            method, path, query, body = tool.request(arguments)
            response = await client.request(method, path, params=tuple(query), json=body)
            logger.info("tool %s (%s %s): %s", tool.name, method, path, response.status_code)
            return _result(response)

        server: Server[Any] = Server(NAME, on_list_tools=list_tools, on_call_tool=call_tool)
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())
