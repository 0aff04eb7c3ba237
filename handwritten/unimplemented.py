"""Which operations of the document have no handwritten implementation yet.

Run as `python -m handwritten.unimplemented` (`make unimplemented`). Such operations are not
served: absent from the routers, so they answer 404.
"""

from __future__ import annotations

from collections.abc import Mapping

from generated.operations import OPERATIONS, Operation
from handwritten.runtime.implementation import implements
from handwritten.services.areas import IMPLEMENTATIONS


def unimplemented_operations(implementations: Mapping[str, type] = IMPLEMENTATIONS) -> list[Operation]:
    """Operations no implementation covers; raises ImplementationMismatch for a wrong signature."""
    return [op for op in OPERATIONS if not implements(implementations.get(op.area), op.interface, op.name)]


def main() -> int:
    missing = unimplemented_operations()
    for op in missing:
        print(f"{op.code:<4} {op.name:<34} {op.method:<6} {op.path}  ({op.host})")
    print(f"{len(missing)} of {len(OPERATIONS)} operations are not implemented yet, and so not served.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
