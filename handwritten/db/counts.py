"""Exact counts reused while nothing they read has changed (PostgreSQL; decision count_reuse).

A list's `count` is every match of its filters (runtime/filtering.py, page()). Counting them reads
every matching row, or index entry, at each request: T1's three filters on a million transactions
take about 4 ms of PostgreSQL's CPU for a page that takes under 1 ms. The count a list made is
kept here, per process, with the summed versions of the tables it read (db/changes.py). The next
page statement with the same count statement (same SQL, same values, same tenant and scope)
selects those versions beside its rows, in its own snapshot: when they are the ones kept, no
table the count reads has changed since, and the kept count is exactly what counting again would
give in that snapshot. Otherwise the count is made again, with its versions, and kept.

The tables a count reads are those its statement names, subqueries included, and those the
row-level security policies of those tables read, and theirs in turn (the counterpart policies
of migration 0009 read a product's order items, whose own policy reads their orders). A count is never reused when a
table it reads is untracked, when it calls a function whose result changes without a write
(now(), random()...), or when its statement cannot be keyed.

A list request whose page and count are both kept need not build its statements to find them:
building, filtering and keying them is most of the server's work on such a request (about half
of D1's). A list known by its request (`Listing`: the caller's statement, the same object from
request to request, the parsed query and the field map) names the same count and page whenever
it comes back, so the keys they were kept under are noted beside it (`know`), and the next such
request (`kept_list`) reads only the versions of what they read, as one statement on the
session's connection: alone when the request has run nothing yet (no BEGIN, no row-level
security settings: the versions are no tenant's rows), else in its transaction. When both were
kept at those versions they are the answer; otherwise the list is made as usual.
"""

from __future__ import annotations

import itertools
import json
import re
from collections import OrderedDict
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

from sqlalchemy import ColumnElement, Engine, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import Select, visitors
from sqlalchemy.sql.elements import TextClause
from sqlalchemy.sql.functions import FunctionElement

from handwritten.db.changes import TRACKED_TRIGGERS_SQL, version_of
from handwritten.db.prepared import PreparedQuery, tables_read
from handwritten.db.session import scope_key

# Functions whose value changes between two statements without any write.
_VOLATILE = frozenset(
    {"now", "current_timestamp", "current_date", "current_time", "localtimestamp", "localtime", "clock_timestamp",
     "statement_timestamp", "transaction_timestamp", "timeofday", "random", "gen_random_uuid", "nextval",
     "txid_current", "pg_current_xact_id"}
)  # fmt: skip
_VOLATILE_TEXT = re.compile(r"\b(" + "|".join(sorted(_VOLATILE)) + r")\b", re.IGNORECASE)
_POLICIES_SQL = "SELECT tablename::text, coalesce(qual, '') FROM pg_policies WHERE schemaname = current_schema()"
_KEPT = 4096  # counts kept per process; the least recently used go first
_SHAPES = 512  # statement shapes (lists and their combinations of filters) known per process
_PAGE_ROWS = 20_000  # rows of pages kept per process; the least recently used pages go first
_LISTS = 1024  # list requests known by their query per process (Listing); the least recently used go first


@dataclass(frozen=True, slots=True)
class _Catalogue:
    """What the database says once per process: the tracked tables and what each one's policies read."""

    tracked: frozenset[str]
    reads: dict[str, frozenset[str]]  # table -> the tables its row-level security policies name


class CountReuse:
    """The counts one engine's sessions made, with the versions they were made at."""

    def __init__(self) -> None:
        self._counts: OrderedDict[Hashable, tuple[int, int]] = OrderedDict()
        # page key -> the versions it was read at, and its rows (immutable, shared by requests)
        self._pages: OrderedDict[Hashable, tuple[int, list[Any]]] = OrderedDict()
        self._page_rows = 0
        # statement shape -> its serial, and the versions of what its count reads (None: never reused)
        self._shapes: OrderedDict[Hashable, tuple[int, ColumnElement[int | None] | None]] = OrderedDict()
        self._serials = itertools.count()
        self._catalogue: _Catalogue | None = None
        # list request -> its statement's scope and the keys (but the scope) of its count and page
        self._lists: OrderedDict[Listing, _Known] = OrderedDict()
        # (count's serial, page's serial) -> the statement reading both their versions
        self._version_reads: dict[tuple[Hashable, Hashable], PreparedQuery] = {}

    async def lookup(self, session: AsyncSession, count: Select[Any]) -> Lookup | None:
        """How `count` may be reused in `session`, or None when it never may."""
        placed = await self._place(session, count)
        return None if placed is None else Lookup(self, *placed)

    async def page_lookup(self, session: AsyncSession, page: Select[Any]) -> PageLookup | None:
        """How the rows of `page` (a list's page: limit and offset included) may be reused, or None."""
        placed = await self._place(session, page)
        return None if placed is None else PageLookup(self, *placed)

    async def _place(
        self, session: AsyncSession, statement: Select[Any]
    ) -> tuple[tuple[Hashable, ...], ColumnElement[int | None]] | None:
        """The key of `statement` in `session` (its shape, its values, the reader's scope) and the
        summed versions of what it reads; None when what it reads may change without a version."""
        cache_key = statement._generate_cache_key()
        if cache_key is None:
            return None
        catalogue = self._catalogue or await self._read_catalogue(session)
        shape = cache_key.key
        if shape in self._shapes:
            self._shapes.move_to_end(shape)
            serial, version = self._shapes[shape]
        else:
            # A result is kept under its shape's serial, never reused for another shape, so the
            # statement's (large) structure is held once, here, whatever the results of its values.
            tables = _tables_read(statement, catalogue)
            serial, version = self._shapes[shape] = (
                next(self._serials),
                None if tables is None else version_of(tables),
            )
            if len(self._shapes) > _SHAPES:
                self._shapes.popitem(last=False)
        if version is None:
            return None
        try:
            values = tuple(_hashable(parameter.effective_value) for parameter in cache_key.bindparams)
            key = (serial, values, scope_key(session, statement))
            hash(key)
        except TypeError:  # a value that cannot be keyed
            return None
        return key, version

    def know(self, listing: Listing, count: Lookup, page: PageLookup, statement: Select[Any]) -> None:
        """Note that `listing` is counted by `count` and read by `page`, keys made in this
        request's scope for the page statement `statement`."""
        shapes = (count.key[0], page.key[0])
        if shapes not in self._version_reads:
            versions = select(count.version.label("counted_at"), page.version.label("read_at"))
            self._version_reads[shapes] = PreparedQuery(versions)
            if len(self._version_reads) > _SHAPES:
                self._version_reads.pop(next(iter(self._version_reads)))
        self._lists[listing] = _Known(count.key[:-1], page.key[:-1], statement)
        self._lists.move_to_end(listing)
        if len(self._lists) > _LISTS:
            self._lists.popitem(last=False)

    async def kept_list(self, session: AsyncSession, listing: Listing) -> tuple[int, list[Any]] | None:
        """The count and rows of `listing` when both are kept at the versions of what they read
        now, in one statement; None when either is not (the list is then made as usual)."""
        known = self._lists.get(listing)
        if known is None or session.new or session.dirty or session.deleted:  # the ORM would flush those first
            return None
        scope = scope_key(session, known.statement)
        count_key, page_key = (*known.count, scope), (*known.page, scope)
        versions = self._version_reads.get((known.count[0], known.page[0]))
        if versions is None or count_key not in self._counts or page_key not in self._pages:
            return None  # nothing the versions could find
        self._lists.move_to_end(listing)
        [read] = await versions.fetch(await session.connection())
        rows = self.kept_page(page_key, read["read_at"])
        count = self.kept(count_key, read["counted_at"])
        return None if rows is None or count is None else (count, rows)

    async def version_of_reads(self, session: AsyncSession, tables: Iterable[str]) -> ColumnElement[int | None] | None:
        """The summed versions of `tables` and of what their row-level security policies read (None
        when one of those is untracked), to select before reading them: what is built from them
        may be kept at that version (services/orders/reading.py)."""
        catalogue = self._catalogue or await self._read_catalogue(session)
        names = _closed(set(tables), catalogue)
        return None if names is None else version_of(names)

    def kept(self, key: Hashable, version: int | None) -> int | None:
        found = self._counts.get(key)
        if found is None or version is None or found[0] != version:
            return None
        self._counts.move_to_end(key)
        return found[1]

    def keep(self, key: Hashable, version: int | None, count: int) -> None:
        if version is None:  # made by a transaction that changed what it counts (changes.version_of)
            return
        self._counts[key] = (version, count)
        self._counts.move_to_end(key)
        if len(self._counts) > _KEPT:
            self._counts.popitem(last=False)

    def kept_page(self, key: Hashable, version: int | None) -> list[Any] | None:
        found = self._pages.get(key)
        if found is None or version is None or found[0] != version:
            return None
        self._pages.move_to_end(key)
        return found[1]

    def keep_page(self, key: Hashable, version: int | None, rows: list[Any]) -> None:
        if version is None or len(rows) > _PAGE_ROWS // 4:  # a page of thousands is read again
            return
        if key in self._pages:
            self._page_rows -= len(self._pages.pop(key)[1])
        self._pages[key] = (version, rows)
        self._page_rows += len(rows)
        while self._page_rows > _PAGE_ROWS:
            self._page_rows -= len(self._pages.popitem(last=False)[1][1])

    async def _read_catalogue(self, session: AsyncSession) -> _Catalogue:
        tracked = frozenset((await session.execute(text(TRACKED_TRIGGERS_SQL))).scalars())
        reads: dict[str, set[str]] = {}
        for table, qual in (await session.execute(text(_POLICIES_SQL))).all():
            named = {name for name in tracked if re.search(rf"\b{re.escape(name)}\b", qual)}
            reads.setdefault(table, set()).update(named)
        self._catalogue = _Catalogue(tracked, {table: frozenset(names) for table, names in reads.items()})
        return self._catalogue


@dataclass(frozen=True, slots=True)
class Listing:
    """A list request as its caller knows it: the same statement object (kept by the caller from
    request to request), query and field map always build the same count and page statements."""

    statement: Any  # by identity: a select is never changed once built, and this one is held here
    query: Hashable  # the parsed query (generated frozen dataclasses: equal queries, equal statements)
    fields: Any  # by identity, the list's field map

    def __hash__(self) -> int:
        return hash((id(self.statement), self.query, id(self.fields)))

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Listing)
            and other.statement is self.statement
            and other.fields is self.fields
            and other.query == self.query
        )


@dataclass(frozen=True, slots=True)
class _Known:
    """Where a Listing's count and page are kept: their keys but the reader's scope."""

    count: tuple[Hashable, ...]
    page: tuple[Hashable, ...]
    statement: Select[Any]  # the page statement, whose scope option goes into its keys


@dataclass(frozen=True, slots=True)
class Lookup:
    """One count statement's place among the kept counts."""

    reuse: CountReuse
    key: tuple[Hashable, ...]  # the statement's shape (its serial), its values, the reader's scope
    version: ColumnElement[int | None]  # the summed versions of what it reads, to select beside a page

    def kept(self, version: int | None) -> int | None:
        """The count kept for this statement if it was made at `version`."""
        return self.reuse.kept(self.key, version)

    def keep(self, version: int | None, count: int) -> None:
        self.reuse.keep(self.key, version, count)


@dataclass(frozen=True, slots=True)
class PageLookup:
    """One page statement's place among the kept pages."""

    reuse: CountReuse
    key: tuple[Hashable, ...]  # as Lookup's
    version: ColumnElement[int | None]  # the summed versions of what the page reads

    def kept(self, version: int | None) -> list[Any] | None:
        """The rows kept for this page if they were read at `version`."""
        return self.reuse.kept_page(self.key, version)

    def keep(self, version: int | None, rows: list[Any]) -> None:
        self.reuse.keep_page(self.key, version, rows)


_REUSE: WeakKeyDictionary[Engine, CountReuse] = WeakKeyDictionary()


def reuse_counts(engine: Engine) -> None:
    """Let the sessions of `engine` (PostgreSQL) reuse their counts."""
    if engine.dialect.name == "postgresql":
        _REUSE[engine] = CountReuse()


def count_reuse(session: AsyncSession) -> CountReuse | None:
    """The count reuse of the session's engine, if it has one."""
    return _REUSE.get(session.get_bind().engine)


def _tables_read(statement: Select[Any], catalogue: _Catalogue) -> frozenset[str] | None:
    """The tracked tables that the count of `statement` depends on, or None if it may not be reused."""
    names = set(tables_read(statement))
    for element in visitors.iterate(statement):
        if isinstance(element, FunctionElement) and element.name.lower() in _VOLATILE:
            return None
        if isinstance(element, TextClause) and _VOLATILE_TEXT.search(element.text):
            return None
    if not names:
        return None
    return _closed(names, catalogue)


def _closed(names: set[str], catalogue: _Catalogue) -> frozenset[str] | None:
    """`names` with the tables their policies read, and theirs in turn (a policy's subquery reads
    its tables under their own policies); None when one of them is untracked."""
    pending = list(names)
    while pending:
        for read in catalogue.reads.get(pending.pop(), frozenset()) - names:
            names.add(read)
            pending.append(read)
    if not names <= catalogue.tracked:
        return None
    return frozenset(names)


def _hashable(value: Any) -> Hashable:
    if isinstance(value, list | tuple):
        return tuple(_hashable(item) for item in value)
    if isinstance(value, set | frozenset):
        return frozenset(_hashable(item) for item in value)
    if isinstance(value, dict):
        return json.dumps(value, sort_keys=True, default=str)
    return value  # type: ignore[no-any-return]
