"""Check each spec file against the spec language's JSON Schema (spec.schema.yaml)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from generator.problems import Problem
from generator.sources import SourceFile

_SCHEMA_FILE = Path(__file__).with_name("spec.schema.yaml")

# Which definition a file is checked against, by its place under spec/.
FILE_KINDS = {
    "service.yaml": "service_file",
    "errors.yaml": "errors_file",
    "decisions.yaml": "decisions_file",
    "enums.yaml": "enums_file",
    "resources": "resources_file",
    "operations": "operations_file",
    "mappings": "mappings_file",
}


@cache
def _validator(kind: str) -> jsonschema.Draft202012Validator:
    schema: dict[str, Any] = yaml.safe_load(_SCHEMA_FILE.read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator({**schema, "$ref": f"#/$defs/{kind}"})


def check_file(source: SourceFile, kind: str) -> list[Problem]:
    problems = []
    for error in _validator(kind).iter_errors(source.data):
        for leaf in _leaves(error):
            path = tuple(leaf.absolute_path)
            problems.append(Problem(source.name, source.line(path), _sentence(leaf, path)))
    return problems


def _leaves(error: jsonschema.ValidationError) -> list[jsonschema.ValidationError]:
    # For oneOf/anyOf, the most relevant branch error says more than "is not valid under any".
    if error.validator in ("oneOf", "anyOf") and error.context:
        deepest = max(error.context, key=lambda e: len(e.absolute_path))
        return _leaves(deepest)
    return [error]


def _where(path: tuple[Any, ...]) -> str:
    return "'" + ".".join(str(p) for p in path) + "'" if path else "the file"


def _sentence(error: jsonschema.ValidationError, path: tuple[Any, ...]) -> str:
    where = _where(path)
    v, value = error.validator, error.validator_value
    if v == "additionalProperties":
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        known = ", ".join(sorted(error.schema.get("properties", {}))) or "none"
        return f"{where} has unknown key(s) {', '.join(map(repr, extra))}; known keys are: {known}."
    if v == "required":
        return f"{where} is missing the required key {error.message.split()[0]}."
    if v == "enum":
        return f"{where} is {error.instance!r}, which is not one of: {', '.join(map(str, value))}."
    if v == "type":
        return f"{where} should be of type {value}, not {type(error.instance).__name__}."
    if v == "pattern":
        return f"{where} is {error.instance!r}, which does not match the pattern {value}."
    if v == "propertyNames":
        return f"{where} has a badly formed name: {error.message}."
    return f"{where}: {error.message}."
