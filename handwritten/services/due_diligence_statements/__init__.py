"""The due diligence statements area (supply-chain host): the extensions DS1–DS5.

Importing it registers the statements as references that keep a product from being deleted
(covering.py), beside the reads of the statements covering a page of products.
"""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.due_diligence_statements.service import STATEMENT_FIELDS, DueDiligenceStatementsService

__all__ = ["AREA", "DueDiligenceStatementsService"]

AREA = Area(DueDiligenceStatementsService, field_maps={"list_due_diligence_statements": STATEMENT_FIELDS})
