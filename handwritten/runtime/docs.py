"""/api/openapi.json and /api/docs/ (Swagger UI), from local files: no CDN is needed."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.staticfiles import StaticFiles
from swagger_ui_bundle import swagger_ui_path

ASSETS = "/api/docs/assets"


def mount_docs(app: FastAPI, document: bytes) -> None:
    async def openapi(request: Request) -> Response:
        return Response(document, media_type="application/json")

    async def docs(request: Request) -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url="/api/openapi.json",
            title=f"{app.title}: API docs",
            swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS}/favicon-32x32.png",
        )

    app.add_route("/api/openapi.json", openapi, methods=["GET"], include_in_schema=False)
    app.add_route("/api/docs/", docs, methods=["GET"], include_in_schema=False)
    app.mount(ASSETS, StaticFiles(directory=Path(swagger_ui_path)), name="docs-assets")
