"""What a value chain's body must satisfy beyond what its model checks (decisions value_chains,
ownership_information): each check adds its problems, at their place in the body, to one 400."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pydantic
import pydantic_core
from pydantic import EmailStr, TypeAdapter
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from handwritten.db.models import Company
from handwritten.runtime.errors import invalid_pk
from handwritten.services.ids import storable_id
from handwritten.services.problems import Problems

OWN_WORKSPACE = "The counterpart of a value chain cannot be its own workspace."
ENDS_BEFORE_START = "Ensure this month is not before valid_from_month."
ABOVE_100 = "Ensure this value is less than or equal to 100."
NOT_AN_EMAIL = "Enter a valid email address."

_EMAIL: TypeAdapter[str] = TypeAdapter(EmailStr)


def check_ownership(problems: Problems, ownership: models.OwnershipInformationRequest) -> None:
    for index, period in enumerate(ownership.ownership_periods):
        place = ("ownership_information", "ownership_periods", index)
        # YYYY-MM strings (the model's pattern) compare as the months they name.
        if period.valid_to_month < period.valid_from_month:
            problems.add((*place, "valid_to_month"), ENDS_BEFORE_START)
        if Decimal(period.ownership_percentage) > 100:
            problems.add((*place, "ownership_percentage"), ABOVE_100)


def checked_contacts(problems: Problems, contacts: models.ValueChainContactsRequest) -> dict[str, dict[str, Any]]:
    """The contacts as stored, {email: {invitation_id, name}}: each key must be an email address
    and each value a contact (the model lets any key through, so they are validated here)."""
    stored = {}
    for email, contact in (contacts.__pydantic_extra__ or {}).items():
        place = ("metadata", "contacts", email)
        try:
            _EMAIL.validate_python(email)
        except pydantic.ValidationError:
            problems.add(place, NOT_AN_EMAIL)
        try:
            # From its JSON, as the body's own fields are read (strict models, dates from strings).
            valid = models.ValueChainContactRequest.model_validate_json(pydantic_core.to_json(contact))
        except pydantic.ValidationError as error:
            problems.add_invalid(place, error)
            continue
        stored[email] = valid.model_dump(mode="json")
    return stored


async def check_reciprocal(problems: Problems, session: AsyncSession, workspace_id: int, company_id: int) -> None:
    """The counterpart's workspace must exist and not be the value chain's own."""
    if company_id == workspace_id:
        problems.add(("reciprocal_company_id",), OWN_WORKSPACE)
        return
    found = storable_id(company_id) and await session.scalar(select(Company.id).where(Company.id == company_id))
    if not found:
        problems.add(("reciprocal_company_id",), invalid_pk(company_id)[0])
