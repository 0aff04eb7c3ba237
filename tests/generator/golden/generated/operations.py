# Generated from spec/operations/*.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Every operation of the document, with where it is served, and every area's router and interfaces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from fastapi import APIRouter

from generated.filters import owners as owners_filters
from generated.filters import pets as pets_filters
from generated.routes import owners as owners_routes
from generated.routes import pets as pets_routes
from generated.services import owners as owners_services
from generated.services import pets as pets_services

__all__ = [
    "AREAS",
    "BY_CODE",
    "BY_NAME",
    "HOSTS",
    "HOST_TABLE",
    "IDEMPOTENCY_HEADER",
    "IDEMPOTENCY_MAX_LENGTH",
    "OPERATIONS",
    "RATE_CLASSES",
    "Area",
    "Host",
    "Operation",
]


@dataclass(frozen=True, slots=True)
class Operation:
    code: str
    name: str
    area: str
    host: str
    method: str
    path: str
    path_source: str
    anonymous: bool
    interface: type[Any]
    idempotent: bool
    rate_class: str | None
    permission: str | None
    extension: bool
    limits: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    body: str | None = None  # the request model's name (generated.models)
    response: str | None = None  # the response model's name; a list's is its items' (the listed resource)
    writes: str | None = None  # the record its body creates or updates (spec: writes), read-only fields ignored


@dataclass(frozen=True, slots=True)
class Area:
    name: str
    host: str
    service: type[Any]
    build_router: Callable[..., APIRouter]
    field_paths: Mapping[str, frozenset[tuple[str, ...]]]  # what each list operation's FieldMap must cover


@dataclass(frozen=True, slots=True)
class Host:
    name: str
    placeholder: str  # the document's placeholder of the host's URL: base_url for {base_url}
    serves: str  # what the document's host table says the host serves


HOSTS: tuple[str, ...] = (
    "main",
    "registry",
)
# The document's host table (spec: service.yaml hosts).
HOST_TABLE: Mapping[str, Host] = MappingProxyType(
    {
        "main": Host("main", "main_url", "pets"),
        "registry": Host("registry", "registry_url", "owners"),
    }
)
# The request header that makes a POST or PATCH safe to retry, and its longest value (spec: service.yaml).
IDEMPOTENCY_HEADER = "Idempotency-Key"
IDEMPOTENCY_MAX_LENGTH = 64
# The per-key rate limit classes; each operation names one (spec: service.yaml rate_classes).
RATE_CLASSES: tuple[str, ...] = (
    "reads",
    "writes",
    "bulk",
)

AREAS: Mapping[str, Area] = MappingProxyType(
    {
        "owners": Area(
            "owners", "registry", owners_services.OwnersService, owners_routes.build_router, owners_filters.FIELD_PATHS
        ),
        "pets": Area("pets", "main", pets_services.PetsService, pets_routes.build_router, pets_filters.FIELD_PATHS),
    }
)

OPERATIONS: tuple[Operation, ...] = (
    Operation(
        "R1",
        "list_owners",
        "owners",
        "registry",
        "GET",
        "/api/owners/",
        "stated",
        False,
        owners_services.ListOwners,
        False,
        "reads",
        "view_owner",
        False,
        response="Owner",
    ),
    Operation(
        "R2",
        "retrieve_owner",
        "owners",
        "registry",
        "GET",
        "/api/owners/{id}/",
        "stated",
        False,
        owners_services.RetrieveOwner,
        False,
        "reads",
        "view_owner",
        False,
        response="Owner",
    ),
    Operation(
        "R3",
        "owner_card",
        "owners",
        "registry",
        "GET",
        "/api/owners/{id}/card/",
        "inferred",
        True,
        owners_services.OwnerCard,
        False,
        None,
        None,
        False,
        response="OwnerCard",
    ),
    Operation(
        "P1",
        "list_pets",
        "pets",
        "main",
        "GET",
        "/api/pets/",
        "stated",
        False,
        pets_services.ListPets,
        False,
        "reads",
        "view_pet",
        False,
        response="Pet",
    ),
    Operation(
        "P2",
        "retrieve_pet",
        "pets",
        "main",
        "GET",
        "/api/pets/{id}/",
        "stated",
        False,
        pets_services.RetrievePet,
        False,
        "reads",
        "view_pet",
        False,
        response="Pet",
    ),
    Operation(
        "P3",
        "create_pet",
        "pets",
        "main",
        "POST",
        "/api/pets/",
        "stated",
        False,
        pets_services.CreatePet,
        True,
        "writes",
        "add_pet",
        False,
        body="CreatePetRequest",
        response="Pet",
        writes="Pet",
    ),
    Operation(
        "P4",
        "update_pet",
        "pets",
        "main",
        "PATCH",
        "/api/pets/{id}/",
        "stated",
        False,
        pets_services.UpdatePet,
        False,
        "writes",
        "change_pet",
        False,
        body="UpdatePetRequest",
        response="Pet",
        writes="Pet",
    ),
    Operation(
        "P5",
        "delete_pet",
        "pets",
        "main",
        "DELETE",
        "/api/pets/{id}/",
        "stated",
        False,
        pets_services.DeletePet,
        False,
        "writes",
        "delete_pet",
        False,
    ),
    Operation(
        "P6",
        "pet_statistics",
        "pets",
        "main",
        "GET",
        "/api/pets/statistics/",
        "inferred",
        False,
        pets_services.PetStatistics,
        False,
        "reads",
        "member",
        True,
        response="PetStatistics",
    ),
    Operation(
        "P7",
        "bulk_adopt_pets",
        "pets",
        "main",
        "POST",
        "/api/pets/bulk-adoptions/",
        "inferred",
        False,
        pets_services.BulkAdoptPets,
        True,
        "bulk",
        "change_pet",
        False,
        MappingProxyType(
            {
                "max_matched_per_operation": 50,
            }
        ),
        body="BulkAdoptPetsRequest",
        response="BulkAdoptPetsResponse",
    ),
)

BY_CODE: Mapping[str, Operation] = MappingProxyType({op.code: op for op in OPERATIONS})
BY_NAME: Mapping[str, Operation] = MappingProxyType({op.name: op for op in OPERATIONS})
