"""A record that others refer to is not deleted: the 400 names the referring records of each kind
(decision referenced_deletion)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pytest

from handwritten.runtime.errors import ValidationFailed
from handwritten.services import references
from handwritten.services.references import SHOWN, References, Referrer


def finder(referrers: Sequence[Referrer]) -> Any:
    async def find(session: Any, id: int, limit: int) -> Sequence[Referrer]:
        return referrers[:limit]

    return find


def refusal(kinds: References) -> list[str] | None:
    try:
        asyncio.run(kinds.refuse_deletion(None, 7))  # type: ignore[arg-type]  # the finders take no session here
    except ValidationFailed as error:
        messages: list[str] = error.errors["non_field_errors"]
        return messages
    return None


def test_a_record_nothing_refers_to_may_be_deleted() -> None:
    widgets = References("widget")
    widgets.finder("gadgets")(finder([]))
    assert refusal(widgets) is None


def test_each_kind_of_reference_is_named() -> None:
    widgets = References("widget")
    widgets.finder("gadgets")(finder([Referrer(3, "G-3"), Referrer(5)]))
    widgets.finder("order items")(finder([Referrer(9, "line 1")]))
    assert refusal(widgets) == [
        "This widget is still referenced by gadgets: 3 (G-3), 5. Remove it from them first.",
        "This widget is still referenced by order items: 9 (line 1). Remove it from them first.",
    ]


def test_past_the_shown_ones_the_message_says_there_are_more() -> None:
    widgets = References("widget")
    widgets.finder("gadgets")(finder([Referrer(i) for i in range(1, 30)]))
    (message,) = refusal(widgets) or []
    assert message.endswith(f"{', '.join(str(i) for i in range(1, SHOWN + 1))} and more. Remove it from them first.")


@pytest.mark.parametrize("area", ["handwritten.services.due_diligence_statements"])
def test_the_areas_that_refer_to_products_register_their_finders(area: str) -> None:
    __import__(area)
    assert "due diligence statements" in references.PRODUCTS.kinds
