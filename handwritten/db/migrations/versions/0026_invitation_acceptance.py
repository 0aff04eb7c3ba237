"""invitation acceptance: when an invitation was accepted (IA1, decision invitation_acceptance)

Revision ID: 0026
Revises: 0025
Create Date: 2026-11-27 10:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0026"
down_revision = "0025"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("invitations", sa.Column("accepted_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    op.drop_column("invitations", "accepted_at")
