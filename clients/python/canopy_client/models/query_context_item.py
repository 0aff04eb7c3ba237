from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.context_precision import ContextPrecision

T = TypeVar("T", bound="QueryContextItem")


@_attrs_define
class QueryContextItem:
    """One entry of a submission's query context.

    Decision: [survey_query_context_item](/api/docs/decisions.html#survey_query_context_item).

        Attributes:
            context_object (str): The context's key, such as year, or a nested survey's dimension, such as site.
            context_value (str): The value, such as 2025 or a site name.
            precision (ContextPrecision): Decision:
                [survey_submission_context](/api/docs/decisions.html#survey_submission_context).
    """

    context_object: str
    context_value: str
    precision: ContextPrecision

    def to_dict(self) -> dict[str, Any]:
        context_object = self.context_object

        context_value = self.context_value

        precision = self.precision.value

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

        precision = ContextPrecision(d.pop("precision"))

        query_context_item = cls(
            context_object=context_object,
            context_value=context_value,
            precision=precision,
        )

        return query_context_item
