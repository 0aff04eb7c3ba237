"""`canopy transactions import`: a CSV file into a workspace, all rows or none, never twice
(decisions transaction_csv, transaction_row_identity)."""

from __future__ import annotations

import asyncio
import os
import subprocess
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, func, select, text, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.documents import Document
from handwritten.db.session import Database, Tenant
from handwritten.db.transactions import FinancialTransaction
from handwritten.domain.transactions import TransactionRow
from handwritten.services.transactions import bulk
from handwritten.services.transactions.bulk import ANALYZE_AFTER, refresh_statistics
from tests.api.conftest import Direct, Env
from tests.api.test_documents import Docs
from tests.api.test_jobs import CANOPY

GERMAN = """Datum;net_amount;currency;ledger;vendor_name;description
31.01.2025;1.234,56;EUR;6000 Reisen;KLM;Flug AMS-ACC
01.02.2025;-12,50;eur;6000 Reisen;NS;
01.02.2025;-12,50;eur;6000 Reisen;NS;
"""


def _canopy(env: Env, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    environment = {name: value for name, value in os.environ.items() if not name.startswith("CANOPY_")}
    environment.update(CANOPY_MODE="test", CANOPY_DATABASE_URL=env.settings.database_url, COLUMNS="200")
    return subprocess.run(
        [CANOPY, "transactions", "import", *args], env=environment, cwd=tmp_path, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip


def _listed(client: TestClient, env: Env) -> list[tuple[float, str, str | None, list[str], str]]:
    page = client.get("/api/transactions/", params={"ordering": "id"}, headers=env.auth("owner")).json()
    return [(t["net_amount"], t["currency"], t["description"], t["tags"], t["date"]) for t in page["results"]]


def test_a_csv_file_is_imported_once_with_its_locale(client: TestClient, env: Env, tmp_path: Path) -> None:
    file = tmp_path / "ledger.csv"
    file.write_text(GERMAN.replace("Datum", "date"), encoding="utf-8-sig")  # Excel's byte order mark
    a = str(env.workspaces["a"])
    options = ["--workspace", a, "--locale", "de", "--delimiter", ";", "--date-format", "%d.%m.%Y"]

    dry = _canopy(env, tmp_path, str(file), *options, "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert dry.stdout.strip() == "would import 3 transactions; 0 were imported already"
    assert _listed(client, env) == []

    done = _canopy(env, tmp_path, str(file), *options, "--tag", "erp", "--tag", "2025")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "imported 3 transactions; 0 were imported already"
    assert _listed(client, env) == [
        (1234.56, "EUR", "Flug AMS-ACC", ["2025", "erp"], "2025-01-31T00:00:00Z"),
        (-12.5, "EUR", None, ["2025", "erp"], "2025-02-01T00:00:00Z"),
        (-12.5, "EUR", None, ["2025", "erp"], "2025-02-01T00:00:00Z"),  # the same fare twice: both kept
    ]
    again = _canopy(env, tmp_path, str(file), *options)
    assert again.stdout.strip() == "imported 0 transactions; 3 were imported already"
    assert len(_listed(client, env)) == 3
    # The import run importer knows these rows too (one identity for both ways in).
    assert client.get("/api/transactions/", headers=env.auth("other_owner")).json()["count"] == 0


def test_a_file_with_a_bad_row_imports_nothing_and_lists_its_problems(
    client: TestClient, env: Env, tmp_path: Path
) -> None:
    file = tmp_path / "bad.csv"
    file.write_text(
        "date,net_amount,currency,ledger\n2025-01-01,10,EUR,6000\n2025-02-30,1.2.3,EUX,\n", encoding="utf-8"
    )
    refused = _canopy(env, tmp_path, str(file), "--workspace", str(env.workspaces["a"]))
    assert refused.returncode == 1
    assert "1 of 2 rows are invalid; nothing was imported" in refused.stderr
    for column, message in [
        ("net_amount", "'1.2.3' is not a valid decimal number"),
        ("date", "Enter a valid date or date-time (ISO 8601)."),
        ("currency", '"EUX" is not an ISO 4217 currency code.'),
        ("ledger", "This field is required."),
    ]:
        assert any("3 " in line and column in line and message in line for line in refused.stderr.splitlines()), (
            column,
            refused.stderr,
        )
    assert _listed(client, env) == []
    header = tmp_path / "header.csv"
    header.write_text("when,amount\n", encoding="utf-8")
    wrong = _canopy(env, tmp_path, str(header), "--workspace", str(env.workspaces["a"]))
    assert wrong.returncode == 1 and "The header must name columns among date" in wrong.stderr
    nowhere = _canopy(env, tmp_path, str(file.with_name("ok.csv")), "--workspace", "999999")
    assert nowhere.returncode == 2
    # Every row wrong: refused and listed as well, not "imported 0".
    all_wrong = tmp_path / "all_wrong.csv"
    all_wrong.write_text("date,net_amount,currency,ledger\n2025-01-01,x,EUR,6000\n", encoding="utf-8")
    refused = _canopy(env, tmp_path, str(all_wrong), "--workspace", str(env.workspaces["a"]), "--tag", "erp")
    assert refused.returncode == 1 and "1 of 1 rows are invalid; nothing was imported" in refused.stderr
    # A tag that makes no tag is refused before the file is read, with its reason.
    untaggable = _canopy(env, tmp_path, str(file), "--workspace", str(env.workspaces["a"]), "--tag", "[#]")
    assert untaggable.returncode == 2, untaggable.stderr
    assert "--tag '[#]': A tag needs at least one letter or digit." in untaggable.stderr
    assert "Traceback" not in untaggable.stderr
    assert _listed(client, env) == []
    tags = client.get("/api/transactions/", params={"tags": "erp"}, headers=env.auth("owner")).json()
    assert tags["count"] == 0


def test_an_import_run_refuses_a_document_larger_than_a_bulk_body(env: Env, direct: Direct) -> None:
    """A run holds its rows in memory: its document is bounded as the largest request body is; the
    command, which streams, takes any size (decision transaction_csv)."""
    content = GERMAN.replace("Datum", "date").encode("utf-8")
    settings = env.settings.model_copy(update={"max_bulk_body_bytes": len(content) - 1})
    with TestClient(create_app(settings)) as client:
        document = Docs(client, env).uploaded(content, name="ledger.csv")
        body = {
            "document_id": document["id"],
            "model_identifier": "financial_transaction",
            "results": {"csv": {"delimiter": ";", "locale": "de", "date_format": "%d.%m.%Y"}},
            "dry_run": True,
        }
        refused = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner"))
        assert (refused.status_code, refused.json()) == (
            400,
            {
                "results": [
                    f"The run's document is {len(content)} bytes; an import run reads at most {len(content) - 1} "
                    "bytes of CSV. Import a larger file with `canopy transactions import`, which streams it."
                ]
            },
        )
        runs = client.get("/api/data-import-runs/", headers=env.auth("owner")).json()
        assert runs["count"] == 0  # nothing recorded

        # The bytes read decide, whatever the recorded size says.
        async def understate(session: AsyncSession) -> None:
            await session.execute(update(Document).where(Document.id == document["id"]).values(file_size=1))

        direct.run(understate)
        read_past = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner"))
        assert (read_past.status_code, read_past.json()["results"][0]) == (
            400,
            f"The run's document is more than {len(content) - 1} bytes; an import run reads at most "
            f"{len(content) - 1} bytes of CSV. Import a larger file with `canopy transactions import`, which streams it.",
        )
    settings = env.settings.model_copy(update={"max_bulk_body_bytes": len(content)})
    with TestClient(create_app(settings)) as client:
        assert client.post("/api/data-import-runs/", json=body, headers=env.auth("owner")).status_code == 201


def test_an_import_run_reads_an_uploaded_csv_document(client: TestClient, env: Env) -> None:
    """The ingestion flow's upload, then an import run naming the document (D8, {"csv": {...}})."""
    document = Docs(client, env).uploaded(GERMAN.replace("Datum", "date").encode("utf-8"), name="ledger.csv")
    body = {
        "document_id": document["id"],
        "model_identifier": "financial_transaction",
        "results": {"csv": {"delimiter": ";", "locale": "de", "date_format": "%d.%m.%Y"}},
        "tags": ["upload"],
        "dry_run": False,
    }
    run = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner"))
    assert run.status_code == 201, run.text
    report = run.json()["results"]["report"]
    assert report["counts"] == {"created": 3, "skipped": 0, "invalid": 0}
    assert [row["row"] for row in report["rows"]] == [2, 3, 4]  # the file's lines
    assert [t[:2] for t in _listed(client, env)] == [(1234.56, "EUR"), (-12.5, "EUR"), (-12.5, "EUR")]

    # The same file again, by either way in: nothing new.
    again = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner")).json()
    assert again["results"]["report"]["counts"] == {"created": 0, "skipped": 3, "invalid": 0}

    bad = Docs(client, env).uploaded(b"date,net_amount,currency,ledger\n2025-01-01,x,EUR,6000\n", name="bad.csv")
    refused = client.post(
        "/api/data-import-runs/",
        json={**body, "document_id": bad["id"], "results": {"csv": {}}},
        headers=env.auth("owner"),
    )
    assert (refused.status_code, refused.json()) == (
        400, {"results": {"rows": {"2": ["net_amount: 'x' is not a valid decimal number"]}}},
    )  # fmt: skip
    # Lines end as in the command's reading of a file: a line separator inside a field is text.
    separated = Docs(client, env).uploaded(
        "date,net_amount,currency,ledger,description\n2025-01-01,10,EUR,6000,Taxi\u2028airport\n".encode(),
        name="separated.csv",
    )
    run_separated = client.post(
        "/api/data-import-runs/",
        json={**body, "document_id": separated["id"], "results": {"csv": {}}},
        headers=env.auth("owner"),
    )
    assert run_separated.status_code == 201, run_separated.text
    assert run_separated.json()["results"]["report"]["counts"] == {"created": 1, "skipped": 0, "invalid": 0}
    assert _listed(client, env)[-1][2] == "Taxi\u2028airport"
    pending = Docs(client, env).create()
    no_file = client.post(
        "/api/data-import-runs/", json={**body, "document_id": pending["id"]}, headers=env.auth("owner")
    )
    assert no_file.status_code == 400 and "no uploaded file" in no_file.json()["results"][0]


def test_a_large_import_brings_the_planners_statistics_up_to_date(env: Env) -> None:
    """The CLI's last step after a committed import: ANALYZE once the import is large, as the
    database's owner (the workspace role may not), so the enqueued classification is planned well."""
    analyzed = text(
        "SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat1'"  # ANALYZE makes it
        if env.backend == "sqlite"
        else "SELECT reltuples = (SELECT count(*) FROM financial_transactions)"
        " FROM pg_class WHERE relname = 'financial_transactions'"
    )

    async def refresh(session: AsyncSession) -> tuple[list[str], list[str], object]:
        statements: list[str] = []
        event.listen(session.get_bind(), "before_cursor_execute", lambda *args: statements.append(args[2]))
        await refresh_statistics(session, ANALYZE_AFTER - 1)
        small = list(statements)
        await refresh_statistics(session, ANALYZE_AFTER)
        large = statements[len(small) :]
        return small, large, await session.scalar(analyzed)

    small, large, after = Direct(env.settings).run(refresh)
    assert small == []  # a small import leaves the statistics to autovacuum
    assert large == ["ANALYZE financial_transactions"]
    assert after  # SQLite's statistics table made; PostgreSQL's estimate now the exact count


def _row(day: int, amount: str, ledger: str = "6000 Travel") -> TransactionRow:
    date = datetime(2025, 3, day, tzinfo=UTC)
    return TransactionRow(date, date, Decimal(amount), "EUR", ledger, None, None, None, "csv")


def test_batches_number_repeats_across_them_keep_the_file_order_and_skip_what_is_there(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The import inserts batch by batch while it reads the next (bulk.py): a row repeated in a
    later batch is still its n-th repeat, ids follow the file, and a refused file is read to the end."""
    monkeypatch.setattr(bulk, "BATCH", 2)
    fare, hotel = _row(1, "12.50"), _row(2, "99.00", "6100 Hotels")
    first = [fare, hotel, _row(3, "5.00"), fare, hotel, fare]  # the fare in batches 1, 2 and 3
    db = Database(env.settings)

    async def run(rows: Iterable[TransactionRow], proceed: Callable[[], bool] = lambda: True) -> Any:
        async with db.session(Tenant(workspace_id=env.workspaces["a"], user_id=0)) as session:
            imported = await bulk.import_rows(session, env.workspaces["a"], rows, tags=["batch"], proceed=proceed)
            if imported is None:
                await session.rollback()
                return None
            found = (
                await session.execute(
                    select(FinancialTransaction.net_amount, FinancialTransaction.row_identity).order_by(
                        FinancialTransaction.id
                    )
                )
            ).all()
            await session.commit()
            return imported, [(f"{amount:.2f}", identity) for amount, identity in found]

    refusing = iter([_row(5, "2.00")] * 5)

    async def scenario() -> tuple[Any, Any, Any, list[int]]:
        try:
            done = await run(first)
            again = await run([*first, fare, _row(4, "1.00")])  # one more fare: its 4th occurrence
            seen: list[int] = []
            refused = await run(refusing, proceed=lambda: not seen.append(1) and len(seen) < 2)
            async with db.session(Tenant(workspace_id=env.workspaces["a"], user_id=0)) as session:
                seen.append(await session.scalar(select(func.count()).select_from(FinancialTransaction)) or 0)
            return done, again, refused, seen
        finally:
            await db.dispose()

    (created, rows), (more, after), refused, asked = asyncio.run(scenario())
    assert (created.created, created.skipped) == (6, 0)
    base = fare.identity()
    assert rows == [
        ("12.50", base), ("99.00", hotel.identity()), ("5.00", _row(3, "5.00").identity()),
        ("12.50", f"{base}:1"), ("99.00", f"{hotel.identity()}:1"), ("12.50", f"{base}:2"),
    ]  # fmt: skip
    assert (more.created, more.skipped) == (2, 6)
    assert after[6:] == [("12.50", f"{base}:3"), ("1.00", _row(4, "1.00").identity())]
    # Refused after its first batch (asked twice), and nothing of it kept: still the 8 rows.
    assert refused is None and asked == [1, 1, 8]
    assert next(refusing, None) is None  # read to its end all the same, for the report of every row
