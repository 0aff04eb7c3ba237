# Generated from spec/operations/*.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Every operation of the document, with where it is served, and every area's router and interfaces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from fastapi import APIRouter

from generated.routes import accounts as accounts_routes
from generated.routes import data_imports as data_imports_routes
from generated.routes import documents as documents_routes
from generated.routes import invitations as invitations_routes
from generated.routes import orders as orders_routes
from generated.routes import queries as queries_routes
from generated.routes import surveys as surveys_routes
from generated.routes import transactions as transactions_routes
from generated.services import accounts as accounts_services
from generated.services import data_imports as data_imports_services
from generated.services import documents as documents_services
from generated.services import invitations as invitations_services
from generated.services import orders as orders_services
from generated.services import queries as queries_services
from generated.services import surveys as surveys_services
from generated.services import transactions as transactions_services

__all__ = ["AREAS", "BY_CODE", "BY_NAME", "HOSTS", "OPERATIONS", "Area", "Operation"]


@dataclass(frozen=True, slots=True)
class Operation:
    code: str
    name: str
    area: str
    host: str
    method: str
    path: str
    path_source: str
    anonymous: bool
    interface: type[Any]
    limits: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))


@dataclass(frozen=True, slots=True)
class Area:
    name: str
    host: str
    service: type[Any]
    build_router: Callable[..., APIRouter]


HOSTS: tuple[str, ...] = (
    "base",
    "supply_chain",
    "ingestion",
    "data_room",
)

AREAS: Mapping[str, Area] = MappingProxyType(
    {
        "accounts": Area("accounts", "base", accounts_services.AccountsService, accounts_routes.build_router),
        "data_imports": Area(
            "data_imports", "ingestion", data_imports_services.DataImportsService, data_imports_routes.build_router
        ),
        "documents": Area("documents", "ingestion", documents_services.DocumentsService, documents_routes.build_router),
        "invitations": Area(
            "invitations", "base", invitations_services.InvitationsService, invitations_routes.build_router
        ),
        "orders": Area("orders", "supply_chain", orders_services.OrdersService, orders_routes.build_router),
        "queries": Area("queries", "ingestion", queries_services.QueriesService, queries_routes.build_router),
        "surveys": Area("surveys", "data_room", surveys_services.SurveysService, surveys_routes.build_router),
        "transactions": Area(
            "transactions", "base", transactions_services.TransactionsService, transactions_routes.build_router
        ),
    }
)

OPERATIONS: tuple[Operation, ...] = (
    Operation(
        "A1",
        "retrieve_current_user",
        "accounts",
        "base",
        "GET",
        "/api/accounts/users/me/",
        "stated",
        False,
        accounts_services.RetrieveCurrentUser,
    ),
    Operation(
        "A2",
        "list_workspaces",
        "accounts",
        "base",
        "GET",
        "/api/accounts/workspaces/",
        "inferred",
        False,
        accounts_services.ListWorkspaces,
    ),
    Operation(
        "A3",
        "switch_workspace",
        "accounts",
        "base",
        "POST",
        "/api/accounts/workspaces/switch/",
        "inferred",
        False,
        accounts_services.SwitchWorkspace,
    ),
    Operation(
        "M1",
        "list_members",
        "accounts",
        "base",
        "GET",
        "/api/accounts/members/",
        "inferred",
        False,
        accounts_services.ListMembers,
    ),
    Operation(
        "M2",
        "change_member_role",
        "accounts",
        "base",
        "PATCH",
        "/api/accounts/members/{id}/",
        "inferred",
        False,
        accounts_services.ChangeMemberRole,
    ),
    Operation(
        "M3",
        "remove_member",
        "accounts",
        "base",
        "DELETE",
        "/api/accounts/members/{id}/",
        "inferred",
        False,
        accounts_services.RemoveMember,
    ),
    Operation(
        "D7",
        "list_data_import_runs",
        "data_imports",
        "ingestion",
        "GET",
        "/api/data-import-runs/",
        "inferred",
        False,
        data_imports_services.ListDataImportRuns,
    ),
    Operation(
        "D8",
        "create_data_import_run",
        "data_imports",
        "ingestion",
        "POST",
        "/api/data-import-runs/",
        "inferred",
        False,
        data_imports_services.CreateDataImportRun,
    ),
    Operation(
        "D9",
        "retrieve_data_import_run",
        "data_imports",
        "ingestion",
        "GET",
        "/api/data-import-runs/{id}/",
        "inferred",
        False,
        data_imports_services.RetrieveDataImportRun,
    ),
    Operation(
        "D1",
        "list_documents",
        "documents",
        "ingestion",
        "GET",
        "/api/documents/",
        "inferred",
        False,
        documents_services.ListDocuments,
    ),
    Operation(
        "D2",
        "create_document",
        "documents",
        "ingestion",
        "POST",
        "/api/documents/",
        "inferred",
        False,
        documents_services.CreateDocument,
    ),
    Operation(
        "D3",
        "retrieve_document",
        "documents",
        "ingestion",
        "GET",
        "/api/documents/{id}/",
        "inferred",
        False,
        documents_services.RetrieveDocument,
    ),
    Operation(
        "D4",
        "partial_update_document",
        "documents",
        "ingestion",
        "PATCH",
        "/api/documents/{id}/",
        "inferred",
        False,
        documents_services.PartialUpdateDocument,
    ),
    Operation(
        "D5",
        "confirm_upload",
        "documents",
        "ingestion",
        "POST",
        "/api/documents/{id}/confirm-upload/",
        "inferred",
        False,
        documents_services.ConfirmUpload,
    ),
    Operation(
        "D6",
        "download_document",
        "documents",
        "ingestion",
        "GET",
        "/api/documents/{id}/download/",
        "inferred",
        False,
        documents_services.DownloadDocument,
    ),
    Operation(
        "I1",
        "list_invitations",
        "invitations",
        "base",
        "GET",
        "/api/accounts/invitations/",
        "inferred",
        False,
        invitations_services.ListInvitations,
    ),
    Operation(
        "I2",
        "create_invitation",
        "invitations",
        "base",
        "POST",
        "/api/accounts/invitations/",
        "inferred",
        False,
        invitations_services.CreateInvitation,
    ),
    Operation(
        "I3",
        "retrieve_invitation",
        "invitations",
        "base",
        "GET",
        "/api/accounts/invitations/{id}/",
        "inferred",
        False,
        invitations_services.RetrieveInvitation,
    ),
    Operation(
        "I4",
        "bulk_create_invitations",
        "invitations",
        "base",
        "POST",
        "/api/accounts/invitations/bulk/",
        "inferred",
        False,
        invitations_services.BulkCreateInvitations,
    ),
    Operation(
        "I5",
        "bulk_revoke_invitations",
        "invitations",
        "base",
        "POST",
        "/api/accounts/invitations/bulk-revocations/",
        "inferred",
        False,
        invitations_services.BulkRevokeInvitations,
    ),
    Operation(
        "I6",
        "renew_invitation",
        "invitations",
        "base",
        "POST",
        "/api/accounts/invitations/renew/",
        "inferred",
        False,
        invitations_services.RenewInvitation,
    ),
    Operation(
        "I7",
        "bulk_renew_invitations",
        "invitations",
        "base",
        "POST",
        "/api/accounts/invitations/bulk-renewals/",
        "inferred",
        False,
        invitations_services.BulkRenewInvitations,
        MappingProxyType(
            {
                "max_matched_per_operation": 100,
            }
        ),
    ),
    Operation(
        "I8",
        "lookup_invitation",
        "invitations",
        "base",
        "GET",
        "/api/accounts/invitations/{id}/preview/",
        "inferred",
        True,
        invitations_services.LookupInvitation,
    ),
    Operation(
        "O1",
        "list_orders",
        "orders",
        "supply_chain",
        "GET",
        "/api/orders/",
        "stated",
        False,
        orders_services.ListOrders,
    ),
    Operation(
        "O2",
        "create_order",
        "orders",
        "supply_chain",
        "POST",
        "/api/orders/",
        "inferred",
        False,
        orders_services.CreateOrder,
    ),
    Operation(
        "O3",
        "retrieve_order",
        "orders",
        "supply_chain",
        "GET",
        "/api/orders/{id}/",
        "inferred",
        False,
        orders_services.RetrieveOrder,
    ),
    Operation(
        "O4",
        "bulk_create_batch_orders",
        "orders",
        "supply_chain",
        "POST",
        "/api/batch-orders/",
        "inferred",
        False,
        orders_services.BulkCreateBatchOrders,
    ),
    Operation(
        "O5",
        "update_batch_order",
        "orders",
        "supply_chain",
        "PATCH",
        "/api/batch-orders/{id}/",
        "inferred",
        False,
        orders_services.UpdateBatchOrder,
    ),
    Operation(
        "O6",
        "create_purchase_order",
        "orders",
        "supply_chain",
        "POST",
        "/api/purchase-orders/",
        "inferred",
        False,
        orders_services.CreatePurchaseOrder,
    ),
    Operation(
        "O7",
        "partial_update_purchase_order",
        "orders",
        "supply_chain",
        "PATCH",
        "/api/purchase-orders/{id}/",
        "inferred",
        False,
        orders_services.PartialUpdatePurchaseOrder,
    ),
    Operation(
        "O8",
        "create_sale_order",
        "orders",
        "supply_chain",
        "POST",
        "/api/sale-orders/",
        "inferred",
        False,
        orders_services.CreateSaleOrder,
    ),
    Operation(
        "O9",
        "partial_update_sale_order",
        "orders",
        "supply_chain",
        "PATCH",
        "/api/sale-orders/{id}/",
        "inferred",
        False,
        orders_services.PartialUpdateSaleOrder,
    ),
    Operation(
        "Q1",
        "list_query_logs",
        "queries",
        "ingestion",
        "GET",
        "/api/query-logs/",
        "inferred",
        False,
        queries_services.ListQueryLogs,
    ),
    Operation(
        "Q2",
        "execute_query",
        "queries",
        "ingestion",
        "POST",
        "/api/queries/",
        "inferred",
        False,
        queries_services.ExecuteQuery,
    ),
    Operation(
        "S1",
        "list_surveys",
        "surveys",
        "data_room",
        "GET",
        "/api/surveys/",
        "inferred",
        False,
        surveys_services.ListSurveys,
    ),
    Operation(
        "S2",
        "list_submissions",
        "surveys",
        "data_room",
        "GET",
        "/api/survey-submissions/",
        "inferred",
        False,
        surveys_services.ListSubmissions,
    ),
    Operation(
        "S3",
        "create_submission",
        "surveys",
        "data_room",
        "POST",
        "/api/survey-submissions/",
        "inferred",
        False,
        surveys_services.CreateSubmission,
    ),
    Operation(
        "S4",
        "retrieve_submission_subsection",
        "surveys",
        "data_room",
        "GET",
        "/api/survey-submissions/{id}/",
        "inferred",
        False,
        surveys_services.RetrieveSubmissionSubsection,
    ),
    Operation(
        "S5",
        "upsert_data_point",
        "surveys",
        "data_room",
        "POST",
        "/api/data-points/",
        "inferred",
        False,
        surveys_services.UpsertDataPoint,
    ),
    Operation(
        "T1",
        "list_transactions",
        "transactions",
        "base",
        "GET",
        "/api/transactions/",
        "inferred",
        False,
        transactions_services.ListTransactions,
    ),
    Operation(
        "T2",
        "group_transactions",
        "transactions",
        "base",
        "GET",
        "/api/transactions/groups/",
        "inferred",
        False,
        transactions_services.GroupTransactions,
    ),
)

BY_CODE: Mapping[str, Operation] = MappingProxyType({op.code: op for op in OPERATIONS})
BY_NAME: Mapping[str, Operation] = MappingProxyType({op.name: op for op in OPERATIONS})
