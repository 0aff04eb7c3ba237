"""A list's count reused while nothing it reads has changed (handwritten/kept/, db/changes.py, docs/adr/0001-exact-counts-kept-at-table-versions.md).

On PostgreSQL the second request of the same list counts nothing, and every kind of change to
what the count reads (through the API, out of band as the tables' owner, in a joined table, in
another transaction still open) is seen by the next request. SQLite never reuses a count.
"""

from __future__ import annotations

import asyncio
from typing import Any

import asyncpg
import pytest
from sqlalchemy import func, select, text, update
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.app import create_app
from handwritten.db.changes import TRACKED_TRIGGERS_SQL, tracked_tables
from handwritten.db.documents import Document, DocumentFolder
from handwritten.db.models import Job
from handwritten.db.products import Product
from handwritten.db.session import Database, SettingConnection, Tenant
from handwritten.kept import KeptResults, keep_results
from handwritten.runtime.filtering import page
from tests.api.catalogue import counted_statements
from tests.api.conftest import Direct, Env

DOCUMENTS = "/api/documents/"
FOLDERS = "/api/document-folders/"


def _count(client: TestClient, env: Env, who: str = "owner", **params: str) -> int:
    response = client.get(DOCUMENTS, params=params, headers=env.auth(who))
    assert response.status_code == 200, response.text
    count: int = response.json()["count"]
    return count


def _create(client: TestClient, env: Env, who: str = "owner", **fields: Any) -> dict[str, Any]:
    body = {"name": "Energy report", "content_type": "questionshorttext", **fields}
    response = client.post(DOCUMENTS, json=body, headers=env.auth(who))
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def test_a_repeated_list_counts_once_and_again_after_a_write(
    client: TestClient, env: Env, counts_run: list[str]
) -> None:
    # Two documents and pages of one: a full page, which cannot tell the count by itself.
    _create(client, env)
    _create(client, env)
    before = _count(client, env, limit="1")
    assert before >= 2
    assert len(counts_run) == 1
    assert _count(client, env, limit="1") == before
    assert _count(client, env, limit="1") == before
    # SQLite counts at every request; PostgreSQL kept the first count.
    assert len(counts_run) == (3 if env.backend == "sqlite" else 1)
    _create(client, env)
    assert _count(client, env, limit="1") == before + 1
    assert _count(client, env, limit="1") == before + 1
    assert len(counts_run) == (5 if env.backend == "sqlite" else 2)


def test_a_page_that_ends_before_its_limit_is_its_own_count(
    client: TestClient, env: Env, counts_run: list[str]
) -> None:
    """DRF counts at every request; a page shorter than its limit already holds the last matches,
    so its count is its offset plus its rows, exact, with no COUNT statement. A full page and an
    empty page past the first are counted."""
    for n in range(3):
        _create(client, env, name=f"short list {n}")
    assert _count(client, env, search="short list") == 3
    assert _count(client, env, search="short list", offset="2", limit="5") == 3
    assert _count(client, env, search="nothing matches this") == 0
    assert counts_run == []
    assert _count(client, env, search="short list", limit="3") == 3  # full: more may follow
    assert _count(client, env, search="short list", offset="5") == 3  # empty past the first page
    # PostgreSQL kept the first page's own count at the versions it read, and the full page found
    # it; the empty page has no row to read the versions with, and is counted.
    assert len(counts_run) == (2 if env.backend == "sqlite" else 1)


def test_each_workspace_and_filter_has_its_own_count(client: TestClient, env: Env) -> None:
    _create(client, env, name="alpha report")
    _create(client, env, name="alpha report")
    _create(client, env, "other_owner", name="alpha report")
    assert _count(client, env, search="alpha") == 2
    assert _count(client, env, "other_owner", search="alpha") == 1
    assert _count(client, env, search="alphabet") == 0
    assert _count(client, env, search="alpha") == 2
    assert _count(client, env, "other_owner", search="alpha") == 1


def test_a_change_made_out_of_band_is_counted(client: TestClient, env: Env, direct: Direct) -> None:
    created = _create(client, env, name="to be renamed")
    assert _count(client, env, name__icontains="renamed") == 1

    async def rename(session: AsyncSession) -> None:
        await session.execute(update(Document).where(Document.id == created["id"]).values(name="changed"))

    direct.run(rename)  # as the tables' owner, outside any request
    assert _count(client, env, name__icontains="renamed") == 0
    assert _count(client, env, name__icontains="changed") == 1


def test_a_change_to_a_joined_table_is_counted(client: TestClient, env: Env) -> None:
    response = client.post(FOLDERS, json={"name": "Ghana shipments"}, headers=env.auth("owner"))
    assert response.status_code == 201, response.text
    folder = response.json()["id"]
    _create(client, env, folder=folder)
    _create(client, env, folder=folder)
    assert _count(client, env, folder__name__icontains="ghana") == 2
    # Only document_folders changes: the count filters documents through it.
    renamed = client.patch(f"{FOLDERS}{folder}/", json={"name": "Ecuador shipments"}, headers=env.auth("owner"))
    assert renamed.status_code == 200, renamed.text
    assert _count(client, env, folder__name__icontains="ghana") == 0
    assert _count(client, env, folder__name__icontains="ecuador") == 2


def test_a_write_committed_meanwhile_is_counted(client: TestClient, env: Env, direct: Direct) -> None:
    """A transaction open while the count is made and kept, committed after: the next request sees it."""
    if env.backend != "postgresql":
        pytest.skip("one writer at a time on SQLite")
    _create(client, env)
    before = _count(client, env)
    url = make_url(env.settings.database_url)

    async def write_around(counting: Any) -> None:
        connection = await asyncpg.connect(
            host=url.host, port=url.port or 5432, user=url.username, database=url.database
        )
        try:
            async with connection.transaction():
                await connection.execute(  # a copy of the workspace's document, under a new id
                    "INSERT INTO documents SELECT (jsonb_populate_record(d, jsonb_build_object("
                    "'id', nextval('documents_id_seq'), 'name', 'meanwhile'))).* "
                    "FROM documents d WHERE company_id = $1 LIMIT 1",
                    env.workspaces["a"],
                )
                await asyncio.to_thread(counting)  # the list runs while this insert is uncommitted
        finally:
            await connection.close()

    seen: list[int] = []
    asyncio.run(write_around(lambda: seen.append(_count(client, env))))
    assert seen == [before]
    assert _count(client, env) == before + 1


def test_writers_of_one_table_never_wait_for_each_other(env: Env) -> None:
    """Two open transactions writing the same table each take a version shard of their own."""
    if env.backend != "postgresql":
        pytest.skip("versions are kept on PostgreSQL")
    url = make_url(env.settings.database_url)

    async def version(connection: asyncpg.Connection) -> int:
        found = await connection.fetchval(
            "SELECT coalesce(sum(version), 0) FROM table_versions WHERE table_name = 'tags'"
        )
        return int(found)

    async def go() -> tuple[int, int]:
        first, second = [
            await asyncpg.connect(host=url.host, port=url.port or 5432, user=url.username, database=url.database)
            for _ in range(2)
        ]
        try:
            start = await version(first)
            async with first.transaction(), second.transaction():
                for connection, name in ((first, "one"), (second, "two")):
                    await asyncio.wait_for(
                        connection.execute(
                            "INSERT INTO tags (company_id, kind, name, slug) VALUES ($1, 'product', $2, $2)",
                            env.workspaces["a"], name,
                        ),
                        timeout=5,  # a writer waiting for the other would time out here
                    )  # fmt: skip
            return start, await version(first)
        finally:
            await first.close()
            await second.close()

    start, end = asyncio.run(go())
    assert end == start + 2


def test_every_table_but_the_untracked_has_the_trigger(env: Env) -> None:
    if env.backend != "postgresql":
        pytest.skip("SQLite has no statement-level triggers: nothing is tracked there")

    async def triggered() -> set[str]:
        db = Database(env.settings)
        try:
            async with db.session() as session:
                return set((await session.execute(text(TRACKED_TRIGGERS_SQL))).scalars())
        finally:
            await db.dispose()

    assert asyncio.run(triggered()) == set(tracked_tables())


def test_a_count_reading_the_clock_or_an_untracked_table_is_never_reused(env: Env) -> None:
    if env.backend != "postgresql":
        pytest.skip("counts are reused on PostgreSQL")

    async def lookups() -> list[set[str] | None]:
        db = Database(env.settings)
        reuse = KeptResults()
        try:
            async with db.session() as session:
                statements = [
                    select(func.count()).select_from(Document),
                    select(func.count()).select_from(Document).where(Document.created_at < func.now()),
                    select(func.count()).select_from(Document).where(text("created_at < now()")),
                    select(func.count()).select_from(Job),
                    select(func.count()).select_from(Document).join(DocumentFolder),
                    select(func.count()).select_from(Product),
                ]
                found = [await reuse.lookup(session, statement) for statement in statements]
                return [None if lookup is None else set(lookup.tables) for lookup in found]
        finally:
            await db.dispose()

    assert asyncio.run(lookups()) == [
        {"documents"},
        None,
        None,
        None,
        {"documents", "document_folders"},
        # The counterpart policy of products reads order items, whose own policy reads orders.
        {"products", "order_items", "orders"},
    ]


def test_a_count_made_by_a_transaction_that_changed_its_tables_is_never_kept(client: TestClient, env: Env) -> None:
    """Two documents added, counted, rolled back; then one added and committed: the same version
    as the rolled-back transaction saw, with another count."""
    if env.backend != "postgresql":
        pytest.skip("counts are reused on PostgreSQL")
    _create(client, env)
    workspace = env.workspaces["a"]
    copy = text(
        "INSERT INTO documents SELECT (jsonb_populate_record(d, jsonb_build_object("
        "'id', nextval('documents_id_seq'), 'name', 'copy'))).* FROM documents d WHERE company_id = :w LIMIT 1"
    )
    listing = select(Document.id).where(Document.company_id == workspace)

    async def go() -> tuple[int, int, int]:
        db = Database(env.settings)
        keep_results(db.engine.sync_engine)
        try:
            async with db.session(Tenant(workspace_id=workspace, user_id=0)) as session:
                before, _ = await page(session, listing, 10)
                await session.commit()
                await session.execute(copy, {"w": workspace})
                await session.execute(copy, {"w": workspace})
                inside, _ = await page(session, listing, 10)
                await session.rollback()
                await session.execute(copy, {"w": workspace})
                await session.commit()
                after, _ = await page(session, listing, 10)
                return before, inside, after
        finally:
            await db.dispose()

    before, inside, after = asyncio.run(go())
    assert (inside, after) == (before + 2, before + 1)


def _shown(client: TestClient, env: Env) -> list[tuple[str, str | None]]:
    response = client.get(DOCUMENTS, params={"ordering": "name"}, headers=env.auth("owner"))
    assert response.status_code == 200, response.text
    return [(d["name"], (d["folder_detail"] or {}).get("name")) for d in response.json()["results"]]


def _still(app_client: TestClient) -> None:
    """The app runs no statement of its own from now on: its job and mail workers stopped, the
    key's last use (written in a task after a request) written."""
    state = app_client.app.state  # type: ignore[attr-defined]
    for work in (state.jobs.stop, state.outbox.stop, state.last_used.drain):
        app_client.portal.call(work)  # type: ignore[union-attr]


def test_a_repeated_page_is_read_once_and_again_after_any_change_it_shows(
    client: TestClient, env: Env, direct: Direct, monkeypatch: pytest.MonkeyPatch
) -> None:
    """D1 keeps its page's rows at the versions of what the page reads (runtime/filtering/paging.py,
    page()): the folder it joins for folder_detail included, which its count does not read."""
    begun: list[str] = []
    execute = SettingConnection.execute

    async def recorded(self: SettingConnection, query: str, *args: Any, **kwargs: Any) -> str:
        if query.startswith("BEGIN"):
            begun.append(query)
        return await execute(self, query, *args, **kwargs)

    monkeypatch.setattr(SettingConnection, "execute", recorded)
    folder = client.post(FOLDERS, json={"name": "Ghana"}, headers=env.auth("owner")).json()["id"]
    document = _create(client, env, name="alpha", folder=folder)
    first = _shown(client, env)
    assert ("alpha", "Ghana") in first
    # Counted on an app without background workers, whose polling would run statements meanwhile.
    quiet = env.settings.model_copy(update={"job_worker": False, "mail_worker": False})
    with TestClient(create_app(quiet)) as quiet_client:
        assert _shown(quiet_client, env) == first
        for app_client in (client, quiet_client):  # neither app runs a statement of its own meanwhile
            _still(app_client)
        begun.clear()
        # The quiet app's own statements: another engine of the process (an earlier test's app
        # still closing, say) may run one meanwhile.
        with counted_statements(quiet_client.app.state.db.engine.sync_engine) as statements:  # type: ignore[attr-defined]
            assert _shown(quiet_client, env) == first
        assert begun == []
    reads = [statement for statement in statements if "FROM documents" in statement]
    assert bool(reads) == (env.backend == "sqlite")  # PostgreSQL: only the versions were read
    if env.backend == "postgresql":
        # Known by its statement and query, the list built nothing: authentication, then the
        # versions, each alone (handwritten/kept/store.py, kept_list): no transaction was begun (begun, above).
        assert len(statements) == 2 and "table_versions" in statements[1], "\n\n".join(statements)

    async def rename_folder(session: AsyncSession) -> None:
        await session.execute(update(DocumentFolder).where(DocumentFolder.id == folder).values(name="Ecuador"))

    direct.run(rename_folder)  # a table only the page's columns read, out of band
    assert ("alpha", "Ecuador") in _shown(client, env)

    async def rename_document(session: AsyncSession) -> None:
        await session.execute(update(Document).where(Document.id == document["id"]).values(name="beta"))

    direct.run(rename_document)
    shown = _shown(client, env)
    assert ("beta", "Ecuador") in shown and ("alpha", "Ecuador") not in shown
