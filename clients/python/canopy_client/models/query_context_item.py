from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.context_precision import ContextPrecision

T = TypeVar("T", bound="QueryContextItem")


@_attrs_define
class QueryContextItem:
    """One entry of a submission's query context.

    Decision (Types of the query context entries of a new submission): Each query_context entry is an object with
    context_object, context_value and precision, all three required: context_object a string of 1..100 characters (as a
    nested survey's dimension), context_value a string of at most 255 characters, precision one of exact, year, quarter,
    month and day (a ContextPrecision).

        Attributes:
            context_object (str): The context's key, such as year, or a nested survey's dimension, such as site.
            context_value (str):
            precision (ContextPrecision): Decision (How a submission's context comes from its query context): Each
                query_context entry gives one context_object its context_value, normalized by precision: year, quarter, month or
                day read the value as an ISO date (or a year, year-month) and keep "2024", "2024-Q1", "2024-03" or "2024-03-05";
                exact keeps the value as sent; anything else is a 400 naming the entry. An object that is a nested dimension of
                the survey (site, supplier...) may be given many times: its values, in the order sent, are the nested instances,
                and the context holds them as a list; any other object given twice is a 400. The context is the object of the
                scalar objects plus the dimension lists; an instance's answer context is the scalar context plus its one
                dimension value (nested deeper: plus each value on its path).
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
