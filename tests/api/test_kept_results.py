"""Kept results (handwritten/kept/): versions per workspace, a dependency set learned from the
statements that built a result, and single flight (docs/performance.md, docs/adr/0001-exact-counts-kept-at-table-versions.md).

On PostgreSQL a write in one workspace leaves another's kept page alone, and is seen by its own
workspace's next read and by the counterpart of a shared order; SQLite keeps nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pydantic
import pytest
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.documents import Document
from handwritten.db.products import Tag
from handwritten.db.session import Database, Tenant
from handwritten.kept import KeptResults, Rendering
from handwritten.kept.flight import SingleFlight
from tests.api.catalogue import counted_statements
from tests.api.conftest import Direct, Env
from tests.api.order_support import VALUE_CHAINS, Orders

DOCUMENTS = "/api/documents/"


def _names(client: TestClient, env: Env, who: str) -> list[str]:
    response = client.get(DOCUMENTS, params={"ordering": "name"}, headers=env.auth(who))
    assert response.status_code == 200, response.text
    return [document["name"] for document in response.json()["results"]]


def _create(client: TestClient, env: Env, who: str, name: str) -> None:
    body = {"name": name, "content_type": "questionshorttext"}
    assert client.post(DOCUMENTS, json=body, headers=env.auth(who)).status_code == 201


def _still(app_client: TestClient) -> None:
    """The app runs no statement of its own from now on (workers stopped, key uses written)."""
    state = app_client.app.state  # type: ignore[attr-defined]
    for work in (state.jobs.stop, state.outbox.stop, state.last_used.drain):
        app_client.portal.call(work)  # type: ignore[union-attr]


def test_a_write_in_one_workspace_leaves_another_workspaces_kept_page_alone(client: TestClient, env: Env) -> None:
    _create(client, env, "owner", "alpha")
    _create(client, env, "other_owner", "beta")
    quiet = env.settings.model_copy(update={"job_worker": False, "mail_worker": False})
    with TestClient(create_app(quiet)) as quiet_client:
        assert _names(quiet_client, env, "other_owner") == ["beta"]
        assert _names(quiet_client, env, "owner") == ["alpha"]
        _create(quiet_client, env, "owner", "gamma")  # a write in workspace a
        for app_client in (client, quiet_client):
            _still(app_client)
        with counted_statements() as statements:
            assert _names(quiet_client, env, "other_owner") == ["beta"]
        # a's write is seen by a's next read.
        assert _names(quiet_client, env, "owner") == ["alpha", "gamma"]
    reads = [statement for statement in statements if "FROM documents" in statement]
    if env.backend == "postgresql":
        # b's page was kept at b's versions, which a's write did not change: authentication,
        # then the versions, and nothing read of the documents.
        assert reads == [] and len(statements) == 2, statements
    else:
        assert reads  # SQLite keeps nothing: every list reads its rows


def test_a_change_to_a_shared_order_is_seen_by_its_counterpart(client: TestClient, env: Env) -> None:
    """An order of a shared with b: a's change of it (a's rows only) shows in b's next list."""
    orders = Orders(client, env)
    chain = orders.created(
        VALUE_CHAINS,
        {"company_name": "Bolt Coffee", "country_code": "DE", "reciprocal_company_id": env.workspaces["b"]},
    )["id"]
    orders.changed(f"{VALUE_CHAINS}{chain}/", {"permission_granted": True})
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa")["id"]
    item = {"buyer_product": cocoa, "volume": 12.5, "unit": "t", "trace": {"traced_origins": []}}
    order = orders.purchase("PO-1", seller_company_id=env.workspaces["b"], value_chain=chain, items=[item])

    def seen_by_b() -> list[tuple[str, str]]:
        response = client.get("/api/orders/", params={"order_action": "selling"}, headers=env.auth("other_owner"))
        assert response.status_code == 200, response.text
        return [
            (shown["buyer_external_id"] or "", shown["items"][0]["buyer_product_detail"]["name"])
            for shown in response.json()["results"]
        ]

    for _ in range(3):  # learned, then kept
        assert seen_by_b() == [("", "Cocoa beans")]
    orders.changed(f"/api/purchase-orders/{order['id']}/", {"buyer_external_id": "B-1"})
    assert seen_by_b() == [("B-1", "Cocoa beans")]
    # A change of a's product, a row that names only a: b reads it through the shared order.
    orders.changed(f"/api/products/{cocoa}/", {"name": "Cocoa nibs"})
    assert seen_by_b() == [("B-1", "Cocoa nibs")]


class _Shown(pydantic.BaseModel):
    id: int
    tag: str | None


def test_what_a_rendering_reads_is_learned_and_never_kept_stale(env: Env, direct: Direct) -> None:
    """A rendering that reads a table only for some rows: the first build learns what it read;
    a later one reading a table outside that set is not kept, and the set grows; a change of the
    table is shown at the next build. Nothing names the tables by hand."""
    if env.backend != "postgresql":
        pytest.skip("results are kept at table versions on PostgreSQL")
    workspace = env.workspaces["a"]

    async def make_tag(session: AsyncSession) -> int:
        tag = Tag(company_id=workspace, kind="product", name="first", slug="first")
        session.add(tag)
        await session.flush()
        return tag.id

    tag_id = direct.run(make_tag)
    built: list[int] = []

    async def build(session: AsyncSession, rows: Sequence[Any]) -> list[_Shown]:
        shown = []
        for (row_id,) in rows:
            built.append(row_id)
            name = None
            if row_id == tag_id:  # only this row reads the tags table
                name = await session.scalar(select(Tag.name).where(Tag.id == tag_id))
            shown.append(_Shown(id=row_id, tag=name))
        return shown

    rendering = Rendering("test.tagged", _Shown, build)
    kept = KeptResults()

    async def show(row_id: int) -> _Shown:
        db = Database(env.settings)
        try:
            async with db.session(Tenant(workspace_id=workspace, user_id=0)) as session:
                [model] = await kept.models(session, rendering, [(row_id,)])
                return model
        finally:
            await db.dispose()

    def rename(name: str) -> None:
        async def work(session: AsyncSession) -> None:
            await session.execute(update(Tag).where(Tag.id == tag_id).values(name=name))

        direct.run(work)

    assert asyncio.run(show(0)).tag is None  # learns: reads nothing
    assert asyncio.run(show(0)).tag is None  # built and kept (no table read: no version to read)
    assert built == [0, 0]  # the first build learns and is not kept
    assert asyncio.run(show(tag_id)).tag == "first"  # reads tags, outside the learned set: not kept
    rename("second")
    assert asyncio.run(show(tag_id)).tag == "second"  # built again (the set now has tags), kept
    assert asyncio.run(show(tag_id)).tag == "second"
    assert built == [0, 0, tag_id, tag_id]
    rename("third")
    assert asyncio.run(show(tag_id)).tag == "third"


def test_a_page_being_rebuilt_is_built_once_for_its_concurrent_readers() -> None:
    flight = SingleFlight()
    builds: list[str] = []

    async def go() -> list[str]:
        release = asyncio.Event()

        async def build() -> str:
            builds.append("built")
            await release.wait()
            return "page"

        readers = [asyncio.create_task(flight.run("key", build)) for _ in range(5)]
        await asyncio.sleep(0)  # every reader has asked for the key
        release.set()
        return await asyncio.gather(*readers)

    assert asyncio.run(go()) == ["page"] * 5
    assert builds == ["built"]


def test_a_failed_build_is_built_again_by_its_waiters() -> None:
    flight = SingleFlight()
    attempts: list[int] = []

    async def go() -> list[str]:
        release = asyncio.Event()

        async def build() -> str:
            attempts.append(1)
            if len(attempts) == 1:
                await release.wait()
                raise RuntimeError("the first build fails")
            return "page"

        first = asyncio.create_task(flight.run("key", build))
        await asyncio.sleep(0)
        second = asyncio.create_task(flight.run("key", build))
        await asyncio.sleep(0)
        release.set()
        with pytest.raises(RuntimeError):
            await first
        return [await second]

    assert asyncio.run(go()) == ["page"]
    assert len(attempts) == 2


def test_a_cancelled_build_is_built_again_by_its_waiters() -> None:
    """The builder's request went away: its waiters are not cancelled with it."""
    flight = SingleFlight()

    async def go() -> str:
        release = asyncio.Event()

        async def never() -> str:
            await release.wait()
            return "never"

        async def build() -> str:
            return "page"

        first = asyncio.create_task(flight.run("key", never))
        await asyncio.sleep(0)
        second = asyncio.create_task(flight.run("key", build))
        await asyncio.sleep(0)
        first.cancel()
        return await second

    assert asyncio.run(go()) == "page"


def test_rendered_orders_are_built_once_for_concurrent_readers(env: Env) -> None:
    """Two sessions of one workspace ask for the same rows at the same versions at once: one builds."""
    if env.backend != "postgresql":
        pytest.skip("results are kept at table versions on PostgreSQL")
    workspace = env.workspaces["a"]
    builds: list[int] = []
    release = asyncio.Event()

    async def build(session: AsyncSession, rows: Sequence[Any]) -> list[_Shown]:
        builds.append(len(rows))
        await session.scalar(select(Document.id).limit(1))  # a table whose version is read
        await release.wait()
        return [_Shown(id=row_id, tag=None) for (row_id,) in rows]

    rendering = Rendering("test.concurrent", _Shown, build)
    kept = KeptResults()

    async def go() -> list[list[_Shown]]:
        db = Database(env.settings)
        try:

            async def read() -> list[_Shown]:
                async with db.session(Tenant(workspace_id=workspace, user_id=0)) as session:
                    return await kept.models(session, rendering, [(1,), (2,)])

            release.set()
            await read()  # learns what the build reads
            release.clear()
            readers = [asyncio.create_task(read()) for _ in range(3)]
            while not builds[1:]:  # the first reader's build has begun
                await asyncio.sleep(0.01)
            for _ in range(20):  # the others reach the build under way
                await asyncio.sleep(0.01)
            release.set()
            return await asyncio.gather(*readers)
        finally:
            await db.dispose()

    shown = asyncio.run(go())
    assert [[model.id for model in models] for models in shown] == [[1, 2]] * 3
    assert builds == [2, 2]  # the learning build, then one for the three readers
