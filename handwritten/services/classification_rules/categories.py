"""The workspace's emission categories (decision emission_categories): CR6 lists them with the
factor each uses, and a rule may name only one of them (CR2, CR4). Both read the view of
db/emission_categories.py, so what the 400 names is what CR6 lists."""

from __future__ import annotations

from functools import cache
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from generated.rows.classification_rules import EMISSION_CATEGORY_COLUMNS
from handwritten.db.emission_categories import EmissionCategory
from handwritten.domain.emissions import default_factors
from handwritten.runtime.filtering import FieldMap

C = EmissionCategory
# Rows are keyed by category and currency (the view's primary key), the default tie-breaker.
CATEGORY_FIELDS = FieldMap(
    C,
    {
        ("category",): C.category,
        ("currency",): C.currency,
        ("source",): C.source,
        ("year",): C.year,
        ("origin",): C.origin,
    },
)


@cache
def listed_categories() -> Select[Any]:
    """CR6's statement before its query: one object for every request."""
    return CATEGORY_FIELDS.select(*EMISSION_CATEGORY_COLUMNS)


def unit(currency: str) -> str:
    return f"kg CO2e/{currency}"


async def category_problem(session: AsyncSession, category: str) -> str | None:
    """Why `category` is not one of the workspace's emission categories, naming those; None when
    it is (a shipped factor's, or one the workspace imported a factor for)."""
    if category in default_factors():
        return None  # no statement for the common case
    known = set((await session.scalars(select(C.category).distinct())).all())
    if category in known:
        return None
    return (
        f'"{category}" is not an emission category of this workspace: choose one of {", ".join(sorted(known))}, '
        "or import an emission factor for it first (import run emission_factor)."
    )
