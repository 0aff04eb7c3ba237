"""Canopy's generator: spec/ (YAML) -> intermediate model -> generated/.

generator/
├── sources.py     YAML files with line numbers, duplicate keys refused
├── problems.py    spec mistakes collected as values, reported together
├── schema.py      the spec language's JSON Schema, checked per file
├── ir.py          the intermediate model the templates read
├── lookups.py     filter lookups: what each means and which field types take it (one table)
├── build.py       raw YAML -> intermediate model: the whole spec, with the semantic checks
├── resources.py   resources, fields, types, paths through relations
├── writes.py      the records request bodies write, and the read-only fields they take back
├── rows.py        where response resources are read from: select lists, row-to-model functions
├── operations.py  operations: routes, bodies, responses, errors, permissions
├── queries.py     an operation's filters, search, ordering and paging
├── nullability.py warnings about response fields the data may leave without a value
├── diff.py        changes between two specs, breaking or compatible (make spec-diff)
├── compat.py      the compatibility gate: base spec, approvals, CHANGELOG (make check-compat)
├── sdk.py         the Python SDK in clients/python (openapi-python-client, plus the hosts module)
├── openapi.py     intermediate model -> OpenAPI 3.1 documents
├── refs.py        which component schemas a document uses (shared with the service)
├── render.py      intermediate model -> Python files through templates/
├── output.py      temporary tree, ruff, swap-in, drift check
└── cli.py         `python -m generator validate|generate|check`
"""
