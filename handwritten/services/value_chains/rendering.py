"""A value chain as the ValueChain record shows it: VC1–VC5, and an order's value_chain_detail."""

from __future__ import annotations

from typing import Any

from generated import models
from generated.enums import AssessmentStatus, ConsolidationApproach, ValueChainStatus, ValueChainType
from handwritten.db.origins import ValueChain
from handwritten.services.shared import country_detail


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
# The fields of a ValueChain read as they are stored.
_STORED_FIELDS = (*PLAIN_FIELDS, "id", "created_at", "updated_at", "assessment_summary")


def value_chain_model(value_chain: ValueChain) -> models.ValueChain:
    return models.ValueChain.model_construct(
        **{name: getattr(value_chain, name) for name in _STORED_FIELDS},
        type=ValueChainType(value_chain.type),
        status=ValueChainStatus(value_chain.status),
        country=country_detail(value_chain.country_code),
        pulse_params=pulse_params(value_chain.id),
        ownership_information=_ownership(value_chain.ownership_information),
        metadata=_metadata(value_chain.metadata_),
        assessment_status=AssessmentStatus(value_chain.assessment_status),
    )
