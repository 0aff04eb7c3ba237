from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.due_diligence_statement_status import DueDiligenceStatementStatus

T = TypeVar("T", bound="DueDiligenceStatement")


@_attrs_define
class DueDiligenceStatement:
    """A due diligence statement, inline (DS1–DS5 show it with the products it covers).

    Decision (Types of order-related fields named without a type): On order items, products, value chains, due diligence
    statements and company summaries, created_at and updated_at are date-times, assessment_summary and
    excluded_propagation_identifiers are any, assessment_status is the order assessment status (pending, in_progress,
    passing, failing, mitigated), value chain tags are an array of strings and product due_diligence_statements an array
    of Due diligence statement, as the same names are typed on Order; species common_name and scientific_name, ownership
    sector_code and notes, and contact invitation_id and name are strings.

        Attributes:
            company_id (int):
            created_at (datetime.datetime):
            dds_data (Any):
            dds_identifier (str): Unique among the workspace's statements that are not deleted.

                Decision (Due diligence statements): Statements are extension operations DS1–DS5 under /api/due-diligence-
                statements/. name (1..255 characters) and dds_identifier (1..255) are required; dds_identifier is unique among
                the workspace's statements that are not deleted, compared exactly (a taken one is a 400 {"dds_identifier": ["due
                diligence statement with this dds identifier already exists."]}); dds_data is any JSON, {} by default. Deleting
                a statement (DS5, 204) is soft: it is kept with the time of its deletion, but is absent from DS1 and answers 404
                on DS3–DS5, no product shows it, and its dds_identifier may be used again. pulse_params is the statement's
                identifier in the data platform, "due_diligence_statement:<id>".
            id (int):
            name (str): As written (DS2, DS4), or as DS6 names a statement it prepares.

                Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the workspace's
                order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the workspace (id, name,
                country, city), "order": id, external_id, type, dates, "commodities": one per item (item id, product id and
                name, commodity, HS code, scientific and common names, volume and unit, its countries of production and
                origins), "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin reaching the
                items through the trace graph at any depth (decision order_tracing), "prepared_at"}. It refuses with one 400
                listing every reason: an order without items ({"items": [...]}), an item that no origin reaches, that has no
                product (the workspace's side, else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin
                reaching an item that is failing (a mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a
                dds_identifier held by a statement that is not a draft. The statement (dds_identifier "EUDR-ORDER-<order id>"
                unless given) is created as a draft, or rebuilt when that draft exists, attached to the order and covering the
                items' products; nothing is written when it is refused.
            pulse_params (str): Decision (Due diligence statements): Statements are extension operations DS1–DS5 under
                /api/due-diligence-statements/. name (1..255 characters) and dds_identifier (1..255) are required;
                dds_identifier is unique among the workspace's statements that are not deleted, compared exactly (a taken one is
                a 400 {"dds_identifier": ["due diligence statement with this dds identifier already exists."]}); dds_data is any
                JSON, {} by default. Deleting a statement (DS5, 204) is soft: it is kept with the time of its deletion, but is
                absent from DS1 and answers 404 on DS3–DS5, no product shows it, and its dds_identifier may be used again.
                pulse_params is the statement's identifier in the data platform, "due_diligence_statement:<id>".
            status (DueDiligenceStatementStatus): Decision (Status values of a due diligence statement): status is one of
                draft, submitted, available, rejected, cancelled, withdrawn and archived; a new statement is draft unless a
                status is given, and DS4 may set any of them: the service records the status the filing reached and enforces no
                transitions yet.
            type_ (str): The regulation the statement is filed under; EUDR so far.

                Decision (Types of due diligence statement): type is the string EUDR, the only type so far and the default; any
                other value is a 400 on type. It is a string with a pattern rather than a closed enum, so that a later
                regulation is an addition.
            updated_at (datetime.datetime):
    """

    company_id: int
    created_at: datetime.datetime
    dds_data: Any
    dds_identifier: str
    id: int
    name: str
    pulse_params: str
    status: DueDiligenceStatementStatus
    type_: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company_id = self.company_id

        created_at = self.created_at.isoformat()

        dds_data = self.dds_data

        dds_identifier = self.dds_identifier

        id = self.id

        name = self.name

        pulse_params = self.pulse_params

        status = self.status.value

        type_ = self.type_

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company_id": company_id,
                "created_at": created_at,
                "dds_data": dds_data,
                "dds_identifier": dds_identifier,
                "id": id,
                "name": name,
                "pulse_params": pulse_params,
                "status": status,
                "type": type_,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company_id = d.pop("company_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        dds_data = d.pop("dds_data")

        dds_identifier = d.pop("dds_identifier")

        id = d.pop("id")

        name = d.pop("name")

        pulse_params = d.pop("pulse_params")

        status = DueDiligenceStatementStatus(d.pop("status"))

        type_ = d.pop("type")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        due_diligence_statement = cls(
            company_id=company_id,
            created_at=created_at,
            dds_data=dds_data,
            dds_identifier=dds_identifier,
            id=id,
            name=name,
            pulse_params=pulse_params,
            status=status,
            type_=type_,
            updated_at=updated_at,
        )

        due_diligence_statement.additional_properties = d
        return due_diligence_statement

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
