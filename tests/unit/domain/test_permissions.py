from __future__ import annotations

import pytest

from handwritten.domain.permissions import Action, Actor, MemberFacts, PermissionDenied, RuleViolation, authorize
from handwritten.domain.roles import PERMISSIONS, Role

OWNER, ADMIN, EDITOR, VIEWER = Role.OWNER, Role.ADMIN, Role.EDITOR, Role.VIEWER


def actor(role: Role, member_id: int = 1) -> Actor:
    return Actor(member_id=member_id, role=role, permissions=PERMISSIONS[role])


def other(role: Role | None) -> MemberFacts:
    return MemberFacts(member_id=2, role=role)


def allowed(who: Actor, action: Action, target: MemberFacts, new_role: Role | None = None) -> bool:
    try:
        authorize(who, action, target=target, new_role=new_role)
    except PermissionDenied:
        return False
    return True


@pytest.mark.parametrize("target", [OWNER, ADMIN, EDITOR, VIEWER, None])
@pytest.mark.parametrize("new_role", [OWNER, ADMIN, EDITOR, VIEWER])
def test_owners_change_any_members_role(target: Role | None, new_role: Role) -> None:
    assert allowed(actor(OWNER), Action.CHANGE_MEMBER_ROLE, other(target), new_role)


@pytest.mark.parametrize(
    ("target", "new_role", "expected"),
    [
        (ADMIN, EDITOR, True),
        (EDITOR, ADMIN, True),
        (VIEWER, VIEWER, True),
        (None, EDITOR, True),
        (EDITOR, OWNER, False),
        (OWNER, ADMIN, False),
    ],
)
def test_admins_change_non_owners_to_any_role_but_owner(target: Role | None, new_role: Role, expected: bool) -> None:
    assert allowed(actor(ADMIN), Action.CHANGE_MEMBER_ROLE, other(target), new_role) is expected


@pytest.mark.parametrize("role", [EDITOR, VIEWER])
@pytest.mark.parametrize("action", [Action.CHANGE_MEMBER_ROLE, Action.REMOVE_MEMBER])
def test_editors_and_viewers_cannot_change_or_remove_others(role: Role, action: Action) -> None:
    assert not allowed(actor(role), action, other(VIEWER), VIEWER)


@pytest.mark.parametrize(
    ("role", "target", "expected"),
    [(OWNER, ADMIN, True), (ADMIN, EDITOR, True), (ADMIN, ADMIN, True), (ADMIN, OWNER, False)],
)
def test_removing_others(role: Role, target: Role, expected: bool) -> None:
    assert allowed(actor(role), Action.REMOVE_MEMBER, other(target)) is expected


@pytest.mark.parametrize("role", [ADMIN, EDITOR, VIEWER])
def test_any_member_but_the_owner_may_leave(role: Role) -> None:
    authorize(actor(role), Action.REMOVE_MEMBER, target=MemberFacts(member_id=1, role=role))


def test_the_owner_must_hand_over_before_leaving_or_stepping_down() -> None:
    with pytest.raises(RuleViolation, match="hand over ownership"):
        authorize(actor(OWNER), Action.REMOVE_MEMBER, target=MemberFacts(member_id=1, role=OWNER))
    with pytest.raises(RuleViolation, match="another member Owner"):
        authorize(actor(OWNER), Action.CHANGE_MEMBER_ROLE, target=MemberFacts(member_id=1, role=OWNER), new_role=ADMIN)


def test_a_member_without_a_role_may_do_nothing_but_leave() -> None:
    nobody = Actor(member_id=1, role=None, permissions=frozenset())
    assert not allowed(nobody, Action.VIEW_MEMBERS, other(VIEWER))
    authorize(nobody, Action.REMOVE_MEMBER, target=MemberFacts(member_id=1, role=None))
