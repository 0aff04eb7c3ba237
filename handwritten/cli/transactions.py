"""`canopy transactions import FILE.csv --workspace ID`: financial transactions from a CSV file
(decisions transaction_csv, transaction_row_identity).

One pass over the file, never holding it: every row is checked and the valid ones staged
(services/transactions/bulk.py); if a row was invalid, nothing is imported and each problem is
reported by line and column; otherwise the rows are imported in the same transaction. --dry-run
does it all and rolls back, so it reports exactly what would be created and what was imported
already. A file that is not UTF-8 text is refused in one line saying where, whenever the pass
comes to it (nothing is imported).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, Progress, TaskID, TextColumn, TimeRemainingColumn, TransferSpeedColumn
from rich.table import Table
from typer.core import TyperCommand

if TYPE_CHECKING:  # imported by the command when it runs, not by every `canopy` (handwritten/cli/commands.py)
    from handwritten.domain.transactions_csv import CsvFormat, CsvHeaderError, CsvReport
    from handwritten.services.transactions.bulk import Imported

transactions_app = typer.Typer(help="Financial transactions: import them from a CSV file.", no_args_is_help=True)
console = Console(stderr=True)


def _lines(path: Path, progress: Progress, task: TaskID, every: int = 1024) -> Iterator[str]:
    """The file's lines (UTF-8, a byte order mark skipped), the bar advanced by their bytes every
    `every` lines (advancing at each line cost a million-row import a second). NotUtf8 where the
    file stops being UTF-8 text, found by reading its bytes again once the text reader failed."""
    from handwritten.domain.transactions_csv import NotUtf8, not_utf8

    read = 0
    try:
        with path.open(encoding="utf-8-sig", newline="") as file:
            for n, line in enumerate(file, 1):
                read += len(line.encode("utf-8"))
                if n % every == 0:
                    progress.advance(task, read)
                    read = 0
                yield line
    except UnicodeDecodeError as error:
        with path.open("rb") as file:
            found = not_utf8(iter(lambda: file.read(1 << 16), b""))
        raise found or NotUtf8(0, 0, 0, error.reason) from None
    progress.advance(task, read)


def _shown(text: str) -> str:
    """`text` (a path or an argument as the command line gave it) printable: bytes that were not
    UTF-8 are shown as \\xNN."""
    return os.fsencode(text).decode("utf-8", "backslashreplace")


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def columns_help() -> str:
    """The columns a file may have, from the importer's own definitions (domain/transactions.py,
    COLUMNS), one paragraph each: the help keeps paragraphs apart and joins the lines of one."""
    from handwritten.domain.transactions import COLUMNS

    width = max(len(column.name) for column in COLUMNS)
    lines = [
        f"{column.name.ljust(width)}  {'required' if column.required else 'optional'}  {column.accepts}"
        for column in COLUMNS
    ]
    return "\n\n".join(
        [
            "Columns: the header names them, in any case and order, each at most once (an unknown one refuses "
            "the file); amounts as --locale writes them, dates as --date-format says. The format in full: "
            "docs/transactions-csv.md.",
            *lines,
        ]
    )


class _ImportCommand(TyperCommand):
    """The import command, whose help lists the columns: made when the help is shown, so that
    `canopy` alone does not import the importer's definitions."""

    # Any: typer's own click (typer._click) is private to it, and its classes are those of the arguments.
    def format_help(self, ctx: Any, formatter: Any) -> None:
        self.epilog = columns_help()
        super().format_help(ctx, formatter)


# How a delimiter the header seems to use is named, and given as the option.
_SEPARATED_BY = {
    ";": ("semicolons", "--delimiter ';'"),
    "\t": ("tabs", "--delimiter $'\\t'"),
    ",": ("commas", "--delimiter ','"),
}


def _header_error(error: CsvHeaderError) -> str:
    if error.delimiter is None:
        return str(error)
    named, option = _SEPARATED_BY[error.delimiter]
    return f"{error} The header looks separated by {named}: try {option}."


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"), BarColumn(), TransferSpeedColumn(), TimeRemainingColumn(), console=console
    )


@transactions_app.command("import", cls=_ImportCommand)
def import_csv(
    file: Annotated[Path, typer.Argument(exists=True, dir_okay=False, readable=True, help="the CSV file")],
    workspace: Annotated[int, typer.Option("--workspace", help="the id of the workspace to import into")],
    locale: Annotated[
        str, typer.Option(help='how amounts are written: en "1,234.56", de "1.234,56", fr "1 234,56"')
    ] = "en",
    date_format: Annotated[
        str | None, typer.Option(help="strptime format of the dates, such as %d.%m.%Y; ISO 8601 when not given")
    ] = None,
    delimiter: Annotated[str, typer.Option(help="the column delimiter")] = ",",
    tag: Annotated[
        list[str] | None, typer.Option("--tag", help="a tag of every imported row; repeat for several")
    ] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="check and count, import nothing")] = False,
    max_problems: Annotated[int, typer.Option(min=1, help="at most this many problems listed")] = 50,
) -> None:
    """Import financial transactions from a CSV file: every row or none; rows imported already are skipped."""
    from handwritten.db.products import TAG_LENGTH
    from handwritten.domain.transactions_csv import CsvFormat, CsvHeaderError, CsvReport, NotUtf8
    from handwritten.runtime.errors import ValidationFailed
    from handwritten.services.tags import slugs

    fmt = CsvFormat(delimiter=delimiter, locale=locale, date_format=date_format)
    wrong = fmt.check()
    # The tags are checked before the file is read, as the import would only find them wrong after it.
    given = tag or []
    # A byte of another encoding on the command line reaches Python as a lone surrogate: no text.
    wrong += [f"--tag '{_shown(name)}': not UTF-8 text." for name in given if not _is_text(name)]
    names = [name for name in given if _is_text(name)]
    try:
        slugs(names)
    except ValidationFailed as refused:
        wrong += [f"--tag {names[int(i)]!r}: {m}" for i, found in refused.errors["tags"].items() for m in found]
    wrong += [f"--tag {name!r}: at most {TAG_LENGTH} characters." for name in names if len(name) > TAG_LENGTH]
    for message in wrong:
        console.print(f"[red]error:[/red] {escape(message)}")
    if wrong:
        raise typer.Exit(2)
    size = file.stat().st_size
    report = CsvReport(max_problems)
    try:
        imported = asyncio.run(_import(file, fmt, workspace, tag or [], size, dry_run, report))
    except CsvHeaderError as error:
        console.print(f"[red]error:[/red] {escape(_header_error(error))}")
        raise typer.Exit(1) from None
    except NotUtf8 as error:
        console.print(f"[red]error:[/red] {escape(_shown(str(file)))} is not UTF-8 text: {error}.", soft_wrap=True)
        raise typer.Exit(1) from None
    if imported is None:
        table = Table(
            "line",
            "column",
            "problem",
            title=f"{report.invalid:,} of {report.rows:,} rows are invalid; nothing was imported",
        )
        for problem in report.listed:
            table.add_row(str(problem.line), escape(problem.column or "-"), escape(problem.message))
        console.print(table)
        if report.invalid > len({p.line for p in report.listed}):
            console.print(f"(the first {len(report.listed)} problems; --max-problems shows more)")
        raise typer.Exit(1)
    verb = "would import" if dry_run else "imported"
    typer.echo(f"{verb} {imported.created:,} transactions; {imported.skipped:,} were imported already")


async def _import(
    file: Path, fmt: CsvFormat, workspace: int, tags: list[str], size: int, dry_run: bool, report: CsvReport
) -> Imported | None:
    """One pass over the file: every row checked and the valid ones staged; imported only if none
    was invalid (the staging is rolled back otherwise), and rolled back too for a dry run."""
    from handwritten.db.models import Company
    from handwritten.db.session import Database, Tenant, enter_tenant
    from handwritten.domain.transactions_csv import read_rows
    from handwritten.services.transactions.bulk import import_rows, refresh_statistics
    from handwritten.settings import get_settings

    # No statement limit: a file of any size, whose statements may legitimately run long (decision database_unavailable).
    db = Database(get_settings(), bounded=False)
    try:
        async with db.session() as session:
            if await session.get(Company, workspace) is None:
                console.print(f"[red]error:[/red] there is no workspace {workspace}")
                raise typer.Exit(2)
            # Acting for the workspace: its rows only, row-level security on PostgreSQL included.
            await enter_tenant(session, Tenant(workspace_id=workspace, user_id=0))
            with _progress() as progress:
                task = progress.add_task("importing", total=size)
                rows = report.valid(read_rows(_lines(file, progress, task), fmt))
                imported = await import_rows(session, workspace, rows, tags=tags, proceed=lambda: not report.invalid)
            if imported is None or dry_run:
                await session.rollback()
            else:
                await refresh_statistics(session, imported.created)
                await session.commit()
        return imported
    finally:
        await db.dispose()
