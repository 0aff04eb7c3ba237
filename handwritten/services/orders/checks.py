"""What an order body must satisfy beyond what its model checks: ids that must name records of
the workspace, known country codes, traces without cycles. Every problem is added, at its place
in the body, to one 400 (DRF's nested shape: {"items": {"2": {"buyer_product": [...]}}}), before
anything is written; the request's transaction is rolled back whole if one is found later.

Records that a body refers to are locked FOR KEY SHARE while they are checked (PostgreSQL), so
they cannot be deleted before the reference is written (services/references.py). The weakest lock
that keeps a row from being deleted: an update of the row (its assessment results carried
downstream, say) does not wait for it, so writers tracing to an order never queue behind the
order's propagation, nor it behind them (services/propagation.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import MISSING
from sqlalchemy import exists, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from generated import models
from generated.enums import AssessmentStatus
from handwritten.db.models import Company
from handwritten.db.orders import Order, OrderItem, TracedOrder
from handwritten.db.origins import Origin, ValueChain
from handwritten.db.products import TAG_LENGTH, DueDiligenceStatement, Product
from handwritten.domain.countries import unknown_country
from handwritten.runtime.errors import invalid_pk
from handwritten.services.due_diligence_statements.rendering import ACTIVE
from handwritten.services.ids import among, storable_id
from handwritten.services.problems import Problems
from handwritten.services.propagation import check_exclusions

NOT_THE_WORKSPACE = "This must be the id of the workspace the request acts in."
NEITHER_PARTY = "The workspace the request acts in must be the order's buyer or its seller."
REPEATED_ITEM = "This item is given more than once."
CYCLE = "Order {id} is traced, directly or through other orders, to this order: tracing to it would make a cycle."
TAKEN_FROM_ITEMS = "An order with items takes its assessment status from its items; it cannot be set."
TAG_TOO_LONG = f"Ensure this field has no more than {TAG_LENGTH} characters."


def unknown_statement(identifier: str) -> str:
    """DRF's SlugRelatedField message for a slug that names no object."""
    return f"Object with dds_identifier={identifier} does not exist."


def given(body: Any, name: str) -> Any:
    """The body's value of `name`: MISSING when the body has no such field or left it out."""
    return getattr(body, name, MISSING)


def many(body: Any, name: str) -> Sequence[Any]:
    """The body's list `name`, empty when it is left out."""
    value = given(body, name)
    return () if value is MISSING else value


async def existing(session: AsyncSession, column: InstrumentedAttribute[int], ids: Iterable[int]) -> set[int]:
    """Those of `ids` that are records of the workspace (`column`: Product.id, say), locked FOR KEY SHARE."""
    storable = sorted({id for id in ids if storable_id(id)})
    if not storable:
        return set()
    statement = select(column).where(among(session, column, storable)).with_for_update(read=True, key_share=True)
    return set((await session.scalars(statement)).all())


async def reaching(session: AsyncSession, order_id: int) -> set[int]:
    """The orders from which `order_id` is reached by following traces (item -> traced order),
    `order_id` itself included: tracing an item of `order_id` to any of them makes a cycle.

    One recursive statement walking the traces backwards; UNION (not UNION ALL) stops at an order
    already reached, so it ends on any graph.
    """
    start = select(Order.id.label("order_id")).where(Order.id == order_id).cte("reaching", recursive=True)
    step = (
        select(OrderItem.order_id)
        .join(TracedOrder, TracedOrder.item_id == OrderItem.id)
        .join(start, TracedOrder.order_id == start.c.order_id)
    )
    walk = start.union(step)
    return set((await session.scalars(select(walk.c.order_id))).all())


@dataclass
class Checked:
    """What the checks found that the writes need."""

    statement_ids: list[int] | None = None  # the statements dds_identifiers names, when given
    item_ids: set[int] = field(default_factory=set)  # the order's items before the request


class OrderChecks:
    """The checks of one body; `order` is the order updated (None for a creation)."""

    def __init__(self, session: AsyncSession, workspace_id: int, body: Any, order: Order | None) -> None:
        self.session, self.workspace_id, self.body, self.order = session, workspace_id, body, order
        self.problems = Problems()

    async def run(self, parties: Mapping[str, int | None]) -> Checked:
        """Every check; `parties` are the order's buyer_company_id and seller_company_id after the request."""
        checked = Checked()
        if self.workspace_id not in parties.values():
            self.problems.add(("non_field_errors",), NEITHER_PARTY)
        await self._companies(parties)
        await self._value_chain()
        code = given(self.body, "border_cross_country_code")
        if code not in (MISSING, None) and (message := unknown_country(code)):
            self.problems.add(("border_cross_country_code",), message)
        check_exclusions(self.problems, (), given(self.body, "excluded_propagation_identifiers"))
        for index, name in enumerate(many(self.body, "tags")):
            if len(name) > TAG_LENGTH:
                self.problems.add(("tags", index), TAG_TOO_LONG)
        identifiers = given(self.body, "dds_identifiers")
        if identifiers is not MISSING:
            checked.statement_ids = await self._statements(identifiers)
        items = given(self.body, "items")
        if items is not MISSING:
            checked.item_ids = await self._items(items)
        await self._assessment_status()
        self.problems.check()
        return checked

    async def _assessment_status(self) -> None:
        """The assessment_status given (O8, O9), which an order with items after the request takes
        from them instead: refused there unless it is the one the order has (on creation: pending),
        so a body read back is taken; never accepted and dropped (decision assessment_propagation)."""
        status = given(self.body, "assessment_status")
        if status is MISSING or "assessment_status" not in self.body.model_fields_set:
            return  # not given (a default is not given)
        items = given(self.body, "items")
        if items is not MISSING:
            has_items = bool(items)
        elif self.order is not None:
            has_items = bool(await self.session.scalar(select(exists().where(OrderItem.order_id == self.order.id))))
        else:
            has_items = False
        current = self.order.assessment_status if self.order is not None else AssessmentStatus.PENDING.value
        if has_items and status.value != current:
            self.problems.add(("assessment_status",), TAKEN_FROM_ITEMS)

    async def _companies(self, parties: Mapping[str, int | None]) -> None:
        named = {name: given(self.body, name) for name in parties}
        wanted = {id for id in named.values() if isinstance(id, int)}
        if not wanted:
            return
        found = set((await self.session.scalars(select(Company.id).where(Company.id.in_(wanted)))).all())
        for name, id in named.items():
            if isinstance(id, int) and id not in found:
                self.problems.add((name,), invalid_pk(id)[0])

    async def _value_chain(self) -> None:
        id = given(self.body, "value_chain")
        if isinstance(id, int) and not await existing(self.session, ValueChain.id, [id]):
            self.problems.add(("value_chain",), invalid_pk(id)[0])

    async def _statements(self, identifiers: Sequence[str]) -> list[int]:
        """The ids of the workspace's statements (not deleted) with these identifiers, in order."""
        rows = await self.session.execute(
            select(DueDiligenceStatement.dds_identifier, DueDiligenceStatement.id)
            .where(DueDiligenceStatement.dds_identifier.in_(set(identifiers)), ACTIVE)
            .with_for_update(read=True)
        )
        ids = {row.dds_identifier: row.id for row in rows}
        for identifier in identifiers:
            if identifier not in ids:
                self.problems.add(("dds_identifiers",), unknown_statement(identifier))
        return list(dict.fromkeys(ids[i] for i in identifiers if i in ids))

    async def _items(self, items: Sequence[models.OrderItemRequest]) -> set[int]:
        """Check each item at its index; the ids of the order's items before the request."""
        own: set[int] = set()
        if self.order is not None:
            own = set(
                (await self.session.scalars(select(OrderItem.id).where(OrderItem.order_id == self.order.id))).all()
            )
        traces = [item.trace if item.trace is not MISSING else models.OrderItemTraceRequest() for item in items]
        products = await existing(
            self.session,
            Product.id,
            (p for item in items for p in (item.buyer_product, item.seller_product) if isinstance(p, int)),
        )
        orders = await existing(self.session, Order.id, (id for trace in traces for id in many(trace, "traced_orders")))
        origins = await existing(
            self.session, Origin.id, (id for trace in traces for id in many(trace, "traced_origins"))
        )
        # A new order cannot be traced to yet, and a body tracing to no order makes no cycle: only an
        # update tracing to orders walks the graph (from the order, to what is traced to it).
        cycles = await reaching(self.session, self.order.id) if self.order is not None and orders else set()
        seen: set[int] = set()
        for index, (item, trace) in enumerate(zip(items, traces, strict=True)):
            place = ("items", index)
            if item.id is not MISSING:
                if item.id not in own:
                    self.problems.add((*place, "id"), invalid_pk(item.id)[0])
                elif item.id in seen:
                    self.problems.add((*place, "id"), REPEATED_ITEM)
                seen.add(item.id)
            check_exclusions(self.problems, place, given(item, "excluded_propagation_identifiers"))
            for name in ("buyer_product", "seller_product"):
                id = given(item, name)
                if isinstance(id, int) and id not in products:
                    self.problems.add((*place, name), invalid_pk(id)[0])
            self._trace(place, trace, orders, origins, cycles)
        return own

    def _trace(
        self,
        place: tuple[str | int, ...],
        trace: models.OrderItemTraceRequest,
        orders: set[int],
        origins: set[int],
        cycles: set[int],
    ) -> None:
        for id in many(trace, "traced_orders"):
            if id not in orders:
                self.problems.add((*place, "trace", "traced_orders"), invalid_pk(id)[0])
            elif id in cycles:
                self.problems.add((*place, "trace", "traced_orders"), CYCLE.format(id=id))
        for id in many(trace, "traced_origins"):
            if id not in origins:
                self.problems.add((*place, "trace", "traced_origins"), invalid_pk(id)[0])
