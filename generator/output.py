"""Write the generator's output safely, and tell how the tree on disk differs from it.

Everything is rendered and formatted in a temporary folder first; the owned paths are swapped
in only when every step succeeded, so a failure leaves generated/ as it was.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from generator.build import load_spec
from generator.problems import Problem
from generator.render import TEMPLATES, render_all

OWNED_TREE = "generated"
OWNED_FILES = ("docs/decisions.md",)


@dataclass
class Drift:
    changed: list[str] = field(default_factory=list)
    appeared: list[str] = field(default_factory=list)  # would be written, missing on disk
    gone: list[str] = field(default_factory=list)  # on disk, no longer generated
    warnings: tuple[Problem, ...] = ()  # of the spec rendered; they never stop generation

    def __bool__(self) -> bool:
        return bool(self.changed or self.appeared or self.gone)

    def lines(self) -> list[str]:
        return (
            [f"changed: {p}" for p in self.changed]
            + [f"missing: {p}" for p in self.appeared]
            + [f"should be gone: {p}" for p in self.gone]
        )


def _render_into(folder: Path, spec_dir: Path, templates: Path, root: Path) -> tuple[Problem, ...]:
    spec = load_spec(spec_dir)
    files = render_all(spec, templates)
    for rel, content in files.items():
        target = folder / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
    _ruff(folder / OWNED_TREE, root)
    return spec.warnings


# The generator's own ruff settings, whatever root it writes to, so output never depends on where.
RUFF_CONFIG = Path(__file__).resolve().parent.parent / "pyproject.toml"


def _ruff(folder: Path, root: Path) -> None:
    config = ["--config", str(RUFF_CONFIG)]
    for args in (["check", "--fix-only", "--exit-zero", "--quiet"], ["format"], ["check", "--quiet"]):
        result = subprocess.run(
            [sys.executable, "-m", "ruff", *args, *config, str(folder)], capture_output=True, text=True, check=False
        )
        if result.returncode != 0:
            report = "\n".join(f"{result.stdout}{result.stderr}".splitlines()[:60])
            raise RuntimeError(f"ruff {args[0]} failed on the generated code (a template bug):\n{report}")


def _files(base: Path) -> dict[str, bytes]:
    found = {}
    tree = base / OWNED_TREE
    if tree.is_dir():
        for path in sorted(tree.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and not path.name.startswith(".ruff"):
                found[path.relative_to(base).as_posix()] = path.read_bytes()
    for rel in OWNED_FILES:
        if (base / rel).is_file():
            found[rel] = (base / rel).read_bytes()
    return found


@contextmanager
def _staged(root: Path, spec_dir: Path | None, templates: Path) -> Iterator[tuple[Path, Drift]]:
    """Render and format into a temporary folder under root; yield it with its drift from root."""
    with tempfile.TemporaryDirectory(prefix=".generate-", dir=root) as tmp:
        staging = Path(tmp)
        warnings = _render_into(staging, spec_dir or root / "spec", templates, root)
        drift = _compare(_files(staging), _files(root))
        drift.warnings = warnings
        yield staging, drift


def generate(root: Path, spec_dir: Path | None = None, templates: Path = TEMPLATES) -> Drift:
    """Regenerate the owned paths under `root`; return what changed. Raises SpecError on spec mistakes."""
    with _staged(root, spec_dir, templates) as (staging, drift):
        old = staging / "old"
        old.mkdir()
        if (root / OWNED_TREE).exists():
            (root / OWNED_TREE).rename(old / OWNED_TREE)
        (staging / OWNED_TREE).rename(root / OWNED_TREE)
        for rel in OWNED_FILES:
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (staging / rel).replace(root / rel)
        shutil.rmtree(old, ignore_errors=True)
    return drift


def check(root: Path, spec_dir: Path | None = None, templates: Path = TEMPLATES) -> Drift:
    """How the owned paths on disk differ from what the spec gives; writes nothing under root."""
    with _staged(root, spec_dir, templates) as (_, drift):
        return drift


def _compare(wanted: dict[str, bytes], present: dict[str, bytes]) -> Drift:
    return Drift(
        changed=sorted(p for p in wanted if p in present and wanted[p] != present[p]),
        appeared=sorted(p for p in wanted if p not in present),
        gone=sorted(p for p in present if p not in wanted),
    )
