"""Accepting an invitation through its emailed link (IA1; decisions invitation_acceptance and
invitation_acceptance_key): the link's holder joins the workspace and gets a first API key.

The UUID is the only credential, as for the lookup (I8). One transaction, in this order:

1. The invitation becomes accepted by a conditional UPDATE that only a pending, unexpired
   invitation passes. It is the transaction's first statement: on PostgreSQL a second acceptance
   of the same invitation waits on the row until the first commits, then finds it no longer
   pending; SQLite runs one writer at a time. Nothing matched is I8's 404, whatever the reason.
2. The user with the invitation's email, or a new one (INSERT ... ON CONFLICT DO NOTHING, so two
   invitations to one new email, accepted at once in two workspaces, make one user).
3. The membership with the invited role (admin.add_member, which makes the workspace the user's
   active one only if they have none, and acts for the workspace from then on). The members'
   unique (user, workspace) key backs the member check.
4. The first API key, pinned to the invited workspace.

A refusal after step 1 raises, and the request's transaction is rolled back whole (the runtime
commits only an operation that returned): the invitation stays pending, nothing else is written.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import Any, cast

from annotated_types import MaxLen
from pydantic import MISSING
from sqlalchemy import Table, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from handwritten.db.models import AuthGroup, Company, Invitation, Member, User, utcnow
from handwritten.domain.invitations import Status
from handwritten.domain.roles import Role
from handwritten.runtime.errors import NotFound, ValidationFailed
from handwritten.runtime.querystring import REQUIRED
from handwritten.services import admin
from handwritten.services.accounts.service import MEMBER_COLUMNS, MEMBER_FIELDS, member_model
from handwritten.services.api_keys.service import issued_key_fields
from handwritten.services.invitations.statuses import IS_PENDING
from handwritten.services.writes import conflict_free_insert

__all__ = ["ALREADY_MEMBER", "accept"]

USERS = cast(Table, User.__table__)  # Core, for the insert that may meet a concurrent one

ALREADY_MEMBER = "This user is already a member of this workspace."
BLANK = "This field may not be blank."  # DRF's message
NEW_USER_NAMES = ("first_name", "last_name")
# A key's name is at most what AK2 accepts (spec: CreateApiKeyRequest.name).
KEY_NAME_LENGTH = next(
    rule.max_length for rule in models.CreateApiKeyRequest.model_fields["name"].metadata if isinstance(rule, MaxLen)
)


async def accept(
    session: AsyncSession, id: uuid.UUID, body: models.AcceptInvitationRequest
) -> models.InvitationAcceptance:
    """Accept the invitation `id` in `session`'s transaction (not committed here); raise to refuse."""
    now = utcnow()
    accepted = (
        await session.execute(
            update(Invitation)
            .where(Invitation.id == id, IS_PENDING)
            .values(status=Status.ACCEPTED.value, accepted_at=now)
            .returning(Invitation.company_id, Invitation.email, Invitation.auth_group_id)
            .execution_options(synchronize_session=False)
        )
    ).one_or_none()
    if accepted is None:
        # Accepted, revoked, renewed, expired or unknown: all alike, as I8 answers them.
        raise NotFound()
    invitation = accepted._mapping
    workspace = await session.get(Company, invitation["company_id"])
    role_name = await session.scalar(select(AuthGroup.name).where(AuthGroup.id == invitation["auth_group_id"]))
    assert workspace is not None and role_name is not None  # both are foreign keys of the invitation
    user = await _user(session, invitation["email"], body)
    joined = await session.scalar(select(Member.id).where(Member.user_id == user.id, Member.company_id == workspace.id))
    if joined is not None:
        raise ValidationFailed({"non_field_errors": [ALREADY_MEMBER]})
    member = await admin.add_member(session, user, workspace, Role(role_name))
    issued = await _first_key(session, user, workspace)
    row = (await session.execute(MEMBER_FIELDS.select(*MEMBER_COLUMNS).where(Member.id == member.id))).one()
    return models.InvitationAcceptance.model_construct(
        member=member_model(dict(row._mapping)),
        api_key=models.CreatedApiKey.model_construct(**issued_key_fields(issued, workspace), key=issued.key),
    )


async def _user(session: AsyncSession, email: str, body: models.AcceptInvitationRequest) -> User:
    """The user with `email` (case-insensitively), or a new one named by `body` (which must then name them).

    An existing user's profile is theirs: the body's names and job title are ignored for them.
    """
    existing = await session.scalar(
        select(User).where(func.lower(User.email) == email.lower()).order_by(User.id).limit(1)
    )
    if existing is not None:
        return existing
    profile = new_user_profile(body)
    insert = await conflict_free_insert(session)
    await session.execute(
        insert(USERS).values(email=email, **profile).on_conflict_do_nothing(index_elements=[USERS.c.email])
    )
    # Ours, or the one a concurrent acceptance of another invitation to this email committed.
    created = await session.scalar(select(User).where(User.email == email))
    assert created is not None
    return created


def new_user_profile(body: models.AcceptInvitationRequest) -> Mapping[str, Any]:
    """A new user's names (required, trimmed) and job title (optional), or the 400 naming each missing one."""
    profile: dict[str, Any] = {}
    errors: dict[str, list[str]] = {}
    for field in NEW_USER_NAMES:
        value = getattr(body, field)
        if value is MISSING:
            errors[field] = [REQUIRED]
        elif not value.strip():
            errors[field] = [BLANK]
        else:
            profile[field] = value.strip()
    if errors:
        raise ValidationFailed(errors)
    profile["job_title"] = "" if body.job_title is MISSING else body.job_title.strip()
    return profile


async def _first_key(session: AsyncSession, user: User, workspace: Company) -> admin.IssuedKey:
    """The member's first key, workspace-scoped and pinned to `workspace`.

    Pinned to the invited workspace, not to the user's active one (admin.create_api_key's
    workspace scope): an existing user's may be another, and a link holder must not get a key
    that reaches it.
    """
    return await admin.create_pinned_api_key(
        session, user, workspace, name=f"Invitation to {workspace.name}"[:KEY_NAME_LENGTH]
    )
