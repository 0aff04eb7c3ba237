"""Errors raised anywhere in a request and rendered as Django REST Framework renders them."""

from __future__ import annotations

from typing import Any

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


class ParseError(ApiError):
    """400 for a body that is not well-formed JSON."""

    status_code = 400

    def __init__(self, reason: str) -> None:
        super().__init__({"detail": f"JSON parse error - {reason}"})


class NotFound(ApiError):
    status_code = 404

    def __init__(self) -> None:
        super().__init__({"detail": "Not found."})


class UnsupportedMediaType(ApiError):
    status_code = 415

    def __init__(self, media_type: str) -> None:
        super().__init__({"detail": f'Unsupported media type "{media_type}" in request.'})


def render_api_error(exc: ApiError) -> tuple[int, dict[str, Any], dict[str, str]]:
    """Status, JSON body and headers of an ApiError, for the app's exception handler."""
    return exc.status_code, exc.body, exc.headers
