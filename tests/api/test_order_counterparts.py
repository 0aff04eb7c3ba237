"""The counterpart of an order reads it once the order's value chain shares it, and nothing more;
the information request of purchase and sale orders (decisions order_counterparts,
order_information_request)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.db.models import OutboxEmail, User
from handwritten.db.session import Tenant
from handwritten.services.sharing import sharing_with
from tests.api.catalogue import PRODUCTS
from tests.api.conftest import Direct, Env
from tests.api.order_support import ORDERS, PURCHASE, SALE, VALUE_CHAINS, Orders
from tests.api.test_tenancy import _raw

NOT_FOUND = (404, {"detail": "Not found."})


@pytest.fixture
def orders(client: TestClient, env: Env) -> Orders:
    return Orders(client, env)


def _chain(orders: Orders, **fields: Any) -> dict[str, Any]:
    body = {"company_name": "Bolt Coffee", "country_code": "DE"} | fields
    return orders.created(VALUE_CHAINS, body)


def _shared_purchase(orders: Orders, env: Env, chain: int) -> dict[str, Any]:
    """A purchase order of a, sold by b, with an item, a tag and a statement."""
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa", tags=["fair"])["id"]
    orders.statement("DDS-1")
    item = {"buyer_product": cocoa, "volume": 12.5, "unit": "t", "trace": {"traced_origins": []}}
    return orders.purchase(
        "PO-1",
        seller_company_id=env.workspaces["b"],
        value_chain=chain,
        items=[item],
        dds_identifiers=["DDS-1"],
    )


def test_the_counterpart_reads_an_order_once_its_value_chain_shares_it(
    orders: Orders, env: Env, direct: Direct
) -> None:
    b = env.workspaces["b"]
    chain = _chain(orders, reciprocal_company_id=b)["id"]  # permission not granted yet
    order = _shared_purchase(orders, env, chain)
    private = orders.product("PRIV-1", "Not on any order")["id"]
    assert orders.ids("selling", "other_owner") == []
    assert orders.order(order["id"], "selling", "other_owner").status_code == 404

    orders.changed(f"{VALUE_CHAINS}{chain}/", {"permission_granted": True})
    assert orders.ids("selling", "other_owner") == [order["id"]]
    assert orders.ids("buying", "other_owner") == []  # b is the seller: it reads the order on its side
    seen = orders.order(order["id"], "selling", "other_owner")
    # b reads the order as a records it: items, product details, value chain, statements, tags.
    assert (seen.status_code, seen.json()) == (200, orders.order(order["id"]).json())
    assert seen.json()["company"]["id"] == env.workspaces["a"]
    assert seen.json()["items"][0]["buyer_product_detail"]["tags"] == ["fair"]
    assert [s["dds_identifier"] for s in seen.json()["due_diligence_statements"]] == ["DDS-1"]
    # Filters reach into the shared order's items, and search into its tags.
    assert orders.ids("selling", "other_owner", items__buyer_product__commodity="cocoa") == [order["id"]]
    assert orders.ids("selling", "other_owner", items__buyer_product__commodity="coffee") == []

    # Only reading: b changes nothing of it, and a's other records stay a's.
    for path in (f"{SALE}{order['id']}/", f"{PURCHASE}{order['id']}/", f"/api/batch-orders/{order['id']}/"):
        refused = orders.patch(path, {"external_id": "MINE"}, "other_owner")
        assert (refused.status_code, refused.json()) == NOT_FOUND
    request = orders.client.get(f"{ORDERS}{order['id']}/information-request/", headers=env.auth("other_owner"))
    assert (request.status_code, request.json()) == NOT_FOUND
    assert [p["id"] for p in orders.get(PRODUCTS, "other_owner")["results"]] == []
    assert orders.get(VALUE_CHAINS, "other_owner")["count"] == 0
    # Nor may b refer to what it reads through the order: a's product, or the order in a trace.
    shared_product = order["items"][0]["buyer_product"]
    for item in (
        {"buyer_product": shared_product},
        {"buyer_product": private},
        {"trace": {"traced_orders": [order["id"]]}},
    ):
        body = {"type": "order", "external_id": "B-1", "order_created_at": "2024-01-01", "items": [item]}
        refused = orders.post(SALE, body, "other_owner")
        assert refused.status_code == 400, refused.text
    assert orders.order(order["id"]).json()["external_id"] == "PO-1"

    # Who shares with whom, as the reads find it: a shares with b, nobody with a.
    async def sharing(session: AsyncSession) -> tuple[Sequence[int], Sequence[int]]:
        return await sharing_with(session, env.workspaces["a"]), await sharing_with(session, b)

    assert direct.run(sharing) == ([], [env.workspaces["a"]])

    # Withdrawing the permission (or naming another counterpart) stops the sharing.
    orders.changed(f"{VALUE_CHAINS}{chain}/", {"permission_granted": False})
    assert orders.ids("selling", "other_owner") == []


def test_only_a_party_of_the_order_named_by_its_value_chain_reads_it(orders: Orders, env: Env) -> None:
    a, b = env.workspaces["a"], env.workspaces["b"]
    chain = _chain(orders, reciprocal_company_id=b, permission_granted=True)["id"]
    # b is named by the value chain but is no party of this order (a sells to itself).
    batch = orders.created(
        ORDERS,
        {
            "company_id": a,
            "type": "order",
            "external_id": "G-1",
            "order_created_at": "2024-01-01",
            "buyer_company_id": a,
            "seller_company_id": a,
            "value_chain": chain,
            "tags": [],
        },
    )
    # The value chain names b, which sells this one: shared.
    shared = orders.purchase("PO-2", seller_company_id=b, value_chain=chain)
    # b sells this one too, but its value chain is another: not shared.
    other_chain = _chain(orders, company_name="Other")["id"]
    unshared = orders.purchase("PO-3", seller_company_id=b, value_chain=other_chain)
    assert orders.ids("selling", "other_owner") == [shared["id"]]
    assert orders.ids("buying", "other_owner") == []
    for id in (batch["id"], unshared["id"]):
        assert orders.order(id, "selling", "other_owner").status_code == 404
        assert orders.order(id, "buying", "other_owner").status_code == 404
    # A change of the order's value chain or parties is followed at once.
    orders.changed(f"{PURCHASE}{unshared['id']}/", {"value_chain": chain})
    orders.changed(f"{PURCHASE}{shared['id']}/", {"seller_company_id": a})
    assert orders.ids("selling", "other_owner") == [unshared["id"]]
    # a's own lists are unchanged by the sharing.
    assert sorted(orders.ids("buying")) == sorted([batch["id"], shared["id"], unshared["id"]])


def test_row_level_security_lets_the_counterpart_read_exactly_what_the_order_shows(
    orders: Orders, env: Env, direct: Direct
) -> None:
    if env.backend != "postgresql":
        pytest.skip("row-level security is PostgreSQL's")
    b = env.workspaces["b"]
    chain = _chain(orders, reciprocal_company_id=b, permission_granted=True)["id"]
    order = _shared_purchase(orders, env, chain)
    hidden = orders.purchase("PO-9", value_chain=_chain(orders, company_name="Other")["id"])
    orders.product("PRIV-1", "Not on any order", tags=["private"])
    orders.statement("DDS-9")

    async def user_id(session: AsyncSession) -> int:
        found = await session.scalar(select(User.id).where(User.email == "owner@bolt.example"))
        assert found is not None
        return found

    as_b = Tenant(workspace_id=b, user_id=direct.run(user_id))

    def seen(sql: str) -> list[Any]:
        return sorted(row["v"] for row in _raw(env, as_b, sql)[1])

    # SQL run as b that forgets every condition reads the shared order and what it shows, no more.
    assert seen("SELECT id AS v FROM orders") == [order["id"]]
    assert seen("SELECT id AS v FROM order_items") == [order["items"][0]["id"]]
    assert seen("SELECT sku AS v FROM products") == ["COC-1"]
    assert seen("SELECT name AS v FROM tags") == ["fair"]
    assert seen("SELECT dds_identifier AS v FROM due_diligence_statements") == ["DDS-1"]
    assert seen("SELECT id AS v FROM value_chains") == [chain]
    assert seen("SELECT order_id AS v FROM order_statements") == [order["id"]]
    assert seen("SELECT id AS v FROM order_information_requests") == []
    assert hidden["id"] not in seen("SELECT id AS v FROM orders")
    # And writes nothing of it.
    for statement in (
        f"UPDATE orders SET external_id = 'MINE' WHERE id = {order['id']}",
        f"DELETE FROM order_items WHERE order_id = {order['id']}",
        "UPDATE products SET name = 'MINE'",
    ):
        assert _raw(env, as_b, statement)[0] == 0
    assert orders.order(order["id"]).json() == orders.order(order["id"], "selling", "other_owner").json()


# -- the information request --------------------------------------------------------------------


def _emails(direct: Direct) -> list[OutboxEmail]:
    async def work(session: AsyncSession) -> list[OutboxEmail]:
        statement = select(OutboxEmail).where(OutboxEmail.information_request_id.is_not(None))
        return list((await session.scalars(statement.order_by(OutboxEmail.id))).all())

    return direct.run(work)


def _request(orders: Orders, id: int, *, send: bool = False, who: str = "owner") -> tuple[int, Any]:
    path = f"{ORDERS}{id}/information-request/" + ("send/" if send else "")
    response = (orders.client.post if send else orders.client.get)(path, headers=orders.env.auth(who))
    return response.status_code, response.json()


def test_an_information_request_needs_a_value_chain_contact_and_changes_nothing_without(
    orders: Orders, direct: Direct
) -> None:
    no_contact = _chain(orders)["id"]
    before = orders.ids()
    for fields, message in (
        ({}, "The order has no value chain whose contact could receive the information request."),
        (
            {"value_chain": no_contact},
            "The order's value chain has no contact_email to send the information request to.",
        ),
    ):
        body = {
            "type": "order",
            "external_id": "PO-1",
            "order_created_at": "2024-01-01",
            "send_information_request": True,
        }
        refused = orders.post(PURCHASE, body | fields)
        assert (refused.status_code, refused.json()) == (400, {"send_information_request": [message]})
    assert orders.ids() == before
    assert _emails(direct) == []


def test_an_information_request_awaits_review_until_sent_once(orders: Orders, env: Env, direct: Direct) -> None:
    chain = _chain(orders, contact_email="ama@bolt.example", contact_name="Ama Mensah")["id"]
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa")["id"]
    order = orders.purchase(
        "PO-7",
        value_chain=chain,
        send_information_request=True,
        items=[{"buyer_product": cocoa, "volume": 3, "unit": "t"}],
    )
    status, request = _request(orders, order["id"])
    assert status == 200
    assert (request["order"], request["status"], request["sent_at"]) == (order["id"], "awaiting_review", None)
    assert (request["recipient_email"], request["recipient_name"]) == ("ama@bolt.example", "Ama Mensah")
    assert _emails(direct) == []
    # A viewer may read it but not send it; the reviewer sends it to the contact as it is now.
    assert _request(orders, order["id"], who="viewer")[0] == 200
    assert _request(orders, order["id"], send=True, who="viewer")[0] == 403
    orders.changed(f"{VALUE_CHAINS}{chain}/", {"contact_email": "kofi@bolt.example"})
    status, sent = _request(orders, order["id"], send=True)
    assert (status, sent["status"], sent["recipient_email"]) == (200, "sent", "kofi@bolt.example")
    assert sent["sent_at"] is not None
    [email] = _emails(direct)
    assert (email.recipient, email.company_id) == ("kofi@bolt.example", env.workspaces["a"])
    assert "PO-7" in email.subject and "Acme Cocoa" in email.subject
    assert "Cocoa beans (cocoa): 3 t" in email.body
    # Sent once: sending again is refused, and repeating the flag sends nothing more.
    again = _request(orders, order["id"], send=True)
    assert again == (400, {"non_field_errors": ["The information request of this order was sent already."]})
    orders.changed(
        f"{PURCHASE}{order['id']}/", {"send_information_request": True, "skip_information_request_review": True}
    )
    assert len(_emails(direct)) == 1


def test_skipping_review_sends_the_request_with_the_write(orders: Orders, direct: Direct) -> None:
    chain = _chain(orders, contact_email="ama@bolt.example")["id"]
    order = orders.created(
        SALE,
        {
            "type": "order",
            "external_id": "SO-1",
            "order_created_at": "2024-01-01",
            "value_chain": chain,
            "send_information_request": True,
            "skip_information_request_review": True,
        },
    )
    status, request = _request(orders, order["id"])
    assert (status, request["status"]) == (200, "sent")
    assert [email.recipient for email in _emails(direct)] == ["ama@bolt.example"]
    # An order without a request has none to show or send.
    plain = orders.purchase("PO-2")
    assert _request(orders, plain["id"]) == NOT_FOUND
    assert _request(orders, plain["id"], send=True) == NOT_FOUND
