"""End to end through the generated Python SDK (clients/python), against a live server.

One flow per served area, with the SDK's typed models all the way: every response is parsed by
the SDK's own models (an unexpected status raises), and no model carries a key its schema does
not name, so the shape of each response is the documented one. Every area added later adds its
flow here (CONTRIBUTING.md). The SDK's README is run too, block by block, as its reader would.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import io
import re
import sys
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from canopy_client import AsyncCanopy, BadRequest, Canopy, NotFound, RateLimited, Unauthorized  # noqa: E402
from canopy_client.api.accounts import (  # noqa: E402
    change_member_role,
    list_members,
    list_workspaces,
    retrieve_current_user,
    switch_workspace,
)
from canopy_client.api.api_keys import create_api_key, list_api_keys, list_member_api_keys, revoke_api_key  # noqa: E402
from canopy_client.api.countries import list_countries  # noqa: E402
from canopy_client.api.due_diligence_statements import (  # noqa: E402
    file_due_diligence_statement,
    prepare_due_diligence_statement,
    retrieve_due_diligence_statement,
)
from canopy_client.api.invitations import (  # noqa: E402
    accept_invitation,
    bulk_create_invitations,
    bulk_revoke_invitations,
    create_invitation,
    list_invitations,
    lookup_invitation,
    renew_invitation,
)
from canopy_client.api.orders import (  # noqa: E402
    create_purchase_order,
    list_orders,
    order_statistics,
    partial_update_purchase_order,
    retrieve_order,
)
from canopy_client.api.origins import (  # noqa: E402
    create_origin,
    delete_origin,
    list_origins,
    partial_update_origin,
    retrieve_origin,
)
from canopy_client.api.products import create_product  # noqa: E402
from canopy_client.api.tracing import trace_order  # noqa: E402
from canopy_client.api.value_chains import (  # noqa: E402
    create_value_chain,
    delete_value_chain,
    list_value_chains,
    partial_update_value_chain,
    retrieve_value_chain,
)
from canopy_client.client import Client  # noqa: E402
from canopy_client.hosts import AREA_HOSTS  # noqa: E402
from canopy_client.models import (  # noqa: E402  # noqa: E402
    AcceptInvitationRequest,
    ApiKeyExpiry,
    ApiKeyList,
    ApiKeyScope,
    BulkCreateInvitationsRequest,
    BulkCreateInvitationsResponse,
    BulkInvitationFiltersRequest,
    BulkOperationStatus,
    BulkRevokeInvitationsResponse,
    ChangeMemberRoleRequest,
    Commodity,
    ConsolidationApproach,
    CountryList,
    CreateApiKeyRequest,
    CreatedApiKey,
    CreateDocumentRequest,
    CreateInvitationRequest,
    CreateOriginRequest,
    CreateProductRequest,
    CreatePurchaseOrderRequest,
    CreateValueChainRequest,
    DocumentContentType,
    DueDiligenceStatementRecord,
    DueDiligenceStatementStatus,
    EudrCountryRisk,
    GeometryRequest,
    Invitation,
    InvitationAcceptance,
    InvitationFilterOperation,
    InvitationList,
    InvitationPreview,
    InvitationStatus,
    ListCountriesOrderingItem,
    ListInvitationsFilterObject,
    ListInvitationsOrderingItem,
    ListMembersOrderingItem,
    Member,
    MemberList,
    Order,
    OrderAction,
    OrderItemRequest,
    OrderItemTraceRequest,
    OrderList,
    OrderStatistics,
    OrderTrace,
    OrderType,
    Origin,
    OriginList,
    OwnershipInformationRequest,
    OwnershipPeriodRequest,
    PartialUpdatePurchaseOrderRequest,
    PrepareStatementRequest,
    Product,
    RenewInvitationRequest,
    SwitchWorkspaceRequest,
    SwitchWorkspaceResponse,
    UpdateOriginRequest,
    UpdateValueChainRequest,
    UploadStatus,
    UserProfile,
    ValueChain,
    ValueChainList,
    ValueChainMetadataRequest,
    ValueChainStatus,
    ValueChainType,
    WorkspaceListRow,
    WorkspaceListRowList,
)

from tests.live import LiveServer, live_server  # noqa: E402


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with live_server(tmp_path_factory.mktemp("sdk"), settings={"CANOPY_LOG_LEVEL": "WARNING"}) as live:
        yield live


@pytest.fixture
def sdk(server: LiveServer) -> Iterator[Callable[[str], Canopy]]:
    """The SDK for one of the demo users; every client made is closed after the test."""
    made: list[Canopy] = []

    def for_user(who: str) -> Canopy:
        # Every host on one URL: the combined server. A status the OpenAPI document does not name
        # raises UnexpectedStatus, an error status an APIError: either fails the test.
        made.append(Canopy(base_url=server.url, api_key=server.keys[who]))
        return made[-1]

    yield for_user
    for canopy in made:
        canopy.close()


def exact(model: Any) -> Any:
    """`model`, after checking it and every model inside carry no key their schema does not name."""
    extra = getattr(model, "additional_properties", None)
    assert not extra, f"{type(model).__name__} has keys its schema does not name: {sorted(extra)}"
    for value in getattr(model, "__dict__", {}).values():
        for item in value if isinstance(value, list) else [value]:
            if hasattr(item, "to_dict"):
                exact(item)
    return model


def parsed(response: Any, kind: type) -> Any:
    """The typed body of a response of the expected model."""
    assert isinstance(response.parsed, kind), (response.status_code, response.content[:300])
    return exact(response.parsed)


def test_accounts_profile_workspaces_and_switch(sdk: Callable[[str], Canopy]) -> None:
    owner = sdk("owner")
    accounts = owner.client_of("accounts")
    me = parsed(retrieve_current_user.sync_detailed(client=accounts), UserProfile)
    assert (me.email, me.company.name, me.auth_group.name) == ("owner@acme.example", "Acme Cocoa", "Owner")
    assert "view_usercompany" in {p.codename for p in me.auth_group.permissions}

    roamer = sdk("roamer_user").client_of("accounts")
    workspaces = parsed(list_workspaces.sync_detailed(client=roamer), WorkspaceListRowList)
    assert workspaces.count == 2 and all(isinstance(w, WorkspaceListRow) for w in workspaces.results)
    bolt = next(w for w in workspaces.results if w.name == "Bolt Coffee")
    switched = parsed(
        switch_workspace.sync_detailed(client=roamer, body=SwitchWorkspaceRequest(company_id=bolt.id)),
        SwitchWorkspaceResponse,
    )
    assert switched.message == "Switched to workspace Bolt Coffee."
    assert parsed(retrieve_current_user.sync_detailed(client=roamer), UserProfile).company.name == "Bolt Coffee"


def test_members_list_with_filters_and_change_a_role(sdk: Callable[[str], Canopy]) -> None:
    owner = sdk("owner").client_of("accounts")
    editors = parsed(
        list_members.sync_detailed(
            client=owner, auth_group_name_in=["Editor", "Viewer"], ordering=[ListMembersOrderingItem.NAME]
        ),
        MemberList,
    )
    assert all(isinstance(m, Member) for m in editors.results)
    assert {m.auth_group_detail.name for m in editors.results} == {"Editor", "Viewer"}
    viewer = next(m for m in editors.results if m.user_detail.email == "viewer@acme.example")
    roles = {m.auth_group_detail.name: m.auth_group for m in editors.results}
    changed = parsed(
        change_member_role.sync_detailed(
            viewer.id, client=owner, body=ChangeMemberRoleRequest(auth_group=roles["Editor"])
        ),
        Member,
    )
    assert (changed.id, changed.auth_group_detail.name) == (viewer.id, "Editor")
    found = parsed(list_members.sync_detailed(client=owner, user_email="viewer@acme.example"), MemberList)
    assert [m.auth_group_detail.name for m in found.results] == ["Editor"]
    back = change_member_role.sync_detailed(
        viewer.id, client=owner, body=ChangeMemberRoleRequest(auth_group=roles["Viewer"])
    )
    assert parsed(back, Member).auth_group_detail.name == "Viewer"  # as the other flows expect


def test_invitations_create_bulk_list_renew_revoke_and_preview(
    server: LiveServer, sdk: Callable[[str], Canopy]
) -> None:
    owner = sdk("owner")
    invitations = owner.client_of("invitations")
    roles = {
        m.auth_group_detail.name: m.auth_group
        for m in parsed(list_members.sync_detailed(client=owner.base), MemberList).results
    }
    domain = f"{uuid.uuid4().hex[:8]}.example.org"
    created = parsed(
        create_invitation.sync_detailed(
            client=invitations,
            body=CreateInvitationRequest(email=f"ann@{domain}", auth_group=roles["Viewer"]),
            idempotency_key=f"create-ann-{domain}",
        ),
        Invitation,
    )
    assert (created.status, created.auth_group_detail.name) == (InvitationStatus.PENDING, "Viewer")

    bulk = parsed(
        bulk_create_invitations.sync_detailed(
            client=invitations,
            body=BulkCreateInvitationsRequest(
                operations=[
                    CreateInvitationRequest(email=f"bob@{domain}", auth_group=roles["Editor"]),
                    CreateInvitationRequest(email=f"ann@{domain}", auth_group=roles["Viewer"]),  # already pending
                ]
            ),
        ),
        BulkCreateInvitationsResponse,
    )
    assert [r.status for r in bulk.results] == [BulkOperationStatus.ACCEPTED, BulkOperationStatus.REJECTED]
    assert isinstance(bulk.results[0].invitation, Invitation) and bulk.results[1].invitation is None

    listed = parsed(
        list_invitations.sync_detailed(
            client=invitations, email_icontains=domain, ordering=[ListInvitationsOrderingItem.EMAIL]
        ),
        InvitationList,
    )
    assert [i.email for i in listed.results] == [f"ann@{domain}", f"bob@{domain}"]

    renewed = parsed(
        renew_invitation.sync_detailed(client=invitations, body=RenewInvitationRequest(invitation=created.id)),
        Invitation,
    )
    assert renewed.id != created.id and renewed.email == created.email

    with Client(base_url=server.url, raise_on_unexpected_status=True) as anonymous:  # the link needs no key
        preview = parsed(lookup_invitation.sync_detailed(renewed.id, client=anonymous), InvitationPreview)
        gone = lookup_invitation.sync_detailed(created.id, client=anonymous)  # the old link stopped working
    assert (preview.email, preview.company.name, preview.auth_group_id) == (
        renewed.email,
        "Acme Cocoa",
        roles["Viewer"],
    )
    assert gone.status_code == 404
    assert preview.auth_group_name == "Viewer" and preview.expires_at == renewed.expires_at

    with Client(base_url=server.url, raise_on_unexpected_status=True) as anonymous:  # IA1: the link accepts it
        joined = parsed(
            accept_invitation.sync_detailed(
                renewed.id, client=anonymous, body=AcceptInvitationRequest(first_name="Ann", last_name="Example")
            ),
            InvitationAcceptance,
        )
        again = accept_invitation.sync_detailed(renewed.id, client=anonymous, body=AcceptInvitationRequest())
    assert (joined.member.user_detail.email, joined.member.auth_group_detail.name) == (renewed.email, "Viewer")
    assert (joined.api_key.scope, joined.api_key.workspace_detail.name) == (ApiKeyScope.WORKSPACE, "Acme Cocoa")
    assert joined.api_key.key.startswith("cnp_") and again.status_code == 404
    with Canopy(base_url=server.url, api_key=joined.api_key.key) as ann:
        ann_me = parsed(retrieve_current_user.sync_detailed(client=ann.client_of("accounts")), UserProfile)
    assert (ann_me.first_name, ann_me.company.name, ann_me.auth_group.name) == ("Ann", "Acme Cocoa", "Viewer")

    revoked = parsed(
        bulk_revoke_invitations.sync_detailed(
            client=invitations,
            body=BulkInvitationFiltersRequest(
                operations=[
                    InvitationFilterOperation(invitation_filters=ListInvitationsFilterObject(email_icontains=domain))
                ]
            ),
        ),
        BulkRevokeInvitationsResponse,
    )
    assert revoked.results[0].revoked_count == 1  # ann's was accepted, so only bob's was pending
    assert [str(id) for id in revoked.results[0].revoked_ids] == [str(bulk.results[0].invitation.id)]


def test_each_call_goes_to_its_areas_host_and_an_error_answer_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.url.path == "/api/documents/":
            return httpx.Response(400, json={"name": ["This field may not be blank."]}, headers={"X-Request-ID": "r-1"})
        if request.url.path == "/api/accounts/users/me/":
            return httpx.Response(429, json={"detail": "Request was throttled."}, headers={"Retry-After": "2"})
        return httpx.Response(404, json={"detail": "Not found."})

    assert AREA_HOSTS["accounts"] == AREA_HOSTS["invitations"] == "base"
    monkeypatch.setenv("CANOPY_API_KEY", "cnp_from_the_environment")
    urls = {"base_url": "http://one", "ingestion_url": "http://two"}
    with Canopy(**urls, transport=httpx.MockTransport(answer)) as canopy:
        assert canopy.client_of("documents") is canopy.ingestion and canopy.client_of("orders") is canopy.supply_chain
        with pytest.raises(NotFound):
            canopy.orders.retrieve_order(7, order_action=OrderAction.BUYING)
        body = CreateDocumentRequest(name="", content_type=DocumentContentType.FORMULA)
        with pytest.raises(BadRequest) as invalid:
            canopy.documents.create_document(body=body, idempotency_key="k-1")
        with pytest.raises(RateLimited) as throttled:
            canopy.accounts.retrieve_current_user()

    async def retrieve_asynchronously() -> None:
        async with AsyncCanopy(**urls, api_key="cnp_given", transport=httpx.MockTransport(answer)) as canopy:
            await canopy.orders.retrieve_order(7, order_action=OrderAction.SELLING)

    with pytest.raises(NotFound):
        asyncio.run(retrieve_asynchronously())
    assert [(r.method, str(r.url)) for r in seen] == [
        ("GET", "http://one/api/orders/7/?order_action=buying"),
        ("POST", "http://two/api/documents/"),
        ("GET", "http://one/api/accounts/users/me/"),
        ("GET", "http://one/api/orders/7/?order_action=selling"),
    ]
    assert [r.headers["Authorization"] for r in seen] == ["ApiKey cnp_from_the_environment"] * 3 + ["ApiKey cnp_given"]
    assert seen[1].headers["Idempotency-Key"] == "k-1"
    error = invalid.value
    assert (error.status_code, error.errors, error.request_id) == (
        400,
        {"name": ["This field may not be blank."]},
        "r-1",
    )
    assert (throttled.value.detail, throttled.value.retry_after) == ("Request was throttled.", 2.0)


README = Path(__file__).resolve().parents[2] / "clients" / "python" / "README.md"
README_URL, README_KEY = "https://canopy.example.com", "cnp_..."


def test_the_sdks_readme_runs_as_written(server: LiveServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every python block of clients/python/README.md, in order, with the live server's URL and a key."""
    text = README.read_text(encoding="utf-8")
    assert README_URL in text and README_KEY in text, "the README's URL and key are what this test replaces"
    blocks = re.findall(r"^```python\n(.*?)^```", text, re.S | re.M)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bill-of-lading.pdf").write_bytes(b"%PDF-1.7\n%%EOF\n")  # the file the README uploads
    namespace: dict[str, Any] = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        for block in blocks:
            code = block.replace(README_URL, server.url).replace(README_KEY, server.keys["owner"])
            exec(compile(code, str(README), "exec"), namespace)

    page, order, again, document = (namespace[name] for name in ("page", "order", "again", "document"))
    assert isinstance(exact(page), OrderList) and page.count >= len(page.results) > 0
    assert [o.order_created_at for o in page.results] == sorted(
        (o.order_created_at for o in page.results), reverse=True
    )
    assert isinstance(exact(order), Order) and order.external_id == "PO-2025-0142" and again.id == order.id
    assert (document.upload_status, document.media_type, document.file_size) == (
        UploadStatus.COMPLETED,
        "application/pdf",
        15,
    )
    assert list(namespace["invalid"]) == ["border_cross_country_code"]
    assert namespace["answer"].headers["Idempotent-Replayed"] == "true"
    lines = printed.getvalue().splitlines()
    assert "True" in lines  # the replayed order is the first one
    assert any(re.fullmatch(r"404 Not found\. [0-9a-f]{32}", line) for line in lines), lines  # with its request id
    assert f"{page.count + 1} orders" in lines  # counted by AsyncCanopy, after the order the README created


def test_countries_origins_and_value_chains(sdk: Callable[[str], Canopy]) -> None:
    editor = sdk("editor")
    countries = editor.client_of("countries")
    high = parsed(
        list_countries.sync_detailed(
            client=countries, eu_status=EudrCountryRisk.HIGH, ordering=[ListCountriesOrderingItem.ALPHA_2]
        ),
        CountryList,
    )
    assert [c.alpha_2 for c in high.results] == ["BY", "KP", "MM", "RU"]

    origins = editor.client_of("origins")
    square = [[[-5.5, 6.0], [-5.4, 6.0], [-5.4, 6.1], [-5.5, 6.1], [-5.5, 6.0]]]
    body = CreateOriginRequest(
        name="Soubré plot 7",
        country="CI",
        commodity=Commodity.COCOA,
        geometry=GeometryRequest(type_="Polygon", coordinates=square),
        area_hectares=12.5,
    )
    origin = parsed(create_origin.sync_detailed(client=origins, body=body), Origin)
    assert (origin.country_detail.name, origin.geometry.coordinates) == ("Côte d'Ivoire", square)
    changed = parsed(
        partial_update_origin.sync_detailed(origin.id, client=origins, body=UpdateOriginRequest(producer="Kouassi")),
        Origin,
    )
    assert changed.producer == "Kouassi"
    assert parsed(retrieve_origin.sync_detailed(origin.id, client=origins), Origin).producer == "Kouassi"
    found = parsed(list_origins.sync_detailed(client=origins, country_in=["CI"], search="soubré"), OriginList)
    assert [o.id for o in found.results] == [origin.id]
    assert delete_origin.sync_detailed(origin.id, client=origins).status_code == 204

    chains = editor.client_of("value_chains")
    period = OwnershipPeriodRequest(
        valid_from_month="2024-01",
        valid_to_month="2025-12",
        consolidation_approach=ConsolidationApproach.EQUITY_SHARE,
        ownership_percentage="51.5",
    )
    chain = parsed(
        create_value_chain.sync_detailed(
            client=chains,
            body=CreateValueChainRequest(
                company_name="Cocoa Coop",
                country_code="GH",
                contact_email="ama@coop.example",
                ownership_information=OwnershipInformationRequest(ownership_periods=[period]),
                metadata=ValueChainMetadataRequest(invitation_ids=["inv-1"]),
                tags=["cocoa"],
            ),
        ),
        ValueChain,
    )
    assert (chain.type_, chain.status, chain.country.eu_status) == (
        ValueChainType.SUPPLIER,
        ValueChainStatus.ACTIVE,
        EudrCountryRisk.LOW,
    )
    assert chain.ownership_information.ownership_periods[0].consolidation_approach == ConsolidationApproach.EQUITY_SHARE
    revoked = parsed(
        partial_update_value_chain.sync_detailed(
            chain.id, client=chains, body=UpdateValueChainRequest(status=ValueChainStatus.REVOKED)
        ),
        ValueChain,
    )
    assert revoked.status == ValueChainStatus.REVOKED
    assert parsed(retrieve_value_chain.sync_detailed(chain.id, client=chains), ValueChain).metadata.invitation_ids == [
        "inv-1"
    ]
    listed = parsed(list_value_chains.sync_detailed(client=chains, status=ValueChainStatus.REVOKED), ValueChainList)
    assert [c.id for c in listed.results] == [chain.id]
    assert delete_value_chain.sync_detailed(chain.id, client=chains).status_code == 204


def test_orders_traced_to_origins_traced_counted_and_filed(sdk: Callable[[str], Canopy]) -> None:
    owner = sdk("owner")
    run = uuid.uuid4().hex[:8]
    square = [[[-5.5, 6.0], [-5.4, 6.0], [-5.4, 6.1], [-5.5, 6.1], [-5.5, 6.0]]]
    origin = parsed(
        create_origin.sync_detailed(
            client=owner.client_of("origins"),
            body=CreateOriginRequest(
                name=f"Plot {run}",
                country="CI",
                commodity=Commodity.COCOA,
                geometry=GeometryRequest(type_="Polygon", coordinates=square),
            ),
        ),
        Origin,
    )
    product = parsed(
        create_product.sync_detailed(
            client=owner.client_of("products"),
            body=CreateProductRequest(name="Cocoa beans", sku=f"COC-{run}", commodity=Commodity.COCOA, hs_code="1801"),
        ),
        Product,
    )
    orders = owner.client_of("orders")
    item = OrderItemRequest(
        buyer_product=product.id, volume=12.5, unit="t", trace=OrderItemTraceRequest(traced_origins=[origin.id])
    )
    body = CreatePurchaseOrderRequest(
        type_=OrderType.ORDER,
        external_id=f"PO-{run}",
        order_created_at=datetime.date(2024, 3, 1),
        buyer_external_id=f"BX-{run}",
        items=[item],
    )
    order = parsed(create_purchase_order.sync_detailed(client=orders, body=body), Order)
    assert [(i.buyer_product, i.traced_origin_count) for i in order.items] == [(product.id, "1")]
    changed = parsed(
        partial_update_purchase_order.sync_detailed(
            order.id, client=orders, body=PartialUpdatePurchaseOrderRequest(seller_external_id=f"SX-{run}")
        ),
        Order,
    )
    assert changed.seller_external_id == f"SX-{run}"
    shown = parsed(retrieve_order.sync_detailed(order.id, client=orders, order_action=OrderAction.BUYING), Order)
    assert shown.assessment_status == changed.assessment_status
    found = parsed(
        list_orders.sync_detailed(
            client=orders, order_action=OrderAction.BUYING, search=f"BX-{run}", items_traced_origins=origin.id
        ),
        OrderList,
    )
    assert [o.id for o in found.results] == [order.id] and found.count == 1
    statistics = parsed(
        order_statistics.sync_detailed(client=orders, order_action=OrderAction.BUYING, search=f"BX-{run}"),
        OrderStatistics,
    )
    assert (statistics.count, statistics.traced_items, statistics.volumes[0].country) == (1, 1, "CI")

    trace = parsed(trace_order.sync_detailed(order.id, client=owner.client_of("tracing"), depth=3), OrderTrace)
    assert [feature.id for feature in trace.features] == [f"origin:{origin.id}"]
    assert {node.id for node in trace.nodes} == {
        f"order:{order.id}",
        f"order_item:{shown.items[0].id}",
        f"origin:{origin.id}",
    }

    statements = owner.client_of("due_diligence_statements")
    prepared = parsed(
        prepare_due_diligence_statement.sync_detailed(
            order.id, client=statements, body=PrepareStatementRequest(order_action=OrderAction.BUYING)
        ),
        DueDiligenceStatementRecord,
    )
    assert prepared.status == DueDiligenceStatementStatus.DRAFT and prepared.products == [product.id]
    filed = parsed(
        file_due_diligence_statement.sync_detailed(prepared.id, client=statements), DueDiligenceStatementRecord
    )
    assert filed.status == DueDiligenceStatementStatus.SUBMITTED and filed.filing.submitter == "documents"
    again = parsed(
        retrieve_due_diligence_statement.sync_detailed(prepared.id, client=statements), DueDiligenceStatementRecord
    )
    assert again.filing.document == filed.filing.document


def test_api_keys_create_use_list_and_revoke(sdk: Callable[[str], Canopy], server: LiveServer) -> None:
    owner = sdk("owner")
    keys = owner.client_of("api_keys")
    body = CreateApiKeyRequest(name="SDK flow", scope=ApiKeyScope.WORKSPACE, expires=ApiKeyExpiry.VALUE_90D)
    created = parsed(create_api_key.sync_detailed(client=keys, body=body), CreatedApiKey)
    assert (created.scope, created.workspace_detail.name, created.expired) == (
        ApiKeyScope.WORKSPACE,
        "Acme Cocoa",
        False,
    )
    assert created.expires_at - created.created_at == datetime.timedelta(days=90) and created.key.startswith("cnp_")
    with Canopy(base_url=server.url, api_key=created.key) as new:
        mine = parsed(list_api_keys.sync_detailed(client=new.client_of("api_keys"), search="SDK"), ApiKeyList)
        assert [(k.id, k.prefix) for k in mine.results] == [(created.id, created.key[:12])]
        viewer = parsed(list_members.sync_detailed(client=owner.base, user_email="viewer@acme.example"), MemberList)
        members = parsed(list_member_api_keys.sync_detailed(viewer.results[0].id, client=keys), ApiKeyList)
        assert [k.name for k in members.results] == ["viewer demo key"]
        assert revoke_api_key.sync_detailed(created.id, client=keys).status_code == 204
        with pytest.raises(Unauthorized):
            list_api_keys.sync_detailed(client=new.client_of("api_keys"))
