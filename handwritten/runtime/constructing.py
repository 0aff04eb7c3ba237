"""Response models built from our own values without validation: rows of our tables, mostly.

Generated code (generated/rows/) and the services build models here; tests/api/
test_validated_outputs.py makes every such build validate instead, and compares.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

import pydantic

__all__ = ["constructed"]

Model = TypeVar("Model", bound=pydantic.BaseModel)
_set_attribute = object.__setattr__
# Model class -> its field names in declared order, or None when model_construct must build it.
_PLAIN_FIELDS: dict[type[pydantic.BaseModel], tuple[str, ...] | None] = {}


def constructed(model: type[Model], values: Mapping[str, Any]) -> Model:
    """`model.model_construct(**values)` for `values` naming every field of `model`: the same
    instance, unvalidated, without model_construct's work per call (a page of orders builds thousands).

    model_construct looks up aliases and defaults for each field at each call; here the values are
    our own rows, so they are taken as they are, in the fields' declared order (the order JSON
    shows them in). A field missing from `values` is a KeyError, never a silently absent key.
    Models that need model_construct's other work (extra fields, post-init hooks, root models)
    are handed to it.
    """
    if model not in _PLAIN_FIELDS:
        plain = not (
            model.__pydantic_root_model__
            or model.__pydantic_post_init__
            or model.model_config.get("extra") == "allow"
            or model.__private_attributes__
        )
        _PLAIN_FIELDS[model] = tuple(model.__pydantic_fields__) if plain else None
    fields = _PLAIN_FIELDS[model]
    if fields is None:
        return model.model_construct(**values)
    instance = model.__new__(model)
    _set_attribute(instance, "__dict__", {name: values[name] for name in fields})
    _set_attribute(instance, "__pydantic_fields_set__", set(fields))
    _set_attribute(instance, "__pydantic_extra__", None)
    _set_attribute(instance, "__pydantic_private__", None)
    return instance
