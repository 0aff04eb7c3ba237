# Generated from spec/enums.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The closed value sets of the document."""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "UploadStatus",
    "RagIndexStatus",
    "DocumentContentType",
    "QueryMode",
    "Retriever",
    "TransactionSource",
    "ConfidenceStatus",
    "GroupDimension",
    "DelimitBy",
    "DataPointStatus",
    "ContextPrecision",
    "OrderType",
    "OrderAction",
    "InformationRequestStatus",
    "BuyerCompanyStatus",
    "SellerCompanyStatus",
    "AssessmentStatus",
    "RecordedResultStatus",
    "Commodity",
    "Composition",
    "WorkspaceType",
    "InvitationStatus",
    "BulkOperationStatus",
    "DueDiligenceStatementStatus",
    "EudrCountryRisk",
    "ValueChainType",
    "ValueChainStatus",
    "ConsolidationApproach",
    "TraceNodeKind",
    "TraceRelation",
    "EudrActivity",
    "ClassificationField",
    "EmissionFactorOrigin",
    "ClassificationMatch",
    "ApiKeyScope",
    "ApiKeyExpiry",
]


class UploadStatus(StrEnum):
    PENDING = "pending"
    UPLOADING = "uploading"
    COMPLETED = "completed"
    FAILED = "failed"


class RagIndexStatus(StrEnum):
    ACTIVE = "active"
    IMPORTING = "importing"
    FAILED = "failed"
    DELETING = "deleting"
    DELETED = "deleted"


class DocumentContentType(StrEnum):
    QUESTIONSHORTTEXT = "questionshorttext"
    QUESTIONLONGTEXT = "questionlongtext"
    QUESTIONRADIOBUTTON = "questionradiobutton"
    QUESTIONCHECKBOX = "questioncheckbox"
    QUESTIONSLIDER = "questionslider"
    QUESTIONDATE = "questiondate"
    QUESTIONNUMBER = "questionnumber"
    FORMULA = "formula"


class QueryMode(StrEnum):
    RETRIEVAL = "retrieval"
    GENERATION = "generation"


class Retriever(StrEnum):
    LEXICAL = "lexical"
    DENSE = "dense"
    HYBRID = "hybrid"


class TransactionSource(StrEnum):
    PROVIDER_1 = "provider_1"
    PROVIDER_2 = "provider_2"
    CSV = "csv"
    PROVIDER_3 = "provider_3"
    PROVIDER_4 = "provider_4"


class ConfidenceStatus(StrEnum):
    CONFIDENT = "confident"
    NEEDS_ATTENTION = "needs_attention"


class GroupDimension(StrEnum):
    CURRENCY = "currency"
    JOURNAL = "journal"
    LEDGER = "ledger"
    SOURCE = "source"
    VENDOR_NAME = "vendor_name"


class DelimitBy(StrEnum):
    DAILY = "daily"
    MONTHLY = "monthly"
    YEARLY = "yearly"


class DataPointStatus(StrEnum):
    NOT_STARTED = "not_started"
    IN_PROGRESS = "in_progress"
    READY_FOR_REVIEW = "ready_for_review"
    READY_FOR_AUDIT = "ready_for_audit"
    SUGGESTED = "suggested"


class ContextPrecision(StrEnum):
    EXACT = "exact"
    YEAR = "year"
    QUARTER = "quarter"
    MONTH = "month"
    DAY = "day"


class OrderType(StrEnum):
    ORDER = "order"
    PRODUCED_BATCH = "produced_batch"
    MANUFACTURED_BATCH = "manufactured_batch"
    PRODUCT_CHAIN = "product_chain"


class OrderAction(StrEnum):
    BUYING = "buying"
    SELLING = "selling"


class InformationRequestStatus(StrEnum):
    AWAITING_REVIEW = "awaiting_review"
    SENT = "sent"


class BuyerCompanyStatus(StrEnum):
    DRAFT = "draft"
    WAITING_FOR_SUPPLIER = "waiting_for_supplier"
    READY_FOR_REVIEW = "ready_for_review"
    STATEMENT_READY = "statement_ready"
    COMPLETED = "completed"
    CLOSED = "closed"


class SellerCompanyStatus(StrEnum):
    DRAFT = "draft"
    UNTRACED = "untraced"
    PENDING = "pending"
    PASSING = "passing"
    FAILING = "failing"
    COMPLETED = "completed"
    CLOSED = "closed"


class AssessmentStatus(StrEnum):
    PENDING = "pending"
    IN_PROGRESS = "in_progress"
    PASSING = "passing"
    FAILING = "failing"
    MITIGATED = "mitigated"


class RecordedResultStatus(StrEnum):
    PASSING = "passing"
    FAILING = "failing"


class Commodity(StrEnum):
    CATTLE = "cattle"
    COCOA = "cocoa"
    COFFEE = "coffee"
    PALM_OIL = "palm_oil"
    RUBBER = "rubber"
    SOYA = "soya"
    WOOD = "wood"


class Composition(StrEnum):
    SIMPLE = "simple"
    COMPOSITE = "composite"


class WorkspaceType(StrEnum):
    ACTIVE = "active"
    DEMO = "demo"
    INACTIVE = "inactive"
    STAKEHOLDER = "stakeholder"
    TEST = "test"
    TRIAL = "trial"


class InvitationStatus(StrEnum):
    PENDING = "pending"
    ACCEPTED = "accepted"
    REVOKED = "revoked"
    EXPIRED = "expired"


class BulkOperationStatus(StrEnum):
    ACCEPTED = "accepted"
    REJECTED = "rejected"


class DueDiligenceStatementStatus(StrEnum):
    DRAFT = "draft"
    SUBMITTED = "submitted"
    AVAILABLE = "available"
    REJECTED = "rejected"
    CANCELLED = "cancelled"
    WITHDRAWN = "withdrawn"
    ARCHIVED = "archived"


class EudrCountryRisk(StrEnum):
    """The country risk tiers of the EU deforestation regulation's benchmarking."""

    LOW = "low"
    STANDARD = "standard"
    HIGH = "high"


class ValueChainType(StrEnum):
    SUPPLIER = "supplier"
    CUSTOMER = "customer"


class ValueChainStatus(StrEnum):
    PENDING = "pending"
    ACTIVE = "active"
    REVOKED = "revoked"


class ConsolidationApproach(StrEnum):
    EQUITY_SHARE = "equity_share"
    OPERATIONAL_CONTROL = "operational_control"
    FINANCIAL_CONTROL = "financial_control"


class TraceNodeKind(StrEnum):
    ORDER = "order"
    ORDER_ITEM = "order_item"
    ORIGIN = "origin"


class TraceRelation(StrEnum):
    """item: an item to its order; traced_order: an order to an item traced to it; traced_origin: an origin to an item traced to it."""

    ITEM = "item"
    TRACED_ORDER = "traced_order"
    TRACED_ORIGIN = "traced_origin"


class EudrActivity(StrEnum):
    """The activity a statement declares (Regulation (EU) 2023/1115): placing on the market by import, export, domestic production, or trade."""

    IMPORT = "import"
    EXPORT = "export"
    DOMESTIC = "domestic"
    TRADE = "trade"


class ClassificationField(StrEnum):
    LEDGER = "ledger"
    VENDOR_NAME = "vendor_name"
    DESCRIPTION = "description"


class EmissionFactorOrigin(StrEnum):
    """default: the factor shipped with Canopy; workspace: one the workspace imported (import run emission_factor)."""

    DEFAULT = "default"
    WORKSPACE = "workspace"


class ClassificationMatch(StrEnum):
    """exact: the whole text, ignoring case; contains: the pattern anywhere in it, ignoring case; regex: a regular expression found in it, ignoring case."""

    EXACT = "exact"
    CONTAINS = "contains"
    REGEX = "regex"


class ApiKeyScope(StrEnum):
    """user: follows the active workspace of the user; workspace: pinned to the workspace open at creation."""

    USER = "user"
    WORKSPACE = "workspace"


class ApiKeyExpiry(StrEnum):
    """The lifetime chosen at creation: 30 days, 6 weeks, 90 days, 1 year (365 days) or no expiration."""

    VALUE_30D = "30d"
    VALUE_6W = "6w"
    VALUE_90D = "90d"
    VALUE_1Y = "1y"
    NEVER = "never"
