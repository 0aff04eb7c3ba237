"""The Python SDK in clients/python/, generated from generated/openapi/combined.yaml.

    python -m generator.sdk generate   (make sdk)   write clients/python/
    python -m generator.sdk check      (make check-generated)   fail when it is out of date

openapi-python-client (pinned in the dev dependencies, so its output is reproducible) writes the
package `canopy_client`: typed models and one module per operation, by area, each area's
`__init__.py` from templates/sdk/endpoint_init.py.jinja (its operations as methods). The generator
then writes, from the spec and templates/sdk_*.jinja, what makes it a client people use: `Canopy`
and `AsyncCanopy` (canopy.py), the host of each area (hosts.py), the errors raised for 4xx and
5xx answers (errors.py), the package's exports (__init__.py) and the README. The package is
committed, like generated/, so that integrators install it from the repository and CI sees when it
drifts from the spec.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from generator.build import load_spec
from generator.output import Drift
from generator.render import TEMPLATES, environment

ROOT = Path(__file__).resolve().parent.parent
OPENAPI = ROOT / "generated" / "openapi" / "combined.yaml"
TARGET = ROOT / "clients" / "python"
CONFIG = Path(__file__).resolve().parent / "sdk.config.yaml"
PACKAGE = "canopy_client"
# openapi-python-client's templates that the SDK replaces, by their names.
OVERRIDES = TEMPLATES / "sdk"
# What the generator writes over openapi-python-client's output, and from which template.
WRITTEN = {
    f"{PACKAGE}/__init__.py": "sdk_init.py.jinja",
    f"{PACKAGE}/canopy.py": "sdk_canopy.py.jinja",
    f"{PACKAGE}/errors.py": "sdk_errors.py.jinja",
    f"{PACKAGE}/hosts.py": "sdk_hosts.py.jinja",
    "README.md": "sdk_README.md.jinja",
}
# The response header carrying the request's id (handwritten/runtime/observe.py), which the errors
# report; the spec must list it among the headers of every response.
REQUEST_ID_HEADER = "X-Request-ID"


def _render(spec_dir: Path, folder: Path) -> None:
    """The SDK into `folder`: openapi-python-client's package, then what the generator writes over it."""
    tool = Path(sys.executable).parent / "openapi-python-client"
    # Its post-hooks run ruff: the project's pinned one, first on PATH.
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    result = subprocess.run(
        [str(tool), "generate", "--path", str(OPENAPI), "--config", str(CONFIG), "--meta", "setup"]
        + ["--custom-template-path", str(OVERRIDES), "--output-path", str(folder), "--overwrite"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    if result.returncode != 0 or "Warning" in result.stdout + result.stderr:
        raise RuntimeError(f"openapi-python-client failed or warned:\n{result.stdout}{result.stderr}")
    spec = load_spec(spec_dir)
    if REQUEST_ID_HEADER not in {header.name for header in spec.response_headers.get("always", ())}:
        raise RuntimeError(f"spec/service.yaml's response_headers.always no longer names {REQUEST_ID_HEADER}")
    area_hosts = sorted({(op.area, op.host) for op in spec.operations})
    context = {
        "hosts": spec.hosts,
        "area_hosts": area_hosts,
        "areas": [area for area, _ in area_hosts],
        "request_id_header": REQUEST_ID_HEADER,
        "idempotency": spec.idempotency,
    }
    templates = environment(TEMPLATES)
    for path, template in WRITTEN.items():
        (folder / path).write_text(templates.get_template(template).render(**context), encoding="utf-8")
    python = [str(folder / path) for path in WRITTEN if path.endswith(".py")]
    ruff = [sys.executable, "-m", "ruff"]
    subprocess.run([*ruff, "check", "--quiet", "--no-cache", "--fix-only", "--select", "I", *python], check=True)
    subprocess.run([*ruff, "format", "--quiet", "--no-cache", "--line-length", "120", *python], check=True)


def _files(base: Path) -> dict[str, bytes]:
    return {
        path.relative_to(base).as_posix(): path.read_bytes()
        for path in sorted(base.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts and ".egg-info" not in str(path)
    }


def check(spec_dir: Path = ROOT / "spec", target: Path = TARGET) -> Drift:
    """How clients/python differs from what the spec gives; writes nothing there."""
    with tempfile.TemporaryDirectory(prefix=".sdk-") as tmp:
        staged = Path(tmp) / "python"
        _render(spec_dir, staged)
        wanted, present = _files(staged), _files(target) if target.is_dir() else {}
    return Drift(
        changed=sorted(p for p in wanted if p in present and wanted[p] != present[p]),
        appeared=sorted(p for p in wanted if p not in present),
        gone=sorted(p for p in present if p not in wanted),
    )


def generate(spec_dir: Path = ROOT / "spec", target: Path = TARGET) -> Drift:
    """Regenerate clients/python (rendered aside, swapped in when complete)."""
    drift = check(spec_dir, target)
    with tempfile.TemporaryDirectory(prefix=".sdk-", dir=target.parent if target.parent.is_dir() else None) as tmp:
        staged = Path(tmp) / "python"
        _render(spec_dir, staged)
        if target.exists():
            shutil.rmtree(target)
        target.parent.mkdir(parents=True, exist_ok=True)
        staged.rename(target)
    return drift


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generator.sdk", description="Canopy's Python SDK.")
    parser.add_argument("command", choices=["generate", "check"])
    args = parser.parse_args(argv)
    if args.command == "generate":
        drift = generate()
        for line in drift.lines():
            print(f"  {line}")
        print(f"clients/python generated ({len(drift.lines())} file(s) changed)")
        return 0
    drift = check()
    if drift:
        print("clients/python is out of date with spec/ (run `make sdk` and commit):", file=sys.stderr)
        for line in drift.lines():
            print(f"  {line}", file=sys.stderr)
        return 1
    print("clients/python is up to date")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
