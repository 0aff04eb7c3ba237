"""Reference data kept in step with the code: the roles and their permission codenames, the countries."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import AuthGroup, AuthGroupPermission
from handwritten.db.origins import Country
from handwritten.domain.countries import country_rows
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


async def sync_countries(session: AsyncSession) -> None:
    """Make the countries table what domain/countries.py says (after a pycountry upgrade or a
    change of the EU risk list), changing only the rows that differ."""
    wanted = {row["alpha_2"]: row for row in country_rows()}
    stored = {country.alpha_2: country for country in (await session.scalars(select(Country))).all()}
    gone = stored.keys() - wanted.keys()
    if gone:
        await session.execute(delete(Country).where(Country.alpha_2.in_(gone)))
    for code, row in wanted.items():
        country = stored.get(code)
        if country is None:
            session.add(Country(**row))
            continue
        for column, value in row.items():
            if getattr(country, column) != value:
                setattr(country, column, value)
    await session.flush()
