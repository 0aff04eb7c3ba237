"""The invitation email's text and the message every transport delivers."""

from __future__ import annotations

from datetime import UTC, datetime
from email import message_from_bytes, policy
from email.message import EmailMessage

import pytest

from handwritten.adapters.mail.message import compose, invitation_body, invitation_subject, message_id

SENT = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)


def parsed(message: EmailMessage) -> EmailMessage:
    """The message as a receiving server reads it back from the wire."""
    result = message_from_bytes(message.as_bytes(), policy=policy.default)
    assert isinstance(result, EmailMessage)
    return result


def invitation_email(subject: str, body: str = "Hello") -> EmailMessage:
    return compose(
        sender="Canopy <no-reply@canopy.example>",
        recipient="invitee@example.com",
        subject=subject,
        body=body,
        message_id="<canopy-outbox-7@canopy.example>",
        date=SENT,
    )


def test_compose_sets_the_headers_and_the_body() -> None:
    message = parsed(invitation_email("You are invited to join Acme Cocoa on Canopy", "Open this link."))
    assert message["From"] == "Canopy <no-reply@canopy.example>"
    assert message["From"].addresses[0].addr_spec == "no-reply@canopy.example"
    assert message["To"] == "invitee@example.com"
    assert message["Subject"] == "You are invited to join Acme Cocoa on Canopy"
    assert message["Message-ID"] == "<canopy-outbox-7@canopy.example>"
    assert message["Date"].datetime == SENT
    assert message.get_content_type() == "text/plain"
    assert message.get_content().strip() == "Open this link."


def test_a_sender_without_a_display_name() -> None:
    message = compose(
        sender="no-reply@canopy.example",
        recipient="a@example.com",
        subject="S",
        body="B",
        message_id="<x@y>",
        date=SENT,
    )
    assert parsed(message)["From"] == "no-reply@canopy.example"


@pytest.mark.parametrize(
    "workspace",
    [
        "Acme\r\nBcc: victim@evil.example",
        "Acme\nBcc: victim@evil.example",
        "Acme\rBcc: victim@evil.example",
        "Acme\x0bBcc: victim@evil.example",
        "Acme\x85Bcc: victim@evil.example",  # NEL, a line break for str.splitlines
        "Acme\u2028Bcc: victim@evil.example",  # LINE SEPARATOR
        "Acme\u2029Bcc: victim@evil.example",  # PARAGRAPH SEPARATOR
        "Acme\r\n\r\nA body of the attacker's choosing",
    ],
)
def test_a_line_break_in_the_workspace_name_cannot_inject_a_header(workspace: str) -> None:
    subject = invitation_subject(workspace)
    assert len(subject.splitlines()) == 1
    assert not any(c in subject for c in "\r\n")
    assert subject.startswith("You are invited to join Acme ")  # neutralised, not dropped

    message = parsed(invitation_email(subject))
    assert message["Bcc"] is None
    # One Subject, the whole text (Python may fold it right after "Subject:", hence the strip).
    assert [str(header).strip() for header in message.get_all("Subject", [])] == [subject]
    assert message.get_content().strip() == "Hello"


def test_compose_neutralises_a_subject_that_was_stored_unsafe() -> None:
    # An outbox row recorded before the workspace name was cleaned still composes, on one line.
    message = parsed(invitation_email("Join Acme\u2028Bcc: victim@evil.example"))
    assert message["Bcc"] is None
    assert message["Subject"] == "Join Acme Bcc: victim@evil.example"


@pytest.mark.parametrize(
    "workspace",
    [
        "Café",
        "Coopérative Agrícola Mixta de Exportação do Brasil",
        "Coopérative Café Crème & Söhne " * 8,
        "咖啡 合作社 " * 30,
    ],
)
def test_a_non_ascii_subject_arrives_with_every_space(workspace: str) -> None:
    subject = invitation_subject(workspace)
    message = invitation_email(subject)
    assert message["Subject"] == subject
    raw = message.as_bytes()
    assert raw.isascii() and max(len(line) for line in raw.splitlines()) <= 78
    assert parsed(message)["Subject"] == subject


def test_the_body_names_the_workspace_inviter_role_link_and_expiry() -> None:
    body = invitation_body(
        workspace="Acme\nCocoa",
        inviter="Olivia\r\nOwner",
        role="Editor",
        link="https://app.example/invitations/0f1e/",
        expires_at=datetime(2026, 3, 8, 9, 30, tzinfo=UTC),
    )
    assert "Olivia Owner invited you to join Acme Cocoa on Canopy as Editor." in body
    assert "    https://app.example/invitations/0f1e/\n" in body
    # What the link does (decision invitation_page): it opens the invitation, which gives a key.
    assert (
        "Open this link to see the invitation and accept it. You will get an API key for Acme Cocoa, "
        "shown once on that page:\n\n    https://app.example/invitations/0f1e/\n"
    ) in body
    assert "2026-03-08 at 09:30 UTC" in body


def test_message_ids_are_stable_and_in_the_senders_domain() -> None:
    assert message_id("canopy-outbox-7", "Canopy <no-reply@acme.example>") == "<canopy-outbox-7@acme.example>"
    assert message_id("canopy-outbox-7", "Canopy <no-reply@acme.example>") == message_id(
        "canopy-outbox-7", "no-reply@acme.example"
    )
    assert message_id("canopy-outbox-8", "no-reply") == "<canopy-outbox-8@canopy.localhost>"
