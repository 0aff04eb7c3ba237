"""Invitations (base host): list, create (single and bulk), revoke, renew, the anonymous lookup, and
acceptance through the emailed link (acceptance.py, and the page it opens, page.py).

Rules, all enforced in this package and in domain/permissions.py:

- The status reported, filtered and ordered on is the effective one: a pending invitation past
  expires_at is expired, in SQL (statuses.EFFECTIVE_STATUS) and in Python alike. No job updates it.
- One pending invitation per email and workspace (issuing.py).
- Every invitation issued (created or renewed) records its email in the same transaction
  (issuing.py); the outbox delivers it after commit.
- Bulk operations validate each operation alone and report it at its index; the accepted ones
  are committed together at the end.
"""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import select, update
from starlette.routing import BaseRoute

from generated import models
from generated.enums import BulkOperationStatus
from generated.filters.invitations import ListInvitationsQuery
from generated.operations import BY_NAME
from generated.services import invitations as interface
from handwritten.db.models import Invitation, utcnow
from handwritten.domain.invitations import Status
from handwritten.domain.permissions import PermissionDenied, RuleViolation
from handwritten.domain.policies import invitations
from handwritten.domain.roles import role_named
from handwritten.runtime.context import AnonymousContext, RequestContext
from handwritten.runtime.errors import NotFound, ValidationFailed, invalid_pk
from handwritten.runtime.http import Invalid
from handwritten.runtime.ratelimit import RateLimiter
from handwritten.services.dependencies import Dependencies, Service
from handwritten.services.invitations import acceptance
from handwritten.services.invitations.checks import Request, checked_request, error_of, forbidden_roles, roles
from handwritten.services.invitations.issuing import issue, renew
from handwritten.services.invitations.page import page_routes
from handwritten.services.invitations.preview import invitation_preview
from handwritten.services.invitations.reading import (
    INVITATION_COLUMNS,
    INVITATION_FIELDS,
    invitation_from,
    invitation_rows,
    matching,
)
from handwritten.services.invitations.statuses import IS_PENDING
from handwritten.services.listing import listed

# An I7 operation matching more is rejected (spec: limits.max_matched_per_operation).
TOO_MANY_TO_RENEW = BY_NAME["bulk_renew_invitations"].limits["max_matched_per_operation"]

ONLY_PENDING = "Only pending invitations can be renewed; this one is {status}."


class InvitationsService(Service, interface.InvitationsService):
    def __init__(self, deps: Dependencies) -> None:
        super().__init__(deps)
        # The anonymous lookup's allowance per client address, which acceptance shares (decision
        # invitation_lookup_rate_limit).
        self.lookup_limiter = RateLimiter(
            deps.settings.invitation_lookup_rate, deps.rate_limit_storage, "invitation-lookup"
        )

    # -- reads -------------------------------------------------------------------------------

    async def list_invitations(self, *, ctx: RequestContext, query: ListInvitationsQuery) -> models.InvitationList:
        statement = INVITATION_FIELDS.select(*INVITATION_COLUMNS)
        count, rows = await listed(ctx.session, statement, query, INVITATION_FIELDS)
        return models.InvitationList.model_construct(
            count=count, results=[invitation_from(row._mapping) for row in rows]
        )

    async def retrieve_invitation(self, *, ctx: RequestContext, id: uuid.UUID) -> models.Invitation:
        rows = await invitation_rows(ctx.session, [id])
        if not rows:
            raise NotFound()
        return invitation_from(rows[0])

    async def lookup_invitation(self, *, ctx: AnonymousContext, id: uuid.UUID) -> models.InvitationPreview:
        await self.lookup_limiter.hit(ctx.client)
        return await invitation_preview(ctx.session, id)

    async def accept_invitation(
        self, *, ctx: AnonymousContext, id: uuid.UUID, body: models.AcceptInvitationRequest
    ) -> models.InvitationAcceptance:
        await self.lookup_limiter.hit(ctx.client)  # the lookup's allowance: guessing through either spends it
        return await acceptance.accept(ctx.session, id, body)

    def pages(self) -> list[BaseRoute]:
        """The page of the emailed link, served beside these operations (runtime ServesPages)."""
        return page_routes()

    # -- creation ----------------------------------------------------------------------------

    async def create_invitation(
        self, *, ctx: RequestContext, body: models.CreateInvitationRequest
    ) -> models.Invitation:
        request = checked_request(ctx, body, await roles(ctx))  # raises for an unknown role or one not allowed
        issued = await issue(ctx, self.deps.settings, [request])
        result = issued[0]
        if not isinstance(result, models.Invitation):
            raise ValidationFailed(result)
        self._announce_after_commit(ctx)
        return result

    async def bulk_create_invitations(
        self, *, ctx: RequestContext, body: models.BulkCreateInvitationsRequest
    ) -> models.BulkCreateInvitationsResponse:
        results: dict[int, models.BulkCreateInvitationResult] = {}
        accepted: list[tuple[int, Request]] = []
        known_roles = await roles(ctx)
        for index, operation in enumerate(body.operations):
            if isinstance(operation, Invalid):  # validated alone: rejected in its entry (invitation_bulk_validation)
                results[index] = rejected_creation(index, operation.errors)
                continue
            try:
                accepted.append((index, checked_request(ctx, operation, known_roles)))
            except (ValidationFailed, PermissionDenied, RuleViolation) as exc:
                results[index] = rejected_creation(index, error_of(exc))
        issued = await issue(ctx, self.deps.settings, [request for _, request in accepted])
        for (index, _), outcome in zip(accepted, issued, strict=True):
            results[index] = (
                models.BulkCreateInvitationResult.model_construct(
                    index=index, status=BulkOperationStatus.ACCEPTED, invitation=outcome, error=None
                )
                if isinstance(outcome, models.Invitation)
                else rejected_creation(index, outcome)
            )
        self._announce_after_commit(ctx)
        return models.BulkCreateInvitationsResponse.model_construct(results=[results[i] for i in sorted(results)])

    # -- revocation and renewal ----------------------------------------------------------------

    async def bulk_revoke_invitations(
        self, *, ctx: RequestContext, body: models.BulkInvitationFiltersRequest
    ) -> models.BulkRevokeInvitationsResponse:
        results = []
        for index, operation in enumerate(body.operations):
            matched = matching(select(Invitation.id).where(IS_PENDING), operation.invitation_filters)
            error = await forbidden_roles(ctx, matched)
            if error is not None:
                results.append(
                    models.BulkRevokeInvitationResult.model_construct(
                        index=index, status=BulkOperationStatus.REJECTED, revoked_count=0, revoked_ids=[], error=error
                    )
                )
                continue
            revoked = (
                await ctx.session.execute(
                    update(Invitation)
                    .where(Invitation.id.in_(matched.scalar_subquery()), IS_PENDING)
                    .values(status=Status.REVOKED.value, revoked_at=utcnow())
                    .returning(Invitation.id)
                    .execution_options(synchronize_session=False)
                )
            ).scalars()
            ids = sorted(revoked, key=str)
            results.append(
                models.BulkRevokeInvitationResult.model_construct(
                    index=index,
                    status=BulkOperationStatus.ACCEPTED,
                    revoked_count=len(ids),
                    revoked_ids=ids,
                    error=None,
                )
            )
        return models.BulkRevokeInvitationsResponse.model_construct(results=results)

    async def renew_invitation(self, *, ctx: RequestContext, body: models.RenewInvitationRequest) -> models.Invitation:
        rows = await invitation_rows(ctx.session, [body.invitation])
        if not rows:
            raise ValidationFailed({"invitation": invalid_pk(body.invitation)})
        status = rows[0]["status"]
        if status != Status.PENDING:
            raise ValidationFailed({"invitation": [ONLY_PENDING.format(status=status)]})
        invitations.check_invitation_role(ctx.actor, role_named(rows[0]["role_name"]), issuing=False)
        outcomes = await renew(ctx, self.deps.settings, [body.invitation])
        if not outcomes:
            # Revoked or renewed by a concurrent request since it was read above.
            raise ValidationFailed({"invitation": [ONLY_PENDING.format(status=Status.REVOKED.value)]})
        outcome = outcomes[0]
        if not isinstance(outcome, models.Invitation):
            raise ValidationFailed({"invitation": [message for messages in outcome.values() for message in messages]})
        self._announce_after_commit(ctx)
        return outcome

    async def bulk_renew_invitations(
        self, *, ctx: RequestContext, body: models.BulkInvitationFiltersRequest
    ) -> models.BulkRenewInvitationsResponse:
        results = []
        for index, operation in enumerate(body.operations):
            matched = matching(select(Invitation.id).where(IS_PENDING), operation.invitation_filters)
            ids = list((await ctx.session.scalars(matched.limit(TOO_MANY_TO_RENEW + 1))).all())
            error = (
                {
                    "non_field_errors": [
                        f"This operation matches more than {TOO_MANY_TO_RENEW} invitations; none was renewed."
                    ]
                }
                if len(ids) > TOO_MANY_TO_RENEW
                else await forbidden_roles(ctx, matched)
            )
            if error is not None:
                results.append(
                    models.BulkRenewInvitationResult.model_construct(
                        index=index, status=BulkOperationStatus.REJECTED, renewed_count=0, invitations=[], error=error
                    )
                )
                continue
            # An invitee who became a member meanwhile gets no new invitation; the old one is revoked.
            renewed = [
                outcome
                for outcome in await renew(ctx, self.deps.settings, ids)
                if isinstance(outcome, models.Invitation)
            ]
            results.append(
                models.BulkRenewInvitationResult.model_construct(
                    index=index,
                    status=BulkOperationStatus.ACCEPTED,
                    renewed_count=len(renewed),
                    invitations=renewed,
                    error=None,
                )
            )
        self._announce_after_commit(ctx)
        return models.BulkRenewInvitationsResponse.model_construct(results=results)

    def _announce_after_commit(self, ctx: RequestContext) -> None:
        """The emails recorded go out once the request's transaction commits (the runtime commits)."""
        ctx.after_commit(self.deps.outbox.wake)


def rejected_creation(index: int, error: dict[str, Any]) -> models.BulkCreateInvitationResult:
    return models.BulkCreateInvitationResult.model_construct(
        index=index, status=BulkOperationStatus.REJECTED, invitation=None, error=error
    )
