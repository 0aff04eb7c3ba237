"""The api_keys operations: one module per operation, and their methods on Canopy (`canopy.api_keys`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.api_key_list import ApiKeyList
from ...models.api_key_scope import ApiKeyScope
from ...models.create_api_key_request import CreateApiKeyRequest
from ...models.created_api_key import CreatedApiKey
from ...models.list_api_keys_ordering_item import ListApiKeysOrderingItem
from ...models.list_member_api_keys_ordering_item import ListMemberApiKeysOrderingItem
from ...types import UNSET, Unset
from . import create_api_key as _create_api_key
from . import list_api_keys as _list_api_keys
from . import list_member_api_keys as _list_member_api_keys
from . import revoke_api_key as _revoke_api_key

__all__ = ["ApiKeysOperations", "AsyncApiKeysOperations"]


class ApiKeysOperations:
    """The api_keys operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_api_keys(
        self,
        *,
        scope: ApiKeyScope | Unset = UNSET,
        workspace: int | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        last_used_at_lte: datetime.datetime | Unset = UNSET,
        last_used_at_isnull: bool | Unset = UNSET,
        expires_at_lte: datetime.datetime | Unset = UNSET,
        expires_at_isnull: bool | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListApiKeysOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ApiKeyList:
        """List API keys.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_api_keys.sync_detailed(
            client=self._client,
            scope=scope,
            workspace=workspace,
            name_icontains=name_icontains,
            last_used_at_lte=last_used_at_lte,
            last_used_at_isnull=last_used_at_isnull,
            expires_at_lte=expires_at_lte,
            expires_at_isnull=expires_at_isnull,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ApiKeyList, response.parsed)

    def create_api_key(
        self,
        *,
        body: CreateApiKeyRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedApiKey:
        """Create API key.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_api_key.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedApiKey, response.parsed)

    def revoke_api_key(
        self,
        id: int,
    ) -> None:
        """Revoke API key.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _revoke_api_key.sync_detailed(
            client=self._client,
            id=id,
        )

    def list_member_api_keys(
        self,
        id: int,
        *,
        scope: ApiKeyScope | Unset = UNSET,
        workspace: int | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        last_used_at_lte: datetime.datetime | Unset = UNSET,
        last_used_at_isnull: bool | Unset = UNSET,
        expires_at_lte: datetime.datetime | Unset = UNSET,
        expires_at_isnull: bool | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListMemberApiKeysOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ApiKeyList:
        """List a member's API keys.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_member_api_keys.sync_detailed(
            client=self._client,
            id=id,
            scope=scope,
            workspace=workspace,
            name_icontains=name_icontains,
            last_used_at_lte=last_used_at_lte,
            last_used_at_isnull=last_used_at_isnull,
            expires_at_lte=expires_at_lte,
            expires_at_isnull=expires_at_isnull,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ApiKeyList, response.parsed)


class AsyncApiKeysOperations:
    """The api_keys operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_api_keys(
        self,
        *,
        scope: ApiKeyScope | Unset = UNSET,
        workspace: int | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        last_used_at_lte: datetime.datetime | Unset = UNSET,
        last_used_at_isnull: bool | Unset = UNSET,
        expires_at_lte: datetime.datetime | Unset = UNSET,
        expires_at_isnull: bool | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListApiKeysOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ApiKeyList:
        """List API keys.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_api_keys.asyncio_detailed(
            client=self._client,
            scope=scope,
            workspace=workspace,
            name_icontains=name_icontains,
            last_used_at_lte=last_used_at_lte,
            last_used_at_isnull=last_used_at_isnull,
            expires_at_lte=expires_at_lte,
            expires_at_isnull=expires_at_isnull,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ApiKeyList, response.parsed)

    async def create_api_key(
        self,
        *,
        body: CreateApiKeyRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> CreatedApiKey:
        """Create API key.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_api_key.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(CreatedApiKey, response.parsed)

    async def revoke_api_key(
        self,
        id: int,
    ) -> None:
        """Revoke API key.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _revoke_api_key.asyncio_detailed(
            client=self._client,
            id=id,
        )

    async def list_member_api_keys(
        self,
        id: int,
        *,
        scope: ApiKeyScope | Unset = UNSET,
        workspace: int | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        last_used_at_lte: datetime.datetime | Unset = UNSET,
        last_used_at_isnull: bool | Unset = UNSET,
        expires_at_lte: datetime.datetime | Unset = UNSET,
        expires_at_isnull: bool | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListMemberApiKeysOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ApiKeyList:
        """List a member's API keys.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_member_api_keys.asyncio_detailed(
            client=self._client,
            id=id,
            scope=scope,
            workspace=workspace,
            name_icontains=name_icontains,
            last_used_at_lte=last_used_at_lte,
            last_used_at_isnull=last_used_at_isnull,
            expires_at_lte=expires_at_lte,
            expires_at_isnull=expires_at_isnull,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ApiKeyList, response.parsed)
