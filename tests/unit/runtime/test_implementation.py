from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pytest
from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from handwritten.runtime.implementation import ImplementationMismatch, add_pages, implements


class ListThings(Protocol):
    async def list_things(self, *, ctx: object, query: object) -> list[object]: ...


class Implemented(ListThings):
    async def list_things(self, *, ctx: object, query: object) -> list[object]:
        return []


class DeclaredOnly(ListThings):
    """Subclasses the Protocol without defining the method: declared, not implemented."""


class WrongSignature:
    async def list_things(self, *, ctx: object) -> list[object]:
        return []


class NotAsync:
    def list_things(self, *, ctx: object, query: object) -> list[object]:
        return []


def test_an_implementation_is_recognised_on_classes_and_instances() -> None:
    assert implements(Implemented, ListThings, "list_things")
    assert implements(Implemented(), ListThings, "list_things")


def test_missing_or_only_declared_methods_are_not_implementations() -> None:
    assert not implements(None, ListThings, "list_things")
    assert not implements(object(), ListThings, "list_things")
    assert not implements(DeclaredOnly, ListThings, "list_things")


@pytest.mark.parametrize("cls", [WrongSignature, NotAsync])
def test_a_method_that_does_not_match_the_interface_is_an_error(cls: type) -> None:
    with pytest.raises(ImplementationMismatch, match="does not match the generated interface"):
        implements(cls, ListThings, "list_things")


async def _page(request: Request) -> Response:
    return Response("<p>hello</p>", media_type="text/html")


class WithPages(Implemented):
    def pages(self) -> Sequence[BaseRoute]:
        return [Route("/hello/", _page, methods=["GET"])]


def test_the_pages_a_service_serves_are_mounted_beside_its_operations() -> None:
    router = APIRouter()
    add_pages(router, WithPages())
    assert [getattr(route, "path", None) for route in router.routes] == ["/hello/"]
    for without in (Implemented(), None):
        router = APIRouter()
        add_pages(router, without)
        assert router.routes == []
