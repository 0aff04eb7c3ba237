"""DS6 prepares an order's EUDR statement from its chain, refusing with every reason while it
cannot be made; DS7 files a draft through the submitter, by default as a workspace document
(decisions statement_preparation, statement_filing)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Env
from tests.api.order_support import BATCH, ORDERS, ORIGINS, SQUARE, Orders

STATEMENTS = "/api/due-diligence-statements/"
POINT = {"type": "Point", "coordinates": [-1.6, 6.7]}


@pytest.fixture
def orders(client: TestClient, env: Env) -> Orders:
    return Orders(client, env)


def _prepare(orders: Orders, id: int, who: str = "owner", **body: Any) -> Any:
    return orders.post(f"{ORDERS}{id}/due-diligence-statement/", {"order_action": "buying", **body}, who)


def _file(orders: Orders, id: int, who: str = "owner") -> Any:
    return orders.post(f"{STATEMENTS}{id}/filing/", {}, who)


def _statement_count(orders: Orders) -> int:
    count: int = orders.get(STATEMENTS)["count"]
    return count


def test_a_statement_is_prepared_from_the_chain_and_filed_as_a_document(orders: Orders, env: Env) -> None:
    plot = orders.created(
        ORIGINS, {"name": "Plot", "country": "CI", "commodity": "cocoa", "geometry": SQUARE, "producer": "Awa"}
    )["id"]
    farm = orders.created(ORIGINS, {"name": "Farm", "country": "GH", "commodity": "cocoa", "geometry": POINT})["id"]
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa", hs_code="1801")["id"]
    butter = orders.product("COC-2", "Cocoa butter", commodity="cocoa", hs_code="1804")["id"]
    beans = orders.purchase(
        "PO-1", items=[{"buyer_product": cocoa, "volume": 5, "unit": "t", "trace": {"traced_origins": [farm]}}]
    )
    body = {
        "type": "produced_batch",
        "external_id": "B-1",
        "order_created_at": "2024-02-01",
        "items": [
            {"buyer_product": cocoa, "volume": 10, "unit": "kg", "trace": {"traced_origins": [plot]}},
            {"buyer_product": butter, "volume": 2, "unit": "t", "trace": {"traced_orders": [beans["id"]]}},
        ],
    }
    batch = orders.created(BATCH, body)
    first, second = (item["id"] for item in batch["items"])

    response = _prepare(orders, batch["id"], activity="export")
    assert response.status_code == 200, response.text
    statement = response.json()
    assert (statement["dds_identifier"], statement["status"], statement["type"]) == (
        f"EUDR-ORDER-{batch['id']}",
        "draft",
        "EUDR",
    )
    assert statement["name"] == "EUDR statement for order B-1"
    assert statement["products"] == sorted([cocoa, butter]) and statement["filing"] is None
    data = statement["dds_data"]
    assert (data["regulation"], data["activity"]) == ("EUDR", "export")
    assert data["operator"] == {
        "workspace": env.workspaces["a"],
        "name": "Acme Cocoa",
        "country": "NL",
        "city": "Amsterdam",
    }
    assert data["order"]["id"] == batch["id"] and data["order"]["external_id"] == "B-1"
    assert data["countries_of_production"] == ["CI", "GH"]
    assert [
        (c["item"], c["hs_code"], c["quantity"], c["countries_of_production"], c["origins"])
        for c in data["commodities"]
    ] == [
        (first, "1801", {"volume": 10, "unit": "kg"}, ["CI"], [plot]),
        (second, "1804", {"volume": 2, "unit": "t"}, ["GH"], [farm]),  # through PO-1
    ]
    features = data["geolocation"]["features"]
    assert data["geolocation"]["type"] == "FeatureCollection"
    assert [(f["id"], f["geometry"], f["properties"]["producer"]) for f in features] == [
        (f"origin:{plot}", SQUARE, "Awa"),
        (f"origin:{farm}", POINT, None),
    ]
    # Attached to the order.
    shown = orders.order(batch["id"]).json()
    assert [s["id"] for s in shown["due_diligence_statements"]] == [statement["id"]]

    # Prepared again: the same draft, rebuilt.
    again = _prepare(orders, batch["id"], name="Cocoa, spring")
    assert again.status_code == 200, again.text
    assert (again.json()["id"], again.json()["name"], again.json()["dds_data"]["activity"]) == (
        statement["id"],
        "Cocoa, spring",
        "import",
    )
    assert len(orders.order(batch["id"]).json()["due_diligence_statements"]) == 1

    # Filing is for Owners and Admins.
    assert _file(orders, statement["id"], "editor").status_code == 403
    filed = _file(orders, statement["id"], "admin")
    assert filed.status_code == 200, filed.text
    record = filed.json()
    assert record["status"] == "submitted"
    filing = record["filing"]
    me = orders.get("/api/accounts/users/me/", "admin")
    assert (filing["submitter"], filing["filed_by"]) == ("documents", me["id"])
    assert orders.get(f"{STATEMENTS}{statement['id']}/")["filing"] == filing
    # The statement as filed is a completed document of the workspace, downloadable.
    document = orders.get(f"/api/documents/{filing['document']}/")
    assert (document["upload_status"], document["content_type"], document["media_type"], document["name"]) == (
        "completed", "dds_filing", "application/json", f"{statement['dds_identifier']}.json",
    )  # fmt: skip
    assert document["file_path"] == filing["reference"]
    url = orders.get(f"/api/documents/{filing['document']}/download/")["download_url"]
    kept = json.loads(orders.client.get(url).content)
    assert kept["dds_identifier"] == statement["dds_identifier"]
    assert kept["dds_data"] == record["dds_data"]

    # Filed: not filed again, not prepared again.
    refiled = _file(orders, statement["id"])
    assert refiled.status_code == 400 and "status" in refiled.json()
    reprepared = _prepare(orders, batch["id"])
    assert reprepared.status_code == 400 and list(reprepared.json()) == ["dds_identifier"]


def test_preparing_is_refused_with_every_reason_and_writes_nothing(orders: Orders) -> None:
    late = orders.created(
        ORIGINS,
        {"name": "Late", "country": "CI", "commodity": "cocoa", "geometry": SQUARE, "production_date": "2024-01-01"},
    )["id"]  # fmt: skip
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa", hs_code="1801")["id"]
    bare = orders.product("X-1", "No code", commodity="cocoa")["id"]
    order = orders.purchase(
        "PO-1",
        items=[
            {"buyer_product": cocoa, "volume": 1, "unit": "t"},  # untraced
            {"buyer_product": cocoa, "trace": {"traced_origins": [late]}},  # no quantity; a failing origin
            {"buyer_product": bare, "volume": 1, "unit": "t", "trace": {"traced_origins": [late]}},
            {"volume": 1, "unit": "t", "trace": {"traced_origins": [late]}},  # no product
        ],
    )
    before = _statement_count(orders)
    refused = _prepare(orders, order["id"])
    assert refused.status_code == 400
    errors = refused.json()
    assert set(errors) == {"items", "origins"}
    assert set(errors["items"]) == {"0", "1", "2", "3"}
    assert errors["items"]["0"] == [
        "No origin reaches this item: the statement needs the geolocation of every plot its goods came from."
    ]
    assert errors["items"]["1"] == ["This item has no volume and unit: the statement declares the quantity."]
    assert errors["items"]["2"] == [
        f"Product {bare} (No code) has no commodity or no HS code: the statement declares both."
    ]
    assert errors["items"]["3"] == ["This item has no product: the statement declares each commodity with its HS code."]
    [reason] = errors["origins"][str(late)]
    assert reason.startswith(f"Origin {late} (Late) is failing (cut_off_date: ") and "mitigate it (AS2)" in reason
    assert _statement_count(orders) == before
    assert orders.order(order["id"]).json()["due_diligence_statements"] == []

    # An order without items, another workspace's order, the other side: refused or not found.
    empty = orders.purchase("PO-2")
    assert _prepare(orders, empty["id"]).json() == {
        "items": ["The order has no items: a statement declares the goods of its items."]
    }
    assert _prepare(orders, order["id"], "other_owner").status_code == 404
    assert (
        orders.post(f"{ORDERS}{order['id']}/due-diligence-statement/", {"order_action": "selling"}).status_code == 404
    )
    assert _prepare(orders, order["id"], "viewer").status_code == 403

    # Mitigating the failing origin and fixing the items lets it through.
    mitigated = orders.post(
        "/api/assessment-mitigations/", {"target": f"origin:{late}", "reason": "Field visit: planted 2015"}
    )
    assert mitigated.status_code == 201, mitigated.text
    plot = orders.origin("Plot")["id"]
    fixed = [
        {
            "id": item["id"],
            "buyer_product": cocoa,
            "volume": 1,
            "unit": "t",
            "trace": {"traced_origins": [plot if n == 0 else late]},
        }
        for n, item in enumerate(order["items"])
    ]
    orders.changed(f"/api/purchase-orders/{order['id']}/", {"items": fixed})
    prepared = _prepare(orders, order["id"], dds_identifier="DDS-PO-1")
    assert prepared.status_code == 200, prepared.text
    assert prepared.json()["dds_data"]["geolocation"]["features"][0]["properties"]["assessment_status"] == "mitigated"


def test_only_a_draft_with_data_is_filed(orders: Orders) -> None:
    empty = orders.statement("DDS-9")  # recorded by DS2 without dds_data
    refused = _file(orders, empty["id"])
    assert (refused.status_code, list(refused.json())) == (400, ["dds_data"])
    submitted = orders.statement("DDS-10", status="submitted", dds_data={"any": "thing"})
    assert list(_file(orders, submitted["id"]).json()) == ["status"]
    assert _file(orders, empty["id"], "other_owner").status_code == 404
    assert _file(orders, 2_000_000_000).status_code == 404
