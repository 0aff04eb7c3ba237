"""The served operations as MCP tools, read from the OpenAPI document the app serves.

That document is generated from spec/ (less what is not implemented), so a tool's name is the
operation's, its description the operation's summary and first sentence (texts.py), and its input
schema the operation's path and query parameters beside its request body (`body`), trimmed for an
assistant (schemas.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from generated.operations import AREAS, BY_NAME
from handwritten.mcp.schemas import input_schema
from handwritten.mcp.texts import tool_description
from handwritten.runtime.querystring import quote_item

METHODS = ("get", "post", "patch", "put", "delete")
BODY = "body"


class UnknownAreas(ValueError):
    """Areas asked for that the service does not have (or none at all); the message names the known ones."""

    def __init__(self, unknown: Sequence[str]) -> None:
        known = f"known areas: {', '.join(AREAS)}"
        if not unknown:
            super().__init__(f"name at least one area; {known}")
        else:
            super().__init__(f"unknown area{'s' if len(unknown) > 1 else ''} {', '.join(unknown)}; {known}")


@dataclass(frozen=True)
class Tool:
    name: str
    code: str
    area: str
    method: str
    path: str
    description: str
    input_schema: dict[str, Any]
    path_parameters: tuple[str, ...] = ()
    has_body: bool = False
    read_only: bool = False  # a GET
    destructive: bool = False  # a DELETE

    def request(self, arguments: Mapping[str, Any]) -> tuple[str, str, list[tuple[str, str]], Any]:
        """(method, url path, query items, JSON body or None) of a call with these arguments.

        Every argument that is neither a path parameter nor the body goes to the query string,
        whether the operation has such a parameter or not: the operation's own query parser
        then refuses a misspelled or unknown one with the API's 400, as it does over HTTP.
        Arrays become repeated parameters, each item whole, quoted as CSV where it holds a comma
        (the service reads them so, decision array_parameters). A null is an argument not given,
        as assistants write an optional one they leave out.
        """
        path = self.path
        for name in self.path_parameters:
            path = path.replace(f"{{{name}}}", quote(_text(arguments[name]), safe=""))
        query: list[tuple[str, str]] = []
        for name, value in arguments.items():
            if value is None or name in self.path_parameters or (name == BODY and self.has_body):
                continue
            if isinstance(value, list):
                query += [(name, quote_item(_text(item))) for item in value]
            else:
                query.append((name, _text(value)))
        return self.method.upper(), path, query, arguments.get(BODY) if self.has_body else None


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if not isinstance(value, dict | list) else json.dumps(value)


def check_areas(areas: Iterable[str] | None) -> None:
    """Raise UnknownAreas unless `areas` is None (every area) or names areas of the service only."""
    if areas is None:
        return
    names = list(areas)
    unknown = sorted(set(names) - set(AREAS))
    if unknown or not names:
        raise UnknownAreas(unknown)


def tools_of(document: Mapping[str, Any], areas: Iterable[str] | None = None) -> list[Tool]:
    """One tool per operation of `document` (of `areas` only, when given), in the document's order of paths."""
    wanted = None if areas is None else set(areas)
    check_areas(wanted)
    schemas = document.get("components", {}).get("schemas", {})
    tools = []
    for path, item in document["paths"].items():
        for method in (m for m in METHODS if m in item):
            tool = _tool(path, method, item[method], schemas)
            if wanted is None or tool.area in wanted:
                tools.append(tool)
    return tools


def _tool(path: str, method: str, operation: Mapping[str, Any], schemas: Mapping[str, Any]) -> Tool:
    properties: dict[str, Any] = {}
    required: list[str] = []
    path_names: list[str] = []
    for parameter in operation.get("parameters", []):
        if parameter["in"] not in ("path", "query"):
            continue  # headers (Idempotency-Key) are the tool server's own business
        name = parameter["name"]
        properties[name] = {**parameter["schema"], "description": parameter.get("description", "")}
        if parameter.get("required"):
            required.append(name)
        if parameter["in"] == "path":
            path_names.append(name)
    body = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    if body is not None:
        properties[BODY] = body
        if operation["requestBody"].get("required"):
            required.append(BODY)  # not a partial update's, which may be left out (an empty object)
    operation_ = BY_NAME[operation["operationId"]]
    return Tool(
        name=operation_.name,
        code=operation_.code,
        area=operation_.area,
        method=method,
        path=path,
        description=tool_description(operation["summary"], operation.get("description", "")),
        input_schema=input_schema(properties, required, schemas),
        path_parameters=tuple(path_names),
        has_body=body is not None,
        read_only=method == "get",
        destructive=method == "delete",
    )


def by_name(tools: Iterable[Tool]) -> dict[str, Tool]:
    return {tool.name: tool for tool in tools}
