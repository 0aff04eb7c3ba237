"""The secret a development installation makes for itself (handwritten/installation_secret.py)."""

from __future__ import annotations

import stat
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from handwritten.installation_secret import installation_secret


def test_two_fresh_var_folders_get_different_secrets(tmp_path: Path) -> None:
    one, other = (
        installation_secret(tmp_path / "a" / "var" / "secret_key"),
        installation_secret(tmp_path / "b" / "var" / "secret_key"),
    )
    assert one != other and len(one) >= 64 and len(other) >= 64


def test_the_same_folder_keeps_its_secret_across_restarts(tmp_path: Path) -> None:
    path = tmp_path / "var" / "secret_key"
    made = installation_secret(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert list(path.parent.iterdir()) == [path]  # nothing else left behind
    # A new process, as a restarted server is, reads the same secret.
    probe = f"from pathlib import Path; from handwritten.installation_secret import installation_secret; print(installation_secret(Path({str(path)!r})))"
    again = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert again.stdout.strip() == made


def test_processes_starting_at_once_share_one_secret(tmp_path: Path) -> None:
    path = tmp_path / "var" / "secret_key"
    with ProcessPoolExecutor(max_workers=4) as pool:
        secrets = set(pool.map(installation_secret, [path] * 16))
    assert secrets == {path.read_text().strip()}


def test_a_file_holding_no_secret_is_refused_rather_than_signed_with(tmp_path: Path) -> None:
    path = tmp_path / "secret_key"
    path.write_text("short\n")
    with pytest.raises(ValueError, match="delete it to have a new one made"):
        installation_secret(path)
