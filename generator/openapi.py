"""The intermediate model as OpenAPI 3.1 documents: one per host and one combined."""

from __future__ import annotations

import json
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from multiprocessing import get_context
from typing import Any

from openapi_spec_validator import validate

from generator import ir
from generator import python_types as py
from generator.refs import referenced_schemas

JSON_TYPE: dict[str, dict[str, Any]] = {
    "string": {"type": "string"},
    "integer": {"type": "integer"},
    "number": {"type": "number"},
    "boolean": {"type": "boolean"},
    "date": {"type": "string", "format": "date"},
    "date-time": {"type": "string", "format": "date-time"},
    "uuid": {"type": "string", "format": "uuid"},
    "email": {"type": "string", "format": "email"},
    "uri": {"type": "string", "format": "uri"},
    "any": {},
    "object": {"type": "object", "additionalProperties": True},
}
INT64 = {"minimum": -(2**63), "maximum": 2**63 - 1}
NO_NUL = "^[^\\u0000]*$"  # PostgreSQL text cannot hold NUL, so no parameter may carry one
CSV_ITEM = "^[^,\\u0000]*$"  # nor can an item of a comma-separated list hold a comma
# What the query-string parsers (handwritten/runtime/querystring.py) accept, as JSON Schema
# patterns, for values that a JSON filter object carries as strings. Integers are at most 18
# digits so that every string the pattern admits is a 64-bit integer.
STRING_VALUE = {
    "integer": "[-+]?[0-9]{1,18}",
    "uuid": "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}",
    "string": "[^,\\u0000]+",
}
SECURITY_SCHEME = "ApiKey"


# Where every host serves the decisions page (templates/decisions.html.jinja), one anchor per key.
DECISIONS_PAGE = "/api/docs/decisions.html"


def decision_link(decision: ir.Decision) -> str:
    return f"[{decision.key}]({DECISIONS_PAGE}#{decision.key})"


def with_decision(text: str | None, *decisions: ir.Decision | None) -> str | None:
    """`text`, then one line linking the decisions behind it: their text is for the decisions page,
    not for every description an integrator, an SDK docstring or an assistant's tool list reads."""
    parts = [text] if text else []
    linked = [decision_link(d) for d in dict.fromkeys(d for d in decisions if d is not None)]
    if linked:
        parts.append(f"{'Decisions' if len(linked) > 1 else 'Decision'}: {', '.join(linked)}.")
    return "\n\n".join(parts) or None


def list_name(resource: str) -> str:
    return f"{resource}List"


def filter_object_name(operation: ir.Operation) -> str:
    return f"{operation.pascal}FilterObject"


class OpenApiBuilder:
    def __init__(self, spec: ir.Spec) -> None:
        self.spec = spec
        self.ops = {op.name: op for op in spec.operations}

    # -- schemas ---------------------------------------------------------------------------
    def type_schema(self, t: ir.TypeRef) -> dict[str, Any]:
        if t.kind == "scalar":
            return dict(JSON_TYPE[t.name])
        if t.kind in ("enum", "object"):
            return {"$ref": f"#/components/schemas/{t.name}"}
        if t.kind == "filters":
            return {"$ref": f"#/components/schemas/{filter_object_name(self.ops[t.name])}"}
        assert t.items is not None
        items = self.type_schema(t.items)
        _constrain(items, t.items.constraints)
        return {"type": "array", "items": items}

    def field_schema(self, f: ir.Field) -> dict[str, Any]:
        schema = self.type_schema(f.type)
        if f.validated_alone:
            # Any item is accepted into the request; one that is not the object is rejected alone,
            # in the response, so the schema must not call the request invalid for it.
            schema["items"] = {
                "anyOf": [schema["items"], {}],
                "description": "Validated alone: an item that does not match is rejected in its own result entry.",
            }
        _constrain(schema, f.constraints)
        if f.nullable:
            schema = _nullable(schema)
        description = with_decision(f.description, f.decision)
        if description:
            schema = (
                {**schema, "description": description}
                if "$ref" not in schema
                else {"allOf": [schema], "description": description}
            )
        if f.has_default:
            schema["default"] = f.default
        if f.examples:
            schema["examples"] = list(f.examples)
        return schema

    def resource_schema(self, r: ir.Resource) -> dict[str, Any]:
        fields = r.public_fields
        schema: dict[str, Any] = {
            "type": "object",
            "properties": {f.name: self.field_schema(f) for f in fields},
        }
        for f in r.read_only:
            schema["properties"][f.name] = self.read_only_schema(f)
        required = [f.name for f in fields if f.required]
        if required:
            schema["required"] = required
        if r.additional_properties is not None:
            schema["additionalProperties"] = self.type_schema(r.additional_properties)
        elif r.role == "request":
            schema["additionalProperties"] = False
        description = with_decision(r.description, r.decision)
        if description:
            schema["description"] = description
        return schema

    def read_only_schema(self, f: ir.Field) -> dict[str, Any]:
        """A field of the record a request body writes that the body does not: readOnly, as OpenAPI
        marks what a client may send back but does not write (decision read_only_fields). The server
        ignores it whatever its value; clients and fuzzers that honour readOnly leave it out."""
        schema = self.field_schema(replace(f, has_default=False))
        if "$ref" in schema:
            return {"allOf": [schema], "readOnly": True}
        return {**schema, "readOnly": True}

    def param_value_schema(self, p: ir.Param) -> dict[str, Any]:
        if p.role == "ordering":
            return {"type": "string", "enum": list(p.choices)}
        if p.value.kind == "scalar" and p.value.name == "any":
            return {"type": "string", "contentMediaType": "application/json"}  # a JSON value, written as text
        schema = self.type_schema(p.value)
        if p.value.kind == "scalar" and p.value.name == "integer":
            schema.update(INT64)
        if p.value.kind == "scalar" and p.value.name in ("string", "email", "uri"):
            schema["pattern"] = p.constraints.pattern or NO_NUL
        _constrain(schema, p.constraints)
        return schema

    def parameter(self, p: ir.Param) -> dict[str, Any]:
        value = self.param_value_schema(p)
        param: dict[str, Any] = {"name": p.name, "in": "query", "required": p.required}
        if p.many == "one":
            param["schema"] = value
        else:
            # At least one item, none empty: in a query string an empty list, a list of one empty
            # string and "a,,b" cannot be told apart from what was meant.
            if value.get("type") == "string" and "enum" not in value:
                value = {**value, "minLength": max(1, value.get("minLength", 0)), "pattern": CSV_ITEM}
            param["schema"] = {"type": "array", "items": value, "minItems": 1}
            param["style"], param["explode"] = "form", p.many == "multi"
        if p.default is not None:
            param["schema"]["default"] = p.default
        description = p.description
        # Both forms are accepted for every array parameter (decision array_parameters).
        # An item holding a comma is quoted as in CSV (decision array_parameters): the items'
        # pattern stays without commas, as a client that never quotes sends them.
        quoting = ' An item holding a comma is written in double quotes ("Q1, 2025"), a double quote inside it doubled.'
        if p.many == "csv":
            description = f"{description or ''} Comma-separated values (style form, explode false); repeating the parameter adds values.{quoting}".strip()
        elif p.many == "multi":
            description = f"{description or ''} Repeat the parameter for several values (style form, explode true); comma-separated values are accepted too.{quoting}".strip()
        description = with_decision(description, p.decision)
        if description:
            param["description"] = description
        return param

    def filter_object_schema(self, op: ir.Operation) -> dict[str, Any]:
        properties: dict[str, Any] = {}
        for p in op.filters:
            value = self.param_value_schema(p)
            # An exact pattern only where the parser accepts exactly it: no bounds or pattern of its own.
            c = p.constraints
            unconstrained = c.pattern is None and c.minimum is None and c.maximum is None and c.max_length is None
            item = STRING_VALUE.get(p.value.name) if p.value.kind == "scalar" and unconstrained else None
            if p.many == "multi":
                if value.get("type") == "string" and "enum" not in value:
                    value = {**value, "minLength": max(1, value.get("minLength", 0)), "pattern": CSV_ITEM}
                properties[p.name] = {"type": "array", "items": value}
            elif p.many == "csv" and item is not None:
                # Comma-separated, never an empty list nor an empty item (as in the query string).
                properties[p.name] = {"type": "string", "pattern": f"^{item}(,{item})*$"}
            elif p.many == "one" and p.value.name == "integer" and item is not None:
                # The query string's text, or a JSON integer (what a JSON client naturally sends).
                properties[p.name] = {
                    "anyOf": [{"type": "string", "pattern": f"^{item}$"}, {"type": "integer", **INT64}]
                }
            elif p.many == "csv" or value.get("type") != "string":
                fmt = {k: v for k, v in value.items() if k == "format"} if p.many == "one" else {}
                properties[p.name] = {"type": "string", **fmt, "pattern": NO_NUL}
            else:
                properties[p.name] = value
            properties[p.name]["description"] = (p.description or p.name) + (
                " Comma-separated." if p.many == "csv" else ""
            )
        return {
            "type": "object",
            "additionalProperties": False,
            "properties": properties,
            "description": f"The filters of {op.code} ({op.name}) as a JSON object; values are strings as in the query string.",
        }

    def error_response(self, e: ir.ErrorResponse) -> dict[str, Any]:
        response: dict[str, Any] = {
            "description": with_decision(e.description, e.decision),
            "content": {
                "application/json": {"schema": {"$ref": f"#/components/schemas/{e.schema}"}, "example": e.example}
            },
        }
        if e.headers:
            response["headers"] = {
                h.name: {"description": h.description, "schema": {"type": "string"}} for h in e.headers
            }
        return response

    def operation(self, op: ir.Operation, combined: bool) -> dict[str, Any]:
        parameters = [
            {
                "name": f.name,
                "in": "path",
                "required": True,
                "schema": self.param_value_schema(ir.Param(f.name, "query", f.type, constraints=f.constraints)),
                **({"description": f.description} if f.description else {}),
            }
            for f in op.path_parameters
        ] + [self.parameter(p) for p in op.query]
        idempotency = self.spec.idempotency
        if op.idempotent and idempotency is not None:
            parameters.append(
                {
                    "name": idempotency.header,
                    "in": "header",
                    "required": False,
                    "schema": {"type": "string", "minLength": 1, "maxLength": idempotency.max_length},
                    "description": with_decision(idempotency.description, idempotency.decision),
                }
            )
        responses: dict[str, Any] = {}
        if op.response_kind == "empty":
            responses[str(op.status)] = {"description": "Done; no content."}
        else:
            assert op.response_resource is not None
            name = list_name(op.response_resource) if op.is_list else op.response_resource
            responses[str(op.status)] = {
                "description": f"The {'page of ' if op.is_list else ''}{op.response_resource}.",
                "content": {"application/json": _media(name, op.response_example)},
            }
        headers = self.response_headers(op)
        if headers:
            responses[str(op.status)]["headers"] = headers
        by_status: dict[int, list[ir.ErrorResponse]] = {}
        for e in op.errors:
            by_status.setdefault(e.status, []).append(e)
        for status, errors in sorted(by_status.items()):
            first = self.error_response(errors[0])
            if len(errors) > 1:
                first["description"] = "\n\n".join(str(self.error_response(e)["description"]) for e in errors)
                first["content"]["application/json"]["examples"] = {e.key: {"value": e.example} for e in errors}
                del first["content"]["application/json"]["example"]
            responses[str(status)] = first
        result: dict[str, Any] = {
            "operationId": op.name,
            "summary": op.summary,
            "tags": [op.area],
            "x-code": op.code,
            "x-host": op.host,
            **({"x-permission": op.permission} if op.permission else {}),
            **({"x-extension": True} if op.extension else {}),
            "parameters": parameters,
            "responses": responses,
            "security": [] if op.anonymous else [{SECURITY_SCHEME: []}],
        }
        description = with_decision(op.description, *op.decisions)
        if op.permission is not None:
            needs = {
                "member": "any member with a role",
                "anyone": "any valid API key",
                "staff": "platform staff (is_staff), whatever their role",
            }.get(op.permission, f"a role with the permission {op.permission}")
            description = f"{description}\n\nPermission: {needs}." if description else f"Permission: {needs}."
        if description:
            result["description"] = description
        if op.limits:
            result["x-limits"] = dict(op.limits)
        if op.body:
            # A body whose every field is optional (a partial update) may be left out: the empty
            # body is an empty object, as DRF's PATCH takes it, and the OpenAPI says so.
            fields = self.spec.resources[op.body].fields
            result["requestBody"] = {
                "required": any(field.required for field in fields),
                "content": {"application/json": _media(op.body, op.request_example)},
            }
        if combined:
            result["servers"] = [self.server(self.host(op.host))]
        return result

    def response_headers(self, op: ir.Operation) -> dict[str, Any]:
        """The headers a successful response of `op` carries, as references to components/headers."""
        conditions = {"always": True, "authenticated": not op.anonymous, "idempotent": op.idempotent}
        return {
            header.name: {"$ref": f"#/components/headers/{header.name}"}
            for condition, headers in self.spec.response_headers.items()
            if conditions.get(condition)
            for header in headers
        }

    # -- documents -------------------------------------------------------------------------
    def host(self, name: str) -> ir.Host:
        return next(h for h in self.spec.hosts if h.name == name)

    @staticmethod
    def server(host: ir.Host) -> dict[str, Any]:
        return {
            "url": f"{{{host.placeholder}}}",
            "description": f"{host.name}: {host.serves}",
            "variables": {host.placeholder: {"default": host.default_url}},
        }

    def document(self, host: str | None) -> dict[str, Any]:
        ops = [op for op in self.spec.operations if host is None or op.host == host]
        paths: dict[str, dict[str, Any]] = {}
        for op in ops:
            paths.setdefault(op.path, {})[op.method.lower()] = self.operation(op, combined=host is None)
        schemas = self.all_schemas()
        used = referenced_schemas({"paths": paths}, schemas)
        hosts = self.spec.hosts if host is None else (self.host(host),)
        title = self.spec.title if host is None else f"{self.spec.title}: {host}"
        doc: dict[str, Any] = {
            "openapi": "3.1.0",
            "info": {"title": title, "version": self.spec.version, "description": self.spec.description},
            "servers": [self.server(h) for h in hosts],
            "tags": [{"name": area} for area in sorted({op.area for op in ops})],
            "paths": paths,
            "components": {
                "schemas": {name: schemas[name] for name in sorted(used)},
                "headers": {
                    header.name: {"description": header.description, "schema": {"type": "string"}}
                    for headers in self.spec.response_headers.values()
                    for header in headers
                },
                "securitySchemes": {
                    SECURITY_SCHEME: {
                        "type": "apiKey",
                        "in": "header",
                        "name": "Authorization",
                        "description": (
                            "Send the header Authorization with the scheme ApiKey, a space and your key "
                            "(Authorization: ApiKey cnp_...). The same key is accepted on every host."
                        ),
                    }
                },
            },
        }
        return doc

    def all_schemas(self) -> dict[str, Any]:
        schemas: dict[str, Any] = {}
        for enum in self.spec.enums.values():
            schemas[enum.name] = {"type": "string", "enum": list(enum.values)}
            description = with_decision(enum.description, enum.decision)
            if description:
                schemas[enum.name]["description"] = description
            members = [py.enum_member(value) for value in enum.values]
            if members != [value.upper() for value in enum.values]:
                # Values that are no identifiers (30d): clients name the members as generated/enums.py
                # does (openapi-python-client reads x-enum-varnames) instead of by position.
                schemas[enum.name]["x-enum-varnames"] = members
        for resource in self.spec.resources.values():
            schemas[resource.name] = self.resource_schema(resource)
        for op in self.spec.operations:
            if op.is_list and op.response_resource:
                schemas[list_name(op.response_resource)] = {
                    "type": "object",
                    "required": ["count", "results"],
                    "properties": {
                        "count": {"type": "integer", "description": "Total number of matches."},
                        "results": {"type": "array", "items": {"$ref": f"#/components/schemas/{op.response_resource}"}},
                    },
                }
                schemas[filter_object_name(op)] = self.filter_object_schema(op)
        return schemas


def _media(schema: str, example: ir.Example | None) -> dict[str, Any]:
    """A JSON media type object: its schema and, when the spec gives one, its (checked) example."""
    media: dict[str, Any] = {"schema": {"$ref": f"#/components/schemas/{schema}"}}
    if example is not None:
        media["example"] = example.value
    return media


def _constrain(schema: dict[str, Any], c: ir.Constraints) -> None:
    for key, value in (
        ("minLength", c.min_length),
        ("maxLength", c.max_length),
        ("minimum", c.minimum),
        ("maximum", c.maximum),
        ("minItems", c.min_items),
        ("maxItems", c.max_items),
        ("pattern", c.pattern),
    ):
        if value is not None:
            schema[key] = int(value) if isinstance(value, float) and value.is_integer() else value


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    if not schema:
        return schema
    if isinstance(schema.get("type"), str) and "$ref" not in schema:
        return {**schema, "type": [schema["type"], "null"]}
    return {"anyOf": [schema, {"type": "null"}]}


def build_documents(spec: ir.Spec) -> dict[str, dict[str, Any]]:
    """One document per host and the combined one, each checked by openapi-spec-validator.

    Validation dominates generation time, so the documents are checked in parallel processes.
    """
    builder = OpenApiBuilder(spec)
    documents = {host.name: builder.document(host.name) for host in spec.hosts}
    documents["combined"] = builder.document(None)
    # JSON round trip: plain trees without shared objects, so YAML needs no anchors.
    documents = {name: json.loads(json.dumps(doc)) for name, doc in documents.items()}
    biggest_first = sorted(documents, key=lambda n: -len(documents[n]["paths"]))
    with ProcessPoolExecutor(max_workers=min(2, os.cpu_count() or 1), mp_context=get_context("fork")) as pool:
        for name, error in zip(
            biggest_first, pool.map(_validation_error, [documents[n] for n in biggest_first]), strict=True
        ):
            if error:
                raise ValueError(f"The generated OpenAPI document '{name}' is invalid: {error}")
    return documents


def _validation_error(document: dict[str, Any]) -> str | None:
    try:
        validate(document)
    except Exception as exc:  # the validator's errors are many types; report any of them
        return str(exc).splitlines()[0]
    return None
