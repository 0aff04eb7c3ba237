from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.assessment_status import AssessmentStatus
from ..models.order_type import OrderType
from ..models.seller_company_status import SellerCompanyStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.order_item_request import OrderItemRequest


T = TypeVar("T", bound="PartialUpdateSaleOrderRequest")


@_attrs_define
class PartialUpdateSaleOrderRequest:
    """Body of the sale order partial update (O9); the sale order creation body, all optional.

    Decision (Body and response of partially updating a sale order): The body has the fields of create sale order, all
    optional, and the response is the Order, mirroring the purchase-order pair.

        Attributes:
            assessment_status (AssessmentStatus | Unset):
            border_cross_country_code (None | str | Unset):
            buyer_company_id (int | None | Unset):
            buyer_external_id (None | str | Unset):
            dds_identifiers (list[str] | Unset):
            excluded_propagation_identifiers (Any | Unset):
            external_id (str | Unset):
            items (list[OrderItemRequest] | Unset):
            order_arrival_at (datetime.date | None | Unset):
            order_created_at (datetime.date | Unset):
            seller_company_status (SellerCompanyStatus | Unset):
            seller_external_id (None | str | Unset):
            send_information_request (bool | Unset):
            skip_information_request_review (bool | Unset):
            type_ (OrderType | Unset):
            value_chain (int | None | Unset): The value chain id.
    """

    assessment_status: AssessmentStatus | Unset = UNSET
    border_cross_country_code: None | str | Unset = UNSET
    buyer_company_id: int | None | Unset = UNSET
    buyer_external_id: None | str | Unset = UNSET
    dds_identifiers: list[str] | Unset = UNSET
    excluded_propagation_identifiers: Any | Unset = UNSET
    external_id: str | Unset = UNSET
    items: list[OrderItemRequest] | Unset = UNSET
    order_arrival_at: datetime.date | None | Unset = UNSET
    order_created_at: datetime.date | Unset = UNSET
    seller_company_status: SellerCompanyStatus | Unset = UNSET
    seller_external_id: None | str | Unset = UNSET
    send_information_request: bool | Unset = UNSET
    skip_information_request_review: bool | Unset = UNSET
    type_: OrderType | Unset = UNSET
    value_chain: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        assessment_status: str | Unset = UNSET
        if not isinstance(self.assessment_status, Unset):
            assessment_status = self.assessment_status.value

        border_cross_country_code: None | str | Unset
        if isinstance(self.border_cross_country_code, Unset):
            border_cross_country_code = UNSET
        else:
            border_cross_country_code = self.border_cross_country_code

        buyer_company_id: int | None | Unset
        if isinstance(self.buyer_company_id, Unset):
            buyer_company_id = UNSET
        else:
            buyer_company_id = self.buyer_company_id

        buyer_external_id: None | str | Unset
        if isinstance(self.buyer_external_id, Unset):
            buyer_external_id = UNSET
        else:
            buyer_external_id = self.buyer_external_id

        dds_identifiers: list[str] | Unset = UNSET
        if not isinstance(self.dds_identifiers, Unset):
            dds_identifiers = self.dds_identifiers

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        items: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item = items_item_data.to_dict()
                items.append(items_item)

        order_arrival_at: None | str | Unset
        if isinstance(self.order_arrival_at, Unset):
            order_arrival_at = UNSET
        elif isinstance(self.order_arrival_at, datetime.date):
            order_arrival_at = self.order_arrival_at.isoformat()
        else:
            order_arrival_at = self.order_arrival_at

        order_created_at: str | Unset = UNSET
        if not isinstance(self.order_created_at, Unset):
            order_created_at = self.order_created_at.isoformat()

        seller_company_status: str | Unset = UNSET
        if not isinstance(self.seller_company_status, Unset):
            seller_company_status = self.seller_company_status.value

        seller_external_id: None | str | Unset
        if isinstance(self.seller_external_id, Unset):
            seller_external_id = UNSET
        else:
            seller_external_id = self.seller_external_id

        send_information_request = self.send_information_request

        skip_information_request_review = self.skip_information_request_review

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        value_chain: int | None | Unset
        if isinstance(self.value_chain, Unset):
            value_chain = UNSET
        else:
            value_chain = self.value_chain

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if assessment_status is not UNSET:
            field_dict["assessment_status"] = assessment_status
        if border_cross_country_code is not UNSET:
            field_dict["border_cross_country_code"] = border_cross_country_code
        if buyer_company_id is not UNSET:
            field_dict["buyer_company_id"] = buyer_company_id
        if buyer_external_id is not UNSET:
            field_dict["buyer_external_id"] = buyer_external_id
        if dds_identifiers is not UNSET:
            field_dict["dds_identifiers"] = dds_identifiers
        if excluded_propagation_identifiers is not UNSET:
            field_dict["excluded_propagation_identifiers"] = excluded_propagation_identifiers
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if items is not UNSET:
            field_dict["items"] = items
        if order_arrival_at is not UNSET:
            field_dict["order_arrival_at"] = order_arrival_at
        if order_created_at is not UNSET:
            field_dict["order_created_at"] = order_created_at
        if seller_company_status is not UNSET:
            field_dict["seller_company_status"] = seller_company_status
        if seller_external_id is not UNSET:
            field_dict["seller_external_id"] = seller_external_id
        if send_information_request is not UNSET:
            field_dict["send_information_request"] = send_information_request
        if skip_information_request_review is not UNSET:
            field_dict["skip_information_request_review"] = skip_information_request_review
        if type_ is not UNSET:
            field_dict["type"] = type_
        if value_chain is not UNSET:
            field_dict["value_chain"] = value_chain

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.order_item_request import OrderItemRequest  # noqa: PLC0415

        d = dict(src_dict)
        _assessment_status = d.pop("assessment_status", UNSET)
        assessment_status: AssessmentStatus | Unset
        if isinstance(_assessment_status, Unset):
            assessment_status = UNSET
        else:
            assessment_status = AssessmentStatus(_assessment_status)

        def _parse_border_cross_country_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        border_cross_country_code = _parse_border_cross_country_code(d.pop("border_cross_country_code", UNSET))

        def _parse_buyer_company_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        buyer_company_id = _parse_buyer_company_id(d.pop("buyer_company_id", UNSET))

        def _parse_buyer_external_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        buyer_external_id = _parse_buyer_external_id(d.pop("buyer_external_id", UNSET))

        dds_identifiers = cast(list[str], d.pop("dds_identifiers", UNSET))

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers", UNSET)

        external_id = d.pop("external_id", UNSET)

        _items = d.pop("items", UNSET)
        items: list[OrderItemRequest] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = OrderItemRequest.from_dict(items_item_data)

                items.append(items_item)

        def _parse_order_arrival_at(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                order_arrival_at_type_0 = datetime.date.fromisoformat(data)

                return order_arrival_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        order_arrival_at = _parse_order_arrival_at(d.pop("order_arrival_at", UNSET))

        _order_created_at = d.pop("order_created_at", UNSET)
        order_created_at: datetime.date | Unset
        if isinstance(_order_created_at, Unset):
            order_created_at = UNSET
        else:
            order_created_at = datetime.date.fromisoformat(_order_created_at)

        _seller_company_status = d.pop("seller_company_status", UNSET)
        seller_company_status: SellerCompanyStatus | Unset
        if isinstance(_seller_company_status, Unset):
            seller_company_status = UNSET
        else:
            seller_company_status = SellerCompanyStatus(_seller_company_status)

        def _parse_seller_external_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seller_external_id = _parse_seller_external_id(d.pop("seller_external_id", UNSET))

        send_information_request = d.pop("send_information_request", UNSET)

        skip_information_request_review = d.pop("skip_information_request_review", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: OrderType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = OrderType(_type_)

        def _parse_value_chain(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        value_chain = _parse_value_chain(d.pop("value_chain", UNSET))

        partial_update_sale_order_request = cls(
            assessment_status=assessment_status,
            border_cross_country_code=border_cross_country_code,
            buyer_company_id=buyer_company_id,
            buyer_external_id=buyer_external_id,
            dds_identifiers=dds_identifiers,
            excluded_propagation_identifiers=excluded_propagation_identifiers,
            external_id=external_id,
            items=items,
            order_arrival_at=order_arrival_at,
            order_created_at=order_created_at,
            seller_company_status=seller_company_status,
            seller_external_id=seller_external_id,
            send_information_request=send_information_request,
            skip_information_request_review=skip_information_request_review,
            type_=type_,
            value_chain=value_chain,
        )

        return partial_update_sale_order_request
