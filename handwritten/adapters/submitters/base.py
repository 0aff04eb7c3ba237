"""The Submitter protocol (decision statement_filing)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from handwritten.runtime.context import RequestContext

if TYPE_CHECKING:
    from handwritten.adapters.jobs import Jobs
    from handwritten.adapters.storage import ObjectStore
    from handwritten.settings import Settings


@dataclass(frozen=True)
class Filing:
    """A statement to file: its record's fields and its dds_data, as they are at filing."""

    statement_id: int
    dds_identifier: str
    name: str
    type: str
    dds_data: Any


@dataclass(frozen=True)
class Submitted:
    """What a submitter answers: its reference for the filing, and the document keeping it, if any."""

    reference: str
    document_id: int | None


class Submitter(Protocol):
    name: str

    async def submit(self, ctx: RequestContext, filing: Filing) -> Submitted:
        """File `filing` for the request's workspace, in the request's transaction; raise
        ValidationFailed for a filing the authority would refuse."""
        ...


class SubmitterDeps(Protocol):
    """What a submitter is built with: the process's shared components, all of them adapters or
    settings. The app's Dependencies has them; a submitter needing a service's work (the
    `documents` one writes a workspace document) is registered by that service's area, so adapters
    never import services."""

    @property
    def settings(self) -> Settings: ...

    @property
    def storage(self) -> ObjectStore: ...

    @property
    def jobs(self) -> Jobs: ...
