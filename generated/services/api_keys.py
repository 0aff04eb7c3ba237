# Generated from spec/operations/api_keys.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the api_keys area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import api_keys as filters
from handwritten.runtime.context import RequestContext

__all__ = ["ListApiKeys", "CreateApiKey", "RevokeApiKey", "ListMemberApiKeys", "ApiKeysService"]


class ListApiKeys(Protocol):
    async def list_api_keys(self, *, ctx: RequestContext, query: filters.ListApiKeysQuery) -> models.ApiKeyList:
        """AK1. List API keys: GET /api/accounts/api-keys/"""
        ...


class CreateApiKey(Protocol):
    async def create_api_key(self, *, ctx: RequestContext, body: models.CreateApiKeyRequest) -> models.CreatedApiKey:
        """AK2. Create API key: POST /api/accounts/api-keys/"""
        ...


class RevokeApiKey(Protocol):
    async def revoke_api_key(self, *, ctx: RequestContext, id: int) -> None:
        """AK3. Revoke API key: DELETE /api/accounts/api-keys/{id}/"""
        ...


class ListMemberApiKeys(Protocol):
    async def list_member_api_keys(
        self, *, ctx: RequestContext, id: int, query: filters.ListMemberApiKeysQuery
    ) -> models.ApiKeyList:
        """AK4. List a member's API keys: GET /api/accounts/members/{id}/api-keys/"""
        ...


class ApiKeysService(ListApiKeys, CreateApiKey, RevokeApiKey, ListMemberApiKeys, Protocol):
    """Every operation of the api_keys area."""
