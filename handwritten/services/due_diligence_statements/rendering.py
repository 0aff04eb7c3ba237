"""What every read of due diligence statements shares: DS1-DS5, the statements inline on products
(covering.py) and on orders. Their columns and models are generated
(spec/mappings/due_diligence_statements.yaml, generated/rows/due_diligence_statements.py)."""

from __future__ import annotations

from sqlalchemy import ColumnElement

from handwritten.db.products import DueDiligenceStatement

# A deleted statement is absent from every read (decision due_diligence_statements).
ACTIVE: ColumnElement[bool] = DueDiligenceStatement.deleted_at.is_(None)
