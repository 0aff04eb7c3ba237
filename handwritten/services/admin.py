"""Account administration outside the HTTP API: workspaces, users, members, API keys.

Used by the `canopy` command (demo data, keys, workspaces and their Owners, listings), and for
the steps the HTTP API shares with it: issuing keys (AK2, IA1) and adding members (IA1).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, cast

import email_validator
from sqlalchemy import String, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import ApiKey, AuthGroup, Company, Member, User
from handwritten.db.session import Tenant, enter_tenant
from handwritten.domain import api_keys
from handwritten.domain.countries import unknown_country
from handwritten.domain.roles import Role
from handwritten.runtime.emails import accept_special_use_domains


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
    pinned_to = user.active_company_id if scope is api_keys.Scope.WORKSPACE else None
    return await _issue_key(session, user, pinned_to, name=name, expiry=expiry)


async def create_pinned_api_key(
    session: AsyncSession,
    user: User,
    workspace: Company,
    *,
    name: str,
    expiry: api_keys.Expiry = api_keys.DEFAULT_EXPIRY,
) -> IssuedKey:
    """A new workspace-scoped key acting as `user` in `workspace` (one of their memberships),
    whichever workspace is the user's active one."""
    return await _issue_key(session, user, workspace.id, name=name, expiry=expiry)


async def _issue_key(
    session: AsyncSession, user: User, pinned_to: int | None, *, name: str, expiry: api_keys.Expiry
) -> IssuedKey:
    """A key of `user`: user-scoped without `pinned_to`, else scoped to that workspace."""
    scope = api_keys.Scope.USER if pinned_to is None else api_keys.Scope.WORKSPACE
    key = api_keys.new_key()
    now = datetime.now(UTC)
    record = ApiKey(
        user_id=user.id,
        company_id=pinned_to,
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


class Refused(Exception):
    """An administration request that was refused; the message is one line, for the operator."""


@dataclass(frozen=True)
class Bootstrapped:
    """A new workspace, its Owner and the Owner's first key (workspace-scoped, pinned to the new
    workspace, when the Owner was a user already)."""

    workspace: Company
    owner: User
    owner_is_new: bool
    issued: IssuedKey


async def create_workspace_with_owner(
    session: AsyncSession,
    *,
    name: str,
    owner_email: str,
    owner_name: str = "",
    country: str = "",
    expiry: api_keys.Expiry = api_keys.DEFAULT_EXPIRY,
) -> Bootstrapped:
    """Create a workspace, make the user with `owner_email` (created unless one has that address,
    compared case-insensitively) its Owner, and issue the Owner's first key (decision
    workspace_bootstrap). Refused, with nothing written, when a workspace has the same name."""
    name = " ".join(name.split())
    if not 0 < len(name) <= _length(Company.name):
        raise Refused(f"a workspace name has 1 to {_length(Company.name)} characters")
    email = valid_email(owner_email)
    country = valid_country(country) if country else ""
    first_name, _, last_name = " ".join(owner_name.split()).partition(" ")
    if len(first_name) > _length(User.first_name) or len(last_name) > _length(User.last_name):
        raise Refused(f"a first or last name has at most {_length(User.first_name)} characters")
    if await session.scalar(select(AuthGroup.id).where(AuthGroup.name == Role.OWNER.value)) is None:
        raise Refused("the database has no roles yet: run canopy migrate first")
    taken = await workspace_named(session, name)
    if taken is not None:
        raise Refused(f'a workspace named "{taken.name}" already exists (id {taken.id})')
    owner = await user_with_email(session, email)
    workspace = await create_workspace(session, name, country=country)
    owner_is_new = owner is None
    if owner is None:
        owner = await create_user(session, email, first_name=first_name, last_name=last_name)
    await add_member(session, owner, workspace, Role.OWNER)
    key_name = f"owner key of workspace {workspace.id}"
    if owner_is_new:  # its only workspace: a user-scoped key acts there until the owner switches
        issued = await create_api_key(session, owner, name=key_name, expiry=expiry)
    else:  # not one that would follow the user's other workspaces
        issued = await create_pinned_api_key(session, owner, workspace, name=key_name, expiry=expiry)
    return Bootstrapped(workspace, owner, owner_is_new, issued)


def _length(column: Any) -> int:
    """The length of a String column, which a value must fit."""
    length: int = cast(String, column.type).length or 0
    return length


def valid_email(email: str) -> str:
    """The address as stored, validated as the API validates addresses (runtime/emails.py)."""
    accept_special_use_domains()
    try:
        return email_validator.validate_email(email.strip(), check_deliverability=False).normalized
    except email_validator.EmailNotValidError as error:
        raise Refused(f'the email address "{email}" is refused: {error}') from None


def valid_country(code: str) -> str:
    """An ISO 3166-1 alpha-2 code, upper-cased (as the countries table holds them)."""
    code = code.strip().upper()
    problem = unknown_country(code)
    if problem:
        raise Refused(problem.rstrip("."))
    return code


async def workspace_named(session: AsyncSession, name: str) -> Company | None:
    """The oldest workspace whose name is `name`, ignoring case and runs of spaces (compared in
    Python, so that both databases fold the same letters)."""
    wanted = " ".join(name.split()).casefold()
    for id, stored in (await session.execute(select(Company.id, Company.name).order_by(Company.id))).all():
        if " ".join(stored.split()).casefold() == wanted:
            return await session.get(Company, id)
    return None


async def user_with_email(session: AsyncSession, email: str) -> User | None:
    """The user whose address is `email`, ignoring case; refused if several are."""
    users = (await session.scalars(select(User).where(func.lower(User.email) == email.lower()).order_by(User.id))).all()
    if len(users) > 1:
        raise Refused(f"several users have the address {email}: {', '.join(u.email for u in users)}")
    return users[0] if users else None


@dataclass(frozen=True)
class WorkspaceSummary:
    id: int
    name: str
    slug: str
    type: str
    country: str
    member_count: int
    created_at: datetime


async def list_workspaces(session: AsyncSession) -> list[WorkspaceSummary]:
    """Every workspace, oldest first."""
    rows = await session.execute(
        select(
            Company.id,
            Company.name,
            Company.slug,
            Company.type,
            Company.country,
            Company.member_count,
            Company.created_at,
        ).order_by(Company.id)
    )
    return [WorkspaceSummary(**row._mapping) for row in rows]


@dataclass(frozen=True)
class UserSummary:
    id: int
    email: str
    name: str
    workspace_count: int
    active_workspace_id: int | None
    active_workspace_name: str | None


async def list_users(session: AsyncSession) -> list[UserSummary]:
    """Every user, oldest first, with the number of their memberships and their active workspace."""
    memberships = select(func.count()).where(Member.user_id == User.id).correlate(User).scalar_subquery()
    rows = await session.execute(
        select(
            User.id,
            User.email,
            User.first_name,
            User.last_name,
            memberships.label("workspace_count"),
            User.active_company_id,
            Company.name.label("active_name"),
        )
        .outerjoin(Company, Company.id == User.active_company_id)
        .order_by(User.id)
    )
    return [
        UserSummary(
            id=row["id"],
            email=row["email"],
            name=f"{row['first_name']} {row['last_name']}".strip(),
            workspace_count=row["workspace_count"],
            active_workspace_id=row["active_company_id"],
            active_workspace_name=row["active_name"],
        )
        for row in (r._mapping for r in rows)
    ]
