"""table versions: every committed change to a table adds to its version (db/changes.py)

Revision ID: 0020
Revises: 0019
Create Date: 2026-11-25 20:40:00

A list reuses the exact count it made while the versions of the tables the count reads stay the
same (docs/adr/0001-exact-counts-kept-at-table-versions.md). Each table existing at this
revision gets the statement-level trigger, except those db/changes.py leaves untracked; a migration that creates
a table later calls changes.track() for it.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db import changes

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None


def _tables() -> list[str]:
    names = set(sa.inspect(op.get_bind()).get_table_names()) - {"alembic_version"}
    return sorted(names - changes.UNTRACKED)


def upgrade() -> None:
    op.create_table(
        "table_versions",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True),
        sa.Column("table_name", sa.String(63), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
    )
    op.create_index("ix_table_versions_table_name", "table_versions", ["table_name", "version"])
    changes.create_tracking()
    changes.track(_tables())


def downgrade() -> None:
    changes.untrack(_tables())
    changes.drop_tracking()
    op.drop_index("ix_table_versions_table_name", table_name="table_versions")
    op.drop_table("table_versions")
