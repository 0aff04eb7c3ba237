"""CR1–CR5, and transactions classified by the rules through the job queue (decision
transaction_classification)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import insert
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.transactions import FinancialTransaction
from tests.api.conftest import Direct, Env
from tests.api.test_jobs import jobs_of, run_due

RULES = "/api/classification-rules/"
TRANSACTIONS = "/api/transactions/"


def _transactions(direct: Direct, workspace: int) -> None:
    moment = datetime(2025, 5, 1, tzinfo=UTC)
    base = {
        "company_id": workspace, "currency": "EUR", "date": moment, "end_date": moment, "journal": None,
        "source": "csv", "status": "new", "total_co2_kg": "", "emissions": "", "classified": False,
        "confidence_status": "needs_attention", "net_amount": Decimal("10"),
    }  # fmt: skip
    rows = [
        {"ledger": "6000 Travel", "vendor_name": "KLM Royal Dutch Airlines", "description": "Flight AMS-ACC"},
        {"ledger": "6000 Travel", "vendor_name": "NS Reizigers", "description": "Train"},
        {"ledger": "6100 Energy", "vendor_name": "Vattenfall", "description": "Electricity March"},
        {"ledger": "7000 Services", "vendor_name": None, "description": None},
    ]

    async def work(session: AsyncSession) -> None:
        await session.execute(insert(FinancialTransaction), [{**base, **row} for row in rows])

    direct.run(work)


def _classes(client: TestClient, env: Env) -> dict[str | None, tuple[bool, str]]:
    """Vendor -> (classified, confidence_status), read through T1's filters."""
    found: dict[str | None, tuple[bool, str]] = {}
    for classified in ("true", "false"):
        for confidence in ("confident", "needs_attention"):
            page = client.get(
                TRANSACTIONS,
                params={"classified": classified, "confidence_status": confidence},
                headers=env.auth("owner"),
            ).json()
            for row in page["results"]:
                found[row["vendor_name"]] = (classified == "true", confidence)
    return found


def _create(client: TestClient, env: Env, who: str = "owner", **body: Any) -> Any:
    return client.post(RULES, json=body, headers=env.auth(who))


def test_rules_classify_the_transactions_and_their_changes_reclassify(env: Env, direct: Direct) -> None:
    # Without the app's own job worker: the test runs the queue when it chooses.
    with TestClient(create_app(env.settings.model_copy(update={"job_worker": False}))) as client:
        _scenario(client, env, direct)


def _scenario(client: TestClient, env: Env, direct: Direct) -> None:
    _transactions(direct, env.workspaces["a"])
    air = _create(
        client, env, field="vendor_name", match="exact", pattern="klm royal dutch airlines", category="air_travel"
    )
    assert air.status_code == 201, air.text
    energy = _create(
        client, env, field="description", match="regex", pattern=r"electricity|\bgas\b", category="natural_gas"
    )
    travel = _create(
        client, env, field="ledger", match="contains", pattern="travel", category="ground_transport", priority=-1
    )
    assert energy.status_code == travel.status_code == 201
    queued = [job for job in jobs_of(direct) if job.kind == "transactions.classify" and job.done_at is None]
    assert len(queued) == 3  # one per change, each enqueued with it

    run_due(env.settings)
    assert _classes(client, env) == {
        "KLM Royal Dutch Airlines": (True, "needs_attention"),  # the ledger rule disagrees
        "NS Reizigers": (True, "needs_attention"),  # only a contains rule
        "Vattenfall": (True, "needs_attention"),  # only a regular expression
        None: (False, "needs_attention"),
    }
    # The disagreeing rule goes: KLM's exact mapping is then confident.
    assert client.delete(f"{RULES}{travel.json()['id']}/", headers=env.auth("owner")).status_code == 204
    run_due(env.settings)
    assert _classes(client, env)["KLM Royal Dutch Airlines"] == (True, "confident")
    assert _classes(client, env)["NS Reizigers"] == (False, "needs_attention")
    changed = client.patch(
        f"{RULES}{energy.json()['id']}/", json={"match": "exact", "field": "vendor_name", "pattern": "Vattenfall"},
        headers=env.auth("owner"),
    )  # fmt: skip
    assert changed.status_code == 200 and changed.json()["match"] == "exact"
    run_due(env.settings)
    assert _classes(client, env)["Vattenfall"] == (True, "confident")

    listed = client.get(RULES, headers=env.auth("viewer")).json()
    assert [r["category"] for r in listed["results"]] == ["air_travel", "natural_gas"]
    assert client.get(RULES, params={"search": "vatten"}, headers=env.auth("owner")).json()["count"] == 1
    retrieved = client.get(f"{RULES}{air.json()['id']}/", headers=env.auth("owner")).json()
    assert retrieved == air.json()


def test_what_the_rules_refuse(client: TestClient, env: Env) -> None:
    bad = _create(client, env, field="ledger", match="regex", pattern="(unclosed", category="courier")
    assert bad.status_code == 400 and list(bad.json()) == ["pattern"]
    wrong = _create(client, env, field="colour", match="exact", pattern="x", category="Not An Id")
    assert wrong.status_code == 400 and set(wrong.json()) == {"field", "category"}
    refused = _create(client, env, "viewer", field="ledger", match="exact", pattern="x", category="courier")
    assert refused.status_code == 403
    made = _create(client, env, field="ledger", match="exact", pattern="x", category="courier").json()
    later = client.patch(f"{RULES}{made['id']}/", json={"match": "regex", "pattern": "["}, headers=env.auth("owner"))
    assert later.status_code == 400 and list(later.json()) == ["pattern"]
    assert client.get(f"{RULES}{made['id']}/", headers=env.auth("other_owner")).status_code == 404


def test_imported_factors_and_rates_give_emissions(env: Env, direct: Direct) -> None:
    with TestClient(create_app(env.settings.model_copy(update={"job_worker": False}))) as client:
        _transactions(direct, env.workspaces["a"])
        _create(
            client, env, field="vendor_name", match="exact", pattern="KLM Royal Dutch Airlines", category="air_travel"
        )
        _create(client, env, field="vendor_name", match="exact", pattern="NS Reizigers", category="rail_travel")
        run_due(env.settings)
        flight = _row(client, env, "KLM Royal Dutch Airlines")
        assert flight["total_co2_kg"] == "" and "No exchange rate EUR to USD for 2025" in flight["emissions"]

        def imported(model: str, rows: list[dict[str, Any]]) -> Any:
            document = client.post(
                "/api/documents/", json={"name": "x", "content_type": "formula"}, headers=env.auth("owner")
            )
            body = {
                "document_id": document.json()["id"],
                "model_identifier": model,
                "results": {"rows": rows},
                "dry_run": False,
            }
            return client.post("/api/data-import-runs/", json=body, headers=env.auth("owner"))

        rates = imported("exchange_rate", [{"currency": "eur", "to_currency": "USD", "year": 2025, "rate": "1.10"}])
        assert rates.status_code == 201, rates.text
        own = [
            {
                "category": "rail_travel",
                "currency": "EUR",
                "kg_co2e_per_unit": "0.05",
                "source": "NS 2025 report",
                "year": 2025,
            }
        ]
        assert imported("emission_factor", own).status_code == 201
        run_due(env.settings)
        assert _row(client, env, "KLM Royal Dutch Airlines")["total_co2_kg"] == "7.084"  # 10 × 1.10 × 0.644
        train = _row(client, env, "NS Reizigers")
        assert train["total_co2_kg"] == "0.500" and "NS 2025 report" in train["emissions"]

        # A rate given again replaces the first; a bad row refuses the whole run.
        imported("exchange_rate", [{"currency": "EUR", "to_currency": "USD", "year": 2025, "rate": 1.2}])
        run_due(env.settings)
        assert _row(client, env, "KLM Royal Dutch Airlines")["total_co2_kg"] == "7.728"
        bad = imported("exchange_rate", [{"currency": "EUR", "to_currency": "XYZ", "year": 1900, "rate": 0}])
        assert bad.status_code == 400
        assert bad.json()["results"]["rows"]["0"] == [
            'to_currency: "XYZ" is not an ISO 4217 currency code.',
            "year: Enter a year between 1990 and 2100.",
            "rate: Ensure this value is greater than 0.",
        ]


def _row(client: TestClient, env: Env, vendor: str) -> dict[str, Any]:
    [row] = client.get(TRANSACTIONS, params={"vendor_name": vendor}, headers=env.auth("owner")).json()["results"]
    return row  # type: ignore[no-any-return]
