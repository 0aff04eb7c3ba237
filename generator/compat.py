"""The compatibility gate: what spec/ is compared with, and which breaking changes are approved.

    compare(root, spec_dir)     the base (a folder, a git ref, the last v* tag or compat/baseline/spec) to spec/
    judge(...)                  breaking changes against compat/approvals.yaml and CHANGELOG.md
    run_diff / run_check_compat / run_compat_baseline   what `python -m generator` runs

`check-compat` fails on a breaking change (generator/diff.py) nobody approved, or approved
without a CHANGELOG.md entry.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import yaml

from generator.build import load_spec
from generator.diff import Change, diff_specs
from generator.problems import SpecError

BASELINE = Path("compat/baseline/spec")  # the released spec while no v* tag exists
APPROVALS = Path("compat/approvals.yaml")
CHANGELOG = Path("CHANGELOG.md")
TAG_PATTERN = "v*"
PLACEHOLDER = "<why integrators can live with it>"  # the reason check-compat suggests, to be replaced


# -- the base spec -------------------------------------------------------------------------------


class CompatError(Exception):
    """The comparison cannot be made: a git ref that does not exist, a malformed approvals file..."""


def last_release_tag(root: Path) -> str | None:
    """The newest v* tag reachable from HEAD, or None (no tags yet, or not a git checkout)."""
    try:
        result = subprocess.run(
            ["git", "describe", "--tags", "--abbrev=0", "--match", TAG_PATTERN],
            cwd=root,
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return None
    tag = result.stdout.strip()
    return tag if result.returncode == 0 and tag else None


@contextmanager
def spec_at(root: Path, ref: str) -> Iterator[Path]:
    """spec/ as it is at `ref`, extracted with `git archive` into a temporary folder named spec."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", f"{ref}:./spec"], cwd=root, capture_output=True, check=False
    )
    if archive.returncode != 0:
        message = archive.stderr.decode("utf-8", "replace").strip()
        raise CompatError(f"Cannot read spec/ at {ref}: {message or 'git archive failed'}.")
    with tempfile.TemporaryDirectory(prefix="canopy-base-") as tmp:
        folder = Path(tmp) / "spec"
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            tar.extractall(folder, filter="data")
        yield folder


@contextmanager
def base_spec(root: Path, ref: str | None = None, folder: Path | None = None) -> Iterator[tuple[str, Path]]:
    """The base spec folder and its name: `folder`, else `ref`, else the last v* tag, else compat/baseline/spec."""
    if folder is None and ref is None:
        ref = last_release_tag(root)
        if ref is None:
            folder = root / BASELINE
    if folder is not None:
        yield (BASELINE.as_posix() if folder == root / BASELINE else str(folder)), folder
    else:
        assert ref is not None
        with spec_at(root, ref) as extracted:
            yield ref, extracted


def _same_files(a: Path, b: Path) -> bool:
    def files(root: Path) -> dict[str, bytes]:
        return {
            p.relative_to(root).as_posix(): p.read_bytes()
            for p in root.rglob("*")
            if p.is_file() and not any(part.startswith(".") for part in p.relative_to(root).parts)
        }

    return a.is_dir() and b.is_dir() and files(a) == files(b)


def compare(root: Path, spec_dir: Path, ref: str | None = None, folder: Path | None = None) -> tuple[str, list[Change]]:
    """The base's name and every change from it to `spec_dir`; CompatError when either does not load.

    Identical files are no change, and are not loaded (the usual case: spec/ untouched since the release).
    """
    with base_spec(root, ref, folder) as (label, base_dir):
        if _same_files(base_dir, spec_dir):
            return label, []
        try:
            base = load_spec(base_dir)
        except SpecError as error:
            where = label if ref is None or folder is not None else f"spec/ at {ref}"
            lines = [f"The base spec ({where}) does not load with today's generator:"]
            raise CompatError("\n".join(lines + [f"  {p}" for p in error.problems])) from error
    try:
        head = load_spec(spec_dir)
    except SpecError as error:
        lines = [f"{len(error.problems)} problem(s) in the spec:"] + [f"  {p}" for p in error.problems]
        raise CompatError("\n".join(lines)) from error
    return label, diff_specs(base, head)


# -- the gate --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Approval:
    change: str  # a Change's id: "<rule> <where>"
    reason: str  # why integrators can live with it


@dataclass(frozen=True)
class Verdict:
    base: str
    changes: tuple[Change, ...]
    unapproved: tuple[Change, ...]  # breaking, and no approval names them
    approved: tuple[Change, ...]
    unrecorded: tuple[Change, ...]  # approved, but CHANGELOG.md does not name them
    stale: tuple[Approval, ...]  # approve no change of this diff: remove them

    @property
    def ok(self) -> bool:
        return not self.unapproved and not self.unrecorded


def read_approvals(path: Path) -> list[Approval]:
    """compat/approvals.yaml: `approvals:` a list of {change: <id>, reason: <text>}; no file is no approvals."""
    if not path.is_file():
        return []
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise CompatError(f"{path}: not valid YAML: {error}".replace("\n", " ")) from error
    if data is None:
        return []
    if not isinstance(data, dict) or set(data) != {"approvals"}:
        raise CompatError(f"{path}: expected one key, approvals (a list of change and reason).")
    entries = data["approvals"] or []
    if not isinstance(entries, list):
        raise CompatError(f"{path}: approvals should be a list of change and reason.")
    result: list[Approval] = []
    for index, entry in enumerate(entries, 1):
        if (
            not isinstance(entry, dict)
            or set(entry) != {"change", "reason"}
            or not isinstance(entry["change"], str)
            or not isinstance(entry["reason"], str)
            or not entry["reason"].strip()
        ):
            raise CompatError(
                f"{path}: approval {index} needs exactly two keys: change (the id check-compat prints) "
                "and reason (why integrators can live with it)."
            )
        if entry["reason"].strip() == PLACEHOLDER:
            raise CompatError(f"{path}: approval {index} ({entry['change']}) still has the placeholder reason.")
        if any(a.change == entry["change"] for a in result):
            raise CompatError(f"{path}: approval {index} ({entry['change']}) is listed twice.")
        result.append(Approval(entry["change"].strip(), entry["reason"].strip()))
    return result


def judge(base: str, changes: list[Change], approvals: list[Approval], changelog: str) -> Verdict:
    """Breaking changes pass when approved and named (their id in backticks) in CHANGELOG.md."""
    approved_ids = {a.change for a in approvals}
    breaking = [c for c in changes if c.breaking]
    approved = tuple(c for c in breaking if c.id in approved_ids)
    return Verdict(
        base=base,
        changes=tuple(changes),
        unapproved=tuple(c for c in breaking if c.id not in approved_ids),
        approved=approved,
        unrecorded=tuple(c for c in approved if f"`{c.id}`" not in changelog),
        stale=tuple(a for a in approvals if a.change not in {c.id for c in breaking}),
    )


def verdict_lines(verdict: Verdict) -> list[str]:
    """What check-compat prints: on failure, each change and exactly how to approve it."""
    lines: list[str] = []
    compatible = sum(1 for c in verdict.changes if not c.breaking)
    if verdict.unapproved:
        lines.append(
            f"check-compat: {len(verdict.unapproved)} breaking change(s) against {verdict.base} are not approved:"
        )
        lines += [f"  {c.line()}" for c in verdict.unapproved]
        lines += [
            "",
            "Rework the spec so it stays compatible, or approve each break: add to the list under approvals: in "
            f"{APPROVALS.as_posix()} (in place of [] when it is empty), with a reason",
            "",
        ]
        for change in verdict.unapproved:
            lines += [f"  - change: {change.id}", f"    reason: {PLACEHOLDER}"]
        lines += [
            "",
            f"and record each one under '## Unreleased' in {CHANGELOG.as_posix()}, naming its id, e.g.",
            "",
        ]
        lines += [f"  - {c.where}: <what clients must do> (`{c.id}`)" for c in verdict.unapproved]
        lines.append("")
    if verdict.unrecorded:
        lines.append(
            f"check-compat: {len(verdict.unrecorded)} approved break(s) are not in {CHANGELOG.as_posix()}; "
            "name each id under '## Unreleased':"
        )
        lines += [f"  - {c.where}: <what clients must do> (`{c.id}`)" for c in verdict.unrecorded]
        lines.append("")
    for approval in verdict.stale:
        lines.append(
            f"note: the approval '{approval.change}' in {APPROVALS.as_posix()} matches no breaking change; remove it"
        )
    if verdict.ok:
        lines.append(
            f"check-compat: spec/ is compatible with {verdict.base} ({len(verdict.approved)} approved break(s), "
            f"{compatible} compatible change(s))"
        )
    else:
        lines.append("`make spec-diff` lists every change; docs/generator.md explains the workflow.")
    return lines


def clear_approvals(path: Path) -> int:
    """Empty the approvals list, keeping the file's leading comments; how many there were."""
    count = len(read_approvals(path))
    header: list[str] = []
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                break
            header.append(line)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join([*header, "approvals: []"]) + "\n", encoding="utf-8")
    return count


# -- what the command line runs ---------------------------------------------------------------


def run_diff(root: Path, spec_dir: Path, ref: str | None, folder: Path | None, as_json: bool) -> int:
    """Every change from the base to spec/; 1 when one breaks, 2 when the specs cannot be compared."""
    try:
        label, changes = compare(root, spec_dir, ref, folder)
    except CompatError as error:
        print(error, file=sys.stderr)
        return 2
    breaking = sum(c.breaking for c in changes)
    if as_json:
        document = {
            "base": label,
            "breaking": breaking,
            "compatible": len(changes) - breaking,
            "changes": [c.as_json() for c in changes],
        }
        print(json.dumps(document, indent=2))
    else:
        for change in changes:
            print(change.line())
        head = "spec/" if spec_dir.resolve() == (root / "spec").resolve() else str(spec_dir)
        print(f"{breaking} breaking and {len(changes) - breaking} compatible change(s) from {label} to {head}")
    return 1 if breaking else 0


def gate(root: Path, spec_dir: Path, ref: str | None, folder: Path | None) -> Verdict:
    label, changes = compare(root, spec_dir, ref, folder)
    changelog = root / CHANGELOG
    text = changelog.read_text(encoding="utf-8") if changelog.is_file() else ""
    return judge(label, changes, read_approvals(root / APPROVALS), text)


def run_check_compat(root: Path, spec_dir: Path, ref: str | None, folder: Path | None) -> int:
    """0 when spec/ breaks nothing unapproved; 1 when it does (each listed); 2 when it cannot tell."""
    try:
        verdict = gate(root, spec_dir, ref, folder)
    except CompatError as error:
        print(error, file=sys.stderr)
        return 2
    stream = sys.stdout if verdict.ok else sys.stderr
    for line in verdict_lines(verdict):
        print(line, file=stream)
    return 0 if verdict.ok else 1


def run_compat_baseline(root: Path, spec_dir: Path) -> int:
    """At a release: compat/baseline/spec := spec/, approvals cleared. Refused while check-compat fails."""
    try:
        first = not (root / BASELINE).is_dir() and last_release_tag(root) is None
        verdict = None if first else gate(root, spec_dir, None, None)
    except CompatError as error:
        print(error, file=sys.stderr)
        return 2
    if verdict is not None and not verdict.ok:
        for line in verdict_lines(verdict):
            print(line, file=sys.stderr)
        print("compat-baseline: refused; approve or rework the breaks above first.", file=sys.stderr)
        return 1
    try:
        load_spec(spec_dir)
        cleared = clear_approvals(root / APPROVALS)
    except (SpecError, CompatError) as error:
        print(error, file=sys.stderr)
        return 2
    target = root / BASELINE
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(spec_dir, target, ignore=shutil.ignore_patterns(".*"))
    print(f"{BASELINE.as_posix()} now equals {spec_dir.name}/; {cleared} approval(s) cleared from {APPROVALS}")
    if cleared:
        print(f"Their entries stay in {CHANGELOG}: move '## Unreleased' under the release's version heading.")
    return 0
