"""Invitation rules (I2 to I7) beyond the operation's permission (add, change or delete_invitation).

Nobody invites an Owner (there is one, made by handing over ownership); only roles holding
add_admin_invitation (Owners and Admins) invite Admins or renew and revoke Admin invitations.
Decision invitation_roles.
"""

from __future__ import annotations

from handwritten.domain.permissions import Actor, PermissionDenied, RuleViolation
from handwritten.domain.roles import Role

ADMIN_INVITATION = "add_admin_invitation"


def manages_every_role(actor: Actor) -> bool:
    """Whether `actor` may act on invitations of every role (so no invitation needs looking at)."""
    return ADMIN_INVITATION in actor.permissions


def check_invitation_role(actor: Actor, role: Role | None, *, issuing: bool) -> None:
    """Raise unless `actor` may issue (`issuing`) or renew and revoke an invitation granting `role`."""
    if issuing and role is Role.OWNER:
        raise RuleViolation("auth_group", "Owners cannot be invited.")
    if role in (Role.OWNER, Role.ADMIN) and not manages_every_role(actor):
        raise PermissionDenied()
