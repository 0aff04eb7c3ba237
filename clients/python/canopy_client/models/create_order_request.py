from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.buyer_company_status import BuyerCompanyStatus
from ..models.order_type import OrderType
from ..models.seller_company_status import SellerCompanyStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateOrderRequest")


@_attrs_define
class CreateOrderRequest:
    """Body of the generic order creation (O2).

    Attributes:
        company_id (int):
        external_id (str):
        order_created_at (datetime.date):
        tags (list[str]):
        type_ (OrderType):
        border_cross_country_code (None | str | Unset):
        buyer_company_id (int | None | Unset):
        buyer_company_status (BuyerCompanyStatus | Unset):  Default: BuyerCompanyStatus.DRAFT.
        buyer_external_id (None | str | Unset):
        order_arrival_at (datetime.date | None | Unset):
        seller_company_id (int | None | Unset):
        seller_company_status (SellerCompanyStatus | Unset):  Default: SellerCompanyStatus.DRAFT.
        seller_external_id (None | str | Unset):
        value_chain (int | None | Unset): The value chain id.
    """

    company_id: int
    external_id: str
    order_created_at: datetime.date
    tags: list[str]
    type_: OrderType
    border_cross_country_code: None | str | Unset = UNSET
    buyer_company_id: int | None | Unset = UNSET
    buyer_company_status: BuyerCompanyStatus | Unset = BuyerCompanyStatus.DRAFT
    buyer_external_id: None | str | Unset = UNSET
    order_arrival_at: datetime.date | None | Unset = UNSET
    seller_company_id: int | None | Unset = UNSET
    seller_company_status: SellerCompanyStatus | Unset = SellerCompanyStatus.DRAFT
    seller_external_id: None | str | Unset = UNSET
    value_chain: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        company_id = self.company_id

        external_id = self.external_id

        order_created_at = self.order_created_at.isoformat()

        tags = self.tags

        type_ = self.type_.value

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

        buyer_company_status: str | Unset = UNSET
        if not isinstance(self.buyer_company_status, Unset):
            buyer_company_status = self.buyer_company_status.value

        buyer_external_id: None | str | Unset
        if isinstance(self.buyer_external_id, Unset):
            buyer_external_id = UNSET
        else:
            buyer_external_id = self.buyer_external_id

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

        seller_company_status: str | Unset = UNSET
        if not isinstance(self.seller_company_status, Unset):
            seller_company_status = self.seller_company_status.value

        seller_external_id: None | str | Unset
        if isinstance(self.seller_external_id, Unset):
            seller_external_id = UNSET
        else:
            seller_external_id = self.seller_external_id

        value_chain: int | None | Unset
        if isinstance(self.value_chain, Unset):
            value_chain = UNSET
        else:
            value_chain = self.value_chain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company_id": company_id,
                "external_id": external_id,
                "order_created_at": order_created_at,
                "tags": tags,
                "type": type_,
            }
        )
        if border_cross_country_code is not UNSET:
            field_dict["border_cross_country_code"] = border_cross_country_code
        if buyer_company_id is not UNSET:
            field_dict["buyer_company_id"] = buyer_company_id
        if buyer_company_status is not UNSET:
            field_dict["buyer_company_status"] = buyer_company_status
        if buyer_external_id is not UNSET:
            field_dict["buyer_external_id"] = buyer_external_id
        if order_arrival_at is not UNSET:
            field_dict["order_arrival_at"] = order_arrival_at
        if seller_company_id is not UNSET:
            field_dict["seller_company_id"] = seller_company_id
        if seller_company_status is not UNSET:
            field_dict["seller_company_status"] = seller_company_status
        if seller_external_id is not UNSET:
            field_dict["seller_external_id"] = seller_external_id
        if value_chain is not UNSET:
            field_dict["value_chain"] = value_chain

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company_id = d.pop("company_id")

        external_id = d.pop("external_id")

        order_created_at = datetime.date.fromisoformat(d.pop("order_created_at"))

        tags = cast(list[str], d.pop("tags"))

        type_ = OrderType(d.pop("type"))

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

        def _parse_value_chain(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        value_chain = _parse_value_chain(d.pop("value_chain", UNSET))

        create_order_request = cls(
            company_id=company_id,
            external_id=external_id,
            order_created_at=order_created_at,
            tags=tags,
            type_=type_,
            border_cross_country_code=border_cross_country_code,
            buyer_company_id=buyer_company_id,
            buyer_company_status=buyer_company_status,
            buyer_external_id=buyer_external_id,
            order_arrival_at=order_arrival_at,
            seller_company_id=seller_company_id,
            seller_company_status=seller_company_status,
            seller_external_id=seller_external_id,
            value_chain=value_chain,
        )

        return create_order_request
