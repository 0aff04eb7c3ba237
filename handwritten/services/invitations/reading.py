"""An Invitation as it is listed and read: the SQL behind I1's filters, search and ordering (also
those of I5's and I7's filter objects), the columns an Invitation is rendered from, and the
model built from them."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import InvitationStatus
from generated.filters.invitations import ListInvitationsFilters
from generated.rows import invitations as generated_rows
from handwritten.db.models import AuthGroup, Invitation, User
from handwritten.runtime.filtering import AnySelect, FieldMap, Join, filtered, searched
from handwritten.services.inline import user_detail, user_detail_columns
from handwritten.services.invitations.statuses import EFFECTIVE_STATUS

INVITATION_FIELDS = FieldMap(
    Invitation,
    {
        ("id",): Invitation.id,
        ("status",): EFFECTIVE_STATUS,
        ("email",): Invitation.email,
        ("invited_by",): Invitation.invited_by_id,
        ("auth_group",): Invitation.auth_group_id,
        ("auth_group", "name"): AuthGroup.name,
        ("created_at",): Invitation.created_at,
        ("expires_at",): Invitation.expires_at,
    },
    joins=(
        Join(AuthGroup, AuthGroup.id == Invitation.auth_group_id),
        Join(User, User.id == Invitation.invited_by_id),
    ),
)

# The columns an Invitation is rendered from (spec/mappings/invitations.yaml), with those of its
# given fields: the effective status (an expression) and the inviter's, labelled INVITER + field.
INVITER = "invited_by_"
INVITATION_COLUMNS = (
    *generated_rows.INVITATION_COLUMNS,
    EFFECTIVE_STATUS.label("status"),
    *user_detail_columns(User, INVITER),
)


def invitation_from(row: Mapping[str, Any]) -> models.Invitation:
    """The Invitation of a row of INVITATION_COLUMNS: the generated one, given its status, role and inviter."""
    return generated_rows.invitation_from_row(
        row,
        status=InvitationStatus(row["status"]),
        auth_group_detail=models.AuthGroupDetail.model_construct(id=row["auth_group"], name=row["role_name"]),
        invited_by_detail=user_detail(row, INVITER),
    )


def matching(statement: AnySelect, filters: ListInvitationsFilters) -> AnySelect:
    """`statement` narrowed by I1's filters and search, as a bulk operation's filter object gives them."""
    statement = filtered(statement, filters.terms(), INVITATION_FIELDS)
    return searched(statement, filters.search, filters.SEARCH_PATHS, INVITATION_FIELDS)


async def invitation_rows(session: AsyncSession, ids: Iterable[uuid.UUID]) -> list[Mapping[str, Any]]:
    """INVITATION_COLUMNS of these invitations of the workspace, by label, in creation order."""
    statement = INVITATION_FIELDS.select(*INVITATION_COLUMNS).where(Invitation.id.in_(list(ids)))
    rows = (await session.execute(statement.order_by(Invitation.created_at, Invitation.id))).all()
    return [dict(row._mapping) for row in rows]
