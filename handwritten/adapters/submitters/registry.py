"""The submitters by name; a factory is given the process's components (SubmitterDeps) once, at start.

The areas fill it at import, as they fill the importers' registry: the documents area registers
`documents`, the default (handwritten/services/documents/submitting.py).
"""

from __future__ import annotations

from collections.abc import Callable

from handwritten.adapters.submitters.base import Submitter, SubmitterDeps

Factory = Callable[[SubmitterDeps], Submitter]

_FACTORIES: dict[str, Factory] = {}


def register(name: str, factory: Factory) -> None:
    if name in _FACTORIES:
        raise ValueError(f"a submitter named {name!r} is registered already")
    _FACTORIES[name] = factory


def known() -> list[str]:
    return sorted(_FACTORIES)


def submitter_for(name: str, deps: SubmitterDeps) -> Submitter:
    """The submitter `name`, built on `deps`; ValueError naming the known ones otherwise."""
    factory = _FACTORIES.get(name)
    if factory is None:
        raise ValueError(f"CANOPY_STATEMENT_SUBMITTER={name!r} is not a submitter; known: {', '.join(known())}")
    return factory(deps)
