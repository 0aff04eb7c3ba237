"""Query strings, and JSON filter objects, into typed values.

Generated filter modules describe every parameter of an operation with a `Param`; this module
does the parsing for all of them, so the rules (CSV, booleans, dates, bounds, unknown names)
live in one place. Messages are Django REST Framework's where it has one.
"""

from __future__ import annotations

import csv
import enum
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any, Literal
from uuid import UUID

import pydantic_core

from handwritten.runtime.errors import ValidationFailed

Parser = Callable[[str], Any]
Many = Literal["one", "csv", "multi"]

REQUIRED = "This field is required."
UNKNOWN = "Unknown query parameter."
REPEATED = "Expected a single value, got several."
EMPTY_LIST = "This list may not be empty."
EMPTY_ITEM = "A comma-separated list may not hold empty values."


@dataclass(frozen=True, slots=True)
class Param:
    """How one query parameter is read. `attr` is the attribute of the parsed dataclass."""

    name: str
    parse: Parser
    many: Many = "one"
    required: bool = False
    blank_is_absent: bool = False  # django-filter skips empty text values
    attr: str = ""


@dataclass(frozen=True, slots=True)
class FilterTerm:
    """One filter to apply: follow `path`, compare with `lookup` against `value`."""

    param: str
    path: tuple[str, ...]
    lookup: str
    value: Any


@dataclass(frozen=True, slots=True)
class OrderingTerm:
    name: str
    path: tuple[str, ...]
    descending: bool


@dataclass(frozen=True, slots=True)
class Lookup:
    """Where a filter parameter's value goes: its field path and lookup."""

    param: str
    path: tuple[str, ...]
    lookup: str


def parse(items: Iterable[tuple[str, str]], params: Iterable[Param]) -> dict[str, Any]:
    """Parse query items; return {attr: value} for the parameters given; raise every error at once."""
    by_name = {p.name: p for p in params}
    grouped: dict[str, list[str]] = {}
    for name, value in items:
        grouped.setdefault(name, []).append(value)
    errors: dict[str, list[str]] = {name: [UNKNOWN] for name in grouped if name not in by_name}
    values: dict[str, Any] = {}
    for name, param in by_name.items():
        raw = grouped.get(name)
        if raw is not None and param.blank_is_absent:
            raw = [v for v in raw if v != ""] or None
        if raw is None:
            if param.required:
                errors[name] = [REQUIRED]
            continue
        if param.many == "one" and len(raw) > 1:
            errors[name] = [REPEATED]
            continue
        # Every array parameter takes the document's comma-separated values, the repeated
        # parameter, or both at once (decision array_parameters): one rule, whatever its style.
        messages: list[str] = []
        if param.many == "one":
            pieces = raw
        else:
            pieces, blank = [], False
            for value in raw:
                split, unquoted_blank = split_items(value)
                pieces += split
                blank = blank or unquoted_blank
            # An empty item left by commas (a,,b) is a mistake; one written in quotes ("") is asked for.
            if blank:
                messages.append(EMPTY_LIST if all(value == "" for value in raw) else EMPTY_ITEM)
                pieces = [piece for piece in pieces if piece]
        parsed: list[Any] = []
        for piece in pieces:
            try:
                value = param.parse(piece)
            except ValueError as exc:
                if str(exc) not in messages:
                    messages.append(str(exc))
                continue
            parsed.append(value)
        if messages:
            errors[name] = messages
        else:
            # A parser may read one value as several (an ordering of several columns): a tuple, flattened.
            values[param.attr or name] = parsed[0] if param.many == "one" else tuple(_flat(parsed))
    if errors:
        raise ValidationFailed(dict(sorted(errors.items())))
    return values


# A comma outside double quotes: followed by an even number of them to the end of the value.
_UNQUOTED_COMMA = re.compile(r',(?=(?:[^"]*"[^"]*")*[^"]*$)')


def split_items(value: str) -> tuple[list[str], bool]:
    """The items of an array parameter's value, and whether one of them is empty without quotes
    (a,,b). Comma-separated; an item holding a comma (or a line break, or starting with a double
    quote) is written in double quotes as in CSV, "Q1, 2025",audit, so that any text can be asked
    for (decision array_parameters). Quotes that are not CSV's (an unclosed one, text after a
    closing one) are taken as text, as before quoting was read: never refused."""
    if '"' in value:
        try:
            items = next(csv.reader([value], strict=True))
        except csv.Error:
            pass
        else:
            return items, any(field == "" for field in _UNQUOTED_COMMA.split(value))
    items = value.split(",")
    return items, "" in items


def quote_item(value: str) -> str:
    """One item as split_items reads it back whole."""
    if value.startswith('"') or any(char in value for char in ",\r\n"):
        return '"' + value.replace('"', '""') + '"'
    return value


def _flat(values: Iterable[Any]) -> Iterable[Any]:
    for value in values:
        if isinstance(value, tuple):
            yield from value
        else:
            yield value


def json_items(obj: Any, params: Iterable[Param]) -> list[tuple[str, str]]:
    """A JSON filter object as query items: strings as they are, arrays for repeatable ones."""
    if not isinstance(obj, Mapping):
        raise ValidationFailed({"non_field_errors": ["Expected an object of filters."]})
    by_name = {p.name: p for p in params}
    items: list[tuple[str, str]] = []
    errors: dict[str, list[str]] = {}
    for name, value in obj.items():
        param = by_name.get(name)
        if param is None:
            errors[name] = ["Unknown filter."]
        elif param.many == "multi":
            # An array, as the schema says; a bare string is refused rather than guessed at.
            # Each item whole, a comma in it included: quoted for parse() to split (split_items).
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                items.extend((name, quote_item(v)) for v in value)
            else:
                errors[name] = ["Expected a list of strings."]
        elif isinstance(value, str):
            items.append((name, value))
        elif param.many == "one" and isinstance(param.parse, IntegerParser) and _json_integer(value):
            # {"invited_by": 5} as well as {"invited_by": "5"}; JSON Schema counts 5.0 as an integer too.
            items.append((name, str(int(value))))
        else:
            errors[name] = ["Expected a string."]
    if errors:
        raise ValidationFailed(dict(sorted(errors.items())))
    return items


def _json_integer(value: Any) -> bool:
    return type(value) is int or (type(value) is float and value.is_integer())


def lookup_terms(obj: object, lookups: Iterable[Lookup]) -> tuple[FilterTerm, ...]:
    """The filters set on a parsed dataclass, in declaration order."""
    return tuple(
        FilterTerm(lk.param, lk.path, lk.lookup, value)
        for lk in lookups
        if (value := getattr(obj, lk.param)) is not None
    )


# -- value parsers ------------------------------------------------------------------------------
# Each factory returns a function of one string that returns the value or raises ValueError.

_INT = re.compile(r"[-+]?[0-9]+")  # ASCII digits only: int() would also take other scripts' digits
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_DATETIME = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?")
INT64 = (-(2**63), 2**63 - 1)


def _bounded(value: Any, minimum: float | None, maximum: float | None) -> Any:
    if minimum is not None and value < minimum:
        raise ValueError(f"Ensure this value is greater than or equal to {_num(minimum)}.")
    if maximum is not None and value > maximum:
        raise ValueError(f"Ensure this value is less than or equal to {_num(maximum)}.")
    return value


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


@dataclass(frozen=True, slots=True)
class IntegerParser:
    """An integer parser; a JSON filter object may give its value as a JSON integer too."""

    minimum: float | None
    maximum: float | None

    def __call__(self, raw: str) -> int:
        if not _INT.fullmatch(raw):
            raise ValueError("A valid integer is required.")
        return _bounded(int(raw), self.minimum, self.maximum)  # type: ignore[no-any-return]


def integer(minimum: float | None = INT64[0], maximum: float | None = INT64[1]) -> Parser:
    return IntegerParser(minimum, maximum)


def number(minimum: float | None = None, maximum: float | None = None) -> Parser:
    def parse_number(raw: str) -> float:
        try:
            value = float(raw)
        except ValueError:
            raise ValueError("A valid number is required.") from None
        if not math.isfinite(value) or raw.strip() != raw:
            raise ValueError("A valid number is required.")
        return _bounded(value, minimum, maximum)  # type: ignore[no-any-return]

    return parse_number


def boolean() -> Parser:
    def parse_boolean(raw: str) -> bool:
        if raw not in ("true", "false"):
            raise ValueError("Must be a valid boolean: true or false.")
        return raw == "true"

    return parse_boolean


def text(min_length: int | None = None, max_length: int | None = None, pattern: str | None = None) -> Parser:
    compiled = re.compile(pattern) if pattern else None

    def parse_text(raw: str) -> str:
        if "\x00" in raw:
            raise ValueError("Null characters are not allowed.")
        if min_length is not None and len(raw) < min_length:
            raise ValueError(f"Ensure this field has at least {min_length} characters.")
        if max_length is not None and len(raw) > max_length:
            raise ValueError(f"Ensure this field has no more than {max_length} characters.")
        if compiled is not None and not compiled.search(raw):
            raise ValueError("This value does not match the required pattern.")
        return raw

    return parse_text


# How deep arrays and objects may nest in a JSON query value: as in a body, whose parser
# (pydantic's) stops there (decision json_parameters). Python's own parser recursed until it
# failed, at about 1,000 levels, with a 500.
JSON_DEPTH = 200
INVALID_JSON = "Value must be valid JSON."
JSON_TOO_DEEP = f"Value must be valid JSON nested at most {JSON_DEPTH} levels deep."


def json_value() -> Parser:
    """A JSON value written in a query string, such as {"site": "Ghent"} (the contains lookup of
    JSON fields), read by the parser of bodies and refused where a body's value would be
    (decisions json_parameters, unstorable_values): nested too deep, NaN or Infinity, a NUL
    character, a number past a float's range; PostgreSQL's JSON refuses what SQLite compared."""

    def parse_json(raw: str) -> Any:
        try:
            value = pydantic_core.from_json(raw, allow_inf_nan=False)
        except ValueError as exc:
            raise ValueError(JSON_TOO_DEEP if "recursion limit" in str(exc) else INVALID_JSON) from None
        _refuse_unstorable(value)
        return value

    return parse_json


def _refuse_unstorable(value: Any) -> None:
    """Raise the message of the first thing a JSON query value may not hold; walked without recursion."""
    pending = [(value, 0)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, dict | list):
            if depth >= JSON_DEPTH:
                raise ValueError(JSON_TOO_DEEP)
            if isinstance(value, dict):
                if any("\x00" in key for key in value):
                    raise ValueError("Null characters are not allowed.")
                value = list(value.values())
            pending.extend((item, depth + 1) for item in value)
        elif isinstance(value, str) and "\x00" in value:
            raise ValueError("Null characters are not allowed.")
        elif isinstance(value, float) and not math.isfinite(value):
            raise ValueError("A valid number is required.")


def uuid() -> Parser:
    def parse_uuid(raw: str) -> UUID:
        if not _UUID.fullmatch(raw):
            raise ValueError(f'"{raw}" is not a valid UUID.')
        return UUID(raw)

    return parse_uuid


def iso_date() -> Parser:
    def parse_date(raw: str) -> date:
        try:
            if _DATE.fullmatch(raw):
                return date.fromisoformat(raw)
        except ValueError:
            pass
        raise ValueError("Date has wrong format. Use one of these formats instead: YYYY-MM-DD.")

    return parse_date


def iso_datetime() -> Parser:
    def parse_datetime(raw: str) -> datetime:
        try:
            if _DATETIME.fullmatch(raw):
                value = datetime.fromisoformat(raw)
                if not value.tzinfo:
                    return value.replace(tzinfo=UTC)
                value.astimezone(UTC)  # an instant outside years 1 to 9999 in UTC is no valid value
                return value
        except (ValueError, OverflowError):
            pass
        raise ValueError(
            "Datetime has wrong format. Use one of these formats instead: "
            "YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]."
        )

    return parse_datetime


def choice(enum_type: type[enum.StrEnum]) -> Parser:
    members = {m.value: m for m in enum_type}

    def parse_choice(raw: str) -> enum.StrEnum:
        if raw not in members:
            raise ValueError(f'"{raw}" is not a valid choice.')
        return members[raw]

    return parse_choice


def ordering(fields: Mapping[str, tuple[tuple[str, ...], ...]]) -> Parser:
    """Ordering values, each read as a tuple of terms: a field orders by one or more paths in turn."""

    def parse_ordering(raw: str) -> tuple[OrderingTerm, ...]:
        name = raw.removeprefix("-")
        if name not in fields:
            raise ValueError(
                f'"{raw}" is not a valid ordering; use one of: {", ".join(fields)}, each optionally prefixed with "-".'
            )
        return tuple(OrderingTerm(name, path, raw.startswith("-")) for path in fields[name])

    return parse_ordering


def json_filters(factory: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A Pydantic validator reading a JSON filter object; its errors nest under the field."""
    from pydantic_core import PydanticCustomError

    def validate(obj: Any) -> Any:
        try:
            return factory(obj)
        except ValidationFailed as exc:
            raise PydanticCustomError("filters_invalid", "Invalid filters.", {"errors": exc.errors}) from None

    return validate
