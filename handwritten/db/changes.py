"""Table versions: per table and workspace, a number that grows with every committed change (PostgreSQL).

Statement-level triggers on each tracked table add one to the version of (table, workspace) for
every workspace a changed row carries (its `company_id`, and the `counterpart_company_id` of a
shared row, decision order_counterparts), in the transaction that changes it, the first time that
transaction changes that table for that workspace. A table without a workspace column, a row
whose `company_id` is NULL (a user's own API key: no workspace's, so every reader's) and any
TRUNCATE add to workspace 0, which every reader sums. The version is committed, and becomes
visible, exactly when the change does: a statement that reads a table's rows and the versions of
the workspaces it may see, in one snapshot, knows which state of those rows it saw. A result kept
while those versions stay the same (handwritten/kept/) is what reading again would give; a write
in one workspace leaves every other workspace's kept results alone.

PostgreSQL gives transition tables (the changed rows) only to triggers of one event each, so each
table has three (INSERT, UPDATE with the old and new rows, DELETE) and one for TRUNCATE, which
has no rows to name.

A version is the sum of several rows ("shards") of the same table and workspace: a writer takes
the first row no other open transaction holds (FOR UPDATE SKIP LOCKED), or adds one, so writers
never wait for each other here, however long their transactions (a million-row import holds its
shard until it commits, and every other writer takes another).

SQLite keeps the table (the models and the migrations agree on both databases) but has no
statement-level triggers: nothing is tracked there, and nothing is kept.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from alembic import op
from sqlalchemy import (
    ARRAY,
    BigInteger,
    ColumnElement,
    Index,
    String,
    any_,
    bindparam,
    case,
    exists,
    func,
    inspect,
    literal,
    null,
    select,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.event import contains, listen
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id


class TableVersion(Base):
    """One shard of a table's version in one workspace (the version is the sum of its shards)."""

    __tablename__ = "table_versions"
    # Not `version`: a bump then changes no indexed column, so PostgreSQL updates the row in place
    # (HOT) and prunes the versions it replaces as it goes, with or without autovacuum (migration 0033).
    __table_args__ = (Index("ix_table_versions_table_workspace", "table_name", "workspace_id"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True, autoincrement=True)
    table_name: Mapped[str] = mapped_column(String(63))
    # 0: every workspace (a table without a workspace column, a TRUNCATE); readers always sum it.
    workspace_id: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    version: Mapped[int] = mapped_column(BigInteger, default=0)


# Tables whose changes are not tracked: the queue, the mail outbox and the idempotency keys are
# written by most requests and never listed; this table is the tracking itself.
UNTRACKED = frozenset({"table_versions", "jobs", "outbox_emails", "idempotency_keys"})
# The columns naming a workspace that may read a row (db/session.py's two walls).
WORKSPACE_COLUMNS = ("company_id", "counterpart_company_id")

_FUNCTION = "canopy_rows_changed"
_MARKER_PREFIX = "canopy_changed."  # + table name: the setting saying this transaction changed it
_TRIGGER = "canopy_rows_changed"
# The triggers of 0020 to 0031 (one per table, one version per table): migration 0032 replaces them.
_TABLE_FUNCTION = "canopy_table_changed"
_TABLE_TRIGGER = "canopy_table_changed"

# SECURITY DEFINER: canopy_app (row-level security) may read the versions but never write them;
# the function writes them as the tables' owner, with a search_path of its own so that no object
# of the caller's stands in for the table or the functions. The trigger's arguments name the
# table's workspace columns: none, `company_id`, or `company_id` and `counterpart_company_id`
# (anything else is refused, loudly, at the first write). The transition tables are "changed"
# (and "replaced", an UPDATE's old rows). The marker settings are the transaction's (is_local;
# the SET clause restores only search_path on return), so a transaction adds one once per table
# and workspace, and a savepoint rolled back takes its markers back with its change of the versions.
#
# Every statement on a tracked table runs this, so the workspaces are read by static statements,
# one per event and set of columns: PL/pgSQL prepares each once per table (a trigger function is
# compiled per table it is attached to), where a dynamic EXECUTE would be parsed and planned again
# on every statement (migration 0033). A branch for a column a table lacks is never run there.
_FUNCTION_SQL = f"""
CREATE OR REPLACE FUNCTION {_FUNCTION}() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public AS $$
DECLARE
    workspaces bigint[];
    workspace bigint;
    marker text;
    shard bigint;
BEGIN
    IF TG_OP = 'TRUNCATE' OR TG_NARGS = 0 THEN
        workspaces := ARRAY[0::bigint];
    -- A row without a workspace (company_id NULL: a user's key, a row of every workspace) is every
    -- reader's: it changes workspace 0. A missing counterpart changes nothing.
    ELSIF TG_NARGS = 1 AND TG_ARGV[0] = 'company_id' THEN
        IF TG_OP = 'INSERT' THEN
            SELECT array_agg(DISTINCT coalesce(company_id, 0)) INTO workspaces FROM changed;
        ELSIF TG_OP = 'UPDATE' THEN
            SELECT array_agg(DISTINCT w) INTO workspaces FROM (
                SELECT coalesce(company_id, 0) FROM changed
                UNION ALL SELECT coalesce(company_id, 0) FROM replaced) AS rows(w);
        ELSE
            SELECT array_agg(DISTINCT coalesce(company_id, 0)) INTO workspaces FROM replaced;
        END IF;
    ELSIF TG_NARGS = 2 AND TG_ARGV[0] = 'company_id' AND TG_ARGV[1] = 'counterpart_company_id' THEN
        IF TG_OP = 'INSERT' THEN
            SELECT array_agg(DISTINCT w) INTO workspaces FROM (
                SELECT coalesce(company_id, 0) FROM changed
                UNION ALL SELECT counterpart_company_id FROM changed) AS rows(w) WHERE w IS NOT NULL;
        ELSIF TG_OP = 'UPDATE' THEN
            SELECT array_agg(DISTINCT w) INTO workspaces FROM (
                SELECT coalesce(company_id, 0) FROM changed
                UNION ALL SELECT counterpart_company_id FROM changed
                UNION ALL SELECT coalesce(company_id, 0) FROM replaced
                UNION ALL SELECT counterpart_company_id FROM replaced) AS rows(w) WHERE w IS NOT NULL;
        ELSE
            SELECT array_agg(DISTINCT w) INTO workspaces FROM (
                SELECT coalesce(company_id, 0) FROM replaced
                UNION ALL SELECT counterpart_company_id FROM replaced) AS rows(w) WHERE w IS NOT NULL;
        END IF;
    ELSE
        RAISE EXCEPTION '{_FUNCTION}: unexpected workspace columns % on %', TG_ARGV, TG_TABLE_NAME;
    END IF;
    PERFORM pg_catalog.set_config('{_MARKER_PREFIX}' || TG_TABLE_NAME, 'y', true);
    FOREACH workspace IN ARRAY coalesce(workspaces, ARRAY[]::bigint[]) LOOP
        marker := '{_MARKER_PREFIX}' || TG_TABLE_NAME || '_' || workspace;
        CONTINUE WHEN pg_catalog.current_setting(marker, true) = 'y';
        SELECT id INTO shard FROM public.table_versions
            WHERE table_name = TG_TABLE_NAME AND workspace_id = workspace
            ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1;
        IF shard IS NULL THEN
            INSERT INTO public.table_versions (table_name, workspace_id, version)
                VALUES (TG_TABLE_NAME, workspace, 1);
        ELSE
            UPDATE public.table_versions SET version = version + 1 WHERE id = shard;
        END IF;
        PERFORM pg_catalog.set_config(marker, 'y', true);
    END LOOP;
    RETURN NULL;
END
$$
"""

_TABLE_FUNCTION_SQL = f"""
CREATE FUNCTION {_TABLE_FUNCTION}() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = pg_catalog, public AS $$
DECLARE
    marker text := '{_MARKER_PREFIX}' || TG_TABLE_NAME;
    shard bigint;
BEGIN
    IF pg_catalog.current_setting(marker, true) = 'y' THEN
        RETURN NULL;
    END IF;
    SELECT id INTO shard FROM public.table_versions WHERE table_name = TG_TABLE_NAME
        ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1;
    IF shard IS NULL THEN
        INSERT INTO public.table_versions (table_name, version) VALUES (TG_TABLE_NAME, 1);
    ELSE
        UPDATE public.table_versions SET version = version + 1 WHERE id = shard;
    END IF;
    PERFORM pg_catalog.set_config(marker, 'y', true);
    RETURN NULL;
END
$$
"""


def create_tracking() -> None:
    """(Migration 0020) The versions per table, readable by canopy_app; PostgreSQL only."""
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(_TABLE_FUNCTION_SQL)
    op.execute(f"REVOKE ALL ON FUNCTION {_TABLE_FUNCTION}() FROM PUBLIC")
    op.execute("GRANT SELECT ON table_versions TO canopy_app")


def drop_tracking() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP FUNCTION IF EXISTS {_TABLE_FUNCTION}()")


def track(tables: Iterable[str]) -> None:
    """(Migration 0020) One version per table: the trigger that migration 0032 replaces."""
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in tables:
        op.execute(
            f"CREATE TRIGGER {_TABLE_TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {table} "
            f"FOR EACH STATEMENT EXECUTE FUNCTION {_TABLE_FUNCTION}()"
        )


def untrack(tables: Iterable[str]) -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in tables:
        op.execute(f"DROP TRIGGER IF EXISTS {_TABLE_TRIGGER} ON {table}")


def create_workspace_tracking() -> None:
    """(Migration 0032 on) The versions per table and workspace; PostgreSQL only."""
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(_FUNCTION_SQL)
    op.execute(f"REVOKE ALL ON FUNCTION {_FUNCTION}() FROM PUBLIC")


def drop_workspace_tracking() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP FUNCTION IF EXISTS {_FUNCTION}()")


def track_workspaces(tables: Iterable[str]) -> None:
    """(Migrations) Keep the versions of each of `tables` per workspace: every migration creating
    a table calls it, once the table has its columns."""
    bind = op.get_bind()
    if bind.dialect.name != "postgresql":
        return
    for table in tables:
        columns = {column["name"] for column in inspect(bind).get_columns(table)}
        arguments = ", ".join(f"'{name}'" for name in WORKSPACE_COLUMNS if name in columns)
        run = f"FOR EACH STATEMENT EXECUTE FUNCTION {_FUNCTION}({arguments})"
        op.execute(f"CREATE TRIGGER {_TRIGGER}_inserted AFTER INSERT ON {table} REFERENCING NEW TABLE AS changed {run}")
        op.execute(
            f"CREATE TRIGGER {_TRIGGER}_updated AFTER UPDATE ON {table} "
            f"REFERENCING OLD TABLE AS replaced NEW TABLE AS changed {run}"
        )
        op.execute(f"CREATE TRIGGER {_TRIGGER}_deleted AFTER DELETE ON {table} REFERENCING OLD TABLE AS replaced {run}")
        op.execute(f"CREATE TRIGGER {_TRIGGER}_truncated AFTER TRUNCATE ON {table} {run}")


def untrack_workspaces(tables: Iterable[str]) -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in tables:
        for event in ("inserted", "updated", "deleted", "truncated"):
            op.execute(f"DROP TRIGGER IF EXISTS {_TRIGGER}_{event} ON {table}")


def tracked_tables() -> frozenset[str]:
    """Every table of the models whose version is kept."""
    return frozenset(Base.metadata.tables) - UNTRACKED


# The tables whose changes are tracked now (the INSERT trigger stands for the four).
TRACKED_TRIGGERS_SQL = (
    "SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
    f"WHERE t.tgname = '{_TRIGGER}_inserted' AND NOT t.tgisinternal"
)
# The tables tracked by 0020's trigger, one version per table (for migration 0032).
TABLE_TRIGGERS_SQL = (
    "SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
    f"WHERE t.tgname = '{_TABLE_TRIGGER}' AND NOT t.tgisinternal"
)


@functools.lru_cache(maxsize=4096)
def version_of(tables: frozenset[str], workspaces: tuple[int, ...] | None) -> ColumnElement[int | None]:
    """The summed versions of `tables` in `workspaces` (and workspace 0; every workspace when
    None), as a scalar subquery a statement can select beside its rows.

    NULL in a transaction that has itself changed one of the tables: its own uncommitted change
    shows in its version, and would be lost if it rolled back while a later transaction committed
    the same version with another change. What such a transaction reads is neither reused nor kept.
    Made once per set of tables and workspaces: an expression is never changed once built.
    """
    names = bindparam("canopy_tables", sorted(tables), type_=ARRAY(String()), unique=True)
    changed = func.unnest(names).table_valued("name")
    marker = func.current_setting(literal(_MARKER_PREFIX, String()) + changed.c.name, True)
    written = exists().select_from(changed).where(marker == "y")
    summed = func.coalesce(func.sum(TableVersion.version), 0)
    where = [TableVersion.table_name == any_(names)]
    if workspaces is not None:
        seen = bindparam("canopy_workspaces", sorted({0, *workspaces}), type_=ARRAY(BigInteger()), unique=True)
        where.append(TableVersion.workspace_id == any_(seen))
    return select(case((written, null()), else_=summed)).where(*where).scalar_subquery()


# The tracked tables a transaction's own statements have changed (changed_here).
_CHANGED_HERE = "canopy_changed_here"
_NOTHING: frozenset[str] = frozenset()


def changed_here(connection: Connection) -> frozenset[str] | set[str]:
    """Tracked tables that the transaction under way on `connection` has changed, as its own
    INSERT, UPDATE and DELETE statements tell (not what triggers, cascades or text statements
    change besides): each one's marker is set, so version_of is NULL for any of them, which a
    reader can then know without asking the database."""
    if connection.invalidated:  # its info is out of reach until the transaction is rolled back
        return _NOTHING
    found: set[str] | None = connection.info.get(_CHANGED_HERE)
    return _NOTHING if found is None else found


def follow_changes(engine: Engine) -> None:
    """Let changed_here() tell what the transactions of `engine` change."""
    if not contains(engine, "after_execute", _executed):
        listen(engine, "after_execute", _executed)
        for name in ("begin", "commit", "rollback"):
            listen(engine, name, _ended)


def _executed(connection: Connection, statement: Any, *_: Any) -> None:
    if getattr(statement, "is_dml", False):
        name = getattr(statement.table, "name", None)
        if name is not None and name not in UNTRACKED:
            connection.info.setdefault(_CHANGED_HERE, set()).add(name)


def _ended(connection: Connection) -> None:
    """A transaction begins or ends: the changes known are those of none (the info outlives it).

    A connection lost in a transaction (the database went away) is rolled back with its info out
    of reach (reading it raises PendingRollbackError, which would turn the rollback into a 500),
    and its info goes with the lost DBAPI connection: nothing to forget."""
    if not connection.invalidated:
        connection.info.pop(_CHANGED_HERE, None)
