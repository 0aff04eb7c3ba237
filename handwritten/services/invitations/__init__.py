"""The invitations area (base host): I1–I8. Its emails go through the mail outbox."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from handwritten.services.area import Area
from handwritten.services.dependencies import Dependencies
from handwritten.services.invitations.service import INVITATION_FIELDS, InvitationsService

__all__ = ["AREA", "InvitationsService"]


@asynccontextmanager
async def lifespan(service: InvitationsService, deps: Dependencies) -> AsyncIterator[None]:
    """An app serving invitations delivers the emails they record (unless `canopy mailer` does)."""
    if deps.settings.mail_worker:
        await deps.outbox.start()
    yield  # the app stops the outbox, which it owns


AREA = Area(
    InvitationsService,
    lifespan=lifespan,
    # I5 and I7 read their filter objects with I1's filter set, so with I1's field map.
    field_maps={"list_invitations": INVITATION_FIELDS},
)
