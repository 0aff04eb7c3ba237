"""Table versions: a number per table that grows with every committed change to it (PostgreSQL).

A statement-level trigger on each tracked table adds one to the table's version in the
transaction that changes it, the first time that transaction writes the table. The version is
then committed, and becomes visible, exactly when the change does: a statement that reads a
table's rows and its version in one snapshot knows which state of the table it saw. An exact
count reused while the version stays the same (db/counts.py) is therefore the count the
database would give again.

A table's version is the sum of several rows ("shards"): a writer takes the first row no other
open transaction holds (FOR UPDATE SKIP LOCKED), or adds one, so writers never wait for each
other here, however long their transactions (a million-row import holds its shard until it
commits, and every other writer takes another).

SQLite keeps the table (the models and the migrations agree on both databases) but has no
statement-level triggers: nothing is tracked there, and counts are never reused.
"""

from __future__ import annotations

from collections.abc import Iterable

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
    literal,
    null,
    select,
)
from sqlalchemy.orm import Mapped, mapped_column

from handwritten.db.models import Base, Id


class TableVersion(Base):
    """One shard of a table's version (the version is the sum of the table's shards)."""

    __tablename__ = "table_versions"
    __table_args__ = (Index("ix_table_versions_table_name", "table_name", "version"),)

    id: Mapped[int] = mapped_column(Id, primary_key=True, autoincrement=True)
    table_name: Mapped[str] = mapped_column(String(63))
    version: Mapped[int] = mapped_column(BigInteger, default=0)


# Tables whose changes are not tracked: the queue, the mail outbox and the idempotency keys are
# written by most requests and never counted by a list; this table is the tracking itself.
UNTRACKED = frozenset({"table_versions", "jobs", "outbox_emails", "idempotency_keys"})

_FUNCTION = "canopy_table_changed"
_MARKER_PREFIX = "canopy_changed."  # + table name: the setting saying this transaction changed it
_TRIGGER = "canopy_table_changed"

# SECURITY DEFINER: canopy_app (row-level security) may read the versions but never write them;
# the function writes them as the tables' owner, with a search_path of its own so that no object
# of the caller's stands in for the table or the functions. The marker setting is the
# transaction's (is_local; the SET clause restores only search_path on return), so a transaction
# adds one once per table, and a savepoint rolled back takes its marker back with its change of
# the version.
_FUNCTION_SQL = f"""
CREATE FUNCTION {_FUNCTION}() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
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
    """(Migrations) The versions' function, readable by canopy_app; PostgreSQL only."""
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(_FUNCTION_SQL)
    op.execute(f"REVOKE ALL ON FUNCTION {_FUNCTION}() FROM PUBLIC")
    op.execute("GRANT SELECT ON table_versions TO canopy_app")


def drop_tracking() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP FUNCTION IF EXISTS {_FUNCTION}()")


def track(tables: Iterable[str]) -> None:
    """(Migrations) Keep the version of each of `tables`: every migration creating a table calls it."""
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in tables:
        op.execute(
            f"CREATE TRIGGER {_TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {table} "
            f"FOR EACH STATEMENT EXECUTE FUNCTION {_FUNCTION}()"
        )


def untrack(tables: Iterable[str]) -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    for table in tables:
        op.execute(f"DROP TRIGGER IF EXISTS {_TRIGGER} ON {table}")


def tracked_tables() -> frozenset[str]:
    """Every table of the models whose version is kept."""
    return frozenset(Base.metadata.tables) - UNTRACKED


TRACKED_TRIGGERS_SQL = (
    "SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
    f"WHERE t.tgname = '{_TRIGGER}' AND NOT t.tgisinternal"
)


def version_of(tables: Iterable[str]) -> ColumnElement[int | None]:
    """The summed version of `tables`, as a scalar subquery a statement can select beside its rows.

    NULL in a transaction that has itself changed one of them: its own uncommitted change shows
    in its version, and would be lost if it rolled back while a later transaction committed the
    same version with another change. What such a transaction counts is neither reused nor kept.
    """
    names = bindparam("canopy_tables", sorted(tables), type_=ARRAY(String()), unique=True)
    changed = func.unnest(names).table_valued("name")
    marker = func.current_setting(literal(_MARKER_PREFIX, String()) + changed.c.name, True)
    written = exists().select_from(changed).where(marker == "y")
    summed = func.coalesce(func.sum(TableVersion.version), 0)
    return select(case((written, null()), else_=summed)).where(TableVersion.table_name == any_(names)).scalar_subquery()
