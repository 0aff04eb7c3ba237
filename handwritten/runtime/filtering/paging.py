"""Paging: the exact count and one page, as DRF's LimitOffsetPagination makes them, with the kept
results of handwritten/kept/ where the database keeps them."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from sqlalchemy import (
    ColumnElement,
    func,
)
from sqlalchemy import select as sql_select
from sqlalchemy.engine import Row
from sqlalchemy.engine.result import IteratorResult, SimpleResultMetaData
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db import direct
from handwritten.kept.recording import record
from handwritten.kept.store import Listing, Lookup, PageLookup, kept_results
from handwritten.runtime.filtering.fields import AnySelect


async def page(
    session: AsyncSession,
    select: AnySelect,
    limit: int | None,
    offset: int | None = 0,
    *,
    keep_rows: bool = False,
    listing: Listing | None = None,
) -> tuple[int, list[Any]]:
    """(count, results): the number of matches, ignoring limit, offset and ordering, and one page.

    Results are the entities when `select` selects one entity (or one column), else Rows. The
    page query, then one COUNT query unless the page tells the count by itself (told_by_page()).

    Where the session's database keeps results (handwritten/kept/), the page comes first, with the
    versions of the tables its count reads selected beside its rows; a count kept at those
    versions is the count of the page's own snapshot, and no COUNT query runs. The page's rows
    are kept the same way, at the versions of what the page reads (its count's tables and those
    its columns read): a first statement reads the versions as they are now, and when the page
    and its count were kept at those, neither runs (docs/adr/0001-exact-counts-kept-at-table-versions.md). Only with `keep_rows`
    and columns selected, not entities: kept rows are shared by the requests that list them, so
    the caller must never change a value of theirs (a JSON column's dict, say).

    `listing`: the list request `select` was built from, under which its count and page are
    noted, so that the next such request finds them without building `select` (listed()). A page
    that is not kept at the versions read is built once in the process: concurrent requests for
    the same page await that build (kept/flight.py).
    """
    offset = offset or 0
    width = len(select._raw_columns)  # the entities and columns selected (column_descriptions builds far more)
    counting = _count_statement(select)
    store = kept_results(session)
    lookup = None if store is None else await store.lookup(session, counting)
    bounded = _bounded(select, limit, offset)
    if lookup is None or store is None:
        rows = await _all(session, bounded)
        told = told_by_page(len(rows), limit, offset)
        total = int((await _all(session, counting))[0][0] or 0) if told is None else told
        return total, [row[0] for row in rows] if width == 1 else list(rows)
    keepable = keep_rows and all(isinstance(column, ColumnElement) for column in select._raw_columns)
    pages = await store.page_lookup(session, bounded) if keepable else None
    if pages is None:
        return await _counted_page(session, bounded, counting, lookup, None, width, limit, offset)
    [(counted_at, read_at)] = await _all(session, sql_select(lookup.version, pages.version))
    kept_rows, kept = pages.kept(read_at), lookup.kept(counted_at)
    if kept_rows is not None and kept is not None:
        return kept, kept_rows
    if read_at is None or counted_at is None:  # this transaction wrote what the page reads: its own
        return await _counted_page(session, bounded, counting, lookup, pages, width, limit, offset)
    # Built once in the process while its other readers (the same page at the same versions) wait.
    built = await store.flights.run(
        (pages.key, read_at, counted_at),
        lambda: _counted_page(session, bounded, counting, lookup, pages, width, limit, offset),
    )
    if listing is not None and built[1]:
        store.know(listing, lookup, pages, bounded)
    return built


async def _counted_page(
    session: AsyncSession,
    bounded: AnySelect,
    counting: AnySelect,
    lookup: Lookup,
    pages: PageLookup | None,
    width: int,
    limit: int | None,
    offset: int,
) -> tuple[int, list[Any]]:
    """The page's rows read with the versions of what its count (and, kept, itself) reads; the
    count kept at those versions, else counted again and kept; the rows kept with `pages`."""
    versions = [lookup.version.label("canopy_versions")]
    if pages is not None:
        versions.append(pages.version.label("canopy_page_versions"))
    rows = await _all(session, bounded.add_columns(*versions))
    kept = lookup.kept(rows[0][-len(versions)]) if rows else None
    told = told_by_page(len(rows), limit, offset) if kept is None else None
    if told is not None:
        kept = told
        if rows:  # the count of the page's own snapshot, at the versions read with it
            lookup.keep(rows[0][-len(versions)], told)
    if kept is None:
        [(counted, version)] = await _all(session, counting.add_columns(lookup.version))
        kept = int(counted or 0)
        lookup.keep(version, kept)
    results = [row[0] for row in rows] if width == 1 else _without_last(rows, len(versions))
    if pages is not None and rows:
        pages.keep(rows[0][-1], results)
    return kept, results


def told_by_page(rows: int, limit: int | None, offset: int) -> int | None:
    """The number of matches when a page says it by itself, else None.

    A page that ends before its limit (or has none) holds the last matches: they are `offset` plus
    its rows, exactly what counting would give from the same snapshot. Only an empty page past
    the first cannot say whether the matches end before its offset or at it, and only a full page
    cannot say how many follow: those are counted. DRF's LimitOffsetPagination counts every time;
    a list of a few rows, the most common, is then one statement instead of two.
    """
    if (limit is not None and rows >= limit) or (rows == 0 and offset > 0):
        return None
    return offset + rows


async def _all(session: AsyncSession, statement: AnySelect) -> Sequence[Row[*tuple[Any, ...]]]:
    """The rows of `statement`: read by the driver when they are plain columns (db/direct.py), else by the session."""
    rows = await direct.read(session, statement)
    if rows is None:
        return (await session.execute(statement)).all()
    record(session, statement)  # past the session's events: a build reading it learns it here
    return rows


def _without_last(rows: Sequence[Row[*tuple[Any, ...]]], columns: int) -> list[Any]:
    """The rows without their last `columns` columns (the versions), still named as they were."""
    if not rows:
        return []
    metadata = SimpleResultMetaData(list(rows[0]._fields[:-columns]))
    result: IteratorResult[Any] = IteratorResult(metadata, iter([row[:-columns] for row in rows]))
    return list(result.all())


# The page and count statements of a list's statement: built once for the same statement object
# (services/listing.py builds a list's once per query), then the same objects, whose cache keys
# and driver plans are found again (db/direct.py). Statements are immutable, so they may be shared.


@functools.lru_cache(maxsize=256)
def _bounded(select: AnySelect, limit: int | None, offset: int) -> AnySelect:
    return select.limit(limit).offset(offset or None)


@functools.lru_cache(maxsize=256)
def _count_statement(select: AnySelect) -> AnySelect:
    bare = select.order_by(None).limit(None).offset(None)
    if select._distinct or select._group_by_clauses or select._having_criteria:  # no public accessors
        # Counting groups or distinct rows needs the statement as a subquery.
        return sql_select(func.count()).select_from(bare.subquery()).execution_options(**select.get_execution_options())
    # Same FROM, joins, WHERE, options and execution options; only the columns change, so the
    # session's loader criteria (tenancy) apply to the count exactly as to the page.
    return bare.with_only_columns(func.count(), maintain_column_froms=True)
