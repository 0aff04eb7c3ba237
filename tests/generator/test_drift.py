"""`check` tells exactly how the generated tree on disk differs from what the spec gives."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.output import check, generate
from tests.generator.conftest import run_generator
from tests.generator.golden import FIXTURE_SPEC, tree_files

CHANGED = "generated/enums.py"
GONE = "generated/filters/owners.py"  # deleted from disk: generate would write it again
STRAY = "generated/stray.py"  # not generated: generate would remove it


@pytest.fixture
def tampered_root(tmp_path: Path, generated_root: Path) -> Path:
    """A copy of the generated fixture with one file changed, one deleted and one stray file added."""
    root = tmp_path / "root"
    shutil.copytree(generated_root, root)
    enums = root / CHANGED
    enums.write_text(enums.read_text(encoding="utf-8") + "# edited by hand\n", encoding="utf-8")
    (root / GONE).unlink()
    (root / STRAY).write_text("x = 1\n", encoding="utf-8")
    (root / "generated" / "__pycache__").mkdir()
    (root / "generated" / "__pycache__" / "enums.cpython-311.pyc").write_bytes(b"\0")  # never drift
    return root


def test_check_reports_changed_appeared_and_gone(tampered_root: Path) -> None:
    before = {p: p.read_bytes() for p in tampered_root.rglob("*") if p.is_file()}
    drift = check(tampered_root, FIXTURE_SPEC)
    assert (drift.changed, drift.appeared, drift.gone) == ([CHANGED], [GONE], [STRAY])
    assert drift.lines() == [f"changed: {CHANGED}", f"missing: {GONE}", f"should be gone: {STRAY}"]
    assert {p: p.read_bytes() for p in tampered_root.rglob("*") if p.is_file()} == before, "check writes nothing"
    assert sorted(p.name for p in tampered_root.iterdir()) == ["docs", "generated"], "no staging folder is left"


def test_cli_check_fails_listing_the_drift_and_generate_repairs_it(tampered_root: Path, generated_root: Path) -> None:
    result = run_generator("check", "--root", str(tampered_root), "--spec", str(FIXTURE_SPEC))
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stderr.splitlines() == [
        "generated/ is out of date with spec/ (run `make generate` and commit):",
        f"  changed: {CHANGED}",
        f"  missing: {GONE}",
        f"  should be gone: {STRAY}",
    ]

    drift = generate(tampered_root, FIXTURE_SPEC)
    assert (drift.changed, drift.appeared, drift.gone) == ([CHANGED], [GONE], [STRAY]), (
        "generate reports what it repaired"
    )
    assert not (tampered_root / STRAY).exists()
    drift = check(tampered_root, FIXTURE_SPEC)
    assert not drift, drift.lines()
    assert tree_files(tampered_root) == tree_files(generated_root)
