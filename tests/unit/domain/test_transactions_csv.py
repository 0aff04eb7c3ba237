"""CSV rows of financial transactions (handwritten/domain/transactions_csv.py)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from handwritten.domain.transactions_csv import (
    NUL_REFUSED,
    CsvFormat,
    CsvHeaderError,
    CsvProblem,
    not_utf8,
    read_rows,
)


def _read(text: str, **fmt: str) -> list[tuple[int, Decimal | None, list[CsvProblem]]]:
    return [
        (found.line, found.row.net_amount if found.row else None, found.problems)
        for found in read_rows(text.splitlines(keepends=True), CsvFormat(**fmt))  # type: ignore[arg-type]
    ]


@pytest.mark.parametrize(
    ("locale", "written", "amount"),
    [
        ("en", "1,234.56", Decimal("1234.56")),
        ("de", "1.234,56", Decimal("1234.56")),
        ("de", "-0,1", Decimal("-0.1")),
        ("fr", "1 234,5", Decimal("1234.5")),  # a plain space for French's narrow no-break one
        ("de_CH", "1’234.50", Decimal("1234.50")),
        ("de_CH", "1'234.50", Decimal("1234.50")),  # either apostrophe, whichever CLDR names
    ],
)
def test_amounts_as_a_locale_writes_them(locale: str, written: str, amount: Decimal) -> None:
    text = f'date;net_amount;currency;ledger\n2025-01-02;"{written}";EUR;6000\n'
    assert _read(text, delimiter=";", locale=locale) == [(2, amount, [])]


def test_every_problem_of_a_row_is_reported_with_its_line_and_column() -> None:
    text = 'Date,NET_AMOUNT,currency,ledger\n2025-01-02,1.00,EUR,6000\n\n31/12/2025,"1,2,3",EUX,\n'
    [good, bad] = _read(text)
    assert good == (2, Decimal("1.00"), [])
    line, amount, problems = bad
    assert (line, amount) == (4, None)  # the blank line 3 is skipped
    assert [(p.column, p.message) for p in problems] == [
        ("net_amount", "'1,2,3' is not a properly formatted decimal number. Did you mean '123'?"),
        ("date", "Enter a valid date or date-time (ISO 8601)."),
        ("currency", '"EUX" is not an ISO 4217 currency code.'),
        ("ledger", "This field is required."),
    ]


def test_dates_in_a_given_format_and_rows_of_the_wrong_width() -> None:
    text = "date,net_amount,currency,ledger\n31.12.2025,5,EUR,6000\n01.01.2026,5,EUR\n2025-12-31,5,EUR,6000\n"
    rows = list(read_rows(text.splitlines(keepends=True), CsvFormat(date_format="%d.%m.%Y")))
    assert rows[0].row is not None and rows[0].row.date == datetime(2025, 12, 31, tzinfo=UTC)
    assert rows[1].problems == [CsvProblem(3, "", "Expected 4 values, found 3.")]
    assert rows[2].problems == [CsvProblem(4, "date", '"2025-12-31" does not match the format %d.%m.%Y.')]


@pytest.mark.parametrize("header", ["", "date,amount,currency,ledger\n", "date,date,currency,ledger\n"])
def test_a_header_that_names_no_fields_is_refused(header: str) -> None:
    with pytest.raises(CsvHeaderError):
        list(read_rows(header.splitlines(keepends=True), CsvFormat()))


def test_a_bad_format_is_named() -> None:
    assert CsvFormat(delimiter=";;", locale="xx_YY").check() == [
        "The delimiter must be one character.",
        '"xx_YY" is not a locale (such as en, de, fr_CH).',
    ]


def test_a_nul_character_is_a_problem_of_its_field_alone() -> None:
    """PostgreSQL's text cannot keep a NUL (decision unstorable_values): refused in the field that
    holds it, the row's other fields checked as usual."""
    text = (
        "date,net_amount,currency,ledger,vendor_name\n2025-01-02,1\x00,EUR,6000,Bolt\x00Rail\n2025-01-03,x,EU\x00R,,\n"
    )
    assert _read(text) == [
        (2, None, [CsvProblem(2, "net_amount", NUL_REFUSED), CsvProblem(2, "vendor_name", NUL_REFUSED)]),
        (
            3,
            None,
            [
                CsvProblem(3, "currency", NUL_REFUSED),
                CsvProblem(3, "net_amount", "'x' is not a valid decimal number"),
                CsvProblem(3, "ledger", "This field is required."),
            ],
        ),
    ]


@pytest.mark.parametrize("size", [1, 2, 3, 7, 1 << 16])
def test_where_bytes_stop_being_utf8_whatever_the_chunks(size: int) -> None:
    """The first byte that is not UTF-8 text, its offset and line, however the bytes are cut, a
    character cut between two chunks included."""
    good = "date,vendor_name\nCafé Zürich ✓\n".encode()
    for data, found in [
        (good, None),
        (good + "Caf\u00e9".encode("latin-1") + b" x\n", (0xE9, len(good) + 3, 3, "invalid continuation byte")),
        (good + b"\xff\n", (0xFF, len(good), 3, "invalid start byte")),
        (good + "✓".encode()[:2], (0xE2, len(good), 3, "unexpected end of data")),
        ("\ufeffa\n".encode() + b"\xc3(", (0xC3, 5, 2, "invalid continuation byte")),
    ]:
        error = not_utf8(data[start : start + size] for start in range(0, len(data), size))
        assert (None if error is None else (error.byte, error.offset, error.line, error.reason)) == found
