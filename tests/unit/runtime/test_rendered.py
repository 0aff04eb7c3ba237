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


def test_the_models_of_a_kept_list_of_rows_are_found_by_the_list_and_its_key() -> None:
    rows = RowModels(kept=4)
    page = [(1, "a"), (2, "b")]
    built = [row(*values) for values in page]
    rows.keep_results(("rendering", 7), page, built)
    assert rows.results_of(("rendering", 7), page) is built  # the same list: nothing looked up
    assert rows.results_of(("rendering", 8), page) is None  # another key (versions, scope...)
    assert rows.results_of(("rendering", 7), list(page)) is None  # an equal list is another list

    full = RowModels(kept=2)
    full.keep_results("key", page, [full.keep(n, model) for n, model in enumerate(built)])
    full.keep("other", row(9))  # a third model: full, everything kept goes, the rendered lists too
    assert full.results_of("key", page) is None


def test_the_lists_rendered_as_a_whole_hold_a_bounded_number_of_rows() -> None:
    rows = RowModels(kept=100_000, budget=2**30)
    lists = [[(n, f"row {n}") for n in range(start, start + 2_048)] for start in (0, 2_048, 4_096)]
    models = [[row(*values) for values in listed] for listed in lists]
    for listed, built in zip(lists[:2], models[:2], strict=True):
        rows.keep_results("key", listed, built)
    assert rows.results_of("key", lists[0]) is models[0]  # 4,096 rows: both held
    assert rows.results_of("key", lists[1]) is models[1]
    rows.keep_results("key", lists[2], models[2])  # a third: the oldest list goes
    assert rows.results_of("key", lists[0]) is None
    assert rows.results_of("key", lists[2]) is models[2]
