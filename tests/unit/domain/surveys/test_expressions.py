"""The surveys' expression language (handwritten/domain/surveys/expressions.py)."""

from __future__ import annotations

import pickle
import time
import warnings
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from decimal import Decimal

import pytest

from handwritten.domain.surveys import expressions
from handwritten.domain.surveys.expressions import (
    Evaluated,
    ExpressionError,
    Reference,
    compile_expression,
    condition_holds,
    format_value,
)

D = Decimal
TENTHS = (D("0.1"),) * 10


def run(source: str, answers: Mapping[str, object] | None = None) -> Evaluated:
    """Evaluates `source`, answers keyed "energy", "parent.energy", "sites.energy" or "sites" (the
    instances of count(sites)); a reference without an answer fails the test."""
    given = answers or {}

    def lookup(reference: Reference) -> object:
        if reference.scope == "self":
            return given[str(reference.field_id)]
        if reference.scope == "parent":
            return given[f"parent.{reference.field_id}"]
        return given[f"{reference.nested}.{reference.field_id}" if reference.field_id else str(reference.nested)]

    return compile_expression(source).evaluate(lookup)


def refusal(source: str) -> ExpressionError:
    with pytest.raises(ExpressionError) as caught:
        compile_expression(source)
    return caught.value


def test_the_exported_names_are_the_intended_ones() -> None:
    assert sorted(expressions.__all__) == sorted(
        ["FUNCTIONS", "Evaluated", "Expression", "ExpressionError", "Reference", "Scope"]
        + ["compile_expression", "condition_holds", "format_value"]
    )


@pytest.mark.parametrize(
    ("source", "answers", "expected"),
    [
        ("sum(sites.x)", {"sites.x": TENTHS}, D("1.0")),
        ("a+a+a+a+a+a+a+a+a+a", {"a": D("0.1")}, D("1.0")),
        ("x * 0.5", {"x": D("3")}, D("1.5")),
        ("0.1 + 0.2 == 0.3", {}, True),
        ("0.1000000000000000000000000001 * 10", {}, D("1.000000000000000000000000001")),
        ("1 / 3", {}, D("0.3333333333333333333333333333")),
        ("2 ** 10 - 24", {}, D("1000")),
        ("2 ** 0.5", {}, D("1.414213562373095048801688724")),
        ("-7 % 3", {}, D("-1")),  # Decimal's remainder keeps the left operand's sign
        ("-x + +x", {"x": D("4")}, D("0")),
        ("'CO' + '2'", {}, "CO2"),
        ("1_000.5", {}, D("1000.5")),
        ("1" + "+1" * 140, {}, D("141")),  # deep, but within the node bound
    ],
)
def test_arithmetic_is_exact_decimal(source: str, answers: dict[str, object], expected: object) -> None:
    evaluated = run(source, answers)
    assert evaluated == Evaluated(expected)
    assert type(evaluated.value) is type(expected)
    if isinstance(expected, Decimal):
        assert str(evaluated.value) == str(expected)


@pytest.mark.parametrize(
    ("source", "answers", "expected"),
    [
        ("0 < x <= 10", {"x": D("10")}, True),
        ("0 < x <= 10", {"x": D("10.01")}, False),
        ("x == 'yes'", {"x": "yes"}, True),
        ("x == 'yes'", {"x": None}, False),  # equality with None is allowed
        ("x != None", {"x": None}, False),
        ("x == 1", {"x": True}, False),  # a yes/no is not a number
        ("x == 2.50", {"x": D("2.5")}, True),
        ("'apple' < 'banana'", {}, True),
        ("delivered <= date('2020-12-31')", {"delivered": date(2020, 12, 31)}, True),
        ("delivered > date('2020-12-31')", {"delivered": date(2021, 1, 1)}, True),
        ("'high' if x > 5 else 'low'", {"x": D("6")}, "high"),
        ("'high' if x > 5 else 'low'", {"x": D("5")}, "low"),
        ("x or 'none given'", {"x": None}, "none given"),
        ("not x and y", {"x": False, "y": True}, True),
        ("'gas' in fuels", {"fuels": ("coal", "gas")}, True),
        ("'oil' not in fuels", {"fuels": ("coal", "gas")}, True),
        ("'gas' in fuels", {"fuels": ()}, False),
        ("'gas' in note", {"note": "natural gas"}, True),
        ("answered(x)", {"x": D("0")}, True),
        ("answered(x)", {"x": None}, False),
        ("abs(x)", {"x": D("-2.5")}, D("2.5")),
        ("round(2.5) + round(-2.5)", {}, D("0")),
        ("round(2.5)", {}, D("3")),
        ("round(x, 2)", {"x": D("1.005")}, D("1.01")),
        ("round(1234, -2) == 1200", {}, True),
        ("min(x, 3, 7)", {"x": D("5")}, D("3")),
        ("max(date('2020-01-01'), d)", {"d": date(2021, 1, 1)}, date(2021, 1, 1)),
        ("parent.energy * 2", {"parent.energy": D("21")}, D("42")),
        ("x", {"x": ("a", "b")}, ("a", "b")),
        ("x", {"x": None}, None),  # an unanswered reference is None, without error
    ],
)
def test_comparisons_choices_dates_and_functions(source: str, answers: dict[str, object], expected: object) -> None:
    assert run(source, answers) == Evaluated(expected)


@pytest.mark.parametrize(
    ("source", "values", "expected"),
    [
        ("sum(sites.x)", (D("1"), None, D("2.5")), D("3.5")),
        ("sum(sites.x)", (), D("0")),
        ("sum(sites.x)", (None, None), D("0")),
        ("count(sites.x)", (D("1"), None, D("0")), D("2")),
        ("count(sites.x)", (), D("0")),
        ("min(sites.x)", (D("4"), None, D("-1")), D("-1")),
        ("max(sites.x)", (D("4"), None, D("-1")), D("4")),
        ("min(sites.x)", (None,), None),
        ("max(sites.x)", (), None),
        ("max(sites.x)", ("b", "a"), "b"),
        ("any(sites.x)", (False, None, True), True),
        ("any(sites.x)", (None,), False),
        ("all(sites.x)", (True, None, True), True),
        ("all(sites.x)", (True, False), False),
        ("all(sites.x)", (), True),
    ],
)
def test_aggregates_skip_unanswered_values(source: str, values: tuple[object, ...], expected: object) -> None:
    assert run(source, {"sites.x": values}) == Evaluated(expected)


def test_count_of_a_nested_question_counts_its_instances() -> None:
    answers = {"sites": (True, True, True), "sites.x": (None, D("1"), None)}
    assert run("count(sites)", answers) == Evaluated(D("3"))
    assert run("count(sites.x)", answers) == Evaluated(D("1"))
    assert run("count(sites)", {"sites": None}) == Evaluated(D("0"))  # a hidden nested question


def test_references_are_collected_exactly_once_each() -> None:
    expression = compile_expression(
        "energy + parent.energy + sum(sites.co2) + count(sites) + count(sites.co2) + energy + fuel_answered"
    )
    assert expression.references == {
        Reference("self", "energy"),
        Reference("self", "fuel_answered"),
        Reference("parent", "energy"),
        Reference("nested", "co2", "sites"),
        Reference("nested", None, "sites"),
    }
    assert sorted(expression.references)[:2] == [
        Reference("nested", None, "sites"),
        Reference("nested", "co2", "sites"),
    ]
    assert compile_expression("1 + 2").references == frozenset()
    assert compile_expression("x + 1") == compile_expression("x + 1")


@pytest.mark.parametrize(
    ("source", "answers", "error"),
    [
        ("x + 1", {"x": None}, "An unanswered value in '+'."),
        ("x > 3", {"x": None}, "An unanswered value in '>'."),
        ("-x", {"x": None}, "An unanswered value in '-'."),
        ("abs(x)", {"x": None}, "An unanswered value in abs()."),
        ("min(x, 1)", {"x": None}, "An unanswered value in min()."),
        ("'a' in fuels", {"fuels": None}, "An unanswered value in 'in'."),
        ("max(sites.x) > 3", {"sites.x": ()}, "An unanswered value in '>'."),
        ("'a' + 1", {}, "'+' cannot take text and a number."),
        ("x + 1", {"x": True}, "'+' cannot take a yes/no value and a number."),
        ("x < 1", {"x": date(2020, 1, 1)}, "'<' cannot take a date and a number."),
        ("sum(sites.x)", {"sites.x": (D("1"), "2")}, "sum() cannot take text."),
        ("max(sites.x)", {"sites.x": (D("1"), "2")}, "max() cannot compare a number and text."),
        ("round(x, 0.5)", {"x": D("1")}, "round() takes a whole number of digits."),
        ("x / 0", {"x": D("1")}, "Division by zero."),
        ("x % (y - y)", {"x": D("1"), "y": D("3")}, "Division by zero."),
        ("0 ** -1", {}, "Division by zero."),
        ("0 ** 0", {}, "An undefined operation (such as 0 ** 0 or a root of a negative number)."),
        ("(-2) ** 0.5", {}, "An undefined operation (such as 0 ** 0 or a root of a negative number)."),
        ("2 ** 400", {}, "A number too large (the bound is 1E+100)."),
    ],
)
def test_data_problems_give_no_value_and_say_why(source: str, answers: dict[str, object], error: str) -> None:
    assert run(source, answers) == Evaluated(None, error)


@pytest.mark.parametrize("source", ["9 ** 9 ** 9", "10 ** 10 ** 10", "'a' * 10**9", "t + t"])
def test_huge_powers_and_texts_fail_quickly(source: str) -> None:
    started = time.perf_counter()
    evaluated = run(source, {"t": "x" * 6_000})
    assert evaluated.value is None and evaluated.error
    assert time.perf_counter() - started < 1


@pytest.mark.parametrize(
    ("evaluated", "holds"),
    [
        (Evaluated(True), True),
        (Evaluated(D("2")), True),
        (Evaluated(("a",)), True),
        (Evaluated(False), False),
        (Evaluated(D("0")), False),
        (Evaluated(""), False),
        (Evaluated(None), False),
        (Evaluated(None, "An unanswered value in '>'."), False),
    ],
)
def test_a_condition_holds_only_when_truthy_without_error(evaluated: Evaluated, holds: bool) -> None:
    assert condition_holds(evaluated) is holds


def test_an_unanswered_reference_neither_shows_nor_locks() -> None:
    assert not condition_holds(run("energy > 3", {"energy": None}))
    assert condition_holds(run("energy > 3", {"energy": D("4")}))


@pytest.mark.parametrize(
    ("value", "stored"),
    [
        (D("12.50"), "12.5"),
        (D("3.000"), "3"),
        (D("-0.10"), "-0.1"),
        (D("1.2E+3"), "1200"),
        (D("1E-7"), "0.0000001"),
        (D("-0.0"), "0"),
        (True, "true"),
        (False, "false"),
        (date(2020, 12, 31), "2020-12-31"),
        (("a", "é"), '["a", "é"]'),
        ((), "[]"),
        ("as is ", "as is "),
        (None, None),
    ],
)
def test_format_value(value: object, stored: str | None) -> None:
    assert format_value(value) == stored


@pytest.mark.parametrize(
    ("source", "message", "position"),
    [
        ("x.__class__", "Names starting with '_' are not allowed (__class__).", 2),
        ("parent.x.y", "Attribute access is not part of the language", 9),
        ("a.b.c", "Attribute access is not part of the language", 4),
        ("'a'.upper()", "Methods are not part of the language.", 4),
        ("x + 'a'.upper", "Attribute access is not part of the language", 8),
        ("__import__('os')", "Names starting with '_' are not allowed (__import__).", 1),
        ("import os", "Not a valid expression: invalid syntax.", 1),
        ("x + __builtins__", "Names starting with '_' are not allowed (__builtins__).", 5),
        ("open('f')", "Unknown function open;", 1),
        ("x(1)", "Unknown function x;", 1),
        ("sum(sites.x)(1)", "Only the language's functions can be called.", 1),
        ("round(x, ndigits=2)", "Keyword arguments are not part of the language.", 10),
        ("abs(*x)", "Starred expressions are not part of the language.", 5),
        ("(lambda: 1)()", "Only the language's functions can be called.", 1),
        ("lambda: 1", "Lambdas are not part of the language.", 1),
        ("[a for a in b]", "Comprehensions are not part of the language.", 1),
        ("sum(a for a in b)", "sum() takes one nested reference", 4),  # a generator's ( is the call's
        ("x[0]", "Subscripts are not part of the language.", 1),
        ("f'{x}'", "F-strings are not part of the language.", 1),
        ("(y := 1)", "Assignment expressions (:=) are not part of the language.", 2),
        ("[1] + {2}", "Lists are not part of the language.", 1),
        ("x in ('a', 'b')", "Tuples are not part of the language.", 6),
        ("{'a': 1}", "Dicts are not part of the language.", 1),
        ("1j", "Literals other than numbers, texts, True, False and None", 1),
        ("x // 2", "The operator '//' is not part of the language.", 3),
        ("~x", "The operator '~' is not part of the language.", 1),
        ("a < b is None", "The operator 'is' is not part of the language. Write == None", 7),
        ("sites.x + 1", "sites.x is a list (of x across the instances of sites)", 1),
        ("answered(sites.x)", "sites.x is a list", 10),
        ("min(sites.x, 3)", "sites.x is a list", 5),
        ("sum(x)", "sum() takes one nested reference, as in sum(sites.energy).", 5),
        ("min(x)", "min() takes one nested reference", 5),
        ("sum(parent.x)", "sum() takes one nested reference", 5),
        ("count(parent)", "parent is the parent survey", 7),
        ("parent", "parent is the parent survey: write parent.<field id>.", 1),
        ("x.parent", "parent is a reserved word, not a field id.", 2),
        ("sum + 1", "sum is a function: call it", 1),
        ("abs(1, 2)", "abs() takes one value.", 1),
        ("round()", "round() takes a number and, optionally, a number of digits.", 1),
        ("date('2020-13-01')", "date() takes a date written as a literal 'YYYY-MM-DD'.", 1),
        ("date('20201231')", "date() takes a date written as a literal 'YYYY-MM-DD'.", 1),
        ("date(x)", "date() takes a date written as a literal 'YYYY-MM-DD'.", 1),
        ("énergie > 1", "énergie is not a field id", 1),
        ("x" * 126 + " > 1", "x" * 126 + " is not a field id", 1),
        ("x + 1e400", "A number too large (the bound is 1E+100).", 5),
        ("energy +", "Not a valid expression: invalid syntax.", 9),
        ("  energy +", "Not a valid expression: invalid syntax.", 11),
        ("'é' + x.__y", "Names starting with '_' are not allowed (__y).", 8),
        ("(x +\n y.__z)", "Names starting with '_' are not allowed (__z).", 8),  # counted across lines
        ("x = 1", "Not a valid expression", 3),
        ("x; y", "Not a valid expression", 2),
        ("   ", "The expression is empty.", 1),
    ],
)
def test_what_the_language_refuses_and_where(source: str, message: str, position: int) -> None:
    error = refusal(source)
    assert error.message.startswith(message)
    assert error.position == position
    assert str(error) == f"{error.message} (at column {position})"


def test_the_size_bounds() -> None:
    assert refusal("x" * 2_001).position == 1
    assert "at most 2,000 characters" in refusal("1 +" * 700 + " 1").message
    assert "at most 300" in refusal("+".join(["x"] * 151)).message
    compile_expression("+".join(["x"] * 150))  # 299 nodes
    assert "at most 300" in refusal("-" * 1_000 + "x").message


def test_an_expression_error_survives_pickling() -> None:
    error = pickle.loads(pickle.dumps(refusal("energy +")))
    assert (error.message, error.position) == ("Not a valid expression: invalid syntax.", 9)


def test_one_expression_is_evaluated_from_many_threads() -> None:
    expression = compile_expression("x * 2 + sum(sites.x)")
    filters = list(warnings.filters)

    def evaluate(number: int) -> object:
        answers = {Reference("self", "x"): D(number), Reference("nested", "x", "sites"): (D(number),)}
        return expression.evaluate(answers.__getitem__).value

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(evaluate, range(2_000)))
    assert results == [D(3 * number) for number in range(2_000)]
    assert warnings.filters == filters
