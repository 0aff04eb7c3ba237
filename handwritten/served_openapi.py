"""The OpenAPI document a host serves: the generated one, less the operations not implemented."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import yaml

from generated.operations import BY_NAME
from generator.refs import referenced_schemas
from handwritten.runtime.implementation import implements

OPENAPI = Path(__file__).resolve().parent.parent / "generated" / "openapi"
DECISIONS_PAGE = OPENAPI.parent / "docs" / "decisions.html"
METHODS = ("get", "put", "post", "patch", "delete")
# Between an operation's code and its summary in the served document.
CODE_SEPARATOR = " · "


@cache
def _generated(name: str) -> dict[str, Any]:
    document: dict[str, Any] = yaml.load(
        (OPENAPI / f"{name}.yaml").read_text(encoding="utf-8"), Loader=yaml.CSafeLoader
    )
    return document


@cache
def decisions_page() -> bytes:
    """The decisions page every host serves beside its document, which links to it."""
    return DECISIONS_PAGE.read_bytes()


def served_document(host: str | None, services: Mapping[str, object]) -> bytes:
    """The JSON document of `host` (None: all hosts) listing only implemented operations."""
    implemented = frozenset(
        name
        for name, operation in BY_NAME.items()
        if implements(services.get(operation.area), operation.interface, name)
    )
    return _served(host, implemented)


@lru_cache(maxsize=16)
def _served(host: str | None, implemented: frozenset[str]) -> bytes:
    """Made once per host and set of implemented operations in a process: copying the generated
    document and walking it for unused schemas is most of what building an app costs (the tests
    build one per test)."""
    document = copy.deepcopy(_generated(host or "combined"))
    # Served from the host itself: its operations are here, whatever the placeholders say.
    document["servers"] = [{"url": "/", "description": f"this server ({host or 'all hosts'})"}]
    for path, item in list(document["paths"].items()):
        for method in [m for m in METHODS if m in item]:
            operation = BY_NAME[item[method]["operationId"]]
            item[method].pop("servers", None)
            if operation.name not in implemented:
                del item[method]
            else:
                item[method]["summary"] = coded_summary(item[method])
        if not any(m in item for m in METHODS):
            del document["paths"][path]
    used_tags = {tag for item in document["paths"].values() for op in item.values() for tag in op.get("tags", [])}
    document["tags"] = [tag for tag in document.get("tags", []) if tag["name"] in used_tags]
    _drop_unused_schemas(document)
    return json.dumps(document, sort_keys=True).encode("utf-8")


def coded_summary(operation: Mapping[str, Any]) -> str:
    """The summary shown by the docs pages: the operation's code first ("A1 · Current user").

    Swagger UI and ReDoc show an operation's summary but not its `x-code`, by which the service
    document and the tests name it; the generated documents keep the plain summary.
    """
    return f"{operation['x-code']}{CODE_SEPARATOR}{operation['summary']}"


def _drop_unused_schemas(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    used = referenced_schemas(document["paths"], schemas)
    document["components"]["schemas"] = {name: schemas[name] for name in sorted(used)}
