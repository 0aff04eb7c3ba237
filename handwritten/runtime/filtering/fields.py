"""Field maps: the SQL behind each spec field path of a list, the joins those need, the to-many
relations filters reach through EXISTS, and `filtered()`, which applies a query's filter terms."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import (
    Column,
    ColumnElement,
    Select,
    SQLColumnExpression,
    inspect,
    or_,
)
from sqlalchemy import select as sql_select
from sqlalchemy.orm import QueryableAttribute
from sqlalchemy.sql.expression import FromClause, Label, ScalarSelect
from sqlalchemy.sql.expression import Join as SqlJoin
from sqlalchemy.sql.util import find_tables

from handwritten.runtime.filtering.lookups import LOOKUPS, NEGATED_LOOKUPS, _compare, _in
from handwritten.runtime.querystring import FilterTerm

Path = tuple[str, ...]
AnySelect = Select[*tuple[Any, ...]]
S = TypeVar("S", bound=AnySelect)


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
        self._selects: dict[tuple[Any, ...], AnySelect] = {}

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
        """`select(*columns)` (the entity by default) from the entity, with the joins the columns need.

        Built once for the same columns and then the same object, which is immutable: what is
        built from a list's statement is found again by it (services/listing.py, db/direct.py).
        """
        found = self._selects.get(columns)
        if found is None:
            statement: AnySelect = sql_select(*(columns or (self.entity,))).select_from(self.entity)
            needed: set[FromClause] = set()
            for column in columns:
                needed |= _tables_of_selected(column)
            found = self._selects[columns] = self._joined(statement, needed)
        return found

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
