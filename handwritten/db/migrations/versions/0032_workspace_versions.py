"""table versions per workspace: a write changes the versions of the workspaces its rows name (db/changes.py)

Revision ID: 0032_workspace_versions
Revises: 0029
Create Date: 2026-11-28 12:00:00

Until here a table had one version: a write in any workspace changed it, and every kept result
reading that table (handwritten/kept/) was made again in every workspace. Each version is now
kept per table and workspace, bumped by statement-level triggers that read the changed rows'
workspace columns (transition tables: one trigger per event, as PostgreSQL requires). The rows
kept so far become workspace 0's, which every reader sums: versions only ever grow.

Chained before 0030, which stays the last revision.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from handwritten.db import changes

revision = "0032_workspace_versions"
down_revision = "0029"
branch_labels = None
depends_on = None


def _tables() -> list[str]:
    names = set(sa.inspect(op.get_bind()).get_table_names()) - {"alembic_version"}
    return sorted(names - changes.UNTRACKED)


def upgrade() -> None:
    with op.batch_alter_table("table_versions") as batch:
        batch.add_column(sa.Column("workspace_id", sa.BigInteger(), nullable=False, server_default="0"))
    op.drop_index("ix_table_versions_table_name", table_name="table_versions")
    op.create_index("ix_table_versions_table_workspace", "table_versions", ["table_name", "workspace_id", "version"])
    tables = _tables()
    changes.untrack(tables)
    changes.drop_tracking()
    changes.create_workspace_tracking()
    changes.track_workspaces(tables)


def downgrade() -> None:
    tables = _tables()
    changes.untrack_workspaces(tables)
    changes.drop_workspace_tracking()
    changes.create_tracking()
    changes.track(tables)
    op.drop_index("ix_table_versions_table_workspace", table_name="table_versions")
    op.create_index("ix_table_versions_table_name", "table_versions", ["table_name", "version"])
    with op.batch_alter_table("table_versions") as batch:
        batch.drop_column("workspace_id")
