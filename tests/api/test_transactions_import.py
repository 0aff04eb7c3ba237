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
from sqlalchemy import event, func, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.session import Database, Tenant
from handwritten.db.transactions import FinancialTransaction
from handwritten.domain.transactions import TransactionRow
from handwritten.services.transactions import bulk, importing
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


def test_an_import_run_streams_a_csv_document_of_many_batches(
    client: TestClient, env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A document of more rows than a batch holds is imported as the command imports a file: its
    report counts the rows and lists only the invalid ones, by line (decisions transaction_csv,
    import_run_results). Batches and the listed rows are made small: each uploaded document is
    also indexed for the knowledge base, which takes seconds for a few hundred kilobytes."""
    monkeypatch.setattr(bulk, "BATCH", 40)
    monkeypatch.setattr(importing, "LISTED", 12)
    rows = bulk.BATCH * 2 + 7  # three batches, the last partial
    lines = ["date,net_amount,currency,ledger,vendor_name"]
    lines += [f"2025-01-01,{n}.25,EUR,6000 Travel,Vendor {n}" for n in range(rows)]
    document = Docs(client, env).uploaded(("\n".join(lines) + "\n").encode(), name="many.csv")
    body = {
        "document_id": document["id"],
        "model_identifier": "financial_transaction",
        "results": {"csv": {}},
        "tags": ["bulk"],
        "dry_run": True,
    }
    dry = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner"))
    assert dry.status_code == 201, dry.text
    assert dry.json()["import_report"] == {
        "dry_run": True, "counts": {"would_create": rows, "skipped": 0, "invalid": 0}, "rows": [],
    }  # fmt: skip
    assert client.get("/api/transactions/", headers=env.auth("owner")).json()["count"] == 0  # rolled back

    run = client.post("/api/data-import-runs/", json={**body, "dry_run": False}, headers=env.auth("owner"))
    assert run.status_code == 201, run.text
    assert run.json()["import_report"]["counts"] == {"created": rows, "skipped": 0, "invalid": 0}

    async def imported(session: AsyncSession) -> tuple[int, set[int | None], Decimal]:
        found = (await session.execute(select(func.count(), func.sum(FinancialTransaction.net_amount)))).one()
        runs = set(await session.scalars(select(FinancialTransaction.import_run_id).distinct()))
        return found[0], runs, found[1]

    assert direct.run(imported) == (rows, {run.json()["id"]}, sum(Decimal(f"{n}.25") for n in range(rows)))
    tagged = client.get("/api/transactions/", params={"tags": "bulk", "limit": 1}, headers=env.auth("owner"))
    assert tagged.json()["count"] == rows

    # Again, with a wrong row in the second batch and one in the third: the dry run counts all of
    # it, the real run is refused naming both lines, and nothing is written either way.
    lines[bulk.BATCH + 10] = "2025-01-01,x,EUR,6000 Travel,Wrong"
    lines[-1] = "2025-13-01,1,EUR,6000 Travel,Wrong"
    lines.append("2025-01-02,1,EUR,6000 Travel,New")
    wrong = Docs(client, env).uploaded(("\n".join(lines) + "\n").encode(), name="wrong.csv")
    body = {**body, "document_id": wrong["id"]}
    report = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner")).json()["import_report"]
    assert report["counts"] == {"would_create": 1, "skipped": rows - 2, "invalid": 2}
    assert [(row["row"], row["status"]) for row in report["rows"]] == [
        (bulk.BATCH + 11, "invalid"),
        (len(lines) - 1, "invalid"),
    ]  # fmt: skip  (a line's number counts the header)
    refused = client.post("/api/data-import-runs/", json={**body, "dry_run": False}, headers=env.auth("owner"))
    assert refused.status_code == 400
    assert list(refused.json()["results"]["rows"]) == [str(bulk.BATCH + 11), str(len(lines) - 1)]
    assert direct.run(imported)[0] == rows

    # A file wrong throughout lists its first problems (importers.base.LISTED), and counts them all.
    many = ["date,net_amount,currency,ledger"] + ["2025-01-01,x,EUR,6000"] * (importing.LISTED + 5)
    wrong_throughout = Docs(client, env).uploaded(("\n".join(many) + "\n").encode(), name="wrong_throughout.csv")
    body = {**body, "document_id": wrong_throughout["id"]}
    report = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner")).json()["import_report"]
    assert report["counts"] == {"would_create": 0, "skipped": 0, "invalid": importing.LISTED + 5}
    assert [row["row"] for row in report["rows"]] == list(range(2, importing.LISTED + 2))

    not_text = Docs(client, env).uploaded(b"date,net_amount,currency,ledger\n2025-01-01,1,EUR,\xff\n", name="bin.csv")
    refused = client.post(
        "/api/data-import-runs/", json={**body, "document_id": not_text["id"]}, headers=env.auth("owner")
    )
    assert (refused.status_code, refused.json()) == (
        400, {"results": ["The run's document is not UTF-8 text: byte 0xff at offset 49 (line 2): invalid start byte."]},
    )  # fmt: skip


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
    report = run.json()["import_report"]
    assert report == {"dry_run": False, "counts": {"created": 3, "skipped": 0, "invalid": 0}, "rows": []}
    assert run.json()["results"] == body["results"]  # as sent (decision import_run_results)
    assert [t[:2] for t in _listed(client, env)] == [(1234.56, "EUR"), (-12.5, "EUR"), (-12.5, "EUR")]

    # The same file again, by either way in: nothing new.
    again = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner")).json()
    assert again["import_report"]["counts"] == {"created": 0, "skipped": 3, "invalid": 0}

    bad = Docs(client, env).uploaded(b"date,net_amount,currency,ledger\n2025-01-01,x,EUR,6000\n", name="bad.csv")
    refused = client.post(
        "/api/data-import-runs/",
        json={**body, "document_id": bad["id"], "results": {"csv": {}}},
        headers=env.auth("owner"),
    )
    assert (refused.status_code, refused.json()) == (
        400, {"results": {"rows": {"2": ["net_amount: 'x' is not a valid decimal number"]}}},
    )  # fmt: skip
    wrong_header = Docs(client, env).uploaded(b"when,amount\n2025-01-01,1\n", name="header.csv")
    refused = client.post(
        "/api/data-import-runs/",
        json={**body, "document_id": wrong_header["id"], "results": {"csv": {}}},
        headers=env.auth("owner"),
    )
    assert refused.status_code == 400 and "The header must name columns among date" in refused.json()["results"][0]
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
    assert run_separated.json()["import_report"]["counts"] == {"created": 1, "skipped": 0, "invalid": 0}
    assert _listed(client, env)[-1][2] == "Taxi\u2028airport"
    pending = Docs(client, env).create()
    no_file = client.post(
        "/api/data-import-runs/", json={**body, "document_id": pending["id"]}, headers=env.auth("owner")
    )
    assert no_file.status_code == 400 and "no uploaded file" in no_file.json()["results"][0]


def test_a_large_import_brings_the_planners_statistics_up_to_date(env: Env) -> None:
    """A large import's last step, in its transaction: ANALYZE, so that the classification it
    enqueued is planned well; on PostgreSQL through the owner's function, as the workspace's role
    (row-level security) may not analyze the table itself (migration 0022)."""
    analyzed = text(
        "SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat1'"  # ANALYZE makes it
        if env.backend == "sqlite"
        else "SELECT reltuples = (SELECT count(*) FROM financial_transactions)"
        " FROM pg_class WHERE relname = 'financial_transactions'"
    )

    async def refresh() -> tuple[list[str], list[str], object]:
        db = Database(env.settings)
        try:
            async with db.session(Tenant(workspace_id=env.workspaces["a"], user_id=0)) as session:
                statements: list[str] = []
                event.listen(session.get_bind(), "before_cursor_execute", lambda *args: statements.append(args[2]))
                await session.connection()  # acting for the workspace
                statements.clear()
                await refresh_statistics(session, ANALYZE_AFTER - 1)
                small = list(statements)
                await refresh_statistics(session, ANALYZE_AFTER)
                large = statements[len(small) :]
                return small, large, await session.scalar(analyzed)
        finally:
            await db.dispose()

    small, large, after = asyncio.run(refresh())
    assert small == []  # a small import leaves the statistics to autovacuum
    assert large == (
        ["ANALYZE financial_transactions"] if env.backend == "sqlite" else [f"SELECT {bulk.ANALYZE_FUNCTION}()"]
    )
    assert after  # SQLite's statistics table made; PostgreSQL's estimate now the exact count


def _row(day: int, amount: str, ledger: str = "6000 Travel") -> TransactionRow:
    date = datetime(2025, 3, day, tzinfo=UTC)
    return TransactionRow(date, date, Decimal(amount), "EUR", ledger, None, None, None, "csv")


class _AlwaysMaybe:
    """A Bloom filter wrong about every row: each one taken for a possible repeat."""

    def __init__(self, *args: object) -> None:
        pass

    def __contains__(self, item: object) -> bool:
        return True

    def add(self, item: object) -> None:
        pass


@pytest.mark.parametrize("wrong_filter", [False, True], ids=["filter", "filter-always-maybe"])
def test_batches_number_repeats_across_them_keep_the_file_order_and_skip_what_is_there(
    env: Env, monkeypatch: pytest.MonkeyPatch, wrong_filter: bool
) -> None:
    """The import inserts batch by batch while it reads the next (bulk.py): a row repeated in a
    later batch is still its n-th repeat, ids follow the file, and a refused file is read to the end.
    Its Bloom filter's false "maybe" costs a look-up, never a wrong number: a filter saying "maybe"
    to every row numbers them the same."""
    monkeypatch.setattr(bulk, "BATCH", 2)
    if wrong_filter:
        monkeypatch.setattr(bulk, "Bloom", _AlwaysMaybe)
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
                    select(
                        FinancialTransaction.net_amount,
                        FinancialTransaction.row_identity,
                        FinancialTransaction.row_repeat,
                    ).order_by(FinancialTransaction.id)
                )
            ).all()
            await session.commit()
            return imported, [(f"{amount:.2f}", identity, repeat) for amount, identity, repeat in found]

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
        ("12.50", base, 0), ("99.00", hotel.identity(), 0), ("5.00", _row(3, "5.00").identity(), 0),
        ("12.50", base, 1), ("99.00", hotel.identity(), 1), ("12.50", base, 2),
    ]  # fmt: skip
    assert (more.created, more.skipped) == (2, 6)
    assert after[6:] == [("12.50", base, 3), ("1.00", _row(4, "1.00").identity(), 0)]
    # Refused after its first batch (asked twice), and nothing of it kept: still the 8 rows.
    assert refused is None and asked == [1, 1, 8]
    assert next(refusing, None) is None  # read to its end all the same, for the report of every row


# -- text PostgreSQL cannot keep, and files that are not text ---------------------------------------

NUL = "Null characters are not allowed."
EVERY_COLUMN = "date,end_date,net_amount,currency,ledger,vendor_name,journal,description,source"
A_ROW = "2025-01-01,2025-01-02,10,EUR,6000 Travel,Vendor,Purchases,Taxi,csv"


def _with_nul_in_each_column() -> tuple[bytes, list[tuple[int, str]]]:
    """A file of a good row, then one row per column holding a NUL in that column's value; the
    (line, column) of each NUL."""
    columns = EVERY_COLUMN.split(",")
    lines, where = [EVERY_COLUMN, A_ROW], []
    for index, column in enumerate(columns):
        values = A_ROW.split(",")
        values[index] = values[index][:2] + "\x00" + values[index][2:]
        lines.append(",".join(values))
        where.append((len(lines), column))
    return ("\n".join(lines) + "\n").encode(), where


def _error_lines(stderr: str) -> list[str]:
    """The command's error lines (the progress bar's last state is printed before them)."""
    return [line for line in stderr.splitlines() if line.startswith("error:")]


def _problem_rows(stderr: str) -> list[list[str]]:
    """The rows of the command's table of problems: [line, column, problem] (its heading is drawn with ┃)."""
    return [[cell.strip() for cell in line.split("│")[1:-1]] for line in stderr.splitlines() if line.count("│") == 4]


def test_a_nul_in_any_csv_field_is_a_problem_at_its_line_and_column(
    client: TestClient, env: Env, tmp_path: Path
) -> None:
    """PostgreSQL's text cannot hold a NUL character (SQLite's can): a CSV field holding one is
    refused at its line and column as any bad value is, by the command and by an import run, the
    same on both databases, never a 500 or a traceback (decisions unstorable_values, transaction_csv)."""
    content, where = _with_nul_in_each_column()
    file = tmp_path / "nul.csv"
    file.write_bytes(content)
    refused = _canopy(env, tmp_path, str(file), "--workspace", str(env.workspaces["a"]))
    assert refused.returncode == 1 and "Traceback" not in refused.stderr, refused.stderr
    assert f"{len(where)} of {len(where) + 1} rows are invalid; nothing was imported" in refused.stderr
    assert _problem_rows(refused.stderr) == [[str(line), column, NUL] for line, column in where]
    assert _listed(client, env) == []

    document = Docs(client, env).uploaded(content, name="nul.csv")
    body = {"document_id": document["id"], "model_identifier": "financial_transaction", "results": {"csv": {}}}
    dry = client.post("/api/data-import-runs/", json=body, headers=env.auth("owner"))
    assert dry.status_code == 201, dry.text
    assert dry.json()["import_report"] == {
        "dry_run": True,
        "counts": {"would_create": 1, "skipped": 0, "invalid": len(where)},
        "rows": [{"row": line, "status": "invalid", "errors": [f"{column}: {NUL}"]} for line, column in where],
    }
    real = client.post("/api/data-import-runs/", json={**body, "dry_run": False}, headers=env.auth("owner"))
    assert (real.status_code, real.json()) == (
        400, {"results": {"rows": {str(line): [f"{column}: {NUL}"] for line, column in where}}},
    )  # fmt: skip
    assert _listed(client, env) == []
    # A header naming a column with a NUL in it names no column: the header's problem, as any other.
    header = Docs(client, env).uploaded(b"date,net_amount,currency,led\x00ger\n2025-01-01,1,EUR,6000\n", name="h.csv")
    wrong = client.post("/api/data-import-runs/", json={**body, "document_id": header["id"]}, headers=env.auth("owner"))
    assert wrong.status_code == 400 and "The header must name columns among date" in wrong.json()["results"][0]
    # Rows and tags sent as JSON are refused by the body's check, before any importer.
    rows = [{"date": "2025-01-01", "net_amount": 1, "currency": "EUR", "ledger": "6000", "vendor_name": "a\x00b"}]
    sent = {**body, "results": {"rows": rows}, "tags": ["q\x001"], "dry_run": False}
    refused_json = client.post("/api/data-import-runs/", json=sent, headers=env.auth("owner"))
    assert (refused_json.status_code, refused_json.json()) == (
        400, {"results": {"rows": {"0": {"vendor_name": [NUL]}}}, "tags": {"0": [NUL]}},
    )  # fmt: skip
    assert _listed(client, env) == []


def test_a_file_that_is_not_utf8_is_one_line_saying_where(client: TestClient, env: Env, tmp_path: Path) -> None:
    """A Latin-1 file (or one cut inside a character) given to the command: one line naming the
    file, the byte, its offset and line and what is wrong, exit status 1, nothing imported; never a
    traceback, even past the rows it imported in its first batches (decision transaction_csv)."""
    good = "".join(f"2025-01-{1 + n % 28:02},{n},EUR,6000 Travel,Vendor\n" for n in range(bulk.BATCH + 100))
    latin1 = "date,net_amount,currency,ledger,vendor_name\n" + good + "2025-02-01,5,EUR,6000 Travel,Café Zürich\n"
    file = tmp_path / "latin1.csv"
    file.write_bytes(latin1.encode("latin-1"))
    offset = latin1.encode("latin-1").index(b"\xe9")
    for many in ("--dry-run", "--tag=q1"):
        refused = _canopy(env, tmp_path, str(file), "--workspace", str(env.workspaces["a"]), many)
        assert refused.returncode == 1 and "Traceback" not in refused.stderr, refused.stderr
        assert _error_lines(refused.stderr) == [
            f"error: {file} is not UTF-8 text: byte 0xe9 at offset {offset} (line {bulk.BATCH + 102}): invalid "
            "continuation byte."
        ]
    assert _listed(client, env) == []
    cut = tmp_path / "cut.csv"
    cut.write_bytes("date,net_amount,currency,ledger\n2025-01-01,1,EUR,Caf\u00e9".encode()[:-1])
    refused = _canopy(env, tmp_path, str(cut), "--workspace", str(env.workspaces["a"]))
    assert refused.returncode == 1 and "Traceback" not in refused.stderr, refused.stderr
    assert _error_lines(refused.stderr) == [
        f"error: {cut} is not UTF-8 text: byte 0xc3 at offset 52 (line 2): unexpected end of data."
    ]
    # A tag that is not text (a byte of another encoding on the command line) is refused before the file is read.
    ok = tmp_path / "ok.csv"
    ok.write_text("date,net_amount,currency,ledger\n2025-01-01,1,EUR,6000\n", encoding="utf-8")
    environment = {name: value for name, value in os.environ.items() if not name.startswith("CANOPY_")}
    environment.update(CANOPY_MODE="test", CANOPY_DATABASE_URL=env.settings.database_url, COLUMNS="200")
    args = [CANOPY, "transactions", "import", str(ok), "--workspace", str(env.workspaces["a"]), "--tag"]
    untaggable = subprocess.run(
        [*map(os.fsencode, args), b"caf\xe9"], env=environment, cwd=tmp_path, capture_output=True, timeout=120
    )
    stderr = untaggable.stderr.decode()
    assert untaggable.returncode == 2 and "Traceback" not in stderr, stderr
    assert "--tag 'caf\\xe9': not UTF-8 text." in stderr
    assert _listed(client, env) == []
