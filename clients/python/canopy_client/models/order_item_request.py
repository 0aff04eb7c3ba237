from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.assessment_status import AssessmentStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.order_item_metadata_request import OrderItemMetadataRequest
    from ..models.order_item_request_seller_traced_suggestions import OrderItemRequestSellerTracedSuggestions
    from ..models.order_item_trace_request import OrderItemTraceRequest
    from ..models.product import Product


T = TypeVar("T", bound="OrderItemRequest")


@_attrs_define
class OrderItemRequest:
    """A nested order line item, as written; an item without id is created, one with id is updated.

    Decision: [order_item_required_fields](/api/docs/decisions.html#order_item_required_fields).

        Attributes:
            assessment_status (AssessmentStatus | Unset):
            assessment_summary (Any | Unset): Why the item has its status: trace counts and the cause.
            buyer_product (int | None | Unset): The buyer product id.
            buyer_product_detail (None | Product | Unset): The buyer's product.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            created_at (datetime.datetime | Unset): When the item was recorded.
            excluded_propagation_identifiers (Any | Unset):
            external_id (None | str | Unset): Decision:
                [order_item_external_id](/api/docs/decisions.html#order_item_external_id).
            id (int | Unset):
            is_complete_match (bool | Unset): Whether the item is matched completely to the seller's trace.
            line_number (int | None | Unset): Decision: [quantities](/api/docs/decisions.html#quantities).
            metadata (None | OrderItemMetadataRequest | Unset):
            order (int | Unset): The order id.
            pulse_params (str | Unset): The item's identifier in the data platform.
            seller_product (int | None | Unset): The seller product id.
            seller_product_detail (None | Product | Unset): The seller's product.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            seller_traced_suggestions (OrderItemRequestSellerTracedSuggestions | Unset): The seller's trace suggestions; {}
                when none.
            trace (OrderItemTraceRequest | Unset): What an order line item is traced to.

                Decision: [order_item_required_fields](/api/docs/decisions.html#order_item_required_fields).
            traced_order_count (str | Unset): How many orders the item is traced to, such as "1".
            traced_origin_count (str | Unset): How many origins the item is traced to, such as "2".
            unit (None | str | Unset):
            updated_at (datetime.datetime | Unset): When the item was last changed.
            volume (float | None | Unset): Decision: [quantities](/api/docs/decisions.html#quantities).
    """

    assessment_status: AssessmentStatus | Unset = UNSET
    assessment_summary: Any | Unset = UNSET
    buyer_product: int | None | Unset = UNSET
    buyer_product_detail: None | Product | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    excluded_propagation_identifiers: Any | Unset = UNSET
    external_id: None | str | Unset = UNSET
    id: int | Unset = UNSET
    is_complete_match: bool | Unset = UNSET
    line_number: int | None | Unset = UNSET
    metadata: None | OrderItemMetadataRequest | Unset = UNSET
    order: int | Unset = UNSET
    pulse_params: str | Unset = UNSET
    seller_product: int | None | Unset = UNSET
    seller_product_detail: None | Product | Unset = UNSET
    seller_traced_suggestions: OrderItemRequestSellerTracedSuggestions | Unset = UNSET
    trace: OrderItemTraceRequest | Unset = UNSET
    traced_order_count: str | Unset = UNSET
    traced_origin_count: str | Unset = UNSET
    unit: None | str | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET
    volume: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.order_item_metadata_request import OrderItemMetadataRequest  # noqa: PLC0415
        from ..models.product import Product  # noqa: PLC0415

        assessment_status: str | Unset = UNSET
        if not isinstance(self.assessment_status, Unset):
            assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        buyer_product: int | None | Unset
        if isinstance(self.buyer_product, Unset):
            buyer_product = UNSET
        else:
            buyer_product = self.buyer_product

        buyer_product_detail: dict[str, Any] | None | Unset
        if isinstance(self.buyer_product_detail, Unset):
            buyer_product_detail = UNSET
        elif isinstance(self.buyer_product_detail, Product):
            buyer_product_detail = self.buyer_product_detail.to_dict()
        else:
            buyer_product_detail = self.buyer_product_detail

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id: None | str | Unset
        if isinstance(self.external_id, Unset):
            external_id = UNSET
        else:
            external_id = self.external_id

        id = self.id

        is_complete_match = self.is_complete_match

        line_number: int | None | Unset
        if isinstance(self.line_number, Unset):
            line_number = UNSET
        else:
            line_number = self.line_number

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, OrderItemMetadataRequest):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        order = self.order

        pulse_params = self.pulse_params

        seller_product: int | None | Unset
        if isinstance(self.seller_product, Unset):
            seller_product = UNSET
        else:
            seller_product = self.seller_product

        seller_product_detail: dict[str, Any] | None | Unset
        if isinstance(self.seller_product_detail, Unset):
            seller_product_detail = UNSET
        elif isinstance(self.seller_product_detail, Product):
            seller_product_detail = self.seller_product_detail.to_dict()
        else:
            seller_product_detail = self.seller_product_detail

        seller_traced_suggestions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.seller_traced_suggestions, Unset):
            seller_traced_suggestions = self.seller_traced_suggestions.to_dict()

        trace: dict[str, Any] | Unset = UNSET
        if not isinstance(self.trace, Unset):
            trace = self.trace.to_dict()

        traced_order_count = self.traced_order_count

        traced_origin_count = self.traced_origin_count

        unit: None | str | Unset
        if isinstance(self.unit, Unset):
            unit = UNSET
        else:
            unit = self.unit

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        volume: float | None | Unset
        if isinstance(self.volume, Unset):
            volume = UNSET
        else:
            volume = self.volume

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if assessment_status is not UNSET:
            field_dict["assessment_status"] = assessment_status
        if assessment_summary is not UNSET:
            field_dict["assessment_summary"] = assessment_summary
        if buyer_product is not UNSET:
            field_dict["buyer_product"] = buyer_product
        if buyer_product_detail is not UNSET:
            field_dict["buyer_product_detail"] = buyer_product_detail
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if excluded_propagation_identifiers is not UNSET:
            field_dict["excluded_propagation_identifiers"] = excluded_propagation_identifiers
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if id is not UNSET:
            field_dict["id"] = id
        if is_complete_match is not UNSET:
            field_dict["is_complete_match"] = is_complete_match
        if line_number is not UNSET:
            field_dict["line_number"] = line_number
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if order is not UNSET:
            field_dict["order"] = order
        if pulse_params is not UNSET:
            field_dict["pulse_params"] = pulse_params
        if seller_product is not UNSET:
            field_dict["seller_product"] = seller_product
        if seller_product_detail is not UNSET:
            field_dict["seller_product_detail"] = seller_product_detail
        if seller_traced_suggestions is not UNSET:
            field_dict["seller_traced_suggestions"] = seller_traced_suggestions
        if trace is not UNSET:
            field_dict["trace"] = trace
        if traced_order_count is not UNSET:
            field_dict["traced_order_count"] = traced_order_count
        if traced_origin_count is not UNSET:
            field_dict["traced_origin_count"] = traced_origin_count
        if unit is not UNSET:
            field_dict["unit"] = unit
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at
        if volume is not UNSET:
            field_dict["volume"] = volume

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.order_item_metadata_request import OrderItemMetadataRequest  # noqa: PLC0415
        from ..models.order_item_request_seller_traced_suggestions import OrderItemRequestSellerTracedSuggestions  # noqa: PLC0415
        from ..models.order_item_trace_request import OrderItemTraceRequest  # noqa: PLC0415
        from ..models.product import Product  # noqa: PLC0415

        d = dict(src_dict)
        _assessment_status = d.pop("assessment_status", UNSET)
        assessment_status: AssessmentStatus | Unset
        if isinstance(_assessment_status, Unset):
            assessment_status = UNSET
        else:
            assessment_status = AssessmentStatus(_assessment_status)

        assessment_summary = d.pop("assessment_summary", UNSET)

        def _parse_buyer_product(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        buyer_product = _parse_buyer_product(d.pop("buyer_product", UNSET))

        def _parse_buyer_product_detail(data: object) -> None | Product | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                buyer_product_detail_type_0 = Product.from_dict(data)

                return buyer_product_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Product | Unset, data)

        buyer_product_detail = _parse_buyer_product_detail(d.pop("buyer_product_detail", UNSET))

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers", UNSET)

        def _parse_external_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        external_id = _parse_external_id(d.pop("external_id", UNSET))

        id = d.pop("id", UNSET)

        is_complete_match = d.pop("is_complete_match", UNSET)

        def _parse_line_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        line_number = _parse_line_number(d.pop("line_number", UNSET))

        def _parse_metadata(data: object) -> None | OrderItemMetadataRequest | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = OrderItemMetadataRequest.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OrderItemMetadataRequest | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        order = d.pop("order", UNSET)

        pulse_params = d.pop("pulse_params", UNSET)

        def _parse_seller_product(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seller_product = _parse_seller_product(d.pop("seller_product", UNSET))

        def _parse_seller_product_detail(data: object) -> None | Product | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seller_product_detail_type_0 = Product.from_dict(data)

                return seller_product_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Product | Unset, data)

        seller_product_detail = _parse_seller_product_detail(d.pop("seller_product_detail", UNSET))

        _seller_traced_suggestions = d.pop("seller_traced_suggestions", UNSET)
        seller_traced_suggestions: OrderItemRequestSellerTracedSuggestions | Unset
        if isinstance(_seller_traced_suggestions, Unset):
            seller_traced_suggestions = UNSET
        else:
            seller_traced_suggestions = OrderItemRequestSellerTracedSuggestions.from_dict(_seller_traced_suggestions)

        _trace = d.pop("trace", UNSET)
        trace: OrderItemTraceRequest | Unset
        if isinstance(_trace, Unset):
            trace = UNSET
        else:
            trace = OrderItemTraceRequest.from_dict(_trace)

        traced_order_count = d.pop("traced_order_count", UNSET)

        traced_origin_count = d.pop("traced_origin_count", UNSET)

        def _parse_unit(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit = _parse_unit(d.pop("unit", UNSET))

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        def _parse_volume(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        volume = _parse_volume(d.pop("volume", UNSET))

        order_item_request = cls(
            assessment_status=assessment_status,
            assessment_summary=assessment_summary,
            buyer_product=buyer_product,
            buyer_product_detail=buyer_product_detail,
            created_at=created_at,
            excluded_propagation_identifiers=excluded_propagation_identifiers,
            external_id=external_id,
            id=id,
            is_complete_match=is_complete_match,
            line_number=line_number,
            metadata=metadata,
            order=order,
            pulse_params=pulse_params,
            seller_product=seller_product,
            seller_product_detail=seller_product_detail,
            seller_traced_suggestions=seller_traced_suggestions,
            trace=trace,
            traced_order_count=traced_order_count,
            traced_origin_count=traced_origin_count,
            unit=unit,
            updated_at=updated_at,
            volume=volume,
        )

        return order_item_request
