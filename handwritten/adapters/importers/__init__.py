"""Importers: what a data import run (D8) does with its results, chosen by model_identifier.

    importers/
    ├── base.py                  the Importer protocol, its Scope and the Plan it returns; Streaming,
    │                            for results too large to plan (a file), and the Tally it returns
    ├── registry.py              the registry of importers and of import event handlers
    └── document_identifiers.py  `document_identifier`: identifiers added to the run's document

D8 runs the importer its model_identifier names, if one is registered (a run for another model is
recorded as sent, nothing imported), and keeps the importer's report beside the results sent.
An importer plans (validates every row, reads, writes nothing) and applies a plan in the run's
transaction; one that is also Streaming imports what it streams as it reads it, and D8 rolls a
dry run of it back. Another area adds its importer with `registry.register(...)` in its package,
as the transactions area does for `financial_transaction`.
"""

from handwritten.adapters.importers.base import Importer, Plan, PlannedRow, Scope
from handwritten.adapters.importers.registry import ImportEvent, importer_for, on_import_event, register

__all__ = [
    "ImportEvent",
    "Importer",
    "Plan",
    "PlannedRow",
    "Scope",
    "importer_for",
    "on_import_event",
    "register",
]
