"""The classification rules area (base host): CR1–CR5, how transactions are classified, and CR6, the
emission categories they are classified in (extensions)."""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.classification_rules.categories import CATEGORY_FIELDS
from handwritten.services.classification_rules.service import RULE_FIELDS, ClassificationRulesService

__all__ = ["AREA", "ClassificationRulesService"]

AREA = Area(
    ClassificationRulesService,
    field_maps={"list_classification_rules": RULE_FIELDS, "list_emission_categories": CATEGORY_FIELDS},
)
