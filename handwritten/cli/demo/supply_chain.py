"""The demo's supply chain: what Acme Cocoa (workspace a), a chocolate maker in Amsterdam, buys,
makes and sells, each order traced to what it came from:

    SO-2026-0088          sale to Bolt Coffee (workspace b): cocoa butter, mocha chocolate
    ├── BATCH-2026-017    the cocoa beans pressed into cocoa butter
    │   ├── PO-2026-0141  cocoa beans from Zaanstad Cocoa Trading
    │   │   ├── Gagnoa plot 12 (CI, a polygon)
    │   │   └── Méagui smallholding 4 (CI, a point: under 4 ha)
    │   └── PO-2026-0142  cocoa beans from Zaanstad Cocoa Trading
    │       └── Sefwi Wiawso plot 7 (GH)
    └── PO-2026-0143      green coffee from Bolt Coffee (workspace b), tagged
        └── Finca La Cumbre (EC)

The records are made by the services of the supply-chain areas, acting as workspace a's owner
in the demo's session, from bodies read as the routes read a request's JSON: every check of the
API applies to them, and the session is scoped to workspace a as a request's is.
"""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any, TypeVar, cast

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from generated import models
from handwritten.db.models import Member
from handwritten.db.orders import Order
from handwritten.db.origins import Origin, ValueChain
from handwritten.db.products import DueDiligenceStatement, Product
from handwritten.db.session import Tenant, enter_tenant
from handwritten.domain.roles import Role
from handwritten.runtime.context import RequestContext
from handwritten.runtime.work import UnitOfWork
from handwritten.services.dependencies import Dependencies
from handwritten.services.due_diligence_statements import DueDiligenceStatementsService
from handwritten.services.orders import OrdersService
from handwritten.services.origins import OriginsService
from handwritten.services.products import ProductsService
from handwritten.services.value_chains import ValueChainsService
from handwritten.settings import Settings

__all__ = ["create_supply_chain", "find_supply_chain"]

M = TypeVar("M", bound=BaseModel)

# The services of these areas read nothing of the app's shared components (mailer, jobs, object
# store) for what the demo does: it runs them outside any app, so it gives them the settings'
# defaults only (assessment propagation reads its inline maximum; the demo's changes stay far below).
_NO_DEPENDENCIES = cast(Dependencies, SimpleNamespace(settings=Settings.model_construct()))

PRODUCTS: dict[str, dict[str, Any]] = {
    "Cocoa beans": {
        "sku": "ACME-COC-BEAN",
        "description": "Fermented, sun-dried West African cocoa beans, main crop, in 62.5 kg jute bags.",
        "scientific_name": "Theobroma cacao",
        "common_name": "cocoa",
        "type": "raw_material",
        "hs_code": "18010000",
        "commodity": "cocoa",
        "composition": "simple",
        "external_id": "SAP-100141",
        "metadata": {"species": [{"common_name": "cacao", "scientific_name": "Theobroma cacao"}]},
        "tags": ["EUDR", "Cocoa"],
    },
    "Cocoa butter": {
        "sku": "ACME-COC-BUTTER",
        "description": "Natural deodorised cocoa butter, pressed from cocoa liquor in Amsterdam; 25 kg blocks.",
        "scientific_name": "Theobroma cacao",
        "common_name": "cocoa butter",
        "type": "intermediate",
        "hs_code": "18040000",
        "commodity": "cocoa",
        "composition": "simple",
        "external_id": "SAP-100207",
        "metadata": {"species": [{"common_name": "cacao", "scientific_name": "Theobroma cacao"}]},
        "tags": ["EUDR", "Cocoa"],
    },
    "Green coffee beans": {
        "sku": "ACME-COF-GREEN",
        "description": "Washed Arabica green coffee from southern Ecuador, screen 16+, in 60 kg bags.",
        "scientific_name": "Coffea arabica",
        "common_name": "arabica coffee",
        "type": "raw_material",
        "hs_code": "09011100",
        "commodity": "coffee",
        "composition": "simple",
        "external_id": "SAP-100318",
        "metadata": {"species": [{"common_name": "arabica coffee", "scientific_name": "Coffea arabica"}]},
        "tags": ["EUDR", "Coffee"],
    },
    "Palm oil": {
        "sku": "ACME-PALM-RSPO",
        "description": "Refined palm oil fraction, RSPO segregated, for praline fillings.",
        "scientific_name": "Elaeis guineensis",
        "common_name": "oil palm",
        "type": "ingredient",
        "hs_code": "15119019",
        "commodity": "palm_oil",
        "composition": "simple",
        "external_id": "SAP-100422",
        "metadata": {"species": [{"common_name": "oil palm", "scientific_name": "Elaeis guineensis"}]},
        "tags": ["EUDR"],
    },
    "Soya lecithin": {
        "sku": "ACME-SOY-LEC",
        "description": "Non-GMO soya lecithin (E322), the emulsifier of every Acme chocolate.",
        "scientific_name": "Glycine max",
        "common_name": "soybean",
        "type": "ingredient",
        "hs_code": "29232000",
        "commodity": "soya",
        "composition": "simple",
        "external_id": "SAP-100455",
        "metadata": {"species": [{"common_name": "soybean", "scientific_name": "Glycine max"}]},
        "tags": ["EUDR"],
    },
    "Mocha dark chocolate 64%": {
        "sku": "ACME-CHOC-MOCHA64",
        "description": "Dark chocolate, 64% cocoa, with finely ground Arabica coffee; 5 kg callets for bakers.",
        "common_name": "dark chocolate",
        "type": "manufactured",
        "hs_code": "18063210",
        "commodity": "cocoa",
        "composition": "composite",
        "external_id": "SAP-200064",
        "metadata": {
            "species": [
                {"common_name": "cacao", "scientific_name": "Theobroma cacao"},
                {"common_name": "arabica coffee", "scientific_name": "Coffea arabica"},
                {"common_name": "soybean", "scientific_name": "Glycine max"},
            ]
        },
        "tags": ["EUDR", "Retail"],
    },
}


def _polygon(*ring: tuple[float, float]) -> dict[str, Any]:
    """A GeoJSON Polygon of one outer ring, counterclockwise (RFC 7946), closed here."""
    return {"type": "Polygon", "coordinates": [[[lon, lat] for lon, lat in (*ring, ring[0])]]}


# Plots drawn to the size they state (WGS84, [longitude, latitude]); a Point only for the
# smallholding under 4 hectares, as Regulation (EU) 2023/1115 allows.
ORIGINS: dict[str, dict[str, Any]] = {
    "Gagnoa plot 12": {
        "country": "CI",
        "producer": "Coopérative des Planteurs de Gagnoa",
        "commodity": "cocoa",
        "area_hectares": 6.2,
        "geometry": _polygon(
            (-5.9412, 6.1187), (-5.93888, 6.118567), (-5.938657, 6.120209), (-5.939951, 6.120874), (-5.941378, 6.120475)
        ),
        "production_date": "2026-02-20",
        "deforestation_free_declaration": True,
        "external_id": "CI-GAG-0012",
    },
    "Méagui smallholding 4": {
        "country": "CI",
        "producer": "Kouassi Yao",
        "commodity": "cocoa",
        "area_hectares": 2.4,
        "geometry": {"type": "Point", "coordinates": [-6.5583, 5.4041]},
        "production_date": "2026-03-05",
        "deforestation_free_declaration": True,
        "external_id": "CI-MGI-0004",
    },
    "Sefwi Wiawso plot 7": {
        "country": "GH",
        "producer": "Sefwi Cocoa Farmers' Union",
        "commodity": "cocoa",
        "area_hectares": 8.7,
        "geometry": _polygon(
            (-2.4893, 6.2047),
            (-2.486485, 6.204881),
            (-2.486304, 6.206596),
            (-2.487575, 6.207408),
            (-2.489028, 6.207228),
            (-2.489527, 6.205874),
        ),
        "production_date": "2026-01-28",
        "deforestation_free_declaration": True,
        "external_id": "GH-SFW-0007",
    },
    "Finca La Cumbre": {
        "country": "EC",
        "producer": "Asociación de Cafetaleros de Quilanga",
        "commodity": "coffee",
        "area_hectares": 11.4,
        "geometry": _polygon(
            (-79.4012, -4.3127),
            (-79.399604, -4.313054),
            (-79.397477, -4.312435),
            (-79.397654, -4.310402),
            (-79.39925, -4.309783),
            (-79.400845, -4.31049),
        ),
        "production_date": "2026-07-15",
        "deforestation_free_declaration": True,
        "external_id": "EC-QLG-0031",
    },
}

COCOA_TRADER = "Zaanstad Cocoa Trading B.V."
COFFEE_ROASTER = "Bolt Coffee"
STATEMENT = "26NLE6H2Q8XK41"  # an EUDR reference number: year, member state, ten characters
# The external ids of the orders create_supply_chain records, by the kind it reports them under.
ORDERS = {
    "purchase": ("PO-2026-0141", "PO-2026-0142", "PO-2026-0143"),
    "batch": ("BATCH-2026-017",),
    "sale": ("SO-2026-0088",),
}


def _value_chains(partner_id: int) -> dict[str, dict[str, Any]]:
    """The suppliers; Bolt Coffee is workspace b (`partner_id`), which lets Acme see its data."""
    return {
        COCOA_TRADER: {
            "company_name": COCOA_TRADER,
            "type": "supplier",
            "description": "Imports West African cocoa beans through the port of Amsterdam.",
            "status": "active",
            "country_code": "NL",
            "external_id": "SUP-0007",
            "contact_name": "Sanne de Vries",
            "contact_email": "sanne.devries@zaanstad-cocoa.example",
            "ownership_information": {
                "ownership_periods": [
                    {
                        "valid_from_month": "2021-01",
                        "valid_to_month": "2026-12",
                        "consolidation_approach": "equity_share",
                        "ownership_percentage": "25.00",
                    }
                ],
                "sector_code": "46.37",  # NACE: wholesale of coffee, tea, cocoa and spices
                "notes": "Acme holds a quarter of the shares since the joint venture of 2021.",
            },
            "metadata": {
                "contacts": {"sanne.devries@zaanstad-cocoa.example": {"name": "Sanne de Vries"}},
                "invitation_ids": [],
            },
            "tags": ["Cocoa", "Tier 1"],
        },
        COFFEE_ROASTER: {
            "company_name": COFFEE_ROASTER,
            "type": "supplier",
            "description": "Berlin importer and roaster; supplies the Arabica of the mocha range.",
            "status": "active",
            "country_code": "DE",
            "external_id": "SUP-0012",
            "permission_granted": True,
            "contact_name": "Bo Bolt",
            "contact_email": "owner@bolt.example",
            "reciprocal_company_id": partner_id,
            "ownership_information": {"ownership_periods": [], "sector_code": "10.83", "notes": ""},
            "metadata": {"contacts": {"owner@bolt.example": {"name": "Bo Bolt"}}, "invitation_ids": []},
            "tags": ["Coffee", "Tier 1"],
        },
    }


def _body(model: type[M], fields: dict[str, Any]) -> M:
    """`fields` as a route reads them from a request's JSON body (strict models read dates and enums from strings)."""
    return model.model_validate_json(json.dumps(fields))


def _item(order: str, line: int, volume: float, product: dict[str, int], **trace: list[int]) -> dict[str, Any]:
    """Line `line` of `order`, kilograms of `product` ({"buyer_product": id} or {"seller_product": id}, the
    workspace's product on its side of the order), traced as `trace` says (traced_orders, traced_origins)."""
    return {
        "volume": volume,
        "unit": "kg",
        "line_number": line,
        "external_id": f"{order}/{line}",
        **product,
        "trace": trace,
    }


async def create_supply_chain(session: AsyncSession, *, owner: Member, partner_id: int) -> dict[str, Any]:
    """Create the supply chain in the owner's workspace, acting as `owner`; return the ids made.

    `partner_id` is workspace b, Bolt Coffee: a supplier of the chain and the buyer of the sale.
    Leaves `session` acting for the owner's workspace.
    """
    workspace_id = owner.company_id
    await enter_tenant(session, Tenant(workspace_id=workspace_id, user_id=owner.user_id))
    ctx = RequestContext(
        user_id=owner.user_id,
        workspace_id=workspace_id,
        member_id=owner.id,
        role=Role.OWNER.value,
        work=UnitOfWork(session),
    )
    products_service = ProductsService(_NO_DEPENDENCIES)
    origins_service = OriginsService(_NO_DEPENDENCIES)
    chains_service = ValueChainsService(_NO_DEPENDENCIES)
    statements_service = DueDiligenceStatementsService(_NO_DEPENDENCIES)
    orders_service = OrdersService(_NO_DEPENDENCIES)

    products: dict[str, int] = {}
    for name, fields in PRODUCTS.items():
        body = _body(models.CreateProductRequest, {"name": name, **fields})
        products[name] = (await products_service.create_product(ctx=ctx, body=body)).id
    origins: dict[str, int] = {}
    for name, fields in ORIGINS.items():
        body_origin = _body(models.CreateOriginRequest, {"name": name, **fields})
        origins[name] = (await origins_service.create_origin(ctx=ctx, body=body_origin)).id
    chains: dict[str, int] = {}
    for name, fields in _value_chains(partner_id).items():
        body_chain = _body(models.CreateValueChainRequest, fields)
        chains[name] = (await chains_service.create_value_chain(ctx=ctx, body=body_chain)).id
    statement = await statements_service.create_due_diligence_statement(
        ctx=ctx,
        body=_body(
            models.CreateDueDiligenceStatementRequest,
            {
                "name": "Cocoa imports, Q3 2026",
                "dds_identifier": STATEMENT,
                "status": "available",
                "dds_data": {
                    "activity_type": "import",
                    "operator": {"name": "Acme Cocoa", "country": "NL", "eori": "NL812345678"},
                    "verification_number": "K7QN3W2A",
                    "hs_codes": ["1801", "1804"],
                    "net_mass_kg": 8300,
                    "countries_of_production": ["CI", "GH"],
                },
                "products": [products["Cocoa beans"], products["Cocoa butter"], products["Mocha dark chocolate 64%"]],
            },
        ),
    )

    beans, butter = products["Cocoa beans"], products["Cocoa butter"]
    # Cocoa beans from the trader, each lot traced to the plots it grew on.
    ivorian = await orders_service.create_purchase_order(
        ctx=ctx,
        body=_body(
            models.CreatePurchaseOrderRequest,
            {
                "type": "order",
                "external_id": "PO-2026-0141",
                "seller_external_id": "ZCT-SO-88213",
                "order_created_at": "2026-07-06",
                "order_arrival_at": "2026-08-24",
                "buyer_company_status": "completed",
                "value_chain": chains[COCOA_TRADER],
                "border_cross_country_code": "NL",
                "dds_identifiers": [STATEMENT],
                "items": [
                    _item(
                        "PO-2026-0141", 1, 3000, {"buyer_product": beans}, traced_origins=[origins["Gagnoa plot 12"]]
                    ),
                    _item(
                        "PO-2026-0141",
                        2,
                        1100,
                        {"buyer_product": beans},
                        traced_origins=[origins["Méagui smallholding 4"]],
                    ),
                ],
            },
        ),
    )
    ghanaian = await orders_service.create_purchase_order(
        ctx=ctx,
        body=_body(
            models.CreatePurchaseOrderRequest,
            {
                "type": "order",
                "external_id": "PO-2026-0142",
                "seller_external_id": "ZCT-SO-88240",
                "order_created_at": "2026-07-20",
                "order_arrival_at": "2026-09-07",
                "buyer_company_status": "statement_ready",
                "value_chain": chains[COCOA_TRADER],
                "border_cross_country_code": "NL",
                "dds_identifiers": [STATEMENT],
                "items": [
                    _item(
                        "PO-2026-0142",
                        1,
                        4200,
                        {"buyer_product": beans},
                        traced_origins=[origins["Sefwi Wiawso plot 7"]],
                    )
                ],
            },
        ),
    )
    # Coffee from Bolt Coffee (workspace b). Only the generic creation takes tags, and only the
    # purchase order's update takes items: recorded as a client of the API would record it.
    coffee = await orders_service.create_order(
        ctx=ctx,
        body=_body(
            models.CreateOrderRequest,
            {
                "company_id": workspace_id,
                "type": "order",
                "external_id": "PO-2026-0143",
                "seller_external_id": "BC-2026-5512",
                "order_created_at": "2026-08-03",
                "order_arrival_at": "2026-08-12",
                "tags": ["Mocha launch", "Coffee"],
                "buyer_company_status": "ready_for_review",
                "seller_company_status": "completed",
                "value_chain": chains[COFFEE_ROASTER],
                "buyer_company_id": workspace_id,
                "seller_company_id": partner_id,
            },
        ),
    )
    coffee = await orders_service.partial_update_purchase_order(
        ctx=ctx,
        id=coffee.id,
        body=_body(
            models.PartialUpdatePurchaseOrderRequest,
            {
                "items": [
                    _item(
                        "PO-2026-0143",
                        1,
                        1380,
                        {"buyer_product": products["Green coffee beans"]},
                        traced_origins=[origins["Finca La Cumbre"]],
                    )
                ]
            },
        ),
    )
    # The beans of both cocoa orders roasted, ground and pressed: about 40% of their weight is butter.
    pressing = await orders_service.bulk_create_batch_orders(
        ctx=ctx,
        body=_body(
            models.BatchOrderRequest,
            {
                "type": "manufactured_batch",
                "external_id": "BATCH-2026-017",
                "order_created_at": "2026-09-14",
                "buyer_company_status": "completed",
                "items": [
                    _item("BATCH-2026-017", 1, 3300, {"buyer_product": butter}, traced_orders=[ivorian.id, ghanaian.id])
                ],
            },
        ),
    )
    sale = await orders_service.create_sale_order(
        ctx=ctx,
        body=_body(
            models.CreateSaleOrderRequest,
            {
                "type": "order",
                "external_id": "SO-2026-0088",
                "buyer_external_id": "BC-PO-2026-311",
                "order_created_at": "2026-10-01",
                "order_arrival_at": "2026-10-09",
                "seller_company_status": "completed",
                "buyer_company_id": partner_id,
                "dds_identifiers": [STATEMENT],
                "items": [
                    _item("SO-2026-0088", 1, 1200, {"seller_product": butter}, traced_orders=[pressing.id]),
                    _item(
                        "SO-2026-0088",
                        2,
                        2500,
                        {"seller_product": products["Mocha dark chocolate 64%"]},
                        traced_orders=[pressing.id, coffee.id],
                    ),
                ],
            },
        ),
    )
    return {
        "products": products,
        "origins": origins,
        "value_chains": chains,
        "due_diligence_statement": statement.id,
        "orders": {"purchase": [ivorian.id, ghanaian.id, coffee.id], "batch": [pressing.id], "sale": [sale.id]},
    }


async def find_supply_chain(session: AsyncSession, workspace_id: int) -> dict[str, Any] | None:
    """The ids create_supply_chain reported, found in the workspace by what the demo gave the
    records (skus, external ids, the statement's identifier); those deleted since are left out,
    and None when there is none of them."""

    async def ids(key: InstrumentedAttribute[str], model: Any, wanted: dict[str, str]) -> dict[str, int]:
        """The demo's name of each record -> its id, the oldest record holding the value."""
        rows = await session.execute(
            select(key.label("value"), model.id).where(model.company_id == workspace_id, key.in_(wanted.values()))
        )
        first: dict[str, int] = {}
        for row in rows:
            value, id = row._mapping["value"], row._mapping["id"]
            first[value] = min(id, first.get(value, id))
        return {name: first[value] for name, value in wanted.items() if value in first}

    products = await ids(Product.sku, Product, {name: fields["sku"] for name, fields in PRODUCTS.items()})
    origins = await ids(Origin.external_id, Origin, {name: fields["external_id"] for name, fields in ORIGINS.items()})
    suppliers = _value_chains(partner_id=0)  # only their external ids are read
    chains = await ids(ValueChain.external_id, ValueChain, {name: f["external_id"] for name, f in suppliers.items()})
    orders = await ids(
        Order.external_id, Order, {external_id: external_id for kind in ORDERS.values() for external_id in kind}
    )
    statement = await session.scalar(
        select(DueDiligenceStatement.id)
        .where(
            DueDiligenceStatement.company_id == workspace_id,
            DueDiligenceStatement.dds_identifier == STATEMENT,
            DueDiligenceStatement.deleted_at.is_(None),
        )
        .order_by(DueDiligenceStatement.id)
        .limit(1)
    )
    if not (products or origins or chains or orders or statement):
        return None
    return {
        "products": products,
        "origins": origins,
        "value_chains": chains,
        "due_diligence_statement": statement,
        "orders": {kind: [orders[e] for e in external_ids if e in orders] for kind, external_ids in ORDERS.items()},
    }
