from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.assessment_status import AssessmentStatus
from ..models.buyer_company_status import BuyerCompanyStatus
from ..models.order_type import OrderType
from ..models.seller_company_status import SellerCompanyStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.company_summary import CompanySummary
    from ..models.country import Country
    from ..models.due_diligence_statement import DueDiligenceStatement
    from ..models.order_item_request import OrderItemRequest
    from ..models.pulse_params import PulseParams
    from ..models.value_chain import ValueChain


T = TypeVar("T", bound="PartialUpdateSaleOrderRequest")


@_attrs_define
class PartialUpdateSaleOrderRequest:
    """Body of the sale order partial update (O9); the sale order creation body, all optional.

    Decision: [sale_order_update_body](/api/docs/decisions.html#sale_order_update_body).

        Attributes:
            assessment_status (AssessmentStatus | Unset):
            assessment_summary (Any | Unset): Why the order has its status: item counts by status and the causes.
            border_cross_country (Country | None | Unset): That country; null when border_cross_country_code is null.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            border_cross_country_code (None | str | Unset):
            buyer_company (CompanySummary | None | Unset): The buyer; null when buyer_company_id is null.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            buyer_company_id (int | None | Unset):
            buyer_company_status (BuyerCompanyStatus | Unset):
            buyer_external_id (None | str | Unset):
            company (CompanySummary | Unset): A company, inline on orders.

                Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).
            company_id (int | Unset): The workspace that recorded the order.
            created_at (datetime.datetime | Unset): When the order was recorded.
            dds_identifiers (list[str] | Unset): dds_identifier of the statements to attach.
            due_diligence_statements (list[DueDiligenceStatement] | Unset): The due diligence statements attached to the
                order.
            excluded_propagation_identifiers (Any | Unset):
            external_id (str | Unset):
            id (int | Unset): The order id.
            items (list[OrderItemRequest] | Unset):
            order_arrival_at (datetime.date | None | Unset):
            order_created_at (datetime.date | Unset):
            pulse_params (PulseParams | Unset): Identifiers that tie an object to its model in the data platform.
            seller_company (CompanySummary | None | Unset): The seller; null when seller_company_id is null.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            seller_company_id (int | None | Unset): The seller's workspace id.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            seller_company_status (SellerCompanyStatus | Unset):
            seller_external_id (None | str | Unset):
            send_information_request (bool | Unset): Email the value chain's contact for origins and statements.
            skip_information_request_review (bool | Unset): Send that email at once instead of after review.
            tags (list[str] | Unset): The order's tag names.
            type_ (OrderType | Unset):
            updated_at (datetime.datetime | Unset): When the order was last changed.
            value_chain (int | None | Unset): The value chain id.
            value_chain_detail (None | Unset | ValueChain): The value chain; null when value_chain is null.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
    """

    assessment_status: AssessmentStatus | Unset = UNSET
    assessment_summary: Any | Unset = UNSET
    border_cross_country: Country | None | Unset = UNSET
    border_cross_country_code: None | str | Unset = UNSET
    buyer_company: CompanySummary | None | Unset = UNSET
    buyer_company_id: int | None | Unset = UNSET
    buyer_company_status: BuyerCompanyStatus | Unset = UNSET
    buyer_external_id: None | str | Unset = UNSET
    company: CompanySummary | Unset = UNSET
    company_id: int | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    dds_identifiers: list[str] | Unset = UNSET
    due_diligence_statements: list[DueDiligenceStatement] | Unset = UNSET
    excluded_propagation_identifiers: Any | Unset = UNSET
    external_id: str | Unset = UNSET
    id: int | Unset = UNSET
    items: list[OrderItemRequest] | Unset = UNSET
    order_arrival_at: datetime.date | None | Unset = UNSET
    order_created_at: datetime.date | Unset = UNSET
    pulse_params: PulseParams | Unset = UNSET
    seller_company: CompanySummary | None | Unset = UNSET
    seller_company_id: int | None | Unset = UNSET
    seller_company_status: SellerCompanyStatus | Unset = UNSET
    seller_external_id: None | str | Unset = UNSET
    send_information_request: bool | Unset = UNSET
    skip_information_request_review: bool | Unset = UNSET
    tags: list[str] | Unset = UNSET
    type_: OrderType | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET
    value_chain: int | None | Unset = UNSET
    value_chain_detail: None | Unset | ValueChain = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.company_summary import CompanySummary  # noqa: PLC0415
        from ..models.country import Country  # noqa: PLC0415
        from ..models.value_chain import ValueChain  # noqa: PLC0415

        assessment_status: str | Unset = UNSET
        if not isinstance(self.assessment_status, Unset):
            assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        border_cross_country: dict[str, Any] | None | Unset
        if isinstance(self.border_cross_country, Unset):
            border_cross_country = UNSET
        elif isinstance(self.border_cross_country, Country):
            border_cross_country = self.border_cross_country.to_dict()
        else:
            border_cross_country = self.border_cross_country

        border_cross_country_code: None | str | Unset
        if isinstance(self.border_cross_country_code, Unset):
            border_cross_country_code = UNSET
        else:
            border_cross_country_code = self.border_cross_country_code

        buyer_company: dict[str, Any] | None | Unset
        if isinstance(self.buyer_company, Unset):
            buyer_company = UNSET
        elif isinstance(self.buyer_company, CompanySummary):
            buyer_company = self.buyer_company.to_dict()
        else:
            buyer_company = self.buyer_company

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

        company: dict[str, Any] | Unset = UNSET
        if not isinstance(self.company, Unset):
            company = self.company.to_dict()

        company_id = self.company_id

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        dds_identifiers: list[str] | Unset = UNSET
        if not isinstance(self.dds_identifiers, Unset):
            dds_identifiers = self.dds_identifiers

        due_diligence_statements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.due_diligence_statements, Unset):
            due_diligence_statements = []
            for due_diligence_statements_item_data in self.due_diligence_statements:
                due_diligence_statements_item = due_diligence_statements_item_data.to_dict()
                due_diligence_statements.append(due_diligence_statements_item)

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        id = self.id

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

        pulse_params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pulse_params, Unset):
            pulse_params = self.pulse_params.to_dict()

        seller_company: dict[str, Any] | None | Unset
        if isinstance(self.seller_company, Unset):
            seller_company = UNSET
        elif isinstance(self.seller_company, CompanySummary):
            seller_company = self.seller_company.to_dict()
        else:
            seller_company = self.seller_company

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

        send_information_request = self.send_information_request

        skip_information_request_review = self.skip_information_request_review

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        value_chain: int | None | Unset
        if isinstance(self.value_chain, Unset):
            value_chain = UNSET
        else:
            value_chain = self.value_chain

        value_chain_detail: dict[str, Any] | None | Unset
        if isinstance(self.value_chain_detail, Unset):
            value_chain_detail = UNSET
        elif isinstance(self.value_chain_detail, ValueChain):
            value_chain_detail = self.value_chain_detail.to_dict()
        else:
            value_chain_detail = self.value_chain_detail

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if assessment_status is not UNSET:
            field_dict["assessment_status"] = assessment_status
        if assessment_summary is not UNSET:
            field_dict["assessment_summary"] = assessment_summary
        if border_cross_country is not UNSET:
            field_dict["border_cross_country"] = border_cross_country
        if border_cross_country_code is not UNSET:
            field_dict["border_cross_country_code"] = border_cross_country_code
        if buyer_company is not UNSET:
            field_dict["buyer_company"] = buyer_company
        if buyer_company_id is not UNSET:
            field_dict["buyer_company_id"] = buyer_company_id
        if buyer_company_status is not UNSET:
            field_dict["buyer_company_status"] = buyer_company_status
        if buyer_external_id is not UNSET:
            field_dict["buyer_external_id"] = buyer_external_id
        if company is not UNSET:
            field_dict["company"] = company
        if company_id is not UNSET:
            field_dict["company_id"] = company_id
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if dds_identifiers is not UNSET:
            field_dict["dds_identifiers"] = dds_identifiers
        if due_diligence_statements is not UNSET:
            field_dict["due_diligence_statements"] = due_diligence_statements
        if excluded_propagation_identifiers is not UNSET:
            field_dict["excluded_propagation_identifiers"] = excluded_propagation_identifiers
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if id is not UNSET:
            field_dict["id"] = id
        if items is not UNSET:
            field_dict["items"] = items
        if order_arrival_at is not UNSET:
            field_dict["order_arrival_at"] = order_arrival_at
        if order_created_at is not UNSET:
            field_dict["order_created_at"] = order_created_at
        if pulse_params is not UNSET:
            field_dict["pulse_params"] = pulse_params
        if seller_company is not UNSET:
            field_dict["seller_company"] = seller_company
        if seller_company_id is not UNSET:
            field_dict["seller_company_id"] = seller_company_id
        if seller_company_status is not UNSET:
            field_dict["seller_company_status"] = seller_company_status
        if seller_external_id is not UNSET:
            field_dict["seller_external_id"] = seller_external_id
        if send_information_request is not UNSET:
            field_dict["send_information_request"] = send_information_request
        if skip_information_request_review is not UNSET:
            field_dict["skip_information_request_review"] = skip_information_request_review
        if tags is not UNSET:
            field_dict["tags"] = tags
        if type_ is not UNSET:
            field_dict["type"] = type_
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at
        if value_chain is not UNSET:
            field_dict["value_chain"] = value_chain
        if value_chain_detail is not UNSET:
            field_dict["value_chain_detail"] = value_chain_detail

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.company_summary import CompanySummary  # noqa: PLC0415
        from ..models.country import Country  # noqa: PLC0415
        from ..models.due_diligence_statement import DueDiligenceStatement  # noqa: PLC0415
        from ..models.order_item_request import OrderItemRequest  # noqa: PLC0415
        from ..models.pulse_params import PulseParams  # noqa: PLC0415
        from ..models.value_chain import ValueChain  # noqa: PLC0415

        d = dict(src_dict)
        _assessment_status = d.pop("assessment_status", UNSET)
        assessment_status: AssessmentStatus | Unset
        if isinstance(_assessment_status, Unset):
            assessment_status = UNSET
        else:
            assessment_status = AssessmentStatus(_assessment_status)

        assessment_summary = d.pop("assessment_summary", UNSET)

        def _parse_border_cross_country(data: object) -> Country | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                border_cross_country_type_0 = Country.from_dict(data)

                return border_cross_country_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Country | None | Unset, data)

        border_cross_country = _parse_border_cross_country(d.pop("border_cross_country", UNSET))

        def _parse_border_cross_country_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        border_cross_country_code = _parse_border_cross_country_code(d.pop("border_cross_country_code", UNSET))

        def _parse_buyer_company(data: object) -> CompanySummary | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                buyer_company_type_0 = CompanySummary.from_dict(data)

                return buyer_company_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompanySummary | None | Unset, data)

        buyer_company = _parse_buyer_company(d.pop("buyer_company", UNSET))

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

        _company = d.pop("company", UNSET)
        company: CompanySummary | Unset
        if isinstance(_company, Unset):
            company = UNSET
        else:
            company = CompanySummary.from_dict(_company)

        company_id = d.pop("company_id", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        dds_identifiers = cast(list[str], d.pop("dds_identifiers", UNSET))

        _due_diligence_statements = d.pop("due_diligence_statements", UNSET)
        due_diligence_statements: list[DueDiligenceStatement] | Unset = UNSET
        if _due_diligence_statements is not UNSET:
            due_diligence_statements = []
            for due_diligence_statements_item_data in _due_diligence_statements:
                due_diligence_statements_item = DueDiligenceStatement.from_dict(due_diligence_statements_item_data)

                due_diligence_statements.append(due_diligence_statements_item)

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers", UNSET)

        external_id = d.pop("external_id", UNSET)

        id = d.pop("id", UNSET)

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

        _pulse_params = d.pop("pulse_params", UNSET)
        pulse_params: PulseParams | Unset
        if isinstance(_pulse_params, Unset):
            pulse_params = UNSET
        else:
            pulse_params = PulseParams.from_dict(_pulse_params)

        def _parse_seller_company(data: object) -> CompanySummary | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seller_company_type_0 = CompanySummary.from_dict(data)

                return seller_company_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompanySummary | None | Unset, data)

        seller_company = _parse_seller_company(d.pop("seller_company", UNSET))

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

        send_information_request = d.pop("send_information_request", UNSET)

        skip_information_request_review = d.pop("skip_information_request_review", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        _type_ = d.pop("type", UNSET)
        type_: OrderType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = OrderType(_type_)

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        def _parse_value_chain(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        value_chain = _parse_value_chain(d.pop("value_chain", UNSET))

        def _parse_value_chain_detail(data: object) -> None | Unset | ValueChain:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                value_chain_detail_type_0 = ValueChain.from_dict(data)

                return value_chain_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | ValueChain, data)

        value_chain_detail = _parse_value_chain_detail(d.pop("value_chain_detail", UNSET))

        partial_update_sale_order_request = cls(
            assessment_status=assessment_status,
            assessment_summary=assessment_summary,
            border_cross_country=border_cross_country,
            border_cross_country_code=border_cross_country_code,
            buyer_company=buyer_company,
            buyer_company_id=buyer_company_id,
            buyer_company_status=buyer_company_status,
            buyer_external_id=buyer_external_id,
            company=company,
            company_id=company_id,
            created_at=created_at,
            dds_identifiers=dds_identifiers,
            due_diligence_statements=due_diligence_statements,
            excluded_propagation_identifiers=excluded_propagation_identifiers,
            external_id=external_id,
            id=id,
            items=items,
            order_arrival_at=order_arrival_at,
            order_created_at=order_created_at,
            pulse_params=pulse_params,
            seller_company=seller_company,
            seller_company_id=seller_company_id,
            seller_company_status=seller_company_status,
            seller_external_id=seller_external_id,
            send_information_request=send_information_request,
            skip_information_request_review=skip_information_request_review,
            tags=tags,
            type_=type_,
            updated_at=updated_at,
            value_chain=value_chain,
            value_chain_detail=value_chain_detail,
        )

        return partial_update_sale_order_request
