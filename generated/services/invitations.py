# Generated from spec/operations/invitations.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The service interface of the invitations area: one Protocol per operation, and the area's union.

Handwritten services subclass the per-operation Protocols they implement, so that mypy checks
each signature; an operation whose Protocol is not implemented is not served.
"""

from __future__ import annotations

import uuid
from typing import Protocol

from generated import models
from generated.filters import invitations as filters
from handwritten.runtime.context import AnonymousContext, RequestContext

__all__ = [
    "ListInvitations",
    "CreateInvitation",
    "RetrieveInvitation",
    "BulkCreateInvitations",
    "BulkRevokeInvitations",
    "RenewInvitation",
    "BulkRenewInvitations",
    "LookupInvitation",
    "AcceptInvitation",
    "InvitationsService",
]


class ListInvitations(Protocol):
    async def list_invitations(
        self, *, ctx: RequestContext, query: filters.ListInvitationsQuery
    ) -> models.InvitationList:
        """I1. List invitations: GET /api/accounts/invitations/"""
        ...


class CreateInvitation(Protocol):
    async def create_invitation(
        self, *, ctx: RequestContext, body: models.CreateInvitationRequest
    ) -> models.Invitation:
        """I2. Create invitation: POST /api/accounts/invitations/"""
        ...


class RetrieveInvitation(Protocol):
    async def retrieve_invitation(self, *, ctx: RequestContext, id: uuid.UUID) -> models.Invitation:
        """I3. Retrieve invitation: GET /api/accounts/invitations/{id}/"""
        ...


class BulkCreateInvitations(Protocol):
    async def bulk_create_invitations(
        self, *, ctx: RequestContext, body: models.BulkCreateInvitationsRequest
    ) -> models.BulkCreateInvitationsResponse:
        """I4. Bulk-create invitations: POST /api/accounts/invitations/bulk/"""
        ...


class BulkRevokeInvitations(Protocol):
    async def bulk_revoke_invitations(
        self, *, ctx: RequestContext, body: models.BulkInvitationFiltersRequest
    ) -> models.BulkRevokeInvitationsResponse:
        """I5. Bulk-revoke invitations: POST /api/accounts/invitations/bulk-revocations/"""
        ...


class RenewInvitation(Protocol):
    async def renew_invitation(self, *, ctx: RequestContext, body: models.RenewInvitationRequest) -> models.Invitation:
        """I6. Renew invitation: POST /api/accounts/invitations/renew/"""
        ...


class BulkRenewInvitations(Protocol):
    async def bulk_renew_invitations(
        self, *, ctx: RequestContext, body: models.BulkInvitationFiltersRequest
    ) -> models.BulkRenewInvitationsResponse:
        """I7. Bulk-renew invitations: POST /api/accounts/invitations/bulk-renewals/"""
        ...


class LookupInvitation(Protocol):
    async def lookup_invitation(self, *, ctx: AnonymousContext, id: uuid.UUID) -> models.InvitationPreview:
        """I8. Look up an invitation (no key needed): GET /api/accounts/invitations/{id}/preview/"""
        ...


class AcceptInvitation(Protocol):
    async def accept_invitation(
        self, *, ctx: AnonymousContext, id: uuid.UUID, body: models.AcceptInvitationRequest
    ) -> models.InvitationAcceptance:
        """IA1. Accept invitation: POST /api/accounts/invitations/{id}/accept/"""
        ...


class InvitationsService(
    ListInvitations,
    CreateInvitation,
    RetrieveInvitation,
    BulkCreateInvitations,
    BulkRevokeInvitations,
    RenewInvitation,
    BulkRenewInvitations,
    LookupInvitation,
    AcceptInvitation,
    Protocol,
):
    """Every operation of the invitations area."""
