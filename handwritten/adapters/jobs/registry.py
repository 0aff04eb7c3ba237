"""Job handlers, by kind: what a job's handler gets (JobContext), and the registry they join.

Handlers are plug-ins: a module registers its kinds when imported (`register("kb.index", index)`),
and the modules named in CANOPY_JOB_HANDLER_MODULES are imported when a runner starts, so a
worker process knows the kinds of every area without the queue naming any.
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy.ext.asyncio import AsyncSession

if TYPE_CHECKING:
    from handwritten.settings import Settings


@dataclass(frozen=True, slots=True)
class JobContext:
    """One run of one job, as its handler sees it."""

    id: int
    kind: str
    workspace_id: int
    payload: Mapping[str, Any]
    attempt: int  # 1 on the first run, 2 on the first retry...
    # A transaction acting for the job's workspace (the workspace condition on every ORM query,
    # and row-level security on PostgreSQL). The handler's writes commit with the job's
    # completion, in this transaction, once the handler returns: it must neither commit nor roll back.
    session: AsyncSession
    request_id: str = ""  # of the request that enqueued the job (also in every log record of the run)
    settings: Settings | None = None  # the runner's: what a handler needs beyond the database (storage)


Handler = Callable[[JobContext], Awaitable[None]]
KIND_LENGTH = 100  # the column's


class UnknownJobKind(LookupError):
    """No handler for a job's kind in this process: the job is kept and retried (one may be deployed later)."""

    def __init__(self, kind: str) -> None:
        super().__init__(
            f"no handler for job kind {kind!r} in this process: register one (handwritten.adapters.jobs.register) "
            "in a module listed in CANOPY_JOB_HANDLER_MODULES"
        )
        self.kind = kind


class Registry:
    """Handlers by job kind. One kind, one handler: a second, different handler for it is refused."""

    def __init__(self) -> None:
        self._handlers: dict[str, Handler] = {}

    def register(self, kind: str, handler: Handler) -> Handler:
        """Run `handler` for the jobs of `kind`; returns it (usable as a decorator's body)."""
        if not kind or len(kind) > KIND_LENGTH:
            raise ValueError(f"a job kind has 1 to {KIND_LENGTH} characters: {kind!r}")
        known = self._handlers.get(kind)
        if known is not None and _name(known) != _name(handler):  # the same, from a module imported again, is fine
            raise ValueError(f"job kind {kind!r} already has a handler ({_name(known)})")
        self._handlers[kind] = handler
        return handler

    def get(self, kind: str) -> Handler | None:
        return self._handlers.get(kind)

    def kinds(self) -> list[str]:
        return sorted(self._handlers)

    @staticmethod
    def load(modules: str | Iterable[str]) -> None:
        """Import the handler modules (comma-separated import paths); each registers its kinds on import.

        A module that cannot be imported raises: a worker that cannot run the jobs it was
        configured for fails at start, not job by job.
        """
        names = modules.split(",") if isinstance(modules, str) else modules
        for name in (name.strip() for name in names):
            if name:
                importlib.import_module(name)


def _name(handler: Handler) -> str:
    return f"{getattr(handler, '__module__', '?')}.{getattr(handler, '__qualname__', repr(handler))}"


HANDLERS = Registry()  # the process's: plug-in modules register here


def register(kind: str, handler: Handler) -> Handler:
    """Run `handler` for the jobs of `kind` in this process (the process's registry)."""
    return HANDLERS.register(kind, handler)
