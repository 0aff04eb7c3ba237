# Generated from spec/operations/data_imports.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the data_imports area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import data_imports as filters
from handwritten.runtime.context import RequestContext

__all__ = ["ListDataImportRuns", "CreateDataImportRun", "RetrieveDataImportRun", "DataImportsService"]


class ListDataImportRuns(Protocol):
    async def list_data_import_runs(
        self, *, ctx: RequestContext, query: filters.ListDataImportRunsQuery
    ) -> models.DataImportRunList:
        """D7. List data import runs: GET /api/data-import-runs/"""
        ...


class CreateDataImportRun(Protocol):
    async def create_data_import_run(
        self, *, ctx: RequestContext, body: models.CreateDataImportRunRequest
    ) -> models.CreatedDataImportRun:
        """D8. Create data import run: POST /api/data-import-runs/"""
        ...


class RetrieveDataImportRun(Protocol):
    async def retrieve_data_import_run(self, *, ctx: RequestContext, id: int) -> models.DataImportRun:
        """D9. Retrieve data import run: GET /api/data-import-runs/{id}/"""
        ...


class DataImportsService(ListDataImportRuns, CreateDataImportRun, RetrieveDataImportRun, Protocol):
    """Every operation of the data_imports area."""
