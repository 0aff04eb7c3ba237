"""Products (supply-chain host): the extensions PR1–PR5 (decisions product_fields, product_tags).

A product's tags are tag records of kind "product" (services/tags.py); the statements covering it
are read from the due diligence statements area (covering.py). A page of products is rendered
from its rows with two more statements, one for the page's tags and one for its statements,
however long the page. A product that records of other areas refer to is not deleted
(references.PRODUCTS, decision referenced_deletion).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import MISSING
from sqlalchemy import delete, select

from generated import models
from generated.filters.products import ListProductsQuery
from generated.rows.products import PRODUCT_COLUMNS, product_from_row
from generated.services import products as interface
from handwritten.db.models import utcnow
from handwritten.db.orders import OrderItem
from handwritten.db.products import UNIQUE_SKU, Product, ProductTag, Tag
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound
from handwritten.runtime.filtering import FieldMap, Join, ToMany
from handwritten.services.dependencies import Service
from handwritten.services.due_diligence_statements.covering import statements_covering
from handwritten.services.listing import listed
from handwritten.services.problems import Problems
from handwritten.services.propagation import check_exclusions, propagate_change
from handwritten.services.references import PRODUCTS
from handwritten.services.tags import tag_ids, tag_names, tag_rows
from handwritten.services.writes import replace_rows, unique_or_invalid

TAG_KIND = "product"
SKU_TAKEN = {"sku": ["product with this sku already exists."]}

PRODUCT_FIELDS = FieldMap(
    Product,
    {
        ("id",): Product.id,
        ("sku",): Product.sku,
        ("name",): Product.name,
        ("common_name",): Product.common_name,
        ("scientific_name",): Product.scientific_name,
        ("commodity",): Product.commodity,
        ("composition",): Product.composition,
        ("type",): Product.type,
        ("assessment_status",): Product.assessment_status,
        ("tag_records", "name"): Tag.name,
        ("tag_records", "slug"): Tag.slug,
        ("external_id",): Product.external_id,
        ("created_at",): Product.created_at,
        ("updated_at",): Product.updated_at,
    },
    joins=(Join(Tag, Tag.id == ProductTag.tag_id),),
    to_many=(ToMany(("tag_records",), select(ProductTag.tag_id).where(ProductTag.product_id == Product.id)),),
)

# The body fields written as given, and the fields shown as stored (the enums and metadata aside).
_WRITTEN = (
    "sku",
    "name",
    "description",
    "scientific_name",
    "common_name",
    "type",
    "hs_code",
    "external_id",
    "excluded_propagation_identifiers",
)


def product_model(row: Any, tags: list[str], statements: list[models.DueDiligenceStatement]) -> models.Product:
    """A Product from its PRODUCT_COLUMNS row (spec/mappings/products.yaml), with the fields the
    mapping leaves to the service: `metadata`, the stored JSON built into its nested models (no
    column holds an object); `tags` and `due_diligence_statements`, read for a whole page at once
    by statements of their own (_rendered())."""
    species = row["metadata"].get("species", [])
    metadata = models.ProductMetadata.model_construct(
        species=[models.ProductSpecies.model_construct(**item) for item in species]
    )
    return product_from_row(row, metadata=metadata, tags=tags, due_diligence_statements=statements)


def written(body: models.CreateProductRequest | models.UpdateProductRequest) -> dict[str, Any]:
    """The column values the body gives (all of a creation's, with its defaults; those given to an
    update), once checked (400 naming every problem, nothing written)."""
    problems = Problems()
    check_exclusions(problems, (), body.excluded_propagation_identifiers)
    problems.check()
    values = {name: getattr(body, name) for name in _WRITTEN if getattr(body, name) is not MISSING}
    if body.commodity is not MISSING:
        values["commodity"] = body.commodity.value if body.commodity is not None else None
    if body.composition is not MISSING:
        values["composition"] = body.composition.value
    if body.metadata is not MISSING:
        values["product_metadata"] = body.metadata.model_dump()
    return values


class ProductsService(Service, interface.ProductsService):
    async def list_products(self, *, ctx: RequestContext, query: ListProductsQuery) -> models.ProductList:
        count, rows = await listed(ctx.session, PRODUCT_FIELDS.select(*PRODUCT_COLUMNS), query, PRODUCT_FIELDS)
        return models.ProductList.model_construct(count=count, results=await self._rendered(ctx, rows))

    async def retrieve_product(self, *, ctx: RequestContext, id: int) -> models.Product:
        row = (await ctx.session.execute(select(*PRODUCT_COLUMNS).where(Product.id == id))).one_or_none()
        if row is None:
            raise NotFound()
        return (await self._rendered(ctx, [row]))[0]

    async def create_product(self, *, ctx: RequestContext, body: models.CreateProductRequest) -> models.Product:
        product = Product(company_id=ctx.workspace_id, **({"product_metadata": {"species": []}} | written(body)))
        async with unique_or_invalid(ctx.session, UNIQUE_SKU, SKU_TAKEN):
            ctx.session.add(product)
        await self._tag(ctx, product.id, body.tags)
        return await self.retrieve_product(ctx=ctx, id=product.id)

    async def partial_update_product(
        self, *, ctx: RequestContext, id: int, body: models.UpdateProductRequest
    ) -> models.Product:
        product = await self._locked(ctx, id)
        if body.tags is not MISSING:
            await self._tag(ctx, id, body.tags)
        async with unique_or_invalid(ctx.session, UNIQUE_SKU, SKU_TAKEN):
            for name, value in written(body).items():
                setattr(product, name, value)
            product.updated_at = utcnow()
        if body.excluded_propagation_identifiers is not MISSING:  # the items of this product leave out other records
            await ctx.session.flush()
            item_of_product = (OrderItem.buyer_product_id == id) | (OrderItem.seller_product_id == id)
            orders = (await ctx.session.scalars(select(OrderItem.order_id).where(item_of_product))).all()
            await propagate_change(ctx, self.deps, orders=set(orders))
        return await self.retrieve_product(ctx=ctx, id=id)

    async def delete_product(self, *, ctx: RequestContext, id: int) -> None:
        await self._locked(ctx, id)  # references made from now on wait for this request, then find it gone
        await PRODUCTS.refuse_deletion(ctx.session, id)
        await ctx.session.execute(delete(Product).where(Product.id == id))

    # -- helpers --------------------------------------------------------------------------------

    @staticmethod
    async def _locked(ctx: RequestContext, id: int) -> Product:
        """The product, locked until the request ends (changes of one product queue up)."""
        product = await ctx.session.scalar(select(Product).where(Product.id == id).with_for_update())
        if product is None:
            raise NotFound()
        return product

    @staticmethod
    async def _tag(ctx: RequestContext, id: int, names: Sequence[str]) -> None:
        """Make the tags named the product's tags (creating the tag records that are missing)."""
        ids = await tag_ids(ctx.session, workspace_id=ctx.workspace_id, kind=TAG_KIND, names=names)
        rows = tag_rows(ctx.workspace_id, "product_id", id, ids)
        await replace_rows(ctx.session, ProductTag, ProductTag.product_id == id, rows)

    @staticmethod
    async def _rendered(ctx: RequestContext, rows: Sequence[Any]) -> list[models.Product]:
        """Products from PRODUCT_COLUMNS rows, with their tags and statements read in one statement each."""
        ids = [row.id for row in rows]
        tags = await tag_names(ctx.session, ProductTag.product_id, ProductTag.tag_id, ids)
        statements = await statements_covering(ctx.session, ids)
        return [product_model(row._mapping, tags[row.id], statements[row.id]) for row in rows]
