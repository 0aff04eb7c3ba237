"""Schemathesis hooks of the contract run (loaded through SCHEMATHESIS_HOOKS).

Idempotency keys: a key names one request, and reusing it for another is refused with 400 by
design (decision idempotency_keys). Every phase of a run draws the same few strings ("0", "00",
a string of the longest length), so fuzzed requests would share keys no real client shares.
Before each call, a valid key is made unique (the same length from 32 characters up); invalid
ones (empty, too long) are left as drawn, to test their refusal.

The run's own key: a key may revoke itself (AK3), and a fuzzed id may be its id; every later
request of the run would then be a 401 (which the checks accept) and test nothing. A revocation
of that id is sent for id 0, which names no key (404), as the fuzzer may draw itself.

Query values whose fault the query string cannot carry: a negative case may turn a query
parameter into an object, which the fuzzer writes as Python's text of it ("{'a': [1]}"), or put a
comma inside an item of a comma-separated list (whose items' schema forbids one). Either way what
is sent is the text of a valid list: split at its commas, each item is a string the schema allows,
so the API rightly accepts it and the case is reported as schema-violating data accepted. No
client can send an object there, and a client's comma inside an item is written quoted (decision
array_parameters), which the fuzzer does not do: such cases test nothing. They are not drawn
(filter_query), and where a phase draws them anyway (the stateful phase does not consult
filter_query), their "schema-violating request accepted" is dropped (filter_failure), and
nothing else is.
"""

from __future__ import annotations

import itertools
import os
import uuid
from typing import Any

import schemathesis
from schemathesis.core.failures import AcceptedNegativeData

HEADER = "Idempotency-Key"
MAX_LENGTH = 255
_counter = itertools.count()
OWN_KEY_ID = "CANOPY_CONTRACT_OWN_KEY_ID"  # set by fuzzing.py: the id of the key the run sends
REVOKE_KEY = "DELETE /api/accounts/api-keys/{id}/"


@schemathesis.hook
def filter_query(ctx: Any, query: dict[str, Any] | None) -> bool:
    return _sendable(query)


@schemathesis.hook
def filter_failure(ctx: Any, failure: Any, case: Any, response: Any) -> bool:
    return not (isinstance(failure, AcceptedNegativeData) and not _sendable(case.query))


def _sendable(query: dict[str, Any] | None) -> bool:
    return not any(_unsendable(value) for value in (query or {}).values())


def _unsendable(value: Any) -> bool:
    """An object, or a list holding an object or an item with a comma (see the module's docstring)."""
    if isinstance(value, dict):
        return True
    return isinstance(value, list) and any(
        isinstance(item, dict) or (isinstance(item, str) and "," in item) for item in value
    )


@schemathesis.hook
def before_call(ctx: Any, case: Any, **kwargs: Any) -> None:
    if not (_unique_idempotency_key(case) | _spare_own_key(case)):
        return
    # Schemathesis revalidates a case edited here and may relabel it (a request meant to lack its
    # Authorization header judged as a plain one). A fresh key of the same validity changes nothing
    # the checks judge, so the edit is taken as the starting state (what its own auth step does).
    case._sync_validated_hashes()


def _unique_idempotency_key(case: Any) -> bool:
    headers = case.headers
    drawn = (headers or {}).get(HEADER)
    if drawn is None or not 1 <= len(str(drawn)) <= MAX_LENGTH:
        return False
    unique = f"{next(_counter)}-{uuid.uuid4().hex}" * 8
    headers[HEADER] = unique[: max(32, len(str(drawn)))]
    return True


def _spare_own_key(case: Any) -> bool:
    own = os.environ.get(OWN_KEY_ID)
    parameters = case.path_parameters
    if own is None or case.operation.label != REVOKE_KEY or not parameters or str(parameters.get("id")) != own:
        return False
    parameters["id"] = 0
    return True
