"""A survey definition: the document platform staff publish, parsed once into what evaluation needs.

definition                 the root survey, key ""
├── blocks[]               numbered 1..n across the whole definition (S4's survey_block_id)
│   └── questions[]        field ids unique across the whole definition
└── surveys{key}           nested surveys, each held by exactly one `nested` question
    └── blocks[] ...       which may hold nested questions again

`load_definition` refuses a definition with every problem it finds (docs/surveys.md): first its
shape against definition.schema.json, then what a schema cannot say, down to references and
cycles. What it returns is immutable and equal to what loading its `to_json()` gives.
"""

from __future__ import annotations

import copy
import json
import keyword
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache, cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

from jsonschema import Draft202012Validator, ValidationError

from handwritten.domain.surveys.expressions import FUNCTIONS, Expression, ExpressionError, Reference, compile_expression
from handwritten.domain.surveys.graph import DependencyGraph, Node, label, reads_of, sort_graph

__all__ = [
    "CHECKBOX",
    "DATE",
    "FORMULA",
    "KINDS",
    "LONG_TEXT",
    "NESTED",
    "NUMBER",
    "RADIO",
    "RESERVED_WORDS",
    "ROOT",
    "SHORT_TEXT",
    "SLIDER",
    "Block",
    "DefinitionError",
    "Problem",
    "Question",
    "Survey",
    "SurveyDefinition",
    "load_definition",
]

ROOT: Final = ""  # the key of the root survey
SHORT_TEXT, LONG_TEXT, RADIO, CHECKBOX = (
    "questionshorttext",
    "questionlongtext",
    "questionradiobutton",
    "questioncheckbox",
)
SLIDER, DATE, NUMBER, FORMULA, NESTED = "questionslider", "questiondate", "questionnumber", "formula", "nested"
KINDS: Final = (SHORT_TEXT, LONG_TEXT, RADIO, CHECKBOX, SLIDER, DATE, NUMBER, FORMULA, NESTED)
# A field id is a name in expressions, so it cannot be one the language gives a meaning (Python's
# keywords included: True, False, None, and, or, not, in...).
RESERVED_WORDS: Final = frozenset({"parent", *FUNCTIONS, *keyword.kwlist})
_SCHEMA_PATH = Path(__file__).with_name("definition.schema.json")


@dataclass(frozen=True, order=True)
class Problem:
    path: str  # where in the document, e.g. blocks[0].questions[2].formula; "" for the whole of it
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class DefinitionError(ValueError):
    """A definition that cannot be published, with every problem found."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        lines = "\n".join(f"- {problem}" for problem in self.problems)
        super().__init__(f"The survey definition has {len(self.problems)} problem(s):\n{lines}")


@dataclass(frozen=True)
class Question:
    field_id: str
    kind: str  # one of KINDS
    title: str
    survey: str  # the key of the survey it belongs to, ROOT for the root
    block: int
    required: bool = False
    choices: tuple[str, ...] = ()  # radio buttons and checkboxes
    min: Decimal | None = None  # sliders and numbers
    max: Decimal | None = None
    step: Decimal | None = None  # sliders
    max_length: int | None = None  # texts; None means the kind's default (answers.py)
    visible_if: Expression | None = None
    locked_if: Expression | None = None
    formula: Expression | None = None
    nested_survey: str | None = None  # nested questions: the survey of each instance
    dimension: str | None = None  # nested questions: the context dimension telling instances apart


@dataclass(frozen=True)
class Block:
    id: int
    key: str
    title: str
    survey: str
    questions: tuple[Question, ...]
    visible_if: Expression | None = None
    locked_if: Expression | None = None


@dataclass(frozen=True)
class Survey:
    key: str  # ROOT, or the key of a nested survey
    title: str
    blocks: tuple[Block, ...]
    holder: str | None = None  # the nested question holding its instances; None for the root
    parent: str | None = None  # the survey of that question, which `parent.x` reads
    dimensions: tuple[str, ...] = ()  # the context dimensions of an instance, outermost first

    def questions(self) -> Iterator[Question]:
        for block in self.blocks:
            yield from block.questions


@dataclass(frozen=True, eq=False)
class SurveyDefinition:
    """A loaded definition. Two are equal when their normalized documents are."""

    key: str
    title: str
    type: str
    display_type: str
    is_progress_visible_in_survey_overview: bool
    tags: tuple[str, ...]
    surveys: Mapping[str, Survey]  # ROOT first, then the nested surveys in document order
    graph: DependencyGraph = field(repr=False)  # its order, each node's dependents, affected()
    _document: Mapping[str, Any] = field(repr=False)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SurveyDefinition) and self._document == other._document

    @property
    def export_data(self) -> dict[str, Any]:
        return copy.deepcopy(dict(self._document["export_data"]))

    @cached_property
    def questions(self) -> Mapping[str, Question]:
        everywhere = (question for survey in self.surveys.values() for question in survey.questions())
        return MappingProxyType({question.field_id: question for question in everywhere})

    @cached_property
    def blocks(self) -> Mapping[int, Block]:
        return MappingProxyType({block.id: block for survey in self.surveys.values() for block in survey.blocks})

    @property
    def dimensions(self) -> tuple[str, ...]:
        """The context dimensions of the nested surveys (site, supplier...), in document order."""
        return tuple(survey.dimensions[-1] for survey in self.surveys.values() if survey.dimensions)

    def question(self, field_id: str) -> Question:
        return self.questions[field_id]

    def survey_of(self, field_id: str) -> Survey:
        return self.surveys[self.question(field_id).survey]

    def block(self, block_id: int) -> Block:
        return self.blocks[block_id]

    def affected(self, changed: Iterable[Node]) -> list[Node]:
        """Every node downstream of `changed`, in the order to evaluate them (DependencyGraph.affected)."""
        return self.graph.affected(changed)

    def to_json(self) -> dict[str, Any]:
        """The normalized document: what to store, and what `load_definition` takes back."""
        return copy.deepcopy(dict(self._document))


def load_definition(document: Mapping[str, Any]) -> SurveyDefinition:
    """The definition in `document`, or DefinitionError with every problem found.

    Shape problems are reported alone: the checks after them presume the shape.
    """
    try:
        source = json.loads(json.dumps(dict(document), allow_nan=False))
    except (TypeError, ValueError) as error:
        raise DefinitionError([Problem("", f"Not a JSON document: {error}.")]) from None
    problems = sorted({problem for error in _validator().iter_errors(source) for problem in _schema_problems(error)})
    if problems:
        raise DefinitionError(problems)
    schema_properties: Mapping[str, Any] = _validator().schema["properties"]
    normalized = {
        name: source[name] if name in source else copy.deepcopy(spec["default"])
        for name, spec in schema_properties.items()
        if name in source or "default" in spec
    }
    return _Loader(normalized).load()


@cache
def _validator() -> Draft202012Validator:
    return Draft202012Validator(json.loads(_SCHEMA_PATH.read_text(encoding="utf-8")))


def _json_path(parts: Iterable[str | int]) -> str:
    path = ""
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else f".{part}" if path else str(part)
    return path


def _joined(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def _schema_problems(error: ValidationError) -> list[Problem]:
    """One schema error as problems at the field concerned, in words a definition's author reads."""
    path = _json_path(error.absolute_path)
    if error.validator == "required":  # one error per missing name, each naming them all
        return [
            Problem(_joined(path, name), "Required.") for name in error.validator_value if name not in error.instance
        ]
    if error.validator == "additionalProperties":
        known = error.schema.get("properties", {})
        return [Problem(_joined(path, name), "Unknown property.") for name in error.instance if name not in known]
    if error.validator == "not" and set(error.validator_value) == {"required"}:
        kind = error.instance.get("kind")
        return [
            Problem(_joined(path, name), f"Not allowed on a {kind} question.")
            for name in error.validator_value["required"]
        ]
    return [Problem(path, error.message)]


@dataclass(frozen=True)
class _Place:
    path: str
    survey: str
    raw: Mapping[str, Any]


def _survey_name(key: str) -> str:
    return "the root survey" if key == ROOT else f"survey '{key}'"


def _decimal(value: Any) -> Decimal | None:
    return None if value is None else Decimal(str(value))


class _Loader:
    """Checks and compiles one schema-valid, normalized document, collecting problems."""

    def __init__(self, document: Mapping[str, Any]) -> None:
        self.document = document
        self.raw_surveys: dict[str, Mapping[str, Any]] = {ROOT: document, **document["surveys"]}
        self.problems: list[Problem] = []
        self.fields: dict[str, _Place] = {}  # field id -> where it is first defined
        self.holders: dict[str, str] = {}  # nested survey key -> field id of its nested question
        self.dimensions: dict[str, tuple[str, ...]] = {ROOT: ()}
        self.places: dict[str | int, str] = {}  # a node's subject -> its path, for cycle problems
        self.block_count = 0

    def problem(self, path: str, message: str) -> None:
        self.problems.append(Problem(path, message))

    def blocks(self, key: str) -> Iterator[tuple[str, Mapping[str, Any]]]:
        prefix = "" if key == ROOT else f"surveys.{key}."
        for index, block in enumerate(self.raw_surveys[key]["blocks"]):
            yield f"{prefix}blocks[{index}]", block

    def questions(self, key: str) -> Iterator[_Place]:
        for path, block in self.blocks(key):
            for index, question in enumerate(block["questions"]):
                yield _Place(f"{path}.questions[{index}]", key, question)

    def load(self) -> SurveyDefinition:
        self.index()
        self.nest(ROOT, ())
        for key in self.raw_surveys:
            if key != ROOT and key not in self.holders:
                self.problem(f"surveys.{key}", "Not held by any nested question of the definition.")
        sound = not self.problems  # the graph of a definition with duplicate ids would mislead
        surveys = {key: self.survey(key) for key in self.raw_surveys}
        graph = self.graph(surveys) if sound else None
        if self.problems or graph is None:
            raise DefinitionError(self.problems)
        document = self.document
        return SurveyDefinition(
            document["key"],
            document["title"],
            document["type"],
            document["display_type"],
            document["is_progress_visible_in_survey_overview"],
            tuple(document["tags"]),
            MappingProxyType(surveys),
            graph,
            document,
        )

    def index(self) -> None:
        """Field ids and block keys: unique, not reserved; ranges that are ranges."""
        block_keys: dict[str, str] = {}
        for key in self.raw_surveys:
            for path, block in self.blocks(key):
                if (first := block_keys.setdefault(block["key"], path)) != path:
                    self.problem(f"{path}.key", f"Duplicate block key '{block['key']}', also at {first}.")
            for place in self.questions(key):
                field_id = place.raw["field_id"]
                if field_id in RESERVED_WORDS:
                    self.problem(
                        f"{place.path}.field_id", f"'{field_id}' is a reserved word of the expression language."
                    )
                if (first_place := self.fields.setdefault(field_id, place)) is not place:
                    self.problem(
                        f"{place.path}.field_id", f"Duplicate field id '{field_id}', also at {first_place.path}."
                    )
                low, high = _decimal(place.raw.get("min")), _decimal(place.raw.get("max"))
                if low is not None and high is not None and low > high:
                    self.problem(f"{place.path}.max", "Must not be less than min.")

    def nest(self, key: str, dimensions: tuple[str, ...]) -> None:
        """Walks the nested surveys from `key`: each held once, no dimension twice along a path."""
        for place in self.questions(key):
            if place.raw["kind"] != NESTED:
                continue
            target, dimension = place.raw["survey"], place.raw["dimension"]
            if target not in self.raw_surveys or target == ROOT:
                self.problem(f"{place.path}.survey", f"No nested survey '{target}' in surveys.")
            elif target in self.holders:
                self.problem(f"{place.path}.survey", f"Survey '{target}' is already held by '{self.holders[target]}'.")
            elif dimension in dimensions:
                self.problem(
                    f"{place.path}.dimension", f"Dimension '{dimension}' is already used by an enclosing survey."
                )
            else:
                self.holders[target] = place.raw["field_id"]
                self.dimensions[target] = (*dimensions, dimension)
                self.nest(target, self.dimensions[target])

    def parent(self, key: str) -> str | None:
        holder = self.holders.get(key)
        return None if holder is None else self.fields[holder].survey

    def survey(self, key: str) -> Survey:
        raw = self.raw_surveys[key]
        blocks = []
        for path, block in self.blocks(key):
            self.block_count += 1  # ids run on across surveys, in document order
            block_id = self.block_count
            self.places[block_id] = path
            questions = []
            for index, question in enumerate(block["questions"]):
                questions.append(self.question(f"{path}.questions[{index}]", key, block_id, question))
            blocks.append(
                Block(
                    block_id,
                    block["key"],
                    block["title"],
                    key,
                    tuple(questions),
                    self.rule(path, block, "visible_if", key),
                    self.rule(path, block, "locked_if", key),
                )
            )
        return Survey(
            key, raw["title"], tuple(blocks), self.holders.get(key), self.parent(key), self.dimensions.get(key, ())
        )

    def question(self, path: str, key: str, block_id: int, raw: Mapping[str, Any]) -> Question:
        self.places.setdefault(raw["field_id"], path)
        return Question(
            field_id=raw["field_id"],
            kind=raw["kind"],
            title=raw["title"],
            survey=key,
            block=block_id,
            required=raw.get("required", False),
            choices=tuple(raw.get("choices", ())),
            min=_decimal(raw.get("min")),
            max=_decimal(raw.get("max")),
            step=_decimal(raw.get("step")),
            max_length=raw.get("max_length"),
            visible_if=self.rule(path, raw, "visible_if", key),
            locked_if=self.rule(path, raw, "locked_if", key),
            formula=self.rule(path, raw, "formula", key),
            nested_survey=raw.get("survey"),
            dimension=raw.get("dimension"),
        )

    def rule(self, path: str, raw: Mapping[str, Any], name: str, key: str) -> Expression | None:
        """The rule `name` compiled, with its references checked; None if absent or refused."""
        if name not in raw:
            return None
        try:
            expression = compile_expression(raw[name])
        except ExpressionError as error:
            self.problem(f"{path}.{name}", f"Column {error.position}: {error.message}")
            return None
        messages = [message for ref in sorted(expression.references) if (message := self.reference_problem(ref, key))]
        for message in messages:
            self.problem(f"{path}.{name}", message)
        return None if messages else expression

    def reference_problem(self, ref: Reference, key: str) -> str | None:
        if ref.scope == "nested":
            holder = self.fields.get(ref.nested or "")
            if holder is None or holder.survey != key or holder.raw["kind"] != NESTED:
                return f"Dangling reference: '{ref.nested}' is not a nested question of {_survey_name(key)}."
            if ref.field_id is None:
                return None
            return self.field_problem(ref.field_id, holder.raw["survey"], f"{ref.nested}.{ref.field_id}")
        if ref.scope == "parent":
            if key == ROOT:
                return f"parent.{ref.field_id}: the root survey has no parent."
            parent = self.parent(key)  # None for a survey no question holds, reported already
            return None if parent is None else self.field_problem(ref.field_id or "", parent, f"parent.{ref.field_id}")
        return self.field_problem(ref.field_id or "", key, ref.field_id or "")

    def field_problem(self, field_id: str, key: str, written: str) -> str | None:
        place = self.fields.get(field_id)
        if place is None:
            return f"Dangling reference {written}: no field '{field_id}' in the definition."
        if place.survey != key:
            hint = f" (write parent.{field_id})" if place.survey == self.parent(key) and written == field_id else ""
            return f"Dangling reference {written}: '{field_id}' is a field of {_survey_name(place.survey)}, not of {_survey_name(key)}{hint}."
        if place.raw["kind"] == NESTED:
            return (
                f"Dangling reference {written}: '{field_id}' holds nested surveys, not a value; "
                f"use count({field_id}) or an aggregate such as sum({field_id}.<field>)."
            )
        return None

    def graph(self, surveys: Mapping[str, Survey]) -> DependencyGraph | None:
        graph, cycles = sort_graph(reads_of(surveys.values()))
        block_keys = {block.id: block.key for survey in surveys.values() for block in survey.blocks}
        for cycle in cycles:
            labels = " -> ".join(label(node, block_keys) for node in cycle)
            self.problem(self.places[cycle[0].subject], f"Cycle: {labels}.")
        return graph
