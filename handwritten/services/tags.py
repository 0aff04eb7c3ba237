"""Tags written as names and kept as records with slugs, per kind of tagged record (decision product_tags).

Products use them now (kind "product", link table product_tags); orders will with their own kind
and link table. A link table has the tagged record's id and `tag_id`; these helpers take its
columns, so they serve every kind.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any, cast

from sqlalchemy import Table, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from handwritten.db.products import TAG_LENGTH, Tag
from handwritten.runtime.errors import ValidationFailed
from handwritten.services.ids import among
from handwritten.services.writes import conflict_free_insert

TAGS = cast(Table, Tag.__table__)  # Core, for the conflict-free insert
NO_SLUG = "A tag needs at least one letter or digit."


def slugify(value: str) -> str:
    """Django's django.utils.text.slugify (allow_unicode False), cut to the column's length."""
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")
    value = re.sub(r"[^\w\s-]", "", value.lower())
    return re.sub(r"[-\s]+", "-", value).strip("-_")[:TAG_LENGTH]


def slugs(names: Sequence[str], field: str = "tags") -> dict[str, str]:
    """Slug -> the first name given with it, in the order given; 400 at the index of a name without one."""
    found: dict[str, str] = {}
    errors: dict[str, list[str]] = {}
    for index, name in enumerate(names):
        slug = slugify(name)
        if not slug:
            errors[str(index)] = [NO_SLUG]
        found.setdefault(slug, name)
    if errors:
        raise ValidationFailed({field: errors})
    return found


async def tag_ids(session: AsyncSession, *, workspace_id: int, kind: str, names: Sequence[str]) -> list[int]:
    """The ids of the workspace's `kind` tags with these names' slugs, created when missing.

    A tag created by a concurrent request is skipped by the unique key, then found like the others.
    """
    by_slug = slugs(names)
    if not by_slug:
        return []
    insert = await conflict_free_insert(session)
    rows = [{"company_id": workspace_id, "kind": kind, "name": name, "slug": slug} for slug, name in by_slug.items()]
    await session.execute(insert(TAGS).on_conflict_do_nothing(), rows)
    found = await session.execute(select(Tag.slug, Tag.id).where(Tag.kind == kind, Tag.slug.in_(list(by_slug))))
    ids = {row.slug: row.id for row in found}
    return [ids[slug] for slug in by_slug]


async def tag_names(
    session: AsyncSession,
    owner: InstrumentedAttribute[int],
    tag: InstrumentedAttribute[int],
    owner_ids: Iterable[int],
) -> dict[int, list[str]]:
    """Tagged record id -> its tag names, sorted, for all `owner_ids` in one statement.

    `owner` and `tag` are the link table's columns (ProductTag.product_id, ProductTag.tag_id).
    Names are sorted here, by code point, so both databases give the same order whatever their collation.
    """
    names: dict[int, list[str]] = {id: [] for id in owner_ids}
    if names:
        rows = await session.execute(
            select(owner.label("owner"), Tag.name).join(Tag, Tag.id == tag).where(among(session, owner, names))
        )
        for row in rows:
            names[row.owner].append(row.name)
    for found in names.values():
        found.sort()
    return names


def tag_rows(workspace_id: int, key: str, owner_id: int, ids: Iterable[int]) -> list[dict[str, Any]]:
    """The link rows tagging record `owner_id` (its link column `key`) with the tags `ids`."""
    return [{"company_id": workspace_id, key: owner_id, "tag_id": id} for id in ids]
