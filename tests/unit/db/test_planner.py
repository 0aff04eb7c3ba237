"""SQLite's planner told how little the workspace column selects (handwritten/db/planner.py)."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from handwritten.db.planner import WORKSPACE_INDEX_STAT, describe_workspace_indexes

SCHEMA = """
CREATE TABLE items (id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL, day TEXT NOT NULL);
CREATE INDEX ix_items_company_day ON items (company_id, day);
CREATE TABLE item_tags (
    item_id INTEGER NOT NULL, tag_id INTEGER NOT NULL, company_id INTEGER NOT NULL,
    PRIMARY KEY (item_id, tag_id)
);
CREATE INDEX ix_item_tags_company_id ON item_tags (company_id);
CREATE INDEX ix_item_tags_tag_id ON item_tags (tag_id);
"""
# A page's tag lookup as a tenant session sends it: the parent's key and the workspace condition.
TAGGED = (
    "EXPLAIN QUERY PLAN SELECT items.id, EXISTS (SELECT 1 FROM item_tags WHERE item_tags.item_id = items.id "
    "AND item_tags.company_id = 1) FROM items WHERE items.company_id = 1 ORDER BY items.day DESC LIMIT 50"
)


def _plan(path: Path) -> str:
    with contextlib.closing(sqlite3.connect(path)) as connection:
        return " / ".join(row[3] for row in connection.execute(TAGGED))


def test_a_child_row_is_found_by_its_parent_rather_than_its_workspace(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with contextlib.closing(sqlite3.connect(path)) as connection:
        connection.executescript(SCHEMA)
    assert "USING INDEX ix_item_tags_company_id" in _plan(path)  # SQLite's guess, without statistics

    assert describe_workspace_indexes(str(path)) == 1  # the index on company_id alone, and only it
    assert "USING INDEX sqlite_autoindex_item_tags_1 (item_id=?)" in _plan(path)
    assert describe_workspace_indexes(str(path)) == 0  # described once
    with contextlib.closing(sqlite3.connect(path)) as connection:
        assert connection.execute("SELECT tbl, idx, stat FROM sqlite_stat1").fetchall() == [
            ("item_tags", "ix_item_tags_company_id", WORKSPACE_INDEX_STAT)
        ]


def test_what_analyze_measured_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with contextlib.closing(sqlite3.connect(path)) as connection:
        connection.executescript(SCHEMA)
        connection.executemany("INSERT INTO item_tags VALUES (?, 1, ?)", [(n, n % 3) for n in range(30)])
        connection.execute("ANALYZE")
        measured = connection.execute("SELECT stat FROM sqlite_stat1 WHERE idx = 'ix_item_tags_company_id'").fetchone()
        connection.commit()
    assert describe_workspace_indexes(str(path)) == 0
    with contextlib.closing(sqlite3.connect(path)) as connection:
        kept = connection.execute("SELECT stat FROM sqlite_stat1 WHERE idx = 'ix_item_tags_company_id'").fetchone()
    assert kept == measured == ("30 10",)
