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
        country (str): The ISO 3166-1 alpha-2 country code, such as NL.
        created_at (datetime.datetime):
        id (int): The workspace id, to switch to with A3.
        is_mfa_enabled (bool): Whether the workspace requires multi-factor authentication.
        member_count (int): The number of members.

            Decision: [workspace_transaction_figures](/api/docs/decisions.html#workspace_transaction_figures).
        name (str):
        type_ (WorkspaceType):
        updated_at (datetime.datetime):
        workspace_id (int): The workspace id (same as id).
        workspace_name (str): The workspace name (same as name).
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
