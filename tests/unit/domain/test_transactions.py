"""Transaction rows as imports give them (handwritten/domain/transactions.py)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from handwritten.domain.transactions import parse_row

ROW = {"date": "2025-01-31", "net_amount": "0.1", "currency": "gbp", "ledger": "6000"}


def test_a_row_is_normalized() -> None:
    row, errors = parse_row(ROW)
    assert errors == [] and row is not None
    assert (row.date, row.end_date, row.net_amount, row.currency, row.source) == (
        datetime(2025, 1, 31, tzinfo=UTC), datetime(2025, 1, 31, tzinfo=UTC), Decimal("0.1"), "GBP", "csv",
    )  # fmt: skip


@pytest.mark.parametrize(
    ("value", "amount"),
    [("12.3400", Decimal("12.34")), (7, Decimal(7)), (0.1, Decimal("0.1")), ("-0.0001", Decimal("-0.0001"))],
)
def test_amounts_are_kept_exactly(value: object, amount: Decimal) -> None:
    row, _ = parse_row({**ROW, "net_amount": value})
    assert row is not None and row.net_amount == amount


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("1.23456", "net_amount: Ensure that there are no more than 4 decimal places."),
        ("1e15", "net_amount: Ensure that there are no more than 18 digits in total."),
        ("12,5", "net_amount: A valid number is required."),
        ("NaN", "net_amount: A valid number is required."),
        (False, "net_amount: A valid number is required."),
    ],
)
def test_bad_amounts_are_refused(value: object, message: str) -> None:
    assert parse_row({**ROW, "net_amount": value}) == (None, [message])


def test_identity_is_what_the_row_says() -> None:
    first, _ = parse_row(ROW)
    same, _ = parse_row({**ROW, "net_amount": "0.10", "currency": "GBP", "date": "2025-01-31T00:00:00Z"})
    other, _ = parse_row({**ROW, "description": "taxi"})
    assert first is not None and same is not None and other is not None
    assert first.identity() == same.identity() != other.identity()
