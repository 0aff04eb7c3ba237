# Generated from spec/resources/*.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Pydantic models of every request and response body.

Request models are strict and refuse unknown keys; an optional key that is absent is MISSING,
so a partial update can tell "not sent" from null.
"""

from __future__ import annotations

import datetime
import uuid
from typing import Annotated, Any

from pydantic import MISSING, BaseModel, ConfigDict, EmailStr, Field

from generated import enums
from generated.filters.pets import ListPetsFiltersField

__all__ = [
    "BulkAdoptPetsResult",
    "CreatePetRequest",
    "ErrorDetail",
    "Owner",
    "OwnerCard",
    "PetFilterOperation",
    "PetStatistics",
    "UpdatePetRequest",
    "ValidationError",
    "BulkAdoptPetsRequest",
    "BulkAdoptPetsResponse",
    "Pet",
]


class RequestModel(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, protected_namespaces=())


class ResponseModel(BaseModel):
    model_config = ConfigDict(from_attributes=True, protected_namespaces=())


class BulkAdoptPetsResult(ResponseModel):
    index: int
    status: enums.BulkOperationStatus
    adopted_count: int
    error: dict[str, Any] | None | MISSING = MISSING


class CreatePetRequest(RequestModel):
    name: Annotated[str, Field(min_length=1, max_length=100)]
    nickname: Annotated[str, Field(max_length=50)] | None | MISSING = MISSING
    species: enums.Species
    status: enums.PetStatus = enums.PetStatus.AVAILABLE
    weight: Annotated[float, Field(ge=0, le=200)] | MISSING = MISSING
    age: Annotated[int, Field(ge=0, le=50)] = 0
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=30)]], Field(max_length=5)] | MISSING = MISSING
    owner: uuid.UUID | None | MISSING = MISSING


class ErrorDetail(ResponseModel):
    """An error with a single message."""

    detail: str


class Owner(ResponseModel):
    """A person who adopts pets."""

    id: uuid.UUID
    name: str
    email: EmailStr
    created_at: datetime.datetime


class OwnerCard(ResponseModel):
    """What an owner's public card shows."""

    name: str


class PetFilterOperation(RequestModel):
    pet_filters: ListPetsFiltersField


class PetStatistics(ResponseModel):
    counts: dict[str, Any]


class UpdatePetRequest(RequestModel):
    """Every field of the creation body, each optional."""

    name: Annotated[str, Field(min_length=1, max_length=100)] | MISSING = MISSING
    nickname: Annotated[str, Field(max_length=50)] | None | MISSING = MISSING
    species: enums.Species | MISSING = MISSING
    status: enums.PetStatus | MISSING = MISSING
    weight: Annotated[float, Field(ge=0, le=200)] | MISSING = MISSING
    age: Annotated[int, Field(ge=0, le=50)] | MISSING = MISSING
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=30)]], Field(max_length=5)] | MISSING = MISSING
    owner: uuid.UUID | None | MISSING = MISSING


class ValidationError(ResponseModel):
    """Field-level validation errors, each key a field and its value the list of messages."""

    model_config = ConfigDict(extra="allow", protected_namespaces=())


class BulkAdoptPetsRequest(RequestModel):
    owner: uuid.UUID
    operations: Annotated[list[PetFilterOperation], Field(max_length=10)]


class BulkAdoptPetsResponse(ResponseModel):
    results: list[BulkAdoptPetsResult]


class Pet(ResponseModel):
    """A pet in the registry."""

    id: int
    name: Annotated[str, Field(max_length=100)]
    nickname: str | None
    species: enums.Species
    status: enums.PetStatus
    weight: float | None
    age: int
    birth_date: datetime.date | None
    registered_at: datetime.datetime
    owner: uuid.UUID | None
    owner_detail: Owner | None
    tags: list[Annotated[str, Field(max_length=30)]]


class OwnerList(ResponseModel):
    """A page of Owner: the total number of matches and this page's results."""

    count: int
    results: list[Owner]


class PetList(ResponseModel):
    """A page of Pet: the total number of matches and this page's results."""

    count: int
    results: list[Pet]
