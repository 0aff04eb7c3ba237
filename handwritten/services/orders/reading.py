"""Orders as the Order record shows them, rendered for a whole page at once.

A page is its rows (ORDER_COLUMNS, by label) and a fixed number of statements, each reading one
kind of related row for every order of the page: items (with their trace counts), the items'
products (then those products' tags and statements), value chains, companies, statements and
tags. So a page of 50 orders takes as many statements as a page of 5.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from generated import models
from generated.enums import AssessmentStatus, BuyerCompanyStatus, OrderType, SellerCompanyStatus
from handwritten.db.models import Company
from handwritten.db.orders import Order, OrderItem, OrderStatement, OrderTag, TracedOrder, TracedOrigin
from handwritten.db.origins import ValueChain
from handwritten.db.products import DueDiligenceStatement, Product, ProductTag
from handwritten.services.due_diligence_statements.covering import statements_covering
from handwritten.services.due_diligence_statements.rendering import ACTIVE, STATEMENT_COLUMNS, inline_statement
from handwritten.services.products.service import PRODUCT_COLUMNS, product_model
from handwritten.services.shared import country_detail
from handwritten.services.tags import tag_names
from handwritten.services.value_chains.rendering import value_chain_model

MODEL_IDENTIFIER = "supply_chain.order"
T = TypeVar("T")

# The Order fields shown as stored (enums, relations and computed fields aside).
_ORDER_PLAIN = (
    "id",
    "company_id",
    "external_id",
    "buyer_external_id",
    "seller_external_id",
    "order_created_at",
    "order_arrival_at",
    "buyer_company_id",
    "seller_company_id",
    "assessment_summary",
    "excluded_propagation_identifiers",
    "border_cross_country_code",
    "created_at",
    "updated_at",
)
_ORDER_OTHER = ("type", "buyer_company_status", "seller_company_status", "assessment_status", "value_chain_id")
ORDER_COLUMNS = tuple(getattr(Order, name).label(name) for name in (*_ORDER_PLAIN, *_ORDER_OTHER))

_ITEM_PLAIN = (
    "id",
    "volume",
    "unit",
    "line_number",
    "external_id",
    "is_complete_match",
    "seller_traced_suggestions",
    "created_at",
    "updated_at",
    "assessment_summary",
    "excluded_propagation_identifiers",
)


def _count(link: Any) -> ColumnElement[int]:
    """How many rows of a trace link table the item has, beside each item row."""
    return (
        select(func.count())
        .select_from(link)
        .where(link.item_id == OrderItem.id)
        .correlate(OrderItem)
        .scalar_subquery()
    )


ITEM_COLUMNS = (
    *(getattr(OrderItem, name).label(name) for name in _ITEM_PLAIN),
    OrderItem.order_id.label("order_id"),
    OrderItem.buyer_product_id.label("buyer_product_id"),
    OrderItem.seller_product_id.label("seller_product_id"),
    OrderItem.item_metadata.label("metadata"),
    OrderItem.assessment_status.label("assessment_status"),
    _count(TracedOrder).label("traced_order_count"),
    _count(TracedOrigin).label("traced_origin_count"),
)

_COMPANY_FIELDS = (
    "id",
    "name",
    "slug",
    "type",
    "city",
    "country",
    "default_currency",
    "default_locale",
    "data_room_consumer_id",
    "created_at",
    "updated_at",
)


def pulse_params(id: int) -> dict[str, str]:
    """The order's identifiers in the data platform, stored with it when it is created."""
    return {"identifier": str(id), "model_identifier": MODEL_IDENTIFIER}


def item_pulse_params(id: int) -> str:
    """An item's identifier in the data platform (a string, as the value chain's is)."""
    return f"order_item:{id}"


def _company(company: Company) -> models.CompanySummary:
    return models.CompanySummary.model_construct(
        **{name: getattr(company, name) for name in _COMPANY_FIELDS},
        # Stored as numbers that may be estimates; the summary shows whole numbers.
        nr_of_employees=int(company.nr_of_employees),
        nr_of_locations=int(company.nr_of_locations),
    )


def _metadata(stored: Mapping[str, Any] | None) -> models.OrderItemMetadata | None:
    if stored is None:
        return None
    return models.OrderItemMetadata.model_construct(
        percentage_estimation_or_deviation=stored.get("percentage_estimation_or_deviation", ""),
        supplementary_unit=stored.get("supplementary_unit", ""),
        supplementary_unit_qualifier=stored.get("supplementary_unit_qualifier", ""),
    )


def _item(row: Mapping[Any, Any], products: Mapping[int, models.Product]) -> models.OrderItem:
    buyer, seller = row["buyer_product_id"], row["seller_product_id"]
    return models.OrderItem.model_construct(
        **{name: row[name] for name in _ITEM_PLAIN},
        order=row["order_id"],
        buyer_product=buyer,
        buyer_product_detail=products.get(buyer) if buyer is not None else None,
        seller_product=seller,
        seller_product_detail=products.get(seller) if seller is not None else None,
        metadata=_metadata(row["metadata"]),
        traced_order_count=str(row["traced_order_count"]),
        traced_origin_count=str(row["traced_origin_count"]),
        pulse_params=item_pulse_params(row["id"]),
        assessment_status=AssessmentStatus(row["assessment_status"]),
    )


class Page:
    """The related rows of a page of orders, each kind read in one statement for the whole page."""

    def __init__(self) -> None:
        self.items: dict[int, list[models.OrderItem]] = {}
        self.value_chains: dict[int, models.ValueChain] = {}
        self.companies: dict[int, models.CompanySummary] = {}
        self.statements: dict[int, list[models.DueDiligenceStatement]] = {}
        self.tags: dict[int, list[str]] = {}

    async def read(self, session: AsyncSession, rows: Sequence[Mapping[str, Any]]) -> None:
        ids = [row["id"] for row in rows]
        self.items = await _items(session, ids)
        chain_ids = {row["value_chain_id"] for row in rows} - {None}
        if chain_ids:
            chains = await session.scalars(select(ValueChain).where(ValueChain.id.in_(chain_ids)))
            self.value_chains = {chain.id: value_chain_model(chain) for chain in chains}
        # Companies are workspaces, readable by every workspace (not tenant data).
        company_ids = {row[key] for row in rows for key in ("company_id", "buyer_company_id", "seller_company_id")}
        companies = await session.scalars(select(Company).where(Company.id.in_(company_ids - {None})))
        self.companies = {company.id: _company(company) for company in companies}
        self.statements = await _statements(session, ids)
        self.tags = await tag_names(session, OrderTag.order_id, OrderTag.tag_id, ids)

    def order(self, row: Mapping[str, Any]) -> models.Order:
        id, chain, code = row["id"], row["value_chain_id"], row["border_cross_country_code"]
        buyer, seller = row["buyer_company_id"], row["seller_company_id"]
        return models.Order.model_construct(
            **{name: row[name] for name in _ORDER_PLAIN},
            type=OrderType(row["type"]),
            buyer_company_status=BuyerCompanyStatus(row["buyer_company_status"]),
            seller_company_status=SellerCompanyStatus(row["seller_company_status"]),
            assessment_status=AssessmentStatus(row["assessment_status"]),
            value_chain=chain,
            value_chain_detail=self.value_chains.get(chain) if chain is not None else None,
            company=self.companies[row["company_id"]],
            buyer_company=self.companies.get(buyer) if buyer is not None else None,
            seller_company=self.companies.get(seller) if seller is not None else None,
            items=self.items[id],
            due_diligence_statements=self.statements[id],
            border_cross_country=country_detail(code) if code is not None else None,
            pulse_params=models.PulseParams.model_construct(None, **pulse_params(id)),
            tags=self.tags[id],
        )


async def rendered(session: AsyncSession, rows: Sequence[Any]) -> list[models.Order]:
    """Orders from ORDER_COLUMNS rows, with everything related read for all of them at once."""
    mappings = [row._mapping for row in rows]
    page = Page()
    await page.read(session, mappings)
    return [page.order(row) for row in mappings]


async def _items(session: AsyncSession, order_ids: Iterable[int]) -> dict[int, list[models.OrderItem]]:
    """Order id -> its items by id, each with its products; three statements more for the products."""
    items: dict[int, list[models.OrderItem]] = {id: [] for id in order_ids}
    if not items:
        return items
    statement = select(*ITEM_COLUMNS).where(OrderItem.order_id.in_(list(items))).order_by(OrderItem.id)
    rows = [row._mapping for row in await session.execute(statement)]
    products = await _products(session, {row[key] for row in rows for key in ("buyer_product_id", "seller_product_id")})
    for row in rows:
        items[row["order_id"]].append(_item(row, products))
    return items


async def _products(session: AsyncSession, ids: set[int | None]) -> dict[int, models.Product]:
    """The inline Products of these ids, with their tags and statements (one statement each)."""
    wanted = sorted(id for id in ids if id is not None)
    if not wanted:
        return {}
    rows = (await session.execute(select(*PRODUCT_COLUMNS).where(Product.id.in_(wanted)))).all()
    tags = await tag_names(session, ProductTag.product_id, ProductTag.tag_id, wanted)
    statements = await statements_covering(session, wanted)
    return {row.id: product_model(row._mapping, tags[row.id], statements[row.id]) for row in rows}


async def _statements(session: AsyncSession, order_ids: Sequence[int]) -> dict[int, list[models.DueDiligenceStatement]]:
    """Order id -> its attached statements that are not deleted, by id."""
    statement = (
        select(OrderStatement.order_id.label("owner"), *STATEMENT_COLUMNS)
        .join(DueDiligenceStatement, DueDiligenceStatement.id == OrderStatement.statement_id)
        .where(ACTIVE)
        .order_by(DueDiligenceStatement.id)
    )
    return await _grouped(session, OrderStatement.order_id, order_ids, statement, inline_statement)


async def _grouped(
    session: AsyncSession,
    owner: InstrumentedAttribute[int],
    ids: Sequence[int],
    statement: Select[Any],
    make: Callable[[Mapping[Any, Any]], T],
) -> dict[int, list[T]]:
    """Owner id -> what `make` makes of each row of `statement` (which labels the owner's id
    "owner") for the owners `ids`, in the statement's order, all read at once."""
    found: dict[int, list[T]] = {id: [] for id in ids}
    if found:
        for row in await session.execute(statement.where(owner.in_(list(found)))):
            found[row.owner].append(make(row._mapping))
    return found
