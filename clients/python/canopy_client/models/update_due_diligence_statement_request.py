from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.due_diligence_statement_status import DueDiligenceStatementStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateDueDiligenceStatementRequest")


@_attrs_define
class UpdateDueDiligenceStatementRequest:
    """Body of the due diligence statement partial update (DS4); the creation fields, all optional. products, when given,
    replace the products covered.

        Attributes:
            dds_data (Any | Unset): The statement's data (any JSON); {} when absent.
            dds_identifier (str | Unset): Unique among the workspace's statements that are not deleted.
            name (str | Unset):
            products (list[int] | Unset): Ids of the workspace's products the statement covers.

                Decision (The products a due diligence statement covers): A statement covers products of its workspace, given by
                id in products (at most 1000; a repeated id counts once) and shown ascending; an id that is not a product of the
                workspace is a 400 {"products": ["Invalid pk \\"<id>\\" - object does not exist."]}. DS4 with products replaces
                the products covered. A product shows, in due_diligence_statements, the statements covering it that are not
                deleted, by id.
            status (DueDiligenceStatementStatus | Unset): Decision (Status values of a due diligence statement): status is
                one of draft, submitted, available, rejected, cancelled, withdrawn and archived; a new statement is draft unless
                a status is given, and DS4 may set any of them: the service records the status the filing reached and enforces
                no transitions yet.
            type_ (str | Unset): The regulation the statement is filed under; only EUDR so far.

                Decision (Types of due diligence statement): type is the string EUDR, the only type so far and the default; any
                other value is a 400 on type. It is a string with a pattern rather than a closed enum, so that a later
                regulation is an addition.
    """

    dds_data: Any | Unset = UNSET
    dds_identifier: str | Unset = UNSET
    name: str | Unset = UNSET
    products: list[int] | Unset = UNSET
    status: DueDiligenceStatementStatus | Unset = UNSET
    type_: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dds_data = self.dds_data

        dds_identifier = self.dds_identifier

        name = self.name

        products: list[int] | Unset = UNSET
        if not isinstance(self.products, Unset):
            products = self.products

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dds_data is not UNSET:
            field_dict["dds_data"] = dds_data
        if dds_identifier is not UNSET:
            field_dict["dds_identifier"] = dds_identifier
        if name is not UNSET:
            field_dict["name"] = name
        if products is not UNSET:
            field_dict["products"] = products
        if status is not UNSET:
            field_dict["status"] = status
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dds_data = d.pop("dds_data", UNSET)

        dds_identifier = d.pop("dds_identifier", UNSET)

        name = d.pop("name", UNSET)

        products = cast(list[int], d.pop("products", UNSET))

        _status = d.pop("status", UNSET)
        status: DueDiligenceStatementStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = DueDiligenceStatementStatus(_status)

        type_ = d.pop("type", UNSET)

        update_due_diligence_statement_request = cls(
            dds_data=dds_data,
            dds_identifier=dds_identifier,
            name=name,
            products=products,
            status=status,
            type_=type_,
        )

        return update_due_diligence_statement_request
