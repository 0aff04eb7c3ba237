"""API key rules beyond the operations' permissions (domain/policies/api_keys.py), as tables.

The caller is user 1 acting in workspace 10; keys are user 1's own or user 2's, a member of
workspace 10 unless said, user-scoped (pin None) or pinned to workspace 10 or 20.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from generated.routes import api_keys as routes
from handwritten.domain.api_keys import Scope
from handwritten.domain.permissions import Actor, PermissionDenied, grants
from handwritten.domain.policies.api_keys import (
    Caller,
    KeyFacts,
    check_creation,
    check_member_keys,
    check_revocation,
    members_reach,
    own_reach,
    visible,
)
from handwritten.domain.roles import PERMISSIONS, Role
from handwritten.runtime.context import OperationInfo

OWNER, ADMIN, EDITOR, VIEWER = Role.OWNER, Role.ADMIN, Role.EDITOR, Role.VIEWER
HERE, ELSEWHERE = 10, 20


def caller(role: Role | None, pinned_to: int | None = None) -> Caller:
    actor = Actor(member_id=1, role=role, permissions=PERMISSIONS[role] if role else frozenset())
    return Caller(user_id=1, workspace_id=HERE, pinned_to=pinned_to, actor=actor)


def denied(check: Callable[..., None], *args: object) -> bool:
    try:
        check(*args)
    except PermissionDenied:
        return True
    return False


@pytest.mark.parametrize(
    ("pinned_to", "scope", "refused"),
    [
        (None, Scope.USER, False),
        (None, Scope.WORKSPACE, False),
        (HERE, Scope.WORKSPACE, False),
        (HERE, Scope.USER, True),  # a user key made from a pinned key would escape the pin
    ],
)
def test_creation(pinned_to: int | None, scope: Scope, refused: bool) -> None:
    for role in Role:
        assert denied(check_creation, caller(role, pinned_to), scope) is refused


# (caller's role, caller's pin, key's user, key's pin, key's user a member here) -> visible
VISIBILITY = [
    # One's own keys: all of them, or only those pinned to the caller's pinned workspace.
    *[(role, None, 1, pin, True, True) for role in Role for pin in (None, HERE, ELSEWHERE)],
    *[(role, HERE, 1, HERE, True, True) for role in Role],
    *[(role, HERE, 1, pin, True, False) for role in Role for pin in (None, ELSEWHERE)],
    # A member's keys: Owners and Admins see those that can act here.
    *[(role, None, 2, pin, True, True) for role in (OWNER, ADMIN) for pin in (None, HERE)],
    *[(role, None, 2, ELSEWHERE, True, False) for role in (OWNER, ADMIN)],
    *[(role, HERE, 2, HERE, True, True) for role in (OWNER, ADMIN)],
    *[(role, HERE, 2, None, True, False) for role in (OWNER, ADMIN)],  # the pin holds for members' keys too
    # Editors and Viewers see nobody else's; nobody sees a non-member's.
    *[(role, None, 2, pin, True, False) for role in (EDITOR, VIEWER, None) for pin in (None, HERE)],
    *[(role, None, 2, pin, False, False) for role in Role for pin in (None, HERE)],
]


@pytest.mark.parametrize(("role", "pinned_to", "user_id", "key_pin", "member", "expected"), VISIBILITY)
def test_visibility(
    role: Role | None, pinned_to: int | None, user_id: int, key_pin: int | None, member: bool, expected: bool
) -> None:
    who = caller(role, pinned_to)
    key = KeyFacts(user_id=user_id, pinned_to=key_pin)
    assert visible(who, key, member=member) is expected
    # The lists filter by the same reach as the single key is judged by.
    reach = own_reach(who) if user_id == 1 else members_reach(who)
    if user_id == 1 or (member and role in (OWNER, ADMIN)):
        assert reach.admits(key_pin) is expected


@pytest.mark.parametrize(
    ("role", "owner_role", "refused"),
    [
        (OWNER, ADMIN, False),
        (OWNER, VIEWER, False),
        (ADMIN, ADMIN, False),
        (ADMIN, EDITOR, False),
        (ADMIN, None, False),
        (ADMIN, OWNER, True),  # Admins never touch the Owner (M2, M3)
        (EDITOR, VIEWER, True),
        (VIEWER, VIEWER, True),
    ],
)
def test_revoking_a_members_key(role: Role, owner_role: Role | None, refused: bool) -> None:
    key = KeyFacts(user_id=2, pinned_to=None)
    assert denied(check_revocation, caller(role), key, owner_role) is refused


def test_anyone_revokes_their_own_keys() -> None:
    for role in (*Role, None):
        assert not denied(check_revocation, caller(role), KeyFacts(user_id=1, pinned_to=HERE), role)


def test_only_owners_and_admins_list_members_keys() -> None:
    assert [denied(check_member_keys, caller(role)) for role in (*Role, None)] == [
        False,
        False,
        True,
        True,
        True,
    ]


@pytest.mark.parametrize(
    ("operation", "who_may_call"),
    [
        (routes.LIST_API_KEYS, (True, True, True, True, False)),
        (routes.CREATE_API_KEY, (True, True, True, True, False)),
        (routes.REVOKE_API_KEY, (True, True, True, True, False)),  # others' keys: the policy's
        (routes.LIST_MEMBER_API_KEYS, (True, True, False, False, False)),
    ],
)
def test_who_may_call_each_operation(operation: OperationInfo, who_may_call: tuple[bool, ...]) -> None:
    assert operation.permission is not None
    assert tuple(grants(operation.permission, caller(role).actor) for role in (*Role, None)) == who_may_call
