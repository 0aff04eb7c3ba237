"""Orders through the API, and a small catalogue of what they refer to, as the order tests use them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx2 as httpx
from starlette.testclient import TestClient

from tests.api.catalogue import Catalogue
from tests.api.conftest import Env

ORDERS = "/api/orders/"
BATCH = "/api/batch-orders/"
PURCHASE = "/api/purchase-orders/"
SALE = "/api/sale-orders/"
ORIGINS = "/api/origins/"
VALUE_CHAINS = "/api/value-chains/"
SQUARE = {"type": "Polygon", "coordinates": [[[-5.5, 6.0], [-5.4, 6.0], [-5.4, 6.1], [-5.5, 6.1], [-5.5, 6.0]]]}


class Orders(Catalogue):
    def post(self, path: str, body: dict[str, Any], who: str = "owner") -> httpx.Response:
        return self.client.post(path, json=body, headers=self.env.auth(who))

    def created(self, path: str, body: dict[str, Any], who: str = "owner") -> dict[str, Any]:
        response = self.post(path, body, who)
        assert response.status_code == 201, response.text
        created: dict[str, Any] = response.json()
        return created

    def purchase(self, external_id: str, who: str = "owner", **fields: Any) -> dict[str, Any]:
        body = {"type": "order", "external_id": external_id, "order_created_at": "2024-01-01"} | fields
        return self.created(PURCHASE, body, who)

    def changed(self, path: str, body: dict[str, Any], who: str = "owner") -> dict[str, Any]:
        response = self.patch(path, body, who)
        assert response.status_code == 200, response.text
        changed: dict[str, Any] = response.json()
        return changed

    def order(self, id: int, action: str = "buying", who: str = "owner") -> httpx.Response:
        return self.client.get(f"{ORDERS}{id}/", params={"order_action": action}, headers=self.env.auth(who))

    def ids(self, action: str = "buying", who: str = "owner", **params: Any) -> list[int]:
        """The ids listed, in the order listed; the count must be their number (no duplicates)."""
        page = self.get(ORDERS, who, order_action=action, limit=1000, **params)
        ids = [order["id"] for order in page["results"]]
        assert page["count"] == len(ids) == len(set(ids)), page
        return ids

    def origin(self, name: str) -> dict[str, Any]:
        return self.created(ORIGINS, {"name": name, "country": "CI", "commodity": "cocoa", "geometry": SQUARE})

    def value_chain(self, name: str) -> dict[str, Any]:
        return self.created(VALUE_CHAINS, {"company_name": name, "country_code": "GH"})


@dataclass
class Refs:
    """What the fixture orders refer to, by name: products, origins, a value chain, statements."""

    cocoa: int
    coffee: int
    plot: int
    farm: int
    chain: int


def make_refs(orders: Orders) -> Refs:
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa", composition="simple")["id"]
    coffee = orders.product("COF-2", "Coffee blend", commodity="coffee", composition="composite")["id"]
    orders.statement("DDS-1")
    orders.statement("DDS-2")
    return Refs(
        cocoa, coffee, orders.origin("Plot")["id"], orders.origin("Farm")["id"], orders.value_chain("Coop")["id"]
    )


def orders_fixture(client: TestClient, env: Env) -> Orders:
    return Orders(client, env)
