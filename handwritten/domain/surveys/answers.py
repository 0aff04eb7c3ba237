"""A data point's value, a string, as the value expressions see, or why it is not an answer.

    kind                  answer string            expression value
    questionnumber        "12.5", "-3", "1e3"      Decimal
    questionslider        "40"                     Decimal
    questionradiobutton   "yes"                    str
    questioncheckbox      '["grid","solar"]'       tuple[str, ...] in the order of the choices
    questiondate          "2024-12-31"             datetime.date
    questionshorttext     "Ghent"                  str (no line breaks)
    questionlongtext      "..."                    str
    any of these          ""                       None: unanswered

Messages are DRF's where DRF has one, since they reach the client as a 400 on `value`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import date
from decimal import Decimal

from handwritten.domain.surveys.definition import (
    CHECKBOX,
    DATE,
    FORMULA,
    LONG_TEXT,
    NESTED,
    NUMBER,
    RADIO,
    SHORT_TEXT,
    SLIDER,
    Question,
)

__all__ = ["DEFAULT_MAX_LENGTH", "AnswerError", "parse_answer"]

DEFAULT_MAX_LENGTH = {SHORT_TEXT: 255, LONG_TEXT: 10_000}
# Digits as JSON and spreadsheets write them: no NaN, Infinity, separators or spaces.
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?")
# What expressions compute with (expressions.py): 28 significant digits, magnitudes below 1E+100.
_DIGITS, _BOUND = 28, Decimal("1E+100")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class AnswerError(ValueError):
    """A value that is not an answer to its question; `message` is for the client."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def parse_answer(question: Question, value: str) -> object:
    """The expression value of `value` as an answer to `question`; None when it is "" (unanswered)."""
    if question.kind == FORMULA:
        raise AnswerError("This field is computed and cannot be answered.")
    if question.kind == NESTED:
        raise AnswerError("This field holds nested surveys, not an answer.")
    if value == "":
        return None
    return _PARSERS[question.kind](question, value)


def _number(question: Question, value: str) -> Decimal:
    if _NUMBER.fullmatch(value) is None:
        raise AnswerError("A valid number is required.")
    number = Decimal(value)
    if len(number.as_tuple().digits) > _DIGITS:
        raise AnswerError(f"Ensure that there are no more than {_DIGITS} digits in total.")
    if abs(number) >= _BOUND:
        raise AnswerError(f"Ensure this value is less than {_BOUND} in absolute value.")
    if question.min is not None and number < question.min:
        raise AnswerError(f"Ensure this value is greater than or equal to {question.min}.")
    if question.max is not None and number > question.max:
        raise AnswerError(f"Ensure this value is less than or equal to {question.max}.")
    return number


def _slider(question: Question, value: str) -> Decimal:
    number = _number(question, value)
    if question.step is not None and question.min is not None and (number - question.min) % question.step != 0:
        raise AnswerError(f"Ensure this value is {question.min} plus a multiple of {question.step}.")
    return number


def _choice(question: Question, value: str) -> str:
    if value not in question.choices:
        raise AnswerError(f'"{value}" is not a valid choice.')
    return value


def _choices(question: Question, value: str) -> tuple[str, ...]:
    """A JSON array of distinct choices, `[]` when the respondent chose none (an answer still)."""
    try:
        chosen = json.loads(value)
    except (ValueError, RecursionError):
        chosen = None
    if not isinstance(chosen, list) or not all(isinstance(item, str) for item in chosen):
        raise AnswerError('Expected a JSON array of choices, such as ["a", "b"].')
    for item in chosen:
        _choice(question, item)
    if len(set(chosen)) != len(chosen):
        raise AnswerError("Each choice may be given only once.")
    return tuple(choice for choice in question.choices if choice in chosen)


def _date(question: Question, value: str) -> date:
    try:
        if _DATE.fullmatch(value) is None:
            raise ValueError(value)
        return date.fromisoformat(value)
    except ValueError:
        raise AnswerError("Date has wrong format. Use one of these formats instead: YYYY-MM-DD.") from None


def _text(question: Question, value: str) -> str:
    limit = question.max_length or DEFAULT_MAX_LENGTH[question.kind]
    if len(value) > limit:
        raise AnswerError(f"Ensure this field has no more than {limit} characters.")
    if question.kind == SHORT_TEXT and ("\n" in value or "\r" in value):
        raise AnswerError("A short text may not contain line breaks.")
    return value


_PARSERS: dict[str, Callable[[Question, str], object]] = {
    NUMBER: _number,
    SLIDER: _slider,
    RADIO: _choice,
    CHECKBOX: _choices,
    DATE: _date,
    SHORT_TEXT: _text,
    LONG_TEXT: _text,
}
