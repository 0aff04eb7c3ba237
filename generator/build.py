"""Raw spec files -> the intermediate model, with every semantic check.

Checks run after the JSON Schema has accepted each file, so shapes can be trusted here; what
remains are the cross-references: fields, lookups, enums, resources, paths, codes. Problems are
collected as values and raised together at the end.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

from generator import ir
from generator.lookups import JSON, LOOKUPS, TEXT, Many, parameter_name
from generator.nullability import nullability_warnings
from generator.problems import Problem, SpecError
from generator.schema import FILE_KINDS, check_file
from generator.sources import Path_, SourceFile, load_source

SINGLE_FILES = ("service.yaml", "errors.yaml", "decisions.yaml", "enums.yaml")
TYPE_KEYS = ("type", "enum", "object", "array", "filters_of")
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


def load_spec(root: Path) -> ir.Spec:
    """Read, check and resolve the spec under `root`; raise SpecError listing every mistake."""
    problems: list[Problem] = []
    sources = _read_sources(root, problems)
    if not problems:
        spec = _Builder(sources, problems).build()
    if problems:
        raise SpecError(problems)
    return spec


def _read_sources(root: Path, problems: list[Problem]) -> dict[str, list[SourceFile]]:
    if not root.is_dir():
        problems.append(Problem(str(root), 1, "The spec folder does not exist."))
        return {}
    by_kind: dict[str, list[SourceFile]] = {kind: [] for kind in FILE_KINDS.values()}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        name = f"{root.name}/{rel.as_posix()}"
        if path.is_dir() or rel.parts[0].startswith("."):
            continue
        kind = FILE_KINDS.get(rel.parts[0]) if len(rel.parts) == 2 else FILE_KINDS.get(rel.name)
        if (
            len(rel.parts) > 2
            or kind is None
            or path.suffix != ".yaml"
            or (len(rel.parts) == 1 and rel.name not in SINGLE_FILES)
        ):
            problems.append(
                Problem(
                    name,
                    1,
                    "This file has no place in the spec: expected one of "
                    f"{', '.join(SINGLE_FILES)}, resources/*.yaml or operations/*.yaml.",
                )
            )
            continue
        source = load_source(path, name, problems)
        if source is None:
            continue
        schema_problems = check_file(source, kind)
        problems.extend(schema_problems)
        if not schema_problems:
            by_kind[kind].append(source)
    for single in SINGLE_FILES:
        if not (root / single).is_file():
            problems.append(Problem(f"{root.name}/{single}", 1, "This required spec file is missing."))
    return by_kind


class _Builder:
    def __init__(self, sources: dict[str, list[SourceFile]], problems: list[Problem]) -> None:
        self.sources = sources
        self.problems = problems
        self.decisions: dict[str, ir.Decision] = {}
        self.enums: dict[str, ir.Enum] = {}
        self.raw_resources: dict[str, tuple[SourceFile, Path_]] = {}
        self.resources: dict[str, ir.Resource] = {}
        self._resolving: set[str] = set()
        self.filters_of_refs: list[tuple[SourceFile, Path_, str]] = []
        self.broken: set[str] = set()  # resources with a problem of their own; no knock-on problems

    # -- helpers ---------------------------------------------------------------------------
    def problem(self, source: SourceFile, path: Path_, message: str) -> None:
        self.problems.append(Problem(source.name, source.line(path), message))

    def _one(self, kind: str) -> SourceFile:
        return self.sources[kind][0]

    def decision(self, source: SourceFile, path: Path_, key: str | None) -> ir.Decision | None:
        if key is None:
            return None
        if key not in self.decisions:
            self.problem(source, path, f"Decision '{key}' is not defined in spec/decisions.yaml.")
        return self.decisions.get(key)

    # -- whole spec ------------------------------------------------------------------------
    def build(self) -> ir.Spec:
        service = self._one("service_file")
        for key, raw in self._one("decisions_file").data["decisions"].items():
            self.decisions[key] = ir.Decision(key, raw["topic"], raw["decision"], raw["basis"])
        enums_file = self._one("enums_file")
        for name, raw in enums_file.data["enums"].items():
            self.enums[name] = ir.Enum(
                name,
                tuple(raw["values"]),
                raw.get("description"),
                self.decision(enums_file, ("enums", name, "decision"), raw.get("decision")),
            )
        for source in self.sources["resources_file"]:
            for name in source.data["resources"]:
                if name in self.raw_resources:
                    self.problem(
                        source,
                        ("resources", name),
                        f"Resource '{name}' is already defined in {self.raw_resources[name][0].name}.",
                    )
                else:
                    self.raw_resources[name] = (source, ("resources", name))
        for name in self.raw_resources:
            self.resource(name)
        errors = self._errors()
        data = service.data
        pagination = ir.Pagination(
            data["pagination"]["default_limit"],
            data["pagination"]["max_limit"],
            self.decision(service, ("pagination",), data["pagination"].get("decision")),
        )
        if pagination.default_limit > pagination.max_limit:
            self.problem(service, ("pagination",), "default_limit is larger than max_limit.")
        hosts = tuple(
            ir.Host(name, h["placeholder"], h["serves"], h["default_url"]) for name, h in data["hosts"].items()
        )
        idempotency = None
        if "idempotency" in data:
            raw_idem = data["idempotency"]
            idempotency = ir.Idempotency(
                raw_idem["header"],
                tuple(raw_idem["methods"]),
                raw_idem["max_length"],
                raw_idem["description"],
                self.decision(service, ("idempotency", "decision"), raw_idem.get("decision")),
            )
        response_headers = {
            condition: tuple(ir.Header(name, h["description"]) for name, h in headers.items())
            for condition, headers in data.get("response_headers", {}).items()
        }
        operations = _Operations(self, service, errors, pagination, idempotency).build({h.name for h in hosts})
        list_ops = {op.name for op in operations if op.is_list}
        for source, path, target in self.filters_of_refs:
            if target not in list_ops:
                self.problem(source, path, f"filters_of names '{target}', which is not a list operation.")
        areas = tuple(sorted({op.area for op in operations}))
        warnings = nullability_warnings(self.resources, operations, self._field_line)
        return ir.Spec(
            data["title"],
            data["version"],
            data.get("description", ""),
            hosts,
            pagination,
            self.enums,
            dict(sorted(self.resources.items())),
            operations,
            errors,
            self.decisions,
            areas,
            warnings=tuple(sorted(set(warnings))),
            idempotency=idempotency,
            response_headers=response_headers,
            rate_classes=tuple(data.get("rate_classes", ())),
            permissions_decision=self.decision(
                service, ("permissions", "decision"), data.get("permissions", {}).get("decision")
            ),
        )

    def _field_line(self, resource: str, field: str) -> tuple[str, int]:
        source, path = self.raw_resources[resource]
        return source.name, source.line((*path, "fields", field))

    def _errors(self) -> dict[str, ir.ErrorResponse]:
        source = self._one("errors_file")
        result = {}
        for key, raw in source.data["errors"].items():
            path = ("errors", key)
            if raw["schema"] not in self.raw_resources:
                self.problem(
                    source, (*path, "schema"), f"Error '{key}' uses schema '{raw['schema']}', which is not a resource."
                )
            if raw["source"] == "decided" and "decision" not in raw:
                self.problem(source, path, f"Error '{key}' is decided, so it needs a decision note.")
            headers = tuple(ir.Header(n, h["description"]) for n, h in sorted(raw.get("headers", {}).items()))
            result[key] = ir.ErrorResponse(
                key,
                raw["status"],
                raw["source"],
                raw["description"],
                raw["schema"],
                raw["example"],
                headers,
                self.decision(source, (*path, "decision"), raw.get("decision")),
            )
        return result

    # -- resources -------------------------------------------------------------------------
    def resource(self, name: str) -> ir.Resource | None:
        if name in self.resources:
            return self.resources[name]
        if name not in self.raw_resources:
            return None
        source, path = self.raw_resources[name]
        if name in self._resolving:
            self.problem(source, (*path, "base"), f"Resource '{name}' is its own base through a cycle.")
            return None
        self._resolving.add(name)
        raw = source.data["resources"][name]
        role = raw.get("role", "response")
        fields: dict[str, ir.Field] = {}
        if "base" in raw:
            base = self.resource(raw["base"])
            if base is None:
                self.broken.add(name)
                if raw["base"] not in self.raw_resources:
                    self.problem(source, (*path, "base"), f"Base resource '{raw['base']}' does not exist.")
            else:
                role = raw.get("role", base.role)
                fields = {f.name: f for f in base.fields}
                if "only" in raw:
                    for missing in [n for n in raw["only"] if n not in fields]:
                        self.problem(
                            source,
                            (*path, "only"),
                            f"'only' names '{missing}', which is not a field of '{raw['base']}'.",
                        )
                    fields = {n: fields[n] for n in raw["only"] if n in fields}
        elif "only" in raw or "partial" in raw:
            self.problem(source, path, f"Resource '{name}' uses 'only' or 'partial' without a base.")
        for field_name, raw_field in (raw.get("fields") or {}).items():
            built = self.field(source, (*path, "fields", field_name), field_name, raw_field, role)
            if built is not None:
                fields[field_name] = built
        if raw.get("partial"):
            # A partial update applies no defaults (DRF's partial=True): an absent key changes nothing.
            fields = {n: replace(f, required=False, has_default=False, default=None) for n, f in fields.items()}
        extra = None
        if "additional_properties" in raw:
            extra = self.type_ref(
                source, (*path, "additional_properties"), "additional_properties", raw["additional_properties"]
            )
        resource = ir.Resource(
            name,
            role,
            tuple(fields.values()),
            raw.get("description"),
            self.decision(source, (*path, "decision"), raw.get("decision")),
            extra,
            partial=bool(raw.get("partial")),
        )
        self._resolving.discard(name)
        self.resources[name] = resource
        return resource

    def type_ref(self, source: SourceFile, path: Path_, name: str, raw: dict[str, Any]) -> ir.TypeRef | None:
        given = [k for k in TYPE_KEYS if k in raw]
        if not given:
            required = " required" if raw.get("required") else ""
            self.problem(source, path, f"The{required} field '{name}' has no type: give one of {', '.join(TYPE_KEYS)}.")
            return None
        if len(given) > 1:
            self.problem(source, path, f"Field '{name}' gives several types ({', '.join(given)}); give exactly one.")
            return None
        key = given[0]
        value = raw[key]
        if key == "type":
            return ir.TypeRef("scalar", value)
        if key == "enum":
            if value not in self.enums:
                self.problem(
                    source,
                    (*path, "enum"),
                    f"Field '{name}' uses enum '{value}', which is not defined in spec/enums.yaml.",
                )
                return None
            return ir.TypeRef("enum", value)
        if key == "object":
            if value not in self.raw_resources:
                self.problem(
                    source, (*path, "object"), f"Field '{name}' refers to resource '{value}', which does not exist."
                )
                return None
            return ir.TypeRef("object", value)
        if key == "filters_of":
            self.filters_of_refs.append((source, (*path, "filters_of"), value))
            return ir.TypeRef("filters", value)
        items = self.type_ref(source, (*path, "array"), f"{name}[]", value)
        if items is None:
            return None
        item_limits = self.constraints(source, (*path, "array"), f"{name}[]", value)
        return ir.TypeRef("array", "array", replace(items, constraints=item_limits))

    def field(self, source: SourceFile, path: Path_, name: str, raw: dict[str, Any], role: str) -> ir.Field | None:
        type_ref = self.type_ref(source, path, name, raw)
        if raw.get("relation") and raw["relation"] not in self.raw_resources:
            self.problem(
                source,
                (*path, "relation"),
                f"Field '{name}' is a relation to '{raw['relation']}', which does not exist.",
            )
        constraints = self.constraints(source, path, name, raw)
        if type_ref is None:
            return None
        if type_ref.kind == "array" and (raw.get("min_length") is not None or raw.get("max_length") is not None):
            self.problem(
                source, path, f"Field '{name}' is an array: use min_items/max_items, not min_length/max_length."
            )
        if raw.get("validated_alone") and (
            role != "request" or type_ref.kind != "array" or type_ref.items is None or type_ref.items.kind != "object"
        ):
            self.problem(
                source,
                (*path, "validated_alone"),
                f"Field '{name}' is validated_alone, which only an array of objects in a request resource can be.",
            )
        return ir.Field(
            name=name,
            type=type_ref,
            nullable=raw.get("nullable", False),
            required=raw.get("required", role == "response"),
            internal=raw.get("internal", False),
            relation=raw.get("relation"),
            has_default="default" in raw,
            default=raw.get("default"),
            constraints=constraints,
            description=raw.get("description"),
            decision=self.decision(source, (*path, "decision"), raw.get("decision")),
            examples=tuple(raw.get("examples", ())),
            validated_alone=raw.get("validated_alone", False),
        )

    def constraints(self, source: SourceFile, path: Path_, name: str, raw: dict[str, Any]) -> ir.Constraints:
        for low, high in (("min_length", "max_length"), ("minimum", "maximum"), ("min_items", "max_items")):
            if raw.get(low) is not None and raw.get(high) is not None and raw[low] > raw[high]:
                self.problem(source, path, f"Field '{name}' has {low} {raw[low]} above {high} {raw[high]}.")
        return ir.Constraints(
            raw.get("min_length"),
            raw.get("max_length"),
            raw.get("minimum"),
            raw.get("maximum"),
            raw.get("min_items"),
            raw.get("max_items"),
            raw.get("pattern"),
        )

    def resolve_path(self, resource: str, dotted: str) -> ir.Field | str:
        """Follow `a__b__c` from `resource`; the final field, or why it cannot be followed."""
        current, current_name = self.resources.get(resource), resource
        segments = dotted.split("__")
        for index, segment in enumerate(segments):
            if current is None:
                return f"resource '{current_name}' does not exist"
            found = next((f for f in current.fields if f.name == segment), None)
            if found is None:
                return f"'{current.name}' has no field '{segment}'"
            if index == len(segments) - 1:
                return found
            target = found.relation
            if target is None and found.type.kind == "object":
                target = found.type.name
            if target is None and found.type.kind == "array" and found.type.items and found.type.items.kind == "object":
                target = found.type.items.name
            if target is None:
                return f"field '{segment}' of '{current.name}' is not a relation, so '{segments[index + 1]}' cannot be reached through it"
            current, current_name = self.resources.get(target), target
        raise AssertionError("unreachable")  # pragma: no cover


class _Operations:
    """Operations of every operations/*.yaml file, expanded into parameters and checked."""

    def __init__(
        self,
        builder: _Builder,
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

    def build(self, hosts: set[str]) -> tuple[ir.Operation, ...]:
        codes: dict[str, str] = {}
        routes: dict[tuple[str, str], str] = {}
        for source in self.b.sources["operations_file"]:
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
            ("array_parameters", any(p.many != "one" for p in params)),
            ("inferred_paths", raw["path_source"] == "inferred"),
        ]
        for key, applies in implied:
            if applies and key in b.decisions and b.decisions[key] not in decisions:
                decisions = (*decisions, b.decisions[key])
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
        )

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

    def _query(
        self, source: SourceFile, path: Path_, raw: dict[str, Any], resource: str | None, is_list: bool
    ) -> list[ir.Param]:
        b = self.b
        params = []
        for name, raw_param in raw.get("query", {}).items():
            where = (*path, "query", name)
            field = b.field(source, where, name, raw_param, "request")
            if field is None:
                continue
            for key in raw_param.get("errors", []):
                if key not in self.errors:
                    b.problem(source, (*where, "errors"), f"Error '{key}' is not defined in spec/errors.yaml.")
            many: Many = "one"
            value: ir.TypeRef | None = field.type
            if field.type.kind == "array" and field.type.items is not None:
                many, value = raw_param.get("style", "multi"), field.type.items
            assert value is not None
            params.append(
                ir.Param(
                    name,
                    "query",
                    value,
                    many,
                    field.required,
                    field.default,
                    field.constraints,
                    field.description,
                    field.decision,
                    errors=tuple(raw_param.get("errors", [])),
                )
            )
        for key, raw_filter in raw.get("filters", {}).items():
            where = (*path, "filters", key)
            if resource is None or resource not in b.resources:
                continue
            dotted = raw_filter.get("path", key)
            target = b.resolve_path(resource, dotted)
            if isinstance(target, str):
                b.problem(source, where, f"Filter '{key}' names a field that does not exist: {target}.")
                continue
            family = (
                target.type.items.family if target.type.kind == "array" and target.type.items else target.type.family
            )
            for lookup_name in raw_filter["lookups"]:
                lookup = LOOKUPS[lookup_name]
                fits = family in lookup.family or (lookup_name == "isnull" and target.type.kind == "array")
                if lookup.needs_nullable and not (target.nullable or target.relation or target.type.kind == "array"):
                    fits = False
                if not fits:
                    self.b.problem(
                        source,
                        (*where, "lookups"),
                        f"Lookup '{lookup_name}' does not fit filter '{key}': its field is {_describe(target)}.",
                    )
                    continue
                value = {
                    "boolean": ir.TypeRef("scalar", "boolean"),
                    "date": ir.TypeRef("scalar", "date"),
                    "string": ir.TypeRef("scalar", "string"),
                }.get(lookup.value)
                if lookup.json_value and family in JSON:
                    value = ir.TypeRef("scalar", "any")  # a JSON value, read by qs.json_value
                if value is None:
                    value = target.type.items if target.type.kind == "array" and target.type.items else target.type
                if value.kind == "scalar" and value.name in ("email", "uri"):
                    # A filter looks for text (a prefix, a fragment, a whole value), not for a valid address.
                    value = ir.TypeRef("scalar", "string")
                limits = (
                    target.type.items.constraints
                    if target.type.kind == "array" and target.type.items
                    else target.constraints
                )
                constraints = limits if lookup.value == "field" else ir.Constraints()
                if "minimum" in raw_filter or "maximum" in raw_filter:
                    constraints = ir.Constraints(minimum=raw_filter.get("minimum"), maximum=raw_filter.get("maximum"))
                name = raw_filter.get("params", {}).get(lookup_name, parameter_name(key, lookup_name))
                params.append(
                    ir.Param(
                        name,
                        "filter",
                        value,
                        lookup.many,
                        constraints=_value_constraints(constraints),
                        description=raw_filter.get("description") or f"{key.replace('__', '.')}: {lookup.description}",
                        decision=b.decision(source, (*where, "decision"), raw_filter.get("decision")),
                        path=tuple(dotted.split("__")),
                        lookup=lookup_name,
                    )
                )
            for lookup_name in raw_filter.get("params", {}):
                if lookup_name not in raw_filter["lookups"]:
                    b.problem(
                        source,
                        (*where, "params"),
                        f"params renames lookup '{lookup_name}', which filter '{key}' does not list.",
                    )
        if raw.get("search"):
            params.append(
                ir.Param(
                    "search",
                    "search",
                    ir.TypeRef("scalar", "string"),
                    description="Free text; every whitespace-separated term must match one of: "
                    + ", ".join(f.replace("__", ".") for f in raw["search"])
                    + ".",
                    constraints=ir.Constraints(max_length=self.service.data["search"]["max_length"]),
                    decision=b.decision(
                        self.service, ("search", "decision"), self.service.data["search"].get("decision")
                    ),
                )
            )
        return params

    def _search(
        self, source: SourceFile, path: Path_, raw: dict[str, Any], resource: str | None
    ) -> list[tuple[str, ...]]:
        result = []
        for index, dotted in enumerate(raw.get("search", [])):
            if resource is None:
                self.b.problem(
                    source,
                    (*path, "search"),
                    "Search needs a list response or filter_on to say which resource it reads.",
                )
                break
            target = self.b.resolve_path(resource, dotted)
            if isinstance(target, str):
                self.b.problem(source, (*path, "search", index), f"Search field '{dotted}' does not exist: {target}.")
            elif target.type.family not in TEXT and not (target.type.items and target.type.items.family in TEXT):
                self.b.problem(
                    source, (*path, "search", index), f"Search field '{dotted}' is {_describe(target)}, not text."
                )
            else:
                result.append(tuple(dotted.split("__")))
        return result

    def _ordering(
        self, source: SourceFile, path: Path_, raw: dict[str, Any], resource: str | None, filter_resource: str | None
    ) -> ir.Ordering | None:
        raw_ordering = raw.get("ordering")
        if raw_ordering is None or resource is None:
            return None
        where = (*path, "ordering")
        fields = []
        for index, entry in enumerate(raw_ordering["fields"]):
            name, paths = (entry, [entry]) if isinstance(entry, str) else (entry["name"], entry["path"])
            if isinstance(paths, str):
                paths = [paths]
            for dotted in paths:
                if self._orderable(resource, filter_resource, dotted) is None:
                    self.b.problem(
                        source, (*where, "fields", index), f"Ordering field '{dotted}' does not exist on '{resource}'."
                    )
            fields.append(ir.OrderingField(name, tuple(tuple(dotted.split("__")) for dotted in paths)))
        for index, value in enumerate(raw_ordering.get("default", [])):
            dotted = value.lstrip("-")
            if dotted not in {f.name for f in fields} and self._orderable(resource, filter_resource, dotted) is None:
                self.b.problem(
                    source, (*where, "default", index), f"Default ordering '{value}' names no field of '{resource}'."
                )
        return ir.Ordering(
            tuple(fields),
            tuple(raw_ordering.get("default", [])),
            "one" if raw_ordering.get("single") else raw_ordering.get("style", "csv"),
            raw_ordering.get("description"),
            self.b.decision(source, (*where, "decision"), raw_ordering.get("decision")),
        )

    def _orderable(self, resource: str, filter_resource: str | None, dotted: str) -> ir.Field | None:
        for candidate in (resource, filter_resource):
            if candidate:
                found = self.b.resolve_path(candidate, dotted)
                if not isinstance(found, str):
                    return found
        return None

    def _ordering_params(self, ordering: ir.Ordering | None, has_id: bool) -> list[ir.Param]:
        if ordering is None:
            return []
        choices = tuple(c for f in ordering.fields for c in (f.name, f"-{f.name}"))
        how = {
            "one": "One of",
            "csv": "Comma-separated (or repeated), applied left to right; each one of",
            "multi": "Repeated (or comma-separated), applied left to right; each one of",
        }[ordering.style]
        default = ", ".join(ordering.default) or "id"
        tie_break = "; id is appended for stable paging" if has_id else ""
        description = f"{how}: {', '.join(choices)}. Default: {default}{tie_break}."
        if ordering.description:
            description = f"{description} {ordering.description}"
        return [
            ir.Param(
                "ordering",
                "ordering",
                ir.TypeRef("scalar", "string"),
                ordering.style,
                description=description,
                decision=ordering.decision,
                choices=choices,
            )
        ]

    def _page_params(self, is_list: bool) -> list[ir.Param]:
        if not is_list:
            return []
        p = self.pagination
        return [
            ir.Param(
                "limit",
                "limit",
                ir.TypeRef("scalar", "integer"),
                default=p.default_limit,
                constraints=ir.Constraints(minimum=1, maximum=p.max_limit),
                description="Number of results to return per page.",
                decision=p.decision,
            ),
            ir.Param(
                "offset",
                "offset",
                ir.TypeRef("scalar", "integer"),
                default=0,
                constraints=ir.Constraints(minimum=0, maximum=2**63 - 1),
                description="The initial index from which to return the results.",
                decision=p.decision,
            ),
        ]

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


def _value_constraints(c: ir.Constraints) -> ir.Constraints:
    # Length limits describe what is stored; a filter may look for any prefix of it, but not longer.
    return ir.Constraints(max_length=c.max_length, minimum=c.minimum, maximum=c.maximum, pattern=c.pattern)


def _describe(field: ir.Field) -> str:
    t = field.type
    if t.kind == "enum":
        return f"the enum {t.name}"
    if t.kind == "array":
        return f"an array of {t.items.name if t.items else '?'}"
    if t.kind == "object":
        return f"the object {t.name}"
    nullable = "a nullable " if field.nullable else "a non-nullable " if field.relation is None else "a "
    return f"{nullable}{t.name}" + (f" relation to {field.relation}" if field.relation else "")
