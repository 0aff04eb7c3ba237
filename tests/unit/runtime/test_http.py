from __future__ import annotations

import asyncio
from typing import Annotated, Any

import pydantic
import pytest
from pydantic import MISSING, BaseModel, ConfigDict, Field
from starlette.requests import Request

from handwritten.runtime import querystring as qs
from handwritten.runtime.errors import ValidationFailed
from handwritten.runtime.http import NOT_FINITE, NUL_REFUSED, error_tree, path_value, read_body


class Item(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    name: Annotated[str, Field(min_length=1, max_length=3)]
    count: int | MISSING = MISSING


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    items: Annotated[list[Item], Field(max_length=2)]
    note: str | None


def tree_of(data: object) -> dict[str, object]:
    with pytest.raises(pydantic.ValidationError) as caught:
        Body.model_validate_json(pydantic.TypeAdapter(object).dump_json(data))
    return error_tree(caught.value.errors(include_url=False))


def test_nested_errors_become_drf_trees() -> None:
    assert tree_of({"items": [{"name": ""}, {"name": "abcd", "count": "1", "x": 1}]}) == {
        "items": {
            "0": {"name": ["Ensure this field has at least 1 characters."]},
            "1": {
                "name": ["Ensure this field has no more than 3 characters."],
                "count": ["A valid integer is required."],
                "x": ["Unknown field."],
            },
        },
        "note": ["This field is required."],
    }


def test_null_for_a_non_nullable_field_says_so() -> None:
    assert tree_of({"items": [{"name": "a", "count": None}], "note": None}) == {
        "items": {"0": {"count": ["This field may not be null."]}}
    }


def test_too_many_items() -> None:
    assert tree_of({"items": [{"name": "a"}] * 3, "note": None}) == {
        "items": ["Ensure this field has no more than 2 elements."]
    }


def test_a_malformed_path_parameter_is_a_400_on_its_name() -> None:
    with pytest.raises(ValidationFailed) as caught:
        path_value("id", "abc", qs.integer())
    assert caught.value.errors == {"id": ["A valid integer is required."]}
    assert path_value("id", "12", qs.integer()) == 12


class Loose(BaseModel):
    model_config = ConfigDict(extra="forbid")
    note: str
    amount: float | MISSING = MISSING
    data: dict[str, Any] | MISSING = MISSING


def _read(raw: bytes) -> Loose:
    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": raw, "more_body": False}

    request = Request({"type": "http", "method": "POST", "headers": [(b"content-type", b"application/json")]}, receive)
    return asyncio.run(read_body(request, Loose))


def test_a_body_with_what_a_database_cannot_keep_is_refused_where_it_holds_it() -> None:
    """NUL characters and non-finite numbers (decision unstorable_values), JSON fields included."""
    with pytest.raises(ValidationFailed) as caught:
        _read(b'{"note": "a\\u0000b", "amount": NaN, "data": {"k\\u0000": 1, "list": [1, Infinity, 1e400, "\\u0000"]}}')
    assert caught.value.errors == {
        "note": [NUL_REFUSED],
        "amount": [NOT_FINITE],
        "data": {"k\x00": [NUL_REFUSED], "list": {"1": [NOT_FINITE], "2": [NOT_FINITE], "3": [NUL_REFUSED]}},
    }
    assert NUL_REFUSED == "Null characters are not allowed." and NOT_FINITE == "A valid number is required."
    # Their look-alikes are kept: an escaped backslash before u0000, the words, large finite numbers.
    kept = _read(b'{"note": "\\\\u0000 NaN Infinity", "amount": 1e300, "data": {"e": -1.5e-400, "n": "9e999"}}')
    assert (kept.note, kept.amount, kept.data) == ("\\u0000 NaN Infinity", 1e300, {"e": -0.0, "n": "9e999"})
