"""transactions: import_run_id names the run without a foreign key

Revision ID: 0023
Revises: 0022
Create Date: 2026-11-26 10:00:00

A foreign key is checked row by row: a lookup (and a lock) of the run for each imported
transaction, 3.5 s of PostgreSQL's time for a million rows, a tenth of a million-row import run
(git log -p bench/README.md). A run is deleted only with its workspace, whose transactions go with it, so
the id never dangles; the column stays, without the check.
"""

from __future__ import annotations

from alembic import op

revision = "0023"
down_revision = "0022"
branch_labels = None
depends_on = None

TABLE = "financial_transactions"
# SQLite's constraint has no name: the batch names it by this convention to drop it.
NAMING = {"fk": "fk_%(table_name)s_%(column_0_name)s"}
SQLITE_NAME = "fk_financial_transactions_import_run_id"
POSTGRES_NAME = "financial_transactions_import_run_id_fkey"


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.drop_constraint(POSTGRES_NAME, TABLE, type_="foreignkey")
        return
    with op.batch_alter_table(TABLE, recreate="always", naming_convention=NAMING) as batch:
        batch.drop_constraint(SQLITE_NAME, type_="foreignkey")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.create_foreign_key(POSTGRES_NAME, TABLE, "data_import_runs", ["import_run_id"], ["id"], ondelete="SET NULL")
        return
    with op.batch_alter_table(TABLE, recreate="always") as batch:
        batch.create_foreign_key(SQLITE_NAME, "data_import_runs", ["import_run_id"], ["id"], ondelete="SET NULL")
