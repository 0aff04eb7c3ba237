"""Request bodies in and response models out, with DRF's error shapes."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

import pydantic
import pydantic_core
from starlette.requests import Request
from starlette.responses import Response

from handwritten.runtime.errors import ErrorTree, ParseError, UnsupportedMediaType, ValidationFailed
from handwritten.runtime.querystring import Parser
from handwritten.runtime.rendered import page_json

Model = TypeVar("Model", bound=pydantic.BaseModel)


def path_value(name: str, raw: str, parse: Parser) -> Any:
    """A path parameter, parsed like a query value; a malformed one is a 400 on its name."""
    try:
        return parse(raw)
    except ValueError as exc:
        raise ValidationFailed({name: [str(exc)]}) from None


async def read_body(request: Request, model: type[Model]) -> Model:
    raw = await request.body()
    media_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    # An empty body is no data at all, whatever its type: each required field is reported, as in DRF.
    if raw and media_type != "application/json" and not media_type.endswith("+json"):
        raise UnsupportedMediaType(media_type or "none")
    try:
        body = model.model_validate_json(raw or b"{}")
    except pydantic.ValidationError as exc:
        errors: list[Any] = exc.errors(include_url=False, include_context=True)
        if any(e["type"] == "json_invalid" for e in errors):
            raise ParseError(str(errors[0].get("ctx", {}).get("error", "invalid JSON"))) from None
        if _MAYBE_UNSTORABLE.search(raw):
            # Named so at its place whatever else is wrong: a NaN is no number, not one out of bounds.
            unstorable = list(_unstorable(pydantic_core.from_json(raw), ()))
            places = {error["loc"] for error in unstorable}
            errors = [error for error in errors if tuple(error["loc"]) not in places] + unstorable
        raise ValidationFailed(error_tree(errors)) from None
    if _MAYBE_UNSTORABLE.search(raw):  # rare: the body is read again only then
        # An item validated alone reports its own (validated_alone): it never refuses the others.
        found = _unstorable(pydantic_core.from_json(raw), ())
        if unstorable := [error for error in found if not _within_invalid(body, error["loc"])]:
            raise ValidationFailed(error_tree(unstorable))
    return body


def _within_invalid(body: pydantic.BaseModel, loc: tuple[str | int, ...]) -> bool:
    """Whether `loc` of the body lies in an item validated alone that was rejected (an Invalid)."""
    node: Any = body
    for part in loc:
        if isinstance(node, Invalid):
            return True
        if isinstance(node, pydantic.BaseModel) and isinstance(part, str):
            node = getattr(node, part, None)
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            node = node[part]
        elif isinstance(node, dict):
            node = node.get(part)
        else:
            return False
    return isinstance(node, Invalid)


# What the two databases cannot keep alike (decision unstorable_values): a NUL character in a text
# (PostgreSQL's text and JSON refuse it, SQLite keeps it) and a number that is no finite float
# (NaN, Infinity, or past 1.8e308: PostgreSQL's JSON refuses them, its float columns keep them and
# compare them above every number, SQLite keeps NULL).
# Bodies are searched for their JSON spelling first, which is cheap; a match inside a text (such
# as an escaped backslash before "u0000") is then read and found to be nothing.
_MAYBE_UNSTORABLE = re.compile(rb"\\u0000|NaN|Infinity|[0-9][eE][+-]?[0-9]{3}")
NUL_REFUSED = "Null characters are not allowed."
NOT_FINITE = "A valid number is required."


def _unstorable(value: Any, loc: tuple[str | int, ...]) -> Iterator[dict[str, Any]]:
    """Errors (error_tree's shape) at every NUL character and non-finite number in a JSON value."""
    if isinstance(value, str):
        if "\x00" in value:
            yield {"loc": loc, "type": "unstorable", "msg": NUL_REFUSED}
    elif isinstance(value, float):
        if not math.isfinite(value):
            yield {"loc": loc, "type": "unstorable", "msg": NOT_FINITE}
    elif isinstance(value, dict):
        for key, item in value.items():
            if "\x00" in key:
                yield {"loc": (*loc, key), "type": "unstorable", "msg": NUL_REFUSED}
            yield from _unstorable(item, (*loc, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _unstorable(item, (*loc, index))


@dataclass(frozen=True, slots=True)
class Invalid:
    """An item of a body array validated alone (spec: validated_alone) that failed: its DRF error tree."""

    errors: ErrorTree


def validated_alone(model: type[Model]) -> pydantic.PlainValidator:
    """The validator of such an item: `model`, or Invalid with the body the item alone would answer.

    The item is validated from its JSON text, as a whole body would be, so strict models read
    dates and UUIDs from strings here too.
    """

    def validate(item: Any) -> Model | Invalid:
        try:
            valid = model.model_validate_json(pydantic_core.to_json(item))
        except pydantic.ValidationError as exc:
            return Invalid(error_tree(exc.errors(include_url=False, include_context=True)))
        # What no database keeps alike is refused in the item, as a whole body would be (read_body).
        if unstorable := list(_unstorable(item, ())):
            return Invalid(error_tree(unstorable))
        return valid

    return pydantic.PlainValidator(validate)


def read_only(*names: str) -> pydantic.AfterValidator:
    """The validator of the keys a body has beyond its fields (spec: writes): a read-only field of the
    record the body writes passes, whatever its value, and is then forgotten (forget_read_only);
    any other key is an unknown field, at its place (decision read_only_fields)."""
    known = frozenset(names)

    def check(key: str) -> str:
        if key not in known:
            raise pydantic_core.PydanticCustomError("extra_forbidden", "Extra inputs are not permitted")
        return key

    return pydantic.AfterValidator(check)


def forget_read_only(body: Model) -> Model:
    """`body` without the read-only fields it was sent: neither its attributes, its dump nor its
    model_fields_set show them, so no service can write one."""
    extra = body.__pydantic_extra__
    if extra:
        body.__pydantic_fields_set__.difference_update(extra)
        extra.clear()
    return body


def render(model: pydantic.BaseModel | None, status_code: int = 200) -> Response:
    if model is None:
        return Response(status_code=status_code)
    # A page of rows rendered before is written from their kept JSON (runtime/rendered.py).
    body = page_json(model) or model.__pydantic_serializer__.to_json(model)
    return Response(body, status_code, media_type="application/json")


# Pydantic error types -> DRF messages; {x} is filled from the error's context.
_MESSAGES = {
    "missing": "This field is required.",
    "extra_forbidden": "Unknown field.",
    "int_type": "A valid integer is required.",
    "int_parsing": "A valid integer is required.",
    "int_from_float": "A valid integer is required.",
    "float_type": "A valid number is required.",
    "float_parsing": "A valid number is required.",
    "finite_number": "A valid number is required.",
    "bool_type": "Must be a valid boolean.",
    "string_type": "Not a valid string.",
    "string_too_short": "Ensure this field has at least {min_length} characters.",
    "string_too_long": "Ensure this field has no more than {max_length} characters.",
    "string_pattern_mismatch": "This value does not match the required pattern.",
    "too_short": "Ensure this field has at least {min_length} elements.",
    "too_long": "Ensure this field has no more than {max_length} elements.",
    "greater_than_equal": "Ensure this value is greater than or equal to {ge}.",
    "less_than_equal": "Ensure this value is less than or equal to {le}.",
    "greater_than": "Ensure this value is greater than {gt}.",
    "less_than": "Ensure this value is less than {lt}.",
    "enum": '"{input}" is not a valid choice.',
    "literal_error": '"{input}" is not a valid choice.',
    "list_type": 'Expected a list of items but got type "{input_type}".',
    "dict_type": 'Expected a dictionary of items but got type "{input_type}".',
    "model_type": "Invalid data. Expected a dictionary.",
    "model_attributes_type": "Invalid data. Expected a dictionary.",
    "date_type": "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
    "date_parsing": "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
    "date_from_datetime_parsing": "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
    "datetime_type": "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
    "datetime_parsing": "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
    "datetime_from_date_parsing": "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
    "uuid_type": "Must be a valid UUID.",
    "uuid_parsing": "Must be a valid UUID.",
    "value_error": "{reason}",
}


def error_tree(errors: list[Any]) -> ErrorTree:
    """Pydantic's flat error list as DRF's nested {"field": ["message"]} tree."""
    tree: ErrorTree = {}
    for error in errors:
        loc = [str(part) for part in error["loc"] if part not in ("function-after", "function-before")]
        if error["type"] == "filters_invalid":  # already a tree, from querystring.json_filters
            node = tree
            for part in loc:
                node = node.setdefault(part, {})
            node.update(error["ctx"]["errors"])
            continue
        message = _message(error)
        if not loc:
            loc = ["non_field_errors"]
        node = tree
        for part in loc[:-1]:
            child = node.setdefault(part, {})
            if isinstance(child, list):  # a message already sits here; keep both
                child = node[part] = {"non_field_errors": child}
            node = child
        existing = node.setdefault(loc[-1], [])
        if isinstance(existing, dict):
            existing.setdefault("non_field_errors", []).append(message)
        elif message not in existing:
            existing.append(message)
    return tree


# Type errors that a null value gives: DRF answers each with "This field may not be null."
_NULL_REFUSED = frozenset(
    {
        "int_type",
        "float_type",
        "string_type",
        "bool_type",
        "list_type",
        "dict_type",
        "model_type",
        "model_attributes_type",
        "date_type",
        "datetime_type",
        "uuid_type",
        "enum",
    }
)


def _message(error: dict[str, Any]) -> str:
    if error["type"] in _NULL_REFUSED and error.get("input", ...) is None:
        return "This field may not be null."
    if error["type"] == "value_error" and "valid email address" in str(error["msg"]):
        return "Enter a valid email address."
    template = _MESSAGES.get(error["type"])
    if template is None:
        return str(error["msg"])
    ctx = dict(error.get("ctx") or {})
    if error["type"] == "value_error":
        ctx["reason"] = str(ctx.get("error", error["msg"])).removeprefix("Value error, ")
    ctx.setdefault("input", error.get("input"))
    ctx.setdefault("input_type", type(error.get("input")).__name__)
    try:
        return template.format(**ctx)
    except (KeyError, IndexError):
        return str(error["msg"])
