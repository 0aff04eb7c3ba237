# Generated from spec/operations/origins.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the origins area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import origins as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListOrigins",
    "CreateOrigin",
    "RetrieveOrigin",
    "PartialUpdateOrigin",
    "DeleteOrigin",
    "RecordOriginAssessmentResult",
    "OriginsService",
]


class ListOrigins(Protocol):
    async def list_origins(self, *, ctx: RequestContext, query: filters.ListOriginsQuery) -> models.OriginList:
        """OG1. List origins: GET /api/origins/"""
        ...


class CreateOrigin(Protocol):
    async def create_origin(self, *, ctx: RequestContext, body: models.CreateOriginRequest) -> models.Origin:
        """OG2. Create an origin: POST /api/origins/"""
        ...


class RetrieveOrigin(Protocol):
    async def retrieve_origin(self, *, ctx: RequestContext, id: int) -> models.Origin:
        """OG3. Retrieve an origin: GET /api/origins/{id}/"""
        ...


class PartialUpdateOrigin(Protocol):
    async def partial_update_origin(
        self, *, ctx: RequestContext, id: int, body: models.UpdateOriginRequest
    ) -> models.Origin:
        """OG4. Update an origin: PATCH /api/origins/{id}/"""
        ...


class DeleteOrigin(Protocol):
    async def delete_origin(self, *, ctx: RequestContext, id: int) -> None:
        """OG5. Delete an origin: DELETE /api/origins/{id}/"""
        ...


class RecordOriginAssessmentResult(Protocol):
    async def record_origin_assessment_result(
        self, *, ctx: RequestContext, id: int, body: models.RecordAssessmentResultRequest
    ) -> models.Origin:
        """AS1. Record an assessment result of an origin: POST /api/origins/{id}/assessment-results/"""
        ...


class OriginsService(
    ListOrigins, CreateOrigin, RetrieveOrigin, PartialUpdateOrigin, DeleteOrigin, RecordOriginAssessmentResult, Protocol
):
    """Every operation of the origins area."""
