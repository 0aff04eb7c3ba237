"""The docs pages of every host, in headless Chromium, as a person sees them.

`canopy serve` (each host on a port of its own) on a fresh database with the demo data, and
Debian's Chromium driven by Playwright (conftest.py installs both when missing). For each host,
Swagger UI (/api/docs/) and ReDoc (/api/redoc/) must show exactly the operations the host
implements, each with its code before its summary ("A1 · Current user"); a host with none must
still load; and each links the same page of the other three hosts. Each host's Swagger UI then
opens one operation (A1, O1, D2, S5) at the top of the window, where its first parameter must show
without scrolling past prose; A1 and O1 are tried through Authorize (an API key) and "Try it out"
with the values the page fills in, and must answer 2xx.
Every page may ask only the server for anything, and must log no console error and get no
failed or 4xx/5xx response. Each test saves a screenshot in its tmp_path and prints its path;
O1, D2 and S5 opened are kept in test-artifacts/docs/ (ignored by git) for people to look at.
"""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import pytest
import yaml

from generated.operations import HOSTS, OPERATIONS, Operation
from handwritten.unimplemented import unimplemented_operations
from tests.live import LiveServer, live_server

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, ConsoleMessage, Locator, Page, Request, Response, ViewportSize

ROOT = Path(__file__).resolve().parents[2]
# Chromium's own background traffic is off: only the pages' requests remain (all on loopback).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
VIEWPORT: ViewportSize = {"width": 1280, "height": 900}
WAIT_MS = 15_000  # the longest any one step may take: loading a page, a click, a response
# The operation each host's Swagger UI opens; those tried ("Try it out") and those kept as pictures.
OPENED = {"base": "A1", "supply_chain": "O1", "ingestion": "D2", "data_room": "S5"}
TRIED = {"A1", "O1"}
KEPT = {"O1", "D2", "S5"}
ARTIFACTS = ROOT / "test-artifacts" / "docs"
PNG = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class Shown:
    """An operation as a docs page should show it."""

    code: str
    name: str  # operationId
    method: str  # lower case
    path: str
    summary: str  # what the page shows: the code, then the summary of the generated document
    tag: str


@cache
def generated_document(host: str) -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load((ROOT / "generated" / "openapi" / f"{host}.yaml").read_text("utf-8"))
    return document


def served_operations(host: str) -> list[Shown]:
    """The operations of `host` that are implemented (and so served), from the generated document."""
    missing = {op.code for op in unimplemented_operations()}
    served: list[Operation] = [op for op in OPERATIONS if op.host == host and op.code not in missing]
    paths = generated_document(host)["paths"]
    shown = []
    for op in served:
        item = paths[op.path][op.method.lower()]
        assert (item["x-code"], item["operationId"]) == (op.code, op.name)
        summary = f"{op.code} · {item['summary']}"
        shown.append(Shown(op.code, op.name, op.method.lower(), op.path, summary, item["tags"][0]))
    return sorted(shown, key=lambda shown: shown.code)


def host_url(server: LiveServer, host: str) -> str:
    """`canopy serve` gives the hosts consecutive ports, in the order of HOSTS."""
    return f"http://127.0.0.1:{server.port + HOSTS.index(host)}"


def origin(url: str) -> str | None:
    """scheme://host:port of a URL the page asked for; None for data: and about: URLs, which ask no one."""
    parts = urlsplit(url)
    if parts.scheme in ("data", "about"):
        return None
    if parts.scheme == "blob":  # blob:http://127.0.0.1:PORT/uuid, made by the page itself
        return origin(url.removeprefix("blob:"))
    return f"{parts.scheme}://{parts.netloc}"


def is_loopback(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "about"):
        return True
    if parts.scheme == "blob":  # blob:http://127.0.0.1:PORT/uuid, made by the page itself
        return is_loopback(url.removeprefix("blob:"))
    host = parts.hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass
class Watched:
    """What a page asked for, and what went wrong in it."""

    requests: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def check(self, server: LiveServer) -> None:
        hosts = {host_url(server, host) for host in HOSTS}
        outside = [url for url in self.requests if origin(url) not in (None, *hosts)]
        assert outside == [], f"requests outside the server: {outside}"
        assert self.problems == [], "\n".join(self.problems)


def open_page(browser: BrowserContext) -> tuple[Page, Watched]:
    page = browser.new_page()
    watched = Watched()

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            watched.problems.append(f"console error: {message.text} ({message.location})")

    def on_response(response: Response) -> None:
        if response.status >= 400:
            watched.problems.append(f"{response.status} from {response.request.method} {response.url}")

    def on_failed(request: Request) -> None:
        watched.problems.append(f"failed: {request.method} {request.url}: {request.failure}")

    page.on("request", lambda request: watched.requests.append(request.url))
    page.on("console", on_console)
    page.on("pageerror", lambda error: watched.problems.append(f"page error: {error}"))
    page.on("response", on_response)
    page.on("requestfailed", on_failed)
    return page, watched


def screenshot(page: Page, path: Path, *, full_page: bool = True) -> None:
    page.screenshot(path=path, full_page=full_page, timeout=WAIT_MS)
    assert path.read_bytes().startswith(PNG)
    print(f"screenshot: {path}")


def keep_opened(operation: Locator, code: str) -> None:
    """The window as a person sees an opened operation (its block at the top), in test-artifacts/docs/
    (a folder git ignores). The whole block would be 4,000 to 12,000 px tall."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"swagger-ui-{code}.png"
    operation.evaluate("element => element.scrollIntoView({block: 'start'})")
    operation.page.screenshot(path=path, timeout=WAIT_MS)
    assert path.read_bytes().startswith(PNG)
    print(f"kept: {path}")


def check_host_links(page: Page, server: LiveServer, host: str, docs_page: str) -> None:
    """The line above the page names this host and links `docs_page` of each other host."""
    nav = page.locator("nav.canopy-hosts")
    assert nav.locator("strong").all_text_contents() == [host]
    links = nav.locator("a").evaluate_all("links => links.map(link => [link.textContent, link.href])")
    assert links == [[other, f"{host_url(server, other)}{docs_page}"] for other in HOSTS if other != host]


def open_at_the_top(operation: Locator, op: Shown) -> None:
    """Open the operation with its title at the top of the window: its first parameter (or, having
    none, the Parameters heading) must end within the window, past no prose."""
    from playwright.sync_api import expect

    operation.locator(".opblock-summary-control").click()
    rows = operation.locator("table.parameters tr[data-param-name]")
    first = rows.first if rows.count() else operation.locator(".opblock-section-header").first
    expect(first).to_be_visible()
    operation.evaluate("element => element.scrollIntoView({block: 'start'})")
    below = first.evaluate(
        "row => row.getBoundingClientRect().bottom - row.closest('.opblock').getBoundingClientRect().top"
    )
    fold = VIEWPORT["height"]
    assert below <= fold, f"{op.code}'s parameters start {below:.0f} px below its title, past the window's {fold} px"


def try_it_out(page: Page, operation: Locator, op: Shown, key: str) -> None:
    """ "Try it out" and Execute with the values the page fills in: a 2xx, shown as it was answered."""
    from playwright.sync_api import expect

    operation.get_by_role("button", name="Try it out").click()
    with page.expect_response(lambda response: urlsplit(response.url).path == op.path) as answer:
        operation.get_by_role("button", name="Execute").click()
    response = answer.value
    assert response.request.headers.get("authorization") == f"ApiKey {key}"
    assert 200 <= response.status < 300, f"{response.status} from {response.url}: {response.text()}"
    live = operation.locator(".live-responses-table")
    expect(live.locator("tr.response .response-col_status")).to_have_text(str(response.status))
    body = live.locator("tr.response .response-col_description pre").first
    assert json.loads(body.text_content() or "") == response.json()


def authorize(page: Page, key: str) -> None:
    """Swagger UI's Authorize dialog: the ApiKey scheme, with the header's whole value."""
    from playwright.sync_api import expect

    page.locator(".scheme-container button.authorize").click()
    dialog = page.locator(".modal-ux")
    expect(dialog.get_by_role("heading", name="ApiKey")).to_be_visible()
    dialog.get_by_label("Value:").fill(f"ApiKey {key}")
    dialog.get_by_role("button", name="Apply credentials").click()
    expect(dialog.get_by_role("button", name="Remove authorization")).to_be_visible()
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_have_count(0)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    folder = tmp_path_factory.mktemp("docs-browser")
    with live_server(folder, combined=False, settings={"CANOPY_LOG_LEVEL": "WARNING"}) as server:
        yield server


@pytest.fixture(scope="module")
def browser(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrowserContext]:
    """Headless Chromium with a new, empty profile; requests outside loopback are recorded and refused."""
    from playwright.sync_api import Route, expect, sync_playwright

    def refuse(route: Route) -> None:
        route.abort("blockedbyclient")

    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")),
            executable_path=chromium,
            headless=True,
            args=CHROMIUM_ARGS,
            timeout=30_000,
            viewport=VIEWPORT,
        )
        try:
            context.set_default_timeout(WAIT_MS)
            expect.set_options(timeout=WAIT_MS)
            context.route(lambda url: not is_loopback(url), refuse)
            yield context
        finally:
            context.close()


@pytest.mark.parametrize("host", HOSTS)
def test_swagger_ui_shows_each_served_operation_with_its_code_and_opens_one(
    host: str, server: LiveServer, browser: BrowserContext, tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    expected = served_operations(host)
    page, watched = open_page(browser)
    try:
        page.goto(f"{host_url(server, host)}/api/docs/", wait_until="load", timeout=WAIT_MS)
        expect(page.locator(".information-container h1.title")).to_contain_text(
            generated_document(host)["info"]["title"]
        )
        blocks = page.locator(".opblock")
        if expected:
            expect(blocks).to_have_count(len(expected))
        else:
            expect(page.get_by_text("No operations defined in spec!")).to_be_visible()
            expect(blocks).to_have_count(0)
        shown = blocks.evaluate_all(
            """blocks => blocks.map(block => ({
                id: block.id,
                method: block.querySelector('.opblock-summary-method').textContent,
                path: block.querySelector('.opblock-summary-path').dataset.path,
                summary: block.querySelector('.opblock-summary-description')?.textContent ?? null,
            }))"""
        )
        assert sorted(shown, key=lambda block: block["id"]) == sorted(
            (
                {
                    "id": f"operations-{op.tag}-{op.name}",
                    "method": op.method.upper(),
                    "path": op.path,
                    "summary": op.summary,
                }
                for op in expected
            ),
            key=lambda block: block["id"],
        )
        check_host_links(page, server, host, "/api/docs/")
        page.wait_for_load_state("networkidle", timeout=WAIT_MS)
        screenshot(page, tmp_path / f"swagger-ui-{host}.png")
        if host in OPENED:
            opened = next(op for op in expected if op.code == OPENED[host])
            if opened.code in TRIED:
                authorize(page, server.keys["owner"])
            operation = page.locator(f"#operations-{opened.tag}-{opened.name}")
            open_at_the_top(operation, opened)
            if opened.code in TRIED:
                try_it_out(page, operation, opened, server.keys["owner"])
            if opened.code in KEPT:
                keep_opened(operation, opened.code)
        watched.check(server)
    finally:
        page.close()


@pytest.mark.parametrize("host", HOSTS)
def test_redoc_shows_each_served_operation_with_its_code(
    host: str, server: LiveServer, browser: BrowserContext, tmp_path: Path
) -> None:
    from playwright.sync_api import expect

    expected = served_operations(host)
    page, watched = open_page(browser)
    try:
        page.goto(f"{host_url(server, host)}/api/redoc/", wait_until="load", timeout=WAIT_MS)
        expect(page.locator("h1").first).to_contain_text(generated_document(host)["info"]["title"])
        items = page.locator('li[role="menuitem"][data-item-id*="/operation/"]')
        expect(items).to_have_count(len(expected))
        shown = items.evaluate_all(
            """items => items.map(item => {
                const section = document.getElementById(item.dataset.itemId);
                return {
                    id: item.dataset.itemId,
                    method: item.querySelector('.operation-type').getAttribute('type'),  // its text shortens delete to del
                    menu: item.getAttribute('aria-label'),
                    heading: section?.querySelector('h2')?.textContent.trim() ?? null,
                };
            })"""
        )
        assert sorted(shown, key=lambda item: item["id"]) == sorted(
            (
                {
                    "id": f"tag/{op.tag}/operation/{op.name}",
                    "method": op.method,
                    "menu": op.summary,
                    "heading": op.summary,
                }
                for op in expected
            ),
            key=lambda item: item["id"],
        )
        check_host_links(page, server, host, "/api/redoc/")
        page.wait_for_load_state("networkidle", timeout=WAIT_MS)
        screenshot(page, tmp_path / f"redoc-{host}.png", full_page=False)  # the whole of it is 40,000 px tall
        watched.check(server)
    finally:
        page.close()
