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

    Decision (Required fields of an order item request): No field of an order item request is required; an item without
    id is created, an item with id is updated. A field an item shows as null (buyer_product, seller_product, volume,
    unit, line_number, external_id, metadata) may be written null, which clears it, so an item is written back as it was
    read.

        Attributes:
            assessment_status (AssessmentStatus | Unset):
            assessment_summary (Any | Unset):
            buyer_product (int | None | Unset): The buyer product id.
            buyer_product_detail (None | Product | Unset): Decision (Response fields without a value): A response field is
                null when the data has no value for it rather than an invented one: an order's value_chain_detail when
                value_chain is null, border_cross_country when its code is null, buyer_company and seller_company with their ids
                when the body left them null; an order item's products, volume, unit, line_number, external_id and metadata when
                the item was written without them; a document's source, file_size and uploaded_at before its upload is
                confirmed; a query log's query_lookup_key when none was given.
            created_at (datetime.datetime | Unset):
            excluded_propagation_identifiers (Any | Unset):
            external_id (None | str | Unset): Decision (Limits of an order item's external_id): An order item's external_id
                is 1..255 characters, like the order's: the limits table's external_id row applies to the orders and to their
                line items.
            id (int | Unset):
            is_complete_match (bool | Unset):
            line_number (int | None | Unset): Decision (Bounds of the quantities in request bodies): An order item's volume
                is from 0 to 10^12 (a trillion of its unit) and is kept as given (a double: about 15 significant digits, never
                rounded); its line_number from 0 to 2,147,483,647; an origin's area_hectares from 0 to 10^8 (a million square
                kilometres). Anything else is a 400 on the field, at its place ("Ensure this value is greater than or equal to
                0.0."), and nothing is written; null stays allowed where the field is nullable. The other numbers of request
                bodies are bounded already (top_k, vector_distance_threshold, priority, ids) or are text checked as such
                (ownership_percentage: 0 to 100 with two decimals).
            metadata (None | OrderItemMetadataRequest | Unset):
            order (int | Unset): The order id.
            pulse_params (str | Unset):
            seller_product (int | None | Unset): The seller product id.
            seller_product_detail (None | Product | Unset): Decision (Response fields without a value): A response field is
                null when the data has no value for it rather than an invented one: an order's value_chain_detail when
                value_chain is null, border_cross_country when its code is null, buyer_company and seller_company with their ids
                when the body left them null; an order item's products, volume, unit, line_number, external_id and metadata when
                the item was written without them; a document's source, file_size and uploaded_at before its upload is
                confirmed; a query log's query_lookup_key when none was given.
            seller_traced_suggestions (OrderItemRequestSellerTracedSuggestions | Unset):
            trace (OrderItemTraceRequest | Unset): What an order line item is traced to.

                Decision (Required fields of an order item request): No field of an order item request is required; an item
                without id is created, an item with id is updated. A field an item shows as null (buyer_product, seller_product,
                volume, unit, line_number, external_id, metadata) may be written null, which clears it, so an item is written
                back as it was read.
            traced_order_count (str | Unset):
            traced_origin_count (str | Unset):
            unit (None | str | Unset):
            updated_at (datetime.datetime | Unset):
            volume (float | None | Unset): Decision (Bounds of the quantities in request bodies): An order item's volume is
                from 0 to 10^12 (a trillion of its unit) and is kept as given (a double: about 15 significant digits, never
                rounded); its line_number from 0 to 2,147,483,647; an origin's area_hectares from 0 to 10^8 (a million square
                kilometres). Anything else is a 400 on the field, at its place ("Ensure this value is greater than or equal to
                0.0."), and nothing is written; null stays allowed where the field is nullable. The other numbers of request
                bodies are bounded already (top_k, vector_distance_threshold, priority, ids) or are text checked as such
                (ownership_percentage: 0 to 100 with two decimals).
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
