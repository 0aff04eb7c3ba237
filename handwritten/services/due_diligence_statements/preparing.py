"""DS6: an order's EUDR statement prepared from its items and the origins reaching them
(decision statement_preparation).

Everything is read and checked before anything is written: a refusal names every reason at once
and leaves nothing behind.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from pydantic import MISSING
from sqlalchemy import select

from generated import models
from generated.enums import AssessmentStatus, DueDiligenceStatementStatus, OrderAction
from handwritten.db.models import Company, utcnow
from handwritten.db.orders import Order, OrderItem, OrderStatement
from handwritten.db.origins import Origin
from handwritten.db.products import DueDiligenceStatement, Product
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound
from handwritten.services.due_diligence_statements.rendering import ACTIVE
from handwritten.services.ids import among
from handwritten.services.problems import Problems
from handwritten.services.reach import origins_reaching
from handwritten.services.rows import timestamp

DRAFT = DueDiligenceStatementStatus.DRAFT.value
NO_ITEMS = "The order has no items: a statement declares the goods of its items."
UNTRACED = "No origin reaches this item: the statement needs the geolocation of every plot its goods came from."
NO_PRODUCT = "This item has no product: the statement declares each commodity with its HS code."
NO_HS_CODE = "Product {id} ({name}) has no commodity or no HS code: the statement declares both."
NO_QUANTITY = "This item has no volume and unit: the statement declares the quantity."
FAILING = "Origin {id} ({name}) is failing ({checks}) and not mitigated: mitigate it (AS2) or correct it first."
NOT_DRAFT = "Statement {identifier} is {status}: only a draft is prepared again."


async def prepare(ctx: RequestContext, order_id: int, body: models.PrepareStatementRequest) -> tuple[int, list[int]]:
    """Prepare the statement; its id, and the products it is to cover (the items' products)."""
    session = ctx.session
    party = Order.buyer_company_id if body.order_action is OrderAction.BUYING else Order.seller_company_id
    # Locked: a preparation of the order and a change of it queue up.
    order = await session.scalar(select(Order).where(Order.id == order_id, party == ctx.workspace_id).with_for_update())
    if order is None:
        raise NotFound()
    items = (
        await session.scalars(select(OrderItem).where(OrderItem.order_id == order.id).order_by(OrderItem.id))
    ).all()
    mine = "buyer_product_id" if body.order_action is OrderAction.BUYING else "seller_product_id"
    theirs = "seller_product_id" if mine == "buyer_product_id" else "buyer_product_id"
    product_of = {item.id: getattr(item, mine) or getattr(item, theirs) for item in items}
    products = {
        product.id: product
        for product in await session.scalars(
            select(Product).where(among(session, Product.id, {p for p in product_of.values() if p}))
        )
    }
    reached = await origins_reaching(session, select(OrderItem.id).where(OrderItem.order_id == order.id))
    origins = {
        origin.id: origin
        for origin in await session.scalars(
            select(Origin).where(among(session, Origin.id, set().union(*reached.values()))).order_by(Origin.id)
        )
    }
    identifier = body.dds_identifier if body.dds_identifier is not MISSING else f"EUDR-ORDER-{order.id}"
    existing = await session.scalar(
        select(DueDiligenceStatement)
        .where(DueDiligenceStatement.dds_identifier == identifier, ACTIVE)
        .with_for_update()
    )

    problems = Problems()
    if not items:
        problems.add(("items",), NO_ITEMS)
    for index, item in enumerate(items):
        product = products.get(product_of[item.id] or 0)
        if product is None:
            problems.add(("items", index), NO_PRODUCT)
        elif not product.commodity or not product.hs_code:
            problems.add(("items", index), NO_HS_CODE.format(id=product.id, name=product.name))
        if item.volume is None or not item.unit:
            problems.add(("items", index), NO_QUANTITY)
        if not reached.get(item.id):
            problems.add(("items", index), UNTRACED)
    for origin in origins.values():
        if origin.assessment_status == AssessmentStatus.FAILING.value:
            checks = "; ".join(_failing_checks(origin.assessment_summary)) or "its assessment"
            problems.add(("origins", str(origin.id)), FAILING.format(id=origin.id, name=origin.name, checks=checks))
    if existing is not None and existing.status != DRAFT:
        problems.add(("dds_identifier",), NOT_DRAFT.format(identifier=identifier, status=existing.status))
    problems.check()

    company = await session.get_one(Company, ctx.workspace_id)
    data = _dds_data(body, company, order, items, product_of, products, reached, origins)
    name = body.name if body.name is not MISSING else f"EUDR statement for order {order.external_id}"
    now = utcnow()
    if existing is None:
        statement = DueDiligenceStatement(
            company_id=ctx.workspace_id, type="EUDR", name=name, dds_identifier=identifier, dds_data=data, status=DRAFT
        )
        session.add(statement)
        await session.flush()
        statement.pulse_params = f"due_diligence_statement:{statement.id}"
        statement.updated_at = statement.created_at
    else:
        statement = existing
        statement.dds_data = data
        if body.name is not MISSING:
            statement.name = name
        statement.updated_at = now
    linked = await session.scalar(
        select(OrderStatement.statement_id).where(
            OrderStatement.order_id == order.id, OrderStatement.statement_id == statement.id
        )
    )
    if linked is None:
        session.add(OrderStatement(company_id=ctx.workspace_id, order_id=order.id, statement_id=statement.id))
    await session.flush()
    return statement.id, sorted(products)


def _failing_checks(summary: Any) -> list[str]:
    checks = summary.get("checks") if isinstance(summary, dict) else None
    if not isinstance(checks, list):
        return []
    return [
        f"{check.get('check')}: {check.get('reason')}"
        for check in checks
        if isinstance(check, dict) and check.get("status") == AssessmentStatus.FAILING.value
    ]


def _day(value: date | None) -> str | None:
    return value.isoformat() if value is not None else None


def _dds_data(
    body: models.PrepareStatementRequest,
    company: Company,
    order: Order,
    items: Any,
    product_of: dict[int, int | None],
    products: dict[int, Product],
    reached: dict[int, set[int]],
    origins: dict[int, Origin],
) -> dict[str, Any]:
    commodities = []
    for item in items:
        product = products[product_of[item.id] or 0]
        item_origins = sorted(reached[item.id])
        commodities.append(
            {
                "item": item.id,
                "product": product.id,
                "description": product.name,
                "commodity": product.commodity,
                "hs_code": product.hs_code,
                "scientific_name": product.scientific_name,
                "common_name": product.common_name,
                "quantity": {"volume": item.volume, "unit": item.unit},
                "countries_of_production": sorted({origins[o].country_code for o in item_origins}),
                "origins": item_origins,
            }
        )
    return {
        "regulation": "EUDR",
        "activity": body.activity.value,
        "operator": {"workspace": company.id, "name": company.name, "country": company.country, "city": company.city},
        "order": {
            "id": order.id,
            "external_id": order.external_id,
            "type": order.type,
            "order_created_at": _day(order.order_created_at),
            "order_arrival_at": _day(order.order_arrival_at),
        },
        "commodities": commodities,
        "countries_of_production": sorted({origin.country_code for origin in origins.values()}),
        "geolocation": {
            "type": "FeatureCollection",
            "features": [
                {
                    "type": "Feature",
                    "id": f"origin:{origin.id}",
                    "geometry": origin.geometry,
                    "properties": {
                        "origin": origin.id,
                        "name": origin.name,
                        "producer": origin.producer,
                        "country": origin.country_code,
                        "commodity": origin.commodity,
                        "area_hectares": origin.area_hectares,
                        "production_date": _day(origin.production_date),
                        "assessment_status": origin.assessment_status,
                    },
                }
                for origin in origins.values()
            ],
        },
        "prepared_at": timestamp(utcnow()),
    }
