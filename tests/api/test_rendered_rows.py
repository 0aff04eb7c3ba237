"""Lists written from kept rows (handwritten/kept/, runtime/rendered.py) answer byte for byte what
building every model answers, and show a change at the next request: D1, T1 and O1, whose models
are kept at the versions of the tables they are rendered from (PostgreSQL; SQLite keeps nothing)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from weakref import WeakKeyDictionary

import pytest
from sqlalchemy import insert
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.transactions import TAG_KIND, FinancialTransactionTag
from handwritten.kept import store
from handwritten.services.tags import tag_ids
from tests.api.catalogue import PRODUCTS, STATEMENTS, counted_statements
from tests.api.conftest import Direct, Env, Template
from tests.api.order_support import ORDERS, VALUE_CHAINS, Orders, make_refs
from tests.api.test_documents import DOCUMENTS, Docs
from tests.api.test_jobs import wait_for
from tests.api.test_transactions import IMPORTED, TRANSACTIONS, _import


def _without_kept_rows(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """No database keeps anything: every model built and every page encoded by pydantic."""
    monkeypatch.setattr(store, "_STORES", WeakKeyDictionary())
    return monkeypatch.undo


def test_kept_rows_answer_what_built_ones_do(client: TestClient, env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    docs = Docs(client, env)
    folder = client.post("/api/document-folders/", json={"name": "Ghana"}, headers=env.auth("owner")).json()
    for name in ("Audit", "Permit"):
        docs.uploaded(name=name, folder=folder["id"], identifiers=[f"context.year=2024&name={name}"])
    assert _import(client, env, IMPORTED, dry_run=False, tags=["erp"]).status_code == 201
    # The app's worker processes the documents beside the requests, holding no lock (decision
    # knowledge_base_indexing): once it is done, nothing but the test changes them.
    wait_for(
        lambda: all(d["rag_index_status"] != "importing" for d in docs.get(DOCUMENTS).json()["results"]),
        "the documents' processing",
    )
    pages = [(DOCUMENTS, {"ordering": "name"}), (TRANSACTIONS, {"ordering": "id"})]

    def bodies() -> list[bytes]:
        answers = [client.get(path, params=params, headers=env.auth("owner")) for path, params in pages]
        assert all(answer.status_code == 200 for answer in answers)
        return [answer.content for answer in answers]

    first, again = bodies(), bodies()  # the second written from the rows the first kept
    assert first == again
    undo = _without_kept_rows(monkeypatch)
    assert bodies() == again
    undo()
    assert bodies() == again

    # A change is another row, so another key: shown at once.
    audit = docs.get(DOCUMENTS, name="Audit").json()["results"][0]
    assert (
        client.patch(f"{DOCUMENTS}{audit['id']}/", json={"name": "Audit 2"}, headers=env.auth("owner")).status_code
        == 200
    )
    assert (
        client.patch(
            f"/api/document-folders/{folder['id']}/", json={"name": "Ghana North"}, headers=env.auth("owner")
        ).status_code
        == 200
    )
    # Identifiers come from another table: one added (an import run) is a change of the listed row.
    added = client.post(
        "/api/data-import-runs/",
        json={
            "document_id": audit["id"],
            "model_identifier": "document_identifier",
            "results": {"identifiers": ["context.year=2025"]},
            "dry_run": False,
        },
        headers=env.auth("owner"),
    )
    assert added.status_code == 201, added.text
    listed = docs.get(DOCUMENTS, ordering="name", folder=folder["id"]).json()["results"]
    assert [i["identifier"] for i in listed[0]["identifiers_details"]] == [
        "context.year=2024&name=Audit",
        "context.year=2025",
    ]
    assert [(d["name"], d["folder_detail"]["name"]) for d in listed] == [
        ("Audit 2", "Ghana North"),
        ("Permit", "Ghana North"),
    ]


def test_tags_a_transaction_gains_show_at_once(client: TestClient, env: Env) -> None:
    """T1's tags are read beside the row: a row tagged again by another import is listed with it."""
    assert _import(client, env, IMPORTED[:1], dry_run=False, tags=["erp"]).status_code == 201
    first = client.get(TRANSACTIONS, headers=env.auth("owner")).json()["results"]
    assert [t["tags"] for t in first] == [["erp"]]
    again = client.get(TRANSACTIONS, headers=env.auth("owner")).json()["results"]
    assert again == first  # written from the kept row

    async def tag(session: AsyncSession) -> None:
        ids = await tag_ids(session, workspace_id=env.workspaces["a"], kind=TAG_KIND, names=["audited"])
        await session.execute(
            insert(FinancialTransactionTag).values(
                company_id=env.workspaces["a"], transaction_id=first[0]["id"], tag_id=ids[0]
            )
        )

    Direct(env.settings).run(tag)
    tagged = client.get(TRANSACTIONS, headers=env.auth("owner")).json()["results"]
    assert sorted(tagged[0]["tags"]) == ["audited", "erp"]


def test_a_kept_order_shows_every_change_it_is_rendered_from(
    client: TestClient, env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    orders = Orders(client, env)
    refs = make_refs(orders)
    item = {"buyer_product": refs.cocoa, "seller_product": refs.coffee, "trace": {"traced_origins": [refs.plot]}}
    for number in range(3):
        orders.purchase(f"P-{number}", value_chain=refs.chain, dds_identifiers=["DDS-1"], items=[item])
    params = {"order_action": "buying", "ordering": "id"}

    def page() -> bytes:
        answer = client.get(ORDERS, params=params, headers=env.auth("owner"))
        assert answer.status_code == 200
        return answer.content

    def built() -> bytes:
        undo = _without_kept_rows(monkeypatch)
        try:
            return page()
        finally:
            undo()

    first = page()
    # Counted on an app without background workers, whose jobs (the orders' propagation) would
    # run statements of their own meanwhile.
    quiet = env.settings.model_copy(update={"job_worker": False, "mail_worker": False})
    with TestClient(create_app(quiet)) as quiet_client:
        # The first build learns what orders are rendered from (handwritten/kept/recording.py),
        # and is not kept; the second is kept at the versions of what the first read.
        for _ in range(2):
            quiet_client.get(ORDERS, params=params, headers=env.auth("owner"))
        with counted_statements() as statements:
            again = quiet_client.get(ORDERS, params=params, headers=env.auth("owner")).content
    assert again == first == built()
    # PostgreSQL keeps table versions: the second page is its rows and the kept orders, nothing
    # read of their items. SQLite does not, and renders every order again.
    reads_items = any("FROM order_items" in statement for statement in statements)
    assert reads_items == (env.backend == "sqlite")

    # Each table an order is rendered from, changed through the API: the next page shows it, as
    # building every order does.
    product = f"{PRODUCTS}{refs.cocoa}/"
    changes = [
        (product, {"name": "Cocoa nibs"}, "Cocoa nibs"),
        (product, {"tags": ["Shade grown"]}, "Shade grown"),
        (f"{VALUE_CHAINS}{refs.chain}/", {"company_name": "Coop North"}, "Coop North"),
    ]
    for path, body, shown in changes:
        assert orders.patch(path, body).status_code == 200
        changed = page()
        assert shown.encode() in changed and changed == built()
    statement = orders.listed(STATEMENTS, "id", dds_identifier="DDS-1")[0]
    assert orders.delete(f"{STATEMENTS}{statement}/").status_code == 204
    changed = page()
    assert b'"DDS-1"' not in changed and changed == built()
    first_order = orders.ids()[0]
    orders.changed(f"/api/purchase-orders/{first_order}/", {"items": [{**item, "trace": {"traced_origins": []}}]})
    changed = page()
    assert b'"traced_origin_count":"0"' in changed and changed == built()


def test_kept_orders_are_never_shown_for_another_database(template: Template, env: Env) -> None:
    """Two copies of one template go through the same writes, so reach the same table versions,
    with other values: each shows its own orders, though kept orders outlive an app in the
    process: each database's are its own (handwritten/kept/store.py)."""
    if env.backend == "sqlite":
        pytest.skip("orders are kept at table versions on PostgreSQL only")
    assert template.clones is not None
    second = template.clones.take()
    try:
        url = make_url(env.settings.database_url).set(database=second).render_as_string(hide_password=False)
        shown = []
        for database_url, name in ((env.settings.database_url, "Coop North"), (url, "Coop South")):
            # No background jobs: both copies see exactly the same writes, so the same versions.
            update = {"database_url": database_url, "job_worker": False, "mail_worker": False}
            quiet = env.settings.model_copy(update=update)
            with TestClient(create_app(quiet)) as client:
                orders = Orders(client, replace(env, settings=quiet))
                refs = make_refs(orders)
                orders.purchase("P-1", value_chain=refs.chain, items=[{"buyer_product": refs.cocoa}])
                assert orders.patch(f"{VALUE_CHAINS}{refs.chain}/", {"company_name": name}).status_code == 200
                page = client.get(ORDERS, params={"order_action": "buying"}, headers=env.auth("owner"))
                assert page.status_code == 200
                shown.append(page.content)
        assert b"Coop North" in shown[0] and b"Coop South" in shown[1] and b"Coop North" not in shown[1]
    finally:
        template.clones.give_back(second)
