"""Plain reads of a tenant transaction run by the driver (db/direct.py, docs/adr/0002-direct-reads.md).

The rows are those the session gives for the same statement, with the same types, in the same
transaction, and scoped to the tenant by the compiled statement itself (the first wall) as well
as, on PostgreSQL, by row-level security (the second). Whatever must go through the session does.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, TypeVar

import asyncpg
import pytest
from sqlalchemy import Select, bindparam, event, exists, func, insert, literal_column, select, text
from sqlalchemy.dialects.postgresql.asyncpg import AsyncAdapt_asyncpg_connection, AsyncAdapt_asyncpg_dbapi
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db import direct as direct_reads
from handwritten.db import session as session_module
from handwritten.db.session import USER_SCOPE, Database, Tenant
from handwritten.db.transactions import FinancialTransaction, FinancialTransactionTag
from handwritten.runtime.errors import is_unavailable
from tests.api.conftest import Env

T = FinancialTransaction
R = TypeVar("R")
_PAGE = (
    select(T.id, T.net_amount, T.date, T.ledger, T.vendor_name, exists().where(FinancialTransactionTag.transaction_id == T.id).label("tagged"))
    .order_by(T.date.desc(), T.id.desc())
)  # fmt: skip


def _run(env: Env, work: Callable[[Database], Awaitable[R]]) -> R:
    async def go() -> R:
        db = Database(env.settings)
        direct_reads.read_directly(db.engine.sync_engine)
        try:
            return await work(db)
        finally:
            await db.dispose()

    return asyncio.run(go())


def _seed(env: Env) -> dict[str, int]:
    """Transactions in workspaces a (3, one tagged-free, amounts of 4 places) and b (2); their owner ids."""

    async def work(db: Database) -> dict[str, int]:
        async with db.session() as session:
            a, b = env.workspaces["a"], env.workspaces["b"]
            rows = [
                (a, "1.2345", "6500 Freight", 1),
                (a, "250.00", "6500 Freight", 2),
                (a, "-3.1000", "7000 Travel", 3),
                (b, "99.99", "6500 Freight", 4),
                (b, "10.00", "6500 Freight", 5),
            ]
            for company, amount, ledger, day in rows:
                when = datetime(2025, 3, day, 12, 30, tzinfo=UTC)
                await session.execute(
                    insert(T),
                    [
                        {"company_id": company, "net_amount": Decimal(amount), "currency": "EUR", "date": when,
                         "end_date": when, "ledger": ledger, "source": "csv", "vendor_name": None if day == 2 else "V"}
                    ],
                )  # fmt: skip
            await session.commit()
        return {"a": env.workspaces["a"], "b": env.workspaces["b"]}

    return _run(env, work)


async def _in_tenant(db: Database, workspace: int, work: Callable[[AsyncSession], Awaitable[R]]) -> R:
    async with db.session(Tenant(workspace, 0)) as session:
        return await work(session)


def test_the_driver_reads_the_rows_the_session_reads(env: Env) -> None:
    workspaces = _seed(env)
    statement = _PAGE.where(T.ledger == "6500 Freight", T.net_amount >= Decimal("1")).limit(10)

    async def work(db: Database) -> tuple[Any, Any, Any]:
        async def both(session: AsyncSession) -> tuple[Any, Any, Any]:
            driven = await direct_reads.read(session, statement)
            through_session = (await session.execute(statement)).all()
            return driven, through_session, (await session.execute(statement.limit(1))).keys()

        return await _in_tenant(db, workspaces["a"], both)

    driven, through_session, keys = _run(env, work)
    assert driven is not None
    assert [tuple(row) for row in driven] == [tuple(row) for row in through_session]
    assert len(driven) == 2  # a's two Freight rows of at least 1 (the amount bound as ten-thousandths)
    assert list(driven[0]._fields) == list(keys)
    first = driven[0]
    assert first.net_amount == Decimal("250") and isinstance(first.net_amount, Decimal)
    assert first.date == datetime(2025, 3, 2, 12, 30, tzinfo=UTC)
    assert first.vendor_name is None and first.tagged is False
    assert driven[1]._mapping["net_amount"] == Decimal("1.2345")


def test_one_compiled_statement_serves_every_value_and_workspace(env: Env) -> None:
    workspaces = _seed(env)
    seen: list[str] = []

    async def work(db: Database) -> list[list[Any]]:
        def record(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
            seen.append(statement)

        event.listen(db.engine.sync_engine, "before_cursor_execute", record)
        pages = []
        for workspace, ledger in (
            (workspaces["a"], "7000 Travel"),
            (workspaces["b"], "6500 Freight"),
            (workspaces["a"], "6500 Freight"),
        ):

            async def one(session: AsyncSession, ledger: str = ledger) -> list[Any]:
                rows = await direct_reads.read(session, _PAGE.where(T.ledger == ledger).limit(5))
                assert rows is not None
                return [(row.net_amount, row.ledger) for row in rows]

            pages.append(await _in_tenant(db, workspace, one))
        return pages

    pages = _run(env, work)
    assert pages == [
        [(Decimal("-3.1"), "7000 Travel")],
        [(Decimal("10"), "6500 Freight"), (Decimal("99.99"), "6500 Freight")],
        [(Decimal("250"), "6500 Freight"), (Decimal("1.2345"), "6500 Freight")],
    ]
    # The engine's listeners saw each statement, and it was the same text each time.
    pages_sql = [statement for statement in seen if "financial_transactions" in statement]
    assert len(pages_sql) == 3 and len(set(pages_sql)) == 1


def test_the_compiled_statement_itself_keeps_to_the_workspace(env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without row-level security (the transaction left as the tables' owner), the criteria alone
    keep each workspace to its rows: the first wall is in the statement the driver runs."""
    if env.backend == "sqlite":
        pytest.skip("SQLite has no row-level security: the tests above check the first wall alone there")
    workspaces = _seed(env)
    monkeypatch.setattr(session_module, "_apply_row_security", lambda connection, tenant: None)

    async def work(db: Database) -> dict[str, Any]:
        found = {}
        for name, workspace in workspaces.items():

            async def one(session: AsyncSession) -> Any:
                rows = await direct_reads.read(session, _PAGE.where(T.ledger == "6500 Freight").limit(50))
                role = await session.scalar(text("SELECT current_user"))
                assert role != session_module.APP_ROLE  # row-level security is really off here
                return rows

            found[name] = await _in_tenant(db, workspace, one)
        return found

    found = _run(env, work)
    assert [row.net_amount for row in found["a"]] == [Decimal("250"), Decimal("1.2345")]
    assert [row.net_amount for row in found["b"]] == [Decimal("10"), Decimal("99.99")]


def test_it_runs_in_the_sessions_tenant_transaction(env: Env) -> None:
    workspaces = _seed(env)
    postgresql = env.backend == "postgresql"

    async def work(db: Database) -> tuple[Any, Any, Any, Any]:
        async def one(session: AsyncSession) -> tuple[Any, Any, Any, Any]:
            # The session's first statement: the driver begins the transaction, with its settings.
            first = await direct_reads.read(
                session,
                select(
                    T.id,
                    literal_column("current_user").label("role"),
                    func.current_setting("canopy.workspace_id", True).label("workspace"),
                ).limit(1),
            ) if postgresql else None  # fmt: skip
            when = datetime(2025, 4, 1, tzinfo=UTC)
            await session.execute(
                insert(T),
                [{"company_id": workspaces["a"], "net_amount": Decimal("5"), "currency": "EUR", "date": when,
                  "end_date": when, "ledger": "8000 New", "source": "csv"}],
            )  # fmt: skip
            rows = await direct_reads.read(session, _PAGE.where(T.ledger == "8000 New").limit(5))
            settings = (
                await session.execute(text("SELECT current_user, current_setting('canopy.workspace_id', true)"))
            ).one() if postgresql else None  # fmt: skip
            await session.rollback()
            after = await direct_reads.read(session, _PAGE.where(T.ledger == "8000 New").limit(5))
            return first, rows, settings and tuple(settings), after

        return await _in_tenant(db, workspaces["a"], one)

    first, rows, settings, after = _run(env, work)
    assert rows is not None and [row.ledger for row in rows] == ["8000 New"]  # its own uncommitted row
    assert after == []  # rolled back with the transaction the read ran in
    if postgresql:
        assert first is not None and [(row.role, row.workspace) for row in first] == [
            (session_module.APP_ROLE, str(workspaces["a"]))
        ]
        assert settings == (session_module.APP_ROLE, str(workspaces["a"]))


def test_a_connection_lost_as_the_read_begins_is_the_outage_the_app_answers_503(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The adapter's BEGIN fails with its own error for asyncpg's: wrapped as SQLAlchemy wraps a
    statement's, the connection dropped from the pool (a 500 in the database restart test)."""
    if env.backend == "sqlite":
        pytest.skip("asyncpg's BEGIN; SQLite's driver begins no transaction for a read")

    begin = AsyncAdapt_asyncpg_connection._start_transaction
    lost_on: list[Any] = []

    async def lost(self: Any) -> None:
        if self not in lost_on:
            return await begin(self)
        raised = AsyncAdapt_asyncpg_dbapi.Error("connection was closed in the middle of operation")
        raised.__cause__ = asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed")
        raise raised

    monkeypatch.setattr(AsyncAdapt_asyncpg_connection, "_start_transaction", lost)

    async def work(db: Database) -> BaseException:
        async def one(session: AsyncSession) -> BaseException:
            # This session's connection only, once connected: its BEGIN is the read's to send.
            lost_on.append((await (await session.connection()).get_raw_connection()).dbapi_connection)
            with pytest.raises(DBAPIError) as caught:
                await direct_reads.read(session, _PAGE.limit(1))
            return caught.value

        return await _in_tenant(db, env.workspaces["a"], one)

    error = _run(env, work)
    assert isinstance(error, DBAPIError) and error.connection_invalidated
    assert is_unavailable(error)


def test_what_needs_the_session_goes_through_it(env: Env) -> None:
    workspaces = _seed(env)

    async def work(db: Database) -> list[Any]:
        async def one(session: AsyncSession) -> list[Any]:
            answers = [
                await direct_reads.read(session, select(T).limit(5)),  # ORM instances
                await direct_reads.read(session, _PAGE.where(T.ledger.in_(["6500 Freight", "x"])).limit(5)),  # IN list
                await direct_reads.read(session, _PAGE.limit(5).execution_options(**USER_SCOPE)),
            ]
            session.add(T(company_id=workspaces["a"], net_amount=Decimal("1"), currency="EUR",
                          date=datetime(2025, 5, 1, tzinfo=UTC), end_date=datetime(2025, 5, 1, tzinfo=UTC),
                          ledger="9000 Pending", source="csv"))  # fmt: skip
            answers.append(await direct_reads.read(session, _PAGE.limit(5)))  # a change not flushed yet
            return answers

        return await _in_tenant(db, workspaces["a"], one)

    assert _run(env, work) == [None, None, None, None]


def test_an_engine_not_enabled_reads_through_the_session(env: Env) -> None:
    async def go() -> Any:
        db = Database(env.settings)  # read_directly() is never called for its engine
        try:
            return await _in_tenant(db, env.workspaces["a"], lambda session: direct_reads.read(session, _PAGE.limit(1)))
        finally:
            await db.dispose()

    assert asyncio.run(go()) is None


def test_a_statement_read_again_is_bound_from_what_was_found(env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same statement object in the same tenant: its plan and values are found, not made
    again; another tenant's are its own. A value computed at execution goes through the session,
    which computes it each time."""
    workspaces = _seed(env)
    binds: list[Any] = []
    bind = direct_reads.DirectReads._bind
    monkeypatch.setattr(
        direct_reads.DirectReads, "_bind", lambda self, statement: binds.append(1) or bind(self, statement)
    )
    statement = _PAGE.where(T.ledger == "6500 Freight").limit(5)
    computed = _PAGE.where(T.ledger == bindparam("ledger", callable_=lambda: "7000 Travel")).limit(5)

    async def work(db: Database) -> list[Any]:
        async def amounts(session: AsyncSession, read: Select[Any]) -> list[Any]:
            rows = await direct_reads.read(session, read)
            assert rows is not None
            return [row.net_amount for row in rows]

        found = []
        for workspace in (workspaces["a"], workspaces["a"], workspaces["b"]):
            found.append(await _in_tenant(db, workspace, lambda session: amounts(session, statement)))
        found.append(len(binds))
        found.append(await _in_tenant(db, workspaces["a"], lambda session: direct_reads.read(session, computed)))
        return found

    a, a_again, b, bound, through_session = _run(env, work)
    assert a == a_again == [Decimal("250"), Decimal("1.2345")]
    assert b == [Decimal("10"), Decimal("99.99")]
    assert bound == 2  # once for each workspace
    assert through_session is None
