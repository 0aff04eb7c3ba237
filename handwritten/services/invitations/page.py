"""The page the invitation email links to (decision invitation_page): GET /invitations/{id}/.

One static file, accept_page.html, with its CSS and a little script inline: the script reads the
id from the URL, shows the preview (I8) and accepts through IA1, then shows the key once. The page
is served as it is for any well-formed id, without reading the database: all it learns, it learns
through I8 and IA1, which are rate-limited. Its Content-Security-Policy lets in nothing from
outside: the inline script and style by their hashes, requests to its own origin only. The
access log names it by its path template, never the id in its URL, which is a credential.
"""

from __future__ import annotations

import base64
import hashlib
import re
from importlib.resources import files

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from handwritten.runtime.context import OPERATION_KEY, OperationInfo
from handwritten.runtime.errors import NotFound
from handwritten.runtime.observe import UNMATCHED

__all__ = ["PAGE_PATH", "page_routes"]

PAGE_PATH = "/invitations/{id}/"
# An id as the link carries it, a UUID in its canonical form; anything else is the plain 404.
_ID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_HTML = (files(__package__) / "accept_page.html").read_bytes()
# What the access log and the metrics know of a request for the page: no operation, its template.
_PAGE = OperationInfo(UNMATCHED, "invitation_page", "GET", PAGE_PATH)


def _hashes(tag: str) -> str:
    """The CSP sources of the page's inline `tag` elements: the SHA-256 of each one's text."""
    found = re.findall(rf"<{tag}>(.*?)</{tag}>".encode(), _HTML, flags=re.DOTALL)
    if not found:
        raise RuntimeError(f"accept_page.html has no <{tag}>")
    return " ".join(f"'sha256-{base64.b64encode(hashlib.sha256(text).digest()).decode()}'" for text in found)


CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'none'",
        f"script-src {_hashes('script')}",
        f"style-src {_hashes('style')}",
        "connect-src 'self'",
        "img-src data:",  # the empty favicon, so the browser asks for none
        "base-uri 'none'",
        "form-action 'none'",  # the form is sent by the script, never by the browser
        "frame-ancestors 'none'",
    ]
)
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "Referrer-Policy": "no-referrer",  # the URL carries the invitation's id, the only credential
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",  # it shows a key once: nothing of it may be kept
    "X-Robots-Tag": "noindex, nofollow",
}


async def invitation_page(request: Request) -> Response:
    request.scope[OPERATION_KEY] = _PAGE
    if not _ID.fullmatch(request.path_params["id"]):
        raise NotFound()
    return Response(_HTML, media_type="text/html; charset=utf-8", headers=HEADERS)


def page_routes() -> list[BaseRoute]:
    return [Route(PAGE_PATH, invitation_page, methods=["GET"], name="invitation_page", include_in_schema=False)]
