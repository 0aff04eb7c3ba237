from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.buyer_company_status import BuyerCompanyStatus
from ..models.order_type import OrderType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.order_item_request import OrderItemRequest


T = TypeVar("T", bound="CreatePurchaseOrderRequest")


@_attrs_define
class CreatePurchaseOrderRequest:
    """Body of the purchase order creation (O6); the batch order fields plus the purchase options.

    Attributes:
        external_id (str):
        order_created_at (datetime.date):
        type_ (OrderType):
        border_cross_country_code (None | str | Unset):
        buyer_company_status (BuyerCompanyStatus | Unset):  Default: BuyerCompanyStatus.DRAFT.
        buyer_external_id (None | str | Unset):
        dds_identifiers (list[str] | Unset):
        excluded_propagation_identifiers (Any | Unset):
        items (list[OrderItemRequest] | Unset):
        order_arrival_at (datetime.date | None | Unset):
        seller_company_id (int | None | Unset):
        seller_external_id (None | str | Unset):
        send_information_request (bool | Unset):  Default: False.
        skip_information_request_review (bool | Unset):  Default: False.
        value_chain (int | None | Unset): The value chain id.
    """

    external_id: str
    order_created_at: datetime.date
    type_: OrderType
    border_cross_country_code: None | str | Unset = UNSET
    buyer_company_status: BuyerCompanyStatus | Unset = BuyerCompanyStatus.DRAFT
    buyer_external_id: None | str | Unset = UNSET
    dds_identifiers: list[str] | Unset = UNSET
    excluded_propagation_identifiers: Any | Unset = UNSET
    items: list[OrderItemRequest] | Unset = UNSET
    order_arrival_at: datetime.date | None | Unset = UNSET
    seller_company_id: int | None | Unset = UNSET
    seller_external_id: None | str | Unset = UNSET
    send_information_request: bool | Unset = False
    skip_information_request_review: bool | Unset = False
    value_chain: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        external_id = self.external_id

        order_created_at = self.order_created_at.isoformat()

        type_ = self.type_.value

        border_cross_country_code: None | str | Unset
        if isinstance(self.border_cross_country_code, Unset):
            border_cross_country_code = UNSET
        else:
            border_cross_country_code = self.border_cross_country_code

        buyer_company_status: str | Unset = UNSET
        if not isinstance(self.buyer_company_status, Unset):
            buyer_company_status = self.buyer_company_status.value

        buyer_external_id: None | str | Unset
        if isinstance(self.buyer_external_id, Unset):
            buyer_external_id = UNSET
        else:
            buyer_external_id = self.buyer_external_id

        dds_identifiers: list[str] | Unset = UNSET
        if not isinstance(self.dds_identifiers, Unset):
            dds_identifiers = self.dds_identifiers

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

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

        seller_company_id: int | None | Unset
        if isinstance(self.seller_company_id, Unset):
            seller_company_id = UNSET
        else:
            seller_company_id = self.seller_company_id

        seller_external_id: None | str | Unset
        if isinstance(self.seller_external_id, Unset):
            seller_external_id = UNSET
        else:
            seller_external_id = self.seller_external_id

        send_information_request = self.send_information_request

        skip_information_request_review = self.skip_information_request_review

        value_chain: int | None | Unset
        if isinstance(self.value_chain, Unset):
            value_chain = UNSET
        else:
            value_chain = self.value_chain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "external_id": external_id,
                "order_created_at": order_created_at,
                "type": type_,
            }
        )
        if border_cross_country_code is not UNSET:
            field_dict["border_cross_country_code"] = border_cross_country_code
        if buyer_company_status is not UNSET:
            field_dict["buyer_company_status"] = buyer_company_status
        if buyer_external_id is not UNSET:
            field_dict["buyer_external_id"] = buyer_external_id
        if dds_identifiers is not UNSET:
            field_dict["dds_identifiers"] = dds_identifiers
        if excluded_propagation_identifiers is not UNSET:
            field_dict["excluded_propagation_identifiers"] = excluded_propagation_identifiers
        if items is not UNSET:
            field_dict["items"] = items
        if order_arrival_at is not UNSET:
            field_dict["order_arrival_at"] = order_arrival_at
        if seller_company_id is not UNSET:
            field_dict["seller_company_id"] = seller_company_id
        if seller_external_id is not UNSET:
            field_dict["seller_external_id"] = seller_external_id
        if send_information_request is not UNSET:
            field_dict["send_information_request"] = send_information_request
        if skip_information_request_review is not UNSET:
            field_dict["skip_information_request_review"] = skip_information_request_review
        if value_chain is not UNSET:
            field_dict["value_chain"] = value_chain

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.order_item_request import OrderItemRequest  # noqa: PLC0415

        d = dict(src_dict)
        external_id = d.pop("external_id")

        order_created_at = datetime.date.fromisoformat(d.pop("order_created_at"))

        type_ = OrderType(d.pop("type"))

        def _parse_border_cross_country_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        border_cross_country_code = _parse_border_cross_country_code(d.pop("border_cross_country_code", UNSET))

        _buyer_company_status = d.pop("buyer_company_status", UNSET)
        buyer_company_status: BuyerCompanyStatus | Unset
        if isinstance(_buyer_company_status, Unset):
            buyer_company_status = UNSET
        else:
            buyer_company_status = BuyerCompanyStatus(_buyer_company_status)

        def _parse_buyer_external_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        buyer_external_id = _parse_buyer_external_id(d.pop("buyer_external_id", UNSET))

        dds_identifiers = cast(list[str], d.pop("dds_identifiers", UNSET))

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers", UNSET)

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

        def _parse_seller_company_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seller_company_id = _parse_seller_company_id(d.pop("seller_company_id", UNSET))

        def _parse_seller_external_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seller_external_id = _parse_seller_external_id(d.pop("seller_external_id", UNSET))

        send_information_request = d.pop("send_information_request", UNSET)

        skip_information_request_review = d.pop("skip_information_request_review", UNSET)

        def _parse_value_chain(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        value_chain = _parse_value_chain(d.pop("value_chain", UNSET))

        create_purchase_order_request = cls(
            external_id=external_id,
            order_created_at=order_created_at,
            type_=type_,
            border_cross_country_code=border_cross_country_code,
            buyer_company_status=buyer_company_status,
            buyer_external_id=buyer_external_id,
            dds_identifiers=dds_identifiers,
            excluded_propagation_identifiers=excluded_propagation_identifiers,
            items=items,
            order_arrival_at=order_arrival_at,
            seller_company_id=seller_company_id,
            seller_external_id=seller_external_id,
            send_information_request=send_information_request,
            skip_information_request_review=skip_information_request_review,
            value_chain=value_chain,
        )

        return create_purchase_order_request
