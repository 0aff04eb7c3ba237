"""Helpers that every area's service uses: ids from bodies, and the inline user of many resources."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import ColumnElement

from generated import models
from handwritten.db.models import User
from handwritten.runtime.querystring import INT64

USER_DETAIL_FIELDS = ("id", "first_name", "last_name", "job_title", "email")


def storable_id(value: int) -> bool:
    """Ids are 64-bit: a body's integer outside that range names no row, and no database could bind it."""
    return INT64[0] <= value <= INT64[1]


def user_detail_columns(user: Any = User, prefix: str = "user_") -> tuple[ColumnElement[Any], ...]:
    """The columns of a UserDetail (of `user`, an alias when a statement joins users twice), labelled `prefix`+field."""
    return tuple(getattr(user, name).label(f"{prefix}{name}") for name in USER_DETAIL_FIELDS)


def user_detail(row: Mapping[str, Any], prefix: str = "user_") -> models.UserDetail:
    """The UserDetail read from `user_detail_columns` (unvalidated: the values are our own)."""
    return models.UserDetail.model_construct(**{name: row[f"{prefix}{name}"] for name in USER_DETAIL_FIELDS})
