"""The surveys' expression language at run time: its operators and functions on answers
(expressions.py compiles an expression and hands these to simpleeval).

Numbers are exact decimals within the language's bounds; a value the data cannot give (None in
arithmetic, a type mismatch, a division by zero, a result past the bounds) raises DataProblem (or a
decimal signal), which Expression.evaluate turns into no value and the reason.
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable
from datetime import date
from decimal import Decimal
from typing import Any

MAX_STRING_LENGTH = 10_000
MAX_EXPONENT = 1_000
PRECISION = 28


class DataProblem(Exception):
    """Why the answers give an expression no value."""


def _kind(value: object) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):  # before numbers: True is not 1 here
        return "a yes/no value"
    if isinstance(value, Decimal):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, date):
        return "a date"
    if isinstance(value, tuple):
        return "a list of choices"
    return type(value).__name__


def _mismatch(what: str, *operands: object) -> DataProblem:
    if any(operand is None for operand in operands):
        return DataProblem(f"An unanswered value in {what}.")
    return DataProblem(f"{what} cannot take {' and '.join(_kind(operand) for operand in operands)}.")


def _finite(value: Decimal) -> Decimal:
    if not value.is_finite():
        raise DataProblem("The result is not a finite number.")
    return value


def _numeric(symbol: str, compute: Callable[[Decimal, Decimal], Decimal]) -> Callable[[object, object], Decimal]:
    def apply(left: object, right: object) -> Decimal:
        if isinstance(left, Decimal) and isinstance(right, Decimal):
            return _finite(compute(left, right))
        raise _mismatch(f"'{symbol}'", left, right)

    return apply


def _add(left: object, right: object) -> object:
    if isinstance(left, str) and isinstance(right, str):
        if len(left) + len(right) > MAX_STRING_LENGTH:
            raise DataProblem(f"A text longer than {MAX_STRING_LENGTH:,} characters.")
        return left + right
    return _numeric("+", operator.add)(left, right)


def _divide(left: Decimal, right: Decimal) -> Decimal:
    if right == 0:
        raise DataProblem("Division by zero.")
    return left / right


def _remainder(left: Decimal, right: Decimal) -> Decimal:
    if right == 0:
        raise DataProblem("Division by zero.")
    return left % right


def _power(base: Decimal, exponent: Decimal) -> Decimal:
    if abs(exponent) > MAX_EXPONENT:
        raise DataProblem(f"An exponent beyond {MAX_EXPONENT:,}.")
    if base == 0 and exponent < 0:
        raise DataProblem("Division by zero.")
    return base**exponent


def _unary(what: str, compute: Callable[[Decimal], Decimal]) -> Callable[[object], Decimal]:
    def apply(operand: object) -> Decimal:
        if isinstance(operand, Decimal):
            return _finite(compute(operand))
        raise _mismatch(what, operand)

    return apply


def _equal(left: object, right: object) -> bool:
    return _kind(left) == _kind(right) and left == right


def _ordering(symbol: str, compare: Callable[[Any, Any], bool]) -> Callable[[object, object], bool]:
    def apply(left: object, right: object) -> bool:
        if _kind(left) == _kind(right) and isinstance(left, Decimal | str | date):
            return bool(compare(left, right))
        raise _mismatch(f"'{symbol}'", left, right)

    return apply


def _within(item: object, container: object) -> bool:
    if isinstance(container, tuple):
        return any(_equal(item, member) for member in container)
    if isinstance(container, str) and isinstance(item, str):
        return item in container
    raise _mismatch("'in'", item, container)


OPERATORS: dict[type[ast.AST], Callable[..., object]] = {
    ast.Add: _add,
    ast.Sub: _numeric("-", operator.sub),
    ast.Mult: _numeric("*", operator.mul),
    ast.Div: _numeric("/", _divide),
    ast.Mod: _numeric("%", _remainder),
    ast.Pow: _numeric("**", _power),
    ast.USub: _unary("'-'", operator.neg),
    ast.UAdd: _unary("'+'", operator.pos),
    ast.Not: operator.not_,
    ast.Eq: _equal,
    ast.NotEq: lambda left, right: not _equal(left, right),
    ast.Lt: _ordering("<", operator.lt),
    ast.LtE: _ordering("<=", operator.le),
    ast.Gt: _ordering(">", operator.gt),
    ast.GtE: _ordering(">=", operator.ge),
    ast.In: _within,
    ast.NotIn: lambda item, container: not _within(item, container),
}


def _answered(values: tuple[object, ...]) -> list[object]:
    return [value for value in values if value is not None]


def _sum(values: tuple[object, ...]) -> Decimal:
    total = Decimal(0)
    for value in _answered(values):
        if not isinstance(value, Decimal):
            raise _mismatch("sum()", value)
        total += value
    return _finite(total)


def _extreme(name: str, values: list[Any]) -> object:
    kinds = {_kind(value) for value in values}
    if len(kinds) != 1 or not isinstance(values[0], Decimal | str | date):
        raise DataProblem(f"{name}() cannot compare {' and '.join(sorted(kinds))}.")
    return min(values) if name == "min" else max(values)


def _scalar_extreme(name: str) -> Callable[..., object]:
    def apply(*values: object) -> object:
        if None in values:
            raise _mismatch(f"{name}()", None)
        return _extreme(name, list(values))

    return apply


def _aggregate_extreme(name: str) -> Callable[[tuple[object, ...]], object]:
    def apply(values: tuple[object, ...]) -> object:
        answered = _answered(values)
        return _extreme(name, answered) if answered else None

    return apply


def _round(value: object, digits: object = Decimal(0)) -> Decimal:
    if not (isinstance(value, Decimal) and isinstance(digits, Decimal)):
        raise _mismatch("round()", value, digits)
    if digits != digits.to_integral_value():
        raise DataProblem("round() takes a whole number of digits.")
    places = int(digits)
    if value.is_finite() and value.adjusted() + places + 1 > PRECISION:
        return +value  # no more digits than the precision keeps: nothing to round
    return value.quantize(Decimal(1).scaleb(-places))


RUNTIME_FUNCTIONS: dict[str, Callable[..., object]] = {
    "_sum": _sum,
    "_count": lambda values: Decimal(len(_answered(values))),
    "_min": _aggregate_extreme("min"),
    "_max": _aggregate_extreme("max"),
    "_any": lambda values: any(bool(value) for value in _answered(values)),
    "_all": lambda values: all(bool(value) for value in _answered(values)),
    "min": _scalar_extreme("min"),
    "max": _scalar_extreme("max"),
    "abs": _unary("abs()", abs),
    "round": _round,
    "answered": lambda value: value is not None,
}
