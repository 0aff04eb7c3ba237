"""literal_paths_win: a literal path is never taken for a path parameter (Django's resolution);
prefixes_first: a route refuses a path outside its literal prefix without its regular expression."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Match, Route
from starlette.testclient import TestClient
from starlette.types import Scope

from handwritten.app import create_app
from handwritten.runtime.errors import install_error_handlers
from handwritten.runtime.routing import literal_paths_win, prefixes_first
from handwritten.settings import Settings


async def detail(request: Request) -> JSONResponse:
    return JSONResponse({"route": "detail", "id": request.path_params["id"]})


async def renew(request: Request) -> JSONResponse:
    return JSONResponse({"route": "renew"})


@pytest.fixture
def client() -> Iterator[TestClient]:
    app = FastAPI()
    install_error_handlers(app)
    # The parametric route first: Starlette alone would hand it GET /things/renew/.
    app.router.add_route("/things/{id}/", detail, methods=["GET", "DELETE"])
    app.router.add_route("/things/renew/", renew, methods=["POST"])
    literal_paths_win(app.router.routes)
    prefixes_first(app.router.routes)
    with TestClient(app) as test_client:
        yield test_client


def test_a_literal_path_belongs_to_its_literal_route(client: TestClient) -> None:
    assert client.post("/things/renew/").json() == {"route": "renew"}
    refused = client.get("/things/renew/")
    assert refused.status_code == 405
    assert refused.headers["allow"] == "OPTIONS, POST"


def test_other_values_still_reach_the_parametric_route(client: TestClient) -> None:
    assert client.get("/things/renewal/").json() == {"route": "detail", "id": "renewal"}
    wrong = client.post("/things/42/")
    assert (wrong.status_code, wrong.headers["allow"]) == (405, "DELETE, GET, HEAD, OPTIONS")


def test_prefixes_change_no_route_of_the_app(tmp_path: Path) -> None:
    """Every path of every route, offered to every route: each answers as its own matcher does,
    and a refusal by prefix is one its regular expression makes too."""
    app = create_app(Settings(database_url=f"sqlite+aiosqlite:///{tmp_path / 'routes.sqlite3'}"))
    routes = [route for route in app.router.routes if isinstance(route, Route)]
    assert len(routes) > 80
    paths = [re.sub(r"\{[^}]*\}", "7", route.path_format) for route in routes] + ["/", "/api/", "/nowhere/"]
    refused = 0
    for route in routes:
        prefix = route.path_format.partition("{")[0]
        for path in paths:
            scope = {"type": "http", "path": path, "root_path": "", "method": "GET"}
            match, _ = route.matches(scope)
            if not path.startswith(prefix):
                refused += 1
                assert match == Match.NONE and route.path_regex.match(path) is None, (route.path, path)
            elif path == re.sub(r"\{[^}]*\}", "7", route.path_format):
                assert match != Match.NONE, (route.path, path)  # its own path reaches it
    assert refused > len(routes) * (len(routes) - 10)  # most pairs never reach a regular expression


def test_a_path_outside_the_prefix_never_runs_the_matcher() -> None:
    calls: list[str] = []
    route = Route("/api/things/{id}/", detail)
    original = route.matches

    def counting(scope: Scope) -> tuple[Match, Scope]:
        calls.append(scope["path"])
        return original(scope)

    route.matches = counting  # type: ignore[method-assign]
    prefixes_first([route])
    assert route.matches({"type": "http", "path": "/api/other/1/", "root_path": "", "method": "GET"})[0] == Match.NONE
    assert calls == []
    match, child = route.matches({"type": "http", "path": "/api/things/1/", "root_path": "", "method": "GET"})
    assert (match, child["path_params"], calls) == (Match.FULL, {"id": "1"}, ["/api/things/1/"])
    # Behind a root path (a proxy's prefix), the prefix is compared with the path below it, as the route's is.
    mounted = {"type": "http", "path": "/canopy/api/things/2/", "root_path": "/canopy", "method": "GET"}
    assert route.matches(mounted)[0] == Match.FULL
