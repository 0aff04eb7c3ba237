"""A1's figures of the workspace's transactions (nr_of_transactions, min_transaction_date,
max_transaction_date) are what its transactions are, counted here: kept by every import, by the
command and by import runs, and by a deletion (figures.removed: no operation deletes transactions
yet, so the test deletes them as one would), and computed by migration 0027 for the rows before it
(decision workspace_transaction_figures)."""

from __future__ import annotations

import asyncio
import functools
import json
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from alembic import command
from alembic.script import ScriptDirectory
from sqlalchemy import delete, func, insert, select, text, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.migrate import alembic_config
from handwritten.db.models import Company
from handwritten.db.session import Database, Tenant
from handwritten.db.transactions import FinancialTransaction
from handwritten.domain.transactions import TransactionRow
from handwritten.services.transactions import bulk, figures
from tests.api.conftest import Api, Direct, Env, execute
from tests.api.test_documents import Docs
from tests.api.test_transactions_import import GERMAN, _canopy

T = FinancialTransaction
RUNS = "/api/data-import-runs/"
Figures = tuple[int, str, str]


def shown(api: Api, who: str = "owner") -> Figures:
    """A1's figures for the workspace `who` acts in."""
    company = api.me(who)["company"]
    return company["nr_of_transactions"], company["min_transaction_date"], company["max_transaction_date"]


def counted(direct: Direct, workspace: int) -> Figures:
    """The same figures counted from the workspace's transactions: their number, and the UTC days
    of the earliest and latest dates ("" without any)."""

    async def work(session: AsyncSession) -> tuple[int, datetime | None, datetime | None]:
        found = (
            await session.execute(
                select(func.count(), func.min(T.date), func.max(T.date)).where(T.company_id == workspace)
            )
        ).one()
        return found[0], found[1], found[2]

    def day(moment: datetime | None) -> str:
        return moment.astimezone(UTC).date().isoformat() if moment is not None else ""

    number, first, last = direct.run(work)
    return number, day(first), day(last)


def _run(client: TestClient, env: Env, results: Any, dry_run: bool, document_id: int | None = None) -> Any:
    if document_id is None:
        document = client.post(
            "/api/documents/", json={"name": "ledger", "content_type": "formula"}, headers=env.auth("owner")
        )
        document_id = document.json()["id"]
    body = {"document_id": document_id, "model_identifier": "financial_transaction", "results": results}
    return client.post(RUNS, json={**body, "dry_run": dry_run}, headers=env.auth("owner"))


def test_a1_shows_the_workspaces_transactions_through_imports_and_deletions(
    client: TestClient, env: Env, api: Api, direct: Direct, tmp_path: Any
) -> None:
    a, b = env.workspaces["a"], env.workspaces["b"]
    assert shown(api) == counted(direct, a) == (0, "", "")

    # The command: a dry run changes nothing, the import counts its rows.
    file = tmp_path / "ledger.csv"
    file.write_text(GERMAN.replace("Datum", "date"), encoding="utf-8")
    options = [str(file), "--workspace", str(a), "--locale", "de", "--delimiter", ";", "--date-format", "%d.%m.%Y"]
    assert _canopy(env, tmp_path, *options, "--dry-run").returncode == 0
    assert shown(api) == (0, "", "")
    done = _canopy(env, tmp_path, *options)
    assert done.returncode == 0, done.stderr
    assert shown(api) == counted(direct, a) == (3, "2025-01-31", "2025-02-01")
    assert _canopy(env, tmp_path, *options).returncode == 0  # all imported already
    assert shown(api) == counted(direct, a)

    # An import run of rows: a day is the UTC one (23:30 at -02:00 is the next day in UTC).
    rows = [
        {"date": "2024-12-31T23:30:00-02:00", "net_amount": 5, "currency": "EUR", "ledger": "6000"},
        {"date": "2026-03-01", "net_amount": 7, "currency": "EUR", "ledger": "6000"},
        {"date": "2026-03-01", "net_amount": 7, "currency": "EUR", "ledger": "6000"},
    ]
    assert _run(client, env, {"rows": rows}, dry_run=True).status_code == 201
    assert shown(api) == (3, "2025-01-31", "2025-02-01")
    assert _run(client, env, {"rows": rows}, dry_run=False).status_code == 201
    assert shown(api) == counted(direct, a) == (6, "2025-01-01", "2026-03-01")
    refused = _run(client, env, {"rows": [*rows, {"date": "2020-01-01"}]}, dry_run=False)
    assert refused.status_code == 400
    assert shown(api) == counted(direct, a)

    # An import run of an uploaded CSV document (streamed), dry and real.
    csv = b"date,net_amount,currency,ledger\n2023-05-04,1,EUR,6000\n2025-06-01,2,EUR,6000\n2025-06-01,2,EUR,6000\n"
    document = Docs(client, env).uploaded(csv, name="more.csv")
    assert _run(client, env, {"csv": {}}, dry_run=True, document_id=document["id"]).status_code == 201
    assert shown(api) == (6, "2025-01-01", "2026-03-01")
    real = _run(client, env, {"csv": {}}, dry_run=False, document_id=document["id"])
    assert real.status_code == 201, real.text
    assert shown(api) == counted(direct, a) == (9, "2023-05-04", "2026-03-01")
    assert _run(client, env, {"csv": {}}, dry_run=False, document_id=document["id"]).status_code == 201
    assert shown(api) == counted(direct, a) == (9, "2023-05-04", "2026-03-01")
    assert shown(api, "other_owner") == counted(direct, b) == (0, "", "")

    # Deletions: the earliest row, then the latest two (the figures recomputed from the index),
    # then one in between, then all.
    def deleted(chosen: Any) -> None:
        async def work(session: AsyncSession) -> None:
            ids = list(await session.scalars(chosen))
            await session.execute(delete(T).where(T.id.in_(ids)))
            await figures.removed(session, a, len(ids))

        async def go() -> None:
            db = Database(env.settings)
            try:
                async with db.session(Tenant(workspace_id=a, user_id=0)) as session:
                    await work(session)
                    await session.commit()
            finally:
                await db.dispose()

        asyncio.run(go())

    deleted(select(T.id).order_by(T.date).limit(1))
    assert shown(api) == counted(direct, a) == (8, "2025-01-01", "2026-03-01")
    deleted(select(T.id).order_by(T.date.desc()).limit(2))
    assert shown(api) == counted(direct, a) == (6, "2025-01-01", "2025-06-01")
    deleted(select(T.id).where(T.date == datetime(2025, 1, 31, tzinfo=UTC)))
    assert shown(api) == counted(direct, a) == (5, "2025-01-01", "2025-06-01")
    deleted(select(T.id))
    assert shown(api) == counted(direct, a) == (0, "", "")


def _row(day: int, amount: int) -> TransactionRow:
    date = datetime(2025, 4, day, tzinfo=UTC)
    return TransactionRow(date, date, Decimal(amount), "EUR", "6000", None, None, None, "csv")


def test_imports_at_once_into_one_workspace_lose_no_count(env: Env, api: Api, direct: Direct) -> None:
    """Each import adds its rows to the figures in its own transaction (an UPDATE adding to what
    is there, never a value read before): imports started together all count."""
    a = env.workspaces["a"]

    async def one(db: Database, rows: list[TransactionRow]) -> None:
        async with db.session(Tenant(workspace_id=a, user_id=0)) as session:
            await bulk.import_rows(session, a, rows, tags=[])
            await session.commit()

    async def together() -> None:
        db = Database(env.settings)
        try:
            batches = [[_row(day, amount) for amount in range(1, 40)] for day in (3, 1, 9, 2)]
            await asyncio.gather(*(one(db, rows) for rows in batches))
        finally:
            await db.dispose()

    asyncio.run(together())
    assert shown(api) == counted(direct, a) == (4 * 39, "2025-04-01", "2025-04-09")


def test_migration_0027_recomputes_the_figures_and_splits_the_runs_results(
    client: TestClient, env: Env, api: Api, direct: Direct
) -> None:
    """Before it the figures were never kept, and a run's results held what was sent and the
    importer's report together: the migration counts every workspace's transactions and moves the
    report to import_report; its downgrade puts the report back in the results."""
    a, b = env.workspaces["a"], env.workspaces["b"]
    sent = {"identifiers": ["orders.order:po-9"], "note": "kept"}
    document = client.post("/api/documents/", json={"name": "x", "content_type": "formula"}, headers=env.auth("owner"))
    body = {"document_id": document.json()["id"], "model_identifier": "document_identifier", "results": sent}
    created = client.post(RUNS, json=body, headers=env.auth("owner")).json()
    report = created["import_report"]
    assert report["counts"] == {"would_create": 1, "skipped": 0, "invalid": 0}

    run = functools.partial(execute, env.settings.database_url)

    def at(moment: str) -> datetime:
        return datetime.fromisoformat(moment).replace(tzinfo=UTC)

    fields = {"end_date": at("2025-01-01"), "currency": "EUR", "source": "csv", "ledger": "6000"}
    asyncio.run(
        run(
            insert(T),
            [
                {**fields, "company_id": a, "date": at("2024-02-29T23:59:59"), "net_amount": Decimal(1)},
                {**fields, "company_id": a, "date": at("2025-07-01T00:00:00"), "net_amount": Decimal(2)},
                {**fields, "company_id": a, "date": at("2025-03-01T12:00:00"), "net_amount": Decimal(3)},
                {**fields, "company_id": b, "date": at("2023-01-01T00:00:00"), "net_amount": Decimal(4)},
            ],
        )
    )  # written around the figures, as rows before the migration were
    config = alembic_config(env.settings.database_url)
    before = ScriptDirectory.from_config(config).get_revision("0027").down_revision
    assert isinstance(before, str)
    command.downgrade(config, before)
    (stored,) = asyncio.run(run(text("SELECT results FROM data_import_runs")))
    assert (json.loads(stored[0]) if isinstance(stored[0], str) else stored[0]) == {"data": sent, "report": report}
    asyncio.run(run(update(Company).where(Company.id == a).values(nr_of_transactions=42)))  # a stale figure

    command.upgrade(config, "head")
    assert shown(api) == counted(direct, a) == (3, "2024-02-29", "2025-07-01")
    assert shown(api, "other_owner") == counted(direct, b) == (1, "2023-01-01", "2023-01-01")
    (listed,) = api.get("owner", RUNS)["results"]
    assert (listed["id"], listed["results"], listed["import_report"]) == (created["id"], sent, report)
