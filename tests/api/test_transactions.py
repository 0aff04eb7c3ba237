"""T1 lists financial transactions with every filter of the document; T2 groups them, with
totals exact to the cent and never mixing currencies (decisions transaction_amounts,
transaction_group_dimensions, transaction_group_period, transaction_group_ordering)."""

from __future__ import annotations

import asyncio
import itertools
import random
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import httpx2 as httpx
import pytest
from sqlalchemy import event, insert
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.locks import Work, one_at_a_time
from handwritten.db.products import Tag
from handwritten.db.session import Database, Tenant, enter_tenant
from handwritten.db.transactions import FinancialTransaction, FinancialTransactionTag, Integration
from handwritten.services.transactions import importing
from handwritten.services.transactions.classifying import classify_all
from tests.api.conftest import Direct, Env
from tests.api.test_idempotency import run_with_app

TRANSACTIONS = "/api/transactions/"
GROUPS = "/api/transactions/groups/"
DIMENSIONS = ["currency", "journal", "ledger", "source", "vendor_name"]
TAGS = ["travel", "Q1", "audit"]


@dataclass
class Row:
    id: int
    values: dict[str, Any]
    tags: list[str] = field(default_factory=list)
    integration: str | None = None


def _rows(generator: random.Random) -> list[dict[str, Any]]:
    start = datetime(2024, 1, 1, tzinfo=UTC)
    rows = []
    for n in range(240):
        # Near midnight now and then, so that UTC truncation is what puts a row in its day.
        date = start + timedelta(days=generator.randrange(730), seconds=generator.choice([0, 60, 86_399, 43_200]))
        rows.append(
            {
                "net_amount": Decimal(generator.randrange(-50_000, 500_000)) / 100,
                "currency": generator.choice(["EUR", "USD", "GBP"]),
                "vendor_name": generator.choice(["Acme Air", "Bolt Rail", "Cocoa Coop", "acme hotels", None]),
                "date": date,
                "end_date": date + timedelta(days=1),
                "ledger": generator.choice(["6000 Travel", "6100 Energy", "6200 Materials", "7000 Services"]),
                "journal": generator.choice(["Purchases", "Bank", None]),
                "description": generator.choice(
                    ["Flight AMS-LHR", "Electricity March", "Beans lot 7", None, f"row {n}"]
                ),
                "source": generator.choice(["csv", "provider_1", "provider_2"]),
                "classified": generator.random() < 0.4,
                "confidence_status": generator.choice(["confident", "needs_attention"]),
                "status": "new",
                "total_co2_kg": "",
                "emissions": "",
            }
        )
    return rows


@pytest.fixture
def seeded(env: Env, direct: Direct) -> list[Row]:
    """240 transactions of workspace a (tags, two integrations) and a few of workspace b."""
    generator = random.Random(20261124)
    a, b = env.workspaces["a"], env.workspaces["b"]

    async def work(session: AsyncSession) -> list[Row]:
        integrations = {}
        for name in ("Xero", "Exact Online"):
            integrations[name] = (
                await session.execute(insert(Integration).returning(Integration.id), [{"company_id": a, "name": name}])
            ).scalar_one()
        tags = {}
        for name in TAGS:
            tags[name] = (
                await session.execute(
                    insert(Tag).returning(Tag.id),
                    [{"company_id": a, "kind": "transaction", "name": name, "slug": name.lower()}],
                )
            ).scalar_one()
        rows = []
        for values in _rows(generator):
            integration = generator.choice([None, "Xero", "Exact Online"])
            chosen = sorted(generator.sample(TAGS, generator.randrange(3)))
            row = {**values, "company_id": a, "integration_id": integrations.get(integration or "")}
            id = (
                await session.execute(insert(FinancialTransaction).returning(FinancialTransaction.id), [row])
            ).scalar_one()
            for name in chosen:
                await session.execute(
                    insert(FinancialTransactionTag), [{"company_id": a, "transaction_id": id, "tag_id": tags[name]}]
                )
            rows.append(Row(id, values, sorted(chosen), integration))
        other = [{**values, "company_id": b} for values in _rows(random.Random(1))[:10]]
        await session.execute(insert(FinancialTransaction), other)
        return rows

    return direct.run(work)


def _get(client: TestClient, env: Env, path: str, **params: Any) -> dict[str, Any]:
    response = client.get(path, params=params, headers=env.auth("owner"))
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found


def _ids(client: TestClient, env: Env, **params: Any) -> list[int]:
    page = _get(client, env, TRANSACTIONS, limit=1000, **params)
    ids = [row["id"] for row in page["results"]]
    assert page["count"] == len(ids) == len(set(ids))
    return ids


def test_t1_lists_the_workspaces_transactions_newest_first(client: TestClient, env: Env, seeded: list[Row]) -> None:
    newest = sorted(seeded, key=lambda row: (-row.values["date"].timestamp(), row.id))
    assert _ids(client, env) == [row.id for row in newest]
    first = _get(client, env, TRANSACTIONS, limit=1)["results"][0]
    row = newest[0]
    assert first == {
        "id": row.id,
        "net_amount": float(row.values["net_amount"]),
        "currency": row.values["currency"],
        "vendor_name": row.values["vendor_name"],
        "date": row.values["date"].isoformat().replace("+00:00", "Z"),
        "end_date": row.values["end_date"].isoformat().replace("+00:00", "Z"),
        "ledger": row.values["ledger"],
        "journal": row.values["journal"],
        "description": row.values["description"],
        "tags": sorted(row.tags, key=str),
        "status": "new",
        "source": row.values["source"],
        "total_co2_kg": "",
        "emissions": "",
    }
    by_amount = sorted(seeded, key=lambda row: (row.values["net_amount"], row.id))
    assert _ids(client, env, ordering="net_amount") == [row.id for row in by_amount]
    assert _get(client, env, TRANSACTIONS, limit=5, offset=5)["count"] == len(seeded)


def _text(name: str, lookup: str, value: str) -> Callable[[Row], bool]:
    def test(row: Row) -> bool:
        found = row.values[name]
        if lookup == "isnull":
            return (found is None) == (value == "true")
        if found is None:
            return False
        return {
            "exact": found == value,
            "icontains": value.lower() in found.lower(),
            "istartswith": found.lower().startswith(value.lower()),
            "iendswith": found.lower().endswith(value.lower()),
        }[lookup]

    return test


def _filters(rows: list[Row]) -> list[tuple[dict[str, Any], Callable[[Row], bool]]]:
    some = rows[3].id, rows[7].id
    day = datetime(2024, 6, 1, tzinfo=UTC)
    cases: list[tuple[dict[str, Any], Callable[[Row], bool]]] = [
        ({"classified": "true"}, lambda r: r.values["classified"]),
        ({"classified": "false"}, lambda r: not r.values["classified"]),
        ({"confidence_status": "confident"}, lambda r: r.values["confidence_status"] == "confident"),
        ({"source": "provider_1"}, lambda r: r.values["source"] == "provider_1"),
        ({"tags": ["travel", "audit"]}, lambda r: bool({"travel", "audit"} & set(r.tags))),
        ({"tags": "Q1"}, lambda r: "Q1" in r.tags),
        ({"id": some[0]}, lambda r: r.id == some[0]),
        ({"id__in": f"{some[0]},{some[1]}"}, lambda r: r.id in some),
        ({"integration_id__isnull": "true"}, lambda r: r.integration is None),
        ({"integration_id__isnull": "false"}, lambda r: r.integration is not None),
        ({"integration__name": "Xero"}, lambda r: r.integration == "Xero"),
        ({"integration__name__icontains": "ONLINE"}, lambda r: r.integration == "Exact Online"),
        ({"integration__name__istartswith": "x"}, lambda r: r.integration == "Xero"),
        ({"integration__name__iendswith": "LINE"}, lambda r: r.integration == "Exact Online"),
        ({"date": rows[5].values["date"].isoformat()}, lambda r: r.values["date"] == rows[5].values["date"]),
        ({"date__gte": "2024-06-01T00:00:00Z"}, lambda r: r.values["date"] >= day),
        ({"date__lte": "2024-06-01T00:00:00"}, lambda r: r.values["date"] <= day),  # no offset: UTC
        ({"net_amount": str(rows[9].values["net_amount"])}, lambda r: r.values["net_amount"] == rows[9].values["net_amount"]),
        ({"net_amount__gt": "1000.5"}, lambda r: r.values["net_amount"] > Decimal("1000.5")),
        ({"net_amount__gte": "0"}, lambda r: r.values["net_amount"] >= 0),
        ({"net_amount__lt": "-100"}, lambda r: r.values["net_amount"] < -100),
        ({"net_amount__lte": "12.34"}, lambda r: r.values["net_amount"] <= Decimal("12.34")),
        ({"search": "acme"}, lambda r: any("acme" in (r.values[f] or "").lower() for f in ("vendor_name", "ledger", "description"))),
        ({"search": "travel flight"}, lambda r: all(any(t in (r.values[f] or "").lower() for f in ("vendor_name", "ledger", "description")) for t in ("travel", "flight"))),
    ]  # fmt: skip
    for name, lookups, value in [
        ("description", ["exact", "icontains", "iendswith", "istartswith", "isnull"], "Flight AMS-LHR"),
        ("journal", ["exact", "icontains", "iendswith", "istartswith", "isnull"], "Bank"),
        ("ledger", ["exact", "icontains", "iendswith", "istartswith"], "6000 Travel"),
        ("vendor_name", ["exact", "icontains", "iendswith", "istartswith", "isnull"], "Acme Air"),
    ]:
        for lookup in lookups:
            given = {
                "exact": value,
                "icontains": value[2:6].upper(),
                "istartswith": value[:3].lower(),
                "iendswith": value[-3:].upper(),
            }
            for shown in ["true", "false"] if lookup == "isnull" else [given[lookup]]:
                key = name if lookup == "exact" else f"{name}__{lookup}"
                cases.append(({key: shown}, _text(name, lookup, shown)))
    return cases


def test_every_t1_filter_selects_what_it_says(client: TestClient, env: Env, seeded: list[Row]) -> None:
    newest = sorted(seeded, key=lambda row: (-row.values["date"].timestamp(), row.id))
    for params, test in _filters(seeded):
        expected = [row.id for row in newest if test(row)]
        assert _ids(client, env, **params) == expected, params
        assert expected or params.get("id") is None  # the seed gives most filters something to find


def _groups(rows: list[Row], dimensions: list[str], delimit_by: str | None) -> Counter[tuple[Any, ...]]:
    """(dimension values..., period) -> (count, total), computed here from the seed."""
    totals: dict[tuple[Any, ...], list[Any]] = defaultdict(lambda: [0, Decimal(0)])
    for row in rows:
        key = tuple(row.values[name] for name in dimensions)
        if delimit_by is not None:
            date = row.values["date"]
            period = {
                "daily": date.replace(hour=0, minute=0, second=0, microsecond=0),
                "monthly": date.replace(day=1, hour=0, minute=0, second=0, microsecond=0),
                "yearly": date.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0),
            }[delimit_by]
            key += (period.isoformat().replace("+00:00", "Z"),)
        totals[key][0] += 1
        totals[key][1] += row.values["net_amount"]
    return Counter({key: (n, float(total)) for key, (n, total) in totals.items()})  # type: ignore[misc]


def test_t2_groups_every_combination_with_totals_to_the_cent(client: TestClient, env: Env, seeded: list[Row]) -> None:
    for size in range(1, len(DIMENSIONS) + 1):
        for group_by in itertools.combinations(DIMENSIONS, size):
            for delimit_by in (None, "daily", "monthly", "yearly"):
                # Currency is always a dimension (decision transaction_group_dimensions).
                dimensions = sorted({*group_by, "currency"})
                params: dict[str, Any] = {"group_by": list(group_by), "limit": 1000}
                if delimit_by:
                    params["delimit_by"] = delimit_by
                page = _get(client, env, GROUPS, **params)
                expected = _groups(seeded, dimensions, delimit_by)
                assert page["count"] == len(expected), (group_by, delimit_by)
                got = {}
                for row in page["results"]:
                    assert set(row) == {"count", "total_net_amount", *dimensions, *(["period"] if delimit_by else [])}
                    key = tuple(row[name] for name in dimensions) + ((row["period"],) if delimit_by else ())
                    got[key] = (row["count"], row["total_net_amount"])
                assert got == dict(expected), (group_by, delimit_by)
                counts = [row["count"] for row in page["results"]]
                assert counts == sorted(counts, reverse=True)  # -count by default


def test_t2_filters_before_grouping_orders_and_pages(client: TestClient, env: Env, seeded: list[Row]) -> None:
    travel = [row for row in seeded if row.values["ledger"] == "6000 Travel" and row.values["source"] == "csv"]
    page = _get(client, env, GROUPS, ledger="6000 Travel", source="csv", group_by="vendor_name")
    assert sum(row["count"] for row in page["results"]) == len(travel)
    by_total = _get(client, env, GROUPS, group_by="ledger", ordering="total_net_amount", limit=1000)["results"]
    totals = [row["total_net_amount"] for row in by_total]
    assert totals == sorted(totals)
    first = _get(client, env, GROUPS, group_by="ledger", limit=2, offset=1)
    whole = _get(client, env, GROUPS, group_by="ledger", limit=1000)
    assert first["count"] == whole["count"] and first["results"] == whole["results"][1:3]
    past = _get(client, env, GROUPS, group_by="ledger", offset=whole["count"])
    assert past == {"count": whole["count"], "results": []}  # counted though the page is empty
    refused = client.get(GROUPS, params={"group_by": "colour"}, headers=env.auth("owner"))
    assert refused.status_code == 400 and "group_by" in refused.json()


def test_t2_breaks_ties_by_the_dimensions_then_the_period(client: TestClient, env: Env, seeded: list[Row]) -> None:
    # Decision transaction_group_ordering: ascending, a group without the dimension (null) last.
    params = {"group_by": ["journal", "source"], "delimit_by": "yearly", "limit": 1000}
    for ordering, measure in (("-count", "count"), ("total_net_amount", "total_net_amount")):
        rows = _get(client, env, GROUPS, ordering=ordering, **params)["results"]
        keys = [
            (
                -row[measure] if ordering.startswith("-") else row[measure],
                row["journal"] is None,
                row["journal"] or "",
                row["source"],
                row["currency"],  # a dimension of every grouping, after those named
                row["period"],
            )
            for row in rows
        ]
        assert keys == sorted(keys), ordering
    counts = [row["count"] for row in _get(client, env, GROUPS, **params)["results"]]
    assert len(set(counts)) < len(counts)  # there are ties to break
    pages = [_get(client, env, GROUPS, **{**params, "limit": 5, "offset": n})["results"] for n in range(0, 60, 5)]
    assert [row for page in pages for row in page] == _get(client, env, GROUPS, **params)["results"]


def test_amounts_add_up_exactly(client: TestClient, env: Env, direct: Direct) -> None:
    a = env.workspaces["a"]
    moment = datetime(2025, 1, 1, tzinfo=UTC)
    row = {
        "company_id": a, "currency": "EUR", "vendor_name": None, "date": moment, "end_date": moment, "ledger": "dimes",
        "journal": None, "description": None, "source": "csv", "status": "new", "total_co2_kg": "", "emissions": "",
        "classified": False, "confidence_status": "needs_attention", "net_amount": Decimal("0.1"),
    }  # fmt: skip

    async def work(session: AsyncSession) -> None:
        await session.execute(
            insert(FinancialTransaction), [row] * 1000 + [{**row, "net_amount": Decimal("0.0003")}] * 3
        )

    direct.run(work)
    [group] = _get(client, env, GROUPS, ledger="dimes", group_by="ledger")["results"]
    assert (group["count"], group["total_net_amount"]) == (1003, 100.0009)
    assert _get(client, env, TRANSACTIONS, ledger="dimes", net_amount="0.1", limit=1)["count"] == 1000


def test_another_workspace_sees_none_of_them(client: TestClient, env: Env, seeded: list[Row]) -> None:
    page = client.get(TRANSACTIONS, params={"limit": 1000}, headers=env.auth("other_owner")).json()
    assert page["count"] == 10 and not {row["id"] for row in page["results"]} & {row.id for row in seeded}


def test_amount_filters_compare_exactly_past_the_kept_places(client: TestClient, env: Env, seeded: list[Row]) -> None:
    everything = _ids(client, env)
    assert _ids(client, env, net_amount__gt="0.00001") == _ids(client, env, net_amount__gt="0")
    assert _ids(client, env, net_amount__lte="-0.00001") == _ids(client, env, net_amount__lt="0")
    assert _ids(client, env, net_amount="0.00001") == []
    assert _ids(client, env, net_amount__lt="1e20") == everything
    assert _ids(client, env, net_amount__gte="-1e20") == everything
    assert _ids(client, env, net_amount__gt="1e20") == [] == _ids(client, env, net_amount="1e20")
    groups = _get(client, env, GROUPS, net_amount__gt="0.00001", group_by="ledger", limit=1000)
    positive = [row for row in seeded if row.values["net_amount"] > 0]
    assert sum(row["count"] for row in groups["results"]) == len(positive)


# -- import runs (D8, model_identifier financial_transaction) ---------------------------------------

RUNS = "/api/data-import-runs/"
IMPORTED = [
    {"date": "2025-03-01", "net_amount": "120.50", "currency": "eur", "ledger": "6000 Travel", "vendor_name": "Bolt Rail"},
    {"date": "2025-03-02T23:30:00+02:00", "net_amount": 80, "currency": "USD", "ledger": "6000 Travel", "source": "provider_2"},
    {"date": "2025-03-01", "net_amount": "120.50", "currency": "EUR", "ledger": "6000 Travel", "vendor_name": "Bolt Rail"},
]  # fmt: skip


def _run_body(client: TestClient, env: Env, rows: list[Any]) -> dict[str, Any]:
    """A financial_transaction import run of `rows` (D8's body), naming a new document of workspace a."""
    document = client.post(
        "/api/documents/", json={"name": "ledger.csv", "content_type": "formula"}, headers=env.auth("owner")
    ).json()
    return {"document_id": document["id"], "model_identifier": "financial_transaction", "results": {"rows": rows}}


def _import(client: TestClient, env: Env, rows: list[Any], dry_run: bool, tags: list[str] | None = None) -> Any:
    body = _run_body(client, env, rows) | {"tags": tags or [], "dry_run": dry_run}
    return client.post(RUNS, json=body, headers=env.auth("owner"))


def test_an_import_run_adds_transactions_once(client: TestClient, env: Env) -> None:
    dry = _import(client, env, IMPORTED, dry_run=True)
    assert dry.status_code == 201, dry.text
    assert dry.json()["import_report"]["counts"] == {"would_create": 3, "skipped": 0, "invalid": 0}
    assert _ids(client, env) == []

    real = _import(client, env, IMPORTED, dry_run=False, tags=["erp", "Q1"])
    assert real.status_code == 201, real.text
    assert real.json()["import_report"]["counts"] == {"created": 3, "skipped": 0, "invalid": 0}
    listed = _get(client, env, TRANSACTIONS, ordering="id")["results"]
    assert [(t["net_amount"], t["currency"], t["source"], t["tags"], t["date"]) for t in listed] == [
        (120.5, "EUR", "csv", ["Q1", "erp"], "2025-03-01T00:00:00Z"),
        (80.0, "USD", "provider_2", ["Q1", "erp"], "2025-03-02T21:30:00Z"),
        (120.5, "EUR", "csv", ["Q1", "erp"], "2025-03-01T00:00:00Z"),  # the same twice: both kept
    ]
    # Importing the same rows again adds nothing; a third identical row is new.
    again = _import(client, env, [*IMPORTED, IMPORTED[0]], dry_run=False)
    assert again.json()["import_report"]["counts"] == {"created": 1, "skipped": 3, "invalid": 0}
    assert _get(client, env, TRANSACTIONS)["count"] == 4
    assert _get(client, env, TRANSACTIONS, tags="erp")["count"] == 3


def test_the_tags_filter_finds_a_tag_holding_a_comma_written_in_quotes(client: TestClient, env: Env) -> None:
    """Decision array_parameters: an item holding a comma is written in double quotes, as in CSV."""
    assert _import(client, env, IMPORTED[:1], dry_run=False, tags=["Q1, 2025"]).status_code == 201
    assert _import(client, env, IMPORTED[1:2], dry_run=False, tags=["Q1", "2025"]).status_code == 201
    (quoted,) = _ids(client, env, tags='"Q1, 2025"')
    assert _get(client, env, TRANSACTIONS, id=quoted)["results"][0]["tags"] == ["Q1, 2025"]
    # Unquoted, the comma separates two tags: the other import's row, which has them.
    (split,) = _ids(client, env, tags="Q1,2025")
    assert split != quoted
    assert sorted(_ids(client, env, tags='"Q1, 2025",Q1')) == sorted([quoted, split])


def test_an_import_run_with_a_bad_row_imports_nothing_and_says_why(client: TestClient, env: Env) -> None:
    rows = [
        IMPORTED[0],
        {"date": "2025-02-30", "net_amount": "1.00001", "currency": "EUX", "ledger": ""},
        {"net_amount": True, "currency": "EUR", "ledger": "x", "colour": "red"},
        "not a row",
    ]
    refused = _import(client, env, rows, dry_run=False)
    assert refused.status_code == 400
    assert refused.json() == {
        "results": {
            "rows": {
                "1": [
                    "date: Enter a valid date or date-time (ISO 8601).",
                    "net_amount: Ensure that there are no more than 4 decimal places.",
                    'currency: "EUX" is not an ISO 4217 currency code.',
                    "ledger: This field is required.",
                ],
                "2": [
                    "colour: Unknown field.",
                    "date: This field is required.",
                    "net_amount: A valid number is required.",
                ],
                "3": ["Expected an object with the row's fields."],
            }
        }
    }
    assert _ids(client, env) == []
    report = _import(client, env, rows, dry_run=True).json()["import_report"]
    assert report["counts"] == {"would_create": 1, "skipped": 0, "invalid": 3}


def test_a_run_refuses_what_it_cannot_keep_before_writing_anything(client: TestClient, env: Env) -> None:
    """Tags that make no tag (no letter or digit) are refused by a dry run as by a real one; a
    date-time whose UTC instant falls outside years 1 to 9999 is a row's 400, never a 500."""
    for dry_run in (True, False):
        refused = _import(client, env, IMPORTED, dry_run=dry_run, tags=["erp", "#"])
        assert (refused.status_code, refused.json()) == (
            400,
            {"tags": {"1": ["A tag needs at least one letter or digit."]}},
        )
    early = {**IMPORTED[0], "date": "0001-01-01T00:00:00+01:00"}
    late = {**IMPORTED[0], "date": "9999-12-31T23:00:00-02:00"}
    out = _import(client, env, [early, late], dry_run=False)
    message = "date: Enter a date-time from 0001-01-01 to 9999-12-31 in UTC."
    assert (out.status_code, out.json()) == (400, {"results": {"rows": {"0": [message], "1": [message]}}})
    assert _ids(client, env) == []
    listed = client.get(TRANSACTIONS, params={"date__gte": "0001-01-01T00:00:00+01:00"}, headers=env.auth("owner"))
    assert listed.status_code == 400 and list(listed.json()) == ["date__gte"]


def test_the_same_rows_sent_twice_at_once_are_created_once(
    client: TestClient, env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two identical real runs together (a double submit): one creates, the other skips, never a 500."""
    if env.backend != "postgresql":
        pytest.skip("SQLite runs one writer at a time; the race needs PostgreSQL's concurrent transactions")
    body = _run_body(client, env, IMPORTED)
    looked_up = importing._imported

    async def slow(scope: Any, keys: list[str]) -> set[str]:
        found = await looked_up(scope, keys)
        await asyncio.sleep(0.3)  # both runs past their look-up before either inserts, unless they wait
        return found

    monkeypatch.setattr(importing, "_imported", slow)

    async def race(api: httpx.AsyncClient) -> list[httpx.Response]:
        headers = env.auth("owner")
        both = (api.post(RUNS, json=body | {"dry_run": False}, headers=headers) for _ in range(2))
        return list(await asyncio.gather(*both))

    responses = run_with_app(env, race)
    assert [r.status_code for r in responses] == [201, 201], [r.text for r in responses]
    counts = sorted((r.json()["import_report"]["counts"] for r in responses), key=lambda c: c["created"])
    assert counts == [{"created": 0, "skipped": 3, "invalid": 0}, {"created": 3, "skipped": 0, "invalid": 0}]
    assert _get(client, env, TRANSACTIONS)["count"] == 3


def test_while_an_import_holds_the_workspace_a_dry_run_answers_and_a_real_one_waits(
    client: TestClient, env: Env
) -> None:
    """A dry run writes nothing and reports on what is committed: it does not wait for the lock."""
    if env.backend != "postgresql":
        pytest.skip("SQLite takes no lock; it runs one writer at a time")
    body = _run_body(client, env, IMPORTED)

    async def held(api: httpx.AsyncClient) -> tuple[httpx.Response, bool]:
        db = Database(env.settings)
        try:
            async with db.session(Tenant(workspace_id=env.workspaces["a"], user_id=0)) as importing:
                await one_at_a_time(importing, Work.TRANSACTION_IMPORT)  # as the command's import does
                headers = env.auth("owner")
                dry = await asyncio.wait_for(api.post(RUNS, json=body | {"dry_run": True}, headers=headers), 10)
                real = asyncio.ensure_future(api.post(RUNS, json=body | {"dry_run": False}, headers=headers))
                await asyncio.sleep(1.0)
                waited = not real.done()
                await importing.rollback()  # the lock is released: the real run goes on
            assert (await asyncio.wait_for(real, 10)).status_code == 201
            return dry, waited
        finally:
            await db.dispose()

    dry, waited = run_with_app(env, held)
    assert dry.status_code == 201, dry.text
    assert dry.json()["import_report"]["counts"] == {"would_create": 3, "skipped": 0, "invalid": 0}
    assert waited
    assert _get(client, env, TRANSACTIONS)["count"] == 3


def test_a_classification_run_waits_for_the_one_under_way_before_reading_the_rules(env: Env, direct: Direct) -> None:
    """The run takes the workspace's classification lock before it reads the rules (PostgreSQL)."""
    if env.backend != "postgresql":
        pytest.skip("SQLite runs one writer at a time")
    statements: list[str] = []

    async def run(session: AsyncSession) -> None:
        event.listen(session.get_bind(), "before_cursor_execute", lambda *args: statements.append(args[2]))
        await enter_tenant(session, Tenant(workspace_id=env.workspaces["a"], user_id=0))
        await classify_all(session)

    direct.run(run)
    locked = next(i for i, sql in enumerate(statements) if "pg_advisory_xact_lock" in sql)
    rules = next(i for i, sql in enumerate(statements) if "classification_rules" in sql)
    assert locked < rules and f"{int(Work.CLASSIFICATION)}" in statements[locked]


def test_t1_counts_once_from_its_first_request(
    client: TestClient, env: Env, seeded: list[Row], counts_run: list[str]
) -> None:
    """T1 counts its matches at its first request and reuses the count from the second on
    PostgreSQL (docs/adr/0001-exact-counts-kept-at-table-versions.md); SQLite counts at each."""
    pages = [_get(client, env, "/api/transactions/", limit=5, source="csv")["count"] for _ in range(3)]
    assert pages == [sum(row.values["source"] == "csv" for row in seeded)] * 3
    assert len(counts_run) == (3 if env.backend == "sqlite" else 1)
