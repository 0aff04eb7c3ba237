"""docs/transactions-csv.md says what the importer reads: every column the importer knows, as
required as it is, and examples that import with the options the page gives them."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from generated.enums import TransactionSource
from handwritten.domain.transactions import COLUMNS
from handwritten.domain.transactions_csv import CsvFormat, read_rows

DOCS = Path(__file__).parents[2] / "docs"
PAGE = (DOCS / "transactions-csv.md").read_text(encoding="utf-8")
EXAMPLES = sorted((DOCS / "examples").glob("transactions-*.csv"))


def test_the_page_names_every_column_as_required_as_the_importer_has_it() -> None:
    section = PAGE.split("\n## Columns\n", 1)[1].split("\n## ", 1)[0]
    rows = {m[1]: m[0] for m in re.finditer(r"^\| `([a-z_]+)` \|.*$", section, re.MULTILINE)}
    assert list(rows) == [column.name for column in COLUMNS]
    for column in COLUMNS:
        assert rows[column.name].split(" | ")[1] == ("yes" if column.required else "no"), column.name
    assert all(f"`{source.value}`" in rows["source"] for source in TransactionSource)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.name)
def test_each_example_is_on_the_page_and_imports_with_its_options(example: Path) -> None:
    text = example.read_text(encoding="utf-8")
    assert f"```csv\n{text}```" in PAGE  # the page shows the file as it is
    [command] = [line for line in PAGE.splitlines() if line.startswith(f"canopy transactions import docs/examples/{example.name} ")]  # fmt: skip
    words = shlex.split(command)
    options = {
        name: words[i + 1] for i, name in enumerate(words) if name in ("--delimiter", "--locale", "--date-format")
    }
    fmt = CsvFormat(
        delimiter=options.get("--delimiter", ","),
        locale=options.get("--locale", "en"),
        date_format=options.get("--date-format"),
    )
    assert fmt.check() == []
    rows = list(read_rows(text.splitlines(keepends=True), fmt))
    assert [row.problems for row in rows] == [[] for _ in rows] and len(rows) == text.count("\n") - 1
