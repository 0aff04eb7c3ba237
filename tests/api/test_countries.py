"""Countries CT1, an extension operation (decisions countries, country_eu_status)."""

from __future__ import annotations

from typing import Any

import pycountry
import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Env

COUNTRIES = "/api/countries/"


@pytest.fixture
def listed(client: TestClient, env: Env) -> Any:
    def listed(who: str = "viewer", **params: Any) -> dict[str, Any]:
        response = client.get(COUNTRIES, params=params, headers=env.auth(who))
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    return listed


def codes(page: dict[str, Any]) -> list[str]:
    return [country["alpha_2"] for country in page["results"]]


def test_every_iso_country_is_listed_to_any_member_by_name(listed: Any) -> None:
    everything = listed(limit=1000)
    assert everything["count"] == len(pycountry.countries)
    names = [country["name"] for country in everything["results"]]
    assert names == sorted(names) or names == sorted(names, key=lambda n: n.encode())  # collation differs
    brazil = next(c for c in everything["results"] if c["alpha_2"] == "BR")
    assert brazil == {
        "name": "Brazil",
        "alpha_2": "BR",
        "alpha_3": "BRA",
        "numeric": "076",
        "official_name": "Federative Republic of Brazil",
        "flag": "🇧🇷",
        "eu_status": "standard",
    }
    # ISO gives no official name for some countries: the name stands in.
    aruba = next(c for c in everything["results"] if c["alpha_2"] == "AW")
    assert aruba["official_name"] == aruba["name"] == "Aruba"
    for who in ("owner", "editor", "other_owner"):
        assert listed(who)["count"] == everything["count"]


def test_filters_include_and_exclude(listed: Any) -> None:
    assert codes(listed(alpha_2="DE")) == ["DE"]
    assert codes(listed(alpha_2__in="RU,DE,BY", ordering="alpha_2")) == ["BY", "DE", "RU"]
    assert codes(listed(alpha_3="CIV")) == ["CI"]
    high = listed(eu_status="high", ordering="alpha_2")
    assert codes(high) == ["BY", "KP", "MM", "RU"]
    both = listed(eu_status__in="high,standard", limit=1000)
    low = listed(eu_status="low", limit=1000)
    assert both["count"] + low["count"] == listed()["count"]
    assert "DE" in codes(low) and "DE" not in codes(both) and "BR" in codes(both)
    assert codes(listed(name__icontains="guinea", ordering="alpha_2")) == ["GN", "GQ", "GW", "PG"]
    assert listed(alpha_2="de")["count"] == 0  # codes are upper case, exactly


def test_search_and_ordering(listed: Any) -> None:
    # Search matches the name, the official name and both codes.
    assert "NL" in codes(listed(search="Kingdom of the Netherlands"))
    assert codes(listed(search="CIV")) == ["CI"]
    by_code = listed(ordering="-alpha_2", limit=3)
    assert codes(by_code) == ["ZW", "ZM", "ZA"]
    assert codes(listed(search="korea", ordering="alpha_2")) == ["KP", "KR"]


def test_bad_parameters_and_writes(client: TestClient, env: Env) -> None:
    response = client.get(COUNTRIES, params={"eu_status": "medium"}, headers=env.auth("viewer"))
    assert response.status_code == 400 and "eu_status" in response.json()
    response = client.get(COUNTRIES, params={"ordering": "numeric"}, headers=env.auth("viewer"))
    assert response.status_code == 400 and "ordering" in response.json()
    assert client.post(COUNTRIES, json={}, headers=env.auth("owner")).status_code == 405
    assert client.get(COUNTRIES).status_code == 401
