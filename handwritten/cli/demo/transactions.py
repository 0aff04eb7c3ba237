"""The demo's financial transactions: a few hundred rows of workspace a over 2024 and 2025, as an
accounts payable export would give them, added through the transactions area's own writer."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.products import Tag
from handwritten.db.session import Tenant, enter_tenant
from handwritten.db.transactions import TAG_KIND, ClassificationRule, ExchangeRate, FinancialTransactionTag
from handwritten.domain.transactions import TransactionRow
from handwritten.services.transactions.classifying import classify_all
from handwritten.services.transactions.importing import add_transactions, identities

ROWS = 360
SEED = 20240101  # the same demo every time
TAG = "demo"  # the tag of every demo transaction

# (ledger, journal, vendor, description, currency, typical amount)
SPEND = [
    ("6000 Travel", "Purchases", "KLM Royal Dutch Airlines", "Flight AMS-ACC", "EUR", 780),
    ("6000 Travel", "Purchases", "NS Reizigers", "Train tickets", "EUR", 45),
    ("6000 Travel", "Bank", "Accra City Hotel", "Hotel, supplier visit", "GHS", 1900),
    ("6100 Energy", "Purchases", "Vattenfall", "Electricity, warehouse", "EUR", 2300),
    ("6100 Energy", "Purchases", "Eneco", "Gas, office", "EUR", 640),
    ("6200 Materials", "Purchases", "Cocoa Coop Ghana", "Cocoa beans, main crop", "USD", 48_000),
    ("6200 Materials", "Purchases", "Jute Bags Ltd", "Jute bags", "GBP", 1_250),
    ("6300 Freight", "Purchases", "Maersk", "Sea freight Tema-Rotterdam", "USD", 9_800),
    ("6300 Freight", "Purchases", "DHL Express", "Samples courier", "EUR", 120),
    ("7000 Services", "Bank", "Bureau Veritas", "Deforestation audit", "EUR", 6_500),
    ("7000 Services", None, None, "Bank charges", "EUR", 25),
]
SOURCES = ["csv", "csv", "provider_1", "provider_2"]

# (field, match, pattern, category, priority): exact mappings, a fuzzy one, and two that disagree
# on Maersk's freight, so that the demo shows confident rows, rows to review and unclassified ones.
# The demo workspace's own exchange rates to the US dollar of the default emission factors: one
# unit of the currency in US dollars, for each year. Illustrative figures for the demo, not
# reference data; a workspace imports its own (import run "exchange_rate").
RATES = [
    (currency, year, rate)
    for currency, rates in {"EUR": ("1.08", "1.13"), "GBP": ("1.28", "1.32"), "GHS": ("0.069", "0.085")}.items()
    for year, rate in zip((2024, 2025), rates, strict=True)
]

RULES = [
    ("vendor_name", "exact", "KLM Royal Dutch Airlines", "air_travel", 0),
    ("vendor_name", "exact", "NS Reizigers", "rail_travel", 0),
    ("description", "regex", r"electricity|\bgas\b", "purchased_energy", 0),
    ("ledger", "exact", "6300 Freight", "freight", 0),
    ("vendor_name", "exact", "Maersk", "sea_freight", 10),
    ("vendor_name", "exact", "Bureau Veritas", "testing_and_audit", 0),
]


def demo_rows() -> list[TransactionRow]:
    generator = random.Random(SEED)
    start = datetime(2024, 1, 1, tzinfo=UTC)
    rows = []
    for _ in range(ROWS):
        ledger, journal, vendor, description, currency, typical = generator.choice(SPEND)
        date = start + timedelta(days=generator.randrange(731), hours=generator.randrange(8, 18))
        cents = int(typical * 100 * generator.uniform(0.6, 1.4))
        rows.append(
            TransactionRow(
                date=date,
                end_date=date,
                net_amount=Decimal(cents) / 100 * (-1 if generator.random() < 0.03 else 1),  # a few credit notes
                currency=currency,
                ledger=ledger,
                vendor_name=vendor,
                journal=journal,
                description=description,
                source=generator.choice(SOURCES),
            )
        )
    return rows


async def create_transactions(session: AsyncSession, workspace_id: int, user_id: int) -> int:
    """Add the demo's transactions, classification rules and exchange rates to the workspace,
    acting for it as `user_id`, and classify them (with their emissions) at once; how many
    transactions."""
    await enter_tenant(session, Tenant(workspace_id=workspace_id, user_id=user_id))
    session.add_all(
        ClassificationRule(company_id=workspace_id, field=f, match=m, pattern=p, category=c, priority=n)
        for f, m, p, c, n in RULES
    )
    session.add_all(
        ExchangeRate(company_id=workspace_id, currency=c, to_currency="USD", year=y, rate=r) for c, y, r in RATES
    )
    rows = demo_rows()
    added = await add_transactions(session, workspace_id, list(zip(rows, identities(rows), strict=True)), tags=[TAG])
    await classify_all(session)  # the job add_transactions enqueued would do the same, later
    return len(added)


async def count_transactions(session: AsyncSession, workspace_id: int) -> int:
    """How many transactions of the workspace carry the demo's tag (create_transactions' number
    until some are deleted)."""
    count = await session.scalar(
        select(func.count())
        .select_from(FinancialTransactionTag)
        .join(Tag, Tag.id == FinancialTransactionTag.tag_id)
        .where(Tag.company_id == workspace_id, Tag.kind == TAG_KIND, Tag.name == TAG)
    )
    return count or 0
