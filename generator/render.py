"""The intermediate model through templates/ into file contents (before ruff)."""

from __future__ import annotations

import graphlib
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
import yaml

from generator import ir
from generator import python_types as py
from generator.openapi import build_documents

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


def _default_ordering(ordering: ir.Ordering) -> list[dict[str, Any]]:
    by_name = {f.name: f.paths for f in ordering.fields}
    terms = []
    for value in ordering.default:
        name = value.lstrip("-")
        for path in by_name.get(name, (tuple(name.split("__")),)):
            terms.append({"name": name, "path": path, "descending": value.startswith("-")})
    return terms


def _literal_default(value: Any, param: ir.Param) -> str:
    def one(v: Any) -> str:
        return f"enums.{param.value.name}.{py.enum_member(v)}" if param.value.kind == "enum" else py.literal(v)

    if param.many == "one":
        return one(value)
    return "(" + "".join(f"{one(v)}, " for v in value) + ")"


def _signature(op: ir.Operation) -> str:
    parts = ["*", f"ctx: {'AnonymousContext' if op.anonymous else 'RequestContext'}"]
    parts += [f"{p.name}: {py.value_annotation(p.type)}" for p in op.path_parameters]
    if _has_query(op):
        parts.append(f"query: filters.{op.pascal}Query")
    if op.body:
        parts.append(f"body: models.{op.body}")
    return ", ".join(parts)


def _return_type(op: ir.Operation) -> str:
    if op.response_kind == "empty":
        return "None"
    return f"models.{op.response_resource}List" if op.is_list else f"models.{op.response_resource}"


def _field_paths(op: ir.Operation) -> list[tuple[str, ...]]:
    """Every field path the operation's filters, search and ordering read, sorted."""
    paths = {p.path for p in op.query if p.role == "filter"} | set(op.search)
    if op.ordering is not None:
        paths |= {path for f in op.ordering.fields for path in f.paths}
    return sorted(paths)


def _has_query(op: ir.Operation) -> bool:
    return bool(op.query)


def _path_parser(field: ir.Field) -> str:
    return py.parser_expression(ir.Param(field.name, "query", field.type, constraints=field.constraints))


def _docstring(text: str, indent: int = 4) -> str:
    """Text for a triple-quoted docstring, wrapped to the line length ruff checks."""
    flat = " ".join(str(text).split()).replace('"""', "'''")
    return textwrap.fill(flat, width=110 - indent, subsequent_indent=" " * indent)


FILTERS: dict[str, Callable[..., Any]] = {
    "enum_member": py.enum_member,
    "attr": py.attr_name,
    "annotation": py.field_annotation,
    "default_value": py.field_default,
    "param_annotation": py.param_annotation,
    "parser": py.parser_expression,
    "is_text": py.is_text,
    "path_tuple": py.path_tuple,
    "default_ordering": _default_ordering,
    "literal_default": _literal_default,
    "pascal": py.pascal,
    "signature": _signature,
    "return_type": _return_type,
    "has_query": _has_query,
    "field_paths": _field_paths,
    "path_parser": _path_parser,
    "docstring": _docstring,
    "cell": lambda text: " ".join(str(text).split()).replace("|", "\\|"),
    "snake": py.snake,
    "given_annotation": py.given_annotation,
    "row_value": py.row_value,
}


def environment(templates: Path = TEMPLATES) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(templates),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(FILTERS)
    return env


def _models_in_dependency_order(spec: ir.Spec) -> list[ir.Resource]:
    sorter: graphlib.TopologicalSorter[str] = graphlib.TopologicalSorter()
    for name in sorted(spec.resources):
        deps = set()
        for f in spec.resources[name].public_fields:
            t: ir.TypeRef | None = f.type
            while t is not None and t.kind == "array":
                t = t.items
            if t is not None and t.kind == "object" and t.name != name:
                deps.add(t.name)
        sorter.add(name, *sorted(deps))
    order: list[str] = []
    sorter.prepare()
    while sorter.is_active():
        ready = sorted(sorter.get_ready())
        order.extend(ready)
        sorter.done(*ready)
    return [spec.resources[n] for n in order]


def _models_view(spec: ir.Spec) -> dict[str, Any]:
    models = []
    filter_imports: dict[str, set[str]] = {}
    ops = {op.name: op for op in spec.operations}
    for resource in _models_in_dependency_order(spec):
        fields = resource.public_fields
        for f in fields:
            t: ir.TypeRef | None = f.type
            while t is not None and t.kind == "array":
                t = t.items
            if t is not None and t.kind == "filters":
                filter_imports.setdefault(ops[t.name].area, set()).add(f"{py.pascal(t.name)}FiltersField")
        models.append(
            {
                "name": resource.name,
                "role": resource.role,
                "description": resource.description,
                "fields": fields,
                "additional_properties": resource.additional_properties,
                "writes": resource.writes,
                "read_only": resource.read_only,
            }
        )
    list_models = sorted({op.response_resource for op in spec.operations if op.is_list and op.response_resource})
    return {
        "models": models,
        "validated_alone": any(f.validated_alone for r in spec.resources.values() for f in r.public_fields),
        "read_back": any(r.read_only for r in spec.resources.values()),
        "list_models": list_models,
        "filter_imports": sorted((area, sorted(names)) for area, names in filter_imports.items()),
    }


def _decision_usages(spec: ir.Spec) -> dict[str, list[str]]:
    usages: dict[str, set[str]] = {}

    def use(decision: ir.Decision | None, where: str) -> None:
        if decision is not None:
            usages.setdefault(decision.key, set()).add(where)

    for enum in spec.enums.values():
        use(enum.decision, enum.name)
    for resource in spec.resources.values():
        use(resource.decision, resource.name)
        for f in resource.fields:
            use(f.decision, f"{resource.name}.{f.name}")
    for error in spec.errors.values():
        use(error.decision, f"{error.status} {error.key}")
    use(spec.pagination.decision, "limit, offset")
    if spec.idempotency is not None:
        use(spec.idempotency.decision, spec.idempotency.header)
    for op in spec.operations:
        if op.permission is not None:
            use(spec.permissions_decision, f"{op.code} permission")
    for op in spec.operations:
        for d in op.decisions:
            use(d, op.code)
        for p in op.query:
            use(p.decision, f"{op.code} {p.name}")
    order = {op.code: i for i, op in enumerate(spec.operations)}

    def key(where: str) -> tuple[int, str]:
        return (order.get(where.split()[0], -1), where)

    return {k: sorted(v, key=key) for k, v in usages.items()}


def _render_rows(spec: ir.Spec, files: dict[str, str], render: Callable[..., str]) -> None:
    """generated/rows/<area>.py for each mapping file (spec/mappings/), when the spec has any."""
    if not spec.rows:
        return
    files["generated/rows/__init__.py"] = render(
        "package.py.jinja",
        sources="spec/mappings/",
        docstring="Generated rows: select lists and row-to-model functions, one module per mapping file.",
    )
    for area in sorted({m.area for m in spec.rows}):
        mappings = [m for m in spec.rows if m.area == area]
        modules: dict[str, set[str]] = {}
        for m in mappings:
            for table, module in m.modules:
                modules.setdefault(module, set()).add(table)
        imports = sorted((module, sorted(names)) for module, names in modules.items())
        files[f"generated/rows/{area}.py"] = render("rows.py.jinja", area=area, mappings=mappings, imports=imports)


_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def render_all(spec: ir.Spec, templates: Path = TEMPLATES) -> dict[str, str]:
    """Every output file, keyed by its path relative to the project root."""
    env = environment(templates)
    files: dict[str, str] = {}

    def render(template: str, **context: Any) -> str:
        return env.get_template(template).render(**context)

    files["generated/__init__.py"] = render(
        "package.py.jinja", sources="spec/", docstring="Everything generated from spec/; do not edit."
    )
    files["generated/enums.py"] = render("enums.py.jinja", enums=list(spec.enums.values()))
    files["generated/models.py"] = render("models.py.jinja", **_models_view(spec))
    area_hosts = []
    for package in ("filters", "services", "routes"):
        files[f"generated/{package}/__init__.py"] = render(
            "package.py.jinja", sources="spec/operations/", docstring=f"Generated {package}, one module per area."
        )
    for area in spec.areas:
        ops = spec.operations_of(area)
        source, host = ops[0].source, ops[0].host
        area_hosts.append((area, host))
        context = {"area": area, "host": host, "source": source, "operations": ops}
        files[f"generated/filters/{area}.py"] = render("filters.py.jinja", **context)
        files[f"generated/services/{area}.py"] = render(
            "services.py.jinja",
            **context,
            uses_uuid=any(p.type.name == "uuid" for op in ops for p in op.path_parameters),
            uses_query=any(_has_query(op) for op in ops),
            context_types=sorted({"AnonymousContext" if op.anonymous else "RequestContext" for op in ops}),
        )
        files[f"generated/routes/{area}.py"] = render("routes.py.jinja", **context)
    _render_rows(spec, files, render)
    files["generated/operations.py"] = render(
        "operations.py.jinja",
        operations=spec.operations,
        areas=spec.areas,
        area_hosts=area_hosts,
        hosts=spec.hosts,
        idempotency=spec.idempotency,
        rate_classes=spec.rate_classes,
        writes={name: resource.writes for name, resource in spec.resources.items()},
    )
    for name, document in build_documents(spec).items():
        body = yaml.dump(document, Dumper=_DUMPER, sort_keys=True, allow_unicode=True, width=100)
        files[f"generated/openapi/{name}.yaml"] = f"# Generated from spec/; do not edit. OpenAPI 3.1, {name}.\n{body}"
    usages = _decision_usages(spec)
    files["docs/decisions.md"] = render(
        "decisions.md.jinja",
        decisions=list(spec.decisions.values()),
        usages=usages,
        errors=sorted(spec.errors.values(), key=lambda e: (e.status, e.key)),
    )
    # Served on every host at DECISIONS_PAGE, which the OpenAPI descriptions link to.
    files["generated/docs/decisions.html"] = render(
        "decisions.html.jinja", title=spec.title, decisions=list(spec.decisions.values()), usages=usages
    )
    return files
