"""The inline resources that many responses embed: a user's detail (read with the row, from
columns labelled by a prefix) and a country (from the code's country data, no statement)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict
from functools import cache
from typing import Any

from sqlalchemy import ColumnElement

from generated import models
from generated.enums import EudrCountryRisk
from handwritten.db.models import User
from handwritten.domain.countries import COUNTRIES, CountryRecord
from handwritten.runtime.constructing import constructed

__all__ = ["USER_DETAIL_FIELDS", "country_detail", "user_detail", "user_detail_columns"]

USER_DETAIL_FIELDS = ("id", "first_name", "last_name", "job_title", "email")


def user_detail_columns(user: Any = User, prefix: str = "user_") -> tuple[ColumnElement[Any], ...]:
    """The columns of a UserDetail (of `user`, an alias when a statement joins users twice), labelled `prefix`+field."""
    return tuple(getattr(user, name).label(f"{prefix}{name}") for name in USER_DETAIL_FIELDS)


def user_detail(row: Mapping[str, Any], prefix: str = "user_") -> models.UserDetail:
    """The UserDetail read from `user_detail_columns` (unvalidated: the values are our own)."""
    return models.UserDetail.model_construct(**{name: row[f"{prefix}{name}"] for name in USER_DETAIL_FIELDS})


def country_detail(code: str) -> models.Country:
    """The inline Country of an ISO 3166-1 alpha-2 code (decision countries), from the code's
    country data, as the countries table is (no statement needed). A code stored before it left
    ISO's list still renders, with the code for its names and the standard risk tier."""
    return constructed(models.Country, _country_fields(code))


@cache
def _country_fields(code: str) -> dict[str, Any]:
    record = COUNTRIES.get(code)
    if record is None:
        record = CountryRecord(code, "", "", code, code, "", EudrCountryRisk.STANDARD)
    return asdict(record)
