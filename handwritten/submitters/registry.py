"""The submitters by name; a factory is given the app's Dependencies once, at start."""

from __future__ import annotations

from collections.abc import Callable

from handwritten.services.dependencies import Dependencies
from handwritten.submitters.base import Submitter
from handwritten.submitters.documents import DocumentsSubmitter

_FACTORIES: dict[str, Callable[[Dependencies], Submitter]] = {"documents": DocumentsSubmitter}


def register(name: str, factory: Callable[[Dependencies], Submitter]) -> None:
    if name in _FACTORIES:
        raise ValueError(f"a submitter named {name!r} is registered already")
    _FACTORIES[name] = factory


def known() -> list[str]:
    return sorted(_FACTORIES)


def submitter_for(name: str, deps: Dependencies) -> Submitter:
    """The submitter `name`, built on `deps`; ValueError naming the known ones otherwise."""
    factory = _FACTORIES.get(name)
    if factory is None:
        raise ValueError(f"CANOPY_STATEMENT_SUBMITTER={name!r} is not a submitter; known: {', '.join(known())}")
    return factory(deps)
