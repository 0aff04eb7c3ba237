"""Resources of resources/*.yaml: fields, types, constraints and paths through relations.

The base of the spec builder (build.py): it also holds the problems found so far and resolves
decision keys, which every part of the spec uses.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from generator import ir
from generator.problems import Problem
from generator.sources import Path_, SourceFile

TYPE_KEYS = ("type", "enum", "object", "array", "filters_of")


class ResourceBuilder:
    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.decisions: dict[str, ir.Decision] = {}
        self.enums: dict[str, ir.Enum] = {}
        self.raw_resources: dict[str, tuple[SourceFile, Path_]] = {}
        self.resources: dict[str, ir.Resource] = {}
        self._resolving: set[str] = set()
        self.filters_of_refs: list[tuple[SourceFile, Path_, str]] = []
        self.broken: set[str] = set()  # resources with a problem of their own; no knock-on problems
        # Each field example where it is written, checked once the schemas exist (generator/examples.py).
        self.field_examples: dict[tuple[str, int], tuple[ir.Field, ir.Example]] = {}

    # -- helpers ---------------------------------------------------------------------------
    def problem(self, source: SourceFile, path: Path_, message: str) -> None:
        self.problems.append(Problem(source.name, source.line(path), message))

    def decision(self, source: SourceFile, path: Path_, key: str | None) -> ir.Decision | None:
        if key is None:
            return None
        if key not in self.decisions:
            self.problem(source, path, f"Decision '{key}' is not defined in spec/decisions.yaml.")
        return self.decisions.get(key)

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
        writes = raw.get("writes")
        fields: dict[str, ir.Field] = {}
        if "base" in raw:
            base = self.resource(raw["base"])
            if base is None:
                self.broken.add(name)
                if raw["base"] not in self.raw_resources:
                    self.problem(source, (*path, "base"), f"Base resource '{raw['base']}' does not exist.")
            else:
                role = raw.get("role", base.role)
                writes = raw.get("writes", base.writes)  # a body based on another writes what it writes
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
            base=raw.get("base"),
            writes=writes,
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
        built = ir.Field(
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
        for index, value in enumerate(built.examples):
            line = source.line((*path, "examples", index))
            self.field_examples[(source.name, line)] = (built, ir.Example(value, source.name, line))
        return built

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


def describe(field: ir.Field) -> str:
    t = field.type
    if t.kind == "enum":
        return f"the enum {t.name}"
    if t.kind == "array":
        return f"an array of {t.items.name if t.items else '?'}"
    if t.kind == "object":
        return f"the object {t.name}"
    nullable = "a nullable " if field.nullable else "a non-nullable " if field.relation is None else "a "
    return f"{nullable}{t.name}" + (f" relation to {field.relation}" if field.relation else "")
