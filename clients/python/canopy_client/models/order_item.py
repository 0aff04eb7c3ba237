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

    Decision (Types of order-related fields named without a type): On order items, products, value chains, due diligence
    statements and company summaries, created_at and updated_at are date-times, assessment_summary and
    excluded_propagation_identifiers are any, assessment_status is the order assessment status (pending, in_progress,
    passing, failing, mitigated), value chain tags are an array of strings and product due_diligence_statements an array
    of Due diligence statement, as the same names are typed on Order; species common_name and scientific_name, ownership
    sector_code and notes, and contact invitation_id and name are strings.

        Attributes:
            assessment_status (AssessmentStatus):
            assessment_summary (Any):
            buyer_product (int | None): The buyer product id.

                Decision (Response fields without a value): A response field is null when the data has no value for it rather
                than an invented one: an order's value_chain_detail when value_chain is null, border_cross_country when its code
                is null, buyer_company and seller_company with their ids when the body left them null; an order item's products,
                volume, unit, line_number, external_id and metadata when the item was written without them; a document's source,
                file_size and uploaded_at before its upload is confirmed; a query log's query_lookup_key when none was given.
            buyer_product_detail (None | Product): Decision (Response fields without a value): A response field is null when
                the data has no value for it rather than an invented one: an order's value_chain_detail when value_chain is
                null, border_cross_country when its code is null, buyer_company and seller_company with their ids when the body
                left them null; an order item's products, volume, unit, line_number, external_id and metadata when the item was
                written without them; a document's source, file_size and uploaded_at before its upload is confirmed; a query
                log's query_lookup_key when none was given.
            created_at (datetime.datetime):
            excluded_propagation_identifiers (Any):
            external_id (None | str): Decision (Limits of an order item's external_id): An order item's external_id is
                1..255 characters, like the order's: the limits table's external_id row applies to the orders and to their line
                items.
            id (int): Decision (Ids are never given twice): An id, once given to a record, is never given to another, after
                deletions too, on SQLite as on PostgreSQL: every table with an integer id is AUTOINCREMENT on SQLite (migration
                0030 rebuilt the tables made before it, continuing each from its largest id), as PostgreSQL's sequences never
                give a number twice. So replacing an order's items gives the new items new ids, and an id kept elsewhere (an
                exclusion such as "order_item:8" in excluded_propagation_identifiers, a client's own records) never comes to
                name another record.
            is_complete_match (bool):
            line_number (int | None): Decision (Response fields without a value): A response field is null when the data has
                no value for it rather than an invented one: an order's value_chain_detail when value_chain is null,
                border_cross_country when its code is null, buyer_company and seller_company with their ids when the body left
                them null; an order item's products, volume, unit, line_number, external_id and metadata when the item was
                written without them; a document's source, file_size and uploaded_at before its upload is confirmed; a query
                log's query_lookup_key when none was given.
            metadata (None | OrderItemMetadata): Decision (Response fields without a value): A response field is null when
                the data has no value for it rather than an invented one: an order's value_chain_detail when value_chain is
                null, border_cross_country when its code is null, buyer_company and seller_company with their ids when the body
                left them null; an order item's products, volume, unit, line_number, external_id and metadata when the item was
                written without them; a document's source, file_size and uploaded_at before its upload is confirmed; a query
                log's query_lookup_key when none was given.
            order (int): The order id.
            pulse_params (str):
            seller_product (int | None): The seller product id.

                Decision (Response fields without a value): A response field is null when the data has no value for it rather
                than an invented one: an order's value_chain_detail when value_chain is null, border_cross_country when its code
                is null, buyer_company and seller_company with their ids when the body left them null; an order item's products,
                volume, unit, line_number, external_id and metadata when the item was written without them; a document's source,
                file_size and uploaded_at before its upload is confirmed; a query log's query_lookup_key when none was given.
            seller_product_detail (None | Product): Decision (Response fields without a value): A response field is null
                when the data has no value for it rather than an invented one: an order's value_chain_detail when value_chain is
                null, border_cross_country when its code is null, buyer_company and seller_company with their ids when the body
                left them null; an order item's products, volume, unit, line_number, external_id and metadata when the item was
                written without them; a document's source, file_size and uploaded_at before its upload is confirmed; a query
                log's query_lookup_key when none was given.
            seller_traced_suggestions (OrderItemSellerTracedSuggestions):
            traced_order_count (str):
            traced_origin_count (str):
            unit (None | str): Decision (Response fields without a value): A response field is null when the data has no
                value for it rather than an invented one: an order's value_chain_detail when value_chain is null,
                border_cross_country when its code is null, buyer_company and seller_company with their ids when the body left
                them null; an order item's products, volume, unit, line_number, external_id and metadata when the item was
                written without them; a document's source, file_size and uploaded_at before its upload is confirmed; a query
                log's query_lookup_key when none was given.
            updated_at (datetime.datetime):
            volume (float | None): Decision (Response fields without a value): A response field is null when the data has no
                value for it rather than an invented one: an order's value_chain_detail when value_chain is null,
                border_cross_country when its code is null, buyer_company and seller_company with their ids when the body left
                them null; an order item's products, volume, unit, line_number, external_id and metadata when the item was
                written without them; a document's source, file_size and uploaded_at before its upload is confirmed; a query
                log's query_lookup_key when none was given.
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
