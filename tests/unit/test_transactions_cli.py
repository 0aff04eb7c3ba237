"""handwritten/cli/transactions.py: what the import command reads and shows, its help included."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rich.progress import Progress, TaskID
from typer.testing import CliRunner

from handwritten.cli.transactions import _header_error, _lines, transactions_app
from handwritten.domain.transactions import COLUMNS, FIELDS
from handwritten.domain.transactions_csv import CsvFormat, CsvHeaderError, NotUtf8, read_rows
from handwritten.services.transactions.importing import _header_problem


class Counted(Progress):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.moves: list[float] = []

    def advance(self, task_id: TaskID, advance: float = 1) -> None:
        self.moves.append(advance)
        super().advance(task_id, advance)


def test_the_bar_ends_at_every_byte_read_however_few_times_it_moves(tmp_path: Path) -> None:
    lines = [f"2025-01-{n % 28 + 1:02d},{n}.50,EUR,Café ünï {n}\r\n" for n in range(2_500)]
    path = tmp_path / "rows.csv"
    path.write_bytes("\ufeff".encode() + "".join(lines).encode())  # a byte order mark, skipped
    progress = Counted(disable=True)
    task = progress.add_task("importing", total=path.stat().st_size)

    assert list(_lines(path, progress, task, every=1024)) == lines
    assert progress.tasks[0].completed == path.stat().st_size - 3  # every byte but the mark's
    assert len(progress.moves) == 3  # after 1,024 and 2,048 lines, and at the end


def test_a_file_that_stops_being_utf8_is_refused_saying_where(tmp_path: Path) -> None:
    path = tmp_path / "latin1.csv"
    lines = [f"2025-01-{n % 28 + 1:02d},{n},EUR,6000\n" for n in range(5_000)]
    path.write_bytes("".join(lines).encode() + "Café\n".encode("latin-1"))
    progress = Counted(disable=True)
    read: list[str] = []
    with pytest.raises(NotUtf8) as refused:
        read.extend(_lines(path, progress, progress.add_task("importing", total=1)))
    offset = len("".join(lines)) + 3
    assert (refused.value.byte, refused.value.offset, refused.value.line) == (0xE9, offset, 5_001)
    assert read == lines[: len(read)]  # what came before it, as read


def test_the_help_lists_every_column_the_importer_reads() -> None:
    shown = CliRunner().invoke(transactions_app, ["import", "--help"], env={"COLUMNS": "200"})
    assert shown.exit_code == 0, shown.output
    listed = [line.split()[:2] for line in shown.output.splitlines() if line.split()[:1] in ([c.name] for c in COLUMNS)]
    assert listed == [[column.name, "required" if column.required else "optional"] for column in COLUMNS]


@pytest.mark.parametrize(("separator", "option"), [(";", "--delimiter ';'"), ("\t", "--delimiter $'\\t'")])
def test_a_header_separated_by_another_delimiter_suggests_it(separator: str, option: str) -> None:
    with pytest.raises(CsvHeaderError) as refused:
        list(read_rows([separator.join(FIELDS[:4]) + "\n"], CsvFormat()))
    assert refused.value.delimiter == separator
    assert _header_error(refused.value).endswith(f" try {option}.")
    as_results = f'give "csv": {{"delimiter": {json.dumps(separator)}}}.'
    assert _header_problem(refused.value).endswith(as_results)  # an import run's 400 says it its way
    with pytest.raises(CsvHeaderError) as unknown:  # a wrong name, no other delimiter: nothing to suggest
        list(read_rows(["date,amount,currency,ledger\n"], CsvFormat()))
    assert unknown.value.delimiter is None and _header_error(unknown.value) == str(unknown.value)
