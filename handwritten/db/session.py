"""The engine and its sessions, and the one place where tenancy is added to queries.

Two walls keep workspaces apart:

1. Every ORM query of a session that acts for a workspace gets `company_id = <workspace>` on
   every TenantScoped entity it touches (with_loader_criteria), whatever the handler wrote.
2. On PostgreSQL, each transaction of such a session runs as the role `canopy_app`, subject to
   row-level security policies keyed on the setting `canopy.workspace_id` (see the migrations),
   so even SQL that forgets the condition cannot read another workspace's rows.

A workspace also reads what another one shares with it (decision order_counterparts): two
execution scopes widen the first wall for those reads only, and the policies counterpart_read
(migration 0009) widen the second to the same rows. COUNTERPART finds the shared rows themselves
(`counterpart_company_id = <workspace>`); inside `reading_shared(session, owners)`, reads see the
workspace's rows, the rows shared with it, and rows of the sharing workspaces `owners`, which
reads there must reach only through a shared row (keyed by its id, or correlated to it).

The policy on memberships also shows a user's own memberships of other workspaces when
`canopy.user_id` is set. It is set only around the few ORM reads about the user (USER_SCOPE),
never for a whole transaction: the policy's user clause holds for every command, so a
transaction-wide user would let SQL in workspace a delete the user's membership of b.

A request's session is bound to the connection its authentication used (Database.connection,
then Database.session with `bind`), and its transaction begins with the session's first
statement, after the tenant is known: the settings above are applied as that transaction begins
(after_begin), so they hold for all of it. A request that reads only what is not tenant data, as
A1 does, never opens one, and saves the round trips of BEGIN and ROLLBACK.
"""

from __future__ import annotations

import functools
import json
from collections.abc import AsyncIterator, Hashable, Iterable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import Any

import asyncpg
from sqlalchemy import event, text
from sqlalchemy.engine import Connection, Result, make_url
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.orm import ORMExecuteState, Session, SessionTransaction, with_loader_criteria
from sqlalchemy.sql import Executable

from handwritten.db.models import Member, Shared, TenantScoped
from handwritten.db.sqlite_driver import OneHopDBAPI
from handwritten.settings import Settings

APP_ROLE = "canopy_app"
_TENANT = "canopy_tenant"


@dataclass(frozen=True, slots=True)
class Tenant:
    workspace_id: int
    user_id: int


def set_tenant(session: AsyncSession, tenant: Tenant) -> None:
    """From now on, `session` acts for `tenant`: every later query is scoped to its workspace."""
    session.sync_session.info[_TENANT] = tenant


# Execution option of a read of the Shared rows that other workspaces share with this one.
COUNTERPART = {"canopy_scope": "counterpart"}
_SHARED_OWNERS = "canopy_shared_owners"


@contextmanager
def reading_shared(session: AsyncSession, owners: Iterable[int]) -> Iterator[None]:
    """Within: the session's reads also see rows shared with its workspace, and rows of `owners`
    (the workspaces sharing them), which the reads must reach only through a shared row."""
    info = session.sync_session.info
    info[_SHARED_OWNERS] = tuple(sorted(set(owners)))
    try:
        yield
    finally:
        del info[_SHARED_OWNERS]


def scope_key(session: AsyncSession, statement: Executable) -> Hashable:
    """What, beside the statement itself, decides which rows `statement` reads in `session`: the
    tenant, the workspaces whose shared rows it sees, and its scope (handwritten/kept/ keys on it)."""
    info = session.sync_session.info
    return (info.get(_TENANT), info.get(_SHARED_OWNERS), statement.get_execution_options().get("canopy_scope"))


# Execution option of the few queries about the user rather than the workspace (the list of the
# user's workspaces): memberships are then those of the user, in every workspace.
USER_SCOPE = {"canopy_scope": "user"}


@event.listens_for(Session, "do_orm_execute")
def _scope_to_workspace(state: ORMExecuteState) -> Result[Any] | None:
    tenant: Tenant | None = state.session.info.get(_TENANT)
    if tenant is None or not (state.is_select or state.is_update or state.is_delete):
        return None
    state.statement = state.statement.options(*scoping(state.session, state.execution_options, reading=state.is_select))
    if state.execution_options.get("canopy_scope") == "user":
        return _as_user(state, tenant) if state.is_select else None
    return None


def scoping(session: Session, execution_options: Mapping[str, Any], *, reading: bool) -> tuple[Any, ...]:
    """The tenancy criteria of a statement of `session` run with `execution_options`: the one
    rule by which every path that reads or writes tenant rows scopes them (the event above for
    the ORM session; db/direct.py for reads run by the driver). () for a session acting for no
    workspace. The workspaces sharing rows with it (reading_shared) widen reads only."""
    tenant: Tenant | None = session.info.get(_TENANT)
    if tenant is None:
        return ()
    owners: tuple[int, ...] | None = session.info.get(_SHARED_OWNERS) if reading else None
    return tenancy_criteria(tenant, execution_options.get("canopy_scope"), owners)


@functools.lru_cache(maxsize=4096)
def tenancy_criteria(tenant: Tenant, scope: str | None, owners: tuple[int, ...] | None) -> tuple[Any, ...]:
    """The loader criteria that scope a statement to `tenant` (the first wall), for its scope
    (USER_SCOPE, COUNTERPART or none) and the workspaces sharing rows with it (reading_shared;
    for reads only). Every statement of a tenant session gets them, through scoping().

    Made once per tenant and scope and shared by their statements: an option is immutable, and
    its values are fixed when it is made. Building one, and keying it afresh in the statement's
    cache key, was a measurable share of every statement.
    """
    # Plain ints in the lambdas' closures: SQLAlchemy caches the criteria and binds these as values.
    workspace_id, user_id = tenant.workspace_id, tenant.user_id
    if scope == "user":
        return (with_loader_criteria(Member, lambda cls: cls.user_id == user_id, include_aliases=True),)
    if scope == "counterpart":  # statements reading Shared entities only
        return (with_loader_criteria(Shared, lambda cls: cls.counterpart_company_id == workspace_id),)
    if owners:
        visible = (workspace_id, *owners)
        return (
            with_loader_criteria(TenantScoped, lambda cls: cls.company_id.in_(visible), include_aliases=True),
            with_loader_criteria(
                Shared,
                lambda cls: (cls.company_id == workspace_id) | (cls.counterpart_company_id == workspace_id),
                include_aliases=True,
            ),
        )
    return (with_loader_criteria(TenantScoped, lambda cls: cls.company_id == workspace_id, include_aliases=True),)


def tenant_of(session: AsyncSession) -> Tenant | None:
    """The tenant `session` acts for, if any."""
    tenant: Tenant | None = session.sync_session.info.get(_TENANT)
    return tenant


def shared_owners(session: AsyncSession) -> tuple[int, ...] | None:
    """The workspaces whose shared rows the session's reads see now (reading_shared), if any."""
    owners: tuple[int, ...] | None = session.sync_session.info.get(_SHARED_OWNERS)
    return owners


ROW_SECURITY_WORKSPACE = "canopy.workspace_id"
ROW_SECURITY_USER = "canopy.user_id"
_ROW_SECURITY = text(
    "SELECT set_config('role', :role, true), set_config('canopy.workspace_id', :workspace, true), "
    "set_config('canopy.user_id', '', true)"
)
_USER_ROW_SECURITY = text("SELECT set_config('canopy.user_id', :user, true)")


def _as_user(state: ORMExecuteState, tenant: Tenant) -> Result[Any] | None:
    """Run a read about the user with the user's memberships of every workspace visible, for it alone."""
    connection = state.session.connection()
    if connection.dialect.name != "postgresql":
        return None
    connection.execute(_USER_ROW_SECURITY, {"user": str(tenant.user_id)})
    # Async sessions buffer every row here, so nothing is read after the user is hidden again. If
    # the statement fails, the transaction is rolled back and the setting with it.
    result = state.invoke_statement()
    connection.execute(_USER_ROW_SECURITY, {"user": ""})
    return result


def _apply_row_security(connection: Connection, tenant: Tenant) -> None:
    if connection.dialect.name != "postgresql":
        return
    driver = connection.connection.driver_connection
    if isinstance(driver, SettingConnection) and not driver.is_in_transaction():
        # Nothing is sent yet: the driver begins the transaction at its first statement, and the
        # settings go with that BEGIN, in the same round trip.
        driver.canopy_prelude = (
            f"SELECT set_config('role', '{APP_ROLE}', true), "
            f"set_config('canopy.workspace_id', '{int(tenant.workspace_id)}', true), "
            "set_config('canopy.user_id', '', true);"
        )
    else:
        connection.execute(_ROW_SECURITY, {"role": APP_ROLE, "workspace": str(tenant.workspace_id)})


class SettingConnection(asyncpg.Connection):  # type: ignore[misc]  # asyncpg is untyped
    """asyncpg's connection, sending the row-level security settings of a transaction with its BEGIN.

    A tenant transaction began with two round trips, BEGIN then the settings' SELECT, before its
    first statement: a quarter of those of a list request. The settings are set aside when the
    session begins (`canopy_prelude`) and the BEGIN that SQLAlchemy's driver sends before the
    first statement carries them, as one simple query. They are dropped whenever the connection
    leaves or returns to the pool, so settings never outlive the checkout that set them aside.
    """

    __slots__ = ("canopy_prelude",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.canopy_prelude: str | None = None

    async def execute(self, query: str, *args: Any, timeout: float | None = None) -> str:
        prelude = self.canopy_prelude
        if prelude is not None and not args and query.startswith("BEGIN"):
            self.canopy_prelude = None
            query = f"{query} {prelude}"
        status: str = await super().execute(query, *args, timeout=timeout)
        return status


def _drop_prelude(dbapi_connection: Any, *_: Any) -> None:
    driver = getattr(dbapi_connection, "driver_connection", None)
    if isinstance(driver, SettingConnection):
        driver.canopy_prelude = None


@event.listens_for(Session, "after_begin")
def _row_security_for_each_transaction(
    session: Session, transaction: SessionTransaction, connection: Connection
) -> None:
    tenant: Tenant | None = session.info.get(_TENANT)
    if tenant is not None:
        _apply_row_security(connection, tenant)


async def enter_tenant(session: AsyncSession, tenant: Tenant, *, applied: bool = False) -> None:
    """Act for `tenant` in this session, including the transaction already open (after authentication).

    `applied`: the open transaction already carries the row-level security settings (the
    authentication statement sets them on PostgreSQL), so no statement is needed for it.
    """
    set_tenant(session, tenant)
    if session.in_transaction() and not applied:
        connection = await session.connection()
        await connection.run_sync(_apply_row_security, tenant)


async def request_connection(session: AsyncSession) -> AsyncConnection:
    """The connection under a request's session, without opening the session's transaction.

    A statement run on it directly is outside the tenant transaction while none is open: only
    for what is not tenant data. A session not bound to a connection opens its transaction here.
    """
    bind = session.bind
    if isinstance(bind, AsyncConnection):
        return bind
    return await session.connection()


async def close_session(session: AsyncSession) -> None:
    """Close `session` as leaving `async with session` does, without its task when nothing is open.

    AsyncSession's own exit runs its close in a task of its own, shielded, so that a cancelled
    request still rolls back and releases what the session holds: a task and a turn of the event
    loop for every request. A session that never began a transaction holds no connection and has
    nothing to roll back, so closing it sends nothing and cannot be interrupted: it is closed
    here, at once. One that did is closed by AsyncSession's exit, shielded as ever.
    """
    if session.sync_session.in_transaction():
        await session.__aexit__(None, None, None)
    else:
        session.sync_session.close()


_JSON_TEXT = functools.partial(json.dumps, ensure_ascii=False)


class Database:
    """The engine and session factory of one process.

    A database that hangs holds no request for ever (decision database_unavailable): PostgreSQL
    cancels a statement that runs, or waits for a lock, past CANOPY_DATABASE_STATEMENT_TIMEOUT;
    the driver gives up on a database that does not answer at all (a stopped server, a broken
    network) after CANOPY_DATABASE_COMMAND_TIMEOUT, connecting included (its TimeoutError is an
    OSError, which answers 503 like a refused connection); a request waits CANOPY_POOL_TIMEOUT at most for a connection of the pool; on
    SQLite a writer waits for another's lock as long as a statement may run. Each ends the
    request with a 503 (runtime/errors.py) and its transaction rolled back.

    `bounded=False` lifts the statement and command limits, for an operator's bulk command whose
    statements may legitimately run longer (`canopy transactions import`); the service's
    processes (requests, jobs, the outbox) keep them.
    """

    def __init__(self, settings: Settings, *, bounded: bool = True) -> None:
        self.settings = settings
        options: dict[str, Any] = {}
        if settings.is_sqlite:
            # SQLite's statement timeout is the wait for another writer's lock (its busy timeout).
            options["connect_args"] = {"timeout": settings.database_statement_timeout}
            options["module"] = OneHopDBAPI()  # one hand-off to the driver's thread a statement
            if make_url(settings.database_url).database not in (None, "", ":memory:"):
                options["pool_timeout"] = settings.pool_timeout  # an in-memory database has no queue
        else:
            options.update(
                pool_size=settings.pool_size,
                max_overflow=settings.pool_size,
                pool_pre_ping=False,
                pool_timeout=settings.pool_timeout,
            )
            # No JIT compilation: every statement here is short, but the row-level security
            # policies (counterpart_read, migration 0009) inflate the planner's estimates past
            # jit_above_cost, and PostgreSQL then compiled O1's filtered statements at every
            # execution, costing more than the statements themselves (the figures: docs/adr/0004).
            server_settings = {"jit": "off"}
            connect_args: dict[str, Any] = {"server_settings": server_settings, "connection_class": SettingConnection}
            if bounded:
                # Per connection, so every statement is bounded, authentication's included, at no cost.
                server_settings["statement_timeout"] = str(round(settings.database_statement_timeout * 1000))
                connect_args.update(
                    command_timeout=settings.database_command_timeout, timeout=settings.database_command_timeout
                )
            options["connect_args"] = connect_args
        # JSON written as its characters, not \u escapes: a search over a JSON field's text (D7's
        # tags) finds "Qualität" as it finds ASCII, on both databases, as Django's does on jsonb.
        options["json_serializer"] = _JSON_TEXT
        self.engine: AsyncEngine = create_async_engine(settings.database_url, **options)
        if settings.is_sqlite:
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
        else:
            for moment in ("checkout", "checkin"):
                event.listen(self.engine.sync_engine.pool, moment, _drop_prelude)
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[AsyncConnection]:
        """A connection of the pool with no transaction open; on leaving, anything still open is rolled back."""
        connection = await self.engine.connect()
        try:
            yield connection
        finally:
            if connection.in_transaction():
                await connection.__aexit__(None, None, None)  # its close rolls back, shielded from cancellation
            else:
                # Returned to the pool with nothing to roll back: AsyncConnection's exit would run
                # this in a task of its own, a turn of the event loop for every request.
                await connection.close()

    @asynccontextmanager
    async def session(
        self, tenant: Tenant | None = None, *, bind: AsyncConnection | None = None
    ) -> AsyncIterator[AsyncSession]:
        """A session; with `bind`, on that connection (not in a transaction), which it leaves open on closing."""
        session = self.new_session(tenant, bind=bind)
        try:
            yield session
        finally:
            await close_session(session)

    def new_session(self, tenant: Tenant | None = None, *, bind: AsyncConnection | None = None) -> AsyncSession:
        """A session as session() makes it, for a caller that closes it itself (close_session)."""
        session = self.sessions() if bind is None else self.sessions(bind=bind)
        if tenant is not None:
            set_tenant(session, tenant)
        return session

    async def dispose(self) -> None:
        await self.engine.dispose()

    def observe_pool(self, in_use: Any, size: Any) -> None:
        """Keep two gauges (prometheus_client's, or anything with inc and dec) of the pool's connections."""
        pool = self.engine.sync_engine.pool

        @event.listens_for(pool, "connect")
        def opened(*_: Any) -> None:
            size.inc()

        @event.listens_for(pool, "close")
        def closed(*_: Any) -> None:
            size.dec()

        @event.listens_for(pool, "checkout")
        def taken(*_: Any) -> None:
            in_use.inc()

        @event.listens_for(pool, "checkin")
        def returned(*_: Any) -> None:
            in_use.dec()


def _sqlite_pragmas(dbapi_connection: Any, record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()
