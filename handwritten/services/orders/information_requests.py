"""The information request of an order (decision order_information_request): made by
send_information_request on O6–O9, shown by OR1, sent after review by OR2.

An order has one request, to the contact of its value chain. It awaits the workspace's review
unless the write skipped review; sending records the email in the mail outbox in the request's
transaction, so it goes out after commit, or not at all when the write fails.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select

from generated import models
from generated.enums import InformationRequestStatus
from generated.rows.information_requests import order_information_request_from_row, order_information_request_row
from handwritten.adapters.mail import outbox
from handwritten.adapters.mail.message import information_request_body, information_request_subject
from handwritten.db.models import Company, utcnow
from handwritten.db.orders import Order, OrderInformationRequest, OrderItem
from handwritten.db.origins import ValueChain
from handwritten.db.products import Product
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import NotFound, ValidationFailed

NO_VALUE_CHAIN = "The order has no value chain whose contact could receive the information request."
NO_CONTACT = "The order's value chain has no contact_email to send the information request to."
ALREADY_SENT = "The information request of this order was sent already."


@dataclass(frozen=True, slots=True)
class Contact:
    email: str
    name: str


async def request_information(ctx: RequestContext, order: Order, *, skip_review: bool) -> bool:
    """Make (or refresh) the information request of the workspace's `order`, sending it unless it
    awaits review; True when an email was recorded. A 400 on send_information_request when the
    order's value chain has no contact to ask."""
    contact = await _contact(ctx, order)
    request = await _request(ctx, order.id, lock=True)
    if request is None:
        request = OrderInformationRequest(
            company_id=ctx.workspace_id,
            order_id=order.id,
            recipient_email=contact.email,
            recipient_name=contact.name,
            status=InformationRequestStatus.AWAITING_REVIEW.value,
            requested_at=utcnow(),
        )
        ctx.session.add(request)
        await ctx.session.flush()
    elif request.status == InformationRequestStatus.SENT.value:
        return False  # once per order: repeating the flag does not email the contact again
    else:
        request.recipient_email, request.recipient_name = contact.email, contact.name
    if not skip_review:
        return False
    await _send(ctx, order, request)
    return True


async def information_request(ctx: RequestContext, order_id: int) -> models.OrderInformationRequest:
    """OR1: the request of the workspace's order `order_id` (404 without one)."""
    request = await _request(ctx, order_id, lock=False)
    if request is None:
        raise NotFound()
    return order_information_request_from_row(order_information_request_row(request))


async def send_after_review(ctx: RequestContext, order_id: int) -> models.OrderInformationRequest:
    """OR2: send the request awaiting review, to the value chain's contact as it is now."""
    order = await ctx.session.scalar(select(Order).where(Order.id == order_id).with_for_update())
    request = await _request(ctx, order_id, lock=True) if order is not None else None
    if order is None or request is None:
        raise NotFound()
    if request.status == InformationRequestStatus.SENT.value:
        raise ValidationFailed({"non_field_errors": [ALREADY_SENT]})
    contact = await _contact(ctx, order)
    request.recipient_email, request.recipient_name = contact.email, contact.name
    await _send(ctx, order, request)
    return order_information_request_from_row(order_information_request_row(request))


async def _request(ctx: RequestContext, order_id: int, *, lock: bool) -> OrderInformationRequest | None:
    statement = select(OrderInformationRequest).where(OrderInformationRequest.order_id == order_id)
    return await ctx.session.scalar(statement.with_for_update() if lock else statement)


async def _contact(ctx: RequestContext, order: Order) -> Contact:
    if order.value_chain_id is None:
        raise ValidationFailed({"send_information_request": [NO_VALUE_CHAIN]})
    row = (
        await ctx.session.execute(
            select(ValueChain.contact_email, ValueChain.contact_name).where(ValueChain.id == order.value_chain_id)
        )
    ).one()
    if not row.contact_email:
        raise ValidationFailed({"send_information_request": [NO_CONTACT]})
    return Contact(email=row.contact_email, name=row.contact_name)


async def _send(ctx: RequestContext, order: Order, request: OrderInformationRequest) -> None:
    """Record the email in the outbox (delivered after commit) and the request as sent."""
    workspace = await ctx.session.scalar(select(Company.name).where(Company.id == ctx.workspace_id)) or ""
    lines = await _lines(ctx, order.id)
    letter = outbox.Letter(
        information_request_id=request.id,
        recipient=request.recipient_email,
        subject=information_request_subject(workspace, order.external_id),
        body=information_request_body(
            workspace=workspace,
            name=request.recipient_name,
            order=order.external_id,
            ordered_on=order.order_created_at,
            lines=lines,
        ),
    )
    await outbox.record(ctx.session, workspace_id=ctx.workspace_id, letters=[letter])
    request.status = InformationRequestStatus.SENT.value
    request.sent_at = utcnow()
    await ctx.session.flush()


async def _lines(ctx: RequestContext, order_id: int) -> list[str]:
    """A line per item of the order: its product (the seller's, else the buyer's) and volume."""
    product_id = func.coalesce(OrderItem.seller_product_id, OrderItem.buyer_product_id)
    rows = await ctx.session.execute(
        select(OrderItem.volume, OrderItem.unit, Product.name, Product.commodity)
        .outerjoin(Product, Product.id == product_id)
        .where(OrderItem.order_id == order_id)
        .order_by(OrderItem.line_number, OrderItem.id)
    )
    lines = []
    for row in rows:
        product = f"{row.name} ({row.commodity})" if row.name else "a product not named yet"
        volume = f"{row.volume:g} {row.unit or ''}".strip() if row.volume is not None else "volume not given"
        lines.append(f"{product}: {volume}")
    return lines
