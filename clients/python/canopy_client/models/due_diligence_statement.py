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
    """A due diligence statement, as orders and products show it.

    Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).

        Attributes:
            company_id (int): The workspace that owns the statement.
            created_at (datetime.datetime): When the statement was recorded.
            dds_data (Any): The statement's content, as JSON.
            dds_identifier (str): The statement's identifier; unique in the workspace.

                Decision: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements).
            id (int): The statement id.
            name (str): The statement's name.

                Decision: [statement_preparation](/api/docs/decisions.html#statement_preparation).
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
