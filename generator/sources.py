"""Read spec YAML keeping the line of every key, so that errors can point at it.

PyYAML silently keeps the last of two equal keys; a spec must not, so duplicates are problems.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from generator.problems import Problem

try:  # the C loader is much faster; fall back when libyaml is missing
    _Loader: type[yaml.SafeLoader] = yaml.CSafeLoader  # type: ignore[assignment]
except AttributeError:  # pragma: no cover
    _Loader = yaml.SafeLoader

Path_ = tuple[str | int, ...]


@dataclass
class SourceFile:
    """One spec file: its data, and the line of each path inside it."""

    name: str  # relative to the spec root's parent, e.g. "spec/operations/orders.yaml"
    data: Any
    lines: dict[Path_, int] = field(default_factory=dict)

    def line(self, path: Path_) -> int:
        """The line of `path`, or of its nearest ancestor that has one."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), 1)


def load_source(path: Path, name: str, problems: list[Problem]) -> SourceFile | None:
    try:
        loader = _Loader(path.read_text(encoding="utf-8"))
        try:
            node = loader.get_single_node()
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        reason = getattr(exc, "problem", None) or str(exc)
        problems.append(Problem(name, line, f"This is not valid YAML: {reason}."))
        return None
    source = SourceFile(name=name, data=data)
    if node is not None:
        _record_lines(node, (), source, problems)
    return source


def _record_lines(node: yaml.Node, path: Path_, source: SourceFile, problems: list[Problem]) -> None:
    source.lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if key in seen:
                problems.append(Problem(source.name, key_node.start_mark.line + 1, f"'{key}' is defined twice here."))
            seen.add(key)
            _record_lines(value_node, (*path, key), source, problems)
            source.lines[(*path, key)] = key_node.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _record_lines(item, (*path, index), source, problems)
