"""API key rules (AK1–AK4) beyond the operations' permissions (member; change_usercompany for AK4).

- A key acts as its creator: any member manages their own keys, never another user's.
- A key never reaches beyond its pin (decision api_key_reach): a workspace-scoped key creates only
  keys pinned to its workspace, and sees and revokes only keys pinned there.
- Owners and Admins also see and revoke the keys of the workspace's members that can act in it,
  user-scoped or pinned to it (decision member_api_keys); Admins never revoke the Owner's.
"""

from __future__ import annotations

from dataclasses import dataclass

from handwritten.domain.api_keys import Scope
from handwritten.domain.permissions import Actor, PermissionDenied, grants, require
from handwritten.domain.roles import Role

MANAGE = "change_usercompany"  # who manages members (M2) manages their keys


@dataclass(frozen=True, slots=True)
class Caller:
    """Who acts: the user, the workspace the request acts in, and the pin of the key it carries."""

    user_id: int
    workspace_id: int
    pinned_to: int | None  # the workspace of a workspace-scoped key; None for a user-scoped key
    actor: Actor


@dataclass(frozen=True, slots=True)
class KeyFacts:
    """What the rules need to know of the key acted upon."""

    user_id: int
    pinned_to: int | None


@dataclass(frozen=True, slots=True)
class Reach:
    """Which keys of one user a caller sees: the lists filter by it, AK3 checks one key against it."""

    user_keys: bool  # user-scoped keys
    pinned_to: int | None  # keys pinned to this workspace; None: pinned to any workspace

    def admits(self, pinned_to: int | None) -> bool:
        if pinned_to is None:
            return self.user_keys
        return self.pinned_to is None or self.pinned_to == pinned_to


def own_reach(caller: Caller) -> Reach:
    """The caller's own keys: all of them, or, with a pinned key, those pinned to its workspace."""
    return Reach(user_keys=caller.pinned_to is None, pinned_to=caller.pinned_to)


def members_reach(caller: Caller) -> Reach:
    """A member's keys that can act in the caller's workspace: user-scoped (the member may switch
    there) and pinned to it; with a pinned key, only those pinned to it."""
    return Reach(user_keys=caller.pinned_to is None, pinned_to=caller.workspace_id)


def check_member_keys(caller: Caller) -> None:
    """Raise unless `caller` may list the keys of the workspace's members (AK4; the spec's permission too)."""
    require(MANAGE, caller.actor)


def check_creation(caller: Caller, scope: Scope) -> None:
    """Raise unless `caller` may create a key of `scope` (for themselves: AK2 makes no other)."""
    if caller.pinned_to is not None and scope is not Scope.WORKSPACE:
        raise PermissionDenied()  # a user key made from a pinned key would escape the pin


def visible(caller: Caller, key: KeyFacts, *, member: bool) -> bool:
    """Whether `caller` may know of `key` at all, else it is not found. `member`: the key's user is
    a member of the caller's workspace (asked only of another user's key)."""
    if key.user_id == caller.user_id:
        return own_reach(caller).admits(key.pinned_to)
    return member and grants(MANAGE, caller.actor) and members_reach(caller).admits(key.pinned_to)


def check_revocation(caller: Caller, key: KeyFacts, owner_role: Role | None) -> None:
    """Raise unless `caller` may revoke `key`, which `visible` allowed; `owner_role` is the role of
    the key's user in the caller's workspace."""
    if key.user_id == caller.user_id:
        return
    require(MANAGE, caller.actor)
    if caller.actor.role is not Role.OWNER and owner_role is Role.OWNER:
        raise PermissionDenied()  # Admins never touch the Owner (M2, M3)
