from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.auth_group_detail import AuthGroupDetail
    from ..models.user_detail import UserDetail


T = TypeVar("T", bound="Member")


@_attrs_define
class Member:
    """A member of the workspace (user company).

    Attributes:
        auth_group (int | None): The role id; it cannot be cleared through the API.

            Decision: [member_without_role](/api/docs/decisions.html#member_without_role).
        auth_group_detail (AuthGroupDetail | None): Decision:
            [member_without_role](/api/docs/decisions.html#member_without_role).
        created_at (datetime.datetime):
        data_room_consumer_id (str): The member's identity in the survey data room.
        id (int): The member id.
        updated_at (datetime.datetime):
        user (int): The user id.
        user_detail (UserDetail): A user, inline.
    """

    auth_group: int | None
    auth_group_detail: AuthGroupDetail | None
    created_at: datetime.datetime
    data_room_consumer_id: str
    id: int
    updated_at: datetime.datetime
    user: int
    user_detail: UserDetail
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.auth_group_detail import AuthGroupDetail  # noqa: PLC0415

        auth_group: int | None
        auth_group = self.auth_group

        auth_group_detail: dict[str, Any] | None
        if isinstance(self.auth_group_detail, AuthGroupDetail):
            auth_group_detail = self.auth_group_detail.to_dict()
        else:
            auth_group_detail = self.auth_group_detail

        created_at = self.created_at.isoformat()

        data_room_consumer_id = self.data_room_consumer_id

        id = self.id

        updated_at = self.updated_at.isoformat()

        user = self.user

        user_detail = self.user_detail.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auth_group": auth_group,
                "auth_group_detail": auth_group_detail,
                "created_at": created_at,
                "data_room_consumer_id": data_room_consumer_id,
                "id": id,
                "updated_at": updated_at,
                "user": user,
                "user_detail": user_detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auth_group_detail import AuthGroupDetail  # noqa: PLC0415
        from ..models.user_detail import UserDetail  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_auth_group(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        auth_group = _parse_auth_group(d.pop("auth_group"))

        def _parse_auth_group_detail(data: object) -> AuthGroupDetail | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auth_group_detail_type_0 = AuthGroupDetail.from_dict(data)

                return auth_group_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuthGroupDetail | None, data)

        auth_group_detail = _parse_auth_group_detail(d.pop("auth_group_detail"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        data_room_consumer_id = d.pop("data_room_consumer_id")

        id = d.pop("id")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        user = d.pop("user")

        user_detail = UserDetail.from_dict(d.pop("user_detail"))

        member = cls(
            auth_group=auth_group,
            auth_group_detail=auth_group_detail,
            created_at=created_at,
            data_room_consumer_id=data_room_consumer_id,
            id=id,
            updated_at=updated_at,
            user=user,
            user_detail=user_detail,
        )

        member.additional_properties = d
        return member

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
