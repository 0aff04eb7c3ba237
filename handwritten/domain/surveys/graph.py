"""What must be evaluated again when something changes: the dependency graph of a survey definition.

A node is one evaluated thing of the definition (not of a submission: every instance of a nested
survey shares its nodes). This module says which node reads which (`reads_of`), orders them, finds
the cycles and walks downstream.
"""

from __future__ import annotations

import graphlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:
    from handwritten.domain.surveys.definition import Survey
    from handwritten.domain.surveys.expressions import Expression

__all__ = ["Aspect", "DependencyGraph", "Node", "label", "reads_of", "sort_graph"]

Aspect = Literal["value", "visible", "locked"]

# graphlib reports one cycle at a time; past this many, the author has enough to fix.
_MAX_CYCLES = 20


class Node(NamedTuple):
    """`("value", field_id)`, `("visible", field_id)`, `("locked", field_id)`, or the same of a block.

    The subject is a question's field id (str) or a block's id (int), so the two never collide.
    A value node is a formula's result or an answer as expressions see it; visible and locked are
    the effective states, rules of enclosing blocks and nested questions included.
    """

    aspect: Aspect
    subject: str | int


@dataclass(frozen=True)
class DependencyGraph:
    """The nodes in an order where each comes after everything it reads, and who reads each."""

    order: tuple[Node, ...]
    dependents: Mapping[Node, tuple[Node, ...]]
    _position: Mapping[Node, int] = field(repr=False, compare=False)

    def affected(self, changed: Iterable[Node]) -> list[Node]:
        """Every node downstream of `changed`, in topological order.

        A changed node is itself included only when it is downstream of another changed node.
        An unknown node is a KeyError, since it means the caller and the definition disagree.
        """
        reached: set[Node] = set()
        pending = [dependent for node in changed for dependent in self.dependents[node]]
        while pending:
            node = pending.pop()
            if node not in reached:
                reached.add(node)
                pending.extend(self.dependents[node])
        return sorted(reached, key=self._position.__getitem__)


def sort_graph(reads: Mapping[Node, Iterable[Node]]) -> tuple[DependencyGraph | None, list[list[Node]]]:
    """The graph of `reads` (each node mapped to the nodes it reads), or None and its cycles.

    Each cycle is given as graphlib gives it: `[a, b, ..., a]`, each node read by the next. After
    a cycle is found one of its edges is dropped and the sort tried again, so independent cycles
    are all reported at once.
    """
    remaining = {node: dict.fromkeys(read) for node, read in reads.items()}  # ordered, so the order is stable
    cycles: list[list[Node]] = []
    while True:
        try:
            order = tuple(graphlib.TopologicalSorter(remaining).static_order())
        except graphlib.CycleError as error:
            cycle: list[Node] = list(error.args[1])
            cycles.append(cycle)
            remaining[cycle[1]].pop(cycle[0], None)
            if len(cycles) < _MAX_CYCLES:
                continue
        break
    if cycles:
        return None, cycles
    dependents: dict[Node, list[Node]] = {node: [] for node in order}
    for node in order:
        for read in remaining.get(node, ()):
            dependents[read].append(node)
    position = {node: index for index, node in enumerate(order)}
    frozen = {node: tuple(sorted(nodes, key=position.__getitem__)) for node, nodes in dependents.items()}
    return DependencyGraph(order, MappingProxyType(frozen), MappingProxyType(position)), []


def reads_of(surveys: Iterable[Survey]) -> dict[Node, list[Node]]:
    """Each node of the surveys with the nodes it reads, in document order so the order is stable.

    A rule reads the values its expression references. A question is as visible as its block, and a
    block of a nested survey as its nested question; locks pass down the same way. An answer reads
    its question's visibility, since a hidden question counts as unanswered.
    """
    reads: dict[Node, list[Node]] = {}
    for survey in surveys:
        holder = [] if survey.holder is None else [survey.holder]
        for block in survey.blocks:
            reads[Node("visible", block.id)] = [*(Node("visible", h) for h in holder), *_values(block.visible_if)]
            reads[Node("locked", block.id)] = [*(Node("locked", h) for h in holder), *_values(block.locked_if)]
            for question in block.questions:
                field_id = question.field_id
                reads[Node("visible", field_id)] = [Node("visible", block.id), *_values(question.visible_if)]
                reads[Node("locked", field_id)] = [Node("locked", block.id), *_values(question.locked_if)]
                reads[Node("value", field_id)] = [Node("visible", field_id), *_values(question.formula)]
    return reads


def _values(expression: Expression | None) -> list[Node]:
    """The value nodes an expression reads; an aggregate also reads its nested question (the instances)."""
    nodes: list[Node] = []
    for ref in sorted(expression.references) if expression else ():
        if ref.nested is not None:
            nodes.append(Node("value", ref.nested))
        if ref.field_id is not None:
            nodes.append(Node("value", ref.field_id))
    return nodes


def label(node: Node, block_keys: Mapping[int, str]) -> str:
    """A node as a cycle problem names it: `energy`, `visibility of energy`, `lock of block general`."""
    name = f"block {block_keys[node.subject]}" if isinstance(node.subject, int) else node.subject
    return {"value": name, "visible": f"visibility of {name}", "locked": f"lock of {name}"}[node.aspect]
