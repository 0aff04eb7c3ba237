"""Where each host is: the URL settings, what `canopy serve` fills in, and which host serves a path."""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError
from starlette.requests import Request

from generated.operations import HOST_TABLE, HOSTS, OPERATIONS
from handwritten.hosts import HostDirectory, fill_host_urls, served_urls
from handwritten.runtime.docs import DOCS_PATH, hosts_nav
from handwritten.settings import Settings

NO_URLS = {"base_url": "", "supply_chain_url": "", "ingestion_url": "", "data_room_url": ""}


def settings(**urls: str) -> Settings:
    return Settings(_env_file=None, **{**NO_URLS, **urls})  # type: ignore[arg-type]


def test_each_host_has_a_url_setting_named_after_its_placeholder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANOPY_SUPPLY_CHAIN_URL", "https://supply.example/")
    from_env = Settings(_env_file=None)  # type: ignore[call-arg]
    assert from_env.supply_chain_url == "https://supply.example"  # the trailing slash goes: paths follow
    assert [HOST_TABLE[host].placeholder for host in HOSTS] == list(NO_URLS)
    assert all(Settings.model_fields[placeholder].default == "" for placeholder in NO_URLS)


@pytest.mark.parametrize("url", ["api.example.com", "ftp://api.example.com", "https://", "https://a.example/?x=1"])
def test_a_host_url_must_be_an_http_url_without_query(url: str) -> None:
    with pytest.raises(ValidationError, match="must be empty or an http"):
        settings(base_url=url)


def test_serve_gives_each_host_its_port_or_every_host_the_combined_port() -> None:
    split = served_urls("127.0.0.1", [(host, 9000 + index) for index, host in enumerate(HOSTS)])
    assert split == {
        "base": "http://127.0.0.1:9000",
        "supply_chain": "http://127.0.0.1:9001",
        "ingestion": "http://127.0.0.1:9002",
        "data_room": "http://127.0.0.1:9003",
    }
    assert served_urls("localhost", [(None, 8000)]) == dict.fromkeys(HOSTS, "http://localhost:8000")
    assert served_urls("::1", [(None, 8000)])["ingestion"] == "http://[::1]:8000"
    # Listening on every interface names no address a client could use: nothing is filled.
    assert served_urls("0.0.0.0", [(None, 8000)]) == {}


def test_serve_fills_only_the_urls_left_empty() -> None:
    configured = settings(data_room_url="https://data-room.example")
    filled = fill_host_urls(configured, "127.0.0.1", [(host, 8000 + index) for index, host in enumerate(HOSTS)])
    assert filled == {
        "base": "http://127.0.0.1:8000",
        "supply_chain": "http://127.0.0.1:8001",
        "ingestion": "http://127.0.0.1:8002",
    }
    assert (configured.base_url, configured.supply_chain_url, configured.ingestion_url) == (
        "http://127.0.0.1:8000",
        "http://127.0.0.1:8001",
        "http://127.0.0.1:8002",
    )
    assert configured.data_room_url == "https://data-room.example"
    combined = settings()
    fill_host_urls(combined, "127.0.0.1", [(None, 8500)])
    assert {getattr(combined, placeholder) for placeholder in NO_URLS} == {"http://127.0.0.1:8500"}


def _example(path: str) -> str:
    """A path the template matches: each parameter an id."""
    return re.sub(r"\{[^}]+\}", "42", path)


@pytest.mark.parametrize("host", HOSTS)
def test_every_operation_path_of_another_host_is_known_as_theirs(host: str) -> None:
    directory = HostDirectory(host, settings())
    for op in OPERATIONS:
        expected = None if op.host == host else op.host
        assert directory.host_serving(_example(op.path)) == expected, (op.code, host)


def test_a_path_parameter_is_one_whole_segment_and_unknown_paths_are_nobody_s() -> None:
    base = HostDirectory("base", settings())
    assert base.host_serving("/api/orders/7c5e2f9a-0000-4000-8000-000000000000/trace/") == "supply_chain"
    for path in ["/api/orders/1/2/", "/api/orders//", "/api/orders", "/api/orders/?", "/api/nothing/", "/"]:
        assert base.host_serving(path) is None, path


def test_the_combined_app_knows_no_other_host() -> None:
    combined = HostDirectory(None, settings())
    assert all(combined.host_serving(_example(op.path)) is None for op in OPERATIONS)


def test_the_docs_pages_link_the_other_hosts_or_say_this_server_is_every_host() -> None:
    request = Request({"type": "http", "scheme": "http", "server": ("127.0.0.1", 9000), "path": "/", "headers": []})
    base = hosts_nav(
        HostDirectory("base", settings(supply_chain_url="https://sc.example")).docs_links(request), DOCS_PATH
    )
    assert "<strong>base</strong> (this page)" in base
    assert '<a href="https://sc.example/api/docs/">supply_chain</a>' in base
    assert base.count("<a ") == 1  # ingestion and data_room have no URL this app knows: named, not linked
    assert ">ingestion</span>" in base
    combined = hosts_nav(HostDirectory(None, settings()).docs_links(request), DOCS_PATH)
    assert "<a " not in combined
    assert f"This server serves every host: {', '.join(HOSTS)}." in combined
