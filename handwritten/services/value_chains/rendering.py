"""A value chain as the ValueChain record shows it: VC1–VC5, and an order's value_chain_detail."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import models
from generated.enums import ConsolidationApproach
from generated.rows.value_chains import value_chain_from_row, value_chain_row
from handwritten.db.origins import ValueChain
from handwritten.services.inline import country_detail


def pulse_params(id: int) -> str:
    """The value chain's identifier in the data platform (decision value_chains)."""
    return f"value_chain:{id}"


def _ownership(stored: dict[str, Any]) -> models.OwnershipInformation:
    periods = [
        models.OwnershipPeriod.model_construct(
            **{**period, "consolidation_approach": ConsolidationApproach(period["consolidation_approach"])}
        )
        for period in stored.get("ownership_periods", [])
    ]
    return models.OwnershipInformation.model_construct(
        ownership_periods=periods, sector_code=stored.get("sector_code", ""), notes=stored.get("notes", "")
    )


def _metadata(stored: dict[str, Any]) -> models.ValueChainMetadata:
    contacts = {email: models.ValueChainContact.model_construct(**c) for email, c in stored.get("contacts", {}).items()}
    return models.ValueChainMetadata.model_construct(
        # Keyed by email, so extra keys of the record (its model allows them), not its fields.
        contacts=models.ValueChainContacts.model_construct(None, **contacts),
        invitation_ids=stored.get("invitation_ids", []),
        requested_by_user_id=stored["requested_by_user_id"],
    )


# The body fields stored as given, in a column of their own name (service.py writes them).
PLAIN_FIELDS = (
    "company_name",
    "description",
    "country_code",
    "external_id",
    "permission_granted",
    "is_self_managed",
    "contact_name",
    "contact_email",
    "reciprocal_company_id",
    "excluded_propagation_identifiers",
    "tags",
)


def value_chain_from(row: Mapping[str, Any]) -> models.ValueChain:
    """The ValueChain of a row of VALUE_CHAIN_COLUMNS, with the fields the mapping leaves to the
    service (spec/mappings/value_chains.yaml): `country`, the inline country of its code;
    `pulse_params`, computed from its id; `ownership_information` and `metadata`, the stored JSON
    built into their nested models (no column holds an object)."""
    return value_chain_from_row(
        row,
        country=country_detail(row["country_code"]),
        pulse_params=pulse_params(row["id"]),
        ownership_information=_ownership(row["ownership_information"]),
        metadata=_metadata(row["metadata"]),
    )


def value_chain_model(value_chain: ValueChain) -> models.ValueChain:
    """The ValueChain of a loaded record (after a write; orders/reading.py's inline chains): its
    generated row (value_chain_row), with the given fields of value_chain_from()."""
    return value_chain_from(value_chain_row(value_chain))
