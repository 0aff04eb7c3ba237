"""The SQL behind O1's field paths: filters, search and ordering (runtime/filtering/).

Items, tags, statements and the origins items are traced to are to-many relations, so every
filter through them is an EXISTS of its own: an order is listed once whatever its items match,
and `count` counts orders.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import aliased

from handwritten.db.orders import Order, OrderItem, OrderStatement, OrderTag, TracedOrigin
from handwritten.db.products import DueDiligenceStatement, Product, Tag
from handwritten.runtime.filtering import FieldMap, Join, ToMany
from handwritten.services.due_diligence_statements.rendering import ACTIVE

BuyerProduct = aliased(Product, name="buyer_products")
SellerProduct = aliased(Product, name="seller_products")

# Per twin product path (items__buyer_product__..., items__seller_product__...), its product fields.
_PRODUCT_FIELDS = ("commodity", "composition", "name", "sku")

ORDER_FIELDS = FieldMap(
    Order,
    {
        ("id",): Order.id,
        ("type",): Order.type,
        ("external_id",): Order.external_id,
        ("buyer_external_id",): Order.buyer_external_id,
        ("seller_external_id",): Order.seller_external_id,
        ("buyer_company_status",): Order.buyer_company_status,
        ("seller_company_status",): Order.seller_company_status,
        ("assessment_status",): Order.assessment_status,
        ("value_chain",): Order.value_chain_id,
        ("border_cross_country_code",): Order.border_cross_country_code,
        ("failing_percentage",): Order.failing_percentage,
        ("passing_percentage",): Order.passing_percentage,
        ("order_created_at",): Order.order_created_at,
        ("order_arrival_at",): Order.order_arrival_at,
        ("created_at",): Order.created_at,
        ("updated_at",): Order.updated_at,
        ("tag_records", "name"): Tag.name,
        ("tag_records", "slug"): Tag.slug,
        ("items", "buyer_product"): OrderItem.buyer_product_id,
        ("items", "seller_product"): OrderItem.seller_product_id,
        **{("items", "buyer_product", name): getattr(BuyerProduct, name) for name in _PRODUCT_FIELDS},
        **{("items", "seller_product", name): getattr(SellerProduct, name) for name in _PRODUCT_FIELDS},
        ("items", "external_id"): OrderItem.external_id,
        ("items", "unit"): OrderItem.unit,
        ("items", "volume"): OrderItem.volume,
        ("items", "traced_origins"): TracedOrigin.origin_id,
    },
    joins=(
        Join(Tag, Tag.id == OrderTag.tag_id),
        Join(BuyerProduct, BuyerProduct.id == OrderItem.buyer_product_id),
        Join(SellerProduct, SellerProduct.id == OrderItem.seller_product_id),
    ),
    to_many=(
        ToMany(("tag_records",), select(OrderTag.tag_id).where(OrderTag.order_id == Order.id)),
        ToMany(("items",), select(OrderItem.id).where(OrderItem.order_id == Order.id)),
        ToMany(("items", "traced_origins"), select(TracedOrigin.origin_id).where(TracedOrigin.item_id == OrderItem.id)),
        # Only statements that are not deleted count (O1's due_diligence_statements__isnull).
        ToMany(
            ("due_diligence_statements",),
            select(OrderStatement.statement_id)
            .join(DueDiligenceStatement, DueDiligenceStatement.id == OrderStatement.statement_id)
            .where(OrderStatement.order_id == Order.id, ACTIVE),
        ),
    ),
)
