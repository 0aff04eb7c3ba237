"""Row-level security for tables of workspace data, as migrations switch it on (PostgreSQL only).

Every tenant table gets the same two policies on the role canopy_app, which each transaction
acting for a workspace runs as (see handwritten/db/session.py): rows are read and written only in
the workspace of the setting canopy.workspace_id. The tables' owner, which the outbox worker,
migrations and the command line connect as, is not bound by them.
"""

from __future__ import annotations

from collections.abc import Iterable

from alembic import op

WORKSPACE = "nullif(current_setting('canopy.workspace_id', true), '')::bigint"


def protect(tables: Iterable[str], sequences: Iterable[str] = ()) -> None:
    """Grant canopy_app the tables (and the sequences of their ids) behind workspace policies."""
    if op.get_bind().dialect.name != "postgresql":
        return
    condition = f"company_id = {WORKSPACE}"
    for table in tables:
        op.execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON {table} TO canopy_app")
        op.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
        op.execute(f"CREATE POLICY tenant_read ON {table} FOR SELECT TO canopy_app USING ({condition})")
        op.execute(
            f"CREATE POLICY tenant_write ON {table} FOR ALL TO canopy_app USING ({condition}) WITH CHECK ({condition})"
        )
    for sequence in sequences:
        op.execute(f"GRANT USAGE, SELECT ON SEQUENCE {sequence} TO canopy_app")
