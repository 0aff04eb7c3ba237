"""Responses built without validation (model_construct, for speed) are what full validation builds.

Rows are read by label, never by position, but a model built unvalidated would still answer a
wrong 200 if a value landed in the wrong field. Here every model_construct of the generated
response models validates instead (and keeps the same result), while the served operations run:
a misplaced or mistyped value fails the request, and so the test.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from generated import models
from handwritten.app import create_app
from handwritten.runtime import constructing
from tests.api.catalogue import PRODUCTS, STATEMENTS, Catalogue
from tests.api.conftest import Direct, Env

INVITATIONS = "/api/accounts/invitations/"


class _NonePlain(dict[Any, Any]):
    """constructing._PLAIN_FIELDS saying of every model that model_construct must build it."""

    def __contains__(self, model: object) -> bool:
        return True

    def __getitem__(self, model: Any) -> None:
        return None


@pytest.fixture
def validating(env: Env, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    built: list[str] = []

    def construct_validated(cls: type[models.ResponseModel], _fields_set: Any = None, **values: Any) -> Any:
        built.append(cls.__name__)
        return cls.model_validate(values)

    monkeypatch.setattr(models.ResponseModel, "model_construct", classmethod(construct_validated))
    # constructed() (runtime/constructing.py) builds plain models itself; here it hands every one to model_construct.
    monkeypatch.setattr(constructing, "_PLAIN_FIELDS", _NonePlain())
    with TestClient(create_app(env.settings.model_copy(update={"mail_worker": False}))) as client:
        client.built = built  # type: ignore[attr-defined]
        yield client


def test_every_served_read_and_write_builds_valid_models(validating: TestClient, env: Env, direct: Direct) -> None:
    client, owner = validating, env.auth("owner")
    roles = direct.roles()

    def ok(response: Any, status: int = 200) -> Any:
        assert response.status_code == status, response.text
        return response.json()

    me = ok(client.get("/api/accounts/users/me/", headers=owner))
    assert (me["email"], me["company"]["name"], me["auth_group"]["name"]) == (
        "owner@acme.example",
        "Acme Cocoa",
        "Owner",
    )
    members = ok(client.get("/api/accounts/members/", headers=owner))["results"]
    viewer = next(m for m in members if m["user_detail"]["email"] == "viewer@acme.example")
    assert (viewer["user_detail"]["first_name"], viewer["auth_group_detail"]["name"]) == ("Victor", "Viewer")
    changed = ok(
        client.patch(f"/api/accounts/members/{viewer['id']}/", json={"auth_group": roles["Editor"]}, headers=owner)
    )
    assert (changed["user_detail"]["last_name"], changed["auth_group_detail"]["name"]) == ("Viewer", "Editor")
    ok(client.get("/api/accounts/workspaces/", headers=owner))
    invited = ok(
        client.post(INVITATIONS, json={"email": "v@example.org", "auth_group": roles["Viewer"]}, headers=owner), 201
    )
    assert (invited["invited_by_detail"]["email"], invited["auth_group_detail"]["name"]) == (
        "owner@acme.example",
        "Viewer",
    )
    ok(client.get(f"{INVITATIONS}{invited['id']}/", headers=owner))
    ok(client.get(INVITATIONS, headers=owner))
    bulk = ok(
        client.post(
            f"{INVITATIONS}bulk/",
            json={"operations": [{"email": "w@example.org", "auth_group": roles["Viewer"]}, {"email": "nope"}]},
            headers=owner,
        )
    )
    assert [r["status"] for r in bulk["results"]] == ["accepted", "rejected"]
    renewed = ok(client.post(f"{INVITATIONS}renew/", json={"invitation": invited["id"]}, headers=owner), 201)
    assert renewed["email"] == "v@example.org"
    ok(
        client.post(
            f"{INVITATIONS}bulk-renewals/",
            json={"operations": [{"invitation_filters": {"email": "w@example.org"}}]},
            headers=owner,
        )
    )
    joining = ok(
        client.post(INVITATIONS, json={"email": "x@example.org", "auth_group": roles["Editor"]}, headers=owner), 201
    )
    assert ok(client.get(f"{INVITATIONS}{joining['id']}/preview/"))["auth_group_name"] == "Editor"
    joined = ok(client.post(f"{INVITATIONS}{joining['id']}/accept/", json={"first_name": "X", "last_name": "Y"}), 201)
    assert (joined["member"]["auth_group_detail"]["name"], joined["api_key"]["scope"]) == ("Editor", "workspace")
    ok(client.post(f"{INVITATIONS}bulk-revocations/", json={"operations": [{"invitation_filters": {}}]}, headers=owner))
    built = set(client.built)  # type: ignore[attr-defined]
    assert {
        "UserProfile",
        "WorkspaceDetail",
        "Member",
        "UserDetail",
        "Invitation",
        "BulkCreateInvitationResult",
        "InvitationAcceptance",
        "CreatedApiKey",
    } <= built


def test_every_documents_operation_builds_valid_models(validating: TestClient, env: Env) -> None:
    client, owner = validating, env.auth("owner")

    def ok(response: Any, status: int = 200) -> Any:
        assert response.status_code == status, response.text
        return response.json()

    folder = ok(client.post("/api/document-folders/", json={"name": "Audits"}, headers=owner), 201)
    created = ok(
        client.post(
            "/api/documents/",
            json={
                "name": "Audit",
                "content_type": "questionshorttext",
                "folder": folder["id"],
                "identifiers": ["surveys.datapoint:ghent:42:energy?context.year=2024", "not decodable"],
            },
            headers=owner,
        ),
        201,
    )
    assert client.put(created["upload_url"], content=b"%PDF-1.7\n%%EOF\n").status_code == 201
    document = ok(
        client.post(
            f"/api/documents/{created['id']}/confirm-upload/",
            json={"name": "Audit", "source": "upload", "file_path": created["file_path"]},
            headers=owner,
        )
    )
    assert [i["decoded_identifier"]["context"]["year"] for i in document["identifiers_details"]] == ["2024", ""]
    assert document["folder_detail"] == {"id": folder["id"], "name": "Audits", "parent": None}
    ok(client.get("/api/documents/", params={"folder__name": "Audits"}, headers=owner))
    ok(client.get(f"/api/documents/{created['id']}/", headers=owner))
    ok(client.patch(f"/api/documents/{created['id']}/", json={"description": "2026"}, headers=owner))
    ok(client.get(f"/api/documents/{created['id']}/download/", headers=owner))
    ok(client.get("/api/document-folders/", headers=owner))
    ok(client.patch(f"/api/document-folders/{folder['id']}/", json={"name": "Audits 2026"}, headers=owner))
    run = ok(
        client.post(
            "/api/data-import-runs/",
            json={
                "document_id": created["id"],
                "model_identifier": "document_identifier",
                "results": {"identifiers": ["orders.order:po-1"]},
            },
            headers=owner,
        ),
        201,
    )
    ok(client.get("/api/data-import-runs/", headers=owner))
    ok(client.get(f"/api/data-import-runs/{run['id']}/", headers=owner))
    built = set(client.built)  # type: ignore[attr-defined]
    assert {
        "Document",
        "CreatedDocument",
        "UpdatedDocument",
        "DownloadedDocument",
        "DocumentIdentifierDetail",
        "FolderDetail",
        "DocumentFolder",
        "CreatedDataImportRun",
        "DataImportRun",
    } <= built


def test_every_product_and_statement_operation_builds_valid_models(validating: TestClient, env: Env) -> None:
    catalogue = Catalogue(validating, env)
    product = catalogue.product("V-1", "Valid", commodity="cocoa", tags=["Checked"], metadata={"species": [{}]})
    statement = catalogue.statement("DDS-V", products=[product["id"]], dds_data=[1, "two"])
    assert catalogue.get(f"{PRODUCTS}{product['id']}/")["due_diligence_statements"][0]["id"] == statement["id"]
    catalogue.get(PRODUCTS, tags__slug="checked")
    assert catalogue.patch(f"{PRODUCTS}{product['id']}/", {"commodity": None}).status_code == 200
    catalogue.get(STATEMENTS, products=product["id"])
    catalogue.get(f"{STATEMENTS}{statement['id']}/")
    assert catalogue.patch(f"{STATEMENTS}{statement['id']}/", {"status": "submitted"}).status_code == 200
    built = set(validating.built)  # type: ignore[attr-defined]
    assert {
        "Product",
        "ProductList",
        "ProductMetadata",
        "ProductSpecies",
        "DueDiligenceStatement",
        "DueDiligenceStatementRecord",
        "DueDiligenceStatementRecordList",
    } <= built


def test_every_country_origin_and_value_chain_operation_builds_valid_models(validating: TestClient, env: Env) -> None:
    client, owner = validating, env.auth("owner")

    def ok(response: Any, status: int = 200) -> Any:
        assert response.status_code == status, response.text
        return response.json()

    ok(client.get("/api/countries/", params={"limit": "1000"}, headers=owner))
    point = {"type": "Point", "coordinates": [-5.45, 6.05, 120]}
    body = {"name": "Plot", "country": "CI", "commodity": "cocoa", "geometry": point, "production_date": "2025-03-01"}
    origin = ok(client.post("/api/origins/", json=body, headers=owner), 201)
    ok(client.patch(f"/api/origins/{origin['id']}/", json={"area_hectares": 1.5}, headers=owner))
    ok(client.get(f"/api/origins/{origin['id']}/", headers=owner))
    ok(client.get("/api/origins/", headers=owner))
    period = {
        "valid_from_month": "2024-01",
        "valid_to_month": "2024-12",
        "consolidation_approach": "operational_control",
        "ownership_percentage": "100",
    }
    body = {
        "company_name": "Coop",
        "country_code": "GH",
        "contact_email": "ama@coop.example",
        "reciprocal_company_id": env.workspaces["b"],
        "ownership_information": {"ownership_periods": [period]},
        "metadata": {"contacts": {"ama@coop.example": {"name": "Ama"}}, "invitation_ids": ["i-1"]},
    }
    chain = ok(client.post("/api/value-chains/", json=body, headers=owner), 201)
    ok(client.patch(f"/api/value-chains/{chain['id']}/", json={"status": "revoked"}, headers=owner))
    ok(client.get(f"/api/value-chains/{chain['id']}/", headers=owner))
    ok(client.get("/api/value-chains/", headers=owner))
    built = set(validating.built)  # type: ignore[attr-defined]
    assert {
        "Country",
        "CountryList",
        "Origin",
        "OriginList",
        "Geometry",
        "ValueChain",
        "ValueChainList",
        "OwnershipInformation",
        "OwnershipPeriod",
        "ValueChainMetadata",
        "ValueChainContacts",
        "ValueChainContact",
    } <= built
