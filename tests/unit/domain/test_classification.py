"""Transactions classified by rules (handwritten/domain/classification.py)."""

from __future__ import annotations

from handwritten.domain.classification import Classification, Rule, classify, ordered, pattern_problem

ROW = {"ledger": "6000 Travel", "vendor_name": "KLM Royal Dutch Airlines", "description": "Flight AMS-ACC"}


def test_an_exact_match_alone_is_confident() -> None:
    rules = ordered([Rule(1, "vendor_name", "exact", "  klm royal dutch airlines ", "air_travel")])
    assert classify(ROW, rules) == Classification(True, "air_travel", "confident")


def test_a_fuzzy_match_or_a_disagreement_needs_attention() -> None:
    contains = Rule(1, "description", "contains", "flight", "air_travel")
    regex = Rule(2, "ledger", "regex", r"^60\d\d", "business_travel")
    exact = Rule(3, "vendor_name", "exact", "KLM Royal Dutch Airlines", "air_travel", priority=5)
    assert classify(ROW, ordered([contains])) == Classification(True, "air_travel", "needs_attention")
    assert classify(ROW, ordered([regex])) == Classification(True, "business_travel", "needs_attention")
    # The exact rule has the highest priority, but the regex one names another category.
    assert classify(ROW, ordered([contains, regex, exact])) == Classification(True, "air_travel", "needs_attention")
    # A fuzzy rule that agrees with the exact one leaves it confident.
    assert classify(ROW, ordered([contains, exact])) == Classification(True, "air_travel", "confident")
    # So does one of a higher priority: an exact rule matched and no rule disagrees (issue 16).
    above = Rule(4, "ledger", "contains", "travel", "air_travel", priority=10)
    assert classify(ROW, ordered([above, exact])) == Classification(True, "air_travel", "confident")
    assert classify(ROW, ordered([above])) == Classification(True, "air_travel", "needs_attention")


def test_priority_then_age_decides_and_nothing_matches_null() -> None:
    older = Rule(1, "ledger", "exact", "6000 travel", "travel")
    newer = Rule(2, "ledger", "exact", "6000 Travel", "air_travel")
    assert classify(ROW, ordered([newer, older])).category == "travel"
    assert (
        classify(ROW, ordered([older, Rule(3, "ledger", "exact", "6000 Travel", "air", priority=1)])).category == "air"
    )
    assert classify({**ROW, "vendor_name": None}, [Rule(4, "vendor_name", "regex", ".*", "x")]) == Classification(
        False, None, "needs_attention"
    )


def test_a_regular_expression_must_compile() -> None:
    assert pattern_problem("regex", "(unclosed") is not None
    assert pattern_problem("regex", r"\bgas\b") is None
    assert pattern_problem("contains", "(unclosed") is None
