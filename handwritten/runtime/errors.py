"""Errors raised anywhere in a request and rendered as Django REST Framework renders them."""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as SqlTimeout
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


class Replayed(Exception):
    """A stored response answered again instead of running the operation (an idempotency key's)."""

    HEADER = "Idempotent-Replayed"

    def __init__(self, status_code: int, body: bytes, media_type: str | None) -> None:
        super().__init__(status_code)
        self.response = Response(body, status_code, {self.HEADER: "true"}, media_type=media_type)


class BodyTooLarge(ApiError):
    """413: the body passed the limit (decision body_limit); raised before it is read whole."""

    status_code = 413

    def __init__(self, limit: int) -> None:
        super().__init__({"detail": f"Request body exceeded {limit} bytes."})


class Contended(ApiError):
    """409: the database ended the request's transaction for one made at the same time, a deadlock
    or a serialization failure, or an upload changed while D5 confirmed it (decision
    contended_requests): nothing was written."""

    status_code = 409
    RETRY_AFTER = 1

    def __init__(self) -> None:
        super().__init__(
            {
                "detail": "The request conflicted with another one made at the same time and changed nothing; send it again."
            },
            {"Retry-After": str(self.RETRY_AFTER)},
        )


class Unavailable(ApiError):
    """503: the database cannot be reached for now (decision database_unavailable)."""

    status_code = 503
    RETRY_AFTER = 5

    def __init__(self) -> None:
        super().__init__(
            {"detail": "The service is temporarily unavailable; try again shortly."},
            {"Retry-After": str(self.RETRY_AFTER)},
        )


def as_api_error(exc: BaseException) -> ApiError | None:
    """The error response an exception renders as, when it is one of ours (domain errors included)."""
    if isinstance(exc, ApiError):
        return exc
    if isinstance(exc, PermissionDenied):
        return Forbidden()
    if isinstance(exc, RuleViolation):
        return ValidationFailed({exc.field: [exc.message]})
    if is_unavailable(exc):
        return Unavailable()
    if is_contended(exc):
        return Contended()
    return None


def is_contended(exc: BaseException) -> bool:
    """Whether PostgreSQL rolled the transaction back for a concurrent one (SQLSTATE class 40:
    deadlock_detected, serialization_failure), which SQLAlchemy's asyncpg adapter wraps."""
    try:
        from asyncpg.exceptions import TransactionRollbackError
    except ImportError:  # pragma: no cover - asyncpg is a dependency
        return False
    if isinstance(exc, DBAPIError) and exc.orig is not None:
        exc = exc.orig
    return isinstance(exc, TransactionRollbackError) or isinstance(exc.__cause__, TransactionRollbackError)


def is_unavailable(exc: BaseException) -> bool:
    """Whether `exc` says the database cannot be reached (rather than that a statement is wrong)."""
    if isinstance(exc, DBAPIError):
        # Disconnects SQLAlchemy recognised (and dropped from the pool), and what drivers raise
        # while connecting or while the server shuts down or restarts.
        if exc.connection_invalidated or isinstance(exc, OperationalError | InterfaceError):
            return True
        exc = exc.orig if exc.orig is not None else exc
        # SQLAlchemy's asyncpg adapter raises error classes of its own, with the driver's error as
        # their cause: "the database system is starting up" (57P03) arrives as a plain Error.
        if isinstance(exc.__cause__, _driver_unavailable()):
            return True
    if isinstance(exc, SqlTimeout | OSError | ConnectionError):  # a pool timeout, a refused connection
        return True
    return isinstance(exc, _driver_unavailable())


def _driver_unavailable() -> tuple[type[BaseException], ...]:
    try:
        import asyncpg
    except ImportError:  # pragma: no cover - asyncpg is a dependency
        return ()
    return (
        asyncpg.PostgresConnectionError,
        asyncpg.InterfaceError,
        asyncpg.CannotConnectNowError,
        asyncpg.exceptions.OperatorInterventionError,  # the server is shutting down (57P01 and friends)
    )


async def _api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return JSONResponse(exc.body, exc.status_code, exc.headers)


async def _http_error(request: Request, exc: Exception) -> Response:
    # Routing errors: an unknown path (or an operation not implemented yet) and a wrong method.
    assert isinstance(exc, HTTPException)
    if exc.status_code == 404:
        body: dict[str, Any] = {"detail": _not_found(request)}
    elif exc.status_code == 405:
        allowed = _allowed_methods(request)
        headers = {"Allow": ", ".join(allowed)}
        if request.method == "OPTIONS":
            # DRF answers OPTIONS itself, with the view's metadata (decision http_semantics).
            body = {"methods": allowed, "renders": ["application/json"], "parses": ["application/json"]}
            return JSONResponse(body, 200, headers)
        method = request.scope.get(ORIGINAL_METHOD, request.method)
        return JSONResponse({"detail": f'Method "{method}" not allowed.'}, 405, headers)
    else:
        body = {"detail": str(exc.detail)}
    return JSONResponse(body, exc.status_code, dict(exc.headers or {}))


# The method of a HEAD request, which the runtime serves as GET (runtime/protocol.py).
ORIGINAL_METHOD = "canopy.method"
# The attribute of app.state that may say which host serves a path this app does not (handwritten/hosts.py):
# a function of the request giving a sentence, or None for a path no host serves.
NOT_FOUND_HINT = "not_found_hint"


def _not_found(request: Request) -> str:
    hint = getattr(request.app.state, NOT_FOUND_HINT, None)
    where = hint(request) if hint is not None else None
    return f"Not found. {where}" if where else "Not found."


def _allowed_methods(request: Request) -> list[str]:
    """Every method the path serves, with HEAD (for GET) and OPTIONS, as DRF's Allow lists them."""
    methods = _served_methods(request)
    if "GET" in methods:
        methods.add("HEAD")
    return sorted(methods | {"OPTIONS"})


def _served_methods(request: Request) -> set[str]:
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
    return methods - {"HEAD"}


async def _permission_denied(request: Request, exc: Exception) -> Response:
    return await _api_error(request, Forbidden())


async def _rule_violation(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RuleViolation)
    return await _api_error(request, ValidationFailed({exc.field: [exc.message]}))


async def _database_error(request: Request, exc: Exception) -> Response:
    """503 for an error that says the database cannot be reached, 409 for a transaction it rolled
    back for a concurrent one; any other is left to `_unhandled`."""
    error = as_api_error(exc)
    if error is None:
        raise exc
    what = "database unavailable" if isinstance(error, Unavailable) else "rolled back for a concurrent request"
    logger.warning("%s in %s %s: %s", what, request.method, request.url.path, _summary(exc))
    return await _api_error(request, error)


async def _unhandled(request: Request, exc: Exception) -> Response:
    # Nothing of the exception reaches the client; the server log has the traceback.
    logger.exception("unhandled error in %s %s", request.method, request.url.path)
    return JSONResponse({"detail": "A server error occurred."}, 500)


def _summary(exc: BaseException) -> str:
    """The exception's class and the first line of its message (a driver's TimeoutError has none)."""
    lines = str(exc).splitlines()
    return f"{type(exc).__name__}: {lines[0]}" if lines else type(exc).__name__


async def _replayed(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, Replayed)
    return exc.response


def install_error_handlers(app: Starlette) -> None:
    """Render every error a request can raise as DRF does, internals never included."""
    app.add_exception_handler(Replayed, _replayed)
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(PermissionDenied, _permission_denied)
    app.add_exception_handler(RuleViolation, _rule_violation)
    # Handlers of particular classes run inside the app's middleware, so the 503 (and 409) is logged, counted
    # and given its headers like any answer; the handler of Exception runs outside it (Starlette's
    # ServerErrorMiddleware), which suits only the 500 of a bug.
    for error_class in (DBAPIError, SqlTimeout, OSError, *_driver_unavailable()):
        app.add_exception_handler(error_class, _database_error)
    app.add_exception_handler(Exception, _unhandled)
