"""version bumps in place: static trigger statements, and no index on the version (db/changes.py)

Revision ID: 0033
Revises: 0030
Create Date: 2026-11-28 03:00:00

Every statement on a tracked table runs the trigger function of migration 0032. It found the
changed rows' workspaces with a statement built and run by EXECUTE, parsed and planned again on
every statement, the larger part of what a tracked write cost beyond the write itself; it now
reads them with static statements, which PL/pgSQL prepares once per table. What it bumps is
unchanged.

The index on (table_name, workspace_id, version) made every bump change an indexed column, so
each was a new row version and a new index entry, which only VACUUM removes: with autovacuum off
or behind, finding a shard and summing the versions read past every bump since the last VACUUM.
Without `version` in the index a bump is a heap-only update, pruned in place as the page fills.

Downgrade: the index with `version` again; the function stays (it does what 0032's did).
"""

from __future__ import annotations

from alembic import op

from handwritten.db import changes

revision = "0033"
down_revision = "0030"
branch_labels = None
depends_on = None

_INDEX = "ix_table_versions_table_workspace"


def upgrade() -> None:
    changes.create_workspace_tracking()  # CREATE OR REPLACE: the triggers keep their function
    op.drop_index(_INDEX, table_name="table_versions")
    op.create_index(_INDEX, "table_versions", ["table_name", "workspace_id"])


def downgrade() -> None:
    op.drop_index(_INDEX, table_name="table_versions")
    op.create_index(_INDEX, "table_versions", ["table_name", "workspace_id", "version"])
