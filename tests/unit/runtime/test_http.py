from __future__ import annotations

from typing import Annotated

import pydantic
import pytest
from pydantic import MISSING, BaseModel, ConfigDict, Field

from handwritten.runtime import querystring as qs
from handwritten.runtime.errors import ValidationFailed
from handwritten.runtime.http import error_tree, path_value


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
