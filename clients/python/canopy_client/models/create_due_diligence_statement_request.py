from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.due_diligence_statement_status import DueDiligenceStatementStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateDueDiligenceStatementRequest")


@_attrs_define
class CreateDueDiligenceStatementRequest:
    """Body of the due diligence statement creation (DS2).

    Decision (Due diligence statements): Statements are extension operations DS1–DS5 under /api/due-diligence-
    statements/. name (1..255 characters) and dds_identifier (1..255) are required; dds_identifier is unique among the
    workspace's statements that are not deleted, compared exactly (a taken one is a 400 {"dds_identifier": ["due
    diligence statement with this dds identifier already exists."]}); dds_data is any JSON, {} by default. Deleting a
    statement (DS5, 204) is soft: it is kept with the time of its deletion, but is absent from DS1 and answers 404 on
    DS3–DS5, no product shows it, and its dds_identifier may be used again. pulse_params is the statement's identifier
    in the data platform, "due_diligence_statement:<id>".

        Attributes:
            dds_identifier (str): Unique among the workspace's statements that are not deleted.
            name (str):
            dds_data (Any | Unset): The statement's data (any JSON); {} when absent. Default: {}.
            products (list[int] | Unset): Ids of the workspace's products the statement covers.

                Decision (The products a due diligence statement covers): A statement covers products of its workspace, given by
                id in products (at most 1000; a repeated id counts once) and shown ascending; an id that is not a product of the
                workspace is a 400 {"products": ["Invalid pk \\"<id>\\" - object does not exist."]}. DS4 with products replaces
                the products covered. A product shows, in due_diligence_statements, the statements covering it that are not
                deleted, by id.
            status (DueDiligenceStatementStatus | Unset): Decision (Status values of a due diligence statement): status is
                one of draft, submitted, available, rejected, cancelled, withdrawn and archived; a new statement is draft unless
                a status is given, and DS4 may set any of them: the service records the status the filing reached and enforces
                no transitions yet. Default: DueDiligenceStatementStatus.DRAFT.
            type_ (str | Unset): The regulation the statement is filed under; only EUDR so far.

                Decision (Types of due diligence statement): type is the string EUDR, the only type so far and the default; any
                other value is a 400 on type. It is a string with a pattern rather than a closed enum, so that a later
                regulation is an addition. Default: 'EUDR'.
    """

    dds_identifier: str
    name: str
    dds_data: Any | Unset = {}
    products: list[int] | Unset = UNSET
    status: DueDiligenceStatementStatus | Unset = DueDiligenceStatementStatus.DRAFT
    type_: str | Unset = "EUDR"

    def to_dict(self) -> dict[str, Any]:
        dds_identifier = self.dds_identifier

        name = self.name

        dds_data = self.dds_data

        products: list[int] | Unset = UNSET
        if not isinstance(self.products, Unset):
            products = self.products

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dds_identifier": dds_identifier,
                "name": name,
            }
        )
        if dds_data is not UNSET:
            field_dict["dds_data"] = dds_data
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
        dds_identifier = d.pop("dds_identifier")

        name = d.pop("name")

        dds_data = d.pop("dds_data", UNSET)

        products = cast(list[int], d.pop("products", UNSET))

        _status = d.pop("status", UNSET)
        status: DueDiligenceStatementStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = DueDiligenceStatementStatus(_status)

        type_ = d.pop("type", UNSET)

        create_due_diligence_statement_request = cls(
            dds_identifier=dds_identifier,
            name=name,
            dds_data=dds_data,
            products=products,
            status=status,
            type_=type_,
        )

        return create_due_diligence_statement_request
