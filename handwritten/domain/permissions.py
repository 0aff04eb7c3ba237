"""Who may call an operation: the permission its spec names, against the caller's role.

Every authenticated operation names in spec/ what its caller's role must hold (a codename such
as view_invitation, `member` for any member with a role, `anyone` for any valid key, or `staff`
for platform staff, a user's is_staff whatever their role); the runtime checks it with `grants`
before the operation runs, before its body is read. Rules that also depend on what is
acted upon (whose role changes, which role an invitation grants) are the areas' policies
(domain/policies/), which raise the same two errors.
"""

from __future__ import annotations

from dataclasses import dataclass

from handwritten.domain.roles import Role

MEMBER = "member"  # any member of the workspace with a role
ANYONE = "anyone"  # any valid key, even of a member whose role was cleared (to leave)
STAFF = "staff"  # platform staff (the user's is_staff), whatever their role in the workspace


class PermissionDenied(Exception):
    """The actor's role does not permit the action (403 with the document's body)."""


class RuleViolation(Exception):
    """The action breaks a rule whoever asks (such as the Owner leaving without a successor): a 400."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


@dataclass(frozen=True, slots=True)
class Actor:
    member_id: int
    role: Role | None
    permissions: frozenset[str]
    is_staff: bool = False  # the user's, not the role's: platform staff


def grants(required: str, actor: Actor) -> bool:
    """Whether `actor` may call an operation that requires `required` (spec: permission)."""
    if required == ANYONE:
        return True
    if required == MEMBER:
        return actor.role is not None
    if required == STAFF:
        return actor.is_staff
    return required in actor.permissions


def require(codename: str, actor: Actor) -> None:
    if not grants(codename, actor):
        raise PermissionDenied()
