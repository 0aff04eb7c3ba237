from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.api_key_expiry import ApiKeyExpiry
from ..models.api_key_scope import ApiKeyScope
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.api_key_workspace import ApiKeyWorkspace


T = TypeVar("T", bound="CreateApiKeyRequest")


@_attrs_define
class CreateApiKeyRequest:
    """Decision: [api_key_creation](/api/docs/decisions.html#api_key_creation).

    Attributes:
        name (str): What the key is for, such as "ERP integration (production)".
        created_at (datetime.datetime | Unset):
        expired (bool | Unset): Whether the key is past expires_at; it answers 401 until revoked.
        expires (ApiKeyExpiry | Unset): The lifetime chosen at creation: 30 days, 6 weeks, 90 days, 1 year (365 days) or
            no expiration.

            Decision: [api_key_creation](/api/docs/decisions.html#api_key_creation). Default: ApiKeyExpiry.VALUE_6W.
        expires_at (datetime.datetime | None | Unset): When the key stops working; null for a key that never expires.
        id (int | Unset): The key id, to revoke it with AK3.
        last_used_at (datetime.datetime | None | Unset): When the key was last used, to about a minute; null if never.
        prefix (str | Unset): The first characters of the key (cnp_ and 8 more), to recognise it.
        scope (ApiKeyScope | Unset): user: follows the active workspace of the user; workspace: pinned to the workspace
            open at creation.

            Decision: [api_key_creation](/api/docs/decisions.html#api_key_creation). Default: ApiKeyScope.USER.
        workspace (int | None | Unset): The workspace the key is pinned to; null for a user-scoped key, which follows
            the active workspace.
        workspace_detail (ApiKeyWorkspace | None | Unset): The pinned workspace; null for a user-scoped key.
    """

    name: str
    created_at: datetime.datetime | Unset = UNSET
    expired: bool | Unset = UNSET
    expires: ApiKeyExpiry | Unset = ApiKeyExpiry.VALUE_6W
    expires_at: datetime.datetime | None | Unset = UNSET
    id: int | Unset = UNSET
    last_used_at: datetime.datetime | None | Unset = UNSET
    prefix: str | Unset = UNSET
    scope: ApiKeyScope | Unset = ApiKeyScope.USER
    workspace: int | None | Unset = UNSET
    workspace_detail: ApiKeyWorkspace | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.api_key_workspace import ApiKeyWorkspace  # noqa: PLC0415

        name = self.name

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        expired = self.expired

        expires: str | Unset = UNSET
        if not isinstance(self.expires, Unset):
            expires = self.expires.value

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        id = self.id

        last_used_at: None | str | Unset
        if isinstance(self.last_used_at, Unset):
            last_used_at = UNSET
        elif isinstance(self.last_used_at, datetime.datetime):
            last_used_at = self.last_used_at.isoformat()
        else:
            last_used_at = self.last_used_at

        prefix = self.prefix

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.value

        workspace: int | None | Unset
        if isinstance(self.workspace, Unset):
            workspace = UNSET
        else:
            workspace = self.workspace

        workspace_detail: dict[str, Any] | None | Unset
        if isinstance(self.workspace_detail, Unset):
            workspace_detail = UNSET
        elif isinstance(self.workspace_detail, ApiKeyWorkspace):
            workspace_detail = self.workspace_detail.to_dict()
        else:
            workspace_detail = self.workspace_detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if expired is not UNSET:
            field_dict["expired"] = expired
        if expires is not UNSET:
            field_dict["expires"] = expires
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if id is not UNSET:
            field_dict["id"] = id
        if last_used_at is not UNSET:
            field_dict["last_used_at"] = last_used_at
        if prefix is not UNSET:
            field_dict["prefix"] = prefix
        if scope is not UNSET:
            field_dict["scope"] = scope
        if workspace is not UNSET:
            field_dict["workspace"] = workspace
        if workspace_detail is not UNSET:
            field_dict["workspace_detail"] = workspace_detail

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key_workspace import ApiKeyWorkspace  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        expired = d.pop("expired", UNSET)

        _expires = d.pop("expires", UNSET)
        expires: ApiKeyExpiry | Unset
        if isinstance(_expires, Unset):
            expires = UNSET
        else:
            expires = ApiKeyExpiry(_expires)

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))

        id = d.pop("id", UNSET)

        def _parse_last_used_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at", UNSET))

        prefix = d.pop("prefix", UNSET)

        _scope = d.pop("scope", UNSET)
        scope: ApiKeyScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = ApiKeyScope(_scope)

        def _parse_workspace(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        workspace = _parse_workspace(d.pop("workspace", UNSET))

        def _parse_workspace_detail(data: object) -> ApiKeyWorkspace | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                workspace_detail_type_0 = ApiKeyWorkspace.from_dict(data)

                return workspace_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApiKeyWorkspace | None | Unset, data)

        workspace_detail = _parse_workspace_detail(d.pop("workspace_detail", UNSET))

        create_api_key_request = cls(
            name=name,
            created_at=created_at,
            expired=expired,
            expires=expires,
            expires_at=expires_at,
            id=id,
            last_used_at=last_used_at,
            prefix=prefix,
            scope=scope,
            workspace=workspace,
            workspace_detail=workspace_detail,
        )

        return create_api_key_request
