# Generated from spec/operations/value_chains.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the value_chains area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import value_chains as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListValueChains",
    "CreateValueChain",
    "RetrieveValueChain",
    "PartialUpdateValueChain",
    "DeleteValueChain",
    "ValueChainsService",
]


class ListValueChains(Protocol):
    async def list_value_chains(
        self, *, ctx: RequestContext, query: filters.ListValueChainsQuery
    ) -> models.ValueChainList:
        """VC1. List value chains: GET /api/value-chains/"""
        ...


class CreateValueChain(Protocol):
    async def create_value_chain(
        self, *, ctx: RequestContext, body: models.CreateValueChainRequest
    ) -> models.ValueChain:
        """VC2. Create a value chain: POST /api/value-chains/"""
        ...


class RetrieveValueChain(Protocol):
    async def retrieve_value_chain(self, *, ctx: RequestContext, id: int) -> models.ValueChain:
        """VC3. Retrieve a value chain: GET /api/value-chains/{id}/"""
        ...


class PartialUpdateValueChain(Protocol):
    async def partial_update_value_chain(
        self, *, ctx: RequestContext, id: int, body: models.UpdateValueChainRequest
    ) -> models.ValueChain:
        """VC4. Update a value chain: PATCH /api/value-chains/{id}/"""
        ...


class DeleteValueChain(Protocol):
    async def delete_value_chain(self, *, ctx: RequestContext, id: int) -> None:
        """VC5. Delete a value chain: DELETE /api/value-chains/{id}/"""
        ...


class ValueChainsService(
    ListValueChains, CreateValueChain, RetrieveValueChain, PartialUpdateValueChain, DeleteValueChain, Protocol
):
    """Every operation of the value_chains area."""
