"""Shared fixtures of the generator tests: the fixture spec, loaded and generated once per session."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator import ir
from generator.build import load_spec
from generator.output import generate
from tests.generator.golden import FIXTURE_SPEC

REPO_ROOT = Path(__file__).resolve().parents[2]


def run_generator(*args: str) -> subprocess.CompletedProcess[str]:
    """`python -m generator ARGS` in a subprocess, as a maintainer runs it."""
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
    )


@pytest.fixture(scope="session")
def fixture_spec() -> ir.Spec:
    """The fixture spec as the intermediate model."""
    return load_spec(FIXTURE_SPEC)


@pytest.fixture
def spec(tmp_path: Path) -> Path:
    """A fresh copy of the fixture spec, in a folder named spec/, to edit."""
    copy = tmp_path / "spec"
    shutil.copytree(FIXTURE_SPEC, copy)
    return copy


@pytest.fixture(scope="session")
def generated_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A root with the fixture spec generated into it. Read only: copy it before changing anything."""
    root = tmp_path_factory.mktemp("fixture-root")
    generate(root, FIXTURE_SPEC)
    return root
