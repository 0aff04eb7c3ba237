"""Origins OG1–OG5, extension operations (decisions origins, origin_geometry, referenced_deletion)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx2 as httpx
import pytest
from sqlalchemy import literal, select
from starlette.testclient import TestClient

from handwritten.services.references import ORIGINS, Referrer
from tests.api.conftest import Env

ORIGINS_PATH = "/api/origins/"
SQUARE = {"type": "Polygon", "coordinates": [[[-5.5, 6.0], [-5.4, 6.0], [-5.4, 6.1], [-5.5, 6.1], [-5.5, 6.0]]]}
POINT = {"type": "Point", "coordinates": [-5.45, 6.05]}


class Origins:
    def __init__(self, client: TestClient, env: Env) -> None:
        self.client, self.env = client, env

    def post(self, who: str = "owner", **fields: Any) -> httpx.Response:
        body = {"name": "Plot", "country": "CI", "commodity": "cocoa", "geometry": SQUARE} | fields
        return self.client.post(ORIGINS_PATH, json=body, headers=self.env.auth(who))

    def create(self, who: str = "owner", **fields: Any) -> dict[str, Any]:
        response = self.post(who, **fields)
        assert response.status_code == 201, response.text
        origin: dict[str, Any] = response.json()
        return origin

    def patch(self, id: int, who: str = "owner", **fields: Any) -> httpx.Response:
        return self.client.patch(f"{ORIGINS_PATH}{id}/", json=fields, headers=self.env.auth(who))

    def get(self, id: int, who: str = "owner") -> dict[str, Any]:
        response = self.client.get(f"{ORIGINS_PATH}{id}/", headers=self.env.auth(who))
        assert response.status_code == 200, response.text
        origin: dict[str, Any] = response.json()
        return origin

    def names(self, who: str = "owner", **params: Any) -> list[str]:
        response = self.client.get(ORIGINS_PATH, params=params, headers=self.env.auth(who))
        assert response.status_code == 200, response.text
        return [origin["name"] for origin in response.json()["results"]]


@pytest.fixture
def origins(client: TestClient, env: Env) -> Origins:
    return Origins(client, env)


def test_an_origin_is_created_with_its_defaults_and_read_back(origins: Origins) -> None:
    created = origins.create(name="Soubré plot 7")
    summary = created["assessment_summary"]  # decision origin_checks; tested in test_origin_assessment.py
    assert (summary["status"], [check["check"] for check in summary["checks"]]) == (
        "pending",
        ["geolocation", "country_risk", "cut_off_date"],
    )
    assert created | {"id": None, "created_at": None, "updated_at": None, "assessment_summary": None} == {
        "id": None,
        "name": "Soubré plot 7",
        "country": "CI",
        "country_detail": {
            "name": "Côte d'Ivoire",
            "alpha_2": "CI",
            "alpha_3": "CIV",
            "numeric": "384",
            "official_name": "Republic of Côte d'Ivoire",
            "flag": "🇨🇮",
            "eu_status": "standard",
        },
        "producer": None,
        "commodity": "cocoa",
        "area_hectares": None,
        "geometry": SQUARE,
        "production_date": None,
        "deforestation_free_declaration": False,
        "external_id": "",
        "assessment_status": "pending",
        "assessment_summary": None,
        "created_at": None,
        "updated_at": None,
    }
    assert origins.get(created["id"]) == created
    changed = origins.patch(created["id"], producer="Kouassi", area_hectares=2.5, geometry=POINT)
    assert changed.status_code == 200, changed.text
    assert (changed.json()["producer"], changed.json()["area_hectares"], changed.json()["geometry"]) == (
        "Kouassi",
        2.5,
        POINT,
    )
    assert changed.json()["name"] == "Soubré plot 7"
    assert origins.get(created["id"]) == changed.json()


def test_filters_include_and_exclude(origins: Origins) -> None:
    origins.create(name="Alpha", country="GH", commodity="cocoa", producer="Ama Mensah", external_id="A-1")
    origins.create(
        name="Beta",
        country="BR",
        commodity="soya",
        area_hectares=120,
        production_date="2025-03-01",
        deforestation_free_declaration=True,
    )
    origins.create(name="Gamma", country="CI", commodity="coffee", geometry=POINT, external_id="G-1")
    assert origins.names() == ["Alpha", "Beta", "Gamma"]  # by name
    assert origins.names(country="GH") == ["Alpha"]
    assert origins.names(country__in="BR,CI") == ["Beta", "Gamma"]
    assert origins.names(commodity="soya") == ["Beta"]
    assert origins.names(commodity__in="cocoa,coffee") == ["Alpha", "Gamma"]
    # Beta is declared deforestation-free; Alpha has no production date, Gamma is a point of unknown area.
    assert origins.names(assessment_status="pending") == ["Alpha", "Gamma"]
    assert origins.names(assessment_status__in="passing,failing") == ["Beta"]
    assert origins.names(name__icontains="AMM") == ["Gamma"]
    assert origins.names(name="Beta") == ["Beta"]
    assert origins.names(producer__icontains="mensah") == ["Alpha"]
    assert origins.names(producer__isnull="true") == ["Beta", "Gamma"]
    assert origins.names(external_id="G-1") == ["Gamma"]
    assert origins.names(deforestation_free_declaration="true") == ["Beta"]
    assert origins.names(production_date__gte="2025-01-01") == ["Beta"]
    assert origins.names(production_date__lte="2024-12-31") == []
    ids = {name: origins.create(name=name)["id"] for name in ("Delta",)}
    assert origins.names(id=ids["Delta"]) == ["Delta"]
    assert origins.names(id__in=f"{ids['Delta']},999999") == ["Delta"]
    # Search: name, producer and external id; every term must match one of them.
    assert origins.names(search="mensah") == ["Alpha"]
    assert origins.names(search="g-1") == ["Gamma"]
    assert origins.names(search="alpha ama") == ["Alpha"]
    assert origins.names(search="alpha beta") == []
    # Ordering, with the id after it for stable pages.
    assert origins.names(ordering="-name") == ["Gamma", "Delta", "Beta", "Alpha"]
    assert origins.names(ordering="-area_hectares,name")[0] == "Alpha"  # NULLs first, descending
    assert origins.names(ordering="country,name") == ["Beta", "Delta", "Gamma", "Alpha"]


def test_another_workspace_sees_and_touches_nothing(origins: Origins, client: TestClient, env: Env) -> None:
    mine = origins.create(name="Mine")["id"]
    theirs = origins.create("other_owner", name="Theirs")["id"]
    assert origins.names() == ["Mine"] and origins.names("other_owner") == ["Theirs"]
    auth = env.auth("other_owner")
    for response in (
        client.get(f"{ORIGINS_PATH}{mine}/", headers=auth),
        client.patch(f"{ORIGINS_PATH}{mine}/", json={"name": "x"}, headers=auth),
        client.delete(f"{ORIGINS_PATH}{mine}/", headers=auth),
    ):
        assert (response.status_code, response.json()) == (404, {"detail": "Not found."})
    assert origins.names(id=theirs) == []
    assert origins.get(mine)["name"] == "Mine"


def test_a_viewer_reads_and_cannot_write(origins: Origins, client: TestClient, env: Env) -> None:
    id = origins.create(name="Seen")["id"]
    assert origins.names("viewer") == ["Seen"]
    assert origins.get(id, "viewer")["name"] == "Seen"
    forbidden = {"detail": "You do not have permission to perform this action."}
    for response in (
        origins.post("viewer"),
        origins.patch(id, "viewer", name="x"),
        client.delete(f"{ORIGINS_PATH}{id}/", headers=env.auth("viewer")),
    ):
        assert (response.status_code, response.json()) == (403, forbidden)
    assert origins.names() == ["Seen"]


BOWTIE = [[[0, 0], [10, 10], [10, 0], [0, 10], [0, 0]]]


@pytest.mark.parametrize(
    ("fields", "errors"),
    [
        ({"country": "XX"}, {"country": ['"XX" is not a known ISO 3166-1 alpha-2 country code.']}),
        # Lower case is refused by the pattern the OpenAPI states (^[A-Z]{2}$), as DRF's RegexField words it.
        ({"country": "ci"}, {"country": ["This value does not match the required pattern."]}),
        (
            {"geometry": {"type": "Polygon", "coordinates": BOWTIE}},
            {"geometry": ["Self-intersection at or near point 5 5."]},
        ),
        (
            {"geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}},
            {"geometry": ["Ring 0 is not closed: its last position must be the same as its first."]},
        ),
        (
            {"geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [0, 0]]]}},
            {"geometry": ["Ring 0 has 3 position(s); a ring needs at least 4 (the last one repeating the first)."]},
        ),
        (
            {"geometry": {"type": "Point", "coordinates": [181, 0]}},
            {"geometry": ["Longitude must be within -180..180, not 181."]},
        ),
        (
            {"geometry": {"type": "Point", "coordinates": [0, -91]}},
            {"geometry": ["Latitude must be within -90..90, not -91."]},
        ),
        (
            {"geometry": POINT, "area_hectares": 4.5},
            {
                "geometry": [
                    "A plot of more than 4 hectares must be described by a Polygon, not a Point "
                    "(Regulation (EU) 2023/1115, Article 2(28))."
                ]
            },
        ),
        (
            {"geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}},
            {"geometry": {"type": ["This value does not match the required pattern."]}},
        ),
        (
            {"country": "XX", "geometry": {"type": "Point", "coordinates": ["0", 0]}},
            {
                "country": ['"XX" is not a known ISO 3166-1 alpha-2 country code.'],
                "geometry": ["A position must be [longitude, latitude]: two numbers, then optionally the altitude."],
            },
        ),
        ({"area_hectares": -1}, {"area_hectares": ["Ensure this value is greater than or equal to 0.0."]}),
        (  # more than a million square kilometres is no plot (decision order_item_quantities)
            {"area_hectares": 1e8 + 1},
            {"area_hectares": ["Ensure this value is less than or equal to 100000000.0."]},
        ),
        ({"commodity": "gold"}, {"commodity": ['"gold" is not a valid choice.']}),
    ],
)
def test_refused_bodies_name_the_field_and_change_nothing(
    origins: Origins, fields: dict[str, Any], errors: dict[str, Any]
) -> None:
    kept = origins.create(name="Kept", area_hectares=3, geometry=POINT)
    response = origins.post(**fields)
    assert (response.status_code, response.json()) == (400, errors)
    response = origins.patch(kept["id"], **fields)
    assert (response.status_code, response.json()) == (400, errors)
    assert origins.names() == ["Kept"] and origins.get(kept["id"]) == kept


def test_a_change_is_checked_as_the_origin_would_be_after_it(origins: Origins) -> None:
    point = origins.create(name="Small", area_hectares=3, geometry=POINT)
    response = origins.patch(point["id"], area_hectares=5)
    assert response.status_code == 400 and "4 hectares" in response.json()["geometry"][0]
    # The same area with a polygon is fine, in one change.
    response = origins.patch(point["id"], area_hectares=5, geometry=SQUARE)
    assert response.status_code == 200, response.text
    response = origins.patch(point["id"], geometry=POINT)
    assert response.status_code == 400 and "4 hectares" in response.json()["geometry"][0]
    # Clearing the area makes a point acceptable again.
    assert origins.patch(point["id"], geometry=POINT, area_hectares=None).status_code == 200


@pytest.fixture
def referenced() -> Iterator[None]:
    """An origin referenced by a record of another area, as the orders area will register them."""

    @ORIGINS.finder("test records")
    async def find(session: Any, origin_id: int, limit: int) -> list[Referrer]:
        rows = await session.execute(select(literal(7).label("id"), literal("R-7").label("label")))
        return [Referrer(row.id, row.label) for row in rows]

    yield
    ORIGINS._finders.pop("test records")


def test_a_referenced_origin_is_not_deleted(origins: Origins, client: TestClient, env: Env, referenced: None) -> None:
    id = origins.create(name="Traced")["id"]
    response = client.delete(f"{ORIGINS_PATH}{id}/", headers=env.auth("owner"))
    assert response.status_code == 400
    assert response.json() == {
        "non_field_errors": ["This origin is still referenced by test records: 7 (R-7). Remove it from them first."]
    }
    assert origins.names() == ["Traced"]


def test_an_origin_is_deleted(origins: Origins, client: TestClient, env: Env) -> None:
    id = origins.create(name="Gone")["id"]
    origins.create(name="Stays")
    response = client.delete(f"{ORIGINS_PATH}{id}/", headers=env.auth("editor"))
    assert response.status_code == 204
    assert origins.names() == ["Stays"]
    assert client.get(f"{ORIGINS_PATH}{id}/", headers=env.auth("owner")).status_code == 404
