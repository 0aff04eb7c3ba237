"""Products and due diligence statements through the API, as their tests use them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx2 as httpx
from sqlalchemy import event
from sqlalchemy.engine import Engine
from starlette.testclient import TestClient

from tests.api.conftest import Env

PRODUCTS = "/api/products/"
STATEMENTS = "/api/due-diligence-statements/"
NOT_FOUND = (404, {"detail": "Not found."})


class Catalogue:
    def __init__(self, client: TestClient, env: Env) -> None:
        self.client, self.env = client, env

    def _created(self, path: str, body: dict[str, Any], who: str) -> dict[str, Any]:
        response = self.client.post(path, json=body, headers=self.env.auth(who))
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    def product(self, sku: str, name: str | None = None, who: str = "owner", **fields: Any) -> dict[str, Any]:
        return self._created(PRODUCTS, {"sku": sku, "name": name or f"Product {sku}", **fields}, who)

    def statement(self, identifier: str, name: str | None = None, who: str = "owner", **fields: Any) -> dict[str, Any]:
        body = {"dds_identifier": identifier, "name": name or f"Statement {identifier}", **fields}
        return self._created(STATEMENTS, body, who)

    def get(self, path: str, who: str = "owner", **params: Any) -> dict[str, Any]:
        response = self.client.get(path, params=params, headers=self.env.auth(who))
        assert response.status_code == 200, response.text
        found: dict[str, Any] = response.json()
        return found

    def listed(self, path: str, key: str, **params: Any) -> list[Any]:
        """The `key` of each listed record, in the order listed (one page of up to 1000)."""
        return [record[key] for record in self.get(path, limit=1000, **params)["results"]]

    def patch(self, path: str, body: dict[str, Any], who: str = "owner") -> httpx.Response:
        return self.client.patch(path, json=body, headers=self.env.auth(who))

    def delete(self, path: str, who: str = "owner") -> httpx.Response:
        return self.client.delete(path, headers=self.env.auth(who))


@contextmanager
def counted_statements(engine: Any = Engine) -> Iterator[list[str]]:
    """The SQL statements every engine of this process (or `engine` alone) runs inside the block
    (those run by the driver itself, db/prepared.py, included)."""
    statements: list[str] = []

    def count(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        statements.append(statement)

    event.listen(engine, "before_cursor_execute", count)
    try:
        yield statements
    finally:
        event.remove(engine, "before_cursor_execute", count)
