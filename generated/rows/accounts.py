# Generated from spec/mappings/accounts.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of Member: the columns each is read from, labelled with its fields' names, and the model built from such
a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import models
from handwritten.db.models import AuthGroup, Member
from handwritten.runtime.constructing import constructed

__all__ = [
    "MEMBER_COLUMNS",
    "member_from_row",
]

# -- Member ------------------------------------------------------------------------------------

MEMBER_COLUMNS = (
    Member.id.label("id"),
    Member.user_id.label("user"),
    Member.auth_group_id.label("auth_group"),
    Member.data_room_consumer_id.label("data_room_consumer_id"),
    Member.created_at.label("created_at"),
    Member.updated_at.label("updated_at"),
    AuthGroup.name.label("role_name"),
)


def member_from_row(
    row: Mapping[Any, Any], *, user_detail: models.UserDetail, auth_group_detail: models.AuthGroupDetail | None
) -> models.Member:
    """The Member of a row of MEMBER_COLUMNS, with the fields the service gives: user_detail, auth_group_detail."""
    return constructed(
        models.Member,
        {
            "id": row["id"],
            "user": row["user"],
            "user_detail": user_detail,
            "auth_group": row["auth_group"],
            "auth_group_detail": auth_group_detail,
            "data_room_consumer_id": row["data_room_consumer_id"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )
