"""The surveys' expression language: a question's visible_if and locked_if (conditions) and formula.

One Python expression, checked against an allow-list once, when a survey is defined
(compile_expression), then evaluated by simpleeval against the answers (Expression.evaluate).
Checking the syntax tree first gives an author every refusal with its column; evaluating with
simpleeval keeps its own protections (no dunder access, no forbidden functions) under ours.

| written                   | means                                                                 |
| ------------------------- | --------------------------------------------------------------------- |
| 12, 0.5, 1e3              | exact decimals, never floats (0.1 + 0.2 == 0.3); 28 significant digits |
| 'text', "text"            | text                                                                  |
| True, False, None         | yes, no, nothing                                                      |
| + - * / % **              | arithmetic on numbers; + also joins texts; % keeps the left's sign    |
| == != < <= > >=           | comparisons, chained too (0 < energy <= 10)                           |
| and, or, not              | Python's: `a or b` is a when a is truthy, else b                      |
| x if condition else y     | a choice                                                              |
| in, not in                | a choice among checked boxes ('a' in fuels), or a part of a text      |
| energy                    | the answer to the field energy of the same survey instance            |
| parent.energy             | the answer to energy in the parent survey instance                    |
| sum(sites.energy)         | energy across the instances of the nested survey held by question sites |
| count(sites)              | the number of those instances                                         |

Functions: the aggregates sum, count, min, max, any and all take one nested reference (sites.energy)
and skip unanswered values: sum of nothing is 0, min and max of nothing are None, any of nothing is
False, all of nothing is True, count counts the answered values (count(sites): the instances).
min(a, b, ...) and max(a, b, ...) also compare two or more values. abs(x); round(x) and
round(x, digits) round halves away from zero (2.5 -> 3, -2.5 -> -3); date('2020-12-31') is a date
(written as a YYYY-MM-DD literal) to compare dates with; answered(x) is whether x is not None.

Values: numbers (and sliders, and formulas) are decimals, texts and radio buttons are text, checkboxes
are tuples of the checked options, dates are dates; None is an unanswered question, or a hidden one.
Equality takes anything (an unanswered x makes `x == 'yes'` False; a number never equals a yes/no).
Anything else with None (arithmetic, ordering, `in` a None, a function but answered) has no value:
evaluating never raises for the data, it gives None and the reason (Evaluated.error). So do division
by zero, an undefined operation (0 ** 0), a type mismatch ('a' + 1), and a result past the bounds.
A condition holds only when its value is truthy without error: an unanswered reference neither
shows nor locks.

Refused when compiling, with the column: any other attribute access (a.b.c, parent.x.y,
x.__class__, 'a'.upper()), a nested reference outside an aggregate, calls of anything but the
functions above, keyword arguments, names starting with '_' (so fields whose id starts with '_'
cannot be referenced), subscripts, lambdas, comprehensions, f-strings, :=, starred expressions,
list/tuple/set/dict displays, the operators // @ & | ^ ~ << >> is, complex and bytes literals.

Bounds: at most 2,000 characters and 300 expression nodes; texts made by + at most 10,000
characters; exponents at most 1,000; decimal arithmetic with 28 significant digits and magnitudes
below 1E+100 (10 ** 10 ** 10 is refused, tiny results round to 0). The language has no loops, so an
evaluation visits each node once: its time is bounded by the node count times the longest list an
aggregate reads.
"""

from __future__ import annotations

import ast
import json
import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Context, Decimal, DivisionByZero, InvalidOperation, Overflow, localcontext
from functools import total_ordering
from typing import Any, Literal, cast

import simpleeval

from handwritten.domain.surveys.operations import (
    OPERATORS,
    PRECISION,
    RUNTIME_FUNCTIONS,
    DataProblem,
)

__all__ = [
    "FUNCTIONS",
    "Evaluated",
    "Expression",
    "ExpressionError",
    "Reference",
    "Scope",
    "compile_expression",
    "condition_holds",
    "format_value",
]

Scope = Literal["self", "parent", "nested"]

MAX_SOURCE_LENGTH = 2_000
MAX_NODES = 300
MAX_FIELD_ID_LENGTH = 125
AGGREGATES = frozenset({"sum", "count", "min", "max", "any", "all"})
FUNCTIONS = AGGREGATES | {"abs", "round", "date", "answered"}
_FIELD_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
# Copied by localcontext() for each compilation and evaluation, never used (so never changed) itself.
_CONTEXT = Context(
    prec=PRECISION,
    rounding=ROUND_HALF_UP,
    Emax=99,
    Emin=-99,
    traps=[InvalidOperation, DivisionByZero, Overflow],
)


@total_ordering
@dataclass(frozen=True)
class Reference:
    """An answer an expression reads: what the engine's lookup is asked for.

    Ordered like (scope, field_id, nested) with None first; dataclass(order=True) would raise
    comparing count(sites) (field_id None) with sites.x, so the order is written here.
    """

    scope: Scope
    field_id: str | None  # None only for count(<nested>): the instances themselves
    nested: str | None = None  # for scope "nested": the nested question whose instances are aggregated

    def _key(self) -> tuple[str, str, str]:
        return self.scope, self.field_id or "", self.nested or ""

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Reference):
            return NotImplemented
        return self._key() < other._key()


class ExpressionError(ValueError):
    """Why a text is not an expression of the language, and where: a 1-based column (counted across
    lines when the text has several; 1 when the problem is the whole text)."""

    def __init__(self, message: str, position: int = 1) -> None:
        super().__init__(message, position)
        self.message = message
        self.position = position

    def __str__(self) -> str:
        return f"{self.message} (at column {self.position})"


@dataclass(frozen=True)
class Evaluated:
    value: object  # Decimal | str | bool | date | tuple | None
    error: str | None = None  # why value is None, when evaluation failed


@dataclass(frozen=True)
class Expression:
    """A compiled expression: immutable, evaluated any number of times, from any thread."""

    source: str
    references: frozenset[Reference]
    _tree: ast.expr = field(repr=False, compare=False)  # rewritten: references are private names
    _bindings: tuple[tuple[str, Reference], ...] = field(repr=False, compare=False)

    def evaluate(self, lookup: Callable[[Reference], object]) -> Evaluated:
        """The value with the answers `lookup` gives: every reference is looked up once, first."""
        names = {name: _received(reference, lookup(reference)) for name, reference in self._bindings}
        try:
            with localcontext(_CONTEXT):
                value = _evaluator(names).eval(self.source, previously_parsed=self._tree)
        except DataProblem as problem:
            return Evaluated(None, str(problem))
        except ZeroDivisionError:
            return Evaluated(None, "Division by zero.")
        except Overflow:
            return Evaluated(None, "A number too large (the bound is 1E+100).")
        except InvalidOperation:
            return Evaluated(None, "An undefined operation (such as 0 ** 0 or a root of a negative number).")
        except (ArithmeticError, TypeError, ValueError, RecursionError, simpleeval.InvalidExpression) as error:
            return Evaluated(None, f"Cannot evaluate: {error}")
        return Evaluated(value)


def condition_holds(evaluated: Evaluated) -> bool:
    """Whether a condition holds: a truthy value without error (an unanswered reference does not)."""
    return evaluated.error is None and bool(evaluated.value)


def format_value(value: object) -> str | None:
    """A formula's value as a data point stores it: decimals plain ("12.5", "3", "-0.1"), yes/no as
    "true"/"false", dates in ISO, checked boxes as a JSON array, texts as they are."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Decimal):
        text = format(value, "f")
        if "." in text:
            text = text.rstrip("0").rstrip(".")
        return "0" if text == "-0" else text
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, tuple):
        return json.dumps([format_value(item) for item in value], ensure_ascii=False)
    if isinstance(value, str):
        return value
    raise TypeError(f"Not a value of the expression language: {value!r}")


def compile_expression(source: str) -> Expression:
    """The expression `source` writes, checked and rewritten for evaluation; ExpressionError if the
    language refuses it."""
    if len(source) > MAX_SOURCE_LENGTH:
        raise ExpressionError(f"An expression has at most {MAX_SOURCE_LENGTH:,} characters.")
    text = source.lstrip()  # eval mode refuses an indented expression; positions add the indent back
    if not text.strip():
        raise ExpressionError("The expression is empty.")
    compiler = _Compiler(text, indent=len(source) - len(text))
    try:
        # The newline makes the parser report an unfinished expression at its end, not at column 0.
        tree = ast.parse(text + "\n", mode="eval")
    except SyntaxError as error:
        raise compiler.syntax_error(error) from None
    except (ValueError, RecursionError, MemoryError) as error:
        raise ExpressionError(f"Not an expression: {error}.") from None
    if sum(isinstance(node, ast.expr) for node in ast.walk(tree)) > MAX_NODES:
        raise ExpressionError(f"An expression has at most {MAX_NODES} names, literals and operations.")
    rewritten = compiler.expression(tree.body)
    bindings = tuple((name, reference) for reference, name in compiler.bindings.items())
    return Expression(source, frozenset(compiler.bindings), rewritten, bindings)


class _Compiler:
    """Checks a parsed expression against the language and rewrites it for the evaluator: number
    literals become Decimals, date('...') a date, references private names (`_r0`) bound to them."""

    def __init__(self, text: str, *, indent: int) -> None:
        self.text = text
        self.indent = indent
        self.bindings: dict[Reference, str] = {}
        self.line_starts = [0, *(match.end() for match in re.finditer(r"\r\n|\r|\n", text))]

    def column(self, lineno: int, col_offset: int) -> int:
        """The 1-based column in the whole source of ast's (line, UTF-8 byte offset)."""
        start = self.line_starts[min(max(lineno, 1), len(self.line_starts)) - 1]
        line = self.text[start:].encode()
        return self.indent + start + len(line[:col_offset].decode(errors="ignore")) + 1

    def refuse(self, message: str, node: ast.AST, *, after: ast.expr | None = None) -> ExpressionError:
        """The error at `node`, or just after `after` (where an attribute's dot is)."""
        return ExpressionError(message, self.end(after) if after else self.start(node))

    def start(self, node: ast.AST) -> int:
        return self.column(getattr(node, "lineno", 1), getattr(node, "col_offset", 0))

    def end(self, node: ast.expr) -> int:
        return self.column(node.end_lineno or 1, node.end_col_offset or 0)

    def syntax_error(self, error: SyntaxError) -> ExpressionError:
        start = self.line_starts[min(max(error.lineno or 1, 1), len(self.line_starts)) - 1]
        position = self.indent + start + max(error.offset or 1, 1)  # SyntaxError's offset counts characters
        end = self.indent + len(self.text) + 1
        return ExpressionError(f"Not a valid expression: {error.msg}.", min(position, end))

    def expression(self, node: ast.expr) -> ast.expr:
        match node:
            case ast.Constant(value=bool() | str() | None):
                return node
            case ast.Constant(value=int() | float()):
                return _constant(self.number(node))
            case ast.Name():
                return self.bind(self.reference(node, nested_allowed=False))
            case ast.Attribute():
                return self.bind(self.reference(node, nested_allowed=False))
            case ast.Call():
                return self.call(node)
            case ast.BinOp(left=left, op=op, right=right):
                self.check_operator(op, node, before=left)
                return ast.BinOp(self.expression(left), op, self.expression(right))
            case ast.UnaryOp(op=op, operand=operand):
                self.check_operator(op, node)
                return ast.UnaryOp(op, self.expression(operand))
            case ast.BoolOp(op=op, values=values):
                return ast.BoolOp(op, [self.expression(value) for value in values])
            case ast.Compare(left=left, ops=ops, comparators=comparators):
                for comparison, before in zip(ops, [left, *comparators], strict=False):
                    self.check_operator(comparison, node, before=before)
                return ast.Compare(self.expression(left), ops, [self.expression(value) for value in comparators])
            case ast.IfExp(test=test, body=body, orelse=orelse):
                return ast.IfExp(self.expression(test), self.expression(body), self.expression(orelse))
        raise self.refuse(f"{_REFUSED.get(type(node), type(node).__name__)} are not part of the language.", node)

    def number(self, node: ast.Constant) -> Decimal:
        """A number literal as an exact Decimal: from its text when a float would round it."""
        if isinstance(node.value, int):
            exact = Decimal(node.value)
        else:
            exact = Decimal((ast.get_source_segment(self.text, node) or repr(node.value)).replace("_", ""))
        try:
            with localcontext(_CONTEXT) as context:
                return context.create_decimal(exact)
        except Overflow:
            raise self.refuse("A number too large (the bound is 1E+100).", node) from None

    def check_operator(self, op: ast.AST, node: ast.expr, *, before: ast.expr | None = None) -> None:
        if type(op) in OPERATORS:
            return
        symbol = _SYMBOLS.get(type(op), type(op).__name__)
        hint = " Write == None, or answered(x)." if symbol.startswith("is") else ""
        position = self.start(node)
        if before is not None:  # the operator itself: the first of its characters after `before`
            found = self.text.find(symbol[0], self.end(before) - self.indent - 1)
            position = position if found < 0 else self.indent + found + 1
        raise ExpressionError(f"The operator '{symbol}' is not part of the language.{hint}", position)

    def reference(self, node: ast.Name | ast.Attribute, *, nested_allowed: bool) -> Reference:
        if isinstance(node, ast.Name):
            self.check_name(node.id, node)
            if node.id == "parent":
                raise self.refuse("parent is the parent survey: write parent.<field id>.", node)
            if node.id in FUNCTIONS:
                raise self.refuse(f"{node.id} is a function: call it, as in {node.id}(...).", node)
            return Reference("self", node.id)
        if not isinstance(node.value, ast.Name):
            raise self.refuse(_ATTRIBUTES, node, after=node.value)
        owner, name = node.value.id, node.attr
        self.check_name(owner, node.value)
        self.check_name(name, node, after=node.value)
        if owner in FUNCTIONS:
            raise self.refuse(_ATTRIBUTES, node, after=node.value)
        if name in FUNCTIONS or name == "parent":
            raise self.refuse(f"{name} is a reserved word, not a field id.", node, after=node.value)
        if owner == "parent":
            return Reference("parent", name)
        if not nested_allowed:
            raise self.refuse(
                f"{owner}.{name} is a list (of {name} across the instances of {owner}): "
                f"use it in sum(), count(), min(), max(), any() or all().",
                node,
            )
        return Reference("nested", name, owner)

    def check_name(self, name: str, node: ast.AST, *, after: ast.expr | None = None) -> None:
        if name.startswith("_"):
            raise self.refuse(f"Names starting with '_' are not allowed ({name}).", node, after=after)
        if not _FIELD_ID.fullmatch(name) or len(name) > MAX_FIELD_ID_LENGTH:
            raise self.refuse(
                f"{name} is not a field id (ASCII letters, digits and '_', at most {MAX_FIELD_ID_LENGTH}).", node
            )

    def bind(self, reference: Reference) -> ast.Name:
        name = self.bindings.setdefault(reference, f"_r{len(self.bindings)}")
        return ast.Name(name, ast.Load())

    def call(self, node: ast.Call) -> ast.expr:
        if not isinstance(node.func, ast.Name):
            if isinstance(node.func, ast.Attribute):
                raise self.refuse("Methods are not part of the language.", node, after=node.func.value)
            raise self.refuse("Only the language's functions can be called.", node)
        name, args = node.func.id, node.args
        self.check_name(name, node)
        if name not in FUNCTIONS:
            raise self.refuse(f"Unknown function {name}; the functions are {', '.join(sorted(FUNCTIONS))}.", node)
        if node.keywords:
            raise self.refuse("Keyword arguments are not part of the language.", node.keywords[0])
        if name == "date":
            return self.date(node)
        if name in AGGREGATES and (name not in ("min", "max") or len(args) < 2):
            return self.aggregate(name, node)
        if name == "round" and not 1 <= len(args) <= 2:
            raise self.refuse("round() takes a number and, optionally, a number of digits.", node)
        if name in ("abs", "answered") and len(args) != 1:
            raise self.refuse(f"{name}() takes one value.", node)
        return ast.Call(ast.Name(name, ast.Load()), [self.expression(arg) for arg in args], [])

    def aggregate(self, name: str, node: ast.Call) -> ast.expr:
        """sum(sites.energy) and the like (count(sites) too): a private function of the tuple."""
        usage = f"{name}() takes one nested reference, as in {name}(sites.energy)"
        if name == "count":
            usage += " or count(sites)"
        if name in ("min", "max"):
            usage += f", or two or more values, as in {name}(energy, 10)"
        if len(node.args) != 1:
            raise self.refuse(f"{usage}.", node)
        argument = node.args[0]
        if isinstance(argument, ast.Attribute):
            reference = self.reference(argument, nested_allowed=True)
        elif name == "count" and isinstance(argument, ast.Name):
            reference = Reference("nested", None, self.reference(argument, nested_allowed=False).field_id)
        else:
            raise self.refuse(f"{usage}.", argument)
        if reference.scope != "nested":
            raise self.refuse(f"{usage}.", argument)
        return ast.Call(ast.Name(f"_{name}", ast.Load()), [self.bind(reference)], [])

    def date(self, node: ast.Call) -> ast.expr:
        match node.args:
            case [ast.Constant(value=str() as text)] if _ISO_DATE.fullmatch(text):
                try:
                    return _constant(date.fromisoformat(text))
                except ValueError:
                    pass
        raise self.refuse("date() takes a date written as a literal 'YYYY-MM-DD'.", node)


def _constant(value: Decimal | date) -> ast.Constant:
    """A literal the evaluator takes as it is: simpleeval returns a constant's value unchanged."""
    return ast.Constant(cast(Any, value))


_ATTRIBUTES = "Attribute access is not part of the language (only parent.<field> and <nested>.<field>)."
_REFUSED: dict[type[ast.AST], str] = {
    ast.Constant: "Literals other than numbers, texts, True, False and None",
    ast.Subscript: "Subscripts",
    ast.Slice: "Slices",
    ast.Lambda: "Lambdas",
    ast.ListComp: "Comprehensions",
    ast.SetComp: "Comprehensions",
    ast.DictComp: "Comprehensions",
    ast.GeneratorExp: "Comprehensions",
    ast.JoinedStr: "F-strings",
    ast.NamedExpr: "Assignment expressions (:=)",
    ast.Starred: "Starred expressions",
    ast.List: "Lists",
    ast.Tuple: "Tuples",
    ast.Set: "Sets",
    ast.Dict: "Dicts",
    ast.Await: "Await expressions",
    ast.Yield: "Yield expressions",
    ast.YieldFrom: "Yield expressions",
}
_SYMBOLS: dict[type[ast.AST], str] = {
    ast.FloorDiv: "//",
    ast.MatMult: "@",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.BitOr: "|",
    ast.BitXor: "^",
    ast.BitAnd: "&",
    ast.Invert: "~",
    ast.Is: "is",
    ast.IsNot: "is not",
}


def _received(reference: Reference, value: object) -> object:
    """A looked-up value as the evaluator takes it: a nested reference's values as a tuple (a hidden
    nested question, None, has no instances)."""
    if reference.scope == "nested":
        return () if value is None else tuple(cast("Iterable[object]", value))
    return value


# simpleeval's constructor swaps the process-wide warnings filters (warnings.catch_warnings), which
# is not thread-safe: two interleaved constructions can leave its "ignore" filter installed for good.
_CONSTRUCTING = threading.Lock()


def _evaluator(names: dict[str, object]) -> Any:
    """A new evaluator per evaluation: simpleeval keeps the expression it evaluates on the instance."""
    with _CONSTRUCTING:
        return simpleeval.SimpleEval(operators=dict(OPERATORS), functions=dict(RUNTIME_FUNCTIONS), names=names)
