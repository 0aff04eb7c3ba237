"""The generator's golden output: what the fixture spec generates, kept under tests/generator/golden/.

`python -m tests.generator.golden` (what `make golden` runs) regenerates it; review the diff and
commit it when a template or generator change is intended.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from generator.output import generate

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent.parent
FIXTURE_SPEC = HERE / "fixture_spec"
GOLDEN = HERE / "golden"
OWNED_TREE = "generated"
OWNED_FILES = ("docs/decisions.md",)


def tree_files(base: Path) -> dict[str, bytes]:
    """The generated files under `base` (generated/** and docs/decisions.md) by relative path."""
    found: dict[str, bytes] = {}
    tree = base / OWNED_TREE
    if tree.is_dir():
        for path in sorted(tree.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and not path.name.startswith(".ruff"):
                found[path.relative_to(base).as_posix()] = path.read_bytes()
    for rel in OWNED_FILES:
        if (base / rel).is_file():
            found[rel] = (base / rel).read_bytes()
    return found


def generate_fixture(root: Path) -> dict[str, bytes]:
    """Generate the fixture spec into `root` and return its file map."""
    generate(root, FIXTURE_SPEC)
    return tree_files(root)


def fixture_files() -> dict[str, bytes]:
    """What the fixture spec generates today, by relative path (generated in a temporary root)."""
    with tempfile.TemporaryDirectory(prefix="canopy-golden-") as tmp:
        return generate_fixture(Path(tmp))


def golden_files() -> dict[str, bytes]:
    """The committed golden output, by relative path."""
    return tree_files(GOLDEN)


def write_golden(files: dict[str, bytes], golden: Path = GOLDEN) -> None:
    """Replace the golden tree wholesale with `files`, staged beside it and swapped in at the end."""
    staging = Path(tempfile.mkdtemp(prefix=".golden-", dir=golden.parent))
    try:
        for rel, content in files.items():
            target = staging / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        if golden.exists():
            shutil.rmtree(golden)
        staging.rename(golden)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def main() -> int:
    before = golden_files()
    files = fixture_files()
    write_golden(files)
    changed = sorted(p for p in files.keys() & before.keys() if files[p] != before[p])
    appeared = sorted(files.keys() - before.keys())
    gone = sorted(before.keys() - files.keys())
    for label, paths in (("changed", changed), ("new", appeared), ("removed", gone)):
        for path in paths:
            print(f"  {label}: {path}")
    print(f"{GOLDEN.relative_to(REPO_ROOT)}/: {len(files)} file(s), {len(changed) + len(appeared) + len(gone)} changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
