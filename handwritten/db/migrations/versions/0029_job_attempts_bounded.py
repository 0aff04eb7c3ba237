"""job attempts bounded: a job failing at every attempt ends as failed (CANOPY_JOB_MAX_ATTEMPTS)

Revision ID: 0029
Revises: 0028
Create Date: 2026-11-28 12:00:00

jobs.failed_at is set when a job's attempts reach the bound, all failed; the due scan's partial
index then leaves it out, as it leaves out the jobs done. Downgrade: the column goes, and a job
that had failed is due again (the revision before retries every job forever).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0029"
down_revision = "0028"
branch_labels = None
depends_on = None

UNDONE_ONLY = sa.text("done_at IS NULL")
DUE_ONLY = sa.text("done_at IS NULL AND failed_at IS NULL")


def upgrade() -> None:
    op.add_column("jobs", sa.Column("failed_at", sa.DateTime(timezone=True), nullable=True))
    op.drop_index("ix_jobs_due", table_name="jobs")
    op.create_index("ix_jobs_due", "jobs", ["next_attempt_at"], postgresql_where=DUE_ONLY, sqlite_where=DUE_ONLY)


def downgrade() -> None:
    op.drop_index("ix_jobs_due", table_name="jobs")
    op.create_index("ix_jobs_due", "jobs", ["next_attempt_at"], postgresql_where=UNDONE_ONLY, sqlite_where=UNDONE_ONLY)
    op.drop_column("jobs", "failed_at")
