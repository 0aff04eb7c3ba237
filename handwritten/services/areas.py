"""AREAS, the registry of the areas: each area package's AREA, by the area's name in spec/.

Importing this module imports every area, and with them the job kinds their modules register
(handwritten/adapters/jobs): the app factory and `canopy worker` import it for that.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from handwritten.services import (
    accounts,
    api_keys,
    assessment,
    classification_rules,
    countries,
    data_imports,
    documents,
    due_diligence_statements,
    invitations,
    knowledge,
    orders,
    origins,
    products,
    surveys,
    tracing,
    transactions,
    value_chains,
)
from handwritten.services.area import Area

__all__ = ["AREAS", "IMPLEMENTATIONS"]

AREAS: Mapping[str, Area[Any]] = MappingProxyType(
    {
        "accounts": accounts.AREA,
        "api_keys": api_keys.AREA,
        "invitations": invitations.AREA,
        "documents": documents.AREA,
        "data_imports": data_imports.AREA,
        "queries": knowledge.AREA,
        "products": products.AREA,
        "due_diligence_statements": due_diligence_statements.AREA,
        "countries": countries.AREA,
        "origins": origins.AREA,
        "value_chains": value_chains.AREA,
        "orders": orders.AREA,
        "assessment": assessment.AREA,
        "tracing": tracing.AREA,
        "transactions": transactions.AREA,
        "classification_rules": classification_rules.AREA,
        "surveys": surveys.AREA,
    }
)

IMPLEMENTATIONS: Mapping[str, type] = MappingProxyType({name: area.service for name, area in AREAS.items()})
