"""Accounts (base host): the current user, workspaces and switching, members and their roles.

Who may call each operation is the spec's (checked before it runs); whose role may change to
what, and who may remove whom, is domain/policies/members.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from sqlalchemy import Select, bindparam, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import WorkspaceType
from generated.filters.accounts import ListMembersQuery, ListWorkspacesQuery
from generated.rows import accounts as generated_rows
from generated.services import accounts as interface
from handwritten.db.models import AuthGroup, Company, Member, User, utcnow
from handwritten.db.prepared import PreparedQuery
from handwritten.db.session import USER_SCOPE, request_connection
from handwritten.domain.policies import members
from handwritten.domain.policies.members import MemberFacts
from handwritten.domain.roles import Role, role_named
from handwritten.kept import Rendering, rendered
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound, ValidationFailed, invalid_pk
from handwritten.runtime.filtering import FieldMap, Join
from handwritten.services.dependencies import Service
from handwritten.services.ids import storable_id
from handwritten.services.inline import user_detail, user_detail_columns
from handwritten.services.listing import listed

WORKSPACE_FIELDS = FieldMap(
    Company,
    {
        ("id",): Company.id,
        ("name",): Company.name,
        ("type",): Company.type,
        ("country",): Company.country,
        ("created_at",): Company.created_at,
        ("updated_at",): Company.updated_at,
    },
)

MEMBER_FIELDS = FieldMap(
    Member,
    {
        ("id",): Member.id,
        ("auth_group",): Member.auth_group_id,
        ("auth_group", "name"): AuthGroup.name,
        ("user", "email"): User.email,
        ("user", "first_name"): User.first_name,
        ("user", "last_name"): User.last_name,
        ("user", "job_title"): User.job_title,
        ("created_at",): Member.created_at,
        ("updated_at",): Member.updated_at,
    },
    joins=(Join(User, User.id == Member.user_id), Join(AuthGroup, AuthGroup.id == Member.auth_group_id, outer=True)),
)


# A1 in one statement on tables that are not tenant data (the user, the workspace); the
# membership and its role come from the request context, as authentication read them. It runs
# on the request's connection without opening the tenant transaction (see
# handwritten/db/session.py), so A1 costs two round trips: authentication and this.
_PROFILE_USER = (
    User.id,
    User.first_name,
    User.last_name,
    User.email,
    User.idp_uid,
    User.job_title,
    User.is_mfa_enrolled,
    User.is_mfa_required,
    User.is_staff,
    User.data_room_consumer_id,
    User.support_chat_email_hash,
)
_PROFILE_COMPANY = (
    Company.id,
    Company.name,
    Company.type,
    Company.country,
    Company.credits_used,
    Company.nr_of_employees,
    Company.nr_of_locations,
    Company.nr_of_transactions,
    Company.minimum_date_filter,
    Company.results_limit_earliest_year,
    Company.results_limit_latest_year,
    Company.min_transaction_date,
    Company.max_transaction_date,
    Company.integration_consumer_id,
    Company.default_currency,
    Company.default_locale,
    Company.data_room_consumer_id,
    Company.information,
    Company.language_subtag,
    Company.pulse_params,
    Company.flags,
)
_COMPANY = "company_"  # the label prefix of the workspace's columns, which share names with the user's
_PROFILE = PreparedQuery(
    select(*_PROFILE_USER, *(column.label(f"{_COMPANY}{column.key}") for column in _PROFILE_COMPANY))
    .select_from(User)
    .join(Company, Company.id == bindparam("workspace_id"))
    .where(User.id == bindparam("user_id"))
)
_PROFILE_USER_KEYS = tuple(column.key for column in _PROFILE_USER)
# The company's fields as they are stored; type and flags are converted.
_PROFILE_COMPANY_KEYS = tuple(column.key for column in _PROFILE_COMPANY if column.key not in ("type", "flags"))


@lru_cache(maxsize=64)
def _permission_models(codenames: frozenset[str]) -> list[models.Permission]:
    """A role's permissions as A1 renders them. A few roles share a few codename sets, so these are
    built once per set; the response only serializes them and never changes them."""
    return [models.Permission.model_construct(codename=codename) for codename in sorted(codenames)]


# The columns a Member is rendered from (spec/mappings/accounts.yaml), with its user's.
MEMBER_COLUMNS = (*generated_rows.MEMBER_COLUMNS, *user_detail_columns(User))


def member_model(row: Mapping[str, Any]) -> models.Member:
    """A Member from MEMBER_COLUMNS, with its user and role inline."""
    role_id = row["auth_group"]
    role = models.AuthGroupDetail.model_construct(id=role_id, name=row["role_name"]) if role_id is not None else None
    return generated_rows.member_from_row(row, user_detail=user_detail(row), auth_group_detail=role)


@cache
def _members_listed() -> Select[Any]:
    """M1's statement before its query: one object for every request, by which listed() knows the
    list and finds its kept count and page without building or running the page's statement."""
    statement: Select[Any] = MEMBER_FIELDS.select(*MEMBER_COLUMNS)
    return statement


async def _members_built(session: AsyncSession, rows: Sequence[Any]) -> list[models.Member]:
    return [member_model(row._mapping) for row in rows]


# A member's row holds everything its model shows (its user and role are columns of the row), so
# a kept member depends on no version, only on the row that keys it.
MEMBERS = Rendering("accounts.member", models.Member, _members_built)


def workspace_row(company: Company) -> models.WorkspaceListRow:
    return models.WorkspaceListRow(
        workspace_id=company.id,
        workspace_name=company.name,
        id=company.id,
        name=company.name,
        type=WorkspaceType(company.type),
        country=company.country,
        member_count=company.member_count,
        is_mfa_enabled=company.is_mfa_enabled,
        created_at=company.created_at,
        updated_at=company.updated_at,
    )


class AccountsService(Service, interface.AccountsService):
    async def retrieve_current_user(self, *, ctx: RequestContext) -> models.UserProfile:
        connection = ctx.connection or await request_connection(ctx.session)
        (row,) = await _PROFILE.fetch(connection, user_id=ctx.user_id, workspace_id=ctx.workspace_id)
        membership = ctx.membership
        return models.UserProfile.model_construct(
            **{key: row[key] for key in _PROFILE_USER_KEYS},
            active_user_company_id=ctx.member_id,
            user_company=models.UserCompany.model_construct(
                id=ctx.member_id,
                user_id=ctx.user_id,
                company_id=ctx.workspace_id,
                auth_group_id=membership["role_id"],
                data_room_consumer_id=membership["data_room_consumer_id"],
                config=membership["config"],
            ),
            company=models.WorkspaceDetail.model_construct(
                **{key: row[f"{_COMPANY}{key}"] for key in _PROFILE_COMPANY_KEYS},
                type=WorkspaceType(row[f"{_COMPANY}type"]),
                flags=[models.Flag.model_construct(name=str(flag)) for flag in row[f"{_COMPANY}flags"]],
            ),
            auth_group=models.AuthGroup.model_construct(
                id=membership["role_id"],
                name=ctx.role,
                permissions=_permission_models(ctx.permissions),
            ),
        )

    async def list_workspaces(self, *, ctx: RequestContext, query: ListWorkspacesQuery) -> models.WorkspaceListRowList:
        mine = select(Member.company_id).where(Member.user_id == ctx.user_id)
        statement = select(Company).where(Company.id.in_(mine)).execution_options(**USER_SCOPE)
        count, companies = await listed(ctx.session, statement, query, WORKSPACE_FIELDS)
        return models.WorkspaceListRowList(count=count, results=[workspace_row(c) for c in companies])

    async def switch_workspace(
        self, *, ctx: RequestContext, body: models.SwitchWorkspaceRequest
    ) -> models.SwitchWorkspaceResponse:
        target = (
            await ctx.session.scalar(
                select(Company)
                .join(Member, Member.company_id == Company.id)
                .where(Member.user_id == ctx.user_id, Company.id == body.company_id)
                .execution_options(**USER_SCOPE)
            )
            if storable_id(body.company_id)
            else None
        )
        if target is None:
            raise ValidationFailed({"company_id": invalid_pk(body.company_id)})
        await ctx.session.execute(update(User).where(User.id == ctx.user_id).values(active_company_id=target.id))
        return models.SwitchWorkspaceResponse(message=f"Switched to workspace {target.name}.")

    async def list_members(self, *, ctx: RequestContext, query: ListMembersQuery) -> models.MemberList:
        # The page sorts every member of the workspace by name: kept while nothing it reads changes
        # (handwritten/kept/), it is neither read nor sorted again, nor are its models built. The
        # rows are only read (member_model copies their values), so they may be shared.
        count, rows = await listed(ctx.session, _members_listed(), query, MEMBER_FIELDS, keep_rows=True)
        return models.MemberList.model_construct(count=count, results=await rendered(ctx.session, MEMBERS, rows))

    async def _member(self, ctx: RequestContext, member_id: int) -> tuple[Member, dict[str, Any]]:
        """The member (404 if not in this workspace) and its MEMBER_COLUMNS, by label."""
        row = (
            await ctx.session.execute(MEMBER_FIELDS.select(Member, *MEMBER_COLUMNS).where(Member.id == member_id))
        ).one_or_none()
        if row is None:
            raise NotFound()
        return row.Member, dict(row._mapping)

    async def change_member_role(
        self, *, ctx: RequestContext, id: int, body: models.ChangeMemberRoleRequest
    ) -> models.Member:
        # The member first: an id outside the workspace is a 404 for everyone, revealing nothing.
        member, row = await self._member(ctx, id)
        new_group = await ctx.session.get(AuthGroup, body.auth_group) if storable_id(body.auth_group) else None
        new_role = role_named(new_group.name) if new_group else None
        if new_group is None or new_role is None:
            raise ValidationFailed({"auth_group": invalid_pk(body.auth_group)})
        members.check_role_change(ctx.actor, MemberFacts(member.id, role_named(row["role_name"])), new_role)
        if new_role is Role.OWNER and member.id != ctx.member_id:
            # Handing over ownership: the former Owner becomes Admin in the same transaction.
            admin_id = await ctx.session.scalar(select(AuthGroup.id).where(AuthGroup.name == Role.ADMIN.value))
            await ctx.session.execute(update(Member).where(Member.id == ctx.member_id).values(auth_group_id=admin_id))
        member.auth_group_id, member.updated_at = new_group.id, utcnow()
        return member_model(
            {**row, "auth_group": new_group.id, "role_name": new_group.name, "updated_at": member.updated_at}
        )

    async def remove_member(self, *, ctx: RequestContext, id: int) -> None:
        member, row = await self._member(ctx, id)
        members.check_removal(ctx.actor, MemberFacts(member.id, role_named(row["role_name"])))
        user_id = member.user_id
        await ctx.session.delete(member)
        await ctx.session.execute(
            update(Company).where(Company.id == ctx.workspace_id).values(member_count=Company.member_count - 1)
        )
        # Keys that followed this workspace now follow none: authentication then picks the user's
        # oldest remaining workspace until the user switches (no cross-workspace read here).
        await ctx.session.execute(
            update(User)
            .where(User.id == user_id, User.active_company_id == ctx.workspace_id)
            .values(active_company_id=None)
        )
