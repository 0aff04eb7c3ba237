"""Who may issue, renew and revoke which invitations: the role of each operation checked against
the actor (domain/policies/invitations.py), and a refused operation's error as a bulk result
reports it."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from generated import models
from handwritten.db.models import AuthGroup, Invitation
from handwritten.domain.permissions import PermissionDenied, RuleViolation
from handwritten.domain.policies import invitations
from handwritten.domain.roles import role_named
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import Forbidden, ValidationFailed, invalid_pk
from handwritten.runtime.filtering import AnySelect

FORBIDDEN = Forbidden().body  # the 403 body, reported in a bulk operation's result entry


@dataclass(frozen=True, slots=True)
class Request:
    """One invitation to issue: an email and the role it grants (and its id, when already chosen)."""

    email: str
    group_id: int
    group_name: str
    id: uuid.UUID | None = None


async def roles(ctx: RequestContext) -> dict[int, str]:
    """Role id -> name: the four auth groups, read once per request."""
    return {id: name for id, name in await ctx.session.execute(select(AuthGroup.id, AuthGroup.name))}


def checked_request(ctx: RequestContext, body: models.CreateInvitationRequest, roles: dict[int, str]) -> Request:
    """The operation's role checked: it exists, is not Owner, and the actor may grant it."""
    name = roles.get(body.auth_group)
    role = role_named(name)
    if name is None or role is None:
        raise ValidationFailed({"auth_group": invalid_pk(body.auth_group)})
    invitations.check_invitation_role(ctx.actor, role, issuing=True)
    return Request(email=body.email, group_id=body.auth_group, group_name=name)


async def forbidden_roles(ctx: RequestContext, matched: AnySelect) -> dict[str, Any] | None:
    """The error of an operation matching invitations whose role the actor may not manage, else None."""
    if invitations.manages_every_role(ctx.actor):
        return None  # nothing to look up
    names = (
        await ctx.session.scalars(
            select(AuthGroup.name)
            .join(Invitation, Invitation.auth_group_id == AuthGroup.id)
            .where(Invitation.id.in_(matched.scalar_subquery()))
            .distinct()
        )
    ).all()
    try:
        for name in names:
            invitations.check_invitation_role(ctx.actor, role_named(name), issuing=False)
    except PermissionDenied:
        return dict(FORBIDDEN)
    return None


def error_of(exc: Exception) -> dict[str, Any]:
    """The error object of a rejected bulk operation: the body the single operation would answer."""
    if isinstance(exc, ValidationFailed):
        return dict(exc.errors)
    if isinstance(exc, RuleViolation):
        return {exc.field: [exc.message]}
    return dict(FORBIDDEN)
