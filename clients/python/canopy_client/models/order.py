from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.assessment_status import AssessmentStatus
from ..models.buyer_company_status import BuyerCompanyStatus
from ..models.order_type import OrderType
from ..models.seller_company_status import SellerCompanyStatus

if TYPE_CHECKING:
    from ..models.company_summary import CompanySummary
    from ..models.country import Country
    from ..models.due_diligence_statement import DueDiligenceStatement
    from ..models.order_item import OrderItem
    from ..models.pulse_params import PulseParams
    from ..models.value_chain import ValueChain


T = TypeVar("T", bound="Order")


@_attrs_define
class Order:
    """A purchase, sale or batch order with its line items, value chain and attached due diligence statements.

    Attributes:
        assessment_status (AssessmentStatus):
        assessment_summary (Any): Why the order has its status: item counts by status and the causes.
        border_cross_country (Country | None): That country; null when border_cross_country_code is null.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        border_cross_country_code (None | str): The ISO alpha-2 code of the country where the goods cross into the EU,
            such as NL.
        buyer_company (CompanySummary | None): The buyer; null when buyer_company_id is null.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        buyer_company_id (int | None): The buyer's workspace id.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        buyer_company_status (BuyerCompanyStatus):
        buyer_external_id (None | str): The buyer's reference for the order.
        company (CompanySummary): A company, inline on orders.

            Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).
        company_id (int): The workspace that recorded the order.
        created_at (datetime.datetime): When the order was recorded.
        due_diligence_statements (list[DueDiligenceStatement]): The due diligence statements attached to the order.
        excluded_propagation_identifiers (Any): Records left out of the assessment, such as "origin:12".
        external_id (str): The order's number in your own system, such as PO-2025-0412.
        id (int): The order id.
        items (list[OrderItem]): The order's line items.
        order_arrival_at (datetime.date | None): The day the goods arrive; null when not known.
        order_created_at (datetime.date): The day the order was placed.
        pulse_params (PulseParams): Identifiers that tie an object to its model in the data platform.
        seller_company (CompanySummary | None): The seller; null when seller_company_id is null.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        seller_company_id (int | None): The seller's workspace id.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
        seller_company_status (SellerCompanyStatus):
        seller_external_id (None | str): The seller's reference for the order.
        tags (list[str]): The order's tag names.
        type_ (OrderType):
        updated_at (datetime.datetime): When the order was last changed.
        value_chain (int | None): The value chain id.
        value_chain_detail (None | ValueChain): The value chain; null when value_chain is null.

            Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
    """

    assessment_status: AssessmentStatus
    assessment_summary: Any
    border_cross_country: Country | None
    border_cross_country_code: None | str
    buyer_company: CompanySummary | None
    buyer_company_id: int | None
    buyer_company_status: BuyerCompanyStatus
    buyer_external_id: None | str
    company: CompanySummary
    company_id: int
    created_at: datetime.datetime
    due_diligence_statements: list[DueDiligenceStatement]
    excluded_propagation_identifiers: Any
    external_id: str
    id: int
    items: list[OrderItem]
    order_arrival_at: datetime.date | None
    order_created_at: datetime.date
    pulse_params: PulseParams
    seller_company: CompanySummary | None
    seller_company_id: int | None
    seller_company_status: SellerCompanyStatus
    seller_external_id: None | str
    tags: list[str]
    type_: OrderType
    updated_at: datetime.datetime
    value_chain: int | None
    value_chain_detail: None | ValueChain
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.company_summary import CompanySummary  # noqa: PLC0415
        from ..models.country import Country  # noqa: PLC0415
        from ..models.value_chain import ValueChain  # noqa: PLC0415

        assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        border_cross_country: dict[str, Any] | None
        if isinstance(self.border_cross_country, Country):
            border_cross_country = self.border_cross_country.to_dict()
        else:
            border_cross_country = self.border_cross_country

        border_cross_country_code: None | str
        border_cross_country_code = self.border_cross_country_code

        buyer_company: dict[str, Any] | None
        if isinstance(self.buyer_company, CompanySummary):
            buyer_company = self.buyer_company.to_dict()
        else:
            buyer_company = self.buyer_company

        buyer_company_id: int | None
        buyer_company_id = self.buyer_company_id

        buyer_company_status = self.buyer_company_status.value

        buyer_external_id: None | str
        buyer_external_id = self.buyer_external_id

        company = self.company.to_dict()

        company_id = self.company_id

        created_at = self.created_at.isoformat()

        due_diligence_statements = []
        for due_diligence_statements_item_data in self.due_diligence_statements:
            due_diligence_statements_item = due_diligence_statements_item_data.to_dict()
            due_diligence_statements.append(due_diligence_statements_item)

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        id = self.id

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        order_arrival_at: None | str
        if isinstance(self.order_arrival_at, datetime.date):
            order_arrival_at = self.order_arrival_at.isoformat()
        else:
            order_arrival_at = self.order_arrival_at

        order_created_at = self.order_created_at.isoformat()

        pulse_params = self.pulse_params.to_dict()

        seller_company: dict[str, Any] | None
        if isinstance(self.seller_company, CompanySummary):
            seller_company = self.seller_company.to_dict()
        else:
            seller_company = self.seller_company

        seller_company_id: int | None
        seller_company_id = self.seller_company_id

        seller_company_status = self.seller_company_status.value

        seller_external_id: None | str
        seller_external_id = self.seller_external_id

        tags = self.tags

        type_ = self.type_.value

        updated_at = self.updated_at.isoformat()

        value_chain: int | None
        value_chain = self.value_chain

        value_chain_detail: dict[str, Any] | None
        if isinstance(self.value_chain_detail, ValueChain):
            value_chain_detail = self.value_chain_detail.to_dict()
        else:
            value_chain_detail = self.value_chain_detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assessment_status": assessment_status,
                "assessment_summary": assessment_summary,
                "border_cross_country": border_cross_country,
                "border_cross_country_code": border_cross_country_code,
                "buyer_company": buyer_company,
                "buyer_company_id": buyer_company_id,
                "buyer_company_status": buyer_company_status,
                "buyer_external_id": buyer_external_id,
                "company": company,
                "company_id": company_id,
                "created_at": created_at,
                "due_diligence_statements": due_diligence_statements,
                "excluded_propagation_identifiers": excluded_propagation_identifiers,
                "external_id": external_id,
                "id": id,
                "items": items,
                "order_arrival_at": order_arrival_at,
                "order_created_at": order_created_at,
                "pulse_params": pulse_params,
                "seller_company": seller_company,
                "seller_company_id": seller_company_id,
                "seller_company_status": seller_company_status,
                "seller_external_id": seller_external_id,
                "tags": tags,
                "type": type_,
                "updated_at": updated_at,
                "value_chain": value_chain,
                "value_chain_detail": value_chain_detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.company_summary import CompanySummary  # noqa: PLC0415
        from ..models.country import Country  # noqa: PLC0415
        from ..models.due_diligence_statement import DueDiligenceStatement  # noqa: PLC0415
        from ..models.order_item import OrderItem  # noqa: PLC0415
        from ..models.pulse_params import PulseParams  # noqa: PLC0415
        from ..models.value_chain import ValueChain  # noqa: PLC0415

        d = dict(src_dict)
        assessment_status = AssessmentStatus(d.pop("assessment_status"))

        assessment_summary = d.pop("assessment_summary")

        def _parse_border_cross_country(data: object) -> Country | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                border_cross_country_type_0 = Country.from_dict(data)

                return border_cross_country_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Country | None, data)

        border_cross_country = _parse_border_cross_country(d.pop("border_cross_country"))

        def _parse_border_cross_country_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        border_cross_country_code = _parse_border_cross_country_code(d.pop("border_cross_country_code"))

        def _parse_buyer_company(data: object) -> CompanySummary | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                buyer_company_type_0 = CompanySummary.from_dict(data)

                return buyer_company_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompanySummary | None, data)

        buyer_company = _parse_buyer_company(d.pop("buyer_company"))

        def _parse_buyer_company_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        buyer_company_id = _parse_buyer_company_id(d.pop("buyer_company_id"))

        buyer_company_status = BuyerCompanyStatus(d.pop("buyer_company_status"))

        def _parse_buyer_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        buyer_external_id = _parse_buyer_external_id(d.pop("buyer_external_id"))

        company = CompanySummary.from_dict(d.pop("company"))

        company_id = d.pop("company_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        due_diligence_statements = []
        _due_diligence_statements = d.pop("due_diligence_statements")
        for due_diligence_statements_item_data in _due_diligence_statements:
            due_diligence_statements_item = DueDiligenceStatement.from_dict(due_diligence_statements_item_data)

            due_diligence_statements.append(due_diligence_statements_item)

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers")

        external_id = d.pop("external_id")

        id = d.pop("id")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = OrderItem.from_dict(items_item_data)

            items.append(items_item)

        def _parse_order_arrival_at(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                order_arrival_at_type_0 = datetime.date.fromisoformat(data)

                return order_arrival_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        order_arrival_at = _parse_order_arrival_at(d.pop("order_arrival_at"))

        order_created_at = datetime.date.fromisoformat(d.pop("order_created_at"))

        pulse_params = PulseParams.from_dict(d.pop("pulse_params"))

        def _parse_seller_company(data: object) -> CompanySummary | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seller_company_type_0 = CompanySummary.from_dict(data)

                return seller_company_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompanySummary | None, data)

        seller_company = _parse_seller_company(d.pop("seller_company"))

        def _parse_seller_company_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seller_company_id = _parse_seller_company_id(d.pop("seller_company_id"))

        seller_company_status = SellerCompanyStatus(d.pop("seller_company_status"))

        def _parse_seller_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seller_external_id = _parse_seller_external_id(d.pop("seller_external_id"))

        tags = cast(list[str], d.pop("tags"))

        type_ = OrderType(d.pop("type"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_value_chain(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value_chain = _parse_value_chain(d.pop("value_chain"))

        def _parse_value_chain_detail(data: object) -> None | ValueChain:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                value_chain_detail_type_0 = ValueChain.from_dict(data)

                return value_chain_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ValueChain, data)

        value_chain_detail = _parse_value_chain_detail(d.pop("value_chain_detail"))

        order = cls(
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
            tags=tags,
            type_=type_,
            updated_at=updated_at,
            value_chain=value_chain,
            value_chain_detail=value_chain_detail,
        )

        order.additional_properties = d
        return order

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
