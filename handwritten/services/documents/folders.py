"""What a folder given in a body must satisfy: a folder of the workspace, held until the request
ends, and, for a move, not the folder itself nor one inside it (decision document_folders).
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import aliased

from handwritten.db.documents import DocumentFolder
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ValidationFailed, invalid_pk
from handwritten.services.ids import storable_id

CYCLE = "A folder cannot be moved into itself or into one of its own folders."


async def checked_folder(ctx: RequestContext, folder: int | None, field: str) -> int | None:
    """A folder id of the body, checked to be the workspace's (400 naming the field otherwise),
    and held (FOR SHARE) until the request ends, so that it is not deleted meanwhile."""
    if folder is None:
        return None
    found = (
        await ctx.session.scalar(
            select(DocumentFolder.id).where(DocumentFolder.id == folder).with_for_update(read=True)
        )
        if storable_id(folder)
        else None
    )
    if found is None:
        raise ValidationFailed({field: invalid_pk(folder)})
    return found


async def checked_parent(ctx: RequestContext, id: int, parent: int | None) -> int | None:
    """The parent given to folder `id`, checked as checked_folder() does and not to make a cycle."""
    checked = await checked_folder(ctx, parent, "parent")
    if checked is not None and id in await ancestry(ctx, checked):
        raise ValidationFailed({"parent": [CYCLE]})
    return checked


async def ancestry(ctx: RequestContext, folder: int) -> set[int]:
    """`folder` and every folder above it (a recursive query, bounded by the tree's depth)."""
    tree = select(DocumentFolder.id, DocumentFolder.parent_id).where(DocumentFolder.id == folder).cte(recursive=True)
    above = aliased(DocumentFolder)
    tree = tree.union(select(above.id, above.parent_id).where(above.id == tree.c.parent_id))
    return set((await ctx.session.scalars(select(tree.c.id))).all())
