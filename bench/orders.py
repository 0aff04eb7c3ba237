"""Benchmark of the order list (O1): `make bench-orders` (see bench/README.md).

One workspace with 5,000 orders of 8 items each (40,000 items), bought from 12 supplier
workspaces. Every item has a buyer and a seller product with every field filled (description,
species, HS code, assessment summary, tags; half the products are covered by a statement),
carries customs metadata, is traced to one or two origins and, in most later orders, to an
earlier order. Orders have a value chain, two tags and a statement. O1 lists 50 a page: 400
items, each with both its products in full, about 1.15 MB of JSON.

Three pages of `GET /api/orders/?order_action=buying&limit=50`, each measured with wrk (32
connections) on `canopy serve --combined --workers 2` after a warm-up:

- no filter (all 5,000 orders, newest first);
- two item filters, each an EXISTS of its own: a cocoa buyer product, and an item in kg;
- a search (matching the order tag "Organic") with an ordering by order date, newest first.

Then the mix: the first page again with wrk (32 connections) while one client sends O7 (a
partial update of a purchase order, `PATCH /api/purchase-orders/{id}/`) every 50 ms, one after
another, for as long: each write's latency is reported (p50, p99) and O1's requests/s compared
with its read-only run. The writer is another workspace (a supplier, with orders of its own)
by default, the case where a write must not cost the readers anything; BENCH_MIX_WRITER=same
writes the listed workspace's own orders instead. Targets: O1 keeps at least 60% of its
read-only requests/s, O7's p99 under 250 ms.

Each page is checked before and after the load: 50 results of 8 items with both products in
full, the count the seed gives, every result matching its filters, the ordering asked for.
Target on PostgreSQL: each page at least 150 requests/s with p99 under 400 ms.

Beside wrk's figures: the CPU time per request of the server and of the database's PostgreSQL
backends (bench/measure/load.py), the response's size, and, from requests
made in this process to the server's app one after another (before the server starts), the
round trips to the database per request and where the time goes: the database, building the
page, encoding the JSON, the rest, and the garbage collector's pauses.

Seeding: `canopy migrate`, the workspace, its Owner and the Owner's key with the admin
functions (bench/run.py's seed has the same), then everything else with bulk INSERTs in the same session, the
orders a batch at a time (each with its items, traces, tags and statements); then on
PostgreSQL VACUUM (ANALYZE) (this machine's autovacuum is off). Canopy's own connections run
with JIT off (docs/adr/0004-postgresql-connections-without-jit.md).

For `make bench-scale` (bench/scale.py, bench/measure/scale.py), `sized()` seeds the same workspace
at a factor of this size (Size: orders, and with them items, origins and statements, grow; the
supplier workspaces, value chains, products and tags stay) and gives the three pages with their
checks against that seed.

Everything listens on and connects to 127.0.0.1 only. Every wait is bounded. A PostgreSQL
database `canopy_bench_<random>` is dropped at the end, also on failure or SIGTERM.

Environment (all optional): BENCH_DURATION (s, 15), BENCH_WARMUP (s, 5), BENCH_CONNECTIONS (32),
BENCH_THREADS (2), BENCH_WORKERS (2), BENCH_DATABASES ("postgresql"; "sqlite,postgresql" for
both), BENCH_POSTGRES_URL (postgresql+asyncpg://postgres@127.0.0.1:5432), BENCH_PROFILE_REQUESTS
(30, in-process requests per page), BENCH_MIX_WRITER ("other" or "same").
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import http.client
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import asyncpg
import uvloop
from sqlalchemy import event, insert
from sqlalchemy.engine import make_url

sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure.databases import analyze, fresh_database, jit_note  # noqa: E402 - bench/ is a folder of scripts, not a package
from measure.knobs import DURATION, HOST, WARMUP, WORKERS  # noqa: E402
from measure.load import Result  # noqa: E402
from measure.load import measure as measure_load  # noqa: E402
from measure.machine import machine  # noqa: E402
from measure.processes import cpu_by_process, database_cpu, memory  # noqa: E402
from measure.results import write_results  # noqa: E402
from measure.scale import Page, Sized  # noqa: E402
from measure.server import Server, get  # noqa: E402
from measure.tools import BenchError, ensure_wrk, exit_on_sigterm, log  # noqa: E402

from handwritten.db.models import Company  # noqa: E402
from handwritten.db.orders import Order, OrderItem, OrderStatement, OrderTag, TracedOrder, TracedOrigin  # noqa: E402
from handwritten.db.origins import Origin, ValueChain  # noqa: E402
from handwritten.db.products import DueDiligenceStatement, Product, ProductTag, StatementProduct, Tag  # noqa: E402
from handwritten.db.session import Database  # noqa: E402
from handwritten.domain.roles import Role  # noqa: E402
from handwritten.services import admin  # noqa: E402
from handwritten.settings import Settings  # noqa: E402

BENCH = Path(__file__).resolve().parent
DATABASES = [d.strip() for d in os.environ.get("BENCH_DATABASES", "postgresql").split(",") if d.strip()]
PROFILE_REQUESTS = int(os.environ.get("BENCH_PROFILE_REQUESTS", "30"))
MIX_WRITER = os.environ.get("BENCH_MIX_WRITER", "other")

ORDERS = 5_000
ITEMS_PER_ORDER = 8
SUPPLIERS = 12
PRODUCTS_PER_COMMODITY = 40
ORIGINS = 2_000
VALUE_CHAINS = 24
STATEMENTS = 120
PAGE = 50
SEED = 20261124  # the same workspace every run
# Orders inserted at a time, each with its items, traces, tags and statements: memory holds one
# batch of rows at any size (bench/scale.py seeds ten times the orders).
ORDER_BATCH = 1_000
SEED_TIMEOUT_S = 600  # at the benchmark's size; the scale run's sizes get it times their factor

# Commodity -> (common name, scientific name, HS code), for products' full detail.
COMMODITIES = {
    "cocoa": ("Cocoa", "Theobroma cacao", "1801.00"),
    "coffee": ("Coffee", "Coffea arabica", "0901.11"),
    "palm_oil": ("Oil palm", "Elaeis guineensis", "1511.10"),
    "rubber": ("Rubber tree", "Hevea brasiliensis", "4001.22"),
    "soya": ("Soybean", "Glycine max", "1201.90"),
    "wood": ("Teak", "Tectona grandis", "4403.49"),
    "cattle": ("Cattle", "Bos taurus", "0102.29"),
}
# Item buyer products: cocoa for about 15% of items (so most orders have one), the rest spread.
COMMODITY_WEIGHTS = {"cocoa": 15, "coffee": 15, "palm_oil": 15, "rubber": 15, "soya": 15, "wood": 15, "cattle": 10}
UNITS = {"kg": 20, "t": 50, "bags": 30}
ORDER_TAGS = ("Organic", "Fair trade", "Rainforest Alliance", "Priority", "Audit 2025", "Spot", "Contract", "Direct")
PRODUCT_TAGS = ("Certified", "Premium", "Bulk", "Traceable", "Single origin", "Blend", "Conventional", "Sustainable")
COUNTRIES = ("CI", "GH", "EC", "ID", "BR", "CO", "PE", "VN", "MY", "NG")

FILTER_COMMODITY, FILTER_UNIT, SEARCH_WORD = "cocoa", "kg", "organic"
BASE_PATH = f"/api/orders/?order_action=buying&limit={PAGE}"
O1_ALL = ("O1 no filter", BASE_PATH)
O1_ITEMS = (
    "O1 two item filters",
    f"{BASE_PATH}&items__buyer_product__commodity={FILTER_COMMODITY}&items__unit={FILTER_UNIT}",
)
O1_SEARCH = ("O1 search + ordering", f"{BASE_PATH}&search={SEARCH_WORD}&ordering=-order_created_at")
PAGES = (O1_ALL, O1_ITEMS, O1_SEARCH)

WRITE_EVERY_S = 0.05  # the mix's writer: one O7 every 50 ms (or at once when the last took longer)
WRITER_ORDERS = 50  # the writer workspace's own orders, updated in turn
TARGET_MIX_SHARE = 0.6  # O1 under the mix keeps at least this share of its read-only requests/s
TARGET_WRITE_P99_MS = 250.0
TARGET_RPS = 150.0  # each O1 page on PostgreSQL, on the two-core machine
TARGET_P99_MS = 400.0
# wrk's wait for an answer: well beyond the target's p99, so that a slow page is measured (its
# latency) rather than cut short; wrk's usual 10 s is less than 32 queued pages can take.
WRK_TIMEOUT_S = 60


@dataclass
class Seeded:
    key: str
    expected: dict[str, int]  # the count each page must report, from the seed
    product_commodity: dict[int, str]  # product id -> commodity, to check the filtered page
    orders: list[int]  # the listed workspace's orders
    writer_key: str  # the Owner's key of another workspace (a supplier), for the mix's writes
    writer_orders: list[int]  # that workspace's own orders


@dataclass
class Profile:
    """One page requested in-process, one request after another: figures per request (ms are milliseconds)."""

    operation: str
    response_bytes: int
    statements: float  # SQL statements through SQLAlchemy (cursor executions)
    transactions: float  # BEGIN and COMMIT (or ROLLBACK)
    prepared: float  # asyncpg prepared statements run beside SQLAlchemy (authentication)
    total_ms: float  # the whole request, wall time
    cpu_ms: float  # this process's CPU time (the ASGI client's included)
    postgres_cpu_ms: float | None  # CPU time of the database's PostgreSQL backends
    database_ms: float  # every statement, from sending it until its rows are decoded, wall time
    service_ms: float  # listed() and rendered(): the count, the page and the children, read and built
    service_database_ms: float  # the statements within them
    encoding_ms: float  # render(): the response's JSON
    gc_ms: float  # the garbage collector's pauses, wherever they fell

    @property
    def round_trips(self) -> float:
        return self.statements + self.transactions + self.prepared

    @property
    def building_ms(self) -> float:
        """Building the page in Python: what listed() and rendered() take beyond their statements."""
        return self.service_ms - self.service_database_ms

    @property
    def rest_ms(self) -> float:
        """Authentication, FastAPI, the transaction's statements and the ASGI client."""
        return self.total_ms - self.database_ms - self.building_ms - self.encoding_ms


# ---------------------------------------------------------------------------------------------
# seeding


def _weighted(rng: random.Random, weights: dict[str, int]) -> str:
    return rng.choices(list(weights), weights=list(weights.values()))[0]


def _product_rows(workspace: int, now: datetime) -> list[dict[str, Any]]:
    rng = random.Random(SEED + 1)
    rows = []
    for commodity, (common, scientific, hs_code) in COMMODITIES.items():
        for n in range(PRODUCTS_PER_COMMODITY):
            grade = rng.choice(("Grade A", "Grade B", "Premium", "Standard", "Fine flavour"))
            composite = n % 4 == 0
            created = now - timedelta(days=400 - n)
            rows.append(
                {
                    "company_id": workspace,
                    "sku": f"{commodity.upper()[:3]}-{n:04d}",
                    "name": f"{common} {grade} {n:03d}",
                    "description": f"{grade} {common.lower()} from smallholder cooperatives, lots of {rng.randrange(5, 40)} t.",
                    "scientific_name": scientific,
                    "common_name": common,
                    "type": "manufactured" if composite else "raw_material",
                    "hs_code": hs_code,
                    "commodity": commodity,
                    "composition": "composite" if composite else "simple",
                    "external_id": f"ERP-{commodity.upper()[:3]}-{n:05d}",
                    "product_metadata": {"species": [{"common_name": common, "scientific_name": scientific}]},
                    "assessment_status": rng.choice(("pending", "in_progress", "passing", "failing")),
                    "assessment_summary": {"passing": rng.randrange(0, 12), "failing": rng.randrange(0, 4)},
                    "excluded_propagation_identifiers": [f"surveys.datapoint:product-{commodity}-{n}"],
                    "created_at": created,
                    "updated_at": created + timedelta(days=1),
                }
            )
    return rows


def _statement_rows(workspace: int, now: datetime, count: int) -> list[dict[str, Any]]:
    rows = []
    for n in range(count):
        created = now - timedelta(days=300 - n * STATEMENTS / count)  # over the same months at every size
        rows.append(
            {
                "company_id": workspace,
                "type": "EUDR",
                "name": f"Due diligence statement {n:03d}",
                "dds_identifier": f"25NL{n:06d}BENCH",
                "dds_data": {"reference_number": f"25NLBENCH{n:06d}", "verification_number": f"V{n:08d}"},
                "status": ("draft", "submitted", "available")[n % 3],
                "pulse_params": f"due_diligence_statement:{n}",
                "created_at": created,
                "updated_at": created,
            }
        )
    return rows


def _origin_rows(workspace: int, now: datetime, count: int) -> list[dict[str, Any]]:
    rng = random.Random(SEED + 2)
    rows = []
    commodities = list(COMMODITIES)
    for n in range(count):
        lon, lat = round(rng.uniform(-80, 120), 4), round(rng.uniform(-10, 10), 4)
        square = [[lon, lat], [lon + 0.01, lat], [lon + 0.01, lat + 0.01], [lon, lat + 0.01], [lon, lat]]
        rows.append(
            {
                "company_id": workspace,
                "name": f"Plot {n:05d}",
                "country_code": COUNTRIES[n % len(COUNTRIES)],
                "producer": f"Farmer {n % 700:03d}",
                "commodity": commodities[n % len(commodities)],
                "area_hectares": round(rng.uniform(0.5, 12), 2),
                "geometry": {"type": "Polygon", "coordinates": [square]},
                "production_date": date(2024, 1 + n % 12, 1),
                "deforestation_free_declaration": n % 5 != 0,
                "external_id": f"PLOT-{n:05d}",
                "created_at": now,
                "updated_at": now,
            }
        )
    return rows


def _value_chain_rows(workspace: int, suppliers: list[int], owner_id: int, now: datetime) -> list[dict[str, Any]]:
    rows = []
    for n in range(VALUE_CHAINS):
        rows.append(
            {
                "company_id": workspace,
                "company_name": f"Supplier cooperative {n:02d}",
                "type": "supplier",
                "description": f"Tier-1 supplier of the {list(COMMODITIES)[n % len(COMMODITIES)]} programme.",
                "status": ("active", "pending")[n % 2],
                "country_code": COUNTRIES[n % len(COUNTRIES)],
                "external_id": f"VC-{n:03d}",
                "permission_granted": n % 3 == 0,
                "is_self_managed": n % 4 == 0,
                "contact_name": f"Contact {n:02d}",
                "contact_email": f"contact{n:02d}@supplier.example",
                "reciprocal_company_id": suppliers[n % len(suppliers)],
                "ownership_information": {
                    "ownership_periods": [
                        {
                            "valid_from_month": "2023-01",
                            "valid_to_month": "2025-12",
                            "consolidation_approach": "equity_share",
                            "ownership_percentage": "35.5",
                        }
                    ],
                    "sector_code": "A01.2",
                    "notes": "Minority stake.",
                },
                "metadata_": {
                    "contacts": {f"contact{n:02d}@supplier.example": {"invitation_id": "", "name": f"Contact {n:02d}"}},
                    "invitation_ids": [],
                    "requested_by_user_id": owner_id,
                },
                "excluded_propagation_identifiers": [],
                "tags": ["tier-1"],
                "assessment_status": "passing",
                "assessment_summary": {"passing": 4, "failing": 0},
                "created_at": now,
                "updated_at": now,
            }
        )
    return rows


async def _inserted(session: Any, entity: Any, rows: list[dict[str, Any]]) -> list[int]:
    """The ids of `rows` inserted in bulk, in their order."""
    result = await session.execute(insert(entity).returning(entity.id, sort_by_parameter_order=True), rows)
    return list(result.scalars())


@dataclass(frozen=True)
class Size:
    """What the workspace holds: the benchmark's size, or `factor` times it (the scale run's).

    A bigger buyer has more of what it buys and records: orders, and with them their items, the
    origins those are traced to and the statements that cover them. What it buys from and what it
    buys stays: the supplier workspaces, their value chains, the products of each commodity and
    the tags.
    """

    orders: int = ORDERS
    origins: int = ORIGINS
    statements: int = STATEMENTS

    @classmethod
    def times(cls, factor: int) -> Size:
        return cls(ORDERS * factor, ORIGINS * factor, STATEMENTS * factor)

    @property
    def items(self) -> int:
        return self.orders * ITEMS_PER_ORDER

    def describe(self) -> str:
        """The report's words for the workspace."""
        return (
            f"{self.orders:,} orders of {ITEMS_PER_ORDER} items ({self.items:,}), {self.origins:,} origins (1 or 2 "
            f"per item), 3 in 4 items of later orders traced to an earlier order, {self.statements:,} statements; "
            f"kept at every size: {len(COMMODITIES) * PRODUCTS_PER_COMMODITY} products of {len(COMMODITIES)} "
            f"commodities (every field, 3 tags, half of them a statement), {VALUE_CHAINS} value chains, "
            f"{SUPPLIERS} supplier workspaces, {len(ORDER_TAGS) + len(PRODUCT_TAGS)} tags"
        )


def _order_row(
    rng: random.Random, ws: int, n: int, size: Size, suppliers: list[int], chains: list[int], now: datetime
) -> dict[str, Any]:
    created = now - timedelta(minutes=30 * (size.orders - n))
    supplier = suppliers[n % SUPPLIERS]
    return {
        "company_id": ws,
        "type": ("order", "produced_batch", "order", "manufactured_batch")[n % 4],
        "external_id": f"PO-{n:06d}",
        "buyer_external_id": f"BUY-{n:06d}",
        "seller_external_id": f"SO-{supplier}-{n:06d}",
        "order_created_at": date(2023, 1, 1) + timedelta(days=rng.randrange(0, 1000)),
        "order_arrival_at": date(2024, 1, 1) + timedelta(days=rng.randrange(0, 600)),
        "buyer_company_status": rng.choice(("waiting_for_supplier", "ready_for_review", "completed")),
        "seller_company_status": rng.choice(("pending", "passing", "completed")),
        "assessment_status": rng.choice(("pending", "in_progress", "passing", "failing")),
        "value_chain_id": chains[n % VALUE_CHAINS],
        "buyer_company_id": ws,
        "seller_company_id": supplier,
        "border_cross_country_code": rng.choice(("DE", "NL", "BE", "FR")),
        "assessment_summary": {"passing": rng.randrange(0, 8), "failing": rng.randrange(0, 3)},
        "excluded_propagation_identifiers": [],
        "failing_percentage": 10.0,
        "passing_percentage": 90.0,
        "pulse_params": {},
        "created_at": created,
        "updated_at": created,
    }


def _item_row(
    rng: random.Random, ws: int, order: int, n: int, line: int, by_commodity: dict[str, list[int]], now: datetime
) -> dict[str, Any]:
    commodity = _weighted(rng, COMMODITY_WEIGHTS)
    return {
        "company_id": ws,
        "order_id": order,
        "buyer_product_id": rng.choice(by_commodity[commodity]),
        "seller_product_id": rng.choice(by_commodity[commodity]),
        "volume": round(rng.uniform(0.5, 500), 3),
        "unit": _weighted(rng, UNITS),
        "line_number": line + 1,
        "external_id": f"PO-{n:06d}-{line + 1}",
        "item_metadata": {
            "percentage_estimation_or_deviation": "5",
            "supplementary_unit": str(rng.randrange(10, 900)),
            "supplementary_unit_qualifier": "KGM",
        },
        "is_complete_match": line % 2 == 0,
        "seller_traced_suggestions": {"origins": [], "orders": []},
        "excluded_propagation_identifiers": [],
        "assessment_status": "pending",
        "assessment_summary": {"passing": 1, "failing": 0},
        "created_at": now,
        "updated_at": now,
    }


async def seed(database_url: str, size: Size | None = None) -> Seeded:
    """The workspace, its Owner and key (the admin functions), then everything else in bulk.

    Orders go in ORDER_BATCH at a time, each batch with its items, traces, tags and statements,
    so that memory holds one batch of rows however many orders the size asks for; the counts the
    pages must report are added up batch by batch.
    """
    size = size or Size()
    rng = random.Random(SEED)
    now = datetime.now(UTC)
    db = Database(Settings(database_url=database_url))
    try:
        async with db.session() as session:
            workspace = await admin.create_workspace(
                session, "Bench Orders", type="active", country="NL", city="Amsterdam",
                nr_of_employees=250, nr_of_locations=4, default_currency="EUR",
            )  # fmt: skip
            suppliers = [
                (
                    await admin.create_workspace(
                        session,
                        f"Supplier {n:02d}",
                        type="active",
                        country=COUNTRIES[n % len(COUNTRIES)],
                        city=f"City {n:02d}",
                        nr_of_employees=40 + n,
                        nr_of_locations=1 + n % 3,
                    )  # fmt: skip
                ).id
                for n in range(SUPPLIERS)
            ]
            owner = await admin.create_user(
                session, "owner@bench.example", first_name="Olivia", last_name="Owner", job_title="Owner"
            )
            # add_member also makes the session act for the workspace (row-level security on
            # PostgreSQL), so the rows inserted below must be, and are, the workspace's.
            await admin.add_member(session, owner, workspace, Role.OWNER)
            issued = await admin.create_api_key(session, owner, name="bench owner key")
            ws = workspace.id

            tag_rows = [{"company_id": ws, "kind": "order", "name": n, "slug": _slug(n)} for n in ORDER_TAGS]
            tag_rows += [{"company_id": ws, "kind": "product", "name": n, "slug": _slug(n)} for n in PRODUCT_TAGS]
            tag_ids = await _inserted(session, Tag, tag_rows)
            order_tags, product_tags = tag_ids[: len(ORDER_TAGS)], tag_ids[len(ORDER_TAGS) :]

            statements = await _inserted(session, DueDiligenceStatement, _statement_rows(ws, now, size.statements))
            product_rows = _product_rows(ws, now)
            products = await _inserted(session, Product, product_rows)
            commodity_of = {id: row["commodity"] for id, row in zip(products, product_rows, strict=True)}
            by_commodity: dict[str, list[int]] = {}
            for id, commodity in commodity_of.items():
                by_commodity.setdefault(commodity, []).append(id)
            await session.execute(
                insert(ProductTag),
                [
                    {"company_id": ws, "product_id": p, "tag_id": t}
                    for n, p in enumerate(products)
                    for t in sorted({product_tags[n % 8], product_tags[(n * 3 + 1) % 8], product_tags[(n + 5) % 8]})
                ],
            )
            # Half the products are covered by a statement.
            covered = [
                {"company_id": ws, "statement_id": statements[n % STATEMENTS], "product_id": p}
                for n, p in enumerate(products)
                if n % 2 == 0
            ]
            await session.execute(insert(StatementProduct), covered)
            origins = await _inserted(session, Origin, _origin_rows(ws, now, size.origins))
            chains = await _inserted(session, ValueChain, _value_chain_rows(ws, suppliers, owner.id, now))

            orders: list[int] = []
            first_rows: list[dict[str, Any]] = []  # the writer workspace's orders copy these
            filtered = searched = 0  # orders each filtered page must count
            for start in range(0, size.orders, ORDER_BATCH):
                numbers = range(start, min(start + ORDER_BATCH, size.orders))
                order_rows = [_order_row(rng, ws, n, size, suppliers, chains, now) for n in numbers]
                if any(
                    SEARCH_WORD in f"{r['buyer_external_id']} {r['seller_external_id']}".lower() for r in order_rows
                ):
                    raise BenchError("an external id holds the search word: the expected count would be wrong")
                first_rows = first_rows or order_rows[:WRITER_ORDERS]
                batch = await _inserted(session, Order, order_rows)
                orders += batch

                item_rows = [
                    _item_row(rng, ws, order, n, line, by_commodity, now)
                    for order, n in zip(batch, numbers, strict=True)
                    for line in range(ITEMS_PER_ORDER)
                ]
                items = await _inserted(session, OrderItem, item_rows)
                traced_origins: list[dict[str, int]] = []
                traced_orders: list[dict[str, int]] = []
                for index, item in enumerate(items):
                    n = start + index // ITEMS_PER_ORDER
                    for origin in rng.sample(origins, rng.choice((1, 2))):
                        traced_origins.append({"company_id": ws, "item_id": item, "origin_id": origin})
                    if n >= 50 and rng.random() < 0.75:  # to an earlier order: traces never form a cycle
                        traced_orders.append(
                            {"company_id": ws, "item_id": item, "order_id": orders[rng.randrange(0, n)]}
                        )
                await session.execute(insert(TracedOrigin), traced_origins)
                if traced_orders:
                    await session.execute(insert(TracedOrder), traced_orders)
                tagged = [sorted(rng.sample(range(len(ORDER_TAGS)), 2)) for _ in batch]
                await session.execute(
                    insert(OrderTag),
                    [
                        {"company_id": ws, "order_id": o, "tag_id": order_tags[t]}
                        for o, ts in zip(batch, tagged, strict=True)
                        for t in ts
                    ],
                )
                await session.execute(
                    insert(OrderStatement),
                    [
                        {"company_id": ws, "order_id": o, "statement_id": statements[n % size.statements]}
                        for n, o in zip(numbers, batch, strict=True)
                    ],
                )
                # What each page must count, from the rows as seeded (no query of the server's kind).
                for index in range(len(batch)):
                    lines = item_rows[index * ITEMS_PER_ORDER : (index + 1) * ITEMS_PER_ORDER]
                    cocoa = any(commodity_of[row["buyer_product_id"]] == FILTER_COMMODITY for row in lines)
                    filtered += int(cocoa and any(row["unit"] == FILTER_UNIT for row in lines))
                    searched += int(any(SEARCH_WORD in ORDER_TAGS[t].lower() for t in tagged[index]))
            await session.commit()

            # The mix's other writer: a supplier workspace with orders of its own, no items.
            writer_ws = suppliers[0]
            writer = await admin.create_user(
                session, "writer@bench.example", first_name="Walter", last_name="Writer", job_title="Owner"
            )
            writer_workspace = await session.get_one(Company, writer_ws)
            await admin.add_member(session, writer, writer_workspace, Role.OWNER)
            writer_key = await admin.create_api_key(session, writer, name="bench writer key")
            writer_rows = [
                {
                    **row,
                    "company_id": writer_ws,
                    "external_id": f"WPO-{n:06d}",
                    "buyer_company_id": writer_ws,
                    "seller_company_id": suppliers[1],
                    "value_chain_id": None,
                }
                for n, row in enumerate(first_rows)
            ]
            writer_orders = await _inserted(session, Order, writer_rows)
            await session.commit()

            expected = {O1_ALL[0]: size.orders, O1_ITEMS[0]: filtered, O1_SEARCH[0]: searched}
            return Seeded(issued.key, expected, commodity_of, orders, writer_key.key, writer_orders)
    finally:
        await db.dispose()


def _slug(name: str) -> str:
    return name.lower().replace(" ", "-")


# ---------------------------------------------------------------------------------------------
# checks


def page_problems(operation: str, body: bytes, seeded: Seeded) -> list[str]:
    """What is wrong with a page of `operation` (nothing when it is a full, correct page)."""
    page = json.loads(body)
    results = page.get("results", [])
    problems = []
    if page.get("count") != seeded.expected[operation]:
        problems.append(f"count {page.get('count')} (expected {seeded.expected[operation]})")
    if len(results) != PAGE:
        problems.append(f"{len(results)} results (expected {PAGE})")
    for order in results:
        items = order.get("items", [])
        complete = len(items) == ITEMS_PER_ORDER and all(
            (i["buyer_product_detail"] or {}).get("id") == i["buyer_product"]
            and (i["seller_product_detail"] or {}).get("id") == i["seller_product"]
            and i["buyer_product_detail"]["tags"]
            and int(i["traced_origin_count"]) > 0
            for i in items
        )
        if not complete:
            problems.append(f"order {order['id']}: not {ITEMS_PER_ORDER} items with both products in full")
        if not (
            order["value_chain_detail"]
            and order["seller_company"]
            and order["tags"]
            and order["due_diligence_statements"]
        ):
            problems.append(f"order {order['id']}: its value chain, seller, tags or statements are missing")
        if operation == O1_ITEMS[0]:
            if not any(seeded.product_commodity[i["buyer_product"]] == FILTER_COMMODITY for i in items):
                problems.append(f"order {order['id']}: no {FILTER_COMMODITY} buyer product")
            if not any(i["unit"] == FILTER_UNIT for i in items):
                problems.append(f"order {order['id']}: no item in {FILTER_UNIT}")
        if operation == O1_SEARCH[0] and not any(SEARCH_WORD in tag.lower() for tag in order["tags"]):
            problems.append(f"order {order['id']}: no tag with {SEARCH_WORD!r}")
    if operation == O1_SEARCH[0]:
        keys = [(o["order_created_at"], -o["id"]) for o in results]
        if keys != sorted(keys, reverse=True):
            problems.append("not ordered by -order_created_at (then id)")
    else:
        stamps = [o["created_at"] for o in results]
        if stamps != sorted(stamps, reverse=True):
            problems.append("not ordered by -created_at")
    return problems


def check_page(port: int, key: str, operation: str, path: str, seeded: Seeded) -> int:
    """The page is full and correct; its size in bytes."""
    status, body = get(port, path, key, timeout=WRK_TIMEOUT_S)
    if status != 200:
        raise BenchError(f"{operation} answered {status}: {body[:300]!r}")
    problems = page_problems(operation, body, seeded)
    if problems:
        raise BenchError(f"{operation}: {'; '.join(problems[:10])}")
    return len(body)


# ---------------------------------------------------------------------------------------------
# in-process: round trips and where the time goes


class _Clock:
    """Wall time and count of the database's statements and of the wrapped calls, and GC pauses."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.statements = self.transactions = self.prepared = 0
        self.database = self.gc = 0.0  # seconds
        self.times: dict[str, float] = {}  # wrapped call -> seconds
        self.database_in: dict[str, float] = {}  # wrapped call -> seconds of statements within it
        self._inside: list[str] = []  # the wrapped calls under way
        self._started: list[float] = []
        self._gc_started = 0.0

    def statement_started(self, *args: Any) -> None:
        self._started.append(time.perf_counter())

    def statement_done(self, *args: Any) -> None:
        self.statements += 1
        self._took(time.perf_counter() - self._started.pop())

    def transaction(self, *args: Any) -> None:
        self.transactions += 1

    def collecting(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            self.gc += time.perf_counter() - self._gc_started

    def _took(self, seconds: float) -> None:
        self.database += seconds
        for name in self._inside:
            self.database_in[name] = self.database_in.get(name, 0.0) + seconds

    def wrap(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        clock = self

        if asyncio.iscoroutinefunction(function):

            async def timed_async(*args: Any, **kwargs: Any) -> Any:
                clock._inside.append(name)
                started = time.perf_counter()
                try:
                    return await function(*args, **kwargs)
                finally:
                    clock.times[name] = clock.times.get(name, 0.0) + time.perf_counter() - started
                    clock._inside.remove(name)

            return timed_async

        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                clock.times[name] = clock.times.get(name, 0.0) + time.perf_counter() - started

        return timed

    def wrap_prepared(self, function: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        clock = self

        async def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return await function(*args, **kwargs)
            finally:
                clock.prepared += 1
                clock._took(time.perf_counter() - started)

        return timed


@contextlib.contextmanager
def _patched(target: Any, name: str, value: Any) -> Iterator[None]:
    original = getattr(target, name)
    setattr(target, name, value)
    try:
        yield
    finally:
        setattr(target, name, original)


async def profile_pages(database_url: str, key: str, seeded: Seeded) -> list[Profile]:
    """Each page requested PROFILE_REQUESTS times in this process, one after another, timed by phase.

    The app is the server's (`create_app`, on uvloop, gc.freeze() once warm as `canopy serve`
    does), called through ASGI. The phases are timed by wrapping, in this process only, the names
    the list operation calls (the service's listed() and rendered(), the route's render()), and
    by SQLAlchemy's events and the collector's callbacks.
    """
    import httpx

    from generated.routes import orders as routes
    from handwritten.app import create_app
    from handwritten.db import prepared
    from handwritten.services.orders import service

    clock = _Clock()
    app = create_app(Settings(database_url=database_url, job_worker=False, mail_worker=False))
    engine = app.state.db.engine.sync_engine
    postgres = engine.dialect.name == "postgresql"
    database = make_url(database_url).database or ""
    listeners = [
        ("before_cursor_execute", clock.statement_started),
        ("after_cursor_execute", clock.statement_done),
        ("begin", clock.transaction),
        ("commit", clock.transaction),
        ("rollback", clock.transaction),
    ]
    for name, listener in listeners:
        event.listen(engine, name, listener)
    gc.callbacks.append(clock.collecting)
    profiles = []
    try:
        with contextlib.ExitStack() as patches:
            patches.enter_context(_patched(service, "listed", clock.wrap("service", service.listed)))
            patches.enter_context(_patched(service, "rendered", clock.wrap("service", service.rendered)))
            patches.enter_context(_patched(routes, "render", clock.wrap("encoding", routes.render)))
            fetch_prepared = prepared.PreparedQuery.fetch
            patches.enter_context(_patched(prepared.PreparedQuery, "fetch", clock.wrap_prepared(fetch_prepared)))
            async with app.router.lifespan_context(app):
                transport = httpx.ASGITransport(app=app)
                async with httpx.AsyncClient(transport=transport, base_url=f"http://{HOST}", timeout=60) as client:
                    headers = {"Authorization": f"ApiKey {key}"}
                    for operation, path in PAGES:
                        url = urlsplit(path)
                        params = parse_qsl(url.query)
                        for _ in range(5):  # warm-up: caches, prepared statements, the pool
                            response = await client.get(url.path, params=params, headers=headers)
                            if response.status_code != 200:
                                raise BenchError(
                                    f"in-process {operation}: {response.status_code} {response.text[:300]}"
                                )
                        problems = page_problems(operation, response.content, seeded)
                        if problems:
                            raise BenchError(f"in-process {operation}: {'; '.join(problems[:10])}")
                        gc.freeze()  # as `canopy serve` does once started: what lives on is not rescanned
                        clock.reset()
                        backends = database_cpu(database) if postgres else {}
                        started, started_cpu = time.perf_counter(), time.process_time()
                        for _ in range(PROFILE_REQUESTS):
                            response = await client.get(url.path, params=params, headers=headers)
                        total, cpu = time.perf_counter() - started, time.process_time() - started_cpu
                        postgres_cpu = (
                            sum(max(t - backends.get(p, 0.0), 0.0) for p, t in database_cpu(database).items())
                            if postgres
                            else None
                        )
                        ms = 1000 / PROFILE_REQUESTS
                        profile = Profile(
                            operation,
                            response_bytes=len(response.content),
                            statements=clock.statements / PROFILE_REQUESTS,
                            transactions=clock.transactions / PROFILE_REQUESTS,
                            prepared=clock.prepared / PROFILE_REQUESTS,
                            total_ms=total * ms,
                            cpu_ms=cpu * ms,
                            postgres_cpu_ms=postgres_cpu * ms if postgres_cpu is not None else None,
                            database_ms=clock.database * ms,
                            service_ms=clock.times.get("service", 0.0) * ms,
                            service_database_ms=clock.database_in.get("service", 0.0) * ms,
                            encoding_ms=clock.times.get("encoding", 0.0) * ms,
                            gc_ms=clock.gc * ms,
                        )
                        profiles.append(profile)
                        log(
                            f"in-process {operation}: {profile.total_ms:.1f} ms a request, CPU {profile.cpu_ms:.1f} ms"
                            + (f" + PostgreSQL {profile.postgres_cpu_ms:.1f} ms" if postgres else "")
                            + f"; {profile.round_trips:.0f} round trips ({profile.statements:.0f} statements, "
                            f"{profile.transactions:.0f} BEGIN/COMMIT, {profile.prepared:.0f} prepared); database "
                            f"{profile.database_ms:.1f} ms, building {profile.building_ms:.1f} ms, JSON "
                            f"{profile.encoding_ms:.1f} ms, rest {profile.rest_ms:.1f} ms; GC {profile.gc_ms:.1f} ms; "
                            f"{profile.response_bytes:,} bytes"
                        )
    finally:
        gc.callbacks.remove(clock.collecting)
        for name, listener in listeners:
            event.remove(engine, name, listener)
    return profiles


# ---------------------------------------------------------------------------------------------
# under load


def measure(kind: str, operation: str, path: str, server: Server, key: str, wrk_path: str, database_url: str) -> Result:
    """measure/load.py's load, wrk waiting WRK_TIMEOUT_S for each answer: a page that takes longer
    is reported as a timeout (an error) rather than failing the run; an answer that is not 2xx fails it."""
    return measure_load(
        kind, operation, path, server, key, wrk_path, database_url, timeout_s=WRK_TIMEOUT_S, timeouts_allowed=True
    )


# ---------------------------------------------------------------------------------------------
# the mix: O1 read while O7 writes


@dataclass
class Mix:
    read: Result  # O1 under the writes
    read_only_rps: float  # O1's requests/s alone (the same page's measure above)
    writer: str  # "other" (another workspace's orders) or "same" (the listed workspace's)
    writes: int
    failed_writes: int  # answers other than 200, and timeouts
    write_p50_ms: float
    write_p99_ms: float
    writes_per_s: float

    @property
    def share(self) -> float:
        return self.read.rps / self.read_only_rps if self.read_only_rps else 0.0


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def write_orders(
    port: int, key: str, ids: list[int], seconds: float, latencies: list[float], failed: list[int]
) -> None:
    """One client: O7 on `ids` in turn, one every WRITE_EVERY_S (at once when the last took longer)."""
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    headers = {"Authorization": f"ApiKey {key}", "Content-Type": "application/json"}
    deadline = time.monotonic() + seconds
    n = 0
    try:
        while (start := time.monotonic()) < deadline:
            body = json.dumps({"buyer_external_id": f"BUY-MIX-{n:06d}"})
            try:
                connection.request("PATCH", f"/api/purchase-orders/{ids[n % len(ids)]}/", body=body, headers=headers)
                response = connection.getresponse()
                response.read()
                if response.status != 200:
                    failed.append(response.status)
            except (OSError, http.client.HTTPException):
                failed.append(0)
                connection.close()
                connection = http.client.HTTPConnection(HOST, port, timeout=30)
            latencies.append((time.monotonic() - start) * 1000)
            n += 1
            time.sleep(max(0.0, start + WRITE_EVERY_S - time.monotonic()))
    finally:
        connection.close()


def measure_mix(kind: str, server: Server, seeded: Seeded, wrk_path: str, database_url: str, read_only: Result) -> Mix:
    """O1's first page under wrk while one client writes O7 every 50 ms, for as long as the load."""
    operation, path = O1_ALL
    if MIX_WRITER == "same":
        key, ids = seeded.key, seeded.orders[-WRITER_ORDERS:]
    else:
        key, ids = seeded.writer_key, seeded.writer_orders
    latencies: list[float] = []
    failed: list[int] = []
    seconds = WARMUP + DURATION + 2  # writing from before wrk's warm-up until after its load
    writer = threading.Thread(target=write_orders, args=(server.port, key, ids, seconds, latencies, failed))
    writer.start()
    try:
        read = measure(kind, f"{operation} + O7 every 50 ms", path, server, seeded.key, wrk_path, database_url)
    finally:
        writer.join(seconds + 60)
    mix = Mix(
        read,
        read_only.rps,
        MIX_WRITER,
        len(latencies),
        len(failed),
        _percentile(latencies, 0.5),
        _percentile(latencies, 0.99),
        len(latencies) / seconds,
    )
    log(
        f"{kind} mix ({MIX_WRITER} workspace writes): O1 {read.rps:,.1f} requests/s ({mix.share:.0%} of "
        f"{read_only.rps:,.1f} read-only); O7 {mix.writes} writes ({mix.writes_per_s:.1f}/s), {mix.failed_writes} "
        f"failed, p50 {mix.write_p50_ms:.1f} ms, p99 {mix.write_p99_ms:.1f} ms, mean "
        f"{statistics.fmean(latencies) if latencies else float('nan'):.1f} ms"
    )
    if failed:
        raise BenchError(f"{kind} mix: {len(failed)} writes failed (statuses {sorted(set(failed))})")
    return mix


# ---------------------------------------------------------------------------------------------
# one database


def bench_database(
    kind: str, wrk_path: str, workdir: Path, notes: dict[str, str]
) -> tuple[list[Result], list[Profile], dict[str, int], list[Mix]]:
    with fresh_database(kind, workdir, notes) as database_url:
        return _bench_database(kind, wrk_path, workdir, notes, database_url)


def _bench_database(
    kind: str, wrk_path: str, workdir: Path, notes: dict[str, str], database_url: str
) -> tuple[list[Result], list[Profile], dict[str, int], list[Mix]]:
    server: Server | None = None
    try:
        started = time.monotonic()
        seeded = asyncio.run(asyncio.wait_for(seed(database_url), 600))
        if kind == "postgresql":
            asyncio.run(asyncio.wait_for(analyze(database_url), 300))
            notes["PostgreSQL jit"] = asyncio.run(asyncio.wait_for(jit_note(database_url), 30))
        log(
            f"{kind}: migrated, seeded {ORDERS:,} orders and {ORDERS * ITEMS_PER_ORDER:,} items in "
            f"{time.monotonic() - started:.1f} s; pages count {seeded.expected}"
        )
        with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:  # the server's event loop
            profiles = runner.run(asyncio.wait_for(profile_pages(database_url, seeded.key, seeded), 600))

        server = Server(database_url, workdir / f"server-orders-{kind}.log")
        server.wait_ready(seeded.key)
        sizes = {operation: check_page(server.port, seeded.key, operation, path, seeded) for operation, path in PAGES}
        log(f"{kind}: server on {HOST}:{server.port} ({WORKERS} workers) lists the three pages: {sizes}")
        results = [
            measure(kind, operation, path, server, seeded.key, wrk_path, database_url) for operation, path in PAGES
        ]
        mixes = [measure_mix(kind, server, seeded, wrk_path, database_url, results[0])] if kind == "postgresql" else []
        for operation, path in PAGES:
            check_page(server.port, seeded.key, operation, path, seeded)
        # What keeping rendered orders costs the server (runtime/rendered.py bounds it).
        resident = sorted(memory(pid)[0] for pid in cpu_by_process(group=server.process.pid))
        notes[f"{kind}: server RSS after the loads"] = ", ".join(f"{rss / 2**20:.0f} MiB" for rss in resident) + (
            " (the supervisor and each worker)"
        )
        log(f"{kind}: {notes[f'{kind}: server RSS after the loads']}")
        return results, profiles, sizes, mixes
    finally:
        if server is not None:
            server.stop()


# ---------------------------------------------------------------------------------------------
# the scale run (bench/scale.py)


def _page_check(operation: str, path: str, seeded: Seeded) -> Callable[[Server, str], None]:
    """The benchmark's own check of a page (check_page) against the seed, as the scale run calls it."""

    def check(server: Server, key: str) -> None:
        check_page(server.port, key, operation, path, seeded)

    return check


def sized(database_url: str, workdir: Path, factor: int) -> Sized:
    """The workspace at `factor` times the benchmark's size in `database_url` (fresh and migrated),
    and the three O1 pages, each checked by the benchmark's own checks against that seed."""
    size = Size.times(factor)
    started = time.monotonic()
    seeded = asyncio.run(asyncio.wait_for(seed(database_url, size), SEED_TIMEOUT_S * factor))
    log(f"orders at {factor}x: seeded {size.orders:,} orders in {time.monotonic() - started:.1f} s; {seeded.expected}")
    pages = [Page(operation, path, _page_check(operation, path, seeded)) for operation, path in PAGES]
    return Sized(seeded.key, size.describe(), pages)


# ---------------------------------------------------------------------------------------------
# the report


def report(
    results: list[Result],
    profiles: dict[tuple[str, str], Profile],
    sizes: dict[tuple[str, str], int],
    rows: list[tuple[str, str]],
    failures: list[str],
    mixes: list[Mix],
) -> str:
    lines = ["| | |", "| --- | --- |"] + [f"| {name} | {value} |" for name, value in rows]
    lines += [
        "",
        "| database | operation | requests/s | p50 (ms) | p99 (ms) | requests | timeouts and socket errors "
        "| server CPU (ms/request) "
        "| busiest worker | PostgreSQL CPU (ms/request) | PostgreSQL sessions opened | other work (cores) "
        "| round trips/request | response (bytes) |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        postgres = f"{r.postgres_cpu_ms:.2f}" if r.postgres_cpu_ms is not None else "–"
        sessions = f"{r.sessions_opened:,}" if r.sessions_opened is not None else "–"
        profile = profiles.get((r.database, r.operation))
        trips = f"{profile.round_trips:.0f}" if profile else "–"
        lines.append(
            f"| {r.database} | {r.operation} `{r.path.removeprefix('/api/orders/')}` | {r.rps:,.1f} "
            f"| {r.p50_ms:.2f} | {r.p99_ms:.2f} | {r.requests:,} | {r.socket_errors} | {r.server_cpu_ms:.2f} "
            f"| {r.busiest_worker:.0%} | {postgres} | {sessions} | {r.other_cores:.2f} "
            f"| {trips} | {sizes.get((r.database, r.operation), 0):,} |"
        )
    lines += [
        "",
        f"Where a request's time goes: {PROFILE_REQUESTS} requests of each page made in the benchmark's process, "
        "one after another, to the server's app (ASGI, uvloop, gc.freeze() once warm), after 5 of warm-up. "
        "CPU: this process's (the ASGI client's included) and the database's PostgreSQL backends'. Database: "
        "every statement from sending it until its rows are decoded (the round trip and PostgreSQL's work "
        "included), wall time; building: the count, page and children's statements built and their rows made "
        "into Order models, beyond the statements' time; JSON: encoding the response; rest: authentication, "
        "BEGIN and COMMIT, FastAPI and the ASGI client. GC: the collector's pauses, within the others.",
        "",
        "| database | operation | wall (ms/request) | CPU (ms/request) | PostgreSQL CPU (ms/request) "
        "| database (ms) | building the page (ms) | JSON (ms) | rest (ms) | GC (ms) | statements "
        "| BEGIN/COMMIT | prepared (auth) | response (bytes) |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for (database, operation), p in profiles.items():
        postgres = f"{p.postgres_cpu_ms:.1f}" if p.postgres_cpu_ms is not None else "–"
        lines.append(
            f"| {database} | {operation} | {p.total_ms:.1f} | {p.cpu_ms:.1f} | {postgres} | {p.database_ms:.1f} "
            f"| {p.building_ms:.1f} | {p.encoding_ms:.1f} | {p.rest_ms:.1f} | {p.gc_ms:.1f} | {p.statements:.0f} "
            f"| {p.transactions:.0f} | {p.prepared:.0f} | {p.response_bytes:,} |"
        )
    lines.append("")
    target = f"Target (each O1 page on PostgreSQL ≥ {TARGET_RPS:,.0f} requests/s, p99 < {TARGET_P99_MS:.0f} ms)"
    measured = [r for r in results if r.database == "postgresql"]
    if not measured:
        lines.append(f"{target}: not measured.")
    for r in measured:
        met = r.rps >= TARGET_RPS and r.p99_ms < TARGET_P99_MS
        lines.append(
            f"{target}, {r.operation}: **{'met' if met else 'missed'}** ({r.rps:,.1f} requests/s, p99 {r.p99_ms:.2f} ms)."
        )
    if mixes:
        lines += [
            "",
            "The mix: O1's first page with wrk while one client sends O7 every 50 ms (writer: `other`, another "
            "workspace's orders; `same`, the listed workspace's).",
            "",
            "| database | writer | O1 requests/s | O1 read-only requests/s | share | O1 p99 (ms) "
            "| O1 server CPU (ms/request) | O7 writes | O7 writes/s | O7 failed | O7 p50 (ms) | O7 p99 (ms) |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for m in mixes:
            lines.append(
                f"| {m.read.database} | {m.writer} | {m.read.rps:,.1f} | {m.read_only_rps:,.1f} | {m.share:.0%} "
                f"| {m.read.p99_ms:.2f} | {m.read.server_cpu_ms:.2f} | {m.writes:,} | {m.writes_per_s:.1f} "
                f"| {m.failed_writes} | {m.write_p50_ms:.1f} | {m.write_p99_ms:.1f} |"
            )
        lines.append("")
        for m in mixes:
            met = m.share >= TARGET_MIX_SHARE and m.write_p99_ms < TARGET_WRITE_P99_MS
            lines.append(
                f"Target of the mix (O1 keeps ≥ {TARGET_MIX_SHARE:.0%} of its read-only requests/s, O7 p99 < "
                f"{TARGET_WRITE_P99_MS:.0f} ms), {m.read.database}, {m.writer} writer: **{'met' if met else 'missed'}** "
                f"({m.share:.0%}, p99 {m.write_p99_ms:.1f} ms)."
            )
    for failure in failures:
        lines.append(f"\nFailed: {failure}")
    return "\n".join(lines) + "\n"


def main() -> int:
    exit_on_sigterm()
    wrk_path = ensure_wrk()
    # Before anything of the benchmark's own: what else the machine was doing ("other work" in the
    # table is the same during each wrk run).
    notes: dict[str, str] = {
        "machine load when started": "{:.2f}, {:.2f}, {:.2f} (1, 5, 15 min)".format(*os.getloadavg())
    }
    results: list[Result] = []
    profiles: dict[tuple[str, str], Profile] = {}
    sizes: dict[tuple[str, str], int] = {}
    failures: list[str] = []
    mixes: list[Mix] = []
    with tempfile.TemporaryDirectory(prefix="canopy-bench-orders-") as tmp:
        for kind in DATABASES:
            try:
                measured, profiled, sized, mixed = bench_database(kind, wrk_path, Path(tmp), notes)
                results += measured
                mixes += mixed
                profiles |= {(kind, p.operation): p for p in profiled}
                sizes |= {(kind, operation): size for operation, size in sized.items()}
            except (BenchError, OSError, subprocess.TimeoutExpired, TimeoutError, asyncpg.PostgresError) as exc:
                failures.append(f"{kind}: {exc}")
                log(f"{kind}: FAILED: {exc}")
    rows = machine(wrk_path, notes)
    rows.append(
        (
            "workspace",
            f"{Size().describe()}; VACUUM (ANALYZE) after seeding (PostgreSQL)",
        )
    )
    table = report(results, profiles, sizes, rows, failures, mixes)
    print()
    print(table)
    write_results("orders", "Orders benchmark: O1, and O1 while O7 writes", "make bench-orders", table)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
