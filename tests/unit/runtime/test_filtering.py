"""Filters, search, ordering and paging compiled by handwritten.runtime.filtering, on real databases.

Every test runs on SQLite and, when CANOPY_TEST_POSTGRES_URL is set, on PostgreSQL (see conftest),
against the same small data set: widgets with an optional owner (to-one), parts (to-many) with an
optional maker (to-one inside the to-many) and tags (to-many inside the to-many).
"""

from __future__ import annotations

import asyncio
import dataclasses
import enum
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime, timedelta, timezone
from typing import Any, ClassVar

import pytest
from sqlalchemy import JSON, ForeignKey, String, case, event, func, select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, create_async_engine
from sqlalchemy.orm import (
    DeclarativeBase,
    Mapped,
    ORMExecuteState,
    aliased,
    mapped_column,
    relationship,
    selectinload,
    with_loader_criteria,
)

from generator import lookups as spec_lookups
from handwritten.db.models import UtcDateTime
from handwritten.runtime import filtering, json_containment
from handwritten.runtime.filtering import (
    AnySelect,
    FieldMap,
    Join,
    ToMany,
    UnknownPath,
    filtered,
    ordered,
    page,
    search_terms,
    searched,
)
from handwritten.runtime.filtering.paging import told_by_page
from handwritten.runtime.querystring import FilterTerm, OrderingTerm
from handwritten.services import listing


class Status(enum.StrEnum):
    OPEN = "open"
    CLOSED = "closed"
    DRAFT = "draft"


class Base(DeclarativeBase):
    type_annotation_map = {datetime: UtcDateTime()}


class Owner(Base):
    __tablename__ = "filtering_owners"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(64))
    email: Mapped[str | None] = mapped_column(String(64))


class Widget(Base):
    __tablename__ = "filtering_widgets"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(64))
    code: Mapped[str | None] = mapped_column(String(64))
    quantity: Mapped[int]
    price: Mapped[float | None]
    status: Mapped[str] = mapped_column(String(16))
    active: Mapped[bool]
    token: Mapped[uuid.UUID]
    created_at: Mapped[datetime]
    closed_at: Mapped[datetime | None]
    owner_id: Mapped[int | None] = mapped_column(ForeignKey("filtering_owners.id"))
    attributes: Mapped[Any] = mapped_column(JSON, nullable=True)

    owner: Mapped[Owner | None] = relationship(lazy="raise")
    parts: Mapped[list[Part]] = relationship(lazy="raise", order_by="Part.id")


class Part(Base):
    __tablename__ = "filtering_parts"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    widget_id: Mapped[int] = mapped_column(ForeignKey("filtering_widgets.id"))
    sku: Mapped[str] = mapped_column(String(64))
    label: Mapped[str | None] = mapped_column(String(64))
    maker_id: Mapped[int | None] = mapped_column(ForeignKey("filtering_owners.id"))


class Tag(Base):
    __tablename__ = "filtering_tags"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    part_id: Mapped[int] = mapped_column(ForeignKey("filtering_parts.id"))
    name: Mapped[str] = mapped_column(String(64))


Maker = aliased(Owner, name="makers")  # the owners table again, inside the parts subquery

FIELDS = FieldMap(
    Widget,
    {
        ("id",): Widget.id,
        ("name",): Widget.name,
        ("code",): Widget.code,
        ("quantity",): Widget.quantity,
        ("price",): Widget.price,
        ("status",): Widget.status,
        ("active",): Widget.active,
        ("token",): Widget.token,
        ("created_at",): Widget.created_at,
        ("closed_at",): Widget.closed_at,
        ("attributes",): Widget.attributes,
        ("state",): case((Widget.closed_at.is_not(None), "done"), else_=Widget.status),
        ("owner",): Widget.owner_id,
        ("owner", "name"): Owner.name,
        ("owner", "email"): Owner.email,
        ("parts", "sku"): Part.sku,
        ("parts", "label"): Part.label,
        ("parts", "maker", "name"): Maker.name,
        ("parts", "tags", "name"): Tag.name,
    },
    joins=(
        Join(Owner, Owner.id == Widget.owner_id, outer=True),
        Join(Maker, Maker.id == Part.maker_id, outer=True),
    ),
    to_many=(
        ToMany(("parts",), select(Part.id).where(Part.widget_id == Widget.id)),
        ToMany(("parts", "tags"), select(Tag.id).where(Tag.part_id == Part.id)),
    ),
)

TOKEN_1, TOKEN_2 = uuid.UUID(int=1), uuid.UUID(int=2)  # widget tokens are their ids
# JSON attributes (as a submission's context would be): objects, an array, a scalar, and none.
JSON_1 = {"site": "Ghent", "year": 2024, "tags": ["eudr", "cocoa"], "audit": {"passed": True, "by": "SGS"}}
JSON_2 = {"site": "Lyon", "year": 2024.0, "tags": ["cocoa"], "audit": {"passed": False}}
ALL = ["Alpha", "alpha 50%", "Beta_x", "gamma/ray", "Delta"]  # in id order


def at(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def widget(
    id: int,
    name: str,
    code: str | None,
    quantity: int,
    price: float | None,
    status: str,
    active: bool,
    created_at: str,
    closed_at: str | None,
    owner_id: int | None,
    attributes: Any = None,
) -> Widget:
    return Widget(
        id=id,
        name=name,
        code=code,
        quantity=quantity,
        price=price,
        status=status,
        active=active,
        token=uuid.UUID(int=id),
        created_at=at(created_at),
        closed_at=at(closed_at) if closed_at else None,
        owner_id=owner_id,
        attributes=attributes,
    )


def rows() -> list[Base]:
    owners = [
        Owner(id=1, name="Olga", email="olga@Example.com"),
        Owner(id=2, name="Bruno"),
        Owner(id=3, name="Acme Corp"),
    ]
    widgets = [
        # id, name, code, quantity, price, status, active, created_at, closed_at, owner_id
        widget(1, "Alpha", "AB-1", 10, 9.5, "open", True, "2024-03-01T10:00:00", None, 1, JSON_1),
        widget(
            2, "alpha 50%", "ab_2", 20, None, "closed", False, "2024-03-01T23:59:59.999999", "2024-03-05", 1, JSON_2
        ),
        widget(3, "Beta_x", None, 20, 1.25, "open", True, "2024-03-02T00:00:00", None, 2, ["red", 1, True]),
        widget(4, "gamma/ray", "XAB", 5, 100.0, "draft", False, "2024-02-29T23:00:00", "2024-03-01", None, "red"),
        widget(5, "Delta", "a%b", 0, None, "closed", True, "2024-03-10T12:00:00", None, 2),
    ]
    parts = [
        Part(id=1, widget_id=1, sku="SKU-RED", label="Red", maker_id=3),
        Part(id=2, widget_id=1, sku="SKU-blue", label=None),
        Part(id=3, widget_id=2, sku="sku-red", label="crimson"),
        Part(id=4, widget_id=4, sku="X_1", label="Red"),
        Part(id=5, widget_id=4, sku="X%2", label="Green"),
        Part(id=6, widget_id=5, sku="SKU-RED", label=None),
    ]
    tags = [
        Tag(id=1, part_id=1, name="hot"),
        Tag(id=2, part_id=1, name="new"),
        Tag(id=3, part_id=3, name="hot"),
        Tag(id=4, part_id=4, name="old"),
    ]
    return [*owners, *widgets, *parts, *tags]


@pytest.fixture(scope="module")
def engine(database_url: str, runner: asyncio.Runner) -> Iterator[AsyncEngine]:
    engine = create_async_engine(database_url)

    async def create() -> None:
        async with engine.begin() as connection:
            await connection.run_sync(Base.metadata.drop_all)
            await connection.run_sync(Base.metadata.create_all)
        async with AsyncSession(engine) as session:
            everything = rows()
            for group in (everything[:3], everything[3:8], everything[8:14], everything[14:]):
                session.add_all(group)
                await session.flush()
            await session.commit()

    runner.run(create())
    yield engine
    runner.run(engine.dispose())


@pytest.fixture
def session(engine: AsyncEngine, runner: asyncio.Runner) -> Iterator[AsyncSession]:
    session = AsyncSession(engine, expire_on_commit=False)
    yield session
    runner.run(session.close())


@pytest.fixture
def names(session: AsyncSession, runner: asyncio.Runner) -> Callable[[AnySelect], list[Any]]:
    """Run a statement (by default selecting widget names) and return its scalars, in order."""

    def run(statement: AnySelect) -> list[Any]:
        return list(runner.run(session.scalars(statement)).all())

    return run


def term(path: str, lookup: str, value: Any) -> FilterTerm:
    return FilterTerm(f"{path}__{lookup}", tuple(path.split("__")), lookup, value)


def where(*terms: FilterTerm) -> AnySelect:
    """Widget names matching the terms, in id order."""
    return filtered(select(Widget.name), terms, FIELDS).order_by(Widget.id)


def by(*names: str, tie_breaker: Any = None) -> AnySelect:
    terms = [OrderingTerm(n.lstrip("-"), tuple(n.lstrip("-").split("__")), n.startswith("-")) for n in names]
    return ordered(select(Widget.name), terms, FIELDS, tie_breaker=tie_breaker)


def sql(statement: AnySelect) -> str:
    return str(statement.compile())


# -- lookups ------------------------------------------------------------------------------------


def test_exact_text_is_case_sensitive(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("name", "exact", "Alpha"))) == ["Alpha"]
    assert names(where(term("name", "exact", "ALPHA"))) == []
    assert names(where(term("code", "exact", "ab_2"))) == ["alpha 50%"]


def test_exact_on_numbers_booleans_enums_uuids_and_datetimes(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("quantity", "exact", 20))) == ["alpha 50%", "Beta_x"]
    assert names(where(term("price", "exact", 1.25))) == ["Beta_x"]
    assert names(where(term("active", "exact", False))) == ["alpha 50%", "gamma/ray"]
    assert names(where(term("status", "exact", Status.OPEN))) == ["Alpha", "Beta_x"]
    assert names(where(term("token", "exact", TOKEN_2))) == ["alpha 50%"]
    assert names(where(term("created_at", "exact", at("2024-03-01T23:59:59.999999")))) == ["alpha 50%"]


def test_in_and_multi_match_any_value(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("status", "in", (Status.DRAFT, Status.CLOSED)))) == ["alpha 50%", "gamma/ray", "Delta"]
    assert names(where(term("status", "multi", (Status.DRAFT,)))) == ["gamma/ray"]
    assert names(where(term("quantity", "in", (0, 5, 999)))) == ["gamma/ray", "Delta"]
    assert names(where(term("token", "in", (TOKEN_1, TOKEN_2)))) == ["Alpha", "alpha 50%"]
    assert names(where(term("code", "in", ("AB-1", "XAB")))) == ["Alpha", "gamma/ray"]


def test_exclude_keeps_null_like_django(names: Callable[[AnySelect], list[Any]]) -> None:
    # code is NULL for Beta_x: Django's exclude(code__in=[...]) keeps it.
    assert names(where(term("code", "exclude_in", ("AB-1", "a%b")))) == ["alpha 50%", "Beta_x", "gamma/ray"]
    assert names(where(term("status", "exclude", (Status.OPEN, Status.CLOSED)))) == ["gamma/ray"]
    assert names(where(term("quantity", "exclude_in", (20,)))) == ["Alpha", "gamma/ray", "Delta"]
    # Through an outer join: widgets without owner have no owner name, and are kept.
    assert names(where(term("owner__name", "exclude", ("Olga",)))) == ["Beta_x", "gamma/ray", "Delta"]
    assert "IS NULL" not in sql(where(term("quantity", "exclude_in", (20,))))  # NOT NULL column, no outer join


def test_case_insensitive_lookups_escape_like_characters(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("name", "icontains", "ALPHA"))) == ["Alpha", "alpha 50%"]
    assert names(where(term("name", "icontains", "%"))) == ["alpha 50%"]
    assert names(where(term("name", "icontains", "_"))) == ["Beta_x"]
    assert names(where(term("name", "icontains", "/"))) == ["gamma/ray"]
    assert names(where(term("code", "icontains", "A%B"))) == ["Delta"]
    assert names(where(term("code", "istartswith", "AB"))) == ["Alpha", "alpha 50%"]
    assert names(where(term("code", "istartswith", "ab_"))) == ["alpha 50%"]
    assert names(where(term("name", "iendswith", "X"))) == ["Beta_x"]
    assert names(where(term("name", "iendswith", "50%"))) == ["alpha 50%"]
    assert names(where(term("owner__email", "icontains", "EXAMPLE.COM"))) == ["Alpha", "alpha 50%"]


def test_contains_startswith_endswith_are_case_sensitive_on_every_database(
    names: Callable[[AnySelect], list[Any]],
) -> None:
    assert names(where(term("name", "contains", "lpha"))) == ["Alpha", "alpha 50%"]
    assert names(where(term("name", "contains", "Alp"))) == ["Alpha"]
    assert names(where(term("name", "contains", "ALP"))) == []
    assert names(where(term("name", "contains", "%"))) == ["alpha 50%"]
    assert names(where(term("name", "startswith", "a"))) == ["alpha 50%"]
    assert names(where(term("name", "startswith", "A"))) == ["Alpha"]
    assert names(where(term("code", "startswith", "ab_"))) == ["alpha 50%"]
    assert names(where(term("code", "startswith", "a%"))) == ["Delta"]
    assert names(where(term("name", "endswith", "x"))) == ["Beta_x"]
    assert names(where(term("name", "endswith", "X"))) == []
    assert names(where(term("code", "endswith", "AB"))) == ["gamma/ray"]
    assert names(where(term("code", "endswith", "b"))) == ["Delta"]
    assert names(where(term("code", "endswith", "longer than any code AB"))) == []
    assert names(where(term("parts__sku", "contains", "RED"))) == ["Alpha", "Delta"]


def test_comparisons_are_inclusive_or_strict(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("quantity", "gte", 10))) == ["Alpha", "alpha 50%", "Beta_x"]
    assert names(where(term("quantity", "gt", 10))) == ["alpha 50%", "Beta_x"]
    assert names(where(term("quantity", "lte", 5))) == ["gamma/ray", "Delta"]
    assert names(where(term("quantity", "lt", 5))) == ["Delta"]
    assert names(where(term("price", "gte", 9.5))) == ["Alpha", "gamma/ray"]  # NULL prices never compare
    assert names(where(term("price", "lt", 9.5))) == ["Beta_x"]


def test_aware_datetimes_compare_as_utc(names: Callable[[AnySelect], list[Any]]) -> None:
    # 01:00 at +01:00 is 00:00 UTC, the instant Beta_x was created (stored naive UTC on SQLite).
    instant = datetime(2024, 3, 2, 1, 0, tzinfo=timezone(timedelta(hours=1)))
    assert names(where(term("created_at", "gte", instant))) == ["Beta_x", "Delta"]
    assert names(where(term("created_at", "lt", instant))) == ["Alpha", "alpha 50%", "gamma/ray"]
    assert names(where(term("created_at", "lte", instant))) == ["Alpha", "alpha 50%", "Beta_x", "gamma/ray"]
    assert names(where(term("closed_at", "gt", at("2024-03-01T00:00:00")))) == ["alpha 50%"]


def test_date_lookups_use_the_utc_day(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("created_at", "date", date(2024, 3, 1)))) == ["Alpha", "alpha 50%"]
    assert names(where(term("created_at", "date__gte", date(2024, 3, 2)))) == ["Beta_x", "Delta"]
    assert names(where(term("created_at", "date__lte", date(2024, 3, 1)))) == ["Alpha", "alpha 50%", "gamma/ray"]
    assert names(where(term("closed_at", "date", date(2024, 3, 1)))) == ["gamma/ray"]
    assert names(where(term("created_at", "date", date.max))) == []
    assert names(where(term("created_at", "date__lte", date.max))) == ALL
    assert names(where(term("created_at", "date__gte", date.min))) == ALL
    assert names(where(term("closed_at", "date__lte", date.max))) == ["alpha 50%", "gamma/ray"]
    statement = sql(where(term("created_at", "date", date(2024, 3, 1))))
    assert "created_at >=" in statement and "created_at <" in statement  # a range on the column itself


def test_isnull(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("code", "isnull", True))) == ["Beta_x"]
    assert names(where(term("code", "isnull", False))) == ["Alpha", "alpha 50%", "gamma/ray", "Delta"]
    assert names(where(term("owner", "isnull", True))) == ["gamma/ray"]
    assert names(where(term("price", "isnull", True))) == ["alpha 50%", "Delta"]
    # Through the outer join: Bruno has no email, gamma/ray has no owner at all.
    assert names(where(term("owner__email", "isnull", True))) == ["Beta_x", "gamma/ray", "Delta"]
    assert names(where(term("owner__email", "isnull", False))) == ["Alpha", "alpha 50%"]


def test_computed_expression(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("state", "exact", "done"))) == ["alpha 50%", "gamma/ray"]
    assert names(where(term("state", "in", ("open", "draft")))) == ["Alpha", "Beta_x"]
    assert names(where(term("state", "exclude", ("done",)))) == ["Alpha", "Beta_x", "Delta"]
    assert names(by("state", "-quantity")) == ["Delta", "alpha 50%", "gamma/ray", "Beta_x", "Alpha"]


def test_filters_are_anded(names: Callable[[AnySelect], list[Any]]) -> None:
    terms = (
        term("status", "in", (Status.OPEN, Status.CLOSED)),
        term("quantity", "gte", 10),
        term("owner__name", "exact", "Olga"),
    )
    assert names(where(*terms)) == ["Alpha", "alpha 50%"]
    assert names(where()) == ALL


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ({"site": "Ghent"}, ["Alpha"]),
        ({"year": 2024}, ["Alpha", "alpha 50%"]),  # numbers compare by value: 2024.0 is 2024
        ({"tags": ["cocoa"]}, ["Alpha", "alpha 50%"]),  # an array contains a sub-array
        ({"tags": ["cocoa", "eudr"]}, ["Alpha"]),  # in any order
        ({"tags": "cocoa"}, []),  # but a nested array does not contain a bare scalar
        ({"audit": {"passed": True}}, ["Alpha"]),  # nested objects, partly
        ({"audit": {"passed": 1}}, []),  # true is not 1
        ({}, ["Alpha", "alpha 50%"]),  # every object contains the empty object
        ("red", ["Beta_x", "gamma/ray"]),  # a top-level array contains its scalar elements
        ([True], ["Beta_x"]),
        ([1], ["Beta_x"]),
        (["red", "blue"], []),
        ({"site": "Ghent", "year": 2023}, []),
    ],
)
def test_contains_on_a_json_field_is_json_containment_on_every_database(
    names: Callable[[AnySelect], list[Any]], value: Any, expected: list[str]
) -> None:
    assert names(where(term("attributes", "contains", value))) == expected


@pytest.mark.parametrize(
    ("container", "contained", "expected"),
    [
        ({"a": 1, "b": [1, 2, {"c": 3}]}, {"b": [{"c": 3}]}, True),
        ([1, [2, 3]], [[3]], True),
        ([1, 2], 1, True),
        ({"a": [1, 2]}, {"a": 1}, False),
        (1, 1.0, True),
        (False, 0, False),
        (None, None, True),
        ("a", ["a"], False),
    ],
)
def test_json_containment_follows_postgresql(container: Any, contained: Any, expected: bool) -> None:
    assert json_containment.contains(container, contained) is expected


def test_the_runtime_compiles_exactly_the_lookups_of_the_spec_language() -> None:
    assert filtering.LOOKUPS == frozenset(spec_lookups.LOOKUPS)


# -- to-many relations --------------------------------------------------------------------------


def test_filters_through_to_many_never_duplicate(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("parts__sku", "exact", "SKU-RED"))) == ["Alpha", "Delta"]
    assert names(where(term("parts__sku", "icontains", "sku"))) == ["Alpha", "alpha 50%", "Delta"]  # Alpha has two
    assert names(where(term("parts__sku", "in", ("X_1", "X%2", "SKU-blue")))) == ["Alpha", "gamma/ray"]
    assert names(where(term("parts__maker__name", "exact", "Acme Corp"))) == ["Alpha"]
    assert names(where(term("parts__tags__name", "multi", ("hot", "old")))) == ["Alpha", "alpha 50%", "gamma/ray"]
    assert "JOIN" not in sql(where(term("parts__sku", "exact", "x")))


def test_each_filter_through_to_many_is_its_own_exists(names: Callable[[AnySelect], list[Any]]) -> None:
    # As django-filter's chained .filter() calls: X_1 and Green are on different parts of gamma/ray.
    assert names(where(term("parts__sku", "exact", "X_1"), term("parts__label", "exact", "Green"))) == ["gamma/ray"]


def test_exclude_through_to_many(names: Callable[[AnySelect], list[Any]]) -> None:
    # No part has the value; widgets without parts are kept, as Django's exclude() does.
    assert names(where(term("parts__sku", "exclude", ("SKU-RED",)))) == ["alpha 50%", "Beta_x", "gamma/ray"]
    assert names(where(term("parts__tags__name", "exclude_in", ("hot",)))) == ["Beta_x", "gamma/ray", "Delta"]


def test_isnull_through_to_many(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(where(term("parts", "isnull", True))) == ["Beta_x"]
    assert names(where(term("parts", "isnull", False))) == ["Alpha", "alpha 50%", "gamma/ray", "Delta"]
    # Django's LEFT JOIN: no part at all, or a part without label.
    assert names(where(term("parts__label", "isnull", True))) == ["Alpha", "Beta_x", "Delta"]
    assert names(where(term("parts__label", "isnull", False))) == ["Alpha", "alpha 50%", "gamma/ray"]
    # Nested: no part, or a part without tags.
    assert names(where(term("parts__tags", "isnull", True))) == ["Alpha", "Beta_x", "gamma/ray", "Delta"]
    assert names(where(term("parts__tags", "isnull", False))) == ["Alpha", "alpha 50%", "gamma/ray"]
    assert names(where(term("parts__maker__name", "isnull", False))) == ["Alpha"]


# -- search -------------------------------------------------------------------------------------

SEARCH = [("name",), ("owner", "name"), ("parts", "sku"), ("parts", "label"), ("parts", "tags", "name")]


def search(text: str | None, paths: list[tuple[str, ...]] = SEARCH) -> AnySelect:
    return searched(select(Widget.name), text, paths, FIELDS).order_by(Widget.id)


def test_search_terms_follow_drf() -> None:
    assert search_terms("  red, blue  green,,") == ["red", "blue", "green"]
    assert search_terms("\"alpha 50\" x 'y z'") == ["alpha 50", "x", "y z"]
    assert search_terms("O'Brien") == ["O'Brien"]
    assert search_terms("") == search_terms(None) == search_terms(" , ") == []


def test_blank_search_changes_nothing(names: Callable[[AnySelect], list[Any]]) -> None:
    for text in (None, "", "   "):
        assert names(search(text)) == ALL
        assert sql(search(text)) == sql(select(Widget.name).order_by(Widget.id))


def test_search_across_to_one_and_to_many(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(search("OLGA")) == ["Alpha", "alpha 50%"]  # owner name, to-one
    assert names(search("sku")) == ["Alpha", "alpha 50%", "Delta"]  # part skus, to-many, no duplicates
    assert names(search("hot")) == ["Alpha", "alpha 50%"]  # tag names, nested to-many
    assert names(search("bruno green")) == []  # every term must match
    assert names(search("olga red")) == ["Alpha", "alpha 50%"]
    assert names(search("olga,crimson")) == ["alpha 50%"]
    assert names(search("RED gamma")) == ["gamma/ray"]  # one term in a part, the other in the name
    assert names(search("%")) == ["alpha 50%", "gamma/ray"]  # the name, and the part X%2
    assert names(search('"ha 5"')) == ["alpha 50%"]
    assert names(search("acme", [("parts", "maker", "name")])) == ["Alpha"]
    assert names(search("2", [("quantity",)])) == ["alpha 50%", "Beta_x"]  # a number searched as text
    assert names(search("x", [])) == ALL


# -- ordering -----------------------------------------------------------------------------------


def test_ordering_with_ties_appends_the_primary_key(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(by("quantity")) == ["Delta", "gamma/ray", "Alpha", "alpha 50%", "Beta_x"]
    assert names(by("-quantity")) == ["alpha 50%", "Beta_x", "Alpha", "gamma/ray", "Delta"]
    assert names(by("status", "-quantity")) == ["alpha 50%", "Delta", "gamma/ray", "Beta_x", "Alpha"]
    assert names(by()) == ALL


def test_nulls_last_ascending_first_descending(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(by("price")) == ["Beta_x", "Alpha", "gamma/ray", "alpha 50%", "Delta"]
    assert names(by("-price")) == ["alpha 50%", "Delta", "gamma/ray", "Alpha", "Beta_x"]
    # Through an outer join, a missing owner sorts as NULL.
    assert names(by("owner__name")) == ["Beta_x", "Delta", "Alpha", "alpha 50%", "gamma/ray"]
    assert names(by("-owner__name")) == ["gamma/ray", "Alpha", "alpha 50%", "Beta_x", "Delta"]
    assert "NULLS" not in sql(by("-quantity"))  # NOT NULL: no NULLS clause, so SQLite can use an index


def test_tie_breaker_is_not_repeated_and_can_be_chosen(names: Callable[[AnySelect], list[Any]]) -> None:
    assert names(by("-id")) == ALL[::-1]
    assert sql(by("-id")).count("filtering_widgets.id") == 1
    assert names(by("-quantity", tie_breaker=[Widget.price])) == ["Beta_x", "alpha 50%", "Alpha", "gamma/ray", "Delta"]
    assert "ORDER BY filtering_widgets.quantity DESC\n" in sql(by("-quantity", tie_breaker=())) + "\n"


def test_ordering_through_to_many_is_refused() -> None:
    with pytest.raises(ValueError, match="to-many"):
        by("parts__sku")


# -- joins --------------------------------------------------------------------------------------


def test_to_one_joins_only_when_used_and_only_once(names: Callable[[AnySelect], list[Any]]) -> None:
    assert "JOIN" not in sql(where(term("name", "exact", "x")))
    statement = filtered(select(Widget.name), [term("owner__name", "exact", "Olga")], FIELDS)
    statement = searched(statement, "olg", [("owner", "name")], FIELDS)
    statement = ordered(statement, [OrderingTerm("owner__email", ("owner", "email"), False)], FIELDS)
    assert sql(statement).count("JOIN filtering_owners") == 1
    assert names(statement) == ["Alpha", "alpha 50%"]
    # A join the service made itself is not made again.
    mine = select(Widget.name).outerjoin(Owner, Owner.id == Widget.owner_id)
    assert sql(filtered(mine, [term("owner__name", "exact", "Olga")], FIELDS)).count("JOIN filtering_owners") == 1
    mine = select(Widget.name).outerjoin(Widget.owner)  # through the relationship
    assert sql(filtered(mine, [term("owner__name", "exact", "Olga")], FIELDS)).count("JOIN filtering_owners") == 1


def test_field_map_select_joins_what_it_selects(session: AsyncSession, runner: asyncio.Runner) -> None:
    statement = ordered(
        filtered(FIELDS.select(Widget, Owner), [term("owner__name", "isnull", True)], FIELDS), [], FIELDS
    )
    assert sql(statement).count("JOIN filtering_owners") == 1
    count, results = runner.run(page(session, statement, 10, 0))
    assert count == 1 and [(w.name, o) for w, o in results] == [("gamma/ray", None)]
    assert "JOIN" not in sql(FIELDS.select(Widget.name))


def test_field_map_select_is_built_once_for_the_same_columns() -> None:
    # The same (immutable) object, so that what is built from it is found again by it.
    assert FIELDS.select(Widget.name, Owner.name) is FIELDS.select(Widget.name, Owner.name)
    assert FIELDS.select(Widget.name) is not FIELDS.select(Widget.quantity)
    assert sql(FIELDS.select(Widget.name)) != sql(FIELDS.select(Widget.quantity))


@dataclasses.dataclass(frozen=True)
class _Filters:
    """What listed() reads of a generated query's filters."""

    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (("name",),)
    name: str | None = None
    attributes: Any = None
    search: str | None = None

    def terms(self) -> list[FilterTerm]:
        named = [] if self.name is None else [term("name", "exact", self.name)]
        return named + ([] if self.attributes is None else [term("attributes", "contains", self.attributes)])


@dataclasses.dataclass(frozen=True)
class _Query:
    filters: _Filters
    limit: int = 10
    offset: int = 0
    ordering: tuple[OrderingTerm, ...] = ()


def test_a_list_is_built_once_for_equal_queries_and_answers_as_built_afresh(
    session: AsyncSession, runner: asyncio.Runner, monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[Any] = []
    listing._built.cache_clear()  # built by an earlier test, or for the other database
    monkeypatch.setattr(listing, "ordered", lambda *args: built.append(args[0]) or ordered(*args))
    statement = FIELDS.select(Widget.name)
    first = runner.run(listing.listed(session, statement, _Query(_Filters(name="Alpha")), FIELDS))
    again = runner.run(listing.listed(session, statement, _Query(_Filters(name="Alpha")), FIELDS))
    other = runner.run(listing.listed(session, statement, _Query(_Filters(search="ray")), FIELDS))
    assert len(built) == 2  # equal queries build once
    assert [first, again, other] == [
        (1, ["Alpha"]), (1, ["Alpha"]), (1, ["gamma/ray"]),
    ]  # fmt: skip
    # A filter value that is not hashable (a JSON object) is built for its request alone.
    unhashable = _Query(_Filters(attributes={"absent": True}))
    assert runner.run(listing.listed(session, statement, unhashable, FIELDS)) == (0, [])
    assert len(built) == 3


def test_unknown_paths_and_lookups_are_programming_errors() -> None:
    with pytest.raises(UnknownPath, match="owner__phone") as raised:
        where(term("owner__phone", "exact", "x"))
    assert isinstance(raised.value, KeyError) and raised.value.path == ("owner", "phone")
    with pytest.raises(UnknownPath):
        search("x", [("nope",)])
    with pytest.raises(UnknownPath):
        by("nope")
    with pytest.raises(ValueError, match="regex"):
        where(term("name", "regex", "x"))
    with pytest.raises(ValueError, match="only isnull"):
        where(term("parts", "exact", 1))
    with pytest.raises(TypeError, match="non-empty tuple"):
        FieldMap(Widget, {("name"): Widget.name})  # a string, not a tuple


# -- paging -------------------------------------------------------------------------------------


def test_page_counts_all_matches_and_returns_one_page(session: AsyncSession, runner: asyncio.Runner) -> None:
    statement = ordered(select(Widget), [], FIELDS)
    count, widgets = runner.run(page(session, statement, 2, 1))
    assert count == 5 and [w.name for w in widgets] == ["alpha 50%", "Beta_x"]
    assert runner.run(page(session, statement, 2, 5)) == (5, [])
    count, widgets = runner.run(page(session, statement, None, 3))
    assert count == 5 and [w.name for w in widgets] == ["gamma/ray", "Delta"]
    count, rows = runner.run(page(session, ordered(select(Widget.name, Widget.quantity), [], FIELDS), 1, 0))
    assert count == 5 and [tuple(r) for r in rows] == [("Alpha", 10)]


def test_count_through_to_many_is_distinct_listed_objects(session: AsyncSession, runner: asyncio.Runner) -> None:
    statement = filtered(select(Widget), [term("parts__sku", "icontains", "sku")], FIELDS)  # 4 parts, 3 widgets
    statement = searched(statement, "red", SEARCH, FIELDS)
    count, widgets = runner.run(page(session, ordered(statement, [], FIELDS), 10, 0))
    assert count == 3 and [w.name for w in widgets] == ["Alpha", "alpha 50%", "Delta"]


def test_count_keeps_loader_options_and_grouping(session: AsyncSession, runner: asyncio.Runner) -> None:
    statement = ordered(select(Widget).options(selectinload(Widget.parts)), [], FIELDS)
    count, widgets = runner.run(page(session, statement, 1, 0))
    assert count == 5 and [p.sku for p in widgets[0].parts] == ["SKU-RED", "SKU-blue"]
    grouped = select(Widget.status, func.count()).group_by(Widget.status).order_by(Widget.status)
    count, rows = runner.run(page(session, grouped, 2, 0))
    assert count == 3 and [tuple(r) for r in rows] == [("closed", 2), ("draft", 1)]


def test_session_loader_criteria_reach_count_page_and_exists(session: AsyncSession, runner: asyncio.Runner) -> None:
    """As the tenancy hook of handwritten/db/session.py: criteria added at execution, keyed on an execution option."""

    def scope(state: ORMExecuteState) -> None:
        if state.is_select and state.execution_options.get("test_scope") == "scoped":
            state.statement = state.statement.options(
                with_loader_criteria(Widget, Widget.quantity > 0), with_loader_criteria(Part, Part.sku != "SKU-RED")
            )

    event.listen(session.sync_session, "do_orm_execute", scope)
    statement = filtered(select(Widget), [term("parts__sku", "icontains", "sku")], FIELDS)
    statement = ordered(statement, [], FIELDS).execution_options(test_scope="scoped")
    count, widgets = runner.run(page(session, statement, 10, 0))
    # Delta (quantity 0) is out; Alpha still has SKU-blue; alpha 50%'s sku-red is not SKU-RED.
    assert count == 2 and [w.name for w in widgets] == ["Alpha", "alpha 50%"]
    count, widgets = runner.run(
        page(
            session,
            filtered(select(Widget), [term("parts__sku", "exact", "SKU-RED")], FIELDS).execution_options(
                test_scope="scoped"
            ),
            10,
            0,
        )
    )
    assert (count, widgets) == (0, [])


@pytest.mark.parametrize(
    ("rows", "limit", "offset", "told"),
    [
        (3, 10, 0, 3),  # a short first page: every match
        (2, 10, 20, 22),  # a short later page: the matches end with it
        (0, 10, 0, 0),  # an empty first page: none
        (4, None, 0, 4),  # no limit: every match from the offset on
        (10, 10, 0, None),  # a full page: more may follow
        (0, 10, 30, None),  # an empty later page: the matches may end anywhere before it
        (0, None, 5, None),
    ],
)
def test_a_page_tells_the_count_only_when_it_ends_before_its_limit(
    rows: int, limit: int | None, offset: int, told: int | None
) -> None:
    assert told_by_page(rows, limit, offset) == told
