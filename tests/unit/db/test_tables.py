"""handwritten/db/tables.py: every table module listed once, and models.py naming no area."""

from __future__ import annotations

import ast
import importlib
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

from sqlalchemy import Table

import handwritten.db
from handwritten.db import models
from handwritten.db.tables import TABLE_MODULES, TENANT_TABLES, metadata


def _every_db_module() -> None:
    for module in pkgutil.iter_modules(handwritten.db.__path__):
        if not module.ispkg:  # the migrations are a package of their own, declaring no model
            importlib.import_module(f"handwritten.db.{module.name}")


def test_every_module_declaring_tables_is_listed() -> None:
    _every_db_module()
    declaring = {
        mapper.class_.__module__
        for mapper in models.Base.registry.mappers
        if mapper.class_.__module__.startswith("handwritten.")
    }
    assert declaring == {module.__name__ for module in TABLE_MODULES}
    assert set(metadata.tables) >= {"companies", "orders", "documents", "table_versions"}


def test_models_imports_no_area_table_module() -> None:
    tree = ast.parse(Path(models.__file__).read_text(encoding="utf-8"))
    imported = {
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
        if not isinstance(node, ast.ImportFrom) or node.module
    }
    areas = {module.__name__ for module in TABLE_MODULES} - {models.__name__}
    assert not {name for name in imported if name and (name in areas or name == "handwritten.db")}


def test_tenant_tables_are_all_there_whatever_imports_them_first() -> None:
    """prepared.py read alone (as a command or a worker may) sees the tenant tables the whole app does."""
    probe = "import json; from handwritten.db.prepared import TENANT_TABLES; print(json.dumps(sorted(TENANT_TABLES)))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    _every_db_module()
    everywhere = {
        table.name
        for mapper in models.Base.registry.mappers
        if issubclass(mapper.class_, models.TenantScoped) and isinstance(table := mapper.local_table, Table)
        if mapper.class_.__module__.startswith("handwritten.")
    }
    assert set(json.loads(done.stdout)) == everywhere == TENANT_TABLES
    assert {"orders", "documents", "survey_submissions", "invitations"} <= everywhere
