"""Accounts (base host): the current user, workspaces and switching, members and their roles."""

from __future__ import annotations

from sqlalchemy import select, update

from generated import models
from generated.enums import WorkspaceType
from generated.filters.accounts import ListMembersQuery, ListWorkspacesQuery
from generated.services.accounts import (
    ChangeMemberRole,
    ListMembers,
    ListWorkspaces,
    RemoveMember,
    RetrieveCurrentUser,
    SwitchWorkspace,
)
from handwritten.db.models import AuthGroup, Company, Member, User
from handwritten.db.session import USER_SCOPE
from handwritten.domain.permissions import Action, Actor, MemberFacts, authorize
from handwritten.domain.roles import Role, role_named
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import Forbidden, NotFound, ValidationFailed
from handwritten.runtime.filtering import FieldMap, Join, filtered, ordered, page, searched
from handwritten.runtime.querystring import INT64

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
        ("name",): User.first_name + " " + User.last_name,
        ("created_at",): Member.created_at,
        ("updated_at",): Member.updated_at,
    },
    joins=(Join(User, User.id == Member.user_id), Join(AuthGroup, AuthGroup.id == Member.auth_group_id, outer=True)),
)


def actor_of(ctx: RequestContext) -> Actor:
    return Actor(member_id=ctx.member_id, role=role_named(ctx.role), permissions=ctx.permissions)


def require_role(ctx: RequestContext) -> None:
    """A member whose role is cleared may do nothing but leave (decision member_without_role)."""
    if role_named(ctx.role) is None:
        raise Forbidden()


def storable_id(value: int) -> bool:
    """Ids are 64-bit: a body's integer outside that range names no row, and no database could bind it."""
    return INT64[0] <= value <= INT64[1]


def member_model(member: Member, user: User, group: AuthGroup | None) -> models.Member:
    return models.Member(
        id=member.id,
        user=user.id,
        user_detail=models.UserDetail(
            id=user.id, first_name=user.first_name, last_name=user.last_name, job_title=user.job_title, email=user.email
        ),
        auth_group=member.auth_group_id,
        auth_group_detail=models.AuthGroupDetail(id=group.id, name=group.name) if group else None,
        data_room_consumer_id=member.data_room_consumer_id,
        created_at=member.created_at,
        updated_at=member.updated_at,
    )


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


class AccountsService(
    RetrieveCurrentUser, ListWorkspaces, SwitchWorkspace, ListMembers, ChangeMemberRole, RemoveMember
):
    async def retrieve_current_user(self, *, ctx: RequestContext) -> models.UserProfile:
        row = (
            await ctx.session.execute(
                select(User, Member, Company)
                .join(Member, Member.user_id == User.id)
                .join(Company, Company.id == Member.company_id)
                .where(User.id == ctx.user_id, Member.id == ctx.member_id)
            )
        ).one()
        user, member, company = row
        if member.auth_group_id is None or ctx.role is None:
            raise Forbidden()
        return models.UserProfile(
            id=user.id,
            first_name=user.first_name,
            last_name=user.last_name,
            email=user.email,
            idp_uid=user.idp_uid,
            job_title=user.job_title,
            is_mfa_enrolled=user.is_mfa_enrolled,
            is_mfa_required=user.is_mfa_required,
            is_staff=user.is_staff,
            active_user_company_id=member.id,
            data_room_consumer_id=user.data_room_consumer_id,
            support_chat_email_hash=user.support_chat_email_hash,
            user_company=models.UserCompany(
                id=member.id,
                user_id=user.id,
                company_id=company.id,
                auth_group_id=member.auth_group_id,
                data_room_consumer_id=member.data_room_consumer_id,
                config=member.config,
            ),
            company=models.WorkspaceDetail(
                id=company.id,
                name=company.name,
                type=WorkspaceType(company.type),
                country=company.country,
                credits_used=company.credits_used,
                nr_of_employees=company.nr_of_employees,
                nr_of_locations=company.nr_of_locations,
                nr_of_transactions=company.nr_of_transactions,
                minimum_date_filter=company.minimum_date_filter,
                results_limit_earliest_year=company.results_limit_earliest_year,
                results_limit_latest_year=company.results_limit_latest_year,
                min_transaction_date=company.min_transaction_date,
                max_transaction_date=company.max_transaction_date,
                integration_consumer_id=company.integration_consumer_id,
                default_currency=company.default_currency,
                default_locale=company.default_locale,
                data_room_consumer_id=company.data_room_consumer_id,
                information=company.information,
                language_subtag=company.language_subtag,
                pulse_params=company.pulse_params,
                flags=[models.Flag(name=str(flag)) for flag in company.flags],
            ),
            auth_group=models.AuthGroup(
                id=member.auth_group_id,
                name=ctx.role,
                permissions=[models.Permission(codename=c) for c in sorted(ctx.permissions)],
            ),
        )

    async def list_workspaces(self, *, ctx: RequestContext, query: ListWorkspacesQuery) -> models.WorkspaceListRowList:
        require_role(ctx)
        mine = select(Member.company_id).where(Member.user_id == ctx.user_id)
        statement = select(Company).where(Company.id.in_(mine))
        statement = filtered(statement, query.filters.terms(), WORKSPACE_FIELDS)
        statement = searched(statement, query.filters.search, [("name",)], WORKSPACE_FIELDS)
        statement = ordered(statement, query.ordering, WORKSPACE_FIELDS).execution_options(**USER_SCOPE)
        count, companies = await page(ctx.session, statement, query.limit, query.offset)
        return models.WorkspaceListRowList(count=count, results=[workspace_row(c) for c in companies])

    async def switch_workspace(
        self, *, ctx: RequestContext, body: models.SwitchWorkspaceRequest
    ) -> models.SwitchWorkspaceResponse:
        require_role(ctx)
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
            raise ValidationFailed({"company_id": [f'Invalid pk "{body.company_id}" - object does not exist.']})
        await ctx.session.execute(update(User).where(User.id == ctx.user_id).values(active_company_id=target.id))
        await ctx.session.commit()
        return models.SwitchWorkspaceResponse(message=f"Switched to workspace {target.name}.")

    async def list_members(self, *, ctx: RequestContext, query: ListMembersQuery) -> models.MemberList:
        authorize(actor_of(ctx), Action.VIEW_MEMBERS)
        statement = MEMBER_FIELDS.select(Member, User, AuthGroup)
        statement = filtered(statement, query.filters.terms(), MEMBER_FIELDS)
        statement = searched(
            statement,
            query.filters.search,
            [
                ("user", "first_name"),
                ("user", "last_name"),
                ("user", "email"),
                ("user", "job_title"),
                ("auth_group", "name"),
            ],
            MEMBER_FIELDS,
        )
        count, rows = await page(
            ctx.session, ordered(statement, query.ordering, MEMBER_FIELDS), query.limit, query.offset
        )
        return models.MemberList(count=count, results=[member_model(*row) for row in rows])

    async def _member(self, ctx: RequestContext, member_id: int) -> tuple[Member, User, AuthGroup | None]:
        row = (
            await ctx.session.execute(MEMBER_FIELDS.select(Member, User, AuthGroup).where(Member.id == member_id))
        ).one_or_none()
        if row is None:
            raise NotFound()
        return row[0], row[1], row[2]

    async def change_member_role(
        self, *, ctx: RequestContext, id: int, body: models.ChangeMemberRoleRequest
    ) -> models.Member:
        member, user, group = await self._member(ctx, id)
        new_group = await ctx.session.get(AuthGroup, body.auth_group) if storable_id(body.auth_group) else None
        new_role = role_named(new_group.name) if new_group else None
        if new_group is None or new_role is None:
            raise ValidationFailed({"auth_group": [f'Invalid pk "{body.auth_group}" - object does not exist.']})
        authorize(
            actor_of(ctx),
            Action.CHANGE_MEMBER_ROLE,
            target=MemberFacts(member.id, role_named(group.name if group else None)),
            new_role=new_role,
        )
        if new_role is Role.OWNER and member.id != ctx.member_id:
            # Handing over ownership: the former Owner becomes Admin in the same transaction.
            admin_id = await ctx.session.scalar(select(AuthGroup.id).where(AuthGroup.name == Role.ADMIN.value))
            await ctx.session.execute(update(Member).where(Member.id == ctx.member_id).values(auth_group_id=admin_id))
        member.auth_group_id = new_group.id
        await ctx.session.commit()
        return member_model(member, user, new_group)

    async def remove_member(self, *, ctx: RequestContext, id: int) -> None:
        member, user, group = await self._member(ctx, id)
        authorize(
            actor_of(ctx),
            Action.REMOVE_MEMBER,
            target=MemberFacts(member.id, role_named(group.name if group else None)),
        )
        await ctx.session.delete(member)
        await ctx.session.execute(
            update(Company).where(Company.id == ctx.workspace_id).values(member_count=Company.member_count - 1)
        )
        if user.active_company_id == ctx.workspace_id:
            # The user's keys no longer act here; they act nowhere until the user switches.
            await ctx.session.execute(update(User).where(User.id == user.id).values(active_company_id=None))
        await ctx.session.commit()
