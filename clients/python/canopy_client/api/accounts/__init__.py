"""The accounts operations: one module per operation, and their methods on Canopy (`canopy.accounts`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.change_member_role_request import ChangeMemberRoleRequest
from ...models.list_members_ordering_item import ListMembersOrderingItem
from ...models.list_workspaces_ordering_item import ListWorkspacesOrderingItem
from ...models.member import Member
from ...models.member_list import MemberList
from ...models.switch_workspace_request import SwitchWorkspaceRequest
from ...models.switch_workspace_response import SwitchWorkspaceResponse
from ...models.user_profile import UserProfile
from ...models.workspace_list_row_list import WorkspaceListRowList
from ...models.workspace_type import WorkspaceType
from ...types import UNSET, Unset
from . import change_member_role as _change_member_role
from . import list_members as _list_members
from . import list_workspaces as _list_workspaces
from . import remove_member as _remove_member
from . import retrieve_current_user as _retrieve_current_user
from . import switch_workspace as _switch_workspace

__all__ = ["AccountsOperations", "AsyncAccountsOperations"]


class AccountsOperations:
    """The accounts operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_members(
        self,
        *,
        auth_group: int | Unset = UNSET,
        auth_group_in: list[int] | Unset = UNSET,
        auth_group_isnull: bool | Unset = UNSET,
        auth_group_name: str | Unset = UNSET,
        auth_group_name_icontains: str | Unset = UNSET,
        auth_group_name_in: list[str] | Unset = UNSET,
        user_email: str | Unset = UNSET,
        user_email_icontains: str | Unset = UNSET,
        user_email_istartswith: str | Unset = UNSET,
        user_first_name: str | Unset = UNSET,
        user_first_name_icontains: str | Unset = UNSET,
        user_first_name_istartswith: str | Unset = UNSET,
        user_last_name: str | Unset = UNSET,
        user_last_name_icontains: str | Unset = UNSET,
        user_last_name_istartswith: str | Unset = UNSET,
        user_job_title: str | Unset = UNSET,
        user_job_title_icontains: str | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        created_at_date: datetime.date | Unset = UNSET,
        created_at_date_gte: datetime.date | Unset = UNSET,
        created_at_date_lte: datetime.date | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_date: datetime.date | Unset = UNSET,
        updated_at_date_gte: datetime.date | Unset = UNSET,
        updated_at_date_lte: datetime.date | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListMembersOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> MemberList:
        """List members.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_members.sync_detailed(
            client=self._client,
            auth_group=auth_group,
            auth_group_in=auth_group_in,
            auth_group_isnull=auth_group_isnull,
            auth_group_name=auth_group_name,
            auth_group_name_icontains=auth_group_name_icontains,
            auth_group_name_in=auth_group_name_in,
            user_email=user_email,
            user_email_icontains=user_email_icontains,
            user_email_istartswith=user_email_istartswith,
            user_first_name=user_first_name,
            user_first_name_icontains=user_first_name_icontains,
            user_first_name_istartswith=user_first_name_istartswith,
            user_last_name=user_last_name,
            user_last_name_icontains=user_last_name_icontains,
            user_last_name_istartswith=user_last_name_istartswith,
            user_job_title=user_job_title,
            user_job_title_icontains=user_job_title_icontains,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            created_at_date=created_at_date,
            created_at_date_gte=created_at_date_gte,
            created_at_date_lte=created_at_date_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            updated_at_date=updated_at_date,
            updated_at_date_gte=updated_at_date_gte,
            updated_at_date_lte=updated_at_date_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(MemberList, response.parsed)

    def remove_member(
        self,
        id: int,
    ) -> None:
        """Remove member.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _remove_member.sync_detailed(
            client=self._client,
            id=id,
        )

    def change_member_role(
        self,
        id: int,
        *,
        body: ChangeMemberRoleRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Member:
        """Change member role.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _change_member_role.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Member, response.parsed)

    def retrieve_current_user(
        self,
    ) -> UserProfile:
        """Retrieve the current user.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_current_user.sync_detailed(
            client=self._client,
        )
        return cast(UserProfile, response.parsed)

    def list_workspaces(
        self,
        *,
        country: str | Unset = UNSET,
        country_icontains: str | Unset = UNSET,
        country_iendswith: str | Unset = UNSET,
        country_istartswith: str | Unset = UNSET,
        country_in: list[str] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        name_iendswith: str | Unset = UNSET,
        name_istartswith: str | Unset = UNSET,
        type_: WorkspaceType | Unset = UNSET,
        type_in: list[WorkspaceType] | Unset = UNSET,
        type_exclude: list[WorkspaceType] | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListWorkspacesOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> WorkspaceListRowList:
        """List workspaces.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_workspaces.sync_detailed(
            client=self._client,
            country=country,
            country_icontains=country_icontains,
            country_iendswith=country_iendswith,
            country_istartswith=country_istartswith,
            country_in=country_in,
            name=name,
            name_icontains=name_icontains,
            name_iendswith=name_iendswith,
            name_istartswith=name_istartswith,
            type_=type_,
            type_in=type_in,
            type_exclude=type_exclude,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(WorkspaceListRowList, response.parsed)

    def switch_workspace(
        self,
        *,
        body: SwitchWorkspaceRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> SwitchWorkspaceResponse:
        """Switch workspace.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _switch_workspace.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(SwitchWorkspaceResponse, response.parsed)


class AsyncAccountsOperations:
    """The accounts operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_members(
        self,
        *,
        auth_group: int | Unset = UNSET,
        auth_group_in: list[int] | Unset = UNSET,
        auth_group_isnull: bool | Unset = UNSET,
        auth_group_name: str | Unset = UNSET,
        auth_group_name_icontains: str | Unset = UNSET,
        auth_group_name_in: list[str] | Unset = UNSET,
        user_email: str | Unset = UNSET,
        user_email_icontains: str | Unset = UNSET,
        user_email_istartswith: str | Unset = UNSET,
        user_first_name: str | Unset = UNSET,
        user_first_name_icontains: str | Unset = UNSET,
        user_first_name_istartswith: str | Unset = UNSET,
        user_last_name: str | Unset = UNSET,
        user_last_name_icontains: str | Unset = UNSET,
        user_last_name_istartswith: str | Unset = UNSET,
        user_job_title: str | Unset = UNSET,
        user_job_title_icontains: str | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        created_at_date: datetime.date | Unset = UNSET,
        created_at_date_gte: datetime.date | Unset = UNSET,
        created_at_date_lte: datetime.date | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_date: datetime.date | Unset = UNSET,
        updated_at_date_gte: datetime.date | Unset = UNSET,
        updated_at_date_lte: datetime.date | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListMembersOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> MemberList:
        """List members.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_members.asyncio_detailed(
            client=self._client,
            auth_group=auth_group,
            auth_group_in=auth_group_in,
            auth_group_isnull=auth_group_isnull,
            auth_group_name=auth_group_name,
            auth_group_name_icontains=auth_group_name_icontains,
            auth_group_name_in=auth_group_name_in,
            user_email=user_email,
            user_email_icontains=user_email_icontains,
            user_email_istartswith=user_email_istartswith,
            user_first_name=user_first_name,
            user_first_name_icontains=user_first_name_icontains,
            user_first_name_istartswith=user_first_name_istartswith,
            user_last_name=user_last_name,
            user_last_name_icontains=user_last_name_icontains,
            user_last_name_istartswith=user_last_name_istartswith,
            user_job_title=user_job_title,
            user_job_title_icontains=user_job_title_icontains,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            created_at_date=created_at_date,
            created_at_date_gte=created_at_date_gte,
            created_at_date_lte=created_at_date_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            updated_at_date=updated_at_date,
            updated_at_date_gte=updated_at_date_gte,
            updated_at_date_lte=updated_at_date_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(MemberList, response.parsed)

    async def remove_member(
        self,
        id: int,
    ) -> None:
        """Remove member.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _remove_member.asyncio_detailed(
            client=self._client,
            id=id,
        )

    async def change_member_role(
        self,
        id: int,
        *,
        body: ChangeMemberRoleRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Member:
        """Change member role.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _change_member_role.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Member, response.parsed)

    async def retrieve_current_user(
        self,
    ) -> UserProfile:
        """Retrieve the current user.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_current_user.asyncio_detailed(
            client=self._client,
        )
        return cast(UserProfile, response.parsed)

    async def list_workspaces(
        self,
        *,
        country: str | Unset = UNSET,
        country_icontains: str | Unset = UNSET,
        country_iendswith: str | Unset = UNSET,
        country_istartswith: str | Unset = UNSET,
        country_in: list[str] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        name_iendswith: str | Unset = UNSET,
        name_istartswith: str | Unset = UNSET,
        type_: WorkspaceType | Unset = UNSET,
        type_in: list[WorkspaceType] | Unset = UNSET,
        type_exclude: list[WorkspaceType] | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListWorkspacesOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> WorkspaceListRowList:
        """List workspaces.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_workspaces.asyncio_detailed(
            client=self._client,
            country=country,
            country_icontains=country_icontains,
            country_iendswith=country_iendswith,
            country_istartswith=country_istartswith,
            country_in=country_in,
            name=name,
            name_icontains=name_icontains,
            name_iendswith=name_iendswith,
            name_istartswith=name_istartswith,
            type_=type_,
            type_in=type_in,
            type_exclude=type_exclude,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(WorkspaceListRowList, response.parsed)

    async def switch_workspace(
        self,
        *,
        body: SwitchWorkspaceRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> SwitchWorkspaceResponse:
        """Switch workspace.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _switch_workspace.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(SwitchWorkspaceResponse, response.parsed)
