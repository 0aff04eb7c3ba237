"""The demo's supply chain (handwritten/cli/demo/supply_chain.py), transactions and survey, read back
through the API: every id it reports is a record of workspace a, its orders trace to the origins
and to each other, and its survey's answers are computed into the submission.

The other API tests start from the demo without them (conftest.py), so these make a database of
their own per backend, once for the module, which the tests only read.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.cli.demo import create_demo
from handwritten.cli.demo.transactions import demo_rows
from handwritten.db.migrate import migrate
from handwritten.db.orders import OrderItem, TracedOrder
from handwritten.db.session import Database
from handwritten.settings import Settings
from tests.api.conftest import BACKENDS, POSTGRES_URL, Api, Direct, Env, _admin, _settings

ORDERS = "/api/orders/"


async def _created(settings: Settings) -> dict[str, Any]:
    db = Database(settings)
    try:
        async with db.session() as session:
            demo = await create_demo(session, supply_chain=True, transactions=True, surveys=True)
            await session.commit()
            return demo
    finally:
        await db.dispose()


@pytest.fixture(scope="module", params=BACKENDS)
def demo(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Env, Any]]:
    """A migrated database with the whole demo: its Env, and what create_demo reported."""
    folder = tmp_path_factory.mktemp("demo")
    name = f"canopy_demo_{uuid.uuid4().hex[:12]}"
    if request.param == "sqlite":
        url = f"sqlite+aiosqlite:///{folder / 'canopy.sqlite3'}"
    else:
        assert POSTGRES_URL
        asyncio.run(_admin(f'CREATE DATABASE "{name}"'))
        url = make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False)
    try:
        settings = _settings(url, folder / "objects")
        migrate(settings)
        created = asyncio.run(_created(settings))
        yield Env(request.param, settings, created["workspaces"], created["keys"]), created
    finally:
        if request.param == "postgresql":
            asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture(scope="module")
def chain(demo: tuple[Env, Any]) -> Any:
    """The ids create_demo reported under "supply_chain"."""
    return demo[1]["supply_chain"]


@pytest.fixture(scope="module")
def survey(demo: tuple[Env, Any]) -> Any:
    """The ids create_demo reported under "surveys"."""
    return demo[1]["surveys"]


@pytest.fixture(scope="module")
def acme(demo: tuple[Env, Any]) -> Iterator[Api]:
    """The API of the demo's database (every host), read as workspace a's owner unless told otherwise."""
    with TestClient(create_app(demo[0].settings)) as client:
        yield Api(client, demo[0])


def _listed(api: Api, path: str, **params: str) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = api.get("owner", path, {"limit": "1000", **params})["results"]
    return results


def _traced_orders(env: Env) -> dict[int, set[int]]:
    """Order id -> the orders its items are traced to, read from the tables."""

    async def work(session: AsyncSession) -> dict[int, set[int]]:
        rows = await session.execute(
            select(OrderItem.order_id, TracedOrder.order_id).join(TracedOrder, TracedOrder.item_id == OrderItem.id)
        )
        traced: dict[int, set[int]] = {}
        for order, to in rows.all():
            traced.setdefault(order, set()).add(to)
        return traced

    return Direct(env.settings).run(work)


def test_every_reported_record_is_one_of_workspace_a(acme: Api, chain: Any) -> None:
    paths = {
        "/api/products/": chain["products"].values(),
        "/api/origins/": chain["origins"].values(),
        "/api/value-chains/": chain["value_chains"].values(),
        "/api/due-diligence-statements/": [chain["due_diligence_statement"]],
    }
    for path, ids in paths.items():
        assert {record["id"] for record in _listed(acme, path)} == set(ids), path
        for id in ids:
            assert acme.get("owner", f"{path}{id}/")["id"] == id
            response = acme.client.get(f"{path}{id}/", headers=acme.env.auth("other_owner"))
            assert response.status_code == 404, (path, id)  # workspace b sees none of them
    assert {name: acme.get("owner", f"/api/products/{id}/")["name"] for name, id in chain["products"].items()} == {
        name: name for name in chain["products"]
    }
    commodities = {p["commodity"] for p in _listed(acme, "/api/products/")}
    assert commodities == {"cocoa", "coffee", "palm_oil", "soya"}


def test_listing_what_a_buys_shows_the_purchase_orders_and_the_batch(acme: Api, chain: Any) -> None:
    orders = chain["orders"]
    bought = _listed(acme, ORDERS, order_action="buying")
    assert {order["id"] for order in bought} == {*orders["purchase"], *orders["batch"]}
    sold = _listed(acme, ORDERS, order_action="selling")
    assert [order["id"] for order in sold] == orders["sale"]
    assert sold[0]["buyer_company_id"] == acme.env.workspaces["b"]
    assert [s["dds_identifier"] for s in sold[0]["due_diligence_statements"]] == ["26NLE6H2Q8XK41"]
    tagged = _listed(acme, ORDERS, order_action="buying", tags__name="Mocha launch")
    assert [(o["id"], o["seller_company_id"]) for o in tagged] == [(orders["purchase"][2], acme.env.workspaces["b"])]


def test_each_purchase_order_traces_to_the_origins_its_beans_grew_on(acme: Api, chain: Any) -> None:
    ivorian, ghanaian, coffee = chain["orders"]["purchase"]
    expected = {
        "Gagnoa plot 12": ivorian,
        "Méagui smallholding 4": ivorian,
        "Sefwi Wiawso plot 7": ghanaian,
        "Finca La Cumbre": coffee,
    }
    origins = chain["origins"]
    assert set(origins) == set(expected)
    for name, order in expected.items():
        tracing = _listed(acme, ORDERS, order_action="buying", items__traced_origins=str(origins[name]))
        assert [o["id"] for o in tracing] == [order], name
    for order in (ivorian, ghanaian, coffee):
        items = acme.get("owner", f"{ORDERS}{order}/", {"order_action": "buying"})["items"]
        assert items and all(item["traced_origin_count"] == "1" for item in items)


def test_the_sale_traces_through_the_batch_to_the_purchase_orders(acme: Api, chain: Any) -> None:
    ivorian, ghanaian, coffee = chain["orders"]["purchase"]
    [batch], [sale] = chain["orders"]["batch"], chain["orders"]["sale"]
    assert _traced_orders(acme.env) == {batch: {ivorian, ghanaian}, sale: {batch, coffee}}


def test_origins_and_suppliers_are_described_as_the_regulation_asks(acme: Api, chain: Any) -> None:
    for origin in _listed(acme, "/api/origins/"):
        shape = "Polygon" if origin["area_hectares"] > 4 else "Point"
        assert origin["geometry"]["type"] == shape, origin["name"]
        assert origin["deforestation_free_declaration"] and origin["country"] in {"CI", "GH", "EC"}
    bolt = acme.get("owner", f"/api/value-chains/{chain['value_chains']['Bolt Coffee']}/")
    assert (bolt["reciprocal_company_id"], bolt["permission_granted"], bolt["type"]) == (
        acme.env.workspaces["b"],
        True,
        "supplier",
    )
    assert list(bolt["metadata"]["contacts"]) == [bolt["contact_email"]]
    statement = acme.get("owner", f"/api/due-diligence-statements/{chain['due_diligence_statement']}/")
    products = chain["products"]
    assert set(statement["products"]) == {
        products[name] for name in ("Cocoa beans", "Cocoa butter", "Mocha dark chocolate 64%")
    }


def test_workspace_a_has_two_years_of_transactions_that_add_up(acme: Api) -> None:
    rows = demo_rows()
    page = acme.get("owner", "/api/transactions/", {"limit": "1000"})
    assert page["count"] == len(rows) == 360
    listed = page["results"]
    assert {t["date"][:4] for t in listed} == {"2024", "2025"}
    assert len({t["ledger"] for t in listed}) >= 5 and len({t["vendor_name"] for t in listed}) >= 8
    assert {t["currency"] for t in listed} == {"EUR", "USD", "GBP", "GHS"}
    assert {t["source"] for t in listed} == {"csv", "provider_1", "provider_2"}
    assert all(t["tags"] == ["demo"] for t in listed)
    groups = acme.get("owner", "/api/transactions/groups/", {"group_by": "ledger", "limit": "1000"})["results"]
    expected: dict[tuple[str, str], Decimal] = {}
    for row in rows:
        expected[(row.ledger, row.currency)] = expected.get((row.ledger, row.currency), Decimal(0)) + row.net_amount
    assert {(g["ledger"], g["currency"]): g["total_net_amount"] for g in groups} == {
        key: float(total) for key, total in expected.items()
    }
    assert acme.get("other_owner", "/api/transactions/", {})["count"] == 0


def test_some_demo_transactions_are_classified_and_some_need_attention(acme: Api) -> None:
    def count(**params: str) -> int:
        total: int = acme.get("owner", "/api/transactions/", {"limit": "1", **params})["count"]
        return total

    confident, review = (
        count(classified="true", confidence_status="confident"),
        count(classified="true", confidence_status="needs_attention"),
    )
    assert confident > 0 and review > 0 and count(classified="false") > 0
    assert confident + review + count(classified="false") == 360
    maersk = acme.get(
        "owner", "/api/transactions/", {"vendor_name": "Maersk", "classified": "true", "confidence_status": "confident"}
    )
    assert maersk["count"] == 0  # its two rules disagree
    assert acme.get("owner", "/api/classification-rules/", {})["count"] == 6


def test_classified_demo_transactions_carry_their_emissions(acme: Api) -> None:
    flights = acme.get("owner", "/api/transactions/", {"vendor_name": "KLM Royal Dutch Airlines", "limit": "1000"})
    assert flights["count"] > 0
    for row in flights["results"]:
        kg = Decimal(row["total_co2_kg"])
        rate = Decimal("1.08") if row["date"].startswith("2024") else Decimal("1.13")
        assert kg == (Decimal(str(row["net_amount"])) * rate * Decimal("0.644")).quantize(Decimal("0.001"))
        assert "NAICS 481111" in row["emissions"] and "USD/EUR" in row["emissions"]
    unclassified = acme.get("owner", "/api/transactions/", {"classified": "false", "limit": "5"})["results"]
    assert {(row["total_co2_kg"], row["emissions"]) for row in unclassified} == {("", "")}


def test_the_survey_of_a_is_submitted_and_its_answers_computed(acme: Api, survey: Any) -> None:
    [published] = _listed(acme, "/api/surveys/")
    assert (published["id"], published["application_survey_id"]) == (
        survey["definition_id"],
        survey["application_survey_id"],
    )
    assert acme.get("other_owner", "/api/surveys/")["count"] == 0
    [root] = acme.get("owner", f"/api/survey-submissions/{survey['root_key']}/")["survey_submissions"]
    assert (root["id"], root["key"], root["parent"]) == (survey["submission_id"], survey["root_key"], None)
    questions = {q["field_id"]: q for block in root["blocks"] for q in block["questions"]}
    assert questions["has_sites"]["value"] == "yes" and questions["sites"]["visible"] is True
    assert [n["dimension_value"] for n in questions["sites"]["nested"]] == ["ghent", "lyon"]
    assert questions["total_energy_kwh"]["value"] == "200500"  # 120000 + 80500
    assert questions["renewable_share"]["value"] == "15"  # 30000 of it, rounded to one decimal
    ghent = acme.get("owner", f"/api/survey-submissions/{questions['sites']['nested'][0]['key']}/")
    shares = {q["field_id"]: q["value"] for b in ghent["survey_submissions"][0]["blocks"] for q in b["questions"]}
    assert (shares["site_name"], shares["share_of_total"]) == ("Ghent roastery", "59.9")
    elsewhere = acme.client.get(f"/api/survey-submissions/{survey['root_key']}/", headers=acme.env.auth("other_owner"))
    assert elsewhere.status_code == 404
