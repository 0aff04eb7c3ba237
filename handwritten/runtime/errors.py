"""Errors raised anywhere in a request and rendered as Django REST Framework renders them."""

from __future__ import annotations

import logging
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Match

from handwritten.domain.permissions import PermissionDenied, RuleViolation

logger = logging.getLogger("canopy")

ErrorTree = dict[str, Any]  # {"field": ["message", ...]} or {"field": {nested...}}


class ApiError(Exception):
    """An error with an HTTP status and a JSON body."""

    status_code = 500

    def __init__(self, body: dict[str, Any], headers: dict[str, str] | None = None) -> None:
        super().__init__(body)
        self.body = body
        self.headers = headers or {}


class ValidationFailed(ApiError):
    """400 with field-level messages: {"field": ["message"]}."""

    status_code = 400

    def __init__(self, errors: ErrorTree) -> None:
        super().__init__(errors)
        self.errors = errors


def invalid_pk(value: object) -> list[str]:
    """DRF's message for a body's id that names no object (PrimaryKeyRelatedField)."""
    return [f'Invalid pk "{value}" - object does not exist.']


class ParseError(ApiError):
    """400 for a body that is not well-formed JSON."""

    status_code = 400

    def __init__(self, reason: str) -> None:
        super().__init__({"detail": f"JSON parse error - {reason}"})


class NotFound(ApiError):
    status_code = 404

    def __init__(self) -> None:
        super().__init__({"detail": "Not found."})


class NotAuthenticated(ApiError):
    """401 with the document's bodies; WWW-Authenticate is always Bearer, as the document states."""

    status_code = 401
    INVALID_KEY = "Invalid or expired API key"
    WRONG_SCHEME = "Invalid JWT Credentials"

    def __init__(self, detail: str = INVALID_KEY) -> None:
        super().__init__({"detail": detail}, {"WWW-Authenticate": "Bearer"})


class Forbidden(ApiError):
    status_code = 403

    def __init__(self) -> None:
        super().__init__({"detail": "You do not have permission to perform this action."})


class UnsupportedMediaType(ApiError):
    status_code = 415

    def __init__(self, media_type: str) -> None:
        super().__init__({"detail": f'Unsupported media type "{media_type}" in request.'})


async def _api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return JSONResponse(exc.body, exc.status_code, exc.headers)


async def _http_error(request: Request, exc: Exception) -> Response:
    # Routing errors: an unknown path (or an operation not implemented yet) and a wrong method.
    assert isinstance(exc, HTTPException)
    if exc.status_code == 404:
        body = {"detail": "Not found."}
    elif exc.status_code == 405:
        body = {"detail": f'Method "{request.method}" not allowed.'}
        return JSONResponse(body, 405, {"Allow": ", ".join(_allowed_methods(request))})
    else:
        body = {"detail": str(exc.detail)}
    return JSONResponse(body, exc.status_code, dict(exc.headers or {}))


def _allowed_methods(request: Request) -> list[str]:
    # Starlette names only the first route that matched the path; Allow must name every served method.
    scope = {**request.scope, "method": "__NONE__"}
    methods: set[str] = set()
    pending = list(getattr(request.app, "routes", []))
    while pending:
        route = pending.pop()
        included = getattr(route, "routes", None) or getattr(getattr(route, "original_router", None), "routes", None)
        if getattr(route, "methods", None) is None and included is not None:
            pending.extend(included)  # an included router (FastAPI wraps it since 0.16x)
        elif route.matches(scope)[0] != Match.NONE and getattr(route, "name", "") != "absent":
            methods |= set(route.methods)
    return sorted(methods - {"HEAD"})


async def _permission_denied(request: Request, exc: Exception) -> Response:
    return await _api_error(request, Forbidden())


async def _rule_violation(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RuleViolation)
    return await _api_error(request, ValidationFailed({exc.field: [exc.message]}))


async def _unhandled(request: Request, exc: Exception) -> Response:
    # Nothing of the exception reaches the client; the server log has the traceback.
    logger.exception("unhandled error in %s %s", request.method, request.url.path)
    return JSONResponse({"detail": "A server error occurred."}, 500)


def install_error_handlers(app: Starlette) -> None:
    """Render every error a request can raise as DRF does, internals never included."""
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(PermissionDenied, _permission_denied)
    app.add_exception_handler(RuleViolation, _rule_violation)
    app.add_exception_handler(Exception, _unhandled)
