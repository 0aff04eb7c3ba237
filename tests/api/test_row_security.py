"""Every table of workspace data is behind row-level security on PostgreSQL, the second wall.

The tables are those whose models mix in TenantScoped, so a new area's tables are checked as
soon as they exist: its migration must call handwritten.db.row_security.protect for them.
"""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from handwritten.db.prepared import TENANT_TABLES
from tests.api.conftest import Env

# The tables whose rows a shared order shows, which its counterpart reads (decision order_counterparts).
SHOWN_BY_ORDERS = {
    "orders",
    "order_items",
    "order_item_traced_orders",
    "order_item_traced_origins",
    "order_tags",
    "order_statements",
    "value_chains",
    "products",
    "product_tags",
    "statement_products",
    "tags",
    "due_diligence_statements",
}


def test_every_tenant_table_has_row_level_security_and_its_policies(env: Env) -> None:
    if env.backend != "postgresql":
        pytest.skip("row-level security is PostgreSQL's")

    async def protected() -> dict[str, tuple[bool, list[str]]]:
        engine = create_async_engine(env.settings.database_url)
        try:
            async with engine.connect() as connection:
                rows = await connection.execute(
                    text(
                        "SELECT c.relname, c.relrowsecurity, "
                        "array(SELECT polname FROM pg_policy p WHERE p.polrelid = c.oid ORDER BY polname) "
                        "FROM pg_class c WHERE c.relname = ANY(:tables)"
                    ),
                    {"tables": sorted(TENANT_TABLES)},
                )
                return {name: (enabled, list(policies)) for name, enabled, policies in rows.all()}
        finally:
            await engine.dispose()

    found = asyncio.run(protected())
    assert found == {
        table: (
            True,
            ["counterpart_read", "tenant_read", "tenant_write"]
            if table in SHOWN_BY_ORDERS
            else ["tenant_read", "tenant_write"],
        )
        for table in TENANT_TABLES
    }


def test_the_settings_go_with_the_begin_and_never_outlive_their_checkout(env: Env) -> None:
    """A tenant session's settings travel with the BEGIN of its transaction (db/session.py,
    SettingConnection): its statements run as canopy_app in its workspace; a session that began
    and sent nothing leaves nothing pending for the next user of the pooled connection."""
    if env.backend != "postgresql":
        pytest.skip("row-level security is PostgreSQL's")
    from handwritten.db.session import Database, Tenant

    settings = env.settings.model_copy(update={"pool_size": 1})
    who = text("SELECT current_user, current_setting('canopy.workspace_id', true), pg_backend_pid()")

    async def go() -> list[tuple[str, str, int]]:
        db = Database(settings)
        seen = []
        try:
            async with db.session(Tenant(workspace_id=env.workspaces["a"], user_id=1)) as session:
                seen.append(tuple((await session.execute(who)).one()))
                await session.commit()
            async with db.session(Tenant(workspace_id=env.workspaces["b"], user_id=1)) as session:
                await session.connection()  # begun: the settings wait for a statement that never comes
                await session.commit()
            async with db.session() as session:  # no tenant: the tables' owner, on the same connection
                seen.append(tuple((await session.execute(who)).one()))
        finally:
            await db.dispose()
        return seen

    tenant, owner = asyncio.run(go())
    assert tenant[:2] == ("canopy_app", str(env.workspaces["a"]))
    assert owner[2] == tenant[2]  # the same pooled connection
    assert owner[0] != "canopy_app" and owner[1] in ("", None)
