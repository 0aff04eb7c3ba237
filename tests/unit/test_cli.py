"""The `canopy` command loads what a command needs when that command runs (handwritten/cli/commands.py).

The service areas, the app and the generated operations take seconds to import; the test suite
and operators start `canopy` dozens of times for commands that need none of them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

# Packages a command imports only when it runs (the areas, the app, the generated code, the database).
_DEFERRED = (
    "handwritten.services",
    "handwritten.app",
    "handwritten.cli.demo",
    "handwritten.db.session",
    "handwritten.db.migrate",
    "generated.operations",
    "sqlalchemy",
)


def test_importing_the_command_defers_the_areas_the_app_and_the_database() -> None:
    probe = (
        "import json, sys; import handwritten.cli; "
        f"print(json.dumps(sorted(m for m in {list(_DEFERRED)!r} if m in sys.modules)))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(done.stdout) == []


def test_every_command_is_still_registered() -> None:
    from typer.main import get_command

    from handwritten.cli import app

    group = get_command(app)
    assert set(group.commands) >= {"migrate", "demo", "serve", "mailer", "worker", "mcp", "keys", "jobs"}
    assert set(group.commands) >= {"transactions", "surveys"}
    assert set(group.commands["keys"].commands) == {"create", "list", "revoke"}
    assert set(group.commands["transactions"].commands) == {"import"}
    assert set(group.commands["surveys"].commands) == {"publish"}
    assert set(group.commands["workspaces"].commands) == {"create", "list"}
    assert set(group.commands["users"].commands) == {"list"}


def test_version_prints_the_installed_packages_version() -> None:
    canopy = str(Path(sys.executable).parent / "canopy")
    done = subprocess.run([canopy, "--version"], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout == f"canopy {version('canopy')}\n"
