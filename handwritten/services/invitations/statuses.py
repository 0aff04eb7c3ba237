"""An invitation's status in SQL: the effective one every read reports, and what "still pending" means.

Shared by the operations of the area (service.py) and acceptance (acceptance.py).
"""

from __future__ import annotations

from sqlalchemy import ColumnElement, and_, bindparam, case

from handwritten.db.models import Invitation, UtcDateTime, utcnow
from handwritten.domain.invitations import Status

# The current time, read each time a statement runs (not when it is built), so the module-level
# expressions below never carry a stale clock.
NOW = bindparam("canopy_now", callable_=utcnow, type_=UtcDateTime())

# The effective status: a pending invitation whose expires_at has come is expired (for every read).
EFFECTIVE_STATUS: ColumnElement[str] = case(
    (and_(Invitation.status == Status.PENDING.value, Invitation.expires_at <= NOW), Status.EXPIRED.value),
    else_=Invitation.status,
)
# What renewal, revocation and acceptance act on: pending and not yet expired.
IS_PENDING: ColumnElement[bool] = and_(Invitation.status == Status.PENDING.value, Invitation.expires_at > NOW)
