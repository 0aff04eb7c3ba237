"""Reads of a tenant transaction run by the database driver itself (docs/adr/0002-direct-reads.md).

A list page is one statement whose shape repeats from request to request while its values
change. Through the ORM session, each execution builds an execution state, applies the tenancy
criteria, generates the statement's cache key, finds the compiled statement, sets up a cursor
result and builds rows: work a page of plain columns does not need (docs/adr/0002-direct-reads.md
has the measurements). Here the same statement is compiled once per cache key, for the engine's
dialect, with the session's tenancy criteria the session's do_orm_execute event applies, from
the same function (db/session.py, scoping), and each request only binds its values
(SQLAlchemy's construct_params with the parameters extracted from the request's cache key, as
its own compiled cache does) and executes it on the session's connection, in the session's
transaction (begun as SQLAlchemy begins it, so on PostgreSQL the row-level security settings go
with its BEGIN; on SQLite in one hand-off to the connection's thread, db/sqlite_driver.py).

So both walls hold as for every other statement: the criteria are in the compiled SQL with the
tenant's id as a bound value, and on PostgreSQL the transaction runs as `canopy_app` under
row-level security.

Only what comes back as plain columns is read this way; `read()` answers None, and the caller
uses the session, for: a session with changes not flushed (the ORM would flush them
first); a statement selecting ORM entities, whose rows must become instances in the identity
map; a statement with expanding parameters (IN lists rendered at execution) or without a cache
key; the user scope (its reads change a setting around the statement).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

from sqlalchemy import Engine, Row
from sqlalchemy.engine import Dialect
from sqlalchemy.engine.result import IteratorResult, SimpleResultMetaData
from sqlalchemy.exc import InvalidRequestError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import Select
from sqlalchemy.sql.compiler import SQLCompiler

from handwritten.db.prepared import ResultProcessors, processed, result_processors, run_on_driver
from handwritten.db.session import USER_SCOPE, scoping, tenant_of

_PLANS = 512  # compiled statements kept per engine; the least recently used go first
_BOUND = 512  # statements with their plans and values kept per engine, the least recently used going first
_USER = USER_SCOPE["canopy_scope"]


@dataclass(frozen=True, slots=True)
class _Plan:
    """One compiled statement and what turns its rows into the Rows the session would give."""

    sql: str
    # For each $n of the SQL in order: the position of its value among a cache key's bound
    # parameters (None: a value the compiled statement fixes, given beside it), and its type's
    # bind processor.
    binds: tuple[tuple[int | None, Any, Callable[[Any], Any] | None], ...]
    results: ResultProcessors  # the columns whose values their type processes
    metadata: SimpleResultMetaData


class DirectReads:
    """The compiled statements of one engine's direct reads."""

    def __init__(self, dialect: Dialect) -> None:
        self.dialect = dialect
        self._plans: OrderedDict[Hashable, _Plan | None] = OrderedDict()  # None: not read directly
        # (statement, id(criteria)) -> (criteria, its plan and values, or None: not read directly)
        self._bound: OrderedDict[tuple[Select[Any], int], tuple[Any, tuple[_Plan, list[Any]] | None]] = OrderedDict()

    def bound(self, statement: Select[Any], criteria: tuple[Any, ...]) -> tuple[_Plan, list[Any]] | None:
        """The plan of `statement` scoped by `criteria` (the session's tenancy), and the values
        to bind to it; None when it must go through the session.

        The statement object is immutable, and `criteria` are made once per tenant and scope
        (session.tenancy_criteria): for the same two objects, the statement's cache key, its plan
        and its values are those found the last time. A list's statement is built once per query
        (services/listing.py), so its requests skip the traversal that makes the cache key.
        """
        key = (statement, id(criteria))
        found = self._bound.get(key, False)
        if found is not False:
            self._bound.move_to_end(key)
            return found[1]  # type: ignore[index]
        answer = self._bind(statement.options(*criteria))
        self._bound[key] = (criteria, answer)  # holding criteria keeps its id from being reused
        if len(self._bound) > _BOUND:
            self._bound.popitem(last=False)
        return answer

    def _bind(self, statement: Select[Any]) -> tuple[_Plan, list[Any]] | None:
        cache_key = statement._generate_cache_key()
        if cache_key is None or cache_key.params:  # values given by .params(), which the plans do not merge
            return None
        extracted = cache_key.bindparams
        if any(bind.callable is not None for bind in extracted):  # a value computed at each execution
            return None
        plan = self.plan(statement, cache_key)
        if plan is None:
            return None
        arguments = []
        for index, fixed, process in plan.binds:
            value = fixed if index is None else extracted[index].effective_value
            arguments.append(value if process is None else process(value))
        return plan, arguments

    def plan(self, statement: Select[Any], cache_key: Any) -> _Plan | None:
        found = self._plans.get(cache_key.key, False)
        if found is False:
            found = self._plans[cache_key.key] = _compiled(statement, cache_key, self.dialect)
            if len(self._plans) > _PLANS:
                self._plans.popitem(last=False)
        else:
            self._plans.move_to_end(cache_key.key)
        return found  # type: ignore[return-value]


def _compiled(statement: Select[Any], cache_key: Any, dialect: Dialect) -> _Plan | None:
    descriptions = statement.column_descriptions
    names = [description["name"] for description in descriptions]
    if any(isinstance(description["type"], type) for description in descriptions) or len(set(names)) != len(names):
        return None  # ORM entities (instances to load), or columns the rows could not name apart
    compiled = statement.compile(dialect=dialect, cache_key=cache_key)
    if not isinstance(compiled, SQLCompiler) or compiled.post_compile_params or compiled.literal_execute_params:
        return None
    # Each parameter's value comes from the request's own cache key, at the position its bound
    # parameter has in the cache key the statement was compiled with: what construct_params does
    # (sql/compiler.py: the compiled statement's parameters may be clones of those, with the same
    # key), resolved once here instead of at each request.
    position = {bind.key: index for index, bind in enumerate(cache_key.bindparams)}
    by_name = {name: bind for bind, name in compiled.bind_names.items()}
    try:
        fixed = compiled.construct_params(escape_names=False)
    except InvalidRequestError:  # a parameter without a value: given at execution, never here
        return None
    # The types' bind processors by parameter name, as SQLAlchemy's execution applies them
    # (engine/default.py, _init_compiled).
    processors: Mapping[str, Any] = compiled._bind_processors
    binds = []
    for name in compiled.positiontup or ():
        index = position.get(by_name[name].key)
        binds.append((index, fixed[name] if index is None else None, processors.get(name)))
    try:
        results = result_processors((description["type"] for description in descriptions), dialect)
    except TypeError:  # a type whose processor needs the cursor's own description (an untyped numeric)
        return None
    return _Plan(compiled.string, tuple(binds), results, SimpleResultMetaData(names))


_READS: WeakKeyDictionary[Engine, DirectReads] = WeakKeyDictionary()


def read_directly(engine: Engine) -> None:
    """Let the sessions of `engine` run their plain reads on the driver."""
    _READS[engine] = DirectReads(engine.dialect)


async def read(session: AsyncSession, statement: Select[Any]) -> Sequence[Row[*tuple[Any, ...]]] | None:
    """The rows of `statement` as `session.execute(statement).all()` gives them, read on the
    driver; None when it must go through the session (see the module's docstring)."""
    reads = _READS.get(session.get_bind().engine)
    if reads is None or session.new or session.dirty or session.deleted:
        return None
    options = statement.get_execution_options()
    if tenant_of(session) is not None and options.get("canopy_scope") == _USER:
        return None
    # The tenancy rule of every path, from the function the session's event calls.
    bound = reads.bound(statement, scoping(session.sync_session, options, reading=True))
    if bound is None:
        return None
    plan, arguments = bound
    records = await run_on_driver(await session.connection(), plan.sql, arguments, in_transaction=True)
    rows = [processed(record, plan.results) for record in records]
    result: IteratorResult[Any] = IteratorResult(plan.metadata, iter(rows))
    return result.all()
