# Generated from spec/resources/*.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Pydantic models of every request and response body.

Request models are strict and refuse unknown keys; an optional key that is absent is MISSING,
so a partial update can tell "not sent" from null. A body that writes a record also takes the
record's read-only fields, as a GET answered them, and forgets them (decision read_only_fields).
"""

from __future__ import annotations

import datetime
import uuid
from typing import Annotated, Any, Self

from pydantic import MISSING, BaseModel, ConfigDict, EmailStr, Field, model_validator

from generated import enums
from generated.filters.invitations import ListInvitationsFiltersField
from handwritten.runtime.http import Invalid, forget_read_only, read_only, validated_alone

__all__ = [
    "AcceptInvitationRequest",
    "ApiKeyWorkspace",
    "AuthGroupDetail",
    "BulkRevokeInvitationResult",
    "ChangeMemberRoleRequest",
    "ClassificationRule",
    "ClassificationRuleRequest",
    "CompanySummary",
    "ConfirmUploadRequest",
    "Country",
    "CountryVolume",
    "CreateApiKeyRequest",
    "CreateDataImportRunRequest",
    "CreateDocumentFolderRequest",
    "CreateDocumentRequest",
    "CreateDueDiligenceStatementRequest",
    "CreateInvitationRequest",
    "CreateOrderRequest",
    "CreatedDataImportRun",
    "CreatedDocument",
    "CreatedSurveySubmission",
    "DataImportRun",
    "DataPoint",
    "DecodedIdentifierContext",
    "DecodedIdentifierGrouping",
    "DecodedIdentifierLabels",
    "DocumentFolder",
    "DocumentIdentifier",
    "DueDiligenceStatement",
    "EmissionCategory",
    "ErrorDetail",
    "ExecuteQueryRequest",
    "FinancialTransaction",
    "Flag",
    "FolderDetail",
    "Geometry",
    "GeometryRequest",
    "Integration",
    "InvitationFilterOperation",
    "Mitigation",
    "MitigationRequest",
    "OrderInformationRequest",
    "OrderItemMetadata",
    "OrderItemMetadataRequest",
    "OrderItemTraceRequest",
    "OwnershipPeriod",
    "OwnershipPeriodRequest",
    "Permission",
    "PrepareStatementRequest",
    "ProductSpecies",
    "ProductSpeciesRequest",
    "PublishSurveyDefinitionRequest",
    "PulseParams",
    "QueryContextItem",
    "QueryLog",
    "QueryResultChunk",
    "RecordAssessmentResultRequest",
    "RenewInvitationRequest",
    "StatementFiling",
    "StatisticsCount",
    "SurveyDefinition",
    "SurveySubmissionRow",
    "SwitchWorkspaceRequest",
    "SwitchWorkspaceResponse",
    "Tag",
    "TraceEdge",
    "TraceFeatureProperties",
    "TraceNode",
    "TransactionGroupRow",
    "UpdateClassificationRuleRequest",
    "UpdateDocumentFolderRequest",
    "UpdateDocumentRequest",
    "UpdateDueDiligenceStatementRequest",
    "UpdatedDocument",
    "UpsertDataPointRequest",
    "UserCompany",
    "UserDetail",
    "ValidationError",
    "ValueChainContact",
    "ValueChainContactRequest",
    "ValueChainContacts",
    "ValueChainContactsRequest",
    "WorkspaceListRow",
    "ApiKey",
    "AuthGroup",
    "BulkCreateInvitationsRequest",
    "BulkInvitationFiltersRequest",
    "BulkRevokeInvitationsResponse",
    "CreateOriginRequest",
    "CreateSubmissionRequest",
    "CreatedApiKey",
    "DecodedIdentifier",
    "DueDiligenceStatementRecord",
    "Invitation",
    "InvitationPreviewCompany",
    "Member",
    "OrderItemRequest",
    "OrderStatistics",
    "Origin",
    "OwnershipInformation",
    "OwnershipInformationRequest",
    "ProductMetadata",
    "ProductMetadataRequest",
    "QueryResult",
    "Survey",
    "TraceFeature",
    "UpdateOriginRequest",
    "ValueChainMetadata",
    "ValueChainMetadataRequest",
    "WorkspaceDetail",
    "BatchOrderRequest",
    "BulkCreateInvitationResult",
    "BulkRenewInvitationResult",
    "CreateProductRequest",
    "CreatePurchaseOrderRequest",
    "CreateSaleOrderRequest",
    "CreateValueChainRequest",
    "DocumentIdentifierDetail",
    "InvitationAcceptance",
    "InvitationPreview",
    "OrderTrace",
    "PartialUpdatePurchaseOrderRequest",
    "PartialUpdateSaleOrderRequest",
    "Product",
    "UpdateBatchOrderRequest",
    "UpdateProductRequest",
    "UpdateValueChainRequest",
    "UserProfile",
    "ValueChain",
    "BulkCreateInvitationsResponse",
    "BulkRenewInvitationsResponse",
    "Document",
    "DownloadedDocument",
    "OrderItem",
    "Order",
]


class RequestModel(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, protected_namespaces=())


class ResponseModel(BaseModel):
    model_config = ConfigDict(from_attributes=True, protected_namespaces=())


class ReadBackRequestModel(RequestModel):
    """A body that writes a record (spec: writes): the record's read-only fields are accepted and
    forgotten, every other unknown key is refused (decision read_only_fields)."""

    model_config = ConfigDict(extra="allow", protected_namespaces=())

    @model_validator(mode="after")
    def _forget_read_only(self) -> Self:
        return forget_read_only(self)


class AcceptInvitationRequest(RequestModel):
    first_name: Annotated[str, Field(min_length=1, max_length=150)] | MISSING = MISSING
    last_name: Annotated[str, Field(min_length=1, max_length=150)] | MISSING = MISSING
    job_title: Annotated[str, Field(max_length=255)] | MISSING = MISSING


class ApiKeyWorkspace(ResponseModel):
    """The workspace a workspace-scoped key is pinned to, inline."""

    id: int
    name: str


class AuthGroupDetail(ResponseModel):
    """A role, inline."""

    id: int
    name: str


class BulkRevokeInvitationResult(ResponseModel):
    index: int
    status: enums.BulkOperationStatus
    revoked_count: int
    revoked_ids: list[uuid.UUID]
    error: dict[str, Any] | None


class ChangeMemberRoleRequest(ReadBackRequestModel):
    # The fields of Member it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id", "user", "user_detail", "auth_group_detail", "data_room_consumer_id", "created_at", "updated_at"
            ),
        ],
        Any,
    ]
    auth_group: int


class ClassificationRule(ResponseModel):
    """A rule classifying the workspace's financial transactions in an emission category."""

    id: int
    field: enums.ClassificationField
    match: enums.ClassificationMatch
    pattern: str
    category: str
    priority: int
    created_at: datetime.datetime
    updated_at: datetime.datetime


class ClassificationRuleRequest(ReadBackRequestModel):
    """Body of a classification rule's creation (CR2)."""

    # The fields of ClassificationRule it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[Annotated[str, read_only("id", "created_at", "updated_at")], Any]
    field: enums.ClassificationField
    match: enums.ClassificationMatch
    pattern: Annotated[str, Field(min_length=1, max_length=255)]
    category: Annotated[str, Field(min_length=1, max_length=100, pattern="^[a-z][a-z0-9_]*$")]
    priority: Annotated[int, Field(ge=-1000, le=1000)] = 0


class CompanySummary(ResponseModel):
    """A company, inline on orders."""

    id: int
    name: str
    slug: str
    type: str
    city: str
    country: str
    nr_of_employees: int
    nr_of_locations: int
    default_currency: str
    default_locale: str
    data_room_consumer_id: str
    created_at: datetime.datetime
    updated_at: datetime.datetime


class ConfirmUploadRequest(RequestModel):
    name: Annotated[str, Field(min_length=1, max_length=510)]
    description: str | None | MISSING = MISSING
    source: Annotated[str, Field(min_length=1, max_length=20)]
    file_path: Annotated[str, Field(min_length=1, max_length=1024, pattern="^[A-Za-z][A-Za-z0-9+.-]*://[^/]+/.+$")]
    content_type: Annotated[str, Field(max_length=255)] | None | MISSING = MISSING
    identifiers: list[Annotated[str, Field(min_length=1, max_length=1024)]] | MISSING = MISSING


class Country(ResponseModel):
    """An ISO 3166-1 country with its EU deforestation regulation risk tier."""

    name: str
    alpha_2: str
    alpha_3: str
    numeric: str
    official_name: str
    flag: str
    eu_status: enums.EudrCountryRisk


class CountryVolume(ResponseModel):
    """Volume of the items produced in one country, in one unit."""

    country: str | None
    unit: str
    volume: float
    items: int


class CreateApiKeyRequest(ReadBackRequestModel):
    # The fields of ApiKey it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id", "prefix", "workspace", "workspace_detail", "created_at", "last_used_at", "expires_at", "expired"
            ),
        ],
        Any,
    ]
    name: Annotated[str, Field(min_length=1, max_length=100)]
    scope: enums.ApiKeyScope = enums.ApiKeyScope.USER
    expires: enums.ApiKeyExpiry = enums.ApiKeyExpiry.VALUE_6W


class CreateDataImportRunRequest(RequestModel):
    results: Any
    document_id: int
    model_identifier: Annotated[str, Field(min_length=1, max_length=255)]
    dry_run: bool = True
    tags: list[Annotated[str, Field(min_length=1, max_length=100)]] | MISSING = MISSING


class CreateDocumentFolderRequest(ReadBackRequestModel):
    # The fields of DocumentFolder it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[str, read_only("id", "child_folder_count", "document_count", "created_at", "updated_at")], Any
    ]
    name: Annotated[str, Field(min_length=1, max_length=255)]
    parent: int | None | MISSING = MISSING


class CreateDocumentRequest(ReadBackRequestModel):
    # The fields of Document it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "source",
                "file_path",
                "file_size",
                "media_type",
                "upload_status",
                "uploaded_at",
                "created_at",
                "updated_at",
                "company_id",
                "user_company_id",
                "pulse_params",
                "identifiers_details",
                "rag_index_status",
                "folder_detail",
            ),
        ],
        Any,
    ]
    name: Annotated[str, Field(min_length=1, max_length=510)]
    description: str | None | MISSING = MISSING
    content_type: enums.DocumentContentType
    identifiers: list[Annotated[str, Field(min_length=1, max_length=1024)]] | MISSING = MISSING
    folder: int | None | MISSING = MISSING


class CreateDueDiligenceStatementRequest(ReadBackRequestModel):
    """Body of the due diligence statement creation (DS2)."""

    # The fields of DueDiligenceStatementRecord it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[str, read_only("id", "company_id", "pulse_params", "created_at", "updated_at", "filing")], Any
    ]
    name: Annotated[str, Field(min_length=1, max_length=255)]
    dds_identifier: Annotated[str, Field(min_length=1, max_length=255)]
    type: Annotated[str, Field(pattern="^EUDR$")] = "EUDR"
    dds_data: Any = {}
    status: enums.DueDiligenceStatementStatus = enums.DueDiligenceStatementStatus.DRAFT
    products: Annotated[list[int], Field(max_length=1000)] = []


class CreateInvitationRequest(ReadBackRequestModel):
    # The fields of Invitation it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id", "status", "auth_group_detail", "invited_by", "invited_by_detail", "created_at", "expires_at"
            ),
        ],
        Any,
    ]
    email: Annotated[EmailStr, Field(min_length=1, max_length=1024)]
    auth_group: int


class CreateOrderRequest(ReadBackRequestModel):
    """Body of the generic order creation (O2)."""

    # The fields of Order it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "assessment_status",
                "value_chain_detail",
                "company",
                "buyer_company",
                "seller_company",
                "items",
                "due_diligence_statements",
                "assessment_summary",
                "excluded_propagation_identifiers",
                "border_cross_country",
                "pulse_params",
                "created_at",
                "updated_at",
            ),
        ],
        Any,
    ]
    company_id: Annotated[int, Field(ge=0, le=2147483647)]
    type: enums.OrderType
    external_id: Annotated[str, Field(min_length=1, max_length=255)]
    order_created_at: datetime.date
    tags: list[Annotated[str, Field(min_length=1)]]
    buyer_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    seller_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    order_arrival_at: datetime.date | None | MISSING = MISSING
    buyer_company_status: enums.BuyerCompanyStatus = enums.BuyerCompanyStatus.DRAFT
    seller_company_status: enums.SellerCompanyStatus = enums.SellerCompanyStatus.DRAFT
    value_chain: int | None | MISSING = MISSING
    buyer_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING
    seller_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING
    border_cross_country_code: Annotated[str, Field(max_length=2, pattern="^[A-Z]{2}$")] | None | MISSING = MISSING


class CreatedDataImportRun(ResponseModel):
    """The created run, echoing the request fields."""

    id: int
    run_id: uuid.UUID
    company_id: int
    results: Any
    document_id: int
    model_identifier: str
    dry_run: bool
    tags: list[str]
    import_report: Any
    created_at: datetime.datetime
    updated_at: datetime.datetime


class CreatedDocument(ResponseModel):
    """The created document record, with the signed URL to upload the file to."""

    id: int
    name: str
    description: str | None
    source: str | None
    company_id: int
    user_company_id: int
    folder: int | None
    file_path: str
    upload_url: str
    upload_url_expires_at: datetime.datetime


class CreatedSurveySubmission(ResponseModel):
    """A survey submission just created."""

    id: int
    application_survey_id: int
    context: Any
    query_context: Any
    edited_at: datetime.datetime


class DataImportRun(ResponseModel):
    """A recorded bulk data import run."""

    id: int
    run_id: uuid.UUID
    company_id: int
    results: Any
    document: int
    model_identifier: str
    tags: list[str]
    import_report: Any
    created_at: datetime.datetime
    updated_at: datetime.datetime


class DataPoint(ResponseModel):
    """A single answer within a submission, identified by field_id plus the answer context."""

    id: int
    context: dict[str, Any]
    value: str
    field_id: Annotated[str, Field(min_length=1, max_length=125)]
    content_type: int
    object_id: int
    user: int
    user_group: int
    updated_at: datetime.datetime
    value_edited_at: datetime.datetime
    status_edited_at: datetime.datetime
    status: enums.DataPointStatus
    status_user: int
    pulse_params: str


class DecodedIdentifierContext(ResponseModel):
    company: str
    module: str
    year: str
    timestamp: str
    pulse_identifier: str


class DecodedIdentifierGrouping(ResponseModel):
    domain: str
    module: str
    related_app_label: str
    related_model: str
    related_object_id: str


class DecodedIdentifierLabels(ResponseModel):
    model: str
    module: str
    related_model: str


class DocumentFolder(ResponseModel):
    """A folder of documents; folders nest through parent."""

    id: int
    name: Annotated[str, Field(min_length=1, max_length=255)]
    parent: int | None
    child_folder_count: int
    document_count: int
    created_at: datetime.datetime
    updated_at: datetime.datetime


class DocumentIdentifier(ResponseModel):
    """An identifier record of a document, as its filters read it."""

    identifier: str


class DueDiligenceStatement(ResponseModel):
    """A due diligence statement, as orders and products show it."""

    id: int
    company_id: int
    type: str
    name: str
    dds_identifier: str
    dds_data: Any
    status: enums.DueDiligenceStatementStatus
    pulse_params: str
    created_at: datetime.datetime
    updated_at: datetime.datetime


class EmissionCategory(ResponseModel):
    """An emission category of the workspace with the factor it uses in one currency: the workspace's own, or the
    shipped default when it has none for the category."""

    category: str
    kg_co2e_per_unit: str
    unit: str
    currency: str
    source: str
    year: int
    origin: enums.EmissionFactorOrigin


class ErrorDetail(ResponseModel):
    """An error with a single human-readable message."""

    detail: str


class ExecuteQueryRequest(RequestModel):
    query_text: Annotated[str, Field(min_length=1, max_length=7000)]
    query_lookup_key: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    mode: enums.QueryMode = enums.QueryMode.RETRIEVAL
    top_k: Annotated[int, Field(ge=1, le=50)] = 3
    vector_distance_threshold: Annotated[float, Field(ge=0, le=1)] | None | MISSING = MISSING
    file_ids: list[Annotated[str, Field(min_length=1)]] | None | MISSING = MISSING
    document_ids: list[int] | None | MISSING = MISSING
    model_name: Annotated[str, Field(min_length=1)] | MISSING = MISSING
    retriever: enums.Retriever | MISSING = MISSING


class FinancialTransaction(ResponseModel):
    """A raw financial row of the company, which can be classified as emissions."""

    id: int
    net_amount: float
    currency: str
    vendor_name: str | None
    date: datetime.datetime
    end_date: datetime.datetime
    ledger: str
    journal: str | None
    description: str | None
    tags: list[Any]
    status: str
    source: enums.TransactionSource
    total_co2_kg: str
    emissions: str


class Flag(ResponseModel):
    name: str


class FolderDetail(ResponseModel):
    """A document's folder, without its counts."""

    id: int
    name: Annotated[str, Field(min_length=1, max_length=255)]
    parent: int | None


class Geometry(ResponseModel):
    """A GeoJSON geometry (RFC 7946), in WGS84 longitude and latitude: a Point or a Polygon."""

    type: Annotated[str, Field(pattern="^(Point|Polygon)$")]
    coordinates: list[Any]


class GeometryRequest(RequestModel):
    """A GeoJSON geometry as written; it must be a valid Point or Polygon in WGS84."""

    type: Annotated[str, Field(pattern="^(Point|Polygon)$")]
    coordinates: Annotated[list[Any], Field(min_length=1)]


class Integration(ResponseModel):
    """The integration a transaction was imported through; read only by filters."""

    id: int
    name: str


class InvitationFilterOperation(RequestModel):
    invitation_filters: ListInvitationsFiltersField


class Mitigation(ResponseModel):
    """A person's decision that a risk found by the assessment is mitigated (AS2)."""

    id: int
    target: str
    reason: str
    mitigated_by: int | None
    mitigated_at: datetime.datetime


class MitigationRequest(RequestModel):
    """Body of a mitigation (AS2)."""

    target: Annotated[str, Field(pattern="^(origin|order_item|order):[0-9]{1,18}$")]
    reason: Annotated[str, Field(min_length=1, max_length=1000)]


class OrderInformationRequest(ResponseModel):
    """The request for supply-chain information made of an order's counterpart, by email to the contact of the
    order's value chain (OR1, OR2)."""

    id: int
    order: int
    recipient_email: EmailStr
    recipient_name: str
    status: enums.InformationRequestStatus
    requested_at: datetime.datetime
    sent_at: datetime.datetime | None


class OrderItemMetadata(ResponseModel):
    """Customs metadata of an order line item."""

    percentage_estimation_or_deviation: str
    supplementary_unit: str
    supplementary_unit_qualifier: str


class OrderItemMetadataRequest(RequestModel):
    """Customs metadata of an order line item, as written."""

    percentage_estimation_or_deviation: str | MISSING = MISSING
    supplementary_unit: str | MISSING = MISSING
    supplementary_unit_qualifier: str | MISSING = MISSING


class OrderItemTraceRequest(RequestModel):
    """What an order line item is traced to."""

    traced_orders: list[int] | MISSING = MISSING
    traced_origins: list[int] | MISSING = MISSING


class OwnershipPeriod(ResponseModel):
    """A period of ownership of a value chain company."""

    valid_from_month: str
    valid_to_month: str
    consolidation_approach: enums.ConsolidationApproach
    ownership_percentage: str


class OwnershipPeriodRequest(RequestModel):
    """A period of ownership of a value chain company, as written."""

    valid_from_month: Annotated[str, Field(pattern="^[0-9]{4}-(0[1-9]|1[0-2])$")]
    valid_to_month: Annotated[str, Field(pattern="^[0-9]{4}-(0[1-9]|1[0-2])$")]
    consolidation_approach: enums.ConsolidationApproach
    ownership_percentage: Annotated[str, Field(pattern="^[0-9]{1,3}([.][0-9]{1,2})?$")]


class Permission(ResponseModel):
    codename: str


class PrepareStatementRequest(RequestModel):
    """Body of an order's statement preparation (DS6)."""

    order_action: enums.OrderAction
    dds_identifier: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    name: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    activity: enums.EudrActivity = enums.EudrActivity.IMPORT


class ProductSpecies(ResponseModel):
    """A species of a product."""

    common_name: str
    scientific_name: str


class ProductSpeciesRequest(RequestModel):
    """A species of a product, as written; a name that is not known is left empty."""

    common_name: Annotated[str, Field(max_length=255)] = ""
    scientific_name: Annotated[str, Field(max_length=255)] = ""


class PublishSurveyDefinitionRequest(ReadBackRequestModel):
    # The fields of SurveyDefinition it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "key",
                "version",
                "is_active_version",
                "title",
                "type",
                "display_type",
                "tags",
                "published_at",
                "published_by",
            ),
        ],
        Any,
    ]
    definition: dict[str, Any]
    workspace_ids: Annotated[list[Annotated[int, Field(ge=1, le=2147483647)]], Field(min_length=1, max_length=1000)]


class PulseParams(ResponseModel):
    """Identifiers that tie an object to its model in the data platform."""

    identifier: str
    model_identifier: str


class QueryContextItem(RequestModel):
    """One entry of a submission's query context."""

    context_object: Annotated[str, Field(min_length=1, max_length=100)]
    context_value: Annotated[str, Field(max_length=255)]
    precision: enums.ContextPrecision


class QueryLog(ResponseModel):
    """The log of one executed knowledge-base query."""

    id: int
    query_lookup_key: str | None
    query_text: str
    mode: enums.QueryMode
    results_count: int
    response_time_ms: int
    success: bool
    error_message: str
    metadata: Any
    created_at: datetime.datetime


class QueryResultChunk(ResponseModel):
    """One retrieved chunk."""

    document_id: int
    document_name: str
    file_id: str
    position: int
    page: int
    text: str
    score: float
    distance: float


class RecordAssessmentResultRequest(RequestModel):
    """Body of an origin's recorded assessment result (AS1)."""

    check: Annotated[str, Field(min_length=1, max_length=64)]
    status: enums.RecordedResultStatus
    reason: Annotated[str, Field(min_length=1, max_length=1000)]
    source: Annotated[str, Field(max_length=255)] = ""


class RenewInvitationRequest(RequestModel):
    invitation: uuid.UUID


class StatementFiling(ResponseModel):
    """The filing of a due diligence statement."""

    submitter: str
    reference: str
    document: int | None
    filed_at: datetime.datetime
    filed_by: int | None


class StatisticsCount(ResponseModel):
    """How many orders have a value."""

    value: str
    count: int


class SurveyDefinition(ResponseModel):
    """One published version of a survey definition."""

    id: int
    key: str
    version: int
    is_active_version: bool
    title: str
    type: str
    display_type: str
    tags: list[str]
    published_at: datetime.datetime
    published_by: int | None
    workspace_ids: list[int]
    definition: dict[str, Any]


class SurveySubmissionRow(ResponseModel):
    """A published survey with the company's submissions of it."""

    id: int
    version: int
    is_active_version: bool
    survey_id: int
    survey_export_data: Any
    survey_submissions: list[dict[str, Any]]


class SwitchWorkspaceRequest(RequestModel):
    company_id: int


class SwitchWorkspaceResponse(ResponseModel):
    message: str


class Tag(ResponseModel):
    """A tag, inline."""

    id: int
    name: str
    slug: str


class TraceEdge(ResponseModel):
    """A link of an order's upstream graph, from upstream to downstream."""

    source: str
    target: str
    relation: enums.TraceRelation


class TraceFeatureProperties(ResponseModel):
    """What a GIS tool shows of an origin plot of a trace."""

    origin: int
    name: str
    country: str
    commodity: enums.Commodity
    producer: str | None
    area_hectares: float | None
    production_date: datetime.date | None
    assessment_status: enums.AssessmentStatus
    depth: int


class TraceNode(ResponseModel):
    """An order, an order item or an origin of an order's upstream graph."""

    id: str
    kind: enums.TraceNodeKind
    record_id: int
    depth: int
    label: str
    assessment_status: enums.AssessmentStatus
    country: str | None
    commodity: enums.Commodity | None


class TransactionGroupRow(ResponseModel):
    """One group of financial transactions: its count and summed net amount, the values of the grouped
    dimensions, and the period bucket when delimit_by is used."""

    count: int
    total_net_amount: float
    period: datetime.datetime | MISSING = MISSING
    ledger: str | MISSING = MISSING
    vendor_name: str | None | MISSING = MISSING
    journal: str | None | MISSING = MISSING
    source: str | MISSING = MISSING
    currency: str | MISSING = MISSING


class UpdateClassificationRuleRequest(ReadBackRequestModel):
    """Body of a classification rule's partial update (CR4); every field optional."""

    # The fields of ClassificationRule it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[Annotated[str, read_only("id", "created_at", "updated_at")], Any]
    field: enums.ClassificationField | MISSING = MISSING
    match: enums.ClassificationMatch | MISSING = MISSING
    pattern: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    category: Annotated[str, Field(min_length=1, max_length=100, pattern="^[a-z][a-z0-9_]*$")] | MISSING = MISSING
    priority: Annotated[int, Field(ge=-1000, le=1000)] | MISSING = MISSING


class UpdateDocumentFolderRequest(ReadBackRequestModel):
    """Rename a folder or move it (parent); a move that would put a folder inside itself is refused."""

    # The fields of DocumentFolder it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[str, read_only("id", "child_folder_count", "document_count", "created_at", "updated_at")], Any
    ]
    name: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    parent: int | None | MISSING = MISSING


class UpdateDocumentRequest(ReadBackRequestModel):
    # The fields of Document it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "source",
                "file_path",
                "file_size",
                "content_type",
                "media_type",
                "upload_status",
                "uploaded_at",
                "created_at",
                "updated_at",
                "company_id",
                "user_company_id",
                "pulse_params",
                "identifiers_details",
                "rag_index_status",
                "folder_detail",
            ),
        ],
        Any,
    ]
    name: Annotated[str, Field(min_length=1, max_length=510)] | MISSING = MISSING
    description: str | None | MISSING = MISSING
    folder: int | None | MISSING = MISSING


class UpdateDueDiligenceStatementRequest(ReadBackRequestModel):
    """Body of the due diligence statement partial update (DS4); the creation fields, all optional. products,
    when given, replace the products covered."""

    # The fields of DueDiligenceStatementRecord it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[str, read_only("id", "company_id", "pulse_params", "created_at", "updated_at", "filing")], Any
    ]
    name: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    dds_identifier: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    type: Annotated[str, Field(pattern="^EUDR$")] | MISSING = MISSING
    dds_data: Any | MISSING = MISSING
    status: enums.DueDiligenceStatementStatus | MISSING = MISSING
    products: Annotated[list[int], Field(max_length=1000)] | MISSING = MISSING


class UpdatedDocument(ResponseModel):
    """The updated fields of a document."""

    name: str
    description: str | None
    folder: int | None


class UpsertDataPointRequest(RequestModel):
    context: dict[str, Any]
    value: str
    field_id: Annotated[str, Field(min_length=1, max_length=125)]
    status: enums.DataPointStatus
    document_ids: (
        Annotated[list[Annotated[int, Field(ge=1, le=9223372036854775807)]], Field(max_length=100)] | MISSING
    ) = MISSING


class UserCompany(ResponseModel):
    """The user's membership of the active workspace."""

    id: int
    user_id: int
    company_id: int
    auth_group_id: int
    data_room_consumer_id: str
    config: Any


class UserDetail(ResponseModel):
    """A user, inline."""

    id: int
    first_name: str
    last_name: str
    job_title: str
    email: EmailStr


class ValidationError(ResponseModel):
    """Field-level validation errors: each key is a parameter or body field and its value the list of messages
    (nested objects for nested body fields)."""

    model_config = ConfigDict(extra="allow", protected_namespaces=())


class ValueChainContact(ResponseModel):
    """A contact of a value chain, keyed by the contact's email."""

    invitation_id: str
    name: str


class ValueChainContactRequest(RequestModel):
    """A contact of a value chain, as written."""

    invitation_id: Annotated[str, Field(max_length=255)] = ""
    name: Annotated[str, Field(max_length=255)] = ""


class ValueChainContacts(ResponseModel):
    """Contacts of a value chain; each key is a contact email."""

    model_config = ConfigDict(extra="allow", protected_namespaces=())


class ValueChainContactsRequest(RequestModel):
    """Contacts of a value chain, as written; each key must be the contact's email address."""

    model_config = ConfigDict(extra="allow", protected_namespaces=())


class WorkspaceListRow(ResponseModel):
    """A workspace the user belongs to."""

    workspace_id: int
    workspace_name: str
    id: int
    name: str
    type: enums.WorkspaceType
    country: str
    member_count: int
    is_mfa_enabled: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime


class ApiKey(ResponseModel):
    """An API key as the account page lists it, without its secret."""

    id: int
    name: str
    prefix: str
    scope: enums.ApiKeyScope
    workspace: int | None
    workspace_detail: ApiKeyWorkspace | None
    created_at: datetime.datetime
    last_used_at: datetime.datetime | None
    expires_at: datetime.datetime | None
    expired: bool


class AuthGroup(ResponseModel):
    """A role with its permissions."""

    id: int
    name: str
    permissions: list[Permission]


class BulkCreateInvitationsRequest(RequestModel):
    operations: Annotated[
        list[Annotated[CreateInvitationRequest | Invalid, validated_alone(CreateInvitationRequest)]],
        Field(max_length=100),
    ]


class BulkInvitationFiltersRequest(RequestModel):
    operations: list[InvitationFilterOperation]


class BulkRevokeInvitationsResponse(ResponseModel):
    results: list[BulkRevokeInvitationResult]


class CreateOriginRequest(ReadBackRequestModel):
    """Body of the origin creation (OG2); assessment fields are not written here."""

    # The fields of Origin it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only("id", "country_detail", "assessment_status", "assessment_summary", "created_at", "updated_at"),
        ],
        Any,
    ]
    name: Annotated[str, Field(min_length=1, max_length=255)]
    country: Annotated[str, Field(min_length=2, max_length=2, pattern="^[A-Z]{2}$")]
    producer: Annotated[str, Field(max_length=255)] | None = None
    commodity: enums.Commodity
    area_hectares: Annotated[float, Field(ge=0, le=100000000)] | None = None
    geometry: GeometryRequest
    production_date: datetime.date | None = None
    deforestation_free_declaration: bool = False
    external_id: Annotated[str, Field(max_length=255)] = ""


class CreateSubmissionRequest(RequestModel):
    application_survey_id: Annotated[int, Field(ge=0, le=9223372036854775807)]
    query_context: Annotated[list[QueryContextItem], Field(max_length=3100)]


class CreatedApiKey(ResponseModel):
    """A new key, with the full key, shown in this answer only."""

    id: int
    name: str
    prefix: str
    scope: enums.ApiKeyScope
    workspace: int | None
    workspace_detail: ApiKeyWorkspace | None
    created_at: datetime.datetime
    last_used_at: datetime.datetime | None
    expires_at: datetime.datetime | None
    expired: bool
    key: str | MISSING = MISSING


class DecodedIdentifier(ResponseModel):
    """The parts an identifier encodes."""

    app_label: str
    model: str
    object_key: str
    object_id: str
    field_id: str
    context: DecodedIdentifierContext
    grouping: DecodedIdentifierGrouping
    labels: DecodedIdentifierLabels


class DueDiligenceStatementRecord(ResponseModel):
    """A due diligence statement with the products it covers and its filing."""

    id: int
    company_id: int
    type: str
    name: str
    dds_identifier: str
    dds_data: Any
    status: enums.DueDiligenceStatementStatus
    pulse_params: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    products: list[int]
    filing: StatementFiling | None


class Invitation(ResponseModel):
    """An invitation to join the workspace with a role."""

    id: uuid.UUID
    email: EmailStr
    status: enums.InvitationStatus
    auth_group: int
    auth_group_detail: AuthGroupDetail
    invited_by: int
    invited_by_detail: UserDetail
    created_at: datetime.datetime
    expires_at: datetime.datetime


class InvitationPreviewCompany(ResponseModel):
    """The inviting workspace, as shown to the invitee."""

    id: int
    name: str
    slug: str
    type: enums.WorkspaceType
    country: str
    default_currency: str
    default_locale: str
    results_limit_earliest_year: datetime.date
    results_limit_latest_year: datetime.date
    information: Any
    integration_consumer_id: str
    data_room_consumer_id: str
    pulse_params: PulseParams
    flags: list[Flag]
    created_at: datetime.datetime
    updated_at: datetime.datetime


class Member(ResponseModel):
    """A member of the workspace (user company)."""

    id: int
    user: int
    user_detail: UserDetail
    auth_group: int | None
    auth_group_detail: AuthGroupDetail | None
    data_room_consumer_id: str
    created_at: datetime.datetime
    updated_at: datetime.datetime


class OrderItemRequest(ReadBackRequestModel):
    """A nested order line item, as written; an item without id is created, one with id is updated."""

    # The fields of OrderItem it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "order",
                "buyer_product_detail",
                "seller_product_detail",
                "is_complete_match",
                "seller_traced_suggestions",
                "traced_order_count",
                "traced_origin_count",
                "pulse_params",
                "created_at",
                "updated_at",
                "assessment_summary",
                "assessment_status",
            ),
        ],
        Any,
    ]
    id: int | MISSING = MISSING
    buyer_product: int | None | MISSING = MISSING
    seller_product: int | None | MISSING = MISSING
    volume: Annotated[float, Field(ge=0, le=1000000000000)] | None | MISSING = MISSING
    unit: str | None | MISSING = MISSING
    line_number: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING
    external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    metadata: OrderItemMetadataRequest | None | MISSING = MISSING
    trace: OrderItemTraceRequest | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING


class OrderStatistics(ResponseModel):
    """Counts over the orders matched (OS1)."""

    count: int
    assessment_status: list[StatisticsCount]
    buyer_company_status: list[StatisticsCount]
    seller_company_status: list[StatisticsCount]
    commodity: list[StatisticsCount]
    items: int
    traced_items: int
    traced_percentage: float
    volumes: list[CountryVolume]


class Origin(ResponseModel):
    """A place where a commodity was produced (a plot of land), with its geolocation."""

    id: int
    name: Annotated[str, Field(min_length=1, max_length=255)]
    country: str
    country_detail: Country
    producer: str | None
    commodity: enums.Commodity
    area_hectares: Annotated[float, Field(ge=0)] | None
    geometry: Geometry
    production_date: datetime.date | None
    deforestation_free_declaration: bool
    external_id: str
    assessment_status: enums.AssessmentStatus
    assessment_summary: Any
    created_at: datetime.datetime
    updated_at: datetime.datetime


class OwnershipInformation(ResponseModel):
    """Ownership of a value chain company."""

    ownership_periods: list[OwnershipPeriod]
    sector_code: str
    notes: str


class OwnershipInformationRequest(RequestModel):
    """Ownership of a value chain company, as written; it replaces the stored one."""

    ownership_periods: Annotated[list[OwnershipPeriodRequest], Field(max_length=100)] = []
    sector_code: Annotated[str, Field(max_length=64)] = ""
    notes: Annotated[str, Field(max_length=10000)] = ""


class ProductMetadata(ResponseModel):
    """Metadata of a product."""

    species: list[ProductSpecies]


class ProductMetadataRequest(RequestModel):
    """Metadata of a product, as written."""

    species: Annotated[list[ProductSpeciesRequest], Field(max_length=100)] = []


class QueryResult(ResponseModel):
    """The executed query, echoing the request fields, with its log id, chunks and generated text."""

    query_text: str
    query_lookup_key: str | None
    mode: enums.QueryMode
    top_k: int
    vector_distance_threshold: float | None
    file_ids: list[str] | None
    document_ids: list[int] | None
    model_name: str
    retriever: enums.Retriever
    query_log_id: int
    results: list[QueryResultChunk]
    generated_text: str | None


class Survey(ResponseModel):
    """A survey published to the company."""

    id: int
    type: str
    title: str
    display_type: str
    is_progress_visible_in_survey_overview: bool
    tags: list[Tag]
    application_survey_id: int
    survey_export_data: dict[str, Any]


class TraceFeature(ResponseModel):
    """An origin plot that reaches the order traced, as a GeoJSON Feature."""

    type: Annotated[str, Field(pattern="^Feature$")]
    id: str
    geometry: Geometry
    properties: TraceFeatureProperties


class UpdateOriginRequest(ReadBackRequestModel):
    """Body of the origin partial update (OG4); the creation fields, all optional."""

    # The fields of Origin it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only("id", "country_detail", "assessment_status", "assessment_summary", "created_at", "updated_at"),
        ],
        Any,
    ]
    name: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    country: Annotated[str, Field(min_length=2, max_length=2, pattern="^[A-Z]{2}$")] | MISSING = MISSING
    producer: Annotated[str, Field(max_length=255)] | None | MISSING = MISSING
    commodity: enums.Commodity | MISSING = MISSING
    area_hectares: Annotated[float, Field(ge=0, le=100000000)] | None | MISSING = MISSING
    geometry: GeometryRequest | MISSING = MISSING
    production_date: datetime.date | None | MISSING = MISSING
    deforestation_free_declaration: bool | MISSING = MISSING
    external_id: Annotated[str, Field(max_length=255)] | MISSING = MISSING


class ValueChainMetadata(ResponseModel):
    """Metadata of a value chain."""

    contacts: ValueChainContacts
    invitation_ids: list[str]
    requested_by_user_id: int


class ValueChainMetadataRequest(ReadBackRequestModel):
    """Metadata of a value chain, as written; requested_by_user_id is the server's."""

    # The fields of ValueChainMetadata it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[Annotated[str, read_only("requested_by_user_id")], Any]
    contacts: ValueChainContactsRequest | MISSING = MISSING
    invitation_ids: Annotated[list[Annotated[str, Field(min_length=1, max_length=255)]], Field(max_length=100)] = []


class WorkspaceDetail(ResponseModel):
    """A workspace (company) in full."""

    id: int
    name: str
    type: enums.WorkspaceType
    country: str
    credits_used: str
    nr_of_employees: float
    nr_of_locations: float
    nr_of_transactions: int
    minimum_date_filter: datetime.date
    results_limit_earliest_year: datetime.date
    results_limit_latest_year: datetime.date
    min_transaction_date: str
    max_transaction_date: str
    integration_consumer_id: str
    default_currency: str
    default_locale: str
    data_room_consumer_id: str
    information: Any
    language_subtag: str
    pulse_params: dict[str, Any]
    flags: list[Flag]


class BatchOrderRequest(ReadBackRequestModel):
    """Body of the batch order creation (O4), an order with nested items."""

    # The fields of Order it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "company_id",
                "seller_company_status",
                "assessment_status",
                "value_chain",
                "value_chain_detail",
                "buyer_company_id",
                "company",
                "buyer_company",
                "seller_company",
                "due_diligence_statements",
                "assessment_summary",
                "border_cross_country",
                "pulse_params",
                "tags",
                "created_at",
                "updated_at",
            ),
        ],
        Any,
    ]
    type: enums.OrderType
    external_id: Annotated[str, Field(min_length=1, max_length=255)]
    order_created_at: datetime.date
    buyer_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    seller_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    order_arrival_at: datetime.date | None | MISSING = MISSING
    buyer_company_status: enums.BuyerCompanyStatus = enums.BuyerCompanyStatus.DRAFT
    seller_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING
    items: list[OrderItemRequest] | MISSING = MISSING
    border_cross_country_code: Annotated[str, Field(max_length=2, pattern="^[A-Z]{2}$")] | None | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING


class BulkCreateInvitationResult(ResponseModel):
    index: int
    status: enums.BulkOperationStatus
    invitation: Invitation | None
    error: dict[str, Any] | None


class BulkRenewInvitationResult(ResponseModel):
    index: int
    status: enums.BulkOperationStatus
    renewed_count: int
    invitations: list[Invitation]
    error: dict[str, Any] | None


class CreateProductRequest(ReadBackRequestModel):
    """Body of the product creation (PR2); assessment fields are not written here."""

    # The fields of Product it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "company_id",
                "assessment_status",
                "assessment_summary",
                "created_at",
                "updated_at",
                "due_diligence_statements",
            ),
        ],
        Any,
    ]
    sku: Annotated[str, Field(min_length=1, max_length=255)]
    name: Annotated[str, Field(min_length=1, max_length=255)]
    description: Annotated[str, Field(max_length=10000)] = ""
    scientific_name: Annotated[str, Field(max_length=255)] = ""
    common_name: Annotated[str, Field(max_length=255)] = ""
    type: Annotated[str, Field(min_length=1, max_length=64)] = "manufactured"
    hs_code: Annotated[str, Field(max_length=32)] = ""
    commodity: enums.Commodity | None = None
    composition: enums.Composition = enums.Composition.SIMPLE
    external_id: Annotated[str, Field(max_length=255)] = ""
    metadata: ProductMetadataRequest | MISSING = MISSING
    excluded_propagation_identifiers: Any = []
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=100)]], Field(max_length=100)] = []


class CreatePurchaseOrderRequest(ReadBackRequestModel):
    """Body of the purchase order creation (O6); the batch order fields plus the purchase options."""

    # The fields of Order it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "company_id",
                "seller_company_status",
                "assessment_status",
                "value_chain_detail",
                "buyer_company_id",
                "company",
                "buyer_company",
                "seller_company",
                "due_diligence_statements",
                "assessment_summary",
                "border_cross_country",
                "pulse_params",
                "tags",
                "created_at",
                "updated_at",
            ),
        ],
        Any,
    ]
    type: enums.OrderType
    external_id: Annotated[str, Field(min_length=1, max_length=255)]
    order_created_at: datetime.date
    buyer_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    seller_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    order_arrival_at: datetime.date | None | MISSING = MISSING
    buyer_company_status: enums.BuyerCompanyStatus = enums.BuyerCompanyStatus.DRAFT
    seller_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING
    items: list[OrderItemRequest] | MISSING = MISSING
    border_cross_country_code: Annotated[str, Field(max_length=2, pattern="^[A-Z]{2}$")] | None | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING
    value_chain: int | None | MISSING = MISSING
    send_information_request: bool = False
    skip_information_request_review: bool = False
    dds_identifiers: list[Annotated[str, Field(min_length=1)]] | MISSING = MISSING


class CreateSaleOrderRequest(ReadBackRequestModel):
    """Body of the sale order creation (O8)."""

    # The fields of Order it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "company_id",
                "buyer_company_status",
                "value_chain_detail",
                "seller_company_id",
                "company",
                "buyer_company",
                "seller_company",
                "due_diligence_statements",
                "assessment_summary",
                "border_cross_country",
                "pulse_params",
                "tags",
                "created_at",
                "updated_at",
            ),
        ],
        Any,
    ]
    type: enums.OrderType
    external_id: Annotated[str, Field(min_length=1, max_length=255)]
    order_created_at: datetime.date
    buyer_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    seller_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    order_arrival_at: datetime.date | None | MISSING = MISSING
    value_chain: int | None | MISSING = MISSING
    items: list[OrderItemRequest] | MISSING = MISSING
    send_information_request: bool = False
    skip_information_request_review: bool = False
    dds_identifiers: list[Annotated[str, Field(min_length=1)]] | MISSING = MISSING
    border_cross_country_code: Annotated[str, Field(max_length=2, pattern="^[A-Z]{2}$")] | None | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING
    seller_company_status: enums.SellerCompanyStatus = enums.SellerCompanyStatus.DRAFT
    assessment_status: enums.AssessmentStatus = enums.AssessmentStatus.PENDING
    buyer_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING


class CreateValueChainRequest(ReadBackRequestModel):
    """Body of the value chain creation (VC2); assessment fields are not written here."""

    # The fields of ValueChain it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id", "country", "pulse_params", "created_at", "updated_at", "assessment_summary", "assessment_status"
            ),
        ],
        Any,
    ]
    company_name: Annotated[str, Field(min_length=1, max_length=255)]
    type: enums.ValueChainType = enums.ValueChainType.SUPPLIER
    description: Annotated[str, Field(max_length=10000)] = ""
    status: enums.ValueChainStatus = enums.ValueChainStatus.ACTIVE
    country_code: Annotated[str, Field(min_length=2, max_length=2, pattern="^[A-Z]{2}$")]
    external_id: Annotated[str, Field(max_length=255)] = ""
    permission_granted: bool = False
    is_self_managed: bool = False
    contact_name: Annotated[str, Field(max_length=255)] = ""
    contact_email: Annotated[EmailStr, Field(max_length=254)] | None = None
    reciprocal_company_id: int | None = None
    ownership_information: OwnershipInformationRequest | MISSING = MISSING
    metadata: ValueChainMetadataRequest | MISSING = MISSING
    excluded_propagation_identifiers: Any = []
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=100)]], Field(max_length=100)] = []


class DocumentIdentifierDetail(ResponseModel):
    """An identifier attached to a document, with its decoded form."""

    id: int
    identifier: str
    user_company_id: int
    decoded_identifier: DecodedIdentifier


class InvitationAcceptance(ResponseModel):
    """The new member and their first API key; the full key is in this answer only."""

    member: Member
    api_key: CreatedApiKey


class InvitationPreview(ResponseModel):
    """What the emailed link shows before the invitee signs in."""

    id: uuid.UUID
    email: EmailStr
    company: InvitationPreviewCompany
    auth_group_id: int
    is_existing_user: bool
    is_active: bool
    is_mfa_enabled: bool
    auth_group_name: str
    expires_at: datetime.datetime


class OrderTrace(ResponseModel):
    """The upstream graph of an order as nodes and edges, and a GeoJSON FeatureCollection (RFC 7946) of the
    origin plots that reach it: nodes, edges and the other members beside type and features are foreign
    members, which GeoJSON readers keep or ignore."""

    type: Annotated[str, Field(pattern="^FeatureCollection$")]
    order: int
    depth: int | None
    truncated: bool
    nodes: list[TraceNode]
    edges: list[TraceEdge]
    features: list[TraceFeature]


class PartialUpdatePurchaseOrderRequest(ReadBackRequestModel):
    """Body of the purchase order partial update (O7); the purchase order creation body, all optional."""

    # The fields of Order it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "company_id",
                "seller_company_status",
                "assessment_status",
                "value_chain_detail",
                "buyer_company_id",
                "company",
                "buyer_company",
                "seller_company",
                "due_diligence_statements",
                "assessment_summary",
                "border_cross_country",
                "pulse_params",
                "tags",
                "created_at",
                "updated_at",
            ),
        ],
        Any,
    ]
    type: enums.OrderType | MISSING = MISSING
    external_id: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    order_created_at: datetime.date | MISSING = MISSING
    buyer_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    seller_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    order_arrival_at: datetime.date | None | MISSING = MISSING
    buyer_company_status: enums.BuyerCompanyStatus | MISSING = MISSING
    seller_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING
    items: list[OrderItemRequest] | MISSING = MISSING
    border_cross_country_code: Annotated[str, Field(max_length=2, pattern="^[A-Z]{2}$")] | None | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING
    value_chain: int | None | MISSING = MISSING
    send_information_request: bool | MISSING = MISSING
    skip_information_request_review: bool | MISSING = MISSING
    dds_identifiers: list[Annotated[str, Field(min_length=1)]] | MISSING = MISSING


class PartialUpdateSaleOrderRequest(ReadBackRequestModel):
    """Body of the sale order partial update (O9); the sale order creation body, all optional."""

    # The fields of Order it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "company_id",
                "buyer_company_status",
                "value_chain_detail",
                "seller_company_id",
                "company",
                "buyer_company",
                "seller_company",
                "due_diligence_statements",
                "assessment_summary",
                "border_cross_country",
                "pulse_params",
                "tags",
                "created_at",
                "updated_at",
            ),
        ],
        Any,
    ]
    type: enums.OrderType | MISSING = MISSING
    external_id: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    order_created_at: datetime.date | MISSING = MISSING
    buyer_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    seller_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    order_arrival_at: datetime.date | None | MISSING = MISSING
    value_chain: int | None | MISSING = MISSING
    items: list[OrderItemRequest] | MISSING = MISSING
    send_information_request: bool | MISSING = MISSING
    skip_information_request_review: bool | MISSING = MISSING
    dds_identifiers: list[Annotated[str, Field(min_length=1)]] | MISSING = MISSING
    border_cross_country_code: Annotated[str, Field(max_length=2, pattern="^[A-Z]{2}$")] | None | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING
    seller_company_status: enums.SellerCompanyStatus | MISSING = MISSING
    assessment_status: enums.AssessmentStatus | MISSING = MISSING
    buyer_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING


class Product(ResponseModel):
    """A product of the workspace, also shown on order items as their buyer or seller product."""

    id: int
    company_id: int
    sku: str
    name: str
    description: str
    scientific_name: str
    common_name: str
    type: str
    hs_code: str
    commodity: enums.Commodity | None
    composition: enums.Composition
    external_id: str
    metadata: ProductMetadata
    assessment_status: enums.AssessmentStatus
    assessment_summary: Any
    excluded_propagation_identifiers: Any
    created_at: datetime.datetime
    updated_at: datetime.datetime
    tags: list[str]
    due_diligence_statements: list[DueDiligenceStatement]


class UpdateBatchOrderRequest(ReadBackRequestModel):
    """Body of the batch order update (O5); the fields of the batch order creation, all optional."""

    # The fields of Order it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "company_id",
                "seller_company_status",
                "assessment_status",
                "value_chain",
                "value_chain_detail",
                "buyer_company_id",
                "company",
                "buyer_company",
                "seller_company",
                "due_diligence_statements",
                "assessment_summary",
                "border_cross_country",
                "pulse_params",
                "tags",
                "created_at",
                "updated_at",
            ),
        ],
        Any,
    ]
    type: enums.OrderType | MISSING = MISSING
    external_id: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    order_created_at: datetime.date | MISSING = MISSING
    buyer_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    seller_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None | MISSING = MISSING
    order_arrival_at: datetime.date | None | MISSING = MISSING
    buyer_company_status: enums.BuyerCompanyStatus | MISSING = MISSING
    seller_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None | MISSING = MISSING
    items: list[OrderItemRequest] | MISSING = MISSING
    border_cross_country_code: Annotated[str, Field(max_length=2, pattern="^[A-Z]{2}$")] | None | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING


class UpdateProductRequest(ReadBackRequestModel):
    """Body of the product partial update (PR4); the creation fields, all optional. tags, when given, replace the
    product's tags."""

    # The fields of Product it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id",
                "company_id",
                "assessment_status",
                "assessment_summary",
                "created_at",
                "updated_at",
                "due_diligence_statements",
            ),
        ],
        Any,
    ]
    sku: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    name: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    description: Annotated[str, Field(max_length=10000)] | MISSING = MISSING
    scientific_name: Annotated[str, Field(max_length=255)] | MISSING = MISSING
    common_name: Annotated[str, Field(max_length=255)] | MISSING = MISSING
    type: Annotated[str, Field(min_length=1, max_length=64)] | MISSING = MISSING
    hs_code: Annotated[str, Field(max_length=32)] | MISSING = MISSING
    commodity: enums.Commodity | None | MISSING = MISSING
    composition: enums.Composition | MISSING = MISSING
    external_id: Annotated[str, Field(max_length=255)] | MISSING = MISSING
    metadata: ProductMetadataRequest | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=100)]], Field(max_length=100)] | MISSING = (
        MISSING
    )


class UpdateValueChainRequest(ReadBackRequestModel):
    """Body of the value chain partial update (VC4); the creation fields, all optional."""

    # The fields of ValueChain it does not write: accepted, as a GET answered them, and forgotten.
    __pydantic_extra__: dict[
        Annotated[
            str,
            read_only(
                "id", "country", "pulse_params", "created_at", "updated_at", "assessment_summary", "assessment_status"
            ),
        ],
        Any,
    ]
    company_name: Annotated[str, Field(min_length=1, max_length=255)] | MISSING = MISSING
    type: enums.ValueChainType | MISSING = MISSING
    description: Annotated[str, Field(max_length=10000)] | MISSING = MISSING
    status: enums.ValueChainStatus | MISSING = MISSING
    country_code: Annotated[str, Field(min_length=2, max_length=2, pattern="^[A-Z]{2}$")] | MISSING = MISSING
    external_id: Annotated[str, Field(max_length=255)] | MISSING = MISSING
    permission_granted: bool | MISSING = MISSING
    is_self_managed: bool | MISSING = MISSING
    contact_name: Annotated[str, Field(max_length=255)] | MISSING = MISSING
    contact_email: Annotated[EmailStr, Field(max_length=254)] | None | MISSING = MISSING
    reciprocal_company_id: int | None | MISSING = MISSING
    ownership_information: OwnershipInformationRequest | MISSING = MISSING
    metadata: ValueChainMetadataRequest | MISSING = MISSING
    excluded_propagation_identifiers: Any | MISSING = MISSING
    tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=100)]], Field(max_length=100)] | MISSING = (
        MISSING
    )


class UserProfile(ResponseModel):
    """The current user, with the active membership, workspace and role."""

    id: int
    first_name: str
    last_name: str
    email: EmailStr
    idp_uid: str
    job_title: str
    is_mfa_enrolled: bool
    is_mfa_required: bool
    is_staff: bool
    active_user_company_id: int
    data_room_consumer_id: str
    support_chat_email_hash: str
    user_company: UserCompany
    company: WorkspaceDetail
    auth_group: AuthGroup


class ValueChain(ResponseModel):
    """A trading relationship with a supplier or a customer company, also shown on orders."""

    id: int
    company_name: str
    type: enums.ValueChainType
    description: str
    status: enums.ValueChainStatus
    country_code: str
    country: Country
    external_id: str
    permission_granted: bool
    is_self_managed: bool
    contact_name: str
    contact_email: EmailStr | None
    reciprocal_company_id: int | None
    pulse_params: str
    ownership_information: OwnershipInformation
    metadata: ValueChainMetadata
    created_at: datetime.datetime
    updated_at: datetime.datetime
    assessment_summary: Any
    assessment_status: enums.AssessmentStatus
    excluded_propagation_identifiers: Any
    tags: list[str]


class BulkCreateInvitationsResponse(ResponseModel):
    results: list[BulkCreateInvitationResult]


class BulkRenewInvitationsResponse(ResponseModel):
    results: list[BulkRenewInvitationResult]


class Document(ResponseModel):
    """A document's metadata; the file itself lives in object storage."""

    id: int
    name: str
    description: str | None
    source: str | None
    file_path: str
    file_size: int | None
    content_type: str
    media_type: str | None
    upload_status: enums.UploadStatus
    uploaded_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    company_id: int
    user_company_id: int
    pulse_params: PulseParams
    identifiers_details: list[DocumentIdentifierDetail]
    rag_index_status: enums.RagIndexStatus | None
    folder: int | None
    folder_detail: FolderDetail | None


class DownloadedDocument(ResponseModel):
    """A document with a time-limited signed URL to download its file."""

    id: int
    name: str
    description: str | None
    source: str | None
    file_path: str
    file_size: int | None
    content_type: str
    media_type: str | None
    upload_status: enums.UploadStatus
    uploaded_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    company_id: int
    user_company_id: int
    pulse_params: PulseParams
    identifiers_details: list[DocumentIdentifierDetail]
    rag_index_status: enums.RagIndexStatus | None
    folder: int | None
    folder_detail: FolderDetail | None
    download_url: str
    download_url_expires_at: datetime.datetime


class OrderItem(ResponseModel):
    """A line item of an order, between a buyer product and a seller product."""

    id: int
    order: int
    buyer_product: int | None
    buyer_product_detail: Product | None
    seller_product: int | None
    seller_product_detail: Product | None
    volume: float | None
    unit: str | None
    line_number: int | None
    external_id: Annotated[str, Field(min_length=1, max_length=255)] | None
    metadata: OrderItemMetadata | None
    is_complete_match: bool
    seller_traced_suggestions: dict[str, Any]
    traced_order_count: str
    traced_origin_count: str
    pulse_params: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    assessment_summary: Any
    assessment_status: enums.AssessmentStatus
    excluded_propagation_identifiers: Any


class Order(ResponseModel):
    """A purchase, sale or batch order with its line items, value chain and attached due diligence statements."""

    id: int
    company_id: Annotated[int, Field(ge=0, le=2147483647)]
    type: enums.OrderType
    external_id: Annotated[str, Field(min_length=1, max_length=255)]
    buyer_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None
    seller_external_id: Annotated[str, Field(min_length=1, max_length=255)] | None
    order_created_at: datetime.date
    order_arrival_at: datetime.date | None
    buyer_company_status: enums.BuyerCompanyStatus
    seller_company_status: enums.SellerCompanyStatus
    assessment_status: enums.AssessmentStatus
    value_chain: int | None
    value_chain_detail: ValueChain | None
    buyer_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None
    seller_company_id: Annotated[int, Field(ge=0, le=2147483647)] | None
    company: CompanySummary
    buyer_company: CompanySummary | None
    seller_company: CompanySummary | None
    items: list[OrderItem]
    due_diligence_statements: list[DueDiligenceStatement]
    assessment_summary: Any
    excluded_propagation_identifiers: Any
    border_cross_country_code: Annotated[str, Field(max_length=2)] | None
    border_cross_country: Country | None
    pulse_params: PulseParams
    tags: list[str]
    created_at: datetime.datetime
    updated_at: datetime.datetime


class ApiKeyList(ResponseModel):
    """A page of ApiKey: the total number of matches and this page's results."""

    count: int
    results: list[ApiKey]


class ClassificationRuleList(ResponseModel):
    """A page of ClassificationRule: the total number of matches and this page's results."""

    count: int
    results: list[ClassificationRule]


class CountryList(ResponseModel):
    """A page of Country: the total number of matches and this page's results."""

    count: int
    results: list[Country]


class DataImportRunList(ResponseModel):
    """A page of DataImportRun: the total number of matches and this page's results."""

    count: int
    results: list[DataImportRun]


class DocumentList(ResponseModel):
    """A page of Document: the total number of matches and this page's results."""

    count: int
    results: list[Document]


class DocumentFolderList(ResponseModel):
    """A page of DocumentFolder: the total number of matches and this page's results."""

    count: int
    results: list[DocumentFolder]


class DueDiligenceStatementRecordList(ResponseModel):
    """A page of DueDiligenceStatementRecord: the total number of matches and this page's results."""

    count: int
    results: list[DueDiligenceStatementRecord]


class EmissionCategoryList(ResponseModel):
    """A page of EmissionCategory: the total number of matches and this page's results."""

    count: int
    results: list[EmissionCategory]


class FinancialTransactionList(ResponseModel):
    """A page of FinancialTransaction: the total number of matches and this page's results."""

    count: int
    results: list[FinancialTransaction]


class InvitationList(ResponseModel):
    """A page of Invitation: the total number of matches and this page's results."""

    count: int
    results: list[Invitation]


class MemberList(ResponseModel):
    """A page of Member: the total number of matches and this page's results."""

    count: int
    results: list[Member]


class OrderList(ResponseModel):
    """A page of Order: the total number of matches and this page's results."""

    count: int
    results: list[Order]


class OriginList(ResponseModel):
    """A page of Origin: the total number of matches and this page's results."""

    count: int
    results: list[Origin]


class ProductList(ResponseModel):
    """A page of Product: the total number of matches and this page's results."""

    count: int
    results: list[Product]


class QueryLogList(ResponseModel):
    """A page of QueryLog: the total number of matches and this page's results."""

    count: int
    results: list[QueryLog]


class SurveyList(ResponseModel):
    """A page of Survey: the total number of matches and this page's results."""

    count: int
    results: list[Survey]


class SurveyDefinitionList(ResponseModel):
    """A page of SurveyDefinition: the total number of matches and this page's results."""

    count: int
    results: list[SurveyDefinition]


class SurveySubmissionRowList(ResponseModel):
    """A page of SurveySubmissionRow: the total number of matches and this page's results."""

    count: int
    results: list[SurveySubmissionRow]


class TransactionGroupRowList(ResponseModel):
    """A page of TransactionGroupRow: the total number of matches and this page's results."""

    count: int
    results: list[TransactionGroupRow]


class ValueChainList(ResponseModel):
    """A page of ValueChain: the total number of matches and this page's results."""

    count: int
    results: list[ValueChain]


class WorkspaceListRowList(ResponseModel):
    """A page of WorkspaceListRow: the total number of matches and this page's results."""

    count: int
    results: list[WorkspaceListRow]
