"""Helpers for an operation's writes: unique keys answered as 400s, sets of rows replaced whole.

A unique key is checked by the database, not by a read before the write, so two concurrent
requests cannot both take it. The violation is caught where the write is flushed and answered as
the field's 400; the request's transaction is then rolled back whole when the error leaves the
operation. No savepoint is used: SQLite's driver begins its transaction lazily, so a SAVEPOINT
there can turn into the outermost transaction and its RELEASE into an early commit.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, cast

from sqlalchemy import ColumnElement, CursorResult, Index, Table, UniqueConstraint, delete, insert
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import Base
from handwritten.runtime.errors import ErrorTree, ValidationFailed


def violates(error: IntegrityError, unique: Index | UniqueConstraint) -> bool:
    """Whether `error` breaks `unique`: by its name on PostgreSQL, by its columns on SQLite (which
    names the columns, not the constraint or index, of a violation)."""
    driver_error = error.orig
    name = getattr(getattr(driver_error, "__cause__", None), "constraint_name", None)  # asyncpg's
    if name is not None:
        return bool(name == unique.name)
    table = unique.table
    assert isinstance(table, Table)
    columns = ", ".join(f"{table.name}.{column.name}" for column in unique.columns)
    return str(driver_error) == f"UNIQUE constraint failed: {columns}"


@asynccontextmanager
async def unique_or_invalid(
    session: AsyncSession, unique: Index | UniqueConstraint, errors: ErrorTree
) -> AsyncIterator[None]:
    """Flush the writes made in the block; a violation of `unique` answers 400 with `errors`.

    The session cannot be used after the 400 (PostgreSQL aborts the transaction): let it leave the
    operation, which rolls everything back.
    """
    try:
        yield
        await session.flush()
    except IntegrityError as error:
        if not violates(error, unique):
            raise
        raise ValidationFailed(errors) from None


async def replace_rows(
    session: AsyncSession, entity: type[Base], where: ColumnElement[bool], rows: Sequence[dict[str, Any]]
) -> None:
    """Make `rows` the rows of `entity` that match `where`, such as a record's links, written whole."""
    await session.execute(delete(entity).where(where))
    if rows:
        await session.execute(insert(entity), rows)


def affected(result: Any) -> int:
    """How many rows an INSERT, UPDATE or DELETE executed through a session changed (its
    CursorResult's rowcount, which the session's generic Result type does not show)."""
    return int(cast(CursorResult[Any], result).rowcount)


async def conflict_free_insert(session: AsyncSession) -> Callable[[Table], postgresql.Insert | sqlite.Insert]:
    """The dialect's INSERT, which can skip rows that would break a unique key (ON CONFLICT DO NOTHING)."""
    dialect = (await session.connection()).dialect.name
    return postgresql.insert if dialect == "postgresql" else sqlite.insert
