"""O1 and O3: every filter of the order list, including and excluding, order_action, and the
number of statements a page takes (decisions order_parties, order_ordering)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import event, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.orders import Order
from tests.api.catalogue import STATEMENTS
from tests.api.conftest import Direct, Env
from tests.api.order_support import ORDERS, SALE, Orders, Refs, make_refs


@pytest.fixture
def orders(client: TestClient, env: Env) -> Orders:
    return Orders(client, env)


@pytest.fixture
def data(orders: Orders, env: Env, direct: Direct) -> dict[str, Any]:
    """Three purchase orders A, B, C and a sale order S, with what they refer to."""
    refs = make_refs(orders)
    workspace = env.workspaces["a"]
    a = orders.created(
        ORDERS,
        {
            "company_id": workspace,
            "type": "order",
            "external_id": "A",
            "order_created_at": "2024-01-10",
            "order_arrival_at": "2024-02-01",
            "tags": ["Fair trade", "Organic"],
            "buyer_external_id": "BX-1",
            "buyer_company_status": "waiting_for_supplier",
            "seller_company_status": "pending",
            "value_chain": refs.chain,
            "buyer_company_id": workspace,
            "border_cross_country_code": "DE",
        },
    )
    first = {"buyer_product": refs.cocoa, "seller_product": refs.coffee, "external_id": "IT-A1", "unit": "kg"}
    items = [
        first | {"volume": 10, "trace": {"traced_origins": [refs.plot]}},
        {"buyer_product": refs.cocoa, "external_id": "IT-A2", "unit": "kg", "volume": 5},
    ]
    orders.changed(f"/api/purchase-orders/{a['id']}/", {"items": items, "dds_identifiers": ["DDS-1"]})
    b = orders.purchase(
        "B",
        type="produced_batch",
        seller_external_id="SX-2",
        order_created_at="2024-03-01",
        border_cross_country_code="CI",
        dds_identifiers=["DDS-2"],
        items=[
            {
                "buyer_product": refs.coffee,
                "external_id": "IT-B1",
                "unit": "t",
                "volume": 1.5,
                "trace": {"traced_orders": [a["id"]], "traced_origins": [refs.farm]},
            }
        ],
    )
    c = orders.purchase("C", order_created_at="2024-05-01")
    s = orders.created(SALE, {"type": "order", "external_id": "S", "order_created_at": "2024-01-01"})
    # B's statement is deleted: it no longer counts (O1's due_diligence_statements__isnull).
    statement = orders.listed(STATEMENTS, "id", dds_identifier="DDS-2")[0]
    assert orders.delete(f"{STATEMENTS}{statement}/").status_code == 204

    async def assess(session: AsyncSession) -> None:
        # Written by the assessment, which no operation of this area is.
        values = {"assessment_status": "failing", "failing_percentage": 60, "passing_percentage": 40}
        await session.execute(update(Order).where(Order.id == b["id"]).values(**values))
        await session.execute(update(Order).where(Order.id == a["id"]).values(passing_percentage=100))

    direct.run(assess)
    return {"A": a["id"], "B": b["id"], "C": c["id"], "S": s["id"], "refs": refs}


def test_order_action_is_required(orders: Orders) -> None:
    for path in (ORDERS, f"{ORDERS}1/"):
        response = orders.client.get(path, headers=orders.env.auth("owner"))
        assert (response.status_code, response.json()) == (400, {"order_action": ["This field is required."]})


def test_buying_and_selling_list_each_side(orders: Orders, data: dict[str, Any]) -> None:
    assert sorted(orders.ids("buying")) == sorted([data["A"], data["B"], data["C"]])
    assert orders.ids("selling") == [data["S"]]
    assert orders.order(data["A"], "buying").status_code == 200
    assert orders.order(data["A"], "selling").status_code == 404
    assert orders.order(data["S"], "selling").status_code == 200
    assert orders.order(data["S"], "buying").status_code == 404
    # Newest first by default (decision order_ordering); ordering by another field.
    assert orders.ids("buying") == [data["C"], data["B"], data["A"]]
    assert orders.ids("buying", ordering="order_created_at") == [data["A"], data["B"], data["C"]]


def _filters(refs: Refs, ids: dict[str, int]) -> list[tuple[dict[str, Any], str]]:
    """(filter, the purchase orders it lists, by name)."""
    cocoa, coffee = refs.cocoa, refs.coffee
    return [
        ({"id": ids["A"]}, "A"),
        ({"id__in": f"{ids['A']},{ids['B']}"}, "AB"),
        ({"id__exclude_in": ids["A"]}, "BC"),
        ({"type": "produced_batch"}, "B"),
        ({"type__in": "order,product_chain"}, "AC"),
        ({"buyer_company_status": "waiting_for_supplier"}, "A"),
        ({"buyer_company_status__in": "draft,closed"}, "BC"),
        ({"seller_company_status": "pending"}, "A"),
        ({"seller_company_status__in": "draft"}, "BC"),
        ({"assessment_status": "failing"}, "B"),
        ({"assessment_status__in": "pending,passing"}, "AC"),
        ({"value_chain": refs.chain}, "A"),
        ({"border_cross_country_code": "DE"}, "A"),
        ({"border_cross_country_code__in": "DE,CI"}, "AB"),
        ({"due_diligence_statements__isnull": "false"}, "A"),
        ({"due_diligence_statements__isnull": "true"}, "BC"),
        ({"failing_percentage_gte": 50}, "B"),
        ({"passing_percentage_gte": 50}, "A"),
        ({"order_created_at": "2024-01-10"}, "A"),
        ({"order_created_at__gte": "2024-03-01"}, "BC"),
        ({"order_created_at__lte": "2024-03-01"}, "AB"),
        ({"order_arrival_at": "2024-02-01"}, "A"),
        ({"order_arrival_at__gte": "2024-02-02"}, ""),
        ({"order_arrival_at__lte": "2024-02-01"}, "A"),
        ({"tags__name": "Fair trade"}, "A"),
        ({"tags__name__icontains": "ORGAN"}, "A"),
        ({"tags__name__in": "Nope,Organic"}, "A"),
        ({"tags__slug": "fair-trade"}, "A"),
        ({"tags__slug__in": "nope"}, ""),
        ({"items__buyer_product": cocoa}, "A"),
        ({"items__buyer_product__in": f"{cocoa},{coffee}"}, "AB"),
        ({"items__buyer_product__isnull": "true"}, "C"),  # no item at all, as Django's LEFT JOIN
        ({"items__buyer_product__isnull": "false"}, "AB"),
        ({"items__seller_product": coffee}, "A"),
        ({"items__seller_product__in": cocoa}, ""),
        ({"items__seller_product__isnull": "true"}, "ABC"),  # A's second item has none
        ({"items__seller_product__isnull": "false"}, "A"),
        ({"items__buyer_product__commodity": "cocoa"}, "A"),
        ({"items__buyer_product__commodity__in": "coffee,wood"}, "B"),
        ({"items__buyer_product__composition": "composite"}, "B"),
        ({"items__buyer_product__composition__in": "simple"}, "A"),
        ({"items__buyer_product__name": "Cocoa beans"}, "A"),
        ({"items__buyer_product__name__icontains": "COFFEE"}, "B"),
        ({"items__buyer_product__name__startswith": "Cocoa"}, "A"),
        ({"items__buyer_product__name__endswith": "blend"}, "B"),
        ({"items__buyer_product__sku": "COF-2"}, "B"),
        ({"items__buyer_product__sku__icontains": "coc"}, "A"),
        ({"items__buyer_product__sku__startswith": "COF"}, "B"),
        ({"items__buyer_product__sku__endswith": "-1"}, "A"),
        ({"items__seller_product__commodity": "coffee"}, "A"),
        ({"items__seller_product__commodity__in": "cocoa"}, ""),
        ({"items__seller_product__composition": "composite"}, "A"),
        ({"items__seller_product__composition__in": "simple"}, ""),
        ({"items__seller_product__name": "Coffee blend"}, "A"),
        ({"items__seller_product__name__icontains": "cocoa"}, ""),
        ({"items__seller_product__name__startswith": "Coffee"}, "A"),
        ({"items__seller_product__name__endswith": "beans"}, ""),
        ({"items__seller_product__sku": "COF-2"}, "A"),
        ({"items__seller_product__sku__icontains": "of"}, "A"),
        ({"items__seller_product__sku__startswith": "COC"}, ""),
        ({"items__seller_product__sku__endswith": "2"}, "A"),
        ({"items__external_id": "IT-A1"}, "A"),
        ({"items__external_id__icontains": "it-b"}, "B"),
        ({"items__external_id__startswith": "IT-A"}, "A"),
        ({"items__external_id__endswith": "B1"}, "B"),
        ({"items__external_id__in": "IT-A2,IT-B1"}, "AB"),
        ({"items__traced_origins": refs.plot}, "A"),
        ({"items__traced_origins__in": f"{refs.plot},{refs.farm}"}, "AB"),
        ({"items__unit": "kg"}, "A"),
        ({"items__volume": 1.5}, "B"),
        ({"items__volume__gte": 5}, "A"),
        ({"items__volume__lte": 5}, "AB"),
        ({"search": "bx-1"}, "A"),
        ({"search": "SX"}, "B"),
        ({"search": "fair"}, "A"),
        ({"search": "nowhere"}, ""),
    ]


def test_every_filter_includes_and_excludes(orders: Orders, data: dict[str, Any]) -> None:
    names = {id: name for name, id in data.items() if name != "refs"}
    for params, expected in _filters(data["refs"], data):
        listed = "".join(sorted(names[id] for id in orders.ids("buying", **params)))
        assert listed == expected, params


def test_an_order_is_shown_with_everything_it_refers_to(orders: Orders, data: dict[str, Any], env: Env) -> None:
    response = orders.order(data["A"])
    assert response.status_code == 200
    order = response.json()
    refs: Refs = data["refs"]
    assert (order["company"]["id"], order["buyer_company"]["id"], order["seller_company"]) == (
        env.workspaces["a"],
        env.workspaces["a"],
        None,
    )
    assert order["company"]["name"] == "Acme Cocoa"
    assert (order["value_chain"], order["value_chain_detail"]["company_name"]) == (refs.chain, "Coop")
    assert order["border_cross_country"]["alpha_2"] == "DE"
    assert order["tags"] == ["Fair trade", "Organic"]
    assert [s["dds_identifier"] for s in order["due_diligence_statements"]] == ["DDS-1"]
    assert order["pulse_params"] == {"identifier": str(data["A"]), "model_identifier": "supply_chain.order"}
    first, second = order["items"]
    assert (first["buyer_product_detail"]["sku"], first["seller_product_detail"]["sku"]) == ("COC-1", "COF-2")
    assert (first["traced_order_count"], first["traced_origin_count"]) == ("0", "1")
    assert (second["seller_product"], second["seller_product_detail"], second["metadata"]) == (None, None, None)
    b = orders.order(data["B"]).json()
    assert (b["items"][0]["traced_order_count"], b["items"][0]["traced_origin_count"]) == ("1", "1")
    assert b["due_diligence_statements"] == []  # its statement was deleted


def test_an_order_shows_its_products_and_statements_as_their_own_reads_do(orders: Orders) -> None:
    # An order's page reads their JSON as text and decodes it itself; P2 and DS2 let the driver.
    species = [{"common_name": "Cacao", "scientific_name": "Theobroma cacao"}]
    product = orders.product(
        "JSON-1", commodity="cocoa", metadata={"species": species}, excluded_propagation_identifiers=["origin:3"]
    )
    statement = orders.statement("DDS-J", products=[product["id"]], dds_data={"lots": [1, "two"], "note": None})
    item = {"buyer_product": product["id"], "seller_product": product["id"], "unit": "kg", "volume": 2}
    order = orders.purchase("J", items=[item], dds_identifiers=["DDS-J"])
    shown = orders.order(order["id"]).json()
    listed = [o for o in orders.get(ORDERS, order_action="buying")["results"] if o["id"] == order["id"]]
    assert len(listed) == 1
    own = orders.get(f"/api/products/{product['id']}/")
    assert own["due_diligence_statements"][0]["dds_data"] == {"lots": [1, "two"], "note": None}
    for seen in (shown, *listed):
        assert seen["items"][0]["buyer_product_detail"] == own == seen["items"][0]["seller_product_detail"]
        assert seen["due_diligence_statements"] == own["due_diligence_statements"]
    record = orders.get(f"{STATEMENTS}{statement['id']}/")
    assert {k: v for k, v in record.items() if k not in ("products", "filing")} == own["due_diligence_statements"][0]


def test_a_page_takes_the_same_statements_whatever_its_size(orders: Orders, env: Env) -> None:
    refs = make_refs(orders)
    item = {"buyer_product": refs.cocoa, "seller_product": refs.coffee, "trace": {"traced_origins": [refs.plot]}}
    for number in range(50):
        orders.purchase(f"P-{number}", value_chain=refs.chain, dds_identifiers=["DDS-1"], items=[item, item])
    # An app without background workers, whose polling would run statements on the same engine.
    quiet = env.settings.model_copy(update={"job_worker": False, "mail_worker": False})
    with TestClient(create_app(quiet)) as client:
        engine = client.app.state.db.engine.sync_engine  # type: ignore[attr-defined]
        # A first request, so that start-up housekeeping and the key's last use are not counted.
        Orders(client, env).get(ORDERS, order_action="buying", limit=1)
        counted: dict[int, list[str]] = {}
        for size in (5, 50):
            statements: list[str] = []

            def count(conn: Any, cursor: Any, statement: str, *args: Any, into: list[str] = statements) -> None:
                # The key's last use is recorded at most once a while, whenever a slow run crosses
                # that interval: authentication's housekeeping, not the page's.
                if not statement.startswith("UPDATE api_keys SET last_used_at"):
                    into.append(statement)

            event.listen(engine, "before_cursor_execute", count)
            try:
                page = Orders(client, env).get(ORDERS, order_action="buying", limit=size)
            finally:
                event.remove(engine, "before_cursor_execute", count)
            assert len(page["results"]) == size
            assert all(len(order["items"]) == 2 for order in page["results"])
            counted[size] = statements
    assert len(counted[5]) == len(counted[50]), counted
