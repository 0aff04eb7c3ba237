"""The importers by model_identifier, and the handlers import events are delivered to.

Both registries are filled when modules are imported (importers/__init__ imports the built-in
ones, areas import theirs), so a process that serves D8 and one that runs jobs know the same.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from handwritten.adapters.importers.base import Importer

logger = logging.getLogger("canopy.importers")

_IMPORTERS: dict[str, Importer] = {}


def register(importer: Importer) -> Importer:
    """Make `importer` available to D8 under its model_identifier (once)."""
    name = importer.model_identifier
    if name in _IMPORTERS and _IMPORTERS[name] is not importer:
        raise ValueError(f"an importer is already registered for {name!r}")
    _IMPORTERS[name] = importer
    return importer


def importer_for(model_identifier: str) -> Importer | None:
    return _IMPORTERS.get(model_identifier)


@dataclass(frozen=True, slots=True)
class ImportEvent:
    """What a run tells the rest of the system once committed: the document forwards its tags."""

    workspace_id: int
    run_id: str  # the run's public UUID
    data_import_run_id: int
    document_id: int
    model_identifier: str
    dry_run: bool
    tags: list[str]
    counts: dict[str, int]  # its importer's counts; empty when no importer is registered for the model

    def payload(self) -> dict[str, Any]:
        return {
            "workspace_id": self.workspace_id,
            "run_id": self.run_id,
            "data_import_run_id": self.data_import_run_id,
            "document_id": self.document_id,
            "model_identifier": self.model_identifier,
            "dry_run": self.dry_run,
            "tags": self.tags,
            "counts": self.counts,
        }

    @classmethod
    def from_payload(cls, payload: dict[str, Any]) -> ImportEvent:
        return cls(**payload)


EventHandler = Callable[[ImportEvent], Awaitable[None]]
_HANDLERS: list[EventHandler] = []


def on_import_event(handler: EventHandler) -> EventHandler:
    """Deliver every committed run's ImportEvent to `handler` (a decorator; at most once per handler).

    Handlers run in the job worker, after the run's commit, and are retried with the job when one
    raises, so each must be safe to receive an event again.
    """
    if handler not in _HANDLERS:
        _HANDLERS.append(handler)
    return handler


def remove_handler(handler: EventHandler) -> None:
    if handler in _HANDLERS:
        _HANDLERS.remove(handler)


async def deliver(event: ImportEvent) -> None:
    """Hand `event` to every registered handler, in registration order."""
    logger.info(
        "import event of run %s (%s, %d tags) to %d handler(s)",
        event.run_id,
        event.model_identifier,
        len(event.tags),
        len(_HANDLERS),
    )
    for handler in list(_HANDLERS):
        await handler(event)


def _register_builtin() -> None:
    from handwritten.adapters.importers.document_identifiers import DocumentIdentifierImporter

    register(DocumentIdentifierImporter())


_register_builtin()
