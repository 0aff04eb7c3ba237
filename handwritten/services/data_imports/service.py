"""Data import runs (ingestion host): D7–D9 (decision import_run_results).

D8 records a run, its results as they were sent, and hands them to the importer its
model_identifier names (adapters/importers/), if one is registered: a dry run records the importer's plan
as the run's import_report and writes nothing else; a real run applies the plan in the request's
transaction, or refuses the whole run when a row is invalid. Results an importer streams (a file)
are imported as they are read and tallied, a dry run's in a savepoint rolled back. A run for a
model no importer is registered for is recorded as sent, without a report. Either way the run's
import event is enqueued in that transaction and delivered after commit.
"""

from __future__ import annotations

import uuid
from typing import Any

from pydantic import MISSING
from sqlalchemy import select

from generated import models
from generated.filters.data_imports import ListDataImportRunsQuery
from generated.rows.data_imports import (
    DATA_IMPORT_RUN_COLUMNS,
    created_data_import_run_from_row,
    created_data_import_run_row,
    data_import_run_from_row,
)
from generated.services import data_imports as interface
from handwritten.adapters import jobs
from handwritten.adapters.importers import ImportEvent, Scope, importer_for
from handwritten.adapters.importers.base import Importer, Plan, ShapeError, Streaming, Tally
from handwritten.db.documents import PRESENT, DataImportRun, Document
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound, ValidationFailed, invalid_pk
from handwritten.runtime.filtering import FieldMap
from handwritten.services.data_imports.events import IMPORT_EVENT
from handwritten.services.dependencies import Service
from handwritten.services.ids import storable_id
from handwritten.services.listing import listed

RUN_FIELDS = FieldMap(
    DataImportRun,
    {
        ("id",): DataImportRun.id,
        ("model_identifier",): DataImportRun.model_identifier,
        ("tags",): DataImportRun.tags,
        ("created_at",): DataImportRun.created_at,
        ("updated_at",): DataImportRun.updated_at,
    },
)


class DataImportsService(Service, interface.DataImportsService):
    async def list_data_import_runs(
        self, *, ctx: RequestContext, query: ListDataImportRunsQuery
    ) -> models.DataImportRunList:
        count, rows = await listed(ctx.session, RUN_FIELDS.select(*DATA_IMPORT_RUN_COLUMNS), query, RUN_FIELDS)
        return models.DataImportRunList.model_construct(
            count=count, results=[data_import_run_from_row(r._mapping) for r in rows]
        )

    async def retrieve_data_import_run(self, *, ctx: RequestContext, id: int) -> models.DataImportRun:
        row = (await ctx.session.execute(select(*DATA_IMPORT_RUN_COLUMNS).where(DataImportRun.id == id))).one_or_none()
        if row is None:
            raise NotFound()
        return data_import_run_from_row(row._mapping)

    async def create_data_import_run(
        self, *, ctx: RequestContext, body: models.CreateDataImportRunRequest
    ) -> models.CreatedDataImportRun:
        document = (
            await ctx.session.scalar(select(Document.id).where(Document.id == body.document_id, PRESENT))
            if storable_id(body.document_id)
            else None
        )
        if document is None:
            raise ValidationFailed({"document_id": invalid_pk(body.document_id)})
        tags = list(body.tags) if body.tags is not MISSING else []
        run = DataImportRun(
            company_id=ctx.workspace_id,
            run_id=uuid.uuid4(),
            document_id=document,
            model_identifier=body.model_identifier,
            results=body.results,  # as sent, whatever the importer does with them
            import_report=None,
            tags=tags,
            dry_run=body.dry_run,
        )
        ctx.session.add(run)
        await ctx.session.flush()  # the run's id, recorded on every row it imports
        importer = importer_for(body.model_identifier)
        if importer is not None:
            run.import_report = await self._import(ctx, importer, run, body.results)
        event = ImportEvent(
            workspace_id=ctx.workspace_id,
            run_id=str(run.run_id),
            data_import_run_id=run.id,
            document_id=document,
            model_identifier=run.model_identifier,
            dry_run=run.dry_run,
            tags=tags,
            counts=run.import_report["counts"] if run.import_report is not None else {},
        )
        await jobs.enqueue(ctx.session, workspace_id=ctx.workspace_id, kind=IMPORT_EVENT, payload=event.payload())
        ctx.after_commit(self.deps.jobs.wake)
        await ctx.session.flush()
        return created_data_import_run_from_row(created_data_import_run_row(run))

    async def _import(
        self, ctx: RequestContext, importer: Importer, run: DataImportRun, results: Any
    ) -> dict[str, Any]:
        """The run's results imported by `importer` (or planned, for a dry run); its report."""
        scope = Scope(
            session=ctx.session,
            workspace_id=ctx.workspace_id,
            member_id=ctx.member_id,
            document_id=run.document_id,
            run_id=run.id,
            tags=list(run.tags),
            store=self.deps.storage,
            dry_run=run.dry_run,
        )
        try:
            outcome = await _imported(importer, scope, results)
        except ShapeError as error:
            raise ValidationFailed({"results": [str(error)]}) from None
        if not run.dry_run:
            if outcome.invalid:
                # Nothing of a run with an invalid row is applied, nor the run recorded (the
                # request's transaction rolls back): the errors name the rows, as DRF's ListField does.
                raise ValidationFailed(
                    {"results": {importer.rows_field: {str(row.index): row.errors for row in outcome.invalid}}}
                )
            if isinstance(outcome, Plan):
                await importer.apply(scope, outcome)
        return outcome.report(dry_run=run.dry_run)


async def _imported(importer: Importer, scope: Scope, results: Any) -> Plan | Tally:
    """What the importer does with the results: a plan (not applied yet), or the tally of the
    results it streamed, which a dry run rolls back."""
    if isinstance(importer, Streaming):
        if scope.dry_run:
            savepoint = await scope.session.begin_nested()
            try:
                tally = await importer.stream(scope, results)
            finally:
                await savepoint.rollback()
        else:
            tally = await importer.stream(scope, results)
        if tally is not None:
            return tally
    return await importer.plan(scope, results)
