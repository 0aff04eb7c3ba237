"""Results files: one per run, dated, under bench/results/ (YYYY-MM-DD-<name>.md).

A new run of the same benchmark on the same day replaces that day's file; older days stay, so
the folder is the history of each benchmark, and git the history of each file.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from measure.knobs import RESULTS
from measure.tools import log


def write_results(name: str, title: str, command: str, body: str) -> Path:
    """Write `body` under a heading naming the benchmark and the command that wrote it; its path.

    Named by the day, and by the time too when a run of the same day is there already: a second
    run never replaces the first (two runs of a day are often the before and after of a change).
    """
    RESULTS.mkdir(exist_ok=True)
    now = datetime.now(UTC)
    path = RESULTS / f"{now:%Y-%m-%d}-{name}.md"
    if path.exists():
        path = RESULTS / f"{now:%Y-%m-%d-%H%M%S}-{name}.md"
    path.write_text(f"# {title}\n\nWritten by `{command}`; see bench/README.md.\n\n{body.rstrip()}\n")
    log(f"results written to {path.relative_to(RESULTS.parent.parent)}")
    return path


def machine_table(rows: list[tuple[str, str]]) -> list[str]:
    """The machine's rows as a two-column Markdown table."""
    return ["| | |", "| --- | --- |"] + [f"| {name} | {value} |" for name, value in rows]
