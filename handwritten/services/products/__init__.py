"""The products area (supply-chain host): the extensions PR1–PR5."""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.products.service import PRODUCT_FIELDS, ProductsService

__all__ = ["AREA", "ProductsService"]

AREA = Area(ProductsService, field_maps={"list_products": PRODUCT_FIELDS})
