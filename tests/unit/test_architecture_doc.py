"""docs/architecture.md names only modules and files that exist.

The page maps the code for newcomers; a module moved or renamed without the page following
would send them to nothing. Every backticked path under a folder of the repository
(`handwritten/runtime/work.py`, `generated/routes/<area>.py`...), every such path in the page's
diagram, every dotted module name (`handwritten.adapters.jobs`) and every relative link must
resolve. A path naming a placeholder (`<area>`) or a pattern (`*.yaml`) must have its folder.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "architecture.md"
FOLDERS = ("handwritten", "generated", "generator", "templates", "spec", "tests", "bench", "docs", "clients")
# The layers' paths are also written relative to handwritten/ ("runtime/work.py") in the diagram
# and the text; these are the first parts that mean handwritten/<part>.
HANDWRITTEN_PARTS = ("runtime", "db", "domain", "kept", "services", "adapters", "mcp")

_BACKTICKED = re.compile(r"`([^`\s]+)`")
_IN_DIAGRAM = re.compile(r"\(((?:[a-z_]+/)+[a-z_.<>&;]*)\)")
_LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
_DOTTED = re.compile(r"^(handwritten|generated)(\.[a-z_][a-z0-9_]*)+$")


def _text() -> str:
    return DOC.read_text()


def _candidates(text: str) -> set[str]:
    found = set(_BACKTICKED.findall(text))
    found |= {m.replace("&lt;", "<").replace("&gt;", ">") for m in _IN_DIAGRAM.findall(text)}
    return found


def _path_of(name: str) -> Path | None:
    """The file or folder `name` says, or None when it is no path of the repository."""
    if _DOTTED.match(name):
        module = ROOT.joinpath(*name.split("."))
        return module if module.is_dir() else module.with_suffix(".py")
    first = name.split("/", 1)[0]
    if "/" not in name and not name.endswith(".py"):
        return None
    if first in FOLDERS:
        return ROOT / name
    if first in HANDWRITTEN_PARTS:
        return ROOT / "handwritten" / name
    if first.endswith(".py") and (ROOT / "handwritten" / first).exists():
        return ROOT / "handwritten" / first
    return None


def _exists(path: Path) -> bool:
    parts = path.relative_to(ROOT).parts
    if any("<" in part or "*" in part for part in parts):  # a placeholder or a pattern: its folder must exist
        before = ROOT.joinpath(*parts[: next(i for i, p in enumerate(parts) if "<" in p or "*" in p)])
        return before.is_dir()
    return path.exists()


def test_every_named_module_exists() -> None:
    named = {name: _path_of(name.rstrip("/")) for name in _candidates(_text())}
    checked = {name: path for name, path in named.items() if path is not None}
    missing = sorted(name for name, path in checked.items() if not _exists(path))
    assert not missing, f"docs/architecture.md names what does not exist: {missing}"
    # The page does name the layers: a change of the patterns that found nothing would pass silently.
    assert len(checked) >= 30, sorted(checked)


def test_every_relative_link_resolves() -> None:
    links = [link for link in _LINK.findall(_text()) if "://" not in link]
    assert links, "the page links docs/performance.md and docs/adr/"
    missing = sorted(link for link in links if not (DOC.parent / link).resolve().exists())
    assert not missing, f"docs/architecture.md links what does not exist: {missing}"


@pytest.mark.parametrize(
    ("name", "resolved"),
    [
        ("handwritten/runtime/work.py", "handwritten/runtime/work.py"),
        ("runtime/work.py", "handwritten/runtime/work.py"),
        ("handwritten.adapters.jobs", "handwritten/adapters/jobs"),
        ("generated/routes/<area>.py", "generated/routes/<area>.py"),
        ("canopy", None),
        ("/api/openapi.json", None),
    ],
)
def test_names_read_as_paths(name: str, resolved: str | None) -> None:
    path = _path_of(name)
    assert (None if path is None else str(path.relative_to(ROOT))) == resolved


def test_a_missing_module_is_caught() -> None:
    assert not _exists(ROOT / "handwritten" / "runtime" / "no_such_module.py")
    assert _exists(ROOT / "generated" / "routes" / "<area>.py")
    assert not _exists(ROOT / "generated" / "no_such_folder" / "<area>.py")
