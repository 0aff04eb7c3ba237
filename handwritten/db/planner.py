"""What SQLite's query planner is told of the workspace column (SQLite only; `canopy migrate`).

Without statistics, SQLite's planner takes an equality on any index's first column to be as
selective as on any other's. A tenant table's child rows are read by their parent and their
workspace, `transaction_id = ? AND company_id = ?` (every query of a tenant session carries the
workspace condition, db/session.py), and the index on company_id alone ranked as good as the
parent's key: T1's tags EXISTS then read all the workspace's tag rows for each transaction (4.4 s
for a page once a workspace held 10,000 tagged transactions).

The workspace is the least selective column of a multi-tenant table, so each index on company_id
alone is described as such in sqlite_stat1, the statistics table SQLite lets an application fill
for steady plans (sqlite.org/lang_analyze.html), unless ANALYZE has measured it already: a
million rows, a hundred thousand a workspace. Every other index keeps SQLite's estimates, as
before. PostgreSQL keeps statistics of its own (autovacuum, and bulk.refresh_statistics).
"""

from __future__ import annotations

import contextlib
import sqlite3

# sqlite_stat1's "stat" of an index on company_id: rows in the index, rows per value.
WORKSPACE_INDEX_STAT = "1000000 100000"


def workspace_indexes(connection: sqlite3.Connection) -> list[tuple[str, str]]:
    """(table, index) of every index whose only column is company_id."""
    found = []
    named = "SELECT tbl_name, name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name"
    for table, index in connection.execute(named).fetchall():
        columns = [row[2] for row in connection.execute("SELECT * FROM pragma_index_info(?)", (index,))]
        if columns == ["company_id"]:
            found.append((table, index))
    return found


def describe_workspace_indexes(path: str) -> int:
    """Describe the workspace indexes of the SQLite database at `path` not yet measured; how many."""
    with contextlib.closing(sqlite3.connect(path)) as connection:
        indexes = workspace_indexes(connection)
        connection.execute("ANALYZE sqlite_master")  # makes sqlite_stat1 when there is none; analyzes nothing else
        described = 0
        for table, index in indexes:
            cursor = connection.execute(
                "INSERT INTO sqlite_stat1 (tbl, idx, stat) SELECT ?, ?, ? "
                "WHERE NOT EXISTS (SELECT 1 FROM sqlite_stat1 WHERE tbl = ? AND idx = ?)",
                (table, index, WORKSPACE_INDEX_STAT, table, index),
            )
            described += cursor.rowcount
        connection.commit()
        return described
