"""Warnings about response fields that the data cannot always fill.

A request that may leave a field null (or out, with no default) writes something the response
must then show: if the response field of the same name is neither nullable nor explained by a
decision, an implementation would have to invent a value. The same holds for an inline detail
(`value_chain_detail`) of a relation that may be null (`value_chain`). The generator can tell
these cases from the spec alone; they are warnings, since a decision may say how the value is
filled (the response field's `decision`), which silences them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from generator import ir
from generator.problems import Problem

Locate = Callable[[str, str], tuple[str, int]]  # (resource, field) -> (file, line)

DETAIL_SUFFIX = "_detail"


def nullability_warnings(
    resources: dict[str, ir.Resource], operations: Iterable[ir.Operation], locate: Locate
) -> list[Problem]:
    warnings: list[Problem] = []
    seen: set[tuple[str, str]] = set()

    def warn(resource: str, field: str, message: str) -> None:
        file, line = locate(resource, field)
        warnings.append(Problem(file, line, message))

    def compare(request: ir.Resource, response: ir.Resource) -> None:
        if (request.name, response.name) in seen:
            return
        seen.add((request.name, response.name))
        shown = {f.name: f for f in response.public_fields}
        for sent in request.public_fields:
            answered = shown.get(sent.name)
            if answered is None or sent.name == "id":  # an id sent names an object; the server assigns ids
                continue
            nested = _object_of(sent.type), _object_of(answered.type)
            if nested[0] in resources and nested[1] in resources:
                compare(resources[nested[0]], resources[nested[1]])
            if answered.nullable or answered.decision is not None or answered.type.name == "any":
                continue
            if sent.nullable:
                why = "may be null"
            elif not sent.required and not sent.has_default and not request.partial and answered.required:
                if sent.type.kind == "array":
                    continue  # an array left out is empty, not an invented value
                why = "may be left out and has no default"
            else:
                continue
            warn(
                response.name,
                answered.name,
                f"'{response.name}.{answered.name}' is never null, but '{request.name}.{sent.name}' {why}: "
                "make the response field nullable, give the request field a default, or say with a decision how it is filled.",
            )

    for op in operations:
        if op.body is not None and op.response_resource is not None:
            if op.body in resources and op.response_resource in resources:
                compare(resources[op.body], resources[op.response_resource])
    for resource in resources.values():
        if resource.role != "response":
            continue
        fields = {f.name: f for f in resource.public_fields}
        for name, field in fields.items():
            detail = fields.get(f"{name}{DETAIL_SUFFIX}")
            if field.nullable and field.relation and detail is not None and not detail.nullable:
                warn(
                    resource.name,
                    detail.name,
                    f"'{resource.name}.{detail.name}' is never null, but the relation '{name}' may be null: "
                    "make the detail nullable too.",
                )
    return warnings


def _object_of(t: ir.TypeRef) -> str | None:
    """The resource an object or array-of-objects type holds."""
    while t.kind == "array" and t.items is not None:
        t = t.items
    return t.name if t.kind == "object" else None
