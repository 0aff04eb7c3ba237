"""Which component schemas an OpenAPI document really uses.

Dependency-free on purpose: the generator trims each host's document with it, and the service
trims the document it serves (less the operations not implemented) with the same walk.
"""

from __future__ import annotations

from typing import Any

PREFIX = "#/components/schemas/"


def referenced_schemas(root: Any, schemas: dict[str, Any]) -> set[str]:
    """Names of the schemas reachable from `root` through $ref, following refs inside schemas."""
    seen: set[str] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(PREFIX):
                name = ref.removeprefix(PREFIX)
                if name not in seen:
                    seen.add(name)
                    stack.append(schemas[name])
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return seen
