"""Lookups to SQL: each lookup of the spec language (generator/lookups.py) as a condition on a column,
with django-filter's meaning and the same results on SQLite and PostgreSQL."""

from __future__ import annotations

import enum
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy import (
    JSON,
    ColumnElement,
    Integer,
    String,
    and_,
    bindparam,
    cast,
    func,
    literal,
)
from sqlalchemy import Enum as EnumType

from handwritten.runtime.json_containment import JsonContains

# The lookups compiled here: exactly those of the spec language (generator/lookups.py, the one
# table of what each means; tests/unit/runtime/test_filtering.py keeps the two in step). contains
# is a case-sensitive substring on text and JSON containment on JSON fields.
TEXT_LOOKUPS = frozenset({"icontains", "istartswith", "iendswith", "contains", "startswith", "endswith"})
MANY_LOOKUPS = frozenset({"in", "multi", "exclude_in", "exclude"})
NEGATED_LOOKUPS = frozenset({"exclude_in", "exclude"})  # Django's exclude(field__in=...)
LOOKUPS = TEXT_LOOKUPS | MANY_LOOKUPS | {"exact", "gte", "lte", "gt", "lt", "isnull", "date", "date__gte", "date__lte"}


def _compare(column: ColumnElement[Any], lookup: str, value: Any) -> ColumnElement[bool]:
    """The positive condition of a lookup on `column` (negation and to-many are the caller's)."""
    if lookup == "exact":
        equal: ColumnElement[bool] = column == _value(column, value)
        return equal
    if lookup in MANY_LOOKUPS:
        return _in(column, value)
    if lookup == "isnull":
        return column.is_(None) if value else column.is_not(None)
    if lookup in ("gte", "lte", "gt", "lt"):
        bound = _value(column, value)
        compared: ColumnElement[bool]
        if lookup == "gte":
            compared = column >= bound
        elif lookup == "lte":
            compared = column <= bound
        else:
            compared = column > bound if lookup == "gt" else column < bound
        return compared
    if lookup in ("date", "date__gte", "date__lte"):
        return _on_day(column, lookup, value)
    if lookup == "contains" and isinstance(column.type, JSON):
        return JsonContains(column, value)  # a JSON field: containment, alike on both databases
    text = _as_text(column)
    needle = str(_value(column, value))
    if lookup == "icontains":
        return text.icontains(needle, autoescape=True)
    if lookup == "istartswith":
        return text.istartswith(needle, autoescape=True)
    if lookup == "iendswith":
        return text.iendswith(needle, autoescape=True)
    return _case_sensitive(text, lookup, needle)


def _case_sensitive(text: ColumnElement[Any], lookup: str, needle: str) -> ColumnElement[bool]:
    """contains, startswith, endswith: case-sensitive on both databases.

    The LIKE (special characters escaped) does the work and can use an index on PostgreSQL, where
    it is case-sensitive; SQLite's LIKE ignores ASCII case, so a second, portable condition
    (replace and substr behave the same on both) keeps exactly the case-sensitive matches.
    """
    value = literal(needle, String())
    if lookup == "contains":
        like = text.contains(needle, autoescape=True)
        same_case = func.replace(text, value, literal("", String())) != text
    elif lookup == "startswith":
        like = text.startswith(needle, autoescape=True)
        same_case = func.substr(text, 1, func.length(value, type_=Integer)) == value
    elif lookup == "endswith":
        like = text.endswith(needle, autoescape=True)
        # The LIKE guarantees length(text) >= length(value), so the start is at least 1.
        start = func.length(text, type_=Integer) - func.length(value, type_=Integer) + 1
        same_case = func.substr(text, start) == value
    else:
        raise ValueError(f"unknown lookup {lookup!r}")
    return like if needle == "" else and_(like, same_case)


def _on_day(column: ColumnElement[Any], lookup: str, value: date) -> ColumnElement[bool]:
    """__date, __date__gte, __date__lte: the UTC calendar day as a half-open range (index friendly)."""
    day = _value(column, value).date() if isinstance(value, datetime) else value
    if _python_type(column) is date:  # a date column: compare days directly
        return column >= day if lookup == "date__gte" else column <= day if lookup == "date__lte" else column == day
    start = datetime.combine(day, time(), tzinfo=UTC)
    end = datetime.combine(day + timedelta(days=1), time(), tzinfo=UTC) if day < date.max else None
    if lookup == "date__gte":
        return column >= start
    if lookup == "date__lte":
        return column < end if end is not None else column.is_not(None)
    return and_(column >= start, column < end) if end is not None else column >= start


def _value(column: ColumnElement[Any], value: Any) -> Any:
    """A parsed value as the column binds it: aware UTC datetimes, enum members as their values."""
    if isinstance(value, datetime):
        return value.astimezone(UTC) if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, enum.Enum) and not isinstance(column.type, EnumType):
        return value.value
    return value


def _values(column: ColumnElement[Any], values: Any) -> list[Any]:
    return [_value(column, v) for v in (values if isinstance(values, tuple | list | set | frozenset) else (values,))]


# Up to this many values, a list is bound one parameter per value (plans are then reused). Longer
# lists, such as the uncapped select-all exclusions of bulk invitation operations, would pass the
# drivers' parameter limits (32,767 on asyncpg, 32,766 on SQLite): SQLAlchemy renders them inline,
# each value made a literal by the column's type.
INLINE_VALUES = 1000


def _in(column: ColumnElement[Any], values: Any) -> ColumnElement[bool]:
    bound = _values(column, values)
    if len(bound) <= INLINE_VALUES:
        return column.in_(bound)
    return column.in_(bindparam(None, bound, expanding=True, literal_execute=True, type_=column.type))


def _python_type(column: ColumnElement[Any]) -> type | None:
    try:
        python_type: type = column.type.python_type
    except NotImplementedError:
        return None
    return python_type


def _as_text(column: ColumnElement[Any]) -> ColumnElement[Any]:
    python_type = _python_type(column)
    return column if python_type is None or issubclass(python_type, str) else cast(column, String)
