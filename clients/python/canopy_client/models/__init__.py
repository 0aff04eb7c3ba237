"""Contains all the data models used in inputs/outputs"""

from .accept_invitation_request import AcceptInvitationRequest
from .api_key import ApiKey
from .api_key_expiry import ApiKeyExpiry
from .api_key_list import ApiKeyList
from .api_key_scope import ApiKeyScope
from .api_key_workspace import ApiKeyWorkspace
from .assessment_status import AssessmentStatus
from .auth_group import AuthGroup
from .auth_group_detail import AuthGroupDetail
from .batch_order_request import BatchOrderRequest
from .bulk_create_invitation_result import BulkCreateInvitationResult
from .bulk_create_invitation_result_error_type_0 import BulkCreateInvitationResultErrorType0
from .bulk_create_invitations_request import BulkCreateInvitationsRequest
from .bulk_create_invitations_response import BulkCreateInvitationsResponse
from .bulk_invitation_filters_request import BulkInvitationFiltersRequest
from .bulk_operation_status import BulkOperationStatus
from .bulk_renew_invitation_result import BulkRenewInvitationResult
from .bulk_renew_invitation_result_error_type_0 import BulkRenewInvitationResultErrorType0
from .bulk_renew_invitations_response import BulkRenewInvitationsResponse
from .bulk_revoke_invitation_result import BulkRevokeInvitationResult
from .bulk_revoke_invitation_result_error_type_0 import BulkRevokeInvitationResultErrorType0
from .bulk_revoke_invitations_response import BulkRevokeInvitationsResponse
from .buyer_company_status import BuyerCompanyStatus
from .change_member_role_request import ChangeMemberRoleRequest
from .classification_field import ClassificationField
from .classification_match import ClassificationMatch
from .classification_rule import ClassificationRule
from .classification_rule_list import ClassificationRuleList
from .classification_rule_request import ClassificationRuleRequest
from .commodity import Commodity
from .company_summary import CompanySummary
from .composition import Composition
from .confidence_status import ConfidenceStatus
from .confirm_upload_request import ConfirmUploadRequest
from .consolidation_approach import ConsolidationApproach
from .context_precision import ContextPrecision
from .country import Country
from .country_list import CountryList
from .country_volume import CountryVolume
from .create_api_key_request import CreateApiKeyRequest
from .create_data_import_run_request import CreateDataImportRunRequest
from .create_document_folder_request import CreateDocumentFolderRequest
from .create_document_request import CreateDocumentRequest
from .create_due_diligence_statement_request import CreateDueDiligenceStatementRequest
from .create_invitation_request import CreateInvitationRequest
from .create_order_request import CreateOrderRequest
from .create_origin_request import CreateOriginRequest
from .create_product_request import CreateProductRequest
from .create_purchase_order_request import CreatePurchaseOrderRequest
from .create_sale_order_request import CreateSaleOrderRequest
from .create_submission_request import CreateSubmissionRequest
from .create_value_chain_request import CreateValueChainRequest
from .created_api_key import CreatedApiKey
from .created_data_import_run import CreatedDataImportRun
from .created_document import CreatedDocument
from .created_survey_submission import CreatedSurveySubmission
from .data_import_run import DataImportRun
from .data_import_run_list import DataImportRunList
from .data_point import DataPoint
from .data_point_context import DataPointContext
from .data_point_status import DataPointStatus
from .decoded_identifier import DecodedIdentifier
from .decoded_identifier_context import DecodedIdentifierContext
from .decoded_identifier_grouping import DecodedIdentifierGrouping
from .decoded_identifier_labels import DecodedIdentifierLabels
from .delimit_by import DelimitBy
from .document import Document
from .document_content_type import DocumentContentType
from .document_folder import DocumentFolder
from .document_folder_list import DocumentFolderList
from .document_identifier_detail import DocumentIdentifierDetail
from .document_list import DocumentList
from .downloaded_document import DownloadedDocument
from .due_diligence_statement import DueDiligenceStatement
from .due_diligence_statement_record import DueDiligenceStatementRecord
from .due_diligence_statement_record_list import DueDiligenceStatementRecordList
from .due_diligence_statement_status import DueDiligenceStatementStatus
from .emission_category import EmissionCategory
from .emission_category_list import EmissionCategoryList
from .emission_factor_origin import EmissionFactorOrigin
from .error_detail import ErrorDetail
from .eudr_activity import EudrActivity
from .eudr_country_risk import EudrCountryRisk
from .execute_query_request import ExecuteQueryRequest
from .financial_transaction import FinancialTransaction
from .financial_transaction_list import FinancialTransactionList
from .flag import Flag
from .folder_detail import FolderDetail
from .geometry import Geometry
from .geometry_request import GeometryRequest
from .group_dimension import GroupDimension
from .group_transactions_ordering import GroupTransactionsOrdering
from .information_request_status import InformationRequestStatus
from .invitation import Invitation
from .invitation_acceptance import InvitationAcceptance
from .invitation_filter_operation import InvitationFilterOperation
from .invitation_list import InvitationList
from .invitation_preview import InvitationPreview
from .invitation_preview_company import InvitationPreviewCompany
from .invitation_status import InvitationStatus
from .list_api_keys_ordering_item import ListApiKeysOrderingItem
from .list_classification_rules_ordering_item import ListClassificationRulesOrderingItem
from .list_countries_ordering_item import ListCountriesOrderingItem
from .list_data_import_runs_ordering_item import ListDataImportRunsOrderingItem
from .list_document_folders_ordering_item import ListDocumentFoldersOrderingItem
from .list_documents_ordering_item import ListDocumentsOrderingItem
from .list_due_diligence_statements_ordering_item import ListDueDiligenceStatementsOrderingItem
from .list_emission_categories_ordering_item import ListEmissionCategoriesOrderingItem
from .list_invitations_filter_object import ListInvitationsFilterObject
from .list_invitations_ordering_item import ListInvitationsOrderingItem
from .list_member_api_keys_ordering_item import ListMemberApiKeysOrderingItem
from .list_members_ordering_item import ListMembersOrderingItem
from .list_orders_ordering_item import ListOrdersOrderingItem
from .list_origins_ordering_item import ListOriginsOrderingItem
from .list_products_ordering_item import ListProductsOrderingItem
from .list_query_logs_ordering_item import ListQueryLogsOrderingItem
from .list_survey_definitions_ordering_item import ListSurveyDefinitionsOrderingItem
from .list_transactions_ordering_item import ListTransactionsOrderingItem
from .list_value_chains_ordering_item import ListValueChainsOrderingItem
from .list_workspaces_ordering_item import ListWorkspacesOrderingItem
from .member import Member
from .member_list import MemberList
from .mitigation import Mitigation
from .mitigation_request import MitigationRequest
from .order import Order
from .order_action import OrderAction
from .order_information_request import OrderInformationRequest
from .order_item import OrderItem
from .order_item_metadata import OrderItemMetadata
from .order_item_metadata_request import OrderItemMetadataRequest
from .order_item_request import OrderItemRequest
from .order_item_request_seller_traced_suggestions import OrderItemRequestSellerTracedSuggestions
from .order_item_seller_traced_suggestions import OrderItemSellerTracedSuggestions
from .order_item_trace_request import OrderItemTraceRequest
from .order_list import OrderList
from .order_statistics import OrderStatistics
from .order_trace import OrderTrace
from .order_type import OrderType
from .origin import Origin
from .origin_list import OriginList
from .ownership_information import OwnershipInformation
from .ownership_information_request import OwnershipInformationRequest
from .ownership_period import OwnershipPeriod
from .ownership_period_request import OwnershipPeriodRequest
from .partial_update_purchase_order_request import PartialUpdatePurchaseOrderRequest
from .partial_update_sale_order_request import PartialUpdateSaleOrderRequest
from .permission import Permission
from .prepare_statement_request import PrepareStatementRequest
from .product import Product
from .product_list import ProductList
from .product_metadata import ProductMetadata
from .product_metadata_request import ProductMetadataRequest
from .product_species import ProductSpecies
from .product_species_request import ProductSpeciesRequest
from .publish_survey_definition_request import PublishSurveyDefinitionRequest
from .publish_survey_definition_request_definition import PublishSurveyDefinitionRequestDefinition
from .pulse_params import PulseParams
from .query_context_item import QueryContextItem
from .query_log import QueryLog
from .query_log_list import QueryLogList
from .query_mode import QueryMode
from .query_result import QueryResult
from .query_result_chunk import QueryResultChunk
from .rag_index_status import RagIndexStatus
from .record_assessment_result_request import RecordAssessmentResultRequest
from .recorded_result_status import RecordedResultStatus
from .renew_invitation_request import RenewInvitationRequest
from .retriever import Retriever
from .seller_company_status import SellerCompanyStatus
from .statement_filing import StatementFiling
from .statistics_count import StatisticsCount
from .survey import Survey
from .survey_definition import SurveyDefinition
from .survey_definition_definition import SurveyDefinitionDefinition
from .survey_definition_list import SurveyDefinitionList
from .survey_list import SurveyList
from .survey_submission_row import SurveySubmissionRow
from .survey_submission_row_list import SurveySubmissionRowList
from .survey_submission_row_survey_submissions_item import SurveySubmissionRowSurveySubmissionsItem
from .survey_survey_export_data import SurveySurveyExportData
from .switch_workspace_request import SwitchWorkspaceRequest
from .switch_workspace_response import SwitchWorkspaceResponse
from .tag import Tag
from .trace_edge import TraceEdge
from .trace_feature import TraceFeature
from .trace_feature_properties import TraceFeatureProperties
from .trace_node import TraceNode
from .trace_node_kind import TraceNodeKind
from .trace_relation import TraceRelation
from .transaction_group_row import TransactionGroupRow
from .transaction_group_row_list import TransactionGroupRowList
from .transaction_source import TransactionSource
from .update_batch_order_request import UpdateBatchOrderRequest
from .update_classification_rule_request import UpdateClassificationRuleRequest
from .update_document_folder_request import UpdateDocumentFolderRequest
from .update_document_request import UpdateDocumentRequest
from .update_due_diligence_statement_request import UpdateDueDiligenceStatementRequest
from .update_origin_request import UpdateOriginRequest
from .update_product_request import UpdateProductRequest
from .update_value_chain_request import UpdateValueChainRequest
from .updated_document import UpdatedDocument
from .upload_status import UploadStatus
from .upsert_data_point_request import UpsertDataPointRequest
from .upsert_data_point_request_context import UpsertDataPointRequestContext
from .user_company import UserCompany
from .user_detail import UserDetail
from .user_profile import UserProfile
from .validation_error import ValidationError
from .value_chain import ValueChain
from .value_chain_contact import ValueChainContact
from .value_chain_contact_request import ValueChainContactRequest
from .value_chain_contacts import ValueChainContacts
from .value_chain_contacts_request import ValueChainContactsRequest
from .value_chain_list import ValueChainList
from .value_chain_metadata import ValueChainMetadata
from .value_chain_metadata_request import ValueChainMetadataRequest
from .value_chain_status import ValueChainStatus
from .value_chain_type import ValueChainType
from .workspace_detail import WorkspaceDetail
from .workspace_detail_pulse_params import WorkspaceDetailPulseParams
from .workspace_list_row import WorkspaceListRow
from .workspace_list_row_list import WorkspaceListRowList
from .workspace_type import WorkspaceType

__all__ = (
    "AcceptInvitationRequest",
    "ApiKey",
    "ApiKeyExpiry",
    "ApiKeyList",
    "ApiKeyScope",
    "ApiKeyWorkspace",
    "AssessmentStatus",
    "AuthGroup",
    "AuthGroupDetail",
    "BatchOrderRequest",
    "BulkCreateInvitationResult",
    "BulkCreateInvitationResultErrorType0",
    "BulkCreateInvitationsRequest",
    "BulkCreateInvitationsResponse",
    "BulkInvitationFiltersRequest",
    "BulkOperationStatus",
    "BulkRenewInvitationResult",
    "BulkRenewInvitationResultErrorType0",
    "BulkRenewInvitationsResponse",
    "BulkRevokeInvitationResult",
    "BulkRevokeInvitationResultErrorType0",
    "BulkRevokeInvitationsResponse",
    "BuyerCompanyStatus",
    "ChangeMemberRoleRequest",
    "ClassificationField",
    "ClassificationMatch",
    "ClassificationRule",
    "ClassificationRuleList",
    "ClassificationRuleRequest",
    "Commodity",
    "CompanySummary",
    "Composition",
    "ConfidenceStatus",
    "ConfirmUploadRequest",
    "ConsolidationApproach",
    "ContextPrecision",
    "Country",
    "CountryList",
    "CountryVolume",
    "CreateApiKeyRequest",
    "CreatedApiKey",
    "CreateDataImportRunRequest",
    "CreatedDataImportRun",
    "CreatedDocument",
    "CreateDocumentFolderRequest",
    "CreateDocumentRequest",
    "CreatedSurveySubmission",
    "CreateDueDiligenceStatementRequest",
    "CreateInvitationRequest",
    "CreateOrderRequest",
    "CreateOriginRequest",
    "CreateProductRequest",
    "CreatePurchaseOrderRequest",
    "CreateSaleOrderRequest",
    "CreateSubmissionRequest",
    "CreateValueChainRequest",
    "DataImportRun",
    "DataImportRunList",
    "DataPoint",
    "DataPointContext",
    "DataPointStatus",
    "DecodedIdentifier",
    "DecodedIdentifierContext",
    "DecodedIdentifierGrouping",
    "DecodedIdentifierLabels",
    "DelimitBy",
    "Document",
    "DocumentContentType",
    "DocumentFolder",
    "DocumentFolderList",
    "DocumentIdentifierDetail",
    "DocumentList",
    "DownloadedDocument",
    "DueDiligenceStatement",
    "DueDiligenceStatementRecord",
    "DueDiligenceStatementRecordList",
    "DueDiligenceStatementStatus",
    "EmissionCategory",
    "EmissionCategoryList",
    "EmissionFactorOrigin",
    "ErrorDetail",
    "EudrActivity",
    "EudrCountryRisk",
    "ExecuteQueryRequest",
    "FinancialTransaction",
    "FinancialTransactionList",
    "Flag",
    "FolderDetail",
    "Geometry",
    "GeometryRequest",
    "GroupDimension",
    "GroupTransactionsOrdering",
    "InformationRequestStatus",
    "Invitation",
    "InvitationAcceptance",
    "InvitationFilterOperation",
    "InvitationList",
    "InvitationPreview",
    "InvitationPreviewCompany",
    "InvitationStatus",
    "ListApiKeysOrderingItem",
    "ListClassificationRulesOrderingItem",
    "ListCountriesOrderingItem",
    "ListDataImportRunsOrderingItem",
    "ListDocumentFoldersOrderingItem",
    "ListDocumentsOrderingItem",
    "ListDueDiligenceStatementsOrderingItem",
    "ListEmissionCategoriesOrderingItem",
    "ListInvitationsFilterObject",
    "ListInvitationsOrderingItem",
    "ListMemberApiKeysOrderingItem",
    "ListMembersOrderingItem",
    "ListOrdersOrderingItem",
    "ListOriginsOrderingItem",
    "ListProductsOrderingItem",
    "ListQueryLogsOrderingItem",
    "ListSurveyDefinitionsOrderingItem",
    "ListTransactionsOrderingItem",
    "ListValueChainsOrderingItem",
    "ListWorkspacesOrderingItem",
    "Member",
    "MemberList",
    "Mitigation",
    "MitigationRequest",
    "Order",
    "OrderAction",
    "OrderInformationRequest",
    "OrderItem",
    "OrderItemMetadata",
    "OrderItemMetadataRequest",
    "OrderItemRequest",
    "OrderItemRequestSellerTracedSuggestions",
    "OrderItemSellerTracedSuggestions",
    "OrderItemTraceRequest",
    "OrderList",
    "OrderStatistics",
    "OrderTrace",
    "OrderType",
    "Origin",
    "OriginList",
    "OwnershipInformation",
    "OwnershipInformationRequest",
    "OwnershipPeriod",
    "OwnershipPeriodRequest",
    "PartialUpdatePurchaseOrderRequest",
    "PartialUpdateSaleOrderRequest",
    "Permission",
    "PrepareStatementRequest",
    "Product",
    "ProductList",
    "ProductMetadata",
    "ProductMetadataRequest",
    "ProductSpecies",
    "ProductSpeciesRequest",
    "PublishSurveyDefinitionRequest",
    "PublishSurveyDefinitionRequestDefinition",
    "PulseParams",
    "QueryContextItem",
    "QueryLog",
    "QueryLogList",
    "QueryMode",
    "QueryResult",
    "QueryResultChunk",
    "RagIndexStatus",
    "RecordAssessmentResultRequest",
    "RecordedResultStatus",
    "RenewInvitationRequest",
    "Retriever",
    "SellerCompanyStatus",
    "StatementFiling",
    "StatisticsCount",
    "Survey",
    "SurveyDefinition",
    "SurveyDefinitionDefinition",
    "SurveyDefinitionList",
    "SurveyList",
    "SurveySubmissionRow",
    "SurveySubmissionRowList",
    "SurveySubmissionRowSurveySubmissionsItem",
    "SurveySurveyExportData",
    "SwitchWorkspaceRequest",
    "SwitchWorkspaceResponse",
    "Tag",
    "TraceEdge",
    "TraceFeature",
    "TraceFeatureProperties",
    "TraceNode",
    "TraceNodeKind",
    "TraceRelation",
    "TransactionGroupRow",
    "TransactionGroupRowList",
    "TransactionSource",
    "UpdateBatchOrderRequest",
    "UpdateClassificationRuleRequest",
    "UpdatedDocument",
    "UpdateDocumentFolderRequest",
    "UpdateDocumentRequest",
    "UpdateDueDiligenceStatementRequest",
    "UpdateOriginRequest",
    "UpdateProductRequest",
    "UpdateValueChainRequest",
    "UploadStatus",
    "UpsertDataPointRequest",
    "UpsertDataPointRequestContext",
    "UserCompany",
    "UserDetail",
    "UserProfile",
    "ValidationError",
    "ValueChain",
    "ValueChainContact",
    "ValueChainContactRequest",
    "ValueChainContacts",
    "ValueChainContactsRequest",
    "ValueChainList",
    "ValueChainMetadata",
    "ValueChainMetadataRequest",
    "ValueChainStatus",
    "ValueChainType",
    "WorkspaceDetail",
    "WorkspaceDetailPulseParams",
    "WorkspaceListRow",
    "WorkspaceListRowList",
    "WorkspaceType",
)
