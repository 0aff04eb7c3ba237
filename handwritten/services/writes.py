"""Helpers for an operation's writes: unique keys answered as 400s, sets of rows replaced whole.

A unique key is checked by the database, not by a read before the write, so two concurrent
requests cannot both take it. The violation is caught where the write is flushed and answered as
the field's 400; the request's transaction is then rolled back whole when the error leaves the
operation. No savepoint is used: SQLite's driver begins its transaction lazily, so a SAVEPOINT
there can turn into the outermost transaction and its RELEASE into an early commit.
"""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, cast

from sqlalchemy import (
    ColumnElement,
    CursorResult,
    Index,
    Insert,
    Table,
    UniqueConstraint,
    Update,
    bindparam,
    delete,
    insert,
    inspect,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

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


async def inserted_ids(session: AsyncSession, entity: type[Base], rows: Sequence[dict[str, Any]]) -> list[int]:
    """Insert `rows` of `entity` (attribute names to values); their ids, in the order of `rows`."""
    ids: list[int] = [0] * len(rows)
    for positions, result in await _core_inserts(session, entity, rows, returning=True):
        for position, id in zip(positions, result.scalars(), strict=True):
            ids[position] = id
    return ids


async def insert_rows(session: AsyncSession, entity: type[Base], rows: Sequence[dict[str, Any]]) -> None:
    """Insert `rows` of `entity` (attribute names to values), such as a record's links."""
    await _core_inserts(session, entity, rows, returning=False)


async def update_by_id(session: AsyncSession, entity: type[Base], rows: Sequence[dict[str, Any]]) -> None:
    """Give each row of `entity` whose id a dict of `rows` names the dict's other values (its
    onupdate columns too), such as results computed for many rows."""
    if not rows:
        return
    columns = _column_keys(entity)
    connection = await _flushed(session)
    for names, positions in _runs(rows):
        statement = _update_by_id(table_of(entity))
        values = [{"row_id" if name == "id" else columns[name]: rows[n][name] for name in names} for n in positions]
        await connection.execute(statement, values)


# inserted_ids, insert_rows and update_by_id run Core statements on the session's connection,
# each built once per table: no objects for the identity map (nothing reads these rows back as
# objects), no ORM execution state, and a statement object that keeps its cache key rather than
# one built, and keyed again, at each request. Only rows of the request's workspace go this way
# (rows it makes, ids it has found through the session): the tenancy criteria of the session's
# events are for finding rows, and row-level security holds on PostgreSQL as for every statement.


async def _core_inserts(
    session: AsyncSession, entity: type[Base], rows: Sequence[dict[str, Any]], *, returning: bool
) -> list[tuple[list[int], CursorResult[Any]]]:
    """One INSERT (executemany) per run of rows giving the same columns, in the order of `rows`: a
    column a row leaves out takes its default, as it would from an object flushed without it."""
    if not rows:
        return []
    columns = _column_keys(entity)
    connection = await _flushed(session)
    results = []
    for names, positions in _runs(rows):
        statement = _insert(table_of(entity), returning)
        values = [{columns[name]: rows[n][name] for name in names} for n in positions]
        results.append((positions, await connection.execute(statement, values)))
    return results


async def _flushed(session: AsyncSession) -> AsyncConnection:
    """The session's connection, once the session has flushed what it holds (as executing through
    it would): a statement on the connection must find the rows the session has changed."""
    if session.new or session.dirty or session.deleted:
        await session.flush()
    return await session.connection()


def _runs(rows: Sequence[dict[str, Any]]) -> list[tuple[tuple[str, ...], list[int]]]:
    """The positions of `rows` in runs of rows giving the same names, in order (as the unit of
    work batches them): rows are written in the order given, so their ids follow it."""
    runs: list[tuple[tuple[str, ...], list[int]]] = []
    for position, row in enumerate(rows):
        names = tuple(row)
        if runs and runs[-1][0] == names:
            runs[-1][1].append(position)
        else:
            runs.append((names, [position]))
    return runs


def table_of(entity: type[Base]) -> Table:
    """The table `entity` is mapped to."""
    table = entity.__table__
    assert isinstance(table, Table)
    return table


@functools.cache
def _column_keys(entity: type[Base]) -> dict[str, str]:
    """Attribute name -> its column's key (item_metadata -> metadata), and id -> id."""
    return {name: column.key for name, column in inspect(entity).columns.items()}


@functools.cache
def _insert(table: Table, returning: bool) -> Insert:
    statement = insert(table)
    return statement.returning(table.c.id, sort_by_parameter_order=True) if returning else statement


@functools.cache
def _update_by_id(table: Table) -> Update:
    # The values by their columns' keys, the row by "row_id" (a bound parameter may not take the name of a column).
    return update(table).where(table.c.id == bindparam("row_id"))


def affected(result: Any) -> int:
    """How many rows an INSERT, UPDATE or DELETE executed through a session changed (its
    CursorResult's rowcount, which the session's generic Result type does not show)."""
    return int(cast(CursorResult[Any], result).rowcount)


async def conflict_free_insert(session: AsyncSession) -> Callable[[Table], postgresql.Insert | sqlite.Insert]:
    """The dialect's INSERT, which can skip rows that would break a unique key (ON CONFLICT DO NOTHING)."""
    dialect = (await session.connection()).dialect.name
    return postgresql.insert if dialect == "postgresql" else sqlite.insert
