# Generated from spec/operations/products.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the products area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

from typing import Protocol

from generated import models
from generated.filters import products as filters
from handwritten.runtime.context import RequestContext

__all__ = [
    "ListProducts",
    "CreateProduct",
    "RetrieveProduct",
    "PartialUpdateProduct",
    "DeleteProduct",
    "ProductsService",
]


class ListProducts(Protocol):
    async def list_products(self, *, ctx: RequestContext, query: filters.ListProductsQuery) -> models.ProductList:
        """PR1. List products: GET /api/products/"""
        ...


class CreateProduct(Protocol):
    async def create_product(self, *, ctx: RequestContext, body: models.CreateProductRequest) -> models.Product:
        """PR2. Create a product: POST /api/products/"""
        ...


class RetrieveProduct(Protocol):
    async def retrieve_product(self, *, ctx: RequestContext, id: int) -> models.Product:
        """PR3. Retrieve a product: GET /api/products/{id}/"""
        ...


class PartialUpdateProduct(Protocol):
    async def partial_update_product(
        self, *, ctx: RequestContext, id: int, body: models.UpdateProductRequest
    ) -> models.Product:
        """PR4. Update a product: PATCH /api/products/{id}/"""
        ...


class DeleteProduct(Protocol):
    async def delete_product(self, *, ctx: RequestContext, id: int) -> None:
        """PR5. Delete a product: DELETE /api/products/{id}/"""
        ...


class ProductsService(ListProducts, CreateProduct, RetrieveProduct, PartialUpdateProduct, DeleteProduct, Protocol):
    """Every operation of the products area."""
