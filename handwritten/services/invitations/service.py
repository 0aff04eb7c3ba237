"""Invitations (base host): list, create (single and bulk), revoke, renew, the anonymous lookup, and
acceptance through the emailed link (acceptance.py, and the page it opens, page.py).

Rules, all enforced here and in domain/permissions.py:

- The status reported, filtered and ordered on is the effective one: a pending invitation past
  expires_at is expired, in SQL (statuses.EFFECTIVE_STATUS) and in Python alike. No job updates it.
- One pending invitation per email and workspace: checked for a clear message, and enforced by
  the partial unique index uq_invitations_pending_email, which INSERT ... ON CONFLICT DO NOTHING
  turns into a rejection rather than an aborted transaction, so concurrent requests cannot both
  succeed and a bulk request keeps its other operations.
- Every invitation issued (created or renewed) records its email in the same transaction
  (mail/outbox.py); the outbox delivers it after commit.
- Bulk operations validate each operation alone and report it at its index; the accepted ones
  are committed together at the end.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Table, case, func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.routing import BaseRoute

from generated import models
from generated.enums import BulkOperationStatus, InvitationStatus, WorkspaceType
from generated.filters.invitations import ListInvitationsFilters, ListInvitationsQuery
from generated.operations import BY_NAME
from generated.services import invitations as interface
from handwritten.db.models import AuthGroup, Company, Invitation, Member, User, utcnow
from handwritten.domain.invitations import Status, email_key
from handwritten.domain.permissions import PermissionDenied, RuleViolation
from handwritten.domain.policies import invitations
from handwritten.domain.roles import role_named
from handwritten.mail import outbox
from handwritten.mail.message import invitation_body, invitation_subject
from handwritten.runtime.context import AnonymousContext, RequestContext
from handwritten.runtime.errors import Forbidden, NotFound, ValidationFailed, invalid_pk
from handwritten.runtime.filtering import FieldMap, Join, filtered, ordered, page, searched
from handwritten.runtime.http import Invalid
from handwritten.runtime.ratelimit import RateLimiter
from handwritten.services.dependencies import Dependencies, Service
from handwritten.services.invitations import acceptance
from handwritten.services.invitations.acceptance import ALREADY_MEMBER
from handwritten.services.invitations.page import page_routes
from handwritten.services.invitations.statuses import EFFECTIVE_STATUS, IS_PENDING, NOW
from handwritten.services.shared import user_detail, user_detail_columns

INVITATIONS = cast(Table, Invitation.__table__)  # Core, for batched inserts

INVITATION_FIELDS = FieldMap(
    Invitation,
    {
        ("id",): Invitation.id,
        ("status",): EFFECTIVE_STATUS,
        ("email",): Invitation.email,
        ("invited_by",): Invitation.invited_by_id,
        ("auth_group",): Invitation.auth_group_id,
        ("auth_group", "name"): AuthGroup.name,
        ("created_at",): Invitation.created_at,
        ("expires_at",): Invitation.expires_at,
    },
    joins=(
        Join(AuthGroup, AuthGroup.id == Invitation.auth_group_id),
        Join(User, User.id == Invitation.invited_by_id),
    ),
)

# The columns an Invitation is rendered from, labelled as invitation_model reads them.
INVITER = "inviter_"
INVITATION_COLUMNS = (
    Invitation.id,
    Invitation.email,
    EFFECTIVE_STATUS.label("status"),
    Invitation.auth_group_id.label("role_id"),
    AuthGroup.name.label("role_name"),
    *user_detail_columns(User, INVITER),
    Invitation.created_at,
    Invitation.expires_at,
)

# An I7 operation matching more is rejected (spec: limits.max_matched_per_operation).
TOO_MANY_TO_RENEW = BY_NAME["bulk_renew_invitations"].limits["max_matched_per_operation"]

ALREADY_PENDING = "A pending invitation for this email already exists."
ONLY_PENDING = "Only pending invitations can be renewed; this one is {status}."
FORBIDDEN = Forbidden().body  # the 403 body, reported in a bulk operation's result entry


def invitation_model(row: Mapping[str, Any]) -> models.Invitation:
    """An Invitation from INVITATION_COLUMNS. Rows come from our own tables, so models are built unvalidated
    (tests/api/test_validated_outputs.py builds them validated and compares)."""
    inviter = user_detail(row, INVITER)
    return models.Invitation.model_construct(
        id=row["id"],
        email=row["email"],
        status=InvitationStatus(row["status"]),
        auth_group=row["role_id"],
        auth_group_detail=models.AuthGroupDetail.model_construct(id=row["role_id"], name=row["role_name"]),
        invited_by=inviter.id,
        invited_by_detail=inviter,
        created_at=row["created_at"],
        expires_at=row["expires_at"],
    )


@dataclass(frozen=True, slots=True)
class Request:
    """One invitation to issue: an email and the role it grants (and its id, when already chosen)."""

    email: str
    group_id: int
    group_name: str
    id: uuid.UUID | None = None


@dataclass(frozen=True, slots=True)
class Inviting:
    """What issuing invitations in this request needs once: the workspace and who invites."""

    workspace_name: str
    inviter: Mapping[str, Any]  # user_detail_columns(User, INVITER)


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
        statement = self._matching(INVITATION_FIELDS.select(*INVITATION_COLUMNS), query.filters)
        count, rows = await page(
            ctx.session, ordered(statement, query.ordering, INVITATION_FIELDS), query.limit, query.offset
        )
        return models.InvitationList.model_construct(
            count=count, results=[invitation_model(row._mapping) for row in rows]
        )

    async def retrieve_invitation(self, *, ctx: RequestContext, id: uuid.UUID) -> models.Invitation:
        rows = await self._rows(ctx.session, [id])
        if not rows:
            raise NotFound()
        return invitation_model(rows[0])

    async def lookup_invitation(self, *, ctx: AnonymousContext, id: uuid.UUID) -> models.InvitationPreview:
        await self.lookup_limiter.hit(ctx.client)
        # The session acts for no workspace: the UUID alone finds the invitation, in any workspace.
        found = (
            await ctx.session.execute(
                select(Invitation, Company, AuthGroup.name)
                .join(Company, Company.id == Invitation.company_id)
                .join(AuthGroup, AuthGroup.id == Invitation.auth_group_id)
                .where(Invitation.id == id, IS_PENDING)
            )
        ).one_or_none()
        if found is None:
            # Revoked, expired, accepted and unknown invitations all answer alike, revealing nothing.
            raise NotFound()
        invitation, company, role_name = found
        existing = await ctx.session.scalar(
            select(func.count()).select_from(User).where(func.lower(User.email) == invitation.email.lower())
        )
        return models.InvitationPreview.model_validate(
            {
                "id": invitation.id,
                "email": invitation.email,
                "company": {
                    "id": company.id,
                    "name": company.name,
                    "slug": company.slug,
                    "type": WorkspaceType(company.type),
                    "country": company.country,
                    "default_currency": company.default_currency,
                    "default_locale": company.default_locale,
                    "results_limit_earliest_year": company.results_limit_earliest_year,
                    "results_limit_latest_year": company.results_limit_latest_year,
                    "information": company.information,
                    "integration_consumer_id": company.integration_consumer_id,
                    "data_room_consumer_id": company.data_room_consumer_id,
                    "pulse_params": {
                        "identifier": str(company.pulse_params.get("identifier", "")),
                        "model_identifier": str(company.pulse_params.get("model_identifier", "")),
                    },
                    "flags": [{"name": str(flag)} for flag in company.flags],
                    "created_at": company.created_at,
                    "updated_at": company.updated_at,
                },
                "auth_group_id": invitation.auth_group_id,
                # Users are never deactivated yet, so an existing user is an active one.
                "is_existing_user": bool(existing),
                "is_active": bool(existing),
                "is_mfa_enabled": company.is_mfa_enabled,
                "auth_group_name": role_name,
                "expires_at": invitation.expires_at,
            }
        )

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
        request = self._request(ctx, body, await self._roles(ctx))  # raises for an unknown role or one not allowed
        issued = await self._issue(ctx, [request])
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
        roles = await self._roles(ctx)
        for index, operation in enumerate(body.operations):
            if isinstance(operation, Invalid):  # validated alone: rejected in its entry (invitation_bulk_validation)
                results[index] = rejected_creation(index, operation.errors)
                continue
            try:
                accepted.append((index, self._request(ctx, operation, roles)))
            except (ValidationFailed, PermissionDenied, RuleViolation) as exc:
                results[index] = rejected_creation(index, error_of(exc))
        issued = await self._issue(ctx, [request for _, request in accepted])
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
            matched = self._matching(select(Invitation.id).where(IS_PENDING), operation.invitation_filters)
            error = await self._forbidden_roles(ctx, matched)
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
        rows = await self._rows(ctx.session, [body.invitation])
        if not rows:
            raise ValidationFailed({"invitation": invalid_pk(body.invitation)})
        status = rows[0]["status"]
        if status != Status.PENDING:
            raise ValidationFailed({"invitation": [ONLY_PENDING.format(status=status)]})
        invitations.check_invitation_role(ctx.actor, role_named(rows[0]["role_name"]), issuing=False)
        outcomes = await self._renew(ctx, [body.invitation])
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
            matched = self._matching(select(Invitation.id).where(IS_PENDING), operation.invitation_filters)
            ids = list((await ctx.session.scalars(matched.limit(TOO_MANY_TO_RENEW + 1))).all())
            error = (
                {
                    "non_field_errors": [
                        f"This operation matches more than {TOO_MANY_TO_RENEW} invitations; none was renewed."
                    ]
                }
                if len(ids) > TOO_MANY_TO_RENEW
                else await self._forbidden_roles(ctx, matched)
            )
            if error is not None:
                results.append(
                    models.BulkRenewInvitationResult.model_construct(
                        index=index, status=BulkOperationStatus.REJECTED, renewed_count=0, invitations=[], error=error
                    )
                )
                continue
            # An invitee who became a member meanwhile gets no new invitation; the old one is revoked.
            renewed = [outcome for outcome in await self._renew(ctx, ids) if isinstance(outcome, models.Invitation)]
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

    # -- helpers -------------------------------------------------------------------------------

    @staticmethod
    def _matching(statement: Any, filters: ListInvitationsFilters) -> Any:
        statement = filtered(statement, filters.terms(), INVITATION_FIELDS)
        return searched(statement, filters.search, filters.SEARCH_PATHS, INVITATION_FIELDS)

    @staticmethod
    async def _rows(session: AsyncSession, ids: Iterable[uuid.UUID]) -> list[Mapping[str, Any]]:
        """INVITATION_COLUMNS of these invitations of the workspace, by label, in creation order."""
        statement = INVITATION_FIELDS.select(*INVITATION_COLUMNS).where(Invitation.id.in_(list(ids)))
        rows = (await session.execute(statement.order_by(Invitation.created_at, Invitation.id))).all()
        return [dict(row._mapping) for row in rows]

    @staticmethod
    async def _roles(ctx: RequestContext) -> dict[int, str]:
        """Role id -> name: the four auth groups, read once per request."""
        return {id: name for id, name in await ctx.session.execute(select(AuthGroup.id, AuthGroup.name))}

    @staticmethod
    def _request(ctx: RequestContext, body: models.CreateInvitationRequest, roles: dict[int, str]) -> Request:
        """The operation's role checked: it exists, is not Owner, and the actor may grant it."""
        name = roles.get(body.auth_group)
        role = role_named(name)
        if name is None or role is None:
            raise ValidationFailed({"auth_group": invalid_pk(body.auth_group)})
        invitations.check_invitation_role(ctx.actor, role, issuing=True)
        return Request(email=body.email, group_id=body.auth_group, group_name=name)

    async def _forbidden_roles(self, ctx: RequestContext, matched: Any) -> dict[str, Any] | None:
        """The error of an operation matching invitations whose role the actor may not manage, else None."""
        if invitations.manages_every_role(ctx.actor):
            return None  # nothing to look up
        roles = (
            await ctx.session.scalars(
                select(AuthGroup.name)
                .join(Invitation, Invitation.auth_group_id == AuthGroup.id)
                .where(Invitation.id.in_(matched.scalar_subquery()))
                .distinct()
            )
        ).all()
        try:
            for name in roles:
                invitations.check_invitation_role(ctx.actor, role_named(name), issuing=False)
        except PermissionDenied:
            return dict(FORBIDDEN)
        return None

    async def _inviting(self, ctx: RequestContext) -> Inviting:
        workspace = await ctx.session.scalar(select(Company.name).where(Company.id == ctx.workspace_id))
        inviter = (
            await ctx.session.execute(select(*user_detail_columns(User, INVITER)).where(User.id == ctx.user_id))
        ).one()
        return Inviting(workspace_name=workspace or "", inviter=dict(inviter._mapping))

    async def _issue(
        self, ctx: RequestContext, requests: Sequence[Request]
    ) -> list[models.Invitation | dict[str, Any]]:
        """Issue an invitation per request, each with its email; an Invitation or an error per request.

        Nothing is committed here. Rejections (existing member, pending invitation) leave no row.
        """
        if not requests:
            return []
        session = ctx.session
        keys = [email_key(r.email) for r in requests]
        members = set(
            (
                await session.scalars(
                    select(func.lower(User.email))
                    .join(Member, Member.user_id == User.id)
                    .where(func.lower(User.email).in_({r.email.lower() for r in requests}))
                )
            ).all()
        )
        # An expired invitation still stored as pending would hold the email's place in the unique
        # index: it is marked expired now, which is what every read already reports.
        await session.execute(
            update(Invitation)
            .where(
                Invitation.email_key.in_(set(keys)),
                Invitation.status == Status.PENDING.value,
                Invitation.expires_at <= NOW,
            )
            .values(status=Status.EXPIRED.value)
            .execution_options(synchronize_session=False)
        )
        now = utcnow()
        expires = now + self.deps.settings.invitation_expiry
        candidates = {
            i: {
                "id": r.id or uuid.uuid4(),
                "company_id": ctx.workspace_id,
                "email": r.email,
                "email_key": keys[i],
                "status": Status.PENDING.value,
                "auth_group_id": r.group_id,
                "invited_by_id": ctx.user_id,
                "created_at": now,
                "expires_at": expires,
            }
            for i, r in enumerate(requests)
            if r.email.lower() not in members
        }
        inserted = await self._insert(session, list(candidates.values()))
        inviting = await self._inviting(ctx) if inserted else None
        outcomes: list[models.Invitation | dict[str, Any]] = []
        letters: list[outbox.Letter] = []
        for i, r in enumerate(requests):
            values = candidates.get(i)
            if values is None:
                outcomes.append({"email": [ALREADY_MEMBER]})
            elif values["id"] not in inserted:
                outcomes.append({"email": [ALREADY_PENDING]})
            else:
                assert inviting is not None
                invitation, letter = self._announce(inviting, values, r.group_name)
                outcomes.append(invitation)
                letters.append(letter)
        await outbox.record(session, workspace_id=ctx.workspace_id, letters=letters)
        return outcomes

    @staticmethod
    async def _insert(session: AsyncSession, rows: list[dict[str, Any]]) -> set[uuid.UUID]:
        """Insert the invitations; return the ids inserted. A row that would make a second pending
        invitation for its email (in the batch or with another request) is skipped by the index."""
        if not rows:
            return set()
        dialect = (await session.connection()).dialect.name
        insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        # executemany: SQLAlchemy batches the rows into multi-row INSERTs with a cached statement.
        statement = insert(INVITATIONS).on_conflict_do_nothing().returning(INVITATIONS.c.id)
        return set((await session.execute(statement, rows)).scalars())

    def _announce(
        self, inviting: Inviting, values: dict[str, Any], group_name: str
    ) -> tuple[models.Invitation, outbox.Letter]:
        """The Invitation as issued, and the email announcing it (recorded with it by _issue)."""
        inviter = inviting.inviter
        link = self.deps.settings.invitation_link.format(id=values["id"])
        first, last = inviter[f"{INVITER}first_name"], inviter[f"{INVITER}last_name"]
        inviter_name = f"{first} {last}".strip() or inviter[f"{INVITER}email"]
        letter = outbox.Letter(
            invitation_id=values["id"],
            recipient=values["email"],
            subject=invitation_subject(inviting.workspace_name),
            body=invitation_body(
                workspace=inviting.workspace_name,
                inviter=inviter_name,
                role=group_name,
                link=link,
                expires_at=values["expires_at"],
            ),
        )
        return invitation_model(
            {
                **inviter,
                "id": values["id"],
                "email": values["email"],
                "status": Status.PENDING.value,
                "role_id": values["auth_group_id"],
                "role_name": group_name,
                "created_at": values["created_at"],
                "expires_at": values["expires_at"],
            }
        ), letter

    async def _renew(self, ctx: RequestContext, ids: Sequence[uuid.UUID]) -> list[models.Invitation | dict[str, Any]]:
        """Revoke these invitations where still pending, and issue a new one for each (same email, role).

        One outcome per invitation revoked: the new Invitation, or the error that refused it.
        """
        if not ids:
            return []
        session = ctx.session
        # The successors' ids are chosen first, so that revoking links each invitation to its
        # successor in the same statement (one write per renewed row, not two).
        successors = {old: uuid.uuid4() for old in ids}
        revoked = (
            await session.execute(
                update(Invitation)
                .where(Invitation.id.in_(list(ids)), IS_PENDING)
                .values(
                    status=Status.REVOKED.value,
                    revoked_at=utcnow(),
                    renewed_as_id=case(successors, value=Invitation.id),
                )
                .returning(Invitation.id, Invitation.email, Invitation.auth_group_id)
                .execution_options(synchronize_session=False)
            )
        ).all()
        if not revoked:
            return []
        names = await self._roles(ctx)
        requests = [
            Request(email=email, group_id=group_id, group_name=names[group_id], id=successors[old])
            for old, email, group_id in revoked
        ]
        # Revoked above in this transaction, each email has no pending invitation left, so only the
        # member check can refuse one: an invitee who joined the workspace meanwhile. Such an
        # invitation stays revoked, with no successor.
        issued = await self._issue(ctx, requests)
        refused = [
            old
            for (old, _, _), outcome in zip(revoked, issued, strict=True)
            if not isinstance(outcome, models.Invitation)
        ]
        if refused:
            await session.execute(
                update(Invitation)
                .where(Invitation.id.in_(refused))
                .values(renewed_as_id=None)
                .execution_options(synchronize_session=False)
            )
        return issued

    def _announce_after_commit(self, ctx: RequestContext) -> None:
        """The emails recorded go out once the request's transaction commits (the runtime commits)."""
        ctx.after_commit(self.deps.outbox.wake)


def rejected_creation(index: int, error: dict[str, Any]) -> models.BulkCreateInvitationResult:
    return models.BulkCreateInvitationResult.model_construct(
        index=index, status=BulkOperationStatus.REJECTED, invitation=None, error=error
    )


def error_of(exc: Exception) -> dict[str, Any]:
    """The error object of a rejected bulk operation: the body the single operation would answer."""
    if isinstance(exc, ValidationFailed):
        return dict(exc.errors)
    if isinstance(exc, RuleViolation):
        return {exc.field: [exc.message]}
    return dict(FORBIDDEN)
