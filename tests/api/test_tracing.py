"""TR1: an order's upstream graph as nodes and edges with statuses, and as GeoJSON of the origin
plots that reach it (decision order_tracing)."""

from __future__ import annotations

import json
from typing import Any

import geojson
import pytest
import shapely.geometry
from starlette.testclient import TestClient

from tests.api.conftest import Env
from tests.api.order_support import BATCH, ORIGINS, SQUARE, VALUE_CHAINS, Orders

POINT = {"type": "Point", "coordinates": [-5.45, 6.05]}


@pytest.fixture
def orders(client: TestClient, env: Env) -> Orders:
    return Orders(client, env)


def _trace(orders: Orders, id: int, who: str = "owner", **params: Any) -> Any:
    return orders.client.get(f"/api/orders/{id}/trace/", params=params, headers=orders.env.auth(who))


def _batch(orders: Orders, external_id: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    body = {"type": "produced_batch", "external_id": external_id, "order_created_at": "2024-02-01", "items": items}
    return orders.created(BATCH, body)


def _graph(trace: dict[str, Any]) -> tuple[dict[str, int], set[tuple[str, str, str]]]:
    """The nodes by id with their depth, and the edges; each node listed once."""
    nodes = {node["id"]: node["depth"] for node in trace["nodes"]}
    assert len(nodes) == len(trace["nodes"])
    edges = {(edge["source"], edge["target"], edge["relation"]) for edge in trace["edges"]}
    assert len(edges) == len(trace["edges"])
    assert all(source in nodes and target in nodes for source, target, _ in edges)  # no dangling link
    return nodes, edges


def test_the_upstream_graph_of_an_order_to_any_depth_and_as_geojson(orders: Orders) -> None:
    plot = orders.created(ORIGINS, {"name": "Plot", "country": "CI", "commodity": "cocoa", "geometry": SQUARE})
    late = orders.created(
        ORIGINS,
        {"name": "Late", "country": "GH", "commodity": "cocoa", "geometry": POINT, "area_hectares": 2,
         "production_date": "2024-01-01", "producer": "Kofi"},
    )  # fmt: skip
    mill = orders.created(ORIGINS, {"name": "Mill", "country": "CI", "commodity": "cocoa", "geometry": SQUARE})
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa")["id"]
    beans = orders.purchase(
        "PO-1",
        items=[
            {"buyer_product": cocoa, "trace": {"traced_origins": [plot["id"]]}},
            {"buyer_product": cocoa, "trace": {"traced_origins": [late["id"]]}},
        ],
    )
    butter = _batch(
        orders,
        "B-1",
        [{"buyer_product": cocoa, "trace": {"traced_orders": [beans["id"]], "traced_origins": [mill["id"]]}}],
    )
    # Reached twice: directly from the bar's second item (1 link) and through the butter (2 links).
    bar = _batch(
        orders,
        "B-2",
        [
            {"buyer_product": cocoa, "trace": {"traced_orders": [butter["id"]]}},
            {"external_id": "line-2", "trace": {"traced_orders": [beans["id"]]}},
        ],
    )
    unrelated = orders.purchase("PO-9", items=[{"buyer_product": cocoa, "trace": {"traced_origins": [plot["id"]]}}])

    response = _trace(orders, bar["id"])
    assert response.status_code == 200, response.text
    trace = response.json()
    nodes, edges = _graph(trace)
    (bar_1, bar_2), (butter_1,), (beans_1, beans_2) = ([i["id"] for i in o["items"]] for o in (bar, butter, beans))
    assert nodes == {
        f"order:{bar['id']}": 0, f"order_item:{bar_1}": 0, f"order_item:{bar_2}": 0,
        f"order:{butter['id']}": 1, f"order_item:{butter_1}": 1,
        f"order:{beans['id']}": 1, f"order_item:{beans_1}": 1, f"order_item:{beans_2}": 1,
        f"origin:{mill['id']}": 2, f"origin:{plot['id']}": 2, f"origin:{late['id']}": 2,
    }  # fmt: skip
    assert f"order:{unrelated['id']}" not in nodes
    assert trace["nodes"][0]["id"] == f"order:{bar['id']}"  # the order traced first
    assert edges == {
        (f"order_item:{bar_1}", f"order:{bar['id']}", "item"),
        (f"order_item:{bar_2}", f"order:{bar['id']}", "item"),
        (f"order:{butter['id']}", f"order_item:{bar_1}", "traced_order"),
        (f"order:{beans['id']}", f"order_item:{bar_2}", "traced_order"),
        (f"order_item:{butter_1}", f"order:{butter['id']}", "item"),
        (f"order:{beans['id']}", f"order_item:{butter_1}", "traced_order"),
        (f"origin:{mill['id']}", f"order_item:{butter_1}", "traced_origin"),
        (f"order_item:{beans_1}", f"order:{beans['id']}", "item"),
        (f"order_item:{beans_2}", f"order:{beans['id']}", "item"),
        (f"origin:{plot['id']}", f"order_item:{beans_1}", "traced_origin"),
        (f"origin:{late['id']}", f"order_item:{beans_2}", "traced_origin"),
    }
    # Statuses as stored (decision assessment_propagation): the late plot fails the cut-off date.
    by_id = {node["id"]: node for node in trace["nodes"]}
    stored = {f"order:{o['id']}": orders.order(o["id"]).json()["assessment_status"] for o in (bar, butter, beans)}
    assert {id: by_id[id]["assessment_status"] for id in stored} == stored == dict.fromkeys(stored, "failing")
    assert by_id[f"origin:{late['id']}"] | {"assessment_status": "failing"} == by_id[f"origin:{late['id']}"]
    assert by_id[f"origin:{late['id']}"]["country"] == "GH" and by_id[f"origin:{late['id']}"]["label"] == "Late"
    assert (
        by_id[f"order_item:{bar_1}"]["label"] == "Cocoa beans" and by_id[f"order_item:{bar_1}"]["commodity"] == "cocoa"
    )
    assert by_id[f"order_item:{bar_2}"]["label"] == "line-2" and by_id[f"order_item:{bar_2}"]["commodity"] is None
    assert (trace["order"], trace["depth"], trace["truncated"]) == (bar["id"], None, False)

    # The same body is a GeoJSON FeatureCollection of the three plots, as GIS tools read it.
    collection = geojson.loads(response.text)
    assert isinstance(collection, geojson.FeatureCollection)
    assert collection.is_valid, collection.errors()
    assert [feature["id"] for feature in trace["features"]] == [f"origin:{o['id']}" for o in (plot, late, mill)]
    late_feature = trace["features"][1]
    assert late_feature["geometry"] == POINT
    assert late_feature["properties"] == {
        "origin": late["id"], "name": "Late", "country": "GH", "commodity": "cocoa", "producer": "Kofi",
        "area_hectares": 2, "production_date": "2024-01-01", "assessment_status": "failing", "depth": 2,
    }  # fmt: skip
    assert all(shapely.geometry.shape(feature["geometry"]).is_valid for feature in trace["features"])

    # One link: the bar, its items, what they are traced to and those orders' items; no plot.
    shallow = _trace(orders, bar["id"], depth=1).json()
    assert _graph(shallow)[0] == {id: depth for id, depth in nodes.items() if depth <= 1}
    assert (shallow["depth"], shallow["truncated"], shallow["features"]) == (1, True, [])
    assert json.loads(_trace(orders, bar["id"], depth=2).text)["truncated"] is False
    assert _graph(_trace(orders, bar["id"], depth=2).json()) == (nodes, edges)

    # An order traced to nothing is its own graph.
    alone = _trace(orders, unrelated["id"], depth=1).json()
    assert _graph(alone)[0] == {
        f"order:{unrelated['id']}": 0,
        f"order_item:{unrelated['items'][0]['id']}": 0,
        f"origin:{plot['id']}": 1,
    }
    assert alone["truncated"] is False


def test_tracing_refuses_a_bad_depth_and_other_workspaces_orders(orders: Orders) -> None:
    order = orders.purchase("PO-1")
    assert _trace(orders, order["id"], depth=0).status_code == 400
    refused = _trace(orders, order["id"], depth="deep")
    assert refused.status_code == 400 and "depth" in refused.json()
    assert _trace(orders, order["id"], "other_owner").json() == {"detail": "Not found."}
    assert _trace(orders, order["id"], "other_owner").status_code == 404
    assert _trace(orders, 2_000_000_000).status_code == 404
    assert _trace(orders, order["id"], "viewer").status_code == 200  # reading orders is enough


def test_the_counterpart_traces_a_shared_order_without_the_plots_it_was_not_shown(orders: Orders, env: Env) -> None:
    b = env.workspaces["b"]
    plot = orders.origin("Plot")["id"]
    chain = orders.created(
        VALUE_CHAINS,
        {"company_name": "Bolt", "country_code": "DE", "reciprocal_company_id": b, "permission_granted": True},
    )["id"]
    cocoa = orders.product("COC-1", "Cocoa beans", commodity="cocoa")["id"]
    earlier = orders.purchase("PO-0", items=[{"buyer_product": cocoa, "trace": {"traced_origins": [plot]}}])
    shared = orders.purchase(
        "PO-1",
        seller_company_id=b,
        value_chain=chain,
        items=[{"buyer_product": cocoa, "trace": {"traced_orders": [earlier["id"]], "traced_origins": [plot]}}],
    )
    [item] = shared["items"]
    seen = _trace(orders, shared["id"], "other_owner")
    assert seen.status_code == 200, seen.text
    nodes, edges = _graph(seen.json())
    # b reads the order and its item as a shares them; a's earlier order and plot are not shared.
    assert nodes == {f"order:{shared['id']}": 0, f"order_item:{item['id']}": 0}
    assert edges == {(f"order_item:{item['id']}", f"order:{shared['id']}", "item")}
    assert seen.json()["features"] == []
    assert _trace(orders, earlier["id"], "other_owner").status_code == 404
    # a sees the whole of it.
    assert set(_graph(_trace(orders, shared["id"]).json())[0]) == {
        f"order:{shared['id']}", f"order_item:{item['id']}", f"order:{earlier['id']}",
        f"order_item:{earlier['items'][0]['id']}", f"origin:{plot}",
    }  # fmt: skip
