"""OS1: counts over the orders O1 lists with the same filters (decision order_statistics)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Env
from tests.api.order_support import BATCH, ORDERS, ORIGINS, SQUARE, Orders

STATISTICS = "/api/order-statistics/"


@pytest.fixture
def orders(client: TestClient, env: Env) -> Orders:
    return Orders(client, env)


def _counts(statistics: dict[str, Any], name: str) -> dict[str, int]:
    """The non-zero counts of `name`; every value of the enum is listed, zeros included."""
    rows = statistics[name]
    assert len({row["value"] for row in rows}) == len(rows)
    return {row["value"]: row["count"] for row in rows if row["count"]}


def test_statistics_count_the_orders_o1_lists_and_where_their_goods_come_from(orders: Orders) -> None:
    ivory = orders.created(ORIGINS, {"name": "Ivory", "country": "CI", "commodity": "cocoa", "geometry": SQUARE})["id"]
    ghana = orders.created(ORIGINS, {"name": "Ghana", "country": "GH", "commodity": "cocoa", "geometry": SQUARE})["id"]
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa")["id"]
    coffee = orders.product("COF-1", "Coffee", commodity="coffee")["id"]
    beans = orders.purchase(
        "PO-1",
        buyer_external_id="ORGANIC-7",
        items=[
            {"buyer_product": cocoa, "volume": 10, "unit": "kg", "trace": {"traced_origins": [ivory]}},
            {"buyer_product": cocoa, "volume": 4, "unit": "kg", "trace": {"traced_origins": [ivory, ghana]}},
        ],
    )
    orders.purchase("PO-2", items=[{"buyer_product": coffee, "volume": 6, "unit": "t"}])
    # Traced to PO-1 only: both countries reach it, through PO-1's items.
    body = {
        "type": "produced_batch",
        "external_id": "B-1",
        "order_created_at": "2024-02-01",
        "items": [{"buyer_product": cocoa, "volume": 8, "unit": "kg", "trace": {"traced_orders": [beans["id"]]}}],
    }
    orders.created(BATCH, body)

    statistics = orders.get(STATISTICS, order_action="buying")
    listed = orders.get(ORDERS, order_action="buying", limit=100)["results"]
    assert statistics["count"] == len(listed) == 3
    assert _counts(statistics, "assessment_status") == Counter(order["assessment_status"] for order in listed)
    assert [row["value"] for row in statistics["assessment_status"]] == [
        "pending", "in_progress", "passing", "failing", "mitigated",
    ]  # fmt: skip
    assert _counts(statistics, "buyer_company_status") == {"draft": 3}
    assert _counts(statistics, "seller_company_status") == {"draft": 3}
    assert _counts(statistics, "commodity") == {"cocoa": 2, "coffee": 1}
    assert (statistics["items"], statistics["traced_items"], statistics["traced_percentage"]) == (4, 3, 75.0)
    # 4 kg shared between CI and GH; the batch's 8 kg reach both through PO-1: 4 kg each.
    assert statistics["volumes"] == [
        {"country": "CI", "unit": "kg", "volume": 16.0, "items": 3},
        {"country": "GH", "unit": "kg", "volume": 6.0, "items": 2},
        {"country": None, "unit": "t", "volume": 6.0, "items": 1},
    ]

    # The same filters and search as O1.
    coffee_only = orders.get(STATISTICS, order_action="buying", items__buyer_product__commodity="coffee")
    assert coffee_only["count"] == 1 and _counts(coffee_only, "commodity") == {"coffee": 1}
    assert coffee_only["volumes"] == [{"country": None, "unit": "t", "volume": 6.0, "items": 1}]
    searched = orders.get(STATISTICS, order_action="buying", search="organic")
    assert searched["count"] == orders.get(ORDERS, order_action="buying", search="organic")["count"] == 1
    assert (searched["items"], searched["traced_items"]) == (2, 2)
    traced_to_ghana = orders.get(STATISTICS, order_action="buying", items__traced_origins=ghana)
    assert traced_to_ghana["count"] == 1

    # Nothing sold: every count zero, every value still listed.
    selling = orders.get(STATISTICS, order_action="selling")
    assert (selling["count"], selling["items"], selling["traced_percentage"], selling["volumes"]) == (0, 0, 0, [])
    assert len(selling["commodity"]) == 7 and not _counts(selling, "commodity")


def test_statistics_need_the_order_action_and_refuse_bad_filters_as_o1_does(orders: Orders) -> None:
    auth = orders.env.auth("owner")
    missing = orders.client.get(STATISTICS, headers=auth)
    assert (missing.status_code, missing.json()) == (400, orders.client.get(ORDERS, headers=auth).json())
    bad = orders.client.get(STATISTICS, params={"order_action": "buying", "failing_percentage_gte": 101}, headers=auth)
    assert bad.status_code == 400 and "failing_percentage_gte" in bad.json()
    unknown = orders.client.get(STATISTICS, params={"order_action": "buying", "limit": 5}, headers=auth)
    assert unknown.status_code == 400 and "limit" in unknown.json()
    assert (
        orders.client.get(STATISTICS, params={"order_action": "buying"}, headers=orders.env.auth("viewer")).status_code
        == 200
    )
    other = orders.get(STATISTICS, "other_owner", order_action="buying")
    assert other["count"] == 0  # another workspace's orders are not counted
