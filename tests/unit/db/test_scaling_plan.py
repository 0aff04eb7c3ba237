"""docs/scaling-plan.yaml: every table placed for Citus, and the schema's keys as the plan says.

Citus requires a distributed table's distribution column in its primary key and in every unique
constraint, and lets a reference table refer only to reference tables. The plan states, for each
table, where it goes and what each of its keys becomes; this test reads the SQLAlchemy metadata
(no database) and fails on any table, key or foreign key the plan does not account for, so a new
table or a changed key is a change to the plan as well, reviewed with docs/scaling.md.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from sqlalchemy import Table, UniqueConstraint

from handwritten.db.tables import TENANT_TABLES, metadata

ROOT = Path(__file__).resolve().parents[3]
PLAN_PATH = ROOT / "docs" / "scaling-plan.yaml"
DOC_PATH = ROOT / "docs" / "scaling.md"
PLAN: dict[str, dict[str, Any]] = yaml.safe_load(PLAN_PATH.read_text(encoding="utf-8"))["tables"]
PLACEMENTS = ("distributed", "reference", "user", "coordinator")
# Which placements each may refer to with a foreign key (Citus: a reference table only to reference
# tables; a distributed table to co-located distributed tables and reference tables; a Citus local
# table to local and reference tables).
MAY_REFER_TO = {
    "distributed": {"distributed", "reference"},
    "reference": {"reference"},
    "user": {"reference", "user", "coordinator"},
    "coordinator": {"reference", "user", "coordinator"},
}
_DOC_ROW = re.compile(r"^\| `([a-z_]+)` \| (\w+) \|", re.MULTILINE)
_COLUMNS = re.compile(r"^\(([a-z_]+(?:, [a-z_]+)*)\)$")


def _fix(table: str, what: str) -> str:
    return f"docs/scaling-plan.yaml, tables.{table}: {what} (docs/scaling.md says what each placement requires)"


def _keys(table: Table) -> dict[str, tuple[str, ...]]:
    """The table's primary key and unique constraints and indexes, named as the plan names them."""
    found = {f"primary key ({', '.join(table.primary_key.columns.keys())})": tuple(table.primary_key.columns.keys())}
    uniques = [c.columns for c in table.constraints if isinstance(c, UniqueConstraint)]
    uniques += [index.columns for index in table.indexes if index.unique]  # partial ones included
    for unique in uniques:
        columns = tuple(column.name for column in unique)
        found[f"unique ({', '.join(columns)})"] = columns
    return found


def _column(table: str) -> str:
    column: str = PLAN[table].get("column", "company_id")
    return column


def test_every_table_is_placed() -> None:
    tables = set(metadata.tables)
    unplaced = sorted(tables - PLAN.keys())
    assert not unplaced, _fix(
        ", ".join(unplaced), "not placed: add each with its placement and keys, and its row to docs/scaling.md's table"
    )
    gone = sorted(PLAN.keys() - tables)
    assert not gone, _fix(", ".join(gone), "no such table any more: remove it from the plan and from docs/scaling.md")
    for name, entry in PLAN.items():
        assert entry.get("placement") in PLACEMENTS, _fix(name, f"placement must be one of {PLACEMENTS}")
        if entry["placement"] != "distributed" or "column" in entry:
            assert entry.get("why"), _fix(name, "say `why` it is not distributed on company_id")


@pytest.mark.parametrize("name", sorted(metadata.tables))
def test_keys_are_those_the_plan_names(name: str) -> None:
    table, entry = metadata.tables[name], PLAN.get(name, {})
    keys, planned = _keys(table), entry.get("keys") or {}
    placement, column = entry.get("placement"), _column(name)
    missing = {
        key: f"({', '.join((column, *columns))})" if placement == "distributed" and column not in columns else "kept"
        for key, columns in keys.items()
        if key not in planned
    }
    assert not missing, _fix(
        name,
        f"keys the plan does not name; add under keys what each becomes, and update docs/scaling.md's row: {missing}",
    )
    stale = sorted(planned.keys() - keys.keys())
    assert not stale, _fix(
        name, f"keys the schema no longer has; remove them from keys and docs/scaling.md's row: {stale}"
    )
    if placement == "distributed":
        assert column in table.columns, _fix(
            name, f"distributed on {column}, which the table lacks: place it otherwise"
        )
        for key, columns in keys.items():
            becomes = planned[key]
            if becomes == "kept":
                assert column in columns, _fix(name, f"{key} lacks {column}: say what it becomes, `({column}, ...)`")
                continue
            match = _COLUMNS.match(str(becomes))
            assert match, _fix(name, f"{key}: `kept` or the columns it becomes, as `({column}, a, b)`")
            target = tuple(match.group(1).split(", "))
            assert target[0] == column and set(columns) < set(target), _fix(
                name, f"{key} becomes {becomes}: it must lead with {column} and keep every column of today's key"
            )
    else:
        changed = {key: becomes for key, becomes in planned.items() if becomes != "kept"}
        assert not changed, _fix(name, f"only a distributed table's keys change; these must be `kept`: {changed}")


@pytest.mark.parametrize("name", sorted(metadata.tables))
def test_foreign_keys_are_possible_on_citus(name: str) -> None:
    table, entry = metadata.tables[name], PLAN.get(name, {})
    placement = entry.get("placement")
    dropped = entry.get("drop_foreign_keys") or {}
    refers = {fk.parent.name: fk.column.table.name for fk in table.foreign_keys}
    stale = sorted(dropped.keys() - refers.keys())
    assert not stale, _fix(name, f"drop_foreign_keys names columns that refer to nothing now; remove {stale}")
    for column, target in sorted(refers.items()):
        target_placement = PLAN.get(target, {}).get("placement")
        if column in dropped:
            assert target_placement == "distributed" and placement in ("user", "coordinator"), _fix(
                name,
                f"drop_foreign_keys.{column}: only a user or coordinator table's key to a distributed one is dropped",
            )
            continue
        assert target_placement in MAY_REFER_TO.get(str(placement), set()), _fix(
            name,
            f"{column} refers to {target} ({target_placement}), which a {placement} table cannot on Citus: "
            "place one of them otherwise, or list the key under drop_foreign_keys with why",
        )
        if placement == target_placement == "distributed":
            assert _column(name) == _column(target), _fix(name, f"{column}: {target} is distributed on another column")


def test_tenant_tables_are_never_reference_tables() -> None:
    # A reference table is on every node with no workspace column to hold it to one workspace.
    wrong = sorted(name for name in TENANT_TABLES if PLAN[name]["placement"] == "reference")
    assert not wrong, _fix(", ".join(wrong), "tenant tables (company_id) are distributed, user or coordinator tables")
    holding = sorted(
        n for n, e in PLAN.items() if e["placement"] == "reference" and "company_id" in metadata.tables[n].c
    )
    assert not holding, _fix(", ".join(holding), "a reference table has no company_id")


def test_the_doc_lists_the_plan() -> None:
    listed = dict(_DOC_ROW.findall(DOC_PATH.read_text(encoding="utf-8")))
    planned = {name: entry["placement"] for name, entry in PLAN.items()}
    assert listed == planned, (
        "docs/scaling.md's table of tables must list exactly docs/scaling-plan.yaml's tables and placements, "
        f"one row `| \\`table\\` | placement | ...`; differing: "
        f"{sorted(set(listed.items()) ^ set(planned.items()))}"
    )
