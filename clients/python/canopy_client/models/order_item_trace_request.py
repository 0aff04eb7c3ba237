from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="OrderItemTraceRequest")


@_attrs_define
class OrderItemTraceRequest:
    """What an order line item is traced to.

    Decision: [order_item_required_fields](/api/docs/decisions.html#order_item_required_fields).

        Attributes:
            traced_orders (list[int] | Unset): Ids of the orders the item is traced to.
            traced_origins (list[int] | Unset): Ids of the origins the item is traced to.
    """

    traced_orders: list[int] | Unset = UNSET
    traced_origins: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        traced_orders: list[int] | Unset = UNSET
        if not isinstance(self.traced_orders, Unset):
            traced_orders = self.traced_orders

        traced_origins: list[int] | Unset = UNSET
        if not isinstance(self.traced_origins, Unset):
            traced_origins = self.traced_origins

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if traced_orders is not UNSET:
            field_dict["traced_orders"] = traced_orders
        if traced_origins is not UNSET:
            field_dict["traced_origins"] = traced_origins

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        traced_orders = cast(list[int], d.pop("traced_orders", UNSET))

        traced_origins = cast(list[int], d.pop("traced_origins", UNSET))

        order_item_trace_request = cls(
            traced_orders=traced_orders,
            traced_origins=traced_origins,
        )

        return order_item_trace_request
