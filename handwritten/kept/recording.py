"""The tables a build reads, learned from the statements it runs rather than listed by hand.

While a session records (`recording`), every statement it runs through the ORM adds the tables it
names (the session's do_orm_execute event, which every session.execute, scalars and get passes
through; runtime/filtering/paging.py reports the reads db/direct.py runs past them). A statement whose tables cannot be told
(a text() statement, a volatile function) makes the whole build unknown: it is then never kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import ORMExecuteState, Session
from sqlalchemy.sql.elements import TextClause

from handwritten.kept.catalogue import tables_named

_READS = "canopy_kept_reads"


class Reads:
    """The tables a build has read so far; `known` turns False for good once one cannot be told."""

    def __init__(self) -> None:
        self.tables: set[str] = set()
        self.known = True

    def add(self, statement: Any) -> None:
        named = None if isinstance(statement, TextClause) else tables_named(statement)
        if named is None:
            self.known = False
        else:
            self.tables |= named


@contextmanager
def recording(session: AsyncSession) -> Iterator[Reads]:
    """Within: the tables of every statement `session` runs are added to the Reads yielded."""
    info = session.sync_session.info
    outer: Reads | None = info.get(_READS)
    reads = info[_READS] = Reads()
    try:
        yield reads
    finally:
        if outer is None:
            del info[_READS]
        else:  # a build inside a build: the outer one read these too
            info[_READS] = outer
            outer.tables |= reads.tables
            outer.known = outer.known and reads.known


def record(session: AsyncSession, statement: Any) -> None:
    """Report a read that does not pass through the ORM's execution (db/direct.py)."""
    reads: Reads | None = session.sync_session.info.get(_READS)
    if reads is not None:
        reads.add(statement)


@event.listens_for(Session, "do_orm_execute", insert=True)  # first: a listener returning rows ends the chain
def _recorded(state: ORMExecuteState) -> None:
    reads: Reads | None = state.session.info.get(_READS)
    if reads is not None:
        reads.add(state.statement)
