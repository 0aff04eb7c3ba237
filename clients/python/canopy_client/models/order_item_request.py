from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.order_item_metadata_request import OrderItemMetadataRequest
    from ..models.order_item_trace_request import OrderItemTraceRequest


T = TypeVar("T", bound="OrderItemRequest")


@_attrs_define
class OrderItemRequest:
    """A nested order line item, as written; an item without id is created, one with id is updated.

    Decision (Required fields of an order item request): No field of an order item request is required; an item without
    id is created, an item with id is updated.

        Attributes:
            buyer_product (int | Unset): The buyer product id.
            excluded_propagation_identifiers (Any | Unset):
            external_id (str | Unset): Decision (Limits of an order item's external_id): An order item's external_id is
                1..255 characters, like the order's: the limits table's external_id row applies to the orders and to their line
                items.
            id (int | Unset):
            line_number (int | Unset):
            metadata (OrderItemMetadataRequest | Unset): Customs metadata of an order line item, as written.

                Decision (Required fields of an order item request): No field of an order item request is required; an item
                without id is created, an item with id is updated.
            seller_product (int | Unset): The seller product id.
            trace (OrderItemTraceRequest | Unset): What an order line item is traced to.

                Decision (Required fields of an order item request): No field of an order item request is required; an item
                without id is created, an item with id is updated.
            unit (str | Unset):
            volume (float | Unset):
    """

    buyer_product: int | Unset = UNSET
    excluded_propagation_identifiers: Any | Unset = UNSET
    external_id: str | Unset = UNSET
    id: int | Unset = UNSET
    line_number: int | Unset = UNSET
    metadata: OrderItemMetadataRequest | Unset = UNSET
    seller_product: int | Unset = UNSET
    trace: OrderItemTraceRequest | Unset = UNSET
    unit: str | Unset = UNSET
    volume: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        buyer_product = self.buyer_product

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        id = self.id

        line_number = self.line_number

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        seller_product = self.seller_product

        trace: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trace, Unset):
            trace = self.trace.to_dict()

        unit = self.unit

        volume = self.volume

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if buyer_product is not UNSET:
            field_dict["buyer_product"] = buyer_product
        if excluded_propagation_identifiers is not UNSET:
            field_dict["excluded_propagation_identifiers"] = excluded_propagation_identifiers
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if id is not UNSET:
            field_dict["id"] = id
        if line_number is not UNSET:
            field_dict["line_number"] = line_number
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if seller_product is not UNSET:
            field_dict["seller_product"] = seller_product
        if trace is not UNSET:
            field_dict["trace"] = trace
        if unit is not UNSET:
            field_dict["unit"] = unit
        if volume is not UNSET:
            field_dict["volume"] = volume

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.order_item_metadata_request import OrderItemMetadataRequest  # noqa: PLC0415
        from ..models.order_item_trace_request import OrderItemTraceRequest  # noqa: PLC0415

        d = dict(src_dict)
        buyer_product = d.pop("buyer_product", UNSET)

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers", UNSET)

        external_id = d.pop("external_id", UNSET)

        id = d.pop("id", UNSET)

        line_number = d.pop("line_number", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: OrderItemMetadataRequest | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = OrderItemMetadataRequest.from_dict(_metadata)

        seller_product = d.pop("seller_product", UNSET)

        _trace = d.pop("trace", UNSET)
        trace: OrderItemTraceRequest | Unset
        if isinstance(_trace, Unset):
            trace = UNSET
        else:
            trace = OrderItemTraceRequest.from_dict(_trace)

        unit = d.pop("unit", UNSET)

        volume = d.pop("volume", UNSET)

        order_item_request = cls(
            buyer_product=buyer_product,
            excluded_propagation_identifiers=excluded_propagation_identifiers,
            external_id=external_id,
            id=id,
            line_number=line_number,
            metadata=metadata,
            seller_product=seller_product,
            trace=trace,
            unit=unit,
            volume=volume,
        )

        return order_item_request
