"""Helpers that every area's service uses: ids from bodies, and the inline user and country of many resources."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict
from typing import Any, ClassVar, Protocol, TypeVar

import pydantic
from sqlalchemy import ColumnElement, select
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import EudrCountryRisk
from handwritten.db.models import User
from handwritten.domain.countries import COUNTRIES, CountryRecord
from handwritten.runtime.errors import NotFound, ValidationFailed
from handwritten.runtime.filtering import AnySelect, FieldMap, Path, filtered, ordered, page, searched
from handwritten.runtime.http import error_tree
from handwritten.runtime.querystring import INT64, FilterTerm, OrderingTerm

USER_DETAIL_FIELDS = ("id", "first_name", "last_name", "job_title", "email")


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
    record = COUNTRIES.get(code)
    if record is None:
        record = CountryRecord(code, "", "", code, code, "", EudrCountryRisk.STANDARD)
    return models.Country.model_construct(**asdict(record))


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


async def listed(
    session: AsyncSession, statement: AnySelect, query: ListQuery, fields: FieldMap
) -> tuple[int, list[Any]]:
    """One page of a list operation: `statement` filtered, searched and ordered as `query` says,
    through `fields`, with the count of every match (runtime/filtering.py)."""
    statement = filtered(statement, query.filters.terms(), fields)
    statement = searched(statement, query.filters.search, query.filters.SEARCH_PATHS, fields)
    return await page(session, ordered(statement, query.ordering, fields), query.limit, query.offset)


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
