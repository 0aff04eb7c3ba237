"""One area's workspace at a size, for `make bench-scale` (bench/scale.py): what each area's
benchmark script gives the scale run.

An area's script (bench/orders.py, bench/ingestion.py...) offers `sized(database_url, workdir,
factor) -> Sized`: it seeds its workspace at `factor` times its benchmark's present size into a
fresh, migrated database (deterministically: the same seed gives the same rows at every run), and
names the pages to measure and how to check each answer. The scale run measures every page on the
same server and the same way at both sizes, so their figures compare.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from measure.server import Server


@dataclass(frozen=True)
class Page:
    """One request measured with wrk: a GET of `path`, or what the Lua `script` sends."""

    operation: str  # "O1 all": what the report calls it
    path: str  # the GET's path and query; the label of a scripted request
    check: Callable[[Server, str], None]  # (server, key): raises BenchError when an answer is wrong
    script: Path | None = None  # a wrk Lua script, for requests other than a GET of `path`
    # A request that runs for seconds at the larger size: measured with results computed at one
    # connection only (32 would only queue behind each other), and given wrk's long timeout.
    heavy: bool = False
    # False where nothing is kept between requests (a query): measured once, not twice.
    kept: bool = True


@dataclass(frozen=True)
class Extra:
    """A figure an area measures itself, beside its pages (a propagation's time...)."""

    operation: str
    figure: str  # "seconds until the last order shows the change"
    value: float
    unit: str = ""


@dataclass
class Sized:
    """A workspace at a size: its Owner's key, what it holds, and what to measure in it."""

    key: str
    size: str  # "50,000 orders, 400,000 items": the report's words for the size
    pages: list[Page]
    # Run against the started server (results kept) once the pages are measured: other figures.
    extras: Callable[[Server], list[Extra]] | None = None
    # Environment the server needs beyond the database (CANOPY_JOB_WORKER=false...).
    server_env: dict[str, str] = field(default_factory=dict)
