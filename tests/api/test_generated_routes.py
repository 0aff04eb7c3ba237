"""The generated routes over HTTP, with a small implementation of a few invitation operations.

Only implemented operations are served; everything a route reads is validated before the
implementation runs, and errors come back in DRF's shapes.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager

import pytest
from fastapi import FastAPI
from starlette.requests import Request
from starlette.testclient import TestClient

from generated import models
from generated.filters.invitations import ListInvitationsQuery
from generated.routes.invitations import build_router
from generated.services.invitations import BulkRevokeInvitations, CreateInvitation, ListInvitations, RetrieveInvitation
from handwritten.runtime.context import AnonymousContext, OperationInfo, RequestContext
from handwritten.runtime.errors import NotFound, install_error_handlers
from handwritten.runtime.querystring import FilterTerm

CTX = RequestContext(user_id=1, workspace_id=10, member_id=5, role="Owner")


class Recorder(ListInvitations, CreateInvitation, RetrieveInvitation, BulkRevokeInvitations):
    """Records what each operation received; implements four of the eight invitation operations."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    async def list_invitations(self, *, ctx: RequestContext, query: ListInvitationsQuery) -> models.InvitationList:
        self.calls.append(("list", query))
        return models.InvitationList(count=0, results=[])

    async def create_invitation(
        self, *, ctx: RequestContext, body: models.CreateInvitationRequest
    ) -> models.Invitation:
        self.calls.append(("create", body))
        raise NotFound()

    async def retrieve_invitation(self, *, ctx: RequestContext, id: uuid.UUID) -> models.Invitation:
        self.calls.append(("retrieve", id))
        raise NotFound()

    async def bulk_revoke_invitations(
        self, *, ctx: RequestContext, body: models.BulkInvitationFiltersRequest
    ) -> models.BulkRevokeInvitationsResponse:
        self.calls.append(("bulk_revoke", body))
        return models.BulkRevokeInvitationsResponse(results=[])


@asynccontextmanager
async def authenticate(request: Request, operation: OperationInfo) -> AsyncIterator[RequestContext]:
    yield CTX


@asynccontextmanager
async def anonymous(request: Request, operation: OperationInfo) -> AsyncIterator[AnonymousContext]:
    yield AnonymousContext(client="test", session=None)  # type: ignore[arg-type]


@pytest.fixture
def service() -> Recorder:
    return Recorder()


@pytest.fixture
def client(service: Recorder) -> Iterator[TestClient]:
    app = FastAPI()
    install_error_handlers(app)
    app.include_router(build_router(service, authenticate=authenticate, anonymous=anonymous))
    with TestClient(app) as test_client:
        yield test_client


def test_a_list_receives_its_parsed_filters_ordering_and_page(client: TestClient, service: Recorder) -> None:
    response = client.get(
        "/api/accounts/invitations/",
        params=[
            ("status", "pending"),
            ("status", "expired"),
            ("auth_group__in", "1,2"),
            ("ordering", "-auth_group_name"),
            ("limit", "5"),
        ],
    )
    assert response.status_code == 200
    assert response.json() == {"count": 0, "results": []}
    [(name, query)] = service.calls
    assert isinstance(query, ListInvitationsQuery)
    assert query.filters.terms() == (
        FilterTerm("status", ("status",), "multi", ("pending", "expired")),
        FilterTerm("auth_group__in", ("auth_group",), "in", (1, 2)),
    )
    assert [(t.path, t.descending) for t in query.ordering] == [(("auth_group", "name"), True)]
    assert (query.limit, query.offset) == (5, 0)


def test_a_list_defaults_to_the_spec_ordering_and_page_size(client: TestClient, service: Recorder) -> None:
    client.get("/api/accounts/invitations/")
    query = service.calls[0][1]
    assert isinstance(query, ListInvitationsQuery)
    assert [(t.name, t.descending) for t in query.ordering] == [("created_at", True)]
    assert query.limit == 50


@pytest.mark.parametrize(
    ("query", "errors"),
    [
        ("limit=0", {"limit": ["Ensure this value is greater than or equal to 1."]}),
        ("limit=100000", {"limit": ["Ensure this value is less than or equal to 1000."]}),
        ("offset=-1", {"offset": ["Ensure this value is greater than or equal to 0."]}),
        ("limit=ten", {"limit": ["A valid integer is required."]}),
        ("status=lost", {"status": ['"lost" is not a valid choice.']}),
        ("id__in=1,2", {"id__in": ['"1" is not a valid UUID.', '"2" is not a valid UUID.']}),
        (
            "created_at__date=yesterday",
            {"created_at__date": ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."]},
        ),
        ("colour=red", {"colour": ["Unknown query parameter."]}),
        (
            "ordering=name",
            {
                "ordering": [
                    '"name" is not a valid ordering; use one of: status, created_at, email, expires_at, auth_group_name, each optionally prefixed with "-".'
                ]
            },
        ),
    ],
)
def test_bad_query_strings_are_400_with_field_messages(
    client: TestClient, service: Recorder, query: str, errors: dict[str, list[str]]
) -> None:
    response = client.get(f"/api/accounts/invitations/?{query}")
    assert (response.status_code, response.json()) == (400, errors)
    assert service.calls == []


def test_a_malformed_path_uuid_is_a_400(client: TestClient, service: Recorder) -> None:
    response = client.get("/api/accounts/invitations/not-a-uuid/")
    assert (response.status_code, response.json()) == (400, {"id": ['"not-a-uuid" is not a valid UUID.']})
    assert service.calls == []


def test_a_body_is_validated_against_the_spec_limits(client: TestClient, service: Recorder) -> None:
    response = client.post(
        "/api/accounts/invitations/", json={"email": "a" * 1020 + "@x.io", "auth_group": "2", "role": "x"}
    )
    assert response.status_code == 400
    assert response.json() == {
        "email": ["Enter a valid email address."],
        "auth_group": ["A valid integer is required."],
        "role": ["Unknown field."],
    }
    assert client.post("/api/accounts/invitations/", json={}).json() == {
        "email": ["This field is required."],
        "auth_group": ["This field is required."],
    }
    assert service.calls == []


def test_bodies_that_are_not_json_are_refused(client: TestClient) -> None:
    malformed = client.post("/api/accounts/invitations/", content=b"{", headers={"content-type": "application/json"})
    assert malformed.status_code == 400 and malformed.json()["detail"].startswith("JSON parse error")
    wrong_type = client.post("/api/accounts/invitations/", content=b"email=a", headers={"content-type": "text/plain"})
    assert (wrong_type.status_code, wrong_type.json()) == (
        415,
        {"detail": 'Unsupported media type "text/plain" in request.'},
    )


def test_bulk_filters_are_read_with_the_list_filter_set(client: TestClient, service: Recorder) -> None:
    keep = "1b4e28ba-2fa1-11d2-883f-0016d3cca427"
    response = client.post(
        "/api/accounts/invitations/bulk-revocations/",
        json={
            "operations": [
                {"invitation_filters": {}},
                {"invitation_filters": {"id__exclude_in": keep, "status": ["pending"]}},
            ]
        },
    )
    assert response.status_code == 200
    body = service.calls[0][1]
    assert isinstance(body, models.BulkInvitationFiltersRequest)
    assert body.operations[0].invitation_filters.terms() == ()
    assert body.operations[1].invitation_filters.terms() == (
        FilterTerm("status", ("status",), "multi", ("pending",)),
        FilterTerm("id__exclude_in", ("id",), "exclude_in", (uuid.UUID(keep),)),
    )


def test_malformed_bulk_filters_are_a_400_naming_the_operation_and_filter(
    client: TestClient, service: Recorder
) -> None:
    response = client.post(
        "/api/accounts/invitations/bulk-revocations/",
        json={"operations": [{"invitation_filters": {"id__in": "zz", "created_at__gte": "soon", "colour": "red"}}]},
    )
    assert response.status_code == 400
    assert response.json() == {
        "operations": {
            "0": {
                "invitation_filters": {
                    "colour": ["Unknown filter."],
                }
            }
        }
    }
    response = client.post(
        "/api/accounts/invitations/bulk-revocations/", json={"operations": [{"invitation_filters": {"id__in": "zz"}}]}
    )
    assert response.json() == {"operations": {"0": {"invitation_filters": {"id__in": ['"zz" is not a valid UUID.']}}}}
    assert service.calls == []


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("post", "/api/accounts/invitations/bulk/"),
        ("post", "/api/accounts/invitations/renew/"),
        ("post", "/api/accounts/invitations/bulk-renewals/"),
        ("get", "/api/accounts/invitations/1b4e28ba-2fa1-11d2-883f-0016d3cca427/preview/"),
    ],
)
def test_operations_without_an_implementation_are_not_served(client: TestClient, method: str, path: str) -> None:
    response = client.request(method, path, json={})
    assert (response.status_code, response.json()) == (404, {"detail": "Not found."})


def test_a_wrong_method_is_405_with_allow(client: TestClient) -> None:
    response = client.delete("/api/accounts/invitations/")
    assert response.status_code == 405
    assert response.json() == {"detail": 'Method "DELETE" not allowed.'}
    assert set(response.headers["allow"].replace(" ", "").split(",")) == {"GET", "HEAD", "OPTIONS", "POST"}
