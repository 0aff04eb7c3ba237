"""One database's kept results: counts, pages, lists known by their request, and rendered rows.

Every kept result sits in the store of the engine it was read from (`kept_results(session)`), so
two databases never share one, whatever their versions (two copies of one template reach the
same versions with other rows). Each is kept under the reader's scope (kept/reader.py), what
produced it, and the summed versions of what it read, in the reader's workspaces (db/changes.py),
read in the same snapshot as its rows or before them: a version read before the rows is never
newer than they are, so a result kept at a version is never older than that version says.

- Counts and pages (runtime/filtering/paging.py, page()): the version of what the statement reads is
  selected beside the page's rows; a count kept at that version is the count of the page's own
  snapshot. The tables are those the statement names, closed over their policies (catalogue.py).
- Lists known by their request (`Listing`): the keys of a list's count and page are noted beside
  it, and the next such request reads only their versions, in one statement, before building any.
- Rendered rows (`models`): a list's rows made into response models by a `Rendering`, which may
  read more (an order's items, products, statements...). What it reads is learned from the
  statements its first build runs (recording.py); later builds read the versions of that set
  before building, and a build that reads a table outside it is not kept and widens the set.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar
from weakref import WeakKeyDictionary

import pydantic
from sqlalchemy import ColumnElement, Engine, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import Select

from handwritten.db.changes import changed_here, follow_changes, version_of
from handwritten.db.prepared import PreparedQuery
from handwritten.kept.catalogue import Catalogue, read_catalogue, tables_named
from handwritten.kept.flight import SingleFlight
from handwritten.kept.reader import scope_of, workspaces_of
from handwritten.kept.recording import recording
from handwritten.runtime.rendered import RowModels

Model = TypeVar("Model", bound=pydantic.BaseModel)

_KEPT = 4096  # counts kept per database; the least recently used go first
_SHAPES = 512  # statement shapes (lists and their combinations of filters) known per database
_PAGE_ROWS = 20_000  # rows of pages kept per database; the least recently used pages go first
_LISTS = 1024  # list requests known by their query per database (Listing); the least recently used go first
_NEVER: frozenset[str] = frozenset({"\0never"})  # a rendering that reads what no version tracks


@dataclass(frozen=True, slots=True)
class Rendering(Generic[Model]):
    """How a list's rows become response models: `build(session, rows)` builds one model per row,
    in order, reading what else they show through `session`. Models are kept by `key(row)` (the
    row itself by default: a Row is its values), so a changed row is another key."""

    name: str
    model: type[Model]
    build: Callable[[AsyncSession, Sequence[Any]], Awaitable[list[Model]]]
    key: Callable[[Any], Hashable] = field(default=lambda row: _hashable(tuple(row)))


class KeptResults:
    """The results one engine's sessions keep, with the versions they were read at."""

    def __init__(self) -> None:
        self._counts: OrderedDict[Hashable, tuple[int, int]] = OrderedDict()
        # page key -> the versions it was read at, and its rows (immutable, shared by requests)
        self._pages: OrderedDict[Hashable, tuple[int, list[Any]]] = OrderedDict()
        self._page_rows = 0
        # statement shape -> its serial, and the tables its result depends on (None: never kept)
        self._shapes: OrderedDict[Hashable, tuple[int, frozenset[str] | None]] = OrderedDict()
        self._serials = itertools.count()
        self._catalogue: Catalogue | None = None
        # list request -> its statement's scope and the keys (but the scope) of its count and page
        self._lists: OrderedDict[Listing, _Known] = OrderedDict()
        # (count's serial, page's serial, workspaces) -> the statement reading both their versions
        self._version_reads: dict[Hashable, PreparedQuery] = {}
        # rendering name -> the tables its builds read (closed over policies), once learned
        self._learned: dict[str, frozenset[str]] = {}
        self.rows = RowModels()  # rendered models and their JSON
        self.flights = SingleFlight()

    async def catalogue(self, session: AsyncSession) -> Catalogue:
        if self._catalogue is None:
            self._catalogue = await read_catalogue(session)
        return self._catalogue

    # -- counts and pages ---------------------------------------------------------------------

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
    ) -> tuple[tuple[Hashable, ...], frozenset[str], ColumnElement[int | None]] | None:
        """The key of `statement` in `session` (its shape, its values, the reader's scope) and the
        summed versions of what it reads; None when what it reads may change without a version."""
        cache_key = statement._generate_cache_key()
        if cache_key is None:
            return None
        shape = cache_key.key
        if shape in self._shapes:
            self._shapes.move_to_end(shape)
            serial, tables = self._shapes[shape]
        else:
            # A result is kept under its shape's serial, never reused for another shape, so the
            # statement's (large) structure is held once, here, whatever the results of its values.
            named = tables_named(statement)
            catalogue = await self.catalogue(session)
            tables = None if not named else catalogue.closed(named)
            serial = next(self._serials)
            self._shapes[shape] = (serial, tables)
            if len(self._shapes) > _SHAPES:
                self._shapes.popitem(last=False)
        if tables is None:
            return None
        try:
            values = tuple(_hashable(parameter.effective_value) for parameter in cache_key.bindparams)
            key = (serial, values, scope_of(session, statement))
            hash(key)
        except TypeError:  # a value that cannot be keyed
            return None
        return key, tables, version_of(tables, workspaces_of(session, statement))

    def know(self, listing: Listing, count: Lookup, page: PageLookup, statement: Select[Any]) -> None:
        """Note that `listing` is counted by `count` and read by `page`, keys made in this
        request's scope for the page statement `statement`."""
        self._lists[listing] = _Known(count.key[:-1], page.key[:-1], statement, count.tables, page.tables)
        self._lists.move_to_end(listing)
        if len(self._lists) > _LISTS:
            self._lists.popitem(last=False)

    async def kept_list(self, session: AsyncSession, listing: Listing) -> tuple[int, list[Any]] | None:
        """The count and rows of `listing` when both are kept at the versions of what they read
        now, in one statement; None when either is not (the list is then made as usual).

        The statement runs alone when the request has run nothing yet (no BEGIN, no row-level
        security settings: the versions are no tenant's rows), else in its transaction."""
        known = self._lists.get(listing)
        if known is None or session.new or session.dirty or session.deleted:  # the ORM would flush those first
            return None
        scope = scope_of(session, known.statement)
        count_key, page_key = (*known.count, scope), (*known.page, scope)
        if count_key not in self._counts or page_key not in self._pages:
            return None  # nothing the versions could find
        workspaces = workspaces_of(session, known.statement)
        reads = (known.count[0], known.page[0], workspaces)
        versions = self._version_reads.get(reads)
        if versions is None:
            counted = version_of(known.count_tables, workspaces)
            read = version_of(known.page_tables, workspaces)
            versions = self._version_reads[reads] = PreparedQuery(
                select(counted.label("counted_at"), read.label("read_at"))
            )
            if len(self._version_reads) > _SHAPES:
                self._version_reads.pop(next(iter(self._version_reads)))
        self._lists.move_to_end(listing)
        [found] = await versions.fetch(await session.connection())
        rows = self.kept_page(page_key, found["read_at"])
        count = self.kept(count_key, found["counted_at"])
        return None if rows is None or count is None else (count, rows)

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

    # -- rendered rows ------------------------------------------------------------------------

    async def models(self, session: AsyncSession, rendering: Rendering[Model], rows: Sequence[Any]) -> list[Model]:
        """The models of `rows` by `rendering`, those kept at the versions of what it reads as
        they are now found, the others built (once per process, single flight) and kept."""
        if not rows:
            return []
        learned = self._learned.get(rendering.name)
        if learned is None or learned is _NEVER:
            with recording(session) as reads:
                built = await rendering.build(session, rows)
            if learned is None:
                await self._learn(session, rendering.name, reads.tables if reads.known else None)
            return built
        scope = scope_of(session)
        version: int | None = 0
        if learned:
            connection = (await session.connection()).sync_connection
            if connection is not None and changed_here(connection) & learned:
                return await rendering.build(session, rows)  # what the version below would say
            version = await session.scalar(select(version_of(learned, workspaces_of(session))))
            if version is None:  # this transaction changed what the models show: not kept
                return await rendering.build(session, rows)
        # A kept page is the same list of rows at each request: its models are found by the list.
        page_key = (rendering.name, scope, version)
        found_page = self.rows.results_of(page_key, rows)
        if found_page is not None:
            return found_page  # kept under its own rendering, so of its model
        keys = [(rendering.name, scope, rendering.key(row), version) for row in rows]
        shown: list[Any] = [self.rows.kept(rendering.model, key) for key in keys]
        waiting = {}
        mine = []
        for n, key in enumerate(keys):
            if shown[n] is None:
                under_way = self.flights.joined(key)
                if under_way is not None:
                    waiting[n] = under_way
                else:
                    mine.append(n)
        if mine:
            futures = {keys[n]: self.flights.begin(keys[n]) for n in mine}
            try:
                with recording(session) as reads:
                    built = await rendering.build(session, [rows[n] for n in mine])
            except BaseException as error:
                for key, future in futures.items():
                    self.flights.end(key, future, error=error)
                raise
            fits = reads.known and (reads.tables <= learned or not reads.tables)
            if not fits:
                await self._learn(session, rendering.name, (reads.tables | learned) if reads.known else None)
            for n, model in zip(mine, built, strict=True):
                shown[n] = self.rows.keep(keys[n], model) if fits else model
                self.flights.end(keys[n], futures[keys[n]], shown[n])
        for n, future in waiting.items():
            try:
                shown[n] = await asyncio.shield(future)  # this reader cancelled: the build goes on
            except Exception:  # noqa: BLE001 - the builder's error: build it here
                [shown[n]] = await rendering.build(session, [rows[n]])
        # The list is kept only when each of its models is: one built outside the learned set
        # depends on a table the page's version does not sum.
        if all(self.rows.kept(rendering.model, key) is model for key, model in zip(keys, shown, strict=True)):
            self.rows.keep_results(page_key, rows, shown)
        return shown

    async def _learn(self, session: AsyncSession, name: str, tables: set[str] | frozenset[str] | None) -> None:
        closed = None if tables is None else (await self.catalogue(session)).closed(tables)
        self._learned[name] = _NEVER if closed is None else closed


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
    count_tables: frozenset[str]
    page_tables: frozenset[str]


@dataclass(frozen=True, slots=True)
class Lookup:
    """One count statement's place among the kept counts."""

    kept_results: KeptResults
    key: tuple[Hashable, ...]  # the statement's shape (its serial), its values, the reader's scope
    tables: frozenset[str]  # what it reads, closed over the policies
    version: ColumnElement[int | None]  # the summed versions of those, to select beside a page

    def kept(self, version: int | None) -> int | None:
        """The count kept for this statement if it was made at `version`."""
        return self.kept_results.kept(self.key, version)

    def keep(self, version: int | None, count: int) -> None:
        self.kept_results.keep(self.key, version, count)


@dataclass(frozen=True, slots=True)
class PageLookup:
    """One page statement's place among the kept pages."""

    kept_results: KeptResults
    key: tuple[Hashable, ...]  # as Lookup's
    tables: frozenset[str]
    version: ColumnElement[int | None]  # the summed versions of what the page reads

    def kept(self, version: int | None) -> list[Any] | None:
        """The rows kept for this page if they were read at `version`."""
        return self.kept_results.kept_page(self.key, version)

    def keep(self, version: int | None, rows: list[Any]) -> None:
        self.kept_results.keep_page(self.key, version, rows)


_STORES: WeakKeyDictionary[Engine, KeptResults] = WeakKeyDictionary()


def keep_results(engine: Engine) -> None:
    """Let the sessions of `engine` (PostgreSQL) keep their results."""
    if engine.dialect.name == "postgresql":
        _STORES[engine] = KeptResults()
        follow_changes(engine)


def kept_results(session: AsyncSession) -> KeptResults | None:
    """The kept results of the session's engine, if it keeps any."""
    return _STORES.get(session.get_bind().engine)


async def rendered(session: AsyncSession, rendering: Rendering[Model], rows: Sequence[Any]) -> list[Model]:
    """The models of `rows` by `rendering`: kept ones where the session's database keeps them and
    the session has nothing unflushed, else built."""
    store = kept_results(session)
    if store is None or session.new or session.dirty or session.deleted:
        return await rendering.build(session, rows)
    return await store.models(session, rendering, rows)


def _hashable(value: Any) -> Hashable:
    if isinstance(value, list | tuple):
        return tuple(_hashable(item) for item in value)
    if isinstance(value, set | frozenset):
        return frozenset(_hashable(item) for item in value)
    if isinstance(value, dict):
        return json.dumps(value, sort_keys=True, default=str)
    return value  # type: ignore[no-any-return]
