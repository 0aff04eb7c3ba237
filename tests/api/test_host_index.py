"""Finding one's way (decisions host_index and not_found_host_hint): GET / on every app, and the 404
of a path another host serves, which names that host."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from generated.operations import HOSTS
from handwritten.app import create_app
from handwritten.settings import Settings
from tests.api.conftest import Env
from tests.live import live_server

URLS = {
    "base_url": "https://base.example",
    "supply_chain_url": "http://127.0.0.1:8001",
    "ingestion_url": "https://ingestion.example/canopy",
    "data_room_url": "https://data-room.example",
}
NO_URLS = dict.fromkeys(URLS, "")
# The document's host table.
SERVES = {
    "base": "accounts, workspaces, members, invitations, financial transactions",
    "supply_chain": "orders and the other supply-chain areas",
    "ingestion": "documents, data import runs, knowledge-base queries",
    "data_room": "surveys, submissions, data points",
}


@pytest.fixture
def offline(tmp_path: Path) -> Settings:
    """Settings for apps whose tested requests never reach the database, with no host URL set."""
    return Settings(
        mode="test",
        database_url=f"sqlite+aiosqlite:///{tmp_path / 'never-opened.sqlite3'}",
        mail_worker=False,
        job_worker=False,
        storage_dir=tmp_path / "objects",
        **NO_URLS,
    )


@pytest.fixture
def configured(offline: Settings) -> Settings:
    return offline.model_copy(update=URLS)


def client(settings: Settings, host: str | None, base_url: str = "http://testserver") -> TestClient:
    return TestClient(create_app(settings, host=host), base_url=base_url)


@pytest.fixture(params=[*HOSTS, None], ids=[*HOSTS, "combined"])
def each_app(request: pytest.FixtureRequest, configured: Settings) -> Iterator[tuple[str | None, TestClient]]:
    with client(configured, request.param) as test_client:
        yield request.param, test_client


def test_the_index_names_the_app_s_host_its_links_and_every_host(each_app: tuple[str | None, TestClient]) -> None:
    host, app = each_app
    response = app.get("/")  # no key
    assert response.status_code == 200 and response.headers["content-type"] == "application/json"
    index = response.json()
    # A host's own links are its URL; the combined app's are the request's.
    here = {
        None: "http://testserver",
        "base": "https://base.example",
        "supply_chain": "http://127.0.0.1:8001",
        "ingestion": "https://ingestion.example/canopy",
        "data_room": "https://data-room.example",
    }[host]
    assert index == {
        "service": "Canopy",
        "version": "0.1.0",
        "host": host or "all hosts",
        "docs_url": f"{here}/api/docs/",
        "openapi_url": f"{here}/api/openapi.json",
        "health": {"liveness": f"{here}/healthz", "readiness": f"{here}/readyz"},
        "hosts": {
            name: {"serves": SERVES[name], "url": URLS[f"{name}_url"], "docs_url": URLS[f"{name}_url"] + "/api/docs/"}
            for name in HOSTS
        },
    }
    assert list(index["hosts"]) == ["base", "supply_chain", "ingestion", "data_room"]
    head = app.head("/")
    assert (head.status_code, head.content, head.headers["content-length"]) == (
        200,
        b"",
        response.headers["content-length"],
    )
    # Not an operation: neither in the OpenAPI document nor counted against a key's quota.
    document = app.get("/api/openapi.json")
    assert "/" not in document.json()["paths"]
    assert "ratelimit" not in response.headers
    # Every host serves the decisions page its document's descriptions link to, an anchor per link.
    decisions = app.get("/api/docs/decisions.html")
    assert decisions.status_code == 200 and decisions.headers["content-type"].startswith("text/html")
    linked = set(re.findall(r"/api/docs/decisions\.html#([a-z0-9_]+)", document.text))
    assert linked and all(f'<section id="{key}">' in decisions.text for key in linked)


@pytest.mark.parametrize("host", HOSTS)
def test_without_settings_a_host_names_itself_by_the_request_and_no_other(offline: Settings, host: str) -> None:
    with client(offline, host, base_url="http://api.test:9000") as app:
        index = app.get("/").json()
    assert index["docs_url"] == "http://api.test:9000/api/docs/"
    assert index["health"]["readiness"] == "http://api.test:9000/readyz"
    for name, entry in index["hosts"].items():
        if name == host:
            assert entry == {
                "serves": SERVES[name],
                "url": "http://api.test:9000",
                "docs_url": "http://api.test:9000/api/docs/",
            }
        else:
            assert entry == {"serves": SERVES[name], "url": None, "docs_url": None}, name


def test_without_settings_the_combined_app_is_every_host_at_the_request_s_url(offline: Settings) -> None:
    with client(offline, None, base_url="https://all.test") as app:
        index = app.get("/").json()
    assert index["host"] == "all hosts"
    assert {name: entry["url"] for name, entry in index["hosts"].items()} == dict.fromkeys(HOSTS, "https://all.test")


def test_a_setting_wins_over_the_request_for_the_host_itself(offline: Settings) -> None:
    settings = offline.model_copy(update={"data_room_url": "https://data-room.example"})
    with client(settings, "data_room", base_url="http://10.0.0.7:8003") as app:
        index = app.get("/").json()
    assert index["docs_url"] == "https://data-room.example/api/docs/"
    assert index["hosts"]["data_room"]["url"] == "https://data-room.example"
    assert index["hosts"]["base"]["url"] is None


def detail(app: TestClient, path: str, method: str = "GET") -> tuple[int, Any]:
    response = app.request(method, path)
    return response.status_code, response.json()["detail"]


def test_a_path_of_another_host_names_it_and_its_url(configured: Settings) -> None:
    with client(configured, "base") as base:
        assert detail(base, "/api/orders/") == (
            404,
            "Not found. /api/orders/ is served by the supply_chain host: http://127.0.0.1:8001/api/orders/",
        )
        # With ids, whatever the method: the path is the other host's.
        assert detail(base, "/api/orders/42/information-request/send/", "POST") == (
            404,
            "Not found. /api/orders/42/information-request/send/ is served by the supply_chain host: "
            "http://127.0.0.1:8001/api/orders/42/information-request/send/",
        )
        assert detail(base, "/api/documents/7/", "DELETE") == (
            404,
            "Not found. /api/documents/7/ is served by the ingestion host: "
            "https://ingestion.example/canopy/api/documents/7/",
        )
        assert detail(base, "/api/survey-submissions/3/?x=1") == (
            404,
            "Not found. /api/survey-submissions/3/ is served by the data_room host: "
            "https://data-room.example/api/survey-submissions/3/",
        )
    with client(configured, "ingestion") as ingestion:
        assert detail(ingestion, "/api/accounts/users/me/") == (
            404,
            "Not found. /api/accounts/users/me/ is served by the base host: https://base.example/api/accounts/users/me/",
        )
        uuid = "0b7c3c1e-5d4f-4a7e-9a59-6c1f0e2d9b11"
        assert detail(ingestion, f"/api/accounts/invitations/{uuid}/preview/") == (
            404,
            f"Not found. /api/accounts/invitations/{uuid}/preview/ is served by the base host: "
            f"https://base.example/api/accounts/invitations/{uuid}/preview/",
        )


def test_without_the_other_host_s_url_the_404_names_the_host_only(offline: Settings) -> None:
    with client(offline, "supply_chain") as supply_chain:
        assert detail(supply_chain, "/api/transactions/groups/") == (
            404,
            "Not found. /api/transactions/groups/ is served by the base host.",
        )


@pytest.mark.parametrize("host", HOSTS)
def test_an_unknown_path_is_a_plain_404(configured: Settings, host: str) -> None:
    with client(configured, host) as app:
        for path in ["/api/nothing/", "/api/orders/1/2/", "/api/ordersx/", "/api/docs/assets/nothing-here.js", "/x"]:
            assert detail(app, path) == (404, "Not found."), path


def test_the_combined_app_never_hints(configured: Settings) -> None:
    with client(configured, None) as combined:
        for path in ["/api/nothing/", "/api/orders/1/2/", "/api/accounts/users/me/x/"]:
            assert detail(combined, path) == (404, "Not found."), path
        assert combined.get("/api/orders/").status_code == 401  # served here: the key is asked for


def test_a_missing_object_on_its_own_host_keeps_drf_s_404(env: Env) -> None:
    settings = env.settings.model_copy(update=URLS)
    with TestClient(create_app(settings, host="base")) as base:
        response = base.get("/api/classification-rules/999999/", headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (404, {"detail": "Not found."})


def _get(url: str) -> tuple[int, dict[str, Any]]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return int(response.status), json.loads(response.read())
    except urllib.error.HTTPError as error:
        return int(error.code), json.loads(error.read())


def test_canopy_serve_gives_every_host_its_address_and_port(tmp_path: Path) -> None:
    env = {f"CANOPY_{name.upper()}": "" for name in URLS}
    with live_server(tmp_path, combined=False, settings=env) as server:
        port = server.port
        status, index = _get(f"http://127.0.0.1:{port + 2}/")
        assert status == 200 and index["host"] == "ingestion"
        assert {name: entry["url"] for name, entry in index["hosts"].items()} == {
            name: f"http://127.0.0.1:{port + offset}" for offset, name in enumerate(HOSTS)
        }
        assert _get(f"{server.url}/api/orders/") == (
            404,
            {
                "detail": f"Not found. /api/orders/ is served by the supply_chain host: http://127.0.0.1:{port + 1}/api/orders/"
            },
        )
