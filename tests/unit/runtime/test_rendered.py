"""runtime/rendered.py: list rows' models kept by their values, and pages written from their JSON."""

from __future__ import annotations

from datetime import UTC, datetime

import pydantic

from handwritten.runtime.rendered import RowModels


class Row(pydantic.BaseModel):
    id: int
    name: str
    at: datetime
    tags: list[str]


class Page(pydantic.BaseModel):
    count: int
    results: list[Row]


class Other(pydantic.BaseModel):
    id: int


def row(id: int, name: str = 'Quarterly "results":[] ünïcode') -> Row:
    return Row(id=id, name=name, at=datetime(2025, 1, 2, 3, 4, 5, 678, tzinfo=UTC), tags=["a", "b,c"])


def test_a_page_of_kept_rows_is_the_json_pydantic_writes() -> None:
    rows = RowModels()
    kept = [rows.keep(("row", i), row(i)) for i in range(3)]
    page = Page(count=7, results=kept)
    assert rows.page_json(page) == page.__pydantic_serializer__.to_json(page)
    assert rows.kept(Row, ("row", 1)) is kept[1]
    assert rows.kept(Other, ("row", 1)) is None  # kept per class


def test_a_page_with_a_row_not_kept_is_left_to_pydantic() -> None:
    rows = RowModels()
    page = Page(count=2, results=[rows.keep("one", row(1)), row(2)])
    assert rows.page_json(page) is None
    assert rows.page_json(Page(count=0, results=[])) is None
    assert rows.page_json(Other(id=1)) is None


def test_a_model_replaced_or_dropped_is_never_taken_for_another() -> None:
    rows = RowModels(kept=2)
    first = rows.keep("k", row(1))
    second = rows.keep("k", row(1, name="renamed"))  # the same key kept again
    assert rows.kept(Row, "k") is second
    assert rows.page_json(Page(count=1, results=[first])) == Page(count=1, results=[first]).model_dump_json().encode()
    rows.keep("other", row(3))  # full: everything kept goes
    assert rows.kept(Row, "k") is None
    assert rows.page_json(Page(count=1, results=[second])) is None
