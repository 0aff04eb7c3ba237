"""Account administration outside the HTTP API: workspaces, users, members, API keys.

Used by the `canopy` command (demo data, keys). The HTTP API has no key operations: the
document shows none (see the decision api_keys_outside_the_api).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import ApiKey, AuthGroup, Company, Member, User
from handwritten.db.session import Tenant, enter_tenant
from handwritten.domain import api_keys
from handwritten.domain.roles import Role


def slugify(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "workspace"


async def create_workspace(session: AsyncSession, name: str, **fields: object) -> Company:
    company = Company(name=name, slug=f"{slugify(name)}-{datetime.now(UTC).strftime('%Y%m%d%H%M%S%f')}", **fields)
    session.add(company)
    await session.flush()
    return company


async def create_user(session: AsyncSession, email: str, **fields: object) -> User:
    user = User(email=email, **fields)
    session.add(user)
    await session.flush()
    return user


async def add_member(session: AsyncSession, user: User, company: Company, role: Role) -> Member:
    """Make `user` a member of `company` with `role`; the first workspace becomes the user's active one."""
    group_id = await session.scalar(select(AuthGroup.id).where(AuthGroup.name == role.value))
    await enter_tenant(session, Tenant(workspace_id=company.id, user_id=user.id))
    member = Member(user_id=user.id, company_id=company.id, auth_group_id=group_id)
    session.add(member)
    await session.execute(update(Company).where(Company.id == company.id).values(member_count=Company.member_count + 1))
    if user.active_company_id is None:
        user.active_company_id = company.id
    await session.flush()
    return member


@dataclass(frozen=True)
class IssuedKey:
    record: ApiKey
    key: str  # shown once; only its hash is stored


async def create_api_key(
    session: AsyncSession,
    user: User,
    *,
    name: str,
    scope: api_keys.Scope = api_keys.Scope.USER,
    expiry: api_keys.Expiry = api_keys.DEFAULT_EXPIRY,
) -> IssuedKey:
    """A new key acting as `user`; a workspace-scoped key is pinned to the user's active workspace."""
    if scope is api_keys.Scope.WORKSPACE and user.active_company_id is None:
        raise ValueError("a workspace-scoped key needs an active workspace")
    key = api_keys.new_key()
    now = datetime.now(UTC)
    record = ApiKey(
        user_id=user.id,
        company_id=user.active_company_id if scope is api_keys.Scope.WORKSPACE else None,
        name=name,
        scope=scope.value,
        prefix=api_keys.display_prefix(key),
        key_hash=api_keys.key_hash(key),
        created_at=now,
        expires_at=api_keys.expires_at(now, expiry),
    )
    session.add(record)
    await session.flush()
    return IssuedKey(record, key)


async def list_api_keys(session: AsyncSession, user: User | None = None) -> list[ApiKey]:
    query = select(ApiKey).order_by(ApiKey.scope, ApiKey.created_at, ApiKey.id)
    if user is not None:
        query = query.where(ApiKey.user_id == user.id)
    return list((await session.scalars(query)).all())


async def revoke_api_key(session: AsyncSession, key_id: int) -> bool:
    """Revoke for good; False if there is no such key or it was revoked already."""
    result = await session.execute(
        update(ApiKey).where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None)).values(revoked_at=datetime.now(UTC))
    )
    return bool(result.rowcount)  # type: ignore[attr-defined]
