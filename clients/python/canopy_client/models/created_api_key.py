from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.api_key_scope import ApiKeyScope
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.api_key_workspace import ApiKeyWorkspace


T = TypeVar("T", bound="CreatedApiKey")


@_attrs_define
class CreatedApiKey:
    """A new key, with the full key, shown in this answer only.

    Attributes:
        created_at (datetime.datetime):
        expired (bool): Whether the key is past expires_at; it answers 401 until revoked.
        expires_at (datetime.datetime | None): When the key stops working; null for a key that never expires.
        id (int): The key id, to revoke it with AK3.
        last_used_at (datetime.datetime | None): When the key was last used, to about a minute; null if never.
        name (str): What the key is for.
        prefix (str): The first characters of the key (cnp_ and 8 more), to recognise it.
        scope (ApiKeyScope): user: follows the active workspace of the user; workspace: pinned to the workspace open at
            creation.

            Decision: [api_key_creation](/api/docs/decisions.html#api_key_creation).
        workspace (int | None): The workspace the key is pinned to; null for a user-scoped key, which follows the active
            workspace.
        workspace_detail (ApiKeyWorkspace | None): The pinned workspace; null for a user-scoped key.
        key (str | Unset): The full key, to send as Authorization: ApiKey <key>. Shown once: a replay of the request
            (Idempotent-Replayed: true) leaves it out.

            Decision: [api_key_creation_replay](/api/docs/decisions.html#api_key_creation_replay).
    """

    created_at: datetime.datetime
    expired: bool
    expires_at: datetime.datetime | None
    id: int
    last_used_at: datetime.datetime | None
    name: str
    prefix: str
    scope: ApiKeyScope
    workspace: int | None
    workspace_detail: ApiKeyWorkspace | None
    key: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.api_key_workspace import ApiKeyWorkspace  # noqa: PLC0415

        created_at = self.created_at.isoformat()

        expired = self.expired

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        id = self.id

        last_used_at: None | str
        if isinstance(self.last_used_at, datetime.datetime):
            last_used_at = self.last_used_at.isoformat()
        else:
            last_used_at = self.last_used_at

        name = self.name

        prefix = self.prefix

        scope = self.scope.value

        workspace: int | None
        workspace = self.workspace

        workspace_detail: dict[str, Any] | None
        if isinstance(self.workspace_detail, ApiKeyWorkspace):
            workspace_detail = self.workspace_detail.to_dict()
        else:
            workspace_detail = self.workspace_detail

        key = self.key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "expired": expired,
                "expires_at": expires_at,
                "id": id,
                "last_used_at": last_used_at,
                "name": name,
                "prefix": prefix,
                "scope": scope,
                "workspace": workspace,
                "workspace_detail": workspace_detail,
            }
        )
        if key is not UNSET:
            field_dict["key"] = key

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key_workspace import ApiKeyWorkspace  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expired = d.pop("expired")

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        id = d.pop("id")

        def _parse_last_used_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at"))

        name = d.pop("name")

        prefix = d.pop("prefix")

        scope = ApiKeyScope(d.pop("scope"))

        def _parse_workspace(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        workspace = _parse_workspace(d.pop("workspace"))

        def _parse_workspace_detail(data: object) -> ApiKeyWorkspace | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                workspace_detail_type_0 = ApiKeyWorkspace.from_dict(data)

                return workspace_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApiKeyWorkspace | None, data)

        workspace_detail = _parse_workspace_detail(d.pop("workspace_detail"))

        key = d.pop("key", UNSET)

        created_api_key = cls(
            created_at=created_at,
            expired=expired,
            expires_at=expires_at,
            id=id,
            last_used_at=last_used_at,
            name=name,
            prefix=prefix,
            scope=scope,
            workspace=workspace,
            workspace_detail=workspace_detail,
            key=key,
        )

        created_api_key.additional_properties = d
        return created_api_key

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
