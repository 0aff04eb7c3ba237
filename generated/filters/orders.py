# Generated from spec/operations/orders.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the orders operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import PlainValidator, WithJsonSchema

from generated import enums
from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "ListOrdersFilters",
    "ListOrdersFiltersField",
    "ListOrdersQuery",
    "parse_list_orders_query",
    "CreateOrderQuery",
    "parse_create_order_query",
    "RetrieveOrderQuery",
    "parse_retrieve_order_query",
    "BulkCreateBatchOrdersQuery",
    "parse_bulk_create_batch_orders_query",
    "UpdateBatchOrderQuery",
    "parse_update_batch_order_query",
    "CreatePurchaseOrderQuery",
    "parse_create_purchase_order_query",
    "PartialUpdatePurchaseOrderQuery",
    "parse_partial_update_purchase_order_query",
    "CreateSaleOrderQuery",
    "parse_create_sale_order_query",
    "PartialUpdateSaleOrderQuery",
    "parse_partial_update_sale_order_query",
    "RetrieveOrderInformationRequestQuery",
    "parse_retrieve_order_information_request_query",
    "SendOrderInformationRequestQuery",
    "parse_send_order_information_request_query",
    "OrderStatisticsFilters",
    "OrderStatisticsFiltersField",
    "OrderStatisticsQuery",
    "parse_order_statistics_query",
]

# -- O1 list_orders -------------------------------------------------------------

_LIST_ORDERS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("id__exclude_in", qs.integer(), many="csv"),
    qs.Param("type", qs.choice(enums.OrderType)),
    qs.Param("type__in", qs.choice(enums.OrderType), many="csv"),
    qs.Param("buyer_company_status", qs.choice(enums.BuyerCompanyStatus)),
    qs.Param("buyer_company_status__in", qs.choice(enums.BuyerCompanyStatus), many="csv"),
    qs.Param("seller_company_status", qs.choice(enums.SellerCompanyStatus)),
    qs.Param("seller_company_status__in", qs.choice(enums.SellerCompanyStatus), many="csv"),
    qs.Param("assessment_status", qs.choice(enums.AssessmentStatus)),
    qs.Param("assessment_status__in", qs.choice(enums.AssessmentStatus), many="csv"),
    qs.Param("value_chain", qs.integer()),
    qs.Param("border_cross_country_code", qs.text(max_length=2), blank_is_absent=True),
    qs.Param("border_cross_country_code__in", qs.text(max_length=2), many="csv"),
    qs.Param("due_diligence_statements__isnull", qs.boolean()),
    qs.Param("failing_percentage_gte", qs.number(minimum=0, maximum=100)),
    qs.Param("passing_percentage_gte", qs.number(minimum=0, maximum=100)),
    qs.Param("order_created_at", qs.iso_date()),
    qs.Param("order_created_at__gte", qs.iso_date()),
    qs.Param("order_created_at__lte", qs.iso_date()),
    qs.Param("order_arrival_at", qs.iso_date()),
    qs.Param("order_arrival_at__gte", qs.iso_date()),
    qs.Param("order_arrival_at__lte", qs.iso_date()),
    qs.Param("tags__name", qs.text(), blank_is_absent=True),
    qs.Param("tags__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("tags__name__in", qs.text(), many="csv"),
    qs.Param("tags__slug", qs.text(), blank_is_absent=True),
    qs.Param("tags__slug__in", qs.text(), many="csv"),
    qs.Param("items__buyer_product", qs.integer()),
    qs.Param("items__buyer_product__in", qs.integer(), many="csv"),
    qs.Param("items__buyer_product__isnull", qs.boolean()),
    qs.Param("items__buyer_product__commodity", qs.choice(enums.Commodity)),
    qs.Param("items__buyer_product__commodity__in", qs.choice(enums.Commodity), many="csv"),
    qs.Param("items__buyer_product__composition", qs.choice(enums.Composition)),
    qs.Param("items__buyer_product__composition__in", qs.choice(enums.Composition), many="csv"),
    qs.Param("items__buyer_product__name", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__name__startswith", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__name__endswith", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__sku", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__sku__icontains", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__sku__startswith", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__sku__endswith", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product", qs.integer()),
    qs.Param("items__seller_product__in", qs.integer(), many="csv"),
    qs.Param("items__seller_product__isnull", qs.boolean()),
    qs.Param("items__seller_product__commodity", qs.choice(enums.Commodity)),
    qs.Param("items__seller_product__commodity__in", qs.choice(enums.Commodity), many="csv"),
    qs.Param("items__seller_product__composition", qs.choice(enums.Composition)),
    qs.Param("items__seller_product__composition__in", qs.choice(enums.Composition), many="csv"),
    qs.Param("items__seller_product__name", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__name__startswith", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__name__endswith", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__sku", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__sku__icontains", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__sku__startswith", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__sku__endswith", qs.text(), blank_is_absent=True),
    qs.Param("items__external_id", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("items__external_id__icontains", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("items__external_id__startswith", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("items__external_id__endswith", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("items__external_id__in", qs.text(max_length=255), many="csv"),
    qs.Param("items__traced_origins", qs.integer()),
    qs.Param("items__traced_origins__in", qs.integer(), many="csv"),
    qs.Param("items__unit", qs.text(), blank_is_absent=True),
    qs.Param("items__volume", qs.number()),
    qs.Param("items__volume__gte", qs.number()),
    qs.Param("items__volume__lte", qs.number()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_LIST_ORDERS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("id__exclude_in", ("id",), "exclude_in"),
    qs.Lookup("type", ("type",), "exact"),
    qs.Lookup("type__in", ("type",), "in"),
    qs.Lookup("buyer_company_status", ("buyer_company_status",), "exact"),
    qs.Lookup("buyer_company_status__in", ("buyer_company_status",), "in"),
    qs.Lookup("seller_company_status", ("seller_company_status",), "exact"),
    qs.Lookup("seller_company_status__in", ("seller_company_status",), "in"),
    qs.Lookup("assessment_status", ("assessment_status",), "exact"),
    qs.Lookup("assessment_status__in", ("assessment_status",), "in"),
    qs.Lookup("value_chain", ("value_chain",), "exact"),
    qs.Lookup("border_cross_country_code", ("border_cross_country_code",), "exact"),
    qs.Lookup("border_cross_country_code__in", ("border_cross_country_code",), "in"),
    qs.Lookup("due_diligence_statements__isnull", ("due_diligence_statements",), "isnull"),
    qs.Lookup("failing_percentage_gte", ("failing_percentage",), "gte"),
    qs.Lookup("passing_percentage_gte", ("passing_percentage",), "gte"),
    qs.Lookup("order_created_at", ("order_created_at",), "exact"),
    qs.Lookup("order_created_at__gte", ("order_created_at",), "gte"),
    qs.Lookup("order_created_at__lte", ("order_created_at",), "lte"),
    qs.Lookup("order_arrival_at", ("order_arrival_at",), "exact"),
    qs.Lookup("order_arrival_at__gte", ("order_arrival_at",), "gte"),
    qs.Lookup("order_arrival_at__lte", ("order_arrival_at",), "lte"),
    qs.Lookup("tags__name", ("tag_records", "name"), "exact"),
    qs.Lookup("tags__name__icontains", ("tag_records", "name"), "icontains"),
    qs.Lookup("tags__name__in", ("tag_records", "name"), "in"),
    qs.Lookup("tags__slug", ("tag_records", "slug"), "exact"),
    qs.Lookup("tags__slug__in", ("tag_records", "slug"), "in"),
    qs.Lookup("items__buyer_product", ("items", "buyer_product"), "exact"),
    qs.Lookup("items__buyer_product__in", ("items", "buyer_product"), "in"),
    qs.Lookup("items__buyer_product__isnull", ("items", "buyer_product"), "isnull"),
    qs.Lookup("items__buyer_product__commodity", ("items", "buyer_product", "commodity"), "exact"),
    qs.Lookup("items__buyer_product__commodity__in", ("items", "buyer_product", "commodity"), "in"),
    qs.Lookup("items__buyer_product__composition", ("items", "buyer_product", "composition"), "exact"),
    qs.Lookup("items__buyer_product__composition__in", ("items", "buyer_product", "composition"), "in"),
    qs.Lookup("items__buyer_product__name", ("items", "buyer_product", "name"), "exact"),
    qs.Lookup("items__buyer_product__name__icontains", ("items", "buyer_product", "name"), "icontains"),
    qs.Lookup("items__buyer_product__name__startswith", ("items", "buyer_product", "name"), "startswith"),
    qs.Lookup("items__buyer_product__name__endswith", ("items", "buyer_product", "name"), "endswith"),
    qs.Lookup("items__buyer_product__sku", ("items", "buyer_product", "sku"), "exact"),
    qs.Lookup("items__buyer_product__sku__icontains", ("items", "buyer_product", "sku"), "icontains"),
    qs.Lookup("items__buyer_product__sku__startswith", ("items", "buyer_product", "sku"), "startswith"),
    qs.Lookup("items__buyer_product__sku__endswith", ("items", "buyer_product", "sku"), "endswith"),
    qs.Lookup("items__seller_product", ("items", "seller_product"), "exact"),
    qs.Lookup("items__seller_product__in", ("items", "seller_product"), "in"),
    qs.Lookup("items__seller_product__isnull", ("items", "seller_product"), "isnull"),
    qs.Lookup("items__seller_product__commodity", ("items", "seller_product", "commodity"), "exact"),
    qs.Lookup("items__seller_product__commodity__in", ("items", "seller_product", "commodity"), "in"),
    qs.Lookup("items__seller_product__composition", ("items", "seller_product", "composition"), "exact"),
    qs.Lookup("items__seller_product__composition__in", ("items", "seller_product", "composition"), "in"),
    qs.Lookup("items__seller_product__name", ("items", "seller_product", "name"), "exact"),
    qs.Lookup("items__seller_product__name__icontains", ("items", "seller_product", "name"), "icontains"),
    qs.Lookup("items__seller_product__name__startswith", ("items", "seller_product", "name"), "startswith"),
    qs.Lookup("items__seller_product__name__endswith", ("items", "seller_product", "name"), "endswith"),
    qs.Lookup("items__seller_product__sku", ("items", "seller_product", "sku"), "exact"),
    qs.Lookup("items__seller_product__sku__icontains", ("items", "seller_product", "sku"), "icontains"),
    qs.Lookup("items__seller_product__sku__startswith", ("items", "seller_product", "sku"), "startswith"),
    qs.Lookup("items__seller_product__sku__endswith", ("items", "seller_product", "sku"), "endswith"),
    qs.Lookup("items__external_id", ("items", "external_id"), "exact"),
    qs.Lookup("items__external_id__icontains", ("items", "external_id"), "icontains"),
    qs.Lookup("items__external_id__startswith", ("items", "external_id"), "startswith"),
    qs.Lookup("items__external_id__endswith", ("items", "external_id"), "endswith"),
    qs.Lookup("items__external_id__in", ("items", "external_id"), "in"),
    qs.Lookup("items__traced_origins", ("items", "traced_origins"), "exact"),
    qs.Lookup("items__traced_origins__in", ("items", "traced_origins"), "in"),
    qs.Lookup("items__unit", ("items", "unit"), "exact"),
    qs.Lookup("items__volume", ("items", "volume"), "exact"),
    qs.Lookup("items__volume__gte", ("items", "volume"), "gte"),
    qs.Lookup("items__volume__lte", ("items", "volume"), "lte"),
)
_LIST_ORDERS_OTHER = (
    qs.Param("order_action", qs.choice(enums.OrderAction), required=True),
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "external_id": (("external_id",),),
                "order_created_at": (("order_created_at",),),
                "order_arrival_at": (("order_arrival_at",),),
                "created_at": (("created_at",),),
                "updated_at": (("updated_at",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListOrdersFilters:
    """The filters of O1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("buyer_external_id",),
        ("seller_external_id",),
        ("tag_records", "name"),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    id__exclude_in: tuple[int, ...] | None = None
    type: enums.OrderType | None = None
    type__in: tuple[enums.OrderType, ...] | None = None
    buyer_company_status: enums.BuyerCompanyStatus | None = None
    buyer_company_status__in: tuple[enums.BuyerCompanyStatus, ...] | None = None
    seller_company_status: enums.SellerCompanyStatus | None = None
    seller_company_status__in: tuple[enums.SellerCompanyStatus, ...] | None = None
    assessment_status: enums.AssessmentStatus | None = None
    assessment_status__in: tuple[enums.AssessmentStatus, ...] | None = None
    value_chain: int | None = None
    border_cross_country_code: str | None = None
    border_cross_country_code__in: tuple[str, ...] | None = None
    due_diligence_statements__isnull: bool | None = None
    failing_percentage_gte: float | None = None
    passing_percentage_gte: float | None = None
    order_created_at: datetime.date | None = None
    order_created_at__gte: datetime.date | None = None
    order_created_at__lte: datetime.date | None = None
    order_arrival_at: datetime.date | None = None
    order_arrival_at__gte: datetime.date | None = None
    order_arrival_at__lte: datetime.date | None = None
    tags__name: str | None = None
    tags__name__icontains: str | None = None
    tags__name__in: tuple[str, ...] | None = None
    tags__slug: str | None = None
    tags__slug__in: tuple[str, ...] | None = None
    items__buyer_product: int | None = None
    items__buyer_product__in: tuple[int, ...] | None = None
    items__buyer_product__isnull: bool | None = None
    items__buyer_product__commodity: enums.Commodity | None = None
    items__buyer_product__commodity__in: tuple[enums.Commodity, ...] | None = None
    items__buyer_product__composition: enums.Composition | None = None
    items__buyer_product__composition__in: tuple[enums.Composition, ...] | None = None
    items__buyer_product__name: str | None = None
    items__buyer_product__name__icontains: str | None = None
    items__buyer_product__name__startswith: str | None = None
    items__buyer_product__name__endswith: str | None = None
    items__buyer_product__sku: str | None = None
    items__buyer_product__sku__icontains: str | None = None
    items__buyer_product__sku__startswith: str | None = None
    items__buyer_product__sku__endswith: str | None = None
    items__seller_product: int | None = None
    items__seller_product__in: tuple[int, ...] | None = None
    items__seller_product__isnull: bool | None = None
    items__seller_product__commodity: enums.Commodity | None = None
    items__seller_product__commodity__in: tuple[enums.Commodity, ...] | None = None
    items__seller_product__composition: enums.Composition | None = None
    items__seller_product__composition__in: tuple[enums.Composition, ...] | None = None
    items__seller_product__name: str | None = None
    items__seller_product__name__icontains: str | None = None
    items__seller_product__name__startswith: str | None = None
    items__seller_product__name__endswith: str | None = None
    items__seller_product__sku: str | None = None
    items__seller_product__sku__icontains: str | None = None
    items__seller_product__sku__startswith: str | None = None
    items__seller_product__sku__endswith: str | None = None
    items__external_id: str | None = None
    items__external_id__icontains: str | None = None
    items__external_id__startswith: str | None = None
    items__external_id__endswith: str | None = None
    items__external_id__in: tuple[str, ...] | None = None
    items__traced_origins: int | None = None
    items__traced_origins__in: tuple[int, ...] | None = None
    items__unit: str | None = None
    items__volume: float | None = None
    items__volume__gte: float | None = None
    items__volume__lte: float | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_ORDERS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListOrdersFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_ORDERS_FILTERS), _LIST_ORDERS_FILTERS))


ListOrdersFiltersField = Annotated[
    ListOrdersFilters,
    PlainValidator(qs.json_filters(ListOrdersFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListOrdersQuery:
    """Every query parameter of O1, parsed."""

    filters: ListOrdersFilters
    order_action: enums.OrderAction
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("created_at", ("created_at",), True),)
    limit: int = 50
    offset: int = 0


def parse_list_orders_query(items: Iterable[tuple[str, str]]) -> ListOrdersQuery:
    values = qs.parse(items, (*_LIST_ORDERS_FILTERS, *_LIST_ORDERS_OTHER))
    names = {p.name for p in _LIST_ORDERS_FILTERS}
    filters = ListOrdersFilters(**{k: v for k, v in values.items() if k in names})
    return ListOrdersQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- O2 create_order ------------------------------------------------------------
_CREATE_ORDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateOrderQuery:
    """Every query parameter of O2, parsed."""

    pass


def parse_create_order_query(items: Iterable[tuple[str, str]]) -> CreateOrderQuery:
    return CreateOrderQuery(**qs.parse(items, _CREATE_ORDER_OTHER))


# -- O3 retrieve_order ----------------------------------------------------------
_RETRIEVE_ORDER_OTHER = (qs.Param("order_action", qs.choice(enums.OrderAction), required=True),)


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveOrderQuery:
    """Every query parameter of O3, parsed."""

    order_action: enums.OrderAction


def parse_retrieve_order_query(items: Iterable[tuple[str, str]]) -> RetrieveOrderQuery:
    return RetrieveOrderQuery(**qs.parse(items, _RETRIEVE_ORDER_OTHER))


# -- O4 bulk_create_batch_orders ------------------------------------------------
_BULK_CREATE_BATCH_ORDERS_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class BulkCreateBatchOrdersQuery:
    """Every query parameter of O4, parsed."""

    pass


def parse_bulk_create_batch_orders_query(items: Iterable[tuple[str, str]]) -> BulkCreateBatchOrdersQuery:
    return BulkCreateBatchOrdersQuery(**qs.parse(items, _BULK_CREATE_BATCH_ORDERS_OTHER))


# -- O5 update_batch_order ------------------------------------------------------
_UPDATE_BATCH_ORDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class UpdateBatchOrderQuery:
    """Every query parameter of O5, parsed."""

    pass


def parse_update_batch_order_query(items: Iterable[tuple[str, str]]) -> UpdateBatchOrderQuery:
    return UpdateBatchOrderQuery(**qs.parse(items, _UPDATE_BATCH_ORDER_OTHER))


# -- O6 create_purchase_order ---------------------------------------------------
_CREATE_PURCHASE_ORDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreatePurchaseOrderQuery:
    """Every query parameter of O6, parsed."""

    pass


def parse_create_purchase_order_query(items: Iterable[tuple[str, str]]) -> CreatePurchaseOrderQuery:
    return CreatePurchaseOrderQuery(**qs.parse(items, _CREATE_PURCHASE_ORDER_OTHER))


# -- O7 partial_update_purchase_order -------------------------------------------
_PARTIAL_UPDATE_PURCHASE_ORDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdatePurchaseOrderQuery:
    """Every query parameter of O7, parsed."""

    pass


def parse_partial_update_purchase_order_query(items: Iterable[tuple[str, str]]) -> PartialUpdatePurchaseOrderQuery:
    return PartialUpdatePurchaseOrderQuery(**qs.parse(items, _PARTIAL_UPDATE_PURCHASE_ORDER_OTHER))


# -- O8 create_sale_order -------------------------------------------------------
_CREATE_SALE_ORDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateSaleOrderQuery:
    """Every query parameter of O8, parsed."""

    pass


def parse_create_sale_order_query(items: Iterable[tuple[str, str]]) -> CreateSaleOrderQuery:
    return CreateSaleOrderQuery(**qs.parse(items, _CREATE_SALE_ORDER_OTHER))


# -- O9 partial_update_sale_order -----------------------------------------------
_PARTIAL_UPDATE_SALE_ORDER_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PartialUpdateSaleOrderQuery:
    """Every query parameter of O9, parsed."""

    pass


def parse_partial_update_sale_order_query(items: Iterable[tuple[str, str]]) -> PartialUpdateSaleOrderQuery:
    return PartialUpdateSaleOrderQuery(**qs.parse(items, _PARTIAL_UPDATE_SALE_ORDER_OTHER))


# -- OR1 retrieve_order_information_request -------------------------------------
_RETRIEVE_ORDER_INFORMATION_REQUEST_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveOrderInformationRequestQuery:
    """Every query parameter of OR1, parsed."""

    pass


def parse_retrieve_order_information_request_query(
    items: Iterable[tuple[str, str]],
) -> RetrieveOrderInformationRequestQuery:
    return RetrieveOrderInformationRequestQuery(**qs.parse(items, _RETRIEVE_ORDER_INFORMATION_REQUEST_OTHER))


# -- OR2 send_order_information_request -----------------------------------------
_SEND_ORDER_INFORMATION_REQUEST_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class SendOrderInformationRequestQuery:
    """Every query parameter of OR2, parsed."""

    pass


def parse_send_order_information_request_query(items: Iterable[tuple[str, str]]) -> SendOrderInformationRequestQuery:
    return SendOrderInformationRequestQuery(**qs.parse(items, _SEND_ORDER_INFORMATION_REQUEST_OTHER))


# -- OS1 order_statistics -------------------------------------------------------

_ORDER_STATISTICS_FILTERS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("id__exclude_in", qs.integer(), many="csv"),
    qs.Param("type", qs.choice(enums.OrderType)),
    qs.Param("type__in", qs.choice(enums.OrderType), many="csv"),
    qs.Param("buyer_company_status", qs.choice(enums.BuyerCompanyStatus)),
    qs.Param("buyer_company_status__in", qs.choice(enums.BuyerCompanyStatus), many="csv"),
    qs.Param("seller_company_status", qs.choice(enums.SellerCompanyStatus)),
    qs.Param("seller_company_status__in", qs.choice(enums.SellerCompanyStatus), many="csv"),
    qs.Param("assessment_status", qs.choice(enums.AssessmentStatus)),
    qs.Param("assessment_status__in", qs.choice(enums.AssessmentStatus), many="csv"),
    qs.Param("value_chain", qs.integer()),
    qs.Param("border_cross_country_code", qs.text(max_length=2), blank_is_absent=True),
    qs.Param("border_cross_country_code__in", qs.text(max_length=2), many="csv"),
    qs.Param("due_diligence_statements__isnull", qs.boolean()),
    qs.Param("failing_percentage_gte", qs.number(minimum=0, maximum=100)),
    qs.Param("passing_percentage_gte", qs.number(minimum=0, maximum=100)),
    qs.Param("order_created_at", qs.iso_date()),
    qs.Param("order_created_at__gte", qs.iso_date()),
    qs.Param("order_created_at__lte", qs.iso_date()),
    qs.Param("order_arrival_at", qs.iso_date()),
    qs.Param("order_arrival_at__gte", qs.iso_date()),
    qs.Param("order_arrival_at__lte", qs.iso_date()),
    qs.Param("tags__name", qs.text(), blank_is_absent=True),
    qs.Param("tags__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("tags__name__in", qs.text(), many="csv"),
    qs.Param("tags__slug", qs.text(), blank_is_absent=True),
    qs.Param("tags__slug__in", qs.text(), many="csv"),
    qs.Param("items__buyer_product", qs.integer()),
    qs.Param("items__buyer_product__in", qs.integer(), many="csv"),
    qs.Param("items__buyer_product__isnull", qs.boolean()),
    qs.Param("items__buyer_product__commodity", qs.choice(enums.Commodity)),
    qs.Param("items__buyer_product__commodity__in", qs.choice(enums.Commodity), many="csv"),
    qs.Param("items__buyer_product__composition", qs.choice(enums.Composition)),
    qs.Param("items__buyer_product__composition__in", qs.choice(enums.Composition), many="csv"),
    qs.Param("items__buyer_product__name", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__name__startswith", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__name__endswith", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__sku", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__sku__icontains", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__sku__startswith", qs.text(), blank_is_absent=True),
    qs.Param("items__buyer_product__sku__endswith", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product", qs.integer()),
    qs.Param("items__seller_product__in", qs.integer(), many="csv"),
    qs.Param("items__seller_product__isnull", qs.boolean()),
    qs.Param("items__seller_product__commodity", qs.choice(enums.Commodity)),
    qs.Param("items__seller_product__commodity__in", qs.choice(enums.Commodity), many="csv"),
    qs.Param("items__seller_product__composition", qs.choice(enums.Composition)),
    qs.Param("items__seller_product__composition__in", qs.choice(enums.Composition), many="csv"),
    qs.Param("items__seller_product__name", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__name__icontains", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__name__startswith", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__name__endswith", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__sku", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__sku__icontains", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__sku__startswith", qs.text(), blank_is_absent=True),
    qs.Param("items__seller_product__sku__endswith", qs.text(), blank_is_absent=True),
    qs.Param("items__external_id", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("items__external_id__icontains", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("items__external_id__startswith", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("items__external_id__endswith", qs.text(max_length=255), blank_is_absent=True),
    qs.Param("items__external_id__in", qs.text(max_length=255), many="csv"),
    qs.Param("items__traced_origins", qs.integer()),
    qs.Param("items__traced_origins__in", qs.integer(), many="csv"),
    qs.Param("items__unit", qs.text(), blank_is_absent=True),
    qs.Param("items__volume", qs.number()),
    qs.Param("items__volume__gte", qs.number()),
    qs.Param("items__volume__lte", qs.number()),
    qs.Param("search", qs.text(max_length=200), blank_is_absent=True),
)
_ORDER_STATISTICS_LOOKUPS = (
    qs.Lookup("id", ("id",), "exact"),
    qs.Lookup("id__in", ("id",), "in"),
    qs.Lookup("id__exclude_in", ("id",), "exclude_in"),
    qs.Lookup("type", ("type",), "exact"),
    qs.Lookup("type__in", ("type",), "in"),
    qs.Lookup("buyer_company_status", ("buyer_company_status",), "exact"),
    qs.Lookup("buyer_company_status__in", ("buyer_company_status",), "in"),
    qs.Lookup("seller_company_status", ("seller_company_status",), "exact"),
    qs.Lookup("seller_company_status__in", ("seller_company_status",), "in"),
    qs.Lookup("assessment_status", ("assessment_status",), "exact"),
    qs.Lookup("assessment_status__in", ("assessment_status",), "in"),
    qs.Lookup("value_chain", ("value_chain",), "exact"),
    qs.Lookup("border_cross_country_code", ("border_cross_country_code",), "exact"),
    qs.Lookup("border_cross_country_code__in", ("border_cross_country_code",), "in"),
    qs.Lookup("due_diligence_statements__isnull", ("due_diligence_statements",), "isnull"),
    qs.Lookup("failing_percentage_gte", ("failing_percentage",), "gte"),
    qs.Lookup("passing_percentage_gte", ("passing_percentage",), "gte"),
    qs.Lookup("order_created_at", ("order_created_at",), "exact"),
    qs.Lookup("order_created_at__gte", ("order_created_at",), "gte"),
    qs.Lookup("order_created_at__lte", ("order_created_at",), "lte"),
    qs.Lookup("order_arrival_at", ("order_arrival_at",), "exact"),
    qs.Lookup("order_arrival_at__gte", ("order_arrival_at",), "gte"),
    qs.Lookup("order_arrival_at__lte", ("order_arrival_at",), "lte"),
    qs.Lookup("tags__name", ("tag_records", "name"), "exact"),
    qs.Lookup("tags__name__icontains", ("tag_records", "name"), "icontains"),
    qs.Lookup("tags__name__in", ("tag_records", "name"), "in"),
    qs.Lookup("tags__slug", ("tag_records", "slug"), "exact"),
    qs.Lookup("tags__slug__in", ("tag_records", "slug"), "in"),
    qs.Lookup("items__buyer_product", ("items", "buyer_product"), "exact"),
    qs.Lookup("items__buyer_product__in", ("items", "buyer_product"), "in"),
    qs.Lookup("items__buyer_product__isnull", ("items", "buyer_product"), "isnull"),
    qs.Lookup("items__buyer_product__commodity", ("items", "buyer_product", "commodity"), "exact"),
    qs.Lookup("items__buyer_product__commodity__in", ("items", "buyer_product", "commodity"), "in"),
    qs.Lookup("items__buyer_product__composition", ("items", "buyer_product", "composition"), "exact"),
    qs.Lookup("items__buyer_product__composition__in", ("items", "buyer_product", "composition"), "in"),
    qs.Lookup("items__buyer_product__name", ("items", "buyer_product", "name"), "exact"),
    qs.Lookup("items__buyer_product__name__icontains", ("items", "buyer_product", "name"), "icontains"),
    qs.Lookup("items__buyer_product__name__startswith", ("items", "buyer_product", "name"), "startswith"),
    qs.Lookup("items__buyer_product__name__endswith", ("items", "buyer_product", "name"), "endswith"),
    qs.Lookup("items__buyer_product__sku", ("items", "buyer_product", "sku"), "exact"),
    qs.Lookup("items__buyer_product__sku__icontains", ("items", "buyer_product", "sku"), "icontains"),
    qs.Lookup("items__buyer_product__sku__startswith", ("items", "buyer_product", "sku"), "startswith"),
    qs.Lookup("items__buyer_product__sku__endswith", ("items", "buyer_product", "sku"), "endswith"),
    qs.Lookup("items__seller_product", ("items", "seller_product"), "exact"),
    qs.Lookup("items__seller_product__in", ("items", "seller_product"), "in"),
    qs.Lookup("items__seller_product__isnull", ("items", "seller_product"), "isnull"),
    qs.Lookup("items__seller_product__commodity", ("items", "seller_product", "commodity"), "exact"),
    qs.Lookup("items__seller_product__commodity__in", ("items", "seller_product", "commodity"), "in"),
    qs.Lookup("items__seller_product__composition", ("items", "seller_product", "composition"), "exact"),
    qs.Lookup("items__seller_product__composition__in", ("items", "seller_product", "composition"), "in"),
    qs.Lookup("items__seller_product__name", ("items", "seller_product", "name"), "exact"),
    qs.Lookup("items__seller_product__name__icontains", ("items", "seller_product", "name"), "icontains"),
    qs.Lookup("items__seller_product__name__startswith", ("items", "seller_product", "name"), "startswith"),
    qs.Lookup("items__seller_product__name__endswith", ("items", "seller_product", "name"), "endswith"),
    qs.Lookup("items__seller_product__sku", ("items", "seller_product", "sku"), "exact"),
    qs.Lookup("items__seller_product__sku__icontains", ("items", "seller_product", "sku"), "icontains"),
    qs.Lookup("items__seller_product__sku__startswith", ("items", "seller_product", "sku"), "startswith"),
    qs.Lookup("items__seller_product__sku__endswith", ("items", "seller_product", "sku"), "endswith"),
    qs.Lookup("items__external_id", ("items", "external_id"), "exact"),
    qs.Lookup("items__external_id__icontains", ("items", "external_id"), "icontains"),
    qs.Lookup("items__external_id__startswith", ("items", "external_id"), "startswith"),
    qs.Lookup("items__external_id__endswith", ("items", "external_id"), "endswith"),
    qs.Lookup("items__external_id__in", ("items", "external_id"), "in"),
    qs.Lookup("items__traced_origins", ("items", "traced_origins"), "exact"),
    qs.Lookup("items__traced_origins__in", ("items", "traced_origins"), "in"),
    qs.Lookup("items__unit", ("items", "unit"), "exact"),
    qs.Lookup("items__volume", ("items", "volume"), "exact"),
    qs.Lookup("items__volume__gte", ("items", "volume"), "gte"),
    qs.Lookup("items__volume__lte", ("items", "volume"), "lte"),
)
_ORDER_STATISTICS_OTHER = (qs.Param("order_action", qs.choice(enums.OrderAction), required=True),)


@dataclass(frozen=True, slots=True, kw_only=True)
class OrderStatisticsFilters:
    """The filters of OS1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (
        ("buyer_external_id",),
        ("seller_external_id",),
        ("tag_records", "name"),
    )
    id: int | None = None
    id__in: tuple[int, ...] | None = None
    id__exclude_in: tuple[int, ...] | None = None
    type: enums.OrderType | None = None
    type__in: tuple[enums.OrderType, ...] | None = None
    buyer_company_status: enums.BuyerCompanyStatus | None = None
    buyer_company_status__in: tuple[enums.BuyerCompanyStatus, ...] | None = None
    seller_company_status: enums.SellerCompanyStatus | None = None
    seller_company_status__in: tuple[enums.SellerCompanyStatus, ...] | None = None
    assessment_status: enums.AssessmentStatus | None = None
    assessment_status__in: tuple[enums.AssessmentStatus, ...] | None = None
    value_chain: int | None = None
    border_cross_country_code: str | None = None
    border_cross_country_code__in: tuple[str, ...] | None = None
    due_diligence_statements__isnull: bool | None = None
    failing_percentage_gte: float | None = None
    passing_percentage_gte: float | None = None
    order_created_at: datetime.date | None = None
    order_created_at__gte: datetime.date | None = None
    order_created_at__lte: datetime.date | None = None
    order_arrival_at: datetime.date | None = None
    order_arrival_at__gte: datetime.date | None = None
    order_arrival_at__lte: datetime.date | None = None
    tags__name: str | None = None
    tags__name__icontains: str | None = None
    tags__name__in: tuple[str, ...] | None = None
    tags__slug: str | None = None
    tags__slug__in: tuple[str, ...] | None = None
    items__buyer_product: int | None = None
    items__buyer_product__in: tuple[int, ...] | None = None
    items__buyer_product__isnull: bool | None = None
    items__buyer_product__commodity: enums.Commodity | None = None
    items__buyer_product__commodity__in: tuple[enums.Commodity, ...] | None = None
    items__buyer_product__composition: enums.Composition | None = None
    items__buyer_product__composition__in: tuple[enums.Composition, ...] | None = None
    items__buyer_product__name: str | None = None
    items__buyer_product__name__icontains: str | None = None
    items__buyer_product__name__startswith: str | None = None
    items__buyer_product__name__endswith: str | None = None
    items__buyer_product__sku: str | None = None
    items__buyer_product__sku__icontains: str | None = None
    items__buyer_product__sku__startswith: str | None = None
    items__buyer_product__sku__endswith: str | None = None
    items__seller_product: int | None = None
    items__seller_product__in: tuple[int, ...] | None = None
    items__seller_product__isnull: bool | None = None
    items__seller_product__commodity: enums.Commodity | None = None
    items__seller_product__commodity__in: tuple[enums.Commodity, ...] | None = None
    items__seller_product__composition: enums.Composition | None = None
    items__seller_product__composition__in: tuple[enums.Composition, ...] | None = None
    items__seller_product__name: str | None = None
    items__seller_product__name__icontains: str | None = None
    items__seller_product__name__startswith: str | None = None
    items__seller_product__name__endswith: str | None = None
    items__seller_product__sku: str | None = None
    items__seller_product__sku__icontains: str | None = None
    items__seller_product__sku__startswith: str | None = None
    items__seller_product__sku__endswith: str | None = None
    items__external_id: str | None = None
    items__external_id__icontains: str | None = None
    items__external_id__startswith: str | None = None
    items__external_id__endswith: str | None = None
    items__external_id__in: tuple[str, ...] | None = None
    items__traced_origins: int | None = None
    items__traced_origins__in: tuple[int, ...] | None = None
    items__unit: str | None = None
    items__volume: float | None = None
    items__volume__gte: float | None = None
    items__volume__lte: float | None = None
    search: str | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _ORDER_STATISTICS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> OrderStatisticsFilters:
        return cls(**qs.parse(qs.json_items(obj, _ORDER_STATISTICS_FILTERS), _ORDER_STATISTICS_FILTERS))


OrderStatisticsFiltersField = Annotated[
    OrderStatisticsFilters,
    PlainValidator(qs.json_filters(OrderStatisticsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class OrderStatisticsQuery:
    """Every query parameter of OS1, parsed."""

    filters: OrderStatisticsFilters
    order_action: enums.OrderAction


def parse_order_statistics_query(items: Iterable[tuple[str, str]]) -> OrderStatisticsQuery:
    values = qs.parse(items, (*_ORDER_STATISTICS_FILTERS, *_ORDER_STATISTICS_OTHER))
    names = {p.name for p in _ORDER_STATISTICS_FILTERS}
    filters = OrderStatisticsFilters(**{k: v for k, v in values.items() if k in names})
    return OrderStatisticsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_orders": frozenset(
        {
            ("assessment_status",),
            ("border_cross_country_code",),
            ("buyer_company_status",),
            ("buyer_external_id",),
            ("created_at",),
            ("due_diligence_statements",),
            ("external_id",),
            ("failing_percentage",),
            ("id",),
            ("items", "buyer_product"),
            ("items", "buyer_product", "commodity"),
            ("items", "buyer_product", "composition"),
            ("items", "buyer_product", "name"),
            ("items", "buyer_product", "sku"),
            ("items", "external_id"),
            ("items", "seller_product"),
            ("items", "seller_product", "commodity"),
            ("items", "seller_product", "composition"),
            ("items", "seller_product", "name"),
            ("items", "seller_product", "sku"),
            ("items", "traced_origins"),
            ("items", "unit"),
            ("items", "volume"),
            ("order_arrival_at",),
            ("order_created_at",),
            ("passing_percentage",),
            ("seller_company_status",),
            ("seller_external_id",),
            ("tag_records", "name"),
            ("tag_records", "slug"),
            ("type",),
            ("updated_at",),
            ("value_chain",),
        }
    ),
    "order_statistics": frozenset(
        {
            ("assessment_status",),
            ("border_cross_country_code",),
            ("buyer_company_status",),
            ("buyer_external_id",),
            ("due_diligence_statements",),
            ("failing_percentage",),
            ("id",),
            ("items", "buyer_product"),
            ("items", "buyer_product", "commodity"),
            ("items", "buyer_product", "composition"),
            ("items", "buyer_product", "name"),
            ("items", "buyer_product", "sku"),
            ("items", "external_id"),
            ("items", "seller_product"),
            ("items", "seller_product", "commodity"),
            ("items", "seller_product", "composition"),
            ("items", "seller_product", "name"),
            ("items", "seller_product", "sku"),
            ("items", "traced_origins"),
            ("items", "unit"),
            ("items", "volume"),
            ("order_arrival_at",),
            ("order_created_at",),
            ("passing_percentage",),
            ("seller_company_status",),
            ("seller_external_id",),
            ("tag_records", "name"),
            ("tag_records", "slug"),
            ("type",),
            ("value_chain",),
        }
    ),
}
