"""Raw spec files -> the intermediate model, with every semantic check.

Checks run after the JSON Schema has accepted each file, so shapes can be trusted here; what
remains are the cross-references: fields, lookups, enums, resources, paths, codes. Problems are
collected as values and raised together at the end.

    build.py       the whole spec: service, decisions, enums, errors; the order of the parts
    resources.py   resources, fields, types, paths through relations (the builder's base)
    writes.py      request resources paired with the records they write; their read-only fields
    operations.py  operations: routes, bodies, responses, errors, permissions
    queries.py     an operation's filters, search, ordering and paging
    rows.py        resources read from rows: the table and column of each field (spec/mappings/)
"""

from __future__ import annotations

from pathlib import Path

from generator import ir
from generator.examples import example_problems
from generator.nullability import nullability_warnings
from generator.operations import OperationBuilder
from generator.problems import Problem, SpecError
from generator.resources import ResourceBuilder
from generator.rows import build_rows
from generator.schema import FILE_KINDS, check_file
from generator.sources import SourceFile, load_source
from generator.writes import pair_writes

SINGLE_FILES = ("service.yaml", "errors.yaml", "decisions.yaml", "enums.yaml")


def load_spec(root: Path) -> ir.Spec:
    """Read, check and resolve the spec under `root`; raise SpecError listing every mistake."""
    problems: list[Problem] = []
    sources = _read_sources(root, problems)
    if not problems:
        spec = _Builder(sources, problems).build()
    if not problems:  # the schemas examples are checked against need a spec without mistakes
        problems.extend(example_problems(spec))
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
                    f"{', '.join(SINGLE_FILES)}, resources/*.yaml, operations/*.yaml or mappings/*.yaml.",
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


class _Builder(ResourceBuilder):
    def __init__(self, sources: dict[str, list[SourceFile]], problems: list[Problem]) -> None:
        super().__init__(problems)
        self.sources = sources

    def _one(self, kind: str) -> SourceFile:
        return self.sources[kind][0]

    # -- whole spec ------------------------------------------------------------------------
    def build(self) -> ir.Spec:
        service = self._one("service_file")
        decisions_file = self._one("decisions_file")
        for key, raw in decisions_file.data["decisions"].items():
            rules = raw.get("rules")
            table = (tuple(rules["columns"]), tuple(tuple(row) for row in rules["rows"])) if rules else None
            if table and any(len(row) != len(table[0]) for row in table[1]):
                self.problem(decisions_file, ("decisions", key, "rules"), "Every row needs one cell per column.")
            self.decisions[key] = ir.Decision(key, raw["topic"], raw["decision"], raw["basis"], table)
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
        pair_writes(self)
        rows = build_rows(self, self.sources["mappings_file"])
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
        operations = OperationBuilder(self, service, errors, pagination, idempotency).build(
            self.sources["operations_file"], {h.name for h in hosts}
        )
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
            rows=rows,
            field_examples=tuple(self.field_examples.values()),
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
