"""The fixture spec generates exactly the committed golden tree, and does so deterministically."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from tests.generator.golden import generate_fixture, golden_files, tree_files

REGENERATE = (
    "If the change is intended, run `make golden` (python -m tests.generator.golden), "
    "review the diff of tests/generator/golden/ and commit it."
)


def _diff_report(expected: dict[str, bytes], actual: dict[str, bytes], max_lines: int = 40) -> str:
    changed = sorted(p for p in expected.keys() & actual.keys() if expected[p] != actual[p])
    new = sorted(actual.keys() - expected.keys())
    missing = sorted(expected.keys() - actual.keys())
    if not (changed or new or missing):
        return ""
    lines = ["The generated output differs from tests/generator/golden/:"]
    lines += [f"  differs: {p}" for p in changed]
    lines += [f"  generated but not in golden: {p}" for p in new]
    lines += [f"  in golden but no longer generated: {p}" for p in missing]
    for path in changed[:3]:
        diff = list(
            difflib.unified_diff(
                expected[path].decode("utf-8", "replace").splitlines(),
                actual[path].decode("utf-8", "replace").splitlines(),
                f"golden/{path}",
                f"now/{path}",
                lineterm="",
            )
        )
        lines += ["", *diff[:max_lines], *(["  ..."] if len(diff) > max_lines else [])]
    lines += ["", REGENERATE]
    return "\n".join(lines)


def test_golden_tree_exists() -> None:
    assert golden_files(), f"tests/generator/golden/ is empty. {REGENERATE}"


def test_output_matches_golden(generated_root: Path) -> None:
    report = _diff_report(golden_files(), tree_files(generated_root))
    if report:
        pytest.fail(report, pytrace=False)


def test_output_layout(generated_root: Path) -> None:
    """One filters, services and routes module per area, one OpenAPI document per host plus the combined one."""
    areas = ("owners", "pets")
    expected = {
        "docs/decisions.md",
        "generated/__init__.py",
        "generated/enums.py",
        "generated/docs/decisions.html",
        "generated/models.py",
        "generated/operations.py",
        *(f"generated/{package}/__init__.py" for package in ("filters", "services", "routes")),
        *(f"generated/{package}/{area}.py" for package in ("filters", "services", "routes") for area in areas),
        *(f"generated/openapi/{name}.yaml" for name in ("main", "registry", "combined")),
    }
    assert set(tree_files(generated_root)) == expected


def test_generation_is_deterministic(generated_root: Path, tmp_path: Path) -> None:
    """A second generation, in another root, gives byte-identical files."""
    second = generate_fixture(tmp_path)
    first = tree_files(generated_root)
    assert set(second) == set(first)
    differing = sorted(p for p in first if first[p] != second[p])
    assert not differing, f"two generations of the same spec differ in: {', '.join(differing)}"
