"""The one permission function: may this actor do this action (to this member)?

Every check of the service goes through `authorize`, which raises PermissionDenied (403 with
the document's body) or, for a move the rules never allow whoever asks, RuleViolation (400).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from handwritten.domain.roles import Role


class Action(StrEnum):
    VIEW_MEMBERS = "view_usercompany"
    CHANGE_MEMBER_ROLE = "change_usercompany"
    REMOVE_MEMBER = "delete_usercompany"
    VIEW_INVITATIONS = "view_invitation"
    INVITE = "add_invitation"
    RENEW_INVITATION = "change_invitation"
    REVOKE_INVITATION = "delete_invitation"


# Actions that hand a role to someone new: their `new_role` is the role the invitation grants.
INVITING = frozenset({Action.INVITE, Action.RENEW_INVITATION, Action.REVOKE_INVITATION})
# Besides the action's own codename, an invitation for an Admin needs this one (Owners, Admins).
ADMIN_INVITATION = "add_admin_invitation"


class PermissionDenied(Exception):
    """The actor's role does not permit the action."""


class RuleViolation(Exception):
    """The action breaks a rule whoever asks (such as the Owner leaving without a successor)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


@dataclass(frozen=True, slots=True)
class Actor:
    member_id: int
    role: Role | None
    permissions: frozenset[str]


@dataclass(frozen=True, slots=True)
class MemberFacts:
    """What the rules need to know of the member acted upon."""

    member_id: int
    role: Role | None


def authorize(actor: Actor, action: Action, *, target: MemberFacts | None = None, new_role: Role | None = None) -> None:
    """Raise unless `actor` may do `action` (to `target`, giving it `new_role`).

    For the invitation actions, `new_role` is the role of the invitation issued, renewed or
    revoked: nobody invites an Owner, and only Owners and Admins touch Admin invitations.
    """
    if action is Action.REMOVE_MEMBER and target is not None and target.member_id == actor.member_id:
        # Anyone may leave, except the Owner, who must hand over ownership first.
        if target.role is Role.OWNER:
            raise RuleViolation("non_field_errors", "The Owner must hand over ownership before leaving the workspace.")
        return
    if action.value not in actor.permissions:
        raise PermissionDenied()
    if action in INVITING:
        if new_role is Role.OWNER and action is Action.INVITE:
            raise RuleViolation("auth_group", "Owners cannot be invited.")
        if new_role in (Role.OWNER, Role.ADMIN) and ADMIN_INVITATION not in actor.permissions:
            raise PermissionDenied()
        return
    if target is None:
        return
    if actor.role is Role.OWNER:
        if action is Action.CHANGE_MEMBER_ROLE and target.member_id == actor.member_id and new_role is not Role.OWNER:
            raise RuleViolation("auth_group", "The Owner hands over ownership by making another member Owner.")
        return
    # Admins (and any role below Owner holding the permission) never touch the Owner nor make one.
    if target.role is Role.OWNER or new_role is Role.OWNER:
        raise PermissionDenied()
