"""Tools from an OpenAPI operation: short texts, a trimmed schema that still validates as the API
does, and calls whose every argument reaches the API's own validation (handwritten/mcp/)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from jsonschema import Draft202012Validator

from generated.operations import BY_NAME
from generator import openapi
from handwritten.mcp import schemas
from handwritten.mcp.texts import first_sentence, schema_description
from handwritten.mcp.tools import Tool, tools_of

COMBINED = Path(__file__).resolve().parents[3] / "generated" / "openapi" / "combined.yaml"

INT64 = {"minimum": -(2**63), "maximum": 2**63 - 1}


def test_the_limits_dropped_are_the_ones_the_generator_writes() -> None:
    assert schemas.INT64 == openapi.INT64
    assert schemas.NO_NUL == openapi.NO_NUL
    assert schemas.CSV_ITEM == openapi.CSV_ITEM


def test_texts_keep_the_first_sentence_of_what_it_does() -> None:
    assert first_sentence("Decision (Paths): chosen.\n\nLists rows, e.g. orders. More here.") == (
        "Lists rows, e.g. orders."
    )
    # The generated documents link decisions (generator/openapi.py with_decision), one line of links.
    linked = "[ids](/api/docs/decisions.html#ids), [paths](/api/docs/decisions.html#paths)."
    assert first_sentence(f"Decisions: {linked}\n\nPermission: any member.") == ""
    assert schema_description(f"The order id.\n\nDecision: {linked}", {"type": "integer"}) == "The order id."
    assert first_sentence("Permission: any member.") == ""
    assert first_sentence("Orders of the company (as buyer). order_action is required.") == (
        "Orders of the company (as buyer)."
    )
    assert schema_description("items.sku: starts with (case-sensitive)", {"type": "string"}) == ""
    assert schema_description("Applied in turn; each one of: a, -a.", {"items": {"enum": ["a", "-a"]}}) == ""
    assert schema_description("The order id.\n\nDecision (Ids): integers.", {"type": "integer"}) == "The order id."


def test_a_schema_keeps_what_validates_and_drops_what_does_not() -> None:
    components: dict[str, Any] = {
        "Status": {"type": "string", "enum": ["draft", "done"], "description": "A status."},
        "Body": {
            "type": "object",
            "additionalProperties": False,
            "required": ["name", "id"],
            "properties": {
                "id": {"type": "integer", "readOnly": True},
                "name": {"type": "string", "maxLength": 9, "examples": ["Cocoa"], "x-source": "stated"},
                "status": {"allOf": [{"$ref": "#/components/schemas/Status"}], "default": "draft"},
                "first": {"type": "integer", **INT64},
                "second": {"type": "integer", **INT64},
            },
        },
    }
    properties = {
        "id": {"type": "integer", **INT64, "description": "The order id.\n\nDecision (Ids): integers."},
        "tags": {"type": "array", "items": {"type": "string", "pattern": schemas.CSV_ITEM}, "minItems": 1},
        "body": {"$ref": "#/components/schemas/Body"},
    }
    assert schemas.input_schema(properties, ["id", "body"], components) == {
        "type": "object",
        "properties": {
            "id": {"type": "integer", "description": "The order id."},
            "tags": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "body": {
                "type": "object",
                "additionalProperties": False,
                "required": ["name"],
                "properties": {
                    "name": {"type": "string", "maxLength": 9},
                    "status": {"enum": ["draft", "done"], "description": "A status.", "default": "draft"},
                    "first": {"type": "integer"},
                    "second": {"type": "integer"},
                },
            },
        },
        "required": ["id", "body"],
        "additionalProperties": False,
    }


def test_every_argument_reaches_the_query_string_that_the_api_validates() -> None:
    tool = Tool(
        name="list_orders",
        code="O1",
        area="orders",
        method="get",
        path="/api/orders/{id}/",
        description="",
        input_schema={},
        path_parameters=("id",),
    )
    arguments = {"id": 7, "tags__name__in": ["Q1, 2025", "audit"], "archived": True, "misspelled": 1, "none": None}
    assert tool.request(arguments) == (
        "GET",
        "/api/orders/7/",
        [("tags__name__in", '"Q1, 2025"'), ("tags__name__in", "audit"), ("archived", "true"), ("misspelled", "1")],
        None,
    )


def test_every_operations_schema_stands_alone_as_json_schema() -> None:
    document = yaml.load(COMBINED.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    tools = tools_of(document)
    assert {tool.name for tool in tools} == set(BY_NAME)
    for tool in tools:
        Draft202012Validator.check_schema(tool.input_schema)
        text = json.dumps(tool.input_schema)
        for name in re.findall(r'"\$ref": "#/\$defs/([^"]+)"', text):
            assert name in tool.input_schema["$defs"], (tool.name, name)
        assert '"$ref": "#/components/' not in text and '"readOnly"' not in text and '"x-' not in text, tool.name
