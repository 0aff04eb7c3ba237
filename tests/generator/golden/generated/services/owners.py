# Generated from fixture_spec/operations/owners.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the owners area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

import uuid
from typing import Protocol

from generated import models
from generated.filters import owners as filters
from handwritten.runtime.context import AnonymousContext, RequestContext

__all__ = ["ListOwners", "RetrieveOwner", "OwnerCard", "OwnersService"]


class ListOwners(Protocol):
    async def list_owners(self, *, ctx: RequestContext, query: filters.ListOwnersQuery) -> models.OwnerList:
        """R1. List owners: GET /api/owners/"""
        ...


class RetrieveOwner(Protocol):
    async def retrieve_owner(self, *, ctx: RequestContext, id: uuid.UUID) -> models.Owner:
        """R2. Retrieve owner: GET /api/owners/{id}/"""
        ...


class OwnerCard(Protocol):
    async def owner_card(self, *, ctx: AnonymousContext, id: uuid.UUID) -> models.OwnerCard:
        """R3. Owner card: GET /api/owners/{id}/card/"""
        ...


class OwnersService(ListOwners, RetrieveOwner, OwnerCard, Protocol):
    """Every operation of the owners area."""
