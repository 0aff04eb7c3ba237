"""API keys (base host): AK1–AK4, the caller's own keys and, for Owners and Admins, the members'.

Which keys a caller sees and may revoke is domain/policies/api_keys.py (decisions api_key_reach,
member_api_keys); the keys themselves are made as the canopy command makes them (services/admin.py).
Keys are the users', not a workspace's: api_keys is no tenant table, so every statement here says
whose keys it reads; memberships, read to know who is a member of the workspace, are tenant data.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import ColumnElement, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.responses import Response

from generated import models
from generated.filters.api_keys import ListApiKeysQuery, ListMemberApiKeysQuery
from generated.services import api_keys as interface
from handwritten.db.models import ApiKey, AuthGroup, Company, Member, User
from handwritten.domain import api_keys
from handwritten.domain.policies import api_keys as policies
from handwritten.domain.policies.api_keys import Caller, KeyFacts, Reach
from handwritten.domain.roles import role_named
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound
from handwritten.runtime.filtering import AnySelect, FieldMap, Join
from handwritten.runtime.http import render
from handwritten.runtime.work import Claim
from handwritten.services import admin
from handwritten.services.dependencies import Service
from handwritten.services.ids import storable_id
from handwritten.services.listing import ListQuery, listed

API_KEY_FIELDS = FieldMap(
    ApiKey,
    {
        ("scope",): ApiKey.scope,
        ("workspace",): ApiKey.company_id,
        ("name",): ApiKey.name,
        ("prefix",): ApiKey.prefix,
        ("created_at",): ApiKey.created_at,
        ("last_used_at",): ApiKey.last_used_at,
        ("expires_at",): ApiKey.expires_at,
    },
    joins=(Join(Company, Company.id == ApiKey.company_id, outer=True),),
)
# The columns a listed key is rendered from, labelled as api_key_model reads them.
API_KEY_COLUMNS = (
    ApiKey.id,
    ApiKey.name,
    ApiKey.prefix,
    ApiKey.scope,
    ApiKey.company_id,
    Company.name.label("workspace_name"),
    ApiKey.created_at,
    ApiKey.last_used_at,
    ApiKey.expires_at,
)


def api_key_fields(row: Mapping[str, Any], now: datetime) -> dict[str, Any]:
    """The fields of an ApiKey from API_KEY_COLUMNS; never the key or its hash."""
    workspace_id = row["company_id"]
    return {
        "id": row["id"],
        "name": row["name"],
        "prefix": row["prefix"],
        "scope": api_keys.Scope(row["scope"]),
        "workspace": workspace_id,
        "workspace_detail": None
        if workspace_id is None
        else models.ApiKeyWorkspace.model_construct(id=workspace_id, name=row["workspace_name"]),
        "created_at": row["created_at"],
        "last_used_at": row["last_used_at"],
        "expires_at": row["expires_at"],
        "expired": api_keys.is_expired(now=now, expires=row["expires_at"]),
    }


def issued_key_fields(issued: admin.IssuedKey, workspace: Company | None) -> dict[str, Any]:
    """The fields of a key just issued (AK2, IA1), as AK1 will list it; `workspace` is the one it is pinned to."""
    record = issued.record
    row = {column.key: getattr(record, column.key) for column in API_KEY_COLUMNS if column.key != "workspace_name"}
    return api_key_fields({**row, "workspace_name": workspace and workspace.name}, record.created_at)


def _reached(user_id: int, reach: Reach) -> AnySelect:
    """The keys of `user_id` that `reach` admits and that are not revoked, as a list selects them."""
    pinned = ApiKey.company_id.is_not(None) if reach.pinned_to is None else ApiKey.company_id == reach.pinned_to
    admitted: ColumnElement[bool] = or_(ApiKey.company_id.is_(None), pinned) if reach.user_keys else pinned
    return API_KEY_FIELDS.select(*API_KEY_COLUMNS).where(
        ApiKey.user_id == user_id, ApiKey.revoked_at.is_(None), admitted
    )


class _AnswerWithoutKey:
    """AK2's idempotency claim: the answer a retry replays is stored without the key, which is
    stored nowhere (decision api_key_creation_replay)."""

    def __init__(self, claim: Claim, replay: models.CreatedApiKey) -> None:
        self.claim = claim
        self.replay = replay

    async def record(self, session: AsyncSession, response: Response) -> None:
        await self.claim.record(session, render(self.replay, response.status_code))

    async def abandon(self, error: BaseException) -> None:
        await self.claim.abandon(error)


class ApiKeysService(Service, interface.ApiKeysService):
    async def _caller(self, ctx: RequestContext) -> Caller:
        """The caller as the rules know it, with the pin of the key it authenticated with."""
        pinned_to = None
        if ctx.api_key_id is not None:  # None only for work done without a key (the demo)
            pinned_to = await ctx.session.scalar(select(ApiKey.company_id).where(ApiKey.id == ctx.api_key_id))
        return Caller(ctx.user_id, ctx.workspace_id, pinned_to, ctx.actor)

    async def _page(self, ctx: RequestContext, statement: AnySelect, query: ListQuery) -> models.ApiKeyList:
        count, rows = await listed(ctx.session, statement, query, API_KEY_FIELDS)
        now = datetime.now(UTC)
        return models.ApiKeyList.model_construct(
            count=count, results=[models.ApiKey.model_construct(**api_key_fields(r._mapping, now)) for r in rows]
        )

    async def list_api_keys(self, *, ctx: RequestContext, query: ListApiKeysQuery) -> models.ApiKeyList:
        caller = await self._caller(ctx)
        return await self._page(ctx, _reached(ctx.user_id, policies.own_reach(caller)), query)

    async def list_member_api_keys(
        self, *, ctx: RequestContext, id: int, query: ListMemberApiKeysQuery
    ) -> models.ApiKeyList:
        caller = await self._caller(ctx)
        policies.check_member_keys(caller)  # as the spec's permission, checked before: the rule is whole here
        # The member first, in this workspace only: another workspace's member is a 404.
        user_id = await ctx.session.scalar(select(Member.user_id).where(Member.id == id)) if storable_id(id) else None
        if user_id is None:
            raise NotFound()
        return await self._page(ctx, _reached(user_id, policies.members_reach(caller)), query)

    async def create_api_key(self, *, ctx: RequestContext, body: models.CreateApiKeyRequest) -> models.CreatedApiKey:
        caller = await self._caller(ctx)
        policies.check_creation(caller, body.scope)
        user = await ctx.session.get_one(User, ctx.user_id)
        workspace = None
        if body.scope is api_keys.Scope.WORKSPACE:
            workspace = await ctx.session.get_one(Company, ctx.workspace_id)
            issued = await admin.create_pinned_api_key(
                ctx.session, user, workspace, name=body.name, expiry=body.expires
            )
        else:
            issued = await admin.create_api_key(ctx.session, user, name=body.name, expiry=body.expires)
        listed_fields = issued_key_fields(issued, workspace)
        claim = ctx.work.claim
        if claim is not None:
            ctx.work.claim = _AnswerWithoutKey(claim, models.CreatedApiKey.model_construct(**listed_fields))
        return models.CreatedApiKey.model_construct(**listed_fields, key=issued.key)

    async def revoke_api_key(self, *, ctx: RequestContext, id: int) -> None:
        found = (
            (
                await ctx.session.execute(
                    select(ApiKey.user_id, ApiKey.company_id).where(ApiKey.id == id, ApiKey.revoked_at.is_(None))
                )
            ).one_or_none()
            if storable_id(id)
            else None
        )
        if found is None:
            raise NotFound()
        caller = await self._caller(ctx)
        key = KeyFacts(user_id=found.user_id, pinned_to=found.company_id)
        membership = None
        if key.user_id != ctx.user_id:
            # The key's user in this workspace (memberships are read in the workspace only), and their role.
            membership = (
                await ctx.session.execute(
                    select(Member.id, AuthGroup.name.label("role"))
                    .select_from(Member)
                    .outerjoin(AuthGroup, AuthGroup.id == Member.auth_group_id)
                    .where(Member.user_id == key.user_id)
                )
            ).one_or_none()
        if not policies.visible(caller, key, member=membership is not None):
            raise NotFound()  # someone else's key, or out of the caller's reach: nothing is revealed
        policies.check_revocation(caller, key, role_named(membership.role) if membership is not None else None)
        revoked = await ctx.session.execute(
            update(ApiKey)
            .where(ApiKey.id == id, ApiKey.revoked_at.is_(None))
            .values(revoked_at=datetime.now(UTC))
            .execution_options(synchronize_session=False)
        )
        if revoked.rowcount != 1:  # type: ignore[attr-defined]
            raise NotFound()  # revoked by a concurrent request meanwhile
