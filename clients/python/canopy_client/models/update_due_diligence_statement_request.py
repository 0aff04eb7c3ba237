from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.due_diligence_statement_status import DueDiligenceStatementStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.statement_filing import StatementFiling


T = TypeVar("T", bound="UpdateDueDiligenceStatementRequest")


@_attrs_define
class UpdateDueDiligenceStatementRequest:
    """Body of the due diligence statement partial update (DS4); the creation fields, all optional. products, when given,
    replace the products covered.

        Attributes:
            company_id (int | Unset): The workspace that owns the statement.
            created_at (datetime.datetime | Unset): When the statement was recorded.
            dds_data (Any | Unset): The statement's data (any JSON); {} when absent.
            dds_identifier (str | Unset): Unique among the workspace's statements that are not deleted.
            filing (None | StatementFiling | Unset): How the statement was filed; null until it is.

                Decision: [statement_filing](/api/docs/decisions.html#statement_filing).
            id (int | Unset): The statement id.
            name (str | Unset): The statement's name.
            products (list[int] | Unset): Ids of the workspace's products the statement covers.

                Decision: [statement_products](/api/docs/decisions.html#statement_products).
            pulse_params (str | Unset): The identifier in the data platform.

                Decision: [due_diligence_statements](/api/docs/decisions.html#due_diligence_statements).
            status (DueDiligenceStatementStatus | Unset): Decision:
                [due_diligence_statement_status](/api/docs/decisions.html#due_diligence_statement_status).
            type_ (str | Unset): The regulation the statement is filed under; only EUDR so far.

                Decision: [due_diligence_statement_type](/api/docs/decisions.html#due_diligence_statement_type).
            updated_at (datetime.datetime | Unset): When the statement was last changed.
    """

    company_id: int | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    dds_data: Any | Unset = UNSET
    dds_identifier: str | Unset = UNSET
    filing: None | StatementFiling | Unset = UNSET
    id: int | Unset = UNSET
    name: str | Unset = UNSET
    products: list[int] | Unset = UNSET
    pulse_params: str | Unset = UNSET
    status: DueDiligenceStatementStatus | Unset = UNSET
    type_: str | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.statement_filing import StatementFiling  # noqa: PLC0415

        company_id = self.company_id

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        dds_data = self.dds_data

        dds_identifier = self.dds_identifier

        filing: dict[str, Any] | None | Unset
        if isinstance(self.filing, Unset):
            filing = UNSET
        elif isinstance(self.filing, StatementFiling):
            filing = self.filing.to_dict()
        else:
            filing = self.filing

        id = self.id

        name = self.name

        products: list[int] | Unset = UNSET
        if not isinstance(self.products, Unset):
            products = self.products

        pulse_params = self.pulse_params

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        type_ = self.type_

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if company_id is not UNSET:
            field_dict["company_id"] = company_id
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if dds_data is not UNSET:
            field_dict["dds_data"] = dds_data
        if dds_identifier is not UNSET:
            field_dict["dds_identifier"] = dds_identifier
        if filing is not UNSET:
            field_dict["filing"] = filing
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if products is not UNSET:
            field_dict["products"] = products
        if pulse_params is not UNSET:
            field_dict["pulse_params"] = pulse_params
        if status is not UNSET:
            field_dict["status"] = status
        if type_ is not UNSET:
            field_dict["type"] = type_
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.statement_filing import StatementFiling  # noqa: PLC0415

        d = dict(src_dict)
        company_id = d.pop("company_id", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        dds_data = d.pop("dds_data", UNSET)

        dds_identifier = d.pop("dds_identifier", UNSET)

        def _parse_filing(data: object) -> None | StatementFiling | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                filing_type_0 = StatementFiling.from_dict(data)

                return filing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StatementFiling | Unset, data)

        filing = _parse_filing(d.pop("filing", UNSET))

        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        products = cast(list[int], d.pop("products", UNSET))

        pulse_params = d.pop("pulse_params", UNSET)

        _status = d.pop("status", UNSET)
        status: DueDiligenceStatementStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = DueDiligenceStatementStatus(_status)

        type_ = d.pop("type", UNSET)

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        update_due_diligence_statement_request = cls(
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

        return update_due_diligence_statement_request
