"""runtime/rendered.py: list rows' models kept by their values, and pages written from their JSON."""

from __future__ import annotations

from datetime import UTC, datetime

import pydantic

from generated import models
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


class AnyResults(pydantic.BaseModel):
    """Like an import run: a field named results that is not a page's list of rows."""

    id: int
    results: list[object]


class Base(pydantic.BaseModel):
    id: int


class Wider(Base):
    extra: str


class BasePage(pydantic.BaseModel):
    count: int
    results: list[Base]


def test_only_a_page_declaring_a_list_of_the_kept_class_is_written_from_kept_json() -> None:
    rows = RowModels()
    kept = rows.keep("one", row(1))
    assert rows.page_json(AnyResults(id=1, results=[kept])) is None
    wider = rows.keep("wider", Wider(id=1, extra="not in a page of Base"))
    page = BasePage(count=1, results=[wider])
    assert rows.page_json(page) is None  # pydantic writes a Base's fields only
    assert b"extra" not in page.__pydantic_serializer__.to_json(page)


def test_large_rows_are_not_kept_and_the_bytes_are_bounded() -> None:
    rows = RowModels(budget=2_000, largest=500)
    large = rows.keep("large", row(1, name="x" * 600))
    assert rows.kept(Row, "large") is None and rows.page_json(Page(count=1, results=[large])) is None
    small = [rows.keep(("small", i), row(i)) for i in range(25)]  # about 100 bytes each: the budget runs out
    assert rows.kept(Row, ("small", 0)) is None  # gone when the budget was reached
    assert rows.kept(Row, ("small", 24)) is small[24]


def test_the_generated_pages_of_kept_rows_qualify() -> None:
    """Else their pages would quietly be encoded in full again."""
    rows = RowModels()
    assert rows._a_page_of(models.FinancialTransactionList, models.FinancialTransaction)
    assert rows._a_page_of(models.DocumentList, models.Document)
    assert not rows._a_page_of(models.DocumentList, models.FinancialTransaction)


def test_a_kept_list_of_rows_is_rendered_once_and_each_row_by_its_values() -> None:
    rows = RowModels(kept=4)
    built: list[tuple[int, str]] = []

    def build(values: tuple[int, str]) -> Row:
        built.append(values)
        return row(*values)

    page = [(1, "a"), (2, "b")]
    first = rows.results(Row, page, build)
    assert [r.id for r in first] == [1, 2] and built == page
    assert rows.results(Row, page, build) is first  # the same list of rows: nothing built or looked up
    assert rows.results(Other, page, lambda values: Other(id=values[0])) is not first  # per class
    # Another list with equal rows finds each row's model; a changed row is built.
    again = rows.results(Row, [(1, "a"), (2, "c")], build)
    assert again[0] is first[0] and again[1].name == "c" and built == [*page, (2, "c")]

    full = RowModels(kept=2)
    listed = full.results(Row, page, build)
    full.keep("other", row(9))  # a third model: full, everything kept goes, the rendered lists too
    assert full.results(Row, page, build) is not listed and built[-2:] == page


def test_the_lists_rendered_as_a_whole_hold_a_bounded_number_of_rows() -> None:
    rows = RowModels(kept=100_000, budget=2**30)
    lists = [[(n, f"row {n}") for n in range(start, start + 2_048)] for start in (0, 2_048, 4_096)]
    first, second = (rows.results(Row, listed, lambda values: row(*values)) for listed in lists[:2])
    assert rows.results(Row, lists[1], lambda values: row(*values)) is second  # 4,096 rows: both held
    assert rows.results(Row, lists[0], lambda values: row(*values)) is first
    rows.results(Row, lists[2], lambda values: row(*values))  # a third: the oldest list goes
    again = rows.results(Row, lists[0], lambda values: row(*values))
    assert again is not first and again[0] is first[0]  # its rows' models are still kept, one by one
