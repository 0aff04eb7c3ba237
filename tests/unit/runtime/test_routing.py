"""literal_paths_win: a literal path is never taken for a path parameter (Django's resolution)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.testclient import TestClient

from handwritten.runtime.errors import install_error_handlers
from handwritten.runtime.routing import literal_paths_win


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
