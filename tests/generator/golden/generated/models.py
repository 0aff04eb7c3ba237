# Generated from spec/resources/*.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Pydantic models of every request and response body.

Request models are strict and refuse unknown keys; an optional key that is absent is MISSING,
so a partial update can tell "not sent" from null. A body that writes a record also takes the
record's read-only fields, as a GET answered them, and forgets them (decision read_only_fields).
"""

from __future__ import annotations

import datetime
import uuid
from typing import Annotated, Any, Self

from pydantic import MISSING, BaseModel, ConfigDict, EmailStr, Field, model_validator

from generated import enums
from generated.filters.pets import ListPetsFiltersField
from handwritten.runtime.http import forget_read_only, read_only

__all__ = [
    "BulkAdoptPetsResult",
    "ErrorDetail",
    "Microchip",
    "MicrochipRequest",
    "Owner",
    "OwnerCard",
    "PetFilterOperation",
    "PetStatistics",
    "ValidationError",
    "BulkAdoptPetsRequest",
    "BulkAdoptPetsResponse",
    "CreatePetRequest",
    "Pet",
    "UpdatePetRequest",
]


class RequestModel(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, protected_namespaces=())


class ResponseModel(BaseModel):
    model_config = ConfigDict(from_attributes=True, protected_namespaces=())


class ReadBackRequestModel(RequestModel):
    """A body that writes a record (spec: writes): the record's read-only fields are accepted and
    forgotten, every other unknown key is refused (decision read_only_fields)."""

    model_config = ConfigDict(extra="allow", protected_namespaces=())

    @model_validator(mode="after")
    def _forget_read_only(self) -> Self:
        return forget_read_only(self)


class BulkAdoptPetsResult(ResponseModel):
    index: int
    status: enums.BulkOperationStatus
    adopted_count: int
    error: dict[str, Any] | None | MISSING = MISSING


class ErrorDetail(ResponseModel):
    """An error with a single message."""

    detail: str


class Microchip(ResponseModel):
    number: str
    implanted_at: datetime.datetime


class MicrochipRequest(ReadBackRequestModel):
    # The fields of Microchip it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[Annotated[str, read_only("implanted_at")], Any]
    number: Annotated[str, Field(max_length=20)]


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


class ValidationError(ResponseModel):
    """Field-level validation errors, each key a field and its value the list of messages."""

    model_config = ConfigDict(extra="allow", protected_namespaces=())


class BulkAdoptPetsRequest(RequestModel):
    owner: uuid.UUID
    operations: Annotated[list[PetFilterOperation], Field(max_length=10)]


class BulkAdoptPetsResponse(ResponseModel):
    results: list[BulkAdoptPetsResult]


class CreatePetRequest(ReadBackRequestModel):
    # The fields of Pet it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[Annotated[str, read_only("id", "birth_date", "registered_at", "owner_detail")], Any]
    name: Annotated[str, Field(min_length=1, max_length=100)]
    nickname: Annotated[str, Field(max_length=50)] | None | MISSING = MISSING
    species: enums.Species
    status: enums.PetStatus = enums.PetStatus.AVAILABLE
    weight: Annotated[float, Field(ge=0, le=200)] | MISSING = MISSING
    age: Annotated[int, Field(ge=0, le=50)] = 0
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=30)]], Field(max_length=5)] | MISSING = MISSING
    owner: uuid.UUID | None | MISSING = MISSING
    microchip: MicrochipRequest | None | MISSING = MISSING


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
    microchip: Microchip | None


class UpdatePetRequest(ReadBackRequestModel):
    """Every field of the creation body, each optional."""

    # The fields of Pet it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[Annotated[str, read_only("id", "birth_date", "registered_at", "owner_detail")], Any]
    name: Annotated[str, Field(min_length=1, max_length=100)] | MISSING = MISSING
    nickname: Annotated[str, Field(max_length=50)] | None | MISSING = MISSING
    species: enums.Species | MISSING = MISSING
    status: enums.PetStatus | MISSING = MISSING
    weight: Annotated[float, Field(ge=0, le=200)] | MISSING = MISSING
    age: Annotated[int, Field(ge=0, le=50)] | MISSING = MISSING
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=30)]], Field(max_length=5)] | MISSING = MISSING
    owner: uuid.UUID | None | MISSING = MISSING
    microchip: MicrochipRequest | None | MISSING = MISSING


class OwnerList(ResponseModel):
    """A page of Owner: the total number of matches and this page's results."""

    count: int
    results: list[Owner]


class PetList(ResponseModel):
    """A page of Pet: the total number of matches and this page's results."""

    count: int
    results: list[Pet]
