"""Orders as the Order record shows them, rendered for a whole page at once.

A page is its rows (ORDER_COLUMNS, by label) and a fixed number of statements, each reading one
kind of related row for every order of the page: items (with their trace counts), the items'
products (then those products' tags and statements), value chains, companies, statements and
tags. So a page of 50 orders takes as many statements as a page of 5.

A page of 50 orders can show 400 items, each with its two products in full: about 1 MB of JSON
and thousands of models (bench/orders.py measures it). So, beside the statements being few:

- the ids a statement reads are one array parameter on PostgreSQL (`= ANY`), not one parameter
  each (`IN`): the statement's text is the same for every page, so asyncpg keeps it prepared
  (no new prepare for each number of ids) and PostgreSQL can keep its plan;
- the JSON columns of items, products and statements are read as text and decoded here by
  pydantic-core's parser, once per distinct text of the page (items mostly hold the same few
  values): the driver's decoder (the json module) took two thirds of the time to read the
  products' rows;
- each product, statement, company and country is built once per page, however many items and
  orders show it, and models are built with `constructed` (runtime/constructing.py).

And an order already rendered is not rendered again while nothing it shows has changed: its
model is kept by the kept results (handwritten/kept/, ORDERS) under its row, the reader's scope
and the versions, in the reader's workspaces, of every table its rendering read, as learned from
the statements Page runs (nothing here lists them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from generated import models
from generated.rows.due_diligence_statements import DUE_DILIGENCE_STATEMENT_COLUMNS, due_diligence_statement_from_row
from generated.rows.orders import (
    COMPANY_SUMMARY_COLUMNS,
    ORDER_ITEM_COLUMNS,
    company_summary_from_row,
    order_from_row,
    order_item_from_row,
)
from generated.rows.products import PRODUCT_COLUMNS, product_from_row
from handwritten.db.models import Company
from handwritten.db.orders import OrderItem, OrderStatement, OrderTag, TracedOrder, TracedOrigin
from handwritten.db.origins import ValueChain
from handwritten.db.products import DueDiligenceStatement, Product, ProductTag, StatementProduct, Tag
from handwritten.kept import Rendering
from handwritten.kept import rendered as kept_rendered
from handwritten.runtime.constructing import constructed
from handwritten.services.due_diligence_statements.rendering import ACTIVE
from handwritten.services.ids import among
from handwritten.services.inline import country_detail
from handwritten.services.rows import as_text, json_from_text, mappings
from handwritten.services.value_chains.rendering import value_chain_model

MODEL_IDENTIFIER = "supply_chain.order"
T = TypeVar("T")


def _count(link: Any) -> ColumnElement[int]:
    """How many rows of a trace link table the item has, beside each item row."""
    return (
        select(func.count())
        .select_from(link)
        .where(link.item_id == OrderItem.id)
        .correlate(OrderItem)
        .scalar_subquery()
    )


# The rows an order is built from are ORDER_COLUMNS (spec/mappings/orders.yaml), their JSON
# decoded by the driver: the page is sorted after its columns are computed, so a cast to text
# would be computed for every match, and a page has only 50 orders to decode. Its items' JSON is
# read as text and decoded by the page (Decoder), and their trace counts come beside them.
_ITEM_JSON = ("metadata", "seller_traced_suggestions", "assessment_summary", "excluded_propagation_identifiers")
ITEM_COLUMNS = (
    *as_text(ORDER_ITEM_COLUMNS, _ITEM_JSON),
    _count(TracedOrder).label("traced_order_count"),
    _count(TracedOrigin).label("traced_origin_count"),
)

# Products and statements as their mappings read them (generated/rows/), their JSON as text:
# decoded by the page (Decoder) before the generated functions build the models.
_PRODUCT_JSON = ("metadata", "assessment_summary", "excluded_propagation_identifiers")
_PRODUCT_COLUMNS = as_text(PRODUCT_COLUMNS, _PRODUCT_JSON)
_STATEMENT_JSON = ("dds_data",)
_STATEMENT_COLUMNS = as_text(DUE_DILIGENCE_STATEMENT_COLUMNS, _STATEMENT_JSON)


def pulse_params(id: int) -> dict[str, str]:
    """The order's identifiers in the data platform, stored with it when it is created."""
    return {"identifier": str(id), "model_identifier": MODEL_IDENTIFIER}


def item_pulse_params(id: int) -> str:
    """An item's identifier in the data platform (a string, as the value chain's is)."""
    return f"order_item:{id}"


class Decoder:
    """JSON texts of one page decoded, each distinct text once. The values are shared by the
    models that show them, which are only rendered, never changed."""

    def __init__(self) -> None:
        self.decoded: dict[str, Any] = {}

    def __call__(self, text: str | None) -> Any:
        if text is None:
            return None
        if text in self.decoded:
            return self.decoded[text]
        value = self.decoded[text] = json_from_text(text)
        return value

    def row(self, row: Mapping[str, Any], labels: Iterable[str]) -> dict[str, Any]:
        """`row` with the JSON texts under `labels` decoded (read with services/rows.py's as_text)."""
        return {**row, **{label: self(row[label]) for label in labels}}


def _company(row: Mapping[Any, Any]) -> models.CompanySummary:
    # Stored as numbers that may be estimates; the summary shows whole numbers.
    return company_summary_from_row(
        row, nr_of_employees=int(row["nr_of_employees"]), nr_of_locations=int(row["nr_of_locations"])
    )


def _metadata(stored: Mapping[str, Any] | None) -> models.OrderItemMetadata | None:
    if stored is None:
        return None
    return constructed(
        models.OrderItemMetadata,
        {
            "percentage_estimation_or_deviation": stored.get("percentage_estimation_or_deviation", ""),
            "supplementary_unit": stored.get("supplementary_unit", ""),
            "supplementary_unit_qualifier": stored.get("supplementary_unit_qualifier", ""),
        },
    )


class Page:
    """The related rows of a page of orders, each kind read in one statement for the whole page."""

    def __init__(self) -> None:
        self.decode = Decoder()
        self.items: dict[int, list[models.OrderItem]] = {}
        self.value_chains: dict[int, models.ValueChain] = {}
        self.companies: dict[int, models.CompanySummary] = {}
        self.statements: dict[int, list[models.DueDiligenceStatement]] = {}
        self.tags: dict[int, list[str]] = {}
        # Built once per page, however many orders and products show them.
        self.countries: dict[str, models.Country] = {}
        self.shown_statements: dict[int, models.DueDiligenceStatement] = {}

    async def read(self, session: AsyncSession, rows: Sequence[Mapping[str, Any]]) -> None:
        ids = [row["id"] for row in rows]
        self.items = await self._items(session, ids)
        chain_ids = {row["value_chain"] for row in rows} - {None}
        if chain_ids:
            chains = await session.scalars(select(ValueChain).where(among(session, ValueChain.id, chain_ids)))
            self.value_chains = {chain.id: value_chain_model(chain) for chain in chains}
        # Companies are workspaces, readable by every workspace (not tenant data).
        company_ids = {row[key] for row in rows for key in ("company_id", "buyer_company_id", "seller_company_id")}
        companies = await session.execute(
            select(*COMPANY_SUMMARY_COLUMNS).where(among(session, Company.id, company_ids - {None}))
        )
        self.companies = {row["id"]: _company(row) for row in mappings(companies)}
        statement = (
            select(OrderStatement.order_id.label("owner"), *_STATEMENT_COLUMNS)
            .join(DueDiligenceStatement, DueDiligenceStatement.id == OrderStatement.statement_id)
            .where(ACTIVE)
            .order_by(DueDiligenceStatement.id)
        )
        self.statements = await _grouped(session, OrderStatement.order_id, ids, statement, self._statement)
        self.tags = await _tag_names(session, OrderTag.order_id, OrderTag.tag_id, ids)

    def order(self, row: Mapping[str, Any]) -> models.Order:
        id, chain, code = row["id"], row["value_chain"], row["border_cross_country_code"]
        buyer, seller = row["buyer_company_id"], row["seller_company_id"]
        return order_from_row(
            row,
            value_chain_detail=self.value_chains.get(chain) if chain is not None else None,
            company=self.companies[row["company_id"]],
            buyer_company=self.companies.get(buyer) if buyer is not None else None,
            seller_company=self.companies.get(seller) if seller is not None else None,
            items=self.items[id],
            due_diligence_statements=self.statements[id],
            border_cross_country=self._country(code) if code is not None else None,
            pulse_params=constructed(models.PulseParams, pulse_params(id)),
            tags=self.tags[id],
        )

    def _item(self, row: Mapping[Any, Any], products: Mapping[int, models.Product]) -> models.OrderItem:
        decoded = self.decode.row(row, _ITEM_JSON)
        buyer, seller = row["buyer_product"], row["seller_product"]
        return order_item_from_row(
            decoded,
            buyer_product_detail=products.get(buyer) if buyer is not None else None,
            seller_product_detail=products.get(seller) if seller is not None else None,
            metadata=_metadata(decoded["metadata"]),
            traced_order_count=str(row["traced_order_count"]),
            traced_origin_count=str(row["traced_origin_count"]),
            pulse_params=item_pulse_params(row["id"]),
        )

    def _country(self, code: str) -> models.Country:
        found = self.countries.get(code)
        if found is None:
            found = self.countries[code] = country_detail(code)
        return found

    def _statement(self, row: Mapping[Any, Any]) -> models.DueDiligenceStatement:
        found = self.shown_statements.get(row["id"])
        if found is None:
            found = self.shown_statements[row["id"]] = due_diligence_statement_from_row(
                self.decode.row(row, _STATEMENT_JSON)
            )
        return found

    async def _items(self, session: AsyncSession, order_ids: Sequence[int]) -> dict[int, list[models.OrderItem]]:
        """Order id -> its items by id, each with its products; three statements more for the products."""
        items: dict[int, list[models.OrderItem]] = {id: [] for id in order_ids}
        if not items:
            return items
        statement = select(*ITEM_COLUMNS).where(among(session, OrderItem.order_id, items)).order_by(OrderItem.id)
        rows = mappings(await session.execute(statement))
        wanted = {row[key] for row in rows for key in ("buyer_product", "seller_product")} - {None}
        products = await self._products(session, wanted)
        for row in rows:
            items[row["order"]].append(self._item(row, products))
        return items

    async def _products(self, session: AsyncSession, ids: set[int]) -> dict[int, models.Product]:
        """The inline Products of these ids, with their tags and statements (one statement each)."""
        if not ids:
            return {}
        wanted = sorted(ids)
        rows = await session.execute(select(*_PRODUCT_COLUMNS).where(among(session, Product.id, wanted)))
        tags = await _tag_names(session, ProductTag.product_id, ProductTag.tag_id, wanted)
        # The statements covering them, not deleted, by id (covering.py's statements_covering).
        statement = (
            select(StatementProduct.product_id.label("owner"), *_STATEMENT_COLUMNS)
            .join(DueDiligenceStatement, DueDiligenceStatement.id == StatementProduct.statement_id)
            .where(ACTIVE)
            .order_by(DueDiligenceStatement.id)
        )
        statements = await _grouped(session, StatementProduct.product_id, wanted, statement, self._statement)
        return {row["id"]: self._product(row, tags[row["id"]], statements[row["id"]]) for row in mappings(rows)}

    def _product(
        self, row: Mapping[Any, Any], tags: list[str], statements: list[models.DueDiligenceStatement]
    ) -> models.Product:
        """The inline Product of a _PRODUCT_COLUMNS row: a page builds hundreds, each JSON text decoded once."""
        decoded = self.decode.row(row, _PRODUCT_JSON)
        species = [constructed(models.ProductSpecies, item) for item in decoded["metadata"].get("species", [])]
        return product_from_row(
            decoded,
            metadata=constructed(models.ProductMetadata, {"species": species}),
            tags=tags,
            due_diligence_statements=statements,
        )


async def _built(session: AsyncSession, rows: Sequence[Any]) -> list[models.Order]:
    """Orders from ORDER_COLUMNS rows, with everything related read for all of them at once."""
    found = mappings(rows)
    page = Page()
    await page.read(session, found)
    return [page.order(row) for row in found]


# The order's row keys its model (a changed order is another key); the rest it shows is read by
# Page, whose tables the kept results learn and whose versions they read before building.
ORDERS = Rendering("orders.order", models.Order, _built)


async def rendered(session: AsyncSession, rows: Sequence[Any]) -> list[models.Order]:
    """Orders from ORDER_COLUMNS rows: kept ones found, the others built and kept."""
    return await kept_rendered(session, ORDERS, rows)


async def _tag_names(
    session: AsyncSession, owner: InstrumentedAttribute[int], tag: InstrumentedAttribute[int], ids: Iterable[int]
) -> dict[int, list[str]]:
    """Tagged record id -> its tag names, sorted by code point (services/tags.py's tag_names)."""
    statement = select(owner.label("owner"), Tag.name.label("name")).join(Tag, Tag.id == tag)
    names = await _grouped(session, owner, ids, statement, lambda row: str(row["name"]))
    for found in names.values():
        found.sort()
    return names


async def _grouped(
    session: AsyncSession,
    owner: InstrumentedAttribute[int],
    ids: Iterable[int],
    statement: Select[*tuple[Any, ...]],
    make: Callable[[Mapping[Any, Any]], T],
) -> dict[int, list[T]]:
    """Owner id -> what `make` makes of each row of `statement` (which labels the owner's id
    "owner") for the owners `ids`, in the statement's order, all read at once."""
    found: dict[int, list[T]] = {id: [] for id in ids}
    if found:
        for row in mappings(await session.execute(statement.where(among(session, owner, found)))):
            found[row["owner"]].append(make(row))
    return found
