"""The invitations area (base host): I1–I8 and IA1. Its emails go through the mail outbox.

reading.py     an Invitation listed and read: I1's field map, its columns, its model
checks.py      who may issue, renew and revoke which invitations; a refused operation's error
issuing.py     invitations issued (created or renewed) with their emails, one pending per email
preview.py     I8, what the emailed link shows before acceptance
acceptance.py  IA1, an invitation accepted (the user and membership made), and page.py, its page
statuses.py    the effective status, in SQL
service.py     the operations
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from handwritten.services.area import Area
from handwritten.services.dependencies import Dependencies
from handwritten.services.invitations.reading import INVITATION_FIELDS
from handwritten.services.invitations.service import InvitationsService

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
