"""Invitation rules beyond the operation's permission (domain/policies/invitations.py), as a table."""

from __future__ import annotations

import pytest

from handwritten.domain.permissions import Actor, PermissionDenied, RuleViolation
from handwritten.domain.policies.invitations import check_invitation_role, manages_every_role
from handwritten.domain.roles import PERMISSIONS, Role

OWNER, ADMIN, EDITOR, VIEWER = Role.OWNER, Role.ADMIN, Role.EDITOR, Role.VIEWER


def outcome(who: Role, role: Role, *, issuing: bool) -> str:
    try:
        check_invitation_role(Actor(1, who, PERMISSIONS[who]), role, issuing=issuing)
    except PermissionDenied:
        return "denied"
    except RuleViolation as violation:
        return violation.message
    return "allowed"


# The invitation's role -> (issuing, renewing or revoking) for each actor role.
TABLE = {
    OWNER: {OWNER: "Owners cannot be invited.", ADMIN: "allowed", EDITOR: "allowed", VIEWER: "allowed"},
    ADMIN: {OWNER: "Owners cannot be invited.", ADMIN: "allowed", EDITOR: "allowed", VIEWER: "allowed"},
    EDITOR: {OWNER: "Owners cannot be invited.", ADMIN: "denied", EDITOR: "allowed", VIEWER: "allowed"},
}


@pytest.mark.parametrize("who", list(TABLE))
@pytest.mark.parametrize("role", list(Role))
def test_who_issues_invitations_of_which_role(who: Role, role: Role) -> None:
    assert outcome(who, role, issuing=True) == TABLE[who][role]


@pytest.mark.parametrize(
    ("who", "role", "expected"),
    [(ADMIN, ADMIN, "allowed"), (EDITOR, ADMIN, "denied"), (EDITOR, OWNER, "denied"), (EDITOR, VIEWER, "allowed")],
)
def test_renewing_and_revoking_follow_the_same_roles_without_the_owner_rule(
    who: Role, role: Role, expected: str
) -> None:
    assert outcome(who, role, issuing=False) == expected


def test_only_owners_and_admins_manage_every_role() -> None:
    assert [manages_every_role(Actor(1, r, PERMISSIONS[r])) for r in Role] == [True, True, False, False]
