"""Which operations a handwritten service implements, checked against the generated interface.

An operation without an implementation is not served at all; an implementation whose
signature differs from the generated one is a programming error, reported at start-up. A
service may also serve pages for people (`ServesPages`), which its area's router mounts.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute

from handwritten.runtime.errors import NotFound


class ImplementationMismatch(TypeError):
    pass


def implements(service: object | None, interface: type[Any], name: str) -> bool:
    """Whether `service` (an instance or a class) implements `interface.name`; raise if it does so wrongly."""
    if service is None:
        return False
    cls = service if isinstance(service, type) else type(service)
    method = inspect.getattr_static(cls, name, None)
    if method is None:
        return False
    expected = getattr(interface, name)
    if getattr(method, "__qualname__", "") == expected.__qualname__:
        return False  # inherited from the Protocol itself: declared, not implemented
    if _shape(inspect.signature(method)) != _shape(inspect.signature(expected)) or not inspect.iscoroutinefunction(
        method
    ):
        raise ImplementationMismatch(
            f"{cls.__name__}.{name}{inspect.signature(method)} does not match the generated interface "
            f"{interface.__name__}.{name}{inspect.signature(expected)}: it must be async, with the same keyword-only parameters"
        )
    return True


def _shape(signature: inspect.Signature) -> list[tuple[str, Any]]:
    return [(p.name, p.kind) for p in signature.parameters.values()]


def add_absent_route(router: APIRouter, path: str, method: str) -> None:
    """Answer 404 for an operation that is not implemented, as if its path did not exist."""

    async def absent(request: Request) -> Response:
        raise NotFound()

    router.add_route(path, absent, methods=[method], include_in_schema=False, name="absent")


@runtime_checkable
class ServesPages(Protocol):
    """A service that also serves pages for people: HTML outside /api, in no OpenAPI document."""

    def pages(self) -> Sequence[BaseRoute]: ...


def add_pages(router: APIRouter, service: object | None) -> None:
    """Mount the pages `service` serves, if any, beside its operations (so on the apps of its host)."""
    if isinstance(service, ServesPages):
        router.routes.extend(service.pages())
