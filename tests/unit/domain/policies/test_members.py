"""Member rules beyond the operation's permission (domain/policies/members.py), as tables."""

from __future__ import annotations

import pytest

from handwritten.domain.permissions import Actor, PermissionDenied, RuleViolation
from handwritten.domain.policies.members import MemberFacts, check_removal, check_role_change
from handwritten.domain.roles import PERMISSIONS, Role

OWNER, ADMIN, EDITOR, VIEWER = Role.OWNER, Role.ADMIN, Role.EDITOR, Role.VIEWER
ALLOWED, DENIED = "allowed", "denied"


def actor(role: Role | None, member_id: int = 1) -> Actor:
    return Actor(member_id=member_id, role=role, permissions=PERMISSIONS[role] if role else frozenset())


def outcome(check: object) -> str:
    try:
        check()  # type: ignore[operator]
    except PermissionDenied:
        return DENIED
    except RuleViolation as violation:
        return violation.message
    return ALLOWED


# (actor, target, new role) -> outcome; the target is another member (id 2) unless said.
ROLE_CHANGES = [
    *[(OWNER, target, new, ALLOWED) for target in (ADMIN, EDITOR, VIEWER, None) for new in Role],
    (ADMIN, ADMIN, EDITOR, ALLOWED),
    (ADMIN, EDITOR, ADMIN, ALLOWED),
    (ADMIN, VIEWER, VIEWER, ALLOWED),
    (ADMIN, None, EDITOR, ALLOWED),
    (ADMIN, EDITOR, OWNER, DENIED),  # nobody but the Owner makes an Owner
    (ADMIN, OWNER, ADMIN, DENIED),  # nobody but the Owner touches the Owner
    (EDITOR, VIEWER, VIEWER, DENIED),
    (VIEWER, VIEWER, EDITOR, DENIED),
    (None, VIEWER, EDITOR, DENIED),
]


@pytest.mark.parametrize(("who", "target", "new_role", "expected"), ROLE_CHANGES)
def test_role_changes(who: Role | None, target: Role | None, new_role: Role, expected: str) -> None:
    assert outcome(lambda: check_role_change(actor(who), MemberFacts(2, target), new_role)) == expected


def test_the_owner_steps_down_only_by_handing_over() -> None:
    assert outcome(lambda: check_role_change(actor(OWNER), MemberFacts(1, OWNER), ADMIN)) == (
        "The Owner hands over ownership by making another member Owner."
    )
    assert outcome(lambda: check_role_change(actor(OWNER), MemberFacts(1, OWNER), OWNER)) == ALLOWED


REMOVALS = [
    (OWNER, ADMIN, ALLOWED),
    (OWNER, VIEWER, ALLOWED),
    (ADMIN, ADMIN, ALLOWED),
    (ADMIN, EDITOR, ALLOWED),
    (ADMIN, OWNER, DENIED),
    (EDITOR, VIEWER, DENIED),
    (VIEWER, VIEWER, DENIED),
    (None, VIEWER, DENIED),
]


@pytest.mark.parametrize(("who", "target", "expected"), REMOVALS)
def test_removing_others(who: Role | None, target: Role, expected: str) -> None:
    assert outcome(lambda: check_removal(actor(who), MemberFacts(2, target))) == expected


@pytest.mark.parametrize(
    ("who", "expected"),
    [
        (ADMIN, ALLOWED),
        (EDITOR, ALLOWED),
        (VIEWER, ALLOWED),
        (None, ALLOWED),  # a member without a role may still leave
        (OWNER, "The Owner must hand over ownership before leaving the workspace."),
    ],
)
def test_leaving(who: Role | None, expected: str) -> None:
    assert outcome(lambda: check_removal(actor(who), MemberFacts(1, who))) == expected
