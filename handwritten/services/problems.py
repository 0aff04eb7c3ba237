"""Problems found in a request's body by its operation, collected so that one 400 names them all."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pydantic

from handwritten.runtime.errors import ValidationFailed
from handwritten.runtime.http import error_tree

__all__ = ["Problems"]


class Problems:
    """Problems found in a body by the operation (beyond what its model checks), gathered so that
    one 400 names them all, in DRF's nested shape: {"a": {"b": {"0": {"c": ["message"]}}}}."""

    def __init__(self) -> None:
        self.errors: list[dict[str, Any]] = []

    def add(self, loc: Sequence[str | int], message: str) -> None:
        """A message at `loc`, the place in the body (keys and list indexes)."""
        self.errors.append({"loc": tuple(loc), "type": "operation", "msg": message})

    def add_invalid(self, loc: Sequence[str | int], error: pydantic.ValidationError) -> None:
        """The errors of a part of the body validated by the operation, which sits at `loc`."""
        for found in error.errors(include_url=False, include_context=True):
            self.errors.append({**found, "loc": (*loc, *found["loc"])})

    def check(self) -> None:
        """400 with every problem found, if any."""
        if self.errors:
            raise ValidationFailed(error_tree(self.errors))
