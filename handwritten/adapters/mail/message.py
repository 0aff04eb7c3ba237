"""The invitation and information request emails, and the message object every transport delivers."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, datetime
from email.header import Header
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime, parseaddr

# What ends a line for str.splitlines, and so for the email package, which refuses it in a header
# value: C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def one_line(text: str) -> str:
    """Text fit for a header: control characters (a header injection) become single spaces."""
    return _CONTROL.sub(" ", text).strip()


def invitation_subject(workspace: str) -> str:
    return f"You are invited to join {one_line(workspace)} on Canopy"


def invitation_body(*, workspace: str, inviter: str, role: str, link: str, expires_at: datetime) -> str:
    return (
        f"Hello,\n\n"
        f"{one_line(inviter)} invited you to join {one_line(workspace)} on Canopy as {role}.\n\n"
        f"Open this link to see the invitation and accept it. You will get an API key for "
        f"{one_line(workspace)}, shown once on that page:\n\n    {link}\n\n"
        f"The invitation expires on {expires_at:%Y-%m-%d at %H:%M} UTC. If you did not expect it, "
        f"you can ignore this email.\n"
    )


def information_request_subject(workspace: str, order: str) -> str:
    return f"{one_line(workspace)} asks for supply-chain information on order {one_line(order)}"


def information_request_body(*, workspace: str, name: str, order: str, ordered_on: date, lines: Sequence[str]) -> str:
    """The request for the information the EU deforestation regulation asks of an order's goods."""
    greeting = f"Hello {one_line(name)}," if one_line(name) else "Hello,"
    listed = "".join(f"  - {one_line(line)}\n" for line in lines) or "  (no line items yet)\n"
    return (
        f"{greeting}\n\n"
        f"{one_line(workspace)} asks for the supply-chain information of order {one_line(order)} of "
        f"{ordered_on:%Y-%m-%d}:\n\n{listed}\n"
        f"For each line, please send the places of production (geolocation of the plots), the "
        f"countries of production and the reference numbers of the due diligence statements "
        f"covering the goods, as the EU deforestation regulation (EU) 2023/1115 requires.\n\n"
        f"You receive this email because {one_line(workspace)} names you as the contact of this "
        f"trading relationship on Canopy.\n"
    )


def compose(*, sender: str, recipient: str, subject: str, body: str, message_id: str, date: datetime) -> EmailMessage:
    """A plain-text message. `message_id` is stable per outbox row, so a resent copy is recognisable."""
    message = EmailMessage()
    name, address = parseaddr(sender)
    message["From"] = Address(display_name=name, addr_spec=address) if name else address
    message["To"] = recipient
    subject = one_line(subject)
    if subject.isascii():
        message["Subject"] = subject
    else:
        # Python before 3.13 loses the space between two encoded words where it folds a long
        # non-ASCII header ("Café Crème" arrives as "CaféCrème"). The legacy Header encodes the
        # spaces inside its encoded words and folds them itself; the value is stored as folded.
        message.set_raw("Subject", Header(subject, "utf-8", header_name="Subject").encode())
    message["Date"] = format_datetime(date)
    message["Message-ID"] = message_id
    message.set_content(body)
    return message


def message_id(key: str, sender: str) -> str:
    _, at, domain = parseaddr(sender)[1].rpartition("@")
    domain = domain if at and domain else "canopy.localhost"
    return f"<{key}@{domain}>"
