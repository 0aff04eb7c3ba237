"""The operation-level rule: what each role may call (spec: permission), and that the spec's
codenames are ones the roles know."""

from __future__ import annotations

import pytest

from generated.operations import OPERATIONS
from generated.routes import accounts, invitations
from handwritten.domain.permissions import ANYONE, MEMBER, STAFF, Actor, grants
from handwritten.domain.roles import PERMISSIONS, Role

OWNER, ADMIN, EDITOR, VIEWER = Role.OWNER, Role.ADMIN, Role.EDITOR, Role.VIEWER
NOBODY = Actor(member_id=1, role=None, permissions=frozenset())  # a member whose role was cleared


def actor(role: Role) -> Actor:
    return Actor(member_id=1, role=role, permissions=PERMISSIONS[role])


# Operation -> who may call it, role by role (Owner, Admin, Editor, Viewer, no role).
TABLE = {
    "retrieve_current_user": (True, True, True, True, False),
    "list_workspaces": (True, True, True, True, False),
    "switch_workspace": (True, True, True, True, False),
    "list_members": (True, True, True, True, False),
    "change_member_role": (True, True, False, False, False),
    "remove_member": (True, True, True, True, True),  # leaving; removing others is the policy's
    "list_invitations": (True, True, True, True, False),
    "retrieve_invitation": (True, True, True, True, False),
    "create_invitation": (True, True, True, False, False),
    "bulk_create_invitations": (True, True, True, False, False),
    "bulk_revoke_invitations": (True, True, True, False, False),
    "renew_invitation": (True, True, True, False, False),
    "bulk_renew_invitations": (True, True, True, False, False),
}


@pytest.mark.parametrize("name", sorted(TABLE))
def test_each_role_may_call_what_the_table_says(name: str) -> None:
    operation = getattr(accounts, name.upper(), None) or getattr(invitations, name.upper())
    assert operation.permission is not None
    who = [actor(OWNER), actor(ADMIN), actor(EDITOR), actor(VIEWER), NOBODY]
    assert tuple(grants(operation.permission, a) for a in who) == TABLE[name]


def test_member_and_anyone() -> None:
    assert grants(MEMBER, actor(VIEWER)) and not grants(MEMBER, NOBODY)
    assert grants(ANYONE, NOBODY)


def test_staff_is_the_users_not_the_roles() -> None:
    assert not any(grants(STAFF, actor(role)) for role in Role)  # not even the Owner's
    staff = Actor(member_id=1, role=VIEWER, permissions=PERMISSIONS[VIEWER], is_staff=True)
    assert grants(STAFF, staff) and grants(STAFF, Actor(member_id=1, role=None, permissions=frozenset(), is_staff=True))
    assert not grants("add_surveysubmission", staff)  # staff gives nothing else


def test_every_codename_the_spec_names_is_held_by_some_role() -> None:
    known = frozenset().union(*PERMISSIONS.values())
    named = {op.name: op.permission for op in OPERATIONS if op.permission not in (None, MEMBER, ANYONE, STAFF)}
    assert named and {name: codename for name, codename in named.items() if codename not in known} == {}


def test_viewers_only_read() -> None:
    assert all(codename.startswith("view_") for codename in PERMISSIONS[VIEWER])
