"""Transaction rows as imports give them (handwritten/domain/transactions.py)."""

from __future__ import annotations

import hashlib
import json
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


@pytest.mark.parametrize(
    "fields",
    [
        {},
        {"description": 'Taxi "airport" \\ back\nline\ttab \x01 \u2028 ünïcødé 🚕', "vendor_name": "Café </script>"},
        {
            "journal": "J-1",
            "end_date": "2025-02-28T13:45:00+02:00",
            "net_amount": "-1234567.8900",
            "source": "provider_2",
        },
        {"ledger": "\x7f\ud7ff\ue000", "net_amount": "100", "date": "0001-01-01"},
    ],
)
def test_identity_is_the_hash_of_the_rows_canonical_json(fields: dict[str, str]) -> None:
    """identity() writes the canonical JSON itself, for speed: byte for byte what json.dumps
    writes, so that rows imported before stay the same rows (decision transaction_row_identity)."""
    row, errors = parse_row({**ROW, **fields})
    assert row is not None, errors
    assert row.identity() == hashlib.sha256(row.canonical_json().encode("utf-8")).digest()
    canonical = json.loads(row.canonical_json())
    assert list(canonical) == sorted(canonical) and canonical["net_amount"] == format(row.net_amount.normalize(), "f")


def test_identity_stays_what_earlier_versions_computed() -> None:
    """A row imported by an earlier version is the same row when imported again: its identity,
    as the import computed it before identity() wrote the JSON itself (commit ba82ec9)."""
    row, _ = parse_row({**ROW, "description": 'Taxi "airport" ünï 🚕'})
    assert row is not None
    assert row.identity().hex() == "b8472c73fcc25c21d115095bc7f9952bb2ffb0b2f23a0a08eeee0f51201bad0e"
