"""A financial transaction row as an import gives it, checked and normalized (decisions
transaction_amounts, transaction_row_identity). Pure: the import run importer and the CSV
importer read rows through the same function.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from decimal import Decimal, InvalidOperation
from functools import cache
from json.encoder import encode_basestring  # the C encoder json.dumps uses
from typing import Any

import pycountry

from generated.enums import TransactionSource

PLACES = 4  # decimal places kept (db/transactions.py, Money)
# No kept amount reaches it: a BIGINT of ten-thousandths (18 digits), with room for sums.
MAX_AMOUNT = 10**14
TEXT_LENGTH = 255
REQUIRED = "This field is required."


@dataclass(frozen=True, slots=True)
class TransactionRow:
    date: datetime
    end_date: datetime
    net_amount: Decimal
    currency: str
    ledger: str
    vendor_name: str | None
    journal: str | None
    description: str | None
    source: str

    def identity(self) -> bytes:
        """A hash of what the row says, the SHA-256 digest's 32 bytes: the same row imported again
        has the same identity.

        The hash of the row's canonical JSON: its fields by name in sorted order, dates in ISO
        8601, the amount without trailing zeros, no spaces, text as it is (not escaped to ASCII),
        which is what json.dumps(..., sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        writes (canonical_json), written here directly: a million-row import computes it a million
        times, and the encoder's machinery around a dict took half of it."""
        day = self.date.isoformat()
        end = day if self.end_date == self.date else self.end_date.isoformat()  # mostly the same day
        string = encode_basestring  # the fields that may be None go through _string
        text = (
            f'{{"currency":{string(self.currency)},"date":{string(day)},'
            f'"description":{_string(self.description)},"end_date":{string(end)},'
            f'"journal":{_string(self.journal)},"ledger":{string(self.ledger)},'
            f'"net_amount":{string(format(self.net_amount.normalize(), "f"))},'
            f'"source":{string(self.source)},"vendor_name":{_string(self.vendor_name)}}}'
        )
        return hashlib.sha256(text.encode("utf-8")).digest()

    def canonical_json(self) -> str:
        """The row's canonical JSON as json.dumps writes it, the definition identity() follows."""
        canonical = {
            "date": self.date.isoformat(),
            "end_date": self.end_date.isoformat(),
            "net_amount": format(self.net_amount.normalize(), "f"),
            "currency": self.currency,
            "ledger": self.ledger,
            "vendor_name": self.vendor_name,
            "journal": self.journal,
            "description": self.description,
            "source": self.source,
        }
        return json.dumps(canonical, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _string(value: str | None) -> str:
    """A JSON string (or null) as json.dumps writes it with ensure_ascii=False."""
    return "null" if value is None else encode_basestring(value)


def parse_row(raw: Any) -> tuple[TransactionRow | None, list[str]]:
    """The row, or the problems with it, each "<field>: <message>" as DRF words them."""
    if not isinstance(raw, Mapping):
        return None, ["Expected an object with the row's fields."]
    errors: list[str] = (
        [] if raw.keys() <= _FIELD_SET else [f"{key}: Unknown field." for key in raw if key not in _FIELD_SET]
    )
    values: dict[str, Any] = {}
    for name, parse, required in _PARSERS:
        value = raw.get(name)
        if value is None or value == "":
            if required:
                errors.append(f"{name}: {REQUIRED}")
            values[name] = None
            continue
        try:
            values[name] = parse(value)
        except ValueError as error:
            errors.append(f"{name}: {error}")
    if errors:
        return None, errors
    return (
        TransactionRow(
            date=values["date"],
            end_date=values["end_date"] or values["date"],
            net_amount=values["net_amount"],
            currency=values["currency"],
            ledger=values["ledger"],
            vendor_name=values["vendor_name"],
            journal=values["journal"],
            description=values["description"],
            source=values["source"] or TransactionSource.CSV.value,
        ),
        [],
    )


OUT_OF_RANGE = "Enter a date-time from 0001-01-01 to 9999-12-31 in UTC."


def _moment(value: Any) -> datetime:
    """An ISO 8601 date (midnight UTC) or date-time (a missing offset means UTC)."""
    if not isinstance(value, str):
        raise ValueError("Enter a valid date or date-time (ISO 8601).")
    text = value.strip()
    try:
        if len(text) == 10:
            return datetime.combine(date.fromisoformat(text), time(), UTC)
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
        return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).astimezone(UTC)
    except ValueError:
        raise ValueError("Enter a valid date or date-time (ISO 8601).") from None
    except OverflowError:  # 0001-01-01T00:00+01:00 is a valid text for a moment before year 1 in UTC
        raise ValueError(OUT_OF_RANGE) from None


def _amount(value: Any) -> Decimal:
    """A number or a decimal string with a point ("1234.56"), kept exactly."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ValueError("A valid number is required.")
    try:
        amount = Decimal(value.strip() if isinstance(value, str) else str(value))
    except InvalidOperation:
        raise ValueError("A valid number is required.") from None
    if not amount.is_finite():
        raise ValueError("A valid number is required.")
    if abs(amount) >= MAX_AMOUNT:
        raise ValueError("Ensure that there are no more than 18 digits in total.")
    if amount != amount.quantize(Decimal(1).scaleb(-PLACES)):
        raise ValueError(f"Ensure that there are no more than {PLACES} decimal places.")
    return amount


def currency_code(value: Any) -> str:
    """An ISO 4217 code in any case, upper-cased; ValueError naming the value otherwise."""
    if not isinstance(value, str) or (code := value.strip().upper()) not in _currencies():
        raise ValueError(f'"{value}" is not an ISO 4217 currency code.')
    return code


@cache
def _currencies() -> frozenset[str]:
    """pycountry's ISO 4217 codes, as a set: its own lookup weighed on each row of an import."""
    return frozenset(currency.alpha_3 for currency in pycountry.currencies)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("Not a valid string.")
    if len(value) > TEXT_LENGTH:
        raise ValueError(f"Ensure this field has no more than {TEXT_LENGTH} characters.")
    return value


def _long_text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("Not a valid string.")
    return value


_SOURCES = frozenset(source.value for source in TransactionSource)


def _source(value: Any) -> str:
    if value not in _SOURCES:
        raise ValueError(f'"{value}" is not a valid choice.')
    return str(value)


@dataclass(frozen=True, slots=True)
class Column:
    """A field of an imported row (a CSV file's column, a key of an import run's row): how its
    value is read, whether it is required, and what it accepts, in the words `canopy transactions
    import --help` shows; docs/transactions-csv.md names each (a test holds it)."""

    name: str
    parse: Callable[[Any], Any]
    required: bool
    accepts: str


COLUMNS: tuple[Column, ...] = (
    Column("date", _moment, True, "an ISO 8601 date or date-time, in UTC unless it gives an offset"),
    Column("end_date", _moment, False, "as date; the date when empty"),
    Column("net_amount", _amount, True, f"a decimal number with at most {PLACES} decimal places"),
    Column("currency", currency_code, True, "an ISO 4217 code, in any case (eur is EUR)"),
    Column("ledger", _text, True, f"text of at most {TEXT_LENGTH} characters"),
    Column("vendor_name", _text, False, f"text of at most {TEXT_LENGTH} characters"),
    Column("journal", _text, False, f"text of at most {TEXT_LENGTH} characters"),
    Column("description", _long_text, False, "text of any length"),
    Column(
        "source",
        _source,
        False,
        f"one of {', '.join(source.value for source in TransactionSource)}; {TransactionSource.CSV.value} when empty",
    ),
)
FIELDS = tuple(column.name for column in COLUMNS)
_FIELD_SET = frozenset(FIELDS)
# Each field: its parser, and whether it is required (parse_row), as plain tuples for its loop.
_PARSERS: tuple[tuple[str, Callable[[Any], Any], bool], ...] = tuple(
    (column.name, column.parse, column.required) for column in COLUMNS
)
