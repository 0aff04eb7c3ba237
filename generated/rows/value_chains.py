# Generated from spec/mappings/value_chains.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of ValueChain: the columns each is read from, labelled with its fields' names, and the model built from
such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.origins import ValueChain
from handwritten.runtime.constructing import constructed

__all__ = [
    "VALUE_CHAIN_COLUMNS",
    "value_chain_from_row",
    "value_chain_row",
]

# -- ValueChain --------------------------------------------------------------------------------

VALUE_CHAIN_COLUMNS = (
    ValueChain.id.label("id"),
    ValueChain.company_name.label("company_name"),
    ValueChain.type.label("type"),
    ValueChain.description.label("description"),
    ValueChain.status.label("status"),
    ValueChain.country_code.label("country_code"),
    ValueChain.external_id.label("external_id"),
    ValueChain.permission_granted.label("permission_granted"),
    ValueChain.is_self_managed.label("is_self_managed"),
    ValueChain.contact_name.label("contact_name"),
    ValueChain.contact_email.label("contact_email"),
    ValueChain.reciprocal_company_id.label("reciprocal_company_id"),
    ValueChain.ownership_information.label("ownership_information"),
    ValueChain.metadata_.label("metadata"),
    ValueChain.created_at.label("created_at"),
    ValueChain.updated_at.label("updated_at"),
    ValueChain.assessment_summary.label("assessment_summary"),
    ValueChain.assessment_status.label("assessment_status"),
    ValueChain.excluded_propagation_identifiers.label("excluded_propagation_identifiers"),
    ValueChain.tags.label("tags"),
)


def value_chain_from_row(
    row: Mapping[Any, Any],
    *,
    country: models.Country,
    pulse_params: str,
    ownership_information: models.OwnershipInformation,
    metadata: models.ValueChainMetadata,
) -> models.ValueChain:
    """The ValueChain of a row of VALUE_CHAIN_COLUMNS, with the fields the service gives: country, pulse_params,
    ownership_information, metadata."""
    return constructed(
        models.ValueChain,
        {
            "id": row["id"],
            "company_name": row["company_name"],
            "type": enums.ValueChainType(row["type"]),
            "description": row["description"],
            "status": enums.ValueChainStatus(row["status"]),
            "country_code": row["country_code"],
            "country": country,
            "external_id": row["external_id"],
            "permission_granted": row["permission_granted"],
            "is_self_managed": row["is_self_managed"],
            "contact_name": row["contact_name"],
            "contact_email": row["contact_email"],
            "reciprocal_company_id": row["reciprocal_company_id"],
            "pulse_params": pulse_params,
            "ownership_information": ownership_information,
            "metadata": metadata,
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
            "assessment_summary": row["assessment_summary"],
            "assessment_status": enums.AssessmentStatus(row["assessment_status"]),
            "excluded_propagation_identifiers": row["excluded_propagation_identifiers"],
            "tags": row["tags"],
        },
    )


def value_chain_row(record: ValueChain) -> dict[str, Any]:
    """The row VALUE_CHAIN_COLUMNS reads, from a loaded ValueChain (after a write, say)."""
    return {
        "id": record.id,
        "company_name": record.company_name,
        "type": record.type,
        "description": record.description,
        "status": record.status,
        "country_code": record.country_code,
        "external_id": record.external_id,
        "permission_granted": record.permission_granted,
        "is_self_managed": record.is_self_managed,
        "contact_name": record.contact_name,
        "contact_email": record.contact_email,
        "reciprocal_company_id": record.reciprocal_company_id,
        "ownership_information": record.ownership_information,
        "metadata": record.metadata_,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
        "assessment_summary": record.assessment_summary,
        "assessment_status": record.assessment_status,
        "excluded_propagation_identifiers": record.excluded_propagation_identifiers,
        "tags": record.tags,
    }
