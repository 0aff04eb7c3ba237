"""What a kept result depends on: the tables its statements read, closed over row-level security.

A statement reads the tables it names, subqueries included, and those that the row-level
security policies of those tables read, and theirs in turn (the counterpart policies of migration
0009 read a product's order items, whose own policy reads their orders). The database says once
per process which tables are tracked (db/changes.py) and what each one's policies name. A result
is never kept when one of those tables is untracked, or when its statement calls a function whose
value changes without a write (now(), random()...).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Table, text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import visitors
from sqlalchemy.sql.elements import TextClause
from sqlalchemy.sql.functions import FunctionElement
from sqlalchemy.sql.util import find_tables

from handwritten.db.changes import TRACKED_TRIGGERS_SQL

# Functions whose value changes between two statements without any write.
_VOLATILE = frozenset(
    {"now", "current_timestamp", "current_date", "current_time", "localtimestamp", "localtime", "clock_timestamp",
     "statement_timestamp", "transaction_timestamp", "timeofday", "random", "gen_random_uuid", "nextval",
     "txid_current", "pg_current_xact_id"}
)  # fmt: skip
_VOLATILE_TEXT = re.compile(r"\b(" + "|".join(sorted(_VOLATILE)) + r")\b", re.IGNORECASE)
_POLICIES_SQL = "SELECT tablename::text, coalesce(qual, '') FROM pg_policies WHERE schemaname = current_schema()"


@dataclass(frozen=True, slots=True)
class Catalogue:
    """What the database says once per process: the tracked tables and what each one's policies read."""

    tracked: frozenset[str]
    reads: dict[str, frozenset[str]]  # table -> the tables its row-level security policies name

    def closed(self, names: Iterable[str]) -> frozenset[str] | None:
        """`names` with the tables their policies read, and theirs in turn (a policy's subquery
        reads its tables under their own policies); None when one of them is untracked."""
        found = set(names)
        pending = list(found)
        while pending:
            for read in self.reads.get(pending.pop(), frozenset()) - found:
                found.add(read)
                pending.append(read)
        if not found <= self.tracked:
            return None
        return frozenset(found)


async def read_catalogue(session: AsyncSession) -> Catalogue:
    tracked = frozenset((await session.execute(text(TRACKED_TRIGGERS_SQL))).scalars())
    reads: dict[str, set[str]] = {}
    for table, qual in (await session.execute(text(_POLICIES_SQL))).all():
        named = {name for name in tracked if re.search(rf"\b{re.escape(name)}\b", qual)}
        reads.setdefault(table, set()).update(named)
    return Catalogue(tracked, {table: frozenset(names) for table, names in reads.items()})


def tables_named(statement: Any) -> frozenset[str] | None:
    """The tables `statement` names, subqueries included; None when what it reads may change
    without a write (a volatile function)."""
    for element in visitors.iterate(statement):
        if isinstance(element, FunctionElement) and element.name.lower() in _VOLATILE:
            return None
        if isinstance(element, TextClause) and _VOLATILE_TEXT.search(element.text):
            return None
    return frozenset(
        table.name
        for table in find_tables(statement, include_joins=True, include_selects=True)
        if isinstance(table, Table)
    )
