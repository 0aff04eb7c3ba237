"""Bad input to the accounts operations: a 400 naming the field (or the stated 4xx), and nothing changed.

Decisions: validation_error_shape, page_size, unknown_query_parameter, unknown_ordering_field,
filter_values, path_parameter_syntax, non_json_body.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.api.conftest import Api, Direct, Env

ME = "/api/accounts/users/me/"
WORKSPACES = "/api/accounts/workspaces/"
SWITCH = "/api/accounts/workspaces/switch/"
MEMBERS = "/api/accounts/members/"
EMPTY_ITEM = "A comma-separated list may not hold empty values."
INTEGER = ["A valid integer is required."]
DATE = ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."]
DATETIME = [
    "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]."
]
MAX_ID = "9223372036854775807"
MEMBER_ORDERINGS = (
    "created_at, updated_at, user__first_name, user__last_name, user__email, user__job_title, auth_group__name, name"
)
WORKSPACE_ORDERINGS = "name, type, country, created_at, updated_at, id"


def as_json(env: Env, who: str) -> dict[str, str]:
    return {**env.auth(who), "content-type": "application/json"}


def ordering_error(raw: str, fields: str) -> list[str]:
    return [f'"{raw}" is not a valid ordering; use one of: {fields}, each optionally prefixed with "-".']


QUERIES: list[tuple[str, str, dict[str, list[str]]]] = [
    # paging (decision page_size: 1..1000, offset from 0, refused rather than clamped)
    (MEMBERS, "limit=-1", {"limit": ["Ensure this value is greater than or equal to 1."]}),
    (MEMBERS, "limit=0", {"limit": ["Ensure this value is greater than or equal to 1."]}),
    (MEMBERS, "limit=1001", {"limit": ["Ensure this value is less than or equal to 1000."]}),
    (MEMBERS, "limit=1000000", {"limit": ["Ensure this value is less than or equal to 1000."]}),
    (MEMBERS, "limit=ten", {"limit": INTEGER}),
    (MEMBERS, "limit=1.5", {"limit": INTEGER}),
    (MEMBERS, "limit=", {"limit": INTEGER}),
    (MEMBERS, "offset=-1", {"offset": ["Ensure this value is greater than or equal to 0."]}),
    (MEMBERS, "offset=99999999999999999999", {"offset": [f"Ensure this value is less than or equal to {MAX_ID}."]}),
    (
        WORKSPACES,
        "limit=-5&offset=-5",
        {
            "limit": ["Ensure this value is greater than or equal to 1."],
            "offset": ["Ensure this value is greater than or equal to 0."],
        },
    ),
    (WORKSPACES, "limit=1000000", {"limit": ["Ensure this value is less than or equal to 1000."]}),
    # integers and CSV lists of them
    (MEMBERS, "auth_group=x", {"auth_group": INTEGER}),
    (MEMBERS, "auth_group=1.0", {"auth_group": INTEGER}),
    (
        MEMBERS,
        "auth_group=99999999999999999999",
        {"auth_group": [f"Ensure this value is less than or equal to {MAX_ID}."]},
    ),
    (MEMBERS, "auth_group__in=1,,x", {"auth_group__in": [EMPTY_ITEM, *INTEGER]}),
    (MEMBERS, "auth_group__in=", {"auth_group__in": ["This list may not be empty."]}),
    (MEMBERS, "auth_group__in=1,x", {"auth_group__in": INTEGER}),
    (MEMBERS, "auth_group__in=1;2", {"auth_group__in": INTEGER}),
    # booleans, dates, date-times
    (MEMBERS, "auth_group__isnull=yes", {"auth_group__isnull": ["Must be a valid boolean: true or false."]}),
    (MEMBERS, "auth_group__isnull=True", {"auth_group__isnull": ["Must be a valid boolean: true or false."]}),
    (MEMBERS, "auth_group__isnull=", {"auth_group__isnull": ["Must be a valid boolean: true or false."]}),
    (MEMBERS, "created_at__date=2024-13-01", {"created_at__date": DATE}),
    (MEMBERS, "updated_at__date__lte=2024-02-30", {"updated_at__date__lte": DATE}),
    (MEMBERS, "created_at__date__gte=01/02/2024", {"created_at__date__gte": DATE}),
    (MEMBERS, "created_at__gte=yesterday", {"created_at__gte": DATETIME}),
    (MEMBERS, "updated_at__lte=2024-01-01T25:00:00Z", {"updated_at__lte": DATETIME}),
    # enumerations
    (WORKSPACES, "type=bogus", {"type": ['"bogus" is not a valid choice.']}),
    (WORKSPACES, "type=Active", {"type": ['"Active" is not a valid choice.']}),
    (WORKSPACES, "type=", {"type": ['"" is not a valid choice.']}),
    (WORKSPACES, "type__in=active,bogus", {"type__in": ['"bogus" is not a valid choice.']}),
    (WORKSPACES, "type__exclude=trial,,demo", {"type__exclude": [EMPTY_ITEM]}),
    # ordering (decision unknown_ordering_field)
    (MEMBERS, "ordering=full_name", {"ordering": ordering_error("full_name", MEMBER_ORDERINGS)}),
    (MEMBERS, "ordering=--created_at", {"ordering": ordering_error("--created_at", MEMBER_ORDERINGS)}),
    (MEMBERS, "ordering=created_at,,user__email", {"ordering": [EMPTY_ITEM]}),
    (MEMBERS, "ordering=", {"ordering": ["This list may not be empty."]}),
    (MEMBERS, "ordering=user__password", {"ordering": ordering_error("user__password", MEMBER_ORDERINGS)}),
    (WORKSPACES, "ordering=member_count", {"ordering": ordering_error("member_count", WORKSPACE_ORDERINGS)}),
    # unknown and repeated parameters (decision unknown_query_parameter)
    (MEMBERS, "colour=red", {"colour": ["Unknown query parameter."]}),
    (MEMBERS, "user__email__iendswith=x", {"user__email__iendswith": ["Unknown query parameter."]}),
    (MEMBERS, "auth_group=1&auth_group=2", {"auth_group": ["Expected a single value, got several."]}),
    (WORKSPACES, "page=2", {"page": ["Unknown query parameter."]}),
    (ME, "fields=email", {"fields": ["Unknown query parameter."]}),
    # text that no database should receive
    (MEMBERS, "user__email=a%00b", {"user__email": ["Null characters are not allowed."]}),
    (MEMBERS, "search=%00", {"search": ["Null characters are not allowed."]}),
    (WORKSPACES, "name__icontains=x%00", {"name__icontains": ["Null characters are not allowed."]}),
    # every error at once
    (
        MEMBERS,
        "limit=0&colour=red&auth_group=x&ordering=id",
        {
            "auth_group": INTEGER,
            "colour": ["Unknown query parameter."],
            "limit": ["Ensure this value is greater than or equal to 1."],
            "ordering": ordering_error("id", MEMBER_ORDERINGS),
        },
    ),
]


@pytest.mark.parametrize(("path", "query", "errors"), QUERIES, ids=[f"{p.split('/')[-2]}?{q}" for p, q, _ in QUERIES])
def test_bad_query_strings_are_400_naming_each_parameter(
    client: TestClient, env: Env, path: str, query: str, errors: dict[str, list[str]]
) -> None:
    response = client.get(f"{path}?{query}", headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (400, errors)


def test_the_bounds_themselves_are_accepted(api: Api) -> None:
    assert api.members("owner", {"limit": "1000", "offset": "0"})["count"] == 5
    assert api.members("owner", {"limit": "1", "offset": "4"})["results"] != []
    assert api.members("owner", {"offset": MAX_ID}) == {"count": 5, "results": []}
    assert api.members("owner", {"auth_group": MAX_ID}) == {"count": 0, "results": []}
    # Empty text filters are ignored, as django-filter does (decision filter_values).
    assert api.members("owner", {"user__email": "", "search": ""})["count"] == 5


@pytest.mark.parametrize(
    ("path", "param"),
    [
        (MEMBERS, "user__email"),  # the column holds at most 1024 characters
        (MEMBERS, "user__first_name__icontains"),
        (MEMBERS, "auth_group__name__in"),
        (WORKSPACES, "name"),
        (WORKSPACES, "country__in"),
    ],
)
def test_oversized_filter_text_matches_nothing_and_breaks_nothing(api: Api, path: str, param: str) -> None:
    """The spec sets no length on filter values: a value longer than any column simply matches no row."""
    assert api.get("roamer_user", path, {param: "é" * 5000}) == {"count": 0, "results": []}


def test_a_search_longer_than_the_spec_allows_is_a_400(client: TestClient, env: Env) -> None:
    """A search is at most 200 characters (decision search_length): no unbounded SQL condition."""
    at_limit = client.get(MEMBERS, params={"search": " ".join(["zq"] * 66)}, headers=env.auth("owner"))
    assert (at_limit.status_code, at_limit.json()) == (200, {"count": 0, "results": []})
    search = " ".join(f"t{i}" for i in range(1200))
    response = client.get(MEMBERS, params={"search": search}, headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (
        400,
        {"search": ["Ensure this field has no more than 200 characters."]},
    )


# -- bodies -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"auth_group": "x"}, {"auth_group": INTEGER}),
        ({"auth_group": "2"}, {"auth_group": INTEGER}),  # request models are strict
        ({"auth_group": True}, {"auth_group": INTEGER}),
        ({"auth_group": False}, {"auth_group": INTEGER}),
        ({"auth_group": 1.5}, {"auth_group": INTEGER}),
        ({"auth_group": [2]}, {"auth_group": INTEGER}),
        ({"auth_group": {"id": 2}}, {"auth_group": INTEGER}),
        ({"auth_group": None}, {"auth_group": ["This field may not be null."]}),
        ({}, {"auth_group": ["This field is required."]}),
        ({"role": "Admin"}, {"auth_group": ["This field is required."], "role": ["Unknown field."]}),
        ({"auth_group": 2, "username": 1}, {"username": ["Unknown field."]}),  # user is read-only: ignored
        ([], {"non_field_errors": ["Invalid data. Expected a dictionary."]}),
        ("Admin", {"non_field_errors": ["Invalid data. Expected a dictionary."]}),
        (None, {"non_field_errors": ["This field may not be null."]}),  # DRF: a null body is a null value
    ],
)
def test_m2_wrongly_typed_bodies_are_400_and_change_nothing(
    client: TestClient, api: Api, env: Env, body: Any, errors: dict[str, list[str]]
) -> None:
    before = api.members("owner")
    member_id = api.member_ids()["editor@acme.example"]
    response = client.patch(f"{MEMBERS}{member_id}/", content=json.dumps(body), headers=as_json(env, "owner"))
    assert (response.status_code, response.json()) == (400, errors)
    assert api.members("owner") == before


@pytest.mark.parametrize(
    ("content", "content_type", "status", "detail"),
    [
        (b'{"auth_group": 2', "application/json", 400, "JSON parse error - "),
        (b'{"auth_group": 2,}', "application/json", 400, "JSON parse error - "),
        (b"auth_group=2", "application/json", 400, "JSON parse error - "),
        (b'{"auth_group": 2}', "text/plain", 415, 'Unsupported media type "text/plain" in request.'),
        (
            b"auth_group=2",
            "application/x-www-form-urlencoded",
            415,
            'Unsupported media type "application/x-www-form-urlencoded" in request.',
        ),
        (b'{"auth_group": 2}', None, 415, 'Unsupported media type "none" in request.'),
    ],
)
def test_m2_bodies_that_are_not_json_are_refused_and_change_nothing(
    client: TestClient, api: Api, env: Env, content: bytes, content_type: str | None, status: int, detail: str
) -> None:
    before = api.members("owner")
    headers = {**env.auth("owner"), **({"content-type": content_type} if content_type else {})}
    response = client.patch(f"{MEMBERS}{api.member_ids()['editor@acme.example']}/", content=content, headers=headers)
    assert response.status_code == status
    assert set(response.json()) == {"detail"} and response.json()["detail"].startswith(detail)
    assert api.members("owner") == before


@pytest.mark.parametrize("content_type", ["application/json", None])
def test_empty_bodies_are_refused_and_change_nothing(
    client: TestClient, api: Api, env: Env, content_type: str | None
) -> None:
    """An empty body is no data, whatever its content type: DRF reports each required field."""

    def headers(who: str) -> dict[str, str]:
        return {**env.auth(who), **({"content-type": content_type} if content_type else {})}

    before = api.members("owner"), api.me("roamer_user")
    member_id = api.member_ids()["viewer@acme.example"]
    patched = client.patch(f"{MEMBERS}{member_id}/", content=b"", headers=headers("owner"))
    assert (patched.status_code, patched.json()) == (400, {"auth_group": ["This field is required."]})
    switched = client.post(SWITCH, content=b"", headers=headers("roamer_user"))
    assert (switched.status_code, switched.json()) == (400, {"company_id": ["This field is required."]})
    assert (api.members("owner"), api.me("roamer_user")) == before


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"company_id": "2"}, {"company_id": INTEGER}),
        ({"company_id": 2.5}, {"company_id": INTEGER}),
        ({"company_id": True}, {"company_id": INTEGER}),
        ({"company_id": None}, {"company_id": ["This field may not be null."]}),
        ({}, {"company_id": ["This field is required."]}),
        ({"company_id": 2, "scope": "user"}, {"scope": ["Unknown field."]}),
        ({"workspace_id": 2}, {"company_id": ["This field is required."], "workspace_id": ["Unknown field."]}),
    ],
)
def test_a3_wrongly_typed_bodies_are_400_and_switch_nothing(
    client: TestClient, api: Api, env: Env, body: Any, errors: dict[str, list[str]]
) -> None:
    before = api.me("roamer_user")
    response = client.post(SWITCH, content=json.dumps(body), headers=as_json(env, "roamer_user"))
    assert (response.status_code, response.json()) == (400, errors)
    assert api.me("roamer_user") == before


# -- paths and methods --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw_id", "errors"),
    [
        ("abc", {"id": INTEGER}),
        ("1.5", {"id": INTEGER}),
        ("1e3", {"id": INTEGER}),
        ("0x10", {"id": INTEGER}),
        ("%20", {"id": INTEGER}),
        ("99999999999999999999", {"id": [f"Ensure this value is less than or equal to {MAX_ID}."]}),
    ],
)
@pytest.mark.parametrize("method", ["PATCH", "DELETE"])
def test_non_integer_member_ids_are_400_on_id_and_change_nothing(
    client: TestClient, api: Api, env: Env, method: str, raw_id: str, errors: dict[str, list[str]]
) -> None:
    before = api.members("owner")
    response = client.request(method, f"{MEMBERS}{raw_id}/", json={"auth_group": 2}, headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (400, errors)
    assert api.members("owner") == before


@pytest.mark.parametrize("raw_id", ["-1", "0", "+5000"])
def test_integer_ids_of_no_member_are_404(client: TestClient, env: Env, raw_id: str) -> None:
    response = client.delete(f"{MEMBERS}{raw_id}/", headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (404, {"detail": "Not found."})


def test_unknown_query_parameters_on_m2_and_m3_are_400_and_change_nothing(
    client: TestClient, api: Api, env: Env, direct: Direct
) -> None:
    before = api.members("owner")
    member_id = api.member_ids()["editor@acme.example"]
    removed = client.delete(f"{MEMBERS}{member_id}/?force=true", headers=env.auth("owner"))
    assert (removed.status_code, removed.json()) == (400, {"force": ["Unknown query parameter."]})
    changed = client.patch(
        f"{MEMBERS}{member_id}/?notify=false", json={"auth_group": direct.roles()["Viewer"]}, headers=env.auth("owner")
    )
    assert (changed.status_code, changed.json()) == (400, {"notify": ["Unknown query parameter."]})
    assert api.members("owner") == before


@pytest.mark.parametrize(
    ("method", "path", "allow"),
    [
        # DRF's Allow: the served methods, HEAD with GET, and OPTIONS (decision http_semantics).
        ("PUT", f"{MEMBERS}1/", {"DELETE", "PATCH", "OPTIONS"}),
        ("GET", f"{MEMBERS}1/", {"DELETE", "PATCH", "OPTIONS"}),
        ("POST", MEMBERS, {"GET", "HEAD", "OPTIONS"}),
        ("DELETE", MEMBERS, {"GET", "HEAD", "OPTIONS"}),
        ("GET", SWITCH, {"POST", "OPTIONS"}),
        ("PATCH", ME, {"GET", "HEAD", "OPTIONS"}),
    ],
)
def test_a_wrong_method_is_405_with_allow(
    client: TestClient, api: Api, env: Env, method: str, path: str, allow: set[str]
) -> None:
    before = api.members("owner")
    response = client.request(method, path, json={"auth_group": 2}, headers=env.auth("owner"))
    assert (response.status_code, response.json()) == (405, {"detail": f'Method "{method}" not allowed.'})
    assert set(response.headers["allow"].replace(" ", "").split(",")) == allow
    assert api.members("owner") == before
