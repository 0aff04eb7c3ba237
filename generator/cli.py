"""Command line: `python -m generator validate|generate|check|diff|check-compat|compat-baseline`."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from generator import compat
from generator.build import load_spec
from generator.output import check, generate
from generator.problems import Problem, SpecError
from generator.render import TEMPLATES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator", description="Canopy's spec-first generator.")
    parser.add_argument(
        "command",
        choices=["validate", "generate", "check", "diff", "check-compat", "compat-baseline"],
        help="validate the spec; generate the owned paths; check that they are up to date; "
        "diff the spec against a base (breaking or compatible); check-compat: fail on unapproved breaks; "
        "compat-baseline: make compat/baseline/spec the spec (a release)",
    )
    parser.add_argument("--root", type=Path, default=Path("."), help="project root (default: current folder)")
    parser.add_argument("--spec", type=Path, help="spec folder (default: ROOT/spec)")
    parser.add_argument("--templates", type=Path, default=TEMPLATES)
    base = parser.add_mutually_exclusive_group()
    base.add_argument(
        "--base", metavar="REF", help="diff, check-compat: compare with spec/ at this git ref (default: last v* tag)"
    )
    base.add_argument("--base-dir", type=Path, metavar="PATH", help="diff, check-compat: compare with this spec folder")
    parser.add_argument("--json", action="store_true", help="diff: print the changes as JSON")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    spec_dir = args.spec or root / "spec"
    # Without --base or --base-dir: the last v* tag, else compat/baseline/spec (see generator/compat.py).
    if args.command == "diff":
        return compat.run_diff(root, spec_dir, args.base, args.base_dir, args.json)
    if args.command == "check-compat":
        return compat.run_check_compat(root, spec_dir, args.base, args.base_dir)
    if args.command == "compat-baseline":
        return compat.run_compat_baseline(root, spec_dir)
    started = time.perf_counter()
    try:
        if args.command == "validate":
            spec = load_spec(spec_dir)
            _warn(spec.warnings)
            print(f"spec ok: {len(spec.operations)} operations, {len(spec.resources)} resources")
        elif args.command == "generate":
            drift = generate(root, spec_dir, args.templates)
            _warn(drift.warnings)
            for line in drift.lines():
                print(f"  {line}")
            print(f"generated in {time.perf_counter() - started:.2f}s ({len(drift.lines())} file(s) changed)")
        else:
            drift = check(root, spec_dir, args.templates)
            _warn(drift.warnings)
            if drift:
                print("generated/ is out of date with spec/ (run `make generate` and commit):", file=sys.stderr)
                for line in drift.lines():
                    print(f"  {line}", file=sys.stderr)
                return 1
            print("generated/ is up to date")
    except SpecError as error:
        print(f"{len(error.problems)} problem(s) in the spec; nothing was written:", file=sys.stderr)
        for problem in error.problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    return 0


def _warn(warnings: tuple[Problem, ...]) -> None:
    if warnings:
        print(f"{len(warnings)} warning(s) about the spec:", file=sys.stderr)
        for warning in warnings:
            print(f"  {warning}", file=sys.stderr)
