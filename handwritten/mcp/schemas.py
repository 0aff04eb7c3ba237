"""A tool's input schema: the operation's parameters and body, trimmed to what an assistant sends.

Kept, so that the schema validates what the API takes: types, formats, enums, bounds, lengths,
patterns, required fields, defaults, `additionalProperties`. Dropped: examples, titles, vendor
keys (x-...), descriptions past their first sentence (texts.py), the read-only fields of bodies,
which the API accepts and ignores (decision read_only_fields) and an assistant has no reason to
send, and the limits of storage below, which no value an assistant means reaches (the API still
answers its 400 to one that does). A schema a tool uses once is written where it is used; one
used more often is a `$defs` entry of the tool's own (a tool schema stands alone), and none that
the tool does not use.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from generator.refs import PREFIX
from handwritten.mcp.texts import schema_description

LOCAL = "#/$defs/"
# Keywords an assistant does not need to fill the parameter in, nor a validator to check it.
_DROPPED = frozenset({"examples", "example", "title", "readOnly", "writeOnly", "deprecated", "externalDocs"})
# Limits of storage rather than of the interface, written on every integer and text parameter: a
# 64-bit integer, and text without NUL characters (PostgreSQL's text cannot hold one). Nothing an
# assistant means to send reaches them, and a call that does gets the API's 400 all the same.
INT64 = {"minimum": -(2**63), "maximum": 2**63 - 1}
NO_NUL = "^[^\\u0000]*$"
# An item of an array parameter: the tools send each one whole (quoted where it holds a comma,
# tools.py), so the comma the query string's items may not hold is no limit of the tool's.
CSV_ITEM = "^[^,\\u0000]*$"
# Keywords whose value is data, not a schema: copied as they are.
_VALUES = frozenset({"default", "enum", "const"})


def input_schema(properties: Mapping[str, Any], required: list[str], components: Mapping[str, Any]) -> dict[str, Any]:
    """The object schema of a tool's arguments, given their (OpenAPI) schemas and the document's
    component schemas they refer to."""
    schema: dict[str, Any] = {"type": "object", "properties": {k: _trim(v) for k, v in properties.items()}}
    if required:
        schema["required"] = list(required)
    schema["additionalProperties"] = False
    definitions = _definitions(schema, components)
    uses = Counter(_references(schema) + [ref for body in definitions.values() for ref in _references(body)])
    # Written in place when used once (never a schema that refers to itself, directly or not).
    once = {name for name in definitions if uses[name] == 1 and name not in _references(definitions[name])}
    for name in sorted(once):
        body = definitions.pop(name)
        schema = _inline(schema, name, body)
        definitions = {k: _inline(v, name, body) for k, v in definitions.items()}
    schema, definitions = _hoist_repeats(schema, definitions)
    if definitions:
        schema["$defs"] = dict(sorted(definitions.items()))
    return schema


def _hoist_repeats(schema: dict[str, Any], definitions: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The same subschema written many times in a tool (an integer id with its bounds beside each
    id filter) as one `$defs` entry referred to, whenever that is shorter; innermost first, so an
    array of such integers is then one entry too."""
    while True:
        text = {}
        counts: Counter[str] = Counter()
        for node in _subschemas([schema, *definitions.values()]):
            key = json.dumps(node, sort_keys=True, separators=(",", ":"))
            text[key] = node
            counts[key] += 1
        candidates = [key for key, count in counts.items() if _saves(key, count)]
        if not candidates:
            return schema, definitions
        key = min(candidates, key=len)
        node = text[key]
        name = _free_name(_name_of(node), definitions)
        ref = {"$ref": LOCAL + name}
        definitions = {k: _replaced(v, node, ref) for k, v in definitions.items()}
        definitions[name] = node
        schema = _replaced(schema, node, ref)


def _saves(key: str, count: int) -> bool:
    reference = len('{"$ref":"#/$defs/"}') + 12  # a name's length, about
    return count > 1 and count * len(key) > len(key) + count * reference + 16


def _name_of(node: Mapping[str, Any]) -> str:
    if "$ref" in node:
        return str(node["$ref"]).removeprefix(LOCAL)
    if node.get("type") == "array" and isinstance(node.get("items"), dict):
        return f"{_name_of(node['items'])}_list"
    if "enum" in node:
        return "choice"
    if "format" in node:
        return str(node["format"]).replace("-", "")
    kind = node.get("type", "value")
    return "_or_".join(kind) if isinstance(kind, list) else str(kind)


def _free_name(name: str, taken: Mapping[str, Any]) -> str:
    candidate, number = name, 1
    while candidate in taken:
        number += 1
        candidate = f"{name}{number}"
    return candidate


_SCHEMA_LISTS = ("anyOf", "oneOf", "allOf", "prefixItems")
_SCHEMA_VALUES = ("items", "not", "additionalProperties", "contains")


def _children(node: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The schemas directly inside `node` (its properties', items', alternatives')."""
    found: list[dict[str, Any]] = []
    for key in _SCHEMA_VALUES:
        if isinstance(node.get(key), dict):
            found.append(node[key])
    for key in _SCHEMA_LISTS:
        found += [item for item in node.get(key, ()) if isinstance(item, dict)]
    properties = node.get("properties")
    if isinstance(properties, dict):
        found += [item for item in properties.values() if isinstance(item, dict)]
    return found


def _subschemas(roots: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every schema inside `roots`, not the roots themselves."""
    found: list[dict[str, Any]] = []
    pending = [child for root in roots for child in _children(root)]
    while pending:
        node = pending.pop()
        found.append(node)
        pending += _children(node)
    return found


def _replaced(node: dict[str, Any], old: Mapping[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """`node` with every schema inside it equal to `old` replaced by `new` (`node` itself kept)."""
    result = dict(node)
    for key in _SCHEMA_VALUES:
        if isinstance(node.get(key), dict):
            result[key] = new if node[key] == old else _replaced(node[key], old, new)
    for key in _SCHEMA_LISTS:
        if isinstance(node.get(key), list):
            result[key] = [new if item == old else _replaced(item, old, new) for item in node[key]]
    if isinstance(node.get("properties"), dict):
        result["properties"] = {
            name: new if item == old else _replaced(item, old, new) for name, item in node["properties"].items()
        }
    return result


def _trim(node: Any) -> Any:
    if isinstance(node, list):
        return [_trim(item) for item in node]
    if not isinstance(node, dict):
        return node
    result: dict[str, Any] = {}
    for key, value in node.items():
        if key in _DROPPED or key.startswith("x-"):
            continue
        if key in _VALUES:
            result[key] = value
        elif key == "description":
            sentence = schema_description(value, node) if isinstance(value, str) else ""
            if sentence:
                result[key] = sentence
        elif key == "$ref" and isinstance(value, str):
            result[key] = LOCAL + value.removeprefix(PREFIX)
        elif key == "properties" and isinstance(value, dict):
            result[key] = {name: _trim(field) for name, field in value.items() if not _read_only(field)}
        elif key == "required" and isinstance(value, list):
            writable = node.get("properties", {})
            result[key] = [name for name in value if not _read_only(writable.get(name, {}))]
        else:
            result[key] = _trim(value)
    if result.get("required") == []:
        del result["required"]
    if all(result.get(key) == value for key, value in INT64.items()):
        del result["minimum"], result["maximum"]
    elif result.get("maximum") == INT64["maximum"]:
        del result["maximum"]  # offset: at least 0
    if result.get("pattern") in (NO_NUL, CSV_ITEM):
        del result["pattern"]
    # An enum of strings says the type already: the same values validate without it.
    enum = result.get("enum")
    if result.get("type") == "string" and isinstance(enum, list) and all(isinstance(v, str) for v in enum):
        del result["type"]
    # {"allOf": [{"$ref": X}], ...}: the one schema, with the keywords beside it (JSON Schema 2020-12).
    all_of = result.get("allOf")
    if isinstance(all_of, list) and len(all_of) == 1 and not (set(result) - {"allOf", "description", "default"}):
        rest = {k: v for k, v in result.items() if k != "allOf"}
        result = {**all_of[0], **rest}
    return result


def _read_only(field: Any) -> bool:
    return isinstance(field, dict) and field.get("readOnly") is True


def _references(node: Any) -> list[str]:
    """The local $defs names `node` refers to, once per reference."""
    found: list[str] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            ref = item.get("$ref")
            if isinstance(ref, str) and ref.startswith(LOCAL):
                found.append(ref.removeprefix(LOCAL))
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _definitions(schema: Mapping[str, Any], components: Mapping[str, Any]) -> dict[str, Any]:
    """The trimmed component schemas reachable from `schema`, by name."""
    definitions: dict[str, Any] = {}
    pending = _references(schema)
    while pending:
        name = pending.pop()
        if name not in definitions:
            definitions[name] = _trim(components[name])
            pending += _references(definitions[name])
    return definitions


def _inline(node: Any, name: str, body: Mapping[str, Any]) -> Any:
    """`node` with its reference to `name` replaced by `body` (keywords beside the $ref kept)."""
    if isinstance(node, list):
        return [_inline(item, name, body) for item in node]
    if not isinstance(node, dict):
        return node
    if node.get("$ref") == LOCAL + name:
        copied = json.loads(json.dumps(body))
        rest = {k: v for k, v in node.items() if k != "$ref"}
        if set(rest) & set(copied) - {"description", "default"}:
            return {"allOf": [copied], **rest}
        return {**copied, **rest}
    return {key: _inline(value, name, body) for key, value in node.items()}
