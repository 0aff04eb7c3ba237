"""Schemathesis hooks of the contract run (loaded through SCHEMATHESIS_HOOKS).

Idempotency keys: a key names one request, and reusing it for another is refused with 400 by
design (decision idempotency_keys). Every phase of a run draws the same few strings ("0", "00",
a string of the longest length), so fuzzed requests would share keys no real client shares.
Before each call, a valid key is made unique (the same length from 32 characters up); invalid
ones (empty, too long) are left as drawn, to test their refusal.
"""

from __future__ import annotations

import itertools
import uuid
from typing import Any

import schemathesis

HEADER = "Idempotency-Key"
MAX_LENGTH = 255
_counter = itertools.count()


@schemathesis.hook
def before_call(ctx: Any, case: Any, **kwargs: Any) -> None:
    headers = case.headers
    drawn = (headers or {}).get(HEADER)
    if drawn is None or not 1 <= len(str(drawn)) <= MAX_LENGTH:
        return
    unique = f"{next(_counter)}-{uuid.uuid4().hex}" * 8
    headers[HEADER] = unique[: max(32, len(str(drawn)))]
    # Schemathesis revalidates a case edited here and may relabel it (a request meant to lack its
    # Authorization header judged as a plain one). A fresh key of the same validity changes nothing
    # the checks judge, so the edit is taken as the starting state (what its own auth step does).
    case._sync_validated_hashes()
