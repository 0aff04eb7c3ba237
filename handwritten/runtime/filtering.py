"""Filters, search, ordering and paging of list operations: the one place they become SQL.

The generated filter modules parse a query string into plain data (`FilterTerm`, `OrderingTerm`,
`search`, `limit`, `offset`); this module compiles that data into SQLAlchemy with the semantics of
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
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, TypeVar

from sqlalchemy import (
    JSON,
    Column,
    ColumnElement,
    Integer,
    Select,
    SQLColumnExpression,
    String,
    and_,
    bindparam,
    cast,
    func,
    inspect,
    literal,
    or_,
)
from sqlalchemy import Enum as EnumType
from sqlalchemy import select as sql_select
from sqlalchemy.engine import Row
from sqlalchemy.engine.result import IteratorResult, SimpleResultMetaData
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import QueryableAttribute
from sqlalchemy.sql.expression import FromClause, Label, ScalarSelect
from sqlalchemy.sql.expression import Join as SqlJoin
from sqlalchemy.sql.util import find_tables

from handwritten.db import direct
from handwritten.db.counts import Listing, count_reuse
from handwritten.runtime.json_containment import JsonContains
from handwritten.runtime.querystring import FilterTerm, OrderingTerm

__all__ = [
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

Path = tuple[str, ...]
AnySelect = Select[*tuple[Any, ...]]
S = TypeVar("S", bound=AnySelect)

# The lookups compiled here: exactly those of the spec language (generator/lookups.py, the one
# table of what each means; tests/unit/runtime/test_filtering.py keeps the two in step). contains
# is a case-sensitive substring on text and JSON containment on JSON fields.
TEXT_LOOKUPS = frozenset({"icontains", "istartswith", "iendswith", "contains", "startswith", "endswith"})
MANY_LOOKUPS = frozenset({"in", "multi", "exclude_in", "exclude"})
NEGATED_LOOKUPS = frozenset({"exclude_in", "exclude"})  # Django's exclude(field__in=...)
LOOKUPS = TEXT_LOOKUPS | MANY_LOOKUPS | {"exact", "gte", "lte", "gt", "lt", "isnull", "date", "date__gte", "date__lte"}


class UnknownPath(KeyError):
    """A field path its FieldMap does not declare: a programming error, since the spec fixes paths."""

    def __init__(self, path: Path, fields: FieldMap) -> None:
        super().__init__(path)
        self.path = path
        self.message = (
            f"the FieldMap of {fields.name} has no field path {path!r} ({'__'.join(path)}); "
            "declare its column, or the to-many prefix, in that FieldMap"
        )

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True, slots=True)
class Join:
    """A to-one join of `target` (an entity, an aliased entity or a table) on `onclause`."""

    target: Any
    onclause: SQLColumnExpression[bool]
    outer: bool = False


@dataclass(frozen=True, slots=True)
class ToMany:
    """The to-many relation at `prefix`: `related` selects its rows, correlated to the enclosing row."""

    prefix: Path
    related: AnySelect


@dataclass(frozen=True, slots=True)
class _Resolved:
    path: Path
    chain: tuple[ToMany, ...]  # the to-many relations the path goes through, outermost first
    column: ColumnElement[Any] | None  # None: the to-many relation itself, for isnull
    tables: frozenset[FromClause]


class FieldMap:
    """The SQL behind the field paths of one list operation; see the module docstring."""

    def __init__(
        self,
        entity: Any,
        columns: Mapping[Path, SQLColumnExpression[Any]],
        *,
        joins: Iterable[Join] = (),
        to_many: Iterable[ToMany] = (),
    ) -> None:
        self.entity = entity
        insp = inspect(entity)
        self.name: str = insp.class_.__name__ if hasattr(insp, "class_") else str(entity)
        self.columns: dict[Path, ColumnElement[Any]] = {_path(p): _element(c) for p, c in columns.items()}
        self.joins = tuple(joins)
        self.to_many = {_path(rel.prefix): rel for rel in sorted(to_many, key=lambda rel: len(rel.prefix))}
        self._join_of: dict[FromClause, Join] = {}
        for join in self.joins:
            key = _from_key(join.target)
            if key is None:
                raise TypeError(f"cannot join {join.target!r}: not an entity, an aliased entity or a table")
            self._join_of[key] = join
        # Tables reached through an outer join: their columns may be NULL whatever they declare.
        self._outer = frozenset(key for key, join in self._join_of.items() if join.outer)
        mapper = insp.mapper
        self.primary_key: tuple[ColumnElement[Any], ...] = tuple(
            _element(getattr(entity, mapper.get_property_by_column(c).key)) for c in mapper.primary_key
        )
        self._resolved: dict[Path, _Resolved] = {}

    def declares(self, path: Path) -> bool:
        """Whether `path` is declared: a column, or a to-many relation (for isnull)."""
        try:
            self._field(path)
        except UnknownPath:
            return False
        return True

    def _field(self, path: Path) -> _Resolved:
        """The resolved field at `path`; UnknownPath when it is not declared."""
        found = self._resolved.get(path)
        if found is None:
            chain = tuple(rel for prefix, rel in self.to_many.items() if path[: len(prefix)] == prefix)
            column = self.columns.get(path)
            if column is None and not (chain and chain[-1].prefix == path):
                raise UnknownPath(path, self)
            found = self._resolved[path] = _Resolved(path, chain, column, _tables(column))
        return found

    def select(self, *columns: Any) -> AnySelect:
        """`select(*columns)` (the entity by default) from the entity, with the joins the columns need."""
        statement: AnySelect = sql_select(*(columns or (self.entity,))).select_from(self.entity)
        needed: set[FromClause] = set()
        for column in columns:
            needed |= _tables_of_selected(column)
        return self._joined(statement, needed)

    # -- joins ------------------------------------------------------------------------------------

    def _joined(self, statement: S, tables: Iterable[FromClause]) -> S:
        """`statement` with the declared joins to `tables` it lacks, and the joins those depend on."""
        wanted = [t for t in tables if t in self._join_of]
        if not wanted:
            return statement
        present = _joined_tables(statement)
        for table in wanted:
            statement = self._join(statement, table, present, frozenset())
        return statement

    def _join(self, statement: S, table: FromClause, present: set[FromClause], visiting: frozenset[FromClause]) -> S:
        if table in present:
            return statement
        join = self._join_of[table]
        for needed in _tables(_element(join.onclause)):
            if needed != table and needed in self._join_of and needed not in visiting:
                statement = self._join(statement, needed, present, visiting | {table})
        present.add(table)
        return statement.join(join.target, join.onclause, isouter=join.outer)

    def _nullable(self, column: ColumnElement[Any]) -> bool:
        """False only when `column` can never be NULL in the listed rows (a NOT NULL column, not outer-joined)."""
        if isinstance(column, Column) and not column.nullable:
            return column.table._deannotate() in self._outer
        return True

    # -- conditions -------------------------------------------------------------------------------

    def _condition(self, statement: S, term: FilterTerm) -> tuple[S, ColumnElement[bool]]:
        if term.lookup not in LOOKUPS:
            raise ValueError(f"unknown lookup {term.lookup!r} of filter {term.param!r}")
        field = self._field(term.path)
        column = field.column
        if not field.chain:
            assert column is not None
            statement = self._joined(statement, field.tables)
            if term.lookup in NEGATED_LOOKUPS:
                # Django's exclude() keeps the rows where the column is NULL.
                excluded = ~_in(column, term.value)
                return statement, or_(excluded, column.is_(None)) if self._nullable(column) else excluded
            return statement, _compare(column, term.lookup, term.value)
        relation_itself = field.path == field.chain[-1].prefix
        if term.lookup == "isnull":
            if relation_itself or column is None:
                predicate = None
            else:
                predicate = column.is_(None) if term.value else column.is_not(None)
            # isnull=true follows Django's LEFT JOIN: no related row at all, or one where it is NULL.
            return statement, self._through(field, predicate, or_missing=bool(term.value))
        if column is None:
            raise ValueError(f"filter {term.param!r}: only isnull applies to the to-many relation {term.path!r}")
        if term.lookup in NEGATED_LOOKUPS:
            # Django's exclude() across a to-many relation: no related row has one of the values.
            return statement, ~self._through(field, _in(column, term.value))
        return statement, self._through(field, _compare(column, term.lookup, term.value))

    def _through(
        self,
        field: _Resolved,
        predicate: ColumnElement[bool] | None,
        *,
        or_missing: bool = False,
        tables: Iterable[FromClause] | None = None,
    ) -> ColumnElement[bool]:
        """EXISTS through the to-many chain of `field`, innermost relation holding `predicate`.

        With `or_missing`, each level also holds when the enclosing row has no related row at all
        (what a LEFT JOIN gives in Django); a None predicate then means "no related row".
        """
        innermost, *enclosing = reversed(field.chain)
        if predicate is None:
            clause: ColumnElement[bool] = ~innermost.related.exists() if or_missing else innermost.related.exists()
        else:
            related = self._joined(innermost.related, field.tables if tables is None else tables)
            clause = _exists_or_missing(related.where(predicate), innermost.related, or_missing)
        for relation in enclosing:
            clause = _exists_or_missing(relation.related.where(clause), relation.related, or_missing)
        return clause


def _exists_or_missing(where: AnySelect, related: AnySelect, or_missing: bool) -> ColumnElement[bool]:
    exists = where.exists()
    return or_(exists, ~related.exists()) if or_missing else exists


def filtered(select: S, terms: Iterable[FilterTerm], fields: FieldMap) -> S:
    """`select` narrowed by every filter term (AND), each as django-filter would apply it."""
    for term in terms:
        select, condition = fields._condition(select, term)
        select = select.where(condition)
    return select


_TERM = re.compile(r'"([^"]*)"|\'([^\']*)\'|([^\s,]+)')


def search_terms(search: str | None) -> list[str]:
    """DRF's search terms: whitespace- or comma-separated; a whole quoted phrase stays one term."""
    if not search:
        return []
    return [term for match in _TERM.finditer(search) if (term := next(g for g in match.groups() if g is not None))]


def searched(select: S, search: str | None, search_paths: Iterable[Path], fields: FieldMap) -> S:
    """DRF's SearchFilter: every term occurs (icontains) in at least one of the search fields.

    A term matches through a to-many relation when it occurs in one of the related rows; the
    search fields under the same to-many prefix share one EXISTS per term.
    """
    terms = search_terms(search)
    resolved = [fields._field(tuple(path)) for path in search_paths]
    if not terms or not resolved:
        return select
    for field in resolved:
        if field.column is None:
            raise ValueError(f"search field {field.path!r} is a to-many relation, not a text field")
        if not field.chain:
            select = fields._joined(select, field.tables)
    groups: dict[tuple[Path, ...], list[_Resolved]] = {}
    for field in resolved:
        groups.setdefault(tuple(rel.prefix for rel in field.chain), []).append(field)
    for term in terms:
        matches: list[ColumnElement[bool]] = []
        for chain, group in groups.items():
            found = [_as_text(f.column).icontains(term, autoescape=True) for f in group if f.column is not None]
            if not chain:
                matches.extend(found)
            else:
                tables = frozenset().union(*(f.tables for f in group))
                matches.append(fields._through(group[0], or_(*found), tables=tables))
        select = select.where(or_(*matches))
    return select


def ordered(
    select: S,
    ordering_terms: Iterable[OrderingTerm],
    fields: FieldMap,
    tie_breaker: Sequence[SQLColumnExpression[Any]] | None = None,
) -> S:
    """`select` ordered by the terms, left to right, then by `tie_breaker` ascending for stable pages.

    `tie_breaker` defaults to the primary key of the FieldMap's entity; a tie-breaker column that
    an ordering term already names is not repeated; pass () for none, or the grouped columns of
    a grouped statement, which has no primary key. Appends to any ORDER BY the statement has.

    NULLs sort last ascending and first descending on both databases: PostgreSQL's default, which
    SQLite (NULLs smallest) is told explicitly. NOT NULL columns get no NULLS clause, so that
    SQLite can still walk an index for them.
    """
    keys: list[ColumnElement[Any]] = []
    for term in ordering_terms:
        field = fields._field(term.path)
        if field.chain or field.column is None:
            raise ValueError(f"cannot order by {term.name!r}: {term.path!r} goes through a to-many relation")
        select = fields._joined(select, field.tables)
        keys.append(field.column)
        select = select.order_by(_sort_key(fields, field.column, term.descending))
    for expression in fields.primary_key if tie_breaker is None else tie_breaker:
        column = _element(expression)
        if not any(column._deannotate().compare(key._deannotate()) for key in keys):
            select = fields._joined(select, _tables(column))
            select = select.order_by(_sort_key(fields, column, False))
    return select


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

    Results are the entities when `select` selects one entity (or one column), else Rows. One
    COUNT query, then one page query unless the count shows the page is empty (as DRF's
    LimitOffsetPagination does).

    Where the session's engine reuses counts (db/counts.py), the page comes first, with the
    versions of the tables its count reads selected beside its rows; a count kept at those
    versions is the count of the page's own snapshot, and no COUNT query runs. The page's rows
    are kept the same way, at the versions of what the page reads (its count's tables and those
    its columns read): a first statement reads the versions as they are now, and when the page
    and its count were kept at those, neither runs (decision count_reuse). Only with `keep_rows`
    and columns selected, not entities: kept rows are shared by the requests that list them, so
    the caller must never change a value of theirs (a JSON column's dict, say).

    `listing`: the list request `select` was built from, under which its count and page are
    noted, so that the next such request finds them without building `select` (listed()).
    """
    offset = offset or 0
    width = len(select._raw_columns)  # the entities and columns selected (column_descriptions builds far more)
    counting = _count_statement(select)
    reuse = count_reuse(session)
    lookup = None if reuse is None else await reuse.lookup(session, counting)
    bounded = select.limit(limit).offset(offset or None)
    if lookup is None or reuse is None:
        total = int((await _all(session, counting))[0][0] or 0)
        if total == 0 or offset >= total:
            return total, []
        rows = await _all(session, bounded)
        return total, [row[0] for row in rows] if width == 1 else list(rows)
    keepable = keep_rows and all(isinstance(column, ColumnElement) for column in select._raw_columns)
    pages = await reuse.page_lookup(session, bounded) if keepable else None
    versions = [lookup.version.label("canopy_versions")]
    if pages is not None:
        [(counted_at, read_at)] = await _all(session, sql_select(lookup.version, pages.version))
        kept_rows, kept = pages.kept(read_at), lookup.kept(counted_at)
        if kept_rows is not None and kept is not None:
            return kept, kept_rows
        versions.append(pages.version.label("canopy_page_versions"))
    rows = await _all(session, bounded.add_columns(*versions))
    kept = lookup.kept(rows[0][-len(versions)]) if rows else None
    if kept is None:
        [(counted, version)] = await _all(session, counting.add_columns(lookup.version))
        kept = int(counted or 0)
        lookup.keep(version, kept)
    results = [row[0] for row in rows] if width == 1 else _without_last(rows, len(versions))
    if pages is not None and rows:
        pages.keep(rows[0][-1], results)
        if listing is not None:
            reuse.know(listing, lookup, pages, bounded)
    return kept, results


async def _all(session: AsyncSession, statement: AnySelect) -> Sequence[Row[*tuple[Any, ...]]]:
    """The rows of `statement`: read by the driver when they are plain columns (db/direct.py), else by the session."""
    rows = await direct.read(session, statement)
    return (await session.execute(statement)).all() if rows is None else rows


def _without_last(rows: Sequence[Row[*tuple[Any, ...]]], columns: int) -> list[Any]:
    """The rows without their last `columns` columns (the versions), still named as they were."""
    if not rows:
        return []
    metadata = SimpleResultMetaData(list(rows[0]._fields[:-columns]))
    result: IteratorResult[Any] = IteratorResult(metadata, iter([row[:-columns] for row in rows]))
    return list(result.all())


def _count_statement(select: AnySelect) -> AnySelect:
    bare = select.order_by(None).limit(None).offset(None)
    if select._distinct or select._group_by_clauses or select._having_criteria:  # no public accessors
        # Counting groups or distinct rows needs the statement as a subquery.
        return sql_select(func.count()).select_from(bare.subquery()).execution_options(**select.get_execution_options())
    # Same FROM, joins, WHERE, options and execution options; only the columns change, so the
    # session's loader criteria (tenancy) apply to the count exactly as to the page.
    return bare.with_only_columns(func.count(), maintain_column_froms=True)


# -- lookups ------------------------------------------------------------------------------------


def _compare(column: ColumnElement[Any], lookup: str, value: Any) -> ColumnElement[bool]:
    """The positive condition of a lookup on `column` (negation and to-many are the caller's)."""
    if lookup == "exact":
        equal: ColumnElement[bool] = column == _value(column, value)
        return equal
    if lookup in MANY_LOOKUPS:
        return _in(column, value)
    if lookup == "isnull":
        return column.is_(None) if value else column.is_not(None)
    if lookup in ("gte", "lte", "gt", "lt"):
        bound = _value(column, value)
        compared: ColumnElement[bool]
        if lookup == "gte":
            compared = column >= bound
        elif lookup == "lte":
            compared = column <= bound
        else:
            compared = column > bound if lookup == "gt" else column < bound
        return compared
    if lookup in ("date", "date__gte", "date__lte"):
        return _on_day(column, lookup, value)
    if lookup == "contains" and isinstance(column.type, JSON):
        return JsonContains(column, value)  # a JSON field: containment, alike on both databases
    text = _as_text(column)
    needle = str(_value(column, value))
    if lookup == "icontains":
        return text.icontains(needle, autoescape=True)
    if lookup == "istartswith":
        return text.istartswith(needle, autoescape=True)
    if lookup == "iendswith":
        return text.iendswith(needle, autoescape=True)
    return _case_sensitive(text, lookup, needle)


def _case_sensitive(text: ColumnElement[Any], lookup: str, needle: str) -> ColumnElement[bool]:
    """contains, startswith, endswith: case-sensitive on both databases.

    The LIKE (special characters escaped) does the work and can use an index on PostgreSQL, where
    it is case-sensitive; SQLite's LIKE ignores ASCII case, so a second, portable condition
    (replace and substr behave the same on both) keeps exactly the case-sensitive matches.
    """
    value = literal(needle, String())
    if lookup == "contains":
        like = text.contains(needle, autoescape=True)
        same_case = func.replace(text, value, literal("", String())) != text
    elif lookup == "startswith":
        like = text.startswith(needle, autoescape=True)
        same_case = func.substr(text, 1, func.length(value, type_=Integer)) == value
    elif lookup == "endswith":
        like = text.endswith(needle, autoescape=True)
        # The LIKE guarantees length(text) >= length(value), so the start is at least 1.
        start = func.length(text, type_=Integer) - func.length(value, type_=Integer) + 1
        same_case = func.substr(text, start) == value
    else:
        raise ValueError(f"unknown lookup {lookup!r}")
    return like if needle == "" else and_(like, same_case)


def _on_day(column: ColumnElement[Any], lookup: str, value: date) -> ColumnElement[bool]:
    """__date, __date__gte, __date__lte: the UTC calendar day as a half-open range (index friendly)."""
    day = _value(column, value).date() if isinstance(value, datetime) else value
    if _python_type(column) is date:  # a date column: compare days directly
        return column >= day if lookup == "date__gte" else column <= day if lookup == "date__lte" else column == day
    start = datetime.combine(day, time(), tzinfo=UTC)
    end = datetime.combine(day + timedelta(days=1), time(), tzinfo=UTC) if day < date.max else None
    if lookup == "date__gte":
        return column >= start
    if lookup == "date__lte":
        return column < end if end is not None else column.is_not(None)
    return and_(column >= start, column < end) if end is not None else column >= start


def _value(column: ColumnElement[Any], value: Any) -> Any:
    """A parsed value as the column binds it: aware UTC datetimes, enum members as their values."""
    if isinstance(value, datetime):
        return value.astimezone(UTC) if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, enum.Enum) and not isinstance(column.type, EnumType):
        return value.value
    return value


def _values(column: ColumnElement[Any], values: Any) -> list[Any]:
    return [_value(column, v) for v in (values if isinstance(values, tuple | list | set | frozenset) else (values,))]


# Up to this many values, a list is bound one parameter per value (plans are then reused). Longer
# lists, such as the uncapped select-all exclusions of bulk invitation operations, would pass the
# drivers' parameter limits (32,767 on asyncpg, 32,766 on SQLite): SQLAlchemy renders them inline,
# each value made a literal by the column's type.
INLINE_VALUES = 1000


def _in(column: ColumnElement[Any], values: Any) -> ColumnElement[bool]:
    bound = _values(column, values)
    if len(bound) <= INLINE_VALUES:
        return column.in_(bound)
    return column.in_(bindparam(None, bound, expanding=True, literal_execute=True, type_=column.type))


def _python_type(column: ColumnElement[Any]) -> type | None:
    try:
        python_type: type = column.type.python_type
    except NotImplementedError:
        return None
    return python_type


def _as_text(column: ColumnElement[Any]) -> ColumnElement[Any]:
    python_type = _python_type(column)
    return column if python_type is None or issubclass(python_type, str) else cast(column, String)


def _sort_key(fields: FieldMap, column: ColumnElement[Any], descending: bool) -> ColumnElement[Any]:
    if not fields._nullable(column):
        return column.desc() if descending else column.asc()
    return column.desc().nulls_first() if descending else column.asc().nulls_last()


# -- SQLAlchemy plumbing ------------------------------------------------------------------------


def _path(path: Any) -> Path:
    if not isinstance(path, tuple) or not path or not all(isinstance(part, str) for part in path):
        raise TypeError(f"a field path is a non-empty tuple of names, like ('user', 'email'); got {path!r}")
    return path


def _element(expression: SQLColumnExpression[Any]) -> ColumnElement[Any]:
    if isinstance(expression, ColumnElement):
        return expression
    if isinstance(expression, QueryableAttribute):
        return expression.expression
    raise TypeError(f"expected a column expression, got {expression!r}")


def _tables(column: ColumnElement[Any] | None) -> frozenset[FromClause]:
    """The tables and aliases an expression reads, unannotated, to compare with join targets."""
    if column is None:
        return frozenset()
    return frozenset(t._deannotate() for t in find_tables(column, check_columns=True, include_aliases=True))


def _tables_of_selected(item: Any) -> set[FromClause]:
    inner = item.element if isinstance(item, Label) else item
    if isinstance(inner, ScalarSelect):
        # A selected subquery (a count beside each row) has its own FROM; what it correlates to is
        # the entity's row, which needs no join.
        return set()
    if isinstance(item, ColumnElement | QueryableAttribute):
        return set(_tables(_element(item)))
    key = _from_key(item)
    return {key} if key is not None else set()


def _from_key(target: Any) -> FromClause | None:
    """The unannotated table or alias a join target (entity, alias, table, relationship) reaches."""
    if isinstance(target, FromClause):
        key: FromClause = target._deannotate()
        return key
    if isinstance(target, QueryableAttribute):  # .join(Parent.relationship)
        target = getattr(target, "_of_type", None) or target.property.entity
    insp = inspect(target, raiseerr=False)
    selectable = getattr(insp, "selectable", None)
    return selectable._deannotate() if isinstance(selectable, FromClause) else None


def _joined_tables(statement: AnySelect) -> set[FromClause]:
    """Tables a statement already joins, by .join() or select_from(<join>), whoever added them.

    Reads Select._setup_joins and Select._from_obj: get_final_froms() would be public but runs
    the full ORM compilation (about a millisecond) on every call.
    """
    present: set[FromClause] = set()
    for target, *_ in statement._setup_joins:
        key = _from_key(target)
        if key is not None:
            present.add(key)
    pending: list[Any] = list(statement._from_obj)
    while pending:
        item = pending.pop()
        if isinstance(item, SqlJoin):
            pending.extend((item.left, item.right))
        elif isinstance(item, FromClause):
            present.add(item._deannotate())
    return present
