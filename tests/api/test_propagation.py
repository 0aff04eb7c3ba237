"""Assessment propagates from origins through items and orders downstream, explainably
(decision assessment_propagation)."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from handwritten.app import create_app
from tests.api.conftest import Direct, Env
from tests.api.order_support import BATCH, ORIGINS, PURCHASE, SQUARE, Orders
from tests.api.test_jobs import jobs_of, run_due


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


def _mitigate(orders: Orders, target: str, who: str = "owner", reason: str = "Supplier audit 2026-10.") -> Any:
    return orders.client.post(
        "/api/assessment-mitigations/", json={"target": target, "reason": reason}, headers=orders.env.auth(who)
    )


def test_a_mitigated_risk_counts_as_passing_downstream_and_says_who_and_why(orders: Orders, env: Env) -> None:
    late = _origin(orders, "Late", production_date="2024-01-01")["id"]
    beans = orders.purchase("PO-1", items=[{"trace": {"traced_origins": [late]}}])
    batch = orders.created(
        BATCH,
        {
            "type": "produced_batch",
            "external_id": "B-1",
            "order_created_at": "2024-02-01",
            "items": [{"trace": {"traced_orders": [beans["id"]]}}],
        },
    )
    assert orders.order(batch["id"]).json()["assessment_status"] == "failing"
    # Editors and viewers may not; an unknown or another workspace's record is a 400 on target.
    for who in ("editor", "viewer"):
        assert _mitigate(orders, f"origin:{late}", who).status_code == 403
    unknown = _mitigate(orders, "origin:999999")
    assert (unknown.status_code, unknown.json()) == (
        400,
        {"target": ['Invalid pk "origin:999999" - object does not exist.']},
    )
    assert _mitigate(orders, f"origin:{late}", "other_owner").status_code == 400
    assert _mitigate(orders, "farm:1").status_code == 400
    assert orders.order(batch["id"]).json()["assessment_status"] == "failing"

    mitigated = _mitigate(orders, f"origin:{late}", "admin")
    assert mitigated.status_code == 201, mitigated.text
    assert (mitigated.json()["target"], mitigated.json()["reason"]) == (f"origin:{late}", "Supplier audit 2026-10.")
    origin = orders.get(f"{ORIGINS}{late}/")
    assert origin["assessment_status"] == "mitigated"
    assert origin["assessment_summary"]["mitigation"]["reason"] == "Supplier audit 2026-10."
    assert orders.order(beans["id"]).json()["assessment_status"] == "passing"
    assert _status(orders.order(batch["id"]).json()) == ("passing", 0, 1)
    # It stays mitigated through later writes of the origin.
    orders.patch(f"{ORIGINS}{late}/", {"producer": "Kouassi"})
    assert orders.get(f"{ORIGINS}{late}/")["assessment_status"] == "mitigated"

    # An order mitigated keeps its status, with who and why, whatever its items say.
    other = _origin(orders, "Other", country="RU", commodity="wood", production_date="2019-01-01")["id"]
    wood = orders.purchase("PO-2", items=[{"trace": {"traced_origins": [other]}}])
    assert orders.order(wood["id"]).json()["assessment_status"] == "failing"
    assert _mitigate(orders, f"order:{wood['id']}").status_code == 201
    shown = orders.order(wood["id"]).json()
    assert (shown["assessment_status"], shown["assessment_summary"]["mitigation"]["reason"]) == (
        "mitigated",
        "Supplier audit 2026-10.",
    )
    assert shown["items"][0]["assessment_status"] == "failing"


def test_a_large_fan_out_is_recomputed_by_a_durable_job_all_at_once(env: Env, direct: Direct) -> None:
    """Past propagation_inline_max orders downstream, the change commits with a job, and the job
    recomputes every order downstream in one transaction: no reader sees some updated and others not."""
    settings = env.settings.model_copy(update={"propagation_inline_max": 2, "job_worker": False})
    with TestClient(create_app(settings)) as client:
        orders = Orders(client, env)
        plot = _origin(orders, "Plot", production_date="2019-01-01")["id"]
        cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa")["id"]
        chain = [orders.purchase("PO-1", items=[{"buyer_product": cocoa, "trace": {"traced_origins": [plot]}}])["id"]]
        for n in range(3):  # each batch made from the one before: 4 orders downstream of the plot
            body = {
                "type": "produced_batch",
                "external_id": f"B-{n}",
                "order_created_at": "2024-02-01",
                "items": [{"buyer_product": cocoa, "trace": {"traced_orders": [chain[-1]]}}],
            }
            chain.append(orders.created(BATCH, body)["id"])
        assert {orders.order(id).json()["assessment_status"] for id in chain} == {"passing"}
        before = {job.id for job in jobs_of(direct)}

        # The plot turns out late: failing. The origin changes at once, the orders with the job.
        changed = orders.changed(f"{ORIGINS}{plot}/", {"production_date": "2024-01-01"})
        assert changed["assessment_status"] == "failing"
        assert {orders.order(id).json()["assessment_status"] for id in chain} == {"passing"}
        [job] = [job for job in jobs_of(direct) if job.id not in before]
        assert (job.kind, job.payload, job.done_at) == ("assessment.propagate", {"origins": [plot], "orders": []}, None)

        run_due(settings)
        assert {orders.order(id).json()["assessment_status"] for id in chain} == {"failing"}
        assert jobs_of(direct)[-1].done_at is not None
        # The last batch explains itself through the whole chain, down to the plot's check.
        causes = orders.order(chain[-1]).json()["assessment_summary"]["causes"]
        assert causes[0][-2:] == [f"origin:{plot}", "cut_off_date"] and len(causes[0]) == 2 * len(chain) + 2
