from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.due_diligence_statement_status import DueDiligenceStatementStatus

if TYPE_CHECKING:
    from ..models.statement_filing import StatementFiling


T = TypeVar("T", bound="DueDiligenceStatementRecord")


@_attrs_define
class DueDiligenceStatementRecord:
    """A due diligence statement as its own operations (DS1–DS5) show it, with the products it covers.

    Decision (Due diligence statements): Statements are extension operations DS1–DS5 under /api/due-diligence-
    statements/. name (1..255 characters) and dds_identifier (1..255) are required; dds_identifier is unique among the
    workspace's statements that are not deleted, compared exactly (a taken one is a 400 {"dds_identifier": ["due
    diligence statement with this dds identifier already exists."]}); dds_data is any JSON, {} by default. Deleting a
    statement (DS5, 204) is soft: it is kept with the time of its deletion, but is absent from DS1 and answers 404 on
    DS3–DS5, no product shows it, and its dds_identifier may be used again. pulse_params is the statement's identifier
    in the data platform, "due_diligence_statement:<id>".

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
            filing (None | StatementFiling): How the statement was filed (DS7); null until it is.

                Decision (Filing a statement (DS7) and the statuses it moves through): DS7 files a draft statement that has
                dds_data through the submitter plug-in chosen by CANOPY_STATEMENT_SUBMITTER (handwritten/adapters/submitters;
                default "documents": the statement is written as JSON to the workspace's object storage and recorded as a
                completed document, which the document processing queue picks up as any confirmed upload), records the filing
                (submitter, reference, document, filed_at, filed_by: the record's filing) and moves the statement to submitted,
                all in one transaction. Another status is a 400 on status; a statement without dds_data is a 400 on dds_data.
                DS2 and DS4 record statuses reached elsewhere and enforce no move (decision due_diligence_statement_status); DS6
                and DS7 follow the table below. Only Owners and Admins hold file_duediligencestatement.
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
            products (list[int]): Ids of the workspace's products the statement covers, ascending.

                Decision (The products a due diligence statement covers): A statement covers products of its workspace, given by
                id in products (at most 1000; a repeated id counts once) and shown ascending; an id that is not a product of the
                workspace is a 400 {"products": ["Invalid pk \\"<id>\\" - object does not exist."]}. DS4 with products replaces
                the products covered. A product shows, in due_diligence_statements, the statements covering it that are not
                deleted, by id.
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
    filing: None | StatementFiling
    id: int
    name: str
    products: list[int]
    pulse_params: str
    status: DueDiligenceStatementStatus
    type_: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.statement_filing import StatementFiling  # noqa: PLC0415

        company_id = self.company_id

        created_at = self.created_at.isoformat()

        dds_data = self.dds_data

        dds_identifier = self.dds_identifier

        filing: dict[str, Any] | None
        if isinstance(self.filing, StatementFiling):
            filing = self.filing.to_dict()
        else:
            filing = self.filing

        id = self.id

        name = self.name

        products = self.products

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
                "filing": filing,
                "id": id,
                "name": name,
                "products": products,
                "pulse_params": pulse_params,
                "status": status,
                "type": type_,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.statement_filing import StatementFiling  # noqa: PLC0415

        d = dict(src_dict)
        company_id = d.pop("company_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        dds_data = d.pop("dds_data")

        dds_identifier = d.pop("dds_identifier")

        def _parse_filing(data: object) -> None | StatementFiling:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                filing_type_0 = StatementFiling.from_dict(data)

                return filing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StatementFiling, data)

        filing = _parse_filing(d.pop("filing"))

        id = d.pop("id")

        name = d.pop("name")

        products = cast(list[int], d.pop("products"))

        pulse_params = d.pop("pulse_params")

        status = DueDiligenceStatementStatus(d.pop("status"))

        type_ = d.pop("type")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        due_diligence_statement_record = cls(
            company_id=company_id,
            created_at=created_at,
            dds_data=dds_data,
            dds_identifier=dds_identifier,
            filing=filing,
            id=id,
            name=name,
            products=products,
            pulse_params=pulse_params,
            status=status,
            type_=type_,
            updated_at=updated_at,
        )

        due_diligence_statement_record.additional_properties = d
        return due_diligence_statement_record

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
