"""/api/openapi.json, /api/docs/ (Swagger UI) and /api/redoc/ (ReDoc), from local files: no CDN is needed.

Swagger UI comes from the swagger-ui-bundle-v2 package, ReDoc's standalone bundle from
fastapi-standalone-docs (only its files are used). Both pages show each operation's code
(A1, M2...) before its summary: the served document puts it there (served_openapi.py).
Above either page, a line of plain links leads to the same page of the other hosts, at the URLs
the app is given (hosts.py knows them: runtime/ knows no host).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from importlib.resources import files
from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.staticfiles import StaticFiles
from swagger_ui_bundle import swagger_ui_path

OPENAPI_PATH = "/api/openapi.json"
DOCS_PATH = "/api/docs/"
REDOC_PATH = "/api/redoc/"
DECISIONS_PATH = "/api/docs/decisions.html"  # generator/openapi.py's DECISIONS_PAGE: descriptions link here
ASSETS = "/api/docs/assets"
# ReDoc's files sit beside its page: the bundle asks for its logo at <page path>/logo-mini.svg.
REDOC_ASSETS = "/api/redoc"
REDOC_FILES = Path(str(files("fastapi_standalone_docs") / "static" / "redoc"))
NAV_STYLE = "font: 14px/1.5 sans-serif; padding: 6px 20px; border-bottom: 1px solid #ddd; background: #fafafa"


@dataclass(frozen=True)
class HostLink:
    """A host as the docs pages name it: its base URL (None when this app cannot know it)."""

    name: str
    url: str | None
    here: bool  # this app serves it


HostLinks = Callable[[Request], Sequence[HostLink]]


def hosts_nav(hosts: Sequence[HostLink], page: str) -> str:
    """The line of links to `page` (DOCS_PATH or REDOC_PATH) on the other hosts; "" for no host."""
    if not hosts:
        return ""
    if all(host.here for host in hosts):
        names = ", ".join(escape(host.name) for host in hosts)
        shown = f"This server serves every host: {names}."
    else:
        parts = []
        for host in hosts:
            name = escape(host.name)
            if host.here:
                parts.append(f"<strong>{name}</strong> (this page)")
            elif host.url:
                parts.append(f'<a href="{escape(host.url + page)}">{name}</a>')
            else:
                parts.append(f'<span title="its URL is not configured here">{name}</span>')
        shown = "Hosts: " + " · ".join(parts)
    return f'<nav class="canopy-hosts" aria-label="Hosts" style="{NAV_STYLE}">{shown}</nav>'


def _with_nav(page: HTMLResponse, nav: str) -> HTMLResponse:
    """The page with `nav` first in its body (FastAPI's pages have one plain <body>)."""
    if not nav:
        return page
    html = bytes(page.body).decode("utf-8")
    return HTMLResponse(html.replace("<body>", f"<body>\n{nav}", 1))


def mount_docs(app: FastAPI, document: bytes, hosts: HostLinks | None = None) -> None:
    """Serve the document and both pages; `hosts` gives the hosts to link to, for the request."""

    def nav(request: Request, page: str) -> str:
        return hosts_nav(hosts(request), page) if hosts is not None else ""

    async def openapi(request: Request) -> Response:
        return Response(document, media_type="application/json")

    async def docs(request: Request) -> HTMLResponse:
        page = get_swagger_ui_html(
            openapi_url=OPENAPI_PATH,
            title=f"{app.title}: API docs",
            swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS}/favicon-32x32.png",
        )
        return _with_nav(page, nav(request, DOCS_PATH))

    async def redoc(request: Request) -> HTMLResponse:
        page = get_redoc_html(
            openapi_url=OPENAPI_PATH,
            title=f"{app.title}: API reference",
            redoc_js_url=f"{REDOC_ASSETS}/redoc.standalone.js",
            redoc_favicon_url=f"{ASSETS}/favicon-32x32.png",
            with_google_fonts=False,
        )
        return _with_nav(page, nav(request, REDOC_PATH))

    app.add_route(OPENAPI_PATH, openapi, methods=["GET"], include_in_schema=False)
    app.add_route(DOCS_PATH, docs, methods=["GET"], include_in_schema=False)
    app.add_route(REDOC_PATH, redoc, methods=["GET"], include_in_schema=False)
    app.mount(ASSETS, StaticFiles(directory=Path(swagger_ui_path)), name="docs-assets")
    # After the page's own route, which takes /api/redoc/ itself.
    app.mount(REDOC_ASSETS, StaticFiles(directory=REDOC_FILES), name="redoc-assets")


def mount_decisions(app: FastAPI, page: bytes) -> None:
    """Serve the decisions page (generated from spec/decisions.yaml) that descriptions link to."""

    async def decisions(request: Request) -> Response:
        return Response(page, media_type="text/html; charset=utf-8")

    app.add_route(DECISIONS_PATH, decisions, methods=["GET"], include_in_schema=False)
