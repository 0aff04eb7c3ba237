# Generated from spec/operations/classification_rules.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the classification_rules area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import classification_rules as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListClassificationRules",
    "CreateClassificationRule",
    "RetrieveClassificationRule",
    "PartialUpdateClassificationRule",
    "DeleteClassificationRule",
    "ListEmissionCategories",
    "ClassificationRulesService",
]


class ListClassificationRules(Protocol):
    async def list_classification_rules(
        self, *, ctx: RequestContext, query: filters.ListClassificationRulesQuery
    ) -> models.ClassificationRuleList:
        """CR1. List classification rules: GET /api/classification-rules/"""
        ...


class CreateClassificationRule(Protocol):
    async def create_classification_rule(
        self, *, ctx: RequestContext, body: models.ClassificationRuleRequest
    ) -> models.ClassificationRule:
        """CR2. Create classification rule: POST /api/classification-rules/"""
        ...


class RetrieveClassificationRule(Protocol):
    async def retrieve_classification_rule(self, *, ctx: RequestContext, id: int) -> models.ClassificationRule:
        """CR3. Retrieve classification rule: GET /api/classification-rules/{id}/"""
        ...


class PartialUpdateClassificationRule(Protocol):
    async def partial_update_classification_rule(
        self, *, ctx: RequestContext, id: int, body: models.UpdateClassificationRuleRequest
    ) -> models.ClassificationRule:
        """CR4. Partially update classification rule: PATCH /api/classification-rules/{id}/"""
        ...


class DeleteClassificationRule(Protocol):
    async def delete_classification_rule(self, *, ctx: RequestContext, id: int) -> None:
        """CR5. Delete classification rule: DELETE /api/classification-rules/{id}/"""
        ...


class ListEmissionCategories(Protocol):
    async def list_emission_categories(
        self, *, ctx: RequestContext, query: filters.ListEmissionCategoriesQuery
    ) -> models.EmissionCategoryList:
        """CR6. List emission categories: GET /api/emission-categories/"""
        ...


class ClassificationRulesService(
    ListClassificationRules,
    CreateClassificationRule,
    RetrieveClassificationRule,
    PartialUpdateClassificationRule,
    DeleteClassificationRule,
    ListEmissionCategories,
    Protocol,
):
    """Every operation of the classification_rules area."""
