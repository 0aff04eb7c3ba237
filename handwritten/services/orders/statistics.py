"""OS1: counts over the orders O1 would list with the same filters (decision order_statistics).

Six statements whatever the number of orders: the statuses, the commodities and the items are
counted by the database; the countries of production come from one recursive query over the
trace graph (services/reach.py) and the origins' countries, and each item's volume is shared
among its countries here.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from enum import Enum

from sqlalchemy import ColumnElement, ScalarSelect, Select, case, exists, func, literal_column, select
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import AssessmentStatus, BuyerCompanyStatus, Commodity, OrderAction, SellerCompanyStatus
from generated.filters.orders import OrderStatisticsQuery
from handwritten.db.orders import Order, OrderItem, TracedOrder, TracedOrigin
from handwritten.db.origins import Origin
from handwritten.db.products import Product
from handwritten.runtime.filtering import filtered, searched
from handwritten.services.ids import among
from handwritten.services.orders.fields import ORDER_FIELDS
from handwritten.services.reach import origins_reaching


def matched(query: OrderStatisticsQuery, side: ColumnElement[bool]) -> Select[tuple[int]]:
    """The ids of the orders O1 lists with the query's order_action (as `side`), filters and search."""
    statement = ORDER_FIELDS.select(Order.id).where(side)
    statement = filtered(statement, query.filters.terms(), ORDER_FIELDS)
    return searched(statement, query.filters.search, query.filters.SEARCH_PATHS, ORDER_FIELDS)


async def statistics(
    session: AsyncSession, query: OrderStatisticsQuery, ids: Select[tuple[int]]
) -> models.OrderStatistics:
    orders = ids.scalar_subquery()
    statuses = await session.execute(
        select(Order.assessment_status, Order.buyer_company_status, Order.seller_company_status, func.count())
        .where(Order.id.in_(orders))
        .group_by(Order.assessment_status, Order.buyer_company_status, Order.seller_company_status)
    )
    by_assessment, by_buyer, by_seller = Counter[str](), Counter[str](), Counter[str]()
    for assessment, buyer, seller, n in statuses:
        by_assessment[assessment] += n
        by_buyer[buyer] += n
        by_seller[seller] += n

    # The product of the workspace's side, else the other's.
    mine, theirs = (
        (OrderItem.buyer_product_id, OrderItem.seller_product_id)
        if query.order_action is OrderAction.BUYING
        else (OrderItem.seller_product_id, OrderItem.buyer_product_id)
    )
    product = select(Product.commodity).where(Product.id == func.coalesce(mine, theirs)).scalar_subquery()
    commodities = await session.execute(
        select(product.label("commodity"), func.count(OrderItem.order_id.distinct()))
        .where(OrderItem.order_id.in_(orders))
        .group_by(literal_column("commodity"))
    )
    by_commodity = Counter({commodity: n for commodity, n in commodities if commodity is not None})

    traced = exists().where(TracedOrigin.item_id == OrderItem.id) | exists().where(TracedOrder.item_id == OrderItem.id)
    items, traced_items = (
        await session.execute(
            select(func.count(), func.coalesce(func.sum(case((traced, 1), else_=0)), 0)).where(
                OrderItem.order_id.in_(orders)
            )
        )
    ).one()
    return models.OrderStatistics(
        count=sum(by_assessment.values()),
        assessment_status=_counts(AssessmentStatus, by_assessment),
        buyer_company_status=_counts(BuyerCompanyStatus, by_buyer),
        seller_company_status=_counts(SellerCompanyStatus, by_seller),
        commodity=_counts(Commodity, by_commodity),
        items=items,
        traced_items=traced_items,
        traced_percentage=round(100 * traced_items / items, 2) if items else 0,
        volumes=await _volumes(session, orders),
    )


def _counts(values: type[Enum], counted: Counter[str]) -> list[models.StatisticsCount]:
    return [models.StatisticsCount(value=value.value, count=counted[value.value]) for value in values]


async def _volumes(session: AsyncSession, orders: ScalarSelect[int]) -> list[models.CountryVolume]:
    """Volumes by country of production and unit: every origin reaching an item through the trace
    graph, at any depth, gives it its country; the item's volume is shared equally among them."""
    selected = select(OrderItem.id, OrderItem.volume, OrderItem.unit).where(OrderItem.order_id.in_(orders))
    rows = (await session.execute(selected)).all()
    if not rows:
        return []
    reached = await origins_reaching(session, select(OrderItem.id).where(OrderItem.order_id.in_(orders)))
    origin_ids = set().union(*reached.values())
    country_of = dict(
        (
            await session.execute(select(Origin.id, Origin.country_code).where(among(session, Origin.id, origin_ids)))
        ).all()
    )
    countries_of = {item: {country_of[o] for o in origins if o in country_of} for item, origins in reached.items()}
    volume: dict[tuple[str | None, str], float] = defaultdict(float)
    counted: Counter[tuple[str | None, str]] = Counter()
    for id, amount, unit in rows:
        countries: list[str | None] = [*sorted(countries_of.get(id, ()))] or [None]
        share = (amount or 0) / len(countries)
        for country in countries:
            volume[(country, unit or "")] += share
            counted[(country, unit or "")] += 1
    return [
        models.CountryVolume(
            country=country, unit=unit, volume=round(volume[(country, unit)], 6), items=counted[(country, unit)]
        )
        for country, unit in sorted(volume, key=lambda key: (key[0] is None, key[0] or "", key[1]))
    ]
