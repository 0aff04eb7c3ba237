"""The one path of a list operation: its query (filters, search, ordering, page) applied to the
area's statement through the area's FieldMap, then counted and paged by runtime/filtering/.

Every list operation calls `listed()`; what a list may keep between requests is decided behind
page(), never by the area.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Protocol

from sqlalchemy import SQLColumnExpression
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.kept.store import Listing, kept_results
from handwritten.runtime.filtering import AnySelect, FieldMap, Path, filtered, ordered, page, searched
from handwritten.runtime.querystring import FilterTerm, OrderingTerm

__all__ = ["ListFilters", "ListQuery", "listed"]


class ListFilters(Protocol):
    """The filters of a list operation, as generated (generated/filters/<area>.py). Those of an
    operation with a `search` in the spec also have a `search` attribute, which listed() reads."""

    SEARCH_PATHS: ClassVar[tuple[Path, ...]]

    def terms(self) -> Iterable[FilterTerm]: ...
    def __hash__(self) -> int: ...  # frozen dataclasses: equal filters build equal statements


class ListQuery(Protocol):
    """The query of a list operation, as generated: its filters and page. That of an operation
    with an `ordering` in the spec also has `ordering` (a tuple of OrderingTerm), which listed() reads."""

    @property
    def filters(self) -> ListFilters: ...
    @property
    def limit(self) -> int: ...
    @property
    def offset(self) -> int: ...
    def __hash__(self) -> int: ...  # frozen dataclasses: equal queries build equal statements


async def listed(
    session: AsyncSession,
    statement: AnySelect,
    query: ListQuery,
    fields: FieldMap,
    *,
    keep_rows: bool = False,
    tie_breaker: Sequence[SQLColumnExpression[Any]] | None = None,
) -> tuple[int, list[Any]]:
    """One page of a list operation: `statement` filtered, searched and ordered as `query` says,
    through `fields`, with the count of every match (runtime/filtering/).

    The page and the count are two statements (page()), as DRF's pagination makes them, so that
    the page can stop at its last row; a page that ends before its limit is its own count. A window count beside the rows (`count(*) OVER ()`) saved
    a statement but let PostgreSQL choose plans that walk the ordering's index as if they could
    stop early while the count needs every match (git log -p bench/README.md).

    `tie_breaker`: the columns that make the order total after the query's ordering (ordered());
    the primary key of `fields`' entity by default, () when `statement` already orders totally
    (a statement whose rows are not the entity's, S2's survey versions).

    `keep_rows`: the page's rows may be kept and reused while nothing they read changes (page());
    the caller then never changes a value of theirs, and passes the same `statement` object for
    the same list at each request (built once, functools.cache): the list is then known by its
    statement and query, and when its count and page are kept, they are found without building
    the statements (handwritten/kept/, Listing).
    """
    listing = None
    store = kept_results(session) if keep_rows else None
    if store is not None:
        listing = Listing(statement, query, fields)
        found = await store.kept_list(session, listing)
        if found is not None:
            return found
    key = (
        statement,
        query.filters,
        getattr(query, "ordering", ()),
        fields,
        None if tie_breaker is None else tuple(tie_breaker),
    )
    try:
        hash(key)
    except TypeError:  # a filter's value that is not hashable (a JSON object): built for this request only
        built = _built.__wrapped__(*key)
    else:
        built = _built(*key)
    return await page(session, built, query.limit, query.offset, keep_rows=keep_rows, listing=listing)


@functools.lru_cache(maxsize=256)
def _built(
    statement: AnySelect,
    filters: ListFilters,
    ordering: tuple[OrderingTerm, ...],
    fields: FieldMap,
    tie_breaker: tuple[SQLColumnExpression[Any], ...] | None,
) -> AnySelect:
    """`statement` filtered, searched and ordered: built once for the same statement object and
    equal filters and ordering, which build equal statements, and then the same object.

    Building a list's statement (its conditions, joins and ordering, each a new immutable
    statement) was a large share of a short list request, and a statement found again is one
    whose cache key and driver plan are found again too (db/direct.py). Most lists pass the same
    statement object at each request (FieldMap.select keeps what it builds); one built afresh
    per request only takes a place here until pushed out. Invalid input raises, and nothing
    is kept for it.
    """
    search: str | None = getattr(filters, "search", None)
    statement = filtered(statement, tuple(filters.terms()), fields)
    statement = searched(statement, search, filters.SEARCH_PATHS, fields)
    return ordered(statement, ordering, fields, tie_breaker)
