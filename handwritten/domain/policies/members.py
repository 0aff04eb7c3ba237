"""Member rules (M2, M3) beyond the operation's permission (change_usercompany; anyone for M3).

- Owners change any member's role; handing over Owner demotes the current Owner to Admin (the
  service does it), and the Owner steps down only by handing over.
- Admins change non-Owner members to any role but Owner, and remove anyone but the Owner.
- Editors and Viewers change and remove nobody; any member but the Owner may leave.
"""

from __future__ import annotations

from dataclasses import dataclass

from handwritten.domain.permissions import Actor, PermissionDenied, RuleViolation, require
from handwritten.domain.roles import Role

CHANGE = "change_usercompany"
REMOVE = "delete_usercompany"


@dataclass(frozen=True, slots=True)
class MemberFacts:
    """What the rules need to know of the member acted upon."""

    member_id: int
    role: Role | None


def check_role_change(actor: Actor, target: MemberFacts, new_role: Role) -> None:
    """Raise unless `actor` may give `target` the role `new_role`."""
    require(CHANGE, actor)
    if actor.role is Role.OWNER:
        if target.member_id == actor.member_id and new_role is not Role.OWNER:
            raise RuleViolation("auth_group", "The Owner hands over ownership by making another member Owner.")
        return
    # Admins (and any role below Owner holding the permission) never touch the Owner nor make one.
    if target.role is Role.OWNER or new_role is Role.OWNER:
        raise PermissionDenied()


def check_removal(actor: Actor, target: MemberFacts) -> None:
    """Raise unless `actor` may remove `target` (themselves included: leaving)."""
    if target.member_id == actor.member_id:
        # Anyone may leave, a member without a role too, except the Owner, who hands over first.
        if target.role is Role.OWNER:
            raise RuleViolation("non_field_errors", "The Owner must hand over ownership before leaving the workspace.")
        return
    require(REMOVE, actor)
    if actor.role is not Role.OWNER and target.role is Role.OWNER:
        raise PermissionDenied()
