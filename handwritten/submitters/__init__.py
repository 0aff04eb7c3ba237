"""Submitters: how a due diligence statement is filed (DS7), chosen by CANOPY_STATEMENT_SUBMITTER.

    submitters/
    ├── base.py       the Submitter protocol, the Filing it is given and the Submitted it answers
    ├── documents.py  `documents` (the default): the statement kept as a workspace document
    └── registry.py   the submitters by name

A submitter runs in the filing's transaction: what it records commits with the statement's move
to submitted, or not at all. One connected to the EU information system registers itself with
`registry.register(...)` and is chosen by name.
"""

from handwritten.submitters.base import Filing, Submitted, Submitter
from handwritten.submitters.registry import known, register, submitter_for

__all__ = ["Filing", "Submitted", "Submitter", "known", "register", "submitter_for"]
