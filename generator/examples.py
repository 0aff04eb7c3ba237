"""Examples checked against the schemas the OpenAPI documents give them.

An operation's request and response examples, and fields' examples, are shown to integrators as
what the service takes and answers; one that its schema refuses would teach a wrong shape. They are
validated as JSON Schema 2020-12 (what OpenAPI 3.1 schemas are), formats included, with $refs
resolved against the documents' components, and more strictly than the documents say: an object
key that the schema does not declare is refused, since in an example it is a misspelling.
"""

from __future__ import annotations

import copy
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from generator import ir
from generator.openapi import OpenApiBuilder, list_name
from generator.problems import Problem


def example_problems(spec: ir.Spec) -> list[Problem]:
    builder = OpenApiBuilder(spec)
    components = {"schemas": {name: _closed(schema) for name, schema in builder.all_schemas().items()}}
    problems = []
    for op in spec.operations:
        for example, schema_name, what in (
            (op.request_example, op.body, "request body"),
            (op.response_example, _response_schema(op), "response"),
        ):
            if example is not None and schema_name is not None:
                schema = {"$ref": f"#/components/schemas/{schema_name}"}
                problems += _check(example, schema, components, f"The example {what} of '{op.name}'")
    for field, example in spec.field_examples:
        schema = _closed(builder.field_schema(field))
        problems += _check(example, schema, components, f"An example of field '{field.name}'")
    return problems


def _response_schema(op: ir.Operation) -> str | None:
    if op.response_resource is None:
        return None
    return list_name(op.response_resource) if op.is_list else op.response_resource


def _check(example: ir.Example, schema: dict[str, Any], components: dict[str, Any], what: str) -> list[Problem]:
    validator = Draft202012Validator(
        {**schema, "components": components}, format_checker=Draft202012Validator.FORMAT_CHECKER
    )
    errors = sorted(validator.iter_errors(example.value), key=lambda e: (list(e.absolute_path), e.message))
    return [Problem(example.file, example.line, f"{what} does not fit its schema: {_say(e)}.") for e in errors[:3]]


def _say(error: ValidationError) -> str:
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
    best = error
    if error.context:  # anyOf/oneOf: the branch that came nearest says most
        best = min(error.context, key=lambda e: (-len(e.absolute_path), e.message))
    message = best.message if len(best.message) < 200 else best.message[:197] + "..."
    return f"at {where.lstrip('.') or 'the top'}, {message}"


def _closed(schema: Any) -> Any:
    """A copy in which every object that lists its properties and says nothing of others refuses them."""
    result = copy.deepcopy(schema)
    _close(result)
    return result


_SCHEMA = ("items", "additionalProperties", "not", "if", "then", "else", "contains")
_SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "schemas")


def _close(node: Any) -> None:
    if not isinstance(node, dict):
        return
    if "properties" in node and "additionalProperties" not in node:
        node["additionalProperties"] = False
    for key, value in node.items():
        if key in _SCHEMA:
            _close(value)
        elif key in _SCHEMA_LISTS:
            for item in value:
                _close(item)
        elif key in _SCHEMA_MAPS:
            for item in value.values():
                _close(item)
