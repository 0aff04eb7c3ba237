"""Assessment propagates from origins through items and orders downstream, explainably
(decision assessment_propagation)."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Env
from tests.api.order_support import BATCH, ORIGINS, PURCHASE, SQUARE, Orders


@pytest.fixture
def orders(client: TestClient, env: Env) -> Orders:
    return Orders(client, env)


def _origin(orders: Orders, name: str, **fields: Any) -> dict[str, Any]:
    body = {"name": name, "country": "CI", "commodity": "cocoa", "geometry": SQUARE} | fields
    return orders.created(ORIGINS, body)


def _status(order: dict[str, Any]) -> tuple[str, float, float]:
    summary = order["assessment_summary"]
    assert summary["status"] == order["assessment_status"]
    return order["assessment_status"], summary["counts"].get("failing", 0), summary["counts"].get("passing", 0)


def test_a_failing_origin_reaches_every_order_downstream_and_says_why(orders: Orders) -> None:
    plot = _origin(orders, "Plot", production_date="2019-01-01")["id"]
    late = _origin(orders, "Late", production_date="2024-01-01")["id"]  # failing: after the cut-off date
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa")["id"]
    beans = orders.purchase(
        "PO-1",
        items=[
            {"buyer_product": cocoa, "trace": {"traced_origins": [plot]}},
            {"buyer_product": cocoa, "trace": {"traced_origins": [late]}},
        ],
    )
    first, second = (item["id"] for item in beans["items"])
    assert [item["assessment_status"] for item in beans["items"]] == ["passing", "failing"]
    assert _status(beans) == ("failing", 1, 1)
    butter = orders.created(
        BATCH,
        {
            "type": "produced_batch",
            "external_id": "B-1",
            "order_created_at": "2024-02-01",
            "items": [{"buyer_product": cocoa, "trace": {"traced_orders": [beans["id"]]}}],
        },
    )
    [butter_item] = butter["items"]
    assert _status(butter) == ("failing", 1, 0)
    # The path from the batch to the cause: batch -> item -> order -> item -> origin -> its check.
    assert butter["assessment_summary"]["causes"] == [
        [
            f"order:{butter['id']}",
            f"order_item:{butter_item['id']}",
            f"order:{beans['id']}",
            f"order_item:{second}",
            f"origin:{late}",
            "cut_off_date",
        ]
    ]
    assert orders.ids(failing_percentage_gte=50) == sorted([butter["id"], beans["id"]], reverse=True)
    assert orders.ids(failing_percentage_gte=60) == [butter["id"]]
    assert orders.ids(passing_percentage_gte=50) == [beans["id"]]

    # The producer's declaration clears the origin, and with it both orders, at once.
    cleared = orders.patch(f"{ORIGINS}{late}/", {"deforestation_free_declaration": True})
    assert cleared.status_code == 200 and cleared.json()["assessment_status"] == "passing"
    assert _status(orders.order(beans["id"]).json()) == ("passing", 0, 2)
    assert _status(orders.order(butter["id"]).json()) == ("passing", 0, 1)
    assert orders.order(butter["id"]).json()["assessment_summary"]["causes"] == []
    assert orders.ids(failing_percentage_gte=1) == []
    assert first


def test_excluded_records_are_left_out_and_named(orders: Orders) -> None:
    plot = _origin(orders, "Plot", production_date="2019-01-01")["id"]
    late = _origin(orders, "Late", production_date="2024-01-01")["id"]
    order = orders.purchase(
        "PO-1",
        items=[{"trace": {"traced_origins": [plot, late]}}, {"external_id": "untraced"}],
    )
    traced, untraced = order["items"]
    assert (traced["assessment_status"], untraced["assessment_status"]) == ("failing", "pending")
    assert untraced["assessment_summary"]["cause"] == [f"order_item:{untraced['id']}", "untraced"]
    # The order leaves out the failing origin and the untraced item.
    changed = orders.changed(
        f"{PURCHASE}{order['id']}/",
        {"excluded_propagation_identifiers": [f"origin:{late}", f"order_item:{untraced['id']}"]},
    )
    assert changed["items"][0]["assessment_status"] == "passing"
    assert changed["items"][0]["assessment_summary"]["excluded"] == [f"origin:{late}"]
    summary = changed["assessment_summary"]
    assert (changed["assessment_status"], summary["items"], summary["excluded"]) == (
        "passing",
        1,
        [f"order_item:{untraced['id']}"],
    )
    assert orders.ids(passing_percentage_gte=100) == [order["id"]]
    # A recorded result on the remaining origin reaches the order again.
    recorded = orders.client.post(
        f"{ORIGINS}{plot}/assessment-results/",
        json={"check": "field_visit", "status": "failing", "reason": "New clearing."},
        headers=orders.env.auth("owner"),
    )
    assert recorded.status_code == 200, recorded.text
    assert orders.order(order["id"]).json()["assessment_status"] == "failing"
