# Generated from fixture_spec/operations/pets.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the pets area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import pets as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListPets",
    "RetrievePet",
    "CreatePet",
    "UpdatePet",
    "DeletePet",
    "PetStatistics",
    "BulkAdoptPets",
    "PetsService",
]


class ListPets(Protocol):
    async def list_pets(self, *, ctx: RequestContext, query: filters.ListPetsQuery) -> models.PetList:
        """P1. List pets: GET /api/pets/"""
        ...


class RetrievePet(Protocol):
    async def retrieve_pet(self, *, ctx: RequestContext, id: int) -> models.Pet:
        """P2. Retrieve pet: GET /api/pets/{id}/"""
        ...


class CreatePet(Protocol):
    async def create_pet(self, *, ctx: RequestContext, body: models.CreatePetRequest) -> models.Pet:
        """P3. Create pet: POST /api/pets/"""
        ...


class UpdatePet(Protocol):
    async def update_pet(self, *, ctx: RequestContext, id: int, body: models.UpdatePetRequest) -> models.Pet:
        """P4. Update pet: PATCH /api/pets/{id}/"""
        ...


class DeletePet(Protocol):
    async def delete_pet(self, *, ctx: RequestContext, id: int) -> None:
        """P5. Delete pet: DELETE /api/pets/{id}/"""
        ...


class PetStatistics(Protocol):
    async def pet_statistics(self, *, ctx: RequestContext, query: filters.PetStatisticsQuery) -> models.PetStatistics:
        """P6. Pet statistics: GET /api/pets/statistics/"""
        ...


class BulkAdoptPets(Protocol):
    async def bulk_adopt_pets(
        self, *, ctx: RequestContext, body: models.BulkAdoptPetsRequest
    ) -> models.BulkAdoptPetsResponse:
        """P7. Bulk-adopt pets: POST /api/pets/bulk-adoptions/"""
        ...


class PetsService(ListPets, RetrievePet, CreatePet, UpdatePet, DeletePet, PetStatistics, BulkAdoptPets, Protocol):
    """Every operation of the pets area."""
