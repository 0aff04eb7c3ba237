"""Filter lookups, expanded in one place from tables of families (the netbox habit).

A lookup fits a field when the field's value type is in the lookup's family; the lookup then
decides the type of one query value and how many values a parameter carries.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Many = Literal["one", "csv", "multi"]

TEXT = frozenset({"string", "email", "uri"})
ORDERED = frozenset({"integer", "number", "date", "date-time"})
EQUATABLE = frozenset({"string", "email", "uri", "integer", "number", "boolean", "date", "date-time", "uuid", "enum"})
JSON = frozenset({"any", "object"})


@dataclass(frozen=True)
class Lookup:
    name: str
    family: frozenset[str]  # value types the field may have ("enum" for any enum field)
    many: Many
    value: Literal["field", "boolean", "date", "string"]  # type of one query value
    needs_nullable: bool = False
    description: str = ""
    json_value: bool = False  # on a JSON field, the value is a JSON value (the runtime decodes it)


LOOKUPS: dict[str, Lookup] = {
    lk.name: lk
    for lk in (
        Lookup("exact", EQUATABLE, "one", "field", description="equal to"),
        Lookup("in", EQUATABLE, "csv", "field", description="any of the comma-separated values"),
        Lookup("exclude_in", EQUATABLE, "csv", "field", description="none of the comma-separated values"),
        Lookup("exclude", EQUATABLE, "csv", "field", description="none of the comma-separated values"),
        Lookup("multi", EQUATABLE, "multi", "field", description="any of the values; repeat the parameter"),
        Lookup("icontains", TEXT, "one", "field", description="contains, ignoring case"),
        Lookup("istartswith", TEXT, "one", "field", description="starts with, ignoring case"),
        Lookup("iendswith", TEXT, "one", "field", description="ends with, ignoring case"),
        Lookup(
            "contains",
            TEXT | JSON,
            "one",
            "string",
            description="contains (case-sensitive text; on a JSON field, contains the JSON value, as PostgreSQL's @>)",
            json_value=True,
        ),
        Lookup("startswith", TEXT, "one", "field", description="starts with (case-sensitive)"),
        Lookup("endswith", TEXT, "one", "field", description="ends with (case-sensitive)"),
        Lookup("gte", ORDERED, "one", "field", description="greater than or equal to"),
        Lookup("lte", ORDERED, "one", "field", description="less than or equal to"),
        Lookup("gt", ORDERED, "one", "field", description="greater than"),
        Lookup("lt", ORDERED, "one", "field", description="less than"),
        Lookup(
            "isnull", EQUATABLE | JSON | {"array"}, "one", "boolean", True, "true: is null (or has none); false: is set"
        ),
        Lookup("date", frozenset({"date-time"}), "one", "date", description="on this date"),
        Lookup("date__gte", frozenset({"date-time"}), "one", "date", description="on or after this date"),
        Lookup("date__lte", frozenset({"date-time"}), "one", "date", description="on or before this date"),
    )
}


def parameter_name(path: str, lookup: str) -> str:
    """The django-filter convention: the field path, then `__lookup` unless exact."""
    return path if lookup in ("exact", "multi") else f"{path}__{lookup}"
