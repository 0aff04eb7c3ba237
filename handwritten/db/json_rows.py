"""Related rows as one JSON column of the statement that lists their owners, alike on both databases.

A page of 50 documents shows each one's identifiers. Read by a second statement, they cost a round
trip and a statement's execution a page; as a correlated subquery of the page, each document's
rows come with it:

    identifiers = select(json_rows(DocumentIdentifier.id, DocumentIdentifier.identifier)).where(
        DocumentIdentifier.document_id == Document.id
    ).scalar_subquery()

The column holds a JSON array of arrays, one per related row, its values in the order given
([] when there is none), decoded on reading. Rows come in no particular order: sort them. Only
for tables whose row-level security policies are the plain workspace ones: a subquery's policies
are planned into the page's statement, and the counterpart policies (migration 0009) made
PostgreSQL plan it again at each execution (T1's tags, services/transactions/service.py).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement


class json_rows(FunctionElement[list[list[Any]]]):  # noqa: N801 (used like func.<name>)
    """The aggregate of `columns` over the rows, as a JSON array of arrays."""

    type = JSON()
    inherit_cache = True
    name = "canopy_json_rows"


@compiles(json_rows, "postgresql")
def _postgresql(element: json_rows, compiler: SQLCompiler, **kw: Any) -> str:
    return f"coalesce(json_agg(json_build_array({compiler.process(element.clauses, **kw)})), '[]'::json)"


@compiles(json_rows)
def _sqlite(element: json_rows, compiler: SQLCompiler, **kw: Any) -> str:
    return f"json_group_array(json_array({compiler.process(element.clauses, **kw)}))"
