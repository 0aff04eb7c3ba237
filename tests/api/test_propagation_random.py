"""Incremental propagation gives what a full recomputation gives, on a random trace graph of
2,000 orders, after each of many random changes (decision assessment_propagation).

A seeded generator, so a failure can be replayed. SQLite only: the algorithm is the same SQL on
both databases, and the API tests run the propagation on PostgreSQL too.
"""

from __future__ import annotations

import random
from datetime import date
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from generated.enums import AssessmentStatus
from handwritten.db.orders import Order, OrderItem, TracedOrder, TracedOrigin
from handwritten.db.origins import Origin
from handwritten.services.propagation import propagate, propagate_all
from tests.api.conftest import Direct, Env

ORDERS, ORIGINS, CHANGES = 2_000, 300, 15
STATUSES = [AssessmentStatus.PASSING, AssessmentStatus.PENDING, AssessmentStatus.IN_PROGRESS, AssessmentStatus.FAILING]
Snapshot = tuple[dict[int, tuple[Any, ...]], dict[int, tuple[Any, ...]]]


async def _snapshot(session: AsyncSession) -> Snapshot:
    orders = await session.execute(
        select(
            Order.id,
            Order.assessment_status,
            Order.assessment_summary,
            Order.failing_percentage,
            Order.passing_percentage,
        )
    )
    items = await session.execute(select(OrderItem.id, OrderItem.assessment_status, OrderItem.assessment_summary))
    return {row[0]: tuple(row[1:]) for row in orders}, {row[0]: tuple(row[1:]) for row in items}


def _origin_status(rng: random.Random) -> dict[str, Any]:
    status = rng.choice(STATUSES)
    return {
        "assessment_status": status.value,
        "assessment_summary": {
            "status": status.value,
            "checks": [{"check": "random", "status": status.value, "reason": ""}],
        },
    }


async def _seed(session: AsyncSession, workspace: int, rng: random.Random) -> tuple[list[int], list[int]]:
    origins = [
        Origin(
            company_id=workspace,
            name=f"O{n}",
            country_code="CI",
            commodity="cocoa",
            geometry={"type": "Point", "coordinates": [0, 0]},
            **_origin_status(rng),
        )
        for n in range(ORIGINS)
    ]
    session.add_all(origins)
    await session.flush()
    origin_ids = [origin.id for origin in origins]
    orders = [
        Order(
            company_id=workspace,
            type="order",
            external_id=f"R{n}",
            order_created_at=date(2024, 1, 1),
            buyer_company_status="draft",
            seller_company_status="draft",
            assessment_status="pending",
            buyer_company_id=workspace,
            excluded_propagation_identifiers=None,
        )
        for n in range(ORDERS)
    ]
    session.add_all(orders)
    await session.flush()
    order_ids = [order.id for order in orders]
    items = [OrderItem(company_id=workspace, order_id=id) for id in order_ids for _ in range(rng.randint(1, 3))]
    session.add_all(items)
    await session.flush()
    traced_origins, traced_orders = set(), set()
    for item in items:
        for _ in range(rng.randint(0, 2)):
            traced_origins.add((item.id, rng.choice(origin_ids)))
        earlier = [
            id for id in order_ids[: order_ids.index(item.order_id)][-200:]
        ]  # a trace goes to an earlier order: never a cycle
        for _ in range(rng.randint(0, 2) if earlier else 0):
            traced_orders.add((item.id, rng.choice(earlier)))
    session.add_all(TracedOrigin(company_id=workspace, item_id=i, origin_id=o) for i, o in traced_origins)
    session.add_all(TracedOrder(company_id=workspace, item_id=i, order_id=o) for i, o in traced_orders)
    await session.flush()
    return origin_ids, order_ids


async def _change(
    session: AsyncSession, workspace: int, rng: random.Random, origin_ids: list[int], order_ids: list[int]
) -> None:
    """One random change, followed by the incremental propagation the service would run."""
    kind = rng.choice(["origin", "origin", "trace", "exclude", "mitigate"])
    if kind == "origin":
        origin = rng.choice(origin_ids)
        await session.execute(update(Origin).where(Origin.id == origin).values(**_origin_status(rng)))
        await propagate(session, origins=[origin])
        return
    position = rng.randrange(1, len(order_ids))
    order = order_ids[position]
    if kind == "trace":
        item = await session.scalar(select(OrderItem.id).where(OrderItem.order_id == order).limit(1))
        target = order_ids[rng.randrange(position)]
        exists = await session.scalar(
            select(TracedOrder.item_id).where(TracedOrder.item_id == item, TracedOrder.order_id == target)
        )
        if item is not None and exists is None:
            session.add(TracedOrder(company_id=workspace, item_id=item, order_id=target))
            await session.flush()
    elif kind == "exclude":
        origin = rng.choice(origin_ids)
        excluded = [f"origin:{origin}", f"order:{rng.choice(order_ids[:position])}"]
        await session.execute(update(Order).where(Order.id == order).values(excluded_propagation_identifiers=excluded))
    else:
        await session.execute(update(Order).where(Order.id == order).values(assessment_status="mitigated"))
    await propagate(session, orders=[order])


def test_incremental_propagation_equals_a_full_recomputation(env: Env, direct: Direct) -> None:
    if env.backend != "sqlite":
        pytest.skip("one database is enough for the algorithm; see the module docstring")
    workspace = env.workspaces["a"]
    rng = random.Random(20261123)

    async def work(session: AsyncSession) -> list[int]:
        origin_ids, order_ids = await _seed(session, workspace, rng)
        await propagate_all(session)
        recomputed = []
        for _ in range(CHANGES):
            await _change(session, workspace, rng, origin_ids, order_ids)
            incremental = await _snapshot(session)
            recomputed.append(len(await propagate_all(session)))
            assert await _snapshot(session) == incremental
        statuses = {row for row in (await session.scalars(select(Order.assessment_status))).all()}
        assert {"failing", "passing", "pending"} <= statuses  # the graph is varied enough to tell
        return recomputed

    assert set(direct.run(work)) == {ORDERS}
