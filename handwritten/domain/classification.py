"""Classifying a financial transaction by the workspace's rules (decision transaction_classification).

Pure: a rule compares one field of the transaction with its pattern; the highest-priority match
gives the category (ties: the older rule), and the confidence says whether a person should look.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

EXACT, CONTAINS, REGEX = "exact", "contains", "regex"
CONFIDENT, NEEDS_ATTENTION = "confident", "needs_attention"


def pattern_problem(match: str, pattern: str) -> str | None:
    """Why a rule's pattern cannot be used, or None."""
    if match == REGEX:
        try:
            re.compile(pattern)
        except re.error as error:
            return f"Not a valid regular expression: {error}."
    return None


@dataclass(frozen=True)
class Rule:
    id: int
    field: str  # ledger, vendor_name or description
    match: str  # exact, contains or regex
    pattern: str
    category: str
    priority: int = 0

    @cached_property
    def _compiled(self) -> re.Pattern[str]:
        return re.compile(self.pattern, re.IGNORECASE)

    def matches(self, value: str | None) -> bool:
        if value is None:
            return False
        if self.match == EXACT:
            return value.strip().casefold() == self.pattern.strip().casefold()
        if self.match == CONTAINS:
            return self.pattern.casefold() in value.casefold()
        return self._compiled.search(value) is not None


@dataclass(frozen=True, slots=True)
class Classification:
    classified: bool
    category: str | None
    confidence_status: str


UNCLASSIFIED = Classification(False, None, NEEDS_ATTENTION)


def ordered(rules: Sequence[Rule]) -> list[Rule]:
    """The rules in the order they decide: the highest priority first, then the older."""
    return sorted(rules, key=lambda rule: (-rule.priority, rule.id))


def classify(values: Mapping[str, str | None], rules: Sequence[Rule]) -> Classification:
    """The transaction's classification by `rules` (already `ordered`)."""
    matched = [rule for rule in rules if rule.matches(values.get(rule.field))]
    if not matched:
        return UNCLASSIFIED
    top = matched[0]
    agreed = all(rule.category == top.category for rule in matched)
    # An exact rule matched (whatever its priority) and no matching rule names another category.
    exact = any(rule.match == EXACT for rule in matched)
    confidence = CONFIDENT if exact and agreed else NEEDS_ATTENTION
    return Classification(True, top.category, confidence)
