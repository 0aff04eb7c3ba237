"""The benchmark's database: created fresh, migrated, seeded with a workspace, dropped at the end.

A PostgreSQL database gets a random name on the server of BENCH_POSTGRES_URL (127.0.0.1 only) and
is dropped with FORCE, retried while a backend of the server's is still finishing a long
statement; SQLite is a file in the run's temporary folder.
"""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import asyncpg
from sqlalchemy.engine import make_url

from handwritten.db.session import Database
from handwritten.domain.roles import Role
from handwritten.services import admin
from handwritten.settings import Settings
from measure.knobs import POSTGRES_URL
from measure.tools import BenchError, canopy, local_only, log, run


async def maintenance_connection(database_url: str) -> asyncpg.Connection:
    """A connection to the server's `postgres` database, where databases are created and dropped."""
    url = make_url(database_url)
    return await asyncpg.connect(
        host=url.host, port=url.port or 5432, user=url.username or "postgres", password=url.password,
        database="postgres", timeout=10,
    )  # fmt: skip


async def owner_connection(database_url: str) -> asyncpg.Connection:
    """A connection to the benchmark's database as the owner of its tables: no row-level security."""
    url = make_url(database_url)
    return await asyncpg.connect(
        host=url.host, port=url.port or 5432, user=url.username or "postgres", password=url.password,
        database=url.database, timeout=10,
    )  # fmt: skip


async def create_postgres_database(prefix: str = "canopy_bench") -> tuple[str, str]:
    """A new database of a random name: (its URL, the server's version)."""
    name = f"{prefix}_{secrets.token_hex(6)}"
    connection = await maintenance_connection(POSTGRES_URL)
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
        version = await connection.fetchval("SHOW server_version")
    finally:
        await connection.close()
    return str(make_url(POSTGRES_URL).set(database=name)), str(version)


async def drop_postgres_database(database_url: str) -> None:
    url = make_url(database_url)
    connection = await maintenance_connection(database_url)
    try:
        await connection.execute(f'DROP DATABASE IF EXISTS "{url.database}" WITH (FORCE)')
    finally:
        await connection.close()


async def drop_database(database_url: str) -> None:
    """drop_postgres_database, retried: backends still running a long statement of the server's can
    take a while to go, even when terminated."""
    for attempt in range(20):
        try:
            await drop_postgres_database(database_url)
            return
        except asyncpg.ObjectInUseError:
            if attempt == 19:
                raise
            await asyncio.sleep(3)


async def sessions_opened(database_url: str) -> int:
    """Sessions ever opened in the database, from PostgreSQL's statistics (read from outside it).

    Anything opened during a load is a pool closing connections and opening new ones, each a new
    backend process. A busy backend adds to the shared counters about once a second, and on exit,
    so a session opened in the last second of one run can be counted in the next one.
    """
    connection = await maintenance_connection(database_url)
    try:
        name = make_url(database_url).database
        return int(await connection.fetchval("SELECT sessions FROM pg_stat_database WHERE datname = $1", name) or 0)
    finally:
        await connection.close()


async def analyze(database_url: str) -> None:
    """VACUUM (ANALYZE) the benchmark's database, as autovacuum would have done after the seed.

    This machine's PostgreSQL runs with autovacuum off: without statistics the planner takes every
    table for a few rows, and without a visibility map no index-only scan skips the heap.
    """
    connection = await owner_connection(database_url)
    try:
        await connection.execute("VACUUM (ANALYZE)")
    finally:
        await connection.close()


async def fetch_row(database_url: str, sql: str, *args: Any) -> Any:
    """One row, read as the tables' owner (no row-level security) on the benchmark's database."""
    connection = await owner_connection(database_url)
    try:
        return await connection.fetchrow(sql, *args)
    finally:
        await connection.close()


async def jit_note(database_url: str) -> str:
    """What the server's connections run with: JIT off (handwritten/db/session.py), and the server's default."""
    connection = await owner_connection(database_url)
    try:
        default, above = await connection.fetchval("SHOW jit"), await connection.fetchval("SHOW jit_above_cost")
        return (
            f"off on Canopy's connections (server_settings); the server's default: {default} (jit_above_cost {above})"
        )
    finally:
        await connection.close()


@contextmanager
def fresh_database(kind: str, workdir: Path, notes: dict[str, str], *, prefix: str = "canopy_bench") -> Iterator[str]:
    """A new, migrated database of `kind` ("sqlite" or "postgresql"), its URL; dropped on the way out.

    The PostgreSQL server's version goes into `notes`, for the report's table of the machine.
    """
    dropped: str | None = None
    try:
        if kind == "sqlite":
            database_url = f"sqlite+aiosqlite:///{workdir / f'{prefix}.sqlite3'}"
        elif kind == "postgresql":
            local_only(POSTGRES_URL)
            database_url, version = asyncio.run(asyncio.wait_for(create_postgres_database(prefix), 30))
            dropped = database_url
            notes["PostgreSQL"] = version
            log(f"postgresql: created database {make_url(database_url).database}")
        else:
            raise BenchError(f"unknown database {kind!r}: expected sqlite or postgresql")
        run(canopy() + ["migrate"], env={**os.environ, "CANOPY_DATABASE_URL": database_url}, timeout=300)
        yield database_url
    finally:
        if dropped is not None:
            try:
                asyncio.run(asyncio.wait_for(drop_database(dropped), 120))
                log(f"postgresql: dropped database {make_url(dropped).database}")
            except Exception as exc:  # report, and go on cleaning up
                log(f"postgresql: could not drop {make_url(dropped).database}: {exc}")


async def seed_workspace(
    database_url: str, *, name: str = "Bench Cocoa", members: int = 1, domain: str = "bench.example"
) -> tuple[int, str]:
    """A workspace with `members` members (an Owner, then Admins, Editors and Viewers in turn),
    through the admin functions in one session: (the workspace's id, the Owner's API key)."""
    db = Database(Settings(database_url=database_url))
    try:
        async with db.session() as session:
            workspace = await admin.create_workspace(session, name, type="active", country="NL", city="Delft")
            owner = await admin.create_user(
                session, f"owner@{domain}", first_name="Olivia", last_name="Owner", job_title="Owner"
            )
            await admin.add_member(session, owner, workspace, Role.OWNER)
            roles = (Role.ADMIN, Role.EDITOR, Role.VIEWER)
            for n in range(1, members):
                user = await admin.create_user(
                    session,
                    f"member{n:04d}@{domain}",
                    first_name=f"First{n:04d}",
                    last_name=f"Last{n:04d}",
                    job_title="Analyst",
                )
                await admin.add_member(session, user, workspace, roles[n % len(roles)])
            issued = await admin.create_api_key(session, owner, name=f"{domain.split('.')[0]} owner key")
            await session.commit()
            return workspace.id, issued.key
    finally:
        await db.dispose()
