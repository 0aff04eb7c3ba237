from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.assessment_status import AssessmentStatus

if TYPE_CHECKING:
    from ..models.order_item_metadata import OrderItemMetadata
    from ..models.order_item_seller_traced_suggestions import OrderItemSellerTracedSuggestions
    from ..models.product import Product


T = TypeVar("T", bound="OrderItem")


@_attrs_define
class OrderItem:
    """A line item of an order, between a buyer product and a seller product.

    Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).

        Attributes:
            assessment_status (AssessmentStatus):
            assessment_summary (Any): Why the item has its status: trace counts and the cause.
            buyer_product (int | None): The buyer's product id.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            buyer_product_detail (None | Product): The buyer's product.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            created_at (datetime.datetime): When the item was recorded.
            excluded_propagation_identifiers (Any): Records left out of the item's assessment.
            external_id (None | str): The item's id in your own system.

                Decision: [order_item_external_id](/api/docs/decisions.html#order_item_external_id).
            id (int): The item id.

                Decision: [ids_never_reused](/api/docs/decisions.html#ids_never_reused).
            is_complete_match (bool): Whether the item is matched completely to the seller's trace.
            line_number (int | None): The item's line on the order.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            metadata (None | OrderItemMetadata): Customs details; null when none.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            order (int): The order id.
            pulse_params (str): The item's identifier in the data platform.
            seller_product (int | None): The seller's product id.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            seller_product_detail (None | Product): The seller's product.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            seller_traced_suggestions (OrderItemSellerTracedSuggestions): The seller's trace suggestions; {} when none.
            traced_order_count (str): How many orders the item is traced to, such as "1".
            traced_origin_count (str): How many origins the item is traced to, such as "2".
            unit (None | str): The unit of volume, such as kg.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            updated_at (datetime.datetime): When the item was last changed.
            volume (float | None): The quantity, in unit.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
    """

    assessment_status: AssessmentStatus
    assessment_summary: Any
    buyer_product: int | None
    buyer_product_detail: None | Product
    created_at: datetime.datetime
    excluded_propagation_identifiers: Any
    external_id: None | str
    id: int
    is_complete_match: bool
    line_number: int | None
    metadata: None | OrderItemMetadata
    order: int
    pulse_params: str
    seller_product: int | None
    seller_product_detail: None | Product
    seller_traced_suggestions: OrderItemSellerTracedSuggestions
    traced_order_count: str
    traced_origin_count: str
    unit: None | str
    updated_at: datetime.datetime
    volume: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.order_item_metadata import OrderItemMetadata  # noqa: PLC0415
        from ..models.product import Product  # noqa: PLC0415

        assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        buyer_product: int | None
        buyer_product = self.buyer_product

        buyer_product_detail: dict[str, Any] | None
        if isinstance(self.buyer_product_detail, Product):
            buyer_product_detail = self.buyer_product_detail.to_dict()
        else:
            buyer_product_detail = self.buyer_product_detail

        created_at = self.created_at.isoformat()

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id: None | str
        external_id = self.external_id

        id = self.id

        is_complete_match = self.is_complete_match

        line_number: int | None
        line_number = self.line_number

        metadata: dict[str, Any] | None
        if isinstance(self.metadata, OrderItemMetadata):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        order = self.order

        pulse_params = self.pulse_params

        seller_product: int | None
        seller_product = self.seller_product

        seller_product_detail: dict[str, Any] | None
        if isinstance(self.seller_product_detail, Product):
            seller_product_detail = self.seller_product_detail.to_dict()
        else:
            seller_product_detail = self.seller_product_detail

        seller_traced_suggestions = self.seller_traced_suggestions.to_dict()

        traced_order_count = self.traced_order_count

        traced_origin_count = self.traced_origin_count

        unit: None | str
        unit = self.unit

        updated_at = self.updated_at.isoformat()

        volume: float | None
        volume = self.volume

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assessment_status": assessment_status,
                "assessment_summary": assessment_summary,
                "buyer_product": buyer_product,
                "buyer_product_detail": buyer_product_detail,
                "created_at": created_at,
                "excluded_propagation_identifiers": excluded_propagation_identifiers,
                "external_id": external_id,
                "id": id,
                "is_complete_match": is_complete_match,
                "line_number": line_number,
                "metadata": metadata,
                "order": order,
                "pulse_params": pulse_params,
                "seller_product": seller_product,
                "seller_product_detail": seller_product_detail,
                "seller_traced_suggestions": seller_traced_suggestions,
                "traced_order_count": traced_order_count,
                "traced_origin_count": traced_origin_count,
                "unit": unit,
                "updated_at": updated_at,
                "volume": volume,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.order_item_metadata import OrderItemMetadata  # noqa: PLC0415
        from ..models.order_item_seller_traced_suggestions import OrderItemSellerTracedSuggestions  # noqa: PLC0415
        from ..models.product import Product  # noqa: PLC0415

        d = dict(src_dict)
        assessment_status = AssessmentStatus(d.pop("assessment_status"))

        assessment_summary = d.pop("assessment_summary")

        def _parse_buyer_product(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        buyer_product = _parse_buyer_product(d.pop("buyer_product"))

        def _parse_buyer_product_detail(data: object) -> None | Product:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                buyer_product_detail_type_0 = Product.from_dict(data)

                return buyer_product_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Product, data)

        buyer_product_detail = _parse_buyer_product_detail(d.pop("buyer_product_detail"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers")

        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("external_id"))

        id = d.pop("id")

        is_complete_match = d.pop("is_complete_match")

        def _parse_line_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        line_number = _parse_line_number(d.pop("line_number"))

        def _parse_metadata(data: object) -> None | OrderItemMetadata:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = OrderItemMetadata.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OrderItemMetadata, data)

        metadata = _parse_metadata(d.pop("metadata"))

        order = d.pop("order")

        pulse_params = d.pop("pulse_params")

        def _parse_seller_product(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seller_product = _parse_seller_product(d.pop("seller_product"))

        def _parse_seller_product_detail(data: object) -> None | Product:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seller_product_detail_type_0 = Product.from_dict(data)

                return seller_product_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Product, data)

        seller_product_detail = _parse_seller_product_detail(d.pop("seller_product_detail"))

        seller_traced_suggestions = OrderItemSellerTracedSuggestions.from_dict(d.pop("seller_traced_suggestions"))

        traced_order_count = d.pop("traced_order_count")

        traced_origin_count = d.pop("traced_origin_count")

        def _parse_unit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit = _parse_unit(d.pop("unit"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_volume(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        volume = _parse_volume(d.pop("volume"))

        order_item = cls(
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
            traced_order_count=traced_order_count,
            traced_origin_count=traced_origin_count,
            unit=unit,
            updated_at=updated_at,
            volume=volume,
        )

        order_item.additional_properties = d
        return order_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
