"""Submitters: how a due diligence statement is filed (DS7), chosen by CANOPY_STATEMENT_SUBMITTER.

    submitters/
    ├── base.py       the Submitter protocol, the Filing it is given, the Submitted it answers and
    │                 the SubmitterDeps it is built with
    └── registry.py   the submitters by name

`documents`, the default (the statement kept as a workspace document), is the documents area's:
it registers it (handwritten/services/documents/submitting.py).

A submitter runs in the filing's transaction: what it records commits with the statement's move
to submitted, or not at all. One connected to the EU information system registers itself with
`registry.register(...)` and is chosen by name.
"""

from handwritten.adapters.submitters.base import Filing, Submitted, Submitter, SubmitterDeps
from handwritten.adapters.submitters.registry import known, register, submitter_for

__all__ = ["Filing", "Submitted", "Submitter", "SubmitterDeps", "known", "register", "submitter_for"]
