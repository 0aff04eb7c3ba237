"""Tag slugs are Django's slugify (decision product_tags), and a name without one is refused at its index."""

from __future__ import annotations

import pytest

from handwritten.runtime.errors import ValidationFailed
from handwritten.services.tags import NO_SLUG, slugify, slugs

# Django's own test cases of slugify(value, allow_unicode=False), and a few of ours.
CASES = [
    ("Hello, World!", "hello-world"),
    ("spam & eggs", "spam-eggs"),
    (" multiple---dash and  space ", "multiple-dash-and-space"),
    ("\t whitespace-in-value \n", "whitespace-in-value"),
    ("underscore_in-value", "underscore_in-value"),
    ("__strip__underscore-value___", "strip__underscore-value"),
    ("--strip-dash-value---", "strip-dash-value"),
    ("__strip-mixed-value---", "strip-mixed-value"),
    ("_ -strip-mixed-value _-", "strip-mixed-value"),
    ("Crème brûlée", "creme-brulee"),
    ("Fair Trade", "fair-trade"),
    ("你好", ""),
    ("!!!", ""),
]


@pytest.mark.parametrize(("value", "slug"), CASES)
def test_slugify_is_djangos(value: str, slug: str) -> None:
    assert slugify(value) == slug


def test_a_slug_is_cut_to_the_column() -> None:
    assert slugify("㎏" * 100) == "kg" * 50  # compatibility characters may grow when folded to ASCII


def test_names_with_the_same_slug_are_one_tag_named_as_first_written() -> None:
    assert slugs(["Fair Trade", "organic", "FAIR-trade"]) == {"fair-trade": "Fair Trade", "organic": "organic"}


def test_names_without_a_slug_are_refused_at_their_indexes() -> None:
    with pytest.raises(ValidationFailed) as refused:
        slugs(["ok", "!!!", "fine", "你好"])
    assert refused.value.errors == {"tags": {"1": [NO_SLUG], "3": [NO_SLUG]}}
