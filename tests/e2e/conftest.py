"""What the browser tests need, installed from the repository's own files when missing.

Chromium comes from Debian's package (`apt-get install -y chromium`, as bench/run.py installs
wrk); Playwright's own browser download does not work here, so Playwright drives that binary.
The `playwright` Python package is installed from the line of pyproject.toml's dev extra.
On CI (CI set) a browser that cannot be had fails the tests; elsewhere they are skipped, saying why.
"""

from __future__ import annotations

import fcntl
import importlib
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
INSTALL_TIMEOUT = 900  # seconds: a first install of Chromium downloads about 100 MB of packages


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the browser tests: {reason}", pytrace=False)
    pytest.skip(reason)


def _apt_install(package: str) -> str | None:
    """Install a Debian package (apt-get update first if it is not found); None, or why it failed."""
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        return f"cannot install {package}: needs root and apt-get (run: apt-get install -y {package})"
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    # Wait for dpkg's lock rather than fail when another apt-get (outside these tests) holds it.
    install = ["apt-get", "-o", "DPkg::Lock::Timeout=300", "install", "-y", "-q", package]
    try:
        first = subprocess.run(install, env=env, capture_output=True, text=True, timeout=INSTALL_TIMEOUT, check=False)
        if first.returncode == 0:
            return None
        subprocess.run(["apt-get", "update", "-q"], env=env, capture_output=True, timeout=INSTALL_TIMEOUT, check=False)
        again = subprocess.run(install, env=env, capture_output=True, text=True, timeout=INSTALL_TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return f"apt-get install {package} took longer than {INSTALL_TIMEOUT} s"
    if again.returncode != 0:
        return f"apt-get install {package} failed: {(again.stderr or again.stdout)[-1500:]}"
    return None


def ensure_chromium() -> str:
    """The path of Debian's Chromium, installed when missing.

    The test workers (pytest-xdist) may each need it at once: one installs while the others wait
    for it under a file lock, then find it installed (two apt-get at once: one fails on dpkg's lock).
    """
    with open(Path(os.environ.get("TMPDIR", "/tmp")) / "canopy-tests-chromium.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not os.access(CHROMIUM, os.X_OK):
            failure = _apt_install("chromium")
            if failure is not None:
                _unavailable(failure)
    if not os.access(CHROMIUM, os.X_OK):
        _unavailable(f"{CHROMIUM} is still missing after apt-get install chromium")
    return CHROMIUM


def playwright_requirement() -> str:
    """The `playwright` line of pyproject.toml's dev extra (e.g. "playwright>=1.50")."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for requirement in project["optional-dependencies"]["dev"]:
        if re.match(r"playwright\b(?![-_.])", requirement):
            return str(requirement)
    raise AssertionError("pyproject.toml's dev extra names no playwright")


def ensure_playwright() -> None:
    """Install the `playwright` package into this interpreter when it cannot be imported."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        requirement = playwright_requirement()
        install = [sys.executable, "-m", "pip", "install", "--quiet", requirement]
        try:
            result = subprocess.run(install, capture_output=True, text=True, timeout=INSTALL_TIMEOUT, check=False)
        except subprocess.TimeoutExpired:
            _unavailable(f"pip install {requirement} took longer than {INSTALL_TIMEOUT} s")
        else:
            if result.returncode != 0:
                _unavailable(f"pip install {requirement} failed: {result.stderr[-1500:]}")
            importlib.invalidate_caches()


@pytest.fixture(scope="session")
def chromium() -> str:
    """Chromium's executable, with the Playwright package that drives it installed."""
    ensure_playwright()
    return ensure_chromium()
