"""Rows named by id: the workspace's row of an id or 404, a column among many ids in one
parameter, and which ids a body may name at all."""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any, TypeVar

from sqlalchemy import ARRAY, BigInteger, ColumnElement, Text, any_, bindparam, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.runtime.errors import NotFound
from handwritten.runtime.querystring import INT64

__all__ = ["among", "found", "storable_id"]

Row = TypeVar("Row")


async def found(session: AsyncSession, entity: type[Row], id: int, *, lock: bool = False) -> Row:
    """The workspace's `entity` row of id `id` (404 otherwise). With `lock`, held FOR UPDATE until
    the request ends, as a row about to change or be deleted is: a reference to it made at the
    same time (services/references.py) is then either seen or refused."""
    statement = select(entity).where(entity.id == id)  # type: ignore[attr-defined]
    row = await session.scalar(statement.with_for_update() if lock else statement)
    if row is None:
        raise NotFound()
    return row


def among(session: AsyncSession, column: Any, ids: Collection[int]) -> ColumnElement[bool]:
    """`column IN ids` with one parameter whatever the number of ids (asyncpg binds 32,767 at
    most, some SQLite builds 999): `column = ANY(:ids)`, an array, on PostgreSQL; on SQLite
    `column IN (SELECT value FROM json_each(:ids))`, the ids as one JSON text."""
    if session.get_bind().dialect.name == "postgresql":
        ids_at_once = bindparam("ids", list(ids), type_=ARRAY(BigInteger()), unique=True)
        among: ColumnElement[bool] = column == any_(ids_at_once)
    else:
        listed = func.json_each(bindparam("ids", json.dumps(list(ids)), type_=Text(), unique=True))
        among = column.in_(select(listed.table_valued("value").c.value))
    return among


def storable_id(value: int) -> bool:
    """Ids are 64-bit: a body's integer outside that range names no row, and no database could bind it."""
    return INT64[0] <= value <= INT64[1]
