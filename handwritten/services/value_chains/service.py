"""Value chains (supply_chain host): VC1–VC5 (decisions value_chains, ownership_information,
referenced_deletion). Rendering is in rendering.py, which orders use for value_chain_detail."""

from __future__ import annotations

from typing import Any

from pydantic import MISSING
from sqlalchemy import delete, select

from generated import models
from generated.enums import AssessmentStatus
from generated.filters.value_chains import ListValueChainsQuery
from generated.rows.value_chains import VALUE_CHAIN_COLUMNS
from generated.services import value_chains as interface
from handwritten.db.models import utcnow
from handwritten.db.orders import Order
from handwritten.db.origins import ValueChain
from handwritten.domain.countries import unknown_country
from handwritten.runtime.context import RequestContext
from handwritten.runtime.filtering import FieldMap
from handwritten.services.dependencies import Service
from handwritten.services.ids import found
from handwritten.services.listing import listed
from handwritten.services.problems import Problems
from handwritten.services.propagation import check_exclusions, propagate_change
from handwritten.services.references import VALUE_CHAINS
from handwritten.services.sharing import share_orders
from handwritten.services.value_chains.checks import check_ownership, check_reciprocal, checked_contacts
from handwritten.services.value_chains.rendering import PLAIN_FIELDS, value_chain_from, value_chain_model

VALUE_CHAIN_FIELDS = FieldMap(
    ValueChain,
    {
        ("id",): ValueChain.id,
        ("company_name",): ValueChain.company_name,
        ("type",): ValueChain.type,
        ("status",): ValueChain.status,
        ("country_code",): ValueChain.country_code,
        ("assessment_status",): ValueChain.assessment_status,
        ("external_id",): ValueChain.external_id,
        ("contact_name",): ValueChain.contact_name,
        ("contact_email",): ValueChain.contact_email,
        ("reciprocal_company_id",): ValueChain.reciprocal_company_id,
        ("permission_granted",): ValueChain.permission_granted,
        ("is_self_managed",): ValueChain.is_self_managed,
        ("created_at",): ValueChain.created_at,
        ("updated_at",): ValueChain.updated_at,
    },
)

Body = models.CreateValueChainRequest | models.UpdateValueChainRequest


class ValueChainsService(Service, interface.ValueChainsService):
    async def list_value_chains(self, *, ctx: RequestContext, query: ListValueChainsQuery) -> models.ValueChainList:
        statement = VALUE_CHAIN_FIELDS.select(*VALUE_CHAIN_COLUMNS)
        count, rows = await listed(ctx.session, statement, query, VALUE_CHAIN_FIELDS)
        return models.ValueChainList.model_construct(count=count, results=[value_chain_from(r._mapping) for r in rows])

    async def retrieve_value_chain(self, *, ctx: RequestContext, id: int) -> models.ValueChain:
        return value_chain_model(await found(ctx.session, ValueChain, id))

    async def create_value_chain(
        self, *, ctx: RequestContext, body: models.CreateValueChainRequest
    ) -> models.ValueChain:
        value_chain = ValueChain(
            company_id=ctx.workspace_id,
            ownership_information={"ownership_periods": [], "sector_code": "", "notes": ""},
            metadata_={"contacts": {}, "invitation_ids": [], "requested_by_user_id": ctx.user_id},
            assessment_status=AssessmentStatus.PENDING.value,
        )
        await self._apply(ctx, value_chain, body)
        ctx.session.add(value_chain)
        await ctx.session.flush()
        return value_chain_model(value_chain)

    async def partial_update_value_chain(
        self, *, ctx: RequestContext, id: int, body: models.UpdateValueChainRequest
    ) -> models.ValueChain:
        value_chain = await found(ctx.session, ValueChain, id, lock=True)
        await self._apply(ctx, value_chain, body)
        value_chain.updated_at = utcnow()
        await ctx.session.flush()
        # Its orders are shared, or no longer, as its counterpart and permission now say.
        await share_orders(ctx.session, Order.value_chain_id == id)
        if body.excluded_propagation_identifiers is not MISSING:
            orders = (await ctx.session.scalars(select(Order.id).where(Order.value_chain_id == id))).all()
            await propagate_change(ctx, self.deps, orders=orders)
        return value_chain_model(value_chain)

    async def delete_value_chain(self, *, ctx: RequestContext, id: int) -> None:
        await found(ctx.session, ValueChain, id, lock=True)
        await VALUE_CHAINS.refuse_deletion(ctx.session, id)
        await ctx.session.execute(delete(ValueChain).where(ValueChain.id == id))

    @staticmethod
    async def _apply(ctx: RequestContext, value_chain: ValueChain, body: Body) -> None:
        """Check the fields `body` gives (400 naming every problem, nothing written), then write them."""
        problems = Problems()
        check_exclusions(problems, (), body.excluded_propagation_identifiers)
        if body.country_code is not MISSING and (message := unknown_country(body.country_code)) is not None:
            problems.add(("country_code",), message)
        if body.reciprocal_company_id not in (MISSING, None):
            await check_reciprocal(problems, ctx.session, ctx.workspace_id, body.reciprocal_company_id)
        if body.ownership_information is not MISSING:
            check_ownership(problems, body.ownership_information)
        metadata: dict[str, Any] | None = None
        if body.metadata is not MISSING:
            contacts = body.metadata.contacts
            metadata = {
                **value_chain.metadata_,
                "contacts": checked_contacts(problems, contacts) if contacts is not MISSING else {},
                "invitation_ids": list(body.metadata.invitation_ids),
            }
        problems.check()
        for name in PLAIN_FIELDS:
            value = getattr(body, name)
            if value is not MISSING:
                setattr(value_chain, name, value)
        if body.type is not MISSING:
            value_chain.type = body.type.value
        if body.status is not MISSING:
            value_chain.status = body.status.value
        if body.ownership_information is not MISSING:
            value_chain.ownership_information = body.ownership_information.model_dump(mode="json")
        if metadata is not None:
            value_chain.metadata_ = metadata
