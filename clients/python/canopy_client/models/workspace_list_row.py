from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.workspace_type import WorkspaceType

T = TypeVar("T", bound="WorkspaceListRow")


@_attrs_define
class WorkspaceListRow:
    """A workspace the user belongs to.

    Attributes:
        country (str):
        created_at (datetime.datetime):
        id (int):
        is_mfa_enabled (bool):
        member_count (int): Decision (The workspace's figures in the user profile (A1) and the workspace list (A2)):
            nr_of_transactions is the number of the workspace's financial transactions, and min_transaction_date and
            max_transaction_date the UTC days (YYYY-MM-DD) of their earliest and latest dates, "" while there is none. They
            are kept on the workspace's row in the transaction of every write that adds or removes transactions (the
            command's import, import runs, the demo): one UPDATE adds the number of rows created to what the row holds (so
            imports at once each add theirs) and widens the days to the imported rows' range; a deletion (no operation
            deletes transactions today) subtracts its number and reads the days again from the workspace's first and last
            entries of the (company_id, date) index, two index probes whatever the number of rows. A1 reads them with the
            rest of its one row, never counting. A dry run and a refused import change nothing; migration 0027 computed them
            for the transactions before it. member_count (A2) is kept the same way with every membership added or removed.
            nr_of_employees, nr_of_locations and credits_used are what the platform records of the workspace (0, 0 and "0"
            until its operators set them), not counted from other records. These figures do not move the workspace's
            updated_at.
        name (str):
        type_ (WorkspaceType):
        updated_at (datetime.datetime):
        workspace_id (int):
        workspace_name (str):
    """

    country: str
    created_at: datetime.datetime
    id: int
    is_mfa_enabled: bool
    member_count: int
    name: str
    type_: WorkspaceType
    updated_at: datetime.datetime
    workspace_id: int
    workspace_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        country = self.country

        created_at = self.created_at.isoformat()

        id = self.id

        is_mfa_enabled = self.is_mfa_enabled

        member_count = self.member_count

        name = self.name

        type_ = self.type_.value

        updated_at = self.updated_at.isoformat()

        workspace_id = self.workspace_id

        workspace_name = self.workspace_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "country": country,
                "created_at": created_at,
                "id": id,
                "is_mfa_enabled": is_mfa_enabled,
                "member_count": member_count,
                "name": name,
                "type": type_,
                "updated_at": updated_at,
                "workspace_id": workspace_id,
                "workspace_name": workspace_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = d.pop("country")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        is_mfa_enabled = d.pop("is_mfa_enabled")

        member_count = d.pop("member_count")

        name = d.pop("name")

        type_ = WorkspaceType(d.pop("type"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        workspace_id = d.pop("workspace_id")

        workspace_name = d.pop("workspace_name")

        workspace_list_row = cls(
            country=country,
            created_at=created_at,
            id=id,
            is_mfa_enabled=is_mfa_enabled,
            member_count=member_count,
            name=name,
            type_=type_,
            updated_at=updated_at,
            workspace_id=workspace_id,
            workspace_name=workspace_name,
        )

        workspace_list_row.additional_properties = d
        return workspace_list_row

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
