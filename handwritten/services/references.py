"""References between records of different areas: a referenced record is never deleted from under
the records that refer to it (decision referenced_deletion).

The area that owns a kind of record declares one `References` for it here; each area whose
records refer to that kind registers a finder with it, at import, as processors and importers are
registered; the owning area calls `refuse_deletion` before deleting. So the products area does not
know who refers to products, and the orders area adds its items' references by registering one
more finder::

    @PRODUCTS.finder("order items")
    async def _order_items(session: AsyncSession, product_id: int, limit: int) -> Sequence[Referrer]:
        ...  # at most `limit` items naming the product, by id

Concurrency: a write that makes a reference locks the referenced row FOR SHARE while it checks
that it exists (`with_for_update(read=True)`), and a deletion locks the row FOR UPDATE before it
asks the finders, so a reference made at the same time is either seen or refused as an unknown id.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from handwritten.runtime.errors import ValidationFailed, invalid_pk
from handwritten.services.ids import storable_id

# Referring records named per kind in the 400; beyond them the message says there are more.
SHOWN = 10


@dataclass(frozen=True, slots=True)
class Referrer:
    """A record that refers to the one being deleted, as a person would know it."""

    id: int
    label: str = ""  # a name or an identifier of the record; "" when it has none


# (session, id of the referenced record, limit) -> at most `limit` referring records, by id.
Finder = Callable[[AsyncSession, int, int], Awaitable[Sequence[Referrer]]]


class References:
    """The finders of the records that refer to one kind of record (`noun`, as messages name it)."""

    def __init__(self, noun: str) -> None:
        self.noun = noun
        self._finders: dict[str, Finder] = {}

    def finder(self, kind: str) -> Callable[[Finder], Finder]:
        """Register a finder of the `kind` of records (plural, as messages name them) that refer to this noun."""

        def register(find: Finder) -> Finder:
            self._finders[kind] = find
            return find

        return register

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of records registered as referring to this noun."""
        return tuple(self._finders)

    async def refuse_deletion(self, session: AsyncSession, id: int) -> None:
        """400 naming the records that still refer to record `id`, per kind; nothing when none does."""
        messages = []
        for kind, find in self._finders.items():
            found = await find(session, id, SHOWN + 1)
            if found:
                named = ", ".join(f"{r.id} ({r.label})" if r.label else str(r.id) for r in found[:SHOWN])
                more = " and more" if len(found) > SHOWN else ""
                messages.append(
                    f"This {self.noun} is still referenced by {kind}: {named}{more}. Remove it from them first."
                )
        if messages:
            raise ValidationFailed({"non_field_errors": messages})


# The kinds of record other areas refer to.
PRODUCTS = References("product")
ORIGINS = References("origin")  # order items are traced to origins
VALUE_CHAINS = References("value chain")  # orders name their value chain


async def referenced_ids(
    session: AsyncSession, id_column: InstrumentedAttribute[int], ids: Iterable[int], field: str
) -> list[int]:
    """`ids` without repeats, in order, each a record of the workspace (`id_column`: Product.id, say)
    locked FOR SHARE until the request ends, so it is not deleted before the reference to it is
    written; 400 {field: Invalid pk} for the first that is not one, as DRF's related fields answer."""
    wanted = list(dict.fromkeys(ids))
    storable = [id for id in wanted if storable_id(id)]
    found: set[int] = set()
    if storable:
        statement = select(id_column).where(id_column.in_(storable)).with_for_update(read=True)
        found = set((await session.scalars(statement)).all())
    for id in wanted:
        if id not in found:
            raise ValidationFailed({field: invalid_pk(id)})
    return wanted
