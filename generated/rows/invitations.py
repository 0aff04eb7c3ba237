# Generated from spec/mappings/invitations.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of Invitation: the columns each is read from, labelled with its fields' names, and the model built from
such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.models import AuthGroup, Invitation
from handwritten.runtime.constructing import constructed

__all__ = [
    "INVITATION_COLUMNS",
    "invitation_from_row",
]

# -- Invitation --------------------------------------------------------------------------------

INVITATION_COLUMNS = (
    Invitation.id.label("id"),
    Invitation.email.label("email"),
    Invitation.auth_group_id.label("auth_group"),
    Invitation.invited_by_id.label("invited_by"),
    Invitation.created_at.label("created_at"),
    Invitation.expires_at.label("expires_at"),
    AuthGroup.name.label("role_name"),
)


def invitation_from_row(
    row: Mapping[Any, Any],
    *,
    status: enums.InvitationStatus,
    auth_group_detail: models.AuthGroupDetail,
    invited_by_detail: models.UserDetail,
) -> models.Invitation:
    """The Invitation of a row of INVITATION_COLUMNS, with the fields the service gives: status,
    auth_group_detail, invited_by_detail."""
    return constructed(
        models.Invitation,
        {
            "id": row["id"],
            "email": row["email"],
            "status": status,
            "auth_group": row["auth_group"],
            "auth_group_detail": auth_group_detail,
            "invited_by": row["invited_by"],
            "invited_by_detail": invited_by_detail,
            "created_at": row["created_at"],
            "expires_at": row["expires_at"],
        },
    )
