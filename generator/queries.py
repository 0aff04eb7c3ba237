"""An operation's query parameters: filters expanded from their lookups, search, ordering, paging.

Part of the operation builder (operations.py), which supplies the spec builder `b`, the service
file, the errors and the pagination.
"""

from __future__ import annotations

from typing import Any

from generator import ir
from generator.lookups import JSON, LOOKUPS, TEXT, Many, parameter_name
from generator.resources import ResourceBuilder, describe
from generator.sources import Path_, SourceFile


class QueryBuilder:
    b: ResourceBuilder
    service: SourceFile
    errors: dict[str, ir.ErrorResponse]
    pagination: ir.Pagination

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
                        f"Lookup '{lookup_name}' does not fit filter '{key}': its field is {describe(target)}.",
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
                    source, (*path, "search", index), f"Search field '{dotted}' is {describe(target)}, not text."
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


def _value_constraints(c: ir.Constraints) -> ir.Constraints:
    # Length limits describe what is stored; a filter may look for any prefix of it, but not longer.
    return ir.Constraints(max_length=c.max_length, minimum=c.minimum, maximum=c.maximum, pattern=c.pattern)
