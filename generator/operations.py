"""Operations of operations/*.yaml: codes, routes, bodies, responses, errors, permissions.

Each operation's query parameters are the QueryBuilder's (queries.py).
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

from generator import ir
from generator.queries import QueryBuilder
from generator.resources import ResourceBuilder
from generator.sources import Path_, SourceFile
from generator.writes import written_by

_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


class OperationBuilder(QueryBuilder):
    """Operations of every operations/*.yaml file, expanded into parameters and checked."""

    def __init__(
        self,
        builder: ResourceBuilder,
        service: SourceFile,
        errors: dict[str, ir.ErrorResponse],
        pagination: ir.Pagination,
        idempotency: ir.Idempotency | None,
    ) -> None:
        self.b = builder
        self.service = service
        self.errors = errors
        self.pagination = pagination
        self.idempotency = idempotency
        self.raw: dict[str, tuple[SourceFile, Path_, dict[str, Any]]] = {}

    def build(self, sources: list[SourceFile], hosts: set[str]) -> tuple[ir.Operation, ...]:
        codes: dict[str, str] = {}
        routes: dict[tuple[str, str], str] = {}
        for source in sources:
            if source.data["host"] not in hosts:
                self.b.problem(
                    source, ("host",), f"Host '{source.data['host']}' is not one of: {', '.join(sorted(hosts))}."
                )
            for name, raw in source.data["operations"].items():
                path = ("operations", name)
                if name in self.raw:
                    self.b.problem(source, path, f"Operation '{name}' is already defined in {self.raw[name][0].name}.")
                    continue
                self.raw[name] = (source, path, raw)
                if raw["code"] in codes:
                    self.b.problem(
                        source,
                        (*path, "code"),
                        f"Code {raw['code']} is already used by operation '{codes[raw['code']]}'.",
                    )
                codes.setdefault(raw["code"], name)
                route = (raw["method"], raw["path"])
                if route in routes:
                    self.b.problem(
                        source,
                        (*path, "path"),
                        f"{raw['method']} {raw['path']} is already operation '{routes[route]}'.",
                    )
                routes.setdefault(route, name)
        built = [self.operation(name, *entry) for name, entry in self.raw.items()]
        return tuple(op for op in built if op is not None)

    def _inherited(self, source: SourceFile, path: Path_, raw: dict[str, Any]) -> dict[str, Any]:
        """Filters, search and filter_on copied from the operation named by filters_from."""
        if "filters_from" not in raw:
            return raw
        other = self.raw.get(raw["filters_from"])
        if other is None:
            self.b.problem(
                source,
                (*path, "filters_from"),
                f"filters_from names '{raw['filters_from']}', which is not an operation.",
            )
            return raw
        other_raw = other[2]
        merged = dict(raw)
        merged.setdefault("filter_on", other_raw.get("filter_on") or other_raw.get("response", {}).get("list_of"))
        merged["filters"] = {**other_raw.get("filters", {}), **raw.get("filters", {})}
        merged.setdefault("search", other_raw.get("search", []))
        return merged

    def operation(self, name: str, source: SourceFile, path: Path_, raw: dict[str, Any]) -> ir.Operation | None:
        b = self.b
        raw = self._inherited(source, path, raw)
        response = raw["response"]
        kinds = [k for k in ("resource", "list_of") if k in response]
        if len(kinds) > 1:
            b.problem(source, (*path, "response"), "A response names either resource or list_of, not both.")
        response_resource = response.get("resource") or response.get("list_of")
        if response_resource is not None and response_resource not in b.resources:
            b.problem(source, (*path, "response"), f"Response resource '{response_resource}' does not exist.")
        response_kind: Literal["resource", "list", "empty"] = (
            "list" if "list_of" in response else "resource" if "resource" in response else "empty"
        )
        status = response.get("status", 204 if response_kind == "empty" else 200)
        if response_kind == "empty" and status != 204:
            b.problem(source, (*path, "response"), "A response without a resource must have status 204.")
        body = raw.get("body")
        if body is not None and body not in b.resources:
            b.problem(source, (*path, "body"), f"Body resource '{body}' does not exist.")
        elif body is not None and b.resources[body].role != "request" and body not in b.broken:
            b.problem(source, (*path, "body"), f"Body resource '{body}' is not a request resource (role: request).")
        written = b.resources[body].writes if body in b.resources else None
        if written is not None and response_kind == "resource" and response_resource in b.resources:
            if not written_by(b.resources, response_resource, written):
                b.problem(
                    source,
                    (*path, "response"),
                    f"'{body}' writes '{written}', so operation '{name}' answers '{written}' or a resource "
                    f"based on it, not '{response_resource}'.",
                )

        path_parameters = self._path_parameters(source, path, raw)
        filter_resource = raw.get("filter_on") or response.get("list_of")
        if raw.get("filters") and filter_resource is None:
            b.problem(
                source, (*path, "filters"), "Filters need a list response or filter_on to say which resource they read."
            )
        query = self._query(source, path, raw, filter_resource, response_kind == "list")
        search = tuple(self._search(source, path, raw, filter_resource))
        ordering = self._ordering(
            source, path, raw, response_resource if response_kind == "list" else None, filter_resource
        )
        if ordering is not None and response_kind != "list":
            b.problem(source, (*path, "ordering"), "Only list operations can have an ordering.")
        listed = b.resources.get(response_resource or "")
        has_id = listed is not None and any(f.name == "id" for f in listed.fields)
        params = [*query, *self._ordering_params(ordering, has_id), *self._page_params(response_kind == "list")]
        seen: set[str] = set()
        for param in params:
            if param.name in seen:
                b.problem(source, path, f"Query parameter '{param.name}' is defined twice.")
            seen.add(param.name)

        has_input = bool(params or path_parameters or body)
        anonymous = raw.get("anonymous", False)
        idempotent = not anonymous and self.idempotency is not None and raw["method"] in self.idempotency.methods
        rate_class = self._rate_class(source, path, raw)
        if anonymous and "permission" in raw:
            b.problem(source, (*path, "permission"), f"Operation '{name}' is anonymous, so it takes no permission.")
        elif not anonymous and "permission" not in raw:
            b.problem(
                source,
                path,
                f"Operation '{name}' names no permission: give the codename its caller's role must hold "
                "(such as view_invitation), member, or anyone.",
            )
        errors = self._operation_errors(source, path, raw, has_input, bool(path_parameters), bool(body), idempotent)
        decisions = tuple(
            d for d in (b.decision(source, (*path, "decisions"), k) for k in raw.get("decisions", [])) if d
        )
        response_decision = b.decision(source, (*path, "response", "decision"), response.get("decision"))
        if response_decision:
            decisions = (*decisions, response_decision)
        # Decisions that follow from the operation's shape, recorded once and attached wherever they apply.
        implied = [
            ("create_status", raw["method"] == "POST"),
            ("read_only_fields", written is not None),
            ("array_parameters", any(p.many != "one" for p in params)),
            ("inferred_paths", raw["path_source"] == "inferred"),
        ]
        for key, applies in implied:
            if applies and key in b.decisions and b.decisions[key] not in decisions:
                decisions = (*decisions, b.decisions[key])
        request_example, response_example = self._examples(source, path, raw, bool(body), response_kind != "empty")
        return ir.Operation(
            name=name,
            code=raw["code"],
            summary=raw["summary"],
            host=source.data["host"],
            area=Path(source.name).stem,
            source=source.name,
            method=raw["method"],
            path=raw["path"],
            path_source=raw["path_source"],
            anonymous=raw.get("anonymous", False),
            path_parameters=path_parameters,
            query=tuple(params),
            response_kind=response_kind,
            response_resource=response_resource,
            status=status,
            errors=errors,
            description=raw.get("description"),
            body=body,
            filter_resource=filter_resource,
            search=search,
            ordering=ordering,
            decisions=decisions,
            limits=tuple(sorted(raw.get("limits", {}).items())),
            idempotent=idempotent,
            rate_class=rate_class,
            permission=None if anonymous else raw.get("permission"),
            extension=raw.get("extension", False),
            request_example=request_example,
            response_example=response_example,
        )

    def _examples(
        self, source: SourceFile, path: Path_, raw: dict[str, Any], has_body: bool, has_response: bool
    ) -> tuple[ir.Example | None, ir.Example | None]:
        """The operation's examples; whether they fit their schemas is checked in generator/examples.py."""
        given = raw.get("examples", {})
        found: list[ir.Example | None] = []
        for key, applies, why in (
            ("request", has_body, "it takes no body"),
            ("response", has_response, "it answers no content"),
        ):
            if key not in given:
                found.append(None)
            elif not applies:
                self.b.problem(source, (*path, "examples", key), f"An example {key} is given, but {why}.")
                found.append(None)
            else:
                found.append(ir.Example(given[key], source.name, source.line((*path, "examples", key))))
        return found[0], found[1]

    def _rate_class(self, source: SourceFile, path: Path_, raw: dict[str, Any]) -> str | None:
        """The operation's rate limit class: named, or the method's (reads for GET, writes otherwise)."""
        classes = self.service.data.get("rate_classes", [])
        if raw.get("anonymous", False):
            if "rate_class" in raw:
                self.b.problem(source, (*path, "rate_class"), "An anonymous operation has no per-key rate class.")
            return None
        named = raw.get("rate_class") or ("reads" if raw["method"] == "GET" else "writes")
        if classes and named not in classes:
            self.b.problem(
                source,
                (*path, "rate_class"),
                f"Rate class '{named}' is not one of service.yaml's rate_classes: {', '.join(classes)}.",
            )
        return named if classes else None

    def _path_parameters(self, source: SourceFile, path: Path_, raw: dict[str, Any]) -> tuple[ir.Field, ...]:
        in_path = _PLACEHOLDER.findall(raw["path"])
        declared = raw.get("path_parameters", {})
        for missing in [p for p in in_path if p not in declared]:
            self.b.problem(
                source, (*path, "path"), f"Path placeholder '{{{missing}}}' has no entry in path_parameters."
            )
        for extra in [p for p in declared if p not in in_path]:
            self.b.problem(
                source,
                (*path, "path_parameters", extra),
                f"Path parameter '{extra}' does not appear in the path {raw['path']}.",
            )
        fields = []
        for name in in_path:
            if name in declared:
                built = self.b.field(source, (*path, "path_parameters", name), name, declared[name], "request")
                if built is not None:
                    fields.append(replace(built, required=True))
        return tuple(fields)

    def _operation_errors(
        self,
        source: SourceFile,
        path: Path_,
        raw: dict[str, Any],
        has_input: bool,
        has_path: bool,
        has_body: bool,
        idempotent: bool,
    ) -> tuple[ir.ErrorResponse, ...]:
        defaults = self.service.data["default_errors"]
        keys = list(raw.get("errors", []))
        for condition, applies in (
            ("always", True),
            ("authenticated", not raw.get("anonymous", False)),
            ("has_input", has_input),
            ("has_path_parameters", has_path),
            ("has_body", has_body),
            ("idempotent", idempotent),
        ):
            if applies:
                keys.extend(defaults.get(condition, []))
        for query in raw.get("query", {}).values():
            # Unknown keys here were reported at the parameter (in _query); keep only known ones.
            keys.extend(k for k in query.get("errors", []) if k in self.errors)
        result = {}
        for key in keys:
            if key not in self.errors:
                self.b.problem(source, (*path, "errors"), f"Error '{key}' is not defined in spec/errors.yaml.")
            else:
                result[key] = self.errors[key]
        return tuple(sorted(result.values(), key=lambda e: (e.status, e.key)))
