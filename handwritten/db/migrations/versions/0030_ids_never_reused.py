"""ids never reused: every SQLite table with an integer key rebuilt AUTOINCREMENT (decision ids_never_reused)

Revision ID: 0030
Revises: 0032_workspace_versions
Create Date: 2026-11-28 10:00:00

Without AUTOINCREMENT, SQLite gives a new row the largest id plus one: the newest row's id, once
that row was deleted, went to the next one (an order's replaced items took the ids of the items
they replaced, and an exclusion "order_item:8" then named another item). The models declare it
for every table (db/models.py, Base); this rebuilds the tables made before, the way SQLite says
to make a change ALTER TABLE cannot (sqlite.org/lang_altertable.html, "Making Other Kinds Of
Table Schema Changes"): a new table from the old one's own CREATE statement with its key made
AUTOINCREMENT, every row copied with its id, the old table dropped and the new one renamed to
its name, then its indexes, triggers and planner statistics made again as they were. Each
table's sqlite_sequence starts from its largest id, so every later id is above every id it holds
(ids above it that were deleted before this migration could be given again already, and are not
known). A table whose key is not one INTEGER column of its own (a composite key, a UUID, a key
that is a foreign key), a virtual table and its shadow tables are left as they are, as are
tables already AUTOINCREMENT (a second run rebuilds nothing).

Foreign keys must be off (Alembic's connection has them off): dropping a table with them on
would delete the rows of its children. The other tables' foreign keys name the table, and find
it again once the new one has its name; PRAGMA foreign_key_check reports the same before and after.

PostgreSQL: nothing to do, its sequences never give an id twice. Downgrade (SQLite): the same
rebuild with AUTOINCREMENT taken off the key (which stays the rowid, declared on its column),
and the tables' sqlite_sequence rows deleted.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from alembic import op
from sqlalchemy.engine import Connection

revision = "0030"
down_revision = "0032_workspace_versions"  # 0032 chained before it: 0030 stays the last
branch_labels = None
depends_on = None

_TABLE_PRIMARY_KEY = re.compile(
    r'^\s*(CONSTRAINT\s+("[^"]*"|\S+)\s+)?PRIMARY\s+KEY\s*\(\s*"?(?P<column>[^"\s)]+)"?\s*\)\s*$', re.I | re.S
)
_COLUMN_PRIMARY_KEY = re.compile(r"\bPRIMARY\s+KEY(\s+(ASC|DESC))?(\s+ON\s+CONFLICT\s+\w+)?", re.I)
_AUTOINCREMENT = re.compile(r"\s+AUTOINCREMENT\b", re.I)
NEW = "_canopy_0030_new"  # the table being made, renamed to the old one's name once that is dropped


class _Table(NamedTuple):  # not a dataclass: Alembic loads this module outside sys.modules
    name: str
    sql: str
    key: str  # the INTEGER key column
    autoincrement: bool  # whether it is AUTOINCREMENT already


def upgrade() -> None:
    _rebuild_every(autoincrement=True)


def downgrade() -> None:
    _rebuild_every(autoincrement=False)


def _rebuild_every(*, autoincrement: bool) -> None:
    connection = op.get_bind()
    if connection.dialect.name != "sqlite":
        return
    connection.exec_driver_sql("PRAGMA foreign_keys = OFF")  # a no-op inside a transaction: checked next
    if connection.exec_driver_sql("PRAGMA foreign_keys").scalar():
        raise RuntimeError("migration 0030 rebuilds tables, which needs foreign keys off on its connection")
    violations = _foreign_key_violations(connection)
    for table in _keyed_tables(connection):
        if table.autoincrement != autoincrement:
            _rebuild(connection, table, _create_autoincrement(table) if autoincrement else _create_plain(table))
    if _foreign_key_violations(connection) != violations:
        raise RuntimeError("migration 0030 changed what PRAGMA foreign_key_check reports")


def _keyed_tables(connection: Connection) -> list[_Table]:
    """The tables whose key is one INTEGER column of their own (the rowid)."""
    rows = connection.exec_driver_sql(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
    ).all()
    virtual = [name for name, sql in rows if sql.upper().startswith("CREATE VIRTUAL TABLE")]
    found = []
    for name, sql in rows:
        upper = sql.upper()
        if name in virtual or any(name.startswith(f"{v}_") for v in virtual):
            continue  # a virtual table and its shadow tables are the module's to keep
        if "WITHOUT ROWID" in upper:
            continue
        keys = [row for row in connection.exec_driver_sql(f'PRAGMA table_info("{name}")') if row[5]]
        if len(keys) != 1 or keys[0][2].upper() != "INTEGER":
            continue
        referencing = {row[3] for row in connection.exec_driver_sql(f'PRAGMA foreign_key_list("{name}")')}
        if keys[0][1] in referencing:
            continue  # a key that is another table's id is not made here
        found.append(_Table(name, sql, keys[0][1], "AUTOINCREMENT" in upper))
    return found


def _rebuild(connection: Connection, table: _Table, create: str) -> None:
    """Make the table again with the CREATE statement `create` (of the table NEW), keeping its rows,
    indexes, triggers and statistics; its sqlite_sequence row continues from its largest id."""
    kept = connection.exec_driver_sql(
        "SELECT type, sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL "
        "ORDER BY type, name",
        (table.name,),
    ).all()
    statistics = _statistics(connection, table.name)
    columns = _columns(connection, table.name)
    connection.exec_driver_sql(f'DROP TABLE IF EXISTS "{NEW}"')  # left by a run cut short
    connection.exec_driver_sql(create)
    if _columns(connection, NEW) != columns:
        raise RuntimeError(f"migration 0030: the rebuilt {table.name} would not have the same columns")
    connection.exec_driver_sql(f'INSERT INTO "{NEW}" SELECT * FROM "{table.name}"')
    connection.exec_driver_sql(f'DROP TABLE "{table.name}"')
    connection.exec_driver_sql(f'ALTER TABLE "{NEW}" RENAME TO "{table.name}"')
    for _, sql in kept:
        connection.exec_driver_sql(sql)
    if _exists(connection, "sqlite_sequence"):
        connection.exec_driver_sql("DELETE FROM sqlite_sequence WHERE name = ?", (table.name,))
    if "AUTOINCREMENT" in create.upper():
        connection.exec_driver_sql(
            f'INSERT INTO sqlite_sequence (name, seq) SELECT ?, MAX("{table.key}") FROM "{table.name}" '
            f'HAVING MAX("{table.key}") IS NOT NULL',
            (table.name,),
        )
    if statistics:
        connection.exec_driver_sql("DELETE FROM sqlite_stat1 WHERE tbl = ?", (table.name,))
        for row in statistics:
            connection.exec_driver_sql("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)", tuple(row))


def _create_autoincrement(table: _Table) -> str:
    """The table's CREATE statement for NEW, its key column made PRIMARY KEY AUTOINCREMENT."""

    def autoincrement(column: str) -> str:
        declared = _COLUMN_PRIMARY_KEY.search(column)
        if declared is None:
            return f"{column.rstrip()} PRIMARY KEY AUTOINCREMENT"
        return f"{column[: declared.end()]} AUTOINCREMENT{column[declared.end() :]}"

    return _create_changing_key(table, autoincrement)


def _create_plain(table: _Table) -> str:
    """The table's CREATE statement for NEW, AUTOINCREMENT taken off its key column."""
    return _create_changing_key(table, lambda column: _AUTOINCREMENT.sub("", column))


def _create_changing_key(table: _Table, change: Callable[[str], str]) -> str:
    """The table's CREATE statement for NEW, its key column's definition changed by `change`,
    and the key declared on that column only (where AUTOINCREMENT must be)."""
    opening, closing = table.sql.index("("), table.sql.rindex(")")
    kept: list[str] = []
    column_found = False
    for part in _top_level_parts(table.sql[opening + 1 : closing]):
        constraint = _TABLE_PRIMARY_KEY.match(part)
        if constraint is not None and constraint["column"].strip("`[]") == table.key:
            continue
        words = part.split(None, 1)
        if words and words[0].strip('"`[]') == table.key:
            column_found = True
            part = change(part)
        kept.append(part)
    if not column_found:  # anything else unexpected fails the CREATE, or the comparison of the columns
        raise RuntimeError(f"migration 0030 cannot read the key of {table.name}: {table.sql}")
    return f'CREATE TABLE "{NEW}" ({",".join(kept)}{table.sql[closing:]}'


def _top_level_parts(body: str) -> list[str]:
    """The column definitions and table constraints of a CREATE TABLE's body, split on the commas
    outside parentheses and quotes, each with its own spacing."""
    parts, start, depth, quote = [], 0, 0, ""
    closers = {'"': '"', "'": "'", "`": "`", "[": "]"}
    for index, char in enumerate(body):
        if quote:
            if char == quote:
                quote = ""
        elif char in closers:
            quote = closers[char]
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(body[start:index])
            start = index + 1
    parts.append(body[start:])
    return parts


def _columns(connection: Connection, table: str) -> list[tuple[object, ...]]:
    """Each column's name, type, NOT NULL, default and place in the key."""
    return [tuple(row[1:]) for row in connection.exec_driver_sql(f'PRAGMA table_info("{table}")')]


def _exists(connection: Connection, table: str) -> bool:
    return connection.exec_driver_sql("SELECT 1 FROM sqlite_master WHERE name = ?", (table,)).first() is not None


def _statistics(connection: Connection, table: str) -> list[tuple[object, ...]]:
    """The planner's statistics of the table's indexes (sqlite_stat1, db/planner.py), if any."""
    if not _exists(connection, "sqlite_stat1"):
        return []
    return [
        tuple(row)
        for row in connection.exec_driver_sql("SELECT tbl, idx, stat FROM sqlite_stat1 WHERE tbl = ?", (table,))
    ]


def _foreign_key_violations(connection: Connection) -> list[tuple[object, ...]]:
    return sorted((tuple(row) for row in connection.exec_driver_sql("PRAGMA foreign_key_check")), key=repr)
