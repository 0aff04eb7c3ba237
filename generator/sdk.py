"""The Python SDK in clients/python/, generated from generated/openapi/combined.yaml.

    python -m generator.sdk generate   (make sdk)   write clients/python/
    python -m generator.sdk check      (make check-generated)   fail when it is out of date

openapi-python-client (pinned in the dev dependencies, so its output is reproducible) writes the
package `canopy_client`: typed models and one module per operation, by area. The generator adds
`canopy_client/hosts.py` from the spec: the area of each operation's host, and a `Canopy` class
holding an authenticated client per host. The package is committed, like generated/, so that
integrators install it from the repository and CI sees when it drifts from the spec.
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


def _render(spec_dir: Path, folder: Path) -> None:
    """The SDK into `folder`: openapi-python-client's package, then the generator's hosts module."""
    tool = Path(sys.executable).parent / "openapi-python-client"
    # Its post-hooks run ruff: the project's pinned one, first on PATH.
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    result = subprocess.run(
        [str(tool), "generate", "--path", str(OPENAPI), "--config", str(CONFIG), "--meta", "setup"]
        + ["--output-path", str(folder), "--overwrite"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    if result.returncode != 0 or "Warning" in result.stdout + result.stderr:
        raise RuntimeError(f"openapi-python-client failed or warned:\n{result.stdout}{result.stderr}")
    spec = load_spec(spec_dir)
    area_hosts = sorted({(op.area, op.host) for op in spec.operations})
    hosts = environment(TEMPLATES).get_template("sdk_hosts.py.jinja").render(hosts=spec.hosts, area_hosts=area_hosts)
    (folder / PACKAGE / "hosts.py").write_text(hosts, encoding="utf-8")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "format",
            "--quiet",
            "--no-cache",
            "--line-length",
            "120",
            str(folder / PACKAGE / "hosts.py"),
        ],
        check=True,
    )


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
