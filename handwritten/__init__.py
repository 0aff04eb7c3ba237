"""Everything a person writes for the running service (see docs/architecture.md).

    handwritten/
    ├── domain/     business rules: no HTTP, no SQL
    ├── db/         tables (tables.py lists their modules), sessions and tenancy, migrations
    ├── runtime/    HTTP glue the generated routes call: context, errors, filtering, paging
    ├── kept/       what a list may keep between requests, and when it is stale (with runtime/)
    ├── adapters/   the outside world: storage, mail, jobs, importers, submitters
    ├── services/   one package per area, implementing the generated interfaces
    ├── app.py      the app factories, which wire the areas into the generated routers
    ├── mcp/        the MCP tool server
    └── cli/        the `canopy` command and the demo data

What builds on the others (services/, app.py, mcp/, cli/) is never imported by domain/, db/,
runtime/ or adapters/, and an area imports another only as CONTRIBUTING.md allows ("Imports
between layers and areas", held by tests/unit/test_imports.py).
"""
