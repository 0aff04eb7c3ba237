"""`canopy mcp` over stdio: one user's tools, for an assistant that starts the command itself.

Every call acts with the key given in CANOPY_API_KEY; the process reaches the database itself, as
`canopy serve` does. Logs go to stderr: stdout is the protocol's.
"""

from __future__ import annotations

from collections.abc import Iterable

from mcp.server.stdio import stdio_server

from handwritten.mcp.server import running_app, served_tools, tool_server
from handwritten.settings import Settings


async def serve_stdio(settings: Settings, api_key: str, areas: Iterable[str] | None = None) -> None:
    """Serve the tools over this process's stdin and stdout until the client goes away."""
    async with running_app(settings) as (_, client):
        tools = await served_tools(client, areas)
        server = tool_server(tools, client, lambda ctx: f"ApiKey {api_key}")
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())
