"""Financial transactions from a CSV file, read row by row (decision transaction_csv).

One reader for the `canopy transactions import` command and for import runs naming an uploaded
document: the header names the fields (handwritten/domain/transactions.py, FIELDS, in any case
and order; unknown columns are refused), amounts are written as a locale writes them ("1.234,56"
in de, "1,234.56" in en: Babel's parse_decimal, strict about grouping), and dates are ISO 8601
or follow a strptime format. Each row is then checked as every import checks it (parse_row).
Nothing is held but the row at hand. A NUL character, which PostgreSQL's text cannot keep, is a
problem of its field on both databases (decision unstorable_values). Utf8Check says where bytes
stop being UTF-8 text, for a file refused as a whole.
"""

from __future__ import annotations

import codecs
import csv
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime

from babel.core import Locale, UnknownLocaleError
from babel.numbers import NumberFormatError, get_decimal_symbol, get_group_symbol, parse_decimal

from handwritten.domain.transactions import FIELDS, TransactionRow, parse_row

SPACES = (" ", "\u00a0", "\u202f")  # how a space-grouping locale's thousands may be written
# How an apostrophe-grouping locale's (de_CH, it_CH) may be: both are written, and CLDR has
# changed which one it names (Babel 2.19 gives "'" for de_CH where 2.18 gave "\u2019").
APOSTROPHES = ("'", "\u2019")
NUL_REFUSED = "Null characters are not allowed."  # DRF CharField's message (decision unstorable_values)


@dataclass(frozen=True, slots=True)
class CsvFormat:
    delimiter: str = ","
    locale: str = "en"  # how amounts are written
    date_format: str | None = None  # strptime format of dates; ISO 8601 when None

    def check(self) -> list[str]:
        """What is wrong with the format itself, as messages."""
        problems = []
        if len(self.delimiter) != 1:
            problems.append("The delimiter must be one character.")
        try:
            Locale.parse(self.locale)
        except (UnknownLocaleError, ValueError):
            problems.append(f'"{self.locale}" is not a locale (such as en, de, fr_CH).')
        return problems


@dataclass(frozen=True, slots=True)
class CsvProblem:
    line: int  # 1 for the header
    column: str  # "" when the problem is the row's, not a column's
    message: str


@dataclass(frozen=True, slots=True)
class CsvRow:
    line: int
    row: TransactionRow | None
    problems: list[CsvProblem] = field(default_factory=list)


class CsvReport:
    """A file's rows as they stream past: counted, their problems kept up to a limit."""

    def __init__(self, limit: int) -> None:
        self.limit, self.rows, self.invalid = limit, 0, 0
        self.listed: list[CsvProblem] = []

    def valid(self, found: Iterator[CsvRow]) -> Iterator[TransactionRow]:
        """The valid rows of `found`; the others counted and their problems kept."""
        for row in found:
            self.rows += 1
            if row.row is None:
                self.invalid += 1
                self.listed += row.problems[: max(0, self.limit - len(self.listed))]
            else:
                yield row.row

    def by_line(self) -> dict[int, list[str]]:
        """The problems kept, by line: "column: message", or the message of a row's own problem."""
        lines: dict[int, list[str]] = {}
        for problem in self.listed:
            message = f"{problem.column}: {problem.message}" if problem.column else problem.message
            lines.setdefault(problem.line, []).append(message)
        return lines


class CsvHeaderError(ValueError):
    """The header cannot be read as transaction fields; the message says why. `delimiter`: the
    one the header seems to be separated by instead of the format's, if any, for the caller to
    suggest in its own terms (an option of the command, a key of an import run's results)."""

    def __init__(self, message: str, *, delimiter: str | None = None) -> None:
        super().__init__(message)
        self.delimiter = delimiter


# Delimiters a header may seem to use when it names no fields with the one given.
OTHER_DELIMITERS = (";", "\t", ",")


def _seeming_delimiter(header: list[str], delimiter: str) -> str | None:
    """Another delimiter found in the header's names (a semicolon-separated file read with
    commas is one name holding every column), if one is."""
    return next((other for other in OTHER_DELIMITERS if other != delimiter and any(other in n for n in header)), None)


def read_rows(lines: Iterable[str], fmt: CsvFormat) -> Iterator[CsvRow]:
    """The rows of a CSV text (its lines, the header first), each checked, one at a time."""
    reader = csv.reader(lines, delimiter=fmt.delimiter, strict=True)
    try:
        header = next(reader)
    except StopIteration:
        raise CsvHeaderError("The file is empty: it needs a header naming the columns.") from None
    except csv.Error as error:
        raise CsvHeaderError(f"Line 1: {error}.") from None
    columns = [name.strip().lower() for name in header]
    unknown = [name for name in columns if name not in FIELDS]
    if unknown or len(set(columns)) != len(columns):
        raise CsvHeaderError(
            f"The header must name columns among {', '.join(FIELDS)}, each once; "
            f"not: {', '.join(repr(name) for name in unknown) or 'a repeated one'}.",
            delimiter=_seeming_delimiter(header, fmt.delimiter) if unknown else None,
        )
    locale = Locale.parse(fmt.locale)  # parsed once: Babel parses a name again on every call
    group = get_group_symbol(locale)
    point = get_decimal_symbol(locale)
    # Most amounts have no thousands separator: Babel would read them as plain digits around the
    # locale's decimal symbol (its strict check only looks at grouping), so they are read so here,
    # a third of the file's parsing time saved; anything else goes to Babel and its messages.
    plain = re.compile(rf"-?[0-9]+(?:{re.escape(point)}[0-9]+)?")
    while True:
        try:
            values = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            yield CsvRow(reader.line_num, None, [CsvProblem(reader.line_num, "", f"{error}.")])
            continue
        line = reader.line_num
        stripped = [value.strip() for value in values]
        if not any(stripped):
            continue  # a blank line
        if len(values) != len(columns):
            message = f"Expected {len(columns)} values, found {len(values)}."
            yield CsvRow(line, None, [CsvProblem(line, "", message)])
            continue
        raw: dict[str, str] = dict(zip(columns, stripped, strict=True))
        problems: list[CsvProblem] = []
        if "\x00" in "".join(stripped):  # rare: the fields are looked at one by one only then
            for name, value in raw.items():
                if "\x00" in value:
                    problems.append(CsvProblem(line, name, NUL_REFUSED))
                    raw[name] = ""  # not read further: refused below
        if raw.get("net_amount"):
            text = raw["net_amount"]
            if plain.fullmatch(text):
                raw["net_amount"] = text.replace(point, ".")
            else:
                for variants in (SPACES, APOSTROPHES):
                    if group in variants:
                        text = text.translate({ord(variant): group for variant in variants})
                try:
                    raw["net_amount"] = str(parse_decimal(text, locale=locale, strict=True))
                except NumberFormatError as error:  # Babel says what it expected, with a suggestion
                    problems.append(CsvProblem(line, "net_amount", str(error)))
        if fmt.date_format is not None:
            for name in ("date", "end_date"):
                if raw.get(name):
                    try:
                        raw[name] = datetime.strptime(raw[name], fmt.date_format).isoformat()
                    except ValueError:
                        problems.append(
                            CsvProblem(line, name, f'"{raw[name]}" does not match the format {fmt.date_format}.')
                        )
        # The columns already refused are left out of the row's own checks, which report the rest.
        refused = {problem.column for problem in problems}
        row, errors = parse_row(
            {name: (None if name in refused else value) for name, value in raw.items()} if refused else raw
        )
        problems += [p for p in (_problem(line, error) for error in errors) if p.column not in refused]
        yield CsvRow(line, None if problems else row, problems)


def _problem(line: int, error: str) -> CsvProblem:
    column, _, message = error.partition(": ")
    return CsvProblem(line, column, message) if message else CsvProblem(line, "", error)


class NotUtf8(ValueError):
    """Bytes that are not UTF-8 text: the first byte that is not, where it is, and why."""

    def __init__(self, byte: int, offset: int, line: int, reason: str) -> None:
        self.byte, self.offset, self.line, self.reason = byte, offset, line, reason
        super().__init__(f"byte 0x{byte:02x} at offset {offset} (line {line}): {reason}")


class Utf8Check:
    """Bytes fed in their order, checked to be UTF-8 text: NotUtf8 at the first that is not,
    with its offset from the first byte fed (0) and its line (1 for the first)."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="strict")
        self._offset = 0  # of the first byte not decoded yet
        self._line = 1

    def feed(self, chunk: bytes, *, final: bool = False) -> None:
        pending = self._decoder.getstate()[0]  # the start of a character cut by the last chunk
        try:
            text = self._decoder.decode(chunk, final)
        except UnicodeDecodeError as error:
            data = error.object  # the pending bytes, then the chunk
            line = self._line + data.count(b"\n", 0, error.start)
            raise NotUtf8(data[error.start], self._offset + error.start, line, error.reason) from None
        self._line += text.count("\n")
        self._offset += len(pending) + len(chunk) - len(self._decoder.getstate()[0])


def not_utf8(chunks: Iterable[bytes]) -> NotUtf8 | None:
    """Where `chunks` stop being UTF-8 text, if they do."""
    check = Utf8Check()
    try:
        for chunk in chunks:
            check.feed(chunk)
        check.feed(b"", final=True)
    except NotUtf8 as error:
        return error
    return None
