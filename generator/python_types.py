"""How spec types read in Python: annotations, parsers and literals for the templates."""

from __future__ import annotations

import keyword
from typing import Any

from generator import ir

SCALAR = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "date": "datetime.date",
    "date-time": "datetime.datetime",
    "uuid": "uuid.UUID",
    "email": "EmailStr",
    "uri": "str",
    "any": "Any",
    "object": "dict[str, Any]",
}


def pascal(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def snake(name: str) -> str:
    """A PascalCase resource name in snake_case: DataImportRun -> data_import_run."""
    return "".join(f"_{c.lower()}" if c.isupper() and i else c.lower() for i, c in enumerate(name))


def enum_member(value: str) -> str:
    """The member name of an enum value: the value upper-cased; one that starts with a digit (30d)
    is prefixed VALUE_ (VALUE_30D), as openapi-python-client names such members; a keyword gets _."""
    name = value.upper()
    if not name.isidentifier():
        name = f"VALUE_{name}"
    return f"{name}_" if keyword.iskeyword(name) else name


def attr_name(name: str) -> str:
    return f"{name}_" if keyword.iskeyword(name) else name


def type_annotation(t: ir.TypeRef, constraints: ir.Constraints | None = None, *, models: str = "") -> str:
    """The annotation of a value, its constraints attached with Field() where it has any."""
    if t.kind == "scalar":
        base = SCALAR[t.name]
    elif t.kind == "enum":
        base = f"enums.{t.name}"
    elif t.kind == "object":
        base = f"{models}{t.name}"
    elif t.kind == "filters":
        base = f"{pascal(t.name)}FiltersField"
    else:
        assert t.items is not None
        base = f"list[{type_annotation(t.items, t.items.constraints, models=models)}]"
    field_args = _field_args(constraints, is_array=t.kind == "array") if constraints else ""
    return f"Annotated[{base}, Field({field_args})]" if field_args else base


def _field_args(c: ir.Constraints, *, is_array: bool) -> str:
    pairs: list[tuple[str, Any]] = []
    if is_array:
        pairs += [("min_length", c.min_items), ("max_length", c.max_items)]
    else:
        pairs += [("min_length", c.min_length), ("max_length", c.max_length), ("pattern", c.pattern)]
    pairs += [("ge", c.minimum), ("le", c.maximum)]
    return ", ".join(f"{k}={literal(v)}" for k, v in pairs if v is not None)


def field_annotation(f: ir.Field) -> str:
    """The model annotation of a field, with nullability and MISSING for optional keys."""
    if f.type.kind == "array" and f.type.items is not None:
        item = type_annotation(f.type.items, f.type.items.constraints)
        if f.validated_alone:
            # Each item is the model or the errors it alone gives (handwritten/runtime/http.py).
            item = f"Annotated[{item} | Invalid, validated_alone({item})]"
        list_args = _field_args(
            ir.Constraints(min_items=f.constraints.min_items, max_items=f.constraints.max_items), is_array=True
        )
        annotation = f"Annotated[list[{item}], Field({list_args})]" if list_args else f"list[{item}]"
    else:
        annotation = type_annotation(f.type, f.constraints)
    if f.nullable and annotation != "Any":
        annotation = f"{annotation} | None"
    if not f.required and not f.has_default:
        annotation = f"{annotation} | MISSING"
    return annotation


def field_default(f: ir.Field) -> str | None:
    if f.has_default:
        return default_literal(f.type, f.default)
    if not f.required:
        return "MISSING"
    return None


def value_annotation(t: ir.TypeRef) -> str:
    """Annotation of one parsed query value (emails and URIs are plain text there)."""
    if t.kind == "enum":
        return f"enums.{t.name}"
    if t.kind != "scalar" or t.name in ("email", "uri"):
        return "str"
    return SCALAR[t.name]


def param_annotation(p: ir.Param) -> str:
    if p.role == "ordering":
        return "tuple[qs.OrderingTerm, ...]"
    value = value_annotation(p.value)
    return value if p.many == "one" else f"tuple[{value}, ...]"


def parser_expression(p: ir.Param) -> str:
    """The runtime parser call that reads one value of the parameter."""
    t, c = p.value, p.constraints
    if t.kind == "enum":
        return f"qs.choice(enums.{t.name})"
    name = t.name if t.kind == "scalar" else "string"
    if name == "integer":
        args = [
            f"minimum={literal(c.minimum)}" if c.minimum is not None else "",
            f"maximum={literal(c.maximum)}" if c.maximum is not None else "",
        ]
        return f"qs.integer({', '.join(a for a in args if a)})"
    if name == "number":
        args = [
            f"minimum={literal(c.minimum)}" if c.minimum is not None else "",
            f"maximum={literal(c.maximum)}" if c.maximum is not None else "",
        ]
        return f"qs.number({', '.join(a for a in args if a)})"
    if name == "boolean":
        return "qs.boolean()"
    if name == "date":
        return "qs.iso_date()"
    if name == "date-time":
        return "qs.iso_datetime()"
    if name == "uuid":
        return "qs.uuid()"
    if name == "any":
        return "qs.json_value()"
    args = [
        f"{k}={literal(v)}"
        for k, v in (("min_length", c.min_length), ("max_length", c.max_length), ("pattern", c.pattern))
        if v is not None
    ]
    return f"qs.text({', '.join(args)})"


def is_text(p: ir.Param) -> bool:
    """Whether an empty value means "not given", as django-filter skips empty text values.

    A list (comma-separated or repeated) and a typed value must parse: an empty one is a 400.
    """
    text = p.value.kind == "scalar" and p.value.name in ("string", "email", "uri")
    return p.role == "search" or (text and p.many == "one")


def default_literal(t: ir.TypeRef, value: Any) -> str:
    """A default value as Python source: enum members by name, arrays item by item."""
    if t.kind == "enum" and isinstance(value, str):
        return f"enums.{t.name}.{enum_member(value)}"
    if t.kind == "array" and t.items is not None and isinstance(value, list):
        return "[" + ", ".join(default_literal(t.items, v) for v in value) + "]"
    return literal(value)


def literal(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{literal(k)}: {literal(v)}" for k, v in value.items()) + "}"
    return repr(value)


def path_tuple(path: tuple[str, ...]) -> str:
    return "(" + ", ".join(repr(p) for p in path) + ("," if len(path) == 1 else "") + ")"


def given_annotation(f: ir.Field) -> str:
    """The annotation of a field a service gives a row-to-model function (generated/rows/)."""
    annotation = _value_type(f.type)
    return f"{annotation} | None" if f.nullable and annotation != "Any" else annotation


def _value_type(t: ir.TypeRef) -> str:
    if t.kind == "array" and t.items is not None:
        return f"list[{_value_type(t.items)}]"
    if t.kind == "object":
        return f"models.{t.name}"
    if t.kind == "enum":
        return f"enums.{t.name}"
    return "str" if t.name in ("email", "uri") else SCALAR.get(t.name, "Any")


def row_value(f: ir.Field, value: str) -> str:
    """The expression that turns a column's value into the field's: enum members from their values."""
    if f.type.kind == "enum":
        member = f"enums.{f.type.name}({value})"
        return f"None if {value} is None else {member}" if f.nullable else member
    if f.type.kind == "array" and f.type.items is not None and f.type.items.kind == "enum":
        items = f"[enums.{f.type.items.name}(item) for item in {value}]"
        return f"None if {value} is None else {items}" if f.nullable else items
    return value
