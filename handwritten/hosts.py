"""Finding one's way between the hosts (decisions host_index and not_found_host_hint).

    GET /           this app: the host it serves, its docs, OpenAPI document and health checks,
                    and every host of the document's host table: what it serves, its URL, its docs
    docs pages      a line of links to the other hosts' docs pages (runtime/docs.py draws it)
    404             for a path another host serves, names that host: "Not found. /api/orders/ is
                    served by the supply_chain host: http://127.0.0.1:8001/api/orders/"

A host's URL is its setting, named after the document's placeholder (CANOPY_BASE_URL for
{base_url}...); `canopy serve` fills the empty ones from its address and ports (`fill_host_urls`).
Left empty (tests, another ASGI server), the app of one host names itself by the request's URL and
gives null for the others rather than guessing; the combined app, which is every host, names them
all by the request's URL.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from importlib.metadata import version
from typing import Any
from urllib.parse import quote

from starlette._utils import get_route_path  # the path below root_path, as routes match it
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from generated.operations import HOST_TABLE, HOSTS, OPERATIONS
from handwritten.runtime.docs import DOCS_PATH, OPENAPI_PATH, HostLink
from handwritten.runtime.errors import NOT_FOUND_HINT
from handwritten.runtime.health import LIVENESS_PATH, READINESS_PATH
from handwritten.settings import Settings

SERVICE = "Canopy"
VERSION = version("canopy")
ALL_HOSTS = "all hosts"
# Addresses of every interface: a server bound to one cannot say by which address it is reached.
EVERY_INTERFACE = frozenset({"", "0.0.0.0", "::"})


class HostDirectory:
    """Where each host is, as the app of `host` (None: the combined app) tells its clients."""

    def __init__(self, host: str | None, settings: Settings) -> None:
        self.host = host
        self.configured: dict[str, str] = {name: getattr(settings, HOST_TABLE[name].placeholder) for name in HOSTS}
        # The other hosts' operation paths, one expression per host; the combined app has no other host.
        paths: dict[str, set[str]] = {}
        for op in OPERATIONS:
            if host is not None and op.host != host:
                paths.setdefault(op.host, set()).add(_path_pattern(op.path))
        self.elsewhere = [(name, re.compile("|".join(sorted(found)))) for name, found in paths.items()]

    def url(self, name: str, request: Request) -> str | None:
        """The URL of host `name`: its setting, else this server's for a host this app serves, else None."""
        if self.configured[name]:
            return self.configured[name]
        return _request_url(request) if self.host in (None, name) else None

    def host_serving(self, path: str) -> str | None:
        """The other host that has an operation at `path`, if any (an id matches any one segment)."""
        return next((name for name, pattern in self.elsewhere if pattern.fullmatch(path)), None)

    def not_found_hint(self, request: Request) -> str | None:
        path = get_route_path(request.scope)
        name = self.host_serving(path)
        if name is None:
            return None
        url = self.url(name, request)
        where = f"{path} is served by the {name} host"
        return f"{where}: {url}{quote(path)}" if url else f"{where}."

    def docs_links(self, request: Request) -> list[HostLink]:
        """Every host, for the docs pages' links: this app's are "here" (all of them for the combined app)."""
        return [HostLink(name, self.url(name, request), self.host in (None, name)) for name in HOSTS]

    def index(self, request: Request) -> dict[str, Any]:
        here = self.url(self.host, request) if self.host else _request_url(request)
        return {
            "service": SERVICE,
            "version": VERSION,
            "host": self.host or ALL_HOSTS,
            "docs_url": f"{here}{DOCS_PATH}",
            "openapi_url": f"{here}{OPENAPI_PATH}",
            "health": {"liveness": f"{here}{LIVENESS_PATH}", "readiness": f"{here}{READINESS_PATH}"},
            "hosts": {
                name: {"serves": HOST_TABLE[name].serves, "url": url, "docs_url": url and f"{url}{DOCS_PATH}"}
                for name in HOSTS
                for url in [self.url(name, request)]
            },
        }


def mount_host_index(app: Starlette, directory: HostDirectory) -> None:
    """Serve GET / (anonymous, outside the OpenAPI document), and name the host of another host's path in a 404."""

    async def index(request: Request) -> Response:
        return JSONResponse(directory.index(request))

    app.add_route("/", index, methods=["GET"], include_in_schema=False)
    if directory.host is not None:
        setattr(app.state, NOT_FOUND_HINT, directory.not_found_hint)


def served_urls(bind: str, ports: Iterable[tuple[str | None, int]]) -> dict[str, str]:
    """Each host's URL as `canopy serve` listens: `ports` pairs a host (None: every host) with its
    port. Empty for an address of every interface, which names no address clients could use."""
    if bind in EVERY_INTERFACE:
        return {}
    address = f"[{bind}]" if ":" in bind else bind
    return {name: f"http://{address}:{port}" for host, port in ports for name in (HOSTS if host is None else [host])}


def fill_host_urls(settings: Settings, bind: str, ports: Iterable[tuple[str | None, int]]) -> dict[str, str]:
    """Set the hosts' URL settings left empty to the URLs `canopy serve` listens on; the ones set, by host."""
    filled = {}
    for name, url in served_urls(bind, ports).items():
        placeholder = HOST_TABLE[name].placeholder
        if not getattr(settings, placeholder):
            setattr(settings, placeholder, url)
            filled[name] = url
    return filled


def _path_pattern(path: str) -> str:
    """An operation's path as a regular expression: each {parameter} is one path segment."""
    return "".join("[^/]+" if part.startswith("{") else re.escape(part) for part in re.split(r"(\{[^}/]+\})", path))


def _request_url(request: Request) -> str:
    return str(request.base_url).rstrip("/")
