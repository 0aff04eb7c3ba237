"""The served operations as MCP tools, read from the OpenAPI document the app serves.

That document is generated from spec/ (less what is not implemented), so a tool's name is the
operation's, its description the operation's summary, description and decisions (the document's
guidance, such as "call only when the user asks to switch workspace", reaches the agent), and
its input schema the operation's path and query parameters beside its request body (`body`).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from generator.refs import PREFIX, referenced_schemas

METHODS = ("get", "post", "patch", "put", "delete")
BODY = "body"


@dataclass(frozen=True)
class Tool:
    name: str
    code: str
    method: str
    path: str
    description: str
    input_schema: dict[str, Any]
    path_parameters: tuple[str, ...] = ()
    query_parameters: tuple[str, ...] = ()
    has_body: bool = False
    annotations: Mapping[str, bool] = field(default_factory=dict)

    def request(self, arguments: Mapping[str, Any]) -> tuple[str, str, list[tuple[str, str]], Any]:
        """(method, url path, query items, JSON body or None) of a call with these arguments.

        Arrays become repeated parameters (the service accepts them so, decision array_parameters).
        """
        path = self.path
        for name in self.path_parameters:
            path = path.replace(f"{{{name}}}", quote(str(arguments[name]), safe=""))
        query: list[tuple[str, str]] = []
        for name in self.query_parameters:
            if name in arguments:
                values = arguments[name] if isinstance(arguments[name], list) else [arguments[name]]
                query += [(name, _text(value)) for value in values]
        return self.method.upper(), path, query, arguments.get(BODY) if self.has_body else None


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if not isinstance(value, dict | list) else json.dumps(value)


def tools_of(document: Mapping[str, Any]) -> list[Tool]:
    """One tool per operation of `document`, in the document's order of paths."""
    schemas = document.get("components", {}).get("schemas", {})
    tools = []
    for path, item in document["paths"].items():
        for method in (m for m in METHODS if m in item):
            tools.append(_tool(path, method, item[method], schemas))
    return tools


def _tool(path: str, method: str, operation: Mapping[str, Any], schemas: Mapping[str, Any]) -> Tool:
    properties: dict[str, Any] = {}
    required: list[str] = []
    path_names: list[str] = []
    query_names: list[str] = []
    for parameter in operation.get("parameters", []):
        if parameter["in"] not in ("path", "query"):
            continue  # headers (Idempotency-Key) are the tool server's own business
        properties[parameter["name"]] = {**parameter["schema"], "description": parameter.get("description", "")}
        if parameter.get("required"):
            required.append(parameter["name"])
        (path_names if parameter["in"] == "path" else query_names).append(parameter["name"])
    body = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    if body is not None:
        properties[BODY] = {**body, "description": "The request body."}
        required.append(BODY)
    schema: dict[str, Any] = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = required
    used = referenced_schemas(properties, dict(schemas))
    if used:
        schema["$defs"] = {name: schemas[name] for name in sorted(used)}
    description = "\n\n".join(
        part for part in (f"{operation['x-code']}. {operation['summary']}", operation.get("description", "")) if part
    )
    return Tool(
        name=operation["operationId"],
        code=operation["x-code"],
        method=method,
        path=path,
        description=description,
        input_schema=_local_refs(schema),
        path_parameters=tuple(path_names),
        query_parameters=tuple(query_names),
        has_body=body is not None,
        annotations={"readOnlyHint": method == "get", "destructiveHint": method == "delete"},
    )


def _local_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with references into components rewritten to its own $defs (a tool schema stands alone)."""
    text = json.dumps(copy.deepcopy(schema)).replace(f'"{PREFIX}', '"#/$defs/')
    result: dict[str, Any] = json.loads(text)
    return result


def by_name(tools: Iterable[Tool]) -> dict[str, Tool]:
    return {tool.name: tool for tool in tools}
