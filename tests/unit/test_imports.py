"""The layers of handwritten/ import one way (CONTRIBUTING.md, "Imports between layers and areas").

Read from the source (every import, those inside functions and under TYPE_CHECKING included), so
a new import that climbs a layer, or reaches into another area, fails here with its file and
line. The cross-area imports still standing are listed in ALLOWED with why; the list only
shrinks: an entry no longer used fails too.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HANDWRITTEN = ROOT / "handwritten"
SERVICES = HANDWRITTEN / "services"

# What each lower layer never imports: nothing above it.
NEVER = {
    "adapters": ("handwritten.services", "handwritten.cli", "handwritten.app", "handwritten.mcp"),
    "db": ("handwritten.services", "handwritten.cli", "handwritten.app", "handwritten.mcp"),
    "domain": ("handwritten.services", "handwritten.cli", "handwritten.app", "handwritten.mcp", "handwritten.db"),
    "runtime": ("handwritten.services", "handwritten.cli", "handwritten.app", "handwritten.mcp", "generated"),
}

# (importing area, imported module of another area): why it is allowed.
ALLOWED = {
    # Registries another area offers, filled at import (the way areas extend each other).
    ("knowledge", "handwritten.services.documents.processing"): "registers its processor of confirmed documents",
    ("knowledge", "handwritten.services.documents.changes"): "registers its listener of document changes",
    ("surveys", "handwritten.services.documents.changes"): "registers its listener of document changes",
    # Read-only renderings: the columns, conditions and models of another area's records, for an
    # area that shows them inline (an order shows its products' statements and value chains).
    ("orders", "handwritten.services.due_diligence_statements.rendering"): "statements shown in an order",
    ("orders", "handwritten.services.value_chains.rendering"): "value chains shown in an order",
    ("products", "handwritten.services.due_diligence_statements.covering"): "statements shown in a product",
    # Exceptions still standing, each to go through a registry or a shared module.
    ("invitations", "handwritten.services.accounts.service"): "an accepted invitation answers the new member",
    ("invitations", "handwritten.services.api_keys.service"): "an accepted invitation answers the key it issues",
}


def _sources(under: Path) -> Iterator[Path]:
    yield from sorted(under.rglob("*.py"))


def _module_exists(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def imports(path: Path) -> Iterator[tuple[int, str]]:
    """(line, module) of every absolute import in `path`; `from a import b` names a.b when b is a module."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                submodule = f"{node.module}.{alias.name}"
                yield node.lineno, submodule if _module_exists(submodule) else node.module


def _under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _areas() -> set[str]:
    return {path.parent.name for path in SERVICES.glob("*/__init__.py")}


def cross_area_imports() -> dict[tuple[str, str], list[str]]:
    """(importing area, imported module of another area) -> where, for every area package."""
    areas = _areas()
    found: dict[tuple[str, str], list[str]] = {}
    for area in sorted(areas):
        for path in _sources(SERVICES / area):
            for line, module in imports(path):
                parts = module.split(".")
                if parts[:2] == ["handwritten", "services"] and len(parts) > 2:
                    other = parts[2]
                    if other in areas and other != area:
                        found.setdefault((area, module), []).append(f"{path.relative_to(ROOT)}:{line}")
    return found


@pytest.mark.parametrize("layer", sorted(NEVER))
def test_a_lower_layer_never_imports_a_higher_one(layer: str) -> None:
    climbing = [
        f"{path.relative_to(ROOT)}:{line} imports {module}"
        for path in _sources(HANDWRITTEN / layer)
        for line, module in imports(path)
        if any(_under(module, higher) for higher in NEVER[layer])
    ]
    assert climbing == []


def test_only_the_command_line_imports_the_command_line() -> None:
    outside = [
        f"{path.relative_to(ROOT)}:{line} imports {module}"
        for path in _sources(HANDWRITTEN)
        if not path.is_relative_to(HANDWRITTEN / "cli")
        for line, module in imports(path)
        if _under(module, "handwritten.cli")
    ]
    assert outside == []


def test_areas_import_each_other_only_as_allowed() -> None:
    found = cross_area_imports()
    unlisted = {key: where for key, where in found.items() if key not in ALLOWED}
    assert unlisted == {}, "go through a registry or a shared module, or say why in ALLOWED and CONTRIBUTING.md"
    stale = sorted(set(ALLOWED) - set(found))
    assert stale == [], "no longer imported: remove from ALLOWED"


def test_the_checks_see_an_import_that_climbs(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from handwritten.services.dependencies import Dependencies\n"
        "def f():\n"
        "    from handwritten.services.documents import written\n",
        encoding="utf-8",
    )
    assert list(imports(probe)) == [
        (1, "typing"),
        (3, "handwritten.services.dependencies"),
        (5, "handwritten.services.documents.written"),
    ]
