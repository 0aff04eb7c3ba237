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
  orders show it, and models are built with `constructed` (services/shared.py).

And an order already rendered is not rendered again while nothing it shows has changed: on
PostgreSQL the list first reads the summed versions of every table an order is rendered from
(RENDERED_FROM, with what their row-level security policies read; db/changes.py, db/counts.py),
and each order's model is kept under its id, that version and the reader's scope
(runtime/rendered.py), with its JSON. A write to any of those tables, in any workspace, changes
the version, so an order is never shown as it was before a change the request could see. The
rows are read after the version: at worst what is kept at a version is newer than it, never older.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from generated import models
from generated.enums import AssessmentStatus, BuyerCompanyStatus, Commodity, Composition, OrderType, SellerCompanyStatus
from handwritten.db.counts import count_reuse
from handwritten.db.models import Company
from handwritten.db.orders import Order, OrderItem, OrderStatement, OrderTag, TracedOrder, TracedOrigin
from handwritten.db.origins import ValueChain
from handwritten.db.products import DueDiligenceStatement, Product, ProductTag, StatementProduct, Tag
from handwritten.db.session import scope_key
from handwritten.runtime.rendered import ROWS
from handwritten.services.due_diligence_statements.rendering import ACTIVE, STATEMENT_COLUMNS, statement_fields
from handwritten.services.products.service import PRODUCT_COLUMNS
from handwritten.services.shared import among, constructed, country_detail, json_as_text, json_from_text, mappings
from handwritten.services.value_chains.rendering import value_chain_model

MODEL_IDENTIFIER = "supply_chain.order"
T = TypeVar("T")


def _columns(columns: Iterable[Any], json_labels: Collection[str]) -> tuple[Any, ...]:
    """`columns` (labelled), those labelled one of `json_labels` read as text."""
    return tuple(json_as_text(c.element, c.name) if c.name in json_labels else c for c in columns)


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
# JSON decoded by the driver here: the page is sorted after its columns are computed, so a cast
# to text would be computed for every match, and a page has only 50 orders to decode.
ORDER_COLUMNS = tuple(getattr(Order, name).label(name) for name in (*_ORDER_PLAIN, *_ORDER_OTHER))

_ITEM_PLAIN = ("id", "volume", "unit", "line_number", "external_id", "is_complete_match", "created_at", "updated_at")
_ITEM_JSON = ("seller_traced_suggestions", "assessment_summary", "excluded_propagation_identifiers")


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
    *(json_as_text(getattr(OrderItem, name), name) for name in _ITEM_JSON),
    json_as_text(OrderItem.item_metadata, "metadata"),
    OrderItem.order_id.label("order_id"),
    OrderItem.buyer_product_id.label("buyer_product_id"),
    OrderItem.seller_product_id.label("seller_product_id"),
    OrderItem.assessment_status.label("assessment_status"),
    _count(TracedOrder).label("traced_order_count"),
    _count(TracedOrigin).label("traced_origin_count"),
)

# The products area's columns and the statements area's, with their JSON read as text.
_PRODUCT_JSON = ("metadata", "assessment_summary", "excluded_propagation_identifiers")
_PRODUCT_COLUMNS = _columns(PRODUCT_COLUMNS, _PRODUCT_JSON)
# The Product fields shown as stored: every column but the JSON ones and the enums.
_PRODUCT_SHOWN = tuple(
    column.name
    for column in _PRODUCT_COLUMNS
    if column.name not in (*_PRODUCT_JSON, "commodity", "composition", "assessment_status")
)
_STATEMENT_COLUMNS = _columns(STATEMENT_COLUMNS, ("dds_data",))
_STATEMENT_LABELS = tuple(column.name for column in _STATEMENT_COLUMNS)

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
_COMPANY_COLUMNS = (
    *(getattr(Company, name).label(name) for name in _COMPANY_FIELDS),
    Company.nr_of_employees.label("nr_of_employees"),
    Company.nr_of_locations.label("nr_of_locations"),
)


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


def _company(row: Mapping[Any, Any]) -> models.CompanySummary:
    return constructed(
        models.CompanySummary,
        {
            **{name: row[name] for name in _COMPANY_FIELDS},
            # Stored as numbers that may be estimates; the summary shows whole numbers.
            "nr_of_employees": int(row["nr_of_employees"]),
            "nr_of_locations": int(row["nr_of_locations"]),
        },
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
        chain_ids = {row["value_chain_id"] for row in rows} - {None}
        if chain_ids:
            chains = await session.scalars(select(ValueChain).where(among(session, ValueChain.id, chain_ids)))
            self.value_chains = {chain.id: value_chain_model(chain) for chain in chains}
        # Companies are workspaces, readable by every workspace (not tenant data).
        company_ids = {row[key] for row in rows for key in ("company_id", "buyer_company_id", "seller_company_id")}
        companies = await session.execute(
            select(*_COMPANY_COLUMNS).where(among(session, Company.id, company_ids - {None}))
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
        id, chain, code = row["id"], row["value_chain_id"], row["border_cross_country_code"]
        buyer, seller = row["buyer_company_id"], row["seller_company_id"]
        fields = {name: row[name] for name in _ORDER_PLAIN}
        fields.update(
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
            border_cross_country=self._country(code) if code is not None else None,
            pulse_params=constructed(models.PulseParams, pulse_params(id)),
            tags=self.tags[id],
        )
        return constructed(models.Order, fields)

    def _item(self, row: Mapping[Any, Any], products: Mapping[int, models.Product]) -> models.OrderItem:
        buyer, seller = row["buyer_product_id"], row["seller_product_id"]
        fields = {name: row[name] for name in _ITEM_PLAIN}
        fields.update({name: self.decode(row[name]) for name in _ITEM_JSON})
        fields.update(
            order=row["order_id"],
            buyer_product=buyer,
            buyer_product_detail=products.get(buyer) if buyer is not None else None,
            seller_product=seller,
            seller_product_detail=products.get(seller) if seller is not None else None,
            metadata=_metadata(self.decode(row["metadata"])),
            traced_order_count=str(row["traced_order_count"]),
            traced_origin_count=str(row["traced_origin_count"]),
            pulse_params=item_pulse_params(row["id"]),
            assessment_status=AssessmentStatus(row["assessment_status"]),
        )
        return constructed(models.OrderItem, fields)

    def _country(self, code: str) -> models.Country:
        found = self.countries.get(code)
        if found is None:
            found = self.countries[code] = country_detail(code)
        return found

    def _statement(self, row: Mapping[Any, Any]) -> models.DueDiligenceStatement:
        found = self.shown_statements.get(row["id"])
        if found is None:
            stored = {name: row[name] for name in _STATEMENT_LABELS}
            stored["dds_data"] = self.decode(stored["dds_data"])
            fields = statement_fields(stored)
            found = self.shown_statements[row["id"]] = constructed(models.DueDiligenceStatement, fields)
        return found

    async def _items(self, session: AsyncSession, order_ids: Sequence[int]) -> dict[int, list[models.OrderItem]]:
        """Order id -> its items by id, each with its products; three statements more for the products."""
        items: dict[int, list[models.OrderItem]] = {id: [] for id in order_ids}
        if not items:
            return items
        statement = select(*ITEM_COLUMNS).where(among(session, OrderItem.order_id, items)).order_by(OrderItem.id)
        rows = mappings(await session.execute(statement))
        wanted = {row[key] for row in rows for key in ("buyer_product_id", "seller_product_id")} - {None}
        products = await self._products(session, wanted)
        for row in rows:
            items[row["order_id"]].append(self._item(row, products))
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
        """products/service.py's product_model, with `constructed` models: a page builds hundreds."""
        fields = {name: row[name] for name in _PRODUCT_SHOWN}
        metadata = self.decode(row["metadata"])
        species = [constructed(models.ProductSpecies, item) for item in metadata.get("species", [])]
        fields.update(
            assessment_summary=self.decode(row["assessment_summary"]),
            excluded_propagation_identifiers=self.decode(row["excluded_propagation_identifiers"]),
            commodity=Commodity(row["commodity"]) if row["commodity"] is not None else None,
            composition=Composition(row["composition"]),
            metadata=constructed(models.ProductMetadata, {"species": species}),
            assessment_status=AssessmentStatus(row["assessment_status"]),
            tags=tags,
            due_diligence_statements=statements,
        )
        return constructed(models.Product, fields)


# Every table an order's rendering reads (Page): what its kept model depends on.
RENDERED_FROM = tuple(
    model.__tablename__
    for model in (
        Order, OrderItem, TracedOrder, TracedOrigin, Product, ProductTag, Tag, StatementProduct,
        DueDiligenceStatement, OrderStatement, OrderTag, ValueChain, Company,
    )
)  # fmt: skip


async def rendered_version(session: AsyncSession) -> int | None:
    """The summed versions of what orders are rendered from, as they are now; None where orders
    are not kept (SQLite keeps no versions; a transaction that changed those tables sees None)."""
    reuse = count_reuse(session)
    version = None if reuse is None else await reuse.version_of_reads(session, RENDERED_FROM)
    return None if version is None else await session.scalar(select(version))


async def rendered(
    session: AsyncSession, rows: Sequence[Any], version: int | None = None, statement: Select[Any] | None = None
) -> list[models.Order]:
    """Orders from ORDER_COLUMNS rows, with everything related read for all of them at once. With
    the `version` of what they are rendered from (read before the rows and the related rows, so
    what is rendered is at least that new) and the `statement` the rows were read by (for the
    reader's scope), an order kept at that version is shown as kept, and each one rendered kept.

    Orders are kept for the whole process (runtime/rendered.py), by id and version, which say
    nothing of the database: the key names the engine's count reuse too (one per engine, so one
    database), or two databases at the same versions (copies of one template, a restored backup)
    would show each other's orders."""
    found = mappings(rows)
    keys: list[Any] = [None] * len(found)
    shown: list[models.Order | None] = [None] * len(found)
    reuse = count_reuse(session)
    if version is not None and statement is not None and reuse is not None:
        scope = scope_key(session, statement)
        for n, row in enumerate(found):
            keys[n] = ("order", reuse, scope, row["id"], version)
            shown[n] = ROWS.kept(models.Order, keys[n])
    missing = [row for row, order in zip(found, shown, strict=True) if order is None]
    if missing:
        page = Page()
        await page.read(session, missing)
        for n, row in enumerate(found):
            if shown[n] is None:
                order = page.order(row)
                shown[n] = order if keys[n] is None else ROWS.keep(keys[n], order)
    return [order for order in shown if order is not None]


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
