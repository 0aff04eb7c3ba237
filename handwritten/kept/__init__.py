"""Kept results: the one seam for read speed (docs/performance.md, docs/adr/0001-exact-counts-kept-at-table-versions.md).

A list declares what it may keep, and the runtime does the rest:

    listed(session, statement, query, FIELDS, keep_rows=True)   # count and page rows kept
    rendered(session, ORDERS, rows)                              # each row's model kept

Everything kept is one database's (store.py: a store per engine), under the reader's scope
(reader.py), and the summed versions, per workspace, of the tables that produced it
(db/changes.py), learned from the statements that produced it (catalogue.py, recording.py),
never listed by hand. A result being rebuilt is built once per process (flight.py).

    kept/
      store.py      KeptResults: counts, pages, known lists, rendered rows; keep_results(engine)
      reader.py     the reader's scope and the workspaces whose versions it sums
      catalogue.py  tables read by a statement, closed over row-level security policies
      recording.py  the tables a build reads, from the statements it runs
      flight.py     single flight
"""

from __future__ import annotations

from handwritten.kept.store import (
    KeptResults,
    Listing,
    Lookup,
    PageLookup,
    Rendering,
    keep_results,
    kept_results,
    rendered,
)

__all__ = [
    "KeptResults",
    "Listing",
    "Lookup",
    "PageLookup",
    "Rendering",
    "keep_results",
    "kept_results",
    "rendered",
]
