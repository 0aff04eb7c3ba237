"""Order writes at once on PostgreSQL (decision assessment_propagation, services/propagation.py):
creations never wait for one another, and a change carried downstream waits for the creations
under way, then reaches them.

Each test holds a creation inside its propagation, with its transaction open, until the test lets
it go; every wait is bounded, so a wrong lock fails the test instead of hanging it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import asyncpg
import httpx2 as httpx
import pytest
from sqlalchemy.engine import make_url
from starlette.testclient import TestClient

from handwritten.services import propagation
from tests.api.conftest import Direct, Env
from tests.api.order_support import ORIGINS, PURCHASE, SALE, SQUARE, Orders
from tests.api.test_idempotency import run_with_app
from tests.api.test_propagation_random import _snapshot

BOUND = 20.0  # seconds: far more than any step takes; only a lock that never comes reaches it


@pytest.fixture
def orders(client: TestClient, env: Env) -> Orders:
    if env.backend != "postgresql":
        pytest.skip("SQLite runs one writer at a time; the races need PostgreSQL's concurrent transactions")
    return Orders(client, env)


def _body(external_id: str, traced_to: int) -> dict[str, Any]:
    item = {"trace": {"traced_orders": [traced_to]}}
    return {"type": "order", "external_id": external_id, "order_created_at": "2024-03-01", "items": [item]}


def _held(monkeypatch: pytest.MonkeyPatch, hold: Callable[[], Awaitable[None]], times: int) -> None:
    """The first `times` propagations await `hold()` before computing, holding their lock."""
    recompute = propagation._recompute
    held = 0

    async def holding(session: Any, affected: set[int], *, whole: bool = False) -> None:
        nonlocal held
        if held < times:
            held += 1
            await hold()
        await recompute(session, affected, whole=whole)

    monkeypatch.setattr(propagation, "_recompute", holding)


def test_creations_tracing_to_one_order_do_not_wait_for_each_other(
    orders: Orders, env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    upstream = orders.purchase("U")
    arrived = 0
    both = asyncio.Event()

    async def meet() -> None:
        # Each creation waits here, inside its propagation, for the other to arrive: were they
        # one at a time, the second could not arrive while the first waits, and both time out.
        nonlocal arrived
        arrived += 1
        if arrived == 2:
            both.set()
        await asyncio.wait_for(both.wait(), BOUND)

    _held(monkeypatch, meet, times=2)

    async def create_two(client: httpx.AsyncClient) -> list[httpx.Response]:
        headers = env.auth("owner")
        return list(
            await asyncio.gather(
                client.post(PURCHASE, json=_body("N1", upstream["id"]), headers=headers),
                client.post(SALE, json=_body("N2", upstream["id"]), headers=headers),
            )
        )

    responses = run_with_app(env, create_two)
    assert [r.status_code for r in responses] == [201, 201], [r.text for r in responses]
    assert arrived == 2 and both.is_set()


def test_a_change_downstream_waits_for_a_creation_under_way_and_reaches_it(
    orders: Orders, env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    origin = {
        "name": "Late",
        "country": "CI",
        "commodity": "cocoa",
        "geometry": SQUARE,
        "production_date": "2024-01-01",
    }
    late = orders.created(ORIGINS, origin)["id"]  # failing: produced after the cut-off date
    upstream = orders.purchase("U", items=[{"trace": {"traced_origins": [late]}}])
    assert upstream["assessment_status"] == "failing"
    inside, release = asyncio.Event(), asyncio.Event()

    async def hold() -> None:
        inside.set()
        await asyncio.wait_for(release.wait(), BOUND)

    _held(monkeypatch, hold, times=1)
    url = make_url(env.settings.database_url)

    async def waiting_for_the_lock() -> None:
        """Until a transaction waits for an advisory lock (the change, for the creation's)."""
        connection = await asyncpg.connect(
            host=url.host, port=url.port or 5432, user=url.username, password=url.password, database=url.database
        )
        try:
            query = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            while not await connection.fetchval(query):
                await asyncio.sleep(0.02)
        finally:
            await connection.close()

    async def race(client: httpx.AsyncClient) -> tuple[httpx.Response, httpx.Response]:
        headers = env.auth("owner")
        creation = asyncio.create_task(client.post(PURCHASE, json=_body("N", upstream["id"]), headers=headers))
        await asyncio.wait_for(inside.wait(), BOUND)  # the creation holds its lock, uncommitted
        # The origin cleared: a change carried downstream, which must not miss the new order.
        change = asyncio.create_task(
            client.patch(f"{ORIGINS}{late}/", json={"deforestation_free_declaration": True}, headers=headers)
        )
        await asyncio.wait_for(waiting_for_the_lock(), BOUND)
        release.set()
        return await asyncio.wait_for(creation, BOUND), await asyncio.wait_for(change, BOUND)

    created, changed = run_with_app(env, race)
    assert (created.status_code, changed.status_code) == (201, 200), (created.text, changed.text)
    assert changed.json()["assessment_status"] == "passing"
    assert orders.order(created.json()["id"]).json()["assessment_status"] == "passing"

    async def stored_and_recomputed(session: Any) -> tuple[Any, Any]:
        stored = await _snapshot(session)
        await propagation.propagate_all(session)
        return stored, await _snapshot(session)

    stored, recomputed = direct.run(stored_and_recomputed)
    assert stored == recomputed
