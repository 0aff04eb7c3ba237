"""Handwritten implementations of the generated service interfaces, one package per area.

    services/
    ├── areas.py         AREAS, the registry of the areas (importing it imports them all)
    ├── area.py          what an area gives the app factory (service, lifespan, field maps)
    ├── dependencies.py  what the app factory gives an area
    ├── listing.py       listed(): every list operation's one path to its page
    ├── ids.py           rows by id: found (404), among (many ids, one parameter), storable_id
    ├── inline.py        the user and country details many resources embed
    ├── rows.py          rows read into response values (mappings, JSON as text, timestamps)
    ├── problems.py      Problems, a body's problems gathered into one 400
    ├── accounts/        A1–A3, M1–M3
    ├── invitations/     I1–I8
    ├── documents/       D1–D6, folders F1–F5, the "process document" job
    ├── data_imports/    D7–D9, the "import event" job (importers: handwritten/adapters/importers)
    ├── knowledge/       Q1–Q2, documents indexed and queried (the knowledge base)
    ├── writes.py        unique keys answered as 400s, sets of rows replaced whole
    ├── tags.py          tags written as names, kept as records with slugs (products, orders)
    ├── references.py    records other areas refer to, never deleted from under them
    ├── products/        PR1–PR5, products with their tags and covering statements
    ├── due_diligence_statements/  DS1–DS5, statements (deleted softly) and the products they cover
    ├── countries/       CT1, ISO 3166-1 countries with their EU deforestation risk tier
    ├── origins/         OG1–OG5, places of production with their GeoJSON geometry; AS1, their checks
    ├── value_chains/    VC1–VC5, trading relationships (rendering.py: inline on orders)
    ├── orders/          O1–O9, orders with nested line items, traces, tags and statements; OR1–OR2
    ├── sharing.py       orders shared with their counterpart workspace
    ├── propagation.py   assessment results carried downstream through the traces
    ├── assessment/      AS2, mitigations
    ├── tracing/         TR1, an order's upstream graph, also GeoJSON of its origin plots
    ├── transactions/    T1–T2, financial transactions and their groups; imports; classification
    ├── classification_rules/  CR1–CR5, how transactions are classified
    ├── surveys/         S1–S5, SV1–SV3, surveys whose answers propagate
    └── admin.py         administration outside the HTTP API (the canopy command)

areas.py's AREAS is the one registry: adding an area is a package with an AREA and a line there.
An operation no service implements is not served. This package imports nothing itself, so a
command that needs one area's module (`canopy transactions import` needs bulk.py) does not
import every area: that took 2 to 4 seconds before the import connected.
"""
