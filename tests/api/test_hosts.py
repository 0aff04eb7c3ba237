"""One app per host (document: Hosts): each serves its own operations, OpenAPI document and docs.

The base host serves accounts and invitations (A1–A3, M1–M3, I1–I8), the ingestion host
documents, import runs, folders and knowledge-base queries (D1–D9, F1–F5, Q1–Q2), the supply_chain host orders (O1–O9, OR1–OR2) and
the records they reference (products, statements, countries, origins, value chains), the data_room host
surveys (S1–S5, SV1–SV3), and no host serves another's paths (404).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from generated.operations import HOSTS
from handwritten.app import create_app
from handwritten.settings import Settings
from tests.api.conftest import Env

ME = "/api/accounts/users/me/"
METHODS = ("get", "put", "post", "patch", "delete")
ACCOUNTS = {
    ("/api/accounts/users/me/", "get"): "A1",
    ("/api/accounts/workspaces/", "get"): "A2",
    ("/api/accounts/workspaces/switch/", "post"): "A3",
    ("/api/accounts/members/", "get"): "M1",
    ("/api/accounts/members/{id}/", "patch"): "M2",
    ("/api/accounts/members/{id}/", "delete"): "M3",
}
INVITATIONS = {
    ("/api/accounts/invitations/", "get"): "I1",
    ("/api/accounts/invitations/", "post"): "I2",
    ("/api/accounts/invitations/{id}/", "get"): "I3",
    ("/api/accounts/invitations/bulk/", "post"): "I4",
    ("/api/accounts/invitations/bulk-revocations/", "post"): "I5",
    ("/api/accounts/invitations/renew/", "post"): "I6",
    ("/api/accounts/invitations/bulk-renewals/", "post"): "I7",
    ("/api/accounts/invitations/{id}/preview/", "get"): "I8",
    ("/api/accounts/invitations/{id}/accept/", "post"): "IA1",
}
API_KEYS = {
    ("/api/accounts/api-keys/", "get"): "AK1",
    ("/api/accounts/api-keys/", "post"): "AK2",
    ("/api/accounts/api-keys/{id}/", "delete"): "AK3",
    ("/api/accounts/members/{id}/api-keys/", "get"): "AK4",
}
TRANSACTIONS = {
    ("/api/transactions/", "get"): "T1",
    ("/api/transactions/groups/", "get"): "T2",
    ("/api/emission-categories/", "get"): "CR6",
    ("/api/classification-rules/", "get"): "CR1",
    ("/api/classification-rules/", "post"): "CR2",
    ("/api/classification-rules/{id}/", "get"): "CR3",
    ("/api/classification-rules/{id}/", "patch"): "CR4",
    ("/api/classification-rules/{id}/", "delete"): "CR5",
}
BASE = ACCOUNTS | API_KEYS | INVITATIONS | TRANSACTIONS
INGESTION = {
    ("/api/documents/", "get"): "D1",
    ("/api/documents/", "post"): "D2",
    ("/api/documents/{id}/", "get"): "D3",
    ("/api/documents/{id}/", "patch"): "D4",
    ("/api/documents/{id}/confirm-upload/", "post"): "D5",
    ("/api/documents/{id}/download/", "get"): "D6",
    ("/api/documents/{id}/upload/", "post"): "DU1",
    ("/api/documents/{id}/", "delete"): "DL1",
    ("/api/data-import-runs/", "get"): "D7",
    ("/api/data-import-runs/", "post"): "D8",
    ("/api/data-import-runs/{id}/", "get"): "D9",
    ("/api/document-folders/", "get"): "F1",
    ("/api/document-folders/", "post"): "F2",
    ("/api/document-folders/{id}/", "get"): "F3",
    ("/api/document-folders/{id}/", "patch"): "F4",
    ("/api/document-folders/{id}/", "delete"): "F5",
    ("/api/query-logs/", "get"): "Q1",
    ("/api/queries/", "post"): "Q2",
}
SUPPLY_CHAIN = {
    ("/api/orders/", "get"): "O1",
    ("/api/orders/", "post"): "O2",
    ("/api/orders/{id}/", "get"): "O3",
    ("/api/batch-orders/", "post"): "O4",
    ("/api/batch-orders/{id}/", "patch"): "O5",
    ("/api/purchase-orders/", "post"): "O6",
    ("/api/purchase-orders/{id}/", "patch"): "O7",
    ("/api/sale-orders/", "post"): "O8",
    ("/api/sale-orders/{id}/", "patch"): "O9",
    ("/api/orders/{id}/information-request/", "get"): "OR1",
    ("/api/orders/{id}/information-request/send/", "post"): "OR2",
    ("/api/countries/", "get"): "CT1",
    ("/api/due-diligence-statements/", "get"): "DS1",
    ("/api/due-diligence-statements/", "post"): "DS2",
    ("/api/due-diligence-statements/{id}/", "get"): "DS3",
    ("/api/due-diligence-statements/{id}/", "patch"): "DS4",
    ("/api/due-diligence-statements/{id}/", "delete"): "DS5",
    ("/api/orders/{id}/due-diligence-statement/", "post"): "DS6",
    ("/api/due-diligence-statements/{id}/filing/", "post"): "DS7",
    ("/api/origins/", "get"): "OG1",
    ("/api/origins/", "post"): "OG2",
    ("/api/origins/{id}/", "get"): "OG3",
    ("/api/origins/{id}/", "patch"): "OG4",
    ("/api/origins/{id}/", "delete"): "OG5",
    ("/api/origins/{id}/assessment-results/", "post"): "AS1",
    ("/api/assessment-mitigations/", "post"): "AS2",
    ("/api/orders/{id}/trace/", "get"): "TR1",
    ("/api/order-statistics/", "get"): "OS1",
    ("/api/products/", "get"): "PR1",
    ("/api/products/", "post"): "PR2",
    ("/api/products/{id}/", "get"): "PR3",
    ("/api/products/{id}/", "patch"): "PR4",
    ("/api/products/{id}/", "delete"): "PR5",
    ("/api/value-chains/", "get"): "VC1",
    ("/api/value-chains/", "post"): "VC2",
    ("/api/value-chains/{id}/", "get"): "VC3",
    ("/api/value-chains/{id}/", "patch"): "VC4",
    ("/api/value-chains/{id}/", "delete"): "VC5",
}
DATA_ROOM = {
    ("/api/surveys/", "get"): "S1",
    ("/api/survey-submissions/", "get"): "S2",
    ("/api/survey-submissions/", "post"): "S3",
    ("/api/survey-submissions/{id}/", "get"): "S4",
    ("/api/data-points/", "post"): "S5",
    ("/api/survey-definitions/", "post"): "SV1",
    ("/api/survey-definitions/", "get"): "SV2",
    ("/api/survey-definitions/{id}/", "get"): "SV3",
}
BY_HOST = {"base": BASE, "ingestion": INGESTION, "supply_chain": SUPPLY_CHAIN, "data_room": DATA_ROOM}
SERVED: dict[str | None, dict[tuple[str, str], str]] = {
    **BY_HOST,
    None: BASE | INGESTION | SUPPLY_CHAIN | DATA_ROOM,
}
# The document's codes are one letter and a number; extensions' are not, or are F (folders).
DOCUMENT_CODE = re.compile(r"^[DQTSOAMI][0-9]$")
TAGS = {
    "base": ["accounts", "api_keys", "classification_rules", "invitations", "transactions"],
    "ingestion": ["data_imports", "documents", "queries"],
    "data_room": ["surveys"],
    "supply_chain": [
        "assessment",
        "countries",
        "due_diligence_statements",
        "orders",
        "origins",
        "products",
        "tracing",
        "value_chains",
    ],
}
OTHER_HOSTS = [host for host in HOSTS if host != "base"]


@pytest.fixture
def unused_database(tmp_path: Path) -> Settings:
    """Settings for apps whose tested requests never reach the database (documents, docs, routing)."""
    return Settings(
        mode="test",
        database_url=f"sqlite+aiosqlite:///{tmp_path / 'never-opened.sqlite3'}",
        mail_worker=False,
        storage_dir=tmp_path / "objects",
    )


@pytest.fixture(params=[*HOSTS, None], ids=[*HOSTS, "combined"])
def host_client(request: pytest.FixtureRequest, unused_database: Settings) -> Iterator[tuple[str | None, TestClient]]:
    with TestClient(create_app(unused_database, host=request.param)) as client:
        yield request.param, client


def operations(document: dict[str, Any]) -> dict[tuple[str, str], str]:
    return {
        (path, method): operation["x-code"]
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if method in METHODS
    }


def test_the_base_host_serves_the_accounts_operations(env: Env) -> None:
    with TestClient(create_app(env.settings, host="base")) as base:
        me = base.get(ME, headers=env.auth("owner"))
        assert (me.status_code, me.json()["email"]) == (200, "owner@acme.example")
        members = base.get("/api/accounts/members/", headers=env.auth("viewer"))
        assert (members.status_code, members.json()["count"]) == (200, 5)
        workspaces = base.get("/api/accounts/workspaces/", headers=env.auth("roamer_user"))
        assert (workspaces.status_code, workspaces.json()["count"]) == (200, 2)
        transactions = base.get("/api/transactions/", headers=env.auth("owner"))
        assert (transactions.status_code, transactions.json()["count"]) == (200, 0)
    # Every operation is implemented now; tests/unit/test_unimplemented.py keeps the rule that an
    # operation without an implementation is not served.
    with TestClient(create_app(env.settings, host="ingestion")) as ingestion:
        queries = ingestion.get("/api/query-logs/", headers=env.auth("owner"))
        assert (queries.status_code, queries.json()) == (200, {"count": 0, "results": []})


@pytest.mark.parametrize("host", OTHER_HOSTS)
def test_other_hosts_do_not_serve_the_accounts_operations(env: Env, host: str) -> None:
    settings = env.settings.model_copy(update={"base_url": "https://base.example"})
    with TestClient(create_app(settings, host=host)) as other:
        for method, path in [
            ("GET", ME),
            ("GET", "/api/accounts/members/"),
            ("PATCH", "/api/accounts/members/1/"),
            ("POST", "/api/accounts/workspaces/switch/"),
        ]:
            response = other.request(method, path, json={}, headers=env.auth("owner"))
            # The 404 names the host that serves the path (decision not_found_host_hint).
            detail = f"Not found. {path} is served by the base host: https://base.example{path}"
            assert (response.status_code, response.json()) == (404, {"detail": detail}), (method, path)


def test_an_unknown_host_is_refused_at_start(unused_database: Settings) -> None:
    with pytest.raises(ValueError, match="unknown host 'accounts'"):
        create_app(unused_database, host="accounts")


def test_each_host_documents_only_its_implemented_operations(host_client: tuple[str | None, TestClient]) -> None:
    host, client = host_client
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    document = response.json()
    assert document["openapi"] == "3.1.0"
    expected = SERVED.get(host, {})
    assert operations(document) == expected
    assert set(document["paths"]) == {path for path, _ in expected}
    schemas = set(document["components"]["schemas"])
    if host in ("base", None):
        assert {
            "UserProfile",
            "MemberList",
            "Invitation",
            "InvitationPreview",
            "BulkInvitationFiltersRequest",
        } <= schemas
        assert {"FinancialTransaction", "TransactionGroupRowList"} <= schemas
        for (path, method), code in BASE.items():
            assert document["paths"][path][method]["x-host"] == "base", code
    if host in ("ingestion", None):
        assert {"Document", "DocumentFolder", "CreatedDocument", "DataImportRun"} <= schemas
    if host in ("supply_chain", None):
        assert {"Product", "Origin", "ValueChain", "CountryList"} <= schemas
    for served_host, served in BY_HOST.items():
        for (path, method), code in served.items() if host in (served_host, None) else ():
            operation = document["paths"][path][method]
            assert operation["x-host"] == served_host, code
            assert operation.get("x-extension", False) is not bool(DOCUMENT_CODE.match(code)), code
    if expected:
        tags = TAGS.get(host or "", sorted(sum(TAGS.values(), [])))
        assert [tag["name"] for tag in document["tags"]] == tags
    else:
        assert schemas <= {"ErrorDetail", "ValidationError"} and document["tags"] == []


def test_each_host_serves_docs_that_load_their_assets_locally(host_client: tuple[str | None, TestClient]) -> None:
    _, client = host_client
    page = client.get("/api/docs/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    html = page.text
    assert "'/api/openapi.json'" in html or '"/api/openapi.json"' in html
    assets = ["/api/docs/assets/swagger-ui-bundle.js", "/api/docs/assets/swagger-ui.css"]
    for asset in assets:
        assert f'"{asset}"' in html
    assert "://" not in html.replace("http://www.w3.org", "")  # nothing from a CDN
    for asset, media in zip(assets, ["javascript", "text/css"], strict=True):
        response = client.get(asset)
        assert (
            response.status_code == 200 and media in response.headers["content-type"] and len(response.content) > 1000
        )
    assert client.get("/api/docs/assets/favicon-32x32.png").status_code == 200
    assert client.get("/api/docs/assets/nothing-here.js").status_code == 404


def test_docs_and_openapi_need_no_key_but_operations_do(host_client: tuple[str | None, TestClient]) -> None:
    host, client = host_client
    assert client.get("/api/openapi.json").status_code == 200
    response = client.get(ME)
    if host in ("base", None):
        assert (response.status_code, response.json()) == (401, {"detail": "Invalid or expired API key"})
    else:
        assert response.status_code == 404
        assert response.json()["detail"].startswith(f"Not found. {ME} is served by the base host")
