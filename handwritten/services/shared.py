"""Helpers that every area's service uses: ids from bodies, and the inline user and country of many resources."""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import asdict
from datetime import datetime
from functools import cache
from typing import Any, ClassVar, Protocol, TypeVar

import pydantic
import pydantic_core
from sqlalchemy import ARRAY, BigInteger, ColumnElement, Text, any_, bindparam, cast, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import EudrCountryRisk
from handwritten.db.counts import Listing, count_reuse
from handwritten.db.models import User
from handwritten.domain.countries import COUNTRIES, CountryRecord
from handwritten.runtime.errors import NotFound, ValidationFailed
from handwritten.runtime.filtering import AnySelect, FieldMap, Path, filtered, ordered, page, searched
from handwritten.runtime.http import error_tree
from handwritten.runtime.querystring import INT64, FilterTerm, OrderingTerm

USER_DETAIL_FIELDS = ("id", "first_name", "last_name", "job_title", "email")

Model = TypeVar("Model", bound=pydantic.BaseModel)
_set_attribute = object.__setattr__
# Model class -> its field names in declared order, or None when model_construct must build it.
_PLAIN_FIELDS: dict[type[pydantic.BaseModel], tuple[str, ...] | None] = {}


def constructed(model: type[Model], values: Mapping[str, Any]) -> Model:
    """`model.model_construct(**values)` for `values` naming every field of `model`: the same
    instance, unvalidated, at a quarter of the cost (a page of orders builds thousands).

    model_construct looks up aliases and defaults for each field at each call; here the values are
    our own rows, so they are taken as they are, in the fields' declared order (the order JSON
    shows them in). A field missing from `values` is a KeyError, never a silently absent key.
    Models that need model_construct's other work (extra fields, post-init hooks, root models)
    are handed to it.
    """
    if model not in _PLAIN_FIELDS:
        plain = not (
            model.__pydantic_root_model__
            or model.__pydantic_post_init__
            or model.model_config.get("extra") == "allow"
            or model.__private_attributes__
        )
        _PLAIN_FIELDS[model] = tuple(model.__pydantic_fields__) if plain else None
    fields = _PLAIN_FIELDS[model]
    if fields is None:
        return model.model_construct(**values)
    instance = model.__new__(model)
    _set_attribute(instance, "__dict__", {name: values[name] for name in fields})
    _set_attribute(instance, "__pydantic_fields_set__", set(fields))
    _set_attribute(instance, "__pydantic_extra__", None)
    _set_attribute(instance, "__pydantic_private__", None)
    return instance


def mappings(rows: Iterable[Any]) -> list[dict[str, Any]]:
    """Each row as a dict of its columns by name, as `row._mapping` reads them, all read at once.

    SQLAlchemy's RowMapping, and a Row's attributes, look the name up at each access: about 1.5
    µs each on this machine, where unpacking the row into a dict is a tenth of that a column. A
    page reads thousands (T1 700, O1's items and products many more). Every column needs a name
    of its own: a select naming two alike would keep one, where RowMapping refuses both.
    """
    rows = list(rows)
    if not rows:
        return []
    names = rows[0]._fields
    return [dict(zip(names, row, strict=True)) for row in rows]


def json_as_text(column: Any, label: str) -> ColumnElement[str]:
    """A JSON column read as its text, labelled: the driver does not decode it then, so a page can
    decode each distinct text once (orders) or use it as a key (runtime/rendered.py)."""
    return cast(column, Text).label(label)


def json_from_text(text: str | None) -> Any:
    """A JSON column read as text (json_as_text), decoded."""
    if text is None:
        return None
    try:
        return pydantic_core.from_json(text)
    except ValueError:  # what its parser refuses and json takes (a lone surrogate escape)
        return json.loads(text)


def among(session: AsyncSession, column: Any, ids: Collection[int]) -> ColumnElement[bool]:
    """`column IN ids` with one parameter whatever the number of ids (asyncpg binds 32,767 at
    most, some SQLite builds 999): `column = ANY(:ids)`, an array, on PostgreSQL; on SQLite
    `column IN (SELECT value FROM json_each(:ids))`, the ids as one JSON text."""
    if session.get_bind().dialect.name == "postgresql":
        ids_at_once = bindparam("ids", list(ids), type_=ARRAY(BigInteger()), unique=True)
        among: ColumnElement[bool] = column == any_(ids_at_once)
    else:
        listed = func.json_each(bindparam("ids", json.dumps(list(ids)), type_=Text(), unique=True))
        among = column.in_(select(listed.table_valued("value").c.value))
    return among


def storable_id(value: int) -> bool:
    """Ids are 64-bit: a body's integer outside that range names no row, and no database could bind it."""
    return INT64[0] <= value <= INT64[1]


def user_detail_columns(user: Any = User, prefix: str = "user_") -> tuple[ColumnElement[Any], ...]:
    """The columns of a UserDetail (of `user`, an alias when a statement joins users twice), labelled `prefix`+field."""
    return tuple(getattr(user, name).label(f"{prefix}{name}") for name in USER_DETAIL_FIELDS)


def user_detail(row: Mapping[str, Any], prefix: str = "user_") -> models.UserDetail:
    """The UserDetail read from `user_detail_columns` (unvalidated: the values are our own)."""
    return models.UserDetail.model_construct(**{name: row[f"{prefix}{name}"] for name in USER_DETAIL_FIELDS})


def country_detail(code: str) -> models.Country:
    """The inline Country of an ISO 3166-1 alpha-2 code (decision countries), from the code's
    country data, as the countries table is (no statement needed). A code stored before it left
    ISO's list still renders, with the code for its names and the standard risk tier."""
    return constructed(models.Country, _country_fields(code))


@cache
def _country_fields(code: str) -> dict[str, Any]:
    record = COUNTRIES.get(code)
    if record is None:
        record = CountryRecord(code, "", "", code, code, "", EudrCountryRisk.STANDARD)
    return asdict(record)


def timestamp(moment: datetime) -> str:
    """A UTC time as a response's JSON shows it where no model types it: ISO 8601 with Z."""
    return moment.isoformat().replace("+00:00", "Z")


class ListFilters(Protocol):
    """The filters of a list operation, as generated (generated/filters/<area>.py)."""

    SEARCH_PATHS: ClassVar[tuple[Path, ...]]

    @property
    def search(self) -> str | None: ...

    def terms(self) -> Iterable[FilterTerm]: ...


class ListQuery(Protocol):
    """The query of a list operation, as generated: its filters, ordering and page."""

    @property
    def filters(self) -> ListFilters: ...
    @property
    def ordering(self) -> tuple[OrderingTerm, ...]: ...
    @property
    def limit(self) -> int: ...
    @property
    def offset(self) -> int: ...
    def __hash__(self) -> int: ...  # frozen dataclasses: equal queries build equal statements


async def listed(
    session: AsyncSession, statement: AnySelect, query: ListQuery, fields: FieldMap, *, keep_rows: bool = False
) -> tuple[int, list[Any]]:
    """One page of a list operation: `statement` filtered, searched and ordered as `query` says,
    through `fields`, with the count of every match (runtime/filtering.py).

    The count and the page are two statements (page()), as DRF's pagination makes them, so that
    the page can stop at its last row. A window count beside the rows (`count(*) OVER ()`) saved
    a statement but let PostgreSQL choose plans that walk the ordering's index as if they could
    stop early while the count needs every match: with the (party, created_at) index on orders,
    O1's two item filters took 1.35 s instead of 16 + 22 ms (bench/README.md).

    `keep_rows`: the page's rows may be kept and reused while nothing they read changes (page());
    the caller then never changes a value of theirs, and passes the same `statement` object for
    the same list at each request (built once, functools.cache): the list is then known by its
    statement and query, and when its count and page are kept, they are found without building
    the statements (db/counts.py, Listing).
    """
    listing = None
    reuse = count_reuse(session) if keep_rows else None
    if reuse is not None:
        listing = Listing(statement, query, fields)
        found = await reuse.kept_list(session, listing)
        if found is not None:
            return found
    terms = tuple(query.filters.terms())
    search = query.filters.search
    statement = filtered(statement, terms, fields)
    statement = searched(statement, search, query.filters.SEARCH_PATHS, fields)
    statement = ordered(statement, query.ordering, fields)
    return await page(session, statement, query.limit, query.offset, keep_rows=keep_rows, listing=listing)


class Problems:
    """Problems found in a body by the operation (beyond what its model checks), gathered so that
    one 400 names them all, in DRF's nested shape: {"a": {"b": {"0": {"c": ["message"]}}}}."""

    def __init__(self) -> None:
        self.errors: list[dict[str, Any]] = []

    def add(self, loc: Sequence[str | int], message: str) -> None:
        """A message at `loc`, the place in the body (keys and list indexes)."""
        self.errors.append({"loc": tuple(loc), "type": "operation", "msg": message})

    def add_invalid(self, loc: Sequence[str | int], error: pydantic.ValidationError) -> None:
        """The errors of a part of the body validated by the operation, which sits at `loc`."""
        for found in error.errors(include_url=False, include_context=True):
            self.errors.append({**found, "loc": (*loc, *found["loc"])})

    def check(self) -> None:
        """400 with every problem found, if any."""
        if self.errors:
            raise ValidationFailed(error_tree(self.errors))


Row = TypeVar("Row")


async def found(session: AsyncSession, entity: type[Row], id: int, *, lock: bool = False) -> Row:
    """The workspace's `entity` row of id `id` (404 otherwise). With `lock`, held FOR UPDATE until
    the request ends, as a row about to change or be deleted is: a reference to it made at the
    same time (services/references.py) is then either seen or refused."""
    statement = select(entity).where(entity.id == id)  # type: ignore[attr-defined]
    row = await session.scalar(statement.with_for_update() if lock else statement)
    if row is None:
        raise NotFound()
    return row
