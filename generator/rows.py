"""Resources read from rows: spec/mappings/<area>.yaml says which table and column each field of a
response resource comes from, and which fields the service gives (docs/spec-language.md, "Rows").

    spec/mappings/origins.yaml                generated/rows/origins.py
    tables: {Origin: handwritten.db.origins}
    rows:
      Origin:                           ->    ORIGIN_COLUMNS = (Origin.id.label("id"), ...)
        table: Origin                         def origin_from_row(row, *, geometry) -> models.Origin
        fields:                               def origin_row(record: Origin) -> dict[str, Any]
          id: Origin.id
          country: Origin.country_code
          geometry: {given: true, reads: Origin.geometry}

Every public field is accounted for, so a field added to the resource fails generation until its
source is named. Whether a column exists is the model's to say: the generated module names it as
an attribute, which mypy checks and the import fails on.
"""

from __future__ import annotations

from typing import Any

from generator import ir
from generator.resources import ResourceBuilder, describe
from generator.sources import Path_, SourceFile


def build_rows(b: ResourceBuilder, sources: list[SourceFile]) -> tuple[ir.RowMapping, ...]:
    """The row mappings of every mapping file, checked; their problems are added to `b`'s."""
    mapped: dict[str, str] = {}  # resource -> the file that maps it
    result = []
    for source in sources:
        area = source.name.rsplit("/", 1)[-1].removesuffix(".yaml")
        if not area.isidentifier() or area != area.lower():
            b.problem(source, (), f"The mapping file's name '{area}' must be a snake_case Python name (its module's).")
            continue
        tables: dict[str, str] = source.data["tables"]
        for name, raw in source.data["rows"].items():
            path: Path_ = ("rows", name)
            if name in mapped:
                b.problem(source, path, f"Resource '{name}' is already mapped in {mapped[name]}.")
                continue
            mapped[name] = source.name
            raw = _with_base(b, source, path, name, raw)
            if raw is None:
                continue
            mapping = _mapping(b, source, path, area, tables, name, raw)
            if mapping is not None:
                result.append(mapping)
    return tuple(sorted(result, key=lambda m: (m.area, m.resource)))


def _with_base(
    b: ResourceBuilder, source: SourceFile, path: Path_, name: str, raw: dict[str, Any]
) -> dict[str, Any] | None:
    """The mapping with its base's table, fields and reads under its own (a base of the same file)."""
    if "base" not in raw:
        if "table" not in raw:
            b.problem(source, path, f"The rows of '{name}' need a table (or a base to take it from).")
            return None
        return raw
    rows = source.data["rows"]
    base = raw["base"]
    if base not in rows or base == name or "base" in rows[base]:
        b.problem(
            source, (*path, "base"), f"The base '{base}' is not a mapping of this file without a base of its own."
        )
        return None
    return {
        "table": raw.get("table", rows[base].get("table")),
        "fields": {**rows[base]["fields"], **raw["fields"]},
        "reads": {**(rows[base].get("reads") or {}), **(raw.get("reads") or {})},
    }


def _mapping(
    b: ResourceBuilder,
    source: SourceFile,
    path: Path_,
    area: str,
    tables: dict[str, str],
    name: str,
    raw: dict[str, Any],
) -> ir.RowMapping | None:
    resource = b.resources.get(name)
    if resource is None:
        if name not in b.broken:
            b.problem(source, path, f"Rows of '{name}': '{name}' is not a resource.")
        return None
    if resource.role != "response":
        b.problem(source, path, f"'{name}' is a request resource: only a response resource is built from rows.")
        return None
    ok = True
    used: set[str] = set()

    def column(where: Path_, text: str) -> ir.Column | None:
        nonlocal ok
        table, attribute = text.split(".")
        if table not in tables:
            b.problem(source, where, f"'{text}' names the table '{table}', which 'tables' does not import.")
            ok = False
            return None
        used.add(table)
        return ir.Column(table, attribute)

    if raw["table"] not in tables:
        b.problem(source, (*path, "table"), f"The table '{raw['table']}' is not one that 'tables' imports.")
        ok = False
    used.add(raw["table"])
    public = {f.name: f for f in resource.public_fields}
    raw_source, raw_path = b.raw_resources[name]
    declared = set(raw_source.data["resources"][name].get("fields") or {}) - {f.name for f in resource.fields}
    given: dict[str, tuple[ir.Column | None, bool]] = {}
    for field_name, spec in raw["fields"].items():
        where = (*path, "fields", field_name)
        if field_name not in public:
            ok = False
            if field_name in declared:
                continue  # a field whose own definition has a problem, reported there
            internal = any(f.name == field_name for f in resource.fields)
            why = "an internal field, which its model does not have" if internal else "not one of its fields"
            b.problem(source, where, f"'{field_name}' is {why} ('{name}').")
            continue
        if isinstance(spec, str):
            field = public[field_name]
            if _holds_objects(field.type):
                b.problem(
                    source,
                    where,
                    f"Field '{field_name}' is {describe(field)}, which no column holds: mark it given "
                    "(with reads: the column the service builds it from).",
                )
                ok = False
            given[field_name] = (column(where, spec), False)
        else:
            read = spec.get("reads")
            given[field_name] = (column((*where, "reads"), read) if read is not None else None, True)
    missing = [f for f in public if f not in given and f not in raw["fields"]]
    if missing:
        b.problem(
            source,
            (*path, "fields"),
            f"'{name}' has field(s) with no source: {', '.join(missing)}; name the column of each, or mark it given.",
        )
        ok = False
    reads = []
    for label, text in (raw.get("reads") or {}).items():
        where = (*path, "reads", label)
        if label in public:
            b.problem(source, where, f"'{label}' is a field of '{name}': name its column under fields.")
            ok = False
            continue
        read = column(where, text)
        if read is not None:
            reads.append((label, read))
    if not ok:
        return None
    fields = tuple(
        ir.RowField(field, given[field.name][0], given[field.name][1])
        for field in resource.public_fields
        if field.name in given
    )
    return ir.RowMapping(
        name,
        area,
        raw["table"],
        fields,
        tuple(reads),
        tuple(sorted((table, tables[table]) for table in used if table in tables)),
    )


def _holds_objects(t: ir.TypeRef) -> bool:
    while t.kind == "array" and t.items is not None:
        t = t.items
    return t.kind in ("object", "filters")
