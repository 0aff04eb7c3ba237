"""A data point's string value read for its question's kind (handwritten/domain/surveys/answers.py)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from handwritten.domain.surveys import answers
from handwritten.domain.surveys.answers import AnswerError, parse_answer
from handwritten.domain.surveys.definition import KINDS, Question


def question(kind: str, **rest: object) -> Question:
    return Question(field_id="x", kind=kind, title="X", survey="", block=1, **rest)  # type: ignore[arg-type]


def refusal(asked: Question, value: str) -> str:
    with pytest.raises(AnswerError) as caught:
        parse_answer(asked, value)
    assert str(caught.value) == caught.value.message
    return caught.value.message


NUMBER = question("questionnumber", min=Decimal(-10), max=Decimal("1e6"))
SLIDER = question("questionslider", min=Decimal(0), max=Decimal(100), step=Decimal(5))
RADIO = question("questionradiobutton", choices=("yes", "no"))
CHECKBOX = question("questioncheckbox", choices=("grid", "solar", "wind"))


@pytest.mark.parametrize("kind", [kind for kind in KINDS if kind not in ("formula", "nested")])
def test_an_empty_value_is_unanswered_for_every_answerable_kind(kind: str) -> None:
    assert parse_answer(question(kind, choices=("a",), min=Decimal(1), max=Decimal(2)), "") is None


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("12.5", Decimal("12.5")),
        ("-3", Decimal(-3)),
        ("1e3", Decimal(1000)),
        ("+0.50", Decimal("0.5")),
        (".5", Decimal("0.5")),
    ],
)
def test_a_number_is_an_exact_decimal(value: str, expected: Decimal) -> None:
    parsed = parse_answer(NUMBER, value)
    assert isinstance(parsed, Decimal) and parsed == expected


@pytest.mark.parametrize(
    "value", ["abc", "NaN", "Infinity", "-inf", "1,5", " 1", "1 ", "1_000", "1e1000", "0x10", "--1", "1.2.3"]
)
def test_a_number_must_be_written_plainly(value: str) -> None:
    assert refusal(NUMBER, value) == "A valid number is required."


def test_a_number_stays_within_its_bounds() -> None:
    assert refusal(NUMBER, "-10.5") == "Ensure this value is greater than or equal to -10."
    assert refusal(NUMBER, "1000001") == "Ensure this value is less than or equal to 1E+6."
    assert parse_answer(NUMBER, "-10") == Decimal(-10)
    unbounded = question("questionnumber")
    assert parse_answer(unbounded, "-9.99e99") == Decimal("-9.99e99")
    assert refusal(unbounded, "-1e100") == "Ensure this value is less than 1E+100 in absolute value."
    assert parse_answer(unbounded, "1" * 28) == Decimal("1" * 28)
    assert refusal(unbounded, "1" * 29) == "Ensure that there are no more than 28 digits in total."


def test_a_slider_stays_on_its_steps_within_its_range() -> None:
    assert parse_answer(SLIDER, "40") == Decimal(40)
    assert parse_answer(SLIDER, "100") == Decimal(100)
    assert refusal(SLIDER, "42") == "Ensure this value is 0 plus a multiple of 5."
    assert refusal(SLIDER, "105") == "Ensure this value is less than or equal to 100."
    assert refusal(SLIDER, "-5") == "Ensure this value is greater than or equal to 0."
    assert refusal(SLIDER, "forty") == "A valid number is required."
    halves = question("questionslider", min=Decimal("0.25"), max=Decimal(10), step=Decimal("0.5"))
    assert parse_answer(halves, "2.75") == Decimal("2.75")
    assert refusal(halves, "2.5") == "Ensure this value is 0.25 plus a multiple of 0.5."
    assert parse_answer(question("questionslider", min=Decimal(0), max=Decimal(1)), "0.123") == Decimal("0.123")


def test_a_radio_button_is_one_of_its_choices() -> None:
    assert parse_answer(RADIO, "yes") == "yes"
    assert refusal(RADIO, "Yes") == '"Yes" is not a valid choice.'
    assert refusal(RADIO, "maybe") == '"maybe" is not a valid choice.'


def test_checkboxes_are_a_json_array_of_distinct_choices() -> None:
    assert parse_answer(CHECKBOX, '["wind", "grid"]') == ("grid", "wind")
    assert parse_answer(CHECKBOX, "[]") == ()
    assert refusal(CHECKBOX, '["grid", "coal"]') == '"coal" is not a valid choice.'
    assert refusal(CHECKBOX, '["grid", "grid"]') == "Each choice may be given only once."
    for value in ["grid", '"grid"', "[1]", '{"grid": true}', "[", '[["grid"]]', "[" * 5000]:
        assert refusal(CHECKBOX, value) == 'Expected a JSON array of choices, such as ["a", "b"].'


def test_a_date_is_an_iso_calendar_date() -> None:
    asked = question("questiondate")
    assert parse_answer(asked, "2024-12-31") == date(2024, 12, 31)
    assert parse_answer(asked, "2024-02-29") == date(2024, 2, 29)
    for value in [
        "2023-02-29",
        "2024-13-01",
        "20241231",
        "2024-W01-1",
        "31/12/2024",
        "2024-12-31T00:00",
        " 2024-12-31",
    ]:
        assert refusal(asked, value) == "Date has wrong format. Use one of these formats instead: YYYY-MM-DD."


def test_a_short_text_is_one_line_of_limited_length() -> None:
    asked = question("questionshorttext")
    assert parse_answer(asked, "Ghent  ") == "Ghent  "
    assert parse_answer(asked, "é" * 255) == "é" * 255
    assert refusal(asked, "x" * 256) == "Ensure this field has no more than 255 characters."
    assert refusal(asked, "two\nlines") == "A short text may not contain line breaks."
    assert refusal(asked, "two\rlines") == "A short text may not contain line breaks."
    assert refusal(question("questionshorttext", max_length=3), "four") == (
        "Ensure this field has no more than 3 characters."
    )


def test_a_long_text_may_hold_lines_up_to_its_limit() -> None:
    asked = question("questionlongtext")
    assert parse_answer(asked, "first\nsecond") == "first\nsecond"
    assert parse_answer(asked, "x" * 10_000) == "x" * 10_000
    assert refusal(asked, "x" * 10_001) == "Ensure this field has no more than 10000 characters."
    assert refusal(question("questionlongtext", max_length=20), "x" * 21) == (
        "Ensure this field has no more than 20 characters."
    )


def test_formulas_and_nested_questions_take_no_answer_even_an_empty_one() -> None:
    for value in ["", "12"]:
        assert refusal(question("formula"), value) == "This field is computed and cannot be answered."
        assert refusal(question("nested"), value) == "This field holds nested surveys, not an answer."


def test_the_public_names_are_the_intended_ones() -> None:
    assert set(answers.__all__) == {"DEFAULT_MAX_LENGTH", "AnswerError", "parse_answer"}
    assert answers.DEFAULT_MAX_LENGTH == {"questionshorttext": 255, "questionlongtext": 10_000}
