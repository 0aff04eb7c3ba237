"""/api/openapi.json, /api/docs/ (Swagger UI) and /api/redoc/ (ReDoc), from local files: no CDN is needed.

Swagger UI comes from the swagger-ui-bundle-v2 package, ReDoc's standalone bundle from
fastapi-standalone-docs (only its files are used). Both pages show each operation's code
(A1, M2...) before its summary: the served document puts it there (served_openapi.py).
"""

from __future__ import annotations

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
ASSETS = "/api/docs/assets"
# ReDoc's files sit beside its page: the bundle asks for its logo at <page path>/logo-mini.svg.
REDOC_ASSETS = "/api/redoc"
REDOC_FILES = Path(str(files("fastapi_standalone_docs") / "static" / "redoc"))


def mount_docs(app: FastAPI, document: bytes) -> None:
    async def openapi(request: Request) -> Response:
        return Response(document, media_type="application/json")

    async def docs(request: Request) -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=OPENAPI_PATH,
            title=f"{app.title}: API docs",
            swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS}/favicon-32x32.png",
        )

    async def redoc(request: Request) -> HTMLResponse:
        return get_redoc_html(
            openapi_url=OPENAPI_PATH,
            title=f"{app.title}: API reference",
            redoc_js_url=f"{REDOC_ASSETS}/redoc.standalone.js",
            redoc_favicon_url=f"{ASSETS}/favicon-32x32.png",
            with_google_fonts=False,
        )

    app.add_route(OPENAPI_PATH, openapi, methods=["GET"], include_in_schema=False)
    app.add_route(DOCS_PATH, docs, methods=["GET"], include_in_schema=False)
    app.add_route(REDOC_PATH, redoc, methods=["GET"], include_in_schema=False)
    app.mount(ASSETS, StaticFiles(directory=Path(swagger_ui_path)), name="docs-assets")
    # After the page's own route, which takes /api/redoc/ itself.
    app.mount(REDOC_ASSETS, StaticFiles(directory=REDOC_FILES), name="redoc-assets")
