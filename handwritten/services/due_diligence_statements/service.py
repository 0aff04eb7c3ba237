"""Due diligence statements (supply-chain host): the extensions DS1–DS5 (decision
due_diligence_statements), DS6, an order's statement prepared from its chain
(preparing.py), and DS7, its filing through a submitter (filing.py, handwritten/adapters/submitters).

A statement covers products of its workspace (statement_products). Deleting one is soft: it
gets deleted_at and from then on is absent from every read and write here (404) and from its
products, and its dds_identifier is free again, since the unique index covers only the statements
that are not deleted.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import Any

from pydantic import MISSING
from sqlalchemy import select

from generated import models
from generated.filters.due_diligence_statements import ListDueDiligenceStatementsQuery
from generated.rows.due_diligence_statements import (
    DUE_DILIGENCE_STATEMENT_RECORD_COLUMNS,
    due_diligence_statement_record_from_row,
)
from generated.services import due_diligence_statements as interface
from handwritten.adapters.submitters import Submitter, submitter_for
from handwritten.db.models import utcnow
from handwritten.db.products import UNIQUE_IDENTIFIER, DueDiligenceStatement, Product, StatementProduct
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound
from handwritten.runtime.filtering import FieldMap, ToMany
from handwritten.services.dependencies import Service
from handwritten.services.due_diligence_statements.covering import products_covered
from handwritten.services.due_diligence_statements.filing import file, filings
from handwritten.services.due_diligence_statements.preparing import prepare
from handwritten.services.due_diligence_statements.rendering import ACTIVE
from handwritten.services.listing import listed
from handwritten.services.references import referenced_ids
from handwritten.services.writes import replace_rows, unique_or_invalid

IDENTIFIER_TAKEN = {"dds_identifier": ["due diligence statement with this dds identifier already exists."]}

STATEMENT_FIELDS = FieldMap(
    DueDiligenceStatement,
    {
        ("id",): DueDiligenceStatement.id,
        ("name",): DueDiligenceStatement.name,
        ("dds_identifier",): DueDiligenceStatement.dds_identifier,
        ("type",): DueDiligenceStatement.type,
        ("status",): DueDiligenceStatement.status,
        ("products",): StatementProduct.product_id,
        ("created_at",): DueDiligenceStatement.created_at,
        ("updated_at",): DueDiligenceStatement.updated_at,
    },
    to_many=(
        ToMany(
            ("products",),
            select(StatementProduct.product_id).where(StatementProduct.statement_id == DueDiligenceStatement.id),
        ),
    ),
)


class DueDiligenceStatementsService(Service, interface.DueDiligenceStatementsService):
    @cached_property
    def submitter(self) -> Submitter:
        """The submitter CANOPY_STATEMENT_SUBMITTER names, built at the first filing (an unknown name
        fails it with the names known)."""
        return submitter_for(self.deps.settings.statement_submitter, self.deps)

    async def list_due_diligence_statements(
        self, *, ctx: RequestContext, query: ListDueDiligenceStatementsQuery
    ) -> models.DueDiligenceStatementRecordList:
        statement = STATEMENT_FIELDS.select(*DUE_DILIGENCE_STATEMENT_RECORD_COLUMNS).where(ACTIVE)
        count, rows = await listed(ctx.session, statement, query, STATEMENT_FIELDS)
        results = await self._rendered(ctx, rows)
        return models.DueDiligenceStatementRecordList.model_construct(count=count, results=results)

    async def retrieve_due_diligence_statement(
        self, *, ctx: RequestContext, id: int
    ) -> models.DueDiligenceStatementRecord:
        row = (
            await ctx.session.execute(
                select(*DUE_DILIGENCE_STATEMENT_RECORD_COLUMNS).where(DueDiligenceStatement.id == id, ACTIVE)
            )
        ).one_or_none()
        if row is None:
            raise NotFound()
        return (await self._rendered(ctx, [row]))[0]

    async def create_due_diligence_statement(
        self, *, ctx: RequestContext, body: models.CreateDueDiligenceStatementRequest
    ) -> models.DueDiligenceStatementRecord:
        products = await referenced_ids(ctx.session, Product.id, body.products, "products")
        statement = DueDiligenceStatement(
            company_id=ctx.workspace_id,
            type=body.type,
            name=body.name,
            dds_identifier=body.dds_identifier,
            dds_data=body.dds_data,
            status=body.status.value,
        )
        async with unique_or_invalid(ctx.session, UNIQUE_IDENTIFIER, IDENTIFIER_TAKEN):
            ctx.session.add(statement)
        statement.pulse_params = f"due_diligence_statement:{statement.id}"
        statement.updated_at = statement.created_at  # the id is known only now; nothing was updated
        await self._cover(ctx, statement.id, products)
        return await self.retrieve_due_diligence_statement(ctx=ctx, id=statement.id)

    async def partial_update_due_diligence_statement(
        self, *, ctx: RequestContext, id: int, body: models.UpdateDueDiligenceStatementRequest
    ) -> models.DueDiligenceStatementRecord:
        statement = await self._locked(ctx, id)
        changes: dict[str, Any] = {
            name: getattr(body, name)
            for name in ("name", "dds_identifier", "type", "dds_data")
            if getattr(body, name) is not MISSING
        }
        if body.status is not MISSING:
            changes["status"] = body.status.value
        if body.products is not MISSING:
            await self._cover(ctx, id, await referenced_ids(ctx.session, Product.id, body.products, "products"))
        async with unique_or_invalid(ctx.session, UNIQUE_IDENTIFIER, IDENTIFIER_TAKEN):
            for name, value in changes.items():
                setattr(statement, name, value)
            statement.updated_at = utcnow()
        return await self.retrieve_due_diligence_statement(ctx=ctx, id=id)

    async def prepare_due_diligence_statement(
        self, *, ctx: RequestContext, id: int, body: models.PrepareStatementRequest
    ) -> models.DueDiligenceStatementRecord:
        statement_id, products = await prepare(ctx, id, body)
        await self._cover(ctx, statement_id, products)
        return await self.retrieve_due_diligence_statement(ctx=ctx, id=statement_id)

    async def file_due_diligence_statement(self, *, ctx: RequestContext, id: int) -> models.DueDiligenceStatementRecord:
        await file(ctx, await self._locked(ctx, id), self.submitter)
        return await self.retrieve_due_diligence_statement(ctx=ctx, id=id)

    async def delete_due_diligence_statement(self, *, ctx: RequestContext, id: int) -> None:
        statement = await self._locked(ctx, id)
        statement.deleted_at = utcnow()
        await ctx.session.flush()

    # -- helpers --------------------------------------------------------------------------------

    @staticmethod
    async def _locked(ctx: RequestContext, id: int) -> DueDiligenceStatement:
        """The statement if it is not deleted, locked until the request ends (changes of one statement queue up)."""
        statement = await ctx.session.scalar(
            select(DueDiligenceStatement).where(DueDiligenceStatement.id == id, ACTIVE).with_for_update()
        )
        if statement is None:
            raise NotFound()
        return statement

    @staticmethod
    async def _cover(ctx: RequestContext, id: int, products: Sequence[int]) -> None:
        """Make `products` (checked ids) the products statement `id` covers."""
        rows = [{"company_id": ctx.workspace_id, "statement_id": id, "product_id": product} for product in products]
        await replace_rows(ctx.session, StatementProduct, StatementProduct.statement_id == id, rows)

    @staticmethod
    async def _rendered(ctx: RequestContext, rows: Sequence[Any]) -> list[models.DueDiligenceStatementRecord]:
        """Statements from DUE_DILIGENCE_STATEMENT_RECORD_COLUMNS rows, with their products read in one statement for all."""
        ids = [row.id for row in rows]
        covered, filed = await products_covered(ctx.session, ids), await filings(ctx, ids)
        return [
            due_diligence_statement_record_from_row(row._mapping, products=covered[row.id], filing=filed.get(row.id))
            for row in rows
        ]
