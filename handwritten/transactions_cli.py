"""`canopy transactions import FILE.csv --workspace ID`: financial transactions from a CSV file
(decisions transaction_csv, transaction_row_identity).

Two passes over the file, neither holding it: the first checks every row and reports each problem
by line and column (nothing is imported when a row is invalid); the second imports in one
transaction (services/transactions/bulk.py). --dry-run does the second pass too and rolls it
back, so it reports exactly what would be created and what was imported already.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, Progress, TaskID, TextColumn, TimeRemainingColumn, TransferSpeedColumn
from rich.table import Table

from handwritten.db.models import Company
from handwritten.db.session import Database, Tenant, enter_tenant
from handwritten.domain.transactions_csv import CsvFormat, CsvHeaderError, CsvProblem, read_rows
from handwritten.services.transactions.bulk import Imported, import_rows
from handwritten.settings import get_settings

transactions_app = typer.Typer(help="Financial transactions: import them from a CSV file.", no_args_is_help=True)
console = Console(stderr=True)


def _lines(path: Path, progress: Progress, task: TaskID) -> Iterator[str]:
    """The file's lines (UTF-8, a byte order mark skipped), the bar advanced by their bytes."""
    with path.open(encoding="utf-8-sig", newline="") as file:
        for line in file:
            progress.advance(task, len(line.encode("utf-8")))
            yield line


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"), BarColumn(), TransferSpeedColumn(), TimeRemainingColumn(), console=console
    )


@transactions_app.command("import")
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
    fmt = CsvFormat(delimiter=delimiter, locale=locale, date_format=date_format)
    wrong = fmt.check()
    for message in wrong:
        console.print(f"[red]error:[/red] {message}")
    if wrong:
        raise typer.Exit(2)
    size = file.stat().st_size
    problems: list[CsvProblem] = []
    invalid = rows = 0
    try:
        with _progress() as progress:
            task = progress.add_task("checking", total=size)
            for found in read_rows(_lines(file, progress, task), fmt):
                rows += 1
                if found.row is None:
                    invalid += 1
                    problems += found.problems[: max(0, max_problems - len(problems))]
    except CsvHeaderError as error:
        console.print(f"[red]error:[/red] {error}")
        raise typer.Exit(1) from None
    if invalid:
        table = Table(
            "line", "column", "problem", title=f"{invalid:,} of {rows:,} rows are invalid; nothing was imported"
        )
        for problem in problems:
            table.add_row(str(problem.line), problem.column or "-", problem.message)
        console.print(table)
        if invalid > len({p.line for p in problems}):
            console.print(f"(the first {len(problems)} problems; --max-problems shows more)")
        raise typer.Exit(1)
    imported = asyncio.run(_import(file, fmt, workspace, tag or [], size, dry_run))
    verb = "would import" if dry_run else "imported"
    typer.echo(f"{verb} {imported.created:,} transactions; {imported.skipped:,} were imported already")


async def _import(file: Path, fmt: CsvFormat, workspace: int, tags: list[str], size: int, dry_run: bool) -> Imported:
    db = Database(get_settings())
    try:
        async with db.session() as session:
            if await session.get(Company, workspace) is None:
                console.print(f"[red]error:[/red] there is no workspace {workspace}")
                raise typer.Exit(2)
            # Acting for the workspace: its rows only, row-level security on PostgreSQL included.
            await enter_tenant(session, Tenant(workspace_id=workspace, user_id=0))
            with _progress() as progress:
                task = progress.add_task("importing", total=size)
                checked = (found.row for found in read_rows(_lines(file, progress, task), fmt) if found.row is not None)
                imported = await import_rows(session, workspace, checked, tags=tags)
            if dry_run:
                await session.rollback()
            else:
                await session.commit()
            return imported
    finally:
        await db.dispose()
