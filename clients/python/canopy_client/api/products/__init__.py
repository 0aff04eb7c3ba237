"""The products operations: one module per operation, and their methods on Canopy (`canopy.products`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.assessment_status import AssessmentStatus
from ...models.commodity import Commodity
from ...models.composition import Composition
from ...models.create_product_request import CreateProductRequest
from ...models.list_products_ordering_item import ListProductsOrderingItem
from ...models.product import Product
from ...models.product_list import ProductList
from ...models.update_product_request import UpdateProductRequest
from ...types import UNSET, Unset
from . import create_product as _create_product
from . import delete_product as _delete_product
from . import list_products as _list_products
from . import partial_update_product as _partial_update_product
from . import retrieve_product as _retrieve_product

__all__ = ["ProductsOperations", "AsyncProductsOperations"]


class ProductsOperations:
    """The products operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_products(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        sku: str | Unset = UNSET,
        sku_icontains: str | Unset = UNSET,
        sku_in: list[str] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        name_startswith: str | Unset = UNSET,
        commodity: Commodity | Unset = UNSET,
        commodity_in: list[Commodity] | Unset = UNSET,
        commodity_isnull: bool | Unset = UNSET,
        composition: Composition | Unset = UNSET,
        composition_in: list[Composition] | Unset = UNSET,
        type_: str | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        tags_name: str | Unset = UNSET,
        tags_name_icontains: str | Unset = UNSET,
        tags_name_in: list[str] | Unset = UNSET,
        tags_slug: str | Unset = UNSET,
        tags_slug_in: list[str] | Unset = UNSET,
        external_id: str | Unset = UNSET,
        external_id_in: list[str] | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListProductsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ProductList:
        """List products.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_products.sync_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            sku=sku,
            sku_icontains=sku_icontains,
            sku_in=sku_in,
            name=name,
            name_icontains=name_icontains,
            name_startswith=name_startswith,
            commodity=commodity,
            commodity_in=commodity_in,
            commodity_isnull=commodity_isnull,
            composition=composition,
            composition_in=composition_in,
            type_=type_,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            tags_name=tags_name,
            tags_name_icontains=tags_name_icontains,
            tags_name_in=tags_name_in,
            tags_slug=tags_slug,
            tags_slug_in=tags_slug_in,
            external_id=external_id,
            external_id_in=external_id_in,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ProductList, response.parsed)

    def create_product(
        self,
        *,
        body: CreateProductRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Product:
        """Create a product.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_product.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Product, response.parsed)

    def retrieve_product(
        self,
        id: int,
    ) -> Product:
        """Retrieve a product.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_product.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(Product, response.parsed)

    def delete_product(
        self,
        id: int,
    ) -> None:
        """Delete a product.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _delete_product.sync_detailed(
            client=self._client,
            id=id,
        )

    def partial_update_product(
        self,
        id: int,
        *,
        body: UpdateProductRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Product:
        """Update a product.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_product.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Product, response.parsed)


class AsyncProductsOperations:
    """The products operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_products(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        sku: str | Unset = UNSET,
        sku_icontains: str | Unset = UNSET,
        sku_in: list[str] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        name_startswith: str | Unset = UNSET,
        commodity: Commodity | Unset = UNSET,
        commodity_in: list[Commodity] | Unset = UNSET,
        commodity_isnull: bool | Unset = UNSET,
        composition: Composition | Unset = UNSET,
        composition_in: list[Composition] | Unset = UNSET,
        type_: str | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        tags_name: str | Unset = UNSET,
        tags_name_icontains: str | Unset = UNSET,
        tags_name_in: list[str] | Unset = UNSET,
        tags_slug: str | Unset = UNSET,
        tags_slug_in: list[str] | Unset = UNSET,
        external_id: str | Unset = UNSET,
        external_id_in: list[str] | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListProductsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ProductList:
        """List products.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_products.asyncio_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            sku=sku,
            sku_icontains=sku_icontains,
            sku_in=sku_in,
            name=name,
            name_icontains=name_icontains,
            name_startswith=name_startswith,
            commodity=commodity,
            commodity_in=commodity_in,
            commodity_isnull=commodity_isnull,
            composition=composition,
            composition_in=composition_in,
            type_=type_,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            tags_name=tags_name,
            tags_name_icontains=tags_name_icontains,
            tags_name_in=tags_name_in,
            tags_slug=tags_slug,
            tags_slug_in=tags_slug_in,
            external_id=external_id,
            external_id_in=external_id_in,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ProductList, response.parsed)

    async def create_product(
        self,
        *,
        body: CreateProductRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Product:
        """Create a product.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_product.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Product, response.parsed)

    async def retrieve_product(
        self,
        id: int,
    ) -> Product:
        """Retrieve a product.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_product.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(Product, response.parsed)

    async def delete_product(
        self,
        id: int,
    ) -> None:
        """Delete a product.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _delete_product.asyncio_detailed(
            client=self._client,
            id=id,
        )

    async def partial_update_product(
        self,
        id: int,
        *,
        body: UpdateProductRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Product:
        """Update a product.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_product.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Product, response.parsed)
