"""Every table of the service: the modules that declare them, listed once.

models.py declares the base, the mixins and the tables every area shares (users, workspaces,
memberships, keys, the outbox, jobs); each area's tables are in a module of their own, which
imports Base from models.py and is listed here. models.py names no area. What needs every table
imports this module: Alembic's env (autogenerate and the migration tests compare all of them),
prepared.py (TENANT_TABLES, below) and the app (every mapper configured before the first
request). A new area's table module is one line below; tests/api/test_migrations.py fails if a
table is missing from the migrations, and tests/unit/db/test_tables.py if a module declaring
tables is missing from this list.
"""

from __future__ import annotations

from types import ModuleType

from sqlalchemy import MetaData, Table

from handwritten.db import (
    assessment,
    changes,
    documents,
    knowledge,
    models,
    orders,
    origins,
    products,
    surveys,
    transactions,
)

__all__ = ["TABLE_MODULES", "TENANT_TABLES", "metadata"]

TABLE_MODULES: tuple[ModuleType, ...] = (
    models,
    changes,
    assessment,
    documents,
    knowledge,
    orders,
    origins,
    products,
    surveys,
    transactions,
)

# The one metadata all of them register with (Base's), every table in it once this module is imported.
metadata: MetaData = models.Base.metadata

# Every table of workspace data (their models mix in TenantScoped).
TENANT_TABLES = frozenset(
    table.name
    for mapper in models.Base.registry.mappers
    if issubclass(mapper.class_, models.TenantScoped) and isinstance(table := mapper.local_table, Table)
)
