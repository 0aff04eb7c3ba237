"""Ids are never reused, on SQLite as on PostgreSQL (decision ids_never_reused).

PostgreSQL's sequences never give an id twice; SQLite, without AUTOINCREMENT, gives the largest
id plus one, so deleting the newest row handed its id to the next one, and a reference kept
elsewhere ("order_item:8" in an item's excluded_propagation_identifiers, a client's own records)
silently named another record. Every table with an integer key is AUTOINCREMENT on SQLite
(declared once, db/models.py's Base; migration 0030 rebuilt the tables made before).
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.script import ScriptDirectory
from sqlalchemy import Integer, delete, func, select
from sqlalchemy.dialects import sqlite
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.schema import CreateTable
from starlette.testclient import TestClient

from handwritten.cli.demo import create_demo
from handwritten.db.documents import Document
from handwritten.db.knowledge import DocumentChunk
from handwritten.db.migrate import alembic_config, migrate
from handwritten.db.orders import OrderItem
from handwritten.db.products import Product
from handwritten.db.tables import metadata
from tests.api.catalogue import PRODUCTS
from tests.api.conftest import Direct, Env
from tests.api.order_support import PURCHASE, Orders


def test_a_record_made_after_the_newest_was_deleted_gets_a_new_id(client: TestClient, env: Env) -> None:
    orders = Orders(client, env)
    first, last = orders.product("ID-1")["id"], orders.product("ID-2")["id"]
    assert orders.delete(f"{PRODUCTS}{last}/").status_code == 204
    made = orders.product("ID-3")["id"]
    assert made > last > first


def test_replacing_an_orders_items_never_gives_a_new_item_the_id_of_a_deleted_one(client: TestClient, env: Env) -> None:
    orders = Orders(client, env)
    order = orders.purchase("IDS-1", items=[{"volume": 1}, {"volume": 2}])
    used = {item["id"] for item in order["items"]}
    path = f"{PURCHASE}{order['id']}/"
    replaced = orders.changed(path, {"items": [{"volume": 3}]})["items"]
    assert len(replaced) == 1 and replaced[0]["id"] > max(used)
    used.add(replaced[0]["id"])
    again = orders.changed(path, {"items": [{"volume": 4}, {"volume": 5}]})["items"]
    assert [item["id"] for item in again if item["id"] in used] == []


def test_every_table_with_an_integer_key_is_autoincrement_on_sqlite(env: Env) -> None:
    """The models declare it (one flag on Base) and the migrated database has it, so a migration
    that makes or rebuilds a table without it fails here."""
    if env.backend != "sqlite":
        pytest.skip("PostgreSQL's sequences never reuse an id")
    declared = {
        table.name
        for table in metadata.sorted_tables
        if "AUTOINCREMENT" in str(CreateTable(table).compile(dialect=sqlite.dialect()))
    }
    keyed = {
        table.name
        for table in metadata.sorted_tables
        if len(table.primary_key.columns) == 1
        and isinstance(table.primary_key.columns[0].type, Integer)
        and not table.primary_key.columns[0].foreign_keys
    }
    assert declared == keyed and "order_items" in keyed
    path = make_url(env.settings.database_url).database
    assert path is not None
    with closing(sqlite3.connect(path)) as connection:
        migrated = {
            name
            for name, sql in connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
            if "AUTOINCREMENT" in sql.upper()
        }
    assert migrated == keyed, (
        f"made or rebuilt without AUTOINCREMENT: {sorted(keyed - migrated)}; a migration passes "
        "sqlite_autoincrement=True to op.create_table, and table_kwargs={'sqlite_autoincrement': True} "
        "to op.batch_alter_table, which otherwise rebuilds a SQLite table without it"
    )


def _schema_and_rows(path: str) -> dict[str, Any]:
    """What the migration must keep: every index and trigger as sqlite_master has them, every
    table's columns and foreign keys, and every row, by table."""
    with closing(sqlite3.connect(path)) as connection:
        tables = [
            name
            for (name,) in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'alembic_version'"
            )
        ]
        return {
            "indexes and triggers": connection.execute(
                "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY name"
            ).fetchall(),
            "index columns": {
                index: connection.execute(f'PRAGMA index_xinfo("{index}")').fetchall()
                for (index,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'index'")
            },
            "columns": {table: connection.execute(f'PRAGMA table_xinfo("{table}")').fetchall() for table in tables},
            "foreign keys": {
                table: connection.execute(f'PRAGMA foreign_key_list("{table}")').fetchall() for table in tables
            },
            "rows": {table: sorted(connection.execute(f'SELECT * FROM "{table}"'), key=repr) for table in tables},
            "statistics": connection.execute("SELECT * FROM sqlite_stat1 ORDER BY tbl, idx").fetchall(),
        }


def test_migration_0030_rebuilds_a_populated_database_keeping_everything_and_continues_ids_above_the_old_largest(
    env: Env, tmp_path: Path
) -> None:
    """A database populated at the revision before 0030 (made at the newest, filled through the
    models, then migrated down, which 0030 undoes by the same rebuild) is migrated up through 0030."""
    if env.backend != "sqlite":
        pytest.skip("on PostgreSQL migration 0030 does nothing")
    path = tmp_path / "populated.sqlite3"  # not the test's own database, beside it
    settings = env.settings.model_copy(update={"database_url": f"sqlite+aiosqlite:///{path}"})
    migrate(settings)  # the newest schema, the roles and countries, the planner's statistics

    async def populate(session: AsyncSession) -> int:
        demo = await create_demo(session, supply_chain=True, transactions=True, surveys=True)
        workspace = int(demo["workspaces"]["a"])
        document = Document(
            company_id=workspace, name="Audit", file_path="a", upload_key="a", content_type="other", user_company_id=1
        )
        session.add(document)
        await session.flush()
        chunk = DocumentChunk(company_id=workspace, document_id=document.id, position=0, start=0, end=5, text="cocoa")
        session.add(chunk)
        newest = await session.scalar(select(func.max(OrderItem.id)))
        await session.execute(delete(OrderItem).where(OrderItem.id == newest))  # a gap at the top, as deletions leave
        return workspace

    workspace = Direct(settings).run(populate)
    config = alembic_config(settings.database_url)
    before_0030 = ScriptDirectory.from_config(config).get_revision("0030").down_revision
    assert isinstance(before_0030, str)
    command.downgrade(config, before_0030)
    with closing(sqlite3.connect(path)) as connection:
        order_items = connection.execute("SELECT sql FROM sqlite_master WHERE name = 'order_items'").fetchone()[0]
        assert "AUTOINCREMENT" not in order_items.upper()
        largest = {
            table: connection.execute(f'SELECT MAX(id) FROM "{table}"').fetchone()[0]
            for table in ("order_items", "orders", "products", "financial_transactions", "document_chunks", "companies")
        }
    kept = _schema_and_rows(str(path))
    assert all(kept["rows"][table] for table in largest) and kept["statistics"]

    command.upgrade(config, "0030")

    after = _schema_and_rows(str(path))
    for part in kept:
        assert after[part] == kept[part], part
    with closing(sqlite3.connect(path)) as connection:
        assert dict(connection.execute("SELECT name, seq FROM sqlite_sequence").fetchall()).items() >= largest.items()
        # The full-text index still follows its table: its triggers were made again.
        connection.execute(
            'INSERT INTO document_chunks (document_id, position, page, start, "end", text, created_at, company_id) '
            "SELECT document_id, 1, 1, 0, 5, 'shea butter', created_at, company_id FROM document_chunks"
        )
        connection.commit()
        found = connection.execute("SELECT rowid FROM document_chunks_fts WHERE document_chunks_fts MATCH 'shea'")
        assert found.fetchall() == [(largest["document_chunks"] + 1,)]
    command.upgrade(config, "head")

    async def after_deleting_the_newest(session: AsyncSession) -> list[int]:
        newest = await session.scalar(select(func.max(Product.id)))
        await session.execute(delete(Product).where(Product.id == newest))
        made = Product(company_id=workspace, sku="AFTER-0030", name="After", commodity="cocoa", composition="simple")
        session.add(made)
        await session.flush()
        return [int(newest or 0), made.id]

    deleted, made = Direct(settings).run(after_deleting_the_newest)
    assert deleted == largest["products"] and made == deleted + 1
