"""`canopy mcp` with the official MCP SDK's own client, over stdio, as an agent would run it."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from typing import Any

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from tests.live import BIN, canopy


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


def session_run(env: dict[str, str], key: str, work: Any) -> Any:
    async def go() -> Any:
        parameters = StdioServerParameters(
            command=str(BIN / "canopy"), args=["mcp"], env={**env, "CANOPY_API_KEY": key}
        )
        async with stdio_client(parameters, errlog=sys.stderr) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await work(session)

    return anyio.run(go)


def test_tools_list_the_served_operations_with_the_documents_guidance(database: tuple[dict[str, str], Any]) -> None:
    env, demo = database

    async def work(session: ClientSession) -> Any:
        return (await session.list_tools()).tools

    tools = {tool.name: tool for tool in session_run(env, demo["keys"]["owner"], work)}
    assert {
        "retrieve_current_user",
        "list_workspaces",
        "list_members",
        "create_invitation",
        "lookup_invitation",
    } <= set(tools)
    assert "list_query_logs" in tools and "execute_query" in tools  # every operation is served now
    assert "list_transactions" in tools and "list_classification_rules" in tools
    assert "create_order" in tools and "list_products" in tools and "list_documents" in tools
    assert "call only when the user asks to switch workspace" in tools["list_workspaces"].description
    members = tools["list_members"].input_schema
    assert members["properties"]["auth_group__name__in"]["type"] == "array"
    assert members["additionalProperties"] is False
    create = tools["create_invitation"].input_schema
    assert create["required"] == ["body"] and create["properties"]["body"]["$ref"] == "#/$defs/CreateInvitationRequest"
    assert create["$defs"]["CreateInvitationRequest"]["required"] == ["email", "auth_group"]
    assert tools["retrieve_current_user"].annotations.read_only_hint is True


def test_a_read_and_a_write_act_as_the_keys_user(database: tuple[dict[str, str], Any]) -> None:
    env, demo = database

    async def work(session: ClientSession) -> Any:
        me = await session.call_tool("retrieve_current_user", {})
        members = await session.call_tool("list_members", {"auth_group__name__in": ["Viewer"]})
        viewer_role = members.structured_content["results"][0]["auth_group"]
        created = await session.call_tool(
            "create_invitation", {"body": {"email": "agent@example.org", "auth_group": viewer_role}}
        )
        listed = await session.call_tool("list_invitations", {"email": "agent@example.org"})
        return me, members, created, listed

    me, members, created, listed = session_run(env, demo["keys"]["owner"], work)
    assert not me.is_error and me.structured_content["email"] == "owner@acme.example"
    assert [m["user_detail"]["email"] for m in members.structured_content["results"]] == ["viewer@acme.example"]
    assert not created.is_error and created.structured_content["status"] == "pending"
    assert listed.structured_content["count"] == 1


def test_what_the_role_may_not_do_is_the_documents_403_as_a_tool_error(database: tuple[dict[str, str], Any]) -> None:
    env, demo = database

    async def work(session: ClientSession) -> Any:
        forbidden = await session.call_tool("create_invitation", {"body": {"email": "x@example.org", "auth_group": 1}})
        invalid = await session.call_tool("list_members", {"limit": 0})
        return forbidden, invalid

    forbidden, invalid = session_run(env, demo["keys"]["viewer"], work)
    assert forbidden.is_error
    assert forbidden.structured_content == {
        "status": 403,
        "error": {"detail": "You do not have permission to perform this action."},
    }
    assert forbidden.content[0].text.startswith("HTTP 403: ")
    assert invalid.is_error and invalid.structured_content["status"] == 400
    assert invalid.structured_content["error"] == {"limit": ["Ensure this value is greater than or equal to 1."]}


def test_the_server_refuses_to_start_without_a_key(database: tuple[dict[str, str], Any]) -> None:
    import subprocess

    env, _ = database
    done = subprocess.run(
        [str(BIN / "canopy"), "mcp"], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 2 and "CANOPY_API_KEY" in done.stderr
