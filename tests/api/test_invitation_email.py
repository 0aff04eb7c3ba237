"""The invitation email, end to end (issue 4, point 10).

Delivered through a real SMTP server on loopback (aiosmtpd, in its own thread) or into a maildir:
recorded with the invitation it announces, sent after commit, retried while the server is down or
refuses, never lost and never sent twice. The app runs its outbox worker in the TestClient's
event loop; tests wait for deliveries with bounded polling loops.
"""

from __future__ import annotations

import asyncio
import mailbox
import re
import socket
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

import httpx2 as httpx
import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.testclient import TestClient

from handwritten.adapters.mail.outbox import Outbox
from handwritten.adapters.mail.transports import MaildirTransport, SmtpTransport
from handwritten.app import create_app
from handwritten.db.models import OutboxEmail
from handwritten.db.session import Database
from handwritten.settings import Settings
from tests.api.conftest import Direct, Env

INVITATIONS = "/api/accounts/invitations/"
T = TypeVar("T")


# -- waiting -------------------------------------------------------------------------------------


def wait_for(condition: Callable[[], T], what: str, timeout: float = 10.0, every: float = 0.02) -> T:
    """Poll `condition` until it returns something truthy, and return that; fail after `timeout` s."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"gave up after {timeout} s waiting for {what}")
        time.sleep(every)


# -- the SMTP server -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Received:
    """One message the server accepted."""

    mail_from: str
    rcpt_tos: list[str]
    message: EmailMessage

    @property
    def body(self) -> str:
        part = self.message.get_body(("plain",))
        assert isinstance(part, EmailMessage)
        return str(part.get_content())


class Recorder:
    """An aiosmtpd handler: keeps each message it accepts, or answers DATA with `refusal` when set."""

    def __init__(self) -> None:
        self.received: list[Received] = []
        self.refusal: str | None = None
        self.refused = 0

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        if self.refusal is not None:
            self.refused += 1
            return self.refusal
        assert isinstance(envelope.content, bytes)
        message = message_from_bytes(envelope.content, policy=policy.default)
        assert isinstance(message, EmailMessage)
        self.received.append(Received(str(envelope.mail_from), list(envelope.rcpt_tos), message))
        return "250 Message accepted for delivery"


class SmtpServer:
    """An SMTP server on 127.0.0.1:`port`, started and stopped at will."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.recorder = Recorder()
        self._controller: Controller | None = None

    @property
    def received(self) -> list[Received]:
        return list(self.recorder.received)

    def start(self) -> None:
        assert self._controller is None
        self._controller = Controller(self.recorder, hostname="127.0.0.1", port=self.port)
        self._controller.start()

    def stop(self) -> None:
        controller, self._controller = self._controller, None
        if controller is not None:
            controller.stop()

    def wait_for_messages(self, count: int) -> list[Received]:
        return wait_for(lambda: self.received if len(self.recorder.received) >= count else [], f"{count} email(s)")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def smtp_down() -> Iterator[SmtpServer]:
    """A server not started yet: nothing listens on its port until the test starts it."""
    server = SmtpServer(free_port())
    yield server
    server.stop()


@pytest.fixture
def smtp(smtp_down: SmtpServer) -> SmtpServer:
    smtp_down.start()
    return smtp_down


def smtp_settings(env: Env, server: SmtpServer, tmp_path: Path, **changes: Any) -> Settings:
    """The test's settings, sending through `server` and retrying failures within a fraction of a second."""
    update_: dict[str, Any] = {
        "smtp_host": "127.0.0.1",
        "smtp_port": server.port,
        "smtp_security": "none",
        "smtp_timeout": 5.0,
        "mail_retry_base": 0.05,
        "mail_retry_max": 0.2,
        "mail_poll_interval": 0.2,
        "maildir": tmp_path / "unused-maildir",  # never the repository's var/mail
    }
    return env.settings.model_copy(update=update_ | changes)


# -- reading what was sent -----------------------------------------------------------------------


def outbox_rows(direct: Direct) -> list[OutboxEmail]:
    async def work(session: AsyncSession) -> list[OutboxEmail]:
        return list((await session.scalars(select(OutboxEmail).order_by(OutboxEmail.id))).all())

    return direct.run(work)


def all_sent(direct: Direct, count: int) -> list[OutboxEmail]:
    """Wait until the outbox holds `count` rows, every one sent; return them."""

    def sent() -> list[OutboxEmail]:
        rows = outbox_rows(direct)
        return rows if len(rows) == count and all(row.sent_at is not None for row in rows) else []

    return wait_for(sent, f"{count} outbox row(s) sent", every=0.05)


def failed_attempts(direct: Direct, count: int) -> list[OutboxEmail]:
    """The outbox's one row once `count` attempts have failed (the last one settled, not in progress)."""
    rows = outbox_rows(direct)
    done = len(rows) == 1 and rows[0].attempts >= count and rows[0].claimed_until is None
    return rows if done else []


def link_in(body: str, settings: Settings) -> str:
    """The invitation link in an email body (the configured link with a UUID in place of {id})."""
    before, after = (re.escape(part) for part in settings.invitation_link.split("{id}"))
    found = re.search(before + r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}" + after, body)
    assert found, f"no invitation link in {body!r}"
    return found.group(0)


def invitation_id_of(link: str, settings: Settings) -> str:
    before, after = settings.invitation_link.split("{id}")
    return str(uuid.UUID(link.removeprefix(before).removesuffix(after)))


# The path of the emailed link: the base host's invitation page (decision invitation_page).
PAGE = re.compile(r"/invitations/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/")


def preview(client: TestClient, link: str) -> httpx.Response:
    """Follow an emailed link as a browser would: its page, then the preview the page shows (I8), anonymously."""
    path = urlsplit(link).path
    found = PAGE.fullmatch(path)
    assert found, f"{link} is not the invitation page"
    page = client.get(path)
    assert (page.status_code, page.headers["content-type"]) == (200, "text/html; charset=utf-8"), page.text
    return client.get(f"/api/accounts/invitations/{found.group(1)}/preview/")


def invite(client: TestClient, env: Env, email: str, role_id: int) -> dict[str, Any]:
    response = client.post(INVITATIONS, json={"email": email, "auth_group": role_id}, headers=env.auth("owner"))
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


# -- delivery over SMTP --------------------------------------------------------------------------


def test_an_invitation_emails_the_invitee_a_link_that_opens_it(
    env: Env, direct: Direct, smtp: SmtpServer, tmp_path: Path
) -> None:
    settings = smtp_settings(env, smtp, tmp_path)
    editor = direct.roles()["Editor"]
    with TestClient(create_app(settings)) as client:
        invitation = invite(client, env, "new.person@example.com", editor)
        [email] = smtp.wait_for_messages(1)

        assert email.rcpt_tos == ["new.person@example.com"]
        assert email.message["To"] == "new.person@example.com"
        assert email.mail_from == "no-reply@canopy.localhost"
        assert "Acme Cocoa" in email.message["Subject"]
        link = link_in(email.body, settings)
        assert invitation_id_of(link, settings) == invitation["id"]
        opened = preview(client, link)
        assert opened.status_code == 200, opened.text
        assert opened.json()["id"] == invitation["id"]
        assert opened.json()["email"] == "new.person@example.com"
        assert opened.json()["company"]["name"] == "Acme Cocoa"

        [row] = all_sent(direct, 1)
    assert str(row.invitation_id) == invitation["id"]
    assert row.attempts == 1 and row.last_error == ""
    assert len(smtp.received) == 1  # sent once: the row is marked sent, so nothing else can follow


def test_renewal_emails_a_new_link_and_the_old_one_stops_working(
    env: Env, direct: Direct, smtp: SmtpServer, tmp_path: Path
) -> None:
    settings = smtp_settings(env, smtp, tmp_path)
    editor = direct.roles()["Editor"]
    with TestClient(create_app(settings)) as client:
        old = invite(client, env, "renewed@example.com", editor)
        [first] = smtp.wait_for_messages(1)
        old_link = link_in(first.body, settings)
        assert preview(client, old_link).status_code == 200

        response = client.post(f"{INVITATIONS}renew/", json={"invitation": old["id"]}, headers=env.auth("owner"))
        assert response.status_code == 201, response.text
        new = response.json()
        assert new["id"] != old["id"]

        first_again, second = smtp.wait_for_messages(2)
        assert first_again == first
        assert second.rcpt_tos == ["renewed@example.com"]
        assert "Acme Cocoa" in second.message["Subject"]
        new_link = link_in(second.body, settings)
        assert invitation_id_of(new_link, settings) == new["id"]
        assert second.message["Message-ID"] != first.message["Message-ID"]

        opened = preview(client, new_link)
        assert opened.status_code == 200, opened.text
        assert opened.json()["id"] == new["id"]
        stale = preview(client, old_link)
        assert stale.status_code == 404
        assert stale.json() == {"detail": "Not found."}

        all_sent(direct, 2)
    assert len(smtp.received) == 2


def test_smtp_down_delays_the_email_without_failing_the_request_or_losing_it(
    env: Env, direct: Direct, smtp_down: SmtpServer, tmp_path: Path
) -> None:
    settings = smtp_settings(env, smtp_down, tmp_path)
    editor = direct.roles()["Editor"]
    with TestClient(create_app(settings)) as client:
        invitation = invite(client, env, "patient@example.com", editor)
        found = client.get(f"{INVITATIONS}{invitation['id']}/", headers=env.auth("owner"))
        assert found.status_code == 200, found.text

        [row] = wait_for(lambda: failed_attempts(direct, 2), "two failed attempts", every=0.05)
        assert str(row.invitation_id) == invitation["id"]
        assert row.sent_at is None
        assert row.last_error  # why it failed (connection refused), kept for the operator

        smtp_down.start()
        [email] = smtp_down.wait_for_messages(1)
        assert email.rcpt_tos == ["patient@example.com"]
        assert invitation_id_of(link_in(email.body, settings), settings) == invitation["id"]
        [row] = all_sent(direct, 1)
    assert row.attempts >= 3
    assert len(smtp_down.received) == 1


@pytest.mark.parametrize("refusal", ["451 4.3.0 Try again later", "550 5.7.1 Delivery not authorized"])
def test_smtp_refusing_delays_the_email_without_failing_the_request_or_losing_it(
    env: Env, direct: Direct, smtp: SmtpServer, tmp_path: Path, refusal: str
) -> None:
    smtp.recorder.refusal = refusal
    settings = smtp_settings(env, smtp, tmp_path)
    editor = direct.roles()["Editor"]
    with TestClient(create_app(settings)) as client:
        invitation = invite(client, env, "refused@example.com", editor)

        [row] = wait_for(lambda: failed_attempts(direct, 2), "two refused attempts", every=0.05)
        assert row.sent_at is None
        assert refusal.split()[0] in row.last_error
        assert smtp.recorder.refused >= 2
        assert smtp.received == []

        smtp.recorder.refusal = None
        [email] = smtp.wait_for_messages(1)
        assert email.rcpt_tos == ["refused@example.com"]
        assert invitation_id_of(link_in(email.body, settings), settings) == invitation["id"]
        all_sent(direct, 1)
    assert len(smtp.received) == 1


def test_bulk_creation_emails_each_invitee_their_own_invitation(
    env: Env, direct: Direct, smtp: SmtpServer, tmp_path: Path
) -> None:
    settings = smtp_settings(env, smtp, tmp_path)
    viewer = direct.roles()["Viewer"]
    invitees = [f"bulk{i}@example.com" for i in range(6)]
    with TestClient(create_app(settings)) as client:
        response = client.post(
            f"{INVITATIONS}bulk/",
            json={"operations": [{"email": email, "auth_group": viewer} for email in invitees]},
            headers=env.auth("owner"),
        )
        assert response.status_code == 200, response.text
        results = response.json()["results"]
        assert [r["status"] for r in results] == ["accepted"] * len(invitees)
        issued = {r["invitation"]["email"]: r["invitation"]["id"] for r in results}

        emails = smtp.wait_for_messages(len(invitees))
        all_sent(direct, len(invitees))
    assert len(smtp.received) == len(invitees)
    linked = {}
    for email in emails:
        [recipient] = email.rcpt_tos
        assert email.message["To"] == recipient
        linked[recipient] = invitation_id_of(link_in(email.body, settings), settings)
    assert linked == issued


def test_a_rejected_request_records_no_email(env: Env, direct: Direct, smtp: SmtpServer, tmp_path: Path) -> None:
    settings = smtp_settings(env, smtp, tmp_path)
    editor = direct.roles()["Editor"]
    with TestClient(create_app(settings)) as client:
        invitation = invite(client, env, "once@example.com", editor)
        duplicate = client.post(
            INVITATIONS, json={"email": "once@example.com", "auth_group": editor}, headers=env.auth("owner")
        )
        assert duplicate.status_code == 400, duplicate.text
        member = client.post(
            INVITATIONS, json={"email": "editor@acme.example", "auth_group": editor}, headers=env.auth("owner")
        )
        assert member.status_code == 400, member.text
        bulk = client.post(
            f"{INVITATIONS}bulk/",
            json={"operations": [{"email": "once@example.com", "auth_group": editor}]},
            headers=env.auth("owner"),
        )
        assert bulk.status_code == 200, bulk.text
        assert bulk.json()["results"][0]["status"] == "rejected"

        [row] = all_sent(direct, 1)
    assert str(row.invitation_id) == invitation["id"]
    [email] = smtp.received
    assert email.rcpt_tos == ["once@example.com"]


# -- several workers ------------------------------------------------------------------------------


def record_emails(env: Env, direct: Direct, settings: Settings, count: int) -> list[str]:
    """Invite `count` people through an app that delivers nothing (mail_worker off); return their emails."""
    viewer = direct.roles()["Viewer"]
    invitees = [f"worker{i}@example.com" for i in range(count)]
    with TestClient(create_app(settings.model_copy(update={"mail_worker": False}))) as client:
        response = client.post(
            f"{INVITATIONS}bulk/",
            json={"operations": [{"email": email, "auth_group": viewer} for email in invitees]},
            headers=env.auth("owner"),
        )
        assert response.status_code == 200, response.text
    rows = outbox_rows(direct)
    assert len(rows) == count and all(row.sent_at is None and row.attempts == 0 for row in rows)
    return invitees


def test_two_workers_delivering_at_once_send_each_email_once(
    env: Env, direct: Direct, smtp: SmtpServer, tmp_path: Path
) -> None:
    settings = smtp_settings(env, smtp, tmp_path)
    invitees = record_emails(env, direct, settings, 12)

    async def two_workers() -> tuple[list[int], list[int]]:
        databases = [Database(settings), Database(settings)]
        try:
            workers = [Outbox(db, SmtpTransport(settings), settings) for db in databases]
            together = await asyncio.gather(*(worker.deliver_due() for worker in workers))
            again = await asyncio.gather(*(worker.deliver_due() for worker in workers))
            return list(together), list(again)
        finally:
            for db in databases:
                await db.dispose()

    together, again = asyncio.run(two_workers())
    assert sum(together) == len(invitees)  # every email claimed, by one worker or the other
    assert again == [0, 0]  # and, once sent, by neither again
    received = smtp.received
    assert sorted(r for email in received for r in email.rcpt_tos) == sorted(invitees)
    assert len({email.message["Message-ID"] for email in received}) == len(invitees)
    assert all(row.sent_at is not None and row.attempts == 1 for row in outbox_rows(direct))


class HeldTransport:
    """Records deliveries, and holds each one until released: a worker in the middle of sending."""

    def __init__(self) -> None:
        self.keys: list[str] = []
        self.sending = asyncio.Event()
        self.release = asyncio.Event()

    async def deliver(self, message: EmailMessage, key: str) -> None:
        self.sending.set()
        await self.release.wait()
        self.keys.append(key)


class CountedOutbox(Outbox):
    sweeps = 0

    async def deliver_due(self) -> int:
        self.sweeps += 1
        return await super().deliver_due()


def test_an_email_being_sent_by_one_worker_is_left_alone_by_another(
    env: Env, direct: Direct, smtp: SmtpServer, tmp_path: Path
) -> None:
    # A long poll interval: the idle worker's loop should sweep once, then wait for the claim to end.
    settings = smtp_settings(env, smtp, tmp_path, mail_poll_interval=30.0)
    invitees = record_emails(env, direct, settings, 3)

    async def scenario() -> tuple[list[str], int, int, int, int]:
        databases = [Database(settings), Database(settings)]
        try:
            held = HeldTransport()
            busy = Outbox(databases[0], held, settings)
            idle = CountedOutbox(databases[1], SmtpTransport(settings), settings)
            sending = asyncio.create_task(busy.deliver_due())
            await asyncio.wait_for(held.sending.wait(), timeout=10)
            claimed_meanwhile = await idle.deliver_due()
            # The idle worker's own loop, watched for a moment (an observation window, not a wait):
            # it must not sweep again and again while the other worker holds the emails.
            idle.sweeps = 0
            await idle.start()
            await asyncio.sleep(0.3)
            await idle.stop()
            sweeps = idle.sweeps
            held.release.set()
            claimed = await asyncio.wait_for(sending, timeout=10)
            return held.keys, claimed_meanwhile, sweeps, claimed, await idle.deliver_due()
        finally:
            for db in databases:
                await db.dispose()

    keys, claimed_meanwhile, sweeps, claimed, claimed_after = asyncio.run(scenario())
    assert claimed == len(invitees) and len(set(keys)) == len(invitees)
    assert claimed_meanwhile == 0
    assert sweeps == 1
    assert claimed_after == 0
    assert smtp.received == []  # the idle worker sent nothing
    assert all(row.sent_at is not None and row.attempts == 1 for row in outbox_rows(direct))


# -- the maildir (the embedded default) ------------------------------------------------------------


def test_without_smtp_the_email_lands_in_the_maildir_once(env: Env, direct: Direct, tmp_path: Path) -> None:
    maildir = tmp_path / "var" / "mail"  # its parent does not exist yet either
    settings = env.settings.model_copy(
        update={"maildir": maildir, "mail_poll_interval": 0.2, "mail_retry_base": 0.05, "mail_retry_max": 0.2}
    )
    assert not settings.smtp_host
    editor = direct.roles()["Editor"]

    def stored() -> list[EmailMessage]:
        if not (maildir / "new").is_dir():
            return []
        box = mailbox.Maildir(maildir, create=False)
        messages = [message_from_bytes(box.get_bytes(key), policy=policy.default) for key in box.keys()]
        return [m for m in messages if isinstance(m, EmailMessage)]

    with TestClient(create_app(settings)) as client:
        invitation = invite(client, env, "local@example.com", editor)
        [message] = wait_for(stored, "the email in the maildir")
        assert message["To"] == "local@example.com"
        assert "Acme Cocoa" in message["Subject"]
        body = message.get_body(("plain",))
        assert isinstance(body, EmailMessage)
        link = link_in(str(body.get_content()), settings)
        assert invitation_id_of(link, settings) == invitation["id"]
        assert preview(client, link).status_code == 200
        [row] = all_sent(direct, 1)

    # A worker that delivered and died before recording it: the row is due again and delivered
    # again, and the second copy replaces the first.
    async def undo_sent(session: AsyncSession) -> None:
        await session.execute(update(OutboxEmail).values(sent_at=None, claimed_until=None))

    direct.run(undo_sent)

    async def deliver_again() -> int:
        db = Database(settings)
        try:
            return await Outbox(db, MaildirTransport(maildir), settings).deliver_due()
        finally:
            await db.dispose()

    assert asyncio.run(deliver_again()) == 1
    [again] = stored()
    assert again["Message-ID"] == message["Message-ID"]
    assert len(list((maildir / "new").iterdir())) == 1 and not list((maildir / "tmp").iterdir())
    [row] = outbox_rows(direct)
    assert row.sent_at is not None and row.attempts == 2
