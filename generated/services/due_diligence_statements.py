# Generated from spec/operations/due_diligence_statements.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the due_diligence_statements area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import due_diligence_statements as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListDueDiligenceStatements",
    "CreateDueDiligenceStatement",
    "RetrieveDueDiligenceStatement",
    "PartialUpdateDueDiligenceStatement",
    "DeleteDueDiligenceStatement",
    "PrepareDueDiligenceStatement",
    "FileDueDiligenceStatement",
    "DueDiligenceStatementsService",
]


class ListDueDiligenceStatements(Protocol):
    async def list_due_diligence_statements(
        self, *, ctx: RequestContext, query: filters.ListDueDiligenceStatementsQuery
    ) -> models.DueDiligenceStatementRecordList:
        """DS1. List due diligence statements: GET /api/due-diligence-statements/"""
        ...


class CreateDueDiligenceStatement(Protocol):
    async def create_due_diligence_statement(
        self, *, ctx: RequestContext, body: models.CreateDueDiligenceStatementRequest
    ) -> models.DueDiligenceStatementRecord:
        """DS2. Create a due diligence statement: POST /api/due-diligence-statements/"""
        ...


class RetrieveDueDiligenceStatement(Protocol):
    async def retrieve_due_diligence_statement(
        self, *, ctx: RequestContext, id: int
    ) -> models.DueDiligenceStatementRecord:
        """DS3. Retrieve a due diligence statement: GET /api/due-diligence-statements/{id}/"""
        ...


class PartialUpdateDueDiligenceStatement(Protocol):
    async def partial_update_due_diligence_statement(
        self, *, ctx: RequestContext, id: int, body: models.UpdateDueDiligenceStatementRequest
    ) -> models.DueDiligenceStatementRecord:
        """DS4. Update a due diligence statement: PATCH /api/due-diligence-statements/{id}/"""
        ...


class DeleteDueDiligenceStatement(Protocol):
    async def delete_due_diligence_statement(self, *, ctx: RequestContext, id: int) -> None:
        """DS5. Delete a due diligence statement: DELETE /api/due-diligence-statements/{id}/"""
        ...


class PrepareDueDiligenceStatement(Protocol):
    async def prepare_due_diligence_statement(
        self, *, ctx: RequestContext, id: int, body: models.PrepareStatementRequest
    ) -> models.DueDiligenceStatementRecord:
        """DS6. Prepare an order's EUDR statement: POST /api/orders/{id}/due-diligence-statement/"""
        ...


class FileDueDiligenceStatement(Protocol):
    async def file_due_diligence_statement(self, *, ctx: RequestContext, id: int) -> models.DueDiligenceStatementRecord:
        """DS7. File a due diligence statement: POST /api/due-diligence-statements/{id}/filing/"""
        ...


class DueDiligenceStatementsService(
    ListDueDiligenceStatements,
    CreateDueDiligenceStatement,
    RetrieveDueDiligenceStatement,
    PartialUpdateDueDiligenceStatement,
    DeleteDueDiligenceStatement,
    PrepareDueDiligenceStatement,
    FileDueDiligenceStatement,
    Protocol,
):
    """Every operation of the due_diligence_statements area."""
