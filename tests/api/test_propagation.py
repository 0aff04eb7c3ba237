"""Assessment propagates from origins through items and orders downstream, explainably
(decision assessment_propagation)."""

from __future__ import annotations

import random
from collections import Counter
from datetime import date
from functools import partial
from typing import Any

import pytest
from sqlalchemy import Engine, Select, event, insert, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.orders import Order, OrderItem, TracedOrder, TracedOrigin
from handwritten.services import propagation
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


def test_an_update_recomputes_only_when_it_changes_what_results_are_made_from(orders: Orders) -> None:
    """A change of fields no result is made from (an external id) neither walks the graph nor
    writes results; one of an exclusion does, and its results show at once."""
    plot = _origin(orders, "Plot", production_date="2019-01-01")["id"]
    late = _origin(orders, "Late", production_date="2024-01-01")["id"]
    upstream = orders.purchase("PO-UP", items=[{"trace": {"traced_origins": [plot, late]}}])
    downstream = orders.purchase("PO-DOWN", items=[{"trace": {"traced_orders": [upstream["id"]]}}])
    statements: list[str] = []

    def record(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        statements.append(statement)

    def walked() -> bool:
        return any("downstream" in statement for statement in statements)

    event.listen(Engine, "before_cursor_execute", record)
    try:
        renamed = orders.changed(f"{PURCHASE}{upstream['id']}/", {"buyer_external_id": "BUY-1"})
        assert renamed["buyer_external_id"] == "BUY-1"
        assert renamed["assessment_status"] == "failing"
        assert not walked()
        assert not [s for s in statements if s.lstrip().upper().startswith("UPDATE ORDER_ITEMS")]
        excluded = orders.changed(
            f"{PURCHASE}{upstream['id']}/", {"excluded_propagation_identifiers": [f"origin:{late}"]}
        )
        assert walked()
    finally:
        event.remove(Engine, "before_cursor_execute", record)
    assert excluded["assessment_status"] == "passing"
    assert orders.order(downstream["id"]).json()["assessment_status"] == "passing"


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
        # The walk deciding between now and the job stops one order past the bound.
        walked = [
            direct.run(partial(propagation._downstream, origin_ids=[plot], order_ids=[], at_most=n)) for n in (1, 3, 4)
        ]
        assert [len(found) for found in walked] == [2, 4, 4] and walked[0] < set(chain) == walked[1] == walked[2]
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


# -- a large downstream (issue 33, point 15) -------------------------------------------------------

# 44,000 items, 3 in 4 traced to earlier orders (33,000 traces). The sizes are chosen so that a
# statement binding one parameter per item or per trace would exceed asyncpg's limit of 32,767
# and fail, as at any larger size (one per order exceeds SQLite's 999 of some builds); and a
# chain 5,500 orders deep still shows a per-row walk or a quadratic cost as a much slower run.
DOWNSTREAM, ITEMS_EACH, TRACED_EACH = 5_500, 8, 6
LARGE = Order.external_id.startswith("LARGE-")
LARGE_TABLES = ("orders", "order_items", "order_item_traced_orders", "order_item_traced_origins")


async def _large_downstream(session: AsyncSession, workspace: int, root: int, plot: int) -> list[int]:
    """DOWNSTREAM orders after `root`, each item of each traced to an earlier one (or to `plot`),
    written with a few bulk inserts (multi-row, without RETURNING): every one of them is
    downstream of `root`. Their ids."""
    rng = random.Random(33)
    common = {
        "company_id": workspace,
        "type": "produced_batch",
        "order_created_at": date(2024, 2, 1),
        "buyer_company_status": "draft",
        "seller_company_status": "draft",
        "assessment_status": "passing",
        "buyer_company_id": workspace,
    }
    await session.execute(insert(Order), [common | {"external_id": f"LARGE-{n:05}"} for n in range(DOWNSTREAM)])
    ids = list(
        await session.scalars(
            select(Order.id).where(Order.external_id.startswith("LARGE-")).order_by(Order.external_id)
        )
    )
    item_rows = [
        {"company_id": workspace, "order_id": id, "line_number": k, "assessment_status": "passing"}
        for id in ids
        for k in range(ITEMS_EACH)
    ]
    await session.execute(insert(OrderItem), item_rows)
    items = await session.execute(
        select(OrderItem.id, OrderItem.order_id, OrderItem.line_number)
        .join(Order, Order.id == OrderItem.order_id)
        .where(LARGE)
    )
    position = {id: n for n, id in enumerate(ids)}
    earlier = [root, *ids]  # earlier[n]: the order just before the nth
    traced_orders, traced_origins = [], []
    for item, order, k in sorted(items, key=lambda row: (position[row.order_id], row.line_number)):
        n = position[order]
        if (k or 0) < TRACED_EACH:  # the first to the order just before, so every order reaches the root
            source = earlier[n] if k == 0 else earlier[rng.randrange(n + 1)]
            traced_orders.append({"company_id": workspace, "item_id": item, "order_id": source})
        else:
            traced_origins.append({"company_id": workspace, "item_id": item, "origin_id": plot})
    await session.execute(insert(TracedOrder), traced_orders)
    await session.execute(insert(TracedOrigin), traced_origins)
    return ids


def test_a_change_with_a_large_downstream_is_propagated_to_every_order(env: Env, direct: Direct) -> None:
    """5,500 orders and 44,000 items downstream of one order: the change reaches each of them,
    through the job, with no statement binding a parameter per order or item (asyncpg allows
    32,767 at most; SQLite as few as 999 in some builds)."""
    settings = env.settings.model_copy(update={"job_worker": False})
    with TestClient(create_app(settings)) as client:
        orders = Orders(client, env)
        plot = _origin(orders, "Plot", production_date="2019-01-01")["id"]
        late = _origin(orders, "Late", production_date="2024-01-01")["id"]  # failing
        root = orders.purchase("PO-ROOT", items=[{"trace": {"traced_origins": [plot]}}])
        assert root["assessment_status"] == "passing"
        workspace = env.workspaces["a"]
        direct.run(lambda session: _large_downstream(session, workspace, root["id"], plot))
        if env.backend == "postgresql":  # the statistics autovacuum would gather by now
            direct.run(lambda session: session.execute(text(f"ANALYZE {', '.join(LARGE_TABLES)}")))

        # O7: the early order's item is now traced to the late plot too; every order downstream,
        # the root included, is recomputed by the job, in one transaction.
        item = root["items"][0]["id"]
        body = {"items": [{"id": item, "trace": {"traced_origins": [plot, late]}}]}
        orders.changed(f"{PURCHASE}{root['id']}/", body)
        [job] = [job for job in jobs_of(direct) if job.kind == "assessment.propagate"]
        run_due(settings)
        [job] = [found for found in jobs_of(direct) if found.id == job.id]
        assert (job.done_at is not None, job.last_error) == (True, "")
        assert orders.order(root["id"]).json()["assessment_status"] == "failing"
        # The deepest order explains itself by a path of bounded length, down to the plot's check.
        [cause, *_] = orders.order(_last_large(direct)).json()["assessment_summary"]["causes"]
        assert len(cause) <= 20 and cause[-2:] == [f"origin:{late}", "cut_off_date"]

    statuses = select(Order.assessment_status, Order.failing_percentage).where(LARGE)
    traced_items = (
        select(OrderItem.assessment_status)
        .join(TracedOrder, TracedOrder.item_id == OrderItem.id)
        .join(Order, Order.id == OrderItem.order_id)
        .where(LARGE)
    )
    # Every order downstream fails through its items traced to earlier orders, each of which
    # fails; its 2 items traced to the plot pass: 6 of 8 failing.
    assert direct.run(lambda session: _counted(session, statuses)) == Counter({("failing", 75): DOWNSTREAM})
    assert direct.run(lambda session: _counted(session, traced_items)) == Counter(
        {("failing",): DOWNSTREAM * TRACED_EACH}
    )


def _last_large(direct: Direct) -> int:
    async def work(session: AsyncSession) -> int:
        last = await session.scalar(select(Order.id).where(LARGE).order_by(Order.external_id.desc()).limit(1))
        assert last is not None
        return last

    return direct.run(work)


async def _counted(session: AsyncSession, statement: Select[*tuple[Any, ...]]) -> Counter[tuple[Any, ...]]:
    return Counter(tuple(row) for row in await session.execute(statement))


def test_exclusions_must_name_records_or_are_refused(orders: Orders) -> None:
    """excluded_propagation_identifiers (an order's, an item's, a product's, a value chain's) is
    null or a list of identifiers; anything else would exclude nothing, so it is a 400 naming the
    place, and nothing changes (decision assessment_propagation)."""
    plot = _origin(orders, "Plot", production_date="2019-01-01")["id"]
    product = orders.product("COC-1", "Cocoa beans", commodity="cocoa")
    chain = orders.value_chain("Coop")
    order = orders.purchase("PO-1", items=[{"buyer_product": product["id"], "trace": {"traced_origins": [plot]}}])
    item = order["items"][0]["id"]
    refused: list[tuple[Any, Any]] = [
        ({"origin": plot}, ['Expected a list of items but got type "dict".']),
        (f"origin:{plot}", ['Expected a list of items but got type "str".']),
        (
            [f"origin:{plot}", "orgin:5", 7, "order:x"],
            {
                "1": ['"orgin:5" is not an identifier: origin:<id>, order:<id> or order_item:<id>.'],
                "2": ["Not a valid string."],
                "3": ['"order:x" is not an identifier: origin:<id>, order:<id> or order_item:<id>.'],
            },
        ),
    ]
    writes = [
        (f"{PURCHASE}{order['id']}/", lambda value: {"excluded_propagation_identifiers": value}, lambda e: e),
        (
            f"{PURCHASE}{order['id']}/",
            lambda value: {"items": [{"id": item, "excluded_propagation_identifiers": value}]},
            lambda e: {"items": {"0": e}},
        ),
        (f"/api/products/{product['id']}/", lambda value: {"excluded_propagation_identifiers": value}, lambda e: e),
        (f"/api/value-chains/{chain['id']}/", lambda value: {"excluded_propagation_identifiers": value}, lambda e: e),
    ]
    for path, body, at in writes:
        for value, errors in refused:
            response = orders.patch(path, body(value))
            assert (response.status_code, response.json()) == (
                400,
                at({"excluded_propagation_identifiers": errors}),
            ), (path, value)
    assert orders.order(order["id"]).json() == order
    # null and identifiers are kept, even of records that do not exist (yet).
    for path, body, _ in writes:
        assert orders.patch(path, body([f"origin:{plot}", "order_item:999999"])).status_code == 200, path
        assert orders.patch(path, body(None)).status_code == 200, path
