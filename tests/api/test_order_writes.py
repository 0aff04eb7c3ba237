"""O2, O4–O9: who an order belongs to, nested items (DRF writable-nested semantics), traces
without cycles, refused bodies that change nothing, and references that keep records from
deletion (decisions order_parties, order_writes, order_items_nested, referenced_deletion)."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from handwritten.services.orders import checks
from tests.api.catalogue import PRODUCTS
from tests.api.conftest import Env
from tests.api.order_support import BATCH, ORDERS, ORIGINS, PURCHASE, SALE, VALUE_CHAINS, Orders, Refs, make_refs
from tests.api.test_idempotency import run_with_app

NOT_FOUND = (404, {"detail": "Not found."})


@pytest.fixture
def orders(client: TestClient, env: Env) -> Orders:
    return Orders(client, env)


@pytest.fixture
def refs(orders: Orders) -> Refs:
    return make_refs(orders)


def _invalid(id: object) -> list[str]:
    return [f'Invalid pk "{id}" - object does not exist.']


def test_each_creation_sets_the_workspace_as_its_party(orders: Orders, env: Env) -> None:
    workspace, other = env.workspaces["a"], env.workspaces["b"]
    base = {"type": "order", "external_id": "X", "order_created_at": "2024-01-01"}
    purchase = orders.created(PURCHASE, base | {"seller_company_id": other})
    assert (purchase["company_id"], purchase["buyer_company_id"], purchase["seller_company_id"]) == (
        workspace,
        workspace,
        other,
    )
    assert purchase["seller_company"]["name"] == "Bolt Coffee"
    assert (purchase["buyer_company_status"], purchase["seller_company_status"]) == ("draft", "draft")
    assert purchase["assessment_status"] == "pending"
    sale = orders.created(SALE, base | {"buyer_company_id": other, "assessment_status": "passing"})
    assert (sale["buyer_company_id"], sale["seller_company_id"], sale["assessment_status"]) == (
        other,
        workspace,
        "passing",
    )
    batch = orders.created(BATCH, base | {"type": "produced_batch"})
    assert (batch["buyer_company_id"], batch["seller_company_id"]) == (workspace, None)
    generic = orders.created(ORDERS, base | {"company_id": workspace, "tags": [], "seller_company_id": workspace})
    assert (generic["buyer_company_id"], generic["seller_company_id"]) == (None, workspace)


def test_the_generic_creation_takes_the_workspace_from_the_key(orders: Orders, env: Env) -> None:
    base = {"type": "order", "external_id": "X", "order_created_at": "2024-01-01", "tags": []}
    response = orders.post(ORDERS, base | {"company_id": env.workspaces["b"], "buyer_company_id": env.workspaces["b"]})
    assert response.status_code == 400
    assert list(response.json()) == ["company_id"]
    # The workspace must be a party, or the order would be listed on neither side.
    response = orders.post(ORDERS, base | {"company_id": env.workspaces["a"]})
    assert (response.status_code, list(response.json())) == (400, ["non_field_errors"])
    body = base | {
        "company_id": env.workspaces["a"],
        "buyer_company_id": 999_999,
        "seller_company_id": env.workspaces["a"],
    }
    response = orders.post(ORDERS, body)
    assert (response.status_code, response.json()) == (400, {"buyer_company_id": _invalid(999_999)})
    assert orders.ids("buying") == orders.ids("selling") == []


def test_items_are_created_updated_by_id_and_deleted_when_left_out(orders: Orders, refs: Refs) -> None:
    order = orders.purchase(
        "N",
        items=[
            {"buyer_product": refs.cocoa, "volume": 1, "line_number": 1, "metadata": {"supplementary_unit": "kg"}},
            {"buyer_product": refs.coffee, "volume": 2, "line_number": 2},
            {"buyer_product": refs.coffee, "volume": 3, "line_number": 3, "metadata": None},
        ],
    )
    # Items giving different fields are still written, and numbered, in the body's order.
    assert [item["line_number"] for item in order["items"]] == [1, 2, 3]
    first = order["items"][0]["id"]
    assert order["items"][0]["metadata"] == {
        "percentage_estimation_or_deviation": "",
        "supplementary_unit": "kg",
        "supplementary_unit_qualifier": "",
    }
    path = f"{PURCHASE}{order['id']}/"
    changed = orders.changed(path, {"items": [{"id": first, "volume": 7}, {"seller_product": refs.cocoa}]})
    items = changed["items"]
    # The second item was deleted and a new one created (SQLite may give it the freed id again).
    assert len(items) == 2 and items[0]["id"] == first
    assert (items[1]["volume"], items[1]["line_number"]) == (None, None) != (2, 2)
    assert (items[0]["volume"], items[0]["buyer_product"], items[0]["line_number"]) == (7, refs.cocoa, 1)
    assert (items[1]["seller_product"], items[1]["buyer_product"]) == (refs.cocoa, None)
    # Without items, the items are left as they are.
    assert orders.changed(path, {"external_id": "N2"})["items"] == items
    # An empty list deletes them all.
    assert orders.changed(path, {"items": []})["items"] == []


def test_a_bad_item_refuses_the_whole_body_naming_its_index(orders: Orders, refs: Refs, env: Env) -> None:
    order = orders.purchase("R", items=[{"buyer_product": refs.cocoa, "volume": 1}])
    other = orders.purchase("O", items=[{"buyer_product": refs.cocoa}])
    foreign = orders.product("THEIRS", who="other_owner")["id"]
    path = f"{PURCHASE}{order['id']}/"
    item = order["items"][0]["id"]
    refused = [
        (
            [{"id": item, "volume": 9}, {"volume": 3}, {"buyer_product": 999_999}],
            {"items": {"2": {"buyer_product": _invalid(999_999)}}},
        ),
        ([{"seller_product": foreign}], {"items": {"0": {"seller_product": _invalid(foreign)}}}),
        ([{"id": other["items"][0]["id"]}], {"items": {"0": {"id": _invalid(other["items"][0]["id"])}}}),
        ([{"id": item}, {"id": item}], {"items": {"1": {"id": ["This item is given more than once."]}}}),
        (
            [{"trace": {"traced_origins": [999_999]}}],
            {"items": {"0": {"trace": {"traced_origins": _invalid(999_999)}}}},
        ),
        (
            [{"line_number": 2**31}],
            {"items": {"0": {"line_number": ["Ensure this value is less than or equal to 2147483647."]}}},
        ),
    ]
    for items, errors in refused:
        response = orders.patch(path, {"external_id": "CHANGED", "items": items})
        assert (response.status_code, response.json()) == (400, errors), items
    after = orders.order(order["id"]).json()
    assert (after["external_id"], after["items"]) == ("R", order["items"])
    # A refused creation records nothing.
    response = orders.post(
        PURCHASE,
        {"type": "order", "external_id": "Z", "order_created_at": "2024-01-01", "items": [{}, {"buyer_product": 0}]},
    )
    assert (response.status_code, response.json()) == (400, {"items": {"1": {"buyer_product": _invalid(0)}}})
    # What PostgreSQL cannot keep is refused alike on both databases (decision unstorable_values).
    raw = b'{"type": "order", "external_id": "A\\u0000", "order_created_at": "2024-01-01", "items": [{}, {"volume": NaN}]}'
    headers = {**env.auth("owner"), "content-type": "application/json"}
    response = orders.client.post(PURCHASE, content=raw, headers=headers)
    assert (response.status_code, response.json()) == (
        400,
        {
            "external_id": ["Null characters are not allowed."],
            "items": {"1": {"volume": ["A valid number is required."]}},
        },
    )
    assert sorted(orders.ids()) == sorted([order["id"], other["id"]])


def test_references_must_be_records_of_the_workspace(orders: Orders, refs: Refs) -> None:
    foreign_chain = orders.created(VALUE_CHAINS, {"company_name": "Theirs", "country_code": "GH"}, "other_owner")
    base = {"type": "order", "external_id": "X", "order_created_at": "2024-01-01"}
    refused = [
        ({"value_chain": foreign_chain["id"]}, {"value_chain": _invalid(foreign_chain["id"])}),
        (
            {"border_cross_country_code": "XX"},
            {"border_cross_country_code": ['"XX" is not a known ISO 3166-1 alpha-2 country code.']},
        ),
        (
            {"dds_identifiers": ["DDS-1", "NOPE"]},
            {"dds_identifiers": ["Object with dds_identifier=NOPE does not exist."]},
        ),
    ]
    for fields, errors in refused:
        response = orders.post(PURCHASE, base | fields)
        assert (response.status_code, response.json()) == (400, errors), fields
    assert orders.ids() == []


def test_traces_never_make_a_cycle(orders: Orders) -> None:
    a = orders.purchase("A")
    b = orders.purchase("B", items=[{"trace": {"traced_orders": [a["id"]]}}])
    c = orders.purchase("C", items=[{"trace": {"traced_orders": [b["id"]]}}])
    path = f"{PURCHASE}{a['id']}/"
    for target in (a, b, c):  # itself, directly, and through B
        response = orders.patch(path, {"items": [{}, {"trace": {"traced_orders": [target["id"]]}}]})
        assert response.status_code == 400, target
        assert list(response.json()["items"]["1"]["trace"]) == ["traced_orders"]
    assert orders.order(a["id"]).json()["items"] == []
    # Another branch is fine: D traced to A and C.
    d = orders.purchase("D")
    changed = orders.changed(f"{PURCHASE}{d['id']}/", {"items": [{"trace": {"traced_orders": [a["id"], c["id"]]}}]})
    assert changed["items"][0]["traced_order_count"] == "2"


def test_two_orders_made_to_trace_each_other_at_once(orders: Orders, env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """A traced to B and B to A, sent together: one is written, the other refused as a cycle; never
    a deadlock (PostgreSQL: each request held its own order and waited for the other's)."""
    if env.backend != "postgresql":
        pytest.skip("SQLite runs one writer at a time; the race needs PostgreSQL's concurrent transactions")
    a, b = orders.purchase("A"), orders.purchase("B")
    found = checks.reaching

    async def slow(session: Any, order_id: int) -> set[int]:
        reached = await found(session, order_id)
        await asyncio.sleep(0.3)  # both requests past their cycle check before either writes, unless they wait
        return reached

    monkeypatch.setattr(checks, "reaching", slow)

    async def race(client: httpx.AsyncClient) -> list[httpx.Response]:
        headers = env.auth("owner")
        return list(
            await asyncio.gather(
                *(
                    client.patch(
                        f"{PURCHASE}{x['id']}/",
                        json={"items": [{"trace": {"traced_orders": [y["id"]]}}]},
                        headers=headers,
                    )
                    for x, y in ((a, b), (b, a))
                )
            )
        )

    responses = run_with_app(env, race)
    assert sorted(r.status_code for r in responses) == [200, 400], [r.text for r in responses]
    refused = next(r for r in responses if r.status_code == 400)
    assert list(refused.json()["items"]["0"]["trace"]) == ["traced_orders"]
    counts = [orders.order(x["id"]).json()["items"] for x in (a, b)]
    assert sorted(len(items) for items in counts) == [0, 1]


def test_another_workspace_sees_and_changes_nothing(orders: Orders, refs: Refs) -> None:
    purchase = orders.purchase("P", items=[{"buyer_product": refs.cocoa}])
    sale = orders.created(SALE, {"type": "order", "external_id": "S", "order_created_at": "2024-01-01"})
    for action in ("buying", "selling"):
        assert orders.ids(action, "other_owner") == []
        for order in (purchase, sale):
            response = orders.order(order["id"], action, "other_owner")
            assert (response.status_code, response.json()) == NOT_FOUND
    for path in (BATCH, PURCHASE, SALE):
        for order in (purchase, sale):
            response = orders.patch(f"{path}{order['id']}/", {"external_id": "Theirs"}, "other_owner")
            assert (response.status_code, response.json()) == NOT_FOUND
    # A purchase order is not a sale order of its workspace, and the other way round.
    assert (
        orders.patch(f"{SALE}{purchase['id']}/", {}).status_code,
        orders.patch(f"{PURCHASE}{sale['id']}/", {}).status_code,
    ) == (404, 404)
    # Their orders are not ours to trace to.
    theirs = orders.purchase("T", who="other_owner")
    response = orders.patch(f"{PURCHASE}{purchase['id']}/", {"items": [{"trace": {"traced_orders": [theirs["id"]]}}]})
    assert response.json() == {"items": {"0": {"trace": {"traced_orders": _invalid(theirs["id"])}}}}
    assert orders.order(purchase["id"]).json()["external_id"] == "P"


def test_a_viewer_reads_and_cannot_write(orders: Orders) -> None:
    order = orders.purchase("V")
    assert orders.ids(who="viewer") == [order["id"]]
    body = {"type": "order", "external_id": "W", "order_created_at": "2024-01-01"}
    for response in (
        orders.post(PURCHASE, body, "viewer"),
        orders.post(SALE, body, "viewer"),
        orders.post(BATCH, body, "viewer"),
        orders.patch(f"{PURCHASE}{order['id']}/", {}, "viewer"),
        orders.patch(f"{BATCH}{order['id']}/", {}, "viewer"),
    ):
        assert response.status_code == 403
    assert orders.order(order["id"]).json()["external_id"] == "V"


def test_records_an_order_refers_to_are_not_deleted(orders: Orders, refs: Refs) -> None:
    order = orders.purchase(
        "KEEP", value_chain=refs.chain, items=[{"buyer_product": refs.cocoa, "trace": {"traced_origins": [refs.plot]}}]
    )
    for path in (f"{PRODUCTS}{refs.cocoa}/", f"{ORIGINS}{refs.plot}/", f"{VALUE_CHAINS}{refs.chain}/"):
        response = orders.delete(path)
        assert response.status_code == 400, path
        (message,) = response.json()["non_field_errors"]
        assert f"orders: {order['id']} (KEEP)" in message
    orders.changed(f"{PURCHASE}{order['id']}/", {"value_chain": None, "items": []})
    for path in (f"{PRODUCTS}{refs.cocoa}/", f"{ORIGINS}{refs.plot}/", f"{VALUE_CHAINS}{refs.chain}/"):
        assert orders.delete(path).status_code == 204, path


def test_statements_are_attached_by_identifier_and_replaced(orders: Orders, refs: Refs) -> None:
    order = orders.purchase("DDS", dds_identifiers=["DDS-2", "DDS-1"])
    assert [s["dds_identifier"] for s in order["due_diligence_statements"]] == ["DDS-1", "DDS-2"]
    changed = orders.changed(f"{PURCHASE}{order['id']}/", {"dds_identifiers": ["DDS-2"]})
    assert [s["dds_identifier"] for s in changed["due_diligence_statements"]] == ["DDS-2"]
    # (The information request is tested in test_order_counterparts.py.)


def test_item_quantities_are_what_a_person_could_mean(orders: Orders, refs: Refs) -> None:
    """volume from 0 to 10^12 and line_number from 0 (decision order_item_quantities); anything
    else a 400 on the field, at the item's index, changing nothing."""
    order = orders.purchase("Q", items=[{"buyer_product": refs.cocoa, "volume": 5, "line_number": 1}])
    path = f"{PURCHASE}{order['id']}/"
    refused = [
        ({"volume": -0.5}, {"volume": ["Ensure this value is greater than or equal to 0.0."]}),
        ({"volume": 1e12 + 1}, {"volume": ["Ensure this value is less than or equal to 1000000000000.0."]}),
        ({"volume": 1e300}, {"volume": ["Ensure this value is less than or equal to 1000000000000.0."]}),
        ({"line_number": -1}, {"line_number": ["Ensure this value is greater than or equal to 0."]}),
    ]
    for fields, errors in refused:
        item = {"id": order["items"][0]["id"]} | fields
        response = orders.patch(path, {"items": [item]})
        assert (response.status_code, response.json()) == (400, {"items": {"0": errors}}), fields
        response = orders.post(PURCHASE, {"type": "order", "external_id": "N", "order_created_at": "2024-01-01",
                                          "items": [{}, fields]})  # fmt: skip
        assert (response.status_code, response.json()) == (400, {"items": {"1": errors}}), fields
    assert orders.order(order["id"]).json()["items"] == order["items"]
    assert orders.ids() == [order["id"]]
    # The bounds themselves are quantities a person could mean.
    changed = orders.changed(path, {"items": [{"volume": 0, "line_number": 0}, {"volume": 1e12}]})
    assert [(item["volume"], item["line_number"]) for item in changed["items"]] == [(0, 0), (1e12, None)]


TAKEN_FROM_ITEMS = {
    "assessment_status": ["An order with items takes its assessment status from its items; it cannot be set."]
}


def test_an_order_with_items_refuses_an_assessment_status_it_would_not_keep(orders: Orders, refs: Refs) -> None:
    """O8 and O9 write assessment_status, which an order with items takes from them (decision
    assessment_propagation): there it is refused, never accepted and dropped, unless it is the
    status the order has (a body read from O3 may be sent back)."""
    base = {"type": "order", "external_id": "S", "order_created_at": "2024-01-01"}
    traced = {"seller_product": refs.cocoa, "trace": {"traced_origins": [refs.plot]}}
    response = orders.post(SALE, base | {"assessment_status": "passing", "items": [traced]})
    assert (response.status_code, response.json()) == (400, TAKEN_FROM_ITEMS)
    assert orders.ids("selling") == []

    sale = orders.created(SALE, base | {"items": [traced]})
    status = sale["assessment_status"]
    other = "failing" if status != "failing" else "passing"
    path = f"{SALE}{sale['id']}/"
    for body in (
        {"assessment_status": other},
        {"assessment_status": other, "items": [{"seller_product": refs.coffee}]},
    ):
        response = orders.patch(path, body | {"external_id": "CHANGED"})
        assert (response.status_code, response.json()) == (400, TAKEN_FROM_ITEMS), body
    assert orders.order(sale["id"], "selling").json() == sale
    assert orders.changed(path, {"assessment_status": status})["assessment_status"] == status
    # Without items the order keeps the status its body gives, as one created without items does.
    emptied = orders.changed(path, {"items": [], "assessment_status": "in_progress"})
    assert (emptied["items"], emptied["assessment_status"]) == ([], "in_progress")
    assert orders.changed(path, {"assessment_status": "failing"})["assessment_status"] == "failing"
