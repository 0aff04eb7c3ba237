"""`canopy mailer`: the outbox delivered by a process of its own, while the API process sends nothing."""

from __future__ import annotations

import mailbox
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from starlette.testclient import TestClient

from handwritten.app import create_app
from tests.api.conftest import Direct, Env

CANOPY = str(Path(sys.executable).parent / "canopy")


def test_the_mailer_delivers_what_the_api_recorded(env: Env, direct: Direct, tmp_path: Path) -> None:
    maildir = tmp_path / "mail"
    settings = env.settings.model_copy(update={"mail_worker": False, "maildir": maildir})
    viewer = direct.roles()["Viewer"]
    with TestClient(create_app(settings)) as client:
        ops = [{"email": f"m{n}@example.org", "auth_group": viewer} for n in range(3)]
        response = client.post("/api/accounts/invitations/bulk/", json={"operations": ops}, headers=env.auth("owner"))
        assert response.status_code == 200
    assert not maildir.exists()  # the API process delivered nothing

    process = subprocess.Popen(
        [CANOPY, "mailer"],
        env={
            **os.environ,
            "CANOPY_MODE": "test",
            "CANOPY_DATABASE_URL": env.settings.database_url,
            "CANOPY_MAILDIR": str(maildir),
            "CANOPY_MAIL_POLL_INTERVAL": "0.2",
        },
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 20
        recipients: list[str] = []
        while time.monotonic() < deadline and len(recipients) < 3:
            time.sleep(0.1)
            if (maildir / "new").is_dir():
                recipients = sorted(str(m["To"]) for m in mailbox.Maildir(maildir, create=False))
        assert recipients == ["m0@example.org", "m1@example.org", "m2@example.org"]
    finally:
        process.send_signal(signal.SIGTERM)
        _, stderr = process.communicate(timeout=20)
    assert process.returncode == 0, stderr.decode()
