# Generated from spec/operations/accounts.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the accounts area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import accounts as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "RetrieveCurrentUser",
    "ListWorkspaces",
    "SwitchWorkspace",
    "ListMembers",
    "ChangeMemberRole",
    "RemoveMember",
    "AccountsService",
]


class RetrieveCurrentUser(Protocol):
    async def retrieve_current_user(self, *, ctx: RequestContext) -> models.UserProfile:
        """A1. Retrieve the current user: GET /api/accounts/users/me/"""
        ...


class ListWorkspaces(Protocol):
    async def list_workspaces(
        self, *, ctx: RequestContext, query: filters.ListWorkspacesQuery
    ) -> models.WorkspaceListRowList:
        """A2. List workspaces: GET /api/accounts/workspaces/"""
        ...


class SwitchWorkspace(Protocol):
    async def switch_workspace(
        self, *, ctx: RequestContext, body: models.SwitchWorkspaceRequest
    ) -> models.SwitchWorkspaceResponse:
        """A3. Switch workspace: POST /api/accounts/workspaces/switch/"""
        ...


class ListMembers(Protocol):
    async def list_members(self, *, ctx: RequestContext, query: filters.ListMembersQuery) -> models.MemberList:
        """M1. List members: GET /api/accounts/members/"""
        ...


class ChangeMemberRole(Protocol):
    async def change_member_role(
        self, *, ctx: RequestContext, id: int, body: models.ChangeMemberRoleRequest
    ) -> models.Member:
        """M2. Change member role: PATCH /api/accounts/members/{id}/"""
        ...


class RemoveMember(Protocol):
    async def remove_member(self, *, ctx: RequestContext, id: int) -> None:
        """M3. Remove member: DELETE /api/accounts/members/{id}/"""
        ...


class AccountsService(
    RetrieveCurrentUser, ListWorkspaces, SwitchWorkspace, ListMembers, ChangeMemberRole, RemoveMember, Protocol
):
    """Every operation of the accounts area."""
