"""The secret a development installation signs with, made for it on first use and kept in var/.

No secret is written in the source: a checkout's signatures (the local store's signed URLs) are
its own, and a URL signed by one installation is refused by every other. Production sets
CANOPY_SECRET_KEY instead (handwritten/settings.py).
"""

from __future__ import annotations

import errno
import os
import secrets
import tempfile
from pathlib import Path

__all__ = ["installation_secret"]

MIN_LENGTH = 32  # as CANOPY_SECRET_KEY in production
# Hard links are the atomic "create unless it exists"; where the file system has none (as adapters/storage/local.py).
_NO_LINKS = {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK}


def installation_secret(path: Path) -> str:
    """The secret kept at `path`, made there when there is none yet: 64 random URL-safe
    characters in a file only its owner may read (0600).

    Several processes may start at once (`canopy serve --workers`): the new secret is written
    whole to a file of its own, then linked into place, which fails when another process got
    there first; the one in place is then read, so every process signs alike.
    """
    try:
        return _read(path)
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, made = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")  # 0600, as mkstemp makes it
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(secrets.token_urlsafe(48) + "\n")
            file.flush()
            os.fsync(file.fileno())
        try:
            os.link(made, path)
        except FileExistsError:
            pass  # another process made it first: its secret is the installation's
        except OSError as error:
            if error.errno not in _NO_LINKS:
                raise
            _create_in_place(path, Path(made).read_text(encoding="utf-8"))
    finally:
        os.unlink(made)
    return _read(path)


def _create_in_place(path: Path, secret: str) -> None:
    """Without hard links: the file is created only if there is none (a process starting at the
    same instant may then read it before it is written, and stops with _read's error)."""
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(secret)


def _read(path: Path) -> str:
    secret = path.read_text(encoding="utf-8").strip()
    if len(secret) < MIN_LENGTH:
        raise ValueError(f"{path} holds no secret of {MIN_LENGTH} characters or more; delete it to have a new one made")
    return secret
