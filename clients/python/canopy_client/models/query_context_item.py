from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="QueryContextItem")


@_attrs_define
class QueryContextItem:
    """One entry of a submission's query context.

    Decision (Types of the query context entries of a new submission): Each query_context entry is an object with
    context_object, context_value and precision, all three required strings (a precision such as "year" or a number is
    sent as a string).

        Attributes:
            context_object (str):
            context_value (str):
            precision (str):
    """

    context_object: str
    context_value: str
    precision: str

    def to_dict(self) -> dict[str, Any]:
        context_object = self.context_object

        context_value = self.context_value

        precision = self.precision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "context_object": context_object,
                "context_value": context_value,
                "precision": precision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        context_object = d.pop("context_object")

        context_value = d.pop("context_value")

        precision = d.pop("precision")

        query_context_item = cls(
            context_object=context_object,
            context_value=context_value,
            precision=precision,
        )

        return query_context_item
