"""The evaluated state of a submission's survey instances: everything at creation
(`evaluate_all`), then at each answer only what depends on it (`propagate`), decision
survey_evaluation.

A definition's dependency graph (graph.py) orders its nodes once for every instance. A node
evaluated in an instance may change nodes of the same instance, of its parent (an aggregate over
the nested instances) or of its nested instances (`parent.x`, a hidden or locked nested
question): the walk follows the graph's topological order, so each node is evaluated after
everything it reads, and only in the instances where something it reads changed.

Instances are reached through a `Store`: the database's (services/surveys/store.py) or memory's
(`MemoryStore`, for a new submission and for tests).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any, Protocol

from handwritten.domain.surveys.answers import AnswerError, parse_answer
from handwritten.domain.surveys.definition import SurveyDefinition
from handwritten.domain.surveys.expressions import Evaluated, Expression, Reference, condition_holds
from handwritten.domain.surveys.graph import Node

Subject = str | int  # a field id, or a block id


def encode(value: object) -> Any:
    """A value as JSON keeps it, its type included (a number is not a string)."""
    if isinstance(value, Decimal):
        return {"n": str(value)}
    if isinstance(value, date):
        return {"d": value.isoformat()}
    if isinstance(value, tuple):
        return list(value)
    return value


def decode(value: Any) -> object:
    if isinstance(value, dict):
        if "n" in value:
            return Decimal(value["n"])
        if "d" in value:
            return date.fromisoformat(value["d"])
    if isinstance(value, list):
        return tuple(value)
    return value


@dataclass
class InstanceState:
    """What reading an instance shows without evaluating: values as expressions see them (None
    left out), hidden and locked questions and blocks, and why an expression failed."""

    seen: dict[str, object] = field(default_factory=dict)
    hidden: set[Subject] = field(default_factory=set)
    locked: set[Subject] = field(default_factory=set)
    errors: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "seen": {name: encode(value) for name, value in sorted(self.seen.items())},
            "hidden": sorted(self.hidden, key=str),
            "locked": sorted(self.locked, key=str),
            "errors": dict(sorted(self.errors.items())),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> InstanceState:
        data = data or {}
        return cls(
            seen={name: decode(value) for name, value in data.get("seen", {}).items()},
            hidden=set(data.get("hidden", ())),
            locked=set(data.get("locked", ())),
            errors=dict(data.get("errors", {})),
        )


@dataclass(eq=False)
class Instance:
    """A survey instance as the evaluation works on it; `changed` once its state was written."""

    id: int
    survey_key: str
    parent_id: int | None
    context_key: str
    state: InstanceState = field(default_factory=InstanceState)
    changed: bool = False


class Store(Protocol):
    async def parent(self, instance: Instance) -> Instance | None: ...

    async def children(self, instance: Instance, survey_key: str) -> Sequence[Instance]: ...

    async def child_values(self, instance: Instance, survey_key: str, field_id: str) -> tuple[object, ...]:
        """What the nested instances of `survey_key` under `instance` see as `field_id`, in order,
        this evaluation's changes included."""
        ...

    async def answer(self, instance: Instance, field_id: str) -> str | None: ...


class MemoryStore:
    """Instances and answers held in memory: a new submission's, and the tests'."""

    def __init__(self, instances: Iterable[Instance], answers: Mapping[tuple[str, str], str]) -> None:
        self.instances = {instance.id: instance for instance in instances}
        self.answers = answers  # (field_id, context_key) -> the answer's string
        self._children: dict[tuple[int, str], list[Instance]] = {}
        for instance in self.instances.values():
            if instance.parent_id is not None:
                self._children.setdefault((instance.parent_id, instance.survey_key), []).append(instance)

    async def parent(self, instance: Instance) -> Instance | None:
        return None if instance.parent_id is None else self.instances[instance.parent_id]

    async def children(self, instance: Instance, survey_key: str) -> Sequence[Instance]:
        return self._children.get((instance.id, survey_key), [])

    async def child_values(self, instance: Instance, survey_key: str, field_id: str) -> tuple[object, ...]:
        return tuple(child.state.seen.get(field_id) for child in await self.children(instance, survey_key))

    async def answer(self, instance: Instance, field_id: str) -> str | None:
        return self.answers.get((field_id, instance.context_key))


class Evaluator:
    """Evaluates the nodes of one definition in the instances a Store gives."""

    def __init__(self, definition: SurveyDefinition, store: Store) -> None:
        self.definition = definition
        self.store = store

    async def evaluate_all(self, instances: Sequence[Instance]) -> None:
        """Every node in every instance, as at a submission's creation (or a full re-evaluation)."""
        by_survey: dict[str, list[Instance]] = {}
        for instance in instances:
            by_survey.setdefault(instance.survey_key, []).append(instance)
        for node in self.definition.graph.order:
            for instance in by_survey.get(self._survey_of(node.subject), ()):
                await self._evaluate(node, instance)

    async def propagate(self, instance: Instance, field_id: str) -> None:
        """After the answer to `field_id` in `instance` changed: its value and what depends on it."""
        start = Node("value", field_id)
        dirty: dict[Node, dict[int, Instance]] = {start: {instance.id: instance}}
        for node in [start, *self.definition.graph.affected([start])]:
            for target in dirty.pop(node, {}).values():
                if await self._evaluate(node, target):
                    await self._mark_dependents(node, target, dirty)

    async def _mark_dependents(self, node: Node, instance: Instance, dirty: dict[Node, dict[int, Instance]]) -> None:
        for dependent in self.definition.graph.dependents[node]:
            for target in await self._instances_of(self._survey_of(dependent.subject), instance):
                dirty.setdefault(dependent, {})[target.id] = target

    async def _instances_of(self, survey_key: str, instance: Instance) -> Sequence[Instance]:
        """The instances of `survey_key` related to `instance`: itself, an ancestor, or every
        instance below it of that survey."""
        if survey_key == instance.survey_key:
            return [instance]
        path = self._path(instance.survey_key)
        if survey_key in path:  # an ancestor's
            current: Instance | None = instance
            while current is not None and current.survey_key != survey_key:
                current = await self.store.parent(current)
            return [] if current is None else [current]
        below = self._path(survey_key)  # a descendant's: walk down the surveys between
        level: Sequence[Instance] = [instance]
        for key in below[below.index(instance.survey_key) + 1 :] + [survey_key]:
            level = [child for parent in level for child in await self.store.children(parent, key)]
        return level

    def _path(self, survey_key: str) -> list[str]:
        """The survey keys above `survey_key`, the root first."""
        path: list[str] = []
        key = self.definition.surveys[survey_key].parent
        while key is not None:
            path.insert(0, key)
            key = self.definition.surveys[key].parent
        return path

    def _survey_of(self, subject: Subject) -> str:
        if isinstance(subject, int):
            return self.definition.block(subject).survey
        return self.definition.question(subject).survey

    async def _evaluate(self, node: Node, instance: Instance) -> bool:
        """Evaluate `node` in `instance`; whether what it shows changed."""
        state = instance.state
        error_key = f"{node.aspect}:{node.subject}"
        before_error = state.errors.pop(error_key, None)
        if node.aspect == "value":
            assert isinstance(node.subject, str)
            value, error = await self._value(node.subject, instance)
            before = state.seen.get(node.subject)
            if value is None:
                state.seen.pop(node.subject, None)
            else:
                state.seen[node.subject] = value
            changed = bool(encode(before) != encode(value))  # "1.0" is not "1": the state keeps each as written
        else:
            holds, error = await self._rule(node, instance)
            flags = state.hidden if node.aspect == "visible" else state.locked
            flagged = not holds if node.aspect == "visible" else holds
            changed = (node.subject in flags) != flagged
            if flagged:
                flags.add(node.subject)
            else:
                flags.discard(node.subject)
        if error is not None:
            state.errors[error_key] = error
        if changed or error != before_error:
            instance.changed = True
        return changed

    async def _value(self, field_id: str, instance: Instance) -> tuple[object, str | None]:
        question = self.definition.question(field_id)
        if field_id in instance.state.hidden:
            return None, None  # a hidden question counts as unanswered
        if question.kind == "nested":  # its instances, so that count(nested) follows its visibility
            assert question.nested_survey is not None
            return Decimal(len(await self.store.children(instance, question.nested_survey))), None
        if question.formula is not None:
            evaluated = await self._run(question.formula, instance)
            return evaluated.value, evaluated.error
        raw = await self.store.answer(instance, field_id)
        if raw is None:
            return None, None
        try:
            return parse_answer(question, raw), None
        except AnswerError as error:  # written for another version of the question
            return None, str(error)

    async def _rule(self, node: Node, instance: Instance) -> tuple[bool, str | None]:
        """Visible: the holder, the block and the rule all allow it. Locked: any of them locks it."""
        visible = node.aspect == "visible"
        holder = await self._holder_state(instance, visible)
        if isinstance(node.subject, int):
            block = self.definition.block(node.subject)
            rule = block.visible_if if visible else block.locked_if
            inherited = holder
        else:
            question = self.definition.question(node.subject)
            rule = question.visible_if if visible else question.locked_if
            in_block = question.block not in (instance.state.hidden if visible else instance.state.locked)
            inherited = in_block if visible else not in_block
        if rule is None:
            return inherited, None
        evaluated = await self._run(rule, instance)
        holds = condition_holds(evaluated)
        return (inherited and holds) if visible else (inherited or holds), evaluated.error

    async def _holder_state(self, instance: Instance, visible: bool) -> bool:
        """Whether the nested question holding `instance` is visible (or locked); the root's is
        visible and unlocked."""
        parent = await self.store.parent(instance)
        if parent is None:
            return visible
        holder = self.definition.surveys[instance.survey_key].holder
        assert holder is not None
        return holder not in parent.state.hidden if visible else holder in parent.state.locked

    async def _run(self, expression: Expression, instance: Instance) -> Evaluated:
        values: dict[Reference, object] = {}
        for reference in expression.references:
            values[reference] = await self._read(reference, instance)
        return expression.evaluate(values.__getitem__)

    async def _read(self, reference: Reference, instance: Instance) -> object:
        if reference.scope == "self":
            assert reference.field_id is not None
            return instance.state.seen.get(reference.field_id)
        if reference.scope == "parent":
            parent = await self.store.parent(instance)
            assert reference.field_id is not None and parent is not None
            return parent.state.seen.get(reference.field_id)
        assert reference.nested is not None
        if reference.nested in instance.state.hidden:
            return ()  # a hidden nested question's instances count for nothing
        survey_key = self.definition.question(reference.nested).nested_survey
        assert survey_key is not None
        if reference.field_id is None:
            return tuple(True for _ in await self.store.children(instance, survey_key))
        return await self.store.child_values(instance, survey_key, reference.field_id)
