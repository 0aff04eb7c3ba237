from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UserCompany")


@_attrs_define
class UserCompany:
    """The user's membership of the active workspace.

    Attributes:
        auth_group_id (int): The role id.
        company_id (int): The workspace id.
        config (Any): The member's own settings for the app.
        data_room_consumer_id (str): The member's identity in the survey data room.
        id (int): The membership id (a member id of M1).
        user_id (int): The user id.
    """

    auth_group_id: int
    company_id: int
    config: Any
    data_room_consumer_id: str
    id: int
    user_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        auth_group_id = self.auth_group_id

        company_id = self.company_id

        config = self.config

        data_room_consumer_id = self.data_room_consumer_id

        id = self.id

        user_id = self.user_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auth_group_id": auth_group_id,
                "company_id": company_id,
                "config": config,
                "data_room_consumer_id": data_room_consumer_id,
                "id": id,
                "user_id": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auth_group_id = d.pop("auth_group_id")

        company_id = d.pop("company_id")

        config = d.pop("config")

        data_room_consumer_id = d.pop("data_room_consumer_id")

        id = d.pop("id")

        user_id = d.pop("user_id")

        user_company = cls(
            auth_group_id=auth_group_id,
            company_id=company_id,
            config=config,
            data_room_consumer_id=data_room_consumer_id,
            id=id,
            user_id=user_id,
        )

        user_company.additional_properties = d
        return user_company

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
