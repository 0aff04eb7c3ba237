"""A submission's context from its query context, and the answer contexts of its survey
instances (decision survey_submission_context).

    query_context [{"context_object": "year", "context_value": "2024-03-05", "precision": "year"},
                   {"context_object": "site", "context_value": "ghent", "precision": "exact"},
                   {"context_object": "site", "context_value": "lyon", "precision": "exact"}]
    context       {"year": "2024", "site": ["ghent", "lyon"]}     (site: a nested dimension)
    answer contexts: root {"year": "2024"}; the ghent instance {"year": "2024", "site": "ghent"}

Answers are matched on the canonical JSON of an answer context (context_key), so two submissions
of the same year share their root answers whatever day they were made.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from generated.enums import ContextPrecision

PRECISIONS = tuple(precision.value for precision in ContextPrecision)  # spec: enums.yaml
_DATE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?")


class ContextError(ValueError):
    """A query context entry that cannot be read: `index` is its position, `field` the key at fault."""

    def __init__(self, index: int | None, field: str, message: str) -> None:
        super().__init__(message)
        self.index = index
        self.field = field
        self.message = message


@dataclass(frozen=True, slots=True)
class QueryContextEntry:
    context_object: str
    context_value: str
    precision: str


def normalized_value(value: str, precision: str) -> str:
    """The value at its precision: year, quarter, month and day read an ISO date (or a year, a
    year-month) and keep "2024", "2024-Q1", "2024-03", "2024-03-05"; exact keeps it as sent."""
    if precision == "exact":
        return value
    if precision not in PRECISIONS:
        raise ValueError(f"Unknown precision {precision!r}; use one of {', '.join(PRECISIONS)}.")
    found = _DATE.match(value.strip())
    if found is None:
        raise ValueError(f"{value!r} is not a date (YYYY, YYYY-MM or YYYY-MM-DD) for precision {precision}.")
    year, month, day = found.group(1), found.group(2), found.group(3)
    if precision == "year":
        return year
    if month is None or not 1 <= int(month) <= 12:
        raise ValueError(f"{value!r} has no month, which precision {precision} needs.")
    if precision == "quarter":
        return f"{year}-Q{(int(month) - 1) // 3 + 1}"
    if precision == "month":
        return f"{year}-{month}"
    if day is None:
        raise ValueError(f"{value!r} has no day, which precision day needs.")
    try:
        return date(int(year), int(month), int(day)).isoformat()
    except ValueError as error:
        raise ValueError(f"{value!r} is not a date: {error}.") from None


def submission_context(entries: Sequence[QueryContextEntry], dimensions: Collection[str]) -> dict[str, Any]:
    """The context of a submission: each object's normalized value, a list of values for the
    survey's nested dimensions (in the order given, repeats dropped)."""
    context: dict[str, Any] = {dimension: [] for dimension in dimensions if any(
        entry.context_object == dimension for entry in entries
    )}  # fmt: skip
    given: dict[str, set[str]] = {}
    for index, entry in enumerate(entries):
        try:
            value = normalized_value(entry.context_value, entry.precision)
        except ValueError as error:
            field = "precision" if entry.precision not in PRECISIONS else "context_value"
            raise ContextError(index, field, str(error)) from None
        if entry.context_object in dimensions:
            seen = given.setdefault(entry.context_object, set())  # a set: thousands of sites
            if value not in seen:
                seen.add(value)
                context[entry.context_object].append(value)
        elif entry.context_object in context:
            raise ContextError(
                index, "context_object", f"{entry.context_object!r} is given twice; only a nested dimension may repeat."
            )
        else:
            context[entry.context_object] = value
    return context


def scalar_context(context: Mapping[str, Any]) -> dict[str, Any]:
    """The answer context of a submission's root: its context without the dimension lists."""
    return {name: value for name, value in context.items() if not isinstance(value, list)}


def context_key(context: Mapping[str, Any]) -> str:
    """Canonical JSON of an answer context: what data points and survey instances are matched on."""
    return json.dumps(context, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
