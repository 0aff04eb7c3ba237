"""bench/scale.py's report: both sizes side by side, and a cost past 1.5x marked.

The scale run takes an hour and is not a test; what it concludes from its loads is, since a
report that compared the wrong runs would say a page stays flat when it does not.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import scale  # noqa: E402 - bench/ is a folder of scripts, not a package
from measure.load import Result  # noqa: E402
from measure.scale import Extra, Page  # noqa: E402


def _result(p50: float, rps: float, cpu: float) -> Result:
    return Result("postgresql", "x", "/", rps, p50, p50 * 2, 100, 0, 0, cpu, cpu / 2, 0.0, 0, 0.5, 0.0)


def _page(operation: str) -> Page:
    return Page(operation, f"/api/{operation}/", check=lambda server, key: None)


def _measured(page: Page, factor: int, p50: float, rps: float, cpu: float) -> list[scale.Measured]:
    return [
        scale.Measured("orders", factor, scale.KEPT, page, 1, _result(p50, 0.0, cpu)),
        scale.Measured("orders", factor, scale.KEPT, page, scale.CROWD, _result(p50 * 10, rps, cpu)),
    ]


def _row(text: str, operation: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(f"| {operation} `"))


def test_each_page_compares_its_two_sizes_and_marks_a_cost_past_the_bound() -> None:
    flat, steep = _page("flat"), _page("steep")
    outcome = scale.Outcome(
        _measured(flat, 1, 10.0, 300.0, 4.0)
        + _measured(flat, 10, 12.0, 250.0, 5.0)
        + _measured(steep, 1, 10.0, 300.0, 4.0)
        + _measured(steep, 10, 20.0, 100.0, 9.0),
        [],
        [("assessment", 1, Extra("AS1", "seconds", 0.5)), ("assessment", 10, Extra("AS1", "seconds", 4.0))],
    )
    text = scale.report(outcome, [("date", "today")], [])
    # p50 12/10, requests/s 300/250, CPU (server + PostgreSQL) 7.5/6.0: all within 1.5x.
    assert "| 10.00 | 12.00 | 1.20x | 300.0 | 250.0 | 1.20x | 6.00 | 7.50 | 1.25x |" in _row(text, "flat")
    assert "over" not in _row(text, "flat")
    assert "| 2.00x **over** | 300.0 | 100.0 | 3.00x **over** |" in _row(text, "steep")
    assert "| AS1 | seconds | 0.50 | 4.00 | 8.00x |" in text
