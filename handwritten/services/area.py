"""An area as the app factory sees it: its service, how it starts and stops, and its field maps.

Each area package (services/<area>/) exposes one `AREA`; services/areas.py registers them.
The app factory builds the services of the areas its host serves and enters their lifespans;
it names no area.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from handwritten.runtime.filtering import FieldMap, Path
from handwritten.runtime.implementation import implements
from handwritten.services.dependencies import Dependencies, Service

S = TypeVar("S", bound=Service)


@dataclass(frozen=True)
class Area(Generic[S]):
    service: type[S]
    # Started with the app that serves the area and stopped with it (background work of its own).
    lifespan: Callable[[S, Dependencies], AbstractAsyncContextManager[None]] | None = None
    # The FieldMap of each list operation (and each filter object read with one), by operation
    # name: checked against the generated filter sets by tests/unit/services/test_field_maps.py.
    field_maps: Mapping[str, FieldMap] = field(default_factory=lambda: MappingProxyType({}))

    def build(self, deps: Dependencies) -> S:
        return self.service(deps)

    def check_field_maps(self, operations: Iterable[Any], field_paths: Mapping[str, frozenset[Path]]) -> None:
        """Raise unless each list operation the service implements has a FieldMap declaring every
        field path the operation reads (`field_paths`: generated from spec/). Run at start-up, so a
        path missing from a map is a failed start and a failed test, never a 500 at request time."""
        problems = []
        for operation in operations:
            if operation.name not in field_paths or not implements(self.service, operation.interface, operation.name):
                continue
            fields = self.field_maps.get(operation.name)
            if fields is None:
                problems.append(f"{operation.code} {operation.name} has no FieldMap in its area's field_maps")
                continue
            missing = sorted(path for path in field_paths[operation.name] if not fields.declares(path))
            if missing:
                paths = ", ".join("__".join(path) for path in missing)
                problems.append(f"{operation.code} {operation.name}: the FieldMap of {fields.name} lacks {paths}")
        if problems:
            raise FieldMapMismatch("; ".join(problems))


class FieldMapMismatch(TypeError):
    """An area's FieldMaps do not cover the field paths its operations read (a programming error)."""
