"""Reference data kept in step with the code: the roles and their permission codenames."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import AuthGroup, AuthGroupPermission
from handwritten.domain.roles import PERMISSIONS


async def sync_roles(session: AsyncSession) -> dict[str, int]:
    """Create the four roles and set their codenames to those of domain/roles.py; return name -> id."""
    groups = {g.name: g for g in (await session.scalars(select(AuthGroup))).all()}
    for role, codenames in PERMISSIONS.items():
        group = groups.get(role.value)
        if group is None:
            group = groups[role.value] = AuthGroup(name=role.value)
            session.add(group)
            await session.flush()
        await session.execute(delete(AuthGroupPermission).where(AuthGroupPermission.auth_group_id == group.id))
        session.add_all(AuthGroupPermission(auth_group_id=group.id, codename=c) for c in sorted(codenames))
    await session.flush()
    return {name: group.id for name, group in groups.items()}
