"""Filters, search, ordering and paging of list operations: the one place they become SQL.

The generated filter modules parse a query string into plain data (`FilterTerm`, `OrderingTerm`,
`search`, `limit`, `offset`); this package compiles that data into SQLAlchemy with the semantics of
django-filter and Django REST Framework, and the same results on SQLite and PostgreSQL.

A handwritten service declares a `FieldMap` once per list operation: the SQL expression behind
each spec field path, the to-one joins those expressions need (added to a statement only when a
filter, search term or ordering uses them, and never twice), and the path prefixes that are
to-many relations. Filters and search through a to-many relation compile to EXISTS subqueries,
one per filter as django-filter's chained `.filter()` calls would join, so listed rows are never
duplicated and `count` is the number of distinct listed objects::

    ORDER_FIELDS = FieldMap(
        Order,
        {
            ("id",): Order.id,
            ("external_id",): Order.external_id,
            ("value_chain", "name"): ValueChain.name,  # to-one: joined when used
            ("items", "sku"): OrderItem.sku,  # to-many: EXISTS
            ("items", "buyer_product"): OrderItem.buyer_product_id,
            ("items", "buyer_product", "name"): BuyerProduct.name,  # to-one inside the to-many
        },
        joins=(
            Join(ValueChain, ValueChain.id == Order.value_chain_id, outer=True),
            Join(BuyerProduct, BuyerProduct.id == OrderItem.buyer_product_id, outer=True),
        ),
        to_many=(ToMany(("items",), select(OrderItem.id).where(OrderItem.order_id == Order.id)),),
    )

    statement = filtered(select(Order), query.filters.terms(), ORDER_FIELDS)
    statement = searched(statement, query.filters.search, [("external_id",), ("items", "sku")], ORDER_FIELDS)
    statement = ordered(statement, query.ordering, ORDER_FIELDS)
    count, orders = await page(session, statement, query.limit, query.offset)

Rules of declaration:

- Declare a join `outer=True` when the link may be missing (a nullable foreign key): an inner
  join would drop the listed rows without it as soon as a filter or ordering used the join.
- A `ToMany` selects the related rows correlated to the enclosing row (the listed entity, or the
  related row of an enclosing `ToMany` for nested prefixes such as `("items", "traces")`). Its
  columns do not matter. Joins declared in the same `FieldMap` whose targets a path under the
  prefix uses are added inside the subquery. If the related select names a table that the outer
  statement also uses, alias it (`aliased()`) or call `.correlate(Listed)` explicitly, since
  SQLAlchemy correlates every table the enclosing statement has.
- Date-time columns are expected to be `UtcDateTime` (handwritten/db/models.py) or timezone-aware:
  values are bound as aware UTC datetimes, typed by the column.

Known differences between the databases, as in Django: SQLite's `lower()` and `LIKE` fold ASCII
letters only, so the case-insensitive lookups and search ignore the case of non-ASCII letters on
PostgreSQL only; and text ordering follows the database collation (byte order on SQLite).

    filtering/
      fields.py    FieldMap, Join, ToMany: the SQL behind field paths; filtered()
      lookups.py   each lookup as a condition on a column (exact, icontains, in, date...)
      search.py    searched(), search_terms(): DRF's SearchFilter
      ordering.py  ordered(): DRF's OrderingFilter, with a tie-breaker for stable pages
      paging.py    page(): the exact count and one page, kept where the database keeps results
                   (handwritten/kept/)
"""

from __future__ import annotations

from handwritten.runtime.filtering.fields import AnySelect, FieldMap, Join, Path, ToMany, UnknownPath, filtered
from handwritten.runtime.filtering.lookups import INLINE_VALUES, LOOKUPS, MANY_LOOKUPS, NEGATED_LOOKUPS, TEXT_LOOKUPS
from handwritten.runtime.filtering.ordering import ordered
from handwritten.runtime.filtering.paging import page
from handwritten.runtime.filtering.search import search_terms, searched

__all__ = [
    "INLINE_VALUES",
    "LOOKUPS",
    "MANY_LOOKUPS",
    "NEGATED_LOOKUPS",
    "TEXT_LOOKUPS",
    "AnySelect",
    "FieldMap",
    "Join",
    "Path",
    "ToMany",
    "UnknownPath",
    "filtered",
    "ordered",
    "page",
    "search_terms",
    "searched",
]
