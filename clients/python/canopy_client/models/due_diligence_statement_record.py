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
    """A due diligence statement with the products it covers and its filing.

    Decision: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements).

        Attributes:
            company_id (int): The workspace that owns the statement.
            created_at (datetime.datetime): When the statement was recorded.
            dds_data (Any): The statement's content, as JSON.
            dds_identifier (str): The statement's identifier; unique in the workspace.

                Decision: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements).
            filing (None | StatementFiling): How the statement was filed; null until it is.

                Decision: [statement_filing](/api/docs/decisions.html#statement_filing).
            id (int): The statement id.
            name (str): The statement's name.

                Decision: [statement_preparation](/api/docs/decisions.html#statement_preparation).
            products (list[int]): Ids of the workspace's products the statement covers, ascending.

                Decision: [statement_products](/api/docs/decisions.html#statement_products).
            pulse_params (str): The identifier in the data platform.

                Decision: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements).
            status (DueDiligenceStatementStatus): Decision:
                [due_diligence_statement_status](/api/docs/decisions.html#due_diligence_statement_status).
            type_ (str): The regulation the statement is filed under; EUDR so far.

                Decision: [due_diligence_statement_type](/api/docs/decisions.html#due_diligence_statement_type).
            updated_at (datetime.datetime): When the statement was last changed.
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
