# Generated from spec/mappings/orders.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of CompanySummary, Order, OrderItem: the columns each is read from, labelled with its fields' names, and
the model built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.models import Company
from handwritten.db.orders import Order, OrderItem
from handwritten.runtime.constructing import constructed

__all__ = [
    "COMPANY_SUMMARY_COLUMNS",
    "company_summary_from_row",
    "company_summary_row",
    "ORDER_COLUMNS",
    "order_from_row",
    "order_row",
    "ORDER_ITEM_COLUMNS",
    "order_item_from_row",
    "order_item_row",
]

# -- CompanySummary ----------------------------------------------------------------------------

COMPANY_SUMMARY_COLUMNS = (
    Company.id.label("id"),
    Company.name.label("name"),
    Company.slug.label("slug"),
    Company.type.label("type"),
    Company.city.label("city"),
    Company.country.label("country"),
    Company.nr_of_employees.label("nr_of_employees"),
    Company.nr_of_locations.label("nr_of_locations"),
    Company.default_currency.label("default_currency"),
    Company.default_locale.label("default_locale"),
    Company.data_room_consumer_id.label("data_room_consumer_id"),
    Company.created_at.label("created_at"),
    Company.updated_at.label("updated_at"),
)


def company_summary_from_row(
    row: Mapping[Any, Any], *, nr_of_employees: int, nr_of_locations: int
) -> models.CompanySummary:
    """The CompanySummary of a row of COMPANY_SUMMARY_COLUMNS, with the fields the service gives:
    nr_of_employees, nr_of_locations."""
    return constructed(
        models.CompanySummary,
        {
            "id": row["id"],
            "name": row["name"],
            "slug": row["slug"],
            "type": row["type"],
            "city": row["city"],
            "country": row["country"],
            "nr_of_employees": nr_of_employees,
            "nr_of_locations": nr_of_locations,
            "default_currency": row["default_currency"],
            "default_locale": row["default_locale"],
            "data_room_consumer_id": row["data_room_consumer_id"],
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )


def company_summary_row(record: Company) -> dict[str, Any]:
    """The row COMPANY_SUMMARY_COLUMNS reads, from a loaded Company (after a write, say)."""
    return {
        "id": record.id,
        "name": record.name,
        "slug": record.slug,
        "type": record.type,
        "city": record.city,
        "country": record.country,
        "nr_of_employees": record.nr_of_employees,
        "nr_of_locations": record.nr_of_locations,
        "default_currency": record.default_currency,
        "default_locale": record.default_locale,
        "data_room_consumer_id": record.data_room_consumer_id,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }


# -- Order -------------------------------------------------------------------------------------

ORDER_COLUMNS = (
    Order.id.label("id"),
    Order.company_id.label("company_id"),
    Order.type.label("type"),
    Order.external_id.label("external_id"),
    Order.buyer_external_id.label("buyer_external_id"),
    Order.seller_external_id.label("seller_external_id"),
    Order.order_created_at.label("order_created_at"),
    Order.order_arrival_at.label("order_arrival_at"),
    Order.buyer_company_status.label("buyer_company_status"),
    Order.seller_company_status.label("seller_company_status"),
    Order.assessment_status.label("assessment_status"),
    Order.value_chain_id.label("value_chain"),
    Order.buyer_company_id.label("buyer_company_id"),
    Order.seller_company_id.label("seller_company_id"),
    Order.assessment_summary.label("assessment_summary"),
    Order.excluded_propagation_identifiers.label("excluded_propagation_identifiers"),
    Order.border_cross_country_code.label("border_cross_country_code"),
    Order.created_at.label("created_at"),
    Order.updated_at.label("updated_at"),
)


def order_from_row(
    row: Mapping[Any, Any],
    *,
    value_chain_detail: models.ValueChain | None,
    company: models.CompanySummary,
    buyer_company: models.CompanySummary | None,
    seller_company: models.CompanySummary | None,
    items: list[models.OrderItem],
    due_diligence_statements: list[models.DueDiligenceStatement],
    border_cross_country: models.Country | None,
    pulse_params: models.PulseParams,
    tags: list[str],
) -> models.Order:
    """The Order of a row of ORDER_COLUMNS, with the fields the service gives: value_chain_detail, company,
    buyer_company, seller_company, items, due_diligence_statements, border_cross_country, pulse_params,
    tags."""
    return constructed(
        models.Order,
        {
            "id": row["id"],
            "company_id": row["company_id"],
            "type": enums.OrderType(row["type"]),
            "external_id": row["external_id"],
            "buyer_external_id": row["buyer_external_id"],
            "seller_external_id": row["seller_external_id"],
            "order_created_at": row["order_created_at"],
            "order_arrival_at": row["order_arrival_at"],
            "buyer_company_status": enums.BuyerCompanyStatus(row["buyer_company_status"]),
            "seller_company_status": enums.SellerCompanyStatus(row["seller_company_status"]),
            "assessment_status": enums.AssessmentStatus(row["assessment_status"]),
            "value_chain": row["value_chain"],
            "value_chain_detail": value_chain_detail,
            "buyer_company_id": row["buyer_company_id"],
            "seller_company_id": row["seller_company_id"],
            "company": company,
            "buyer_company": buyer_company,
            "seller_company": seller_company,
            "items": items,
            "due_diligence_statements": due_diligence_statements,
            "assessment_summary": row["assessment_summary"],
            "excluded_propagation_identifiers": row["excluded_propagation_identifiers"],
            "border_cross_country_code": row["border_cross_country_code"],
            "border_cross_country": border_cross_country,
            "pulse_params": pulse_params,
            "tags": tags,
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
        },
    )


def order_row(record: Order) -> dict[str, Any]:
    """The row ORDER_COLUMNS reads, from a loaded Order (after a write, say)."""
    return {
        "id": record.id,
        "company_id": record.company_id,
        "type": record.type,
        "external_id": record.external_id,
        "buyer_external_id": record.buyer_external_id,
        "seller_external_id": record.seller_external_id,
        "order_created_at": record.order_created_at,
        "order_arrival_at": record.order_arrival_at,
        "buyer_company_status": record.buyer_company_status,
        "seller_company_status": record.seller_company_status,
        "assessment_status": record.assessment_status,
        "value_chain": record.value_chain_id,
        "buyer_company_id": record.buyer_company_id,
        "seller_company_id": record.seller_company_id,
        "assessment_summary": record.assessment_summary,
        "excluded_propagation_identifiers": record.excluded_propagation_identifiers,
        "border_cross_country_code": record.border_cross_country_code,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
    }


# -- OrderItem ---------------------------------------------------------------------------------

ORDER_ITEM_COLUMNS = (
    OrderItem.id.label("id"),
    OrderItem.order_id.label("order"),
    OrderItem.buyer_product_id.label("buyer_product"),
    OrderItem.seller_product_id.label("seller_product"),
    OrderItem.volume.label("volume"),
    OrderItem.unit.label("unit"),
    OrderItem.line_number.label("line_number"),
    OrderItem.external_id.label("external_id"),
    OrderItem.item_metadata.label("metadata"),
    OrderItem.is_complete_match.label("is_complete_match"),
    OrderItem.seller_traced_suggestions.label("seller_traced_suggestions"),
    OrderItem.created_at.label("created_at"),
    OrderItem.updated_at.label("updated_at"),
    OrderItem.assessment_summary.label("assessment_summary"),
    OrderItem.assessment_status.label("assessment_status"),
    OrderItem.excluded_propagation_identifiers.label("excluded_propagation_identifiers"),
)


def order_item_from_row(
    row: Mapping[Any, Any],
    *,
    buyer_product_detail: models.Product | None,
    seller_product_detail: models.Product | None,
    metadata: models.OrderItemMetadata | None,
    traced_order_count: str,
    traced_origin_count: str,
    pulse_params: str,
) -> models.OrderItem:
    """The OrderItem of a row of ORDER_ITEM_COLUMNS, with the fields the service gives: buyer_product_detail,
    seller_product_detail, metadata, traced_order_count, traced_origin_count, pulse_params."""
    return constructed(
        models.OrderItem,
        {
            "id": row["id"],
            "order": row["order"],
            "buyer_product": row["buyer_product"],
            "buyer_product_detail": buyer_product_detail,
            "seller_product": row["seller_product"],
            "seller_product_detail": seller_product_detail,
            "volume": row["volume"],
            "unit": row["unit"],
            "line_number": row["line_number"],
            "external_id": row["external_id"],
            "metadata": metadata,
            "is_complete_match": row["is_complete_match"],
            "seller_traced_suggestions": row["seller_traced_suggestions"],
            "traced_order_count": traced_order_count,
            "traced_origin_count": traced_origin_count,
            "pulse_params": pulse_params,
            "created_at": row["created_at"],
            "updated_at": row["updated_at"],
            "assessment_summary": row["assessment_summary"],
            "assessment_status": enums.AssessmentStatus(row["assessment_status"]),
            "excluded_propagation_identifiers": row["excluded_propagation_identifiers"],
        },
    )


def order_item_row(record: OrderItem) -> dict[str, Any]:
    """The row ORDER_ITEM_COLUMNS reads, from a loaded OrderItem (after a write, say)."""
    return {
        "id": record.id,
        "order": record.order_id,
        "buyer_product": record.buyer_product_id,
        "seller_product": record.seller_product_id,
        "volume": record.volume,
        "unit": record.unit,
        "line_number": record.line_number,
        "external_id": record.external_id,
        "metadata": record.item_metadata,
        "is_complete_match": record.is_complete_match,
        "seller_traced_suggestions": record.seller_traced_suggestions,
        "created_at": record.created_at,
        "updated_at": record.updated_at,
        "assessment_summary": record.assessment_summary,
        "assessment_status": record.assessment_status,
        "excluded_propagation_identifiers": record.excluded_propagation_identifiers,
    }
