"""An area as the app factory sees it: its service, how it starts and stops, and its field maps.

Each area package (services/<area>/) exposes one `AREA`; services/__init__.py registers them.
The app factory builds the services of the areas its host serves and enters their lifespans;
it names no area.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Generic, TypeVar

from handwritten.runtime.filtering import FieldMap
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
