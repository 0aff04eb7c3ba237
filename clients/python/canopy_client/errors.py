# Generated from spec/service.yaml and spec/errors.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The errors Canopy's client raises (it replaces openapi-python-client's errors.py).

    CanopyError
    ├── UnexpectedStatus     a status the OpenAPI document does not give the operation
    └── APIError             the API answered 4xx or 5xx: status_code, body, detail, request_id
        ├── BadRequest           400, its field errors in .errors ({"field": ["message"]})
        ├── Unauthorized         401, the API key is missing, mistyped, expired or revoked
        ├── PermissionDenied     403, the key's role may not do this
        ├── NotFound             404, no such object in the key's workspace
        ├── Conflict             409, another request holds the same Idempotency-Key, or won a race
        ├── RateLimited          429, the key spent its quota; retry after .retry_after seconds
        └── ServerError          5xx

Canopy and AsyncCanopy raise an APIError for every 4xx and 5xx answer, before the operation's
module parses it: the hooks below are on their HTTP clients. A 4xx without a class of its own
(405, 413, 415...) raises APIError itself.
"""

from __future__ import annotations

import json
from typing import Any

import httpx

__all__ = [
    "REQUEST_ID_HEADER",
    "APIError",
    "BadRequest",
    "CanopyError",
    "Conflict",
    "NotFound",
    "PermissionDenied",
    "RateLimited",
    "ServerError",
    "Unauthorized",
    "UnexpectedStatus",
    "error_for",
    "raise_for_status",
    "raise_for_status_async",
]

# The header every answer carries its request's id in: quote it when asking about a request.
REQUEST_ID_HEADER = "X-Request-ID"


class CanopyError(Exception):
    """Everything the client raises on purpose."""


class UnexpectedStatus(CanopyError):
    """An answer whose status the OpenAPI document does not give the operation.

    Raised by the operation modules when the client's raise_on_unexpected_status is set, as
    Canopy's clients have it.
    """

    def __init__(self, status_code: int, content: bytes) -> None:
        self.status_code = status_code
        self.content = content

        super().__init__(
            f"Unexpected status code: {status_code}\n\nResponse content:\n{content.decode(errors='ignore')}"
        )


class APIError(CanopyError):
    """A 4xx or 5xx answer of the API.

    status_code: the HTTP status; body: the answer's JSON ({"detail": "..."} or, for a 400, the
    field errors), or its text when it is not JSON; detail: the body's "detail" when it has one;
    request_id: the answer's X-Request-ID; retry_after: its Retry-After in seconds, when
    it says when to try again (429, 503, a 409 of contended requests); response: the httpx.Response.
    """

    def __init__(self, response: httpx.Response) -> None:
        self.response = response
        self.status_code = response.status_code
        self.body = _body(response)
        self.request_id: str | None = response.headers.get(REQUEST_ID_HEADER)
        detail = self.body.get("detail") if isinstance(self.body, dict) else None
        self.detail: str | None = detail if isinstance(detail, str) else None
        self.retry_after = _seconds(response.headers.get("Retry-After"))
        said = self.detail or (self.body if isinstance(self.body, str) else json.dumps(self.body, ensure_ascii=False))
        super().__init__(f"{self.status_code} {response.reason_phrase}: {said} (request id {self.request_id})")


class BadRequest(APIError):
    """400: a parameter or body field is invalid, or a rule of the operation refused the request."""

    @property
    def errors(self) -> dict[str, Any]:
        """The field errors, {"field": ["message"]}, nested objects for nested body fields; a
        body that is a list of messages is under "non_field_errors", as Django REST Framework says."""
        if isinstance(self.body, dict):
            return self.body
        if isinstance(self.body, list):
            return {"non_field_errors": self.body}
        return {"non_field_errors": [self.body]}


class Unauthorized(APIError):
    """401: the API key is missing, mistyped, expired or revoked (or not sent as `ApiKey <key>`)."""


class PermissionDenied(APIError):
    """403: the key is valid, but its role may not do this."""


class NotFound(APIError):
    """404: no such object in the key's workspace (or the path is not served)."""


class Conflict(APIError):
    """409: a request with the same Idempotency-Key is still running, or another request won a race; send it again."""


class RateLimited(APIError):
    """429: the key spent its quota of this kind of operation; retry after retry_after seconds."""


class ServerError(APIError):
    """5xx: the service failed or is unavailable; a write sent with an Idempotency-Key is safe to retry."""


_BY_STATUS: dict[int, type[APIError]] = {
    400: BadRequest,
    401: Unauthorized,
    403: PermissionDenied,
    404: NotFound,
    409: Conflict,
    429: RateLimited,
}


def error_for(response: httpx.Response) -> APIError:
    """The error of a 4xx or 5xx answer, whose body has been read."""
    kind = _BY_STATUS.get(response.status_code, ServerError if response.status_code >= 500 else APIError)
    return kind(response)


def raise_for_status(response: httpx.Response) -> None:
    """An httpx response hook: raise the APIError of a 4xx or 5xx answer."""
    if response.is_error:
        response.read()
        raise error_for(response)


async def raise_for_status_async(response: httpx.Response) -> None:
    """raise_for_status, for an httpx.AsyncClient."""
    if response.is_error:
        await response.aread()
        raise error_for(response)


def _body(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return response.text


def _seconds(value: str | None) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None  # an HTTP date: Canopy sends seconds, a proxy might not
