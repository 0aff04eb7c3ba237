"""Issuing invitations, created or renewed: each with its email recorded in the outbox in the
same transaction (adapters/mail/outbox.py), which delivers it after commit.

One pending invitation per email and workspace is enforced by the partial unique index
uq_invitations_pending_email: INSERT ... ON CONFLICT DO NOTHING turns a second one into a
rejection rather than an aborted transaction, so concurrent requests cannot both succeed and a
bulk request keeps its other operations. Nothing here commits; the route does.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Table, case, func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from handwritten.adapters.mail import outbox
from handwritten.adapters.mail.message import invitation_body, invitation_subject
from handwritten.db.models import Company, Invitation, Member, User, utcnow
from handwritten.domain.invitations import Status, email_key
from handwritten.runtime.context import RequestContext
from handwritten.services.inline import user_detail_columns
from handwritten.services.invitations.acceptance import ALREADY_MEMBER
from handwritten.services.invitations.checks import Request, roles
from handwritten.services.invitations.reading import INVITER, invitation_from
from handwritten.services.invitations.statuses import IS_PENDING, NOW
from handwritten.settings import Settings

INVITATIONS = cast(Table, Invitation.__table__)  # Core, for batched inserts
ALREADY_PENDING = "A pending invitation for this email already exists."


@dataclass(frozen=True, slots=True)
class Inviting:
    """What issuing invitations in this request needs once: the workspace and who invites."""

    workspace_name: str
    inviter: Mapping[str, Any]  # user_detail_columns(User, INVITER)


async def issue(
    ctx: RequestContext, settings: Settings, requests: Sequence[Request]
) -> list[models.Invitation | dict[str, Any]]:
    """Issue an invitation per request, each with its email; an Invitation or an error per request.

    Rejections (existing member, pending invitation) leave no row.
    """
    if not requests:
        return []
    session = ctx.session
    keys = [email_key(r.email) for r in requests]
    members = set(
        (
            await session.scalars(
                select(func.lower(User.email))
                .join(Member, Member.user_id == User.id)
                .where(func.lower(User.email).in_({r.email.lower() for r in requests}))
            )
        ).all()
    )
    # An expired invitation still stored as pending would hold the email's place in the unique
    # index: it is marked expired now, which is what every read already reports.
    await session.execute(
        update(Invitation)
        .where(
            Invitation.email_key.in_(set(keys)),
            Invitation.status == Status.PENDING.value,
            Invitation.expires_at <= NOW,
        )
        .values(status=Status.EXPIRED.value)
        .execution_options(synchronize_session=False)
    )
    now = utcnow()
    expires = now + settings.invitation_expiry
    candidates = {
        i: {
            "id": r.id or uuid.uuid4(),
            "company_id": ctx.workspace_id,
            "email": r.email,
            "email_key": keys[i],
            "status": Status.PENDING.value,
            "auth_group_id": r.group_id,
            "invited_by_id": ctx.user_id,
            "created_at": now,
            "expires_at": expires,
        }
        for i, r in enumerate(requests)
        if r.email.lower() not in members
    }
    inserted = await _insert(session, list(candidates.values()))
    inviting = await _inviting(ctx) if inserted else None
    outcomes: list[models.Invitation | dict[str, Any]] = []
    letters: list[outbox.Letter] = []
    for i, r in enumerate(requests):
        values = candidates.get(i)
        if values is None:
            outcomes.append({"email": [ALREADY_MEMBER]})
        elif values["id"] not in inserted:
            outcomes.append({"email": [ALREADY_PENDING]})
        else:
            assert inviting is not None
            invitation, letter = _announced(settings, inviting, values, r.group_name)
            outcomes.append(invitation)
            letters.append(letter)
    await outbox.record(session, workspace_id=ctx.workspace_id, letters=letters)
    return outcomes


async def renew(
    ctx: RequestContext, settings: Settings, ids: Sequence[uuid.UUID]
) -> list[models.Invitation | dict[str, Any]]:
    """Revoke these invitations where still pending, and issue a new one for each (same email, role).

    One outcome per invitation revoked: the new Invitation, or the error that refused it.
    """
    if not ids:
        return []
    session = ctx.session
    # The successors' ids are chosen first, so that revoking links each invitation to its
    # successor in the same statement (one write per renewed row, not two).
    successors = {old: uuid.uuid4() for old in ids}
    revoked = (
        await session.execute(
            update(Invitation)
            .where(Invitation.id.in_(list(ids)), IS_PENDING)
            .values(
                status=Status.REVOKED.value,
                revoked_at=utcnow(),
                renewed_as_id=case(successors, value=Invitation.id),
            )
            .returning(Invitation.id, Invitation.email, Invitation.auth_group_id)
            .execution_options(synchronize_session=False)
        )
    ).all()
    if not revoked:
        return []
    names = await roles(ctx)
    requests = [
        Request(email=email, group_id=group_id, group_name=names[group_id], id=successors[old])
        for old, email, group_id in revoked
    ]
    # Revoked above in this transaction, each email has no pending invitation left, so only the
    # member check can refuse one: an invitee who joined the workspace meanwhile. Such an
    # invitation stays revoked, with no successor.
    issued = await issue(ctx, settings, requests)
    refused = [
        old for (old, _, _), outcome in zip(revoked, issued, strict=True) if not isinstance(outcome, models.Invitation)
    ]
    if refused:
        await session.execute(
            update(Invitation)
            .where(Invitation.id.in_(refused))
            .values(renewed_as_id=None)
            .execution_options(synchronize_session=False)
        )
    return issued


async def _insert(session: AsyncSession, rows: list[dict[str, Any]]) -> set[uuid.UUID]:
    """Insert the invitations; return the ids inserted. A row that would make a second pending
    invitation for its email (in the batch or with another request) is skipped by the index."""
    if not rows:
        return set()
    dialect = (await session.connection()).dialect.name
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    # executemany: SQLAlchemy batches the rows into multi-row INSERTs with a cached statement.
    statement = insert(INVITATIONS).on_conflict_do_nothing().returning(INVITATIONS.c.id)
    return set((await session.execute(statement, rows)).scalars())


async def _inviting(ctx: RequestContext) -> Inviting:
    workspace = await ctx.session.scalar(select(Company.name).where(Company.id == ctx.workspace_id))
    inviter = (
        await ctx.session.execute(select(*user_detail_columns(User, INVITER)).where(User.id == ctx.user_id))
    ).one()
    return Inviting(workspace_name=workspace or "", inviter=dict(inviter._mapping))


def _announced(
    settings: Settings, inviting: Inviting, values: dict[str, Any], group_name: str
) -> tuple[models.Invitation, outbox.Letter]:
    """The Invitation as issued, and the email announcing it (recorded with it by issue)."""
    inviter = inviting.inviter
    link = settings.invitation_link.format(id=values["id"])
    first, last = inviter[f"{INVITER}first_name"], inviter[f"{INVITER}last_name"]
    inviter_name = f"{first} {last}".strip() or inviter[f"{INVITER}email"]
    letter = outbox.Letter(
        invitation_id=values["id"],
        recipient=values["email"],
        subject=invitation_subject(inviting.workspace_name),
        body=invitation_body(
            workspace=inviting.workspace_name,
            inviter=inviter_name,
            role=group_name,
            link=link,
            expires_at=values["expires_at"],
        ),
    )
    return invitation_from(
        {
            **inviter,
            "id": values["id"],
            "email": values["email"],
            "status": Status.PENDING.value,
            "auth_group": values["auth_group_id"],
            "role_name": group_name,
            "invited_by": values["invited_by_id"],
            "created_at": values["created_at"],
            "expires_at": values["expires_at"],
        }
    ), letter
